"""A Squad's model name: an unnamed Cultist of the Chaos Cultist Squad is "Chaos Cultist 7",
not "Chaos Cultist Squad 7" (the model, not the unit). The Team List format's ``model_name`` /
``model_names``, their checks, :func:`model_display_name` and the shipped lists."""

from __future__ import annotations

import pytest

from app.rules.format.checker import FileProblems
from app.rules.format.loader import load_teamlist_text
from app.rules.teamlist import EntryKind, display_name, model_display_name
from app.rules.teamlist_json import teamlist_from_json, teamlist_to_json
from tests.conftest import FIXTURES
from tests.rules.test_shipped_teamlists import SHIPPED, TEAMLISTS, team_list

GOOD = (FIXTURES / "test_list.yaml").read_text(encoding="utf-8")
SQUAD = "    name: Cultist Squad\n    section: core\n    cost: 20\n    squad: 5\n"
SQUAD_LINE = GOOD[: GOOD.index(SQUAD)].count("\n") + 1  # the line of "name: Cultist Squad"
NAMED = SQUAD + "    model_name: Cultist\n    model_names: {fr: Cultiste, ru: Культист}\n"


def _with(replacement: str, original: str = SQUAD) -> str:
    assert original in GOOD
    return GOOD.replace(original, replacement, 1)


def _problems(text: str) -> list[str]:
    with pytest.raises(FileProblems) as info:
        load_teamlist_text(text, "broken.yaml")
    return [str(p) for p in info.value.problems]


def test_the_loader_reads_a_squads_model_name() -> None:
    tl = load_teamlist_text(_with(NAMED), "good.yaml")
    squad = tl.entry("cultist")
    assert squad.kind == EntryKind.UNIT and squad.squad_size == 5
    assert squad.model_name == "Cultist"
    assert dict(squad.model_names) == {"fr": "Cultiste", "ru": "Культист"}
    assert squad.name == "Cultist Squad"  # the unit keeps its own name
    # an entry without one: nothing set
    assert tl.entry("sergeant").model_name == "" and not tl.entry("sergeant").model_names


def test_the_model_name_survives_the_stores_copy() -> None:
    tl = load_teamlist_text(_with(NAMED), "good.yaml")
    again = teamlist_from_json(teamlist_to_json(tl))
    assert again == tl
    assert again.entry("cultist").model_name == "Cultist"
    assert dict(again.entry("cultist").model_names) == {"fr": "Cultiste", "ru": "Культист"}


def test_model_display_name_in_each_language_and_its_fallbacks() -> None:
    tl = load_teamlist_text(_with(NAMED), "good.yaml")
    squad = tl.entry("cultist")
    assert model_display_name(squad, "en") == "Cultist"
    assert model_display_name(squad, "") == "Cultist"
    assert model_display_name(squad, "fr") == "Cultiste"
    assert model_display_name(squad, "ru_RU") == "Культист"
    assert model_display_name(squad, "de") == "Cultist"  # not translated: the English model name
    sergeant = tl.entry("sergeant")  # no model name: the entry's own name
    assert model_display_name(sergeant, "fr") == display_name(sergeant, "fr")


# (what is wrong, the replacement of the Cultist Squad's head, the path, the words)
BAD = [
    ("translations without an English name", SQUAD + "    model_names: {fr: Cultiste}\n",
     "entries[6].model_names", "need `model_name:`"),
    ("empty", SQUAD + '    model_name: " "\n', "entries[6].model_name", "cannot be empty"),
    ("empty translation", SQUAD + "    model_name: Cultist\n    model_names: {fr: ''}\n",
     "entries[6].model_names.fr", "cannot be empty"),
    ("not a language code", SQUAD + "    model_name: Cultist\n    model_names: {fr_FR: Cultiste}\n",
     "entries[6].model_names.fr_FR", "'fr_FR' is not a language code"),
    ("not text", SQUAD + "    model_name: [Cultist]\n", "entries[6].model_name",
     "expected text, found a list"),
    ("translations not a mapping", SQUAD + "    model_name: Cultist\n    model_names: Cultiste\n",
     "entries[6].model_names", "expected a mapping"),
    ("misspelt", SQUAD + "    model_nmae: Cultist\n", "entries[6].model_nmae",
     "unknown key 'model_nmae'"),
]


@pytest.mark.parametrize(("what", "text", "path", "words"), BAD, ids=[b[0] for b in BAD])
def test_a_bad_model_name_is_refused_naming_file_and_field(
        what: str, text: str, path: str, words: str) -> None:
    found = _problems(_with(text))
    assert any(p.startswith("broken.yaml:") and f": {path}: " in p and words in p
               for p in found), found


def test_a_single_model_has_no_model_name() -> None:
    sergeant = "  - id: sergeant\n    name: Veteran Sergeant\n"
    assert sergeant in GOOD
    found = _problems(_with(sergeant + "    model_name: Sarge\n", sergeant))
    assert any(": entries[0].model_name: only a Squad (`squad:`) names its models" in p
               for p in found), found
    line = GOOD[: GOOD.index(sergeant)].count("\n") + 1
    assert any(p.startswith(f"broken.yaml:{line}:") for p in found), found


def test_the_line_of_a_mistake_is_its_entrys() -> None:
    found = _problems(_with(SQUAD + '    model_name: ""\n'))
    assert any(p.startswith(f"broken.yaml:{SQUAD_LINE - 1}:") for p in found), found


# -- the shipped lists --------------------------------------------------------------------------
@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_squad_without_member_entries_names_its_model(name: str) -> None:
    """A Squad whose models are no entries of their own says what one model is called, in
    English, French and Russian (singular, not the unit's name)."""
    tl = team_list(name)
    for e in tl.entries:
        if not e.squad_size or any(c.kind == EntryKind.MODEL for c in e.entries):
            continue
        assert e.model_name, (name, e.id)
        assert e.model_name != e.name, (name, e.id)
        for lang in ("fr", "ru"):
            called = e.model_names.get(lang, "")
            assert called and called != display_name(e, lang), (name, e.id, lang)


def test_the_shipped_squads_are_the_six_named() -> None:
    found = {(f.stem, e.id): model_display_name(e, "ru") for f in sorted(TEAMLISTS.glob("*.yaml"))
             for e in team_list(f.stem).entries if e.squad_size}
    assert found == {
        ("astra_militarum", "conscript_squad"): "Призывник",
        ("astra_militarum", "guardsmen_squad"): "Гвардеец",
        ("astra_militarum", "veteran_squad"): "Ветеран",
        ("chaos_space_marines", "cultist_squad"): "Культист Хаоса",
        ("orks", "boyz_mob"): "Парень",
        ("orks", "gretchin_mob"): "Гретчин",
    }
    cultists = team_list("chaos_space_marines").entry("cultist_squad")
    assert (model_display_name(cultists, "en"), model_display_name(cultists, "fr")) == (
        "Chaos Cultist", "Cultiste du Chaos")
