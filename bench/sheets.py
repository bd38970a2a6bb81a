"""Benchmark: printable sheets (PDF), each run in a fresh process.

    python bench/sheets.py [--runs 7] [--json out.json] [--store LARGE.sqlite]

* a 60-model Force Sheet: importing the sheet modules (and so reportlab), registering the
  DejaVu fonts, building the sheet's values (validation, names) and writing the PDF, timed in a
  fresh process after the app's own start (Qt, the Team List already loaded) — budget
  ``sheet.force60``.
  As in an installed app, the modules' bytecode and the parsed fonts are cached (by an untimed
  first run, in temporary folders);
* every Force Sheet of a campaign in one PDF, from the campaign store (the demo campaign: three
  players, two games played), from opening the store to the written file — budget
  ``sheet.campaign`` (what "Print all Force Sheets" prints: the Force Sheets and the campaign's
  progress page); with ``--store``, the same for the large store's longest campaign (8
  players, 40 games);
* eight 60-model Force Sheets in one PDF (a large campaign) — ``sheet.campaign`` too;
* how the PDF grows (:func:`scaling`, all in one fresh process after an untimed warm-up, the
  variants interleaved in every round): Force Sheets of 60, 600 and 3,000 models (the sheet's
  values built and the PDF written), and a *plain* reportlab table of the very same strings as
  the 600-model sheet (:func:`plain_pdf`: ``SimpleDocTemplate``, the same page and fonts, one
  simple ``TableStyle``). The 600-model sheet over the plain table, per round — budget
  ``sheet.vs_plain``; the exponents k of time ∝ models^k, 60 → 600 and 600 → 3,000, per
  round — budget ``growth.k``.

Budgets: the table of docs/PERFORMANCE.md.

Reports the median, min and max over the runs, and the parts of the first benchmark.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.harness import Result, emit, growth, summarize  # noqa: E402

if TYPE_CHECKING:
    from app.sheets.data import ForceSheet

SIZES = (60, 600, 3000)  # models of the Force Sheets of the growth benchmark
PLAIN_SIZE = 600  # the sheet compared with a plain reportlab table of its strings


def child(kind: str, out: Path, db: Path | None) -> dict[str, float]:
    """One timed run (in this fresh process); returns milliseconds."""
    from PySide6.QtCore import QCoreApplication

    # What the app has loaded long before anyone prints: Qt, the rules engine (validation,
    # campaign rules, their words), the Team Lists.
    import app.i18n.messages
    import app.i18n.terms
    import app.rules.campaign
    import app.rules.validation  # noqa: F401
    from app.rules.library import builtin_teamlists

    QCoreApplication.instance() or QCoreApplication([])
    builtin_teamlists()
    times: dict[str, float] = {}
    t0 = time.perf_counter()
    c0 = time.process_time()
    if kind == "force60":
        from app.sheets.data import force_sheet_data
        from app.sheets.samples import big_force

        t1 = time.perf_counter()
        c1 = time.process_time()
        tl, force = big_force(60)  # the Force to print is app state: not timed
        t0 += time.perf_counter() - t1
        c0 += time.process_time() - c1
        t1 = time.perf_counter()
        from app.sheets.render import register_fonts, render

        t2 = time.perf_counter()
        register_fonts()
        t3 = time.perf_counter()
        sheet = force_sheet_data(tl, force, language="fr", player="Bench")
        t4 = time.perf_counter()
        render(sheet, out)
        t5 = time.perf_counter()
        times = {"import_sheets": (t1 - t0) * 1000, "import_reportlab": (t2 - t1) * 1000,
                 "fonts": (t3 - t2) * 1000, "data": (t4 - t3) * 1000,
                 "render": (t5 - t4) * 1000}
    elif kind == "campaign":
        from app.sheets import from_store
        from app.sheets.render import render

        assert db is not None
        with from_store.open_store(db) as store:
            # the demo's one campaign; in the large store, the one of the most games
            cid = max(store.campaigns(), key=lambda c: (c.games, c.players, c.id)).id
            sheets = from_store.campaign_pdf(store, cid, language="ru")  # + the progress page
        render(sheets, out)
    elif kind == "campaign8x60":
        from app.sheets.data import force_sheet_data
        from app.sheets.render import render
        from app.sheets.samples import big_force

        tl, force = big_force(60)
        sheets = [force_sheet_data(tl, force, language="en", player=f"Player {i}")
                  for i in range(8)]
        render(sheets, out)
    times["total"] = (time.perf_counter() - t0) * 1000
    times["cpu"] = (time.process_time() - c0) * 1000  # less sensitive to a busy machine
    return times


def plain_pdf(sheet: ForceSheet, out: Path, *, paragraphs: bool = False) -> None:
    """The strings of ``sheet`` (its header, models and Groups tables: every cell string the
    Force Sheet draws there) as plain reportlab platypus: a ``SimpleDocTemplate`` of the same
    page size and margins, stock ``Table`` s with one simple ``TableStyle`` (the same DejaVu
    fonts) and the header row repeated, no markup, no caches.

    A long cell is a string broken to its column's width by reportlab's ``simpleSplit`` (the
    plain way to wrap a string in a table), or with ``paragraphs`` a stock ``Paragraph``."""
    from xml.sax.saxutils import escape

    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.lib.utils import simpleSplit
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    from app.sheets.data import MODEL_STATS
    from app.sheets.language import sheet_language
    from app.sheets.render import FONT, FONT_BOLD, LABELS, register_fonts

    register_fonts()
    lang = sheet_language(sheet.header.language)
    size, pad = 7.5, 6  # the type, and a cell's padding (reportlab's 6 pt)

    def t(key: str) -> str:
        return lang.sheet(LABELS[key])

    cell = ParagraphStyle("plain", fontName=FONT, fontSize=size, leading=9)

    def text(width: float, *lines: str, font: str = FONT) -> Any:
        if paragraphs:
            return Paragraph("<br/>".join(escape(x) for x in lines if x), cell)
        return "\n".join(part for x in lines if x
                         for part in simpleSplit(x, font, size, width - pad))

    def head(width: float, key: str) -> Any:
        return text(width, t(key), font=FONT_BOLD)

    def labelled(key: str, values: Sequence[str]) -> str:
        return f"{t(key)} {', '.join(values)}" if values else ""

    style = TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT), ("FONTSIZE", (0, 0), (-1, -1), size),
                        ("LEADING", (0, 0), (-1, -1), 9),
                        ("FONTNAME", (0, 0), (-1, 0), FONT_BOLD),
                        ("GRID", (0, 0), (-1, -1), 0.4, colors.black),
                        ("VALIGN", (0, 0), (-1, -1), "TOP")])
    doc = SimpleDocTemplate(str(out), pagesize=A4, leftMargin=12 * mm, rightMargin=12 * mm,
                            topMargin=12 * mm, bottomMargin=16 * mm)
    h = sheet.header
    pairs = [[t("player"), h.player, t("force"), h.force_name],
             [t("team_list"), f"{h.team_list} {h.team_list_version}", t("base"), h.base_name],
             [t("points"), lang.number(sheet.total_points), "", ""]]
    story: list[Any] = [Table(pairs, colWidths=[doc.width / 4] * 4, style=style), Spacer(1, 6)]
    stat_w, num_w, pts_w = 7.4 * mm, 7 * mm, 10 * mm
    rest = doc.width - num_w - pts_w - stat_w * len(MODEL_STATS)
    model_w, gear_w, record_w = rest * 0.27, rest * 0.46, rest * 0.27
    rows: list[list[Any]] = [[t("col_number"), head(model_w, "col_model"),
                              *[lang.stat(k) for k in MODEL_STATS], head(gear_w, "col_gear"),
                              head(record_w, "col_record"), t("col_points")]]
    for i, m in enumerate(sheet.models, 1):
        group = f"{t('group')} {m.group}" if m.group else ""
        detail = " · ".join(x for x in (m.entry, m.section, group) if x)
        stats = ([f"{st.current}\n({st.base})" if st.changed else st.current for st in m.stats]
                 if m.standard_profile and m.stats else
                 [" · ".join(f"{st.label} {st.current}" for st in m.stats)]
                 + [""] * (len(MODEL_STATS) - 1))
        record = [labelled("honours", m.honours), labelled("injuries", m.injuries),
                  *m.temporary]
        rows.append([lang.number(i), text(model_w, m.name, detail, *m.roles), *stats,
                     text(gear_w, ", ".join((*m.wargear, *m.options)),
                          labelled("rules", m.rules)),
                     text(record_w, *record), lang.number(m.points)])
    story.append(Table(rows, colWidths=[num_w, model_w, *[stat_w] * len(MODEL_STATS),
                                        gear_w, record_w, pts_w],
                       repeatRows=1, style=style))
    w = doc.width - 12 * mm
    widths = [w * 0.17, w * 0.2, w * 0.38, w * 0.25, 12 * mm]
    groups: list[list[Any]] = [[head(cw, k) for cw, k in zip(widths, (
        "col_group", "col_entry", "col_members", "col_shared", "col_points"), strict=True)]]
    for g in sheet.groups:
        groups.append([text(widths[0], g.name), text(widths[1], g.entry),
                       text(widths[2], ", ".join(g.members), labelled("options", g.options)),
                       text(widths[3], ", ".join(g.honours)),
                       "" if g.points is None else lang.number(g.points)])
    story += [Spacer(1, 6), Table(groups, colWidths=widths, repeatRows=1, style=style)]
    doc.build(story)


def scaling(runs: int, out: Path) -> dict[str, list[float]]:
    """The growth benchmark, in this one process: Force Sheets of :data:`SIZES` models (the
    sheet's values and the PDF, wall and CPU ms) and the plain table of the
    :data:`PLAIN_SIZE`-model sheet's strings; an untimed warm-up of each, then ``runs`` rounds,
    each running every variant once, in an order that turns from round to round."""
    from PySide6.QtCore import QCoreApplication

    from app.rules.library import builtin_teamlists
    from app.sheets.data import force_sheet_data
    from app.sheets.render import register_fonts, render
    from app.sheets.samples import big_force

    QCoreApplication.instance() or QCoreApplication([])
    builtin_teamlists()
    register_fonts()
    forces = {n: big_force(n) for n in SIZES}  # the Forces are app state: not timed
    plain_sheet = force_sheet_data(*forces[PLAIN_SIZE], language="fr", player="Bench")
    pdf = out.with_suffix(".pdf")

    def app(n: int) -> dict[str, float]:
        t0, c0 = time.perf_counter(), time.process_time()
        sheet = force_sheet_data(*forces[n], language="fr", player="Bench")
        t1 = time.perf_counter()
        render(sheet, pdf)
        t2, c2 = time.perf_counter(), time.process_time()
        return {f"app{n}": (t2 - t0) * 1000, f"app{n}_render": (t2 - t1) * 1000,
                f"app{n}_cpu": (c2 - c0) * 1000}

    def plain(paragraphs: bool) -> dict[str, float]:
        name = "plain_para" if paragraphs else "plain"
        t0, c0 = time.perf_counter(), time.process_time()
        plain_pdf(plain_sheet, pdf, paragraphs=paragraphs)
        t1, c1 = time.perf_counter(), time.process_time()
        return {name: (t1 - t0) * 1000, f"{name}_cpu": (c1 - c0) * 1000}

    variants: list[Callable[[], dict[str, float]]] = [
        *[functools.partial(app, n) for n in SIZES], functools.partial(plain, False),
        functools.partial(plain, True)]
    for variant in variants:  # warm-up: imports, caches, the allocator
        variant()
    times: dict[str, list[float]] = {}
    for r in range(runs):
        for variant in variants[r % len(variants):] + variants[:r % len(variants)]:
            for k, v in variant().items():
                times.setdefault(k, []).append(v)
    return times


def scaling_results(times: dict[str, list[float]]) -> list[Result]:
    """The rows of :func:`scaling`: each size's time, then the ratio and the exponents, each
    taken per round (so that a busy moment weighs on both sides of it alike)."""
    out = [summarize(f"{n:,}-model Force Sheet PDF (values + PDF), warm process",
                     times[f"app{n}"], note=f"PDF alone: median "
                     f"{statistics.median(times[f'app{n}_render']):.0f} ms; CPU "
                     f"{statistics.median(times[f'app{n}_cpu']):.0f} ms") for n in SIZES]
    out.append(summarize(f"plain reportlab table of the {PLAIN_SIZE}-model sheet's strings",
                         times["plain"],
                         note=f"CPU {statistics.median(times['plain_cpu']):.0f} ms"))
    out.append(summarize("  the same, its long cells stock Paragraphs", times["plain_para"],
                         note=f"CPU {statistics.median(times['plain_para_cpu']):.0f} ms"))
    app, plain = times[f"app{PLAIN_SIZE}"], times["plain"]
    out.append(summarize(f"{PLAIN_SIZE}-model Force Sheet over the plain table",
                         [a / b for a, b in zip(app, plain, strict=True)], unit="×",
                         key="sheet.vs_plain", note="per round, same process"))
    cpu = [a / b for a, b in zip(times[f"app{PLAIN_SIZE}_cpu"], times["plain_cpu"],
                                 strict=True)]
    out.append(summarize("  the same, CPU time", cpu, unit="×"))
    out.append(summarize("  over the plain table of stock Paragraphs",
                         [a / b for a, b in zip(app, times["plain_para"], strict=True)],
                         unit="×"))
    for small, big in itertools.pairwise(SIZES):
        ks = [growth((small, big), (a, b)) for a, b in
              zip(times[f"app{small}"], times[f"app{big}"], strict=True)]
        out.append(summarize(f"PDF growth k, {small:,} → {big:,} models", ks, unit="k",
                             key="growth.k", note="time ∝ models^k, per round"))
    return out


# An installed app has its modules compiled (.pyc); a checkout run with
# PYTHONDONTWRITEBYTECODE=1 would compile them in every run. The children share a bytecode
# cache, filled by an untimed first run.
PYCACHE = tempfile.mkdtemp(prefix="forcesheet-bench-pyc-")
# Likewise the app's data folder, where the parsed fonts are cached (app/sheets/font_cache.py):
# a fresh one per benchmark, filled by the same untimed first run.
DATA = tempfile.mkdtemp(prefix="forcesheet-bench-data-")


def run_child(kind: str, db: Path | None, runs: int = 1) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, __file__, "--child", kind, "--out", str(Path(tmp) / "s.pdf"),
               "--runs", str(runs)]
        if db is not None:
            cmd += ["--db", str(db)]
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPYCACHEPREFIX": PYCACHE,
               "FORCESHEET_DATA_DIR": DATA}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        done = subprocess.run(cmd, capture_output=True, text=True, check=True, env=env)
        return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def demo_database(folder: Path) -> Path:
    from app.model import Store
    from app.model.demo import create_demo_campaign

    db = folder / "bench.db"
    with Store.open(db, daily_backup=False) as store:
        create_demo_campaign(store)
    return db


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--json", type=Path)
    p.add_argument("--child", help=argparse.SUPPRESS)
    p.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--db", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--store", type=Path,
                   help="the large store (bench/store_generate.py): its longest campaign's "
                        "sheets, with the progress page, are measured too")
    args = p.parse_args()
    if args.child == "scaling":
        print(json.dumps(scaling(args.runs, args.out)))
        return 0
    if args.child:
        print(json.dumps(child(args.child, args.out, args.db)))
        return 0
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    runs = max(5, args.runs)
    run_child("force60", None)  # fills the bytecode cache
    force60 = [run_child("force60", None) for _ in range(runs)]
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FORCESHEET_DATA_DIR"] = DATA
        db = demo_database(Path(tmp))
        run_child("campaign", db)
        campaign_runs = [run_child("campaign", db) for _ in range(runs)]
        long_runs: list[dict[str, Any]] = []
        if args.store is not None and args.store.exists():
            copy = Path(tmp) / "store.sqlite"
            shutil.copyfile(args.store, copy)
            long_runs = [run_child("campaign", copy) for _ in range(max(3, runs // 2))]
    big_runs = [run_child("campaign8x60", None) for _ in range(runs)]
    scaled = run_child("scaling", None, runs)
    campaign = [r["total"] for r in campaign_runs]
    big = [r["total"] for r in big_runs]
    parts = ", ".join(
        f"{k} {statistics.median(r[k] for r in force60):.0f}"
        for k in ("import_sheets", "import_reportlab", "fonts", "data", "render"))
    results: list[Result] = [
        summarize("60-model Force Sheet, fresh process", [r["total"] for r in force60],
                  key="sheet.force60", note=f"ms: {parts}"),
        summarize("  the same, CPU time", [r["cpu"] for r in force60]),
        summarize("campaign Force Sheets (demo store, 3 players)", campaign,
                  key="sheet.campaign"),
        summarize("  the same, CPU time", [r["cpu"] for r in campaign_runs]),
        *([summarize("campaign Force Sheets and progress page (large store: 8 players, 40 "
                     "games)", [r["total"] for r in long_runs],
                     key="sheet.campaign"),
           summarize("  the same, CPU time", [r["cpu"] for r in long_runs])]
          if long_runs else []),
        summarize("8 Force Sheets of 60 models, one PDF", big, key="sheet.campaign"),
        summarize("  the same, CPU time", [r["cpu"] for r in big_runs]),
        *scaling_results(scaled),
    ]
    print(f"60-model Force Sheet, median parts (ms): {parts}")
    print("PDF growth, per-round medians (the table rounds them): " + ", ".join(
        f"k {r.name.split(', ')[-1]} = {r.median:.3f}" for r in results if r.unit == "k")
        + "; the 600-model sheet over the plain table: " + ", ".join(
        f"{r.median:.2f} ×" for r in results if r.key == "sheet.vs_plain"))
    status = emit(results, args.json, f"sheets — {os.cpu_count()} cores, "
                  f"Python {platform.python_version()}")
    shutil.rmtree(PYCACHE, ignore_errors=True)
    shutil.rmtree(DATA, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
