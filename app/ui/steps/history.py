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

from collections import ChainMap
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol, cast

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
    QTimer,
)
from PySide6.QtGui import QAction, QBrush, QFont, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QMenu,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.i18n import QT_TRANSLATE_NOOP
from app.i18n.terms import term
from app.ui.widgets.dates import date_time_text
from app.ui.widgets.theme import role_color

if TYPE_CHECKING:
    from app.model import PlayerSummary

__all__ = ["KIND_NAMES", "HistoryModel", "HistoryView"]

CONTEXT = "History"

#: Actions that never name a model, Group or Team List entry differently (a game, its Teams
#: and rewards, rounds, the campaign's own settings): the history follows them without reading
#: any Force's names again. (A player's name is compared on every action.)
NAMELESS_KINDS = frozenset({
    "team", "game", "rewards", "group_roll", "round_started", "campaign_closed",
    "campaign_created", "campaign_renamed", "campaign_notes", "campaign_archived",
    "campaign_settings", "player_renamed"})

# Plain ints: data() is called for every visible cell at each repaint.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_DECORATION = int(Qt.ItemDataRole.DecorationRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)

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
    return _when_in(text, QLocale().name())


@lru_cache(maxsize=4096)
def _when_in(text: str, _locale: str) -> str:
    try:
        moment = datetime.fromisoformat(text).astimezone()
    except ValueError:
        return text
    when = QDateTime(QDate(moment.year, moment.month, moment.day),
                     QTime(moment.hour, moment.minute))
    return date_time_text(when)


def _labelled(label: str, text: str) -> str:
    """"label: text" with the language's punctuation (French puts a space before the colon)."""
    return QCoreApplication.translate("History", "{label}: {text}").format(label=label,
                                                                           text=text)


class Names:
    """The names a history shows: players by id, models and Groups by uid, Team List entries
    and Team Lists by id. These are given (:meth:`HistoryModel.set_entries`); a store's are
    read when a row needs them (:class:`StoreNames`)."""

    def __init__(self, players: Mapping[int, str] | None = None,
                 models: Mapping[str, str] | None = None,
                 entry_names: Mapping[str, str] | None = None,
                 team_lists: Mapping[str, str] | None = None) -> None:
        self._players = dict(players or {})
        self._models = dict(models or {})
        self._entries = dict(entry_names or {})
        self._team_lists = dict(team_lists or {})

    def players(self) -> Mapping[int, str]:
        return self._players

    def models(self, player_id: int | None) -> Mapping[str, str]:
        """Models and Groups of the player of a record (by uid)."""
        return self._models

    def entries(self, player_id: int | None) -> Mapping[str, str]:
        """Team List entries (and wargear) of the player of a record (by id)."""
        return self._entries

    def team_lists(self) -> Mapping[str, str]:
        return self._team_lists

    def forget(self, player_ids: Iterable[int] | None = None,
               summaries: Sequence[Any] | None = None, *,
               formers_kept: bool = False) -> set[int] | None:
        """After an action on ``player_ids`` (``None``: anything): the players whose names
        changed (``None``: names any record may show). Given names never change.
        ``formers_kept``: the action left every player's former models as they were."""
        return set()


#: Force edits that leave the former models (dead, lost, removed) as they were: the names of
#: a player's history after one come from the Force the edit wrote and the formers read before.
FORMERS_KEPT_ACTIONS = frozenset({
    "add_model", "add_to_group", "rename_model", "rename_group", "rename_force", "set_options",
    "set_group_options", "move_to_group", "form_group", "split_group", "dissolve_group"})


def keeps_formers(record: Any) -> bool:
    """Whether ``record`` (a history record just made) left every former model as it was."""
    if record.kind not in ("force_edit", "force_corrected"):
        return False
    inputs = record.inputs
    return isinstance(inputs, Mapping) and inputs.get("action") in FORMERS_KEPT_ACTIONS


#: Entry names of a Team List (the store's parsed copy, kept while the process runs) in a
#: language: (the list, its names), by the list's id() and the language.
_ENTRY_NAMES: dict[tuple[int, str], tuple[object, dict[str, str]]] = {}


class StoreNames(Names):
    """The names of a campaign's history, read from the store when a row needs them, one
    player at a time (a Force's models, former models and Groups; its Team List's entries,
    read once per Team List and language). Nothing builds a validator."""

    def __init__(self, store: Any, campaign_id: int,
                 summaries: Sequence[Any] | None = None) -> None:
        """``summaries``: the campaign's players as just read (``store.players``; the
        campaign view has them), else read when a row first needs a player's name."""
        super().__init__()
        self.store = store
        self.campaign_id = campaign_id
        self._read_players: dict[int, str] | None = None
        self._team_list_names: dict[str, str] | None = None
        if summaries is not None:
            self._take(summaries)
        self._per_player: dict[int, tuple[dict[str, str], Mapping[str, str]]] = {}
        self._formers: dict[int, list[Any]] = {}  # each player's former models, as last read
        self.added = {}
        self._everyone: tuple[dict[str, str], dict[str, str]] | None = None
        self.players_read = 0  # Forces read for names (tests count them)

    def _summaries(self) -> None:
        self._take(self.store.players(self.campaign_id))

    def _take(self, summaries: Sequence[Any]) -> None:
        self._read_players = {p.id: p.name for p in summaries}
        self._team_list_names = {p.team_list_id: p.team_list_name for p in summaries}

    def players(self) -> Mapping[int, str]:
        if self._read_players is None:
            self._summaries()
        assert self._read_players is not None
        return self._read_players

    def team_lists(self) -> Mapping[str, str]:
        if self._team_list_names is None:
            self._summaries()
        assert self._team_list_names is not None
        return self._team_list_names

    def _of(self, player_id: int | None) -> tuple[Mapping[str, str], Mapping[str, str]]:
        if player_id is None or player_id not in self.players():
            return self._all()
        found = self._per_player.get(player_id)
        if found is None:
            found = self._per_player[player_id] = self._read(player_id)
        return found

    def _read(self, player_id: int, formers_kept: bool = False
              ) -> tuple[dict[str, str], Mapping[str, str]]:
        """The player's names: of the Force the store kept from its last write when it is
        this player's (a Force edit just made: nothing read), else read; the former models
        as read before when ``formers_kept`` (an edit that removed none)."""
        from app.ui.steps.common import ForceInfo, current_language

        kept = getattr(self.store, "kept_force_view", None)
        view = kept(player_id) if kept is not None else None
        if view is not None:
            team_list, force = view.team_list, view.force
        else:
            self.players_read += 1
            team_list = self.store.team_list(player_id)
            force = self.store.force_names(player_id)
        info = ForceInfo(force, team_list)
        formers = self._formers.get(player_id) if formers_kept else None
        if formers is None:
            formers = self._formers[player_id] = list(self.store.former_models(player_id))
        models: dict[str, str] = {}
        for former in formers:
            models[former.uid] = former.name or info.model_name(former.entry)
        models.update(info.names())
        models.update(info.group_names())  # Groups are named like models in the timeline
        key = (id(team_list), current_language())
        cached = _ENTRY_NAMES.get(key)
        if cached is None or cached[0] is not team_list:
            cached = _ENTRY_NAMES[key] = (team_list, info.entry_names())
        return models, cached[1]

    def _all(self) -> tuple[Mapping[str, str], Mapping[str, str]]:
        """Everyone's names (a record of no player, or of a player gone since)."""
        if self._everyone is None:
            models: dict[str, str] = {}
            entries: dict[str, str] = {}
            for pid in self.players():
                own_models, own_entries = self._of(pid)
                models.update(own_models)
                entries.update(own_entries)
            self._everyone = (models, entries)
        return self._everyone

    def models(self, player_id: int | None) -> Mapping[str, str]:
        return self._of(player_id)[0]

    def entries(self, player_id: int | None) -> Mapping[str, str]:
        return self._of(player_id)[1]

    def forget(self, player_ids: Iterable[int] | None = None,
               summaries: Sequence[Any] | None = None, *,
               formers_kept: bool = False) -> set[int] | None:
        """After an action on ``player_ids`` (``None``: anything, e.g. a language switch: all is
        read again when next needed): the names of those players read so far are read again
        and compared, so only a change of names puts rows into words again. ``summaries``:
        the campaign's players as just read (``store.players``), else read here.
        ``formers_kept``: the action removed no model (see :func:`keeps_formers`)."""
        self._everyone = None
        self.added = {}
        if player_ids is None:
            self._read_players = self._team_list_names = None
            self._per_player.clear()
            self._formers.clear()
            return None
        if self._read_players is not None:
            if summaries is None:
                summaries = self.store.players(self.campaign_id)
            players = {p.id: p.name for p in summaries}
            team_lists = {p.team_list_id: p.team_list_name for p in summaries}
            if players != self._read_players or team_lists != self._team_list_names:
                self._read_players, self._team_list_names = players, team_lists
                self._per_player.clear()
                return None  # a player's name: any record may show it
        changed: set[int] = set()
        for pid in set(player_ids):
            old = self._per_player.pop(pid, None)
            if old is None:
                self._formers.pop(pid, None)
                continue  # never shown: read when first needed
            new = self._read(pid, formers_kept)
            self._per_player[pid] = new
            if new[0] != old[0] or new[1] != old[1]:
                changed.add(pid)
                added = new[0].keys() - old[0].keys()
                if added and new[1] == old[1] and all(
                        new[0].get(k) == v for k, v in old[0].items()):
                    self.added[pid] = set(added)
        return changed

    #: After :meth:`forget`: the players of ``changed`` whose only change is names of models
    #: or Groups the history did not know (a model added: every other name as it was), with
    #: those ids. A row that showed such an id showed the id itself (see ``_model``), so only
    #: a row whose words hold one of them reads differently now.
    added: dict[int, set[str]]


class HistoryModel(QAbstractTableModel):
    """Columns: When, Player, What, Dice.

    A row is put into words when it is first shown (``data()``), then kept: a long history
    costs nothing for the rows nobody scrolls to, and a record's inputs are decoded only then
    (the store's :class:`~app.model.store.history.HistoryRecord`). :meth:`append` and
    :meth:`set_undone` follow an action without touching the other rows."""

    COLUMNS = 4

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[Entry] = []
        self._names: Names = Names()
        self._texts: dict[int, tuple[str, str, str, str]] = {}  # row -> its words
        self._row_of: dict[int, int] = {}  # record id -> row
        self._undone: set[int] = set()  # the rows undone
        self._games: dict[int, tuple[int, ...]] | None = None  # game id -> its players
        self.rows_formatted = 0  # rows put into words so far (tests count them)

    # -- data in ----------------------------------------------------------------------------
    def set_entries(
        self,
        entries: Sequence[Entry],
        players: Mapping[int, str] | None = None,
        models: Mapping[str, str] | None = None,
        entry_names: Mapping[str, str] | None = None,
        team_lists: Mapping[str, str] | None = None,
        *,
        names: Names | None = None,
    ) -> None:
        """Show ``entries`` (oldest first); ``players`` names player ids, ``models`` uids,
        ``entry_names`` Team List entries, ``team_lists`` Team Lists (a shipped list's id is
        named in the interface language without it) — or ``names`` gives them all."""
        self.beginResetModel()
        self._entries = list(entries)
        self._names = names if names is not None else Names(players, models, entry_names,
                                                            team_lists)
        self._texts = {}
        self._row_of = {e.id: row for row, e in enumerate(self._entries)}
        self._undone = {row for row, e in enumerate(self._entries) if e.undone}
        self._games = None
        self.endResetModel()

    def append(self, entries: Sequence[Entry]) -> None:
        """Records added after the last row; an undo or redo record among them flips its
        target's ``undone`` (as the store did)."""
        if not entries:
            return
        first = len(self._entries)
        self.beginInsertRows(QModelIndex(), first, first + len(entries) - 1)
        for offset, entry in enumerate(entries):
            self._entries.append(entry)
            self._row_of[entry.id] = first + offset
            if entry.undone:
                self._undone.add(first + offset)
        self._games = None
        self.endInsertRows()
        for entry in entries:
            if entry.kind in ("undo", "redo") and entry.target_id is not None:
                row = self._row_of.get(entry.target_id)
                if row is not None:
                    self.set_undone(row, entry.kind == "undo")

    def prepend(self, entries: Sequence[Entry]) -> None:
        """Older records before the first row (a long history read from its end): the rows
        below move down; words put already stay with their rows — but an undo or redo
        record's, which may name a target just come."""
        if not entries:
            return
        n = len(entries)
        self.beginInsertRows(QModelIndex(), 0, n - 1)
        self._entries[0:0] = entries
        kept = {row + n: words for row, words in self._texts.items()
                if self._entries[row + n].kind not in ("undo", "redo")}
        again = [row + n for row in self._texts if row + n not in kept]
        self._texts = kept
        self._row_of = {e.id: row for row, e in enumerate(self._entries)}
        self._undone = {row + n for row in self._undone} | {
            row for row, e in enumerate(entries) if e.undone}
        self._games = None
        self.endInsertRows()
        for row in again:
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.COLUMNS - 1))

    def set_undone(self, row: int, undone: bool) -> None:
        if (row in self._undone) == undone:
            return
        if undone:
            self._undone.add(row)
        else:
            self._undone.discard(row)
        self._games = None
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.COLUMNS - 1))

    def names(self) -> Names:
        return self._names

    def set_names(self, players: Mapping[int, str], models: Mapping[str, str],
                  entry_names: Mapping[str, str]) -> None:
        """New names (another language) for the rows of :meth:`retranslate`."""
        self._names = Names(players, models, entry_names, self._names.team_lists())

    def forget_names(self, player_ids: Iterable[int] | None = None,
                     summaries: Sequence[Any] | None = None, *,
                     formers_kept: bool = False) -> None:
        """An action on ``player_ids`` (``None``: anything) may have changed names: the rows
        that show a name that changed are put into words again when next shown."""
        changed = self._names.forget(player_ids, summaries, formers_kept=formers_kept)
        if changed is not None and not changed:
            return
        if changed is None:
            stale = list(self._texts)
        else:
            # a record names its own player's models; one of no player or of a player gone
            # names anyone's; names added alone (a model added) change only the words that
            # showed one of their ids (StoreNames.added)
            known = self._names.players()
            added: Mapping[int, set[str]] = getattr(self._names, "added", {})
            everyone = set().union(*added.values()) if added else set()

            def shows(row: int, ids: set[str]) -> bool:
                return any(i in text for text in self._texts[row] for i in ids)

            stale = []
            for row in self._texts:
                pid = self._entries[row].player_id
                if pid not in known:
                    if not everyone or shows(row, everyone) or changed - added.keys():
                        stale.append(row)
                elif pid in changed and (pid not in added or shows(row, added[pid])):
                    stale.append(row)
        for row in stale:
            del self._texts[row]
        if stale:
            self.dataChanged.emit(self.index(min(stale), 0),
                                  self.index(max(stale), self.COLUMNS - 1))

    def retranslate(self) -> None:
        self._texts = {}
        if self._entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._entries) - 1,
                                                               self.COLUMNS - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)

    def entry(self, row: int) -> Entry:
        return self._entries[row]

    def last_seq(self) -> int:
        """The ``seq`` of the last row (0: none, or entries without one)."""
        return int(getattr(self._entries[-1], "seq", 0) or 0) if self._entries else 0

    def kind_done(self, entry: Entry) -> str | None:
        """The kind of action ``entry`` did: its own, or for an undo or redo record the kind
        of its target (``None``: a target not shown)."""
        if entry.kind not in ("undo", "redo"):
            return entry.kind
        row = self._row_of.get(entry.target_id) if entry.target_id is not None else None
        return self._entries[row].kind if row is not None else None

    def is_undone(self, row: int) -> bool:
        return row in self._undone

    def row_texts(self, row: int) -> tuple[str, str, str, str]:
        texts = self._texts.get(row)
        if texts is None:
            texts = self._texts[row] = self._row(self._entries[row])
        return texts

    # -- words ------------------------------------------------------------------------------
    def _player(self, value: object) -> str:
        if value is None:
            return ""
        try:
            key = int(str(value))
        except ValueError:
            return str(value)
        return self._names.players().get(key, str(value))

    def _model(self, entry: Entry, uid: str) -> str:
        return self._names.models(entry.player_id).get(uid, uid)

    def _action_names(self, entry: Entry) -> Mapping[str, str]:
        """Models and Groups over entry names, as a recorded edit names them."""
        return ChainMap(cast("dict[str, str]", self._names.models(entry.player_id)),
                        cast("dict[str, str]", self._names.entries(entry.player_id)))

    def _team_list(self, value: object) -> str:
        """A Team List by id: its name, a shipped list's in the interface language."""
        from app.i18n import current_language as ui_language
        from app.rules.library import shipped_display_name, shipped_names

        teamlist_id = str(value or "")
        team_lists = self._names.team_lists()
        if teamlist_id in team_lists:
            return shipped_display_name(teamlist_id, team_lists[teamlist_id], ui_language())
        shipped = shipped_names().get(teamlist_id)
        if shipped is None:
            return teamlist_id
        return shipped_display_name(teamlist_id, shipped.name, ui_language())

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
                             self._action_names(entry))
        # the reason first: the player's own words stay in view when the line is cut
        return QCoreApplication.translate(
            "History", "Correction of {force}: {reason} ({action})").format(
            force=name or self._player(entry.player_id), action=action,
            reason=inputs.get("reason", ""))

    def is_correction(self, row: int) -> bool:
        return self._entries[row].kind == "force_corrected"

    def _played(self) -> dict[int, tuple[int, ...]]:
        """Every game recorded and not undone, with its players (read on first need)."""
        if self._games is None:
            from app.model.store.history import read_json

            read_json(e for row, e in enumerate(self._entries)
                      if e.kind == "game" and row not in self._undone)
            self._games = {
                int(e.summary["game"]): tuple(int(p) for p in e.summary.get("players", ()))
                for row, e in enumerate(self._entries)
                if e.kind == "game" and row not in self._undone and "game" in e.summary}
        return self._games

    def game_of(self, row: int) -> tuple[int, tuple[int, ...]] | None:
        """The recorded game of record ``row`` and its players: a game, its injuries and its
        rewards carry it; a Team is for the next game its player played. ``None`` for other
        records, undone ones and a Team not played yet."""
        entry = self._entries[row]
        if row in self._undone or entry.kind not in ("game", "injuries", "rewards", "team"):
            return None
        games = self._played()
        if entry.kind in ("game", "injuries", "rewards"):
            game = entry.summary.get("game")
            return (int(game), games[int(game)]) if game is not None and int(game) in games \
                else None
        for later_row in range(row + 1, len(self._entries)):  # a Team: its player's next game
            later = self._entries[later_row]
            if later.kind != "game" or later_row in self._undone:
                continue
            game = later.summary.get("game")
            if game is not None and entry.player_id in games.get(int(game), ()):
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
            return action_text(str(inputs.get("action", "")), details, self._action_names(entry))
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
                parts.append(_labelled(self._model(entry, str(roll.get("uid", ""))), text))
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
                group=self._names.models(entry.player_id).get(group)
                or translate("History", "a Group"),
                allowed=allowed)
        if kind == "spend":
            return self._spend_detail(entry, summary)
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
            row = self._row_of.get(entry.target_id) if entry.target_id is not None else None
            if row is not None:
                target = self._entries[row]
                return translate(CONTEXT, KIND_NAMES.get(target.kind, target.kind))
        return ""

    def _spend_detail(self, entry: Entry, summary: Mapping[str, Any]) -> str:
        entry_names = self._names.entries(entry.player_id)
        parts = []
        for line in summary.get("lines", []):
            line_kind, line_id = str(line[0]), str(line[1])
            if line_kind in ("honour", "upgrade", "base_level"):
                parts.append(term(line_kind, line_id))
            else:
                entry_name = entry_names.get(line_id, line_id)
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
        self.rows_formatted += 1
        return (_when(entry.when), self._player(entry.player_id), self._what(entry),
                self._dice(entry))

    # -- Qt model ---------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        row, column = index.row(), index.column()
        if not 0 <= column < self.COLUMNS:
            return None
        role = int(role)
        if role == _DISPLAY:
            return self.row_texts(row)[column]
        correction = self._entries[row].kind == "force_corrected"
        if role == _TOOLTIP:
            if correction and column == 2:
                return "\n".join((self.row_texts(row)[column], QCoreApplication.translate(
                    "History", "A correction: the Force was changed outside step 5, for the "
                    "reason given. The Force Sheet lists it.")))
            return self.row_texts(row)[column]
        if role == _DECORATION and correction and column == 2:
            return _correction_icon()
        undone = row in self._undone
        if role == _FONT and undone:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == _FOREGROUND and undone:
            return QBrush(role_color("muted"))  # readable on light and dark palettes
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
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._entries):
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
    from PySide6.QtWidgets import QInputDialog  # (a dialog: imported when it is shown)

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
        # a long history is read from its end, a page at a time (see load)
        self._older = QTimer(self)
        self._older.setSingleShot(True)
        self._older.timeout.connect(self._load_older)
        self._unread = 0  # the records before the first row not read yet
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        # Widths are fitted to the rows in view (_fit_columns), never by ResizeToContents: that
        # asks every row of a long history for its words at each layout.
        for column in (0, 1, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
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
        *,
        names: Names | None = None,
    ) -> None:
        self._older.stop()  # (other rows: the pages still to read are forgotten)
        self._unread = 0
        self.model.set_entries(entries, players, models, entry_names, team_lists, names=names)
        self._fit_columns(grow=False)
        if entries:
            self.table.scrollToBottom()

    # from this many records :meth:`load` reads a history from its end: its newest
    # ``FIRST_PAGE`` records at once (fitted, scrolled to, painted), then ``PAGE`` older ones
    # at a time, each put above the rows in view (8,000 records at 1,000 games: a block of
    # 40 to 80 ms read in one; about 5 ms per page)
    SPLIT_FROM = 400
    FIRST_PAGE = 300
    PAGE = 1000
    # the older pages wait for the player's first moves after the campaign opens (an Undo,
    # another tab), then come a page per 20 ms: 8,000 records read in half a second
    FIRST_PAGE_DELAY_MS = 150
    PAGE_DELAY_MS = 20

    def load(self, store: Any, campaign_id: int,
             summaries: Sequence[Any] | None = None) -> None:
        """Read the history of ``campaign_id`` from ``store`` (an ``app.model.Store``): every
        record, each put into words only when shown (:class:`HistoryModel`); a long one from
        its end, a page at a time (:attr:`loading` until its oldest page is read).
        ``summaries``: the campaign's players as just read, if at hand (see
        :class:`StoreNames`)."""
        self._store, self._campaign_id = store, campaign_id
        names = StoreNames(store, campaign_id, summaries)
        if store.history_count(campaign_id) < self.SPLIT_FROM:
            _count, records = store.history_since(campaign_id)
            self.set_entries(records, names=names)
            return
        count, records = store.history_page(campaign_id, limit=self.FIRST_PAGE)
        self.set_entries(records, names=names)
        self._unread = count - len(records)
        if self._unread > 0:
            self._older.start(self.FIRST_PAGE_DELAY_MS)

    def _load_older(self, limit: int | None = None) -> None:
        """Read the page of records before the first row and put it above, the rows in
        view staying in view (at the bottom: still there); another turn for the next."""
        self._older.stop()
        store, campaign_id = self._store, self._campaign_id
        if store is None or campaign_id is None or not self.model.rowCount():
            return
        first = int(getattr(self.model.entry(0), "seq", 0) or 0)
        wanted = limit or self.PAGE
        _count, older = store.history_page(campaign_id, first, limit=wanted)
        self._unread = max(0, self._unread - len(older)) if len(older) == wanted else 0
        if not older:
            return
        at_bottom = self._at_bottom()
        top = self.table.rowAt(0)
        self.model.prepend(older)
        self.table.doItemsLayout()  # (the scroll range of the rows come, before scrolling)
        if at_bottom:
            self.table.scrollToBottom()
        elif top >= 0:
            self.table.scrollTo(self.model.index(top + len(older), 0),
                                QAbstractItemView.ScrollHint.PositionAtTop)
        if self._unread and limit is None:
            self._older.start(self.PAGE_DELAY_MS)

    def finish_loading(self) -> None:
        """Read at once what is left of a long history (for anything that needs every
        record: a test, a view compared with a fresh read)."""
        if self._older.isActive():
            self._load_older(limit=max(1, self._unread))

    @property
    def loading(self) -> bool:
        """Whether older pages of a long :meth:`load` are still to come."""
        return self._older.isActive()

    def store(self) -> Any:
        """The store of :meth:`load` (``None``: entries given by :meth:`set_entries`)."""
        return self._store

    def campaign_id(self) -> int | None:
        """The campaign of :meth:`load` (``None``: entries given by :meth:`set_entries`)."""
        return self._campaign_id

    def follow(self, player_ids: Iterable[int] | None = None,
               summaries: Sequence[Any] | None = None) -> None:
        """After an action on the loaded campaign: add the records it made (an undo or redo
        record strikes out or restores its target), and put into words again only the rows
        whose names changed (``player_ids``: the players the action touched; ``None``: any;
        ``summaries``: the campaign's players as read after the action, if at hand).
        A history that changed otherwise (records gone) is read again whole."""
        store, campaign_id = self._store, self._campaign_id
        if store is None or campaign_id is None:
            return
        # (the older pages of a long load still to come are read as before: an action adds
        # records after the last row only; an undo or redo record's target not read yet
        # is read with its page as the store has it now)
        count, records = store.history_since(campaign_id, self.model.last_seq())
        if count != self._unread + self.model.rowCount() + len(records):
            self.load(store, campaign_id)
            return
        at_bottom = self._at_bottom()
        if player_ids is not None and all(self.model.kind_done(r) in NAMELESS_KINDS
                                          for r in records):
            player_ids = ()  # no model, Group or entry got another name
        self.model.forget_names(player_ids, summaries,
                                formers_kept=bool(records) and all(map(keeps_formers, records)))
        self.model.append(records)
        if records:
            self._fit_columns(grow=True, rows=range(self.model.rowCount() - len(records),
                                                    self.model.rowCount()))
            if at_bottom:
                self.table.scrollToBottom()

    def _at_bottom(self) -> bool:
        bar = self.table.verticalScrollBar()
        return bar.value() >= bar.maximum()

    #: rows sampled to fit the columns: the newest screenful (what is painted next: no row
    #: put into words for the fit alone, nor a player's names read for it), at least
    #: ``FIT_MIN_ROWS`` and at most ``FIT_ROWS``
    FIT_ROWS = 60
    FIT_MIN_ROWS = 20

    def _fit_columns(self, *, grow: bool, rows: Iterable[int] | None = None) -> None:
        """Widths of When, Player and Dice for the texts of ``rows`` (default: the newest
        screenful); ``grow``: never narrower than now."""
        model = self.model
        count = model.rowCount()
        if rows is None:
            rows = range(max(0, count - self.screenful()), count)
        metrics = self.table.fontMetrics()
        header = self.table.horizontalHeader()
        margin = 2 * self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 10
        texts: dict[int, list[str]] = {0: [], 1: [], 3: []}
        for row in rows:
            words = model.row_texts(row)
            for column in texts:
                texts[column].append(words[column])
        for column, found in texts.items():
            width = max([header.sectionSizeHint(column)]
                        + [metrics.horizontalAdvance(t) + margin for t in found if t])
            if grow:
                width = max(width, header.sectionSize(column))
            if width != header.sectionSize(column):
                header.resizeSection(column, width)

    def screenful(self) -> int:
        """How many rows the table shows at its present height (and one more, half shown),
        within ``FIT_MIN_ROWS`` and ``FIT_ROWS``."""
        step = max(1, self.table.verticalHeader().defaultSectionSize())
        shown = self.table.viewport().height() // step + 1
        return min(self.FIT_ROWS, max(self.FIT_MIN_ROWS, shown))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rename()
            self.model.retranslate()
            self.retranslate()
        super().changeEvent(event)

    def _rename(self) -> None:
        """Team List entries (and the models and Groups named after them) in the new
        language: read again from the store when next shown (a view fed by
        :meth:`set_entries` keeps its names)."""
        if self._store is None or self._campaign_id is None or self._store.closed:
            return
        self.model.names().forget(None)

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
