"""The Progress window (Campaign ▸ Progress charts): a campaign's story seen, not read.

Four line charts — RP, Renown, Base level and Force points of each player, before the first
game and after each game — and two tables: each player's wins, draws, losses and casualties,
and each game's result. The numbers come from :func:`app.model.progress.campaign_progress`
(the widget only draws them); the window follows the campaign's changes while it is open.
One window per main window (:func:`show_progress`), non-modal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.i18n.terms import term
from app.model.errors import StoreNotFoundError
from app.model.progress import METRICS, CampaignProgress, Metric, campaign_progress
from app.ui.settings import Settings, geometry_option
from app.ui.widgets.chart import LineChart, Series
from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.screen import fit_to_screen
from app.ui.widgets.theme import tint

if TYPE_CHECKING:
    from app.model import Store
    from app.ui.operations import Operations

__all__ = ["ProgressWindow", "show_progress"]

WINDOW_NAME = "progress"
geometry_option(WINDOW_NAME)


class ProgressWindow(QWidget):
    def __init__(self, operations: Operations, campaign_id: int | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("progress_window")
        self.context_help = install_context_help(self, "progress")
        self.operations = operations
        self.campaign_id = campaign_id
        self.progress: CampaignProgress | None = None
        self.heading = QLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        tint(self.note, "muted")  # not a disabled label's grey: unreadable on a light palette
        self.charts: dict[Metric, LineChart] = {m: LineChart() for m in METRICS}
        grid_box = QWidget()
        grid = QGridLayout(grid_box)
        grid.setContentsMargins(0, 0, 0, 0)
        for i, metric in enumerate(METRICS):
            grid.addWidget(self.charts[metric], i // 2, i % 2)
        self.record = QTableWidget(0, 6)
        self.games = QTableWidget(0, 4)
        for table in (self.record, self.games):
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.verticalHeader().hide()
            table.setAlternatingRowColors(True)
        self.games.horizontalHeader().setStretchLastSection(True)
        self.tables = QTabWidget()
        self.tables.addTab(self.record, "")
        self.tables.addTab(self.games, "")
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(grid_box)
        splitter.addWidget(self.tables)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 2)
        # the same 5 : 2 at the start (the charts' size hints alone would leave the tables two
        # rows: a third player hidden behind a scroll bar)
        splitter.setSizes([500, 200])
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.note)
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(250)
        self._refresh.timeout.connect(self.reload)
        self._stale = False
        operations.changed.connect(self._on_changes)
        fit_to_screen(self, 1000, 720)
        Settings().restore_geometry(WINDOW_NAME, self)
        self.reload()

    # -- data ------------------------------------------------------------------------------
    @property
    def store(self) -> Store:
        return self.operations.store

    def set_campaign(self, campaign_id: int | None) -> None:
        if campaign_id != self.campaign_id:
            self.campaign_id = campaign_id
            self.reload()

    def reload(self) -> None:
        """Read the campaign's progress again (a few replays of its history) and draw it."""
        self._stale = False
        if self.campaign_id is None:
            self.progress = None
        else:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                self.progress = campaign_progress(self.store, self.campaign_id)
            except StoreNotFoundError:  # the campaign was deleted meanwhile
                self.campaign_id = None
                self.progress = None
            finally:
                QGuiApplication.restoreOverrideCursor()
        self.retranslate()

    def _on_changes(self, _changes: object) -> None:
        if self.isVisible():
            self._refresh.start()  # one reload for a burst of changes
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self.reload()
        super().showEvent(event)

    # -- texts -----------------------------------------------------------------------------
    def metric_title(self, metric: Metric) -> str:
        return {"rp": self.tr("RP (Requisition Points)"), "renown": self.tr("Renown"),
                "base_level": self.tr("Base level"), "points": self.tr("Force points")}[metric]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Progress charts"))
        self.tables.setTabText(0, self.tr("Record"))
        self.tables.setTabText(1, self.tr("Games"))
        self.record.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Draws"),
            self.tr("Losses"), self.tr("Casualties")])
        self.games.setHorizontalHeaderLabels([
            self.tr("Game"), self.tr("Mission"), self.tr("Result"), self.tr("Casualties")])
        self.note.setText(self.tr(
            "“Start” is before the first game; each number after it is the state after that "
            "game, once its injuries, RP, Renown and spending are done (the last one: now)."))
        progress = self.progress
        if progress is None or self.campaign_id is None:
            self.heading.setText(self.tr("No campaign open"))
            self.summary.setText(self.tr("Open a campaign to see its progress."))
            for metric, chart in self.charts.items():
                chart.empty_text = self.tr("No games yet")
                chart.set_data(self.metric_title(metric), [], [])
            self.record.setRowCount(0)
            self.games.setRowCount(0)
            return
        name = self.store.campaign(self.campaign_id).name
        self.heading.setText(self.tr("{campaign}: progress").format(campaign=name))
        count = len(progress.games)
        self.summary.setText(self.tr(
            "Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}")
            .format(games=count, won=progress.decided, drawn=progress.drawn,
                    casualties=progress.casualties))
        labels = [self.tr("Start"), *(str(g.number) for g in progress.games)]
        for metric, chart in self.charts.items():
            chart.empty_text = self.tr("No games yet")
            chart.set_data(self.metric_title(metric), labels,
                           [Series(p.name, p.series(metric)) for p in progress.players])
        self._fill_record(progress)
        self._fill_games(progress)

    def _fill_record(self, progress: CampaignProgress) -> None:
        self.record.setRowCount(len(progress.players))
        for row, p in enumerate(progress.players):
            cells = [p.name, p.wins + p.draws + p.losses, p.wins, p.draws, p.losses,
                     p.casualties]
            for column, value in enumerate(cells):
                item = QTableWidgetItem(str(value))
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.record.setItem(row, column, item)
        self.record.resizeColumnsToContents()

    def _fill_games(self, progress: CampaignProgress) -> None:
        names = {p.player_id: p.name for p in progress.players}
        self.games.setRowCount(len(progress.games))
        for row, g in enumerate(progress.games):
            if g.winner_id is None:
                result = self.tr("Draw")
            else:
                result = self.tr("{player} won").format(
                    player=names.get(g.winner_id, str(g.winner_id)))
            lost = self.tr(", ").join(
                self.tr("{player}: {count}").format(player=names.get(pid, str(pid)),
                                                    count=g.casualties.get(pid, 0))
                for pid in g.players)
            cells = [str(g.number), term("mission", g.mission_id), result, lost]
            for column, text in enumerate(cells):
                self.games.setItem(row, column, QTableWidgetItem(text))
        self.games.resizeColumnsToContents()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        Settings().save_geometry(WINDOW_NAME, self)
        super().closeEvent(event)


def show_progress(parent: QWidget, operations: Operations,
                  campaign_id: int | None) -> ProgressWindow:
    """Open the Progress window of ``campaign_id`` over ``parent`` (the main window), or bring
    its open one to the front showing that campaign. Returns the window."""
    found = parent.findChild(ProgressWindow, "progress_window")
    window = found if isinstance(found, ProgressWindow) else None
    if window is None:
        window = ProgressWindow(operations, campaign_id, parent)
    else:
        window.operations = operations
        window.set_campaign(campaign_id)
    window.show()
    window.raise_()
    window.activateWindow()
    return window
