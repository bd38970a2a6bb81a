"""Step 2 — play a game: the mission choice and the record of what happened (RULES.md 5).

The record holds everything steps 3 and 4 need: both players and their Teams, the result,
attacker / defender, the achievements each player earned (with counts for the repeatable
ones), the mission's bonus facts, the casualties, the models that fled, the Knocked Out
models, and the Walkers that suffered Wrecked or Explodes!.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal, get_args

from app.rules.campaign.codes import campaign_violation
from app.rules.campaign.core import GameOutcome
from app.rules.campaign.data import Mission, load_rules
from app.rules.campaign.state import (
    CampaignSettings,
    DoomsdayNearEnemy,
    MissionMode,
    PlayerState,
    StepOrder,
    UnderdogRounding,
)
from app.rules.dice import Dice
from app.rules.pricing import SquadRounding
from app.rules.violations import Violation

__all__ = [
    "GameRecord",
    "MissionChoice",
    "MissionReport",
    "MissionRoll",
    "PlayerGame",
    "Role",
    "SideTally",
    "WalkerDamage",
    "choose_mission",
    "validate_game",
    "validate_settings",
]

Role = Literal["attacker", "defender"]
WalkerDamage = Literal["wrecked", "explodes"]


def _empty() -> Mapping[str, int]:
    return MappingProxyType({})


def _empty_damage() -> Mapping[str, WalkerDamage]:
    return MappingProxyType({})


@dataclass(frozen=True)
class MissionChoice:
    """How the mission was picked: ``roll`` for a random mission, ``index`` in the list of a
    fixed or storyline campaign."""

    mode: MissionMode
    mission_id: str
    roll: int | None = None
    index: int | None = None


#: The settings that take one of a few values, and those values.
_CHOICES: dict[str, tuple[str, ...]] = {
    "mission_mode": get_args(MissionMode),
    "underdog_rounding": get_args(UnderdogRounding),
    "step_order": get_args(StepOrder),
    "doomsday_near_enemy": get_args(DoomsdayNearEnemy),
    "squad_rounding": get_args(SquadRounding),
}


def validate_settings(settings: CampaignSettings) -> tuple[Violation, ...]:
    """Check the settings that take one of a few values (``campaign.bad_setting``) and the
    mission list of a fixed or storyline campaign."""
    rules = load_rules()
    found: list[Violation] = []
    for name, allowed in _CHOICES.items():
        value = getattr(settings, name)
        if value not in allowed:
            found.append(campaign_violation(
                "campaign.bad_setting", {"setting": name, "value": str(value)[:40]}))
    if found or settings.mission_mode == "random":
        return tuple(found)
    if not settings.missions:
        found.append(campaign_violation("campaign.mission_list_empty"))
    last = len(settings.missions) - 1
    for index, mission_id in enumerate(settings.missions):
        params: dict[str, int | str | None] = {"mission": mission_id, "index": index}
        if mission_id in rules.special_missions:
            if settings.mission_mode != "storyline":
                found.append(campaign_violation("campaign.special_mission_not_allowed", params))
            elif index != last:
                found.append(campaign_violation("campaign.special_mission_not_last", params))
        elif mission_id not in rules.missions:
            found.append(campaign_violation("campaign.unknown_mission", params))
    return tuple(found)


def choose_mission(
    settings: CampaignSettings, *, game_index: int = 0, dice: Dice | None = None
) -> MissionChoice:
    """The mission of the ``game_index``-th game (0-based) of the campaign.

    ``random`` rolls a D6 on the mission table (``dice`` required); ``fixed`` and
    ``storyline`` take the next mission of the campaign's list.
    """
    if settings.mission_mode == "random":
        if dice is None:
            raise ValueError("a random mission needs dice to roll on the mission table")
        roll = dice.d6()
        return MissionChoice("random", load_rules().mission_for_roll(roll).id, roll=roll)
    if not 0 <= game_index < len(settings.missions):
        raise ValueError(
            f"the {settings.mission_mode} campaign lists {len(settings.missions)} mission(s); "
            f"there is no mission for game index {game_index}"
        )
    return MissionChoice(
        settings.mission_mode, settings.missions[game_index], index=game_index
    )


@dataclass(frozen=True)
class MissionRoll:
    """A die rolled on one of the mission's dice tables during the game (typed or rolled by
    the app): ``table`` is a table id of ``missions.json``, ``player`` the player who rolled
    (``None`` when nobody in particular)."""

    table: str
    roll: int
    player: str | None = None


@dataclass(frozen=True)
class SideTally:
    """What the casualties of one side come to, as the victory checks read them: the points
    of the models killed (``None`` when a model's points are unknown) and how many models the
    side had and has left on the table (a Squad counts its models)."""

    points_lost: int | None
    models_start: int
    models_left: int


def _no_tallies() -> Mapping[str, SideTally]:
    return MappingProxyType({})


@dataclass(frozen=True)
class MissionReport:
    """What Record a game adds when it knows the mission: the in-mission dice, each side's
    tally (filled in by the plan) and the players' override of the derived result, with its
    reason. ``override`` False: the result is the one the mission's victory check derives."""

    rolls: tuple[MissionRoll, ...] = ()
    override: bool = False
    reason: str = ""
    tallies: Mapping[str, SideTally] = field(default_factory=_no_tallies)


@dataclass(frozen=True)
class PlayerGame:
    """One player's side of a game. ``model_points``: the points of the Team's models when
    the game was played (the casualties' points decide Escalating Skirmish)."""

    player_id: str
    team: tuple[str, ...]
    role: Role | None = None
    achievements: Mapping[str, int] = field(default_factory=_empty)
    facts: Mapping[str, int] = field(default_factory=_empty)
    casualties: tuple[str, ...] = ()
    fled: tuple[str, ...] = ()
    knocked_out: tuple[str, ...] = ()
    walker_damage: Mapping[str, WalkerDamage] = field(default_factory=_empty_damage)
    field_promoted: str | None = None
    model_points: Mapping[str, int] = field(default_factory=_empty)


@dataclass(frozen=True)
class GameRecord:
    """A played game; ``winner`` is a player id, or ``None`` for a draw. ``report``: the
    mission's dice, tallies and override (``None`` for a game recorded without them: then
    the winner is taken as given)."""

    mission: MissionChoice
    players: tuple[PlayerGame, ...]
    winner: str | None
    report: MissionReport | None = None

    def player(self, player_id: str) -> PlayerGame:
        for side in self.players:
            if side.player_id == player_id:
                return side
        raise KeyError(f"player {player_id!r} did not play this game")

    def opponent(self, player_id: str) -> PlayerGame:
        self.player(player_id)
        for side in self.players:
            if side.player_id != player_id:
                return side
        raise KeyError(f"player {player_id!r} has no opponent in this game")

    def outcome_for(self, player_id: str) -> GameOutcome:
        self.player(player_id)
        if self.winner is None:
            return "draw"
        return "win" if self.winner == player_id else "loss"

    @property
    def loser(self) -> str | None:
        if self.winner is None:
            return None
        return self.opponent(self.winner).player_id

    def mission_rules(self) -> Mission | None:
        """The mission's campaign rules, ``None`` for a special (storyline) mission."""
        return load_rules().missions.get(self.mission.mission_id)


def _check_achievements(game: GameRecord) -> list[Violation]:
    rules = load_rules()
    found: list[Violation] = []
    earners: Counter[str] = Counter()
    for side in game.players:
        for achievement_id, count in side.achievements.items():
            params: dict[str, int | str | None] = {
                "player": side.player_id,
                "achievement": achievement_id,
                "count": count,
            }
            known = rules.achievements.get(achievement_id)
            if known is None:
                found.append(campaign_violation("game.unknown_achievement", params))
                continue
            if known.automatic:
                found.append(campaign_violation("game.automatic_achievement", params))
                continue
            maximum = None if known.repeatable else 1
            if count < 0 or (maximum is not None and count > maximum):
                params["max"] = maximum
                found.append(campaign_violation("game.achievement_count", params))
            if count > 0 and known.one_player:
                earners[achievement_id] += 1
    for achievement_id, players in earners.items():
        if players > 1:
            found.append(
                campaign_violation(
                    "game.achievement_one_player",
                    {"achievement": achievement_id, "players": players},
                )
            )
    return found


def _check_facts(game: GameRecord, mission: Mission) -> list[Violation]:
    found: list[Violation] = []
    pools: Counter[str] = Counter()
    for side in game.players:
        for fact_id, value in side.facts.items():
            params: dict[str, int | str | None] = {
                "player": side.player_id,
                "fact": fact_id,
                "value": value,
                "mission": mission.id,
            }
            fact = mission.facts.get(fact_id)
            if fact is None:
                found.append(campaign_violation("game.unknown_fact", params))
                continue
            if value < 0:
                found.append(campaign_violation("game.fact_negative", params))
                continue
            if fact.max is not None and value > fact.max:
                params["max"] = fact.max
                found.append(campaign_violation("game.fact_above_max", params))
            if fact.role is not None and value > 0 and side.role != fact.role:
                params["role"] = fact.role
                found.append(campaign_violation("game.fact_wrong_role", params))
            if fact.pool is not None:
                pools[fact.pool] += value
    for pool, total in pools.items():
        if total > mission.pools[pool]:
            found.append(
                campaign_violation(
                    "game.fact_pool_exceeded",
                    {"pool": pool, "total": total, "max": mission.pools[pool]},
                )
            )
    return found


def _check_report(game: GameRecord, ids: Sequence[str]) -> list[Violation]:
    """The mission's dice (a table of the mission, a D6 result, a player of the game) and
    the reason an override needs."""
    from app.rules.campaign.missions import mission_setup

    assert game.report is not None
    setup = mission_setup(game.mission.mission_id)
    tables = {t.id for t in setup.dice_tables} if setup is not None else set()
    found: list[Violation] = []
    for index, item in enumerate(game.report.rolls):
        params: dict[str, int | str | None] = {"table": item.table, "roll": item.roll,
                                               "number": index + 1,
                                               "mission": game.mission.mission_id}
        if item.table not in tables:
            found.append(campaign_violation("game.mission_roll_unknown", params))
        elif not 1 <= item.roll <= 6 or (item.player is not None and item.player not in ids):
            found.append(campaign_violation("game.mission_roll_invalid", params))
    if game.report.override and not game.report.reason.strip():
        found.append(campaign_violation("game.override_reason_missing"))
    return found


def _check_models(side: PlayerGame, state: PlayerState | None) -> list[Violation]:
    found: list[Violation] = []
    team = set(side.team)
    if not side.team:
        found.append(campaign_violation("game.empty_team", {"player": side.player_id}))
    if state is not None:
        for uid in side.team:
            if not state.has_model(uid):
                found.append(
                    campaign_violation(
                        "game.unknown_model", {"player": side.player_id, "uid": uid}, (uid,)
                    )
                )
    lists: dict[str, Sequence[str]] = {
        "casualties": side.casualties,
        "fled": side.fled,
        "knocked_out": side.knocked_out,
        "walker_damage": tuple(side.walker_damage),
    }
    seen: dict[str, str] = {}
    for list_name, uids in lists.items():
        for uid in uids:
            if uid not in team:
                found.append(
                    campaign_violation(
                        "game.model_not_in_team",
                        {"player": side.player_id, "uid": uid, "list": list_name},
                        (uid,),
                    )
                )
            if uid in seen:
                found.append(
                    campaign_violation(
                        "game.model_in_two_lists",
                        {"uid": uid, "first": seen[uid], "second": list_name},
                        (uid,),
                    )
                )
            else:
                seen[uid] = list_name
    if side.field_promoted is not None and side.field_promoted not in team:
        found.append(
            campaign_violation(
                "game.field_promotion_not_in_team",
                {"uid": side.field_promoted},
                (side.field_promoted,),
            )
        )
    if state is not None:
        for uid in (*side.casualties, *side.knocked_out):
            if state.has_model(uid) and state.model(uid).walker:
                found.append(campaign_violation("game.walker_casualty", {"uid": uid}, (uid,)))
        for uid in side.walker_damage:
            if state.has_model(uid) and not state.model(uid).walker:
                found.append(campaign_violation("game.not_a_walker", {"uid": uid}, (uid,)))
    return found


def validate_game(
    game: GameRecord, states: Mapping[str, PlayerState] | None = None
) -> tuple[Violation, ...]:
    """Every inconsistency of a game record; ``states`` (by player id) adds model checks."""
    rules = load_rules()
    found: list[Violation] = []
    ids = [side.player_id for side in game.players]
    if len(ids) != 2:
        found.append(campaign_violation("game.player_count", {"count": len(ids)}))
    if len(set(ids)) != len(ids):
        found.append(campaign_violation("game.same_player"))
    if game.winner is not None and game.winner not in ids:
        found.append(campaign_violation("game.unknown_winner", {"winner": game.winner}))
    mission_id = game.mission.mission_id
    mission = rules.missions.get(mission_id)
    if mission is None and mission_id not in rules.special_missions:
        found.append(campaign_violation("game.unknown_mission", {"mission": mission_id}))
    roles = [side.role for side in game.players]
    if mission is not None and mission.roles:
        if any(role is None for role in roles):
            found.append(campaign_violation("game.roles_required", {"mission": mission_id}))
        elif sorted(str(role) for role in roles) != ["attacker", "defender"]:
            found.append(campaign_violation("game.roles_invalid", {"mission": mission_id}))
    elif mission is not None and any(role is not None for role in roles):
        found.append(campaign_violation("game.roles_not_used", {"mission": mission_id}))
    found.extend(_check_achievements(game))
    if game.report is not None:
        found.extend(_check_report(game, ids))
    if mission is not None:
        found.extend(_check_facts(game, mission))
    else:
        for side in game.players:
            for fact_id, value in side.facts.items():
                found.append(
                    campaign_violation(
                        "game.unknown_fact",
                        {"player": side.player_id, "fact": fact_id, "value": value,
                         "mission": mission_id},
                    )
                )
    for side in game.players:
        state = states.get(side.player_id) if states is not None else None
        found.extend(_check_models(side, state))
    return tuple(found)
