"""Rule sets: the ways to play a game with a Force, each a package of this one.

A rule set owns its data, its violation codes, its texts and its sheets; the app asks this
registry for the rule sets there are and for one by id. Adding a rule set is adding a package
here with a module-level ``RULE_SET`` (a :class:`RuleSet`); nothing else is edited.

* ``hor`` — Heralds of Ruin Kill Team (seeds 000 and 004), the campaign game and the default;
* ``kt40k-alpha`` — Kill Team 40K v0.1 alpha (seed 001), Heroes against Villains.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.rules.force import Force
    from app.rules.teamlist import TeamList
    from app.rules.violations import Violation

__all__ = ["DEFAULT", "ListCheck", "RuleSet", "all_rule_sets", "rule_set"]

DEFAULT = "hor"


@dataclass(frozen=True, slots=True)
class ListCheck:
    """A Force checked under a rule set: its points, the rule set's limit and what is wrong."""

    points: int
    limit: int | None
    violations: tuple[Violation, ...]
    extra: Mapping[str, object] = field(default_factory=dict)  # rule-set specific facts

    @property
    def ok(self) -> bool:
        return not any(v.severity == "error" for v in self.violations)


@dataclass(frozen=True, slots=True)
class RuleSet:
    id: str
    #: the name in a language (``"en"``, ``"fr"``, ``"ru"``)
    name: Callable[[str], str]
    #: the sides a list may be checked for (empty: a list has no side)
    sides: tuple[str, ...]
    #: ``check(team_list, force, side)``: the Force checked as a list of this rule set
    check: Callable[[TeamList, Force, str | None], ListCheck]
    #: every violation code of the rule set (documented in docs/rulesets.md)
    codes: frozenset[str]
    #: does the rule set play campaigns (Force Sheets, the five steps)?
    campaigns: bool = False


@functools.cache
def _registry() -> dict[str, RuleSet]:
    found: dict[str, RuleSet] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        rs = getattr(module, "RULE_SET", None)
        if isinstance(rs, RuleSet):
            found[rs.id] = rs
    return dict(sorted(found.items(), key=lambda kv: (kv[0] != DEFAULT, kv[0])))


def all_rule_sets() -> tuple[RuleSet, ...]:
    """Every rule set, the default first."""
    return tuple(_registry().values())


def rule_set(rule_set_id: str) -> RuleSet:
    """The rule set of an id; ``KeyError`` naming the ids there are for any other."""
    try:
        return _registry()[rule_set_id]
    except KeyError:
        raise KeyError(f"unknown rule set {rule_set_id!r} (known: "
                       f"{', '.join(_registry())})") from None
