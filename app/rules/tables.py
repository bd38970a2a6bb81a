"""The stable facade of the campaign tables (issue 4, point 8).

Outside acceptance tests call these functions; the steps of :mod:`app.rules.campaign` use
the same implementation.
"""

from __future__ import annotations

from collections.abc import Collection

from app.rules.campaign.core import (
    InjuryResult,
    renown_change,
    roll_injury,
)
from app.rules.campaign.core import (
    may_recruit_into_group as _may_recruit_into_group,
)
from app.rules.campaign.core import (
    reinforcement_cost as _reinforcement_cost,
)
from app.rules.campaign.core import (
    squad_model_cost as _squad_model_cost,
)
from app.rules.campaign.core import (
    underdog_bonus as _underdog_bonus,
)
from app.rules.campaign.data import (
    Achievement,
    BaseLevel,
    BaseUpgrade,
    Honour,
    InjuryTableKind,
    load_rules,
)
from app.rules.dice import Dice, RandomDice, ScriptedDice

__all__ = [
    "Achievement",
    "BaseLevel",
    "BaseUpgrade",
    "Honour",
    "InjuryResult",
    "RandomDice",
    "ScriptedDice",
    "achievement",
    "base_level",
    "base_upgrade",
    "honour",
    "injury",
    "may_recruit_into_group",
    "mission_for_roll",
    "reinforcement_cost",
    "renown_after",
    "squad_model_cost",
    "underdog_bonus",
]

_KINDS: tuple[InjuryTableKind, ...] = ("core", "specialist", "walker")


def injury(kind: str, dice: Dice, *, exploded: bool = False) -> InjuryResult:
    """Roll on an injury table: ``kind`` is ``"core"``, ``"specialist"`` or ``"walker"``.

    ``exploded`` (walkers only) subtracts 1 from the roll after an Explodes! result.
    Returns an object with ``.result``, ``.stat`` and ``.rolls``.
    """
    for known in _KINDS:
        if kind == known:
            return roll_injury(known, dice, exploded=exploded)
    raise ValueError(f"unknown injury table {kind!r} (expected core, specialist or walker)")


def renown_after(outcome: str, renown: int, dice: Dice) -> int:
    """Renown after a game with ``outcome`` ``"win"``, ``"loss"`` or ``"draw"``."""
    return renown_change(outcome, renown, dice).after


def underdog_bonus(own_renown: int, opponent_renown: int, rounding: str = "floor") -> int:
    """RP earned against an opponent with more Renown (``rounding`` ``floor`` or ``ceil``)."""
    return _underdog_bonus(own_renown, opponent_renown, rounding)


def reinforcement_cost(points: int) -> tuple[int, int]:
    """``(rp, points_lost)`` to buy ``points`` of reinforcements at 5 points per RP."""
    return _reinforcement_cost(points)


def squad_model_cost(unit_cost: int, size: int) -> int:
    """Points for one Squad reinforcement: unit cost ÷ starting size, rounded up."""
    return _squad_model_cost(unit_cost, size)


def may_recruit_into_group(honours: int | Collection[str], roll: int | None) -> bool:
    """Whether a Group with that many honours may take recruits on that D6 roll."""
    return _may_recruit_into_group(honours, roll)


def base_level(n: int) -> BaseLevel:
    """Base level ``n`` (1-5): ``.rp``, ``.renown``, ``.team_limit``, ``.id``."""
    return load_rules().base_level(n)


def base_upgrade(upgrade_id: str) -> BaseUpgrade:
    """A Base upgrade: ``.rp`` and ``.requires`` (ids of Base levels / upgrades)."""
    return load_rules().base_upgrade(upgrade_id)


def honour(honour_id: str) -> Honour:
    """A Battle Honour or Walker honour: ``.rp``, ``.renown``, ``.only``."""
    return load_rules().honour(honour_id)


def achievement(achievement_id: str) -> Achievement:
    """An achievement: ``.rp`` and ``.repeatable``."""
    return load_rules().achievement(achievement_id)


def mission_for_roll(d6: int) -> str:
    """The mission id for a roll on the Kill Team mission table."""
    return load_rules().mission_for_roll(d6).id
