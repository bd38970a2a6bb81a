"""The five step dialogs over a real store: three games for two players with typed dice, every
result applied through the store's step methods; then undo and redo of a step, and the
history timeline read from the store."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.model import Store
from app.rules.campaign import BuyBaseLevel, BuyHonour, BuyUpgrade, CampaignSettings
from app.rules.campaign.step_plans import GamePlan, TeamPlan
from app.rules.force import Team
from app.ui.steps import flow
from app.ui.steps.history import HistoryView
from app.ui.steps.injuries import InjuriesDialog, InjuriesResult
from app.ui.steps.rewards import RewardsResult
from app.ui.steps.samples import sample_players
from app.ui.steps.spend import SpendResult


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "campaign.db", daily_backup=False)
    yield s
    s.close()


def type_die(qtbot: QtBot, widget: object, value: int) -> None:
    edit = widget.edit  # type: ignore[attr-defined]
    edit.clear()
    qtbot.keyClicks(edit, str(value))


def fill_injuries(qtbot: QtBot, d: InjuriesDialog, dice: Sequence[int]) -> None:
    """Type ``dice`` in order into the dice the dialog asks for (4 = full recovery after)."""
    queue = list(dice)
    for row in d.knocked_out_rows:
        type_die(qtbot, row.die, queue.pop(0) if queue else 4)
    for row in d.active_rows():
        for widget in row.chain.inputs:
            if widget.isVisibleTo(d) and widget.value() is None:
                type_die(qtbot, widget, queue.pop(0) if queue else 4)


def build_team(qtbot: QtBot, store: Store, pid: int, keys: Sequence[str]) -> Team:
    d = flow.build_team_dialog(None, store, pid)
    qtbot.addWidget(d)
    force = store.force(pid)
    present = {m.uid for m in force.models if not m.incapacitated} | {
        m.group for m in force.models if m.group}
    for key in keys:
        if key in present:
            d.pick(key)
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, TeamPlan), d.problems.messages
    result = flow.apply_team(store, pid, plan)
    assert result.ok
    assert store.pending_team(pid) == plan.team
    return plan.team


def test_three_games_through_the_five_dialogs(qtbot: QtBot, store: Store) -> None:
    alice_sample, bob_sample = sample_players()
    cid = store.create_campaign("Vigil", settings=CampaignSettings(knocked_out=True))
    alice = store.add_player(cid, "Alice", "space_marines", force=alice_sample.force)
    bob = store.add_player(cid, "Bob", "chaos_space_marines", force=bob_sample.force)
    games = [
        # mission die, winner, attacker, fates, injury dice per player, renown die, purchases
        (3, alice, None, {alice: {"t0": "casualty"}, bob: {"c1.0": "casualty",
                                                          "chosen": "casualty",
                                                          "champ": "knocked_out"}},
         {alice: [4], bob: [5, 1, 5, 2, 1]}, 2,
         {alice: [BuyHonour("fiery", "t0")], bob: ["recruit"]}),
        (5, bob, alice, {alice: {"apo": "casualty"}, bob: {"m1": "fled"}},
         {alice: [2, 3], bob: []}, 5, {alice: [BuyBaseLevel(2)], bob: []}),
        (4, None, None, {alice: {"t6": "casualty"}, bob: {"c1.1": "casualty"}},
         {alice: [6], bob: [3]}, None, {alice: [], bob: [BuyUpgrade("comms_relay")]}),
    ]
    for number, (mission_die, winner, attacker, fates, injury_dice, renown_die,
                 purchases) in enumerate(games, start=1):
        # Step 1
        build_team(qtbot, store, alice, ["sgt", "apo", "tac1", "t6"])
        build_team(qtbot, store, bob, ["champ", "chosen", "c1", "m0", "m1", "m2", "m3", "m4"])
        # Step 2
        d2 = flow.record_game_dialog(None, store, cid, alice)
        qtbot.addWidget(d2)
        type_die(qtbot, d2.mission_dice, mission_die)
        d2.set_result(None if winner is None else str(winner), reason="as agreed")
        if attacker is not None:
            d2.set_attacker(str(attacker))
        for pid, models in fates.items():
            for uid, fate in models.items():
                d2.panel(str(pid)).set_fate(uid, fate)
        d2.accept()
        record = d2.result_value()
        assert isinstance(record, GamePlan), d2.problems.messages
        result = flow.apply_game(store, cid, record)
        assert result.ok and result.id is not None
        game_id = result.id
        assert store.games(cid)[-1].number == number
        # Step 3, each player
        for pid in (alice, bob):
            d3 = flow.injuries_dialog(None, store, cid, game_id, pid)
            qtbot.addWidget(d3)
            fill_injuries(qtbot, d3, injury_dice[pid])
            d3.accept()
            injuries = d3.result_value()
            assert isinstance(injuries, InjuriesResult), d3.problems.messages
            applied = flow.apply_injuries(store, game_id, pid, injuries)
            assert applied.ok, applied.violations
            assert applied.outcome.rolls == injuries.outcome
            assert store.player_state(pid).models == injuries.application.state.models
        # Step 4
        d4 = flow.rewards_dialog(None, store, cid, game_id)
        qtbot.addWidget(d4)
        if renown_die is not None:
            type_die(qtbot, d4.renown_dice, renown_die)
        d4.accept()
        rewards = d4.result_value()
        assert isinstance(rewards, RewardsResult)
        assert flow.apply_rewards(store, game_id, rewards).ok
        for pid in (alice, bob):
            state = store.player_state(pid)
            assert (state.rp, state.renown) == (rewards.states[str(pid)].rp,
                                                rewards.states[str(pid)].renown)
        # Step 5
        for pid in (alice, bob):
            d5 = flow.spend_dialog(None, store, pid)
            qtbot.addWidget(d5)
            for purchase in purchases[pid]:
                if purchase == "recruit":
                    assert d5.add_recruit("cultist_squad", "c1")
                else:
                    assert d5.add(purchase), d5.refusals(purchase)  # type: ignore[arg-type]
            d5.accept()
            spend = d5.result_value()
            assert isinstance(spend, SpendResult), d5.problems.messages
            spent = flow.apply_spend(store, pid, spend)
            assert spent.ok, spent.violations
            assert store.player_state(pid).rp == spend.outcome.rp_after
            assert {m.uid for m in store.force(pid).models} == {
                m.uid for m in spend.force.models}
    assert [g.number for g in store.games(cid)] == [1, 2, 3]
    assert store.check_invariants(cid) == []
    # Undo and redo the last step (Bob's Comms Relay).
    rp = store.player_state(bob).rp
    assert "comms_relay" in store.player_state(bob).upgrades
    store.undo(cid)
    assert "comms_relay" not in store.player_state(bob).upgrades
    assert store.player_state(bob).rp == rp + 5
    store.redo(cid)
    assert "comms_relay" in store.player_state(bob).upgrades
    assert store.player_state(bob).rp == rp
    # The timeline, read from the store.
    view = HistoryView()
    qtbot.addWidget(view)
    view.load(store, cid)
    rows = [view.model.row_texts(r) for r in range(view.model.rowCount())]
    whats = [r[2] for r in rows]
    assert any(w.startswith("Game recorded: game 1: Take and Hold, Alice wins") for w in whats)
    assert any("Chaos Cultist: Dead!" in w for w in whats)  # a fallen Cultist, not its Squad
    assert "RP spent: 1 RP: Reinforce Squad: Chaos Cultist Squad" in whats
    assert "RP spent: nothing bought" in whats
    assert ("Undo: RP spent" in whats) and ("Redo: RP spent" in whats)
    injury_rows = [r for r in rows if r[2].startswith("Injuries") and r[1] == "Bob"]
    assert injury_rows[0][3] == "5, 1, 5, 2, 1"


def test_open_applies_on_ok_and_nothing_on_cancel(qtbot: QtBot, store: Store,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QDialog

    from app.ui.steps.team import BuildTeamDialog

    alice_sample, _ = sample_players()
    cid = store.create_campaign("Vigil")
    alice = store.add_player(cid, "Alice", "space_marines", force=alice_sample.force)

    def cancel(self: BuildTeamDialog) -> int:
        self.pick("sgt")
        self.reject()
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(BuildTeamDialog, "exec", cancel)
    assert flow.open_build_team(None, store, cid, alice) is None
    assert store.pending_team(alice) is None

    def confirm(self: BuildTeamDialog) -> int:
        qtbot.addWidget(self)
        for key in ("sgt", "apo", "tac1"):
            self.pick(key)
        self.accept()
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(BuildTeamDialog, "exec", confirm)
    result = flow.open_build_team(None, store, cid, alice)
    assert result is not None and result.ok
    assert store.pending_team(alice).models == ("sgt", "apo", "t0", "t1", "t2", "t3", "t4")


def test_save_and_print_writes_the_team_sheet(qtbot: QtBot, store: Store,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """"Save and print Team Sheet…" saves the Team, then exports its Team Sheet."""
    from PySide6.QtWidgets import QDialog

    import app.ui.sheet_export as sheet_export
    from app.ui.steps.team import BuildTeamDialog

    alice_sample, _ = sample_players()
    cid = store.create_campaign("Vigil")
    alice = store.add_player(cid, "Alice", "space_marines", force=alice_sample.force)
    exported: list[tuple[object, object]] = []
    monkeypatch.setattr(sheet_export, "export_team_sheet",
                        lambda parent, s, game_id, pid, **kw: exported.append((game_id, pid)))

    def save_and_print(self: BuildTeamDialog) -> int:
        qtbot.addWidget(self)
        for key in ("sgt", "apo", "tac1"):
            self.pick(key)
        assert self.print_button.isEnabled()
        self.print_button.click()
        assert self.print_requested
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(BuildTeamDialog, "exec", save_and_print)
    result = flow.open_build_team(None, store, cid, alice)
    assert result is not None and result.ok
    assert store.pending_team(alice) is not None
    assert exported == [(None, alice)]
