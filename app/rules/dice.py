"""Dice for the campaign engine.

Every campaign step takes a :class:`Dice` so that it can run with the app's own
(seeded) dice or with the results the players rolled on the table and typed in.
Both implementations record every die they produce in :attr:`Dice.rolls`, so a
step's outcome can store and show the dice it used.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol, runtime_checkable

__all__ = [
    "Dice",
    "DiceError",
    "DiceExhaustedError",
    "InvalidDieValueError",
    "RandomDice",
    "ScriptedDice",
]


class DiceError(Exception):
    """Base class of the dice errors."""


class DiceExhaustedError(DiceError):
    """A :class:`ScriptedDice` was asked for more dice than it was given."""

    def __init__(self, given: int) -> None:
        self.given = given
        super().__init__(
            f"ScriptedDice ran out of values: all {given} scripted value(s) were already used; "
            "the step needs more dice than were typed in"
        )


class InvalidDieValueError(DiceError, ValueError):
    """A scripted value is not a possible D6 result (1..6)."""

    def __init__(self, value: object, position: int) -> None:
        self.value = value
        self.position = position
        super().__init__(
            f"ScriptedDice value #{position + 1} is {value!r}: a D6 result must be an "
            "integer from 1 to 6"
        )


@runtime_checkable
class Dice(Protocol):
    """What the campaign steps need from dice."""

    @property
    def rolls(self) -> tuple[int, ...]:
        """Every D6 result produced so far, in order."""
        ...

    def d6(self) -> int:
        """Roll one six-sided die."""
        ...

    def d3(self) -> int:
        """Roll one D3 (a D6 halved, rounding up: 1-2 → 1, 3-4 → 2, 5-6 → 3)."""
        ...


def _d3_from_d6(value: int) -> int:
    return (value + 1) // 2


class ScriptedDice:
    """Dice that return the given values in order (the players' real dice).

    Raises :class:`InvalidDieValueError` at construction when a value is not 1..6
    and :class:`DiceExhaustedError` when asked for more dice than were given.
    A D3 consumes one scripted D6 value (1-2 → 1, 3-4 → 2, 5-6 → 3).
    """

    def __init__(self, values: Iterable[int]) -> None:
        checked: list[int] = []
        for position, value in enumerate(values):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                raise InvalidDieValueError(value, position)
            checked.append(value)
        self._values: tuple[int, ...] = tuple(checked)
        self._next = 0

    @property
    def rolls(self) -> tuple[int, ...]:
        return self._values[: self._next]

    @property
    def remaining(self) -> int:
        """How many scripted values have not been used yet."""
        return len(self._values) - self._next

    def d6(self) -> int:
        if self._next >= len(self._values):
            raise DiceExhaustedError(len(self._values))
        value = self._values[self._next]
        self._next += 1
        return value

    def d3(self) -> int:
        return _d3_from_d6(self.d6())


class RandomDice:
    """Pseudo-random dice; the same seed gives the same sequence."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._random = random.Random(seed)
        self._rolls: list[int] = []

    @property
    def rolls(self) -> tuple[int, ...]:
        return tuple(self._rolls)

    def d6(self) -> int:
        value = self._random.randint(1, 6)
        self._rolls.append(value)
        return value

    def d3(self) -> int:
        return _d3_from_d6(self.d6())
