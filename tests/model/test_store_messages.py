"""Store errors in words (translated), and SQLite failures mapped to store errors."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest

from app.i18n.store_messages import STORE_MESSAGES, store_message
from app.model import (
    Store,
    StoreDiskFullError,
    StoreError,
    StoreHistoryError,
    StoreLockedError,
    StoreNotFoundError,
    StoreReadOnlyError,
    StoreRuleError,
    errors,
)
from app.model.db import translate_error
from tests.model.store_helpers import check, demo_copy

pytestmark = pytest.mark.backends


def test_every_error_class_has_words() -> None:
    classes = [getattr(errors, name) for name in errors.__all__]
    for cls in classes:
        assert cls.code in STORE_MESSAGES, cls
    text = store_message(StoreLockedError("", path="/x/campaigns.sqlite", pid=12))
    assert "/x/campaigns.sqlite" in text and "{" not in text
    assert store_message(StoreHistoryError("", campaign=1, what="undo")) == (
        "There is nothing to undo.")
    assert store_message(StoreNotFoundError("", kind="player", id=4)) == "There is no player 4."
    assert "only 2" in store_message(StoreRuleError("", reason="not_enough_dice", used=2))
    assert store_message(StoreError()) == STORE_MESSAGES["store.error"]


def test_sqlite_failures_map_to_store_errors() -> None:
    assert isinstance(translate_error(sqlite3.OperationalError("database or disk is full")),
                      StoreDiskFullError)
    assert isinstance(translate_error(OSError(errno.ENOSPC, "No space left")), StoreDiskFullError)
    assert isinstance(translate_error(sqlite3.OperationalError(
        "attempt to write a readonly database")), StoreReadOnlyError)
    assert isinstance(translate_error(OSError(errno.EROFS, "Read-only file system")),
                      StoreReadOnlyError)
    assert translate_error(sqlite3.OperationalError("no such table: x")) is None


@pytest.mark.sqlite_only  # the SQLite file itself
def test_read_only_database_is_a_clean_error(tmp_path: Path) -> None:
    with Store.open(demo_copy(tmp_path), daily_backup=False) as store:
        cid = store.campaigns()[0].id
        before = store.history(cid)
        raw = store._conn.connection.dbapi_connection
        assert raw is not None
        raw.execute("PRAGMA query_only=ON")  # every write now fails like a read-only file
        with pytest.raises(StoreReadOnlyError) as err:
            store.rename_campaign(cid, "Nope")
        assert "read-only" in store_message(err.value)
        assert store.history(cid) == before and store.campaign(cid).name != "Nope"
        raw.execute("PRAGMA query_only=OFF")
        store.rename_campaign(cid, "Yes")
        assert store.campaign(cid).name == "Yes"
        check(store, cid)


@pytest.mark.parametrize("document", [
    {"format": "forcesheet-roster", "version": 1},  # required keys missing
    {"format": "forcesheet-roster", "version": 1, "team_list": 7, "models": []},
    {"format": "forcesheet-roster", "version": 1, "team_list": "orks", "models": [],
     "colour": "red"},
    {"format": "forcesheet-roster", "version": 1, "team_list": "orks",
     "models": [{"uid": "a", "entry": "boy", "options": [3]}]},
    {"format": "forcesheet-roster", "version": 1, "team_list": "orks",
     "models": [{"uid": "a", "entry": "boy", "options": [{"entry": "x", "count": 0}]}]},
    {"format": "something-else", "version": 1},
])
def test_roster_import_reasons_are_translated(qapp: object, document: object) -> None:
    """A broken roster's first problem reaches the player in French, not in English."""
    import json

    from PySide6.QtCore import QCoreApplication

    from app.i18n import install_translators
    from app.i18n.store_messages import import_reason
    from app.model.errors import StoreImportError
    from app.model.exchange import read_roster

    with pytest.raises(StoreImportError) as err:
        read_roster(json.dumps(document), "broken.json")
    reason = str(err.value.params["reason"])
    app = QCoreApplication.instance()
    try:
        install_translators(app, "fr")
        french = import_reason(reason)
    finally:
        install_translators(app, "en")
    assert french != reason, reason


def test_an_export_into_an_unusable_folder_is_said_in_words(tmp_path: Path) -> None:
    from app.model import exchange

    with pytest.raises(StoreError) as err:
        exchange.export_folder(tmp_path / "missing")
    text = store_message(err.value)
    assert "reported an error" not in text and str(tmp_path / "missing") in text
