"""Benchmark: importing the 19 shared BattleScribe catalogues, and loading one from the cache.

    python bench/bsdata_import.py [--runs 5] [--json out.json] [--data ../shared/bsdata-hor7]

* "import all": ``CatalogueLibrary.import_files`` of the .gst and the 19 .cat into an empty
  library (read safely, convert, write the cache and report of each), per run a fresh folder
  (budget ``catalogue.import_all`` of docs/PERFORMANCE.md: the script exits 1 past it);
* "convert all": the same conversion without writing anything;
* "load <list>": a fresh ``CatalogueLibrary`` (no in-memory cache) loading one already
  imported Team List from its parsed cache, as the app does at start (budget
  ``catalogue.load`` of docs/PERFORMANCE.md); for the largest list (Rogue Traders) and for
  Space Marines;
* the growth of the import with the catalogue's size (budget ``growth.k``: time ∝ size^k, k at
  most 1.1), the size of a catalogue being its number of XML elements (what the reader parses
  and the converter walks; bytes follow it closely):

  - "convert, fit": per run, each of the 19 catalogues read and converted
    (``import_catalogue``), and k the slope of the least-squares line of log time against log
    elements over the 19 (the catalogues differ in more than size — links, nesting — so one
    catalogue is no outlier of the fit);
  - "convert, smallest → largest": k between the smallest and the largest catalogue's times
    (``bench.harness.growth``), per run;
  - "import, smallest → largest": the same for ``CatalogueLibrary.import_files`` of the one
    catalogue (read, convert, write the cache and report) into a library holding the game
    system already.

Medians over ``--runs`` runs (at least 5).
"""

from __future__ import annotations

import argparse
import math
import shutil
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.model.catalogues import CatalogueLibrary  # noqa: E402
from app.rules.bsdata import import_catalogue, read_document  # noqa: E402
from bench.harness import Result, emit, growth, summarize, time_ms  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "bsdata-hor7"


def elements(path: Path) -> int:
    """The number of XML elements of a catalogue (its size, for the growth rows)."""
    return sum(1 for _ in ET.iterparse(path))


def slope(xs: list[float], ys: list[float]) -> float:
    """The least-squares slope of ys against xs."""
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return (sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
            / sum((x - mx) ** 2 for x in xs))


def growth_rows(files: list[Path], cats: list[Path], runs: int, work: Path) -> list[Result]:
    """The growth exponents of conversion and import against the catalogues' sizes."""
    sizes = {c: elements(c) for c in cats}
    small = min(cats, key=lambda c: sizes[c])
    large = max(cats, key=lambda c: sizes[c])
    gst = read_document(files[0])
    import_catalogue(small, gst)  # warm: the first conversion's one-off costs are not size
    times: dict[Path, list[float]] = {c: [] for c in cats}
    for _ in range(runs):
        for c in cats:  # the catalogues take turns: a busy moment slows one run of each
            t0 = time.perf_counter()
            import_catalogue(c, gst)
            times[c].append((time.perf_counter() - t0) * 1000)
    logs = [math.log(sizes[c]) for c in cats]
    fit = [slope(logs, [math.log(times[c][i]) for c in cats]) for i in range(runs)]
    ends = [growth((sizes[small], sizes[large]), (times[small][i], times[large][i]))
            for i in range(runs)]
    span = f"{sizes[small]:,} → {sizes[large]:,} XML elements"
    gsts = [f for f in files if f.suffix == ".gst"]
    folders = iter(range(10_000))
    imported: dict[Path, list[float]] = {small: [], large: []}
    for _ in range(runs):
        for c in (small, large):
            lib = CatalogueLibrary(work / f"growth{next(folders)}")
            assert lib.import_files(gsts).ok
            t0 = time.perf_counter()
            res = lib.import_files([c])
            imported[c].append((time.perf_counter() - t0) * 1000)
            assert res.ok and len(res.imported) == 1, res.problems
    ends_import = [growth((sizes[small], sizes[large]), (imported[small][i], imported[large][i]))
                   for i in range(runs)]
    return [
        summarize(f"convert growth k, log-log fit over the {len(cats)} catalogues", fit,
                  unit="k", key="growth.k",
                  note=f"time ∝ elements^k, {span}; per run"),
        summarize(f"convert growth k, smallest → largest ({small.stem} → {large.stem})", ends,
                  unit="k", key="growth.k", note=f"{span}; per run"),
        summarize("import growth k (read, convert, write), smallest → largest",
                  ends_import, unit="k", key="growth.k",
                  note=f"{span}; the game system imported before; per run"),
    ]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--json", type=Path, default=None)
    p.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = p.parse_args()
    runs = max(5, args.runs)
    files = sorted(args.data.glob("*.gst")) + sorted(args.data.glob("*.cat"))
    if len(files) < 2:
        print(f"no BattleScribe data in {args.data}", file=sys.stderr)
        return 2
    cats = [f for f in files if f.suffix == ".cat"]
    results: list[Result] = []
    work = Path(tempfile.mkdtemp(prefix="bsdata-bench-"))
    try:
        folders = iter(range(10_000))

        def import_all() -> None:
            lib = CatalogueLibrary(work / f"lib{next(folders)}")
            res = lib.import_files(files)
            assert res.ok and len(res.imported) == len(cats), res.problems

        results.append(
            summarize(
                f"import all {len(cats)} catalogues (read, convert, write)",
                time_ms(import_all, runs),
                note="into an empty library",
                # the budget holds for the 19 shared HoR catalogues (issue 15 point 5)
                key="catalogue.import_all" if args.data == DEFAULT_DATA else "",
            )
        )

        def convert_all() -> None:
            gst = read_document(files[0])
            for c in cats:
                import_catalogue(c, gst)

        results.append(
            summarize(f"convert all {len(cats)} (no writing)", time_ms(convert_all, runs))
        )
        lib = CatalogueLibrary(work / "loaded")
        lib.import_files(files)
        for tl_id in ("bs_rogue_traders", "bs_space_marines_hor"):
            name = lib.load(tl_id).name

            def load(tl_id: str = tl_id) -> None:
                CatalogueLibrary(lib.root).load(tl_id)

            results.append(
                summarize(f"load {name} from the cache", time_ms(load, runs),
                          key="catalogue.load",
                          note="fresh library, no in-memory cache")
            )  # fmt: skip
        results += growth_rows(files, cats, runs, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return emit(results, args.json, "BattleScribe import (bench/bsdata_import.py)")


if __name__ == "__main__":
    raise SystemExit(main())
