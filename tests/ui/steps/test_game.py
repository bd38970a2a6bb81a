"""Step 2 dialog: mission (rolled, typed, listed, chosen), result, roles, achievements, facts,
what happened to each model; the result is a valid GameRecord."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.rules.campaign import CampaignSettings, GameRecord, MissionChoice, validate_game
from app.rules.campaign.step_plans import GamePlan
from app.rules.dice import RandomDice
from app.ui.steps.common import ForceInfo
from app.ui.steps.game import GameSide, RecordGameDialog
from app.ui.steps.samples import SamplePlayer


def dialog(qtbot: QtBot, players: tuple[SamplePlayer, ...], settings: CampaignSettings | None = None,
           **kw: object) -> RecordGameDialog:
    sides = [GameSide(p.state, p.team, p.name, ForceInfo(p.force, p.team_list).names())
             for p in players]
    d = RecordGameDialog(settings or CampaignSettings(knocked_out=True), sides, **kw)  # type: ignore[arg-type]
    qtbot.addWidget(d)
    return d


def test_typed_mission_and_full_record(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players)
    assert d.roll_radio.isChecked() and not d.next_radio.isVisibleTo(d)
    assert d.problems.messages == ["Pick the mission."] and not d.ok_button().isEnabled()
    qtbot.keyClicks(d.mission_dice.edit, "6")  # Raid: attacker and defender
    assert d.mission_choice() == MissionChoice("random", "raid", roll=6)
    assert d.attacker.isVisibleTo(d)
    d.set_result("alice", reason="the third support fell as time ran out")
    d.set_attacker("alice")
    alice, bob = d.panel("alice"), d.panel("bob")
    alice.achievements["first_blood"].setChecked(True)  # type: ignore[union-attr]
    alice.achievements["butcher"].setValue(2)  # type: ignore[union-attr]
    alice.facts["base_supports_destroyed"].setValue(2)
    assert not alice.facts["base_supports_intact"].isEnabled()  # the defender's fact
    bob.facts["base_supports_intact"].setValue(1)
    bob.set_fate("c1.0", "casualty")
    bob.set_fate("chosen", "fled")
    bob.set_fate("champ", "knocked_out")
    alice.set_fate("t0", "casualty")
    assert d.problems.messages == []
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, GamePlan)
    record = plan.game
    assert isinstance(record, GameRecord)
    assert record.winner == "alice"
    a, b = record.players
    assert (a.role, b.role) == ("attacker", "defender")
    assert dict(a.achievements) == {"first_blood": 1, "butcher": 2}
    assert dict(a.facts) == {"base_supports_destroyed": 2}
    assert dict(b.facts) == {"base_supports_intact": 1}
    assert a.casualties == ("t0",) and b.casualties == ("c1.0",)
    assert b.fled == ("chosen",) and b.knocked_out == ("champ",)
    assert a.team == players[0].team.models
    assert validate_game(record, {"alice": players[0].state, "bob": players[1].state}) == ()


def test_rolled_mission_is_stored(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players, dice=RandomDice(11))
    roll = d.mission_dice.roll()
    assert roll == RandomDice(11).d6()
    d.set_result(None, reason="as agreed")
    d.set_attacker("bob")
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, GamePlan)
    record = plan.game
    assert isinstance(record, GameRecord)
    assert record.mission.roll == roll and record.winner is None


def test_a_typo_in_the_mission_die_changes_nothing(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players)
    qtbot.keyClicks(d.mission_dice.edit, "3")
    before = d.current_record()
    qtbot.keyClicks(d.mission_dice.edit, "3")  # "33"
    assert d.mission_dice.has_error()
    assert "“33”" in d.mission_dice.error_text()
    assert d.current_record() == before
    assert not d.ok_button().isEnabled()
    d.accept()
    assert d.result_value() is None


def test_refusals_are_shown_in_words(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players)
    d.choose_radio.setChecked(True)
    d.mission_combo.setCurrentIndex(d.mission_combo.findData("possession"))
    d.panel("alice").achievements["first_blood"].setChecked(True)  # type: ignore[union-attr]
    d.panel("bob").achievements["first_blood"].setChecked(True)  # type: ignore[union-attr]
    d.panel("alice").facts["artefacts_held"].setValue(4)
    d.panel("bob").facts["artefacts_held"].setValue(3)
    assert "Only one player can earn First Blood." in d.problems.messages
    assert "Both players together record 7, but the mission has only 5." in d.problems.messages
    assert not d.ok_button().isEnabled()


def test_fixed_campaign_takes_the_next_listed_mission(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    settings = CampaignSettings(mission_mode="fixed", missions=("possession", "last_stand"))
    d = dialog(qtbot, players, settings, game_index=1)
    assert d.next_radio.isChecked()
    assert "Last Stand" in d.next_radio.text()
    assert d.mission_choice() == MissionChoice("fixed", "last_stand", index=1)


def test_language_switch_retranslates(qtbot: QtBot, players: tuple[SamplePlayer, ...], switch_language: object) -> None:
    d = dialog(qtbot, players)
    switch_language()  # type: ignore[operator]
    assert d.mission_box.title() == "«Mission»"
    assert d.opponent_label.text() == "«&Opponent:»"


def test_the_opponent_can_be_any_player_with_a_team(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    from dataclasses import replace

    alice, bob = players
    chloe = replace(bob, player_id="chloe", name="Chloé",
                    state=replace(bob.state, player_id="chloe"))
    d = dialog(qtbot, (alice, bob, chloe))
    assert [d.opponent.itemText(i) for i in range(d.opponent.count())] == ["Bob", "Chloé"]
    d.opponent.setCurrentIndex(1)
    assert d.tabs.tabText(2) == "Chloé"  # after the Set-up tab and Alice
    assert d.result_combo.itemText(2) == "Chloé wins"  # after "Pick the result…", Alice
    d.mission_dice.set_value(3)
    d.set_result("chloe", reason="as agreed")
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, GamePlan)
    record = plan.game
    assert isinstance(record, GameRecord)
    assert [p.player_id for p in record.players] == ["alice", "chloe"]
    assert record.winner == "chloe"
