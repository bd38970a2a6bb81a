"""The campaign's history as a timeline: when, who, what, and the dice rolled.

:class:`HistoryModel` is a table model over the store's history entries (``store.history(cid)``:
``when, player_id, kind, inputs, summary, undone, target_id``…). It turns each entry into words
once, when the entries or the language change, and serves cached rows from ``data()``.
:class:`HistoryView` shows it; undone actions are struck through, and a **correction** (a Force
that has played changed outside step 5, ``force_corrected``) is named with its reason and marked
with the style's warning icon. On any record, "Show the Force as it was" opens the Force of the
record's player read-only, from the campaign as it was right after that record
(``store.snapshot(campaign_id, history_id=…)``); on a record of a game (its Team, the game, its
injuries and rewards), "Print the Team Sheet of this game" prints a player's Team Sheet of it,
from the campaign as it was then.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTime,
)
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QMenu,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.i18n import QT_TRANSLATE_NOOP
from app.i18n.terms import term

if TYPE_CHECKING:
    from app.model import PlayerSummary

__all__ = ["KIND_NAMES", "HistoryModel", "HistoryView"]

CONTEXT = "History"

KIND_NAMES: dict[str, str] = {
    "campaign_created": QT_TRANSLATE_NOOP("History", "Campaign created"),
    "campaign_imported": QT_TRANSLATE_NOOP("History", "Campaign imported"),
    "campaign_renamed": QT_TRANSLATE_NOOP("History", "Campaign renamed"),
    "campaign_notes": QT_TRANSLATE_NOOP("History", "Campaign notes changed"),
    "campaign_archived": QT_TRANSLATE_NOOP("History", "Campaign archived"),
    "campaign_settings": QT_TRANSLATE_NOOP("History", "Campaign settings changed"),
    "player_added": QT_TRANSLATE_NOOP("History", "Player added"),
    "player_renamed": QT_TRANSLATE_NOOP("History", "Player renamed"),
    "force_edit": QT_TRANSLATE_NOOP("History", "Force edited"),
    "force_dissolved": QT_TRANSLATE_NOOP("History", "Force dissolved"),
    "force_imported": QT_TRANSLATE_NOOP("History", "Force imported"),
    "force_corrected": QT_TRANSLATE_NOOP("History", "Force corrected"),
    "team_list_moved": QT_TRANSLATE_NOOP("History", "Team List revision changed"),
    "team": QT_TRANSLATE_NOOP("History", "Team built"),
    "game": QT_TRANSLATE_NOOP("History", "Game recorded"),
    "injuries": QT_TRANSLATE_NOOP("History", "Injuries"),
    "rewards": QT_TRANSLATE_NOOP("History", "RP and Renown"),
    "group_roll": QT_TRANSLATE_NOOP("History", "Group recruitment roll"),
    "spend": QT_TRANSLATE_NOOP("History", "RP spent"),
    "round_started": QT_TRANSLATE_NOOP("History", "Round started"),
    "campaign_closed": QT_TRANSLATE_NOOP("History", "Campaign closed"),
    "undo": QT_TRANSLATE_NOOP("History", "Undo"),
    "redo": QT_TRANSLATE_NOOP("History", "Redo"),
}


class Entry(Protocol):
    """What the view needs of a history entry (``app.model.HistoryEntry`` has it)."""

    @property
    def id(self) -> int: ...
    @property
    def when(self) -> str: ...
    @property
    def player_id(self) -> int | None: ...
    @property
    def kind(self) -> str: ...
    @property
    def inputs(self) -> Mapping[str, Any]: ...
    @property
    def summary(self) -> Mapping[str, Any]: ...
    @property
    def undone(self) -> bool: ...
    @property
    def target_id(self) -> int | None: ...


def _when(text: str) -> str:
    """The moment in the interface language's short date and time format."""
    try:
        moment = datetime.fromisoformat(text).astimezone()
    except ValueError:
        return text
    when = QDateTime(QDate(moment.year, moment.month, moment.day),
                     QTime(moment.hour, moment.minute))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def _labelled(label: str, text: str) -> str:
    """"label: text" with the language's punctuation (French puts a space before the colon)."""
    return QCoreApplication.translate("History", "{label}: {text}").format(label=label,
                                                                           text=text)


class HistoryModel(QAbstractTableModel):
    """Columns: When, Player, What, Dice."""

    COLUMNS = 4

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[Entry] = []
        self._players: dict[int, str] = {}
        self._models: dict[str, str] = {}
        self._entry_names: dict[str, str] = {}
        self._team_lists: dict[str, str] = {}
        self._rows: list[tuple[str, str, str, str]] = []

    # -- data in ----------------------------------------------------------------------------
    def set_entries(
        self,
        entries: Sequence[Entry],
        players: Mapping[int, str] | None = None,
        models: Mapping[str, str] | None = None,
        entry_names: Mapping[str, str] | None = None,
        team_lists: Mapping[str, str] | None = None,
    ) -> None:
        """Show ``entries`` (oldest first); ``players`` names player ids, ``models`` uids,
        ``entry_names`` Team List entries, ``team_lists`` Team Lists (a shipped list's id is
        named in the interface language without it)."""
        self.beginResetModel()
        self._entries = list(entries)
        self._players = dict(players or {})
        self._models = dict(models or {})
        self._entry_names = dict(entry_names or {})
        self._team_lists = dict(team_lists or {})
        self._rows = [self._row(entry) for entry in self._entries]
        self.endResetModel()

    def set_names(self, players: Mapping[int, str], models: Mapping[str, str],
                  entry_names: Mapping[str, str]) -> None:
        """New names (another language) for the rows of :meth:`retranslate`."""
        self._players = dict(players)
        self._models = dict(models)
        self._entry_names = dict(entry_names)

    def retranslate(self) -> None:
        self._rows = [self._row(entry) for entry in self._entries]
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1,
                                                               self.COLUMNS - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)

    def entry(self, row: int) -> Entry:
        return self._entries[row]

    def row_texts(self, row: int) -> tuple[str, str, str, str]:
        return self._rows[row]

    # -- words ------------------------------------------------------------------------------
    def _player(self, value: object) -> str:
        if value is None:
            return ""
        try:
            key = int(str(value))
        except ValueError:
            return str(value)
        return self._players.get(key, str(value))

    def _model(self, uid: str) -> str:
        return self._models.get(uid, uid)

    def _team_list(self, value: object) -> str:
        """A Team List by id: its name, a shipped list's in the interface language."""
        from app.rules.library import find_teamlist
        from app.rules.teamlist import display_name
        from app.ui.teamlists import shipped_name, ui_language

        teamlist_id = str(value or "")
        if teamlist_id in self._team_lists:
            return shipped_name(teamlist_id, self._team_lists[teamlist_id])
        shipped = find_teamlist(teamlist_id)
        return display_name(shipped, ui_language()) if shipped is not None else teamlist_id

    def _what(self, entry: Entry) -> str:
        kind = entry.kind
        if kind == "force_corrected":
            return self._correction(entry)
        name = QCoreApplication.translate(CONTEXT, KIND_NAMES.get(kind, kind))
        detail = self._detail(entry)
        return _labelled(name, detail) if detail else name

    def _correction(self, entry: Entry) -> str:
        """"Correction of <Force> (<the edit>): <reason>"."""
        from app.ui.force_editor.texts import action_text

        inputs = entry.inputs
        force = inputs.get("force")
        name = str(force.get("name", "")) if isinstance(force, Mapping) else ""
        details = {k: v for k, v in inputs.items()
                   if k not in ("action", "reason", "force", "engine", "force_no")}
        action = action_text(str(inputs.get("action", "correction")), details,
                             {**self._entry_names, **self._models})
        # the reason first: the player's own words stay in view when the line is cut
        return QCoreApplication.translate(
            "History", "Correction of {force}: {reason} ({action})").format(
            force=name or self._player(entry.player_id), action=action,
            reason=inputs.get("reason", ""))

    def is_correction(self, row: int) -> bool:
        return self._entries[row].kind == "force_corrected"

    def game_of(self, row: int) -> tuple[int, tuple[int, ...]] | None:
        """The recorded game of record ``row`` and its players: a game, its injuries and its
        rewards carry it; a Team is for the next game its player played. ``None`` for other
        records, undone ones and a Team not played yet."""
        entry = self._entries[row]
        if entry.undone:
            return None
        games = {int(e.summary["game"]): tuple(int(p) for p in e.summary.get("players", ()))
                 for e in self._entries
                 if e.kind == "game" and not e.undone and "game" in e.summary}
        if entry.kind in ("game", "injuries", "rewards"):
            game = entry.summary.get("game")
            return (int(game), games[int(game)]) if game is not None and int(game) in games \
                else None
        if entry.kind == "team":
            for later in self._entries[row + 1:]:
                game = later.summary.get("game")
                if (later.kind == "game" and not later.undone and game is not None
                        and entry.player_id in games.get(int(game), ())):
                    return int(game), games[int(game)]
        return None

    def _detail(self, entry: Entry) -> str:
        kind, inputs, summary = entry.kind, entry.inputs, entry.summary
        translate = QCoreApplication.translate
        if kind in ("campaign_created", "campaign_renamed"):
            return str(inputs.get("name", ""))
        if kind == "player_added":
            return translate("History", "{name}, {team_list}").format(
                name=inputs.get("name", ""), team_list=self._team_list(inputs.get("team_list")))
        if kind == "force_edit":
            from app.ui.force_editor.texts import action_text

            details = {k: v for k, v in inputs.items() if k != "action"}
            return action_text(str(inputs.get("action", "")), details,
                               {**self._entry_names, **self._models})
        if kind == "team_list_moved":
            return translate("History", "{team_list} {before} → {after}").format(
                team_list=self._team_list(inputs.get("team_list")),
                before=inputs.get("from_version", ""), after=inputs.get("to_version", ""))
        if kind == "team":
            return translate("History", "{models} models, {points} / {limit} pts").format(
                models=summary.get("models", ""), points=summary.get("points", ""),
                limit=summary.get("limit", ""))
        if kind == "game":
            mission = term("mission", str(summary.get("mission", "")))
            winner = summary.get("winner")
            if winner is None:
                result = term("game_result", "draw")
            else:
                result = translate("History", "{player} wins").format(
                    player=self._player(winner))
            return translate("History", "game {number}: {mission}, {result}").format(
                number=summary.get("number", ""), mission=mission, result=result)
        if kind == "injuries":
            parts = []
            for roll in summary.get("rolls", []):
                text = term("injury", str(roll.get("result", "")))
                if roll.get("stat"):
                    text += " (−1 {})".format(term("stat", str(roll["stat"])))
                parts.append(_labelled(self._model(str(roll.get("uid", ""))), text))
            return "; ".join(parts) or translate("History", "no casualty")
        if kind == "rewards":
            parts = []
            for pid, data in summary.get("players", {}).items():
                gained = int(data.get("rp_after", 0)) - int(data.get("rp_before", 0))
                parts.append(
                    translate("History", "{player} {rp} RP, Renown {before} → {after}").format(
                        player=self._player(pid), rp=f"{gained:+d}",
                        before=data.get("renown_before", "?"),
                        after=data.get("renown_after", "?")))
            return "; ".join(parts)
        if kind == "group_roll":
            allowed = (translate("History", "may recruit") if summary.get("allowed")
                       else translate("History", "no recruits"))
            group = str(summary.get("group", ""))
            return translate("History", "{group}: {allowed}").format(
                # a Group dissolved since has no name any more: no id for the player
                group=self._models.get(group) or translate("History", "a Group"),
                allowed=allowed)
        if kind == "spend":
            return self._spend_detail(summary)
        if kind == "round_started":
            pairs = ", ".join(translate("History", "{a} v {b}").format(
                a=self._player(a), b=self._player(b)) for a, b in inputs.get("pairings", []))
            byes = ", ".join(self._player(p) for p in inputs.get("byes", []))
            text = translate("History", "round {number}: {pairs}").format(
                number=summary.get("round", ""), pairs=pairs)
            if byes:
                text += "; " + translate("History", "bye: {players}").format(players=byes)
            if summary.get("mission"):
                text += "; " + term("mission", str(summary["mission"]))
            if summary.get("finale"):
                text += " — " + translate("History", "the finale")
            return text
        if kind == "campaign_closed":
            ranks = summary.get("standings", [])
            return "; ".join(translate("History", "{rank}. {player}").format(
                rank=s[0], player=self._player(s[1])) for s in ranks)
        if kind in ("undo", "redo"):
            target = next((e for e in self._entries if e.id == entry.target_id), None)
            if target is not None:
                return translate(CONTEXT, KIND_NAMES.get(target.kind, target.kind))
        return ""

    def _spend_detail(self, summary: Mapping[str, Any]) -> str:
        parts = []
        for line in summary.get("lines", []):
            line_kind, line_id = str(line[0]), str(line[1])
            if line_kind in ("honour", "upgrade", "base_level"):
                parts.append(term(line_kind, line_id))
            else:
                entry_name = self._entry_names.get(line_id, line_id)
                parts.append(_labelled(term("spend", line_kind), entry_name))
        if not parts:
            return QCoreApplication.translate("History", "nothing bought")
        return QCoreApplication.translate("History", "{rp} RP: {what}").format(
            rp=summary.get("rp_spent", 0), what=", ".join(parts))

    def _dice(self, entry: Entry) -> str:
        dice = list(entry.inputs.get("dice", []) or [])
        request = entry.inputs.get("request")
        if isinstance(request, Mapping):  # step 5: the Group rolls are in its plan's request
            dice += [pair[1] for pair in request.get("group_rolls", []) or []
                     if isinstance(pair, list | tuple) and len(pair) > 1 and pair[1] is not None]
        mission = entry.inputs.get("mission")
        if isinstance(mission, Mapping) and mission.get("roll") is not None:
            dice = [mission["roll"], *dice]
        return ", ".join(str(d) for d in dice)

    def _row(self, entry: Entry) -> tuple[str, str, str, str]:
        return (_when(entry.when), self._player(entry.player_id), self._what(entry),
                self._dice(entry))

    # -- Qt model ---------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = index.row(), index.column()
        if not 0 <= column < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[row][column]
        correction = self._entries[row].kind == "force_corrected"
        if role == Qt.ItemDataRole.ToolTipRole:
            if correction and column == 2:
                return "\n".join((self._rows[row][column], QCoreApplication.translate(
                    "History", "A correction: the Force was changed outside step 5, for the "
                    "reason given. The Force Sheet lists it.")))
            return self._rows[row][column]
        if role == Qt.ItemDataRole.DecorationRole and correction and column == 2:
            return _correction_icon()
        undone = self._entries[row].undone
        if role == Qt.ItemDataRole.FontRole and undone:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and undone:
            return QBrush(QColor("#888888"))
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < self.COLUMNS:
            return (
                QCoreApplication.translate("History", "When"),
                QCoreApplication.translate("History", "Player"),
                QCoreApplication.translate("History", "What"),
                QCoreApplication.translate("History", "Dice"),
            )[section]
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._rows):
            return str(section + 1)
        return None


def _correction_icon() -> QIcon | None:
    """The mark of a correction: the style's warning icon (drawn for light and dark themes)."""
    if not isinstance(QApplication.instance(), QApplication):
        return None
    return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)


def _choose_player(parent: QWidget, title: str, players: Sequence[PlayerSummary],
                   question: str | None = None) -> int | None:
    """Ask which player's Force (or ``question``) to show (a record of the whole campaign)."""
    labels = [p.name for p in players]
    label, ok = QInputDialog.getItem(
        parent, title, question or QCoreApplication.translate("History", "Whose Force?"),
        labels, 0, False)
    return players[labels.index(label)].id if ok and label in labels else None


#: (parent, dialog title, the players then[, question]) -> the chosen player id; tests
#: replace it
CHOOSE_PLAYER: Callable[..., int | None] = _choose_player


class HistoryView(QWidget):
    """The timeline of a campaign; :meth:`set_entries` or :meth:`load` (from a store)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store: Any = None
        self._campaign_id: int | None = None
        self.snapshot_dialogs: list[QDialog] = []  # the Forces as they were, open
        self.export_options: dict[str, Any] = {}  # passed on to the Team Sheet export
        self.model = HistoryModel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.show_force_action = QAction(self)
        self.show_force_action.triggered.connect(lambda _checked=False: self.show_force())
        self.show_force_button = QPushButton()
        self.show_force_button.setObjectName("show_force_button")
        self.show_force_button.clicked.connect(self.show_force_action.trigger)
        self.team_sheet_action = QAction(self)
        self.team_sheet_action.triggered.connect(lambda _checked=False: self.print_team_sheet())
        self.team_sheet_button = QPushButton()
        self.team_sheet_button.setObjectName("team_sheet_button")
        self.team_sheet_button.clicked.connect(self.team_sheet_action.trigger)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._on_context_menu)
        self.table.selectionModel().selectionChanged.connect(self._update_actions)
        self.model.modelReset.connect(self._update_actions)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.team_sheet_button)
        buttons.addWidget(self.show_force_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.show_force_action.setText(self.tr("Show the Force as it was…"))
        self.show_force_button.setText(self.show_force_action.text())
        tip = self.tr("The Force of the selected record's player, read-only, as it was right "
                      "after that record")
        self.show_force_action.setToolTip(tip)
        self.show_force_button.setToolTip(tip)
        self.team_sheet_action.setText(self.tr("Print the Team Sheet of this game…"))
        self.team_sheet_button.setText(self.team_sheet_action.text())
        tip = self.tr("The Team Sheet of the selected record's game as PDF, printed from the "
                      "campaign as it was then")
        self.team_sheet_action.setToolTip(tip)
        self.team_sheet_button.setToolTip(tip)

    def set_entries(
        self,
        entries: Sequence[Entry],
        players: Mapping[int, str] | None = None,
        models: Mapping[str, str] | None = None,
        entry_names: Mapping[str, str] | None = None,
        team_lists: Mapping[str, str] | None = None,
    ) -> None:
        self.model.set_entries(entries, players, models, entry_names, team_lists)
        if entries:
            self.table.scrollToBottom()

    def load(self, store: Any, campaign_id: int) -> None:
        """Read the history of ``campaign_id`` from ``store`` (an ``app.model.Store``)."""
        from app.ui.steps.flow import history_names

        players, models, entry_names = history_names(store, campaign_id)
        team_lists = {p.team_list_id: p.team_list_name for p in store.players(campaign_id)}
        self._store, self._campaign_id = store, campaign_id
        self.set_entries(store.history(campaign_id), players, models, entry_names, team_lists)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rename()
            self.model.retranslate()
            self.retranslate()
        super().changeEvent(event)

    def _rename(self) -> None:
        """Team List entries (and the models and Groups named after them) in the new
        language: read again from the store (a view fed by :meth:`set_entries` keeps its
        names)."""
        if self._store is None or self._campaign_id is None or self._store.closed:
            return
        from app.model import StoreError
        from app.ui.steps.flow import history_names

        try:
            players, models, entry_names = history_names(self._store, self._campaign_id)
        except StoreError:  # a campaign gone meanwhile: the old names stay until reloaded
            return
        self.model.set_names(players, models, entry_names)

    # -- the Force as it was ------------------------------------------------------------------
    def current_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            return rows[0].row()
        current = self.table.currentIndex()
        return current.row() if current.isValid() else None

    def _update_actions(self, *_args: object) -> None:
        row = self.current_row()
        enabled = self._store is not None and row is not None
        self.show_force_action.setEnabled(enabled)
        self.show_force_button.setEnabled(enabled)
        game = enabled and row is not None and self.model.game_of(row) is not None
        self.team_sheet_action.setEnabled(game)
        self.team_sheet_button.setEnabled(game)

    def _on_context_menu(self, pos: Any) -> None:
        index = self.table.indexAt(pos)
        if index.isValid():
            self.table.selectRow(index.row())
        menu = QMenu(self)
        menu.addAction(self.show_force_action)
        menu.addAction(self.team_sheet_action)
        menu.popup(self.table.viewport().mapToGlobal(pos))

    def print_team_sheet(self, row: int | None = None) -> object | None:
        """Print as PDF (asking where) the Team Sheet of the game of record ``row`` (default:
        the selected one): the record's player's, else the one chosen. The export job, or
        ``None`` when nothing was printed; :attr:`export_options` go to the export (tests:
        ``path``, ``open_viewer``)."""
        from app.model import StoreError
        from app.ui import errors
        from app.ui.sheet_export import export_team_sheet

        row = self.current_row() if row is None else row
        store, campaign_id = self._store, self._campaign_id
        if row is None or store is None or campaign_id is None:
            return None
        found = self.model.game_of(row)
        if found is None:
            return None
        game_id, game_players = found
        entry = self.model.entry(row)
        pid = entry.player_id if entry.player_id in game_players else None
        if pid is None:
            try:
                players = [p for p in store.players(campaign_id) if p.id in game_players]
            except StoreError as error:
                errors.show_store_error(self, error)
                return None
            pid = (CHOOSE_PLAYER(self, self.tr("Team Sheet"), players,
                                 self.tr("Whose Team Sheet?")) if players else None)
        if pid is None:
            return None
        return export_team_sheet(self, store, game_id, pid, **self.export_options)

    def show_force(self, row: int | None = None) -> QDialog | None:
        """Open, read-only, the Force of the player of record ``row`` (default: the selected
        one) as it was right after it; a record of no player (or of a player gone then) asks
        whose. ``None`` when nothing was opened."""
        from app.model import StoreError
        from app.ui import errors
        from app.ui.force_editor.snapshot_dialog import ForceSnapshotDialog

        row = self.current_row() if row is None else row
        store, campaign_id = self._store, self._campaign_id
        if row is None or store is None or campaign_id is None:
            return None
        entry = self.model.entry(row)
        when, _player, what, _dice = self.model.row_texts(row)
        title = self.tr("The Force as it was")
        try:
            snapshot = store.snapshot(campaign_id, history_id=entry.id)
            players = snapshot.players(campaign_id)
        except StoreError as error:
            errors.show_store_error(self, error)
            return None
        if not players:
            errors.TELL(self, title, self.tr("No player had a Force yet at that moment."), "")
            return None
        ids = [p.id for p in players]
        pid = entry.player_id if entry.player_id in ids else (
            ids[0] if len(ids) == 1 else CHOOSE_PLAYER(self, title, players))
        if pid is None:
            return None
        try:
            dialog = ForceSnapshotDialog(snapshot, pid, when, what, self)
        except StoreError as error:
            errors.show_store_error(self, error)
            return None
        dialog.finished.connect(lambda _r: self._forget(dialog))
        self.snapshot_dialogs.append(dialog)
        dialog.show()
        return dialog

    def _forget(self, dialog: QDialog) -> None:
        if dialog in self.snapshot_dialogs:
            self.snapshot_dialogs.remove(dialog)
        dialog.deleteLater()
