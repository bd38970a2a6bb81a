"""The result of a Kill Team 40K game and a tally per player across a series (seed 001).

A game ends when one side's win condition happens: *"on joue jusqu'à ce qu'il y ait un gagnant
(Mission accomplie ! ou Et un point pour les méchants !)"*. The seed has no campaign, so nothing
carries over from one game to the next: a series is only the games' record and a count per
player (played, won, lost, and on which side).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from app.rules.rulesets.kt40k import CODES, SIDES, Kt40kRules, Side, load_rules
from app.rules.violations import Violation

__all__ = ["GameResult", "Tally", "check_result", "result_from_json", "result_to_json", "tally"]


@dataclass(frozen=True, slots=True)
class GameResult:
    mission: str
    heroes: str  # the Heroes player's name
    villains: str
    winner: Side
    die: int | None = None  # the mission roll, when the app knows it
    played_on: str = ""  # ISO date

    @property
    def condition(self) -> str:
        """The win condition that happened (the winner's, from the mission data)."""
        return load_rules().mission(self.mission).win[self.winner]

    def player(self, side: Side) -> str:
        return self.heroes if side == "heroes" else self.villains


def _v(code: str, **params: Any) -> Violation:
    return Violation(code, CODES[code], params)


def check_result(r: GameResult, rules: Kt40kRules | None = None) -> tuple[Violation, ...]:
    rules = rules or load_rules()
    found: list[Violation] = []
    try:
        mission = rules.mission(r.mission)
    except KeyError:
        return (_v("kt40k.unknown_mission", mission=r.mission),)
    if r.winner not in SIDES:
        found.append(_v("kt40k.unknown_condition", mission=r.mission, side=str(r.winner)))
    if r.die is not None and r.die != mission.d6:
        found.append(_v("kt40k.bad_die", die=r.die, mission=r.mission))
    if r.heroes.strip().casefold() == r.villains.strip().casefold():
        found.append(_v("kt40k.same_player", player=r.heroes))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Tally:
    player: str
    played: int = 0
    won: int = 0
    lost: int = 0
    as_heroes: int = 0
    as_villains: int = 0


def tally(results: Iterable[GameResult]) -> tuple[Tally, ...]:
    """Each player's record, most wins first (then fewest losses, then name)."""
    rows: dict[str, dict[str, int]] = {}
    names: dict[str, str] = {}
    for r in results:
        for side in SIDES:
            name = r.player(side).strip()
            key = name.casefold()
            names.setdefault(key, name)
            row = rows.setdefault(key, {"played": 0, "won": 0, "lost": 0, "as_heroes": 0,
                                        "as_villains": 0})
            row["played"] += 1
            row["won" if side == r.winner else "lost"] += 1
            row["as_heroes" if side == "heroes" else "as_villains"] += 1
    made = [Tally(names[k], **v) for k, v in rows.items()]
    return tuple(sorted(made, key=lambda t: (-t.won, t.lost, t.player.casefold())))


def result_to_json(r: GameResult) -> dict[str, Any]:
    return {"mission": r.mission, "heroes": r.heroes, "villains": r.villains,
            "winner": r.winner, "die": r.die, "played_on": r.played_on}


def result_from_json(d: Mapping[str, Any]) -> GameResult:
    """A result read back; ``ValueError`` naming the field for anything malformed."""
    def s(key: str, limit: int = 200) -> str:
        value = d.get(key, "")
        if not isinstance(value, str) or len(value) > limit:
            raise ValueError(f"{key}: a text of at most {limit} characters")
        return value

    winner = d.get("winner")
    if winner not in SIDES:
        raise ValueError("winner: heroes or villains")
    die = d.get("die")
    if die is not None and (isinstance(die, bool) or not isinstance(die, int)
                            or not 1 <= die <= 6):
        raise ValueError("die: a D6 result 1-6")
    return GameResult(s("mission", 40), s("heroes"), s("villains"), winner, die,
                      s("played_on", 40))
