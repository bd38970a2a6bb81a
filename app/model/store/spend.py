"""Campaign step 5: spending RP."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from app.model import convert as cv
from app.model.convert import points_int
from app.model.journal import Journal
from app.rules.campaign.state import CampaignModel, PlayerState, freeze
from app.rules.force import Force

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    from app.rules.campaign.step5_spend import (
        BuyBaseLevel,
        BuyHonour,
        BuyUpgrade,
        GroupRollOutcome,
        SpendAction,
        SpendOutcome,
    )
    from app.rules.teamlist import TeamList
    from app.rules.validation import Validator
    from app.rules.violations import Violation
from app.model.store.base import _SPEND_PREFIXES, DiceInput, _dice, _dice_errors
from app.model.store.results import StepResult
from app.model.store.steps import StepStore


class SpendStore(StepStore):
    # -- step 5: spend RP ---------------------------------------------------------------------
    def roll_group(self, player_id: int, group_id: str, dice: DiceInput, *,
                   preview: bool = False) -> StepResult[GroupRollOutcome]:
        """Step 5: a Group's recruitment roll (engine ``roll_group_recruitment``)."""
        from app.rules.campaign.step5_spend import roll_group_recruitment

        with self._read() as conn:
            player, _, state, _ = self._load(conn, player_id)
        rolled = _dice(dice)
        with _dice_errors(rolled):
            outcome = roll_group_recruitment(state, group_id, rolled)
        result = StepResult(outcome, outcome.violations)
        if preview or not result.ok:
            return result

        def fn(j: Journal) -> dict[str, Any]:
            self._sync_state(j, self._player_row(j.conn, player_id), outcome.state)
            return {"group": group_id, "roll": outcome.roll, "honours": outcome.honours,
                    "allowed": outcome.allowed}

        changes, hid = self._run(player["campaign_id"], player_id, "group_roll",
                                 {"group": group_id, "dice": list(rolled.rolls)}, fn)
        return replace(result, changes=changes, history_id=hid)

    def spend(
        self, player_id: int, *, force: Force | None = None,
        purchases: Sequence[BuyBaseLevel | BuyUpgrade | BuyHonour] = (),
        convert_rp: int | None = None, crew: Mapping[str, int] | None = None,
        preview: bool = False,
    ) -> StepResult[SpendOutcome]:
        """Step 5: spend RP (engine ``spend_rp``) in one action.

        ``force`` is the Force after the player's recruits and wargear (from the Force
        editor): new models become ``Recruit`` (``ReinforceSquad`` when joining an existing
        Squad) at their Team List points, options added to a model become ``BuyWargear``
        (replacing an option of the same option group pays the difference). ``purchases``
        are Base levels, Base upgrades and honours. The plan runs Base levels and upgrades
        first, then the Force's purchases, then honours. ``crew`` buys replacement crew for
        Artillery guns (``{gun uid: how many}``) at the entry's Replacement Crew cost. With any
        violation nothing is written.
        """
        from app.rules.campaign.step5_spend import BuyHonour, spend_rp

        with self._read() as conn:
            player, _, state, old_force = self._load(conn, player_id)
            validator = self._validator(conn, player["team_list_copy_id"])
            tl = self._team_list(conn, player["team_list_copy_id"])
        new_force = force if force is not None else old_force
        new_force = replace(new_force, upgrades=old_force.upgrades, starting=False)
        bought = _force_purchases(tl, validator, old_force, new_force, state)
        if crew:
            with self._read() as conn:
                taken = {r["uid"] for r in self._all_model_rows(conn, player)}
            bought += _crew_recruits(tl, state, crew, taken)
        first = [p for p in purchases if not isinstance(p, BuyHonour)]
        honours = [p for p in purchases if isinstance(p, BuyHonour)]
        actions: list[SpendAction] = [*first, *bought, *honours]

        def force_check(_models: tuple[CampaignModel, ...]) -> list[Violation]:
            # Only what the purchases break: a Force already over a limit (after a death)
            # may still buy other things.
            def key(v: Violation) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
                return (v.code, v.refs, v.entries)

            old = {key(v) for v in validator.validate_force(
                replace(old_force, starting=False)).violations}
            report = validator.validate_force(new_force)
            return [v for v in report.violations if v.severity == "error"
                    and v.code.startswith(_SPEND_PREFIXES) and key(v) not in old]

        outcome = spend_rp(state, actions, convert_rp=convert_rp, force_validator=force_check)
        result = StepResult(outcome, outcome.violations)
        if preview or not outcome.ok:
            return result
        inputs = {
            "convert_rp": convert_rp,
            "purchases": [_purchase_json(p) for p in purchases],
            "force": _force_diff_json(old_force, new_force) if force is not None else None,
            "crew": dict(crew or {}),
        }

        def fn(j: Journal) -> dict[str, Any]:
            new_models = {m.uid: m for m in outcome.state.models}
            self._sync_force(j, self._player_row(j.conn, player_id), new_force, new_models)
            # the Force (written just above) is the truth for options in step 5
            self._sync_state(j, self._player_row(j.conn, player_id), outcome.state,
                             sync_options=False)
            if outcome.rp_converted:
                self._rp_entry(j, player_id, -outcome.rp_converted, "reinforcement",
                               str(outcome.points_needed))
            for line in outcome.lines:
                if line.rp:
                    self._rp_entry(j, player_id, -line.rp, line.kind, line.id)
            return {"rp_spent": outcome.rp_spent, "rp_converted": outcome.rp_converted,
                    "points_needed": outcome.points_needed, "points_lost": outcome.points_lost,
                    "lines": [[ln.kind, ln.id, ln.points, ln.rp, list(ln.refs)]
                              for ln in outcome.lines]}

        changes, hid = self._run(player["campaign_id"], player_id, "spend", inputs, fn)
        return replace(result, changes=changes, history_id=hid)


def _purchase_json(p: BuyBaseLevel | BuyUpgrade | BuyHonour) -> dict[str, Any]:
    from app.rules.campaign.step5_spend import BuyBaseLevel, BuyUpgrade

    if isinstance(p, BuyBaseLevel):
        return {"base_level": p.level}
    if isinstance(p, BuyUpgrade):
        return {"upgrade": p.upgrade_id}
    return {"honour": p.honour_id, "uid": p.uid, "repair_stat": p.repair_stat}


def _force_diff_json(old: Force, new: Force) -> dict[str, Any]:
    before = {m.uid: m for m in old.models}
    return {
        "added": [m.uid for m in new.models if m.uid not in before],
        "changed": [m.uid for m in new.models if m.uid in before and before[m.uid] != m],
        "removed": [uid for uid in before if uid not in {m.uid for m in new.models}],
    }


def _force_purchases(tl: TeamList, validator: Validator, old: Force, new: Force,
                     state: PlayerState) -> list[SpendAction]:
    """Recruits and wargear of step 5 from the difference between two Forces."""
    from app.rules.campaign.step5_spend import BuyWargear, Recruit, ReinforceSquad
    from app.rules.teamlist import entry_base_cost

    actions: list[SpendAction] = []
    before = {m.uid: m for m in old.models}
    report = validator.validate_force(new)
    infos = tl.index.infos
    groups = {g.id: g for g in new.groups}
    for fm in new.models:
        if fm.uid not in before:
            group = groups.get(fm.group) if fm.group else None
            fields = cv.campaign_fields(tl, fm, group)
            model = CampaignModel(
                uid=fm.uid, entry_id=fm.entry, section=fields["section"],
                characteristics=freeze(fields["characteristics"]),
                group_id=fields["unit"] or fm.group,
                wargear=cv.wargear_of(fm.options), walker=fields["walker"],
                artillery=fields["artillery"], psyker=fields["psyker"],
                squad_size=fields["squad_size"],
            )
            points = points_int(report.model_points.get(fm.uid, Fraction(0)))
            existing_squad = group is not None and group.squad and any(
                m.group_id == group.id for m in state.models)
            if existing_squad and group is not None:
                info = infos.get(group.entry)
                unit_cost = points_int(entry_base_cost(info.entry)) if info else 0
                size = group.starting_size or 1
                share = -(-unit_cost // size)
                actions.append(ReinforceSquad(model, unit_cost, max(0, points - share)))
            else:
                actions.append(Recruit(model, points))
            continue
        old_model = before[fm.uid]
        old_items = list(cv.wargear_of(old_model.options))
        new_items = list(cv.wargear_of(fm.options))
        added = [i for i in new_items if i not in old_items or
                 new_items.count(i) > old_items.count(i)]
        removed = [i for i in old_items if i not in new_items]
        for item in dict.fromkeys(added):
            info = infos.get(item)
            price = points_int(entry_base_cost(info.entry)) if info else 0
            replaced = None
            if info is not None:
                for gone in removed:
                    other = infos.get(gone)
                    if other is not None and other.groups and info.groups and (
                            other.groups[-1].id == info.groups[-1].id):
                        replaced = gone
                        break
            if replaced is not None:
                removed.remove(replaced)
                other = infos[replaced]
                actions.append(BuyWargear(fm.uid, item, price, replaced,
                                          points_int(entry_base_cost(other.entry))))
            else:
                actions.append(BuyWargear(fm.uid, item, price))
    return actions


def _crew_recruits(tl: TeamList, state: PlayerState, crew: Mapping[str, int],
                   taken: set[str]) -> list[SpendAction]:
    """Replacement crew of Artillery guns, as engine recruits (uids ``<gun>~crew<n>``)."""
    from app.rules.campaign.step5_spend import Recruit

    actions: list[SpendAction] = []
    for gun_uid, count in crew.items():
        if not state.has_model(gun_uid) or not state.model(gun_uid).artillery:
            continue
        gun = state.model(gun_uid)
        info = tl.index.infos.get(gun.entry_id)
        cost = info.root.crew_cost if info is not None else None
        index = 1
        for _ in range(count):
            while f"{gun_uid}{cv.CREW_SEPARATOR}{index}" in taken:
                index += 1
            fields = cv.crew_fields(gun_uid, index)
            taken = taken | {fields["uid"]}
            model = CampaignModel(
                uid=fields["uid"], entry_id=gun.entry_id, section="core", crew=True,
                group_id=gun.group_id, squad_size=cv.ARTILLERY_CREW)
            actions.append(Recruit(model, points_int(cost) if cost is not None else 0))
    return actions

