"""The Team Lists shipped with the app (``resources/teamlists/*.yaml``)."""

from __future__ import annotations

import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from app.rules.typography import typeset

if TYPE_CHECKING:  # the YAML loader (PyYAML, the format checker) loads with the first list
    from app.rules.teamlist import TeamList

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
TEAMLIST_DIR = RESOURCES / "teamlists"


def builtin_files() -> list[Path]:
    return sorted(TEAMLIST_DIR.glob("*.yaml"))


#: Held while the shipped lists load: a thread asking meanwhile (the GUI thread, while the
#: warm-up thread loads them) waits and gets the very same lists, parsed once.
_BUILTIN_LOCK = threading.RLock()


def builtin_teamlists() -> dict[str, TeamList]:
    """Every shipped Team List by id (loaded once, whatever the threads asking)."""
    with _BUILTIN_LOCK:
        return _load_builtin()


def builtin_loaded() -> bool:
    """Whether :func:`builtin_teamlists` has loaded the lists already."""
    return bool(_load_builtin.cache_info().currsize)


@cache
def _load_builtin() -> dict[str, TeamList]:
    from app.rules.format.loader import load_teamlist

    out: dict[str, TeamList] = {}
    for f in builtin_files():
        tl = load_teamlist(f)
        out[tl.id] = tl
    return out


def find_teamlist(teamlist_id: str) -> TeamList | None:
    return builtin_teamlists().get(teamlist_id)


@dataclass(frozen=True)
class ShippedName:
    """A shipped Team List's name and its translations (``names``: language -> name)."""

    id: str
    name: str
    names: Mapping[str, str]


#: A top-level key that opens a block (``sections:``, ``rules:``…): the head of a Team List
#: file, its id and names, ends before the first one.
_BLOCK = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*:\s*(#.*)?$")


@cache
def shipped_names() -> dict[str, ShippedName]:
    """The id, name and translated names of every shipped Team List, by id: what the campaign
    view shows at start-up. Read from the head of each file (:func:`names_from_heads`) instead
    of loading the lists; once :func:`builtin_teamlists` has loaded them, their own names."""
    if not builtin_loaded():
        found = _cached_names()
        if found is not None:
            return found
    return {tl.id: ShippedName(tl.id, tl.name, dict(tl.names))
            for tl in builtin_teamlists().values()}


#: Bumped when the cached index's layout changes.
NAMES_CACHE_FORMAT = 1


def names_cache_path() -> Path:
    """The index of :func:`names_from_heads` as last read, in the data folder's cache: read
    at start-up instead of the heads (which need the YAML loader, 20–35 ms to import)."""
    from app.paths import cache_dir

    return cache_dir() / "shipped_names.json"


def _files_key() -> list[list[object]]:
    """What the cached index was read from: each shipped file's name, size and time."""
    out: list[list[object]] = []
    for f in builtin_files():
        st = f.stat()
        out.append([f.name, st.st_size, st.st_mtime_ns])
    return out


def _cached_names() -> dict[str, ShippedName] | None:
    """:func:`names_from_heads`, from the cache when it was read from these very files, else
    read and cached (a cache that cannot be read or written only costs the reading)."""
    import json

    try:
        key = _files_key()
        path = names_cache_path()
    except (OSError, RuntimeError, ValueError):  # no data folder to cache in: read the heads
        return names_from_heads()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["format"] == NAMES_CACHE_FORMAT and data["files"] == key:
            return {str(i): ShippedName(str(i), str(n["name"]),
                                        {str(k): str(v) for k, v in n["names"].items()})
                    for i, n in data["names"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass  # none yet, or not ours: read the heads
    found = names_from_heads()
    if found is not None:
        _write_cache(path, {"format": NAMES_CACHE_FORMAT, "files": key, "names": {
            i: {"name": n.name, "names": dict(n.names)} for i, n in found.items()}})
    return found


def _write_cache(path: Path, data: object) -> None:
    from app.paths import write_cache_file

    write_cache_file(path, data, ".names-")  # a read-only folder: the heads read next time too


def names_from_heads() -> dict[str, ShippedName] | None:
    """The names of the shipped lists from the head of each file (what comes before its first
    block, ``sections:``), without parsing the rest; ``None`` if a head lacks its id or name."""
    import yaml

    out: dict[str, ShippedName] = {}
    for f in builtin_files():
        head: list[str] = []
        with f.open(encoding="utf-8") as lines:
            for line in lines:
                if _BLOCK.match(line):
                    break
                head.append(line)
        data = yaml.load("".join(head), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        if not isinstance(data, dict) or "id" not in data or "name" not in data:
            return None
        names = data.get("names") or {}
        if not isinstance(names, dict):
            return None
        out[str(data["id"])] = ShippedName(str(data["id"]), str(data["name"]),
                                           {str(k): str(v) for k, v in names.items()})
    return out


def shipped_display_name(teamlist_id: str, name: str, language: str) -> str:
    """A Team List's name in ``language`` when it is a shipped list of that name; any other
    list's ``name`` as it is. Loads no Team List (:func:`shipped_names`)."""
    shipped = shipped_names().get(teamlist_id)
    if shipped is None or shipped.name != name or not language:
        return name
    code = language.split("_")[0]
    found = shipped.names.get(code)
    return shipped.name if found is None else typeset(found, code)
