"""Context help: F1 (and the Help button of a dialog) opens the user guide at the window's
chapter.

The application's F1 is the Rules Reference (an application-wide shortcut); a window with
context help takes F1 for itself while it has the focus: :func:`install_context_help` filters
the window's key events (a key press the focused child does not use reaches the window, and so
the filter), and adds a Help button to the window's button box.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialogButtonBox

__all__ = ["ContextHelp", "install_context_help"]


class ContextHelp(QObject):
    """F1 on ``window`` opens the user guide at ``topic`` (:data:`app.ui.guide.TOPICS`)."""

    def __init__(self, window: QWidget, topic: str) -> None:
        super().__init__(window)
        self.setObjectName("context_help")
        self.window = window
        self.topic = topic
        self.guide: QWidget | None = None  # the guide window opened from here
        window.installEventFilter(self)

    def show(self) -> QWidget:
        """The guide at the chapter, over the window (usable while a modal dialog waits)."""
        from app.ui.guide import show_guide

        self.guide = show_guide(self.window, topic=self.topic)
        return self.guide

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_F1
                and event.modifiers() == Qt.KeyboardModifier.NoModifier):
            event.accept()  # F1 here is this window's help, not the app's Rules Reference
            if kind == QEvent.Type.KeyPress:
                self.show()
            return True
        return False


def install_context_help(window: QWidget, topic: str,
                         buttons: QDialogButtonBox | None = None) -> ContextHelp:
    """Give ``window`` its F1 (and a Help button in ``buttons``) for the guide's ``topic``."""
    from app.ui.guide import TOPICS

    if topic not in TOPICS:
        raise ValueError(f"unknown guide topic {topic!r} (one of {', '.join(TOPICS)})")
    helper = ContextHelp(window, topic)
    if buttons is not None:
        from PySide6.QtWidgets import QDialogButtonBox  # (a dialog's, never before the paint)

        buttons.addButton(QDialogButtonBox.StandardButton.Help)
        buttons.helpRequested.connect(helper.show)
    return helper
