"""Every mutation of the campaign store from the UI runs here (Anki's ``aqt.operations``).

:class:`Operations` runs one store call (an *action*), and then, in one place:

* a :class:`~app.model.StoreError` is shown in words (:func:`app.ui.errors.show_store_error`)
  and the call gives ``None``: nothing changed;
* the :class:`~app.model.Changes` of the action are announced once (:attr:`Operations.changed`)
  so each view refreshes only what they name;
* the campaigns whose history changed are announced (:attr:`Operations.undo_changed`): the
  Undo / Redo actions that show that campaign read their new labels with
  :meth:`Operations.undo_texts` (:meth:`app.ui.campaigns.actions.ShellActions.follow_undo`).

A store mutator gives its ``Changes`` in one of three shapes, all handled by :meth:`run`:
``Changes`` itself (``rename_campaign``, ``undo`` …), a result carrying them in ``.changes``
(``StepResult`` of the campaign steps; empty when the step was refused), or a new id
(``create_campaign``, ``add_player``, ``import_campaign``), whose ``Changes`` the caller names
with ``changes=`` (:func:`campaign_added`, :func:`player_added`). Work done elsewhere (the
demo campaign, played in a worker thread) is announced with :meth:`notify`.

No other module of ``app.ui`` calls a mutator of the store (``tests/ui/test_operations.py``
checks it): the commands, the step launcher, the Force editor's document, the dialogs all
hand their store call to :meth:`run`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QWidget

from app.ui import errors

if TYPE_CHECKING:
    from app.model import CampaignSummary, Changes, HistoryEntry, Store, StoreError

__all__ = ["Operations", "campaign_added", "changes_of", "kind_name", "player_added"]

T = TypeVar("T")


def kind_name(kind: str) -> str:
    """A history kind in words (the history view's names), for "Undo: <action>"."""
    from app.ui.steps.history import CONTEXT, KIND_NAMES

    source = KIND_NAMES.get(kind)
    return QCoreApplication.translate(CONTEXT, source) if source else kind


def changes_of(result: object) -> Changes | None:
    """The ``Changes`` a store call gave: the result itself, or its ``.changes``."""
    from app.model import Changes

    if isinstance(result, Changes):
        return result
    carried = getattr(result, "changes", None)
    return carried if isinstance(carried, Changes) else None


def campaign_added(campaign_id: int) -> Changes:
    """What a new campaign changes (``create_campaign``, ``import_campaign``, the demo)."""
    from app.model import Changes

    return Changes(campaigns=frozenset({campaign_id}), history=frozenset({campaign_id}),
                   campaign_list=True)


def player_added(campaign_id: int, player_id: int) -> Changes:
    """What ``add_player`` changes."""
    from app.model import Changes

    return Changes(campaigns=frozenset({campaign_id}), players=frozenset({player_id}),
                   history=frozenset({campaign_id}), campaign_list=True)


class Operations(QObject):
    """The window's one way to change the store (see the module docstring)."""

    changed = Signal(object)  # Changes: once per action that changed something
    undo_changed = Signal(int)  # a campaign whose Undo / Redo may name another action now
    failed = Signal(object)  # the StoreError just shown

    def __init__(self, store: Store, window: QWidget | None = None) -> None:
        super().__init__(window)
        self.store = store
        self.window = window  # the parent of the error messages
        self._campaigns: list[CampaignSummary] | None = None  # read once per announcement
        self._undo_texts: dict[int, tuple[str | None, str | None]] = {}  # the same
        self._announcing = 0

    # -- actions ---------------------------------------------------------------------------
    def run(self, operation: Callable[[], T], *,
            changes: Changes | Callable[[T], Changes | None] | None = None,
            on_error: Callable[[StoreError], None] | None = None,
            busy: str | None = None) -> T | None:
        """Run one store call; a store error is shown in words and gives ``None``.

        The call's ``Changes`` (see :func:`changes_of`), or ``changes`` for a call that gives
        an id (a ``Changes``, or a function of the result), are announced once.
        ``on_error``: where the error's words go instead of a message box (the Force editor
        shows them under its points bar); :attr:`failed` is emitted either way.
        ``busy``: the call runs in a worker thread, the window painting meanwhile behind a
        busy dialog with these words (:func:`app.ui.busy.run_busy`); the rest is as above.
        """
        from app.model import StoreError

        try:
            if busy is not None:
                from app.ui.busy import run_busy

                result = run_busy(self.window, busy, operation)
            else:
                result = operation()
        except StoreError as error:
            if on_error is None:
                errors.show_store_error(self.window, error)
            else:
                on_error(error)
            self.failed.emit(error)
            return None
        if changes is None:
            self.notify(changes_of(result))
        elif callable(changes):
            self.notify(changes(result))
        else:
            self.notify(changes)
        return result

    def notify(self, changes: Changes | None) -> None:
        """Announce what an action changed (nothing when it changed nothing)."""
        if not changes:
            return
        with self.reading_once():  # every view that asks shares one read meanwhile
            self.changed.emit(changes)
            for campaign_id in sorted(changes.history):
                self.undo_changed.emit(campaign_id)

    @contextlib.contextmanager
    def reading_once(self) -> Iterator[None]:
        """Within: the views that ask for :meth:`campaigns` (and the Undo / Redo texts) share
        one read: while an action is announced, while a campaign opens, at the window's start
        (no action runs meanwhile)."""
        self._announcing += 1
        try:
            yield
        finally:
            self._announcing -= 1
            if not self._announcing:
                self._campaigns = None
                self._undo_texts = {}

    def campaigns(self) -> list[CampaignSummary]:
        """``store.campaigns()``; while an action is announced, read once for every view that
        asks (the campaign view, the list, the window), since nothing changes meanwhile."""
        if not self._announcing:
            return self.store.campaigns()
        if self._campaigns is None:
            self._campaigns = self.store.campaigns()
        return list(self._campaigns)

    # -- undo / redo -------------------------------------------------------------------------
    def next_undo(self, campaign_id: int | None) -> HistoryEntry | None:
        return self.store.next_undo(campaign_id) if campaign_id is not None else None

    def next_redo(self, campaign_id: int | None) -> HistoryEntry | None:
        return self.store.next_redo(campaign_id) if campaign_id is not None else None

    def undo_texts(self, campaign_id: int | None) -> tuple[str | None, str | None]:
        """The actions Undo and Redo would take back / do again, in words (``None``: none)."""
        if campaign_id is None:
            return None, None
        known = self._undo_texts.get(campaign_id) if self._announcing else None
        if known is None:  # while an action is announced, read once for every window
            undo, redo = self.store.undo_kinds(campaign_id)
            known = (kind_name(undo) if undo else None, kind_name(redo) if redo else None)
            if self._announcing:
                self._undo_texts[campaign_id] = known
        return known

    def undo(self, campaign_id: int) -> Changes | None:
        return self.run(lambda: self.store.undo(campaign_id))

    def redo(self, campaign_id: int) -> Changes | None:
        return self.run(lambda: self.store.redo(campaign_id))
