"""The Kill Team 40K mission table and each mission's set-up (seed 001, *Missions*).

*"le joueur « Héros » tire la mission au dé"*: one D6 on the table of six missions (1 Assassinat …
6 Survivant, in the seed's order). A mission's set-up — its deployment map, whether the hotspot
moves into the Villains' zone, its special characters, the secret bomb carrier, the prisoner —
and its two win conditions are data (``data.json``), their words in ``texts.yaml``.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.rules.dice import Dice
from app.rules.rulesets.kt40k import CODES, Kt40kRules, MissionData, load_rules, text
from app.rules.violations import Violation

__all__ = ["MissionRoll", "Setup", "mission_for_roll", "roll_mission", "setup"]


@dataclass(frozen=True, slots=True)
class MissionRoll:
    die: int  # the Heroes player's D6
    mission: MissionData


def mission_for_roll(die: int, rules: Kt40kRules | None = None) -> MissionData:
    """The mission of a D6 result; ``ValueError`` for anything but 1-6."""
    if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
        raise ValueError(f"a mission roll is a D6 result 1-6, got {die!r}")
    rules = rules or load_rules()
    return next(m for m in rules.missions if m.d6 == die)


def roll_mission(dice: Dice, rules: Kt40kRules | None = None) -> MissionRoll:
    """The Heroes player rolls the mission (typed in: ``ScriptedDice``; by the app:
    ``RandomDice``); the die is kept."""
    die = dice.d6()
    return MissionRoll(die, mission_for_roll(die, rules))


@dataclass(frozen=True, slots=True)
class Setup:
    """A mission's set-up in one language, line by line, for the game sheet and the dialog."""

    name: str
    brief: str
    lines: tuple[str, ...]  # deployment, hotspot, placement, order
    characters: tuple[tuple[str, str], ...]  # (name, text) of each special character
    win_heroes: str
    win_villains: str


def setup(mission: MissionData, lang: str = "en") -> Setup:
    """What the players set up and play for in ``mission``, in ``lang``."""
    lines = [text("labels.deployment", lang, n=mission.deployment), text("labels.hotspot", lang)]
    if mission.hotspot_in_villain_zone:
        lines.append(text("labels.hotspot_moved", lang))
    if mission.bomb_carrier:
        lines.append(text("labels.bomb_carrier", lang))
    if mission.prisoner:
        lines.append(text("labels.prisoner", lang))
    lines += [text("labels.deploy_order", lang), text("labels.turn_order", lang),
              text("labels.no_turn_limit", lang)]
    characters = tuple(
        (text(f"characters.{c.id}.name", lang), text(f"characters.{c.id}.text", lang))
        for c in mission.special_characters)
    return Setup(
        name=text(f"missions.{mission.id}.name", lang),
        brief=text(f"missions.{mission.id}.brief", lang),
        lines=tuple(lines), characters=characters,
        win_heroes=text(f"conditions.{mission.win['heroes']}", lang),
        win_villains=text(f"conditions.{mission.win['villains']}", lang))


def unknown_mission(mission_id: str) -> Violation:
    return Violation("kt40k.unknown_mission", CODES["kt40k.unknown_mission"],
                     {"mission": mission_id})
