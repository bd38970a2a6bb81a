"""Context help beyond the step dialogs (issue 20, point 11): F1 in a window or dialog opens the
user guide at that window's chapter (not the app's Rules Reference), and a dialog's Help button
does the same."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from app.model import Store
from app.ui.guide import TOPICS, GuideWindow
from app.ui.main_window import MainWindow
from tests.model.store_helpers import marines


def _settings_dialog() -> QWidget:
    from app.ui.settings import Settings
    from app.ui.settings_dialog import SettingsDialog

    return SettingsDialog(Settings())


def _new_campaign() -> QWidget:
    from app.ui.campaigns.dialogs import NewCampaignDialog

    return NewCampaignDialog()


def _connect() -> QWidget:
    from app.ui.campaigns.club import ConnectDialog

    return ConnectDialog()


def _kt40k() -> QWidget:
    from app.ui.kt40k import Kt40kWindow

    return Kt40kWindow()


def _team_lists() -> QWidget:
    from app.ui.teamlists import TeamListBrowser

    return TeamListBrowser()


WINDOWS: list[tuple[Callable[[], QWidget], str, bool]] = [  # (make, topic, has a Help button)
    (_settings_dialog, "settings", True),
    (_new_campaign, "campaign", True),
    (_connect, "club", True),
    (_kt40k, "kt40k", False),
    (_team_lists, "exchange", False),
]


def _app_wide_f1(qtbot: QtBot) -> list[bool]:
    """The main window's F1 (the Rules Reference), answering everywhere else."""
    holder = QWidget()
    qtbot.addWidget(holder)
    reference = QAction("Rules Reference", holder)
    reference.setShortcut("F1")
    reference.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    holder.addAction(reference)
    triggered: list[bool] = []
    reference.triggered.connect(lambda: triggered.append(True))
    return triggered


def _press_f1(qtbot: QtBot, window: QWidget) -> GuideWindow:
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_F1)
    guide = window.findChild(GuideWindow, "guide_window")
    assert guide is not None and guide.isVisible()
    return guide


@pytest.mark.parametrize(("make", "topic", "has_button"), WINDOWS,
                         ids=[t for _m, t, _b in WINDOWS])
def test_f1_opens_the_guide_at_the_window_chapter(
        qtbot: QtBot, make: Callable[[], QWidget], topic: str, has_button: bool) -> None:
    triggered = _app_wide_f1(qtbot)
    window = make()
    qtbot.addWidget(window)
    guide = _press_f1(qtbot, window)
    assert guide.contents.currentRow() == TOPICS.index(topic) + 1  # after the introduction
    assert triggered == []  # not the Rules Reference
    guide.close()
    buttons = window.findChild(QDialogButtonBox)
    help_button = buttons.button(QDialogButtonBox.StandardButton.Help) if buttons else None
    assert (help_button is not None) == has_button
    if help_button is not None:
        help_button.click()
        assert guide.isVisible() and guide.contents.currentRow() == TOPICS.index(topic) + 1
        guide.close()


def test_f1_in_the_campaign_force_editor_opens_its_chapter(
        qtbot: QtBot, shell_store: Store, shell_window: Callable[[Store], MainWindow]) -> None:
    cid = shell_store.create_campaign("Vigil")
    pid = shell_store.add_player(cid, "Ann", "space_marines", force=marines())
    w = shell_window(shell_store)
    assert w.campaign_list.select(cid)
    editor = w.commands.open_force(pid)
    guide = _press_f1(qtbot, editor)
    assert guide.chapters[guide.contents.currentRow()].title == "The Force editor"
    guide.close()
