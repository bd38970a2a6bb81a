"""Application start-up (the composition root of the GUI).

Only what the first window needs is imported here; the Force editor, the step dialogs, PDF
sheets, the catalogue importer and the settings/about dialogs load on first use. The database
is locked and its check started first of all, so that SQLite checks it on another core while
Python imports the rest (see "Start-up" in ``docs/store.md``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from app.model.guard import Opening


def _begin_open(path: Path) -> Opening | None:
    """Lock the database and start checking it in a worker thread before the rest of the app
    is imported (``app.model.guard`` needs only the standard library); ``None`` when that
    fails: ``Store.open`` then tries again and explains the problem."""
    from app.model.guard import Opening

    try:
        return Opening(path)
    except Exception:
        return None


#: PySide's module scan's answers, in the data folder's cache (:mod:`app.qt_import_scan`)
SCAN_CACHE = "pyside_scan.json"
#: The dataclasses' compiled methods, in the data folder's cache (:mod:`app.code_cache`)
CODE_CACHE = "code.marshal"

#: The name of the desktop entry (``forcesheet.desktop``, see ``scripts/install-desktop.sh``).
DESKTOP_FILE_NAME = "forcesheet"


def set_look(app: QApplication, theme: str) -> None:
    """The application's icon (every window's title bar and the task bar) and its theme
    (``"system"``, ``"light"`` or ``"dark"``, the Settings dialog's choice)."""
    from app.ui.widgets.icons import app_icon
    from app.ui.widgets.theme import apply_theme

    app.setWindowIcon(app_icon())
    apply_theme(app, theme)


def run_gui(argv: list[str] | None = None, db: Path | str | None = None) -> int:
    """Open the main window on the last campaign; ``db`` is the database (``--db``)."""
    from app.ui.warmup import pause_collection, resume_collection

    pause_collection()  # until the main window's first paint (it resumes it), or the end
    try:
        return _run_gui(argv, db)
    finally:
        resume_collection()


def _run_gui(argv: list[str] | None, db: Path | str | None) -> int:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Force Sheet")
    app.setOrganizationName("ForceSheet")
    app.setDesktopFileName(DESKTOP_FILE_NAME)  # the task bar matches the window to its entry
    from app import code_cache, qt_import_scan
    from app.model.urls import is_server_url
    from app.paths import cache_dir, database_path

    if qt_import_scan.installed():  # the modules still to import: answered from the cache
        qt_import_scan.use_cache(cache_dir() / SCAN_CACHE)
    code_cache.use_cache(cache_dir() / CODE_CACHE)  # (before the first dataclass is made)
    path: Path | str = db if isinstance(db, str) and is_server_url(db) else database_path(db)
    opening = _begin_open(path) if isinstance(path, Path) else None
    from app.i18n import switch_language
    from app.ui.errors import open_store
    from app.ui.settings import LANGUAGE, THEME, Settings

    settings = Settings()
    switch_language(app, settings.get(LANGUAGE))
    set_look(app, settings.get(THEME))
    store = open_store(path, opening=opening)
    if store is None:
        return 1
    try:
        from app.ui.main_window import MainWindow

        window = MainWindow(store, settings)
        qt_import_scan.save_cache()  # once learnt (the first start): not at every start
        code_cache.save_cache()
        window.show()
        window.start_background_check()
        from PySide6.QtCore import QTimer

        from app.ui.warmup import resume_collection

        QTimer.singleShot(5000, resume_collection)  # (a window never painted: minimised)
        return app.exec()
    finally:
        store.close()
