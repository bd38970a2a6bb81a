"""The main window's actions: one place for their texts, shortcuts and icons.

The window connects them; menus and the toolbar only list them. Texts are set in
:meth:`ShellActions.retranslate`, which the window calls on ``LanguageChange``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar, QStyle, QToolBar, QWidget

from app.ui.widgets.icons import chart_icon, themed_icon

if TYPE_CHECKING:
    from app.ui.operations import Operations

#: The freedesktop icon names of the actions (the style's pixmap when the theme lacks one).
THEME_ICONS = {
    "new_campaign": "document-new", "open_campaign": "document-open",
    "open_demo": "applications-games", "new_player": "contact-new",
    "campaign_settings": "document-properties", "export_force_sheet": "document-print",
    "quit": "application-exit", "undo": "edit-undo", "redo": "edit-redo",
    "settings": "preferences-system", "team_lists": "x-office-address-book",
    "import_catalogue": "document-import", "history": "document-open-recent",
    "export_campaign": "document-save-as", "import_campaign": "document-open",
    "backup_now": "drive-harddisk", "restore_backup": "document-revert",
    "connect_server": "network-server",
    "about": "help-about", "help": "help-contents", "rules_reference": "accessories-dictionary",
}


class ShellActions(QObject):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)

        def make(name: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                 icon: QStyle.StandardPixmap | None = None) -> QAction:
            action = QAction(parent)
            action.setObjectName(name)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            if icon is not None:  # the icon theme's, else the style's standard pixmap
                action.setIcon(themed_icon(THEME_ICONS.get(name, ""), icon, parent))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            return action

        sp = QStyle.StandardPixmap
        self.new_campaign = make("new_campaign", "Ctrl+N", sp.SP_FileDialogNewFolder)
        self.open_campaign = make("open_campaign", "Ctrl+O", sp.SP_DirOpenIcon)
        self.open_demo = make("open_demo", None, sp.SP_DesktopIcon)
        self.new_player = make("new_player", "Ctrl+Shift+N", sp.SP_FileIcon)
        self.campaign_settings = make("campaign_settings", None, sp.SP_FileDialogInfoView)
        self.export_force_sheet = make("export_force_sheet", "Ctrl+P", sp.SP_FileDialogDetailedView)
        self.export_team_sheet = make("export_team_sheet")
        self.export_campaign_sheets = make("export_campaign_sheets", "Ctrl+Shift+P")
        self.quit = make("quit", "Ctrl+Q", sp.SP_DialogCloseButton)
        self.undo = make("undo", "Ctrl+Z", sp.SP_ArrowBack)
        self.redo = make("redo", "Ctrl+Shift+Z", sp.SP_ArrowForward)
        self.settings = make("settings", "Ctrl+,", sp.SP_FileDialogListView)
        self.team_lists = make("team_lists", "Ctrl+T", sp.SP_FileDialogContentsView)
        self.import_catalogue = make("import_catalogue", "Ctrl+I", sp.SP_DialogOpenButton)
        self.history = make("history", "Ctrl+H", sp.SP_BrowserReload)
        self.export_campaign = make("export_campaign", "Ctrl+Shift+E", sp.SP_DialogSaveButton)
        self.import_campaign = make("import_campaign", "Ctrl+Shift+I", sp.SP_DialogOpenButton)
        self.export_force = make("export_force")
        self.import_force = make("import_force")
        self.backup_now = make("backup_now", None, sp.SP_DriveHDIcon)
        self.restore_backup = make("restore_backup", None, sp.SP_DialogResetButton)
        self.connect_server = make("connect_server", None, sp.SP_DriveNetIcon)
        self.take_offline = make("take_offline")
        self.sync_server = make("sync_server")
        self.kt40k_game = make("kt40k_game")
        self.progress = make("progress")
        self.progress.setIcon(chart_icon())
        self.about = make("about", None, sp.SP_MessageBoxInformation)
        self.help = make("help", None, sp.SP_DialogHelpButton)
        # F1 from any window of the app (not only this one): the Rules Reference
        self.rules_reference = make("rules_reference", "F1", sp.SP_FileDialogDetailedView)
        self.rules_reference.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.undo.setEnabled(False)
        self.redo.setEnabled(False)
        self._operations: Operations | None = None
        self._current: Callable[[], int | None] = lambda: None
        self.retranslate()

    def retranslate(self) -> None:
        self.new_campaign.setText(self.tr("&New campaign…"))
        self.open_campaign.setText(self.tr("&Open campaign…"))
        self.open_demo.setText(self.tr("Open the &demo campaign"))
        self.new_player.setText(self.tr("Add &player…"))
        self.campaign_settings.setText(self.tr("Campaign &settings…"))
        self.export_force_sheet.setText(self.tr("&Print Force Sheet…"))
        self.export_team_sheet.setText(self.tr("Print &Team Sheet…"))
        self.export_campaign_sheets.setText(self.tr("Print &all Force Sheets…"))
        self.quit.setText(self.tr("&Quit"))
        self.settings.setText(self.tr("Se&ttings…"))
        self.team_lists.setText(self.tr("&Team Lists…"))
        self.import_catalogue.setText(self.tr("&Import BattleScribe catalogue…"))
        self.history.setText(self.tr("Campaign &history"))
        self.export_campaign.setText(self.tr("&Export campaign…"))
        self.import_campaign.setText(self.tr("I&mport campaign…"))
        self.export_force.setText(self.tr("E&xport Force (roster)…"))
        self.import_force.setText(self.tr("&Import Force (roster)…"))
        self.backup_now.setText(self.tr("&Back up the database now"))
        self.restore_backup.setText(self.tr("&Restore a backup…"))
        self.connect_server.setText(self.tr("&Connect to a club server…"))
        self.connect_server.setToolTip(self.tr(
            "Open the campaigns of a club's PostgreSQL server, shared by every laptop"))
        self.take_offline.setText(self.tr("Take this campaign &offline"))
        self.take_offline.setToolTip(self.tr(
            "Copy the campaign to this laptop to play without the server; sync it back later"))
        self.sync_server.setText(self.tr("S&ync with the club server…"))
        self.kt40k_game.setText(self.tr("Kill Team &40K game (Heroes against Villains)…"))
        self.kt40k_game.setToolTip(self.tr(
            "The Kill Team 40K v0.1 alpha rules: two lists from a Codex, a mission, a game "
            "sheet and the record of a series"))
        self.import_force.setToolTip(self.tr(
            "Replace the selected player's Force with a roster file; without a selected player, "
            "add a new player with it"))
        self.about.setText(self.tr("&About Force Sheet"))
        self.help.setText(self.tr("&User guide"))
        self.help.setToolTip(self.tr(
            "How a campaign runs, each step, the Force editor, printing, backups and imports"))
        self.progress.setText(self.tr("&Progress charts"))
        self.progress.setToolTip(self.tr(
            "RP, Renown, Base level and Force points of each player over the games, and the "
            "wins, draws, losses and casualties"))
        self.rules_reference.setText(self.tr("&Rules Reference"))
        self.rules_reference.setToolTip(self.tr(
            "Every special rule, Battle Honour, Base upgrade and play rule, searchable in "
            "English, French and Russian"))
        if self._operations is None:
            self.set_undo_texts(None, None)
        else:
            self.refresh_undo()

    def set_undo_texts(self, undo: str | None, redo: str | None) -> None:
        """Undo/Redo name the action they would undo or redo (in the Edit menu and the
        toolbar button's tooltip), and are disabled without one. The toolbar button keeps its
        short word: a button that grew and shrank with each action's name moved the toolbar's
        other buttons and repainted the whole window after every action."""
        for action, what, full, bare, short in (
                (self.undo, undo, self.tr("&Undo: {action}"), self.tr("&Undo"), self.tr("Undo")),
                (self.redo, redo, self.tr("&Redo: {action}"), self.tr("&Redo"), self.tr("Redo"))):
            text = full.format(action=what) if what else bare
            if action.text() != text:
                action.setText(text)
                action.setIconText(short)
                action.setToolTip(text.replace("&", ""))
            action.setEnabled(bool(what))

    def follow_undo(self, operations: Operations, current: Callable[[], int | None]) -> None:
        """Keep Undo / Redo naming the actions of the campaign ``current()`` shows: they
        refresh whenever an operation changes that campaign's history (and on
        :meth:`refresh_undo`, e.g. when another campaign is opened)."""
        self._operations = operations
        self._current = current
        operations.window_undo_changed.connect(self._on_undo_changed)
        self.refresh_undo()

    def stop_following(self) -> None:
        """Stop reading the operations' store (the window closes; the store may close)."""
        if self._operations is not None:
            self._operations.window_undo_changed.disconnect(self._on_undo_changed)
            self._operations = None

    def refresh_undo(self) -> None:
        if self._operations is not None:
            self.set_undo_texts(*self._operations.undo_texts(self._current()))

    def _on_undo_changed(self, campaign_id: int) -> None:
        if campaign_id == self._current():
            self.refresh_undo()


class ShellMenus(QObject):
    """The menu bar and the toolbar (their titles retranslate with the window)."""

    def __init__(self, bar: QMenuBar, toolbar: QToolBar, a: ShellActions) -> None:
        super().__init__(bar)
        self.bar = bar
        self.toolbar = toolbar
        self.file = bar.addMenu("")
        self.file.addActions([a.new_campaign, a.open_campaign, a.open_demo])
        self.file.addActions([a.connect_server, a.take_offline, a.sync_server])
        self.file.addSeparator()
        self.file.addActions([a.export_campaign, a.import_campaign])
        self.file.addSeparator()
        self.file.addActions([a.export_force_sheet, a.export_team_sheet, a.export_campaign_sheets])
        self.file.addSeparator()
        self.file.addAction(a.quit)
        self.edit = bar.addMenu("")
        self.edit.addActions([a.undo, a.redo])
        self.edit.addSeparator()
        self.edit.addAction(a.settings)
        self.campaign = bar.addMenu("")
        self.campaign.addActions([a.new_player, a.campaign_settings, a.history, a.progress])
        self.campaign.addSeparator()
        self.campaign.addActions([a.export_force, a.import_force])
        self.tools = bar.addMenu("")
        self.tools.addActions([a.team_lists, a.import_catalogue])
        self.tools.addSeparator()
        self.tools.addActions([a.backup_now, a.restore_backup])
        self.tools.addSeparator()
        self.tools.addAction(a.kt40k_game)
        self.help = bar.addMenu("")
        self.help.addActions([a.rules_reference, a.help, a.about])
        toolbar.setObjectName("main_toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([a.new_campaign, a.open_campaign])
        toolbar.addSeparator()
        toolbar.addActions([a.undo, a.redo])
        toolbar.addSeparator()
        toolbar.addActions([a.export_force_sheet])

    def retranslate(self) -> None:
        self.file.setTitle(self.tr("&File"))
        self.edit.setTitle(self.tr("&Edit"))
        self.campaign.setTitle(self.tr("&Campaign"))
        self.tools.setTitle(self.tr("&Tools"))
        self.help.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Main toolbar"))
