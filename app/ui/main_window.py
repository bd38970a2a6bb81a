"""The main window: a thin shell around the campaign list and the campaign view.

It owns the menus, the toolbar and the window state (geometry, last campaign); what actions do
lives in :mod:`app.ui.campaigns.commands`, the views in :mod:`app.ui.campaigns`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QPaintEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QStackedWidget, QWidget

from app.model import Changes
from app.ui.campaigns.actions import ShellActions, ShellMenus
from app.ui.campaigns.campaign_list import CampaignListPanel
from app.ui.campaigns.campaign_view import CampaignView
from app.ui.campaigns.commands import CampaignCommands
from app.ui.campaigns.exchange import ExchangeCommands
from app.ui.campaigns.welcome import WelcomePage
from app.ui.operations import Operations
from app.ui.settings import (
    LANGUAGE,
    LAST_CAMPAIGN,
    LAST_DATABASE,
    LAST_PLAYERS,
    Settings,
    remember_player,
    remembered_players,
)

if TYPE_CHECKING:
    from app.model import Store

WINDOW_NAME = "main_window"


class MainWindow(QMainWindow):
    def __init__(self, store: Store, settings: Settings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.store = store
        self.closed = False  # once closed, the store may be closed too: never read it again
        self.settings = settings if settings is not None else Settings()
        self.operations = Operations(store, self)
        self.commands = CampaignCommands(self.operations, self)
        self.exchange = ExchangeCommands(self.commands, self)
        self._opened_store = store  # the caller closes it; a store reopened after a restore is ours
        # What the history view has not followed yet while hidden: whether actions were
        # recorded since, and the players they touched (None: read it again whole).
        self._history_pending = False
        self._history_behind: set[int] | None = set()
        self.acts = ShellActions(self)
        self.menus = ShellMenus(self.menuBar(), self.addToolBar(""), self.acts)
        # The status bar from the start: made on its first message ("Undone."), it pushed the
        # whole window's content up by its height (the Xvfb game night).
        self.status = self.statusBar()
        self.status.setObjectName("status_bar")
        # the campaign list, the campaign view and the title share one read of the campaigns
        with self.operations.reading_once():
            self.campaign_list = CampaignListPanel(self.operations)
            self.dock = QDockWidget()
            self.dock.setObjectName("campaigns_dock")
            self.dock.setWidget(self.campaign_list)
            self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                  | QDockWidget.DockWidgetFeature.DockWidgetClosable)
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
            self.welcome = WelcomePage()
            self.campaign_view = CampaignView(self.operations)
            self.stack = QStackedWidget()
            self.stack.addWidget(self.welcome)
            self.stack.addWidget(self.campaign_view)
            self.setCentralWidget(self.stack)
            self.resize(1200, 720)
            self.resizeDocks([self.dock], [330], Qt.Orientation.Horizontal)
            self._dock_wanted = 0  # the campaign list's width when the dock was last fitted
            self._painted = False
            self._connect()
            self.acts.follow_undo(self.operations, self.current_campaign_id)
            self.retranslate()
            self.settings.restore_geometry(WINDOW_NAME, self)
            # The Team Lists of the campaign shown are parsed in the background (app.ui.warmup),
            # at start-up once the window is painted (self._painted).
            self._warm_pending: int | None = None
            if not self._same_database():
                self.settings.set(LAST_PLAYERS, "")  # those players were another database's
            self.open_campaign(self._last_campaign())

    # -- wiring -----------------------------------------------------------------------------
    def _connect(self) -> None:
        a, c, v = self.acts, self.commands, self.campaign_view
        a.new_campaign.triggered.connect(self.new_campaign)
        v.player_chosen.connect(self._remember_player)
        a.open_campaign.triggered.connect(self.show_campaign_list)
        a.open_demo.triggered.connect(self.open_demo)
        a.new_player.triggered.connect(self._add_player)
        a.campaign_settings.triggered.connect(self._campaign_settings)
        a.undo.triggered.connect(self.undo)
        a.redo.triggered.connect(self.redo)
        a.settings.triggered.connect(self.show_settings)
        a.about.triggered.connect(self.show_about)
        a.help.triggered.connect(self.show_help)
        a.progress.triggered.connect(self.show_progress)
        a.rules_reference.triggered.connect(self.show_rules_reference)
        a.kt40k_game.triggered.connect(self.show_kt40k)
        a.team_lists.triggered.connect(c.open_team_lists)
        a.import_catalogue.triggered.connect(c.import_catalogue)
        a.history.triggered.connect(v.show_history)
        a.quit.triggered.connect(self.close)
        a.export_force_sheet.triggered.connect(self._export_force_sheet)
        a.export_team_sheet.triggered.connect(self._export_team_sheet)
        a.export_campaign_sheets.triggered.connect(self._export_campaign_sheets)
        a.export_campaign.triggered.connect(self.export_campaign)
        a.import_campaign.triggered.connect(self.import_campaign)
        a.export_force.triggered.connect(self.export_force)
        a.import_force.triggered.connect(self.import_force)
        a.backup_now.triggered.connect(self.exchange.backup_now)
        a.restore_backup.triggered.connect(self.exchange.restore_backup)
        a.connect_server.triggered.connect(self.connect_server)
        a.take_offline.triggered.connect(self.take_offline)
        a.sync_server.triggered.connect(self.sync_server)
        self.exchange.store_replaced.connect(self._on_store_replaced)
        self.welcome.new_campaign_requested.connect(self.new_campaign)
        self.welcome.demo_requested.connect(self.open_demo)
        self.campaign_list.campaign_selected.connect(self._on_campaign_selected)
        self.campaign_list.new_campaign_requested.connect(self.new_campaign)
        v.add_player_requested.connect(self._add_player)
        v.settings_requested.connect(self._campaign_settings)
        v.step_requested.connect(self._start_step)
        v.force_requested.connect(c.open_force)
        v.rename_player_requested.connect(c.rename_player)
        v.force_sheet_requested.connect(c.export_force_sheet)
        v.team_sheet_requested.connect(c.export_team_sheet)
        v.campaign_sheets_requested.connect(self._export_campaign_sheets)
        self.operations.window_changed.connect(self._on_changes)
        from app.ui.campaigns.club import LiveFollower

        self._offline_known: tuple[Store, bool] | None = None  # (_offline_copy)
        self.live = LiveFollower(self.operations, self)  # another laptop's changes (a server)
        self.live.follow(self.store)
        v.tabs.currentChanged.connect(self._on_tab_changed)
        c.demo_ready.connect(self._on_demo_ready)

    # -- texts ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.acts.retranslate()
        self.menus.retranslate()
        self.dock.setWindowTitle(self.tr("Campaigns"))
        self._update_title()
        if self._painted:
            self.fit_dock()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and not self.closed:
            self.retranslate()
        super().changeEvent(event)

    def _update_title(self) -> None:
        info = self.campaign_view.campaign
        title = self.tr("Force Sheet")
        if self.store.server and self.store.url:  # whose laptop, on which club server
            from urllib.parse import urlsplit

            where = urlsplit(self.store.url)
            title = f"{where.username or ''}@{where.hostname or ''}{where.path} — {title}"
        self.setWindowTitle(f"{info.name} — {title}" if info is not None else title)

    # -- campaigns --------------------------------------------------------------------------
    def current_campaign_id(self) -> int | None:
        return self.campaign_view.campaign_id()

    def _same_database(self) -> bool:
        """Whether the app last closed on this database."""
        saved = self.settings.get(LAST_DATABASE)
        return bool(saved) and (saved == self._database_key() or (
            not self.store.server and Path(saved).resolve() == Path(self.store.path).resolve()))

    def _last_campaign(self) -> int | None:
        """The campaign open when the app last closed, if it was on this database."""
        if not self._same_database():
            return None
        campaign = self.settings.get(LAST_CAMPAIGN)
        return int(campaign) if campaign.isdigit() else None

    def open_campaign(self, campaign_id: int | None) -> None:
        """Show a campaign; without one, the newest open campaign, else the welcome page."""
        with self.operations.reading_once():  # the views below read the campaigns once
            self._open_campaign(campaign_id)

    def _open_campaign(self, campaign_id: int | None) -> None:
        campaigns = self.operations.campaigns()
        known = {c.id for c in campaigns}
        if campaign_id not in known:
            active = [c for c in campaigns if not c.archived]
            campaign_id = active[-1].id if active else None
        if campaign_id is None and not campaigns:
            self.campaign_view.show_campaign(None)
            self.stack.setCurrentWidget(self.welcome)
        else:
            self.campaign_view.show_campaign(campaign_id)
            self.stack.setCurrentWidget(self.campaign_view)
            self.campaign_list.select(campaign_id, emit=False)
            if campaign_id is not None and self.campaign_view.current_player_id() is None:
                player = remembered_players(self.settings.get(LAST_PLAYERS)).get(campaign_id)
                if player is not None:
                    self.campaign_view.select_player(player)  # gone since: nothing selected
        self._remember(campaign_id)
        self._update_title()
        self._update_campaign_actions()
        self.acts.refresh_undo()
        self._history_behind = None  # another campaign: the history is read again when shown
        if self._history_shown():
            self._refresh_history_soon()
        self._warm(campaign_id)

    def _warm(self, campaign_id: int | None, *, first: bool = False) -> None:
        """Parse the Team Lists of ``campaign_id`` in the background (its History tab and
        Force windows read them), after the window's first paint; ``first``: the campaign
        shown at start-up (then what is alive is set aside from the garbage collector's
        walks: :func:`app.ui.warmup.freeze_once`)."""
        if campaign_id is None or self.closed:
            return
        if not self._painted:
            self._warm_pending = campaign_id
            return
        from app.ui.warmup import warm_campaign

        warm_campaign(self.store, campaign_id, freeze=first)

    def fit_dock(self) -> None:
        """Widen the campaign list to show its names and columns whole (up to 40 % of the
        window): once shown, then whenever its words grow wider (a new or renamed campaign,
        another language). Never narrowed: the player may have widened it."""
        wanted = min(self.campaign_list.wanted_width(), self.width() * 2 // 5)
        if wanted <= self._dock_wanted:
            return  # the player's width stands until the list needs more
        self._dock_wanted = wanted
        if not self.dock.isFloating() and self.dock.width() < wanted:
            self.resizeDocks([self.dock], [wanted], Qt.Orientation.Horizontal)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            from app.ui.warmup import resume_collection

            resume_collection()  # paused by the start-up (app.ui.warmup.pause_collection)
            from app import code_cache, qt_import_scan

            # what the start-up learnt of the modules' sources and of the code they compile
            QTimer.singleShot(0, qt_import_scan.save_cache)
            QTimer.singleShot(0, code_cache.save_cache)
            QTimer.singleShot(0, self.fit_dock)  # the restored dock: its size is known now
            if self._warm_pending is not None:
                QTimer.singleShot(0, self._warm_after_first_paint)

    def _warm_after_first_paint(self) -> None:
        pending, self._warm_pending = self._warm_pending, None
        if pending is not None and pending == self.current_campaign_id():
            self._warm(pending, first=True)

    def _on_campaign_selected(self, campaign_id: int | None) -> None:
        if campaign_id != self.current_campaign_id():
            self.open_campaign(campaign_id)

    def _remember(self, campaign_id: int | None) -> None:
        self.settings.set(LAST_DATABASE, self._database_key())
        self.settings.set(LAST_CAMPAIGN, "" if campaign_id is None else str(campaign_id))

    def _remember_player(self, campaign_id: int, player_id: int) -> None:
        """The player selected in a campaign, selected again when it next opens."""
        self.settings.set(LAST_PLAYERS, remember_player(
            self.settings.get(LAST_PLAYERS), campaign_id, player_id))

    def new_campaign(self) -> int | None:
        cid = self.commands.new_campaign()
        if cid is not None:
            self.open_campaign(cid)
        return cid

    def open_demo(self) -> int | None:
        """Open the demo campaign; when it must be made first, it opens once ready."""
        cid = self.commands.open_demo()
        if cid is not None:
            self.open_campaign(cid)
        return cid

    def _on_demo_ready(self, campaign_id: int | None) -> None:
        if campaign_id is not None and not self.closed:
            self.open_campaign(campaign_id)

    def show_campaign_list(self) -> None:
        self.dock.show()
        self.campaign_list.view.setFocus()

    def _add_player(self) -> None:
        cid = self.current_campaign_id()
        if cid is not None:
            pid = self.commands.add_player(cid)
            if pid is not None:
                self.campaign_view.select_player(pid)

    def _campaign_settings(self) -> None:
        cid = self.current_campaign_id()
        if cid is not None:
            self.commands.campaign_settings(cid)

    def _start_step(self, step: str) -> None:
        cid = self.current_campaign_id()
        if cid is not None:
            self.commands.start_step(cid, step, self.campaign_view.current_player_id())

    def _export_force_sheet(self) -> None:
        pid = self.campaign_view.current_player_id()
        if pid is None and self.campaign_view.players_model.rowCount():
            pid = self.campaign_view.players_model.row_at(0).id
        if pid is not None:
            self.commands.export_force_sheet(pid)

    def _export_team_sheet(self) -> None:
        pid = self.campaign_view.current_player_id()
        if pid is not None:
            self.commands.export_team_sheet(pid)

    def _export_campaign_sheets(self) -> None:
        cid = self.current_campaign_id()
        if cid is not None:
            self.commands.export_campaign_sheets(cid)

    # -- files and backups (app.ui.campaigns.exchange) ----------------------------------------
    def _player_or_first(self) -> int | None:
        pid = self.campaign_view.current_player_id()
        if pid is None and self.campaign_view.players_model.rowCount():
            pid = self.campaign_view.players_model.row_at(0).id
        return pid

    def export_campaign(self) -> None:
        cid = self.current_campaign_id()
        if cid is not None:
            self.exchange.export_campaign(cid)

    def import_campaign(self) -> int | None:
        cid = self.exchange.import_campaign()
        if cid is not None:
            self.open_campaign(cid)
        return cid

    def export_force(self) -> None:
        pid = self._player_or_first()
        if pid is not None:
            self.exchange.export_force(pid)

    def import_force(self) -> None:
        cid = self.current_campaign_id()
        if cid is not None:
            pid = self.exchange.import_force(cid, self.campaign_view.current_player_id())
            if pid is not None:
                self.campaign_view.select_player(pid)

    def connect_server(self) -> None:
        """File ▸ Connect to a club server…: the same window over the server's campaigns."""
        from app.ui.campaigns.club import connect

        store = connect(self, self.settings)
        if store is not None:
            self._switch_store(store)

    def take_offline(self) -> None:
        """Campaign on a server ▸ a copy on this laptop, opened in this window."""
        from app.ui.campaigns.club import take_offline

        cid = self.current_campaign_id()
        if cid is None or not self.store.server:
            return
        local = take_offline(self, self.store, cid)
        if local is not None:
            self._switch_store(local)
            self.open_campaign(cid)

    def sync_server(self) -> None:
        """An offline copy ▸ its actions on the server, then the server's campaign shown."""
        from app.ui.campaigns.club import sync_back

        cid = self.current_campaign_id()
        server = sync_back(self, self.store)
        if server is not None:
            self._switch_store(server)
            self.open_campaign(cid)

    def _switch_store(self, store: Store) -> None:
        old = self.store
        self._on_store_replaced(store)
        if old is not self._opened_store:
            old.close()

    def _database_key(self) -> str:
        """What the settings remember of the database: a file's path, a server's URL."""
        if self.store.server:
            return str(self.store.url)
        return str(Path(self.store.path).resolve())

    def _on_store_replaced(self, store: Store) -> None:
        """After a restore or a connection: the same window over the database opened."""
        self.operations.forget_behind()  # (the old database's: everything is read again)
        self.store = self.operations.store = self.commands.store = store
        self.live.follow(store)
        self._update_club_actions()
        self.campaign_list.refresh()
        self.open_campaign(self.current_campaign_id())  # (reads the history again)

    def _on_changes(self, changes: Changes) -> None:
        if changes.campaign_list and self._painted:
            self.fit_dock()  # (the list refreshed first: it listens to the changes first)
        cid = self.current_campaign_id()
        if changes.campaign_list and cid is not None and not any(
                c.id == cid for c in self.operations.campaigns()):
            self.open_campaign(None)  # the campaign was deleted
            return
        if cid is not None and cid in changes.campaigns | changes.history:
            self._update_title()  # Undo / Redo follow the operations (ShellActions.follow_undo)
            if cid in changes.history:
                self._history_pending = True
                if self._history_behind is not None:
                    self._history_behind |= changes.players
            if self._history_shown():  # a hidden history follows when it is shown
                self._refresh_history()

    def _update_club_actions(self) -> None:
        self.acts.take_offline.setEnabled(self.store.server
                                          and self.current_campaign_id() is not None)
        self.acts.sync_server.setEnabled(self._offline_copy())

    def _offline_copy(self) -> bool:
        """Whether the open file is an offline copy of a club's campaign: read once per
        store (not at every campaign opened), and never before a file store's first paint
        needs it — a server store is never one."""
        if self.store.server:
            return False
        known = self._offline_known
        if known is None or known[0] is not self.store:
            from app.model import offline

            known = self._offline_known = (self.store, offline.link_of(self.store) is not None)
        return known[1]

    def _update_campaign_actions(self) -> None:
        self._update_club_actions()
        has = self.current_campaign_id() is not None
        for action in (self.acts.new_player, self.acts.campaign_settings, self.acts.history,
                       self.acts.export_force_sheet, self.acts.export_team_sheet,
                       self.acts.export_campaign_sheets, self.acts.export_campaign,
                       self.acts.export_force, self.acts.import_force):
            action.setEnabled(has)
        player_seat = self.store.seat_player is not None  # the organiser's, refused anyway
        for action in (self.acts.new_campaign, self.acts.new_player, self.acts.campaign_settings,
                       self.acts.import_campaign, self.acts.open_demo):
            if player_seat:
                action.setEnabled(False)
            elif action in (self.acts.new_campaign, self.acts.import_campaign,
                            self.acts.open_demo):
                action.setEnabled(True)

    # -- history and undo -------------------------------------------------------------------
    def _history_shown(self) -> bool:
        return self.campaign_view.tabs.currentWidget() is self.campaign_view.history_page

    def _on_tab_changed(self, _index: int) -> None:
        if self._history_shown():
            self._refresh_history()

    #: From this many records on, a campaign's History tab is read one turn of the event loop
    #: after the campaign is shown (its 8,000 records at 1,000 games and the campaign view
    #: together held the GUI for 100 ms; each alone, half)
    HISTORY_LATER_FROM = 400

    def _refresh_history_soon(self) -> None:
        """The History tab of the campaign just opened: a short history now, a long one as
        soon as the window has answered (the other campaign's records cleared meanwhile)."""
        cid = self.current_campaign_id()
        if cid is None or self.store.history_count(cid) < self.HISTORY_LATER_FROM:
            self._refresh_history()
            return
        from app.ui.steps.history import HistoryView

        view = self.campaign_view.history_view
        if isinstance(view, HistoryView) and view.campaign_id() != cid:
            view.set_entries([])  # never another campaign's records under this one's name

        def later() -> None:
            if not self.closed and self.current_campaign_id() == cid and self._history_shown():
                self._refresh_history()

        # a timer of 1 ms, not 0: Qt posts a 0 ms single shot as an event, handled before the
        # window's repaint and input (the campaign view and this read then blocked the GUI as
        # one); a timer comes after them
        QTimer.singleShot(1, later)

    def _refresh_history(self) -> None:
        """Bring the history view up to date: the records of the actions since it was last
        shown (:meth:`HistoryView.follow`), or the whole history of another campaign."""
        cid = self.current_campaign_id()
        if cid is None:
            return
        from app.ui.steps.history import HistoryView

        view = self.campaign_view.history_view
        if not isinstance(view, HistoryView):
            view = HistoryView()
            self.campaign_view.set_history_view(view)
            self._history_behind = None
        behind, self._history_behind = self._history_behind, set()
        pending, self._history_pending = self._history_pending, False
        if behind is None or view.campaign_id() != cid or view.store() is not self.store:
            shown = self.campaign_view.campaign
            summaries = (self.campaign_view.players_model.rows()
                         if shown is not None and shown.id == cid else None)
            view.load(self.store, cid, summaries)
        elif pending:
            view.follow(behind, self.campaign_view.players_model.rows())

    def undo(self) -> None:
        cid = self.current_campaign_id()
        if cid is not None and self.operations.undo(cid) is not None:
            self.statusBar().showMessage(self.tr("Undone."), 4000)

    def redo(self) -> None:
        cid = self.current_campaign_id()
        if cid is not None and self.operations.redo(cid) is not None:
            self.statusBar().showMessage(self.tr("Redone."), 4000)

    # -- the full check of the database, in the background ----------------------------------
    def start_background_check(self, delay_ms: int | None = None) -> None:
        """Run ``integrity_check`` of the database in a worker thread once the window is up
        (see :mod:`app.ui.damage_check`); what it finds is told by :meth:`_on_checked`."""
        from app.ui.damage_check import START_DELAY_MS, BackgroundCheck

        if self.store.server:
            return  # a server checks its own pages
        self.background_check = BackgroundCheck(Path(self.store.path), self)
        self.background_check.finished.connect(self._on_checked)
        self.background_check.start(START_DELAY_MS if delay_ms is None else delay_ms)

    def _on_checked(self, problems: list[str]) -> None:
        from app.model.db import damage_kind
        from app.ui import damage_check

        kind = damage_kind(problems)
        if kind == "none" or self.closed:
            return
        title = self.tr("Damaged campaign database")
        detail = "\n".join(problems[:20])
        self.statusBar().showMessage(self.tr(
            "The campaign database is damaged: see Tools ▸ Restore a backup…"))
        if kind == "indexes" and not self.store.read_only:
            choice = damage_check.CHOOSE(self, title, self.tr(
                "The full check of the campaign database found its indexes out of step with "
                "the data ({count} problems). The campaigns themselves are intact: Force Sheet "
                "can rebuild the indexes from them now, without losing anything.").format(
                    count=len(problems)), detail,
                [("repair", self.tr("Repair now")), ("later", self.tr("Later"))])
            if choice == "repair":
                left = self.operations.run(lambda: self.store.repair_indexes())
                if left == ["ok"]:
                    self.statusBar().showMessage(self.tr(
                        "The campaign database was repaired."), 8000)
                    return
                if left is not None:
                    self._on_checked(left)  # what the rebuild could not repair
            return
        choice = damage_check.CHOOSE(self, title, self.tr(
            "The full check of the campaign database found damage ({count} problems): some "
            "of what it holds may no longer be readable. Restore the newest good backup "
            "(the file as it is now is kept beside it), or first export the campaigns you "
            "can still open.").format(count=len(problems)), detail,
            [("restore", self.tr("Restore a backup…")), ("later", self.tr("Later"))])
        if choice == "restore":
            self.exchange.restore_backup()

    # -- settings, about, help --------------------------------------------------------------
    def show_settings(self) -> QWidget:
        from app.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.language_changed.connect(self.switch_language)
        self.commands.run_dialog(dialog)
        return dialog

    def switch_language(self, language: str) -> str:
        from app.i18n import switch_language

        app = QApplication.instance()
        assert app is not None
        if self.settings.get(LANGUAGE) != language:
            self.settings.set(LANGUAGE, language)
        return switch_language(app, language)

    def show_about(self) -> QWidget:
        from app.ui.about import AboutDialog

        dialog = AboutDialog(self)
        self.commands.run_dialog(dialog)
        return dialog

    def show_kt40k(self) -> QWidget:
        """The Kill Team 40K game window (another rule set: no campaign)."""
        from app.ui.kt40k import show_kt40k

        return show_kt40k(self)

    def show_rules_reference(self) -> QWidget:
        from app.ui.reference import show_reference

        return show_reference(self)

    def show_help(self) -> QWidget:
        from app.ui.guide import show_guide

        return show_guide(self)

    def show_progress(self) -> QWidget:
        from app.ui.campaigns.progress import show_progress

        return show_progress(self, self.operations, self.current_campaign_id())

    # -- closing ----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if self.closed:
            super().closeEvent(event)
            return
        self.operations.flush()  # an edit shown, not written yet: written before the end
        self.settings.save_geometry(WINDOW_NAME, self)
        self._remember(self.current_campaign_id())
        self.settings.sync()
        for window in list(self.commands.force_windows.values()):
            window.close()
        self.closed = True
        self.operations.window_changed.disconnect(self._on_changes)
        self.operations.forget_behind()
        self.live.stop()
        self.acts.stop_following()
        if self.store is not self._opened_store:
            self.store.close()  # reopened after a restore: the caller only knows the first one
        super().closeEvent(event)
