"""The validation panel: points used / limit, and every finding of the rules engine in words."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app.i18n.messages import message
from app.rules.validation import Report, points_int
from app.rules.violations import Violation
from app.ui.widgets.theme import tint

REFS_ROLE = Qt.ItemDataRole.UserRole + 1
CODE_ROLE = Qt.ItemDataRole.UserRole + 2

_OVER_STYLE = "QProgressBar::chunk { background-color: #c62828; }"


class ValidationPanel(QWidget):
    """Shows a :class:`Report`; clicking a finding emits the uids of its models."""

    models_activated = Signal(list)  # uids

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._report: Report | None = None
        self._names: Mapping[str, str] = {}
        self._limit: int | None = None
        self._shown_over = False
        self.points_label = QLabel()
        self.points_label.setObjectName("points_label")
        self.points_bar = QProgressBar()
        self.points_bar.setTextVisible(True)
        # slim, yet tall enough for its text in any font
        self.points_bar.setMaximumHeight(max(18, self.points_bar.fontMetrics().height() + 4))
        self.summary = QLabel()
        self.notice = QLabel()  # a refused edit, in words
        self.notice.setWordWrap(True)
        tint(self.notice, "error")  # readable on light and dark palettes
        self.notice.hide()
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.itemClicked.connect(self._on_item_activated)
        self.list.itemActivated.connect(self._on_item_activated)
        top = QHBoxLayout()
        top.addWidget(self.points_label)
        top.addWidget(self.points_bar, 1)
        top.addWidget(self.summary)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(top)
        lay.addWidget(self.notice)
        lay.addWidget(self.list, 1)
        self.retranslate()

    # -- state ---------------------------------------------------------------------------------
    def set_report(
        self, report: Report, names: Mapping[str, str], limit: int | None = None
    ) -> None:
        same_list = (
            self._report is not None
            and self._report.violations == report.violations
            and (not report.violations or names == self._names)
        )
        self._report = report
        self._names = names
        self._limit = limit
        # Most edits change the points, not the findings: the list is only refilled (and
        # relaid out) when what it shows changed.
        self._fill(list_too=not same_list)

    def show_notice(self, text: str) -> None:
        if text != self.notice.text():
            self.notice.setText(text)
        if bool(text) != self.notice.isVisibleTo(self):
            self.notice.setVisible(bool(text))

    @property
    def over_limit(self) -> bool:
        if self._report is None or self._limit is None:
            return False
        return points_int(self._report.total) > self._limit

    def messages(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def codes(self) -> list[str]:
        return [str(self.list.item(i).data(CODE_ROLE)) for i in range(self.list.count())]

    # -- painting ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill(self, list_too: bool = True) -> None:
        report = self._report
        used = points_int(report.total) if report is not None else 0
        limit = self._limit
        if limit is None:
            self.points_label.setText(self.tr("Points: {used}").format(used=used))
            self.points_bar.hide()
        else:
            self.points_label.setText(
                self.tr("Points: {used} / {limit}").format(used=used, limit=limit)
            )
            self.points_bar.show()
            self.points_bar.setRange(0, max(limit, 1))
            self.points_bar.setValue(min(used, limit))
            self.points_bar.setFormat(
                self.tr("{used} / {limit} pts").format(used=used, limit=limit)
            )
        over = self.over_limit
        if over != self._shown_over:  # a style sheet change re-polishes: only when it changes
            self._shown_over = over
            self.points_bar.setStyleSheet(_OVER_STYLE if over else "")
            tint(self.points_label, "error" if over else None, bold=over)
        if not list_too:
            return
        self.list.clear()
        if report is None:
            self.summary.clear()
            return
        errors = sum(1 for v in report.violations if v.severity == "error")
        warnings = sum(1 for v in report.violations if v.severity == "warning")
        self.summary.setText(
            self.tr("%n error(s)", "", errors) + ", " + self.tr("%n warning(s)", "", warnings)
        )
        if not report.violations:
            item = QListWidgetItem(self.tr("No problems found."))
            item.setData(CODE_ROLE, "")
            item.setData(REFS_ROLE, [])
            self.list.addItem(item)
            return
        style = QApplication.style()
        icons = {
            "error": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
            "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
            "info": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation),
        }
        for v in report.violations:
            self.list.addItem(self._item(v, icons))

    def _item(self, v: Violation, icons: Mapping[str, object]) -> QListWidgetItem:
        text = message(v, self._names)
        item = QListWidgetItem(text)
        icon = icons.get(str(v.severity))
        if icon is not None:
            item.setIcon(icon)  # type: ignore[arg-type]
        item.setData(REFS_ROLE, list(v.refs))
        item.setData(CODE_ROLE, v.code)
        item.setToolTip(text)  # the whole message (the code is no word a player reads)
        return item

    def _on_item_activated(self, item: QListWidgetItem) -> None:
        refs = item.data(REFS_ROLE)
        if refs:
            self.models_activated.emit(list(refs))
