"""The mouse wheel changes a combo box or a spin box only once the player has focused it.

Qt's combo boxes and spin boxes take the focus from the wheel and change their value with it:
scrolling down a dialog with the mouse over one of them (a table of fates, the Spend RP
plan) silently picks another recruit, another fate. :class:`WheelGuard` watches a window and
every widget it holds, now or later: a wheel turned over an unfocused combo box or spin box
goes on to its parent (the dialog, the scroll area scrolls), and those widgets take the focus
only from a click or Tab (``Qt.StrongFocus``), so the wheel never focuses them either.
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

__all__ = ["WheelGuard", "guard_wheel"]

_GUARDED = (QComboBox, QAbstractSpinBox)
_MARK = "_forcesheet_wheel_guard"


class WheelGuard(QObject):
    """Filters the wheel events of the combo boxes and spin boxes under a window."""

    def watch(self, widget: QWidget) -> None:
        """Guard ``widget`` and everything under it (widgets added later too).

        The parts inside a combo box or a spin box (its popup, its line edit) are Qt's own:
        they are never watched. A style change deletes and re-creates a combo box's popup,
        and the wrapper Python keeps for the old one can then name the new one (a crash when
        used); the wheel over an open popup scrolls its list, as it should."""
        todo = [widget]
        while todo:
            w = todo.pop()
            # Once per widget: a style change polishes every widget again, and each polish
            # would come back here (a widget already under another guard stays under it).
            if w.property(_MARK) is None:
                w.setProperty(_MARK, True)
                w.installEventFilter(self)
            if isinstance(w, _GUARDED):
                if w.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                    w.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                continue
            todo.extend(c for c in w.children() if isinstance(c, QWidget))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Wheel:
            if isinstance(watched, _GUARDED) and not watched.hasFocus():
                event.ignore()  # not handled here: Qt hands it on to the parent
                return True
        elif (kind == QEvent.Type.ChildPolished and isinstance(event, QChildEvent)
              and not isinstance(watched, _GUARDED)):  # a combo box's own parts: not ours
            child = event.child()
            if isinstance(child, QWidget):  # polished before it shows: added after the watch
                self.watch(child)
        return False


def guard_wheel(window: QWidget) -> WheelGuard:
    """Guard ``window`` (its children own the guard's lifetime: it is parented to it)."""
    guard = WheelGuard(window)
    guard.watch(window)
    return guard
