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

__all__ = ["ICON_DIR", "ICON_SIZES", "SVG_ICON", "app_icon", "chart_icon", "themed_icon"]

ICON_DIR = Path(__file__).resolve().parents[3] / "resources" / "icons"
SVG_ICON = ICON_DIR / "forcesheet.svg"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


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
    """The icon theme's ``name`` (a freedesktop icon name), else the style's ``fallback``."""
    style = widget.style() if widget is not None else QApplication.style()
    return QIcon.fromTheme(name, style.standardIcon(fallback))


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
