"""Step 3: injuries — tables per kind of model, Knocked Out, rerolls, and their effects."""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

import pytest

from app.rules.campaign import (
    CampaignModel,
    CampaignSettings,
    GameRecord,
    MissionChoice,
    PlayerGame,
    PlayerState,
    WargearHandover,
    apply_injuries,
    injury_table_for,
    reroll_injury,
    roll_injuries,
)
from app.rules.dice import DiceExhaustedError, ScriptedDice
from app.rules.violations import Violation

KO = CampaignSettings(knocked_out=True)


def codes(violations: Iterable[Violation]) -> list[str]:
    return [v.code for v in violations]


def stats(**values: int) -> MappingProxyType[str, int]:
    return MappingProxyType(values)


LEADER = CampaignModel("ldr", "sergeant", "leader", stats(A=2, Ld=9))
SPEC = CampaignModel("spc", "veteran", "specialist", stats(A=1, T=4))
C0 = CampaignModel("c0", "marine", "core", group_id="g", wargear=("plasma_pistol",))
C1 = CampaignModel("c1", "marine", "core", group_id="g", wargear=("bolter",))
GUN = CampaignModel("gun", "mortar", "core", artillery=True, group_id="art")
CREW_SPEC = CampaignModel("crew1", "mortar", "specialist", crew=True, group_id="art")
CREW = CampaignModel("crew2", "mortar", "core", crew=True, group_id="art")
WALKER = CampaignModel("dread", "dreadnought", "specialist", stats(S=6, BS=4, WS=4, I=4),
                       walker=True)
PLAYER = PlayerState("p", models=(LEADER, SPEC, C0, C1, GUN, CREW_SPEC, CREW, WALKER))
TEAM = tuple(m.uid for m in PLAYER.models)


def record(winner: str | None = "q", **side: object) -> GameRecord:
    return GameRecord(
        MissionChoice("random", "possession", roll=4),
        (PlayerGame("p", TEAM, **side), PlayerGame("q", ("z",))),  # type: ignore[arg-type]
        winner,
    )


@pytest.mark.parametrize(
    ("uid", "table"),
    [("ldr", "specialist"), ("spc", "specialist"), ("c0", "core"), ("crew1", "core"),
     ("crew2", "core"), ("dread", "walker"), ("gun", None)],
)
def test_each_kind_of_model_rolls_on_its_table(uid: str, table: str | None) -> None:
    assert injury_table_for(PLAYER.model(uid)) == table


def test_artillery_crew_roll_on_the_core_table_and_the_gun_never_rolls() -> None:
    outcome = roll_injuries(PLAYER, record(casualties=("gun", "crew1")), ScriptedDice([1]))
    assert [(r.uid, r.result.table, r.result.result) for r in outcome.rolls] == [
        ("crew1", "core", "dead")
    ]
    assert [(n.uid, n.reason) for n in outcome.no_roll] == [("gun", "artillery_gun")]


def test_an_artillery_unit_without_crew_left_dies() -> None:
    game = record(casualties=("crew1", "crew2"))
    outcome = roll_injuries(PLAYER, game, ScriptedDice([2, 1]))
    applied = apply_injuries(PLAYER, game, outcome)
    assert applied.removed == ("crew1", "crew2")
    assert applied.removed_guns == ("gun",)
    assert not applied.state.has_model("gun")
    survived = apply_injuries(PLAYER, game, roll_injuries(PLAYER, game, ScriptedDice([2, 3])))
    assert survived.removed_guns == () and survived.state.has_model("gun")


def test_walkers_roll_only_after_wrecked_or_explodes() -> None:
    quiet = roll_injuries(PLAYER, record(), ScriptedDice([]))
    assert quiet.rolls == ()
    wrecked = roll_injuries(PLAYER, record(walker_damage={"dread": "wrecked"}),
                            ScriptedDice([1, 4]))
    assert [(r.reason, r.result.result, r.result.stat, r.result.rolls) for r in
            wrecked.rolls] == [("wrecked", "permanent_damage", "BS", (1, 4))]
    exploded = roll_injuries(PLAYER, record(walker_damage={"dread": "explodes"}),
                             ScriptedDice([1]))
    assert [(r.reason, r.result.result, r.result.modifier) for r in exploded.rolls] == [
        ("explodes", "lost", -1)
    ]


def test_walker_results_applied() -> None:
    game = record(walker_damage={"dread": "wrecked"})
    damaged = apply_injuries(PLAYER, game, roll_injuries(PLAYER, game, ScriptedDice([1, 3])))
    dread = damaged.state.model("dread")
    assert (dread.characteristics["S"], dread.permanent_injuries) == (5, ("S",))
    unstable = apply_injuries(PLAYER, game, roll_injuries(PLAYER, game, ScriptedDice([2])))
    assert unstable.state.model("dread").temporary == "unstable"
    lost = apply_injuries(PLAYER, game, roll_injuries(PLAYER, game, ScriptedDice([1, 2])))
    assert lost.removed == ("dread",) and not lost.state.has_model("dread")


def test_fled_models_do_not_roll() -> None:
    outcome = roll_injuries(PLAYER, record(fled=("spc",)), ScriptedDice([]))
    assert outcome.rolls == ()
    assert [(n.uid, n.reason) for n in outcome.no_roll] == [("spc", "fled")]


@pytest.mark.parametrize(("roll", "escaped"), [(1, False), (2, False), (3, True), (4, True),
                                               (5, True), (6, True)])
def test_knocked_out_models_of_the_loser(roll: int, escaped: bool) -> None:
    dice = ScriptedDice([roll, 6])
    outcome = roll_injuries(PLAYER, record(knocked_out=("c0",)), dice, KO)
    assert [(k.uid, k.roll, k.escaped) for k in outcome.knocked_out_rolls] == [
        ("c0", roll, escaped)
    ]
    assert [r.uid for r in outcome.rolls] == ([] if escaped else ["c0"])
    assert dice.remaining == (1 if escaped else 0)


def test_knocked_out_needs_the_campaign_rule_and_a_loser() -> None:
    off = roll_injuries(PLAYER, record(knocked_out=("c0",)), ScriptedDice([]))
    assert off.knocked_out_rolls == () and off.rolls == ()
    draw = roll_injuries(PLAYER, record(winner=None, knocked_out=("c0",)), ScriptedDice([]), KO)
    assert draw.knocked_out_rolls == ()
    won = roll_injuries(PLAYER, record(winner="p", knocked_out=("c0",)), ScriptedDice([]), KO)
    assert won.knocked_out_rolls == ()
    assert [(n.uid, n.reason) for n in won.no_roll] == [("c0", "knocked_out_winner")]


def test_too_few_scripted_dice_is_an_error() -> None:
    with pytest.raises(DiceExhaustedError):
        roll_injuries(PLAYER, record(casualties=("spc",)), ScriptedDice([1]))


# -- rerolls -----------------------------------------------------------------------------------

MEDIC = PLAYER.replace_models({"ldr": CampaignModel("ldr", "sergeant", "leader",
                                                    honours=("medic",))})
BOTH = PlayerState("p", upgrades=frozenset({"medical_centre"}), models=MEDIC.models)


def test_medic_and_medical_centre_stack_on_one_model() -> None:
    game = record(casualties=("spc", "c0"))
    outcome = roll_injuries(BOTH, game, ScriptedDice([1, 2, 1]))  # spc 1,2 → dead; c0 1 dead
    assert outcome.rerolls_available == ("medic", "medical_centre")
    outcome, refused = reroll_injury(outcome, "spc", "medic", ScriptedDice([1, 5, 6]))
    assert refused == ()
    assert outcome.roll_for("spc").result.result == "maimed"
    outcome, refused = reroll_injury(outcome, "spc", "medical_centre", ScriptedDice([4]))
    assert refused == ()
    final = outcome.roll_for("spc")
    assert final.result.result == "full_recovery"
    assert [h.result for h in final.history] == ["dead", "maimed"]
    assert final.rerolled_by == ("medic", "medical_centre")
    assert outcome.dice == (1, 2, 1, 1, 5, 6, 4)
    again, refused = reroll_injury(outcome, "c0", "medic", ScriptedDice([6]))
    assert codes(refused) == ["injury.reroll_used"] and again is outcome


def test_rerolls_need_their_source() -> None:
    game = record(casualties=("spc",), walker_damage={"dread": "wrecked"})
    plain = roll_injuries(PLAYER, game, ScriptedDice([1, 1, 6]))
    _, refused = reroll_injury(plain, "spc", "medic", ScriptedDice([6]))
    assert codes(refused) == ["injury.reroll_unavailable"]
    _, refused = reroll_injury(plain, "spc", "medical_centre", ScriptedDice([6]))
    assert codes(refused) == ["injury.reroll_unavailable"]
    both = roll_injuries(BOTH, game, ScriptedDice([1, 1, 6]))
    _, refused = reroll_injury(both, "dread", "medic", ScriptedDice([6]))
    assert codes(refused) == ["injury.reroll_not_injury_table"]
    _, refused = reroll_injury(both, "c1", "medic", ScriptedDice([6]))
    assert codes(refused) == ["injury.no_roll_for_model"]


def test_medic_must_have_played() -> None:
    game = GameRecord(MissionChoice("random", "possession", roll=4),
                      (PlayerGame("p", ("spc",), casualties=("spc",)), PlayerGame("q", ("z",))),
                      "q")
    assert roll_injuries(MEDIC, game, ScriptedDice([3])).rerolls_available == ()


# -- applying results --------------------------------------------------------------------------


def test_death_and_the_groups_free_hand_over() -> None:
    game = record(casualties=("c0",))
    outcome = roll_injuries(PLAYER, game, ScriptedDice([1]))
    applied = apply_injuries(PLAYER, game, outcome, handovers=[
        WargearHandover("c0", "plasma_pistol", "c1", replaces="bolter")
    ])
    assert applied.ok and applied.removed == ("c0",)
    assert applied.state.model("c1").wargear == ("plasma_pistol",)
    assert len(applied.state.models) == len(PLAYER.models) - 1


@pytest.mark.parametrize(
    ("handover", "code"),
    [
        (WargearHandover("c1", "bolter", "c0"), "injury.handover_not_dead"),
        (WargearHandover("c0", "plasma_pistol", "spc"), "injury.handover_not_in_group"),
        (WargearHandover("c0", "lascannon", "c1"), "injury.handover_item_not_owned"),
        (WargearHandover("c0", "plasma_pistol", "c1", replaces="axe"),
         "injury.handover_replaced_not_owned"),
    ],
)
def test_hand_over_checks(handover: WargearHandover, code: str) -> None:
    game = record(casualties=("c0",))
    outcome = roll_injuries(PLAYER, game, ScriptedDice([1]))
    applied = apply_injuries(PLAYER, game, outcome, handovers=[handover])
    assert codes(applied.violations) == [code]
    assert applied.state is PLAYER


def test_hand_over_of_an_item_already_held_and_twice() -> None:
    player = PLAYER.replace_models({"c1": CampaignModel("c1", "marine", "core", group_id="g",
                                                        wargear=("plasma_pistol",))})
    game = record(casualties=("c0",))
    outcome = roll_injuries(player, game, ScriptedDice([1]))
    applied = apply_injuries(player, game, outcome,
                             handovers=[WargearHandover("c0", "plasma_pistol", "c1")])
    assert codes(applied.violations) == ["injury.handover_duplicate_item"]
    twice = apply_injuries(player, game, outcome, handovers=[
        WargearHandover("c0", "plasma_pistol", "c1", replaces="plasma_pistol"),
        WargearHandover("c0", "plasma_pistol", "c1", replaces="plasma_pistol"),
    ])
    assert "injury.handover_item_twice" in codes(twice.violations)


def test_maimed_attacks_never_below_one() -> None:
    game = record(casualties=("spc",))
    outcome = roll_injuries(PLAYER, game, ScriptedDice([1, 4, 2]))
    applied = apply_injuries(PLAYER, game, outcome)
    spc = applied.state.model("spc")
    assert (spc.characteristics["A"], spc.permanent_injuries) == (1, ("A",))
    assert [(s.stat, s.before, s.after) for s in applied.stat_losses] == [("A", 1, 1)]
    toughness = apply_injuries(PLAYER, game, roll_injuries(PLAYER, game,
                                                           ScriptedDice([1, 4, 1])))
    assert toughness.state.model("spc").characteristics["T"] == 3


@pytest.mark.parametrize(("second", "state"), [(1, "incapacitated"), (3, "convalescent"),
                                               (5, "wounded")])
def test_temporary_injuries_last_for_the_next_game_only(second: int, state: str) -> None:
    game = record(casualties=("spc",))
    applied = apply_injuries(PLAYER, game, roll_injuries(PLAYER, game,
                                                         ScriptedDice([2, second])))
    after = applied.state
    assert applied.temporary == (("spc", state),)
    assert after.model("spc").temporary == state
    # the next game: the model sits out (an Incapacitated model must)
    sat_out = GameRecord(MissionChoice("random", "raid", roll=6),
                         (PlayerGame("p", ("ldr",)), PlayerGame("q", ("z",))), "p")
    cleared = apply_injuries(after, sat_out, roll_injuries(after, sat_out, ScriptedDice([])))
    expected = None if state == "incapacitated" else state
    assert cleared.state.model("spc").temporary == expected
    played = GameRecord(MissionChoice("random", "raid", roll=6),
                        (PlayerGame("p", ("ldr", "spc")), PlayerGame("q", ("z",))), "p")
    done = apply_injuries(after, played, roll_injuries(after, played, ScriptedDice([])))
    assert done.state.model("spc").temporary is None
    assert done.cleared_temporary == ("spc",)


def test_officer_training_promotes_a_specialist_when_the_leader_dies() -> None:
    player = PlayerState("p", upgrades=frozenset({"officer_training"}), models=PLAYER.models)
    game = record(casualties=("ldr",))
    outcome = roll_injuries(player, game, ScriptedDice([1, 1]))
    applied = apply_injuries(player, game, outcome, officer_promotions=["spc"])
    assert applied.ok and applied.promotions == ("spc",)
    assert applied.state.model("spc").is_team_leader
    assert applied.state.has_team_leader()
    assert codes(apply_injuries(player, game, outcome, officer_promotions=["c1"]).violations) == [
        "injury.promotion_not_specialist"
    ]
    assert codes(apply_injuries(PLAYER, game, roll_injuries(PLAYER, game, ScriptedDice([1, 1])),
                                officer_promotions=["spc"]).violations) == [
        "injury.promotion_without_officer_training"
    ]
    alive = roll_injuries(player, game, ScriptedDice([4]))
    assert codes(apply_injuries(player, game, alive, officer_promotions=["spc"]).violations) == [
        "injury.promotion_no_leader_died"
    ]


def test_injuries_of_another_player_are_refused() -> None:
    other = PlayerState("q", models=(CampaignModel("z", "boss", "leader"),))
    game = record(casualties=("c0",))
    outcome = roll_injuries(PLAYER, game, ScriptedDice([4]))
    assert codes(apply_injuries(other, GameRecord(game.mission, (PlayerGame("q", ("z",)),
                                                                 PlayerGame("p", TEAM)), None),
                                outcome).violations) == ["injury.wrong_player"]
