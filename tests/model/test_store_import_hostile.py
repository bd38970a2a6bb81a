"""Hostile campaign and roster files (issue 14, points 4 to 6): every one is refused with
``StoreImportError`` naming its place, before anything is written; the campaign invariants
of ``forcesheet db check`` hold after every import or the import is refused; step 3 copes
with a casualty that left the Force before its injuries."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.exc import IntegrityError

from app.model import Store, StoreImportError, StoreRuleError
from app.model.errors import StoreDiskFullError
from app.model.exchange import export_campaign_bytes, read_campaign, read_roster, roster_bytes
from app.rules.campaign import CampaignSettings
from tests.model.store_helpers import check, demo_copy, marines, orks, undo_redo_roundtrip

Doc = dict[str, Any]
Demo = tuple[Store, int]


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[Demo]:
    with Store.open(demo_copy(tmp_path), daily_backup=False) as store:
        yield store, store.campaigns()[0].id


def db_check_ok(store: Store) -> None:
    """What ``forcesheet db check`` checks: the file, and every campaign's invariants."""
    assert store.integrity_check() == ["ok"]
    for c in store.campaigns():
        assert store.check_invariants(c.id) == [], c.name


def refused(store: Store, data: bytes | str, where: str, *words: str) -> StoreImportError:
    """Import ``data`` as a campaign: refused at ``where``, nothing written, db check ok."""
    count = len(store.campaigns())
    with pytest.raises(StoreImportError) as err:
        store.import_campaign(data, "hostile.json")
    params = err.value.params
    assert params["file"] == "hostile.json"
    assert params["path"] == where, params
    for value in (str(err.value), *map(str, params.values())):
        value.encode("utf-8")  # the words can be printed and shown
    for word in words:
        assert word in str(params["reason"]), params
    assert len(store.campaigns()) == count
    db_check_ok(store)
    return err.value


# -- point 4: roster files with a uid the Force cannot take ----------------------------------


def roster_doc(store: Store, player_id: int) -> Doc:
    doc: Doc = json.loads(roster_bytes(store, player_id))
    return doc


def test_a_roster_with_a_duplicate_uid_is_refused_and_undo_still_works(demo: Demo) -> None:
    store, cid = demo
    chloe = store.players(cid)[2].id
    doc = roster_doc(store, chloe)
    twin = doc["models"][1]["uid"]
    doc["models"][2]["uid"] = twin
    store.rename_campaign(cid, "Before the import")
    history = store.history(cid)
    force = store.force(chloe)
    with pytest.raises(StoreImportError) as err:
        store.import_force(chloe, json.dumps(doc), "twins.roster.json")
    assert err.value.params["path"] == "models[2].uid"
    assert twin in str(err.value.params["reason"])
    with pytest.raises(StoreImportError):
        read_roster(json.dumps(doc), "twins.roster.json")  # the reader alone refuses it
    assert store.history(cid) == history and store.force(chloe) == force
    store.undo(cid)  # the action before the refused import: undone cleanly
    assert store.campaign(cid).name != "Before the import"
    check(store, cid)


def test_a_roster_reusing_a_departed_models_uid_is_refused(demo: Demo) -> None:
    """Removed (edited out), dead, or of a dissolved Force: the uid is never taken again,
    so the model never comes back and its record stays."""
    store, cid = demo
    alice, bob, chloe = (p.id for p in store.players(cid))
    # removed: Chloé's Force has not played, an edit takes a model out
    force = store.force(chloe)
    gone = force.models[-1]
    store.edit_force(chloe, "remove", {"uid": gone.uid},
                     replace(force, models=force.models[:-1]))
    assert [(f.uid, f.status) for f in store.former_models(chloe)] == [(gone.uid, "removed")]
    doc = roster_doc(store, chloe)
    doc["models"].append({"uid": gone.uid, "entry": gone.entry, "options": []})
    history = store.history(cid)
    with pytest.raises(StoreImportError) as err:
        store.import_force(chloe, json.dumps(doc), "back.roster.json")
    assert gone.uid in str(err.value.params["reason"])
    assert err.value.params["path"] == f"models[{len(doc['models']) - 1}].uid"
    assert store.history(cid) == history
    assert [(f.uid, f.status) for f in store.former_models(chloe)] == [(gone.uid, "removed")]
    # dead: Alice's t3 died in a game
    doc = roster_doc(store, alice)
    doc["models"].append({"uid": "t3", "entry": "tactical_marine", "options": []})
    with pytest.raises(StoreImportError) as err:
        store.import_force(alice, json.dumps(doc), "lazarus.roster.json")
    assert "t3" in str(err.value.params["reason"])
    assert ("t3", "dead") in [(f.uid, f.status) for f in store.former_models(alice)]
    # dissolved: Bob's old Force, brought back as a roster of his new one
    old = roster_bytes(store, bob)
    store.dissolve_force(bob)
    history = store.history(cid)
    with pytest.raises(StoreImportError) as err:
        store.import_force(bob, old, "old.roster.json")
    assert "left the Force" in str(err.value.params["reason"])
    assert store.history(cid) == history and store.force(bob).models == ()
    # fresh uids import as before, and undo
    doc = json.loads(old)
    for m in doc["models"]:
        m["uid"] = "new-" + m["uid"]
    store.import_force(bob, json.dumps(doc), "renamed.roster.json")
    assert len(store.force(bob).models) == len(doc["models"])
    undo_redo_roundtrip(store, cid)
    check(store, cid)


def test_a_roster_may_not_take_artillery_crew_ids_nor_repeat_a_group(demo: Demo) -> None:
    store, cid = demo
    chloe = store.players(cid)[2].id
    doc = roster_doc(store, chloe)
    doc["models"][0]["uid"] = "gun~crew1"
    with pytest.raises(StoreImportError) as err:
        read_roster(json.dumps(doc), "crew.roster.json")
    assert err.value.params["path"] == "models[0].uid"
    doc = roster_doc(store, chloe)
    assert doc["groups"], "the demo Force of Chloé has a Group"
    doc["groups"].append(dict(doc["groups"][0]))
    with pytest.raises(StoreImportError) as err:
        store.import_force(chloe, json.dumps(doc), "groups.roster.json")
    assert err.value.params["path"] == f"groups[{len(doc['groups']) - 1}].id"


def test_the_store_refuses_a_force_with_a_duplicate_uid_from_any_path(tmp_path: Path) -> None:
    """Not only imports: a Force edit or a new player with two models of one uid is refused
    before a row is written (two journal entries of one row would break every undo)."""
    with Store.open(tmp_path / "s.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("C")
        force = marines()
        twins = replace(force, models=(*force.models[:-1], replace(force.models[-1], uid="t1")))
        with pytest.raises(StoreRuleError) as err:  # a starting Force: the validator's word
            store.add_player(cid, "Ann", "space_marines", force=twins)
        assert "force.duplicate_uid" in str(err.value.params.get("codes"))
        assert store.players(cid) == []
        ann = store.add_player(cid, "Ann", "space_marines", force=force)
        history = store.history(cid)
        with pytest.raises(StoreRuleError) as err:
            store.edit_force(ann, "add", {}, twins)
        assert err.value.params["reason"] == "uid_duplicate"
        assert store.history(cid) == history
        store.undo(cid)
        assert store.players(cid) == []


@pytest.mark.parametrize(("change", "where"), [
    (lambda d: d["groups"].append({"id": "g", "entry": "tactical_marine",
                                   "starting_size": 10**30}), "groups[0].starting_size"),
    (lambda d: d["models"][0].update(name="\ud800"), "models[0].name"),
    (lambda d: d.update(name="Garrison \udcff"), "name"),
    (lambda d: d["models"][0].update({"\ud800": 1}), "models[0].?"),  # an unknown key
    (lambda d: d.update(team_list_version="v" * 5000), "team_list_version"),  # ENAMETOOLONG
    (lambda d: d.update(team_list_version="../../../../etc"), "team_list_version"),
])
def test_a_roster_with_values_the_store_cannot_hold_is_refused(
        demo: Demo, change: Callable[[Doc], None], where: str) -> None:
    store, cid = demo
    chloe = store.players(cid)[2].id
    doc = roster_doc(store, chloe)
    doc["groups"] = [] if "groups" in where else doc["groups"]
    change(doc)
    text = json.dumps(doc)  # ensure_ascii: the lone surrogate travels as \\ud800
    history = store.history(cid)
    with pytest.raises(StoreImportError) as err:
        store.import_force(chloe, text, "odd.roster.json")
    assert err.value.params["path"] == where, err.value.params
    str(err.value).encode("utf-8")  # the words can be printed and shown
    for value in err.value.params.values():
        str(value).encode("utf-8")
    with pytest.raises(StoreImportError):
        read_roster(text.encode("utf-8"), "odd.roster.json")
    assert store.history(cid) == history


# -- point 5: campaign files with values the store cannot hold -------------------------------


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    folder = tmp_path_factory.mktemp("export")
    with Store.open(demo_copy(folder), daily_backup=False) as store:
        return export_campaign_bytes(store, store.campaigns()[0].id)


def tampered(exported: bytes, change: Callable[[Doc], object]) -> str:
    doc = json.loads(exported)
    change(doc)
    return json.dumps(doc)


def _dup(table: str, index: int = 0) -> Callable[[Doc], object]:
    def change(doc: Doc) -> None:
        row = copy.deepcopy(doc[table][index])
        row["id"] = 10_000
        doc[table].append(row)
    return change


def _twin_model(doc: Doc) -> None:
    doc["models"][1]["uid"] = doc["models"][0]["uid"]


@pytest.mark.parametrize(("change", "where", "why"), [
    (lambda d: d["players"][0].update(rp=10**30), "$.players[0].rp", "out of range"),
    (lambda d: d["models"][3].update(id=-(10**30)), "$.models[3].id", "out of range"),
    (lambda d: d["history"][0].update(seq=2**63), "$.history[0].seq", "out of range"),
    (lambda d: d["history"][2]["summary"].update(n=10**40), "$.history[2].summary.n",
     "out of range"),
    (lambda d: d["players"][1].update(name="Bob \ud800"), "$.players[1].name", "Unicode"),
    (lambda d: d["campaign"].update(notes="\udfff"), "$.campaign.notes", "Unicode"),
    (lambda d: d["history"][1]["inputs"].update({"\ud83d": "x"}), "$.history[1].inputs",
     "Unicode"),
    (lambda d: d["history"][1]["inputs"].update(x=float("inf")), "$.history[1].inputs.x",
     "out of range"),
    (lambda d: d["team_lists"].update({"\ud800": 1}), "$.team_lists.?", "expected"),
    (_dup("game_players"), "$.game_players[4].player_id", "game_id, player_id"),
    (_dup("groups"), "$.groups[4].gid", "player_id, force_no, gid"),
    (_twin_model, "$.models[1].uid", "player_id, force_no, uid"),
])
def test_a_campaign_with_values_the_store_cannot_hold_is_refused(
        demo: Demo, exported: bytes, change: Callable[[Doc], object], where: str, why: str) -> None:
    store, _ = demo
    text = tampered(exported, change)
    refused(store, text, where, why)
    with pytest.raises(StoreImportError):
        read_campaign(text)  # found while reading, before the write


def test_lone_surrogates_in_the_text_or_the_file_name_are_refused_in_printable_words(
        demo: Demo, exported: bytes) -> None:
    """A str holding a lone surrogate itself (not as a JSON escape), a file name that is not
    UTF-8 (Linux keeps its bytes as surrogates): refused, and the words can be printed."""
    store, _ = demo
    text = exported.decode("utf-8").replace('"Alice"', '"Alice \ud800"', 1)
    assert "\ud800" in text
    refused(store, text, "$.players[0].name", "Unicode")
    count = len(store.campaigns())
    with pytest.raises(StoreImportError) as err:
        store.import_campaign(text, "name\udcff.json")
    assert err.value.params["file"] == "name?.json"
    assert len(store.campaigns()) == count


def test_a_file_of_countless_empty_objects_is_refused_before_parsing(
        demo: Demo, exported: bytes) -> None:
    """Issue 14: 63 MB of ``[{},…]`` used 3.2 GB; 5 M empty rows took 10 s to refuse."""
    import time

    from app.model.exchange import MAX_CONTAINERS

    store, _ = demo
    rows = exported.replace(b'"models": [', b'"models": [' + b"{}," * (MAX_CONTAINERS + 1), 1)
    count = len(store.campaigns())
    for data in (rows, b"[" + b"{}," * (MAX_CONTAINERS + 1) + b"{}]", rows.decode("utf-8")):
        start = time.process_time()
        with pytest.raises(StoreImportError) as err:
            store.import_campaign(data, "many.json")
        assert time.process_time() - start < 1.0  # (5 M rows took 10 s before)
        assert err.value.params["path"] == "$" and "too many" in str(err.value.params["reason"])
    assert len(store.campaigns()) == count
    db_check_ok(store)


def test_a_roster_of_countless_empty_objects_is_refused_before_parsing() -> None:
    import time

    data = b'{"format": "forcesheet-roster", "version": 1, "team_list": "orks", "models": [' \
        + b"{}," * 1_200_000 + b"{}]}"
    start = time.process_time()
    with pytest.raises(StoreImportError) as err:
        read_roster(data, "many.roster.json")
    assert time.process_time() - start < 0.5
    assert err.value.params["path"] == "$" and "too many" in str(err.value.params["reason"])


def test_a_surprise_in_the_write_step_is_an_import_error_store_errors_stay_store_errors(
        demo: Demo, exported: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever the write step raises becomes StoreImportError (rolled back); a full disk, a
    read-only file or a lock are the store's errors and keep their own type."""
    store, _ = demo
    count = len(store.campaigns())

    def integrity(*_a: object) -> list[object]:
        raise IntegrityError("INSERT", {}, Exception("UNIQUE constraint failed"))

    monkeypatch.setattr(type(store), "_invariant_problems", integrity)
    with pytest.raises(StoreImportError) as err:
        store.import_campaign(exported, "x.json")
    assert err.value.params["path"] == "$"

    def overflow(*_a: object) -> list[object]:
        raise OverflowError("Python int too large to convert to SQLite INTEGER")

    monkeypatch.setattr(type(store), "_invariant_problems", overflow)
    with pytest.raises(StoreImportError):
        store.import_campaign(exported, "x.json")

    def full(*_a: object) -> list[object]:
        raise StoreDiskFullError("disk is full")

    monkeypatch.setattr(type(store), "_invariant_problems", full)
    with pytest.raises(StoreDiskFullError):
        store.import_campaign(exported, "x.json")
    monkeypatch.undo()
    assert len(store.campaigns()) == count
    db_check_ok(store)
    store.import_campaign(exported, "x.json")  # and the store goes on
    assert len(store.campaigns()) == count + 1


# -- point 6: the invariants of db check ----------------------------------------------------


def _drop_rp_entry(doc: Doc) -> None:
    pid = doc["players"][0]["id"]
    entry = next(e for e in doc["rp_entries"] if e["player_id"] == pid and e["amount"])
    doc["rp_entries"].remove(entry)


def _first_active(doc: Doc) -> int:
    return next(i for i, m in enumerate(doc["models"]) if m["status"] == "active")


@pytest.mark.parametrize(("change", "where", "why"), [
    (lambda d: d["players"][0].update(rp=d["players"][0]["rp"] + 5), "$.players[0].rp",
     "RP ledger"),
    (_drop_rp_entry, "$.players[0].rp", "RP ledger"),
    (lambda d: d["models"][_first_active(d)].update(points="999"),
     "$.models[0].points", "points 999"),
    (lambda d: d["models"][_first_active(d)].update(points="0"),
     "$.models[0].points", "points 0"),
    (lambda d: d["models"][_first_active(d)].update(entry="no_such_entry"),
     "$.models[0].entry", "unknown Team List entry"),
])
def test_a_campaign_breaking_an_invariant_is_refused_where_it_breaks(
        demo: Demo, exported: bytes, change: Callable[[Doc], object], where: str, why: str) -> None:
    store, _ = demo
    refused(store, tampered(exported, change), where, why)


def test_a_sound_campaign_still_imports_and_checks(demo: Demo, exported: bytes) -> None:
    store, _ = demo
    cid = store.import_campaign(exported, "sound.json")
    check(store, cid)
    db_check_ok(store)
    # a former model whose entry the copy no longer has is history, not a broken invariant
    doc = json.loads(exported)
    dead = next(m for m in doc["models"] if m["status"] == "dead")
    dead["entry"] = "retired_entry"
    other = store.import_campaign(json.dumps(doc), "former.json")
    check(store, other)


# -- point 5: step 3 with a casualty that left the Force -------------------------------------


def test_injuries_of_a_casualty_removed_before_step_3_need_no_roll(tmp_path: Path) -> None:
    from app.rules.campaign import GameRecord, PlayerGame

    team = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("C", settings=CampaignSettings(knocked_out=True))
        ann = store.add_player(cid, "Ann", "space_marines", force=marines())
        ben = store.add_player(cid, "Ben", "orks", force=orks())
        assert store.save_team(ann, team).ok
        assert store.save_team(ben, ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")).ok
        game = GameRecord(store.next_mission(cid, [3]), (
            PlayerGame(str(ann), team, casualties=("t1", "apo"), knocked_out=("t2",)),
            PlayerGame(str(ben), ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")),
        ), str(ben))
        gid = store.record_game(cid, game).id
        assert gid is not None
        # a correction takes t1 and t2 out of the Force before the injuries
        force = store.force(ann)
        store.correct_force(ann, replace(force, models=tuple(
            m for m in force.models if m.uid not in ("t1", "t2"))), "never fielded")
        plan = store.plan_injuries(gid, ann, [2, 1])
        assert plan.ok, plan.violations
        assert [r.uid for r in plan.rolls.rolls] == ["apo"]
        assert ("t1", "left_force") in [(n.uid, n.reason) for n in plan.rolls.no_roll]
        assert ("t2", "left_force") in [(n.uid, n.reason) for n in plan.rolls.no_roll]
        result = store.apply_injuries(gid, ann, [2, 1])
        assert result.ok, result.violations
        assert store.history(cid)[-1].kind == "injuries"
        check(store, cid)
        undo_redo_roundtrip(store, cid)
        assert {f.uid: f.status for f in store.former_models(ann)}["t1"] == "removed"


# -- the words -------------------------------------------------------------------------------


@pytest.mark.parametrize("reason", [
    "a number out of range", "text that is not valid Unicode", "unknown Team List entry",
    "two models share the uid t1", "the uid t3 belongs to a model that has left the Force",
    "the uid gun~crew1 is kept for Artillery crew", "two Groups share the id tac",
    "the same game_id, player_id as an earlier row", "RP 23 do not match the RP ledger (18)",
    "points 999 do not match the Team List's 39", "not a Team List id or revision",
    "too many objects and lists",
])
def test_the_new_refusals_reach_the_player_in_french(qapp: object, reason: str) -> None:
    from PySide6.QtCore import QCoreApplication

    from app.i18n import install_translators
    from app.i18n.store_messages import import_reason, store_message

    app = QCoreApplication.instance()
    assert app is not None
    try:
        install_translators(app, "fr")
        french = import_reason(reason)
        rule = store_message(StoreRuleError("", reason="uid_departed", uid="t3"))
    finally:
        install_translators(app, "en")
    assert french != reason, reason
    assert "t3" in rule and "Force" in rule and "nothing" not in rule
