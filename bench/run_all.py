"""Run every benchmark and print one table (and write JSON).

    python bench/run_all.py [--runs 7] [--json bench-results.json] [--only NAME ...]

Each script of ``SCRIPTS`` runs in its own process (so start-up and import costs are real)
with ``--runs`` and ``--json``; the rows are merged with the machine's core count and the
Python / Qt versions. A budget missed is marked MISSED; the exit code stays 0 unless a script
fails (benchmarks measure, they do not gate CI).

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

from bench.harness import Result, machine, table  # noqa: E402

# (name, script, extra arguments) in the order of docs/PERFORMANCE.md
SCRIPTS: list[tuple[str, str, list[str]]] = [
    ("startup", "bench/startup.py", ["--db", "{store}"]),
    ("validation", "bench/validation.py", []),
    ("force_editor", "bench/force_editor.py", []),
    ("step_dialogs", "bench/step_dialogs.py", []),
    ("sheets", "bench/sheets.py", []),
    ("bsdata_import", "bench/bsdata_import.py", []),
    ("memory", "bench/memory.py", ["--db", "{store}"]),
]
STORE = "{store}"


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
    args = p.parse_args()
    results: list[Result] = []
    failed: list[str] = []
    notes: list[str] = []
    started = time.perf_counter()
    store: Path | None = args.store
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
            extra = [str(store) if a == STORE else a for a in extra]
            out = Path(tmp) / f"{name}.json"
            print(f"running {name} …", file=sys.stderr, flush=True)
            proc = subprocess.run([sys.executable, str(ROOT / script), "--runs", str(args.runs),
                                   "--json", str(out), *extra], cwd=ROOT, capture_output=True,
                                  text=True)
            if proc.returncode != 0 or not out.exists():
                failed.append(name)
                print(proc.stdout[-2000:], proc.stderr[-4000:], file=sys.stderr)
                continue
            for row in json.loads(out.read_text())["results"]:
                results.append(Result(**row))
    info = machine()
    print(f"Force Sheet benchmarks — {info['cores']} cores, Python {info['python']}, "
          f"Qt {info.get('qt', '?')}, PySide6 {info.get('pyside6', '?')}")
    print(table(results))
    for note in notes:
        print(note)
    missed = [r.name for r in results if r.verdict == "MISSED"]
    print(f"{len(results)} results, {len(missed)} budgets missed, "
          f"{time.perf_counter() - started:.0f} s" + (f"; failed: {failed}" if failed else ""))
    args.json.write_text(json.dumps({"machine": info, "date": time.strftime("%Y-%m-%d"),
                                     "results": [r.__dict__ for r in results],
                                     "notes": notes, "failed": failed}, indent=2))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
