"""The ``forcesheet`` command: the GUI with no arguments, sub-commands otherwise.

Exit codes of the checking commands: 0 valid, 1 violations found, 2 unusable input.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import json
import os
import stat
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from PySide6.QtCore import QCoreApplication

# PySide's check of every module imported from now on, made fast (app/qt_import_scan.py);
# imported around PySide's import hook, which would check this one the slow way first.
importlib.import_module("app.qt_import_scan").install()

from app.i18n import QT_TRANSLATE_NOOP  # noqa: E402

if TYPE_CHECKING:
    from app.rules.teamlist import TeamList
    from app.rules.violations import Violation

EXIT_OK = 0
EXIT_VIOLATIONS = 1
EXIT_UNUSABLE = 2

# Command-line messages, marked for lupdate; placeholders are filled after translation.
MESSAGES: dict[str, str] = {
    "ok": QT_TRANSLATE_NOOP("cli", "{file}: ok ({name} {version}, {entries} entries)"),
    "unreadable": QT_TRANSLATE_NOOP("cli", "{file}: cannot read: {error}"),
    "no_teamlist": QT_TRANSLATE_NOOP("cli", "{file}: no Team List '{id}' (use --teamlist FILE)"),
    "no_team": QT_TRANSLATE_NOOP("cli", "{file}: the roster has no team"),
    "force": QT_TRANSLATE_NOOP("cli", "Force"),
    "team": QT_TRANSLATE_NOOP("cli", "Team"),
    "valid": QT_TRANSLATE_NOOP("cli", "valid"),
    "not_regular": QT_TRANSLATE_NOOP("cli", "not a regular file"),
    "no_db_name": QT_TRANSLATE_NOOP("cli", "--db needs the path of a database file, not {path}"),
    "path_error": QT_TRANSLATE_NOOP("cli", "{path}: {error}"),
    "bad_name": QT_TRANSLATE_NOOP("cli", "a file name that cannot be used on this system"),
}


def _tr(key: str) -> str:
    return QCoreApplication.translate("cli", MESSAGES[key])


# Modules adding sub-commands: each has ``register(sub, groups)`` that adds its parsers and sets
# ``handler=callable(args) -> int`` with ``set_defaults``. ``groups`` holds the sub-parser
# collections of existing commands (e.g. "teamlist") so a module can add actions to them.
# Keep their top-level imports light: heavy libraries load inside the handlers.
EXTENSIONS: tuple[str, ...] = ("app.cli.sheets", "app.cli.teamlists", "app.cli.store",
                              "app.cli.rules", "app.cli.rosters", "app.cli.kt40k",
                              "app.cli.server")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="forcesheet",
        description="Force Sheet: campaign manager for Heralds of Ruin Kill Team. "
        "Without a command, opens the app.",
    )
    p.add_argument("--db", type=database_arg, metavar="PATH|URL",
                   help="campaign database to use: a file, or a club server's "
                   "postgresql://login@host/database (default: FORCESHEET_DB, or the data "
                   "folder)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    tl = sub.add_parser("teamlist", help="work with Team List files")
    tl_sub = tl.add_subparsers(dest="teamlist_command", metavar="ACTION", required=True)
    chk = tl_sub.add_parser("check", help="validate Team List files (YAML)")
    chk.add_argument("files", nargs="+", type=Path, metavar="FILE")
    chk.add_argument("--json", action="store_true", help="machine-readable output")
    lst = tl_sub.add_parser("list", help="list the built-in Team Lists")
    lst.add_argument("--json", action="store_true", help="machine-readable output")

    c = sub.add_parser("check", help="validate a Force (roster file), and with --team its Team")
    c.add_argument("roster", type=Path, metavar="ROSTER")
    c.add_argument("--team", action="store_true", help="also validate the roster's Team")
    c.add_argument("--teamlist", type=Path, metavar="FILE",
                   help="Team List file to use instead of the built-in one named by the roster")
    c.add_argument("--json", action="store_true", help="machine-readable output")
    from app.rules.rulesets import DEFAULT, all_rule_sets

    c.add_argument("--rule-set", default=DEFAULT, choices=[r.id for r in all_rule_sets()],
                   help="the rules to check by (default: hor, Heralds of Ruin Kill Team)")
    c.add_argument("--side", choices=sorted({s for r in all_rule_sets() for s in r.sides}),
                   help="the side the list plays, for a rule set with sides (kt40k-alpha)")

    groups = {"teamlist": tl_sub}
    for name in EXTENSIONS:
        importlib.import_module(name).register(sub, groups)
    return p


def database_arg(value: str) -> Path | str:
    """``--db``: a file's path, or a server's URL kept as written (a path would fold its
    ``//``; no SQLAlchemy imported to tell)."""
    from app.model.urls import is_server_url

    return value if is_server_url(value) else Path(value)


def gui_database(args: Sequence[str]) -> tuple[bool, Path | str | None]:
    """``(True, db)`` when ``args`` only open the app (nothing, ``--db PATH`` or
    ``--db=PATH``): start-up then skips building the whole parser and importing every
    command module. Anything else goes through :func:`build_parser`."""
    if not args:
        return True, None
    if len(args) == 1 and args[0].startswith("--db=") and len(args[0]) > 5:
        return True, database_arg(args[0][5:])
    if len(args) == 2 and args[0] == "--db" and args[1] and not args[1].startswith("-"):
        return True, database_arg(args[1])
    return False, None


def _tolerant_output() -> None:
    """A file name that is not valid UTF-8 (it reaches Python as lone surrogates) is printed
    with escapes instead of ending the command with ``UnicodeEncodeError``."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):  # a closed or odd stream
                reconfigure(errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    gui, db = gui_database(args_list)
    if gui:
        from app.ui.app import run_gui

        return run_gui(db=db)
    _tolerant_output()
    parser = build_parser()
    args = parser.parse_args(args_list)
    if args.command is None:
        from app.ui.app import run_gui

        return run_gui(db=args.db)
    if isinstance(args.db, Path) and not args.db.name:
        sys.stderr.write(_tr("no_db_name").format(path=f"'{args.db}'") + "\n")
        return EXIT_UNUSABLE
    try:
        return _dispatch(parser, args)
    except (OSError, UnicodeError) as exc:
        # The last net for paths the commands do not expect (a name too long for the file
        # system, a folder that cannot be searched, a name that is not valid text): words
        # and exit 2, never a traceback.
        sys.stderr.write(_path_error(exc) + "\n")
        return EXIT_UNUSABLE


def _path_error(exc: OSError | UnicodeError) -> str:
    if isinstance(exc, OSError):
        path = exc.filename if exc.filename is not None else ""
        error = exc.strerror or str(exc)
    else:
        path, error = "", _tr("bad_name")
    shown = os.fsdecode(path) if isinstance(path, bytes) else str(path)
    if not shown:
        return error
    return _tr("path_error").format(path=shown, error=error)


def _dispatch(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    handler = getattr(args, "handler", None)
    if handler is not None:
        return int(handler(args))
    if args.command == "teamlist":
        if args.teamlist_command == "check":
            return cmd_teamlist_check(args.files, args.json, sys.stdout)
        return cmd_teamlist_list(args.json, sys.stdout)
    if args.command == "check":
        if args.rule_set != "hor":  # another rule set checks the list its own way
            from app.cli.kt40k import cmd_check as rule_set_check

            return rule_set_check(args.roster, args.side, args.teamlist, args.json, sys.stdout,
                                  args.rule_set)
        return cmd_check(args.roster, args.team, args.teamlist, args.json, sys.stdout)
    parser.print_help()
    return EXIT_UNUSABLE


def not_regular(path: Path) -> str | None:
    """Why ``path`` is not an input file (a FIFO would block forever, ``/dev/zero`` never
    ends), or ``None``: a regular file, or nothing there (its reader says so)."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return None
    if stat.S_ISDIR(mode):
        return os.strerror(errno.EISDIR)
    if not stat.S_ISREG(mode):
        return _tr("not_regular")
    return None


def read_input(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file ``path`` (enough to see it is too
    large). Opened without blocking and refused unless regular: a FIFO, ``/dev/zero`` or a
    terminal are not input files. Raises ``OSError`` with a ``strerror`` in words."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except ValueError as exc:  # a NUL byte in the name
        raise OSError(errno.EINVAL, str(exc)) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, _tr("not_regular"), str(path))
        fh = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with fh:
        return fh.read(limit + 1)


def cmd_teamlist_check(files: Sequence[Path], as_json: bool, out: TextIO) -> int:
    from app.rules.format.loader import FileProblems, load_teamlist

    results = []
    worst = EXIT_OK
    for f in files:
        try:
            tl = load_teamlist(f)
        except FileProblems as exc:
            # Missing, unreadable, too large, not YAML, beyond the limits: unusable (2); a
            # document with mistakes: problems found (1).
            results.append({"file": str(f), "ok": False, "unusable": exc.unusable, "problems": [
                {"line": p.line, "path": p.path, "message": p.message} for p in exc.problems]})
            worst = max(worst, EXIT_UNUSABLE if exc.unusable else EXIT_VIOLATIONS)
            continue
        entries = sum(1 for _ in tl.entries)
        results.append({"file": str(f), "ok": True, "id": tl.id, "name": tl.name,
                        "version": tl.version, "entries": entries})
    if as_json:
        json.dump(results, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return worst
    for r in results:
        if r["ok"]:
            out.write(_tr("ok").format(**r) + "\n")
        else:
            problems = r["problems"]
            assert isinstance(problems, list)
            for p in problems:
                where = f"{r['file']}:{p['line']}" if p["line"] else str(r["file"])
                path = f" {p['path']}:" if p["path"] else ""
                out.write(f"{where}:{path} {p['message']}\n")
    return worst


def cmd_teamlist_list(as_json: bool, out: TextIO) -> int:
    from app.rules.library import builtin_teamlists

    lists = builtin_teamlists()
    rows = [{"id": tl.id, "name": tl.name, "version": tl.version, "entries": len(tl.entries)}
            for tl in lists.values()]
    if as_json:
        json.dump(rows, out, indent=2, ensure_ascii=False)
        out.write("\n")
    else:
        for r in rows:
            out.write(f"{r['id']}\t{r['name']}\t{r['version']}\t{r['entries']}\n")
    return EXIT_OK


def _find_teamlist(teamlist_id: str, revision: str | None) -> TeamList | None:
    """A built-in or imported Team List: the roster's revision if kept, else the newest."""
    from app.model.catalogues import find_team_list

    return find_team_list(teamlist_id, revision)


def cmd_check(roster_path: Path, team: bool, teamlist_path: Path | None, as_json: bool,
              out: TextIO) -> int:
    from app.i18n.messages import message
    from app.rules.format.loader import FileProblems, load_teamlist
    from app.rules.roster import parse_roster, resolve_options
    from app.rules.validation import Validator

    def unusable(msg: str) -> int:
        if as_json:
            json.dump({"ok": False, "error": msg}, out, indent=2, ensure_ascii=False)
            out.write("\n")
        else:
            out.write(msg + "\n")
        return EXIT_UNUSABLE

    from app.rules.roster import MAX_ROSTER_BYTES

    if roster_path.name.lower().endswith((".ros", ".rosz")):  # BattleScribe / New Recruit
        from app.cli.rosters import cmd_check_ros

        return cmd_check_ros(roster_path, team, teamlist_path, as_json, out)
    try:
        data = read_input(roster_path, MAX_ROSTER_BYTES)
    except OSError as exc:
        return unusable(_tr("unreadable").format(
            file=roster_path, error=exc.strerror or exc))
    try:
        roster = parse_roster(data, str(roster_path))
    except FileProblems as exc:
        return unusable("\n".join(str(p) for p in exc.problems))
    if teamlist_path is not None:
        try:
            tl = load_teamlist(teamlist_path)
        except FileProblems as exc:
            return unusable("\n".join(str(p) for p in exc.problems))
    else:
        found = _find_teamlist(roster.force.team_list, roster.team_list_version)
        if found is None:
            return unusable(_tr("no_teamlist").format(
                file=roster_path, id=roster.force.team_list))
        tl = found
    if team and roster.team is None:
        return unusable(_tr("no_team").format(file=roster_path))
    force = resolve_options(roster.force, tl)
    validator = Validator(tl)
    report = validator.validate_force(force)
    reports = [("force", report)]
    if team and roster.team is not None:
        reports.append(("team", validator.validate_team(force, roster.team)))
    names = {info.entry.id: info.entry.name for info in tl.index.infos.values()}
    names.update({g.id: (g.name or g.id) for g in force.groups})
    has_errors = any(not r.ok for _, r in reports)
    if as_json:
        doc = {
            "ok": not has_errors,
            "team_list": {"id": tl.id, "version": tl.version},
            **{
                kind: {
                    "points": float(r.total) if r.total.denominator != 1 else int(r.total),
                    "limit": r.limit,
                    "violations": [
                        {**v.as_dict(), "message": message(v, names)} for v in r.violations
                    ],
                }
                for kind, r in reports
            },
        }
        json.dump(doc, out, indent=2, ensure_ascii=False)
        out.write("\n")
    else:
        from app.rules.validation import points_int

        for kind, r in reports:
            label = _tr("force") if kind == "force" else _tr("team")
            limit = f" / {r.limit}" if r.limit is not None else ""
            out.write(f"{label}: {points_int(r.total)}{limit} pts\n")
            write_violations(out, r.violations, names)
    return EXIT_VIOLATIONS if has_errors else EXIT_OK


def write_violations(out: TextIO, violations: Sequence[Violation],
                     names: Mapping[str, str] | None = None) -> None:
    """One line per violation (severity, code, words, models), or "valid" when there is none:
    what ``forcesheet check`` prints under a Force, a Team or a list."""
    from app.i18n.messages import message, severity_name

    for v in violations:
        models = f" [{', '.join(v.refs)}]" if v.refs else ""
        out.write(f"  {severity_name(v.severity)} {v.code}: {message(v, names)}{models}\n")
    if not violations:
        out.write("  " + _tr("valid") + "\n")
