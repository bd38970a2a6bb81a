"""Reading untrusted BattleScribe files: size caps, zip caps, no DTDs or entities, depth caps.

Every failure is one :class:`CatalogueFileError` naming the file, a stable ``code`` and, where
the parser knows it, the line and column; whatever a damaged zip makes :mod:`zipfile` raise
(``BadZipFile``, ``zlib.error``, "negative seek", unsupported methods, encrypted members…) is
``zip.invalid``. Nothing here writes files.

The caps are measured multiples of the real data (``../shared``): the largest Heralds of Ruin
catalogue is 0.8 MB with 12,559 elements and 17,941 attributes, the largest 40k catalogue 3.5 MB
with 51,452 elements and 71,069 attributes.

**Two paths, one meaning.** The XML is read by expat (``pyexpat``) with the refusals of
``defusedxml`` — a DOCTYPE (``xml.dtd_forbidden``), an entity declaration or an external entity
reference (``xml.entities``) stop the parse — and no namespace processing (BattleScribe files
use one default namespace; a prefix is dropped). Before parsing, the bytes are counted: every
element, comment, processing instruction or CDATA section needs a ``<`` and every attribute an
``=``, so when ``<`` ≤ :data:`MAX_ELEMENTS` and ``<`` + ``=`` ≤ :data:`MAX_NODES` the file is
within the element and node caps whatever it holds. Such a file (every real one: at most 65,392
``<`` and 136,465 ``<`` + ``=``) is built by the C ``TreeBuilder`` called straight from expat,
no Python call per element, about 7x faster; its depth is checked on the finished tree. Any
other file — one past a bound, deeper than :data:`MAX_DEPTH`, or declaring an encoding in which
a byte 0x3C need not be ``<`` — is read again by the exact path, which counts every element,
attribute and node with a Python call as it goes and stops at the first one past a cap, naming
its line and column: a file at the caps is refused in about a second.
"""

from __future__ import annotations

import io
import stat
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from xml.etree.ElementTree import Element, TreeBuilder
from xml.parsers import expat

MAX_FILE_BYTES = 8 * 1024 * 1024  # the largest HoR catalogue is 0.8 MB, the largest 40k 3.5 MB
MAX_UNZIPPED_BYTES = 8 * 1024 * 1024
MAX_ZIP_MEMBERS = 16
MAX_DEPTH = 64  # real catalogues nest 16 deep
MAX_ELEMENTS = 250_000  # 20x the largest HoR catalogue (12,559), 4.9x the largest 40k one
# Elements + attributes + comments + processing instructions + CDATA sections: each is a
# Python call of the exact path (real: at most 30,500 in HoR, 122,521 in 40k).
MAX_NODES = 600_000
CANCEL_EVERY = 4096  # elements between two looks at the cancel flag (the exact path)
# Bytes expat parses in one call: the cancel flag is looked at between two, and on the C path
# (no Python call per element) a call holds the GIL from start to end, so a worker parsing a
# catalogue stalls the GUI thread for as long as one call takes: 16 KB parse in ~0.3 ms here
# (256 KB took 5 ms, 10 ms and more on a busy machine), at no cost to the whole parse.
CHUNK_BYTES = 16 * 1024
# Declared encodings in which the byte counts bound the elements and attributes: expat's own
# (ASCII-compatible or UTF-16, where "<" and "=" are always a 0x3C and 0x3D byte) and the
# usual ASCII-compatible one. Any other goes by the exact path.
COUNTABLE_ENCODINGS = frozenset(
    ("utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "iso8859-1", "latin-1", "latin1",
     "utf-16", "utf-16le", "utf-16be", "windows-1252", "cp1252")
)  # fmt: skip


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

    def __reduce__(self) -> tuple[type[CatalogueFileError], tuple[object, ...]]:
        # (pickled as made: a worker process of the library's import sends it back)
        return (type(self), (self.file, self.code, self.detail, self.line, self.column))


@dataclass(frozen=True, slots=True)
class Document:
    """A parsed BattleScribe file: its root element (namespace stripped) and its kind."""

    file: str
    kind: str  # "gameSystem" or "catalogue"
    root: Element
    size: int = 0  # bytes of XML it was parsed from (the conversion's budgets follow it)


class _Limit(Exception):
    """A cap passed, or something refused (a DTD, an entity): ``code`` and ``detail``."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(code)
        self.code = code
        self.detail = detail


class _Uncounted(Exception):
    """The C path cannot vouch for this file (its encoding): the exact path reads it."""


class _Counter:
    """The exact path's handlers: each element, attribute and node counted, then handed to the
    C ``TreeBuilder``; the first one past a cap stops the parse where it stands."""

    def __init__(self, tb: TreeBuilder, cancel: Callable[[], bool] | None) -> None:
        self.tb = tb
        self.depth = 0
        self.count = 0
        self.nodes = 0
        self.cancel = cancel

    def start(self, tag: str, attrs: dict[str, str]) -> Element:
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
        return self.tb.start(tag, attrs)

    def end(self, tag: str) -> Element:
        self.depth -= 1
        return self.tb.end(tag)

    def other(self, *_args: object) -> None:
        """A comment, processing instruction or CDATA section: counted, not kept."""
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _Limit("xml.too_many_elements", f"more than {MAX_NODES} nodes")


def _refuse_doctype(*_args: object) -> None:
    raise _Limit("xml.dtd_forbidden", "DTDForbidden")


def _refuse_entity(*_args: object) -> None:
    raise _Limit("xml.entities", "EntitiesForbidden")


def _refuse_external(*_args: object) -> int:
    raise _Limit("xml.entities", "ExternalReferenceForbidden")


def _countable(_version: str | None, encoding: str | None, _standalone: int) -> None:
    """The C path's XML declaration handler: an encoding the byte counts hold for, or the
    exact path."""
    if encoding is not None and encoding.strip().lower().replace("_", "-") not in (
        COUNTABLE_ENCODINGS
    ):
        raise _Uncounted()


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

    ``cancel`` is looked at every few thousand elements (every 16 KB on the C path): when it
    answers True the parse stops with :class:`ImportCancelled`. See the module docstring for
    the two paths.
    """
    if len(data) > MAX_UNZIPPED_BYTES:
        raise CatalogueFileError(name, "file.too_large", f"{len(data)} bytes")
    tags = data.count(b"<")
    root: Element | None = None
    if tags <= MAX_ELEMENTS and tags + data.count(b"=") <= MAX_NODES:
        try:
            root = _parse(data, name, cancel, exact=False)
        except _Uncounted:
            root = None
        if root is not None and _deeper_than(root, MAX_DEPTH):
            root = None  # the exact path names the first element too deep
    if root is None:
        root = _parse(data, name, cancel, exact=True)
    return _document(root, name, len(data))


def _parse(data: bytes, name: str, cancel: Callable[[], bool] | None, exact: bool) -> Element:
    tb = TreeBuilder()
    p = expat.ParserCreate()
    p.buffer_text = True
    p.ordered_attributes = False
    if exact:
        counter = _Counter(tb, cancel)
        p.StartElementHandler = counter.start
        p.EndElementHandler = counter.end
        p.CommentHandler = counter.other
        p.ProcessingInstructionHandler = counter.other
        p.StartCdataSectionHandler = counter.other
    else:  # C to C: no Python call per element
        p.StartElementHandler = tb.start
        p.EndElementHandler = tb.end
        p.XmlDeclHandler = _countable
    p.CharacterDataHandler = tb.data
    # defusedxml's refusals (forbid_dtd, forbid_entities, forbid_external)
    if _refuse_doctype is not None:
        p.StartDoctypeDeclHandler = _refuse_doctype
    p.EntityDeclHandler = _refuse_entity
    p.UnparsedEntityDeclHandler = _refuse_entity
    p.ExternalEntityRefHandler = _refuse_external

    def where() -> tuple[int, int]:
        return int(p.CurrentLineNumber), int(p.CurrentColumnNumber) + 1

    try:
        view = memoryview(data)
        for at in range(0, len(data), CHUNK_BYTES):
            if cancel is not None and cancel():
                raise ImportCancelled()
            p.Parse(view[at : at + CHUNK_BYTES], False)
        p.Parse(b"", True)
        root: Element = tb.close()
    except expat.ExpatError as e:
        line, col = e.lineno, e.offset
        raise CatalogueFileError(name, "xml.malformed", _short(e), line, col + 1) from None
    except _Limit as e:
        raise CatalogueFileError(name, e.code, e.detail, *where()) from None
    except (ValueError, LookupError, UnicodeError) as e:  # bad encoding declarations
        raise CatalogueFileError(name, "xml.malformed", str(e)[:200], *where()) from None
    return root


def _deeper_than(root: Element, limit: int) -> bool:
    """Whether the tree nests more than ``limit`` elements deep (level by level, in C)."""
    level = [root]
    for _ in range(limit):
        level = [child for el in level if len(el) for child in el]  # (most are leaves)
        if not level:
            return False
    return True


def _document(root: Element, name: str, size: int) -> Document:
    """The root checked as a BattleScribe game system or catalogue; its namespace declarations
    are no attributes, and a prefix (``<bs:catalogue xmlns:bs=…>``) is dropped everywhere."""
    prefix, sep, local = root.tag.rpartition(":")
    namespace = root.attrib.get(f"xmlns:{prefix}" if sep else "xmlns", "")
    for key in [k for k in root.attrib if k == "xmlns" or k.startswith("xmlns:")]:
        del root.attrib[key]
    if sep:
        for el in root.iter():
            el.tag = el.tag.rpartition(":")[2]
    kind = BS_NAMESPACES.get(namespace)
    if kind is None or local != kind:
        raise CatalogueFileError(
            name,
            "bs.not_battlescribe",
            f"root <{local}> in namespace {namespace or '(none)'!r}",
            1,
        )
    return Document(name, kind, root, size)


def read_document(path: Path, cancel: Callable[[], bool] | None = None) -> Document:
    return parse(read_bytes(path), str(path), cancel)


def _short(e: Exception) -> str:
    msg = str(e)
    return msg.split(": line ")[0] if ": line " in msg else msg
