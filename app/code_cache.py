"""The compiled code of the functions Python libraries write at run time, kept between starts.

Some modules write functions as source text and compile it while the app starts:
``dataclasses`` the ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__`` and
``__delattr__`` of every dataclass (``exec``), ``collections.namedtuple`` each ``__new__``
(``eval``), ``typing`` each forward reference (``compile``: SQLAlchemy's annotations make
~300), SQLAlchemy the wrappers of its decorators (``compile``, ~130). Compiling is three
quarters of what a dataclass costs to make: before the main window's first paint, the 45
dataclasses of the app compiled 258 functions (~42 ms of each start on the 2-core machine),
typing and SQLAlchemy ~20 ms more (issue 19, start-up).

:func:`use_cache` gives those modules an ``exec``, ``eval`` or ``compile`` of their own (a
global of the module, which Python looks up before the built-in: nothing else is touched; a
module not imported yet gets it as it is imported, before its code runs) that compile each
text once and keep the code object, and reads the code kept by an earlier start from the data
folder's cache; :func:`save_cache` writes what was learnt. The code is the very code Python
compiles from the same text, file name, mode and ``__future__`` flags (those of the caller,
as the built-ins take them); anything else (bytes, a syntax tree, other flags) goes to the
built-in as it is. The cache file is ``marshal`` data of this Python version only: written by
another one (its magic number differs), unreadable or not ours, it is an empty cache. Like the
byte-code in ``__pycache__`` it is trusted as written: only the app writes it, in the user's
own data folder, and atomically (a half-written file is never read).
"""

from __future__ import annotations
import __future__

import builtins
import contextlib
import importlib.util
import marshal
import sys
from collections.abc import Callable, Sequence
from importlib.abc import Loader, MetaPathFinder
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import CodeType, ModuleType
from typing import Any

__all__ = ["install", "save_cache", "use_cache"]

#: The modules that compile source text at run time, and the built-in each one calls.
PATCHED: tuple[tuple[str, str], ...] = (
    ("dataclasses", "exec"), ("collections", "eval"), ("typing", "compile"),
    ("sqlalchemy.util.langhelpers", "compile"))

#: A cache file starts with this: the byte-code's magic number (marshal's format follows it),
#: then this module's own format.
_HEADER = importlib.util.MAGIC_NUMBER + b"fsc2"

#: The compiler flags a caller's ``__future__`` imports set (what ``exec`` of a text inherits;
#: ``nested_scopes``' bit is also the code flag of a nested function, and no longer a feature).
_FUTURE_FLAGS = 0
for _name in __future__.all_feature_names:
    if _name != "nested_scopes":
        _FUTURE_FLAGS |= getattr(__future__, _name).compiler_flag

_Key = tuple[str, int, str, str]  # mode, flags, file name, source


class _Cache:
    """The code of each text compiled (``codes[key]``), kept at ``path``."""

    def __init__(self) -> None:
        self.path: Path | None = None
        self.codes: dict[_Key, CodeType] = {}
        self.used: set[_Key] = set()  # the texts asked for since it is in use
        self.dirty = False
        self.compiled = 0  # texts compiled since it is in use (not known before)


_CACHE = _Cache()


def _code(source: str, filename: str, mode: str, flags: int) -> CodeType:
    key = (mode, flags, filename, source)
    _CACHE.used.add(key)
    code = _CACHE.codes.get(key)
    if code is None:
        code = compile(source, filename, mode, flags, dont_inherit=True)
        _CACHE.codes[key] = code
        _CACHE.compiled += 1
        _CACHE.dirty = _CACHE.path is not None
    return code


def _caller_flags() -> int:
    """The ``__future__`` flags of the code that called the caller of this function."""
    return sys._getframe(2).f_code.co_flags & _FUTURE_FLAGS


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


def _cached(run: Callable[..., Any], mode: str) -> Callable[..., Any]:
    """``run`` (the built-in ``exec`` or ``eval``), with a text's code compiled once."""

    def cached(source: Any, globals_: dict[str, Any] | None = None, locals_: Any = None,
               /) -> Any:
        if type(source) is not str:
            return run(source, globals_, locals_)
        globals_, locals_, flags = _scope(globals_, locals_)
        return run(_code(source, "<string>", mode, flags), globals_, locals_)

    cached.__name__ = cached.__qualname__ = f"cached_{mode}"
    return cached


cached_exec = _cached(builtins.exec, "exec")
cached_eval = _cached(builtins.eval, "eval")


def cached_compile(source: Any, filename: Any, mode: str, flags: int = 0,
                   dont_inherit: bool = False, optimize: int = -1) -> Any:
    """``compile``, with a text's code compiled once (a syntax error is raised each time)."""
    if not dont_inherit:
        flags |= _caller_flags()
    if (type(source) is not str or type(filename) is not str or optimize != -1
            or flags & ~_FUTURE_FLAGS):
        return builtins.compile(source, filename, mode, flags, True, optimize)
    return _code(source, filename, mode, flags)


_OURS: dict[str, Callable[..., Any]] = {
    "exec": cached_exec, "eval": cached_eval, "compile": cached_compile}


def _give(module: ModuleType, name: str) -> bool:
    """``module`` gets our ``name`` unless it has a global of that name of its own."""
    current = module.__dict__.get(name)
    if current is None:
        setattr(module, name, _OURS[name])
        return True
    return current is _OURS[name]


class _Giving(Loader):
    """A module's loader, giving it our built-in before its code runs."""

    def __init__(self, loader: Loader, name: str) -> None:
        self.loader = loader
        self.name = name

    def create_module(self, spec: ModuleSpec) -> ModuleType | None:
        return self.loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        _give(module, self.name)
        self.loader.exec_module(module)

    def __getattr__(self, attr: str) -> Any:  # (get_source, get_filename… of the loader)
        return getattr(self.loader, attr)


class _OnImport(MetaPathFinder):
    """Finds the modules of :data:`PATCHED` not imported yet as the other finders do, and
    gives each its built-in as it is imported (then steps aside)."""

    def __init__(self) -> None:
        self.waiting: dict[str, str] = {}

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        name = self.waiting.pop(fullname, None)
        if name is None:
            return None
        if not self.waiting:
            with contextlib.suppress(ValueError):
                sys.meta_path.remove(self)
        for finder in sys.meta_path:
            if finder is self:
                continue
            find = getattr(finder, "find_spec", None)
            spec = find(fullname, path, target) if find is not None else None
            if isinstance(spec, ModuleSpec):
                if spec.loader is not None and hasattr(spec.loader, "exec_module"):
                    spec.loader = _Giving(spec.loader, name)
                return spec
        return None


_ON_IMPORT = _OnImport()


def install() -> bool:
    """Give :data:`PATCHED`'s modules the cached built-ins (once): those imported now at once,
    the others as they are imported. A module with a global of that name of its own is left
    alone. ``True``: every module imported has it."""
    done = True
    for module_name, name in PATCHED:
        module = sys.modules.get(module_name)
        if module is None and "." not in module_name:
            module = importlib.import_module(module_name)  # (the standard library's)
        if module is not None:
            done = _give(module, name) and done
        elif module_name not in _ON_IMPORT.waiting:
            _ON_IMPORT.waiting[module_name] = name
    if _ON_IMPORT.waiting and _ON_IMPORT not in sys.meta_path:
        sys.meta_path.insert(0, _ON_IMPORT)
    return done


def installed() -> bool:
    """Whether every module of :data:`PATCHED` has, or will get as it is imported, ours."""
    return all(_ON_IMPORT.waiting.get(m) == n and _ON_IMPORT in sys.meta_path
               if sys.modules.get(m) is None
               else sys.modules[m].__dict__.get(n) is _OURS[n] for m, n in PATCHED)


def use_cache(path: Path | None) -> None:
    """Install, and from now on keep the code compiled: the texts of the cache file ``path``
    (missing, unreadable, of another Python or not ours: none) are not compiled again, and
    :func:`save_cache` writes those learnt. ``None``: no file (the code is still kept in
    memory)."""
    install()
    codes: dict[_Key, CodeType] = {}
    if path is not None:
        with contextlib.suppress(OSError, ValueError, EOFError, TypeError):
            data = path.read_bytes()
            if data.startswith(_HEADER):
                loaded = marshal.loads(data[len(_HEADER):])
                if isinstance(loaded, dict):
                    codes = {k: v for k, v in loaded.items() if _valid(k, v)}
    _CACHE.path, _CACHE.codes, _CACHE.dirty, _CACHE.compiled = path, codes, False, 0
    _CACHE.used = set()


def _valid(key: object, value: object) -> bool:
    return (isinstance(key, tuple) and len(key) == 4 and key[0] in ("exec", "eval", "single")
            and isinstance(key[1], int) and isinstance(key[2], str)
            and isinstance(key[3], str) and isinstance(value, CodeType))


def save_cache() -> bool:
    """Write the cache file if a text was compiled since it was read (atomically; a folder
    that cannot be written only costs the compiling next time). ``True``: written. When
    more of its texts went unused this time than were used (an earlier version's classes),
    only those used are written: the file does not grow from version to version."""
    path, codes = _CACHE.path, _CACHE.codes
    if path is None:
        return False
    stale = len(codes) - len(_CACHE.used)
    if not _CACHE.dirty and stale <= len(_CACHE.used):
        return False
    if stale > len(_CACHE.used):
        codes = {k: v for k, v in codes.items() if k in _CACHE.used}
    from app.paths import write_cache_bytes

    if not write_cache_bytes(path, _HEADER + marshal.dumps(codes), ".code-"):
        return False
    _CACHE.codes, _CACHE.dirty = codes, False
    return True
