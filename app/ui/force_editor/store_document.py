"""A player's Force in the campaign store, as a :class:`ForceDocument` for the Force editor.

Each edit is one ``edit_force`` call of the store, run through the window's
:class:`~app.ui.operations.Operations`: one undoable action of the campaign history, its
:class:`~app.model.Changes` announced once (``operations.changed``; every view refreshes from
it, this document too: it reloads whenever a change names its player — an edit, an undo, a
redo, a campaign step). A store error reaches the editor, which shows it in words under its
points bar.

Once the Force has played a game the store takes only renames through ``edit_force``; the
player changes it through step 5 or a **correction**: after :meth:`set_correction` (the
player's reason) every edit is a ``correct_force`` call, recorded as a correction.
Over a read-only snapshot of the campaign (``store.snapshot``) the document is read-only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from app.model import Changes, Store
from app.rules.campaign.state import PlayerState
from app.rules.force import STARTING_FORCE_POINTS, Force
from app.rules.teamlist import TeamList
from app.ui.operations import Operations

if TYPE_CHECKING:
    from app.model import HistoryEntry, StoreError
    from app.rules.validation import Report


class StoreForceDocument(QObject):
    """The Force of player ``player_id`` in ``store`` (a :class:`CampaignForceDocument`)."""

    #: an edit is shown before the store writes it (see :meth:`apply`); ``False``: written
    #: first, as it is over a snapshot (the tests that check the store right after an edit)
    show_first = True

    changed = Signal()
    store_changed = Signal(object)  # the Changes of an edit made here (announced already)
    removed = Signal()  # the player is gone (its addition was undone): the window closes
    #: the StoreError of an edit shown already that the store refused: the Force shown is
    #: the store's again (the editor says why in words)
    refused = Signal(object)

    def __init__(self, store: Store, player_id: int, parent: QObject | None = None, *,
                 operations: Operations | None = None) -> None:
        """``operations``: the window's (without one, the document runs its own)."""
        super().__init__(parent)
        self.store = store
        self.operations = operations if operations is not None else Operations(store)
        self.player_id = player_id
        self.campaign_id = store.player_summary(player_id).campaign_id
        view = store.force_view(player_id)
        self._team_list = view.team_list  # changes only when the Force is moved
        self._force = view.force
        self._state = view.state
        self._report = view.report
        self._correction: str | None = None
        self._games = view.games
        #: the widget showing the Force (set by the editor): an edit is shown before the
        #: store writes it, after that widget's repaint (see :meth:`apply`)
        self.painted: QWidget | None = None
        self.operations.changed.connect(self.on_store_changes)

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

    @property
    def report(self) -> Report | None:
        """The validation the store's plan made of :attr:`force` when an edit made here wrote
        it (the editor shows it rather than validating the Force again), else ``None``."""
        return self._report

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

    # -- edits ----------------------------------------------------------------------------------
    def apply(self, action: str, inputs: Mapping[str, Any], new_force: Force) -> None:
        """Record the edit in the store through the operations (the document reloads from the
        ``Changes`` they announce); during a correction it is recorded as a correction with
        its reason. Raises the :class:`app.model.StoreError` when the store refused it
        (nothing was applied; ``operations.failed`` has announced it): the editor shows it.

        With :attr:`painted` (the widget showing the Force: the editor's tree) the edit is
        planned here — :func:`~app.rules.campaign.plans.plan_force_change`, with the store's
        own validator — and shown at once; the store writes it once that widget has
        repainted (:meth:`Operations.after_paint`), the same plan (its validation not made
        again). A plan the rules refuse raises here, nothing shown; a write the store then
        refuses (a disk full, another laptop's change) puts the store's Force back and emits
        :attr:`refused`."""
        painted = self.painted
        if painted is not None and self.show_first and not self.read_only:
            self._show_then_write(action, inputs, new_force, painted)
            return
        player, correction = self.player_id, self._correction
        refused: list[StoreError] = []
        if correction is not None:
            changes = self.operations.run(
                lambda: self.store.correct_force(player, new_force, correction,
                                                 action=action, inputs=inputs),
                on_error=refused.append)
        else:
            changes = self.operations.run(
                lambda: self.store.edit_force(player, action, inputs, new_force),
                on_error=refused.append)
        if refused:
            raise refused[0]
        if changes is not None and player not in changes.players:
            self.reload()  # an edit that wrote nothing of the player: redraw all the same
        self.store_changed.emit(changes)

    def _show_then_write(self, action: str, inputs: Mapping[str, Any], new_force: Force,
                         painted: QWidget) -> None:
        from app.model import StoreRuleError
        from app.rules.campaign.plans import plan_force_change

        self.operations.flush()  # (an edit still to write: written, and shown, first)
        player, correction = self.player_id, self._correction
        plan = plan_force_change(self._force, new_force,
                                 self.store.validator_of(self._team_list),
                                 played=bool(self._games), correction=correction is not None)
        if plan.refusal is not None:
            raise StoreRuleError("", reason=plan.refusal, player=player)

        def written() -> Changes:
            if correction is not None:
                changes = self.store.correct_force(player, new_force, correction,
                                                   action=action, inputs=inputs)
            else:
                changes = self.store.edit_force(player, action, inputs, new_force)
            self.store_changed.emit(changes)
            return changes

        self._force, self._report = new_force, plan.report
        self.operations.after_paint(written, painted, on_error=self._write_refused)
        self.changed.emit()

    def _write_refused(self, error: StoreError) -> None:
        from app.model import StoreNotFoundError

        try:
            self.reload()
        except StoreNotFoundError:
            self.removed.emit()
            return
        self.refused.emit(error)

    def reload(self) -> None:
        """Read the Force again (one read; none after an edit made here: the store keeps the
        Force it wrote, :meth:`Store.force_view`)."""
        view = self.store.force_view(self.player_id)
        if view.team_list.version != self._team_list.version:  # moved to another revision
            self._team_list = view.team_list
        self._force = view.force
        self._state = view.state
        self._report = view.report
        self._games = view.games
        if not self._games:  # an undo took the game back: no correction needed any more
            self._correction = None
        self.changed.emit()

    def on_store_changes(self, changes: Changes) -> None:
        """Reload if ``changes`` (of an edit, an undo, a redo, a campaign step) touched this
        player; :attr:`removed` when the player is no longer in the campaign."""
        from app.model import StoreNotFoundError

        if self.player_id not in changes.players:
            return
        try:
            self.reload()  # its first read fails, before anything changed, without the player
        except StoreNotFoundError:
            self.removed.emit()
