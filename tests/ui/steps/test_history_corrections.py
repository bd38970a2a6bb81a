"""The history names a correction with its reason and marks it; "Show the Force as it was"
opens a record's Force, read-only, from the campaign as it was right after that record."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from pytestqt.qtbot import QtBot

from app.model import Store
from app.rules import force_edit as fe
from app.ui.force_editor.snapshot_dialog import ForceSnapshotDialog
from app.ui.steps import history as history_module
from app.ui.steps.history import HistoryModel, HistoryView
from tests.ui.steps.test_history import ENTRIES, MODELS, PLAYERS, E

REASON = "The Scout bought after game 1 was never added"


def test_a_correction_reads_as_one_with_its_reason_and_a_mark(qapp: object,
                                                             qtmodeltester: Any) -> None:
    correction = E(8, "force_corrected",
                   {"action": "add_model", "entry": "scout", "reason": REASON,
                    "force": {"name": "Strike Force Ultor", "models": []}}, player_id=1)
    model = HistoryModel()
    model.set_entries([*ENTRIES, correction], PLAYERS, MODELS, {"scout": "Scout"})
    qtmodeltester.check(model)
    row = model.rowCount() - 1
    assert model.row_texts(row)[2] == (
        f"Correction of Strike Force Ultor: {REASON} (Add Scout)")
    assert model.is_correction(row) and not model.is_correction(0)
    icon = model.index(row, 2).data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(icon, QIcon) and not icon.isNull()
    assert model.index(0, 2).data(Qt.ItemDataRole.DecorationRole) is None
    assert "outside step 5" in model.index(row, 2).data(Qt.ItemDataRole.ToolTipRole)


@pytest.fixture
def store(shell_demo_store: Store) -> Store:
    """A fresh copy of the demo campaign (tests/ui/conftest.py), open."""
    return shell_demo_store


def _view(qtbot: QtBot, store: Store, cid: int) -> HistoryView:
    view = HistoryView()
    qtbot.addWidget(view)
    view.resize(1000, 500)
    view.load(store, cid)
    view.show()
    return view


def test_a_stored_correction_is_named_in_the_history(qtbot: QtBot, store: Store) -> None:
    cid = store.campaigns()[0].id
    alice = next(p.id for p in store.players(cid) if p.name == "Alice")
    tl = store.team_list(alice)
    force = fe.add_model(tl, store.force(alice), "scout").force
    store.correct_force(alice, force, REASON, action="add_model", inputs={"entry": "scout"})
    view = _view(qtbot, store, cid)
    last = view.model.rowCount() - 1
    what = view.model.row_texts(last)[2]
    # the player's reason comes before the edit: a cut line keeps it in view
    assert what.startswith("Correction of ") and what.endswith(f": {REASON} (Add Scout)")
    assert view.model.is_correction(last)


def test_show_the_force_as_it_was_before_a_later_recruit(qtbot: QtBot, store: Store,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    cid = store.campaigns()[0].id
    alice = next(p.id for p in store.players(cid) if p.name == "Alice")
    entries = store.history(cid)
    assert entries[-1].kind == "spend"  # the demo's last action recruits a Tactical Marine
    row = len(entries) - 2  # the record before it (Alice's Group roll)
    view = _view(qtbot, store, cid)
    assert not view.show_force_button.isEnabled()  # nothing selected yet
    view.table.selectRow(row)
    assert view.show_force_button.isEnabled()
    view.show_force_button.click()
    assert len(view.snapshot_dialogs) == 1
    dialog = view.snapshot_dialogs[0]
    assert isinstance(dialog, ForceSnapshotDialog) and dialog.isVisible()
    then = dialog.editor.document.force
    now = store.force(alice)
    assert {m.uid for m in now.models} - {m.uid for m in then.models} == {"t10"}
    assert dialog.editor.read_only
    when, _player, what, _dice = view.model.row_texts(row)
    assert when in dialog.windowTitle() and what in dialog.heading.text()
    assert what not in dialog.windowTitle()  # too long for a title bar: the heading has it
    assert store.force(alice) == now  # the store is untouched
    dialog.close()
    assert view.snapshot_dialogs == []

    # A record of no player (a game) asks whose Force.
    game_row = next(r for r, e in enumerate(entries) if e.kind == "game")
    asked: list[list[str]] = []

    def choose(_parent: object, _title: str, players: Any) -> int:
        asked.append([p.name for p in players])
        return int(players[1].id)

    monkeypatch.setattr(history_module, "CHOOSE_PLAYER", choose)
    shown = view.show_force(game_row)
    assert isinstance(shown, ForceSnapshotDialog)
    assert asked == [["Alice", "Bob", "Chloé"]]
    assert shown.document.player_id != alice
    shown.close()


def test_a_language_switch_names_the_entries_in_the_new_language(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Switched from French to Russian, the timeline said "Recruter" in Russian words but kept
    "Space Marine Tactique": the Team List names were read once, at load."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from app.ui.steps import common

    cid = store.campaigns()[0].id
    view = _view(qtbot, store, cid)
    recruit = next(r for r, e in enumerate(store.history(cid))
                   if e.kind == "spend" and "tactical_marine" in str(e.summary.get("lines")))
    assert "Tactical Marine" in view.model.row_texts(recruit)[2]
    monkeypatch.setattr(common, "current_language", lambda: "fr")
    QCoreApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
    assert "Space Marine Tactique" in view.model.row_texts(recruit)[2]


def test_print_the_team_sheet_of_a_past_game(qtbot: QtBot, store: Store, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The History prints the Team Sheet of game 1 (the File menu prints only the last game's),
    from the campaign as it was then."""
    from app.ui import sheet_export

    cid = store.campaigns()[0].id
    alice = next(p.id for p in store.players(cid) if p.name == "Alice")
    entries = store.history(cid)
    games = {g.number: g.id for g in store.games(cid)}
    view = _view(qtbot, store, cid)
    calls: list[tuple[int, int]] = []

    def export(_parent: object, _store: object, game_id: int, player_id: int,
               **_kw: object) -> str:
        calls.append((game_id, player_id))
        return "job"

    monkeypatch.setattr(sheet_export, "export_team_sheet", export)
    first_team = next(r for r, e in enumerate(entries) if e.kind == "team")
    view.table.selectRow(first_team)
    assert view.team_sheet_button.isEnabled()
    view.team_sheet_button.click()
    assert calls == [(games[1], alice)]  # Alice's Team was for game 1

    injuries = [r for r, e in enumerate(entries) if e.kind == "injuries"]
    assert view.print_team_sheet(injuries[-1]) == "job"
    assert calls[-1] == (games[2], entries[injuries[-1]].player_id)

    # A game record has no player: whose Team Sheet is asked, among its two players.
    asked: list[object] = []

    def choose(_parent: object, _title: str, players: Any, question: str = "") -> int:
        asked.append(question)
        return int(players[-1].id)

    monkeypatch.setattr(history_module, "CHOOSE_PLAYER", choose)
    game_row = next(r for r, e in enumerate(entries) if e.kind == "game")
    view.print_team_sheet(game_row)
    assert calls[-1][0] == games[1] and calls[-1][1] != alice
    assert asked == ["Whose Team Sheet?"]

    # Records of no game print nothing.
    view.table.selectRow(0)
    assert not view.team_sheet_button.isEnabled()
    assert view.print_team_sheet(0) is None


def test_the_team_sheet_of_game_1_is_written_from_the_history(
        qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    cid = store.campaigns()[0].id
    entries = store.history(cid)
    view = _view(qtbot, store, cid)
    first_team = next(r for r, e in enumerate(entries) if e.kind == "team")
    target = tmp_path / "game1.pdf"
    view.export_options = {"path": target, "open_viewer": False}
    job = view.print_team_sheet(first_team)
    assert job is not None
    with qtbot.wait_signal(job.finished, timeout=30000):  # type: ignore[attr-defined]
        pass
    assert target.read_bytes().startswith(b"%PDF")
