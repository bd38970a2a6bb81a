"""Store errors shown in words: a message box per error, and the open-with-recovery loop.

The sentences come from :func:`app.i18n.store_messages.store_message` (one table for the UI and the
command line); this module adds what only a window can do: titles, and for a damaged database
the offer to restore the newest backup. Message boxes go through :data:`ASK` and :data:`TELL` so
tests replace them without blocking.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from app.model import Store, StoreError
    from app.model.guard import Opening


CONTEXT = "StoreErrors"


# QMessageBox imported where a box is shown: PySide builds a Qt class's enums on its first use,
# and a message box has no business in the start-up before the first paint.


def _ask(parent: QWidget | None, title: str, text: str, detail: str) -> bool:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setDetailedText(detail)
    return box.exec() == QMessageBox.StandardButton.Yes


def _tell(parent: QWidget | None, title: str, text: str, detail: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setDetailedText(detail)
    box.exec()


#: (parent, title, text, technical detail) -> the user said yes
ASK: Callable[[QWidget | None, str, str, str], bool] = _ask
#: (parent, title, text, technical detail)
TELL: Callable[[QWidget | None, str, str, str], None] = _tell


def title_for(error: StoreError) -> str:
    titles = {
        "store.locked": QCoreApplication.translate("StoreErrors", "Campaign database in use"),
        "store.newer_version": QCoreApplication.translate("StoreErrors", "Newer campaign database"),
        "store.damaged": QCoreApplication.translate("StoreErrors", "Damaged campaign database"),
        "store.disk_full": QCoreApplication.translate("StoreErrors", "Disk full"),
        "store.read_only": QCoreApplication.translate("StoreErrors", "Cannot save"),
        "store.history": QCoreApplication.translate("StoreErrors", "Undo"),
    }
    return titles.get(error.code, QCoreApplication.translate("StoreErrors", "Force Sheet"))


def error_text(error: StoreError) -> str:
    from app.i18n.store_messages import store_message

    return store_message(error)


def show_store_error(parent: QWidget | None, error: StoreError) -> None:
    """Tell the user what went wrong, in words (the technical line under "Show Details")."""
    TELL(parent, title_for(error), error_text(error), str(error))


def open_store(path: Path | str, parent: QWidget | None = None, *,
               opening: Opening | None = None) -> Store | None:
    """Open the campaign database, explaining any problem; ``None`` when it cannot be opened.

    ``opening``: the lock and check already started (see ``app.ui.app``). A damaged database
    was moved aside by the store; when a backup exists the user is offered to restore it, and
    the store is opened again from it.
    """
    from app.model import Store, StoreDamagedError, StoreError, restore_backup

    try:
        return _told_if_read_only(Store.open(path, opening=opening), parent)
    except StoreDamagedError as error:
        from app.i18n.store_messages import store_message  # (only to tell a problem)

        if isinstance(path, str):  # a server is never "damaged" this way: just say it
            show_store_error(parent, error)
            return None
        backup = error.params.get("backup")
        text = store_message(error, backup_hint=False)
        if not backup:
            none = QCoreApplication.translate(
                "StoreErrors",
                "There is no backup to restore: Force Sheet starts with an empty database.")
            TELL(parent, title_for(error), text + "\n\n" + none, str(error))
            return _retry(path, parent, allow_new=True)
        offer = QCoreApplication.translate("StoreErrors",
                                           "Restore the newest backup ({backup}) now?")
        question = text + "\n\n" + offer.format(backup=Path(str(backup)).name)
        if not ASK(parent, title_for(error), question, str(error)):
            return _retry(path, parent, allow_new=True)  # the player chose a new database
        try:
            restore_backup(Path(str(backup)), path)
        except (StoreError, OSError) as exc:
            failed = QCoreApplication.translate("StoreErrors",
                                                "The backup could not be restored: {error}")
            TELL(parent, title_for(error), failed.format(error=exc), str(exc))
            return None
        return _retry(path, parent)
    except StoreError as error:
        show_store_error(parent, error)
        return None


def _retry(path: Path, parent: QWidget | None, allow_new: bool = False) -> Store | None:
    from app.model import Store, StoreError

    try:
        return _told_if_read_only(Store.open(path, allow_new=allow_new), parent)
    except StoreError as error:
        show_store_error(parent, error)
        return None


def _told_if_read_only(store: Store, parent: QWidget | None) -> Store:
    """A store opened read-only (the file or its folder cannot be written): say so once."""
    if store.read_only:
        from app.model import StoreReadOnlyError

        show_store_error(parent, StoreReadOnlyError("opened read-only", path=str(store.path),
                                                    reason="opened"))
    return store
