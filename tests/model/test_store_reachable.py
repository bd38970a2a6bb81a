"""The player's data always reachable (issue 14): restores that never leave the path empty,
backups that are verified before they are offered or rotated, damage that quick_check misses,
the lock file, leftovers of killed backups, read-only media."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.cli import main
from app.i18n.store_messages import store_message
from app.model import (
    Store,
    StoreDamagedError,
    StoreError,
    StoreReadOnlyError,
    find_backups,
    integrity_check,
    restore_backup,
)
from app.model import db as dbmod
from app.paths import backups_dir
from tests.conftest import ROOT
from tests.model.store_helpers import check, demo_copy
from tests.model.test_store_safety import run_child, scripts_with


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def garble(path: Path) -> None:
    data = bytearray(path.read_bytes())
    for i in range(2 * 4096, min(len(data), 6 * 4096)):
        data[i] = (i * 7919) % 251
    path.write_bytes(bytes(data))


def with_backups(tmp_path: Path, n: int = 1) -> tuple[Path, list[Path]]:
    db = demo_copy(tmp_path)
    made = []
    with Store.open(db, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        for i in range(n):
            store.rename_campaign(cid, f"Backup {i}")
            made.append(store.backup("manual").path)
            time.sleep(0.002)
        store.rename_campaign(cid, "Current")
    return db, made


# -- 1. restores ---------------------------------------------------------------------------------


def test_disk_full_during_restore_leaves_the_old_database_in_place(tmp_path: Path) -> None:
    db, (backup,) = with_backups(tmp_path)
    before = digest(db)
    report = run_child("restorefull", str(db), str(backup))
    assert report["error"] == "store.disk_full"
    assert db.exists() and digest(db) == before  # the old database, untouched
    assert not [f for f in report["files"] if f.endswith(".tmp")]  # no half copy left
    assert not [f for f in report["files"] if ".replaced-" in f]
    with Store.open(db, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        assert store.campaign(cid).name == "Current"
        store.rename_campaign(cid, "Still writable")
        check(store, cid)


def test_sigkill_during_restores_always_leaves_a_whole_database(tmp_path: Path) -> None:
    db, backups = with_backups(tmp_path, 2)
    report = run_child("restorekill", str(db), "20", "14", *map(str, backups), timeout=150)
    assert report["kills"] == 20
    assert report["problems"] == []  # a usable database at the path after every kill
    assert set(report["names"]) <= {"Current", "Backup 0", "Backup 1"}
    # the next app to open it (a new process) opens it and cleans the killed restores' copy
    code = ("import sys\nfrom app.model import Store\n"
            "with Store.open(sys.argv[1], daily_backup=False) as s:\n"
            "    print(s.campaigns()[0].name)\n")
    out = subprocess.run([sys.executable, "-c", code, str(db)], capture_output=True,
                         text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                         timeout=60)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() in {"Current", "Backup 0", "Backup 1"}
    assert not db.with_name(db.name + dbmod.RESTORE_TMP).exists()
    print(f"kills during restores: {report['kills']}, databases lost: 0")


def test_restore_keeps_the_replaced_file_and_its_pending_wal(tmp_path: Path) -> None:
    db, (backup,) = with_backups(tmp_path)
    kept = restore_backup(backup, db)
    assert kept is not None and kept.exists()
    with Store.open(kept, daily_backup=False, allow_new=False) as old:
        assert old.campaigns()[0].name == "Current"  # what was in place, its WAL folded in
    with Store.open(db, daily_backup=False) as store:
        assert store.campaigns()[0].name == "Backup 0"
    assert not db.with_name(db.name + dbmod.RESTORE_TMP).exists()


# -- 2. backups ----------------------------------------------------------------------------------


def test_a_damaged_backup_is_never_offered(tmp_path: Path) -> None:
    db, (older, newer) = with_backups(tmp_path, 2)
    garble(newer)
    assert [b.path for b in find_backups(db)] == [older]  # the newest *good* one first
    assert len(find_backups(db, verify=False)) == 2
    with pytest.raises(StoreDamagedError) as err:
        restore_backup(newer, db)
    assert err.value.params["reason"] == "backup"
    text = store_message(err.value)
    assert "nothing was restored" in text and "moved to  " not in text
    garble(db)
    with pytest.raises(StoreDamagedError) as err:
        Store.open(db)
    assert err.value.params["backup"] == str(older)


def test_rotation_never_deletes_the_backup_just_verified(tmp_path: Path) -> None:
    """A clock set back: the backups on disk look newer than the one just made."""
    db, (made,) = with_backups(tmp_path)
    for year in ("2098", "2099"):
        ahead = backups_dir(db) / made.name.replace(made.name[len(db.stem) + 1:][:4], year, 1)
        ahead.write_bytes(made.read_bytes())
    with Store.open(db, daily_backup=False) as store:
        info = store.backup("manual", keep=2)
        assert info.path.exists()  # today's rotation deleted it: "older" than 2098 and 2099
        assert info.path in [b.path for b in find_backups(db)]
        info0 = store.backup("manual", keep=0)
    assert info0.path.exists()  # keep=0 still keeps the one just made


def test_damaged_message_without_a_backup_does_not_offer_one(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]
                                                             ) -> None:
    db = demo_copy(tmp_path)
    garble(db)
    assert main(["--db", str(db), "db", "check"]) == 1
    out = capsys.readouterr().out
    assert "is damaged" in out and "You can restore" not in out and "no good backup" in out
    with pytest.raises(StoreDamagedError) as err:
        Store.open(db)
    text = store_message(err.value)
    assert "You can restore" not in text and str(err.value.params["moved_to"]) in text


def test_an_empty_file_with_backups_is_offered_them(tmp_path: Path) -> None:
    db, (backup,) = with_backups(tmp_path)
    for side in ("-wal", "-shm"):
        db.with_name(db.name + side).unlink(missing_ok=True)
    db.write_bytes(b"")
    with pytest.raises(StoreDamagedError) as err:
        Store.open(db)
    assert err.value.params["reason"] == "empty" and err.value.params["backup"] == str(backup)
    assert Path(str(err.value.params["moved_to"])).stat().st_size == 0
    assert "You can restore the newest good backup" in store_message(err.value)


def test_after_a_damaged_file_is_moved_aside_no_silent_empty_database(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, (backup,) = with_backups(tmp_path)
    garble(db)
    with pytest.raises(StoreDamagedError) as first:
        Store.open(db)
    moved = str(first.value.params["moved_to"])
    # the next open (the app started again, the command line) says so again
    with pytest.raises(StoreDamagedError) as again:
        Store.open(db)
    assert again.value.params["reason"] == "missing_moved"
    assert again.value.params["moved_to"] == moved
    assert again.value.params["backup"] == str(backup)
    assert main(["--db", str(db), "db", "check"]) == 1
    out = capsys.readouterr().out
    assert "ok (0 campaigns)" not in out and moved in out and "newest good backup" in out
    assert main(["--db", str(db), "campaign", "list"]) == 2
    assert "No campaigns" not in capsys.readouterr().out
    assert not db.exists()  # nothing was created
    with Store.open(db, allow_new=True, daily_backup=False) as store:  # the player chose so
        assert store.campaigns() == []


def test_db_check_changes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, (backup,) = with_backups(tmp_path)
    garble(db)
    before = digest(db)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert main(["--db", str(db), "db", "check", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is False and report["backup"] == str(backup)
    assert main(["--db", str(db), "db", "check"]) == 1
    assert "Nothing was changed" in capsys.readouterr().out
    assert digest(db) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == files  # nothing moved aside
    assert main(["--db", str(tmp_path / "none.sqlite"), "db", "check"]) == 2
    assert not (tmp_path / "none.sqlite").exists()


# -- 3. damage quick_check misses ----------------------------------------------------------------


def index_damage(db: Path) -> None:
    """A row changed in its table but not in its index: quick_check passes, integrity_check
    and therefore the verification of every backup fail."""
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE extra (x TEXT UNIQUE)")
    conn.execute("INSERT INTO extra VALUES ('needle-aaaaaaaa')")
    conn.commit()
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    data = db.read_bytes()
    at = data.index(b"needle-aaaaaaaa")
    db.write_bytes(data[:at] + b"needle-bbbbbbbb" + data[at + 15:])
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA quick_check").fetchall() == [("ok",)]
        assert conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]
    finally:
        conn.close()


def test_damage_found_by_the_daily_backup_is_treated_as_damage(tmp_path: Path) -> None:
    db, (backup,) = with_backups(tmp_path)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE store_info SET value = '2000-01-01T00:00:00+00:00' "
                 "WHERE key = 'last_backup'")  # the daily backup is due
    conn.commit()
    conn.close()
    index_damage(db)
    with pytest.raises(StoreDamagedError) as err:
        Store.open(db)  # the daily backup is due: its copy fails integrity_check
    assert not db.exists() and Path(str(err.value.params["moved_to"])).exists()
    assert err.value.params["backup"] == str(backup)
    assert "reported an error" not in store_message(err.value)
    assert not list(backups_dir(db).glob("*.tmp"))
    restore_backup(backup, db)
    with Store.open(db) as store:
        assert store.campaigns()[0].name == "Backup 0"


def test_damage_found_by_the_migration_backup_is_treated_as_damage(tmp_path: Path) -> None:
    db, (backup,) = with_backups(tmp_path)
    index_damage(db)
    scripts = scripts_with(tmp_path, "0099", "op.create_table('later', sa.Column('x', "
                                              "sa.Integer))")
    with pytest.raises(StoreDamagedError) as err:
        Store.open(db, daily_backup=False, script_location=scripts)  # its backup fails
    assert err.value.params["backup"] == str(backup) and not db.exists()


def test_a_sound_file_whose_backup_copy_fails_still_opens(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    db = demo_copy(tmp_path)
    real = dbmod._verify
    monkeypatch.setattr(dbmod, "_verify",
                        lambda p: False if p.name.endswith(".tmp") else real(p))
    with Store.open(db) as store:  # no daily backup this time, no error, nothing moved
        assert store.campaigns()
    assert db.exists() and not list(tmp_path.glob("*.damaged-*"))


# -- 4. the lock file ----------------------------------------------------------------------------


def test_a_symlinked_lock_file_is_refused_and_its_target_untouched(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    precious = tmp_path / "precious.txt"
    precious.write_text("the player's notes")
    db.with_name(db.name + ".lock").symlink_to(precious)
    with pytest.raises(StoreError) as err:
        Store.open(db, daily_backup=False)
    assert err.value.params["reason"] == "lock_link"
    assert "is a link" in store_message(err.value)
    with pytest.raises(StoreError):
        restore_backup(db, db)
    assert precious.read_text() == "the player's notes"
    db.with_name(db.name + ".lock").unlink()
    os.link(precious, db.with_name(db.name + ".lock"))  # a hard link is refused too
    with pytest.raises(StoreError) as err:
        Store.open(db, daily_backup=False)
    assert err.value.params["reason"] == "lock_link"
    assert precious.read_text() == "the player's notes"


# -- 5. leftovers --------------------------------------------------------------------------------


def test_temporary_files_of_killed_backups_are_cleaned_at_open(tmp_path: Path) -> None:
    db, (backup,) = with_backups(tmp_path)
    folder = backups_dir(db)
    stale = [folder / "demo-20240101-101010123456-daily.sqlite.tmp",
             folder / "demo-20240101-101010123456-daily.sqlite.tmp-journal",
             db.with_name(db.name + ".restore.tmp")]
    mine = [folder / "demo-notes.sqlite.tmp", tmp_path / "demo.sqlite.mine.tmp",
            tmp_path / "other.restore.tmp"]
    old = time.time() - 3600
    for f in stale + mine:
        f.write_bytes(b"half a copy")
        os.utime(f, (old, old))
    fresh = folder / "demo-20240101-101010999999-manual.sqlite.tmp"  # newer than the process
    fresh.write_bytes(b"another process right now")
    with Store.open(db, daily_backup=False):
        pass
    assert not [f for f in stale if f.exists()]
    assert all(f.exists() for f in mine) and fresh.exists()
    assert backup.exists()


# -- 6. read-only --------------------------------------------------------------------------------


def test_read_only_open_shows_the_campaigns_and_refuses_writes(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    before = digest(db)
    files = sorted(p.name for p in tmp_path.iterdir())
    with Store.open(db, read_only=True) as store:
        assert store.read_only
        cid = store.campaigns()[0].id
        assert store.players(cid)
        assert store.check_invariants(cid) == []
        with pytest.raises(StoreReadOnlyError) as err:
            store.rename_campaign(cid, "No")
        assert "open read-only" in store_message(err.value)
        with pytest.raises(StoreReadOnlyError):
            store.backup("manual")
    assert digest(db) == before
    # the lock file is all that may appear (no -wal, -shm, backups)
    assert set(p.name for p in tmp_path.iterdir()) - set(files) <= {"demo.sqlite.lock"}


def test_unwritable_folder_opens_read_only_by_itself(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Root ignores permissions, so the unwritable folder is mocked (``dbmod.writable``, the
    store's only question) and the lock file cannot be created (``InstanceLock.acquire``)."""
    db = demo_copy(tmp_path)
    before = digest(db)

    def no_lock(self: dbmod.InstanceLock) -> None:
        raise PermissionError(13, "Permission denied", str(self.path))

    monkeypatch.setattr(dbmod, "writable", lambda _db: False)
    monkeypatch.setattr(dbmod.InstanceLock, "acquire", no_lock)
    with Store.open(db) as store:
        assert store.read_only and store.campaigns()
    assert main(["--db", str(db), "campaign", "list"]) == 0
    assert capsys.readouterr().out.startswith("1\t")
    assert main(["--db", str(db), "db", "check"]) == 0
    assert "ok (1 campaigns)" in capsys.readouterr().out
    assert main(["--db", str(db), "db", "backup"]) == 2
    assert "read-only" in capsys.readouterr().err
    assert digest(db) == before and sorted(p.name for p in tmp_path.iterdir()) == [
        "demo.sqlite"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores permissions")
def test_read_only_by_chmod(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    db = demo_copy(folder)
    os.chmod(db, 0o444)
    os.chmod(folder, 0o555)
    try:
        assert main(["--db", str(db), "campaign", "list"]) == 0
        assert main(["--db", str(db), "db", "check"]) == 0
    finally:
        os.chmod(folder, 0o755)
        os.chmod(db, 0o644)


def test_read_only_file_with_a_pending_wal_reads_it(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    with Store.open(db, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        store.rename_campaign(cid, "In the WAL")
        raw = store._conn.connection.dbapi_connection
        assert raw is not None
        # keep the WAL: copy the files while the store is open
        copy = tmp_path / "copy"
        copy.mkdir()
        for name in ("demo.sqlite", "demo.sqlite-wal"):
            (copy / name).write_bytes((tmp_path / name).read_bytes())
    with Store.open(copy / "demo.sqlite", read_only=True) as ro:
        assert ro.campaign(cid).name == "In the WAL"
    assert integrity_check(db) == ["ok"]
