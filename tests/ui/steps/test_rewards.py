"""Step 4 dialog: itemised RP, the loser's Renown roll (typed or rolled), before / after."""

from __future__ import annotations

from types import MappingProxyType

from pytestqt.qtbot import QtBot

from app.rules.campaign import CampaignSettings, GameRecord, MissionChoice, PlayerGame
from app.rules.dice import RandomDice
from app.ui.steps.rewards import RewardsDialog, RewardsResult
from app.ui.steps.samples import SamplePlayer


def record(players: tuple[SamplePlayer, ...], winner: str | None = "alice") -> GameRecord:
    a, b = players
    return GameRecord(MissionChoice("random", "raid", roll=6), (
        PlayerGame("alice", a.team.models, "attacker",
                   achievements=MappingProxyType({"first_blood": 1, "butcher": 2}),
                   facts=MappingProxyType({"base_supports_destroyed": 2})),
        PlayerGame("bob", b.team.models, "defender",
                   facts=MappingProxyType({"base_supports_intact": 1})),
    ), winner)


def dialog(qtbot: QtBot, players: tuple[SamplePlayer, ...], game: GameRecord,
           **kw: object) -> RewardsDialog:
    d = RewardsDialog(game, {p.player_id: p.state for p in players},
                      players={"alice": "Alice", "bob": "Bob"}, **kw)  # type: ignore[arg-type]
    qtbot.addWidget(d)
    return d


def table_texts(d: RewardsDialog, index: int) -> list[list[str]]:
    t = d.panels[index].table
    return [[t.item(r, c).text() for c in range(4)] for r in range(t.rowCount())]


def test_itemised_rp_and_a_typed_renown_roll(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players, record(players))
    assert table_texts(d, 0) == [
        ["Took Part", "1", "+10", "+10"], ["Victory!", "1", "+5", "+5"],
        ["First Blood", "1", "+2", "+2"], ["Butcher", "2", "+2", "+4"],
        ["Raid: Base Supports destroyed", "2", "+2", "+4"],
    ]
    assert table_texts(d, 1)[2] == [
        "Underdog: Renown 2 against 6, 1 RP per 3 (Round down (rule text))", "1", "+1", "+1"]
    assert "RP: 23 + 25 = 48" in d.panels[0].rp_label.text()
    assert "RP: 8 + 13 = 21" in d.panels[1].rp_label.text()
    assert "→ ?" in d.panels[1].renown_label.text()
    assert not d.ok_button().isEnabled()
    qtbot.keyClicks(d.renown_dice.edit, "4")
    assert "Renown: 2 → 3" in d.panels[1].renown_label.text()
    assert "Renown: 6 → 8" in d.panels[0].renown_label.text()
    d.accept()
    result = d.result_value()
    assert isinstance(result, RewardsResult)
    assert result.dice == (4,)
    assert result.outcomes["bob"].renown.roll == 4
    assert (result.states["alice"].rp, result.states["bob"].rp) == (48, 21)
    assert (result.states["alice"].renown, result.states["bob"].renown) == (8, 3)


def test_a_rolled_renown_roll_is_stored(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players, record(players), dice=RandomDice(9))
    roll = d.renown_dice.roll()
    assert roll == RandomDice(9).d6()
    d.accept()
    result = d.result_value()
    assert isinstance(result, RewardsResult)
    assert result.dice == (roll,) and result.outcomes["bob"].renown.roll == roll


def test_a_typo_changes_nothing(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players, record(players))
    qtbot.keyClicks(d.renown_dice.edit, "2")
    assert "Renown: 2 → 1" in d.panels[1].renown_label.text()
    qtbot.keyClicks(d.renown_dice.edit, "2")  # "22"
    assert d.renown_dice.has_error()
    assert "Renown: 2 → 1" in d.panels[1].renown_label.text()
    assert not d.ok_button().isEnabled()
    d.accept()
    assert d.result_value() is None


def test_a_draw_needs_no_dice_and_ceil_rounding_is_shown(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players, record(players, winner=None),
               settings=CampaignSettings(underdog_rounding="ceil"))
    assert not d.renown_box.isVisibleTo(d)
    assert d.ok_button().isEnabled()
    assert any("Round up (rule example)" in row[0] and row[3] == "+2"
               for row in table_texts(d, 1))
    d.accept()
    result = d.result_value()
    assert isinstance(result, RewardsResult) and result.dice == ()


def test_language_switch_retranslates(qtbot: QtBot, players: tuple[SamplePlayer, ...], switch_language: object) -> None:
    d = dialog(qtbot, players, record(players))
    switch_language()  # type: ignore[operator]
    assert d.renown_box.title() == "«Renown roll»"
    assert d.panels[0].table.horizontalHeaderItem(0).text() == "«Source»"
