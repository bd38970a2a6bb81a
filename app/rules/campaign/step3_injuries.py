"""Step 3 — injuries (RULES.md section 6).

Three calls, so the players can look at the dice before deciding on rerolls:

1. :func:`roll_injuries` rolls Knocked Out models (when the campaign uses the rule) and every
   casualty on its table: Core table for Core models and Artillery crew, Specialist table
   for Specialists and Team Leaders, Walker damage table for Walkers that suffered Wrecked
   or Explodes! (−1 after Explodes!). The Artillery gun itself never rolls; fled models
   don't roll.
2. :func:`reroll_injury` uses the Medic honour or the Medical Centre upgrade (once each).
3. :func:`apply_injuries` writes the results on the Force: deaths (with the Group's free
   hand-over of optional wargear), permanent losses, temporary states for the next game,
   Walker damage, Artillery without crew, and Officer Training promotions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from app.rules.campaign.codes import campaign_violation
from app.rules.campaign.core import InjuryResult, roll_injury
from app.rules.campaign.data import InjuryTableKind, load_rules
from app.rules.campaign.state import (
    CampaignModel,
    CampaignSettings,
    PlayerState,
    TemporaryState,
)
from app.rules.campaign.step2_game import GameRecord
from app.rules.dice import Dice
from app.rules.violations import Violation

__all__ = [
    "InjuryApplication",
    "InjuryOutcome",
    "InjuryRoll",
    "KnockedOutRoll",
    "NoRoll",
    "RerollSource",
    "StatLoss",
    "WargearHandover",
    "apply_injuries",
    "handover_heirs",
    "injury_table_for",
    "promotion_candidates",
    "reroll_injury",
    "rerolls_available",
    "roll_injuries",
]

RerollSource = Literal["medic", "medical_centre"]
_REMOVED = ("dead", "lost")  # injury results that remove the model
RollReason = Literal["casualty", "knocked_out", "wrecked", "explodes"]
_TEMPORARY: dict[str, TemporaryState] = {
    "incapacitated": "incapacitated",
    "convalescent": "convalescent",
    "wounded": "wounded",
    "unstable": "unstable",
}


@dataclass(frozen=True)
class KnockedOutRoll:
    """A Knocked Out model of the loser: 3-6 escapes, 1-2 counts as a casualty."""

    uid: str
    roll: int
    escaped: bool


@dataclass(frozen=True)
class InjuryRoll:
    """One model's injury; ``history`` holds the results replaced by rerolls."""

    uid: str
    reason: RollReason
    result: InjuryResult
    history: tuple[InjuryResult, ...] = ()
    rerolled_by: tuple[RerollSource, ...] = ()


@dataclass(frozen=True)
class NoRoll:
    """A model of the game that rolls no injury, and why (``fled``, ``artillery_gun``,
    ``transport``, ``knocked_out_escaped``, ``knocked_out_winner``, ``left_force``: no longer
    in the Force, removed by a correction since the game)."""

    uid: str
    reason: str


@dataclass(frozen=True)
class InjuryOutcome:
    player_id: str
    knocked_out_rolls: tuple[KnockedOutRoll, ...]
    rolls: tuple[InjuryRoll, ...]
    no_roll: tuple[NoRoll, ...]
    rerolls_available: tuple[RerollSource, ...]

    def roll_for(self, uid: str) -> InjuryRoll:
        for item in self.rolls:
            if item.uid == uid:
                return item
        raise KeyError(f"model {uid!r} rolled no injury")

    @property
    def dead(self) -> frozenset[str]:
        """The models the rolls remove from the Force (Dead!, and Lost! for a Walker)."""
        return frozenset(item.uid for item in self.rolls if item.result.result in _REMOVED)

    @property
    def dice(self) -> tuple[int, ...]:
        """Every die of the step in the order rolled (Knocked Out first, then injuries in
        order, rerolls last)."""
        first = [item.roll for item in self.knocked_out_rolls]
        originals: list[int] = []
        rerolls: list[int] = []
        for item in self.rolls:
            chain = (*item.history, item.result)
            originals.extend(chain[0].rolls)
            for later in chain[1:]:
                rerolls.extend(later.rolls)
        return (*first, *originals, *rerolls)


def injury_table_for(model: CampaignModel) -> InjuryTableKind | None:
    """The table a casualty rolls on; ``None`` for models that never roll (the gun of an
    Artillery unit, Transports)."""
    if model.walker:
        return "walker"
    if model.artillery or model.section == "transport":
        return None
    if model.crew or model.section == "core":
        return "core"
    return "specialist"


def rerolls_available(player: PlayerState, team: Sequence[str]) -> tuple[RerollSource, ...]:
    """The injury rerolls ``player`` has after a game played with ``team`` (uids), in the
    order they are offered (RULES.md 6.4): ``medic`` when a Team Leader of the Team has the
    Medic honour, ``medical_centre`` when the Base has a Medical Centre. They stack."""
    found: list[RerollSource] = []
    if any(
        player.has_model(uid)
        and player.model(uid).is_team_leader
        and "medic" in player.model(uid).honours
        for uid in team
    ):
        found.append("medic")
    if "medical_centre" in player.upgrades:
        found.append("medical_centre")
    return tuple(found)


def roll_injuries(
    player: PlayerState,
    game: GameRecord,
    dice: Dice,
    settings: CampaignSettings | None = None,
) -> InjuryOutcome:
    """Roll every injury of ``player`` after ``game`` (see the module docstring)."""
    settings = settings or CampaignSettings()
    rules = load_rules()
    side = game.player(player.player_id)
    knocked: list[KnockedOutRoll] = []
    no_roll: list[NoRoll] = [NoRoll(uid, "fled") for uid in side.fled]
    casualties: list[tuple[str, RollReason]] = [(uid, "casualty") for uid in side.casualties]
    if settings.knocked_out and game.loser == player.player_id:
        for uid in side.knocked_out:
            roll = dice.d6()
            escaped = rules.knocked_out.escapes(roll)
            knocked.append(KnockedOutRoll(uid, roll, escaped))
            if escaped:
                no_roll.append(NoRoll(uid, "knocked_out_escaped"))
            else:
                casualties.append((uid, "knocked_out"))
    else:
        no_roll.extend(NoRoll(uid, "knocked_out_winner") for uid in side.knocked_out)
    rolls: list[InjuryRoll] = []
    for uid, reason in casualties:
        table = injury_table_for(player.model(uid))
        if table is None:
            no_roll.append(NoRoll(uid, "artillery_gun" if player.model(uid).artillery else
                                  "transport"))
            continue
        if table == "walker":
            no_roll.append(NoRoll(uid, "walker_without_damage"))
            continue
        rolls.append(InjuryRoll(uid, reason, roll_injury(table, dice)))
    for uid, damage in side.walker_damage.items():
        reason_w: RollReason = "explodes" if damage == "explodes" else "wrecked"
        result = roll_injury("walker", dice, exploded=damage == "explodes")
        rolls.append(InjuryRoll(uid, reason_w, result))
    return InjuryOutcome(
        player_id=player.player_id,
        knocked_out_rolls=tuple(knocked),
        rolls=tuple(rolls),
        no_roll=tuple(no_roll),
        rerolls_available=rerolls_available(player, side.team),
    )


def reroll_injury(
    outcome: InjuryOutcome, uid: str, source: RerollSource, dice: Dice
) -> tuple[InjuryOutcome, tuple[Violation, ...]]:
    """Reroll ``uid``'s injury with the Medic honour or the Medical Centre.

    The whole roll on the table is made again (its nested rolls too) and the new result
    replaces the old one, which stays in the history. Returns the outcome unchanged, with
    the reasons, when the reroll is not allowed.
    """
    used = {src for item in outcome.rolls for src in item.rerolled_by}
    target = next((item for item in outcome.rolls if item.uid == uid), None)
    found: list[Violation] = []
    if source in used:
        found.append(campaign_violation("injury.reroll_used", {"source": source}, (uid,)))
    elif source not in outcome.rerolls_available:
        found.append(campaign_violation("injury.reroll_unavailable", {"source": source}, (uid,)))
    if target is None:
        found.append(campaign_violation("injury.no_roll_for_model", {"uid": uid}, (uid,)))
    elif target.result.table == "walker":
        found.append(
            campaign_violation("injury.reroll_not_injury_table", {"source": source}, (uid,))
        )
    if found or target is None:
        return outcome, tuple(found)
    new = roll_injury(target.result.table, dice)
    updated = replace(
        target,
        result=new,
        history=(*target.history, target.result),
        rerolled_by=(*target.rerolled_by, source),
    )
    rolls = tuple(updated if item.uid == uid else item for item in outcome.rolls)
    return replace(outcome, rolls=rolls), ()


@dataclass(frozen=True)
class WargearHandover:
    """Optional wargear of a dead Group member given for free to another member."""

    from_uid: str
    item: str
    to_uid: str
    replaces: str | None = None


@dataclass(frozen=True)
class StatLoss:
    uid: str
    stat: str
    before: int | None  # None when the model's characteristics don't list the stat
    after: int | None


@dataclass(frozen=True)
class InjuryApplication:
    """The Force after step 3, and everything that changed."""

    state: PlayerState
    removed: tuple[str, ...]  # dead models and lost Walkers
    removed_guns: tuple[str, ...]  # Artillery guns left without crew
    stat_losses: tuple[StatLoss, ...]
    temporary: tuple[tuple[str, TemporaryState], ...]
    cleared_temporary: tuple[str, ...]
    handovers: tuple[WargearHandover, ...]
    promotions: tuple[str, ...]
    violations: tuple[Violation, ...]

    @property
    def ok(self) -> bool:
        return not self.violations


def _clear_temporary(player: PlayerState, team: set[str]) -> tuple[PlayerState, list[str]]:
    """Temporary injuries of the last game end with this game: Incapacitated after the
    player's game, the others after the model's own next game."""
    cleared: dict[str, CampaignModel] = {}
    for model in player.models:
        if model.temporary is None:
            continue
        if model.temporary == "incapacitated" or model.uid in team:
            cleared[model.uid] = replace(model, temporary=None)
    return player.replace_models(cleared), list(cleared)


def handover_heirs(player: PlayerState, dead: Collection[str], uid: str) -> tuple[str, ...]:
    """Who may receive the optional wargear of dead model ``uid`` for free (RULES.md 6.3): the
    other members of its Group that live on (an Artillery gun uses no wargear); none out of a
    Group."""
    model = player.model(uid)
    if model.group_id is None:
        return ()
    return tuple(m.uid for m in player.members(model.group_id)
                 if m.uid != uid and m.uid not in dead and not m.artillery)


def promotion_candidates(player: PlayerState, dead: Collection[str]) -> tuple[str, ...]:
    """The Specialists Officer Training may promote to Team Leader after a Team Leader died
    (RULES.md 8.2): every living Specialist not leading yet; none without the upgrade or
    without a dead Team Leader."""
    if "officer_training" not in player.upgrades or not any(
        player.has_model(u) and player.model(u).is_team_leader for u in dead
    ):
        return ()
    return tuple(m.uid for m in player.models
                 if m.section == "specialist" and not m.is_team_leader and m.uid not in dead)


def _check_handovers(
    player: PlayerState, dead: set[str], handovers: Sequence[WargearHandover]
) -> list[Violation]:
    found: list[Violation] = []
    given = Counter((h.from_uid, h.item) for h in handovers)
    for (from_uid, item), count in given.items():
        if count > 1:
            found.append(
                campaign_violation("injury.handover_item_twice", {"item": item}, (from_uid,))
            )
    received: dict[str, list[str]] = {}
    for h in handovers:
        refs = (h.from_uid, h.to_uid)
        params: dict[str, int | str | None] = {"item": h.item, "from": h.from_uid, "to": h.to_uid}
        if h.from_uid not in dead or not player.has_model(h.from_uid):
            found.append(campaign_violation("injury.handover_not_dead", params, refs))
            continue
        giver = player.model(h.from_uid)
        if (
            giver.group_id is None
            or not player.has_model(h.to_uid)
            or h.to_uid in dead
            or player.model(h.to_uid).group_id != giver.group_id
        ):
            found.append(campaign_violation("injury.handover_not_in_group", params, refs))
            continue
        if h.item not in giver.wargear:
            found.append(campaign_violation("injury.handover_item_not_owned", params, refs))
            continue
        receiver = player.model(h.to_uid)
        owned = received.setdefault(h.to_uid, list(receiver.wargear))
        if h.replaces is not None:
            if h.replaces not in owned:
                params["replaces"] = h.replaces
                found.append(
                    campaign_violation("injury.handover_replaced_not_owned", params, refs)
                )
                continue
            owned.remove(h.replaces)
        if h.item in owned:
            found.append(campaign_violation("injury.handover_duplicate_item", params, refs))
            continue
        owned.append(h.item)
    return found


def apply_injuries(
    player: PlayerState,
    game: GameRecord,
    outcome: InjuryOutcome,
    *,
    handovers: Sequence[WargearHandover] = (),
    officer_promotions: Sequence[str] = (),
) -> InjuryApplication:
    """Write ``outcome`` on the Force. Returns the state unchanged, with the reasons, if a
    hand-over or a promotion is not allowed."""
    rules = load_rules()
    found: list[Violation] = []
    if outcome.player_id != player.player_id:
        found.append(
            campaign_violation(
                "injury.wrong_player",
                {"expected": player.player_id, "got": outcome.player_id},
            )
        )
    side = game.player(player.player_id)
    dead = set(outcome.dead)
    found.extend(_check_handovers(player, dead, handovers))
    dead_leaders = [
        uid for uid in dead if player.has_model(uid) and player.model(uid).is_team_leader
    ]
    if officer_promotions:
        if "officer_training" not in player.upgrades:
            found.append(campaign_violation("injury.promotion_without_officer_training"))
        elif not dead_leaders:
            found.append(campaign_violation("injury.promotion_no_leader_died"))
        elif len(officer_promotions) > len(dead_leaders):
            found.append(
                campaign_violation(
                    "injury.promotion_too_many",
                    {"count": len(officer_promotions), "dead_leaders": len(dead_leaders)},
                )
            )
        for uid in dict.fromkeys(officer_promotions):
            if (
                not player.has_model(uid)
                or uid in dead
                or player.model(uid).section != "specialist"
                or player.model(uid).is_team_leader
            ):
                found.append(
                    campaign_violation("injury.promotion_not_specialist", {"uid": uid}, (uid,))
                )
    if found:
        return InjuryApplication(player, (), (), (), (), (), (), (), tuple(found))

    state, cleared = _clear_temporary(player, set(side.team))
    changed: dict[str, CampaignModel] = {}
    losses: list[StatLoss] = []
    temporary: list[tuple[str, TemporaryState]] = []
    for item in outcome.rolls:
        if item.uid in dead:
            continue
        model = changed.get(item.uid, state.model(item.uid))
        result = item.result
        if result.result in ("maimed", "permanent_damage") and result.stat is not None:
            stat = result.stat
            before = model.characteristics.get(stat)
            model = model.with_stat_change(stat, -1, rules.minimum_characteristic(stat))
            model = replace(model, permanent_injuries=(*model.permanent_injuries, stat))
            losses.append(StatLoss(item.uid, stat, before, model.characteristics.get(stat)))
        elif result.result in _TEMPORARY:
            model = replace(model, temporary=_TEMPORARY[result.result])
            temporary.append((item.uid, _TEMPORARY[result.result]))
        changed[item.uid] = model
    for h in handovers:
        receiver = changed.get(h.to_uid, state.model(h.to_uid))
        gear = list(receiver.wargear)
        if h.replaces is not None:
            gear.remove(h.replaces)
        gear.append(h.item)
        changed[h.to_uid] = replace(receiver, wargear=tuple(gear))
    for uid in officer_promotions:
        promoted = changed.get(uid, state.model(uid))
        changed[uid] = replace(promoted, promoted_leader=True)
    state = state.replace_models(changed)
    removed = [item.uid for item in outcome.rolls if item.uid in dead]
    state = state.without(removed)
    guns = [
        model.uid
        for model in state.models
        if model.artillery
        and not any(m.crew for m in state.members(model.group_id or f"\0{model.uid}"))
    ]
    state = state.without(guns)
    return InjuryApplication(
        state=state,
        removed=tuple(removed),
        removed_guns=tuple(guns),
        stat_losses=tuple(losses),
        temporary=tuple(temporary),
        cleared_temporary=tuple(cleared),
        handovers=tuple(handovers),
        promotions=tuple(officer_promotions),
        violations=(),
    )
