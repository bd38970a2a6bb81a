"""A printable mission card: one mission's set-up, rules, dice tables and victory conditions on
a page (PDF), in English, French or Russian; for a played game, what was recorded then.

The words and numbers come from :mod:`app.rules.campaign.missions` (``missions.json`` and
``resources/reference/missions.yaml``); the mission's name from the translated terms. The
layout reuses :mod:`app.sheets.render`'s fonts and styles (read only).
:func:`mission_flowables` gives the card's blocks for another sheet (the Team Sheet's mission
block).

This module imports reportlab: import it only when a card is made.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from app.rules.campaign import missions
from app.sheets.language import SheetLanguage, sheet_language
from app.sheets.reportlab_import import load as _load_reportlab

_load_reportlab()  # first, as app.sheets.render does

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
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

if TYPE_CHECKING:
    from app.model import Store
    from app.rules.campaign.step2_game import GameRecord

__all__ = ["MissionCard", "game_mission_card", "mission_card", "mission_flowables",
           "render_mission_card", "write_mission_card"]


def _no_names() -> Mapping[str, str]:
    return MappingProxyType({})


@dataclass(frozen=True)
class MissionCard:
    """One mission's card in ``language``; with ``game``, the card of a played game (its
    dice, the result and the rule that decided, as recorded; ``names``: players by id)."""

    mission_id: str
    language: str = "en"
    game: GameRecord | None = None
    names: Mapping[str, str] = field(default_factory=_no_names)
    game_number: int | None = None
    kind: str = "mission_card"


def mission_card(mission_id: str, language: str = "en") -> MissionCard:
    """The card of ``mission_id`` (``ValueError`` for a mission without set-up: the finale)."""
    if missions.mission_setup(mission_id) is None:
        raise ValueError(f"no mission card for {mission_id!r}")
    return MissionCard(mission_id, language.split("_")[0])


def game_mission_card(store: Store, game_id: int, language: str = "en") -> MissionCard:
    """The card of a played game, with what its record says (the mission report is in the
    game's own history record: a past game shows what was recorded then)."""
    record = store.game_record(game_id)
    campaign_id = store.player_summary(int(record.players[0].player_id)).campaign_id
    summary = next((g for g in store.games(campaign_id) if g.id == game_id), None)
    names = {str(p.id): p.name for p in store.players(campaign_id)}
    card = mission_card(record.mission.mission_id, language)
    return MissionCard(card.mission_id, card.language, record, MappingProxyType(names),
                       summary.number if summary is not None else None)


def _lang(language: str | SheetLanguage) -> SheetLanguage:
    return language if isinstance(language, SheetLanguage) else sheet_language(language)


def mission_flowables(mission_id: str, language: str | SheetLanguage, width: float, *,
                      game: GameRecord | None = None,
                      names: Mapping[str, str] | None = None,
                      title: bool = True, rules: bool = True) -> list[Flowable]:
    """The blocks of ``mission_id``'s card for a page ``width`` points wide: title, set-up,
    (``rules``: the mission's rules in full), dice tables, victory conditions, campaign bonus
    and, with ``game``, what was recorded. Empty for a mission without set-up (the finale)."""
    setup = missions.mission_setup(mission_id)
    if setup is None:
        return []
    lang = _lang(language)
    code = lang.code
    s = _Styles()
    text = ParagraphStyle("mc_text", parent=s.body, fontSize=8, leading=9.8, spaceAfter=2.5)
    label = missions.label
    story: list[Flowable] = []
    if title:
        name = lang.term("mission", mission_id)
        head = Table(
            [[_p(_e(name), s.title),
              _p(_e(label("mission_card", code)) + "<br/>"
                 + _e(label("mission_roll", code, roll=setup.d6)), s.subtitle)]],
            colWidths=[width * 0.62, width * 0.38],
            style=_style([("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                          ("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.black),
                          ("LEFTPADDING", (0, 0), (-1, -1), 0),
                          ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                          ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
        story += [head, Spacer(1, 2 * mm)]
    story.append(_p(_e(label("setup", code)), s.h2))
    rows = [[_p(_e(h), s.label), _p(_e(t), s.cell)]
            for h, t in missions.setup_lines(mission_id, code)]
    story.append(Table(rows, colWidths=[width * 0.21, width * 0.79], style=_style([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
        ("LEFTPADDING", (0, 0), (-1, -1), 2), ("RIGHTPADDING", (0, 0), (-1, -1), 2),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)])))
    if rules:
        story.append(_p(_e(label("mission_rules", code)), s.h2))
        for para in missions.mission_section(mission_id, "rules", code).split("\n"):
            story.append(_p(_e(para), text))
    if setup.dice_tables:
        story.append(_p(_e(label("dice_tables", code)), s.h2))
        for table in setup.dice_tables:
            block: list[Flowable] = [
                _p("<b>" + _e(missions.table_text(mission_id, table.id, "name", code))
                   + "</b> – " + _e(missions.table_text(mission_id, table.id, "when", code)),
                   text)]
            cells = [[_p(_e(label("roll", code)), s.head_c), _p(_e(label("result", code)),
                                                                  s.head)]]
            cells += [[_p(_e(r), s.stat), _p(_e(t), s.cell)]
                      for r, t in missions.table_rows(mission_id, table.id, code)]
            block.append(Table(cells, colWidths=[width * 0.1, width * 0.9], style=_style([
                ("GRID", (0, 0), (-1, -1), 0.4, colors.black),
                ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.88, 0.88)),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE")])))
            if table.automatic_after is not None:
                block.append(_p(_e(missions.table_text(mission_id, table.id, "automatic",
                                                       code)), s.small))
            block.append(Spacer(1, 1.5 * mm))
            story.append(KeepTogether(block))
    story.append(KeepTogether([
        _p(_e(label("victory", code)), s.h2),
        _p(_e(missions.mission_section(mission_id, "victory", code)), text)]))
    story.append(KeepTogether([
        _p(_e(label("bonus", code)), s.h2),
        _p(_e(missions.mission_section(mission_id, "bonus", code)), text)]))
    if game is not None and game.report is not None:
        story += _recorded(game, code, names or {}, s, text)
    return story


def _recorded(game: GameRecord, code: str, names: Mapping[str, str], s: _Styles,
              text: ParagraphStyle) -> list[Flowable]:
    """What the game's record says: the rule that decided, the override, the dice."""
    assert game.report is not None
    result = missions.derive_result(game)
    block: list[Flowable] = [_p(_e(missions.label("recorded", code)), s.h2),
                             _p(_e(missions.decision_text(result.decision, code, names)), text)]
    if game.winner is None:
        block.append(_p("<b>" + _e(missions.label("recorded_draw", code)) + "</b>", text))
    else:
        block.append(_p("<b>" + _e(missions.label(
            "recorded_win", code, player=names.get(game.winner, game.winner))) + "</b>", text))
    if game.report.override:
        block.append(_p(_e(missions.label("recorded_override", code,
                                          reason=game.report.reason)), text))
    if game.report.rolls:
        block.append(_p("<b>" + _e(missions.label("recorded_rolls", code)) + "</b>", text))
        for index in range(len(game.report.rolls)):
            block.append(_p(_e("• " + missions.roll_text(game.mission.mission_id,
                                                         game.report.rolls, index, code,
                                                         names)), s.cell))
    return [KeepTogether(block)]


def render_mission_card(card: MissionCard, out: Path | str, paper: str = "a4") -> Path:
    """Write ``card`` to the PDF ``out`` (one page on A4 or Letter)."""
    lang = sheet_language(card.language)
    register_fonts()
    out = Path(out)
    margin = 12 * mm
    name = lang.term("mission", card.mission_id)
    title = f"{missions.label('mission_card', lang.code)} – {name}"
    with _RENDER_LOCK:
        doc = BaseDocTemplate(
            str(out), pagesize=PAPERS[paper.lower()], leftMargin=margin, rightMargin=margin,
            topMargin=margin, bottomMargin=16 * mm, initialFontName=FONT, title=title,
            author="Force Sheet", creator="Force Sheet",
            subject="Heralds of Ruin Kill Team", lang=lang.code)
        frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="body",
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
        doc.addPageTemplates([PageTemplate(id="card", frames=[frame])])
        story: list[Flowable] = [_SheetStart(title)]
        story += mission_flowables(card.mission_id, lang, doc.width, game=card.game,
                                   names=card.names)
        story += [Spacer(1, 2 * mm),
                  _p(_e(missions.label("source", lang.code)), _Styles().small)]
        doc.build(story, canvasmaker=_canvas_class(lang))
    return out


def write_mission_card(card: MissionCard, target: Path | str, paper: str = "a4") -> Path:
    """Render ``card`` to ``target`` through a temporary file renamed over it when complete
    (:func:`app.sheets.output.write_rendered`, as for the sheets): a failed write leaves the
    previous file as it was. Raises ``OSError``."""
    from app.sheets.output import write_rendered

    return write_rendered(target, lambda tmp: render_mission_card(card, tmp, paper))
