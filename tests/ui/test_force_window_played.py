"""The Force window of a Force that has played: "Spend RP…" opens step 5 for this player over
the window; a correction made there is one campaign action the main window undoes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog

from app.model import Store
from app.ui.campaigns.force_window import ForceWindow
from app.ui.main_window import MainWindow


def test_spend_rp_from_the_banner_opens_step_5_for_the_player(
        shell_demo_store: Store, shell_window: Callable[[Store], MainWindow]) -> None:
    from app.ui.steps.spend import SpendDialog

    store = shell_demo_store
    w = shell_window(store)
    cid = store.campaigns()[0].id
    alice = next(p for p in store.players(cid) if p.name == "Alice")
    window = w.commands.open_force(alice.id)
    assert isinstance(window, ForceWindow)
    banner = window.editor.banner
    assert banner.isVisible() and banner.spend_button.isVisible()
    shown: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        shown.append(dialog)
        return False  # the player cancels

    window.step_commands.run_dialog = run
    history = store.history(cid)
    banner.spend_button.click()
    assert len(shown) == 1 and isinstance(shown[0], SpendDialog)
    assert shown[0].parent() is window
    assert store.history(cid) == history  # cancelled: nothing written

    # A correction from the window is one action; the main window's Undo names and undoes it.
    editor = window.editor
    editor.start_correction("The Scout bought after game 1 was never added")
    models = len(store.force(alice.id).models)
    assert editor.add_entry("scout") is not None
    assert len(store.force(alice.id).models) == models + 1
    assert w.acts.undo.text() == "&Undo: Force corrected"
    w.acts.undo.trigger()
    assert len(editor.document.force.models) == models
    window.close()
