"""The Team Lists shipped with the app (``resources/teamlists/*.yaml``)."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator, Mapping
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


#: Held while a shipped list loads: a thread asking for it meanwhile waits and gets the very
#: same list, parsed once.
_BUILTIN_LOCK = threading.RLock()


class ShippedLists(Mapping[str, "TeamList"]):
    """The shipped Team Lists by id, each parsed and checked when first asked for (one file,
    30–60 ms: all four at once held the GUI thread 150–200 ms at the first New Player, Team
    Lists or Reference window, which list them by name). The ids, names and versions come from
    the index of the files' heads (:func:`shipped_names`): iterating, ``in`` and ``len`` load
    nothing; ``values()`` and ``items()`` load every list. Thread-safe: a thread asking for a
    list another is loading waits for it and gets the same object."""

    def __init__(self) -> None:
        self._files: dict[str, Path] | None = None
        self._lists: dict[str, TeamList] = {}
        self.parsed = 0  # files parsed so far (tests count them)

    def _index(self) -> dict[str, Path]:
        files = self._files
        if files is None:
            with _BUILTIN_LOCK:
                files = self._files
                if files is None:
                    heads = _heads()
                    if heads is not None:
                        files = {i: TEAMLIST_DIR / n.file for i, n in heads.items()}
                    else:  # a head without its id, name or version: every file, read whole
                        files = {}
                        for f in builtin_files():
                            tl = self._parse(f)
                            self._lists[tl.id] = tl
                            files[tl.id] = f
                    self._files = files
        return files

    def _parse(self, path: Path) -> TeamList:
        from app.rules.format.loader import load_teamlist

        self.parsed += 1
        return load_teamlist(path)

    def __getitem__(self, key: str) -> TeamList:
        found = self._lists.get(key)
        if found is not None:
            return found
        with _BUILTIN_LOCK:
            found = self._lists.get(key)
            if found is None:
                path = self._index()[key]  # (KeyError: no such shipped list)
                found = self._parse(path)
                if found.id != key:  # (a head that says another id than its list)
                    raise KeyError(key)
                self._lists[key] = found
            return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._index())

    def __len__(self) -> int:
        return len(self._index())

    def __contains__(self, key: object) -> bool:
        return key in self._index()

    def any_loaded(self) -> bool:
        return bool(self._lists)


_SHIPPED = ShippedLists()


def builtin_teamlists() -> ShippedLists:
    """Every shipped Team List by id, each loaded once when first asked for
    (:class:`ShippedLists`)."""
    return _SHIPPED


def builtin_loaded() -> bool:
    """Whether a shipped list has been loaded already."""
    return _SHIPPED.any_loaded()


def find_teamlist(teamlist_id: str) -> TeamList | None:
    return builtin_teamlists().get(teamlist_id)


@dataclass(frozen=True)
class ShippedName:
    """A shipped Team List's name and its translations (``names``: language -> name), its
    version and its file's name (in :data:`TEAMLIST_DIR`)."""

    id: str
    name: str
    names: Mapping[str, str]
    version: str = ""
    file: str = ""


#: A top-level key that opens a block (``sections:``, ``rules:``…): the head of a Team List
#: file, its id and names, ends before the first one.
_BLOCK = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*:\s*(#.*)?$")


@cache
def shipped_names() -> dict[str, ShippedName]:
    """The id, name, translated names and version of every shipped Team List, by id: what the
    campaign view shows at start-up, and the lists' listings. Read from the head of each file
    (:func:`names_from_heads`) instead of loading the lists (all of them, when a head lacks
    one of those)."""
    found = _heads()
    if found is not None:
        return found
    lists = builtin_teamlists()
    return {tl.id: ShippedName(tl.id, tl.name, dict(tl.names), tl.version,
                               lists._index()[tl.id].name)
            for tl in lists.values()}


@cache
def _heads() -> dict[str, ShippedName] | None:
    """:func:`_cached_names`, read once per process (the names and the lists' files both
    come from it)."""
    return _cached_names()


#: Bumped when the cached index's layout changes.
NAMES_CACHE_FORMAT = 2


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
                                        {str(k): str(v) for k, v in n["names"].items()},
                                        str(n["version"]), str(n["file"]))
                    for i, n in data["names"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass  # none yet, or not ours: read the heads
    found = names_from_heads()
    if found is not None:
        _write_cache(path, {"format": NAMES_CACHE_FORMAT, "files": key, "names": {
            i: {"name": n.name, "names": dict(n.names), "version": n.version, "file": n.file}
            for i, n in found.items()}})
    return found


def _write_cache(path: Path, data: object) -> None:
    from app.paths import write_cache_file

    write_cache_file(path, data, ".names-")  # a read-only folder: the heads read next time too


def names_from_heads() -> dict[str, ShippedName] | None:
    """The names of the shipped lists from the head of each file (what comes before its first
    block, ``sections:``), without parsing the rest; ``None`` if a head lacks its id, name or
    version (a string)."""
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
        if (not isinstance(data, dict) or "id" not in data or "name" not in data
                or not isinstance(data.get("version"), str)):
            return None
        names = data.get("names") or {}
        if not isinstance(names, dict):
            return None
        out[str(data["id"])] = ShippedName(str(data["id"]), str(data["name"]),
                                           {str(k): str(v) for k, v in names.items()},
                                           data["version"], f.name)
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
