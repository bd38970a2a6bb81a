"""French typography: a non-breaking space before ``;`` ``:`` ``!`` ``?`` and inside « ».

French sets these marks apart from the word before them, and the space must not break: a line
that ends on "Remplacer" and starts the next with "?" reads wrong. Every French text the app
shows goes through :func:`french_typography` once: the Qt translations when
``scripts/update_translations.py`` writes ``translations/forcesheet_fr.ts``, the data files'
French (Team Lists, rules reference, missions, Kill Team 40K) where they are read
(:func:`typeset`), the French user guide (:func:`french_markdown`).

The convention is U+00A0 NO-BREAK SPACE everywhere, not the Imprimerie nationale's narrow
U+202F before ``;`` ``!`` ``?``: reportlab, which lays out the PDF sheets, breaks lines at a
U+202F as at any space (it keeps only U+00A0 whole), and fonts lack U+202F more often.

Left as they are: format fields (``{name}``, ``{0:.1f}``), Qt's ``%1`` / ``%n``, URLs
(``postgresql://…``), HTML tags and entities (``&amp;``), file-dialog filters (``*.a);;Tous``),
code between backticks, and times or ratios (``12:30``, ``2:1``: no space is added after a
digit, nor before a mark that is not followed by a space, the end or a closing quote/bracket).
Pure Python: the rules engine reads data files with it.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import NamedTuple

__all__ = ["NBSP", "french_markdown", "french_typography", "typeset"]

NBSP = "\u00a0"
_MARKS = ";:!?"
#: The spaces that may stand before a mark (or inside guillemets): replaced by one NBSP.
_SPACES = " \u00a0\u202f\u2009"
#: Spans left alone. ``{…}``, Qt's ``%1`` and code count as words before a mark; a closing
#: tag may stand before or after one (``<b>Attention !</b>``).
_PROTECTED = (
    r"(?P<word>\{[^{}]*\}|%L?\d+|%L?n\b|`[^`\n]*`)"
    r"|(?P<close></[A-Za-z][^<>]*>)"
    r"|(?P<other><[A-Za-z!][^<>]*>|&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9A-Fa-f]+);"
    r"|[A-Za-z][A-Za-z0-9+.-]*://\S*|;;)")
# Private-use stand-ins for the protected spans while the marks are spaced (one character each:
# a word, a closing tag, anything else).
_WORD, _CLOSE, _OTHER = "\ue000", "\ue001", "\ue002"
_STANDINS = _WORD + _CLOSE + _OTHER
#: What may follow a spaced mark: a space, the end, a closing quote or bracket, more
#: punctuation ("?!", "Explose !,") or a closing tag. Not a digit ("12:30"), a slash
#: ("http://"), another ":" or ";" ("::", ";;").
_FOLLOW = rf"(?=$|[\s»”’\"')\]…,.!?{_CLOSE}])"
#: Spaces before a mark: one NBSP instead.
_SPACED = rf"[{_SPACES}]+(?=[{_MARKS}]{_FOLLOW})"
#: A mark right after a letter, a closing quote or bracket, a word or a closing tag: an NBSP
#: before it. Not after a digit ("12:30", "2:1"), a space, a slash or another mark.
#: (The mark comes first, and the look back over it and the character before: much faster.)
_TIGHT = rf"[{_MARKS}](?<=(?:[^\W\d_]|[»”’\"')\]{_WORD}{_CLOSE}])[{_MARKS}]){_FOLLOW}"
_OPENING = rf"«[{_SPACES}]*(?=[^\s{_SPACES}])"
_CLOSING = rf"(?<=[^\s{_SPACES}])[{_SPACES}]*»"
_STANDIN = f"[{_STANDINS}]"
_FENCE = r"^(```|~~~).*?^\1[^\n]*$"


class _Patterns(NamedTuple):
    protected: re.Pattern[str]
    spaced: re.Pattern[str]
    tight: re.Pattern[str]
    opening: re.Pattern[str]
    closing: re.Pattern[str]
    standin: re.Pattern[str]
    fence: re.Pattern[str]


@cache
def _patterns() -> _Patterns:
    """The patterns, compiled on first use: most starts set no French text (compiling them
    took ~4 ms of each start, in the modules the main window's first paint imports)."""
    return _Patterns(re.compile(_PROTECTED), re.compile(_SPACED), re.compile(_TIGHT),
                     re.compile(_OPENING), re.compile(_CLOSING), re.compile(_STANDIN),
                     re.compile(_FENCE, re.MULTILINE | re.DOTALL))


@lru_cache(maxsize=8192)
def french_typography(text: str) -> str:
    """``text`` with a non-breaking space before ``;`` ``:`` ``!`` ``?`` and inside « »,
    whether it had an ordinary space there or none (see the module's notes for what is left
    alone). Applying it twice changes nothing."""
    if not any(c in text for c in _MARKS + "«»") or any(c in text for c in _STANDINS):
        return text
    kept: list[str] = []

    def stand_in(m: re.Match[str]) -> str:
        kept.append(m.group())
        return _WORD if m.group("word") else _CLOSE if m.group("close") else _OTHER

    patterns = _patterns()
    protect = any(c in text for c in "{%`<&") or "://" in text or ";;" in text
    work = patterns.protected.sub(stand_in, text) if protect else text
    if any(c in work for c in _MARKS):
        work = patterns.spaced.sub(NBSP, work)
        work = patterns.tight.sub(lambda m: NBSP + m.group(), work)
    if "«" in work:
        work = patterns.opening.sub("«" + NBSP, work)
    if "»" in work:
        work = patterns.closing.sub(NBSP + "»", work)
    if not kept:
        return work
    spans = iter(kept)
    return patterns.standin.sub(lambda _m: next(spans), work)


def typeset(text: str, language: str) -> str:
    """``text`` as ``language`` (``"fr"``, ``"fr_FR"``, ``"ru"``…) sets it: French gets its
    non-breaking spaces, any other language is left as it is."""
    return french_typography(text) if language.split("_")[0] == "fr" else text


def french_markdown(markdown: str) -> str:
    """:func:`french_typography` over a Markdown text, its fenced code blocks left alone
    (inline code between backticks is left alone by :func:`french_typography` itself)."""
    out: list[str] = []
    last = 0
    for m in _patterns().fence.finditer(markdown):
        out.append(french_typography(markdown[last:m.start()]))
        out.append(m.group())
        last = m.end()
    out.append(french_typography(markdown[last:]))
    return "".join(out)
