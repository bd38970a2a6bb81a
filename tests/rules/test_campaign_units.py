"""Squads as units and Artillery crew bought as options (issue 17, points 4 and 6).

Every number comes from the seeds, quoted where it is used:

* seed 000, Escouades: *"vous divisez le coût en points de l'unité de base (20) par son nombre
  de figurines de départ (5). Ce qui ferait un Cultiste de remplacement pour 4 points"* and
  *"Vous ne pouvez pas augmenter le nombre de figurines d'une Escouade au-delà de son nombre
  initial."*
* seed 000, Nouvelles Recrues: *"Vous pouvez recruter de nouvelles figurines pour votre Force en
  utilisant vos points convertis de la même manière que quand vous avez construit votre Équipe
  au départ."*
* seed 004, ОТРЯД (SQUAD): *"у отряда Гвардейцев указано правило «Отряд (5 Гвардейцев)», так что
  подразделение будет состоять из 5 Гвардейцев."*
* seed 000, Blessure/Dommage et Renforts (Artillery): *"si les membres de l'équipage ont été
  retirés comme pertes au cours de la partie, ils doivent encore lancer les dés - mais doivent le
  faire sur la Table de Blessure des Figurines de Base"* and *"Les membres d'équipage peuvent être
  remplacés selon les règles de remplacement des Groupes."*
"""

from __future__ import annotations

from dataclasses import replace

from app.rules.campaign import CampaignSettings, GameRecord, MissionChoice, PlayerGame
from app.rules.campaign.plans import starting_force_breaches, starting_force_problems
from app.rules.campaign.spend_plan import RecruitRequest, SpendRequest, plan_spend
from app.rules.campaign.step_plans import plan_injuries, plan_team
from app.rules.dice import ScriptedDice
from app.rules.force import Force, ForceModel, Group
from app.rules.validation import Validator
from app.ui.steps.samples import sample_players

# The Chaos Cultist Squad of the shipped Team List: "cost: 20, squad: 5".
CULTISTS = "cultist_squad"


def _bob():  # type: ignore[no-untyped-def]
    bob = sample_players()[1]
    return bob, Validator(bob.team_list)


def _new_squad(n: int, starting_size: int | None = 5) -> SpendRequest:
    group = Group("c3", CULTISTS, squad=True, starting_size=starting_size)
    return SpendRequest(recruits=tuple(
        RecruitRequest(f"c3.{i}", CULTISTS, "c3", group) for i in range(n)))


# -- a new Squad is bought as its unit ----------------------------------------------------------
def test_five_new_cultists_in_a_new_squad_cost_the_unit_20_points() -> None:
    # "le coût en points de l'unité de base (20)": 5 Cultists of a new Squad cost 20 pts, and
    # 20 pts are 4 RP ("Pour chaque PR … il gagne 5 points à dépenser").
    bob, v = _bob()
    plan = plan_spend(replace(bob.state, rp=4), bob.force, bob.team_list, v, _new_squad(5))
    assert plan.ok, plan.violations
    assert plan.points_needed == 20 and plan.rp_converted == 4 and plan.points_lost == 0
    assert [m.uid for m in plan.force.members("c3")] == [f"c3.{i}" for i in range(5)]


def test_the_size_of_a_new_squad_is_the_team_lists_not_the_requests() -> None:
    # "Отряд (5 Гвардейцев)": the unit is 5 models, whatever size a request (or a roster) says.
    bob, v = _bob()
    for claimed in (3, 10, None):
        plan = plan_spend(bob.state, bob.force, bob.team_list, v, _new_squad(5, claimed))
        assert plan.ok, (claimed, plan.violations)
        assert plan.force.group("c3").starting_size == 5
        assert {m.squad_size for m in plan.state.members("c3")} == {5}


def test_three_new_cultists_are_no_unit() -> None:
    # A new Squad "de la même manière que quand vous avez construit votre Équipe au départ":
    # a unit of 5, not 3 Cultists at 4 pts each.
    bob, v = _bob()
    for claimed in (3, 5):
        plan = plan_spend(bob.state, bob.force, bob.team_list, v, _new_squad(3, claimed))
        assert not plan.ok
        refused = [x for x in plan.violations if x.code == "spend.squad_not_whole"]
        assert [(x.params["size"], x.params["count"]) for x in refused] == [(5, 3)]


def test_a_sixth_cultist_never_joins_a_squad_of_five() -> None:
    # "Vous ne pouvez pas augmenter le nombre de figurines d'une Escouade au-delà de son nombre
    # initial" — even when the roster claims a starting size of 10.
    bob, v = _bob()
    claimed = replace(bob.force, groups=tuple(
        replace(g, starting_size=10) if g.id == "c1" else g for g in bob.force.groups))
    state = bob.state.replace_models(
        {m.uid: replace(m, squad_size=10) for m in bob.state.members("c1")})
    plan = plan_spend(state, claimed, bob.team_list, v, SpendRequest(
        recruits=(RecruitRequest("c1.5", CULTISTS, "c1"),)))
    assert "spend.squad_full" in [x.code for x in plan.violations]


def test_a_reinforcement_is_the_per_model_share() -> None:
    # "Ce qui ferait un Cultiste de remplacement pour 4 points (options non comprises)."
    bob, v = _bob()
    state, force = bob.state.without(["c1.4"]), bob.force.remove("c1.4")
    plan = plan_spend(state, force, bob.team_list, v, SpendRequest(
        recruits=(RecruitRequest("c1.9", CULTISTS, "c1"),)))
    assert plan.ok, plan.violations
    assert [(ln.kind, ln.points) for ln in plan.lines] == [("reinforce_squad", 4)]


# -- a starting Squad is its whole unit --------------------------------------------------------
def _starting(size: int, claimed: int | None) -> Force:
    bob = sample_players()[1]
    models = [m for m in bob.force.models if m.group != "c2"]
    models += [ForceModel(f"s.{i}", CULTISTS, group="s") for i in range(size)]
    groups = (*[g for g in bob.force.groups if g.id != "c2"],
              Group("s", CULTISTS, squad=True, starting_size=claimed))
    return replace(bob.force, models=tuple(models), groups=groups, starting=True)


def test_a_starting_cultist_squad_of_three_is_refused() -> None:
    # "Отряд (5 Гвардейцев)": 3 Cultists are no Squad; the roster's starting_size of 3 (or 10)
    # is not believed. More Cultists mend it: a draft, but no Team until it is whole.
    bob, v = _bob()
    for claimed in (3, 10, None):
        force = _starting(3, claimed)
        problems = [x for x in starting_force_problems(v, force)
                    if x.code == "squad.below_starting_size"]
        assert [(x.params["size"], x.params["starting_size"]) for x in problems] == [(3, 5)]
        assert "squad.below_starting_size" not in {
            x.code for x in starting_force_breaches(v, force)}
        plan = plan_team(bob.state, force, v, ["champ", "chosen"])
        assert "campaign.starting_force_invalid" in [x.code for x in plan.violations]
    whole = _starting(5, 3)
    assert "squad.below_starting_size" not in {x.code for x in starting_force_problems(v, whole)}


def test_a_played_squad_that_lost_models_is_no_starting_problem() -> None:
    # A Squad may lose models in the campaign ("il a été tué!"); it is only never above 5.
    bob, v = _bob()
    played = replace(bob.force.remove("c1.4", "c1.3"), starting=False)
    assert "squad.below_starting_size" not in {
        x.code for x in v.validate_force(played).violations}


# -- Artillery crew bought as options ------------------------------------------------------------
def _crewed_orks():  # type: ignore[no-untyped-def]
    """An Ork Force whose Mek Gun bought its "Additional Gretchin crewman" (Team List: 3 pts,
    max 2), with the option marked as crew (``crew: true`` in the Team List)."""
    from app.rules.campaign import PlayerState
    from app.rules.force import Selection
    from app.ui.steps.common import player_state_from_force
    from tests.rules.crew_lists import crewed_orks

    tl = crewed_orks()
    option = "mek_gun.crew.extra_gretchin"
    force = Force("orks", (
        ForceModel("boss", "boss_nob"),
        ForceModel("gun", "mek_gun", options=(Selection(option, 2),)),
        *(ForceModel(f"b{i}", "boyz_mob", group="boyz") for i in range(5)),
    ), (Group("boyz", "boyz_mob", squad=True, starting_size=5),), "Waaagh")
    state: PlayerState = player_state_from_force("ben", force, tl)
    return tl, force, state


def test_bought_crew_are_crew_members() -> None:
    # The Mek Gun comes with its "Gretchin crew (2)" (rules.json artillery.crew) and bought two
    # "Additional Gretchin crewman": four crew, each a campaign model of the gun's unit.
    from app.rules.campaign.recruit import crew_size

    tl, force, state = _crewed_orks()
    assert crew_size(tl, force.model("gun")) == 4
    crew = [m for m in state.models if m.crew]
    assert [m.uid for m in crew] == [f"gun~crew{n}" for n in range(1, 5)]
    assert {m.squad_size for m in crew} == {4} and {m.section for m in crew} == {"core"}


def test_bought_crew_roll_on_the_core_table_and_die() -> None:
    # "ils doivent encore lancer les dés - mais doivent le faire sur la Table de Blessure des
    # Figurines de Base": 1-2 Dead!, 3-6 Full recovery.
    _, force, state = _crewed_orks()
    team = ("boss", "gun", *(f"gun~crew{n}" for n in range(1, 5)))
    game = GameRecord(MissionChoice("random", "take_and_hold", roll=3), (
        PlayerGame("ben", team, casualties=("gun~crew3", "gun~crew4")),
        PlayerGame("ann", ("x",))), "ann")
    plan = plan_injuries(state, force, game, ScriptedDice([1, 5]), CampaignSettings())
    assert [(r.uid, r.result.table, r.result.result) for r in plan.rolls.rolls] == [
        ("gun~crew3", "core", "dead"), ("gun~crew4", "core", "full_recovery")]
    assert not plan.state.has_model("gun~crew3") and plan.state.has_model("gun")


def test_replacement_crew_fill_up_to_the_bought_crew() -> None:
    # "Les membres d'équipage peuvent être remplacés selon les règles de remplacement des
    # Groupes", at the entry's "Équipage de Remplacement" (Mek Gun: 3 pts): up to the four the
    # gun started with, its two bought crewmen included — never a fifth.
    tl, force, state = _crewed_orks()
    v = Validator(tl)
    state = replace(state.without(["gun~crew3", "gun~crew4"]), rp=5)
    two = plan_spend(state, force, tl, v, SpendRequest(crew=(("gun", 2),)))
    assert two.ok, two.violations
    assert [ln.points for ln in two.lines] == [3, 3]
    assert sum(1 for m in two.state.members("gun~crew") if m.crew) == 4
    three = plan_spend(state, force, tl, v, SpendRequest(crew=(("gun", 3),)))
    assert "spend.squad_full" in [x.code for x in three.violations]


def test_a_gun_recruited_with_bought_crew_comes_with_all_of_them() -> None:
    # A Mek Gun recruited in step 5 with one "Additional Gretchin crewman": 18 + 3 pts and three
    # crew (its two and the bought one).
    from app.rules.force import Selection

    tl, force, state = _crewed_orks()
    v = Validator(tl)
    plan = plan_spend(replace(state, rp=10), force, tl, v, SpendRequest(recruits=(
        RecruitRequest("gun2", "mek_gun", options=(Selection("mek_gun.crew.extra_gretchin"),)),
    )))
    assert plan.ok, plan.violations
    assert plan.points_needed == 18 + 3
    assert sorted(m.uid for m in plan.state.models if m.crew and m.uid.startswith("gun2")) == [
        "gun2~crew1", "gun2~crew2", "gun2~crew3"]


def test_an_additional_crewman_bought_for_a_gun_joins_its_crew() -> None:
    # Step 5 "Promotions et Arsenal": an existing gun buys an option of its entry — bought crew
    # is one more crew member.
    from app.rules.campaign.spend_plan import WargearRequest
    from app.ui.steps.common import player_state_from_force

    tl, force, _ = _crewed_orks()
    force = replace(force, models=tuple(replace(m, options=()) if m.uid == "gun" else m
                                        for m in force.models))
    state = player_state_from_force("ben", force, tl)
    assert sorted(m.uid for m in state.models if m.crew) == ["gun~crew1", "gun~crew2"]
    v = Validator(tl)
    plan = plan_spend(replace(state, rp=10), force, tl, v, SpendRequest(
        wargear=(WargearRequest("gun", "mek_gun.crew.extra_gretchin"),)))
    assert plan.ok, plan.violations
    assert plan.points_needed == 3
    crew = sorted((m.uid, m.squad_size) for m in plan.state.models if m.crew)
    assert crew == [(f"gun~crew{n}", 3) for n in range(1, 4)]


# -- Groups on a played Force --------------------------------------------------------------------
def test_groups_form_at_the_start_and_from_new_recruits_only() -> None:
    # Seed 000, Groupes: "Lors de la construction votre Force de Départ, vous pouvez regrouper
    # vos Figurines de Base en autant de Groupes que vous le souhaitez" and "Toutes les
    # nouvelles figurines que vous achetez plus tard dans la Campagne peuvent soit former de
    # nouveaux Groupes soit rejoindre ceux qui existent déjà": a played Force does not regroup
    # the models it has (form_group is refused), its recruits may form a new Group.
    from app.rules.campaign.plans import plan_force_change
    from app.rules.force_edit import form_group

    alice = sample_players()[0]
    v = Validator(alice.team_list)
    played = replace(alice.force, starting=False)
    grouped = form_group(alice.team_list, played, ["t7", "t8", "t9"]).force
    assert plan_force_change(played, grouped, v, played=True).refusal == "force_played"
    starting = replace(alice.force, starting=True)
    assert plan_force_change(starting, form_group(alice.team_list, starting,
                                                  ["t7", "t8"]).force, v, played=False).ok
    new = Group("tac2", "tactical_marine", "Recruits")
    plan = plan_spend(replace(alice.state, rp=6), played, alice.team_list, v, SpendRequest(
        recruits=tuple(RecruitRequest(f"n{i}", "tactical_marine", "tac2", new)
                       for i in range(2))))
    assert plan.ok, plan.violations
    assert [m.uid for m in plan.force.members("tac2")] == ["n0", "n1"]
