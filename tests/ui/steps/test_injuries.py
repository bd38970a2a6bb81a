"""Step 3 dialog: one row per casualty, nested dice asked for as needed, typed or rolled,
Knocked Out rolls, Medic / Medical Centre rerolls, hand-overs; the result is what
apply_injuries needs, and it agrees with the engine."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from pytestqt.qtbot import QtBot

from app.rules.campaign import (
    CampaignModel,
    CampaignSettings,
    GameRecord,
    MissionChoice,
    PlayerGame,
    PlayerState,
    apply_injuries,
    roll_injuries,
)
from app.rules.dice import RandomDice, ScriptedDice
from app.ui.steps.common import ForceInfo
from app.ui.steps.injuries import InjuriesDialog, InjuriesResult, dice_needed
from app.ui.steps.samples import SamplePlayer

SETTINGS = CampaignSettings(knocked_out=True)


def game(players: tuple[SamplePlayer, ...], alice: dict[str, object] | None = None,
         bob: dict[str, object] | None = None, winner: str | None = "alice") -> GameRecord:
    a, b = players
    return GameRecord(MissionChoice("random", "possession", roll=4), (
        PlayerGame("alice", a.team.models, **(alice or {})),  # type: ignore[arg-type]
        PlayerGame("bob", b.team.models, **(bob or {})),  # type: ignore[arg-type]
    ), winner)


def dialog(qtbot: QtBot, p: SamplePlayer, record: GameRecord, **kw: object) -> InjuriesDialog:
    info = ForceInfo(p.force, p.team_list)
    d = InjuriesDialog(p.state, record, settings=SETTINGS, player_name=p.name,
                       models=info.names(), entries=info.entry_names(), **kw)  # type: ignore[arg-type]
    qtbot.addWidget(d)
    return d


def test_dice_needed_follows_the_nested_tables() -> None:
    assert dice_needed("specialist", []) == 1
    assert dice_needed("specialist", [4]) == 1
    assert dice_needed("specialist", [1]) == 2
    assert dice_needed("specialist", [1, 2]) == 2  # dead
    assert dice_needed("specialist", [1, 5]) == 3  # maimed: which characteristic
    assert dice_needed("walker", [2], -1) == 2  # 2 - 1 = permanent damage
    assert dice_needed("walker", [1], -1) == 1  # 0: Lost!


def test_typed_nested_rolls_and_the_result_in_words(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    record = game(players, bob={"casualties": ("chosen", "c1.0")})
    d = dialog(qtbot, players[1], record)
    chain = d.row("chosen").chain
    assert [w.isVisibleTo(d) for w in chain.inputs] == [True, False, False]
    qtbot.keyClicks(chain.inputs[0].edit, "1")
    assert [w.isVisibleTo(d) for w in chain.inputs] == [True, True, False]
    qtbot.keyClicks(chain.inputs[1].edit, "5")
    assert [w.isVisibleTo(d) for w in chain.inputs] == [True, True, True]
    qtbot.keyClicks(chain.inputs[2].edit, "1")
    assert not d.ok_button().isEnabled()  # the Cultist has not rolled yet
    qtbot.keyClicks(d.row("c1.0").chain.inputs[0].edit, "2")
    assert "Chosen: Maimed, −1 Toughness (4 → 3). Dice: 1, 5, 1" in d.summary_lines
    assert any(line.startswith("Chaos Cultist 1: Dead!") for line in d.summary_lines)
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult)
    assert result.outcome.dice == (1, 5, 1, 2)
    expected = roll_injuries(players[1].state, record, ScriptedDice([1, 5, 1, 2]), SETTINGS)
    assert result.outcome == expected
    assert result.application == apply_injuries(players[1].state, record, expected)
    # Changing the first die drops the nested ones it no longer needs.
    chain.inputs[0].set_value(4)
    assert [w.isVisibleTo(d) for w in chain.inputs] == [True, False, False]
    assert chain.inputs[1].value() is None


def test_rolled_dice_are_stored(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    record = game(players, bob={"casualties": ("chosen", "c1.0", "c1.1")})
    d = dialog(qtbot, players[1], record, dice=RandomDice(4))
    for _ in range(4):
        for row in d.rows:
            for w in row.chain.inputs:
                if w.isVisibleTo(d) and w.value() is None:
                    w.roll()
    rolled = [w.value() for row in d.rows for w in row.chain.inputs if w.isVisibleTo(d)]
    assert all(w.source() == "rolled" for row in d.rows for w in row.chain.inputs
               if w.isVisibleTo(d))
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult)
    assert list(result.outcome.dice) == rolled
    assert result.outcome == roll_injuries(players[1].state, record, ScriptedDice(rolled), SETTINGS)


def test_a_typo_changes_nothing(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    record = game(players, bob={"casualties": ("c1.0",)})
    d = dialog(qtbot, players[1], record)
    die = d.row("c1.0").chain.inputs[0]
    qtbot.keyClicks(die.edit, "4")
    before = d.current_outcome()
    assert d.ok_button().isEnabled()
    qtbot.keyClicks(die.edit, "0")  # "40"
    assert die.has_error() and "“40”" in die.error_text()
    assert d.current_outcome() == before
    assert not d.ok_button().isEnabled()
    d.accept()
    assert d.result_value() is None


def test_knocked_out_rolls_of_the_loser(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    record = game(players, bob={"knocked_out": ("champ", "m0")})
    d = dialog(qtbot, players[1], record)
    assert [r.uid for r in d.active_rows()] == []
    qtbot.keyClicks(d.knocked_out_row("champ").die.edit, "2")  # counts as a casualty
    qtbot.keyClicks(d.knocked_out_row("m0").die.edit, "5")  # escapes
    assert [r.uid for r in d.active_rows()] == ["champ"]
    qtbot.keyClicks(d.row("champ").chain.inputs[0].edit, "3")
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult)
    assert result.outcome.dice == (2, 5, 3)
    assert [(k.uid, k.escaped) for k in result.outcome.knocked_out_rolls] == [
        ("champ", False), ("m0", True)]
    assert "Chaos Space Marine 1 escapes (Knocked Out, rolled 5)." in d.summary_lines


def test_medic_reroll_and_wargear_handover(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    record = game(players, alice={"casualties": ("apo", "t0")})
    d = dialog(qtbot, players[0], record)
    row = d.row("apo")
    assert [row.reroll.itemData(i) for i in range(row.reroll.count())] == [
        None, "medic", "medical_centre"]
    row.chain.inputs[0].set_value(2)
    row.chain.inputs[1].set_value(1)  # Incapacitated
    row.reroll.setCurrentIndex(row.reroll.findData("medic"))
    assert d.outcome is None  # the reroll's die is missing
    row.reroll_chain.inputs[0].set_value(6)
    d.row("t0").chain.inputs[0].set_value(1)  # dead, with a plasma gun
    combo = d.handover_combos[("t0", "tactical_marine.special.plasma_gun")]
    combo.setCurrentIndex(combo.findData("t1"))
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult)
    apo = result.outcome.roll_for("apo")
    assert apo.result.result == "full_recovery" and apo.rerolled_by == ("medic",)
    assert apo.history[0].result == "incapacitated"
    assert result.outcome.dice == (2, 1, 1, 6)
    assert [(h.from_uid, h.item, h.to_uid) for h in result.handovers] == [
        ("t0", "tactical_marine.special.plasma_gun", "t1")]
    assert "tactical_marine.special.plasma_gun" in result.application.state.model("t1").wargear


def test_a_reroll_used_twice_is_refused(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    record = game(players, alice={"casualties": ("apo", "sgt")})
    d = dialog(qtbot, players[0], record)
    for uid in ("apo", "sgt"):
        row = d.row(uid)
        row.chain.inputs[0].set_value(4)
        row.reroll.setCurrentIndex(row.reroll.findData("medic"))
        row.reroll_chain.inputs[0].set_value(5)
    assert "The Medic reroll was already used after this game." in d.problems.messages
    assert not d.ok_button().isEnabled()


def test_walker_damage_after_explodes(qtbot: QtBot) -> None:
    kan = CampaignModel("kan", "killa_kan", "core", MappingProxyType({"S": 5, "BS": 3}),
                        walker=True)
    state = PlayerState("p", models=(kan,))
    record = GameRecord(MissionChoice("random", "raid", roll=6), (
        PlayerGame("p", ("kan",), "attacker", walker_damage=MappingProxyType({"kan": "explodes"})),
        PlayerGame("q", ("x",), "defender"),
    ), "q")
    d = InjuriesDialog(state, record, models={"kan": "Killa Kan"})
    qtbot.addWidget(d)
    row = d.row("kan")
    assert not row.reroll.isVisibleTo(d)  # the Walker Damage Table is never rerolled
    row.chain.inputs[0].set_value(2)  # 2 - 1 = Permanent Damage: roll again
    row.chain.inputs[1].set_value(3)  # -1 S
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult)
    assert result.application.state.model("kan").characteristics["S"] == 4
    assert "Killa Kan: Permanent Damage, −1 Strength (5 → 4). Dice: 2, 3" in d.summary_lines


def test_language_switch_retranslates(qtbot: QtBot, players: tuple[SamplePlayer, ...], switch_language: object) -> None:
    d = dialog(qtbot, players[1], game(players, bob={"casualties": ("c1.0",)}))
    switch_language()  # type: ignore[operator]
    assert d.windowTitle() == "«Injuries — {player}»".replace("{player}", "Bob")
    assert d.row("c1.0").result_label.text() == "«waiting for the dice»"


def test_officer_training_promotes_a_specialist_when_the_leader_dies(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    alice = players[0]
    state = replace(alice.state, upgrades=frozenset({"officer_training"}))
    p = replace(alice, state=state)
    record = game(players, alice={"casualties": ("sgt",)})
    d = dialog(qtbot, p, record)
    d.row("sgt").chain.inputs[0].set_value(1)
    d.row("sgt").chain.inputs[1].set_value(2)  # Dead!
    assert len(d.promotion_combos) == 1
    combo = d.promotion_combos[0]
    combo.setCurrentIndex(combo.findData("apo"))
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult)
    assert result.officer_promotions == ("apo",)
    assert result.application.state.model("apo").is_team_leader
    assert "Apothecary becomes a Team Leader (Officer Training)." in d.summary_lines


def test_medic_and_medical_centre_stack_on_one_model(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    record = game(players, alice={"casualties": ("apo",)})
    d = dialog(qtbot, players[0], record)
    row = d.row("apo")
    row.chain.inputs[0].set_value(1)
    row.chain.inputs[1].set_value(1)  # Dead!
    second_combo = row.slots[1][0]
    assert not second_combo.isVisibleTo(d)
    row.reroll.setCurrentIndex(row.reroll.findData("medic"))
    assert second_combo.isVisibleTo(d)
    row.reroll_chain.inputs[0].set_value(1)
    row.reroll_chain.inputs[1].set_value(2)  # Dead again
    second_combo.setCurrentIndex(second_combo.findData("medical_centre"))
    row.slots[1][1].inputs[0].set_value(3)  # Full recovery
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult)
    apo = result.outcome.roll_for("apo")
    assert apo.rerolled_by == ("medic", "medical_centre")
    assert apo.result.result == "full_recovery"
    assert result.outcome.dice == (1, 1, 1, 2, 3)
    assert "apo" not in result.application.removed


def test_roll_remaining_rolls_nested_dice_and_follows_the_preference(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    """The "roll" dice preference rolls every die up front, nested ones included; "type"
    leaves them for the player."""
    from app.ui.settings import DICE_DEFAULT, Settings
    from app.ui.steps.flow import apply_dice_preference

    record = game(players, bob={"casualties": ("chosen", "c1.0")})
    Settings().set(DICE_DEFAULT, "type")
    # Rolled breadth-first: both first dice, then the nested ones the results ask for.
    d = dialog(qtbot, players[1], record, dice=ScriptedDice([1, 2, 5, 1]))
    apply_dice_preference(d)
    assert all(w.value() is None for w in d.dice_inputs())
    assert not d.ok_button().isEnabled()
    Settings().set(DICE_DEFAULT, "roll")
    apply_dice_preference(d)
    assert [w.source() for w in d.dice_inputs()] == ["rolled"] * 4
    assert d.ok_button().isEnabled()
    d.accept()
    result = d.result_value()
    assert isinstance(result, InjuriesResult)
    assert result.outcome.dice == (1, 5, 1, 2)  # Chosen maimed (nested rolls), Cultist dead


def test_the_choices_box_shows_only_when_there_is_a_choice(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    """Two plain Tactical Marines dead left an empty, grey "Choices" box on screen: the box was
    hidden only once a choice had come and gone."""
    record = game(players, alice={"casualties": ("t6", "t0")})
    d = dialog(qtbot, players[0], record)
    d.show()
    qtbot.waitExposed(d)
    assert not d.extra_box.isVisible()  # nothing to choose before the dice either
    d.row("t6").chain.inputs[0].set_value(1)  # dead, with nothing to hand over
    assert d.handover_combos == {} and not d.extra_box.isVisible()
    d.row("t0").chain.inputs[0].set_value(1)  # dead, with a plasma gun: who takes it
    assert d.handover_combos and d.extra_box.isVisible()


def test_a_casualty_no_longer_in_the_force_rolls_nothing(qtbot: QtBot) -> None:
    """A correction removed a casualty between the game and its injuries: the dialog opens,
    says so and asks no die for it (before: KeyError)."""
    boy = CampaignModel("boy", "boy", "core", MappingProxyType({"S": 3, "BS": 2}))
    state = PlayerState("p", models=(boy,))  # kan and gone were corrected out
    record = GameRecord(MissionChoice("random", "raid", roll=6), (
        PlayerGame("p", ("kan", "boy", "gone"), "attacker", casualties=("gone", "boy"),
                   walker_damage=MappingProxyType({"kan": "explodes"})),
        PlayerGame("q", ("x",), "defender"),
    ), "q")
    d = InjuriesDialog(state, record, models={"kan": "Killa Kan", "gone": "Gretchin",
                                              "boy": "Boy"})
    qtbot.addWidget(d)
    assert [row.uid for row in d.rows] == ["boy"]
    assert ("gone", "left_force") in d.no_roll and ("kan", "left_force") in d.no_roll
    d.row("boy").chain.inputs[0].set_value(4)
    assert "Gretchin is no longer in the Force: no injury roll." in d.summary_lines
    assert "Killa Kan is no longer in the Force: no injury roll." in d.summary_lines
