"""A campaign database on a club's PostgreSQL server (issue 22): engine, migrations, retries.

The store is the same on both dialects (``app.model.store``); what differs lives here:

- **URLs**: ``postgresql://user@host[:port]/db[?sslmode=…]``; :func:`server_url` checks one and
  fills in what a club never types (the driver, ``sslmode=require`` off localhost);
- **transactions**: an action on a campaign takes the campaign's row lock first and runs at
  ``READ COMMITTED`` (laptops queue; the lock makes it serial), any other write is
  ``SERIALIZABLE``, every read ``REPEATABLE READ, READ ONLY`` (set by the engine's ``begin``
  event from ``conn.info["begin"]``, as the SQLite engine emits ``BEGIN IMMEDIATE``); a write
  that loses a race anyway (serialization failure, deadlock) is run again
  (:func:`retryable`, :data:`RETRIES`);
- **migrations**: the same Alembic scripts, in one transaction (PostgreSQL has transactional
  DDL), under an advisory lock so that two laptops opening a new database at once migrate it
  once;
- **change notices**: each write ends with ``pg_notify`` on :data:`CHANNEL`, so that other
  laptops refresh within a second (:class:`Listener`).
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from sqlalchemy import Engine, event
from sqlalchemy import create_engine as _create_engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import StaticPool

from app.model.errors import StoreError
from app.model.urls import SCHEMES as SCHEMES  # (re-exported: the URL test needs no SQLAlchemy)
from app.model.urls import is_server_url as is_server_url

#: The channel every write notifies (payload: ``<campaign id>:<history id>``).
CHANNEL = "forcesheet"
#: Attempts of one write that loses serialization races (then ``StoreLockedError``).
RETRIES = 12
#: Seconds a lost connection is tried again before the action is reported failed.
RECONNECT_SECONDS = 30.0
#: Advisory-lock key of migrations (any constant; "FS22").
_MIGRATION_LOCK = 0x46533232
_LOCAL_HOSTS = {"", "localhost", "127.0.0.1", "::1"}


def server_url(url: str) -> str:
    """The SQLAlchemy URL of ``url``: the psycopg driver, and ``sslmode=require`` off
    localhost unless the URL says otherwise (a club's password never crosses a network in
    clear). Raises :class:`StoreError` (``reason="bad_url"``) for anything else."""
    if not is_server_url(url):
        raise StoreError("not a PostgreSQL URL", reason="bad_url", url=redact(url))
    parts = urlsplit(url)
    if not parts.hostname and "host=" not in parts.query:
        raise StoreError("the URL names no server", reason="bad_url", url=redact(url))
    if not parts.path.strip("/"):
        raise StoreError("the URL names no database", reason="bad_url", url=redact(url))
    query = dict(parse_qsl(parts.query, keep_blank_values=True))
    if "sslmode" not in query and (parts.hostname or "") not in _LOCAL_HOSTS:
        query["sslmode"] = "require"
    return urlunsplit(("postgresql+psycopg", parts.netloc, parts.path, urlencode(query), ""))


def redact(url: str) -> str:
    """``url`` without its password (for messages, titles and the settings file)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "<url>"
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)
    user = netloc[0].split(":", 1)[0]
    return urlunsplit((parts.scheme, f"{user}@{netloc[1]}", parts.path, parts.query, ""))


def user_of(url: str) -> str:
    return urlsplit(url).username or ""


def create_engine(url: str, password: str | None = None) -> Engine:
    """One connection to the server (the store keeps it; calls wait on the store's mutex),
    with the isolation of each transaction set by the ``begin`` event."""
    connect_args: dict[str, Any] = {"connect_timeout": 10, "application_name": "Force Sheet"}
    if password is not None:
        connect_args["password"] = password
    engine = _create_engine(server_url(url), poolclass=StaticPool, connect_args=connect_args,
                            pool_pre_ping=False)

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        mode = conn.info.get("begin", "IMMEDIATE")
        if mode == "IMMEDIATE":
            conn.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE")
        elif mode in ("DDL", "LOCKED"):
            pass  # READ COMMITTED: migrations under an advisory lock, a campaign's actions
            # under its row lock (``StoreBase._transact``)
        else:
            conn.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")

    return engine


def sqlstate(exc: BaseException) -> str | None:
    orig = exc.orig if isinstance(exc, DBAPIError) else exc
    state = getattr(orig, "sqlstate", None)
    return state if isinstance(state, str) else None


def retryable(exc: BaseException) -> bool:
    """A write that lost a race and may simply run again: a serialization failure, a
    deadlock, or a unique clash on the history's sequence (two laptops numbering the same
    record)."""
    state = sqlstate(exc)
    if state in ("40001", "40P01"):
        return True
    return state == "23505" and "ix_history_campaign_seq" in str(exc)


def connection_lost(exc: BaseException) -> bool:
    """The server went away (restarted, network down): the outcome of a commit in flight is
    unknown; reconnect, then look for the action's token."""
    if isinstance(exc, DBAPIError) and exc.connection_invalidated:
        return True
    state = sqlstate(exc)
    if state is not None and state[:2] in ("08", "57"):  # connection exception, admin shutdown
        return True
    import psycopg

    orig = exc.orig if isinstance(exc, DBAPIError) else exc
    return isinstance(orig, psycopg.OperationalError) and state is None


def backoff(attempt: int) -> None:
    """Sleep before the next attempt: exponential with jitter, from 5 ms to about 0.3 s."""
    time.sleep(min(0.3, 0.005 * (2 ** attempt)) * (0.5 + random.random()))


def migrate(engine: Engine, script_location: Any, target: str = "head") -> None:
    """Upgrade the server's database to ``target`` in one transaction, under an advisory
    lock (a second laptop waits, then finds it done)."""
    from alembic import command

    from app.model import db as dbmod

    cfg = dbmod._alembic_config(script_location)
    with engine.connect() as conn:
        conn.info["begin"] = "DDL"
        with conn.begin():
            conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_MIGRATION_LOCK})")
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, target)


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        conn.info["begin"] = ""
        with conn.begin():
            exists = conn.exec_driver_sql(
                "SELECT to_regclass('alembic_version') IS NOT NULL").scalar()
            if not exists:
                return None
            value = conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
            return None if value is None else str(value)


@dataclass(frozen=True)
class Notice:
    """Another laptop's write: its campaign and record, and what it changed (``None``:
    not said — refresh all of the campaign)."""

    campaign: int
    history: int
    players: frozenset[int] | None = None
    games: frozenset[int] | None = None
    campaign_list: bool = True


def notice_payload(campaign_id: int, history_id: int, touched: Any) -> str:
    """The ``pg_notify`` payload of a record: JSON naming what the action changed."""
    import json

    doc: dict[str, Any] = {"c": campaign_id, "h": history_id}
    if touched is not None:
        doc.update(p=sorted(touched.players), g=sorted(touched.games),
                   l=bool(touched.tables & {"campaigns", "players", "games"}))
    text = json.dumps(doc, separators=(",", ":"))
    return text if len(text) < 7900 else json.dumps({"c": campaign_id, "h": history_id})


def parse_notice(payload: str) -> Notice | None:
    import json

    try:
        doc = json.loads(payload)
        cid, hid = int(doc["c"]), int(doc["h"])
    except (ValueError, KeyError, TypeError):
        return None
    if "p" not in doc:
        return Notice(cid, hid)
    try:
        return Notice(cid, hid, frozenset(int(p) for p in doc["p"]),
                      frozenset(int(g) for g in doc["g"]), bool(doc.get("l", True)))
    except (ValueError, KeyError, TypeError):
        return Notice(cid, hid)


class Listener:
    """Change notices of other laptops: a second connection LISTENing on :data:`CHANNEL`.

    :meth:`poll` never blocks: it returns the campaign ids named by the notices received
    since the last call (the GUI calls it from a timer)."""

    def __init__(self, url: str, password: str | None = None) -> None:
        import psycopg

        target = server_url(url).replace("postgresql+psycopg://", "postgresql://", 1)
        kwargs: dict[str, Any] = {"autocommit": True, "connect_timeout": 10}
        if password is not None:
            kwargs["password"] = password
        self._conn = psycopg.connect(target, **kwargs)
        self._conn.execute(f"LISTEN {CHANNEL}")
        self._pid = self._conn.info.backend_pid

    def poll_notices(self, own_pids: set[int] | None = None) -> list[Notice]:
        """Each notice received, oldest first, skipping those sent by ``own_pids`` (this
        laptop's own writes)."""
        found: list[Notice] = []
        with contextlib.suppress(Exception):
            for note in self._conn.notifies(timeout=0, stop_after=1000):
                if own_pids and note.pid in own_pids:
                    continue
                notice = parse_notice(note.payload)
                if notice is not None:
                    found.append(notice)
        return found

    def poll(self, own_pids: set[int] | None = None) -> list[tuple[int, int]]:
        """``(campaign id, history id)`` of each notice received (:meth:`poll_notices`)."""
        return [(n.campaign, n.history) for n in self.poll_notices(own_pids)]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._conn.close()


@contextlib.contextmanager
def admin_connection(url: str, password: str | None = None) -> Iterator[Any]:
    """A plain autocommit psycopg connection (set-up commands: roles, grants)."""
    import psycopg

    target = server_url(url).replace("postgresql+psycopg://", "postgresql://", 1)
    kwargs: dict[str, Any] = {"autocommit": True, "connect_timeout": 10}
    if password is not None:
        kwargs["password"] = password
    conn = psycopg.connect(target, **kwargs)
    try:
        yield conn
    finally:
        conn.close()


class RetryWrite(Exception):
    """Raised inside :meth:`StoreBase._transact`: the write was rolled back and may run again
    (``lost``: the connection went away, the outcome of the commit is unknown)."""

    def __init__(self, lost: bool) -> None:
        super().__init__("lost connection" if lost else "lost a race")
        self.lost = lost


@contextlib.contextmanager
def server_errors(url: str, *, retry: bool = False) -> Iterator[None]:
    """Turn the server's failures into store errors naming ``url`` (no password): it cannot
    be reached (``server_unreachable``), the login is refused (``server_login``), the role
    may not do this (``server_denied``: a player changing another's Force), the
    connection was lost (``server_lost``), other laptops kept winning (``conflict``).
    With ``retry``, races and lost connections raise :class:`RetryWrite` instead."""
    from app.model.errors import StoreLockedError, StoreReadOnlyError

    try:
        yield
    except StoreError:
        raise
    except DBAPIError as exc:
        state = sqlstate(exc)
        where = redact(url)
        if retryable(exc):
            if retry:
                raise RetryWrite(lost=False) from exc
            raise StoreLockedError("another laptop changed the campaign at the same time",
                                   path=where, reason="conflict") from exc
        if connection_lost(exc) or state is None:
            text = str(exc.orig if exc.orig is not None else exc)
            if retry and exc.connection_invalidated:
                raise RetryWrite(lost=True) from exc
            low = text.lower()
            if "password" in low or "authentication" in low or state == "28P01":
                raise StoreError("the server refused the login", path=where,
                                 reason="server_login") from exc
            if retry:
                raise RetryWrite(lost=True) from exc
            raise StoreError("the server cannot be reached", path=where,
                             reason="server_unreachable" if not exc.connection_invalidated
                             else "server_lost", error=text.strip()[:300]) from exc
        if state in ("42501",) or (state or "").startswith("28"):
            raise StoreReadOnlyError("the server does not let this login change that",
                                     path=where, reason="server_denied") from exc
        if state == "25006":  # read-only transaction
            raise StoreReadOnlyError("opened read-only", path=where, reason="opened") from exc
        raise


# -- passwords: the system keyring, never the settings file ------------------------------------

KEYRING_SERVICE = "Force Sheet"


def _keyring_user(url: str) -> str:
    """The keyring entry of a login on a server: ``login@host:port/database``."""
    parts = urlsplit(url)
    return f"{parts.username or ''}@{parts.hostname or ''}:{parts.port or 5432}{parts.path}"


def keep_password(url: str, password: str) -> str | None:
    """Keep ``password`` for ``url``'s login in the system keyring; the error in words when
    this computer has no usable keyring (``None``: kept)."""
    try:
        import keyring

        keyring.set_password(KEYRING_SERVICE, _keyring_user(url), password)
    except Exception as exc:  # no backend (a headless server), locked, refused
        return str(exc)[:200] or type(exc).__name__
    return None


def stored_password(url: str) -> str | None:
    """The password kept for ``url``'s login, ``None`` when there is none or no keyring
    (libpq still reads ``PGPASSWORD`` and ``~/.pgpass``)."""
    if urlsplit(url).password is not None:
        return None
    try:
        import keyring

        return keyring.get_password(KEYRING_SERVICE, _keyring_user(url))
    except Exception:
        return None
