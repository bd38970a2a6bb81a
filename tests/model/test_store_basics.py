"""Campaigns, players and Force edits in the store, with their history and undo."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from app.model import Store, StoreHistoryError, StoreNotFoundError
from app.rules.campaign import CampaignSettings
from app.rules.force import ForceModel, Group, Selection
from app.rules.library import find_teamlist
from app.rules.teamlist_json import teamlist_to_json
from app.rules.validation import Validator
from tests.model.store_helpers import check, marines, orks, undo_redo_roundtrip

pytestmark = pytest.mark.backends


@pytest.fixture
def store(tmp_path: Path):
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as s:
        yield s


@pytest.mark.sqlite_only  # the SQLite file itself
def test_default_path_is_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORCESHEET_DATA_DIR", str(tmp_path / "data"))
    with Store.open() as s:
        assert s.path == tmp_path / "data" / "campaigns.sqlite"
    monkeypatch.setenv("FORCESHEET_DB", str(tmp_path / "other.sqlite"))
    with Store.open() as s:
        assert s.path == tmp_path / "other.sqlite"
    assert (tmp_path / "other.sqlite").exists()


@pytest.mark.sqlite_only  # the SQLite file itself
def test_connection_settings(store: Store) -> None:
    with store._read() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == 5000


def test_several_campaigns_side_by_side(store: Store) -> None:
    a = store.create_campaign("Autumn", "notes", CampaignSettings(mission_mode="fixed",
                                                                   missions=("raid",)))
    b = store.create_campaign("Winter")
    store.add_player(a, "Ann", "space_marines", force=marines())
    store.add_player(b, "Ben", "orks", force=orks())
    summaries = {c.name: c for c in store.campaigns()}
    assert summaries["Autumn"].players == 1 and summaries["Winter"].players == 1
    assert store.campaign(a).settings.missions == ("raid",)
    assert store.campaign(a).notes == "notes"
    assert [p.name for p in store.players(a)] == ["Ann"]
    assert [p.name for p in store.players(b)] == ["Ben"]
    changes = store.archive_campaign(b)
    assert changes.campaign_list and b in changes.campaigns
    assert [c.name for c in store.campaigns(include_archived=False)] == ["Autumn"]
    store.undo(b)
    assert not store.campaign(b).archived
    assert store.delete_campaign(b).campaign_list
    assert [c.name for c in store.campaigns()] == ["Autumn"]
    with pytest.raises(StoreNotFoundError) as err:
        store.campaign(b)
    assert err.value.code == "store.not_found" and err.value.params["kind"] == "campaign"
    check(store, a)


def test_rename_notes_settings_undo_redo(store: Store) -> None:
    cid = store.create_campaign("Old")
    store.rename_campaign(cid, "New")
    assert store.campaign(cid).name == "New"
    undo_redo_roundtrip(store, cid)
    store.set_campaign_notes(cid, "Bring dice")
    undo_redo_roundtrip(store, cid)
    bad = store.update_settings(cid, CampaignSettings(mission_mode="fixed"))
    assert not bad.ok and [v.code for v in bad.violations] == ["campaign.mission_list_empty"]
    assert bad.history_id is None
    good = store.update_settings(cid, CampaignSettings(underdog_rounding="ceil",
                                                       knocked_out=True))
    assert good.ok and store.campaign(cid).settings.underdog_rounding == "ceil"
    undo_redo_roundtrip(store, cid)
    kinds = [h.kind for h in store.history(cid)]
    assert kinds[:2] == ["campaign_created", "campaign_renamed"]
    assert "campaign_settings" in kinds and kinds[-1] == "redo"


def test_player_stores_a_copy_of_the_team_list(store: Store) -> None:
    cid = store.create_campaign("C")
    tl = find_teamlist("space_marines")
    assert tl is not None
    changed = replace(tl, version="8.1-house")
    pid = store.add_player(cid, "Ann", "space_marines", "Garrison", team_list=changed,
                           force=marines())
    copy = store.team_list(pid)
    assert copy.version == "8.1-house"
    assert teamlist_to_json(copy) == teamlist_to_json(changed)
    summary = store.player_summary(pid)
    assert (summary.team_list_id, summary.team_list_version) == ("space_marines", "8.1-house")
    # the copy survives a restart and is shared, not duplicated, by a second player
    store.add_player(cid, "Bea", "space_marines", team_list=changed)
    with store._read() as conn:
        assert conn.exec_driver_sql("SELECT count(*) FROM team_list_copies").scalar() == 1


def test_unknown_team_list(store: Store) -> None:
    cid = store.create_campaign("C")
    with pytest.raises(StoreNotFoundError):
        store.add_player(cid, "Ann", "no_such_list")


def test_force_round_trip_and_campaign_fields(store: Store) -> None:
    cid = store.create_campaign("C")
    pid = store.add_player(cid, "Ann", "orks", "Waaagh", force=orks())
    force = store.force(pid)
    assert force == orks()
    state = store.player_state(pid)
    assert state.player_id == str(pid)
    boss = state.model("boss")
    assert boss.section == "leader" and boss.characteristics["A"] >= 1
    kan = state.model("kan")
    assert kan.walker and kan.section == "specialist"
    gun = state.model("gun")
    assert gun.artillery and gun.group_id == "gun~crew"
    crew = [m for m in state.models if m.crew]
    assert [m.uid for m in crew] == ["gun~crew1", "gun~crew2"]
    assert all(m.group_id == "gun~crew" and m.section == "core" for m in crew)
    boy = state.model("b0")
    assert boy.group_id == "boyz" and boy.squad_size == 5
    tl = find_teamlist("orks")
    assert tl is not None
    report = Validator(tl).validate_force(force)
    assert store.model_points(pid) == dict(report.model_points)
    assert store.player_summary(pid).points == int(report.total)
    check(store, cid)


def test_edit_force_keeps_campaign_data_of_existing_models(store: Store) -> None:
    cid = store.create_campaign("C")
    pid = store.add_player(cid, "Ann", "space_marines", force=marines())
    # give t1 campaign data directly in the rows (as if injured and honoured)
    with store._write() as conn:
        conn.exec_driver_sql(
            "UPDATE models SET honours='[\"grenadier\"]', temporary='wounded' WHERE uid='t1'")
    force = store.force(pid)
    new = replace(force, models=(
        *(replace(m, name="Brother Hekt") if m.uid == "t1" else m for m in force.models
          if m.uid != "t8"),
        ForceModel("t20", "tactical_marine", "Novus",
                   options=(Selection("tactical_marine.special.flamer"),)),
    ))
    changes = store.edit_force(pid, "edit", {"what": "rename, remove, add"}, new)
    assert pid in changes.players and cid in changes.history
    t1 = store.player_state(pid).model("t1")
    assert t1.honours == ("grenadier",) and t1.temporary == "wounded"
    assert store.force(pid).model("t1").name == "Brother Hekt"
    assert not store.player_state(pid).has_model("t8")
    assert [(f.uid, f.status) for f in store.former_models(pid)] == [("t8", "removed")]
    t20 = store.player_state(pid).model("t20")
    assert t20.section == "core" and t20.honours == () and t20.characteristics["WS"] == 4
    assert t20.wargear == ("tactical_marine.special.flamer",)
    assert store.model_points(pid)["t20"] == Fraction(14 + 5) or store.model_points(pid)["t20"] > 14
    entry = store.history(cid)[-1]
    assert entry.kind == "force_edit" and entry.inputs["action"] == "edit"
    check(store, cid)
    undo_redo_roundtrip(store, cid)


def test_edit_force_groups(store: Store) -> None:
    cid = store.create_campaign("C")
    pid = store.add_player(cid, "Ann", "space_marines", force=marines(group=False))
    force = store.force(pid)
    grouped = replace(
        force,
        models=tuple(replace(m, group="g1") if m.uid in ("t1", "t2", "t3") else m
                     for m in force.models),
        groups=(Group("g1", "tactical_marine", "Squad Two"),),
    )
    store.edit_force(pid, "form_group", {"group": "g1"}, grouped)
    assert store.force(pid).groups == (Group("g1", "tactical_marine", "Squad Two"),)
    assert {m.uid for m in store.player_state(pid).members("g1")} == {"t1", "t2", "t3"}
    undo_redo_roundtrip(store, cid)
    split = replace(grouped, models=tuple(replace(m, group=None) for m in grouped.models),
                    groups=())
    store.edit_force(pid, "split_group", {"group": "g1"}, split)
    assert store.force(pid).groups == ()
    undo_redo_roundtrip(store, cid)
    check(store, cid)


def test_rename_player_and_standings(store: Store) -> None:
    cid = store.create_campaign("C")
    a = store.add_player(cid, "Ann", "space_marines", force=marines())
    b = store.add_player(cid, "Ben", "orks", force=orks())
    store.rename_player(a, "Anna", "Keepers")
    assert store.player_summary(a).name == "Anna"
    assert store.player_summary(a).force_name == "Keepers"
    undo_redo_roundtrip(store, cid)
    with store._write() as conn:
        conn.exec_driver_sql(f"UPDATE players SET renown=4 WHERE id={b}")
    assert [s.player_id for s in store.standings(cid)] == [b, a]
    assert store.standings(cid)[0].rank == 1


def test_nothing_to_undo_or_redo(store: Store) -> None:
    cid = store.create_campaign("C")
    assert not store.can_undo(cid) and not store.can_redo(cid)
    with pytest.raises(StoreHistoryError) as err:
        store.undo(cid)
    assert err.value.params["what"] == "undo"
    with pytest.raises(StoreHistoryError):
        store.redo(cid)


def test_new_action_drops_redo_and_undo_is_recorded(store: Store) -> None:
    cid = store.create_campaign("C")
    store.rename_campaign(cid, "B")
    store.rename_campaign(cid, "C2")
    store.undo(cid)
    assert store.can_redo(cid)
    assert store.next_redo(cid) is not None
    store.rename_campaign(cid, "D")
    assert not store.can_redo(cid)
    history = store.history(cid)
    assert [h.kind for h in history] == ["campaign_created", "campaign_renamed",
                                         "campaign_renamed", "undo", "campaign_renamed"]
    assert history[2].undone and history[3].target_id == history[2].id
    store.undo(cid)
    store.undo(cid)
    assert store.campaign(cid).name == "C"
    assert not store.can_undo(cid)


def test_undo_works_across_restarts(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as s:
        cid = s.create_campaign("C")
        pid = s.add_player(cid, "Ann", "space_marines", force=marines())
        s.rename_player(pid, "Anna")
    with Store.open(db, daily_backup=False) as s:
        assert s.next_undo(cid) is not None and s.next_undo(cid).kind == "player_renamed"
        s.undo(cid)
        assert s.player_summary(pid).name == "Ann"
    with Store.open(db, daily_backup=False) as s:
        s.redo(cid)
        assert s.player_summary(pid).name == "Anna"
        s.undo(cid)
        s.undo(cid)
        assert s.players(cid) == []
        check(s, cid)
