"""Reading untrusted BattleScribe files: size caps, zip caps, no DTDs or entities, depth caps.

Every failure is one :class:`CatalogueFileError` naming the file, a stable ``code`` and, where
the parser knows it, the line and column; whatever a damaged zip makes :mod:`zipfile` raise
(``BadZipFile``, ``zlib.error``, "negative seek", unsupported methods, encrypted members…) is
``zip.invalid``. Nothing here writes files.

The caps are measured multiples of the real data (``../shared``): the largest Heralds of Ruin
catalogue is 0.8 MB with 12,559 elements and 17,941 attributes, the largest 40k catalogue 3.5 MB
with 51,452 elements and 71,069 attributes. Parsing costs about 4 µs an element and 2 µs an
attribute, comment or CDATA section, so a file at the caps is refused in about a second.
"""

from __future__ import annotations

import io
import stat
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, ParseError, TreeBuilder

from defusedxml import DefusedXmlException  # type: ignore[import-untyped]
from defusedxml.ElementTree import DefusedXMLParser  # type: ignore[import-untyped]

MAX_FILE_BYTES = 8 * 1024 * 1024  # the largest HoR catalogue is 0.8 MB, the largest 40k 3.5 MB
MAX_UNZIPPED_BYTES = 8 * 1024 * 1024
MAX_ZIP_MEMBERS = 16
MAX_DEPTH = 64  # real catalogues nest 16 deep
MAX_ELEMENTS = 250_000  # 20x the largest HoR catalogue (12,559), 4.9x the largest 40k one
# Elements + attributes + comments + processing instructions + CDATA sections: each is a
# Python call of the parser (real: at most 30,500 in HoR, 122,521 in 40k).
MAX_NODES = 600_000
CANCEL_EVERY = 4096  # elements between two looks at the cancel flag


class ImportCancelled(Exception):
    """The user cancelled the import (the ``cancel`` callable answered True)."""

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
    size: int = 0  # bytes of XML it was parsed from (the conversion's budgets follow it)


class _Limit(Exception):
    def __init__(self, code: str, detail: str) -> None:
        super().__init__(code)
        self.code = code
        self.detail = detail


class _Builder:
    """A TreeBuilder target that strips the namespace and caps depth, elements and nodes.

    ``expat_start``/``expat_end`` are installed straight on the expat parser (attributes as a
    dict built by expat), which halves the cost of the pure-Python ``XMLParser._start`` that
    defusedxml uses; comments, processing instructions and CDATA sections are counted (and
    dropped, as ``TreeBuilder`` does) instead of going through its default handler.
    """

    def __init__(self, cancel: Callable[[], bool] | None = None) -> None:
        self.tb = TreeBuilder()
        self.depth = 0
        self.count = 0
        self.nodes = 0
        self.namespace: str | None = None
        self.cancel = cancel

    def expat_start(self, tag: str, attrs: dict[str, str]) -> Element:
        self.depth += 1
        self.count += 1
        self.nodes += 1 + len(attrs)
        if self.depth > MAX_DEPTH:
            raise _Limit("xml.too_deep", f"elements nested deeper than {MAX_DEPTH}")
        if self.count > MAX_ELEMENTS:
            raise _Limit("xml.too_many_elements", f"more than {MAX_ELEMENTS} elements")
        if self.nodes > MAX_NODES:
            raise _Limit(
                "xml.too_many_elements", f"more than {MAX_NODES} elements and attributes"
            )
        if self.cancel is not None and self.count % CANCEL_EVERY == 0 and self.cancel():
            raise ImportCancelled()
        ns, sep, local = tag.rpartition("}")
        if self.namespace is None:
            self.namespace = ns if sep else ""
        return self.tb.start(local, attrs)

    def expat_end(self, tag: str) -> Element:
        self.depth -= 1
        return self.tb.end(tag.rpartition("}")[2])

    def other(self, *_args: object) -> None:
        """A comment, processing instruction or CDATA section: counted, not kept."""
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _Limit("xml.too_many_elements", f"more than {MAX_NODES} nodes")

    # The TreeBuilder target protocol (start and end are replaced on the expat parser).
    def start(self, tag: str, attrs: dict[str, str]) -> Element:
        return self.expat_start(tag.lstrip("{"), attrs)

    def end(self, tag: str) -> Element:
        return self.expat_end(tag)

    def data(self, data: str) -> None:
        self.tb.data(data)

    def close(self) -> Element:
        return self.tb.close()


def read_bytes(path: Path) -> bytes:
    """The XML bytes of a ``.gst``/``.cat`` file or of the one file inside a ``.gstz``/``.catz``."""
    name = str(path)
    try:
        info = path.stat()
    except OSError as e:
        raise CatalogueFileError(name, "file.unreadable", e.strerror or str(e)) from None
    if not stat.S_ISREG(info.st_mode):  # a FIFO or a device would block or never end
        raise CatalogueFileError(name, "file.unreadable", "not a regular file")
    size = info.st_size
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


def _zip_error(name: str, e: BaseException) -> CatalogueFileError:
    return CatalogueFileError(name, "zip.invalid", f"{type(e).__name__}: {e}"[:200])


def unzip(data: bytes, name: str) -> bytes:
    """The single BattleScribe file inside a zip, read with a cap whatever the header claims.

    A damaged zip makes :mod:`zipfile` raise almost anything (``BadZipFile``, ``zlib.error``,
    ``lzma.LZMAError``, ``OSError``, ``EOFError``, ``ValueError`` "negative seek",
    ``NotImplementedError``, ``RuntimeError`` for encrypted members, ``UnicodeDecodeError``
    for a bad member name, ``struct.error``…): every one is ``zip.invalid``.
    """
    try:
        return _unzip(data, name)
    except CatalogueFileError:
        raise
    except Exception as e:  # the zip library on hostile bytes: any failure is a bad zip
        raise _zip_error(name, e) from None


def _unzip(data: bytes, name: str) -> bytes:
    zf = zipfile.ZipFile(io.BytesIO(data))
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
        with zf.open(info) as f:
            out = f.read(MAX_UNZIPPED_BYTES + 1)
        if len(out) > MAX_UNZIPPED_BYTES:
            raise CatalogueFileError(
                name, "zip.too_large", f"more than {MAX_UNZIPPED_BYTES} bytes unzipped"
            )
        return out


def parse(data: bytes, name: str, cancel: Callable[[], bool] | None = None) -> Document:
    """Parse XML bytes safely into a :class:`Document`; any problem is a CatalogueFileError.

    ``cancel`` is looked at every few thousand elements: when it answers True the parse
    stops with :class:`ImportCancelled`.
    """
    if len(data) > MAX_UNZIPPED_BYTES:
        raise CatalogueFileError(name, "file.too_large", f"{len(data)} bytes")
    builder = _Builder(cancel)
    parser: Any = DefusedXMLParser(
        target=builder, forbid_dtd=True, forbid_entities=True, forbid_external=True
    )
    expat = getattr(parser, "parser", None)
    if expat is not None:  # the pure-Python XMLParser defusedxml builds on (always, today)
        expat.ordered_attributes = False
        expat.StartElementHandler = builder.expat_start
        expat.EndElementHandler = builder.expat_end
        expat.CharacterDataHandler = builder.tb.data  # straight to C: no Python call
        expat.CommentHandler = builder.other
        expat.ProcessingInstructionHandler = builder.other
        expat.StartCdataSectionHandler = builder.other
        expat.EndCdataSectionHandler = _nothing  # not the (slower) default handler

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
    except (ValueError, LookupError, UnicodeError) as e:  # bad encoding declarations
        raise CatalogueFileError(name, "xml.malformed", str(e)[:200], *where()) from None
    kind = BS_NAMESPACES.get(builder.namespace or "")
    if kind is None or root.tag != kind:
        raise CatalogueFileError(
            name,
            "bs.not_battlescribe",
            f"root <{root.tag}> in namespace {builder.namespace or '(none)'!r}",
            1,
        )
    return Document(name, kind, root, len(data))


def _nothing() -> None:
    return None


def read_document(path: Path, cancel: Callable[[], bool] | None = None) -> Document:
    return parse(read_bytes(path), str(path), cancel)


def _short(e: ParseError) -> str:
    msg = str(e)
    return msg.split(": line ")[0] if ": line " in msg else msg
