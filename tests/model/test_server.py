"""A campaign on a PostgreSQL server (issue 22): migrations, races between laptops, lost
connections, change notices, clear errors. Runs against the cluster ``scripts/test`` starts."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from sqlalchemy import func, select

from app.model import Store, StoreError
from app.model import server as srv
from app.model.store.base import HISTORY
from tests import pg
from tests.model.store_helpers import check, marines


def _seqs(store: Store, cid: int) -> list[int]:
    with store._read() as conn:
        return [int(r[0]) for r in conn.execute(
            select(HISTORY.c.seq).where(HISTORY.c.campaign_id == cid).order_by(HISTORY.c.seq))]


def test_an_empty_server_database_is_migrated_to_the_head_schema() -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from app.model import db as dbmod
    from app.model.schema import metadata

    url = pg.new_database(migrated=False)
    try:
        with Store.open(url) as store:
            assert store.server and store.url is not None and "@" in store.url
            assert srv.current_revision(store._engine) == dbmod.head_revision()
            with store._engine.connect() as conn:
                assert compare_metadata(MigrationContext.configure(conn), metadata) == []
            cid = store.create_campaign("Club")
            store.add_player(cid, "Ann", "space_marines", force=marines())
            check(store, cid)
        with Store.open(url) as again:  # opened again: nothing to migrate, all there
            assert [c.name for c in again.campaigns()] == ["Club"]
    finally:
        pg.drop_databases()


def test_a_laptop_waits_for_anothers_write_on_the_same_campaign(pg_url: str) -> None:
    """Laptop A holds an uncommitted record of the campaign; laptop B's action queues behind
    it (the campaign's row lock), then lands after A's: nothing lost, nothing twice."""
    with Store.open(pg_url) as a, Store.open(pg_url) as b:
        cid = a.create_campaign("Club")
        done: list[Any] = []
        with a._write() as conn:
            a._history(conn, cid, None, "note", {}, {}, is_action=False)
            worker = threading.Thread(target=lambda: done.append(b.rename_campaign(cid, "B")))
            worker.start()
            time.sleep(0.5)
            assert not done  # B waits for A
        worker.join(10)
        assert done
        assert _seqs(a, cid) == [1, 2, 3]
        assert a.campaign(cid).name == "B"
        assert b.replay_check(cid).ok


def test_a_write_that_loses_a_race_runs_again(pg_url: str, monkeypatch: pytest.MonkeyPatch
                                              ) -> None:
    """A serializable write (no campaign lock: a new campaign) that loses to another laptop
    is rolled back and run again."""
    from sqlalchemy.exc import OperationalError

    waits: list[int] = []
    monkeypatch.setattr(srv, "backoff", lambda attempt: waits.append(attempt))
    with Store.open(pg_url) as store:
        real = store._history
        lost: list[bool] = []

        class _Race(Exception):
            sqlstate = "40001"

        def lose_once(*args: Any, **kw: Any) -> int:
            if not lost:
                lost.append(True)
                raise OperationalError("INSERT", {}, _Race("could not serialize access"))
            return real(*args, **kw)

        monkeypatch.setattr(store, "_history", lose_once)
        cid = store.create_campaign("Club")
        monkeypatch.undo()
        assert lost and waits == [1]
        assert [c.name for c in store.campaigns()] == ["Club"]  # once
        assert _seqs(store, cid) == [1]
    assert srv.retryable(OperationalError("x", {}, _Race("")))
    assert not srv.retryable(OperationalError("x", {}, Exception("syntax")))


def test_laptops_acting_at_once_keep_one_sequence(pg_url: str) -> None:
    with Store.open(pg_url) as first:
        cid = first.create_campaign("Club")
    per_laptop, laptops = 12, 4
    errors: list[BaseException] = []
    start = threading.Barrier(laptops)

    def laptop(n: int) -> None:
        try:
            with Store.open(pg_url) as store:
                start.wait()
                for i in range(per_laptop):
                    store.set_campaign_notes(cid, f"laptop {n} note {i}")
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=laptop, args=(n,)) for n in range(laptops)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert errors == []
    with Store.open(pg_url) as store:
        seqs = _seqs(store, cid)
        assert seqs == list(range(1, 2 + per_laptop * laptops))
        notes = [e.inputs.get("notes") for e in store.history(cid) if e.is_action]
        assert sorted(notes) == sorted(f"laptop {n} note {i}" for n in range(laptops)
                                       for i in range(per_laptop))
        assert store.replay_check(cid).ok


def test_a_connection_dropped_mid_action_is_run_again_once(pg_url: str) -> None:
    with Store.open(pg_url) as store:
        cid = store.create_campaign("Club")
        pid = store.add_player(cid, "Ann", "space_marines", force=marines())
        real = store._digests
        dropped: list[int] = []

        def drop_then_digest(conn: Any, players: Any) -> Any:
            if not dropped:  # the server kills this laptop's connection mid-transaction
                backend = conn.exec_driver_sql("SELECT pg_backend_pid()").scalar()
                with pg.admin() as admin:
                    admin.execute("SELECT pg_terminate_backend(%s)", (backend,))
                dropped.append(backend)
            return real(conn, players)

        store._digests = drop_then_digest  # type: ignore[method-assign]
        store.rename_player(pid, "Ann the Bold")
        assert dropped
        del store._digests
        names = [e for e in store.history(cid) if e.kind == "player_renamed"]
        assert len(names) == 1
        assert store.player_summary(pid).name == "Ann the Bold"
        check(store, cid)


def test_a_commit_confirmed_too_late_is_not_run_twice(pg_url: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The action committed, then the connection died before the laptop heard so: on
    reconnecting it finds the action's token and does not run it again."""
    from sqlalchemy.exc import OperationalError

    with Store.open(pg_url) as store:
        cid = store.create_campaign("Club")
        real_write = store._write
        failed: list[bool] = []

        class _Lost(Exception):
            sqlstate = "08006"

        def write_then_lose() -> Any:
            import contextlib

            @contextlib.contextmanager
            def cm() -> Any:
                with real_write() as conn:
                    yield conn
                if not failed:  # committed; the answer never arrives
                    failed.append(True)
                    with store._errors():
                        raise OperationalError("COMMIT", {}, _Lost("server closed the "
                                               "connection unexpectedly"),
                                               connection_invalidated=True)
            return cm()

        monkeypatch.setattr(store, "_write", write_then_lose)
        changes = store.set_campaign_notes(cid, "once")
        assert failed and changes.campaigns == frozenset({cid})
        monkeypatch.undo()
        with store._read() as conn:
            count = conn.execute(select(func.count()).select_from(HISTORY).where(
                HISTORY.c.campaign_id == cid, HISTORY.c.kind == "campaign_notes")).scalar()
        assert count == 1


def test_other_laptops_hear_of_a_change_within_a_second(pg_url: str) -> None:
    with Store.open(pg_url) as a, Store.open(pg_url) as b:
        cid = a.create_campaign("Club")
        listener = b.listener()
        try:
            a.rename_campaign(cid, "Vigil Keep")
            deadline = time.monotonic() + 1.0
            heard: list[tuple[int, int]] = []
            while not heard and time.monotonic() < deadline:
                heard = listener.poll()
                time.sleep(0.02)
            assert heard and heard[0][0] == cid
            last = a.history(cid)[-1]
            assert heard[-1] == (cid, last.id)
            b.rename_campaign(cid, "Own change")
            time.sleep(0.2)
            assert listener.poll() == []  # a laptop is not told of its own writes
        finally:
            listener.close()


def test_server_errors_are_clear_and_never_show_the_password() -> None:
    url = pg.require_server()
    wrong = pg.with_database(url, "postgres", user="forcesheet_admin", password="not-it")
    with pytest.raises(StoreError) as info:
        Store.open(wrong)
    assert info.value.params["reason"] == "server_login"
    assert "not-it" not in str(info.value) and "not-it" not in repr(info.value.params)
    with pytest.raises(StoreError) as info:
        Store.open("postgresql://nobody:secret@127.0.0.1:1/club")
    assert info.value.params["reason"] == "server_unreachable"
    assert "secret" not in str(info.value.params)
    with pytest.raises(StoreError) as info:
        Store.open("postgresql://127.0.0.1/")
    assert info.value.params["reason"] == "bad_url"
    assert srv.server_url("postgresql://a@club.example.org/c").endswith("sslmode=require")
    assert "sslmode" not in srv.server_url("postgresql://a@localhost/c")
    assert srv.redact("postgresql://ann:pw@h:5/c") == "postgresql://ann@h:5/c"


def test_the_history_view_reads_a_server_history_as_a_files(pg_url: str) -> None:
    with Store.open(pg_url) as store:
        cid = store.create_campaign("Club")
        pid = store.add_player(cid, "Ann", "space_marines", force=marines())
        store.rename_player(pid, force_name="Hunters")
        store.undo(cid)
        full = store.history(cid)
        count, records = store.history_since(cid)
        assert count == len(full) and [r.entry() for r in records] == full
        assert all(r.token for r in records)  # every record of an action carries its token
