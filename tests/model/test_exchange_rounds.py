"""Campaign files carry rounds, the finale's Teams and a closed campaign's standings (issue 17
with issue 14's import checks), and a file written before rounds still imports."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.model import Store, StoreImportError
from app.model.exchange import export_campaign_bytes
from app.rules.campaign import CampaignSettings
from tests.model.store_helpers import check
from tests.model.test_store_rounds import _campaign, _play_round

pytestmark = pytest.mark.backends


@pytest.fixture
def store(tmp_path: Path) -> Store:
    opened = Store.open(tmp_path / "x.sqlite", daily_backup=False)
    yield opened  # type: ignore[misc]
    opened.close()


def _two_rounds_closed(store: Store) -> int:
    cid, ids = _campaign(store, CampaignSettings(mission_mode="fixed",
                                                 missions=("take_and_hold", "possession")),
                         ("Ann", "Bob", "Cat"))
    ann, bob, cat = ids["Ann"], ids["Bob"], ids["Cat"]
    _play_round(store, cid, [(ann, bob)], [ann], byes=[cat])
    _play_round(store, cid, [(bob, cat)], [cat], byes=[ann])
    assert store.close_campaign(cid).ok
    return cid


def test_rounds_and_standings_travel_with_the_campaign(store: Store) -> None:
    cid = _two_rounds_closed(store)
    data = export_campaign_bytes(store, cid)
    doc = json.loads(data)
    assert len(doc["rounds"]) == 2 and doc["campaign"]["standings"]
    new = store.import_campaign(data, "rounds.forcesheet.json")
    names = {p.id: p.name for p in store.players(new)}
    old = {p.id: p.name for p in store.players(cid)}
    rounds = store.rounds(new)
    assert [(r.number, r.byes and names[r.byes[0]]) for r in rounds] == [
        (r.number, r.byes and old[r.byes[0]]) for r in store.rounds(cid)]
    assert [g.round_no for g in store.games(new)] == [1, 2]
    exported_again = json.loads(export_campaign_bytes(store, new))
    assert [[s[0], names[s[1]], *s[2:]] for s in exported_again["campaign"]["standings"]] == [
        [s[0], old[s[1]], *s[2:]] for s in doc["campaign"]["standings"]]
    assert exported_again["campaign"]["closed_at"] == doc["campaign"]["closed_at"]
    check(store, new)
    assert store.replay_check(new).ok  # the import's baseline holds the rounds


def test_a_campaign_file_from_before_rounds_still_imports(store: Store) -> None:
    cid = _two_rounds_closed(store)
    doc = json.loads(export_campaign_bytes(store, cid))
    del doc["rounds"]
    for key in ("closed_at", "standings"):
        del doc["campaign"][key]
    for table in ("games", "teams"):
        for row in doc[table]:
            row.pop("round_no", None)
            row.pop("finale", None)
    new = store.import_campaign(json.dumps(doc).encode(), "old.forcesheet.json")
    assert store.rounds(new) == []
    assert [g.round_no for g in store.games(new)] == [None, None]
    check(store, new)


@pytest.mark.parametrize(("where", "value"), [
    ("pairings", [[1, 999999]]), ("byes", ["x"]), ("spent", [True]), ("pairings", [[1]]),
])
def test_a_round_naming_players_that_are_not_there_is_refused(store: Store, where: str,
                                                             value: object) -> None:
    cid = _two_rounds_closed(store)
    doc = json.loads(export_campaign_bytes(store, cid))
    doc["rounds"][0][where] = value
    before = len(store.campaigns())
    with pytest.raises(StoreImportError) as err:
        store.import_campaign(json.dumps(doc).encode(), "bad.forcesheet.json")
    assert err.value.params["path"] == f"$.rounds[0].{where}"
    assert len(store.campaigns()) == before
