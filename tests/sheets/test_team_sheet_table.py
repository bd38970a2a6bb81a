"""The Team Sheet for the table (issue 18, point 4): weapon profiles of the wargear carried,
psychic powers with the psychic phase's rules, the Base upgrades to deploy, the twelve
achievements with their RP, RP and Renown, the mission block; A4 and Letter in en, fr and ru,
long Russian names never cut inside a word."""

from __future__ import annotations

import importlib.util
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from pypdf import PdfReader

from app.i18n.build import lrelease_command
from app.rules.campaign.data import load_rules
from app.rules.typography import french_typography
from app.sheets import samples
from app.sheets.language import SheetLanguage
from app.sheets.render import render
from tests.conftest import ROOT
from tests.sheets.conftest import compile_pending, pdf_text

PENDING = ROOT / "translations" / "pending" / "h5_psychic.py"


def _compile(lang: str, folder: Path) -> Path:
    """This issue's pending translations (contexts "sheets") as a .qm, as the sheets' own."""
    spec = importlib.util.spec_from_file_location("h5_psychic", PENDING)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    ts = ET.Element("TS", version="2.1", language={"fr": "fr_FR", "ru": "ru_RU"}[lang])
    ctx = ET.SubElement(ts, "context")
    ET.SubElement(ctx, "name").text = "sheets"
    for source, texts in module.T.items():
        msg = ET.SubElement(ctx, "message")
        ET.SubElement(msg, "source").text = source
        # French typography, as scripts/update_translations.py gives it
        text = french_typography(texts[0]) if lang == "fr" else texts[1]
        ET.SubElement(msg, "translation").text = text
    path = folder / f"h5_{lang}.ts"
    ET.ElementTree(ts).write(path, encoding="utf-8", xml_declaration=True)
    qm = path.with_suffix(".qm")
    cmd = lrelease_command()
    assert cmd is not None, "pyside6-lrelease is needed"
    subprocess.run([*cmd, "-silent", str(path), "-qm", str(qm)], check=True)
    return qm


@pytest.fixture(scope="module")
def table_languages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, SheetLanguage]:
    folder = tmp_path_factory.mktemp("h5-qm")
    return {"en": SheetLanguage("en"),
            **{code: SheetLanguage(code, [_compile(code, folder), compile_pending(code, folder)])
               for code in ("fr", "ru")}}


def test_weapon_profiles_of_the_wargear_carried() -> None:
    sheet = samples.table_team_sheet("en")
    weapons = {w.name: w for w in sheet.weapons}
    lascannon = weapons["Lascannon"]
    assert (lascannon.range, lascannon.strength, lascannon.ap, lascannon.type) == (
        '48"', "9", "2", "Heavy 1")
    assert lascannon.carriers == ("Heavy Weapons Team",) and lascannon.numbers == (10,)
    # The Heavy Weapons Team's lascannon replaced its mortar; the Guardsman's flamer his lasgun.
    assert "Mortar" not in weapons
    assert weapons["Flamer"].numbers == (5,)
    assert 5 not in weapons["Lasgun"].numbers and 6 in weapons["Lasgun"].numbers
    assert weapons["Plasma pistol"].carriers == ("Lieutenant Irina Valko",)
    assert weapons["Frag grenades"].numbers == tuple(range(1, 11))  # once, every carrier
    assert "Flak armour" not in weapons  # no weapon profile, no row


def test_psykers_with_their_powers_and_the_psychic_phase() -> None:
    sheet = samples.table_team_sheet("en")
    (astropath,) = sheet.psykers
    assert (astropath.model, astropath.mastery, astropath.open_mind, astropath.allowed) == (
        "Astropath", 1, True, 2)  # Open Mind: one power more, Mastery Level still 1
    assert [p.name for p in astropath.powers] == ["Psychic Shriek", "Mental Fortitude"]
    assert astropath.powers[0].text.startswith("A power of the Telepathy discipline")
    # Seed 004: "кидаете D3 вместо D6"; "считаются имеющими психический капюшон".
    assert any("roll D3 (not D6)" in n for n in sheet.psychic_notes)
    assert any("psychic hood" in n for n in sheet.psychic_notes)
    assert samples.team_sheets("en")[0].psykers == ()  # no psyker: no block
    assert samples.team_sheets("en")[0].psychic_notes == ()


def test_the_base_upgrades_to_deploy_or_use() -> None:
    sheet = samples.table_team_sheet("en")
    names = [c.upgrade for c in sheet.checklist]
    assert names == ["Comms Relay", "Defence Turret", "Barbed Wire", "Shield Projector",
                     "Psychic Shield", "Target Designator", "Scout Training", "Recon Satellite",
                     "Medical Centre"]  # not Training Centre: it acts between games
    texts = {c.upgrade: c.text for c in sheet.checklist}
    assert "Once per game" in texts["Target Designator"]
    assert "D3" in texts["Scout Training"] and "Infiltrate" in texts["Scout Training"]
    assert "+1" in texts["Recon Satellite"] and "Seize the Initiative" in texts["Recon Satellite"]
    assert 'three 6"' in texts["Barbed Wire"]
    assert "shield marker" in texts["Shield Projector"]
    assert [c.upgrade for c in samples.team_sheets("en")[0].checklist] == ["Comms Relay"]


def test_the_twelve_achievements_with_their_rp() -> None:
    rules = load_rules()
    sheet = samples.table_team_sheet("en")
    assert [a.id for a in sheet.achievements] == list(rules.achievements)
    assert len(sheet.achievements) == 12
    rp = {a.id: a.rp for a in sheet.achievements}
    assert (rp["took_part"], rp["victory"], rp["assassin"], rp["butcher"]) == (10, 5, 3, 2)
    assert {a.id for a in sheet.achievements if a.repeatable} == {
        "butcher", "pyromaniac", "always_outnumbered", "on_the_edge", "never_give_up"}
    # RULES.md 5.1: in Escalating Skirmish, "Assassin achievement is worth 5 RP instead of 3".
    skirmish = samples.table_team_sheet("en", "escalating_skirmish")
    assert {a.id: a.rp for a in skirmish.achievements}["assassin"] == 5


def test_the_mission_block() -> None:
    raid = samples.table_team_sheet("en", "raid").mission_block
    assert raid is not None and raid.mission_id == "raid" and raid.name == "Raid"
    assert raid.lines[0] == "One player attacks, the other defends: note who is who."
    assert "Base Supports destroyed: 2 RP each" in raid.lines
    assert (raid.carriers, raid.carriers_role) == (3, "attacker")  # demolition charges
    device = samples.table_team_sheet("en", "doomsday_device").mission_block
    assert device is not None and device.carriers == 0
    assert "Enemy models near the Device when found: 1 RP each, to both players" in device.lines


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_sheet_prints_it_all_in_three_languages(
        paper: str, tmp_path: Path, table_languages: dict[str, SheetLanguage]) -> None:
    expected = {
        "en": ["Weapons", "Psychic powers", "Psychic Shriek", "Warp Charge", "D3",
               "Base upgrades at the table", "Target Designator", "Took Part (+10 RP)",
               "Butcher (+2 RP each time)", "Requisition Points (RP) 12", "Renown 14",
               "Carriers named by the attacker (at most 3)"],
        "fr": ["Armes", "Pouvoirs psychiques", "Hurlement psychique", "Charge Warp",
               "Améliorations de Base en jeu", "Porteurs désignés par l'attaquant"],
        "ru": ["Оружие", "Пси-способности", "Психический вопль", "Заряд Варпа",
               "Улучшения базы за столом", "Техножрец-инженер", "Носители, которых называет "
               "атакующий"],
    }
    for code, lang in table_languages.items():
        sheet = samples.table_team_sheet(lang, "raid")
        pdf = render(sheet, tmp_path / f"{code}.pdf", paper, language=lang)
        text = pdf_text(pdf)
        for words in expected[code]:
            assert words in text, (code, words)
        assert len(PdfReader(str(pdf)).pages) <= 4


def test_long_russian_names_are_not_cut_inside_a_word(
        tmp_path: Path, table_languages: dict[str, SheetLanguage]) -> None:
    lang = table_languages["ru"]
    sheet = samples.table_team_sheet(lang)
    pdf = render(sheet, tmp_path / "ru.pdf", "a4", language=lang)
    lines = [line.strip() for page in PdfReader(str(pdf)).pages
             for line in (page.extract_text() or "").splitlines()]
    # The widest word of the shipped lists' Russian names: on one line, whole.
    assert any(line.startswith("Техножрец-инженер") for line in lines)
    assert all("Техножрец-инженер" in line for line in lines if "Техножрец" in line)
