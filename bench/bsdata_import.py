"""Benchmark: importing the 19 shared BattleScribe catalogues, and loading one from the cache.

    python bench/bsdata_import.py [--runs 5] [--json out.json] [--data ../shared/bsdata-hor7]

* "import all": ``CatalogueLibrary.import_files`` of the .gst and the 19 .cat into an empty
  library (read safely, convert, write the cache and report of each), per run a fresh folder
  (budget ``catalogue.import_all`` of docs/PERFORMANCE.md: the script exits 1 past it);
* "convert all": the same conversion without writing anything;
* "load <list>": a fresh ``CatalogueLibrary`` (no in-memory cache) loading one already
  imported Team List from its parsed cache, as the app does at start (budget
  ``catalogue.load`` of docs/PERFORMANCE.md); for the largest list (Rogue Traders) and for
  Space Marines.

Medians over ``--runs`` runs (at least 5).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.model.catalogues import CatalogueLibrary  # noqa: E402
from app.rules.bsdata import import_catalogue, read_document  # noqa: E402
from bench.harness import Result, emit, summarize, time_ms  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "bsdata-hor7"


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
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return emit(results, args.json, "BattleScribe import (bench/bsdata_import.py)")


if __name__ == "__main__":
    raise SystemExit(main())
