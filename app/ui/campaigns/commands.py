"""What the shell's actions and buttons do: create campaigns and players, change settings, open
the demo, and open the heavier pieces (Force editor, step dialogs, sheets, Team Lists) on first
use, so none of them loads before the first window shows.

Dialogs are run through :attr:`CampaignCommands.run_dialog` (``exec()`` by default); tests
replace it with a function that fills the dialog in and returns whether it was accepted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QLineEdit, QWidget

from app.model import Changes
from app.ui import errors
from app.ui.operations import Operations, campaign_added, player_added
from app.ui.widgets.context_help import install_context_help

if TYPE_CHECKING:
    from PySide6.QtWidgets import QProgressDialog

    from app.model.catalogues import CatalogueLibrary


def exec_dialog(dialog: QDialog) -> bool:
    return dialog.exec() == QDialog.DialogCode.Accepted


class BusyCursor:
    """A wait cursor for work of a second or two that must stay on the GUI thread (it uses the
    store's single connection)."""

    def __enter__(self) -> None:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *exc: object) -> None:
        QGuiApplication.restoreOverrideCursor()


class CampaignCommands(QObject):
    demo_ready = Signal(object)  # the demo campaign's id (None when it failed)

    def __init__(self, operations: Operations, window: QWidget) -> None:
        super().__init__(window)
        self.operations = operations
        self.store = operations.store
        self.window = window
        self.run_dialog: Callable[[QDialog], bool] = exec_dialog
        self._library: CatalogueLibrary | None = None
        self.force_windows: dict[int, QWidget] = {}
        self.team_lists_window: QWidget | None = None
        self._demo_task: object = None
        self._demo_progress: QProgressDialog | None = None
        self.exports: list[object] = []  # the PDF exports started (each runs in a thread)
        #: extra arguments of the exports (tests: ``path`` and ``open_viewer=False``)
        self.export_options: dict[str, Any] = {}

    @property
    def library(self) -> CatalogueLibrary:
        if self._library is None:
            from app.model.catalogues import CatalogueLibrary

            self._library = CatalogueLibrary()
        return self._library

    # -- campaigns --------------------------------------------------------------------------
    def new_campaign(self) -> int | None:
        from app.ui.campaigns.dialogs import NewCampaignDialog

        dialog = NewCampaignDialog(self.window)
        if not self.run_dialog(dialog):
            return None
        name, settings = dialog.campaign_name(), dialog.campaign_settings()
        return self.operations.run(lambda: self.store.create_campaign(name, settings=settings),
                                   changes=campaign_added)

    def open_demo(self) -> int | None:
        """The demo campaign already in this database; else the demo is played into the store
        in a worker thread (seconds: it plays two games through every step) behind an
        application-modal progress dialog, and ``demo_ready`` reports its id."""
        from app.model.demo import DEMO_NAME, create_demo_campaign
        from app.ui.teamlists import Task

        name = self.tr("Demo: The Fall of Vigil Keep")
        notes = self.tr("A ready-made campaign to look around: two games played, honours, "
                        "injuries, a fallen Marine. Undo and redo anything.")
        for summary in self.store.campaigns():
            if summary.name in (DEMO_NAME, name):
                return summary.id
        if self._demo_task is not None:
            return None
        from PySide6.QtWidgets import QProgressDialog  # (dialogs: on use, not at start-up)

        progress = QProgressDialog(self.tr("Setting up the demo campaign…"), "", 0, 0,
                                   self.window)
        progress.setCancelButton(None)
        progress.setWindowTitle(self.tr("Demo campaign"))
        progress.setWindowModality(Qt.WindowModality.ApplicationModal)  # the store is busy
        progress.setMinimumDuration(0)
        progress.show()
        self._demo_progress = progress
        store = self.store
        task = Task(lambda: create_demo_campaign(store, name, notes))
        task.signals.done.connect(self._on_demo_done)
        task.signals.failed.connect(self._on_demo_failed)
        self._demo_task = task.start()
        return None

    def _end_demo_task(self) -> None:
        self._demo_task = None
        if self._demo_progress is not None:
            self._demo_progress.close()
            self._demo_progress.deleteLater()
            self._demo_progress = None

    def _on_demo_done(self, cid: int) -> None:
        self._end_demo_task()
        self.operations.notify(campaign_added(cid))
        self.demo_ready.emit(cid)

    def _on_demo_failed(self, error: Exception) -> None:
        from app.model import StoreError

        self._end_demo_task()
        if isinstance(error, StoreError):
            errors.show_store_error(self.window, error)
        else:
            errors.TELL(self.window, self.tr("Demo campaign"),
                        self.tr("The demo campaign could not be set up: {error}")
                        .format(error=error), repr(error))
        self.operations.notify(Changes(campaign_list=True))
        self.demo_ready.emit(None)

    def campaign_settings(self, campaign_id: int) -> bool:
        from app.ui.campaigns.dialogs import CampaignSettingsDialog

        info = self.store.campaign(campaign_id)
        games = len(self.store.games(campaign_id))
        dialog = CampaignSettingsDialog(info.settings, games, self.window)
        if not self.run_dialog(dialog):
            return False
        settings = dialog.campaign_settings()
        if settings == info.settings:
            return False
        result = self.operations.run(lambda: self.store.update_settings(campaign_id, settings))
        return result is not None and result.ok

    # -- players ----------------------------------------------------------------------------
    def add_player(self, campaign_id: int) -> int | None:
        from app.ui.campaigns.dialogs import NewPlayerDialog

        dialog = NewPlayerDialog(self.library.infos(), self.window)
        if not self.run_dialog(dialog):
            return None
        new = dialog.player()
        with BusyCursor():
            return self.operations.run(lambda: self.store.add_player(
                campaign_id, new.name, new.team_list_id, new.force_name,
                revision=new.team_list_revision or None),
                changes=lambda pid: player_added(campaign_id, pid))

    def rename_player(self, player_id: int) -> bool:
        """One dialog with the player's name and the Force's name (Enter accepts)."""
        summary = self.store.player_summary(player_id)
        dialog = RenamePlayerDialog(summary.name, summary.force_name, self.window)
        if not self.run_dialog(dialog):
            return False
        name, force_name = dialog.names()
        if not name or (name, force_name) == (summary.name, summary.force_name):
            return False
        return self.operations.run(lambda: self.store.rename_player(
            player_id, name, force_name)) is not None

    # -- windows opened on demand -------------------------------------------------------------
    def open_team_lists(self) -> QWidget:
        from app.ui.teamlists import TeamListBrowser

        if self.team_lists_window is None:
            self.team_lists_window = TeamListBrowser(self.library, parent=self.window)
        self.team_lists_window.show()
        self.team_lists_window.raise_()
        self.team_lists_window.activateWindow()
        return self.team_lists_window

    def import_catalogue(self) -> None:
        """The Team Lists window, with its file chooser for BattleScribe catalogues."""
        browser = self.open_team_lists()
        browser.choose_and_import()  # type: ignore[attr-defined]

    def open_force(self, player_id: int) -> QWidget:
        window = self.force_windows.get(player_id)
        if window is None:
            from app.ui.campaigns.force_window import ForceWindow

            window = ForceWindow(self.operations, player_id, self.window)
            window.force_sheet_requested.connect(self.export_force_sheet)
            window.destroyed.connect(lambda *_: self.force_windows.pop(player_id, None))
            self.force_windows[player_id] = window
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    # -- the steps of a game night -----------------------------------------------------------
    def start_step(self, campaign_id: int, step: str, player_id: int | None = None) -> Any:
        """Open the dialog of ``step`` for the right player / game and apply its result.

        ``player_id`` is the player selected in the campaign view (asked for when needed).
        Returns the store's ``StepResult``, or ``None`` when nothing was applied.
        """
        from app.ui.campaigns import step_launcher

        return step_launcher.start_step(self, campaign_id, step, player_id)

    def tell(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(self.window, title, text)

    def choose_player(self, campaign_id: int, candidates: list[int], title: str,
                      preferred: int | None) -> int | None:
        """``preferred`` when it is a candidate, the only candidate, else ask."""
        if preferred in candidates:
            return preferred
        if len(candidates) == 1:
            return candidates[0]
        names = {p.id: p.name for p in self.store.players(campaign_id)}
        labels = [names.get(pid, str(pid)) for pid in candidates]
        from PySide6.QtWidgets import QInputDialog

        label, ok = QInputDialog.getItem(self.window, title, self.tr("Player:"), labels, 0,
                                         False)
        return candidates[labels.index(label)] if ok and label in labels else None

    # -- sheets -------------------------------------------------------------------------------
    def _keep(self, job: object) -> object:
        if job is not None:
            self.exports.append(job)
        return job

    def export_force_sheet(self, player_id: int) -> object:
        from app.ui.sheet_export import export_force_sheet

        return self._keep(export_force_sheet(self.window, self.store, player_id,
                                             **self.export_options))

    def export_team_sheet(self, player_id: int) -> object:
        from app.ui.sheet_export import export_team_sheet

        games = [g for g in self.store.games(self.store.player_summary(player_id).campaign_id)
                 if player_id in g.players]
        if not games:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(self.window, self.tr("Team Sheet"), self.tr(
                "This player has not played a game yet: a Team Sheet shows the Team of a "
                "recorded game."))
            return None
        return self._keep(export_team_sheet(self.window, self.store, games[-1].id, player_id,
                                            **self.export_options))

    def export_campaign_sheets(self, campaign_id: int) -> object:
        from app.ui.sheet_export import export_campaign_sheets

        return self._keep(export_campaign_sheets(self.window, self.store, campaign_id,
                                                 **self.export_options))


class RenamePlayerDialog(QDialog):
    """The player's name and the Force's name, in one dialog wide enough for its title."""

    def __init__(self, name: str, force_name: str, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QDialogButtonBox, QFormLayout

        super().__init__(parent)
        self.setWindowTitle(self.tr("Rename player"))
        self.setMinimumWidth(380)
        self.name = QLineEdit(name)
        self.force_name = QLineEdit(force_name)
        form = QFormLayout(self)
        form.addRow(self.tr("Player name:"), self.name)
        form.addRow(self.tr("Force name:"), self.force_name)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "campaign", buttons)
        form.addRow(buttons)
        self.name.textChanged.connect(lambda t: self.ok.setEnabled(bool(t.strip())))
        self.name.selectAll()
        self.name.setFocus()

    def names(self) -> tuple[str, str]:
        return self.name.text().strip(), self.force_name.text().strip()
