"""Menu commands that take seconds on a long campaign run off the GUI thread (issue 19, item 3):
"Back up now", "Export campaign" and "Import campaign" in a worker while the window keeps
handling its events (a timer ticks meanwhile, no cyclic garbage collection stalls it),
"Print all Force Sheets" reads its sheets in the render worker; the
results, messages and errors are those of the same work done in the GUI thread."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from app.model import Store, StoreError, find_backups, integrity_check
from app.model.errors import StoreRuleError
from app.ui import errors
from app.ui.busy import run_busy
from app.ui.main_window import MainWindow

MakeWindow = Callable[[Store], MainWindow]


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _p, _t, text, *a, **k: texts.append(text))
    return texts


@pytest.fixture
def store_errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, _t, text, _d: texts.append(text))
    return texts


class Ticks:
    """A 10 ms timer of the GUI thread: how often it ran while ``watch`` was inside."""

    def __init__(self) -> None:
        self.count = 0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        self.count += 1


def slowed(monkeypatch: pytest.MonkeyPatch, store: Store, name: str,
           seen: list[threading.Thread], ticks: Ticks) -> None:
    """``store.<name>`` records its thread and lasts at least 0.3 s (ticks counted)."""
    original = getattr(store, name)

    def work(*args: Any, **kw: Any) -> Any:
        seen.append(threading.current_thread())
        before = ticks.count
        result = original(*args, **kw)
        deadline = time.monotonic() + 5
        while ticks.count < before + 3 and time.monotonic() < deadline:
            time.sleep(0.01)  # the GUI thread's timer ticks while this thread works
        return result

    monkeypatch.setattr(store, name, work)


def test_back_up_now_runs_in_a_worker(shell_demo_store: Store, shell_window: MakeWindow,
                                      monkeypatch: pytest.MonkeyPatch, told: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    seen: list[threading.Thread] = []
    ticks = Ticks()
    slowed(monkeypatch, store, "backup", seen, ticks)
    ticks.timer.start()
    w.acts.backup_now.trigger()
    ticks.timer.stop()
    assert seen and seen[0] is not threading.main_thread()
    assert ticks.count >= 3  # the GUI thread handled its events meanwhile
    backups = find_backups(store.path)
    assert len(backups) == 1 and str(backups[0].path) in told[-1]
    assert integrity_check(backups[0].path) == ["ok"]


def test_a_failed_backup_is_told_as_before(shell_demo_store: Store, shell_window: MakeWindow,
                                           monkeypatch: pytest.MonkeyPatch, told: list[str],
                                           store_errors: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    seen: list[threading.Thread] = []

    def refused(*_a: object, **_k: object) -> None:
        seen.append(threading.current_thread())
        raise StoreRuleError("no", reason="read_only_snapshot")

    monkeypatch.setattr(store, "backup", refused)
    assert w.exchange.backup_now() is None
    assert seen and seen[0] is not threading.main_thread()
    assert len(store_errors) == 1 and not told


def test_import_campaign_runs_in_a_worker(shell_demo_store: Store, shell_window: MakeWindow,
                                          monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                          told: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    cid = w.current_campaign_id()
    assert cid is not None
    exported = store.export_campaign(cid, tmp_path, "copy")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(exported), ""))
    seen: list[threading.Thread] = []
    ticks = Ticks()
    slowed(monkeypatch, store, "import_campaign", seen, ticks)
    before = {c.id for c in store.campaigns()}
    ticks.timer.start()
    w.acts.import_campaign.trigger()
    ticks.timer.stop()
    assert seen and seen[0] is not threading.main_thread()
    assert ticks.count >= 3
    new = {c.id for c in store.campaigns()} - before
    assert len(new) == 1 and w.current_campaign_id() in new  # opened, as before
    added = new.pop()
    assert [(p.name, p.models) for p in store.players(added)] == [
        (p.name, p.models) for p in store.players(cid)]


def test_export_campaign_runs_in_a_worker(shell_demo_store: Store, shell_window: MakeWindow,
                                          monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                          told: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    cid = w.current_campaign_id()
    assert cid is not None
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "out" / "mine.forcesheet.json"), ""))
    (tmp_path / "out").mkdir()
    seen: list[threading.Thread] = []
    ticks = Ticks()
    slowed(monkeypatch, store, "export_campaign", seen, ticks)
    ticks.timer.start()
    w.acts.export_campaign.trigger()
    ticks.timer.stop()
    assert seen and seen[0] is not threading.main_thread()
    assert ticks.count >= 3  # the GUI thread handled its events meanwhile
    written = tmp_path / "out" / "mine.forcesheet.json"
    assert [p.name for p in (tmp_path / "out").iterdir()] == [written.name]
    assert str(written) in told[-1]  # where it went, told as before
    # the same file as written in the GUI thread (but for the moment it was written)
    again = store.export_campaign(cid, tmp_path, "again")
    mine, theirs = json.loads(written.read_bytes()), json.loads(again.read_bytes())
    mine.pop("exported_at"), theirs.pop("exported_at")
    assert mine == theirs


def test_a_failed_export_is_told_as_before(shell_demo_store: Store, shell_window: MakeWindow,
                                           monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                           told: list[str], store_errors: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    gone = tmp_path / "missing" / "mine.forcesheet.json"  # a folder that does not exist
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(gone), ""))
    seen: list[threading.Thread] = []
    original = store.export_campaign

    def export(*args: Any, **kw: Any) -> Any:
        seen.append(threading.current_thread())
        return original(*args, **kw)

    monkeypatch.setattr(store, "export_campaign", export)
    cid = w.current_campaign_id()
    assert cid is not None
    assert w.exchange.export_campaign(cid) is None
    assert seen and seen[0] is not threading.main_thread()
    assert len(store_errors) == 1 and not told


def test_run_busy_gives_the_result_or_raises_in_the_gui_thread(qtbot: QtBot) -> None:
    assert run_busy(None, "…", lambda: threading.current_thread().name) == "forcesheet-busy"
    with pytest.raises(StoreError):
        run_busy(None, "…", lambda: (_ for _ in ()).throw(StoreRuleError("x", reason="r")))


def test_run_busy_pauses_the_garbage_collector_while_the_work_runs(qtbot: QtBot) -> None:
    import gc

    assert gc.isenabled()
    assert run_busy(None, "…", gc.isenabled) is False  # no collection walks the process
    assert gc.isenabled()  # put back
    with pytest.raises(StoreError):
        run_busy(None, "…", lambda: (_ for _ in ()).throw(StoreRuleError("x", reason="r")))
    assert gc.isenabled()
    gc.disable()  # already paused (e.g. at start-up): left paused
    try:
        assert run_busy(None, "…", gc.isenabled) is False
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_print_all_force_sheets_reads_them_in_the_worker(
        shell_demo_store: Store, shell_window: MakeWindow, qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from app.sheets import from_store

    store = shell_demo_store
    w = shell_window(store)
    cid = w.current_campaign_id()
    assert cid is not None and len(store.players(cid)) >= 2
    built: list[tuple[threading.Thread, list[Any]]] = []
    original = from_store.campaign_sheets

    def recording(*args: Any, **kw: Any) -> list[Any]:
        sheets = original(*args, **kw)
        built.append((threading.current_thread(), sheets))
        return sheets

    monkeypatch.setattr(from_store, "campaign_sheets", recording)
    asked: list[str] = []

    def save(_parent: object, _title: str, suggested: str, *_a: object) -> tuple[str, str]:
        asked.append(Path(suggested).name)
        return str(tmp_path / "all.pdf"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    w.commands.export_options = {"open_viewer": False}
    w.acts.export_campaign_sheets.trigger()
    job = w.commands.exports[-1]
    with qtbot.wait_signal(job.finished, timeout=60_000):  # type: ignore[attr-defined]
        pass
    assert len(built) == 1 and built[0][0] is not threading.main_thread()
    # the same sheets as read in the GUI thread, under the name they gave the file
    same = original(store, cid, language="en")
    assert [s.header for s in built[0][1]] == [s.header for s in same]
    from app.ui.sheet_export import default_file_name

    assert asked == [default_file_name(same)]
    assert (tmp_path / "all.pdf").read_bytes().startswith(b"%PDF")
