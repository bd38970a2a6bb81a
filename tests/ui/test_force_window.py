"""A player's Force editor opened from the campaign view edits through the store: the edit is
undoable from either window and the campaign view follows."""

from __future__ import annotations

from collections.abc import Callable

from app.model import Store
from app.ui.campaigns.force_window import ForceWindow
from app.ui.main_window import MainWindow


def test_force_editor_edits_are_campaign_actions(
        shell_demo_store: Store, shell_window: Callable[[Store], MainWindow]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    view = w.campaign_view
    chloe = next(r for r in view.players_model.rows() if r.name == "Chloé")
    before = chloe.models
    assert view.select_player(chloe.id)
    view.open_force_button.click()
    window = w.commands.force_windows[chloe.id]
    assert isinstance(window, ForceWindow) and window.isVisible()
    assert "Cadian Rearguard" in window.windowTitle()
    assert w.commands.open_force(chloe.id) is window  # one window per player

    announced: list[object] = []
    w.operations.changed.connect(announced.append)
    assert window.editor.add_entry("ratling") is not None
    assert len(announced) == 1 and chloe.id in announced[0].players  # type: ignore[attr-defined]
    assert len(store.force(chloe.id).models) == before + 1
    row = view.players_model.rows()[view.players_model.row_of(chloe.id)]
    assert row.models == before + 1  # the campaign view followed the edit
    assert w.acts.undo.text() == "&Undo: Force edited"
    assert window.undo_action.isEnabled()

    w.acts.undo.trigger()  # undone from the main window: the editor reloads
    assert len(window.editor.document.force.models) == before
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()  # redone from the editor window
    assert len(window.editor.document.force.models) == before + 1
    row = view.players_model.rows()[view.players_model.row_of(chloe.id)]
    assert row.models == before + 1
    window.close()


def test_print_and_move_to_a_newer_revision_from_the_force_window(
        qtbot: object, tmp_path: object, shell_window: Callable[[Store], MainWindow],
        monkeypatch: object) -> None:
    """The Force window prints its Force Sheet, and moves the Force to a newer imported
    revision after showing what that changes; the move is undoable."""
    from pathlib import Path

    import pytest

    from app.model.catalogues import CatalogueLibrary
    from app.rules.bsdata.defaults import default_selections
    from app.rules.force import Force, ForceModel
    from app.ui.campaigns.revision_dialog import RevisionDialog
    from tests.conftest import FIXTURES

    mini = FIXTURES / "bsdata"
    lib = CatalogueLibrary()
    lib.import_files([mini / "mini.gst", mini / "mini.cat"])
    old = lib.load("bs_mini_marines", "1")
    trooper = old.entries[1]
    store = Store.open(Path(str(tmp_path)) / "rev.sqlite", daily_backup=False)
    try:
        cid = store.create_campaign("Revisions")
        force = Force(old.id, (ForceModel("t", trooper.id, options=default_selections(trooper)),))
        pid = store.add_player(cid, "Ann", old.id, revision="1", force=force)
        w = shell_window(store)
        window = w.commands.open_force(pid)
        assert isinstance(window, ForceWindow)

        printed: list[int] = []
        mp: pytest.MonkeyPatch = monkeypatch  # type: ignore[assignment]
        mp.setattr(w.commands, "export_force_sheet", lambda p: printed.append(p))
        window.force_sheet_requested.disconnect()
        window.force_sheet_requested.connect(w.commands.export_force_sheet)
        window.print_action.trigger()
        assert printed == [pid]

        dialog = window.revision_dialog()
        assert isinstance(dialog, RevisionDialog)
        assert dialog.revisions == [] and dialog.target is None  # nothing newer yet
        assert dialog.apply() is None

        lib.import_files([mini / "mini_r2.cat"])
        dialog = window.revision_dialog()
        assert isinstance(dialog, RevisionDialog)
        assert dialog.revisions == ["2"]
        assert any("11 pts → 12 pts" in t for t in dialog.change_texts())
        dialog.accept()
        assert dialog.apply() is not None  # through the operations: announced once
        assert store.team_list(pid).version == "2"
        assert window.editor.validator.team_list.version == "2"  # the editor follows
        assert w.acts.undo.text() == "&Undo: Team List revision changed"
        w.acts.undo.trigger()
        assert store.team_list(pid).version == "1"
        assert window.editor.validator.team_list.version == "1"
    finally:
        for window in list(w.commands.force_windows.values()):
            window.close()
        store.close()


def test_the_force_window_closes_when_the_player_addition_is_undone(
        shell_store: Store, shell_window: Callable[[Store], MainWindow]) -> None:
    store = shell_store
    cid = store.create_campaign("Short-lived")
    pid = store.add_player(cid, "Dee", "orks")
    w = shell_window(store)
    w.open_campaign(cid)
    window = w.commands.open_force(pid)
    assert isinstance(window, ForceWindow) and window.isVisible()
    assert window.undo_action.text() == "&Undo: Player added"
    w.acts.undo.trigger()  # the player goes: the editor has nothing left to show
    assert not window.isVisible()
    assert [p.id for p in store.players(cid)] == []
    assert w.acts.redo.text() == "&Redo: Player added"
