"""The small rules every step uses: injury tables, Renown, underdog, reinforcement points."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Literal

from app.rules.campaign.data import InjuryRow, InjuryTableKind, load_rules
from app.rules.campaign.state import UnderdogRounding
from app.rules.dice import Dice
from app.rules.pricing import squad_share

# Cost of one Squad reinforcement: the unit's cost ÷ its starting size, rounded up. One
# function for every price of the app: the pricing module's (the old name stays for callers).
squad_model_cost = squad_share

__all__ = [
    "GameOutcome",
    "InjuryResult",
    "RenownChange",
    "may_recruit_into_group",
    "reinforcement_cost",
    "renown_change",
    "roll_injury",
    "squad_model_cost",
    "underdog_bonus",
]

GameOutcome = Literal["win", "loss", "draw"]
_OUTCOMES: tuple[GameOutcome, ...] = ("win", "loss", "draw")


@dataclass(frozen=True)
class InjuryResult:
    """One model's roll(s) on an injury table.

    ``result`` is the final result id (``dead``, ``full_recovery``, ``maimed``,
    ``incapacitated``, ``convalescent``, ``wounded``, ``lost``, ``permanent_damage``,
    ``unstable``), ``stat`` the characteristic lost for ``maimed`` / ``permanent_damage``,
    ``rolls`` the dice as rolled, in order, and ``path`` the rows followed (e.g.
    ``("grievous", "maimed", "maimed")``). ``modifier`` is the modifier applied to the first
    roll (−1 for a Walker after Explodes!).
    """

    table: InjuryTableKind
    result: str
    stat: str | None
    rolls: tuple[int, ...]
    path: tuple[str, ...]
    modifier: int = 0

    @property
    def first_roll_modified(self) -> int:
        return self.rolls[0] + self.modifier


def _find_row(rows: tuple[InjuryRow, ...], roll: int, table: str) -> InjuryRow:
    for row in rows:
        if row.matches(roll):
            return row
    raise ValueError(f"no row of the {table} injury table for a roll of {roll}")


def roll_injury(kind: InjuryTableKind, dice: Dice, *, exploded: bool = False) -> InjuryResult:
    """Roll on the ``core``, ``specialist`` or ``walker`` table, following nested rolls."""
    rules = load_rules()
    rows = rules.injury_table(kind)
    if exploded and kind != "walker":
        raise ValueError("exploded=True only applies to the walker damage table")
    modifier = rules.walker_explodes_modifier if exploded else 0
    rolls: list[int] = []
    path: list[str] = []
    first = dice.d6()
    rolls.append(first)
    low = min(row.min for row in rows)
    row = _find_row(rows, max(low, first + modifier), kind)
    path.append(row.result)
    while row.then:
        roll = dice.d6()
        rolls.append(roll)
        row = _find_row(row.then, roll, kind)
        path.append(row.result)
    return InjuryResult(
        table=kind,
        result=row.result,
        stat=row.stat,
        rolls=tuple(rolls),
        path=tuple(path),
        modifier=modifier,
    )


@dataclass(frozen=True)
class RenownChange:
    outcome: GameOutcome
    before: int
    after: int
    roll: int | None  # the loser's D6

    @property
    def delta(self) -> int:
        return self.after - self.before


def renown_change(outcome: str, renown: int, dice: Dice) -> RenownChange:
    """Renown after a game: win +2; loss D6 4+ → +1, 1-3 → −1 (never below 0); draw +1."""
    if outcome not in _OUTCOMES:
        raise ValueError(f"outcome must be one of win, loss, draw; got {outcome!r}")
    if renown < 0:
        raise ValueError(f"renown can never be negative, got {renown}")
    table = load_rules().renown
    roll: int | None = None
    if outcome == "win":
        delta = table.win
    elif outcome == "draw":
        delta = table.draw
    else:
        roll = dice.d6()
        delta = table.loss_success if roll >= table.loss_roll_at_least else table.loss_failure
    after = max(table.minimum, renown + delta)
    return RenownChange(outcome=outcome, before=renown, after=after, roll=roll)


def underdog_bonus(
    own_renown: int, opponent_renown: int, rounding: UnderdogRounding | str = "floor"
) -> int:
    """+1 RP per 3 Renown the opponent has more (``floor`` per the text, ``ceil`` per the
    worked example of seed 000: 2 vs 13 → 3 with floor, 4 with ceil)."""
    if rounding not in ("floor", "ceil"):
        raise ValueError(f"underdog rounding must be 'floor' or 'ceil', got {rounding!r}")
    difference = opponent_renown - own_renown
    if difference <= 0:
        return 0
    per = load_rules().renown_per_underdog_rp
    if rounding == "floor":
        return difference // per
    return -(-difference // per)


def reinforcement_cost(points: int) -> tuple[int, int]:
    """RP to convert for ``points`` reinforcement points, and the points left over (lost)."""
    if points < 0:
        raise ValueError(f"points must not be negative, got {points}")
    per = load_rules().points_per_rp
    rp = -(-points // per)
    return rp, rp * per - points


def may_recruit_into_group(honours: int | Collection[str], roll: int | None) -> bool:
    """Whether a Group with ``honours`` Battle Honours may take recruits after rolling ``roll``.

    A Group without honours needs no roll (``roll`` may then be ``None``); otherwise the roll
    must be at least the number of honours.
    """
    count = honours if isinstance(honours, int) else len(honours)
    if count < 0:
        raise ValueError(f"a Group cannot have a negative number of honours ({count})")
    if count == 0:
        return True
    if roll is None:
        raise ValueError("a Group with Battle Honours must roll a D6 to take recruits")
    if not 1 <= roll <= 6:
        raise ValueError(f"a D6 roll must be 1-6, got {roll}")
    return roll >= count
