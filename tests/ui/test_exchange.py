"""Campaign files, Force roster files and backups from the main window's menus (real store;
file choosers and message boxes replaced)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from app.model import Changes, Store, StoreLockedError, find_backups, integrity_check
from app.model.demo import DEMO_NAME
from app.ui import errors
from app.ui.campaigns.exchange import RestoreDialog
from app.ui.main_window import MainWindow

MakeWindow = Callable[[Store], MainWindow]


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the information boxes shown."""
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _p, _t, text, *a, **k: texts.append(text))
    return texts


@pytest.fixture
def store_errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The store errors shown in words."""
    texts: list[str] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, _t, text, _d: texts.append(text))
    return texts


def save_to(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))


def open_from(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


def answer(monkeypatch: pytest.MonkeyPatch, button: QMessageBox.StandardButton) -> list[str]:
    asked: list[str] = []

    def question(_p: object, _t: str, text: str, *a: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def campaign_names(window: MainWindow) -> list[str]:
    model = window.campaign_list.model
    return [model.row_at(i).name for i in range(model.rowCount())]


def test_export_then_import_a_campaign_on_another_database(
        shell_demo_store: Store, shell_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, told: list[str]) -> None:
    w = shell_window(shell_demo_store)
    cid = w.current_campaign_id()
    assert cid is not None and w.acts.export_campaign.isEnabled()
    out = tmp_path / "out"
    out.mkdir()
    save_to(monkeypatch, out / "vigil.forcesheet.json")
    w.acts.export_campaign.trigger()
    exported = out / "vigil.forcesheet.json"
    assert exported.is_file() and str(exported) in told[-1]
    players = [(p.name, p.force_name, p.models) for p in shell_demo_store.players(cid)]
    games = len(shell_demo_store.games(cid))
    assert games >= 2

    # Another laptop: an empty database, File ▸ Import campaign…
    with Store.open(tmp_path / "other.sqlite", daily_backup=False) as other:
        w2 = shell_window(other)
        assert w2.stack.currentWidget() is w2.welcome
        open_from(monkeypatch, exported)
        w2.acts.import_campaign.trigger()
        new = w2.current_campaign_id()
        assert new is not None and w2.stack.currentWidget() is w2.campaign_view
        assert campaign_names(w2) == [DEMO_NAME]
        view = w2.campaign_view
        assert [(view.players_model.row_at(i).name, view.players_model.row_at(i).force_name,
                 view.players_model.row_at(i).models)
                for i in range(view.players_model.rowCount())] == players
        assert len(other.games(new)) == games
        assert other.check_invariants(new) == []
        w2.close()


def test_a_broken_campaign_file_is_explained_and_changes_nothing(
        shell_demo_store: Store, shell_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, store_errors: list[str]) -> None:
    w = shell_window(shell_demo_store)
    before = campaign_names(w)
    shown = w.current_campaign_id()
    broken = tmp_path / "broken.forcesheet.json"
    broken.write_text('{"format": "forcesheet-campaign", "version": 1, "campaign": 3}')
    open_from(monkeypatch, broken)
    w.acts.import_campaign.trigger()
    assert len(store_errors) == 1
    assert "broken.forcesheet.json" in store_errors[0]
    assert "Nothing was imported" in store_errors[0]
    assert campaign_names(w) == before
    assert [c.name for c in shell_demo_store.campaigns()] == before
    assert w.current_campaign_id() == shown
    # Not JSON at all: the same clear error.
    broken.write_bytes(b"\x00\xffnot json")
    w.acts.import_campaign.trigger()
    assert len(store_errors) == 2 and "broken.forcesheet.json" in store_errors[1]
    assert [c.name for c in shell_demo_store.campaigns()] == before


def test_force_roster_export_and_import(shell_demo_store: Store, shell_window: MakeWindow,
                                        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        told: list[str], store_errors: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    cid = w.current_campaign_id()
    assert cid is not None
    marines = next(p for p in store.players(cid) if p.team_list_id == "space_marines")
    other = next(p for p in store.players(cid) if p.team_list_id != "space_marines")
    original = sorted(m.entry for m in store.force(marines.id).models)
    assert original
    w.campaign_view.select_player(marines.id)
    save_to(monkeypatch, tmp_path / "anything.roster.json")
    w.acts.export_force.trigger()
    rosters = list(tmp_path.glob("*.roster.json"))
    assert len(rosters) == 1 and str(rosters[0]) in told[-1]

    # Onto an (empty) player of the same Team List: replaces the Force, undoable.
    empty = store.add_player(cid, "Cal", "space_marines", "Fresh")
    w.operations.notify(Changes(campaigns=frozenset({cid}), players=frozenset({empty}),
                             history=frozenset({cid})))
    assert w.campaign_view.select_player(empty)
    open_from(monkeypatch, rosters[0])
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    w.acts.import_force.trigger()
    assert asked == []  # an empty Force has nothing to replace: no question
    assert sorted(m.entry for m in store.force(empty).models) == original
    assert w.campaign_view.players_model.row_at(
        w.campaign_view.players_model.row_of(empty)).models == len(original)
    assert store.check_invariants(cid) == []
    w.acts.undo.trigger()
    assert store.force(empty).models == ()

    # Without a selected player: a new player with that Force.
    w.campaign_view.players.clearSelection()
    count = len(store.players(cid))
    w.acts.import_force.trigger()
    players = store.players(cid)
    assert len(players) == count + 1
    added = players[-1]
    assert added.team_list_id == "space_marines"
    assert sorted(m.entry for m in store.force(added.id).models) == original
    assert w.campaign_view.current_player_id() == added.id

    # A roster of another Team List is refused in words; the Force stays as it was.
    before = store.force(other.id)
    w.campaign_view.select_player(other.id)
    w.acts.import_force.trigger()
    assert len(store_errors) == 1 and rosters[0].name in store_errors[0]
    assert store.force(other.id) == before


def test_backup_now_writes_a_verified_backup(shell_demo_store: Store, shell_window: MakeWindow,
                                             told: list[str]) -> None:
    w = shell_window(shell_demo_store)
    assert find_backups(shell_demo_store.path) == []
    w.acts.backup_now.trigger()
    backups = find_backups(shell_demo_store.path)
    assert len(backups) == 1
    assert str(backups[0].path) in told[-1]
    assert integrity_check(backups[0].path) == ["ok"]
    with Store.open(backups[0].path, daily_backup=False) as copy:
        assert [c.name for c in copy.campaigns()] == [DEMO_NAME]


def test_restore_puts_a_backup_back_and_the_window_shows_it(
        shell_demo_store: Store, shell_window: MakeWindow, monkeypatch: pytest.MonkeyPatch,
        told: list[str]) -> None:
    store = shell_demo_store
    db = Path(store.path)
    w = shell_window(store)
    demo = w.current_campaign_id()
    assert demo is not None
    store.backup("manual")
    # After the backup: a new campaign, and the demo renamed.
    w.operations.run(lambda: store.rename_campaign(demo, "Renamed after the backup"))
    w.commands.run_dialog = lambda _d: False
    later = store.create_campaign("Made after the backup")
    w.operations.notify(Changes(campaigns=frozenset({later}), campaign_list=True))
    assert sorted(campaign_names(w)) == ["Made after the backup", "Renamed after the backup"]
    w.commands.open_force(store.players(demo)[0].id)
    assert w.commands.force_windows

    # Cancelled in the list, or at the confirmation: nothing happens.
    seen: list[QDialog] = []
    w.commands.run_dialog = lambda d: seen.append(d) or False
    w.acts.restore_backup.trigger()
    assert isinstance(seen[0], RestoreDialog) and seen[0].list.topLevelItemCount() == 1
    assert "Renamed after the backup" in campaign_names(w)

    def choose(dialog: QDialog) -> bool:
        assert isinstance(dialog, RestoreDialog)
        dialog.select(0)
        assert dialog.chosen() is not None
        return True

    w.commands.run_dialog = choose
    answer(monkeypatch, QMessageBox.StandardButton.No)
    w.acts.restore_backup.trigger()
    assert w.store is store

    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    w.acts.restore_backup.trigger()
    assert asked
    assert w.store is not store  # opened again on the restored file
    assert w.operations.store is w.store and w.commands.store is w.store
    assert not w.commands.force_windows
    assert "restored" in told[-1]
    assert campaign_names(w) == [DEMO_NAME]
    assert w.campaign_view.campaign is not None and w.campaign_view.campaign.name == DEMO_NAME
    assert w.campaign_view.players_model.rowCount() == len(w.store.players(demo))
    assert DEMO_NAME in w.windowTitle()
    assert list(db.parent.glob(db.name + ".replaced-*"))  # the file as it was, kept
    # The lock is held again by the reopened store…
    with pytest.raises(StoreLockedError):
        Store.open(db, daily_backup=False)
    # …and the window keeps working on it.
    w.operations.run(lambda: w.store.rename_campaign(demo, "After the restore"))
    assert campaign_names(w) == ["After the restore"]
    w.close()
    with Store.open(db, daily_backup=False) as again:  # released when the window closed
        assert [c.name for c in again.campaigns()] == ["After the restore"]


def test_restore_dialog_lists_backups_newest_first(shell_demo_store: Store,
                                                    shell_window: MakeWindow) -> None:
    w = shell_window(shell_demo_store)
    shell_demo_store.backup("manual")
    shell_demo_store.backup("daily")
    dialog = RestoreDialog(find_backups(shell_demo_store.path), w)
    assert dialog.list.topLevelItemCount() == 2
    assert dialog.list.topLevelItem(0).text(2) == "daily"
    assert dialog.list.topLevelItem(1).text(2) == "by hand"
    assert dialog.list.topLevelItem(0).text(1).endswith("B")  # a size
    assert dialog.chosen() == find_backups(shell_demo_store.path)[0]
