"""Forces built from imported catalogues, validated by the same Validator as the built-in lists.

Every check was written by reading the catalogue XML (the constraint, modifier or repeat cited
in ``why``): a Force that must pass, and one that must fail with the expected code. Models are
added as BattleScribe adds them (mandatory items and group defaults, see ``default_selections``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

import pytest

from app.rules.force import ForceModel, Group, Team
from app.rules.teamlist import TeamList, entry_base_cost
from tests.rules.bsdata.helpers import (
    check,
    errors,
    faction,
    force,
    model,
    needs_bsdata,
    root,
    squad,
    validator,
)

pytestmark = needs_bsdata

SM = "HoRKT-Space_Marines.cat"
CSM = "HoRKT-Chaos_Space_Marines.cat"
AM = "HoRKT-Astra_Militarum.cat"
ORKS = "HoRKT-Orks.cat"
TAU = "HoRKT-Tau.cat"
GK = "HoRKT-Grey_Knights.cat"

Built = tuple[list[ForceModel], tuple[Group, ...]]


@dataclass(frozen=True)
class Case:
    name: str
    file: str
    why: str  # what in the XML this checks
    good: Callable[[TeamList], Built]
    bad: Callable[[TeamList], Built]
    code: str
    upgrades: frozenset[str] = field(default_factory=frozenset)


def m(*models: ForceModel | list[ForceModel], groups: tuple[Group, ...] = ()) -> Built:
    flat: list[ForceModel] = []
    for x in models:
        flat.extend(x if isinstance(x, list) else [x])
    return flat, groups


def n(k: int, make: Callable[[], ForceModel]) -> list[ForceModel]:
    return [make() for _ in range(k)]


# -- builders per faction --------------------------------------------------------------------
def sgt(tl: TeamList, *extra: str | tuple[str, ...]) -> ForceModel:
    return model(tl, "Sergeant", *extra)


def tac(tl: TeamList, *extra: str | tuple[str, ...], **kw: tuple[str, ...]) -> ForceModel:
    return model(tl, "Tactical Marine", *extra, **kw)  # type: ignore[arg-type]


def plasma(tl: TeamList) -> ForceModel:
    return tac(tl, ("Special Weapon", "Plasma Gun"), without=("Boltgun",))


def champ(tl: TeamList, *extra: str) -> ForceModel:
    return model(tl, "Aspiring Champion", *extra)


def cultists(tl: TeamList, gid: str, size: int = 5) -> tuple[list[ForceModel], Group]:
    return squad(tl, "Chaos Cultist Squad", size, gid)


def guards(tl: TeamList, gid: str) -> tuple[list[ForceModel], Group]:
    return squad(tl, "Guardsmen Squad", 5, gid)


def hwt(tl: TeamList) -> ForceModel:
    return model(tl, "Heavy Weapons Team", "Mortar")


def with_squads(lead: ForceModel, squads: list[tuple[list[ForceModel], Group]],
                *more: ForceModel) -> Built:
    models = [lead] + [x for ms, _ in squads for x in ms] + list(more)
    return models, tuple(g for _, g in squads)


def _sm_cases() -> list[Case]:
    return [
        Case("sm tactical marine with its grenades", SM,
             "Tactical Marine 12 pts; Frag and Krak grenade links min 1 in parent",
             lambda t: m(sgt(t), tac(t)),
             lambda t: m(sgt(t), tac(t, without=("Krak grenade",))),
             "option.entry_min"),
        Case("sm exactly one team leader (none)", SM,
             "category Team Leader: min 1 / max 1 in the force",
             lambda t: m(sgt(t), tac(t)), lambda t: m(tac(t), tac(t)),
             "allowance.section_min"),
        Case("sm exactly one team leader (two)", SM,
             "category Team Leader: max 1",
             lambda t: m(sgt(t), tac(t)), lambda t: m(sgt(t), sgt(t), tac(t)),
             "allowance.section_max"),
        Case("sm at most 20 core", SM, "category Core: max 20",
             lambda t: m(sgt(t), n(20, lambda: model(t, "Scout"))),
             lambda t: m(sgt(t), n(21, lambda: model(t, "Scout"))),
             "allowance.section_max"),
        Case("sm at most 5 special", SM, "category Special: max 5",
             lambda t: m(sgt(t), tac(t), n(5, lambda: model(t, "Vanguard Veteran"))),
             lambda t: m(sgt(t), tac(t), n(6, lambda: model(t, "Vanguard Veteran"))),
             "allowance.section_max"),
        Case("sm one special weapon per five tactical marines", SM,
             "group Special Weapon: maxInForce 0, +1 when >= 5 Tactical Marines (or 4 + Sergeant)",
             lambda t: m(sgt(t), n(3, lambda: tac(t)), plasma(t)),
             lambda t: m(sgt(t), n(3, lambda: tac(t)), plasma(t), plasma(t)),
             "armoury.limit_max"),
        Case("sm two special weapons need ten", SM,
             "group Special Weapon: +1 more at 10 Tactical Marines",
             lambda t: m(sgt(t), n(8, lambda: tac(t)), plasma(t), plasma(t)),
             lambda t: m(sgt(t), n(6, lambda: tac(t)), plasma(t), plasma(t)),
             "armoury.limit_max"),
        Case("sm bikers limited unless the sergeant rides a bike", SM,
             "Space Marine Biker: maxInForce 3, set -1 when a Sergeant has Space Marine Bike",
             lambda t: m(sgt(t, "Space Marine Bike (Sergeant)"),
                         n(4, lambda: model(t, "Space Marine Biker"))),
             lambda t: m(sgt(t), n(4, lambda: model(t, "Space Marine Biker"))),
             "allowance.entry_max"),
        Case("sm terminators are core only under a terminator sergeant", SM,
             "Terminator (Core link): hidden when no Terminator Sergeant",
             lambda t: m(model(t, "Terminator Sergeant"), model(t, "Terminator", section="core")),
             lambda t: m(sgt(t), model(t, "Terminator", section="core")),
             "entry.unavailable"),
        Case("sm terminator specialists not under a terminator sergeant", SM,
             "Terminator (Special link): hidden when a Terminator Sergeant leads",
             lambda t: m(sgt(t), tac(t), model(t, "Terminator", section="specialist")),
             lambda t: m(model(t, "Terminator Sergeant"), tac(t),
                         model(t, "Terminator", section="specialist")),
             "entry.unavailable"),
        Case("sm apothecary 0-1", SM, "Apothecary: max 1 in force",
             lambda t: m(sgt(t), tac(t), model(t, "Apothecary")),
             lambda t: m(sgt(t), tac(t), model(t, "Apothecary"), model(t, "Apothecary")),
             "allowance.entry_max"),
        Case("sm assault marines 0-5", SM, "Assault Marine: max 5 in force",
             lambda t: m(sgt(t), n(5, lambda: model(t, "Assault Marine"))),
             lambda t: m(sgt(t), n(6, lambda: model(t, "Assault Marine"))),
             "allowance.entry_max"),
        Case("sm starting force 250 pts", SM, "costs: Sergeant 14 + Tactical Marines 14",
             lambda t: m(sgt(t), n(16, lambda: tac(t))),
             lambda t: m(sgt(t), n(17, lambda: tac(t))),
             "points.starting_limit"),
        Case("sm chapter tactics 0-1", SM, "category Chapter Tactics: max 1",
             lambda t: m(sgt(t), tac(t), model(t, "Chapter Tactics")),
             lambda t: m(sgt(t), tac(t), model(t, "Chapter Tactics"), model(t, "Chapter Tactics")),
             "allowance.category_max"),
    ]


def _csm_cases() -> list[Case]:
    return [
        Case("csm chaos space marine with grenades", CSM,
             "Chaos Space Marine 11 pts + frag 1 + krak 1 (min 1 in parent)",
             lambda t: m(champ(t), model(t, "Chaos Space Marine")),
             lambda t: m(champ(t), model(t, "Chaos Space Marine", without=("Frag Grenade",))),
             "option.entry_min"),
        Case("csm cultist squad of five", CSM,
             "Chaos Cultist Squad 20 pts: Chaos Cultist model min 5 / max 5 in the unit",
             lambda t: with_squads(champ(t), [cultists(t, "c1")]),
             lambda t: with_squads(champ(t), [cultists(t, "c1", 6)]),
             "option.entry_max"),
        Case("csm cultist champion needs two squads", CSM,
             "Chaos Cultist Squad: minInForce set 2 when a Cultist Champion leads",
             lambda t: with_squads(model(t, "Cultist Champion"),
                                   [cultists(t, "c1"), cultists(t, "c2")]),
             lambda t: with_squads(model(t, "Cultist Champion"), [cultists(t, "c1")]),
             "allowance.entry_min"),
        Case("csm bikers unless the champion rides a bike", CSM,
             "Chaos Biker: maxInForce 3, set -1 with Chaos Champion Bike",
             lambda t: m(champ(t, "Chaos Champion Bike"), n(4, lambda: model(t, "Chaos Biker"))),
             lambda t: m(champ(t), n(4, lambda: model(t, "Chaos Biker"))),
             "allowance.entry_max"),
        Case("csm raptors unless the champion has a jump pack", CSM,
             "Raptor: max 5, set -1 with Jump Pack (Champion)",
             lambda t: m(champ(t, "Jump Pack (Champion)"), n(6, lambda: model(t, "Raptor"))),
             lambda t: m(champ(t), n(6, lambda: model(t, "Raptor"))),
             "allowance.entry_max"),
        Case("csm at most 3 special", CSM, "category Special: max 3",
             lambda t: m(champ(t), model(t, "Chaos Space Marine"),
                         n(3, lambda: model(t, "Warp Talon"))),
             lambda t: m(champ(t), model(t, "Chaos Space Marine"),
                         n(4, lambda: model(t, "Warp Talon"))),
             "allowance.section_max"),
        Case("csm chosen as core only for the black legion", CSM,
             "Chosen (Core link): hidden unless Traitor Legions: Black Legion",
             lambda t: m(champ(t), model(t, "Chosen", section="core"),
                         model(t, "Traitor Legions", "Traitor Legions: Black Legion")),
             lambda t: m(champ(t), model(t, "Chosen", section="core")),
             "entry.unavailable"),
        Case("csm obliterators 0-2", CSM, "Obliterator: maxInForce 2",
             lambda t: m(champ(t), model(t, "Chaos Space Marine"),
                         n(2, lambda: model(t, "Obliterator"))),
             lambda t: m(champ(t), model(t, "Chaos Space Marine"),
                         n(3, lambda: model(t, "Obliterator"))),
             "allowance.entry_max"),
        Case("csm plague marines as special only without a plague champion", CSM,
             "Plague Marine (Special link): hidden when a Plague Champion leads",
             lambda t: m(champ(t), model(t, "Chaos Space Marine"),
                         model(t, "Plague Marine", "Mark of Nurgle", section="specialist")),
             lambda t: m(model(t, "Plague Champion"), model(t, "Chaos Space Marine"),
                         model(t, "Plague Marine", "Mark of Nurgle", section="specialist")),
             "entry.unavailable"),
    ]


def _am_cases() -> list[Case]:
    return [
        Case("am guardsmen squad is one unit of five", AM,
             "Guardsmen Squad 20 pts (+5 frag grenades), Guardsman model min 5 / max 5",
             lambda t: with_squads(model(t, "Team Commander"), [guards(t, "g1")]),
             lambda t: with_squads(model(t, "Team Commander"),
                                   [squad(t, "Guardsmen Squad", 6, "g1")]),
             "option.entry_max"),
        Case("am one heavy weapons team per guardsmen squad", AM,
             "Heavy Weapons Team: maxInForce 0, +1 for every Guardsmen Squad (repeat)",
             lambda t: with_squads(model(t, "Team Commander"),
                                   [guards(t, "g1"), guards(t, "g2")], hwt(t), hwt(t)),
             lambda t: with_squads(model(t, "Team Commander"), [guards(t, "g1")], hwt(t), hwt(t)),
             "allowance.entry_max"),
        Case("am one sergeant per two squads", AM,
             "Sergeant: maxInForce 0, +1 for every 2 Guardsmen Squads (repeat)",
             lambda t: with_squads(model(t, "Team Commander"),
                                   [guards(t, "g1"), guards(t, "g2")], model(t, "Sergeant")),
             lambda t: with_squads(model(t, "Team Commander"), [guards(t, "g1")],
                                   model(t, "Sergeant")),
             "allowance.entry_max"),
        Case("am ministorum priest 0-1", AM, "Ministorum Priest: maxInForce 1",
             lambda t: with_squads(model(t, "Team Commander"), [guards(t, "g1")],
                                   model(t, "Ministorum Priest")),
             lambda t: with_squads(model(t, "Team Commander"), [guards(t, "g1")],
                                   model(t, "Ministorum Priest"), model(t, "Ministorum Priest")),
             "allowance.entry_max"),
        Case("am scout sentinels 0-2", AM, "Scout Sentinel: maxInForce 2",
             lambda t: with_squads(model(t, "Team Commander"), [guards(t, "g1")],
                                   *n(2, lambda: model(t, "Scout Sentinel"))),
             lambda t: with_squads(model(t, "Team Commander"), [guards(t, "g1")],
                                   *n(3, lambda: model(t, "Scout Sentinel"))),
             "allowance.entry_max"),
        Case("am a squad is a group of its own entry", AM,
             "HoR: a Squad Group holds the Squad's members only",
             lambda t: with_squads(model(t, "Team Commander"), [guards(t, "g1")]),
             lambda t: _mixed_group(t),
             "group.mixed_entries"),
    ]


def _mixed_group(tl: TeamList) -> Built:
    models, g = guards(tl, "g1")
    other, _ = squad(tl, "Conscript Squad", 5, "g1")
    return [model(tl, "Team Commander"), *models, *other], (g,)


def _orks_cases() -> list[Case]:
    return [
        Case("orks runtherd per gretchin mob", ORKS,
             "Runtherd: maxInRoster 0, +1 for every Gretchin Mob (repeat)",
             lambda t: m(model(t, "Boss Nob"), model(t, "Gretchin Mob"), model(t, "Runtherd")),
             lambda t: m(model(t, "Boss Nob"), model(t, "Kommandos"), model(t, "Runtherd")),
             "allowance.entry_max"),
        Case("orks stormboyz unless the boss has a rokkit pack", ORKS,
             "Stormboyz: maxInRoster 5, set -1 per Boss Nob with Rokkit pack (repeat)",
             lambda t: m(model(t, "Boss Nob with Rokkit pack"),
                         n(6, lambda: model(t, "Stormboyz"))),
             lambda t: m(model(t, "Boss Nob"), n(6, lambda: model(t, "Stormboyz"))),
             "allowance.entry_max"),
        Case("orks painboy 0-1", ORKS, "Painboy: maxInRoster 1",
             lambda t: m(model(t, "Boss Nob"), model(t, "Kommandos"), model(t, "Painboy")),
             lambda t: m(model(t, "Boss Nob"), model(t, "Kommandos"), model(t, "Painboy"),
                         model(t, "Painboy")),
             "allowance.entry_max"),
        Case("orks meganobz as core under a boss meganob", ORKS,
             "Meganob (Core link): hidden when no Boss Meganob",
             lambda t: m(model(t, "Boss Meganob"), model(t, "Meganob", section="core")),
             lambda t: m(model(t, "Boss Nob"), model(t, "Meganob", section="core")),
             "entry.unavailable"),
        Case("orks at most 30 core", ORKS, "category Core: max 30",
             lambda t: m(model(t, "Boss Nob"), n(30, lambda: model(t, "Kommandos"))),
             lambda t: m(model(t, "Boss Nob"), n(31, lambda: model(t, "Kommandos"))),
             "allowance.section_max"),
    ]


def _tau_cases() -> list[Case]:
    def lead(t: TeamList) -> ForceModel:
        return model(t, "Fire Warrior Shas'ui")

    return [
        Case("tau kroot hound per kroot", TAU, "Kroot Hound: maxInForce 0, +1 per Kroot (repeat)",
             lambda t: m(lead(t), model(t, "Kroot"), model(t, "Kroot Hound")),
             lambda t: m(lead(t), model(t, "Kroot Hound")),
             "allowance.entry_max"),
        Case("tau kroot rider per five kroot", TAU,
             "Kroot Rider: maxInForce 0, +1 per 5 Kroot (repeat)",
             lambda t: m(lead(t), n(5, lambda: model(t, "Kroot")), model(t, "Kroot Rider")),
             lambda t: m(lead(t), n(4, lambda: model(t, "Kroot")), model(t, "Kroot Rider")),
             "allowance.entry_max"),
        Case("tau pathfinders 0-3, 0-5 under a pathfinder shas'ui", TAU,
             "Pathfinder: max 3, set 5 when a Pathfinder Shas'ui leads",
             lambda t: m(model(t, "Pathfinder Shas'ui"), n(4, lambda: model(t, "Pathfinder"))),
             lambda t: m(lead(t), n(4, lambda: model(t, "Pathfinder"))),
             "allowance.entry_max"),
        Case("tau at most 3 special", TAU, "category Special: max 3",
             lambda t: m(lead(t), model(t, "Fire Warrior"),
                         n(3, lambda: model(t, "Stealth Shas'ui"))),
             lambda t: m(lead(t), model(t, "Fire Warrior"),
                         n(4, lambda: model(t, "Stealth Shas'ui"))),
             "allowance.section_max"),
        Case("tau broadside 0-1", TAU, "Broadside Shas'ui: maxInRoster 1",
             lambda t: m(lead(t), model(t, "Fire Warrior"), model(t, "Broadside Shas'ui")),
             lambda t: m(lead(t), model(t, "Fire Warrior"), model(t, "Broadside Shas'ui"),
                         model(t, "Broadside Shas'ui")),
             "allowance.entry_max"),
    ]


CASES = _sm_cases() + _csm_cases() + _am_cases() + _orks_cases() + _tau_cases()


def test_enough_checks_across_factions() -> None:
    assert len(CASES) >= 30
    assert len({c.file for c in CASES}) >= 5


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_passes(case: Case) -> None:
    tl = faction(case.file)
    models, groups = case.good(tl)
    report = check(case.file, *models, groups=groups, upgrades=case.upgrades)
    assert errors(report) == [], f"{case.why}: {[v.as_dict() for v in report.errors]}"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_fails_with_code(case: Case) -> None:
    tl = faction(case.file)
    models, groups = case.bad(tl)
    report = check(case.file, *models, groups=groups, upgrades=case.upgrades)
    assert case.code in errors(report), f"{case.why}: {errors(report)}"


# -- costs and a few exact reports -------------------------------------------------------------


@pytest.mark.parametrize(
    ("file", "name", "section", "points"),
    [
        (SM, "Tactical Marine", None, 14),  # 12 + frag 1 + krak 1, the cost HoR prints
        (SM, "Sergeant", None, 14),
        (SM, "Scout", None, 11),
        (CSM, "Chaos Space Marine", None, 13),
        (CSM, "Chaos Cultist Squad", None, 20),
        (AM, "Guardsmen Squad", None, 25),  # 20 + five mandatory frag grenades
        (AM, "Heavy Weapons Team", None, 15),
        (TAU, "Fire Warrior", None, 9),
        (ORKS, "Boss Nob", None, 18),
    ],
)
def test_printed_costs_include_mandatory_items(
    file: str, name: str, section: str | None, points: int
) -> None:
    assert entry_base_cost(root(faction(file), name, section)) == points


def test_model_points_follow_options() -> None:
    tl = faction(SM)
    report = check(SM, sgt(tl), tac(tl, uid="t1"), plasma(tl))
    assert report.model_points["t1"] == Fraction(14)
    assert sorted(report.model_points.values()) == [14, 14, 29]  # plasma gun +15


def test_squad_cost_belongs_to_the_group() -> None:
    tl = faction(AM)
    models, g = guards(tl, "g1")
    report = check(AM, model(tl, "Team Commander"), *models, groups=(g,))
    assert report.group_points == {"g1": Fraction(20)}
    # Each Guardsman carries a mandatory 1-pt frag grenade: 20 + 5, as HoR prints (25).
    assert sum(report.model_points[x.uid] for x in models) == 5
    assert report.total == 25 + entry_base_cost(root(tl, "Team Commander"))


def test_exact_report_for_too_many_bikers() -> None:
    tl = faction(SM)
    report = check(SM, sgt(tl), *n(4, lambda: model(tl, "Space Marine Biker")))
    (v,) = report.errors
    assert v.code == "allowance.entry_max"
    assert (v.params["limit"], v.params["count"], v.params["name"]) == (3, 4, "Space Marine Biker")
    assert len(v.refs) == 4


def test_grey_knights_imported_list_validates_a_force() -> None:
    tl = faction(GK)
    leader = next(e for e in tl.entries if tl.index.section_of(e) == "leader")
    core = next(e for e in tl.entries if tl.index.section_of(e) == "core" and not e.hidden)
    report = check(GK, model(tl, leader.name), model(tl, core.name, section="core"))
    assert errors(report) == []


def test_a_squad_may_shrink_in_the_campaign_but_not_grow() -> None:
    tl = faction(CSM)
    members, g = cultists(tl, "c1")
    lost = members[:4]
    start = check(CSM, champ(tl), *lost, groups=(g,))
    assert "option.entry_min" in errors(start)  # a starting Squad is complete
    campaign = validator(CSM).validate_force(
        force(tl, champ(tl), *lost, groups=(g,), starting=False)
    )
    assert errors(campaign) == []
    grown, g6 = cultists(tl, "c1", 6)
    campaign = validator(CSM).validate_force(
        force(tl, champ(tl), *grown, groups=(g6,), starting=False)
    )
    assert {"option.entry_max", "squad.above_starting_size"} <= set(errors(campaign))


def test_force_wide_choices_hold_for_every_team() -> None:
    tl = faction(CSM)
    legion = model(tl, "Traitor Legions", "Traitor Legions: Black Legion", uid="legion")
    lead = model(tl, "Aspiring Champion", uid="lead")
    chosen = model(tl, "Chosen", section="core", uid="chosen")
    f = force(tl, lead, chosen, legion, starting=False)
    team = validator(CSM).validate_team(f, Team(("lead", "chosen"), points_limit=200))
    assert errors(team) == []  # the Black Legion choice still unlocks Chosen as Core
    without = force(tl, lead, chosen, starting=False)
    team = validator(CSM).validate_team(without, Team(("lead", "chosen"), points_limit=200))
    assert "entry.unavailable" in errors(team)


def _all_factions() -> list[str]:
    from tests.rules.bsdata.helpers import shared_files

    return [p.name for p in shared_files()] or ["(no data)"]


@pytest.mark.parametrize("file", _all_factions())
def test_every_entry_of_every_faction_can_be_recruited(file: str) -> None:
    """Each root entry, added as BattleScribe adds it, is known to the validator with all its
    default options, and its points are at least its printed cost."""
    from app.rules.bsdata.defaults import default_selections

    tl = faction(file)
    v = validator(file)
    for e in tl.entries:
        m = ForceModel("x", e.id, options=default_selections(e))
        report = v.validate_force(force(tl, m, starting=False))
        codes = {x.code for x in report.violations}
        assert not codes & {"entry.unknown", "option.unknown"}, (e.name, codes)
        if not e.squad_size:
            assert report.model_points["x"] >= e.cost, e.name
