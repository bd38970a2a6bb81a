"""The compiled code of the functions the standard library writes at run time, kept between
starts.

``dataclasses`` writes the ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__`` and ``__delattr__`` of every dataclass as source text and compiles it with
``exec``; ``collections.namedtuple`` does the same for each ``__new__`` with ``eval``. The
compiling is three quarters of what a dataclass costs to make: the 45 dataclasses of the
modules the main window's first paint needs compiled 258 functions, ~42 ms of each start on
the 2-core machine (issue 19, start-up).

:func:`use_cache` gives those two modules an ``exec`` and an ``eval`` of their own (a global
of the module, which Python looks up before the built-in one: nothing else is touched) that
compile each text once and keep the code object, and reads the ones kept by an earlier start
from the data folder's cache; :func:`save_cache` writes what was learnt. The code run is the
very code Python would have compiled from the same text, with the same ``__future__`` flags
as the caller's and the same file name (``<string>``); a text not seen before is compiled as
before. The cache file is ``marshal`` data of this Python version only: written by another
one (its magic number differs), unreadable or not ours, it is an empty cache.
"""

from __future__ import annotations
import __future__

import builtins
import contextlib
import importlib.util
import marshal
import sys
from pathlib import Path
from types import CodeType, ModuleType
from typing import Any

__all__ = ["install", "save_cache", "use_cache"]

#: The modules that compile source text at run time, and the built-in each one calls.
PATCHED: tuple[tuple[str, str], ...] = (("dataclasses", "exec"), ("collections", "eval"))

#: A cache file starts with this: the byte-code's magic number (marshal's format follows it),
#: then this module's own format.
_HEADER = importlib.util.MAGIC_NUMBER + b"fsc1"

#: The compiler flags a caller's ``__future__`` imports set (what ``exec`` of a text inherits;
#: ``nested_scopes``' bit is also the code flag of a nested function, and no longer a feature).
_FUTURE_FLAGS = 0
for _name in __future__.all_feature_names:
    if _name != "nested_scopes":
        _FUTURE_FLAGS |= getattr(__future__, _name).compiler_flag


class _Cache:
    """The code of each text compiled: ``codes[(mode, flags, text)]``, kept at ``path``."""

    def __init__(self) -> None:
        self.path: Path | None = None
        self.codes: dict[tuple[str, int, str], CodeType] = {}
        self.dirty = False
        self.compiled = 0  # texts compiled since it is in use (not known before)


_CACHE = _Cache()


def _code(source: str, mode: str, flags: int) -> CodeType:
    key = (mode, flags, source)
    code = _CACHE.codes.get(key)
    if code is None:
        code = compile(source, "<string>", mode, flags, dont_inherit=True)
        _CACHE.codes[key] = code
        _CACHE.compiled += 1
        _CACHE.dirty = _CACHE.path is not None
    return code


def _scope(globals_: dict[str, Any] | None, locals_: Any) -> tuple[dict[str, Any], Any, int]:
    """The caller's namespaces where not given (as the built-ins take them), and its
    ``__future__`` flags; the caller is two frames up (this function's caller's caller)."""
    frame = sys._getframe(2)
    flags = frame.f_code.co_flags & _FUTURE_FLAGS
    if globals_ is None:
        globals_ = frame.f_globals
        if locals_ is None:
            locals_ = frame.f_locals
    return globals_, locals_, flags


def cached_exec(source: Any, globals_: dict[str, Any] | None = None, locals_: Any = None,
                /) -> None:
    """``exec``, with a text's code compiled once."""
    if type(source) is not str:
        return builtins.exec(source, globals_, locals_)
    globals_, locals_, flags = _scope(globals_, locals_)
    return builtins.exec(_code(source, "exec", flags), globals_, locals_)


def cached_eval(source: Any, globals_: dict[str, Any] | None = None, locals_: Any = None,
                /) -> Any:
    """``eval``, with a text's code compiled once."""
    if type(source) is not str:
        return builtins.eval(source, globals_, locals_)
    globals_, locals_, flags = _scope(globals_, locals_)
    return builtins.eval(_code(source, "eval", flags), globals_, locals_)


_OURS = {"exec": cached_exec, "eval": cached_eval}


def install() -> bool:
    """Give :data:`PATCHED`'s modules the cached ``exec`` / ``eval`` (once); a module that
    already has a global of that name is left alone. ``True``: every one of them has it."""
    done = True
    for module_name, name in PATCHED:
        module: ModuleType = importlib.import_module(module_name)
        current = module.__dict__.get(name)
        if current is None:
            setattr(module, name, _OURS[name])
        elif current is not _OURS[name]:
            done = False
    return done


def installed() -> bool:
    return all(sys.modules.get(m) is not None and sys.modules[m].__dict__.get(n) is _OURS[n]
               for m, n in PATCHED)


def use_cache(path: Path | None) -> None:
    """Install, and from now on keep the code compiled: the texts of the cache file ``path``
    (missing, unreadable, of another Python or not ours: none) are not compiled again, and
    :func:`save_cache` writes those learnt. ``None``: no file (the code is still kept in
    memory)."""
    install()
    codes: dict[tuple[str, int, str], CodeType] = {}
    if path is not None:
        with contextlib.suppress(OSError, ValueError, EOFError, TypeError):
            data = path.read_bytes()
            if data.startswith(_HEADER):
                loaded = marshal.loads(data[len(_HEADER):])
                if isinstance(loaded, dict):
                    codes = {k: v for k, v in loaded.items() if _valid(k, v)}
    _CACHE.path, _CACHE.codes, _CACHE.dirty, _CACHE.compiled = path, codes, False, 0


def _valid(key: object, value: object) -> bool:
    return (isinstance(key, tuple) and len(key) == 3 and key[0] in ("exec", "eval")
            and isinstance(key[1], int) and isinstance(key[2], str)
            and isinstance(value, CodeType))


def save_cache() -> bool:
    """Write the cache file if a text was compiled since it was read (atomically; a folder
    that cannot be written only costs the compiling next time). ``True``: written."""
    path = _CACHE.path
    if path is None or not _CACHE.dirty:
        return False
    from app.paths import write_cache_bytes

    if not write_cache_bytes(path, _HEADER + marshal.dumps(_CACHE.codes), ".code-"):
        return False
    _CACHE.dirty = False
    return True
