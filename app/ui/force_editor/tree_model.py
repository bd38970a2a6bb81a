"""The Force tree's item model: :class:`~app.ui.force_editor.rows.Row` s kept as Qt items.

The model is a :class:`QStandardItemModel`: every value the view reads while it lays out and
paints (texts, fonts, icons, flags, the tree structure) lives in C++ items, so a repaint of the
tree never calls into Python. (A Python ``QAbstractItemModel`` answered about 1,200 calls of
``index``/``parent``/``flags``/``multiData`` per repaint of a 200-model Force: half of the time
of an edit.)

``set_rows`` compares the new rows with the cached ones by key and makes the smallest set of
row removals, insertions and changed values, so selection and expansion survive an edit and the
view repaints only what changed.

Drag and drop carries model uids; a drop never changes anything itself: it emits
``drop_requested(uids, target_kind, target_id)`` and the editor applies the edit.
"""

from __future__ import annotations

import json
from collections.abc import KeysView
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QFont, QIcon, QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QStyle

from app.ui.force_editor.rows import COLUMN_COUNT, NAME, POINTS, STATS, Row, header_texts

MIME_TYPE = "application/x-forcesheet-model-uids"

Index = QModelIndex | QPersistentModelIndex

# Roles of the name column (STATS_ROLE: of the characteristics column).
STATS_ROLE = Qt.ItemDataRole.UserRole + 1  # tuple[Stat, ...] of a row the campaign changed
KEY_ROLE = Qt.ItemDataRole.UserRole + 2  # the row's key
KIND_ROLE = Qt.ItemDataRole.UserRole + 3  # "section", "group" or "model"
UID_ROLE = Qt.ItemDataRole.UserRole + 4  # a model row's uid
GROUP_ROLE = Qt.ItemDataRole.UserRole + 5  # a group row's id, a member's group
SEVERITY_ROLE = Qt.ItemDataRole.UserRole + 6  # "error", "warning" or None
EDIT_TEXT_ROLE = Qt.ItemDataRole.UserRole + 7  # what inline renaming starts from

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_DECORATION = int(Qt.ItemDataRole.DecorationRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_ROOT_FLAGS = Qt.ItemFlag.ItemIsDropEnabled
_BASE_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

Values = list[dict[int, Any]]  # per column: role -> value (None: not set)


class _NeedReset(Exception):
    pass


class ForceTreeModel(QStandardItemModel):
    drop_requested = Signal(list, str, str)  # uids, target kind ("group"/"model"/"section"), id
    rename_requested = Signal(str, str, str)  # kind ("model"/"group"), id, new name

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._root = Row("root", "root")
        self._by_key: dict[str, Row] = {}
        self._icons: dict[str, QIcon] = {}
        self._bold = QFont()
        self._bold.setBold(True)
        self._italic = QFont()
        self._italic.setItalic(True)
        self._muted: QBrush | None = None
        self._prepare()

    def _prepare(self) -> None:
        """Columns, header texts and the root's flags (again after a reset)."""
        self.setColumnCount(COLUMN_COUNT)
        self.setHorizontalHeaderLabels(header_texts())
        self.invisibleRootItem().setFlags(_ROOT_FLAGS)

    # -- cache ---------------------------------------------------------------------------------
    @property
    def root(self) -> Row:
        return self._root

    def set_rows(self, new_root: Row) -> None:
        """Replace the cached rows with ``new_root``'s, changing only what changed."""
        try:
            self._sync(self._root, new_root, self.invisibleRootItem())
        except _NeedReset:
            self.clear()  # one modelReset
            self._prepare()
            self._root = new_root
            self._insert(self.invisibleRootItem(), 0, new_root.children)
        self._by_key = {r.key: r for r in self._root.walk()}

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels(header_texts())

    def _sync(self, old: Row, new: Row, parent: QStandardItem) -> None:
        new_keys = [c.key for c in new.children]
        wanted = set(new_keys)
        i = len(old.children) - 1
        while i >= 0:
            if old.children[i].key in wanted:
                i -= 1
                continue
            j = i
            while j > 0 and old.children[j - 1].key not in wanted:
                j -= 1
            parent.removeRows(j, i - j + 1)
            del old.children[j : i + 1]
            _renumber(old)
            i = j - 1
        kept = [c.key for c in old.children]
        kept_set = set(kept)
        if [k for k in new_keys if k in kept_set] != kept:
            raise _NeedReset
        pos = 0
        k = 0
        while k < len(new_keys):
            if pos < len(old.children) and old.children[pos].key == new_keys[k]:
                pos += 1
                k += 1
                continue
            start = k
            while k < len(new_keys) and (
                pos >= len(old.children) or new_keys[k] != old.children[pos].key
            ):
                k += 1
            rows = new.children[start:k]
            for r in rows:
                r.parent = old
            old.children[pos:pos] = rows
            _renumber(old)
            self._insert(parent, pos, rows)
            pos += len(rows)
        children = old.children
        for i, (o, n) in enumerate(zip(children, new.children, strict=True)):
            if o is n:  # the builder's unchanged model row: this very row is shown
                n.parent = old
                continue
            if not (o.children or n.children):
                # A leaf (a model): the new row takes the old one's place and items, so the
                # next edit finds the builder's row here (the `is` above) if it stays the same.
                n.items, n.parent, n.pos = o.items, old, o.pos
                children[i] = n
                if o.content() != n.content():
                    self._update(n, self._values(o))
                continue
            if o.content() != n.content():
                before = self._values(o)
                o.take_content(n)
                self._update(o, before)
            assert o.items is not None
            self._sync(o, n, o.items[0])

    # -- items ---------------------------------------------------------------------------------
    def _insert(self, parent: QStandardItem, pos: int, rows: list[Row]) -> None:
        """Make the items of ``rows`` (and their children) and insert them at ``pos``."""
        for offset, row in enumerate(rows):
            items = self._make(row)
            parent.insertRow(pos + offset, items)

    def _make(self, row: Row) -> list[QStandardItem]:
        """The items of a row and, under its first, its children's (before it joins the model:
        no signal per value)."""
        flags = self._flags(row)
        items: list[QStandardItem] = []
        for col, roles in enumerate(self._values(row)):
            item = QStandardItem()
            item.setFlags(flags[col])
            for role, value in roles.items():
                if value is not None:
                    item.setData(value, role)
            items.append(item)
        row.items = items
        for c in row.children:
            items[0].appendRow(self._make(c))
        return items

    def _update(self, row: Row, before: Values) -> None:
        """Set the values of ``row`` that differ from ``before`` (one dataChanged each)."""
        items = row.items
        assert items is not None
        flags = self._flags(row)
        for col, (now, was) in enumerate(zip(self._values(row), before, strict=True)):
            item = items[col]
            if item.flags() != flags[col]:
                item.setFlags(flags[col])
            for role, value in now.items():
                old = was.get(role)
                if value is not old and value != old:
                    item.setData(value, role)

    def _values(self, row: Row) -> Values:
        texts, tips = row.texts, row.tips
        out: Values = [{_DISPLAY: texts[c], _TOOLTIP: tips[c] or None} for c in range(COLUMN_COUNT)]
        name = out[NAME]
        name[_DECORATION] = self._icon(row.severity) if row.severity else None
        font = None
        if row.kind in ("section", "group"):
            font = self._bold
        elif row.muted:
            font = self._italic
        name[_FONT] = font
        name[_FOREGROUND] = self._muted_brush() if row.muted else None
        name[EDIT_TEXT_ROLE] = row.edit_text
        name[KEY_ROLE] = row.key
        name[KIND_ROLE] = row.kind
        name[UID_ROLE] = row.uid
        name[GROUP_ROLE] = row.gid
        name[SEVERITY_ROLE] = row.severity
        out[POINTS][_ALIGNMENT] = _RIGHT
        # (a row whose characteristics the campaign did not change paints its text alone)
        out[STATS][STATS_ROLE] = row.stats if any(s.changed for s in row.stats) else None
        return out

    def _flags(self, row: Row) -> tuple[Qt.ItemFlag, ...]:
        f = _BASE_FLAGS
        if row.kind == "model":
            f |= Qt.ItemFlag.ItemIsDragEnabled
        if _drop_target(row) is not None:
            f |= Qt.ItemFlag.ItemIsDropEnabled
        name = f | Qt.ItemFlag.ItemIsEditable if row.kind in ("model", "group") else f
        return (name,) + (f,) * (COLUMN_COUNT - 1)

    def _muted_brush(self) -> QBrush:
        if self._muted is None:
            self._muted = QBrush(QApplication.palette().color(QPalette.ColorRole.PlaceholderText))
        return self._muted

    def _icon(self, severity: str) -> QIcon:
        icon = self._icons.get(severity)
        if icon is None:
            sp = (
                QStyle.StandardPixmap.SP_MessageBoxCritical
                if severity == "error"
                else QStyle.StandardPixmap.SP_MessageBoxWarning
            )
            icon = self._icons[severity] = QApplication.style().standardIcon(sp)
        return icon

    # -- lookups -------------------------------------------------------------------------------
    def row_of(self, index: Index) -> Row | None:
        if not index.isValid() or index.model() is not self:
            return None
        key = index.sibling(index.row(), NAME).data(KEY_ROLE)
        return self._by_key.get(key) if isinstance(key, str) else None

    def keys(self) -> KeysView[str]:
        """The keys of every row in the tree."""
        return self._by_key.keys()

    def index_of_key(self, key: str, column: int = 0) -> QModelIndex:
        row = self._by_key.get(key)
        if row is None:
            return QModelIndex()
        return self.index_of_row(row, column)

    def index_of_row(self, row: Row, column: int = 0) -> QModelIndex:
        if row.parent is None or row.items is None:
            return QModelIndex()
        return self.indexFromItem(row.items[column])

    # -- editing -------------------------------------------------------------------------------
    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """An inline rename (the view's editor): asks the editor to apply it, changes nothing."""
        row = self.row_of(index)
        if row is None or role != Qt.ItemDataRole.EditRole or index.column() != NAME:
            return False
        name = str(value).strip()
        if name == row.edit_text:
            return False
        if row.kind == "model" and row.uid is not None:
            self.rename_requested.emit("model", row.uid, name)
            return True
        if row.kind == "group" and row.gid is not None:
            self.rename_requested.emit("group", row.gid, name)
            return True
        return False

    def removeRows(self, row: int, count: int, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        """Nobody removes rows but :meth:`set_rows` (a view ending a move drag would)."""
        return False

    # -- drag and drop -------------------------------------------------------------------------
    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # type: ignore[override]
        uids: list[str] = []
        for ix in indexes:
            row = self.row_of(ix)
            if row is not None and row.kind == "model" and row.uid and row.uid not in uids:
                uids.append(row.uid)
        data = QMimeData()
        data.setData(MIME_TYPE, QByteArray(json.dumps(uids).encode()))
        return data

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        if not data.hasFormat(MIME_TYPE):
            return False
        target = self.row_of(parent)
        return target is not None and _drop_target(target) is not None

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        if action == Qt.DropAction.IgnoreAction:
            return True
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        target = self.row_of(parent)
        assert target is not None
        found = _drop_target(target)
        assert found is not None
        kind, target_id = found
        try:
            uids = [str(u) for u in json.loads(bytes(data.data(MIME_TYPE).data()).decode())]
        except ValueError:
            return False
        if not uids:
            return False
        # Applied after the view has finished its drop: the edit changes the rows.
        QTimer.singleShot(0, lambda: self.drop_requested.emit(uids, kind, target_id))
        return True


def _drop_target(row: Row) -> tuple[str, str] | None:
    """Where dropping models on ``row`` sends them: a Group, an ungrouped model, or out."""
    if row.kind == "group" and row.gid is not None:
        return ("group", row.gid)
    if row.kind == "model" and row.uid is not None:
        if row.gid is not None:
            return ("group", row.gid)
        if row.section == "core" or (row.parent is not None and row.parent.section == "core"):
            return ("model", row.uid)
        return None
    if row.kind == "section" and row.section == "core":
        return ("section", "core")
    return None


def _renumber(row: Row) -> None:
    for i, c in enumerate(row.children):
        c.pos = i
