"""Step 4 — RP and Renown (RULES.md section 7).

:func:`compute_rewards` works out both players of a game at once, because the underdog bonus
uses both players' Renown *before* either changes. Every RP comes from one itemised
:class:`RewardLine` so players can check the arithmetic.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Literal

from app.rules.campaign.core import GameOutcome, RenownChange, renown_change, underdog_bonus
from app.rules.campaign.data import load_rules
from app.rules.campaign.state import CampaignSettings, PlayerState, UnderdogRounding
from app.rules.campaign.step2_game import GameRecord, PlayerGame
from app.rules.dice import Dice
from app.rules.violations import ParamValue

__all__ = [
    "RewardLine",
    "RewardOutcome",
    "apply_rewards",
    "compute_rewards",
]

LineKind = Literal["achievement", "mission", "underdog", "field_promotion"]


def _no_params() -> Mapping[str, ParamValue]:
    return MappingProxyType({})


@dataclass(frozen=True)
class RewardLine:
    """``count`` × ``rp_each`` = ``rp`` for one achievement, mission bonus, the underdog
    bonus or the field promotion penalty."""

    kind: LineKind
    id: str
    count: int
    rp_each: int
    rp: int
    params: Mapping[str, ParamValue] = field(default_factory=_no_params)


@dataclass(frozen=True)
class RewardOutcome:
    player_id: str
    outcome: GameOutcome
    lines: tuple[RewardLine, ...]
    rp_before: int
    rp_after: int
    renown: RenownChange
    opponent_renown: int
    underdog_rounding: UnderdogRounding

    @property
    def rp_total(self) -> int:
        return sum(line.rp for line in self.lines)

    def line(self, kind: LineKind, line_id: str) -> RewardLine:
        for item in self.lines:
            if item.kind == kind and item.id == line_id:
                return item
        raise KeyError(f"no {kind} line {line_id!r}")


def _achievement_lines(game: GameRecord, side: PlayerGame) -> list[RewardLine]:
    rules = load_rules()
    mission = game.mission_rules()
    overrides = mission.achievement_rp if mission is not None else {}
    outcome = game.outcome_for(side.player_id)
    earned: list[tuple[str, int]] = [("took_part", 1)]
    if outcome == "win":
        earned.append(("victory", 1))
    elif outcome == "draw":
        earned.append(("stalemate", 1))
    for achievement in rules.achievements.values():
        count = side.achievements.get(achievement.id, 0)
        if achievement.automatic or count <= 0:
            continue
        earned.append((achievement.id, count if achievement.repeatable else 1))
    lines: list[RewardLine] = []
    for achievement_id, count in earned:
        each = overrides.get(achievement_id, rules.achievement(achievement_id).rp)
        params: dict[str, ParamValue] = {}
        if achievement_id in overrides:
            params["mission"] = game.mission.mission_id
        lines.append(
            RewardLine("achievement", achievement_id, count, each, count * each, params)
        )
    return lines


def _mission_lines(game: GameRecord, side: PlayerGame,
                   settings: CampaignSettings | None = None) -> list[RewardLine]:
    mission = game.mission_rules()
    if mission is None:
        return []
    outcome = game.outcome_for(side.player_id)
    lines: list[RewardLine] = []
    # Seed 004, Doomsday Device: "если при этом рядом с маркером присутствуют вражеские
    # модели, оба игрока получают 1 РП" — in addition to the finder's 2 (``also``, default)
    # or instead of them (``instead``): a campaign setting.
    replaced: set[str] = set()
    if settings is not None and settings.doomsday_near_enemy == "instead":
        for bonus in mission.bonuses:
            if bonus.instead_of is not None and bonus.fact is not None and any(
                    other.facts.get(bonus.fact, 0) for other in game.players):
                replaced.add(bonus.instead_of)
    for bonus in mission.bonuses:
        if bonus.id in replaced:
            continue
        if bonus.result is not None:
            count = 1 if outcome == bonus.result else 0
        elif bonus.fact is not None:
            if bonus.to == "both":
                count = max(other.facts.get(bonus.fact, 0) for other in game.players)
            else:
                count = side.facts.get(bonus.fact, 0)
        else:  # pragma: no cover - excluded by the data loader
            count = 0
        if count > 0:
            lines.append(
                RewardLine(
                    "mission",
                    bonus.id,
                    count,
                    bonus.rp_each,
                    count * bonus.rp_each,
                    {"mission": mission.id},
                )
            )
    return lines


def compute_rewards(
    game: GameRecord,
    states: Mapping[str, PlayerState],
    dice: Dice,
    settings: CampaignSettings | None = None,
) -> dict[str, RewardOutcome]:
    """RP and Renown of both players of ``game`` (dice: the loser's Renown roll)."""
    settings = settings or CampaignSettings()
    rules = load_rules()
    before = {side.player_id: states[side.player_id].renown for side in game.players}
    results: dict[str, RewardOutcome] = {}
    for side in game.players:
        player = states[side.player_id]
        opponent = game.opponent(side.player_id)
        own_renown = before[side.player_id]
        opponent_renown = before[opponent.player_id]
        lines = _achievement_lines(game, side) + _mission_lines(game, side, settings)
        if opponent_renown > own_renown:
            bonus = underdog_bonus(own_renown, opponent_renown, settings.underdog_rounding)
            lines.append(
                RewardLine(
                    "underdog",
                    "underdog",
                    1,
                    bonus,
                    bonus,
                    {
                        "own_renown": own_renown,
                        "opponent_renown": opponent_renown,
                        "difference": opponent_renown - own_renown,
                        "rounding": settings.underdog_rounding,
                    },
                )
            )
        if side.field_promoted is not None:
            penalty = rules.field_promotion_rp
            lines.append(
                RewardLine(
                    "field_promotion",
                    "field_promotion",
                    1,
                    penalty,
                    penalty,
                    {"uid": side.field_promoted},
                )
            )
        outcome = game.outcome_for(side.player_id)
        change = renown_change(outcome, own_renown, dice)
        total = sum(line.rp for line in lines)
        results[side.player_id] = RewardOutcome(
            player_id=side.player_id,
            outcome=outcome,
            lines=tuple(lines),
            rp_before=player.rp,
            rp_after=max(0, player.rp + total),
            renown=change,
            opponent_renown=opponent_renown,
            underdog_rounding=settings.underdog_rounding,
        )
    return results


def apply_rewards(player: PlayerState, reward: RewardOutcome) -> PlayerState:
    """The player after step 4: new RP and Renown; a new interval between games starts
    (improvements, Group recruitment rolls and the RP conversion are reset)."""
    if reward.player_id != player.player_id:
        raise ValueError(
            f"these rewards are for {reward.player_id!r}, not {player.player_id!r}"
        )
    return replace(
        player,
        rp=max(0, player.rp + reward.rp_total),
        renown=reward.renown.after,
        improved=frozenset(),
        group_rolls=MappingProxyType({}),
        converted=False,
    )
