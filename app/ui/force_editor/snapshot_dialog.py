"""A player's Force as it was at a moment of the campaign history, read-only.

The Force editor over a :class:`StoreForceDocument` of a read-only snapshot of the campaign
(``store.snapshot(campaign_id, history_id=…)``): the models, their options, points, Battle
Honours and injuries as they were then, every edit disabled. Titled with the record's date and
action (the history view passes them in words).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.model import Store
from app.ui.force_editor.editor import ForceEditor
from app.ui.force_editor.store_document import StoreForceDocument
from app.ui.widgets.context_help import install_context_help


class ForceSnapshotDialog(QDialog):
    """The Force of ``player_id`` in ``snapshot`` (a read-only store), right after the record
    of ``when`` (its moment, in words) and ``action`` (its description)."""

    def __init__(self, snapshot: Store, player_id: int, when: str, action: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("force_snapshot_dialog")
        self._when, self._action = when, action
        self.document = StoreForceDocument(snapshot, player_id, self)
        summary = snapshot.player_summary(player_id)
        self._force = summary.force_name or self.document.force.name or summary.name
        self._player = summary.name
        self.heading = QLabel()
        self.heading.setObjectName("snapshot_heading")
        self.heading.setWordWrap(True)
        self.editor = ForceEditor(self.document)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "force_editor", self.buttons)
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(self.editor, 1)
        lay.addWidget(self.buttons)
        self.retranslate()
        self.resize(1200, 720)

    def retranslate(self) -> None:
        # the record's words are in the heading: a title that long is cut by the window frame
        self.setWindowTitle(self.tr("{force} as it was on {when}").format(
            force=self._force, when=self._when))
        self.heading.setText(self.tr(
            "{force} ({player}) right after this record of {when}: {action}").format(
            force=self._force, player=self._player, when=self._when, action=self._action))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
