"""The Team Lists shipped in resources/teamlists load, and validate the way the rules say."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.format.loader import load_teamlist
from app.rules.teamlist import Rule, TeamList, display_text
from app.rules.typography import french_typography
from app.rules.validation import Report, Validator

CYRILLIC = re.compile(r"[\u0400-\u04FF]")
TEAMLISTS = Path(__file__).resolve().parents[2] / "resources" / "teamlists"
SHIPPED = ("space_marines", "chaos_space_marines", "astra_militarum", "orks")
_cache: dict[str, TeamList] = {}


def team_list(name: str) -> TeamList:
    if name not in _cache:
        _cache[name] = load_teamlist(TEAMLISTS / f"{name}.yaml")
    return _cache[name]


def m(uid: str, entry: str, *options: str, group: str | None = None) -> ForceModel:
    return ForceModel(uid, entry, options=tuple(Selection(o) for o in options), group=group)


def squad(entry: str, gid: str, options: dict[int, tuple[str, ...]] | None = None) -> list[ForceModel]:
    opts = options or {}
    return [m(f"{gid}.{i}", entry, *opts.get(i, ()), group=gid) for i in range(5)]


def squad_group(gid: str, entry: str) -> Group:
    return Group(gid, entry, squad=True, starting_size=5)


def check(
    name: str,
    models: list[ForceModel],
    groups: list[Group] | None = None,
    upgrades: frozenset[str] = frozenset(),
) -> Report:
    force = Force(name, tuple(models), tuple(groups or ()), upgrades=upgrades, starting=True)
    return Validator(team_list(name)).validate_force(force)


def error_codes(report: Report) -> set[str]:
    return {v.code for v in report.errors}


# -- loading ------------------------------------------------------------------------------------
def test_every_shipped_file_loads() -> None:
    files = sorted(TEAMLISTS.glob("*.yaml"))
    assert {f.stem for f in files} >= set(SHIPPED)
    for f in files:
        tl = load_teamlist(f)
        assert tl.entries, f
        assert "BSData" in tl.source or "Heralds of Ruin" in tl.source


@pytest.mark.parametrize("name", SHIPPED)
def test_each_list_has_all_sections_and_translations(name: str) -> None:
    tl = team_list(name)
    sections = {tl.section_of(e) for e in tl.entries}
    assert {"leader", "specialist", "core", "transport"} <= {str(s) for s in sections}
    for e in tl.entries:
        assert set(e.names) >= {"fr", "ru"}, e.id
    for w in tl.wargear.values():
        assert set(w.names) >= {"fr", "ru"}, w.id
    for r in tl.rules:
        assert set(r.names) >= {"fr", "ru"} and r.text, r.id


@pytest.mark.parametrize("name", SHIPPED)
def test_every_rule_text_is_in_french_and_russian(name: str) -> None:
    # Issue 8: no English word a player reads may remain, rule texts included.
    tl = team_list(name)
    assert tl.rules
    for r in tl.rules:
        fr, ru = r.texts.get("fr", "").strip(), r.texts.get("ru", "").strip()
        assert fr and ru, r.id
        assert fr != r.text and ru != r.text, r.id
        assert CYRILLIC.search(ru) and not CYRILLIC.search(fr), r.id
        # shown with French typography (a no-break space before : ; ! ?)
        assert display_text(r, "fr_FR") == french_typography(r.texts["fr"])
        assert display_text(r, "en") == r.text


def test_a_rule_means_the_same_in_every_list() -> None:
    # A rule shared by several lists (Infiltrate, Inspiring Presence…) has one name per language;
    # with the same English text it has the same translations too.
    seen: dict[str, Rule] = {}
    for name in SHIPPED:
        for r in team_list(name).rules:
            first = seen.setdefault(r.id, r)
            assert dict(r.names) == dict(first.names), (name, r.id)
            if r.text == first.text:
                assert dict(r.texts) == dict(first.texts), (name, r.id)


def test_display_text_falls_back_to_english() -> None:
    rule = Rule("x", "X", "English text.", texts={"fr": "Texte français."})
    assert display_text(rule, "fr") == "Texte français."
    assert display_text(rule, "ru") == "English text."
    assert display_text(rule, "") == "English text."


def test_special_entries_between_the_lists() -> None:
    entries = {e.id: e for name in SHIPPED for e in team_list(name).entries}
    assert entries["killa_kan"].walker
    assert entries["scout_sentinel"].walker
    assert entries["mek_gun"].artillery and entries["mek_gun"].crew_cost == 3
    assert entries["cultist_squad"].squad_size == 5 and entries["cultist_squad"].cost == 20
    assert entries["guardsmen_squad"].squad_size == 5
    assert entries["tactical_marine"].cost == 14


# -- Space Marines --------------------------------------------------------------------------------
def sm_valid() -> list[ForceModel]:
    return [
        m("sgt", "sergeant", "sergeant.melee.power_fist", "sergeant.armoury.targeter",
          "sergeant.armoury.auspex"),
        m("apo", "apothecary"),
        m("t0", "tactical_marine", "tactical_marine.special.plasma_gun"),
        m("t1", "tactical_marine", "tactical_marine.special.missile_launcher"),
        m("t2", "tactical_marine", "tactical_marine.gear.extra_chainsword"),
        *[m(f"t{i}", "tactical_marine") for i in range(3, 10)],
    ]


def test_space_marines_valid_starting_force() -> None:
    rep = check("space_marines", sm_valid())
    assert rep.total == 250
    assert rep.violations == ()


def test_space_marines_two_leaders() -> None:
    rep = check("space_marines", [*sm_valid()[1:], m("s1", "sergeant"), m("s2", "scout_sergeant")])
    assert error_codes(rep) == {"allowance.section_max"}


def test_space_marines_two_special_weapons_with_five_marines() -> None:
    models = [m("sgt", "sergeant")] + [
        m(f"t{i}", "tactical_marine", *(["tactical_marine.special.plasma_gun"] if i < 2 else []))
        for i in range(5)
    ]
    assert error_codes(check("space_marines", models)) == {"armoury.per_n"}


def test_space_marines_armoury_item_twice_and_apothecary_twice() -> None:
    models = [
        m("sgt", "sergeant", "sergeant.armoury.targeter", "sergeant.armoury.targeter"),
        m("a1", "apothecary"),
        m("a2", "apothecary"),
        m("t", "tactical_marine"),
    ]
    assert error_codes(check("space_marines", models)) == {
        "armoury.item_repeated",
        "allowance.entry_max",
    }


def test_space_marines_bikers_limited_unless_sergeant_rides_a_bike() -> None:
    bikers = [m(f"b{i}", "biker") for i in range(4)]
    assert error_codes(check("space_marines", [m("sgt", "sergeant"), *bikers])) == {
        "allowance.entry_max"
    }
    mounted = m("sgt", "sergeant", "sergeant.mount.sergeant_bike")
    assert error_codes(check("space_marines", [mounted, *bikers])) == set()


def test_space_marines_transport_needs_vehicle_bay_and_too_many_specialists() -> None:
    models = [m("sgt", "sergeant"), m("t", "tactical_marine"), m("rh", "rhino")]
    assert error_codes(check("space_marines", models)) == {"transport.needs_vehicle_bay"}
    assert error_codes(check("space_marines", models, upgrades=frozenset({"vehicle_bay"}))) == set()
    many = [m("sgt", "sergeant"), m("t", "tactical_marine")] + [
        m(f"v{i}", "vanguard_veteran") for i in range(6)
    ]
    assert error_codes(check("space_marines", many)) == {"allowance.section_max"}


# -- Chaos Space Marines ------------------------------------------------------------------------
def csm_valid() -> tuple[list[ForceModel], list[Group]]:
    autoguns = {i: ("cultist_squad.autogun.autogun",) for i in range(5)}
    models = [
        m("champ", "aspiring_champion", "aspiring_champion.melee.power_fist",
          "aspiring_champion.champion_armoury.daemonic_visage"),
        m("chosen", "chosen", "chosen.armoury.combat_drugs"),
        *squad("cultist_squad", "c1", autoguns),
        *squad("cultist_squad", "c2"),
        m("m0", "chaos_space_marine", "chaos_space_marine.special.plasma_gun"),
        *[m(f"m{i}", "chaos_space_marine") for i in range(1, 8)],
    ]
    return models, [squad_group("c1", "cultist_squad"), squad_group("c2", "cultist_squad")]


def test_chaos_valid_starting_force() -> None:
    models, groups = csm_valid()
    rep = check("chaos_space_marines", models, groups)
    assert rep.total == 250
    assert rep.violations == ()


def test_chaos_cultist_squad_costs_four_per_model() -> None:
    models, groups = csm_valid()
    rep = check("chaos_space_marines", models, groups)
    assert rep.model_points["c2.0"] == 4


def test_chaos_too_many_specialists_and_over_points() -> None:
    models = [m("champ", "aspiring_champion"), m("m", "chaos_space_marine")] + [
        m(f"o{i}", "obliterator") for i in range(4)
    ]
    assert error_codes(check("chaos_space_marines", models)) == {
        "allowance.section_max",
        "allowance.entry_max",
        "points.starting_limit",
    }


def test_chaos_squad_rules() -> None:
    one_flamer_too_many = [
        m("champ", "aspiring_champion"),
        *squad("cultist_squad", "c1", {0: ("cultist_squad.special.flamer",),
                                       1: ("cultist_squad.special.heavy_stubber",)}),
    ]
    rep = check("chaos_space_marines", one_flamer_too_many, [squad_group("c1", "cultist_squad")])
    assert error_codes(rep) == {"armoury.per_n"}
    loose = [m("champ", "aspiring_champion"), m("c", "cultist_squad")]
    assert error_codes(check("chaos_space_marines", loose)) == {"squad.not_grouped"}


def test_chaos_bikers_unlimited_with_champion_on_bike() -> None:
    bikers = [m(f"b{i}", "chaos_biker") for i in range(5)]
    assert error_codes(check("chaos_space_marines", [m("c", "aspiring_champion"), *bikers])) == {
        "allowance.entry_max"
    }
    rider = m("c", "aspiring_champion", "aspiring_champion.mount.champion_bike")
    assert error_codes(check("chaos_space_marines", [rider, *bikers])) == set()


# -- Astra Militarum ----------------------------------------------------------------------------
def am_valid() -> tuple[list[ForceModel], list[Group]]:
    models = [
        m("com", "commissar"),
        *squad("guardsmen_squad", "g1", {0: ("guardsmen_squad.special.plasma_gun",)}),
        *squad("guardsmen_squad", "g2"),
        *squad("guardsmen_squad", "g3"),
        *squad("veteran_squad", "v1"),
        *squad("veteran_squad", "v2"),
        m("hw1", "heavy_weapons_team", "heavy_weapons_team.heavy.autocannon"),
        m("hw2", "heavy_weapons_team", "heavy_weapons_team.heavy.autocannon"),
        m("sgt", "sergeant"),
        m("med", "medic"),
    ]
    groups = [squad_group(g, "guardsmen_squad") for g in ("g1", "g2", "g3")]
    groups += [squad_group(g, "veteran_squad") for g in ("v1", "v2")]
    return models, groups


def test_astra_militarum_valid_starting_force() -> None:
    models, groups = am_valid()
    rep = check("astra_militarum", models, groups)
    assert rep.total == 250
    assert rep.violations == ()


def test_astra_militarum_heavy_weapons_team_needs_a_squad() -> None:
    models = [m("com", "commissar"), *squad("guardsmen_squad", "g1"),
              m("hw1", "heavy_weapons_team"), m("hw2", "heavy_weapons_team")]
    rep = check("astra_militarum", models, [squad_group("g1", "guardsmen_squad")])
    assert error_codes(rep) == {"allowance.entry_max"}


def test_astra_militarum_two_leaders_and_a_chimera_without_bay() -> None:
    models = [m("com", "commissar"), m("tc", "team_commander"), *squad("guardsmen_squad", "g1"),
              m("ch", "chimera")]
    rep = check("astra_militarum", models, [squad_group("g1", "guardsmen_squad")])
    assert error_codes(rep) == {"allowance.section_max", "transport.needs_vehicle_bay"}


def test_astra_militarum_squad_special_weapon_and_sentinels() -> None:
    models = [
        m("com", "commissar"),
        *squad("guardsmen_squad", "g1", {0: ("guardsmen_squad.special.flamer",),
                                         1: ("guardsmen_squad.special.meltagun",)}),
        *[m(f"s{i}", "scout_sentinel") for i in range(3)],
    ]
    rep = check("astra_militarum", models, [squad_group("g1", "guardsmen_squad")])
    assert error_codes(rep) == {"armoury.per_n", "allowance.entry_max"}


# -- Orks ---------------------------------------------------------------------------------------
def orks_valid() -> tuple[list[ForceModel], list[Group]]:
    models = [
        m("boss", "boss_nob_warbike", "boss_nob_warbike.melee.big_choppa"),
        *[m(f"w{i}", "warbiker") for i in range(4)],
        *squad("boyz_mob", "b1", {0: ("boyz_mob.heavy.big_shoota",)}),
        *squad("gretchin_mob", "r1"),
        m("herd", "runtherd"),
        m("kan", "killa_kan"),
        m("gun", "mek_gun", "mek_gun.gun.kustom_mega_kannon"),
    ]
    return models, [squad_group("b1", "boyz_mob"), squad_group("r1", "gretchin_mob")]


def test_orks_valid_starting_force() -> None:
    models, groups = orks_valid()
    rep = check("orks", models, groups)
    assert rep.total == 250
    assert rep.violations == ()


def test_orks_warbikers_limited_unless_boss_on_warbike() -> None:
    bikers = [m(f"w{i}", "warbiker") for i in range(4)]
    assert error_codes(check("orks", [m("boss", "boss_nob"), *bikers])) == {"allowance.entry_max"}


def test_orks_killa_kans_runtherd_and_banner() -> None:
    models = [
        m("boss", "boss_nob", "boss_nob.armoury.waaagh_banner"),
        m("git", "flash_git", "flash_git.armoury.waaagh_banner"),
        m("herd", "runtherd"),
        *[m(f"k{i}", "killa_kan") for i in range(3)],
    ]
    assert error_codes(check("orks", models)) == {"allowance.entry_max", "armoury.limit_max"}


def test_orks_two_heavy_weapons_in_one_mob_and_over_points() -> None:
    models, groups = orks_valid()
    models = [
        *models,
        m("b1.9", "boyz_mob", "boyz_mob.heavy.rokkit_launcha", group="b2"),
        *[m(f"b2.{i}", "boyz_mob", group="b2") for i in range(4)],
        m("b2.x", "boyz_mob", "boyz_mob.heavy.rokkit_launcha", group="b2"),
    ]
    rep = check("orks", models, [*groups, squad_group("b2", "boyz_mob")])
    assert error_codes(rep) == {
        "armoury.per_n",
        "squad.above_starting_size",
        "points.starting_limit",
    }


def test_cultist_champion_raises_the_cultist_minimum() -> None:
    """A limit modifier may raise a minimum of 0 (Cultist Champion: at least 10 Cultists)."""
    from app.rules.force import Force, ForceModel, Group
    from app.rules.library import find_teamlist
    from app.rules.validation import Validator

    tl = find_teamlist("chaos_space_marines")
    assert tl is not None
    v = Validator(tl)

    def squads(n: int) -> tuple[tuple[ForceModel, ...], tuple[Group, ...]]:
        ms = tuple(ForceModel(f"c{s}-{i}", "cultist_squad", group=f"sq{s}")
                   for s in range(n) for i in range(5))
        return ms, tuple(Group(f"sq{s}", "cultist_squad", squad=True, starting_size=5)
                         for s in range(n))

    for n, expect in ((1, True), (2, False)):
        ms, gs = squads(n)
        f = Force("chaos_space_marines", (ForceModel("boss", "cultist_champion"), *ms), gs,
                  starting=True)
        assert ("allowance.entry_min" in v.validate_force(f).codes()) is expect


def test_a_shipped_list_loads_once_when_first_asked_for_whatever_the_threads(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Listing the shipped lists (ids, ``in``, ``len``, the names and versions of the
    listings) parses none; a list is parsed when first asked for, that one alone; threads
    asking for it together wait for one parse and get the very same list."""
    import threading
    import time

    from app.rules import library

    lists = library.ShippedLists()  # as in a fresh process
    monkeypatch.setattr(library, "_SHIPPED", lists)
    parse = lists._parse
    parsing: list[str] = []

    def slow(path: Path) -> TeamList:
        parsing.append(threading.current_thread().name)
        time.sleep(0.05)  # (the other threads ask meanwhile)
        return parse(path)

    monkeypatch.setattr(lists, "_parse", slow)
    shipped = library.builtin_teamlists()
    assert list(shipped) == sorted(SHIPPED) and len(shipped) == len(SHIPPED)
    assert "orks" in shipped and "tau" not in shipped and shipped.get("tau") is None
    names = library.shipped_names()
    assert parsing == [] and not library.builtin_loaded()
    got: list[TeamList] = []
    threads = [threading.Thread(target=lambda: got.append(shipped["orks"]), name=f"asker-{i}")
               for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert len(parsing) == 1 and len(got) == 3
    assert got[0] is got[1] is got[2] is shipped["orks"] is shipped.get("orks")
    assert library.builtin_loaded() and len(parsing) == 1
    for tl_id, tl in shipped.items():  # every list, each parsed once
        assert (names[tl_id].name, names[tl_id].version) == (tl.name, tl.version)
        assert tl == team_list(tl_id)
    assert len(parsing) == len(SHIPPED)
