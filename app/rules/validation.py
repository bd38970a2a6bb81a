"""Force and Team validation: points, Model Allowance, options, Armoury, Groups, Team rules.

The generic constraint machinery lives in :mod:`app.rules.constraints`; this module applies the
Heralds of Ruin campaign rules on top of it (RULES.md §2 and §4) and turns every finding into a
:class:`~app.rules.violations.Violation` with a stable code.

Use one :class:`Validator` per Team List and keep it: it memoises the work per kind of model, so
validating again after one edit costs little more than the edit. What it keeps:

* each model's roster subtree (by uid, rebuilt only when the model's entry or options change),
  with the counts of the selections in it;
* the roster's counts, updated from the previous validation by the subtrees that changed;
* each model's result (points, model-local violations) per signature and force-wide counts
  its conditions look at;
* per-entry data (sections, the force-wide counts an entry's conditions depend on).

A Team List whose conditions or repeats count points gets fresh subtrees and no memo (the
points of a subtree are only final once every model has been evaluated); so does a Validator
made with ``memo_size=0``. A lock makes one
Validator safe to share between threads (the store keeps one per Team List).
"""

from __future__ import annotations

import itertools
import threading
from collections import Counter, OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from app.rules.constraints import Breach, Evaluator, Holder, Node
from app.rules.force import STARTING_FORCE_POINTS, Force, ForceModel, Selection, Team
from app.rules.teamlist import (
    Category,
    Comparison,
    ConditionGroup,
    Constraint,
    Entry,
    EntryGroup,
    EntryInfo,
    EntryKind,
    Field,
    Scope,
    Section,
    TeamList,
)
from app.rules.violations import Violation, violation

VEHICLE_BAY = "vehicle_bay"
TRAINING_CENTRE = "training_centre"
MAX_GROUP_SIZE = 5
POINT_PASSES = 1  # first evaluations of a Force whose costs count other selections' points


@dataclass(frozen=True, slots=True)
class Report:
    """What validation found, and the points of everything it looked at."""

    violations: tuple[Violation, ...]
    model_points: dict[str, Fraction] = field(default_factory=dict)
    group_points: dict[str, Fraction] = field(default_factory=dict)  # unit-level Squad options
    limit: int | None = None

    @property
    def total(self) -> Fraction:
        return _sum_points(self.model_points.values()) + _sum_points(self.group_points.values())

    @property
    def errors(self) -> tuple[Violation, ...]:
        return tuple(v for v in self.violations if v.severity == "error")

    @property
    def ok(self) -> bool:
        return not self.errors

    def codes(self) -> list[str]:
        return [v.code for v in self.violations]


def points_int(p: Fraction | int) -> int:
    """Points shown to players: whole points, rounded up (a Squad's share may be a fraction)."""
    return -(-p.numerator // p.denominator)


@dataclass(frozen=True, slots=True)
class SelectionView:
    """One selection of a validated Force as the validator counted it (:meth:`Validator.explain`).

    ``count`` is the selections it counts for: its own count times the counts of the selections
    above it (an option of a ``count=5`` selection is one per each of the five); ``points`` its
    own points (its cost as the Team List modifies it, times ``count``); ``name`` as the Team
    List's name modifiers leave it; ``hidden`` whether it is hidden where it was chosen."""

    entry: str
    count: int
    points: Fraction
    name: str
    hidden: bool
    uids: tuple[str, ...]  # the models it belongs to (a Squad unit: its members)
    children: tuple[SelectionView, ...] = ()


@dataclass(slots=True)
class _ModelResult:
    points: Fraction
    node_points: list[Fraction]  # each node's own points, in walk order (for point counts)
    local: list[Violation]  # refs filled with a placeholder
    force_scoped: list[Holder]  # option slots with force-wide limits, checked once per Force
    force_keys: dict[tuple[str, str], Holder] = field(default_factory=dict)  # of force_scoped


@dataclass(eq=False, slots=True)
class _Tree:
    """A model's roster subtree, kept while the model's entry and options stay the same."""

    model: ForceModel  # the model it was built for (uid, entry, member, options)
    member: bool  # built as a Squad member (below its unit)
    node: Node
    flat: list[Node]  # node.walk(), in order
    unknown: list[Violation]  # option.unknown found while building it
    sig: int  # the model's signature, interned
    counts: _Counts | None = None  # what it adds to the roster's counts
    key: tuple[object, ...] | None = None  # the memo key of ``result``
    result: _ModelResult | None = None  # the result whose points ``flat`` holds
    epoch: int = 0  # the last validation that used it

    def fits(self, m: ForceModel, member: bool) -> bool:
        o = self.model
        return o is m or (
            member == self.member
            and o.uid == m.uid
            and o.entry == m.entry
            and o.member == m.member
            and o.options == m.options
        )


@dataclass(frozen=True, slots=True)
class _Counts:
    """What a model's subtree adds to the roster's counts (the same for every model with the
    same signature)."""

    children: Counter[str]  # to the roster's child counts
    desc: Counter[str]  # to the roster's descendant counts
    total: int  # its number of selections


@dataclass(slots=True)
class _RosterCounts:
    """The roster's counts over the subtrees of the last validation, kept up to date."""

    trees: dict[int, _Tree] = field(default_factory=dict)  # by id, kept alive here
    children: Counter[str] = field(default_factory=Counter)
    desc: Counter[str] = field(default_factory=Counter)
    total: int = 0


_PLACEHOLDER = "\x00model"
# an option slot: the entry or group, whether it has limits counted inside the model and across
# the Force, and the groups around it (None when neither it nor they can ever be hidden)
_Slot = tuple[Holder, bool, bool, tuple[EntryGroup, ...] | None]


class Validator:
    """Validates Forces and Teams of one Team List."""

    def __init__(self, team_list: TeamList, memo_size: int = 4096) -> None:
        self.team_list = team_list
        self.index = team_list.index
        self._cat_limits: tuple[tuple[Entry, Constraint], ...] | None = None
        self._memo: OrderedDict[tuple[object, ...], _ModelResult] = OrderedDict()
        #: results made for their points alone (:meth:`force_points`), without the checks
        self._points_memo: OrderedDict[tuple[object, ...], _ModelResult] = OrderedDict()
        self._memo_size = memo_size
        self._deps: dict[str, tuple[tuple[str, str, bool], ...]] = {}
        self._sections: dict[str, Section | None] = {}
        self._slots: dict[str, tuple[_Slot, ...]] = {}
        # memo_size=0: nothing is kept (the reference the tests compare the memoised one to).
        self._points_counted = _counts_points(team_list)
        self._reuse = memo_size > 0 and not self._points_counted
        self._trees: dict[str, _Tree] = {}
        self._sigs: dict[tuple[object, ...], int] = {}
        self._sig_ids = itertools.count()
        self._sig_counts: dict[tuple[int, bool], _Counts] = {}
        self._epoch = 0
        self._counts: dict[str, _RosterCounts] = {}
        self._lock = threading.RLock()
        self._last: tuple[Force, Report] | None = None  # the last Force validated

    # -- public ------------------------------------------------------------------------------
    def validate_force(self, force: Force) -> Report:
        """The report of ``force`` (Forces never change: the last one asked again, the very
        object — the editor's plan, then the store writing that plan — is not checked
        twice)."""
        with self._lock:
            last = self._last
            if last is not None and last[0] is force:
                return last[1]
            report = self._validate_force(force)
            self._last = (force, report)
            return report

    def validate_team(self, force: Force, team: Team) -> Report:
        with self._lock:
            return self._validate_team(force, team)

    def force_points(self, force: Force) -> Report:
        """The points of ``force``'s models and Groups (``model_points``, ``group_points``)
        exactly as :meth:`validate_force` counts them, without its checks (the report holds
        none of its limits' violations): what a price asks of a probe Force, dozens of times
        in a step dialog (:mod:`app.rules.pricing`)."""
        with self._lock:
            return self._evaluate(force, force.models, allowances=force.starting, kind="force",
                                  leaders=self._promoted(force.models), checks=False)

    def model_points(self, force: Force, model: ForceModel) -> Fraction:
        with self._lock:
            rep = self._evaluate(force, [model], allowances=False, kind="model", checks=False)
        return rep.model_points.get(model.uid, Fraction(0))

    def explain(self, force: Force) -> tuple[SelectionView, ...]:
        """The selections of ``force`` as :meth:`validate_force` counts them: one view per model
        (a Squad: one per unit, its members inside), with every option below it."""
        with self._lock:
            kept: list[tuple[Evaluator, Node]] = []
            self._evaluate(force, force.models, allowances=force.starting, kind="force",
                           leaders=self._promoted(force.models), keep=kept)
            ev, root = kept[0]
            return tuple(_view(ev, n, root) for n in root.children)

    def _validate_force(self, force: Force) -> Report:
        starting = force.starting
        report = self._evaluate(force, force.models, allowances=starting, kind="force",
                                leaders=self._promoted(force.models))
        extra = list(report.violations)
        extra += self._group_checks(force, force.models)
        extra += self._transport_checks(force, force.models)
        extra += self._force_state(force, team=False)
        total = report.total
        limit = None
        if starting:
            limit = STARTING_FORCE_POINTS
            extra += _points_checks(total, limit, "points.starting_limit")
        return _report(extra, report, limit)

    def _validate_team(self, force: Force, team: Team) -> Report:
        known = {m.uid: m for m in force.models}
        out: list[Violation] = []
        picked: list[ForceModel] = []
        for uid in team.models:
            if uid in known:
                picked.append(known[uid])
            else:
                out.append(violation("team.unknown_model", {"model": uid}, (uid,)))
        if not picked:
            out.append(violation("team.empty"))
        # Force-wide choices (an imported list's Chapter Tactics or Traitor Legion: root entries
        # that are no model and have no section) hold for every Team; their conditions apply.
        picked += [m for m in force.models if m.uid not in team.models and self._force_option(m)]
        promoted = self._field_promotion(force, team, picked, out)
        promoted_ids = self._promoted(picked) | (
            {promoted} if promoted is not None else frozenset())
        report = self._evaluate(force, picked, allowances=True, kind="team",
                                leaders=frozenset(promoted_ids))
        out += report.violations
        out += self._group_checks(force, picked)
        out += self._transport_checks(force, picked)
        out += self._force_state(force, team=True)
        # Only complete Groups may be taken.
        picked_ids = {m.uid for m in picked}
        for g in force.groups:
            members = force.members(g.id)
            inside = [m.uid for m in members if m.uid in picked_ids]
            if inside and len(inside) < len(members):
                missing = tuple(m.uid for m in members if m.uid not in picked_ids)
                out.append(
                    violation(
                        "team.incomplete_group",
                        {"group": g.id, "missing": len(missing), "size": len(members)},
                        missing,
                        (g.entry,),
                    )
                )
        for m in picked:
            if m.incapacitated:
                out.append(violation("team.incapacitated", {"model": m.uid}, (m.uid,)))
        leaders = [m.uid for m in picked if self._role(m) == Section.LEADER]
        if len(leaders) > 1:
            out.append(violation("team.too_many_leaders", {"count": len(leaders)}, tuple(leaders)))
        out += _points_checks(report.total, team.points_limit, "points.team_limit")
        return _report(out, report, team.points_limit)

    # -- helpers -----------------------------------------------------------------------------
    def _force_option(self, m: ForceModel) -> bool:
        info = self.index.infos.get(m.entry)
        return (
            info is not None
            and info.entry.kind == EntryKind.UPGRADE
            and m.entry in self.index.roots
            and self._section(m) is None
        )

    def _section(self, m: ForceModel) -> Section | None:
        try:
            return self._sections[m.entry]
        except KeyError:
            pass
        info = self.index.infos.get(m.entry)
        if info is None:
            return None
        sec = self.index.section_of(info.entry)
        if sec is None and info.entry.transport:
            sec = Section.TRANSPORT
        self._sections[m.entry] = sec
        return sec

    def _role(self, m: ForceModel) -> Section | None:
        """The model's section for the rules: a Specialist promoted for good (Officer
        Training) is a Team Leader (seed 000: *"le changement est permanent"*)."""
        section = self._section(m)
        if m.promoted_leader and section == Section.SPECIALIST:
            return Section.LEADER
        return section

    def _promoted(self, models: Sequence[ForceModel]) -> frozenset[str]:
        """The Specialists of ``models`` that are Team Leaders by a promotion."""
        return frozenset(m.uid for m in models
                         if m.promoted_leader and self._section(m) == Section.SPECIALIST)

    def _field_promotion(
        self, force: Force, team: Team, picked: Sequence[ForceModel], out: list[Violation]
    ) -> str | None:
        # A Force whose every Team Leader is Incapacitated cannot field one either.
        force_has_leader = any(
            self._role(m) == Section.LEADER and not m.incapacitated for m in force.models
        )
        fp = team.field_promotion
        if force_has_leader:
            if fp is not None:
                out.append(violation("team.field_promotion_not_allowed", {"model": fp}, (fp,)))
            return None
        if fp is None:
            specialists = tuple(m.uid for m in picked if self._section(m) == Section.SPECIALIST)
            out.append(
                violation(
                    "team.field_promotion_required",
                    {"specialists": len(specialists)},
                    specialists,
                )
            )
            return None
        chosen = next((m for m in picked if m.uid == fp), None)
        if chosen is None or self._section(chosen) != Section.SPECIALIST:
            out.append(violation("team.field_promotion_invalid", {"model": fp}, (fp,)))
            return None
        return fp

    def _force_state(self, force: Force, team: bool) -> list[Violation]:
        out: list[Violation] = []
        seen: set[str] = set()
        for m in force.models:
            if m.uid in seen:
                out.append(violation("force.duplicate_uid", {"model": m.uid}, (m.uid,)))
            seen.add(m.uid)
        sections = [self._role(m) for m in force.models]
        if Section.CORE not in sections:
            out.append(violation("force.must_dissolve", {"models": len(force.models)}))
        elif not team and not force.starting and Section.LEADER not in sections:
            out.append(violation("force.no_team_leader"))
        return out

    def _group_checks(self, force: Force, models: Sequence[ForceModel]) -> list[Violation]:
        out: list[Violation] = []
        groups = {g.id: g for g in force.groups}
        by_group: dict[str, list[ForceModel]] = {}
        for m in models:
            info = self.index.infos.get(m.entry)
            if m.group is None:
                if info is not None and info.entry.squad_size:
                    out.append(violation("squad.not_grouped", {"entry": m.entry}, (m.uid,)))
                continue
            if m.group not in groups:
                out.append(violation("group.unknown", {"group": m.group}, (m.uid,)))
                continue
            by_group.setdefault(m.group, []).append(m)
        for gid, members in by_group.items():
            g = groups[gid]
            uids = tuple(m.uid for m in members)
            entries = {m.entry for m in members}
            if entries != {g.entry}:
                odd = tuple(m.uid for m in members if m.entry != g.entry)
                out.append(
                    violation(
                        "group.mixed_entries",
                        {"group": gid, "entry": g.entry},
                        odd or uids,
                        tuple(sorted(entries | {g.entry})),
                    )
                )
            info = self.index.infos.get(g.entry)
            # A Squad's size is the Team List's (seed 004, "Отряд (5 Гвардейцев)"), never the
            # roster's ``starting_size``.
            unit = self.team_list.unit_size(g.entry)
            if g.squad or unit:
                start = unit or g.starting_size or MAX_GROUP_SIZE
                if (force.starting and unit and len(members) < start and info is not None
                        and not any(e.kind == EntryKind.MODEL for e in info.entry.entries)):
                    # A starting Squad is bought as its whole unit (a BattleScribe unit's own
                    # member limits say it for its members).
                    out.append(
                        violation(
                            "squad.below_starting_size",
                            {"group": gid, "size": len(members), "starting_size": start},
                            uids,
                            (g.entry,),
                        )
                    )
                if len(members) > start:
                    out.append(
                        violation(
                            "squad.above_starting_size",
                            {"group": gid, "size": len(members), "starting_size": start},
                            uids,
                            (g.entry,),
                        )
                    )
            elif len(members) > MAX_GROUP_SIZE:
                out.append(
                    violation(
                        "group.too_large",
                        {"group": gid, "size": len(members), "max": MAX_GROUP_SIZE},
                        uids,
                        (g.entry,),
                    )
                )
            sec = self.index.section_of(info.entry) if info else None
            if info is not None and sec != Section.CORE:
                out.append(
                    violation(
                        "group.not_core",
                        {"group": gid, "section": str(sec) if sec else None},
                        uids,
                        (g.entry,),
                    )
                )
        return out

    def _transport_checks(self, force: Force, models: Sequence[ForceModel]) -> list[Violation]:
        transports = tuple(m.uid for m in models if self._section(m) == Section.TRANSPORT)
        out: list[Violation] = []
        if transports and VEHICLE_BAY not in force.upgrades:
            out.append(
                violation("transport.needs_vehicle_bay", {"count": len(transports)}, transports)
            )
        if len(transports) > 1:
            out.append(
                violation("transport.too_many", {"count": len(transports), "max": 1}, transports)
            )
        return out

    # -- the constraint pass -------------------------------------------------------------------
    def _evaluate(
        self,
        force: Force,
        models: Sequence[ForceModel],
        *,
        allowances: bool,
        leaders: frozenset[str] = frozenset(),
        kind: str = "force",
        keep: list[tuple[Evaluator, Node]] | None = None,
        checks: bool = True,
    ) -> Report:
        """``checks=False``: the points alone (no limit checked, :meth:`force_points`)."""
        idx = self.index
        self._epoch += 1
        root = Node(None, "roster")
        out: list[Violation] = []
        squads: dict[str, Node] = {}
        group_points: dict[str, Fraction] = {}
        model_nodes: list[tuple[ForceModel, _Tree]] = []
        plain: list[_Tree] = []
        for m in models:
            info = idx.infos.get(m.entry)
            if info is None or m.entry not in idx.roots:
                out.append(violation("entry.unknown", {"entry": m.entry}, (m.uid,), (m.entry,)))
                continue
            if m.member is not None and m.group is not None:
                unit = squads.get(m.group)
                if unit is None:
                    unit = Node(info, m.entry)
                    root.add(unit)
                    squads[m.group] = unit
                    g = next((g for g in force.groups if g.id == m.group), None)
                    for sel in g.options if g else ():
                        unit.add(self._option_node(sel, info.entry, m.group, out))
                unit.uids = (*unit.uids, m.uid)
                minfo = idx.infos.get(m.member)
                if minfo is None or minfo.parent is not info.entry:
                    out.append(
                        violation("option.unknown", {"entry": m.member}, (m.uid,), (m.member,))
                    )
                    continue
                tree = self._tree(m, minfo, member=True)
                unit.add(tree.node)
            else:
                tree = self._tree(m, info, member=False)
                root.add(tree.node)
                plain.append(tree)
            out += tree.unknown
            model_nodes.append((m, tree))
        if self._reuse:
            self._roster_counts(root, plain, squads.values(), kind)
        ev = Evaluator(idx, root)
        model_points: dict[str, Fraction] = {}
        force_scoped: dict[tuple[str, str], tuple[Holder, Node]] = {}
        dep_counts: dict[str, tuple[float, ...]] = {}
        unit_keys: dict[int, tuple[object, ...]] = {}
        seen_results: dict[int, _ModelResult] = {}  # (holding them: ids stay unique)
        if self._points_counted:
            self._settle_points(ev, [t for _, t in model_nodes])
        for m, tree in model_nodes:
            res = self._model_result(ev, m, tree, dep_counts, unit_keys, checks)
            model_points[m.uid] = res.points
            for v in res.local:
                out.append(_with_refs(v, (m.uid,)))
            if res.force_keys and id(res) not in seen_results:
                # The same result holds the same slots: the first model holding them counts.
                seen_results[id(res)] = res
                for k, holder in res.force_keys.items():
                    if k not in force_scoped:
                        force_scoped[k] = (holder, tree.node)
        self._forget_trees(len(models))
        members = {id(t.node) for _, t in model_nodes}
        for gid, unit in squads.items():
            # A Squad unit's own cost and unit-level options belong to its Group.
            unit.points = ev.cost(unit, root)
            for opt in unit.children:
                if id(opt) in members:
                    continue
                for n in opt.walk():
                    if n.info is not None:
                        n.points = ev.cost(n, n.parent or unit) * n.count
                group_points[gid] = group_points.get(gid, Fraction(0)) + opt.subtree_points()
            group_points[gid] = group_points.get(gid, Fraction(0)) + unit.points
            assert unit.info is not None
            if not checks:
                continue
            for holder, outer in _slots(unit.info.entry):
                if _hidden_slot(ev, holder, outer, unit):
                    continue  # BattleScribe skips the limits of what is hidden
                for b in ev.check(holder, unit, None):
                    if b.constraint.scope in (Scope.FORCE, Scope.ROSTER):
                        force_scoped.setdefault((_target(holder), b.constraint.id), (holder, unit))
                        continue
                    if (
                        not force.starting
                        and not b.constraint.is_max
                        and isinstance(holder, Entry)
                        and holder.kind == EntryKind.MODEL
                    ):
                        continue  # a Squad that lost models in the campaign (it never grows)
                    out.append(self._breach(b, unit.uids))
        if not checks:
            return Report(tuple(out), model_points, group_points)
        # Force-wide option limits ("one per N"), once each. A holder's constraints are
        # checked once for all of them (an option with eight force-wide limits was checked
        # eight times over, every limit each time).
        checked: dict[tuple[int, int], list[Breach]] = {}
        for (_hid, cid), (holder, owner) in force_scoped.items():
            breaches = checked.get((id(holder), id(owner)))
            if breaches is None:
                breaches = checked[id(holder), id(owner)] = [
                    b for b in ev.check(holder, owner, None)
                    if b.constraint.scope in (Scope.FORCE, Scope.ROSTER)]
            for b in breaches:
                if b.constraint.id == cid:
                    out.append(self._breach(b, _holders_uids(root, _target(holder))))
        # Model Allowance: categories and root entries, counted at the roster.
        present = {id(n.info.entry) for n in root.children if n.info is not None}
        seen_roots: set[tuple[int, str, str]] = set()
        for e in self.team_list.entries:
            looked = (allowances and bool(e.constraints)) or id(e) in present
            hidden = looked and ev.hidden(e, root, None)
            if allowances and not hidden:  # (the limits of a hidden entry are not enforced)
                for b in ev.check(e, root, None):
                    if _once(b, seen_roots, 0):
                        target = e.ref if b.constraint.shared and e.ref else e.id
                        out.append(self._breach(b, _holders_uids(root, target)))
            if id(e) in present and hidden:
                out.append(
                    violation(
                        "entry.unavailable", {"entry": e.id}, _holders_uids(root, e.id), (e.id,)
                    )
                )
        if allowances:
            if leaders:
                self._count_as_leaders(root, leaders)
            trained = TRAINING_CENTRE in force.upgrades
            for cat in self.team_list.categories:
                if cat.modifiers and ev.hidden(cat, root, None):
                    continue
                bonus = 1.0 if (trained and cat.section == Section.SPECIALIST) else 0.0
                for b in ev.check(cat, root, None, extra_max=bonus):
                    out.append(self._breach(b, _holders_uids(root, cat.id)))
        if self._category_limits():
            out += self._category_breaches(model_nodes)
        if keep is not None:
            keep.append((ev, root))
        return Report(tuple(out), model_points, group_points)

    def _category_limits(self) -> tuple[tuple[Entry, Constraint], ...]:
        """The options whose limit BattleScribe counts in a category (``scope="category"``:
        "at most 1 Liquifier Gun among the Core models"), found once per Team List."""
        found = self._cat_limits
        if found is None:
            found = self._cat_limits = tuple(
                (info.entry, c) for info in self.index.infos.values()
                if info.entry.id not in self.index.roots and not info.entry.hidden
                for c in info.entry.constraints if c.scope == "category" and c.is_max)
        return found

    def _category_breaches(self, model_nodes: list[tuple[ForceModel, _Tree]]
                           ) -> list[Violation]:
        """Each category limit counted over the models of the Force whose (primary) category
        is the one of the model holding the option, reported once per category."""
        names = {c.id: c.name for c in self.team_list.categories}
        counts: Counter[tuple[str, str, str]] = Counter()
        holders: dict[tuple[str, str, str], tuple[Entry, Constraint, list[str]]] = {}
        for m, tree in model_nodes:
            root = self.index.roots.get(m.entry)
            cat = root.primary_category if root is not None else None
            if cat is None:
                continue
            below = tree.node.desc_counts()
            looked: set[tuple[str, str]] = set()
            for holder, c in self._category_limits():
                target = holder.ref if c.shared and holder.ref else holder.id
                if (target, c.id) in looked:
                    continue  # a shared option linked in many places is one limit
                looked.add((target, c.id))
                n = below.get(target, 0)
                if n:
                    key = (target, c.id, cat)
                    counts[key] += n
                    holders.setdefault(key, (holder, c, []))[2].append(m.uid)
        out: list[Violation] = []
        for key, n in counts.items():
            holder, c, uids = holders[key]
            if n > c.value:
                target, _, cat = key
                out.append(violation("option.category_max", {
                    "name": holder.name, "count": n, "limit": _num(c.value),
                    "category": names.get(cat, cat), "entry": target, "constraint": c.id,
                    "scope": "category"}, tuple(uids), (target,)))
        return out

    def _count_as_leaders(self, root: Node, leaders: frozenset[str]) -> None:
        """Count the Specialists ``leaders`` (promoted: for good by Officer Training, or in the
        field for one Team) in the Team Leader's allowance instead of the Specialists' — seed
        000: the field-promoted model *"compte comme un Chef d'Équipe pendant la partie à tous
        les égards"*. The roster's counts are copied (the running sums stay as they are)."""
        sections = self.index.section_categories
        leader_cats = sections.get(Section.LEADER, ())
        if not leader_cats:
            return
        specialist_ids = {c.id for c in sections.get(Section.SPECIALIST, ())}
        children, desc = Counter(root.child_counts()), Counter(root.desc_counts())
        moved = False
        for node in root.children:
            if not leaders.intersection(node.uids) or node.info is None:
                continue
            cats = specialist_ids.intersection(node.identities)
            if not cats:
                continue
            for counts in (children, desc):
                for cid in cats:
                    counts[cid] -= node.count
                counts[leader_cats[0].id] += node.count
            moved = True
        if moved:
            root.set_counts(children, desc, root.subtree_count())

    def _option_node(
        self, sel: Selection, parent: Entry | None, uid: str, out: list[Violation],
        times: int = 1,
    ) -> Node:
        """The node of ``sel``. Its options are per one of it (BattleScribe's "collective"
        reading): below a ``count=5`` selection an option of count 1 is five selections."""
        info = self.index.infos.get(sel.entry)
        if info is None or parent is None or info.parent is not parent:
            out.append(violation("option.unknown", {"entry": sel.entry}, (uid,), (sel.entry,)))
            info = None
        node = Node(info, sel.entry, count=max(sel.count, 0) * times, uids=(uid,))
        for c in sel.children:
            node.add(self._option_node(c, info.entry if info else None, uid, out, node.count))
        return node

    def _tree(self, m: ForceModel, info: EntryInfo, *, member: bool) -> _Tree:
        """The roster subtree of ``m`` (``info`` is its entry, or its Squad member's)."""
        tree = self._trees.get(m.uid) if self._reuse else None
        if tree is not None and tree.fits(m, member) and tree.epoch != self._epoch:
            tree.model = m
            tree.epoch = self._epoch
            return tree
        unknown: list[Violation] = []
        node = Node(info, info.entry.id, uids=(m.uid,))
        for sel in m.options:
            node.add(self._option_node(sel, info.entry, m.uid, unknown))
        sig = m.signature()
        sig_id = self._sigs.get(sig)
        if sig_id is None:
            if len(self._sigs) >= 8 * max(self._memo_size, 1024):
                self._sigs.clear()  # ids are never reused: a forgotten one only misses the memo
                self._sig_counts.clear()
            sig_id = self._sigs[sig] = next(self._sig_ids)
        tree = _Tree(m, member, node, list(node.walk()), unknown, sig_id, epoch=self._epoch)
        if self._reuse and (m.uid not in self._trees or self._trees[m.uid].epoch != self._epoch):
            self._trees[m.uid] = tree  # (a duplicate uid keeps the first model's subtree)
        return tree

    def _forget_trees(self, used: int) -> None:
        """Drop the subtrees of models gone long enough (kept: a Team is a part of the Force)."""
        if len(self._trees) > 2 * used + 1024:
            keep = self._epoch - 8
            self._trees = {u: t for u, t in self._trees.items() if t.epoch >= keep}

    def _roster_counts(
        self, root: Node, plain: list[_Tree], units: Iterable[Node], kind: str
    ) -> None:
        """Give the roster node its counts: last validation's, updated by the subtrees that
        changed (one running sum per ``kind``: Forces, Teams, single models)."""
        state = self._counts.setdefault(kind, _RosterCounts())
        now = {id(t): t for t in plain}
        gone = [t for k, t in state.trees.items() if k not in now]
        new = [t for k, t in now.items() if k not in state.trees]
        if len(gone) + len(new) > len(now) // 2 + 16:
            state.children, state.desc, state.total = Counter(), Counter(), 0
            gone, new = [], plain
        # Models of one signature add the same counts: add each kind once, times its number.
        times: dict[int, tuple[_Counts, int]] = {}
        for sign, trees in ((-1, gone), (1, new)):
            for t in trees:
                c = self._subtree_counts(t)
                prev = times.get(id(c))
                times[id(c)] = (c, (prev[1] if prev else 0) + sign)
        for c, n in times.values():
            if n:
                _add(state.children, c.children, n)
                _add(state.desc, c.desc, n)
                state.total += c.total * n
        state.trees = now
        children, desc, total = state.children, state.desc, state.total
        units = list(units)
        if units:
            children, desc = Counter(children), Counter(desc)
            for unit in units:
                for i in unit.identities:
                    children[i] += unit.count
                    desc[i] += unit.count
                _add(desc, unit.desc_counts())
                total += unit.subtree_count()
        root.set_counts(children, desc, root.count + total)

    def _subtree_counts(self, tree: _Tree) -> _Counts:
        if tree.counts is None:
            key = (tree.sig, tree.member)
            c = self._sig_counts.get(key)
            if c is None:
                node = tree.node
                children: Counter[str] = Counter()
                for i in node.identities:
                    children[i] += node.count
                desc = Counter(children)
                _add(desc, node.desc_counts())
                c = self._sig_counts[key] = _Counts(children, desc, node.subtree_count())
            tree.counts = c
        return tree.counts

    def _model_result(
        self,
        ev: Evaluator,
        m: ForceModel,
        tree: _Tree,
        dep_counts: dict[str, tuple[float, ...]],
        unit_keys: dict[int, tuple[object, ...]],
        checks: bool = True,
    ) -> _ModelResult:
        """``checks=False``: its points are enough (a result found made is taken all the same;
        one made without its checks is not kept)."""
        if not self._reuse:
            # points counted across models: no memo
            return self._compute_model(ev, tree, checks)
        node = tree.node
        counts = dep_counts.get(m.entry)
        if counts is None:
            counts = tuple(
                ev.count(ev.root, cid, Field(f), inc) for cid, f, inc in self._deps_of(m.entry)
            )
            dep_counts[m.entry] = counts
        key: tuple[object, ...] = (tree.sig, *counts)
        # A Squad member's limits and conditions may count in its unit (its parent, its model,
        # the unit's id as an ancestor): the selections of its whole Squad are part of the key.
        if tree.member and node.parent is not None:
            unit = node.parent
            unit_key = unit_keys.get(id(unit))
            if unit_key is None:
                unit_key = unit_keys[id(unit)] = tuple(sorted(unit.desc_counts().items()))
            key = (*key, unit_key)
        if tree.result is not None and tree.key == key:
            return tree.result  # unchanged since the last validation: its points are in place
        memo = self._memo
        hit = memo.get(key)
        if hit is None and not checks:  # points are enough: a result made without its checks
            memo = self._points_memo
            hit = memo.get(key)
        if hit is not None:
            memo.move_to_end(key)
            if tree.result is not hit:
                for n, pts in zip(tree.flat, hit.node_points, strict=False):
                    n.points = pts
                    n._desc_points = None
            # (``result`` is a validation's, with its checks: a points-only one is not kept)
            tree.key, tree.result = (key, hit) if memo is self._memo else (None, None)
            return hit
        res = self._compute_model(ev, tree, checks)
        memo = self._memo if checks else self._points_memo
        memo[key] = res
        if len(memo) > self._memo_size:
            memo.popitem(last=False)
        # (the tree's nodes hold these points now: the result it kept is not its any more)
        tree.key, tree.result = (key, res) if checks else (None, None)
        return res

    def _settle_points(self, ev: Evaluator, trees: Sequence[_Tree]) -> None:
        """Points counted across models (a repeat "+10 per 100 pts of X in the force") do not
        depend on the order of the models: every model is evaluated first (:data:`POINT_PASSES`
        times, fewer when its points stop changing), then counted with the others' points in
        place. A cost counting points that count it back (itself, or two costs counting each
        other) is not iterated further: it never runs away."""
        before: list[Fraction] | None = None
        for _ in range(POINT_PASSES):
            now = [self._compute_model(ev, t).points for t in trees]
            if now == before:
                return
            before = now

    def _compute_model(self, ev: Evaluator, tree: _Tree, checks: bool = True) -> _ModelResult:
        """The points of the model of ``tree`` and its options, and (``checks``) the breaches
        of the limits counted inside the model and the slots counted across the Force."""
        node = tree.node
        local: list[Violation] = []
        force_scoped: list[Holder] = []
        seen: set[tuple[int, str, str]] = set()
        parent = node.parent or ev.root
        for n in tree.flat:  # as a fresh subtree: costs below may count points in their parent
            n.points = Fraction(0)
            n._desc_points = None
        # Points: the model's own cost (its share of a Squad's cost) and every option below it,
        # the options first (a cost may count the points below it, as BattleScribe's does).
        for n in reversed(tree.flat):
            if n.info is not None:
                owner = n.parent or ev.root
                n.points = ev.cost(n, owner) * n.count
                if self._points_counted:
                    for a in owner.ancestors():  # the points they cached are stale now
                        a._desc_points = None
        if node.info is not None and node.info.entry.squad_size and parent is ev.root:
            node.points /= node.info.entry.squad_size  # each model's share of the Squad's cost
        points = node.subtree_points()
        if not checks:
            return _ModelResult(points, [n.points for n in tree.flat], [], [], {})
        # Constraints of every option slot, counted in the scope of the selection holding it.
        for owner in tree.flat:
            if owner.info is None:
                continue
            for child in owner.children:
                if child.info is not None and ev.hidden(child.info.entry, owner, child):
                    local.append(
                        violation(
                            "option.unavailable",
                            {"entry": child.entry_id},
                            (_PLACEHOLDER,),
                            (child.entry_id,),
                        )
                    )
            for holder, has_local, has_force, outer in self._slots_of(owner.info.entry):
                if outer is not None and _hidden_slot(ev, holder, outer, owner):
                    continue  # BattleScribe skips the limits of what is hidden
                if has_force:
                    force_scoped.append(holder)
                if has_local:
                    for b in ev.check(holder, owner, None, local_only=True):
                        if _once(b, seen, id(owner)):
                            local.append(self._breach(b, (_PLACEHOLDER,)))
        keys: dict[tuple[str, str], Holder] = {}
        for holder in force_scoped:
            for c in holder.constraints:
                keys.setdefault((_target(holder), c.id), holder)
        return _ModelResult(points, [n.points for n in tree.flat], local, force_scoped, keys)

    def _slots_of(self, e: Entry) -> tuple[_Slot, ...]:
        """The option slots of ``e``, each with whether it has limits counted inside the model,
        whether it has limits counted across the Force, and the groups around it."""
        slots = self._slots.get(e.id)
        if slots is None:
            out = []
            for holder, outer in _slots(e):
                force_wide = sum(c.scope in (Scope.FORCE, Scope.ROSTER) for c in holder.constraints)
                if holder.constraints:
                    # (None: nothing around it can ever be hidden, no need to look)
                    chain = (*outer, holder)
                    hides = any(getattr(h, "hidden", False) or h.modifiers for h in chain)
                    out.append((holder, force_wide < len(holder.constraints), force_wide > 0,
                                outer if hides else None))
            slots = self._slots[e.id] = tuple(out)
        return slots

    def _deps_of(self, entry_id: str) -> tuple[tuple[str, str, bool], ...]:
        deps = self._deps.get(entry_id)
        if deps is None:
            found: set[tuple[str, str, bool]] = set()
            root = self.index.roots[entry_id]
            holders: list[Holder] = [*root.walk(), *root.walk_groups()]
            for h in holders:
                for mod in h.modifiers:
                    for r in mod.repeats:
                        if r.scope not in (Scope.PARENT, Scope.SELF, Scope.MODEL):
                            found.add((r.child_id, str(r.field), r.include_children))
                    if mod.conditions is not None:
                        _condition_deps(mod.conditions, found)
            deps = tuple(sorted(found))
            self._deps[entry_id] = deps
        return deps

    def _breach(self, b: Breach, refs: tuple[str, ...]) -> Violation:
        c = b.constraint
        h = b.holder
        params: dict[str, int | float | str | None] = {
            "limit": _num(b.limit),
            "count": _num(b.actual),
            "field": str(c.field),
            "scope": str(c.scope),
            "name": h.name,
            "constraint": c.id,
        }
        code = c.code
        if isinstance(h, Category):
            params["category"] = h.id
            if h.section is not None:
                params["section"] = str(h.section)
                code = code or ("allowance.section_max" if c.is_max else "allowance.section_min")
            code = code or ("allowance.category_max" if c.is_max else "allowance.category_min")
        elif isinstance(h, Entry) and h.id in self.index.roots:
            params["entry"] = h.id
            code = code or ("allowance.entry_max" if c.is_max else "allowance.entry_min")
        else:
            params["entry"] = h.id
            if c.scope in (Scope.FORCE, Scope.ROSTER) or b.repeated:
                # Counted across the Force: name the shared item, whichever model's copy it was.
                params["entry"] = _target(h)
                if b.repeated:
                    code = code or "armoury.per_n"
                code = code or ("armoury.limit_max" if c.is_max else "armoury.limit_min")
            elif isinstance(h, EntryGroup):
                code = code or ("option.group_max" if c.is_max else "option.group_min")
            else:
                code = code or ("option.entry_max" if c.is_max else "option.entry_min")
        if c.field == "points" and code.startswith("allowance"):
            code = "points.limit"
        return violation(code, params, refs, (str(params.get("entry") or h.id),))


def _view(ev: Evaluator, n: Node, root: Node) -> SelectionView:
    owner = n.parent or root
    name, hidden = n.entry_id, False
    if n.info is not None:
        e = n.info.entry
        got, _ = ev.modified(e.modifiers, "name", e.name, owner, n) if e.modifiers else (e.name, 0)
        name = str(got)
        hidden = ev.hidden(e, owner, n)
    kids = tuple(_view(ev, c, root) for c in n.children)
    return SelectionView(n.entry_id, n.count, n.points, name, hidden, n.uids, kids)


def _once(b: Breach, seen: set[tuple[int, str, str]], where: int) -> bool:
    """Whether ``b`` is reported: a shared entry's own limit reached through several links (each
    a copy holding it) is one limit, counted once and reported once where it is counted."""
    h, c = b.holder, b.constraint
    if isinstance(h, Category) or not c.shared or not h.ref:
        return True
    key = (where, h.ref, c.id)
    if key in seen:
        return False
    seen.add(key)
    return True


def _slots(e: Entry) -> Iterable[tuple[Holder, tuple[EntryGroup, ...]]]:
    """The entries and groups a selection of ``e`` may hold directly, each with the groups
    around it (outermost first)."""
    for child in e.entries:
        yield child, ()
    stack: list[tuple[EntryGroup, tuple[EntryGroup, ...]]] = [(g, ()) for g in e.groups]
    while stack:
        g, outer = stack.pop()
        yield g, outer
        inner = (*outer, g)
        for child in g.entries:
            yield child, inner
        stack.extend((sub, inner) for sub in g.groups)


def _hidden_slot(
    ev: Evaluator, holder: Holder, outer: tuple[EntryGroup, ...], owner: Node
) -> bool:
    """Whether an option slot is hidden where ``owner`` holds it (itself or a group around
    it): BattleScribe does not enforce the limits of hidden entries and groups."""
    return any(ev.hidden(h, owner, None) for h in (*outer, holder))


def _condition_deps(g: ConditionGroup, found: set[tuple[str, str, bool]]) -> None:
    for c in g.conditions:
        if c.comparison in (Comparison.INSTANCE_OF, Comparison.NOT_INSTANCE_OF):
            continue
        if c.scope not in (Scope.PARENT, Scope.SELF, Scope.MODEL):
            found.add((c.child_id, str(c.field), c.include_children))
    for s in g.groups:
        _condition_deps(s, found)


def _target(holder: Holder) -> str:
    """The id a constraint of ``holder`` counts (a linked shared entry counts as its target)."""
    return holder.id if isinstance(holder, Category) else (holder.ref or holder.id)


def _holders_uids(root: Node, holder_id: str) -> tuple[str, ...]:
    uids: dict[str, None] = {}  # (in order, each once: a list's `in` made it quadratic)
    for model in root.children:
        if holder_id not in model.subtree_ids():
            continue
        for n in model.walk():
            if holder_id in n.identities:
                for u in n.uids:
                    uids.setdefault(u, None)
                break
    return tuple(uids)


def _with_refs(v: Violation, refs: tuple[str, ...]) -> Violation:
    if v.refs == (_PLACEHOLDER,):
        return Violation(v.code, v.severity, v.params, refs, v.entries)
    return v


def _add(into: Counter[str], counts: Counter[str], times: int = 1) -> None:
    for k, v in counts.items():
        into[k] += v * times


def _sum_points(values: Iterable[Fraction]) -> Fraction:
    """The sum of points, whole numbers added as ints (Fraction arithmetic is slow)."""
    whole = 0
    rest: list[Fraction] = []
    for p in values:
        if p.denominator == 1:
            whole += p.numerator
        else:
            rest.append(p)
    return sum(rest, Fraction(whole))


def _counts_points(tl: TeamList) -> bool:
    """Whether a condition or repeat (or a limit inside a model) counts points: the value then
    depends on other models' points, only final once all are evaluated."""
    holders: list[Holder] = [*tl.categories]
    for root in tl.entries:
        holders += [*root.walk(), *root.walk_groups()]
    roots = {id(e) for e in tl.entries}

    def conds(g: ConditionGroup) -> Iterable[Field]:
        for c in g.conditions:
            yield c.field
        for sub in g.groups:
            yield from conds(sub)

    for h in holders:
        for mod in h.modifiers:
            if any(r.field == Field.POINTS for r in mod.repeats):
                return True
            if mod.conditions is not None and Field.POINTS in conds(mod.conditions):
                return True
        if isinstance(h, Category) or id(h) in roots:
            continue  # counted at the roster, once every model is evaluated
        for c in h.constraints:
            if c.field == Field.POINTS and c.scope not in (Scope.PARENT, Scope.SELF):
                return True
    return False


def _num(x: float) -> int | float:
    return int(x) if float(x).is_integer() else x


def _points_checks(total: Fraction, limit: int, over_code: str) -> list[Violation]:
    shown = points_int(total)
    if shown > limit:
        return [violation(over_code, {"points": shown, "limit": limit, "over": shown - limit})]
    if shown < limit:
        unspent = {"points": shown, "limit": limit, "unspent": limit - shown}
        return [violation("points.unspent", unspent)]
    return []


def _report(violations: list[Violation], base: Report, limit: int | None) -> Report:
    unique: dict[tuple[object, ...], Violation] = {}
    for v in violations:
        unique.setdefault((v.code, v.refs, tuple(sorted(v.params.items()))), v)
    ordered = tuple(sorted(unique.values(), key=Violation.sort_key))
    return Report(ordered, base.model_points, base.group_points, limit)


def validate_force(team_list: TeamList, force: Force) -> Report:
    return Validator(team_list).validate_force(force)


def validate_team(team_list: TeamList, force: Force, team: Team) -> Report:
    return Validator(team_list).validate_team(force, team)
