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
import sqlite3
import sys
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


def create_engine(path: Path) -> Engine:
    """One SQLite connection for the store (a desktop app, one writer)."""
    engine = _create_engine(
        f"sqlite+pysqlite:///{path}",
        poolclass=StaticPool,
        connect_args={"check_same_thread": False, "timeout": BUSY_TIMEOUT_MS / 1000},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we emit BEGIN ourselves
        cur = dbapi_conn.cursor()
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
    path: Path
    created: dt.datetime
    reason: str
    size: int


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def find_backups(db: Path) -> list[BackupInfo]:
    """The verified backups of ``db``, newest first."""
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
        except (ValueError, IndexError):
            continue
        reason = parts[2] if len(parts) > 2 else ""
        found.append(BackupInfo(f, created, reason, f.stat().st_size))
    found.sort(key=lambda b: b.created, reverse=True)
    return found


def _verify(path: Path) -> bool:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
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


def make_backup(db: Path, reason: str, keep: int = KEEP_BACKUPS,
                source: sqlite3.Connection | None = None) -> BackupInfo:
    """Copy ``db`` with SQLite's backup API into a temporary file, verify it with
    ``integrity_check``, then rename it into ``<db>.backups/``; keep the newest ``keep``."""
    folder = backups_dir(db)
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
            dst = sqlite3.connect(tmp)
            try:
                src.backup(dst)
                dst.execute("PRAGMA journal_mode=DELETE")
            finally:
                dst.close()
        finally:
            if own:
                src.close()
        if not _verify(tmp):
            tmp.unlink(missing_ok=True)
            raise StoreError("the backup failed its integrity check", path=str(tmp))
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, final)
        _fsync_dir(folder)
    for old in find_backups(db)[keep:]:
        old.path.unlink(missing_ok=True)
    return BackupInfo(final, now, reason, final.stat().st_size)


def restore_backup(backup: Path, db: Path) -> Path | None:
    """Put ``backup`` in place of ``db`` (which must not be open). The current file, if any,
    is kept beside it as ``<db>.replaced-<time>``; returns that path."""
    if not _verify(backup):
        raise StoreDamagedError("the backup is damaged", path=str(backup), moved_to=None,
                                backup=None)
    lock = InstanceLock(db)
    lock.acquire()
    try:
        moved = _move_aside(db, "replaced") if db.exists() else None
        tmp = db.with_name(db.name + ".restore.tmp")
        with storage_errors():
            src = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
            try:
                dst = sqlite3.connect(tmp)
                try:
                    src.backup(dst)
                finally:
                    dst.close()
            finally:
                src.close()
            with open(tmp, "rb+") as fh:
                os.fsync(fh.fileno())
            os.replace(tmp, db)
            _fsync_dir(db.parent)
        return moved
    finally:
        lock.release()


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


def check_newer(state: FileState, path: Path, revisions: Sequence[str] | None = None) -> None:
    """Refuse a database written by a newer app (a revision not among ``revisions``, by
    default the scripts' own) with :class:`StoreNewerVersionError`."""
    known = revisions if revisions is not None else known_revisions()
    if state.version is not None and state.version not in known:
        raise StoreNewerVersionError("", path=str(path), version=state.version)


def integrity_check(path: Path) -> list[str]:
    """``PRAGMA integrity_check`` of a database file (``["ok"]`` when sound)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return [str(r[0]) for r in conn.execute("PRAGMA integrity_check").fetchall()]
    finally:
        conn.close()


def run_sql(engine: Engine, sql: str) -> list[Any]:
    with engine.connect() as conn:
        conn.info["begin"] = ""
        with conn.begin():
            return list(conn.execute(text(sql)).fetchall())
