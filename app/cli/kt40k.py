"""``forcesheet kt40k …``: Kill Team 40K v0.1 alpha (seed 001) on the command line.

::

    forcesheet kt40k check ROSTER --side heroes|villains [--teamlist FILE] [--json]
    forcesheet kt40k mission [--roll N] [--lang fr]        # the Heroes player rolls (or types)
    forcesheet kt40k sheet --heroes R1 --villains R2 (--mission ID | --roll N) -o game.pdf
    forcesheet kt40k record --mission ID --heroes ANN --villains BEN --winner heroes [--roll N]
    forcesheet kt40k tally [--json]                         # the series so far
    forcesheet kt40k undo                                   # takes back the last game recorded

``forcesheet check ROSTER --rule-set kt40k-alpha --side heroes`` is ``kt40k check``. The series
is kept in the data folder (``kt40k-series.json``; ``--series FILE`` for another).
Exit codes: 0 valid (or done), 1 violations found, 2 unusable input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.rules.force import Force
    from app.rules.teamlist import TeamList

EXIT_OK = 0
EXIT_VIOLATIONS = 1
EXIT_UNUSABLE = 2
CONTEXT = "cli_kt40k"

MESSAGES: dict[str, str] = {
    "valid": QT_TRANSLATE_NOOP("cli_kt40k", "valid"),
    "list": QT_TRANSLATE_NOOP("cli_kt40k", "{side} list: {points} / {limit} pts"),
    "unknown_mission": QT_TRANSLATE_NOOP(
        "cli_kt40k", "'{mission}' is no Kill Team 40K mission: give one of {missions}"),
    "bad_roll": QT_TRANSLATE_NOOP("cli_kt40k", "a mission roll is a D6 result, 1 to 6"),
    "need_mission": QT_TRANSLATE_NOOP("cli_kt40k", "give --mission ID or --roll N"),
    "rolled": QT_TRANSLATE_NOOP("cli_kt40k", "D6: {die}"),
    "written": QT_TRANSLATE_NOOP("cli_kt40k", "{file}: written"),
    "cannot_write": QT_TRANSLATE_NOOP("cli_kt40k", "{file}: cannot write: {error}"),
    "recorded": QT_TRANSLATE_NOOP("cli_kt40k", "game {number} recorded: {result}"),
    "refused": QT_TRANSLATE_NOOP("cli_kt40k", "not recorded: {problem}"),
    "undone": QT_TRANSLATE_NOOP("cli_kt40k", "game {number} taken back"),
    "nothing": QT_TRANSLATE_NOOP("cli_kt40k", "no game recorded yet"),
    "series_error": QT_TRANSLATE_NOOP("cli_kt40k", "series file {file}: {problem}"),
    "tally_head": QT_TRANSLATE_NOOP(
        "cli_kt40k", "player\tplayed\twon\tlost\tas Heroes\tas Villains"),
    "need_side": QT_TRANSLATE_NOOP("cli_kt40k", "a Kill Team 40K list is checked for a side: "
                                                "--side heroes or --side villains"),
}


def _tr(key: str) -> str:
    return QCoreApplication.translate(CONTEXT, MESSAGES[key])


def _language(args: argparse.Namespace) -> str:
    if getattr(args, "lang", None):
        return str(args.lang)
    from app.i18n import system_language

    return system_language()


def register(sub: Any, groups: dict[str, Any]) -> None:
    """The ``app.cli.EXTENSIONS`` hook."""
    p = sub.add_parser("kt40k", help="Kill Team 40K v0.1 alpha: Heroes against Villains")
    actions = p.add_subparsers(dest="kt40k_command", metavar="ACTION", required=True)

    c = actions.add_parser("check", help="check a list (roster file) for a side")
    c.add_argument("roster", type=Path, metavar="ROSTER")
    c.add_argument("--side", choices=("heroes", "villains"), required=True)
    c.add_argument("--teamlist", type=Path, metavar="FILE",
                   help="Team List file to use instead of the one the roster names")
    c.add_argument("--json", action="store_true", help="machine-readable output")
    c.set_defaults(handler=lambda a: cmd_check(a.roster, a.side, a.teamlist, a.json,
                                                sys.stdout))

    m = actions.add_parser("mission", help="roll (or give) the mission and print its set-up")
    m.add_argument("--roll", type=int, metavar="N", help="the Heroes player's D6 (default: "
                   "the app rolls)")
    m.add_argument("--lang", choices=("en", "fr", "ru"), default=None)
    m.set_defaults(handler=cmd_mission)

    s = actions.add_parser("sheet", help="the game sheet (PDF): both lists, groups, mission")
    s.add_argument("--heroes", type=Path, required=True, metavar="ROSTER")
    s.add_argument("--villains", type=Path, required=True, metavar="ROSTER")
    s.add_argument("--heroes-player", default="", metavar="NAME")
    s.add_argument("--villains-player", default="", metavar="NAME")
    s.add_argument("--mission", metavar="ID")
    s.add_argument("--roll", type=int, metavar="N")
    s.add_argument("-o", "--output", type=Path, required=True, metavar="FILE.pdf")
    s.add_argument("--lang", choices=("en", "fr", "ru"), default=None)
    s.add_argument("--paper", choices=("a4", "letter"), default="a4", type=str.lower)
    s.set_defaults(handler=cmd_sheet)

    r = actions.add_parser("record", help="record who won a game of the series")
    r.add_argument("--mission", metavar="ID")
    r.add_argument("--roll", type=int, metavar="N")
    r.add_argument("--heroes", required=True, metavar="PLAYER")
    r.add_argument("--villains", required=True, metavar="PLAYER")
    r.add_argument("--winner", choices=("heroes", "villains"), required=True)
    r.add_argument("--series", type=Path, metavar="FILE")
    r.add_argument("--lang", choices=("en", "fr", "ru"), default=None)
    r.set_defaults(handler=cmd_record)

    t = actions.add_parser("tally", help="each player's record in the series")
    t.add_argument("--series", type=Path, metavar="FILE")
    t.add_argument("--json", action="store_true")
    t.set_defaults(handler=cmd_tally)

    u = actions.add_parser("undo", help="take back the last game recorded")
    u.add_argument("--series", type=Path, metavar="FILE")
    u.set_defaults(handler=cmd_undo)


# -- lists ----------------------------------------------------------------------------------------
def load_list(roster_path: Path, teamlist_path: Path | None
              ) -> tuple[TeamList, Force] | str:
    """The Team List and Force of a roster file, or why they cannot be read (in words)."""
    from app.cli import _tr as core_tr
    from app.model.kt40k_series import ListFileError, read_list

    try:
        return read_list(roster_path, teamlist_path)
    except ListFileError as exc:
        if exc.kind == "no_teamlist":
            return core_tr("no_teamlist").format(file=roster_path, id=exc.detail)
        if exc.kind == "unreadable":
            return core_tr("unreadable").format(file=roster_path, error=exc.detail)
        return exc.detail


def cmd_check(roster_path: Path, side: str | None, teamlist_path: Path | None, as_json: bool,
              out: TextIO, rule_set_id: str = "kt40k-alpha") -> int:
    """A list checked under a rule set other than the default (``forcesheet check --rule-set
    ID --side SIDE``; ``forcesheet kt40k check``): the rule set's own check, whatever it is."""
    import dataclasses

    from app.cli import write_violations
    from app.i18n.messages import SIDE_NAMES, message
    from app.rules.rulesets import rule_set

    rs = rule_set(rule_set_id)
    if rs.sides and side not in rs.sides:
        out.write(_tr("need_side") + "\n")
        return EXIT_UNUSABLE
    loaded = load_list(roster_path, teamlist_path)
    if isinstance(loaded, str):
        if as_json:
            json.dump({"ok": False, "error": loaded}, out, indent=2, ensure_ascii=False)
            out.write("\n")
        else:
            out.write(loaded + "\n")
        return EXIT_UNUSABLE
    tl, force = loaded
    r = rs.check(tl, force, side)
    models = r.extra.get("models", ())
    if as_json:
        json.dump({"ok": r.ok, "rule_set": rs.id, "side": side, "points": r.points,
                   "limit": r.limit,
                   "models": [_model_json(m) for m in models  # type: ignore[attr-defined]
                              if dataclasses.is_dataclass(m)],
                   "violations": [{**v.as_dict(), "message": message(v)}
                                  for v in r.violations]},
                  out, indent=2, ensure_ascii=False)
        out.write("\n")
    else:
        side_name = (QCoreApplication.translate("Side", SIDE_NAMES[side])
                     if side in SIDE_NAMES else rs.name("en"))
        limit = r.limit if r.limit is not None else "—"
        out.write(_tr("list").format(side=side_name, points=r.points, limit=limit) + "\n")
        write_violations(out, r.violations)
    return EXIT_OK if r.ok else EXIT_VIOLATIONS


def _model_json(m: object) -> dict[str, object]:
    """A model's facts as the rule set knows them (Kill Team 40K: the characteristics it checks,
    under their usual names)."""
    import dataclasses

    data = dataclasses.asdict(m)  # type: ignore[call-overload]
    renames = {"wounds": "W", "save": "Sv", "initiative": "I", "unique": "special_character"}
    out = {renames.get(k, k): v for k, v in data.items()}
    if isinstance(out.get("armour"), tuple):
        out["armour"] = list(out["armour"])
    return out


# -- missions -------------------------------------------------------------------------------------
def _mission(args: argparse.Namespace, out: TextIO, *, roll_if_missing: bool
             ) -> tuple[str, int | None] | None:
    from app.rules.dice import RandomDice
    from app.rules.rulesets.kt40k import load_rules
    from app.rules.rulesets.kt40k.missions import mission_for_roll

    rules = load_rules()
    die = getattr(args, "roll", None)
    mission_id = getattr(args, "mission", None)
    if die is not None:
        try:
            found = mission_for_roll(die)
        except ValueError:
            out.write(_tr("bad_roll") + "\n")
            return None
        if mission_id is not None and mission_id != found.id:
            out.write(_tr("unknown_mission").format(
                mission=mission_id, missions=found.id) + "\n")
            return None
        return found.id, die
    if mission_id is not None:
        try:
            return rules.mission(mission_id).id, None
        except KeyError:
            out.write(_tr("unknown_mission").format(
                mission=mission_id, missions=", ".join(m.id for m in rules.missions)) + "\n")
            return None
    if not roll_if_missing:
        out.write(_tr("need_mission") + "\n")
        return None
    die = RandomDice().d6()
    out.write(_tr("rolled").format(die=die) + "\n")
    return mission_for_roll(die).id, die


def cmd_mission(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from app.rules.rulesets.kt40k import load_rules, text
    from app.rules.rulesets.kt40k.missions import setup

    out = out or sys.stdout
    chosen = _mission(args, out, roll_if_missing=True)
    if chosen is None:
        return EXIT_UNUSABLE
    lang = _language(args)
    mission = load_rules().mission(chosen[0])
    st = setup(mission, lang)
    out.write(text("sheet.mission", lang, d6=mission.d6, name=st.name) + "\n")
    out.write(st.brief + "\n")
    for line in st.lines:
        out.write(f"  • {line}\n")
    for name, t in st.characters:
        out.write(f"  {name}: {t}\n")
    out.write(f"  {text('results.heroes', lang)} {st.win_heroes}\n")
    out.write(f"  {text('results.villains', lang)} {st.win_villains}\n")
    return EXIT_OK


def cmd_sheet(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    chosen = _mission(args, out, roll_if_missing=False)
    if chosen is None:
        return EXIT_UNUSABLE
    lists = []
    for path in (args.heroes, args.villains):
        loaded = load_list(path, None)
        if isinstance(loaded, str):
            out.write(loaded + "\n")
            return EXIT_UNUSABLE
        lists.append(loaded)
    from app.sheets.kt40k_sheet import game_sheet, write_game_sheet

    sheet = game_sheet(chosen[0], (args.heroes_player or args.heroes.stem, *lists[0]),
                       (args.villains_player or args.villains.stem, *lists[1]),
                       language=_language(args))
    try:
        write_game_sheet(sheet, args.output, args.paper)
    except OSError as exc:
        out.write(_tr("cannot_write").format(file=args.output, error=exc.strerror or exc) + "\n")
        return EXIT_UNUSABLE
    out.write(_tr("written").format(file=args.output) + "\n")
    return EXIT_OK


# -- the series -----------------------------------------------------------------------------------
def _series(args: argparse.Namespace) -> Path:
    from app.model.kt40k_series import default_path

    return Path(args.series) if getattr(args, "series", None) else default_path()


def cmd_record(args: argparse.Namespace, out: TextIO | None = None) -> int:
    import datetime as dt

    from app.i18n.messages import message
    from app.model.kt40k_series import SeriesFileError, add_game
    from app.rules.rulesets.kt40k import text
    from app.rules.rulesets.kt40k.series import GameResult

    out = out or sys.stdout
    chosen = _mission(args, out, roll_if_missing=False)
    if chosen is None:
        return EXIT_UNUSABLE
    result = GameResult(chosen[0], args.heroes, args.villains, args.winner, chosen[1],
                        dt.date.today().isoformat())
    path = _series(args)
    try:
        games, problems = add_game(path, result)
    except SeriesFileError as exc:
        out.write(_tr("series_error").format(file=exc.file, problem=exc.problem) + "\n")
        return EXIT_UNUSABLE
    if problems:
        out.write(_tr("refused").format(problem=message(problems[0])) + "\n")
        return EXIT_VIOLATIONS
    out.write(_tr("recorded").format(number=len(games),
                                     result=text(f"results.{args.winner}",
                                                 _language(args))) + "\n")
    return EXIT_OK


def cmd_tally(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from app.model.kt40k_series import SeriesFileError, load
    from app.rules.rulesets.kt40k.series import tally

    out = out or sys.stdout
    try:
        games = load(_series(args))
    except SeriesFileError as exc:
        out.write(_tr("series_error").format(file=exc.file, problem=exc.problem) + "\n")
        return EXIT_UNUSABLE
    rows = tally(games)
    if args.json:
        json.dump({"games": len(games), "players": [
            {"player": t.player, "played": t.played, "won": t.won, "lost": t.lost,
             "as_heroes": t.as_heroes, "as_villains": t.as_villains} for t in rows]},
            out, indent=2, ensure_ascii=False)
        out.write("\n")
        return EXIT_OK
    if not rows:
        out.write(_tr("nothing") + "\n")
        return EXIT_OK
    out.write(_tr("tally_head") + "\n")
    for t in rows:
        out.write(f"{t.player}\t{t.played}\t{t.won}\t{t.lost}\t{t.as_heroes}\t{t.as_villains}\n")
    return EXIT_OK


def cmd_undo(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from app.model.kt40k_series import SeriesFileError, remove_last

    out = out or sys.stdout
    try:
        games, last = remove_last(_series(args))
    except SeriesFileError as exc:
        out.write(_tr("series_error").format(file=exc.file, problem=exc.problem) + "\n")
        return EXIT_UNUSABLE
    if last is None:
        out.write(_tr("nothing") + "\n")
        return EXIT_UNUSABLE
    out.write(_tr("undone").format(number=len(games) + 1) + "\n")
    return EXIT_OK
