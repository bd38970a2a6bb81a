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

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionSlider,
    QWidget,
)

__all__ = ["THEMES", "ColorRole", "FusionStyle", "LightFusionStyle", "Theme", "apply_theme",
           "dark_palette", "is_dark", "role_color", "role_style", "theme_notifier", "tint"]

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


_CHECK_BOX = QStyle.PrimitiveElement.PE_IndicatorCheckBox
_RADIO = QStyle.PrimitiveElement.PE_IndicatorRadioButton
_SCROLL_BAR = QStyle.ComplexControl.CC_ScrollBar
_GROOVE = QStyle.SubControl.SC_ScrollBarGroove


class LightFusionStyle(QProxyStyle):
    """Fusion, pixel for pixel, with the groove of a scroll bar drawn once per size and look.

    Fusion paints the groove of a scroll bar, its whole length, with gradients at every
    repaint (1 ms for a 670-pixel bar: a quarter of a Force tree's repaint after an edit,
    whose scroll range changed). The groove depends only on the bar's size, state and
    palette, never on where the slider is: it is drawn once into a pixmap over the window
    colour it is painted on (its edges are translucent), and copied; the slider and the
    arrows are Fusion's own, drawn over it. Nothing else of Fusion is overridden (a style
    written in Python costs a call into Python for every element it overrides)."""

    #: grooves kept (sizes and looks; more only while a window is resized)
    GROOVES = 32

    def __init__(self) -> None:
        super().__init__("Fusion")
        self._grooves: dict[tuple[object, ...], QPixmap] = {}
        self.grooves_drawn = 0  # (tests count them)

    def name(self) -> str:  # a proxy's own name is empty: the style's, for _set_style
        return self.baseStyle().name()

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,
                           painter: QPainter, widget: QWidget | None = None) -> None:
        if (control is not _SCROLL_BAR or not isinstance(option, QStyleOptionSlider)
                or not option.subControls & _GROOVE or option.rect.isEmpty()):
            super().drawComplexControl(control, option, painter, widget)
            return
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        rect = option.rect
        key = (rect.width(), rect.height(), option.orientation, int(option.state.value),
               int(option.activeSubControls.value), option.palette.cacheKey(),
               option.direction, ratio)
        groove = self._grooves.get(key)
        if groove is None:
            if len(self._grooves) >= self.GROOVES:
                self._grooves.clear()
            groove = QPixmap(rect.size() * ratio)
            groove.setDevicePixelRatio(ratio)
            groove.fill(option.palette.color(QPalette.ColorRole.Window))
            alone = QStyleOptionSlider(option)
            alone.rect = rect.translated(-rect.topLeft())
            alone.subControls = _GROOVE
            drawing = QPainter(groove)
            super().drawComplexControl(control, alone, drawing, widget)
            drawing.end()
            self._grooves[key] = groove
            self.grooves_drawn += 1
        painter.drawPixmap(rect.topLeft(), groove)
        rest = QStyleOptionSlider(option)
        rest.subControls = option.subControls & ~_GROOVE
        super().drawComplexControl(control, rest, painter, widget)


class FusionStyle(LightFusionStyle):
    """Fusion, with the box of a check box and the circle of a radio button ringed on a dark
    palette. Fusion outlines them with a shade darker than the window whatever the palette's
    other roles, so on a dark window an unticked box vanished (in the step dialogs, the
    options of a model, the rows of a list: item views draw their check through
    PE_IndicatorCheckBox too). The ring is the text colour, faded: about 4 : 1 on the dark
    window, 2.2 : 1 disabled (Fusion's own edge: 1.2 : 1). A light palette is drawn exactly
    as plain Fusion draws it — by :class:`LightFusionStyle`: this style is set only for a
    dark palette (a style written in Python costs a call into Python for every primitive
    drawn)."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,
                      painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element is not _CHECK_BOX and element is not _RADIO:
            return  # (first, and cheap: every frame and panel of the app comes this way)
        if not is_dark(option.palette):
            return
        state, flag = option.state, QStyle.StateFlag
        if state & flag.State_HasFocus and state & flag.State_KeyboardFocusChange:
            return  # Fusion rings it in the highlight colour
        ring = QColor(option.palette.color(QPalette.ColorRole.Text))
        ring.setAlpha(140 if state & flag.State_Enabled else 180)
        painter.save()
        painter.setPen(QPen(ring, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = option.rect
        if element is _CHECK_BOX:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.translate(0.5, 0.5)  # on the pixels Fusion's own outline takes
            painter.drawRect(rect.adjusted(0, 0, -1, -1))
        else:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.drawEllipse(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5))
        painter.restore()


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
            # the platform is dark but its style has no dark palette
            _set_style(app, "Fusion", dark=True)
            palette = dark_palette()
    else:
        hints.setColorScheme(scheme.Dark if chosen == "dark" else scheme.Light)
        _set_style(app, "Fusion", dark=chosen == "dark")
        palette = dark_palette() if chosen == "dark" else app.style().standardPalette()
    app.setPalette(palette)
    theme_notifier().changed.emit()
    return chosen


def _set_style(app: QApplication, name: str, *, dark: bool = False) -> None:
    """Switch to the style ``name`` only when it is another one (a style change re-polishes
    every widget of the app); Fusion is :class:`LightFusionStyle`, for a dark palette
    :class:`FusionStyle` (its checks readable)."""
    current = app.style()
    ours = isinstance(current, LightFusionStyle)
    dark_now = isinstance(current, FusionStyle)
    if name.lower() != "fusion":
        if current.name().lower() == name.lower() and not ours:
            return
        style = QStyleFactory.create(name)
        if style is not None:
            app.setStyle(style)
            return
    if dark and not dark_now:  # (Fusion too when ``name`` is unknown)
        app.setStyle(FusionStyle())
    elif not dark and (dark_now or not ours):
        app.setStyle(LightFusionStyle())
