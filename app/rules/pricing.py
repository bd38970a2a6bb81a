"""One price: what an entry, an option or a swap costs as the Team List modifies it.

A Team List's printed numbers are not its prices: BattleScribe ``set`` / ``increment`` modifiers
change costs (a Thunderwolf Mount of 50 pts set to 0 on Thunderwolf Cavalry, a power fist of 25
set to 7 on a Chaos Terminator), a new model carries its group defaults and mandatory items, and
a Squad member costs its share of the unit. So every price here is the validator's own points
(:meth:`app.rules.validation.Validator.validate_force`) of a *probe* Force holding the new model,
unit or options (:meth:`~app.rules.validation.Validator.force_points`: the same points, without
the checks of the limits): there is one computation of points, and a price is what the Force
total will count once the thing is added.

* :func:`catalogue_price` — a root entry added to an empty Force (the entry picker, the Team Lists
  browser, ``forcesheet teamlist show``), cached per Team List object;
* :func:`catalogue_option_price` — one option chosen on a new model of an entry (a swap when
  its group holds one choice);
* :func:`entry_price`, :func:`model_price`, :func:`option_price`, :func:`reinforcement` — the same
  prices inside a given Force (step 5 reinforcements: recruits, wargear, Squad reinforcements);
* :func:`squad_share` — one Squad member's share of the unit's cost (RULES.md §8).

Step 5 (RULES.md §8) prices its purchases with these, ``force`` being the Force before them:

* a recruit, ``Recruit(model, points)``: ``points_int(entry_price(validator, force, entry,
  group=gid, options=opts))`` (no ``gid``: a new Squad is its whole unit; charge each new model
  its ``model_price`` and the unit's own cost, ``Report.group_points``, once);
* a Squad recruit, ``ReinforceSquad(model, unit_cost, options_points)``: ``r =
  reinforcement(validator, force, gid, options=opts, member=...)`` gives ``r.unit_cost`` and
  ``r.options``; ``r.price`` is ``squad_share(r.unit_cost, r.size) + r.options``;
* wargear, ``BuyWargear``: ``c = option_choice(validator, force, uid, item)``;
  ``points_int(c.price)`` is what it costs, a swap included, ``c.replaces`` what it replaces
  and ``c.options`` the model's options after; no points come back for a cheaper item (a
  negative price charges 0).

Prices are :class:`~fractions.Fraction` points (a Squad member's share may be a fraction);
players see them as whole points through :func:`app.rules.validation.points_int` (rounded up).
Functions documented as returning ``int`` already give whole points.

This module loads the validator on first use only: :func:`squad_share` serves the campaign
engine, which must not load Team Lists to open a campaign.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Literal

from app.rules.force import Force, ForceModel, Group, Selection

if TYPE_CHECKING:
    from app.rules.teamlist import Entry, EntryGroup, TeamList
    from app.rules.validation import Report, Validator

__all__ = [
    "SQUAD_ROUNDINGS",
    "OptionChoice",
    "Reinforcement",
    "SquadRounding",
    "catalogue_option_price",
    "catalogue_price",
    "choose_option",
    "entry_price",
    "model_price",
    "new_model",
    "option_choice",
    "option_price",
    "option_prices",
    "reinforcement",
    "squad_share",
]

_PROBE = "\x00price"  # the uid of a probe model (never a real one: uids are printable)
_MEMO_KEY = "app.rules.pricing"
_lock = threading.RLock()


# -- Squad shares ------------------------------------------------------------------------------
#: How a Squad member's share is rounded to whole points (campaign setting ``squad_rounding``;
#: docs/campaign-rules.md reading 13: seed 000 divides without saying how to round):
#: ``ceil`` (default) up, ``floor`` down, ``nearest`` to the nearest point, a half up.
SquadRounding = Literal["ceil", "floor", "nearest"]
SQUAD_ROUNDINGS: tuple[SquadRounding, ...] = ("ceil", "floor", "nearest")


def squad_share(unit_cost: int, size: int, rounding: SquadRounding = "ceil") -> int:
    """One Squad member's share of its unit, in whole points: ``unit_cost`` ÷ ``size``, rounded
    as ``rounding`` says (up by default).

    ``unit_cost`` is the unit's whole points at its starting size (defaults included, as
    :func:`entry_price` gives it); ``size`` its starting size. RULES.md §8: Cultists 20 pts for
    5 → 4 pts each; 20 for 3 → 7 (``floor``: 6, ``nearest``: 7). Raises ``ValueError`` for a
    size below 1, a negative cost or an unknown rounding.
    """
    if size <= 0:
        raise ValueError(f"a Squad's starting size must be at least 1, got {size}")
    if unit_cost < 0:
        raise ValueError(f"a unit cost must not be negative, got {unit_cost}")
    if rounding == "ceil":
        return -(-unit_cost // size)
    if rounding == "floor":
        return unit_cost // size
    if rounding == "nearest":
        return (2 * unit_cost + size) // (2 * size)
    raise ValueError(f"unknown Squad share rounding {rounding!r}")


# -- new models --------------------------------------------------------------------------------
def _model_children(entry: Entry) -> list[Entry]:
    return [e for e in entry.entries if e.kind == "model"]


def _is_unit(entry: Entry) -> bool:
    """A Squad: ``squad_size`` (a hand-written list) or member models (a BattleScribe unit)."""
    return bool(entry.squad_size) or bool(_model_children(entry))


def _fresh_uid(force: Force) -> str:
    from app.rules.force_edit import new_id

    taken = {m.uid for m in force.models}
    uid = new_id("m")
    while uid in taken:
        uid = new_id("m")
    return uid


def _default_member(force: Force, group: str | None, members: Sequence[Entry]) -> str:
    """The member entry a new model of a BattleScribe unit is: the most common one of its
    Squad (the rank and file, not the champion), else the first the unit must hold."""
    from app.rules.teamlist import mandatory_count

    if group is not None:
        common = Counter(m.member for m in force.members(group) if m.member is not None)
        if common:
            return common.most_common(1)[0][0]
    for m in members:
        if mandatory_count(m):
            return m.id
    return members[0].id


def new_model(
    team_list: TeamList,
    force: Force,
    entry_id: str,
    *,
    group: str | None = None,
    options: Sequence[Selection] | None = None,
    member: str | None = None,
    uid: str | None = None,
) -> ForceModel:
    """A new model of root entry ``entry_id`` as the Force editor recruits one (not yet in
    ``force``): ``options``, or else the Team List's defaults for a new model (mandatory items and
    group defaults, :func:`app.rules.force_edit.default_options`), in Group ``group``.

    For a BattleScribe unit (an entry with member models) the model is one member: ``member``,
    or the most common member of ``group`` (else the first member the unit must hold), with that
    member's defaults; such a model needs its ``group`` to be priced. ``uid`` defaults to a fresh
    one. Raises ``KeyError`` if ``entry_id`` is no root entry of ``team_list``.
    """
    from app.rules.force_edit import default_options

    idx = team_list.index
    root = idx.roots.get(entry_id)
    if root is None:
        raise KeyError(f"no root entry {entry_id!r} in Team List {team_list.id!r}")
    members = _model_children(root)
    if member is None and members:
        member = _default_member(force, group, members)
    owner = idx.info(member).entry if member is not None else root
    opts = tuple(options) if options is not None else default_options(owner)
    return ForceModel(uid or _fresh_uid(force), entry_id, "", member, opts, group)


def _with_model(force: Force, model: ForceModel) -> Force:
    """``force`` with ``model`` in it (in place of the model with the same uid, if any)."""
    if any(m.uid == model.uid for m in force.models):
        return force.with_models(model if m.uid == model.uid else m for m in force.models)
    if model.group is not None:  # next to its Group's members, as the editor keeps them
        last = max((i for i, m in enumerate(force.models) if m.group == model.group), default=-1)
        if last >= 0:
            models = list(force.models)
            models.insert(last + 1, model)
            return force.with_models(models)
    return force.add(model)


# -- prices inside a Force ---------------------------------------------------------------------
def model_price(validator: Validator, force: Force, model: ForceModel) -> Fraction:
    """The points of ``model`` inside ``force`` + ``model`` (``model`` replaces the model of
    ``force`` with its uid, if any), as :meth:`Validator.validate_force` counts them: its cost as
    the Team List modifies it in that Force, its options, and for a member of a hand-written Squad
    its share of the Squad's cost (a Fraction). A BattleScribe unit's own cost and unit-level
    options are its Group's (:attr:`Report.group_points`), not its members'."""
    report = validator.force_points(_with_model(force, model))
    return report.model_points.get(model.uid, Fraction(0))


def _unit_total(report: Report, uids: Sequence[str], gid: str | None) -> Fraction:
    total = sum((report.model_points.get(u, Fraction(0)) for u in uids), Fraction(0))
    if gid is not None:
        total += report.group_points.get(gid, Fraction(0))
    return total


def _recruit(
    validator: Validator, force: Force, entry_id: str, options: Sequence[Selection] | None
) -> tuple[Fraction, int]:
    """A new recruit of ``entry_id`` as the editor adds it (a Squad: the whole unit at its
    starting size, in a new Group): its points in ``force`` + it, and its number of models."""
    from app.rules.force_edit import EditError, add_model

    try:
        made = add_model(validator.team_list, force, entry_id, hidden=True)
    except EditError as exc:
        raise KeyError(f"no root entry {entry_id!r} in Team List {force.team_list!r}") from exc
    new = made.force
    if options is not None:
        chosen = tuple(options)
        picked = set(made.uids)
        new = new.with_models(replace(m, options=chosen) if m.uid in picked else m
                              for m in new.models)
    report = validator.force_points(new)
    return _unit_total(report, made.uids, made.group), len(made.uids)


def entry_price(
    validator: Validator,
    force: Force,
    entry_id: str,
    *,
    group: str | None = None,
    options: Sequence[Selection] | None = None,
    rounding: SquadRounding = "ceil",
) -> Fraction:
    """What recruiting one ``entry_id`` into ``force`` costs, in points (a Fraction).

    * ``group`` ``None``: the new recruit as the Force editor adds it, with the Team List's
      defaults (or ``options``): one model, or for a Squad entry the whole unit at its starting
      size in a new Group (its models, each with ``options`` if given, and the unit's own cost);
    * ``group`` an existing Squad of ``force``: one reinforcement, ``reinforcement(...).price``
      (its share of the unit's cost, rounded as ``rounding`` says, + what its options add;
      RULES.md §8);
    * any other ``group`` (a Group of Core models, or a new Group's id): one model in it.

    The price is the new models' points in the Force after the recruit, as the validator counts
    them; a recruit that changes other models' costs does not add those (they are paid for).
    Raises ``KeyError`` for an entry that is no root entry of the Team List, ``ValueError``
    for a Squad of another entry.
    """
    tl = validator.team_list
    existing = _group(force, group)
    if existing is not None and _is_squad(tl, existing):
        if existing.entry != entry_id:
            raise ValueError(f"Squad {existing.id!r} is of entry {existing.entry!r}, "
                             f"not {entry_id!r}")
        return Fraction(reinforcement(validator, force, existing.id, options=options,
                                      rounding=rounding).price)
    if group is None:
        return _recruit(validator, force, entry_id, options)[0]
    model = new_model(tl, force, entry_id, group=group, options=options, uid=_PROBE)
    return model_price(validator, force, model)


def option_price(
    validator: Validator, force: Force, uid: str, options: Sequence[Selection]
) -> Fraction:
    """How the points of model ``uid`` change when its options become ``options`` (a Fraction;
    negative when it gets cheaper): the validator's points of the model with ``options`` minus
    its points now, both inside ``force``. Buying an item is ``options`` with it added; a swap
    is ``options`` with the new item in place of the old one (:func:`choose_option` builds
    both), so a Chaos Terminator's power weapon → power fist costs what the model goes up (7),
    not the difference of the printed costs. Raises ``KeyError`` for an unknown uid."""
    return option_prices(validator, force, uid, (options,))[0]


def option_prices(
    validator: Validator, force: Force, uid: str, choices: Sequence[Sequence[Selection]]
) -> list[Fraction]:
    """:func:`option_price` of each of ``choices`` (options of model ``uid``), the model's
    points now computed once."""
    current = force.model(uid)
    now = model_price(validator, force, current)
    return [model_price(validator, force, replace(current, options=tuple(options))) - now
            for options in choices]


def _group(force: Force, gid: str | None) -> Group | None:
    if gid is None:
        return None
    return next((g for g in force.groups if g.id == gid), None)


def _is_squad(tl: TeamList, g: Group) -> bool:
    root = tl.index.roots.get(g.entry)
    return g.squad or bool(root is not None and _is_unit(root))


@dataclass(frozen=True, slots=True)
class Reinforcement:
    """The price of one recruit into an existing Squad (RULES.md §8), in whole points."""

    unit_cost: int  # a new unit of the Squad's entry at its starting size, defaults included
    size: int  # the Squad's starting size
    options: int  # what the recruit's options add above a new member's defaults (never < 0)
    rounding: SquadRounding = "ceil"  # the campaign's ``squad_rounding``

    @property
    def share(self) -> int:
        """The recruit's share of the unit: :func:`squad_share` of ``unit_cost`` and ``size``."""
        return squad_share(self.unit_cost, self.size, self.rounding)

    @property
    def price(self) -> int:
        """What the recruit costs: its share plus its options."""
        return self.share + self.options


def reinforcement(
    validator: Validator,
    force: Force,
    group_id: str,
    *,
    options: Sequence[Selection] | None = None,
    member: str | None = None,
    rounding: SquadRounding = "ceil",
) -> Reinforcement:
    """The price of one more model in Squad ``group_id`` of ``force`` (RULES.md §8: the unit's
    cost ÷ its starting size, rounded as the campaign's ``rounding`` says, up by default,
    options extra).

    ``unit_cost`` is :func:`entry_price` of a new unit of the Squad's entry in ``force`` (whole
    points: the unit as the Team List prices it at its starting size, with its defaults);
    ``options`` is what the recruit's ``options`` (default: a new member's defaults, so 0) add to
    its points over those defaults, in whole points, never below 0 (leaving out default wargear
    gives no points back). ``member`` picks the member entry of a BattleScribe unit (default:
    the Squad's most common). Raises ``KeyError`` for an unknown Group.
    """
    from app.rules.validation import points_int

    tl = validator.team_list
    g = force.group(group_id)
    unit, made = _recruit(validator, force, g.entry, None)
    # the Team List's unit size, never the roster's ``starting_size`` (seed 004)
    size = tl.unit_size(g.entry) or g.starting_size or made
    extra = 0
    if options is not None:
        default = new_model(tl, force, g.entry, group=group_id, member=member, uid=_PROBE)
        chosen = replace(default, options=tuple(options))
        delta = model_price(validator, force, chosen) - model_price(validator, force, default)
        extra = max(0, points_int(delta))
    return Reinforcement(points_int(unit), max(1, size), extra, rounding)


# -- choosing an option ------------------------------------------------------------------------
def _holds_one(g: EntryGroup) -> bool:
    """Whether a group holds a single choice (its parent-scoped max is 1): choosing in it
    replaces the choice made there."""
    return any(
        c.kind == "max" and c.field == "selections" and c.scope == "parent" and c.value == 1
        for c in g.constraints
    )


def choose_option(
    team_list: TeamList, owner: str, options: Sequence[Selection], option_id: str
) -> tuple[Selection, ...]:
    """``options`` (the selections of entry ``owner``: a model's entry, a Squad member's entry, or
    a BattleScribe unit for its unit-level options) with ``option_id`` chosen, with its own
    defaults. In a group that holds one choice it replaces the choice there (a swap: the power
    fist in place of the power weapon); elsewhere it is added. An option nested in another
    (an upgrade of a weapon) comes with the weapon if that is not chosen yet. Already chosen:
    ``options`` unchanged. Raises ``KeyError`` if ``option_id`` is no option below ``owner``.
    """
    from app.rules.force_edit import default_options

    idx = team_list.index
    path = _path(team_list, option_id, idx.info(owner).entry)

    def place(sels: tuple[Selection, ...], steps: list[str]) -> tuple[Selection, ...]:
        target = steps[0]
        if len(steps) > 1:
            for i, s in enumerate(sels):
                if s.entry == target:
                    inner = place(s.children, steps[1:])
                    return (*sels[:i], replace(s, children=inner), *sels[i + 1:])
            entry = idx.info(target).entry
            made = Selection(target, 1, default_options(entry))
            return place((*_swapped(sels, target), made), steps)
        if any(s.entry == target for s in sels):
            return sels
        entry = idx.info(target).entry
        return (*_swapped(sels, target), Selection(target, 1, default_options(entry)))

    def _swapped(sels: tuple[Selection, ...], target: str) -> tuple[Selection, ...]:
        groups = idx.info(target).groups
        if not groups or not _holds_one(groups[-1]):
            return sels
        rivals = {e.id for e in groups[-1].walk_entries()} - {target}
        return tuple(s for s in sels if s.entry not in rivals)

    return place(tuple(options), path)


@dataclass(frozen=True, slots=True)
class OptionChoice:
    """One option chosen on a model of a Force, and what that costs."""

    options: tuple[Selection, ...]  # the model's options with the option chosen
    replaces: tuple[str, ...]  # the option ids the choice took out (a swap), in order
    price: Fraction  # option_price of the change (negative: the model gets cheaper)


def option_choice(validator: Validator, force: Force, uid: str, option_id: str) -> OptionChoice:
    """Model ``uid`` of ``force`` choosing ``option_id`` (:func:`choose_option` on its options:
    a swap in a one-choice group) and its price (:func:`option_price`). Raises ``KeyError``
    for an unknown uid or an option its entry does not offer."""
    model = force.model(uid)
    after = choose_option(validator.team_list, model.member or model.entry, model.options,
                          option_id)
    kept = {s.entry for top in after for s in top.walk()}
    gone = tuple(dict.fromkeys(s.entry for top in model.options for s in top.walk()
                               if s.entry not in kept))
    return OptionChoice(after, gone, option_price(validator, force, uid, after))


# -- the catalogue: prices of a Team List's own entries ------------------------------------------
@dataclass
class _Catalogue:
    """The prices of a Team List's own entries and options, with its validator."""

    validator: Validator
    entries: dict[str, Fraction]
    options: dict[tuple[str, str], Fraction]


def _catalogue(team_list: TeamList) -> _Catalogue:
    """The price cache of one Team List object (kept with its index: it goes with the list)."""
    from app.rules.validation import Validator

    memo = team_list.index.memo
    found = memo.get(_MEMO_KEY)
    if not isinstance(found, _Catalogue):
        found = _Catalogue(Validator(team_list), {}, {})
        memo[_MEMO_KEY] = found
    return found


def catalogue_price(team_list: TeamList, entry_id: str) -> Fraction:
    """The price of root entry ``entry_id`` added to an empty Force: :func:`entry_price` with
    no Group (one model with its defaults, or a Squad's whole unit at its starting size), as
    the entry picker, the Team Lists browser and ``forcesheet teamlist show`` print it (through
    :func:`~app.rules.validation.points_int`). Hidden entries are priced too. Cached per Team
    List object. Raises ``KeyError`` for an entry that is no root entry."""
    with _lock:
        cat = _catalogue(team_list)
        price = cat.entries.get(entry_id)
        if price is None:
            if entry_id not in team_list.index.roots:
                raise KeyError(f"no root entry {entry_id!r} in Team List {team_list.id!r}")
            price = entry_price(cat.validator, Force(team_list.id), entry_id)
            cat.entries[entry_id] = price
        return price


def catalogue_option_price(team_list: TeamList, entry_id: str, option_id: str) -> Fraction:
    """What ``option_id`` costs on a new recruit of root entry ``entry_id`` in an empty Force, in
    points (a Fraction; negative when choosing it makes the model cheaper), as the Team Lists
    browser prints an entry's options.

    An option not chosen by default is priced as choosing it (:func:`choose_option`: a swap in a
    group that holds one choice, e.g. the Chaos Terminator's power fist in place of its power
    weapon: 7); one the recruit already has (a default, a mandatory item) as what one of it
    adds. The change is of one model's points (for a Squad: one member's, with its own options),
    or for a unit-level option of a BattleScribe unit, of the whole unit's. Cached per Team List
    object. Raises ``KeyError`` if ``option_id`` is no option below the entry.
    """
    key = (entry_id, option_id)
    with _lock:
        cat = _catalogue(team_list)
        price = cat.options.get(key)
        if price is None:
            price = _option_in_catalogue(team_list, cat.validator, entry_id, option_id)
            cat.options[key] = price
        return price


def _option_in_catalogue(
    team_list: TeamList, v: Validator, entry_id: str, option_id: str
) -> Fraction:
    from app.rules.force_edit import add_model

    idx = team_list.index
    root = idx.roots.get(entry_id)
    if root is None:
        raise KeyError(f"no root entry {entry_id!r} in Team List {team_list.id!r}")
    path = _path(team_list, option_id, root)
    made = add_model(team_list, Force(team_list.id), entry_id, hidden=True)
    force = made.force
    top = idx.info(path[0]).entry
    if _model_children(root) and made.group is not None and top.kind != "model":
        gid = made.group  # a unit-level option of a BattleScribe unit: the whole unit's points

        def unit_points(sels: tuple[Selection, ...]) -> Fraction:
            groups = tuple(replace(g, options=sels) if g.id == gid else g for g in force.groups)
            report = v.force_points(replace(force, groups=groups))
            return _unit_total(report, made.uids, gid)

        return _choice(team_list, entry_id, force.group(gid).options, option_id, unit_points)
    owner = entry_id
    model = force.model(made.uids[0])
    if top.kind == "model" and _model_children(root):
        # An option of one member entry (a Cultist's, the Champion's): a model of that member.
        owner = top.id
        model = next((m for m in force.models if m.member == top.id), None) or new_model(
            team_list, force, entry_id, group=made.group, member=top.id, uid=_PROBE)
        force = _with_model(force, model)
        if len(path) == 1:
            return model_price(v, force, model)

    def model_points(sels: tuple[Selection, ...]) -> Fraction:
        return model_price(v, force, replace(model, options=sels))

    return _choice(team_list, owner, model.options, option_id, model_points)


def _choice(
    team_list: TeamList,
    owner: str,
    sels: tuple[Selection, ...],
    option_id: str,
    points_of: Callable[[tuple[Selection, ...]], Fraction],
) -> Fraction:
    """What ``option_id`` costs among ``sels``: choosing it, or (already chosen) one of it."""
    chosen = choose_option(team_list, owner, sels, option_id)
    if chosen != sels:
        return points_of(chosen) - points_of(sels)
    return points_of(sels) - points_of(_without_one(sels, option_id))


def _without_one(sels: tuple[Selection, ...], option_id: str) -> tuple[Selection, ...]:
    out: list[Selection] = []
    for s in sels:
        if s.entry == option_id:
            if s.count > 1:
                out.append(replace(s, count=s.count - 1))
            continue
        out.append(replace(s, children=_without_one(s.children, option_id)))
    return tuple(out)


def _path(team_list: TeamList, option_id: str, owner: Entry) -> list[str]:
    """The ids from a direct option of ``owner`` down to ``option_id``."""
    idx = team_list.index
    path: list[str] = []
    info = idx.info(option_id)
    while True:
        path.append(info.entry.id)
        if info.parent is None:
            raise KeyError(f"{option_id!r} is no option of {owner.id!r}")
        if info.parent is owner:
            return path[::-1]
        info = idx.info(info.parent.id)
