"""The Force editor of a Force that has played: a banner says how it changes, structural edits
wait for a correction (never refused silently), a correction is recorded with its reason and
undone by one undo, renames need none; the Force as it was (a snapshot) is read-only."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.i18n.store_messages import store_message
from app.model import Store
from app.model.errors import StoreRuleError
from app.ui.force_editor import ForceEditor
from app.ui.force_editor.document import CampaignForceDocument
from app.ui.force_editor.played import CorrectionDialog
from app.ui.force_editor.snapshot_dialog import ForceSnapshotDialog
from app.ui.force_editor.store_document import StoreForceDocument


@pytest.fixture
def store(shell_demo_store: Store) -> Store:
    """A fresh copy of the demo campaign (tests/ui/conftest.py), open."""
    return shell_demo_store


def _player(store: Store, name: str) -> int:
    cid = store.campaigns()[0].id
    return next(p.id for p in store.players(cid) if p.name == name)


def _editor(qtbot: QtBot, store: Store, pid: int) -> tuple[ForceEditor, StoreForceDocument]:
    doc = StoreForceDocument(store, pid)
    editor = ForceEditor(doc)
    qtbot.addWidget(editor)
    editor.resize(1300, 760)
    editor.show()
    return editor, doc


def _actions(store: Store, cid: int) -> list[tuple[str, object]]:
    return [(h.kind, h.inputs.get("action")) for h in store.history(cid)
            if h.is_action and not h.undone]


def test_a_played_force_says_so_and_waits_for_a_correction(qtbot: QtBot, store: Store) -> None:
    pid = _player(store, "Alice")
    cid = store.player_summary(pid).campaign_id
    editor, doc = _editor(qtbot, store, pid)
    assert isinstance(doc, CampaignForceDocument)
    assert doc.games_played == 2 and not doc.read_only
    banner = editor.banner
    assert banner.isVisible()
    assert "played 2 game" in banner.text.text() and "step 5" in banner.text.text()
    assert banner.spend_button.isVisible() and banner.correct_button.isVisible()
    assert not banner.done_button.isVisible()

    # Structural edits are disabled, renames are not.
    first = doc.force.models[0].uid
    editor.select_uids([first])
    assert editor.act_rename.isEnabled()
    for act in (editor.act_remove, editor.act_options, editor.act_form_group,
                editor.act_move, editor.act_add):
        assert not act.isEnabled(), act.text()
    assert not editor.picker.isEnabled()
    assert not editor.tree.dragEnabled()

    # Nothing is refused silently: a structural edit reached anyway says why.
    before = doc.force
    history = _actions(store, cid)
    assert editor.add_entry("tactical_marine") is None
    assert editor.panel.notice.isVisibleTo(editor)
    played = store_message(StoreRuleError("", reason="force_played"))
    assert editor.panel.notice.text() == played
    # The options (double-click) show read-only, saying why.
    options = editor.open_options_dialog()
    assert options is not None and options.read_only
    assert options.read_only_label.text() == played and not options.body.isEnabled()
    options.accept()
    assert doc.force == before and _actions(store, cid) == history

    # A rename needs no correction.
    assert editor.rename("model", first, "Brother Cato") is not None
    assert store.force(pid).model(first).name == "Brother Cato"
    assert _actions(store, cid)[-1] == ("force_edit", "rename_model")


def test_a_correction_is_recorded_with_its_reason_and_undone_by_one_undo(
        qtbot: QtBot, store: Store) -> None:
    pid = _player(store, "Alice")
    cid = store.player_summary(pid).campaign_id
    editor, doc = _editor(qtbot, store, pid)
    count = len(doc.force.models)

    dialog = editor.ask_correction()
    assert isinstance(dialog, CorrectionDialog)
    assert not dialog.ok_button.isEnabled()  # a reason is required
    dialog.reason.setText("   ")
    assert not dialog.ok_button.isEnabled()
    dialog.accept()  # Enter in a blank field does nothing
    assert dialog.isVisible() and doc.correction is None
    dialog.reason.setText("The Scout bought after game 1 was never added")
    assert dialog.ok_button.isEnabled()
    dialog.ok_button.click()
    assert editor.correction_dialog is None
    assert doc.correction == "The Scout bought after game 1 was never added"
    assert editor.banner.text.text().startswith(
        "Correcting: The Scout bought after game 1 was never added")
    assert editor.banner.done_button.isVisible()
    assert not editor.banner.correct_button.isVisible()
    assert editor.picker.isEnabled() and not editor.locked and editor.act_add.isEnabled()

    with qtbot.waitSignal(doc.store_changed):
        assert editor.add_entry("scout") is not None
    assert len(store.force(pid).models) == count + 1
    last = store.history(cid)[-1]
    assert last.kind == "force_corrected" and last.inputs["action"] == "add_model"
    assert last.inputs["reason"] == "The Scout bought after game 1 was never added"
    assert [c.id for c in store.corrections(pid)] == [last.id]

    # One undo takes the correction back.
    doc.on_store_changes(store.undo(cid))
    assert len(doc.force.models) == count
    assert store.corrections(pid) == []

    editor.banner.done_button.click()
    assert doc.correction is None and editor.locked
    assert editor.banner.correct_button.isVisible()
    assert editor.add_entry("scout") is None  # locked again


def test_a_force_that_has_not_played_edits_as_before(qtbot: QtBot, store: Store) -> None:
    pid = _player(store, "Chloé")
    editor, doc = _editor(qtbot, store, pid)
    assert doc.games_played == 0
    assert not editor.banner.isVisible() and not editor.locked
    assert editor.picker.isEnabled()
    assert editor.add_entry("ratling") is not None
    cid = store.player_summary(pid).campaign_id
    assert _actions(store, cid)[-1] == ("force_edit", "add_model")


def test_the_force_as_it_was_is_read_only(qtbot: QtBot, store: Store) -> None:
    pid = _player(store, "Alice")
    cid = store.player_summary(pid).campaign_id
    history = store.history(cid)
    recruit = history[-1]
    assert recruit.kind == "spend"  # the demo's last action recruits a Tactical Marine
    snapshot = store.snapshot(cid, history_id=recruit.id, before=True)
    dialog = ForceSnapshotDialog(snapshot, pid, "today", "Group recruitment roll")
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.editor
    assert editor.read_only and editor.locked
    assert len(editor.force.models) == len(store.force(pid).models) - 1
    assert editor.banner.isVisible()
    assert not editor.banner.spend_button.isVisible()
    assert not editor.banner.correct_button.isVisible()
    assert not editor.toolbar.isVisible() and not editor.picker.isVisible()
    first = editor.force.models[0].uid
    editor.select_uids([first])
    assert not editor.act_rename.isEnabled()
    assert editor.rename("model", first, "Nope") is None
    assert editor.panel.notice.text() == store_message(
        StoreRuleError("", reason="read_only_snapshot"))
    assert "today" in dialog.windowTitle() and "Group recruitment roll" in dialog.heading.text()
    assert "Group recruitment roll" not in dialog.windowTitle()  # too long a title: it is cut
