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
    """Only a row whose campaign changed a characteristic carries its stats (``STATS_ROLE``,
    :class:`~app.ui.force_editor.tree_model.ForceTreeModel`): the others go straight to Qt
    (a call into Python per cell all the same: the cheaper the better, a quarter of the
    tree's repaint once). The runs of plain and bold text of a row's stats are cut once, the
    fonts and their metrics made once per font."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runs: dict[tuple[Stat, ...], tuple[tuple[bool, str, int], ...]] = {}
        self._fonts: dict[str, tuple[QFont, QFont, QFontMetrics, QFontMetrics]] = {}

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        stats = index.data(STATS_ROLE)
        if stats is None:  # nothing changed: Qt paints the display text
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
        normal, bold, runs = self._cut(stats, opt.font)
        painter.save()
        painter.setClipRect(rect)
        painter.setPen(opt.palette.color(group))
        flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        x = rect.left()
        for is_bold, text, width in runs:
            painter.setFont(bold if is_bold else normal)
            painter.drawText(QRect(x, rect.top(), rect.right() - x, rect.height()), flags, text)
            x += width
        painter.restore()

    def _cut(self, stats: tuple[Stat, ...], font: QFont
             ) -> tuple[QFont, QFont, tuple[tuple[bool, str, int], ...]]:
        """The plain and bold fonts of ``font``, and the same text as the display role cut
        where the font changes, each piece with its width (made once per stats and font)."""
        key = font.key()
        fonts = self._fonts.get(key)
        if fonts is None:
            if len(self._fonts) > 8:
                self._fonts.clear()
                self._runs.clear()
            normal, bold = QFont(font), QFont(font)
            bold.setBold(True)
            fonts = self._fonts[key] = (normal, bold, QFontMetrics(normal), QFontMetrics(bold))
            self._runs = {}  # (the widths were another font's)
        normal, bold, plain_metrics, bold_metrics = fonts
        runs = self._runs.get(stats)
        if runs is None:
            pieces: list[tuple[bool, str]] = []
            for i, s in enumerate(stats):
                sep = STAT_SEPARATOR if i else ""
                if s.changed:
                    pieces += [(False, f"{sep}{s.label} "), (True, s.value)]
                elif pieces and not pieces[-1][0]:
                    pieces[-1] = (False, pieces[-1][1] + f"{sep}{s.label} {s.value}")
                else:
                    pieces.append((False, f"{sep}{s.label} {s.value}"))
            runs = self._runs[stats] = tuple(
                (b, text, (bold_metrics if b else plain_metrics).horizontalAdvance(text))
                for b, text in pieces)
        return normal, bold, runs
