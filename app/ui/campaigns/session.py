"""The window's handle on the open store: runs operations, shows store errors in words, and
announces what changed so each view refreshes only that (``Changes``, as Anki's ``OpChanges``).

Pieces that call the store themselves (the Force editor's document, the step dialogs' flow)
report their ``Changes`` with :meth:`StoreSession.notify`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QWidget

from app.ui import errors

if TYPE_CHECKING:
    from app.model import Changes, HistoryEntry, Store

T = TypeVar("T")

def kind_name(kind: str) -> str:
    """A history kind in words (the history view's names), for "Undo: <action>"."""
    from app.ui.steps.history import CONTEXT, KIND_NAMES

    source = KIND_NAMES.get(kind)
    return QCoreApplication.translate(CONTEXT, source) if source else kind


class StoreSession(QObject):
    changed = Signal(object)  # Changes

    def __init__(self, store: Store, window: QWidget) -> None:
        super().__init__(window)
        self.store = store
        self.window = window

    def run(self, operation: Callable[[], T]) -> T | None:
        """Run a store call; a store error is shown in words and gives ``None``.

        When the result is (or carries) ``Changes``, they are announced.
        """
        from app.model import Changes, StoreError

        try:
            result = operation()
        except StoreError as error:
            errors.show_store_error(self.window, error)
            return None
        changes = result if isinstance(result, Changes) else getattr(result, "changes", None)
        if changes:
            self.changed.emit(changes)
        return result

    def notify(self, changes: Changes | None) -> None:
        if changes:
            self.changed.emit(changes)

    # -- undo / redo -------------------------------------------------------------------------
    def next_undo(self, campaign_id: int | None) -> HistoryEntry | None:
        return self.store.next_undo(campaign_id) if campaign_id is not None else None

    def next_redo(self, campaign_id: int | None) -> HistoryEntry | None:
        return self.store.next_redo(campaign_id) if campaign_id is not None else None

    def undo(self, campaign_id: int) -> Changes | None:
        return self.run(lambda: self.store.undo(campaign_id))

    def redo(self, campaign_id: int) -> Changes | None:
        return self.run(lambda: self.store.redo(campaign_id))

