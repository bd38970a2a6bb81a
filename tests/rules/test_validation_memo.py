"""The Validator keeps work between validations; it must report exactly what a fresh one does."""

from __future__ import annotations

import random
import threading
from fractions import Fraction
from typing import Any

import pytest

import app.rules.validation as validation
from app.rules.force import Force, ForceModel, Selection
from app.rules.library import find_teamlist
from app.rules.teamlist import (
    Category,
    Comparison,
    Condition,
    ConditionGroup,
    Constraint,
    Entry,
    EntryGroup,
    EntryKind,
    Field,
    Modifier,
    ModifierKind,
    Scope,
    Section,
    TeamList,
)
from app.rules.validation import Validator
from tests.rules.edits import assert_memo_agrees
from tests.rules.helpers import sample_list


def shipped(tl_id: str) -> TeamList:
    tl = find_teamlist(tl_id)
    assert tl is not None
    return tl


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("which", ["test", "space_marines", "orks", "astra_militarum"])
def test_memoised_validation_equals_a_cold_one_across_edits(which: str, seed: int) -> None:
    tl = sample_list() if which == "test" else shipped(which)
    assert assert_memo_agrees(tl, random.Random(seed), steps=40) >= 40


def points_counting_list() -> TeamList:
    """A list whose conditions count points across the Force: a Marine's gun costs 5 more once
    the Force passes 40 pts, and at most one gun while the Force is under 30 pts."""
    over_40 = ConditionGroup(conditions=(
        Condition(Comparison.GREATER_THAN, "any", 40, Scope.ROSTER, Field.POINTS, True),))
    under_30 = ConditionGroup(conditions=(
        Condition(Comparison.LESS_THAN, "any", 30, Scope.ROSTER, Field.POINTS, True),))
    gun = Entry("gun", "Gun", cost=Fraction(5),
                modifiers=(Modifier(ModifierKind.INCREMENT, "cost", 5, over_40),))
    knife = Entry("knife", "Knife", cost=Fraction(1))
    guns = EntryGroup("guns", "Guns", entries=(gun, knife),
                      constraints=(Constraint("guns.max", "max", 2),))
    marine = Entry("marine", "Marine", EntryKind.MODEL, Fraction(10), ("core",), "core",
                   groups=(guns,),
                   constraints=(Constraint("one_gun", "max", 9, Field.SELECTIONS, Scope.ROSTER),),
                   modifiers=(Modifier(ModifierKind.SET, "one_gun", 1, under_30),))
    leader = Entry("leader", "Leader", EntryKind.MODEL, Fraction(20), ("lead",), "lead",
                   groups=(EntryGroup("lguns", "Guns", entries=(
                       Entry("lgun", "Gun", cost=Fraction(5), modifiers=(
                           Modifier(ModifierKind.INCREMENT, "cost", 5, over_40),)),)),))
    return TeamList("points_test", "Points test", "1", categories=(
        Category("core", "Core", Section.CORE, (Constraint("core.min", "min", 1),)),
        Category("lead", "Leader", Section.LEADER, (Constraint("lead.max", "max", 1),)),
    ), entries=(marine, leader))


@pytest.mark.parametrize("seed", range(8))
def test_a_list_counting_points_is_validated_as_from_cold(seed: int) -> None:
    # Points are only final once every model is evaluated: such a list gets fresh subtrees.
    tl = points_counting_list()
    assert assert_memo_agrees(tl, random.Random(seed), steps=30, start=3) >= 30


class CountingNode(validation.Node):
    made = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        CountingNode.made += 1


def test_one_edit_rebuilds_only_the_edited_model(monkeypatch: pytest.MonkeyPatch) -> None:
    tl = shipped("space_marines")
    rnd = random.Random(3)
    core = [e for e in tl.entries if tl.section_of(e) == Section.CORE and not e.squad_size]
    models = []
    for i in range(200):
        e = rnd.choice(core)
        opts = tuple(Selection(g.entries[0].id) for g in e.groups if g.entries)
        models.append(ForceModel(f"m{i}", e.id, options=opts))
    force = Force(tl.id, tuple(models))
    v = Validator(tl)
    monkeypatch.setattr(validation, "Node", CountingNode)
    first = v.validate_force(force)
    built_cold = CountingNode.made
    assert built_cold > 200
    m = models[17]
    edited = force.with_models([*models[:17], ForceModel(m.uid, m.entry), *models[18:]])
    CountingNode.made = 0
    report = v.validate_force(edited)
    assert CountingNode.made == 2  # the roster and the edited model (it has no options now)
    assert report == Validator(tl).validate_force(edited)
    assert report.model_points["m17"] < first.model_points["m17"] or not m.options
    # A reloaded Force (equal models, new objects) rebuilds nothing either.
    reloaded = Force(tl.id, tuple(ForceModel(x.uid, x.entry, options=tuple(
        Selection(s.entry, s.count) for s in x.options)) for x in edited.models))
    CountingNode.made = 0
    assert v.validate_force(reloaded) == report
    assert CountingNode.made == 1


def test_one_validator_shared_between_threads() -> None:
    tl = shipped("orks")
    rnd = random.Random(5)
    forces = []
    for n in (5, 40, 80):
        models = [ForceModel(f"m{i}", rnd.choice(tl.entries).id) for i in range(n)]
        forces.append(Force(tl.id, tuple(models)))
    expected = [Validator(tl).validate_force(f) for f in forces]
    shared = Validator(tl)
    wrong: list[int] = []

    def work(k: int) -> None:
        for i in range(30):
            j = (i + k) % len(forces)
            if shared.validate_force(forces[j]) != expected[j]:
                wrong.append(j)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not wrong


def test_an_option_with_several_force_wide_limits_is_checked_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each force-wide limit of an option is reported, and the option's limits are checked
    once per validation (eight limits were checked eight times over: 134 checks of a
    100-model imported Space Marines Force, 37 now)."""
    limits = (Constraint("gun.one", "max", 1, Field.SELECTIONS, Scope.ROSTER),
              Constraint("gun.two", "max", 2, Field.SELECTIONS, Scope.ROSTER),
              Constraint("gun.five", "max", 5, Field.SELECTIONS, Scope.ROSTER))
    gun = Entry("gun", "Gun", cost=Fraction(5), constraints=limits)
    marine = Entry("marine", "Marine", EntryKind.MODEL, Fraction(10), ("core",), "core",
                   groups=(EntryGroup("guns", "Guns", entries=(gun,)),))
    tl = TeamList("limits_test", "Limits test", "1", categories=(
        Category("core", "Core", Section.CORE, ()),), entries=(marine,))
    force = Force(tl.id, tuple(ForceModel(f"m{i}", "marine", options=(Selection("gun"),))
                               for i in range(3)))
    checked: list[str] = []
    real = validation.Evaluator.check

    def check(self: Any, holder: Any, *args: Any, **kwargs: Any) -> Any:
        checked.append(holder.id)
        return real(self, holder, *args, **kwargs)

    monkeypatch.setattr(validation.Evaluator, "check", check)
    report = Validator(tl, memo_size=0).validate_force(force)
    passed = [(v.params["constraint"], v.params["limit"], v.params["count"])
              for v in report.violations if v.params.get("entry") == "gun"]
    assert passed == [("gun.one", 1, 3), ("gun.two", 2, 3)]
    # once for the Force (it was once for each of its three force-wide limits)
    assert checked.count("gun") == 1


def test_points_alone_check_no_limit_and_leave_the_validation_whole(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``force_points`` (every price of a step dialog) checks no limit, not even a model's
    own, and what it computed for its points alone never stands in for a validation."""
    tl = shipped("space_marines")
    rnd = random.Random(5)
    core = [e for e in tl.entries if tl.section_of(e) == Section.CORE and not e.squad_size]
    models = []
    for i in range(30):
        e = rnd.choice(core)
        opts = tuple(Selection(g.entries[0].id) for g in e.groups if g.entries)
        models.append(ForceModel(f"m{i}", e.id, options=opts))
    force = Force(tl.id, tuple(models))
    shared = Validator(tl)
    checks: list[object] = []
    real = validation.Evaluator.check

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        checks.append(args[0])
        return real(self, *args, **kwargs)

    monkeypatch.setattr(validation.Evaluator, "check", counted)
    points = shared.force_points(force)
    assert checks == []
    report = shared.validate_force(force)  # the same models: their limits checked now
    assert checks
    assert report == Validator(tl, memo_size=0).validate_force(force)
    assert points.model_points == report.model_points
