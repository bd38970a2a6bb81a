"""BattleScribe / New Recruit rosters on the command line.

* ``forcesheet check ROSTER.ros|.rosz`` (through :func:`cmd_check_ros`): the roster's force is
  read on its imported catalogue and validated like a Force Sheet roster; what could not be
  placed is listed first and counts as a problem.
* ``forcesheet roster convert IN -o OUT``: a Force Sheet roster (``.json``) to a BattleScribe
  one (``.rosz``/``.ros``) or back, by the suffixes.
* ``forcesheet roster export PLAYER [-o FOLDER] [--ros]``: a player's Force from the campaign
  database as a ``.rosz`` (``.ros``), its campaign data in each selection's notes.

Exit codes: 0 done (valid), 1 problems found (violations, selections not placed), 2 unusable
input. See ``docs/battlescribe-rosters.md``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP
from app.i18n.ros_messages import LOST

if TYPE_CHECKING:
    from app.rules.bsdata.ros import RosterItem

EXIT_OK = 0
EXIT_PROBLEMS = 1
EXIT_UNUSABLE = 2
CONTEXT = "cli_rosters"

MESSAGES: dict[str, str] = {
    "unplaced": QT_TRANSLATE_NOOP("cli_rosters", "Selections not placed: {count}"),
    "item": QT_TRANSLATE_NOOP("cli_rosters", "  {path} ({entry}): {reason}"),
    "written": QT_TRANSLATE_NOOP("cli_rosters", "{file} written ({models} models)"),
    "exported": QT_TRANSLATE_NOOP("cli_rosters", "The Force of {player} was exported to {file}"),
    "suffix": QT_TRANSLATE_NOOP(
        "cli_rosters", "{file}: use .rosz or .ros for a BattleScribe roster, .json for a Force "
        "Sheet one"),
    "same_kind": QT_TRANSLATE_NOOP(
        "cli_rosters", "{file}: converting needs one Force Sheet roster (.json) and one "
        "BattleScribe roster (.ros/.rosz)"),
    "not_written": QT_TRANSLATE_NOOP("cli_rosters", "{file}: cannot write: {error}"),
}

def _tr(key: str, **params: object) -> str:
    return QCoreApplication.translate(CONTEXT, MESSAGES[key]).format(**params)


def item_text(item: RosterItem) -> str:
    from app.i18n.ros_messages import item_reason

    return _tr("item", path=item.path, entry=item.entry_id or "-", reason=item_reason(item))


def register(sub: Any, groups: dict[str, Any]) -> None:
    """The ``app.cli.EXTENSIONS`` hook."""
    r = sub.add_parser("roster", help="BattleScribe / New Recruit rosters (.ros, .rosz)")
    rs = r.add_subparsers(dest="roster_command", metavar="ACTION", required=True)
    conv = rs.add_parser("convert", help="a Force Sheet roster (.json) to .rosz/.ros, or back")
    conv.add_argument("input", type=Path, metavar="IN")
    conv.add_argument("-o", "--output", type=Path, required=True, metavar="OUT",
                      help="the file to write: .rosz, .ros or .json")
    conv.set_defaults(handler=cmd_convert)
    exp = rs.add_parser("export", help="a player's Force as a .rosz, campaign data in the notes")
    exp.add_argument("player", type=int, metavar="PLAYER", help="the player's id")
    exp.add_argument("-o", "--output", type=Path, default=Path("."), metavar="FOLDER",
                     help="folder to write into (default: the current folder)")
    exp.add_argument("--ros", action="store_true", help="write a plain .ros (not zipped)")
    exp.set_defaults(handler=cmd_export)


def _unusable(msg: str, as_json: bool, out: TextIO) -> int:
    if as_json:
        json.dump({"ok": False, "error": msg}, out, indent=2, ensure_ascii=False)
        out.write("\n")
    else:
        out.write(msg + "\n")
    return EXIT_UNUSABLE


def _read(path: Path) -> bytes:
    from app.cli import read_input
    from app.rules.bsdata.safexml import MAX_FILE_BYTES

    return read_input(path, MAX_FILE_BYTES)


def _store_error(exc: Exception) -> str:
    from app.i18n.store_messages import store_message

    return store_message(exc)  # type: ignore[arg-type]


def cmd_check_ros(roster_path: Path, team: bool, teamlist_path: Path | None, as_json: bool,
                  out: TextIO) -> int:
    """``forcesheet check`` of a ``.ros``/``.rosz``: see the module docstring."""
    from app.cli import _tr as cli_tr
    from app.cli import write_violations
    from app.i18n.messages import message
    from app.model.errors import StoreError
    from app.model.ros_exchange import ros_force
    from app.rules.format.loader import FileProblems, load_teamlist
    from app.rules.validation import Validator, points_int

    try:
        data = _read(roster_path)
    except OSError as exc:
        return _unusable(cli_tr("unreadable").format(file=roster_path,
                                                     error=exc.strerror or exc), as_json, out)
    tl = None
    if teamlist_path is not None:
        try:
            tl = load_teamlist(teamlist_path)
        except FileProblems as exc:
            return _unusable("\n".join(str(p) for p in exc.problems), as_json, out)
    try:
        tl, result = ros_force(data, str(roster_path), tl)
    except StoreError as exc:
        return _unusable(_store_error(exc), as_json, out)
    if team:
        return _unusable(cli_tr("no_team").format(file=roster_path), as_json, out)
    report = Validator(tl).validate_force(result.force)
    names = {info.entry.id: info.entry.name for info in tl.index.infos.values()}
    names.update({g.id: (g.name or g.id) for g in result.force.groups})
    lost = [i for i in result.items if i.reason in LOST]
    bad = not report.ok or bool(lost)
    if as_json:
        doc = {
            "ok": not bad,
            "team_list": {"id": tl.id, "version": tl.version},
            "not_placed": [{"path": i.path, "name": i.name, "entry": i.entry_id,
                            "reason": i.reason, "detail": i.detail} for i in result.items],
            "force": {
                "points": (float(report.total) if report.total.denominator != 1
                           else int(report.total)),
                "limit": report.limit,
                "violations": [{**v.as_dict(), "message": message(v, names)}
                               for v in report.violations],
            },
        }
        json.dump(doc, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return EXIT_PROBLEMS if bad else EXIT_OK
    if result.items:
        out.write(_tr("unplaced", count=len(lost)) + "\n")
        for i in result.items:
            out.write(item_text(i) + "\n")
    limit = f" / {report.limit}" if report.limit is not None else ""
    out.write(f"{cli_tr('force')}: {points_int(report.total)}{limit} pts\n")
    write_violations(out, report.violations, names)
    return EXIT_PROBLEMS if bad else EXIT_OK


def _kind(path: Path) -> str | None:
    name = path.name.lower()
    if name.endswith(".rosz"):
        return "rosz"
    if name.endswith(".ros"):
        return "ros"
    if name.endswith(".json"):
        return "json"
    return None


def cmd_convert(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from app.model.errors import StoreError
    from app.model.exchange import roster_force, write_atomic
    from app.model.ros_exchange import catalogue_ids_for, ros_force
    from app.rules.bsdata.ros import force_to_roster
    from app.rules.roster import roster_to_json
    from app.rules.validation import Validator

    out = out or sys.stdout
    src, dst = Path(args.input), Path(args.output)
    kinds = (_kind(src), _kind(dst))
    for path, kind in zip((src, dst), kinds, strict=True):
        if kind is None:
            sys.stderr.write(_tr("suffix", file=path) + "\n")
            return EXIT_UNUSABLE
    if (kinds[0] == "json") == (kinds[1] == "json"):
        sys.stderr.write(_tr("same_kind", file=src) + "\n")
        return EXIT_UNUSABLE
    try:
        data = _read(src)
    except OSError as exc:
        from app.cli import _tr as cli_tr

        sys.stderr.write(cli_tr("unreadable").format(file=src, error=exc.strerror or exc)
                         + "\n")
        return EXIT_UNUSABLE
    status = EXIT_OK
    try:
        if kinds[0] == "json":
            tl, force = roster_force(data, str(src))
            ids = catalogue_ids_for(tl)
            export = force_to_roster(force, tl, ids,
                                     total=Validator(tl).validate_force(force).total)
            blob = export.rosz(dst.stem + ".ros") if kinds[1] == "rosz" else export.xml
            items = export.items
        else:
            tl, result = ros_force(data, str(src))
            force = result.force
            blob = roster_to_json(force, None, tl.version).encode("utf-8")
            items = result.items
    except StoreError as exc:
        sys.stderr.write(_store_error(exc) + "\n")
        return EXIT_UNUSABLE
    if items:
        lost = [i for i in items if i.reason in LOST]
        out.write(_tr("unplaced", count=len(lost)) + "\n")
        for i in items:
            out.write(item_text(i) + "\n")
        status = EXIT_PROBLEMS if lost else EXIT_OK
    try:
        write_atomic(dst, blob)
    except StoreError as exc:  # disk full, read-only
        sys.stderr.write(_tr("not_written", file=dst, error=_store_error(exc)) + "\n")
        return EXIT_UNUSABLE
    except OSError as exc:
        sys.stderr.write(_tr("not_written", file=dst, error=exc.strerror or exc) + "\n")
        return EXIT_UNUSABLE
    out.write(_tr("written", file=dst, models=len(force.models)) + "\n")
    return status


def cmd_export(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from app.cli.store import _db, open_for_reading
    from app.model.errors import StoreError
    from app.model.ros_exchange import export_ros

    out = out or sys.stdout
    try:
        with open_for_reading(_db(args)) as store:
            summary = store.player_summary(args.player)
            path, written = export_ros(store, args.player, args.output, zipped=not args.ros)
    except StoreError as exc:
        sys.stderr.write(_store_error(exc) + "\n")
        return EXIT_UNUSABLE
    for i in written.export.items:
        out.write(item_text(i) + "\n")
    out.write(_tr("exported", player=summary.name, file=path) + "\n")
    return EXIT_PROBLEMS if written.export.items else EXIT_OK
