"""The Kill Team 40K game sheet (seed 001): both lists, the Villain groups, the mission, its
special characters and win conditions, and the order of play, on A4 or Letter, in English,
French or Russian.

Everything on it is computed by the rule set (:mod:`app.rules.rulesets.kt40k`): the lists'
checks and facts, the groups, the Initiative order, the mission's set-up and texts; this module
only lays them out. The layout reuses :mod:`app.sheets.render`'s fonts and styles (read only).
This module imports reportlab: import it only when a sheet is made.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from app.rules.force import Force
from app.rules.rulesets.kt40k import Side, load_rules, text
from app.rules.rulesets.kt40k.lists import (
    ListReport,
    check_groups,
    check_list,
    default_groups,
    initiative_order,
)
from app.rules.rulesets.kt40k.missions import setup
from app.rules.teamlist import TeamList
from app.rules.violations import Violation
from app.sheets.language import SheetLanguage, sheet_language
from app.sheets.reportlab_import import load as _load_reportlab

_load_reportlab()  # first, as app.sheets.render does

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus.doctemplate import BaseDocTemplate, PageTemplate  # noqa: E402
from reportlab.platypus.flowables import Flowable, KeepTogether, Spacer  # noqa: E402
from reportlab.platypus.frames import Frame  # noqa: E402
from reportlab.platypus.tables import Table  # noqa: E402

from app.sheets.render import (  # noqa: E402
    _RENDER_LOCK,
    FONT,
    PAPERS,
    _canvas_class,
    _e,
    _p,
    _SheetStart,
    _style,
    _Styles,
    register_fonts,
)

__all__ = ["GameSheet", "SideList", "game_sheet", "render_game_sheet", "write_game_sheet"]


@dataclass(frozen=True)
class SideList:
    side: Side
    player: str
    team_list: TeamList
    force: Force
    report: ListReport


@dataclass(frozen=True)
class GameSheet:
    mission_id: str
    heroes: SideList
    villains: SideList
    groups: tuple[tuple[str, ...], ...]  # the Villains' deployment groups
    language: str = "en"


def game_sheet(mission_id: str, heroes: tuple[str, TeamList, Force],
               villains: tuple[str, TeamList, Force], *,
               groups: Sequence[Sequence[str]] | None = None,
               language: str = "en") -> GameSheet:
    """The sheet of a game: ``heroes`` and ``villains`` are (player, Team List, Force); the
    groups are the Villains' (default: :func:`default_groups`)."""
    load_rules().mission(mission_id)  # KeyError for an unknown mission
    sides = []
    for side, (player, tl, force) in (("heroes", heroes), ("villains", villains)):
        sides.append(SideList(side, player, tl, force, check_list(tl, force, side)))  # type: ignore[arg-type]
    chosen = (tuple(tuple(g) for g in groups) if groups is not None
              else default_groups(sides[1].report.models))
    return GameSheet(mission_id, sides[0], sides[1], chosen, language.split("_")[0])


def _message(v: Violation, lang: SheetLanguage) -> str:
    from app.i18n.messages import SIDE_NAMES, SLOT_NAMES, TEMPLATES

    params: dict[str, object] = dict(v.params)
    if isinstance(params.get("side"), str) and params["side"] in SIDE_NAMES:
        params["side"] = lang.lookup("Side", SIDE_NAMES[str(params["side"])])
    if isinstance(params.get("slot"), str) and params["slot"] in SLOT_NAMES:
        params["slot"] = lang.lookup("Slot", SLOT_NAMES[str(params["slot"])])
    template = lang.lookup("Violation", TEMPLATES.get(v.code, v.code))
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def _list_block(sl: SideList, sheet: GameSheet, lang: SheetLanguage, width: float,
                s: _Styles) -> list[Flowable]:
    code = lang.code
    head = text("sheet.list", code, side=text(f"sides.{sl.side}", code), player=sl.player)
    points = text("sheet.list_points", code, team_list=lang.name(sl.team_list),
                  points=sl.report.points, limit=sl.report.limit)
    out: list[Flowable] = [_p(_e(head), s.h2), _p(_e(points), s.small)]
    group_of: dict[str, int] = {}
    if sl.side == "villains":
        for n, g in enumerate(sheet.groups, start=1):
            for uid in g:
                group_of[uid] = n
    cols = [text("sheet.model", code), text("sheet.slot", code), lang.stat("W"),
            lang.stat("Sv"), lang.stat("I"), text("sheet.armour", code)]
    if sl.side == "villains":
        cols.append(text("sheet.group", code))
    rows: list[list[object]] = [[_p(_e(c), s.head if n < 2 else s.head_c)
                                 for n, c in enumerate(cols)]]
    sizes = {n: len(g) for n, g in enumerate(sheet.groups, start=1)}
    for m in sl.report.models:
        slot = text(f"slots.{m.slot}", code) if m.slot else "—"
        armour = " / ".join(str(a) for a in m.armour) if m.armour else "—"
        row: list[object] = [
            _p(_e(m.name), s.cell), _p(_e(slot), s.cell),
            _p(_e(str(m.wounds) if m.wounds is not None else "—"), s.stat),
            _p(_e(f"{m.save}+" if m.save is not None else "—"), s.stat),
            _p(_e(str(m.initiative) if m.initiative is not None else "—"), s.stat),
            _p(_e(armour), s.stat)]
        if sl.side == "villains":
            num = group_of.get(m.uid)
            shown = "—" if num is None else (
                str(num) if sizes[num] > 1 else f"{num} ({text('sheet.alone', code)})")
            row.append(_p(_e(shown), s.stat))
        rows.append(row)
    fixed = [width * w for w in (0.09, 0.09, 0.09, 0.14)]
    if sl.side == "villains":
        fixed.append(width * 0.13)
    name_w = width - sum(fixed)
    widths = [name_w * 0.68, name_w * 0.32, *fixed]
    out.append(Table(rows, colWidths=widths, repeatRows=1, style=_style([
        ("GRID", (0, 0), (-1, -1), 0.4, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.88, 0.88)),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE")])))
    problems = list(sl.report.violations)
    if sl.side == "villains":
        problems += check_groups(sl.report.models, sheet.groups)
    if problems:
        out.append(_p("<b>" + _e(text("sheet.problems", code)) + "</b>", s.small))
        out += [_p(_e("• " + _message(v, lang)), s.small) for v in problems]
    return out


def sheet_flowables(sheet: GameSheet, lang: SheetLanguage, width: float) -> list[Flowable]:
    s = _Styles()
    code = lang.code
    mission = load_rules().mission(sheet.mission_id)
    st = setup(mission, code)
    story: list[Flowable] = [
        Table([[_p(_e(text("sheet.title", code)), s.title),
                _p(_e(text("sheet.mission", code, d6=mission.d6, name=st.name)), s.subtitle)]],
              colWidths=[width * 0.55, width * 0.45],
              style=_style([("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                            ("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.black),
                            ("LEFTPADDING", (0, 0), (-1, -1), 0),
                            ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                            ("BOTTOMPADDING", (0, 0), (-1, -1), 4)])),
        Spacer(1, 2 * mm), _p(_e(st.brief), s.body),
        _p(_e(text("sheet.setup", code)), s.h2)]
    story += [_p(_e("• " + line), s.cell) for line in st.lines]
    if st.characters:
        block: list[Flowable] = [_p(_e(text("sheet.characters", code)), s.h2)]
        block += [_p("<b>" + _e(name) + "</b> – " + _e(t), s.cell) for name, t in st.characters]
        story.append(KeepTogether(block))
    story.append(KeepTogether([
        _p(_e(text("sheet.win", code)), s.h2),
        _p("☐ <b>" + _e(text("results.heroes", code)) + "</b> " + _e(st.win_heroes), s.cell),
        _p("☐ <b>" + _e(text("results.villains", code)) + "</b> " + _e(st.win_villains),
           s.cell)]))
    for sl in (sheet.heroes, sheet.villains):
        story += _list_block(sl, sheet, lang, width, s)
    names = {m.uid: m.name for m in (*sheet.heroes.report.models, *sheet.villains.report.models)}
    order = initiative_order(sheet.heroes.report.models, sheet.villains.report.models,
                             sheet.groups)
    rows = [[_p(_e(str(n)), s.stat),
             _p(_e(text(f"sides.{a.side}", code)), s.cell),
             _p(_e(text("sheet.order_row", code, initiative=a.initiative)), s.stat),
             _p(_e(", ".join(names.get(u, u) for u in a.uids)), s.cell),
             _p("☐", s.stat)]
            for n, a in enumerate(order, start=1)]
    if rows:
        story.append(_p(_e(text("sheet.order", code)), s.h2))
        story.append(Table(rows, colWidths=[width * 0.06, width * 0.14, width * 0.09,
                                            width * 0.65, width * 0.06], repeatRows=0,
                           style=_style([("GRID", (0, 0), (-1, -1), 0.4, colors.black),
                                         ("VALIGN", (0, 0), (-1, -1), "MIDDLE")])))
    story += [Spacer(1, 2 * mm), _p(_e(text("sheet.source", code)), s.small)]
    return story


def render_game_sheet(sheet: GameSheet, out: Path | str, paper: str = "a4") -> Path:
    lang = sheet_language(sheet.language)
    register_fonts()
    out = Path(out)
    margin = 12 * mm
    title = text("sheet.title", lang.code)
    with _RENDER_LOCK:
        doc = BaseDocTemplate(
            str(out), pagesize=PAPERS[paper.lower()], leftMargin=margin, rightMargin=margin,
            topMargin=margin, bottomMargin=16 * mm, initialFontName=FONT, title=title,
            author="Force Sheet", creator="Force Sheet", subject=text("rule_set", lang.code),
            lang=lang.code)
        frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="body",
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
        doc.addPageTemplates([PageTemplate(id="game", frames=[frame])])
        story: list[Flowable] = [_SheetStart(title)]
        story += sheet_flowables(sheet, lang, doc.width)
        doc.build(story, canvasmaker=_canvas_class(lang))
    return out


def write_game_sheet(sheet: GameSheet, target: Path | str, paper: str = "a4") -> Path:
    """Render through a temporary file renamed over ``target`` when complete
    (:func:`app.sheets.output.write_rendered`: a failed write leaves the previous file).
    Raises ``OSError``."""
    from app.sheets.output import write_rendered

    return write_rendered(target, lambda tmp: render_game_sheet(sheet, tmp, paper))
