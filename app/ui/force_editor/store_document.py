"""A player's Force in the campaign store, as a :class:`ForceDocument` for the Force editor.

Each edit is one ``store.edit_force(...)`` call: one undoable action of the campaign history.
Undo and redo are the store's (the shell wires Ctrl+Z to ``store.undo(campaign_id)``); after
any store change the shell passes the :class:`~app.model.Changes` to :meth:`on_store_changes`,
which reloads the Force when it names this player.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.model import Changes, Store
from app.rules.campaign.state import PlayerState
from app.rules.force import STARTING_FORCE_POINTS, Force
from app.rules.teamlist import TeamList


class StoreForceDocument(QObject):
    """The Force of player ``player_id`` in ``store``."""

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

    def apply(self, action: str, inputs: Mapping[str, Any], new_force: Force) -> None:
        """Record the edit in the store (raises :class:`app.model.StoreError`), then reload."""
        changes = self.store.edit_force(self.player_id, action, inputs, new_force)
        self.reload()
        self.store_changed.emit(changes)

    def reload(self) -> None:
        team_list = self.store.team_list(self.player_id)
        if team_list.version != self._team_list.version:  # moved to another revision
            self._team_list = team_list
        self._force = self.store.force(self.player_id)
        self._state = self.store.player_state(self.player_id)
        self.changed.emit()

    def on_store_changes(self, changes: Changes) -> None:
        """Reload if ``changes`` (of an undo, a redo, a campaign step) touched this player."""
        if self.player_id in changes.players:
            self.reload()
