"""The hand-written Team List file format (YAML), described once as typed dataclasses.

The loader checks a file against these classes (collecting every mistake with its line) and
``schema.py`` generates the JSON Schema from them, so the documentation, the schema and the
loader cannot drift apart. Field docs are the ``doc`` metadata.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal


def doc(text: str, default: Any = None, factory: Any = None) -> Any:
    if factory is not None:
        return field(default_factory=factory, metadata={"doc": text})
    return field(default=default, metadata={"doc": text})


FORMAT_VERSION = 1
SectionName = Literal["leader", "specialist", "core", "transport"]
ProfileKind = Literal["model", "vehicle", "walker"]
#: A Codex force-organisation slot (the Kill Team 40K v0.1 alpha rule set, docs/rulesets.md).
SlotName = Literal["hq", "elites", "troops", "fast_attack", "heavy_support"]


@dataclass
class AllowanceSpec:
    min: int = doc("fewest models of this section (Model Allowance)", 0)
    max: int | None = doc("most models of this section; omit for no limit")


@dataclass
class RuleSpec:
    id: str = doc("stable id, referenced by entries and wargear")
    name: str = doc("English name")
    text: str = doc("the rule's text", "")
    names: dict[str, str] = doc("translated names by language code", factory=dict)
    texts: dict[str, str] = doc("translated texts by language code", factory=dict)


@dataclass
class WargearSpec:
    id: str = doc("stable id, referenced by options and `wargear` lists")
    name: str = doc("English name")
    cost: float = doc("default cost in points when bought as an option", 0)
    names: dict[str, str] = doc("translated names by language code", factory=dict)
    profile: dict[str, str | int] | None = doc("weapon profile: Range, S, AP, Type")
    rules: list[str] = doc("ids of special rules it gives", factory=list)


@dataclass
class PerNSpec:
    """'One per N': at most `max` for every `per` models of entry `of` in the Force or Team."""

    per: int = doc("how many models of `of` allow `max` more")
    of: str | list[str] = doc("entry id(s) counted")
    max: int = doc("how many each `per` models allow", 1)


@dataclass
class ConditionSpec:
    """A count compared with a value: `entry` (or category) selections in `scope`."""

    count: str = doc("id of the entry, group or category counted; `any` for all")
    scope: str = doc("parent, model, force, or an ancestor entry id", "force")
    at_least: int | None = doc("holds when the count is at least this")
    at_most: int | None = doc("holds when the count is at most this")
    equals: int | None = doc("holds when the count equals this")


@dataclass
class WhenSpec:
    all: list[ConditionSpec] = doc("every condition holds", factory=list)
    any: list[ConditionSpec] = doc("at least one condition holds", factory=list)


@dataclass
class ModifierSpec:
    """Changes a value when `when` holds (and/or once per `every` models)."""

    field: str = doc("cost, hidden, max, min")
    set: float | bool | None = doc("set the value")
    add: float | None = doc("add to the value (negative to subtract)")
    when: WhenSpec | None = doc("conditions")
    every: int | None = doc("repeat: apply once for every N models of `of`")
    of: str | None = doc("repeat: the entry or category counted in the Force")


@dataclass
class ItemSpec:
    """One option: a piece of wargear or an upgrade a model may take."""

    wargear: str | None = doc("id of a `wargear` item; its name and profile are used")
    id: str | None = doc("id of this option (defaults to the wargear id)")
    name: str | None = doc("name (defaults to the wargear's)")
    names: dict[str, str] = doc("translated names", factory=dict)
    cost: float | None = doc("cost in points (defaults to the wargear's)")
    min: int = doc("fewest per model (1 makes it mandatory)", 0)
    max: int = doc("most per model", 1)
    per_n: PerNSpec | None = doc("a 'one per N' limit counted across the Force/Team")
    force_max: int | None = doc("at most this many in the whole Force/Team")
    rules: list[str] = doc("ids of special rules it gives", factory=list)
    modifiers: list[ModifierSpec] = doc("conditional changes", factory=list)
    crew: bool = doc("Artillery: each one taken is one more crewman of the gun", False)


@dataclass
class OptionGroupSpec:
    """A choice such as 'may replace its chainsword with one of the following'."""

    id: str | None = doc("stable id (needed for `per_n` limits and to link an armoury)")
    name: str | None = doc("what the choice is, e.g. 'Replace bolter'")
    names: dict[str, str] = doc("translated names", factory=dict)
    armoury: str | None = doc("link a shared armoury by id instead of listing items")
    replaces: list[str] = doc("wargear ids the chosen item replaces", factory=list)
    min: int = doc("fewest choices", 0)
    max: int | None = doc("most choices (omit: no limit beyond the items' own)")
    default: str | None = doc("the item chosen by default")
    per_n: PerNSpec | None = doc("a 'one per N' limit on the whole group")
    items: list[ItemSpec] = doc("the alternatives", factory=list)


@dataclass
class ArmourySpec:
    id: str = doc("stable id, linked by `armoury:` in an entry's options")
    name: str = doc("e.g. 'Armoury'")
    names: dict[str, str] = doc("translated names", factory=dict)
    items: list[ItemSpec] = doc("items; each at most once per model", factory=list)


@dataclass
class EntrySpec:
    """A model (or Squad) the Force may recruit."""

    id: str = doc("stable id")
    name: str = doc("English name")
    section: SectionName = doc("leader, specialist, core or transport")
    cost: float = doc("points, including mandatory wargear; for a Squad, the whole unit")
    names: dict[str, str] = doc("translated names", factory=dict)
    profile: dict[str, str | int] = doc(
        "characteristics: WS BS S T W I A Ld Sv (or vehicle ones)", factory=dict
    )
    profile_type: ProfileKind = doc("model, vehicle or walker", "model")
    rules: list[str] = doc("ids of its special rules", factory=list)
    wargear: list[str] = doc("wargear ids it always carries", factory=list)
    limit: str | None = doc("Model Allowance of this entry, e.g. '0-1' or '1-3'")
    limit_modifiers: list[ModifierSpec] = doc("changes to `limit` (field max/min)", factory=list)
    squad: int | None = doc("Squad (N): the cost is for N models, bought together")
    model_name: str | None = doc(
        "a Squad: the English name of one of its models, e.g. 'Chaos Cultist' of the Chaos "
        "Cultist Squad (an unnamed model reads 'Chaos Cultist 7'); omit: the entry's name")
    model_names: dict[str, str] = doc("the model name translated, by language code (fr, ru)",
                                      factory=dict)
    walker: bool = doc("a Walker (Walker honours, damage table)", False)
    artillery: bool = doc("an Artillery unit (crew use the Core injury table)", False)
    crew_cost: float | None = doc("Artillery: the Replacement Crew cost")
    transport: bool = doc("a Transport vehicle (needs the Vehicle Bay)", False)
    no_honours: bool = doc("never gains Battle Honours", False)
    psyker: bool = doc("a psyker (psyker-only honours)", False)
    slot: SlotName | None = doc(
        "Kill Team 40K: the Codex slot it is a choice of (hq, elites, troops, fast_attack, "
        "heavy_support)")
    unique: bool = doc("a special (named) character: at most one per Force, and none in "
                       "Kill Team 40K", False)
    mastery: int | None = doc("a psyker's Mastery Level: one psychic power per level (default 1)")
    powers: list[str] = doc("ids of the psychic powers (`powers`) a psyker may pick from",
                            factory=list)
    options: list[OptionGroupSpec] = doc("option groups and linked armouries", factory=list)


@dataclass
class TeamListSpec:
    forcesheet_teamlist: int = doc("format version; must be 1")
    id: str = doc("stable id of the Team List")
    name: str = doc("English name")
    version: str = doc("version of the list, e.g. '8.1'")
    source: str = doc("where the facts come from (list title, version)", "")
    names: dict[str, str] = doc("translated names", factory=dict)
    sections: dict[SectionName, AllowanceSpec] = doc("Model Allowance per section", factory=dict)
    rules: list[RuleSpec] = doc("special rules", factory=list)
    powers: list[RuleSpec] = doc("psychic powers its psykers pick from (name, text)",
                                 factory=list)
    wargear: list[WargearSpec] = doc("wargear items", factory=list)
    armouries: list[ArmourySpec] = doc("shared armouries", factory=list)
    entries: list[EntrySpec] = doc("what a Force may recruit", factory=list)
