"""Shared pieces of the benchmarks: budgets, timing, the result row, the table and the JSON.

Every benchmark script accepts ``--runs N`` and ``--json PATH`` and, with ``--json``, writes
``{"results": [row, ...]}`` where a row is :class:`Result` as a dict. ``bench/run_all.py`` runs
every script and merges the rows into one table.

**Budgets live in one place**: the table between ``<!-- budgets -->`` and
``<!-- /budgets -->`` of docs/PERFORMANCE.md. A script asks :func:`limit_of` for a key of that
table (never a number of its own), and :func:`emit` returns the exit status: 1 when a result
missed its budget, so every script (and ``run_all.py``) fails when the app is too slow.
"""

from __future__ import annotations

import json
import os
import platform
import re
import statistics
import subprocess
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[1]
PERFORMANCE_MD = ROOT / "docs" / "PERFORMANCE.md"
BUDGETS_BEGIN = "<!-- budgets -->"
BUDGETS_END = "<!-- /budgets -->"
_ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|\s*([0-9.]+)\s*\|\s*([^|]*?)\s*\|")


def player_app(argv: list[str] | None = None) -> QApplication:
    """The ``QApplication`` as the app makes it for a player (``app.ui.app.set_look``): its
    default theme, ``"system"`` (on Linux: Fusion, by the app's
    :class:`~app.ui.widgets.theme.LightFusionStyle`), so a benchmark paints what a player's
    screen paints."""
    from PySide6.QtWidgets import QApplication

    from app.ui.app import set_look
    from app.ui.settings import THEME

    app = QApplication.instance() or QApplication(argv if argv is not None else [])
    assert isinstance(app, QApplication)
    set_look(app, str(THEME.default))
    return app


@dataclass(frozen=True)
class Budget:
    key: str
    limit: float
    unit: str


@cache
def budgets(path: Path = PERFORMANCE_MD) -> dict[str, Budget]:
    """The budget table of docs/PERFORMANCE.md: ``| `key` | limit | unit | what |`` rows."""
    text = path.read_text(encoding="utf-8")
    try:
        body = text[text.index(BUDGETS_BEGIN):text.index(BUDGETS_END)]
    except ValueError:
        raise SystemExit(f"no budget table ({BUDGETS_BEGIN} … {BUDGETS_END}) in {path}") from None
    out: dict[str, Budget] = {}
    for line in body.splitlines():
        m = _ROW.match(line)
        if m:
            out[m.group(1)] = Budget(m.group(1), float(m.group(2)), m.group(3))
    return out


def limit_of(key: str) -> float:
    """The limit of budget ``key`` (a missing key is a mistake of the script: it stops)."""
    found = budgets().get(key)
    if found is None:
        raise SystemExit(f"budget {key!r} is not in the table of {PERFORMANCE_MD}")
    return found.limit


@dataclass
class Result:
    name: str
    median: float
    min: float
    max: float
    runs: int
    unit: str = "ms"
    budget: float | None = None  # the result must be at most this (same unit)
    note: str = ""
    key: str = ""  # the budget's key in docs/PERFORMANCE.md

    @property
    def verdict(self) -> str:
        if self.budget is None:
            return "—"
        return "ok" if self.median <= self.budget else "MISSED"


def summarize(name: str, samples: list[float], *, unit: str = "ms", budget: float | None = None,
              note: str = "", key: str = "") -> Result:
    """A result row; ``key`` names its budget in docs/PERFORMANCE.md (``budget`` then comes
    from there unless given)."""
    if key and budget is None:
        budget = limit_of(key)
    return Result(name, statistics.median(samples), min(samples), max(samples), len(samples),
                  unit, budget, note, key)


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


def growth(sizes: tuple[float, float], times: tuple[float, float]) -> float:
    """The exponent k of time ∝ size^k between two sizes (1: linear)."""
    import math

    return math.log(times[1] / times[0]) / math.log(sizes[1] / sizes[0])


def speed_probe() -> float:
    """Milliseconds for a fixed piece of pure Python (calls, a dict, strings, a list, integer
    arithmetic: the mix of the app's own code), the best of three. It says how fast the
    machine is while the benchmarks run: this shared machine's speed moved by about 2 × within
    minutes on 2026-12-07, and every benchmark's numbers with it."""

    def work() -> int:
        index: dict[str, int] = {}
        words: list[str] = []
        total = 0
        for i in range(200_000):
            key = f"model-{i % 997}"
            index[key] = index.get(key, 0) + i
            if i % 7 == 0:
                words.append(key.upper())
            total += len(key) * (i & 15)
        return total + len(words) + len(index)

    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        work()
        best = min(best, (time.perf_counter() - t0) * 1000.0)
    return best


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                             capture_output=True, text=True, timeout=10)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               cwd=ROOT, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return "?"
    return out.stdout.strip() + ("+changes" if dirty.stdout.strip() else "")


def machine() -> dict[str, str]:
    info = {"cores": str(os.cpu_count()), "python": platform.python_version(),
            "platform": platform.platform(), "load": load_average()}
    try:
        import PySide6

        info["pyside6"] = PySide6.__version__
        from PySide6.QtCore import qVersion

        info["qt"] = qVersion()
    except ImportError:  # pragma: no cover - Qt is a dependency
        pass
    return info


def number(r: Result, value: float) -> str:
    """``value`` of ``r`` as the tables print it: one decimal, two for an exponent (k = 1.04
    would read "1.0", and a miss of 1.14 against 1.1 "1.1 > 1.1")."""
    return f"{value:.2f}" if r.unit == "k" else f"{value:.1f}"


def table(results: Iterable[Result]) -> str:
    rows = [("benchmark", "median", "min", "max", "runs", "budget", "")]
    for r in results:
        limit = "—" if r.budget is None else f"≤ {r.budget:g} {r.unit}"
        rows.append((r.name, f"{number(r, r.median)} {r.unit}", number(r, r.min),
                     number(r, r.max), str(r.runs), limit, r.verdict))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in
                       enumerate(zip(row, widths, strict=True))) for row in rows]
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines)


def missed(results: Iterable[Result]) -> list[Result]:
    return [r for r in results if r.verdict == "MISSED"]


def emit(results: list[Result], json_path: Path | None, title: str = "",
         extra: dict[str, object] | None = None) -> int:
    """Print the table (and write the JSON); the exit status: 1 when a budget was missed."""
    if title:
        print(title)
    print(table(results))
    late = missed(results)
    for r in late:
        print(f"MISSED: {r.name}: {number(r, r.median)} {r.unit} > {r.budget:g} {r.unit}"
              + (f" (budget {r.key})" if r.key else ""))
    if json_path is not None:
        json_path.write_text(json.dumps({"machine": machine(), **(extra or {}),
                                         "results": [asdict(r) for r in results]}, indent=2))
    return 1 if late else 0
