#!/usr/bin/env python3
"""Render the application icon (resources/icons/forcesheet.svg) to the PNG sizes the window,
the task bar and the desktop entry use: resources/icons/forcesheet-<size>.png.

Run it after changing the SVG: ``.venv/bin/python scripts/make_icons.py``. The PNGs are small
(and committed) so the app needs no SVG support to show its icon.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from app.ui.widgets.icons import ICON_DIR, ICON_SIZES, SVG_ICON  # noqa: E402


def render(svg: Path, size: int, target: Path) -> None:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a usable SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    if not image.save(str(target), "PNG", 9):
        raise SystemExit(f"could not write {target}")


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    for size in ICON_SIZES:
        target = ICON_DIR / f"forcesheet-{size}.png"
        render(SVG_ICON, size, target)
        print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
