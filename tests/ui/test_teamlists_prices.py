"""The Team Lists browser prints the one price (app.rules.pricing): entries in the tree and in
their details, and each option as what choosing it adds to a new recruit."""

from __future__ import annotations

import html
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.model.catalogues import CatalogueLibrary
from app.rules.pricing import catalogue_option_price, catalogue_price
from app.rules.teamlist import Entry, TeamList
from app.rules.validation import points_int
from app.ui.teamlists import TeamListBrowser
from tests.conftest import BSDATA
from tests.rules.bsdata.helpers import needs_bsdata


def rows(w: TeamListBrowser) -> list[tuple[str, str, TeamList, Entry]]:
    """(name, points, team list, entry) of every entry row of the browser."""
    out = []
    for s in range(w.entries.topLevelItemCount()):
        section = w.entries.topLevelItem(s)
        assert section is not None
        for c in range(section.childCount()):
            item = section.child(c)
            tl, e = w._entries[id(item)]
            out.append((item.text(0), item.text(1), tl, e))
    return out


def check_entries(qtbot: QtBot, w: TeamListBrowser) -> None:
    found = rows(w)
    assert found
    for _name, points, tl, e in found:
        price = points_int(catalogue_price(tl, e.id))
        assert points == str(price), e.name
        assert f"{price} pts" in w.entry_html(tl, e)


def test_built_in_lists_show_their_catalogue_prices(qtbot: QtBot, tmp_path: Path) -> None:
    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    for teamlist_id in ("space_marines", "chaos_space_marines"):
        w.select(teamlist_id)
        check_entries(qtbot, w)


@needs_bsdata
def test_imported_prices_follow_the_lists_modifiers(qtbot: QtBot, tmp_path: Path) -> None:
    lib = CatalogueLibrary(tmp_path / "catalogues")
    gst = next(BSDATA.glob("*.gst"))
    result = lib.import_files([gst, BSDATA / "HoRKT-Space_Wolves.cat",
                               BSDATA / "HoRKT-Chaos_Space_Marines.cat"])
    assert result.ok
    ids = {i.name: i.id for i in result.imported}
    w = TeamListBrowser(lib)
    qtbot.addWidget(w)
    w.select(next(v for k, v in ids.items() if "Wolves" in k))
    check_entries(qtbot, w)
    cavalry = next(r for r in rows(w) if r[3].name == "Thunderwolf Cavalry")
    assert cavalry[1] == "40"  # written 90: its Thunderwolf Mount is set to 0
    w.select(next(v for k, v in ids.items() if "Chaos" in k))
    check_entries(qtbot, w)
    _, _, tl, term = next(r for r in rows(w) if r[3].name == "Chaos Terminator")
    text = html.unescape(w.entry_html(tl, term))
    melee = next(g for g in term.groups if g.name == "Melee Weapon")
    fist = next(e for e in melee.entries if e.name == "Power fist")
    assert catalogue_option_price(tl, term.id, fist.id) == 7
    assert "Power fist (7)" in text  # written 25, set to 7 on a Terminator
    for g in term.groups:
        if g.hidden:
            continue
        for o in g.entries:
            assert f"{o.name} ({points_int(catalogue_option_price(tl, term.id, o.id))})" in text
