"""The fuzzing suite's fast slice (CI): a fixed seed, 40 mutations per format, and every
hand-made hostile file, each case in a forked child under the 2 s / 200 MB budget.

The long run is ``scripts/fuzz.py`` (2,000 cases per format); ``docs/fuzzing.md`` says what
counts as a crash. A failure lists each finding with its signature and the reproducer saved
under this test's temporary folder (replay one with ``scripts/fuzz.py --replay FILE``).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from tests.fuzz import mutators as mu
from tests.fuzz.formats import FORMATS, Workspace, prepare
from tests.fuzz.hostile import HOSTILE
from tests.fuzz.runner import Budget, Result, cases, hostile_cases, run

SEED = 14
CASES_PER_FORMAT = int(os.environ.get("FORCESHEET_FUZZ_CASES", "40"))
BUDGET = Budget(hard_wall=6.0)  # a hang is killed sooner than in the long run

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the fuzz runner forks")


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    from tests.model.store_helpers import demo_copy

    root = tmp_path_factory.mktemp("fuzz")
    return prepare(root / "ws", demo_copy(root))


@pytest.fixture(scope="module")
def findings(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz-findings")


def _report(results: list[Result]) -> str:
    bad = [r for r in results if r.failed]
    lines = [f"{len(bad)} of {len(results)} cases failed:"]
    for r in bad:
        lines.append(f"  {r.format} {r.id} [{r.verdict}] {r.signature} "
                     f"(cpu {r.cpu:.2f} s, +{r.mem_mb:.0f} MB)"
                     + (f"\n      reproducer: {r.saved}" if r.saved else ""))
        if r.message:
            lines.append(f"      {r.exc_type}: {r.message[:200]}")
    return "\n".join(lines)


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_mutations_import_or_refuse_cleanly(fmt: str, workspace: Workspace,
                                            findings: Path) -> None:
    results = run(cases(fmt, workspace, CASES_PER_FORMAT, SEED, with_hostile=False),
                  workspace, jobs=2, budget=BUDGET, findings=findings)
    assert len(results) == CASES_PER_FORMAT
    assert not any(r.failed for r in results), _report(results)
    # the slice exercises the importer, not only its first check
    assert {r.verdict for r in results} <= {"ok", "refused"}


@pytest.fixture(scope="module")
def hostile_results(workspace: Workspace, findings: Path) -> dict[str, Result]:
    """Every hostile file run once, two at a time (the tests below look theirs up)."""
    all_cases = [c for fmt in FORMATS for c in hostile_cases(fmt, workspace)]
    results = run(all_cases, workspace, jobs=2, budget=BUDGET, findings=findings)
    return {r.id[2:]: r for r in results}


@pytest.mark.parametrize("name", [h.name for h in HOSTILE])
def test_hostile_file_is_refused_fast(name: str, hostile_results: dict[str, Result]) -> None:
    hostile = next(h for h in HOSTILE if h.name == name)
    r = hostile_results[name]
    allowed = {"refused"} if hostile.expect == "refuse" else {"ok", "refused"}
    assert r.verdict in allowed, (
        f"{name} ({hostile.why}): {r.verdict}: {r.signature}; cpu {r.cpu:.2f} s, wall "
        f"{r.wall:.2f} s, +{r.mem_mb:.0f} MB\n{r.exc_type}: {r.message[:300]}\n"
        f"reproducer: {r.saved}\n{r.traceback[-3000:]}")
    assert r.cpu <= BUDGET.cpu and r.mem_mb <= BUDGET.mb


def test_every_format_has_seeds_and_hostile_files(workspace: Workspace) -> None:
    for fmt in FORMATS:
        assert workspace.seeds[fmt], fmt
        assert any(h.format == fmt for h in HOSTILE), fmt


def test_mutations_are_deterministic(workspace: Workspace) -> None:
    from tests.fuzz.runner import make_case

    for fmt in FORMATS:
        a = [make_case(fmt, workspace, SEED, i).data for i in range(3)]
        b = [make_case(fmt, workspace, SEED, i).data for i in range(3)]
        assert a == b, fmt
        assert any(x != workspace.seeds[fmt][0].data for x in a), fmt


def test_mutators_change_their_input() -> None:
    rng = random.Random(1)
    doc = b'{"a": [1, 2, {"id": 3, "name": "x"}], "b": "y"}'
    outs = {mu.mutate_json(rng, doc) for _ in range(50)}
    assert len(outs - {doc}) > 30
    z = mu.make_zip([("x.cat", b"<catalogue/>")])
    assert len({mu.mutate_zip(rng, z) for _ in range(30)}) > 15
    xml = (Path(__file__).parents[1] / "fixtures" / "bsdata" / "mini.cat").read_bytes()
    assert len({mu.mutate_xml(rng, xml) for _ in range(30)}) > 20
