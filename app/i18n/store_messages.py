"""Words for the campaign store's error codes (``app.model.errors``), for the UI and the CLI.

``store_message(error)`` returns the translated sentence with its parameters filled in.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP
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
    "store.error.backup_check": QT_TRANSLATE_NOOP(
        "store", "The backup failed its check: the campaign database {path} may be damaged. "
        "Run \"forcesheet db check\"."),
    "store.error.export": QT_TRANSLATE_NOOP(
        "store", "Cannot write into {folder}: {error}. Nothing was written."),
    "store.error.lock_link": QT_TRANSLATE_NOOP(
        "store", "The lock file {path} is a link to another file: Force Sheet does not use it, "
        "so that file is not changed. Remove the link and try again."),
    "store.damaged": QT_TRANSLATE_NOOP(
        "store",
        "The campaign database {path} is damaged. It was moved to {moved_to} and left as it "
        "was.",
    ),
    "store.damaged.backup": QT_TRANSLATE_NOOP(
        "store", "The backup {path} is damaged: nothing was restored and the campaign database "
        "was not changed."),
    "store.damaged.found": QT_TRANSLATE_NOOP(
        "store", "The campaign database {path} is damaged. Nothing was changed: Force Sheet "
        "moves it aside when it opens it."),
    "store.damaged.empty": QT_TRANSLATE_NOOP(
        "store", "The campaign database {path} was empty (0 bytes). It was moved to "
        "{moved_to}."),
    "store.damaged.empty_found": QT_TRANSLATE_NOOP(
        "store", "The campaign database {path} is empty (0 bytes). Nothing was changed."),
    "store.damaged.missing": QT_TRANSLATE_NOOP(
        "store", "There is no campaign database at {path}, but there are backups of it."),
    "store.damaged.missing_moved": QT_TRANSLATE_NOOP(
        "store", "There is no campaign database at {path}: it was damaged and moved to "
        "{moved_to}."),
    "store.damaged+backup": QT_TRANSLATE_NOOP(
        "store", "You can restore the newest good backup, {backup}."),
    "store.damaged+no_backup": QT_TRANSLATE_NOOP("store", "There is no good backup of it."),
    "store.disk_full": QT_TRANSLATE_NOOP(
        "store", "The disk is full: nothing was saved. Free some space and try again."
    ),
    "store.read_only": QT_TRANSLATE_NOOP(
        "store", "The campaign database cannot be written (read-only): nothing was saved."
    ),
    "store.read_only.opened": QT_TRANSLATE_NOOP(
        "store", "The campaign database {path} is open read-only (the file or its folder "
        "cannot be written): nothing can be changed."),
    "store.read_only.needs_upgrade": QT_TRANSLATE_NOOP(
        "store", "The campaign database {path} was saved by an older Force Sheet and must be "
        "upgraded, but it cannot be written. Copy it to a folder you can write to."),
    "store.not_found.database": QT_TRANSLATE_NOOP("store", "There is no campaign database {id}."),
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
    "store.history.depends": QT_TRANSLATE_NOOP(
        "store", "This cannot be undone or redone: a later action by {by} changed the same "
        "models or records. Undo that one first."),
    "store.error.bad_url": QT_TRANSLATE_NOOP(
        "store", "{url} is not a database address: write postgresql://login@server/database."),
    "store.error.server_login": QT_TRANSLATE_NOOP(
        "store", "The server {path} refused the login: check the login name and password."),
    "store.error.server_unreachable": QT_TRANSLATE_NOOP(
        "store", "The server {path} cannot be reached: check the address and the network, "
        "or take the campaign offline. Nothing was changed."),
    "store.error.server_lost": QT_TRANSLATE_NOOP(
        "store", "The connection to the server {path} was lost: nothing was changed. Try "
        "again when the server is back."),
    "store.error.committed_unseen": QT_TRANSLATE_NOOP(
        "store", "The server saved the action, but its answer was lost: the campaign is shown "
        "as the server has it."),
    "store.error.server_backup": QT_TRANSLATE_NOOP(
        "store", "{path} is a club server: its administrator backs it up (pg_dump). Export "
        "a campaign to keep a copy of your own."),
    "store.error.bad_login": QT_TRANSLATE_NOOP(
        "store", "{login} cannot be a login: use lower-case letters, digits and _ (up to 63)."),
    "store.error.no_player": QT_TRANSLATE_NOOP("store", "There is no player {id}."),
    "store.error.sync_refused": QT_TRANSLATE_NOOP(
        "store", "The rules refuse this action on the campaign as the server has it now: it "
        "was not applied. Do it again by hand if it still applies."),
    "store.error.not_offline": QT_TRANSLATE_NOOP(
        "store", "This campaign database is not an offline copy of a club's campaign."),
    "store.error.other_server": QT_TRANSLATE_NOOP(
        "store", "This offline copy was taken from another server ({url})."),
    "store.error.not_server": QT_TRANSLATE_NOOP(
        "store", "This campaign database is a file, not a club server."),
    "store.locked.conflict": QT_TRANSLATE_NOOP(
        "store", "Other laptops kept changing the campaign at the same moment: nothing was "
        "changed. Try again."),
    "store.read_only.server_denied": QT_TRANSLATE_NOOP(
        "store", "Your login on {path} may not change this: each player changes only their "
        "own Force, Team, injuries and spending. Nothing was changed."),
    "store.rule": QT_TRANSLATE_NOOP("store", "This cannot be done now."),
    "store.rule.injuries_already_applied": QT_TRANSLATE_NOOP(
        "store", "The injuries of this game were already applied for this player."),
    "store.rule.rewards_already_applied": QT_TRANSLATE_NOOP(
        "store", "The RP and Renown of this game were already applied."),
    "store.rule.not_enough_dice": QT_TRANSLATE_NOOP(
        "store", "More dice are needed: only {used} were given."),
    "store.rule.bad_die": QT_TRANSLATE_NOOP("store", "A die result must be from 1 to 6."),
    "store.rule.force_played": QT_TRANSLATE_NOOP(
        "store", "This Force has played: it changes only by spending RP (step 5) or by a "
        "correction."),
    "store.rule.correction_reason": QT_TRANSLATE_NOOP(
        "store", "A correction needs a reason: say what is put right."),
    "store.rule.stale_plan": QT_TRANSLATE_NOOP(
        "store", "Something changed since this was prepared: close the dialog and open it "
        "again."),
    "store.rule.starting_force_invalid": QT_TRANSLATE_NOOP(
        "store", "The starting Force breaks its limits ({codes}): nothing was added. Correct "
        "it and try again."),
    "store.rule.read_only_snapshot": QT_TRANSLATE_NOOP(
        "store", "This is the campaign as it was: it cannot be changed."),
    "store.rule.other_team_list": QT_TRANSLATE_NOOP(
        "store", "A Force moves only to another revision of its own Team List."),
    "store.rule.uid_duplicate": QT_TRANSLATE_NOOP(
        "store", "Two models share the id {uid}: nothing was changed."),
    "store.rule.uid_departed": QT_TRANSLATE_NOOP(
        "store", "The id {uid} belongs to a model that has left the Force: nothing was "
        "changed."),
    "store.rule.uid_crew": QT_TRANSLATE_NOOP(
        "store", "The id {uid} is kept for Artillery crew: nothing was changed."),
    "store.rule.uid_duplicate_group": QT_TRANSLATE_NOOP(
        "store", "Two Groups share the id {uid}: nothing was changed."),
}

STORE_MESSAGES: dict[str, str] = {code: str(text) for code, text in _MESSAGES.items()}

#: The fixed ``reason`` words of ``store.import_error`` (``app.model.exchange`` and the roster
#: reader write them in English; a player reads them in the import error box).
IMPORT_REASONS: dict[str, str] = {r: str(r) for r in (
    QT_TRANSLATE_NOOP("store", "expected an object"),
    QT_TRANSLATE_NOOP("store", "expected a list"),
    QT_TRANSLATE_NOOP("store", "missing"),
    QT_TRANSLATE_NOOP("store", "wrong type"),
    QT_TRANSLATE_NOOP("store", "the file is too large"),
    QT_TRANSLATE_NOOP("store", "nested too deeply"),
    QT_TRANSLATE_NOOP("store", "not a Force Sheet campaign file"),
    QT_TRANSLATE_NOOP("store", "unknown version"),
    QT_TRANSLATE_NOOP("store", "not a Team List"),
    QT_TRANSLATE_NOOP("store", "duplicate id"),
    QT_TRANSLATE_NOOP("store", "unknown Team List copy"),
    QT_TRANSLATE_NOOP("store", "refers to nothing"),
    QT_TRANSLATE_NOOP("store", "expected a list of ids"),
    QT_TRANSLATE_NOOP("store", "expected a list of uids"),
    QT_TRANSLATE_NOOP("store", "RP, Renown or Base level out of range"),
    QT_TRANSLATE_NOOP("store", "not readable"),
    QT_TRANSLATE_NOOP("store", "not a readable model"),
    QT_TRANSLATE_NOOP("store", "unknown section"),
    QT_TRANSLATE_NOOP("store", "unknown status"),
    QT_TRANSLATE_NOOP("store", "expected whole numbers"),
    QT_TRANSLATE_NOOP("store", "not a number"),
    QT_TRANSLATE_NOOP("store", "not a readable Group"),
    QT_TRANSLATE_NOOP("store", "expected counts"),
    QT_TRANSLATE_NOOP("store", "cannot read"),
    QT_TRANSLATE_NOOP("store", "not a readable campaign file"),
    QT_TRANSLATE_NOOP("store", "not a roster file"),
    QT_TRANSLATE_NOOP("store", "not a readable roster file"),
    QT_TRANSLATE_NOOP("store", "expected a JSON object"),
    QT_TRANSLATE_NOOP("store", "expected a mapping"),
    QT_TRANSLATE_NOOP("store", "expected an upgrade id"),
    QT_TRANSLATE_NOOP("store", "expected a model uid"),
    QT_TRANSLATE_NOOP("store", "this key is required"),
    QT_TRANSLATE_NOOP("store", "options are nested too deeply"),
    QT_TRANSLATE_NOOP("store", "must be at least 1"),
    QT_TRANSLATE_NOOP("store", "a number out of range"),
    QT_TRANSLATE_NOOP("store", "text that is not valid Unicode"),
    QT_TRANSLATE_NOOP("store", "unknown Team List entry"),
    QT_TRANSLATE_NOOP("store", "not a Team List id or revision"),
    QT_TRANSLATE_NOOP("store", "too many objects and lists"),
)}

#: Reasons with a value in them: (pattern, template with the pattern's named groups).
IMPORT_REASON_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"not valid JSON ?[(:] ?(?P<detail>.*?)\)?$"),
     QT_TRANSLATE_NOOP("store", "not valid JSON ({detail})")),
    (re.compile(r"written by a newer Force Sheet \(version (?P<version>.*)\)$"),
     QT_TRANSLATE_NOOP("store", "written by a newer Force Sheet (version {version})")),
    (re.compile(r"the roster is for (?P<found>.*), not (?P<expected>.*)$"),
     QT_TRANSLATE_NOOP("store", "the roster is for {found}, not {expected}")),
    (re.compile(r"expected .*: this is not a Force Sheet roster$"),
     QT_TRANSLATE_NOOP("store", "this is not a Force Sheet roster")),
    (re.compile(r"version (?P<version>\S+) is newer than this app reads \((?P<known>.*)\)$"),
     QT_TRANSLATE_NOOP("store", "version {version} is newer than this app reads ({known})")),
    (re.compile(r"expected an option id or a mapping, found (?P<found>.*)$"),
     QT_TRANSLATE_NOOP("store", "expected an option id or a mapping, found {found}")),
    (re.compile(r"expected [a-z ]+, found (?P<found>.*)$"),
     QT_TRANSLATE_NOOP("store", "a value of the wrong type: {found}")),
    (re.compile(r"unknown key (?P<key>.*)$"),
     QT_TRANSLATE_NOOP("store", "unknown key {key}")),
    (re.compile(r"more than (?P<count>\d+) models$"),
     QT_TRANSLATE_NOOP("store", "more than {count} models")),
    (re.compile(r"two models share the uid (?P<uid>.*)$"),
     QT_TRANSLATE_NOOP("store", "two models share the uid {uid}")),
    (re.compile(r"the uid (?P<uid>.*) is kept for Artillery crew$"),
     QT_TRANSLATE_NOOP("store", "the uid {uid} is kept for Artillery crew")),
    (re.compile(r"the uid (?P<uid>.*) belongs to a model that has left the Force$"),
     QT_TRANSLATE_NOOP("store", "the uid {uid} belongs to a model that has left the Force")),
    (re.compile(r"two Groups share the id (?P<gid>.*)$"),
     QT_TRANSLATE_NOOP("store", "two Groups share the id {gid}")),
    (re.compile(r"the same (?P<columns>.*) as an earlier row$"),
     QT_TRANSLATE_NOOP("store", "the same {columns} as an earlier row")),
    (re.compile(r"RP (?P<rp>\S+) do not match the RP ledger \((?P<ledger>\S+)\)$"),
     QT_TRANSLATE_NOOP("store", "RP {rp} do not match the RP ledger ({ledger})")),
    (re.compile(r"points (?P<found>\S+) do not match the Team List's (?P<wanted>\S+)$"),
     QT_TRANSLATE_NOOP("store", "points {found} do not match the Team List's {wanted}")),
)

# BattleScribe rosters (app.model.ros_exchange): their import reasons and export errors.
_ros_merged: list[bool] = []


def _merge_ros() -> None:
    """The roster exchange's reasons and messages (app/i18n/ros_messages.py), merged into the
    tables above when a message is first put into words: not imported at start-up."""
    if not _ros_merged:
        from app.i18n.ros_messages import ROS_REASONS, ROS_STORE_MESSAGES

        IMPORT_REASONS.update({r: r for r in ROS_REASONS.values()})
        STORE_MESSAGES.update(ROS_STORE_MESSAGES)
        _ros_merged.append(True)


def import_reason(reason: str) -> str:
    """An import error's ``reason`` in the interface language (an unknown one as it is)."""
    _merge_ros()
    if reason in IMPORT_REASONS:
        return QCoreApplication.translate(CONTEXT, IMPORT_REASONS[reason])
    for pattern, template in IMPORT_REASON_PATTERNS:
        found = pattern.match(reason)
        if found:
            return QCoreApplication.translate(CONTEXT, template).format(**found.groupdict())
    return reason


class _Missing(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def store_message(error: StoreError, backup_hint: bool = True) -> str:
    """The translated sentence for ``error``; for a damaged database, ``backup_hint`` adds
    whether a good backup can be restored (a window asks about it in its own words)."""
    _merge_ros()
    detail = error.params.get("what") or error.params.get("reason") or error.params.get("kind")
    template = STORE_MESSAGES.get(f"{error.code}.{detail}") or STORE_MESSAGES.get(
        error.code, STORE_MESSAGES["store.error"])
    text = QCoreApplication.translate(CONTEXT, template)
    params = _Missing({k: ("" if v is None else v) for k, v in error.params.items()})
    if error.code == "store.import_error" and isinstance(params.get("reason"), str):
        params["reason"] = import_reason(str(params["reason"]))
    text = text.format_map(params)
    if backup_hint and error.code == "store.damaged" and error.params.get("reason") != "backup":
        key = "store.damaged+backup" if error.params.get("backup") else "store.damaged+no_backup"
        text += " " + QCoreApplication.translate(CONTEXT, STORE_MESSAGES[key]).format_map(params)
    return text
