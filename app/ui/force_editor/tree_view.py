"""The Force tree's view: a :class:`QTreeView` that keeps each row it painted as a pixmap.

Painting a row is Qt laying its texts out (``QTextLayout`` shapes every cell's text two or
three times: to place it, to elide it, to draw it): 250 µs a row on a slow laptop, nine
tenths of an edit's repaint. An edit changes a few rows, and the view repaints all the rows
in sight: :meth:`ForceTreeView.drawRow` paints a row once, keeps the picture under everything
that decides how it looks, and draws the kept picture while none of that changed.

The key of a row is its content (:meth:`~app.ui.force_editor.rows.Row.content`, its kind and
depth) and every state Qt paints it with: the option's state (expanded, with children,
enabled, focus, active window), the selection, the current cell, the row under the mouse,
the columns' places and widths, the palette, the font, the style, the delegates and the
device pixel ratio. The pictures kept are bounded (a few screenfuls, least
recently drawn dropped first) and dropped when the view is hidden.

A row's alternate colour is not in its picture: the view paints the stripe under it (the
palette it gives Qt has a transparent alternate base), so a model added near the top, which
moves every row under it by one, or a scroll by an odd number of rows, finds them all kept.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QCursor, QPainter, QPaintEvent, QPalette, QPixmap
from PySide6.QtWidgets import QStyleOptionViewItem, QTreeView, QWidget

from app.ui.force_editor.rows import COLUMN_COUNT

if TYPE_CHECKING:
    from PySide6.QtGui import QHideEvent

    from app.ui.force_editor.rows import Row

#: How many screenfuls of rows are kept (the rows in sight, the ones an edit or a scroll
#: brings back).
SCREENFULS = 3

_OPAQUE = 0  # where a row's key says its picture is opaque


class ForceTreeView(QTreeView):
    """A tree view painting each row once while it looks the same (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cache_rows = True
        self._stripe = QColor()  # the palette's alternate base, painted by drawRow
        self._own_palette = False  # (our own setPalette: not the player's theme changing)
        self.rows_painted = 0  # rows Qt painted (a row new or changed, or not cacheable)
        self.rows_reused = 0  # rows drawn from their kept picture
        self._kept: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._kept_bytes = 0
        self._frame: tuple[object, ...] = ()
        self._current: tuple[int, int, QModelIndex] | None = None
        self._hover: QModelIndex | None = None
        self._dpr = 1.0
        self._take_stripe()

    @property
    def cache_rows(self) -> bool:
        """Rows are kept (``False``: every row painted by Qt, as a plain tree view)."""
        return self._cache_rows

    @cache_rows.setter
    def cache_rows(self, on: bool) -> None:
        self._cache_rows = on
        self.forget_rows()
        self._take_stripe()

    def _take_stripe(self) -> None:
        """Keep the palette's alternate base; give Qt a transparent one while rows are kept
        (their pictures then hold no stripe), the real one otherwise."""
        palette = QPalette(self.palette())
        role = QPalette.ColorRole.AlternateBase
        if palette.color(role).alpha() != 0:
            self._stripe = palette.color(role)
        wanted = QColor(Qt.GlobalColor.transparent) if self._cache_rows else self._stripe
        if palette.color(role) != wanted:
            for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive,
                          QPalette.ColorGroup.Disabled):
                palette.setColor(group, role, wanted)
            self._own_palette = True
            try:
                self.setPalette(palette)
            finally:
                self._own_palette = False

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and not self._own_palette:
            self.forget_rows()
            self._take_stripe()

    def forget_rows(self) -> None:
        """Drop every kept picture."""
        self._kept.clear()
        self._kept_bytes = 0

    # -- painting ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        # What every row of this paint shares, read once
        header = self.header()
        viewport = self.viewport()
        self._dpr = viewport.devicePixelRatioF()
        self._frame = (
            tuple((header.sectionViewportPosition(c), header.sectionSize(c),
                   header.isSectionHidden(c)) for c in range(header.count())),
            self.palette().cacheKey(), self.font().key(), self.style().name(), self._dpr,
            self.indentation(), self.iconSize().width(), self.iconSize().height(),
            self.rootIsDecorated(), self.alternatingRowColors(), self.isEnabled(),
            tuple(id(self.itemDelegateForColumn(c)) for c in range(COLUMN_COUNT)),
            id(self.itemDelegate()),
        )
        current = self.currentIndex()
        self._current = ((current.row(), current.column(), current.parent())
                         if current.isValid() else None)
        self._hover = None
        if viewport.underMouse():
            hovered = self.indexAt(viewport.mapFromGlobal(QCursor.pos()))
            self._hover = hovered if hovered.isValid() else None
        super().paintEvent(event)

    def drawRow(self, painter: QPainter, option: QStyleOptionViewItem,
                index: QModelIndex | QPersistentModelIndex) -> None:
        rect: QRect = option.rect
        if not self._cache_rows or rect.height() <= 0:
            self.rows_painted += 1
            super().drawRow(painter, option, index)
            return
        # Qt's own count of the rows above (uniform heights): the stripe, under the row
        striped = self.alternatingRowColors() and bool(
            ((rect.top() + self.verticalOffset()) // rect.height()) & 1)
        if striped:
            painter.fillRect(rect, self._stripe)
        key = self._row_key(option, index, striped)
        if key is None:
            self.rows_painted += 1
            super().drawRow(painter, option, index)
            return
        picture = self._kept.get(key)
        if picture is None:
            self.rows_painted += 1
            dpr = self._dpr
            picture = QPixmap(max(1, round(rect.width() * dpr)), max(1, round(rect.height() * dpr)))
            picture.setDevicePixelRatio(dpr)
            if key[_OPAQUE]:
                picture.fill(self._stripe if striped
                             else self.palette().color(QPalette.ColorRole.Base))
            else:
                picture.fill(Qt.GlobalColor.transparent)  # (over the view's base and stripe)
            row_painter = QPainter(picture)
            row_painter.translate(-rect.left(), -rect.top())
            super().drawRow(row_painter, option, index)
            row_painter.end()
            self._keep(key, picture)
        else:
            self.rows_reused += 1
            self._kept.move_to_end(key)
        painter.drawPixmap(rect.topLeft(), picture)

    def _row_key(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex,
                 striped: bool) -> tuple[object, ...] | None:
        model = self.model()
        row_of = getattr(model, "row_of", None)
        row: Row | None = row_of(index) if row_of is not None else None
        if row is None:
            return None
        depth = 0
        up = row.parent
        while up is not None:
            depth += 1
            up = up.parent
        rect: QRect = option.rect
        parent = index.parent()
        current = self._current
        current_column = (current[1] if current is not None and current[0] == index.row()
                          and current[2] == parent else -1)
        hover = self._hover
        hovered = (hover is not None and hover.row() == index.row() and hover.parent() == parent)
        selection = self.selectionModel()
        selected = selection.isSelected(index)
        # a selected or current row: its picture is opaque (_OPAQUE: Qt's translucent
        # highlight blended on the colour under it, as Qt blends it)
        opaque = (selected or current_column >= 0
                  or selection.isRowSelected(index.row(), parent))
        return (
            opaque, striped and opaque,
            row.content(), row.kind, depth, option.state.value, current_column, hovered,
            selected, rect.left(), rect.width(), rect.height(),
            self.isFirstColumnSpanned(index.row(), parent), self._frame,
        )

    def _keep(self, key: tuple[object, ...], picture: QPixmap) -> None:
        self._kept[key] = picture
        self._kept_bytes += _bytes(picture)
        viewport = self.viewport()
        budget = SCREENFULS * _area_bytes(viewport.width(), viewport.height(), self._dpr)
        while self._kept_bytes > budget and len(self._kept) > 1:
            _old, dropped = self._kept.popitem(last=False)
            self._kept_bytes -= _bytes(dropped)

    def hideEvent(self, event: QHideEvent) -> None:
        self.forget_rows()  # (a closed or hidden window keeps no pictures)
        super().hideEvent(event)


def _bytes(picture: QPixmap) -> int:
    return picture.width() * picture.height() * 4


def _area_bytes(width: int, height: int, dpr: float) -> int:
    return round(max(width, 1) * max(height, 1) * dpr * dpr * 4)

