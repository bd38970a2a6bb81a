"""The catalogues of an import are read and converted by worker processes (two cores or more):
the library they write is the one an import in this process writes, the problems keep the
files' order, and this process parses none of them."""

from __future__ import annotations

import json
import pickle
from pathlib import Path
from typing import Any

import pytest

from app.model import catalogues as cat_mod
from app.model.catalogues import CatalogueLibrary, _catalogue_of
from app.rules.bsdata import CatalogueFileError, Converted, convert_bytes, parse
from tests.conftest import BSDATA, FIXTURES

MINI = FIXTURES / "bsdata"
needs_bsdata = pytest.mark.skipif(not BSDATA.is_dir(), reason=f"no {BSDATA}")


def _library_files(root: Path) -> dict[str, bytes]:
    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file() and "/." not in f"/{p.relative_to(root)}":
            data = p.read_bytes()
            if p.name == "meta.json":  # (its import time differs)
                meta = json.loads(data)
                meta.pop("imported_at")
                data = json.dumps(meta, sort_keys=True).encode()
            out[str(p.relative_to(root))] = data
    return out


def test_the_head_of_a_catalogue_names_its_game_system() -> None:
    head = b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<catalogue id="c" '
    assert _catalogue_of(head + b'name="C" gameSystemId="gs-1" revision="2">') == "gs-1"
    assert _catalogue_of(b'\xef\xbb\xbf<catalogue\n  id="c" gameSystemId="g">') == "g"
    # anything but that plain head is read here, as before
    assert _catalogue_of(b'<?xml version="1.0"?><gameSystem id="g">') is None
    assert _catalogue_of(b'<!-- x --><catalogue id="c" gameSystemId="g">') is None
    assert _catalogue_of(b'<!DOCTYPE c [<!ENTITY a "b">]><catalogue gameSystemId="g">') is None
    assert _catalogue_of(b'<catalogue id="c" gameSystemId="a&amp;b">') is None
    assert _catalogue_of(b'<catalogue id="c">') is None


def test_a_file_error_crosses_to_the_importing_process() -> None:
    error = CatalogueFileError("x.cat", "xml.malformed", "line 3", 3, 7)
    again = pickle.loads(pickle.dumps(error))
    assert (again.file, again.code, again.detail, again.line, again.column) == (
        "x.cat", "xml.malformed", "line 3", 3, 7)
    assert str(again) == str(error)


def test_a_worker_converts_bytes_as_the_library_does() -> None:
    gst = (MINI / "mini.gst").read_bytes()
    cat = (MINI / "hostile" / "malformed.cat").read_bytes()
    found = convert_bytes(cat, "malformed.cat", gst, "mini.gst", "mini-gst")
    assert isinstance(found, CatalogueFileError) and found.code == "xml.malformed"  # (read)
    mini = (MINI / "mini.cat").read_bytes()
    assert convert_bytes(mini, "mini.cat", gst, "mini.gst", "another-gst") is None
    converted = convert_bytes(mini, "mini.cat", gst, "mini.gst", "mini-gst")
    assert isinstance(converted, Converted)
    assert converted.teamlist["id"] == converted.id and converted.report.file == "mini.cat"


@needs_bsdata
def test_the_workers_write_the_library_an_import_here_writes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    files = [*sorted(BSDATA.glob("*.gst")), *sorted(BSDATA.glob("*.cat"))[:4]]
    here = CatalogueLibrary(tmp_path / "here")
    with monkeypatch.context() as mp:
        mp.setattr(cat_mod, "MAX_WORKERS", 1)  # every catalogue parsed in this process
        assert here.import_files(files).ok
    parsed: list[str] = []
    real_parse = cat_mod.parse

    def counted(data: bytes, name: str, cancel: Any = None) -> Any:
        doc = real_parse(data, name, cancel)
        parsed.append(doc.kind)
        return doc

    monkeypatch.setattr(cat_mod, "parse", counted)
    monkeypatch.setattr(cat_mod.os, "cpu_count", lambda: 2)
    workers = CatalogueLibrary(tmp_path / "workers")
    result = workers.import_files(files)
    assert result.ok and len(result.imported) == 4
    assert "catalogue" not in parsed  # the workers read them
    assert _library_files(workers.root) == _library_files(here.root)


def test_a_cancel_while_the_workers_convert_leaves_the_library_as_it_was(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cat_mod.os, "cpu_count", lambda: 2)
    lib = CatalogueLibrary(tmp_path)
    gst = MINI / "mini.gst"
    # two catalogues with the plain head, left to the workers
    plain = b"<?xml version=\"1.0\"?>\n" + (MINI / "mini.cat").read_bytes().split(b"-->\n", 1)[1]
    files = []
    for n in (1, 2):
        f = tmp_path / f"plain{n}.cat"
        f.write_bytes(plain.replace(b'id="mini-cat"', f'id="mini-cat-{n}"'.encode()))
        files.append(f)
    assert _catalogue_of(plain) == "mini-gst"
    lib.import_files([gst])
    before = _library_files(lib.root)
    result = lib.import_files(files, cancel=lambda: True)
    assert result.cancelled
    assert _library_files(lib.root) == before
    done = lib.import_files(files)
    assert done.ok and len(done.imported) == 2
    assert parse(plain, "plain.cat").kind == "catalogue"


def test_without_worker_processes_each_catalogue_is_read_here(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cat_mod.os, "cpu_count", lambda: 2)

    def no_processes(*_a: Any, **_k: Any) -> Any:
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(cat_mod, "ProcessPoolExecutor", no_processes)
    plain = b"<?xml version=\"1.0\"?>\n" + (MINI / "mini.cat").read_bytes().split(b"-->\n", 1)[1]
    files = [MINI / "mini.gst"]
    for n in (1, 2):
        f = tmp_path / f"plain{n}.cat"
        f.write_bytes(plain.replace(b'id="mini-cat"', f'id="mini-cat-{n}"'.encode()))
        files.append(f)
    result = CatalogueLibrary(tmp_path / "lib").import_files(files)
    assert result.ok and len(result.imported) == 2
