"""Benchmark: the Force editor's response to one edit on a 200-model Force.

    python bench/force_editor.py [--runs 15] [--json out.json]

Opens the real editor (offscreen) over a 200-model Space Marines Force with Groups, then times,
from the edit to the repainted tree: adding a model (the full path: pure edit, undo stack,
validation, rows, item-model sync, repaint) and changing one model's options. The edit is undone
(untimed) between runs so every run starts from 200 models. Budget: ``editor.edit`` of
docs/PERFORMANCE.md (one frame).
Also reports the parts: validation, row building, and the model sync alone.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QObject

from app.rules import force_edit as fe
from app.rules.force import Force, Selection
from app.rules.library import builtin_teamlists
from app.rules.teamlist import TeamList
from app.ui.force_editor import ForceEditor, MemoryForceDocument
from bench.harness import Result, emit, player_app, summarize, time_ms

SIZE = 200


class _PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def build_force(tl: TeamList, n: int) -> Force:
    """``n`` models: two leaders, specialists, Tactical Marines in Groups of five, Scouts."""
    f = Force(tl.id)
    for entry in ("sergeant", "terminator_sergeant", "apothecary", "techmarine"):
        f = fe.add_model(tl, f, entry).force
    loose: list[str] = []
    while len(f.models) < n:
        entry = "tactical_marine" if len(f.models) % 3 else "scout"
        r = fe.add_model(tl, f, entry)
        f = r.force
        if entry == "tactical_marine":
            loose.append(r.uids[0])
            if len(loose) == 5:
                f = fe.form_group(tl, f, loose).force
                f = fe.set_options(tl, f, loose[0],
                                   [Selection("tactical_marine.special.plasma_gun")]).force
                loose = []
    return f


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=15)
    p.add_argument("--json", type=Path)
    args = p.parse_args()
    runs = max(args.runs, 5)
    app = player_app()
    tl = builtin_teamlists()["space_marines"]
    doc = MemoryForceDocument(tl, build_force(tl, SIZE))
    editor = ForceEditor(doc)
    editor.resize(1400, 900)
    editor.show()
    app.processEvents()
    paints = _PaintCounter()
    editor.tree.viewport().installEventFilter(paints)

    def settle() -> None:
        app.processEvents()  # delivers the tree's update: the repaint is inside the timing

    def undo() -> None:
        doc.undo_stack.undo()
        settle()

    add_cpu: list[float] = []

    def add() -> None:
        c0 = time.process_time()
        editor.add_entry("tactical_marine")
        settle()
        add_cpu.append((time.process_time() - c0) * 1000.0)

    paints.count = 0
    add_samples = time_ms(add, runs, setup=lambda: doc.undo_stack.count() and undo())
    assert paints.count >= runs, "every timed edit must repaint the tree"
    undo()
    target = next(m.uid for m in doc.force.models if m.entry == "tactical_marine" and m.group)

    def options() -> None:
        editor.set_options(target, [Selection("tactical_marine.gear.suspensors")])
        settle()

    opt_samples = time_ms(options, runs, setup=undo)
    undo()
    assert len(doc.force.models) == SIZE

    # The parts, each on the 200-model Force plus one model.
    bigger = fe.add_model(tl, doc.force, "tactical_marine").force
    validate = time_ms(lambda: editor.validator.validate_force(bigger), runs)
    report = editor.validator.validate_force(bigger)
    names = editor.builder.names(bigger)
    rows = time_ms(lambda: editor.builder.build(bigger, report, None, names), runs)
    sync: list[float] = []
    for _ in range(runs):
        new_root = editor.builder.build(bigger, report, None, names)
        t0 = time.perf_counter()
        editor.model.set_rows(new_root)
        sync.append((time.perf_counter() - t0) * 1000.0)
        editor.refresh()  # back to the document's Force
    results: list[Result] = [
        summarize(f"editor: add a model to {SIZE} models, to repaint", add_samples,
                  key="editor.edit"),
        summarize("  the same, CPU time (all threads)", add_cpu),
        summarize(f"editor: change options in {SIZE} models, to repaint", opt_samples,
                  key="editor.edit"),
        summarize("  part: validate_force", validate),
        summarize("  part: build rows", rows),
        summarize("  part: item model sync", sync),
    ]
    status = emit(results, args.json, f"force editor — {os.cpu_count()} cores, "
                  f"Python {platform.python_version()}")
    editor.close()
    return status


if __name__ == "__main__":
    sys.exit(main())
