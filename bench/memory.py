"""Memory: peak resident size of the app with the large store open and a Force editor shown.

    python bench/memory.py [--runs 5] [--db STORE.sqlite | --small] [--json results.json]

Each run is a fresh process (``QT_QPA_PLATFORM=offscreen``) that opens the store, shows the main
window on the campaign with the most games and players (as after an evening of play), opens the
Force editor window of that campaign's biggest Force through the campaign view's command, lets
every event be handled, and reports its peak resident set size (``VmHWM`` of
``/proc/self/status``; ``ru_maxrss`` elsewhere) — budget ``memory.editor`` of
docs/PERFORMANCE.md. More rows for context: the floor (Python, Qt and an empty main window), the
main window alone, and the stress case (the same, plus the 1,000-model Force of
``bench/store_generate.py`` in a second Force editor).

The heavy-use case (budget ``memory.heavy``): the stress case, then every Force Sheet of the
campaign printed to one PDF in a temporary folder (the main window's "Print all Force Sheets":
``commands.export_campaign_sheets``, its worker thread waited for), then the 19 shared
BattleScribe catalogues (``--data``, default ``../shared/bsdata-hor7``; skipped with a note when
absent) imported into the run's (temporary) data folder's library through the app's own
library (``commands.library.import_files``, as ``bench/bsdata_import.py`` imports them), then
the peak RSS. Its parts are printed too: the peak after the editors, after printing, after
the import.

Without ``--db`` a store is generated with ``bench/store_generate.py`` (20 campaigns x 8
players x 40 games takes minutes: ``--small`` makes 2 x 8 x 10, for a quick look).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.harness import Result, emit, player_app, summarize  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "bsdata-hor7"


def peak_rss_mb() -> float:
    """The peak resident set size of this process, in MB (10^6 bytes)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024 / 1e6
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1e6 if sys.platform == "darwin" else peak * 1024 / 1e6  # bytes on macOS


# -- the child: one measured process --------------------------------------------------------
def child(kind: str, db: Path, campaign: int, players: list[int],
          bsdata: Path | None = None) -> dict[str, object]:
    from PySide6.QtWidgets import QApplication, QMainWindow

    # the floor: bare Qt; the app's windows in the app's look
    app = (QApplication.instance() or QApplication([])) if kind == "floor" else player_app()
    if kind == "floor":
        window = QMainWindow()
        window.resize(1200, 720)
        window.show()
        app.processEvents()
        return {"peak_mb": peak_rss_mb()}
    from app.model import Store
    from app.ui.main_window import MainWindow
    from app.ui.settings import LAST_CAMPAIGN, LAST_DATABASE, Settings

    settings = Settings()  # in the run's own data folder (FORCESHEET_DATA_DIR)
    settings.set(LAST_DATABASE, str(db.resolve()))
    settings.set(LAST_CAMPAIGN, str(campaign))
    store = Store.open(db, daily_backup=False)
    main = MainWindow(store, settings)
    main.show()
    app.processEvents()
    assert main.current_campaign_id() == campaign, "the campaign did not open"
    editors = []
    for pid in players:
        editors.append(main.commands.open_force(pid))
        app.processEvents()
    models = [len(w.editor.document.force.models) for w in editors]  # type: ignore[attr-defined]
    for _ in range(3):
        app.processEvents()
    peak = peak_rss_mb()
    if kind != "heavy":
        return {"peak_mb": peak, "models": models}
    parts = {"editors": peak}
    parts["printed"], pages = print_all(main, campaign)
    imported = 0
    if bsdata is not None:
        imported = import_all(main, bsdata)
        parts["imported"] = peak_rss_mb()
    for _ in range(3):
        app.processEvents()
    return {"peak_mb": peak_rss_mb(), "models": models, "parts": parts, "pdf_bytes": pages,
            "catalogues": imported}


def print_all(main: Any, campaign: int) -> tuple[float, int]:
    """"Print all Force Sheets" of the main window's campaign, to a PDF in a temporary folder,
    waited for: the peak RSS after it and the PDF's size in bytes."""
    import time

    from PySide6.QtWidgets import QApplication

    with tempfile.TemporaryDirectory(prefix="forcesheet-memory-pdf-") as tmp:
        target = Path(tmp) / "all.pdf"
        main.commands.export_options = {"path": target, "open_viewer": False}
        job = main.commands.export_campaign_sheets(campaign)
        assert job is not None, "nothing to print"
        outcome: list[object] = []
        job.finished.connect(outcome.append)
        job.failed.connect(lambda message: outcome.append(RuntimeError(message)))
        deadline = time.monotonic() + 240
        while not outcome and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.01)
        if not outcome or isinstance(outcome[0], Exception):
            raise SystemExit(f"printing failed: {outcome or 'timed out'}")
        size = target.stat().st_size
    QApplication.processEvents()
    return peak_rss_mb(), size


def import_all(main: Any, data: Path) -> int:
    """The shared catalogues and their game system imported into the data folder's library
    (the app's own ``CatalogueLibrary``, as the Team Lists window imports them)."""
    files = sorted(data.glob("*.gst")) + sorted(data.glob("*.cat"))
    cats = [f for f in files if f.suffix == ".cat"]
    result = main.commands.library.import_files(files)
    assert result.ok and len(result.imported) == len(cats), result.problems
    return len(cats)


# -- the parent --------------------------------------------------------------------------------
def choose(db: Path) -> tuple[int, int, int | None]:
    """The campaign with the most games and players, its biggest Force's player, and the
    player with the biggest Force of the whole store (the 1,000-model one)."""
    from app.model import Store

    with Store.open(db, daily_backup=False) as store:
        campaigns = [c for c in store.campaigns() if not c.archived]
        cid = max(campaigns, key=lambda c: (c.games, c.players, c.id)).id
        sizes = {p.id: len(store.force(p.id).models) for p in store.players(cid)}
        biggest = max(sizes, key=lambda p: (sizes[p], -p))
        huge: tuple[int, int] | None = None
        for c in campaigns:
            if c.id == cid or c.games:  # the stress player is alone in a campaign of no games
                continue
            for p in store.players(c.id):
                n = len(store.force(p.id).models)
                if n >= 1000 and (huge is None or n > huge[0]):
                    huge = (n, p.id)
    return cid, biggest, huge[1] if huge is not None else None


def run_child(kind: str, db: Path, campaign: int, players: list[int], data: Path,
              bsdata: Path | None = None) -> dict[str, object]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "FORCESHEET_DATA_DIR": str(data)}
    env.pop("FORCESHEET_DB", None)
    cmd = [sys.executable, __file__, "--child", kind, "--db", str(db),
           "--campaign", str(campaign), "--players", ",".join(map(str, players))]
    if bsdata is not None:
        cmd += ["--data", str(bsdata)]
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    if done.returncode != 0:
        raise SystemExit(f"the {kind} run failed:\n{done.stderr[-3000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def generate(db: Path, small: bool) -> None:
    args = ["--campaigns", "2", "--games", "10"] if small else []
    subprocess.run([sys.executable, str(ROOT / "bench" / "store_generate.py"), "--out", str(db),
                    *args], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--json", type=Path)
    p.add_argument("--db", type=Path, help="the store to open (default: generate one)")
    p.add_argument("--small", action="store_true", help="generate a smaller store")
    p.add_argument("--data", type=Path, default=DEFAULT_DATA,
                   help="the BattleScribe catalogues of the heavy-use case")
    p.add_argument("--child", help=argparse.SUPPRESS)
    p.add_argument("--campaign", type=int, help=argparse.SUPPRESS)
    p.add_argument("--players", default="", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.child:
        players = [int(x) for x in args.players.split(",") if x]
        print(json.dumps(child(args.child, args.db, args.campaign or 0, players, args.data)))
        return 0
    runs = max(3, args.runs)
    with tempfile.TemporaryDirectory(prefix="forcesheet-memory-") as tmp:
        folder = Path(tmp)
        db = folder / "store.sqlite"
        if args.db is None:
            print("generating the store …", file=sys.stderr, flush=True)
            generate(db, args.small)
        else:
            shutil.copy(args.db, db)  # a copy: nothing touches the input
        size_mb = db.stat().st_size / 1e6
        cid, biggest, huge = choose(db)
        samples: dict[str, list[float]] = {"floor": [], "window": [], "editor": [], "huge": [],
                                           "heavy": []}
        parts: dict[str, list[float]] = {}
        models: dict[str, list[int]] = {}
        bsdata: Path | None = args.data
        if bsdata is not None and not any(bsdata.glob("*.cat")):
            print(f"note: no BattleScribe catalogues in {bsdata}: the heavy-use case imports "
                  "none", file=sys.stderr)
            bsdata = None
        heavy: dict[str, object] = {}
        for i in range(runs):
            for kind, players in (("floor", []), ("window", []), ("editor", [biggest]),
                                  ("huge", [biggest, huge] if huge else []),
                                  ("heavy", [biggest, huge] if huge else [biggest])):
                if kind == "huge" and not players:
                    continue
                child_kind = kind if kind in ("floor", "heavy") else "app"
                out = run_child(child_kind, db, cid, players, folder / f"data-{kind}-{i}",
                                bsdata if kind == "heavy" else None)
                samples[kind].append(float(out["peak_mb"]))  # type: ignore[arg-type]
                models[kind] = list(out.get("models", []))  # type: ignore[call-overload]
                if kind == "heavy":
                    heavy = out
                    for part, mb in dict(out["parts"]).items():  # type: ignore[call-overload]
                        parts.setdefault(part, []).append(float(mb))
    results: list[Result] = [
        summarize("memory: floor (Python, Qt, empty main window), peak RSS", samples["floor"],
                  unit="MB"),
        summarize(f"memory: large store ({size_mb:.0f} MB), main window on a campaign, peak RSS",
                  samples["window"], unit="MB"),
        summarize(f"memory: large store ({size_mb:.0f} MB), main window, Force editor "
                  f"({models['editor'][0]} models), peak RSS", samples["editor"], unit="MB",
                  key="memory.editor", note=f"campaign {cid}"),
    ]
    if samples["huge"]:
        results.append(summarize(
            f"memory: the same + a 1,000-model Force editor ({models['huge'][-1]} models)",
            samples["huge"], unit="MB", note="stress, no budget"))
    editors = " + ".join(f"{n:,}" for n in models["heavy"])
    catalogues = int(heavy.get("catalogues", 0))  # type: ignore[call-overload]
    results += [
        summarize(f"  heavy use: after the Force editors ({editors} models)", parts["editors"],
                  unit="MB"),
        summarize("  heavy use: + every Force Sheet of the campaign printed (one PDF, "
                  f"{int(heavy.get('pdf_bytes', 0)) / 1e6:.1f} MB)",  # type: ignore[call-overload]
                  parts["printed"], unit="MB"),
    ]
    if "imported" in parts:
        results.append(summarize(f"  heavy use: + {catalogues} catalogues imported",
                                 parts["imported"], unit="MB"))
    results.append(summarize(
        f"memory: heavy use (two Force editors, sheets printed, {catalogues} catalogues "
        "imported), peak RSS", samples["heavy"], unit="MB", key="memory.heavy",
        note=f"campaign {cid}" + ("" if catalogues else "; no catalogues imported")))
    return emit(results, args.json, f"memory — {os.cpu_count()} cores, store {size_mb:.1f} MB")


if __name__ == "__main__":
    sys.exit(main())
