"""Words for the campaign store's error codes (``app.model.errors``), for the UI and the CLI.

``store_message(error)`` returns the translated sentence with its parameters filled in.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.model.errors import StoreError

CONTEXT = "store"

_MESSAGES = {
    "store.error": QT_TRANSLATE_NOOP("store", "The campaign database reported an error."),
    "store.locked": QT_TRANSLATE_NOOP(
        "store",
        "The campaign database {path} is already open in another Force Sheet window. "
        "Close it there first.",
    ),
    "store.newer_version": QT_TRANSLATE_NOOP(
        "store",
        "The campaign database {path} was saved by a newer version of Force Sheet. "
        "Update Force Sheet to open it; the file was not changed.",
    ),
    "store.damaged": QT_TRANSLATE_NOOP(
        "store",
        "The campaign database {path} is damaged. It was moved to {moved_to} and left as it "
        "was. You can restore the newest backup.",
    ),
    "store.disk_full": QT_TRANSLATE_NOOP(
        "store", "The disk is full: nothing was saved. Free some space and try again."
    ),
    "store.read_only": QT_TRANSLATE_NOOP(
        "store", "The campaign database cannot be written (read-only): nothing was saved."
    ),
    "store.import_error": QT_TRANSLATE_NOOP(
        "store", "Cannot import {file}: {reason} (at {path}). Nothing was imported."
    ),
    "store.not_found": QT_TRANSLATE_NOOP("store", "Not found: {id}."),
    "store.not_found.campaign": QT_TRANSLATE_NOOP("store", "There is no campaign {id}."),
    "store.not_found.player": QT_TRANSLATE_NOOP("store", "There is no player {id}."),
    "store.not_found.game": QT_TRANSLATE_NOOP("store", "There is no game {id}."),
    "store.not_found.team_list": QT_TRANSLATE_NOOP("store", "There is no Team List '{id}'."),
    "store.history": QT_TRANSLATE_NOOP("store", "The campaign history cannot do that."),
    "store.history.undo": QT_TRANSLATE_NOOP("store", "There is nothing to undo."),
    "store.history.redo": QT_TRANSLATE_NOOP("store", "There is nothing to redo."),
    "store.history.conflict": QT_TRANSLATE_NOOP(
        "store", "The campaign no longer matches its history: nothing was changed."),
    "store.rule": QT_TRANSLATE_NOOP("store", "This cannot be done now."),
    "store.rule.injuries_already_applied": QT_TRANSLATE_NOOP(
        "store", "The injuries of this game were already applied for this player."),
    "store.rule.rewards_already_applied": QT_TRANSLATE_NOOP(
        "store", "The RP and Renown of this game were already applied."),
    "store.rule.not_enough_dice": QT_TRANSLATE_NOOP(
        "store", "More dice are needed: only {used} were given."),
    "store.rule.bad_die": QT_TRANSLATE_NOOP("store", "A die result must be from 1 to 6."),
}

STORE_MESSAGES: dict[str, str] = {code: str(text) for code, text in _MESSAGES.items()}


class _Missing(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def store_message(error: StoreError) -> str:
    """The translated sentence for ``error``."""
    detail = error.params.get("what") or error.params.get("reason") or error.params.get("kind")
    template = STORE_MESSAGES.get(f"{error.code}.{detail}") or STORE_MESSAGES.get(
        error.code, STORE_MESSAGES["store.error"])
    text = QCoreApplication.translate(CONTEXT, template)
    params = _Missing({k: ("" if v is None else v) for k, v in error.params.items()})
    return text.format_map(params)
