"""A player's Force editor in its own window (one per player), editing through the store.

Every edit is one undoable action of the campaign history, run through the main window's
:class:`~app.ui.operations.Operations`, so Undo/Redo here are the campaign's (the same as in
the main window, named by :meth:`Operations.undo_texts`); any store change naming the player
reloads it. Store errors of an edit are shown by the editor, in words, in its validation panel.

A Force that has played changes through step 5 or a correction (the editor's banner): its
"Spend RP…" opens the step-5 dialog for this player, over this window, the way the campaign
view's step button does (:mod:`app.ui.campaigns.step_launcher`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget

from app.ui.force_editor.editor import ForceEditor
from app.ui.force_editor.store_document import StoreForceDocument
from app.ui.operations import Operations
from app.ui.settings import Settings
from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.screen import fit_to_screen

if TYPE_CHECKING:
    from app.ui.campaigns.commands import CampaignCommands

WINDOW_NAME = "force_window"


class ForceWindow(QMainWindow):
    #: "Print Force Sheet…" (the player id): the campaign commands export it
    force_sheet_requested = Signal(int)

    def __init__(self, operations: Operations, player_id: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.operations = operations
        self.context_help = install_context_help(self, "force_editor")
        self._step_commands: CampaignCommands | None = None
        self._closed = False
        self.player_id = player_id
        self.document = StoreForceDocument(operations.store, player_id, self,
                                           operations=operations)
        self.campaign_id = self.document.campaign_id
        self.editor = ForceEditor(self.document)
        self.setCentralWidget(self.editor)
        self.document.removed.connect(self.close)  # the player's addition was undone
        self.editor.spend_requested.connect(self.spend_rp)
        operations.undo_changed.connect(self._on_undo_changed)
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = QAction(self)
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.close_action = QAction(self)
        self.close_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action.triggered.connect(self.redo)
        self.close_action.triggered.connect(self.close)
        menu = self.menuBar().addMenu("")
        menu.addActions([self.undo_action, self.redo_action])
        menu.addSeparator()
        menu.addAction(self.close_action)
        self.edit_menu = menu
        self.force_menu = self.menuBar().addMenu("")
        self.force_menu.addActions(self.editor.all_actions())
        self.force_menu.addSeparator()
        self.print_action = QAction(self)
        self.print_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
        self.print_action.triggered.connect(
            lambda: self.force_sheet_requested.emit(self.player_id))
        self.revision_action = QAction(self)
        self.revision_action.triggered.connect(self.move_to_revision)
        self.force_menu.addActions([self.print_action, self.revision_action])
        fit_to_screen(self, 1200, 760)
        Settings().restore_geometry(WINDOW_NAME, self)
        self.retranslate()

    def retranslate(self) -> None:
        summary = self.operations.store.player_summary(self.player_id)
        force = summary.force_name or summary.name
        self.setWindowTitle(self.tr("{force} ({player}) — Force editor").format(
            force=force, player=summary.name))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.force_menu.setTitle(self.tr("&Force"))
        self.close_action.setText(self.tr("&Close"))
        self.print_action.setText(self.tr("&Print Force Sheet…"))
        self.revision_action.setText(self.tr("Move to another Team List &revision…"))
        self._update_undo()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_undo(self) -> None:
        undo, redo = self.operations.undo_texts(self.campaign_id)
        self.undo_action.setText(self.tr("&Undo: {action}").format(action=undo)
                                 if undo else self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo: {action}").format(action=redo)
                                 if redo else self.tr("&Redo"))
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)

    def _on_undo_changed(self, campaign_id: int) -> None:
        if campaign_id == self.campaign_id:
            self._update_undo()

    def revision_dialog(self) -> QWidget:
        """The dialog moving this Force to another imported revision of its Team List."""
        from app.model.catalogues import CatalogueLibrary
        from app.ui.campaigns.revision_dialog import RevisionDialog

        return RevisionDialog(self.operations.store, self.player_id, CatalogueLibrary(), self,
                              operations=self.operations)

    def move_to_revision(self) -> None:
        from app.ui.campaigns.revision_dialog import RevisionDialog

        dialog = self.revision_dialog()
        assert isinstance(dialog, RevisionDialog)
        if dialog.exec() == RevisionDialog.DialogCode.Accepted:
            dialog.apply()  # through the operations: the editor follows their Changes

    @property
    def step_commands(self) -> CampaignCommands:
        """The step launcher's commands over this window (its dialogs open over it; tests set
        its ``run_dialog``)."""
        if self._step_commands is None:
            from app.ui.campaigns.commands import CampaignCommands

            self._step_commands = CampaignCommands(self.operations, self)
        return self._step_commands

    def spend_rp(self) -> Any:
        """Step 5 for this player (the banner's "Spend RP…"): the store's result, or ``None``."""
        return self.step_commands.start_step(self.campaign_id, "spend_rp", self.player_id)

    def undo(self) -> None:
        self.operations.undo(self.campaign_id)

    def redo(self) -> None:
        self.operations.redo(self.campaign_id)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._closed:  # a second close (the shell closing its windows) has no more to do
            self._closed = True
            self.operations.flush()  # an edit shown, not written yet: written now
            Settings().save_geometry(WINDOW_NAME, self)
            self.operations.undo_changed.disconnect(self._on_undo_changed)
            self.operations.changed.disconnect(self.document.on_store_changes)
        super().closeEvent(event)
        self.deleteLater()
