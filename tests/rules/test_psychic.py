"""Psychic powers (issue 18, point 3): the Team List format's power lists, the Mastery Level,
and the per-game pick checked in step 1.

Seed 004, "Генерация сил": *"каждый псайкер в КТ имеет свой список доступных ему
пси-способностей в Командном Списке его фракции. В начале игры вы можете выбрать одну силу из
этого списка за каждый уровень Мастерства (Mastery level), которым обладает ваш псайкер.
Псайкер не может владеть одной и той же пси-способностью дважды."* Seed 000, Ouverture
d'Esprit: *"le Psyker peut prendre un Pouvoir Psychique supplémentaire de sa liste de Pouvoirs
Disponibles. Notez que cela n'augmente pas son Niveau de Maîtrise."*
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.rules.campaign.psychic import (
    OPEN_MIND,
    WARP_CHARGE_DIE,
    check_powers,
    mastery_level,
    psykers,
)
from app.rules.campaign.recruit import new_campaign_model
from app.rules.campaign.state import PlayerState
from app.rules.campaign.step_plans import plan_team
from app.rules.force import Force, ForceModel, Group, Team
from app.rules.format.loader import FileProblems, load_teamlist_text
from app.rules.library import find_teamlist
from app.rules.teamlist import TeamList
from app.rules.teamlist_json import teamlist_from_json, teamlist_to_json
from app.rules.validation import Validator

SHRIEK, DOMINATE, FORTITUDE, TERRIFY = ("psychic_shriek", "dominate", "mental_fortitude",
                                        "terrify")


def _list(name: str) -> TeamList:
    tl = find_teamlist(name)
    assert tl is not None
    return tl


def librarius() -> Force:
    """A starting Space Marine Force led by a Lexicanum (a psyker, Mastery Level 1)."""
    models = [ForceModel("lex", "lexicanum", "Tiberius"), ForceModel("apo", "apothecary")]
    models += [ForceModel(f"t{i}", "tactical_marine", group="tac" if i <= 5 else None)
               for i in range(1, 9)]
    return Force("space_marines", tuple(models), (Group("tac", "tactical_marine", "Squad"),),
                 "Librarius", starting=True)


def state_of(tl: TeamList, force: Force, honours: dict[str, tuple[str, ...]] | None = None
             ) -> PlayerState:
    models = []
    for m in force.models:
        cm = new_campaign_model(tl, m)
        models.append(replace(cm, honours=(honours or {}).get(m.uid, ())))
    return PlayerState("p1", models=tuple(models))


def codes(violations: object) -> list[str]:
    return [v.code for v in violations]  # type: ignore[attr-defined]


# -- the format ----------------------------------------------------------------------------------
def test_shipped_lists_give_their_psykers_the_catalogues_powers() -> None:
    # HoRKT-Astra_Militarum.cat revision 8, "Psyker (Mastery Level1)": "this can be either
    # Psychic Shriek, Dominate, Mental Fortitude or Terrify from the Telepathy discipline".
    am = _list("astra_militarum")
    astropath = am.entry("astropath")
    assert (astropath.psyker, astropath.mastery) == (True, 1)
    assert astropath.powers == (SHRIEK, DOMINATE, FORTITUDE, TERRIFY)
    assert {p.id for p in am.powers} == set(astropath.powers)
    # HoRKT-Space_Marines.cat / HoRKT-Chaos_Space_Marines.cat: "a single Primaris Power from the
    # either the Biomancy, Divination, Pyromancy or Sanguinary discipline".
    primaris = ("biomancy_primaris", "divination_primaris", "pyromancy_primaris",
                "sanguinary_primaris")
    for name, entries in (("space_marines", ("lexicanum", "terminator_codicier")),
                          ("chaos_space_marines", ("chaos_acolyte", "aspiring_sorcerer"))):
        tl = _list(name)
        for entry_id in entries:
            entry = tl.entry(entry_id)
            assert (entry.mastery, entry.powers) == (1, primaris), entry_id
    for name in ("astra_militarum", "space_marines", "chaos_space_marines"):
        for power in _list(name).powers:
            assert power.names.get("fr") and power.names.get("ru"), power.id
            if power.text:  # the Astropath's name their discipline
                assert power.texts.get("fr") and power.texts.get("ru"), power.id
    assert not _list("orks").powers  # no psyker in the shipped Ork list


def test_every_psyker_of_the_shipped_lists_has_powers_to_pick() -> None:
    for name in ("astra_militarum", "space_marines", "chaos_space_marines", "orks"):
        tl = _list(name)
        for entry in tl.entries:
            assert bool(entry.powers) == entry.psyker, (name, entry.id)


_YAML = """
forcesheet_teamlist: 1
id: tiny
name: Tiny
version: "1"
sections: {leader: {min: 1, max: 1}}
powers:
  - {id: smite, name: Smite, text: "Witchfire.", names: {fr: Châtiment}}
  - {id: veil, name: Veil}
entries:
  - id: seer
    name: Seer
    section: leader
    cost: 30
    psyker: true
    {mastery}
    powers: {powers}
    profile: {WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 8, Sv: 5+}
  - id: grunt
    name: Grunt
    section: core
    cost: 5
    {grunt}
    profile: {WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Sv: 5+}
"""


def _yaml(mastery: str = "", powers: str = "[smite, veil]", grunt: str = "") -> str:
    return _YAML.replace("{mastery}", mastery).replace("{powers}", powers).replace(
        "{grunt}", grunt)


def test_the_format_reads_powers_and_the_mastery_level() -> None:
    tl = load_teamlist_text(_yaml())
    seer = tl.entry("seer")
    assert (seer.mastery, seer.powers) == (1, ("smite", "veil"))  # no level written: 1
    assert [p.id for p in tl.powers] == ["smite", "veil"]
    assert tl.powers[0].names == {"fr": "Châtiment"} and tl.powers[0].text == "Witchfire."
    assert tl.entry("grunt").mastery == 0
    assert load_teamlist_text(_yaml("mastery: 2")).entry("seer").mastery == 2
    assert teamlist_from_json(teamlist_to_json(tl)) == tl  # the store's copy keeps them


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"powers": "[smite, lightning]"}, "no psychic power 'lightning'"),
    ({"powers": "[smite, smite]"}, "listed twice"),
    ({"mastery": "mastery: 0"}, "Mastery Level is 1 to 5"),
    ({"mastery": "mastery: 6"}, "Mastery Level is 1 to 5"),
    ({"grunt": "powers: [smite]"}, "only a psyker has a Mastery Level and powers"),
    ({"grunt": "mastery: 1"}, "only a psyker has a Mastery Level and powers"),
])
def test_the_format_refuses_wrong_power_lists(kwargs: dict[str, str], message: str) -> None:
    with pytest.raises(FileProblems) as caught:
        load_teamlist_text(_yaml(**kwargs))
    assert message in str(caught.value)


def test_a_power_id_twice_in_the_list_is_refused() -> None:
    text = _yaml().replace("  - {id: veil, name: Veil}", "  - {id: smite, name: Again}")
    with pytest.raises(FileProblems) as caught:
        load_teamlist_text(text, "tiny.yaml")
    assert "id 'smite' is used twice" in str(caught.value)


def test_battlescribe_psyker_rule_names_give_the_mastery_level() -> None:
    from app.rules.bsdata.convert import _mastery

    # The catalogues' rule: "Psyker (Mastery Level1)".
    assert _mastery({"psyker (mastery level1)"}) == 1
    assert _mastery({"psyker (mastery level 2)", "fearless"}) == 2
    assert _mastery({"psyker"}) == 0
    assert mastery_level(replace(_list("orks").entries[0], psyker=True)) == 1


# -- the pick ------------------------------------------------------------------------------------
def test_one_power_per_mastery_level_and_never_the_same_twice() -> None:
    tl = _list("space_marines")
    force = librarius()
    state = state_of(tl, force)
    team = tuple(m.uid for m in force.models)
    lex = psykers(tl, force, team, state)["lex"]
    assert (lex.mastery, lex.extra, lex.allowed) == (1, 0, 1)
    assert check_powers(tl, force, team, {"lex": ["biomancy_primaris"]}, state) == []
    assert check_powers(tl, force, team, {"lex": []}, state) == []  # "may" pick: none is fine
    two = check_powers(tl, force, team, {"lex": ["biomancy_primaris", "pyromancy_primaris"]},
                       state)
    assert codes(two) == ["team.psychic_too_many"]
    assert (two[0].params["count"], two[0].params["limit"]) == (2, 1)
    twice = check_powers(tl, force, team, {"lex": ["biomancy_primaris", "biomancy_primaris"]},
                         state)
    assert codes(twice) == ["team.psychic_duplicate"]
    assert twice[0].params == {"uid": "lex", "item": "biomancy_primaris", "count": 2}


def test_a_power_from_another_list_is_unknown() -> None:
    tl = _list("space_marines")
    force = librarius()
    team = tuple(m.uid for m in force.models)
    found = check_powers(tl, force, team, {"lex": [SHRIEK]}, state_of(tl, force))
    assert codes(found) == ["team.psychic_unknown"]
    assert found[0].refs == ("lex",) and found[0].entries == (SHRIEK,)


def test_powers_for_a_model_that_is_no_psyker_or_not_in_the_team() -> None:
    tl = _list("space_marines")
    force = librarius()
    state = state_of(tl, force)
    team = tuple(m.uid for m in force.models if m.uid != "lex")
    assert codes(check_powers(tl, force, team, {"apo": ["biomancy_primaris"]}, state)) == [
        "team.psychic_not_psyker"]
    assert codes(check_powers(tl, force, team, {"lex": ["biomancy_primaris"]}, state)) == [
        "team.psychic_not_psyker"]


def test_open_mind_adds_a_power_without_raising_the_mastery_level() -> None:
    tl = _list("space_marines")
    force = librarius()
    state = state_of(tl, force, {"lex": (OPEN_MIND,)})
    team = tuple(m.uid for m in force.models)
    lex = psykers(tl, force, team, state)["lex"]
    assert (lex.mastery, lex.extra, lex.allowed) == (1, 1, 2)  # Mastery Level still 1
    two = ["biomancy_primaris", "divination_primaris"]
    assert check_powers(tl, force, team, {"lex": two}, state) == []
    three = [*two, "pyromancy_primaris"]
    found = check_powers(tl, force, team, {"lex": three}, state)
    assert codes(found) == ["team.psychic_too_many"]
    assert found[0].params == {"uid": "lex", "count": 3, "limit": 2, "mastery": 1, "extra": 1}
    # never the same twice, Open Mind or not
    assert codes(check_powers(tl, force, team, {"lex": ["biomancy_primaris"] * 2}, state)) == [
        "team.psychic_duplicate"]


def test_the_step_1_plan_checks_and_keeps_the_powers() -> None:
    tl = _list("space_marines")
    force = librarius()
    state = state_of(tl, force)
    validator = Validator(tl)
    team = [m.uid for m in force.models]
    plan = plan_team(state, force, validator, team, powers={"lex": ["pyromancy_primaris"]})
    assert plan.ok, plan.violations
    assert plan.powers == (("lex", ("pyromancy_primaris",)),)
    assert plan.team == Team(tuple(team), 200, None, False, (("lex", ("pyromancy_primaris",)),))
    assert plan.team.powers_of("lex") == ("pyromancy_primaris",)
    assert plan.team.powers_of("apo") == ()
    bad = plan_team(state, force, validator, team,
                    powers={"lex": ["pyromancy_primaris", "divination_primaris"]})
    assert not bad.ok and "team.psychic_too_many" in codes(bad.violations)
    assert plan_team(state, force, validator, team).powers == ()


def test_warp_charge_is_rolled_on_a_d3() -> None:
    # Seed 004, "ВАРП-ЗАРЯД": "вы кидаете D3 вместо D6 для определения Заряда Варпа".
    assert WARP_CHARGE_DIE == 3
