"""Every row of every campaign table, through the stable facade app.rules.tables.

The expected values are copied from RULES.md sections 5-8 (and seed 000), not from the data
file, so a wrong number in rules.json fails here.
"""

from __future__ import annotations

import pytest

from app.rules import tables
from app.rules.dice import ScriptedDice

# -- 8.1 Base levels ---------------------------------------------------------------------

BASE_LEVELS = [
    (1, "base_camp", 0, 0, 200),
    (2, "forward_base", 5, 2, 250),
    (3, "main_base", 10, 5, 300),
    (4, "command_centre", 15, 10, 350),
    (5, "fortified_base", 20, 15, 400),
]


@pytest.mark.parametrize(("n", "level_id", "rp", "renown", "team_limit"), BASE_LEVELS)
def test_base_level_row(n: int, level_id: str, rp: int, renown: int, team_limit: int) -> None:
    row = tables.base_level(n)
    assert (row.id, row.rp, row.renown, row.team_limit) == (level_id, rp, renown, team_limit)


@pytest.mark.parametrize("n", [0, 6, -1])
def test_unknown_base_level_is_refused(n: int) -> None:
    with pytest.raises(KeyError, match="base level"):
        tables.base_level(n)


# -- 8.2 Base upgrades -------------------------------------------------------------------

BASE_UPGRADES = [
    ("comms_relay", 5, ()),
    ("defence_turret", 5, ()),
    ("medical_centre", 10, ("forward_base",)),
    ("officer_training", 5, ("main_base", "training_centre")),
    ("psychic_shield", 2, ("shield_projector",)),
    ("recon_satellite", 5, ("comms_relay",)),
    ("scout_training", 5, ("main_base", "training_centre")),
    ("shield_projector", 5, ()),
    ("barbed_wire", 5, ()),
    ("target_designator", 5, ("comms_relay",)),
    ("training_centre", 10, ("main_base",)),
    ("vehicle_bay", 10, ("forward_base",)),
]


@pytest.mark.parametrize(("upgrade_id", "rp", "requires"), BASE_UPGRADES)
def test_base_upgrade_row(upgrade_id: str, rp: int, requires: tuple[str, ...]) -> None:
    row = tables.base_upgrade(upgrade_id)
    assert row.rp == rp
    assert tuple(row.requires) == requires


def test_unknown_base_upgrade_is_refused() -> None:
    with pytest.raises(KeyError, match="teleporter"):
        tables.base_upgrade("teleporter")


# -- 8.3 Battle honours and 8.4 Walker honours --------------------------------------------

LS, TL, PSY, W = "leaders_specialists", "team_leader", "psyker", "walker"
HONOURS = [
    ("plus_attack", 15, 5, LS),
    ("plus_bs", 10, 0, None),
    ("plus_initiative", 10, 0, None),
    ("plus_leadership", 10, 0, None),
    ("plus_ws", 10, 0, None),
    ("plus_wound", 20, 10, LS),
    ("cat_like_agility", 5, 0, None),
    ("mental_conditioning", 5, 0, None),
    ("combat_prowess", 5, 0, None),
    ("combat_master", 10, 5, LS),
    ("counter_attack", 5, 5, None),
    ("covering_fire", 10, 5, None),
    ("critical_reserves", 10, 5, PSY),
    ("fearless", 5, 0, TL),
    ("diver", 5, 0, None),
    ("stop_drop_roll", 5, 0, None),
    ("assault_fire", 5, 0, None),
    ("free_runner", 5, 0, None),
    ("furious_charge", 5, 0, None),
    ("grenadier", 5, 0, None),
    ("hammer_of_wrath", 5, 0, None),
    ("heavy_weapon_specialist", 10, 5, None),
    ("impetuous_shooter", 5, 0, None),
    ("fiery", 5, 0, None),
    ("intimidating", 5, 5, TL),
    ("lightning_assault", 5, 5, None),
    ("medic", 10, 5, TL),
    ("mighty_blow", 10, 0, LS),
    ("never_tell_me_the_odds", 5, 0, LS),
    ("open_mind", 15, 10, PSY),
    ("parry", 5, 5, LS),
    ("fire_master", 5, 0, None),
    ("sprinter", 5, 0, None),
    ("experienced_climber", 5, 0, None),
    ("tactician", 5, 5, TL),
]
WALKER_HONOURS = [
    ("walker_plus_attack", 20, 10),
    ("walker_plus_bs", 15, 5),
    ("walker_plus_initiative", 15, 5),
    ("walker_plus_ws", 15, 5),
    ("enhanced_optics", 5, 0),
    ("it_will_not_die", 15, 10),
    ("move_through_cover", 10, 5),
    ("repair", 5, 0),
    ("tank_hunters", 5, 0),
    ("unshakeable_will", 5, 0),
]


@pytest.mark.parametrize(("honour_id", "rp", "renown", "only"), HONOURS)
def test_honour_row(honour_id: str, rp: int, renown: int, only: str | None) -> None:
    row = tables.honour(honour_id)
    assert (row.rp, row.renown, row.only) == (rp, renown, only)


@pytest.mark.parametrize(("honour_id", "rp", "renown"), WALKER_HONOURS)
def test_walker_honour_row(honour_id: str, rp: int, renown: int) -> None:
    row = tables.honour(honour_id)
    assert (row.rp, row.renown, row.only) == (rp, renown, W)


def test_the_honour_tables_have_exactly_the_rows_of_rules_md() -> None:
    from app.rules.campaign.data import load_rules

    rules = load_rules()
    assert sorted(rules.honours) == sorted(row[0] for row in HONOURS)
    assert sorted(rules.walker_honours) == sorted(row[0] for row in WALKER_HONOURS)
    assert sorted(rules.base_upgrades) == sorted(row[0] for row in BASE_UPGRADES)
    assert sorted(rules.achievements) == sorted(row[0] for row in ACHIEVEMENTS)


def test_unknown_honour_is_refused() -> None:
    with pytest.raises(KeyError, match="flying"):
        tables.honour("flying")


# -- 7.1 Achievements ---------------------------------------------------------------------

ACHIEVEMENTS = [
    ("took_part", 10, False),
    ("victory", 5, False),
    ("stalemate", 3, False),
    ("assassin", 3, False),
    ("heroic_duel", 2, False),
    ("considerate_commander", 2, False),
    ("first_blood", 2, False),
    ("butcher", 2, True),
    ("pyromaniac", 1, True),
    ("always_outnumbered", 1, True),
    ("on_the_edge", 1, True),
    ("never_give_up", 1, True),
]


@pytest.mark.parametrize(("achievement_id", "rp", "repeatable"), ACHIEVEMENTS)
def test_achievement_row(achievement_id: str, rp: int, repeatable: bool) -> None:
    row = tables.achievement(achievement_id)
    assert (row.rp, row.repeatable) == (rp, repeatable)


def test_unknown_achievement_is_refused() -> None:
    with pytest.raises(KeyError, match="pacifist"):
        tables.achievement("pacifist")


# -- 5.1 Missions -------------------------------------------------------------------------

MISSIONS = [
    (1, "escalating_skirmish"),
    (2, "doomsday_device"),
    (3, "take_and_hold"),
    (4, "possession"),
    (5, "last_stand"),
    (6, "raid"),
]


@pytest.mark.parametrize(("d6", "mission_id"), MISSIONS)
def test_mission_table_row(d6: int, mission_id: str) -> None:
    assert tables.mission_for_roll(d6) == mission_id


@pytest.mark.parametrize("d6", [0, 7])
def test_mission_roll_out_of_range_is_refused(d6: int) -> None:
    with pytest.raises(ValueError, match="1-6"):
        tables.mission_for_roll(d6)


# -- 6.1 Core injury table ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("roll", "result"),
    [(1, "dead"), (2, "dead"), (3, "full_recovery"), (4, "full_recovery"),
     (5, "full_recovery"), (6, "full_recovery")],
)
def test_core_injury_row(roll: int, result: str) -> None:
    outcome = tables.injury("core", ScriptedDice([roll]))
    assert (outcome.result, outcome.stat, tuple(outcome.rolls)) == (result, None, (roll,))


# -- 6.2 Specialist injury table -------------------------------------------------------------


@pytest.mark.parametrize("second", [1, 2, 3])
def test_specialist_grievous_then_dead(second: int) -> None:
    outcome = tables.injury("specialist", ScriptedDice([1, second]))
    assert (outcome.result, outcome.stat, tuple(outcome.rolls)) == ("dead", None, (1, second))


@pytest.mark.parametrize("second", [4, 5, 6])
@pytest.mark.parametrize(
    ("third", "stat"), [(1, "T"), (2, "A"), (3, "S"), (4, "BS"), (5, "WS"), (6, "I")]
)
def test_specialist_grievous_then_maimed(second: int, third: int, stat: str) -> None:
    outcome = tables.injury("specialist", ScriptedDice([1, second, third]))
    assert (outcome.result, outcome.stat) == ("maimed", stat)
    assert tuple(outcome.rolls) == (1, second, third)


@pytest.mark.parametrize(
    ("second", "result"),
    [(1, "incapacitated"), (2, "incapacitated"), (3, "convalescent"), (4, "convalescent"),
     (5, "wounded"), (6, "wounded")],
)
def test_specialist_beaten_up(second: int, result: str) -> None:
    outcome = tables.injury("specialist", ScriptedDice([2, second]))
    assert (outcome.result, outcome.stat, tuple(outcome.rolls)) == (result, None, (2, second))


@pytest.mark.parametrize("roll", [3, 4, 5, 6])
def test_specialist_full_recovery(roll: int) -> None:
    dice = ScriptedDice([roll, 1])
    outcome = tables.injury("specialist", dice)
    assert (outcome.result, tuple(outcome.rolls)) == ("full_recovery", (roll,))
    assert dice.remaining == 1  # no nested roll was taken


# -- 6.6 Walker damage table ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("roll", "exploded", "result"),
    [
        (1, True, "lost"),
        (3, True, "unstable"),
        (4, True, "full_recovery"),
        (5, True, "full_recovery"),
        (6, True, "full_recovery"),
        (2, False, "unstable"),
        (3, False, "full_recovery"),
        (4, False, "full_recovery"),
        (5, False, "full_recovery"),
        (6, False, "full_recovery"),
    ],
)
def test_walker_damage_row(roll: int, exploded: bool, result: str) -> None:
    dice = ScriptedDice([roll, 6])
    outcome = tables.injury("walker", dice, exploded=exploded)
    assert (outcome.result, outcome.stat, tuple(outcome.rolls)) == (result, None, (roll,))


# a roll of 1, or 2 after Explodes! (2 − 1 = 1), is Permanent Damage with a nested roll
@pytest.mark.parametrize(("roll", "exploded"), [(1, False), (2, True)])
@pytest.mark.parametrize(("second", "stat"), [(3, "S"), (4, "BS"), (5, "WS"), (6, "I")])
def test_walker_permanent_damage(roll: int, exploded: bool, second: int, stat: str) -> None:
    outcome = tables.injury("walker", ScriptedDice([roll, second]), exploded=exploded)
    assert (outcome.result, outcome.stat, tuple(outcome.rolls)) == (
        "permanent_damage",
        stat,
        (roll, second),
    )


@pytest.mark.parametrize(("roll", "exploded"), [(1, False), (2, True)])
@pytest.mark.parametrize("second", [1, 2])
def test_walker_permanent_damage_too_severe_counts_as_lost(
    roll: int, exploded: bool, second: int
) -> None:
    outcome = tables.injury("walker", ScriptedDice([roll, second]), exploded=exploded)
    assert (outcome.result, outcome.stat, tuple(outcome.rolls)) == ("lost", None, (roll, second))


def test_injury_kind_and_exploded_are_checked() -> None:
    with pytest.raises(ValueError, match="unknown injury table"):
        tables.injury("vehicle", ScriptedDice([3]))
    with pytest.raises(ValueError, match="walker"):
        tables.injury("core", ScriptedDice([3]), exploded=True)


# -- 7.3 Renown --------------------------------------------------------------------------------


@pytest.mark.parametrize(("renown", "after"), [(0, 2), (7, 9)])
def test_renown_win(renown: int, after: int) -> None:
    dice = ScriptedDice([])
    assert tables.renown_after("win", renown, dice) == after
    assert dice.rolls == ()


@pytest.mark.parametrize(("renown", "after"), [(0, 1), (4, 5)])
def test_renown_draw(renown: int, after: int) -> None:
    assert tables.renown_after("draw", renown, ScriptedDice([])) == after


@pytest.mark.parametrize(
    ("roll", "renown", "after"),
    [(1, 3, 2), (2, 3, 2), (3, 3, 2), (4, 3, 4), (5, 3, 4), (6, 3, 4), (1, 0, 0), (3, 0, 0)],
)
def test_renown_loss(roll: int, renown: int, after: int) -> None:
    assert tables.renown_after("loss", renown, ScriptedDice([roll])) == after


def test_renown_outcome_is_checked() -> None:
    with pytest.raises(ValueError, match="win, loss, draw"):
        tables.renown_after("victory", 1, ScriptedDice([]))


# -- 7.2 Underdog ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("own", "opponent", "floor", "ceil"),
    [(2, 13, 3, 4), (0, 3, 1, 1), (0, 2, 0, 1), (5, 5, 0, 0), (9, 1, 0, 0), (0, 6, 2, 2),
     (1, 8, 2, 3)],
)
def test_underdog_bonus(own: int, opponent: int, floor: int, ceil: int) -> None:
    assert tables.underdog_bonus(own, opponent) == floor
    assert tables.underdog_bonus(own, opponent, rounding="floor") == floor
    assert tables.underdog_bonus(own, opponent, rounding="ceil") == ceil


def test_underdog_rounding_is_checked() -> None:
    with pytest.raises(ValueError, match="floor"):
        tables.underdog_bonus(0, 9, rounding="round")


# -- 8 Reinforcements, Squads, Groups ------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "rp", "lost"), [(29, 6, 1), (30, 6, 0), (0, 0, 0), (1, 1, 4), (14, 3, 1)]
)
def test_reinforcement_cost(points: int, rp: int, lost: int) -> None:
    assert tables.reinforcement_cost(points) == (rp, lost)


def test_reinforcement_cost_refuses_negative_points() -> None:
    with pytest.raises(ValueError):
        tables.reinforcement_cost(-5)


@pytest.mark.parametrize(
    ("unit_cost", "size", "each"), [(20, 5, 4), (50, 10, 5), (21, 5, 5), (55, 10, 6)]
)
def test_squad_model_cost(unit_cost: int, size: int, each: int) -> None:
    assert tables.squad_model_cost(unit_cost, size) == each


def test_squad_model_cost_refuses_an_empty_squad() -> None:
    with pytest.raises(ValueError):
        tables.squad_model_cost(20, 0)


@pytest.mark.parametrize(
    ("honours", "roll", "allowed"),
    [(2, 1, False), (2, 2, True), (2, 6, True), (3, 2, False), (3, 3, True), (1, 1, True),
     (6, 5, False), (6, 6, True), (7, 6, False)],
)
def test_may_recruit_into_group(honours: int, roll: int, allowed: bool) -> None:
    assert tables.may_recruit_into_group(honours, roll) is allowed


def test_a_group_without_honours_needs_no_roll() -> None:
    assert tables.may_recruit_into_group(0, None) is True
    assert tables.may_recruit_into_group((), None) is True
    assert tables.may_recruit_into_group(("plus_bs", "sprinter"), 2) is True
