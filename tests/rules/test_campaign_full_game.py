"""One full campaign round for two players, steps 1 to 5, with scripted dice.

Alice (Space Marines, Renown 6, 3 RP) attacks Bob (Cultists, Renown 2, 0 RP, no Team Leader
in his Force) in a randomly rolled Raid. Every number is asserted on the way.
"""

from __future__ import annotations

from types import MappingProxyType

from app.rules.campaign import (
    BuyBaseLevel,
    BuyHonour,
    BuyUpgrade,
    BuyWargear,
    CampaignModel,
    CampaignSettings,
    GameRecord,
    PlayerGame,
    PlayerState,
    Recruit,
    ReinforceSquad,
    WargearHandover,
    apply_injuries,
    apply_rewards,
    build_team,
    choose_mission,
    compute_rewards,
    roll_group_recruitment,
    roll_injuries,
    spend_rp,
    validate_game,
)
from app.rules.dice import ScriptedDice

MARINE = {"WS": 4, "BS": 4, "S": 4, "T": 4, "W": 1, "I": 4, "A": 1, "Ld": 8}
SERGEANT = {**MARINE, "A": 2, "Ld": 9}
VETERAN = {**MARINE, "A": 2}
CULTIST = {"WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7}


def stats(values: dict[str, int]) -> MappingProxyType[str, int]:
    return MappingProxyType(dict(values))


def marine(uid: str, *wargear: str) -> CampaignModel:
    return CampaignModel(
        uid, "tactical_marine", "core", stats(MARINE), group_id="a_tac", wargear=wargear
    )


def cultist(uid: str) -> CampaignModel:
    return CampaignModel(
        uid, "cultists", "core", stats(CULTIST), group_id="b_cult", squad_size=5
    )


ALICE = PlayerState(
    "alice",
    rp=3,
    renown=6,
    models=(
        CampaignModel("a_sgt", "sergeant", "leader", stats(SERGEANT), wargear=("chainsword",)),
        CampaignModel("a_vet", "veteran", "specialist", stats(VETERAN)),
        marine("a_m1", "flamer"),
        marine("a_m2", "plasma_pistol"),
        marine("a_m3"),
        marine("a_m4"),
    ),
)
BOB = PlayerState(
    "bob",
    rp=0,
    renown=2,
    models=(
        CampaignModel("b_champ", "champion", "specialist", stats({**CULTIST, "A": 2})),
        CampaignModel("b_heavy", "heavy_gunner", "specialist", stats(CULTIST)),
        *(cultist(f"b_c{i}") for i in range(1, 6)),
    ),
)
POINTS = {
    "a_sgt": 40, "a_vet": 30, "a_m1": 19, "a_m2": 29, "a_m3": 14, "a_m4": 14,
    "b_champ": 25, "b_heavy": 20, "b_c1": 4, "b_c2": 4, "b_c3": 4, "b_c4": 4, "b_c5": 4,
}
SETTINGS = CampaignSettings(mission_mode="random", underdog_rounding="floor", knocked_out=True)


def test_two_players_through_steps_1_to_5() -> None:
    alice, bob = ALICE, BOB

    # -- step 1: build Teams ----------------------------------------------------------------
    alice_team = build_team(
        alice, [m.uid for m in alice.models], model_points=POINTS
    )
    assert alice_team.ok, alice_team.violations
    assert (alice_team.points, alice_team.points_limit) == (146, 200)
    assert alice_team.field_promoted is None

    bob_uids = [m.uid for m in bob.models]
    refused = build_team(bob, bob_uids, model_points=POINTS)
    assert [v.code for v in refused.violations] == ["team.field_promotion_required"]
    bob_team = build_team(bob, bob_uids, model_points=POINTS, field_promotion="b_champ")
    assert bob_team.ok, bob_team.violations
    assert (bob_team.points, bob_team.field_promoted) == (65, "b_champ")

    # -- step 2: random mission, play, record -------------------------------------------------
    mission = choose_mission(SETTINGS, dice=ScriptedDice([6]))
    assert (mission.mission_id, mission.roll, mission.mode) == ("raid", 6, "random")
    game = GameRecord(
        mission=mission,
        winner="alice",
        players=(
            PlayerGame(
                "alice",
                alice_team.team,
                role="attacker",
                achievements={"assassin": 1, "first_blood": 1, "butcher": 2},
                facts={"base_supports_destroyed": 3},
                casualties=("a_m2", "a_vet"),
            ),
            PlayerGame(
                "bob",
                bob_team.team,
                role="defender",
                achievements={"heroic_duel": 1, "never_give_up": 2},
                facts={"base_supports_intact": 0},
                casualties=("b_champ", "b_c1", "b_c2"),
                knocked_out=("b_c3", "b_heavy"),
                fled=("b_c4",),
                field_promoted=bob_team.field_promoted,
            ),
        ),
    )
    assert validate_game(game, {"alice": alice, "bob": bob}) == ()
    assert game.outcome_for("alice") == "win" and game.outcome_for("bob") == "loss"

    # -- step 3: injuries ----------------------------------------------------------------------
    dice = ScriptedDice([1, 1, 5, 2])  # a_m2 core: 1 dead; a_vet: 1 grievous, 5 maimed, 2 = A
    alice_injuries = roll_injuries(alice, game, dice, SETTINGS)
    assert dice.remaining == 0
    assert [(r.uid, r.result.result, r.result.stat, r.result.rolls) for r in
            alice_injuries.rolls] == [
        ("a_m2", "dead", None, (1,)),
        ("a_vet", "maimed", "A", (1, 5, 2)),
    ]
    assert alice_injuries.rerolls_available == ()
    assert alice_injuries.knocked_out_rolls == ()  # the winner's models are recovered
    applied = apply_injuries(
        alice,
        game,
        alice_injuries,
        handovers=[WargearHandover("a_m2", "plasma_pistol", "a_m3")],
    )
    assert applied.ok, applied.violations
    alice = applied.state
    assert applied.removed == ("a_m2",)
    assert not alice.has_model("a_m2")
    assert alice.model("a_m3").wargear == ("plasma_pistol",)
    assert alice.model("a_vet").characteristics["A"] == 1
    assert alice.model("a_vet").permanent_injuries == ("A",)
    assert [(s.uid, s.stat, s.before, s.after) for s in applied.stat_losses] == [
        ("a_vet", "A", 2, 1)
    ]

    # Bob lost: Knocked Out models roll first (b_c3: 2 → casualty, b_heavy: 5 → escapes),
    # then b_champ (specialist: 2 beaten up, 3 convalescent), b_c1 (4), b_c2 (2), b_c3 (6).
    dice = ScriptedDice([2, 5, 2, 3, 4, 2, 6])
    bob_injuries = roll_injuries(bob, game, dice, SETTINGS)
    assert dice.remaining == 0
    assert [(k.uid, k.roll, k.escaped) for k in bob_injuries.knocked_out_rolls] == [
        ("b_c3", 2, False),
        ("b_heavy", 5, True),
    ]
    assert [(r.uid, r.reason, r.result.result, r.result.rolls) for r in bob_injuries.rolls] == [
        ("b_champ", "casualty", "convalescent", (2, 3)),
        ("b_c1", "casualty", "full_recovery", (4,)),
        ("b_c2", "casualty", "dead", (2,)),
        ("b_c3", "knocked_out", "full_recovery", (6,)),
    ]
    assert {(n.uid, n.reason) for n in bob_injuries.no_roll} == {
        ("b_c4", "fled"),
        ("b_heavy", "knocked_out_escaped"),
    }
    assert bob_injuries.dice == (2, 5, 2, 3, 4, 2, 6)
    applied = apply_injuries(bob, game, bob_injuries)
    assert applied.ok
    bob = applied.state
    assert applied.removed == ("b_c2",)
    assert bob.model("b_champ").temporary == "convalescent"
    assert [m.uid for m in bob.members("b_cult")] == ["b_c1", "b_c3", "b_c4", "b_c5"]

    # -- step 4: RP and Renown (underdog from Renown before the change: 6 − 2 = 4 → 1 RP) -----
    rewards = compute_rewards(game, {"alice": alice, "bob": bob}, ScriptedDice([3]), SETTINGS)
    a, b = rewards["alice"], rewards["bob"]
    assert [(line.kind, line.id, line.count, line.rp_each, line.rp) for line in a.lines] == [
        ("achievement", "took_part", 1, 10, 10),
        ("achievement", "victory", 1, 5, 5),
        ("achievement", "assassin", 1, 3, 3),
        ("achievement", "first_blood", 1, 2, 2),
        ("achievement", "butcher", 2, 2, 4),
        ("mission", "base_supports_destroyed", 3, 2, 6),
    ]
    assert (a.rp_total, a.rp_before, a.rp_after) == (30, 3, 33)
    assert (a.renown.before, a.renown.after, a.renown.roll) == (6, 8, None)
    assert [(line.kind, line.id, line.count, line.rp_each, line.rp) for line in b.lines] == [
        ("achievement", "took_part", 1, 10, 10),
        ("achievement", "heroic_duel", 1, 2, 2),
        ("achievement", "never_give_up", 2, 1, 2),
        ("underdog", "underdog", 1, 1, 1),
        ("field_promotion", "field_promotion", 1, -1, -1),
    ]
    assert dict(b.line("underdog", "underdog").params) == {
        "own_renown": 2,
        "opponent_renown": 6,
        "difference": 4,
        "rounding": "floor",
    }
    assert (b.rp_total, b.rp_before, b.rp_after) == (14, 0, 14)
    assert (b.renown.before, b.renown.roll, b.renown.after) == (2, 3, 1)
    alice = apply_rewards(alice, a)
    bob = apply_rewards(bob, b)
    assert (alice.rp, alice.renown, bob.rp, bob.renown) == (33, 8, 14, 1)

    # -- step 5: spend RP ------------------------------------------------------------------------
    # Alice: a recruit (14) and a power sword (15) = 29 pts → 6 RP, 1 pt lost; Forward Base
    # (5 RP, Renown 2+); +1 BS for the Tactical Group, recruit included (10 RP).
    recruit = CampaignModel("a_m5", "tactical_marine", "core", stats(MARINE), group_id="a_tac")
    spent = spend_rp(
        alice,
        [
            Recruit(recruit, 14),
            BuyWargear("a_sgt", "power_sword", 15),
            BuyBaseLevel(2),
            BuyHonour("plus_bs", "a_m1"),
        ],
    )
    assert spent.ok, spent.violations
    assert (spent.points_needed, spent.rp_converted, spent.points_lost) == (29, 6, 1)
    assert (spent.rp_direct, spent.rp_spent, spent.rp_before, spent.rp_after) == (15, 21, 33, 12)
    alice = spent.state
    assert alice.base_level == 2
    assert alice.model("a_sgt").wargear == ("chainsword", "power_sword")
    group = alice.members("a_tac")
    assert [m.uid for m in group] == ["a_m1", "a_m3", "a_m4", "a_m5"]
    assert all(m.honours == ("plus_bs",) and m.characteristics["BS"] == 5 for m in group)
    # a second improvement of the same models before the next game is refused
    again = spend_rp(alice, [BuyHonour("sprinter", "a_m3")])
    assert [v.code for v in again.violations] == ["spend.model_already_improved"]
    assert again.state is alice

    # Bob: no honours on the Squad, so no roll; one Cultist at 20 ÷ 5 = 4 pts → 1 RP (1 lost);
    # Sprinter for the heavy gunner (5 RP); Barbed Wire (5 RP).
    rolled = roll_group_recruitment(bob, "b_cult", ScriptedDice([]))
    assert (rolled.roll, rolled.allowed, rolled.honours) == (None, True, 0)
    bob = rolled.state
    new_cultist = CampaignModel("b_c6", "cultists", "core", stats(CULTIST), group_id="b_cult")
    spent = spend_rp(
        bob,
        [
            ReinforceSquad(new_cultist, unit_cost=20),
            BuyHonour("sprinter", "b_heavy"),
            BuyUpgrade("barbed_wire"),
        ],
    )
    assert spent.ok, spent.violations
    assert [(line.kind, line.points, line.rp) for line in spent.lines] == [
        ("reinforce_squad", 4, 0),
        ("honour", 0, 5),
        ("upgrade", 0, 5),
    ]
    assert (spent.rp_converted, spent.points_lost, spent.rp_after) == (1, 1, 3)
    bob = spent.state
    assert len(bob.members("b_cult")) == 5
    assert bob.upgrades == frozenset({"barbed_wire"})
    assert bob.model("b_heavy").honours == ("sprinter",)

    # -- back to step 1: Bob still needs a field promotion; the convalescent champion can play --
    next_team = build_team(bob, [m.uid for m in bob.models], field_promotion="b_heavy")
    assert next_team.ok, next_team.violations
