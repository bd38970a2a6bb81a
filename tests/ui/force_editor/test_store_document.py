"""The Force editor over the real campaign store: edits are store actions, undone by the store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.model import Store
from app.model.errors import StoreDiskFullError
from app.ui.force_editor import ForceDocument, ForceEditor
from app.ui.force_editor.store_document import StoreForceDocument


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "campaign.sqlite", daily_backup=False)
    yield s
    s.close()


def test_editing_a_stored_force_records_undoable_actions(qtbot: QtBot, store: Store) -> None:
    cid = store.create_campaign("Autumn")
    pid = store.add_player(cid, "Ann", "space_marines", "Ultor")
    doc = StoreForceDocument(store, pid)
    assert isinstance(doc, ForceDocument)
    editor = ForceEditor(doc)
    qtbot.addWidget(editor)
    assert editor.undo_actions == []  # undo is the store's
    assert doc.starting and doc.points_limit == 250
    with qtbot.waitSignal(doc.store_changed) as blocker:
        editor.add_entry("sergeant")
    assert pid in blocker.args[0].players
    for _ in range(5):
        editor.add_entry("tactical_marine")
    uids = [m.uid for m in store.force(pid).models]
    editor.form_group(uids[1:6])
    editor.rename("model", uids[0], "Cato")
    force = store.force(pid)
    assert force.model(uids[0]).name == "Cato"
    assert len(force.groups) == 1 and len(force.members(force.groups[0].id)) == 5
    assert editor.panel.codes() == ["points.unspent"]
    kinds = [(h.kind, h.inputs.get("action")) for h in store.history(cid) if h.is_action]
    assert kinds[-3:] == [("force_edit", "add_model"), ("force_edit", "form_group"),
                          ("force_edit", "rename_model")]
    # The shell undoes through the store and hands the Changes to the document.
    doc.on_store_changes(store.undo(cid))
    assert doc.force.model(uids[0]).name == ""
    assert editor.model.index_of_key(f"model:{uids[0]}").data() == "Sergeant"
    doc.on_store_changes(store.undo(cid))
    assert not doc.force.groups
    doc.on_store_changes(store.redo(cid))
    assert len(doc.force.groups) == 1
    # A new editor on the same database finds everything there.
    again = ForceEditor(StoreForceDocument(store, pid))
    qtbot.addWidget(again)
    assert again.force == doc.force
    assert again.panel.codes() == editor.panel.codes()


def test_store_errors_are_shown_in_words(
    qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    cid = store.create_campaign("Winter")
    pid = store.add_player(cid, "Bo", "orks")
    doc = StoreForceDocument(store, pid)
    editor = ForceEditor(doc)
    qtbot.addWidget(editor)

    def full(*_args: object, **_kwargs: object) -> None:
        raise StoreDiskFullError()

    monkeypatch.setattr(store, "edit_force", full)
    assert editor.add_entry("boss_nob") is None
    assert editor.panel.notice.text() and not editor.panel.notice.isHidden()
    assert doc.force.models == ()
