"""Errors of the campaign store: a stable ``code`` and ``params``, no user-facing text.

The UI and the command line turn ``code`` + ``params`` into words with
:data:`app.i18n.store_messages.STORE_MESSAGES` (``store_message(error)``). ``str(error)`` is an
English line for logs and tests only.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = [
    "StoreDamagedError",
    "StoreDiskFullError",
    "StoreError",
    "StoreHistoryError",
    "StoreImportError",
    "StoreLockedError",
    "StoreNewerVersionError",
    "StoreNotFoundError",
    "StoreReadOnlyError",
    "StoreRuleError",
]

ParamValue = str | int | float | None


class StoreError(Exception):
    """Base of every store error. ``code`` is one of ``docs/store-api.md``'s error codes."""

    code = "store.error"

    def __init__(self, detail: str = "", **params: ParamValue) -> None:
        self.params: Mapping[str, ParamValue] = dict(params)
        self.detail = detail
        text = f"{self.code}: {detail}" if detail else self.code
        if params:
            text += " " + ", ".join(f"{k}={v!r}" for k, v in sorted(params.items()))
        super().__init__(text)


class StoreLockedError(StoreError):
    """Another Force Sheet (params: ``path``, ``pid`` when known) has the database open."""

    code = "store.locked"


class StoreNewerVersionError(StoreError):
    """The database was written by a newer Force Sheet (params ``path``, ``version``);
    it was left untouched."""

    code = "store.newer_version"


class StoreDamagedError(StoreError):
    """The database failed its check on open (params ``path``, ``moved_to``, ``backup``:
    the newest good backup or ``None``). The damaged file was moved aside, never overwritten;
    offer :func:`app.model.restore_backup` with ``params["backup"]``."""

    code = "store.damaged"


class StoreDiskFullError(StoreError):
    """The disk is full: the action was not applied, the database is intact."""

    code = "store.disk_full"


class StoreReadOnlyError(StoreError):
    """The database (or its folder) cannot be written: nothing was applied."""

    code = "store.read_only"


class StoreImportError(StoreError):
    """A campaign or roster file cannot be imported (params ``file``, ``path`` = where in the
    file, ``reason``). Nothing was written. The only error an import raises."""

    code = "store.import_error"


class StoreNotFoundError(StoreError):
    """No campaign / player / game with that id (params ``kind``, ``id``)."""

    code = "store.not_found"


class StoreHistoryError(StoreError):
    """Nothing to undo or redo (params ``campaign``, ``what``: ``undo`` / ``redo``), or the
    rows no longer match the history (``what``: ``conflict``)."""

    code = "store.history"


class StoreRuleError(StoreError):
    """A call the rules forbid outright (params ``reason`` and more), e.g. rewards applied
    twice for one game. Ordinary refusals come back as violations, not as this error."""

    code = "store.rule"
