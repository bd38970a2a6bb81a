"""What the GUI thread does when a catalogue import ends (Tools ▸ Import BattleScribe
catalogue must not stall it), counted: the Team List shown next is read and priced in the
import's worker, the list of catalogues builds one list's entries (the one shown, not the
first one and then that one), the report box opens in a turn of its own; and the library
reads a list once whichever threads ask for it. Counts, never timings."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.model.catalogues import CatalogueLibrary
from app.rules import pricing
from app.ui import teamlists
from app.ui.teamlists import TeamListBrowser
from tests.conftest import FIXTURES

MINI = FIXTURES / "bsdata"


def _by_thread(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[str]:
    """Every call of ``owner.name`` from now on, by the name of the thread that made it."""
    calls: list[str] = []
    real = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


def test_the_list_shown_after_an_import_is_read_and_priced_in_the_worker(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    w.show()
    reads = _by_thread(monkeypatch, CatalogueLibrary, "_read_cache")
    prices = _by_thread(monkeypatch, pricing, "entry_price")
    populated = _by_thread(monkeypatch, TeamListBrowser, "_populate_entries")
    with qtbot.wait_signal(w.imported, timeout=30_000) as blocker:
        w.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    result = blocker.args[0]
    assert result.ok and result.imported
    main = threading.main_thread().name
    assert reads and main not in reads  # read in the worker, found in the cache after
    assert prices and main not in prices  # every shown entry priced in the worker
    assert populated == [main]  # one list's entries built: the imported one's
    current = w.catalogues.currentItem()
    assert current is not None and current.text(0) == result.imported[-1].name
    assert w.entries.topLevelItemCount() > 0
    assert w.report_box is not None
    w.report_box.close()


def test_the_report_box_opens_in_a_turn_of_its_own_then_imported(
    qtbot: QtBot, tmp_path: Path
) -> None:
    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    w.show()
    seen: list[tuple[bool, bool]] = []  # (report box open, entries shown) when imported came
    w.imported.connect(lambda _r: seen.append((
        w.report_box is not None and w.report_box.isVisible(),
        w.entries.topLevelItemCount() > 0)))
    library = w.library
    result = library.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    w._on_import_done(result)  # as the worker's signal calls it
    assert w.report_box is None and not seen  # the list is refreshed; the box comes next
    current = w.catalogues.currentItem()
    assert current is not None and current.text(0) == result.imported[-1].name
    qtbot.wait_until(lambda: bool(seen), timeout=10_000)
    assert seen == [(True, True)]
    assert w.report_box is not None
    w.report_box.close()


def test_nothing_is_read_in_the_worker_after_a_cancel_or_nothing_imported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.model.catalogues import ImportResult

    library = CatalogueLibrary(tmp_path / "catalogues")
    loads = _by_thread(monkeypatch, CatalogueLibrary, "load")
    teamlists.prepare_shown(library, ImportResult(cancelled=True))
    teamlists.prepare_shown(library, ImportResult())
    assert loads == []


def test_a_list_is_read_once_whichever_threads_ask(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seeded = CatalogueLibrary(tmp_path / "catalogues")
    result = seeded.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    assert result.ok
    tid = result.imported[0].id
    library = CatalogueLibrary(tmp_path / "catalogues")  # nothing in memory yet
    real = CatalogueLibrary._read_cache
    reads: list[str] = []

    def slow(self: CatalogueLibrary, folder: Path) -> Any:
        reads.append(threading.current_thread().name)
        time.sleep(0.2)  # the other thread asks meanwhile
        return real(self, folder)

    monkeypatch.setattr(CatalogueLibrary, "_read_cache", slow)
    got: list[object] = []
    threads = [threading.Thread(target=lambda: got.append(library.load(tid)))
               for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(reads) == 1
    assert len(got) == 3 and got[0] is got[1] is got[2]
    assert library.load(tid) is got[0]
