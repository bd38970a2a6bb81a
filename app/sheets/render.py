"""Lay a Force Sheet or a Team Sheet out as a PDF (reportlab platypus).

Only the bundled DejaVu Sans (regular and bold) is used: it covers Latin and Cyrillic, and it is
embedded in every PDF. Tables split across pages with their header row repeated, long names wrap,
and every page has a footer ("Force Sheet – <player> – <date>", "Page X of Y"). Black and white:
no meaning is carried by colour alone (changed characteristics are bold with the profile value
beside them).

This module imports reportlab: import it only when a sheet is made.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.collector import paused_gc
from app.i18n import QT_TRANSLATE_NOOP
from app.sheets.booklet import Booklet, booklet_sections
from app.sheets.data import (
    MODEL_STATS,
    CorrectionRow,
    ForceSheet,
    GroupRow,
    ModelRow,
    ProgressSheet,
    SheetHeader,
    TeamSheet,
)
from app.sheets.language import SheetLanguage, sheet_language
from app.sheets.reportlab_import import load as _load_reportlab

_load_reportlab()  # first: reportlab's parts the sheets never use stay unloaded

from reportlab import rl_config  # noqa: E402
from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_RIGHT  # noqa: E402
from reportlab.lib.pagesizes import A4, LETTER  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfgen.canvas import Canvas  # noqa: E402
from reportlab.platypus.doctemplate import (  # noqa: E402
    BaseDocTemplate,
    FrameBreak,
    NextPageTemplate,
    PageTemplate,
)
from reportlab.platypus.flowables import (  # noqa: E402
    BalancedColumns,
    CondPageBreak,
    Flowable,
    KeepTogether,
    PageBreak,
    Spacer,
)
from reportlab.platypus.frames import Frame  # noqa: E402
from reportlab.platypus.paragraph import Paragraph  # noqa: E402
from reportlab.platypus.tables import Table, TableStyle  # noqa: E402

from app.sheets.font_cache import load_ttfont  # noqa: E402
from app.sheets.long_table import LongTable  # noqa: E402

# Binary (compressed) streams, not ASCII85 text: smaller files, and one encoding pass less (in
# pure Python without reportlab's C helpers: a tenth of the rendering time).
rl_config.useA85 = 0

FONT_DIR = Path(__file__).resolve().parents[2] / "resources" / "fonts"
FONT = "DejaVuSans"
FONT_BOLD = "DejaVuSans-Bold"
PAPERS = {"a4": A4, "letter": LETTER}

# What :func:`render` prints: Force Sheets, Team Sheets, the campaign progress page.
Sheet = ForceSheet | TeamSheet | ProgressSheet

# Labels of the sheets, marked for lupdate (context "sheets").
LABELS: dict[str, str] = {
    "force_sheet": QT_TRANSLATE_NOOP("sheets", "Force Sheet"),
    "team_sheet": QT_TRANSLATE_NOOP("sheets", "Team Sheet"),
    "footer_force": QT_TRANSLATE_NOOP("sheets", "Force Sheet – {player} – {date}"),
    "footer_team": QT_TRANSLATE_NOOP("sheets", "Team Sheet – {player} – {date}"),
    "page": QT_TRANSLATE_NOOP("sheets", "Page {page} of {pages}"),
    "campaign": QT_TRANSLATE_NOOP("sheets", "Campaign"),
    "player": QT_TRANSLATE_NOOP("sheets", "Player"),
    "force": QT_TRANSLATE_NOOP("sheets", "Force"),
    "team_list": QT_TRANSLATE_NOOP("sheets", "Team List"),
    "team_list_version": QT_TRANSLATE_NOOP("sheets", "{name}, version {version}"),
    "base": QT_TRANSLATE_NOOP("sheets", "Base"),
    "base_value": QT_TRANSLATE_NOOP("sheets", "Level {level}: {name} (Team limit {limit} pts)"),
    "upgrades": QT_TRANSLATE_NOOP("sheets", "Base upgrades"),
    "none": QT_TRANSLATE_NOOP("sheets", "none"),
    "rp": QT_TRANSLATE_NOOP("sheets", "Requisition Points (RP)"),
    "renown": QT_TRANSLATE_NOOP("sheets", "Renown"),
    "games": QT_TRANSLATE_NOOP("sheets", "Games played"),
    "points": QT_TRANSLATE_NOOP("sheets", "Points"),
    "force_points": "{points} pts, %n model(s)",  # plural: see _plural_messages
    "models": QT_TRANSLATE_NOOP("sheets", "Models"),
    "col_number": QT_TRANSLATE_NOOP("sheets", "#"),
    "col_model": QT_TRANSLATE_NOOP("sheets", "Model"),
    "col_gear": QT_TRANSLATE_NOOP("sheets", "Wargear and special rules"),
    "col_record": QT_TRANSLATE_NOOP("sheets", "Honours, injuries, state"),
    "col_points": QT_TRANSLATE_NOOP("sheets", "Pts"),
    "rules": QT_TRANSLATE_NOOP("sheets", "Rules:"),
    "honours": QT_TRANSLATE_NOOP("sheets", "Honours:"),
    "injuries": QT_TRANSLATE_NOOP("sheets", "Injuries:"),
    "group": QT_TRANSLATE_NOOP("sheets", "Group:"),
    "legend": QT_TRANSLATE_NOOP(
        "sheets",
        "Bold characteristic: changed by Battle Honours, injuries or this game's effects; "
        "the Team List value is in brackets. Bold wargear: options bought for the model.",
    ),
    "total": QT_TRANSLATE_NOOP("sheets", "Total: {points} pts"),
    "groups": QT_TRANSLATE_NOOP("sheets", "Groups and Squads"),
    "col_group": QT_TRANSLATE_NOOP("sheets", "Group"),
    "col_entry": QT_TRANSLATE_NOOP("sheets", "Entry"),
    "col_members": QT_TRANSLATE_NOOP("sheets", "Members"),
    "col_shared": QT_TRANSLATE_NOOP("sheets", "Shared Battle Honours"),
    "options": QT_TRANSLATE_NOOP("sheets", "Options:"),
    "fallen": QT_TRANSLATE_NOOP("sheets", "Fallen"),
    "corrections": QT_TRANSLATE_NOOP("sheets", "Corrections"),
    "corrections_intro": QT_TRANSLATE_NOOP(
        "sheets", "This Force was changed outside step 5 (Spend RP) to put mistakes right:"),
    "col_game": QT_TRANSLATE_NOOP("sheets", "Died in"),
    "problems": QT_TRANSLATE_NOOP("sheets", "Problems found by the rules check"),
    "notes": QT_TRANSLATE_NOOP("sheets", "Notes"),
    "mission": QT_TRANSLATE_NOOP("sheets", "Mission"),
    "opponent": QT_TRANSLATE_NOOP("sheets", "Opponent"),
    "game": QT_TRANSLATE_NOOP("sheets", "Game"),
    "team_points": QT_TRANSLATE_NOOP("sheets", "Team points"),
    "team_total": QT_TRANSLATE_NOOP("sheets", "{points} of {limit} pts"),
    "over": QT_TRANSLATE_NOOP("sheets", "{over} pts over the Base limit"),
    "field_promotion": QT_TRANSLATE_NOOP("sheets", "Field promotion"),
    "effects": QT_TRANSLATE_NOOP("sheets", "Effects in force this game"),
    "no_effects": QT_TRANSLATE_NOOP("sheets", "No temporary effects."),
    "rules_reference": QT_TRANSLATE_NOOP("sheets", "Special rules of the Team"),
    "honours_reference": QT_TRANSLATE_NOOP("sheets", "Battle Honours of the Team"),
    "upgrades_reference": QT_TRANSLATE_NOOP("sheets", "Base upgrades in play"),
    "reference": QT_TRANSLATE_NOOP("sheets", "Rules reference"),
    "booklet": QT_TRANSLATE_NOOP("sheets", "Rules Reference"),
    "booklet_subtitle": QT_TRANSLATE_NOOP(
        "sheets", "Heralds of Ruin Kill Team: special rules, play rules, Battle Honours, Base "
        "levels and upgrades, campaign terms"),
    "booklet_glossary": QT_TRANSLATE_NOOP("sheets", "With the optional glossary: {pack}"),
    "booklet_printed": QT_TRANSLATE_NOOP("sheets", "Printed on {date}"),
    "footer_booklet": QT_TRANSLATE_NOOP("sheets", "Rules Reference – {date}"),
    "catalogue_text": QT_TRANSLATE_NOOP(
        "sheets", "The text of the imported catalogue, in its own language."),
    "result": QT_TRANSLATE_NOOP("sheets", "Result, casualties and achievements"),
    # the Team Sheet at the table (issue 18)
    "mission_heading": QT_TRANSLATE_NOOP("sheets", "Mission: {mission}"),
    "weapons": QT_TRANSLATE_NOOP("sheets", "Weapons"),
    "col_weapon": QT_TRANSLATE_NOOP("sheets", "Weapon"),
    "col_range": QT_TRANSLATE_NOOP("sheets", "Range"),
    "col_ap": QT_TRANSLATE_NOOP("sheets", "AP"),
    "col_type": QT_TRANSLATE_NOOP("sheets", "Type"),
    "col_carried": QT_TRANSLATE_NOOP("sheets", "Carried by (#)"),
    "psychic": QT_TRANSLATE_NOOP("sheets", "Psychic powers"),
    "psyker_line": QT_TRANSLATE_NOOP("sheets", "{model} – Mastery Level {mastery}: {limit} "
                                     "power(s)"),
    "psyker_line_open_mind": QT_TRANSLATE_NOOP(
        "sheets", "{model} – Mastery Level {mastery}, +1 power with Open Mind: {limit} "
        "power(s)"),
    "table_checklist": QT_TRANSLATE_NOOP("sheets", "Base upgrades at the table"),
    "achievements": QT_TRANSLATE_NOOP("sheets", "Achievements (tick what you earned)"),
    "achievement_rp": QT_TRANSLATE_NOOP("sheets", "+{rp} RP"),
    "achievement_each": QT_TRANSLATE_NOOP("sheets", "+{rp} RP each time"),
    "carriers_attacker": QT_TRANSLATE_NOOP(
        "sheets", "Carriers named by the attacker (at most {count}): write each model's # or "
        "name"),
    "carriers_defender": QT_TRANSLATE_NOOP(
        "sheets", "Carriers named by the defender (at most {count}): write each model's # or "
        "name"),
    "carriers_any": QT_TRANSLATE_NOOP("sheets", "Carriers (at most {count}): write each "
                                      "model's # or name"),
}

BOX = "\u2610"  # ☐ a tick box (DejaVu Sans has it)

_FONT_LOCK = threading.Lock()
_RENDER_LOCK = threading.Lock()  # reportlab keeps module-level state: one sheet at a time
_registered = False


def register_fonts() -> None:
    """Register the bundled DejaVu Sans (once per process)."""
    global _registered
    with _FONT_LOCK:
        if _registered:
            return
        from reportlab.lib.fonts import addMapping

        # Parsed once per installation (font_cache): a TTF parse is ~12 ms a face.
        pdfmetrics.registerFont(load_ttfont(FONT, FONT_DIR / "DejaVuSans.ttf"))
        pdfmetrics.registerFont(load_ttfont(FONT_BOLD, FONT_DIR / "DejaVuSans-Bold.ttf"))
        # <b> and <i> in paragraphs map to these two faces: never to a built-in font.
        addMapping(FONT, 0, 0, FONT)
        addMapping(FONT, 1, 0, FONT_BOLD)
        addMapping(FONT, 0, 1, FONT)
        addMapping(FONT, 1, 1, FONT_BOLD)
        _registered = True


class _Styles:
    def __init__(self) -> None:
        self.body = ParagraphStyle("body", fontName=FONT, fontSize=8, leading=9.6,
                                   splitLongWords=1)
        self.small = ParagraphStyle("small", parent=self.body, fontSize=7, leading=8.4)
        self.cell = ParagraphStyle("cell", parent=self.body, fontSize=7.5, leading=9)
        self.head = ParagraphStyle("head", parent=self.cell, fontName=FONT_BOLD)
        self.head_c = ParagraphStyle("head_c", parent=self.head, alignment=TA_CENTER)
        self.head_stat = ParagraphStyle("head_stat", parent=self.head_c, fontSize=6.8)
        self.stat = ParagraphStyle("stat", parent=self.cell, alignment=TA_CENTER)
        self.num = ParagraphStyle("num", parent=self.cell, alignment=TA_RIGHT)
        self.title = ParagraphStyle("title", fontName=FONT_BOLD, fontSize=16, leading=19)
        self.subtitle = ParagraphStyle("subtitle", parent=self.body, fontSize=10, leading=12,
                                       alignment=TA_RIGHT)
        self.h2 = ParagraphStyle("h2", fontName=FONT_BOLD, fontSize=10.5, leading=13,
                                 spaceBefore=7, spaceAfter=3)
        self.label = ParagraphStyle("label", parent=self.cell, fontName=FONT_BOLD)


def _style(commands: list[tuple[Any, ...]]) -> TableStyle:
    """A table style whose every cell (even an empty one) uses the bundled font."""
    return TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT), ("FONTSIZE", (0, 0), (-1, -1), 7.5),
                       *commands])


class _Para(Paragraph):
    """A Paragraph that breaks its lines once per width.

    A table wraps each cell to measure its row, again when it splits across pages, and again
    to draw it: the lines are the same every time, and breaking them is most of a sheet's cost.

    A Paragraph shared by many cells (:meth:`_Builder._shared`: a Group's identical wargear)
    is also drawn once: its page operators (a self-contained ``q … Q`` block, relative to the
    cell) are kept and written again for the next cell of the same size in the same PDF, the
    same bytes reportlab would write.
    """

    _wrapped: tuple[float, tuple[float, float], Any, Any] | None = None
    replay = False  # keep the drawn operators (set on shared cells)
    _drawn: tuple[object, tuple[Any, ...], list[str]] | None = None

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        done = self._wrapped
        if done is not None and done[0] == availWidth:
            self.width = availWidth
            self._wrapWidths, self.blPara = done[2], done[3]
            self.height = done[1][1]
            return done[1]
        size = super().wrap(availWidth, availHeight)
        self._wrapped = (availWidth, size, self._wrapWidths, self.blPara)
        return size

    def draw(self) -> None:
        if not self.replay:
            super().draw()
            return
        canvas: Any = self.canv
        # what the operators depend on: the document (its font subsets), the size, and the
        # canvas's font (a text object starts from it)
        key = (self.width, self.height, canvas._fontname, canvas._fontsize, canvas._leading)
        code: list[str] = canvas._code
        done = self._drawn
        if done is not None and done[0] is canvas._doc and done[1] == key:
            code.extend(done[2])
            return
        start = len(code)
        super().draw()
        self._drawn = (canvas._doc, key, code[start:])


def _p(text: str, style: ParagraphStyle) -> Paragraph:
    return _Para(text, style)


def _e(text: str) -> str:
    """``text`` safe inside a Paragraph's markup."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


_BREAKABLE = re.compile(r"[^\S\u00a0]+")  # any white space but U+00A0 (reportlab's too)


def _unbreakable(text: str) -> list[str]:
    """The pieces of ``text`` a Paragraph never breaks: its words, split at spaces but not at
    a no-break space (French "Explose !", its space a no-break one, is one piece: ``str.split``
    would cut it in two, and the longest word would be measured too short)."""
    return [w for w in _BREAKABLE.split(text) if w]


class _SheetStart(Flowable):
    """Zero-size marker: the pages from here on belong to one sheet (footer, page count)."""

    def __init__(self, footer: str) -> None:
        super().__init__()
        self.footer = footer
        self.width = self.height = 0

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        canvas: Any = self.canv
        canvas.fs_sheet = (canvas.fs_sheet[0] + 1, self.footer)


class _NoteLines(Flowable):
    """Ruled lines for pencil notes."""

    def __init__(self, lines: int, spacing: float = 7 * mm) -> None:
        super().__init__()
        self.lines = lines
        self.spacing = spacing

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width = availWidth
        return availWidth, self.lines * self.spacing

    def draw(self) -> None:
        c = self.canv
        c.setLineWidth(0.4)
        c.setStrokeColor(colors.Color(0.45, 0.45, 0.45))
        for i in range(self.lines):
            y = i * self.spacing
            c.line(0, y, self.width, y)


def _canvas_class(lang: SheetLanguage) -> type[Canvas]:
    page_label = lang.sheet(LABELS["page"])

    class NumberedCanvas(Canvas):
        """Draws the footers once the page count of every sheet is known."""

        if TYPE_CHECKING:  # reportlab's Canvas has them; its stubs leave out private members
            _pagesize: tuple[float, float]

            def _startPage(self) -> None: ...

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.fs_sheet: tuple[int, str] = (0, "")
            self._pages: list[tuple[dict[str, Any], tuple[int, str]]] = []

        def showPage(self) -> None:
            self._pages.append((dict(self.__dict__), self.fs_sheet))
            self._startPage()

        def save(self) -> None:
            totals: dict[int, int] = {}
            for _, (sheet, _f) in self._pages:
                totals[sheet] = totals.get(sheet, 0) + 1
            seen: dict[int, int] = {}
            for state, (sheet, footer) in self._pages:
                self.__dict__.update(state)
                seen[sheet] = seen.get(sheet, 0) + 1
                self._footer(footer, page_label.format(
                    page=lang.number(seen[sheet]), pages=lang.number(totals[sheet])))
                super().showPage()
            super().save()

        def _footer(self, left: str, right: str) -> None:
            width, _ = self._pagesize
            self.saveState()
            self.setStrokeColor(colors.black)
            self.setLineWidth(0.5)
            self.line(12 * mm, 11 * mm, width - 12 * mm, 11 * mm)
            self.setFont(FONT, 7.5)
            self.setFillColor(colors.black)
            self.drawString(12 * mm, 7.5 * mm, left)
            self.drawRightString(width - 12 * mm, 7.5 * mm, right)
            self.restoreState()

    return NumberedCanvas


class _Builder:
    """Turns sheet values into flowables, in one language and page width."""

    def __init__(self, lang: SheetLanguage, width: float) -> None:
        self.lang = lang
        self.width = width
        self.s = _Styles()
        self._cells: dict[tuple[str, str], Paragraph] = {}
        self._labels: dict[tuple[str, int], str] = {}

    def t(self, key: str, n: int = -1) -> str:
        found = self._labels.get((key, n))
        if found is None:
            found = self._labels[key, n] = self.lang.sheet(LABELS[key], n)
        return found

    def pts(self, value: int) -> str:
        return self.lang.number(value)

    # -- common blocks --------------------------------------------------------------------------
    def title(self, text: str, campaign: str) -> list[Flowable]:
        right = _e(campaign)
        t = Table(
            [[_p(_e(text), self.s.title), _p(right, self.s.subtitle)]],
            colWidths=[self.width * 0.55, self.width * 0.45],
        )
        t.setStyle(_style([
            ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.black),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
        ]))
        return [t, Spacer(1, 3 * mm)]

    def info_grid(self, pairs: Sequence[tuple[str, str]], wide: Sequence[tuple[str, str]] = ()
                  ) -> Table:
        """Label / value pairs, two per row; ``wide`` pairs take a whole row."""
        s = self.s
        rows: list[list[Any]] = []
        style: list[tuple[Any, ...]] = []
        for i in range(0, len(pairs), 2):
            row: list[Any] = []
            for label, value in pairs[i:i + 2]:
                row += [_p(_e(label), s.label), _p(value, s.cell)]
            while len(row) < 4:
                row.append("")
            rows.append(row)
        for label, value in wide:
            style.append(("SPAN", (1, len(rows)), (3, len(rows))))
            rows.append([_p(_e(label), s.label), _p(value, s.cell), "", ""])
        lw = self.width * 0.17
        vw = self.width * 0.33
        grey = colors.Color(0.9, 0.9, 0.9)
        paired = len(rows) - len(wide) - 1  # the last row of label / value pairs
        t = Table(rows, colWidths=[lw, vw, lw, vw])
        t.setStyle(_style([
            ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
            ("BACKGROUND", (0, 0), (0, -1), grey),
            ("BACKGROUND", (2, 0), (2, paired), grey),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 3),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
            *style,
        ]))
        return t

    def header_pairs(self, h: SheetHeader) -> list[tuple[str, str]]:
        lang = self.lang
        team_list = self.t("team_list_version").format(
            name=_e(h.team_list), version=_e(h.team_list_version))
        base = self.t("base_value").format(
            level=lang.number(h.base_level), name=_e(h.base_name),
            limit=lang.number(h.team_limit))
        return [
            (self.t("player"), _e(h.player)),
            (self.t("force"), _e(h.force_name)),
            (self.t("team_list"), team_list),
            (self.t("base"), base),
        ]

    def _blank(self, value: int | None) -> str:
        return "" if value is None else self.lang.number(value)

    def models_table(self, models: Sequence[ModelRow], blank_rows: int = 0) -> Flowable:
        s = self.s
        lang = self.lang
        stat_w = 7.4 * mm
        num_w = 7 * mm
        pts_w = 10 * mm
        rest = self.width - num_w - pts_w - stat_w * len(MODEL_STATS)
        model_w, gear_w, record_w = self._text_widths(models, rest)
        # Short cells (numbers, characteristics) are plain strings: a Paragraph per cell
        # would cost more than the rest of the sheet.
        last_stat = len(MODEL_STATS) + 1
        header = [
            self.t("col_number"),
            _p(_e(self.t("col_model")), s.head),
            *[lang.stat(k) for k in MODEL_STATS],
            _p(_e(self.t("col_gear")), s.head),
            _p(_e(self.t("col_record")), s.head),
            self.t("col_points"),
        ]
        rows: list[list[Any]] = [header]
        style: list[tuple[Any, ...]] = [
            ("GRID", (0, 0), (-1, -1), 0.4, colors.black),
            ("LINEBELOW", (0, 0), (-1, 0), 1.0, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.85, 0.85, 0.85)),
            ("FONTNAME", (0, 0), (-1, 0), FONT_BOLD),
            ("FONTSIZE", (2, 0), (last_stat, 0), 6.8),
            ("ALIGN", (0, 0), (0, -1), "CENTER"),
            ("ALIGN", (2, 0), (last_stat, -1), "CENTER"),
            ("ALIGN", (-1, 0), (-1, 0), "CENTER"),
            ("ALIGN", (-1, 1), (-1, -1), "RIGHT"),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("VALIGN", (0, 0), (-1, 0), "MIDDLE"),
            ("LEFTPADDING", (0, 0), (-1, -1), 2.5),
            ("RIGHTPADDING", (0, 0), (-1, -1), 2.5),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
            ("LEFTPADDING", (2, 0), (last_stat, -1), 0.5),
            ("RIGHTPADDING", (2, 0), (last_stat, -1), 0.5),
        ]
        first_stat = 2
        for i, m in enumerate(models, 1):
            row: list[Any] = [lang.number(i), self._model_cell(m, model_w)]
            if m.standard_profile and m.stats:
                for col, st in enumerate(m.stats, first_stat):
                    row.append(self._stat_cell(st))
                    if st.changed:
                        style.append(("FONTNAME", (col, i), (col, i), FONT_BOLD))
            else:
                row += [self._profile_line(m)] + [""] * (len(MODEL_STATS) - 1)
                style.append(("SPAN", (first_stat, i), (last_stat, i)))
                style.append(("LEFTPADDING", (first_stat, i), (first_stat, i), 2.5))
            record = self._record_cell(m)
            row += [self._gear_cell(m), record or "", self.pts(m.points)]
            rows.append(row)
        for _ in range(blank_rows):
            rows.append([""] * len(header))
        if blank_rows:
            n = len(rows)
            style.append(("ROWBACKGROUNDS", (0, n - blank_rows), (-1, n - 1), [colors.white]))
        widths = [num_w, model_w, *([stat_w] * len(MODEL_STATS)), gear_w, record_w, pts_w]
        heights: list[float | None] = [None] * (len(rows) - blank_rows) + [9 * mm] * blank_rows
        # a Force of hundreds of models: laid out a page at a time (app/sheets/long_table.py)
        return LongTable.of(rows, colWidths=widths, rowHeights=heights, style=_style(style))

    def _text_widths(self, models: Sequence[ModelRow], rest: float) -> tuple[float, ...]:
        """Widths of the model, wargear and record columns: shares of ``rest``, widened so
        that no word has to be cut (taken from the wargear column, the most elastic)."""
        pad = 5.5

        def longest(texts: Sequence[str]) -> float:
            words = {w for t in texts for w in _unbreakable(t)}
            return max((pdfmetrics.stringWidth(w, FONT_BOLD, 7.5) for w in words), default=0)

        need_model = longest([x for m in models for x in (m.name, *m.roles)]) + pad
        need_record = longest([x for m in models for x in (*m.honours, *m.temporary)]) + pad
        model_w = min(max(rest * 0.27, need_model), rest * 0.31)
        record_w = min(max(rest * 0.27, need_record), rest * 0.33)
        return model_w, rest - model_w - record_w, record_w

    def _model_cell(self, m: ModelRow, width: float | None = None) -> Paragraph:
        """The model's name (bold), entry, section, Group and roles. A word wider than the
        column (a long Russian entry name, "Техножрец-инженер") is never cut: the cell's type
        gets smaller until the longest word fits."""
        parts = [f"<b>{_e(m.name)}</b>"]
        detail = [_e(x) for x in (m.entry, m.section) if x]
        if m.group:
            detail.append(f"{_e(self.t('group'))} {_e(m.group)}")
        if detail:
            parts.append(" · ".join(detail))
        for role in m.roles:
            parts.append(f"<b>{_e(role)}</b>")
        style = self.s.cell
        if width is not None:
            size = _fitting_size([m.name, *m.roles, m.entry, m.section, m.group, self.t("group")],
                                 width - 5.5, style.fontSize)
            if size < style.fontSize:
                style = ParagraphStyle(f"cell_{size:.2f}", parent=style, fontSize=size,
                                       leading=size * 1.2)
        return _p("<br/>".join(parts), style)

    def _stat_cell(self, st: Any) -> str:
        """The value; a changed one (set in bold by the caller) with the profile's below."""
        return f"{st.current}\n({st.base})" if st.changed else st.current

    def _profile_line(self, m: ModelRow) -> Paragraph:
        bits = []
        for st in m.stats:
            if st.changed:
                bits.append(f"{_e(st.label)} <b>{_e(st.current)}</b> ({_e(st.base)})")
            else:
                bits.append(f"{_e(st.label)} {_e(st.current)}")
        return _p(" · ".join(bits), self.s.cell)

    def _shared(self, text: str, style: ParagraphStyle | None = None) -> Paragraph:
        """One Paragraph for every cell of the same text (a Group's identical wargear): it is
        parsed and broken into lines once, laid out into page operators once per size, and
        drawn wherever it appears."""
        style = style or self.s.cell
        found = self._cells.get((text, style.name))
        if found is None:
            found = self._cells[text, style.name] = para = _Para(text, style)
            para.replay = True
        return found

    def _gear_cell(self, m: ModelRow) -> Paragraph:
        bits = [_e(w) for w in m.wargear] + [f"<b>{_e(o)}</b>" for o in m.options]
        text = ", ".join(bits)
        if m.rules:
            rules = _e(", ".join(m.rules))
            text += f"<br/><font size=6.5><b>{_e(self.t('rules'))}</b> {rules}</font>"
        return self._shared(text)

    def _record_cell(self, m: ModelRow) -> Paragraph | None:
        parts = []
        if m.honours:
            parts.append(f"<b>{_e(self.t('honours'))}</b> {_e(', '.join(m.honours))}")
        if m.injuries:
            parts.append(f"<b>{_e(self.t('injuries'))}</b> {_e(', '.join(m.injuries))}")
        for state in m.temporary:
            parts.append(f"<b>{_e(state)}</b>")
        return self._shared("<br/>".join(parts)) if parts else None

    def groups_table(self, groups: Sequence[GroupRow]) -> list[Flowable]:
        if not groups:
            return []
        s = self.s
        header = [_p(_e(self.t(k)), s.head) for k in
                  ("col_group", "col_entry", "col_members", "col_shared")]
        header.append(_p(_e(self.t("col_points")), s.head_c))
        rows: list[list[Any]] = [header]
        for g in groups:
            members = _e(", ".join(g.members))
            if g.options:
                members += f"<br/><b>{_e(self.t('options'))}</b> {_e(', '.join(g.options))}"
            rows.append([
                _p(f"<b>{_e(g.name)}</b>", s.cell),
                self._shared(_e(g.entry)),
                _p(members, s.cell),
                self._shared(_e(", ".join(g.honours))),
                self._shared("" if g.points is None else self.pts(g.points), s.num),
            ])
        w = self.width - 12 * mm  # "Очк." (Pts) needs 12 mm in bold
        t = LongTable.of(rows, colWidths=[w * 0.17, w * 0.2, w * 0.38, w * 0.25, 12 * mm],
                         rowHeights=[None] * len(rows), style=self._plain_style())
        return [CondPageBreak(25 * mm), _p(_e(self.t("groups")), s.h2), t]

    def _plain_style(self) -> TableStyle:
        return _style([
            ("GRID", (0, 0), (-1, -1), 0.4, colors.black),
            ("LINEBELOW", (0, 0), (-1, 0), 1.0, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.85, 0.85, 0.85)),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        ])

    def problems(self, problems: Sequence[str]) -> list[Flowable]:
        if not problems:
            return []
        items = "<br/>".join(f"• {_e(p)}" for p in problems)
        box = Table([[_p(f"<b>{_e(self.t('problems'))}</b><br/>{items}", self.s.cell)]],
                    colWidths=[self.width])
        box.setStyle(_style([("BOX", (0, 0), (-1, -1), 1.2, colors.black),
                                 ("TOPPADDING", (0, 0), (-1, -1), 4),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
        return [Spacer(1, 3 * mm), box]

    def corrections(self, corrections: Sequence[CorrectionRow]) -> list[Flowable]:
        """The flag of a Force corrected outside step 5: each correction's date and reason."""
        if not corrections:
            return []
        items = "<br/>".join(f"• {_e(c.text)}" for c in corrections)
        box = Table([[_p(f"<b>{_e(self.t('corrections'))}</b><br/>"
                         f"{_e(self.t('corrections_intro'))}<br/>{items}", self.s.cell)]],
                    colWidths=[self.width])
        box.setStyle(_style([("BOX", (0, 0), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 4),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
        return [Spacer(1, 3 * mm), box]

    def notes(self, lines: int, title_key: str = "notes") -> list[Flowable]:
        return [KeepTogether([_p(_e(self.t(title_key)), self.s.h2), Spacer(1, 2 * mm),
                              _NoteLines(lines)])]

    def rules_reference(self, sheet: TeamSheet) -> list[Flowable]:
        """The texts of the Team's special rules, Battle Honours and Base upgrades (from the
        rules reference, once each), in two balanced columns of small print."""
        blocks = [(key, refs) for key, refs in (("rules_reference", sheet.rules),
                                                ("honours_reference", sheet.honours),
                                                ("upgrades_reference", sheet.upgrades)) if refs]
        if not blocks:
            return []
        item_style = ParagraphStyle("ref_item", parent=self.s.small, spaceAfter=2.2)
        head_style = ParagraphStyle("ref_head", parent=self.s.label, fontSize=8, leading=10,
                                    spaceBefore=3, spaceAfter=2)
        flow: list[Flowable] = []
        untranslated = False
        for key, refs in blocks:
            flow.append(_p(_e(self.t(key)), head_style))
            for r in refs:
                text = f"<b>{_e(r.name)}</b>"
                if r.text:
                    text += f" – {_e(r.text)}"
                if r.untranslated:
                    text += " *"
                    untranslated = True
                flow.append(_p(text, item_style))
        if untranslated:
            flow.append(_p(f"* {_e(self.t('catalogue_text'))}", item_style))
        size = sum(len(r.text) for _k, refs in blocks for r in refs)
        out: list[Flowable] = [CondPageBreak(60 * mm if size > 1500 else 35 * mm),
                               _p(_e(self.t("reference")), self.s.h2)]
        out.append(BalancedColumns(flow, nCols=2, innerPadding=5 * mm, endSlack=0.1)
                   if size > 600 else KeepTogether(flow))
        return out

    def total_line(self, text: str) -> Paragraph:
        style = ParagraphStyle("total", parent=self.s.body, fontName=FONT_BOLD, fontSize=9,
                               leading=11, alignment=TA_RIGHT, spaceBefore=3)
        return _p(text, style)

    # -- the two sheets -------------------------------------------------------------------------
    def force_sheet(self, sheet: ForceSheet) -> list[Flowable]:
        h = sheet.header
        lang = self.lang
        footer = self.t("footer_force").format(player=h.player or h.force_name, date=h.printed)
        story: list[Flowable] = [_SheetStart(footer),
                                 *self.title(self.t("force_sheet"), h.campaign)]
        n = len(sheet.models)
        pairs = [
            *self.header_pairs(h),
            (self.t("rp"), self._blank(h.rp)),
            (self.t("renown"), self._blank(h.renown)),
            (self.t("games"), self._blank(h.games_played)),
            (self.t("points"), _e(self.t("force_points", n).format(
                points=lang.number(sheet.total_points)))),
        ]
        upgrades = ", ".join(h.upgrades) if h.upgrades else self.t("none")
        story.append(self.info_grid(pairs, [(self.t("upgrades"), _e(upgrades))]))
        story += self.corrections(sheet.corrections)
        story += [_p(_e(self.t("models")), self.s.h2), self.models_table(sheet.models, 2)]
        story.append(_p(_e(self.t("legend")), self.s.small))
        story.append(self.total_line(_e(self.t("total").format(
            points=lang.number(sheet.total_points)))))
        story += self.problems(sheet.problems)
        story += self.groups_table(sheet.groups)
        if sheet.fallen:
            s = self.s
            rows: list[list[Any]] = [[_p(_e(self.t(k)), s.head) for k in
                                      ("col_model", "col_entry", "col_game")]]
            for f in sheet.fallen:
                rows.append([_p(f"<b>{_e(f.name)}</b>", s.cell), _p(_e(f.entry), s.cell),
                             _p(_e(f.game), s.cell)])
            t = Table(rows, colWidths=[self.width * 0.35, self.width * 0.35,
                                       self.width * 0.30], repeatRows=1)
            t.setStyle(self._plain_style())
            story += [CondPageBreak(25 * mm), _p(_e(self.t("fallen")), s.h2), t]
        story += self.notes(6)
        return story

    def team_sheet(self, sheet: TeamSheet) -> list[Flowable]:
        h = sheet.header
        lang = self.lang
        footer = self.t("footer_team").format(player=h.player or h.force_name, date=h.printed)
        story: list[Flowable] = [_SheetStart(footer), *self.title(self.t("team_sheet"), h.campaign)]
        total = self.t("team_total").format(points=lang.number(sheet.total_points),
                                            limit=lang.number(sheet.limit))
        if sheet.total_points > sheet.limit:
            over = self.t("over").format(over=lang.number(sheet.total_points - sheet.limit))
            total = f"<b>{_e(total)} – {_e(over)}</b>"
        else:
            total = _e(total)
        pairs = [
            *self.header_pairs(h),
            (self.t("mission"), _e(sheet.mission)),
            (self.t("opponent"), _e(sheet.opponent)),
            (self.t("game"), _e(sheet.game)),
            (self.t("team_points"), total),
            (self.t("rp"), self._blank(h.rp)),
            (self.t("renown"), self._blank(h.renown)),
        ]
        wide = []
        if sheet.field_promotion:
            wide.append((self.t("field_promotion"), f"<b>{_e(sheet.field_promotion)}</b>"))
        story.append(self.info_grid(pairs, wide))
        # Effects in force this game, boxed so they are not missed at the table.
        s = self.s
        if sheet.effects:
            body = "<br/>".join(f"• {_e(x)}" for x in sheet.effects)
        else:
            body = _e(self.t("no_effects"))
        box = Table([[_p(f"<b>{_e(self.t('effects'))}</b><br/>{body}", s.cell)]],
                    colWidths=[self.width])
        box.setStyle(_style([("BOX", (0, 0), (-1, -1), 1.2, colors.black),
                                 ("TOPPADDING", (0, 0), (-1, -1), 4),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
        story += [Spacer(1, 3 * mm), box]
        story += [_p(_e(self.t("models")), s.h2), self.models_table(sheet.models)]
        story.append(_p(_e(self.t("legend")), s.small))
        story.append(self.total_line(total))
        story += self.problems(sheet.problems)
        story += self.groups_table(sheet.groups)
        story += self.weapons_table(sheet)
        story += self.psychic_block(sheet)
        story += self.mission_block(sheet)
        story += self.checklist_block(sheet)
        story += self.achievements_block(sheet)
        story += self.notes(4, "result")
        story += self.rules_reference(sheet)
        return story

    def progress_sheet(self, sheet: ProgressSheet) -> list[Flowable]:
        """The campaign progress page (:mod:`app.sheets.progress_page`)."""
        from app.sheets.progress_page import progress_page

        return progress_page(self, sheet)

    # -- the Team Sheet at the table ------------------------------------------------------------
    def weapons_table(self, sheet: TeamSheet) -> list[Flowable]:
        """The profiles of the weapons the Team carries, once each, with who carries them (the
        models' # in the table above)."""
        if not sheet.weapons:
            return []
        s = self.s
        lang = self.lang
        header = [_p(_e(self.t(k)), s.head) for k in ("col_weapon", "col_range")]
        header += [_p(_e(lang.stat("S")), s.head_c), _p(_e(self.t("col_ap")), s.head_c)]
        header += [_p(_e(self.t(k)), s.head) for k in ("col_type", "col_carried")]
        rows: list[list[Any]] = [header]
        for w in sheet.weapons:
            rows.append([_p(f"<b>{_e(w.name)}</b>", s.cell), _p(_e(w.range), s.cell),
                         _p(_e(w.strength), s.stat), _p(_e(w.ap), s.stat),
                         _p(_e(w.type), s.cell),
                         _p(_e(_numbers(w.numbers, lang)), s.cell)])
        width = self.width
        # the Range and Strength columns as wide as their longest word ("Gabarit",
        # "Utilisateur", "Носитель": never cut inside it), taken from the Type column
        stat = self.s.stat

        def wanted(texts: Sequence[str], share: float) -> float:
            longest = max((pdfmetrics.stringWidth(w, stat.fontName, stat.fontSize)
                           for t in texts for w in _unbreakable(t)), default=0.0)
            return max(width * share, longest + 14)  # (the cell padding, 6 pt each side)

        range_w = wanted([w.range for w in sheet.weapons], 0.12)
        strength_w = wanted([w.strength for w in sheet.weapons], 0.06)
        type_w = width * 0.41 - range_w - strength_w
        t = Table(rows, colWidths=[width * 0.27, range_w, strength_w, width * 0.06,
                                   type_w, width * 0.20], repeatRows=1)
        t.setStyle(self._plain_style())
        return [CondPageBreak(30 * mm), _p(_e(self.t("weapons")), s.h2), t]

    def psychic_block(self, sheet: TeamSheet) -> list[Flowable]:
        """Each psyker's powers for the game (seed 004), and the psychic phase's rules."""
        if not sheet.psykers:
            return []
        s = self.s
        lang = self.lang
        lines: list[Flowable] = [_p(_e(self.t("psychic")), s.h2)]
        item = ParagraphStyle("power", parent=s.cell, leftIndent=8, spaceAfter=1)
        for p in sheet.psykers:
            key = "psyker_line_open_mind" if p.open_mind else "psyker_line"
            head = self.t(key).format(model=p.model, mastery=lang.number(p.mastery),
                                      limit=lang.number(p.allowed))
            lines.append(_p(f"<b>{_e(head)}</b>", s.cell))
            for power in p.powers:
                text = f"{BOX} <b>{_e(power.name)}</b>"
                if power.text:
                    text += f" – {_e(power.text)}"
                lines.append(_p(text, item))
            for _ in range(max(0, p.allowed - len(p.powers))):
                lines.append(_p(f"{BOX} ____________________________", item))
        for note in sheet.psychic_notes:
            lines.append(_p(f"• {_e(note)}", s.small))
        return [KeepTogether(lines)]

    def mission_block(self, sheet: TeamSheet) -> list[Flowable]:
        """The mission: its card's set-up, objectives and victory conditions when the missions
        data has them (:func:`app.sheets.mission_card.mission_flowables`), else what the
        campaign rules give (roles, bonus RP); write-in lines for the mission's carriers."""
        block = sheet.mission_block
        if block is None:
            return []
        s = self.s
        out: list[Flowable] = [CondPageBreak(40 * mm)]
        title = (self.t("mission_heading").format(mission=block.name) if block.name
                 else self.t("mission"))
        out.append(_p(_e(title), s.h2))
        card: list[Flowable] = []
        if block.mission_id:
            try:
                from app.sheets.mission_card import mission_flowables
            except ImportError:  # pragma: no cover - the mission cards ship with the app
                mission_flowables = None  # type: ignore[assignment]
            if mission_flowables is not None:
                card = mission_flowables(block.mission_id, self.lang, self.width, title=False,
                                         rules=False)
        if card:
            out += card
        else:
            out += [_p(f"• {_e(line)}", s.cell) for line in block.lines]
        if block.carriers:
            if block.carriers_role in ("attacker", "defender"):
                text = self.t(f"carriers_{block.carriers_role}").format(
                    count=self.lang.number(block.carriers))
            else:
                text = self.t("carriers_any").format(count=self.lang.number(block.carriers))
            cells = [[_p(f"{BOX} {i}. ____________________", s.cell)
                      for i in range(1, block.carriers + 1)]]
            boxes = Table(cells, colWidths=[self.width / block.carriers] * block.carriers)
            boxes.setStyle(_style([("LEFTPADDING", (0, 0), (-1, -1), 0)]))
            out += [Spacer(1, 1.5 * mm), KeepTogether([_p(f"<b>{_e(text)}</b>", s.cell),
                                                       boxes])]
        return out

    def checklist_block(self, sheet: TeamSheet) -> list[Flowable]:
        """A tick box for each Base upgrade to deploy or use at the table."""
        if not sheet.checklist:
            return []
        s = self.s
        rows = [[_p(BOX, s.cell), _p(f"<b>{_e(c.upgrade)}</b> – {_e(c.text)}", s.cell)]
                for c in sheet.checklist]
        t = Table(rows, colWidths=[5 * mm, self.width - 5 * mm])
        t.setStyle(_style([("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("LEFTPADDING", (0, 0), (-1, -1), 1),
                           ("TOPPADDING", (0, 0), (-1, -1), 1),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
        return [KeepTogether([_p(_e(self.t("table_checklist")), s.h2), t])]

    def achievements_block(self, sheet: TeamSheet) -> list[Flowable]:
        """The twelve achievements with their RP in this mission, a tick box each (three for
        those earned more than once a game), in two columns."""
        if not sheet.achievements:
            return []
        s = self.s
        lang = self.lang
        cells: list[Paragraph] = []
        for a in sheet.achievements:
            if a.repeatable:
                boxes = " ".join([BOX] * 3)
                worth = self.t("achievement_each").format(rp=lang.number(a.rp))
            else:
                boxes = BOX
                worth = self.t("achievement_rp").format(rp=lang.number(a.rp))
            cells.append(_p(f"{boxes} <b>{_e(a.name)}</b> ({_e(worth)})", s.cell))
        half = (len(cells) + 1) // 2
        rows = [[cells[i], cells[i + half] if i + half < len(cells) else ""]
                for i in range(half)]
        t = Table(rows, colWidths=[self.width / 2] * 2)
        t.setStyle(_style([("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("LEFTPADDING", (0, 0), (-1, -1), 1),
                           ("TOPPADDING", (0, 0), (-1, -1), 1.2),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
        return [KeepTogether([_p(_e(self.t("achievements")), s.h2), t])]


def render(sheets: Sheet | Sequence[Sheet], out: Path | str, paper: str = "a4",
           language: SheetLanguage | None = None) -> Path:
    """Write ``sheets`` (one, or several: each starts on a new page) to the PDF ``out``.

    The sheets' own language is used (``language`` may pass one already loaded).
    """
    items: list[Sheet] = ([sheets] if isinstance(sheets, ForceSheet | TeamSheet | ProgressSheet)
                          else list(sheets))
    if not items:
        raise ValueError("no sheet to render")
    code = _language_code(items[0])
    lang = language if language is not None and language.code == code else sheet_language(code)
    register_fonts()
    pagesize = PAPERS[paper.lower()]
    out = Path(out)
    margin = 12 * mm
    with _RENDER_LOCK, paused_gc():
        doc = BaseDocTemplate(
            str(out), pagesize=pagesize, leftMargin=margin, rightMargin=margin,
            topMargin=margin, bottomMargin=16 * mm, initialFontName=FONT,
            title=_title(items, lang), author="Force Sheet", creator="Force Sheet",
            subject="Heralds of Ruin Kill Team", lang=code,
        )
        frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="body",
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
        doc.addPageTemplates([PageTemplate(id="sheet", frames=[frame])])
        builder = _Builder(lang, doc.width)
        story: list[Flowable] = []
        for i, sheet in enumerate(items):
            if i:
                story.append(PageBreak())
            if isinstance(sheet, ForceSheet):
                story += builder.force_sheet(sheet)
            elif isinstance(sheet, ProgressSheet):
                story += builder.progress_sheet(sheet)
            else:
                story += builder.team_sheet(sheet)
        with _unchecked_shapes():
            doc.build(story, canvasmaker=_canvas_class(lang))
    return out


@contextmanager
def _unchecked_shapes() -> Iterator[None]:
    """reportlab's graphics without its check of every attribute set on a shape
    (``rl_config.shapeChecking``, read at each assignment): while a page is drawn, the
    progress page's charts clone a marker widget for every point (32,000 of them at 1,000
    games: a million checked assignments, a fifth of the page's time). The shapes and the
    PDF are the same (the check only raises on a bad value: the charts are built, checked,
    before the drawing starts). Inside the render lock: one document at a time."""
    was = rl_config.shapeChecking
    rl_config.shapeChecking = 0
    try:
        yield
    finally:
        rl_config.shapeChecking = was


def render_booklet(booklet: Booklet, out: Path | str, paper: str = "a4",
                   language: SheetLanguage | None = None) -> Path:
    """Write the rules reference booklet ``booklet`` to the PDF ``out``: a title, then every
    kind of entry under its heading, the entries in two columns, a page number on every
    page."""
    import datetime as dt

    from app.rules.reference import default_reference

    code = booklet.language.split("_")[0]
    lang = language if language is not None and language.code == code else sheet_language(code)
    register_fonts()
    out = Path(out)
    margin = 12 * mm
    gap = 6 * mm
    s = _Styles()
    t = lang.sheet
    printed = lang.date(booklet.printed or dt.date.today())
    footer = t(LABELS["footer_booklet"]).format(date=printed)
    name_style = ParagraphStyle("b_text", parent=s.body, fontSize=7.8, leading=9.4,
                                spaceAfter=3.2)
    tight_style = ParagraphStyle("b_text0", parent=name_style, spaceAfter=0.6)
    facts_style = ParagraphStyle("b_facts", parent=s.small, fontSize=6.8, leading=8,
                                 spaceAfter=3.2, leftIndent=6)
    kind_style = ParagraphStyle("b_kind", parent=s.h2, fontSize=11, leading=13.5,
                                spaceBefore=8, spaceAfter=4)
    with _RENDER_LOCK:
        doc = BaseDocTemplate(
            str(out), pagesize=PAPERS[paper.lower()], leftMargin=margin, rightMargin=margin,
            topMargin=margin, bottomMargin=16 * mm, initialFontName=FONT,
            title=t(LABELS["booklet"]), author="Force Sheet", creator="Force Sheet",
            subject="Heralds of Ruin Kill Team", lang=code,
        )
        col = (doc.width - gap) / 2
        head_h = 21 * mm

        def columns(top: float) -> list[Frame]:
            return [Frame(doc.leftMargin + i * (col + gap), doc.bottomMargin, col,
                          top - doc.bottomMargin, id=f"col{i}", leftPadding=0, rightPadding=0,
                          topPadding=0, bottomPadding=0) for i in range(2)]

        top = doc.bottomMargin + doc.height
        title_frame = Frame(doc.leftMargin, top - head_h, doc.width, head_h, id="title",
                            leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
        doc.addPageTemplates([
            PageTemplate(id="first", frames=[title_frame, *columns(top - head_h)]),
            PageTemplate(id="later", frames=columns(top)),
        ])
        subtitle = t(LABELS["booklet_subtitle"])
        if booklet.glossary:
            pack = default_reference().pack_name("skills_002", code)
            subtitle += ". " + t(LABELS["booklet_glossary"]).format(pack=pack)
        story: list[Flowable] = [
            _SheetStart(footer), NextPageTemplate("later"),
            _p(_e(t(LABELS["booklet"])), s.title),
            Table([[""]], colWidths=[doc.width], rowHeights=[2],
                  style=_style([("LINEBELOW", (0, 0), (-1, -1), 1.2, colors.black)])),
            Spacer(1, 2 * mm),
            _p(_e(subtitle), s.body),
            _p(_e(t(LABELS["booklet_printed"]).format(date=printed)), s.small),
            FrameBreak(),
        ]
        for section in booklet_sections(booklet, lang):
            first = True
            for e in section.entries:
                text = f"<b>{_e(e.name)}</b> – {_e(e.text)}"
                details = [*e.facts, *([e.parameter] if e.parameter else [])]
                item: list[Flowable] = [_p(text, tight_style if details else name_style)]
                if details:
                    item.append(_p(_e(" · ".join(details)), facts_style))
                if first:  # a heading never ends a column alone
                    item.insert(0, _p(_e(section.title), kind_style))
                    first = False
                story.append(KeepTogether(item) if len(item) > 1 else item[0])
        doc.build(story, canvasmaker=_canvas_class(lang))
    return out


def _fitting_size(texts: Sequence[str], width: float, size: float, smallest: float = 5.0
                  ) -> float:
    """The largest font size up to ``size`` at which the longest word of ``texts`` (set in
    bold) fits ``width`` points, never below ``smallest``."""
    words = {w for t in texts for w in _unbreakable(t)}
    longest = max((pdfmetrics.stringWidth(w, FONT_BOLD, size) for w in words), default=0.0)
    if longest <= width or longest <= 0:
        return size
    return max(smallest, size * width / longest * 0.98)


def _numbers(numbers: Sequence[int], lang: SheetLanguage) -> str:
    """Row numbers as short ranges: 1, 3–7, 9."""
    out: list[str] = []
    ordered = sorted(set(numbers))
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        first, last = lang.number(ordered[i]), lang.number(ordered[j])
        out.append(first if i == j else f"{first}–{last}" if j > i + 1 else f"{first}, {last}")
        i = j + 1
    return ", ".join(out)


def _language_code(sheet: Sheet) -> str:
    return sheet.language if isinstance(sheet, ProgressSheet) else sheet.header.language


def _title(items: Sequence[Sheet], lang: SheetLanguage) -> str:
    first = items[0]
    if isinstance(first, ProgressSheet):
        from app.sheets.progress_page import LABELS as PROGRESS

        return lang.sheet(PROGRESS["footer"]).format(campaign=first.campaign,
                                                     date=first.printed)
    key = "footer_force" if isinstance(first, ForceSheet) else "footer_team"
    h = first.header
    return lang.sheet(LABELS[key]).format(player=h.player or h.force_name, date=h.printed)


def _plural_messages() -> None:  # pragma: no cover - never called: read by lupdate
    """The ``%n`` labels above as a plural translate call, so that lupdate makes them plural
    messages (PySide6 has no ``QT_TRANSLATE_N_NOOP``)."""
    QCoreApplication.translate("sheets", "{points} pts, %n model(s)", "", 1)
