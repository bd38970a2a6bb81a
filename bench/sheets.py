"""Benchmark: printable sheets (PDF), each run in a fresh process.

    python bench/sheets.py [--runs 7] [--json out.json]

* a 60-model Force Sheet: importing the sheet modules (and so reportlab), registering the
  DejaVu fonts, building the sheet's values (validation, names) and writing the PDF, timed in a
  fresh process after the app's own start (Qt, the Team List already loaded) — budget
  ``sheet.force60``.
  As in an installed app, the modules' bytecode and the parsed fonts are cached (by an untimed
  first run, in temporary folders);
* every Force Sheet of a campaign in one PDF, from the campaign store (the demo campaign: three
  players, two games played), from opening the store to the written file — budget
  ``sheet.campaign``;
* eight 60-model Force Sheets in one PDF (a large campaign) — ``sheet.campaign`` too.

Budgets: the table of docs/PERFORMANCE.md.

Reports the median, min and max over the runs, and the parts of the first benchmark.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.harness import Result, emit, summarize  # noqa: E402


def child(kind: str, out: Path, db: Path | None) -> dict[str, float]:
    """One timed run (in this fresh process); returns milliseconds."""
    from PySide6.QtCore import QCoreApplication

    # What the app has loaded long before anyone prints: Qt, the rules engine (validation,
    # campaign rules, their words), the Team Lists.
    import app.i18n.messages
    import app.i18n.terms
    import app.rules.campaign
    import app.rules.validation  # noqa: F401
    from app.rules.library import builtin_teamlists

    QCoreApplication.instance() or QCoreApplication([])
    builtin_teamlists()
    times: dict[str, float] = {}
    t0 = time.perf_counter()
    c0 = time.process_time()
    if kind == "force60":
        from app.sheets.data import force_sheet_data
        from app.sheets.samples import big_force

        t1 = time.perf_counter()
        c1 = time.process_time()
        tl, force = big_force(60)  # the Force to print is app state: not timed
        t0 += time.perf_counter() - t1
        c0 += time.process_time() - c1
        t1 = time.perf_counter()
        from app.sheets.render import register_fonts, render

        t2 = time.perf_counter()
        register_fonts()
        t3 = time.perf_counter()
        sheet = force_sheet_data(tl, force, language="fr", player="Bench")
        t4 = time.perf_counter()
        render(sheet, out)
        t5 = time.perf_counter()
        times = {"import_sheets": (t1 - t0) * 1000, "import_reportlab": (t2 - t1) * 1000,
                 "fonts": (t3 - t2) * 1000, "data": (t4 - t3) * 1000,
                 "render": (t5 - t4) * 1000}
    elif kind == "campaign":
        from app.sheets import from_store
        from app.sheets.render import render

        assert db is not None
        with from_store.open_store(db) as store:
            cid = store.campaigns()[0].id
            sheets = from_store.campaign_sheets(store, cid, language="ru")
        render(sheets, out)
    elif kind == "campaign8x60":
        from app.sheets.data import force_sheet_data
        from app.sheets.render import render
        from app.sheets.samples import big_force

        tl, force = big_force(60)
        sheets = [force_sheet_data(tl, force, language="en", player=f"Player {i}")
                  for i in range(8)]
        render(sheets, out)
    times["total"] = (time.perf_counter() - t0) * 1000
    times["cpu"] = (time.process_time() - c0) * 1000  # less sensitive to a busy machine
    return times


# An installed app has its modules compiled (.pyc); a checkout run with
# PYTHONDONTWRITEBYTECODE=1 would compile them in every run. The children share a bytecode
# cache, filled by an untimed first run.
PYCACHE = tempfile.mkdtemp(prefix="forcesheet-bench-pyc-")
# Likewise the app's data folder, where the parsed fonts are cached (app/sheets/font_cache.py):
# a fresh one per benchmark, filled by the same untimed first run.
DATA = tempfile.mkdtemp(prefix="forcesheet-bench-data-")


def run_child(kind: str, db: Path | None) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, __file__, "--child", kind, "--out", str(Path(tmp) / "s.pdf")]
        if db is not None:
            cmd += ["--db", str(db)]
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPYCACHEPREFIX": PYCACHE,
               "FORCESHEET_DATA_DIR": DATA}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        done = subprocess.run(cmd, capture_output=True, text=True, check=True, env=env)
        return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def demo_database(folder: Path) -> Path:
    from app.model import Store
    from app.model.demo import create_demo_campaign

    db = folder / "bench.db"
    with Store.open(db, daily_backup=False) as store:
        create_demo_campaign(store)
    return db


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--json", type=Path)
    p.add_argument("--child", help=argparse.SUPPRESS)
    p.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--db", type=Path, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args.out, args.db)))
        return 0
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    runs = max(5, args.runs)
    run_child("force60", None)  # fills the bytecode cache
    force60 = [run_child("force60", None) for _ in range(runs)]
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FORCESHEET_DATA_DIR"] = DATA
        db = demo_database(Path(tmp))
        run_child("campaign", db)
        campaign_runs = [run_child("campaign", db) for _ in range(runs)]
    big_runs = [run_child("campaign8x60", None) for _ in range(runs)]
    campaign = [r["total"] for r in campaign_runs]
    big = [r["total"] for r in big_runs]
    parts = ", ".join(
        f"{k} {statistics.median(r[k] for r in force60):.0f}"
        for k in ("import_sheets", "import_reportlab", "fonts", "data", "render"))
    results: list[Result] = [
        summarize("60-model Force Sheet, fresh process", [r["total"] for r in force60],
                  key="sheet.force60", note=f"ms: {parts}"),
        summarize("  the same, CPU time", [r["cpu"] for r in force60]),
        summarize("campaign Force Sheets (demo store, 3 players)", campaign,
                  key="sheet.campaign"),
        summarize("  the same, CPU time", [r["cpu"] for r in campaign_runs]),
        summarize("8 Force Sheets of 60 models, one PDF", big, key="sheet.campaign"),
        summarize("  the same, CPU time", [r["cpu"] for r in big_runs]),
    ]
    print(f"60-model Force Sheet, median parts (ms): {parts}")
    status = emit(results, args.json, f"sheets — {os.cpu_count()} cores, "
                  f"Python {platform.python_version()}")
    shutil.rmtree(PYCACHE, ignore_errors=True)
    shutil.rmtree(DATA, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
