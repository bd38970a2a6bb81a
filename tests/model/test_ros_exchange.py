"""BattleScribe rosters of campaign Forces: export from the store with the campaign data, read
back as the same Force, import over a player or as a new one; clean refusals
(app/model/ros_exchange.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.i18n.store_messages import store_message
from app.model import Store, StoreImportError
from app.model.catalogues import CatalogueLibrary
from app.model.errors import StoreError
from app.model.ros_exchange import (
    REASONS,
    catalogue_ids_for,
    export_ros,
    import_ros_force,
    ros_bytes,
    ros_force,
)
from app.rules import force_edit as fe
from app.rules.bsdata.ros import parse_roster, zip_roster
from app.rules.force import Force, Selection
from app.rules.teamlist import TeamList
from tests.conftest import BSDATA, FIXTURES
from tests.model.store_helpers import check, marines

MINI = FIXTURES / "bsdata"


def _library(*files: Path) -> CatalogueLibrary:
    lib = CatalogueLibrary()  # the test's own data folder (tests/conftest.py)
    result = lib.import_files(list(files))
    assert result.ok, result.problems
    return lib


def _mini_force(tl: TeamList) -> Force:
    force = Force(tl.id, name="Strike Team", starting=True)
    by_name = {e.name: e for e in tl.entries}
    force = fe.add_model(tl, force, by_name["Sergeant"].id, name="Cato").force
    for name in ("Ajax", "Brutus", ""):
        force = fe.add_model(tl, force, by_name["Trooper"].id, name=name).force
    bike = next(i.entry.id for i in tl.index.infos.values() if i.entry.name == "Bike")
    m = force.models[0]
    force = fe.set_options(tl, force, m.uid, (*m.options, Selection(bike))).force
    grouped = fe.form_group(tl, force, [force.models[2].uid, force.models[3].uid], "Twins")
    return grouped.force


@pytest.fixture
def campaign(tmp_path: Path) -> tuple[Store, int, int, CatalogueLibrary]:
    lib = _library(MINI / "mini.gst", MINI / "mini.cat")
    tl = lib.load("bs_mini_marines")
    store = Store.open(tmp_path / "c.sqlite", daily_backup=False)
    cid = store.create_campaign("Vigil")
    pid = store.add_player(cid, "Ann", tl.id, "Strike Team", team_list=tl, force=_mini_force(tl))
    uids = [m.uid for m in store.force(pid).models]
    with store._conn.begin():
        store._conn.exec_driver_sql(
            "UPDATE models SET honours='[\"medic\"]', permanent_injuries='[\"WS\"]', "
            f"temporary='wounded' WHERE uid='{uids[0]}'")
    return store, cid, pid, lib


def test_a_campaign_force_exports_and_reads_back_the_same(
        campaign: tuple[Store, int, int, CatalogueLibrary], tmp_path: Path) -> None:
    store, cid, pid, lib = campaign
    with store:
        force = store.force(pid)
        state = store.player_state(pid)
        out = tmp_path / "out"
        out.mkdir()
        path, written = export_ros(store, pid, out, library=lib)
        assert path.name == "Strike Team.rosz" and path.read_bytes() == written.data
        assert written.export.items == ()
        tl, result = ros_force(path.read_bytes(), path.name, library=lib)
        assert tl.id == force.team_list and result.items == ()
        assert result.force.models == force.models and result.force.groups == force.groups
        assert result.force.name == "Strike Team"
        sarge = state.model(force.models[0].uid)
        notes = result.notes[sarge.uid]
        assert (notes.honours, notes.permanent_injuries, notes.temporary) == (
            ("medic",), ("WS",), "wounded")
        assert dict(notes.characteristics) == dict(sarge.characteristics)
        assert result.force_notes is not None and result.force_notes.rp == state.rp
        # Imported over the same player: the same Force, its campaign data kept.
        changes, again = import_ros_force(store, pid, path.read_bytes(), path.name)
        assert again.items == () and changes.history
        assert store.force(pid).models == force.models
        assert store.player_state(pid).model(sarge.uid).honours == ("medic",)
        check(store, cid)
        # As a new player of the campaign (a starting Force).
        tl2, fresh = ros_force(path.read_bytes(), path.name, library=lib)
        other = store.create_campaign("Elsewhere")
        new = store.add_player(other, "Bob", tl2.id, fresh.force.name, team_list=tl2,
                               force=fresh.force)
        assert [m.entry for m in store.force(new).models] == [m.entry for m in force.models]
        check(store, other)


def test_a_plain_ros_is_written_on_request(
        campaign: tuple[Store, int, int, CatalogueLibrary]) -> None:
    store, _, pid, lib = campaign
    with store:
        plain = ros_bytes(store, pid, zipped=False, library=lib).data
        assert plain.startswith(b"<?xml") and b"[Force Sheet]" in plain
        zipped = ros_bytes(store, pid, library=lib, member="x.ros").data
        assert zipped[:4] == b"PK\x03\x04"
        assert parse_roster(plain, "a.ros") == parse_roster(zipped, "a.ros")


def test_bad_rosters_are_one_import_error_in_words(
        campaign: tuple[Store, int, int, CatalogueLibrary]) -> None:
    store, _, pid, _lib = campaign
    with store:
        before = store.force(pid)
        cases = {
            b"<roster": "xml.malformed",
            b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "b">]><r/>': "xml.dtd_forbidden",
            (MINI / "mini.cat").read_bytes(): "ros.not_roster",
            b"PK\x03\x04broken": "zip.invalid",
            zip_roster(b"<a/>" * 10, "x.ros")[:-30]: "zip.invalid",
        }
        for data, code in cases.items():
            with pytest.raises(StoreImportError) as err:
                import_ros_force(store, pid, data, "evil.rosz")
            assert err.value.params["reason"] == REASONS[code]
            assert err.value.params["file"] == "evil.rosz"
            assert "evil.rosz" in store_message(err.value)
        assert store.force(pid) == before


def _foreign(catalogue: str = "Mini Marines") -> bytes:
    return (
        '<roster name="R" gameSystemId="mini-gst" '
        'xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces>'
        f'<force name="F" entryId="fe" catalogueId="c" catalogueName="{catalogue}"><selections>'
        '<selection name="Sergeant" entryId="link-sergeant::sergeant" number="1"/>'
        '<selection name="Dread" entryId="dread" number="1"/>'
        '</selections></force></forces></roster>').encode()


def test_unknown_catalogue_and_other_team_list_are_refused(
        campaign: tuple[Store, int, int, CatalogueLibrary]) -> None:
    store, cid, _, lib = campaign
    with store:
        with pytest.raises(StoreImportError) as err:
            ros_force(_foreign("Squats"), "squats.ros", library=lib)
        assert err.value.params["reason"] == REASONS["ros.unknown_catalogue"]
        assert "import the catalogue" in store_message(err.value)
        marine = store.add_player(cid, "Cy", "space_marines", force=marines())
        with pytest.raises(StoreImportError) as err:
            import_ros_force(store, marine, _foreign(), "mini.ros")
        assert "Mini Marines" in str(err.value.params["reason"])
        # A known catalogue with an unknown entry: placed what it could, said what it could not.
        _, result = ros_force(_foreign(), "mini.ros", library=lib)
        assert [(i.name, i.reason) for i in result.items] == [("Dread", "unknown_entry")]
        assert len(result.force.models) == 1


def test_a_builtin_team_list_has_no_battlescribe_export(
        campaign: tuple[Store, int, int, CatalogueLibrary], tmp_path: Path) -> None:
    store, cid, _, lib = campaign
    with store:
        marine = store.add_player(cid, "Cy", "space_marines", force=marines())
        with pytest.raises(StoreError) as err:
            export_ros(store, marine, tmp_path, library=lib)
        assert err.value.params["what"] == "ros_builtin"
        assert "Force Sheet's own" in store_message(err.value)
        assert list(tmp_path.glob("*.ros*")) == []


def test_a_catalogue_missing_from_the_library_is_said(tmp_path: Path) -> None:
    lib = _library(MINI / "mini.gst", MINI / "mini.cat")
    tl = lib.load("bs_mini_marines")
    empty = CatalogueLibrary(tmp_path / "other-library")
    with pytest.raises(StoreError) as err:
        catalogue_ids_for(tl, empty)
    assert err.value.params["what"] == "ros_catalogue"
    assert "not in the catalogue library" in store_message(err.value)
    ids = catalogue_ids_for(tl, lib)
    assert (ids.catalogue_id, ids.game_system_id, ids.force_entry_id) == (
        "mini-cat", "mini-gst", "fe")


@pytest.mark.skipif(not BSDATA.is_dir(), reason=f"BattleScribe data not found in {BSDATA}")
@pytest.mark.parametrize("cat", ["HoRKT-Grot_Rebels_HoR.cat", "HoRKT-Adeptus_Arbites.cat",
                                 "HoRKT-Chaos_Space_Marines.cat"])
def test_campaign_forces_of_shared_catalogues_round_trip(cat: str, tmp_path: Path) -> None:
    lib = _library(BSDATA / "HoRKT-Warhammer40k.gst", BSDATA / cat)
    tl = next(lib.load(i.id) for i in lib.infos() if i.file == cat)
    force = Force(tl.id, name="Kill Team", starting=True)
    for e in tl.entries:
        if not e.hidden and len(force.models) < 8:
            force = fe.add_model(tl, force, e.id, name=e.name[:10]).force
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("Shared")
        # a draft: over its limits is fine for the round trip, so the player starts empty
        pid = store.add_player(cid, "Ann", tl.id, "Kill Team", team_list=tl)
        store.import_force(pid, json.dumps({
            "format": "forcesheet-roster", "version": 1, "team_list": tl.id,
            "models": [{"uid": m.uid, "entry": m.entry, "name": m.name, "member": m.member,
                        "group": m.group, "options": []} for m in force.models],
            "groups": [{"id": g.id, "entry": g.entry, "squad": g.squad, "name": g.name,
                        "options": []} for g in force.groups]}), "seed.json")
        stored = store.force(pid)
        data = ros_bytes(store, pid, library=lib).data
        _, result = ros_force(data, "kt.rosz", library=lib)
        assert result.items == ()
        assert result.force.models == stored.models and result.force.groups == stored.groups
