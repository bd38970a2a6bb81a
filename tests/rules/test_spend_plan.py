"""Step 5 as one plan (app.rules.campaign.spend_plan): the request and its exact JSON, the Group
rolls inside the plan, prices from the validator, one set of Force checks."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.campaign import BuyBaseLevel, BuyHonour, BuyUpgrade, CampaignModel, PlayerState
from app.rules.campaign.plans import player_digest
from app.rules.campaign.recruit import new_campaign_model
from app.rules.campaign.spend_plan import (
    SPEND_FORCE_PREFIXES,
    DropRequest,
    RecruitRequest,
    SpendRequest,
    WargearRequest,
    plan_spend,
    request_from_forces,
    request_of,
)
from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.library import builtin_teamlists
from app.rules.validation import Validator
from app.ui.steps.samples import SamplePlayer, sample_players

AUTOGUN = "cultist_squad.autogun.autogun"

# -- the request's JSON ---------------------------------------------------------------------
_ids = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
_selections = st.recursive(
    st.builds(Selection, _ids, st.integers(1, 4)),
    lambda inner: st.builds(Selection, _ids, st.integers(1, 4),
                            st.lists(inner, max_size=3).map(tuple)),
    max_leaves=6)
_options = st.none() | st.lists(_selections, max_size=3).map(tuple)
_groups = st.builds(Group, _ids, _ids, _ids, st.booleans(), st.none() | st.integers(1, 10),
                    st.lists(_selections, max_size=2).map(tuple))
_recruits = st.builds(RecruitRequest, _ids, _ids, st.none() | _ids, st.none() | _groups,
                      _options, st.none() | _ids, _ids)
_purchases = st.one_of(
    st.builds(BuyBaseLevel, st.integers(-2, 9)),
    st.builds(BuyUpgrade, _ids),
    st.builds(BuyHonour, _ids, _ids, st.none() | _ids),
)
_requests = st.builds(
    SpendRequest,
    group_rolls=st.lists(st.tuples(_ids, st.none() | st.integers(-1, 7)), max_size=3).map(tuple),
    recruits=st.lists(_recruits, max_size=3).map(tuple),
    wargear=st.lists(st.builds(WargearRequest, _ids, _ids, st.none() | _ids),
                     max_size=3).map(tuple),
    crew=st.lists(st.tuples(_ids, st.integers(0, 3)), max_size=2).map(tuple),
    purchases=st.lists(_purchases, max_size=4).map(tuple),
    convert_rp=st.none() | st.integers(0, 40),
    drops=st.lists(st.builds(DropRequest, _ids, _ids), max_size=2).map(tuple),
)


@settings(max_examples=200)
@given(_requests)
def test_a_request_survives_its_json_exactly(request: SpendRequest) -> None:
    import json

    document = request.to_json()
    assert SpendRequest.from_json(json.loads(json.dumps(document))) == request


# -- plans over the sample players -----------------------------------------------------------
def _bob_after_a_death() -> tuple[SamplePlayer, PlayerState, Force, Validator]:
    bob = sample_players()[1]
    state = bob.state.without(["c1.4"])
    force = bob.force.remove("c1.4")
    return bob, state, force, Validator(bob.team_list)


def test_a_reinforcement_pays_its_share_and_its_options_whichever_way_it_is_asked() -> None:
    bob, state, force, v = _bob_after_a_death()
    # The dialog's way: a recruit with the defaults, then the autogun.
    dialog = plan_spend(state, force, bob.team_list, v, SpendRequest(
        recruits=(RecruitRequest("new", "cultist_squad", "c1"),),
        wargear=(WargearRequest("new", AUTOGUN),)))
    assert [(ln.kind, ln.points) for ln in dialog.lines] == [("reinforce_squad", 4),
                                                             ("wargear", 1)]
    # A Force editor's way: the recruit with its autogun, one reinforcement of 4 + 1.
    edited = force.add(ForceModel("new", "cultist_squad", options=(Selection(AUTOGUN),),
                                  group="c1"))
    store = plan_spend(state, force, bob.team_list, v,
                       request_of(request_from_forces(force, edited, bob.team_list)))
    assert [(ln.kind, ln.points) for ln in store.lines] == [("reinforce_squad", 5)]
    assert store.actions[0].options_points == 1  # type: ignore[union-attr]
    # Both make the same Force and cost the same.
    assert dialog.force == store.force and dialog.points_needed == store.points_needed == 5
    assert dialog.model_points["new"] == store.model_points["new"] == 5


def test_a_new_squad_costs_its_unit() -> None:
    bob = sample_players()[1]
    group = Group("c3", "cultist_squad", squad=True, starting_size=5)
    request = SpendRequest(recruits=tuple(
        RecruitRequest(f"c3.{i}", "cultist_squad", "c3", group) for i in range(5)))
    plan = plan_spend(bob.state, bob.force, bob.team_list, Validator(bob.team_list), request)
    assert plan.ok, plan.violations
    assert [ln.points for ln in plan.lines] == [4] * 5 and plan.points_needed == 20
    assert plan.force.group("c3") == group
    assert [m.uid for m in plan.force.members("c3")] == [f"c3.{i}" for i in range(5)]


def test_the_group_rolls_are_part_of_the_plan() -> None:
    alice = sample_players()[0]
    honoured = alice.state.replace_models(
        {m.uid: replace(m, honours=("fiery",)) for m in alice.state.members("tac1")})
    state = honoured.without(["t4"])
    force = alice.force.remove("t4")
    v = Validator(alice.team_list)
    recruit = RecruitRequest("t20", "tactical_marine", "tac1")

    def plan(*rolls: tuple[str, int | None]):  # type: ignore[no-untyped-def]
        return plan_spend(state, force, alice.team_list, v,
                          SpendRequest(group_rolls=rolls, recruits=(recruit,)))

    assert [v.code for v in plan().violations] == ["spend.group_roll_required"]
    assert [v.code for v in plan(("tac1", None)).violations] == [
        "spend.group_roll_required", "spend.group_roll_required"]
    failed = plan(("tac1", 0 + 1))
    assert failed.ok  # 1 ≥ 1 honour
    assert failed.state.group_rolls["tac1"].roll == 1
    assert failed.state.model("t20").honours == ("fiery",)
    assert failed.rolled is not None and failed.rolled.group_rolls["tac1"].allowed
    assert plan_spend(state, force, alice.team_list, v, SpendRequest(
        group_rolls=(("tac1", 3),))).state.group_rolls["tac1"].roll == 3
    refused = plan(("tac1", 3), ("tac1", 4))
    assert "spend.group_already_rolled" in [v.code for v in refused.violations]


def test_one_set_of_force_checks_only_the_errors_the_plan_adds() -> None:
    bob = sample_players()[1]
    v = Validator(bob.team_list)
    loose = plan_spend(bob.state, bob.force, bob.team_list, v, SpendRequest(
        recruits=(RecruitRequest("loose", "cultist_squad"),)))
    assert "squad.not_grouped" in [x.code for x in loose.violations]
    assert all(x.code.startswith(SPEND_FORCE_PREFIXES) or x.code.startswith("spend.")
               for x in loose.violations)
    # An error the Force had before the plan does not refuse other purchases.
    broken = bob.force.add(ForceModel("stray", "cultist_squad"))
    state = bob.state.with_models((*bob.state.models, new_campaign_model(
        bob.team_list, broken.model("stray"))))
    plan = plan_spend(state, broken, bob.team_list, v, SpendRequest(
        recruits=(RecruitRequest("m9", "chaos_space_marine"),)))
    assert plan.ok, plan.violations


def test_plans_of_one_state_and_force_fingerprint_them_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A step dialog plans every candidate from the same state and Force: their fingerprint
    (the plans' ``base``) is made once, not once per plan (a 1,000-model Force's, whole)."""
    from app.rules.campaign import plans

    alice = sample_players()[0]
    v = Validator(alice.team_list)
    made: list[object] = []
    real = plans.digest
    monkeypatch.setattr(plans, "digest", lambda doc: made.append(doc) or real(doc))
    requests = [SpendRequest(purchases=(BuyUpgrade("comms_relay"),)),
                SpendRequest(purchases=(BuyHonour("fiery", "t5"),)),
                SpendRequest(wargear=(WargearRequest("sgt", "sergeant.melee.lightning_claw"),))]
    bases = {plan_spend(alice.state, alice.force, alice.team_list, v, r).base for r in requests}
    assert len(made) == 1 and bases == {real(made[0])}  # type: ignore[arg-type]
    other = replace(alice.state, rp=alice.state.rp + 1)  # another state: its own
    assert player_digest(other, alice.force) != bases.pop() and len(made) == 2


def test_the_plan_names_its_base_and_its_result() -> None:
    alice = sample_players()[0]
    v = Validator(alice.team_list)
    request = SpendRequest(purchases=(BuyUpgrade("comms_relay"), BuyHonour("fiery", "t5")),
                           recruits=(RecruitRequest("t30", "tactical_marine", name="Novus"),),
                           wargear=(WargearRequest("sgt", "sergeant.melee.lightning_claw"),))
    plan = plan_spend(alice.state, alice.force, alice.team_list, v, request)
    assert plan.ok, plan.violations
    assert plan.base == player_digest(alice.state, alice.force)
    assert plan.sources == (("purchase", 0), ("recruit", 0), ("wargear", 0), ("purchase", 1))
    assert plan.force.model("t30").name == "Novus"
    assert "comms_relay" in plan.force.upgrades
    assert plan.rp_after == alice.state.rp - 5 - 5 - 3  # comms relay, fiery, 14 pts
    sgt = plan.state.model("sgt")
    assert "sergeant.melee.lightning_claw" in sgt.wargear
    assert "sergeant.melee.power_fist" not in sgt.wargear
    assert plan.model_points == v.validate_force(replace(plan.force, starting=False)).model_points
    # The same request on the same state: the same plan.
    assert plan_spend(alice.state, alice.force, alice.team_list, v, request) == plan


def test_options_given_up_and_swaps_from_two_forces() -> None:
    alice = sample_players()[0]
    force = alice.force
    edited = force.with_models(
        replace(m, options=(Selection("tactical_marine.special.meltagun"),)) if m.uid == "t0"
        else replace(m, options=()) if m.uid == "t6" else m for m in force.models)
    parts = request_from_forces(force, edited, alice.team_list)
    assert parts == (
        WargearRequest("t0", "tactical_marine.special.meltagun",
                       "tactical_marine.special.plasma_gun"),
        DropRequest("t6", "tactical_marine.gear.extra_chainsword"),
    )
    plan = plan_spend(alice.state, force, alice.team_list, Validator(alice.team_list),
                      request_of(parts))
    assert plan.ok, plan.violations
    assert plan.points_needed == 0  # a cheaper swap pays nothing; nothing comes back
    assert plan.force.model("t6").options == () and plan.state.model("t6").wargear == ()


def test_replacement_crew_take_the_next_free_number() -> None:
    orks = builtin_teamlists()["orks"]
    force = Force("orks", (ForceModel("boss", "boss_nob"), ForceModel("gun", "mek_gun")))
    gun = replace(new_campaign_model(orks, force.model("gun")), group_id="gun~crew")
    crew = CampaignModel("gun~crew2", "mek_gun", "core", group_id="gun~crew", crew=True,
                         squad_size=2)
    state = PlayerState("ben", rp=5, models=(
        new_campaign_model(orks, force.model("boss")), gun, crew))
    plan = plan_spend(state, force, orks, Validator(orks), SpendRequest(crew=(("gun", 1),)),
                      taken_uids=frozenset({"gun~crew1", "gun~crew2"}))
    assert plan.ok, plan.violations
    assert [m.uid for m in plan.state.members("gun~crew") if m.crew] == [
        "gun~crew2", "gun~crew3"]
    too_many = plan_spend(state, force, orks, Validator(orks), SpendRequest(crew=(("gun", 2),)))
    assert "spend.squad_full" in [v.code for v in too_many.violations]
