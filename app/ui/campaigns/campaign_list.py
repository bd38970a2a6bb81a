"""The campaign list: every campaign of the database, with create, rename, archive, delete.

Selecting a campaign opens it (``campaign_selected``). Store calls go through the
:class:`~app.ui.operations.Operations`; the list refreshes from its ``Changes``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelection, QModelIndex, QPersistentModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGridLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.model import Changes
from app.ui.campaigns.models import CampaignListModel
from app.ui.campaigns.table_model import ID_ROLE, ColumnFitter
from app.ui.operations import Operations


class CampaignListPanel(QWidget):
    campaign_selected = Signal(object)  # campaign id, or None when nothing is selected
    new_campaign_requested = Signal()

    def __init__(self, operations: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.operations = operations
        self._silent = False  # a selection made by :meth:`select` with ``emit=False``
        self.model = CampaignListModel(self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.setShowGrid(False)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.view.setColumnHidden(1, True)  # the number of players: in the campaign view
        self.fitter = ColumnFitter(self.view, list(range(1, self.model.columnCount())))
        self.show_archived = QCheckBox()
        self.new_button = QPushButton()
        self.rename_button = QPushButton()
        self.archive_button = QPushButton()
        self.delete_button = QPushButton()
        buttons = QGridLayout()
        buttons.addWidget(self.new_button, 0, 0)
        buttons.addWidget(self.rename_button, 0, 1)
        buttons.addWidget(self.archive_button, 1, 0)
        buttons.addWidget(self.delete_button, 1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.show_archived)
        layout.addLayout(buttons)

        self.new_button.clicked.connect(self.new_campaign_requested)
        self.rename_button.clicked.connect(self.rename_current)
        self.archive_button.clicked.connect(self.toggle_archived)
        self.delete_button.clicked.connect(self.delete_current)
        self.show_archived.toggled.connect(self._on_show_archived_toggled)
        self.view.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.model.modelReset.connect(self._update_buttons)
        self.model.dataChanged.connect(self._update_buttons)
        operations.window_changed.connect(self._on_changes)
        self.retranslate()
        self.refresh()

    # -- texts ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.show_archived.setText(self.tr("Show &archived campaigns"))
        self.new_button.setText(self.tr("New…"))
        self.rename_button.setText(self.tr("Rename…"))
        self.delete_button.setText(self.tr("Delete…"))
        self.model.retranslate()
        self.fitter.forget()
        self.fitter.fit()
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- rows -----------------------------------------------------------------------------
    def refresh(self) -> None:
        keep = self.current_id()
        archived = self.show_archived.isChecked()
        self.model.set_rows([c for c in self.operations.campaigns() if archived or not c.archived])
        self.fitter.fit()  # the columns whose texts changed
        if keep is not None:
            self.select(keep, emit=False, reveal=False)
        self._update_buttons()

    def wanted_width(self) -> int:
        """The width that shows the campaigns' names and every column whole, in this language
        and font (a French or Russian header, a larger font need more than the usual dock)."""
        view, header = self.view, self.view.horizontalHeader()
        columns = sum(max(view.sizeHintForColumn(c), header.sectionSizeHint(c))
                      for c in range(header.count()) if not view.isColumnHidden(c))
        scroll = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
        layout = self.layout()
        margins = layout.contentsMargins().left() * 2 if layout is not None else 0
        return columns + scroll + 2 * view.frameWidth() + margins

    def _on_changes(self, changes: Changes) -> None:
        # Only what the list shows: names, archived flags, counts of players and games, the
        # last game (``campaign_list``); a Force edit, a correction, a rename of a model
        # change none of it.
        if changes.campaign_list:
            self.refresh()

    def _on_show_archived_toggled(self, _checked: bool) -> None:
        self.refresh()

    def current_id(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        return int(rows[0].data(ID_ROLE)) if rows else None

    def select(self, campaign_id: int | None, *, emit: bool = True, reveal: bool = True) -> bool:
        """Select a campaign (with ``reveal``, showing archived ones if needed); ``False`` if
        it is not in the list."""
        row = self.model.row_of(campaign_id) if campaign_id is not None else -1
        if (reveal and row < 0 and campaign_id is not None and not self.show_archived.isChecked()
                and any(c.id == campaign_id for c in self.operations.campaigns())):
            self.show_archived.setChecked(True)
            row = self.model.row_of(campaign_id)
        if row < 0:
            return False
        # Not by blocking the selection model's signals: the view would not repaint the rows,
        # and asking its viewport to (``viewport()``, a plain QWidget to PySide) made PySide
        # resolve every widget class of QtWidgets before the first paint (~8 ms, 68 enums).
        self._silent = not emit
        try:
            self.view.selectRow(row)
        finally:
            self._silent = False
        self._update_buttons()
        return True

    def _on_selection_changed(self, _sel: QItemSelection, _desel: QItemSelection) -> None:
        self._update_buttons()
        if not self._silent:
            self.campaign_selected.emit(self.current_id())

    def _current_row(self) -> int:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _update_buttons(self, *_args: QModelIndex | QPersistentModelIndex) -> None:
        row = self._current_row()
        has = row >= 0
        self.rename_button.setEnabled(has)
        self.archive_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        archived = has and self.model.row_at(row).archived
        self.archive_button.setText(self.tr("Unarchive") if archived else self.tr("Archive"))

    # -- commands -------------------------------------------------------------------------
    def rename_current(self) -> None:
        row = self._current_row()
        if row < 0:
            return
        summary = self.model.row_at(row)
        from PySide6.QtWidgets import QInputDialog  # (no dialog class built before the paint)

        name, ok = QInputDialog.getText(self, self.tr("Rename campaign"), self.tr("New name:"),
                                        QLineEdit.EchoMode.Normal, summary.name)
        name = name.strip()
        if ok and name and name != summary.name:
            store = self.operations.store
            self.operations.run(lambda: store.rename_campaign(summary.id, name))

    def toggle_archived(self) -> None:
        row = self._current_row()
        if row < 0:
            return
        summary = self.model.row_at(row)
        store = self.operations.store
        self.operations.run(lambda: store.archive_campaign(summary.id, not summary.archived))

    def delete_current(self) -> bool:
        """Delete the selected campaign after a confirmation; ``True`` when deleted."""
        row = self._current_row()
        if row < 0:
            return False
        summary = self.model.row_at(row)
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self, self.tr("Delete campaign"),
            self.tr("Delete the campaign “{name}”? Its players, games and history are deleted "
                    "with it, and this cannot be undone. Archive it instead to keep it out of "
                    "sight.").format(name=summary.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        store = self.operations.store
        result = self.operations.run(lambda: store.delete_campaign(summary.id))
        if result is None:
            return False
        self.campaign_selected.emit(self.current_id())
        return True


