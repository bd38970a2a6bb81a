"""The dice field: typed and rolled values are stored; a typo changes nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.rules.dice import RandomDice
from app.ui.widgets.dice import DiceInput


def test_typed_value_is_stored(qtbot: QtBot) -> None:
    w = DiceInput()
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.valueChanged) as blocker:
        qtbot.keyClicks(w.edit, "4")
    assert blocker.args == [4]
    assert w.value() == 4
    assert w.source() == "typed"
    assert not w.has_error()


def test_rolled_value_is_the_apps_die_and_is_stored(qtbot: QtBot) -> None:
    w = DiceInput(dice=RandomDice(7))
    qtbot.addWidget(w)
    expected = RandomDice(7).d6()
    qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)
    assert w.value() == expected
    assert w.source() == "rolled"
    assert w.edit.text() == str(expected)


def test_r_in_the_field_rolls(qtbot: QtBot) -> None:
    w = DiceInput(dice=RandomDice(3))
    qtbot.addWidget(w)
    qtbot.keyClicks(w.edit, "r")
    assert w.value() == RandomDice(3).d6()
    assert w.source() == "rolled"


def test_a_typo_shows_a_message_and_keeps_the_last_good_value(qtbot: QtBot) -> None:
    w = DiceInput()
    qtbot.addWidget(w)
    w.show()
    qtbot.keyClicks(w.edit, "5")
    with qtbot.assertNotEmitted(w.valueChanged):
        qtbot.keyClicks(w.edit, "7")  # "57"
    assert w.value() == 5
    assert w.has_error()
    assert "57" in w.error_text() and "1 to 6" in w.error_text()
    assert w.error_label.isVisible()
    w.edit.clear()
    qtbot.keyClicks(w.edit, "x")
    assert w.value() == 5 and "“x”" in w.error_text()
    w.edit.setText("")
    qtbot.keyClicks(w.edit, "2")
    assert w.value() == 2 and not w.has_error() and not w.error_label.isVisible()


def test_clearing_the_field_forgets_the_value(qtbot: QtBot) -> None:
    w = DiceInput()
    qtbot.addWidget(w)
    qtbot.keyClicks(w.edit, "3")
    with qtbot.waitSignal(w.valueChanged) as blocker:
        qtbot.keyClick(w.edit, Qt.Key.Key_Backspace)
    assert blocker.args == [None]
    assert w.value() is None and w.source() is None


def test_language_switch_retranslates(qtbot: QtBot, switch_language: object) -> None:
    w = DiceInput()
    qtbot.addWidget(w)
    assert w.roll_button.text() == "Roll"
    switch_language()  # type: ignore[operator]
    assert w.roll_button.text() == "«Roll»"
