"""Start-up: process start until the main window is painted with the last campaign open,
against a floor measured in the same run (issue 9's budget: at most 1.5x the floor).

    python bench/startup.py [--runs 7] [--db STORE.sqlite] [--save-store PATH] [--json FILE]

The floor is a script that imports ``sqlalchemy.orm``, opens the same database with one plain
query, creates a QApplication and shows an empty QMainWindow. Both run as fresh processes
(``QT_QPA_PLATFORM=offscreen``), alternately, after one untimed warm-up each (byte-code
compiled even when ``PYTHONDONTWRITEBYTECODE`` is set, as an installed app has it; the day's
automatic backup taken); the time is from ``Popen`` until the child reports
the first paint of its window. Without ``--db`` a store is generated with
``bench/store_generate.py`` (20 campaigns x 8 players x 40 games takes minutes: pass
``--small`` for 2 x 8 x 10; ``--save-store PATH`` keeps the generated store, to pass as
``--db PATH`` next time). The app is started the way ``forcesheet --db STORE`` starts it, with
its settings pointing at the store's last campaign.

``--profile`` prints the app's import time per top-level module (``-X importtime``) instead.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.harness import machine, summarize, table  # noqa: E402

BUDGET_RATIO = 1.5

# Reports the first paint of a window of the given class name, then ends the process at once.
PROBE = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

class _Probe(QObject):
    def eventFilter(self, obj, event):
        if (event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.isWindow()
                and type(obj).__name__ == WINDOW_CLASS):
            sys.stdout.write("painted\n")
            sys.stdout.flush()
            os._exit(0)
        return False

_app = QApplication(sys.argv)
_probe = _Probe()
_app.installEventFilter(_probe)
"""

APP = PROBE.replace("WINDOW_CLASS", "'MainWindow'") + r"""
from app.cli import main
sys.exit(main(["--db", DB]))
"""

FLOOR = PROBE.replace("WINDOW_CLASS", "'QMainWindow'") + r"""
import sqlalchemy.orm
from sqlalchemy import create_engine, text
engine = create_engine("sqlite+pysqlite:///" + DB)
with sqlalchemy.orm.Session(engine) as session:
    session.execute(text("SELECT count(*) FROM campaigns")).scalar_one()
from PySide6.QtWidgets import QMainWindow
window = QMainWindow()
window.resize(1200, 720)
window.show()
_app.exec()
"""


def child_env(data_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["FORCESHEET_DATA_DIR"] = str(data_dir)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("FORCESHEET_DB", None)
    # An installed app has its byte-code compiled; let the warm-up run write it (ignored by git).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_once(code: str, db: Path, env: dict[str, str], extra: list[str] | None = None) -> float:
    """Seconds from process start to the reported first paint."""
    source = f"DB = {str(db)!r}\n" + code
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, *(extra or []), "-c", source], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - t0
    _, err = proc.communicate(timeout=120)
    if line.strip() != "painted":
        raise SystemExit(f"the child did not paint a window:\n{err[-3000:]}")
    return elapsed


def prepare_settings(db: Path, data_dir: Path) -> int:
    """Point the app's settings at a full campaign (the last of those with the most games and
    players), as after an evening of play."""
    from PySide6.QtCore import QCoreApplication

    from app.model import Store

    os.environ["FORCESHEET_DATA_DIR"] = str(data_dir)
    _app = QCoreApplication.instance() or QCoreApplication([])
    from app.ui.settings import LAST_CAMPAIGN, LAST_DATABASE, Settings

    with Store.open(db, daily_backup=False) as store:
        active = [c for c in store.campaigns() if not c.archived]
        cid = max(active, key=lambda c: (c.games, c.players, c.id)).id
    settings = Settings()
    settings.set(LAST_DATABASE, str(db))
    settings.set(LAST_CAMPAIGN, str(cid))
    settings.sync()
    return cid


def generate(db: Path, small: bool) -> None:
    args = ["--campaigns", "2", "--games", "10"] if small else []
    subprocess.run([sys.executable, str(ROOT / "bench" / "store_generate.py"), "--out", str(db),
                    *args], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def profile(db: Path, env: dict[str, str]) -> None:
    proc = subprocess.run([sys.executable, "-X", "importtime", "-c",
                           f"DB = {str(db)!r}\n" + APP], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    rows = []
    for line in proc.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line or "cumulative" in line:
            continue
        _self_us, cumulative_us, name = line.split(":", 1)[1].split("|")
        if len(name) - len(name.lstrip()) <= 1:  # imported by the script itself
            rows.append((int(cumulative_us), name.strip()))
    for cumulative, name in sorted(rows, reverse=True)[:25]:
        print(f"{cumulative / 1000:8.1f} ms  {name}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--db", type=Path, help="the store to open (default: generate one)")
    p.add_argument("--small", action="store_true", help="generate a smaller store")
    p.add_argument("--save-store", type=Path, metavar="PATH",
                   help="keep a copy of the generated store (reuse it with --db)")
    p.add_argument("--json", type=Path)
    p.add_argument("--profile", action="store_true")
    args = p.parse_args()
    runs = max(5, args.runs)
    with tempfile.TemporaryDirectory(prefix="forcesheet-startup-") as tmp:
        folder = Path(tmp)
        if args.db is None:
            db = folder / "store.sqlite"
            print("generating the store …", file=sys.stderr, flush=True)
            generate(db, args.small)
            if args.save_store is not None:
                import shutil

                shutil.copy(db, args.save_store)
        else:
            db = folder / args.db.name  # a copy: the app's daily backup never touches the input
            import shutil

            shutil.copy(args.db, db)
        data_dir = folder / "data"
        size_mb = db.stat().st_size / 1e6
        cid = prepare_settings(db, data_dir)
        env = child_env(data_dir)
        if args.profile:
            profile(db, env)
            return 0
        run_once(APP, db, env)  # warm-up: byte-code, the day's backup
        run_once(FLOOR, db, env)
        app_s: list[float] = []
        floor_s: list[float] = []
        for _ in range(runs):
            floor_s.append(run_once(FLOOR, db, env))
            app_s.append(run_once(APP, db, env))
    floor = summarize("start-up floor (sqlalchemy.orm + query + empty QMainWindow)",
                      [s * 1000 for s in floor_s])
    budget = BUDGET_RATIO * floor.median
    app = summarize("start-up: main window painted, last campaign open",
                    [s * 1000 for s in app_s], budget=round(budget, 1),
                    note=f"campaign {cid}; budget = {BUDGET_RATIO}x floor")
    ratio = app.median / floor.median
    results = [floor, app]
    info = machine()
    print(f"{info['cores']} cores, Python {info['python']}, Qt {info.get('qt', '?')}; "
          f"store {size_mb:.1f} MB")
    print(table(results))
    print(f"ratio app / floor: {ratio:.2f} (budget {BUDGET_RATIO})")
    if args.json:
        args.json.write_text(json.dumps({"results": [r.__dict__ for r in results],
                                         "ratio": ratio, "machine": info}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
