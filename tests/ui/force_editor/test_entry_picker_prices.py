"""The entry picker prints what adding an entry costs: the one price of app.rules.pricing."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.rules.pricing import catalogue_price
from app.rules.teamlist import TeamList
from app.rules.validation import points_int
from app.ui.force_editor.entry_picker import ENTRY_ROLE, EntryPicker
from tests.rules.bsdata.helpers import faction, needs_bsdata, root
from tests.ui.force_editor.helpers import team_list


def shown(qtbot: QtBot, tl: TeamList) -> dict[str, str]:
    """The Points column of the picker, by entry id."""
    picker = EntryPicker(tl)
    qtbot.addWidget(picker)
    src = picker.source
    out: dict[str, str] = {}
    for r in range(src.rowCount()):
        head = src.item(r, 0)
        for c in range(head.rowCount()):
            out[str(head.child(c, 0).data(ENTRY_ROLE))] = head.child(c, 1).text()
    return out


def expected(tl: TeamList, entry_id: str) -> str:
    e = tl.entry(entry_id)
    cost = points_int(catalogue_price(tl, entry_id))
    return f"{cost} for {e.squad_size}" if e.squad_size else str(cost)


@pytest.mark.parametrize("name", ["space_marines", "chaos_space_marines", "orks"])
def test_the_picker_shows_the_catalogue_price_of_every_entry(qtbot: QtBot, name: str) -> None:
    tl = team_list(name)
    points = shown(qtbot, tl)
    assert points and set(points) == {e.id for e in tl.entries if not e.hidden}
    for entry_id, text in points.items():
        assert text == expected(tl, entry_id), entry_id
    if name == "chaos_space_marines":
        assert points["cultist_squad"] == "20 for 5"


@needs_bsdata
def test_the_picker_prices_imported_entries_as_the_list_modifies_them(qtbot: QtBot) -> None:
    tl = faction("HoRKT-Space_Wolves.cat")
    points = shown(qtbot, tl)
    cavalry = root(tl, "Thunderwolf Cavalry")
    assert points[cavalry.id] == "40"  # its written cost says 90
    for entry_id, text in points.items():
        assert text == expected(tl, entry_id), entry_id


@needs_bsdata
def test_the_options_dialog_prices_an_option_as_the_list_modifies_it(qtbot: QtBot) -> None:
    from app.rules import force_edit as fe
    from app.rules.force import Force
    from app.rules.pricing import catalogue_option_price
    from app.ui.force_editor.options_dialog import OptionsDialog
    from tests.rules.bsdata.helpers import option

    tl = faction("HoRKT-Chaos_Space_Marines.cat")
    term = root(tl, "Chaos Terminator", "specialist")
    fist = option(tl, term, "Power fist", "Melee Weapon")
    combi = option(tl, term, "Combi-weapon", "Ranged Weapon")
    m = fe.add_model(tl, Force(tl.id), term.id).force.models[0]
    dialog = OptionsDialog(tl, term, m.options, lambda sel: 0)
    qtbot.addWidget(dialog)
    assert dialog.buttons_by_entry[fist.id].text() == "Power fist  (+7)"  # written 25
    assert dialog.buttons_by_entry[combi.id].text() == "Combi-weapon  (+5)"  # written 10
    for entry_id, button in dialog.buttons_by_entry.items():
        cost = points_int(catalogue_option_price(tl, term.id, entry_id))
        assert button.text().endswith(f"(+{cost})") if cost > 0 else "(+" not in button.text()
