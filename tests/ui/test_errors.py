"""Store errors reach the user in words: locked, newer version, damaged (with the backup offer),
disk full during an action."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.model import Store, StoreDiskFullError
from app.ui import errors
from app.ui.operations import Operations


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, title, text, _d: seen.append((title, text)))
    return seen


def test_a_database_open_elsewhere_is_explained(tmp_path: Path,
                                                told: list[tuple[str, str]]) -> None:
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False):
        assert errors.open_store(db) is None
    assert told[0][0] == "Campaign database in use"
    assert "already open in another Force Sheet window" in told[0][1]


def test_a_newer_database_is_refused_untouched(tmp_path: Path,
                                               told: list[tuple[str, str]]) -> None:
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as store:
        store.create_campaign("Kept")
    conn = sqlite3.connect(db)
    conn.execute("UPDATE alembic_version SET version_num = 'from_the_future'")
    conn.commit()
    conn.close()
    data = db.read_bytes()
    assert errors.open_store(db) is None
    assert told[0][0] == "Newer campaign database"
    assert "newer version of Force Sheet" in told[0][1]
    assert db.read_bytes() == data


def test_a_damaged_database_offers_the_newest_backup(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     told: list[tuple[str, str]]) -> None:
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as store:
        store.create_campaign("Saved in the backup")
        store.backup()
    db.write_bytes(b"SQLite format 3\x00" + b"\x13" * 5000)  # damaged beyond repair
    asked: list[str] = []
    monkeypatch.setattr(errors, "ASK", lambda _p, _t, text, _d: asked.append(text) or True)
    store = errors.open_store(db)
    assert store is not None
    try:
        assert [c.name for c in store.campaigns()] == ["Saved in the backup"]
    finally:
        store.close()
    assert "is damaged" in asked[0] and "Restore the newest backup" in asked[0]
    assert told == []


def test_a_damaged_database_checked_early_offers_the_newest_backup(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[tuple[str, str]]) -> None:
    """The start-up path: the file is locked and checked in a worker thread (``Opening``)
    before the window is built; a damaged file is still moved aside and a backup offered."""
    from app.model.guard import Opening

    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as store:
        store.create_campaign("Saved in the backup")
        store.backup()
    db.write_bytes(b"SQLite format 3\x00" + b"\x13" * 5000)
    asked: list[str] = []
    monkeypatch.setattr(errors, "ASK", lambda _p, _t, text, _d: asked.append(text) or True)
    store = errors.open_store(db, opening=Opening(db))
    assert store is not None
    try:
        assert [c.name for c in store.campaigns()] == ["Saved in the backup"]
    finally:
        store.close()
    assert "is damaged" in asked[0] and told == []
    assert len(list(tmp_path.glob("c.sqlite.damaged-*"))) == 1


def test_disk_full_during_an_action_is_shown_and_nothing_breaks(
        qtbot: QtBot, tmp_path: Path, told: list[tuple[str, str]]) -> None:
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    qtbot.addWidget(window)
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        operations = Operations(store, window)

        def full() -> None:
            raise StoreDiskFullError("no space left")

        with qtbot.assert_not_emitted(operations.changed):
            assert operations.run(full) is None
        assert told == [("Disk full", "The disk is full: nothing was saved. Free some space "
                                      "and try again.")]
        cid = operations.run(lambda: store.create_campaign("Still fine"))
        assert cid is not None
