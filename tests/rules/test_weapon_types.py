"""A weapon profile's Type in French and Russian (app/rules/weapon_types.py,
resources/reference/weapon_types.yaml): each token translated with its value kept, unknown words
as written, English unchanged, every token of the shipped Team Lists known, and the rules the
rules reference names called as it calls them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.rules.format.loader import load_teamlist
from app.rules.reference import default_reference, fold
from app.rules.teamlist import TeamList
from app.rules.typography import french_typography
from app.rules.weapon_types import (
    unknown_tokens,
    weapon_term,
    weapon_terms,
    weapon_type_text,
)

TEAMLISTS = Path(__file__).resolve().parents[2] / "resources" / "teamlists"
CYRILLIC = re.compile(r"[\u0400-\u04FF]")


@pytest.mark.parametrize(("text", "fr", "ru"), [
    ("Rapid Fire", "Tir Rapide", "Скорострельное"),
    ("Rapid Fire, Gets Hot", "Tir Rapide, Surchauffe", "Скорострельное, Перегрев"),
    ("Assault 2", "Assaut 2", "Штурмовое 2"),
    ("Heavy 1, Blast", "Lourde 1, Explosion", "Тяжёлое 1, Взрыв"),
    ("Heavy D3", "Lourde D3", "Тяжёлое D3"),
    ("Assault D3", "Assaut D3", "Штурмовое D3"),
    ("Salvo 2/4", "Salve 2/4", "Залповое 2/4"),
    ("Poisoned (4+)", "Empoisonné (4+)", "Ядовитое (4+)"),
    ('Blast (3")', 'Explosion (3")', 'Взрыв (3")'),
    ('Heavy 1, 3" Blast', 'Lourde 1, 3" Explosion', 'Тяжёлое 1, 3" Взрыв'),
    ("Bomb 1", "Bombe 1", "Бомба 1"),
    ("Melee", "Mêlée", "Рукопашное"),
    ("Pistol, Gets Hot", "Pistolet, Surchauffe", "Пистолет, Перегрев"),
    ("Melee, Specialist Weapon, Unwieldy", "Mêlée, Arme de Spécialiste, Peu Maniable",
     "Рукопашное, Оружие специалиста, Неуклюжее"),
    ("Melee, Concussive, Master-crafted, Shred", "Mêlée, Commotion, Arme de Maître, Déchiqueteur",
     "Рукопашное, Оглушающий, Мастерской работы, Кромсающее"),
    ("Heavy 1, Large Blast, Pinning", "Lourde 1, Grande Explosion, Pilonnage",
     "Тяжёлое 1, Большой взрыв, Подавление огнём"),
    ("Assault 1, Twin-linked, Rending", "Assaut 1, Jumelé, Perforant",
     "Штурмовое 1, Спаренное, Разрывающий"),
])
def test_each_token_is_translated_with_its_value(text: str, fr: str, ru: str) -> None:
    assert weapon_type_text(text, "fr") == fr
    assert weapon_type_text(text, "fr_FR") == fr
    assert weapon_type_text(text, "ru") == ru
    assert weapon_type_text(text, "ru_RU") == ru


def test_order_separators_and_spaces_are_kept() -> None:
    assert weapon_type_text("Pistol,Gets Hot", "fr") == "Pistolet,Surchauffe"
    assert weapon_type_text(" Melee ,  Rending ", "ru") == " Рукопашное ,  Разрывающий "
    assert weapon_type_text("Gets Hot, Pistol", "fr") == "Surchauffe, Pistolet"
    assert weapon_type_text("Melee, ", "fr") == "Mêlée, "
    assert weapon_type_text("", "fr") == ""


def test_unknown_tokens_stay_as_written() -> None:
    # an imported catalogue's free text
    assert weapon_type_text("Melee, Zap Happy", "fr") == "Mêlée, Zap Happy"
    assert weapon_type_text("Assault 1, One Shot, Blast, Buzzing", "ru") == (
        "Штурмовое 1, Один выстрел, Взрыв, Buzzing")
    assert weapon_type_text("Rad Charge: hit units get -1T", "fr") == (
        "Rad Charge: hit units get -1T")  # no French typography put on English words
    assert weapon_type_text("Vehicle (Walker, Open-topped)", "ru") == (
        "Vehicle (Walker, Open-topped)")
    assert weapon_type_text("Lourde 1, Explosion", "ru") == "Lourde 1, Explosion"
    assert unknown_tokens("Melee, Zap Happy, Poisoned (2+), Salvo 3/5") == ("Zap Happy",)
    assert unknown_tokens("Melee, ") == ()


@pytest.mark.parametrize("language", ["en", "en_GB", "de", ""])
def test_english_or_another_language_returns_the_text_unchanged(language: str) -> None:
    for text in ("Rapid Fire, Gets Hot", "Twin linked", "Poisoned (4+)", "Zap Happy"):
        assert weapon_type_text(text, language) == text


@pytest.mark.parametrize(("variant", "fr", "ru"), [
    ("Twin-linked", "Jumelé", "Спаренное"),
    ("Twin linked", "Jumelé", "Спаренное"),
    ("Twin-Linked", "Jumelé", "Спаренное"),
    ("TWIN-LINKED", "Jumelé", "Спаренное"),
    ("One Use Only", "Usage Unique", "Одноразовое"),
    ("One use only", "Usage Unique", "Одноразовое"),
    ("One Use", "Usage Unique", "Одноразовое"),
    ("Gets Hot!", "Surchauffe", "Перегрев"),
    ("gets hot", "Surchauffe", "Перегрев"),
    ("Two-Handed", "À Deux Mains", "Двуручное"),
    ("Rapidfire", "Tir Rapide", "Скорострельное"),
    ("Unwieldly", "Peu Maniable", "Неуклюжее"),
    ("Ignore Cover", "Ignore les Couverts", "Игнорирует укрытия"),
    ("Assault1", "Assaut1", "Штурмовое1"),
    ("Poison (4+)", "Empoisonné (4+)", "Ядовитое (4+)"),
])
def test_case_and_spelling_variants(variant: str, fr: str, ru: str) -> None:
    assert weapon_type_text(variant, "fr") == fr
    assert weapon_type_text(variant, "ru") == ru


def test_french_names_are_typeset() -> None:
    for term in weapon_terms():
        assert term.name("fr") == french_typography(term.name("fr")), term.en
    assert weapon_type_text("Soul Blaze", "fr") == "Brasier d'Âme"


def test_every_term_has_its_three_names_and_one_spelling_names_one_term() -> None:
    seen: dict[str, str] = {}
    for term in weapon_terms():
        assert term.kind in ("type", "rule", "value")
        assert term.name("en") == term.en
        assert term.name("fr") and term.name("ru"), term.en
        assert CYRILLIC.search(term.name("ru")), term.en
        for spelling in (term.en, *term.aliases):
            assert seen.setdefault(fold(spelling), term.en) == term.en, spelling
            assert weapon_term(spelling) is term


# -- the shipped Team Lists -------------------------------------------------------------------
def _shipped() -> list[TeamList]:
    return [load_teamlist(f) for f in sorted(TEAMLISTS.glob("*.yaml"))]


def _weapon_types(tl: TeamList) -> Iterator[tuple[str, str]]:
    """(where, Type) of every weapon profile: the list's wargear and every entry's own."""
    for item in tl.wargear.values():
        for p in item.profiles:
            if p.type == "weapon" and p.get("Type"):
                yield f"{tl.id} wargear {item.id}", p.get("Type") or ""
    for info in tl.index.infos.values():
        for p in info.entry.profiles:
            if p.type == "weapon" and p.get("Type"):
                yield f"{tl.id} {info.entry.id}", p.get("Type") or ""


def test_no_token_of_a_shipped_team_list_is_left_in_english() -> None:
    found = [(where, text) for tl in _shipped() for where, text in _weapon_types(tl)]
    assert len(found) > 100  # the walk saw the lists' weapons
    unknown = {(where, token) for where, text in found for token in unknown_tokens(text)}
    assert unknown == set()
    for where, text in found:
        fr, ru = weapon_type_text(text, "fr"), weapon_type_text(text, "ru")
        # every token in Russian letters (its value kept), and the same number of tokens
        for token in ru.split(","):
            assert CYRILLIC.search(token), (where, text, ru)
        assert len(fr.split(",")) == len(ru.split(",")) == len(text.split(","))
        assert fr != text, (where, text)


# -- the rules reference ------------------------------------------------------------------------
def test_the_rules_the_reference_names_are_called_as_it_calls_them() -> None:
    ref = default_reference()
    rules = [e for e in ref.all(include_imported=False)
             if e.kind in ("special_rule", "play_rule")]
    linked = 0
    for term in weapon_terms():
        spellings = {fold(s) for s in (term.en, *term.aliases)}
        named = [e for e in rules
                 if spellings & {fold(n) for n in (*e.names.values(), *e.aliases)}]
        if term.reference is None:
            # a rule the reference knows takes its names from there, not a copy of its own
            assert named == [], (term.en, [e.id for e in named])
            continue
        entry = ref.get(term.reference)
        assert entry is not None and entry in named, term.en
        for lang in ("fr", "ru"):
            assert term.name(lang) == entry.name(lang)
            assert weapon_type_text(term.en, lang) == entry.name(lang)
        linked += 1
    assert linked >= 4  # Rending, Concussive, Gets Hot, Blind
    assert weapon_type_text("Rending", "fr") == "Perforant"
    assert weapon_type_text("Rending", "ru") == "Разрывающий"
    assert weapon_type_text("Concussive", "fr") == "Commotion"
    assert weapon_type_text("Concussive", "ru") == "Оглушающий"
    assert weapon_type_text("Gets Hot", "ru") == "Перегрев"  # seed 004: "спецправилом Перегрев"
