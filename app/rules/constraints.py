"""BattleScribe-style evaluation of constraints, modifiers, conditions and repeats.

A Force (or Team) is turned into a tree of :class:`Node` s, like a BattleScribe roster: the
roster root, one node per model (or one per Squad unit, its members below it), and the chosen
options below those. Counts of selections and points per id (entry, shared entry, group,
category) are taken in the scopes that constraints and conditions name.

The work per model depends only on the model's own options and on the force-wide counts its
conditions look at, so the validator memoises it: a 1,000-model Force with thirty kinds of
model costs thirty evaluations, not a thousand. The counts a node caches depend only on the
selections below it, so a model's subtree can be kept from one validation to the next; its
``points`` (and the points it caches) are the evaluator's and are set again when they change.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction

from app.rules.teamlist import (
    ANY,
    Category,
    Comparison,
    Condition,
    ConditionGroup,
    Constraint,
    Entry,
    EntryGroup,
    EntryInfo,
    Field,
    Modifier,
    ModifierKind,
    Repeat,
    Scope,
    TeamListIndex,
)

Holder = Entry | EntryGroup | Category


@dataclass(eq=False)
class Node:
    """A selection in the roster tree."""

    info: EntryInfo | None  # None for the roster root and for unknown ids
    entry_id: str
    count: int = 1
    children: list[Node] = field(default_factory=list)
    parent: Node | None = None
    uids: tuple[str, ...] = ()  # the models this selection belongs to
    _child_counts: Counter[str] | None = None
    _desc_counts: Counter[str] | None = None
    _desc_points: Counter[str] | None = None
    _subtree_ids: frozenset[str] | None = None
    _subtree_count: int | None = None
    _own: dict[bool, Counter[str]] | None = None
    points: Fraction = Fraction(0)  # own cost x count (set by the evaluator)

    @property
    def identities(self) -> frozenset[str]:
        return self.info.identities if self.info else frozenset((self.entry_id,))

    def own_identities(self) -> frozenset[str]:
        """Its ids but the shared entries and groups it was linked from (``shared="false"``:
        BattleScribe then names a linked copy by its link, never by the shared entry)."""
        info = self.info
        if info is None:
            return self.identities
        # (``ref`` is also a nested entry's own id, the last step of its path: that one stays)
        holders: list[Entry | EntryGroup] = [info.entry, *info.groups]
        refs = {h.ref for h in holders if h.ref and h.ref != h.id.rsplit("/", 1)[-1]}
        if not refs:
            return info.identities
        keep = {info.entry.id, *info.entry.categories, *info.entry.aliases}
        for g in info.groups:
            keep.add(g.id)
            keep.update(g.aliases)
        return info.identities - (refs - keep)

    def own_counts(self, include: bool) -> Counter[str]:
        """:meth:`child_counts` (``include``: :meth:`desc_counts`) by :meth:`own_identities`."""
        if self._own is None:
            self._own = {}
        found = self._own.get(include)
        if found is None:
            found = Counter()
            for c in self.children:
                for i in c.own_identities():
                    found[i] += c.count
                if include:
                    found.update(c.own_counts(True))
            self._own[include] = found
        return found

    def add(self, child: Node) -> None:
        child.parent = self
        self.children.append(child)

    def walk(self) -> Iterator[Node]:
        yield self
        for c in self.children:
            yield from c.walk()

    def child_counts(self) -> Counter[str]:
        if self._child_counts is None:
            cnt: Counter[str] = Counter()
            for c in self.children:
                for i in c.identities:
                    cnt[i] += c.count
            self._child_counts = cnt
        return self._child_counts

    def desc_counts(self) -> Counter[str]:
        if self._desc_counts is None:
            cnt: Counter[str] = Counter()
            for c in self.children:
                for i in c.identities:
                    cnt[i] += c.count
                cnt.update(c.desc_counts())
            self._desc_counts = cnt
        return self._desc_counts

    def desc_points(self) -> Counter[str]:
        if self._desc_points is None:
            pts: Counter[str] = Counter()
            for c in self.children:
                sub = c.subtree_points()
                for i in c.identities:
                    pts[i] += sub  # type: ignore[assignment]
                pts.update(c.desc_points())
            self._desc_points = pts
        return self._desc_points

    def set_counts(self, children: Counter[str], desc: Counter[str], total: int) -> None:
        """Give the counts of this node's selections, summed by the caller (the validator keeps
        the roster's counts up to date from one edit to the next instead of walking the tree)."""
        self._child_counts = children
        self._desc_counts = desc
        self._subtree_count = total
        self._own = None

    def subtree_ids(self) -> frozenset[str]:
        """Every id a selection in this subtree counts as (this node's own included)."""
        if self._subtree_ids is None:
            self._subtree_ids = self.identities.union(self.desc_counts())
        return self._subtree_ids

    def subtree_count(self) -> int:
        """The number of selections in this subtree (this node's own count included)."""
        if self._subtree_count is None:
            self._subtree_count = self.count + sum(c.subtree_count() for c in self.children)
        return self._subtree_count

    def subtree_points(self) -> Fraction:
        return self.points + sum((c.subtree_points() for c in self.children), Fraction(0))

    def root_model(self) -> Node:
        n = self
        while n.parent is not None and n.parent.parent is not None:
            n = n.parent
        return n

    def ancestors(self) -> Iterator[Node]:
        n: Node | None = self
        while n is not None:
            yield n
            n = n.parent


@dataclass(frozen=True, slots=True)
class Breach:
    """A constraint that does not hold, before it is turned into a Violation."""

    holder: Holder
    constraint: Constraint
    limit: float
    actual: float
    owner: Node  # the selection in whose scope it was counted
    repeated: bool  # its limit comes from a repeat ("one per N")


class Evaluator:
    """Evaluates constraints and modifiers over one roster tree."""

    def __init__(self, index: TeamListIndex, root: Node) -> None:
        self.index = index
        self.root = root

    # -- counting -----------------------------------------------------------------------
    def count(
        self, scope_node: Node | None, child_id: str, fld: Field, include: bool,
        shared: bool = True,
    ) -> float:
        """The selections (or points) of ``child_id`` below ``scope_node``, per one of it: the
        options of a selection of count 5 are counted for each of the five (its children's
        counts are multiplied by its own, see ``Validator._option_node``)."""
        if scope_node is None:
            return 0.0
        per = scope_node.count if scope_node.count > 1 and scope_node is not self.root else 1
        if fld == Field.POINTS:
            pts = scope_node.desc_points()
            if child_id == ANY:
                return float(scope_node.subtree_points() - scope_node.points) / per
            return float(pts.get(child_id, 0)) / per
        if not shared and child_id != ANY:
            return float(scope_node.own_counts(include).get(child_id, 0)) / per
        counts = scope_node.desc_counts() if include else scope_node.child_counts()
        if child_id == ANY:
            if include:
                return float(scope_node.subtree_count() - scope_node.count) / per
            return float(sum(c.count for c in scope_node.children)) / per
        return float(counts.get(child_id, 0)) / per

    def scope_node(self, scope: str, owner: Node, self_node: Node | None) -> Node | None:
        if scope in (Scope.FORCE, Scope.ROSTER):
            return self.root
        if scope == Scope.PARENT:
            return owner
        if scope == Scope.SELF:
            return self_node
        if scope == Scope.MODEL:
            return owner.root_model() if owner is not self.root else self.root
        if scope == Scope.ANCESTOR:
            return owner
        for n in owner.ancestors():  # an ancestor's entry id
            if scope in n.identities:
                return n
        return None

    # -- conditions ---------------------------------------------------------------------
    def condition(self, c: Condition, owner: Node, self_node: Node | None) -> bool:
        if not c.child_id:
            return False  # it names nothing: BattleScribe's query finds no number, never true
        if c.comparison in (Comparison.INSTANCE_OF, Comparison.NOT_INSTANCE_OF):
            if c.scope == Scope.ANCESTOR:
                found = any(_instance(n, c.child_id) for n in owner.ancestors()
                            if n is not self.root)
            else:
                node = self.scope_node(c.scope, owner, self_node)
                found = node is not None and _instance(node, c.child_id)
            return found if c.comparison == Comparison.INSTANCE_OF else not found
        if c.scope == Scope.ANCESTOR:
            # Every selection above, not only the parent: how many of them are ``child_id``.
            n = float(sum(a.count for a in owner.ancestors() if a is not self.root
                          and (c.child_id == ANY or c.child_id in
                               (a.identities if c.shared else a.own_identities()))))
        else:
            node = self.scope_node(c.scope, owner, self_node)
            n = self.count(node, c.child_id, c.field,
                           c.include_children or c.scope == Scope.MODEL, c.shared)
        v = c.value
        match c.comparison:
            case Comparison.EQUAL_TO:
                return n == v
            case Comparison.NOT_EQUAL_TO:
                return n != v
            case Comparison.AT_LEAST:
                return n >= v
            case Comparison.AT_MOST:
                return n <= v
            case Comparison.GREATER_THAN:
                return n > v
            case Comparison.LESS_THAN:
                return n < v
        return False  # pragma: no cover

    def group_holds(self, g: ConditionGroup, owner: Node, self_node: Node | None) -> bool:
        results = itertools.chain(
            (self.condition(c, owner, self_node) for c in g.conditions),
            (self.group_holds(s, owner, self_node) for s in g.groups),
        )
        return all(results) if g.all_of else any(results)

    def repeat_times(self, r: Repeat, owner: Node, self_node: Node | None) -> int:
        node = self.scope_node(r.scope, owner, self_node)
        n = self.count(node, r.child_id, r.field, r.include_children, r.shared)
        if r.value <= 0:
            return 0
        q = n / r.value
        return r.repeats * (math.ceil(q) if r.round_up else math.floor(q))

    # -- modifiers ----------------------------------------------------------------------
    def modified(
        self,
        modifiers: Iterable[Modifier],
        fld: str,
        value: float | str | bool,
        owner: Node,
        self_node: Node | None,
    ) -> tuple[float | str | bool, bool]:
        """Apply every modifier of ``fld``; returns the value and whether a repeat applied."""
        repeated = False
        for m in modifiers:
            if m.field != fld:
                continue
            if m.conditions is not None and not self.group_holds(m.conditions, owner, self_node):
                continue
            times = 1
            if m.repeats:
                times = sum(self.repeat_times(r, owner, self_node) for r in m.repeats)
                repeated = True
                if times == 0:
                    continue
            value = _apply(m, value, times)
        return value, repeated

    def cost(self, node: Node, owner: Node) -> Fraction:
        assert node.info is not None
        e = node.info.entry
        if not e.modifiers:
            return e.cost
        v, _ = self.modified(e.modifiers, "cost", float(e.cost), owner, node)
        return Fraction(v).limit_denominator(1000) if isinstance(v, float | int) else e.cost

    def hidden(self, holder: Holder, owner: Node, self_node: Node | None) -> bool:
        base = getattr(holder, "hidden", False)
        if not holder.modifiers:
            return bool(base)
        v, _ = self.modified(holder.modifiers, "hidden", base, owner, self_node)
        return bool(v)

    # -- constraints --------------------------------------------------------------------
    def check(
        self,
        holder: Holder,
        owner: Node,
        self_node: Node | None,
        extra_max: float = 0.0,
        *,
        local_only: bool = False,
    ) -> Iterator[Breach]:
        """Every constraint of ``holder`` that fails when counted from ``owner`` (with
        ``local_only``, only those not counted across the Force)."""
        for c in holder.constraints:
            if local_only and c.scope in (Scope.FORCE, Scope.ROSTER):
                continue
            if holder.modifiers:
                limit_v, repeated = self.modified(
                    holder.modifiers, c.id, c.value, owner, self_node
                )
                limit = float(limit_v) if isinstance(limit_v, int | float) else c.value
            else:
                limit, repeated = c.value, False
            if c.is_max and limit >= 0:
                limit += extra_max
            if limit < 0:
                continue  # BattleScribe's "-1": no limit
            node = self.scope_node(c.scope, owner, self_node)
            # Counted among the scope's own selections, or (includeChildSelections) every
            # selection below it however deep, as BattleScribe does in every scope: a force-wide
            # limit on a nested option without it counts only the force's own selections.
            include = c.include_children or c.scope == Scope.MODEL
            if (c.scope in (Scope.FORCE, Scope.ROSTER) and not isinstance(holder, Category)
                    and self.index.team_list.origin != "battlescribe"):
                include = True  # a hand-written list's force-wide limits count every option
            # A shared entry linked in many places counts as one: BattleScribe counts the target
            # (unless the constraint is not shared: then only this copy counts).
            if isinstance(holder, Category) or not c.shared:
                target = holder.id
            else:
                target = holder.ref or holder.id
            n = self.count(node, target, c.field, include)
            if (c.is_max and n > limit) or (not c.is_max and n < limit):
                yield Breach(holder, c, limit, n, owner, repeated)


def _apply(m: Modifier, value: float | str | bool, times: int) -> float | str | bool:
    if m.kind == ModifierKind.SET:
        return m.value
    if m.kind == ModifierKind.APPEND:
        return f"{value} {m.value}"
    if isinstance(value, str) or isinstance(m.value, str):
        # A name (or other text) that is a number goes up or down as BattleScribe's does
        # ("100" + "23" is "123"); any other text stays as it is.
        a, b = _as_number(value), _as_number(m.value)
        if a is None or b is None:
            return value
        total = a + b * times if m.kind == ModifierKind.INCREMENT else a - b * times
        return str(int(total)) if float(total).is_integer() else f"{total:g}"
    if isinstance(value, bool) or isinstance(m.value, bool):
        return value
    step = float(m.value) * times
    return float(value) + step if m.kind == ModifierKind.INCREMENT else float(value) - step


KINDS = frozenset(("unit", "model", "upgrade"))


def _instance(node: Node, child_id: str) -> bool:
    """Whether ``node`` is an instance of ``child_id``: one of its ids (entry, shared entry,
    group, category) or its type (``unit``, ``model``, ``upgrade``)."""
    if child_id in node.identities:
        return True
    return child_id in KINDS and node.info is not None and str(node.info.entry.kind) == child_id


def _as_number(v: object) -> float | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, int | float):
        return float(v)
    if isinstance(v, str):
        try:
            x = float(v.strip())
        except ValueError:
            return None
        return x if math.isfinite(x) else None
    return None
