"""Languages: Qt's own translations first, then ours, both parented to the application.

Parenting matters: an unparented QTranslator is garbage-collected and the text silently falls
back to English. ``.qm`` files are built from ``translations/*.ts`` by ``app.i18n_build``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES = ("en", "fr", "ru")
QM_DIR = Path(__file__).resolve().parent / "translations"


def system_language() -> str:
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install_translators(app: QCoreApplication, language: str) -> str:
    """Switch ``app`` to ``language``; returns the language in force."""
    for old in app.findChildren(QTranslator, "forcesheet-translator"):
        app.removeTranslator(old)
        old.deleteLater()
    if language not in LANGUAGES:
        language = "en"
    from app.i18n_build import build

    build(quiet=True)  # a no-op when the .qm files are current
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for directory, stem in ((qt_dir, "qtbase"), (str(QM_DIR), "forcesheet")):
        tr = QTranslator(app)
        tr.setObjectName("forcesheet-translator")
        if tr.load(f"{stem}_{language}", directory):
            app.installTranslator(tr)
        else:
            tr.deleteLater()
    return language
