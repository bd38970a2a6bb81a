"""Every campaign violation code is documented in docs/campaign-rules.md and used."""

from __future__ import annotations

import re
from pathlib import Path

from app.rules.campaign.codes import CAMPAIGN_CODES, campaign_violation, merge_violations
from app.rules.violations import Severity

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "campaign-rules.md").read_text(encoding="utf-8")
SOURCES = "\n".join(
    path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "app" / "rules" / "campaign").glob("*.py"))
    if path.name != "codes.py"
)
PATTERN = re.compile(
    r'"((?:spend|game|injury|team|campaign|force|points|transport|round)\.[a-z_]+)"')


def test_every_code_is_documented_once() -> None:
    documented = re.findall(r"^- `([a-z_]+\.[a-z_]+)` — ", DOC, flags=re.MULTILINE)
    assert sorted(documented) == sorted(CAMPAIGN_CODES)


def test_every_code_is_used_and_every_used_code_is_known() -> None:
    used = set(PATTERN.findall(SOURCES))
    assert used == set(CAMPAIGN_CODES)


def test_violation_builder() -> None:
    made = campaign_violation("spend.group_full", {"size": 5}, ["m1"], ["g"])
    assert (made.code, made.severity, dict(made.params), made.refs, made.entries) == (
        "spend.group_full", Severity.ERROR, {"size": 5}, ("m1",), ("g",)
    )
    assert merge_violations([made], [made]) == (made,)
