"""Nothing is ever lost: locks, versions, damaged files, migrations, backups, disk full,
crashes (issue 5, "Tests that must exist")."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from sqlalchemy.exc import IntegrityError

from app.model import (
    Store,
    StoreDamagedError,
    StoreLockedError,
    StoreNewerVersionError,
    find_backups,
    integrity_check,
    restore_backup,
)
from app.model import db as dbmod
from app.paths import backups_dir
from tests.conftest import ROOT
from tests.model.store_helpers import check, demo_copy

TABLES = ("campaigns", "players", "groups", "models", "games", "teams", "game_players",
          "rp_entries", "history", "changes", "team_list_copies")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def counts(db: Path) -> dict[str, int]:
    conn = sqlite3.connect(db)
    try:
        return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}
    finally:
        conn.close()


def dump(db: Path) -> list[str]:
    conn = sqlite3.connect(db)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def run_child(*args: str, timeout: float = 120) -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "tests.model.store_child", *args],
                         capture_output=True, text=True, cwd=ROOT, env=env, timeout=timeout)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout)


# -- one app per database ------------------------------------------------------------------


def test_second_instance_is_refused_while_the_first_keeps_working(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    with Store.open(db, daily_backup=False) as first:
        cid = first.campaigns()[0].id
        with pytest.raises(StoreLockedError) as err:
            Store.open(db)
        assert err.value.code == "store.locked" and err.value.params["pid"] == os.getpid()
        # another process is refused too, with the same clear error
        code = ("from app.model import Store, StoreLockedError\n"
                f"try:\n    Store.open({str(db)!r})\nexcept StoreLockedError as e:\n"
                "    print(e.code)\n")
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)
        assert out.stdout.strip() == "store.locked", out.stderr
        first.rename_campaign(cid, "Still mine")
        assert first.campaign(cid).name == "Still mine"
        check(first, cid)
    with Store.open(db, daily_backup=False) as again:  # free once the first closed
        assert again.campaign(cid).name == "Still mine"


# -- versions ------------------------------------------------------------------------------


def test_newer_database_is_refused_and_left_byte_for_byte(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE alembic_version SET version_num='9999_from_the_future'")
    conn.commit()
    conn.close()
    before = digest(db)
    listing = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(StoreNewerVersionError) as err:
        Store.open(db)
    assert err.value.params["version"] == "9999_from_the_future"
    assert digest(db) == before
    assert not backups_dir(db).exists()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")) == listing
    with pytest.raises(StoreNewerVersionError):  # and again: still refused, still unchanged
        Store.open(db)
    assert digest(db) == before


# -- damaged files and backups ----------------------------------------------------------------


def test_damaged_file_is_moved_aside_and_the_newest_backup_restored(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    with Store.open(db, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        older = store.backup("manual")
        time.sleep(0.01)
        store.rename_campaign(cid, "Backed up")
        newest = store.backup("manual")
        names = [p.name for p in store.players(cid)]
    assert find_backups(db)[0].path == newest.path and find_backups(db)[1].path == older.path
    data = bytearray(db.read_bytes())
    page = 4096
    for i in range(2 * page, min(len(data), 6 * page)):
        data[i] = (i * 7919) % 251
    db.write_bytes(bytes(data))
    damaged = digest(db)
    with pytest.raises(StoreDamagedError) as err:
        Store.open(db)
    moved = Path(str(err.value.params["moved_to"]))
    assert not db.exists() and moved.exists() and digest(moved) == damaged
    assert err.value.params["backup"] == str(newest.path)
    restore_backup(Path(str(err.value.params["backup"])), db)
    with Store.open(db, daily_backup=False) as store:
        assert store.campaign(cid).name == "Backed up"
        assert [p.name for p in store.players(cid)] == names
        check(store, cid)
    assert digest(moved) == damaged  # never overwritten


def test_not_a_database_is_damaged_too(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite"
    db.write_bytes(b"this is a shopping list, not a database" * 200)
    with pytest.raises(StoreDamagedError) as err:
        Store.open(db)
    assert err.value.params["backup"] is None
    assert Path(str(err.value.params["moved_to"])).read_bytes().startswith(b"this is")


def test_backups_are_verified_and_rotated(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    with Store.open(db, daily_backup=True, keep_backups=3) as store:
        daily = find_backups(db)
        assert [b.reason for b in daily] == ["daily"]
        for _ in range(5):
            store.backup("manual", keep=3)
    backups = find_backups(db)
    assert len(backups) == 3 and all(b.reason == "manual" for b in backups)
    assert all(integrity_check(b.path) == ["ok"] for b in backups)
    assert not list(backups_dir(db).glob("*.tmp"))
    assert counts(backups[0].path) == counts(db)
    with Store.open(db, daily_backup=True, keep_backups=3):
        pass  # the last daily backup is recent: no new one
    assert len([b for b in find_backups(db) if b.reason == "daily"]) == 0


# -- migrations ---------------------------------------------------------------------------------


def scripts_with(tmp_path: Path, name: str, body: str) -> Path:
    target = tmp_path / "migrations"
    shutil.copytree(dbmod.MIGRATIONS, target,
                    ignore=shutil.ignore_patterns("__pycache__"))
    lines = [
        '"""test migration"""',
        "import sqlalchemy as sa",
        "from alembic import op",
        "",
        f"revision = {name!r}",
        f"down_revision = {dbmod.known_revisions(dbmod.MIGRATIONS)[-1]!r}",  # after the head
        "branch_labels = None",
        "depends_on = None",
        "",
        "",
        "def upgrade() -> None:",
        textwrap.indent(textwrap.dedent(body).strip("\n"), "    "),
        "",
        "",
        "def downgrade() -> None:",
        "    pass",
        "",
    ]
    (target / "versions" / f"{name}.py").write_text("\n".join(lines))
    return target


def test_failing_migration_leaves_no_trace(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    before = dump(db)
    scripts = scripts_with(tmp_path, "0002_broken", """
        with op.batch_alter_table("models") as batch:
            batch.add_column(sa.Column("note", sa.Text(), nullable=True))
        op.create_table("extra", sa.Column("id", sa.Integer(), primary_key=True))
        op.execute("UPDATE players SET rp = rp + 100")
        raise RuntimeError("this migration is broken")
    """)
    with pytest.raises(RuntimeError, match="broken"):
        Store.open(db, script_location=scripts)
    assert dump(db) == before
    assert integrity_check(db) == ["ok"]
    assert [b.reason for b in find_backups(db)] == ["migration"]  # taken before trying
    with Store.open(db, daily_backup=False) as store:  # the app still opens it
        check(store, store.campaigns()[0].id)


def test_migration_breaking_foreign_keys_rolls_back(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    before = dump(db)
    scripts = scripts_with(tmp_path, "0002_orphans", """
        op.execute("UPDATE models SET player_id = 999 WHERE id = 1")
    """)
    with pytest.raises(Exception, match="foreign_key_check"):
        Store.open(db, script_location=scripts)
    assert dump(db) == before


def test_migration_of_a_populated_copy_keeps_every_row(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    before = counts(db)
    scripts = scripts_with(tmp_path, "0002_notes", """
        with op.batch_alter_table("models") as batch:
            batch.add_column(sa.Column("note", sa.Text(), nullable=False, server_default=""))
        with op.batch_alter_table("players") as batch:
            batch.alter_column("force_name", type_=sa.String(300))
    """)
    with Store.open(db, script_location=scripts, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        assert counts(db) == before
        check(store, cid)
        store.undo(cid)  # history and undo data survived the table rebuilds
        check(store, cid)
        with store._read() as conn:
            assert conn.exec_driver_sql("PRAGMA foreign_key_check").all() == []
            assert conn.exec_driver_sql(
                "SELECT version_num FROM alembic_version").scalar() == "0002_notes"
    assert integrity_check(db) == ["ok"]
    backup = find_backups(db)[0]
    assert backup.reason == "migration" and counts(backup.path) == before


def test_schema_of_the_migrations_matches_the_mappings(tmp_path: Path) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import create_engine

    from app.model.schema import metadata

    db = tmp_path / "c.sqlite"
    Store.open(db, daily_backup=False).close()
    engine = create_engine(f"sqlite:///{db}")
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), metadata)
    engine.dispose()
    assert diff == []


# -- disk full and crashes ----------------------------------------------------------------------


def test_disk_full_is_a_clean_error_and_later_writes_work(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    report = run_child("diskfull", str(db))
    assert report["error"] == "store.disk_full"
    assert report["committed"] > 0 and report["missing"] == []
    assert integrity_check(db) == ["ok"]
    with Store.open(db, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        pid = store.players(cid)[0].id
        names = {m.name for m in store.force(pid).models}
        assert len([n for n in names if n.startswith("full-")]) == report["committed"]
        store.rename_campaign(cid, "Room again")
        assert store.campaign(cid).name == "Room again"
        check(store, cid)


def test_sigkill_at_random_moments(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    report = run_child("crash", str(db), "110", "7", timeout=150)
    assert report["problems"] == []
    assert report["kills"] >= 100
    committed = report["committed"]
    assert len(committed) >= report["kills"]  # every worker was killed while committing
    assert integrity_check(db) == ["ok"]
    with Store.open(db, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        markers: set[str] = set()
        for entry in store.history(cid):
            for value in (*entry.inputs.values(),):
                if isinstance(value, str):
                    markers.add(value)
        missing = [m for m in committed if m not in markers]
        assert missing == []
        check(store, cid)
    print(f"kills survived: {report['kills']}, actions committed: {len(committed)}")


def test_a_database_before_rounds_migrates_to_them(tmp_path: Path) -> None:
    # Migration 0002 (issue 17) on a populated 0001 file: every row kept, the new columns
    # empty (no round, no finale), and the campaign works on.
    from alembic import command

    db = demo_copy(tmp_path)
    full = counts(db)
    engine = dbmod.create_engine(db)
    with engine.connect() as conn:
        raw = conn.connection.dbapi_connection
        assert raw is not None
        raw.execute("PRAGMA foreign_keys=OFF")  # as migrate() does: table rebuilds cascade
        cfg = dbmod._alembic_config(dbmod.MIGRATIONS)
        cfg.attributes["connection"] = conn
        with conn.begin():
            command.downgrade(cfg, "0001")
    engine.dispose()
    assert counts(db) == full
    conn = sqlite3.connect(db)
    try:
        before = {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                  for t in TABLES if t != "rounds"}
    finally:
        conn.close()
    with Store.open(db, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        check(store, cid)
        assert store.rounds(cid) == []
        with store._read() as conn:
            assert conn.exec_driver_sql(
                "SELECT version_num FROM alembic_version").scalar() == dbmod.head_revision()
            assert conn.exec_driver_sql(
                "SELECT count(*) FROM teams WHERE finale OR round_no IS NOT NULL").scalar() == 0
        assert store.replay_check(cid).ok
    after = counts(db)
    assert {k: v for k, v in after.items() if k != "rounds"} == before


def test_a_database_before_tokens_migrates_to_them(tmp_path: Path) -> None:
    # Migration 0003 (issue 22) on a populated 0002 file: every row kept, no record has a
    # token, the history's sequence becomes unique per campaign, and the campaign works on.
    from alembic import command

    db = demo_copy(tmp_path)
    full = counts(db)
    engine = dbmod.create_engine(db)
    with engine.connect() as conn:
        raw = conn.connection.dbapi_connection
        assert raw is not None
        raw.execute("PRAGMA foreign_keys=OFF")
        cfg = dbmod._alembic_config(dbmod.MIGRATIONS)
        cfg.attributes["connection"] = conn
        with conn.begin():
            command.downgrade(cfg, "0002")
    engine.dispose()
    assert counts(db) == full
    with Store.open(db, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        with store._read() as conn:
            assert conn.exec_driver_sql(
                "SELECT count(*) FROM history WHERE token IS NOT NULL").scalar() == 0
            seq = conn.exec_driver_sql(
                "SELECT seq FROM history WHERE campaign_id = ? LIMIT 1", (cid,)).scalar()
        with store._write() as conn, pytest.raises(IntegrityError):
            conn.exec_driver_sql(
                "INSERT INTO history (campaign_id, seq, kind, inputs, summary, created_at, "
                "is_action, undone, redoable) VALUES (?, ?, 'x', '{}', '{}', '', 0, 0, 0)",
                (cid, seq))
        assert store.replay_check(cid).ok
    assert counts(db) == full
