"""Campaign Force integrity (issue 13, point 3), in the store itself: a starting Force is
checked by the store, and a Force that has played changes only through step 5 or a recorded
correction."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from app.model import Store, StoreRuleError
from app.rules.campaign import CampaignSettings, GameRecord, PlayerGame
from app.rules.force import ForceModel, Selection
from tests.model.store_helpers import marines, orks

pytestmark = pytest.mark.backends

ANN_TEAM = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")
BEN_TEAM = ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")


@pytest.fixture
def store(tmp_path: Path):
    with Store.open(tmp_path / "i.sqlite", daily_backup=False) as s:
        yield s


def _played(store: Store) -> tuple[int, int, int]:
    cid = store.create_campaign("I", settings=CampaignSettings())
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    ben = store.add_player(cid, "Ben", "orks", force=orks())
    assert store.save_team(ann, ANN_TEAM).ok and store.save_team(ben, BEN_TEAM).ok
    game = GameRecord(store.next_mission(cid, [3]), (
        PlayerGame(str(ann), ANN_TEAM), PlayerGame(str(ben), BEN_TEAM)), str(ann))
    assert store.record_game(cid, game).ok
    return cid, ann, ben


def test_a_starting_force_over_250_points_is_refused(store: Store) -> None:
    cid = store.create_campaign("I")
    big = marines(9)
    big = replace(big, models=(*big.models, *(
        ForceModel(f"x{i}", "tactical_marine",
                   options=(Selection("tactical_marine.special.plasma_gun"),))
        for i in range(8))))
    with pytest.raises(StoreRuleError) as refused:
        store.add_player(cid, "Ann", "space_marines", force=big)
    assert refused.value.params["reason"] == "starting_force_invalid"
    assert "points.starting_limit" in str(refused.value.params["codes"])
    assert store.players(cid) == []
    assert [h.kind for h in store.history(cid)] == ["campaign_created"]


def test_no_team_from_an_invalid_starting_force(store: Store) -> None:
    cid = store.create_campaign("I")
    ann = store.add_player(cid, "Ann", "space_marines")  # an empty draft is fine
    draft = replace(marines(), models=marines().models[:3])  # no Core models to speak of
    store.edit_force(ann, "add_models", {}, draft)
    result = store.save_team(ann, [m.uid for m in draft.models])
    assert not result.ok
    assert "campaign.starting_force_invalid" in [v.code for v in result.violations]
    assert store.pending_team(ann) is None


def test_a_played_force_is_not_changed_by_an_edit(store: Store) -> None:
    cid, ann, _ = _played(store)
    force = store.force(ann)
    sergeant = ForceModel("sgt2", "sergeant")
    before = len(store.history(cid))
    with pytest.raises(StoreRuleError) as refused:
        store.edit_force(ann, "add_model", {"entry": "sergeant"},
                         replace(force, models=(*force.models, sergeant)))
    assert refused.value.params["reason"] == "force_played"
    assert store.force(ann) == force and len(store.history(cid)) == before
    renamed = replace(force, name="New name", models=tuple(
        replace(m, name="Brother Ionas") if m.uid == "t0" else m for m in force.models))
    store.edit_force(ann, "rename", {}, renamed)  # names may still change
    assert store.force(ann).model("t0").name == "Brother Ionas"


def test_a_correction_is_recorded_undoable_and_listed(store: Store) -> None:
    cid, ann, _ = _played(store)
    force = store.force(ann)
    with pytest.raises(StoreRuleError):
        store.correct_force(ann, force, "   ")
    added = replace(force, models=(*force.models, ForceModel("sgt2", "sergeant")))
    store.correct_force(ann, added, "the second Sergeant was forgotten", action="add_model")
    entry = store.history(cid)[-1]
    assert entry.kind == "force_corrected"
    assert entry.inputs["reason"] == "the second Sergeant was forgotten"
    assert [c.inputs["reason"] for c in store.corrections(ann)] == [
        "the second Sergeant was forgotten"]
    assert "sgt2" in {m.uid for m in store.force(ann).models}
    store.undo(cid)
    assert "sgt2" not in {m.uid for m in store.force(ann).models}
    assert store.corrections(ann) == []
    assert store.replay_check(cid).ok


def test_a_rewards_plan_made_on_an_older_state_is_refused(store: Store) -> None:
    cid, ann, ben = _played(store)
    gid = store.games(cid)[-1].id
    assert store.apply_injuries(gid, ann, []).ok and store.apply_injuries(gid, ben, []).ok
    plan = store.plan_rewards(gid, [4])
    store.rename_player(ann, "Ann")  # not a change of state: the plan still holds
    store.correct_force(ann, replace(store.force(ann), models=(
        *store.force(ann).models, ForceModel("sgt2", "sergeant"))), "forgotten")
    before = len(store.history(cid))
    with pytest.raises(StoreRuleError) as refused:
        store.commit_rewards(gid, plan)
    assert refused.value.params["reason"] == "stale_plan"
    assert len(store.history(cid)) == before
    assert store.commit_rewards(gid, store.plan_rewards(gid, [4])).ok
