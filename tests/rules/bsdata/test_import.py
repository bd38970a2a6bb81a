"""Importing catalogues: every shared HoR catalogue imports, its report matches the checked-in
fixture, and the conversion keeps BattleScribe's meaning (shown on a small hand-made file)."""

from __future__ import annotations

import json
import os
from fractions import Fraction
from pathlib import Path

import pytest

from app.rules.bsdata import import_catalogue
from app.rules.bsdata.defaults import default_selections
from app.rules.teamlist import Comparison, EntryKind, Field, Scope, Section, entry_base_cost
from app.rules.teamlist_json import teamlist_from_json, teamlist_to_json
from tests.rules.bsdata.helpers import (
    MINI,
    faction,
    imported,
    needs_bsdata,
    root,
    shared_files,
)

REPORTS = MINI / "reports"
REGENERATE = os.environ.get("FORCESHEET_REGENERATE_FIXTURES") == "1"


@needs_bsdata
def test_there_are_nineteen_catalogues() -> None:
    assert len(shared_files()) == 19


@needs_bsdata
@pytest.mark.parametrize("file", [p.name for p in shared_files()] or ["(no data)"])
def test_shared_catalogue_imports_and_report_matches_fixture(file: str) -> None:
    result = imported(file)
    tl = result.team_list
    assert tl.origin == "battlescribe"
    assert {c.section for c in tl.categories} >= {Section.LEADER, Section.CORE, Section.SPECIALIST}
    assert len(tl.entries) >= 10
    assert all(tl.index.section_of(e) is not None or e.kind == EntryKind.UPGRADE
               for e in tl.entries)
    # Ids are unique: every selection names one place in the list.
    ids = [e.id for r in tl.entries for e in r.walk()]
    assert len(ids) == len(set(ids))
    text = result.report.to_text()
    fixture = REPORTS / (Path(file).stem + ".txt")
    if REGENERATE:
        fixture.write_text(text, "utf-8")
    assert fixture.is_file(), f"missing {fixture}; run with FORCESHEET_REGENERATE_FIXTURES=1"
    assert text == fixture.read_text("utf-8")
    # The parsed form round-trips exactly.
    assert teamlist_from_json(json.loads(json.dumps(teamlist_to_json(tl)))) == tl


@needs_bsdata
def test_reports_explain_every_item() -> None:
    from app.rules.bsdata import CONSTRUCTS

    for f in shared_files():
        rep = imported(f.name).report
        assert {i.construct for i in rep.items} <= CONSTRUCTS.keys()
        assert all(i.entry for i in rep.items)


@needs_bsdata
def test_sections_follow_category_names() -> None:
    tl = faction("HoRKT-Space_Marines.cat")
    sections = {c.name: c.section for c in tl.categories}
    assert sections == {
        "Team Leader": Section.LEADER,
        "Core": Section.CORE,
        "Special": Section.SPECIALIST,
        "Transport": Section.TRANSPORT,
        "Chapter Tactics": None,
    }


@needs_bsdata
def test_squads_are_units_with_model_children() -> None:
    am = faction("HoRKT-Astra_Militarum.cat")
    guards = root(am, "Guardsmen Squad")
    assert guards.squad_size == 5
    assert entry_base_cost(guards) == 25  # 20 + a mandatory 1-pt frag grenade per Guardsman
    cult = root(faction("HoRKT-Chaos_Space_Marines.cat"), "Chaos Cultist Squad")
    assert cult.squad_size == 5
    assert [c.name for c in cult.entries if c.kind == EntryKind.MODEL] == ["Chaos Cultist"]


@needs_bsdata
def test_walkers_from_profiles() -> None:
    am = faction("HoRKT-Astra_Militarum.cat")
    assert root(am, "Scout Sentinel").walker
    assert not root(am, "Ogryn").walker


# -- the hand-made catalogue ------------------------------------------------------------------


def _mini():  # type: ignore[no-untyped-def]
    return import_catalogue(MINI / "mini.cat", MINI / "mini.gst")


def test_mini_structure() -> None:
    tl = _mini().team_list
    assert tl.id == "bs_mini_marines"
    assert tl.version == "1"
    names = [(e.name, tl.index.section_of(e)) for e in tl.entries]
    assert names == [
        ("Sergeant", Section.LEADER),
        ("Trooper", Section.CORE),
        ("Biker", Section.CORE),
        ("Veteran", Section.SPECIALIST),
    ]
    sergeant = tl.entries[0]
    assert sergeant.id == "link-sergeant" and sergeant.ref == "sergeant"
    assert sergeant.cost == 12
    assert entry_base_cost(sergeant) == 13  # + the mandatory frag grenade of the game system
    frag = next(e for e in sergeant.entries if e.name == "Frag grenade")
    assert frag.id == "link-sergeant/sergeant-frag"
    assert frag.ref == "frag" and frag.aliases == ("sergeant-frag",)
    assert sergeant.profiles[0].characteristics == (("WS", "4"), ("Sv", "3+"))
    assert [tl.index.rules[r].name for r in sergeant.rules] == ["And They Shall Know No Fear"]


def test_mini_modifiers_conditions_repeats() -> None:
    tl = _mini().team_list
    trooper = tl.entries[1]
    weapon = trooper.groups[0]
    assert weapon.default == "link-trooper/weapon/rifle"
    special = weapon.groups[0]
    (c,) = special.constraints
    assert (c.kind, c.value, c.scope, c.include_children) == ("max", 0.0, Scope.FORCE, True)
    (m,) = special.modifiers
    assert m.field == "sw-per-5" and m.value == 1.0
    (r,) = m.repeats
    assert (r.child_id, r.value, r.scope) == ("trooper", 5.0, "force")
    veteran = tl.entries[3]
    (hide,) = veteran.modifiers
    assert hide.field == "hidden" and hide.value is True
    assert hide.conditions is not None
    (grp,) = hide.conditions.groups
    assert grp.all_of is False
    assert [x.comparison for x in grp.conditions] == [Comparison.EQUAL_TO, Comparison.GREATER_THAN]
    assert grp.conditions[1].field == Field.SELECTIONS


def test_mini_defaults_and_costs() -> None:
    tl = _mini().team_list
    trooper = tl.entries[1]
    sels = default_selections(trooper)
    assert sorted(tl.entry(s.entry).name for s in sels) == ["Frag grenade", "Rifle"]
    assert entry_base_cost(trooper) == Fraction(11)


def test_mini_report_lists_what_was_not_expressed() -> None:
    rep = _mini().report
    assert rep.summary() == {"profile_modifier": 1, "cost_type": 1}
    items = {(i.entry, i.construct, i.detail) for i in rep.items}
    assert ("Veteran", "profile_modifier", "Veteran: set name Veteran Sergeant") in items
    assert ("Plasma gun", "cost_type", "cr 3.0") in items


def test_mini_profile_modifiers_become_characteristic_modifiers() -> None:
    sergeant = _mini().team_list.entries[0]
    (m,) = [m for m in sergeant.modifiers if m.field.startswith("characteristic:")]
    assert (m.kind, m.field, m.value) == ("increment", "characteristic:WS", 1.0)


def test_odd_catalogue_still_loads_and_reports_everything() -> None:
    result = import_catalogue(MINI / "hostile" / "odd_links.cat", MINI / "mini.gst")
    tl, rep = result.team_list, result.report
    assert [e.name for e in tl.entries] == ["Looper"]
    looper = tl.entries[0]
    assert [e.name for e in looper.entries] == ["Inner"]  # the link back to Looper is cut
    assert looper.constraints == ()  # the percent constraint is not expressible
    assert looper.modifiers == ()
    constructs = sorted(i.construct for i in rep.items)
    assert constructs == [
        "game_system_revision",
        "link_cycle",
        "link_target_missing",
        "modifier_condition",
        "modifier_type",
        "no_core_category",  # no category at all: every Force would be dissolved
        "percent_value",
    ]
    text = rep.to_text()
    assert "Odd Links | link_target_missing | selectionEntry does-not-exist" in text
    assert "Looper | modifier_condition | set hidden true: condition type between" in text
    assert "Odd Links | game_system_revision | needs 9, have 2" in text


def test_newer_layout_categories_links_and_type_ids() -> None:
    from app.rules.force import Force, ForceModel
    from app.rules.validation import Validator

    result = import_catalogue(MINI / "modern.cat", MINI / "modern.gst")
    tl = result.team_list
    assert result.report.items == ()
    cats = {c.name: (c.section, [(x.kind, x.value) for x in c.constraints]) for c in tl.categories}
    assert cats == {
        "Team Leader": (Section.LEADER, [("min", 1.0), ("max", 1.0)]),
        "Core": (Section.CORE, [("max", 3.0)]),
        "Elite": (None, []),
    }
    boss, trooper = tl.entries
    assert (boss.primary_category, boss.cost) == ("c-leader", 20)
    assert boss.profiles[0].characteristics == (("T", "4"), ("Sv", "4+"))
    assert trooper.cost == 8 and tl.index.section_of(trooper) == Section.CORE
    v = Validator(tl)
    four = tuple(ForceModel(f"t{i}", trooper.id) for i in range(4))
    report = v.validate_force(Force(tl.id, (ForceModel("b", boss.id), *four), starting=True))
    assert [x.code for x in report.errors] == ["allowance.section_max"]
