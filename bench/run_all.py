"""Run every benchmark and print one table (and write JSON).

    python bench/run_all.py [--runs 7] [--json bench-results.json] [--only NAME ...]

Each script of ``SCRIPTS`` runs in its own process (so start-up and import costs are real)
with ``--runs`` and ``--json``; the rows are merged with the machine's core count and the
Python / Qt versions. A budget missed is marked MISSED; the exit code stays 0 unless a script
fails (benchmarks measure, they do not gate CI).
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
    ("validation", "bench/validation.py", []),
]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--json", type=Path, default=ROOT / "bench-results.json")
    p.add_argument("--only", nargs="*", default=None, metavar="NAME")
    args = p.parse_args()
    results: list[Result] = []
    failed: list[str] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for name, script, extra in SCRIPTS:
            if args.only and name not in args.only:
                continue
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
    missed = [r.name for r in results if r.verdict == "MISSED"]
    print(f"{len(results)} results, {len(missed)} budgets missed, "
          f"{time.perf_counter() - started:.0f} s" + (f"; failed: {failed}" if failed else ""))
    args.json.write_text(json.dumps({"machine": info, "date": time.strftime("%Y-%m-%d"),
                                     "results": [r.__dict__ for r in results],
                                     "failed": failed}, indent=2))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
