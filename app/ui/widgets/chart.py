"""A small line chart drawn with QPainter (Qt Charts is not installed): integer series over the
games of a campaign, one colour per series, in the palette's colours (light or dark)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.ui.widgets.theme import is_dark

__all__ = ["LineChart", "Series", "series_color"]

# distinct hues; each gets a darker shade on light palettes and a lighter one on dark palettes
_HUES = (210, 0, 120, 35, 280, 180, 320, 60)


def series_color(index: int, palette: QPalette | None = None) -> QColor:
    """The colour of the ``index``-th series, readable on ``palette``'s base colour."""
    hue = _HUES[index % len(_HUES)]
    if is_dark(palette):
        return QColor.fromHsl(hue, 200, 165)
    return QColor.fromHsl(hue, 200, 85)


@dataclass(frozen=True)
class Series:
    name: str
    values: tuple[int | None, ...]  # None: no value at that point (a gap)


class LineChart(QWidget):
    """Series over the same points (``labels``), with a title, a y scale and a legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.labels: tuple[str, ...] = ()
        self.series: tuple[Series, ...] = ()
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 180)

    def set_data(self, title: str, labels: Sequence[str], series: Sequence[Series]) -> None:
        self.title = title
        self.labels = tuple(labels)
        self.series = tuple(series)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 260)

    def values(self) -> list[int]:
        return [v for s in self.series for v in s.values if v is not None]

    def scale(self) -> tuple[int, int, int]:
        """The y axis: (lowest, highest, step) — whole numbers, zero included."""
        values = self.values() or [0]
        low, high = min(0, *values), max(1, *values)
        span = high - low
        step = 1
        for candidate in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
            step = candidate
            if span / candidate <= 6:
                break
        low = (low // step) * step
        high = -((-high) // step) * step
        return low, high, step

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlpha(45)
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        title_font = self.font()
        title_font.setBold(True)
        p.setFont(title_font)
        p.setPen(text)
        p.drawText(QRectF(0, 4, self.width(), line), Qt.AlignmentFlag.AlignHCenter, self.title)
        p.setFont(self.font())
        low, high, step = self.scale()
        ticks = list(range(low, high + 1, step))
        left = 8 + max(metrics.horizontalAdvance(str(t)) for t in ticks)
        legend_rows = 1 if self.series else 0
        plot = QRectF(left + 6, 10 + line * 1.5, self.width() - left - 20,
                      self.height() - line * (3.2 + legend_rows) - 10)
        if plot.width() < 20 or plot.height() < 20:
            p.end()
            return
        span = max(high - low, 1)

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / span * plot.height()

        for t in ticks:
            y = y_of(t)
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(text)
            p.drawText(QRectF(0, y - line / 2, left, line),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(t))
        count = len(self.labels)
        gap = plot.width() / max(count - 1, 1)

        def x_of(i: int) -> float:
            return plot.left() + (i * gap if count > 1 else plot.width() / 2)

        p.setPen(text)
        every = max(1, int(metrics.horizontalAdvance("0000") * 1.5 / max(gap, 1)) + 1)
        for i, label in enumerate(self.labels):
            if i % every and i != count - 1:
                continue
            if i == 0 and count > 1:  # the first label starts at the axis, clear of the scale
                box = QRectF(x_of(i) - 4, plot.bottom() + 4, gap, line)
                align = Qt.AlignmentFlag.AlignLeft
            else:
                box = QRectF(x_of(i) - gap / 2 - 20, plot.bottom() + 4, gap + 40, line)
                align = Qt.AlignmentFlag.AlignHCenter
            p.drawText(box, align, label)
        if not self.values():
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       self.empty_text)
        for index, s in enumerate(self.series):
            color = series_color(index, pal)
            # later series dashed and thinner: where two players have the same numbers,
            # both lines stay visible
            style = Qt.PenStyle.SolidLine if index == 0 else Qt.PenStyle.DashLine
            p.setPen(QPen(color, 3.0 if index == 0 else 2.0, style, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            run: list[QPointF] = []
            for i, value in enumerate(s.values):
                if value is None:
                    if len(run) > 1:
                        p.drawPolyline(run)
                    run = []
                    continue
                run.append(QPointF(x_of(i), y_of(value)))
            if len(run) > 1:
                p.drawPolyline(run)
            p.setBrush(color)
            for i, value in enumerate(s.values):
                if value is not None:
                    p.drawEllipse(QPointF(x_of(i), y_of(value)), 3.0, 3.0)
            p.setBrush(Qt.BrushStyle.NoBrush)
        # the legend: one row, each name after a swatch of its colour
        x = plot.left()
        y = self.height() - line - 4
        for index, s in enumerate(self.series):
            color = series_color(index, pal)
            p.fillRect(QRectF(x, y + line / 2 - 3, 14, 6), color)
            p.setPen(text)
            width = metrics.horizontalAdvance(s.name)
            p.drawText(QRectF(x + 18, y, width + 4, line), Qt.AlignmentFlag.AlignLeft, s.name)
            x += 18 + width + 16
        p.end()
