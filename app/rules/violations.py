"""Violations: what the rules engine finds wrong, as stable codes with parameters.

No user-facing text lives here: the UI and the command line turn a code and its parameters into
translated words (see ``docs/violation-codes.md`` for every code).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field


class Severity(enum.StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


ParamValue = int | float | str | None


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule: its code, severity, parameters and the models concerned."""

    code: str
    severity: Severity = Severity.ERROR
    params: Mapping[str, ParamValue] = field(default_factory=dict)
    refs: tuple[str, ...] = ()  # uids of the models concerned
    entries: tuple[str, ...] = ()  # ids of the Team List entries / groups / categories concerned

    def sort_key(self) -> tuple[int, str, tuple[str, ...], str]:
        order = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}
        return (order[self.severity], self.code, self.refs, repr(sorted(self.params.items())))

    def as_dict(self) -> dict[str, object]:
        return {
            "code": self.code,
            "severity": str(self.severity),
            "params": dict(self.params),
            "models": list(self.refs),
            "entries": list(self.entries),
        }


# Every code the Force / Team validator can report, with its severity. docs/violation-codes.md
# explains each; a test checks that the two agree.
CODES: dict[str, Severity] = {
    # Team List references
    "entry.unknown": Severity.ERROR,
    "entry.unavailable": Severity.ERROR,
    "option.unknown": Severity.ERROR,
    "option.unavailable": Severity.ERROR,
    # Model Allowance
    "allowance.section_max": Severity.ERROR,
    "allowance.section_min": Severity.ERROR,
    "allowance.category_max": Severity.ERROR,
    "allowance.category_min": Severity.ERROR,
    "allowance.entry_max": Severity.ERROR,
    "allowance.entry_min": Severity.ERROR,
    # options and Armoury
    "option.group_max": Severity.ERROR,
    "option.group_min": Severity.ERROR,
    "option.entry_max": Severity.ERROR,
    "option.entry_min": Severity.ERROR,
    "option.category_max": Severity.ERROR,
    "armoury.item_repeated": Severity.ERROR,
    "armoury.per_n": Severity.ERROR,
    "armoury.limit_max": Severity.ERROR,
    "armoury.limit_min": Severity.ERROR,
    # Groups and Squads
    "group.too_large": Severity.ERROR,
    "group.mixed_entries": Severity.ERROR,
    "group.not_core": Severity.ERROR,
    "group.unknown": Severity.ERROR,
    "squad.above_starting_size": Severity.ERROR,
    "squad.below_starting_size": Severity.ERROR,
    "squad.not_grouped": Severity.ERROR,
    # points
    "points.starting_limit": Severity.ERROR,
    "points.unspent": Severity.INFO,
    "points.team_limit": Severity.ERROR,
    "points.limit": Severity.ERROR,
    # Transports
    "transport.needs_vehicle_bay": Severity.ERROR,
    "transport.too_many": Severity.ERROR,
    # Force state
    "force.no_team_leader": Severity.WARNING,
    "force.must_dissolve": Severity.ERROR,
    "force.duplicate_uid": Severity.ERROR,
    # Team
    "team.unknown_model": Severity.ERROR,
    "team.incomplete_group": Severity.ERROR,
    "team.too_many_leaders": Severity.ERROR,
    "team.field_promotion_required": Severity.ERROR,
    "team.field_promotion_invalid": Severity.ERROR,
    "team.field_promotion_not_allowed": Severity.ERROR,
    "team.incapacitated": Severity.ERROR,
    "team.empty": Severity.ERROR,
}


def violation(
    code: str,
    params: Mapping[str, ParamValue] | None = None,
    refs: tuple[str, ...] = (),
    entries: tuple[str, ...] = (),
) -> Violation:
    return Violation(code, CODES[code], dict(params or {}), refs, entries)
