"""The import's progress dialog has a Cancel that stops the worker and leaves nothing written
(issue 14, point 7); its bar follows the importer's steps."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.model import catalogues as cat_mod
from app.model.catalogues import CatalogueLibrary
from app.rules.bsdata import Document, ImportCancelled, Imported
from app.ui.teamlists import TeamListBrowser
from tests.conftest import FIXTURES

MINI = FIXTURES / "bsdata"


def _snapshot(root: Path) -> dict[str, bytes]:
    if not root.exists():
        return {}
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


@pytest.fixture
def slow_conversion(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """A conversion that runs until the import's cancel flag is set (as a huge catalogue
    would), looking at it as the real converter does; ``started`` is set once it runs."""
    started = threading.Event()

    def convert(
        cat: Document, gst: Document, cancel: Callable[[], bool] | None = None
    ) -> Imported:
        started.set()
        for _ in range(2_000):  # 20 s at most
            if cancel is not None and cancel():
                raise ImportCancelled()
            threading.Event().wait(0.01)
        raise AssertionError("the cancel flag never came")

    monkeypatch.setattr(cat_mod, "import_catalogue", convert)
    return started


def test_cancel_stops_the_import_and_writes_nothing(
    qtbot: QtBot, tmp_path: Path, slow_conversion: threading.Event
) -> None:
    lib = CatalogueLibrary(tmp_path / "catalogues")
    assert lib.import_files([MINI / "mini.gst"]).ok  # a library with something in it
    before = _snapshot(lib.root)
    w = TeamListBrowser(lib)
    qtbot.addWidget(w)
    w.show()
    listed = w.catalogues.topLevelItemCount()
    with qtbot.wait_signal(w.imported, timeout=30_000) as blocker:
        w.import_files([MINI / "modern.gst", MINI / "mini.cat", MINI / "modern.cat"])
        assert w.progress is not None
        qtbot.wait_until(slow_conversion.is_set, timeout=10_000)
        qtbot.wait_until(lambda: w.progress is not None and w.progress.maximum() == 7,
                         timeout=10_000)  # the bar follows the steps (3 files: 2 x 3 + 1)
        assert 0 < w.progress.value() < 7
        qtbot.wait_until(lambda: w.progress is not None and w.progress.isVisible(),
                         timeout=10_000)  # shown after its minimum duration
        QTest.keyClick(w.progress, Qt.Key.Key_Escape)  # Esc cancels, as the button does
    result = blocker.args[0]
    assert result.cancelled and not result.ok and result.imported == ()
    assert _snapshot(lib.root) == before  # not even the new game system
    assert w.import_button.isEnabled() and w.progress is None
    assert "cancelled" in w.last_report and w.report_box is None
    assert w.catalogues.topLevelItemCount() == listed


def test_the_progress_dialog_offers_cancel(qtbot: QtBot, tmp_path: Path,
                                           slow_conversion: threading.Event) -> None:
    from PySide6.QtWidgets import QPushButton

    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    w.show()
    with qtbot.wait_signal(w.imported, timeout=30_000) as blocker:
        w.import_files([MINI / "mini.gst", MINI / "mini.cat"])
        assert w.progress is not None
        buttons = w.progress.findChildren(QPushButton)
        assert [b.text() for b in buttons] == ["Cancel"]
        qtbot.wait_until(slow_conversion.is_set, timeout=10_000)
        buttons[0].click()
    assert blocker.args[0].cancelled
    assert not (tmp_path / "catalogues" / "lists").exists()


def test_a_real_import_still_reports(qtbot: QtBot, tmp_path: Path) -> None:
    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    with qtbot.wait_signal(w.imported, timeout=30_000) as blocker:
        w.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    assert blocker.args[0].ok and not blocker.args[0].cancelled
    assert "Mini Marines" in w.last_report
    assert w.report_box is not None
    w.report_box.close()
