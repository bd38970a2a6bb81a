"""Windows that fit the screen they open on (a 1366×768 laptop at the gaming table)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["fit_to_screen"]


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Resize ``window`` to ``width`` × ``height``, or less where the available area of its
    screen (without the task bar) is smaller: it never opens partly off the screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(width, height)
        return
    area = screen.availableGeometry()
    frame = 40  # the title bar and borders the window manager adds
    window.resize(min(width, area.width() - 16), min(height, area.height() - frame))
