"""Campaign export / import (one self-contained JSON file) and Force roster files.

Exports are written atomically (temporary file, fsync, rename) under a safe file name that
always stays in the chosen folder. Imports read the whole file in memory with size and depth
limits, check everything before writing anything, then write in one transaction; the only
error they raise is :class:`StoreImportError`.

The campaign file holds the campaign, its players with their Forces (current and former
models), Groups, Teams, games, the RP ledger, the history records and a copy of every Team
List version used. Undo data does not travel: imported history records are not undoable.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Table, insert, select

from app.model import convert as cv
from app.model import db as dbmod
from app.model.errors import StoreError, StoreImportError
from app.model.journal import row_dict
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
from app.model.store.results import Changes
from app.rules.campaign import validate_settings
from app.rules.campaign.data import load_rules
from app.rules.force import Force
from app.rules.format.checker import FileProblems
from app.rules.roster import Roster, parse_roster, roster_to_json
from app.rules.teamlist_json import TeamListDataError, teamlist_from_json

if TYPE_CHECKING:
    from app.model.store import Store

CAMPAIGN_FORMAT = "forcesheet-campaign"
CAMPAIGN_VERSION = 1
CAMPAIGN_SUFFIX = ".forcesheet.json"
ROSTER_SUFFIX = ".roster.json"
MAX_IMPORT_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 96
MAX_NAME = 80

_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(10)),
             *(f"LPT{i}" for i in range(10))}
_UNSAFE = re.compile(r'[\x00-\x1f\x7f<>:"/\\|?*]')

# Per table: the columns holding ids of other rows, and the table they point to.
_REFS: dict[str, dict[str, str]] = {
    "players": {},
    "groups": {"player_id": "players"},
    "models": {"player_id": "players", "status_game_id": "games"},
    "games": {"winner_id": "players"},
    "teams": {"player_id": "players", "game_id": "games"},
    "game_players": {"game_id": "games", "player_id": "players", "team_id": "teams"},
    "history": {},
    "rp_entries": {"player_id": "players", "history_id": "history"},
}
_TABLES: dict[str, Table] = {"players": PLAYERS, "groups": GROUPS, "models": MODELS,
                             "games": GAMES, "teams": TEAMS, "game_players": SIDES,
                             "history": HISTORY, "rp_entries": RP}
_ORDER = ("players", "games", "groups", "models", "teams", "game_players", "history",
          "rp_entries")


# -- file names and atomic writes --------------------------------------------------------------


def safe_filename(name: str, suffix: str, fallback: str = "campaign") -> str:
    """A file name from a user's ``name`` that cannot leave its folder on any system."""
    text = unicodedata.normalize("NFC", name)
    text = _UNSAFE.sub("_", text).replace("..", "_")
    text = text.strip(" .")[:MAX_NAME].strip(" .")
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
        with contextlib.suppress(OSError):
            dir_fd = os.open(folder, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


def export_path(folder: Path, name: str, suffix: str) -> Path:
    """A new file in ``folder`` named after ``name`` (``name (2)`` … when taken); it is
    checked to be inside ``folder``."""
    root = folder.resolve()
    base = safe_filename(name, "")
    candidate = root / (base + suffix)
    n = 2
    while candidate.exists():
        candidate = root / f"{base} ({n}){suffix}"
        n += 1
    if candidate.resolve().parent != root:
        raise StoreError("unsafe export name", name=name)
    return candidate


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
                                                  "created_at", "updated_at")},
            "team_lists": copies,
            "players": players,
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
    return [row_dict(table, r) for r in conn.execute(select(table).where(where)
                                                     .order_by(table.c.id))]


def export_campaign_bytes(store: Store, campaign_id: int) -> bytes:
    doc = campaign_document(store, campaign_id)
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def export_campaign(store: Store, campaign_id: int, folder: Path,
                    name: str | None = None) -> Path:
    """Write the campaign to a new ``<name>.forcesheet.json`` in ``folder``."""
    data = export_campaign_bytes(store, campaign_id)
    title = name if name is not None else store.campaign(campaign_id).name
    path = export_path(folder, title, CAMPAIGN_SUFFIX)
    write_atomic(path, data)
    return path


# -- campaign import -------------------------------------------------------------------------


class _Reader:
    """Strict checks of the parsed document; raises StoreImportError at the first problem."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, path: str, reason: str) -> StoreImportError:
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


def _depth_ok(value: Any, limit: int) -> bool:
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return False
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return True


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
    try:
        doc = json.loads(data)
    except RecursionError:
        raise r.fail("$", "nested too deeply") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise r.fail("$", f"not valid JSON ({type(exc).__name__})") from None
    if not _depth_ok(doc, MAX_DEPTH):
        raise r.fail("$", "nested too deeply")
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
    ids: dict[str, set[int]] = {}
    for name in _ORDER:
        table = _TABLES[name]
        kinds = _column_kinds(table)
        rows = r.arr(root.get(name), f"$.{name}")
        seen: set[int] = set()
        for i, raw in enumerate(rows):
            path = f"$.{name}[{i}]"
            row = r.obj(raw, path)
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
    for name in _ORDER:
        for i, row in enumerate(root[name]):
            for col, target in _REFS[name].items():
                value = row.get(col)
                if value is not None and value not in ids[target]:
                    raise r.fail(f"$.{name}[{i}].{col}", "refers to nothing")
    _check_values(r, root)
    root["_lists"] = checked_lists
    return root


def _check_values(r: _Reader, root: Mapping[str, Any]) -> None:
    """Values the store will hand to the rules engine must read back."""
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
    if isinstance(data, Path):
        file = file or data.name
        try:
            with data.open("rb") as fh:
                raw = fh.read(MAX_IMPORT_BYTES + 1)
        except OSError as exc:
            raise StoreImportError(str(exc), file=file, path="$",
                                   reason=exc.strerror or "cannot read") from None
    else:
        raw = data.encode("utf-8") if isinstance(data, str) else data
    name = file or "<campaign>"
    try:
        doc = read_campaign(raw, name)
    except StoreImportError:
        raise
    except Exception as exc:  # a safety net: any surprise is an import error, never a crash
        raise StoreImportError(repr(exc)[:200], file=name, path="$",
                               reason="not a readable campaign file") from None
    return _write_campaign(store, doc, name)


def _write_campaign(store: Store, doc: dict[str, Any], file: str) -> int:
    lists = doc["_lists"]
    with store._write() as conn:
        c = doc["campaign"]
        now = _now()
        result = conn.execute(insert(CAMPAIGNS).values(
            name=c["name"], notes=c["notes"], settings=c["settings"], archived=c["archived"],
            created_at=c.get("created_at") if isinstance(c.get("created_at"), str) else now,
            updated_at=now))
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
                                  "created_at": now, "updated_at": now}]
        for name in _ORDER:
            table = _TABLES[name]
            for row in doc[name]:
                values = {k: v for k, v in row.items() if k in table.c and k != "id"}
                for col, target in _REFS[name].items():
                    if values.get(col) is not None:
                        values[col] = new_ids[target][values[col]]
                if name == "players":
                    values["campaign_id"] = cid
                    values["team_list_copy_id"] = copy_ids[row["team_list"]]
                if name in ("games", "history"):
                    values["campaign_id"] = cid
                if name == "games" and values.get("rewards") is not None:
                    values["rewards"] = _remap_json(values["rewards"], new_ids, "players")
                if name == "history":
                    for col in ("inputs", "summary"):
                        if values.get(col) is not None:
                            values[col] = _remap_json(values[col], new_ids)
                    values.update(is_action=False, undone=False, redoable=False,
                                  target_id=None, player_id=_remap(
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
        conn.execute(insert(HISTORY).values(
            campaign_id=cid, seq=seq_base + 1, player_id=None, kind="campaign_imported",
            inputs={"file": file[:200], "baseline": baseline},
            summary={"name": doc["campaign"]["name"]},
            created_at=now, is_action=False, undone=False, redoable=False, target_id=None))
    return cid


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
    summary = store.player_summary(player_id)
    path = export_path(folder, summary.force_name or summary.name, ROSTER_SUFFIX)
    write_atomic(path, roster_bytes(store, player_id))
    return path


def read_roster(data: bytes | str, file: str = "<roster>") -> Roster:
    """Parse a roster file; every problem becomes one :class:`StoreImportError`."""
    try:
        return parse_roster(data, file)
    except FileProblems as exc:
        first = exc.problems[0] if exc.problems else None
        where = first.path if first is not None and first.path else "$"
        reason = first.message if first is not None else "not a roster file"
        raise StoreImportError("; ".join(str(p) for p in exc.problems[:5]), file=file,
                               path=where, reason=reason) from None
    except Exception as exc:  # a safety net, as for campaigns
        raise StoreImportError(repr(exc)[:200], file=file, path="$",
                               reason="not a readable roster file") from None


def import_force(store: Store, player_id: int, data: bytes | str,
                 file: str = "<roster>") -> Changes:
    """Replace the player's Force with a roster file's (one undoable ``force_imported``
    action). The roster must be for the player's Team List."""
    from app.rules.roster import resolve_options

    roster = read_roster(data, file)
    tl = store.team_list(player_id)
    if roster.force.team_list != tl.id:
        raise StoreImportError("", file=file, path="team_list",
                               reason=f"the roster is for {roster.force.team_list!r}, "
                                      f"not {tl.id!r}")
    force = resolve_options(roster.force, tl)
    current = store.force(player_id)
    new = Force(tl.id, force.models, force.groups, force.name or current.name, current.upgrades,
                current.starting)
    return store._replace_force(player_id, "force_imported", {"file": file[:200]}, new)
