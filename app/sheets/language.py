"""The language of one sheet, independent of the app's.

A sheet may be printed in another language than the app's (a Russian sheet from an English app),
and it may be built in a worker thread, so nothing here touches the application's installed
translators: :class:`SheetLanguage` loads its own :class:`QTranslator` objects from the same
``.qm`` files and translates with them directly. Numbers and dates use the language's
:class:`QLocale`.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
import threading
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTranslator

from app.i18n import LANGUAGES, QM_DIR
from app.rules.teamlist import (
    Category,
    Entry,
    EntryGroup,
    Rule,
    TeamList,
    display_name,
    display_text,
    model_display_name,
)

CONTEXT = "sheets"
_LOCALES = {"en": "en_GB", "fr": "fr_FR", "ru": "ru_RU"}


def app_language() -> str:
    """The language of the app's installed translators ("en" when none is installed)."""
    app = QCoreApplication.instance()
    if app is None:
        return "en"
    for tr in app.findChildren(QTranslator, "forcesheet-translator"):
        if Path(tr.filePath()).name.startswith("forcesheet_"):
            code = tr.language().split("_")[0].split("-")[0]
            if code in LANGUAGES:
                return code
    return "en"


def _qm_up_to_date() -> bool:
    """Every ``translations/*.ts`` has its ``.qm``, newer (what ``app.i18n.build`` checks)."""
    sources = QM_DIR.parents[1] / "translations"
    try:
        for ts in sources.glob("*.ts"):
            qm = QM_DIR / (ts.stem + ".qm")
            if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
                return False
    except OSError:
        return False
    return True


@functools.cache
def _compile_once() -> None:
    """Build the .qm files if a .ts is newer (once per process: the app did it at start)."""
    if _qm_up_to_date():  # the usual case: no need to load the builder (and subprocess)
        return
    import subprocess

    from app.i18n.build import build

    # Without lrelease, use whatever .qm files exist.
    with contextlib.suppress(SystemExit, OSError, subprocess.SubprocessError):
        build(quiet=True)


_CACHE: dict[str, SheetLanguage] = {}
_CACHE_LOCK = threading.Lock()


def sheet_language(code: str) -> SheetLanguage:
    """The (shared, read-only) :class:`SheetLanguage` of ``code``, loaded once."""
    code = code.split("_")[0]
    with _CACHE_LOCK:
        found = _CACHE.get(code)
        if found is None:
            found = _CACHE[code] = SheetLanguage(code)
        return found


class SheetLanguage:
    """Translations, names and number formats in one language (``"en"``, ``"fr"``, ``"ru"``).

    ``extra_qm`` adds translation files searched before the app's (tests use it for strings
    not yet merged into ``translations/*.ts``).
    """

    def __init__(self, code: str, extra_qm: Iterable[Path] = ()) -> None:
        code = code.split("_")[0]
        self.code = code if code in LANGUAGES else "en"
        self.locale = QLocale(_LOCALES[self.code])
        self._translators: list[QTranslator] = []
        self._stats: dict[str, str] = {}  # characteristic abbreviations, asked for per model
        files = [*extra_qm]
        if self.code != "en":
            _compile_once()
            files.append(QM_DIR / f"forcesheet_{self.code}.qm")
        for f in files:
            tr = QTranslator()
            if tr.load(str(f)):
                self._translators.append(tr)

    # -- words --------------------------------------------------------------------------------
    def lookup(self, context: str, text: str, n: int = -1) -> str:
        """``text`` of ``context`` in this language (the English source when untranslated)."""
        found = next((x for t in self._translators if (x := t.translate(context, text, None, n))),
                     text)
        # As QCoreApplication.translate does (QTranslator.translate leaves %n alone).
        return found.replace("%Ln", self.number(n)).replace("%n", str(n)) if n >= 0 else found

    def sheet(self, text: str, n: int = -1) -> str:
        """A label of the sheets (context ``"sheets"``)."""
        return self.lookup(CONTEXT, text, n)

    def term(self, kind: str, term_id: str) -> str:
        """The name of a campaign rules id (see :mod:`app.i18n.terms`)."""
        if kind == "section":
            return self.section(term_id)
        from app.i18n.terms import TERMS

        source = TERMS.get(kind, {}).get(term_id)
        return term_id if source is None else self.lookup(f"Term.{kind}", source)

    def section(self, section: str) -> str:
        from app.i18n.messages import SECTION_NAMES

        return self.lookup("Section", SECTION_NAMES.get(section, section))

    def stat(self, key: str) -> str:
        """A characteristic's abbreviation (WS, BS… / CC, CT… / ББ, БН…)."""
        found = self._stats.get(key)
        if found is None:
            from app.i18n.messages import CHARACTERISTIC_NAMES

            source = CHARACTERISTIC_NAMES.get(key, key)
            found = self._stats[key] = self.lookup("Characteristic", source)
        return found

    def name(self, item: Entry | EntryGroup | Category | Rule | TeamList) -> str:
        return display_name(item, self.code)

    def model_name(self, entry: Entry) -> str:
        """What one model of ``entry`` is called: a Squad's model name ("Chaos Cultist"), else
        the entry's name (:func:`app.rules.teamlist.model_display_name`)."""
        return model_display_name(entry, self.code)

    def text(self, rule: Rule) -> str:
        """A special rule's text in the sheet language (English when not translated)."""
        return display_text(rule, self.code)

    def weapon_type(self, text: str) -> str:
        """A weapon profile's Type ("Rapid Fire, Gets Hot") in the sheet language, each weapon
        type and special rule translated, values kept ("Lourde 1, Explosion"); words the data
        does not know as written (:func:`app.rules.weapon_types.weapon_type_text`)."""
        from app.rules.weapon_types import weapon_type_text  # its YAML data: read when needed

        return weapon_type_text(text, self.code)

    # -- numbers and dates ----------------------------------------------------------------------
    def number(self, value: int) -> str:
        return self.locale.toString(int(value))

    def date(self, day: dt.date) -> str:
        return self.locale.toString(QDate(day.year, day.month, day.day), "d MMMM yyyy")
