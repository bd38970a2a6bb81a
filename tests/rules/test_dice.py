"""Dice: scripted (typed-in) and seeded random dice, both recording every roll."""

from __future__ import annotations

import pytest

from app.rules.dice import (
    Dice,
    DiceExhaustedError,
    InvalidDieValueError,
    RandomDice,
    ScriptedDice,
)


def test_scripted_dice_return_values_in_order_and_record_them() -> None:
    dice = ScriptedDice([3, 1, 6])
    assert dice.remaining == 3 and not dice.rolls
    assert [dice.d6(), dice.d6()] == [3, 1]
    assert list(dice.rolls) == [3, 1]
    assert dice.remaining == 1
    assert dice.d6() == 6
    assert list(dice.rolls) == [3, 1, 6]


def test_scripted_dice_that_run_out_raise_a_clear_error() -> None:
    dice = ScriptedDice([4])
    dice.d6()
    with pytest.raises(DiceExhaustedError, match="ran out") as caught:
        dice.d6()
    assert caught.value.given == 1


@pytest.mark.parametrize("bad", [0, 7, -1, 2.5, True, "3"])
def test_scripted_dice_reject_values_that_are_not_d6_results(bad: object) -> None:
    with pytest.raises(InvalidDieValueError, match="1 to 6"):
        ScriptedDice([1, bad])  # type: ignore[list-item]


def test_invalid_die_value_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        ScriptedDice([9])


@pytest.mark.parametrize(("d6", "d3"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_d3_halves_a_d6_rounding_up(d6: int, d3: int) -> None:
    dice = ScriptedDice([d6])
    assert dice.d3() == d3
    assert dice.rolls == (d6,)


def test_random_dice_with_the_same_seed_repeat_and_stay_in_range() -> None:
    first, second = RandomDice(seed=42), RandomDice(seed=42)
    a = [first.d6() for _ in range(200)]
    b = [second.d6() for _ in range(200)]
    assert a == b
    assert set(a) == {1, 2, 3, 4, 5, 6}
    assert first.rolls == tuple(a)
    assert all(1 <= first.d3() <= 3 for _ in range(50))
    assert len(first.rolls) == 250


def test_both_dice_satisfy_the_protocol() -> None:
    assert isinstance(ScriptedDice([1]), Dice)
    assert isinstance(RandomDice(), Dice)
