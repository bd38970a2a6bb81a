"""What an import in a worker does in one piece, counted (Tools ▸ Import BattleScribe catalogue
must not stall the GUI thread).

A single C call holds the GIL from its start to its end whatever thread makes it, and so does
the deallocation of a large tree: the GUI thread waits that long. Each test guards one such
piece that was cut up: expat fed a whole catalogue's bytes in 256 KB calls, the parsed cache
written by one ``json.dumps``, the 19 parsed catalogues freed together when the import
returned. Counts and identities, never timings.
"""

from __future__ import annotations

import json
import weakref
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any
from xml.parsers import expat

import pytest

from app.model import catalogues as cat_mod
from app.model.catalogues import CatalogueLibrary
from app.rules.bsdata import CatalogueFileError, import_catalogue, parse, read_bytes, safexml
from app.rules.teamlist_json import teamlist_to_json
from tests.conftest import FIXTURES
from tests.rules.bsdata.helpers import game_system, needs_bsdata, shared_files

MINI = FIXTURES / "bsdata"


# -- expat fed in small pieces ------------------------------------------------------------------


class _Recorder:
    """An expat parser whose ``Parse`` calls are recorded (their sizes), all else its own."""

    def __init__(self, sizes: list[int]) -> None:
        object.__setattr__(self, "_p", _REAL_CREATE())
        object.__setattr__(self, "_sizes", sizes)

    def Parse(self, data: Any, final: bool = False) -> int:
        self._sizes.append(len(data))
        return int(self._p.Parse(data, final))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._p, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._p, name, value)


_REAL_CREATE = expat.ParserCreate


def _parse_sizes(monkeypatch: pytest.MonkeyPatch, data: bytes, name: str) -> tuple[Any, list[int]]:
    sizes: list[int] = []

    class _Expat:
        ExpatError = expat.ExpatError

        @staticmethod
        def ParserCreate(*_a: Any, **_k: Any) -> _Recorder:
            return _Recorder(sizes)

    with monkeypatch.context() as m:
        m.setattr(safexml, "expat", _Expat)
        doc = parse(data, name)
    return doc, sizes


def _big_catalogue(entries: int = 3000) -> bytes:
    """A catalogue of a few hundred KB (with text and non-ASCII names across chunk borders)."""
    body = "".join(
        f'<selectionEntry id="e{i}" name="Entrée {i} — ведущий" type="model">'
        f'<rules><rule id="r{i}" name="Règle {i}"><description>{"Texte ✓ " * (i % 9)}'
        f"</description></rule></rules></selectionEntry>"
        for i in range(entries)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<catalogue xmlns="http://www.battlescribe.net/schema/catalogueSchema" id="c" '
        'name="Big" revision="1" gameSystemId="g"><selectionEntries>'
        f"{body}</selectionEntries></catalogue>"
    ).encode()


def test_expat_is_fed_at_most_chunk_bytes_a_call(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _big_catalogue()
    assert len(data) > 20 * safexml.CHUNK_BYTES
    assert safexml.CHUNK_BYTES <= 16 * 1024
    doc, sizes = _parse_sizes(monkeypatch, data, "big.cat")
    assert max(sizes) <= safexml.CHUNK_BYTES
    assert sum(sizes) == len(data)
    assert len(sizes) >= len(data) // safexml.CHUNK_BYTES
    # the tree is the one a parse of the whole text at once gives
    assert ET.tostring(doc.root) == ET.tostring(_one_shot(data))


def _one_shot(data: bytes) -> ET.Element:
    """``data`` parsed in one call, namespace stripped as :func:`parse` strips it."""
    with pytest.MonkeyPatch.context() as m:
        m.setattr(safexml, "CHUNK_BYTES", len(data) + 1)
        return parse(data, "whole.cat").root


@needs_bsdata
def test_every_shared_catalogue_parses_the_same_in_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    for path in shared_files():
        data = read_bytes(path)
        doc, sizes = _parse_sizes(monkeypatch, data, path.name)
        assert max(sizes) <= safexml.CHUNK_BYTES, path.name
        assert ET.tostring(doc.root) == ET.tostring(_one_shot(data)), path.name


@pytest.mark.parametrize("at", [100, 16 * 1024 - 3, 16 * 1024, 16 * 1024 + 2, 70_000, 200_000])
def test_a_malformed_file_is_told_at_the_same_place_in_pieces(at: int) -> None:
    data = bytearray(_big_catalogue())
    data[at : at + 1] = b"<"  # a "<" where it cannot be: malformed there
    pieces = _error(bytes(data), safexml.CHUNK_BYTES)
    whole = _error(bytes(data), len(data) + 1)
    assert pieces == whole
    assert pieces[0] == "xml.malformed"


def _error(data: bytes, chunk: int) -> tuple[str, int | None, int | None]:
    with pytest.MonkeyPatch.context() as m:
        m.setattr(safexml, "CHUNK_BYTES", chunk)
        with pytest.raises(CatalogueFileError) as err:
            parse(data, "bad.cat")
    return err.value.code, err.value.line, err.value.column


# -- the JSON written in pieces -----------------------------------------------------------------


class _Counting(json.JSONEncoder):
    """The import's encoder, each call's output length recorded."""

    def __init__(self, lengths: list[int]) -> None:
        super().__init__(ensure_ascii=False, separators=(",", ":"), check_circular=False)
        self.lengths = lengths

    def encode(self, o: Any) -> str:
        text = super().encode(o)
        self.lengths.append(len(text))
        return text


def _dumps(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


TRICKY: list[Any] = [
    {},
    [],
    (),
    "",
    "plain",
    0,
    -1.5,
    1e300,
    float("nan"),
    float("inf"),
    True,
    None,
    {"a": {}, "b": [], "c": [{}], "d": [[]], "e": {"f": {"g": [1, {"h": ()}]}}},
    {1: "int key", 2.5: "float key", None: "none key", "é": "ключ"},
    {True: "bool key", False: [0]},
    [("tuple", "in", "list"), {"k": ("t",)}, [[[["deep"]]]]],
    {"text": 'quotes " and \\ backslash \n newline \u2028 \x00 ✓ 🎲'},
    [{"x": i, "y": [i] * (i % 3), "z": {"w": str(i)}} for i in range(50)],
]


@pytest.mark.parametrize("data", TRICKY, ids=range(len(TRICKY)))
def test_the_json_written_in_pieces_is_byte_for_byte_json_dumps(data: Any) -> None:
    assert cat_mod._json_bytes(data) == _dumps(data)


def test_a_key_json_cannot_write_fails_as_json_dumps_fails() -> None:
    with pytest.raises(TypeError):
        json.dumps({(1, 2): 0})
    with pytest.raises(TypeError):
        cat_mod._json_bytes({"ok": {(1, 2): 0}})


def test_a_large_document_is_written_in_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache-like document of ~600 KB: the containers of the first two levels are opened in
    Python, so no call of the C encoder writes more than one entry or one shared table."""
    entry = {
        "id": "x" * 40,
        "name": "Entrée ✓",
        "groups": [{"id": "g", "entries": list(range(40))}] * 5,
        "profiles": [{"characteristics": [["WS", "4"], ["BS", "4"]]}] * 4,
    }
    doc: dict[str, Any] = {
        "format": "forcesheet-teamlist",
        "entries": [dict(entry, n=i) for i in range(1500)],
        "shared": {"constraints": [[i, "max", 1] for i in range(3000)]},
    }
    whole = _dumps(doc)
    assert len(whole) > 500_000
    lengths: list[int] = []
    monkeypatch.setattr(cat_mod, "_ENCODER", _Counting(lengths))
    assert cat_mod._json_bytes(doc) == whole
    biggest_entry = max(len(_dumps(e)) for e in doc["entries"])
    assert max(lengths) == max(biggest_entry, len(_dumps(doc["shared"]["constraints"])))
    assert max(lengths) < 50_000
    assert len(lengths) > 1500


@needs_bsdata
def test_every_shared_cache_is_written_in_pieces_byte_for_byte(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    gst = game_system()
    for path in shared_files():
        doc = teamlist_to_json(import_catalogue(path, gst).team_list)
        whole = _dumps(doc)
        lengths: list[int] = []
        monkeypatch.setattr(cat_mod, "_ENCODER", _Counting(lengths))
        assert cat_mod._json_bytes(doc) == whole, path.name
        monkeypatch.undo()
        # no piece of more than 128 KB of text in one call (the largest cache is ~680 KB)
        assert max(lengths) <= 128 * 1024, (path.name, max(lengths))
        if len(whole) > 256 * 1024:
            assert len(lengths) > 20, path.name


def test_the_import_writes_its_files_through_the_pieces(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    pieces = cat_mod._json_bytes

    def counted(data: Any) -> bytes:
        out = pieces(data)
        assert out == _dumps(data)
        calls.append(len(out))
        return out

    monkeypatch.setattr(cat_mod, "_json_bytes", counted)
    result = CatalogueLibrary(tmp_path).import_files([MINI / "mini.gst", MINI / "mini.cat"])
    assert result.ok
    assert len(calls) == 3  # teamlist.json, report.json, meta.json


# -- each parsed catalogue freed once converted ----------------------------------------------------


def test_each_parsed_catalogue_is_freed_before_the_next_converts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At each conversion, the trees of the catalogues converted before it are gone (freed
    one at a time, not all together when the import returns)."""
    import gc

    roots: list[weakref.ref[ET.Element]] = []
    alive_at_convert: list[int] = []
    real_parse, real_import = parse, import_catalogue

    def parse_kept(data: bytes, name: str, cancel: Any = None) -> Any:
        doc = real_parse(data, name, cancel)
        if doc.kind == "catalogue":
            roots.append(weakref.ref(doc.root))
        return doc

    def convert(doc: Any, gst: Any, cancel: Any = None) -> Any:
        converted = len(alive_at_convert)  # catalogues converted before this one
        alive_at_convert.append(sum(1 for r in roots[:converted] if r() is not None))
        return real_import(doc, gst, cancel)

    monkeypatch.setattr(cat_mod, "parse", parse_kept)
    monkeypatch.setattr(cat_mod, "import_catalogue", convert)
    gc.disable()  # freed by reference counting, as in the import (no collector pass)
    try:
        result = CatalogueLibrary(tmp_path).import_files(
            [MINI / "mini.gst", MINI / "mini.cat", MINI / "modern.gst", MINI / "modern.cat"])
    finally:
        gc.enable()
    assert result.ok, result.problems
    assert len(roots) == 2
    assert alive_at_convert == [0, 0]
    assert all(r() is None for r in roots)


@needs_bsdata
def test_the_shared_catalogues_are_freed_one_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gc

    roots: list[weakref.ref[ET.Element]] = []
    alive: list[int] = []
    real_parse, real_stage = parse, CatalogueLibrary._stage

    def parse_kept(data: bytes, name: str, cancel: Any = None) -> Any:
        doc = real_parse(data, name, cancel)
        if doc.kind == "catalogue":
            roots.append(weakref.ref(doc.root))
        return doc

    def stage(self: CatalogueLibrary, *args: Any, **kwargs: Any) -> Any:
        alive.append(sum(1 for r in roots if r() is not None))
        return real_stage(self, *args, **kwargs)

    monkeypatch.setattr(cat_mod, "parse", parse_kept)
    monkeypatch.setattr(CatalogueLibrary, "_stage", stage)
    monkeypatch.setattr(cat_mod, "MAX_WORKERS", 1)  # each parsed here (no worker process)
    files = [*sorted(shared_files()[0].parent.glob("*.gst")), *shared_files()]
    gc.disable()
    try:
        result = CatalogueLibrary(tmp_path).import_files(files)
    finally:
        gc.enable()
    assert result.ok, result.problems
    n = len(shared_files())
    # staging each catalogue: the ones before it freed, the ones after not parsed yet (each
    # is read when its turn comes: one tree alive at a time)
    assert alive == [1] * n
