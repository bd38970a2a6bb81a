"""Scroll bars as Fusion draws them, their grooves drawn once (app.ui.widgets.theme's
LightFusionStyle: Fusion repaints a bar's whole groove with gradients at each repaint, 1 ms
for a tall one, a quarter of a Force tree's repaint after an edit)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QScrollBar, QStyleFactory, QTreeView
from pytestqt.qtbot import QtBot

from app.ui.widgets.theme import FusionStyle, LightFusionStyle, apply_theme


@pytest.fixture
def look(shell_look: QApplication) -> QApplication:
    return shell_look


def _tree(qtbot: QtBot) -> QTreeView:
    model = QStandardItemModel(0, 2)
    for n in range(300):
        model.appendRow([QStandardItem(f"Tactical Marine {n}"), QStandardItem("Bolter")])
    tree = QTreeView()
    tree.setModel(model)
    model.setParent(tree)
    tree.resize(300, 400)  # both bars: rows and columns past the view
    tree.setColumnWidth(0, 400)
    qtbot.addWidget(tree)
    tree.show()
    qtbot.waitExposed(tree)
    qtbot.waitUntil(lambda: tree.verticalScrollBar().isVisible()
                    and tree.horizontalScrollBar().isVisible())  # (after the delayed layout)
    return tree


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_scroll_bars_are_drawn_as_plain_fusion_draws_them(
        qtbot: QtBot, look: QApplication, theme: str) -> None:
    apply_theme(look, theme)
    style = look.style()
    assert isinstance(style, FusionStyle if theme == "dark" else LightFusionStyle)
    assert theme == "dark" or not isinstance(style, FusionStyle)  # light: no ring drawn
    tree = _tree(qtbot)
    bars: list[QScrollBar] = [tree.verticalScrollBar(), tree.horizontalScrollBar()]
    plain = QStyleFactory.create("Fusion")
    assert plain is not None
    for value in (0, 37, None):  # at the top, in the middle, at the end
        for bar in bars:
            bar.setValue(bar.maximum() if value is None else value)
            ours = bar.grab().toImage()
            bar.setStyle(plain)
            fusion = bar.grab().toImage()
            bar.setStyle(None)  # type: ignore[arg-type]
            assert ours == fusion, (theme, bar.orientation(), bar.value())
    assert style.grooves_drawn >= 2  # (ours were drawn from grooves drawn once)
    tree.setEnabled(False)  # another look: another groove, still Fusion's
    bar = bars[0]
    ours = bar.grab().toImage()
    bar.setStyle(plain)
    assert ours == bar.grab().toImage()
    bar.setStyle(None)  # type: ignore[arg-type]


def test_a_groove_is_drawn_once_for_its_size_and_look(qtbot: QtBot, look: QApplication) -> None:
    apply_theme(look, "light")
    style = look.style()
    assert isinstance(style, LightFusionStyle)
    tree = _tree(qtbot)
    bar = tree.verticalScrollBar()
    bar.grab()  # (painted as on the screen)
    drawn = style.grooves_drawn
    assert drawn >= 1
    for value in range(0, 200, 20):  # the slider moves: the groove is the same
        bar.setValue(value)
        bar.grab()
    assert style.grooves_drawn == drawn
    tree.resize(300, 500)  # a longer bar: its groove drawn once more
    qtbot.waitUntil(lambda: bar.height() > 400)
    bar.grab()
    assert style.grooves_drawn == drawn + 1
    assert bar.orientation() == Qt.Orientation.Vertical
