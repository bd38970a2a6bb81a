"""The Force tree's delegates.

:class:`StatsDelegate` paints the characteristics column of a model whose campaign changed one:
that value in bold. Rows without a change (most of them) are painted by Qt from the display text,
which reads the same ("WS 4  BS 4  …"): Python paints only the few changed rows, so a repaint
stays cheap.

:class:`NameDelegate` starts an inline rename from the model's own name (empty for an unnamed
model, whose row shows its entry's name) and cuts a name too long for its column in the middle
("Tactical…Marine 12": the number of an unnamed model stays); Qt paints it in C++.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from app.ui.force_editor.rows import STAT_SEPARATOR, Stat
from app.ui.force_editor.tree_model import EDIT_TEXT_ROLE, STATS_ROLE


class NameDelegate(QStyledItemDelegate):
    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        # The cut in the middle, set for painting only: an initStyleOption written in Python
        # was called for every cell measured too (every row, at each edit's column fit).
        opt = QStyleOptionViewItem(option)
        opt.textElideMode = Qt.TextElideMode.ElideMiddle
        super().paint(painter, opt, index)

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        text = index.data(EDIT_TEXT_ROLE)
        if isinstance(editor, QLineEdit) and isinstance(text, str):
            editor.setText(text)
        else:
            super().setEditorData(editor, index)


class StatsDelegate(QStyledItemDelegate):
    def _stats(self, index: QModelIndex | QPersistentModelIndex) -> tuple[Stat, ...]:
        stats = index.data(STATS_ROLE)
        return stats if isinstance(stats, tuple) else ()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        stats = self._stats(index)
        if not any(s.changed for s in stats):
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        rect: QRect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        group = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setClipRect(rect)
        normal = QFont(opt.font)
        bold = QFont(opt.font)
        bold.setBold(True)
        x = rect.left()
        flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        painter.setPen(opt.palette.color(group))
        metrics = {False: QFontMetrics(normal), True: QFontMetrics(bold)}
        # The same text as the display role, cut where the font changes.
        runs: list[tuple[bool, str]] = []
        for i, s in enumerate(stats):
            sep = STAT_SEPARATOR if i else ""
            if s.changed:
                runs += [(False, f"{sep}{s.label} "), (True, s.value)]
            elif runs and not runs[-1][0]:
                runs[-1] = (False, runs[-1][1] + f"{sep}{s.label} {s.value}")
            else:
                runs.append((False, f"{sep}{s.label} {s.value}"))
        for is_bold, text in runs:
            painter.setFont(bold if is_bold else normal)
            painter.drawText(QRect(x, rect.top(), rect.right() - x, rect.height()), flags, text)
            x += metrics[is_bold].horizontalAdvance(text)
        painter.restore()
