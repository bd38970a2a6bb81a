"""The Team Sheet's weapon table gives each weapon's Type in the sheet's language ("Tir Rapide",
"Pistolet, Surchauffe"), whatever the app's language (app.rules.weapon_types)."""

from __future__ import annotations

from pathlib import Path

from app.sheets import samples
from app.sheets.language import SheetLanguage
from app.sheets.render import render
from tests.sheets.conftest import pdf_text

#: (weapon name, Type) in each language: the Astra Militarum sample's lasgun, plasma pistol,
#: frag grenades, lascannon and power axe
EXPECTED = {
    "en": {"Lasgun": "Rapid Fire", "Plasma pistol": "Pistol, Gets Hot",
           "Frag grenades": "Assault 1, Blast", "Lascannon": "Heavy 1",
           "Power axe": "Melee, Unwieldy"},
    "fr": {"Fusil laser": "Tir Rapide", "Pistolet à plasma": "Pistolet, Surchauffe",
           "Grenades à fragmentation": "Assaut 1, Explosion", "Canon laser": "Lourde 1",
           "Hache énergétique": "Mêlée, Peu Maniable"},
    "ru": {"Лазган": "Скорострельное", "Плазменный пистолет": "Пистолет, Перегрев",
           "Осколочные гранаты": "Штурмовое 1, Взрыв", "Лазпушка": "Тяжёлое 1",
           "Силовой топор": "Рукопашное, Неуклюжее"},
}


def test_the_weapon_table_gives_the_type_in_the_sheet_language(
        languages: dict[str, SheetLanguage]) -> None:
    for code, lang in languages.items():
        sheet = samples.table_team_sheet(lang)
        types = {w.name: w.type for w in sheet.weapons}
        for name, kind in EXPECTED[code].items():
            assert types.get(name) == kind, (code, name, types)
        if code != "en":
            english = {t for k in EXPECTED["en"].values() for t in k.split(", ")}
            left = {t.strip() for k in types.values() for t in k.split(",")} & english
            assert left == set(), (code, left)


def test_the_french_and_russian_pdf_print_the_translated_types(
        tmp_path: Path, languages: dict[str, SheetLanguage]) -> None:
    for code in ("fr", "ru"):
        lang = languages[code]
        pdf = render(samples.table_team_sheet(lang), tmp_path / f"{code}.pdf", "a4",
                     language=lang)
        text = pdf_text(pdf)
        for kind in EXPECTED[code].values():
            assert kind in text, (code, kind)
        for english in ("Rapid Fire", "Gets Hot", "Unwieldy", "Melee"):
            assert english not in text, (code, english)


def test_the_range_and_strength_words_are_translated_too(
        languages: dict[str, SheetLanguage]) -> None:
    """A flamer's Range "Template" and a close combat weapon's Strength "User" were English
    on the French and Russian sheets; numbers stay as they are."""
    words = {"en": ("Template", "User"), "fr": ("Gabarit", "Utilisateur"),
             "ru": ("Шаблон", "Носитель")}
    for code, lang in languages.items():
        weapons = {w.name: w for w in samples.table_team_sheet(lang).weapons}
        flamer = next(w for w in weapons.values()
                      if w.strength == "4" and not w.range[:1].isdigit())
        assert flamer.range == words[code][0], (code, flamer)
        melee = [w for w in weapons.values() if w.range == "-"]
        assert words[code][1] in {w.strength for w in melee}, (code, melee)
        assert any(w.range == '24"' and w.strength == "3" for w in weapons.values())


def test_a_range_or_strength_word_is_never_cut_inside(
        tmp_path: Path, languages: dict[str, SheetLanguage]) -> None:
    """The Range and Strength columns are as wide as their longest word: "Utilisateur" and
    "Носитель" were printed "Utilis/ateu/r" and "Носи/тель" in the 6 % column."""
    for code, words in (("fr", ("Utilisateur", "Gabarit")), ("ru", ("Носитель", "Шаблон"))):
        lang = languages[code]
        pdf = render(samples.table_team_sheet(lang), tmp_path / f"{code}.pdf", "a4",
                     language=lang)
        text = pdf_text(pdf)
        for word in words:
            assert word in text, (code, word)
