"""One failing and one passing case for every violation code of Force and Team validation."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from app.rules.force import Force, ForceModel, Group, Selection, Team
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
from app.rules.validation import Report, Validator
from app.rules.violations import CODES
from tests.rules.helpers import force, leader, marines, model, sample_list


def check_force(f: Force, tl: TeamList | None = None) -> Report:
    return Validator(tl or sample_list()).validate_force(f)


def check_team(f: Force, team: Team, tl: TeamList | None = None) -> Report:
    return Validator(tl or sample_list()).validate_team(f, team)


def uids(*ms: ForceModel) -> tuple[str, ...]:
    return tuple(m.uid for m in ms)


def generic_list() -> TeamList:
    """A Team List built in code, for constructs the YAML format does not write directly."""
    veteran = Category("veteran", "Veterans", None, (Constraint("vmax", "max", 1),))
    elite = Category("elite", "Elite", None, (Constraint("emin", "min", 1),))
    leader_cat = Category("leader", "Leader", Section.LEADER)
    core_cat = Category("core", "Core", Section.CORE)
    secret = Entry(
        "secret", "Secret weapon", cost=Fraction(5),
        modifiers=(Modifier(ModifierKind.SET, "hidden", True, ConditionGroup(True, (
            Condition(Comparison.EQUAL_TO, "vet", 0, Scope.FORCE, Field.SELECTIONS, True),
        ))),),
    )
    banner = Entry("banner", "Banner", cost=Fraction(5),
                   constraints=(Constraint("bmin", "min", 1, scope=Scope.FORCE),))
    grenades = Entry("grenades", "Grenades", cost=Fraction(1),
                     constraints=(Constraint("gmin", "min", 1), Constraint("gmax", "max", 1)))
    boss = Entry(
        "boss", "Boss", EntryKind.MODEL, Fraction(30), ("leader",), "leader",
        entries=(grenades, secret),
        groups=(EntryGroup("boss.kit", "Kit", (banner,)),),
    )
    trooper = Entry("trooper", "Trooper", EntryKind.MODEL, Fraction(10), ("core", "elite"),
                    "core", entries=(Entry("t.secret", "Secret", ref="secret_ref"),))
    vet = Entry("vet", "Veteran", EntryKind.MODEL, Fraction(20), ("core", "veteran"), "core")
    ghost = Entry("ghost", "Ghost", EntryKind.MODEL, Fraction(20), ("core",), "core",
                  hidden=True)
    return TeamList(
        "generic", "Generic", "1",
        categories=(leader_cat, core_cat, veteran, elite),
        entries=(boss, trooper, vet, ghost),
    )


def gmodel(entry: str, *opts: str, uid: str | None = None) -> ForceModel:
    return ForceModel(uid or entry, entry, options=tuple(Selection(o) for o in opts))


# Each case: code -> (failing report, passing report). Both built lazily.
Case = tuple[Callable[[], Report], Callable[[], Report]]
SQUAD = Group("sq", "cultist", squad=True, starting_size=5)


def _team(models: list[ForceModel], picked: list[ForceModel], **kw: object) -> Report:
    return check_team(force(*models), Team(uids(*picked), **kw))  # type: ignore[arg-type]


def _cases() -> dict[str, Case]:
    gl = generic_list()
    L = leader
    m5 = marines(5)
    m10 = marines(10)
    m3g = marines(3, "g")
    return {
        "entry.unknown": (
            lambda: check_force(force(L(), model("tank"), *marines(1))),
            lambda: check_force(force(L(), *marines(1))),
        ),
        "entry.unavailable": (
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"), gmodel("ghost"),
                                                   gmodel("trooper"))), gl),
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"),
                                                   gmodel("trooper"))), gl),
        ),
        "option.unknown": (
            lambda: check_force(force(L(), model("marine", "marine.special.lascannon"))),
            lambda: check_force(force(L(), model("marine", "marine.special.plasma_gun"),
                                      *marines(4))),
        ),
        "option.unavailable": (
            lambda: check_force(Force("generic", (gmodel("boss", "grenades", "secret"),
                                                   gmodel("trooper"))), gl),
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"),
                                                   gmodel("trooper"))), gl),
        ),
        "allowance.section_max": (
            lambda: check_force(force(L(), model("sergeant"), *marines(2), starting=True)),
            lambda: check_force(force(L(), *marines(2), starting=True)),
        ),
        "allowance.section_min": (
            lambda: check_force(force(*marines(3), starting=True)),
            lambda: check_force(force(L(), *marines(3), starting=True)),
        ),
        "allowance.category_max": (
            lambda: check_team(Force("generic", (gmodel("boss", "grenades"), gmodel("vet", uid="v1"),
                                                 gmodel("vet", uid="v2"), gmodel("trooper"))),
                               Team(("boss", "v1", "v2", "trooper"), 400), gl),
            lambda: check_team(Force("generic", (gmodel("boss", "grenades"), gmodel("vet", uid="v1"),
                                                 gmodel("trooper"))),
                               Team(("boss", "v1", "trooper"), 400), gl),
        ),
        "allowance.category_min": (
            lambda: check_team(Force("generic", (gmodel("boss", "grenades"), gmodel("vet"))),
                               Team(("boss", "vet"), 400), gl),
            lambda: check_team(Force("generic", (gmodel("boss", "grenades"), gmodel("trooper"))),
                               Team(("boss", "trooper"), 400), gl),
        ),
        "allowance.entry_max": (
            lambda: check_force(force(L(), model("apothecary"), model("apothecary"), *marines(2),
                                      starting=True)),
            lambda: check_force(force(L(), model("apothecary"), *marines(2), starting=True)),
        ),
        "allowance.entry_min": (
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"), gmodel("trooper")),
                                      starting=True), _with_min_trooper(gl)),
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"), gmodel("trooper"),
                                                   gmodel("trooper", uid="t2")), starting=True),
                                _with_min_trooper(gl)),
        ),
        "option.group_max": (
            lambda: check_force(force(L(), model("sergeant", "sergeant.melee.power_sword",
                                                 "sergeant.melee.power_fist", uid="s2"),
                                      *marines(1))),
            lambda: check_force(force(model("sergeant", "sergeant.melee.power_fist", uid="s2"),
                                      *marines(1))),
        ),
        "option.group_min": (
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"), gmodel("trooper"))),
                                _with_group_min(gl)),
            lambda: check_force(Force("generic", (gmodel("boss", "grenades", "banner"),
                                                   gmodel("trooper"))), _with_group_min(gl)),
        ),
        "option.entry_max": (
            lambda: check_force(force(L(), model("marine", "marine.special.plasma_gun",
                                                 "marine.special.plasma_gun"), *marines(9))),
            lambda: check_force(force(L(), model("marine", "marine.special.plasma_gun"),
                                      *marines(9))),
        ),
        "option.entry_min": (
            lambda: check_force(Force("generic", (gmodel("boss"), gmodel("trooper"))), gl),
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"), gmodel("trooper"))),
                                gl),
        ),
        "armoury.item_repeated": (
            lambda: check_force(force(L(), model("marine", "marine.armoury.melta_bombs",
                                                 "marine.armoury.melta_bombs"))),
            lambda: check_force(force(L(), model("marine", "marine.armoury.melta_bombs"))),
        ),
        "armoury.per_n": (
            lambda: check_force(force(L(), model("marine", "marine.special.plasma_gun"),
                                      model("marine", "marine.special.meltagun"), *marines(3))),
            lambda: check_force(force(L(), model("marine", "marine.special.plasma_gun"),
                                      *marines(4))),
        ),
        "armoury.limit_max": (
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"),
                                                   gmodel("trooper", "t.secret", uid="t1"),
                                                   gmodel("trooper", "t.secret", uid="t2"))),
                                _with_force_max(gl)),
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"),
                                                   gmodel("trooper", "t.secret", uid="t1"),
                                                   gmodel("trooper", uid="t2"))),
                                _with_force_max(gl)),
        ),
        "option.category_max": (  # two troopers (Core) with the secret: 1 in the category
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"),
                                                   gmodel("trooper", "t.secret", uid="t1"),
                                                   gmodel("trooper", "t.secret", uid="t2"))),
                                _with_category_max(gl)),
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"),
                                                   gmodel("trooper", "t.secret", uid="t1"),
                                                   gmodel("trooper", uid="t2"))),
                                _with_category_max(gl)),
        ),
        "armoury.limit_min": (
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"),
                                                   gmodel("trooper"))), gl),
            lambda: check_force(Force("generic", (gmodel("boss", "grenades", "banner"),
                                                   gmodel("trooper"))), gl),
        ),
        "group.too_large": (
            lambda: check_force(force(L(), *marines(6, "g"), groups=(Group("g", "marine"),))),
            lambda: check_force(force(L(), *marines(5, "g"), *marines(1, "h"),
                                      groups=(Group("g", "marine"), Group("h", "marine")))),
        ),
        "group.mixed_entries": (
            lambda: check_force(force(L(), *marines(2, "g"), model("biker", group="g"),
                                      groups=(Group("g", "marine"),))),
            lambda: check_force(force(L(), *marines(3, "g"), groups=(Group("g", "marine"),))),
        ),
        "group.not_core": (
            lambda: check_force(force(L(), model("apothecary", group="g"), *marines(1),
                                      groups=(Group("g", "apothecary"),))),
            lambda: check_force(force(L(), model("apothecary"), *marines(1))),
        ),
        "group.unknown": (
            lambda: check_force(force(L(), *marines(2, "nowhere"))),
            lambda: check_force(force(L(), *marines(2, "g"), groups=(Group("g", "marine"),))),
        ),
        "squad.above_starting_size": (
            lambda: check_force(force(L(), *[model("cultist", group="sq") for _ in range(6)],
                                      groups=(SQUAD,))),
            lambda: check_force(force(L(), *[model("cultist", group="sq") for _ in range(5)],
                                      groups=(SQUAD,))),
        ),
        # Seed 004, Squad: "Отряд (5 Гвардейцев)… подразделение будет состоять из 5
        # Гвардейцев" — a starting Squad is its whole unit, whatever the roster says.
        "squad.below_starting_size": (
            lambda: check_force(force(L(), *[model("cultist", group="sq") for _ in range(3)],
                                      groups=(Group("sq", "cultist", squad=True,
                                                    starting_size=3),), starting=True)),
            lambda: check_force(force(L(), *[model("cultist", group="sq") for _ in range(3)],
                                      groups=(SQUAD,))),
        ),
        "squad.not_grouped": (
            lambda: check_force(force(L(), model("cultist"), *marines(1))),
            lambda: check_force(force(L(), model("cultist", group="sq"), groups=(SQUAD,))),
        ),
        "points.starting_limit": (
            lambda: check_force(force(L(), *marines(17), starting=True)),
            lambda: check_force(force(L(), *marines(16), starting=True)),
        ),
        "points.unspent": (
            lambda: check_force(force(L(), *marines(15), starting=True)),
            lambda: check_force(force(L(), model("apothecary"), *marines(12), model(
                "marine", "marine.armoury.melta_bombs", "marine.armoury.plasma_pistol"),
                starting=True)),
        ),
        "points.team_limit": (
            lambda: _team([L(), *m5, *m10], [L(), *m5, *m10]),
            lambda: _team([L(), *m5], [L(), *m5]),
        ),
        "points.limit": (
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"), gmodel("trooper"),
                                                   gmodel("vet")), starting=True),
                                _with_points_cap(gl)),
            lambda: check_force(Force("generic", (gmodel("boss", "grenades"), gmodel("trooper")),
                                      starting=True), _with_points_cap(gl)),
        ),
        "transport.needs_vehicle_bay": (
            lambda: check_force(force(L(), model("rhino"), *marines(1))),
            lambda: check_force(force(L(), model("rhino"), *marines(1),
                                      upgrades=frozenset({"vehicle_bay"}))),
        ),
        "transport.too_many": (
            lambda: check_force(force(L(), model("rhino"), model("rhino"), *marines(1),
                                      upgrades=frozenset({"vehicle_bay"}))),
            lambda: check_force(force(L(), model("rhino"), *marines(1),
                                      upgrades=frozenset({"vehicle_bay"}))),
        ),
        "force.no_team_leader": (
            lambda: check_force(force(model("apothecary"), *marines(2))),
            lambda: check_force(force(L(), model("apothecary"), *marines(2))),
        ),
        "force.must_dissolve": (
            lambda: check_force(force(L(), model("apothecary"))),
            lambda: check_force(force(L(), model("apothecary"), *marines(1))),
        ),
        "force.duplicate_uid": (
            lambda: check_force(force(L(), model("marine", uid="x"), model("marine", uid="x"))),
            lambda: check_force(force(L(), model("marine", uid="x"), model("marine", uid="y"))),
        ),
        "team.unknown_model": (
            lambda: _team([L(), *m5], [L(), *m5[:4], model("marine", uid="ghost")]),
            lambda: _team([L(), *m5], [L(), *m5[:4]]),
        ),
        "team.incomplete_group": (
            lambda: check_team(force(L(), *m3g, groups=(Group("g", "marine"),)),
                               Team(("leader", m3g[0].uid))),
            _complete_group_team,
        ),
        "team.too_many_leaders": (
            lambda: _team([L(), model("sergeant", uid="l2"), *m5],
                          [L(), model("sergeant", uid="l2"), *m5]),
            lambda: _team([L(), model("sergeant", uid="l2"), *m5], [L(), *m5]),
        ),
        "team.field_promotion_required": (
            lambda: _team([model("apothecary", uid="apo"), *m5],
                          [model("apothecary", uid="apo"), *m5]),
            lambda: _team([model("apothecary", uid="apo"), *m5],
                          [model("apothecary", uid="apo"), *m5], field_promotion="apo"),
        ),
        "team.field_promotion_invalid": (
            lambda: _team([model("apothecary", uid="apo"), *m5],
                          [model("apothecary", uid="apo"), *m5], field_promotion=m5[0].uid),
            lambda: _team([model("apothecary", uid="apo"), *m5],
                          [model("apothecary", uid="apo"), *m5], field_promotion="apo"),
        ),
        "team.field_promotion_not_allowed": (
            lambda: _team([L(), model("apothecary", uid="apo"), *m5],
                          [L(), model("apothecary", uid="apo"), *m5], field_promotion="apo"),
            lambda: _team([L(), model("apothecary", uid="apo"), *m5],
                          [L(), model("apothecary", uid="apo"), *m5]),
        ),
        "team.incapacitated": (
            lambda: _team([L(), model("marine", uid="hurt", incapacitated=True), *m5],
                          [L(), model("marine", uid="hurt", incapacitated=True), *m5]),
            lambda: _team([L(), model("marine", uid="hurt", incapacitated=True), *m5],
                          [L(), *m5]),
        ),
        "team.empty": (
            lambda: _team([L(), *m5], []),
            lambda: _team([L(), *m5], [L(), *m5[:1]]),
        ),
    }


def _complete_group_team() -> Report:
    ms = marines(3, "g")
    return check_team(force(leader(), *ms, groups=(Group("g", "marine"),)),
                      Team(("leader", *uids(*ms))))


def _replace_entry(tl: TeamList, entry_id: str, **changes: object) -> TeamList:
    from dataclasses import replace

    entries = tuple(replace(e, **changes) if e.id == entry_id else e for e in tl.entries)  # type: ignore[arg-type]
    return replace(tl, entries=entries)


def _with_min_trooper(tl: TeamList) -> TeamList:
    return _replace_entry(tl, "trooper", constraints=(
        Constraint("tmin", "min", 2, scope=Scope.FORCE),))


def _with_group_min(tl: TeamList) -> TeamList:
    from dataclasses import replace

    boss = tl.entry("boss")
    group = replace(boss.groups[0], constraints=(Constraint("kmin", "min", 1),))
    return _replace_entry(tl, "boss", groups=(group,))


def _with_force_max(tl: TeamList) -> TeamList:
    from dataclasses import replace

    trooper = tl.entry("trooper")
    sec = replace(trooper.entries[0], constraints=(
        Constraint("fmax", "max", 1, scope=Scope.FORCE),))
    return _replace_entry(tl, "trooper", entries=(sec,))


def _with_category_max(tl: TeamList) -> TeamList:
    from dataclasses import replace

    trooper = tl.entry("trooper")
    sec = replace(trooper.entries[0], constraints=(
        Constraint("cmax", "max", 1, scope="category"),))
    return _replace_entry(tl, "trooper", entries=(sec,))


def _with_points_cap(tl: TeamList) -> TeamList:
    from dataclasses import replace

    cats = tuple(
        replace(c, constraints=(*c.constraints,
                                Constraint("pmax", "max", 25, Field.POINTS, Scope.PARENT)))
        if c.id == "core" else c for c in tl.categories
    )
    return replace(tl, categories=cats)


CASES = _cases()


def test_every_code_has_a_case() -> None:
    assert set(CASES) == set(CODES)


@pytest.mark.parametrize("code", sorted(CASES))
def test_code_fails_then_passes(code: str) -> None:
    failing, passing = CASES[code]
    bad = failing()
    assert code in bad.codes(), bad.violations
    good = passing()
    assert code not in good.codes(), good.violations


def test_docs_list_every_code() -> None:
    from tests.conftest import ROOT

    text = (ROOT / "docs" / "violation-codes.md").read_text(encoding="utf-8")
    documented = set(__import__("re").findall(r"^\| `([a-z_.]+)` \|", text, flags=8))
    assert documented == set(CODES)


def test_every_code_has_words() -> None:
    from app.i18n.messages import TEMPLATES
    from app.rules.rulesets.kt40k import CODES as KT40K_CODES

    assert set(TEMPLATES) == set(CODES) | set(KT40K_CODES)


def test_field_promotion_when_every_leader_is_incapacitated() -> None:
    ms = marines(5)
    hurt = model("sergeant", uid="hurt", incapacitated=True)
    apo = model("apothecary", uid="apo")
    f = force(hurt, apo, *ms)
    assert "team.field_promotion_required" in check_team(f, Team(("apo", *uids(*ms)))).codes()
    ok = check_team(f, Team(("apo", *uids(*ms)), field_promotion="apo"))
    assert not {c for c in ok.codes() if c.startswith("team.field")}
    assert "allowance.section_min" not in ok.codes()
