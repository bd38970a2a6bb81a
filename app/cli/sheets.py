"""``forcesheet sheet force|team|campaign``: printable sheets (PDF) from the command line.

From a roster file::

    forcesheet sheet force ROSTER.json -o sheet.pdf [--lang fr] [--paper letter]
    forcesheet sheet team ROSTER.json -o team.pdf      # the roster's Team

From the campaign store (``--db`` chooses the database)::

    forcesheet sheet force --campaign ID --player ID -o sheet.pdf
    forcesheet sheet team --campaign ID --game ID --player ID -o team.pdf
    forcesheet sheet campaign --campaign ID -o all.pdf   # every Force Sheet + progress, one PDF

A mission card (set-up, rules, dice tables, victory; ``--game``: as a played game recorded it)::

    forcesheet sheet mission raid -o raid.pdf --lang fr
    forcesheet sheet mission --game ID -o game.pdf

Exit codes: 0 written, 2 unusable input (unreadable roster, unknown id, cannot write).
Heavy modules (reportlab, the store) load inside the handlers only.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP

EXIT_OK = 0
EXIT_UNUSABLE = 2

MESSAGES: dict[str, str] = {
    "written": QT_TRANSLATE_NOOP("cli_sheets", "{file}: written"),
    "unreadable": QT_TRANSLATE_NOOP("cli_sheets", "{file}: cannot read: {error}"),
    "no_teamlist": QT_TRANSLATE_NOOP("cli_sheets", "{file}: no Team List '{id}'"),
    "no_team": QT_TRANSLATE_NOOP("cli_sheets", "{file}: the roster has no Team"),
    "cannot_write": QT_TRANSLATE_NOOP("cli_sheets", "{file}: cannot write: {error}"),
    "need_source": QT_TRANSLATE_NOOP(
        "cli_sheets", "give a roster file, or --campaign and --player (and --game for a Team)"),
    "store_error": QT_TRANSLATE_NOOP("cli_sheets", "campaign store: {error}"),
    "no_mission": QT_TRANSLATE_NOOP(
        "cli_sheets", "'{mission}' has no mission card: give one of {missions}"),
}


def _tr(key: str) -> str:
    return QCoreApplication.translate("cli_sheets", MESSAGES[key])


def register(sub: Any, groups: dict[str, Any]) -> None:
    p = sub.add_parser("sheet", help="write a printable Force Sheet or Team Sheet (PDF)")
    actions = p.add_subparsers(dest="sheet_command", metavar="SHEET", required=True)

    def common(a: argparse.ArgumentParser) -> None:
        a.add_argument("-o", "--output", type=Path, required=True, metavar="FILE.pdf",
                       help="the PDF to write")
        a.add_argument("--lang", choices=("en", "fr", "ru"), default=None,
                       help="language of the sheet (default: the system's)")
        a.add_argument("--paper", choices=("a4", "letter"), default="a4", type=str.lower,
                       help="paper size (default: A4)")
        if a.prog.split()[-1] != "campaign":
            a.add_argument("--name", default="", metavar="PLAYER",
                           help="the player's name printed on a sheet made from a roster file")

    f = actions.add_parser("force", help="the Force Sheet of a roster file or of a player")
    f.add_argument("roster", nargs="?", type=Path, metavar="ROSTER")
    f.add_argument("--campaign", metavar="ID")
    f.add_argument("--player", metavar="ID")
    f.add_argument("--after-game", type=int, metavar="N", dest="after_game",
                   help="the Force as it was when game N of the campaign was recorded")
    f.add_argument("--teamlist", type=Path, metavar="FILE",
                   help="Team List file to use instead of the built-in one named by the roster")
    common(f)
    f.set_defaults(handler=cmd_sheet_force)

    t = actions.add_parser("team", help="the Team Sheet of a roster's Team or of a game")
    t.add_argument("roster", nargs="?", type=Path, metavar="ROSTER")
    t.add_argument("--campaign", metavar="ID")
    t.add_argument("--game", metavar="ID")
    t.add_argument("--player", metavar="ID")
    t.add_argument("--teamlist", type=Path, metavar="FILE")
    common(t)
    t.set_defaults(handler=cmd_sheet_team)

    c = actions.add_parser("campaign", help="every Force Sheet of a campaign, then its "
                               "progress charts, in one PDF")
    c.add_argument("--campaign", metavar="ID", required=True)
    common(c)
    c.set_defaults(handler=cmd_sheet_campaign)

    m = actions.add_parser("mission", help="the card of a mission (set-up, rules, dice tables, "
                           "victory), or of a played game's mission")
    m.add_argument("mission", nargs="?", metavar="ID", help="mission id (e.g. raid)")
    m.add_argument("--game", type=int, metavar="ID",
                   help="a played game: its mission, with what was recorded")
    m.add_argument("-o", "--output", type=Path, required=True, metavar="FILE.pdf",
                   help="the PDF to write")
    m.add_argument("--lang", choices=("en", "fr", "ru"), default=None,
                   help="language of the card (default: the system's)")
    m.add_argument("--paper", choices=("a4", "letter"), default="a4", type=str.lower,
                   help="paper size (default: A4)")
    m.set_defaults(handler=cmd_sheet_mission)


def _language(args: argparse.Namespace) -> str:
    if args.lang:
        return str(args.lang)
    from app.i18n import system_language

    return system_language()


def _load_roster(path: Path, teamlist_path: Path | None, out: TextIO) -> Any:
    """(roster, team list, resolved force), or None after printing why not."""
    from app.cli import read_input
    from app.rules.format.loader import FileProblems, load_teamlist
    from app.rules.library import find_teamlist
    from app.rules.roster import MAX_ROSTER_BYTES, parse_roster, resolve_options

    try:
        data = read_input(path, MAX_ROSTER_BYTES)
    except OSError as exc:
        out.write(_tr("unreadable").format(file=path, error=exc.strerror or exc) + "\n")
        return None
    try:
        roster = parse_roster(data, str(path))
        tl = load_teamlist(teamlist_path) if teamlist_path else find_teamlist(
            roster.force.team_list)
    except FileProblems as exc:
        out.write("\n".join(str(p) for p in exc.problems) + "\n")
        return None
    if tl is None:
        out.write(_tr("no_teamlist").format(file=path, id=roster.force.team_list) + "\n")
        return None
    return roster, tl, resolve_options(roster.force, tl)


def _write(sheets: Any, args: argparse.Namespace, out: TextIO) -> int:
    from app.sheets.output import write_pdf

    try:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        # through a temporary file renamed over the PDF when complete: a full disk leaves
        # the previous PDF as it was
        write_pdf(sheets, args.output, paper=args.paper)
    except OSError as exc:
        out.write(_tr("cannot_write").format(file=args.output, error=exc.strerror or exc) + "\n")
        return EXIT_UNUSABLE
    out.write(_tr("written").format(file=args.output) + "\n")
    return EXIT_OK


def _store_sheets(kind: str, args: argparse.Namespace, out: TextIO) -> int:
    from app.sheets import from_store

    try:
        with from_store.open_store(args.db) as store:
            lang = _language(args)
            if kind == "force":
                sheets: Any = from_store.force_sheet(
                    store, args.player, language=lang, campaign_id=args.campaign,
                    after_game=getattr(args, "after_game", None))
            elif kind == "team":
                sheets = from_store.team_sheet(store, args.game, args.player, language=lang,
                                               campaign_id=args.campaign)
            else:
                sheets = from_store.campaign_pdf(store, args.campaign, language=lang)
    except from_store.SheetSourceError as exc:
        out.write(_tr("store_error").format(error=exc) + "\n")
        return EXIT_UNUSABLE
    return _write(sheets, args, out)


def cmd_sheet_force(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    if args.roster is None:
        if not (args.campaign and args.player):
            out.write(_tr("need_source") + "\n")
            return EXIT_UNUSABLE
        return _store_sheets("force", args, out)
    loaded = _load_roster(args.roster, args.teamlist, out)
    if loaded is None:
        return EXIT_UNUSABLE
    _roster, tl, force = loaded
    from app.sheets.data import force_sheet_data

    sheet = force_sheet_data(tl, force, language=_language(args),
                             player=args.name)
    return _write(sheet, args, out)


def cmd_sheet_team(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    if args.roster is None:
        if not (args.campaign and args.player and args.game):
            out.write(_tr("need_source") + "\n")
            return EXIT_UNUSABLE
        return _store_sheets("team", args, out)
    loaded = _load_roster(args.roster, args.teamlist, out)
    if loaded is None:
        return EXIT_UNUSABLE
    roster, tl, force = loaded
    if roster.team is None:
        out.write(_tr("no_team").format(file=args.roster) + "\n")
        return EXIT_UNUSABLE
    from app.sheets.data import team_sheet_data

    sheet = team_sheet_data(tl, force, roster.team, language=_language(args),
                            player=args.name)
    return _write(sheet, args, out)


def cmd_sheet_campaign(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    return _store_sheets("campaign", args, out)


def cmd_sheet_mission(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """A mission card: of mission ``args.mission``, or of the mission of game ``args.game``."""
    out = out or sys.stdout
    from app.rules.campaign.missions import mission_ids, mission_setup

    lang = _language(args)
    card: Any
    if args.game is not None:
        from app.model import StoreError
        from app.sheets import from_store
        from app.sheets.mission_card import game_mission_card

        try:
            with from_store.open_store(args.db) as store:
                try:
                    card = game_mission_card(store, args.game, lang)
                except StoreError as exc:
                    from app.i18n.store_messages import store_message

                    out.write(_tr("store_error").format(error=store_message(exc)) + "\n")
                    return EXIT_UNUSABLE
                except ValueError:
                    record = store.game_record(args.game)
                    out.write(_tr("no_mission").format(
                        mission=record.mission.mission_id,
                        missions=", ".join(mission_ids())) + "\n")
                    return EXIT_UNUSABLE
        except from_store.SheetSourceError as exc:
            out.write(_tr("store_error").format(error=exc) + "\n")
            return EXIT_UNUSABLE
    else:
        if not args.mission or mission_setup(args.mission) is None:
            out.write(_tr("no_mission").format(mission=args.mission or "",
                                               missions=", ".join(mission_ids())) + "\n")
            return EXIT_UNUSABLE
        from app.sheets.mission_card import mission_card

        card = mission_card(args.mission, lang)
    from app.sheets.mission_card import write_mission_card

    try:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        write_mission_card(card, args.output, paper=args.paper)
    except OSError as exc:
        out.write(_tr("cannot_write").format(file=args.output, error=exc.strerror or exc) + "\n")
        return EXIT_UNUSABLE
    out.write(_tr("written").format(file=args.output) + "\n")
    return EXIT_OK
