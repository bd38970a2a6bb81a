"""The recovery at start-up (issue 14): declining the backup starts a new database (the store
otherwise offers the backup again), a missing database with backups offers them, a read-only
database is said so."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.model import Store, StoreDamagedError
from app.model import db as dbmod
from app.ui import errors


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, title, text, _d: seen.append((title, text)))
    return seen


def damaged_with_backup(tmp_path: Path) -> Path:
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as store:
        store.create_campaign("Saved in the backup")
        store.backup()
    db.write_bytes(b"SQLite format 3\x00" + b"\x13" * 5000)
    return db


def test_declining_the_backup_starts_a_new_database(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    told: list[tuple[str, str]]) -> None:
    db = damaged_with_backup(tmp_path)
    asked: list[str] = []
    monkeypatch.setattr(errors, "ASK", lambda _p, _t, text, _d: asked.append(text) and False)
    store = errors.open_store(db)
    assert store is not None and told == []
    try:
        assert store.campaigns() == []
    finally:
        store.close()
    assert "You can restore" not in asked[0]  # the window asks in its own words, once


def test_next_start_after_moving_aside_offers_the_backup_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[tuple[str, str]]) -> None:
    db = damaged_with_backup(tmp_path)
    with pytest.raises(StoreDamagedError):
        Store.open(db)  # moved aside (a command line run, a crash before the dialog)
    asked: list[str] = []
    monkeypatch.setattr(errors, "ASK", lambda _p, _t, text, _d: asked.append(text) or True)
    store = errors.open_store(db)
    assert store is not None
    try:
        assert [c.name for c in store.campaigns()] == ["Saved in the backup"]
    finally:
        store.close()
    assert "was damaged and moved to" in asked[0]


def test_a_read_only_database_is_said_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         told: list[tuple[str, str]]) -> None:
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as store:
        store.create_campaign("On a CD")
    monkeypatch.setattr(dbmod, "writable", lambda _db: False)
    store = errors.open_store(db)
    assert store is not None
    try:
        assert store.read_only and [c.name for c in store.campaigns()] == ["On a CD"]
    finally:
        store.close()
    assert told and "open read-only" in told[0][1]
