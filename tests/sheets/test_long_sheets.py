"""Sheets of hundreds of models: the same PDF as reportlab's own split tables, made with work
that grows with the Force (rows built, paragraphs laid out, Groups looked up), not faster."""

from __future__ import annotations

import gc
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from reportlab import rl_config
from reportlab.platypus import doctemplate, paragraph, tables
from reportlab.platypus.flowables import Flowable

from app.rules.force import Force, ForceModel, Group, Team
from app.sheets import render as render_module
from app.sheets import samples
from app.sheets.data import ForceSheet, TeamSheet, force_sheet_data, team_sheet_data
from app.sheets.long_table import LongTable
from app.sheets.render import render
from tests.sheets.conftest import pdf_pages


def _long_force(extra: int) -> tuple[samples.SamplePlayer, Force]:
    """The sample Space Marines (changed characteristics, honours, injuries, a Rhino), with
    ``extra`` more models: Groups of Tactical Marines, Apothecaries, a Rhino every 40
    models (its profile line spans the characteristics' columns)."""
    p = samples.space_marines()
    _, big = samples.big_force(extra)
    models = [replace(m, uid=f"x{m.uid}", group=f"x{m.group}" if m.group else None)
              for m in big.models]
    for i in range(0, len(models), 40):
        models.insert(i, ForceModel(f"rhino{i}", "rhino"))
    groups = [Group(f"x{g.id}", g.entry) for g in big.groups]
    force = replace(p.force, models=(*p.force.models, *models),
                    groups=(*p.force.groups, *groups))
    return p, force


def _sheets(extra: int) -> tuple[ForceSheet, TeamSheet]:
    p, force = _long_force(extra)
    force_sheet = force_sheet_data(p.team_list, force, p.state, language="ru",
                                   player="Анна", fallen=p.fallen, printed=samples.PRINTED)
    team = Team(tuple(m.uid for m in force.models[:150]), 300)
    team_sheet = team_sheet_data(p.team_list, force, team, p.state, language="fr",
                                 player="Élise", opponent="Loïc", mission="raid",
                                 printed=samples.PRINTED)
    return force_sheet, team_sheet


def _reportlab_tables(data: Any, *, colWidths: Any, rowHeights: Any, style: Any) -> Any:
    """What the sheets made before :class:`LongTable`: one ``Table``, split by reportlab."""
    t = tables.Table([list(r) for r in data], colWidths=list(colWidths),
                     rowHeights=list(rowHeights), repeatRows=1)
    t.setStyle(style)
    return t


def test_long_tables_write_the_pdf_reportlab_split_tables_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rl_config, "invariant", 1)  # no dates or ids: the same input, bytes
    sheets = _sheets(260)
    ours = render(list(sheets), tmp_path / "ours.pdf").read_bytes()
    # the sheets as reportlab alone lays them out: one Table each, every paragraph drawn
    monkeypatch.setattr(LongTable, "of", staticmethod(_reportlab_tables))
    monkeypatch.setattr(render_module._Para, "draw", paragraph.Paragraph.draw)
    theirs = render(list(sheets), tmp_path / "theirs.pdf").read_bytes()
    assert len(pdf_pages(tmp_path / "ours.pdf")) >= 25
    assert ours == theirs


def _rows_built(monkeypatch: pytest.MonkeyPatch, models: int, tmp_path: Path) -> int:
    """Table rows reportlab builds to lay out the Force Sheet of a Force of ``models``."""
    built = [0]
    init = tables.Table.__init__

    def counting(self: Any, data: Any, *args: Any, **kwargs: Any) -> None:
        built[0] += len(data)
        init(self, data, *args, **kwargs)

    tl, force = samples.big_force(models)
    sheet = force_sheet_data(tl, force, player="P")
    with monkeypatch.context() as m:
        m.setattr(tables.Table, "__init__", counting)
        render(sheet, tmp_path / f"{models}.pdf")
    return built[0]


def test_a_long_table_is_built_once_not_once_a_page(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Splitting a Table across pages builds the rest of it again on every page: rows built
    grew with the square of the Force (600 models: ~60,000 rows). A long table builds each
    page's rows, and the whole table once."""
    small = _rows_built(monkeypatch, 200, tmp_path)
    large = _rows_built(monkeypatch, 600, tmp_path)
    assert large < 6 * 600  # the models and Groups tables once, and a window a page
    assert large / small < 3.3  # three times the models, about three times the rows


def test_a_shared_paragraph_is_laid_out_once_and_drawn_in_every_cell(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    laid_out: dict[int, int] = {}
    drawn: dict[int, int] = {}
    draw_para = paragraph.Paragraph.drawPara
    draw_on = Flowable.drawOn

    def counting_para(self: Any, *args: Any) -> Any:
        laid_out[id(self)] = laid_out.get(id(self), 0) + 1
        return draw_para(self, *args)

    def counting_on(self: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(self, paragraph.Paragraph):
            drawn[id(self)] = drawn.get(id(self), 0) + 1
        return draw_on(self, *args, **kwargs)

    monkeypatch.setattr(paragraph.Paragraph, "drawPara", counting_para)
    monkeypatch.setattr(Flowable, "drawOn", counting_on)
    tl, force = samples.big_force(120)
    render(force_sheet_data(tl, force, player="P"), tmp_path / "s.pdf")
    most = max(drawn, key=drawn.__getitem__)  # a Tactical Marine's wargear
    assert drawn[most] >= 80
    assert laid_out[most] == 1


def test_groups_are_looked_up_once_per_sheet(monkeypatch: pytest.MonkeyPatch) -> None:
    """The sheet's values find each model's Group and each Group's members from one index:
    ``Force.group`` / ``Force.members`` scan the whole Force at each call (a 3,000-model
    Force's sheet made 3,600 such scans). (The validator's own calls are not the sheet's.)"""
    calls: list[str] = []
    group, members = Force.group, Force.members

    def by_the_sheet() -> bool:
        return sys._getframe(2).f_code.co_filename.endswith(str(Path("app", "sheets", "data.py")))

    def counting_group(self: Force, gid: str) -> Group:
        if by_the_sheet():
            calls.append("group")
        return group(self, gid)

    def counting_members(self: Force, gid: str) -> tuple[ForceModel, ...]:
        if by_the_sheet():
            calls.append("members")
        return members(self, gid)

    p, force = _long_force(200)
    expected = {g.id: [m.uid for m in force.members(g.id)] for g in force.groups}
    monkeypatch.setattr(Force, "group", counting_group)
    monkeypatch.setattr(Force, "members", counting_members)
    sheet = force_sheet_data(p.team_list, force, p.state)
    team_sheet_data(p.team_list, force, Team(tuple(m.uid for m in force.models[:40]), 300),
                    p.state)
    assert calls == []
    by_uid = {m.uid: row for m, row in zip(force.models, sheet.models, strict=True)}
    for g, row in zip(force.groups, sheet.groups, strict=True):
        assert row.members == tuple(by_uid[u].name for u in expected[g.id])
        assert all(by_uid[u].group == row.name for u in expected[g.id])


def test_no_garbage_collection_while_a_pdf_is_laid_out(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    build = doctemplate.BaseDocTemplate.build

    def watching(self: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append(gc.isenabled())
        return build(self, *args, **kwargs)

    monkeypatch.setattr(doctemplate.BaseDocTemplate, "build", watching)
    assert gc.isenabled()
    render(samples.force_sheets("en"), tmp_path / "s.pdf")
    assert seen == [False]
    assert gc.isenabled()  # put back
