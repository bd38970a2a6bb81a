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
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

_MARK = b"PySide6"
_installed: list[Callable[[ModuleType], bool]] = []  # the original, once installed


def uses_pyside(module: ModuleType, original: Callable[[ModuleType], bool]) -> bool:
    """Whether ``module``'s source mentions PySide6, as ``original`` would answer."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as f:
                return _MARK in f.read()
        except OSError:
            pass
    return original(module)


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
