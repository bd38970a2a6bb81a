"""Heralds of Ruin Kill Team (seeds 000 and 004): the campaign game, the default rule set.

Its rules live where they always have (``app.rules.validation`` for Forces and Teams,
``app.rules.campaign`` for the five steps); this package only names them for the registry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.rules.rulesets import DEFAULT, ListCheck, RuleSet

if TYPE_CHECKING:
    from app.rules.force import Force
    from app.rules.teamlist import TeamList

_NAMES = {"en": "Heralds of Ruin Kill Team", "fr": "Kill Team Heralds of Ruin",
          "ru": "Kill Team Heralds of Ruin"}


def _check(tl: TeamList, force: Force, side: str | None) -> ListCheck:
    from app.rules.validation import Validator, points_int

    if side is not None:
        raise ValueError("a Heralds of Ruin Force has no side")
    report = Validator(tl).validate_force(force)
    return ListCheck(points_int(report.total), report.limit, report.violations)


def _codes() -> frozenset[str]:
    from app.rules.campaign.codes import CAMPAIGN_CODES
    from app.rules.violations import CODES

    return frozenset(CODES) | frozenset(CAMPAIGN_CODES)


RULE_SET = RuleSet(id=DEFAULT, name=lambda lang: _NAMES.get(lang, _NAMES["en"]), sides=(),
                   check=_check, codes=_codes(), campaigns=True)
