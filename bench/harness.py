"""Shared pieces of the benchmarks: timing, the result row, the table and the JSON.

Every benchmark script accepts ``--runs N`` and ``--json PATH`` and, with ``--json``, writes
``{"results": [row, ...]}`` where a row is :class:`Result` as a dict. ``bench/run_all.py`` runs
every script and merges the rows into one table.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from pathlib import Path


@dataclass
class Result:
    name: str
    median: float
    min: float
    max: float
    runs: int
    unit: str = "ms"
    budget: float | None = None  # the result must be below this (same unit)
    note: str = ""

    @property
    def verdict(self) -> str:
        if self.budget is None:
            return "—"
        return "ok" if self.median < self.budget else "MISSED"


def summarize(name: str, samples: list[float], *, unit: str = "ms", budget: float | None = None,
              note: str = "") -> Result:
    return Result(name, statistics.median(samples), min(samples), max(samples), len(samples),
                  unit, budget, note)


def time_ms(fn: Callable[[], object], runs: int, *, setup: Callable[[], object] | None = None,
            ) -> list[float]:
    """Wall time of ``fn()`` in ms over ``runs`` runs (``setup()`` runs untimed before each)."""
    out = []
    for _ in range(runs):
        if setup is not None:
            setup()
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000.0)
    return out


def machine() -> dict[str, str]:
    info = {"cores": str(os.cpu_count()), "python": platform.python_version(),
            "platform": platform.platform()}
    try:
        import PySide6

        info["pyside6"] = PySide6.__version__
        from PySide6.QtCore import qVersion

        info["qt"] = qVersion()
    except ImportError:  # pragma: no cover - Qt is a dependency
        pass
    return info


def table(results: Iterable[Result]) -> str:
    rows = [("benchmark", "median", "min", "max", "runs", "budget", "")]
    for r in results:
        budget = "—" if r.budget is None else f"< {r.budget:g} {r.unit}"
        rows.append((r.name, f"{r.median:.1f} {r.unit}", f"{r.min:.1f}", f"{r.max:.1f}",
                     str(r.runs), budget, r.verdict))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in
                       enumerate(zip(row, widths, strict=True))) for row in rows]
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines)


def emit(results: list[Result], json_path: Path | None, title: str = "") -> None:
    if title:
        print(title)
    print(table(results))
    if json_path is not None:
        json_path.write_text(json.dumps({"machine": machine(),
                                         "results": [asdict(r) for r in results]}, indent=2))
