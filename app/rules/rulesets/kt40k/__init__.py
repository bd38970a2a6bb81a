"""Kill Team 40K v0.1 alpha (seed 001): Heroes against Villains, lists from a Codex.

Every number of the seed lives in ``data.json`` (250 pts, 2 Wounds, the 2+ save, 33 armour,
groups of 3, the six missions); every text, in English, French and Russian, in ``texts.yaml``.
The modules:

* :mod:`.lists` — a list checked for its side (points, Wounds, special characters, saves,
  vehicle armour, force-organisation slots), the Villains' groups of 3, the Initiative order;
* :mod:`.missions` — the mission table (the Heroes player rolls a D6) and each mission's set-up;
* :mod:`.series` — the result of a game (which win condition happened) and a tally per player.

There is no campaign: the seed has none.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any, Literal

from app.rules.rulesets import ListCheck, RuleSet
from app.rules.typography import typeset
from app.rules.violations import Severity

if TYPE_CHECKING:
    from app.rules.force import Force
    from app.rules.teamlist import TeamList

__all__ = [
    "CODES",
    "ID",
    "RULE_SET",
    "SIDES",
    "Kt40kRules",
    "MissionData",
    "SideRules",
    "SpecialCharacter",
    "load_rules",
    "text",
]

ID = "kt40k-alpha"
Side = Literal["heroes", "villains"]
SIDES: tuple[Side, ...] = ("heroes", "villains")
LANGS = ("en", "fr", "ru")

E = Severity.ERROR
#: Every code of this rule set, with its severity (docs/rulesets.md explains each).
CODES: dict[str, Severity] = {
    "kt40k.empty": E,
    "kt40k.points_limit": E,
    "kt40k.wounds": E,
    "kt40k.special_character": E,
    "kt40k.armour_save": E,
    "kt40k.vehicle_armour": E,
    "kt40k.wrong_slot": E,
    "kt40k.no_slot": E,
    "kt40k.group_size": E,
    "kt40k.group_vehicle": E,
    "kt40k.group_unknown_model": E,
    "kt40k.group_model_twice": E,
    "kt40k.group_model_missing": E,
    "kt40k.too_many_alone": E,
    "kt40k.unknown_mission": E,
    "kt40k.unknown_condition": E,
    "kt40k.bad_die": E,
    "kt40k.same_player": E,
}


@dataclass(frozen=True, slots=True)
class SideRules:
    slots: tuple[str, ...]  # the force-organisation slots the side picks from
    first: bool = False  # deploys first, acts first on an Initiative tie
    groups: bool = False  # organised in groups of ``group_size`` at deployment


@dataclass(frozen=True, slots=True)
class SpecialCharacter:
    id: str
    armed: bool
    controlled_by: str  # "heroes", "villains" or "alternating"
    chosen_by: str | None = None  # the side that picks it from its Codex (the big boss)
    slots: tuple[str, ...] = ()  # where it is picked from
    move: int | None = None  # its greatest move, in inches, when the seed gives one


@dataclass(frozen=True, slots=True)
class MissionData:
    id: str
    d6: int
    deployment: int  # the deployment map (1-3)
    hotspot_in_villain_zone: bool
    win: Mapping[str, str]  # side -> condition id
    special_characters: tuple[SpecialCharacter, ...] = ()
    bomb_carrier: bool = False
    prisoner: bool = False


@dataclass(frozen=True, slots=True)
class Kt40kRules:
    points_limit: int
    max_wounds: int
    forbidden_save: int  # a save of this value or better is refused ("2+")
    max_vehicle_armour: int  # front + side + rear
    group_size: int
    deployment_batch: int
    disengage: int
    slots: Mapping[str, tuple[str, ...]]  # slot id -> category names (folded)
    sides: Mapping[str, SideRules]
    missions: tuple[MissionData, ...]

    def mission(self, mission_id: str) -> MissionData:
        for m in self.missions:
            if m.id == mission_id:
                return m
        raise KeyError(f"unknown Kill Team 40K mission {mission_id!r}")

    def slot_of_category(self, name: str) -> str | None:
        folded = name.strip().casefold()
        for slot, names in self.slots.items():
            if folded in names:
                return slot
        return None


def _character(raw: Mapping[str, Any]) -> SpecialCharacter:
    return SpecialCharacter(
        id=str(raw["id"]), armed=bool(raw["armed"]), controlled_by=str(raw["controlled_by"]),
        chosen_by=raw.get("chosen_by"), slots=tuple(raw.get("slots", ())),
        move=raw.get("move"))


def parse_rules(raw: Mapping[str, Any]) -> Kt40kRules:
    """The rule set's data (``data.json``); raises ``ValueError`` for a malformed table."""
    try:
        missions = tuple(
            MissionData(
                id=str(m["id"]), d6=int(m["d6"]), deployment=int(m["deployment"]),
                hotspot_in_villain_zone=bool(m["hotspot_in_villain_zone"]),
                win={str(k): str(v) for k, v in m["win"].items()},
                special_characters=tuple(_character(c) for c in m.get("special_characters", ())),
                bomb_carrier=bool(m.get("bomb_carrier", False)),
                prisoner=bool(m.get("prisoner", False)))
            for m in raw["missions"])
        rules = Kt40kRules(
            points_limit=int(raw["points_limit"]), max_wounds=int(raw["max_wounds"]),
            forbidden_save=int(raw["forbidden_save"]),
            max_vehicle_armour=int(raw["max_vehicle_armour"]),
            group_size=int(raw["group_size"]), deployment_batch=int(raw["deployment_batch"]),
            disengage=int(raw["disengage"]),
            slots={str(k): tuple(str(n).casefold() for n in v) for k, v in raw["slots"].items()},
            sides={str(k): SideRules(tuple(v["slots"]), bool(v.get("first", False)),
                                     bool(v.get("groups", False)))
                   for k, v in raw["sides"].items()},
            missions=missions)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ValueError(f"Kill Team 40K rule data: {exc!r}") from None
    if sorted(m.d6 for m in missions) != [1, 2, 3, 4, 5, 6]:
        raise ValueError("Kill Team 40K rule data: the missions must cover a D6 once each")
    if set(rules.sides) != set(SIDES):
        raise ValueError("Kill Team 40K rule data: the sides are heroes and villains")
    return rules


@functools.cache
def load_rules() -> Kt40kRules:
    """The rule set's numbers and missions, loaded once."""
    package = resources.files(__name__)
    return parse_rules(json.loads(package.joinpath("data.json").read_text(encoding="utf-8")))


@functools.cache
def _texts() -> Mapping[str, Any]:
    import yaml  # only when a text is asked for: the command line lists rule sets at start

    package = resources.files(__name__)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data = yaml.load(package.joinpath("texts.yaml").read_text(encoding="utf-8"), Loader=loader)
    if not isinstance(data, dict):
        raise ValueError("Kill Team 40K texts: not a mapping")
    return data


def text(path: str, lang: str = "en", **params: object) -> str:
    """The text at ``path`` (dot-separated keys of ``texts.yaml``) in ``lang`` (English when the
    language is missing), its ``{fields}`` filled from ``params``."""
    node: Any = _texts()
    for key in path.split("."):
        if not isinstance(node, dict) or key not in node:
            raise KeyError(f"no Kill Team 40K text {path!r}")
        node = node[key]
    if not isinstance(node, dict):
        raise KeyError(f"Kill Team 40K text {path!r} is not a text")
    found = node.get(lang)
    # French typography (app.rules.typography), as for the Qt translations
    found = typeset(found, lang) if isinstance(found, str) and found else node.get("en")
    if not isinstance(found, str):
        raise KeyError(f"Kill Team 40K text {path!r} has no English")
    return found.format(**params) if params else found


def _check(tl: TeamList, force: Force, side: str | None) -> ListCheck:
    from app.rules.rulesets.kt40k.lists import check_list

    if side not in SIDES:
        raise ValueError(f"a Kill Team 40K list is checked for a side: {', '.join(SIDES)}")
    r = check_list(tl, force, side)
    return ListCheck(r.points, r.limit, r.violations, {"models": r.models, "side": side})


RULE_SET = RuleSet(
    id=ID, name=lambda lang: text("rule_set", lang), sides=SIDES, check=_check,
    codes=frozenset(CODES), campaigns=False)
