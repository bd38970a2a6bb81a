"""Step 5 — spend RP (RULES.md section 8).

Group recruitment rolls come first (:func:`roll_group_recruitment`), since the player must
know which Groups may take recruits before planning. Then :func:`spend_rp` checks and applies
a whole plan of purchases at once: points purchases (recruits, Squad reinforcements,
wargear) are paid by converting RP at 5 points each, once for the step, the points left over
being lost; Base levels, Base upgrades and Battle Honours are paid in RP. A plan with any
violation changes nothing. Points and options come from the Team List: the caller passes
each purchase's points and may pass a ``force_validator`` for the Armoury limits that apply
against the Force.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Literal

from app.rules.campaign.codes import campaign_violation, has_errors, merge_violations
from app.rules.campaign.core import may_recruit_into_group, reinforcement_cost
from app.rules.campaign.data import Honour, load_rules
from app.rules.campaign.state import CampaignModel, GroupRoll, PlayerState, group_honours
from app.rules.dice import Dice
from app.rules.pricing import SquadRounding, squad_share
from app.rules.violations import ParamValue, Violation

__all__ = [
    "BuyBaseLevel",
    "BuyHonour",
    "BuyUpgrade",
    "BuyWargear",
    "ForceValidator",
    "GroupRollOutcome",
    "Recruit",
    "ReinforceSquad",
    "SpendAction",
    "SpendLine",
    "SpendOutcome",
    "roll_group_recruitment",
    "spend_rp",
]

ForceValidator = Callable[[tuple[CampaignModel, ...]], Iterable[Violation]]


# -- Group recruitment rolls ---------------------------------------------------------------


@dataclass(frozen=True)
class GroupRollOutcome:
    state: PlayerState
    group_id: str
    honours: int
    roll: int | None  # None: a Group without honours needs no roll
    allowed: bool
    violations: tuple[Violation, ...] = ()


def roll_group_recruitment(player: PlayerState, group_id: str, dice: Dice) -> GroupRollOutcome:
    """Roll D6 for a Group (or Squad, or Artillery crew) to take recruits this step: allowed
    when the roll is at least its number of Battle Honours; no roll without honours. One
    roll per Group between two games."""
    members = player.members(group_id)
    if not members:
        violation = campaign_violation("spend.unknown_group", {"group": group_id}, (), (group_id,))
        return GroupRollOutcome(player, group_id, 0, None, False, (violation,))
    if group_id in player.group_rolls:
        previous = player.group_rolls[group_id]
        violation = campaign_violation(
            "spend.group_already_rolled",
            {"group": group_id, "roll": previous.roll},
            (),
            (group_id,),
        )
        return GroupRollOutcome(
            player, group_id, previous.honours, previous.roll, previous.allowed, (violation,)
        )
    count = len(group_honours(player, group_id))
    roll = dice.d6() if count > 0 else None
    allowed = may_recruit_into_group(count, roll)
    rolls = dict(player.group_rolls)
    rolls[group_id] = GroupRoll(roll, count, allowed)
    state = replace(player, group_rolls=MappingProxyType(rolls))
    return GroupRollOutcome(state, group_id, count, roll, allowed)


# -- purchases ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Recruit:
    """A new model at its Team List cost (``points``: base cost + options). A ``group_id``
    of an existing Group adds it to that Group (roll first if the Group has honours); a new
    ``group_id`` starts a Group. Artillery replacement crew join their gun's unit this way,
    at the entry's Replacement Crew cost."""

    model: CampaignModel
    points: int


@dataclass(frozen=True)
class ReinforceSquad:
    """A replacement model for a Squad: unit cost ÷ starting size + options, the share rounded
    as the campaign's ``squad_rounding`` says (up by default)."""

    model: CampaignModel
    unit_cost: int
    options_points: int = 0
    rounding: SquadRounding = "ceil"


@dataclass(frozen=True)
class BuyWargear:
    """Optional wargear for an existing model; replacing ``replaces`` (bought for
    ``replaced_points``) pays only the difference and refunds nothing."""

    uid: str
    item: str
    points: int
    replaces: str | None = None
    replaced_points: int = 0


@dataclass(frozen=True)
class BuyBaseLevel:
    level: int


@dataclass(frozen=True)
class BuyUpgrade:
    upgrade_id: str


@dataclass(frozen=True)
class BuyHonour:
    """A Battle Honour or Walker honour for model ``uid`` (its whole Group gets it).
    ``repair_stat`` picks the Permanent Damage a Repair removes."""

    honour_id: str
    uid: str
    repair_stat: str | None = None


SpendAction = Recruit | ReinforceSquad | BuyWargear | BuyBaseLevel | BuyUpgrade | BuyHonour
ActionKind = Literal["recruit", "reinforce_squad", "wargear", "base_level", "upgrade", "honour"]


def _no_params() -> dict[str, ParamValue]:
    return {}


@dataclass(frozen=True)
class SpendLine:
    """What one action of the plan cost: ``points`` (reinforcements) or ``rp``."""

    index: int
    kind: ActionKind
    id: str
    points: int = 0
    rp: int = 0
    refs: tuple[str, ...] = ()
    params: dict[str, ParamValue] = field(default_factory=_no_params)


@dataclass(frozen=True)
class SpendOutcome:
    state: PlayerState  # the new state, or the old one when there are violations
    lines: tuple[SpendLine, ...]
    points_needed: int
    rp_converted: int
    points_lost: int
    rp_direct: int
    rp_before: int
    violations: tuple[Violation, ...]

    @property
    def ok(self) -> bool:
        return not has_errors(self.violations)

    @property
    def rp_spent(self) -> int:
        return self.rp_converted + self.rp_direct

    @property
    def rp_after(self) -> int:
        return self.state.rp


class _Plan:
    """The state while the actions of a plan are checked and applied one by one."""

    def __init__(self, player: PlayerState) -> None:
        self.state = player
        self.before = player  # the state the plan starts from
        self.found: list[Violation] = []
        self.lines: list[SpendLine] = []
        self.index = 0

    def refuse(
        self,
        code: str,
        params: dict[str, ParamValue] | None = None,
        refs: Iterable[str] = (),
        entries: Iterable[str] = (),
    ) -> None:
        data: dict[str, ParamValue] = {"action": self.index}
        data.update(params or {})
        self.found.append(campaign_violation(code, data, refs, entries))

    # -- recruits -----------------------------------------------------------------------
    def _group_limit(self, members: Sequence[CampaignModel], model: CampaignModel) -> int:
        sized = [m.squad_size for m in (*members, model) if m.squad_size is not None]
        return min(sized) if sized else load_rules().group_max_size

    def _check_group_join(self, model: CampaignModel, *, squad_price: bool) -> bool:
        group_id = model.group_id
        if group_id is None:
            if squad_price:
                self.refuse("spend.not_a_squad", {"group": None}, (model.uid,))
                return False
            return True
        members = [m for m in self.state.members(group_id) if not m.artillery]
        ok = True
        if not (model.section == "core" or model.crew or model.artillery):
            self.refuse("spend.group_not_core", {"section": model.section}, (model.uid,))
            ok = False
        if members and any(m.entry_id != model.entry_id for m in members) and not model.artillery:
            self.refuse(
                "spend.group_entry_mismatch",
                {"entry": model.entry_id, "group_entry": members[0].entry_id},
                (model.uid,),
                (group_id,),
            )
            ok = False
        existing = bool(self.state.members(group_id))
        is_squad = any(m.squad_size is not None and not m.crew for m in members)
        if squad_price and not is_squad:
            self.refuse("spend.not_a_squad", {"group": group_id}, (model.uid,), (group_id,))
            return False
        # A Squad recruited whole by this plan takes its models as recruits; a Squad the
        # Force already had takes them as Squad reinforcements.
        if not squad_price and is_squad and self.before.members(group_id):
            self.refuse(
                "spend.squad_use_reinforcement", {"group": group_id}, (model.uid,), (group_id,)
            )
            ok = False
        if existing:
            honours = len(group_honours(self.state, group_id))
            rolled = self.state.group_rolls.get(group_id)
            if rolled is not None and not rolled.allowed:
                self.refuse(
                    "spend.group_roll_failed",
                    {"group": group_id, "honours": rolled.honours, "roll": rolled.roll},
                    (model.uid,),
                    (group_id,),
                )
                ok = False
            elif rolled is None and honours > 0:
                self.refuse(
                    "spend.group_roll_required",
                    {"group": group_id, "honours": honours},
                    (model.uid,),
                    (group_id,),
                )
                ok = False
        if not model.artillery:
            limit = self._group_limit(members, model)
            if len(members) + 1 > limit:
                code = "spend.squad_full" if is_squad or model.squad_size else "spend.group_full"
                self.refuse(code, {"group": group_id, "size": limit}, (model.uid,), (group_id,))
                ok = False
        return ok

    def recruit(self, model: CampaignModel, points: int, kind: ActionKind) -> None:
        rules = load_rules()
        ok = True
        if self.state.has_model(model.uid):
            self.refuse("spend.duplicate_uid", {"uid": model.uid}, (model.uid,))
            return
        if points < 0:
            self.refuse("spend.negative_points", {"points": points}, (model.uid,))
            ok = False
        if model.honours:
            self.refuse("spend.recruit_has_honours", {"uid": model.uid}, (model.uid,))
            ok = False
        if model.section == "transport":
            if "vehicle_bay" not in self.state.upgrades:
                self.refuse("transport.needs_vehicle_bay", {"uid": model.uid}, (model.uid,))
                ok = False
            elif any(m.section == "transport" for m in self.state.models):
                self.refuse("transport.too_many", {"max": 1}, (model.uid,))
                ok = False
        ok = self._check_group_join(model, squad_price=kind == "reinforce_squad") and ok
        if not ok:
            return
        recruit = replace(
            model, permanent_injuries=(), temporary=None, promoted_leader=False, honours=()
        )
        if model.group_id is not None and not model.artillery:
            for honour_id in group_honours(self.state, model.group_id):
                recruit = _with_honour(recruit, rules.honour(honour_id))
        self.state = self.state.with_models((*self.state.models, recruit))
        params: dict[str, ParamValue] = {"entry": model.entry_id, "group": model.group_id}
        self.lines.append(
            SpendLine(self.index, kind, model.entry_id, points=points, refs=(model.uid,),
                      params=params)
        )

    # -- wargear ------------------------------------------------------------------------
    def wargear(self, action: BuyWargear) -> None:
        if not self.state.has_model(action.uid):
            self.refuse("spend.unknown_model", {"uid": action.uid}, (action.uid,))
            return
        model = self.state.model(action.uid)
        ok = True
        if action.points < 0 or action.replaced_points < 0:
            self.refuse("spend.negative_points", {"points": action.points}, (action.uid,))
            ok = False
        gear = list(model.wargear)
        if action.replaces is not None:
            if action.replaces not in gear:
                self.refuse(
                    "spend.wargear_not_owned", {"item": action.replaces}, (action.uid,)
                )
                ok = False
            else:
                gear.remove(action.replaces)
        if action.item in gear:
            self.refuse("spend.wargear_duplicate", {"item": action.item}, (action.uid,))
            ok = False
        if not ok:
            return
        gear.append(action.item)
        cost = max(0, action.points - action.replaced_points) if action.replaces else action.points
        self.state = self.state.replace_models({model.uid: replace(model, wargear=tuple(gear))})
        params: dict[str, ParamValue] = {"replaces": action.replaces, "price": action.points}
        self.lines.append(
            SpendLine(self.index, "wargear", action.item, points=cost, refs=(model.uid,),
                      params=params)
        )

    # -- Base -----------------------------------------------------------------------------
    def base_level(self, action: BuyBaseLevel) -> None:
        rules = load_rules()
        current = self.state.base_level
        if not 1 <= action.level <= rules.max_base_level:
            self.refuse("spend.unknown_base_level", {"level": action.level})
            return
        if action.level != current + 1:
            self.refuse("spend.base_level_order", {"level": action.level, "current": current})
            return
        level = rules.base_level(action.level)
        if self.state.renown < level.renown:
            self.refuse(
                "spend.renown_too_low",
                {"required": level.renown, "renown": self.state.renown, "id": level.id},
            )
            return
        self.state = replace(self.state, base_level=action.level)
        self.lines.append(SpendLine(self.index, "base_level", level.id, rp=level.rp))

    def _has_requirement(self, requirement: str) -> bool:
        rules = load_rules()
        if requirement in rules.base_level_ids:
            return self.state.base_level >= rules.base_level_by_id(requirement).level
        return requirement in self.state.upgrades

    def upgrade(self, action: BuyUpgrade) -> None:
        rules = load_rules()
        if action.upgrade_id not in rules.base_upgrades:
            self.refuse("spend.unknown_upgrade", {"upgrade": action.upgrade_id})
            return
        upgrade = rules.base_upgrade(action.upgrade_id)
        if upgrade.id in self.state.upgrades:
            self.refuse("spend.upgrade_owned", {"upgrade": upgrade.id})
            return
        missing = [req for req in upgrade.requires if not self._has_requirement(req)]
        if missing:
            self.refuse("spend.upgrade_requires", {"upgrade": upgrade.id,
                                                   "missing": ",".join(missing)})
            return
        self.state = replace(self.state, upgrades=self.state.upgrades | {upgrade.id})
        self.lines.append(SpendLine(self.index, "upgrade", upgrade.id, rp=upgrade.rp))

    # -- honours ----------------------------------------------------------------------------
    def _recipients(self, model: CampaignModel) -> list[CampaignModel]:
        if model.group_id is None:
            return [] if model.artillery else [model]
        return [m for m in self.state.members(model.group_id) if not m.artillery]

    def honour(self, action: BuyHonour) -> None:
        rules = load_rules()
        refs = (action.uid,)
        params: dict[str, ParamValue] = {"honour": action.honour_id}
        try:
            honour = rules.honour(action.honour_id)
        except KeyError:
            self.refuse("spend.unknown_honour", params, refs)
            return
        if not self.state.has_model(action.uid):
            self.refuse("spend.unknown_model", {"uid": action.uid}, refs)
            return
        model = self.state.model(action.uid)
        if self.state.renown < honour.renown:
            self.refuse(
                "spend.renown_too_low",
                {"honour": honour.id, "required": honour.renown, "renown": self.state.renown},
                refs,
            )
            return
        if honour.walker and not model.walker:
            self.refuse("spend.honour_walkers_only", params, refs)
            return
        if not honour.walker and model.walker:
            self.refuse("spend.honour_not_for_walkers", params, refs)
            return
        if not honour.walker and model.section == "transport":
            self.refuse("spend.honour_not_for_transports", params, refs)
            return
        if honour.only == "leaders_specialists" and not model.is_leader_or_specialist:
            self.refuse("spend.honour_leaders_specialists_only", params, refs)
            return
        if honour.only == "team_leader" and not model.is_team_leader:
            self.refuse("spend.honour_team_leader_only", params, refs)
            return
        if honour.only == "psyker" and not model.psyker:
            self.refuse("spend.honour_psyker_only", params, refs)
            return
        if honour.repeatable and not honour.recorded:
            self._repair(model, honour, action)
            return
        recipients = self._recipients(model)
        if not recipients:
            self.refuse("spend.honour_no_recipient", params, refs)
            return
        uids = tuple(m.uid for m in recipients)
        if any(honour.id in m.honours for m in recipients):
            self.refuse("spend.honour_already_held", params, uids)
            return
        improved = [uid for uid in uids if uid in self.state.improved]
        if improved:
            self.refuse("spend.model_already_improved", params, improved)
            return
        self.state = self.state.replace_models({m.uid: _with_honour(m, honour) for m in recipients})
        self.state = replace(self.state, improved=self.state.improved | set(uids))
        self.lines.append(
            SpendLine(self.index, "honour", honour.id, rp=honour.rp, refs=uids,
                      params={"target": model.uid})
        )

    def _repair(self, model: CampaignModel, honour: Honour, action: BuyHonour) -> None:
        refs = (model.uid,)
        damaged = list(dict.fromkeys(model.permanent_injuries))
        if not damaged:
            self.refuse("spend.repair_nothing_to_repair", {"honour": honour.id}, refs)
            return
        stat = action.repair_stat
        if stat is None:
            if len(damaged) > 1:
                self.refuse(
                    "spend.repair_choice_required", {"damaged": ",".join(damaged)}, refs
                )
                return
            stat = damaged[0]
        if stat not in damaged:
            self.refuse("spend.repair_not_damaged", {"stat": stat}, refs)
            return
        injuries = list(model.permanent_injuries)
        injuries.remove(stat)
        repaired = model.with_stat_change(stat, +1, load_rules().minimum_characteristic(stat))
        repaired = replace(repaired, permanent_injuries=tuple(injuries))
        self.state = self.state.replace_models({model.uid: repaired})
        self.lines.append(
            SpendLine(self.index, "honour", honour.id, rp=honour.rp, refs=refs,
                      params={"stat": stat})
        )


def _with_honour(model: CampaignModel, honour: Honour) -> CampaignModel:
    if honour.id in model.honours:
        return model
    changed = replace(model, honours=(*model.honours, honour.id))
    if honour.stat is not None:
        changed = changed.with_stat_change(honour.stat, +1, 0)
    return changed


def spend_rp(
    player: PlayerState,
    actions: Sequence[SpendAction],
    *,
    convert_rp: int | None = None,
    force_validator: ForceValidator | None = None,
) -> SpendOutcome:
    """Check and apply a plan of purchases, in order (a Base level bought first counts for
    the upgrades after it). Points purchases are paid by converting ``convert_rp`` RP (by
    default just enough: ⌈points ÷ 5⌉), once per step; leftover points are lost. Nothing
    changes when any purchase is refused."""
    plan = _Plan(player)
    for index, action in enumerate(actions):
        plan.index = index
        if isinstance(action, Recruit):
            plan.recruit(action.model, action.points, "recruit")
        elif isinstance(action, ReinforceSquad):
            # The recruit's size is the Team List's (the plan takes it from there); the
            # Squad's own is the fallback.
            size = action.model.squad_size
            group = action.model.group_id
            if group is not None and not size:
                sizes = [m.squad_size for m in player.members(group) if m.squad_size]
                size = sizes[0] if sizes else size
            if size is None or size <= 0:
                plan.refuse("spend.not_a_squad", {"group": group}, (action.model.uid,))
                continue
            if action.unit_cost < 0 or action.options_points < 0:
                plan.refuse("spend.negative_points", {"points": action.unit_cost},
                            (action.model.uid,))
                continue
            each = squad_share(action.unit_cost, size, action.rounding)
            plan.recruit(
                replace(action.model, squad_size=size),
                each + action.options_points,
                "reinforce_squad",
            )
        elif isinstance(action, BuyWargear):
            plan.wargear(action)
        elif isinstance(action, BuyBaseLevel):
            plan.base_level(action)
        elif isinstance(action, BuyUpgrade):
            plan.upgrade(action)
        else:
            plan.honour(action)
    points_needed = sum(line.points for line in plan.lines)
    rp_direct = sum(line.rp for line in plan.lines)
    plan.index = len(actions)
    if convert_rp is None:
        rp_converted, points_lost = reinforcement_cost(points_needed)
    else:
        available = convert_rp * load_rules().points_per_rp
        rp_converted, points_lost = convert_rp, max(0, available - points_needed)
        if convert_rp < 0:
            plan.refuse("spend.negative_points", {"points": convert_rp})
        elif available < points_needed:
            plan.refuse("spend.not_enough_points", {"points": points_needed,
                                                    "available": available})
    if rp_converted > 0 and player.converted:
        plan.refuse("spend.already_converted", {"rp": rp_converted})
    total = rp_converted + rp_direct
    if total > player.rp:
        plan.refuse("spend.not_enough_rp", {"needed": total, "available": player.rp})
    external = tuple(force_validator(plan.state.models)) if force_validator else ()
    violations = merge_violations(plan.found, external)
    # A refused plan changes nothing: the player's state stays as it was.
    state = player if has_errors(violations) else replace(
        plan.state,
        rp=player.rp - total,
        converted=player.converted or rp_converted > 0,
    )
    return SpendOutcome(
        state=state,
        lines=tuple(plan.lines),
        points_needed=points_needed,
        rp_converted=rp_converted,
        points_lost=points_lost,
        rp_direct=rp_direct,
        rp_before=player.rp,
        violations=violations,
    )
