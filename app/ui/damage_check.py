"""The full check of the campaign database, in the background after the window opens.

Opening runs ``quick_check`` (fast, before anything is written); damage it cannot see (an
index out of step with its table) is found by ``integrity_check``, which reads the whole file.
The main window starts it in a worker thread a moment after it appears (its own read-only
SQLite connection; SQLite releases the GIL, so the window stays responsive), and tells the
player what was found and what to do:

- damage confined to indexes: **Repair** rebuilds them from the tables (nothing is lost);
- other damage: **Restore a backup…** (the newest good one first), or export what can be read.

See "Safety" in ``docs/store.md``.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

#: Seconds after the window appears before the check starts (start-up has the cores first).
START_DELAY_MS = 3000


class BackgroundCheck(QObject):
    """``integrity_check`` of ``path`` in a daemon thread; ``finished`` carries its lines
    (``["ok"]`` when sound), delivered in the GUI thread."""

    finished = Signal(list)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.problems: list[str] | None = None
        self._thread: threading.Thread | None = None

    def start(self, delay_ms: int = START_DELAY_MS) -> None:
        QTimer.singleShot(delay_ms, self, self._start_now)

    def _start_now(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="store-integrity", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        from app.model.db import integrity_check

        try:
            problems = integrity_check(self.path)
        except Exception as exc:  # a check that cannot run is not damage; say nothing raw
            problems = ["ok"] if not self.path.exists() else [repr(exc)[:200]]
        self.problems = problems
        with contextlib.suppress(RuntimeError):  # the window was closed and deleted meanwhile
            self.finished.emit(problems)  # queued to the GUI thread

    def wait(self, timeout: float = 30.0) -> None:
        """For tests and shutdown: wait for the worker thread."""
        if self._thread is not None:
            self._thread.join(timeout)


#: (parent, title, text, detail, buttons: [(key, label)]) -> the key chosen or "" (closed)
Choose = Callable[[QWidget | None, str, str, str, list[tuple[str, str]]], str]


def _choose(parent: QWidget | None, title: str, text: str, detail: str,
            buttons: list[tuple[str, str]]) -> str:
    from PySide6.QtWidgets import QMessageBox  # (imported once a box is shown)

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.NoButton,
                      parent)
    box.setDetailedText(detail)
    keys = {}
    for i, (key, label) in enumerate(buttons):
        role = (QMessageBox.ButtonRole.AcceptRole if i == 0
                else QMessageBox.ButtonRole.RejectRole)
        keys[id(box.addButton(label, role))] = key
    box.exec()
    clicked = box.clickedButton()
    return keys.get(id(clicked), "") if clicked is not None else ""


#: replaced by tests
CHOOSE: Choose = _choose
