"""Import reportlab for the sheets without paying for what they never use.

Importing ``reportlab.platypus`` costs about 140 ms in a fresh process; two parts of it serve
features the sheets do not have:

* ``reportlab.lib.utils`` imports Pillow's ``PIL.Image`` (20–30 ms with its TIFF and EXIF tag
  tables) for bitmap images. The sheets draw no image: ``PIL.Image`` is registered as a lazy
  module (:class:`importlib.util.LazyLoader`), loaded on its first use only.
* ``reportlab.platypus.paragraph`` compiles, at import, a case-insensitive pattern of URLs whose
  character classes span ``\\xa1-\\uffff`` (25–45 ms in ``re``): it only serves hyphenating long
  URLs. It is compiled on first use instead.

Both only change *when* work happens, never what reportlab does. And the cyclic garbage
collector is paused during the import: importing ~80 modules allocates enough objects to trigger
a dozen collections, some walking the app's whole heap (the Team Lists, the store): 35 ms of the
import in the app's process, for no garbage at all. The new objects then join the oldest
generation directly.

Import reportlab in the sheets through :func:`load` (idempotent, thread-safe).
"""

from __future__ import annotations

import gc
import importlib.util
import re
import sys
import threading
from collections.abc import Callable
from typing import Any

# The start of reportlab's URL pattern (reportlab/platypus/paragraph.py, ``uri_pat``).
_URI_PATTERN_START = "(^(?:[a-z0-9\\.\\-\\+]*)://)"
_lock = threading.Lock()
_loaded = False


class LazyPattern:
    """A compiled regular expression made on its first use."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._args = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:
        if self._compiled is None:
            self._compiled = re.compile(*self._args)
        return getattr(self._compiled, name)


def _lazy_pil_image() -> None:
    if "PIL.Image" in sys.modules:
        return
    try:
        import PIL

        spec = importlib.util.find_spec("PIL.Image")
    except ImportError:  # pragma: no cover - reportlab requires Pillow
        return
    if spec is None or spec.loader is None:  # pragma: no cover
        return
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["PIL.Image"] = module
    loader.exec_module(module)
    PIL.Image = module  # type: ignore[attr-defined]


def load() -> None:
    """Import the reportlab modules of the sheets (once per process)."""
    global _loaded
    with _lock:
        if _loaded:
            return
        collecting = gc.isenabled()
        gc.disable()
        try:
            _import()
        finally:
            # The modules' objects live as long as the process: straight to the oldest
            # generation (freeze + unfreeze moves them there without a scan), instead of being
            # scanned by the young collections and promoted generation by generation; or,
            # once the app has set aside what it keeps (app.ui.warmup.freeze_once), with it.
            kept = gc.get_freeze_count() > 0
            gc.freeze()
            if not kept:
                gc.unfreeze()
            if collecting:
                gc.enable()
        _loaded = True


def _import() -> None:
    _lazy_pil_image()
    if "reportlab.platypus.paragraph" not in sys.modules:
        real: Callable[..., Any] = re.compile

        def compile_(pattern: Any, flags: int = 0) -> Any:
            if isinstance(pattern, str) and pattern.startswith(_URI_PATTERN_START):
                return LazyPattern(pattern, flags)
            return real(pattern, flags)

        re.compile = compile_
        try:
            import reportlab.platypus.paragraph
        finally:
            re.compile = real
    import reportlab.pdfbase.ttfonts
    import reportlab.platypus  # noqa: F401
