"""The campaign progress page of the campaign PDF (issue 20): what the Progress window draws,
on paper.

Four line charts — RP, Renown, Base level and Force points of each player, before the first
game and after each game — drawn with reportlab's own graphics (``reportlab.graphics``: a
:class:`~reportlab.graphics.charts.lineplots.LinePlot` per chart), one legend for the four,
and each player's record (games, wins, draws, losses, casualties). The numbers are those of
:class:`~app.sheets.data.ProgressSheet` (built from :func:`app.model.progress.campaign_progress`):
nothing is computed here but where to draw them.

Each player has a colour, a dash pattern and a marker of their own (colour-blind-safe colours;
the dashes and markers tell the lines apart in black and white, and past the eight colours).
A campaign without games says so instead of drawing empty charts.

Imported by :mod:`app.sheets.render` when a progress page is rendered (``reportlab.graphics``
is loaded only then).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.i18n import QT_TRANSLATE_NOOP
from app.sheets.data import PROGRESS_METRICS, ProgressSheet
from app.sheets.reportlab_import import load as _load_reportlab

_load_reportlab()  # first: reportlab's parts the sheets never use stay unloaded

from reportlab.graphics.charts.lineplots import LinePlot  # noqa: E402
from reportlab.graphics.shapes import Drawing, Group, Line, PolyLine, String  # noqa: E402
from reportlab.graphics.widgets.markers import makeMarker  # noqa: E402
from reportlab.lib import colors  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.platypus.flowables import Flowable, KeepTogether, Spacer  # noqa: E402
from reportlab.platypus.tables import Table  # noqa: E402

from app.sheets.render import (  # noqa: E402
    FONT,
    FONT_BOLD,
    _e,
    _p,
    _SheetStart,
    _style,
    _unbreakable,
    register_fonts,
)

if TYPE_CHECKING:
    from app.sheets.language import SheetLanguage
    from app.sheets.render import _Builder

__all__ = ["LABELS", "chart_drawing", "line_style", "progress_page"]

# Labels of the progress page (context "sheets", as every label of the sheets).
LABELS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("sheets", "Campaign progress"),
    "footer": QT_TRANSLATE_NOOP("sheets", "Campaign progress – {campaign} – {date}"),
    "summary": QT_TRANSLATE_NOOP(
        "sheets",
        "Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}"),
    "no_game": QT_TRANSLATE_NOOP("sheets", "No game played yet: the charts start with the "
                                 "first game."),
    "chart_rp": QT_TRANSLATE_NOOP("sheets", "Requisition Points (RP)"),
    "chart_renown": QT_TRANSLATE_NOOP("sheets", "Renown"),
    "chart_base_level": QT_TRANSLATE_NOOP("sheets", "Base level"),
    "chart_points": QT_TRANSLATE_NOOP("sheets", "Force points"),
    "axis_rp": QT_TRANSLATE_NOOP("sheets", "RP"),
    "axis_renown": QT_TRANSLATE_NOOP("sheets", "Renown"),
    "axis_base_level": QT_TRANSLATE_NOOP("sheets", "Level"),
    "axis_points": QT_TRANSLATE_NOOP("sheets", "Points"),
    "axis_game": QT_TRANSLATE_NOOP("sheets", "Game"),
    "record": QT_TRANSLATE_NOOP("sheets", "Record"),
    "col_player": QT_TRANSLATE_NOOP("sheets", "Player"),
    "col_games": QT_TRANSLATE_NOOP("sheets", "Games"),
    "col_wins": QT_TRANSLATE_NOOP("sheets", "Wins"),
    "col_draws": QT_TRANSLATE_NOOP("sheets", "Draws"),
    "col_losses": QT_TRANSLATE_NOOP("sheets", "Losses"),
    "col_casualties": QT_TRANSLATE_NOOP("sheets", "Casualties"),
    "note": QT_TRANSLATE_NOOP(
        "sheets", "“Start” is before the first game; each number after it is the state after "
        "that game, once its injuries, RP, Renown and spending are done (the last one: now)."),
}

# Okabe–Ito's colour-blind-safe colours (its yellow left out: too pale on paper), then wine.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
           "#882255")
DASHES: tuple[tuple[float, ...] | None, ...] = (
    None, (5, 2), (1.5, 1.5), (6, 2, 1.5, 2), (3, 3), (8, 2, 1.5, 2, 1.5, 2))
MARKERS = ("FilledCircle", "FilledSquare", "FilledDiamond", "FilledTriangle", "Circle",
           "Square", "Diamond", "Triangle")
# At most this many labels on a chart's axis of games (a long campaign shows every few).
MAX_TICKS = 12
TICK_SIZE = 6.5


@dataclass(frozen=True)
class LineStyle:
    color: Any  # a reportlab Color
    dash: tuple[float, ...] | None
    marker: str
    width: float  # of the line
    size: float  # of the marker


def line_style(index: int) -> LineStyle:
    """The line of the ``index``-th player: its colour, dash pattern and marker (the colours
    and markers come round after eight players, the dashes after six: no two of the first
    twenty-four players look alike). Later players' lines are thinner, their markers smaller:
    where two players have the same numbers, the earlier line shows around the later one."""
    step = min(index, 5)
    return LineStyle(colors.HexColor(PALETTE[index % len(PALETTE)]),
                     DASHES[index % len(DASHES)], MARKERS[index % len(MARKERS)],
                     width=2.0 - 0.2 * step, size=5.6 - 0.4 * step)


def _marker(style: LineStyle) -> Any:
    marker = makeMarker(style.marker)  # type: ignore[no-untyped-call]
    marker.size = style.size
    marker.fillColor = style.color if style.marker.startswith("Filled") else colors.white
    marker.strokeColor = style.color
    marker.strokeWidth = 0.8
    return marker


def _dash(style: LineStyle) -> dict[str, Any]:
    """The dash pattern of a shape drawn in ``style`` (none: solid)."""
    return {} if style.dash is None else {"strokeDashArray": list(style.dash)}


def _runs(values: Sequence[int | None]) -> list[list[tuple[int, int]]]:
    """The (moment, value) points of a series, in runs without a gap (``None``: not known)."""
    runs: list[list[tuple[int, int]]] = []
    current: list[tuple[int, int]] = []
    for x, y in enumerate(values):
        if y is None:
            if current:
                runs.append(current)
            current = []
        else:
            current.append((x, y))
    if current:
        runs.append(current)
    return runs


def _value_range(values: Sequence[int]) -> tuple[int, int, int]:
    """Lowest, highest value and step of a chart's value axis: whole numbers, at most six
    steps, the lowest at 0 unless every value is far above it."""
    lo, hi = min(values), max(values)
    if lo > 0 and lo < hi / 2:  # mostly small numbers: from 0
        lo = 0
    if lo == hi:
        lo, hi = lo - 1 if lo > 0 else lo, hi + 1
    span = hi - lo
    step = 1
    for magnitude in (10 ** e for e in range(0, 8)):
        for factor in (1, 2, 5):
            step = factor * magnitude
            if span / step <= 6:
                break
        else:
            continue
        break
    return math.floor(lo / step) * step, math.ceil(hi / step) * step, step


def _fit(text: str, font: str, size: float, width: float) -> str:
    """``text`` cut with an ellipsis to fit ``width`` points."""
    if pdfmetrics.stringWidth(text, font, size) <= width:
        return text
    while text and pdfmetrics.stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def chart_drawing(sheet: ProgressSheet, metric: str, lang: SheetLanguage, width: float,
                  height: float) -> Drawing:
    """The chart of ``metric`` ("rp", "renown", "base_level", "points"): its title, one line
    per player (in :func:`line_style`), the moments along the bottom, the values up the
    left, each axis named."""
    register_fonts()  # measured in the bundled font (drawn alone too, as the tests do)
    t = lang.sheet
    d = Drawing(width, height)
    title_size = 8.5
    d.add(String(0, height - title_size, _fit(t(LABELS[f"chart_{metric}"]), FONT_BOLD,
                                               title_size, width),
                 fontName=FONT_BOLD, fontSize=title_size))
    values = [v for p in sheet.players for v in p.series[metric] if v is not None]
    lo, hi, step = _value_range(values or [0])
    ticks = [lang.number(v) for v in range(lo, hi + 1, step)]
    tick_w = max(pdfmetrics.stringWidth(x, FONT, TICK_SIZE) for x in ticks)
    left = 11 + tick_w + 4  # the axis name (turned), the values, a gap
    bottom = 22  # the moments, the axis name
    plot = LinePlot()
    plot.x, plot.y = round(left), bottom
    plot.width = round(width - left - 6)
    plot.height = round(height - bottom - title_size - 8)
    rows: list[list[tuple[int, int]]] = []
    styles: list[LineStyle] = []
    for i, p in enumerate(sheet.players):
        for run in _runs(p.series[metric]):
            rows.append(run)
            styles.append(line_style(i))
    plot.data = rows or [[(0, 0)]]
    plot.joinedLines = 1
    for row, style in enumerate(styles):
        line = plot.lines[row]
        line.strokeColor = style.color
        line.strokeWidth = style.width
        line.strokeDashArray = style.dash
        line.symbol = _marker(style)
    if not styles:
        plot.lines[0].strokeColor = None
    # a margin inside the axes: no line lies on an axis, the first moment's name is clear of
    # the lowest value's
    last = len(sheet.moments) - 1
    every = max(1, math.ceil(len(sheet.moments) / MAX_TICKS))
    pad = max(0.2, last * 0.03)
    x_axis = plot.xValueAxis
    x_axis.valueMin, x_axis.valueMax = -pad, max(last, 1) + pad
    x_axis.valueSteps = list(range(0, last + 1, every))
    x_axis.labelTextFormat = lambda v: sheet.moments[round(v)]
    x_axis.labels.fontName, x_axis.labels.fontSize = FONT, TICK_SIZE
    x_axis.labels.dy = -3
    x_axis.tickDown = 2
    x_axis.strokeWidth = 0.6
    x_axis.visibleGrid = 1
    x_axis.gridStrokeColor = colors.Color(0.88, 0.88, 0.88)
    x_axis.gridStrokeWidth = 0.4
    y_axis = plot.yValueAxis
    y_axis.valueMin, y_axis.valueMax = lo - step * 0.15, hi + step * 0.08
    y_axis.valueSteps = list(range(lo, hi + 1, step))
    y_axis.labelTextFormat = lambda v: lang.number(round(v))
    y_axis.labels.fontName, y_axis.labels.fontSize = FONT, TICK_SIZE
    y_axis.strokeWidth = 0.6
    y_axis.visibleGrid = 1
    y_axis.gridStrokeColor = colors.Color(0.8, 0.8, 0.8)
    y_axis.gridStrokeWidth = 0.4
    plot.strokeColor = None
    d.add(plot, name="plot")
    axis_size = 7
    d.add(String(plot.x + plot.width / 2, 2, t(LABELS["axis_game"]), fontName=FONT,
                 fontSize=axis_size, textAnchor="middle"))
    name = Group(String(0, 0, _fit(t(LABELS[f"axis_{metric}"]), FONT, axis_size, plot.height),
                        fontName=FONT, fontSize=axis_size, textAnchor="middle"))
    name.transform = (0, 1, -1, 0, 7, plot.y + plot.height / 2)  # turned a quarter left
    d.add(name)
    return d


def _swatch(style: LineStyle, width: float = 20, height: float = 8) -> Drawing:
    """A short piece of a player's line, with its marker."""
    d = Drawing(width, height)
    d.add(Line(1, height / 2, width - 1, height / 2, strokeColor=style.color,
               strokeWidth=style.width, **_dash(style)))
    marker = _marker(style)
    marker.x, marker.y = width / 2, height / 2
    d.add(marker)
    return d


def legend_drawing(sheet: ProgressSheet, width: float) -> Drawing:
    """Every player's line and name, in as many columns as the longest name allows."""
    size = 8
    swatch = 22
    names = [p.name for p in sheet.players]
    longest = max((pdfmetrics.stringWidth(n, FONT, size) for n in names), default=0)
    column = min(width, swatch + 4 + longest + 16)
    columns = max(1, min(len(names), int(width // column)))
    rows = math.ceil(len(names) / columns)
    row_h = 11
    d = Drawing(width, rows * row_h)
    for i, name in enumerate(names):
        col, row = i % columns, i // columns
        x, y = col * column, (rows - 1 - row) * row_h + 2
        style = line_style(i)
        d.add(PolyLine([x + 1, y + 3, x + swatch - 1, y + 3], strokeColor=style.color,
                       strokeWidth=style.width, **_dash(style)))
        marker = _marker(style)
        marker.x, marker.y = x + swatch / 2, y + 3
        d.add(marker)
        d.add(String(x + swatch + 4, y, _fit(name, FONT, size, column - swatch - 8),
                     fontName=FONT, fontSize=size))
    return d


def progress_page(builder: _Builder, sheet: ProgressSheet) -> list[Flowable]:
    """The flowables of the progress page: title, summary, legend and the four charts (or a
    sentence when no game was played), the record table, the note on the moments."""
    lang = builder.lang
    s = builder.s

    def t(key: str) -> str:
        return lang.sheet(LABELS[key])

    width = builder.width
    footer = t("footer").format(campaign=sheet.campaign, date=sheet.printed)
    story: list[Flowable] = [_SheetStart(footer), *builder.title(t("title"), sheet.campaign)]
    story.append(_p(_e(t("summary").format(
        games=lang.number(sheet.games), won=lang.number(sheet.decided),
        drawn=lang.number(sheet.drawn), casualties=lang.number(sheet.casualties))), s.body))
    story.append(Spacer(1, 3 * mm))
    if sheet.games and sheet.players:
        gap = 6 * mm
        cw = (width - gap) / 2
        ch = 70 * mm
        charts = [chart_drawing(sheet, m, lang, cw, ch) for m in PROGRESS_METRICS]
        grid = Table([[charts[0], "", charts[1]], [charts[2], "", charts[3]]],
                     colWidths=[cw, gap, cw], rowHeights=[ch + 4 * mm, ch])
        grid.setStyle(_style([("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                              ("TOPPADDING", (0, 0), (-1, -1), 0),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                              ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
        story.append(KeepTogether([legend_drawing(sheet, width), Spacer(1, 3 * mm), grid]))
    else:
        box = Table([[_p(f"<b>{_e(t('no_game'))}</b>", s.body)]], colWidths=[width])
        box.setStyle(_style([("BOX", (0, 0), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 6),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]))
        story.append(box)
    story += record_table(builder, sheet, t)
    if sheet.games:
        story.append(Spacer(1, 2 * mm))
        story.append(_p(_e(t("note")), s.small))
    return story


def record_table(builder: _Builder, sheet: ProgressSheet, t: Any) -> list[Flowable]:
    """Each player's games, wins, draws, losses and casualties, beside their line (when there
    are charts)."""
    if not sheet.players:
        return []
    s = builder.s
    lang = builder.lang
    keys = ("col_games", "col_wins", "col_draws", "col_losses", "col_casualties")
    heads = [t(k) for k in keys]
    lines = bool(sheet.games)
    header: list[Any] = [*([""] if lines else []), _p(_e(t("col_player")), s.head),
                         *[_p(_e(h), s.head_c) for h in heads]]
    rows: list[list[Any]] = [header]
    for i, p in enumerate(sheet.players):
        rows.append([*([_swatch(line_style(i))] if lines else []),
                     _p(f"<b>{_e(p.name)}</b>", s.cell),
                     *[_p(lang.number(v), s.num) for v in (p.games, p.wins, p.draws,
                                                           p.losses, p.casualties)]])
    width = builder.width
    # wide enough for the longest heading word ("Поражения"): no heading is cut in two
    longest = max(pdfmetrics.stringWidth(w, FONT_BOLD, s.head.fontSize)
                  for h in heads for w in _unbreakable(h))
    number_w = max(16 * mm, longest + 14)  # and the cell padding, 6 pt each side
    swatch_w = 9 * mm if lines else 0
    first = 1 if lines else 0  # the first column of the grid
    widths = [*([swatch_w] if lines else []), width - swatch_w - 5 * number_w,
              *[number_w] * 5]
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(_style([
        ("GRID", (first, 0), (-1, -1), 0.4, colors.black),
        ("LINEBELOW", (first, 0), (-1, 0), 1.0, colors.black),
        ("BACKGROUND", (first, 0), (-1, 0), colors.Color(0.85, 0.85, 0.85)),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (0, -1), 0 if lines else 6),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
    ]))
    heading = _p(_e(t("record")), s.h2)
    # a short table stays with its heading; a long one splits, its header row repeated
    return [KeepTogether([heading, table])] if len(rows) <= 16 else [heading, table]
