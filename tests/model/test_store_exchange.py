"""Campaign export / import, Force roster files, safe names; fuzzing of both imports."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.model import Store, StoreImportError
from app.model.exchange import (
    CAMPAIGN_SUFFIX,
    export_campaign_bytes,
    export_path,
    read_campaign,
    read_roster,
    roster_bytes,
    safe_filename,
)
from tests.model.store_helpers import check, demo_copy, snapshot

pytestmark = pytest.mark.backends

_STATE: dict[str, object] = {}


@pytest.fixture
def demo(tmp_path: Path):
    with Store.open(demo_copy(tmp_path), daily_backup=False) as store:
        yield store, store.campaigns()[0].id


def valid_campaign_bytes() -> bytes:
    """The demo campaign exported once per session (for the fuzzers)."""
    if "bytes" not in _STATE:
        import tempfile

        folder = Path(tempfile.mkdtemp(prefix="forcesheet-export-"))
        with Store.open(demo_copy(folder), daily_backup=False) as store:
            _STATE["bytes"] = export_campaign_bytes(store, store.campaigns()[0].id)
            pid = store.players(store.campaigns()[0].id)[0].id
            _STATE["roster"] = roster_bytes(store, pid)
    data = _STATE["bytes"]
    assert isinstance(data, bytes)
    return data


def test_export_import_round_trip(demo, tmp_path: Path) -> None:
    store, cid = demo
    path = store.export_campaign(cid, tmp_path)
    assert path.parent == tmp_path.resolve() and path.name.endswith(CAMPAIGN_SUFFIX)
    doc = json.loads(path.read_text("utf-8"))
    assert doc["format"] == "forcesheet-campaign" and doc["version"] == 1
    assert len(doc["team_lists"]) == 3  # a copy of each Team List version used
    with Store.open(tmp_path / "laptop.sqlite", daily_backup=False) as other:
        new = other.import_campaign(path)
        assert snapshot(other, new) == _renumbered(snapshot(store, cid))
        check(other, new)
        history = other.history(new)
        assert history[-1].kind == "campaign_imported"
        assert not other.can_undo(new)  # undo data does not travel
        assert [h.kind for h in history[:-1]] == [h.kind for h in store.history(cid)]
        # and it goes on from there: a new action is undoable
        other.rename_campaign(new, "Continued")
        other.undo(new)
        check(other, new)
    # importing into the same database makes a second campaign beside the first
    again = store.import_campaign(path.read_bytes(), "again.json")
    assert again != cid and len(store.campaigns()) == 2
    check(store, again)


def _renumbered(snap: object) -> object:
    return snap  # ids are the same in a fresh database: players 1..3, games 1..2


def test_export_is_atomic_and_never_overwrites(demo, tmp_path: Path) -> None:
    store, cid = demo
    first = store.export_campaign(cid, tmp_path, "Same name")
    second = store.export_campaign(cid, tmp_path, "Same name")
    assert first.name == "Same name.forcesheet.json"
    assert second.name == "Same name (2).forcesheet.json"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("name", [
    "../../etc/passwd", "/etc/shadow", "..", ".", "", "   ", "CON", "con.txt", "LPT1",
    "a/b\\c", "nul\x00byte", "C:\\Windows\\system32", "~/x", "x" * 500, "..\\..\\boot.ini",
    "\n\t", "name.", "Ørk Wäaagh 🎲", "<script>", "|rm -rf|",
])
def test_hostile_export_names_stay_in_their_folder(demo, tmp_path: Path, name: str) -> None:
    store, cid = demo
    folder = tmp_path / "exports"
    folder.mkdir()
    path = store.export_campaign(cid, folder, name)
    assert path.parent == folder.resolve()
    assert path.exists() and len(path.name) < 120
    assert [p.name for p in folder.iterdir()] == [path.name]
    roster = store.export_force(store.players(cid)[0].id, folder)
    assert roster.parent == folder.resolve()


@given(st.text(max_size=300))
@settings(max_examples=200, deadline=None)
def test_safe_filename_property(name: str) -> None:
    result = safe_filename(name, ".json")
    assert "/" not in result and "\\" not in result and "\x00" not in result
    assert result not in (".json", "..json") and not result.startswith(".")
    assert len(result) <= 90


def test_export_path_checks_the_folder(tmp_path: Path) -> None:
    path = export_path(tmp_path, "../escape", ".json")
    assert path.parent == tmp_path.resolve()


def test_import_errors_are_one_clear_type(demo) -> None:
    store, _ = demo
    count = len(store.campaigns())
    valid = json.loads(valid_campaign_bytes())
    cases: list[tuple[bytes, str]] = [
        (b"", "$"),
        (b"\xff\xfe not json", "$"),
        (b"[1, 2, 3]", "$"),
        (json.dumps({**valid, "format": "something"}).encode(), "$.format"),
        (json.dumps({**valid, "version": 99}).encode(), "$.version"),
        (json.dumps({**valid, "players": "many"}).encode(), "$.players"),
        (b"[" * 100_000 + b"]" * 100_000, "$"),
    ]
    broken_ref = json.loads(valid_campaign_bytes())
    broken_ref["models"][0]["player_id"] = 999
    cases.append((json.dumps(broken_ref).encode(), "$.models[0].player_id"))
    broken_list = json.loads(valid_campaign_bytes())
    first = next(iter(broken_list["team_lists"]))
    broken_list["team_lists"][first]["entries"] = "none"
    cases.append((json.dumps(broken_list).encode(), f"$.team_lists.{first[:16]}"))
    for data, where in cases:
        with pytest.raises(StoreImportError) as err:
            store.import_campaign(data, "bad.json")
        assert err.value.code == "store.import_error"
        assert err.value.params["file"] == "bad.json"
        assert str(err.value.params["path"]).startswith(where), (where, err.value.params)
    assert len(store.campaigns()) == count  # nothing was written


def test_force_roster_round_trip(demo, tmp_path: Path) -> None:
    store, cid = demo
    alice, bob, _ = (p.id for p in store.players(cid))
    path = store.export_force(alice, tmp_path)
    roster = read_roster(path.read_bytes())
    assert roster.force.models == store.force(alice).models
    assert roster.team_list_version == store.team_list(alice).version
    before = store.player_state(alice)
    # re-importing the same Force changes nothing in the campaign data
    store.import_force(alice, path.read_bytes(), path.name)
    assert store.player_state(alice) == before
    assert store.history(cid)[-1].kind == "force_imported"
    with pytest.raises(StoreImportError) as err:
        store.import_force(bob, path.read_bytes(), path.name)  # Space Marines roster
    assert err.value.params["path"] == "team_list"
    with pytest.raises(StoreImportError):
        store.import_force(alice, b"{not json", "x.json")
    check(store, cid)


# -- fuzzing --------------------------------------------------------------------------------


def _mutations(doc: object, rnd: st.DataObject, depth: int = 0) -> object:
    """Change one random place of a document to a random JSON value."""
    json_values = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
        | st.text(max_size=10),
        lambda inner: st.lists(inner, max_size=3)
        | st.dictionaries(st.text(max_size=5), inner, max_size=3),
        max_leaves=6,
    )
    if depth > 6 or not isinstance(doc, (dict, list)) or not doc or rnd.draw(
            st.integers(0, 4)) == 0:
        return rnd.draw(json_values)
    if isinstance(doc, dict):
        key = rnd.draw(st.sampled_from(sorted(doc)))
        out = dict(doc)
        if rnd.draw(st.booleans()) and len(out) > 1:
            del out[key]
        else:
            out[key] = _mutations(doc[key], rnd, depth + 1)
        return out
    index = rnd.draw(st.integers(0, len(doc) - 1))
    items = list(doc)
    items[index] = _mutations(items[index], rnd, depth + 1)
    return items


FUZZ = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow, HealthCheck.data_too_large])


@given(st.binary(max_size=2000))
@FUZZ
def test_fuzz_campaign_random_bytes(data: bytes) -> None:
    with pytest.raises(StoreImportError):
        read_campaign(data)


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=30))
@FUZZ
def test_fuzz_campaign_random_json(value: object) -> None:
    with pytest.raises(StoreImportError):
        read_campaign(json.dumps(value))


@pytest.fixture(scope="module")
def fuzz_store(tmp_path_factory: pytest.TempPathFactory):
    with Store.open(tmp_path_factory.mktemp("near") / "x.sqlite", daily_backup=False) as store:
        yield store


@pytest.mark.sqlite_only  # parsing, not storage: once is enough
@given(st.data())
@settings(FUZZ, max_examples=60)
def test_fuzz_campaign_near_valid(fuzz_store: Store, data: st.DataObject) -> None:
    doc = json.loads(valid_campaign_bytes())
    for _ in range(data.draw(st.integers(1, 3))):
        doc = _mutations(doc, data)
    text = json.dumps(doc)
    try:
        read_campaign(text)
    except StoreImportError:
        return
    # it was accepted: then it must really import and read back
    store = fuzz_store
    try:
        cid = store.import_campaign(text)
    except StoreImportError:
        return
    for p in store.players(cid):
        store.force(p.id)
        store.player_state(p.id)
    store.history(cid)
    store.games(cid)
    store.delete_campaign(cid)


@given(st.binary(max_size=2000))
@FUZZ
def test_fuzz_roster_random_bytes(data: bytes) -> None:
    with pytest.raises(StoreImportError):
        read_roster(data)


@pytest.mark.sqlite_only  # parsing, not storage: once is enough
@given(st.data())
@FUZZ
def test_fuzz_roster_near_valid(data: st.DataObject) -> None:
    valid_campaign_bytes()
    roster = _STATE["roster"]
    assert isinstance(roster, bytes)
    doc = json.loads(roster)
    for _ in range(data.draw(st.integers(1, 3))):
        doc = _mutations(doc, data)
    with contextlib.suppress(StoreImportError):
        read_roster(json.dumps(doc))


def test_imported_history_names_the_imported_players_and_games(demo, tmp_path: Path) -> None:
    """Imported beside the original (so every id shifts), the history's summaries point at
    the imported players and games, e.g. the winner of game 1."""
    store, cid = demo
    again = store.import_campaign(store.export_campaign(cid, tmp_path).read_bytes(), "x.json")
    old_players = {p.id: p.name for p in store.players(cid)}
    new_players = {p.name: p.id for p in store.players(again)}
    old_games = {g.id: g.number for g in store.games(cid)}
    new_games = {g.number: g.id for g in store.games(again)}
    assert set(new_players.values()).isdisjoint(old_players)  # the ids did shift

    def by_kind(c: int, kind: str) -> list[object]:
        return [h for h in store.history(c) if h.kind == kind]

    for old, new in zip(by_kind(cid, "game"), by_kind(again, "game"), strict=True):
        assert new.summary["winner"] == new_players[old_players[old.summary["winner"]]]
        assert new.summary["players"] == [new_players[old_players[p]]
                                          for p in old.summary["players"]]
        assert new.summary["game"] == new_games[old_games[old.summary["game"]]]
        assert [s["player"] for s in new.inputs["players"]] == [
            str(new_players[old_players[int(s["player"])]]) for s in old.inputs["players"]]
    for old, new in zip(by_kind(cid, "rewards"), by_kind(again, "rewards"), strict=True):
        assert sorted(new.summary["players"]) == sorted(
            str(new_players[old_players[int(p)]]) for p in old.summary["players"])
    for old, new in zip(by_kind(cid, "player_added"), by_kind(again, "player_added"),
                        strict=True):
        assert new.summary["player"] == new_players[old_players[old.summary["player"]]]
    check(store, again)
