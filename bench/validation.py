"""Benchmark: live validation after one change, for Forces of 10, 100 and 1,000 models.

    python bench/validation.py [--runs 7] [--json out.json]

Builds realistic Forces from a shipped Team List (mixed entries and options), keeps one
Validator (as the Force editor does), changes one model, and times validate_force. Reports the
median, min and max over the runs, and the growth from 100 to 1,000 models (budget: 100 models
< 5 ms, 1,000 < 50 ms, growing no faster than linearly).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.format.loader import load_teamlist
from app.rules.teamlist import Section, TeamList
from app.rules.validation import Validator
from bench.harness import Result, emit, summarize

ROOT = Path(__file__).resolve().parents[1]
BUDGET_MS = {100: 5.0, 1000: 50.0}


def build_force(tl: TeamList, n: int, seed: int = 1) -> Force:
    rnd = random.Random(seed)
    roots = [e for e in tl.entries if not e.squad_size and tl.section_of(e) != Section.TRANSPORT]
    core = [e for e in roots if tl.section_of(e) == Section.CORE]
    models: list[ForceModel] = []
    groups: list[Group] = []
    for i in range(n):
        e = rnd.choice(core if rnd.random() < 0.7 else roots)
        opts: list[Selection] = []
        for g in e.groups:
            if g.entries and rnd.random() < 0.3:
                opts.append(Selection(rnd.choice(g.entries).id))
        gid = None
        if tl.section_of(e) == Section.CORE and rnd.random() < 0.5:
            gid = f"g{i // 5}-{e.id}"
            if not any(g.id == gid for g in groups):
                groups.append(Group(gid, e.id))
        models.append(ForceModel(f"m{i}", e.id, options=tuple(opts), group=gid))
    return Force(tl.id, tuple(models), tuple(groups))


def one_edit(force: Force, tl: TeamList, k: int) -> Force:
    """Change model k's options: the kind of edit the Force editor makes."""
    m = force.models[k % len(force.models)]
    e = tl.entry(m.entry)
    opts = list(m.options)
    choices = [x.id for g in e.groups for x in g.entries]
    if opts:
        opts.pop()
    elif choices:
        opts.append(Selection(choices[k % len(choices)]))
    models = list(force.models)
    models[k % len(models)] = replace(m, options=tuple(opts))
    return replace(force, models=tuple(models))


def bench(tl: TeamList, n: int, runs: int) -> dict[str, float | list[float]]:
    force = build_force(tl, n)
    v = Validator(tl)
    v.validate_force(force)  # the editor has validated once already
    times = []
    for k in range(runs):
        force = one_edit(force, tl, k * 7 + 3)
        t0 = time.perf_counter()
        v.validate_force(force)
        times.append((time.perf_counter() - t0) * 1000)
    cold = []
    for _ in range(max(3, runs // 2)):
        t0 = time.perf_counter()
        Validator(tl).validate_force(force)
        cold.append((time.perf_counter() - t0) * 1000)
    return {"models": n, "median_ms": statistics.median(times), "min_ms": min(times),
            "max_ms": max(times), "cold_median_ms": statistics.median(cold), "samples": times,
            "cold": cold}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=15)
    p.add_argument("--teamlist", type=Path,
                   default=ROOT / "resources" / "teamlists" / "space_marines.yaml")
    p.add_argument("--json", type=Path)
    args = p.parse_args()
    tl = load_teamlist(args.teamlist)
    rows = [bench(tl, n, args.runs) for n in (10, 100, 1000)]
    results: list[Result] = []
    for r in rows:
        n = int(r["models"])  # type: ignore[arg-type]
        results.append(summarize(f"validation after one edit, {n:,} models",
                                 r["samples"], budget=BUDGET_MS.get(n)))  # type: ignore[arg-type]
    results.append(summarize("validation from cold, 1,000 models", rows[2]["cold"]))  # type: ignore[arg-type]
    growth = float(rows[2]["median_ms"]) / float(rows[1]["median_ms"])  # type: ignore[arg-type]
    results.append(Result("validation growth 100 → 1,000 models", growth, growth, growth, 1,
                          unit="×", budget=10.5, note="linear would be ×10"))
    emit(results, args.json, f"validation — {tl.name} — {os.cpu_count()} cores, "
         f"Python {platform.python_version()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
