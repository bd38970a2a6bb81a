"""A read-only table model over a list of cached rows (never a query in ``data()``).

Subclasses give the headers and the cells of one row. :meth:`RowTableModel.set_rows` replaces the
rows: when the same ids come back in the same order only the changed rows are signalled (views
keep their selection and scroll position), otherwise the model resets.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QHeaderView, QTableView

R = TypeVar("R")
Index = QModelIndex | QPersistentModelIndex
ID_ROLE = Qt.ItemDataRole.UserRole + 1  # the row's id (campaign id, player id…)
SORT_ROLE = Qt.ItemDataRole.UserRole + 2  # a sortable value (numbers stay numbers)
# Plain ints: data() is called thousands of times when a view sizes its columns.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ID = int(ID_ROLE)
_SORT = int(SORT_ROLE)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class ColumnFitter:
    """Fits the columns of a view over a :class:`RowTableModel` to their contents, each only
    when its texts (or its header) changed since it was last fitted: after an action most
    columns read the same, and fitting one asks every cell of it for its size (many calls
    into Python). A hidden column is fitted once it is shown (at the next :meth:`fit`)."""

    def __init__(self, view: QTableView, columns: Sequence[int] | None = None) -> None:
        self.view = view
        self.columns = columns  # None: every column that does not stretch
        self._fitted: dict[int, tuple[object, ...]] = {}
        self.fitted = 0  # columns fitted so far (tests count them)

    def fit(self) -> None:
        model = self.view.model()
        assert isinstance(model, RowTableModel)
        header = self.view.horizontalHeader()
        columns = self.columns if self.columns is not None else [
            c for c in range(header.count())
            if header.sectionResizeMode(c) != QHeaderView.ResizeMode.Stretch]
        rows = model.rows()
        heads = model.header_texts()
        for column in columns:
            if self.view.isColumnHidden(column):
                self._fitted.pop(column, None)
                continue
            key = (heads[column] if column < len(heads) else None,
                   *(model.cell(r, column) for r in rows))
            if self._fitted.get(column) == key:
                continue
            self._fitted[column] = key
            self.fitted += 1
            self.view.resizeColumnToContents(column)

    def forget(self) -> None:
        """Fit every column next time (a new font or style)."""
        self._fitted.clear()


class RowTableModel(QAbstractTableModel, Generic[R]):
    #: columns shown right-aligned (numbers)
    NUMERIC: frozenset[int] = frozenset()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[R] = []
        self._headers: list[str] | None = None  # translated once per language

    # -- to override ------------------------------------------------------------------------
    def headers(self) -> list[str]:
        raise NotImplementedError

    def cell(self, row: R, column: int) -> Any:
        """The value shown in ``column`` (str or number)."""
        raise NotImplementedError

    def row_id(self, row: R) -> Hashable:
        row_id: Hashable = getattr(row, "id")  # noqa: B009 (rows are dataclasses with an id)
        return row_id

    def tooltip(self, row: R, column: int) -> str | None:
        return None

    # -- rows -------------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[R]) -> None:
        new = list(rows)
        if [self.row_id(r) for r in new] != [self.row_id(r) for r in self._rows]:
            self.beginResetModel()
            self._rows = new
            self.endResetModel()
            return
        old, self._rows = self._rows, new
        last = self.columnCount() - 1
        for i, (before, after) in enumerate(zip(old, new, strict=True)):
            if before != after and last >= 0:
                self.dataChanged.emit(self.index(i, 0), self.index(i, last))

    def rows(self) -> list[R]:
        return list(self._rows)

    def row_at(self, row: int) -> R:
        return self._rows[row]

    def row_of(self, row_id: Hashable) -> int:
        for i, r in enumerate(self._rows):
            if self.row_id(r) == row_id:
                return i
        return -1

    def header_texts(self) -> list[str]:
        if self._headers is None:
            self._headers = self.headers()
        return self._headers

    def retranslate(self) -> None:
        """Headers and translated cells follow a language switch."""
        self._headers = None
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self._rows and self.columnCount():
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._rows) - 1, self.columnCount() - 1))

    # -- Qt interface -----------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.header_texts())

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        col = index.column()
        role = int(role)
        if role == _DISPLAY:
            value = self.cell(row, col)
            return None if value is None else str(value)
        if role == _SORT:
            return self.cell(row, col)
        if role == _ID:
            return self.row_id(row)
        if role == _ALIGN:
            return _RIGHT if col in self.NUMERIC else None
        if role == _TOOLTIP:
            return self.tooltip(row, col)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        headers = self.header_texts()
        if not 0 <= section < len(headers):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return headers[section]
        if role == Qt.ItemDataRole.TextAlignmentRole and section in self.NUMERIC:
            return _RIGHT
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _FLAGS
