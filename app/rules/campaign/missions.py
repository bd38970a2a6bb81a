"""The six missions of seed 004 as data, and the result a game's facts and casualties give.

``missions.json`` (next to ``rules.json``) holds each mission's set-up, special rules, markers,
in-mission dice tables and victory check; ``resources/reference/missions.yaml`` holds their
words in English, French and Russian (the Russian is the seed's own). This module loads both
once and is the one place that:

* gives a mission's set-up (:func:`mission_setup`) and its lines in a language
  (:func:`setup_lines`, :func:`mission_section`, :func:`table_rows`) for the dialog and the card;
* reads an in-mission die on its table (:func:`roll_result`);
* works out what the casualties come to (:func:`tally_side`) and **derives the result** of a
  game from the facts and the tallies (:func:`derive_result`), naming the rule that decided
  (:class:`Decision`); :func:`settle_result` makes the plan's winner that result unless the
  players overrode it with a reason.

Pure: no Qt, no SQL; the only I/O is reading the two data files.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any, cast

import yaml

from app.rules.campaign.data import RulesDataError, load_rules
from app.rules.campaign.state import PlayerState
from app.rules.campaign.step2_game import (
    GameRecord,
    MissionReport,
    MissionRoll,
    PlayerGame,
    SideTally,
)
from app.rules.typography import typeset
from app.rules.violations import ParamValue

__all__ = [
    "LANGUAGES",
    "Decision",
    "DiceRow",
    "Grant",
    "MissionDiceTable",
    "MissionSetup",
    "ResultPlan",
    "SetupMarker",
    "VictoryCheck",
    "decision_text",
    "derive_result",
    "label",
    "lost_uids",
    "mission_ids",
    "mission_section",
    "mission_setup",
    "roll_result",
    "roll_text",
    "rule_name",
    "settle_result",
    "setup_lines",
    "table_rows",
    "table_text",
    "tally_side",
]

LANGUAGES = ("en", "fr", "ru")
TEXTS_PATH = Path(__file__).resolve().parents[3] / "resources" / "reference" / "missions.yaml"
SECTIONS = ("deployment", "rules", "victory", "bonus")
CHECKS = ("fewest_points_lost", "alone_at_objective", "most", "half_left", "destroyed")
#: The decision params that are player ids (shown as the players' names).
PLAYER_PARAMS = frozenset({"winner", "loser", "first", "second", "attacker", "defender"})


# -- the data -------------------------------------------------------------------------------
@dataclass(frozen=True)
class DiceRow:
    min: int
    max: int
    result: str

    def matches(self, roll: int) -> bool:
        return self.min <= roll <= self.max


@dataclass(frozen=True)
class MissionDiceTable:
    """A D6 table met during the mission (a cache searched, a Key Building entered…)."""

    id: str
    when: str
    rows: tuple[DiceRow, ...]
    params: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    #: after this many rolls of another result, the next is ``automatic_result`` (the last
    #: cache is the Device)
    automatic_after: int | None = None
    automatic_result: str | None = None

    def result_for(self, roll: int) -> str:
        for row in self.rows:
            if row.matches(roll):
                return row.result
        raise ValueError(f"{self.id}: a D6 result is 1-6, got {roll!r}")

    def at_least(self, result: str) -> int:
        """The lowest roll giving ``result`` (the 5 of "5+")."""
        return min(row.min for row in self.rows if row.result == result)


@dataclass(frozen=True)
class SetupMarker:
    """Objectives and markers (caches, Key Buildings, artefacts, Base Supports) or the
    attacker's carriers (demolition charges): ``params`` holds their numbers."""

    id: str
    params: Mapping[str, int | str | None]

    def number(self, key: str) -> int:
        value = self.params[key]
        if not isinstance(value, int):
            raise KeyError(f"{self.id}.{key} is not a number")
        return value


@dataclass(frozen=True)
class Grant:
    """A special rule the mission gives: ``to`` ``all_models`` or ``models_with_outflank``."""

    rule: str
    to: str


@dataclass(frozen=True)
class VictoryCheck:
    """How the result is derived: ``check`` is one of :data:`CHECKS`; ``fact`` the mission
    fact it reads; ``params`` its numbers (``draw_under`` 50, ``attacker_wins_at`` 3…)."""

    check: str
    fact: str | None
    params: Mapping[str, int]


@dataclass(frozen=True)
class MissionSetup:
    """One mission of seed 004, as ``missions.json`` describes it."""

    id: str
    d6: int
    roles: bool
    table_width: int
    table_depth: int
    deployment_map: str
    deployment: Mapping[str, int]
    deploys_first: str
    first_turn: str
    seize_initiative: bool
    game_length: str
    ends_early: tuple[str, ...]
    special_rules: tuple[str, ...]
    grants: tuple[Grant, ...]
    ignores: tuple[str, ...]
    reserves: Mapping[str, str] | None
    markers: tuple[SetupMarker, ...]
    carriers: SetupMarker | None
    dice_tables: tuple[MissionDiceTable, ...]
    building_effects: Mapping[str, int]
    victory: VictoryCheck

    def table(self, table_id: str) -> MissionDiceTable:
        for table in self.dice_tables:
            if table.id == table_id:
                return table
        raise KeyError(f"{self.id} has no dice table {table_id!r}")

    def marker(self, marker_id: str) -> SetupMarker:
        for marker in self.markers:
            if marker.id == marker_id:
                return marker
        raise KeyError(f"{self.id} has no marker {marker_id!r}")


def _obj(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RulesDataError(f"{where}: expected an object")
    return cast(dict[str, Any], value)


def _ints(value: Any, where: str) -> Mapping[str, int]:
    data = _obj(value, where)
    for key, item in data.items():
        if isinstance(item, bool) or not isinstance(item, int):
            raise RulesDataError(f"{where}.{key}: expected an integer")
    return MappingProxyType(dict(data))


def _strs(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RulesDataError(f"{where}: expected a list of ids")
    return tuple(value)


def _table(raw: Any, where: str) -> MissionDiceTable:
    data = _obj(raw, where)
    rows = tuple(DiceRow(int(r["min"]), int(r["max"]), str(r["result"]))
                 for r in (_obj(x, f"{where}.rows") for x in data["rows"]))
    covered = sorted(v for row in rows for v in range(row.min, row.max + 1))
    if covered != [1, 2, 3, 4, 5, 6]:
        raise RulesDataError(f"{where}: the rows must cover 1-6 once")
    params = {k: v for k, v in data.items() if isinstance(v, int) and not isinstance(v, bool)
              and k != "automatic_after"}
    hit = data.get("hit")
    if isinstance(hit, dict) and isinstance(hit.get("strength"), int):
        params["strength"] = hit["strength"]
    automatic = data.get("automatic_after")
    return MissionDiceTable(
        id=str(data["id"]), when=str(data["when"]), rows=rows,
        params=MappingProxyType(params),
        automatic_after=automatic if isinstance(automatic, int) else None,
        automatic_result=data.get("automatic_result"))


def _marker(raw: Any, where: str) -> SetupMarker:
    data = _obj(raw, where)
    return SetupMarker(str(data["id"]), MappingProxyType(
        {k: v for k, v in data.items() if k != "id"}))


def _setup(mission_id: str, raw: Any, defaults: Mapping[str, Any]) -> MissionSetup:
    where = f"missions.{mission_id}"
    data = {**defaults, **_obj(raw, where)}
    rules = load_rules()
    if mission_id not in rules.missions:
        raise RulesDataError(f"{where}: not a mission of rules.json")
    table = _obj(data["table"], f"{where}.table")
    deployment = dict(_obj(data["deployment"], f"{where}.deployment"))
    deployment_map = str(deployment.pop("map"))
    victory = dict(_obj(data["victory"], f"{where}.victory"))
    check = str(victory.pop("check"))
    if check not in CHECKS:
        raise RulesDataError(f"{where}.victory: unknown check {check!r}")
    fact = victory.pop("fact", None)
    if fact is not None and fact not in rules.mission(mission_id).facts:
        raise RulesDataError(f"{where}.victory: {fact!r} is not a fact of the mission")
    reserves = data.get("reserves")
    carriers = data.get("carriers")
    roles = bool(data.get("roles", False))
    if roles != rules.mission(mission_id).roles:
        raise RulesDataError(f"{where}.roles: rules.json says otherwise")
    return MissionSetup(
        id=mission_id,
        d6=rules.mission(mission_id).d6,
        roles=roles,
        table_width=int(table["width"]),
        table_depth=int(table["depth"]),
        deployment_map=deployment_map,
        deployment=_ints(deployment, f"{where}.deployment"),
        deploys_first=str(data["deploys_first"]),
        first_turn=str(data["first_turn"]),
        seize_initiative=bool(data["seize_initiative"]),
        game_length=str(data["game_length"]),
        ends_early=_strs(data.get("ends_early", []), f"{where}.ends_early"),
        special_rules=_strs(data["special_rules"], f"{where}.special_rules"),
        grants=tuple(Grant(str(g["rule"]), str(g["to"]))
                     for g in (_obj(x, f"{where}.grants") for x in data.get("grants", []))),
        ignores=_strs(data.get("ignores", []), f"{where}.ignores"),
        reserves=(MappingProxyType({k: str(v) for k, v in _obj(reserves, where).items()})
                  if reserves is not None else None),
        markers=tuple(_marker(m, f"{where}.markers") for m in data.get("markers", [])),
        carriers=_marker(carriers, f"{where}.carriers") if carriers is not None else None,
        dice_tables=tuple(_table(t, f"{where}.dice_tables")
                          for t in data.get("dice_tables", [])),
        building_effects=_ints(data.get("building_effects", {}), f"{where}.building_effects"),
        victory=VictoryCheck(check, fact, _ints(victory, f"{where}.victory")),
    )


@functools.cache
def _setups() -> Mapping[str, MissionSetup]:
    package = resources.files(__name__.rpartition(".")[0])
    raw = _obj(json.loads(package.joinpath("missions.json").read_text(encoding="utf-8")),
               "missions.json")
    defaults = _obj(raw["defaults"], "defaults")
    found = {mid: _setup(mid, item, defaults)
             for mid, item in _obj(raw["missions"], "missions").items()}
    if set(found) != set(load_rules().missions):
        raise RulesDataError("missions.json: one entry per mission of rules.json")
    return MappingProxyType(dict(sorted(found.items(), key=lambda kv: kv[1].d6)))


def mission_ids() -> tuple[str, ...]:
    """The six missions, in the order of the D6 table."""
    return tuple(_setups())


def mission_setup(mission_id: str) -> MissionSetup | None:
    """The set-up of ``mission_id``; ``None`` for a special (storyline) mission or an id the
    data does not know."""
    return _setups().get(mission_id)


# -- the words ------------------------------------------------------------------------------
@functools.cache
def _texts() -> Mapping[str, Any]:
    data = yaml.safe_load(TEXTS_PATH.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("forcesheet_missions") != 1:
        raise RulesDataError(f"{TEXTS_PATH.name}: not a missions text file")
    return cast(Mapping[str, Any], data)


def _pick(texts: Any, lang: str, where: str) -> str:
    if not isinstance(texts, dict):
        raise KeyError(f"missions.yaml has no texts at {where}")
    code = lang.split("_")[0]
    found = texts.get(code)
    if isinstance(found, str) and found:
        return typeset(found, code)
    found = texts.get("en")
    if not isinstance(found, str):
        raise KeyError(f"missions.yaml has no text at {where}")
    return found


def _fill(text: str, params: Mapping[str, object]) -> str:
    return text.format_map({k: ("" if v is None else v) for k, v in params.items()})


def label(key: str, lang: str = "en", **params: object) -> str:
    """A heading or line of the mission card and the dialog (``labels`` of missions.yaml)."""
    return _fill(_pick(_texts()["labels"].get(key), lang, f"labels.{key}"), params)


def rule_name(rule_id: str, lang: str = "en") -> str:
    """The name of a special rule a mission uses (Reserves, Night Fighting, Outflank…)."""
    return _pick(_texts()["rules"].get(rule_id), lang, f"rules.{rule_id}")


def mission_section(mission_id: str, section: str, lang: str = "en") -> str:
    """A mission's ``deployment``, ``rules``, ``victory`` or ``bonus`` in ``lang`` (the
    Russian is seed 004's own words); "" for a mission without texts (the finale)."""
    if section not in SECTIONS:
        raise ValueError(f"unknown section {section!r} (expected one of {SECTIONS})")
    mission = _texts()["missions"].get(mission_id)
    if mission is None:
        return ""
    return _pick(mission.get(section), lang, f"missions.{mission_id}.{section}")


def _setup_text(group: str, key: str, lang: str, **params: object) -> str:
    return _fill(_pick(_texts()["setup"][group].get(key), lang, f"setup.{group}.{key}"), params)


def _marker_params(setup: MissionSetup, marker: SetupMarker) -> dict[str, object]:
    return {k: v for k, v in marker.params.items()}


def setup_lines(mission_id: str, lang: str = "en") -> list[tuple[str, str]]:
    """The set-up of a mission as (heading, text) rows, numbers filled in from the data: the
    table, deployment, who deploys first, the first turn, the game length and how it may end
    early, the special rules, the Reserves, the roles and the objectives."""
    setup = mission_setup(mission_id)
    if setup is None:
        return []
    sep = label("list_separator", lang)
    rows = [
        (label("table", lang), label("table_size", lang, width=setup.table_width,
                                     depth=setup.table_depth)),
        *([(label("roles", lang), _setup_text("roles", "attacker_defender", lang))]
          if setup.roles else []),
        (label("deployment", lang), _setup_text("deployment", setup.deployment_map, lang,
                                                **setup.deployment)),
        (label("deploys_first", lang), _setup_text("deploys_first", setup.deploys_first, lang)),
        (label("first_turn", lang), _setup_text("first_turn", setup.first_turn, lang)),
    ]
    length = [_setup_text("game_length", setup.game_length, lang)]
    for end in setup.ends_early:
        length.append(_setup_text("ends_early", end, lang, **_early_end_params(setup, end)))
    rows.append((label("game_length", lang), " ".join(length)))
    special = [rule_name(r, lang) for r in setup.special_rules]
    special += [_setup_text("grants", g.to, lang, rule=rule_name(g.rule, lang))
                for g in setup.grants]
    special += [_setup_text("ignores", i, lang) for i in setup.ignores]
    rows.append((label("special_rules", lang), sep.join(special)))
    if setup.reserves is not None:
        rows.append((label("reserves", lang),
                     _setup_text("reserves", setup.reserves["who"], lang)))
    objectives = [_setup_text("markers", m.id, lang, **_marker_params(setup, m))
                  for m in setup.markers]
    if setup.carriers is not None:
        objectives.append(_setup_text("carriers", setup.carriers.id, lang,
                                      **_marker_params(setup, setup.carriers)))
    if objectives:
        rows.append((label("objectives", lang), " ".join(objectives)))
    return rows


def _early_end_params(setup: MissionSetup, end: str) -> dict[str, object]:
    if end == "device_defused":
        table = setup.table("device_defused")
        return {"range": table.params.get("range"), "at_least": table.at_least("game_ends")}
    if end == "all_buildings_one_player":
        return {"count": setup.marker("key_buildings").number("count")}
    if end == "all_supports_destroyed":
        return {"count": setup.marker("base_supports").number("count")}
    return {}


def _table_params(setup: MissionSetup, table: MissionDiceTable) -> dict[str, object]:
    params: dict[str, object] = dict(table.params)
    params.update(setup.building_effects)
    params["feel_no_pain"] = setup.building_effects.get("medicae_feel_no_pain")
    params["cover"] = setup.building_effects.get("armoured_bunker_cover")
    params["after"] = table.automatic_after
    return params


def table_text(mission_id: str, table_id: str, part: str, lang: str = "en") -> str:
    """A dice table's ``name``, ``when`` (when it is rolled) or ``automatic`` line."""
    setup = mission_setup(mission_id)
    if setup is None:
        raise KeyError(mission_id)
    table = setup.table(table_id)
    raw = _texts()["tables"][table_id].get(part)
    return _fill(_pick(raw, lang, f"tables.{table_id}.{part}"), _table_params(setup, table))


def table_rows(mission_id: str, table_id: str, lang: str = "en") -> list[tuple[str, str]]:
    """The rows of a dice table: (roll or range, what it does)."""
    setup = mission_setup(mission_id)
    if setup is None:
        raise KeyError(mission_id)
    table = setup.table(table_id)
    params = _table_params(setup, table)
    rows = []
    for row in table.rows:
        rolls = str(row.min) if row.min == row.max else label(
            "roll_range", lang, min=row.min, max=row.max)
        text = _pick(_texts()["tables"][table_id]["rows"].get(row.result), lang,
                     f"tables.{table_id}.rows.{row.result}")
        rows.append((rolls, _fill(text, params)))
    return rows


def roll_result(mission_id: str, item: MissionRoll,
                earlier: Sequence[MissionRoll] = ()) -> str:
    """What a mission die gives on its table (``earlier``: the rolls before it, for the cache
    that is the Device after five empty ones)."""
    setup = mission_setup(mission_id)
    if setup is None:
        raise KeyError(mission_id)
    table = setup.table(item.table)
    result = table.result_for(item.roll)
    if table.automatic_after is not None and table.automatic_result is not None:
        others = [r for r in earlier if r.table == item.table]
        if len(others) >= table.automatic_after:
            return table.automatic_result
    return result


def roll_text(mission_id: str, rolls: Sequence[MissionRoll], index: int, lang: str = "en",
              names: Mapping[str, str] | None = None) -> str:
    """One line of the game's mission dice: table, roll, who rolled, what it gave."""
    item = rolls[index]
    result = roll_result(mission_id, item, rolls[:index])
    table = table_text(mission_id, item.table, "name", lang)
    rows = _texts()["tables"][item.table]["rows"]
    setup = mission_setup(mission_id)
    assert setup is not None
    what = _fill(_pick(rows.get(result), lang, result), _table_params(setup,
                                                                     setup.table(item.table)))
    if item.player is not None:
        who = (names or {}).get(item.player, item.player)
        return label("roll_by", lang, table=table, roll=item.roll, player=who, result=what)
    return label("roll_plain", lang, table=table, roll=item.roll, result=what)


# -- tallies and the result -----------------------------------------------------------------
def lost_uids(side: PlayerGame) -> tuple[str, ...]:
    """The models killed during the game: casualties, Knocked Out models and Walkers wrecked
    or exploded (a model that fled was not killed)."""
    return tuple(dict.fromkeys((*side.casualties, *side.knocked_out, *side.walker_damage)))


def _weight(uid: str, state: PlayerState | None) -> int:
    if state is not None and state.has_model(uid):
        model = state.model(uid)
        if model.squad_size and not model.crew:
            return model.squad_size
    return 1


def tally_side(side: PlayerGame, state: PlayerState | None = None) -> SideTally:
    """The points of the models ``side`` lost (from its ``model_points``; ``None`` if one of
    them has no points) and its models at the start and left on the table (``state`` gives
    each Squad's size; a fled model is no longer on the table)."""
    lost = lost_uids(side)
    points: int | None = 0
    for uid in lost:
        value = side.model_points.get(uid)
        if value is None and state is not None and state.has_model(uid) and state.model(
                uid).crew:
            value = 0  # an Artillery gun's crew: campaign-only models, no points of their own
        if value is None:
            points = None
            break
        assert points is not None
        points += value
    gone = set(lost) | set(side.fled)
    start = sum(_weight(uid, state) for uid in side.team)
    left = start - sum(_weight(uid, state) for uid in side.team if uid in gone)
    return SideTally(points, start, left)


@dataclass(frozen=True)
class Decision:
    """The rule that decided: ``rule`` is ``<check>.<outcome>`` (a sentence of missions.yaml's
    ``decisions``), ``winner`` a player id or ``None`` (a draw, or undecided),
    ``decided`` False when the check cannot decide (the players then record the result)."""

    rule: str
    winner: str | None
    decided: bool
    params: Mapping[str, ParamValue] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def draw(self) -> bool:
        return self.decided and self.winner is None


@dataclass(frozen=True)
class ResultPlan:
    """The result of a game: what the mission's check derives (``decision``) and what is
    recorded (``winner``: the decision's unless the players overrode it, with ``reason``)."""

    mission_id: str
    decision: Decision
    tallies: Mapping[str, SideTally]
    winner: str | None
    overridden: bool = False
    reason: str = ""

    @property
    def differs(self) -> bool:
        """The recorded result is not the derived one."""
        return self.decision.decided and self.winner != self.decision.winner


def _decide(game: GameRecord, setup: MissionSetup,
            tallies: Mapping[str, SideTally]) -> Decision:
    check = setup.victory
    sides = game.players
    if len(sides) != 2:
        return Decision("no_check", None, False)
    a, b = sides
    if check.check == "fewest_points_lost":
        pa, pb = tallies[a.player_id].points_lost, tallies[b.player_id].points_lost
        if pa is None or pb is None:
            return Decision("fewest_points_lost.unknown", None, False)
        draw_under = check.params["draw_under"]
        if abs(pa - pb) < draw_under:
            return Decision("fewest_points_lost.draw", None, True, MappingProxyType({
                "first": a.player_id, "first_points": pa, "second": b.player_id,
                "second_points": pb, "draw_under": draw_under}))
        win, lose = (a, b) if pa < pb else (b, a)
        wp, lp = min(pa, pb), max(pa, pb)
        return Decision("fewest_points_lost.win", win.player_id, True, MappingProxyType({
            "winner": win.player_id, "loser": lose.player_id, "winner_points": wp,
            "loser_points": lp, "difference": lp - wp, "draw_under": draw_under}))
    fact = check.fact or ""
    if check.check == "alone_at_objective":
        near = [s for s in sides if s.facts.get(fact, 0) > 0]
        params: dict[str, ParamValue] = {"range": check.params.get("range")}
        if len(near) == 1:
            params["winner"] = near[0].player_id
            return Decision("alone_at_objective.win", near[0].player_id, True,
                            MappingProxyType(params))
        rule = "alone_at_objective.draw_both" if near else "alone_at_objective.draw_none"
        return Decision(rule, None, True, MappingProxyType(params))
    if check.check == "most":
        ca, cb = a.facts.get(fact, 0), b.facts.get(fact, 0)
        if ca == cb:
            return Decision(f"most.{fact}.draw", None, True, MappingProxyType({"count": ca}))
        win, lose = (a, b) if ca > cb else (b, a)
        return Decision(f"most.{fact}.win", win.player_id, True, MappingProxyType({
            "winner": win.player_id, "loser": lose.player_id,
            "winner_count": max(ca, cb), "loser_count": min(ca, cb)}))
    attacker = next((s for s in sides if s.role == "attacker"), None)
    defender = next((s for s in sides if s.role == "defender"), None)
    if attacker is None or defender is None:
        return Decision("roles_missing", None, False)
    roles: dict[str, ParamValue] = {"attacker": attacker.player_id,
                                    "defender": defender.player_id}
    if check.check == "half_left":
        num, den = check.params["numerator"], check.params["denominator"]
        dt, at = tallies[defender.player_id], tallies[attacker.player_id]
        params = {**roles, "defender_left": dt.models_left, "defender_start": dt.models_start,
                  "attacker_left": at.models_left, "attacker_start": at.models_start}
        if dt.models_left * den >= dt.models_start * num:
            return Decision("half_left.defender", defender.player_id, True,
                            MappingProxyType(params))
        if at.models_left * den < at.models_start * num:
            return Decision("half_left.draw", None, True, MappingProxyType(params))
        return Decision("half_left.attacker", attacker.player_id, True,
                        MappingProxyType(params))
    # "destroyed": Raid's Base Supports
    destroyed = attacker.facts.get(fact, 0)
    params = {**roles, "destroyed": destroyed}
    if destroyed >= check.params["attacker_wins_at"]:
        return Decision("destroyed.attacker", attacker.player_id, True, MappingProxyType(params))
    if destroyed == check.params["draw_at"]:
        return Decision("destroyed.draw", None, True, MappingProxyType(params))
    return Decision("destroyed.defender", defender.player_id, True, MappingProxyType(params))


def derive_result(game: GameRecord,
                  states: Mapping[str, PlayerState] | None = None) -> ResultPlan:
    """The result the mission's victory check gives from the game's facts and casualties.

    The tallies come from the sides (with ``states``: Squads count their models); without
    ``states``, from the tallies the record kept (a past game), else counted one per model.
    The plan's ``winner`` is the record's (see :func:`settle_result`)."""
    report = game.report
    tallies: dict[str, SideTally] = {}
    for side in game.players:
        state = states.get(side.player_id) if states is not None else None
        kept = report.tallies.get(side.player_id) if report is not None else None
        tallies[side.player_id] = (kept if state is None and kept is not None
                                   else tally_side(side, state))
    setup = mission_setup(game.mission.mission_id)
    decision = (_decide(game, setup, tallies) if setup is not None
                else Decision("no_check", None, False))
    return ResultPlan(
        game.mission.mission_id, decision, MappingProxyType(tallies), game.winner,
        overridden=report.override if report is not None else False,
        reason=report.reason if report is not None else "")


def settle_result(game: GameRecord, states: Mapping[str, PlayerState] | None = None
                  ) -> tuple[GameRecord, ResultPlan | None]:
    """``game`` as the plan records it: with a mission report and no override, the winner is
    the derived one (when the check decides) and the report keeps the tallies; ``None`` for a
    game recorded without a report (taken as given)."""
    if game.report is None:
        return game, None
    result = derive_result(game, states)
    report: MissionReport = replace(game.report, tallies=result.tallies)
    winner = game.winner
    if not report.override and result.decision.decided:
        winner = result.decision.winner
    game = replace(game, winner=winner, report=report)
    return game, replace(result, winner=winner)


def decision_text(decision: Decision, lang: str = "en",
                  names: Mapping[str, str] | None = None) -> str:
    """The sentence of the rule that decided, players' names filled in."""
    raw = _texts()["decisions"].get(decision.rule)
    params: dict[str, object] = {}
    for key, value in decision.params.items():
        if key in PLAYER_PARAMS and isinstance(value, str):
            params[key] = (names or {}).get(value, value)
        else:
            params[key] = value
    return _fill(_pick(raw, lang, f"decisions.{decision.rule}"), params)

