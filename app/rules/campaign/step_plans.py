"""Steps 1 to 4 as plans: the one computation a step dialog shows and the store commits.

Each ``plan_*`` function is pure: it takes the players' states (and Forces), the step's inputs
and the dice, and returns a frozen plan with the engine's outcome, every refusal as a
:class:`~app.rules.violations.Violation`, and what the state becomes. The store records the
plan's inputs and dice and writes the plan's new state; a replay calls the same function with
the recorded inputs (:mod:`app.rules.campaign.plans`). Step 5 is
:mod:`app.rules.campaign.spend_plan`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from app.rules.campaign.codes import campaign_violation
from app.rules.campaign.plans import (
    canonical_player,
    digest,
    player_digest,
    starting_force_problems,
)
from app.rules.campaign.state import CampaignSettings, PlayerState
from app.rules.dice import Dice
from app.rules.force import Force, Team

if TYPE_CHECKING:  # the step modules and the validator load on first use
    from app.rules.campaign.missions import ResultPlan
    from app.rules.campaign.step1_team import TeamOutcome
    from app.rules.campaign.step2_game import GameRecord
    from app.rules.campaign.step3_injuries import (
        InjuryApplication,
        InjuryOutcome,
        RerollSource,
        WargearHandover,
    )
    from app.rules.campaign.step4_rewards import RewardOutcome
    from app.rules.validation import Validator
    from app.rules.violations import Violation

__all__ = [
    "CREW_SEPARATOR",
    "GamePlan",
    "InjuryPlan",
    "RewardLedgerLine",
    "RewardsPlan",
    "TeamPlan",
    "expand_crew",
    "plan_game",
    "plan_injuries",
    "plan_rewards",
    "plan_team",
    "reroll_order",
    "state_digest",
    "team_powers",
]

#: Crew models of an Artillery gun are ``<gun uid>~crew<n>`` (campaign-only models).
CREW_SEPARATOR = "~crew"

# Team List codes that step 1 of the campaign engine already reports in its own words.
_TEAM_CODES_FROM_ENGINE = frozenset({
    "team.incomplete_group", "team.too_many_leaders", "points.team_limit", "team.incapacitated",
    "team.unknown_model", "team.empty", "team.field_promotion_required",
    "team.field_promotion_invalid", "team.field_promotion_not_allowed",
})


def _errors(violations: Sequence[Violation]) -> bool:
    return any(v.severity == "error" for v in violations)


def expand_crew(state: PlayerState, uids: Sequence[str]) -> tuple[str, ...]:
    """``uids`` without repeats, each Artillery gun followed by its crew (a gun brings its
    crew into the Team and into the game)."""
    out = list(dict.fromkeys(uids))
    for uid in list(out):
        prefix = f"{uid}{CREW_SEPARATOR}"
        out.extend(m.uid for m in state.models if m.crew and m.uid.startswith(prefix)
                   and m.uid not in out)
    return tuple(out)


# -- step 1 ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class TeamPlan:
    """Step 1: the Team ``uids`` (crew included) for the next game, checked by the engine's
    ``build_team`` and the Team List's Team validation; a starting Force must be valid."""

    base: str
    uids: tuple[str, ...]
    field_promotion: str | None
    outcome: TeamOutcome
    violations: tuple[Violation, ...]
    finale: bool = False  # the finale's Team: the whole Force may play
    #: the psychic powers picked for the game: (psyker uid, power ids), in the Team's order
    powers: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def ok(self) -> bool:
        return not _errors(self.violations)

    @property
    def team(self) -> Team:
        return Team(self.uids, self.outcome.points_limit, self.outcome.field_promoted,
                    self.finale, self.powers)


def team_powers(uids: Sequence[str], powers: Mapping[str, Sequence[str]] | None
                ) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``powers`` (power ids by model uid) as a Team keeps them: the Team's models first, in its
    order, then any other uid; models with no power left out; each pick in the order given."""
    if not powers:
        return ()
    order = {uid: i for i, uid in enumerate(uids)}
    picked = [(uid, tuple(ids)) for uid, ids in powers.items() if ids]
    picked.sort(key=lambda p: order.get(p[0], len(order)))
    return tuple(picked)


def plan_team(state: PlayerState, force: Force, validator: Validator,
              models: Sequence[str], field_promotion: str | None = None, *,
              finale: bool = False,
              powers: Mapping[str, Sequence[str]] | None = None) -> TeamPlan:
    """Plan the Team of ``models`` (uids of the Force; an Artillery gun brings its crew).
    ``finale``: the campaign's last battle, *"où tout le monde peut utiliser toute sa Force"*
    (seed 000): the points limit is the whole Force's points instead of the Base level's; every
    other Team rule applies. ``powers``: the psychic powers picked for the game, power ids by
    psyker uid (:func:`app.rules.campaign.psychic.check_powers`)."""
    from app.rules.campaign.psychic import check_powers
    from app.rules.campaign.step1_team import build_team, team_points_limit
    from app.rules.validation import points_int

    uids = expand_crew(state, models)
    report = validator.validate_force(force)
    limit = team_points_limit(state)
    if finale:
        limit = max(limit, points_int(report.total))
    points = {uid: points_int(p) for uid, p in report.model_points.items()}
    points.update({m.uid: 0 for m in state.models if m.crew})
    force_uids = {m.uid for m in force.models}

    def team_check(_state: PlayerState, team: tuple[str, ...]) -> list[Violation]:
        picked = tuple(u for u in team if u in force_uids)
        rep = validator.validate_team(force, Team(picked, limit, field_promotion))
        return [v for v in rep.violations if v.code not in _TEAM_CODES_FROM_ENGINE]

    outcome = build_team(state, uids, model_points=points, field_promotion=field_promotion,
                         validator=team_check, points_limit=limit)
    found = list(outcome.violations)
    picked = team_powers(uids, powers)
    found.extend(check_powers(validator.team_list, force, uids, dict(picked), state))
    if force.starting:
        problems = starting_force_problems(validator, force)
        if problems:
            found.append(campaign_violation(
                "campaign.starting_force_invalid",
                {"codes": ", ".join(sorted({v.code for v in problems})),
                 "count": len(problems)}))
    return TeamPlan(player_digest(state, force), uids, field_promotion, outcome, tuple(found),
                    finale, picked)


# -- step 2 ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class GamePlan:
    """Step 2: the game as recorded (each side's Team with its crew) and its refusals;
    ``result``: the result the mission derives and the one recorded (``None`` for a game
    recorded without a mission report)."""

    game: GameRecord
    violations: tuple[Violation, ...]
    result: ResultPlan | None = None

    @property
    def ok(self) -> bool:
        return not _errors(self.violations)


def plan_game(game: GameRecord, states: Mapping[str, PlayerState]) -> GamePlan:
    """Plan the record of a played game (``states`` by the sides' ``player_id``). With a
    mission report, the winner is the result the mission derives from the facts and the
    casualties, unless the players overrode it (:func:`~app.rules.campaign.missions.
    settle_result`)."""
    from app.rules.campaign.missions import settle_result
    from app.rules.campaign.step2_game import validate_game

    game = replace(game, players=tuple(
        replace(side, team=expand_crew(states[side.player_id], side.team))
        if side.player_id in states else side
        for side in game.players))
    game, result = settle_result(game, states)
    return GamePlan(game, tuple(validate_game(game, states)), result)


# -- step 3 ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class InjuryPlan:
    """Step 3 for one player: every roll (and reroll) with its dice, what it does to the Force
    (``application.state`` is the player's new state) and the refusals."""

    base: str
    dice: tuple[int, ...]
    rerolls: tuple[tuple[str, RerollSource], ...]
    handovers: tuple[WargearHandover, ...]
    officer_promotions: tuple[str, ...]
    rolls: InjuryOutcome
    application: InjuryApplication
    violations: tuple[Violation, ...]

    @property
    def ok(self) -> bool:
        return not _errors(self.violations)

    @property
    def state(self) -> PlayerState:
        return self.application.state

    def gone(self, game_id: int | None) -> dict[str, tuple[str, int | None]]:
        """The models that leave the Force, with why (``dead`` or ``lost`` for a Walker)."""
        lost = {r.uid for r in self.rolls.rolls if r.result.result == "lost"}
        return {uid: ("lost" if uid in lost else "dead", game_id)
                for uid in (*self.application.removed, *self.application.removed_guns)}


def reroll_order(rolls: InjuryOutcome, rerolls: Sequence[tuple[str, RerollSource]]
                 ) -> list[tuple[str, RerollSource]]:
    """Rerolls take their dice in the order of ``InjuryOutcome.dice``: by the model's place
    among the rolls (a model rerolled twice: in the order given)."""
    place = {item.uid: i for i, item in enumerate(rolls.rolls)}
    return [r for _, r in sorted(enumerate(rerolls), key=lambda p: (
        place.get(p[1][0], len(place)), p[0]))]


def plan_injuries(state: PlayerState, force: Force, game: GameRecord, dice: Dice,
                  settings: CampaignSettings, *,
                  rerolls: Sequence[tuple[str, RerollSource]] = (),
                  handovers: Sequence[WargearHandover] = (),
                  officer_promotions: Sequence[str] = ()) -> InjuryPlan:
    """Plan step 3: ``roll_injuries`` with ``dice``, each reroll in :func:`reroll_order`
    (same dice), then ``apply_injuries``. A casualty that is no longer in the Force (a
    correction removed it after the game) rolls nothing: the plan lists it in
    ``rolls.no_roll`` with the reason ``left_force``. Raises
    :class:`~app.rules.dice.DiceError` when typed dice run out."""
    from app.rules.campaign.step3_injuries import (
        NoRoll,
        apply_injuries,
        reroll_injury,
        roll_injuries,
    )

    found: list[Violation] = []
    game, left = without_departed(state, game)
    outcome = roll_injuries(state, game, dice, settings)
    if left:
        outcome = replace(outcome, no_roll=(*outcome.no_roll,
                                            *(NoRoll(uid, "left_force") for uid in left)))
    ordered = reroll_order(outcome, rerolls)
    for uid, source in ordered:
        outcome, refused = reroll_injury(outcome, uid, source, dice)
        found.extend(refused)
    application = apply_injuries(state, game, outcome, handovers=handovers,
                                 officer_promotions=officer_promotions)
    found.extend(application.violations)
    return InjuryPlan(player_digest(state, force), tuple(dice.rolls), tuple(ordered),
                      tuple(handovers), tuple(officer_promotions), outcome, application,
                      tuple(found))


def without_departed(state: PlayerState, game: GameRecord) -> tuple[GameRecord, tuple[str, ...]]:
    """``game`` without the casualties, Knocked Out models and damaged Walkers of the player
    that are no longer in the Force (removed by a correction, or gone some other way between
    the game and its injuries): they need no injury roll. Returns them too, in the order of
    the game's lists (the plan names them as ``NoRoll(uid, "left_force")``)."""
    side = game.player(state.player_id)
    named = (*side.casualties, *side.knocked_out, *side.walker_damage)
    left = tuple(uid for uid in dict.fromkeys(named) if not state.has_model(uid))
    if not left:
        return game, ()
    gone = set(left)
    kept = replace(side,
                   casualties=tuple(u for u in side.casualties if u not in gone),
                   knocked_out=tuple(u for u in side.knocked_out if u not in gone),
                   walker_damage={u: d for u, d in side.walker_damage.items() if u not in gone})
    return replace(game, players=tuple(kept if s is side else s for s in game.players)), left


# -- step 4 ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class RewardLedgerLine:
    """One entry of a player's RP ledger written by step 4."""

    amount: int
    kind: str
    ref: str = ""


@dataclass(frozen=True)
class RewardsPlan:
    """Step 4 for both players: each one's RP and Renown lines, new state and ledger lines
    (the RP floor at 0 is a ledger line of its own)."""

    dice: tuple[int, ...]
    rewards: Mapping[str, RewardOutcome]
    states: Mapping[str, PlayerState]
    ledger: Mapping[str, tuple[RewardLedgerLine, ...]]
    violations: tuple[Violation, ...] = ()
    #: the fingerprint (:func:`state_digest`) of each player's state the plan was built on
    bases: Mapping[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not _errors(self.violations)


def state_digest(state: PlayerState) -> str:
    """The fingerprint of a player's campaign state alone (RP, Renown, Base, models)."""
    return digest(canonical_player(state))


def plan_rewards(game: GameRecord, states: Mapping[str, PlayerState], dice: Dice,
                 settings: CampaignSettings) -> RewardsPlan:
    """Plan step 4 (``compute_rewards`` then ``apply_rewards`` for each player). Raises
    :class:`~app.rules.dice.DiceError` when typed dice run out."""
    from app.rules.campaign.step4_rewards import apply_rewards, compute_rewards

    rewards = compute_rewards(game, states, dice, settings)
    after: dict[str, PlayerState] = {}
    ledger: dict[str, tuple[RewardLedgerLine, ...]] = {}
    for pid, reward in rewards.items():
        before = states[pid]
        new = apply_rewards(before, reward)
        after[pid] = new
        lines = [RewardLedgerLine(line.rp, line.kind, line.id) for line in reward.lines
                 if line.rp]
        clamp = new.rp - before.rp - reward.rp_total
        if clamp:
            lines.append(RewardLedgerLine(clamp, "floor"))
        ledger[pid] = tuple(lines)
    return RewardsPlan(tuple(dice.rolls), rewards, after, ledger,
                       bases={pid: state_digest(state) for pid, state in states.items()})
