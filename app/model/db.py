"""The database file: engine and connection settings, the single-instance lock, checks on
open, migrations and backups.

Every connection gets WAL, ``synchronous=FULL``, foreign keys and a busy timeout; Python's
sqlite3 transaction handling is switched off so that SQLAlchemy's ``begin()`` emits our own
``BEGIN IMMEDIATE`` (writes) or ``BEGIN`` (reads).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import re
import shutil
import sqlite3
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, event, text
from sqlalchemy import create_engine as _create_engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import StaticPool

from app.model.errors import (
    StoreDamagedError,
    StoreDiskFullError,
    StoreError,
    StoreLockedError,
    StoreNewerVersionError,
    StoreReadOnlyError,
)
from app.model.guard import BUSY_TIMEOUT_MS as BUSY_TIMEOUT_MS
from app.model.guard import FileState as FileState
from app.model.guard import InstanceLock as InstanceLock
from app.model.guard import Opening as Opening
from app.model.guard import inspect_file as inspect_file
from app.paths import backups_dir

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
KEEP_BACKUPS = 10
DAILY = dt.timedelta(days=1)
#: The store's own temporary files are cleaned at open when older than this process.
_PROCESS_START = time.time()
RESTORE_TMP = ".restore.tmp"


# -- errors from SQLite -----------------------------------------------------------------------


def translate_error(exc: BaseException) -> StoreError | None:
    """The store error for an SQLite / OS failure (disk full, read-only…), else ``None``."""
    orig = exc.orig if isinstance(exc, DBAPIError) else exc
    message = str(orig).lower()
    if isinstance(orig, OSError):
        import errno

        if orig.errno in (errno.ENOSPC, errno.EFBIG, errno.EDQUOT):
            return StoreDiskFullError(str(orig))
        if orig.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return StoreReadOnlyError(str(orig))
        return None
    if "disk is full" in message or "disk i/o error" in message or "database or disk" in message:
        return StoreDiskFullError(str(orig))
    if "readonly" in message or "read-only" in message or "unable to open" in message:
        return StoreReadOnlyError(str(orig))
    if "database is locked" in message:
        return StoreLockedError(str(orig))
    if "malformed" in message or "not a database" in message:
        return StoreDamagedError(str(orig))
    return None


@contextlib.contextmanager
def storage_errors() -> Iterator[None]:
    """Turn disk-full / read-only / locked failures into :class:`StoreError` subclasses."""
    try:
        yield
    except StoreError:
        raise
    except (DBAPIError, sqlite3.Error, OSError) as exc:
        mapped = translate_error(exc)
        if mapped is None:
            raise
        raise mapped from exc


# -- engine -----------------------------------------------------------------------------------


def read_only_uri(path: Path) -> str:
    """An SQLite URI reading ``path`` without writing a byte: ``immutable`` (no -wal / -shm
    files, no locks) unless a WAL with data is pending, which must be read."""
    from urllib.parse import quote

    wal = path.with_name(path.name + "-wal")
    pending = wal.exists() and wal.stat().st_size > 0
    return f"file:{quote(os.fsencode(path))}?mode=ro" + ("" if pending else "&immutable=1")


def writable(db: Path) -> bool:
    """The database and its folder can be written (else the store opens read-only)."""
    folder = db.parent
    if folder.exists() and not os.access(folder, os.W_OK):
        return False
    return not (db.exists() and not os.access(db, os.W_OK))


def create_engine(path: Path, read_only: bool = False) -> Engine:
    """One SQLite connection for the store (a desktop app, one writer); ``read_only`` opens
    the file through :func:`read_only_uri` and sets no pragma that writes."""
    if read_only:
        uri = read_only_uri(path)
        engine = _create_engine(
            "sqlite+pysqlite://", poolclass=StaticPool,
            creator=lambda: sqlite3.connect(uri, uri=True, check_same_thread=False,
                                            timeout=BUSY_TIMEOUT_MS / 1000))
    else:
        engine = _create_engine(
            f"sqlite+pysqlite:///{path}",
            poolclass=StaticPool,
            connect_args={"check_same_thread": False, "timeout": BUSY_TIMEOUT_MS / 1000},
        )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we emit BEGIN ourselves
        cur = dbapi_conn.cursor()
        if not read_only:
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=FULL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        mode = conn.info.get("begin", "IMMEDIATE")
        conn.exec_driver_sql(f"BEGIN {mode}".strip())

    return engine


_REVISION_LINE = re.compile(
    r"""^(down_revision|revision)\s*(?::[^=\n]*)?=\s*(?:None|(["'])([^"'\n]*)\2)\s*(?:#.*)?$""",
    re.MULTILINE)


def _read_revisions(script_location: Path) -> list[str] | None:
    """The revisions of the scripts, oldest first, read as text (importing Alembic costs more
    than a tenth of a second at every start). ``None`` when the scripts are not one plain
    chain of literal ``revision`` / ``down_revision`` strings (a merge, a tuple…): then
    Alembic itself must read them."""
    parents: dict[str, str | None] = {}
    versions = script_location / "versions"
    if not versions.is_dir():
        return None
    for script in versions.glob("*.py"):
        if script.name.startswith("__"):
            continue
        found: dict[str, str | None] = {}
        for m in _REVISION_LINE.finditer(script.read_text(encoding="utf-8")):
            if m.group(1) in found:
                return None
            found[m.group(1)] = m.group(3) if m.group(2) else None
        rev = found.get("revision")
        if not rev or "down_revision" not in found or rev in parents:
            return None
        parents[rev] = found["down_revision"]
    children: dict[str | None, str] = {}
    for rev, parent in parents.items():
        if parent in children or (parent is not None and parent not in parents):
            return None  # a branch, or a gap
        children[parent] = rev
    chain: list[str] = []
    current = children.get(None)
    while current is not None:
        chain.append(current)
        current = children.get(current)
    return chain if chain and len(chain) == len(parents) else None


def known_revisions(script_location: Path = MIGRATIONS) -> list[str]:
    """Every revision of the migration scripts, oldest first (read without Alembic when the
    scripts form one plain chain, as ours do; see :func:`alembic_revisions`)."""
    revisions = _read_revisions(script_location)
    return revisions if revisions is not None else alembic_revisions(script_location)


def alembic_revisions(script_location: Path = MIGRATIONS) -> list[str]:
    """Every revision as Alembic reads it, oldest first (imports Alembic)."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory(str(script_location))
    return [rev.revision for rev in reversed(list(script.walk_revisions()))]


def head_revision(script_location: Path = MIGRATIONS) -> str:
    revisions = known_revisions(script_location)
    return revisions[-1]


def _alembic_config(script_location: Path) -> Any:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(script_location))
    return cfg


def migrate(engine: Engine, script_location: Path = MIGRATIONS, target: str = "head") -> None:
    """Upgrade the database to ``target`` in ONE transaction with foreign keys off; check
    ``foreign_key_check`` before committing; any failure rolls everything back."""
    from alembic import command

    cfg = _alembic_config(script_location)
    with engine.connect() as conn:
        raw = conn.connection.dbapi_connection
        assert raw is not None
        raw.execute("PRAGMA foreign_keys=OFF")  # outside any transaction, or it is a no-op
        try:
            conn.info["begin"] = "IMMEDIATE"
            with conn.begin():
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, target)
                bad = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                if bad:
                    raise StoreError("foreign_key_check failed after the migration",
                                     rows=len(bad))
        finally:
            raw.execute("PRAGMA foreign_keys=ON")


# -- backups ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class BackupInfo:
    """A backup file of the database: where it is, when and why it was made, its size."""

    path: Path
    created: dt.datetime
    reason: str
    size: int


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def find_backups(db: Path, verify: bool = True) -> list[BackupInfo]:
    """The backups of ``db``, newest first; with ``verify`` (the default) only those that
    pass ``integrity_check``: a damaged backup is never offered."""
    folder = backups_dir(db)
    found: list[BackupInfo] = []
    if not folder.is_dir():
        return found
    stem = db.stem
    for f in folder.glob(f"{stem}-*.sqlite"):
        parts = f.stem[len(stem) + 1:].split("-")
        try:
            created = dt.datetime.strptime(parts[0] + parts[1], "%Y%m%d%H%M%S%f").replace(
                tzinfo=dt.UTC)
            size = f.stat().st_size
        except (ValueError, IndexError, OSError):
            continue
        reason = parts[2] if len(parts) > 2 else ""
        found.append(BackupInfo(f, created, reason, size))
    found.sort(key=lambda b: b.created, reverse=True)
    if verify:
        found = [b for b in found if _verify(b.path)]
    return found


def _verify(path: Path) -> bool:
    """``integrity_check`` of ``path`` is ok (read without writing a byte)."""
    if not path.is_file() or path.stat().st_size == 0:
        return False
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error:
        return False
    try:
        return conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    except sqlite3.DatabaseError:
        return False
    finally:
        conn.close()


def _fsync_dir(folder: Path) -> None:
    if sys.platform == "win32":  # pragma: no cover
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync(path: Path) -> None:
    with open(path, "rb+") as fh:
        os.fsync(fh.fileno())


def _copy_database(source: sqlite3.Connection, target: Path) -> None:
    """Copy with SQLite's backup API into a new ``target`` (rollback journal, no WAL)."""
    target.unlink(missing_ok=True)
    dst = sqlite3.connect(target)
    try:
        source.backup(dst)
        dst.execute("PRAGMA journal_mode=DELETE")
    finally:
        dst.close()
    target.with_name(target.name + "-journal").unlink(missing_ok=True)


def _remove_temp(tmp: Path) -> None:
    for leftover in (tmp, tmp.with_name(tmp.name + "-journal")):
        with contextlib.suppress(OSError):
            leftover.unlink(missing_ok=True)


def make_backup(db: Path, reason: str, keep: int = KEEP_BACKUPS,
                source: sqlite3.Connection | None = None) -> BackupInfo:
    """Copy ``db`` with SQLite's backup API into a temporary file, verify it with
    ``integrity_check``, then rename it into ``<db>.backups/``; keep the newest ``keep``
    (never the backup just made: a clock set back cannot make rotation delete it).

    A copy failing its check raises :class:`StoreError` with ``reason="backup_check"``: the
    database itself is likely damaged (the backup API copies its pages as they are)."""
    folder = backups_dir(db)
    tmp: Path | None = None
    try:
        with storage_errors():
            folder.mkdir(parents=True, exist_ok=True)
            now = _now()
            name = f"{db.stem}-{now:%Y%m%d-%H%M%S%f}-{reason}.sqlite"
            final = folder / name
            tmp = folder / (name + ".tmp")
            own = source is None
            src = source if source is not None else sqlite3.connect(
                f"file:{db}?mode=ro", uri=True)
            try:
                _copy_database(src, tmp)
            finally:
                if own:
                    src.close()
            if not _verify(tmp):
                raise StoreError("the backup failed its integrity check", path=str(db),
                                 reason="backup_check")
            _fsync(tmp)
            os.replace(tmp, final)
            tmp = None
            _fsync_dir(folder)
    finally:
        if tmp is not None:
            _remove_temp(tmp)
    for old in find_backups(db, verify=False)[max(keep, 1):]:
        if old.path != final:
            with contextlib.suppress(OSError):
                old.path.unlink(missing_ok=True)
    return BackupInfo(final, now, reason, final.stat().st_size)


def restore_backup(backup: Path, db: Path) -> Path | None:
    """Put ``backup`` in place of ``db`` (which must not be open); returns where the file
    that was there is kept (``<db>.replaced-<time>``), ``None`` when there was none.

    The backup is verified, copied to ``<db>.restore.tmp``, the copy verified and synced,
    the current file kept aside by a hard link (a copy where links are not possible), and
    the copy renamed over ``db`` in one step: at every moment, killed or out of space, a
    whole database is at ``db``. On any failure the temporary file is removed and ``db`` is
    as it was."""
    if not _verify(backup):
        raise StoreDamagedError("the backup is damaged", path=str(backup), moved_to=None,
                                backup=None, reason="backup")
    lock = InstanceLock(db)
    with storage_errors():
        lock.acquire()
    tmp = db.with_name(db.name + RESTORE_TMP)
    try:
        with storage_errors():
            src = sqlite3.connect(read_only_uri(backup), uri=True)
            try:
                _copy_database(src, tmp)
            finally:
                src.close()
            if not _verify(tmp):
                raise StoreError("the restored copy failed its integrity check",
                                 path=str(tmp), reason="backup_check")
            _fsync(tmp)
            kept = _keep_aside(db, "replaced") if db.exists() else None
            for suffix in ("-wal", "-shm"):  # they belong to the file kept aside
                db.with_name(db.name + suffix).unlink(missing_ok=True)
            os.replace(tmp, db)
            _fsync_dir(db.parent)
        return kept
    finally:
        _remove_temp(tmp)
        lock.release()


def _keep_aside(db: Path, why: str) -> Path:
    """Keep ``db`` as ``<db>.<why>-<time>`` while it stays in place: its pending WAL folded
    in first, then a hard link (or, where the file system has none, a synced copy)."""
    wal = db.with_name(db.name + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        with contextlib.suppress(sqlite3.Error):
            conn = sqlite3.connect(db)
            try:
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            finally:
                conn.close()
    stamp = _now().strftime("%Y%m%d-%H%M%S%f")
    target = db.with_name(f"{db.name}.{why}-{stamp}")
    try:
        os.link(db, target)
    except OSError:
        shutil.copyfile(db, target)
        _fsync(target)
    if wal.exists() and wal.stat().st_size > 0:  # the checkpoint failed: keep the WAL too
        shutil.copyfile(wal, target.with_name(target.name + "-wal"))
    _fsync_dir(db.parent)
    return target


def _move_aside(db: Path, why: str) -> Path:
    """Rename ``db`` (and its -wal / -shm) to ``<db>.<why>-<time>``, never overwriting."""
    stamp = _now().strftime("%Y%m%d-%H%M%S%f")
    target = db.with_name(f"{db.name}.{why}-{stamp}")
    with storage_errors():
        os.replace(db, target)
        for suffix in ("-wal", "-shm"):
            side = db.with_name(db.name + suffix)
            if side.exists():
                os.replace(side, target.with_name(target.name + suffix))
    return target


def move_damaged(db: Path) -> Path:
    return _move_aside(db, "damaged")


def moved_damaged(db: Path) -> list[Path]:
    """The damaged files moved aside from ``db`` (``<db>.damaged-<time>``), newest first."""
    pattern = re.compile(re.escape(db.name) + r"\.damaged-\d{8}-\d{12}$")
    if not db.parent.is_dir():
        return []
    return sorted((p for p in db.parent.iterdir() if pattern.match(p.name)), reverse=True)


def clean_leftovers(db: Path) -> list[Path]:
    """Remove the temporary files of killed backups and restores of ``db`` (only names of
    the store's own making, only files older than this process); returns them."""
    stem = re.escape(db.stem)
    patterns = [
        (db.parent, re.compile(re.escape(db.name + RESTORE_TMP) + r"(-journal)?$")),
        (backups_dir(db), re.compile(stem + r"-\d{8}-\d{12}-\w+\.sqlite\.tmp(-journal)?$")),
    ]
    removed: list[Path] = []
    for folder, pattern in patterns:
        if not folder.is_dir():
            continue
        for f in folder.iterdir():
            if not pattern.match(f.name):
                continue
            with contextlib.suppress(OSError):
                if f.is_file() and not f.is_symlink() and f.stat().st_mtime < _PROCESS_START:
                    f.unlink()
                    removed.append(f)
    return removed


def check_newer(state: FileState, path: Path, revisions: Sequence[str] | None = None) -> None:
    """Refuse a database written by a newer app (a revision not among ``revisions``, by
    default the scripts' own) with :class:`StoreNewerVersionError`."""
    known = revisions if revisions is not None else known_revisions()
    if state.version is not None and state.version not in known:
        raise StoreNewerVersionError("", path=str(path), version=state.version)


def integrity_check(path: Path) -> list[str]:
    """``PRAGMA integrity_check`` of a database file (``["ok"]`` when sound). Reads through
    its own read-only connection, so it can run in a worker thread while the store is open."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        return [str(exc)]
    try:
        return [str(r[0]) for r in conn.execute("PRAGMA integrity_check").fetchall()]
    except sqlite3.DatabaseError as exc:  # "database disk image is malformed" and the like
        return [str(exc)]
    finally:
        conn.close()


# What integrity_check says of an index out of step with its table (sqlite3 3.x wording).
_INDEX_PROBLEMS = (
    re.compile(r"^row \d+ missing from index \S+$"),
    re.compile(r"^wrong # of entries in index \S+$"),
    re.compile(r"^non-unique entry in index \S+$"),
)


def damage_kind(problems: Sequence[str]) -> str:
    """``"none"`` for ``["ok"]``; ``"indexes"`` when every problem is an index out of step
    with its table (``REINDEX`` repairs it without losing anything:
    ``Store.repair_indexes``); ``"data"`` otherwise (restore a backup)."""
    found = [p for p in problems if p != "ok"]
    if not found:
        return "none"
    if all(any(rx.match(p) for rx in _INDEX_PROBLEMS) for p in found):
        return "indexes"
    return "data"


def run_sql(engine: Engine, sql: str) -> list[Any]:
    with engine.connect() as conn:
        conn.info["begin"] = ""
        with conn.begin():
            return list(conn.execute(text(sql)).fetchall())
