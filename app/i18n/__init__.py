"""Languages: Qt's own translations first, then ours, both parented to the application.

Parenting matters: an unparented QTranslator is garbage-collected and the text silently falls
back to English. ``.qm`` files are built from ``translations/*.ts`` by ``app.i18n.build``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator


def _translate_noop(context: str, text: str, /) -> str:
    """``text`` unchanged: marks it for lupdate, to be translated later in ``context``."""
    return text


#: Qt's ``QT_TRANSLATE_NOOP``, typed (PySide6 declares it ``(object, object) -> object``). Import
#: it from here: lupdate recognises marked strings by this name, not by where it comes from.
QT_TRANSLATE_NOOP = _translate_noop

LANGUAGES = ("en", "fr", "ru")
QM_DIR = Path(__file__).resolve().parents[1] / "translations"
TS_DIR = Path(__file__).resolve().parents[2] / "translations"  # sources (a checkout only)
_current = "en"


def current_language() -> str:
    """The language installed last by :func:`install_translators` ("en" before any)."""
    return _current


def system_language() -> str:
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def _compiled() -> bool:
    """Whether every ``translations/*.ts`` has a ``.qm`` at least as new (what
    ``app.i18n.build.build`` checks, without importing it at every start)."""
    for ts in TS_DIR.glob("*.ts"):
        qm = QM_DIR / (ts.stem + ".qm")
        try:
            if qm.stat().st_mtime < ts.stat().st_mtime:
                return False
        except OSError:
            return False
    return True


def install_translators(app: QCoreApplication, language: str) -> str:
    """Switch ``app`` to ``language``; returns the language in force."""
    for old in app.findChildren(QTranslator, "forcesheet-translator"):
        app.removeTranslator(old)
        old.deleteLater()
    if language not in LANGUAGES:
        language = "en"
    if not _compiled():
        from app.i18n.build import build  # subprocess & co.: only when there is work

        build(quiet=True)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for directory, stem in ((qt_dir, "qtbase"), (str(QM_DIR), "forcesheet")):
        tr = QTranslator(app)
        tr.setObjectName("forcesheet-translator")
        if tr.load(f"{stem}_{language}", directory):
            app.installTranslator(tr)
        else:
            tr.deleteLater()
    global _current
    _current = language
    QLocale.setDefault(QLocale(language))
    return language


def switch_language(app: QCoreApplication, language: str) -> str:
    """Change the language at runtime ("" = the system's); returns the language in force.

    The old translators are removed and new ones installed; Qt then sends ``LanguageChange``
    to every widget, whose ``changeEvent`` calls its ``retranslate()``.
    """
    chosen = install_translators(app, language or system_language())
    QLocale.setDefault(QLocale(chosen))
    return chosen
