"""BattleScribe game system + catalogue -> :class:`~app.rules.teamlist.TeamList`.

Entry links are expanded: every place a shared entry or group is linked becomes its own
:class:`Entry` / :class:`EntryGroup`, so a selection always names one place in the list. Ids are
paths of BattleScribe ids from the root entry (``link/group/entry``); each copy keeps the
shared id as ``ref`` and the link's id in ``aliases``, so constraints, conditions and repeats
that name any of those ids count it as BattleScribe does.

Categories map to HoR sections by name ("Team Leader", "Special", "Core", "Transport").
Whatever the model cannot hold goes into the :class:`ImportReport`, never silently away.

**Bounded cost.** Expanding links can multiply a small file: an entry linking another twice,
that one linking a third twice, and so on 30 levels is 2**30 entries from 6 KB. Before
converting anything, :meth:`Converter.plan` walks the links exactly as the conversion will
(same cycle cuts, same depth cap) counting only: the places (entries and groups), the work
(every element each place copies, and its text by 64 characters) and the characters of the
ids, and refuses the catalogue (``catalogue.too_large``) past :data:`MAX_PLACES`,
:data:`MAX_WORK` or :data:`MAX_PATH_CHARS`. The walk stops at the first cap, so a refusal costs
at most a fraction of a second; the caps are measured multiples of the real catalogues.

**Numbers.** A cost, constraint, condition, repeat or modifier value is read as a decimal
number within ±:data:`MAX_NUMBER` (BattleScribe's schema says ``xs:decimal``): ``NaN``,
``inf``, ``1e999``, ``abc`` or an empty value is never guessed. An entry whose cost cannot be
read is left out; a constraint, or a modifier (with its conditions and repeats), is dropped.
Each is a ``bad_number`` item of the report.
"""

from __future__ import annotations

import dataclasses
import math
import re
import threading
import weakref
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from typing import Any, TypeVar
from xml.etree.ElementTree import Element

from app.rules.bsdata.report import ImportReport, Unexpressed
from app.rules.bsdata.safexml import CatalogueFileError, Document, ImportCancelled
from app.rules.teamlist import (
    ANY,
    Category,
    Comparison,
    Condition,
    ConditionGroup,
    Constraint,
    Entry,
    EntryGroup,
    EntryKind,
    Field,
    Modifier,
    ModifierKind,
    Profile,
    Repeat,
    Rule,
    Scope,
    Section,
    TeamList,
)

SECTIONS = {
    "team leader": Section.LEADER,
    "leader": Section.LEADER,
    "special": Section.SPECIALIST,
    "specialist": Section.SPECIALIST,
    "specialists": Section.SPECIALIST,
    "core": Section.CORE,
    "transport": Section.TRANSPORT,
}
NO_CATEGORY = "(No Category)"
CATEGORY_SCOPE = "category"  # a constraint counted in its owner's category (see _constraints_of)
# A category that no HoR name marks as Core becomes Core when the catalogue's own word for the
# rank and file says so: a 40k Force Organisation's "Troops" are the models HoR calls Core.
CORE_BY_WORDING = ("troops", "troop")
POINTS = "points"
MAX_ENTRY_DEPTH = 40
PROFILE_TYPES = {"unit": "model", "vehicle": "vehicle", "walker": "walker", "weapon": "weapon"}
CHARACTERISTIC_KEYS = {"Save": "Sv"}
SCOPES = {"parent", "force", "roster", "self", "ancestor"}
STAT_PROFILES = {"model", "vehicle", "walker"}

# Caps of the link expansion: a floor plus a budget per byte of the catalogue, never beyond an
# absolute cap. Measured on the real catalogues of ../shared, per byte of the catalogue:
# places (entries and groups) at most 0.0029 in HoR (Rogue Traders) and 0.019 in 40k (Space
# Marines 2015); work 0.12 in HoR and 0.49 in 40k (Chaos Space Marines); id characters 0.27
# and 2.3. In all: places 2,250 in HoR and 49,421 in 40k; work 92,212 and 1,239,566; id
# characters 206,570 and 5.9 M. The game systems alone: at most 630 places, 18,189 work and
# 53,830 characters (40k), under the floors. Each rate is over 20x the largest HoR one and 2x
# the largest 40k one; bytes, not elements, so that padding a file with empty elements buys
# little: a 6 kB file may expand to 2,240 places, where 2**30 were asked. Places are 0.04 a
# byte (2.1x the largest 40k rate, 14x the HoR one): everything a place costs after the
# conversion too (its JSON written and read back, the validator's index) is about 60 µs, and a
# 1 MB file of 10,000 copies of one link (60,012 places, over 3 s in all) is refused.
PLACES_PER_BYTE, PLACES_FLOOR, MAX_PLACES = 0.04, 2_000, 100_000
WORK_PER_BYTE, WORK_FLOOR, MAX_WORK = 2.5, 50_000, 2_500_000
CHARS_PER_BYTE, CHARS_FLOOR, MAX_PATH_CHARS = 6.0, 100_000, 12_000_000
CANCEL_EVERY = 256  # places between two looks at the cancel flag while planning
CONTENT_AFTER = 8  # distinct links to one target after which links are keyed by content
MAX_NUMBER = 1_000_000  # |value| of any number (real: costs <= 2,750, constraints <= 50)
EXPANSIONS = ("selectionEntries", "selectionEntryGroups", "entryLinks")
# The containers of BattleScribe elements and the children each holds.
CONTAINERS = {
    "selectionEntries": "selectionEntry", "selectionEntryGroups": "selectionEntryGroup",
    "entryLinks": "entryLink", "costs": "cost", "constraints": "constraint",
    "modifiers": "modifier", "modifierGroups": "modifierGroup", "conditions": "condition",
    "conditionGroups": "conditionGroup", "repeats": "repeat", "categoryLinks": "categoryLink",
    "categoryEntries": "categoryEntry", "profiles": "profile", "rules": "rule",
    "infoLinks": "infoLink", "infoGroups": "infoGroup", "characteristics": "characteristic",
}  # fmt: skip
# xs:decimal (and an exponent of at most 3 digits, which float() always accepted)
_DECIMAL = re.compile(
    r"\s*[+-]?(?:\d{1,30}(?:\.\d{0,30})?|\.\d{1,30})(?:[eE][+-]?\d{1,3})?\s*\Z", re.ASCII
)


def _kids(el: Element, container: str, tag: str) -> list[Element]:
    box = el.find(container)
    if box is None:
        return []
    return box.findall(tag)  # a plain tag: the children of that tag, in order (in C)


def _true(el: Element, attr: str) -> bool:
    value = el.get(attr)
    if value is None or value == "false":
        return False
    return value == "true" or value.strip().lower() == "true"


def budget(size: int) -> tuple[int, int, int]:
    """The (places, work, id characters) a catalogue of ``size`` bytes may expand to."""
    return (
        min(MAX_PLACES, PLACES_FLOOR + int(PLACES_PER_BYTE * size)),
        min(MAX_WORK, WORK_FLOOR + int(WORK_PER_BYTE * size)),
        min(MAX_PATH_CHARS, CHARS_FLOOR + int(CHARS_PER_BYTE * size)),
    )


def _number(text: str | None) -> float | None:
    """A decimal number within ±MAX_NUMBER (a missing value is 0), or ``None``."""
    if text is None:
        return 0.0
    if text in _NUMBERS:
        return _NUMBERS[text]
    value = _read_number(text)
    if len(text) <= 32 and len(_NUMBERS) < 4096:  # numbers repeat ("1", "0.0", "5"…)
        _NUMBERS[text] = value
    return value


_NUMBERS: dict[str, float | None] = {}  # texts read by _number (each read once)


def _read_number(text: str) -> float | None:
    if not _DECIMAL.match(text):
        return None
    value = float(text)
    return value if math.isfinite(value) and abs(value) <= MAX_NUMBER else None


ZERO = Fraction(0)


@lru_cache(maxsize=4096)
def _cost(text: str | None) -> Fraction | None:
    """A cost as an exact fraction (to 1/1000), or ``None`` when it is not a number (costs
    repeat: "0.0", "5.0"…, so each text is read once)."""
    if text is None:
        return ZERO
    if _number(text) is None:
        return None
    return Fraction(text.strip()).limit_denominator(1000)


_T = TypeVar("_T")

# A walked subtree: (places, work, id characters below its own path, ids met, height)
_Walked = tuple[int, int, int, frozenset[str], int]


_KINDS = {k.value: k for k in (EntryKind.UNIT, EntryKind.MODEL, EntryKind.UPGRADE)}
# A child of an entry or group: (0 entry / 1 group, its element, the link, its id in the
# path), or (2, a report item) for a link whose target is missing.
_Kid = tuple[int, Any, Element | None, str]
# A subtree converted once: its top (None: left out), its report items, its entries and its
# places below its top (see Converter._again).
_S = TypeVar("_S", Entry, EntryGroup)
_Subtree = tuple[_S | None, tuple[Unexpressed, ...], int, int]
# What an (element, link) pair is at every place: its fields (None: left out; the values of
# ENTRY_HEAD or GROUP_HEAD, in that order), its report items, its children.
_Head = tuple[tuple[Any, ...] | None, tuple[Unexpressed, ...], tuple[_Kid, ...]]


def maker(cls: type[_T], *names: str) -> Callable[..., _T]:
    """A constructor of the frozen, slotted dataclass ``cls`` taking the fields ``names``
    positionally, every other field its default: the object ``cls(**dict(zip(names, args)))``
    is, without its ``__init__`` (a frozen dataclass sets each field through
    ``object.__setattr__``: a 27-field Entry took 6 µs, 2.4x this). For classes without a
    ``__post_init__`` only."""
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    if hasattr(cls, "__post_init__") or "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__}: not a plain slotted dataclass")
    unknown = set(names) - {f.name for f in fields}
    if unknown or len(set(names)) != len(names):
        raise TypeError(f"{cls.__name__}: fields {sorted(unknown)} or repeated")
    ns: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    lines = [f"def make({', '.join(names)}):", "    o = _new(_cls)"]
    for i, f in enumerate(fields):
        ns[f"_set{i}"] = vars(cls)[f.name].__set__
        if f.name in names:
            value = f.name
        elif f.default is not dataclasses.MISSING:
            ns[f"_default{i}"] = f.default
            value = f"_default{i}"
        elif f.default_factory is not dataclasses.MISSING:
            ns[f"_factory{i}"] = f.default_factory
            value = f"_factory{i}()"
        else:
            raise TypeError(f"{cls.__name__}.{f.name} has no default")
        lines.append(f"    _set{i}(o, {value})")
    lines.append("    return o")
    exec("\n".join(lines), ns)  # as dataclasses builds __init__
    made: Callable[..., _T] = ns["make"]
    return made


# The fields an entry's or group's head gives all its places (see _entry_head, _group_head)
ENTRY_HEAD = (
    "name", "kind", "cost", "categories", "primary_category", "profiles", "rules",
    "constraints", "modifiers", "hidden", "walker", "psyker", "mastery",
)  # fmt: skip
GROUP_HEAD = ("name", "constraints", "modifiers", "hidden")
_new_entry = maker(Entry, "id", "entries", "groups", "ref", "aliases", "squad_size", *ENTRY_HEAD)
_new_group = maker(EntryGroup, "id", "entries", "groups", "default", "ref", "aliases", *GROUP_HEAD)
_new_constraint = maker(
    Constraint, "id", "kind", "value", "field", "scope", "include_children", "shared"
)
_new_modifier = maker(Modifier, "kind", "field", "value", "conditions", "repeats")
_new_condition_group = maker(ConditionGroup, "all_of", "conditions", "groups")
_new_condition = maker(
    Condition, "comparison", "child_id", "value", "scope", "field", "include_children", "shared"
)
_new_repeat = maker(
    Repeat, "child_id", "value", "repeats", "scope", "field", "include_children", "round_up",
    "shared",
)
_new_profile = maker(Profile, "name", "type", "characteristics")
_MODIFIER_KINDS = {k.value: k for k in ModifierKind}
_COMPARISONS = {c.value: c for c in Comparison}


class _Cut(Exception):
    """The expansion may have a cut (see Converter._totals): the plan's walk counts it."""


class _BadNumber(Exception):
    """A value that is not a number: the construct holding it is left out (``bad_number``)."""


def slug(text: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    return s or "catalogue"


def teamlist_id(catalogue_name: str) -> str:
    """``bs_`` + the slug of the name, at most 80 characters (it names a folder)."""
    return "bs_" + (slug(catalogue_name)[:80].rstrip("_") or "catalogue")


@dataclasses.dataclass(frozen=True, slots=True)
class _Index:
    """What one file declares, by id: read by one pass over its elements (see _index_of)."""

    entries: dict[str, Element] = dataclasses.field(default_factory=dict)
    groups: dict[str, Element] = dataclasses.field(default_factory=dict)
    profiles: dict[str, Element] = dataclasses.field(default_factory=dict)
    rules: dict[str, Element] = dataclasses.field(default_factory=dict)
    info_groups: dict[str, Element] = dataclasses.field(default_factory=dict)
    profile_types: dict[str, str] = dataclasses.field(default_factory=dict)  # id -> name
    char_types: dict[str, str] = dataclasses.field(default_factory=dict)
    cost_types: dict[str, str] = dataclasses.field(default_factory=dict)
    force_ids: set[str] = dataclasses.field(default_factory=set)
    link_ids: set[str] = dataclasses.field(default_factory=set)
    force_entries: list[Element] = dataclasses.field(default_factory=list)  # with or without an id


# The index of each game system in use, by its root element (it goes when the tree goes): a
# batch of catalogues converted with one game system reads its elements once.
_SHARED_INDEXES: weakref.WeakKeyDictionary[Element, _Index] = weakref.WeakKeyDictionary()
_SHARED_LOCK = threading.Lock()


def _index_of(doc: Document, shared: bool = False) -> _Index:
    """The elements ``doc`` declares by id, for ``Converter`` (which must not change them);
    ``shared``: kept for the next Converter of the same tree."""
    if shared:
        with _SHARED_LOCK:
            hit = _SHARED_INDEXES.get(doc.root)
        if hit is not None:
            return hit
    index = _Index()
    pools = {
        "selectionEntry": index.entries, "selectionEntryGroup": index.groups,
        "profile": index.profiles, "rule": index.rules, "infoGroup": index.info_groups,
    }  # fmt: skip
    named_pools = {
        "profileType": index.profile_types, "characteristicType": index.char_types,
        "costType": index.cost_types,
    }  # fmt: skip
    force_entries = index.force_entries
    for el in doc.root.iter():
        i = el.get("id")
        if i is None:
            if el.tag == "forceEntry":
                force_entries.append(el)
            continue
        tag = el.tag
        pool = pools.get(tag)
        if pool is not None:
            pool[i] = el
        elif tag in named_pools:
            named_pools[tag][i] = el.get("name", "")
        elif tag == "entryLink":
            index.link_ids.add(i)
        elif tag == "forceEntry":
            index.force_ids.add(i)
            force_entries.append(el)
    if shared:
        with _SHARED_LOCK:
            _SHARED_INDEXES[doc.root] = index
    return index


class Converter:
    """Converts one catalogue (with its game system) into a TeamList and an ImportReport."""

    def __init__(
        self, gst: Document, cat: Document, cancel: Callable[[], bool] | None = None
    ) -> None:
        if gst.kind != "gameSystem":
            raise CatalogueFileError(gst.file, "bs.not_game_system", gst.root.tag)
        if cat.kind != "catalogue":
            raise CatalogueFileError(cat.file, "bs.not_catalogue", cat.root.tag)
        gid = cat.root.get("gameSystemId")
        if gid != gst.root.get("id"):
            raise CatalogueFileError(
                cat.file, "bs.wrong_game_system", f"{gid} (game system is {gst.root.get('id')})"
            )
        self.gst = gst
        self.cat = cat
        self.cancel = cancel
        self.places = 0  # entries and groups built so far (planned: see plan())
        self.planned: tuple[int, int, int] | None = None  # places, work, id characters
        self.pair_counts = 0  # (element, link) pairs the plan counted (see _totals)
        self.reuse = False  # no cut in the expansion (plan): kept subtrees are copied
        self.subtrees_copied = 0  # places made by copying a kept subtree (see _again)
        self._entry_subtrees: dict[tuple[Element, Element | None], _Subtree[Entry]] = {}
        self._group_subtrees: dict[tuple[Element, Element | None], _Subtree[EntryGroup]] = {}
        self.budget = (MAX_PLACES, MAX_WORK, MAX_PATH_CHARS)  # this file's, set by plan()
        self.items: list[Unexpressed] = []
        self._memos: dict[object, tuple[tuple[Any, ...], tuple[Unexpressed, ...]]] = {}
        self.entries_el: dict[str, Element] = {}
        self.groups_el: dict[str, Element] = {}
        self.profiles_el: dict[str, Element] = {}
        self.rules_el: dict[str, Element] = {}
        self.info_groups_el: dict[str, Element] = {}
        self._shapes: dict[Element, dict[str, tuple[Element, ...]]] = {}
        self._mod_cache: dict[
            tuple[Element, str], tuple[tuple[Element, tuple[Element, ...]], ...]
        ] = {}
        self._entry_heads: dict[tuple[Element, Element | None], _Head] = {}
        self._ptypes: dict[Element, str] = {}
        self._plains: dict[Element, bool] = {}
        self._busy_groups: set[Element] = set()  # info groups being gathered (cycles)
        self._group_heads: dict[tuple[Element, Element | None], _Head] = {}
        # heads by (target, content of the link): see _head
        self._by_content: dict[tuple[Element, tuple[Any, ...]], _Head] = {}
        self._by_content_kind: dict[tuple[Element, tuple[Any, ...]], object] = {}
        self._contents: dict[Element, tuple[Any, ...]] = {}
        self._link_counts: dict[tuple[object, Element], int] = {}
        self.profile_types: dict[str, str] = {}
        self.char_types: dict[str, str] = {}
        self.rules: dict[str, Rule] = {}
        self.count = 0
        self.force_ids: set[str] = set()
        self.link_ids: set[str] = set()
        self.approximations: list[str] = []  # notes of the modifier being converted
        # The catalogue wins over the game system for the same id. The game system's own
        # index is made once for every catalogue converted with it (see _index_of).
        cost_types: dict[str, str] = {}
        gst_index, cat_index = _index_of(gst, shared=True), _index_of(cat)
        for index in (gst_index, cat_index):
            self.entries_el.update(index.entries)
            self.groups_el.update(index.groups)
            self.profiles_el.update(index.profiles)
            self.rules_el.update(index.rules)
            self.info_groups_el.update(index.info_groups)
            self.profile_types.update(index.profile_types)
            self.char_types.update(index.char_types)
            cost_types.update(index.cost_types)
            self.force_ids |= index.force_ids
            self.link_ids |= index.link_ids
        # every force entry of each file, in document order (see _categories)
        self._force_entries = (gst_index.force_entries, cat_index.force_entries)
        # The points cost type: named pts/points (or the only one); "points" always counts.
        named = {i for i, n in cost_types.items() if n.strip().lower() in ("pts", "points", "pt")}
        self.points_types = {POINTS} | (
            named or (set(cost_types) if len(cost_types) == 1 else set())
        )

    # -- the whole list ----------------------------------------------------------------------
    def convert(self) -> tuple[TeamList, ImportReport]:
        """The Team List and its report; raises ``CatalogueFileError`` (``catalogue.too_large``)
        when the links expand beyond the caps, ``ImportCancelled`` when ``cancel`` says so."""
        self.plan()
        cat = self.cat.root
        name = cat.get("name", "") or self.cat.file
        need = cat.get("gameSystemRevision")
        have = self.gst.root.get("revision", "0")
        need_n, have_n = _number(need), _number(have)
        if need and need_n is not None and have_n is not None and need_n > have_n:
            self._note(name, "game_system_revision", f"needs {need}, have {have}")
        for r in self.rules_el.values():
            self._rule(r)
        categories = self._categories(name)
        roots: list[Entry] = []
        for doc in (self.gst, self.cat):
            for el in _kids(doc.root, "selectionEntries", "selectionEntry"):
                e = self._entry(el, None, el.get("id", ""), 0, ())
                if e is not None:
                    roots.append(e)
            for el in _kids(doc.root, "entryLinks", "entryLink"):
                if el.get("type") == "selectionEntryGroup":
                    self._note(name, "root_group_link", el.get("targetId", ""))
                    continue
                target = self._target(el, self.entries_el, name)
                if target is not None:
                    e = self._entry(target, el, el.get("id", ""), 0, ())
                    if e is not None:
                        roots.append(e)
        revision = cat.get("revision", "0")
        tl = TeamList(
            id=teamlist_id(name),
            name=name,
            version=revision,
            source=(
                f"BattleScribe catalogue {name!r} revision {revision}, "
                f"game system {self.gst.root.get('name', '')!r} revision {have}"
            ),
            categories=categories,
            entries=tuple(roots),
            rules=tuple(sorted(self.rules.values(), key=lambda r: (r.name, r.id))),
            origin="battlescribe",
        )
        report = ImportReport(
            file=self.cat.file.replace("\\", "/").rsplit("/", 1)[-1],
            catalogue=name,
            revision=revision,
            game_system=self.gst.root.get("name", ""),
            game_system_revision=have,
            root_entries=len(roots),
            entries=self.count,
            items=tuple(self.items),
        )
        return tl, report

    # -- the cost of the expansion, before anything is built -----------------------------------
    def plan(self) -> tuple[int, int, int]:
        """Walk the links as :meth:`convert` will and count (places, work, id characters);
        raises ``catalogue.too_large`` at the first cap passed. See the module docstring."""
        if self.planned is not None:
            return self.planned
        places = work = chars = 0
        self.budget = budget(self.cat.size)
        max_places, max_work, max_chars = self.budget
        static: dict[Element, int] = {}
        children: dict[Element, list[tuple[Element | None, Element | None, int]]] = {}
        cancel = self.cancel

        def cost_of(el: Element) -> int:
            """What one copy of ``el`` costs: its elements but the expanded children, its
            text by 64 characters, and the profiles its info links copy."""
            n = static.get(el)
            if n is not None:
                return n
            n = 1 + _text_units(el)
            groups = [el] if el.tag == "infoGroup" else []
            for c in el:  # every element below but the expanded children (inlined: hot)
                if c.tag in EXPANSIONS:
                    continue
                for e in c.iter():
                    txt = e.text
                    u = len(txt) if txt else 0
                    if e.keys():  # (.attrib would make an empty dict for every other)
                        for v in e.attrib.values():
                            u += len(v)
                    n += 1 + (u >> 6)
                groups.extend(c.iter("infoGroup"))
            static[el] = n  # guards against a profile or info group reaching itself
            for il in _kids(el, "infoLinks", "infoLink"):
                if il.get("type") == "profile":
                    p = self.profiles_el.get(il.get("targetId", ""))
                    if p is not None:
                        n += cost_of(p)
            # 2.03 info groups (nested in el, or linked from it or from them) show their
            # content at every place too: each link to a shared group counts the group whole.
            for g in groups:
                for il in _kids(g, "infoLinks", "infoLink"):
                    kind = il.get("type")
                    if kind in ("profile", "infoGroup"):
                        pool = self.profiles_el if kind == "profile" else self.info_groups_el
                        t = pool.get(il.get("targetId", ""))
                        if t is not None:
                            n += cost_of(t)
            for il in _kids(el, "infoLinks", "infoLink"):
                if il.get("type") == "infoGroup":
                    t = self.info_groups_el.get(il.get("targetId", ""))
                    if t is not None:
                        n += cost_of(t)
            static[el] = n
            return n

        def kids_of(src: Element) -> list[tuple[Element | None, Element | None, int]]:
            out = children.get(src)
            if out is None:
                out = []
                for c in _kids(src, "selectionEntries", "selectionEntry"):
                    out.append((c, None, len(c.get("id", ""))))
                for c in _kids(src, "selectionEntryGroups", "selectionEntryGroup"):
                    out.append((c, None, len(c.get("id", ""))))
                for lk in _kids(src, "entryLinks", "entryLink"):
                    group = lk.get("type") == "selectionEntryGroup"
                    pool = self.groups_el if group else self.entries_el
                    out.append((pool.get(lk.get("targetId", "")), lk, len(lk.get("id", ""))))
                children[src] = out
            return out

        def too_large(what: str, cap: int) -> CatalogueFileError:
            return CatalogueFileError(
                self.cat.file,
                "catalogue.too_large",
                f"links expand to more than {cap} {what} (a file of {self.cat.size} bytes)",
            )

        # A subtree visited once is counted again from its memo wherever the same link leads
        # (its totals only shift by the length of the path above it): a catalogue that links
        # one armoury into every unit is walked once per armoury, not once per unit. A memo
        # holds when none of the ids it met is on the stack above (its cycle cuts are its own)
        # and its depth stays under the cap; the totals are exactly the walk's.
        memo: dict[tuple[Element, object], _Walked] = {}
        fresh = 0

        def visit(
            el: Element, link: Element | None, plen: int, depth: int, stack: tuple[str, ...]
        ) -> _Walked:
            nonlocal places, work, chars, fresh
            key: tuple[Element, object] = (el, link)
            hit = memo.get(key)
            if hit is None and link is not None and self._linked_often(el):
                key = (el, self._content(link))  # a link of the same content walks the same
                hit = memo.get(key)
            if hit is not None and depth + hit[4] <= MAX_ENTRY_DEPTH and hit[3].isdisjoint(stack):
                places += hit[0]
                work += hit[1]
                chars += hit[0] * plen + hit[2]
                check()
                return hit
            work += 1
            own = el.get("id", "")
            if own in stack or depth > MAX_ENTRY_DEPTH:
                return (0, 1, 0, frozenset((own,)), 0)
            places += 1
            chars += plen
            w = cost_of(el) + (cost_of(link) if link is not None else 0)
            work += w
            check()
            fresh += 1
            if cancel is not None and fresh % CANCEL_EVERY == 0 and cancel():
                raise ImportCancelled()
            sub_places, sub_work, rel, height = 1, 1 + w, 0, 0
            ids = {own}
            inner = (*stack, own)
            for src in (el,) if link is None else (el, link):
                for target, lk, idlen in kids_of(src):
                    if target is None:
                        work += 1
                        sub_work += 1
                        continue
                    cp, cw, crel, cids, ch = visit(target, lk, plen + 1 + idlen, depth + 1, inner)
                    sub_places += cp
                    sub_work += cw
                    rel += crel + cp * (1 + idlen)
                    ids |= cids
                    height = max(height, ch + 1)
            walked = (sub_places, sub_work, rel, frozenset(ids), height)
            if depth + height <= MAX_ENTRY_DEPTH and walked[3].isdisjoint(stack):
                memo[(el, link)] = memo[key] = walked
            return walked

        def check() -> None:
            if places > max_places:
                raise too_large("entries and groups", max_places)
            if work > max_work:
                raise too_large("copied elements", max_work)
            if chars > max_chars:
                raise too_large("characters of ids", max_chars)

        try:
            # Most catalogues (every real one) have no cut anywhere: their totals are those of
            # the whole expansion, counted once per (element, link) pair. The walk below
            # gives the same totals then; it runs when a cut or a cap may apply.
            fast = self._totals(cost_of, kids_of)
            if fast is not None and all(n <= cap for n, cap in zip(fast, self.budget, strict=True)):
                self.planned = fast
                self.reuse = True  # no cut anywhere (see _totals, _again)
                return fast
            for doc in (self.gst, self.cat):
                for el in _kids(doc.root, "selectionEntries", "selectionEntry"):
                    visit(el, None, len(el.get("id", "")), 0, ())
                for el in _kids(doc.root, "entryLinks", "entryLink"):
                    work += 1
                    if el.get("type") == "selectionEntryGroup":
                        continue
                    target = self.entries_el.get(el.get("targetId", ""))
                    if target is not None:
                        visit(target, el, len(el.get("id", "")), 0, ())
        finally:
            # The recursive closures reach themselves through their cells (and this
            # Converter, its parsed trees): left as they are, each conversion would be cyclic
            # garbage that only a full collection frees, walking every element (0.4 s after an
            # import of the 19 HoR catalogues with the collector paused). Cut: freed at once.
            visit = cost_of = None  # type: ignore[assignment]
        if work > max_work:
            raise too_large("copied elements", max_work)
        self.planned = (places, work, chars)
        return self.planned

    def _totals(
        self,
        cost_of: Callable[[Element], int],
        kids_of: Callable[[Element], list[tuple[Element | None, Element | None, int]]],
    ) -> tuple[int, int, int] | None:
        """The (places, work, id characters) of the whole expansion when it has no cut, or
        ``None`` when it may have one: each (element, link) pair is counted once (its
        subtree's totals shift only by the length of the path above it).

        No cut means: no element is below itself (the graph of every element to the targets
        of the children it is reached with has no cycle), no two elements reached share an
        id (the walk cuts on ids), and no place is deeper than :data:`MAX_ENTRY_DEPTH`. Then
        the walk of :meth:`plan` meets the same places with the same paths, and its totals
        are these. ``self.pair_counts`` says how many pairs were counted (tests)."""
        memo: dict[tuple[Element, Element | None], tuple[int, int, int, int]] = {}
        owner: dict[str, Element] = {}
        edges: dict[Element, set[Element]] = {}
        busy: set[tuple[Element, Element | None]] = set()
        cancel = self.cancel

        def total(el: Element, link: Element | None, depth: int) -> tuple[int, int, int, int]:
            if link is not None and not kids_of(link):
                # a link with no children of its own: its target's subtree, plus the link
                places, work, rel, height = total(el, None, depth)
                return places, work + cost_of(link), rel, height
            key = (el, link)
            hit = memo.get(key)
            if hit is not None:
                if depth + hit[3] > MAX_ENTRY_DEPTH:
                    raise _Cut
                return hit
            if depth > MAX_ENTRY_DEPTH or key in busy:
                raise _Cut
            if owner.setdefault(el.get("id", ""), el) is not el:
                raise _Cut
            if cancel is not None and len(memo) % CANCEL_EVERY == CANCEL_EVERY - 1 and cancel():
                raise ImportCancelled()
            busy.add(key)
            below = edges.setdefault(el, set())
            w = cost_of(el) + (cost_of(link) if link is not None else 0)
            places, work, rel, height = 1, 1 + w, 0, 0
            for src in (el,) if link is None else (el, link):
                for target, lk, idlen in kids_of(src):
                    if target is None:
                        work += 1
                        continue
                    below.add(target)
                    cp, cw, crel, ch = total(target, lk, depth + 1)
                    places += cp
                    work += cw
                    rel += crel + cp * (1 + idlen)
                    if ch >= height:
                        height = ch + 1
            busy.discard(key)
            got = memo[key] = (places, work, rel, height)
            return got

        places = work = chars = 0
        try:
            for doc in (self.gst, self.cat):
                for el in _kids(doc.root, "selectionEntries", "selectionEntry"):
                    plen = len(el.get("id", ""))
                    cp, cw, crel, _h = total(el, None, 0)
                    places, work, chars = places + cp, work + cw, chars + cp * plen + crel
                for el in _kids(doc.root, "entryLinks", "entryLink"):
                    work += 1
                    if el.get("type") == "selectionEntryGroup":
                        continue
                    target = self.entries_el.get(el.get("targetId", ""))
                    if target is not None:
                        plen = len(el.get("id", ""))
                        cp, cw, crel, _h = total(target, el, 0)
                        places, work, chars = places + cp, work + cw, chars + cp * plen + crel
        except _Cut:
            return None
        finally:
            self.pair_counts = len(memo)
            total = None  # type: ignore[assignment]  # the closure reaches itself: cut
        if _cyclic(edges):
            return None
        return places, work, chars

    def _place(self) -> None:
        """One more entry or group built: the plan's cap holds (belt and braces) and the
        cancel flag is looked at."""
        self.places += 1
        if self.places > self.budget[0]:
            raise CatalogueFileError(
                self.cat.file,
                "catalogue.too_large",
                f"links expand to more than {self.budget[0]} entries and groups",
            )
        if self.cancel is not None and self.cancel():
            raise ImportCancelled()

    def _note(self, entry: str, construct: str, detail: str = "") -> None:
        self.items.append(Unexpressed(entry, construct, detail))

    # -- categories --------------------------------------------------------------------------
    def _categories(self, list_name: str) -> tuple[Category, ...]:
        """Categories with the force entry's limits.

        BattleScribe 2.00 files declare them inside the force entry (``categoryEntries``);
        2.03 files declare them at the top and the force entry links them (``categoryLinks``,
        whose constraints are the limits).
        """

        def has_categories(fe: Element) -> bool:
            return any(_kids(fe, "categoryEntries", "categoryEntry")) or any(
                _kids(fe, "categoryLinks", "categoryLink")
            )

        in_gst, in_cat = self._force_entries
        force_entries = [fe for fe in in_cat if has_categories(fe)]
        if not force_entries:
            force_entries = [fe for fe in in_gst if has_categories(fe)]
        if len(force_entries) > 1:
            names = ", ".join(fe.get("name", "") for fe in force_entries)
            self._note(list_name, "force_entries", names)
        top: dict[str, Element] = {}
        for doc in (self.gst, self.cat):
            for el in _kids(doc.root, "categoryEntries", "categoryEntry"):
                top[el.get("id", "")] = el
        out: dict[str, Category] = {}

        def add(cid: str, sources: list[Element]) -> None:
            if cid in out:
                return
            cname = sources[0].get("name", "")
            constraints: list[Constraint] = []
            for src in sources:
                constraints += self._constraints(src, cname)
            cids = {c.id for c in constraints}
            modifiers: list[Modifier] = []
            for src in sources:
                modifiers += self._modifiers(src, cname, cids)
            out[cid] = Category(
                id=cid,
                name=cname,
                section=SECTIONS.get(cname.strip().lower()),
                constraints=tuple(constraints),
                modifiers=tuple(modifiers),
            )

        for fe in force_entries:
            for el in _kids(fe, "categoryEntries", "categoryEntry"):
                add(el.get("id", ""), [el])
            for link in _kids(fe, "categoryLinks", "categoryLink"):
                target = self._target(link, top, fe.get("name", list_name))
                if target is not None:
                    add(target.get("id", ""), [target, link])
        for cid, el in top.items():  # categories no force entry limits
            add(cid, [el])
        cats = list(out.values())
        if not any(c.section == Section.CORE for c in cats):
            for i, c in enumerate(cats):
                if c.section is None and c.name.strip().lower() in CORE_BY_WORDING:
                    cats[i] = dataclasses.replace(c, section=Section.CORE)
                    self._note(list_name, "section_by_wording", f"{c.name} as Core")
                    break
            else:
                names = ", ".join(sorted({c.name for c in cats}))[:200]
                self._note(list_name, "no_core_category", names or "no categories")
        return tuple(cats)

    # -- entries -----------------------------------------------------------------------------
    def _target(self, link: Element, pool: dict[str, Element], where: str) -> Element | None:
        tid = link.get("targetId", "")
        target = pool.get(tid)
        if target is None:
            self._note(where, "link_target_missing", f"{link.get('type')} {tid}")
        return target

    def _enter(self, el: Element, path: str, depth: int, stack: tuple[str, ...]
               ) -> tuple[str, ...] | None:
        """The link stack with ``el`` pushed, or ``None`` (noted in the report) for a link
        cycle or too deep a nesting."""
        own_id = el.get("id", "")
        name = el.get("name", "")
        if own_id in stack:
            self._note(name, "link_cycle", " > ".join(stack[-3:]))
            return None
        if depth > MAX_ENTRY_DEPTH:
            self._note(name, "too_deep", path[-60:])
            return None
        return (*stack, own_id)

    # Each (element, link) pair is converted once: what it becomes at every place it is linked
    # (its cost, constraints, modifiers, categories, profiles, rules, the targets of its
    # children and the report items of all that) is its "head", kept and reused; a place adds
    # only its ids (the path), its children and what follows from them.

    def _entry(
        self,
        el: Element,
        link: Element | None,
        path: str,
        depth: int,
        stack: tuple[str, ...],
    ) -> Entry | None:
        entry: Entry | None = self._place_at(self._entry_subtrees, self._new_entry_at, el, link,
                                             path, depth, stack)
        return entry

    def _place_at(self, cache: Any, make: Any, el: Element, link: Element | None, path: str,
                  depth: int, stack: tuple[str, ...]) -> Any:
        """The entry or group (``make``) of a place: ``None`` past a cycle or too deep (in
        the report); a subtree already converted is copied from ``cache`` with this path."""
        own = el.get("id", "")
        if own in stack or depth > MAX_ENTRY_DEPTH:
            self._enter(el, path, depth, stack)  # noted in the report
            return None
        self._place()
        key = (el, self._link_key(link))
        if not self.reuse:
            return make(el, link, key, path, depth, (*stack, own))
        again = cache.get(key)
        if again is not None:
            return self._again(again, el, link, path)
        mark = (len(self.items), len(self.rules), self.count, self.places)
        made = make(el, link, key, path, depth, (*stack, own))
        self._keep(cache, key, made, mark)
        return made

    def _new_entry_at(
        self,
        el: Element,
        link: Element | None,
        key: tuple[Element, Element | None],
        path: str,
        depth: int,
        pushed: tuple[str, ...],
    ) -> Entry | None:
        """The entry of a place (counted): its head, then its children."""
        head = self._entry_heads.get(key)
        if head is None:
            head = self._head(key, self._entry_heads, self._entry_head)
        fields, notes, kids = head
        if notes:
            self.items.extend(notes)
        if fields is None:
            return None  # an entry whose cost cannot be read is left out
        self.count += 1
        entries: list[Entry] = []
        groups: list[EntryGroup] = []
        self._children(kids, path, depth, pushed, entries, groups)
        ref, aliases = _ref_and_aliases(el, link, path)
        squad_size = _squad_size(fields[1], entries)
        return _new_entry(path, tuple(entries), tuple(groups), ref, aliases, squad_size, *fields)

    def _link_key(self, link: Element | None) -> Element | None:
        """The link as part of a head's key: ``None`` for a link that adds nothing to its
        target (the target's own head)."""
        if link is None:
            return None
        plain = self._plains.get(link)
        return None if plain or (plain is None and self._plain(link)) else link

    # A subtree converted once is the same wherever its (element, link) pair is met again,
    # but for its ids (the path above it) and its top's ref and aliases (the link that leads
    # there): below its top, every ref and alias is the place's own element's and link's, and
    # a group's default is a child's path. That holds when the expansion has no cut (no
    # link cycle, no id met twice on a path, nothing too deep), which plan() proves before
    # setting ``reuse``: then a subtree met again is copied with its new path (its places
    # counted, its report items replayed) instead of converted again.

    def _keep(
        self,
        subtrees: dict[tuple[Element, Element | None], _Subtree[_S]],
        key: tuple[Element, Element | None],
        made: _S | None,
        mark: tuple[int, int, int, int],
    ) -> None:
        """Keep a subtree just converted (``mark``: the report, rules, entries and places
        before it) unless it converted a rule for the first time (its report items would be
        one place's, not every place's)."""
        items, rules, count, places = mark
        if len(self.rules) == rules:
            subtrees[key] = (made, tuple(self.items[items:]), self.count - count,
                             self.places - places)  # fmt: skip

    def _again(
        self, sub: _Subtree[_S], el: Element, link: Element | None, path: str
    ) -> _S | None:
        """A kept subtree at a new place (whose own place is counted): copied with ``path``."""
        made, notes, count, places = sub
        self.subtrees_copied += 1
        if notes:
            self.items.extend(notes)
        self.count += count
        for _ in range(places):
            self._place()
        if made is None:
            return None
        ref, aliases = _ref_and_aliases(el, link, path)
        return _repath(made, path, len(made.id), ref, aliases)

    def _head(
        self,
        key: tuple[Element, Element | None],
        heads: dict[tuple[Element, Element | None], _Head],
        make: Callable[[Element, Element | None], _Head],
    ) -> _Head:
        """The head of a pair met for the first time: made, or shared with a pair of the same
        target through a link of the same content (a head depends only on the content of its
        elements: a file of 10,000 copies of one link converts it once)."""
        el, link = key
        if link is None or not self._linked_often(el, id(heads)):
            made = heads[key] = make(el, link)
            return made
        ckey = (el, self._content(link))
        head = self._by_content.get(ckey)
        if head is None or self._by_content_kind.get(ckey) is not heads:
            head = make(el, link)
            self._by_content[ckey] = head
            self._by_content_kind[ckey] = heads
        heads[key] = head
        return head

    def _linked_often(self, el: Element, counter: object = None) -> bool:
        """Whether ``el`` was reached through more than :data:`CONTENT_AFTER` distinct links
        (by this ``counter``): only then are links told apart by content (real catalogues
        link most targets a few times, where keying by content costs more than it saves)."""
        n = self._link_counts[counter, el] = self._link_counts.get((counter, el), 0) + 1
        return n > CONTENT_AFTER

    def _content(self, el: Element) -> tuple[Any, ...]:
        """What an element holds (tag, attributes in order, text, children's contents), as a
        key: equal keys, equal elements for the conversion (tails, never read, are left out)."""
        hit = self._contents.get(el)
        if hit is None:
            hit = self._contents[el] = (
                el.tag, tuple(el.items()), el.text, tuple([self._content(c) for c in el])
            )
        return hit

    def _plain(self, link: Element) -> bool:
        """A link that adds nothing to its target (no constraint, modifier, cost, category,
        profile, rule or child, not hidden): its places are the target's own head."""
        hit = self._plains.get(link)
        if hit is None:
            cat = link.get("categoryEntryId")
            hit = self._plains[link] = (
                not _true(link, "hidden")
                and (not cat or cat == NO_CATEGORY)
                and all(len(box) == 0 for box in link)
            )
        return hit

    def _entry_head(self, el: Element, link: Element | None) -> _Head:
        """What ``el`` (reached through ``link``) is at any place: the fields of its
        :class:`Entry` but the place's own, the report items, and its children's targets.
        Fields are ``None`` when its cost cannot be read (the entry is left out)."""
        name = el.get("name", "")
        outer, self.items = self.items, []
        try:
            cost = ZERO
            cost_notes: list[str] = []
            for c in self._shape(el).get("costs", ()):
                ctype = c.get("costTypeId") or c.get("typeId") or ""
                value = _cost(c.get("value"))
                if value is None:
                    text = c.get("value", "")
                    self._note(name, "bad_number", f"cost {c.get('name', ctype)} {text[:40]!r}")
                    return None, tuple(self.items), ()
                if ctype in self.points_types:
                    cost = value if cost is ZERO else cost + value  # Fractions add slowly
                elif value:
                    cost_notes.append(f"{c.get('name', ctype)} {c.get('value')}")
            sources = [el] if link is None else [el, link]
            constraints: list[Constraint] = []
            for src in sources:
                constraints += self._constraints(src, name)
            cids = {c.id for c in constraints}
            modifiers: list[Modifier] = []
            for src in sources:
                modifiers += self._modifiers(src, name, cids)
            for note in cost_notes:
                self._note(name, "cost_type", note)
            categories: list[str] = []
            primary: str | None = None
            for src in reversed(sources):  # the link's category first
                cat = src.get("categoryEntryId")
                if cat and cat != NO_CATEGORY and primary is None:
                    primary = cat
                for cl in self._shape(src).get("categoryLinks", ()):
                    tid = cl.get("targetId", "")
                    if tid and tid not in categories:
                        categories.append(tid)
                    if _true(cl, "primary") and primary is None:
                        primary = tid
            if primary is not None and primary not in categories:
                categories.insert(0, primary)
            profile_els: list[Element] = []
            rules: list[str] = []
            for src in sources:
                self._infos(src, name, profile_els, rules)
            # The modifiers of the entry's one model profile become the entry's
            # "characteristic:<Name>" modifiers; with several model profiles it would be
            # ambiguous.
            stats = [p for p in profile_els if self._profile_type(p) in STAT_PROFILES]
            profiles: list[Profile] = []
            modifiers = list(modifiers)
            for p in profile_els:
                lift = len(stats) == 1 and p is stats[0]
                prof, lifted = self._profile(p, name, lift)
                modifiers += lifted
                if prof is not None:
                    profiles.append(prof)
            kids = self._kid_targets(sources, name)
            kind_s = el.get("type", "upgrade")
            kind = _KINDS.get(kind_s, EntryKind.UPGRADE)
            rule_names = {self.rules[r].name.lower() for r in rules if r in self.rules}
            psyker = any(n.startswith("psyker") for n in rule_names)
            fields = (  # in the order of ENTRY_HEAD
                name,
                kind,
                cost,
                tuple(categories),
                primary,
                tuple(profiles),
                tuple(dict.fromkeys(rules)),
                tuple(constraints),
                tuple(modifiers),
                _true(el, "hidden") or (link is not None and _true(link, "hidden")),
                any(p.type == "walker" for p in profiles),
                psyker,
                _mastery(rule_names) if psyker else 0,  # a level names a psyker
            )
            return fields, tuple(self.items), kids
        finally:
            self.items = outer

    def _kid_targets(self, sources: list[Element], where: str) -> tuple[_Kid, ...]:
        """The children of an entry or group, in order, their link targets looked up: each
        (0 entry / 1 group, element, link, its id in the path), or (2, note) for a link whose
        target is missing (the note is replayed in its place)."""
        out: list[_Kid] = []
        for src in sources:
            shape = self._shape(src)
            for c in shape.get("selectionEntries", ()):
                out.append((0, c, None, c.get("id", "")))
            for c in shape.get("selectionEntryGroups", ()):
                out.append((1, c, None, c.get("id", "")))
            for lk in shape.get("entryLinks", ()):
                group = lk.get("type") == "selectionEntryGroup"
                tid = lk.get("targetId", "")
                target = (self.groups_el if group else self.entries_el).get(tid)
                if target is None:
                    note = Unexpressed(where, "link_target_missing", f"{lk.get('type')} {tid}")
                    out.append((2, note, None, ""))
                else:
                    out.append((1 if group else 0, target, lk, lk.get("id", "")))
        return tuple(out)

    def _children(
        self,
        kids: tuple[_Kid, ...],
        path: str,
        depth: int,
        stack: tuple[str, ...],
        entries: list[Entry],
        groups: list[EntryGroup],
    ) -> None:
        for kind, target, lk, rel in kids:
            if kind == 2:
                self.items.append(target)
            elif kind == 0:
                e = self._entry(target, lk, f"{path}/{rel}", depth + 1, stack)
                if e is not None:
                    entries.append(e)
            else:
                g = self._group(target, lk, f"{path}/{rel}", depth + 1, stack)
                if g is not None:
                    groups.append(g)

    def _group(
        self,
        el: Element,
        link: Element | None,
        path: str,
        depth: int,
        stack: tuple[str, ...],
    ) -> EntryGroup | None:
        group: EntryGroup | None = self._place_at(self._group_subtrees, self._new_group_at, el,
                                                  link, path, depth, stack)
        return group

    def _new_group_at(
        self,
        el: Element,
        link: Element | None,
        key: tuple[Element, Element | None],
        path: str,
        depth: int,
        pushed: tuple[str, ...],
    ) -> EntryGroup | None:
        """The group of a place (counted): its head, then its children."""
        head = self._group_heads.get(key)
        if head is None:
            head = self._head(key, self._group_heads, self._group_head)
        fields, notes, kids = head
        if notes:
            self.items.extend(notes)
        assert fields is not None
        entries: list[Entry] = []
        groups: list[EntryGroup] = []
        self._children(kids, path, depth, pushed, entries, groups)
        default: str | None = None
        want = el.get("defaultSelectionEntryId")
        if want:
            for e in entries:
                if e.id.rsplit("/", 1)[-1] == want or e.ref == want or want in e.aliases:
                    default = e.id
                    break
        ref, aliases = _ref_and_aliases(el, link, path)
        return _new_group(path, tuple(entries), tuple(groups), default, ref, aliases, *fields)

    def _group_head(self, el: Element, link: Element | None) -> _Head:
        name = el.get("name", "")
        outer, self.items = self.items, []
        try:
            sources = [el] if link is None else [el, link]
            constraints: list[Constraint] = []
            for src in sources:
                constraints += self._constraints(src, name)
            cids = {c.id for c in constraints}
            modifiers: list[Modifier] = []
            for src in sources:
                modifiers += self._modifiers(src, name, cids)
            for src in sources:
                self._infos(src, name, [], [])  # groups show no profiles or rules
            kids = self._kid_targets(sources, name)
            fields = (  # in the order of GROUP_HEAD
                name,
                tuple(constraints),
                tuple(modifiers),
                any(_true(s, "hidden") for s in sources),
            )
            return fields, tuple(self.items), kids
        finally:
            self.items = outer

    # -- profiles, rules, info links -----------------------------------------------------------
    def _profile_type(self, p: Element) -> str:
        hit = self._ptypes.get(p)
        if hit is None:
            tid = p.get("profileTypeId") or p.get("typeId") or ""
            tname = self.profile_types.get(
                tid, p.get("profileTypeName") or p.get("typeName") or ""
            )
            hit = self._ptypes[p] = PROFILE_TYPES.get(tname.lower(), tname.lower() or "profile")
        return hit

    def _profile(
        self, p: Element, where: str, lift: bool
    ) -> tuple[Profile | None, list[Modifier]]:
        """A profile (``None`` when hidden) and, with ``lift``, the modifiers of its
        characteristics as the entry's (converted once per profile and ``lift``)."""
        got = self._memo(("p", p, lift), where, lambda: [self._profile_of(p, where, lift)])
        prof, lifted = got[0]
        return prof, list(lifted)

    def _profile_of(
        self, p: Element, where: str, lift: bool
    ) -> tuple[Profile | None, tuple[Modifier, ...]]:
        pname = p.get("name", "")
        lifted: list[Modifier] = []
        for m, chain in self._modifier_items(p):
            fld = m.get("field", "")
            if lift and fld in self.char_types:
                key = self.char_types[fld]
                chars_map = {fld: CHARACTERISTIC_KEYS.get(key, key)}
                mod = self._modifier(m, where, set(), chars_map, chain)
                if mod is not None:
                    lifted.append(mod)
                continue
            self._note(where, "profile_modifier", f"{pname}: {self._modifier_text(m)}")
        if _true(p, "hidden"):
            return None, tuple(lifted)
        chars: list[tuple[str, str]] = []
        for ch in self._kids(p, "characteristics", "characteristic"):
            ctid = ch.get("characteristicTypeId") or ch.get("typeId") or ""
            key = ch.get("name") or self.char_types.get(ctid, "")
            value = ch.get("value")
            if value is None:
                value = (ch.text or "").strip()
            chars.append((CHARACTERISTIC_KEYS.get(key, key), value))
        prof = _new_profile(pname, self._profile_type(p), tuple(chars))
        return prof, tuple(lifted)

    def _rule(self, r: Element) -> Rule:
        rid = r.get("id", "")
        rule = self.rules.get(rid)
        if rule is None:
            desc = r.find("description")
            text = (desc.text or "").strip() if desc is not None else ""
            rule = Rule(id=rid, name=r.get("name", ""), text=text)
            self.rules[rid] = rule
            for m, _chain in self._modifier_items(r):
                self._note(rule.name, "rule_modifier", self._modifier_text(m))
        return rule

    def _infos(
        self,
        src: Element,
        where: str,
        profiles: list[Element],
        rules: list[str],
        groups: tuple[Element, ...] = (),
    ) -> None:
        """The profiles and rules ``src`` shows: its own, those its info links name, and
        those of its info groups (BattleScribe 2.03: a titled set of profiles, rules, info
        links and nested groups, which all belong to the entry)."""
        shape = self._shape(src)
        if not shape:
            return
        profiles += shape.get("profiles", ())
        for r in shape.get("rules", ()):
            rules.append(self._rule(r).id)
        for il in shape.get("infoLinks", ()):
            self._info_link(il, where, profiles, rules, groups)
        for ig in shape.get("infoGroups", ()):
            self._info_group(ig, where, profiles, rules, groups)

    def _info_group(
        self,
        ig: Element,
        where: str,
        profiles: list[Element],
        rules: list[str],
        groups: tuple[Element, ...],
    ) -> None:
        label = ig.get("name") or ""
        for m, _chain in self._modifier_items(ig):
            text = self._modifier_text(m)
            self._note(where, "info_group_modifier", f"{label}: {text}" if label else text)
        if ig in self._busy_groups:
            self._note(where, "link_cycle", f"info group {label or ig.get('id', '')}")
            return
        if _true(ig, "hidden"):
            return
        # A group's content is gathered once (each profile and rule once, however often
        # nested groups name it: a fan-out of groups linking groups stays one set).
        got = self._memo(("ig", ig), where, lambda: self._info_group_of(ig, where))
        have = set(profiles)
        profiles.extend(p for p in got[0] if p not in have)
        rules.extend(got[1])

    def _info_group_of(self, ig: Element, where: str) -> list[Any]:
        own: list[Element] = []
        own_rules: list[str] = []
        self._busy_groups.add(ig)
        try:
            self._infos(ig, where, own, own_rules)
        finally:
            self._busy_groups.discard(ig)
        return [tuple(dict.fromkeys(own)), tuple(dict.fromkeys(own_rules))]

    def _info_link(
        self,
        il: Element,
        where: str,
        profiles: list[Element],
        rules: list[str],
        groups: tuple[Element, ...] = (),
    ) -> None:
        for m, _chain in self._modifier_items(il):
            label = il.get("name") or ""
            text = self._modifier_text(m)
            self._note(where, "info_link_modifier", f"{label}: {text}" if label else text)
        tid = il.get("targetId", "")
        kind = il.get("type")
        if _true(il, "hidden"):
            return
        if kind == "profile":
            p = self.profiles_el.get(tid)
            if p is None:
                self._note(where, "link_target_missing", f"profile {tid}")
                return
            profiles.append(p)
        elif kind == "rule":
            r = self.rules_el.get(tid)
            if r is None:
                self._note(where, "link_target_missing", f"rule {tid}")
                return
            rules.append(self._rule(r).id)
        elif kind == "infoGroup" and tid in self.info_groups_el:
            self._info_group(self.info_groups_el[tid], where, profiles, rules, groups)
        else:
            self._note(where, "link_target_missing", f"{kind} {tid}")

    def _shape(self, el: Element) -> dict[str, tuple[Element, ...]]:
        """``el``'s usual containers (:data:`CONTAINERS`), each to the children of its kind:
        sorted out in one pass over its children, the first time one is asked for."""
        shape = self._shapes.get(el)
        if shape is None:
            shape = self._shapes[el] = {}
            for box in el:
                want = CONTAINERS.get(box.tag)
                if want is not None and box.tag not in shape:  # the first one counts
                    shape[box.tag] = tuple(box.findall(want)) if len(box) else ()
        return shape

    def _kids(self, el: Element, container: str, tag: str) -> tuple[Element, ...]:
        """The ``tag`` children of ``el``'s ``container`` (see :meth:`_shape`)."""
        if CONTAINERS.get(container) == tag:
            return self._shape(el).get(container, ())
        found = el.find(container)  # not one of the usual pairs: looked up as asked
        return () if found is None else tuple(c for c in found if c.tag == tag)

    def _modifier_items(self, el: Element) -> tuple[tuple[Element, tuple[Element, ...]], ...]:
        """``el``'s modifiers in document order, each with the modifier groups around it
        (outermost first): BattleScribe 2.03's ``modifierGroups`` flattened."""
        key = (el, "#modifiers")
        hit = self._mod_cache.get(key)
        if hit is None:
            out: list[tuple[Element, tuple[Element, ...]]] = []
            _collect_modifiers(el, (), out)
            hit = self._mod_cache[key] = tuple(out)
        return hit

    def _modifier_text(self, m: Element) -> str:
        fld = m.get("field", "")
        fld = self.char_types.get(fld, fld)
        return f"{m.get('type', '')} {fld} {m.get('value', '')}".strip()

    # -- constraints and modifiers --------------------------------------------------------------
    def _memo(self, key: object, where: str, make: Callable[[], list[Any]]) -> list[Any]:
        """``make()`` once per key (an element copied at many places converts once); its
        report items are replayed at every place, under that place's name."""
        hit = self._memos.get(key)
        if hit is None:
            outer, self.items = self.items, []
            try:
                value = tuple(make())
            finally:
                notes, self.items = self.items, outer
            hit = (value, tuple(notes))
            self._memos[key] = hit
        for n in hit[1]:  # the same items when the place has the same name (most often)
            self.items.append(n if n.entry == where else Unexpressed(where, n.construct, n.detail))
        return list(hit[0])

    def _constraints(self, el: Element, where: str) -> list[Constraint]:
        if not self._shape(el).get("constraints"):
            return []
        return self._memo(("c", el), where, lambda: self._constraints_of(el, where))

    def _constraints_of(self, el: Element, where: str) -> list[Constraint]:
        out: list[Constraint] = []
        for c in _kids(el, "constraints", "constraint"):
            cid = c.get("id", "")
            kind = c.get("type", "")
            fld = c.get("field", "selections")
            scope = c.get("scope", "parent")
            if kind not in ("min", "max"):
                self._note(where, "constraint_field", f"type {kind}")
                continue
            if fld == "selections":
                field = Field.SELECTIONS
            elif fld in self.points_types:
                field = Field.POINTS
            else:
                self._note(where, "constraint_field", f"{kind} {fld}")
                continue
            if _true(c, "percentValue"):
                self._note(where, "percent_value", f"constraint {kind} {c.get('value')}")
                continue
            value = _number(c.get("value"))
            if value is None:
                self._note(where, "bad_number", f"constraint {kind} {c.get('value', '')[:40]!r}")
                continue
            if scope in self.force_ids:
                scope = Scope.FORCE
            elif scope == CATEGORY_SCOPE and kind == "max":
                # "At most N in the category": the selections of the Force whose model is in
                # the same (primary) category as this one's. Kept as it is (a max the validator
                # cannot count yet never fails, where a min would always fail: dropped).
                self._note(where, "constraint_scope_category", f"{kind} {value:g} in category")
            elif not self._ancestor_scope(scope):
                self._note(where, "constraint_scope", f"{kind} {value:g} in {scope}")
                continue
            out.append(
                _new_constraint(
                    cid,
                    kind,
                    value,
                    field,
                    scope,
                    _true(c, "includeChildSelections"),
                    c.get("shared", "true").strip().lower() == "true",
                )
            )
        return out

    def _modifiers(self, el: Element, where: str, constraint_ids: set[str]) -> list[Modifier]:
        if not self._modifier_items(el):
            return []
        key = ("m", el, frozenset(constraint_ids))
        return self._memo(key, where, lambda: self._modifiers_of(el, where, constraint_ids))

    def _modifiers_of(
        self, el: Element, where: str, constraint_ids: set[str]
    ) -> list[Modifier]:
        out: list[Modifier] = []
        for m, chain in self._modifier_items(el):
            mod = self._modifier(m, where, constraint_ids, None, chain)
            if mod is not None:
                out.append(mod)
        return out

    def _modifier(
        self,
        m: Element,
        where: str,
        constraint_ids: set[str],
        characteristics: dict[str, str] | None = None,
        chain: tuple[Element, ...] = (),
    ) -> Modifier | None:
        """One modifier; ``chain`` holds the modifier groups around it, outermost first: their
        conditions all hold with its own (and), and their repeats are its repeats."""
        mtype = m.get("type", "")
        fld = m.get("field", "")
        raw = m.get("value", "")
        kind = _MODIFIER_KINDS.get(mtype)
        if kind is None:
            self._note(where, "modifier_type", self._modifier_text(m))
            return None
        value: float | str | bool | None
        if fld in self.points_types:
            field, value = "cost", _number(raw)
        elif fld == "hidden":
            field, value = "hidden", raw.strip().lower() == "true"
        elif fld == "name":
            field, value = "name", raw
        elif fld in constraint_ids:
            field, value = fld, _number(raw)
        elif characteristics and fld in characteristics:
            field = f"characteristic:{characteristics[fld]}"
            value = raw if kind in (ModifierKind.SET, ModifierKind.APPEND) else _number(raw)
        else:
            self._note(where, "modifier_field", self._modifier_text(m))
            return None
        if value is None:
            self._note(where, "bad_number", self._modifier_text(m)[:80])
            return None
        if kind in (ModifierKind.INCREMENT, ModifierKind.DECREMENT) and isinstance(value, bool):
            self._note(where, "modifier_type", self._modifier_text(m))
            return None
        holders = (*chain, m)
        repeating = [h for h in holders if self._kids(h, "repeats", "repeat")]
        if len(repeating) > 1:
            # BattleScribe repeats the group and, each time, the modifier: a product of
            # counts the model's repeats (a sum) cannot hold.
            self._note(where, "modifier_group", f"{self._modifier_text(m)}: repeats in "
                       f"{len(repeating)} levels")
            return None
        self.approximations = []
        try:
            conditions = self._condition_group(m, True, chain)
            repeats = tuple(
                self._repeat(r) for h in repeating for r in self._kids(h, "repeats", "repeat")
            )
        except _BadNumber as e:
            self._note(where, "bad_number", f"{self._modifier_text(m)[:80]}: {e}")
            return None
        except _Unexpressible as e:
            self._note(where, "modifier_condition", f"{self._modifier_text(m)}: {e}")
            return None
        for note in dict.fromkeys(self.approximations):
            self._note(where, "condition_scope_approximated", f"{self._modifier_text(m)}: {note}")
        return _new_modifier(kind, field, value, conditions, repeats)

    def _condition_group(
        self, el: Element, all_of: bool, outer: tuple[Element, ...] = ()
    ) -> ConditionGroup | None:
        """The conditions and condition groups of ``el`` (and of the ``outer`` modifier
        groups around it, all of which must hold too)."""
        holders = (*outer, el)
        conds = tuple(
            self._condition(c) for h in holders for c in self._kids(h, "conditions", "condition")
        )
        groups: list[ConditionGroup] = []
        for g in (g for h in holders for g in self._kids(h, "conditionGroups", "conditionGroup")):
            gtype = g.get("type", "and")
            if gtype not in ("and", "or"):
                raise _Unexpressible(f"condition group type {gtype}")
            sub = self._condition_group(g, gtype == "and")
            if sub is not None:
                groups.append(sub)
        if not conds and not groups:
            return None
        return _new_condition_group(all_of, conds, tuple(groups))

    def _condition(self, c: Element) -> Condition:
        ctype = c.get("type", "")
        comparison = _COMPARISONS.get(ctype)
        if comparison is None:
            raise _Unexpressible(f"condition type {ctype}")
        if _true(c, "percentValue"):
            raise _Unexpressible("condition in percent")
        raw_scope = c.get("scope", "parent")
        instance = comparison in (Comparison.INSTANCE_OF, Comparison.NOT_INSTANCE_OF)
        if raw_scope == "category" or "::" in raw_scope:
            # Counted inside the selection's category: the model holding it is "in" its
            # category (instanceOf); counts are taken across the Force, which the report notes.
            if instance and raw_scope == "category":
                scope: str = Scope.MODEL
            else:
                scope = Scope.FORCE
                self.approximations.append(f"scope {raw_scope} counted in the force")
        else:
            scope = self._scope(raw_scope)
        return _new_condition(
            comparison,
            c.get("childId", "").strip(),  # none: BattleScribe's query finds nothing
            _read(c, "value"),
            scope,
            self._field(c.get("field", "selections")),
            _true(c, "includeChildSelections"),
            c.get("shared", "true").strip().lower() == "true",
        )

    def _repeat(self, r: Element) -> Repeat:
        times = int(_read(r, "repeats", "1"))
        return _new_repeat(
            r.get("childId", ANY) or ANY,
            _read(r, "value"),
            times,
            self._scope(r.get("scope", "force")),
            self._field(r.get("field", "selections")),
            _true(r, "includeChildSelections"),
            _true(r, "roundUp"),
            r.get("shared", "true").strip().lower() == "true",
        )

    def _ancestor_scope(self, scope: str) -> bool:
        return (
            scope in SCOPES
            or scope in self.entries_el
            or scope in self.groups_el
            or scope in self.link_ids
        )

    def _scope(self, scope: str) -> str:
        if scope in self.force_ids:
            return Scope.FORCE
        if self._ancestor_scope(scope):
            return scope
        raise _Unexpressible(f"scope {scope}")

    def _field(self, fld: str) -> Field:
        if fld == "selections":
            return Field.SELECTIONS
        if fld in self.points_types:
            return Field.POINTS
        raise _Unexpressible(f"field {fld}")


class _Unexpressible(Exception):
    pass


def _collect_modifiers(
    el: Element, chain: tuple[Element, ...], out: list[tuple[Element, tuple[Element, ...]]]
) -> None:
    for box in el:
        tag = box.tag
        if tag == "modifiers":
            out.extend([(m, chain) for m in box.findall("modifier")])
        elif tag == "modifierGroups":
            for g in box.findall("modifierGroup"):
                _collect_modifiers(g, (*chain, g), out)


def _cyclic(edges: dict[Element, set[Element]]) -> bool:
    """Whether the graph ``edges`` (every node to the nodes below it) has a cycle."""
    state: dict[Element, int] = {}  # 1: being walked, 2: done
    for start in edges:
        if start in state:
            continue
        state[start] = 1
        stack = [(start, iter(edges[start]))]
        while stack:
            node, it = stack[-1]
            for nxt in it:
                s = state.get(nxt)
                if s == 1:
                    return True
                if s is None:
                    state[nxt] = 1
                    stack.append((nxt, iter(edges.get(nxt, ()))))
                    break
            else:
                state[node] = 2
                stack.pop()
    return False


def _repath(made: _S, top: str, cut: int, ref: str | None, aliases: tuple[str, ...]) -> _S:
    """``made`` (in a converted subtree whose top's id has ``cut`` characters) at the place
    whose path is ``top``: each id is ``top`` + what follows its first ``cut`` characters;
    ``ref`` and ``aliases`` are ``made``'s at its new place (below, each keeps its own)."""
    path = top + made.id[cut:]
    entries = tuple([_repath(e, top, cut, e.ref, e.aliases) for e in made.entries])
    groups = tuple([_repath(g, top, cut, g.ref, g.aliases) for g in made.groups])
    if isinstance(made, Entry):
        return _new_entry(
            path, entries, groups, ref, aliases, made.squad_size, made.name, made.kind,
            made.cost, made.categories, made.primary_category, made.profiles, made.rules,
            made.constraints, made.modifiers, made.hidden, made.walker, made.psyker,
            made.mastery,
        )  # fmt: skip
    default = made.default
    if default is not None:
        default = top + default[cut:]
    return _new_group(
        path, entries, groups, default, ref, aliases, made.name, made.constraints,
        made.modifiers, made.hidden,
    )  # fmt: skip


def _ref_and_aliases(
    el: Element, link: Element | None, path: str
) -> tuple[str | None, tuple[str, ...]]:
    """The shared id a place was made from and the link id it also counts as."""
    own = el.get("id", "")
    if link is not None:
        lid = link.get("id", "")
        return own, ((lid,) if lid != path else ())
    return (own if own != path else None), ()


def _read(el: Element, attr: str, default: str | None = None) -> float:
    """A condition's or repeat's number; a bad one drops the modifier (``bad_number``)."""
    text = el.get(attr, default)
    value = _number(text)
    if value is None:
        raise _BadNumber(f"{el.tag} {attr} {(text or '')[:40]!r}")
    return value


def _text_units(el: Element) -> int:
    """An element's text and attribute values, by 64 characters (for the work of a copy)."""
    n = len(el.text) if el.text else 0
    for v in el.attrib.values():
        n += len(v)
    return n >> 6


def _squad_size(kind: EntryKind, entries: list[Entry]) -> int | None:
    """A unit whose model children must number two or more is a Squad of that many."""
    if kind != EntryKind.UNIT:
        return None
    total = 0
    for e in entries:
        if e.kind == EntryKind.MODEL:
            total += max(
                (
                    int(c.value)
                    for c in e.constraints
                    if c.kind == "min" and c.field == Field.SELECTIONS and c.scope == Scope.PARENT
                ),
                default=0,
            )
    return total if total >= 2 else None


def convert(
    gst: Document, cat: Document, cancel: Callable[[], bool] | None = None
) -> tuple[TeamList, ImportReport]:
    return Converter(gst, cat, cancel).convert()


_MASTERY_RE = re.compile(r"^psyker\s*\(\s*mastery\s+level\s*(\d)")


def _mastery(rule_names: set[str]) -> int:
    """The Mastery Level a psyker rule's name gives ("Psyker (Mastery Level1)": 1; 0: none).
    The powers a catalogue's psyker may pick are only named in its rule's text: not read."""
    levels = [int(m.group(1)) for n in rule_names if (m := _MASTERY_RE.match(n))]
    return max(levels, default=0)
