"""The rules reference booklet: every entry of :mod:`app.rules.reference` in one language,
grouped by kind, as a printable PDF (``forcesheet rules booklet``, the Rules Reference window's
"Print the rules reference…").

:class:`Booklet` says what to print; :func:`app.sheets.output.write_pdf` writes it atomically as
it does the sheets, through :func:`app.sheets.render.render_booklet`. The texts are the
reference's own (no second copy here); the booklet's few labels are translated in the context
``"sheets"``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from app.sheets.language import SheetLanguage, sheet_language

__all__ = ["Booklet", "BookletEntry", "BookletSection", "booklet_sections"]


@dataclass(frozen=True)
class Booklet:
    """The booklet in ``language``; ``glossary`` adds the optional glossary of generic skills
    (seed 002); ``printed`` is the date on it (default: today)."""

    language: str = "en"
    glossary: bool = False
    printed: dt.date | None = None

    kind = "booklet"


@dataclass(frozen=True)
class BookletEntry:
    name: str
    text: str
    facts: tuple[str, ...] = ()
    parameter: str = ""  # "X: a number"


@dataclass(frozen=True)
class BookletSection:
    kind: str
    title: str  # the kind's name in the booklet's language
    entries: tuple[BookletEntry, ...] = field(default=())


def booklet_sections(booklet: Booklet,
                     language: SheetLanguage | None = None) -> tuple[BookletSection, ...]:
    """What the booklet prints: one section per kind of entry (in the reference's order), its
    entries by name in the booklet's language."""
    from app.rules.reference import KINDS, default_reference

    lang = language or sheet_language(booklet.language)
    code = lang.code
    ref = default_reference()
    out: list[BookletSection] = []
    for kind in KINDS:
        if kind == "imported_rule":  # an imported catalogue's rules: printed with its sheets
            continue
        entries = ref.all([kind], include_optional=booklet.glossary, include_imported=False,
                          lang=code)
        if not entries:
            continue
        rows = []
        for e in entries:
            parameter = ""
            if e.param is not None:
                parameter = ref.label("parameter", code, name=e.param.name,
                                      type=ref.label(f"param_{e.param.type}", code))
            rows.append(BookletEntry(e.name(code), e.text(code), ref.facts(e, code), parameter))
        out.append(BookletSection(kind, ref.kind_name(kind, code), tuple(rows)))
    return tuple(out)
