"""A weapon profile's Type ("Rapid Fire, Gets Hot", "Heavy 1, Blast", "Poisoned (4+)") in
French or Russian.

The words live in ``resources/reference/weapon_types.yaml``: each weapon type and weapon special
rule with its names and spelling variants; a rule the rules reference already names
(``reference: special_rule.rending``) takes the reference's names, so that it is called the same
on the sheet's weapon table and in the reference. :func:`weapon_type_text` translates each
comma-separated token and keeps everything else as written: the value of a token ("Assault 2",
"Heavy D3", "Salvo 2/4", "Poisoned (4+)", "Blast (3\")", '3" Blast'), the order, the commas and
the spaces; a token it does not know (an imported catalogue's free text) stays as it is.
Pure Python: the sheets and the Team Lists window share it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.rules.reference import ReferenceDataError, default_reference, fold, read_yaml
from app.rules.typography import typeset

__all__ = [
    "DATA_PATH",
    "WeaponTerm",
    "WeaponTypesDataError",
    "unknown_tokens",
    "weapon_term",
    "weapon_terms",
    "weapon_type_text",
]

DATA_PATH = Path(__file__).resolve().parents[2] / "resources" / "reference" / "weapon_types.yaml"
LANGUAGES = ("en", "fr", "ru")
KINDS = ("type", "rule", "value")


class WeaponTypesDataError(ValueError):
    """``weapon_types.yaml`` is malformed (a developer error, never a user error)."""


@dataclass(frozen=True)
class WeaponTerm:
    """A weapon type or weapon special rule: its names by language, the spellings it is
    written with, and the rules reference entry it takes its names from (if any)."""

    en: str
    kind: str
    names: Mapping[str, str]
    aliases: tuple[str, ...] = ()
    reference: str | None = None

    def name(self, language: str) -> str:
        return self.names.get(language.split("_")[0]) or self.en


# -- matching -------------------------------------------------------------------------------
def _key(name: str) -> str:
    """``name`` for matching: case, hyphens and punctuation ignored ("Twin-linked",
    "twin linked", "Gets Hot!" → "twin linked", "gets hot")."""
    return fold(name)


#: The value at the end of a token: a number, a dice roll, shots at two ranges
#: ("Assault 2", "Assault1", "Heavy D3", "Assault 2D6", "Salvo 2/4", "Heavy X").
_TRAILING = re.compile(
    r"^(?P<name>.*?[^\W\d_])(?P<value>\s*(?:\d+(?:/\d+)*|\d*D\d+(?:\s*[+-]\s*\d+)?|X)\*?)$")
#: A value in brackets at the end ("Poisoned (4+)", "Blast (3\")").
_BRACKETS = re.compile(r"^(?P<name>.*?)(?P<value>\s*\([^()]*\))$")
#: A distance in front ('3" Blast', "5'' Blast").
_LEADING = re.compile(r"^(?P<value>\d+\s*(?:\"|''|”|″)\s*)(?P<name>\D.*)$")
#: A token and the spaces around it.
_PADDED = re.compile(r"^(?P<before>\s*)(?P<token>.*?)(?P<after>\s*)$", re.DOTALL)


# -- the data -------------------------------------------------------------------------------
def _read() -> Any:
    try:
        return read_yaml(DATA_PATH)
    except ReferenceDataError as exc:
        raise WeaponTypesDataError(str(exc)) from exc


def _term(raw: Any, where: str) -> WeaponTerm:
    if not isinstance(raw, dict) or not isinstance(raw.get("en"), str) or not raw["en"]:
        raise WeaponTypesDataError(f"{where}: a term needs its English name (en)")
    en = raw["en"]
    where = f"{where} ({en})"
    kind = raw.get("kind")
    if kind not in KINDS:
        raise WeaponTypesDataError(f"{where}: kind must be one of {KINDS}")
    aliases = raw.get("aliases") or []
    if not isinstance(aliases, list) or not all(isinstance(a, str) and a for a in aliases):
        raise WeaponTypesDataError(f"{where}: aliases must be a list of names")
    reference = raw.get("reference")
    if reference is not None:
        if any(raw.get(lang) for lang in ("fr", "ru")):
            raise WeaponTypesDataError(
                f"{where}: names come from {reference}; give them there, not here")
        entry = default_reference().get(str(reference))
        if entry is None:
            raise WeaponTypesDataError(f"{where}: no reference entry {reference}")
        names = {lang: entry.name(lang) for lang in LANGUAGES}
        names["en"] = en
        return WeaponTerm(en, kind, names, tuple(aliases), str(reference))
    missing = [lang for lang in ("fr", "ru") if not isinstance(raw.get(lang), str)
               or not raw[lang]]
    if missing:
        raise WeaponTypesDataError(f"{where}: missing {', '.join(missing)}")
    # French typography as it is read (app.rules.typography), as for every French data text
    names = {"en": en, **{lang: typeset(raw[lang], lang) for lang in ("fr", "ru")}}
    return WeaponTerm(en, kind, names, tuple(aliases))


@functools.cache
def weapon_terms() -> tuple[WeaponTerm, ...]:
    """Every term of ``weapon_types.yaml``, in its order (read once)."""
    data = _read()
    if not isinstance(data, dict) or data.get("forcesheet_weapon_types") != 1:
        raise WeaponTypesDataError(f"{DATA_PATH.name}: not a version 1 weapon types file")
    terms = data.get("terms")
    if not isinstance(terms, list):
        raise WeaponTypesDataError(f"{DATA_PATH.name}: no list of terms")
    return tuple(_term(raw, f"{DATA_PATH.name} #{i + 1}") for i, raw in enumerate(terms))


@functools.cache
def _by_key() -> Mapping[str, WeaponTerm]:
    found: dict[str, WeaponTerm] = {}
    for term in weapon_terms():
        for spelling in (term.en, *term.aliases):
            key = _key(spelling)
            other = found.setdefault(key, term)
            if other is not term:
                raise WeaponTypesDataError(
                    f"{DATA_PATH.name}: {spelling!r} names both {other.en} and {term.en}")
    return found


def weapon_term(name: str) -> WeaponTerm | None:
    """The term a token's name stands for ("Twin linked" → Twin-linked), without its value;
    ``None`` when the data does not know it."""
    return _by_key().get(_key(name)) if name.strip() else None


# -- one token, a whole Type ----------------------------------------------------------------
def _split(token: str) -> tuple[str, WeaponTerm, str] | None:
    """``(value before, term, value after)`` of a token the data knows, else ``None``."""
    term = weapon_term(token)
    if term is not None:
        return "", term, ""
    for pattern in (_BRACKETS, _TRAILING, _LEADING):
        m = pattern.match(token)
        if m is None:
            continue
        term = weapon_term(m.group("name"))
        if term is not None:
            return ((m.group("value"), term, "") if pattern is _LEADING
                    else ("", term, m.group("value")))
    return None


def _tokens(text: str) -> list[tuple[str, str, str]]:
    """``text`` cut at its commas: ``(spaces before, token, spaces after)`` each."""
    out = []
    for part in text.split(","):
        m = _PADDED.match(part)
        assert m is not None  # the pattern matches any text
        out.append((m.group("before"), m.group("token"), m.group("after")))
    return out


@functools.lru_cache(maxsize=4096)
def weapon_type_text(text: str, language: str) -> str:
    """A weapon profile's Type ``text`` in ``language`` ("fr", "ru_RU"…): each comma-separated
    token translated with its value kept ("Heavy 1, Blast" → "Lourde 1, Explosion",
    "Poisoned (4+)" → "Ядовитое (4+)"), the order, commas and spaces as written; a token the
    data does not know stays as written. English (or a language without names) returns
    ``text`` unchanged."""
    code = language.split("_")[0].split("-")[0]
    if code not in LANGUAGES or code == "en" or not text.strip():
        return text
    out = []
    for before, token, after in _tokens(text):
        found = _split(token)
        if found is not None:
            head, term, tail = found
            token = f"{head}{term.name(code)}{tail}"
        out.append(f"{before}{token}{after}")
    return ",".join(out)


def unknown_tokens(text: str) -> tuple[str, ...]:
    """The tokens of a Type ``text`` the data does not know (as written, without the
    spaces around them); empty tokens ("Melee, " ) are no tokens."""
    return tuple(token for _, token, _ in _tokens(text) if token and _split(token) is None)
