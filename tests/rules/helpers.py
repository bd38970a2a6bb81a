"""Builders for Forces over the test Team List (tests/fixtures/test_list.yaml)."""

from __future__ import annotations

import itertools
from functools import cache

from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.format.loader import load_teamlist
from app.rules.teamlist import TeamList
from tests.conftest import FIXTURES

_uid = itertools.count(1)


@cache
def sample_list() -> TeamList:
    return load_teamlist(FIXTURES / "test_list.yaml")


def model(entry: str, *options: str, uid: str | None = None, group: str | None = None,
          incapacitated: bool = False) -> ForceModel:
    return ForceModel(
        uid or f"{entry}{next(_uid)}", entry, "", None,
        tuple(Selection(o) for o in options), group, incapacitated,
    )


def marines(n: int, group: str | None = None) -> list[ForceModel]:
    return [model("marine", group=group) for _ in range(n)]


def force(*models: ForceModel, groups: tuple[Group, ...] = (), starting: bool = False,
          upgrades: frozenset[str] = frozenset()) -> Force:
    return Force("test_marines", tuple(models), groups, "Test", upgrades, starting)


def leader() -> ForceModel:
    return model("sergeant", uid="leader")
