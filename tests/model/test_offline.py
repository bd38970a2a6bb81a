"""Offline and back (issue 22): a server's campaign taken to a laptop, played, synced through
the engine on top of what happened meanwhile; refusals reported, nothing applied twice."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.model import Store, StoreError, offline
from app.rules.campaign import GameRecord, PlayerGame
from tests.model.store_helpers import check, marines, orks

ANN_TEAM = ["sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5"]


def _game(store: Store, cid: int, ann: int, ben: int) -> int:
    ann_team = store.save_team(ann, ANN_TEAM)
    assert ann_team.ok, ann_team.violations
    ben_team = store.save_team(ben, [m.uid for m in store.force(ben).models][:8])
    assert ben_team.ok, ben_team.violations
    mission = store.next_mission(cid, [3])
    roles = ("attacker", "defender") if mission.mission_id in ("last_stand", "raid") else (
        None, None)
    result = store.record_game(cid, GameRecord(mission, (
        PlayerGame(str(ann), tuple(ann_team.outcome.team), role=roles[0], casualties=("t1",)),
        PlayerGame(str(ben), tuple(ben_team.outcome.team), role=roles[1])), str(ann)))
    assert result.ok and result.id is not None, result.violations
    return result.id


def test_a_campaign_played_offline_syncs_back_once(pg_url: str, tmp_path: Path) -> None:
    with Store.open(pg_url) as server:
        cid = server.create_campaign("Club")
        ann = server.add_player(cid, "Ann", "space_marines", force=marines())
        ben = server.add_player(cid, "Ben", "orks", force=orks())
        path = offline.take_offline(server, cid, tmp_path / "away.sqlite")
    with Store.open(path, daily_backup=False) as away:
        assert [p.name for p in away.players(cid)] == ["Ann", "Ben"]  # the server's ids
        assert away.replay_check(cid).ok
        away.rename_player(ann, force_name="Hunters")
        gid = _game(away, cid, ann, ben)
        for pid in (ann, ben):
            assert away.apply_injuries(gid, pid, [6] * 12).ok
        assert away.apply_rewards(gid, [4, 4]).ok
        away.set_campaign_notes(cid, "typo")
        away.undo(cid)  # undone offline: never reaches the server
        assert len(offline.pending(away)) == 7  # rename, 2 Teams, game, 2 injuries, RP
        check(away, cid)
    with Store.open(pg_url) as server:
        server.rename_campaign(cid, "Club night")  # meanwhile, on the server
        with Store.open(path, daily_backup=False) as away:
            report = offline.sync(away, server)
            assert report.ok and report.applied == 7 and report.skipped == 0, report
            again = offline.sync(away, server)  # nothing twice
            assert again.applied == 0 and again.skipped == 7
        assert server.campaign(cid).name == "Club night"
        assert server.campaign(cid).notes == ""
        assert server.player_summary(ann).force_name == "Hunters"
        assert len(server.games(cid)) == 1
        assert server.player_summary(ann).rp > 0
        check(server, cid)
        assert server.replay_check(cid).ok


def test_what_the_server_now_refuses_is_reported_and_not_written(pg_url: str,
                                                                 tmp_path: Path) -> None:
    with Store.open(pg_url) as server:
        cid = server.create_campaign("Club")
        ann = server.add_player(cid, "Ann", "space_marines", force=marines())
        ben = server.add_player(cid, "Ben", "orks", force=orks())
        path = offline.take_offline(server, cid, tmp_path / "away.sqlite")
        with Store.open(path, daily_backup=False) as away:
            gid = _game(away, cid, ann, ben)
            assert away.apply_injuries(gid, ann, [6] * 12).ok
            away.rename_player(ben, force_name="Da Boyz")
        server.dissolve_force(ann)  # meanwhile Ann's Force is gone: her Team is not valid
        before = len(server.history(cid))
        with Store.open(path, daily_backup=False) as away:
            report = offline.sync(away, server)
        kinds = [r.kind for r in report.refused]
        assert "game" in kinds and report.refused[0].reason  # her Force is not the one played
        assert report.applied >= 1  # Ben's rename goes through
        assert server.player_summary(ben).force_name == "Da Boyz"
        assert len(server.history(cid)) == before + report.applied
        check(server, cid)
        assert server.replay_check(cid).ok


def test_only_a_server_campaign_goes_offline(tmp_path: Path) -> None:
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("Home")
        with pytest.raises(StoreError) as info:
            offline.take_offline(store, cid, tmp_path / "x.sqlite")
        assert info.value.params["reason"] == "not_server"
        with pytest.raises(StoreError):
            offline.sync(store, store)
