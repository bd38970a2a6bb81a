"""The application icon and the icons of the main actions.

The application icon is bundled (``resources/icons``: an SVG and the PNG sizes
``scripts/make_icons.py`` renders from it). Action icons come from the desktop's icon theme by
their freedesktop names, with the style's standard pixmap as the fallback, so every action looks
native on a desktop with a theme and still has an icon without one.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QStyle, QWidget

__all__ = ["GLYPH_COLOR", "ICON_DIR", "ICON_SIZES", "SVG_ICON", "app_icon", "chart_icon",
           "glyph_icon", "themed_icon"]

ICON_DIR = Path(__file__).resolve().parents[3] / "resources" / "icons"
SVG_ICON = ICON_DIR / "forcesheet.svg"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: The drawn glyphs' colour: at least 3 : 1 against the light and the dark windows and buttons
GLYPH_COLOR = "#3a86d6"


def png_icon(size: int) -> Path:
    return ICON_DIR / f"forcesheet-{size}.png"


@cache
def app_icon() -> QIcon:
    """Force Sheet's icon, at every bundled size (window title, task bar, about box)."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = png_icon(size)
        if path.is_file():
            icon.addFile(str(path))
    if icon.isNull() and SVG_ICON.is_file():
        icon.addFile(str(SVG_ICON))
    return icon


def themed_icon(name: str, fallback: QStyle.StandardPixmap,
                widget: QWidget | None = None) -> QIcon:
    """The icon theme's ``name`` (a freedesktop icon name), else the style's ``fallback`` (the
    style's black arrows and cross, invisible on a dark toolbar, are drawn here instead)."""
    themed = QIcon.fromTheme(name)
    if not themed.isNull():
        return themed
    glyph = _GLYPHS.get(fallback)
    if glyph is not None:
        return glyph_icon(glyph)
    style = widget.style() if widget is not None else QApplication.style()
    return style.standardIcon(fallback)


_GLYPHS = {QStyle.StandardPixmap.SP_ArrowBack: "back",
           QStyle.StandardPixmap.SP_ArrowForward: "forward",
           QStyle.StandardPixmap.SP_DialogCloseButton: "close"}


@cache
def glyph_icon(kind: str) -> QIcon:
    """An arrow to the left (``"back"``), to the right (``"forward"``) or a cross
    (``"close"``), in :data:`GLYPH_COLOR`, sharp at every size up to 64 pixels (200 %)."""
    icon = QIcon()
    for size in (16, 24, 32, 48, 64):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        k = size / 16
        p.setPen(QPen(QColor(GLYPH_COLOR), 2.2 * k, Qt.PenStyle.SolidLine,
                      Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        if kind == "close":
            p.drawLine(QPointF(4 * k, 4 * k), QPointF(12 * k, 12 * k))
            p.drawLine(QPointF(12 * k, 4 * k), QPointF(4 * k, 12 * k))
        else:
            sign = -1 if kind == "back" else 1
            tip, tail = 8 + sign * 5.5, 8 - sign * 5.5
            p.drawLine(QPointF(tail * k, 8 * k), QPointF(tip * k, 8 * k))
            p.drawPolyline([QPointF((tip - sign * 4.5) * k, 3.5 * k), QPointF(tip * k, 8 * k),
                            QPointF((tip - sign * 4.5) * k, 12.5 * k)])
        p.end()
        icon.addPixmap(pixmap)
    return icon


def chart_icon() -> QIcon:
    """A line chart (the Progress charts): the theme's ``office-chart-line``, else drawn here
    in colours readable on light and dark menus."""
    themed = QIcon.fromTheme("office-chart-line")
    if not themed.isNull():
        return themed
    icon = QIcon()
    for size in (16, 24, 32, 48):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        k = size / 16
        p.setPen(QPen(QColor("#7a7f87"), max(1.0, k)))
        p.drawLine(QPointF(2 * k, 1.5 * k), QPointF(2 * k, 14 * k))
        p.drawLine(QPointF(2 * k, 14 * k), QPointF(15 * k, 14 * k))
        for color, points in (("#1e88e5", ((3, 11), (6, 8), (9, 9), (14, 3))),
                              ("#e53935", ((3, 13), (7, 11), (10, 6), (14, 7)))):
            p.setPen(QPen(QColor(color), max(1.5, 1.6 * k), Qt.PenStyle.SolidLine,
                          Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            pts = [QPointF(x * k, y * k) for x, y in points]
            p.drawPolyline(pts)
        p.end()
        icon.addPixmap(pixmap)
    return icon
