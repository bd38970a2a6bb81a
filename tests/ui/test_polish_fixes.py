"""Fixes found driving the app in a real X server: windows fit a 1366×768 screen, the Settings
dialog ignores a stray wheel, and step messages name a section in words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.rules.violations import Severity, Violation
from app.ui.settings import Settings
from app.ui.settings_dialog import SettingsDialog
from app.ui.steps.messages import campaign_message
from app.ui.widgets.screen import fit_to_screen
from tests.ui.steps.test_wheel_guard import wheel


def test_a_window_never_opens_larger_than_its_screen(qtbot: QtBot) -> None:
    w = QWidget()
    qtbot.addWidget(w)
    area = w.screen().availableGeometry()
    fit_to_screen(w, area.width() + 500, area.height() + 500)
    assert w.width() <= area.width() and w.height() <= area.height()
    fit_to_screen(w, 300, 200)
    assert (w.width(), w.height()) == (300, 200)


def test_the_settings_dialog_ignores_the_wheel_until_focused(qtbot: QtBot) -> None:
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    with qtbot.waitExposed(d):
        d.show()
    d.buttons.setFocus()
    for combo in (d.language, d.dice, d.paper):
        assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus
        before = combo.currentIndex()
        wheel(combo)
        wheel(combo, 1)
        assert combo.currentIndex() == before


def test_a_section_is_named_in_words() -> None:
    v = Violation("allowance.section_min", Severity.ERROR,
                  {"section": "core", "count": 0, "limit": 3})
    text = campaign_message(v)
    assert "core" not in text  # "Core", the section's name, not its id
    assert "Core" in text


def test_add_honour_is_disabled_when_no_model_can_take_it(qtbot: QtBot) -> None:
    from dataclasses import replace

    from app.ui.steps.samples import sample_players
    from app.ui.steps.spend import SpendDialog

    p = sample_players()[0]
    poor = replace(p.state, rp=0)
    d = SpendDialog(poor, p.force, p.team_list, player_name=p.name)
    qtbot.addWidget(d)
    d.tabs.setCurrentIndex(2)
    d._show_candidates()
    assert not d.honour_button.isEnabled()
    assert d.honour_button.toolTip()
    rich = SpendDialog(replace(p.state, rp=200, renown=20), p.force, p.team_list,
                       player_name=p.name)
    qtbot.addWidget(rich)
    rich._show_candidates()
    assert rich.honour_button.isEnabled()
