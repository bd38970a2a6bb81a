"""Seats, not trust (issue 22): an organiser and a login per player, enforced by the server's
roles and row-level security, and undo that takes a laptop's own actions only."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import psycopg
import pytest

from app.model import Store, StoreError, StoreHistoryError, StoreReadOnlyError, seats
from tests import pg
from tests.model.store_helpers import check, marines, orks


@dataclass
class Club:
    admin: str
    organiser: str
    ann: str
    ben: str
    cid: int
    ann_id: int
    ben_id: int


@pytest.fixture
def club() -> Iterator[Club]:
    admin = pg.new_database(migrated=False)
    try:
        name = admin.rsplit("/", 1)[1]
        tag = name.rsplit("_", 1)[1]
        org = seats.init_server(admin, f"org_{tag}")
        organiser = pg.with_database(admin, name, user=org.role, password=org.password)
        with Store.open(organiser) as store:
            cid = store.create_campaign("Club night")
            ann_id = store.add_player(cid, "Ann", "space_marines", force=marines())
            ben_id = store.add_player(cid, "Ben", "orks", force=orks())
        ann = seats.add_login(admin, f"ann_{tag}", player_id=ann_id)
        ben = seats.add_login(admin, f"ben_{tag}", player_id=ben_id)
        assert ann.kind == "player" and ann.campaign_id == cid and ann.password
        yield Club(admin, organiser,
                   pg.with_database(admin, name, user=ann.role, password=ann.password),
                   pg.with_database(admin, name, user=ben.role, password=ben.password),
                   cid, ann_id, ben_id)
    finally:
        pg.drop_databases()
        with pg.admin() as conn:
            for role in conn.execute("SELECT rolname FROM pg_roles WHERE rolname ~ "
                                     "'^(org|ann|ben)_[0-9]+$'").fetchall():
                conn.execute(f'DROP ROLE IF EXISTS "{role[0]}"')


def _raw(url: str) -> psycopg.Connection:
    return psycopg.connect(url.replace("postgresql://", "postgresql://", 1), autocommit=True)


def test_a_player_changes_their_own_force_and_reads_the_rest(club: Club) -> None:
    with Store.open(club.ann) as ann:
        force = ann.force(club.ann_id)
        renamed = replace(force, models=tuple(
            replace(m, name="Brother Hekt") if m.uid == "t1" else m for m in force.models))
        ann.edit_force(club.ann_id, "edit", {"what": "rename"}, renamed)
        ann.rename_player(club.ann_id, force_name="Hekt's Hunters")
        assert ann.force(club.ben_id).team_list == "orks"  # reads the others
        assert [p.name for p in ann.players(club.cid)] == ["Ann", "Ben"]
        with pytest.raises(StoreReadOnlyError) as info:
            ann.rename_player(club.ben_id, "Benny")
        assert info.value.params["reason"] == "server_denied"
        with pytest.raises(StoreReadOnlyError):
            ann.rename_campaign(club.cid, "Ann's campaign")  # the organiser's
        check(ann, club.cid)
    with Store.open(club.organiser) as org:
        assert org.player_summary(club.ben_id).name == "Ben"
        assert org.force(club.ann_id).model("t1").name == "Brother Hekt"
        assert org.campaign(club.cid).name == "Club night"
        org.rename_player(club.ben_id, "Benjamin")  # the organiser corrects anyone


def test_raw_sql_cannot_change_another_players_force(club: Club) -> None:
    with _raw(club.ann) as conn:
        hit = conn.execute("UPDATE models SET name = 'Grot' WHERE player_id = %s",
                           (club.ben_id,))
        assert hit.rowcount == 0  # not even visible for writing
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO rp_entries (player_id, amount, kind, ref, history_id) "
                         "SELECT %s, 50, 'gift', '', max(id) FROM history", (club.ben_id,))
        assert conn.execute("UPDATE players SET rp = rp").rowcount == 1  # only her own row
        assert conn.execute("UPDATE players SET rp = 99 WHERE id = %s",
                            (club.ben_id,)).rowcount == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE campaigns SET name = 'mine'")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM games")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE seats SET player_id = %s", (club.ben_id,))
    with Store.open(club.organiser) as org:
        assert org.player_summary(club.ben_id).rp == 0
        assert all(m.name != "Grot" for m in org.force(club.ben_id).models)
        check(org, club.cid)


def test_each_laptop_undoes_its_own_last_action(club: Club) -> None:
    with Store.open(club.ann) as ann, Store.open(club.ben) as ben, \
            Store.open(club.organiser) as org:
        ann.rename_player(club.ann_id, force_name="Hunters")
        ben.rename_player(club.ben_id, force_name="Da Boyz")
        assert ann.undo_kinds(club.cid)[0] == "player_renamed"
        ann.undo(club.cid)  # Ann's, although Ben acted after her
        assert org.player_summary(club.ann_id).force_name != "Hunters"
        assert org.player_summary(club.ben_id).force_name == "Da Boyz"
        ann.redo(club.cid)
        assert org.player_summary(club.ann_id).force_name == "Hunters"
        with pytest.raises(StoreHistoryError):
            org.undo(club.cid)  # the organiser made no action since the set-up's
        org.rename_player(club.ann_id, force_name="Organised")  # a later change of Ann's row
        with pytest.raises(StoreHistoryError) as info:
            ann.undo(club.cid)
        assert info.value.params["what"] == "depends"
        assert org.player_summary(club.ann_id).force_name == "Organised"
        org.undo(club.cid)
        ann.undo(club.cid)  # now nothing later depends on it
        check(org, club.cid)
        assert org.replay_check(club.cid).ok


def test_logins_are_checked(club: Club) -> None:
    with pytest.raises(StoreError) as info:
        seats.add_login(club.admin, "Robert'); DROP TABLE players;--", player_id=club.ann_id)
    assert info.value.params["reason"] == "bad_login"
    with pytest.raises(StoreError) as info:
        seats.add_login(club.admin, "nobody_here", player_id=99999)
    assert info.value.params["reason"] == "no_player"


def test_a_player_goes_offline_acts_and_syncs_as_themselves(club: Club, tmp_path: Path) -> None:
    """Organiser and player at once; the player takes the campaign offline, renames their own
    Force and (offline, where nothing stops it) Ben's; the sync applies the first as Ann and
    the server refuses the second: reported, not written."""
    from app.model import offline

    with Store.open(club.ann) as ann, Store.open(club.organiser) as org:
        path = offline.take_offline(ann, club.cid, tmp_path / "ann-away.sqlite")
        with Store.open(path, daily_backup=False) as away:
            away.rename_player(club.ann_id, force_name="Hunters")
            away.rename_player(club.ben_id, force_name="Grots")
        org.rename_campaign(club.cid, "Club night, week 2")  # meanwhile
        with Store.open(path, daily_backup=False) as away:
            report = offline.sync(away, ann)
        assert report.applied == 1 and [r.kind for r in report.refused] == ["player_renamed"]
        assert "may not change" in report.refused[0].reason
        assert org.player_summary(club.ann_id).force_name == "Hunters"
        assert org.player_summary(club.ben_id).force_name != "Grots"
        mine = [e for e in org.history(club.cid) if e.kind == "player_renamed"]
        assert len(mine) == 1 and mine[0].player_id == club.ann_id
        check(org, club.cid)
        assert org.replay_check(club.cid).ok
