"""A faster answer to the question PySide asks of every module imported after it.

Once PySide6 is loaded, its ``__import__`` hands every module an ``import`` statement returns,
the first time it sees the module's name, to ``shibokensupport.feature.feature_imported``,
which asks ``_mod_uses_pyside(module)``: whether the module's source mentions ``PySide6``
(such a module gets the "no feature" selection of ``from __feature__ import …``, any other
one is ignored). It finds out with ``inspect.getsource``, which decodes and splits the whole
file and keeps it in ``linecache``: 0.2–0.3 ms a module, about 80 ms over the 300 modules the
app imports before its window is painted (issue 19, start-up).

:func:`install` puts in its place a function that gives the same answer from the bytes of the
module's ``.py`` file and asks the original for anything else (no file, a module read from an
archive, an unreadable file). It imports nothing: without PySide loaded it does nothing. The
app uses no ``__feature__``, and the answers are the ones PySide would have computed.

Reading the ~270 files still took ~12 ms of each start. The GUI therefore keeps the answers
in its data folder's cache (:func:`use_cache`, at the start of the GUI; :func:`save_cache`,
after the first paint), each with the file's size and modification time: a file answered
before and unchanged since costs one ``stat``; any other is read, as above.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

_MARK = b"PySide6"
_installed: list[Callable[[ModuleType], bool]] = []  # the original, once installed

#: Bumped when the cache's layout changes.
CACHE_FORMAT = 1


class _Cache:
    """The answers known: ``files[path] = [size, mtime_ns, answer]``, kept at ``path``."""

    def __init__(self) -> None:
        self.path: Path | None = None  # None: no cache in use (answers are read each time)
        self.files: dict[str, list[Any]] = {}
        self.dirty = False
        self.read: list[str] = []  # the files read since it is in use (not known or changed)


_CACHE = _Cache()


def uses_pyside(module: ModuleType, original: Callable[[ModuleType], bool]) -> bool:
    """Whether ``module``'s source mentions PySide6, as ``original`` would answer."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            cache = _CACHE if _CACHE.path is not None else None
            if cache is not None:
                st = os.stat(path)
                known = cache.files.get(path)
                if (known is not None and known[0] == st.st_size
                        and known[1] == st.st_mtime_ns):
                    return bool(known[2])
            with open(path, "rb") as f:
                answer = _MARK in f.read()
            if cache is not None:
                cache.read.append(path)  # (a file changed since its stat is read again next time)
                cache.files[path] = [st.st_size, st.st_mtime_ns, answer]
                cache.dirty = True
            return answer
        except OSError:
            pass
    return original(module)


def use_cache(path: Path | None) -> None:
    """From now on, answer from the cache file ``path`` (missing, unreadable or not ours: an
    empty one) and learn into it; :func:`save_cache` writes what was learnt. ``None``: no
    cache any more (each answer read from its file)."""
    files: dict[str, list[Any]] = {}
    if path is None:
        _CACHE.path, _CACHE.files, _CACHE.dirty, _CACHE.read = None, files, False, []
        return
    with contextlib.suppress(OSError, ValueError, TypeError, AttributeError):
        data = json.loads(path.read_bytes())
        if data.get("format") == CACHE_FORMAT:
            files = {str(k): v for k, v in data["files"].items()
                     if isinstance(v, list) and len(v) == 3}
    _CACHE.path, _CACHE.files, _CACHE.dirty, _CACHE.read = path, files, False, []


def save_cache() -> bool:
    """Write the cache if it learnt anything since it was read (atomically; a folder that
    cannot be written only costs the reading next time). ``True``: written."""
    path = _CACHE.path
    if path is None or not _CACHE.dirty:
        return False
    from app.paths import write_cache_file

    if not write_cache_file(path, {"format": CACHE_FORMAT, "files": _CACHE.files},
                            ".pyside-scan-"):
        return False
    _CACHE.dirty = False
    return True


def install() -> bool:
    """Replace PySide's module scan with :func:`uses_pyside` (once); ``False`` when PySide is
    not loaded or does not scan that way (another version: left alone)."""
    if _installed:
        return True
    feature: Any = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False

    def fast(module: ModuleType) -> bool:
        return uses_pyside(module, original)

    _installed.append(original)
    feature._mod_uses_pyside = fast
    known = getattr(feature, "pyside_feature_dict", None)
    if isinstance(known, dict):  # this module itself, imported before it could answer
        known.setdefault(__name__, 0 if fast(sys.modules[__name__]) else -1)
    return True


def installed() -> bool:
    return bool(_installed)
