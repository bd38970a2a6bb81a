"""Colours readable on light and dark palettes, and the app's theme (light, dark, the system's).

Hard-coded colours (a dark red on a dark grey window) are unreadable once the palette is dark.
Widgets ask :func:`role_color` for a *meaning* ("error", "success", "warning", "muted") and
get the shade that reads on the current palette; :func:`tint` colours a widget's text that way
and keeps it right when the palette changes (the theme is switched in the settings while the
window is open).

:func:`apply_theme` sets the application's style and palette: ``"dark"`` (Fusion with a dark
palette), ``"light"`` (Fusion with its light palette) or ``"system"`` (the platform's style and
palette; a dark palette when the platform says its colour scheme is dark but its style has no
dark palette of its own).
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleFactory,
    QStyleOptionViewItem,
    QWidget,
)

__all__ = ["THEMES", "ColorRole", "Theme", "apply_theme", "dark_palette", "is_dark",
           "outline_checks", "role_color", "role_style", "theme_notifier", "tint"]

Theme = Literal["system", "light", "dark"]
THEMES: tuple[Theme, ...] = ("system", "light", "dark")
ColorRole = Literal["error", "success", "warning", "muted"]

# (on a light palette, on a dark palette): each contrasts at least 4.5:1 with the window colour
_SHADES: dict[str, tuple[str, str]] = {
    "error": ("#b00020", "#ff8a80"),
    "success": ("#1b7a2e", "#81c784"),
    "warning": ("#8a5300", "#ffcc80"),
    "muted": ("#5f6368", "#a8adb3"),
}


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (default: the application's) has light text on a dark window."""
    p = palette if palette is not None else QGuiApplication.palette()
    return p.color(QPalette.ColorRole.Window).lightness() < p.color(
        QPalette.ColorRole.WindowText).lightness()


def role_color(role: ColorRole, palette: QPalette | None = None) -> QColor:
    """The colour meaning ``role``, readable on ``palette`` (default: the application's)."""
    light, dark = _SHADES[role]
    return QColor(dark if is_dark(palette) else light)


def role_style(role: ColorRole, palette: QPalette | None = None, *, bold: bool = False) -> str:
    """A style sheet colouring a widget's text as ``role``."""
    weight = " font-weight: bold;" if bold else ""
    return f"color: {role_color(role, palette).name()};{weight}"


class ThemeNotifier(QObject):
    """Says when :func:`apply_theme` changed the palette: widgets holding a colour in a style
    sheet (which the palette change does not reach) colour themselves again."""

    changed = Signal()


_NOTIFIER: list[ThemeNotifier] = []


def theme_notifier() -> ThemeNotifier:
    if not _NOTIFIER:
        _NOTIFIER.append(ThemeNotifier())
    return _NOTIFIER[0]


class _Tint(QObject):
    """Keeps a widget's text coloured as its role when the palette changes."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.role: ColorRole | None = None
        self.bold = False
        widget.installEventFilter(self)  # (after the attributes: events may come at once)
        theme_notifier().changed.connect(self.apply)  # disconnected when the widget goes

    def apply(self) -> None:
        style = (role_style(self.role, bold=self.bold) if self.role is not None
                 else ("font-weight: bold;" if self.bold else ""))
        if self.widget.styleSheet() != style:
            self.widget.setStyleSheet(style)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.apply()
        return False


def tint(widget: QWidget, role: ColorRole | None, *, bold: bool = False) -> None:
    """Colour ``widget``'s text as ``role`` (``None``: the palette's own text colour), now and
    whenever the palette changes; replaces the widget's style sheet."""
    found = widget.findChild(_Tint, "", Qt.FindChildOption.FindDirectChildrenOnly)
    keeper = found if isinstance(found, _Tint) else _Tint(widget)
    keeper.role = role
    keeper.bold = bold
    keeper.apply()


class _CheckOutline(QStyledItemDelegate):
    """Rings the check box of a checkable row on a dark palette: Fusion outlines it with a
    shade darker than the window, and an unticked box vanishes into a dark list."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        if index.data(Qt.ItemDataRole.CheckStateRole) is None or not is_dark(option.palette):
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        box = style.subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, opt, widget)
        ring = QColor(opt.palette.color(QPalette.ColorRole.Text))
        ring.setAlpha(140)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(0.5, 0.5)  # on the pixels Fusion's own outline takes
        painter.setPen(QPen(ring, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(box.adjusted(0, 0, -1, -1))
        painter.restore()


def outline_checks(view: QAbstractItemView) -> None:
    """Keep the check boxes of ``view``'s rows visible on a dark palette (see _CheckOutline)."""
    view.setItemDelegate(_CheckOutline(view))


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style (text, links and disabled roles all readable)."""
    p = QPalette()
    R, G = QPalette.ColorRole, QPalette.ColorGroup
    window, base, text = QColor(45, 47, 51), QColor(30, 31, 34), QColor(230, 230, 230)
    for role, color in (
        (R.Window, window), (R.WindowText, text), (R.Base, base),
        (R.AlternateBase, QColor(40, 42, 46)), (R.ToolTipBase, QColor(60, 63, 68)),
        (R.ToolTipText, text), (R.PlaceholderText, QColor(150, 150, 150)), (R.Text, text),
        (R.Button, QColor(55, 58, 63)), (R.ButtonText, text), (R.BrightText, QColor("#ff8a80")),
        (R.Light, QColor(75, 78, 84)), (R.Midlight, QColor(62, 65, 70)),
        (R.Mid, QColor(90, 93, 99)), (R.Dark, QColor(20, 21, 23)), (R.Shadow, QColor(0, 0, 0)),
        (R.Highlight, QColor(53, 132, 228)), (R.HighlightedText, QColor(255, 255, 255)),
        (R.Link, QColor(120, 180, 255)), (R.LinkVisited, QColor(190, 150, 255)),
    ):
        p.setColor(role, color)
    disabled = QColor(125, 125, 125)
    for role in (R.WindowText, R.Text, R.ButtonText, R.HighlightedText, R.PlaceholderText):
        p.setColor(G.Disabled, role, disabled)
    p.setColor(G.Disabled, R.Highlight, QColor(70, 72, 76))
    return p


_SYSTEM_STYLE: list[str] = []  # the platform's style name, as the app started


def apply_theme(app: QApplication, theme: str) -> Theme:
    """Give ``app`` the style and palette of ``theme`` (an unknown value: ``"system"``);
    returns the theme applied."""
    chosen: Theme = theme if theme in THEMES else "system"
    if not _SYSTEM_STYLE:
        _SYSTEM_STYLE.append(app.style().name())
    hints = app.styleHints()
    scheme = Qt.ColorScheme
    if chosen == "system":
        hints.unsetColorScheme()
        _set_style(app, _SYSTEM_STYLE[0])
        palette = app.style().standardPalette()
        if hints.colorScheme() == scheme.Dark and not is_dark(palette):
            _set_style(app, "Fusion")  # the platform is dark but its style has no dark palette
            palette = dark_palette()
    else:
        hints.setColorScheme(scheme.Dark if chosen == "dark" else scheme.Light)
        _set_style(app, "Fusion")
        palette = dark_palette() if chosen == "dark" else app.style().standardPalette()
    app.setPalette(palette)
    theme_notifier().changed.emit()
    return chosen


def _set_style(app: QApplication, name: str) -> None:
    """Switch to the style ``name`` only when it is another one (a style change re-polishes
    every widget of the app)."""
    if app.style().name().lower() != name.lower():
        style = QStyleFactory.create(name) or QStyleFactory.create("Fusion")
        if style is not None:
            app.setStyle(style)
