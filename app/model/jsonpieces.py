"""JSON read and written a piece at a time, for work in a thread beside the GUI.

A campaign file of 1,000 games is 16 MB of JSON. ``json.loads`` decodes it in one call of C
code that holds the GIL from start to end (100–200 ms), and ``json.dumps`` of the same
document ends in one ``"".join`` and one ``str.encode`` of 16 MB (20–50 ms each); the busy
worker of File ▸ Import / Export campaign (``app.ui.busy``) then stops the window for as long:
the GUI thread cannot run a line of Python until the worker lets go of the GIL, which happens
between bytecodes only (every ``sys.getswitchinterval()``, 5 ms), never inside one C call.
Freeing the decoded document (a million objects) is one such call too.

Here every C call works on a bounded piece, so the worker lets the GUI thread in between:

* :func:`loads` is ``json.loads`` — the same documents accepted, the same values, and for a
  document refused the same exception (type, message, position, line and column). Bytes are
  decoded as ``json.loads`` decodes them (``json.detect_encoding``, ``"surrogatepass"``), UTF-8
  in pieces of :data:`BYTES_PIECE` cut before a lead byte; the walk of :class:`_Walk` then
  hands the C scanner (``JSONDecoder.scan_once``) one value at a time, from a piece of the
  text: of at most :data:`MOST_CHARS` characters for an object or a list (a bigger one is
  walked here, its keys and values each handed to the scanner in turn, to any depth), the
  whole of a text or number however long (one value of a few hundred kB is real data: a
  Team List copy is walked, its texts are not long). Why the walk's choices are sound is
  said where they are made.
* :func:`compact_pieces` is ``json.dumps(value)`` (the store's JSON columns), in pieces.
* :func:`utf8_pieces` is ``"".join(chunks).encode("utf-8")`` in pieces (``json.dumps`` with
  an indent already yields small chunks: ``JSONEncoder.iterencode``).
* :func:`release` frees a big decoded document a slice at a time.

Limits: nesting beyond what the C scanner allows (``RecursionError``: some 1,000 levels less
the depth of the caller's stack, as for ``json.loads``) is refused the same way, the levels the
walk takes itself counted as the scanner counts its own (a Python frame each); the exact level
differs by the frame or two the walk's calls add, as it differs for ``json.loads`` called from
deeper or shallower in a program. A text in another encoding than UTF-8 (UTF-16, UTF-32:
never written by Force Sheet) is decoded in one call.
"""

from __future__ import annotations

import codecs
import json
import json.scanner
import re
from collections.abc import Callable, Iterable, Iterator
from json import JSONDecodeError
from typing import Any

__all__ = ["BYTES_PIECE", "MOST_CHARS", "compact_pieces", "encoded_pieces", "loads",
           "release", "utf8_pieces"]

#: UTF-8 bytes decoded to text per call, characters of a text added to the window per call
#: (the scanner reads the window in place: this is also about how far it reads at a time).
BYTES_PIECE = 1 << 16
TEXT_PIECE = 1 << 16
#: Characters the scanner is first handed for a value (grown four times at a time while the
#: value does not fit), and the most it is handed for an object or a list (about 2 ms of C):
#: a bigger one is walked here.
FIRST_CHARS = 1 << 10
MOST_CHARS = 1 << 15
#: A value the scanner parsed in a piece is the value of the whole text once this many
#: characters of the piece follow it (a number decides where it ends on the next 2 or 3:
#: ``1.5``, ``1e+5``; the longest constant, ``-Infinity``, is 9 characters).
MARGIN = 16
#: Whitespace ahead read into the window per step (any amount is skipped).
_WS_CHARS = 1 << 10

_WS = re.compile(r"[ \t\n\r]*").match  # json.decoder.WHITESPACE: JSON's whitespace
_NUMBER = json.scanner.NUMBER_RE.match
#: The scanner's complaints that a piece cut short cannot cause far from its end (a text cut
#: short is "Unterminated string starting at" its start, anywhere: not listed). Any other
#: complaint (a message of another Python) is taken as the piece being too short: slower,
#: never wrong.
_FINAL = frozenset({"Expecting value", "Expecting ',' delimiter", "Expecting ':' delimiter",
                    "Expecting property name enclosed in double quotes",
                    "Invalid control character at", "Invalid \\escape",
                    "Invalid \\uXXXX escape"})


# -- decoding -----------------------------------------------------------------------------------


def loads(data: str | bytes | bytearray) -> Any:
    """``json.loads(data)``, holding the GIL for small pieces at a time (module docstring)."""
    if isinstance(data, str):
        if data.startswith("\ufeff"):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", data, 0)
        return _Walk(_Window("", (data[k:k + TEXT_PIECE]
                                  for k in range(0, len(data), TEXT_PIECE)))).run()
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError(f"the JSON object must be str, bytes or bytearray, "
                        f"not {data.__class__.__name__}")
    pieces = _text_pieces(data, BYTES_PIECE)
    try:
        return _Walk(_Window("", pieces)).run()
    except Exception as exc:
        error = exc
    try:  # json.loads decodes the whole text first: bytes that are not text after the place
        for _piece in pieces:  # the walk stopped are the error it raises
            pass
    except UnicodeDecodeError as exc:
        raise exc from None
    raise error


def _text_pieces(data: bytes | bytearray, size: int) -> Iterator[str]:
    """``data.decode(json.detect_encoding(data), "surrogatepass")`` in pieces of about
    ``size`` bytes. UTF-8 is cut before a byte that is not a continuation byte (``10xxxxxx``),
    so no character (nor a lone surrogate ``"surrogatepass"`` lets through) is split: the
    pieces join to the text decoded whole, and bytes that are not UTF-8 fail in the piece
    they are in (four continuation bytes in a row are never UTF-8, wherever the cut). The
    error raised is the whole decoding's (its position and reason): the text is decoded whole
    again then, once."""
    encoding = json.detect_encoding(data)
    if encoding not in ("utf-8", "utf-8-sig"):
        yield data.decode(encoding, "surrogatepass")
        return
    skip = 3 if encoding == "utf-8-sig" else 0  # detect_encoding saw the BOM: decoding drops it
    view = memoryview(data)
    start, end = skip, len(data)
    while start < end:
        cut = min(start + size, end)
        for _ in range(3):
            if cut < end and data[cut] & 0xC0 == 0x80:
                cut += 1
        try:
            text, _used = codecs.utf_8_decode(view[start:cut], "surrogatepass", True)
        except UnicodeDecodeError:
            data.decode(encoding, "surrogatepass")  # raises the whole text's error (the
            raise  # first one of the text; a piece cut after a lead byte tells it otherwise)
        yield text
        start = cut


class _Window:
    """The text being decoded, as a window over it: ``buf`` holds the characters from
    ``base`` on, read from ``pieces`` as the walk needs them; what is behind the walk is
    dropped (a refill copies what is left of the window and the pieces it adds, about
    :data:`BYTES_PIECE` characters, never the whole text). Lines are counted as they are
    dropped, for the position of an error."""

    def __init__(self, text: str, pieces: Iterator[str]) -> None:
        self.buf, self.base, self.pieces = text, 0, pieces
        self.eof = False
        self.lines = 0  # newlines before ``base``
        self.line_start = 0  # where the line holding ``base`` starts

    def need(self, i: int, n: int) -> bool:
        """Whether the window holds ``[i, i + n)``, after reading what it can (``i`` is at or
        after ``base``); ``False``: the text ends before."""
        end = self.base + len(self.buf)
        if i + n <= end:
            return True
        if self.eof:
            return False
        buf, cut = self.buf, i - self.base
        self.lines += buf.count("\n", 0, cut)
        newline = buf.rfind("\n", 0, cut)
        if newline >= 0:
            self.line_start = self.base + newline + 1
        parts, got = [buf[cut:]], end - i
        for piece in self.pieces:
            parts.append(piece)
            got += len(piece)
            if got >= n:
                break
        else:
            self.eof = True
        self.buf, self.base = "".join(parts), i
        return got >= n

    def char(self, i: int) -> str:
        """The character at ``i``, ``""`` past the end."""
        return self.buf[i - self.base] if self.need(i, 1) else ""

    def ws(self, i: int) -> int:
        """Where the JSON whitespace from ``i`` ends."""
        while True:
            full = self.need(i, _WS_CHARS)
            match = _WS(self.buf, i - self.base)
            assert match is not None  # (it matches the empty text)
            j = match.end() + self.base
            if j < self.base + len(self.buf) or not full:
                return j
            i = j

    def error(self, msg: str, pos: int) -> JSONDecodeError:
        """``JSONDecodeError(msg, text, pos)`` as ``json.loads`` makes it (its ``doc`` is
        the window, not the whole text)."""
        off = pos - self.base
        buf = self.buf
        lineno = self.lines + buf.count("\n", 0, off) + 1
        newline = buf.rfind("\n", 0, off)
        colno = pos - (self.base + newline + 1 if newline >= 0 else self.line_start) + 1
        exc = JSONDecodeError(msg, buf, max(0, min(off, len(buf))))
        ValueError.__init__(exc, f"{msg}: line {lineno} column {colno} (char {pos})")
        exc.pos, exc.lineno, exc.colno = pos, lineno, colno
        return exc


class _Open:
    """An object or a list too big for one piece: the walk takes it apart itself."""

    def __init__(self, kind: str) -> None:
        self.kind = kind


_OBJECT, _ARRAY = _Open("{"), _Open("[")


class _Walk:
    """``json.JSONDecoder.decode`` of a :class:`_Window`'s text, by the rules of the
    module's ``JSONObject``, ``JSONArray`` and ``scanner`` (same messages, same places)."""

    def __init__(self, window: _Window) -> None:
        self.t = window
        self.scan: Callable[[str, int], tuple[Any, int]] = (
            json.JSONDecoder().scan_once)  # type: ignore[attr-defined]
        # one key object for each key text, as json.loads keeps them (its scanner's memo
        # lasts one call, here one value): 75 → 62 MB for a campaign file of 1,000 games
        memo: dict[str, str] = {}
        self.memo = memo.setdefault

    def value(self, i: int, n: int = 0) -> tuple[Any, int]:
        """The value at ``i`` and where it ends, the window holding at least ``n`` characters
        from ``i`` first; or ``(_OBJECT | _ARRAY, i + 1)`` for a container that does not fit
        in :data:`MOST_CHARS`.

        The scanner reads the window in place, so at most to its end (one window's worth:
        never the rest of the text). A value it parsed there is the value of the whole text
        when the window goes on at least :data:`MARGIN` characters after it, or holds the
        end of the text: the scanner read the same characters in both. A failure is the whole
        text's when the window holds its end, or when the scanner stopped far from the
        window's end for a reason a cut cannot cause (:data:`_FINAL`); else the window was
        too short: it is widened (four times, up to :data:`MOST_CHARS` for a container, which
        is then walked here; without limit for a text or a number)."""
        t, scan = self.t, self.scan
        n = n or FIRST_CHARS
        while True:
            t.need(i, n)
            buf, off = t.buf, i - t.base
            room, whole = len(buf) - off, t.eof
            try:
                value, end = scan(buf, off)
            except StopIteration as stop:  # no value starts there (the first or one inside)
                at = stop.value - off  # (or a constant, a number cut short)
                if whole or at + MARGIN < room:
                    raise t.error("Expecting value", i + at) from None
            except JSONDecodeError as exc:
                at = exc.pos - off
                if whole or (at + MARGIN < room and exc.msg in _FINAL):
                    raise t.error(exc.msg, i + at) from None
            except ValueError:  # an integer of more digits than Python converts: told with
                if whole:  # their number, so only once they are all in the window
                    raise
                number = _NUMBER(buf, off) if buf[off] in "-0123456789" else None
                if number is not None and number.end() + MARGIN <= len(buf):
                    raise
            else:
                if whole or end - off + MARGIN <= room:
                    return value, i + end - off
            container = buf[off] in "{["
            if container and room >= MOST_CHARS:
                return (_OBJECT if buf[off] == "{" else _ARRAY), i + 1
            n = max(n, 4 * room)
            if container:
                n = min(n, MOST_CHARS)

    def key(self, i: int) -> tuple[str, int]:
        """An object's key at ``i`` (a ``"`` there), then past its ``:`` and whitespace."""
        t = self.t
        key, i = self.value(i)
        i = t.ws(i)
        if t.char(i) != ":":
            raise t.error("Expecting ':' delimiter", i)
        return key, t.ws(i + 1)

    def run(self) -> Any:
        t = self.t
        got, i = self.value(t.ws(0))
        if isinstance(got, _Open):
            got, i = self.walk(got, i)
        i = t.ws(i)
        if t.need(i, 1):
            raise t.error("Extra data", i)
        return got

    def walk(self, kind: _Open, i: int) -> tuple[Any, int]:
        """The object or list whose ``{`` or ``[`` is just before ``i``, each of its values
        handed to the scanner in turn (or walked the same way), and where it ends.

        A level of the walk is a level of Python's recursion, as a level of the C scanner is
        one of its recursion: a text nested too deeply for ``json.loads`` is so here too
        (``RecursionError``), whether the scanner or the walk took its levels."""
        t = self.t
        i = t.ws(i)
        c = t.char(i)
        if kind is _ARRAY:
            items: list[Any] = []
            if c == "]":
                return items, i + 1
            while True:
                got, i = self.value(i)
                if isinstance(got, _Open):
                    got, i = self.walk(got, i)
                elif type(got) is dict:  # (a row of a table: its keys are its siblings')
                    got = dict(zip(map(self.memo, got, got), got.values(), strict=True))
                items.append(got)
                i = t.ws(i)
                c = t.char(i)
                if c == "]":
                    return items, i + 1
                if c != ",":
                    raise t.error("Expecting ',' delimiter", i)
                i = t.ws(i + 1)
        pairs: dict[str, Any] = {}
        if c == "}":
            return pairs, i + 1
        while True:
            if c != '"':
                raise t.error("Expecting property name enclosed in double quotes", i)
            key, i = self.key(i)
            got, i = self.value(i)
            if isinstance(got, _Open):
                got, i = self.walk(got, i)
            pairs[key] = got  # a key twice: its last value, in its first place (as dict())
            i = t.ws(i)
            c = t.char(i)
            if c == "}":
                return pairs, i + 1
            if c != ",":
                raise t.error("Expecting ',' delimiter", i)
            i = t.ws(i + 1)
            c = t.char(i)


# -- encoding -----------------------------------------------------------------------------------


#: ``json.dumps``'s own encoder (its default separators ``", "`` and ``": "``, ASCII only)
_DUMPS = json.JSONEncoder()


def encoded_pieces(value: Any, encoder: json.JSONEncoder, depth: int) -> Iterator[str]:
    """``encoder.encode(value)`` in pieces: the dicts and lists (tuples too) of the first
    ``depth`` levels laid out here with the encoder's separators, each value below handed to
    the encoder whole (one call of the C encoder, which holds the GIL from start to end). A
    key is written by the encoder too (``{key: 0}`` less its brace and value), so keys that are
    no texts (numbers, booleans, None) read as it writes them. The pieces join to
    ``encoder.encode(value)``."""
    if depth > 0 and value and isinstance(value, dict):
        sep = "{"
        for k, v in value.items():
            yield sep + encoder.encode({k: 0})[1:-2]
            yield from encoded_pieces(v, encoder, depth - 1)
            sep = encoder.item_separator
        yield "}"
    elif depth > 0 and value and isinstance(value, (list, tuple)):
        sep = "["
        for v in value:
            yield sep
            yield from encoded_pieces(v, encoder, depth - 1)
            sep = encoder.item_separator
        yield "]"
    else:
        yield encoder.encode(value)


def compact_pieces(value: Any, depth: int = 3) -> Iterator[str]:
    """``json.dumps(value)`` in pieces (:func:`encoded_pieces`, ``depth`` levels)."""
    return encoded_pieces(value, _DUMPS, depth)


def utf8_pieces(chunks: Iterable[str], size: int = 1 << 16) -> Iterator[bytes]:
    """``"".join(chunks).encode("utf-8")`` as pieces of about ``size`` characters each."""
    held: list[str] = []
    count = 0
    for chunk in chunks:
        held.append(chunk)
        count += len(chunk)
        if count >= size:
            yield "".join(held).encode("utf-8")
            held.clear()
            count = 0
    if held:
        yield "".join(held).encode("utf-8")


def release(value: Any, depth: int = 2, piece: int = 2000) -> None:
    """Empty ``value`` (a decoded document: dicts and lists) ``depth`` levels down, a list a
    slice of ``piece`` items at a time, so that freeing it is many small calls rather than
    one of a million objects (20–40 ms at 1,000 games, the GIL held throughout). The
    containers of those levels are emptied wherever else they are held: only for a document
    nobody else holds (what they hold is left alone)."""
    kind = type(value)
    if depth <= 0 or kind not in (dict, list):
        return
    children = value.values() if kind is dict else value
    for child in children:
        if type(child) in (dict, list):
            release(child, depth - 1, piece)
    if kind is dict:
        value.clear()
    else:
        while value:
            del value[-piece:]
