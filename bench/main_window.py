"""Benchmark: the main window on long campaigns (10 / 100 / 1,000 games of history).

    python bench/main_window.py [--runs 7] [--db STORE] [--lengths 10,100,1000]
                                [--save-store PATH] [--json out.json]

One process, offscreen, over a store of one campaign per length (``bench/store_generate.py
--lengths``: generated unless ``--db`` is given; 1,000 games take many minutes, so keep it with
``--save-store`` and pass it as ``--db`` next time). For each campaign, timed until every
event is handled (the window repainted):

* opening the campaign in the main window (from another one) — ``window.open_campaign``;
* showing its History tab the first time after opening it — ``window.history_tab``;
* Undo, and Redo, in the main window with the History tab shown — ``window.undo``;
* in the campaign's Force editor (the store-backed one players use), adding a model to its
  biggest Force (a recorded correction: the Forces have played), the edit undone untimed
  between runs — ``window.edit60`` (the generated Forces have 30–60 models); timed once the
  main window behind has read its long history's older pages (the heartbeat covers them),
  **until the Force tree has repainted** with the new model (:class:`PaintClock`: the editor
  shows an edit before the store writes it, :meth:`app.ui.operations.Operations.after_paint`);
  the time until the store has written it too (every event handled) is shown under it;
* the longest gap of a 5 ms GUI heartbeat over all of the above, per campaign — ``gui.stall``.

Also the store's own undo and redo (``store.undo``), to show what the window adds. With
``--huge-db STORE`` (the large store of ``bench/store_generate.py``, whose stress player has a
1,000-model Force in a campaign of its own), adding a model to that Force in its Force window
the same way — ``window.edit1000``. Budgets: the table of docs/PERFORMANCE.md.
"""

from __future__ import annotations

import argparse
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

from bench.harness import Result, emit, player_app, summarize  # noqa: E402


class PaintClock:
    """When a widget's first paint after :meth:`arm` has ended: at its paint event the clock
    posts itself an event of high priority, handled before anything posted meanwhile (the
    store's write of the edit shown, posted by that paint too)."""

    def __init__(self, widget: object) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

        clock = self
        self.at: float | None = None
        self.armed = False
        self._type = QEvent.Type(QEvent.registerEventType())

        class _Filter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint and clock.armed:
                    clock.armed = False
                    QCoreApplication.postEvent(self, QEvent(clock._type),
                                               Qt.EventPriority.HighEventPriority.value)
                return False

            def event(self, event: QEvent) -> bool:
                if event.type() == clock._type:
                    clock.at = time.perf_counter()
                    return True
                return super().event(event)

        self._filter = _Filter()
        widget.installEventFilter(self._filter)  # type: ignore[attr-defined]

    def arm(self) -> None:
        self.at, self.armed = None, True


def edit_timer(settle: Callable[[], None], operations: object, widget: object,
               cpu: list[float], written: list[float]) -> Callable[[Callable[[], object]], float]:
    """Times an edit in a Force editor until ``widget`` (its tree) has repainted; every event
    is handled before it returns (the store's write of the edit too: its time, from the
    edit, appended to ``written``)."""
    clock = PaintClock(widget)

    def timed(fn: Callable[[], object]) -> float:
        clock.arm()
        c0 = time.process_time()
        t0 = time.perf_counter()
        fn()
        settle()
        while getattr(operations, "pending", False) or clock.armed:
            settle()
        end = time.perf_counter()
        cpu.append((time.process_time() - c0) * 1000)
        written.append((end - t0) * 1000)
        return ((clock.at if clock.at is not None else end) - t0) * 1000

    return timed


class Heartbeat:
    """A 5 ms timer on the GUI thread; :attr:`longest` is the longest gap between its ticks
    (how long the GUI could not answer)."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.last = 0.0
        self.longest = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        if self.last:
            self.longest = max(self.longest, (now - self.last) * 1000)
        self.last = now

    def start(self) -> None:
        self.last, self.longest = 0.0, 0.0
        self.timer.start()

    def stop(self) -> float:
        self.timer.stop()
        return self.longest


def generate(db: Path, lengths: str) -> None:
    print(f"generating campaigns of {lengths} games …", file=sys.stderr, flush=True)
    subprocess.run([sys.executable, str(ROOT / "bench" / "store_generate.py"), "--out", str(db),
                    "--lengths", lengths], cwd=ROOT, check=True, stdout=sys.stderr)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--db", type=Path, help="a store of bench/store_generate.py --lengths")
    p.add_argument("--lengths", default="10,100,1000")
    p.add_argument("--save-store", type=Path, metavar="PATH")
    p.add_argument("--json", type=Path)
    p.add_argument("--huge-db", type=Path, metavar="STORE",
                   help="also the 1,000-model Force of this store (bench/store_generate.py)")
    args = p.parse_args()
    runs = max(3, args.runs)
    with tempfile.TemporaryDirectory(prefix="forcesheet-window-") as tmp:
        folder = Path(tmp)
        os.environ["FORCESHEET_DATA_DIR"] = str(folder / "data")
        db = folder / "store.sqlite"
        if args.db is None:
            generate(db, args.lengths)
            if args.save_store is not None:
                shutil.copy(db, args.save_store)
        else:
            shutil.copy(args.db, db)  # a copy: the runs' undo and redo never touch the input
        huge = None
        if args.huge_db is not None:
            huge = folder / "huge.sqlite"
            shutil.copy(args.huge_db, huge)
        return measure(db, runs, args.json, huge)


def measure(db: Path, runs: int, json_path: Path | None, huge: Path | None = None) -> int:

    from app.model import Store
    from app.ui.main_window import MainWindow
    from app.ui.settings import Settings

    app = player_app()
    store = Store.open(db, daily_backup=False)
    campaigns = sorted((c for c in store.campaigns() if c.games), key=lambda c: c.games)
    if not campaigns:
        raise SystemExit(f"no campaign with games in {db}")
    window = MainWindow(store, Settings())
    window.resize(1200, 720)
    window.show()
    app.processEvents()
    beat = Heartbeat()

    def settle() -> None:
        app.processEvents()

    cpu: list[float] = []  # the CPU time of the last timed call (less moved by a busy machine)

    def timed(fn: Callable[[], object]) -> float:
        c0 = time.process_time()
        t0 = time.perf_counter()
        fn()
        settle()
        cpu.append((time.process_time() - c0) * 1000)
        return (time.perf_counter() - t0) * 1000

    results: list[Result] = []
    other = campaigns[0].id if len(campaigns) > 1 else None
    for summary in campaigns:
        cid, games = summary.id, summary.games
        label = f"{games:,} games"
        opened, tab, undo, redo, edit, store_undo = [], [], [], [], [], []
        undo_cpu: list[float] = []
        edit_cpu: list[float] = []
        beat.start()
        for _ in range(runs):
            if other is not None and other != cid:
                window.open_campaign(other)
                settle()
            else:
                window.open_campaign(None)
                settle()
            opened.append(timed(lambda cid=cid: window.open_campaign(cid)))
            tab.append(timed(window.campaign_view.show_history))
            undo.append(timed(window.undo))
            undo_cpu.append(cpu[-1])
            redo.append(timed(window.redo))
            undo_cpu.append(cpu[-1])
        stall = beat.stop()
        # the biggest Force of the campaign in its (store-backed) Force editor
        pid = max(store.players(cid), key=lambda pl: (pl.models, -pl.id)).id
        force_window = window.commands.open_force(pid)
        settle()
        history = window.campaign_view.history_view
        while getattr(history, "loading", False):  # its older pages, 20 ms apart
            time.sleep(0.005)
            settle()
        editor = force_window.editor  # type: ignore[attr-defined]
        edit_written: list[float] = []
        timed_edit = edit_timer(settle, window.operations, editor.tree.viewport(), cpu,
                                edit_written)
        models = len(editor.document.force.models)
        if editor.document.games_played:
            editor.document.set_correction("benchmark")
        entry = next(m.entry for m in editor.document.force.models
                     if editor.document.team_list.section_of(
                         editor.document.team_list.entry(m.entry)) is not None
                     and m.group is None and m.member is None
                     and not editor.document.team_list.entry(m.entry).squad_size)
        beat.start()
        for _ in range(runs):
            edit.append(timed_edit(lambda e=editor, entry=entry: e.add_entry(entry)))
            edit_cpu.append(cpu[-1])
            window.undo()
            settle()
        stall = max(stall, beat.stop())
        force_window.close()
        settle()
        for _ in range(runs):
            t0 = time.perf_counter()
            store.undo(cid)
            t1 = time.perf_counter()
            store.redo(cid)
            store_undo += [(t1 - t0) * 1000, (time.perf_counter() - t1) * 1000]
        window.open_campaign(cid)  # the store changed behind the window's back
        settle()
        results += [
            summarize(f"main window: open a campaign of {label}", opened,
                      key="window.open_campaign"),
            summarize(f"main window: History tab of {label}, first shown", tab,
                      key="window.history_tab"),
            summarize(f"main window: Undo, {label}, History tab shown", undo, key="window.undo"),
            summarize(f"main window: Redo, {label}, History tab shown", redo, key="window.undo"),
            summarize("  Undo and Redo, CPU time", undo_cpu),
            summarize(f"Force editor (campaign): add a model to {models} models, {label}", edit,
                      key="window.edit60" if models <= 100 else "window.edit1000"),
            summarize("  the same, until the store has written it too", edit_written),
            summarize("  the same, CPU time (until written)", edit_cpu),
            summarize(f"store: undo / redo alone, {label}", store_undo, key="store.undo"),
            summarize(f"GUI heartbeat: longest gap over the above, {label}", [stall],
                      key="gui.stall"),
        ]
    window.close()
    store.close()
    if huge is not None:
        results += measure_huge(huge, runs, settle, timed, cpu)
    return emit(results, json_path, "main window on long campaigns (bench/main_window.py)")


def measure_huge(db: Path, runs: int, settle: Callable[[], None],
                 timed: Callable[[Callable[[], object]], float], cpu: list[float]
                 ) -> list[Result]:
    """Adding a model to the 1,000-model Force of ``db`` in its Force window (a Force that
    has not played: an edit, undone untimed between runs)."""
    from app.model import Store
    from app.ui.main_window import MainWindow
    from app.ui.settings import Settings
    from bench.memory import choose

    _cid, _biggest, pid = choose(db)
    if pid is None:
        raise SystemExit(f"no 1,000-model Force in {db}")
    store = Store.open(db, daily_backup=False)
    window = MainWindow(store, Settings())
    window.resize(1200, 720)
    window.show()
    window.open_campaign(store.player_summary(pid).campaign_id)
    settle()
    force_window = window.commands.open_force(pid)
    settle()
    editor = force_window.editor  # type: ignore[attr-defined]
    models = len(editor.document.force.models)
    tl = editor.document.team_list
    entry = next(m.entry for m in editor.document.force.models
                 if tl.section_of(tl.entry(m.entry)) is not None and m.group is None
                 and m.member is None and not tl.entry(m.entry).squad_size)
    edit: list[float] = []
    edit_cpu: list[float] = []
    edit_written: list[float] = []
    timed_edit = edit_timer(settle, window.operations, editor.tree.viewport(), cpu,
                            edit_written)
    for _ in range(runs):
        edit.append(timed_edit(lambda e=editor, entry=entry: e.add_entry(entry)))
        edit_cpu.append(cpu[-1])
        force_window.undo_action.trigger()  # type: ignore[attr-defined]
        settle()
    force_window.close()
    window.close()
    store.close()
    return [
        summarize(f"Force editor (campaign): add a model to {models:,} models", edit,
                  key="window.edit1000"),
        summarize("  the same, until the store has written it too", edit_written),
        summarize("  the same, CPU time (until written)", edit_cpu),
    ]


if __name__ == "__main__":
    sys.exit(main())
