"""A temporary injury changes the Team Sheet's profile for the next game, as the rules data says
(Wounded: -2 Ld, RULES.md 6.2); the Force Sheet keeps the model's own profile."""

from __future__ import annotations

from app.rules.campaign.data import load_rules
from app.sheets import samples


def ld(rows: object, uid: str) -> tuple[str, str]:
    row = next(m for m in rows if m.uid == uid)  # type: ignore[attr-defined]
    stat = next(s for s in row.stats if s.key == "Ld")
    return stat.base, stat.current


def test_a_wounded_model_loses_leadership_on_the_team_sheet_only() -> None:
    change = load_rules().temporary_modifier("wounded", "Ld")
    assert change == -2
    base, now = ld(samples.team_sheets("en")[0].models, "sgt")  # the Wounded sergeant
    assert int(now) == int(base) + change
    base, now = ld(samples.force_sheets("en")[0].models, "sgt")
    assert now == base
    base, now = ld(samples.team_sheets("en")[0].models, "apo")  # Convalescent: no Ld change
    assert now == base
