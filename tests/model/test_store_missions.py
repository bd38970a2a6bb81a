"""A game recorded with its mission report (issue 18, points 2 and 5): the store commits the
plan's derived result, or the players' override with its reason, with the mission's dice; the
report lives in the game's history record, so a replay, a snapshot of the past game, undo / redo
and a campaign export / import all give it back."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.model import Store
from app.rules.campaign import CampaignSettings, GameRecord, PlayerGame
from app.rules.campaign.step2_game import MissionReport, MissionRoll
from tests.model.store_helpers import marines, orks

pytestmark = pytest.mark.backends

ANN_TEAM = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")
BEN_TEAM = ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")


@pytest.fixture
def store(tmp_path: Path):
    with Store.open(tmp_path / "m.sqlite", daily_backup=False) as s:
        yield s


def _camp(store: Store) -> tuple[int, int, int]:
    cid = store.create_campaign("M", settings=CampaignSettings())
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    ben = store.add_player(cid, "Ben", "orks", force=orks())
    assert store.save_team(ann, ANN_TEAM).ok
    assert store.save_team(ben, BEN_TEAM).ok
    return cid, ann, ben


def test_the_store_commits_the_derived_result_and_the_dice(store: Store) -> None:
    """Doomsday Device (seed 004): "если только у одного игрока есть модели в трех дюймах от
    маркера, он считается победившим" — Ann alone at the Device wins, whatever was typed."""
    cid, ann, ben = _camp(store)
    mission = store.next_mission(cid, [2])
    rolls = (MissionRoll("cache_search", 2, str(ben)), MissionRoll("cache_search", 6, str(ann)),
             MissionRoll("device_defused", 5, str(ann)))
    game = GameRecord(mission, (
        PlayerGame(str(ann), ANN_TEAM, facts={"device_found": 1, "near_device_at_end": 1},
                   casualties=("t1",), model_points={"t1": 16, "sgt": 40}),
        PlayerGame(str(ben), BEN_TEAM)), str(ben), MissionReport(rolls))
    plan = store.plan_game(cid, game)
    assert plan.ok and plan.game.winner == str(ann)
    assert plan.result is not None and plan.result.decision.rule == "alone_at_objective.win"
    result = store.commit_game(cid, plan)
    assert result.ok and result.id is not None
    assert store.games(cid)[0].winner_id == ann
    kept = store.game_record(result.id)
    assert kept == plan.game  # the report, the tallies and the models' points
    assert kept.report is not None and kept.report.rolls == rolls
    entry = store.history(cid)[-1]
    assert entry.inputs["report"]["derived"] == {"rule": "alone_at_objective.win",
                                                 "winner": str(ann), "decided": True}
    assert store.replay_check(cid).ok
    with store.snapshot(cid, after_game=1) as then:
        assert then.game_record(result.id) == kept


def test_an_override_is_recorded_with_its_reason_and_replayed(store: Store) -> None:
    """Raid (seed 004): "В случае, если два Механизма были уничтожены, результат считается
    ничейным" — the players record Ann's win anyway, and say why."""
    cid, ann, ben = _camp(store)
    mission = store.next_mission(cid, [6])
    reason = "Ben conceded: the last support was burning"
    game = GameRecord(mission, (
        PlayerGame(str(ann), ANN_TEAM, role="attacker", facts={"base_supports_destroyed": 2}),
        PlayerGame(str(ben), BEN_TEAM, role="defender", facts={"base_supports_intact": 1})),
        str(ann), MissionReport(override=True, reason=reason))
    plan = store.plan_game(cid, game)
    assert plan.ok and plan.game.winner == str(ann)
    assert plan.result is not None and plan.result.decision.draw and plan.result.differs
    result = store.commit_game(cid, plan)
    assert result.ok and result.id is not None
    kept = store.game_record(result.id)
    assert kept.report is not None and (kept.report.override, kept.report.reason) == (
        True, reason)
    assert kept.winner == str(ann)
    assert store.replay_check(cid).ok
    store.undo(cid)
    store.redo(cid)
    assert store.game_record(result.id) == kept
    assert store.replay_check(cid).ok


def test_an_override_without_reason_writes_nothing(store: Store) -> None:
    cid, ann, ben = _camp(store)
    mission = store.next_mission(cid, [4])  # Possession
    game = GameRecord(mission, (PlayerGame(str(ann), ANN_TEAM, facts={"artefacts_held": 1}),
                                PlayerGame(str(ben), BEN_TEAM, facts={"artefacts_held": 2})),
                      str(ann), MissionReport(override=True))
    result = store.record_game(cid, game)
    assert not result.ok
    assert [v.code for v in result.violations] == ["game.override_reason_missing"]
    assert store.games(cid) == []


def test_the_report_survives_an_export_and_import(store: Store, tmp_path: Path) -> None:
    cid, ann, ben = _camp(store)
    mission = store.next_mission(cid, [3])  # Take and Hold
    game = GameRecord(mission, (
        PlayerGame(str(ann), ANN_TEAM, facts={"key_buildings_controlled": 1}),
        PlayerGame(str(ben), BEN_TEAM, facts={"key_buildings_controlled": 2})),
        None, MissionReport((MissionRoll("key_building", 5, str(ben)),)))
    gid = store.record_game(cid, game).id
    assert gid is not None and store.game_record(gid).winner == str(ben)
    new = store.import_campaign(store.export_campaign(cid, tmp_path))
    [summary] = store.games(new)
    names = {p.name: p.id for p in store.players(new)}
    record = store.game_record(summary.id)
    assert record.winner == str(names["Ben"])
    assert record.report is not None
    assert record.report.rolls == (MissionRoll("key_building", 5, str(names["Ben"])),)
    assert set(record.report.tallies) == {str(names["Ann"]), str(names["Ben"])}


def test_a_game_recorded_without_a_report_reads_as_before(store: Store) -> None:
    cid, ann, ben = _camp(store)
    mission = store.next_mission(cid, [6])
    game = GameRecord(mission, (
        PlayerGame(str(ann), ANN_TEAM, role="attacker", facts={"base_supports_destroyed": 2}),
        PlayerGame(str(ben), BEN_TEAM, role="defender")), str(ann))
    gid = store.record_game(cid, game).id
    assert gid is not None
    record = store.game_record(gid)
    assert record.report is None and record.winner == str(ann)
    assert "report" not in store.history(cid)[-1].inputs
    assert store.replay_check(cid).ok


# For each mission of seed 004: the facts, what its victory check derives from them, and the
# override the players record instead (with its reason).
SIX = {
    1: ("escalating_skirmish", {}, {}, None, None, "fewest_points_lost.draw"),
    2: ("doomsday_device", {"near_device_at_end": 1}, {}, None, None, "alone_at_objective.win"),
    3: ("take_and_hold", {"key_buildings_controlled": 1}, {"key_buildings_controlled": 1}, None,
        None, "most.key_buildings_controlled.draw"),
    4: ("possession", {}, {"artefacts_held": 2}, None, None, "most.artefacts_held.win"),
    5: ("last_stand", {}, {}, "defender", "attacker", "half_left.defender"),
    6: ("raid", {"base_supports_destroyed": 1}, {"base_supports_intact": 2}, "attacker",
        "defender", "destroyed.defender"),
}


@pytest.mark.parametrize("roll", sorted(SIX))
def test_each_mission_derives_and_an_override_is_replayed(store: Store, roll: int) -> None:
    mission_id, ann_facts, ben_facts, ann_role, ben_role, rule = SIX[roll]
    cid, ann, ben = _camp(store)
    mission = store.next_mission(cid, [roll])
    assert mission.mission_id == mission_id
    sides = (PlayerGame(str(ann), ANN_TEAM, role=ann_role, facts=ann_facts),  # type: ignore[arg-type]
             PlayerGame(str(ben), BEN_TEAM, role=ben_role, facts=ben_facts))  # type: ignore[arg-type]
    derived = store.plan_game(cid, GameRecord(mission, sides, None, MissionReport()))
    assert derived.ok and derived.result is not None
    assert derived.result.decision.rule == rule
    # the players record the other result: Ben wins unless the mission gave it to him
    winner = str(ann) if derived.result.decision.winner == str(ben) else str(ben)
    reason = f"override of {mission_id}"
    plan = store.plan_game(cid, GameRecord(mission, sides, winner,
                                           MissionReport(override=True, reason=reason)))
    assert plan.ok and plan.game.winner == winner and plan.result is not None
    assert plan.result.differs and plan.result.decision.rule == rule
    gid = store.commit_game(cid, plan).id
    assert gid is not None
    kept = store.game_record(gid)
    assert kept.winner == winner and kept.report is not None and kept.report.reason == reason
    report = store.replay_check(cid)
    assert report.ok, report.divergence
    with store.snapshot(cid, after_game=1) as then:
        assert then.game_record(gid) == kept
