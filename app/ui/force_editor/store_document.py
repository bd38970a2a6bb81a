"""A player's Force in the campaign store, as a :class:`ForceDocument` for the Force editor.

Each edit is one ``store.edit_force(...)`` call: one undoable action of the campaign history.
Undo and redo are the store's (the shell wires Ctrl+Z to ``store.undo(campaign_id)``); after
any store change the shell passes the :class:`~app.model.Changes` to :meth:`on_store_changes`,
which reloads the Force when it names this player.

Once the Force has played a game the store takes only renames through ``edit_force``; the
player changes it through step 5 or a **correction**: after :meth:`set_correction` (the
player's reason) every edit is a ``store.correct_force(...)`` call, recorded as a correction.
Over a read-only snapshot of the campaign (``store.snapshot``) the document is read-only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from app.model import Changes, Store
from app.rules.campaign.state import PlayerState
from app.rules.force import STARTING_FORCE_POINTS, Force
from app.rules.teamlist import TeamList

if TYPE_CHECKING:
    from app.model import HistoryEntry


class StoreForceDocument(QObject):
    """The Force of player ``player_id`` in ``store`` (a :class:`CampaignForceDocument`)."""

    changed = Signal()
    store_changed = Signal(object)  # the Changes of an edit, for the other views to refresh

    def __init__(self, store: Store, player_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.player_id = player_id
        self.campaign_id = store.player_summary(player_id).campaign_id
        self._team_list = store.team_list(player_id)  # changes only when the Force is moved
        self._force = store.force(player_id)
        self._state = store.player_state(player_id)
        self._correction: str | None = None
        self._games = self._games_played()

    @property
    def team_list(self) -> TeamList:
        return self._team_list

    @property
    def force(self) -> Force:
        return self._force

    @property
    def starting(self) -> bool:
        return self._force.starting

    @property
    def points_limit(self) -> int | None:
        return STARTING_FORCE_POINTS if self._force.starting else None

    @property
    def player_state(self) -> PlayerState | None:
        return self._state

    # -- a Force that has played ----------------------------------------------------------------
    @property
    def read_only(self) -> bool:
        return not self.store.writable

    @property
    def games_played(self) -> int:
        return self._games

    @property
    def correction(self) -> str | None:
        return self._correction

    def set_correction(self, reason: str | None) -> None:
        reason = reason.strip() if reason else ""
        self._correction = reason or None
        self.changed.emit()

    def corrections(self) -> list[HistoryEntry]:
        """The corrections in force of the current Force (for the Force Sheet's flag)."""
        return self.store.corrections(self.player_id)

    def _games_played(self) -> int:
        if not self.store.force_has_played(self.player_id):
            return 0
        summary = self.store.player_summary(self.player_id)
        if not summary.dissolutions:
            return summary.games
        # A Force after a dissolution: the games recorded since the last dissolution.
        history = [h for h in self.store.history(self.campaign_id)
                   if h.is_action and not h.undone]
        since = max((h.seq for h in history
                     if h.kind == "force_dissolved" and h.player_id == self.player_id),
                    default=0)
        return max(1, sum(1 for h in history if h.kind == "game" and h.seq > since
                          and self.player_id in h.summary.get("players", ())))

    # -- edits ----------------------------------------------------------------------------------
    def apply(self, action: str, inputs: Mapping[str, Any], new_force: Force) -> None:
        """Record the edit in the store (raises :class:`app.model.StoreError`), then reload.

        During a correction the edit is recorded as a correction with its reason."""
        if self._correction is not None:
            changes = self.store.correct_force(self.player_id, new_force, self._correction,
                                               action=action, inputs=inputs)
        else:
            changes = self.store.edit_force(self.player_id, action, inputs, new_force)
        self.reload()
        self.store_changed.emit(changes)

    def reload(self) -> None:
        team_list = self.store.team_list(self.player_id)
        if team_list.version != self._team_list.version:  # moved to another revision
            self._team_list = team_list
        self._force = self.store.force(self.player_id)
        self._state = self.store.player_state(self.player_id)
        self._games = self._games_played()
        if not self._games:  # an undo took the game back: no correction needed any more
            self._correction = None
        self.changed.emit()

    def on_store_changes(self, changes: Changes) -> None:
        """Reload if ``changes`` (of an undo, a redo, a campaign step) touched this player."""
        if self.player_id in changes.players:
            self.reload()
