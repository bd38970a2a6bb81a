"""What BattleScribe selects by itself when a unit is added: mandatory children and defaults.

``default_selections(entry)`` gives the options a new model of ``entry`` starts with: every
child entry its parent must hold (``min`` in the parent, e.g. frag and krak grenades) and, for
every option group that must hold a choice, the group's default entry (e.g. the bolt pistol).
Their costs are what makes a Tactical Marine 12 + 1 + 1 = 14 pts.
"""

from __future__ import annotations

from app.rules.force import Selection
from app.rules.teamlist import Entry, EntryGroup, Field, Scope, TeamList, mandatory_count

MAX_DEPTH = 32


def _group_min(g: EntryGroup) -> int:
    best = 0
    for c in g.constraints:
        if c.kind == "min" and c.field == Field.SELECTIONS and c.scope == Scope.PARENT:
            best = max(best, int(c.value))
    return best


def default_selections(entry: Entry, depth: int = 0) -> tuple[Selection, ...]:
    """The selections a new ``entry`` starts with (not counting hidden entries): every child
    its parent must hold (``min`` in the parent), that many times, and the default of every
    group that must hold a choice, as many times as the group's ``min``. ``entry``'s own model
    children are left out (a Squad's members are models of the Force); deeper ones are not."""
    if depth > MAX_DEPTH:
        return ()
    out: list[Selection] = []
    for child in entry.entries:
        n = mandatory_count(child)
        # The model children of the entry itself are its Squad's members (models of the Force,
        # not options); below it BattleScribe selects a model child like any other.
        if n and not child.hidden and (child.kind != "model" or depth > 0):
            out.append(Selection(child.id, n, default_selections(child, depth + 1)))
    stack = list(entry.groups)
    while stack:
        g = stack.pop(0)
        if g.hidden:
            continue
        for child in g.entries:
            n = mandatory_count(child)
            if n and not child.hidden:
                out.append(Selection(child.id, n, default_selections(child, depth + 1)))
        if g.default and _group_min(g) >= 1:
            chosen = next((e for e in g.walk_entries() if e.id == g.default), None)
            if chosen is not None and not any(s.entry == chosen.id for s in out):
                # as many of the default as the group needs (BattleScribe fills its min)
                out.append(Selection(chosen.id, _group_min(g), default_selections(chosen,
                                                                                  depth + 1)))
        stack.extend(g.groups)
    return tuple(out)


def force_defaults(team_list: TeamList) -> tuple[tuple[Entry, int], ...]:
    """The root entries a new BattleScribe force starts with, each with how many times.

    BattleScribe adds a root entry to a new force as many times as its own ``min`` on selections
    in the force asks (scope ``parent``, ``force`` or ``roster``: the force is a root entry's
    parent), hidden or not. Force Sheet's Force editor starts a Force empty (the player recruits
    every model; a missing one is reported); this is what a BattleScribe force starts with.
    """
    out: list[tuple[Entry, int]] = []
    for e in team_list.entries:
        n = 0
        for c in e.constraints:
            if (c.kind == "min" and c.field == Field.SELECTIONS
                    and c.scope in (Scope.PARENT, Scope.FORCE, Scope.ROSTER)):
                n = max(n, int(c.value))
        if n > 0:
            out.append((e, n))
    return tuple(out)
