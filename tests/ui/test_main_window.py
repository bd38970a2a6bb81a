"""The main window against the real store: first run, demo, campaigns, players, undo, restart."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from app.model import Store
from app.model.demo import DEMO_NAME
from app.rules.campaign import GameRecord, PlayerGame
from app.ui.campaigns.dialogs import NewCampaignDialog, NewPlayerDialog
from app.ui.main_window import MainWindow
from app.ui.settings import LAST_CAMPAIGN, Settings, geometry_option

MakeWindow = Callable[[Store], MainWindow]


def fill_new_campaign(name: str, mode: str = "random") -> Callable[[QDialog], bool]:
    def drive(dialog: QDialog) -> bool:
        assert isinstance(dialog, NewCampaignDialog)
        dialog.name.setText(name)
        dialog.form.mode.setCurrentIndex(dialog.form.mode.findData(mode))
        if mode != "random":
            dialog.form.example_button.click()
        assert dialog.is_valid()
        return True

    return drive


def fill_new_player(name: str, force: str, teamlist: str) -> Callable[[QDialog], bool]:
    def drive(dialog: QDialog) -> bool:
        assert isinstance(dialog, NewPlayerDialog)
        dialog.name.setText(name)
        dialog.force_name.setText(force)
        dialog.select_team_list(teamlist)
        return True

    return drive


def make_campaign_with_two_players(window: MainWindow) -> int:
    window.commands.run_dialog = fill_new_campaign("Siege of Vraks", "storyline")
    cid = window.new_campaign()
    assert cid is not None
    window.commands.run_dialog = fill_new_player("Ann", "Strike Force Aquila", "space_marines")
    window.acts.new_player.trigger()
    window.commands.run_dialog = fill_new_player("Bob", "Waaagh Gorbag", "orks")
    window.acts.new_player.trigger()
    return cid


def test_first_run_offers_new_campaign_and_demo(shell_store: Store, shell_window: MakeWindow,
                                                qtbot: QtBot) -> None:
    w = shell_window(shell_store)
    assert w.stack.currentWidget() is w.welcome
    assert w.welcome.new_button.isVisible() and w.welcome.demo_button.isVisible()
    assert w.welcome.demo_button.text() == "Open the demo campaign"
    assert not w.acts.new_player.isEnabled()
    with qtbot.wait_signal(w.commands.demo_ready, timeout=60_000) as blocker:
        w.welcome.demo_button.click()  # the demo is played in a worker thread…
        progress = w.commands._demo_progress
        assert progress is not None and progress.isVisible()  # …behind a progress dialog
    assert blocker.args[0] is not None
    assert w.commands._demo_progress is None
    assert w.stack.currentWidget() is w.campaign_view
    assert w.campaign_view.campaign is not None
    assert w.campaign_view.campaign.name == DEMO_NAME
    assert w.campaign_view.players_model.rowCount() >= 2
    assert w.campaign_view.standings_model.rowCount() == 0  # read when first shown
    w.campaign_view.tabs.setCurrentWidget(w.campaign_view.standings)
    assert w.campaign_view.standings_model.rowCount() >= 2
    assert DEMO_NAME in w.windowTitle()
    # Opening it again selects the same campaign rather than making a second one.
    assert w.open_demo() == w.current_campaign_id()
    assert sum(c.name == DEMO_NAME for c in shell_store.campaigns()) == 1


def test_create_campaign_with_two_players_from_two_team_lists(
        shell_store: Store, shell_window: MakeWindow) -> None:
    w = shell_window(shell_store)
    cid = make_campaign_with_two_players(w)
    view = w.campaign_view
    rows = view.players_model.rows()
    assert [(r.name, r.force_name, r.team_list_id) for r in rows] == [
        ("Ann", "Strike Force Aquila", "space_marines"), ("Bob", "Waaagh Gorbag", "orks")]
    model = view.players_model
    assert model.index(0, 2).data().startswith("Space Marines")
    assert model.index(1, 2).data().startswith("Orks")
    assert model.index(0, 3).data() == "Base Camp"
    assert model.index(0, 4).data() == "200"
    assert shell_store.campaign(cid).settings.mission_mode == "storyline"
    assert shell_store.campaign(cid).settings.missions  # the example storyline
    assert w.campaign_list.model.rowCount() == 1
    assert w.campaign_list.model.index(0, 1).data() == "2"  # players counted in the list
    view.tabs.setCurrentWidget(view.standings)
    assert view.standings_model.rowCount() == 2
    assert all(b.isEnabled() for b in view.step_buttons.values())


def test_rename_archive_delete_with_confirmation(shell_store: Store, shell_window: MakeWindow,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    w = shell_window(shell_store)
    cid = make_campaign_with_two_players(w)
    panel = w.campaign_list
    assert panel.select(cid)
    monkeypatch.setattr(QInputDialog, "getText",
                        lambda *a, **k: ("The Long War", True))
    panel.rename_button.click()
    assert shell_store.campaign(cid).name == "The Long War"
    assert panel.model.index(0, 0).data() == "The Long War"
    assert "The Long War" in w.windowTitle()

    panel.archive_button.click()
    assert shell_store.campaign(cid).archived
    assert panel.model.rowCount() == 0  # archived campaigns are out of sight…
    assert "archived" in w.campaign_view.subtitle.text()  # …while it stays open
    assert not w.campaign_view.step_buttons["build_team"].isEnabled()
    panel.show_archived.setChecked(True)
    assert "(archived)" in panel.model.index(0, 0).data()
    assert panel.select(cid)
    assert panel.archive_button.text() == "Unarchive"
    panel.archive_button.click()
    assert not shell_store.campaign(cid).archived
    assert panel.archive_button.text() == "Archive"

    asked: list[str] = []

    def answer(result: QMessageBox.StandardButton) -> Callable[..., QMessageBox.StandardButton]:
        def question(_parent: object, _title: str, text: str, *_a: object) -> object:
            asked.append(text)
            return result

        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    assert not panel.delete_current()
    assert [c.id for c in shell_store.campaigns()] == [cid]
    assert "The Long War" in asked[0] and "cannot be undone" in asked[0]
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    assert panel.delete_current()
    assert shell_store.campaigns() == []
    assert panel.model.rowCount() == 0
    assert w.stack.currentWidget() is w.welcome


def test_undo_and_redo_through_the_actions(shell_store: Store,
                                           shell_window: MakeWindow) -> None:
    w = shell_window(shell_store)
    make_campaign_with_two_players(w)
    view = w.campaign_view
    assert view.players_model.rowCount() == 2
    view.tabs.setCurrentWidget(view.standings)
    assert w.acts.undo.isEnabled() and not w.acts.redo.isEnabled()
    assert w.acts.undo.text() == "&Undo: Player added"
    assert w.acts.undo.shortcut().toString() == "Ctrl+Z"
    assert w.acts.redo.shortcut().toString() == "Ctrl+Shift+Z"

    w.acts.undo.trigger()
    assert [r.name for r in view.players_model.rows()] == ["Ann"]
    assert w.acts.redo.isEnabled()
    assert w.acts.redo.text() == "&Redo: Player added"
    assert view.standings_model.rowCount() == 1
    w.acts.redo.trigger()
    assert [r.name for r in view.players_model.rows()] == ["Ann", "Bob"]
    assert not w.acts.redo.isEnabled()
    # The history tab shows the actions, undo and redo included.
    view.show_history()
    assert view.history_view is not None
    history = view.history_view.model  # type: ignore[attr-defined]
    texts = [history.index(r, 2).data() for r in range(history.rowCount())]
    assert any("Redo" in t for t in texts) and any("Undo" in t for t in texts)


def test_restart_finds_everything(shell_db: Path, shell_window: MakeWindow,
                                  qtbot: QtBot) -> None:
    store = Store.open(shell_db, daily_backup=False)
    w = shell_window(store)
    cid = make_campaign_with_two_players(w)
    w.commands.run_dialog = fill_new_campaign("Second campaign")
    other = w.new_campaign()
    assert other is not None
    w.campaign_list.select(cid)  # the user goes back to the first one
    assert w.current_campaign_id() == cid
    w.resize(790, 610)
    w.close()
    store.close()

    store = Store.open(shell_db, daily_backup=False)
    try:
        w2 = shell_window(store)
        assert w2.current_campaign_id() == cid  # the last campaign, restored
        assert (w2.size().width(), w2.size().height()) == (790, 610)
        rows = w2.campaign_view.players_model.rows()
        assert [(r.name, r.team_list_id) for r in rows] == [("Ann", "space_marines"),
                                                           ("Bob", "orks")]
        assert w2.campaign_list.model.rowCount() == 2
        assert w2.acts.undo.isEnabled()  # the history survives the restart
        w2.acts.undo.trigger()
        assert [r.name for r in w2.campaign_view.players_model.rows()] == ["Ann"]
        w2.close()
    finally:
        store.close()


def test_the_selected_player_of_each_campaign_is_selected_again_after_a_restart(
        shell_db: Path, shell_window: MakeWindow) -> None:
    store = Store.open(shell_db, daily_backup=False)
    w = shell_window(store)
    cid = make_campaign_with_two_players(w)
    ann, bob = (w.campaign_view.players_model.row_at(i).id for i in (0, 1))
    w.campaign_view.select_player(ann)
    w.commands.run_dialog = fill_new_campaign("Second campaign")
    other = w.new_campaign()
    assert other is not None
    w.campaign_list.select(cid)
    assert w.campaign_view.current_player_id() == ann
    w.campaign_view.select_player(bob)
    w.campaign_list.select(other)
    assert w.campaign_view.current_player_id() is None  # a campaign without players
    w.campaign_list.select(cid)
    assert w.campaign_view.current_player_id() == bob  # coming back: Bob, still
    w.close()
    store.close()

    store = Store.open(shell_db, daily_backup=False)
    try:
        w2 = shell_window(store)
        assert w2.current_campaign_id() == cid
        assert w2.campaign_view.current_player_id() == bob  # after the restart too
        assert w2.campaign_view.open_force_button.isEnabled()
        w2.close()
    finally:
        store.close()


def test_a_remembered_player_that_is_gone_selects_nothing() -> None:
    from app.ui.settings import REMEMBERED_PLAYERS, remember_player, remembered_players

    raw = remember_player(remember_player("", 1, 5), 2, 7)
    assert remembered_players(raw) == {1: 5, 2: 7}
    raw = remember_player(raw, 1, 6)  # chosen again: the newest
    assert list(remembered_players(raw).items()) == [(2, 7), (1, 6)]
    assert remembered_players("junk,3:x,4:9") == {4: 9}
    for campaign in range(100):
        raw = remember_player(raw, campaign + 10, 1)
    assert len(remembered_players(raw)) == REMEMBERED_PLAYERS


def test_window_state_is_saved_in_the_settings(shell_demo_store: Store,
                                               shell_window: MakeWindow) -> None:
    w = shell_window(shell_demo_store)
    cid = w.open_demo()
    w.close()
    settings = Settings()
    assert settings.get(LAST_CAMPAIGN) == str(cid)
    geometry, state = geometry_option("main_window")
    assert settings.get(geometry) and settings.get(state)
    assert w.restoreGeometry(QByteArray(settings.get(geometry)))


def test_campaign_settings_dialog_updates_the_campaign(shell_store: Store,
                                                       shell_window: MakeWindow) -> None:
    w = shell_window(shell_store)
    make_campaign_with_two_players(w)

    def drive(dialog: QDialog) -> bool:
        form = dialog.form  # type: ignore[attr-defined]
        form.mode.setCurrentIndex(form.mode.findData("random"))
        form.rounding.setCurrentIndex(form.rounding.findData("ceil"))
        form.knocked_out.setChecked(True)
        return True

    w.commands.run_dialog = drive
    w.acts.campaign_settings.trigger()
    settings = shell_store.campaign(w.current_campaign_id() or 0).settings
    assert (settings.mission_mode, settings.underdog_rounding, settings.knocked_out) == (
        "random", "ceil", True)
    assert "Random (D6)" in w.campaign_view.subtitle.text()
    assert w.acts.undo.text() == "&Undo: Campaign settings changed"


def test_step_buttons_reach_the_step_dialogs(shell_demo_store: Store, shell_window: MakeWindow,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from app.ui.steps.game import RecordGameDialog
    from app.ui.steps.injuries import InjuriesDialog
    from app.ui.steps.rewards import RewardsDialog
    from app.ui.steps.spend import SpendDialog
    from app.ui.steps.team import BuildTeamDialog

    shell_store = shell_demo_store
    w = shell_window(shell_store)
    assert w.current_campaign_id() == w.open_demo()  # the newest campaign opens at start
    view = w.campaign_view
    view.select_player(view.players_model.row_at(0).id)
    opened: list[type] = []

    def cancel(dialog: QDialog) -> bool:
        opened.append(type(dialog))
        return False

    w.commands.run_dialog = cancel
    for step in ("build_team", "spend_rp"):
        view.step_buttons[step].click()
    assert opened == [BuildTeamDialog, SpendDialog]
    # Steps 2-4 need a game in the right state: build both Teams, record, then continue.
    alice, bob = [r.id for r in view.players_model.rows()][:2]
    assert shell_store.save_team(alice, ["sgt", "t0", "t4", "t5", "t6", "t7", "t10"]).ok
    bob_team = ["champ", "chosen", *(f"c1.{i}" for i in range(5)), *(f"m{i}" for i in range(5))]
    assert shell_store.save_team(bob, bob_team).ok
    view.step_buttons["play_game"].click()
    assert opened[-1] is RecordGameDialog
    # Record the game through the store; steps 3 and 4 then find it.
    cid = w.current_campaign_id()
    assert cid is not None
    alice_team = ("sgt", "t0", "t4", "t5", "t6", "t7", "t10")
    game = GameRecord(shell_store.next_mission(cid, [3]), (
        PlayerGame(str(alice), alice_team), PlayerGame(str(bob), tuple(bob_team))),
        winner=str(alice))
    recorded = shell_store.record_game(cid, game)
    assert recorded.ok and recorded.id is not None
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text, *a: told.append(text))
    opened.clear()
    view.step_buttons["injuries"].click()
    assert opened == [InjuriesDialog]
    view.step_buttons["rp_renown"].click()  # refused in words: injuries first
    assert opened == [InjuriesDialog]
    assert told == ["Roll the injuries of both players of game 3 first (step 3)."]
    for pid in (alice, bob):
        assert shell_store.apply_injuries(recorded.id, pid, []).ok
    view.step_buttons["rp_renown"].click()
    assert opened == [InjuriesDialog, RewardsDialog]


def test_about_and_settings_open_from_the_menus(shell_store: Store,
                                                shell_window: MakeWindow) -> None:
    from app.ui.about import AboutDialog
    from app.ui.settings_dialog import SettingsDialog

    w = shell_window(shell_store)
    seen: list[QDialog] = []
    w.commands.run_dialog = lambda d: seen.append(d) or False
    w.acts.about.trigger()
    w.acts.settings.trigger()
    assert isinstance(seen[0], AboutDialog) and isinstance(seen[1], SettingsDialog)
    assert w.acts.settings.shortcut().toString() == "Ctrl+,"
    assert w.acts.quit.shortcut().toString() == "Ctrl+Q"
    assert w.acts.new_campaign.shortcut().toString() == "Ctrl+N"


def test_print_reaches_the_pdf_export(shell_demo_store: Store, shell_window: MakeWindow,
                                      qtbot: QtBot, tmp_path: Path) -> None:
    w = shell_window(shell_demo_store)
    view = w.campaign_view
    view.select_player(view.players_model.row_at(0).id)
    target = tmp_path / "alice.pdf"
    w.commands.export_options = {"path": target, "open_viewer": False}
    view.force_sheet_action.trigger()
    job = w.commands.exports[-1]
    with qtbot.wait_signal(job.finished, timeout=30_000):  # type: ignore[attr-defined]
        pass
    assert target.read_bytes().startswith(b"%PDF")
    everyone = tmp_path / "all.pdf"
    w.commands.export_options = {"path": everyone, "open_viewer": False}
    w.acts.export_campaign_sheets.trigger()
    with qtbot.wait_signal(w.commands.exports[-1].finished, timeout=30_000):  # type: ignore[attr-defined]
        pass
    assert everyone.stat().st_size > target.stat().st_size


def test_restart_on_a_played_campaign_shows_the_same_state(
        shell_demo_store: Store, shell_window: MakeWindow) -> None:
    """Players, standings, history and Forces after a restart are those before it."""
    store = shell_demo_store

    def snapshot(w: MainWindow) -> tuple[object, ...]:
        view = w.campaign_view
        view.tabs.setCurrentWidget(view.standings)
        view.show_history()
        history = view.history_view.model  # type: ignore[union-attr]
        rows = [tuple(history.index(r, c).data() for c in range(history.columnCount()))
                for r in range(history.rowCount())]
        forces = {p.id: store_now.force(p.id) for p in view.players_model.rows()}
        return (w.current_campaign_id(), view.players_model.rows(),
                view.standings_model.rows(), rows, forces, w.acts.undo.text())

    store_now = store
    w = shell_window(store)
    before = snapshot(w)
    assert len(before[3]) > 10  # the demo's history
    w.close()
    path = store.path
    store.close()
    store_now = Store.open(path, daily_backup=False)
    try:
        w2 = shell_window(store_now)
        assert snapshot(w2) == before
        w2.close()
    finally:
        store_now.close()


def test_rename_player_is_one_dialog_with_both_names(shell_store: Store,
                                                     shell_window: MakeWindow) -> None:
    from app.ui.campaigns.commands import RenamePlayerDialog

    w = shell_window(shell_store)
    cid = make_campaign_with_two_players(w)
    pid = shell_store.players(cid)[0].id
    seen: list[RenamePlayerDialog] = []

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, RenamePlayerDialog)
        seen.append(dialog)
        dialog.name.setText("")
        assert not dialog.ok.isEnabled()  # a player needs a name
        dialog.name.setText("Ann the Bold")
        dialog.force_name.setText("Hunters")
        return True

    w.commands.run_dialog = fill
    assert w.commands.rename_player(pid)
    assert len(seen) == 1 and seen[0].minimumWidth() >= 380
    summary = shell_store.player_summary(pid)
    assert (summary.name, summary.force_name) == ("Ann the Bold", "Hunters")


def test_the_status_bar_is_there_from_the_start_so_nothing_jumps(
        qtbot: QtBot, shell_store: Store, shell_window: Callable[[Store], MainWindow]) -> None:
    """The Xvfb game night: the first "Undone." made the status bar, and the whole window's
    content jumped up by its height."""
    w = shell_window(shell_store)
    qtbot.waitExposed(w)
    assert w.status.isVisible()
    before = w.centralWidget().geometry()
    w.statusBar().showMessage("Undone.", 4000)
    qtbot.wait(10)
    assert w.centralWidget().geometry() == before


def test_the_toolbar_undo_button_keeps_its_word_and_names_the_action_in_its_tooltip(
        shell_store: Store, shell_window: MakeWindow, qtbot: QtBot) -> None:
    """The Edit menu says what Undo undoes; the toolbar's button keeps "Undo" (a button
    growing and shrinking with each action's name moved the toolbar and repainted the window
    after every action) and says it in its tooltip."""
    from PySide6.QtWidgets import QToolBar, QToolButton

    w = shell_window(shell_store)
    toolbar = w.findChild(QToolBar, "main_toolbar")
    assert isinstance(toolbar, QToolBar)
    button = toolbar.widgetForAction(w.acts.undo)
    assert isinstance(button, QToolButton)
    assert button.text() == "Undo" and not w.acts.undo.isEnabled()
    width = button.sizeHint().width()
    make_campaign_with_two_players(w)
    assert w.acts.undo.isEnabled()
    assert w.acts.undo.text().startswith("&Undo: ")  # the menu names the action
    assert button.text() == "Undo" and button.sizeHint().width() == width
    assert button.toolTip() == w.acts.undo.text().replace("&", "")
    w.switch_language("fr")
    try:
        from PySide6.QtWidgets import QApplication

        QApplication.processEvents()  # (LanguageChange is posted to each window)
        assert button.text() == "Annuler", (w.acts.undo.text(), w.acts.undo.iconText())
        assert w.acts.undo.text() != "Annuler"
    finally:
        w.switch_language("en")


def test_the_window_and_opening_a_campaign_read_the_campaigns_once(
        shell_demo_store: Store, shell_window: MakeWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The campaign list, the campaign view and the title share one read of the campaigns
    when the window is made, and when a campaign is opened (three reads before)."""
    store = shell_demo_store
    reads: list[int] = []
    campaigns = store.campaigns
    monkeypatch.setattr(store, "campaigns", lambda: (reads.append(1), campaigns())[1])
    w = shell_window(store)
    assert w.current_campaign_id() is not None
    assert len(reads) == 1
    reads.clear()
    cid = w.current_campaign_id()
    w.open_campaign(None)
    w.open_campaign(cid)
    assert len(reads) == 2 and w.current_campaign_id() == cid


def test_a_long_history_is_read_once_the_campaign_is_shown(
        shell_demo_store: Store, shell_window: MakeWindow, qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening a campaign with the History tab shown: a long history is read one turn of the
    event loop after the campaign (the two together held the GUI for 100 ms at 1,000 games),
    after the window's own posted events (its repaint), by a timer; meanwhile the tab shows
    none of the previous campaign's records. Its players' names come from the campaign view:
    the players are read once for both."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    store = shell_demo_store
    w = shell_window(store)
    demo = w.current_campaign_id()
    assert demo is not None
    w.commands.run_dialog = fill_new_campaign("Empty one")
    other = w.new_campaign()
    assert other is not None
    w.campaign_view.show_history()
    QApplication.processEvents()
    view = w.campaign_view.history_view
    assert view is not None and view.campaign_id() == other  # type: ignore[attr-defined]
    short = view.model.rowCount()  # type: ignore[attr-defined]
    monkeypatch.setattr(MainWindow, "HISTORY_LATER_FROM", short + 1)
    reads: list[int] = []
    players = store.players

    def counted(campaign_id: int) -> Any:
        reads.append(campaign_id)
        return players(campaign_id)

    monkeypatch.setattr(store, "players", counted)
    w.open_campaign(demo)
    assert view.model.rowCount() == 0  # type: ignore[attr-defined]  # not "Empty one"'s
    QCoreApplication.sendPostedEvents()  # (Qt posts a 0 ms single shot as one of these)
    assert view.model.rowCount() == 0  # type: ignore[attr-defined]  # not before them
    qtbot.waitUntil(lambda: view.campaign_id() == demo)  # type: ignore[attr-defined]
    assert view.model.rowCount() == len(store.history(demo))  # type: ignore[attr-defined]
    view.repaint()  # (the rows in view put into words: the names of their players)
    assert reads == [demo]
    w.open_campaign(other)  # a short one: at once
    assert view.campaign_id() == other  # type: ignore[attr-defined]
    assert view.model.rowCount() == short  # type: ignore[attr-defined]


def test_a_silent_select_selects_the_row_without_opening_it(shell_store: Store,
                                                            shell_window: MakeWindow) -> None:
    """``select(emit=False)`` (the window opening a campaign itself) selects and repaints the
    row but tells no one; a select that emits opens the campaign."""
    w = shell_window(shell_store)
    first = make_campaign_with_two_players(w)
    second = make_campaign_with_two_players(w)
    panel = w.campaign_list
    opened: list[object] = []
    panel.campaign_selected.connect(opened.append)
    assert panel.select(first, emit=False)
    assert panel.current_id() == first and opened == []
    assert panel.rename_button.isEnabled()  # the buttons follow the selection all the same
    assert panel.select(second)
    assert panel.current_id() == second and opened == [second]
