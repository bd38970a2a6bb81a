"""Force and Team validation: points, Model Allowance, options, Armoury, Groups, Team rules.

The generic constraint machinery lives in :mod:`app.rules.constraints`; this module applies the
Heralds of Ruin campaign rules on top of it (RULES.md §2 and §4) and turns every finding into a
:class:`~app.rules.violations.Violation` with a stable code.

Use one :class:`Validator` per Team List and keep it: it memoises the work per kind of model, so
validating again after one edit costs little more than the edit.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from app.rules.constraints import Breach, Evaluator, Holder, Node
from app.rules.force import STARTING_FORCE_POINTS, Force, ForceModel, Selection, Team
from app.rules.teamlist import (
    Category,
    Comparison,
    ConditionGroup,
    Entry,
    EntryGroup,
    Field,
    Scope,
    Section,
    TeamList,
)
from app.rules.violations import Violation, violation

VEHICLE_BAY = "vehicle_bay"
TRAINING_CENTRE = "training_centre"
MAX_GROUP_SIZE = 5


@dataclass(frozen=True, slots=True)
class Report:
    """What validation found, and the points of everything it looked at."""

    violations: tuple[Violation, ...]
    model_points: dict[str, Fraction] = field(default_factory=dict)
    group_points: dict[str, Fraction] = field(default_factory=dict)  # unit-level Squad options
    limit: int | None = None

    @property
    def total(self) -> Fraction:
        return sum(self.model_points.values(), Fraction(0)) + sum(
            self.group_points.values(), Fraction(0)
        )

    @property
    def errors(self) -> tuple[Violation, ...]:
        return tuple(v for v in self.violations if v.severity == "error")

    @property
    def ok(self) -> bool:
        return not self.errors

    def codes(self) -> list[str]:
        return [v.code for v in self.violations]


def points_int(p: Fraction) -> int:
    """Points shown to players: whole points, rounded up (a Squad's share may be a fraction)."""
    return -(-p.numerator // p.denominator)


@dataclass(slots=True)
class _ModelResult:
    points: Fraction
    node_points: list[Fraction]  # each node's own points, in walk order (for point counts)
    local: list[Violation]  # refs filled with a placeholder
    force_scoped: list[Holder]  # option slots with force-wide limits, checked once per Force


_PLACEHOLDER = "\x00model"


class Validator:
    """Validates Forces and Teams of one Team List."""

    def __init__(self, team_list: TeamList, memo_size: int = 4096) -> None:
        self.team_list = team_list
        self.index = team_list.index
        self._memo: OrderedDict[tuple[object, ...], _ModelResult] = OrderedDict()
        self._memo_size = memo_size
        self._deps: dict[str, tuple[tuple[str, str, bool], ...]] = {}

    # -- public ------------------------------------------------------------------------------
    def validate_force(self, force: Force) -> Report:
        starting = force.starting
        report = self._evaluate(force, force.models, allowances=starting)
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

    def validate_team(self, force: Force, team: Team) -> Report:
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
        promoted = self._field_promotion(force, team, picked, out)
        report = self._evaluate(force, picked, allowances=True, promoted=promoted)
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
        leaders = [m.uid for m in picked if self._section(m) == Section.LEADER]
        if len(leaders) > 1:
            out.append(violation("team.too_many_leaders", {"count": len(leaders)}, tuple(leaders)))
        out += _points_checks(report.total, team.points_limit, "points.team_limit")
        return _report(out, report, team.points_limit)

    def model_points(self, force: Force, model: ForceModel) -> Fraction:
        rep = self._evaluate(force, [model], allowances=False)
        return rep.model_points.get(model.uid, Fraction(0))

    # -- helpers -----------------------------------------------------------------------------
    def _section(self, m: ForceModel) -> Section | None:
        info = self.index.infos.get(m.entry)
        if info is None:
            return None
        sec = self.index.section_of(info.entry)
        if sec is None and info.entry.transport:
            return Section.TRANSPORT
        return sec

    def _field_promotion(
        self, force: Force, team: Team, picked: Sequence[ForceModel], out: list[Violation]
    ) -> str | None:
        # A Force whose every Team Leader is Incapacitated cannot field one either.
        force_has_leader = any(
            self._section(m) == Section.LEADER and not m.incapacitated for m in force.models
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
        sections = [self._section(m) for m in force.models]
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
            squad_size = info.entry.squad_size if info else None
            if g.squad or squad_size:
                start = g.starting_size or squad_size or MAX_GROUP_SIZE
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
        promoted: str | None = None,
    ) -> Report:
        idx = self.index
        root = Node(None, "roster")
        out: list[Violation] = []
        squads: dict[str, Node] = {}
        group_points: dict[str, Fraction] = {}
        model_nodes: list[tuple[ForceModel, Node]] = []
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
                node = Node(minfo, m.member, uids=(m.uid,))
                unit.add(node)
            else:
                node = Node(info, m.entry, uids=(m.uid,))
                root.add(node)
            for sel in m.options:
                node.add(self._option_node(sel, node.info.entry if node.info else None, m.uid, out))
            model_nodes.append((m, node))
        ev = Evaluator(idx, root)
        model_points: dict[str, Fraction] = {}
        force_scoped: dict[tuple[str, str], tuple[Holder, Node]] = {}
        for m, node in model_nodes:
            res = self._model_result(ev, m, node)
            model_points[m.uid] = res.points
            for v in res.local:
                out.append(_with_refs(v, (m.uid,)))
            for holder in res.force_scoped:
                for c in holder.constraints:
                    force_scoped.setdefault((_target(holder), c.id), (holder, node))
        members = {id(n) for _, n in model_nodes}
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
            for holder in _slots(unit.info.entry):
                for b in ev.check(holder, unit, None):
                    if b.constraint.scope in (Scope.FORCE, Scope.ROSTER):
                        force_scoped.setdefault((_target(holder), b.constraint.id), (holder, unit))
                        continue
                    out.append(self._breach(b, unit.uids))
        # Force-wide option limits ("one per N"), once each.
        seen: set[tuple[str, str]] = set()
        for (hid, cid), (holder, owner) in force_scoped.items():
            if (hid, cid) in seen:
                continue
            seen.add((hid, cid))
            for b in ev.check(holder, owner, None):
                if b.constraint.id != cid or b.constraint.scope not in (Scope.FORCE, Scope.ROSTER):
                    continue
                out.append(self._breach(b, _holders_uids(root, _target(holder))))
        # Model Allowance: categories and root entries, counted at the roster.
        for e in self.team_list.entries:
            if allowances:
                for b in ev.check(e, root, None):
                    out.append(self._breach(b, _holders_uids(root, e.id)))
            if any(n.info is not None and n.info.entry is e for n in root.children) and ev.hidden(
                e, root, None
            ):
                out.append(
                    violation(
                        "entry.unavailable", {"entry": e.id}, _holders_uids(root, e.id), (e.id,)
                    )
                )
        if allowances:
            trained = TRAINING_CENTRE in force.upgrades
            for cat in self.team_list.categories:
                bonus = 1.0 if (trained and cat.section == Section.SPECIALIST) else 0.0
                for b in ev.check(cat, root, None, extra_max=bonus):
                    if (
                        promoted is not None
                        and cat.section == Section.LEADER
                        and not b.constraint.is_max
                    ):
                        continue  # the promoted Specialist leads this Team
                    out.append(self._breach(b, _holders_uids(root, cat.id)))
        return Report(tuple(out), model_points, group_points)

    def _option_node(
        self, sel: Selection, parent: Entry | None, uid: str, out: list[Violation]
    ) -> Node:
        info = self.index.infos.get(sel.entry)
        if info is None or parent is None or info.parent is not parent:
            out.append(violation("option.unknown", {"entry": sel.entry}, (uid,), (sel.entry,)))
            info = None
        node = Node(info, sel.entry, count=max(sel.count, 0), uids=(uid,))
        for c in sel.children:
            node.add(self._option_node(c, info.entry if info else None, uid, out))
        return node

    def _model_result(self, ev: Evaluator, m: ForceModel, node: Node) -> _ModelResult:
        deps = self._deps_of(m.entry)
        key = (m.signature(), *(ev.count(ev.root, cid, Field(f), inc) for cid, f, inc in deps))
        # Force-wide conditions on the parent of a squad member depend on its unit too.
        if m.member is not None and node.parent is not None:
            key = (*key, tuple(sorted(node.parent.child_counts().items())))
        hit = self._memo.get(key)
        if hit is not None:
            self._memo.move_to_end(key)
            for n, pts in zip(node.walk(), hit.node_points, strict=False):
                n.points = pts
            return hit
        res = self._compute_model(ev, node)
        self._memo[key] = res
        if len(self._memo) > self._memo_size:
            self._memo.popitem(last=False)
        return res

    def _compute_model(self, ev: Evaluator, node: Node) -> _ModelResult:
        local: list[Violation] = []
        force_scoped: list[Holder] = []
        parent = node.parent or ev.root
        # Points: the model's own cost (its share of a Squad's cost) and every option below it.
        for n in node.walk():
            if n.info is not None:
                owner = n.parent or ev.root
                n.points = ev.cost(n, owner) * n.count
        if node.info is not None and node.info.entry.squad_size and parent is ev.root:
            node.points /= node.info.entry.squad_size  # each model's share of the Squad's cost
        points = node.subtree_points()
        # Constraints of every option slot, counted in the scope of the selection holding it.
        for owner in node.walk():
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
            for holder in _slots(owner.info.entry):
                local_cs = [c for c in holder.constraints if c.scope not in ("force", "roster")]
                if len(local_cs) != len(holder.constraints):
                    force_scoped.append(holder)
                if not local_cs:
                    continue
                for b in ev.check(holder, owner, None):
                    if b.constraint.scope in (Scope.FORCE, Scope.ROSTER):
                        continue
                    local.append(self._breach(b, (_PLACEHOLDER,)))
        return _ModelResult(points, [n.points for n in node.walk()], local, force_scoped)

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


def _slots(e: Entry) -> Iterable[Holder]:
    """The entries and groups a selection of ``e`` may hold directly."""
    yield from e.entries
    stack = list(e.groups)
    while stack:
        g = stack.pop()
        yield g
        yield from g.entries
        stack.extend(g.groups)


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
    uids: list[str] = []
    for model in root.children:
        for n in model.walk():
            if holder_id in n.identities:
                for u in n.uids:
                    if u not in uids:
                        uids.append(u)
                break
    return tuple(uids)


def _with_refs(v: Violation, refs: tuple[str, ...]) -> Violation:
    if v.refs == (_PLACEHOLDER,):
        return Violation(v.code, v.severity, v.params, refs, v.entries)
    return v


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
