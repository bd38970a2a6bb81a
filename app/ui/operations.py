"""Every mutation of the campaign store from the UI runs here (Anki's ``aqt.operations``).

:class:`Operations` runs one store call (an *action*), and then, in one place:

* a :class:`~app.model.StoreError` is shown in words (:func:`app.ui.errors.show_store_error`)
  and the call gives ``None``: nothing changed;
* the :class:`~app.model.Changes` of the action are announced once (:attr:`Operations.changed`)
  so each view refreshes only what they name;
* the campaigns whose history changed are announced (:attr:`Operations.undo_changed`): the
  Undo / Redo actions that show that campaign read their new labels with
  :meth:`Operations.undo_texts` (:meth:`app.ui.campaigns.actions.ShellActions.follow_undo`);
* the views of the main window (:attr:`Operations.window`) take the same announcements from
  :attr:`Operations.window_changed` and :attr:`Operations.window_undo_changed`: at once while
  that window is in front, else — a Force window is, the player editing in it — merged into
  one, announced when he stops for a moment (:data:`BEHIND_DELAY_MS` after the last, at most
  :data:`BEHIND_MAX_MS` after the first) or comes back to the main window. An edit in a Force
  window repaints that window first, alone (the history and the players' table behind it
  cost as much again), and five quick edits refresh the main window once.

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

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

from app.ui import errors

if TYPE_CHECKING:
    from app.model import CampaignSummary, Changes, HistoryEntry, Store, StoreError

__all__ = ["BEHIND_DELAY_MS", "BEHIND_MAX_MS", "UNPAINTED_MS", "Operations", "campaign_added",
           "changes_of", "kind_name", "player_added"]

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


#: at the latest, an edit shown is written this long after it, repainted or not
UNPAINTED_MS = 100

#: how long the main window's views wait, behind a Force window, after the last change
BEHIND_DELAY_MS = 150
#: and at most after the first one (a player editing without a pause)
BEHIND_MAX_MS = 1000


class Operations(QObject):
    """The window's one way to change the store (see the module docstring)."""

    changed = Signal(object)  # Changes: once per action that changed something
    undo_changed = Signal(int)  # a campaign whose Undo / Redo may name another action now
    failed = Signal(object)  # the StoreError just shown
    #: ``changed`` and ``undo_changed`` for the views of :attr:`window` (later when it is
    #: behind another window: see the module docstring)
    window_changed = Signal(object)
    window_undo_changed = Signal(int)

    def __init__(self, store: Store, window: QWidget | None = None) -> None:
        super().__init__(window)
        self.store = store
        self.window = window  # the parent of the error messages
        self._campaigns: list[CampaignSummary] | None = None  # read once per announcement
        self._undo_texts: dict[int, tuple[str | None, str | None]] = {}  # the same
        self._announcing = 0
        # what the window's views have not been told yet (it is behind another window)
        self._behind: Changes | None = None
        self._behind_undo: set[int] = set()
        self._behind_since = QElapsedTimer()
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.timeout.connect(self.catch_up)
        # store calls shown already, written after the repaint (:meth:`after_paint`)
        self._pending: list[tuple[Callable[[], object],
                                  Callable[[StoreError], None] | None]] = []
        self._painted: QWidget | None = None  # the widget whose repaint writes them
        self._unpainted = QTimer(self)  # (a window not repainted: written all the same)
        self._unpainted.setSingleShot(True)
        self._unpainted.timeout.connect(self.flush)
        if window is not None:
            window.installEventFilter(self)  # back in front: its views catch up at once

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

        self.flush()  # an edit shown already is written first: the actions keep their order
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

    def after_paint(self, operation: Callable[[], object], widget: QWidget, *,
                    on_error: Callable[[StoreError], None] | None = None) -> None:
        """Run ``operation`` as :meth:`run` does, once ``widget`` has repainted: the player
        sees an edit his window shows already (the Force editor's, drawn from the plan the
        store will write), then the store writes it, in the same turn of the event loop.
        Written before anything else: the next :meth:`run`, :meth:`after_paint` or
        :meth:`flush` writes it first (the window's close, the application's end);
        :data:`UNPAINTED_MS` at the latest when the widget is not repainted (hidden)."""
        self.flush()
        self._pending.append((operation, on_error))
        if self._painted is not widget:
            if self._painted is not None:
                with contextlib.suppress(RuntimeError):  # (a widget deleted since)
                    self._painted.removeEventFilter(self)
            self._painted = widget
            widget.installEventFilter(self)
        self._unpainted.start(UNPAINTED_MS)

    @property
    def pending(self) -> bool:
        """An edit is shown but not written yet."""
        return bool(self._pending)

    def flush(self) -> None:
        """Write the edits shown but not written yet (:meth:`after_paint`), in order."""
        self._unpainted.stop()
        while self._pending:
            operation, on_error = self._pending.pop(0)
            self.run(operation, on_error=on_error)

    def notify(self, changes: Changes | None, *, undo: bool = True) -> None:
        """Announce what an action changed (nothing when it changed nothing); ``undo=False``:
        not to Undo / Redo (another laptop's action, which this one cannot undo)."""
        if not changes:
            return
        undone = sorted(changes.history) if undo else []
        with self.reading_once():  # every view that asks shares one read meanwhile
            self.changed.emit(changes)
            for campaign_id in undone:
                self.undo_changed.emit(campaign_id)
        self._behind = changes if self._behind is None else self._behind.merge(changes)
        self._behind_undo.update(undone)
        if not self._window_behind():
            self.catch_up()
        elif not self._later.isActive() or self._behind_since.elapsed() < BEHIND_MAX_MS:
            if not self._later.isActive():
                self._behind_since.start()
            self._later.start(BEHIND_DELAY_MS)  # again after each change, up to the maximum

    def catch_up(self) -> None:
        """Announce to the window's views what they have not been told yet (at once)."""
        self._later.stop()
        changes, undone = self._behind, sorted(self._behind_undo)
        self._behind, self._behind_undo = None, set()
        if changes is None:
            return
        with self.reading_once():
            self.window_changed.emit(changes)
            for campaign_id in undone:
                self.window_undo_changed.emit(campaign_id)

    def forget_behind(self) -> None:
        """Drop what the window's views were not told (the window closes, or reads another
        database whole)."""
        self._later.stop()
        self._behind, self._behind_undo = None, set()

    def _window_behind(self) -> bool:
        """Whether another window of these operations (a Force window, which follows the
        changes itself at once) is in front of :attr:`window` (and no modal dialog)."""
        window = self.window
        if window is None or not window.isVisible():
            return False
        active = QApplication.activeWindow()
        return (active is not None and active is not window and active.isVisible()
                and getattr(active, "operations", None) is self
                and QApplication.activeModalWidget() is None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Paint and self._pending
                and watched is self._painted):
            QTimer.singleShot(0, self.flush)  # (posted: after this very paint)
        if (event.type() == QEvent.Type.ActivationChange and watched is self.window
                and self._behind is not None and self.window.isActiveWindow()):
            QTimer.singleShot(0, self.catch_up)  # (after the activation's own repaint)
        return super().eventFilter(watched, event)

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
