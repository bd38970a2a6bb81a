"""Benchmark: the GUI heartbeat during the heavy menu actions, on a 1,000-game campaign.

    python bench/menu_actions.py [--runs 3] [--db STORE] [--json out.json]
                                 [--data ../shared/bsdata-hor7] [--explain]

One process, offscreen, the real :class:`~app.ui.main_window.MainWindow` over a copy of the long
store of ``bench/store_generate.py --lengths 10,100,1000`` (generated when ``--db`` is not
given: many minutes), its longest campaign shown. Each menu action is triggered as the player
triggers it (its ``QAction``), its file dialog answered with a path in a temporary folder (Qt's
static ``QFileDialog`` functions replaced), its questions answered Yes and its messages
accepted (``QMessageBox``'s static functions replaced; no PDF viewer opened), and awaited until
it has finished — its worker done and its result shown. Over each, the longest gap of a 5 ms
GUI-thread timer (``bench.main_window.Heartbeat``: how long the window could not answer),
budget ``gui.stall`` of docs/PERFORMANCE.md, one row per action:

* Tools ▸ Back up the database now;
* File ▸ Export campaign… (to a file);
* File ▸ Import campaign… (of that file: a new campaign, opened, its History read);
* File ▸ Print all Force Sheets… (every Force Sheet of the campaign and its progress page in one
  PDF);
* Tools ▸ Import BattleScribe catalogue… (the .gst and 19 .cat of ``--data`` into an empty
  library; skipped, with a message, when the folder is absent).

Also each action's wall time (no budget). ``--explain``: for the longest gaps of an action over
half the budget, what the GUI thread was doing (its stack, sampled by a watchdog thread while the
heartbeat was late), where the other threads were (a worker holding the GIL stalls the GUI
thread too) and the garbage collections of any thread inside the gap.
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench.harness import Result, emit, limit_of, player_app, summarize  # noqa: E402
from bench.main_window import Heartbeat, generate  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "bsdata-hor7"
ACTIONS = ("backup", "export", "import", "print", "catalogue")
TIMEOUT_S = 600.0  # an action that has not finished by then is a failure of the benchmark


class ActionHeartbeat(Heartbeat):
    """:class:`bench.main_window.Heartbeat` counting from its start and up to its stop: an
    action that holds the GUI thread from the moment it is triggered to its end gives one
    long gap and no tick at all, which the gaps *between* ticks never show. Every gap longer
    than :attr:`keep_ms` is kept in :attr:`gaps` (``--explain`` tells what happened in each)."""

    keep_ms = 50.0

    def start(self) -> None:
        super().start()
        self.gaps: list[tuple[float, float]] = []  # (start, end), perf_counter seconds
        self.last = time.perf_counter()

    def _tick(self) -> None:
        now, last = time.perf_counter(), self.last
        if last and (now - last) * 1000 > self.keep_ms:
            self.gaps.append((last, now))
        super()._tick()

    def stop(self) -> float:
        self._tick()  # the gap since the last tick, up to the end of the action
        return super().stop()


class Answers:
    """The dialogs of the actions answered without a player: the next file to save to or to
    open (Qt's static ``QFileDialog`` functions; the events pending processed first, as the
    dialog's own loop does), Yes to every question, every message taken
    (``QMessageBox.information`` / ``warning`` / ``critical``: their texts kept)."""

    def __init__(self) -> None:
        self.save: Path | None = None
        self.open: list[Path] = []
        self.told: list[str] = []

    @contextmanager
    def installed(self) -> Iterator[None]:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        replaced: list[tuple[Any, str, Any]] = []

        def put(owner: Any, name: str, fn: Any) -> None:
            replaced.append((owner, name, owner.__dict__[name]))
            setattr(owner, name, staticmethod(fn))

        def modal_loop() -> None:
            """What the file dialog's own event loop does while the player picks a file: the
            events already pending are processed (a window the action has just shown is laid
            out and painted) before the dialog answers and the action goes on. Answered at
            once, the Team Lists window's first paint overlapped the catalogue import's
            worker, which never happens to a player (5 ms alone, 60-90 ms against the worker
            for the GIL)."""
            from PySide6.QtWidgets import QApplication

            QApplication.processEvents()

        def save(*_a: Any, **_k: Any) -> tuple[str, str]:
            modal_loop()
            return (str(self.save) if self.save is not None else "", "")

        def open_one(*_a: Any, **_k: Any) -> tuple[str, str]:
            modal_loop()
            return (str(self.open[0]) if self.open else "", "")

        def open_many(*_a: Any, **_k: Any) -> tuple[list[str], str]:
            modal_loop()
            return ([str(p) for p in self.open], "")

        def tell(_parent: Any, _title: str, text: str, *_a: Any, **_k: Any) -> Any:
            self.told.append(text)
            return QMessageBox.StandardButton.Ok

        put(QFileDialog, "getSaveFileName", save)
        put(QFileDialog, "getOpenFileName", open_one)
        put(QFileDialog, "getOpenFileNames", open_many)
        put(QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Yes)
        for name in ("information", "warning", "critical"):
            put(QMessageBox, name, tell)
        try:
            yield
        finally:
            for owner, name, original in reversed(replaced):
                setattr(owner, name, original)


class Watchdog:
    """``--explain``: a thread that samples the stacks of the GUI thread and of the other
    threads whenever the heartbeat is late (no tick for ``late_ms``), and the garbage
    collections of every thread; :meth:`report` tells, for each long gap of the heartbeat,
    the collections and the samples that fall inside it."""

    def __init__(self, beat: ActionHeartbeat, late_ms: float) -> None:
        self.beat = beat
        self.late_ms = late_ms
        self.main = threading.main_thread().ident
        # (perf_counter, GUI-thread stack, the innermost frames of the other threads)
        self.samples: list[tuple[float, str, str]] = []
        self.collections: list[tuple[float, float, int, str]] = []  # start, ms, gen, thread
        self._gc_start: dict[int, float] = {}
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def _on_gc(self, phase: str, info: dict[str, int]) -> None:
        ident = threading.get_ident()
        now = time.perf_counter()
        if phase == "start":
            self._gc_start[ident] = now
        elif ident in self._gc_start:
            start = self._gc_start.pop(ident)
            self.collections.append((start, (now - start) * 1000, info.get("generation", -1),
                                     threading.current_thread().name))

    def _run(self) -> None:
        me = threading.get_ident()
        while not self._stop.wait(0.005):
            last = self.beat.last
            if last and (time.perf_counter() - last) * 1000 > self.late_ms:
                frames = sys._current_frames()
                frame = frames.get(self.main)
                if frame is None:
                    continue
                stack = "".join(traceback.format_stack(frame, limit=14))
                names = {t.ident: t.name for t in threading.enumerate()}
                others = "".join(
                    f"    [{names.get(ident, ident)}] "
                    + " < ".join(f"{Path(f.filename).name}:{f.lineno} {f.name}"
                                 for f in reversed(traceback.extract_stack(other, limit=4)))
                    + "\n"
                    for ident, other in frames.items() if ident not in (self.main, me))
                self.samples.append((time.perf_counter(), stack, others))

    def start(self) -> None:
        self.samples.clear()
        self.collections.clear()
        gc.callbacks.append(self._on_gc)
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="bench-watchdog", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        if self._on_gc in gc.callbacks:
            gc.callbacks.remove(self._on_gc)

    def report(self, label: str, most: int = 3) -> None:
        gaps = sorted(self.beat.gaps, key=lambda g: g[0] - g[1])[:most]
        print(f"--- {label}: {len(self.beat.gaps)} gaps over {self.beat.keep_ms:.0f} ms, "
              f"the longest {len(gaps)}:", file=sys.stderr)
        for start, end in gaps:
            print(f"  gap of {(end - start) * 1000:.0f} ms", file=sys.stderr)
            for c_start, ms, gen, name in self.collections:
                if c_start < end and c_start + ms / 1000 > start and ms > 2:
                    print(f"    gc gen {gen} in {name}: {ms:.1f} ms", file=sys.stderr)
            runs: list[list[Any]] = []  # [count, stack, others], in time order
            for t, stack, others in self.samples:
                if start <= t <= end + 0.01:
                    if runs and runs[-1][1:] == [stack, others]:
                        runs[-1][0] += 1
                    else:
                        runs.append([1, stack, others])
            for n, stack, others in runs[:6]:
                print(f"    {n} × (sampled every 5 ms while late), GUI thread:\n{stack}"
                      f"   other threads:\n{others}", file=sys.stderr)


def main() -> int:
    import faulthandler
    import signal

    faulthandler.register(signal.SIGUSR1, all_threads=True)  # where a slow run is: kill -USR1
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--db", type=Path, help="a store of bench/store_generate.py --lengths")
    p.add_argument("--json", type=Path)
    p.add_argument("--data", type=Path, default=DEFAULT_DATA,
                   help="the BattleScribe catalogues to import (a .gst and its .cat)")
    p.add_argument("--only", default=",".join(ACTIONS),
                   help=f"the actions to measure, of {','.join(ACTIONS)} (an import exports "
                        "first: not reported when export is left out)")
    p.add_argument("--explain", action="store_true",
                   help="what the GUI thread did during each gap over the budget")
    args = p.parse_args()
    runs = max(1, args.runs)
    with tempfile.TemporaryDirectory(prefix="forcesheet-menus-") as tmp:
        folder = Path(tmp)
        os.environ["FORCESHEET_DATA_DIR"] = str(folder / "data")
        db = folder / "store.sqlite"
        if args.db is None:
            generate(db, "10,100,1000")
        else:
            shutil.copy(args.db, db)  # a copy: the backups and imports never touch the input
        only = {a.strip() for a in args.only.split(",") if a.strip()}
        if only - set(ACTIONS):
            p.error(f"--only: unknown {sorted(only - set(ACTIONS))}")
        return measure(db, folder, runs, args.json, args.data, args.explain, only)


def measure(db: Path, folder: Path, runs: int, json_path: Path | None, data: Path,
            explain: bool, only: set[str] | None = None) -> int:
    only = set(ACTIONS) if only is None else only
    from app.model import Store
    from app.ui.main_window import MainWindow
    from app.ui.settings import Settings

    app = player_app()
    store = Store.open(db, daily_backup=False)
    summaries = [c for c in store.campaigns() if c.games]
    if not summaries:
        raise SystemExit(f"no campaign with games in {db}")
    longest = max(summaries, key=lambda c: c.games)
    cid, games = longest.id, longest.games
    window = MainWindow(store, Settings())
    window.resize(1200, 720)
    window.show()
    window.commands.export_options = {"open_viewer": False}  # no PDF viewer started
    answers = Answers()
    beat = ActionHeartbeat()
    watchdog = Watchdog(beat, limit_of("gui.stall") / 2) if explain else None

    def settle(until: Callable[[], bool] = lambda: True, what: str = "") -> None:
        deadline = time.monotonic() + TIMEOUT_S
        app.processEvents()
        while not until():
            if time.monotonic() > deadline:
                raise SystemExit(f"{what}: not finished after {TIMEOUT_S:.0f} s")
            time.sleep(0.002)
            app.processEvents()
        app.processEvents()

    def history_read() -> bool:
        return not getattr(window.campaign_view.history_view, "loading", False)

    def show(campaign_id: int) -> None:
        """The campaign in front, its History tab shown and read (untimed)."""
        window.open_campaign(campaign_id)
        window.campaign_view.show_history()
        settle(history_read, "opening the campaign")
        time.sleep(0.2)  # the history's later pages and the warm-up threads
        settle(history_read, "opening the campaign")

    def timed(label: str, action: Callable[[], Callable[[], bool]], stalls: list[float],
              walls: list[float]) -> None:
        """Trigger ``action`` (which gives the test of its end), wait for its end."""
        settle()
        print(f"{label} …", file=sys.stderr, flush=True)
        if watchdog is not None:
            watchdog.start()
        beat.start()
        t0 = time.perf_counter()
        done = action()
        settle(done, label)
        walls.append((time.perf_counter() - t0) * 1000)
        stalls.append(beat.stop())
        print(f"  {walls[-1]:.0f} ms, longest gap {stalls[-1]:.0f} ms", file=sys.stderr,
              flush=True)
        if watchdog is not None:
            watchdog.stop()
            if stalls[-1] > watchdog.late_ms:
                watchdog.report(f"{label}: gap {stalls[-1]:.0f} ms")

    with answers.installed():
        show(cid)
        window.campaign_view.show_history()
        settle(history_read)
        acts = window.acts
        results: list[Result] = []
        rows: list[tuple[str, list[float], list[float]]] = []

        # -- Tools ▸ Back up the database now ------------------------------------------------
        stalls: list[float] = []
        walls: list[float] = []
        for _ in range(runs if "backup" in only else 0):
            before = len(answers.told)
            timed("back up", lambda before=before: (acts.backup_now.trigger(),
                                                    lambda: len(answers.told) > before)[1],
                  stalls, walls)
            if "backup" not in answers.told[-1]:
                raise SystemExit(f"back up: {answers.told[-1]}")
        if stalls:
            rows.append(("Tools ▸ Back up the database now", stalls, walls))

        # -- File ▸ Export campaign… ---------------------------------------------------------
        exported: list[Path] = []
        stalls, walls = [], []
        for run in range(runs if only & {"export", "import"} else 0):
            out = folder / f"export{run}"
            out.mkdir()
            answers.save = out / "campaign.forcesheet.json"

            def export(out: Path = out) -> Callable[[], bool]:
                acts.export_campaign.trigger()
                return lambda: any(out.iterdir())

            timed("export campaign", export, stalls, walls)
            exported.append(next(out.iterdir()))
        if "export" in only:
            rows.append(("File ▸ Export campaign (to a file)", stalls, walls))

        # -- File ▸ Import campaign… (of that file) -------------------------------------------
        stalls, walls = [], []
        for run in range(runs if "import" in only else 0):
            show(cid)
            answers.open = [exported[run]]
            known = {c.id for c in store.campaigns()}

            def import_campaign(known: set[int] = known) -> Callable[[], bool]:
                acts.import_campaign.trigger()
                return lambda: (window.current_campaign_id() not in known
                                and history_read())

            timed("import campaign", import_campaign, stalls, walls)
            new = window.current_campaign_id()
            if new in known or new is None:
                raise SystemExit(f"import campaign: nothing imported ({answers.told[-1:]})")
            time.sleep(0.2)
            settle(history_read)
        if stalls:
            rows.append(("File ▸ Import campaign (of that file), opened", stalls, walls))

        # -- File ▸ Print all Force Sheets… -----------------------------------------------------
        show(cid)
        stalls, walls = [], []
        for run in range(runs if "print" in only else 0):
            answers.save = folder / f"sheets{run}.pdf"
            job: list[Any] = []

            def print_all(job: list[Any] = job) -> Callable[[], bool]:
                count = len(window.commands.exports)
                ended: list[object] = []
                acts.export_campaign_sheets.trigger()
                if len(window.commands.exports) == count:
                    raise SystemExit("print all Force Sheets: no export started")
                export = window.commands.exports[-1]
                job.append(export)
                export.finished.connect(ended.append)  # type: ignore[attr-defined]
                export.failed.connect(ended.append)  # type: ignore[attr-defined]
                return lambda: bool(ended)

            timed("print all Force Sheets", print_all, stalls, walls)
            if not answers.save.is_file() or job[0].error_box is not None:
                raise SystemExit("print all Force Sheets: no PDF written")
        if stalls:
            rows.append((f"File ▸ Print all Force Sheets ({len(store.players(cid))} players)",
                         stalls, walls))

        # -- Tools ▸ Import BattleScribe catalogue… ---------------------------------------------
        files = (sorted(data.glob("*.gst")) + sorted(data.glob("*.cat"))) if data.is_dir() \
            else []
        if "catalogue" not in only:
            pass
        elif len(files) < 2:
            print(f"no BattleScribe catalogues in {data}: the catalogue import is skipped",
                  file=sys.stderr)
        else:
            from app.model.catalogues import CatalogueLibrary

            stalls, walls = [], []
            cats = sum(1 for f in files if f.suffix == ".cat")
            commands = window.commands
            for run in range(runs):
                if commands.team_lists_window is not None:  # an empty library each run
                    commands.team_lists_window.close()
                    commands.team_lists_window.deleteLater()
                    commands.team_lists_window = None
                    commands._library = CatalogueLibrary(folder / f"library{run}")
                    settle()
                answers.open = files

                def import_catalogues() -> Callable[[], bool]:
                    imported: list[object] = []
                    acts.import_catalogue.trigger()
                    browser = commands.team_lists_window
                    assert browser is not None
                    browser.imported.connect(imported.append)  # type: ignore[attr-defined]
                    return lambda: bool(imported) or (
                        browser._task is None and browser.report_box is not None)  # type: ignore[attr-defined]

                timed("import catalogues", import_catalogues, stalls, walls)
                browser = commands.team_lists_window
                report = getattr(browser, "last_report", "")
                if not any(True for _ in commands.library.infos()) or "fail" in report:
                    raise SystemExit(f"import catalogues: {report}")
            rows.append((f"Tools ▸ Import BattleScribe catalogue ({cats} + .gst)", stalls,
                         walls))

    for name, stalls, walls in rows:
        results += [
            summarize(f"heartbeat, longest gap: {name}, {games:,} games", stalls,
                      key="gui.stall"),
            summarize("  its wall time, until finished", walls),
        ]
    for w in list(window.commands.force_windows.values()):
        w.close()
    window.close()
    app.processEvents()
    store.close()
    return emit(results, json_path, "menu actions on a 1,000-game campaign "
                                    "(bench/menu_actions.py)")


if __name__ == "__main__":
    sys.exit(main())
