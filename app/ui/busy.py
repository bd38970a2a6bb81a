"""A menu command's long store call in a worker thread, the window still painting.

:func:`run_busy` runs ``fn`` in a thread of its own and waits for it in a local event loop, so
the command keeps its one-call shape (the result is returned, an exception raised, in the GUI
thread: :class:`~app.ui.operations.Operations` shows a store error and announces the changes as
for any other call) while the window repaints and its timers run. Meanwhile the user's input
is set aside (nothing else can start: the store is busy) and a busy
dialog with the command's words shows when it takes longer than :data:`SHOW_AFTER_MS`.

No cyclic garbage collection runs while the work does (:func:`app.collector.paused_gc`): a full
collection walks every object of the process holding the GIL, so one in the worker stalls the
GUI thread as much as one in the GUI thread (50–75 ms each, several per import of a 1,000-game
campaign); the work's objects (a campaign file's decoded JSON) make no lasting cycles, and the
collector is put back as it was once the work is done.

Used by "Back up now", "Export campaign" and "Import campaign" (``app.ui.campaigns.exchange``);
the catalogue import and the demo campaign run as tasks (``app.ui.teamlists.Task``), the
database check in ``app.ui.damage_check``.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from app.collector import paused_gc

__all__ = ["SHOW_AFTER_MS", "run_busy"]

T = TypeVar("T")

#: The busy dialog shows when the work takes longer than this (a flash helps no one).
SHOW_AFTER_MS = 300

_INPUT = frozenset({
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress, QEvent.Type.KeyRelease,
    QEvent.Type.Wheel, QEvent.Type.Shortcut, QEvent.Type.ShortcutOverride,
    QEvent.Type.Close, QEvent.Type.ContextMenu,
})


class _Relay(QObject):
    done = Signal()


class _HoldInput(QObject):
    """Sets aside the user's input while the work runs (the window paints, nothing starts)."""

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        return event.type() in _INPUT


def run_busy(parent: QWidget | None, label: str, fn: Callable[[], T], *,
             show_after_ms: int = SHOW_AFTER_MS) -> T:
    """``fn()`` run in a worker thread while the GUI thread waits in an event loop (see the
    module docstring); gives its result or raises its exception here."""
    outcome: list[tuple[bool, object]] = []
    relay = _Relay()
    loop = QEventLoop()
    relay.done.connect(loop.quit, Qt.ConnectionType.QueuedConnection)

    def work() -> None:
        try:
            outcome.append((True, fn()))
        except BaseException as exc:  # raised again in the GUI thread
            outcome.append((False, exc))
        with contextlib.suppress(RuntimeError):
            relay.done.emit()

    dialog = QProgressDialog(label, "", 0, 0, parent)
    dialog.setCancelButton(None)
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    dialog.setMinimumDuration(0)
    dialog.hide()
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: None if outcome else dialog.show())
    hold = _HoldInput()
    app = QCoreApplication.instance()
    thread = threading.Thread(target=work, name="forcesheet-busy", daemon=True)
    if app is not None:
        app.installEventFilter(hold)
    try:
        with paused_gc():
            thread.start()
            timer.start(show_after_ms)
            if not outcome:
                loop.exec()
            thread.join()
    finally:
        timer.stop()
        if app is not None:
            app.removeEventFilter(hold)
        dialog.hide()
        dialog.deleteLater()
    ok, value = outcome[0]
    if not ok:
        assert isinstance(value, BaseException)
        raise value
    return value  # type: ignore[return-value]
