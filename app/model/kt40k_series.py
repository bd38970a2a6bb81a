"""The record of a series of Kill Team 40K games: one JSON file, written atomically.

Seed 001 has no campaign, so a series is just its games (mission, players, winner, the mission
roll) and the tally :func:`app.rules.rulesets.kt40k.series.tally` makes of them. The file lives
in the data folder (``kt40k-series.json``) unless another path is given; every change rewrites
it through a temporary file (``write_atomic``), so a crash leaves the old record or the new one,
never half of either. A file that cannot be read is refused with :class:`SeriesFileError`
naming the file and what is wrong, and nothing is written over it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from app.paths import data_dir, ensure_dir
from app.rules.rulesets.kt40k.series import (
    GameResult,
    check_result,
    result_from_json,
    result_to_json,
)
from app.rules.violations import Violation

if TYPE_CHECKING:
    from app.rules.force import Force
    from app.rules.teamlist import TeamList

__all__ = ["FORMAT", "MAX_BYTES", "ListFileError", "SeriesFileError", "add_game",
           "default_path", "load", "read_list", "remove_last"]

FORMAT = "forcesheet-kt40k-series"
MAX_BYTES = 4 * 1024 * 1024  # thousands of games
MAX_GAMES = 20_000


class SeriesFileError(Exception):
    """A series file that cannot be used: ``file`` and ``problem`` say which and why."""

    def __init__(self, file: Path, problem: str) -> None:
        super().__init__(f"{file}: {problem}")
        self.file = file
        self.problem = problem


class ListFileError(Exception):
    """A list (roster file) that cannot be played: ``kind`` is ``unreadable`` (``detail``: the
    system's reason), ``invalid`` (``detail``: the problems, one per line, with their lines) or
    ``no_teamlist`` (``detail``: the Team List id the roster names)."""

    def __init__(self, file: Path, kind: str, detail: str) -> None:
        super().__init__(f"{file}: {kind}: {detail}")
        self.file = file
        self.kind = kind
        self.detail = detail


def read_list(roster_path: Path, teamlist_path: Path | None = None
              ) -> tuple[TeamList, Force]:
    """The Team List (built in or imported; or ``teamlist_path``, a YAML list) and the Force
    of a roster file (the project's JSON, or a BattleScribe / New Recruit ``.ros``/``.rosz``
    of an imported catalogue), for a Kill Team 40K list. Raises :class:`ListFileError`."""
    from app.model.catalogues import find_team_list
    from app.rules.format.loader import FileProblems, load_teamlist
    from app.rules.roster import MAX_ROSTER_BYTES, parse_roster, resolve_options

    if roster_path.name.lower().endswith((".ros", ".rosz")):
        return _read_ros(roster_path)
    try:
        if not roster_path.is_file():
            raise ListFileError(roster_path, "unreadable", "not a regular file")
        if roster_path.stat().st_size > MAX_ROSTER_BYTES:
            raise ListFileError(roster_path, "unreadable", f"larger than {MAX_ROSTER_BYTES:,} "
                                "bytes")
        data = roster_path.read_bytes()
    except OSError as exc:
        raise ListFileError(roster_path, "unreadable", exc.strerror or str(exc)) from None
    try:
        roster = parse_roster(data, str(roster_path))
        tl = load_teamlist(teamlist_path) if teamlist_path is not None else None
    except FileProblems as exc:
        raise ListFileError(roster_path, "invalid",
                            "\n".join(str(p) for p in exc.problems)) from None
    if tl is None:
        tl = find_team_list(roster.force.team_list, roster.team_list_version or None)
    if tl is None:
        raise ListFileError(roster_path, "no_teamlist", roster.force.team_list)
    return tl, resolve_options(roster.force, tl)


def _read_ros(path: Path) -> tuple[TeamList, Force]:
    from app.model.errors import StoreImportError
    from app.model.ros_exchange import ros_force
    from app.rules.bsdata.safexml import MAX_FILE_BYTES

    try:
        if not path.is_file():
            raise ListFileError(path, "unreadable", "not a regular file")
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ListFileError(path, "unreadable", f"larger than {MAX_FILE_BYTES:,} bytes")
        data = path.read_bytes()
    except OSError as exc:
        raise ListFileError(path, "unreadable", exc.strerror or str(exc)) from None
    try:
        tl, read = ros_force(data, path.name)
    except StoreImportError as exc:
        raise ListFileError(path, "invalid", str(exc)) from None
    return tl, read.force


def default_path() -> Path:
    return data_dir() / "kt40k-series.json"


def load(path: Path) -> list[GameResult]:
    """The games of the series in ``path`` (none when there is no file yet)."""
    try:
        if not path.exists():
            return []
        if not path.is_file():
            raise SeriesFileError(path, "not a regular file")
        if path.stat().st_size > MAX_BYTES:
            raise SeriesFileError(path, f"larger than {MAX_BYTES:,} bytes")
        raw = path.read_bytes()
    except OSError as exc:
        raise SeriesFileError(path, exc.strerror or str(exc)) from None
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SeriesFileError(path, f"not a JSON file ({exc})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SeriesFileError(path, f"not a series file (format {FORMAT!r} expected)")
    games = doc.get("games")
    if not isinstance(games, list) or len(games) > MAX_GAMES:
        raise SeriesFileError(path, "$.games: a list of games expected")
    out: list[GameResult] = []
    for n, g in enumerate(games):
        if not isinstance(g, dict):
            raise SeriesFileError(path, f"$.games[{n}]: an object expected")
        try:
            result = result_from_json(g)
        except ValueError as exc:
            raise SeriesFileError(path, f"$.games[{n}].{exc}") from None
        problems = check_result(result)
        if problems:
            raise SeriesFileError(path, f"$.games[{n}]: {problems[0].code}")
        out.append(result)
    return out


def _save(path: Path, games: Sequence[GameResult]) -> None:
    from app.model.exchange import write_atomic

    ensure_dir(path.parent)
    doc = {"format": FORMAT, "version": 1, "games": [result_to_json(g) for g in games]}
    write_atomic(path, (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8"))


def add_game(path: Path, result: GameResult) -> tuple[list[GameResult], tuple[Violation, ...]]:
    """Record ``result`` at the end of the series: the games after, and nothing written with
    the violations when the result is wrong."""
    problems = check_result(result)
    games = load(path)
    if problems:
        return games, problems
    games.append(result)
    _save(path, games)
    return games, ()


def remove_last(path: Path) -> tuple[list[GameResult], GameResult | None]:
    """Take back the last game recorded (the undo of :func:`add_game`)."""
    games = load(path)
    if not games:
        return games, None
    last = games.pop()
    _save(path, games)
    return games, last
