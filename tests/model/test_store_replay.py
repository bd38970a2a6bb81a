"""Replay (issue 13, point 4) and snapshots (point 5): a campaign rebuilt from empty by its
history through the engine equals the stored one; a mismatch names the first action where
they diverge; a snapshot is the campaign as it was."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.model import Store, StoreError, StoreRuleError
from app.model.demo import create_demo_campaign
from app.rules.campaign import BuyHonour, CampaignSettings, GameRecord, PlayerGame
from app.rules.force import ForceModel
from tests.model.store_helpers import marines, orks

pytestmark = pytest.mark.backends

ANN_TEAM = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")
BEN_TEAM = ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")


@pytest.fixture
def store(tmp_path: Path):
    with Store.open(tmp_path / "r.sqlite", daily_backup=False) as s:
        yield s


def _camp(store: Store) -> tuple[int, int, int]:
    cid = store.create_campaign("R", settings=CampaignSettings(knocked_out=True))
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    ben = store.add_player(cid, "Ben", "orks", force=orks())
    return cid, ann, ben


def _game(store: Store, cid: int, ann: int, ben: int, *, casualties: tuple[str, ...] = (),
          winner: int | None = None) -> int:
    alive = {m.uid for m in store.force(ann).models}
    team = tuple(u for u in (*ANN_TEAM, "t7", "t8") if u in alive)[:9]
    assert store.save_team(ann, team).ok
    assert store.save_team(ben, BEN_TEAM).ok
    mission = store.next_mission(cid, [3])
    casualties = tuple(u for u in casualties if u in team)
    game = GameRecord(mission, (PlayerGame(str(ann), team, casualties=casualties),
                                PlayerGame(str(ben), BEN_TEAM)),
                      str(winner if winner is not None else ann))
    result = store.record_game(cid, game)
    assert result.ok, result.violations
    assert result.id is not None
    return result.id


def test_the_demo_replays_to_the_stored_campaign(store: Store) -> None:
    cid = create_demo_campaign(store)
    report = store.replay_check(cid)
    assert report.ok, report.divergence
    assert report.actions == len([h for h in store.history(cid) if h.is_action]) + 1


def test_every_action_records_its_engine_and_a_fingerprint(store: Store) -> None:
    cid = create_demo_campaign(store)
    for entry in store.history(cid):
        if entry.is_action:
            assert entry.inputs["engine"] >= 2, entry.kind
            assert entry.summary["_after"], entry.kind


def test_replay_after_undo_and_redo(store: Store) -> None:
    cid = create_demo_campaign(store)
    for _ in range(3):
        store.undo(cid)
    store.redo(cid)
    assert store.replay_check(cid).ok
    store.rename_campaign(cid, "After the undo")  # the undone actions can no longer be redone
    report = store.replay_check(cid)
    assert report.ok, report.divergence


def test_a_changed_stored_value_is_found(store: Store) -> None:
    cid = create_demo_campaign(store)
    with store._write() as conn:
        conn.exec_driver_sql("UPDATE players SET renown = renown + 3 WHERE id = "
                             "(SELECT min(id) FROM players)")
    report = store.replay_check(cid)
    assert not report.ok and report.divergence is not None
    assert report.divergence.seq is None  # found in the final comparison
    assert "renown" in report.divergence.detail


def test_a_changed_record_names_the_first_action_where_they_diverge(store: Store) -> None:
    cid = create_demo_campaign(store)
    first = next(h for h in store.history(cid) if h.kind == "rewards")
    with store._write() as conn:
        inputs = dict(first.inputs)
        inputs["dice"] = [6 if d != 6 else 1 for d in inputs["dice"]]
        conn.exec_driver_sql("UPDATE history SET inputs = ? WHERE id = ?",
                             (json.dumps(inputs), first.id))
    report = store.replay_check(cid)
    assert not report.ok and report.divergence is not None
    assert report.divergence.history_id == first.id
    assert report.divergence.kind == "rewards"


def test_an_imported_campaign_replays(store: Store, tmp_path: Path) -> None:
    cid = create_demo_campaign(store)
    path = store.export_campaign(cid, tmp_path)
    new = store.import_campaign(path)
    assert store.replay_check(new).ok
    pid = store.players(new)[0].id
    store.rename_player(pid, "Renamed after the import")
    report = store.replay_check(new)
    assert report.ok, report.divergence


def _random_walk(store: Store, seed: int) -> int:
    rng = random.Random(seed)
    cid, ann, ben = _camp(store)
    games: list[int] = []
    for step in range(14):
        kind = rng.randrange(7)
        try:
            if kind == 0:
                store.rename_campaign(cid, f"R{step}")
            elif kind == 1 and not store.pending_team(ann):
                gid = _game(store, cid, ann, ben, casualties=("t2",) if rng.random() < .5
                            else (), winner=rng.choice([ann, ben]))
                store.apply_injuries(gid, ann, [rng.randint(1, 6) for _ in range(3)])
                store.apply_injuries(gid, ben, [])
                store.apply_rewards(gid, [rng.randint(1, 6)])
                games.append(gid)
            elif kind == 2 and store.can_undo(cid):
                store.undo(cid)
            elif kind == 3 and store.can_redo(cid):
                store.redo(cid)
            elif kind == 4 and store.force_has_played(ann):
                force = store.force(ann)
                store.correct_force(ann, replace(force, models=(
                    *force.models, ForceModel(f"x{step}", "tactical_marine"))), "forgotten")
            elif kind == 5:
                state = store.player_state(ann)
                target = rng.choice([m.uid for m in state.models if not m.crew])
                store.spend(ann, purchases=[BuyHonour("cat_like_agility", target)])
            else:
                store.rename_player(ben, f"Ben {step}")
        except StoreError:
            pass  # a refused action (or a player undone away) changes nothing
    return cid


@settings(max_examples=6, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000))
def test_random_walks_with_undo_and_redo_replay(tmp_path_factory: pytest.TempPathFactory,
                                                seed: int) -> None:
    folder = tmp_path_factory.mktemp("walk")
    with Store.open(folder / "w.sqlite", daily_backup=False) as store:
        cid = _random_walk(store, seed)
        report = store.replay_check(cid)
        assert report.ok, (seed, report.divergence)


# -- snapshots ---------------------------------------------------------------------------------


def test_snapshot_after_a_game_is_the_campaign_as_it_was(store: Store) -> None:
    cid, ann, ben = _camp(store)
    g1 = _game(store, cid, ann, ben, casualties=("t2",))
    assert store.apply_injuries(g1, ann, [1]).ok  # t2 dies
    assert store.apply_injuries(g1, ben, []).ok
    assert store.apply_rewards(g1, [4]).ok
    assert store.spend(ann, purchases=[BuyHonour("cat_like_agility", "t3")]).ok
    _game(store, cid, ann, ben)

    then = store.snapshot(cid, after_game=1)
    assert not then.writable
    uids_then = {m.uid for m in then.force(ann).models}
    assert "t2" in uids_then and "t2" not in {m.uid for m in store.force(ann).models}
    assert then.player_state(ann).model("t3").honours == ()
    assert store.player_state(ann).model("t3").honours == ("cat_like_agility",)
    assert [g.number for g in then.games(cid)] == [1]
    assert then.player_summary(ann).rp == 0
    with pytest.raises(StoreRuleError):
        then.rename_campaign(cid, "no")
    before = store.snapshot(cid, after_game=1, before=True)
    assert before.games(cid) == [] and before.pending_team(ann) is not None


def test_snapshot_at_any_record(store: Store) -> None:
    cid, ann, _ben = _camp(store)
    records = store.history(cid)
    added_ben = records[-1]
    assert added_ben.kind == "player_added"
    assert [p.name for p in store.snapshot(cid, history_id=added_ben.id).players(cid)] == [
        "Ann", "Ben"]
    assert [p.name for p in store.snapshot(cid, history_id=added_ben.id, before=True)
            .players(cid)] == ["Ann"]
    assert store.snapshot(cid, history_id=added_ben.id).force(ann) == store.force(ann)


def test_a_fingerprint_reads_sqlite_rows_as_plain_as_a_server_gives_them(store: Store) -> None:
    """On SQLite a fingerprint hashes the rows as read (the text queries type nothing: no
    boolean, no decoded JSON to write back as text), the very values a server's rows give
    once made plain: the same fingerprint on a file and on a server."""
    from app.model.store import base

    if store.server:
        pytest.skip("a server's rows are made plain (booleans, JSON decoded by psycopg)")
    cid = create_demo_campaign(store)
    player_ids = [p.id for p in store.players(cid)]
    read = {"groups": 0, "models": 0}
    with store._read() as conn:
        fast = [base.player_fingerprint(conn, pid) for pid in player_ids]
        for pid in player_ids:
            player = conn.execute(base._FINGERPRINT_SQL["player"], {"pid": pid}).first()
            assert player is not None and tuple(player) == base._plain(player)
            fno = player[[c.name for c in base.PLAYERS.c if c.name not in base._VOLATILE
                          and c.name != "id"].index("dissolutions")]
            for name in ("groups", "models"):
                rows = conn.execute(base._FINGERPRINT_SQL[name], {"pid": pid, "fno": fno}).all()
                assert all(tuple(r) == base._plain(r) for r in rows)
                read[name] += len(rows)
    assert read["groups"] and read["models"]
    # and the fingerprint recorded by each action is the one a replay computes
    assert store.replay_check(cid).ok
    assert all(f is not None for f in fast)
