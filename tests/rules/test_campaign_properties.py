"""Property tests: RP never negative, Renown never below 0, Attacks never below 1, and a
model never holds the same honour twice — whatever the dice and the players' choices."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.campaign import (
    BuyBaseLevel,
    BuyHonour,
    BuyUpgrade,
    BuyWargear,
    CampaignModel,
    CampaignSettings,
    GameRecord,
    MissionChoice,
    PlayerGame,
    PlayerState,
    Recruit,
    SpendAction,
    apply_injuries,
    apply_rewards,
    compute_rewards,
    load_rules,
    renown_change,
    roll_group_recruitment,
    roll_injuries,
    spend_rp,
)
from app.rules.dice import ScriptedDice

RULES = load_rules()
HONOUR_IDS = sorted([*RULES.honours, *RULES.walker_honours])
UPGRADE_IDS = sorted(RULES.base_upgrades)
d6 = st.integers(min_value=1, max_value=6)


def force() -> tuple[CampaignModel, ...]:
    base = MappingProxyType({"WS": 4, "BS": 4, "S": 4, "T": 4, "W": 1, "I": 4, "A": 1, "Ld": 8})
    return (
        CampaignModel("ldr", "sergeant", "leader", base),
        CampaignModel("spc", "veteran", "specialist", base, psyker=True),
        *(CampaignModel(f"m{i}", "marine", "core", base, group_id="tac") for i in range(3)),
        CampaignModel("dread", "dreadnought", "specialist", base, walker=True,
                      permanent_injuries=("S",)),
    )


UIDS = ["ldr", "spc", "m0", "m1", "m2", "dread", "new"]

action = st.one_of(
    st.builds(BuyHonour, st.sampled_from(HONOUR_IDS), st.sampled_from(UIDS),
              st.sampled_from([None, "S", "BS"])),
    st.builds(BuyUpgrade, st.sampled_from(UPGRADE_IDS)),
    st.builds(BuyBaseLevel, st.integers(min_value=1, max_value=6)),
    st.builds(BuyWargear, st.sampled_from(UIDS), st.sampled_from(["flamer", "fist"]),
              st.integers(min_value=0, max_value=40)),
    st.builds(
        Recruit,
        st.builds(CampaignModel, st.just("new"), st.just("marine"), st.just("core"),
                  group_id=st.sampled_from([None, "tac"])),
        st.integers(min_value=0, max_value=30),
    ),
)


def game(player: str, winner: str | None, casualties: tuple[str, ...]) -> GameRecord:
    return GameRecord(
        MissionChoice("random", "possession", roll=4),
        (PlayerGame(player, ("ldr", "spc", "m0", "m1", "m2"), casualties=casualties),
         PlayerGame("foe", ("z",))),
        winner,
    )


@settings(max_examples=150, deadline=None)
@given(
    rp=st.integers(min_value=0, max_value=60),
    renown=st.integers(min_value=0, max_value=20),
    steps=st.lists(st.tuples(st.lists(action, max_size=6), d6, st.booleans()), max_size=6),
)
def test_spending_never_makes_rp_negative_nor_repeats_an_honour(
    rp: int, renown: int, steps: list[tuple[list[SpendAction], int, bool]]
) -> None:
    state = PlayerState("p", rp=rp, renown=renown, models=force())
    for actions, roll, new_game in steps:
        rolled = roll_group_recruitment(state, "tac", ScriptedDice([roll]))
        state = rolled.state
        outcome = spend_rp(state, actions)
        if outcome.ok:
            assert outcome.state.rp == state.rp - outcome.rp_spent
        else:
            assert outcome.state is state
        state = outcome.state
        assert state.rp >= 0
        for model in state.models:
            assert len(model.honours) == len(set(model.honours)), model
            assert "repair" not in model.honours
        honours_in_group = {m.honours for m in state.members("tac")}
        assert len(honours_in_group) <= 1  # a Group shares its honours
        if new_game:
            state = replace(state, improved=frozenset(), group_rolls=MappingProxyType({}),
                            converted=False)


@settings(max_examples=200, deadline=None)
@given(
    renown=st.integers(min_value=0, max_value=3),
    games=st.lists(st.tuples(st.sampled_from(["win", "loss", "draw"]), d6), max_size=30),
)
def test_renown_never_below_zero(renown: int, games: list[tuple[str, int]]) -> None:
    for outcome, roll in games:
        change = renown_change(outcome, renown, ScriptedDice([roll]))
        assert change.after >= 0
        assert change.after - change.before in (2, 1, -1, 0)
        renown = change.after


@settings(max_examples=150, deadline=None)
@given(
    rounding=st.sampled_from(["floor", "ceil"]),
    rp=st.tuples(st.integers(0, 50), st.integers(0, 50)),
    renown=st.tuples(st.integers(0, 20), st.integers(0, 20)),
    winner=st.sampled_from(["p", "foe", None]),
    promoted=st.booleans(),
    roll=d6,
)
def test_rewards_never_make_rp_or_renown_negative(
    rounding: str, rp: tuple[int, int], renown: tuple[int, int], winner: str | None,
    promoted: bool, roll: int,
) -> None:
    record = GameRecord(
        MissionChoice("random", "possession", roll=4),
        (PlayerGame("p", ("ldr",), field_promoted="ldr" if promoted else None),
         PlayerGame("foe", ("z",))),
        winner,
    )
    states = {"p": PlayerState("p", rp=rp[0], renown=renown[0]),
              "foe": PlayerState("foe", rp=rp[1], renown=renown[1])}
    settings_ = CampaignSettings(underdog_rounding=rounding)  # type: ignore[arg-type]
    rewards = compute_rewards(record, states, ScriptedDice([roll]), settings_)
    for player_id, reward in rewards.items():
        after = apply_rewards(states[player_id], reward)
        assert after.rp >= 0 and after.renown >= 0
        assert reward.rp_total >= 9  # Took Part 10, at worst −1 for a field promotion


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(d6, min_size=12, max_size=12), min_size=1, max_size=12))
def test_attacks_never_below_one(games: list[list[int]]) -> None:
    state = PlayerState("p", models=force())
    for rolls in games:
        if not state.has_model("spc"):
            break
        record = game("p", "foe", ("spc",))
        outcome = roll_injuries(state, record, ScriptedDice(rolls))
        applied = apply_injuries(state, record, outcome)
        assert applied.ok
        state = applied.state
        for model in state.models:
            assert model.characteristics["A"] >= 1
