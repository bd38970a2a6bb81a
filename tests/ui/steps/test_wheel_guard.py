"""The mouse wheel over a combo box or a spin box of a step dialog changes nothing until the
player focuses it (scrolling the Spend RP dialog once picked another recruit)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPalette, QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.ui.steps.samples import SamplePlayer
from app.ui.steps.spend import SpendDialog
from app.ui.widgets.theme import apply_theme
from app.ui.widgets.wheel import guard_wheel


def wheel(widget: QWidget, steps: int = -1) -> None:
    """``steps`` notches of the wheel over the middle of ``widget`` (negative: down)."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def spend_dialog(qtbot: QtBot, p: SamplePlayer) -> SpendDialog:
    d = SpendDialog(p.state, p.force, p.team_list, player_name=p.name)
    qtbot.addWidget(d)
    with qtbot.waitExposed(d):
        d.show()
    return d


def test_the_wheel_over_an_unfocused_combo_box_changes_nothing(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = spend_dialog(qtbot, players[0])
    for combo in (d.recruit_entry, d.wargear_model, d.wargear_item, d.honour_combo):
        assert combo.count() > 1
        assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus  # the wheel gives no focus
        before = combo.currentIndex()
        wheel(combo)
        wheel(combo)
        assert combo.currentIndex() == before, combo.objectName()


def test_the_wheel_over_an_unfocused_spin_box_changes_nothing(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = spend_dialog(qtbot, players[0])
    d.convert_spin.setEnabled(True)
    before = d.convert_spin.value()
    wheel(d.convert_spin, 1)
    assert d.convert_spin.value() == before
    assert d.convert_spin.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_a_focused_combo_box_still_follows_the_wheel(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = spend_dialog(qtbot, players[0])
    d.activateWindow()
    d.recruit_entry.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(d.recruit_entry.hasFocus)
    before = d.recruit_entry.currentIndex()
    wheel(d.recruit_entry)
    assert d.recruit_entry.currentIndex() == before + 1


def test_widgets_added_after_the_guard_are_guarded(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    QVBoxLayout(window)
    guard_wheel(window)
    with qtbot.waitExposed(window):
        window.show()
    box = QWidget()  # a box of spin boxes made later (the replacement crew of a new gun)
    spin = QSpinBox(box)
    combo = QComboBox(box)
    combo.addItems(["a", "b", "c"])
    layout = window.layout()
    assert layout is not None
    layout.addWidget(box)
    box.show()
    qtbot.waitUntil(lambda: spin.focusPolicy() == Qt.FocusPolicy.StrongFocus)
    wheel(spin, 1)
    wheel(combo)
    assert (spin.value(), combo.currentIndex()) == (0, 0)


def test_a_style_change_leaves_a_guarded_window_working(qtbot: QtBot, qapp: QApplication) -> None:
    """Changing the theme re-creates every combo box's popup; the guard never watches a
    combo box's own parts (touching the popup Python last saw crashed the app: the theme test
    of test_polish_table_ready.py run alone), and the combo boxes inside a tab widget (whose
    children carry Qt's own object names) are guarded too."""
    from PySide6.QtWidgets import QTabWidget

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    tabs = QTabWidget()
    page = QWidget()
    combo = QComboBox(page)
    combo.addItems(["a", "b", "c"])
    tabs.addTab(page, "page")
    layout.addWidget(tabs)
    outside = QComboBox()
    outside.addItems(["a", "b"])
    layout.addWidget(outside)
    guard_wheel(window)  # not shown yet: nothing polished (the settings dialog saving)
    style, palette = qapp.style().name(), QPalette(qapp.palette())
    try:
        for theme in ("dark", "light", "dark"):
            apply_theme(qapp, theme)
            QApplication.processEvents()
    finally:
        qapp.styleHints().unsetColorScheme()
        qapp.setStyle(style)
        qapp.setPalette(palette)
        QApplication.processEvents()
    with qtbot.waitExposed(window):
        window.show()
    popup = outside.view().parentWidget()
    assert popup is not None and popup.property("_forcesheet_wheel_guard") is None
    for box in (combo, outside):
        assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus
        wheel(box)
        assert box.currentIndex() == 0
