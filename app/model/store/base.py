"""The store's foundation: opening, transactions, history records, row access, Team List copies."""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Self, TypeVar, cast

from sqlalchemy import (
    Connection,
    Engine,
    Table,
    bindparam,
    func,
    insert,
    select,
    text,
    true,
    update,
)
from sqlalchemy.sql.elements import TextClause

from app.model import convert as cv
from app.model import db as dbmod
from app.model import schema
from app.model.errors import (
    StoreDamagedError,
    StoreError,
    StoreLockedError,
    StoreNewerVersionError,
    StoreNotFoundError,
    StoreReadOnlyError,
    StoreRuleError,
)
from app.model.journal import Journal, Row, fetch_row, row_dict
from app.rules.campaign.plans import ENGINE_VERSION
from app.rules.campaign.state import CampaignSettings, PlayerState
from app.rules.dice import Dice, DiceError, ScriptedDice
from app.rules.force import Force

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    from app.rules.teamlist import TeamList
    from app.rules.validation import Report, Validator
from app.model.store.results import Changes, HistoryEntry, _changes, _entry  # noqa: F401

T = TypeVar("T")

CAMPAIGNS = schema.campaigns
COPIES = schema.team_list_copies
PLAYERS = schema.players
GROUPS = schema.groups
MODELS = schema.models
GAMES = schema.games
TEAMS = schema.teams
SIDES = schema.game_players
RP = schema.rp_entries
HISTORY = schema.history
INFO = schema.store_info

DiceInput = Dice | Sequence[int]

_ACTIVE_MODELS = (
    select(MODELS)
    .where(MODELS.c.player_id == bindparam("pid"), MODELS.c.force_no == bindparam("force_no"),
           MODELS.c.status == "active")
    .order_by(MODELS.c.position, MODELS.c.id)
)

# Parsed Team List copies and their validators, by the copy's SHA-256 (content, never an id
# that a rolled-back transaction could reuse). Shared by every store of the process.
_TEAM_LISTS: dict[str, TeamList] = {}
_VALIDATORS: dict[str, Validator] = {}



def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="microseconds")


def _dice(values: DiceInput) -> Dice:
    if isinstance(values, Dice):
        return values
    try:
        return ScriptedDice(list(values))
    except DiceError as exc:
        raise StoreRuleError(str(exc), reason="bad_die", given=len(list(values))) from None


@contextlib.contextmanager
def _dice_errors(dice: Dice) -> Iterator[None]:
    """The typed dice ran out: a StoreRuleError (``reason`` = ``not_enough_dice``, ``used``)."""
    try:
        yield
    except DiceError as exc:
        raise StoreRuleError(str(exc), reason="not_enough_dice",
                             used=len(dice.rolls)) from None


# -- Team Lists --------------------------------------------------------------------------------


def resolve_team_list(team_list_id: str, revision: str | None = None) -> TeamList:
    """A built-in or imported Team List (through H1's catalogue library, which knows both)."""
    from app.model.catalogues import CatalogueLibrary

    try:
        return CatalogueLibrary().load(team_list_id, revision)
    except KeyError:
        pass
    from app.rules.library import find_teamlist

    found = find_teamlist(team_list_id) if revision is None else None
    if found is None:
        raise StoreNotFoundError("", kind="team_list", id=team_list_id)
    return found



# -- the store --


class ForceView(NamedTuple):
    """A player's Force as the Force editor shows it (:meth:`StoreBase.force_view`)."""

    team_list: TeamList
    force: Force
    state: PlayerState
    games: int  # games played by the current Force
    #: the validation of ``force`` when the edit that wrote it made one (its plan's): the
    #: Force editor shows it instead of validating the same Force again; ``None`` otherwise
    report: Report | None = None


class StoreBase:
    """One open campaign database. Use :meth:`open`; close it (or use ``with``)."""

    def __init__(self, path: Path, engine: Engine, conn: Connection,
                 lock: dbmod.InstanceLock) -> None:
        self.path = path
        self._engine = engine
        self._conn = conn
        self._lock = lock
        # One connection: calls from a worker thread (PDF export) wait for the GUI's.
        self._mutex = threading.RLock()
        #: Row ids a replay gives the rows it re-creates (``players``, ``games``), so that the
        #: recorded inputs, which name them, apply unchanged.
        self._forced_ids: dict[str, int] = {}
        #: False for a snapshot: the campaign as it was (read it, never change it).
        self.writable = True
        #: Opened read-only (asked for, or the file or its folder cannot be written): every
        #: write raises :class:`StoreReadOnlyError`.
        self.read_only = False
        #: The store a replay rebuilds (its Team List copies), and the snapshots made.
        self._replay_source: StoreBase | None = None
        self._snapshots: dict[tuple[int, int | None, int], Any] = {}
        self._fresh_plans: set[int] = set()
        #: Writes begun so far (each ``_write``), and the view of a player's Force an edit
        #: wrote, with the write it came from (:meth:`force_view`: valid until the next write).
        self._writes = 0
        self._views: dict[int, tuple[int, ForceView]] = {}
        #: A store a replay rebuilds: its actions are never undone, and the replay compares
        #: the fingerprints itself (neither undo data nor fingerprints are written).
        self._rebuilt = False
        #: On a PostgreSQL server (:meth:`open` with a ``postgresql://`` URL): ``url`` is
        #: the URL without its password; writes are serializable, retried on a lost race,
        #: and notify other laptops (``app.model.server``).
        self.server = engine.dialect.name == "postgresql"
        self.url: str | None = None
        self._password: str | None = None
        self._secret_url = ""  # with its password: only ever given to the driver
        #: The server login (``current_user``) put on each record: ``None`` in a file.
        self._author: str | None = None
        #: On a server, the player a player's login plays (``None``: a file, or an organiser,
        #: who may do everything): the window offers that player's actions only.
        self.seat_player: int | None = None
        #: The server connections this store wrote through (its own notices are skipped).
        self._pids: set[int] = set()
        #: ``(campaign id, history id)`` of the records the current write made (notified),
        #: and what its action touched (players, games, tables), named in the notice.
        self._made: list[tuple[int, int]] = []
        self._touched_now: Any = None
        #: The token of the action being written (:meth:`_transact`), put on its first
        #: record; ``_retrying``: inside :meth:`_transact`, races raise ``RetryWrite``.
        self._token: str | None = None
        self._retrying = False
        self._locking = False  # the write locks its campaign's row (READ COMMITTED)
        #: The token the next action takes (an offline action synced: its own record's).
        self._next_token: str | None = None
        #: The history record the last action wrote (:meth:`_run`).
        self.last_history_id: int | None = None

    @classmethod
    def scratch(cls) -> Self:
        """An empty store in memory, with the schema of the head revision (replays and
        snapshots are built in one; nothing of it reaches a file)."""
        engine = dbmod.create_engine(Path(":memory:"))
        schema.metadata.create_all(engine)
        conn = engine.connect()
        store = cls(Path(":memory:"), engine, conn, cast(dbmod.InstanceLock, _NoLock()))
        store._rebuilt = True
        return store

    def _forced(self, table: str) -> dict[str, int]:
        """``{"id": n}`` when a replay fixed the id of the next ``table`` row, else ``{}``."""
        value = self._forced_ids.pop(table, None)
        if self.server:  # a server gives its own ids (an offline action synced onto it)
            return {}
        return {} if value is None else {"id": value}

    # -- opening ---------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str | None = None, *, keep_backups: int = dbmod.KEEP_BACKUPS,
             daily_backup: bool = True, script_location: Path = dbmod.MIGRATIONS,
             opening: dbmod.Opening | None = None, read_only: bool = False,
             allow_new: bool = False) -> Self:
        """Open (or create) the database: lock, check, back up, migrate.

        ``opening`` is the lock and check already started for ``path`` (see
        :class:`app.model.guard.Opening`, which start-up creates before importing the rest of
        the app); it is used up either way.

        ``read_only`` (also chosen by itself when the file or its folder cannot be written):
        nothing is written, moved or created; every write raises :class:`StoreReadOnlyError`.

        A missing or empty file is a new database, unless good backups of it exist (the file
        was lost, or a damaged one moved aside): then :class:`StoreDamagedError` offers the
        newest, and ``allow_new=True`` (the user declined) starts a new database anyway.

        Raises :class:`StoreLockedError`, :class:`StoreNewerVersionError` (file untouched),
        :class:`StoreDamagedError` (file moved aside; ``params["backup"]`` is the newest good
        backup), :class:`StoreDiskFullError`, :class:`StoreReadOnlyError`.
        """
        from app.model.urls import is_server_url
        from app.paths import database_path

        if is_server_url(path):  # (``app.model.server`` imported only for a server)
            if opening is not None:
                opening.cancel()
            return cls._open_server(str(path), script_location, read_only=read_only)
        db = Path(path) if path is not None else database_path()
        if not read_only and not dbmod.writable(db):
            read_only = True
        if opening is not None and (opening.path != db or read_only):
            opening.cancel()
            opening = None
        if read_only:
            return cls._open_read_only(db, script_location)
        if opening is not None:
            lock = opening.lock
        else:
            with dbmod.storage_errors():
                db.parent.mkdir(parents=True, exist_ok=True)
            lock = dbmod.InstanceLock(db)
            try:
                with dbmod.storage_errors():
                    lock.acquire()
            except StoreReadOnlyError:  # the folder cannot take the lock file
                return cls._open_read_only(db, script_location)
        try:
            state = opening.state() if opening is not None else dbmod.inspect_file(db)
            return cls._open_locked(db, lock, state, keep_backups, daily_backup,
                                    script_location, allow_new)
        except BaseException:
            lock.release()
            raise

    @classmethod
    def _open_server(cls, url: str, script_location: Path, *, read_only: bool = False,
                     password: str | None = None) -> Self:
        """Open a campaign database on a PostgreSQL server: connect, migrate (once, under an
        advisory lock) unless ``read_only``. Nothing is locked or backed up here: the
        server serializes the laptops, and backs itself up (``pg_dump``)."""
        from app.model import server as srv

        if password is None:
            password = srv.stored_password(url)
        engine = srv.create_engine(url, password)
        try:
            with srv.server_errors(url):
                revisions = dbmod.known_revisions(script_location)
                current = srv.current_revision(engine)
                if current is not None and current not in revisions:
                    raise StoreNewerVersionError(
                        "the server's database was written by a newer Force Sheet",
                        path=srv.redact(url), version=current)
                if current != revisions[-1]:
                    if read_only:
                        raise StoreReadOnlyError("the database needs an upgrade",
                                                 path=srv.redact(url), reason="needs_upgrade")
                    srv.migrate(engine, script_location)
                conn = engine.connect()
            store = cls(Path(srv.redact(url)), engine, conn, cast(dbmod.InstanceLock, _NoLock()))
            store.url = srv.redact(url)
            store._password = password
            store._secret_url = url
            with store._read() as c:
                store._author = str(c.exec_driver_sql("SELECT current_user").scalar())
                from app.model.seats import seat_of

                seat = seat_of(c)
                store.seat_player = None if seat is None else seat[1]
            store.read_only = read_only
            return store
        except BaseException:
            engine.dispose()
            raise

    @classmethod
    def _damaged(cls, db: Path, problem: str) -> StoreDamagedError:
        """Move the damaged ``db`` aside (never overwritten) and offer the newest good backup."""
        moved = dbmod.move_damaged(db)
        backups = dbmod.find_backups(db)
        return StoreDamagedError(problem, path=str(db), moved_to=str(moved),
                                 backup=str(backups[0].path) if backups else None)

    @classmethod
    def _lost(cls, db: Path, state: dbmod.FileState, read_only: bool) -> StoreDamagedError | None:
        """A missing or empty ``db`` while good backups exist (or, read-only, a damaged file
        was moved aside): the error that offers the newest backup; ``None``: a new database."""
        backups = dbmod.find_backups(db)
        damaged = dbmod.moved_damaged(db)
        if not backups and not (read_only and damaged):
            return None
        newest = str(backups[0].path) if backups else None
        if state.exists:  # an empty file
            if read_only:
                return StoreDamagedError("the database is empty", path=str(db),
                                         moved_to=None, backup=newest, reason="empty_found")
            moved = dbmod.move_damaged(db)
            return StoreDamagedError("the database is empty", path=str(db),
                                     moved_to=str(moved), backup=newest, reason="empty")
        if damaged:
            return StoreDamagedError("the database is missing; a damaged file was moved aside",
                                     path=str(db), moved_to=str(damaged[0]), backup=newest,
                                     reason="missing_moved")
        return StoreDamagedError("the database is missing", path=str(db), moved_to=None,
                                 backup=newest, reason="missing")

    @classmethod
    def _open_read_only(cls, db: Path, script_location: Path) -> Self:
        """Open ``db`` without writing, moving or creating anything (the lock is taken when
        its file can be written, so that no Force Sheet changes the file meanwhile)."""
        lock = dbmod.InstanceLock(db)
        try:
            with dbmod.storage_errors():
                lock.acquire()
        except StoreReadOnlyError:
            pass  # read-only media: nobody writes there either
        except FileNotFoundError:
            pass  # no folder: the database is missing (below)
        try:
            state = dbmod.inspect_file(db)
            if not state.exists or db.stat().st_size == 0:
                lost = cls._lost(db, state, read_only=True)
                if lost is not None:
                    raise lost
                raise StoreNotFoundError("no database", kind="database", id=str(db))
            if not state.ok:
                backups = dbmod.find_backups(db)
                raise StoreDamagedError(state.problem, path=str(db), moved_to=None,
                                        backup=str(backups[0].path) if backups else None,
                                        reason="found")
            revisions = dbmod.known_revisions(script_location)
            dbmod.check_newer(state, db, revisions)
            if state.version != revisions[-1]:
                raise StoreReadOnlyError("an older database needs an upgrade", path=str(db),
                                         reason="needs_upgrade")
            engine = dbmod.create_engine(db, read_only=True)
            try:
                with dbmod.storage_errors():
                    conn = engine.connect()
                store = cls(db, engine, conn, lock)
                store.read_only = True
                return store
            except BaseException:
                engine.dispose()
                raise
        except BaseException:
            lock.release()
            raise

    @classmethod
    def _open_locked(cls, db: Path, lock: dbmod.InstanceLock, state: dbmod.FileState,
                     keep: int, daily: bool, script_location: Path,
                     allow_new: bool = False) -> Self:
        dbmod.clean_leftovers(db)
        if not allow_new and (not state.exists or db.stat().st_size == 0):
            lost = cls._lost(db, state, read_only=False)
            if lost is not None:
                raise lost
        if not state.ok:
            raise cls._damaged(db, state.problem)
        revisions = dbmod.known_revisions(script_location)
        dbmod.check_newer(state, db, revisions)
        head = revisions[-1]
        engine: Engine | None = None
        try:
            if state.version is not None and state.version != head:
                dbmod.make_backup(db, "migration", keep)
            engine = dbmod.create_engine(db)
            with dbmod.storage_errors():
                if state.version != head:
                    dbmod.migrate(engine, script_location)
                conn = engine.connect()
            store = cls(db, engine, conn, lock)
            with dbmod.storage_errors():
                store._stamp_created()
                if daily:
                    store._daily_backup(keep)
            return store
        except BaseException as exc:
            if engine is not None:
                engine.dispose()
            problem = cls._damage_behind(db, exc) if isinstance(exc, StoreError) else None
            if problem is None:
                raise
            raise cls._damaged(db, problem) from exc

    @staticmethod
    def _damage_behind(db: Path, exc: StoreError) -> str | None:
        """The damage ``quick_check`` missed that made opening fail (SQLite found the file
        malformed, or a backup copy of it failed ``integrity_check``); ``None``: not damage."""
        if isinstance(exc, StoreLockedError):
            return None
        if not (isinstance(exc, StoreDamagedError) and "moved_to" not in exc.params) and \
                exc.params.get("reason") != "backup_check":
            return None
        import sqlite3

        try:
            problems = [p for p in dbmod.integrity_check(db) if p != "ok"]
        except sqlite3.DatabaseError as error:
            problems = [str(error)]
        if not problems and isinstance(exc, StoreDamagedError):
            problems = [exc.detail or str(exc)]
        return "; ".join(problems[:5]) or None

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called (a view left over from a closed store reads
        nothing more)."""
        return bool(self._conn.closed)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._conn.close()
        self._engine.dispose()
        self._lock.release()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transactions ------------------------------------------------------------------------
    @contextlib.contextmanager
    def _read(self) -> Iterator[Connection]:
        with self._mutex, self._errors():
            self._conn.info["begin"] = ""
            with self._conn.begin():
                yield self._conn

    @contextlib.contextmanager
    def _write(self) -> Iterator[Connection]:
        """One write transaction (``BEGIN IMMEDIATE`` on a file, ``SERIALIZABLE`` on a
        server, where the records it made are notified to the other laptops at commit).
        Use :meth:`_transact` for an action a server may have to run again."""
        if self.read_only:
            raise StoreReadOnlyError("opened read-only", path=str(self.path), reason="opened")
        if not self.writable:
            raise StoreRuleError("a snapshot is read-only", reason="read_only_snapshot")
        with self._mutex, self._errors():
            self._writes += 1  # whatever it writes, the views of Forces kept are stale now
            self._conn.info["begin"] = "LOCKED" if self._locking else "IMMEDIATE"
            self._made = []
            self._touched_now = None
            with self._conn.begin():
                yield self._conn
                if self.server and self._made:
                    from app.model import server as srv

                    raw = self._conn.connection.dbapi_connection
                    self._pids.add(int(raw.info.backend_pid))  # type: ignore[union-attr]
                    touched, self._touched_now = self._touched_now, None
                    for cid, hid in self._made:
                        self._conn.execute(text("SELECT pg_notify(:c, :p)"), {
                            "c": srv.CHANNEL, "p": srv.notice_payload(cid, hid, touched)})

    def listener(self) -> Any:
        """Notices of the changes other laptops make (a server store only): ``poll()``
        returns their ``(campaign id, history id)`` without blocking; ``close()`` it."""
        from app.model import server as srv

        if not self.server:
            raise StoreError("only a server database notifies changes", reason="not_server")
        store = self

        class _Own(srv.Listener):
            def poll_notices(self, own_pids: set[int] | None = None) -> list[srv.Notice]:
                return super().poll_notices(store._pids | (own_pids or set()))

        with srv.server_errors(self.url or ""):
            return _Own(self._secret_url, self._password)

    def _errors(self) -> contextlib.AbstractContextManager[None]:
        if self.server:
            from app.model import server as srv

            return srv.server_errors(self.url or "", retry=self._retrying)
        return dbmod.storage_errors()

    def _transact(self, body: Callable[[Connection], T],
                  committed: Callable[[int], T] | None = None, *,
                  campaign: int | None = None) -> T:
        """``body`` in one write transaction. On a server, a write that loses a race with
        another laptop (serialization failure, deadlock) is rolled back and run again, up
        to ``server.RETRIES`` times; a connection lost mid-write is opened again and, when
        the action's record is there (its token), the action is not run twice."""
        import uuid

        token = self._next_token or uuid.uuid4().hex
        if not self.server:
            self._token = token
            try:
                with self._write() as conn:
                    return body(conn)
            finally:
                self._token = None
        from app.model import server as srv

        attempt = 0
        started = time.monotonic()
        try:
            while True:
                try:
                    with self._mutex:
                        self._token, self._retrying = token, True
                        self._locking = campaign is not None
                        with self._write() as conn:
                            if campaign is not None:
                                conn.execute(select(CAMPAIGNS.c.id).where(
                                    CAMPAIGNS.c.id == campaign).with_for_update())
                            return body(conn)
                except srv.RetryWrite as exc:
                    attempt += 1
                    if exc.lost:
                        self._reconnect(started)
                        hid = self._committed(token)
                        if hid is not None:  # it did commit: never run it twice
                            if committed is None:
                                raise StoreError("the action was saved, its result was lost",
                                                 reason="committed_unseen") from None
                            return committed(hid)
                    elif attempt >= srv.RETRIES:
                        raise StoreLockedError("other laptops kept changing the campaign",
                                               reason="conflict", attempts=attempt) from None
                    srv.backoff(attempt)
        finally:
            self._token, self._retrying, self._locking = None, False, False

    def _reconnect(self, started: float) -> None:
        """A new connection after the server went away, tried until ``RECONNECT_SECONDS``
        have passed since the action began (then the server error is raised)."""
        from app.model import server as srv

        with contextlib.suppress(Exception):
            self._conn.close()
        attempt = 0
        while True:
            try:
                with srv.server_errors(self.url or ""):
                    self._conn = self._engine.connect()
                return
            except StoreError:
                attempt += 1
                if time.monotonic() - started > srv.RECONNECT_SECONDS:
                    raise
                time.sleep(min(1.0, 0.05 * attempt))

    def _campaign_of(self, history_id: int) -> int:
        """The campaign of a history record (an action found committed by its token)."""
        with self._read() as conn:
            return int(conn.execute(select(HISTORY.c.campaign_id).where(
                HISTORY.c.id == history_id)).scalar_one())

    def _committed(self, token: str) -> int | None:
        """The id of the record carrying ``token``, if its action committed."""
        self._retrying = False  # a plain read: no retry signals
        try:
            with self._read() as conn:
                row = conn.execute(select(HISTORY.c.id).where(HISTORY.c.token == token)).first()
        finally:
            self._retrying = True
        return None if row is None else int(row[0])

    def _info(self, conn: Connection, key: str) -> str | None:
        row = conn.execute(select(INFO.c.value).where(INFO.c.key == key)).first()
        return None if row is None else str(row[0])

    def _set_info(self, conn: Connection, key: str, value: str) -> None:
        if self._info(conn, key) is None:
            conn.execute(insert(INFO).values(key=key, value=value))
        else:
            conn.execute(update(INFO).where(INFO.c.key == key).values(value=value))

    def _stamp_created(self) -> None:
        with self._write() as conn:
            if self._info(conn, "created_at") is None:
                self._set_info(conn, "created_at", _now())

    def _daily_backup(self, keep: int) -> None:
        with self._read() as conn:
            last = self._info(conn, "last_backup")
            has_data = conn.execute(select(func.count()).select_from(CAMPAIGNS)).scalar_one()
        if not has_data:
            return
        if last is not None and dt.datetime.fromisoformat(last) > (
                dt.datetime.now(dt.UTC) - dbmod.DAILY):
            return
        try:
            self.backup("daily", keep)
        except StoreError as exc:
            if exc.params.get("reason") != "backup_check":
                raise
            with self._read() as conn:
                rows = conn.exec_driver_sql("PRAGMA integrity_check").all()
            problems = [str(r[0]) for r in rows if r[0] != "ok"]
            if problems:  # quick_check missed it: the file is damaged (moved aside by open)
                raise StoreDamagedError("; ".join(problems[:5])) from exc
            # the database is sound, its copy was not (the backup folder's disk): no daily
            # backup this time, the next open tries again

    def backup(self, reason: str = "manual", keep: int = dbmod.KEEP_BACKUPS) -> dbmod.BackupInfo:
        """A verified backup of the open database in ``<db>.backups/`` (keeps ``keep``)."""
        if self.read_only:
            raise StoreReadOnlyError("opened read-only", path=str(self.path), reason="opened")
        if self.server:
            raise StoreError("a server backs itself up (pg_dump)", path=str(self.url),
                             reason="server_backup")
        return self._backup(reason, keep)

    def _backup(self, reason: str, keep: int) -> dbmod.BackupInfo:
        with self._mutex:
            raw = self._conn.connection.dbapi_connection
            assert raw is not None
            info = dbmod.make_backup(self.path, reason, keep, source=cast(Any, raw))
        with self._write() as conn:
            self._set_info(conn, "last_backup", _now())
        return info

    def _run(self, campaign_id: int, player_id: int | None, kind: str,
             inputs: Mapping[str, Any], fn: Callable[[Journal], dict[str, Any]]
             ) -> tuple[Changes, int]:
        """One campaign action: history record + effects in one write transaction (run
        again on a server when it lost a race: ``fn`` must only read and write through the
        journal)."""
        touched: list[Any] = []

        def body(conn: Connection) -> int:
            self._campaign_row(conn, campaign_id)
            conn.execute(
                update(HISTORY)
                .where(HISTORY.c.campaign_id == campaign_id, HISTORY.c.undone.is_(True),
                       HISTORY.c.redoable.is_(True), self._mine())
                .values(redoable=False)
            )
            hid = self._history(conn, campaign_id, player_id, kind,
                                {**inputs, "engine": ENGINE_VERSION}, {})
            journal = Journal(conn, hid, undoable=not self._rebuilt)
            summary = fn(journal)
            if not self._rebuilt:
                summary = {**summary, "_after": self._digests(conn, journal.touched.players)}
            conn.execute(update(HISTORY).where(HISTORY.c.id == hid).values(summary=summary))
            conn.execute(update(CAMPAIGNS).where(CAMPAIGNS.c.id == campaign_id)
                         .values(updated_at=_now()))
            touched[:] = [journal.touched]
            self._touched_now = journal.touched  # named in the other laptops' notice
            return hid

        hid = self._transact(body, committed=lambda h: h, campaign=campaign_id)
        self.last_history_id = hid
        if not touched:  # committed, then the connection was lost: refresh all of it
            return self.everything_changed(campaign_id), hid
        return _changes(campaign_id, touched[0]), hid

    def _mine(self) -> Any:
        """The records this laptop may undo and redo: on a server its login's own (two
        laptops never undo each other's work), in a file all of them."""
        if self._author is None:
            return true()
        return HISTORY.c.author == self._author

    def everything_changed(self, campaign_id: int) -> Changes:
        """Every view of the campaign is stale (an action committed unseen, or another
        laptop changed it)."""
        with self._read() as conn:
            pids = frozenset(int(r[0]) for r in conn.execute(
                select(PLAYERS.c.id).where(PLAYERS.c.campaign_id == campaign_id)))
            gids = frozenset(int(r[0]) for r in conn.execute(
                select(GAMES.c.id).where(GAMES.c.campaign_id == campaign_id)))
        return Changes(campaigns=frozenset({campaign_id}), players=pids, games=gids,
                       history=frozenset({campaign_id}), campaign_list=True)

    def _history(self, conn: Connection, campaign_id: int, player_id: int | None, kind: str,
                 inputs: Mapping[str, Any], summary: Mapping[str, Any], *,
                 is_action: bool = True, target: int | None = None) -> int:
        seq = conn.execute(
            select(func.coalesce(func.max(HISTORY.c.seq), 0)).where(
                HISTORY.c.campaign_id == campaign_id)
        ).scalar_one()
        token, self._token = self._token, None  # one record per action carries it
        result = conn.execute(insert(HISTORY).values(
            campaign_id=campaign_id, seq=int(seq) + 1, player_id=player_id, kind=kind,
            inputs=dict(inputs), summary=dict(summary), created_at=_now(),
            is_action=is_action, undone=False, redoable=False, target_id=target,
            token=token, author=self._author,
        ))
        hid = int(result.inserted_primary_key[0])  # type: ignore[index]
        self._made.append((campaign_id, hid))
        return hid

    # -- row access --------------------------------------------------------------------------
    def _campaign_row(self, conn: Connection, campaign_id: int) -> Row:
        row = fetch_row(conn, CAMPAIGNS, campaign_id)
        if row is None:
            raise StoreNotFoundError("", kind="campaign", id=campaign_id)
        return row

    def _player_row(self, conn: Connection, player_id: int) -> Row:
        row = fetch_row(conn, PLAYERS, player_id)
        if row is None:
            raise StoreNotFoundError("", kind="player", id=player_id)
        return row

    def _game_row(self, conn: Connection, game_id: int) -> Row:
        row = fetch_row(conn, GAMES, game_id)
        if row is None:
            raise StoreNotFoundError("", kind="game", id=game_id)
        return row

    def _model_rows(self, conn: Connection, player: Row) -> list[Row]:
        rows = conn.execute(_ACTIVE_MODELS, {"pid": player["id"],
                                             "force_no": player["dissolutions"]})
        return [row_dict(MODELS, r) for r in rows]

    def _all_model_rows(self, conn: Connection, player: Row) -> list[Row]:
        rows = conn.execute(
            select(MODELS).where(MODELS.c.player_id == player["id"],
                                 MODELS.c.force_no == player["dissolutions"])
        )
        return [row_dict(MODELS, r) for r in rows]

    def _group_rows(self, conn: Connection, player: Row) -> list[Row]:
        rows = conn.execute(
            select(GROUPS).where(GROUPS.c.player_id == player["id"],
                                 GROUPS.c.force_no == player["dissolutions"])
            .order_by(GROUPS.c.position, GROUPS.c.id)
        )
        return [row_dict(GROUPS, r) for r in rows]

    def _settings(self, conn: Connection, campaign_id: int) -> CampaignSettings:
        return cv.settings_from_json(self._campaign_row(conn, campaign_id)["settings"])

    def _copy_id(self, conn: Connection, tl: TeamList) -> int:
        values = copy_values(tl)
        row = conn.execute(select(COPIES.c.id).where(COPIES.c.sha256 == values["sha256"])).first()
        if row is not None:
            return int(row[0])
        result = conn.execute(insert(COPIES).values(**values))
        return int(result.inserted_primary_key[0])  # type: ignore[index]

    def _sha(self, conn: Connection, copy_id: int) -> str:
        return str(conn.execute(select(COPIES.c.sha256).where(COPIES.c.id == copy_id))
                   .scalar_one())

    def _team_list(self, conn: Connection, copy_id: int) -> TeamList:
        sha = self._sha(conn, copy_id)
        tl = _TEAM_LISTS.get(sha)
        if tl is None:
            row = conn.execute(select(COPIES).where(COPIES.c.id == copy_id)).one()
            tl = load_copy(row_dict(COPIES, row))
        return tl

    def _validator(self, conn: Connection, copy_id: int) -> Validator:
        from app.rules.validation import Validator

        sha = self._sha(conn, copy_id)
        validator = _VALIDATORS.get(sha)
        if validator is None:
            validator = Validator(self._team_list(conn, copy_id))
            _VALIDATORS[sha] = validator
        return validator

    def validator_of(self, team_list: TeamList) -> Validator:
        """The validator this store checks Forces of ``team_list`` with (the Team List of a
        :meth:`force_view`): a Force validated with it for the editor is not validated
        again when the store writes it (:meth:`Validator.validate_force` keeps its last)."""
        from app.rules.validation import Validator

        for validator in list(_VALIDATORS.values()):
            if validator.team_list is team_list:
                return validator
        return Validator(team_list)

    def _validator_for(self, tl: TeamList, sha: str) -> Validator:
        """The validator of a Team List not yet copied into the store (cached by hash)."""
        from app.rules.validation import Validator

        validator = _VALIDATORS.get(sha)
        if validator is None:
            validator = Validator(_TEAM_LISTS.setdefault(sha, tl))
            _VALIDATORS[sha] = validator
        return validator

    def _force(self, player: Row, models: Sequence[Row], groups: Sequence[Row],
               tl: TeamList) -> Force:
        return Force(
            team_list=tl.id,
            models=tuple(cv.force_model(m) for m in models if not m["crew"]),
            groups=tuple(cv.force_group(g) for g in groups),
            name=player["force_name"],
            upgrades=frozenset(player["upgrades"]),
            starting=player["force_games"] == 0,
        )

    def _load(self, conn: Connection, player_id: int) -> tuple[Row, list[Row], PlayerState, Force]:
        player = self._player_row(conn, player_id)
        models = self._model_rows(conn, player)
        groups = self._group_rows(conn, player)
        tl = self._team_list(conn, player["team_list_copy_id"])
        return player, models, cv.player_state(player, models), self._force(
            player, models, groups, tl)


    @contextlib.contextmanager
    def _fresh(self, plan: object) -> Iterator[None]:
        """Inside, ``plan`` counts as made on the stored state: the one-call forms (plan then
        commit, holding the store's lock throughout) skip the base check."""
        with self._mutex:
            self._fresh_plans.add(id(plan))
            try:
                yield
            finally:
                self._fresh_plans.discard(id(plan))

    def _check_base(self, conn: Connection, player_id: int, plan: Any) -> None:
        """Refuse a plan built on another state of the player than the stored one (someone
        acted in between): :class:`StoreRuleError` ``stale_plan``."""
        from app.rules.campaign.plans import player_digest

        if id(plan) in self._fresh_plans and not self.server:
            return  # on a server another laptop may have acted between plan and commit
        _, _, state, force = self._load(conn, player_id)
        if player_digest(state, force) != plan.base:
            raise StoreRuleError("the plan was made on an older state of the player",
                                 reason="stale_plan", player=player_id)

    # -- the state as data (replay, snapshots) ------------------------------------------------
    def _digests(self, conn: Connection, player_ids: Iterable[int]) -> dict[str, str]:
        """The fingerprint of each player's rows after an action (kept in its summary, so a
        replay names the first action whose outcome differs)."""
        out = {}
        for pid in sorted(player_ids):
            found = player_fingerprint(conn, pid)
            if found is not None:
                out[str(pid)] = found
        return out

    # -- reading a player --
    def _player_campaign(self, player_id: int) -> int:
        with self._read() as conn:
            return int(self._player_row(conn, player_id)["campaign_id"])

    def force(self, player_id: int) -> Force:
        """The player's current Force (``starting`` until its first game)."""
        with self._read() as conn:
            return self._load(conn, player_id)[3]

    def force_names(self, player_id: int) -> Force:
        """The player's current Force with only what its names need: each model's uid, entry,
        member and name, each Group's id, entry and name, in the order of :meth:`force` (no
        options, no campaign data: no JSON decoded, no Team List read) — for the names a
        history shows, at a small part of the cost of :meth:`force`."""
        from app.rules.force import ForceModel, Group

        with self._read() as conn:
            found = conn.execute(select(PLAYERS.c.dissolutions, PLAYERS.c.force_name,
                                        PLAYERS.c.team_list_copy_id)
                                 .where(PLAYERS.c.id == player_id)).first()
            if found is None:
                self._player_row(conn, player_id)  # (raises: no such player)
            assert found is not None
            player = cast("Mapping[str, Any]", found._mapping)
            where = (MODELS.c.player_id == player_id,
                     MODELS.c.force_no == player["dissolutions"])
            models = conn.execute(
                select(MODELS.c.uid, MODELS.c.entry, MODELS.c.name, MODELS.c.member,
                       MODELS.c.gid)
                .where(*where, MODELS.c.status == "active", MODELS.c.crew.is_(False))
                .order_by(MODELS.c.position, MODELS.c.id)).all()
            groups = conn.execute(
                select(GROUPS.c.gid, GROUPS.c.entry, GROUPS.c.name)
                .where(GROUPS.c.player_id == player_id,
                       GROUPS.c.force_no == player["dissolutions"])
                .order_by(GROUPS.c.position, GROUPS.c.id)).all()
            copy = conn.execute(select(COPIES.c.list_id)
                                .where(COPIES.c.id == player["team_list_copy_id"])).scalar()
        return Force(
            team_list=str(copy or ""),
            models=tuple(ForceModel(m.uid, m.entry, m.name or "", m.member, group=m.gid)
                         for m in models),
            groups=tuple(Group(g.gid, g.entry, g.name or "") for g in groups),
            name=player["force_name"],
        )

    def force_view(self, player_id: int) -> ForceView:
        """The player's Team List copy, Force, state and games played by the current Force, as
        :meth:`team_list`, :meth:`force`, :meth:`player_state` and ``player_summary`` give them,
        in one read — or in none right after a Force edit of the player (the view the edit
        wrote, kept until the next write of the store)."""
        with self._mutex:
            kept = self._views.get(player_id)
            if kept is not None and kept[0] == self._writes:
                return kept[1]
            with self._read() as conn:
                return self._read_force_view(conn, player_id)

    def _read_force_view(self, conn: Connection, player_id: int) -> ForceView:
        player, _models, state, force = self._load(conn, player_id)
        return ForceView(self._team_list(conn, player["team_list_copy_id"]), force, state,
                         int(player["force_games"]))

    def _keep_view(self, player_id: int, write: int, view: ForceView) -> None:
        """After the write number ``write`` that made ``view`` committed: kept while no other
        write has begun (one view: the Force last edited). Never on a server: another
        laptop may write the next moment."""
        if self.server:
            return
        with self._mutex:
            self._views = {player_id: (write, view)}

    def player_state(self, player_id: int) -> PlayerState:
        """The rules engine's view: ``player_id`` is ``str(player_id)``. Artillery crew are
        models here (uids ``<gun uid>~crew<n>``) but not in :meth:`force`."""
        with self._read() as conn:
            return self._load(conn, player_id)[2]

    def team_list(self, player_id: int) -> TeamList:
        """The copy of the Team List version the player's Force uses."""
        with self._read() as conn:
            return self._team_list(conn, self._player_row(conn, player_id)["team_list_copy_id"])

    def model_points(self, player_id: int) -> dict[str, Fraction]:
        """Each model's points as stored (kept equal to the Team List's by every write)."""
        with self._read() as conn:
            player = self._player_row(conn, player_id)
            return {m["uid"]: cv.points_value(m["points"])
                    for m in self._model_rows(conn, player) if not m["crew"]}


# The copy row of each Team List object written to or read from a store, by ``id()`` (the
# object is kept alive with it): a Team List read back from its copy keeps that copy's hash and
# text, so the same Team List is never copied twice under two hashes (its JSON need not
# round-trip to the same bytes).
_COPY_VALUES: dict[int, tuple[TeamList, dict[str, Any]]] = {}


def copy_values(tl: TeamList) -> dict[str, Any]:
    """The ``team_list_copies`` values of ``tl`` (list id, name, version, origin, hash, data)."""
    known = _COPY_VALUES.get(id(tl))
    if known is not None and known[0] is tl:
        return known[1]
    values = cv.teamlist_copy_values(tl)
    _COPY_VALUES[id(tl)] = (tl, values)
    _TEAM_LISTS.setdefault(values["sha256"], tl)
    return values


def load_copy(row: Mapping[str, Any]) -> TeamList:
    """The Team List of a ``team_list_copies`` row (cached by its hash). Thread-safe: a copy
    parsed at the same time by another thread (``preload_copies``) is parsed
    twice, and the first one cached is the one every store of the process uses."""
    sha = str(row["sha256"])
    tl = _TEAM_LISTS.get(sha)
    if tl is None:
        parsed = cv.teamlist_from_copy(row["data"])
        # its copy values first: whoever finds it cached finds them too
        _COPY_VALUES[id(parsed)] = (parsed, {k: row[k] for k in ("list_id", "name", "version",
                                                                 "origin", "sha256", "data")})
        tl = _TEAM_LISTS.setdefault(sha, parsed)
        if tl is not parsed:  # another thread's came first
            _COPY_VALUES.pop(id(parsed), None)
    return tl


class _NoLock:
    """The lock of a store in memory: nothing to lock."""

    def release(self) -> None:
        return None


# Columns that differ between two faithful replays of the same actions: row ids that no record
# names, times, and the history records the rows belong to.
_VOLATILE = frozenset({"created_at", "updated_at", "played_at", "history_id", "team_id",
                       "closed_at"})


def _clean(table: Table, row: Any, *, keep_id: bool = False) -> dict[str, Any]:
    values = row_dict(table, row)
    return {k: v for k, v in values.items()
            if k not in _VOLATILE and (keep_id or k != "id")}


def _sorted(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(rows, key=lambda r: json.dumps(r, sort_keys=True, default=str))


def dump_player(conn: Connection, player_id: int) -> dict[str, Any] | None:
    """Everything the store keeps of one player, as plain data without volatile columns:
    the player row (its Team List copy by hash), Groups, models (former ones too), the RP
    ledger, Teams and game sides. Equal documents mean equal players."""
    row = conn.execute(select(PLAYERS).where(PLAYERS.c.id == player_id)).first()
    if row is None:
        return None
    player = _clean(PLAYERS, row, keep_id=True)
    player["team_list_copy_id"] = conn.execute(
        select(COPIES.c.sha256).where(COPIES.c.id == row.team_list_copy_id)).scalar_one()
    doc: dict[str, Any] = {"player": player}
    for name, table in (("groups", GROUPS), ("models", MODELS), ("rp", RP), ("teams", TEAMS),
                        ("sides", SIDES)):
        rows = conn.execute(select(table).where(table.c.player_id == player_id)).all()
        doc[name] = _sorted([_clean(table, r) for r in rows])
    return doc


def _columns(table: Table) -> str:
    return ", ".join(c.name for c in table.c if c.name not in _VOLATILE and c.name != "id")


_FINGERPRINT_SQL: dict[str, TextClause] = {}


def _plain(row: Sequence[Any]) -> tuple[Any, ...]:
    """A row's values as SQLite's driver gives them, whatever the dialect: booleans as 0 / 1
    and JSON as its text (PostgreSQL's ``json`` keeps the text as written, so dumping what
    psycopg decoded gives it back): a fingerprint is the same on a file and on a server."""
    return tuple(int(v) if isinstance(v, bool) else
                 json.dumps(v) if isinstance(v, list | dict) else v for v in row)


def player_fingerprint(conn: Connection, player_id: int) -> str | None:
    """The fingerprint of a player's current state — the player row (its Team List copy by
    hash), the current Force's Groups and models, the RP ledger's total — read as stored (no
    JSON decoding) in four statements whatever the campaign's length: each action records it,
    a replay compares it."""
    if not _FINGERPRINT_SQL:
        _FINGERPRINT_SQL.update(
            player=text(f"SELECT {_columns(PLAYERS)}, (SELECT sha256 FROM team_list_copies c "
                        "WHERE c.id = p.team_list_copy_id) FROM players p WHERE p.id = :pid"),
            groups=text(f"SELECT {_columns(GROUPS)} FROM groups WHERE player_id = :pid "
                        "AND force_no = :fno ORDER BY gid"),
            models=text(f"SELECT {_columns(MODELS)} FROM models WHERE player_id = :pid "
                        "AND force_no = :fno ORDER BY uid"),
            rp=text("SELECT coalesce(sum(amount), 0), count(*) FROM rp_entries "
                    "WHERE player_id = :pid"))
    row = conn.execute(_FINGERPRINT_SQL["player"], {"pid": player_id}).first()
    if row is None:
        return None
    # SQLite's driver gives plain values already (the text queries type nothing): a row's
    # tuple is _plain's (a third of an edit's fingerprint, at 60 models of 25 columns)
    plain: Callable[[Sequence[Any]], tuple[Any, ...]] = (
        tuple if conn.dialect.name == "sqlite" else _plain)
    names = [c.name for c in PLAYERS.c if c.name not in _VOLATILE and c.name != "id"]
    values = dict(zip([*names, "copy"], plain(row), strict=True))
    values.pop("team_list_copy_id")  # a row id of this database: the copy's hash stands in
    h = hashlib.sha256(repr(sorted(values.items())).encode())
    params = {"pid": player_id, "fno": values["dissolutions"]}
    for name in ("groups", "models"):
        if conn.dialect.name == "sqlite":  # the driver's own tuples (a 1,000-model Force's
            raw = conn.connection.dbapi_connection  # rows through SQLAlchemy: 3 ms)
            assert raw is not None
            rows: Iterable[Sequence[Any]] = raw.execute(_FINGERPRINT_SQL[name].text, params)
        else:
            rows = conn.execute(_FINGERPRINT_SQL[name], params)
        for r in rows:
            h.update(repr(plain(r)).encode())
    total, count = conn.execute(_FINGERPRINT_SQL["rp"], {"pid": player_id}).one()
    h.update(repr((int(total), int(count))).encode())
    return h.hexdigest()[:16]


def dump_campaign(conn: Connection, campaign_id: int) -> dict[str, Any]:
    """The campaign's state as plain data (:func:`dump_player` for each player, its games and
    its own row), for comparing a replay with the stored campaign."""
    row = conn.execute(select(CAMPAIGNS).where(CAMPAIGNS.c.id == campaign_id)).first()
    campaign = _clean(CAMPAIGNS, row, keep_id=True) if row is not None else None
    pids = [r[0] for r in conn.execute(select(PLAYERS.c.id).where(
        PLAYERS.c.campaign_id == campaign_id).order_by(PLAYERS.c.id))]
    games = conn.execute(select(GAMES).where(GAMES.c.campaign_id == campaign_id)
                         .order_by(GAMES.c.id)).all()
    rounds = conn.execute(select(schema.rounds).where(schema.rounds.c.campaign_id == campaign_id)
                          .order_by(schema.rounds.c.number)).all()
    return {"campaign": campaign,
            "players": {str(pid): dump_player(conn, pid) for pid in pids},
            "games": [_clean(GAMES, g, keep_id=True) for g in games],
            "rounds": [_clean(schema.rounds, r) for r in rounds]}


def _pid(text: str | int) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        raise StoreNotFoundError("", kind="player", id=str(text)) from None


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)


def database_exists(path: Path) -> bool:
    return path.exists() and os.path.getsize(path) > 0

