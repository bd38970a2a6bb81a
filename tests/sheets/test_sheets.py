"""Force Sheets and Team Sheets: content, languages, fonts, pagination (PDF text via pypdf)."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader

from app.rules.force import Force, ForceModel, Team
from app.rules.library import find_teamlist
from app.rules.validation import Validator, points_int
from app.sheets import samples
from app.sheets.data import force_sheet_data, team_sheet_data
from app.sheets.language import SheetLanguage
from app.sheets.render import render
from tests.conftest import ROOT
from tests.sheets.conftest import pdf_pages, pdf_text

CYRILLIC = re.compile(r"[\u0400-\u04FF]")


def test_importing_sheets_does_not_import_reportlab() -> None:
    code = (
        "import sys, app.sheets, app.sheets.data, app.sheets.samples, app.sheets.from_store, "
        "app.cli.sheets, "
        "app.ui.sheet_export; from app.cli import build_parser; build_parser(); "
        "print('reportlab' in sys.modules, any(m.startswith('reportlab') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_force_sheet_in_english(tmp_path: Path) -> None:
    sheet = samples.force_sheets("en")[0]
    pdf = render(sheet, tmp_path / "force.pdf")
    text = pdf_text(pdf)
    sm = samples.space_marines()
    expected_total = points_int(Validator(sm.team_list).validate_force(sm.force).total)
    assert sheet.total_points == expected_total == 279
    for needle in (
        "Force Sheet", "Autumn Crusade", "Anna Kowalski", "Strike Force Ultor",
        "Space Marines, version 8.1", "Level 3: Main Base (Team limit 300 pts)",
        "Comms Relay, Vehicle Bay", "Requisition Points (RP) 7", "Renown 6", "Games played 5",
        "279 pts, 13 model(s)", "Brother-Sergeant Kaius", "+1 Weapon Skill, Tactician",
        "Power fist", "Auspex", "And They Shall Know No Fear", "Squad Aurelius",
        "+1 Ballistic Skill", "Incapacitated: misses the next game", "Injuries: −1 T",
        "Brother Varro", "Game 3: Raid", "Game 5: Possession", "Total: 279 pts",
        "Force Sheet – Anna Kowalski – 29 November 2026", "Page 1 of 2", "Page 2 of 2",
        "Notes", "Fallen", "Rhino",
    ):
        assert needle in text, needle
    # Changes from honours and injuries are marked: bold value, profile value in brackets.
    sergeant = sheet.models[0]
    ws = next(s for s in sergeant.stats if s.key == "WS")
    assert (ws.base, ws.current, ws.changed) == ("4", "5", True)
    apothecary = sheet.models[1]
    assert [(s.base, s.current) for s in apothecary.stats if s.changed] == [("4", "3")]


def test_force_sheet_points_are_the_validators() -> None:
    sm = samples.space_marines()
    sheet = force_sheet_data(sm.team_list, sm.force, sm.state)
    report = Validator(sm.team_list).validate_force(sm.force)
    assert [m.points for m in sheet.models] == [
        points_int(report.model_points[m.uid]) for m in sm.force.models]


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_sheet_labels_follow_the_translation_files(lang: str, tmp_path: Path) -> None:
    """Whatever the .qm holds now, the PDF shows the translation function's words."""
    language = SheetLanguage(lang)
    sheets = samples.force_sheets(lang)
    text = pdf_text(render(sheets[0], tmp_path / "f.pdf", language=language))
    for label in ("Force Sheet", "Player", "Models", "Notes", "Fallen"):
        assert language.sheet(label) in text
    assert language.term("base_level", "main_base") in text
    assert language.term("upgrade", "vehicle_bay") in text
    assert language.date(samples.PRINTED) in text


def test_force_sheet_in_french(languages: dict[str, SheetLanguage], tmp_path: Path) -> None:
    fr = languages["fr"]
    sheet = samples.force_sheets(fr)[0]
    text = pdf_text(render(sheet, tmp_path / "fr.pdf", language=fr))
    for needle in (
        # rules terms and Team List names (merged translations and the Team List's own names)
        "Élise Durand", "Croisade d'automne", "Base Principale", "Hangar à Véhicules",
        "Relais de Communication", "Sergent", "Apothicaire", "Gantelet énergétique",
        "Et ils ne connaîtront pas la peur", "+1 CC", "Tacticien", "Raid",
        "29 novembre 2026",
        # the sheets' own labels (translations/pending/sheets.py until merged)
        "Feuille de Force", "Joueur", "Figurines", "Points de Réquisition (PR) 7", "Renom 6",
        "Parties jouées 5", "Niveau 3 : Base Principale (limite d'Équipe 300 pts)",
        "279 pts, 13 figurines", "Tombés au combat", "Partie 3 : Raid", "Total : 279 pts",
        "Feuille de Force – Élise Durand – 29 novembre 2026", "Page 1 sur 2",
        "Équipement et règles spéciales",
    ):
        assert needle in text, needle
    assert "Force Sheet" not in text


def test_force_sheet_in_russian(languages: dict[str, SheetLanguage], tmp_path: Path) -> None:
    ru = languages["ru"]
    sheet = samples.force_sheets(ru)[0]
    text = pdf_text(render(sheet, tmp_path / "ru.pdf", language=ru))
    assert len(CYRILLIC.findall(text)) > 500  # Cyrillic extracted as Cyrillic
    assert "\ufffd" not in text
    for needle in (
        "Анна Ковальская", "Осенний крестовый поход", "Главная база", "Ангар для техники",
        "Космодесант", "Сержант", "Апотекарий", "Силовой кулак", "И не ведают они страха",
        "Рейд", "29 ноября 2026", "Выведен из строя",
        # the sheets' own labels (translations/pending/sheets.py until merged)
        "Лист сил", "Игрок", "Модели", "Очки реквизиции (РП) 7", "Репутация 6",
        "Сыграно игр 5", "279 очк., 13 моделей", "Павшие", "Игра 3: Рейд",
        "Лист сил – Анна Ковальская – 29 ноября 2026", "Страница 1 из 2",
    ):
        assert needle in text, needle


def test_russian_plurals(languages: dict[str, SheetLanguage]) -> None:
    ru = languages["ru"]
    forms = {n: ru.sheet("{points} pts, %n model(s)", n).format(points=1) for n in (1, 2, 5, 21)}
    assert forms == {1: "1 очк., 1 модель", 2: "1 очк., 2 модели", 5: "1 очк., 5 моделей",
                     21: "1 очк., 21 модель"}


def test_numbers_and_dates_use_the_sheet_language() -> None:
    assert SheetLanguage("en").number(1234) == "1,234"
    assert SheetLanguage("fr").number(1234) == "1\u202f234"
    assert SheetLanguage("ru").number(1234) == "1\xa0234"
    assert SheetLanguage("ru").date(samples.PRINTED) == "29 ноября 2026"


def test_only_the_bundled_font_is_embedded(tmp_path: Path) -> None:
    pdf = render(samples.force_sheets("ru") + samples.team_sheets("ru"), tmp_path / "all.pdf")
    reader = PdfReader(str(pdf))
    names: set[str] = set()
    for page in reader.pages:
        fonts = page["/Resources"]["/Font"]
        for ref in fonts.values():
            font = ref.get_object()
            base = str(font["/BaseFont"])
            names.add(base.split("+", 1)[-1])
            descriptor = font["/FontDescriptor"].get_object()
            assert "/FontFile2" in descriptor, f"{base} is not embedded"
    assert names == {"DejaVuSans", "DejaVuSans-Bold"}
    fonts_dir = ROOT / "resources" / "fonts"
    assert (fonts_dir / "DejaVuSans.ttf").is_file()
    assert (fonts_dir / "DejaVuSans-Bold.ttf").is_file()
    assert "Bitstream" in (fonts_dir / "DejaVu-LICENSE.txt").read_text(encoding="utf-8")


def test_a_120_model_force_paginates_with_the_header_repeated(tmp_path: Path) -> None:
    tl, force = samples.big_force(120)
    sheet = force_sheet_data(tl, force, player="P")
    pdf = render(sheet, tmp_path / "big.pdf")
    pages = pdf_pages(pdf)
    assert len(pages) >= 4
    total = len(pages)
    # Every model row shows its rules; every page holding model rows shows the header row.
    model_pages = [p for p in pages if "Know No" in p]
    assert len(model_pages) >= 3
    for text in model_pages:
        assert "Wargear and special rules" in text  # the header row, on every page
    for i, text in enumerate(pages, 1):
        assert f"Page {i} of {total}" in text
    flat = pdf_text(pdf)
    assert "Tactical Marine 107" in flat  # every model is there, the last ones too
    total_points = points_int(Validator(tl).validate_force(force).total)
    assert total_points > 1000
    assert f"Total: {SheetLanguage('en').number(total_points)} pts" in flat  # "2,122"


def test_long_names_wrap_inside_their_cell(tmp_path: Path) -> None:
    tl, force = samples.big_force(3)
    long_name = "Brother " + " ".join(["Aurelianus-Maximilianus"] * 6)
    force = force.with_models([replace(force.models[0], name=long_name), *force.models[1:]])
    pdf = render(force_sheet_data(tl, force), tmp_path / "long.pdf")
    squeezed = "".join(pdf_text(pdf).split())
    assert "".join(long_name.split()) in squeezed  # wrapped, every letter kept
    assert len(pdf_pages(pdf)) == 1


def test_letter_and_a4_paper(tmp_path: Path) -> None:
    sheet = samples.force_sheets("en")[1]
    letter = PdfReader(str(render(sheet, tmp_path / "l.pdf", paper="letter"))).pages[0]
    a4 = PdfReader(str(render(sheet, tmp_path / "a.pdf", paper="A4"))).pages[0]
    assert (round(float(letter.mediabox.width)), round(float(letter.mediabox.height))) == (
        612, 792)
    assert (round(float(a4.mediabox.width)), round(float(a4.mediabox.height))) == (595, 842)


def test_team_sheet_shows_the_temporary_effects(tmp_path: Path) -> None:
    sm_sheet, ork_sheet = samples.team_sheets("en")
    text = pdf_text(render([sm_sheet, ork_sheet], tmp_path / "team.pdf"))
    for needle in (
        "Team Sheet", "Mission Doomsday Device", "Opponent Ben Okafor", "Game 6",
        "187 of 300 pts", "Effects in force this game",
        "Brother-Sergeant Kaius: Wounded: −2 Ld and no Inspiring Presence next game",
        "Brother-Sergeant Kaius is the Team Leader but Wounded",
        "Apothecary: Convalescent: −2 to all movement next game",
        "Tactical Marine 8: Incapacitated, cannot be in this Team",
        "Killa Kan: Unstable: on a 1 at the start of each Movement phase",
        "Special rules of the Team", "And They Shall Know No Fear",
        "automatically regroups", "Team Sheet – Anna Kowalski – 29 November 2026",
        "Team Sheet – Ben Okafor – 29 November 2026", "Crew: 2 model(s)", "Grenadier",
    ):
        assert needle in text, needle
    # A Wounded model's Leadership is printed with the -2 of this game.
    ld = next(s for s in sm_sheet.models[0].stats if s.key == "Ld")
    assert (ld.base, ld.current) == ("8", "6")
    assert "Tactical Marine 8" not in [m.name for m in sm_sheet.models]


def test_team_sheet_field_promotion_and_over_limit(tmp_path: Path) -> None:
    tl = find_teamlist("space_marines")
    assert tl is not None
    force = Force("space_marines", (
        ForceModel("apo", "apothecary"),
        *[ForceModel(f"t{i}", "tactical_marine") for i in range(4)],
    ))
    team = Team(("apo", "t0", "t1", "t2", "t3"), points_limit=50, field_promotion="apo")
    sheet = team_sheet_data(tl, force, team, player="Solo")
    assert sheet.field_promotion == "Apothecary"
    text = pdf_text(render(sheet, tmp_path / "fp.pdf"))
    assert "Field promotion: Apothecary leads the Team" in text
    assert "Team Leader (field promotion)" in text
    assert "Inspiring Presence" in text  # in the rules reference, with its text
    assert "may use its Leadership" in text
    over = points_int(Validator(tl).validate_team(force, team).total) - 50
    assert "pts over the Base limit" in text and str(over) in text
    assert "Problems found by the rules check" in text


def test_exporting_russian_from_an_english_app(qapp: object, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication

    from app.i18n import install_translators
    from app.sheets.language import app_language

    app = QCoreApplication.instance()
    assert app is not None
    install_translators(app, "en")
    text = pdf_text(render(samples.force_sheets("ru")[0], tmp_path / "ru.pdf"))
    assert "Космодесант" in text and "Главная база" in text
    # The app itself stayed in English.
    assert app_language() == "en"
    assert QCoreApplication.translate("Term.base_level", "Main Base") == "Main Base"


@pytest.mark.parametrize(("lang", "needles", "english"), [
    ("fr", ("Et ils ne connaîtront pas la peur",
            "La figurine se regroupe automatiquement et ne subit jamais les pénalités",
            "Loi de la bande", "au lieu de se replier"),
     ("automatically regroups", "instead of falling back")),
    ("ru", ("И не ведают они страха",
            "Модель автоматически перегруппировывается",
            "Закон толпы", "вместо отступления"),
     ("automatically regroups", "instead of falling back")),
])
def test_team_sheet_rules_reference_in_the_sheet_language(
    languages: dict[str, SheetLanguage], tmp_path: Path, lang: str,
    needles: tuple[str, ...], english: tuple[str, ...],
) -> None:
    # Issue 8: the special rules' texts of the shipped lists are printed translated.
    sheets = samples.team_sheets(languages[lang])
    assert all(ref.text for s in sheets for ref in s.rules)
    text = pdf_text(render(sheets, tmp_path / f"team_{lang}.pdf", language=languages[lang]))
    for needle in needles:
        assert needle in text, needle
    for word in english:
        assert word not in text, word
