"""What makes a sheet quick in a fresh process: reportlab's unused parts stay unloaded, the parsed
fonts are cached, and neither changes what reportlab does."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from app.sheets import font_cache
from app.sheets.render import FONT_DIR
from tests.conftest import ROOT

REGULAR = FONT_DIR / "DejaVuSans.ttf"


def _same_font(a: TTFont, b: TTFont) -> bool:
    def plain(font: TTFont) -> dict[str, object]:
        return {k: v for k, v in font.face.__dict__.items() if k != "_pdfScale"}

    return (plain(a) == plain(b) and a.face._pdfScale(100) == b.face._pdfScale(100)
            and a.face.name.ustr == b.face.name.ustr
            and {k: v for k, v in a.__dict__.items() if k not in ("face", "state", "encoding")}
            == {k: v for k, v in b.__dict__.items() if k not in ("face", "state", "encoding")})


def test_a_font_from_the_cache_is_the_parsed_font(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORCESHEET_DATA_DIR", str(tmp_path))
    first = font_cache.load_ttfont("F1", REGULAR)  # parsed, then cached
    (cached,) = font_cache.cache_dir().iterdir()
    parsed = TTFont("F1", str(REGULAR))
    assert _same_font(first, parsed)

    def no_parse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the font was parsed again")

    monkeypatch.setattr(font_cache, "TTFont", type("T", (TTFont,), {"__init__": no_parse}))
    second = font_cache.load_ttfont("F1", REGULAR)
    assert _same_font(second, parsed)
    assert second.stringWidth("Ультрамарин — Épée", 10) == parsed.stringWidth(
        "Ультрамарин — Épée", 10)
    assert cached.exists()


def test_a_damaged_or_foreign_cache_falls_back_to_parsing(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORCESHEET_DATA_DIR", str(tmp_path))
    font_cache.load_ttfont("F2", REGULAR)
    (cached,) = font_cache.cache_dir().iterdir()
    cached.write_bytes(b"not marshal data")
    font = font_cache.load_ttfont("F2", REGULAR)
    assert _same_font(font, TTFont("F2", str(REGULAR)))
    # Rewritten whole by the fallback.
    assert font_cache.load_ttfont("F2", REGULAR).face.charWidths == font.face.charWidths
    # A read-only cache folder is no error either.
    monkeypatch.setattr(font_cache, "cache_dir", lambda: tmp_path / "file" / "fonts")
    (tmp_path / "file").write_text("a file, not a folder")
    assert _same_font(font_cache.load_ttfont("F2", REGULAR), font)


def test_reportlab_loads_without_pillow_and_the_url_pattern(tmp_path: Path) -> None:
    code = (
        "import sys, json\n"
        "import app.sheets.render\n"
        "from reportlab.platypus import paragraph\n"
        "image = sys.modules.get('PIL.Image')\n"
        "lazy = type(image).__name__\n"
        "pattern = type(paragraph.uri_pat).__name__\n"
        "pairs = paragraph._uri_split_pairs('https://example.org/a/b')\n"
        "from reportlab.lib.utils import ImageReader\n"
        "print(json.dumps([lazy, pattern, pairs, 'Image' in type(image).__name__ or\n"
        "                  hasattr(image, 'open')]))\n"
    )
    env_out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                             text=True, check=True)
    lazy, pattern, pairs, usable = json.loads(env_out.stdout.strip().splitlines()[-1])
    assert lazy == "_LazyModule"  # Pillow is not loaded by making a sheet
    assert pattern == "LazyPattern"
    assert pairs and pairs[-1][0] == "https://"  # compiled on first use, works as reportlab's
    assert usable  # and Pillow loads when something asks for it
