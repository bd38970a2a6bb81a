"""The Spend RP dialog shows the store's plan: what it lists is what ``commit_spend`` records
(points, RP, options, one action with the Group rolls), and a replay of the record gives the
same rows."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from app.model import Store, StoreRuleError
from app.rules.campaign import BuyBaseLevel, BuyHonour, BuyUpgrade, load_rules
from app.rules.campaign.plans import player_digest
from app.rules.campaign.spend_plan import DropRequest
from app.rules.force import ForceModel
from app.ui.steps import flow
from app.ui.steps.spend import NEW_GROUP, SpendDialog, SpendResult
from tests.model.store_helpers import check
from tests.model.test_store_spend_plan import Campaign, copy_of, rows, spend_campaign

AUTOGUN = "cultist_squad.autogun.autogun"


def _dialog(qtbot: QtBot, store: Store, pid: int) -> SpendDialog:
    d = flow.spend_dialog(None, store, pid)
    qtbot.addWidget(d)
    return d


def _lines(lines: object) -> list[list[object]]:
    return [[ln.kind, ln.id, ln.points, ln.rp, list(ln.refs)] for ln in lines]  # type: ignore[attr-defined]


def _accepted(d: SpendDialog) -> SpendResult:
    d.accept()
    result = d.result_value()
    assert isinstance(result, SpendResult), d.problems.messages
    return result


@pytest.fixture
def camp(tmp_path: Path):
    db, ids = spend_campaign(tmp_path)
    with Store.open(db, daily_backup=False) as store:
        yield store, ids


def test_a_cultist_with_an_autogun_is_what_the_store_records(
        qtbot: QtBot, camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    d = _dialog(qtbot, store, ids.bob)
    d.group_dice["c1"].set_value(6)
    assert d.add_recruit("cultist_squad", "c1")
    uid = d.plan[0].model.uid  # type: ignore[union-attr]
    assert d.add_wargear(uid, AUTOGUN)
    result = _accepted(d)
    shown = _lines(result.outcome.lines)
    assert [line[:3] for line in shown] == [
        ["reinforce_squad", "cultist_squad", 4], ["wargear", AUTOGUN, 1]]  # 20 ÷ 5, +1
    assert d.plan_list.item(0).text().endswith("— 4 pts")
    assert d.plan_list.item(1).text().endswith("— 1 pts")
    committed = flow.apply_spend(store, ids.bob, result)
    assert committed.ok, committed.violations
    entry = store.history(ids.cid)[-1]
    assert entry.summary["lines"] == shown
    assert store.player_summary(ids.bob).rp == result.outcome.rp_after
    assert store.force(ids.bob).model(uid).options == result.force.model(uid).options
    assert AUTOGUN in store.player_state(ids.bob).model(uid).wargear
    assert store.model_points(ids.bob)[uid] == 5


def test_the_dialogs_group_rolls_and_purchases_are_one_undoable_action(
        qtbot: QtBot, camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    before = rows(store, ids.ben)
    history = store.history(ids.cid)
    d = _dialog(qtbot, store, ids.ben)
    d.group_dice["boyz"].set_value(1)  # 1 ≥ the Mob's 1 Battle Honour: allowed
    assert d.add_recruit("boyz_mob", "boyz")
    d.set_crew("gun", 1)
    result = _accepted(d)
    assert [(r.group_id, r.roll) for r in result.group_rolls] == [("boyz", 1)]
    assert flow.apply_spend(store, ids.ben, result).ok
    added = store.history(ids.cid)[len(history):]
    assert [h.kind for h in added] == ["spend"]  # not a group_roll, then a spend
    assert store.player_state(ids.ben).group_rolls["boyz"].roll == 1
    check(store, ids.cid)
    store.undo(ids.cid)
    assert rows(store, ids.ben) == before


def test_the_dialog_refuses_what_the_store_refuses_and_stores_no_roll(
        qtbot: QtBot, camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    history = store.history(ids.cid)
    before = rows(store, ids.bob)
    d = _dialog(qtbot, store, ids.bob)
    d.group_dice["c1"].set_value(4)
    recruit, _ = d.recruit_action("cultist_squad")  # a Cultist outside any Squad
    assert "squad.not_grouped" in [v.code for v in d.refusals(recruit)]
    assert not d.add(recruit)
    # The same purchase through the store, with the same roll: refused, and nothing stored.
    loose = store.force(ids.bob).add(ForceModel(recruit.uid, "cultist_squad"))
    refused = store.spend(ids.bob, group_rolls=[("c1", 4)], force=loose)
    assert "squad.not_grouped" in [v.code for v in refused.violations]
    assert store.history(ids.cid) == history and rows(store, ids.bob) == before


def test_a_plan_made_before_another_action_is_refused(
        qtbot: QtBot, camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    d = _dialog(qtbot, store, ids.ann)
    assert d.add_recruit("tactical_marine", NEW_GROUP)
    result = _accepted(d)
    assert store.roll_group(ids.ann, "tac", [6]).ok  # the store changed in between
    history = store.history(ids.cid)
    with pytest.raises(StoreRuleError) as err:
        flow.apply_spend(store, ids.ann, result)
    assert err.value.params["reason"] == "stale_plan"
    assert store.history(ids.cid) == history


# -- the property: the dialog's plan is what the store commits, and what a replay rebuilds -----
_OPS = ("roll", "recruit", "reinforce", "wargear", "upgrade", "level", "honour", "crew",
        "convert", "remove")


def _drive(d: SpendDialog, data: st.DataObject) -> None:
    """A few of the player's actions, chosen by Hypothesis, through the dialog's methods."""
    rules = load_rules()
    for op in data.draw(st.lists(st.sampled_from(_OPS), min_size=1, max_size=5), label="ops"):
        plan = d.spend_plan
        if op == "roll" and d.group_dice:
            gid = data.draw(st.sampled_from(sorted(d.group_dice)))
            d.group_dice[gid].set_value(data.draw(st.integers(1, 6)))
        elif op == "recruit":
            entries = [d.recruit_entry.itemData(i) for i in range(d.recruit_entry.count())]
            d.recruit_entry.setCurrentIndex(entries.index(data.draw(st.sampled_from(entries))))
            groups = [d.recruit_group.itemData(i) for i in range(d.recruit_group.count())]
            group = data.draw(st.sampled_from(groups))
            d.add_recruit(d.recruit_entry.currentData(), group or None)
        elif op == "reinforce" and d.player.group_ids():
            gid = data.draw(st.sampled_from(d.player.group_ids()))
            entry = d.player.members(gid)[0].entry_id
            if d.recruit_entry.findData(entry) >= 0:
                if gid in d.group_dice and d.group_dice[gid].value() is None:
                    d.group_dice[gid].set_value(data.draw(st.integers(1, 6)))
                d.add_recruit(entry, gid)
        elif op == "wargear" and plan.force.models:
            uid = data.draw(st.sampled_from([m.uid for m in plan.force.models]))
            items = d.wargear_prices(uid)
            if items:
                d.add_wargear(uid, data.draw(st.sampled_from(items))[1])
        elif op == "upgrade":
            d.add(BuyUpgrade(data.draw(st.sampled_from(sorted(rules.base_upgrades)))))
        elif op == "level" and d.next_level() is not None:
            level = d.next_level()
            assert level is not None
            d.add(BuyBaseLevel(level))
        elif op == "honour":
            honour = data.draw(st.sampled_from([*rules.honours, *rules.walker_honours]))
            uid = data.draw(st.sampled_from([m.uid for m in plan.state.models]))
            d.add(BuyHonour(honour, uid))
        elif op == "crew" and d.crew_spins:
            gun = data.draw(st.sampled_from(sorted(d.crew_spins)))
            d.set_crew(gun, data.draw(st.integers(0, d.crew_spins[gun].maximum())))
        elif op == "convert":
            d.auto_convert.setChecked(False)
            d.convert_spin.setValue(data.draw(st.integers(0, d.convert_spin.maximum())))
        elif op == "remove" and d.plan_list.count():
            d.remove(data.draw(st.integers(0, d.plan_list.count() - 1)))


@settings(max_examples=8, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_the_dialogs_plan_is_what_the_store_records_and_replays(
        qtbot: QtBot, tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    folder = tmp_path_factory.mktemp("spend")
    db, ids = spend_campaign(folder)
    pid = data.draw(st.sampled_from([ids.ann, ids.ben, ids.bob, ids.dan]), label="player")
    with Store.open(db, daily_backup=False) as store:
        d = _dialog(qtbot, store, pid)
        _drive(d, data)
        plan = d.spend_plan
        # What the dialog shows is its plan.
        assert d.plan_list.count() == len(plan.actions) + len(plan.request.drops)
        for i in range(len(plan.actions)):
            assert str(plan.points_of(i) or plan.rp_of(i)) in d.plan_list.item(i).text()
        history = store.history(ids.cid)
        before = rows(store, pid)
        snapshot = copy_of(store, folder, "before.sqlite")
        result = d.build_result()
        if result is None:  # refused: nothing is written
            assert not plan.ok
            assert not store.commit_spend(pid, plan).ok
            assert store.history(ids.cid) == history and rows(store, pid) == before
            return
        committed = flow.apply_spend(store, pid, result)
        assert committed.ok, committed.violations
        added = store.history(ids.cid)[len(history):]
        assert [h.kind for h in added] == ["spend"]
        entry = added[0]
        assert player_digest(store.player_state(pid), store.force(pid)) == player_digest(
            plan.state, plan.force)
        assert store.model_points(pid) == dict(plan.model_points)
        assert store.player_summary(pid).rp == plan.rp_after
        assert sum(e[0] for e in store.rp_entries(pid) if e[3] == entry.id) == -plan.rp_spent
        assert entry.summary["lines"] == _lines(plan.lines)
        check(store, ids.cid)
        with Store.open(snapshot, daily_backup=False) as copy:
            copy._replay_spend(entry)
            assert rows(copy, pid) == rows(store, pid)
        d.close()


# -- the dialog alone ------------------------------------------------------------------------------
def test_an_option_left_out_in_the_options_dialog_is_given_up(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.ui.force_editor.options_dialog import OptionsDialog
    from app.ui.steps.samples import sample_players

    def leave_out(self: OptionsDialog) -> int:
        self.set_checked("tactical_marine.gear.extra_chainsword", False)
        return 1

    monkeypatch.setattr(OptionsDialog, "exec", leave_out)
    alice = sample_players()[0]
    d = SpendDialog(alice.state, alice.force, alice.team_list)
    qtbot.addWidget(d)
    d.wargear_model.setCurrentIndex(d.wargear_model.findData("t6"))
    d.options_button.click()
    assert d.choices.drops == (DropRequest("t6", "tactical_marine.gear.extra_chainsword"),)
    assert d.plan_list.item(0).text() == (
        "Additional chainsword given up by Tactical Marine 7 — no points back")
    assert d.new_force().model("t6").options == () and d.spend_plan.rp_spent == 0
    d.remove(0)
    assert d.choices.drops == () and d.plan_list.count() == 0


def test_a_new_squad_is_recruited_whole(qtbot: QtBot) -> None:
    from app.ui.steps.samples import sample_players

    bob = sample_players()[1]
    d = SpendDialog(replace(bob.state, rp=20), bob.force, bob.team_list)
    qtbot.addWidget(d)
    # Seed 000, Nouvelles Recrues: recruits are bought "de la même manière que quand vous
    # avez construit votre Équipe au départ"; the unit is "Escouade (5 Cultistes)" for 20 pts
    # ("le coût en points de l'unité de base (20) par son nombre de figurines de départ (5)").
    assert d.add_recruit("cultist_squad", NEW_GROUP)  # one click: the whole unit
    gid = d.choices.recruits[0].group
    assert len(d.choices.recruits) == 5
    assert {r.group for r in d.choices.recruits} == {gid}
    assert not d.add_recruit("cultist_squad", gid)  # a Squad of 5
    assert d.spend_plan.ok and d.spend_plan.points_needed == 20
    assert d.spend_plan.rp_converted == 4 and d.recruit_status.text()
    assert len(d.new_force().members(gid or "")) == 5
    d.remove(0)  # a member of the new Squad takes its unit with it
    assert d.choices.recruits == () and d.spend_plan.points_needed == 0
