"""Words of BattleScribe roster imports and exports (``app.model.ros_exchange``).

The import reasons are English ``reason`` values of :class:`~app.model.errors.StoreImportError`
and the export messages ``store.error.<what>`` templates; ``app.i18n.store_messages`` adds both
to its tables, so ``store_message(error)`` says them in the interface language. Kept here, light,
so that loading the store's words does not load the roster reader.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP

#: The ``reason`` of a roster's import error, by the code of its ``RosterFileError`` (and the
#: reasons of ``app.model.ros_exchange`` itself).
ROS_REASONS: dict[str, str] = {
    "file.unreadable": QT_TRANSLATE_NOOP("store", "cannot read"),
    "file.too_large": QT_TRANSLATE_NOOP("store", "the file is too large"),
    "zip.invalid": QT_TRANSLATE_NOOP("store", "not a valid zip file"),
    "zip.too_large": QT_TRANSLATE_NOOP("store", "the zipped roster is too large unzipped"),
    "zip.too_many_files": QT_TRANSLATE_NOOP("store", "the zip holds too many files"),
    "zip.no_single_roster": QT_TRANSLATE_NOOP("store",
                                              "the zip must hold exactly one .ros file"),
    "xml.malformed": QT_TRANSLATE_NOOP("store", "not well-formed XML"),
    "xml.too_deep": QT_TRANSLATE_NOOP("store", "elements are nested too deeply"),
    "xml.too_many_elements": QT_TRANSLATE_NOOP("store", "too many elements"),
    "xml.dtd_forbidden": QT_TRANSLATE_NOOP(
        "store", "the file declares a DTD, which BattleScribe files never do"),
    "xml.entities": QT_TRANSLATE_NOOP(
        "store", "the file declares entities (refused: entity expansion attack)"),
    "ros.not_roster": QT_TRANSLATE_NOOP("store", "not a BattleScribe roster"),
    "ros.no_force": QT_TRANSLATE_NOOP("store", "the roster has no force of a known catalogue"),
    "ros.too_many_models": QT_TRANSLATE_NOOP("store", "the roster holds too many models"),
    "ros.unknown_catalogue": QT_TRANSLATE_NOOP(
        "store", "its catalogue is not imported: import the catalogue (.cat) first"),
    "ros.internal": QT_TRANSLATE_NOOP("store", "not a readable roster file"),
}

#: ``store.error.<what>`` messages of roster exports.
ROS_STORE_MESSAGES: dict[str, str] = {
    "store.error.ros_builtin": QT_TRANSLATE_NOOP(
        "store", "The Team List {id} is Force Sheet's own: BattleScribe has no catalogue for "
        "it, so its Forces are exported as Force Sheet rosters (.json) only."),
    "store.error.ros_catalogue": QT_TRANSLATE_NOOP(
        "store", "The BattleScribe catalogue of {id} is not in the catalogue library: import "
        "its .cat (with its .gst) again, then export the Force."),
}

#: Why a selection of a roster was not placed (``app.rules.bsdata.ros.RosterItem.reason``).
ITEM_REASONS: dict[str, str] = {
    "unknown_entry": QT_TRANSLATE_NOOP("ros", "no such entry in the Team List"),
    "parent_unplaced": QT_TRANSLATE_NOOP("ros", "inside a selection not placed"),
    "other_force": QT_TRANSLATE_NOOP("ros", "another force of the roster"),
    "bad_number": QT_TRANSLATE_NOOP("ros", "its number is not a whole number"),
    "empty_unit": QT_TRANSLATE_NOOP("ros", "a unit holding none of its models"),
    "notes_ignored": QT_TRANSLATE_NOOP("ros", "a line of its campaign notes was not understood"),
    "uid_taken": QT_TRANSLATE_NOOP("ros", "its model id is taken: a new one was given"),
}

#: Reasons that leave a selection out of the Force (the others are about its notes).
LOST = frozenset({"unknown_entry", "parent_unplaced", "other_force", "bad_number",
                  "empty_unit"})


class _Item(Protocol):
    @property
    def reason(self) -> str: ...

    @property
    def detail(self) -> str: ...


def item_reason(item: _Item) -> str:
    """Why ``item`` was not placed, in the interface language (its detail after it)."""
    text = ITEM_REASONS.get(item.reason)
    words = QCoreApplication.translate("ros", text) if text else item.reason
    return f"{words} ({item.detail})" if item.detail else words
