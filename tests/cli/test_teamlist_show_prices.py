"""`forcesheet teamlist show` prints the one price (app.rules.pricing.catalogue_price), in its
text and in its --json, the same number the entry picker and the Team Lists browser show."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.model.catalogues import CatalogueLibrary
from app.rules.pricing import catalogue_price
from app.rules.validation import points_int
from tests.conftest import BSDATA
from tests.rules.bsdata.helpers import needs_bsdata


def show(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    capsys.readouterr()
    assert main(["teamlist", "show", *args]) == 0
    return capsys.readouterr().out


def check(capsys: pytest.CaptureFixture[str], teamlist_id: str) -> dict[str, int]:
    tl = CatalogueLibrary().load(teamlist_id)
    doc = json.loads(show(capsys, teamlist_id, "--json"))
    points = {e["id"]: e["points"] for e in doc["entries"]}
    assert points == {e.id: points_int(catalogue_price(tl, e.id)) for e in tl.entries}
    text = show(capsys, teamlist_id)
    for e in tl.entries:
        assert f"  {e.name}: {points[e.id]} pts" in text, e.name
    return {e.name: points[e.id] for e in tl.entries}


def test_a_built_in_list_shows_its_catalogue_prices(capsys: pytest.CaptureFixture[str]) -> None:
    by_name = check(capsys, "chaos_space_marines")
    assert by_name["Chaos Cultist Squad"] == 20


@needs_bsdata
def test_an_imported_list_shows_what_adding_an_entry_costs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    gst = next(BSDATA.glob("*.gst"))
    assert main(["teamlist", "import", str(gst), str(BSDATA / "HoRKT-Space_Wolves.cat"),
                 "--json"]) == 0
    imported = json.loads(capsys.readouterr().out)
    teamlist_id = next(iter(imported["imported"]))["id"]
    by_name = check(capsys, teamlist_id)
    assert by_name["Thunderwolf Cavalry"] == 40  # written 90
