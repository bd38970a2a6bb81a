"""Every campaign action of the rules engine through the store: the stored result, the
history record with its dice, undo and redo, and the invariants after each."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from app.model import Store, StoreRuleError
from app.rules.campaign import (
    BuyBaseLevel,
    BuyHonour,
    BuyUpgrade,
    CampaignSettings,
    GameRecord,
    PlayerGame,
    WargearHandover,
)
from app.rules.dice import RandomDice
from app.rules.force import ForceModel, Selection
from tests.model.store_helpers import check, marines, orks, undo_redo_roundtrip

pytestmark = pytest.mark.backends

ANN_TEAM = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")
BEN_TEAM = ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")


@pytest.fixture
def camp(tmp_path: Path):
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("C", settings=CampaignSettings(knocked_out=True))
        ann = store.add_player(cid, "Ann", "space_marines", force=marines())
        ben = store.add_player(cid, "Ben", "orks", force=orks())
        yield store, cid, ann, ben


def set_player(store: Store, pid: int, **values: object) -> None:
    """Test setup only: put a player straight into a state (upgrades, Renown…)."""
    import json

    with store._write() as conn:
        for key, value in values.items():
            conn.exec_driver_sql(f"UPDATE players SET {key}=? WHERE id=?",
                                 (json.dumps(value) if isinstance(value, list) else value, pid))


def play(store: Store, cid: int, ann: int, ben: int, *, winner: str | None = "ann",
         ann_side: dict | None = None, ben_side: dict | None = None,
         mission_roll: int = 3) -> int:
    assert store.save_team(ann, ANN_TEAM).ok
    assert store.save_team(ben, BEN_TEAM).ok
    mission = store.next_mission(cid, [mission_roll])
    game = GameRecord(mission, (
        PlayerGame(str(ann), ANN_TEAM, **(ann_side or {})),
        PlayerGame(str(ben), BEN_TEAM, **(ben_side or {})),
    ), {"ann": str(ann), "ben": str(ben), None: None}[winner])
    result = store.record_game(cid, game)
    assert result.ok, result.violations
    assert result.id is not None
    return result.id


def test_step1_team(camp) -> None:
    store, cid, ann, _ = camp
    refused = store.save_team(ann, ("sgt", "t1"))  # half of Group "tac"
    assert not refused.ok and "team.incomplete_group" in [v.code for v in refused.violations]
    assert refused.history_id is None and store.pending_team(ann) is None
    result = store.save_team(ann, ANN_TEAM)
    assert result.ok and result.outcome.points is not None
    assert result.outcome.points_limit == 200
    team = store.pending_team(ann)
    assert team is not None and team.models == ANN_TEAM
    assert store.history(cid)[-1].kind == "team"
    undo_redo_roundtrip(store, cid)
    # an Artillery gun brings its crew into the Team
    _, _, _, ben = camp
    assert store.save_team(ben, ("boss", "gun", *(f"b{i}" for i in range(5)))).ok
    assert store.pending_team(ben).models[-2:] == ("gun~crew1", "gun~crew2")


def test_step1_preview_writes_nothing(camp) -> None:
    store, cid, ann, _ = camp
    before = len(store.history(cid))
    assert store.save_team(ann, ANN_TEAM, preview=True).ok
    assert len(store.history(cid)) == before and store.pending_team(ann) is None


def test_step2_game(camp) -> None:
    store, cid, ann, ben = camp
    bad = GameRecord(store.next_mission(cid, [3]), (PlayerGame(str(ann), ("nobody",)),
                                                    PlayerGame(str(ann), ANN_TEAM)), None)
    refused = store.record_game(cid, bad)
    assert not refused.ok and refused.id is None and store.games(cid) == []
    gid = play(store, cid, ann, ben, ann_side={"achievements": {"first_blood": 1},
                                               "facts": {"key_buildings_controlled": 2}})
    games = store.games(cid)
    assert [(g.id, g.number, g.mission_id, g.winner_id) for g in games] == [
        (gid, 1, "take_and_hold", ann)]
    record = store.game_record(gid)
    assert record.player(str(ann)).facts == {"key_buildings_controlled": 2}
    assert record.mission.roll == 3
    assert store.pending_team(ann) is None  # the Team was attached to the game
    assert store.force(ann).starting is False
    entry = store.history(cid)[-1]
    assert entry.kind == "game" and entry.inputs["mission"]["roll"] == 3
    assert store.player_summary(ann).wins == 1 and store.player_summary(ben).losses == 1
    undo_redo_roundtrip(store, cid)


def test_step3_injuries_death_maimed_walker_and_crew(camp) -> None:
    store, cid, ann, ben = camp
    gid = play(store, cid, ann, ben, ann_side={"casualties": ("t1", "apo")},
               ben_side={"casualties": ("gun~crew1", "gun~crew2"),
                         "walker_damage": {"kan": "explodes"}})
    # t1 core: 2 dead; apo specialist: 1 grievous, 4 maimed, 1 = T
    result = store.apply_injuries(gid, ann, [2, 1, 4, 1])
    assert result.ok, result.violations
    state = store.player_state(ann)
    assert not state.has_model("t1")
    assert state.model("apo").permanent_injuries == ("T",)
    assert state.model("apo").characteristics["T"] == 3
    former = store.former_models(ann)
    assert [(f.uid, f.status, f.game_id) for f in former] == [("t1", "dead", gid)]
    entry = store.history(cid)[-1]
    assert entry.kind == "injuries" and entry.inputs["dice"] == [2, 1, 4, 1]
    assert entry.summary["removed"] == ["t1"]
    assert store.games(cid)[0].injuries_done == (ann,)
    undo_redo_roundtrip(store, cid)
    with pytest.raises(StoreRuleError):
        store.apply_injuries(gid, ann, [1])
    # Ben: both crew dead (1, 1) → the gun goes; Killa Kan Explodes!: 1-1 = 0 → lost
    result = store.apply_injuries(gid, ben, [1, 1, 1])
    assert result.ok, result.violations
    ben_state = store.player_state(ben)
    assert not ben_state.has_model("gun") and not ben_state.has_model("kan")
    statuses = {f.uid: f.status for f in store.former_models(ben)}
    assert statuses == {"gun": "dead", "gun~crew1": "dead", "gun~crew2": "dead",
                        "kan": "lost"}
    assert "gun" not in {m.uid for m in store.force(ben).models}
    undo_redo_roundtrip(store, cid)
    check(store, cid)


def test_step3_temporary_injuries_end_after_the_next_game(camp) -> None:
    store, cid, ann, ben = camp
    gid = play(store, cid, ann, ben, ann_side={"casualties": ("apo",)})
    assert store.apply_injuries(gid, ann, [2, 1]).ok  # beaten up, 1: incapacitated
    assert store.player_state(ann).model("apo").temporary == "incapacitated"
    assert store.force(ann).model("apo").incapacitated
    refused = store.save_team(ann, ANN_TEAM)
    assert "team.incapacitated" in [v.code for v in refused.violations]
    team = tuple(u for u in ANN_TEAM if u != "apo")
    assert store.save_team(ann, team).ok
    assert store.save_team(ben, BEN_TEAM).ok
    game = GameRecord(store.next_mission(cid, [3]), (PlayerGame(str(ann), team),
                                                     PlayerGame(str(ben), BEN_TEAM)), None)
    g2 = store.record_game(cid, game).id
    assert g2 is not None
    assert store.apply_injuries(g2, ann, []).ok
    assert store.player_state(ann).model("apo").temporary is None
    undo_redo_roundtrip(store, cid)


def test_step3_rerolls_handover_and_officer_promotion(camp) -> None:
    store, cid, ann, ben = camp
    set_player(store, ann, upgrades=["medical_centre", "officer_training"])
    force = store.force(ann)
    store.edit_force(ann, "set_options", {"uid": "t2"}, replace(force, models=tuple(
        replace(m, options=(Selection("tactical_marine.gear.extra_chainsword"),))
        if m.uid == "t2" else m for m in force.models)))
    gid = play(store, cid, ann, ben, ann_side={"casualties": ("sgt", "t2", "t3")})
    # sgt: 1 grievous, 2 dead; t2: 1 dead; t3: 1 dead, rerolled by the Medical Centre: 5
    result = store.apply_injuries(
        gid, ann, [1, 2, 1, 1, 5], rerolls=[("t3", "medical_centre")],
        handovers=[WargearHandover("t2", "tactical_marine.gear.extra_chainsword", "t4")],
        officer_promotions=["apo"])
    assert result.ok, result.violations
    roll = result.outcome.rolls.roll_for("t3")
    assert roll.result.result == "full_recovery" and roll.rerolled_by == ("medical_centre",)
    state = store.player_state(ann)
    assert state.model("apo").promoted_leader and state.model("apo").is_team_leader
    assert "tactical_marine.gear.extra_chainsword" in state.model("t4").wargear
    assert store.force(ann).model("t4").options == (
        Selection("tactical_marine.gear.extra_chainsword"),)
    assert not state.has_model("sgt") and not state.has_model("t2")
    entry = store.history(cid)[-1]
    assert entry.inputs["rerolls"] == [["t3", "medical_centre"]]
    assert entry.inputs["dice"] == [1, 2, 1, 1, 5]
    undo_redo_roundtrip(store, cid)
    check(store, cid)


def test_step3_refused_writes_nothing(camp) -> None:
    store, cid, ann, ben = camp
    gid = play(store, cid, ann, ben, ann_side={"casualties": ("t1",)})
    before = len(store.history(cid))
    result = store.apply_injuries(gid, ann, [1], officer_promotions=["apo"])
    assert not result.ok
    assert [v.code for v in result.violations] == ["injury.promotion_without_officer_training"]
    assert len(store.history(cid)) == before and store.player_state(ann).has_model("t1")


def test_step3_knocked_out_of_the_loser(camp) -> None:
    store, cid, ann, ben = camp
    gid = play(store, cid, ann, ben, winner="ben", ann_side={"knocked_out": ("t1", "t2")})
    # t1 Knocked Out roll 1: a casualty, then core 1: dead; t2 roll 5: escapes
    result = store.apply_injuries(gid, ann, [1, 5, 1])
    assert result.ok
    assert [(k.uid, k.roll, k.escaped) for k in result.outcome.rolls.knocked_out_rolls] == [
        ("t1", 1, False), ("t2", 5, True)]
    assert not store.player_state(ann).has_model("t1")
    undo_redo_roundtrip(store, cid)


def test_step4_rewards_ledger_and_renown(camp) -> None:
    store, cid, ann, ben = camp
    set_player(store, ann, renown=13)
    # keep the ledger true to the invariant: the test put Renown, not RP, on Ann
    gid = play(store, cid, ann, ben, ann_side={"achievements": {"first_blood": 1},
                                               "facts": {"key_buildings_controlled": 2}},
               ben_side={"facts": {"key_buildings_controlled": 1}})
    dice = RandomDice(seed=1)
    result = store.apply_rewards(gid, dice)
    assert result.ok
    ann_r, ben_r = result.outcome[str(ann)], result.outcome[str(ben)]
    assert ann_r.rp_total == 10 + 5 + 2 + 2  # took part, victory, first blood, buildings
    assert ben_r.line("underdog", "underdog").rp == 13 // 3
    assert store.player_summary(ann).rp == ann_r.rp_total
    assert store.player_summary(ann).renown == 15
    assert store.player_summary(ben).renown == ben_r.renown.after
    entry = store.history(cid)[-1]
    assert entry.kind == "rewards" and entry.inputs["dice"] == list(dice.rolls)
    assert len(dice.rolls) == 1
    kinds = [k for _, k, _, _ in store.rp_entries(ben)]
    assert "underdog" in kinds and "achievement" in kinds
    assert store.games(cid)[0].rewards_done
    with pytest.raises(StoreRuleError):
        store.apply_rewards(gid, [6])
    check(store, cid)
    undo_redo_roundtrip(store, cid)


def test_step4_preview(camp) -> None:
    store, cid, ann, ben = camp
    gid = play(store, cid, ann, ben, winner=None)
    preview = store.apply_rewards(gid, [], preview=True)
    assert preview.outcome[str(ann)].renown.after == 1
    assert store.player_summary(ann).rp == 0 and not store.games(cid)[0].rewards_done


def rewarded(store: Store, cid: int, ann: int, ben: int, ann_dice: tuple[int, ...] = (),
             **kw: object) -> int:
    gid = play(store, cid, ann, ben, **kw)  # type: ignore[arg-type]
    assert store.apply_injuries(gid, ann, ann_dice).ok
    assert store.apply_injuries(gid, ben, []).ok
    assert store.apply_rewards(gid, [4]).ok
    return gid


def test_step5_honours_base_levels_upgrades(camp) -> None:
    store, cid, ann, ben = camp
    rewarded(store, cid, ann, ben)  # Ann: 15 RP, Renown 2
    before = store.player_summary(ann).rp
    refused = store.spend(ann, purchases=[BuyHonour("plus_wound", "sgt")])
    assert not refused.ok and refused.history_id is None
    assert store.player_summary(ann).rp == before
    result = store.spend(ann, purchases=[BuyBaseLevel(2), BuyUpgrade("comms_relay"),
                                         BuyHonour("grenadier", "t1")])
    assert result.ok, result.violations
    summary = store.player_summary(ann)
    assert summary.base_level == 2 and summary.upgrades == ("comms_relay",)
    assert summary.rp == before - 5 - 5 - 5 and summary.team_limit == 250
    state = store.player_state(ann)
    assert all(m.honours == ("grenadier",) for m in state.members("tac"))
    assert store.history(cid)[-1].inputs["request"]["purchases"][0] == {"base_level": 2}
    check(store, cid)
    undo_redo_roundtrip(store, cid)


def test_step5_recruits_wargear_and_group_roll(camp) -> None:
    store, cid, ann, ben = camp
    rewarded(store, cid, ann, ben)
    assert store.spend(ann, purchases=[BuyHonour("grenadier", "t1")]).ok
    rewarded(store, cid, ann, ben)
    force = store.force(ann)
    recruit = ForceModel("t20", "tactical_marine", group="tac")
    with_recruit = replace(force, models=(*force.models, recruit))
    refused = store.spend(ann, force=with_recruit)
    assert "spend.group_full" in [v.code for v in refused.violations]
    assert refused.history_id is None
    # make room: t5 leaves the Group (a correction: the Force has played), then roll, recruit
    store.correct_force(ann, replace(force, models=tuple(
        replace(m, group=None) if m.uid == "t5" else m for m in force.models)),
        "t5 was never in the Group", action="ungroup", inputs={"uid": "t5"})
    force = store.force(ann)
    with_recruit = replace(force, models=(*force.models, recruit))
    assert [v.code for v in store.spend(ann, force=with_recruit).violations] == [
        "spend.group_roll_required"]
    roll = store.roll_group(ann, "tac", [3])
    assert roll.ok and roll.outcome.allowed and roll.outcome.roll == 3
    assert store.history(cid)[-1].inputs["dice"] == [3]
    undo_redo_roundtrip(store, cid)
    rp = store.player_summary(ann).rp
    result = store.spend(ann, force=with_recruit)
    assert result.ok, result.violations
    assert result.outcome.rp_converted == 3 and result.outcome.points_lost == 1
    t20 = store.player_state(ann).model("t20")
    assert t20.honours == ("grenadier",)  # the recruit gains the Group's honours
    assert store.player_summary(ann).rp == rp - 3
    check(store, cid)
    undo_redo_roundtrip(store, cid)
    # a meltagun replacing the plasma gun pays the difference (none: it is cheaper), so it
    # needs no conversion, which was already made in this step
    force = store.force(ann)
    melta = replace(force, models=tuple(
        replace(m, options=(Selection("tactical_marine.special.meltagun"),)) if m.uid == "t0"
        else m for m in force.models))
    result = store.spend(ann, force=melta)
    assert result.ok, result.violations
    (line,) = result.outcome.lines
    assert (line.kind, line.points, line.params["replaces"]) == (
        "wargear", 0, "tactical_marine.special.plasma_gun")
    assert store.player_state(ann).model("t0").wargear == ("tactical_marine.special.meltagun",)
    check(store, cid)
    undo_redo_roundtrip(store, cid)


def test_step5_wargear(camp) -> None:
    store, cid, ann, ben = camp
    rewarded(store, cid, ann, ben)
    rp = store.player_summary(ann).rp
    force = store.force(ann)
    item = "tactical_marine.gear.extra_chainsword"
    bought = replace(force, models=tuple(
        replace(m, options=(Selection(item),)) if m.uid == "t8" else m for m in force.models))
    result = store.spend(ann, force=bought)
    assert result.ok, result.violations
    assert [(ln.kind, ln.id) for ln in result.outcome.lines] == [("wargear", item)]
    assert result.outcome.rp_converted == 1
    assert store.player_summary(ann).rp == rp - 1
    assert store.player_state(ann).model("t8").wargear == (item,)
    assert store.rp_entries(ann)[-1][:2] == (-1, "reinforcement")
    # an option given up in step 5 is simply gone (nothing refunded, nothing re-added)
    dropped = replace(bought, models=tuple(
        replace(m, options=()) if m.uid == "t0" else m for m in bought.models))
    assert store.spend(ann, force=dropped).ok
    assert store.force(ann).model("t0").options == ()
    assert store.player_state(ann).model("t0").wargear == ()
    assert store.player_summary(ann).rp == rp - 1
    second = replace(bought, models=tuple(
        replace(m, options=(Selection(item),)) if m.uid == "t7" else m for m in bought.models))
    refused = store.spend(ann, force=second)
    assert "spend.already_converted" in [v.code for v in refused.violations]
    check(store, cid)
    undo_redo_roundtrip(store, cid)


def test_step5_squad_reinforcement(camp) -> None:
    store, cid, ann, ben = camp
    gid = play(store, cid, ann, ben, ben_side={"casualties": ("b0",)})
    assert store.apply_injuries(gid, ben, [1]).ok  # b0 dead
    assert store.apply_injuries(gid, ann, []).ok
    assert store.apply_rewards(gid, [4]).ok
    force = store.force(ben)
    new = replace(force, models=(*force.models, ForceModel("b9", "boyz_mob", group="boyz")))
    result = store.spend(ben, force=new)
    assert result.ok, result.violations
    line = result.outcome.lines[0]
    assert line.kind == "reinforce_squad" and line.points == 6  # 30 pts for 5
    assert store.player_state(ben).model("b9").squad_size == 5
    undo_redo_roundtrip(store, cid)


def test_step5_replacement_crew(camp) -> None:
    store, cid, ann, ben = camp
    gid = play(store, cid, ann, ben, ben_side={"casualties": ("gun~crew1",)})
    assert store.apply_injuries(gid, ben, [2]).ok  # a crewman dies, the gun stays
    assert store.apply_injuries(gid, ann, []).ok
    assert store.apply_rewards(gid, [4]).ok
    assert [m.uid for m in store.player_state(ben).members("gun~crew")] == ["gun", "gun~crew2"]
    result = store.spend(ben, crew={"gun": 1})
    assert result.ok, result.violations
    assert result.outcome.lines[0].points == 3 and result.outcome.rp_converted == 1
    crew = [m.uid for m in store.player_state(ben).members("gun~crew") if m.crew]
    assert crew == ["gun~crew2", "gun~crew3"]
    assert store.save_team(ben, BEN_TEAM).outcome.team[-2:] == ("gun~crew2", "gun~crew3")
    refused = store.spend(ben, crew={"gun": 1})  # never above the starting crew of 2
    assert "spend.squad_full" in [v.code for v in refused.violations]
    check(store, cid)
    undo_redo_roundtrip(store, cid)


def test_step5_walker_repair(camp) -> None:
    store, cid, ann, ben = camp
    gid = play(store, cid, ann, ben, winner="ben", ben_side={"walker_damage": {"kan": "wrecked"}})
    assert store.apply_injuries(gid, ben, [1, 3]).ok  # permanent damage, S
    assert store.player_state(ben).model("kan").permanent_injuries == ("S",)
    assert store.apply_injuries(gid, ann, []).ok
    with pytest.raises(StoreRuleError) as err:
        store.apply_rewards(gid, [])  # Ann lost: her Renown roll is missing
    assert err.value.params["reason"] == "not_enough_dice"
    assert store.apply_rewards(gid, [4]).ok
    result = store.spend(ben, purchases=[BuyHonour("repair", "kan")])
    assert result.ok, result.violations
    kan = store.player_state(ben).model("kan")
    assert kan.permanent_injuries == () and kan.characteristics["S"] == 5
    undo_redo_roundtrip(store, cid)


def test_dissolution_keeps_old_force_as_history(camp) -> None:
    store, cid, ann, ben = camp
    rewarded(store, cid, ann, ben)
    before = store.player_summary(ann)
    assert (before.games, before.force_games) == (1, 1)
    models = len(store.force(ann).models)
    store.dissolve_force(ann)
    summary = store.player_summary(ann)
    assert summary.models == 0 and summary.rp == 0 and summary.dissolutions == 1
    assert (summary.games, summary.force_games) == (1, 0)  # the new Force has not played
    assert len([f for f in store.former_models(ann) if f.status == "dissolved"]) == models
    assert store.force(ann).starting
    check(store, cid)
    undo_redo_roundtrip(store, cid)
    # a new Force may reuse the old uids
    store.edit_force(ann, "new_force", {}, replace(marines(), name="Second"))
    assert len(store.force(ann).models) == models
    check(store, cid)


def test_undo_everything_then_redo_everything(camp) -> None:
    store, cid, ann, ben = camp
    rewarded(store, cid, ann, ben, (1,), ann_side={"casualties": ("t1",)})
    assert store.spend(ann, purchases=[BuyHonour("grenadier", "t2")]).ok
    final = (store.player_state(ann), store.player_state(ben), store.games(cid))
    undone = 0
    while store.can_undo(cid):
        store.undo(cid)
        check(store, cid)
        undone += 1
    assert store.players(cid) == [] and store.games(cid) == []
    while store.can_redo(cid):
        store.redo(cid)
        check(store, cid)
    assert (store.player_state(ann), store.player_state(ben), store.games(cid)) == final
    assert undone >= 9


def test_step3_preview_dice_replay_with_two_rerolls(camp) -> None:
    store, cid, ann, ben = camp
    set_player(store, ann, upgrades=["medical_centre"])
    with store._write() as conn:  # setup: the Team Leader holds the Medic honour
        conn.exec_driver_sql("UPDATE models SET honours='[\"medic\"]' WHERE uid='sgt'")
    gid = play(store, cid, ann, ben, ann_side={"casualties": ("t1", "t2")})
    rerolls = [("t2", "medic"), ("t1", "medical_centre")]  # not in the order of the rolls
    preview = store.apply_injuries(gid, ann, RandomDice(seed=5), rerolls=rerolls, preview=True)
    assert preview.ok and preview.history_id is None
    typed = list(preview.outcome.rolls.dice)
    result = store.apply_injuries(gid, ann, typed, rerolls=rerolls)
    assert result.ok, result.violations
    assert result.outcome.rolls == preview.outcome.rolls
    assert {r.uid: r.rerolled_by for r in result.outcome.rolls.rolls} == {
        "t1": ("medical_centre",), "t2": ("medic",)}
    assert store.history(cid)[-1].inputs["dice"] == typed
    undo_redo_roundtrip(store, cid)
