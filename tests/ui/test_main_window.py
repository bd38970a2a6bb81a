"""The main window opens and shows the built-in Team Lists."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.rules.library import builtin_teamlists
from app.ui.main_window import MainWindow


def test_main_window_lists_teamlists_and_shows_an_entry(qtbot: QtBot) -> None:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    lists = builtin_teamlists()
    assert w.tree.topLevelItemCount() == len(lists) >= 1
    top = w.tree.topLevelItem(0)
    section = top.child(0)
    entry = section.child(0)
    w.tree.setCurrentItem(entry)
    html = w.details.toHtml()
    assert entry.text(0) in html
    assert entry.text(1).isdigit()
