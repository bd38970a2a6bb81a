"""Campaign step 5: spending RP, as one plan (:mod:`app.rules.campaign.spend_plan`).

:meth:`SpendStore.plan_spend` reads the player and plans (writes nothing);
:meth:`SpendStore.commit_spend` writes exactly that plan in one action (Group rolls, recruits,
wargear, crew, Base, honours, RP ledger), recording the player's request; a replay plans the
recorded request again. :meth:`SpendStore.spend` does both for callers that hand a Force.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from app.model.errors import StoreHistoryError, StoreRuleError
from app.model.journal import Journal
from app.rules.force import Force

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    from app.rules.campaign.spend_plan import Purchase, SpendPlan, SpendRequest
    from app.rules.campaign.step5_spend import GroupRollOutcome
from app.model.store.base import DiceInput, _dice, _dice_errors
from app.model.store.results import HistoryEntry, StepResult
from app.model.store.steps import StepStore


class SpendStore(StepStore):
    # -- step 5: spend RP ---------------------------------------------------------------------
    def roll_group(self, player_id: int, group_id: str, dice: DiceInput, *,
                   preview: bool = False) -> StepResult[GroupRollOutcome]:
        """Step 5: a Group's recruitment roll alone, as its own action (engine
        ``roll_group_recruitment``). The Spend RP dialog puts its rolls in the plan instead
        (:class:`~app.rules.campaign.spend_plan.SpendRequest` ``group_rolls``): one action."""
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

    def used_uids(self, player_id: int) -> frozenset[str]:
        """Every uid the player's current Force has used, its former models' too (a plan's
        replacement crew take the next free number; see ``plan_spend(taken_uids=)``)."""
        with self._read() as conn:
            player = self._player_row(conn, player_id)
            return frozenset(r["uid"] for r in self._all_model_rows(conn, player))

    def plan_spend(self, player_id: int, request: SpendRequest) -> SpendPlan:
        """Step 5's plan of ``request`` on the player's stored state (engine
        :func:`~app.rules.campaign.spend_plan.plan_spend`); writes nothing. A die that is no
        D6 result raises :class:`StoreRuleError` (``bad_die``)."""
        from app.rules.campaign.spend_plan import plan_spend
        from app.rules.dice import DiceError

        with self._read() as conn:
            player, _, state, force = self._load(conn, player_id)
            validator = self._validator(conn, player["team_list_copy_id"])
            tl = self._team_list(conn, player["team_list_copy_id"])
            taken = frozenset(r["uid"] for r in self._all_model_rows(conn, player))
            refusal = self._round_refusal(conn, int(player["campaign_id"]), player_id,
                                          "spend_rp")
            settings = self._settings(conn, int(player["campaign_id"]))
        try:
            plan = plan_spend(state, force, tl, validator, request, taken_uids=taken,
                              settings=settings)
        except DiceError as exc:
            raise StoreRuleError(str(exc), reason="bad_die") from None
        if refusal is not None:
            plan = replace(plan, violations=(*plan.violations, refusal))
        return plan

    def commit_spend(self, player_id: int, plan: SpendPlan) -> StepResult[SpendPlan]:
        """Write ``plan`` (from :meth:`plan_spend` or the Spend RP dialog) in one action of
        kind ``spend``: its Force, its state (Group rolls included) and its RP ledger lines,
        exactly as planned; the history records its request. A plan made on another state of
        the player than the stored one raises :class:`StoreRuleError` (``stale_plan``); a
        plan with errors comes back with its violations, nothing written."""
        from app.rules.campaign.plans import ENGINE_VERSION

        result = StepResult(plan, plan.violations)
        if not plan.ok:
            return result
        refused = self._refused_now(self._player_campaign(player_id), player_id, "spend_rp")
        if refused is not None:  # a plan made outside the store (a dialog): the round decides
            return replace(result, violations=(*result.violations, refused))
        inputs = {"engine": ENGINE_VERSION, "request": plan.request.to_json()}
        outcome = plan.outcome

        def fn(j: Journal) -> dict[str, Any]:
            self._check_base(j.conn, player_id, plan)
            player = self._player_row(j.conn, player_id)
            rounding = self._settings(j.conn, int(player["campaign_id"])).squad_rounding
            if plan.squad_rounding != rounding:  # priced under other campaign settings
                raise StoreRuleError(
                    f"the plan rounds Squad shares {plan.squad_rounding!r}, the campaign "
                    f"{rounding!r}", reason="stale_plan", player=player_id)
            campaign = {m.uid: m for m in plan.state.models}
            self._sync_force(j, player, plan.force, campaign, points=plan.model_points)
            # the Force (written just above) is the truth for options in step 5
            self._sync_state(j, self._player_row(j.conn, player_id), plan.state,
                             sync_options=False)
            if outcome.rp_converted:
                self._rp_entry(j, player_id, -outcome.rp_converted, "reinforcement",
                               str(outcome.points_needed))
            for line in outcome.lines:
                if line.rp:
                    self._rp_entry(j, player_id, -line.rp, line.kind, line.id)
            self._mark_spent(j, int(player["campaign_id"]), player_id)  # step 5 of the round
            return {"rp_spent": outcome.rp_spent, "rp_converted": outcome.rp_converted,
                    "points_needed": outcome.points_needed, "points_lost": outcome.points_lost,
                    "lines": [[ln.kind, ln.id, ln.points, ln.rp, list(ln.refs)]
                              for ln in outcome.lines],
                    "group_rolls": [[r.group_id, r.roll, r.honours, r.allowed]
                                    for r in plan.group_rolls]}

        changes, hid = self._run(self._player_campaign(player_id), player_id, "spend", inputs,
                                 fn)
        return replace(result, changes=changes, history_id=hid)

    def spend(
        self, player_id: int, *, request: SpendRequest | None = None,
        force: Force | None = None, purchases: Sequence[Purchase] = (),
        convert_rp: int | None = None, crew: Mapping[str, int] | None = None,
        group_rolls: Sequence[tuple[str, int | None]] | Mapping[str, int | None] = (),
        preview: bool = False,
    ) -> StepResult[SpendPlan]:
        """Step 5 in one action: :meth:`plan_spend` then :meth:`commit_spend` (``preview``:
        the plan only). The outcome reads like the engine's ``SpendOutcome`` (``lines``,
        ``rp_converted``, ``points_lost``…).

        Give the ``request``, or its parts: ``force`` is the Force after the player's recruits
        and wargear (from the Force editor: new uids are recruits, options added are wargear,
        an option replacing one of the same option group pays the difference, an option
        given up is gone; :func:`~app.rules.campaign.spend_plan.request_from_forces`);
        ``purchases`` are Base levels, Base upgrades and honours; ``crew`` buys replacement
        crew for Artillery guns (``{gun uid: how many}``); ``group_rolls`` are Group
        recruitment dice (``(group, die)``). With any violation nothing is written."""
        from app.rules.campaign.spend_plan import request_from_forces, request_of

        if request is None:
            parts: tuple[Any, ...] = ()
            if force is not None:
                with self._read() as conn:
                    player, _, _, old = self._load(conn, player_id)
                    tl = self._team_list(conn, player["team_list_copy_id"])
                parts = request_from_forces(old, force, tl)
            rolls = group_rolls.items() if isinstance(group_rolls, Mapping) else group_rolls
            request = request_of(
                parts, group_rolls=tuple((str(g), d) for g, d in rolls),
                crew=tuple((crew or {}).items()), purchases=tuple(purchases),
                convert_rp=convert_rp)
        elif force is not None or purchases or convert_rp is not None or crew or group_rolls:
            raise TypeError("spend() takes a request or its parts, not both")
        with self._mutex:
            plan = self.plan_spend(player_id, request)
            if preview:
                return StepResult(plan, plan.violations)
            with self._fresh(plan):
                return self.commit_spend(player_id, plan)

    # -- replay ---------------------------------------------------------------------------------
    def _replay_spend(self, entry: HistoryEntry) -> None:
        """Run the recorded ``spend`` action ``entry`` again on the store's current state (the
        state it was made on): its request planned and committed. A record without a request
        (databases before the plans), or whose plan is now refused, raises
        :class:`StoreHistoryError` (``conflict``)."""
        from app.rules.campaign.spend_plan import SpendRequest

        data = entry.inputs.get("request")
        if entry.player_id is None or not isinstance(data, Mapping):
            raise StoreHistoryError("a spend recorded without its request",
                                    campaign=entry.campaign_id, what="conflict")
        try:
            request = SpendRequest.from_json(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise StoreHistoryError(f"unreadable spend request: {exc}",
                                    campaign=entry.campaign_id, what="conflict") from None
        plan = self.plan_spend(int(entry.player_id), request)
        if not plan.ok:
            raise StoreHistoryError(
                "the recorded spend is refused now: "
                + ", ".join(sorted({v.code for v in plan.violations})),
                campaign=entry.campaign_id, what="conflict")
        with self._fresh(plan):
            self.commit_spend(int(entry.player_id), plan)

    def _replay_group_roll(self, entry: HistoryEntry) -> None:
        """Run the recorded ``group_roll`` action ``entry`` again (its group and dice)."""
        group = entry.inputs.get("group")
        dice = entry.inputs.get("dice")
        if entry.player_id is None or not isinstance(group, str) or not isinstance(dice, list):
            raise StoreHistoryError("a group roll recorded without its group or dice",
                                    campaign=entry.campaign_id, what="conflict")
        result = self.roll_group(int(entry.player_id), group, [int(d) for d in dice])
        if not result.ok:
            raise StoreHistoryError(
                "the recorded group roll is refused now: "
                + ", ".join(sorted({v.code for v in result.violations})),
                campaign=entry.campaign_id, what="conflict")
