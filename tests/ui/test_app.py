"""``forcesheet`` (``run_gui``) opens the main window on the last campaign of the database."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.model import Store
from app.ui import errors
from app.ui.app import run_gui
from app.ui.main_window import MainWindow
from app.ui.settings import LAST_CAMPAIGN, LAST_DATABASE, Settings


def visible_main_window() -> MainWindow:
    return next(w for w in QApplication.topLevelWidgets()
                if isinstance(w, MainWindow) and w.isVisible())


def test_run_gui_opens_the_last_campaign(qapp: QApplication, tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as store:
        first = store.create_campaign("First")
        store.create_campaign("Second")
    settings = Settings()
    settings.set(LAST_DATABASE, str(db))
    settings.set(LAST_CAMPAIGN, str(first))
    settings.sync()
    seen: dict[str, object] = {}

    def look() -> None:
        window = visible_main_window()
        seen["campaign"] = window.current_campaign_id()
        seen["title"] = window.windowTitle()
        window.close()

    QTimer.singleShot(0, look)
    assert run_gui([], db=db) == 0
    assert seen == {"campaign": first, "title": "First — Force Sheet"}
    with Store.open(db, daily_backup=False):  # run_gui closed the store (lock released)
        pass


def test_run_gui_explains_a_database_it_cannot_open(qapp: QApplication, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "c.sqlite"
    told: list[str] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, _t, text, _d: told.append(text))
    with Store.open(db, daily_backup=False):
        assert run_gui([], db=db) == 1
    assert "already open" in told[0]


def test_translations_are_compiled_only_when_out_of_date(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Start-up checks the .qm files itself and imports the build tool (subprocess…) only
    when one is missing or older than its .ts."""
    import os

    from app import i18n

    ts_dir, qm_dir = tmp_path / "ts", tmp_path / "qm"
    ts_dir.mkdir()
    qm_dir.mkdir()
    monkeypatch.setattr(i18n, "TS_DIR", ts_dir)
    monkeypatch.setattr(i18n, "QM_DIR", qm_dir)
    assert i18n._compiled()  # no sources (an installed app): nothing to build
    (ts_dir / "forcesheet_fr.ts").write_text("<TS/>")
    assert not i18n._compiled()  # missing
    qm = qm_dir / "forcesheet_fr.qm"
    qm.write_bytes(b"")
    os.utime(qm, (1, 1))
    assert not i18n._compiled()  # older than its source
    os.utime(qm, None)
    assert i18n._compiled()
