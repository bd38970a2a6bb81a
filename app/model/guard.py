"""The database file before SQLAlchemy: the single-instance lock and the check on open.

Only the standard library is imported here, so the app can lock its database and start
checking it (``PRAGMA quick_check`` in a worker thread: SQLite releases the GIL) at the very
beginning of start-up, while the rest of the app is still being imported. See
:class:`Opening` and ``docs/store.md`` ("Start-up").
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import stat
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

from app.model.errors import StoreError, StoreLockedError

BUSY_TIMEOUT_MS = 5000

# -- the single-instance lock ---------------------------------------------------------------


class InstanceLock:
    """An exclusive lock on ``<db>.lock`` held while a store is open (released by the OS if
    the process dies). A second open of the same database, in this process or another one,
    raises :class:`StoreLockedError`.

    The lock file is opened without following a symbolic link (``O_NOFOLLOW``), and a link
    (symbolic or hard) is refused with :class:`StoreError` (``reason="lock_link"``): the file
    is truncated when locked, and that must never reach another file."""

    def __init__(self, db: Path) -> None:
        self.path = db.with_name(db.name + ".lock")
        self._fd: int | None = None

    def _refuse_link(self) -> StoreError:
        return StoreError("the lock file is a link", path=str(self.path), reason="lock_link")

    def acquire(self) -> None:
        if self.path.is_symlink():
            raise self._refuse_link()
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0),
                         0o644)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise self._refuse_link() from None
            raise
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink > 1:
            os.close(fd)
            raise self._refuse_link()
        try:
            if sys.platform == "win32":  # pragma: no cover - not run in CI
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            pid = None
            with contextlib.suppress(OSError, ValueError):
                pid = int(os.pread(fd, 32, 0).decode().strip() or 0) or None
            os.close(fd)
            raise StoreLockedError("", path=str(self.path.with_suffix("")), pid=pid) from None
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, str(os.getpid()).encode(), 0)
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, 0)
            os.close(self._fd)  # closing releases the lock
            self._fd = None


# -- checks on open -------------------------------------------------------------------------


@dataclass(frozen=True)
class FileState:
    """What the check on open found of a database file."""

    exists: bool
    version: str | None  # the Alembic revision, None for an empty / new file
    ok: bool  # quick_check passed
    problem: str = ""


def inspect_file(path: Path) -> FileState:
    """Look at a database without changing a byte of it (read-only, no pragmas that write)."""
    if not path.exists() or path.stat().st_size == 0:
        return FileState(exists=path.exists(), version=None, ok=True)
    wal = path.with_name(path.name + "-wal")
    # Without a pending WAL, "immutable" reads the file without creating -wal / -shm files
    # or taking locks: a refused (newer) database is left exactly as it was.
    mode = "ro" if wal.exists() and wal.stat().st_size > 0 else "ro&immutable=1"
    try:
        conn = sqlite3.connect(f"file:{path}?mode={mode}", uri=True,
                               timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as exc:
        return FileState(True, None, False, str(exc))
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
        ok = rows == [("ok",)]
        problem = "" if ok else "; ".join(str(r[0]) for r in rows[:5])
        version = None
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "alembic_version" in tables:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            version = row[0] if row else None
        elif tables:
            return FileState(True, None, False, "not a Force Sheet database")
        return FileState(True, version, ok, problem)
    except sqlite3.DatabaseError as exc:
        message = str(exc)
        if "locked" in message:
            raise StoreLockedError(message, path=str(path)) from exc
        return FileState(True, None, False, message)
    finally:
        conn.close()


# -- opening early ----------------------------------------------------------------------------


class Opening:
    """A database locked and being checked in a worker thread: the first half of
    :meth:`app.model.Store.open`, started early. Give it to ``Store.open(path, opening=…)``,
    which waits for the check and does the rest (a damaged file is moved aside there, before
    anything is written); or :meth:`cancel` it.

    The check starts only once the lock is held, so no other Force Sheet is writing the file
    while it is read. Raises :class:`StoreLockedError` like ``Store.open``.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lock = InstanceLock(path)
        self._state: FileState | None = None
        self._error: BaseException | None = None
        path.parent.mkdir(parents=True, exist_ok=True)
        self.lock.acquire()
        self._thread = threading.Thread(target=self._check, name="store-check", daemon=True)
        self._thread.start()

    def _check(self) -> None:
        try:
            self._state = inspect_file(self.path)
        except BaseException as exc:  # handed to the thread that opens the store
            self._error = exc

    def state(self) -> FileState:
        """The result of the check (waits for it); raises what the check raised."""
        self._thread.join()
        if self._error is not None:
            raise self._error
        assert self._state is not None
        return self._state

    def cancel(self) -> None:
        """Wait for the check and release the lock (the store was not opened)."""
        self._thread.join()
        self.lock.release()
