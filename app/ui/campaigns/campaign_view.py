"""The campaign view: its players, standings and history, and the steps of a game night.

The view shows cached rows of the store (refreshed from ``Changes``) and emits requests; the
window decides what to open (Force editor, step dialogs, sheets), so this module imports none of
those heavy pieces.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.i18n.terms import term
from app.model import CampaignInfo, Changes, RoundInfo
from app.ui.campaigns.models import PlayersModel, StandingsModel, short_date
from app.ui.campaigns.round_panel import RoundPanel
from app.ui.campaigns.table_model import ID_ROLE, ColumnFitter
from app.ui.operations import Operations

if TYPE_CHECKING:
    from app.rules.campaign.rounds import RoundProgress

#: The five steps of a game night, in order (ids of ``app.i18n.terms`` kind "step").
STEPS: tuple[str, ...] = ("build_team", "play_game", "injuries", "rp_renown", "spend_rp")


def _table(model: PlayersModel | StandingsModel, stretch: int) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    # Columns are fitted once per refresh (fit_columns), not on every layout pass: with
    # ResizeToContents Qt asks every cell for its size again and again while the window opens.
    return view


def fit_columns(view: QTableView) -> None:
    """Fit every column of ``view`` that does not stretch to its contents."""
    header = view.horizontalHeader()
    for column in range(header.count()):
        if header.sectionResizeMode(column) != QHeaderView.ResizeMode.Stretch:
            view.resizeColumnToContents(column)


class CampaignView(QWidget):
    #: a step id of STEPS, or a round action: ``start_round``, ``close_campaign`` (the player
    #: the step is for is the selected one)
    step_requested = Signal(str)
    force_requested = Signal(int)  # player id
    add_player_requested = Signal()
    settings_requested = Signal()
    rename_player_requested = Signal(int)
    force_sheet_requested = Signal(int)
    team_sheet_requested = Signal(int)
    campaign_sheets_requested = Signal()
    player_chosen = Signal(int, int)  # campaign id, player id: a player selected

    def __init__(self, operations: Operations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.operations = operations
        self.campaign: CampaignInfo | None = None
        self.games = 0
        self.rounds: list[RoundInfo] = []
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.settings_button = QPushButton()
        self.settings_button.clicked.connect(self.settings_requested)

        self.steps_box = QGroupBox()
        self.step_buttons: dict[str, QPushButton] = {}
        steps_layout = QHBoxLayout(self.steps_box)
        for step in STEPS:
            button = QPushButton()
            button.setObjectName(f"step_{step}")
            button.setMinimumHeight(2 * button.fontMetrics().height())  # taller, any font
            button.clicked.connect(lambda _=False, s=step: self.step_requested.emit(s))
            self.step_buttons[step] = button
            steps_layout.addWidget(button)
        self.steps_hint = QLabel()
        self.steps_hint.setWordWrap(True)
        self.round_panel = RoundPanel()
        self.round_panel.step_requested.connect(self._on_round_step)
        self.round_panel.start_round_requested.connect(
            lambda: self.step_requested.emit("start_round"))
        self.round_panel.close_requested.connect(
            lambda: self.step_requested.emit("close_campaign"))
        self.round_panel.add_player_requested.connect(self.add_player_requested)
        self.progress: RoundProgress | None = None  # the last round's progress

        self.players_model = PlayersModel(self)
        self.players = _table(self.players_model, 1)
        self.players.doubleClicked.connect(self._on_player_double_clicked)
        self.players.selectionModel().selectionChanged.connect(self._update_player_buttons)
        self.players.selectionModel().selectionChanged.connect(self._on_player_selected)
        self.players_fitter = ColumnFitter(self.players)  # fits the columns that changed
        self.standings_model = StandingsModel(self)
        self.standings = _table(self.standings_model, 2)
        self.standings_fitter = ColumnFitter(self.standings)
        self.add_player_button = QPushButton()
        self.open_force_button = QPushButton()
        self.rename_player_button = QPushButton()
        # a push button with a menu keeps room for its arrow beside the text (a tool button's
        # instant popup draws it over the text's last letter)
        self.print_button = QPushButton()
        self.print_menu = QMenu(self.print_button)
        self.force_sheet_action = self.print_menu.addAction("")
        self.team_sheet_action = self.print_menu.addAction("")
        self.all_sheets_action = self.print_menu.addAction("")
        self.print_button.setMenu(self.print_menu)
        self.add_player_button.clicked.connect(self.add_player_requested)
        self.open_force_button.clicked.connect(self._emit_for_player(self.force_requested))
        self.rename_player_button.clicked.connect(
            self._emit_for_player(self.rename_player_requested))
        self.force_sheet_action.triggered.connect(self._emit_for_player(self.force_sheet_requested))
        self.team_sheet_action.triggered.connect(self._emit_for_player(self.team_sheet_requested))
        self.all_sheets_action.triggered.connect(self.campaign_sheets_requested)
        player_buttons = QHBoxLayout()
        for b in (self.add_player_button, self.open_force_button, self.rename_player_button):
            player_buttons.addWidget(b)
        player_buttons.addStretch(1)
        player_buttons.addWidget(self.print_button)
        players_page = QWidget()
        players_layout = QVBoxLayout(players_page)
        players_layout.addWidget(self.players, 1)
        players_layout.addLayout(player_buttons)

        self.tabs = QTabWidget()
        self.players_page = players_page
        self.tabs.addTab(players_page, "")
        self.tabs.addTab(self.standings, "")
        self.history_page = QWidget()  # the history view goes in here (see set_history_view)
        self.history_layout = QVBoxLayout(self.history_page)
        self.history_layout.setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self.history_page, "")
        self.history_view: QWidget | None = None
        self._standings_stale = True
        #: players whose rows changed while the Players tab was hidden (read when it shows)
        self._players_stale: set[int] = set()
        self.tabs.currentChanged.connect(self._on_tab_changed)

        head = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        head.addLayout(titles, 1)
        head.addWidget(self.settings_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.round_panel)
        layout.addWidget(self.steps_box)
        layout.addWidget(self.steps_hint)
        layout.addWidget(self.tabs, 1)
        operations.window_changed.connect(self._on_changes)
        self.retranslate()
        self._update_player_buttons()

    # -- texts ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.settings_button.setText(self.tr("Campaign settings…"))
        self.steps_box.setTitle(self.tr("Game night"))
        for i, step in enumerate(STEPS, start=1):
            self.step_buttons[step].setText(
                self.tr("{number}. {step}").format(number=i, step=term("step", step)))
        self.steps_hint.setText(self.tr(
            "Each game: both players build a Team, record the game, then each rolls injuries, "
            "gains RP and Renown, and spends RP."))
        self.add_player_button.setText(self.tr("Add player…"))
        self.open_force_button.setText(self.tr("Open Force…"))
        self.rename_player_button.setText(self.tr("Rename…"))
        self.print_button.setText(self.tr("Print"))
        self.force_sheet_action.setText(self.tr("Force Sheet of this player…"))
        self.team_sheet_action.setText(self.tr("Team Sheet of this player's last game…"))
        self.all_sheets_action.setText(self.tr("All Force Sheets of the campaign…"))
        self.tabs.setTabText(0, self.tr("Players"))
        self.tabs.setTabText(1, self.tr("Standings"))
        self.tabs.setTabText(2, self.tr("History"))
        self.players_model.retranslate()
        self.standings_model.retranslate()
        self.players_fitter.forget()
        self.standings_fitter.forget()
        self.players_fitter.fit()
        self.standings_fitter.fit()
        self._update_header()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- content --------------------------------------------------------------------------
    def campaign_id(self) -> int | None:
        return self.campaign.id if self.campaign is not None else None

    def show_campaign(self, campaign_id: int | None) -> None:
        """Show a campaign (or nothing); reads its rows from the store once."""
        if campaign_id is None:
            self.campaign = None
            self.rounds = []
            self.progress = None
            self.round_panel.show_state(None, [], [], None)
            self.players_model.set_rows([])
            self._players_stale.clear()
            self.standings_model.set_rows([])
            self._standings_stale = True
            self._update_header()
            return
        self.refresh(campaign_id)

    def refresh(self, campaign_id: int | None = None) -> None:
        cid = campaign_id if campaign_id is not None else self.campaign_id()
        if cid is None:
            return
        store = self.operations.store
        self.campaign = store.campaign(cid)
        self.players_model.set_rows(store.players(cid))
        self._players_stale.clear()
        self.players_fitter.fit()
        self._standings_stale = True
        if self.tabs.currentWidget() is self.standings or self.standings_model.rowCount():
            self.refresh_standings()
        summary = next((c for c in self.operations.campaigns() if c.id == cid), None)
        self.games = summary.games if summary is not None else 0
        self.rounds = store.rounds(cid)
        self.progress = store.round_progress(cid)
        self.round_panel.show_state(self.campaign, self.players_model.rows(), self.rounds,
                                    self.progress)
        self._update_header()
        self._update_player_buttons()  # (and the seat's buttons)

    def refresh_standings(self) -> None:
        """The standings table is read when it is shown (not needed to open a campaign)."""
        cid = self.campaign_id()
        self.standings_model.set_rows(self.operations.store.standings(cid) if cid is not None
                                      else [])
        self.standings_fitter.fit()
        self._standings_stale = False

    def _on_tab_changed(self, _index: int) -> None:
        if self.tabs.currentWidget() is self.standings and self._standings_stale:
            self.refresh_standings()
        if self.tabs.currentWidget() is self.players_page and self._players_stale:
            self._read_player_rows(frozenset(self._players_stale))

    def _on_changes(self, changes: Changes) -> None:
        cid = self.campaign_id()
        if cid is None:
            return
        mine = {p.id for p in self.players_model.rows()}
        if not changes.campaign_list and changes.players and changes.players <= mine \
                and not changes.games:
            # Only rows of the players' Forces changed (a Force edit, a correction, their
            # undo): no player, game or campaign row, so only those players' rows are read.
            self._refresh_players(changes.players)
            return
        if (cid in changes.campaigns or changes.players & mine) and any(
                c.id == cid for c in self.operations.campaigns()):
            self.refresh(cid)  # (a deleted campaign: the window opens another one)

    def _refresh_players(self, player_ids: frozenset[int]) -> None:
        """The players table after a change of those players' Forces alone (models, Groups:
        their points and sizes, a step's Team); the standings follow when shown."""
        store = self.operations.store
        if self.tabs.currentWidget() is self.players_page:
            self._read_player_rows(player_ids)
        else:  # nothing is read for a tab not shown: when it shows
            self._players_stale |= player_ids
        self._standings_stale = True
        if self.tabs.currentWidget() is self.standings:
            self.refresh_standings()
        if self.campaign is not None:  # (a step's Team, a round's pairing: rows of theirs)
            self.rounds = store.rounds(self.campaign.id)
            self.progress = store.round_progress(self.campaign.id)
        self.round_panel.show_state(self.campaign, self.players_model.rows(), self.rounds,
                                    self.progress)
        self._update_player_buttons()

    def _read_player_rows(self, player_ids: frozenset[int]) -> None:
        store = self.operations.store
        self._players_stale -= player_ids
        new = {pid: store.player_summary(pid) for pid in sorted(player_ids)}
        self.players_model.set_rows([new.get(p.id, p) for p in self.players_model.rows()])
        self.players_fitter.fit()

    def _update_header(self) -> None:
        info = self.campaign
        if info is None:
            self.title.setText("")
            self.subtitle.setText("")
            self.setEnabled(False)
            return
        self.setEnabled(True)
        self.title.setText(f"<h2>{_escape(info.name)}</h2>")
        rounds = self.rounds
        mode = term("mission_mode", info.settings.mission_mode)
        parts = [
            self.tr("%n player(s)", "", self.players_model.rowCount()),
            self.tr("%n game(s) played", "", self.games),
            self.tr("missions: {mode}").format(mode=mode),
            self.tr("started {date}").format(date=short_date(info.created_at)),
        ]
        if rounds:
            parts.insert(1, self.tr("%n round(s)", "", len(rounds)))
        if info.archived:
            parts.append(self.tr("archived"))
        if info.closed_at is not None:
            parts.append(self.tr("closed {date}").format(date=short_date(info.closed_at)))
        self.subtitle.setText(" · ".join(parts))
        has_players = self.players_model.rowCount() > 0
        # Without rounds a game night goes game by game (as before rounds); with rounds, a
        # step is offered only when some player can take it now.
        progress = self.progress
        open_steps: set[str] | None = None
        if rounds:
            open_steps = set()
            if progress is not None and not progress.complete:
                for player in progress.players:
                    if player.next_step is not None:
                        open_steps.add(player.next_step)
        for step, button in self.step_buttons.items():
            allowed = open_steps is None or step in open_steps
            button.setEnabled(has_players and not info.archived and allowed
                              and info.closed_at is None)
        self.steps_box.setVisible(not rounds)
        self.steps_hint.setVisible(not rounds)
        self.all_sheets_action.setEnabled(has_players)

    def _on_round_step(self, step: str, player_id: int) -> None:
        """A "next" cell of the round: the step for that player, one click away."""
        self.select_player(player_id)
        self.step_requested.emit(step)

    # -- players --------------------------------------------------------------------------
    def current_player_id(self) -> int | None:
        rows = self.players.selectionModel().selectedRows()
        return int(rows[0].data(ID_ROLE)) if rows else None

    def select_player(self, player_id: int) -> bool:
        row = self.players_model.row_of(player_id)
        if row >= 0:
            self.players.selectRow(row)
        return row >= 0

    def _emit_for_player(self, signal: SignalInstance) -> Callable[[], None]:
        def emit() -> None:
            pid = self.current_player_id()
            if pid is not None:
                signal.emit(pid)

        return emit

    def _on_player_double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.force_requested.emit(int(index.data(ID_ROLE)))

    def _on_player_selected(self, *_args: object) -> None:
        pid, cid = self.current_player_id(), self.campaign_id()
        if pid is not None and cid is not None:
            self.player_chosen.emit(cid, pid)

    def _update_player_buttons(self, *_args: object) -> None:
        has = self.current_player_id() is not None
        for b in (self.open_force_button, self.rename_player_button):
            b.setEnabled(has)
        self.force_sheet_action.setEnabled(has)
        self.team_sheet_action.setEnabled(has)
        self._follow_seat()

    def _follow_seat(self) -> None:
        """A player's login on a club server: the organiser's buttons are off (the server
        would refuse them), and Rename only for their own player."""
        seat = self.operations.store.seat_player
        if seat is None:
            for b in (self.add_player_button, self.settings_button):
                b.setToolTip("")
            return
        only = self.tr("Only the club's organiser can do this.")
        guide = self.round_panel.next_button
        organiser_only = [self.add_player_button, self.settings_button,
                          self.round_panel.start_button]
        if self.round_panel.next_action() == "add_player":
            organiser_only.append(guide)
        for b in organiser_only:
            b.setEnabled(False)
            b.setToolTip(only)
        own = self.current_player_id() == seat
        self.rename_player_button.setEnabled(own)
        self.rename_player_button.setToolTip("" if own else only)

    # -- history --------------------------------------------------------------------------
    def set_history_view(self, view: QWidget) -> None:
        if self.history_view is not None:
            self.history_layout.removeWidget(self.history_view)
            self.history_view.deleteLater()
        self.history_view = view
        self.history_layout.addWidget(view)

    def show_history(self) -> None:
        self.tabs.setCurrentWidget(self.history_page)


def _escape(text: str) -> str:
    """``html.escape`` without its import (``html.entities`` is large) at start-up."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))
