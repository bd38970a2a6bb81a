"""reportlab's TrueType fonts, parsed once per installation instead of once per process.

reportlab parses a TTF file in pure Python (about 12 ms for each DejaVu face, a tenth of a
Force Sheet made in a fresh process). What it extracts (names, metrics, the character map, glyph
widths and positions) is plain data: it is kept in ``<data folder>/cache/fonts/`` as a
:mod:`marshal` file, keyed by the font file's size and time, reportlab's version and Python's
marshal format, and a font is rebuilt from it in about 3 ms. Anything unexpected (no cache, a
stale or damaged one, a reportlab whose font objects look different, a read-only folder) falls
back to reportlab's own parsing; the cache only ever saves time.
"""

from __future__ import annotations

import marshal
import os
import sys
import tempfile
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

import reportlab
from reportlab.pdfbase.ttfonts import TTEncoding, TTFNameBytes, TTFont, TTFontFace

from app import paths

FORMAT = 1  # of the cached data, bumped when it changes
_NAME_TAG = "__TTFNameBytes__"
# Rebuilt rather than cached: the file's bytes, the unit scaling function, per-document state.
_FACE_SKIP = frozenset({"_ttf_data", "_pdfScale"})
_FONT_SKIP = frozenset({"face", "state", "encoding", "fontName"})


def cache_dir() -> Path:
    return paths.cache_dir() / "fonts"


def load_ttfont(name: str, path: Path) -> TTFont:
    """The reportlab font ``name`` of the TTF file ``path``: from the cache when it can be."""
    path = Path(path)
    try:
        cache = cache_dir() / _cache_name(path)
    except OSError:
        return TTFont(name, str(path))
    font = _restore(name, path, cache)
    if font is not None:
        return font
    font = TTFont(name, str(path))
    _store(font, cache)
    return font


def _cache_name(path: Path) -> str:
    st = path.stat()
    version = reportlab.Version.replace(".", "_")
    return (f"{path.stem}-{st.st_size}-{st.st_mtime_ns}-rl{version}"
            f"-py{sys.version_info[0]}{sys.version_info[1]}m{marshal.version}-f{FORMAT}.marshal")


def _encode(value: Any) -> Any:
    if isinstance(value, TTFNameBytes):
        return (_NAME_TAG, bytes(value), value.ustr)
    return value


def _decode(value: Any) -> Any:
    if isinstance(value, tuple) and len(value) == 3 and value[0] == _NAME_TAG:
        name = bytes.__new__(TTFNameBytes, value[1])
        name.ustr = value[2]
        return name
    return value


def _store(font: TTFont, cache: Path) -> None:
    face = {k: _encode(v) for k, v in font.face.__dict__.items() if k not in _FACE_SKIP}
    own = {k: v for k, v in font.__dict__.items() if k not in _FONT_SKIP}
    data = {"face": face, "font": own, "face_keys": sorted(font.face.__dict__),
            "font_keys": sorted(font.__dict__)}
    try:
        blob = marshal.dumps(data)
    except ValueError:  # a value marshal cannot keep: a reportlab we do not know
        return
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=cache.parent, prefix=".font-", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(blob)
        os.replace(tmp, cache)
    except OSError:
        pass


def _restore(name: str, path: Path, cache: Path) -> TTFont | None:
    try:
        data = marshal.loads(cache.read_bytes())
        face = TTFontFace.__new__(TTFontFace)
        face.__dict__.update({k: _decode(v) for k, v in data["face"].items()})
        # Private attributes reportlab's stubs do not declare.
        ttf_data = path.read_bytes()
        face.__dict__.update(_ttf_data=ttf_data, _pdfScale=_scale(face.unitsPerEm))
        font = TTFont.__new__(TTFont)
        font.__dict__.update(data["font"])
        font.fontName = name
        font.face = face
        font.encoding = TTEncoding()
        font.state = WeakKeyDictionary()
        if (sorted(face.__dict__) != data["face_keys"]
                or sorted(font.__dict__) != data["font_keys"]
                or len(ttf_data) != path.stat().st_size):
            return None
        return font
    except Exception:  # no cache, or one we cannot use: parse the font
        return None


def _scale(units: int) -> Any:
    """reportlab's scaling of font units to thousandths of an em (``TTFontFile._pdfScale``)."""
    if units == 1000:
        return lambda x: x
    factor = 1000 / units
    return lambda x: x * factor
