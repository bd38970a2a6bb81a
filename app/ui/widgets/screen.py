"""Windows that fit the screen they open on (a 1366×768 laptop at the gaming table)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["fit_to_screen", "keep_on_screen"]


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


def keep_on_screen(window: QWidget) -> None:
    """Move and shrink ``window`` (with its title bar and borders) into the available area of
    its screen, e.g. after restoring a geometry saved on a larger monitor."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    area = screen.availableGeometry()
    geometry = window.geometry()
    frame = window.frameGeometry()
    if frame == geometry or not window.isVisible():
        # not shown yet: the window manager's frame is not known; check again once shown
        left = top = right = bottom = 0
        if window.findChild(_ClampOnShow) is None:
            _ClampOnShow(window)
    else:
        left, top = geometry.x() - frame.x(), geometry.y() - frame.y()
        right, bottom = frame.right() - geometry.right(), frame.bottom() - geometry.bottom()
    width = min(geometry.width(), area.width() - left - right)
    height = min(geometry.height(), area.height() - top - bottom)
    if (width, height) != (geometry.width(), geometry.height()):
        window.resize(max(width, window.minimumWidth()), max(height, window.minimumHeight()))
    x = min(max(geometry.x(), area.left() + left), area.right() + 1 - right - width)
    y = min(max(geometry.y(), area.top() + top), area.bottom() + 1 - bottom - height)
    if (x, y) != (geometry.x(), geometry.y()):
        window.move(x - left, y - top)  # move() places the frame


class _ClampOnShow(QObject):
    """Keeps a window on the screen once more when it is first shown (its frame known)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self._clamp)
        return False

    def _clamp(self) -> None:
        window = self.window
        self.setParent(None)
        self.deleteLater()
        keep_on_screen(window)
