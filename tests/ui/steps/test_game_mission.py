"""Record a game knows the mission (issue 18, point 2): the set-up before the game, the mission's
dice typed or rolled, the result derived from the facts and the casualties with the rule that
decided, and the players' override with its reason, all in the plan the store commits."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.rules.campaign import CampaignSettings
from app.rules.campaign.step2_game import MissionRoll
from app.rules.campaign.step_plans import GamePlan
from app.rules.dice import ScriptedDice
from app.ui.steps.common import ForceInfo
from app.ui.steps.game import GameSide, RecordGameDialog
from app.ui.steps.samples import SamplePlayer


def dialog(qtbot: QtBot, players: tuple[SamplePlayer, ...], **kw: object) -> RecordGameDialog:
    sides = [GameSide(p.state, p.team, p.name, ForceInfo(p.force, p.team_list).names(),
                      ForceInfo(p.force, p.team_list).model_points()) for p in players]
    d = RecordGameDialog(CampaignSettings(), sides, **kw)  # type: ignore[arg-type]
    qtbot.addWidget(d)
    return d


def choose(d: RecordGameDialog, mission_id: str) -> None:
    d.choose_radio.setChecked(True)
    d.mission_combo.setCurrentIndex(d.mission_combo.findData(mission_id))


def test_the_set_up_is_shown_before_the_game(qtbot: QtBot,
                                             players: tuple[SamplePlayer, ...]) -> None:
    """Seed 004, Raid: "защитник должен поставить в своей зоне расстановки 3 механизма базы"."""
    d = dialog(qtbot, players)
    assert d.tabs.tabText(0) == "Set-up"
    assert "Pick the mission" in d.setup_view.toPlainText()
    assert not d.print_button.isEnabled()
    choose(d, "raid")
    text = d.setup_view.toPlainText()
    assert '48" × 48"' in text and "3 Base Supports" in text and "AV10" in text
    assert "Victory conditions" in text and "If all three Base Supports" in text
    assert d.print_button.isEnabled()
    assert not d.tabs.isTabVisible(d.tabs.indexOf(d.dice_page))  # Raid has no dice table


def test_the_result_is_derived_and_the_rule_shown(qtbot: QtBot,
                                                  players: tuple[SamplePlayer, ...]) -> None:
    """Seed 004, Raid: "Если все три Механизма были уничтожены к концу игры, побеждает
    атакующий ... если два Механизма были уничтожены, результат считается ничейным"."""
    d = dialog(qtbot, players)
    choose(d, "raid")
    d.set_attacker("alice")
    alice = d.panel("alice")
    alice.facts["base_supports_destroyed"].setValue(3)
    assert d.result_combo.currentData() == "alice" and not d.result_combo.isEnabled()
    assert d.derived_label.text() == (
        "The mission's result: 3 Base Support(s) destroyed: the attacker, Alice, wins.")
    assert d.override_box.isVisibleTo(d) and not d.reason_edit.isVisibleTo(d)
    alice.facts["base_supports_destroyed"].setValue(2)
    assert d.result_combo.currentData() is None  # a draw
    assert "a draw" in d.derived_label.text()
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, GamePlan)
    assert plan.game.winner is None and plan.result is not None
    assert plan.result.decision.rule == "destroyed.draw" and not plan.result.overridden


def test_an_override_needs_a_reason_which_is_recorded(qtbot: QtBot,
                                                      players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players)
    choose(d, "possession")
    d.panel("alice").facts["artefacts_held"].setValue(1)
    d.panel("bob").facts["artefacts_held"].setValue(2)
    assert d.result_combo.currentData() == "bob"
    qtbot.mouseClick(d.override_box, _left())
    assert d.result_combo.isEnabled() and d.reason_edit.isVisibleTo(d)
    d.result_combo.setCurrentIndex(d.result_combo.findData("alice"))
    assert d.problems.messages == [
        "Give the reason for recording another result than the mission's."]
    assert not d.ok_button().isEnabled()
    qtbot.keyClicks(d.reason_edit, "Bob dropped an artefact off the table")
    assert d.problems.messages == [] and d.ok_button().isEnabled()
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, GamePlan) and plan.game.winner == "alice"
    assert plan.game.report is not None
    assert (plan.game.report.override, plan.game.report.reason) == (
        True, "Bob dropped an artefact off the table")
    assert plan.result is not None and plan.result.decision.winner == "bob"


def _left() -> object:
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_the_mission_dice_are_typed_or_rolled_and_kept(qtbot: QtBot,
                                                       players: tuple[SamplePlayer, ...]) -> None:
    """Seed 004, Doomsday Device: "При результате 1-5 маркер убирается со стола — тайник пуст.
    При результате 6 эта модель нашла УСС"; "При результате 5+ игра немедленно
    заканчивается"."""
    d = dialog(qtbot, players, dice=ScriptedDice([5]))
    choose(d, "doomsday_device")
    assert d.tabs.isTabVisible(d.tabs.indexOf(d.dice_page))
    assert [d.dice_table.itemText(i) for i in range(d.dice_table.count())] == [
        "Searching a cache", "Defusing the Device"]
    assert not d.add_roll_button.isEnabled()
    qtbot.keyClicks(d.table_die.edit, "3")  # typed
    d.dice_player.setCurrentIndex(d.dice_player.findData("bob"))
    qtbot.mouseClick(d.add_roll_button, _left())
    d.dice_table.setCurrentIndex(1)
    assert "rolls a D6" in d.dice_when.text()
    d.dice_player.setCurrentIndex(d.dice_player.findData("alice"))
    assert d.table_die.roll() == 5  # rolled by the app
    qtbot.mouseClick(d.add_roll_button, _left())
    assert [d.rolls_list.item(i).text() for i in range(d.rolls_list.count())] == [
        "Searching a cache: 3 (Bob) — The cache is empty: remove the marker.",
        "Defusing the Device: 5 (Alice) — The game ends at once: the Device is defused or "
        "stolen."]
    d.panel("alice").facts["near_device_at_end"].setValue(1)
    assert d.result_combo.currentData() == "alice"
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, GamePlan) and plan.game.report is not None
    assert plan.game.report.rolls == (MissionRoll("cache_search", 3, "bob"),
                                      MissionRoll("device_defused", 5, "alice"))


def test_a_die_can_be_removed(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players)
    choose(d, "take_and_hold")
    assert d.dice_table.currentData() == "key_building"
    d.add_mission_roll("key_building", 6)
    d.add_mission_roll("key_building", 3, "alice")
    assert d.rolls_list.item(0).text() == (
        "Key Building: 6 — Armoured bunker: the building gives a 3+ cover save.")
    d.rolls_list.setCurrentRow(0)
    qtbot.mouseClick(d.remove_roll_button, _left())
    assert d.mission_rolls == [MissionRoll("key_building", 3, "alice")]
    choose(d, "possession")  # no dice there: none recorded with the game
    assert not d.tabs.isTabVisible(d.tabs.indexOf(d.dice_page))
    record = d.current_record()
    assert record is not None and record.report is not None and record.report.rolls == ()


def test_escalating_skirmish_from_the_casualties_points(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    """Seed 004: "Игрок с наименьшими потерями в очковом эквиваленте побеждает. Если разница в
    потерях между игроками составила меньше 50 очков, тогда результат считается ничейным"."""
    alice = players[0]
    points = ForceInfo(alice.force, alice.team_list).model_points()
    d = dialog(qtbot, players)
    choose(d, "escalating_skirmish")
    assert d.result_combo.currentData() is None  # nobody lost anything: a draw
    for uid in ("apo", "t0", "t1"):
        d.panel("alice").set_fate(uid, "casualty")
    lost = points["apo"] + points["t0"] + points["t1"]
    result = d.mission_result()
    assert result is not None and result.tallies["alice"].points_lost == lost
    assert lost >= 50 and d.result_combo.currentData() == "bob"
    assert d.derived_label.text().startswith(
        f"The mission's result: Bob lost 0 points, Alice {lost}")


def test_print_mission_card(qtbot: QtBot, players: tuple[SamplePlayer, ...],
                            tmp_path: Path) -> None:
    d = dialog(qtbot, players)
    choose(d, "last_stand")
    target = tmp_path / "card.pdf"
    assert d.print_card(str(target))
    assert target.read_bytes().startswith(b"%PDF")
