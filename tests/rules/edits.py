"""Random edit sequences over any Team List, as a player makes them in the Force editor.

Used to check that a long-lived (memoised) :class:`Validator` reports exactly what a fresh one
reports after every edit: adding and removing models and Squads, changing options (nested too),
moving models in and out of Groups, duplicate uids, unknown ids, a reloaded Force (equal models,
new objects), the starting flag and Base upgrades.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from app.rules.bsdata.defaults import default_selections
from app.rules.force import Force, ForceModel, Group, Selection, Team
from app.rules.teamlist import Entry, Section, TeamList
from app.rules.validation import TRAINING_CENTRE, VEHICLE_BAY, Validator


def _children(tl: TeamList) -> dict[str, list[Entry]]:
    out: dict[str, list[Entry]] = {}
    for info in tl.index.infos.values():
        if info.parent is not None:
            out.setdefault(info.parent.id, []).append(info.entry)
    return out


@dataclass
class Editor:
    """A Force under random edits."""

    tl: TeamList
    rnd: random.Random
    models: list[ForceModel] = field(default_factory=list)
    groups: dict[str, Group] = field(default_factory=dict)
    starting: bool = False
    upgrades: frozenset[str] = frozenset()
    serial: int = 0

    def __post_init__(self) -> None:
        self.options = _children(self.tl)
        roots = list(self.tl.entries)
        self.plain = [e for e in roots if not e.squad_size]
        self.squads = [e for e in roots if e.squad_size and self._member(e) is not None]

    # -- building blocks ----------------------------------------------------------------------
    def _uid(self) -> str:
        self.serial += 1
        return f"u{self.serial}"

    def _member(self, unit: Entry) -> Entry | None:
        return next((c for c in unit.entries if c.kind == "model"), None)

    def _option(self, parent_id: str) -> Selection | None:
        offered = self.options.get(parent_id, [])
        if not offered:
            return None
        e = self.rnd.choice(offered)
        count = 2 if self.rnd.random() < 0.1 else 1
        return Selection(e.id, count, default_selections(e))

    def force(self) -> Force:
        return Force(self.tl.id, tuple(self.models), tuple(self.groups.values()), "Edited",
                     self.upgrades, self.starting)

    # -- edits --------------------------------------------------------------------------------
    def add(self) -> None:
        e = self.rnd.choice(self.plain)
        opts = list(default_selections(e))
        if self.rnd.random() < 0.5 and (o := self._option(e.id)) is not None:
            opts.append(o)
        gid = None
        if self.tl.section_of(e) == Section.CORE and self.rnd.random() < 0.4:
            gid = f"g-{e.id}-{self.rnd.randint(0, 2)}"
            self.groups.setdefault(gid, Group(gid, e.id))
        self.models.append(ForceModel(self._uid(), e.id, options=tuple(opts), group=gid))

    def add_squad(self) -> None:
        if not self.squads:
            return self.add()
        unit = self.rnd.choice(self.squads)
        member = self._member(unit)
        assert member is not None
        gid = f"s{self._uid()}"
        opts = tuple(o for o in [self._option(unit.id)] if o and self.rnd.random() < 0.5)
        self.groups[gid] = Group(gid, unit.id, squad=True, starting_size=unit.squad_size,
                                 options=opts)
        for _ in range(self.rnd.randint(1, (unit.squad_size or 3) + 1)):
            self.models.append(ForceModel(self._uid(), unit.id, member=member.id, group=gid,
                                          options=default_selections(member)))
        return None

    def remove(self) -> None:
        if self.models:
            self.models.pop(self.rnd.randrange(len(self.models)))

    def change_options(self) -> None:
        if not self.models:
            return
        k = self.rnd.randrange(len(self.models))
        m = self.models[k]
        opts = list(m.options)
        r = self.rnd.random()
        if opts and r < 0.4:
            opts.pop(self.rnd.randrange(len(opts)))
        elif opts and r < 0.6:
            # A nested option under one of the model's selections.
            i = self.rnd.randrange(len(opts))
            sel = opts[i]
            if (o := self._option(sel.entry)) is not None:
                opts[i] = replace(sel, children=(*sel.children, o))
        elif (o := self._option(m.member or m.entry)) is not None:
            opts.append(o)
        if self.rnd.random() < 0.03:
            opts.append(Selection("no-such-option"))
        self.models[k] = replace(m, options=tuple(opts))

    def regroup(self) -> None:
        plain = [i for i, m in enumerate(self.models) if m.member is None]
        if not plain:
            return
        k = self.rnd.choice(plain)
        m = self.models[k]
        if m.group is not None:
            self.models[k] = replace(m, group=None)
        else:
            gid = f"g-{m.entry}-{self.rnd.randint(0, 2)}"
            self.groups.setdefault(gid, Group(gid, m.entry))
            self.models[k] = replace(m, group=gid)

    def squad_options(self) -> None:
        squads = [g for g in self.groups.values() if g.squad]
        if not squads:
            return
        g = self.rnd.choice(squads)
        opts = list(g.options)
        if opts and self.rnd.random() < 0.5:
            opts.pop()
        elif (o := self._option(g.entry)) is not None:
            opts.append(o)
        self.groups[g.id] = replace(g, options=tuple(opts))

    def oddity(self) -> None:
        r = self.rnd.random()
        if r < 0.3 and self.models:  # a second model with the same uid
            m = self.rnd.choice(self.models)
            self.models.append(replace(m, options=m.options[:-1]))
        elif r < 0.5:
            self.models.append(ForceModel(self._uid(), "no-such-entry"))
        elif r < 0.75:
            self.starting = not self.starting
        else:
            self.upgrades = self.upgrades ^ {self.rnd.choice([VEHICLE_BAY, TRAINING_CENTRE])}

    def reload(self) -> None:
        """The store reads the Force again: equal models, new objects."""
        self.models = copy.deepcopy(self.models)
        self.groups = copy.deepcopy(self.groups)

    def step(self) -> None:
        ops = [(self.add, 5), (self.add_squad, 1), (self.remove, 2), (self.change_options, 6),
               (self.regroup, 1), (self.squad_options, 1), (self.oddity, 1), (self.reload, 1)]
        op = self.rnd.choices([o for o, _ in ops], [w for _, w in ops])[0]
        op()


def edited_forces(tl: TeamList, rnd: random.Random, steps: int, start: int = 0,
                  ) -> Iterator[tuple[Force, Editor]]:
    ed = Editor(tl, rnd)
    for _ in range(start):
        ed.add()
    for _ in range(steps):
        ed.step()
        yield ed.force(), ed


def assert_memo_agrees(tl: TeamList, rnd: random.Random, steps: int, start: int = 0) -> int:
    """Validate every edited Force with long-lived Validators (one with a tiny memo) and with
    fresh ones, with and without memo; they must agree on everything (violations in order,
    points of models and Squads). Teams and single models are validated in between, as the app
    does; and the points alone (``force_points``, the prices' probes) are the full
    validation's. Returns the number of checks made."""
    shared, small = Validator(tl), Validator(tl, memo_size=3)
    checks = 0
    for f, _ in edited_forces(tl, rnd, steps, start):
        reference = Validator(tl, memo_size=0).validate_force(f)
        assert shared.validate_force(f) == reference
        assert small.validate_force(f) == reference
        assert Validator(tl).validate_force(f) == reference
        for points in (shared.force_points(f), Validator(tl, memo_size=0).force_points(f)):
            assert points.model_points == reference.model_points
            assert points.group_points == reference.group_points
        checks += 1
        if f.models and rnd.random() < 0.3:
            uids = tuple(m.uid for m in f.models if rnd.random() < 0.5)
            team = Team(uids, rnd.choice([100, 200]))
            assert shared.validate_team(f, team) == Validator(tl, memo_size=0).validate_team(
                f, team)
            m = rnd.choice(f.models)
            assert shared.model_points(f, m) == Validator(tl, memo_size=0).model_points(f, m)
            checks += 2
    return checks
