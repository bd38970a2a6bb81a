"""The Force editor over the real campaign store: edits are store actions, undone by the store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.i18n.store_messages import store_message
from app.model import Store
from app.model.errors import StoreDiskFullError
from app.ui import errors
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
    boxes: list[str] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, _title, text, _d: boxes.append(text))
    with qtbot.waitSignal(doc.operations.failed) as failed, \
            qtbot.assert_not_emitted(doc.operations.changed):
        assert editor.add_entry("boss_nob") is None
    assert failed.args[0].code == "store.disk_full"
    assert editor.panel.notice.text() == store_message(failed.args[0])
    assert not editor.panel.notice.isHidden()
    assert boxes == []  # in words under the points bar, not in a message box
    assert doc.force.models == ()


def test_an_edit_runs_through_the_window_operations(qtbot: QtBot, store: Store) -> None:
    """The edit is an operation of the window: announced once, Undo / Redo follow; an undo
    through the same operations reloads the document."""
    from app.ui.operations import Operations

    cid = store.create_campaign("Spring")
    pid = store.add_player(cid, "Cy", "orks")
    operations = Operations(store)
    doc = StoreForceDocument(store, pid, operations=operations)
    editor = ForceEditor(doc)
    qtbot.addWidget(editor)
    announced: list[object] = []
    undo: list[int] = []
    operations.changed.connect(announced.append)
    operations.undo_changed.connect(undo.append)
    with qtbot.waitSignal(doc.store_changed) as edited:
        editor.add_entry("boss_nob")
    assert announced == [edited.args[0]] and undo == [cid]
    assert operations.undo_texts(cid)[0] == "Force edited"
    assert len(doc.force.models) == 1
    operations.undo(cid)
    assert doc.force.models == () and len(announced) == 2


def test_an_edit_validates_the_new_force_once(
    qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The store's plan validates the Force it writes; the editor shows that report rather than
    validating the same Force again (a 60-model Force's edit paid for both)."""
    from app.rules.validation import Validator

    cid = store.create_campaign("Spring")
    pid = store.add_player(cid, "Cy", "space_marines")
    doc = StoreForceDocument(store, pid)
    editor = ForceEditor(doc)
    qtbot.addWidget(editor)
    editor.add_entry("sergeant")
    calls: list[int] = []
    real = Validator.validate_force

    def counting(self: Validator, force, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(len(force.models))
        return real(self, force, *args, **kwargs)

    monkeypatch.setattr(Validator, "validate_force", counting)
    editor.add_entry("tactical_marine")
    assert calls == [2]  # the plan's, of the two-model Force; none by the editor
    assert editor.report is doc.report and editor.report is not None
    assert editor.panel.codes() == ["points.unspent"]
    sergeant = doc.force.models[0].uid
    calls.clear()
    # The undo shows the Force as it was before the edit, with the report made of it then.
    doc.on_store_changes(store.undo(cid))
    assert len(editor.force.models) == 1 and calls == []
    assert editor.report is doc.report and editor.report is not None
    assert set(editor.report.model_points) == {sergeant}
    # A redo reads the Force from the database, without a report: the editor validates it.
    doc.on_store_changes(store.redo(cid))
    assert len(editor.force.models) == 2 and doc.report is None
    assert calls == [2] and editor.panel.codes() == ["points.unspent"]
