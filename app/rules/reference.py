"""The rules reference: every honour, Base upgrade, campaign term, special rule and play rule, with
its text in English, French and Russian, searchable in any of the three.

The data lives in ``resources/reference/*.yaml`` (``index.yaml`` lists the packs); ids are stable
(``<kind>.<key>``, e.g. ``honour.counter_attack``, ``special_rule.move_through_cover``), the texts
are translations. This module only reads those files and the campaign rules data, so the UI, the
command line and the sheets share one engine:

* :meth:`Reference.search` matches accent- and case-insensitively across the three languages
  ("peur", "fear" and "страх" find the same rule); names rank before texts.
* :meth:`Reference.instantiate` reads a parameterised rule ("Fear (2)", "Feel No Pain (6+)",
  "Squad (5 Cultists)") and gives the general text with the parameter filled in.
* :meth:`Reference.link` finds the entry a rule name stands for (an imported catalogue's
  "And They Shall Know No Fear" links to its translated entry), or ``None``.
* :meth:`Reference.index_teamlist_rules` / :meth:`Reference.add_teamlist` index a Team List's
  rules: linked to their entries when the reference knows them, else kept in the catalogue's own
  language and marked as imported.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from app.rules.typography import typeset

if TYPE_CHECKING:
    from app.rules.campaign.data import CampaignRules
    from app.rules.teamlist import TeamList

__all__ = [
    "KINDS",
    "LANGUAGES",
    "Entry",
    "Hit",
    "IndexedRule",
    "Instance",
    "Parameter",
    "ParameterError",
    "Reference",
    "ReferenceDataError",
    "View",
    "default_reference",
    "fold",
    "index_teamlist_rules",
    "instantiate",
    "link",
    "search",
    "show",
]

LANGUAGES = ("en", "fr", "ru")
#: Every kind of entry, in the order lists show them and :meth:`Reference.link` prefers them.
KINDS = ("special_rule", "play_rule", "honour", "walker_honour", "base_upgrade", "base_level",
         "term", "achievement", "glossary_skill", "imported_rule")
PARAM_TYPES = ("int", "inches", "roll", "text")
REFERENCE_DIR = Path(__file__).resolve().parents[2] / "resources" / "reference"
PLACEHOLDER = "{X}"

# Ranks of a search hit (lower is better): the whole query is a name, starts a name, is a word of
# a name, every word of it is in the names, it is a phrase of the text, every word is in the text.
RANK_NAME = 0
RANK_NAME_START = 1
RANK_NAME_WORD = 2
RANK_NAME_WORDS = 3
RANK_TEXT = 4
RANK_TEXT_WORDS = 5


class ReferenceDataError(ValueError):
    """A reference data file is malformed (a developer error, never a user error)."""


class ParameterError(ValueError):
    """A rule's (X) parameter does not fit its type ("Fear (two)"). ``code`` names the problem:
    ``param.not_a_number``, ``param.out_of_range``, ``param.not_a_roll`` or ``param.empty``."""

    def __init__(self, code: str, entry_id: str, value: str) -> None:
        super().__init__(f"{entry_id}: {code}: {value!r}")
        self.code = code
        self.entry_id = entry_id
        self.value = value


# -- matching ---------------------------------------------------------------------------------
_FOLD_TABLE = str.maketrans({"œ": "oe", "æ": "ae", "ø": "o", "ł": "l", "đ": "d", "ß": "ss"})
_NOT_WORD = re.compile(r"[^0-9a-zа-я]+")


def fold(text: str) -> str:
    """``text`` for matching: lower case, no accents (é → e, ё → е), punctuation as spaces."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_FOLD_TABLE))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(_NOT_WORD.sub(" ", plain).split())


_PARENS = re.compile(r"^(?P<base>.*?)\s*\((?P<value>[^()]*)\)\s*$")


def split_parameter(name: str) -> tuple[str, str | None]:
    """``"Fear (2)"`` → ``("Fear", "2")``; a name without a final parenthesis → ``(name, None)``."""
    m = _PARENS.match(name.strip())
    if m is None or not m.group("base"):
        return name.strip(), None
    return m.group("base"), m.group("value").strip()


# -- the data model ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Parameter:
    """The typed (X) of a rule: ``int`` (Fear (2)), ``inches`` (Leap (6")), ``roll`` (Feel No
    Pain (6+)) or ``text`` (Contempt (Dark Legion), Squad (5 Cultists))."""

    name: str = "X"
    type: str = "int"
    min: int | None = None
    max: int | None = None
    default: Mapping[str, str] = field(default_factory=dict)

    def default_for(self, lang: str) -> str | None:
        return self.default.get(lang) or self.default.get("en") or self.default.get("")

    def check(self, value: str, entry_id: str = "") -> str:
        """``value`` as the rule will show it ("6\"" → "6"); :class:`ParameterError` if it does
        not fit the type."""
        raw = value.strip()
        if not raw:
            raise ParameterError("param.empty", entry_id, value)
        if self.type == "text":
            return raw
        if self.type == "roll":
            m = re.fullmatch(r"([1-6])\s*\+", raw)
            if m is None:
                raise ParameterError("param.not_a_roll", entry_id, value)
            return f"{m.group(1)}+"
        unit = r'(?:"|”|″|in|inch|inches|ps|pouces?|дюйм\w*)?' if self.type == "inches" else ""
        m = re.fullmatch(rf"(\d+)\s*{unit}", raw, re.IGNORECASE)
        if m is None:
            raise ParameterError("param.not_a_number", entry_id, value)
        number = int(m.group(1))
        if (self.min is not None and number < self.min) or (
                self.max is not None and number > self.max):
            raise ParameterError("param.out_of_range", entry_id, value)
        return str(number)


@dataclass(frozen=True)
class Source:
    """Where an entry's facts come from: a seed document ("000") or another source key of
    ``index.yaml`` (``bsdata``, ``teamlists``), and the section there."""

    seed: str
    section: str = ""


@dataclass(frozen=True)
class Entry:
    id: str  # "<kind>.<key>"
    key: str
    kind: str
    names: Mapping[str, str]
    texts: Mapping[str, str]
    aliases: tuple[str, ...] = ()
    param: Parameter | None = None
    see: tuple[str, ...] = ()
    source: Source | None = None
    pack: str = "core"
    optional: bool = False
    #: "" for an imported rule, kept in its catalogue's own language; None for en/fr/ru entries
    language: str | None = None
    teamlist: str = ""  # an imported rule: the name of its Team List

    @property
    def imported(self) -> bool:
        return self.kind == "imported_rule"

    def _pick(self, table: Mapping[str, str], lang: str) -> str:
        return (table.get(lang.split("_")[0]) or table.get("en") or table.get("")
                or next(iter(table.values()), ""))

    def _fill(self, text: str, lang: str, value: str | None) -> str:
        if self.param is None:
            return text
        shown = value if value is not None else (self.param.default_for(lang) or self.param.name)
        return text.replace(PLACEHOLDER, shown)

    def name(self, lang: str = "en", value: str | None = None) -> str:
        """The name in ``lang`` ("Fear (2)" with ``value="2"``, "Fear (X)" without)."""
        raw = self._pick(self.names, lang)
        if self.param is None:
            return raw
        if PLACEHOLDER not in raw:  # "Feel No Pain" with 6+ is "Feel No Pain (6+)"
            return f"{raw} ({value})" if value is not None else raw
        return raw.replace(PLACEHOLDER, value if value is not None else self.param.name)

    def text(self, lang: str = "en", value: str | None = None) -> str:
        """The text in ``lang`` with the parameter filled in (its default, else "X")."""
        return self._fill(self._pick(self.texts, lang), lang, value)

    @cached_property
    def _folded(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """(every name variant and alias, every text), folded, in every language, each with a
        space in front (so that ``" " + word`` finds a word start)."""
        names: list[str] = []
        for lang in self.names:
            name = self.name(lang)
            # "Fear (X)" is found as "Fear"; a fixed parenthesis ("Psyker (…)") stays in too
            names.append(fold(split_parameter(name)[0]))
            if self.param is None:
                names.append(fold(name))
        names.extend(fold(a) for a in self.aliases)
        texts = [" " + fold(self.text(lang)) for lang in self.texts]
        return tuple(" " + n for n in dict.fromkeys(n for n in names if n)), tuple(texts)

    @cached_property
    def _words(self) -> tuple[frozenset[str], frozenset[str]]:
        """The words of the names, and of the names and texts together."""
        names = frozenset(" ".join(self._folded[0]).split())
        return names, names | frozenset(" ".join(self._folded[1]).split())


@dataclass(frozen=True)
class Hit:
    """A search result: the entry, how well it matched (``RANK_*``) and where."""

    entry: Entry
    rank: int
    where: str  # "name" or "text"
    value: str | None = None  # the query named a parameter: "Fear (2)"


@dataclass(frozen=True)
class Instance:
    """A parameterised rule with its value: "Fear (2)" is ``glossary_skill.fear`` with "2"."""

    entry: Entry
    value: str | None

    def name(self, lang: str = "en") -> str:
        return self.entry.name(lang, self.value)

    def text(self, lang: str = "en") -> str:
        return self.entry.text(lang, self.value)


@dataclass(frozen=True)
class IndexedRule:
    """A special rule of a Team List, as the reference knows it."""

    teamlist_id: str
    teamlist_name: str
    rule_id: str
    name: str  # as the Team List spells it
    text: str  # as the Team List gives it (an imported catalogue: its own language)
    imported: bool  # from an imported catalogue (not a Team List shipped with the app)
    linked: str | None  # id of the reference entry it stands for, if any
    value: str | None = None  # the (X) the name carries: "Feel No Pain (6+)" → "6+"
    entry_id: str | None = None  # what to show: ``linked``, or the imported entry's id once added


@dataclass(frozen=True)
class View:
    """Everything :meth:`Reference.show` tells about an entry, in one language."""

    id: str
    kind: str
    kind_name: str
    name: str
    text: str
    facts: tuple[str, ...]
    aliases: tuple[str, ...]
    source: str
    see: tuple[tuple[str, str], ...]  # (entry id, name)
    parameter: str | None  # "X: a number"
    value: str | None
    imported_from: str | None  # "Imported from … in the catalogue's own language"
    optional: bool


# -- loading ----------------------------------------------------------------------------------
def read_yaml(path: Path) -> Any:
    """A data file of the reference's folder, read with the safe (C, where built) loader;
    :class:`ReferenceDataError` naming the file when it cannot be read or parsed."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        with path.open(encoding="utf-8") as f:
            return yaml.load(f, Loader=loader)  # a safe loader (CSafeLoader or SafeLoader)
    except (OSError, yaml.YAMLError) as exc:
        raise ReferenceDataError(f"{path.name}: {exc}") from exc


def _languages(raw: Any, where: str, required: bool = True) -> dict[str, str]:
    if not isinstance(raw, dict):
        raise ReferenceDataError(f"{where}: expected a mapping of languages")
    # French typography as it is read (app.rules.typography), as for the Qt translations
    out = {str(k): typeset(str(v), str(k)) for k, v in raw.items() if v is not None}
    missing = [lang for lang in LANGUAGES if not out.get(lang)]
    if required and missing:
        raise ReferenceDataError(f"{where}: missing {', '.join(missing)}")
    return out


def _parameter(raw: Any, where: str) -> Parameter | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or raw.get("type") not in PARAM_TYPES:
        raise ReferenceDataError(f"{where}: param needs a type among {PARAM_TYPES}")
    default = raw.get("default")
    defaults = (_languages(default, where, required=False) if isinstance(default, dict)
                else ({"": str(default)} if default is not None else {}))
    return Parameter(str(raw.get("name", "X")), str(raw["type"]), raw.get("min"), raw.get("max"),
                     defaults)


def _entry(raw: Any, pack: str, optional: bool, where: str) -> Entry:
    if not isinstance(raw, dict) or not raw.get("id") or raw.get("kind") not in KINDS:
        raise ReferenceDataError(f"{where}: an entry needs an id and a kind among {KINDS}")
    key, kind = str(raw["id"]), str(raw["kind"])
    where = f"{where} {kind}.{key}"
    source = raw.get("source")
    src = (Source(str(source.get("seed", "")), str(source.get("section", "")))
           if isinstance(source, dict) else None)
    return Entry(
        id=f"{kind}.{key}", key=key, kind=kind,
        names=_languages(raw.get("names"), f"{where} names"),
        texts=_languages(raw.get("texts"), f"{where} texts"),
        aliases=tuple(str(a) for a in raw.get("aliases") or ()),
        param=_parameter(raw.get("param"), where),
        see=tuple(str(s) for s in raw.get("see") or ()),
        source=src, pack=pack, optional=optional,
    )


class Reference:
    """The loaded reference (see the module's doc). Build it with :meth:`load`."""

    def __init__(
        self,
        entries: Iterable[Entry],
        kinds: Mapping[str, Mapping[str, str]],
        labels: Mapping[str, Mapping[str, str]],
        sources: Mapping[str, Mapping[str, str]],
        packs: Mapping[str, Mapping[str, Any]],
        campaign: CampaignRules | None = None,
    ) -> None:
        self.entries: dict[str, Entry] = {}
        for e in entries:
            if e.id in self.entries:
                raise ReferenceDataError(f"{e.id} defined twice")
            self.entries[e.id] = e
        self.kinds = kinds
        self.labels = labels
        self.sources = sources
        self.packs = packs
        self._campaign = campaign
        self._imported: dict[str, Entry] = {}
        self._sorted: dict[tuple[object, ...], list[Entry]] = {}
        self._links: dict[str, tuple[Entry, str | None] | None] = {}
        self._by_key: dict[str, list[Entry]] = {}
        for e in self.entries.values():
            self._by_key.setdefault(e.key, []).append(e)
        for e in self.entries.values():
            bad = [s for s in e.see if s not in self.entries]
            if bad:
                raise ReferenceDataError(f"{e.id}: see names unknown entries {bad}")

    @classmethod
    def load(cls, directory: Path = REFERENCE_DIR,
             campaign: CampaignRules | None = None) -> Reference:
        index = read_yaml(directory / "index.yaml")
        if not isinstance(index, dict) or index.get("forcesheet_reference") != 1:
            raise ReferenceDataError("index.yaml: not a version 1 reference index")
        entries: list[Entry] = []
        packs: dict[str, Mapping[str, Any]] = {}
        for pack in index.get("packs") or ():
            pack_id, optional = str(pack["id"]), bool(pack.get("optional", False))
            packs[pack_id] = {"optional": optional,
                              "names": _languages(pack.get("names"), f"pack {pack_id}")}
            for name in pack.get("files") or ():
                data = read_yaml(directory / name)
                for i, raw in enumerate((data or {}).get("entries") or ()):
                    entries.append(_entry(raw, pack_id, optional, f"{name} #{i + 1}"))
        kinds = {k: _languages(v, f"kind {k}") for k, v in (index.get("kinds") or {}).items()}
        labels = {k: _languages(v, f"label {k}") for k, v in (index.get("labels") or {}).items()}
        sources = {str(k): _languages(v, f"seed {k}")
                   for k, v in (index.get("seeds") or {}).items()}
        return cls(entries, kinds, labels, sources, packs, campaign)

    # -- look-ups -------------------------------------------------------------------------
    @property
    def campaign(self) -> CampaignRules:
        if self._campaign is None:
            from app.rules.campaign.data import load_rules

            self._campaign = load_rules()
        return self._campaign

    def all(self, kinds: Iterable[str] | None = None, *, include_optional: bool = True,
            include_imported: bool = True, lang: str = "en") -> list[Entry]:
        """Every entry (of ``kinds``), in kind order then by name in ``lang``."""
        key = (tuple(sorted(set(kinds))) if kinds is not None else None, include_optional,
               include_imported, lang)
        cached = self._sorted.get(key)
        if cached is None:
            wanted = set(kinds) if kinds is not None else set(KINDS)
            pool = list(self.entries.values()) + (list(self._imported.values())
                                                  if include_imported else [])
            found = [e for e in pool
                     if e.kind in wanted and (include_optional or not e.optional)]
            cached = self._sorted[key] = sorted(
                found, key=lambda e: (KINDS.index(e.kind), fold(e.name(lang))))
        return list(cached)

    def get(self, entry_id: str) -> Entry | None:
        """The entry of a full id ("honour.medic"), or of a bare key that only one entry has
        ("gets_hot"); ``None`` otherwise."""
        found = self.entries.get(entry_id) or self._imported.get(entry_id)
        if found is not None:
            return found
        same = self._by_key.get(entry_id, [])
        return same[0] if len(same) == 1 else None

    def kind_name(self, kind: str, lang: str = "en") -> str:
        names = self.kinds.get(kind, {})
        return names.get(lang) or names.get("en") or kind

    def label(self, key: str, lang: str = "en", **params: object) -> str:
        texts = self.labels.get(key, {})
        return (texts.get(lang) or texts.get("en") or key).format(**params)

    def pack_name(self, pack: str, lang: str = "en") -> str:
        names = self.packs.get(pack, {}).get("names", {})
        return str(names.get(lang) or names.get("en") or pack)

    def source_text(self, entry: Entry, lang: str = "en") -> str:
        if entry.source is None:
            return ""
        doc = self.sources.get(entry.source.seed, {})
        title = doc.get(lang) or doc.get("en") or entry.source.seed
        if entry.source.seed.isdigit():
            title = f"{title} ({entry.source.seed})"
        return f"{title} — {entry.source.section}" if entry.source.section else title

    # -- search ---------------------------------------------------------------------------
    def search(self, query: str, lang: str = "en", *, kinds: Iterable[str] | None = None,
               include_optional: bool = True, limit: int | None = None) -> list[Hit]:
        """Entries matching ``query`` in any of the three languages (accents and case ignored),
        best first: whole names, then names starting with it, words of names, then texts.
        An empty query lists every entry. "Fear (2)" also finds the rule with its value."""
        pool = self.all(kinds, include_optional=include_optional, lang=lang)
        q = fold(query)
        if not q:
            hits = [Hit(e, RANK_NAME, "name") for e in pool]
            return hits[:limit] if limit is not None else hits
        value_for: dict[str, str | None] = {}
        base, value = split_parameter(query)
        if value is not None and fold(base):
            for e in pool:
                if e.param is not None and " " + fold(base) in e._folded[0]:
                    value_for[e.id] = value
            if value_for:
                q = fold(base)
        words = q.split()
        scored: list[tuple[int, int, int, int, Hit]] = []
        for e in pool:
            rank = _rank(q, words, e._folded, e._words)
            if rank is None:
                continue
            shown = value_for.get(e.id)
            if shown is not None and e.param is not None:
                try:
                    shown = e.param.check(shown, e.id)
                except ParameterError:
                    shown = None
            hit = Hit(e, rank, "name" if rank < RANK_TEXT else "text", shown)
            named = 0 if e.id in value_for else 1  # "Fear (2)": the rule with a parameter first
            scored.append((named, rank, KINDS.index(e.kind) + (len(KINDS) if e.optional else 0),
                           len(scored), hit))  # ``pool`` is already in name order
        scored.sort(key=lambda t: t[:4])
        hits = [t[4] for t in scored]
        return hits[:limit] if limit is not None else hits

    # -- parameters and names -------------------------------------------------------------
    def instantiate(self, text: str) -> Instance | None:
        """The parameterised rule ``text`` names ("Fear (2)", "Peur (2)", "Squad (5 Cultists)")
        with its value, or ``None`` if no rule with a parameter has that name. A value that does
        not fit the parameter's type raises :class:`ParameterError`."""
        base, value = split_parameter(text)
        if value is None:
            return None
        folded = fold(base)
        candidates = [e for e in self.all(include_imported=False)
                      if e.param is not None and " " + folded in e._folded[0]]
        if not candidates:
            return None
        entry = min(candidates, key=lambda e: (e.optional, KINDS.index(e.kind)))
        assert entry.param is not None
        if fold(value) == fold(entry.param.name):
            return Instance(entry, None)
        return Instance(entry, entry.param.check(value, entry.id))

    def _link(self, name: str) -> tuple[Entry, str | None] | None:
        folded = fold(name)
        if not folded:
            return None
        pool = self.all(include_imported=False)
        exact = [e for e in pool if " " + folded in e._folded[0]]
        if exact:
            return min(exact, key=lambda e: (e.optional, KINDS.index(e.kind))), None
        try:
            instance = self.instantiate(name)
        except ParameterError:
            instance = None
        if instance is not None:
            return instance.entry, instance.value
        base, value = split_parameter(name)
        if value is not None:
            found = self._link(base)
            if found is not None:
                return found[0], None
        return None

    def link_entry(self, name: str) -> tuple[Entry, str | None] | None:
        """:meth:`link`, with the entry itself and the (X) value the name carries (remembered:
        a Team List names the same rules again and again)."""
        if name not in self._links:
            self._links[name] = self._link(name)
        return self._links[name]

    def link(self, name: str) -> str | None:
        """The id of the entry a rule named ``name`` stands for ("And They Shall Know No Fear"
        → ``special_rule.atskmf``, "Psyker (Mastery Level 1)" → ``special_rule.psyker``), or
        ``None``. Kill Team rules are preferred to the optional glossary's."""
        found = self.link_entry(name)
        return found[0].id if found is not None else None

    def resolve(self, text: str) -> tuple[Entry, str | None] | None:
        """What ``text`` names: an id, a bare key, a parameterised name or a rule name."""
        entry = self.get(text)
        if entry is not None:
            return entry, None
        try:
            instance = self.instantiate(text)
        except ParameterError:
            instance = None
        if instance is not None:
            return instance.entry, instance.value
        return self._link(text)

    # -- Team Lists -----------------------------------------------------------------------
    def index_teamlist_rules(self, teamlist: TeamList) -> tuple[IndexedRule, ...]:
        """Every special rule of ``teamlist``, linked to its entry when the reference knows it
        (shipped lists by id, every list by name); the others are marked unlinked."""
        imported = teamlist.origin == "battlescribe"
        out: list[IndexedRule] = []
        for rule in teamlist.rules:
            found: tuple[Entry, str | None] | None = None
            if not imported:
                shipped = self.entries.get(f"special_rule.{rule.id}")
                found = (shipped, None) if shipped is not None else None
            if found is None:
                found = self.link_entry(rule.name)
            linked = found[0].id if found is not None else None
            out.append(IndexedRule(teamlist.id, teamlist.name, rule.id, rule.name, rule.text,
                                   imported, linked, found[1] if found is not None else None,
                                   linked))
        return tuple(out)

    def add_teamlist(self, teamlist: TeamList) -> tuple[IndexedRule, ...]:
        """Index ``teamlist``'s rules and make the unknown ones searchable, in their own
        language, as entries of kind ``imported_rule``; returns the index."""
        out: list[IndexedRule] = []
        for item in self.index_teamlist_rules(teamlist):
            if item.linked is None:
                entry_id = f"imported_rule.{teamlist.id}.{item.rule_id}"
                self._imported[entry_id] = Entry(
                    entry_id, item.rule_id, "imported_rule", {"": item.name}, {"": item.text},
                    source=Source("", teamlist.name), language="", teamlist=teamlist.name)
                self._sorted.clear()
                item = IndexedRule(item.teamlist_id, item.teamlist_name, item.rule_id, item.name,
                                   item.text, item.imported, None, item.value, entry_id)
            out.append(item)
        return tuple(out)

    def forget_imported(self) -> None:
        """Drop every imported catalogue's rules :meth:`add_teamlist` added (tests)."""
        if self._imported:
            self._imported.clear()
            self._sorted.clear()

    # -- showing --------------------------------------------------------------------------
    def facts(self, entry: Entry, lang: str = "en") -> tuple[str, ...]:
        """Costs and requirements of a campaign entry, from the campaign rules data."""
        rules = self.campaign
        out: list[str] = []
        if entry.kind in ("honour", "walker_honour"):
            table = rules.honours if entry.kind == "honour" else rules.walker_honours
            honour = table.get(entry.key)
            if honour is not None:
                out.append(self.label("cost", lang, rp=honour.rp))
                if honour.renown:
                    out.append(self.label("renown", lang, renown=honour.renown))
                if honour.only and honour.only in self.labels:
                    out.append(self.label(honour.only, lang))
                if honour.repeatable:
                    out.append(self.label("repeatable_honour", lang))
        elif entry.kind == "base_level":
            level = next((b for b in rules.base_levels if b.id == entry.key), None)
            if level is not None:
                out.append(self.label("level", lang, level=level.level))
                out.append(self.label("cost", lang, rp=level.rp))
                out.append(self.label("renown", lang, renown=level.renown))
                out.append(self.label("team_limit", lang, points=level.team_limit))
        elif entry.kind == "base_upgrade":
            upgrade = rules.base_upgrades.get(entry.key)
            if upgrade is not None:
                out.append(self.label("cost", lang, rp=upgrade.rp))
                if upgrade.requires:
                    names = [self._name_of(r, lang) for r in upgrade.requires]
                    out.append(self.label("requires", lang, list=", ".join(names)))
        elif entry.kind == "achievement":
            achievement = rules.achievements.get(entry.key)
            if achievement is not None:
                out.append(self.label("reward", lang, rp=achievement.rp))
                if achievement.repeatable:
                    out.append(self.label("repeatable", lang))
        return tuple(out)

    def _name_of(self, key: str, lang: str) -> str:
        for kind in ("base_level", "base_upgrade"):
            e = self.entries.get(f"{kind}.{key}")
            if e is not None:
                return e.name(lang)
        return key

    def show(self, entry_id: str, lang: str = "en", value: str | None = None) -> View:
        """The entry ``entry_id`` names (an id, a key, "Fear (2)", a rule name) in ``lang``;
        ``KeyError`` if the reference does not know it, :class:`ParameterError` if it names a
        rule with a value that does not fit ("Fear (two)")."""
        found: tuple[Entry, str | None] | None = None
        if self.get(entry_id) is None:
            instance = self.instantiate(entry_id)  # raises for a value that does not fit
            if instance is not None:
                found = instance.entry, instance.value
        found = found or self.resolve(entry_id)
        if found is None:
            raise KeyError(entry_id)
        entry, named = found
        if value is not None and entry.param is not None:
            named = entry.param.check(value, entry.id)
        parameter = None
        if entry.param is not None:
            parameter = self.label("parameter", lang, name=entry.param.name,
                                   type=self.label(f"param_{entry.param.type}", lang))
        see = tuple((s, self.entries[s].name(lang)) for s in entry.see)
        return View(
            id=entry.id, kind=entry.kind, kind_name=self.kind_name(entry.kind, lang),
            name=entry.name(lang, named), text=entry.text(lang, named),
            facts=self.facts(entry, lang),
            aliases=tuple(a for a in entry.aliases
                          if fold(a) not in {fold(n) for n in entry.names.values()}),
            source=self.source_text(entry, lang), see=see, parameter=parameter, value=named,
            imported_from=(self.label("imported", lang, teamlist=entry.teamlist)
                           if entry.imported else None),
            optional=entry.optional,
        )


def _rank(q: str, words: Sequence[str], folded: tuple[tuple[str, ...], tuple[str, ...]],
          all_words: tuple[frozenset[str], frozenset[str]]) -> int | None:
    names, texts = folded
    spaced, compact = " " + q, q.replace(" ", "")
    best: int | None = None
    for n in names:  # each starts with a space
        if n == spaced or n.replace(" ", "") == compact:
            return RANK_NAME
        if n.startswith(spaced):
            best = RANK_NAME_START
        elif best is None and spaced in n:
            best = RANK_NAME_WORD
    if best is not None:
        return best
    name_words, every_word = all_words
    if all(any(w.startswith(t) for w in name_words) for t in words):
        return RANK_NAME_WORDS
    if any(spaced in t for t in texts):
        return RANK_TEXT
    if all(any(w.startswith(t) for w in every_word) for t in words):
        return RANK_TEXT_WORDS
    return None


# -- the shipped reference --------------------------------------------------------------------
@cache
def default_reference() -> Reference:
    """The reference of ``resources/reference`` (loaded once)."""
    return Reference.load()


def search(query: str, lang: str = "en", **options: Any) -> list[Hit]:
    return default_reference().search(query, lang, **options)


def show(entry_id: str, lang: str = "en", value: str | None = None) -> View:
    return default_reference().show(entry_id, lang, value)


def instantiate(text: str) -> Instance | None:
    return default_reference().instantiate(text)


def link(name: str) -> str | None:
    return default_reference().link(name)


def index_teamlist_rules(teamlist: TeamList) -> tuple[IndexedRule, ...]:
    return default_reference().index_teamlist_rules(teamlist)
