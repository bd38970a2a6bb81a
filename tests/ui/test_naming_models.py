"""An unnamed model of a Squad without member entries is named as one of its models, with its
number: the seventh unnamed Cultist is "Chaos Cultist 7" ("Cultiste du Chaos 7", "Культист
Хаоса 7"), never "Chaos Cultist Squad 7", in the Force editor, the step dialogs, the sheets,
the edits' undo texts and the list of the fallen alike (:mod:`app.ui.naming`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from app.i18n import install_translators
from app.rules import force_edit as fe
from app.rules.force import Force
from app.rules.library import find_teamlist
from app.rules.teamlist import TeamList
from app.rules.validation import Validator
from app.sheets.data import Fallen, force_sheet_data
from app.ui.force_editor.rows import ENTRY, NAME, RowBuilder
from app.ui.naming import model_labels, unnamed_model_name
from app.ui.steps.common import ForceInfo

CULTIST = {"en": "Chaos Cultist", "fr": "Cultiste du Chaos", "ru": "Культист Хаоса"}
SQUAD = {"en": "Chaos Cultist Squad", "fr": "Escouade de Cultistes du Chaos",
         "ru": "Отряд культистов Хаоса"}


@pytest.fixture
def chaos() -> TeamList:
    tl = find_teamlist("chaos_space_marines")
    assert tl is not None
    return tl


@pytest.fixture
def cultists(chaos: TeamList) -> Force:
    """A Chaos Lord and two Cultist Squads: ten unnamed Cultists."""
    force = Force(chaos.id, starting=True)
    leader = next(e.id for e in chaos.entries if chaos.section_of(e) == "leader")
    force = fe.add_model(chaos, force, leader).force
    for _ in range(2):
        force = fe.add_model(chaos, force, "cultist_squad").force
    assert sum(m.entry == "cultist_squad" for m in force.models) == 10
    return force


@pytest.fixture
def language(qapp: QCoreApplication) -> Iterator[Callable[[str], None]]:
    """Switches the app's language; English again at the end."""

    def switch(code: str) -> None:
        assert install_translators(qapp, code) == code

    yield switch
    install_translators(qapp, "en")


def _seventh(force: Force) -> str:
    return [m.uid for m in force.models if m.entry == "cultist_squad"][6]


def _tree(builder: RowBuilder, force: Force, tl: TeamList) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    stack = [builder.build(force, Validator(tl).validate_force(force), None)]
    while stack:
        row = stack.pop()
        stack.extend(row.children)
        if row.kind == "model" and row.uid is not None:
            out[row.uid] = row.texts
    return out


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_an_unnamed_cultist_is_chaos_cultist_7_everywhere(
        code: str, chaos: TeamList, cultists: Force, language: Callable[[str], None]) -> None:
    language(code)
    uid = _seventh(cultists)
    expected = f"{CULTIST[code]} 7"
    assert unnamed_model_name(chaos, "cultist_squad", code) == CULTIST[code]
    assert model_labels(cultists, lambda e: unnamed_model_name(chaos, e, code))[uid] == expected
    # the step dialogs (Build a Team, Record a game, Injuries, Spend RP, the history)
    info = ForceInfo(cultists, chaos)
    assert info.name(uid) == expected
    assert info.model_name("cultist_squad") == CULTIST[code]
    # the Force editor: the name is the model's, the entry column still the unit's
    texts = _tree(RowBuilder(chaos, code), cultists, chaos)[uid]
    assert texts[NAME] == expected
    assert texts[ENTRY].startswith(SQUAD[code])
    # the Force Sheet, and a Cultist fallen in a game
    fallen = [Fallen("", "cultist_squad", 2), Fallen("Kruger", "cultist_squad")]
    sheet = force_sheet_data(chaos, cultists, language=code, fallen=fallen)
    assert {row.uid: row.name for row in sheet.models}[uid] == expected
    assert sheet.fallen[0].name == CULTIST[code]
    assert (sheet.fallen[1].name, sheet.fallen[1].entry) == ("Kruger", SQUAD[code])
    if code == "en":  # the Squads keep their own labels
        assert sorted(info.group_names().values()) == ["Squad 1", "Squad 2"]


def test_a_named_cultist_keeps_its_name_and_a_lone_one_has_no_number(
        chaos: TeamList, cultists: Force) -> None:
    from dataclasses import replace

    uid = _seventh(cultists)
    named = cultists.with_models(replace(m, name="Kruger") if m.uid == uid else m
                                 for m in cultists.models)
    names = ForceInfo(named, chaos).names()
    assert names[uid] == "Kruger"
    unnamed = sorted(n for u, n in names.items() if u != uid and n.startswith("Chaos Cultist"))
    assert unnamed == sorted(f"Chaos Cultist {i}" for i in range(1, 10))
    lone = Force(chaos.id, (next(m for m in cultists.models if m.entry == "cultist_squad"),))
    assert list(ForceInfo(lone, chaos).names().values()) == ["Chaos Cultist"]


def test_the_editors_undo_text_names_the_model_as_its_tree_does(
        qapp: QCoreApplication, chaos: TeamList, cultists: Force) -> None:
    from app.ui.force_editor.document import MemoryForceDocument

    doc = MemoryForceDocument(chaos, cultists)
    uid = _seventh(cultists)
    new = fe.set_options(chaos, cultists, uid, cultists.model(uid).options).force
    doc.apply("set_options", {"model": uid}, new)
    assert doc.undo_stack.undoText() == "Change the options of Chaos Cultist 7"


def test_an_imported_squads_members_are_named_by_their_model_child() -> None:
    """A BattleScribe unit's model children are its members' entries: no model name needed."""
    from tests.rules.bsdata.helpers import faction, root

    tl = faction("HoRKT-Chaos_Space_Marines.cat")
    unit = root(tl, "Chaos Cultist Squad")
    assert not unit.model_name
    force = Force(tl.id)
    for _ in range(2):
        force = fe.add_model(tl, force, unit.id).force
    labels = ForceInfo(force, tl).names()
    assert labels[force.models[6].uid] == "Chaos Cultist 7"
