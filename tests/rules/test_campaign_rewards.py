"""Step 4: RP (achievements, mission bonuses, underdog, field promotion) and Renown."""

from __future__ import annotations

import pytest

from app.rules.campaign import (
    CampaignSettings,
    GameRecord,
    MissionChoice,
    PlayerGame,
    PlayerState,
    RewardOutcome,
    apply_rewards,
    compute_rewards,
)
from app.rules.dice import ScriptedDice


def play(
    mission: str,
    winner: str | None = "a",
    *,
    a: dict[str, object] | None = None,
    b: dict[str, object] | None = None,
    renown: tuple[int, int] = (0, 0),
    dice: tuple[int, ...] = (4,),
    settings: CampaignSettings | None = None,
) -> dict[str, RewardOutcome]:
    game = GameRecord(
        MissionChoice("fixed", mission, index=0),
        (PlayerGame("a", ("a1",), **(a or {})),  # type: ignore[arg-type]
         PlayerGame("b", ("b1",), **(b or {}))),  # type: ignore[arg-type]
        winner,
    )
    states = {"a": PlayerState("a", renown=renown[0]), "b": PlayerState("b", renown=renown[1])}
    return compute_rewards(game, states, ScriptedDice(dice), settings)


def lines(reward: RewardOutcome) -> list[tuple[str, int, int]]:
    return [(line.id, line.count, line.rp) for line in reward.lines]


def test_win_and_loss_basics() -> None:
    result = play("possession")
    assert lines(result["a"]) == [("took_part", 1, 10), ("victory", 1, 5)]
    assert lines(result["b"]) == [("took_part", 1, 10)]
    assert (result["a"].rp_total, result["b"].rp_total) == (15, 10)


def test_draw_gives_stalemate_and_renown_to_both() -> None:
    result = play("possession", None, dice=())
    for side in "ab":
        assert lines(result[side]) == [("took_part", 1, 10), ("stalemate", 1, 3)]
        assert (result[side].renown.before, result[side].renown.after) == (0, 1)


@pytest.mark.parametrize(
    ("achievement", "count", "rp"),
    [("assassin", 1, 3), ("heroic_duel", 1, 2), ("considerate_commander", 1, 2),
     ("first_blood", 1, 2), ("butcher", 3, 6), ("pyromaniac", 2, 2),
     ("always_outnumbered", 1, 1), ("on_the_edge", 4, 4), ("never_give_up", 2, 2)],
)
def test_each_achievement_line(achievement: str, count: int, rp: int) -> None:
    result = play("possession", a={"achievements": {achievement: count}})
    assert lines(result["a"])[-1] == (achievement, count, rp)
    assert result["a"].rp_total == 15 + rp


def test_escalating_skirmish_bonus() -> None:
    result = play("escalating_skirmish",
                  a={"achievements": {"assassin": 1}, "facts": {"enemy_specialists_killed": 2}})
    assert lines(result["a"]) == [
        ("took_part", 1, 10), ("victory", 1, 5), ("assassin", 1, 5),
        ("enemy_specialists_killed", 2, 2),
    ]


def test_doomsday_device_bonus() -> None:
    result = play("doomsday_device", a={"facts": {"device_found": 1,
                                                  "device_found_near_enemy": 1,
                                                  "near_device_at_end": 1}},
                  b={"facts": {"near_device_at_end": 1}}, winner=None, dice=())
    assert lines(result["a"])[2:] == [
        ("device_found", 1, 2), ("device_found_near_enemy", 1, 1), ("near_device_at_end", 1, 2)
    ]
    assert lines(result["b"])[2:] == [("device_found_near_enemy", 1, 1),
                                      ("near_device_at_end", 1, 2)]


def test_take_and_hold_and_possession_bonus() -> None:
    hold = play("take_and_hold", a={"facts": {"key_buildings_controlled": 3}},
                b={"facts": {"key_buildings_controlled": 1}})
    assert lines(hold["a"])[-1] == ("key_buildings_controlled", 3, 3)
    assert lines(hold["b"])[-1] == ("key_buildings_controlled", 1, 1)
    held = play("possession", b={"facts": {"artefacts_held": 2}})
    assert lines(held["b"])[-1] == ("artefacts_held", 2, 2)


def test_last_stand_bonus() -> None:
    won = play("last_stand", a={"role": "defender"}, b={"role": "attacker"})
    assert lines(won["a"])[-1] == ("last_stand_winner", 1, 5)
    assert lines(won["b"]) == [("took_part", 1, 10)]
    drawn = play("last_stand", None, a={"role": "defender"}, b={"role": "attacker"}, dice=())
    assert lines(drawn["a"])[-1] == ("last_stand_draw", 1, 3)
    assert lines(drawn["b"])[-1] == ("last_stand_draw", 1, 3)
    assert drawn["b"].rp_total == 16


def test_raid_bonus() -> None:
    result = play("raid", "b", a={"role": "attacker", "facts": {"base_supports_destroyed": 1}},
                  b={"role": "defender", "facts": {"base_supports_intact": 2}})
    assert lines(result["a"])[-1] == ("base_supports_destroyed", 1, 2)
    assert lines(result["b"])[-1] == ("base_supports_intact", 2, 4)


def test_a_special_mission_has_no_bonus() -> None:
    assert lines(play("finale")["a"]) == [("took_part", 1, 10), ("victory", 1, 5)]


@pytest.mark.parametrize(("rounding", "bonus"), [("floor", 3), ("ceil", 4)])
def test_underdog_uses_renown_before_the_change(rounding: str, bonus: int) -> None:
    settings = CampaignSettings(underdog_rounding=rounding)  # type: ignore[arg-type]
    result = play("possession", "a", renown=(2, 13), settings=settings, dice=(1,))
    line = result["a"].line("underdog", "underdog")
    assert (line.rp, line.params["rounding"], line.params["difference"]) == (
        bonus, rounding, 11
    )
    assert result["a"].underdog_rounding == rounding
    assert result["a"].rp_total == 15 + bonus
    assert (result["b"].renown.roll, result["b"].renown.after) == (1, 12)
    assert result["a"].renown.after == 4
    with pytest.raises(KeyError):
        result["b"].line("underdog", "underdog")


def test_default_underdog_rounding_is_floor() -> None:
    result = play("possession", "b", renown=(2, 13), dice=(5,))
    assert result["a"].line("underdog", "underdog").rp == 3
    assert (result["a"].renown.roll, result["a"].renown.after) == (5, 3)


def test_field_promotion_costs_one_rp() -> None:
    result = play("possession", "b", a={"field_promoted": "a1"})
    assert lines(result["a"])[-1] == ("field_promotion", 1, -1)
    assert result["a"].rp_total == 9


@pytest.mark.parametrize(("roll", "after"), [(1, 0), (3, 0), (4, 1), (6, 1)])
def test_loser_renown_never_below_zero(roll: int, after: int) -> None:
    result = play("possession", "b", dice=(roll,))
    assert result["a"].renown.after == after


def test_apply_rewards_adds_rp_sets_renown_and_starts_a_new_interval() -> None:
    player = PlayerState("a", rp=4, renown=1, improved=frozenset({"x"}), converted=True)
    result = play("possession", renown=(1, 0))
    after = apply_rewards(player, result["a"])
    assert (after.rp, after.renown, after.improved, after.converted) == (19, 3, frozenset(),
                                                                         False)
    with pytest.raises(ValueError, match="not 'b'"):
        apply_rewards(PlayerState("b"), result["a"])
