"""The campaign rules as data: every table of RULES.md sections 5-8.

The numbers live in ``rules.json`` next to this module; this module loads them once
into frozen dataclasses and checks their shape (the Base levels by
:mod:`app.rules.campaign.base_levels`, which start-up reads alone). Ids are the stable
ids of RULES.md; display names are a UI concern and are not here.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, cast

from app.rules.campaign.base_levels import (
    BaseLevel,
    RulesDataError,
    _int,
    _list,
    _obj,
    _str,
    find_base_level,
    parse_base_levels,
    rules_document,
)

__all__ = [
    "Achievement",
    "BaseLevel",
    "BaseUpgrade",
    "CampaignRules",
    "Honour",
    "HonourRestriction",
    "InjuryRow",
    "InjuryTableKind",
    "KnockedOutRule",
    "Mission",
    "MissionBonus",
    "MissionFact",
    "RenownRules",
    "RulesDataError",
    "load_rules",
]

HonourRestriction = Literal["leaders_specialists", "team_leader", "psyker", "walker"]
InjuryTableKind = Literal["core", "specialist", "walker"]
_RESTRICTIONS: frozenset[str] = frozenset(
    {"leaders_specialists", "team_leader", "psyker", "walker"}
)
_TABLE_KINDS: tuple[InjuryTableKind, ...] = ("core", "specialist", "walker")


@dataclass(frozen=True)
class BaseUpgrade:
    id: str
    rp: int
    requires: tuple[str, ...]


@dataclass(frozen=True)
class Honour:
    id: str
    rp: int
    renown: int
    only: HonourRestriction | None
    stat: str | None = None
    repeatable: bool = False
    recorded: bool = True

    @property
    def walker(self) -> bool:
        return self.only == "walker"


@dataclass(frozen=True)
class Achievement:
    id: str
    rp: int
    repeatable: bool
    automatic: bool = False
    one_player: bool = False


@dataclass(frozen=True)
class MissionFact:
    id: str
    max: int | None
    pool: str | None
    role: Literal["attacker", "defender"] | None


@dataclass(frozen=True)
class MissionBonus:
    id: str
    rp_each: int
    to: Literal["self", "both"]
    fact: str | None = None
    result: Literal["win", "loss", "draw"] | None = None
    #: the bonus this one may replace (campaign setting ``doomsday_near_enemy`` "instead")
    instead_of: str | None = None


@dataclass(frozen=True)
class Mission:
    id: str
    d6: int
    roles: bool
    achievement_rp: Mapping[str, int]
    facts: Mapping[str, MissionFact]
    pools: Mapping[str, int]
    bonuses: tuple[MissionBonus, ...]


@dataclass(frozen=True)
class InjuryRow:
    min: int
    max: int
    result: str
    stat: str | None = None
    then: tuple[InjuryRow, ...] = ()

    def matches(self, roll: int) -> bool:
        return self.min <= roll <= self.max


@dataclass(frozen=True)
class RenownRules:
    win: int
    draw: int
    loss_roll_at_least: int
    loss_success: int
    loss_failure: int
    minimum: int


@dataclass(frozen=True)
class KnockedOutRule:
    escape_min: int
    escape_max: int
    casualty_min: int
    casualty_max: int

    def escapes(self, roll: int) -> bool:
        return self.escape_min <= roll <= self.escape_max


@dataclass(frozen=True)
class CampaignRules:
    """Every campaign table, looked up by id."""

    base_levels: tuple[BaseLevel, ...]
    base_upgrades: Mapping[str, BaseUpgrade]
    honours: Mapping[str, Honour]
    walker_honours: Mapping[str, Honour]
    achievements: Mapping[str, Achievement]
    missions: Mapping[str, Mission]
    special_missions: frozenset[str]
    storyline_example: tuple[str, ...]
    injury_tables: Mapping[InjuryTableKind, tuple[InjuryRow, ...]]
    walker_explodes_modifier: int
    knocked_out: KnockedOutRule
    renown: RenownRules
    field_promotion_rp: int
    renown_per_underdog_rp: int
    points_per_rp: int
    group_max_size: int
    minimum_characteristics: Mapping[str, int] = field(default_factory=dict)
    artillery_crew: int = 2  # crew of an Artillery gun at recruitment (RULES.md 6.5)
    # What a temporary injury changes for the next game, e.g. Wounded: -2 Ld (RULES.md 6.2).
    temporary_effects: Mapping[str, Mapping[str, int]] = field(default_factory=dict)

    # -- look-ups ------------------------------------------------------------------
    def base_level(self, level: int) -> BaseLevel:
        return find_base_level(self.base_levels, level)

    def base_level_by_id(self, level_id: str) -> BaseLevel:
        for row in self.base_levels:
            if row.id == level_id:
                return row
        raise KeyError(f"unknown base level id {level_id!r}")

    @property
    def base_level_ids(self) -> frozenset[str]:
        return frozenset(row.id for row in self.base_levels)

    @property
    def max_base_level(self) -> int:
        return max(row.level for row in self.base_levels)

    def base_upgrade(self, upgrade_id: str) -> BaseUpgrade:
        try:
            return self.base_upgrades[upgrade_id]
        except KeyError:
            raise KeyError(f"unknown base upgrade id {upgrade_id!r}") from None

    def honour(self, honour_id: str) -> Honour:
        if honour_id in self.honours:
            return self.honours[honour_id]
        if honour_id in self.walker_honours:
            return self.walker_honours[honour_id]
        raise KeyError(f"unknown battle honour id {honour_id!r}")

    def achievement(self, achievement_id: str) -> Achievement:
        try:
            return self.achievements[achievement_id]
        except KeyError:
            raise KeyError(f"unknown achievement id {achievement_id!r}") from None

    def mission(self, mission_id: str) -> Mission:
        try:
            return self.missions[mission_id]
        except KeyError:
            raise KeyError(f"unknown mission id {mission_id!r}") from None

    def mission_for_roll(self, d6: int) -> Mission:
        for mission in self.missions.values():
            if mission.d6 == d6:
                return mission
        raise ValueError(f"mission table roll must be a D6 result 1-6, got {d6!r}")

    def injury_table(self, kind: InjuryTableKind) -> tuple[InjuryRow, ...]:
        try:
            return self.injury_tables[kind]
        except KeyError:
            raise ValueError(
                f"unknown injury table {kind!r} (expected one of {', '.join(_TABLE_KINDS)})"
            ) from None

    def minimum_characteristic(self, stat: str) -> int:
        return self.minimum_characteristics.get(stat, 0)

    def temporary_modifier(self, state: str, stat: str) -> int:
        """What temporary state ``state`` (e.g. ``wounded``) adds to ``stat`` in the next game."""
        return self.temporary_effects.get(state, {}).get(stat, 0)


# -- loading ------------------------------------------------------------------------





def _opt_int(data: Mapping[str, Any], key: str, where: str) -> int | None:
    if data.get(key) is None:
        return None
    return _int(data, key, where)



def _opt_str(data: Mapping[str, Any], key: str, where: str) -> str | None:
    if data.get(key) is None:
        return None
    return _str(data, key, where)


def _bool(data: Mapping[str, Any], key: str, default: bool) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise RulesDataError(f"{key}: expected true or false")
    return value


def _unique(ids: list[str], where: str) -> None:
    seen: set[str] = set()
    for item in ids:
        if item in seen:
            raise RulesDataError(f"{where}: duplicate id {item!r}")
        seen.add(item)


def _honour(raw: Any, where: str, *, walker: bool) -> Honour:
    data = _obj(raw, where)
    only_raw = "walker" if walker else _opt_str(data, "only", where)
    if only_raw is not None and only_raw not in _RESTRICTIONS:
        raise RulesDataError(f"{where}.only: unknown restriction {only_raw!r}")
    return Honour(
        id=_str(data, "id", where),
        rp=_int(data, "rp", where),
        renown=_int(data, "renown", where),
        only=cast(HonourRestriction | None, only_raw),
        stat=_opt_str(data, "stat", where),
        repeatable=_bool(data, "repeatable", False),
        recorded=_bool(data, "recorded", True),
    )


def _injury_rows(raw: Any, where: str) -> tuple[InjuryRow, ...]:
    rows: list[InjuryRow] = []
    for index, item in enumerate(_list(raw, where)):
        here = f"{where}[{index}]"
        data = _obj(item, here)
        rows.append(
            InjuryRow(
                min=_int(data, "min", here),
                max=_int(data, "max", here),
                result=_str(data, "result", here),
                stat=_opt_str(data, "stat", here),
                then=_injury_rows(data.get("then", []), f"{here}.then"),
            )
        )
    if not rows:
        return ()
    low = min(row.min for row in rows)
    high = max(row.max for row in rows)
    covered = sorted(value for row in rows for value in range(row.min, row.max + 1))
    if covered != list(range(low, high + 1)):
        raise RulesDataError(f"{where}: rows overlap or leave a gap")
    return tuple(rows)


def _mission(raw: Any, where: str) -> Mission:
    data = _obj(raw, where)
    mission_id = _str(data, "id", where)
    facts: dict[str, MissionFact] = {}
    for fact_id, fact_raw in _obj(data.get("facts", {}), f"{where}.facts").items():
        fact = _obj(fact_raw, f"{where}.facts.{fact_id}")
        role = _opt_str(fact, "role", fact_id)
        if role not in (None, "attacker", "defender"):
            raise RulesDataError(f"{where}.facts.{fact_id}.role: unknown role {role!r}")
        facts[fact_id] = MissionFact(
            id=fact_id,
            max=_opt_int(fact, "max", fact_id),
            pool=_opt_str(fact, "pool", fact_id),
            role=cast(Literal["attacker", "defender"] | None, role),
        )
    pools = {
        key: _int(_obj(data.get("pools", {}), where), key, f"{where}.pools")
        for key in _obj(data.get("pools", {}), where)
    }
    bonuses: list[MissionBonus] = []
    for index, bonus_raw in enumerate(_list(data.get("bonuses", []), f"{where}.bonuses")):
        here = f"{where}.bonuses[{index}]"
        bonus = _obj(bonus_raw, here)
        to = _str(bonus, "to", here)
        result = _opt_str(bonus, "result", here)
        bonus_fact = _opt_str(bonus, "fact", here)
        if to not in ("self", "both"):
            raise RulesDataError(f"{here}.to: expected self or both")
        if result not in (None, "win", "loss", "draw"):
            raise RulesDataError(f"{here}.result: unknown result {result!r}")
        if (bonus_fact is None) == (result is None):
            raise RulesDataError(f"{here}: give exactly one of fact and result")
        if bonus_fact is not None and bonus_fact not in facts:
            raise RulesDataError(f"{here}.fact: {bonus_fact!r} is not a fact of {mission_id}")
        bonuses.append(
            MissionBonus(
                id=_str(bonus, "id", here),
                rp_each=_int(bonus, "rp_each", here),
                to=cast(Literal["self", "both"], to),
                fact=bonus_fact,
                result=cast(Literal["win", "loss", "draw"] | None, result),
                instead_of=_opt_str(bonus, "instead_of", here),
            )
        )
    for known_fact in facts.values():
        if known_fact.pool is not None and known_fact.pool not in pools:
            raise RulesDataError(
                f"{where}: fact {known_fact.id} uses undeclared pool {known_fact.pool}"
            )
    achievement_rp_raw = _obj(data.get("achievement_rp", {}), f"{where}.achievement_rp")
    return Mission(
        id=mission_id,
        d6=_int(data, "d6", where),
        roles=_bool(data, "roles", False),
        achievement_rp=MappingProxyType(
            {key: _int(achievement_rp_raw, key, where) for key in achievement_rp_raw}
        ),
        facts=MappingProxyType(facts),
        pools=MappingProxyType(pools),
        bonuses=tuple(bonuses),
    )


def parse_rules(raw: Any) -> CampaignRules:
    """Build :class:`CampaignRules` from the decoded JSON document."""
    data = _obj(raw, "rules")
    levels = parse_base_levels(data)
    upgrades = tuple(
        BaseUpgrade(
            id=_str(row, "id", "base_upgrades"),
            rp=_int(row, "rp", "base_upgrades"),
            requires=tuple(str(item) for item in _list(row.get("requires", []), "requires")),
        )
        for row in (
            _obj(item, "base_upgrades") for item in _list(data["base_upgrades"], "upgrades")
        )
    )
    honours = tuple(
        _honour(item, f"honours[{i}]", walker=False)
        for i, item in enumerate(_list(data["honours"], "honours"))
    )
    walker_honours = tuple(
        _honour(item, f"walker_honours[{i}]", walker=True)
        for i, item in enumerate(_list(data["walker_honours"], "walker_honours"))
    )
    achievements = tuple(
        Achievement(
            id=_str(row, "id", "achievements"),
            rp=_int(row, "rp", "achievements"),
            repeatable=_bool(row, "repeatable", False),
            automatic=_bool(row, "automatic", False),
            one_player=_bool(row, "one_player", False),
        )
        for row in (_obj(item, "achievements") for item in _list(data["achievements"], "a"))
    )
    missions = tuple(
        _mission(item, f"missions[{i}]") for i, item in enumerate(_list(data["missions"], "m"))
    )
    if sorted(mission.d6 for mission in missions) != [1, 2, 3, 4, 5, 6]:
        raise RulesDataError("missions: the D6 table needs exactly one mission per result")
    _unique([row.id for row in levels], "base_levels")
    _unique([row.id for row in upgrades], "base_upgrades")
    _unique([row.id for row in honours + walker_honours], "honours")
    _unique([row.id for row in achievements], "achievements")
    _unique([row.id for row in missions], "missions")
    known_requirements = {row.id for row in levels} | {row.id for row in upgrades}
    for upgrade in upgrades:
        for requirement in upgrade.requires:
            if requirement not in known_requirements:
                raise RulesDataError(f"{upgrade.id}: unknown requirement {requirement!r}")
    tables_raw = _obj(data["injury_tables"], "injury_tables")
    tables = {
        kind: _injury_rows(tables_raw[kind], f"injury_tables.{kind}") for kind in _TABLE_KINDS
    }
    renown_raw = _obj(data["renown"], "renown")
    knocked_raw = _obj(data["knocked_out"], "knocked_out")
    minimums_raw = _obj(data.get("minimum_characteristics", {}), "minimum_characteristics")
    effects_raw = _obj(data["temporary_effects"], "temporary_effects")
    effects = {
        state: MappingProxyType({
            stat: _int(stats, stat, f"temporary_effects.{state}") for stat in stats
        })
        for state, stats in ((k, _obj(v, f"temporary_effects.{k}"))
                             for k, v in effects_raw.items())
    }
    crew = _int(_obj(data["artillery"], "artillery"), "crew", "artillery")
    if crew < 1:
        raise RulesDataError("artillery.crew: an Artillery gun needs at least one crew")
    return CampaignRules(
        base_levels=levels,
        base_upgrades=MappingProxyType({row.id: row for row in upgrades}),
        honours=MappingProxyType({row.id: row for row in honours}),
        walker_honours=MappingProxyType({row.id: row for row in walker_honours}),
        achievements=MappingProxyType({row.id: row for row in achievements}),
        missions=MappingProxyType({row.id: row for row in missions}),
        special_missions=frozenset(str(item) for item in _list(data["special_missions"], "s")),
        storyline_example=tuple(str(item) for item in _list(data["storyline_example"], "s")),
        injury_tables=MappingProxyType(tables),
        walker_explodes_modifier=_int(data, "walker_explodes_modifier", "rules"),
        knocked_out=KnockedOutRule(
            escape_min=_int(knocked_raw, "escape_min", "knocked_out"),
            escape_max=_int(knocked_raw, "escape_max", "knocked_out"),
            casualty_min=_int(knocked_raw, "casualty_min", "knocked_out"),
            casualty_max=_int(knocked_raw, "casualty_max", "knocked_out"),
        ),
        renown=RenownRules(
            win=_int(renown_raw, "win", "renown"),
            draw=_int(renown_raw, "draw", "renown"),
            loss_roll_at_least=_int(renown_raw, "loss_roll_at_least", "renown"),
            loss_success=_int(renown_raw, "loss_success", "renown"),
            loss_failure=_int(renown_raw, "loss_failure", "renown"),
            minimum=_int(renown_raw, "minimum", "renown"),
        ),
        field_promotion_rp=_int(data, "field_promotion_rp", "rules"),
        renown_per_underdog_rp=_int(_obj(data["underdog"], "underdog"), "renown_per_rp", "u"),
        points_per_rp=_int(_obj(data["reinforcements"], "r"), "points_per_rp", "reinforcements"),
        group_max_size=_int(_obj(data["groups"], "groups"), "max_size", "groups"),
        minimum_characteristics=MappingProxyType(
            {key: _int(minimums_raw, key, "minimum_characteristics") for key in minimums_raw}
        ),
        artillery_crew=crew,
        temporary_effects=MappingProxyType(effects),
    )


@functools.cache
def load_rules() -> CampaignRules:
    """The campaign rules of ``rules.json``, loaded once."""
    return parse_rules(rules_document())
