"""The PostgreSQL server of the tests (issue 22): ``scripts/test`` starts a throw-away cluster
and sets ``FORCESHEET_TEST_PG`` (an admin URL); each test gets new databases made from a
template migrated once. In CI the server must be there: a missing one fails, never skips."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest

ADMIN_URL = os.environ.get("FORCESHEET_TEST_PG", "")
TEMPLATE = "fs_test_template"
_counter = itertools.count(1)
_made: list[str] = []
_state: dict[str, bool] = {}


def require_server() -> str:
    """The admin URL, or skip (fail in CI) when no server was started."""
    if not ADMIN_URL:
        if os.environ.get("CI"):
            pytest.fail("FORCESHEET_TEST_PG is not set: scripts/test must start PostgreSQL")
        pytest.skip("no PostgreSQL test server (FORCESHEET_TEST_PG); run ./scripts/test")
    return ADMIN_URL


def with_database(url: str, name: str, user: str | None = None,
                  password: str | None = None) -> str:
    parts = urlsplit(url)
    netloc = parts.netloc
    if user is not None:
        host = netloc.rsplit("@", 1)[-1]
        netloc = f"{user}:{password}@{host}" if password else f"{user}@{host}"
    return urlunsplit((parts.scheme, netloc, "/" + name, parts.query, ""))


def admin() -> Any:
    import psycopg

    return psycopg.connect(require_server(), autocommit=True)


def _template() -> None:
    if _state.get("template"):
        return
    from app.model import Store

    with admin() as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {TEMPLATE} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {TEMPLATE}")
    with Store.open(with_database(ADMIN_URL, TEMPLATE)):
        pass  # migrated to the head
    _state["template"] = True


def new_database(migrated: bool = True) -> str:
    """A new database (migrated to the head from the template, or empty); its admin URL."""
    require_server()
    if migrated:
        _template()
    name = f"fs_test_{os.getpid()}_{next(_counter)}"
    with admin() as conn:
        conn.execute(f"CREATE DATABASE {name}" + (f" TEMPLATE {TEMPLATE}" if migrated else ""))
    _made.append(name)
    return with_database(ADMIN_URL, name)


def drop_databases() -> None:
    if not _made or not ADMIN_URL:
        return
    with admin() as conn:
        while _made:
            conn.execute(f"DROP DATABASE IF EXISTS {_made.pop()} WITH (FORCE)")


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A new migrated database on the test server (admin login)."""
    try:
        yield new_database()
    finally:
        drop_databases()


@pytest.fixture
def store_backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
                  ) -> Iterator[str]:
    """Runs a store test on both dialects: on ``postgresql``, every ``Store.open(path)`` of
    the test opens a database of the test server instead (the same path, the same
    database: a test that reopens its file reopens it; a file copied from one opens the
    database of the file it was copied from, see :func:`copied`). Tests without the
    ``backends`` mark run on SQLite only."""
    if getattr(request, "param", "sqlite") == "sqlite":
        yield "sqlite"
        return
    require_server()
    from app.model.store.base import StoreBase

    opened: dict[str, str] = {}
    real = StoreBase.open.__func__  # type: ignore[attr-defined]

    def open_on_server(cls: Any, path: Path | str | None = None, **kw: Any) -> Any:
        from app.model.server import is_server_url

        if is_server_url(path):
            return real(cls, path, **kw)
        key = str(path)
        if key not in opened:
            opened[key] = new_database()
        for name in ("keep_backups", "daily_backup", "opening", "allow_new"):
            kw.pop(name, None)
        return real(cls, opened[key], **kw)

    monkeypatch.setattr(StoreBase, "open", classmethod(open_on_server))
    from sqlalchemy import Connection

    raw_sql = Connection.exec_driver_sql

    def qmark(self: Connection, statement: str, parameters: Any = None, *a: Any, **k: Any
              ) -> Any:
        """The tests' raw SQL is written for SQLite's ``?``: psycopg takes ``%s``."""
        if self.dialect.name == "postgresql" and parameters is not None:
            statement = statement.replace("%", "%%").replace("?", "%s")
        return raw_sql(self, statement, parameters, *a, **k)

    monkeypatch.setattr(Connection, "exec_driver_sql", qmark)
    _active["opened"] = opened
    try:
        yield "postgresql"
    finally:
        _active.clear()
        drop_databases()


_active: dict[str, dict[str, str]] = {}
DEMO_TEMPLATE = "fs_test_demo"


def copy_demo(target: Path) -> bool:
    """When a test runs on the server: ``target`` (a file path the test will open) opens a
    new database holding the demo campaign; ``False`` on SQLite (copy the file)."""
    opened = _active.get("opened")
    if opened is None:
        return False
    if not _state.get("demo"):
        from app.model import Store
        from app.model.demo import create_demo_campaign

        _template()
        with admin() as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {DEMO_TEMPLATE} WITH (FORCE)")
            conn.execute(f"CREATE DATABASE {DEMO_TEMPLATE} TEMPLATE {TEMPLATE}")
        with Store.open(with_database(ADMIN_URL, DEMO_TEMPLATE)) as store:
            create_demo_campaign(store)
        _state["demo"] = True
    name = f"fs_test_{os.getpid()}_{next(_counter)}"
    with admin() as conn:
        conn.execute(f"CREATE DATABASE {name} TEMPLATE {DEMO_TEMPLATE}")
    _made.append(name)
    opened[str(target)] = with_database(ADMIN_URL, name)
    return True


_templates: dict[str, str] = {}


def active() -> bool:
    """A test on the PostgreSQL backend is running."""
    return "opened" in _active


def copy_file(source: Path, target: Path) -> bool:
    """On the PostgreSQL backend: the database ``source`` opened becomes a template (kept
    for the session) and ``target`` opens a copy of it; ``False`` on SQLite (copy the file)."""
    opened = _active.get("opened")
    if opened is None:
        return False
    name = _templates.get(str(source))
    if name is None:
        url = opened[str(source)]
        name = urlsplit(url).path.strip("/")
        if name in _made:
            _made.remove(name)
        _templates[str(source)] = name
    copy = f"fs_test_{os.getpid()}_{next(_counter)}"
    with admin() as conn:
        conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                     "WHERE datname = %s AND pid <> pg_backend_pid()", (name,))
        conn.execute(f"CREATE DATABASE {copy} TEMPLATE {name}")
    _made.append(copy)
    opened[str(target)] = with_database(ADMIN_URL, copy)
    return True
