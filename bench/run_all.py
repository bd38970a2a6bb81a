"""Run every benchmark and print one table (and write JSON).

    python bench/run_all.py [--runs 7] [--json bench-results.json] [--only NAME ...]

Each script of ``SCRIPTS`` runs in its own process (so start-up and import costs are real)
with ``--runs`` and ``--json``; the rows are merged with the machine's core count and the
Python / Qt versions. A budget missed is marked MISSED and the exit status is 1 (also when a
script fails): the budgets are the table of docs/PERFORMANCE.md, read by every script.
``--write-doc`` writes the results table of docs/PERFORMANCE.md (between ``<!-- results -->``
and ``<!-- /results -->``) with the date, the commit and the machine.

The large store (``bench/store_generate.py``: 20 campaigns x 8 players x 40 games and a
1,000-model Force, about two minutes) is generated once, when a script needs it (``{store}`` in
its arguments), or taken from ``--store PATH``. The generator's own numbers are shown under the
table (merged into it when it writes result rows).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.harness import (  # noqa: E402
    PERFORMANCE_MD,
    Result,
    commit,
    machine,
    missed,
    number,
    speed_probe,
    summarize,
    table,
)

# (name, script, extra arguments) in the order of docs/PERFORMANCE.md
SCRIPTS: list[tuple[str, str, list[str]]] = [
    ("startup", "bench/startup.py", ["--db", "{store}"]),
    ("validation", "bench/validation.py", []),
    ("force_editor", "bench/force_editor.py", []),
    ("step_dialogs", "bench/step_dialogs.py", []),
    ("sheets", "bench/sheets.py", ["--store", "{store}"]),
    ("bsdata_import", "bench/bsdata_import.py", []),
    ("memory", "bench/memory.py", ["--db", "{store}"]),
    ("main_window", "bench/main_window.py", ["--db", "{long}", "--huge-db", "{store}"]),
    ("history_growth", "bench/history_growth.py", ["--db", "{long}"]),
    ("menu_actions", "bench/menu_actions.py", ["--db", "{long}"]),
]
STORE = "{store}"
LONG = "{long}"  # one campaign each of 10, 100 and 1,000 games (bench/main_window.py)


def generate_long(folder: Path) -> Path:
    db = folder / "long.sqlite"
    print("generating campaigns of 10, 100 and 1,000 games (bench/store_generate.py "
          "--lengths) …", file=sys.stderr, flush=True)
    subprocess.run([sys.executable, str(ROOT / "bench" / "store_generate.py"), "--out", str(db),
                    "--lengths", "10,100,1000"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    return db


def generate_store(folder: Path, notes: list[str], results: list[Result]) -> Path:
    """The large store, made once per run with ``bench/store_generate.py``."""
    db = folder / "store.sqlite"
    out = folder / "store_generate.json"
    print("generating the large store (bench/store_generate.py) …", file=sys.stderr, flush=True)
    subprocess.run([sys.executable, str(ROOT / "bench" / "store_generate.py"), "--out", str(db),
                    "--json", str(out)], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    if out.exists():
        found = json.loads(out.read_text()).get("results")
        if isinstance(found, list):  # result rows (bench/harness.py)
            results += [Result(**row) for row in found]
        elif isinstance(found, dict):
            notes.append("store_generate: " + ", ".join(f"{k} {v}" for k, v in found.items()))
    return db


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--json", type=Path, default=ROOT / "bench-results.json")
    p.add_argument("--only", nargs="*", default=None, metavar="NAME")
    p.add_argument("--store", type=Path, help="the large store (default: generate it)")
    p.add_argument("--long-store", type=Path,
                   help="the store of long campaigns (default: generate it, many minutes)")
    p.add_argument("--write-doc", action="store_true",
                   help="write the results table of docs/PERFORMANCE.md")
    args = p.parse_args()
    results: list[Result] = []
    failed: list[str] = []
    notes: list[str] = []
    probes: list[float] = []  # bench.harness.speed_probe, before each script and at the end
    started = time.perf_counter()
    store: Path | None = args.store
    long_store: Path | None = args.long_store
    with tempfile.TemporaryDirectory() as tmp:
        for name, script, extra in SCRIPTS:
            if args.only and name not in args.only:
                continue
            if STORE in extra and store is None:
                try:
                    store = generate_store(Path(tmp), notes, results)
                except subprocess.CalledProcessError:
                    failed.append("store_generate")
                    store = Path(tmp) / "no-store"
            if STORE in extra and not store.exists():  # type: ignore[union-attr]
                failed.append(name)
                continue
            if LONG in extra and long_store is None:
                try:
                    long_store = generate_long(Path(tmp))
                except subprocess.CalledProcessError:
                    failed.append("store_generate --lengths")
                    continue
            extra = [str(store) if a == STORE else str(long_store) if a == LONG else a
                     for a in extra]
            out = Path(tmp) / f"{name}.json"
            probes.append(speed_probe())
            print(f"running {name} …", file=sys.stderr, flush=True)
            proc = subprocess.run([sys.executable, str(ROOT / script), "--runs", str(args.runs),
                                   "--json", str(out), *extra], cwd=ROOT, capture_output=True,
                                  text=True)
            if not out.exists() or proc.returncode not in (0, 1):  # 1: a budget missed
                failed.append(name)
                print(proc.stdout[-2000:], proc.stderr[-4000:], file=sys.stderr)
                continue
            for row in json.loads(out.read_text())["results"]:
                results.append(Result(**row))
    probes.append(speed_probe())
    results.append(summarize("machine speed probe: a fixed piece of pure Python, before each "
                             "script and at the end", probes))
    info = machine()
    print(f"Force Sheet benchmarks — {info['cores']} cores, Python {info['python']}, "
          f"Qt {info.get('qt', '?')}, PySide6 {info.get('pyside6', '?')}")
    print(table(results))
    for note in notes:
        print(note)
    late = missed(results)
    for r in late:
        print(f"MISSED: {r.name}: {number(r, r.median)} {r.unit} > {r.budget:g} {r.unit}")
    elapsed = time.perf_counter() - started
    print(f"{len(results)} results, {len(late)} budgets missed, {elapsed:.0f} s"
          + (f"; failed: {failed}" if failed else ""))
    info["commit"] = commit()
    args.json.write_text(json.dumps({"machine": info, "date": time.strftime("%Y-%m-%d"),
                                     "results": [r.__dict__ for r in results],
                                     "notes": notes, "failed": failed}, indent=2))
    if args.write_doc:
        write_doc(results, info, args.runs, len(late), failed, elapsed)
    return 1 if failed or late else 0


RESULTS_BEGIN = "<!-- results -->"
RESULTS_END = "<!-- /results -->"


def markdown(results: list[Result]) -> str:
    lines = ["| benchmark | median | min – max | budget | |", "|---|---:|---:|---:|---|"]
    for r in results:
        limit = "—" if r.budget is None else f"≤ {r.budget:g} {r.unit}"
        lines.append(f"| {r.name} | {number(r, r.median)} {r.unit} | {number(r, r.min)} – "
                     f"{number(r, r.max)} | "
                     f"{limit} | {'' if r.verdict == '—' else r.verdict} |")
    return "\n".join(lines)


def write_doc(results: list[Result], info: dict[str, str], runs: int, n_missed: int,
              failed: list[str], elapsed: float) -> None:
    """Replace the results table of docs/PERFORMANCE.md with this run's."""
    text = PERFORMANCE_MD.read_text(encoding="utf-8")
    if RESULTS_BEGIN not in text or RESULTS_END not in text:
        print(f"no {RESULTS_BEGIN} … {RESULTS_END} in {PERFORMANCE_MD}: not written",
              file=sys.stderr)
        return
    head = (f"{time.strftime('%Y-%m-%d')}, commit {info.get('commit', '?')}, "
            f"{info['cores']} cores, load {info.get('load', '?')} at the end, "
            f"{info['platform']}, Python {info['python']}, Qt {info.get('qt', '?')}: "
            f"`python bench/run_all.py --runs {runs}`, {len(results)} results, "
            f"**{n_missed} budgets missed**, {elapsed:.0f} s"
            + (f", scripts failed: {', '.join(failed)}" if failed else "") + ".")
    before = text[:text.index(RESULTS_BEGIN) + len(RESULTS_BEGIN)]
    after = text[text.index(RESULTS_END):]
    PERFORMANCE_MD.write_text(f"{before}\n{head}\n\n{markdown(results)}\n{after}",
                              encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
