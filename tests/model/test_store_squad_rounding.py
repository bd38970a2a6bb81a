"""The campaign's ``squad_rounding`` through the store: the plan is priced with it, a plan
priced under another rounding is stale, and a replay of the campaign (a settings change in the
middle included) gives the same rows (reading 13; seed 000, Escouades: *"en divisant son coût
initial par le nombre de figurines qui la composent"*)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from app.model import Store, StoreRuleError
from app.rules.campaign import CampaignSettings, GameRecord, PlayerGame
from app.rules.campaign.spend_plan import RecruitRequest, SpendRequest
from app.ui.steps.samples import sample_players
from tests.model.store_helpers import check, marines
from tests.rules.test_squad_rounding import _cultists_at

pytestmark = pytest.mark.backends

BOB_TEAM = ("champ", "chosen", "c1.0", "c1.1", "c1.2", "c1.3", "c1.4", "m0", "m1", "m2", "m3",
            "m4")
DAN_TEAM = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")
REINFORCE = SpendRequest(recruits=(RecruitRequest("c1.9", "cultist_squad", "c1"),))


def _campaign(db: Path, rounding: str) -> tuple[Store, int, int]:
    """Bob's Cultist Squads at 22 pts for 5 (a share of 4.4), after a game that killed c1.4."""
    store = Store.open(db, daily_backup=False)
    cid = store.create_campaign("Shares", settings=CampaignSettings(
        squad_rounding=rounding))  # type: ignore[arg-type]
    force = sample_players()[1].force
    force = replace(force, models=tuple(m for m in force.models if m.group != "c2"),
                    groups=tuple(g for g in force.groups if g.id != "c2"))  # within 250 pts
    bob = store.add_player(cid, "Bob", "chaos_space_marines", team_list=_cultists_at(22),
                           force=force)
    dan = store.add_player(cid, "Dan", "space_marines", force=marines())
    for pid, team in ((bob, BOB_TEAM), (dan, DAN_TEAM)):
        assert store.save_team(pid, team).ok
    mission = store.next_mission(cid, [3])
    game = store.record_game(cid, GameRecord(mission, (
        PlayerGame(str(bob), BOB_TEAM, casualties=("c1.4",)), PlayerGame(str(dan), DAN_TEAM)),
        str(dan)))
    assert game.ok and game.id is not None, game.violations
    assert store.apply_injuries(game.id, bob, [1]).ok  # c1.4 dead
    assert store.apply_injuries(game.id, dan, []).ok
    assert store.apply_rewards(game.id, [4]).ok
    return store, cid, bob


@pytest.mark.parametrize(("rounding", "points"), [("ceil", 5), ("floor", 4), ("nearest", 4)])
def test_the_store_prices_with_the_campaigns_rounding(tmp_path: Path, rounding: str,
                                                      points: int) -> None:
    store, cid, bob = _campaign(tmp_path / "c.sqlite", rounding)
    with store:
        result = store.spend(bob, request=REINFORCE)
        assert result.ok, result.violations
        assert [(ln.kind, ln.points) for ln in result.outcome.lines] == [
            ("reinforce_squad", points)]
        check(store, cid)
        assert store.replay_check(cid).ok


def test_a_plan_priced_under_another_rounding_is_stale(tmp_path: Path) -> None:
    store, cid, bob = _campaign(tmp_path / "c.sqlite", "floor")
    with store:
        plan = store.plan_spend(bob, REINFORCE)
        assert plan.squad_rounding == "floor"
        assert store.update_settings(cid, replace(store.campaign(cid).settings,
                                                  squad_rounding="ceil")).ok
        history = store.history(cid)
        with pytest.raises(StoreRuleError) as err:
            store.commit_spend(bob, plan)
        assert err.value.params["reason"] == "stale_plan"
        assert store.history(cid) == history
        # planned again, the share is rounded up now
        again = store.spend(bob, request=REINFORCE)
        assert again.ok and [ln.points for ln in again.outcome.lines] == [5]
        assert store.replay_check(cid).ok  # the settings change replays before the spend


def test_a_campaign_file_with_an_unknown_rounding_is_refused(tmp_path: Path) -> None:
    store, cid, _ = _campaign(tmp_path / "c.sqlite", "nearest")
    with store:
        refused = store.update_settings(cid, replace(
            store.campaign(cid).settings, squad_rounding="sometimes"))  # type: ignore[arg-type]
        assert [v.code for v in refused.violations] == ["campaign.bad_setting"]
        assert store.campaign(cid).settings.squad_rounding == "nearest"
