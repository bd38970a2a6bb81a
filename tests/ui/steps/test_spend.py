"""Step 5 dialog: a plan checked by the engine, refusals greyed with their reason, Group rolls
typed or rolled, reinforcement points converted once with the points lost shown."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from app.rules.campaign import (
    BuyBaseLevel,
    BuyHonour,
    BuyUpgrade,
    BuyWargear,
    PlayerState,
    Recruit,
    spend_rp,
)
from app.rules.dice import RandomDice
from app.ui.steps.samples import SamplePlayer
from app.ui.steps.spend import NEW_GROUP, SpendDialog, SpendResult


def dialog(qtbot: QtBot, p: SamplePlayer, state: PlayerState | None = None,
           **kw: object) -> SpendDialog:
    force = p.force
    if state is not None:  # the Force of the state: models gone from it are gone
        force = force.with_models(m for m in force.models if state.has_model(m.uid))
    d = SpendDialog(state or p.state, force, p.team_list, player_name=p.name, **kw)  # type: ignore[arg-type]
    qtbot.addWidget(d)
    return d


def with_group_honour(p: SamplePlayer) -> PlayerState:
    changed = {m.uid: replace(m, honours=("fiery", "grenadier")) for m in p.state.members("tac1")}
    return p.state.replace_models(changed)


def test_a_plan_with_points_and_rp(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    alice = players[0]
    d = dialog(qtbot, alice)
    assert not d.add_recruit("tactical_marine", "tac1")  # Squad Cassius is full (5)
    assert d.plan == []
    assert d.add_recruit("tactical_marine", NEW_GROUP)
    assert d.add_wargear("sgt", "sergeant.melee.lightning_claw")  # replaces the power fist
    assert d.add(BuyUpgrade("comms_relay"))
    assert d.convert_label.text() == (
        "Reinforcements: 14 pts needed; 3 RP converted = 15 pts; 1 pts left over will be lost.")
    assert "RP: 23 − 8 = 15" in d.totals_label.text()
    assert d.plan_list.item(2).text() == "Sergeant: Lightning claw (replaces: Power fist) — 0 pts"
    d.accept()
    result = d.result_value()
    assert isinstance(result, SpendResult)
    assert isinstance(result.actions[0], BuyUpgrade)  # the store's order: upgrades first
    assert result.outcome.rp_after == 15 and result.outcome.points_lost == 1
    recruit = next(a for a in result.actions if isinstance(a, Recruit))
    assert recruit.points == 14
    assert result.force.model(recruit.model.uid).entry == "tactical_marine"
    sgt = result.force.model("sgt")
    assert "sergeant.melee.lightning_claw" in [s.entry for s in sgt.options]
    assert "sergeant.melee.power_fist" not in [s.entry for s in sgt.options]
    assert result.outcome == spend_rp(alice.state, result.actions)


def test_unavailable_upgrades_are_greyed_with_the_engine_reason(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players[0])
    rows = {d.upgrades.topLevelItem(i).data(0, 256): d.upgrades.topLevelItem(i)
            for i in range(d.upgrades.topLevelItemCount())}
    assert rows["training_centre"].isDisabled()
    assert rows["training_centre"].text(2) == "Needs Main Base first."
    assert rows["medical_centre"].isDisabled() and rows["medical_centre"].text(2) == "Already built."
    assert not rows["comms_relay"].isDisabled()
    assert rows["recon_satellite"].isDisabled()
    assert d.add(BuyUpgrade("comms_relay"))
    assert not rows["recon_satellite"].isDisabled()  # its prerequisite is in the plan now
    assert not d.add(BuyUpgrade("training_centre"))
    assert d.add(BuyBaseLevel(3))  # Renown 6 reaches Main Base (5+)
    assert rows["training_centre"].text(2) == "Not enough RP: 25 needed, 23 available."
    d.remove(0)
    assert not rows["training_centre"].isDisabled()
    assert "Next Base level 4" in d.level_label.text() and "Needs Renown 10+" in d.level_label.text()
    assert not d.level_button.isEnabled()


def test_honours_only_for_eligible_models_with_reasons(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players[0])
    reasons = {uid: [v.code for v in found] for uid, found in d.honour_targets("medic")}
    assert reasons["sgt"] == ["spend.honour_already_held"]
    assert reasons["t0"] == ["spend.honour_team_leader_only"]
    d.honour_combo.setCurrentIndex(d.honour_combo.findData("plus_attack"))
    items = {d.honour_models.topLevelItem(i).data(0, 256): d.honour_models.topLevelItem(i)
             for i in range(d.honour_models.topLevelItemCount())}
    assert not items["apo"].isDisabled() and items["apo"].text(1) == "eligible"
    assert items["t0"].isDisabled()
    assert items["t0"].text(1) == "Team Leaders and Specialists only."
    assert d.add(BuyHonour("plus_attack", "apo"))
    assert not d.add(BuyHonour("plus_ws", "apo"))  # one improvement between two games
    assert [v.code for v in d.refusals(BuyHonour("plus_ws", "apo"))] == [
        "spend.model_already_improved"]


def test_group_roll_typed_then_recruit(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    alice = players[0]
    state = with_group_honour(alice).without(["t4"])
    d = dialog(qtbot, alice, state)
    die = d.group_dice["tac1"]
    assert [v.code for v in d.refusals(d.recruit_action("tactical_marine", "tac1")[0])] == [
        "spend.group_roll_required"]
    qtbot.keyClicks(die.edit, "1")
    assert "rolled 1: no recruits" in d.group_roll_labels["tac1"][1].text()
    assert not d.add_recruit("tactical_marine", "tac1")
    die.set_value(2)  # 2 ≥ 2 honours
    assert d.add_recruit("tactical_marine", "tac1")
    d.accept()
    result = d.result_value()
    assert isinstance(result, SpendResult)
    assert [(r.group_id, r.roll, r.allowed) for r in result.group_rolls] == [("tac1", 2, True)]
    recruit = result.outcome.state.model(result.actions[0].model.uid)  # type: ignore[union-attr]
    assert recruit.honours == ("fiery", "grenadier")  # recruits gain the Group's honours


def test_group_roll_rolled_and_a_typo(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    alice = players[0]
    d = dialog(qtbot, alice, with_group_honour(alice), dice=RandomDice(2))
    die = d.group_dice["tac1"]
    roll = die.roll()
    assert roll == RandomDice(2).d6()
    _, rolls = d.rolled_state()
    assert [(r.roll, r.allowed) for r in rolls] == [(roll, roll >= 2)]
    qtbot.keyClicks(die.edit, "9")
    assert die.has_error() and die.value() == roll
    assert [(r.roll) for r in d.rolled_state()[1]] == [roll]
    assert not d.ok_button().isEnabled()


def test_manual_conversion_shows_points_lost_and_refuses_too_little(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players[0])
    assert d.add_wargear("t7", "tactical_marine.gear.suspensors")  # 10 pts
    d.auto_convert.setChecked(False)
    d.convert_spin.setValue(4)
    assert "10 pts needed; 4 RP converted = 20 pts; 10 pts left over will be lost." in (
        d.convert_label.text())
    d.convert_spin.setValue(1)
    assert "Not enough reinforcement points: 10 needed, 5 converted." in d.problems.messages
    assert not d.ok_button().isEnabled()


def test_removing_a_recruit_removes_its_wargear(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players[0])
    assert d.add_recruit("tactical_marine")
    uid = d.plan[0].model.uid  # type: ignore[union-attr]
    assert d.add_wargear(uid, "tactical_marine.gear.extra_chainsword")
    assert isinstance(d.plan[1], BuyWargear)
    d.remove(0)
    assert d.plan == [] and d.plan_list.count() == 0


def test_language_switch_retranslates(qtbot: QtBot, players: tuple[SamplePlayer, ...], switch_language: object) -> None:
    d = dialog(qtbot, players[0])
    switch_language()  # type: ignore[operator]
    assert d.tabs.tabText(0) == "«Recruits and wargear»"
    assert d.plan_box.title() == "«Plan (applied when you press OK)»"


def test_the_force_editors_dialogs_feed_the_plan(qtbot: QtBot, players: tuple[SamplePlayer, ...], monkeypatch: object) -> None:
    from app.ui.force_editor.entry_picker import AddModelDialog
    from app.ui.force_editor.options_dialog import OptionsDialog

    def pick_scout(self: AddModelDialog) -> int:
        self.chosen_entry = "scout"
        return 1

    def choose_claw(self: OptionsDialog) -> int:
        self.set_checked("sergeant.melee.lightning_claw")
        return 1

    monkeypatch.setattr(AddModelDialog, "exec", pick_scout)  # type: ignore[attr-defined]
    monkeypatch.setattr(OptionsDialog, "exec", choose_claw)  # type: ignore[attr-defined]
    d = dialog(qtbot, players[0])
    d.pick_entry_button.click()
    assert d.recruit_entry.currentData() == "scout"
    d.add_recruit_button.click()
    assert [a.model.entry_id for a in d.plan if isinstance(a, Recruit)] == ["scout"]
    d.wargear_model.setCurrentIndex(d.wargear_model.findData("sgt"))
    d.options_button.click()
    bought = [a for a in d.plan if isinstance(a, BuyWargear)]
    assert [(a.uid, a.item, a.replaces) for a in bought] == [
        ("sgt", "sergeant.melee.lightning_claw", "sergeant.melee.power_fist")]


def test_spend_rp_offers_a_core_model_first(qtbot: QtBot,
                                            players: tuple[SamplePlayer, ...]) -> None:
    """A reinforcement is a core model far more often than a second leader: the recruit
    list opens on the first core entry, not on the Team List's leader."""
    p = players[0]
    d = SpendDialog(p.state, p.force, p.team_list, player_name=p.name)
    qtbot.addWidget(d)
    entry = p.team_list.entry(d.recruit_entry.currentData())
    assert p.team_list.section_of(entry) == "core"
    first = p.team_list.entry(d.recruit_entry.itemData(0))
    assert p.team_list.section_of(first) != "core"  # the list still starts with the leader


def test_adding_a_recruit_shows_its_line_and_a_full_plan_hands_the_keyboard_to_the_plan(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    from PySide6.QtCore import Qt

    d = dialog(qtbot, players[0])
    d.show()
    qtbot.waitExposed(d)
    d.recruit_entry.setCurrentIndex(d.recruit_entry.findData("tactical_marine"))
    d.recruit_group.setCurrentIndex(d.recruit_group.findData(NEW_GROUP))
    button = d.add_recruit_button
    d.activateWindow()
    button.setFocus()
    clicks = 0
    while button.isEnabled() and clicks < 30:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        clicks += 1
        current = d.plan_list.currentItem()
        assert current is not None and "Tactical Marine" in current.text()
        assert d.plan_list.currentRow() == sum(
            "Tactical Marine" in d.plan_list.item(i).text()
            for i in range(d.plan_list.count())) - 1  # the line just added
        if button.isEnabled():
            assert d.focusWidget() is button, d.focusWidget()  # another click adds another
    assert 1 < clicks < 30 and not button.isEnabled()  # the RP ran out
    assert d.focusWidget() is d.plan_list  # not the next widget in the tab order
