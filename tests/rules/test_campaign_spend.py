"""Step 5: spending RP — reinforcements, recruits, Squads, wargear, Base, honours, Repair."""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

import pytest

from app.rules.campaign import (
    BuyBaseLevel,
    BuyHonour,
    BuyUpgrade,
    BuyWargear,
    CampaignModel,
    PlayerState,
    Recruit,
    ReinforceSquad,
    SpendAction,
    SpendOutcome,
    roll_group_recruitment,
    spend_rp,
)
from app.rules.dice import ScriptedDice
from app.rules.violations import Violation


def codes(violations: Iterable[Violation]) -> list[str]:
    return [v.code for v in violations]


def stats(**values: int) -> MappingProxyType[str, int]:
    return MappingProxyType(values)


LEADER = CampaignModel("ldr", "sergeant", "leader", stats(A=2, BS=4), wargear=("power_sword",))
SPEC = CampaignModel("spc", "veteran", "specialist", stats(A=1, W=1))
PSYKER = CampaignModel("psy", "librarian", "specialist", psyker=True)
GROUP = tuple(CampaignModel(f"m{i}", "marine", "core", stats(BS=4), group_id="tac")
              for i in range(3))
SQUAD = tuple(CampaignModel(f"cu{i}", "cultists", "core", group_id="cult", squad_size=5)
              for i in range(4))
GUN = CampaignModel("gun", "mortar", "core", stats(BS=0), artillery=True, group_id="art")
CREW = tuple(CampaignModel(f"cr{i}", "mortar", "core", stats(BS=3), crew=True, group_id="art",
                           squad_size=2) for i in range(2))
WALKER = CampaignModel("dread", "dreadnought", "specialist", stats(S=4, BS=3, WS=4),
                       walker=True, permanent_injuries=("S", "S", "BS"))
PLAYER = PlayerState(
    "p", rp=100, renown=20,
    models=(LEADER, SPEC, PSYKER, *GROUP, *SQUAD, GUN, *CREW, WALKER),
)


def spend(actions: list[SpendAction], player: PlayerState = PLAYER, **kw: int) -> SpendOutcome:
    return spend_rp(player, actions, **kw)  # type: ignore[arg-type]


def refused(actions: list[SpendAction], player: PlayerState = PLAYER) -> list[str]:
    outcome = spend(actions, player)
    assert outcome.state is player  # a refused plan changes nothing
    return codes(outcome.violations)


# -- reinforcement points ----------------------------------------------------------------------


def test_worked_example_power_sword_and_marine() -> None:
    recruit = CampaignModel("m9", "marine", "core")
    outcome = spend([BuyWargear("ldr", "power_fist", 15, replaces="power_sword",
                                replaced_points=0), Recruit(recruit, 14)])
    assert outcome.ok
    assert (outcome.points_needed, outcome.rp_converted, outcome.points_lost) == (29, 6, 1)
    assert outcome.state.rp == 94


def test_points_are_converted_once_per_step() -> None:
    first = spend([Recruit(CampaignModel("n1", "marine", "core"), 14)])
    assert first.state.converted
    second = spend([Recruit(CampaignModel("n2", "marine", "core"), 14)], first.state)
    assert codes(second.violations) == ["spend.already_converted"]
    # RP purchases still work in the same step
    assert spend([BuyUpgrade("barbed_wire")], first.state).ok


def test_converting_more_rp_than_needed_loses_the_rest() -> None:
    outcome = spend([Recruit(CampaignModel("n1", "marine", "core"), 14)], convert_rp=5)
    assert (outcome.rp_converted, outcome.points_lost, outcome.state.rp) == (5, 11, 95)
    short = spend([Recruit(CampaignModel("n1", "marine", "core"), 14)], convert_rp=2)
    assert codes(short.violations) == ["spend.not_enough_points"]


def test_never_more_rp_than_the_player_has() -> None:
    poor = PlayerState("p", rp=5, models=PLAYER.models)
    outcome = spend([BuyUpgrade("comms_relay"), BuyUpgrade("barbed_wire")], poor)
    assert codes(outcome.violations) == ["spend.not_enough_rp"]
    assert outcome.violations[0].params["needed"] == 10
    assert outcome.state is poor
    assert spend([BuyUpgrade("comms_relay")], poor).state.rp == 0


# -- recruits, Groups, Squads -----------------------------------------------------------------------


def honoured(player: PlayerState, group: str, *honours: str) -> PlayerState:
    return player.replace_models({m.uid: CampaignModel(m.uid, m.entry_id, m.section,
                                                       m.characteristics, honours=honours,
                                                       group_id=m.group_id,
                                                       squad_size=m.squad_size, crew=m.crew)
                                  for m in player.members(group)})


def test_recruiting_into_a_group_with_honours_needs_a_roll() -> None:
    player = honoured(PLAYER, "tac", "plus_bs", "sprinter")
    recruit = Recruit(CampaignModel("m9", "marine", "core", stats(BS=4), group_id="tac"), 14)
    assert refused([recruit], player) == ["spend.group_roll_required"]
    failed = roll_group_recruitment(player, "tac", ScriptedDice([1]))
    assert (failed.roll, failed.honours, failed.allowed) == (1, 2, False)
    assert refused([recruit], failed.state) == ["spend.group_roll_failed"]
    assert codes(roll_group_recruitment(failed.state, "tac", ScriptedDice([6])).violations) == [
        "spend.group_already_rolled"
    ]
    passed = roll_group_recruitment(player, "tac", ScriptedDice([2]))
    assert passed.allowed
    outcome = spend([recruit], passed.state)
    assert outcome.ok
    new = outcome.state.model("m9")
    assert new.honours == ("plus_bs", "sprinter")
    assert new.characteristics["BS"] == 5


def test_group_rules_for_recruits() -> None:
    full = PLAYER.with_models((*PLAYER.models,
                               *(CampaignModel(f"x{i}", "marine", "core", group_id="tac")
                                 for i in range(2))))
    assert refused([Recruit(CampaignModel("m9", "marine", "core", group_id="tac"), 14)],
                   full) == ["spend.group_full"]
    assert refused([Recruit(CampaignModel("m9", "scout", "core", group_id="tac"), 14)]) == [
        "spend.group_entry_mismatch"
    ]
    assert refused([Recruit(CampaignModel("s9", "veteran", "specialist", group_id="new"),
                            20)]) == ["spend.group_not_core"]
    assert refused([Recruit(CampaignModel("ldr", "sergeant", "leader"), 20)]) == [
        "spend.duplicate_uid"
    ]
    assert refused([Recruit(CampaignModel("n", "m", "core", honours=("fiery",)), 1)]) == [
        "spend.recruit_has_honours"
    ]
    assert refused([Recruit(CampaignModel("n", "m", "core"), -1)]) == ["spend.negative_points"]
    # a new Group, and a second Team Leader (allowances don't apply when recruiting)
    new = spend([Recruit(CampaignModel("n1", "scout", "core", group_id="scouts"), 12),
                 Recruit(CampaignModel("n2", "scout", "core", group_id="scouts"), 12),
                 Recruit(CampaignModel("cap", "captain", "leader"), 60)])
    assert new.ok and len(new.state.members("scouts")) == 2


def test_squad_reinforcement_cost_and_size() -> None:
    cultist = CampaignModel("cu9", "cultists", "core", group_id="cult")
    outcome = spend([ReinforceSquad(cultist, unit_cost=20, options_points=1)])
    assert outcome.ok
    assert [line.points for line in outcome.lines] == [5]
    assert outcome.state.model("cu9").squad_size == 5
    another = CampaignModel("cu8", "cultists", "core", group_id="cult")
    assert codes(spend([ReinforceSquad(cultist, 20), ReinforceSquad(another, 20)]).violations) == [
        "spend.squad_full"
    ]
    assert refused([Recruit(cultist, 4)]) == ["spend.squad_use_reinforcement"]
    assert refused([ReinforceSquad(CampaignModel("m9", "marine", "core", group_id="tac"),
                                   70)]) == ["spend.not_a_squad"]


def test_artillery_crew_are_replaced_with_the_group_rules() -> None:
    player = PLAYER.without(["cr1"])
    crew = CampaignModel("cr9", "mortar", "core", crew=True, group_id="art", squad_size=2)
    assert spend([Recruit(crew, 6)], player).ok
    assert refused([Recruit(crew, 6)]) == ["spend.squad_full"]


def test_transports_need_a_vehicle_bay_and_only_one() -> None:
    rhino = CampaignModel("rhino", "rhino", "transport")
    assert refused([Recruit(rhino, 35)]) == ["transport.needs_vehicle_bay"]
    bay = PlayerState("p", rp=100, upgrades=frozenset({"vehicle_bay"}), models=PLAYER.models)
    first = spend([Recruit(rhino, 35)], bay)
    assert first.ok
    assert codes(spend([Recruit(CampaignModel("r2", "rhino", "transport"), 35)],
                       bay.with_models(first.state.models)).violations) == [
        "transport.too_many"
    ]


# -- wargear ---------------------------------------------------------------------------------------


def test_wargear_replacement_pays_the_difference_and_refunds_nothing() -> None:
    fist = spend([BuyWargear("ldr", "power_fist", 25, replaces="power_sword",
                             replaced_points=15)])
    assert [line.points for line in fist.lines] == [10]
    assert fist.state.model("ldr").wargear == ("power_fist",)
    cheaper = spend([BuyWargear("ldr", "chainsword", 0, replaces="power_sword",
                                replaced_points=15)])
    assert [line.points for line in cheaper.lines] == [0]
    assert (cheaper.rp_converted, cheaper.state.rp) == (0, 100)
    assert refused([BuyWargear("ldr", "power_sword", 15)]) == ["spend.wargear_duplicate"]
    assert refused([BuyWargear("ldr", "fist", 25, replaces="axe")]) == ["spend.wargear_not_owned"]
    assert refused([BuyWargear("ghost", "fist", 25)]) == ["spend.unknown_model"]


def test_the_force_validator_can_refuse_a_plan() -> None:
    def validator(models: tuple[CampaignModel, ...]) -> list[Violation]:
        flamers = sum("flamer" in m.wargear for m in models)
        return [Violation("armoury.per_n", params={"n": 5})] if flamers > 0 else []

    outcome = spend_rp(PLAYER, [BuyWargear("m0", "flamer", 5)], force_validator=validator)
    assert codes(outcome.violations) == ["armoury.per_n"]
    assert outcome.state is PLAYER


# -- Base --------------------------------------------------------------------------------------------


def test_base_levels_in_order_with_renown() -> None:
    outcome = spend([BuyBaseLevel(2), BuyBaseLevel(3), BuyBaseLevel(4), BuyBaseLevel(5)])
    assert outcome.ok and outcome.state.base_level == 5
    assert outcome.rp_direct == 5 + 10 + 15 + 20
    assert refused([BuyBaseLevel(3)]) == ["spend.base_level_order"]
    assert refused([BuyBaseLevel(6)]) == ["spend.unknown_base_level"]
    low = PlayerState("p", rp=50, renown=4, base_level=2)
    assert refused([BuyBaseLevel(3)], low) == ["spend.renown_too_low"]


def test_base_upgrades_once_each_with_prerequisites() -> None:
    assert refused([BuyUpgrade("officer_training")]) == ["spend.upgrade_requires"]
    outcome = spend([BuyUpgrade("officer_training")])
    assert outcome.violations[0].params["missing"] == "main_base,training_centre"
    chain = spend([BuyBaseLevel(2), BuyBaseLevel(3), BuyUpgrade("training_centre"),
                   BuyUpgrade("officer_training"), BuyUpgrade("scout_training")])
    assert chain.ok and chain.rp_direct == 5 + 10 + 10 + 5 + 5
    high = PlayerState("p", rp=50, base_level=4)
    assert spend([BuyUpgrade("medical_centre"), BuyUpgrade("vehicle_bay")], high).ok
    owned = PlayerState("p", rp=50, upgrades=frozenset({"comms_relay"}))
    assert refused([BuyUpgrade("comms_relay")], owned) == ["spend.upgrade_owned"]
    assert spend([BuyUpgrade("recon_satellite"), BuyUpgrade("target_designator")], owned).ok
    assert refused([BuyUpgrade("comms_relay"), BuyUpgrade("comms_relay")]) == [
        "spend.upgrade_owned"
    ]
    assert refused([BuyUpgrade("teleporter")]) == ["spend.unknown_upgrade"]


# -- honours -------------------------------------------------------------------------------------------


def test_group_honour_goes_to_every_member() -> None:
    outcome = spend([BuyHonour("plus_bs", "m1")])
    assert outcome.ok and outcome.rp_direct == 10
    for m in outcome.state.members("tac"):
        assert (m.honours, m.characteristics["BS"]) == (("plus_bs",), 5)
    assert outcome.lines[0].refs == ("m0", "m1", "m2")


def test_artillery_honours_go_to_the_crew_not_the_gun() -> None:
    outcome = spend([BuyHonour("plus_bs", "gun")])
    assert outcome.ok
    assert outcome.state.model("gun").honours == ()
    assert outcome.state.model("gun").characteristics["BS"] == 0
    assert [m.characteristics["BS"] for m in outcome.state.models if m.crew] == [4, 4]


@pytest.mark.parametrize(
    ("honour", "uid", "code"),
    [
        ("plus_attack", "m0", "spend.honour_leaders_specialists_only"),
        ("fearless", "spc", "spend.honour_team_leader_only"),
        ("open_mind", "spc", "spend.honour_psyker_only"),
        ("tank_hunters", "spc", "spend.honour_walkers_only"),
        ("plus_bs", "dread", "spend.honour_not_for_walkers"),
        ("flying", "spc", "spend.unknown_honour"),
        ("plus_bs", "ghost", "spend.unknown_model"),
    ],
)
def test_who_may_take_an_honour(honour: str, uid: str, code: str) -> None:
    assert refused([BuyHonour(honour, uid)]) == [code]


@pytest.mark.parametrize(
    ("honour", "uid"),
    [("plus_attack", "spc"), ("plus_wound", "ldr"), ("fearless", "ldr"), ("open_mind", "psy"),
     ("walker_plus_ws", "dread"), ("medic", "ldr"), ("grenadier", "m0")],
)
def test_allowed_honours(honour: str, uid: str) -> None:
    assert spend([BuyHonour(honour, uid)]).ok


def test_honour_renown_requirement() -> None:
    low = PlayerState("p", rp=100, renown=4, models=PLAYER.models)
    assert refused([BuyHonour("combat_master", "spc")], low) == ["spend.renown_too_low"]
    assert spend([BuyHonour("mighty_blow", "spc")], low).ok


def test_never_the_same_honour_twice_and_one_improvement_between_games() -> None:
    first = spend([BuyHonour("sprinter", "spc")])
    assert first.ok and first.state.improved == frozenset({"spc"})
    assert codes(spend([BuyHonour("fiery", "spc")], first.state).violations) == [
        "spend.model_already_improved"
    ]
    from dataclasses import replace

    next_interval = replace(first.state, improved=frozenset())
    assert codes(spend([BuyHonour("sprinter", "spc")], next_interval).violations) == [
        "spend.honour_already_held"
    ]
    assert spend([BuyHonour("fiery", "spc")], next_interval).ok
    # a second honour for a member of an improved Group
    group = spend([BuyHonour("fiery", "m0"), BuyHonour("diver", "m2")])
    assert codes(group.violations) == ["spend.model_already_improved"]


def test_repair_any_number_of_times_removing_permanent_damage() -> None:
    outcome = spend([BuyHonour("repair", "dread", repair_stat="S"),
                     BuyHonour("repair", "dread", repair_stat="BS"),
                     BuyHonour("enhanced_optics", "dread"),
                     BuyHonour("repair", "dread", repair_stat="S")])
    assert outcome.ok, outcome.violations
    dread = outcome.state.model("dread")
    assert dread.permanent_injuries == ()
    assert (dread.characteristics["S"], dread.characteristics["BS"]) == (6, 4)
    assert dread.honours == ("enhanced_optics",)  # Repair is not written on the sheet
    assert outcome.rp_direct == 20
    assert refused([BuyHonour("repair", "dread")]) == ["spend.repair_choice_required"]
    assert refused([BuyHonour("repair", "dread", repair_stat="WS")]) == [
        "spend.repair_not_damaged"
    ]
    healthy = PLAYER.replace_models({"dread": CampaignModel("dread", "d", "specialist",
                                                            walker=True)})
    assert refused([BuyHonour("repair", "dread")], healthy) == ["spend.repair_nothing_to_repair"]
    single = PLAYER.replace_models({"dread": CampaignModel("dread", "d", "specialist",
                                                           stats(I=3), walker=True,
                                                           permanent_injuries=("I",))})
    assert spend([BuyHonour("repair", "dread")], single).state.model("dread").characteristics[
        "I"] == 4


def test_violations_carry_the_action_index() -> None:
    outcome = spend([BuyUpgrade("comms_relay"), BuyHonour("plus_bs", "dread")])
    assert outcome.violations[0].params["action"] == 1
    assert outcome.violations[0].refs == ("dread",)
