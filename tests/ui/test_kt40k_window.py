"""The Kill Team 40K game window (issue 21): both lists checked for their sides, the mission
typed or rolled, the game sheet printed, the result recorded in the series (and refused when
wrong), closing with an unrecorded result asks first."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.model import kt40k_series
from app.rules.dice import ScriptedDice
from app.ui.kt40k import Kt40kWindow
from tests.rules.test_kt40k import _force, codex

LISTS = {
    "heroes.json": _force("captain", "veteran", "biker"),
    "villains.json": _force(*["trooper"] * 5, "rhino"),
    "bad.json": _force("lord", "terminator"),
}


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
           ) -> Iterator[Kt40kWindow]:
    def read_list(path: Path, teamlist_path: Path | None = None) -> Any:
        if path.name not in LISTS:
            raise kt40k_series.ListFileError(path, "no_teamlist", "nowhere")
        return codex(), LISTS[path.name]

    monkeypatch.setattr(kt40k_series, "read_list", read_list)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "information",
                        lambda *a, **k: QMessageBox.StandardButton.Ok)
    w = Kt40kWindow(dice=ScriptedDice([4]), series=tmp_path / "series.json")
    yield w
    w.recorded = True  # closing at the end of the test asks nothing
    w.close()
    w.deleteLater()


def test_lists_are_checked_for_their_side(window: Kt40kWindow, tmp_path: Path) -> None:
    assert window.heroes.load(tmp_path / "heroes.json")
    assert window.villains.load(tmp_path / "villains.json")
    assert window.heroes.player.text() == "heroes"  # the file's name until one is typed
    assert window.heroes.problems.item(0).text() == "Valid for Kill Team 40K."
    assert window.villains.models.rowCount() == 6
    # groups: 3 + 1 + 1 troopers, the Rhino alone
    assert window.villains.groups() == (("trooper0", "trooper1", "trooper2"), ("trooper3",),
                                        ("trooper4",), ("rhino5",))
    assert window.heroes.load(tmp_path / "bad.json")
    texts = [window.heroes.problems.item(i).text() for i in range(window.heroes.problems.count())]
    assert len(texts) == 2 and any("Wounds" in t for t in texts)
    # a file that cannot be played changes nothing
    before = window.heroes.loaded
    assert not window.heroes.load(tmp_path / "nowhere.json")
    assert window.heroes.loaded is before


def test_a_game_from_mission_roll_to_recorded_result(window: Kt40kWindow,
                                                     tmp_path: Path) -> None:
    window.heroes.load(tmp_path / "heroes.json")
    window.villains.load(tmp_path / "villains.json")
    window.heroes.player.setText("Ann")
    window.villains.player.setText("Ben")
    assert window.record() is False  # no mission yet
    window.mission_die.roll()  # the app's die: 4, Escort
    assert window.mission_id() == "escort"
    assert "Escort" in window.mission_text.text()
    pdf = window.print_sheet(tmp_path / "game.pdf")
    assert pdf is not None and pdf.read_bytes().startswith(b"%PDF")
    assert window.record() is False  # no winner chosen
    window.winner.setCurrentIndex(window.winner.findData("heroes"))
    assert window.record() is True
    games = kt40k_series.load(tmp_path / "series.json")
    assert [(g.mission, g.heroes, g.villains, g.winner, g.die) for g in games] == [
        ("escort", "Ann", "Ben", "heroes", 4)]
    assert "Ann: 1 won, 0 lost of 1" in window.tally.text()


def test_one_player_on_both_sides_is_refused(window: Kt40kWindow, tmp_path: Path) -> None:
    window.heroes.load(tmp_path / "heroes.json")
    window.villains.load(tmp_path / "villains.json")
    window.heroes.player.setText("Ann")
    window.villains.player.setText("ann")
    window.mission_die.set_value(6)
    window.winner.setCurrentIndex(window.winner.findData("villains"))
    assert window.record() is False
    assert kt40k_series.load(tmp_path / "series.json") == []


def test_closing_with_an_unrecorded_result_asks(window: Kt40kWindow, qtbot: QtBot,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    window.show()
    window.mission_die.set_value(2)
    window.winner.setCurrentIndex(window.winner.findData("heroes"))
    asked: list[str] = []

    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(args[2])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    window.reject()  # Esc
    assert asked and window.isVisible()


def test_the_villains_regroup_by_typing_group_numbers(window: Kt40kWindow,
                                                      tmp_path: Path) -> None:
    # "il organise son armée en groupes de 3 figurines (sauf les véhicules)"
    window.villains.load(tmp_path / "villains.json")  # 5 troopers and a Rhino
    panel = window.villains
    item = panel.models.item(3, 5)  # trooper3, alone in group 2
    item.setText("1")  # into group 1: 4 models there now
    assert panel.groups()[0] == ("trooper0", "trooper1", "trooper2", "trooper3")
    texts = [panel.problems.item(i).text() for i in range(panel.problems.count())]
    assert any("Group 1 has 4 models" in t for t in texts)
    panel.models.item(0, 5).setText("2")  # trooper0 joins trooper3's old group…
    panel.set_group("trooper3", 2)  # …so groups 1 (3 models), 2 (2 models)
    assert [len(g) for g in panel.groups()] == [2, 2, 1, 1]
    panel.models.item(2, 5).setText("x")  # a typo names itself and changes nothing
    assert "'x' is no group number" in panel.problems.item(0).text()
    assert [len(g) for g in panel.groups()] == [2, 2, 1, 1]
    # the sheet prints the groups the player made
    window.heroes.load(tmp_path / "heroes.json")
    window.mission_die.set_value(1)
    assert window.print_sheet(tmp_path / "g.pdf") is not None


def test_a_list_built_in_the_force_editor_is_played_and_saved(window: Kt40kWindow,
                                                               tmp_path: Path) -> None:
    from app.rules.force_edit import add_model

    panel = window.heroes
    dialog = panel.editor_dialog(codex(), _force())
    assert dialog.document.points_limit == 250
    for entry in ("captain", "lord"):
        made = add_model(codex(), dialog.document.force, entry)
        dialog.document.apply("add_model", {"entry": entry}, made.force)
    panel.use_list(codex(), dialog.document.force)
    dialog.deleteLater()
    assert panel.file_label.text() == "(built here, not saved)"
    codes = [v.code for v in panel.loaded.report.violations]  # type: ignore[union-attr]
    assert codes == ["kt40k.wounds"]  # the Lord's 3 Wounds
    target = tmp_path / "built.json"
    assert panel.save_list(target)
    from app.rules.roster import parse_roster

    saved = parse_roster(target.read_bytes())
    assert [m.entry for m in saved.force.models] == ["captain", "lord"]
    assert panel.file_label.text() == "built.json"


def test_the_wheel_over_an_unfocused_result_changes_nothing(window: Kt40kWindow,
                                                             qtbot: QtBot) -> None:
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    window.show()
    window.mission_die.setFocus()
    combo = window.winner
    center = QPointF(combo.rect().center())
    wheel = QWheelEvent(center, QPointF(combo.mapToGlobal(center.toPoint())), QPoint(0, -120),
                        QPoint(0, -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(combo, wheel)
    assert combo.currentData() is None  # still "(not played yet)"


def test_esc_closes_and_asks_first_when_a_result_is_unrecorded(
        window: Kt40kWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.show()
    window.reject()  # Esc with nothing played: closes at once
    assert not window.isVisible()
    window.show()
    window.mission_die.set_value(2)
    window.winner.setCurrentIndex(window.winner.findData("heroes"))
    asked: list[str] = []

    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(args[2])
        return QMessageBox.StandardButton.Close

    monkeypatch.setattr(QMessageBox, "question", question)
    window.reject()
    assert len(asked) == 1 and not window.isVisible()  # asked once, then gone
