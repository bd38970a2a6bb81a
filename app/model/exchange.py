"""Campaign export / import (one self-contained JSON file) and Force roster files.

Exports are written atomically (temporary file, fsync, rename) under a safe file name that
always stays in the chosen folder. Imports read the whole file in memory with size and depth
limits, check everything before writing anything, then write in one transaction; the only
error they raise is :class:`StoreImportError`.

The campaign file holds the campaign, its players with their Forces (current and former
models), Groups, Teams, games, the RP ledger, the history records and a copy of every Team
List version used. Undo data does not travel: imported history records are not undoable.

Both run in a worker beside the window (``app.ui.busy``), so no step may hold the GIL long:
the file is decoded and made in pieces (``app.model.jsonpieces``: ``json.loads`` of 16 MB was
one call of 100–200 ms), the decoded document and the import's baseline are freed a piece at
a time (``release``), the import's record is encoded in pieces, and the row loops hand the
GIL over every few ms (:class:`TakeTurns`: sqlite3 lets go of it for each statement, but a
waiting thread never got it).
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import json
import math
import os
import re
import tempfile
import time
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Table, Text, bindparam, insert, select

from app.model import convert as cv
from app.model import db as dbmod
from app.model import jsonpieces
from app.model.errors import StoreError, StoreImportError
from app.model.journal import row_dict
from app.model.jsonpieces import compact_pieces, release, utf8_pieces
from app.model.schema import rounds as ROUNDS
from app.model.store.base import (
    CAMPAIGNS,
    COPIES,
    GAMES,
    GROUPS,
    HISTORY,
    MODELS,
    PLAYERS,
    RP,
    SIDES,
    TEAMS,
    _now,
    copy_values,
)
from app.model.store.forces import Invariant, uid_clash
from app.model.store.history import outline
from app.model.store.results import Changes
from app.paths import fsync_dir
from app.rules.campaign import validate_settings
from app.rules.campaign.data import load_rules
from app.rules.force import Force
from app.rules.format.checker import FileProblems
from app.rules.roster import Roster, parse_roster, roster_to_json
from app.rules.teamlist_json import TeamListDataError, teamlist_from_json

if TYPE_CHECKING:
    from app.model.store import Store
    from app.rules.teamlist import TeamList

CAMPAIGN_FORMAT = "forcesheet-campaign"
CAMPAIGN_VERSION = 1
CAMPAIGN_SUFFIX = ".forcesheet.json"
ROSTER_SUFFIX = ".roster.json"
#: A campaign of 40 games and 8 players exports 1.8 MB (parsed: 9 MB): 32 MB holds some 700
#: such games, and parsing the largest file allowed stays under 200 MB (issue 14).
MAX_IMPORT_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 96
MAX_NAME = 80

_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(10)),
             *(f"LPT{i}" for i in range(10))}
_UNSAFE = re.compile(r'[\x00-\x1f\x7f<>:"/\\|?*]')

# Per table: the columns holding ids of other rows, and the table they point to.
_REFS: dict[str, dict[str, str]] = {
    "players": {},
    "rounds": {},  # player ids inside its JSON columns: see _ROUND_PLAYER_LISTS
    "groups": {"player_id": "players"},
    "models": {"player_id": "players", "status_game_id": "games"},
    "games": {"winner_id": "players"},
    "teams": {"player_id": "players", "game_id": "games"},
    "game_players": {"game_id": "games", "player_id": "players", "team_id": "teams"},
    "history": {},
    "rp_entries": {"player_id": "players", "history_id": "history"},
}
_TABLES: dict[str, Table] = {"players": PLAYERS, "rounds": ROUNDS, "groups": GROUPS,
                             "models": MODELS,
                             "games": GAMES, "teams": TEAMS, "game_players": SIDES,
                             "history": HISTORY, "rp_entries": RP}
_ORDER = ("players", "rounds", "games", "groups", "models", "teams", "game_players",
          "history", "rp_entries")
#: Tables a campaign file of an earlier version may lack (written before they existed).
_OPTIONAL_TABLES = frozenset({"rounds"})
#: The round's JSON columns holding player ids (lists of ids; pairings: a list of pairs).
_ROUND_PLAYER_LISTS = ("byes", "spent")
#: Campaign columns a file may lack (added later), with the value an older file means.
_CAMPAIGN_LATER = {"closed_at": None, "standings": None}


class TakeTurns:
    """Called often by work in a thread: every :data:`TURN_EVERY_S` of it, another thread
    that waits for the GIL gets it (a sleep of :data:`TURN_S`).

    Writing a campaign's rows is thousands of statements, and the sqlite3 module lets go of
    the GIL around each one (as a file lets go of it for each write): a thread waiting for it
    (the GUI thread: every Python call an event makes) is woken each time, finds it taken
    again a few microseconds later, and waits anew — it never waits the switch interval out,
    so it never asks for the GIL, and at 1,000 games the window stood still 100–600 ms at a
    time (a GIL never held long, but never handed over either). A sleep hands it over: the
    waiting thread takes it and runs what it waited for, the work goes on after (a few % more
    time). Loops that let go of the GIL often call it: the rows read for an export and
    written by an import, the pieces of a file written."""

    def __init__(self) -> None:
        self.next = time.perf_counter() + TURN_EVERY_S

    def __call__(self) -> None:
        if time.perf_counter() >= self.next:
            time.sleep(TURN_S)
            self.next = time.perf_counter() + TURN_EVERY_S


TURN_EVERY_S = 0.005
TURN_S = 0.0001


# -- file names and atomic writes --------------------------------------------------------------


#: Longest file name an export writes, in UTF-8 bytes with its suffix (file systems allow 255
#: bytes; " (9999)" and a leading "_" still fit).
MAX_NAME_BYTES = 200
_SURROGATES = re.compile("[\ud800-\udfff]")
_TAKEN_RESERVE = len(" (9999)") + 1  # the "name (n)" of a taken name, the "_" of CON → _CON
# Hard links unsupported here (FAT, some network folders): write_new then renames instead.
_NO_LINKS = {getattr(errno, n) for n in ("EPERM", "ENOTSUP", "EOPNOTSUPP", "EMLINK", "ENOSYS",
                                         "EXDEV") if hasattr(errno, n)}


def _cut_utf8(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` UTF-8 bytes, on a character boundary."""
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    return data[:limit].decode("utf-8", "ignore")


def safe_filename(name: str, suffix: str, fallback: str = "campaign") -> str:
    """A file name from a user's ``name`` that cannot leave its folder on any system: no
    separators, control or reserved characters, no ``..``, at most :data:`MAX_NAME`
    characters and :data:`MAX_NAME_BYTES` UTF-8 bytes with the suffix (80 CJK characters
    are 240 bytes: ``ENAMETOOLONG`` before)."""
    text = unicodedata.normalize("NFC", _SURROGATES.sub("_", name))
    text = _UNSAFE.sub("_", text).replace("..", "_")
    text = text.strip(" .")[:MAX_NAME].strip(" .")
    budget = MAX_NAME_BYTES - len(suffix.encode("utf-8", "replace")) - _TAKEN_RESERVE
    text = _cut_utf8(text, max(budget, 16)).strip(" .")
    if not text:
        text = fallback
    if text.split(".")[0].upper() in _RESERVED:
        text = "_" + text
    return text + suffix


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file, fsync and rename."""
    folder = path.parent
    with dbmod.storage_errors():
        fd, tmp = tempfile.mkstemp(prefix=".forcesheet-", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        fsync_dir(folder)


def _export_error(folder: Path, exc: BaseException | str) -> StoreError:
    """An export that cannot be written there, in words: ``store.error.export``."""
    error = exc if isinstance(exc, str) else (
        getattr(exc, "strerror", None) or str(exc) or type(exc).__name__)
    return StoreError("cannot write the export", what="export", folder=str(folder),
                      error=error)


def export_folder(folder: Path) -> Path:
    """``folder`` resolved; a missing folder, a file, a link loop is a :class:`StoreError`
    (``what="export"``) rather than a traceback."""
    try:
        root = Path(folder).resolve(strict=True)
    except (OSError, RuntimeError, ValueError) as exc:  # RuntimeError: a link loop (3.11)
        raise _export_error(folder, exc) from None
    if not root.is_dir():
        raise _export_error(folder, os.strerror(errno.ENOTDIR))
    return root


def _candidates(root: Path, name: str, suffix: str) -> Iterator[Path]:
    base = safe_filename(name, suffix)[: -len(suffix) or None]
    yield root / (base + suffix)
    for n in range(2, 10_000):
        yield root / f"{base} ({n}){suffix}"


def export_path(folder: Path, name: str, suffix: str) -> Path:
    """A new file in ``folder`` named after ``name`` (``name (2)`` … when taken); it is
    checked to be inside ``folder``. Any existing name is taken, a dangling link included
    (``os.path.lexists``). :func:`write_new` claims the name without a race."""
    root = export_folder(folder)
    for candidate in _candidates(root, name, suffix):
        if not os.path.lexists(candidate):
            if candidate.parent != root:
                raise StoreError("unsafe export name", name=name)
            return candidate
    raise _export_error(folder, os.strerror(errno.EEXIST))


def write_new(folder: Path, name: str, suffix: str, data: bytes | Iterable[bytes]) -> Path:
    """Write ``data`` (bytes, or pieces of bytes written one after the other: made as they
    are written) to a new file of ``folder`` named after ``name`` and return its path.

    The data goes to a temporary file that is synced, then hard-linked under the first free
    name: a link never replaces anything (an existing file, a link, a dangling link: the next
    name is tried), so nothing is ever overwritten even if the name is taken meanwhile. Where
    links are not supported, the free name is renamed onto instead. Errors are
    :class:`StoreError` (disk full, read-only, or ``what="export"``); no temporary file is
    left behind.
    """
    root = export_folder(folder)
    try:
        fd, tmp = tempfile.mkstemp(prefix=".forcesheet-", suffix=".tmp", dir=root)
    except OSError as exc:
        raise _write_error(folder, exc) from exc
    try:
        with os.fdopen(fd, "wb") as fh:
            turns = TakeTurns()
            for piece in (data,) if isinstance(data, (bytes, bytearray)) else data:
                turns()
                fh.write(piece)
            fh.flush()
            os.fsync(fh.fileno())
        path = _claim(Path(tmp), root, name, suffix)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise _write_error(folder, exc) from exc
        raise
    fsync_dir(root)
    return path


def _write_error(folder: Path, exc: OSError) -> StoreError:
    """Disk full / read-only as the store says them; anything else ``what="export"``."""
    return dbmod.translate_error(exc) or _export_error(folder, exc)


def _claim(tmp: Path, root: Path, name: str, suffix: str) -> Path:
    for candidate in _candidates(root, name, suffix):
        if os.path.lexists(candidate):
            continue
        if candidate.parent != root:
            raise StoreError("unsafe export name", name=name)
        try:
            os.link(tmp, candidate)
        except FileExistsError:
            continue  # taken since lexists
        except OSError as exc:
            if exc.errno not in _NO_LINKS:
                raise
            os.replace(tmp, candidate)  # free a moment ago; no link to claim it with
            return candidate
        os.unlink(tmp)
        return candidate
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST))


# -- campaign export -----------------------------------------------------------------------


def campaign_document(store: Store, campaign_id: int) -> dict[str, Any]:
    """The campaign as a JSON-able document (see the module docstring)."""
    with store._read() as conn:
        campaign = store._campaign_row(conn, campaign_id)
        players = _rows(conn, PLAYERS, PLAYERS.c.campaign_id == campaign_id)
        pids = [p["id"] for p in players]
        games = _rows(conn, GAMES, GAMES.c.campaign_id == campaign_id)
        gids = [g["id"] for g in games]
        copies: dict[str, Any] = {}
        for p in players:
            copy = conn.execute(select(COPIES).where(COPIES.c.id == p["team_list_copy_id"])).one()
            copies[copy.sha256] = json.loads(copy.data)
            p["team_list"] = copy.sha256
            del p["team_list_copy_id"], p["campaign_id"]
        doc: dict[str, Any] = {
            "format": CAMPAIGN_FORMAT,
            "version": CAMPAIGN_VERSION,
            "exported_at": _now(),
            "campaign": {k: campaign[k] for k in ("name", "notes", "settings", "archived",
                                                  "created_at", "updated_at", "closed_at",
                                                  "standings")},
            "team_lists": copies,
            "players": players,
            "rounds": [{k: v for k, v in r.items() if k != "campaign_id"}
                       for r in _rows(conn, ROUNDS, ROUNDS.c.campaign_id == campaign_id)],
            "games": [{k: v for k, v in g.items() if k != "campaign_id"} for g in games],
            "groups": _rows(conn, GROUPS, GROUPS.c.player_id.in_(pids)),
            "models": _rows(conn, MODELS, MODELS.c.player_id.in_(pids)),
            "teams": _rows(conn, TEAMS, TEAMS.c.player_id.in_(pids)),
            "game_players": _rows(conn, SIDES, SIDES.c.game_id.in_(gids)),
            "history": [{k: v for k, v in h.items() if k != "campaign_id"}
                        for h in _rows(conn, HISTORY, HISTORY.c.campaign_id == campaign_id)],
            "rp_entries": _rows(conn, RP, RP.c.player_id.in_(pids)),
        }
    return doc


def _rows(conn: Connection, table: Table, where: Any) -> list[dict[str, Any]]:
    turns = TakeTurns()  # (the rows are fetched one at a time, the GIL let go for each)
    out = []
    for r in conn.execute(select(table).where(where).order_by(table.c.id)):
        turns()
        out.append(row_dict(table, r))
    return out


def campaign_pieces(doc: Mapping[str, Any]) -> Iterator[bytes]:
    """``(json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")``, the bytes
    of a campaign file, in pieces of some 64 kB: ``json.dumps`` with an indent is
    ``JSONEncoder.iterencode``'s small chunks joined, then encoded, in two calls of C holding
    the GIL over the whole 16 MB of a 1,000-game campaign (50–80 ms of the window stopped
    while File ▸ Export campaign runs in its worker); here each join and encoding is of one
    piece (``jsonpieces.utf8_pieces``), the same bytes in the end."""
    encoder = json.JSONEncoder(ensure_ascii=False, indent=1)
    return utf8_pieces(itertools.chain(encoder.iterencode(doc), ("\n",)))


def export_campaign_bytes(store: Store, campaign_id: int) -> bytes:
    doc = campaign_document(store, campaign_id)
    try:
        return b"".join(campaign_pieces(doc))
    finally:
        release(doc)


def export_campaign(store: Store, campaign_id: int, folder: Path,
                    name: str | None = None) -> Path:
    """Write the campaign to a new ``<name>.forcesheet.json`` in ``folder``: its bytes are
    made as they are written (:func:`campaign_pieces`), and the document is freed a piece at
    a time (``jsonpieces.release``), never in one call holding the GIL."""
    export_folder(folder)  # a missing folder is said before the work
    doc = campaign_document(store, campaign_id)
    try:
        title = name if name is not None else store.campaign(campaign_id).name
        return write_new(folder, title, CAMPAIGN_SUFFIX, campaign_pieces(doc))
    finally:
        release(doc)


# -- campaign import -------------------------------------------------------------------------


class _Reader:
    """Strict checks of the parsed document; raises StoreImportError at the first problem."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, path: str, reason: str) -> StoreImportError:
        path, reason = _printable(path, 400), _printable(reason, 400)
        return StoreImportError(f"{path}: {reason}", file=self.file, path=path, reason=reason)

    def obj(self, value: Any, path: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(path, "expected an object")
        return value

    def arr(self, value: Any, path: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, "expected a list")
        return value

    def field(self, row: Mapping[str, Any], key: str, kinds: tuple[type, ...], path: str,
              nullable: bool = False) -> Any:
        if key not in row:
            raise self.fail(f"{path}.{key}", "missing")
        value = row[key]
        if value is None and nullable:
            return None
        ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
        if not ok:
            raise self.fail(f"{path}.{key}", "wrong type")
        return value


#: SQLite stores integers in 64 bits.
INT_MIN, INT_MAX = -(2**63), 2**63 - 1
TOO_DEEP = "nested too deeply"
OUT_OF_RANGE = "a number out of range"
BAD_TEXT = "text that is not valid Unicode"
TOO_MANY = "too many objects and lists"
#: Objects and lists a campaign file may hold: a real one has one every 85 bytes or so (the
#: demo: 8,900 in 800 kB; 40 games of 8 players: 21,400 in 1.8 MB), so MAX_IMPORT_BYTES of
#: real data stays under it.
MAX_CONTAINERS = 500_000
#: The same for a roster (at most 5,000 models, each a few objects and lists).
MAX_ROSTER_CONTAINERS = 200_000


def _containers(data: bytes | str) -> int:
    """An upper bound of the objects and lists in a JSON text, without parsing it (brackets
    inside texts count too)."""
    if isinstance(data, bytes):
        return data.count(b"{") + data.count(b"[")
    return data.count("{") + data.count("[")


def _bad_text(text: str) -> bool:
    """Text with a lone surrogate: it cannot be written as UTF-8."""
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _bad_scalar(item: Any) -> str | None:
    """Why one value cannot be stored: an integer beyond 64 bits, a float that is no finite
    number, text that cannot be written as UTF-8."""
    kind = type(item)
    if kind is int:
        return None if INT_MIN <= item <= INT_MAX else OUT_OF_RANGE
    if kind is str:
        return BAD_TEXT if _bad_text(item) else None
    if kind is float:
        return None if math.isfinite(item) else OUT_OF_RANGE
    return None


def _scan(value: Any, limit: int = MAX_DEPTH) -> str | None:
    """The first problem of a parsed document, or ``None``: nesting deeper than ``limit``
    (the document itself is at depth 1), or a value :func:`_bad_scalar` refuses, keys
    included. Level by level, no recursion; about 0.1 µs a value."""
    level = [value]
    depth = 1
    while level:
        below: list[Any] = []
        extend = below.extend
        for item in level:
            kind = type(item)
            if kind is dict:
                for key in item:
                    if _bad_text(key):
                        return BAD_TEXT
                extend(item.values())
            elif kind is list:
                extend(item)
            elif kind is str:
                if not item.isascii() and _bad_text(item):
                    return BAD_TEXT
            elif kind is int:
                if not INT_MIN <= item <= INT_MAX:
                    return OUT_OF_RANGE
            elif kind is float and not math.isfinite(item):
                return OUT_OF_RANGE
        if below and depth >= limit:
            return TOO_DEEP
        level = below
        depth += 1
    return None


def _locate(value: Any, root: str = "$") -> tuple[str, str]:
    """Where the first value :func:`_bad_scalar` refuses is in ``value`` (one :func:`_scan`
    found, nesting within limits), and why: down the first child holding one, each level
    scanned once. A bad key is named by the path of its object."""
    path, item = root, value
    while True:
        children: Any
        if isinstance(item, dict):
            bad_key = next((k for k in item if _bad_text(k)), None)
            if bad_key is not None:
                return path, BAD_TEXT
            children = ((f".{_printable(k)}", v) for k, v in item.items())
        elif isinstance(item, list):
            children = ((f"[{i}]", v) for i, v in enumerate(item))
        else:
            return path, _bad_scalar(item) or BAD_TEXT
        found = next(((step, v) for step, v in children
                      if _scan(v, limit=1 << 30) is not None), None)
        if found is None:  # pragma: no cover - _scan found a problem below ``item``
            return path, BAD_TEXT
        path, item = path + found[0], found[1]


def _printable(text: Any, limit: int = 40) -> str:
    """``text`` (a key of the file, a path in it) cut to ``limit`` characters, as text that
    can be printed and stored: a lone surrogate becomes ``?``."""
    return str(text)[:limit].encode("utf-8", "replace").decode("utf-8")


def _column_kinds(table: Table) -> dict[str, tuple[tuple[type, ...], bool]]:
    from sqlalchemy import JSON, Boolean, Integer, String, Text

    out: dict[str, tuple[tuple[type, ...], bool]] = {}
    for col in table.columns:
        kinds: tuple[type, ...]
        if isinstance(col.type, Boolean):
            kinds = (bool,)
        elif isinstance(col.type, Integer):
            kinds = (int,)
        elif isinstance(col.type, (String, Text)):
            kinds = (str,)
        elif isinstance(col.type, JSON):
            kinds = (dict, list)
        else:  # pragma: no cover - every column type is listed above
            kinds = (object,)
        out[col.name] = (kinds, bool(col.nullable))
    return out


def read_campaign(data: bytes | str, file: str = "<campaign>") -> dict[str, Any]:
    """Parse and check a campaign file completely; returns the checked document."""
    r = _Reader(file)
    if len(data) > MAX_IMPORT_BYTES:
        raise r.fail("$", "the file is too large")
    # Objects and lists cost memory far beyond their bytes ("{}" is 2 bytes, 64 parsed):
    # counted before parsing (brackets inside texts count too, an upper bound).
    if _containers(data) > MAX_CONTAINERS:
        raise r.fail("$", TOO_MANY)
    try:  # json.loads in pieces: the GIL let go between them (app.model.jsonpieces)
        doc = jsonpieces.loads(data)
    except RecursionError:
        raise r.fail("$", "nested too deeply") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise r.fail("$", f"not valid JSON ({type(exc).__name__})") from None
    try:
        return _checked_campaign(r, doc)
    except BaseException:
        release(doc)  # (a refused file's document freed a piece at a time too)
        raise


def _checked_campaign(r: _Reader, doc: Any) -> dict[str, Any]:
    """The checks of :func:`read_campaign`, on the decoded document."""
    root = r.obj(doc, "$")
    if root.get("format") != CAMPAIGN_FORMAT:
        raise r.fail("$.format", "not a Force Sheet campaign file")
    version = r.field(root, "version", (int,), "$")
    if version > CAMPAIGN_VERSION:
        raise r.fail("$.version", f"written by a newer Force Sheet (version {version})")
    if version < 1:
        raise r.fail("$.version", "unknown version")
    campaign = r.obj(root.get("campaign"), "$.campaign")
    r.field(campaign, "name", (str,), "$.campaign")
    r.field(campaign, "notes", (str,), "$.campaign")
    r.field(campaign, "archived", (bool,), "$.campaign")
    settings = r.obj(campaign.get("settings"), "$.campaign.settings")
    try:
        parsed = cv.settings_from_json(settings)
        problems = validate_settings(parsed)
    except (TypeError, ValueError) as exc:
        raise r.fail("$.campaign.settings", str(exc)[:200]) from None
    if problems:
        raise r.fail("$.campaign.settings", problems[0].code)
    lists = r.obj(root.get("team_lists"), "$.team_lists")
    checked_lists: dict[str, Any] = {}
    for key, value in lists.items():
        try:
            checked_lists[key] = teamlist_from_json(value)
        except TeamListDataError as exc:
            raise r.fail(f"$.team_lists.{key[:16]}", exc.message[:200]) from None
        except (RecursionError, TypeError, ValueError, KeyError, AttributeError):
            raise r.fail(f"$.team_lists.{key[:16]}", "not a Team List") from None
    for key, default in _CAMPAIGN_LATER.items():
        campaign.setdefault(key, default)
    if campaign["closed_at"] is not None and not isinstance(campaign["closed_at"], str):
        raise r.fail("$.campaign.closed_at", "wrong type")
    ids: dict[str, set[int]] = {}
    for name in _ORDER:
        table = _TABLES[name]
        kinds = _column_kinds(table)
        if name in _OPTIONAL_TABLES:
            root.setdefault(name, [])
        rows = r.arr(root.get(name), f"$.{name}")
        later = {c.name: c.info["file_default"] for c in table.columns if "file_default" in c.info}
        seen: set[int] = set()
        for i, raw in enumerate(rows):
            path = f"$.{name}[{i}]"
            row = r.obj(raw, path)
            for col, default in later.items():  # columns added after the file was written
                row.setdefault(col, default)
            for col, (types, nullable) in kinds.items():
                if col in ("campaign_id", "team_list_copy_id"):
                    continue
                r.field(row, col, types, path, nullable)
            if row["id"] in seen:
                raise r.fail(f"{path}.id", "duplicate id")
            seen.add(row["id"])
            if name == "players":
                sha = r.field(row, "team_list", (str,), path)
                if sha not in checked_lists:
                    raise r.fail(f"{path}.team_list", "unknown Team List copy")
        ids[name] = seen
        _check_unique(r, name, rows)
    for name in _ORDER:
        for i, row in enumerate(root[name]):
            for col, target in _REFS[name].items():
                value = row.get(col)
                if value is not None and value not in ids[target]:
                    raise r.fail(f"$.{name}[{i}].{col}", "refers to nothing")
    # Nesting, numbers and texts once the shape is right (a shapeless file fails above, fast).
    problem = _scan(root, MAX_DEPTH)
    if problem == TOO_DEEP:
        raise r.fail("$", TOO_DEEP)
    if problem is not None:
        raise r.fail(*_locate(root))
    _check_values(r, root)
    root["_lists"] = checked_lists
    return root


def _check_unique(r: _Reader, name: str, rows: list[dict[str, Any]]) -> None:
    """The table's unique constraints (``schema.py``) hold among the file's rows: one side per
    player and game, one model per uid and one Group per id in a player's Force. Ids of other
    rows are compared as the file numbers them (the import renumbers them one to one)."""
    from sqlalchemy import UniqueConstraint

    for constraint in _TABLES[name].constraints:
        if not isinstance(constraint, UniqueConstraint):
            continue
        columns = [c.name for c in constraint.columns]
        taken: set[tuple[Any, ...]] = set()
        for i, row in enumerate(rows):
            key = tuple(row.get(c) for c in columns)
            if key in taken:
                raise r.fail(f"$.{name}[{i}].{columns[-1]}",
                             f"the same {', '.join(columns)} as an earlier row")
            taken.add(key)


def _check_values(r: _Reader, root: Mapping[str, Any]) -> None:
    """Values the store will hand to the rules engine must read back."""
    player_ids = {p["id"] for p in root["players"]}

    def player_list(value: Any, path: str, pairs: bool = False) -> None:
        items = value if isinstance(value, list) else None
        if items is None or not all(
                (isinstance(v, list) and len(v) == 2 and all(x in player_ids for x in v))
                if pairs else (isinstance(v, int) and not isinstance(v, bool)
                               and v in player_ids) for v in items):
            raise r.fail(path, "expected player ids")

    for i, rnd in enumerate(root["rounds"]):
        path = f"$.rounds[{i}]"
        player_list(rnd["pairings"], f"{path}.pairings", pairs=True)
        for key in _ROUND_PLAYER_LISTS:
            player_list(rnd[key], f"{path}.{key}")
        if rnd["mission"] is not None and not isinstance(rnd["mission"], dict):
            raise r.fail(f"{path}.mission", "expected an object")
    standings = root["campaign"]["standings"]
    if standings is not None and not (isinstance(standings, list) and all(
            isinstance(s, list) and len(s) == 5 and s[1] in player_ids
            and all(isinstance(x, int) and not isinstance(x, bool) for x in s)
            for s in standings)):
        raise r.fail("$.campaign.standings", "expected [rank, player, renown, wins, RP] rows")
    top_level = load_rules().max_base_level
    for i, p in enumerate(root["players"]):
        path = f"$.players[{i}]"
        if not isinstance(p["upgrades"], list) or not all(isinstance(u, str)
                                                          for u in p["upgrades"]):
            raise r.fail(f"{path}.upgrades", "expected a list of ids")
        if not isinstance(p["improved"], list) or not all(isinstance(u, str)
                                                          for u in p["improved"]):
            raise r.fail(f"{path}.improved", "expected a list of uids")
        if p["rp"] < 0 or p["renown"] < 0 or not 1 <= p["base_level"] <= top_level:
            raise r.fail(path, "RP, Renown or Base level out of range")
        try:
            cv.player_state(p, [])
        except (TypeError, ValueError, KeyError, AttributeError):
            raise r.fail(f"{path}.group_rolls", "not readable") from None
    for i, m in enumerate(root["models"]):
        path = f"$.models[{i}]"
        try:
            cv.campaign_model(m)
            cv.force_model(m)
        except (TypeError, ValueError, KeyError, AttributeError):
            raise r.fail(path, "not a readable model") from None
        if m["section"] not in ("leader", "specialist", "core", "transport"):
            raise r.fail(f"{path}.section", "unknown section")
        if m["status"] not in ("active", "dead", "lost", "removed", "dissolved"):
            raise r.fail(f"{path}.status", "unknown status")
        if not all(isinstance(v, int) and not isinstance(v, bool)
                   for v in m["characteristics"].values()):
            raise r.fail(f"{path}.characteristics", "expected whole numbers")
        try:
            cv.points_value(m["points"])
        except (ValueError, ZeroDivisionError):
            raise r.fail(f"{path}.points", "not a number") from None
    for i, g in enumerate(root["groups"]):
        try:
            cv.force_group(g)
        except (TypeError, ValueError, KeyError, AttributeError):
            raise r.fail(f"$.groups[{i}]", "not a readable Group") from None
    for i, s in enumerate(root["game_players"]):
        for key in ("team", "casualties", "fled", "knocked_out"):
            if not isinstance(s[key], list) or not all(isinstance(u, str) for u in s[key]):
                raise r.fail(f"$.game_players[{i}].{key}", "expected a list of uids")
        for key in ("achievements", "facts"):
            if not isinstance(s[key], dict) or not all(
                    isinstance(v, int) and not isinstance(v, bool) for v in s[key].values()):
                raise r.fail(f"$.game_players[{i}].{key}", "expected counts")
    for i, t in enumerate(root["teams"]):
        if not isinstance(t["models"], list) or not all(isinstance(u, str) for u in t["models"]):
            raise r.fail(f"$.teams[{i}].models", "expected a list of uids")


def import_campaign(store: Store, data: bytes | str | Path, file: str | None = None) -> int:
    """Import a campaign file as a new campaign (all or nothing); returns its id."""
    name = _printable(file or (data.name if isinstance(data, Path) else "<campaign>"), 200)
    if isinstance(data, Path):
        try:
            with data.open("rb") as fh:
                raw = fh.read(MAX_IMPORT_BYTES + 1)
        except OSError as exc:
            raise StoreImportError(_printable(exc, 400), file=name, path="$",
                                   reason=exc.strerror or "cannot read") from None
    else:  # text: a lone surrogate in it is refused where it is, not while encoding
        raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    try:
        doc = read_campaign(raw, name)
    except StoreImportError:
        raise
    except Exception as exc:  # a safety net: any surprise is an import error, never a crash
        raise StoreImportError(repr(exc)[:200], file=name, path="$",
                               reason="not a readable campaign file") from None
    try:
        return _write_campaign(store, doc, name)
    except StoreError:  # the file's (import error) or the store's (disk full, read-only…)
        raise
    except Exception as exc:  # the write's safety net: rolled back, reported as the file's
        raise StoreImportError(repr(exc)[:200], file=name, path="$",
                               reason="not a readable campaign file") from None
    finally:
        # a million objects: freed at once, the GIL was held 20-40 ms (the window stopped)
        release(doc)


def _write_campaign(store: Store, doc: dict[str, Any], file: str) -> int:
    lists = doc["_lists"]

    def body(conn: Connection) -> int:
        c = doc["campaign"]
        now = _now()
        result = conn.execute(insert(CAMPAIGNS).values(
            name=c["name"], notes=c["notes"], settings=c["settings"], archived=c["archived"],
            created_at=c.get("created_at") if isinstance(c.get("created_at"), str) else now,
            updated_at=now, closed_at=c["closed_at"]))
        cid = int(result.inserted_primary_key[0])  # type: ignore[index]
        copy_ids = {sha: store._copy_id(conn, tl) for sha, tl in lists.items()}
        copy_shas = {sha: copy_values(tl)["sha256"] for sha, tl in lists.items()}
        new_ids: dict[str, dict[int, int]] = {name: {} for name in _ORDER}
        seq_base = 0
        # The campaign as imported, rows with their new ids: replays start from it.
        baseline: dict[str, list[dict[str, Any]]] = {name: [] for name in _ORDER
                                                     if name != "history"}
        baseline["campaigns"] = [{"id": cid, "name": c["name"], "notes": c["notes"],
                                  "settings": c["settings"], "archived": c["archived"],
                                  "created_at": now, "updated_at": now,
                                  "closed_at": c["closed_at"], "standings": None}]
        turns = TakeTurns()
        for name in _ORDER:
            table = _TABLES[name]
            for row in doc[name]:
                turns()
                values = {k: v for k, v in row.items() if k in table.c and k != "id"}
                for col, target in _REFS[name].items():
                    if values.get(col) is not None:
                        values[col] = new_ids[target][values[col]]
                if name == "players":
                    values["campaign_id"] = cid
                    values["team_list_copy_id"] = copy_ids[row["team_list"]]
                if name in ("games", "history", "rounds"):
                    values["campaign_id"] = cid
                if name == "rounds":
                    pids = new_ids["players"]
                    values["pairings"] = [[pids[a], pids[b]] for a, b in values["pairings"]]
                    for key in _ROUND_PLAYER_LISTS:
                        values[key] = [pids[v] for v in values[key]]
                if name == "games" and values.get("rewards") is not None:
                    values["rewards"] = _remap_json(values["rewards"], new_ids, "players")
                if name == "history":
                    for col in ("inputs", "summary"):
                        if values.get(col) is not None:
                            values[col] = _remap_json(values[col], new_ids)
                    values.update(is_action=False, undone=False, redoable=False,
                                  target_id=None, token=None, author=None, player_id=_remap(
                                      new_ids["players"], values.get("player_id")))
                    seq_base = max(seq_base, int(values["seq"]))
                res = conn.execute(insert(table).values(**values))
                new_id = int(res.inserted_primary_key[0])  # type: ignore[index]
                new_ids[name][row["id"]] = new_id
                if name != "history":
                    kept = {**values, "id": new_id}
                    if name == "players":
                        kept["team_list_copy_id"] = copy_shas[row["team_list"]]
                    baseline[name].append(kept)
        if c["standings"] is not None:
            standings = [[rank, new_ids["players"][pid], *rest]
                         for rank, pid, *rest in c["standings"]]
            conn.execute(CAMPAIGNS.update().where(CAMPAIGNS.c.id == cid)
                         .values(standings=standings))
            baseline["campaigns"][0]["standings"] = standings
        made = conn.execute(*_imported_record(conn, {
            "campaign_id": cid, "seq": seq_base + 1, "player_id": None,
            "kind": "campaign_imported", "inputs": {"file": file, "baseline": baseline},
            "summary": {"name": doc["campaign"]["name"]}, "created_at": now,
            "is_action": False, "undone": False, "redoable": False, "target_id": None,
            "token": store._token, "author": store._author}))
        release(baseline)  # (its rows' values are the document's: freed with it)
        store._made.append((cid, int(made.inserted_primary_key[0])))  # type: ignore[index]
        # The invariants ``forcesheet db check`` checks, on the rows just written: a broken
        # one rolls the whole import back, named at its place in the file.
        problems = store._invariant_problems(conn, cid)
        if problems:
            raise _invariant_error(file, doc, new_ids, problems[0])
        return cid

    return store._transact(body, committed=store._campaign_of)


#: The import's record, its ``inputs`` given as JSON text (SQLite: the column holds the text).
_IMPORTED_TEXT = insert(HISTORY).values(inputs=bindparam("inputs_text", type_=Text))


def _imported_record(conn: Connection, values: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """The statement and parameters that insert the ``campaign_imported`` record.

    Its inputs hold the baseline, every row of the campaign: the JSON column's own encoding
    is one ``json.dumps``, 40–60 ms of C holding the GIL at 1,000 games (the window stopped).
    On SQLite the same text is made in pieces (``jsonpieces.compact_pieces``: the same
    characters as ``json.dumps``) and bound as text; another database (PostgreSQL: its driver
    encodes a JSON value itself) takes the value as before.

    The statement is built once and the values are parameters: a statement built with its
    values (``insert(...).values(inputs=...)``) is kept with them in SQLAlchemy's cache of
    compiled statements, and kept the baseline — 60,000 objects at 1,000 games, walked by
    every full collection after — until other statements pushed it out. The text is made
    known to the history's reader (``history.outline``)."""
    if conn.dialect.name != "sqlite":
        return insert(HISTORY), values
    inputs = values.pop("inputs")
    text = "".join(compact_pieces(inputs))
    outline(text, inputs)  # the History shown next asks it for keys it has not: not decoded
    return _IMPORTED_TEXT, {**values, "inputs_text": text}


def _invariant_error(file: str, doc: Mapping[str, Any], new_ids: Mapping[str, Mapping[int, int]],
                     problem: Invariant) -> StoreImportError:
    old_player = {new: old for old, new in new_ids["players"].items()}[problem.player]
    p_index, player = next((i, p) for i, p in enumerate(doc["players"])
                           if p["id"] == old_player)
    if problem.what == "rp":
        path = f"$.players[{p_index}].rp"
        reason = f"RP {problem.found} do not match the RP ledger ({problem.wanted})"
    elif problem.what == "points":
        m_index, model = next(
            (i, m) for i, m in enumerate(doc["models"])
            if m["player_id"] == old_player and m["uid"] == problem.uid
            and m["force_no"] == player["dissolutions"] and m["status"] == "active")
        path = f"$.models[{m_index}].points"
        reason = (f"points {problem.found} do not match the Team List's "
                  f"{problem.wanted}")
        try:
            doc["_lists"][player["team_list"]].entry(model["entry"])
        except KeyError:
            path, reason = f"$.models[{m_index}].entry", "unknown Team List entry"
    else:
        path, reason = f"$.players[{p_index}]", "RP, Renown or Base level out of range"
    return StoreImportError(f"{path}: {reason}", file=file, path=path, reason=reason)


def baseline_tables() -> list[tuple[str, Table]]:
    """The tables of an import record's baseline, in the order to insert them."""
    return [("campaigns", CAMPAIGNS)] + [(name, _TABLES[name]) for name in _ORDER
                                         if name != "history"]


def _remap(ids: Mapping[int, int], value: Any) -> int | None:
    return ids.get(value) if isinstance(value, int) else None


# Keys whose values are player / game ids inside the history's and games' JSON (the store writes
# them as ints, the rules engine's records as strings); "players" also keys dicts by player id.
_PLAYER_KEYS = frozenset({"player", "player_id", "winner", "winner_id", "players"})
_GAME_KEYS = frozenset({"game", "game_id"})


def _remap_id(value: Any, ids: Mapping[int, int]) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return ids.get(value, value)
    if isinstance(value, str) and value.isdigit() and int(value) in ids:
        return str(ids[int(value)])
    return value


def _remap_json(value: Any, new_ids: Mapping[str, Mapping[int, int]], key: str = "") -> Any:
    """``value`` with the ids of an imported campaign's players and games renumbered, so that
    history summaries ("Ann wins game 2") name the imported rows, not the exporter's."""
    players, games = new_ids["players"], new_ids["games"]
    if isinstance(value, dict):
        return {(_remap_id(k, players) if key == "players" else k):
                _remap_json(v, new_ids, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_remap_json(v, new_ids, key if key == "players" else "") for v in value]
    if key in _PLAYER_KEYS:
        return _remap_id(value, players)
    if key in _GAME_KEYS:
        return _remap_id(value, games)
    return value


# -- Force roster files -------------------------------------------------------------------------


def roster_bytes(store: Store, player_id: int) -> bytes:
    force = store.force(player_id)
    tl = store.team_list(player_id)
    return roster_to_json(force, None, tl.version).encode("utf-8")


def export_force(store: Store, player_id: int, folder: Path) -> Path:
    """Write the player's Force as a roster file (``docs/roster-format.md``) in ``folder``."""
    export_folder(folder)
    summary = store.player_summary(player_id)
    return write_new(folder, summary.force_name or summary.name, ROSTER_SUFFIX,
                     roster_bytes(store, player_id))


def read_roster(data: bytes | str, file: str = "<roster>") -> Roster:
    """Parse a roster file; every problem becomes one :class:`StoreImportError`: what the
    roster reader finds, a number or a text the store cannot hold, and a model uid (or Group
    id) the Force cannot take (two models share it, or it is an Artillery crew id)."""
    file = _printable(file, 200)
    if _containers(data) > MAX_ROSTER_CONTAINERS:  # before parsing, as for campaigns
        raise StoreImportError(f"$: {TOO_MANY}", file=file, path="$", reason=TOO_MANY)
    try:
        roster = parse_roster(data, file)
        _check_scalars(data, file)  # once the reader took it: its size and shape are bounded
    except StoreImportError:
        raise
    except FileProblems as exc:
        first = exc.problems[0] if exc.problems else None
        where = first.path if first is not None and first.path else "$"
        reason = first.message if first is not None else "not a roster file"
        raise StoreImportError(_printable("; ".join(str(p) for p in exc.problems[:5]), 2000),
                               file=file, path=_printable(where, 400),
                               reason=_printable(reason, 400)) from None
    except Exception as exc:  # a safety net, as for campaigns
        raise StoreImportError(repr(exc)[:200], file=file, path="$",
                               reason="not a readable roster file") from None
    for key, name in (("team_list", roster.force.team_list),
                      ("team_list_version", roster.team_list_version)):
        if name and not _plausible_name(name):
            raise StoreImportError(f"{key}: {_printable(name)!r}", file=file, path=key,
                                   reason=NOT_A_NAME)
    clash = uid_clash(roster.force, {})
    if clash is not None:
        raise StoreImportError(clash.text(), file=file, path=clash.path, reason=clash.text())
    return roster


NOT_A_NAME = "not a Team List id or revision"


def _plausible_name(name: str) -> bool:
    """A Team List id or revision can name a folder of the catalogue library (the rule of
    ``app.model.catalogues``): at most 120 characters, no path separator, no leading dot, no
    control character."""
    return (len(name) <= 120 and not name.startswith(".")
            and not any(c in name for c in "/\\") and name.isprintable())


def _check_scalars(data: bytes | str, file: str) -> None:
    """Refuse a roster holding a number or a text the store cannot write (the roster reader
    reports everything else)."""
    doc = json.loads(data)
    if _scan(doc, limit=1 << 30) is not None:  # nesting: the roster reader's own limits
        path, problem = _locate(doc, "")
        path = path.lstrip(".") or "$"
        raise StoreImportError(f"{path}: {problem}", file=file, path=path, reason=problem)


def roster_force(data: bytes | str, file: str,
                 team_list: TeamList | None = None) -> tuple[TeamList, Force]:
    """The Team List and the Force of a roster file, its options resolved: for a new player
    (``team_list`` ``None``: the roster's own, built-in or imported) or for one whose Team
    List is ``team_list`` (the roster must be for it). Raises :class:`StoreImportError`, or
    ``StoreNotFoundError`` when the roster's Team List is not installed."""
    from app.model.store.base import resolve_team_list
    from app.rules.roster import resolve_options

    file = _printable(file, 200)
    roster = read_roster(data, file)
    if team_list is None:
        team_list = resolve_team_list(roster.force.team_list)
    elif roster.force.team_list != team_list.id:
        raise StoreImportError("", file=file, path="team_list",
                               reason=f"the roster is for {roster.force.team_list!r}, "
                                      f"not {team_list.id!r}")
    try:
        force = resolve_options(roster.force, team_list)
    except Exception as exc:  # a safety net, as for the file itself
        raise StoreImportError(repr(exc)[:200], file=file, path="$",
                               reason="not a readable roster file") from None
    return team_list, force


def import_force(store: Store, player_id: int, data: bytes | str,
                 file: str = "<roster>") -> Changes:
    """Replace the player's Force with a roster file's (one undoable ``force_imported``
    action). The roster must be for the player's Team List. Refused with
    :class:`StoreImportError` before anything is written when a model uid is taken: by
    another model of the roster, or by a model of the player that left (dead, lost, removed,
    or of a dissolved Force), whose record would be erased."""
    _, force = roster_force(data, file, store.team_list(player_id))
    current = store.force(player_id)
    new = Force(force.team_list, force.models, force.groups, force.name or current.name,
                current.upgrades, current.starting)
    name = _printable(file, 200)
    try:
        return store._replace_force(player_id, "force_imported", {"file": name}, new,
                                    file=name)
    except StoreError:  # the file's (import error), a rule's or the store's (disk full…)
        raise
    except Exception as exc:  # the write's safety net: rolled back, reported as the file's
        raise StoreImportError(repr(exc)[:200], file=name, path="$",
                               reason="not a readable roster file") from None
