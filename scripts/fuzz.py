"""The long fuzzing run: every input format through its real import path, cases in forked
children under a 2 s / 200 MB budget, two at a time.

    .venv/bin/python scripts/fuzz.py [--cases N] [--format F ...] [--seed S] [--out DIR]
                                     [--jobs J] [--no-hostile] [--start I]
    .venv/bin/python scripts/fuzz.py --replay FILE...     # run saved reproducers here, loudly
    .venv/bin/python scripts/fuzz.py --list               # the formats and hostile files

Default: 2,000 mutations per format (plus its hand-made hostile files), seed 14, findings in
``/tmp/fuzz-findings/<format>/<sha1><suffix>`` with a ``.txt`` beside each. Prints one table
row per format and the distinct crash signatures, writes ``<out>/summary.json``, and exits 1
when any case crashed, hung, went over memory, or a hostile file was accepted. See
``docs/fuzzing.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the whole run works in a scratch data folder: the user's is never touched
os.environ["FORCESHEET_DATA_DIR"] = tempfile.mkdtemp(prefix="forcesheet-fuzz-data-")
os.environ.pop("FORCESHEET_DB", None)

from tests.fuzz.formats import FORMATS, prepare  # noqa: E402
from tests.fuzz.hostile import HOSTILE  # noqa: E402
from tests.fuzz.runner import Budget, Result, cases, describe, replay, run  # noqa: E402

COLUMNS = ("format", "cases", "ok", "refused", "crash", "hang", "memory", "accepted",
           "worst cpu s", "worst wall s", "worst MB")


class Table:
    def __init__(self) -> None:
        self.rows: dict[str, Counter[str]] = {}
        self.worst: dict[str, dict[str, float]] = {}
        self.signatures: dict[str, Counter[str]] = {}
        self.examples: dict[tuple[str, str], str] = {}

    def add(self, r: Result) -> None:
        row = self.rows.setdefault(r.format, Counter())
        row["cases"] += 1
        row[r.verdict] += 1
        w = self.worst.setdefault(r.format, {"cpu": 0.0, "wall": 0.0, "mb": 0.0})
        w["cpu"] = max(w["cpu"], r.cpu)
        w["wall"] = max(w["wall"], r.wall)
        w["mb"] = max(w["mb"], r.mem_mb)
        if r.failed:
            sig = r.signature if r.signature.startswith(r.verdict) else \
                f"{r.verdict}: {r.signature}"
            self.signatures.setdefault(r.format, Counter())[sig] += 1
            key = (r.format, sig)
            if r.saved and key not in self.examples:
                self.examples[key] = r.saved

    def failures(self) -> int:
        return sum(row[v] for row in self.rows.values()
                   for v in ("crash", "hang", "memory", "accepted"))

    def render(self) -> str:
        cells = [COLUMNS]
        for fmt, row in self.rows.items():
            w = self.worst[fmt]
            cells.append((fmt, str(row["cases"]), str(row["ok"]), str(row["refused"]),
                          str(row["crash"]), str(row["hang"]), str(row["memory"]),
                          str(row["accepted"]), f"{w['cpu']:.2f}", f"{w['wall']:.2f}",
                          f"{w['mb']:.0f}"))
        widths = [max(len(c[i]) for c in cells) for i in range(len(COLUMNS))]
        lines = ["| " + " | ".join(c[i].ljust(widths[i]) for i in range(len(c))) + " |"
                 for c in cells]
        lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
        return "\n".join(lines)

    def render_signatures(self) -> str:
        out = []
        for fmt, sigs in self.signatures.items():
            out.append(f"{fmt}:")
            for sig, n in sigs.most_common():
                example = self.examples.get((fmt, sig), "")
                out.append(f"  {n:5d}  {sig}" + (f"\n         e.g. {example}" if example else ""))
        return "\n".join(out)

    def as_json(self) -> dict[str, object]:
        return {fmt: {**dict(row), "worst_cpu_s": round(self.worst[fmt]["cpu"], 3),
                      "worst_wall_s": round(self.worst[fmt]["wall"], 3),
                      "worst_mb": round(self.worst[fmt]["mb"], 1),
                      "signatures": dict(self.signatures.get(fmt, Counter()))}
                for fmt, row in self.rows.items()}


def main(argv: list[str] | None = None) -> int:
    data = os.environ["FORCESHEET_DATA_DIR"]
    try:
        return _main(argv)
    finally:
        shutil.rmtree(data, ignore_errors=True)


def _main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cases", type=int, default=2000, help="mutations per format (2000)")
    p.add_argument("--format", nargs="+", choices=sorted(FORMATS), default=None,
                   help="the formats to fuzz (all)")
    p.add_argument("--seed", default="14", help="the run seed (14)")
    p.add_argument("--start", type=int, default=0, help="first mutation number (0)")
    p.add_argument("--out", type=Path, default=Path("/tmp/fuzz-findings"),
                   help="where findings are saved (/tmp/fuzz-findings)")
    p.add_argument("--jobs", type=int, default=2, help="cases run at once (2)")
    p.add_argument("--no-hostile", action="store_true", help="skip the hand-made hostile files")
    p.add_argument("--cpu", type=float, default=2.0, help="CPU seconds per case (2)")
    p.add_argument("--mb", type=float, default=200.0, help="MB per case (200)")
    p.add_argument("--replay", nargs="+", type=Path, metavar="FILE",
                   help="run saved reproducers in this process and print what happens")
    p.add_argument("--list", action="store_true", help="list the formats and hostile files")
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    p.add_argument("--verbose", action="store_true", help="one line per case")
    p.add_argument("--keep", action="store_true",
                   help="keep the earlier findings of the formats run (default: replaced)")
    args = p.parse_args(argv)

    if args.list:
        for fmt in FORMATS.values():
            print(f"{fmt.name:10s} {fmt.ext:18s} {fmt.about}")
            for h in HOSTILE:
                if h.format == fmt.name:
                    print(f"    {h.name:36s} {h.expect:7s} {h.why}")
        return 0

    work = Path(tempfile.mkdtemp(prefix="forcesheet-fuzz-"))
    try:
        return _run(args, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _run(args: argparse.Namespace, work: Path) -> int:
    t0 = time.monotonic()
    ws = prepare(work)
    if not args.quiet:
        print(f"workspace {work} ready in {time.monotonic() - t0:.1f} s", file=sys.stderr)

    if args.replay:
        worst = 0
        for f in args.replay:
            r = replay(f, ws, args.format[0] if args.format else None)
            print(describe(r))
            worst = max(worst, 1 if r.failed else 0)
        return worst

    budget = Budget(cpu=args.cpu, mb=args.mb)
    table = Table()
    formats = args.format or list(FORMATS)
    args.out.mkdir(parents=True, exist_ok=True)
    for fmt in formats:
        if not args.keep and (args.out / fmt).is_dir():  # the folder shows the latest run
            shutil.rmtree(args.out / fmt)
        started = time.monotonic()
        done = 0

        def progress(case: object, r: Result, fmt: str = fmt, started: float = started) -> None:
            nonlocal done
            done += 1
            table.add(r)
            if args.verbose:
                print(f"  {r.format} {r.id}: {r.verdict} cpu {r.cpu:.2f} s wall {r.wall:.2f} s "
                      f"+{r.mem_mb:.0f} MB {r.size} bytes {r.signature}", file=sys.stderr,
                      flush=True)
            elif r.failed and not args.quiet:
                print(f"  {r.format} {r.id}: {r.signature}"
                      + (f" -> {r.saved}" if r.saved else ""), file=sys.stderr, flush=True)
            if not args.quiet and done % 250 == 0:
                print(f"  {fmt}: {done} cases, {time.monotonic() - started:.0f} s",
                      file=sys.stderr, flush=True)

        run(cases(fmt, ws, args.cases, args.seed, not args.no_hostile, args.start), ws,
            jobs=args.jobs, budget=budget, findings=args.out, on_result=progress)
        if not args.quiet:
            print(f"{fmt}: done in {time.monotonic() - started:.0f} s", file=sys.stderr)
        (args.out / "summary.json").write_text(json.dumps(
            {"seed": args.seed, "cases_per_format": args.cases, "formats": table.as_json()},
            indent=1))

    print(table.render())
    if table.signatures:
        print("\nfindings (count, verdict: signature):")
        print(table.render_signatures())
    print(f"\n{table.failures()} failing cases; findings in {args.out}; "
          f"{time.monotonic() - t0:.0f} s in all")
    return 1 if table.failures() else 0


if __name__ == "__main__":
    sys.exit(main())
