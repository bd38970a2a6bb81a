"""Benchmark: live validation after one change, for Forces of 10, 100 and 1,000 models.

    python bench/validation.py [--runs 15] [--json out.json] [--data ../shared/bsdata-hor7]

Builds realistic Forces (mixed entries and options), keeps one Validator (as the Force editor
does), changes one model, and times validate_force. Reports the median, min and max over the
runs, and the growth from 100 to 1,000 models (budget: 100 models < 5 ms, 1,000 < 50 ms,
growing no faster than linearly): the ratio of the times, and the exponent k of
time ∝ models^k (``growth.k``).

Two kinds of Team List are measured:

* the shipped YAML list (``--teamlist``, Space Marines by default);
* Team Lists imported from BattleScribe (``--data``, the shared ``bsdata-hor7`` catalogues):
  Space Marines and the largest catalogue (Rogue Traders, 2,000 entries). Their models are
  added as BattleScribe (and the Force editor) adds them, with every mandatory child and group
  default (``default_selections``), plus the Force-wide choice (Chapter Tactics...) when the
  list has one. Skipped, with a note, when the folder is absent.
"""

from __future__ import annotations

import argparse
import copy
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.format.loader import load_teamlist
from app.rules.teamlist import Entry, EntryKind, Section, TeamList
from app.rules.validation import Validator
from bench.harness import Result, emit, growth, limit_of, summarize

ROOT = Path(__file__).resolve().parents[1]
BUDGET_KEYS = {100: "validation.100", 1000: "validation.1000"}
DEFAULT_DATA = ROOT.parent / "shared" / "bsdata-hor7"
IMPORTED = ("HoRKT-Space_Marines.cat", "HoRKT-Rogue_Traders.cat")
SIZES = (10, 100, 1000)

Defaults = Callable[[Entry], tuple[Selection, ...]]


def _no_defaults(entry: Entry) -> tuple[Selection, ...]:
    return ()


def build_force(tl: TeamList, n: int, seed: int = 1, defaults: Defaults = _no_defaults) -> Force:
    """``n`` models, 70 % Core, some options, half the Core in Groups of five.

    ``defaults`` gives the selections a new model starts with (an imported list's mandatory
    children and group defaults); an option picked at random brings its own defaults.
    """
    rnd = random.Random(seed)
    roots = [e for e in tl.entries if not e.squad_size and tl.section_of(e) != Section.TRANSPORT
             and tl.section_of(e) is not None]
    core = [e for e in roots if tl.section_of(e) == Section.CORE]
    models: list[ForceModel] = []
    groups: list[Group] = []
    # Force-wide choices (Chapter Tactics, Regiment...): root upgrades with no section.
    for e in tl.entries:
        if e.kind == EntryKind.UPGRADE and tl.section_of(e) is None and not e.hidden:
            models.append(ForceModel("choice", e.id, options=defaults(e)))
            break
    for i in range(n - len(models)):
        e = rnd.choice(core if rnd.random() < 0.7 else roots)
        opts: list[Selection] = list(defaults(e))
        for g in e.groups:
            offered = [x for x in g.entries if not x.hidden]
            if offered and rnd.random() < 0.3:
                pick = rnd.choice(offered)
                # A choice replaces the group's default, as in the Force editor.
                ids = {x.id for x in g.entries}
                opts = [s for s in opts if s.entry not in ids]
                opts.append(Selection(pick.id, 1, defaults(pick)))
        gid = None
        if tl.section_of(e) == Section.CORE and rnd.random() < 0.5:
            gid = f"g{i // 5}-{e.id}"
            if not any(g.id == gid for g in groups):
                groups.append(Group(gid, e.id))
        models.append(ForceModel(f"m{i}", e.id, options=tuple(opts), group=gid))
    return Force(tl.id, tuple(models), tuple(groups))


def one_edit(force: Force, tl: TeamList, k: int, defaults: Defaults = _no_defaults) -> Force:
    """Change model k's options: the kind of edit the Force editor makes."""
    m = force.models[k % len(force.models)]
    e = tl.entry(m.entry)
    opts = list(m.options)
    choices = [x for g in e.groups for x in g.entries]
    if opts:
        opts.pop()
    elif choices:
        c = choices[k % len(choices)]
        opts.append(Selection(c.id, 1, defaults(c)))
    models = list(force.models)
    models[k % len(models)] = replace(m, options=tuple(opts))
    return replace(force, models=tuple(models))


def bench(tl: TeamList, sizes: tuple[int, ...], runs: int, defaults: Defaults = _no_defaults,
          reread: bool = False) -> dict[int, list[float]]:
    """Times of ``validate_force`` after one edit, per Force size.

    One Validator per Force, validated once before (as the editor has). The sizes take turns
    in every run, so a busy machine slows them alike and their ratio stays meaningful.
    ``reread``: the Force is read again after the edit (as the store does: equal models, new
    objects), so the Validator cannot tell unchanged models by identity.
    """
    forces = {n: build_force(tl, n, defaults=defaults) for n in sizes}
    validators = {n: Validator(tl) for n in sizes}
    for n in sizes:
        validators[n].validate_force(forces[n])
    times: dict[int, list[float]] = {n: [] for n in sizes}
    for k in range(runs):
        for n in sizes:
            force = forces[n] = one_edit(forces[n], tl, k * 7 + 3, defaults)
            if reread:
                force = copy.deepcopy(force)
            t0 = time.perf_counter()
            validators[n].validate_force(force)
            times[n].append((time.perf_counter() - t0) * 1000)
    return times


def cold(tl: TeamList, n: int, runs: int, defaults: Defaults = _no_defaults) -> list[float]:
    """A new Validator for each validation (nothing kept)."""
    force = build_force(tl, n, defaults=defaults)
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        Validator(tl).validate_force(force)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def rows_for(tl: TeamList, runs: int, suffix: str = "",
             defaults: Defaults = _no_defaults) -> list[Result]:
    times = bench(tl, SIZES, runs, defaults)
    results: list[Result] = []
    for n in SIZES:
        results.append(summarize(f"validation after one edit, {n:,} models{suffix}", times[n],
                                 key=BUDGET_KEYS.get(n, "")))
    results.append(summarize(f"validation from cold, 1,000 models{suffix}",
                             cold(tl, 1000, max(3, runs // 2), defaults)))
    ratios = [b / a for a, b in zip(times[100], times[1000], strict=True)]
    results.append(summarize(f"validation growth 100 → 1,000 models{suffix}", ratios, unit="×",
                             key="validation.growth", note="per run; linear would be ×10"))
    exponents = [growth((100, 1000), (a, b)) for a, b in zip(times[100], times[1000], strict=True)]
    results.append(summarize(f"validation growth exponent k, 100 → 1,000 models{suffix}",
                             exponents, unit="k", key="growth.k",
                             note="time ∝ models^k, per run; linear would be 1"))
    reread = bench(tl, (1000,), runs, defaults, reread=True)[1000]
    results.append(summarize(f"validation after one edit, 1,000 models read again{suffix}",
                             reread, budget=limit_of(BUDGET_KEYS[1000]),
                             note="equal models, new objects (as from the store)"))
    return results


def imported_rows(data: Path, runs: int) -> list[Result]:
    if not (data.is_dir() and any(data.glob("*.gst"))):
        print(f"note: no BattleScribe data in {data}: imported-list rows skipped", file=sys.stderr)
        return []
    from app.rules.bsdata import import_catalogue, read_document
    from app.rules.bsdata.defaults import default_selections

    gst = read_document(next(data.glob("*.gst")))
    results: list[Result] = []
    for file in IMPORTED:
        if not (data / file).is_file():
            print(f"note: {file} not in {data}: skipped", file=sys.stderr)
            continue
        tl = import_catalogue(data / file, gst).team_list
        results += rows_for(tl, runs, f" (imported {tl.name})", default_selections)
    return results


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=15)
    p.add_argument("--teamlist", type=Path,
                   default=ROOT / "resources" / "teamlists" / "space_marines.yaml")
    p.add_argument("--data", type=Path, default=DEFAULT_DATA,
                   help="BattleScribe catalogues for the imported-list rows")
    p.add_argument("--json", type=Path)
    args = p.parse_args()
    runs = max(5, args.runs)
    tl = load_teamlist(args.teamlist)
    results = rows_for(tl, runs)
    results += imported_rows(args.data, runs)
    return emit(results, args.json, f"validation — {tl.name} and imported lists — "
                f"{os.cpu_count()} cores, Python {platform.python_version()}")


if __name__ == "__main__":
    sys.exit(main())
