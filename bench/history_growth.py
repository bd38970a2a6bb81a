"""Benchmark: how the history's cost grows with the campaign, 100 → 1,000 games.

    python bench/history_growth.py [--runs 7] [--db STORE] [--json out.json]

Over the 100- and 1,000-game campaigns of a store of ``bench/store_generate.py --lengths
10,100,1000`` (default ``/tmp/long.sqlite``, copied to a temporary folder first; generated when
absent, which takes many minutes), in one process (offscreen), the two campaigns taking turns
in every run:

* the store's history read: ``Store.history`` (every record, its JSON decoded) and
  ``Store.history_since`` (every record, as the History view reads a short history: JSON
  decoded on first use);
* the History view (``app.ui.steps.history.HistoryView``, shown in a 1,200 × 720 window, the
  app's look): ``load`` until repainted (a long history: its newest page read, put into words
  and painted; the older pages come later, from a timer), and ``load`` with every page read
  (``finish_loading``) until repainted.

For each, the time at both sizes, and the exponent k of time ∝ games^k between them
(``bench.harness.growth``; budget ``growth.k`` of docs/PERFORMANCE.md: k at most 1.1, 1 being
linear), one k per run from that run's two times. Each timed call starts after a full
collection (untimed), so the cyclic collector's pass owed by the call before (a pass over the
whole process, triggered by how much the calls before kept) is not billed to it. The History
view formats lazily (words only for the rows painted) and reads a long history from its end,
so its first paint should grow well under linearly.
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench.harness import Result, emit, growth, player_app, summarize  # noqa: E402

DEFAULT_DB = Path("/tmp/long.sqlite")
LENGTHS = (100, 1000)


def measure(db: Path, runs: int) -> list[Result]:
    from PySide6.QtWidgets import QMainWindow

    from app.model import Store
    from app.ui.steps.history import HistoryView

    app = player_app()
    store = Store.open(db, daily_backup=False)
    by_games = {c.games: c.id for c in store.campaigns()}
    missing = [n for n in LENGTHS if n not in by_games]
    if missing:
        raise SystemExit(f"no campaign of {missing} games in {db} (bench/store_generate.py "
                         "--lengths 10,100,1000 makes them)")
    campaigns = {n: by_games[n] for n in LENGTHS}
    records = {n: store.history_count(cid) for n, cid in campaigns.items()}
    window = QMainWindow()
    view = HistoryView()
    window.setCentralWidget(view)
    window.resize(1200, 720)
    window.show()
    app.processEvents()

    def settle() -> None:
        app.processEvents()

    def shown(cid: int) -> None:
        view.load(store, cid)
        settle()

    def every_page(cid: int) -> None:
        view.load(store, cid)
        view.finish_loading()
        settle()

    parts: dict[str, Callable[[int], object]] = {
        "store: history (every record, JSON decoded)": store.history,
        "store: history_since (every record, JSON on use)": store.history_since,
        "History view: load, until repainted": shown,
        "History view: load every page, until repainted": every_page,
    }
    times: dict[str, dict[int, list[float]]] = {k: {n: [] for n in LENGTHS} for k in parts}
    for fn in parts.values():  # untimed: the first call's one-off costs are not size
        for cid in campaigns.values():
            fn(cid)
    for _ in range(runs):
        for name, fn in parts.items():
            for n, cid in campaigns.items():  # the sizes take turns: a busy moment hits both
                view.set_entries([])  # (another campaign shown before, as when switching)
                settle()
                gc.collect()  # a full collection owed by the call before is not this one's
                t0 = time.perf_counter()
                fn(cid)
                times[name][n].append((time.perf_counter() - t0) * 1000)
    window.close()
    store.close()
    results: list[Result] = []
    small, large = LENGTHS
    for name in parts:
        t = times[name]
        for n in LENGTHS:
            results.append(summarize(f"{name}, {n:,} games ({records[n]:,} records)", t[n]))
        ks = [growth((small, large), (a, b)) for a, b in zip(t[small], t[large], strict=True)]
        results.append(summarize(f"  growth k, {small:,} → {large:,} games", ks, unit="k",
                                 key="growth.k", note="time ∝ games^k, per run; linear: 1"))
    return results


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--db", type=Path, default=DEFAULT_DB,
                   help="a store of bench/store_generate.py --lengths 10,100,1000")
    p.add_argument("--json", type=Path)
    args = p.parse_args()
    runs = max(5, args.runs)
    with tempfile.TemporaryDirectory(prefix="forcesheet-history-") as tmp:
        folder = Path(tmp)
        os.environ["FORCESHEET_DATA_DIR"] = str(folder / "data")
        db = folder / "store.sqlite"
        if args.db.is_file():
            shutil.copy(args.db, db)  # a copy: nothing touches the input
        else:
            print(f"{args.db} is absent: generating campaigns of 10, 100 and 1,000 games …",
                  file=sys.stderr, flush=True)
            subprocess.run([sys.executable, str(ROOT / "bench" / "store_generate.py"),
                            "--out", str(db), "--lengths", "10,100,1000"],
                           cwd=ROOT, check=True, stdout=sys.stderr)
        results = measure(db, runs)
    return emit(results, args.json, f"history growth (bench/history_growth.py) — "
                f"{os.cpu_count()} cores")


if __name__ == "__main__":
    sys.exit(main())
