"""The full integrity check in the background after the window opens (issue 14: damage is
found and explained): index damage that quick_check misses is found and repaired without
losing anything; other damage offers the backups; a sound file says nothing."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.model import Store, integrity_check
from app.model.db import damage_kind
from app.ui import damage_check
from app.ui.main_window import MainWindow
from tests.model.test_store_reachable import index_damage

Chosen = list[tuple[str, str, list[str]]]


@pytest.fixture
def chosen(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], Chosen]:
    def answer(key: str) -> Chosen:
        seen: Chosen = []

        def choose(_parent: object, title: str, text: str, _detail: str,
                   buttons: list[tuple[str, str]]) -> str:
            seen.append((title, text, [k for k, _label in buttons]))
            return key

        monkeypatch.setattr(damage_check, "CHOOSE", choose)
        return seen
    return answer


def run_check(qtbot: QtBot, window: MainWindow) -> list[str]:
    window.start_background_check(0)
    with qtbot.waitSignal(window.background_check.finished, timeout=30_000) as blocker:
        pass
    assert blocker.args is not None
    problems: list[str] = blocker.args[0]
    qtbot.wait(10)  # the queued slot has run
    return problems


def test_damage_kind_tells_index_damage_from_data_damage() -> None:
    assert damage_kind(["ok"]) == "none"
    assert damage_kind(["row 3 missing from index ix_models_uid",
                        "wrong # of entries in index ix_models_uid"]) == "indexes"
    assert damage_kind(["*** in database main ***\nPage 7: btreeInitPage() returns error code 11",
                        "row 3 missing from index ix_models_uid"]) == "data"


def test_a_sound_database_says_nothing(qtbot: QtBot, shell_demo_store: Store,
                                       shell_window: Callable[[Store], MainWindow],
                                       chosen: Callable[[str], Chosen]) -> None:
    seen = chosen("later")
    window = shell_window(shell_demo_store)
    assert run_check(qtbot, window) == ["ok"]
    assert seen == [] and window.statusBar().currentMessage() == ""


def test_index_damage_is_found_after_opening_and_repaired(
        qtbot: QtBot, shell_demo_template: Path, tmp_path: Path,
        shell_window: Callable[[Store], MainWindow], chosen: Callable[[str], Chosen]) -> None:
    db = tmp_path / "demo.sqlite"
    shutil.copy(shell_demo_template, db)
    index_damage(db)  # quick_check passes: the store opens as usual
    seen = chosen("repair")
    with Store.open(db, daily_backup=False) as store:
        names = [c.name for c in store.campaigns()]
        window = shell_window(store)
        problems = run_check(qtbot, window)
        assert damage_kind(problems) == "indexes"
        assert [keys for _t, _x, keys in seen] == [["repair", "later"]]
        assert "intact" in seen[0][1]
        assert store.integrity_check() == ["ok"]  # rebuilt, nothing lost
        assert [c.name for c in store.campaigns()] == names
        assert "repaired" in window.statusBar().currentMessage()
        window.close()
    assert integrity_check(db) == ["ok"]


def test_index_damage_left_for_later_changes_nothing(
        qtbot: QtBot, shell_demo_template: Path, tmp_path: Path,
        shell_window: Callable[[Store], MainWindow], chosen: Callable[[str], Chosen]) -> None:
    db = tmp_path / "demo.sqlite"
    shutil.copy(shell_demo_template, db)
    index_damage(db)
    chosen("later")
    with Store.open(db, daily_backup=False) as store:
        window = shell_window(store)
        run_check(qtbot, window)
        assert store.integrity_check() != ["ok"]
        assert "damaged" in window.statusBar().currentMessage()
        window.close()


def test_other_damage_offers_the_backups(qtbot: QtBot, shell_demo_store: Store,
                                         shell_window: Callable[[Store], MainWindow],
                                         chosen: Callable[[str], Chosen],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    seen = chosen("restore")
    window = shell_window(shell_demo_store)
    restores: list[bool] = []
    monkeypatch.setattr(window.exchange, "restore_backup", lambda: restores.append(True) or True)
    window._on_checked(["*** in database main ***\nPage 7: btreeInitPage() returns error 11"])
    assert [keys for _t, _x, keys in seen] == [["restore", "later"]]
    assert restores == [True]


def test_the_check_reads_through_its_own_connection_while_the_store_writes(
        shell_demo_store: Store) -> None:
    """The worker's connection is read-only and separate: a write in between is fine."""
    cid = shell_demo_store.campaigns()[0].id
    check = damage_check.BackgroundCheck(Path(shell_demo_store.path))
    check._start_now()
    shell_demo_store.rename_campaign(cid, "Renamed while checking")
    check.wait()
    assert check.problems == ["ok"]
    assert shell_demo_store.campaigns()[0].name == "Renamed while checking"
