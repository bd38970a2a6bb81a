"""A player's Force editor in its own window (one per player), editing through the store.

Every edit is one undoable action of the campaign history, so Undo/Redo here are the
campaign's (the same as in the main window); any store change naming the player reloads it.
Store errors of an edit are shown by the editor, in words, in its validation panel.

A Force that has played changes through step 5 or a correction (the editor's banner): its
"Spend RP…" opens the step-5 dialog for this player, over this window, the way the campaign
view's step button does (:mod:`app.ui.campaigns.step_launcher`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget

from app.model import Changes
from app.ui.force_editor.editor import ForceEditor
from app.ui.force_editor.store_document import StoreForceDocument
from app.ui.operations import Operations, kind_name
from app.ui.settings import Settings

if TYPE_CHECKING:
    from app.ui.campaigns.commands import CampaignCommands

WINDOW_NAME = "force_window"


class ForceWindow(QMainWindow):
    #: "Print Force Sheet…" (the player id): the campaign commands export it
    force_sheet_requested = Signal(int)

    def __init__(self, session: Operations, player_id: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._step_commands: CampaignCommands | None = None
        self.player_id = player_id
        self.document = StoreForceDocument(session.store, player_id, self)
        self.campaign_id = self.document.campaign_id
        self.editor = ForceEditor(self.document)
        self.setCentralWidget(self.editor)
        self._own_changes: object = None
        self.document.store_changed.connect(self._on_document_changed)
        self.editor.spend_requested.connect(self.spend_rp)
        session.changed.connect(self._on_changes)
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
        self.resize(1200, 760)
        Settings().restore_geometry(WINDOW_NAME, self)
        self.retranslate()

    def retranslate(self) -> None:
        summary = self.session.store.player_summary(self.player_id)
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
        undo = self.session.next_undo(self.campaign_id)
        redo = self.session.next_redo(self.campaign_id)
        self.undo_action.setText(self.tr("&Undo: {action}").format(action=kind_name(undo.kind))
                                 if undo else self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo: {action}").format(action=kind_name(redo.kind))
                                 if redo else self.tr("&Redo"))
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)

    def _on_document_changed(self, changes: Changes) -> None:
        self._own_changes = changes  # the document has reloaded already
        self.session.notify(changes)
        self._own_changes = None

    def _on_changes(self, changes: Changes) -> None:
        if self.player_id in changes.players and changes is not self._own_changes:
            players = {p.id for p in self.session.store.players(self.campaign_id)}
            if self.player_id not in players:  # the player's addition was undone
                self.close()
                return
            self.document.on_store_changes(changes)
        if self.campaign_id in changes.history:
            self._update_undo()

    def revision_dialog(self) -> QWidget:
        """The dialog moving this Force to another imported revision of its Team List."""
        from app.model.catalogues import CatalogueLibrary
        from app.ui.campaigns.revision_dialog import RevisionDialog

        return RevisionDialog(self.session.store, self.player_id, CatalogueLibrary(), self)

    def move_to_revision(self) -> None:
        from app.ui.campaigns.revision_dialog import RevisionDialog

        dialog = self.revision_dialog()
        assert isinstance(dialog, RevisionDialog)
        if dialog.exec() == RevisionDialog.DialogCode.Accepted:
            changes = dialog.apply()
            if changes is not None:
                self.session.notify(changes)  # type: ignore[arg-type]

    @property
    def step_commands(self) -> CampaignCommands:
        """The step launcher's commands over this window (its dialogs open over it; tests set
        its ``run_dialog``)."""
        if self._step_commands is None:
            from app.ui.campaigns.commands import CampaignCommands

            self._step_commands = CampaignCommands(self.session, self)
        return self._step_commands

    def spend_rp(self) -> Any:
        """Step 5 for this player (the banner's "Spend RP…"): the store's result, or ``None``."""
        return self.step_commands.start_step(self.campaign_id, "spend_rp", self.player_id)

    def undo(self) -> None:
        self.session.undo(self.campaign_id)

    def redo(self) -> None:
        self.session.redo(self.campaign_id)

    def closeEvent(self, event: QCloseEvent) -> None:
        Settings().save_geometry(WINDOW_NAME, self)
        self.session.changed.disconnect(self._on_changes)
        super().closeEvent(event)
        self.deleteLater()
