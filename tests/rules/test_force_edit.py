"""The Force edit operations: what they make, what they refuse, and what they leave to validation."""

from __future__ import annotations

from functools import cache

import pytest

from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.force_edit import (
    EditError,
    add_model,
    add_to_group,
    default_options,
    dissolve_group,
    form_group,
    move_to_group,
    remove_models,
    rename_group,
    rename_model,
    set_group_options,
    set_options,
    split_group,
)
from app.rules.library import builtin_teamlists
from app.rules.teamlist import Constraint, Entry, EntryGroup, EntryKind, Scope, TeamList
from app.rules.validation import Validator, points_int


@cache
def tl(name: str) -> TeamList:
    return builtin_teamlists()[name]


def empty(name: str = "space_marines") -> Force:
    return Force(name, starting=True)


def add(force: Force, entry: str, n: int = 1, name: str = "space_marines") -> Force:
    for _ in range(n):
        force = add_model(tl(name), force, entry).force
    return force


def codes(force: Force) -> list[str]:
    return Validator(tl(force.team_list)).validate_force(force).codes()


def refused(code: str) -> pytest.RaisesExc[EditError]:
    return pytest.raises(EditError, match=rf"^{code.replace('.', '[.]')} ")


def uids(force: Force) -> list[str]:
    return [m.uid for m in force.models]


def test_new_ids_are_never_reused() -> None:
    t = tl("space_marines")
    f = add(empty(), "tactical_marine")
    first = uids(f)[0]
    f = remove_models(f, [first]).force
    again = add_model(t, f, "tactical_marine").uids
    assert len(again) == 1 and again[0] != first and again[0].startswith("m")


def test_add_model_gives_fresh_uids_and_default_options() -> None:
    f = add(empty(), "sergeant")
    r = add_model(tl("space_marines"), f, "tactical_marine", name="Brother Cato")
    (uid,) = r.uids
    assert r.force.model(uid) == ForceModel(uid, "tactical_marine", "Brother Cato")
    assert uids(r.force) == [*uids(f), uid]
    assert r.force.models[0].entry == "sergeant"


def test_add_squad_entry_makes_a_squad_of_its_size() -> None:
    r = add_model(tl("chaos_space_marines"), empty("chaos_space_marines"), "cultist_squad")
    assert len(r.uids) == 5 and r.group is not None
    g = r.force.group(r.group)
    assert g.squad and g.starting_size == 5 and g.entry == "cultist_squad"
    assert all(m.group == r.group for m in r.force.models)
    rep = Validator(tl("chaos_space_marines")).validate_force(r.force)
    assert points_int(rep.total) == 20  # 4 pts a Cultist
    assert "squad.not_grouped" not in rep.codes()


def test_unknown_and_nested_entries_are_refused() -> None:
    with refused("edit.unknown_entry"):
        add_model(tl("space_marines"), empty(), "nope")
    with refused("edit.not_recruitable"):
        add_model(tl("space_marines"), empty(), "tactical_marine.special.flamer")


def test_default_options_take_group_defaults_and_mandatory_children() -> None:
    grenades = Entry("nades", "Grenades", cost=1, constraints=(
        Constraint("min", "min", 2, scope=Scope.PARENT),))
    pistol = Entry("g.pistol", "Pistol")
    knife = Entry("g.knife", "Knife")
    group = EntryGroup("g", "Weapon", entries=(pistol, knife), default="g.knife")
    e = Entry("guy", "Guy", kind=EntryKind.MODEL, entries=(grenades,), groups=(group,))
    assert default_options(e) == (Selection("nades", 2), Selection("g.knife"))


def test_set_options_checks_they_belong_to_the_entry() -> None:
    t = tl("space_marines")
    f = add(empty(), "tactical_marine")
    (m1,) = uids(f)
    r = set_options(t, f, m1, [Selection("tactical_marine.special.plasma_gun")])
    assert r.force.model(m1).options == (Selection("tactical_marine.special.plasma_gun"),)
    assert Validator(t).model_points(r.force, r.force.model(m1)) == 29
    with refused("edit.option_unknown"):
        set_options(t, f, m1, [Selection("sergeant.melee.power_fist")])
    with refused("edit.option_count"):
        set_options(t, f, m1, [Selection("tactical_marine.gear.suspensors", 0)])
    with refused("edit.unknown_model"):
        set_options(t, f, "m9", [])


def test_one_special_weapon_per_five_tactical_marines_is_left_to_validation() -> None:
    t = tl("space_marines")
    f = add(add(empty(), "sergeant"), "tactical_marine", 4)
    u = uids(f)
    f = set_options(t, f, u[1], [Selection("tactical_marine.special.flamer")]).force
    assert "armoury.per_n" in codes(f)
    f = add(f, "tactical_marine")
    assert "armoury.per_n" not in codes(f)
    f = remove_models(f, [u[2]]).force
    assert "armoury.per_n" in codes(f)


def test_form_move_split_and_dissolve_groups() -> None:
    t = tl("space_marines")
    f = add(add(empty(), "sergeant"), "tactical_marine", 6)
    u = uids(f)
    r = form_group(t, f, u[1:4], name=" Alpha ")
    f = r.force
    g1 = r.group
    assert g1 is not None and f.group(g1).name == "Alpha"
    assert [m.uid for m in f.members(g1)] == u[1:4]
    f = move_to_group(t, f, u[4:6], g1).force
    assert len(f.members(g1)) == 5
    with refused("edit.group_full"):
        move_to_group(t, f, [u[6]], g1)
    with refused("edit.group_full"):
        form_group(t, f, u[1:7])
    with refused("edit.group_not_core"):
        form_group(t, f, [u[0]])
    s = split_group(t, f, g1, u[4:6])
    g2 = s.group
    assert g2 is not None and g2 != g1 and [m.uid for m in s.force.members(g2)] == u[4:6]
    with refused("edit.split_all"):
        split_group(t, f, g1, u[1:6])
    f = move_to_group(t, s.force, u[4:6], None).force
    assert [g.id for g in f.groups] == [g1]  # the emptied Group goes
    f = dissolve_group(t, f, g1).force
    assert not f.groups and all(m.group is None for m in f.models)
    assert codes(f) == codes(add(add(empty(), "sergeant"), "tactical_marine", 6))


def test_groups_refuse_other_entries() -> None:
    t = tl("space_marines")
    f = add(add(empty(), "tactical_marine", 2), "scout")
    u = uids(f)
    r = form_group(t, f, u[:2])
    assert r.group is not None
    with refused("edit.group_mixed"):
        move_to_group(t, r.force, [u[2]], r.group)
    with refused("edit.group_mixed"):
        form_group(t, r.force, [u[0], u[2]])


def test_a_group_of_six_from_a_file_is_flagged_by_validation() -> None:
    models = tuple(ForceModel(f"m{i}", "tactical_marine", group="g1") for i in range(6))
    f = Force("space_marines", models, (Group("g1", "tactical_marine"),), starting=True)
    assert "group.too_large" in codes(f)


def test_squads_keep_their_members_and_size() -> None:
    t = tl("chaos_space_marines")
    r = add_model(t, empty("chaos_space_marines"), "cultist_squad")
    f, g, u = r.force, r.group, r.uids
    assert g is not None
    with refused("edit.squad_full"):
        add_to_group(t, f, g)
    with refused("edit.squad_member"):
        move_to_group(t, f, [u[0]], None)
    with refused("edit.squad_split"):
        split_group(t, f, g, [u[0]])
    with refused("edit.squad_split"):
        dissolve_group(t, f, g)
    f = remove_models(f, [u[4]]).force
    r = add_to_group(t, f, g)
    assert r.force.model(r.uids[0]).group == g
    assert len(r.force.members(g)) == 5
    gone = remove_models(r.force, uids(r.force)).force
    assert gone.groups == () and gone.models == ()


def test_add_to_a_group_recruits_its_entry() -> None:
    t = tl("space_marines")
    f = add(empty(), "tactical_marine", 2)
    r = form_group(t, f, uids(f))
    assert r.group is not None
    a = add_to_group(t, r.force, r.group)
    assert a.force.model(a.uids[0]) == ForceModel(a.uids[0], "tactical_marine", group=r.group)
    assert uids(a.force)[-1] == a.uids[0]


def test_battlescribe_units_become_squads_of_members() -> None:
    member = Entry("cultist", "Cultist", kind=EntryKind.MODEL, cost=4, constraints=(
        Constraint("min", "min", 4, scope=Scope.PARENT),))
    champ = Entry("champ", "Champion", kind=EntryKind.MODEL, cost=4, constraints=(
        Constraint("min", "min", 1, scope=Scope.PARENT),))
    icon = Entry("icon", "Icon", cost=5)
    unit = Entry("unit", "Cultists", kind=EntryKind.UNIT, entries=(member, champ, icon),
                 squad_size=5, categories=("core",), primary_category="core")
    t = TeamList("bs", "BS", "1", entries=(unit,))
    r = add_model(t, Force("bs"), "unit")
    g = r.group
    assert g is not None
    assert [m.member for m in r.force.models] == ["cultist"] * 4 + ["champ"]
    assert r.force.group(g).starting_size == 5
    f = set_group_options(t, r.force, g, [Selection("icon")]).force
    assert f.group(g).options == (Selection("icon"),)
    with refused("edit.option_unknown"):
        set_options(t, f, r.uids[0], [Selection("icon")])  # a unit option, not a Cultist's
    f = remove_models(f, [r.uids[0]]).force
    a = add_to_group(t, f, g)
    assert a.force.model(a.uids[0]).member == "cultist"


def test_rename() -> None:
    t = tl("space_marines")
    f = add(empty(), "tactical_marine")
    (m1,) = uids(f)
    r = form_group(t, f, [m1])
    assert r.group is not None
    f = rename_model(r.force, m1, "  Brother Cato ").force
    f = rename_group(f, r.group, "Squad Ultor").force
    assert f.model(m1).name == "Brother Cato" and f.group(r.group).name == "Squad Ultor"
    with refused("edit.unknown_group"):
        rename_group(f, "nope", "x")
    with refused("edit.nothing_selected"):
        remove_models(f, [])
