"""Untrusted files: malformed, truncated, oversized, zip bombs and entity attacks all give one
clear CatalogueFileError naming the file, a stable code and (where known) the position."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from app.rules.bsdata import (
    CatalogueFileError,
    import_catalogue,
    parse,
    read_bytes,
    read_document,
    safexml,
)
from tests.rules.bsdata.helpers import MINI

HOSTILE = MINI / "hostile"


def _error(path: Path) -> CatalogueFileError:
    with pytest.raises(CatalogueFileError) as err:
        read_document(path)
    assert err.value.file == str(path)
    assert str(path) in str(err.value)
    return err.value


def test_billion_laughs_is_refused_without_expanding() -> None:
    e = _error(HOSTILE / "billion_laughs.cat")
    assert e.code == "xml.dtd_forbidden"
    assert e.line == 2


def test_external_entity_is_refused() -> None:
    e = _error(HOSTILE / "external_entity.cat")
    assert e.code == "xml.dtd_forbidden"
    assert "passwd" not in str(e)


def test_entities_refused_even_if_dtds_were_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    # Belt and braces: without the DTD ban, the entity ban (defusedxml's forbid_entities and
    # forbid_external, on both parsing paths) still stops the attack.
    monkeypatch.setattr(safexml, "_refuse_doctype", None)
    for name in ("billion_laughs.cat", "external_entity.cat"):
        e = _error(HOSTILE / name)
        assert e.code == "xml.entities"
        assert e.line is not None and e.line >= 3


def test_doctype_is_refused() -> None:
    assert _error(HOSTILE / "doctype_only.cat").code == "xml.dtd_forbidden"


def test_malformed_names_line_and_column() -> None:
    e = _error(HOSTILE / "malformed.cat")
    assert e.code == "xml.malformed"
    assert (e.line, e.column) == (5, 65)  # the </costs> that closes nothing
    assert "mismatched tag" in e.detail
    assert str(e).startswith(f"{HOSTILE / 'malformed.cat'}:5:65: xml.malformed")


def test_truncated_file() -> None:
    e = _error(HOSTILE / "truncated.cat")
    assert e.code == "xml.malformed"
    assert e.line is not None and e.line > 10


def test_empty_file() -> None:
    with pytest.raises(CatalogueFileError) as err:
        parse(b"", "empty.cat")
    assert err.value.code == "xml.malformed"


def test_not_battlescribe() -> None:
    e = _error(HOSTILE / "not_battlescribe.cat")
    assert e.code == "bs.not_battlescribe"
    assert "roster" in e.detail


def test_wrong_game_system() -> None:
    with pytest.raises(CatalogueFileError) as err:
        import_catalogue(HOSTILE / "wrong_game_system.cat", MINI / "mini.gst")
    assert err.value.code == "bs.wrong_game_system"
    assert err.value.file.endswith("wrong_game_system.cat")


def test_catalogue_given_as_game_system() -> None:
    with pytest.raises(CatalogueFileError) as err:
        import_catalogue(MINI / "mini.cat", MINI / "mini.cat")
    assert err.value.code == "bs.not_game_system"


def test_too_deep() -> None:
    depth = safexml.MAX_DEPTH + 5
    xml = (
        '<catalogue xmlns="http://www.battlescribe.net/schema/catalogueSchema">\n'
        + "<a>\n" * depth
        + "</a>" * depth
        + "</catalogue>"
    ).encode()
    with pytest.raises(CatalogueFileError) as err:
        parse(xml, "deep.cat")
    assert err.value.code == "xml.too_deep"
    assert err.value.line == safexml.MAX_DEPTH + 1  # the first element beyond the cap


def test_oversized_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safexml, "MAX_FILE_BYTES", 1000)
    big = tmp_path / "big.cat"
    big.write_bytes(b"<catalogue>" + b" " * 2000 + b"</catalogue>")
    with pytest.raises(CatalogueFileError) as err:
        read_bytes(big)
    assert err.value.code == "file.too_large"
    assert err.value.file == str(big)


def _zip(tmp_path: Path, name: str, members: dict[str, bytes]) -> Path:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for n, data in members.items():
            zf.writestr(n, data)
    p = tmp_path / name
    p.write_bytes(buf.getvalue())
    return p


def test_zipped_catalogue_reads(tmp_path: Path) -> None:
    p = _zip(tmp_path, "mini.catz", {"mini.cat": (MINI / "mini.cat").read_bytes()})
    doc = read_document(p)
    assert doc.kind == "catalogue"
    assert doc.root.get("name") == "Mini Marines"


def test_zip_bomb_is_capped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safexml, "MAX_UNZIPPED_BYTES", 100_000)
    bomb = b"<catalogue>" + b" " * 5_000_000 + b"</catalogue>"  # compresses to ~5 kB
    p = _zip(tmp_path, "bomb.catz", {"bomb.cat": bomb})
    assert p.stat().st_size < 20_000
    with pytest.raises(CatalogueFileError) as err:
        read_bytes(p)
    assert err.value.code == "zip.too_large"


def test_zip_lying_about_its_size_is_still_capped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(safexml, "MAX_UNZIPPED_BYTES", 100_000)
    p = _zip(tmp_path, "liar.catz", {"liar.cat": b"<a>" + b" " * 500_000 + b"</a>"})
    data = bytearray(p.read_bytes())
    # Patch the declared uncompressed size (local header and central directory) to 10 bytes.
    for sig, offset in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):
        i = data.find(sig)
        data[i + offset : i + offset + 4] = (10).to_bytes(4, "little")
    p.write_bytes(bytes(data))
    with pytest.raises(CatalogueFileError) as err:
        read_bytes(p)
    assert err.value.code in ("zip.too_large", "zip.invalid")


def test_zip_without_a_catalogue(tmp_path: Path) -> None:
    p = _zip(tmp_path, "other.catz", {"readme.txt": b"hello"})
    with pytest.raises(CatalogueFileError) as err:
        read_bytes(p)
    assert err.value.code == "zip.no_single_catalogue"


def test_broken_zip(tmp_path: Path) -> None:
    p = tmp_path / "broken.catz"
    p.write_bytes(b"PK\x03\x04 this is not really a zip")
    with pytest.raises(CatalogueFileError) as err:
        read_bytes(p)
    assert err.value.code == "zip.invalid"


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CatalogueFileError) as err:
        read_bytes(tmp_path / "nope.cat")
    assert err.value.code == "file.unreadable"
