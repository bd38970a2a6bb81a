"""Each step dialog shows the step's plan (app.rules.campaign.step_plans) and the store commits
that same plan: after the commit the store's rows are what the dialog showed — the Team and
its points, the game, the injury results and stat losses, the RP lines — and neither the
dialog's OK nor the commit computes the outcome again."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.model import Store
from app.rules.campaign import CampaignSettings, step3_injuries, step4_rewards, step_plans
from app.rules.campaign.step_plans import GamePlan, TeamPlan
from app.ui.steps import flow
from app.ui.steps.injuries import InjuriesDialog, InjuriesResult
from app.ui.steps.rewards import RewardsResult
from tests.model.store_helpers import marines, orks

ANN_TEAM = ("sgt", "apo", "t0", "tac", "t6")
BEN_TEAM = ("boss", "kan", "gun", "boyz")


@pytest.fixture
def camp(tmp_path: Path) -> Iterator[tuple[Store, int, int, int]]:
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("C", settings=CampaignSettings(knocked_out=True))
        ann = store.add_player(cid, "Ann", "space_marines", force=marines())
        ben = store.add_player(cid, "Ben", "orks", force=orks())
        yield store, cid, ann, ben


def team(qtbot: QtBot, store: Store, pid: int, keys: tuple[str, ...]) -> TeamPlan:
    d = flow.build_team_dialog(None, store, pid)
    qtbot.addWidget(d)
    for key in keys:
        d.pick(key)
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, TeamPlan), d.problems.messages
    shown = d.points_label.text()
    assert shown.startswith(f"Points: {plan.outcome.points} / {plan.outcome.points_limit}")
    assert flow.apply_team(store, pid, plan).ok
    return plan


def game(qtbot: QtBot, store: Store, cid: int, ann: int, ben: int,
         fates: dict[int, dict[str, str]], winner: int | None) -> int:
    d = flow.record_game_dialog(None, store, cid, ann)
    qtbot.addWidget(d)
    d.mission_dice.set_value(3)
    d.set_result(None if winner is None else str(winner), reason="as agreed")
    for pid, models in fates.items():
        for uid, fate in models.items():
            d.panel(str(pid)).set_fate(uid, fate)
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, GamePlan), d.problems.messages
    result = flow.apply_game(store, cid, plan)
    assert result.ok and result.id is not None
    assert store.game_record(result.id) == plan.game  # each Team with its crew
    return result.id


def injuries(qtbot: QtBot, store: Store, cid: int, gid: int, pid: int) -> InjuriesDialog:
    d = flow.injuries_dialog(None, store, cid, gid, pid)
    qtbot.addWidget(d)
    return d


def test_team_and_game_dialogs_show_what_the_store_records(
        qtbot: QtBot, camp: tuple[Store, int, int, int]) -> None:
    store, cid, ann, ben = camp
    plan = team(qtbot, store, ben, BEN_TEAM)
    assert plan.uids[-2:] == ("gun~crew1", "gun~crew2")  # the gun brings its crew
    assert store.pending_team(ben) == plan.team
    entry = store.history(cid)[-1]
    assert (entry.kind, entry.summary["points"], entry.summary["limit"]) == (
        "team", plan.outcome.points, plan.outcome.points_limit)
    team(qtbot, store, ann, ANN_TEAM)
    game(qtbot, store, cid, ann, ben, {ben: {"gun~crew1": "casualty"}}, ann)


def test_injury_dialog_shows_what_the_store_records(
        qtbot: QtBot, camp: tuple[Store, int, int, int]) -> None:
    store, cid, ann, ben = camp
    team(qtbot, store, ann, ANN_TEAM)
    team(qtbot, store, ben, BEN_TEAM)
    gid = game(qtbot, store, cid, ann, ben,
               {ann: {"apo": "casualty", "t0": "casualty"},
                ben: {"kan": "explodes", "gun~crew1": "casualty"}}, ann)
    # Ann: the Apothecary Maimed (1, then 5: a characteristic, 1), Marine t0 dead (1).
    d = injuries(qtbot, store, cid, gid, ann)
    apo = d.row("apo").chain
    for widget, value in zip(apo.inputs, (1, 5, 1), strict=True):
        widget.set_value(value)
    d.row("t0").chain.inputs[0].set_value(1)
    assert d.plan is not None and d.plan.ok
    plan = d.plan
    loss = plan.application.stat_losses[0]
    assert any(f"({loss.before} → {loss.after})" in line for line in d.summary_lines)
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult) and result.plan is plan
    applied = flow.apply_injuries(store, gid, ann, result)
    assert applied.ok and applied.outcome.rolls == plan.rolls
    entry = store.history(cid)[-1]
    assert entry.inputs["dice"] == list(plan.dice) == [1, 5, 1, 1]
    assert [r["result"] for r in entry.summary["rolls"]] == [
        r.result.result for r in plan.rolls.rolls]
    assert entry.summary["stat_losses"] == [
        [s.uid, s.stat, s.before, s.after] for s in plan.application.stat_losses]
    assert store.player_state(ann).models == plan.state.models
    assert store.player_state(ann).model("apo").characteristics[loss.stat] == loss.after
    assert "t0" not in {m.uid for m in store.force(ann).models}
    # Ben: the Killa Kan explodes (D6 − 1: 1 → lost), a gun crewman rolls 4 (recovers).
    d = injuries(qtbot, store, cid, gid, ben)
    d.row("kan").chain.inputs[0].set_value(1)
    d.row("gun~crew1").chain.inputs[0].set_value(4)
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult), d.problems.messages
    assert flow.apply_injuries(store, gid, ben, result).ok
    assert store.player_state(ben).models == result.plan.state.models
    assert not store.player_state(ben).has_model("kan")


def test_rewards_dialog_shows_the_rp_lines_the_store_records(
        qtbot: QtBot, camp: tuple[Store, int, int, int]) -> None:
    store, cid, ann, ben = camp
    team(qtbot, store, ann, ANN_TEAM)
    team(qtbot, store, ben, BEN_TEAM)
    gid = game(qtbot, store, cid, ann, ben, {}, ann)
    bob = ben
    for pid in (ann, bob):
        d = injuries(qtbot, store, cid, gid, pid)
        d.accept()
        result = d.result_value()
        assert isinstance(result, InjuriesResult)
        assert flow.apply_injuries(store, gid, pid, result).ok
    before = {pid: len(store.rp_entries(pid)) for pid in (ann, bob)}
    d = flow.rewards_dialog(None, store, cid, gid)
    qtbot.addWidget(d)
    d.renown_dice.set_value(5)
    d.accept()
    result = d.result_value()
    assert isinstance(result, RewardsResult)
    plan = result.plan
    for panel in d.panels:
        shown = [panel.table.item(r, 3).text() for r in range(panel.table.rowCount())]
        lines = plan.rewards[panel.player_id].lines
        assert len(shown) == len(lines)
        assert f"= {plan.rewards[panel.player_id].rp_after}" in panel.rp_label.text()
    assert flow.apply_rewards(store, gid, result).ok
    for pid in (ann, bob):
        new = [(a, k, r) for a, k, r, _ in store.rp_entries(pid)[before[pid]:]]
        assert new == [(line.amount, line.kind, line.ref) for line in plan.ledger[str(pid)]]
        state = store.player_state(pid)
        assert (state.rp, state.renown) == (plan.states[str(pid)].rp,
                                            plan.states[str(pid)].renown)
    assert store.history(cid)[-1].inputs["dice"] == [5]


def _counting(monkeypatch: pytest.MonkeyPatch, module: object, names: tuple[str, ...],
              calls: dict[str, int]) -> None:
    for name in names:
        real: Callable[..., Any] = getattr(module, name)

        def counted(*args: Any, _real: Callable[..., Any] = real, _name: str = name,
                    **kwargs: Any) -> Any:
            calls[_name] = calls.get(_name, 0) + 1
            return _real(*args, **kwargs)

        monkeypatch.setattr(module, name, counted)


def _forbidden(monkeypatch: pytest.MonkeyPatch, module: object, names: tuple[str, ...]) -> None:
    for name in names:
        def refuse(*_args: Any, _name: str = name, **_kwargs: Any) -> Any:
            raise AssertionError(f"{_name} called again by the commit")

        monkeypatch.setattr(module, name, refuse)


INJURY_ENGINE = ("roll_injuries", "reroll_injury", "apply_injuries")
REWARD_ENGINE = ("compute_rewards", "apply_rewards")


def test_injuries_are_planned_once_per_dice_change_and_the_commit_plans_nothing(
        qtbot: QtBot, camp: tuple[Store, int, int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    store, cid, ann, ben = camp
    team(qtbot, store, ann, ANN_TEAM)
    team(qtbot, store, ben, BEN_TEAM)
    gid = game(qtbot, store, cid, ann, ben, {ann: {"t1": "casualty"}}, ann)
    calls: dict[str, int] = {}
    _counting(monkeypatch, step_plans, ("plan_injuries",), calls)
    _counting(monkeypatch, step3_injuries, INJURY_ENGINE, calls)
    d = injuries(qtbot, store, cid, gid, ann)
    assert calls == {}  # the die is not given yet: nothing to plan
    die = d.row("t1").chain.inputs[0]
    die.set_value(4)
    assert calls["plan_injuries"] == 1
    die.set_value(1)  # dead now
    assert calls["plan_injuries"] == 2
    assert calls["roll_injuries"] == calls["apply_injuries"] == 2  # only through the plans
    d.accept()
    assert calls["plan_injuries"] == 2  # OK takes the plan shown
    result = d.result_value()
    assert isinstance(result, InjuriesResult)
    _forbidden(monkeypatch, step_plans, ("plan_injuries",))
    _forbidden(monkeypatch, step3_injuries, INJURY_ENGINE)
    applied = flow.apply_injuries(store, gid, ann, result)
    assert applied.ok and "t1" not in {m.uid for m in store.force(ann).models}


def test_rewards_are_planned_once_per_dice_change_and_the_commit_plans_nothing(
        qtbot: QtBot, camp: tuple[Store, int, int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    store, cid, ann, ben = camp
    team(qtbot, store, ann, ANN_TEAM)
    team(qtbot, store, ben, BEN_TEAM)
    gid = game(qtbot, store, cid, ann, ben, {}, ann)
    for pid in (ann, ben):
        assert store.apply_injuries(gid, pid, []).ok
    calls: dict[str, int] = {}
    _counting(monkeypatch, step_plans, ("plan_rewards",), calls)
    _counting(monkeypatch, step4_rewards, REWARD_ENGINE, calls)
    d = flow.rewards_dialog(None, store, cid, gid)
    qtbot.addWidget(d)
    assert calls["plan_rewards"] == 1  # the lines, shown before the Renown roll
    d.renown_dice.set_value(2)
    assert calls["plan_rewards"] == 2
    assert calls["compute_rewards"] == 2
    d.accept()
    assert calls["plan_rewards"] == 2
    result = d.result_value()
    assert isinstance(result, RewardsResult)
    _forbidden(monkeypatch, step_plans, ("plan_rewards",))
    _forbidden(monkeypatch, step4_rewards, REWARD_ENGINE)
    assert flow.apply_rewards(store, gid, result).ok
    assert store.player_state(ben).renown == result.states[str(ben)].renown


def test_the_dialogs_hold_no_engine_step_of_their_own() -> None:
    """The dialogs reach the engine's step functions only through the plans (a name imported
    straight into a dialog would escape the counting above)."""
    from app.ui.steps import game, injuries, rewards, team

    held = {
        team: ("build_team", "expand_crew"),
        game: ("validate_game", "expand_crew"),
        injuries: (*INJURY_ENGINE, "reroll_order"),
        rewards: REWARD_ENGINE,
    }
    for module, names in held.items():
        assert [n for n in names if hasattr(module, n)] == [], module.__name__
