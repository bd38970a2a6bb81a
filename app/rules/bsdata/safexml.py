"""Reading untrusted BattleScribe files: size caps, zip caps, no DTDs or entities, depth caps.

Every failure is one :class:`CatalogueFileError` naming the file, a stable ``code`` and, where
the parser knows it, the line and column. Nothing here writes files.
"""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, ParseError, TreeBuilder

from defusedxml import DefusedXmlException  # type: ignore[import-untyped]
from defusedxml.ElementTree import DefusedXMLParser  # type: ignore[import-untyped]

MAX_FILE_BYTES = 16 * 1024 * 1024  # the largest HoR catalogue is 0.8 MB
MAX_UNZIPPED_BYTES = 48 * 1024 * 1024
MAX_ZIP_MEMBERS = 16
MAX_DEPTH = 64  # real catalogues nest 16 deep
MAX_ELEMENTS = 3_000_000

BS_NAMESPACES = {
    "http://www.battlescribe.net/schema/gameSystemSchema": "gameSystem",
    "http://www.battlescribe.net/schema/catalogueSchema": "catalogue",
}
ZIPPED_SUFFIXES = {".gstz", ".catz"}
PLAIN_SUFFIXES = {".gst", ".cat"}


class CatalogueFileError(Exception):
    """A BattleScribe file that cannot be read. ``code`` is stable; ``str()`` is for logs."""

    def __init__(
        self,
        file: str,
        code: str,
        detail: str = "",
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.file = file
        self.code = code
        self.detail = detail
        self.line = line
        self.column = column
        where = file
        if line is not None:
            where += f":{line}"
            if column is not None:
                where += f":{column}"
        super().__init__(f"{where}: {code}" + (f": {detail}" if detail else ""))


@dataclass(frozen=True, slots=True)
class Document:
    """A parsed BattleScribe file: its root element (namespace stripped) and its kind."""

    file: str
    kind: str  # "gameSystem" or "catalogue"
    root: Element


class _Limit(Exception):
    def __init__(self, code: str, detail: str) -> None:
        super().__init__(code)
        self.code = code
        self.detail = detail


class _Builder:
    """A TreeBuilder target that strips the namespace and caps depth and element count."""

    def __init__(self) -> None:
        self.tb = TreeBuilder()
        self.depth = 0
        self.count = 0
        self.namespace: str | None = None

    def start(self, tag: str, attrs: dict[str, str]) -> Element:
        self.depth += 1
        self.count += 1
        if self.depth > MAX_DEPTH:
            raise _Limit("xml.too_deep", f"elements nested deeper than {MAX_DEPTH}")
        if self.count > MAX_ELEMENTS:
            raise _Limit("xml.too_many_elements", f"more than {MAX_ELEMENTS} elements")
        ns, _, local = tag.rpartition("}")
        if self.namespace is None:
            self.namespace = ns.lstrip("{")
        return self.tb.start(local, attrs)

    def end(self, tag: str) -> Element:
        self.depth -= 1
        return self.tb.end(tag.rpartition("}")[2])

    def data(self, data: str) -> None:
        self.tb.data(data)

    def close(self) -> Element:
        return self.tb.close()


def read_bytes(path: Path) -> bytes:
    """The XML bytes of a ``.gst``/``.cat`` file or of the one file inside a ``.gstz``/``.catz``."""
    name = str(path)
    try:
        size = path.stat().st_size
    except OSError as e:
        raise CatalogueFileError(name, "file.unreadable", e.strerror or str(e)) from None
    if size > MAX_FILE_BYTES:
        raise CatalogueFileError(name, "file.too_large", f"{size} bytes > {MAX_FILE_BYTES}")
    try:
        with path.open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise CatalogueFileError(name, "file.unreadable", e.strerror or str(e)) from None
    if len(data) > MAX_FILE_BYTES:
        raise CatalogueFileError(name, "file.too_large", f"more than {MAX_FILE_BYTES} bytes")
    if path.suffix.lower() in ZIPPED_SUFFIXES or data[:4] == b"PK\x03\x04":
        return unzip(data, name)
    return data


def unzip(data: bytes, name: str) -> bytes:
    """The single BattleScribe file inside a zip, read with a cap whatever the header claims."""
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError) as e:
        raise CatalogueFileError(name, "zip.invalid", str(e)) from None
    with zf:
        infos = [i for i in zf.infolist() if not i.is_dir()]
        if len(infos) > MAX_ZIP_MEMBERS:
            raise CatalogueFileError(name, "zip.too_many_files", f"{len(infos)} files")
        members = [i for i in infos if Path(i.filename).suffix.lower() in PLAIN_SUFFIXES]
        if len(members) != 1:
            raise CatalogueFileError(
                name, "zip.no_single_catalogue", f"{len(members)} .gst/.cat files inside"
            )
        info = members[0]
        if info.file_size > MAX_UNZIPPED_BYTES:
            raise CatalogueFileError(
                name, "zip.too_large", f"{info.file_size} bytes unzipped > {MAX_UNZIPPED_BYTES}"
            )
        try:
            with zf.open(info) as f:
                out = f.read(MAX_UNZIPPED_BYTES + 1)
        except (zipfile.BadZipFile, OSError, EOFError, NotImplementedError) as e:
            raise CatalogueFileError(name, "zip.invalid", str(e)) from None
        except RuntimeError as e:  # encrypted members
            raise CatalogueFileError(name, "zip.invalid", str(e)) from None
        if len(out) > MAX_UNZIPPED_BYTES:
            raise CatalogueFileError(
                name, "zip.too_large", f"more than {MAX_UNZIPPED_BYTES} bytes unzipped"
            )
        return out


def parse(data: bytes, name: str) -> Document:
    """Parse XML bytes safely into a :class:`Document`; any problem is a CatalogueFileError."""
    if len(data) > MAX_UNZIPPED_BYTES:
        raise CatalogueFileError(name, "file.too_large", f"{len(data)} bytes")
    builder = _Builder()
    parser: Any = DefusedXMLParser(
        target=builder, forbid_dtd=True, forbid_entities=True, forbid_external=True
    )

    def where() -> tuple[int | None, int | None]:
        expat = getattr(parser, "parser", None)
        if expat is None:
            return None, None
        return int(expat.CurrentLineNumber), int(expat.CurrentColumnNumber) + 1

    try:
        parser.feed(data)
        root: Element = parser.close()
    except ParseError as e:
        line, col = e.position
        raise CatalogueFileError(name, "xml.malformed", _short(e), line, col + 1) from None
    except _Limit as e:
        raise CatalogueFileError(name, e.code, e.detail, *where()) from None
    except DefusedXmlException as e:
        code = "xml.dtd_forbidden" if type(e).__name__ == "DTDForbidden" else "xml.entities"
        raise CatalogueFileError(name, code, type(e).__name__, *where()) from None
    except (ValueError, LookupError) as e:  # bad encoding declarations
        raise CatalogueFileError(name, "xml.malformed", str(e), *where()) from None
    kind = BS_NAMESPACES.get(builder.namespace or "")
    if kind is None or root.tag != kind:
        raise CatalogueFileError(
            name,
            "bs.not_battlescribe",
            f"root <{root.tag}> in namespace {builder.namespace or '(none)'!r}",
            1,
        )
    return Document(name, kind, root)


def read_document(path: Path) -> Document:
    return parse(read_bytes(path), str(path))


def _short(e: ParseError) -> str:
    msg = str(e)
    return msg.split(": line ")[0] if ": line " in msg else msg
