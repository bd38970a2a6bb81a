"""The Base levels of ``rules.json`` (RULES.md, Base), read without the rest of the rules.

The campaign view shows every player's Base level and Team limit in the window's first paint,
long before anything else of the campaign rules is needed: this module reads the document and
its ``base_levels`` only, so start-up does not build the honours, missions and injury tables
of :mod:`app.rules.campaign.data` (which reads its Base levels from here: one parse, one
lookup). It also holds the few checks both use to read the document.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any, cast

__all__ = ["BaseLevel", "RulesDataError", "base_level", "base_levels", "find_base_level",
           "parse_base_levels", "rules_document"]


class RulesDataError(ValueError):
    """``rules.json`` is malformed (a developer error, never a user error)."""


@dataclass(frozen=True)
class BaseLevel:
    """One level of a Base: its id (the translated name's key), the RP and Renown it takes,
    and the points limit of a Team fielded from it."""

    level: int
    id: str
    rp: int
    renown: int
    team_limit: int


def _obj(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RulesDataError(f"{where}: expected an object")
    return cast(dict[str, Any], value)


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RulesDataError(f"{where}: expected a list")
    return value


def _int(data: Mapping[str, Any], key: str, where: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesDataError(f"{where}.{key}: expected an integer")
    return value


def _str(data: Mapping[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise RulesDataError(f"{where}.{key}: expected a non-empty string")
    return value


def parse_base_levels(data: Mapping[str, Any]) -> tuple[BaseLevel, ...]:
    """The ``base_levels`` of the decoded rules document ``data``, checked: levels 1, 2, 3…
    in order."""
    levels = tuple(
        BaseLevel(
            level=_int(row, "level", "base_levels"),
            id=_str(row, "id", "base_levels"),
            rp=_int(row, "rp", "base_levels"),
            renown=_int(row, "renown", "base_levels"),
            team_limit=_int(row, "team_limit", "base_levels"),
        )
        for row in (_obj(item, "base_levels") for item in _list(data["base_levels"], "levels"))
    )
    if [row.level for row in levels] != list(range(1, len(levels) + 1)):
        raise RulesDataError("base_levels: levels must be 1, 2, 3... in order")
    return levels


def find_base_level(levels: tuple[BaseLevel, ...], level: int) -> BaseLevel:
    """Level ``level`` of ``levels`` (``KeyError`` naming the known levels when absent)."""
    for row in levels:
        if row.level == level:
            return row
    known = ", ".join(str(row.level) for row in levels)
    raise KeyError(f"unknown base level {level!r} (known levels: {known})")


@functools.cache
def rules_document() -> Mapping[str, Any]:
    """``rules.json`` decoded, read once (never modified: the rules are built from it)."""
    package = resources.files(__name__.rpartition(".")[0])
    text = package.joinpath("rules.json").read_text(encoding="utf-8")
    return cast(Mapping[str, Any], json.loads(text))


@functools.cache
def base_levels() -> tuple[BaseLevel, ...]:
    """The Base levels of ``rules.json``, read once (equal to ``load_rules().base_levels``)."""
    return parse_base_levels(_obj(rules_document(), "rules"))


def base_level(level: int) -> BaseLevel:
    """Base level ``level`` of ``rules.json``."""
    return find_base_level(base_levels(), level)
