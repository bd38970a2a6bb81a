"""Issue 20 (table-ready), points 2, 3 and 6: the step dialogs keep a draft with the campaign
(Esc or the close button on a filled-in dialog asks first; the draft comes back on reopening and
goes once the step is committed), no result is preselected in Record a game, a die shown is not
silently rolled again, and a nested injury die takes the keyboard."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from app.model import Store
from app.rules.campaign import BuyUpgrade, CampaignSettings
from app.rules.campaign.step_plans import GamePlan
from app.rules.dice import RandomDice
from app.ui.steps import flow
from app.ui.steps.common import DraftAnswer, DraftSlot, StepDialog
from app.ui.steps.injuries import InjuriesResult
from app.ui.steps.samples import SamplePlayer, sample_players
from app.ui.steps.spend import SpendDialog
from app.ui.widgets.dice import DiceInput
from tests.ui.steps.test_flow import build_team, type_die


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "campaign.db", daily_backup=False)
    yield s
    s.close()


def _campaign(qtbot: QtBot, store: Store) -> tuple[int, int, int]:
    alice_sample, bob_sample = sample_players()
    cid = store.create_campaign("Vigil", settings=CampaignSettings(knocked_out=True))
    alice = store.add_player(cid, "Alice", "space_marines", force=alice_sample.force)
    bob = store.add_player(cid, "Bob", "chaos_space_marines", force=bob_sample.force)
    build_team(qtbot, store, alice, ["sgt", "apo", "tac1", "t6"])
    build_team(qtbot, store, bob, ["champ", "chosen", "c1", "m0", "m1", "m2", "m3", "m4"])
    return cid, alice, bob


def _answer(dialog: StepDialog, answer: DraftAnswer) -> list[bool]:
    """Answer the close question with ``answer``; the list records each question (can_keep)."""
    asked: list[bool] = []

    def ask(can_keep: bool) -> DraftAnswer:
        asked.append(can_keep)
        return answer

    dialog.ask_discard = ask
    return asked


def _show(qtbot: QtBot, dialog: StepDialog) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)


# -- point 2: drafts ------------------------------------------------------------------------------
def test_esc_on_a_filled_record_game_asks_and_the_draft_comes_back(
        qtbot: QtBot, store: Store) -> None:
    cid, alice, bob = _campaign(qtbot, store)
    d = flow.record_game_dialog(None, store, cid, alice)
    _show(qtbot, d)
    asked = _answer(d, "cancel")
    d.roll_radio.setChecked(True)
    type_die(qtbot, d.mission_dice, 3)
    d.set_result(str(bob), reason="as agreed")
    d.panel(str(alice)).set_fate("t0", "casualty")
    qtbot.keyClick(d, Qt.Key.Key_Escape)
    assert asked == [True] and d.isVisible()  # Cancel: the dialog stays, nothing lost
    asked = _answer(d, "keep")
    d.close()  # the window's close button
    assert asked == [True] and not d.isVisible()
    kept = store.draft(cid, "play_game", alice)
    assert kept is not None and kept["mission_die"] == 3

    again = flow.record_game_dialog(None, store, cid, alice)
    _show(qtbot, again)
    assert again.draft_restored
    assert again.roll_radio.isChecked() and again.mission_dice.value() == 3
    assert again.mission_dice.source() == "typed"
    assert again.panel(str(alice)).fates["t0"].currentData() == "casualty"
    assert again.result_combo.currentData() == str(bob)
    again.accept()
    plan = again.result_value()
    assert isinstance(plan, GamePlan), again.problems.messages
    assert store.draft(cid, "play_game", alice) is not None  # kept until the commit is done
    assert flow.apply_game(store, cid, plan).ok
    assert store.draft(cid, "play_game", alice) is None  # committed: the draft is gone


def test_esc_on_a_filled_build_a_team_asks_and_the_ticks_come_back(
        qtbot: QtBot, store: Store) -> None:
    """Build a Team keeps its draft too (the Xvfb game night: Esc lost every tick)."""
    alice_sample, _bob = sample_players()
    cid = store.create_campaign("Vigil", settings=CampaignSettings(knocked_out=True))
    alice = store.add_player(cid, "Alice", "space_marines", force=alice_sample.force)
    d = flow.build_team_dialog(None, store, alice)
    _show(qtbot, d)
    for key in ("sgt", "apo"):
        d.pick(key)
    asked = _answer(d, "cancel")
    qtbot.keyClick(d, Qt.Key.Key_Escape)
    assert asked == [True] and d.isVisible()  # asked; Cancel keeps the dialog as it is
    asked = _answer(d, "keep")
    d.close()
    assert asked == [True] and not d.isVisible()
    kept = store.draft(cid, "build_team", alice)
    assert kept is not None and kept["picked"] == ["sgt", "apo"]
    again = flow.build_team_dialog(None, store, alice)
    _show(qtbot, again)
    assert again.draft_restored and again.picked() == ("sgt", "apo")
    asked = _answer(again, "discard")
    again.reject()
    assert asked == [True] and store.draft(cid, "build_team", alice) is None
    third = flow.build_team_dialog(None, store, alice)  # discarded: opens as it was
    _show(qtbot, third)
    assert not third.draft_restored and third.picked() == ()
    for key in ("sgt", "apo", "tac1", "t6"):
        third.pick(key)
    third.save_draft()
    third.accept()
    plan = third.result_value()
    assert plan is not None, third.problems.messages
    assert flow.apply_team(store, alice, plan).ok  # type: ignore[arg-type]
    assert store.draft(cid, "build_team", alice) is None  # committed: the draft is gone


def test_discard_forgets_the_draft_and_an_empty_dialog_closes_without_asking(
        qtbot: QtBot, store: Store) -> None:
    cid, alice, _bob = _campaign(qtbot, store)
    d = flow.record_game_dialog(None, store, cid, alice)
    _show(qtbot, d)
    asked = _answer(d, "keep")
    qtbot.keyClick(d, Qt.Key.Key_Escape)
    assert asked == [] and not d.isVisible()  # nothing entered: nothing to ask
    d = flow.record_game_dialog(None, store, cid, alice)
    _show(qtbot, d)
    d.panel(str(alice)).set_fate("t0", "fled")
    qtbot.waitUntil(lambda: store.draft(cid, "play_game", alice) is not None, timeout=3000)
    asked = _answer(d, "discard")  # kept a moment after the change: a crash loses nothing
    d.reject()
    assert asked == [True] and store.draft(cid, "play_game", alice) is None
    fresh = flow.record_game_dialog(None, store, cid, alice)
    qtbot.addWidget(fresh)
    assert not fresh.draft_restored
    assert fresh.panel(str(alice)).fates["t0"].currentData() == ""


def test_injuries_keep_their_dice_in_a_draft(qtbot: QtBot, store: Store) -> None:
    cid, alice, bob = _campaign(qtbot, store)
    d2 = flow.record_game_dialog(None, store, cid, alice)
    qtbot.addWidget(d2)
    type_die(qtbot, d2.mission_dice, 3)
    d2.set_result(str(alice), reason="as agreed")
    d2.panel(str(bob)).set_fate("chosen", "casualty")
    d2.panel(str(bob)).set_fate("c1.0", "casualty")
    d2.accept()
    plan = d2.result_value()
    assert isinstance(plan, GamePlan), d2.problems.messages
    game_id = flow.apply_game(store, cid, plan).id

    d3 = flow.injuries_dialog(None, store, cid, game_id, bob, dice=RandomDice(5))
    _show(qtbot, d3)
    chain = d3.row("chosen").chain
    type_die(qtbot, chain.inputs[0], 1)  # a nested roll follows
    chain.inputs[1].roll()
    asked = _answer(d3, "keep")
    qtbot.keyClick(d3, Qt.Key.Key_Escape)
    assert asked == [True] and not d3.isVisible()

    again = flow.injuries_dialog(None, store, cid, game_id, bob)
    _show(qtbot, again)
    assert again.draft_restored
    inputs = again.row("chosen").chain.inputs
    assert [inputs[0].value(), inputs[0].source()] == [1, "typed"]
    assert [inputs[1].value(), inputs[1].source()] == [chain.inputs[1].value(), "rolled"]
    for widget in [*again.row("chosen").chain.inputs, *again.row("c1.0").chain.inputs]:
        if widget.isVisibleTo(again) and widget.value() is None:
            type_die(qtbot, widget, 4)
    again.accept()
    result = again.result_value()
    assert isinstance(result, InjuriesResult), again.problems.messages
    assert flow.apply_injuries(store, game_id, bob, result).ok
    assert store.draft(cid, "injuries", bob) is None


def test_spend_rp_keeps_its_plan_in_a_draft(qtbot: QtBot,
                                            players: tuple[SamplePlayer, ...]) -> None:
    alice = players[0]
    kept: dict[str, Any] = {}

    def slot() -> DraftSlot:
        return DraftSlot(lambda: kept.get("draft"),
                         lambda data: kept.update(draft=data))

    d = SpendDialog(alice.state, alice.force, alice.team_list, player_name=alice.name)
    d.attach_draft(slot())
    _show(qtbot, d)
    assert d.add(BuyUpgrade("comms_relay"))
    d.auto_convert.setChecked(False)
    d.convert_spin.setValue(2)
    asked = _answer(d, "keep")
    d.close()
    assert asked == [True] and kept["draft"] is not None

    again = SpendDialog(alice.state, alice.force, alice.team_list, player_name=alice.name)
    qtbot.addWidget(again)
    assert again.attach_draft(slot())
    assert again.choices.purchases == (BuyUpgrade("comms_relay"),)
    assert again.convert_rp() == 2
    # the player has changed since (another game): the draft no longer fits and is left alone
    from dataclasses import replace

    other = SpendDialog(replace(alice.state, rp=alice.state.rp + 5), alice.force,
                        alice.team_list, player_name=alice.name)
    qtbot.addWidget(other)
    assert not other.attach_draft(slot()) and other.choices.purchases == ()


def test_a_dialog_without_a_draft_slot_still_asks_before_discarding(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    alice = players[0]
    d = SpendDialog(alice.state, alice.force, alice.team_list, player_name=alice.name)
    _show(qtbot, d)
    assert d.add(BuyUpgrade("comms_relay"))
    asked = _answer(d, "cancel")
    event = QCloseEvent()
    QApplication.sendEvent(d, event)
    assert asked == [False] and d.isVisible()  # no draft to keep: Discard or Cancel


# -- point 3: no preselected result, a roll is final ------------------------------------------------
def test_record_game_preselects_no_result_and_enter_records_nothing(
        qtbot: QtBot, store: Store) -> None:
    cid, alice, bob = _campaign(qtbot, store)
    d = flow.record_game_dialog(None, store, cid, alice)
    _show(qtbot, d)
    d.roll_radio.setChecked(True)  # no mission yet: no result either
    assert not d.result_picked() and d.result_combo.currentText() == "Pick the result…"
    assert not d.ok_button().isEnabled()
    d.choose_radio.setChecked(True)
    d.mission_combo.setCurrentIndex(d.mission_combo.findData("possession"))
    assert d.result_picked() and not d.result_combo.isEnabled()  # the mission decides: a draw
    d.override_box.setChecked(True)  # the players record another result: they pick it
    d.reason_edit.setText("as agreed")
    assert not d.result_picked()
    assert d.result_combo.currentText() == "Pick the result…"
    assert not d.ok_button().isEnabled()
    assert "Pick the result of the game." in d.problems.messages
    qtbot.keyClick(d, Qt.Key.Key_Return)  # Enter records nothing
    assert d.isVisible() and d.result_value() is None
    d.set_result(str(bob))
    assert d.result_picked() and d.ok_button().isEnabled()
    assert d.result_combo.currentText() == "Bob wins"


def test_the_roll_button_does_not_silently_roll_again(qtbot: QtBot) -> None:
    die = DiceInput(dice=RandomDice(11))
    qtbot.addWidget(die)
    questions: list[tuple[int, str]] = []
    answers = [False, True]

    def confirm(value: int, source: str) -> bool:
        questions.append((value, source))
        return answers.pop(0)

    die.confirm_reroll = confirm  # type: ignore[assignment]
    die.roll_button.click()
    first = die.value()
    assert first is not None and questions == []  # the first roll: no question
    die.roll_button.click()
    assert questions == [(first, "rolled")] and die.value() == first  # "No": kept
    qtbot.keyClicks(die.edit, "r")
    assert len(questions) == 2 and die.source() == "rolled"  # "Yes": rolled again


def test_the_reroll_question_names_the_first_roll() -> None:
    from app.ui.widgets.dice import reroll_question

    assert reroll_question(4, "rolled") == "Roll again? The first roll was 4."
    assert reroll_question(2, "typed") == "Roll over the 2 typed in?"


# -- point 6: a nested injury die takes the keyboard ------------------------------------------------
def test_a_nested_injury_die_gets_the_focus(qtbot: QtBot,
                                            players: tuple[SamplePlayer, ...]) -> None:
    from tests.ui.steps.test_injuries import dialog, game

    d = dialog(qtbot, players[1], game(players, bob={"casualties": ("chosen", "c1.0")}))
    d.show()
    qtbot.waitExposed(d)
    chain = d.row("chosen").chain
    chain.inputs[0].edit.setFocus()
    qtbot.keyClicks(chain.inputs[0].edit, "1")  # calls for a second die
    assert chain.inputs[1].isVisibleTo(d)
    assert d.focusWidget() is chain.inputs[1].edit
    qtbot.keyClicks(chain.inputs[1].edit, "5")  # and a third
    assert d.focusWidget() is chain.inputs[2].edit


# -- point 8: F1 in a step dialog is its context help ------------------------------------------------
def test_f1_in_a_step_dialog_opens_the_guide_at_the_steps_chapter(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialogButtonBox, QWidget

    from app.ui.guide import TOPICS, GuideWindow

    app_wide = QWidget()  # the main window's F1 (Rules Reference) answers everywhere else
    qtbot.addWidget(app_wide)
    reference = QAction("Rules Reference", app_wide)
    reference.setShortcut("F1")
    reference.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    app_wide.addAction(reference)
    triggered: list[bool] = []
    reference.triggered.connect(lambda: triggered.append(True))
    alice = players[0]
    d = SpendDialog(alice.state, alice.force, alice.team_list, player_name=alice.name)
    _show(qtbot, d)
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    focused = d.focusWidget() or d
    qtbot.keyClick(focused, Qt.Key.Key_F1)
    guide = d.findChild(GuideWindow, "guide_window")
    assert guide is not None and guide.isVisible()
    assert guide.contents.currentRow() == TOPICS.index("steps") + 1  # after the introduction
    assert guide.chapters[guide.contents.currentRow()].title == "The steps, one by one"
    assert triggered == []  # not the Rules Reference
    guide.close()
    help_button = d.buttons.button(QDialogButtonBox.StandardButton.Help)
    assert help_button is not None
    help_button.click()  # the Help button too
    assert guide.isVisible()
    guide.close()


def test_every_guide_has_one_chapter_per_topic() -> None:
    from app.ui.guide import TOPICS, guide_chapters

    for language in ("en", "fr", "ru"):
        _title, chapters = guide_chapters(language)
        headed = [c for c in chapters if c.text.startswith("## ")]
        assert len(headed) == len(TOPICS), language
    assert [c.title for c in guide_chapters("ru")[1] if c.text.startswith("## ")][
        TOPICS.index("steps")] == "Шаги по порядку"


# -- the Xvfb game night: step dialogs opened on Cancel ---------------------------------------------
def test_step_dialogs_open_on_their_first_input_not_on_cancel(
        qtbot: QtBot, store: Store) -> None:
    """A dialog whose OK starts disabled opened with the focus on Cancel: Enter or Space threw
    it away, typing a die did nothing. Each opens on the first thing to fill in."""
    from PySide6.QtWidgets import QAbstractButton

    cid, alice, _bob = _campaign(qtbot, store)
    team = flow.build_team_dialog(None, store, alice)
    record = flow.record_game_dialog(None, store, cid, alice)
    seen = {}
    for name, d in (("build_team", team), ("record_game", record)):
        _show(qtbot, d)
        d.activateWindow()
        qtbot.waitUntil(lambda d=d: QApplication.activeWindow() is d)
        focused = QApplication.focusWidget()
        assert focused is not None and d.isAncestorOf(focused), name
        assert not d.buttons.isAncestorOf(focused), (name, focused)
        seen[name] = type(focused).__name__
        assert not isinstance(focused, QAbstractButton) or focused.isCheckable(), (name, seen)
        d.close()
    assert seen["build_team"] == "QTreeWidget"


def test_injuries_of_a_player_without_casualties_says_there_is_nothing_to_roll(
        qtbot: QtBot, store: Store) -> None:
    """The Xvfb game night: Bob had no casualty, and his Injuries showed an empty result."""
    cid, alice, bob = _campaign(qtbot, store)
    d = flow.record_game_dialog(None, store, cid, alice)
    _show(qtbot, d)
    d.roll_radio.setChecked(True)
    type_die(qtbot, d.mission_dice, 3)
    d.set_result(str(alice), reason="as agreed")
    d.panel(str(alice)).set_fate("t0", "casualty")
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, GamePlan), d.problems.messages
    result = flow.apply_game(store, cid, plan)
    assert result.ok
    game_id = store.games(cid)[-1].id
    injuries = flow.injuries_dialog(None, store, cid, game_id, bob)
    _show(qtbot, injuries)
    assert injuries.summary_lines == ["No casualty: nothing to roll."]
    assert "nothing to roll" in injuries.summary.toPlainText()


def _notice_shown(dialog: StepDialog) -> bool:
    notice = getattr(dialog, "draft_notice", None)
    return notice is not None and notice.isVisibleTo(dialog)


def test_a_restored_draft_says_so_and_start_over_forgets_it(
        qtbot: QtBot, store: Store) -> None:
    """A dialog opened on a kept draft says so at its top (the dice shown were entered last
    time, not rolled now) and offers to start over: the draft forgotten, the dialog closed
    without asking (its launcher opens a fresh one: next test)."""
    cid, alice, _bob = _campaign(qtbot, store)
    d = flow.record_game_dialog(None, store, cid, alice)
    _show(qtbot, d)
    assert not _notice_shown(d)  # no draft: no notice
    d.roll_radio.setChecked(True)
    type_die(qtbot, d.mission_dice, 3)
    d.panel(str(alice)).set_fate("t0", "casualty")
    _answer(d, "keep")
    d.close()
    again = flow.record_game_dialog(None, store, cid, alice)
    _show(qtbot, again)
    assert again.draft_restored and _notice_shown(again)
    assert again.draft_notice is not None
    texts = [w.text() for w in again.draft_notice.findChildren(QLabel)]
    assert texts == ["What you entered last time is back: a kept draft."]
    asked = _answer(again, "keep")
    button = next(b for b in again.draft_notice.findChildren(QPushButton))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert asked == [] and not again.isVisible() and again.restart_wanted
    assert store.draft(cid, "play_game", alice) is None
    fresh = flow.record_game_dialog(None, store, cid, alice)
    qtbot.addWidget(fresh)
    assert not fresh.draft_restored and fresh.mission_dice.value() is None


def test_start_over_opens_the_step_again_without_the_draft(
        qtbot: QtBot, shell_store: Store, shell_window: Any) -> None:
    """Through the game-night buttons: Build a Team opened on a draft, Start over, and the
    same step opens again, empty, for the same player."""
    alice_sample, _bob = sample_players()
    store = shell_store
    cid = store.create_campaign("Vigil")
    alice = store.add_player(cid, "Alice", "space_marines", force=alice_sample.force)
    store.save_draft(cid, "build_team", alice, {"step": "build_team", "picked": ["sgt"]})
    w = shell_window(store)
    w.open_campaign(cid)
    w.campaign_view.select_player(alice)
    seen: list[tuple[bool, tuple[str, ...]]] = []

    def drive(dialog: Any) -> bool:
        seen.append((dialog.draft_restored, dialog.picked()))
        if dialog.draft_restored:
            dialog.start_over()
            return False
        return False  # the fresh one: closed as it came

    w.commands.run_dialog = drive
    w.commands.start_step(cid, "build_team", alice)
    assert seen == [(True, ("sgt",)), (False, ())]
    assert store.draft(cid, "build_team", alice) is None
