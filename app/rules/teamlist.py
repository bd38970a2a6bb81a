"""The Team List model: one data model for hand-written Team Lists and BattleScribe catalogues.

The shape follows BattleScribe catalogue semantics so that both sources load into the same thing
and one validator serves both:

* an :class:`Entry` (unit / model / upgrade) has a cost, categories, profiles, rules, nested
  entries and :class:`EntryGroup` s ("replace the chainsword with one of ..."),
* :class:`Constraint` s limit the number (or points) of selections of an entry, a group or a
  category in a scope (``parent``, ``model``, ``force``, ``roster`` or an ancestor's id),
* :class:`Modifier` s change a cost, a constraint's value, ``hidden`` or a name, under
  :class:`Condition` s and :class:`ConditionGroup` s, optionally repeated ("+1 for every 5").

The Heralds of Ruin notions are first-class: the :class:`Section` of a category, ``squad_size``
(and the ``model_name`` of a Squad's models), walkers, artillery with a replacement-crew cost,
transports, models that never gain honours.

Everything here is immutable after loading; :meth:`TeamList.index` builds lookup tables once.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from app.rules.typography import typeset


class Section(enum.StrEnum):
    """The HoR section of an entry, from its primary category."""

    LEADER = "leader"
    SPECIALIST = "specialist"
    CORE = "core"
    TRANSPORT = "transport"


class EntryKind(enum.StrEnum):
    UNIT = "unit"
    MODEL = "model"
    UPGRADE = "upgrade"


class Scope(enum.StrEnum):
    """Where a constraint, condition or repeat counts. Any other string is an ancestor's id."""

    SELF = "self"
    PARENT = "parent"
    MODEL = "model"  # the root selection (the model) that holds the selection
    FORCE = "force"
    ROSTER = "roster"
    ANCESTOR = "ancestor"


class Field(enum.StrEnum):
    SELECTIONS = "selections"
    POINTS = "points"


class Comparison(enum.StrEnum):
    EQUAL_TO = "equalTo"
    NOT_EQUAL_TO = "notEqualTo"
    AT_LEAST = "atLeast"
    AT_MOST = "atMost"
    GREATER_THAN = "greaterThan"
    LESS_THAN = "lessThan"
    INSTANCE_OF = "instanceOf"
    NOT_INSTANCE_OF = "notInstanceOf"


class ModifierKind(enum.StrEnum):
    SET = "set"
    INCREMENT = "increment"
    DECREMENT = "decrement"
    APPEND = "append"


ANY = "any"  # a condition's child id that matches every selection


@dataclass(frozen=True, slots=True)
class Condition:
    comparison: Comparison
    child_id: str = ANY
    value: float = 0.0
    scope: str = Scope.PARENT
    field: Field = Field.SELECTIONS
    include_children: bool = False
    shared: bool = True  # False: a linked copy of a shared entry is not counted as its target


@dataclass(frozen=True, slots=True)
class ConditionGroup:
    all_of: bool = True  # "and"; False is "or"
    conditions: tuple[Condition, ...] = ()
    groups: tuple[ConditionGroup, ...] = ()


@dataclass(frozen=True, slots=True)
class Repeat:
    """Apply the modifier once for every ``value`` selections (or points) of ``child_id``."""

    child_id: str
    value: float
    repeats: int = 1
    scope: str = Scope.FORCE
    field: Field = Field.SELECTIONS
    include_children: bool = True
    round_up: bool = False
    shared: bool = True  # False: a linked copy of a shared entry is not counted as its target


@dataclass(frozen=True, slots=True)
class Modifier:
    """Changes ``field`` of the entry that holds it.

    ``field`` is ``"cost"``, ``"hidden"``, ``"name"``, ``"category"`` (set the primary
    category), ``"characteristic:<Name>"`` or the id of one of the entry's constraints.
    """

    kind: ModifierKind
    field: str
    value: float | str | bool
    conditions: ConditionGroup | None = None
    repeats: tuple[Repeat, ...] = ()


@dataclass(frozen=True, slots=True)
class Constraint:
    """``kind`` is ``"min"`` or ``"max"``; ``code`` overrides the violation code."""

    id: str
    kind: str
    value: float
    field: Field = Field.SELECTIONS
    scope: str = Scope.PARENT
    include_children: bool = False
    code: str | None = None
    shared: bool = True  # False: count this copy only, not every link to the same shared entry

    @property
    def is_max(self) -> bool:
        return self.kind == "max"


@dataclass(frozen=True, slots=True)
class Profile:
    name: str
    type: str  # "model", "vehicle", "walker", "weapon", or another BattleScribe profile type
    characteristics: tuple[tuple[str, str], ...]

    def get(self, key: str, default: str = "") -> str:
        for k, v in self.characteristics:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    name: str
    text: str = ""
    names: Mapping[str, str] = field(default_factory=dict)
    texts: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Category:
    id: str
    name: str
    section: Section | None = None
    constraints: tuple[Constraint, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    names: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class EntryGroup:
    """A set of alternatives, e.g. "may replace its chainsword with one of the following"."""

    id: str
    name: str
    entries: tuple[Entry, ...] = ()
    groups: tuple[EntryGroup, ...] = ()
    constraints: tuple[Constraint, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    default: str | None = None  # id of the entry selected by default
    replaces: tuple[str, ...] = ()  # ids of default wargear the choice replaces
    armoury: bool = False  # items of an Armoury: each at most once per model
    hidden: bool = False
    ref: str | None = None  # id of the shared group this one was made from
    names: Mapping[str, str] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()  # other ids it counts as (BattleScribe link ids)

    def walk_entries(self) -> Iterator[Entry]:
        yield from self.entries
        for g in self.groups:
            yield from g.walk_entries()


@dataclass(frozen=True, slots=True)
class Entry:
    id: str
    name: str
    kind: EntryKind = EntryKind.UPGRADE
    cost: Fraction = Fraction(0)
    categories: tuple[str, ...] = ()
    primary_category: str | None = None
    profiles: tuple[Profile, ...] = ()
    rules: tuple[str, ...] = ()
    entries: tuple[Entry, ...] = ()
    groups: tuple[EntryGroup, ...] = ()
    constraints: tuple[Constraint, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    hidden: bool = False
    ref: str | None = None  # id of the shared entry this one was made from (an entry link)
    wargear: tuple[str, ...] = ()  # ids of TeamList.wargear it always carries (not selections)
    squad_size: int | None = None  # Squad (N): the unit's cost is for N models
    walker: bool = False
    artillery: bool = False
    crew_cost: Fraction | None = None  # Artillery: replacement crew cost
    crew: bool = False  # an option of an Artillery gun: each one chosen is one more crewman
    transport: bool = False
    no_honours: bool = False  # models that never gain Battle Honours
    psyker: bool = False
    names: Mapping[str, str] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()  # other ids it counts as (BattleScribe link ids)
    # A psyker's Mastery Level (0: not given; a psyker without one has Mastery Level 1) and the
    # ids of TeamList.powers it may pick from (seed 004: "свой список доступных ему
    # пси-способностей в Командном Списке его фракции").
    mastery: int = 0
    powers: tuple[str, ...] = ()
    # A Squad unit whose models are not entries of their own: what one of its models is called
    # ("Chaos Cultist" of the Chaos Cultist Squad; empty: the entry's name) and its translations.
    # An unnamed model reads "Chaos Cultist 7", not "Chaos Cultist Squad 7" (model_display_name).
    model_name: str = ""
    model_names: Mapping[str, str] = field(default_factory=dict)

    def walk(self) -> Iterator[Entry]:
        """This entry and every entry nested in it."""
        yield self
        for e in self.entries:
            yield from e.walk()
        for g in self.groups:
            for e in g.walk_entries():
                yield from e.walk()

    def walk_groups(self) -> Iterator[EntryGroup]:
        stack: list[EntryGroup] = list(self.groups)
        for e in self.entries:
            stack.extend(e.groups)
        while stack:
            g = stack.pop()
            yield g
            stack.extend(g.groups)
            for e in g.entries:
                stack.extend(e.groups)

    @property
    def identities(self) -> frozenset[str]:
        """Every id a selection of this entry counts as (own id, shared id, categories)."""
        ids = {self.id, *self.categories, *self.aliases}
        if self.ref:
            ids.add(self.ref)
        return frozenset(ids)


@dataclass(frozen=True)
class EntryInfo:
    """Where an entry sits in the list: its root entry, enclosing groups and parent."""

    entry: Entry
    root: Entry
    parent: Entry | None
    groups: tuple[EntryGroup, ...]  # enclosing groups, innermost last

    @cached_property
    def identities(self) -> frozenset[str]:
        ids = set(self.entry.identities)
        for g in self.groups:
            ids.add(g.id)
            ids.update(g.aliases)
            if g.ref:
                ids.add(g.ref)
        return frozenset(ids)

    @property
    def in_armoury(self) -> bool:
        return any(g.armoury for g in self.groups)


@dataclass(frozen=True)
class TeamList:
    id: str
    name: str
    version: str
    source: str = ""
    categories: tuple[Category, ...] = ()
    entries: tuple[Entry, ...] = ()  # root entries: what a Force may recruit
    rules: tuple[Rule, ...] = ()
    wargear: Mapping[str, Entry] = field(default_factory=dict)  # items by id (names, profiles)
    names: Mapping[str, str] = field(default_factory=dict)
    origin: str = "forcesheet"  # "forcesheet" or "battlescribe"
    #: the psychic powers of the list (a name and a text each, as special rules); an entry's
    #: ``powers`` name those its psykers may pick
    powers: tuple[Rule, ...] = ()

    @cached_property
    def index(self) -> TeamListIndex:
        return TeamListIndex(self)

    def entry(self, entry_id: str) -> Entry:
        return self.index.info(entry_id).entry

    def section_of(self, entry: Entry) -> Section | None:
        return self.index.section_of(entry)

    def unit_size(self, entry_id: str) -> int | None:
        """The number of models of a Squad unit as this Team List prices it (``Squad (N)``;
        a BattleScribe unit: the models it must hold), ``None`` for an entry that is no Squad
        or no root entry. Seed 004, "Отряд (5 Гвардейцев)": the unit is that many models; a
        Squad's size always comes from here, never from a roster."""
        root = self.index.roots.get(entry_id)
        if root is None:
            return None
        if root.squad_size:
            return root.squad_size
        members = [e for e in root.entries if e.kind == EntryKind.MODEL]
        if not members:
            return None
        return sum(mandatory_count(m) for m in members) or 1


class TeamListIndex:
    """Lookup tables built once per Team List."""

    def __init__(self, tl: TeamList) -> None:
        self.team_list = tl
        self.infos: dict[str, EntryInfo] = {}
        self.categories: dict[str, Category] = {c.id: c for c in tl.categories}
        self.rules: dict[str, Rule] = {r.id: r for r in tl.rules}
        self.groups: dict[str, EntryGroup] = {}
        self.roots: dict[str, Entry] = {}
        # Values other modules derive from this Team List and keep while it lives, by module
        # name (app.rules.pricing keeps its prices here): they go with the Team List object.
        self.memo: dict[str, object] = {}
        for root in tl.entries:
            self.roots[root.id] = root
            self._add(root, root, None, ())

    def _add(
        self, e: Entry, root: Entry, parent: Entry | None, groups: tuple[EntryGroup, ...]
    ) -> None:
        # The first place wins: ids are unique in a well-formed list; the loaders check that.
        self.infos.setdefault(e.id, EntryInfo(e, root, parent, groups))
        for child in e.entries:
            self._add(child, root, e, ())
        for g in e.groups:
            self._add_group(g, root, e, ())

    def _add_group(
        self, g: EntryGroup, root: Entry, parent: Entry, outer: tuple[EntryGroup, ...]
    ) -> None:
        self.groups.setdefault(g.id, g)
        chain = (*outer, g)
        for child in g.entries:
            self._add(child, root, parent, chain)
        for sub in g.groups:
            self._add_group(sub, root, parent, chain)

    def info(self, entry_id: str) -> EntryInfo:
        try:
            return self.infos[entry_id]
        except KeyError:
            raise KeyError(f"no entry {entry_id!r} in Team List {self.team_list.id!r}") from None

    def section_of(self, entry: Entry) -> Section | None:
        cat_ids = [entry.primary_category] if entry.primary_category else []
        cat_ids += [c for c in entry.categories if c != entry.primary_category]
        for cid in cat_ids:
            cat = self.categories.get(cid)
            if cat is not None and cat.section is not None:
                return cat.section
        return None

    @cached_property
    def section_categories(self) -> dict[Section, tuple[Category, ...]]:
        out: dict[Section, list[Category]] = {}
        for c in self.team_list.categories:
            if c.section is not None:
                out.setdefault(c.section, []).append(c)
        return {k: tuple(v) for k, v in out.items()}


def entry_base_cost(entry: Entry) -> Fraction:
    """The written cost of an entry: its own cost plus its mandatory child selections.

    BattleScribe lists a Tactical Marine at 12 pts with frag and krak grenades (1 pt each) as
    mandatory children (min 1 in the parent); HoR prints 14. This ignores modifiers (a
    ``set points``), group defaults and the price of a Squad's members: it is what the file
    says, not a price. What adding an entry costs is :func:`app.rules.pricing.catalogue_price`
    (or :func:`~app.rules.pricing.entry_price` inside a Force).
    """
    total = entry.cost
    for child in entry.entries:
        n = mandatory_count(child)
        if n:
            total += entry_base_cost(child) * n  # a Squad's models carry their own grenades
    return total


def mandatory_count(entry: Entry) -> int:
    """How many selections of ``entry`` its parent must hold (its parent-scoped min)."""
    best = 0
    for c in entry.constraints:
        if c.kind == "min" and c.field == Field.SELECTIONS and c.scope == Scope.PARENT:
            best = max(best, int(c.value))
    return best


def display_name(item: Entry | EntryGroup | Category | Rule | TeamList, language: str) -> str:
    """The name of a Team List item in ``language`` (e.g. "fr"), or its own name.

    Shipped lists carry French and Russian names; imported catalogues keep their own language.
    A French name is typeset (:func:`app.rules.typography.typeset`) as it is read, so a copy
    stored before French typography reads the same.
    """
    if not language:
        return item.name
    code = language.split("_")[0]
    found = item.names.get(code)
    return item.name if found is None else typeset(found, code)


def model_display_name(entry: Entry, language: str) -> str:
    """What one model of ``entry`` is called in ``language`` (e.g. "fr"): the model name of a
    Squad whose models are no entries of their own ("Chaos Cultist" of the Chaos Cultist Squad,
    "Cultiste du Chaos" in French), else the entry's own name (:func:`display_name`).

    An unnamed model is labelled by this name and its number ("Chaos Cultist 7") in every
    window and on the sheets; a Squad member with an entry of its own is named by that entry.
    """
    if not entry.model_name:
        return display_name(entry, language)
    if not language:
        return entry.model_name
    code = language.split("_")[0]
    found = entry.model_names.get(code)
    return typeset(found, code) if found else entry.model_name


def display_text(rule: Rule, language: str) -> str:
    """The text of a special rule in ``language`` (e.g. "fr"), or its own (English) text.

    Shipped lists carry French and Russian texts; imported catalogues keep their own language.
    """
    if not language:
        return rule.text
    code = language.split("_")[0]
    found = rule.texts.get(code)
    return typeset(found, code) if found else rule.text
