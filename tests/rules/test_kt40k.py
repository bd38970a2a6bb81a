"""Kill Team 40K v0.1 alpha (seed 001, issue 21): lists, groups, Initiative, missions, results.

Every number is the seed's, quoted where it is tested (seed 001, *Commencer le jeu*):
*"pour un maximum de 250 points, avec les restrictions de choix suivantes : pas de figurine à
plus de 2 PVs ; pas de personnages spéciaux ; pas de sauvegarde d'armure de 2+ ; la valeur
totale de blindage (soit valeurs avant+côté+arrière) d'un véhicule n'est pas plus grande que
33"*. Each restriction is tested on both sides of its limit.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from app.rules.dice import ScriptedDice
from app.rules.force import Force, ForceModel
from app.rules.rulesets import all_rule_sets, rule_set
from app.rules.rulesets.kt40k import CODES, load_rules, text
from app.rules.rulesets.kt40k.lists import (
    check_groups,
    check_list,
    default_groups,
    initiative_order,
    model_facts,
)
from app.rules.rulesets.kt40k.missions import mission_for_roll, roll_mission, setup
from app.rules.rulesets.kt40k.series import (
    GameResult,
    check_result,
    result_from_json,
    result_to_json,
    tally,
)
from app.rules.teamlist import Category, Constraint, Entry, EntryKind, Profile, Scope, TeamList

HQ, ELITES, TROOPS, FAST, HEAVY = "c-hq", "c-el", "c-tr", "c-fa", "c-hs"


def _model(eid: str, cat: str, cost: int, *, w: int = 1, sv: str = "4+", i: int = 3,
           unique: bool = False) -> Entry:
    stats = (("WS", "4"), ("W", str(w)), ("I", str(i)), ("Sv", sv))
    constraints = (Constraint("u", "max", 1, scope=Scope.ROSTER),) if unique else ()
    return Entry(eid, eid.replace("_", " ").title(), EntryKind.MODEL, Fraction(cost), (cat,), cat,
                 (Profile(eid, "model", stats),), constraints=constraints)


def _vehicle(eid: str, cat: str, cost: int, front: int, side: int, rear: int) -> Entry:
    stats = (("BS", "3"), ("Front", str(front)), ("Side", str(side)), ("Rear", str(rear)))
    return Entry(eid, eid.title(), EntryKind.MODEL, Fraction(cost), (cat,), cat,
                 (Profile(eid, "vehicle", stats),))


@cache
def codex() -> TeamList:
    """A Codex-like list: the categories are those of the 7th-edition game system."""
    cats = tuple(Category(c, n) for c, n in (
        (HQ, "HQ"), (ELITES, "Elites"), (TROOPS, "Troops"), (FAST, "Fast Attack"),
        (HEAVY, "Heavy Support")))
    entries = (
        _model("captain", HQ, 60, w=2, sv="3+", i=5),
        _model("lord", HQ, 90, w=3, sv="3+", i=5),  # 3 Wounds
        _model("terminator", ELITES, 40, w=1, sv="2+", i=4),  # 2+ save
        _model("veteran", ELITES, 20, w=1, sv="3+", i=4),
        _model("hero_named", HQ, 100, w=2, sv="3+", i=6, unique=True),
        _model("biker", FAST, 25, w=2, sv="3+", i=4),
        _model("trooper", TROOPS, 10, w=1, sv="5+", i=3),
        _model("sergeant", TROOPS, 15, w=1, sv="5+", i=4),
        _vehicle("rhino", TROOPS, 35, 11, 11, 10),  # 32
        _vehicle("chimera", TROOPS, 55, 12, 10, 11),  # 33: the limit
        _vehicle("predator", HEAVY, 60, 13, 11, 10),  # 34
    )
    return TeamList("kt_codex", "Test Codex", "1", entries=entries, categories=cats,
                    origin="battlescribe")


def _force(*entries: str) -> Force:
    return Force("kt_codex", tuple(ForceModel(f"{e}{n}", e) for n, e in enumerate(entries)))


def _codes(side: str, *entries: str) -> list[str]:
    return sorted(v.code for v in check_list(codex(), _force(*entries), side).violations)  # type: ignore[arg-type]


# -- the rule set -----------------------------------------------------------------------------
def test_both_rule_sets_are_registered_and_the_default_comes_first() -> None:
    ids = [r.id for r in all_rule_sets()]
    assert ids == ["hor", "kt40k-alpha"]
    kt = rule_set("kt40k-alpha")
    assert kt.sides == ("heroes", "villains") and not kt.campaigns
    assert kt.codes == frozenset(CODES)
    assert kt.name("fr") == "Kill Team 40K v0.1 alpha"
    with pytest.raises(KeyError, match="known: hor, kt40k-alpha"):
        rule_set("necromunda")


def test_the_numbers_are_the_seeds_and_live_in_data() -> None:
    r = load_rules()
    assert (r.points_limit, r.max_wounds, r.forbidden_save, r.max_vehicle_armour,
            r.group_size) == (250, 2, 2, 33, 3)
    # "Les « Héros » … parmi les choix de QG, d'Elite, et d'Attaque rapide"; "Les « Méchants »
    # … parmi les choix de Troupes"
    assert r.sides["heroes"].slots == ("hq", "elites", "fast_attack")
    assert r.sides["villains"].slots == ("troops",)


# -- the restrictions, each on both sides of its limit ---------------------------------------------
def test_250_points_at_most() -> None:
    # captain 60 + 4 veterans 80 + 4 bikers 100 = 240; one more veteran: 260
    under = ("captain", *["veteran"] * 4, *["biker"] * 4)
    assert _codes("heroes", *under) == []
    assert check_list(codex(), _force(*under), "heroes").points == 240
    over = check_list(codex(), _force(*under, "veteran"), "heroes")
    assert [(v.code, v.params["points"], v.params["over"]) for v in over.violations] == [
        ("kt40k.points_limit", 260, 10)]


def test_no_model_over_2_wounds() -> None:
    assert _codes("heroes", "captain") == []  # 2 W
    found = check_list(codex(), _force("lord"), "heroes").violations
    assert [(v.code, v.params["name"], v.params["wounds"], v.refs) for v in found] == [
        ("kt40k.wounds", "Lord", 3, ("lord0",))]


def test_no_2_plus_armour_save() -> None:
    assert _codes("heroes", "veteran") == []  # 3+
    found = check_list(codex(), _force("terminator"), "heroes").violations
    assert [(v.code, v.params["save"]) for v in found] == [("kt40k.armour_save", "2+")]


def test_no_special_characters() -> None:
    assert _codes("heroes", "captain") == []
    assert _codes("heroes", "hero_named") == ["kt40k.special_character"]


def test_a_vehicles_armour_at_most_33() -> None:
    assert _codes("villains", "rhino") == []  # 11 + 11 + 10 = 32
    assert _codes("villains", "chimera") == []  # 12 + 10 + 11 = 33
    found = check_list(codex(), _force("predator"), "villains").violations
    armour = [v for v in found if v.code == "kt40k.vehicle_armour"]
    assert [(v.params["total"], v.params["limit"]) for v in armour] == [(34, 33)]


def test_each_side_picks_from_its_slots() -> None:
    assert _codes("heroes", "captain", "veteran", "biker") == []
    assert _codes("heroes", "trooper") == ["kt40k.wrong_slot"]
    assert _codes("villains", "trooper", "sergeant") == []
    assert _codes("villains", "captain") == ["kt40k.wrong_slot"]
    assert _codes("villains") == ["kt40k.empty"]


# -- the Villains' groups of 3 ---------------------------------------------------------------------
def _villains(n: int, *vehicles: str) -> tuple:  # type: ignore[type-arg]
    return model_facts(codex(), _force(*["trooper"] * n, *vehicles))


@pytest.mark.parametrize(("n", "sizes"), [(3, [3]), (5, [3, 1, 1]), (7, [3, 3, 1]),
                                          (8, [3, 3, 1, 1]), (9, [3, 3, 3])])
def test_groups_of_3_and_the_leftovers_alone(n: int, sizes: list[int]) -> None:
    # "S'il reste 2 figurines ou 1 figurine, le joueur « Méchants » doit les laisser seules"
    facts = _villains(n)
    groups = default_groups(facts)
    assert [len(g) for g in groups] == sizes
    assert check_groups(facts, groups) == ()


def test_vehicles_stand_alone() -> None:
    # "Les véhicules sont des figurines indépendantes"
    facts = _villains(3, "rhino")
    groups = default_groups(facts)
    assert groups[-1] == ("rhino3",)
    bad = check_groups(facts, [("trooper0", "trooper1", "rhino3"), ("trooper2",)])
    assert "kt40k.group_vehicle" in [v.code for v in bad]


def test_a_wrong_grouping_is_refused() -> None:
    facts = _villains(6)
    uids = [m.uid for m in facts]
    codes = [v.code for v in check_groups(facts, [uids[:2], uids[2:4], uids[4:]])]
    assert codes == ["kt40k.group_size"] * 3
    alone = check_groups(facts, [(u,) for u in uids])
    assert [v.code for v in alone] == ["kt40k.too_many_alone"]
    missing = check_groups(facts, [uids[:3]])
    assert [v.code for v in missing] == ["kt40k.group_model_missing"] * 3
    twice = check_groups(facts, [uids[:3], uids[2:5], (uids[5],)])
    assert "kt40k.group_model_twice" in [v.code for v in twice]


# -- the Initiative order --------------------------------------------------------------------------
def test_initiative_order_heroes_first_on_a_tie() -> None:
    # "Chaque figurine joue par ordre de stat d'initiative, en cas d'égalité ce sont les figurines
    # du joueur « Héros » qui commencent"
    heroes = model_facts(codex(), _force("captain", "trooper"))  # I 5, I 3 (a test model)
    villains = model_facts(codex(), _force("sergeant", "trooper", "trooper", "rhino"))
    order = initiative_order(heroes, villains, [("sergeant0", "trooper1", "trooper2"),
                                                ("rhino3",)])
    assert [(a.side, a.initiative, len(a.uids)) for a in order] == [
        ("heroes", 5, 1), ("heroes", 3, 1), ("villains", 3, 3), ("villains", 0, 1)]


# -- the missions ----------------------------------------------------------------------------------
def test_the_mission_table() -> None:
    # "MISSION 1 : ASSASSINAT … Déploiement 3"; "MISSION 2 : SABOTAGE … Déploiement 1" …
    expected = [("assassination", 3, False), ("sabotage", 1, True), ("liberation", 2, True),
                ("escort", 1, True), ("rescue", 1, False), ("survivor", 2, False)]
    got = [(m.id, m.deployment, m.hotspot_in_villain_zone)
           for m in (mission_for_roll(d) for d in range(1, 7))]
    assert got == expected
    assert roll_mission(ScriptedDice([4])).mission.id == "escort"
    with pytest.raises(ValueError):
        mission_for_roll(7)


def test_a_missions_setup_in_three_languages() -> None:
    m = mission_for_roll(1)
    fr = setup(m, "fr")
    assert fr.name == "Assassinat"
    # French typography: no-break spaces inside « » and before ! (app.rules.typography)
    assert fr.win_heroes == "Le «\u00a0grand chef\u00a0» est éliminé."
    assert fr.win_villains == "Toutes les figurines «\u00a0Héros\u00a0» sont éliminées."
    assert fr.characters[0][0] == "le «\u00a0grand chef\u00a0»"
    for lang in ("en", "ru"):
        s = setup(m, lang)
        assert s.name and s.name != fr.name and len(s.lines) == len(fr.lines)
    sabotage = setup(mission_for_roll(2), "en")
    assert any("Bomb carrier" in line for line in sabotage.lines)
    assert text("results.villains", "fr") == "Et un point pour les méchants\u00a0!"


# -- results and a series --------------------------------------------------------------------------
def test_a_series_tally() -> None:
    games = [GameResult("sabotage", "Ann", "Ben", "heroes", 2),
             GameResult("escort", "Ben", "Ann", "villains", 4),
             GameResult("survivor", "Cid", "Ben", "heroes")]
    assert [(t.player, t.played, t.won, t.lost, t.as_heroes) for t in tally(games)] == [
        ("Ann", 2, 2, 0, 1), ("Cid", 1, 1, 0, 1), ("Ben", 3, 0, 3, 1)]
    assert games[0].condition == "bomb_on_hotspot"
    for g in games:
        assert result_from_json(result_to_json(g)) == g


def test_a_wrong_result_is_refused() -> None:
    assert [v.code for v in check_result(GameResult("picnic", "A", "B", "heroes"))] == [
        "kt40k.unknown_mission"]
    assert [v.code for v in check_result(GameResult("sabotage", "A", "B", "heroes", 5))] == [
        "kt40k.bad_die"]
    assert [v.code for v in check_result(GameResult("sabotage", "Al", " al ", "heroes"))] == [
        "kt40k.same_player"]
    for bad in ({"winner": "nobody"}, {"winner": "heroes", "die": 9},
                {"winner": "heroes", "heroes": 3}):
        with pytest.raises(ValueError):
            result_from_json(bad)


# -- on a real Codex (../shared/bsdata-40k7) -------------------------------------------------------
CODEX_40K = Path(__file__).resolve().parents[2].parent / "shared" / "bsdata-40k7"
needs_40k = pytest.mark.skipif(not (CODEX_40K / "Orks - Codex.cat").is_file(),
                               reason=f"the 7th-edition codex data is not in {CODEX_40K}")


@cache
def orks() -> TeamList:
    from app.rules.bsdata import import_catalogue, read_document

    gst = read_document(CODEX_40K / "Warhammer40K.gst")
    return import_catalogue(CODEX_40K / "Orks - Codex.cat", gst).team_list


def _ork(name: str, slot: str) -> ForceModel:
    from app.rules.force_edit import add_model

    tl = orks()
    cats = {c.id: c.name for c in tl.categories}
    entry = next(e for e in tl.entries
                 if e.name == name and cats.get(e.primary_category or "") == slot)
    return add_model(tl, Force(tl.id), entry.id).force.models[0]


@needs_40k
def test_an_ork_codex_list_is_read_from_its_profiles() -> None:
    tl = orks()
    heroes = Force(tl.id, (_ork("Warboss", "HQ"), _ork("Boss Snikrot, the Green Ghost", "Elites"),
                           _ork("Deffkoptas", "Fast Attack")))
    found = check_list(tl, heroes, "heroes")
    by_code = {v.code: v for v in found.violations}
    assert by_code["kt40k.wounds"].params["name"] == "Warboss"  # W 3
    assert by_code["kt40k.special_character"].params["name"].startswith("Boss Snikrot")
    assert {m.slot for m in found.models} == {"hq", "elites", "fast_attack"}
    deffkopta = next(m for m in found.models if m.slot == "fast_attack")
    assert (deffkopta.wounds, deffkopta.save, deffkopta.unique) == (2, 4, False)
    trukk = check_list(tl, Force(tl.id, (_ork("Trukk", "Fast Attack"),)), "heroes")
    assert trukk.models[0].armour == (10, 10, 10) and trukk.ok  # 30: within 33
    wagon = check_list(tl, Force(tl.id, (_ork("Battlewagon", "Heavy Support"),)), "villains")
    codes = {v.code: v for v in wagon.violations}
    assert codes["kt40k.vehicle_armour"].params["total"] == 36  # 14 + 12 + 10
    assert "kt40k.wrong_slot" in codes  # Heavy Support is nobody's


def test_every_code_is_documented() -> None:
    import re

    doc = (Path(__file__).resolve().parents[2] / "docs" / "rulesets.md").read_text("utf-8")
    documented = set(re.findall(r"^\| `(kt40k\.[a-z_]+)` \|", doc, flags=re.M))
    assert documented == set(CODES)


def test_every_code_is_used() -> None:
    import re

    root = Path(__file__).resolve().parents[2] / "app" / "rules" / "rulesets" / "kt40k"
    source = "".join(p.read_text("utf-8") for p in root.glob("*.py") if p.name != "__init__.py")
    used = set(re.findall(r'"(kt40k\.[a-z_]+)"', source))
    assert used == set(CODES)


KT_YAML = """\
forcesheet_teamlist: 1
id: kt_yaml
name: Hand-written Codex
version: "1"
entries:
  - {id: sarge, name: Sergeant, section: leader, slot: hq, cost: 30,
     profile: {WS: 4, BS: 4, S: 4, T: 4, W: 2, I: 4, A: 2, Ld: 9, Sv: 3+}}
  - {id: hero, name: Named Hero, section: leader, slot: hq, unique: true, cost: 60,
     profile: {WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 3, Ld: 10, Sv: 3+}}
  - {id: grunt, name: Grunt, section: core, slot: troops, cost: 8,
     profile: {WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Sv: 5+}}
  - {id: tank, name: Tank, section: core, slot: troops, cost: 50, profile_type: vehicle,
     profile: {BS: 3, Front: 12, Side: 12, Rear: 10}}
"""


def test_a_hand_written_list_declares_its_slots() -> None:
    """The YAML format names the Codex slot (``slot:``) and special characters (``unique:``)."""
    from app.rules.format.loader import load_teamlist_text

    tl = load_teamlist_text(KT_YAML, "kt.yaml")
    heroes = Force(tl.id, (ForceModel("s", "sarge"), ForceModel("h", "hero")))
    found = check_list(tl, heroes, "heroes")
    assert [(m.slot, m.unique) for m in found.models] == [("hq", False), ("hq", True)]
    assert [v.code for v in found.violations] == ["kt40k.special_character"]
    villains = Force(tl.id, (ForceModel("g", "grunt"), ForceModel("t", "tank")))
    report = check_list(tl, villains, "villains")
    assert report.models[1].armour == (12, 12, 10)
    assert [v.params["total"] for v in report.violations] == [34]
    # and for Heralds of Ruin, a unique character is one per Force
    from app.rules.validation import Validator

    twice = Force(tl.id, (ForceModel("h1", "hero"), ForceModel("h2", "hero"),
                          *(ForceModel(f"g{n}", "grunt") for n in range(3))), starting=True)
    assert "allowance.entry_max" in Validator(tl).validate_force(twice).codes()


def test_a_third_rule_set_is_a_package_and_nothing_else(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    """Issue 21: "adding a third is adding a package, not editing the others"."""
    import app.rules.rulesets as registry
    from app.cli import main

    pkg = tmp_path / "rulesets_extra" / "skirmish"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text(
        "from app.rules.rulesets import ListCheck, RuleSet\n"
        "RULE_SET = RuleSet(id='skirmish', name=lambda lang: 'Skirmish', sides=(),\n"
        "                   check=lambda tl, force, side: ListCheck(len(force.models), 3, ()),\n"
        "                   codes=frozenset())\n", encoding="utf-8")
    monkeypatch.setattr(registry, "__path__", [*registry.__path__, str(pkg.parent)])
    import sys

    registry._registry.cache_clear()  # the extra folder's package imports as a rule set
    try:
        assert [r.id for r in registry.all_rule_sets()] == ["hor", "kt40k-alpha", "skirmish"]
        roster = Path(__file__).resolve().parents[2] / "examples" / "rosters" / \
            "space_marines_valid.json"
        assert main(["check", str(roster), "--rule-set", "skirmish"]) == 0
        out = capsys.readouterr().out
        assert " / 3 " in out
    finally:
        registry._registry.cache_clear()
        sys.modules.pop("app.rules.rulesets.skirmish", None)
