"""The benchmarks can fail (issue 19): every budget a bench script names is in the one table of
docs/PERFORMANCE.md, and a missed budget makes the script's exit status 1."""

from __future__ import annotations

import json
import re
from pathlib import Path

from bench.harness import budgets, emit, limit_of, summarize
from tests.conftest import ROOT


def test_every_budget_named_by_a_script_is_in_the_table() -> None:
    table = budgets()
    named = set()
    for script in sorted((ROOT / "bench").glob("*.py")):
        named |= set(re.findall(r'key="([a-z0-9_.]+)"', script.read_text()))
        named |= set(re.findall(r'limit_of\("([a-z0-9_.]+)"\)', script.read_text()))
    assert named, "no script names a budget"
    assert named <= set(table), named - set(table)
    # no script carries a number of its own for a budget
    for script in sorted((ROOT / "bench").glob("*.py")):
        assert not re.search(r"budget=\d", script.read_text()), script.name


def test_a_missed_budget_fails_the_script(tmp_path: Path) -> None:
    limit = limit_of("window.undo")
    ok = summarize("fast", [limit / 2] * 3, key="window.undo")
    late = summarize("slow", [limit * 2] * 3, key="window.undo")
    assert ok.budget == late.budget == limit
    assert emit([ok], tmp_path / "ok.json") == 0
    assert emit([ok, late], tmp_path / "late.json") == 1
    rows = json.loads((tmp_path / "late.json").read_text())["results"]
    assert [r["key"] for r in rows] == ["window.undo", "window.undo"]
