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

    assert window.editor.add_entry("ratling") is not None
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
