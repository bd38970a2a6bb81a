"""Check boxes and radio buttons read on the dark theme: Fusion outlines their box or circle with
a shade darker than the window whatever the palette, so on the dark window an unticked box
(the step dialogs, a model's options) had no edge to see. The app's Fusion rings them in the
faded text colour on a dark palette; on the light palette it draws exactly as Fusion does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QStyle,
    QStyleFactory,
    QStyleOptionButton,
)
from pytestqt.qtbot import QtBot

from app.ui.widgets.theme import FusionStyle, apply_theme
from tests.ui.test_polish_table_ready import _contrast


@pytest.fixture
def look(shell_look: QApplication) -> QApplication:
    """The application, its style and palette put back after the test (tests/ui/conftest.py: ``shell_look``)."""
    return shell_look


def _buttons(qtbot: QtBot) -> list[QAbstractButton]:
    """Unticked, ticked and disabled (unticked and ticked) check boxes and radio buttons."""
    out: list[QAbstractButton] = []
    for kind in (QCheckBox, QRadioButton):
        for checked, enabled in ((False, True), (True, True), (False, False), (True, False)):
            button = kind("Plasma gun")
            button.setAutoExclusive(False)
            button.setChecked(checked)
            button.setEnabled(enabled)
            qtbot.addWidget(button)
            button.show()
            out.append(button)
    return out


def _indicator(button: QAbstractButton) -> QRect:
    option = QStyleOptionButton()
    button.initStyleOption(option)  # type: ignore[attr-defined]
    element = (QStyle.SubElement.SE_CheckBoxIndicator if isinstance(button, QCheckBox)
               else QStyle.SubElement.SE_RadioButtonIndicator)
    return button.style().subElementRect(element, option, button)


def _edge_contrast(image: QImage, box: QRect, background: QColor) -> float:
    """The best contrast with ``background`` of the pixels on the left and right edges of
    ``box``, about its middle (where a box's side and a circle's leftmost point are)."""
    middle = box.center().y()
    return max(_contrast(image.pixelColor(x, y), background)
               for x in (box.left(), box.left() + 1, box.right() - 1, box.right())
               for y in range(middle - 2, middle + 3))


def test_check_boxes_and_radio_buttons_have_a_visible_edge_on_the_dark_theme(
        qtbot: QtBot, look: QApplication) -> None:
    apply_theme(look, "dark")
    assert isinstance(look.style(), FusionStyle) and look.style().name().lower() == "fusion"
    for button in _buttons(qtbot):
        image = button.grab().toImage()
        box = _indicator(button)
        window = button.palette().color(QPalette.ColorRole.Window)
        base = button.palette().color(QPalette.ColorRole.Base)
        least = 3.0 if button.isEnabled() else 1.8  # (Fusion's own edge: about 1.15 : 1)
        what = (type(button).__name__, button.isChecked(), button.isEnabled())
        assert _edge_contrast(image, box, window) >= least, what
        assert _edge_contrast(image, box, base) >= least, what  # the box is filled with Base


def test_the_unticked_rows_of_a_list_show_their_box_on_the_dark_theme(
        qtbot: QtBot, look: QApplication) -> None:
    apply_theme(look, "dark")
    view = QListWidget()
    qtbot.addWidget(view)
    item = QListWidgetItem("Frag grenades")
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(Qt.CheckState.Unchecked)
    view.addItem(item)
    view.show()
    qtbot.waitExposed(view)
    rect = view.visualItemRect(item)
    size = view.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, view)
    image = view.viewport().grab().toImage()
    base = view.palette().color(QPalette.ColorRole.Base)
    row = rect.center().y()
    best = max(_contrast(image.pixelColor(x, row), base)
               for x in range(rect.left(), rect.left() + size + 8))
    assert best >= 3.0


def test_the_light_theme_draws_them_as_plain_fusion(qtbot: QtBot, look: QApplication) -> None:
    apply_theme(look, "light")
    plain = QStyleFactory.create("Fusion")
    assert plain is not None
    for button in _buttons(qtbot):
        ours = button.grab().toImage()
        button.setStyle(plain)
        fusion = button.grab().toImage()
        button.setStyle(None)  # type: ignore[arg-type]
        assert ours == fusion, (type(button).__name__, button.isChecked(), button.isEnabled())
