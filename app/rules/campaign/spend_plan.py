"""Step 5 as one plan: what the Spend RP dialog shows and the store commits.

:func:`plan_spend` is the one computation of step 5. It takes the player's state and Force,
the player's choices (a :class:`SpendRequest`: Group recruitment dice, recruits, wargear,
replacement crew, Base levels and upgrades, Battle Honours, how many RP to convert) and returns
a :class:`SpendPlan`: the Group rolls, every purchase priced by the Team List (the validator's
points: BattleScribe modifiers, group defaults, a Squad member's share, :mod:`app.rules.pricing`),
the engine's outcome (:func:`~app.rules.campaign.step5_spend.spend_rp`), the Force and the state
after the plan, and every refusal in one list of codes. The dialog builds a plan on every
change and shows exactly that; the store commits that same plan in one action, recording the
request; a replay runs :func:`plan_spend` again on the recorded request.

The Group rolls come first (the state after them feeds the purchases), then the Force's
changes in order: options given up (:class:`DropRequest`), recruits, wargear, replacement
crew; the engine then applies Base levels and upgrades, the Force's purchases, and honours.
Each recruit and each option is priced inside the Force as the plan has made it so far, so
that the points paid are what the Force's points go up by.

Pure: no Qt, no SQL.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from app.rules.campaign.codes import campaign_violation, has_errors, merge_violations
from app.rules.campaign.data import load_rules
from app.rules.campaign.plans import player_digest
from app.rules.campaign.recruit import crew_models, crew_size, new_campaign_model, wargear_of
from app.rules.campaign.state import CampaignModel, CampaignSettings, PlayerState, group_honours
from app.rules.campaign.step5_spend import (
    BuyBaseLevel,
    BuyHonour,
    BuyUpgrade,
    BuyWargear,
    GroupRollOutcome,
    Recruit,
    ReinforceSquad,
    SpendAction,
    SpendLine,
    SpendOutcome,
    roll_group_recruitment,
    spend_rp,
)
from app.rules.campaign.step_plans import CREW_SEPARATOR
from app.rules.dice import ScriptedDice
from app.rules.force import (
    Force,
    ForceModel,
    Group,
    Selection,
    selection_from_json,
    selection_to_json,
)
from app.rules.pricing import (
    SquadRounding,
    choose_option,
    new_model,
    option_price,
    reinforcement,
    squad_share,
)

if TYPE_CHECKING:  # Team Lists and the validator are the caller's
    from app.rules.teamlist import TeamList
    from app.rules.validation import Report, Validator
    from app.rules.violations import Violation

__all__ = [
    "SPEND_FORCE_PREFIXES",
    "DropRequest",
    "Purchase",
    "RecruitRequest",
    "SpendPlan",
    "SpendRequest",
    "WargearRequest",
    "action_points",
    "plan_spend",
    "request_from_forces",
]

#: The Force validation codes that apply to the purchases of step 5 (Model Allowance does not:
#: RULES.md §8). Only the errors a plan *adds* refuse it: a Force already over a limit (after a
#: death) may still buy other things.
SPEND_FORCE_PREFIXES = ("armoury.", "option.", "entry.", "group.", "squad.")

Purchase = BuyBaseLevel | BuyUpgrade | BuyHonour


# -- the request -------------------------------------------------------------------------------


@dataclass(frozen=True)
class RecruitRequest:
    """One new model: ``entry`` (a root entry of the Team List) with uid ``uid``.

    ``group`` is an existing Group or Squad of the Force, the id of a Group this plan creates
    (then ``new_group`` is that Group, on every recruit into it), or ``None``. ``options`` are
    its options (``None``: the Team List's defaults for a new model); ``member`` the member
    entry of a BattleScribe unit (``None``: its Squad's most common)."""

    uid: str
    entry: str
    group: str | None = None
    new_group: Group | None = None
    options: tuple[Selection, ...] | None = None
    member: str | None = None
    name: str = ""


@dataclass(frozen=True)
class WargearRequest:
    """Option ``item`` for model ``uid`` (of the Force or recruited by the plan). ``replaces``
    is the option it swaps out (paying only the difference); with ``None`` the plan finds it
    when ``item``'s option group holds one choice and the model has another one of it."""

    uid: str
    item: str
    replaces: str | None = None


@dataclass(frozen=True)
class DropRequest:
    """Option ``item`` given up by model ``uid`` (no points come back)."""

    uid: str
    item: str


@dataclass(frozen=True)
class SpendRequest:
    """Everything the player chose in step 5: this is what the history records."""

    group_rolls: tuple[tuple[str, int | None], ...] = ()  # (Group id, the die typed or rolled)
    recruits: tuple[RecruitRequest, ...] = ()
    wargear: tuple[WargearRequest, ...] = ()
    crew: tuple[tuple[str, int], ...] = ()  # replacement crew per Artillery gun uid
    purchases: tuple[Purchase, ...] = ()
    convert_rp: int | None = None  # None: just enough
    drops: tuple[DropRequest, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Plain JSON values; :meth:`from_json` gives back an equal request."""
        return {
            "group_rolls": [[gid, die] for gid, die in self.group_rolls],
            "recruits": [_recruit_json(r) for r in self.recruits],
            "wargear": [{"uid": w.uid, "item": w.item, "replaces": w.replaces}
                        for w in self.wargear],
            "drops": [{"uid": d.uid, "item": d.item} for d in self.drops],
            "crew": [[gun, count] for gun, count in self.crew],
            "purchases": [purchase_json(p) for p in self.purchases],
            "convert_rp": self.convert_rp,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SpendRequest:
        """The request of a :meth:`to_json` document; ``ValueError`` (or ``KeyError``,
        ``TypeError``) for a document that is not one."""
        if not isinstance(data, Mapping):
            raise ValueError(f"not a spend request: {data!r}")
        convert = data.get("convert_rp")
        return cls(
            group_rolls=tuple((_str(gid), _opt_int(die)) for gid, die in data.get(
                "group_rolls", ())),
            recruits=tuple(_recruit_from_json(r) for r in data.get("recruits", ())),
            wargear=tuple(WargearRequest(_str(w["uid"]), _str(w["item"]),
                                         _opt_str(w.get("replaces")))
                          for w in data.get("wargear", ())),
            drops=tuple(DropRequest(_str(d["uid"]), _str(d["item"]))
                        for d in data.get("drops", ())),
            crew=tuple((_str(gun), _int(count)) for gun, count in data.get("crew", ())),
            purchases=tuple(purchase_from_json(p) for p in data.get("purchases", ())),
            convert_rp=_opt_int(convert),
        )


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected a string, got {value!r}")
    return value


def _opt_str(value: Any) -> str | None:
    return None if value is None else _str(value)


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected an integer, got {value!r}")
    return value


def _opt_int(value: Any) -> int | None:
    return None if value is None else _int(value)


def purchase_json(p: Purchase) -> dict[str, Any]:
    """A Base level, Base upgrade or honour purchase as JSON (the history's form)."""
    if isinstance(p, BuyBaseLevel):
        return {"base_level": p.level}
    if isinstance(p, BuyUpgrade):
        return {"upgrade": p.upgrade_id}
    return {"honour": p.honour_id, "uid": p.uid, "repair_stat": p.repair_stat}


def purchase_from_json(data: Mapping[str, Any]) -> Purchase:
    if "base_level" in data:
        return BuyBaseLevel(_int(data["base_level"]))
    if "upgrade" in data:
        return BuyUpgrade(_str(data["upgrade"]))
    if "honour" in data:
        return BuyHonour(_str(data["honour"]), _str(data["uid"]),
                         _opt_str(data.get("repair_stat")))
    raise ValueError(f"not a purchase: {data!r}")


def _group_json(g: Group) -> dict[str, Any]:
    return {"id": g.id, "entry": g.entry, "name": g.name, "squad": g.squad,
            "starting_size": g.starting_size,
            "options": [selection_to_json(s) for s in g.options]}


def _group_from_json(d: Mapping[str, Any]) -> Group:
    return Group(_str(d["id"]), _str(d["entry"]), _str(d.get("name", "")),
                 bool(d.get("squad", False)), _opt_int(d.get("starting_size")),
                 tuple(selection_from_json(o) for o in d.get("options", ())))


def _recruit_json(r: RecruitRequest) -> dict[str, Any]:
    return {
        "uid": r.uid, "entry": r.entry, "group": r.group,
        "new_group": _group_json(r.new_group) if r.new_group is not None else None,
        "options": None if r.options is None else [selection_to_json(s) for s in r.options],
        "member": r.member, "name": r.name,
    }


def _recruit_from_json(d: Mapping[str, Any]) -> RecruitRequest:
    options = d.get("options")
    new_group = d.get("new_group")
    return RecruitRequest(
        uid=_str(d["uid"]), entry=_str(d["entry"]), group=_opt_str(d.get("group")),
        new_group=_group_from_json(new_group) if new_group is not None else None,
        options=None if options is None else tuple(selection_from_json(o) for o in options),
        member=_opt_str(d.get("member")), name=_str(d.get("name", "")),
    )


# -- the plan ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SpendPlan:
    """Step 5 planned on one state of the player (``base``, :func:`player_digest`).

    ``actions`` are the priced engine actions in the order applied; ``sources[i]`` says which
    part of the request ``actions[i]`` comes from (``("purchase", n)``, ``("recruit", n)``,
    ``("wargear", n)`` or ``("crew", n)``: the index in that tuple of the request).
    ``outcome`` is :func:`spend_rp` on ``rolled`` (the state after the Group rolls and the
    options given up); ``force`` and ``state`` are the player's Force and state after the plan
    (before it, plus the rolls, when the plan is refused); ``model_points`` every model's
    points in ``force``. ``violations``: the Group rolls' and the engine's refusals and the
    Force checks the plan breaks. The plan reads like a :class:`SpendOutcome` (``lines``,
    ``rp_spent``…)."""

    base: str
    request: SpendRequest
    group_rolls: tuple[GroupRollOutcome, ...]
    actions: tuple[SpendAction, ...]
    outcome: SpendOutcome
    force: Force
    state: PlayerState
    model_points: Mapping[str, Fraction]
    violations: tuple[Violation, ...]
    sources: tuple[tuple[str, int], ...] = ()
    rolled: PlayerState | None = None
    squad_rounding: SquadRounding = "ceil"  # the campaign setting the plan was priced with

    @property
    def ok(self) -> bool:
        return not has_errors(self.violations)

    # -- read like the engine's outcome -----------------------------------------------------
    @property
    def lines(self) -> tuple[SpendLine, ...]:
        return self.outcome.lines

    @property
    def points_needed(self) -> int:
        return self.outcome.points_needed

    @property
    def rp_converted(self) -> int:
        return self.outcome.rp_converted

    @property
    def points_lost(self) -> int:
        return self.outcome.points_lost

    @property
    def rp_direct(self) -> int:
        return self.outcome.rp_direct

    @property
    def rp_before(self) -> int:
        return self.outcome.rp_before

    @property
    def rp_spent(self) -> int:
        return self.outcome.rp_spent

    @property
    def rp_after(self) -> int:
        return self.state.rp

    # -- look-ups -------------------------------------------------------------------------------
    def line(self, index: int) -> SpendLine | None:
        """The line of ``actions[index]`` (``None`` when it was refused)."""
        return next((ln for ln in self.outcome.lines if ln.index == index), None)

    def index_of(self, source: tuple[str, int]) -> int | None:
        """The index in ``actions`` of the first action from ``source``."""
        for i, s in enumerate(self.sources):
            if s == source:
                return i
        return None

    def points_of(self, index: int) -> int:
        """The points ``actions[index]`` costs (its line's; for a refused action, its
        price)."""
        found = self.line(index)
        return found.points if found is not None else action_points(self.actions[index])

    def rp_of(self, index: int) -> int:
        """The RP ``actions[index]`` costs directly (its line's; 0 when refused)."""
        found = self.line(index)
        return found.rp if found is not None else 0

    def own_violations(self, index: int) -> tuple[Violation, ...]:
        """The refusals of ``actions[index]`` itself."""
        return tuple(v for v in self.violations if v.params.get("action") == index)


def action_points(action: SpendAction) -> int:
    """The reinforcement points an engine action costs (0 for Base and honour purchases)."""
    if isinstance(action, Recruit):
        return action.points
    if isinstance(action, ReinforceSquad):
        size = action.model.squad_size or 1
        return (squad_share(max(0, action.unit_cost), max(1, size), action.rounding)
                + action.options_points)
    if isinstance(action, BuyWargear):
        if action.replaces:
            return max(0, action.points - action.replaced_points)
        return action.points
    return 0


def _points_int(p: Fraction) -> int:
    from app.rules.validation import points_int

    return points_int(p)


# -- the Force part: recruits, wargear, crew and the Force checks --------------------------------


@dataclass(frozen=True)
class _ForcePart:
    actions: tuple[SpendAction, ...]
    sources: tuple[tuple[str, int], ...]
    force: Force  # starting=False, upgrades of the Force before the plan
    found: tuple[Violation, ...]  # refusals found before the engine (no action index)
    force_errors: tuple[Violation, ...]
    model_points: Mapping[str, Fraction]
    dropped: tuple[tuple[str, tuple[str, ...]], ...]  # (uid, wargear after the drops)
    guns: tuple[CampaignModel, ...]  # Artillery guns recruited (their crew come with them)
    team_list: TeamList
    taken: frozenset[str]  # every uid used (the player's, the plan's, former models')


def _without(options: tuple[Selection, ...], item: str) -> tuple[Selection, ...]:
    """``options`` without the (first) selection of ``item``, wherever it sits."""
    out: list[Selection] = []
    done = False
    for s in options:
        if not done and s.entry == item:
            done = True
            continue
        if not done:
            kids = _without(s.children, item)
            if kids != s.children:
                done = True
                s = replace(s, children=kids)
        out.append(s)
    return tuple(out)


def _items(options: Sequence[Selection]) -> list[str]:
    return list(wargear_of(options))


def _placed(force: Force, model: ForceModel) -> Force:
    """``force`` with ``model`` after the last member of its Group (else at the end)."""
    models = list(force.models)
    if model.group is not None:
        last = max((i for i, m in enumerate(models) if m.group == model.group), default=-1)
        if last >= 0:
            models.insert(last + 1, model)
            return force.with_models(models)
    models.append(model)
    return force.with_models(models)


def _set_options(force: Force, uid: str, options: tuple[Selection, ...]) -> Force:
    return force.with_models(replace(m, options=options) if m.uid == uid else m
                             for m in force.models)


def _owner(tl: TeamList, fm: ForceModel) -> str:
    if fm.member is not None and fm.member in tl.index.infos:
        return fm.member
    return fm.entry


class _Builder:
    """The Force part of a plan, computed once per request (see :func:`_force_part`)."""

    def __init__(self, rolled: PlayerState, force: Force, tl: TeamList, validator: Validator,
                 taken: frozenset[str], rounding: SquadRounding = "ceil") -> None:
        self.rolled = rolled
        self.rounding: SquadRounding = rounding
        self.original = force
        self.tl = tl
        self.validator = validator
        self.work = replace(force, starting=False)
        self.report: Report | None = None
        # uids of the Force, the state and the plan's recruits: a recruit needs a new one
        self.active = {m.uid for m in rolled.models} | {m.uid for m in force.models}
        # and of former models too: replacement crew take the next free number
        self.used = set(taken) | self.active
        self.actions: list[SpendAction] = []
        self.sources: list[tuple[str, int]] = []
        self.found: list[Violation] = []
        self.guns: list[CampaignModel] = []
        self.dropped: dict[str, tuple[str, ...]] = {}
        self.running = Fraction(0)  # the recruits' points so far (rounded up once)
        self.new_squads: dict[str, list[str]] = {}  # Groups the plan creates: their recruits

    def current(self) -> Report:
        if self.report is None:
            self.report = self.validator.validate_force(self.work)
        return self.report

    def changed(self, force: Force) -> None:
        self.work = force
        self.report = None

    # -- options given up ----------------------------------------------------------------------
    def drop(self, d: DropRequest) -> None:
        try:
            fm = self.work.model(d.uid)
        except KeyError:
            self.found.append(campaign_violation("spend.unknown_model", {"uid": d.uid}, (d.uid,)))
            return
        options = _without(fm.options, d.item)
        if options == fm.options:
            self.found.append(campaign_violation("spend.wargear_not_owned", {"item": d.item},
                                                 (d.uid,)))
            return
        self.changed(_set_options(self.work, d.uid, options))
        self.dropped[d.uid] = wargear_of(options)

    # -- recruits ----------------------------------------------------------------------------
    def recruit(self, n: int, r: RecruitRequest) -> None:
        if r.uid in self.active:
            self.found.append(campaign_violation("spend.duplicate_uid", {"uid": r.uid},
                                                 (r.uid,)))
            return
        self.active.add(r.uid)
        self.used.add(r.uid)
        force = self.work
        groups = {g.id: g for g in force.groups}
        if r.group is not None and r.group not in groups and r.new_group is not None:
            # A new Squad is its Team List unit (seed 004, "Отряд (5 Гвардейцев)"): its size
            # is the Team List's, never the request's.
            unit = self.tl.unit_size(r.entry)
            made = replace(r.new_group, id=r.group, squad=r.new_group.squad or bool(unit),
                           starting_size=unit or r.new_group.starting_size)
            force = replace(force, groups=(*force.groups, made))
            groups = {g.id: g for g in force.groups}
            self.new_squads.setdefault(r.group, [])
        group = groups.get(r.group) if r.group is not None else None
        try:
            fm = new_model(self.tl, force, r.entry, group=r.group, options=r.options,
                           member=r.member, uid=r.uid)
        except KeyError:  # not an entry of the Team List: the Force check says so
            fm = ForceModel(r.uid, r.entry, r.name, r.member, r.options or (), r.group)
        fm = replace(fm, name=r.name)
        if r.group is not None and r.group in self.new_squads:
            self.new_squads[r.group].append(fm.uid)
        model = new_campaign_model(self.tl, fm, group)
        if model.artillery:
            model = replace(model, group_id=f"{fm.uid}{CREW_SEPARATOR}")
        squad = r.group is not None and any(
            m.squad_size is not None and not m.crew for m in self.rolled.members(r.group))
        action: SpendAction
        if squad and r.group is not None and r.group in {g.id for g in self.original.groups}:
            try:
                price = reinforcement(self.validator, force, r.group, options=fm.options,
                                      member=fm.member, rounding=self.rounding)
                action = ReinforceSquad(model, price.unit_cost, price.options, self.rounding)
            except KeyError:
                action = ReinforceSquad(model, 0, 0, self.rounding)
            self.changed(_placed(force, fm))
        else:
            before = self.current()
            self.changed(_placed(force, fm))
            after = self.current()
            own = after.model_points.get(fm.uid, Fraction(0))
            if fm.group is not None:  # a BattleScribe unit's own cost is its Group's
                own += after.group_points.get(fm.group, Fraction(0)) - before.group_points.get(
                    fm.group, Fraction(0))
            start = self.running
            self.running += own
            action = Recruit(model, _points_int(self.running) - _points_int(start))
        if model.artillery:
            self.guns.append(model)
        self.actions.append(action)
        self.sources.append(("recruit", n))

    # -- wargear -------------------------------------------------------------------------------
    def wargear(self, n: int, w: WargearRequest) -> None:
        try:
            fm = self.work.model(w.uid)
        except KeyError:
            self.found.append(campaign_violation("spend.unknown_model", {"uid": w.uid}, (w.uid,)))
            return
        options = fm.options
        owned = _items(options)
        replaced = w.replaces
        kept = _without(options, replaced) if replaced is not None else options
        if w.item in owned and (replaced is None or w.item != replaced):
            chosen = kept  # already owned: the engine refuses it
        else:
            try:
                chosen = choose_option(self.tl, _owner(self.tl, fm), kept, w.item)
            except KeyError:  # not an option of the model: the Force check says so
                chosen = (*kept, Selection(w.item))
        if replaced is None:
            gone = [i for i in owned if i not in _items(chosen)]
            replaced = gone[0] if gone else None
        delta = option_price(self.validator, self.work, w.uid, chosen)
        if replaced is not None:
            without = _without(options, replaced)
            freed = -option_price(self.validator, self.work, w.uid, without)
            replaced_points = max(0, _points_int(freed))
            points = max(0, _points_int(delta) + replaced_points)
            action = BuyWargear(w.uid, w.item, points, replaced, replaced_points)
        else:
            action = BuyWargear(w.uid, w.item, max(0, _points_int(delta)))
        self.actions.append(action)
        self.sources.append(("wargear", n))
        if chosen != options and w.item not in owned:
            self.changed(_set_options(self.work, w.uid, chosen))

    # -- replacement crew --------------------------------------------------------------------
    def crew(self, n: int, gun_uid: str, count: int) -> None:
        rolled = self.rolled
        if not rolled.has_model(gun_uid):
            self.found.append(campaign_violation("spend.unknown_model", {"uid": gun_uid},
                                                 (gun_uid,)))
            return
        gun = rolled.model(gun_uid)
        if not gun.artillery:
            self.found.append(campaign_violation("spend.not_a_squad", {"group": gun_uid},
                                                 (gun_uid,)))
            return
        info = self.tl.index.infos.get(gun.entry_id)
        cost = info.root.crew_cost if info is not None else None
        price = _points_int(cost) if cost is not None else 0
        # up to the crew the gun started with, bought crew included (RULES.md 6.5)
        try:
            size = crew_size(self.tl, self.work.model(gun_uid))
        except KeyError:
            size = load_rules().artillery_crew
        index = 1
        for _ in range(max(0, count)):
            while f"{gun_uid}{CREW_SEPARATOR}{index}" in self.used:
                index += 1
            uid = f"{gun_uid}{CREW_SEPARATOR}{index}"
            self.used.add(uid)
            self.active.add(uid)
            model = CampaignModel(uid=uid, entry_id=gun.entry_id, section="core", crew=True,
                                  group_id=gun.group_id, squad_size=size)
            self.actions.append(Recruit(model, price))
            self.sources.append(("crew", n))

    # -- new Squads ------------------------------------------------------------------------------
    def whole_squads(self) -> None:
        """A Squad the plan recruits is bought as a whole unit: seed 000, *"Vous pouvez
        recruter de nouvelles figurines pour votre Force … de la même manière que quand vous
        avez construit votre Équipe au départ"*, and a unit is *"Отряд (5 Гвардейцев)"* (seed
        004) — 5 new Cultists are one unit of 20 pts; 3 new Cultists are no unit."""
        for gid, uids in self.new_squads.items():
            try:
                group = self.work.group(gid)
            except KeyError:
                continue
            size = self.tl.unit_size(group.entry)
            if size and uids and len(uids) < size:
                self.found.append(campaign_violation(
                    "spend.squad_not_whole",
                    {"group": gid, "size": size, "count": len(uids)}, tuple(uids), (gid,)))

    # -- the Force checks ----------------------------------------------------------------------
    def force_errors(self) -> tuple[Violation, ...]:
        """The errors of the Force checks the plan adds (one rule for the dialog and the
        store: :data:`SPEND_FORCE_PREFIXES`, compared with the Force before the plan)."""
        def key(v: Violation) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
            return (v.code, v.refs, v.entries)

        if self.work == replace(self.original, starting=False):
            return ()
        old = {key(v) for v in self.validator.validate_force(
            replace(self.original, starting=False)).violations}
        return tuple(v for v in self.current().violations
                     if v.severity == "error" and v.code.startswith(SPEND_FORCE_PREFIXES)
                     and key(v) not in old)

    def result(self) -> _ForcePart:
        return _ForcePart(
            actions=tuple(self.actions), sources=tuple(self.sources), force=self.work,
            found=tuple(self.found), force_errors=self.force_errors(),
            model_points=dict(self.current().model_points), dropped=tuple(self.dropped.items()),
            guns=tuple(self.guns), team_list=self.tl, taken=frozenset(self.used))


_MEMO_KEY = "app.rules.campaign.spend_plan"
_MEMO_SIZE = 64
_lock = threading.RLock()


def _models_key(state: PlayerState) -> tuple[object, ...]:
    return tuple((m.uid, m.entry_id, m.group_id, m.squad_size, m.crew, m.artillery,
                  tuple(m.wargear)) for m in state.models)


def _force_part(rolled: PlayerState, force: Force, tl: TeamList, validator: Validator,
                request: SpendRequest, taken: frozenset[str],
                rounding: SquadRounding = "ceil") -> _ForcePart:
    """Drops, recruits, wargear and crew of ``request``, priced; the Force after them and
    its checks. The same request on the same Force gives the same part: it is kept (per Team
    List) so that a dialog pricing candidates does not compute it again."""
    key = (force, request.drops, request.recruits, request.wargear, request.crew, taken,
           _models_key(rolled), rounding)
    memo = tl.index.memo
    with _lock:
        cache = memo.get(_MEMO_KEY)
        if not isinstance(cache, OrderedDict):
            cache = OrderedDict()
            memo[_MEMO_KEY] = cache
        hit = cache.get(key)
        if isinstance(hit, _ForcePart):
            cache.move_to_end(key)
            return hit
    b = _Builder(rolled, force, tl, validator, taken, rounding)
    # The drops first: the drop of a model's option and the purchase of another are priced
    # on the model without it.
    for d in request.drops:
        b.drop(d)
    for n, r in enumerate(request.recruits):
        b.recruit(n, r)
    b.whole_squads()
    for n, w in enumerate(request.wargear):
        b.wargear(n, w)
    for n, (gun, count) in enumerate(request.crew):
        b.crew(n, gun, count)
    part = b.result()
    with _lock:
        cache[key] = part
        while len(cache) > _MEMO_SIZE:
            cache.popitem(last=False)
    return part


# -- the Group rolls ---------------------------------------------------------------------------


def _group_rolls(state: PlayerState, rolls: Sequence[tuple[str, int | None]]
                 ) -> tuple[PlayerState, tuple[GroupRollOutcome, ...], list[Violation]]:
    found: list[Violation] = []
    outcomes: list[GroupRollOutcome] = []
    for gid, die in rolls:
        honours = len(group_honours(state, gid))
        if die is None and honours > 0 and state.members(gid) and gid not in state.group_rolls:
            found.append(campaign_violation("spend.group_roll_required",
                                            {"group": gid, "honours": honours}, (), (gid,)))
            continue
        outcome = roll_group_recruitment(state, gid, ScriptedDice([] if die is None else [die]))
        found.extend(outcome.violations)
        if not outcome.violations:
            state = outcome.state
            outcomes.append(outcome)
    return state, tuple(outcomes), found


# -- the plan ----------------------------------------------------------------------------------


def plan_spend(state: PlayerState, force: Force, team_list: TeamList, validator: Validator,
               request: SpendRequest, *, taken_uids: frozenset[str] = frozenset(),
               settings: CampaignSettings | None = None) -> SpendPlan:
    """Plan step 5 for the player (``state``, ``force`` over ``team_list``): the request's
    Group rolls, then its purchases priced and checked as a whole, under the campaign's
    ``settings`` (a Squad reinforcement's share is rounded as ``squad_rounding`` says; the
    plan keeps the rounding it used).

    ``taken_uids`` are uids the player's former models used (replacement crew take the next
    free number). Raises :class:`~app.rules.dice.InvalidDieValueError` for a die that is not
    1-6.
    """
    base = player_digest(state, force)
    rolled, rolls, found = _group_rolls(state, request.group_rolls)
    rounding = (settings or CampaignSettings()).squad_rounding
    part = _force_part(rolled, force, team_list, validator, request, frozenset(taken_uids),
                       rounding)
    if part.dropped:
        changed = {uid: replace(rolled.model(uid), wargear=gear) for uid, gear in part.dropped
                   if rolled.has_model(uid)}
        rolled = rolled.replace_models(changed)
    first = [(p, i) for i, p in enumerate(request.purchases) if not isinstance(p, BuyHonour)]
    honours = [(p, i) for i, p in enumerate(request.purchases) if isinstance(p, BuyHonour)]
    actions: list[SpendAction] = [p for p, _ in first]
    sources: list[tuple[str, int]] = [("purchase", i) for _, i in first]
    actions += part.actions
    sources += part.sources
    actions += [p for p, _ in honours]
    sources += [("purchase", i) for _, i in honours]
    errors = part.force_errors

    def force_check(_models: tuple[CampaignModel, ...]) -> Iterable[Violation]:
        return errors

    outcome = spend_rp(rolled, actions, convert_rp=request.convert_rp, force_validator=force_check)
    violations = merge_violations(found, part.found, outcome.violations)
    after = _after(outcome.state, part) if not has_errors(violations) else rolled
    new_force = replace(part.force, upgrades=frozenset(after.upgrades), starting=force.starting)
    return SpendPlan(
        base=base, request=request, group_rolls=rolls, actions=tuple(actions),
        outcome=outcome, force=new_force, state=after, model_points=part.model_points,
        violations=violations, sources=tuple(sources), rolled=rolled, squad_rounding=rounding)


def _after(state: PlayerState, part: _ForcePart) -> PlayerState:
    """The engine's new state with each model's wargear as its options in the new Force, and
    the crew of the Artillery guns recruited."""
    by_uid = {m.uid: m for m in part.force.models}
    models: list[CampaignModel] = []
    for m in state.models:
        fm = by_uid.get(m.uid)
        if fm is not None and not m.crew:
            gear = wargear_of(fm.options)
            if tuple(m.wargear) != gear:
                m = replace(m, wargear=gear)
        models.append(m)
    present = {m.uid for m in models}
    recruited = {gun.uid for gun in part.guns}
    for gun in part.guns:
        fm = by_uid.get(gun.uid)
        if fm is None:
            continue
        models.extend(m for m in crew_models(part.team_list, fm) if m.uid not in present)
    # A gun that bought crew options in this step: one more crewman for each, and its crew's
    # size follows (replacement up to the crew it has, bought crew included).
    for m in list(models):
        fm = by_uid.get(m.uid)
        if not m.artillery or fm is None or m.uid in recruited:
            continue
        crew = [c for c in models if c.crew and c.group_id == m.group_id]
        size = crew_size(part.team_list, fm)
        known = max((c.squad_size or 0 for c in crew), default=0)
        if size == known or (not crew and size <= load_rules().artillery_crew):
            continue
        taken = {c.uid for c in models} | set(part.taken)
        extra: list[int] = []
        n = 1
        while size > known and len(extra) < size - known:
            if f"{m.uid}{CREW_SEPARATOR}{n}" not in taken:
                extra.append(n)
            n += 1
        resized = {c.uid: replace(c, squad_size=size) for c in crew}
        models = [resized.get(c.uid, c) for c in models]
        models.extend(crew_models(part.team_list, fm, extra))
    return state.with_models(models)


# -- from two Forces ---------------------------------------------------------------------------


def request_from_forces(old: Force, new: Force, team_list: TeamList
                        ) -> tuple[RecruitRequest | WargearRequest | DropRequest, ...]:
    """The recruits and option changes that turn Force ``old`` into ``new`` (for callers
    that edit a Force, as :meth:`Store.spend` ``force=`` does): a new uid is a recruit (with
    its options, Group and name); an option added to a model is a :class:`WargearRequest`,
    replacing an option of the same option group that it lost; an option lost otherwise is a
    :class:`DropRequest`. Models removed, renamed or moved are not purchases: ignored. No
    prices here (:func:`plan_spend` prices them)."""
    infos = team_list.index.infos
    before = {m.uid: m for m in old.models}
    old_groups = {g.id for g in old.groups}
    new_groups = {g.id: g for g in new.groups}
    out: list[RecruitRequest | WargearRequest | DropRequest] = []
    for fm in new.models:
        if fm.uid in before:
            continue
        made = new_groups.get(fm.group) if fm.group is not None and (
            fm.group not in old_groups) else None
        out.append(RecruitRequest(fm.uid, fm.entry, fm.group, made, tuple(fm.options),
                                  fm.member, fm.name))
    for fm in new.models:
        previous = before.get(fm.uid)
        if previous is None or previous.options == fm.options:
            continue
        old_items = _items(previous.options)
        new_items = _items(fm.options)
        added = _minus(new_items, old_items)
        removed = _minus(old_items, new_items)
        bought: list[WargearRequest] = []
        for item in added:
            info = infos.get(item)
            swap = None
            if info is not None and info.groups:
                for gone in removed:
                    other = infos.get(gone)
                    if other is not None and other.groups and (
                            other.groups[-1].id == info.groups[-1].id):
                        swap = gone
                        break
            if swap is not None:
                removed.remove(swap)
            bought.append(WargearRequest(fm.uid, item, swap))
        out.extend(DropRequest(fm.uid, item) for item in removed)
        out.extend(bought)
    return tuple(out)


def _minus(items: list[str], other: list[str]) -> list[str]:
    rest = list(other)
    out: list[str] = []
    for item in items:
        if item in rest:
            rest.remove(item)
        else:
            out.append(item)
    return out


def request_of(parts: Iterable[RecruitRequest | WargearRequest | DropRequest],
               **fields: Any) -> SpendRequest:
    """A :class:`SpendRequest` with ``parts`` (from :func:`request_from_forces`) sorted into
    its recruits, wargear and drops, and the other ``fields`` as given."""
    items = list(parts)
    return SpendRequest(
        recruits=tuple(p for p in items if isinstance(p, RecruitRequest)),
        wargear=tuple(p for p in items if isinstance(p, WargearRequest)),
        drops=tuple(p for p in items if isinstance(p, DropRequest)),
        **fields,
    )

