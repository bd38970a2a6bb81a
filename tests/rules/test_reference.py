"""The rules reference (app/rules/reference.py, resources/reference/*.yaml): coverage of every id the
app uses in the three languages, search across languages, (X) parameters, linking rule names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.i18n.terms import TERMS
from app.rules.campaign.data import load_rules
from app.rules.library import builtin_teamlists
from app.rules.reference import (
    KINDS,
    LANGUAGES,
    RANK_TEXT,
    ParameterError,
    Reference,
    ReferenceDataError,
    default_reference,
    fold,
    instantiate,
    link,
    search,
    show,
)
from app.rules.teamlist import Rule, TeamList, display_name, display_text
from app.rules.typography import french_typography
from tests.conftest import FIXTURES, ROOT

CYRILLIC = re.compile(r"[\u0400-\u04FF]")
REF = default_reference()


def app_ids() -> dict[str, set[str]]:
    """Every id of the app that the reference must explain, by reference kind."""
    rules = load_rules()
    return {
        "honour": set(rules.honours),
        "walker_honour": set(rules.walker_honours),
        "base_upgrade": set(rules.base_upgrades),
        "base_level": {b.id for b in rules.base_levels},
        "term": set(TERMS["glossary"]) | {"leader", "specialist", "core", "transport"},
        "achievement": set(rules.achievements),
        "special_rule": {r.id for tl in builtin_teamlists().values() for r in tl.rules},
    }


# -- coverage -----------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(app_ids()))
def test_every_id_the_app_uses_has_an_entry_in_three_languages(kind: str) -> None:
    for key in sorted(app_ids()[kind]):
        entry = REF.entries.get(f"{kind}.{key}")
        assert entry is not None, f"{kind}.{key} is not in the reference"
        for lang in LANGUAGES:
            assert entry.names.get(lang), f"{entry.id}: no {lang} name"
            assert entry.texts.get(lang), f"{entry.id}: no {lang} text"
        assert CYRILLIC.search(entry.text("ru")), entry.id
        assert entry.text("fr") != entry.text("en"), entry.id


def test_every_entry_is_complete_and_its_source_known() -> None:
    assert {e.kind for e in REF.entries.values()} <= set(KINDS)
    for e in REF.entries.values():
        for lang in LANGUAGES:
            assert e.name(lang).strip() and e.text(lang).strip(), (e.id, lang)
            assert "{" not in e.text(lang) and "}" not in e.text(lang), (e.id, lang)
        assert CYRILLIC.search(e.text("ru")) and CYRILLIC.search(e.name("ru")), e.id
        assert e.source is not None and e.source.seed in REF.sources, e.id
        assert REF.source_text(e, "fr"), e.id
    for kind in KINDS:
        for lang in LANGUAGES:
            assert REF.kind_name(kind, lang) != kind


def test_the_glossary_pack_is_optional_and_typed() -> None:
    skills = REF.all(["glossary_skill"])
    assert len(skills) >= 40
    assert all(e.optional and e.pack == "skills_002" for e in skills)
    typed = {e.key: e.param.type for e in skills if e.param is not None}
    assert typed == {"camouflage": "int", "contempt": "text", "fear": "int", "heal": "int",
                     "leap": "inches", "medic": "int", "psychic": "int"}
    assert not any(e.optional for e in REF.all(["honour", "special_rule", "play_rule"]))


def glossary_names() -> dict[tuple[str, str], tuple[str, str, str]]:
    out: dict[tuple[str, str], tuple[str, str, str]] = {}
    kind = ""
    for line in (ROOT / "docs/glossary.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            kind = line[3:].strip()
        m = re.match(r"^\| `(\w+)` \| (.+?) \| (.+?) \| (.+?) \|$", line)
        if m:
            out[(kind, m.group(1))] = (m.group(2), m.group(3), m.group(4))
    return out


@pytest.mark.parametrize(("glossary_kind", "kind"), [
    ("honour", "honour"), ("upgrade", "base_upgrade"), ("base_level", "base_level"),
    ("glossary", "term"), ("section", "term"), ("achievement", "achievement"),
])
def test_names_are_the_names_the_app_shows(glossary_kind: str, kind: str) -> None:
    """The reference names an honour, an upgrade, a term the way the app's translations do."""
    for (gk, key), names in glossary_names().items():
        if gk != glossary_kind:
            continue
        entry = REF.entries.get(f"{kind}.{key}") or REF.entries.get(f"walker_honour.{key}")
        assert entry is not None, key
        # the glossary is plain Markdown: the app shows its French with French typography
        assert tuple(entry.name(lang) for lang in LANGUAGES) == (
            names[0], french_typography(names[1]), names[2]), key


def test_shipped_team_list_rules_say_what_the_reference_says() -> None:
    """A shipped rule and its entry agree in the three languages (Scout's range differs per list
    on purpose); linking by id finds every one of them."""
    for tl in builtin_teamlists().values():
        for indexed, rule in zip(REF.index_teamlist_rules(tl), tl.rules, strict=True):
            assert indexed.linked == f"special_rule.{rule.id}" and not indexed.imported
            entry = REF.entries[f"special_rule.{rule.id}"]
            assert entry.name("en") == rule.name, rule.id
            assert entry.name("fr") == display_name(rule, "fr"), rule.id
            assert entry.names["ru"] == rule.names["ru"]
            if rule.id == "scout":
                continue
            assert entry.text("en") == rule.text, (tl.id, rule.id)
            for lang in ("fr", "ru"):
                assert entry.text(lang) == display_text(rule, lang), (tl.id, rule.id, lang)


def test_move_through_cover_follows_seed_003() -> None:
    """Seed 003: a model with Move Through Cover is not affected by difficult terrain (which
    otherwise counts double) — not "an extra D6" (issue 16, point 5)."""
    entry = REF.entries["special_rule.move_through_cover"]
    assert entry.source is not None and entry.source.seed == "003"
    for tl in builtin_teamlists().values():
        for rule in tl.rules:
            if rule.id == "move_through_cover":
                assert "D6" not in rule.text and "difficult terrain" in rule.text
                assert "D6" not in rule.texts["fr"] and "D6" not in rule.texts["ru"]
    assert "double" in REF.entries["play_rule.difficult_terrain"].text("en")
    assert "Move Through Cover" in REF.entries["play_rule.difficult_terrain"].text("en")


# -- search -------------------------------------------------------------------------------------
def test_peur_fear_and_strakh_find_the_same_rule() -> None:
    tops = {q: search(q)[0].entry.id for q in ("peur", "fear", "страх", "PEUR", "Страх")}
    assert set(tops.values()) == {"special_rule.fear"}
    for q in ("peur", "fear", "страх"):
        ids = [h.entry.id for h in search(q, limit=3)]
        assert ids[:2] == ["special_rule.fear", "glossary_skill.fear"]


def test_matching_ignores_accents_case_and_punctuation() -> None:
    assert fold("Mouvement à Couvert") == fold("MOUVEMENT A COUVERT") == "mouvement a couvert"
    assert fold("Ёлка") == fold("елка")
    assert fold("Counter-attack") == "counter attack"
    for q in ("mouvement a couvert", "MOUVEMENT À COUVERT", "движение через укрытия",
              "move through cover"):
        assert search(q)[0].entry.id == "special_rule.move_through_cover", q
    assert search("counterattack")[0].entry.id == "special_rule.counter_attack"
    assert search("Réparation")[0].entry.id == "walker_honour.repair"
    assert search("reparation")[0].entry.id == "walker_honour.repair"


def test_names_rank_before_texts() -> None:
    hits = search("difficult terrain")
    assert hits[0].entry.id == "play_rule.difficult_terrain" and hits[0].where == "name"
    later = [h for h in hits if h.entry.id == "special_rule.move_through_cover"]
    assert later and later[0].rank >= RANK_TEXT and later[0].where == "text"
    ranks = [h.rank for h in hits]
    assert ranks == sorted(ranks)
    # a word only the text has is still found, after every name match
    hits = search("barricade")
    assert hits and all(h.where == "text" for h in hits)


def test_search_filters_and_empty_query() -> None:
    everything = search("")
    assert len(everything) == len(REF.entries)
    assert [h.entry.kind for h in everything] == sorted(
        (h.entry.kind for h in everything), key=KINDS.index)
    assert all(h.entry.kind == "honour" for h in search("", kinds=["honour"]))
    assert not [h for h in search("fear", include_optional=False) if h.entry.optional]
    assert len(search("a", limit=3)) == 3
    assert search("zzzz qqqq") == []


def test_search_with_a_value_puts_the_parameterised_rule_first() -> None:
    hits = search("Peur (2)", "fr")
    assert hits[0].entry.id == "glossary_skill.fear" and hits[0].value == "2"
    assert hits[0].entry.text("fr", hits[0].value).count("2") >= 2


# -- (X) parameters -----------------------------------------------------------------------------
def test_fear_2_shows_the_general_text_with_x_2() -> None:
    inst = instantiate("Fear (2)")
    assert inst is not None and inst.entry.id == "glossary_skill.fear" and inst.value == "2"
    assert inst.name("en") == "Fear (2)" and inst.name("ru") == "Страх (2)"
    for lang in LANGUAGES:
        assert "{X}" not in inst.text(lang) and "(2)" in inst.text(lang)
    assert "modified by 2" in inst.text("en")
    general = REF.entries["glossary_skill.fear"]
    assert general.name("fr") == "Peur (X)" and "modified by X" in general.text("en")


@pytest.mark.parametrize(("text", "entry", "value"), [
    ("Peur (3)", "glossary_skill.fear", "3"),
    ("Страх (1)", "glossary_skill.fear", "1"),
    ('Leap (6")', "glossary_skill.leap", "6"),
    ("Bond (4 ps)", "glossary_skill.leap", "4"),
    ("Feel No Pain (6+)", "special_rule.feel_no_pain", "6+"),
    ("Squad (5 Cultists)", "special_rule.squad", "5 Cultists"),
    ("Contempt (Dark Legion)", "glossary_skill.contempt", "Dark Legion"),
    ("Fear (X)", "glossary_skill.fear", None),
])
def test_instantiate_reads_typed_parameters(text: str, entry: str, value: str | None) -> None:
    inst = instantiate(text)
    assert inst is not None and inst.entry.id == entry and inst.value == value


def test_instantiated_texts() -> None:
    fnp = instantiate("Feel No Pain (6+)")
    assert fnp is not None and "on a 6+" in fnp.text("en") and "sur 6+" in fnp.text("fr")
    assert fnp.name("fr") == "Insensible à la douleur (6+)"
    assert REF.entries["special_rule.feel_no_pain"].name("en") == "Feel No Pain"
    assert "on a 5+" in REF.entries["special_rule.feel_no_pain"].text("en")  # the default
    squad = instantiate("Squad (5 Cultists)")
    assert squad is not None and "the 5 Cultists of the unit" in squad.text("en")
    leap = instantiate("Leap (6)")
    assert leap is not None and 'within 6"' in leap.text("en")


@pytest.mark.parametrize(("text", "code"), [
    ("Fear (two)", "param.not_a_number"),
    ("Fear (0)", "param.out_of_range"),
    ("Fear (99)", "param.out_of_range"),
    ("Feel No Pain (7+)", "param.not_a_roll"),
    ("Feel No Pain (five)", "param.not_a_roll"),
    ("Fear ( )", "param.empty"),
])
def test_a_value_that_does_not_fit_its_type_is_refused(text: str, code: str) -> None:
    with pytest.raises(ParameterError) as info:
        instantiate(text)
    assert info.value.code == code


def test_instantiate_without_a_parameter_rule() -> None:
    assert instantiate("Fear") is None
    assert instantiate("Nothing Known (2)") is None
    assert instantiate("Stealth (2)") is None  # Stealth takes no parameter


# -- linking names ------------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "entry"), [
    ("And They Shall Know No Fear", "special_rule.atskmf"),
    ("ATSKNF", "special_rule.atskmf"),
    ("Infiltrate", "special_rule.infiltrate"),  # not the optional glossary's Infiltrate
    ("Psyker (Mastery Level1)", "special_rule.psyker"),
    ("Psyker (Mastery Level 2)", "special_rule.psyker"),
    ("Feel No Pain (3+)", "special_rule.feel_no_pain"),
    ("Fear", "special_rule.fear"),
    ("Fear (2)", "glossary_skill.fear"),
    ("Gets Hot", "play_rule.gets_hot"),
    ("Banner", "play_rule.banners"),
    ("Fireproof", "special_rule.non_flammable"),
    ("Counter-attack", "special_rule.counter_attack"),
    ("move through cover", "special_rule.move_through_cover"),
    ("Squad (5 Guardsmen)", "special_rule.squad"),
    ("Sniper", "glossary_skill.sniper"),  # only the glossary knows it
])
def test_link_finds_the_entry_a_rule_name_stands_for(name: str, entry: str) -> None:
    assert link(name) == entry


def test_link_of_an_unknown_name() -> None:
    assert link("Blessing of the Omnissiah") is None
    assert link("") is None


def test_an_imported_catalogue_is_indexed_linked_or_in_its_own_language() -> None:
    from app.rules.bsdata import import_catalogue

    tl = import_catalogue(FIXTURES / "bsdata/mini.cat", FIXTURES / "bsdata/mini.gst").team_list
    indexed = REF.index_teamlist_rules(tl)
    assert indexed and all(i.imported for i in indexed)
    atsknf = next(i for i in indexed if i.name == "And They Shall Know No Fear")
    assert atsknf.linked == "special_rule.atskmf"
    assert show(atsknf.linked, "ru").name == "И не ведают они страха"


def test_unknown_imported_rules_become_searchable_marked_as_imported() -> None:
    ref = Reference.load()
    tl = TeamList("bs_test", "Test Catalogue", "1", origin="battlescribe", rules=(
        Rule("r-1", "Zap Happy", "Re-roll failed zap rolls."),
        Rule("r-2", "Feel No Pain (6+)", "English text of the catalogue."),
    ))
    indexed = ref.add_teamlist(tl)
    zap, fnp = indexed
    assert zap.linked is None and zap.entry_id == "imported_rule.bs_test.r-1"
    assert fnp.linked == "special_rule.feel_no_pain" and fnp.value == "6+"
    hits = ref.search("zap")
    assert hits[0].entry.id == zap.entry_id and hits[0].entry.imported
    view = ref.show(zap.entry_id, "fr")
    assert view.name == "Zap Happy" and view.text == "Re-roll failed zap rolls."
    assert view.imported_from is not None and "Test Catalogue" in view.imported_from
    assert view.kind_name == "Règle d'un catalogue importé"
    assert ref.link("Zap Happy") is None  # imported rules never stand for a reference entry
    assert not default_reference().search("zap happy")  # the shared reference is untouched


# -- show ---------------------------------------------------------------------------------------
def test_show_gives_the_facts_of_the_campaign_rules() -> None:
    medic = show("honour.medic", "en")
    assert medic.name == "Medic" and medic.kind_name == "Battle Honour"
    assert medic.facts == ("10 RP", "Renown 5+", "Team Leaders only")
    assert show("honour.plus_bs", "fr").facts == ("10 PR",)
    officer = show("base_upgrade.officer_training", "fr")
    assert officer.facts == ("5 PR", "nécessite Base Principale, Centre de Formation")
    main = show("base_level.main_base", "ru")
    assert main.facts == ("уровень 3", "10 РП", "Репутация 5+", "Лимит команды 300 очк.")
    assert show("walker_honour.repair", "en").facts[-1] == "may be bought any number of times"
    assert show("achievement.butcher", "en").facts == ("+2 RP", "may be earned several times a game")
    assert "Seed" not in medic.source and "000" in medic.source


def test_show_resolves_keys_names_and_values() -> None:
    assert show("gets_hot").id == "play_rule.gets_hot"  # a key only one entry has
    assert show("Fear (3)", "ru").name == "Страх (3)"
    fear = show("glossary_skill.fear", "en", value="4")
    assert fear.value == "4" and "modified by 4" in fear.text
    assert fear.parameter == "X: a number"
    assert show("Mouvement à couvert", "en").id == "special_rule.move_through_cover"
    assert show("honour.cat_like_agility", "fr").see == (
        ("play_rule.climbing_jumping", "Grimper et sauter"),)
    with pytest.raises(KeyError):
        show("no_such_rule")
    with pytest.raises(ParameterError):
        show("glossary_skill.fear", value="lots")
    with pytest.raises(ParameterError):
        show("Fear (lots)")
    assert REF.resolve("Fear (lots)") is not None  # tooltips fall back to the rule's name


def test_an_ambiguous_key_needs_its_kind() -> None:
    assert REF.get("fearless") is None  # an honour, a special rule and a glossary skill
    assert REF.get("honour.fearless") is not None


# -- the data files -----------------------------------------------------------------------------
def write_reference(folder: Path, entries: str) -> Path:
    (folder / "index.yaml").write_text(
        "forcesheet_reference: 1\npacks:\n  - {id: core, files: [a.yaml], names: "
        "{en: A, fr: A, ru: А}}\n", encoding="utf-8")
    (folder / "a.yaml").write_text("entries:\n" + entries, encoding="utf-8")
    return folder


ENTRY = ("- {id: x, kind: term, names: {en: X, fr: X, ru: Х}, texts: {en: t, fr: t, ru: т}%s}\n")


@pytest.mark.parametrize(("entries", "problem"), [
    ("- {id: x, kind: term, names: {en: X, fr: X}, texts: {en: t, fr: t, ru: т}}\n", "missing ru"),
    (ENTRY % "" + ENTRY % "", "defined twice"),
    (ENTRY % ", see: [term.y]", "unknown entries"),
    (ENTRY % ", param: {type: colour}", "param needs a type"),
    ("- {id: x, kind: spell, names: {en: X}, texts: {en: t}}\n", "kind among"),
])
def test_malformed_data_is_refused(tmp_path: Path, entries: str, problem: str) -> None:
    with pytest.raises(ReferenceDataError, match=problem):
        Reference.load(write_reference(tmp_path, entries))


def test_a_minimal_reference_loads(tmp_path: Path) -> None:
    ref = Reference.load(write_reference(tmp_path, ENTRY % ""))
    assert [e.id for e in ref.all()] == ["term.x"]
    assert ref.search("х")[0].entry.id == "term.x"
