"""Promotions (issue 17, point 5): a Specialist promoted by Officer Training is a Team Leader for
every rule; a field-promoted Specialist fills the Team Leader's slot for its game.

Seed 000, Construisez une Équipe: *"vous devez choisir un Spécialiste pour remplir son rôle.
Cette figurine "promue sur le terrain" gagne la règle Présence Inspirante et compte comme un
Chef d'Équipe pendant la partie à tous les égards."* Seed 000, Formation des Officiers: *"vous
pouvez choisir immédiatement une figurine de Spécialiste de votre Force pour être promu au rang
de Chef d'Équipe. Ceci est similaire à la règle de «Promotion de Terrain» … mais le changement
est permanent et la figurine ne reçoit pas une pénalité de -1 PR."* The Chaos Space Marines Team
List allows "leader: {min: 1, max: 1}" and "specialist: {max: 3}" (seed 004: *"если в вашем
Списке сказано, что у вас может быть 0-3 Специальных модели, у вас может быть не более трёх
моделей, выбранных из раздела Специальных моделей"*).
"""

from __future__ import annotations

from dataclasses import replace

from app.rules.campaign import CampaignSettings, GameRecord, MissionChoice, PlayerGame
from app.rules.campaign.step_plans import plan_injuries, plan_team
from app.rules.dice import ScriptedDice
from app.rules.force import Force, ForceModel, Group
from app.rules.roster import parse_roster, roster_to_json
from app.rules.validation import Validator
from app.ui.steps.common import player_state_from_force
from app.ui.steps.samples import sample_players

CHOSEN = ("ch1", "ch2", "ch3", "ch4")
CULTISTS = tuple(f"c1.{i}" for i in range(5)) + tuple(f"c2.{i}" for i in range(5))


def _chaos(*, leader: bool, promoted: str | None = None) -> Force:
    """Four Chosen, ten Cultists in two Squads (a Cultist Champion needs ten), a Champion
    unless ``leader`` is False; ``promoted``: the Chosen promoted for good."""
    models = [ForceModel("champ", "aspiring_champion")] if leader else []
    models += [ForceModel(u, "chosen", promoted_leader=u == promoted) for u in CHOSEN]
    models += [ForceModel(u, "cultist_squad", group=u.split(".")[0]) for u in CULTISTS]
    groups = (Group("c1", "cultist_squad", squad=True, starting_size=5),
              Group("c2", "cultist_squad", squad=True, starting_size=5))
    return Force("chaos_space_marines", tuple(models), groups, "Warband")


def _player(force: Force):  # type: ignore[no-untyped-def]
    tl = sample_players()[1].team_list
    state = player_state_from_force("bob", force, tl, base_level=3)  # 300 pts Teams
    return tl, state


def _codes(plan) -> list[str]:  # type: ignore[no-untyped-def]
    return [v.code for v in plan.violations if v.severity == "error"]


def test_a_field_promoted_chosen_fills_the_leaders_slot() -> None:
    # No Team Leader in the Force: one Chosen leads, "compte comme un Chef d'Équipe … à tous
    # les égards" — so a promoted Chosen plus three Chosen are one leader and three
    # Specialists ("specialist: {max: 3}"), not four Specialists.
    force = _chaos(leader=False)
    tl, state = _player(force)
    v = Validator(tl)
    team = (*CHOSEN, *CULTISTS)
    plan = plan_team(state, force, v, team, field_promotion="ch1")
    assert plan.ok, plan.violations
    assert plan.outcome.field_promoted == "ch1"
    # Without the promotion the Team has no leader and must promote one.
    assert "team.field_promotion_required" in _codes(plan_team(state, force, v, team))
    # Five Chosen would still be four Specialists: refused.
    five = replace(force, models=(*force.models, ForceModel("ch5", "chosen")))
    tl5, state5 = _player(five)
    over = plan_team(state5, five, Validator(tl5), (*CHOSEN, "ch5", *CULTISTS),
                     field_promotion="ch1")
    assert "allowance.section_max" in _codes(over)


def test_an_officer_training_promotion_is_a_team_leader_for_every_rule() -> None:
    # "le changement est permanent": the promoted Chosen is the Team Leader of every Team
    # after — the leader allowance ("leader: {min: 1, max: 1}") is met, three other Chosen
    # are the three Specialists, no field promotion is asked for or allowed.
    force = _chaos(leader=False, promoted="ch1")
    tl, state = _player(force)
    state = state.replace_models({"ch1": replace(state.model("ch1"), promoted_leader=True)})
    v = Validator(tl)
    team = (*CHOSEN, *CULTISTS)
    plan = plan_team(state, force, v, team)
    assert plan.ok, plan.violations
    assert plan.outcome.field_promoted is None
    assert "team.field_promotion_not_allowed" in _codes(
        plan_team(state, force, v, team, field_promotion="ch2"))
    # A Team without him has no Team Leader.
    assert "allowance.section_min" in _codes(plan_team(state, force, v, (*CHOSEN[1:],
                                                                          *CULTISTS)))
    # A recruited Team Leader and the promoted one: one Team Leader per Team.
    recruited = replace(force, models=(ForceModel("champ", "aspiring_champion"),
                                       *force.models))
    tl2, state2 = _player(recruited)
    state2 = state2.replace_models({"ch1": replace(state2.model("ch1"), promoted_leader=True)})
    both = plan_team(state2, recruited, Validator(tl2), ("champ", *CHOSEN[:3], *CULTISTS))
    assert "team.too_many_leaders" in _codes(both)
    # The Force is no longer "without a Team Leader".
    assert "force.no_team_leader" not in {x.code for x in v.validate_force(force).violations}


def test_officer_training_after_the_leader_dies_then_a_team() -> None:
    # Step 3: the Champion rolls 1 then 1 on the Specialist table ("1. Grièvement blessé …
    # 1-3. Mort!"), Officer Training promotes a Chosen, and the next Team with him and three
    # Chosen is accepted.
    force = _chaos(leader=True)
    tl, state = _player(force)
    state = replace(state, upgrades=frozenset({"training_centre", "officer_training"}))
    game = GameRecord(MissionChoice("random", "take_and_hold", roll=3), (
        PlayerGame("bob", ("champ", *CHOSEN[:3], *CULTISTS), casualties=("champ",)),
        PlayerGame("ann", ("x",))), "ann")
    injuries = plan_injuries(state, force, game, ScriptedDice([1, 1]), CampaignSettings(),
                             officer_promotions=("ch4",))
    assert injuries.ok, injuries.violations
    after = injuries.state
    assert after.model("ch4").promoted_leader and not after.has_model("champ")
    promoted = replace(force.remove("champ"), models=tuple(
        replace(m, promoted_leader=m.uid == "ch4") for m in force.remove("champ").models))
    plan = plan_team(after, promoted, Validator(tl), (*CHOSEN, *CULTISTS))
    assert plan.ok, plan.violations


def test_a_roster_file_keeps_the_promotion() -> None:
    # The Force exported and imported again: the promoted Specialist is still a Team Leader.
    force = _chaos(leader=False, promoted="ch1")
    back = parse_roster(roster_to_json(force)).force
    assert back.model("ch1").promoted_leader and not back.model("ch2").promoted_leader
    assert '"promoted_leader"' not in roster_to_json(_chaos(leader=True))  # only when true
