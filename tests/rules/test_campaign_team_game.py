"""Steps 1 and 2: building a Team (field promotion, dissolution) and the game record."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from app.rules.campaign import (
    CampaignModel,
    CampaignSettings,
    GameRecord,
    MissionChoice,
    PlayerGame,
    PlayerState,
    build_team,
    choose_mission,
    dissolve,
    field_promotion_needed,
    specialist_allowance_bonus,
    team_points_limit,
    validate_game,
    validate_settings,
)
from app.rules.campaign.step2_game import Role
from app.rules.dice import ScriptedDice
from app.rules.violations import Violation


def codes(violations: Iterable[Violation]) -> list[str]:
    return [v.code for v in violations]


LEADER = CampaignModel("ldr", "sergeant", "leader")
SPEC = CampaignModel("spc", "veteran", "specialist")
CORE = tuple(CampaignModel(f"c{i}", "marine", "core", group_id="g1") for i in range(3))
PLAYER = PlayerState("p", models=(LEADER, SPEC, *CORE))
ALL = [m.uid for m in PLAYER.models]


# -- step 1 ----------------------------------------------------------------------------------


def test_a_valid_team() -> None:
    outcome = build_team(PLAYER, ALL, model_points=dict.fromkeys(ALL, 40))
    assert outcome.ok
    assert (outcome.points, outcome.points_limit) == (200, 200)


@pytest.mark.parametrize(("level", "limit"), [(1, 200), (2, 250), (3, 300), (4, 350), (5, 400)])
def test_points_limit_follows_the_base_level(level: int, limit: int) -> None:
    player = PlayerState("p", base_level=level, models=PLAYER.models)
    assert team_points_limit(player) == limit
    over = build_team(player, ALL, model_points=dict.fromkeys(ALL, (limit + 5) // 5))
    assert codes(over.violations) == ["points.team_limit"]
    assert over.violations[0].params == {"points": (limit + 5) // 5 * 5, "limit": limit}


def test_only_complete_groups() -> None:
    outcome = build_team(PLAYER, ["ldr", "c0", "c1"])
    assert codes(outcome.violations) == ["team.incomplete_group"]
    assert outcome.violations[0].refs == ("c2",)
    assert not outcome.ok


def test_incapacitated_models_cannot_play() -> None:
    player = PLAYER.replace_models({"spc": CampaignModel("spc", "v", "specialist",
                                                         temporary="incapacitated")})
    outcome = build_team(player, ALL)
    assert codes(outcome.violations) == ["team.incapacitated"]


def test_one_team_leader_only_and_unknown_or_repeated_models() -> None:
    player = PLAYER.with_models((*PLAYER.models, CampaignModel("ldr2", "captain", "leader")))
    outcome = build_team(player, [*ALL, "ldr2", "ghost", "c0"])
    assert codes(outcome.violations) == [
        "team.duplicate_model",
        "team.unknown_model",
        "team.too_many_leaders",
    ]
    assert codes(build_team(PLAYER, []).violations) == ["team.empty"]


def test_field_promotion() -> None:
    player = PLAYER.without(["ldr"])
    assert field_promotion_needed(player)
    assert codes(build_team(player, ["spc", "c0", "c1", "c2"]).violations) == [
        "team.field_promotion_required"
    ]
    assert codes(
        build_team(player, ["spc", "c0", "c1", "c2"], field_promotion="c0").violations
    ) == ["team.field_promotion_invalid"]
    ok = build_team(player, ["spc", "c0", "c1", "c2"], field_promotion="spc")
    assert ok.ok and ok.field_promoted == "spc"
    assert codes(build_team(PLAYER, ALL, field_promotion="spc").violations) == [
        "team.field_promotion_not_allowed"
    ]


def test_field_promotion_when_the_only_leader_is_incapacitated() -> None:
    player = PLAYER.replace_models(
        {"ldr": CampaignModel("ldr", "sergeant", "leader", temporary="incapacitated")}
    )
    assert field_promotion_needed(player)
    assert build_team(player, ["spc", *[c.uid for c in CORE]], field_promotion="spc").ok


def test_a_permanently_promoted_specialist_is_a_team_leader() -> None:
    player = PlayerState("p", models=(CampaignModel("spc", "v", "specialist",
                                                    promoted_leader=True), *CORE))
    assert not field_promotion_needed(player)
    assert build_team(player, ["spc", "c0", "c1", "c2"]).ok


def test_the_team_lists_validator_is_merged() -> None:
    seen: list[tuple[str, ...]] = []

    def validator(player: PlayerState, team: tuple[str, ...]) -> list[Violation]:
        seen.append(team)
        return [Violation("allowance.section_max", params={"max": 3})]

    outcome = build_team(PLAYER, ALL, validator=validator)
    assert seen == [tuple(ALL)]
    assert codes(outcome.violations) == ["allowance.section_max"]
    assert not outcome.ok


def test_dissolution_without_core_models() -> None:
    player = PlayerState(
        "p", rp=12, renown=7, base_level=3, upgrades=frozenset({"comms_relay"}),
        models=(LEADER, SPEC),
    )
    outcome = build_team(player, ["ldr", "spc"])
    assert outcome.dissolved and not outcome.ok
    assert codes(outcome.violations) == ["force.must_dissolve"]
    fresh = dissolve(player)
    assert (fresh.models, fresh.upgrades, fresh.rp, fresh.renown, fresh.base_level) == (
        (), frozenset(), 0, 0, 1
    )
    assert fresh.dissolutions == 1
    kept = dissolve(player, CampaignSettings(dissolution_keeps_rp=True,
                                             dissolution_keeps_renown=True,
                                             dissolution_keeps_base_level=True))
    assert (kept.upgrades, kept.rp, kept.renown, kept.base_level) == (frozenset(), 12, 7, 3)


def test_training_centre_gives_one_more_specialist() -> None:
    assert specialist_allowance_bonus(PLAYER) == 0
    player = PlayerState("p", upgrades=frozenset({"training_centre"}))
    assert specialist_allowance_bonus(player) == 1


# -- step 2: mission choice -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("roll", "mission"),
    [(1, "escalating_skirmish"), (2, "doomsday_device"), (3, "take_and_hold"),
     (4, "possession"), (5, "last_stand"), (6, "raid")],
)
def test_random_mission(roll: int, mission: str) -> None:
    choice = choose_mission(CampaignSettings(), dice=ScriptedDice([roll]))
    assert choice == MissionChoice("random", mission, roll=roll)


def test_fixed_and_storyline_missions() -> None:
    fixed = CampaignSettings(mission_mode="fixed", missions=("raid", "possession"))
    assert choose_mission(fixed, game_index=1) == MissionChoice("fixed", "possession", index=1)
    with pytest.raises(ValueError, match="no mission for game index 2"):
        choose_mission(fixed, game_index=2)
    story = CampaignSettings(
        mission_mode="storyline",
        missions=("escalating_skirmish", "raid", "doomsday_device", "last_stand", "finale"),
    )
    assert validate_settings(story) == ()
    assert choose_mission(story, game_index=4).mission_id == "finale"
    with pytest.raises(ValueError, match="dice"):
        choose_mission(CampaignSettings())


def test_mission_list_checks() -> None:
    assert codes(validate_settings(CampaignSettings(mission_mode="fixed"))) == [
        "campaign.mission_list_empty"
    ]
    bad = CampaignSettings(mission_mode="fixed", missions=("raid", "bake_off", "finale"))
    assert codes(validate_settings(bad)) == [
        "campaign.unknown_mission",
        "campaign.special_mission_not_allowed",
    ]
    early = CampaignSettings(mission_mode="storyline", missions=("finale", "raid"))
    assert codes(validate_settings(early)) == ["campaign.special_mission_not_last"]


# -- step 2: game record ---------------------------------------------------------------------

A = PlayerState("a", models=(LEADER, SPEC, *CORE,
                             CampaignModel("dread", "dreadnought", "specialist", walker=True)))
B = PlayerState("b", models=(CampaignModel("x", "boss", "leader"),
                             CampaignModel("y", "boy", "core", group_id="gb")))


def game(mission: str = "possession", *, winner: str | None = "a", a_role: Role | None = None,
         b_role: Role | None = None, **a_side: Any) -> GameRecord:
    side_a = PlayerGame("a", ("ldr", "spc", "c0", "c1", "c2", "dread"), role=a_role, **a_side)
    side_b = PlayerGame("b", ("x", "y"), role=b_role)
    return GameRecord(MissionChoice("fixed", mission, index=0), (side_a, side_b), winner)


def test_a_valid_record_and_its_outcomes() -> None:
    record = game(achievements={"butcher": 3, "assassin": 1}, facts={"artefacts_held": 3})
    assert validate_game(record, {"a": A, "b": B}) == ()
    assert (record.outcome_for("a"), record.outcome_for("b"), record.loser) == ("win", "loss", "b")
    draw = game(winner=None)
    assert (draw.outcome_for("a"), draw.outcome_for("b"), draw.loser) == ("draw", "draw", None)


def test_attacker_and_defender() -> None:
    assert codes(validate_game(game("raid"))) == ["game.roles_required"]
    assert codes(validate_game(game("raid", a_role="attacker", b_role="attacker"))) == [
        "game.roles_invalid"
    ]
    assert validate_game(game("last_stand", a_role="defender", b_role="attacker")) == ()
    assert codes(validate_game(game("possession", a_role="attacker", b_role="defender"))) == [
        "game.roles_not_used"
    ]


def test_achievement_checks() -> None:
    assert codes(validate_game(game(achievements={"victory": 1}))) == [
        "game.automatic_achievement"
    ]
    assert codes(validate_game(game(achievements={"assassin": 2}))) == [
        "game.achievement_count"
    ]
    assert codes(validate_game(game(achievements={"dancing": 1}))) == [
        "game.unknown_achievement"
    ]
    both = GameRecord(
        MissionChoice("random", "possession", roll=4),
        (PlayerGame("a", ("ldr",), achievements={"first_blood": 1}),
         PlayerGame("b", ("x",), achievements={"first_blood": 1})),
        "a",
    )
    assert codes(validate_game(both)) == ["game.achievement_one_player"]


def test_mission_fact_checks() -> None:
    assert codes(validate_game(game(facts={"key_buildings_controlled": 1}))) == [
        "game.unknown_fact"
    ]
    assert codes(validate_game(game(facts={"artefacts_held": 6}))) == [
        "game.fact_above_max", "game.fact_pool_exceeded"
    ]
    assert codes(validate_game(game(facts={"artefacts_held": -1}))) == ["game.fact_negative"]
    wrong = game("raid", a_role="defender", b_role="attacker",
                 facts={"base_supports_destroyed": 1})
    assert codes(validate_game(wrong)) == ["game.fact_wrong_role"]
    assert codes(validate_game(game("finale", facts={"artefacts_held": 1}))) == [
        "game.unknown_fact"
    ]
    assert codes(validate_game(game("bake_off"))) == ["game.unknown_mission"]


def test_model_checks() -> None:
    states = {"a": A, "b": B}
    assert codes(validate_game(game(casualties=("x",)), states)) == ["game.model_not_in_team"]
    assert codes(validate_game(game(casualties=("c0",), fled=("c0",)), states)) == [
        "game.model_in_two_lists"
    ]
    assert codes(validate_game(game(casualties=("dread",)), states)) == ["game.walker_casualty"]
    assert codes(validate_game(game(walker_damage={"c1": "wrecked"}), states)) == [
        "game.not_a_walker"
    ]
    assert codes(validate_game(game(field_promoted="x"), states)) == [
        "game.field_promotion_not_in_team"
    ]
    assert codes(validate_game(game(winner="z"))) == ["game.unknown_winner"]
    same = GameRecord(MissionChoice("random", "raid", roll=6),
                      (PlayerGame("a", ()), PlayerGame("a", ())), None)
    assert codes(validate_game(same)) == [
        "game.same_player", "game.roles_required", "game.empty_team", "game.empty_team"
    ]
