"""The main window behind a Force window (issue 19): an edit in the Force window repaints that
window alone at once; the main window's views (players, history, Undo) follow once the player
pauses (``BEHIND_DELAY_MS``), in one refresh for several quick edits, or at once when he comes
back to the main window. In front, the main window follows every action at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.model import Store
from app.ui.main_window import MainWindow
from app.ui.operations import BEHIND_DELAY_MS, BEHIND_MAX_MS

MakeWindow = Callable[[Store], MainWindow]


def _front(qtbot: QtBot, window: QWidget) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def _alice(window: MainWindow) -> Any:
    """Alice's row of the players table as shown (its tab shown, then the one before)."""
    view = window.campaign_view
    tab = view.tabs.currentWidget()
    view.tabs.setCurrentWidget(view.players_page)
    row = next(r for r in view.players_model.rows() if r.name == "Alice")
    view.tabs.setCurrentWidget(tab)
    return row


def _history_length(window: MainWindow) -> int:
    return window.campaign_view.history_view.model.rowCount()


def _setup(qtbot: QtBot, store: Store, shell_window: MakeWindow
           ) -> tuple[MainWindow, Any, list[Any]]:
    window = shell_window(store)
    alice = _alice(window)
    force_window = window.commands.open_force(alice.id)
    editor = force_window.editor  # type: ignore[attr-defined]
    editor.document.set_correction("a model forgotten")
    told: list[Any] = []
    window.operations.window_changed.connect(told.append)
    _front(qtbot, force_window)
    return window, force_window, told


def test_an_edit_in_a_force_window_repaints_it_first_and_the_main_window_after_a_pause(
        qtbot: QtBot, shell_demo_store: Store, shell_window: MakeWindow) -> None:
    window, force_window, told = _setup(qtbot, shell_demo_store, shell_window)
    window.campaign_view.show_history()
    editor = force_window.editor
    models = _alice(window).models
    records = _history_length(window)
    undo_text = window.acts.undo.text()
    for _ in range(3):  # three quick edits
        assert editor.add_entry("tactical_marine") is not None
    assert len(editor.document.force.models) == models + 3  # the Force window: at once
    assert told == [] and _alice(window).models == models  # the main window: not yet
    assert _history_length(window) == records and window.acts.undo.text() == undo_text
    qtbot.waitUntil(lambda: told != [], timeout=BEHIND_DELAY_MS + 2000)
    assert len(told) == 1  # one refresh for the three, with what each changed
    assert editor.document.player_id in told[0].players
    assert _alice(window).models == models + 3
    assert _history_length(window) == records + 3
    assert window.acts.undo.text() != undo_text  # Undo names the last edit


def test_the_main_window_catches_up_as_soon_as_it_is_in_front(
        qtbot: QtBot, shell_demo_store: Store, shell_window: MakeWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    import app.ui.operations as operations

    monkeypatch.setattr(operations, "BEHIND_DELAY_MS", 60_000)  # only the window can say so
    window, force_window, told = _setup(qtbot, shell_demo_store, shell_window)
    models = _alice(window).models
    assert force_window.editor.add_entry("tactical_marine") is not None
    assert told == [] and window.operations._later.remainingTime() > 30_000
    _front(qtbot, window)
    qtbot.waitUntil(lambda: told != [])  # in front: at once, long before the pause ends
    assert _alice(window).models == models + 1
    assert force_window.editor.add_entry("tactical_marine") is not None  # in front: at once
    assert len(told) == 2 and _alice(window).models == models + 2


class _Clock:
    """A stand-in for the operations' QElapsedTimer: the time since the first change."""

    def __init__(self) -> None:
        self.now = 0

    def start(self) -> None:
        self.now = 0

    def elapsed(self) -> int:
        return self.now


def test_a_player_editing_without_a_pause_sees_the_main_window_follow_within_the_maximum(
        qtbot: QtBot, shell_demo_store: Store, shell_window: MakeWindow) -> None:
    """Each change puts the main window's turn off again (a pause after the last), but not
    past ``BEHIND_MAX_MS`` after the first: then the turn stands."""
    window, force_window, told = _setup(qtbot, shell_demo_store, shell_window)
    editor = force_window.editor
    operations = window.operations
    clock = _Clock()
    operations._behind_since = clock  # type: ignore[assignment]
    timer = operations._later
    assert editor.add_entry("tactical_marine") is not None
    assert timer.isActive() and told == []
    clock.now = BEHIND_MAX_MS // 2  # a quick edit: the turn put off again
    qtbot.wait(BEHIND_DELAY_MS * 2 // 3)
    left = timer.remainingTime()
    assert editor.add_entry("tactical_marine") is not None
    assert timer.remainingTime() > left
    clock.now = BEHIND_MAX_MS  # the maximum reached: the turn stands
    qtbot.wait(BEHIND_DELAY_MS // 3)
    left = timer.remainingTime()
    assert editor.add_entry("tactical_marine") is not None
    assert timer.isActive() and timer.remainingTime() <= left
    assert told == []
    qtbot.waitUntil(lambda: told != [], timeout=BEHIND_DELAY_MS + 2000)
    assert len(told) == 1


def test_a_closed_main_window_is_told_nothing_more(
        qtbot: QtBot, shell_demo_store: Store, shell_window: MakeWindow) -> None:
    window, force_window, told = _setup(qtbot, shell_demo_store, shell_window)
    assert force_window.editor.add_entry("tactical_marine") is not None
    operations = window.operations
    window.close()  # (closes the Force window too)
    qtbot.wait(BEHIND_DELAY_MS + 100)
    assert told == [] and operations._behind is None
