"""Application start-up (the composition root of the GUI)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.i18n import install_translators, system_language
from app.ui.main_window import MainWindow


def run_gui(argv: list[str] | None = None, db: Path | None = None) -> int:
    """Open the main window; ``db`` is the campaign database (``--db``), else the default."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setApplicationName("Force Sheet")
    app.setOrganizationName("ForceSheet")
    language = str(QSettings().value("language", "") or system_language())
    language = install_translators(app, language)
    window = MainWindow(language)
    window.show()
    return app.exec()
