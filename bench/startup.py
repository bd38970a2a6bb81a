"""Start-up: process start until the main window is painted with the last campaign open,
against a floor measured in the same run (budget ``startup.ratio`` of docs/PERFORMANCE.md).

    python bench/startup.py [--runs 11] [--db STORE.sqlite] [--save-store PATH] [--json FILE]

The floor is what any app of this kind pays: a script that creates a QApplication, imports
SQLAlchemy Core (``import sqlalchemy``, as the app does: it never imports ``sqlalchemy.orm``),
opens the same database with one plain query on a connection, and shows an empty QMainWindow. A
second floor, bare Qt (a QApplication and an empty QMainWindow), is measured too, for context.
All run as fresh processes (``QT_QPA_PLATFORM=offscreen``), in turns, after one untimed warm-up
each (byte-code compiled even when ``PYTHONDONTWRITEBYTECODE`` is set, as an installed app has
it; the day's automatic backup taken); the time is from ``Popen`` until the child reports the
first paint of its window (an event filter on that window alone, installed when it is shown:
see ``PROBE``). Without ``--db`` a store is generated with
``bench/store_generate.py`` (20 campaigns x 8 players x 40 games takes minutes: pass ``--small``
for 2 x 8 x 10; ``--save-store PATH`` keeps the generated store, to pass as ``--db PATH`` next
time). The app is started the way ``forcesheet --db STORE`` starts it, with its settings
pointing at the store's last campaign.

``--profile`` prints the app's import time per top-level module (``-X importtime``) instead.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.harness import emit, limit_of, summarize  # noqa: E402

# Reports the first paint of the first window of the given class name shown, then ends the
# process at once. The filter watches that window alone: an application-wide Python event filter
# would make PySide wrap every object and every event of the whole start-up for the call (and
# resolve their classes: hundreds of enums built), which cost the app ~75 ms that a player never
# pays and the floor, with one empty window, almost none.
PROBE = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

class _Probe(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            sys.stdout.write("painted\n")
            sys.stdout.flush()
            os._exit(0)
        return False

_app = QApplication(sys.argv)
_probe = _Probe()
_show = QWidget.show

def _shown(self):
    if type(self).__name__ == WINDOW_CLASS and self.isWindow():
        self.installEventFilter(_probe)
    _show(self)

QWidget.show = _shown
"""

APP = PROBE.replace("WINDOW_CLASS", "'MainWindow'") + r"""
from app.cli import main
sys.exit(main(["--db", DB]))
"""

FLOOR = PROBE.replace("WINDOW_CLASS", "'QMainWindow'") + r"""
from sqlalchemy import create_engine, text
engine = create_engine("sqlite+pysqlite:///" + DB)
with engine.connect() as conn:
    conn.execute(text("SELECT count(*) FROM campaigns")).scalar_one()
from PySide6.QtWidgets import QMainWindow
window = QMainWindow()
window.resize(1200, 720)
window.show()
_app.exec()
"""

BARE_QT = PROBE.replace("WINDOW_CLASS", "'QMainWindow'") + r"""
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
    # At least 11 turns (about 25 s): on this shared 2-core machine one turn's ratio moved
    # between 1.0 and 2.0 (a neighbour's load lands on one child and not the other), so the
    # median of a few turns says more about the neighbours than about the app.
    runs = max(11, args.runs)
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
        run_once(BARE_QT, db, env)
        app_s: list[float] = []
        floor_s: list[float] = []
        bare_s: list[float] = []
        for _ in range(runs):  # interleaved: a busy machine slows all three alike
            bare_s.append(run_once(BARE_QT, db, env))
            floor_s.append(run_once(FLOOR, db, env))
            app_s.append(run_once(APP, db, env))
    ratio_budget = limit_of("startup.ratio")
    bare = summarize("start-up floor: bare Qt (empty QMainWindow painted)",
                     [s * 1000 for s in bare_s])
    floor = summarize("start-up floor: Qt + SQLAlchemy Core + one query + empty QMainWindow",
                      [s * 1000 for s in floor_s])
    app = summarize(f"start-up: main window painted, last campaign open ({size_mb:.0f} MB store)",
                    [s * 1000 for s in app_s], budget=round(ratio_budget * floor.median, 1),
                    note=f"campaign {cid}; budget = {ratio_budget:g} x floor")
    # the ratio of each run to the floor run just before it, and the ratio of the medians
    ratios = [a / f for a, f in zip(app_s, floor_s, strict=True)]
    ratio = summarize("start-up ratio: app / floor (median of the runs' ratios)", ratios,
                      unit="×", key="startup.ratio",
                      note=f"ratio of the medians {app.median / floor.median:.2f}")
    results = [bare, floor, app, ratio]
    return emit(results, args.json, f"start-up — store {size_mb:.1f} MB",
                extra={"ratio": app.median / floor.median})


if __name__ == "__main__":
    raise SystemExit(main())
