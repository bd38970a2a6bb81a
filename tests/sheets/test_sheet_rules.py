"""The Team Sheet prints the texts of the Team's special rules, Battle Honours and Base upgrades
(from the rules reference, once each, in the sheet's language), and the rules reference booklet
prints the whole reference (issue 16, phase 2)."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from pathlib import Path

from pypdf import PdfReader

from app.rules.reference import default_reference
from app.rules.teamlist import Rule
from app.sheets import samples
from app.sheets.booklet import Booklet, booklet_sections
from app.sheets.data import team_sheet_data
from app.sheets.language import SheetLanguage
from app.sheets.output import write_pdf
from app.sheets.render import LABELS, render
from tests.sheets.conftest import pdf_pages, pdf_text

REF = default_reference()


def _text(entry_id: str, lang: str) -> str:
    entry = REF.get(entry_id)
    assert entry is not None, entry_id
    return entry.text(lang)


def test_team_sheet_data_has_the_reference_texts_of_rules_honours_and_upgrades() -> None:
    for code in ("en", "ru"):
        marines, orks = samples.team_sheets(code)
        honours = {r.name: r.text for r in marines.honours}
        medic = REF.get("honour.medic")
        assert medic is not None and honours[medic.name(code)] == medic.text(code)
        assert len(marines.honours) == len(honours)  # once each
        upgrades = {r.name: r.text for r in marines.upgrades}
        assert set(upgrades.values()) == {_text("base_upgrade.vehicle_bay", code),
                                          _text("base_upgrade.comms_relay", code)}
        rules = {r.text for r in marines.rules}
        assert _text("special_rule.atskmf", code) in rules  # the reference's words
        assert all(r.kind == "honour" for r in marines.honours)
        # the Artillery crew's honour (Grenadier) and the Walker's are the Team's too
        assert _text("honour.grenadier", code) in {r.text for r in orks.honours}
        assert not orks.upgrades


def test_a_rule_an_honour_grants_is_printed_with_the_rules() -> None:
    p = samples.space_marines()
    models = tuple(replace(m, honours=(*m.honours, "combat_prowess")) if m.uid == "sgt" else m
                   for m in p.state.models)
    state = replace(p.state, models=models)
    sheet = team_sheet_data(p.team_list, p.force, p.team, state, language="fr")
    rending = REF.get("special_rule.rending")
    assert rending is not None
    assert (rending.name("fr"), rending.text("fr")) in {(r.name, r.text) for r in sheet.rules}
    names = [r.name for r in sheet.rules]
    assert len(names) == len(set(names))


def test_an_imported_rule_the_reference_does_not_know_keeps_its_own_text() -> None:
    p = samples.space_marines()
    tl = replace(p.team_list, origin="battlescribe", rules=tuple(
        Rule(r.id, r.name, "Catalogue words.") if r.id == "atskmf"
        else Rule(r.id, "Zap Happy", "Its own words.") if r.id == "inspiring_presence" else r
        for r in p.team_list.rules))
    sheet = team_sheet_data(tl, p.force, p.team, p.state, language="ru")
    by_name = {r.name: r for r in sheet.rules}
    assert by_name["Zap Happy"].text == "Its own words." and by_name["Zap Happy"].untranslated
    linked = next(r for r in sheet.rules if r.text == _text("special_rule.atskmf", "ru"))
    assert not linked.untranslated


def test_the_pdf_prints_each_text_once_in_english_and_russian(tmp_path: Path) -> None:
    for code in ("en", "ru"):
        lang = SheetLanguage(code)
        sheets = samples.team_sheets(lang)
        pdf = render(sheets, tmp_path / f"team-{code}.pdf", language=lang)
        text = pdf_text(pdf)
        assert lang.sheet(LABELS["honours_reference"]) in text
        assert lang.sheet(LABELS["upgrades_reference"]) in text
        for entry_id in ("honour.medic", "base_upgrade.vehicle_bay", "special_rule.atskmf",
                         "honour.grenadier", "special_rule.counter_attack"):
            words = " ".join(_text(entry_id, code).split())
            assert text.count(words[:60]) == 1, (code, entry_id)


def test_the_booklet_prints_every_entry_grouped_by_kind(tmp_path: Path) -> None:
    pdf = write_pdf(Booklet("fr", printed=dt.date(2026, 12, 2)), tmp_path / "booklet.pdf")
    pages = pdf_pages(pdf)
    assert len(pages) >= 3
    lang = SheetLanguage("fr")
    text = pdf_text(pdf)
    assert text.startswith(lang.sheet(LABELS["booklet"]))
    total = len(pages)
    for i, page in enumerate(pages, 1):
        footer = lang.sheet(LABELS["page"]).format(page=i, pages=total)
        assert footer in page
    for kind in ("special_rule", "play_rule", "honour", "base_upgrade", "term"):
        assert REF.kind_name(kind, "fr") in text
    assert " ".join(_text("honour.cat_like_agility", "fr").split()) in text
    assert _text("glossary_skill.fear", "fr")[:40] not in text
    reader = PdfReader(str(pdf))
    assert reader.metadata is not None and reader.metadata.title == lang.sheet(LABELS["booklet"])


def test_the_booklet_sections_and_the_glossary() -> None:
    plain = booklet_sections(Booklet("ru"))
    kinds = [s.kind for s in plain]
    assert "glossary_skill" not in kinds and "imported_rule" not in kinds
    with_glossary = booklet_sections(Booklet("ru", glossary=True))
    glossary = next(s for s in with_glossary if s.kind == "glossary_skill")
    fear = next(e for e in glossary.entries if e.name == "Страх (X)")
    assert fear.parameter  # "X: число"
    counted = sum(len(s.entries) for s in with_glossary)
    assert counted == len(REF.all(include_imported=False))
    honours = next(s for s in plain if s.kind == "honour")
    assert len(honours.entries) == len(REF.all(["honour"]))
    medic = next(e for e in honours.entries if e.text == _text("honour.medic", "ru"))
    assert medic.facts  # its cost, from the campaign rules
