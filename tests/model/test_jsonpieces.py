"""``app.model.jsonpieces``: ``json.loads`` and ``json.dumps`` a piece at a time.

The decoder must be ``json.loads`` exactly — the same value (types, key order, the last of
duplicate keys) or the same exception (type and message: position, line and column) — for
text and for bytes, whatever the size of its pieces; tiny pieces put a cut everywhere: inside
texts, numbers, constants, escapes, whitespace and UTF-8 sequences. And on a big document it
must work in many small calls of C, never one over the whole text.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.model import jsonpieces as jp

# -- helpers -------------------------------------------------------------------------------


def same(a: Any, b: Any) -> bool:
    """Equal, with the same types and the same key order (``-0.0`` is not ``0``, NaN is NaN)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float):
        return repr(a) == repr(b) or (math.isnan(a) and math.isnan(b))
    return bool(a == b)


def outcome(fn: Any, data: Any) -> tuple[str, Any]:
    try:
        return "ok", fn(data)
    except RecursionError:
        return "RecursionError", ""
    except Exception as exc:  # (the exception is what is compared)
        return type(exc).__name__, str(exc)


def assert_as_json(data: str | bytes) -> None:
    expected, got = outcome(json.loads, data), outcome(jp.loads, data)
    if expected[0] == got[0] == "ok":
        assert same(expected[1], got[1]), (data, expected, got)
    else:
        assert got == expected, data


TINY = [  # (text piece, bytes piece, first window, most for a container, whitespace step)
    (1, 1, 1, 1, 1), (2, 3, 1, 4, 1), (3, 2, 2, 5, 2), (5, 7, 1, 17, 3), (7, 5, 4, 64, 1),
    (64, 64, 16, 100, 8),
]


@pytest.fixture(params=TINY, ids=lambda p: "-".join(map(str, p)))
def tiny(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    text, raw, first, most, ws = request.param
    monkeypatch.setattr(jp, "TEXT_PIECE", text)
    monkeypatch.setattr(jp, "BYTES_PIECE", raw)
    monkeypatch.setattr(jp, "FIRST_CHARS", first)
    monkeypatch.setattr(jp, "MOST_CHARS", most)
    monkeypatch.setattr(jp, "_WS_CHARS", ws)


scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True), st.text(), st.text(alphabet="é—😀\"\\\n"))
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
        st.text(max_size=6) | st.sampled_from(["a", "b", "é"]), inner, max_size=6),
    max_leaves=40)
layouts = st.fixed_dictionaries({
    "ensure_ascii": st.booleans(), "indent": st.sampled_from([None, 0, 1, 2, "\t"]),
    "separators": st.sampled_from([None, (",", ":"), (" , ", " :\n ")])})
CHARS = list(',:[]{}" \n\t\r\\0123456789eE.-+tfnaINulxy\x00\x1f—\ufeff\ud800')


def mutate(text: str, edits: list[tuple[int, int, int]]) -> str:
    out = list(text)
    for op, where, which in edits:
        at = where % (len(out) + 1)
        if op == 0 and out:
            del out[min(at, len(out) - 1)]
        elif op == 1:
            out.insert(at, CHARS[which % len(CHARS)])
        elif out:
            out[min(at, len(out) - 1)] = CHARS[which % len(CHARS)]
    return "".join(out)


# -- the decoder is json.loads ------------------------------------------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(value=values, layout=layouts, encoding=st.sampled_from(
    [None, "utf-8", "utf-8-sig", "utf-16", "utf-32-le"]))
def test_valid_json_decodes_as_json_loads_decodes_it(
        tiny: None, value: Any, layout: dict[str, Any], encoding: str | None) -> None:
    text = json.dumps(value, **layout)
    assert_as_json(text if encoding is None else text.encode(encoding, "surrogatepass"))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(value=values, layout=layouts, edits=st.lists(
    st.tuples(st.integers(0, 2), st.integers(0, 10**6), st.integers(0, 100)), min_size=1,
    max_size=3), raw=st.booleans(), junk=st.binary(max_size=4))
def test_broken_json_fails_as_json_loads_fails(
        tiny: None, value: Any, layout: dict[str, Any], edits: list[tuple[int, int, int]],
        raw: bool, junk: bytes) -> None:
    text = mutate(json.dumps(value, **layout), edits)
    if not raw:
        assert_as_json(text)
        return
    data = text.encode("utf-8", "surrogatepass")
    assert_as_json(data)
    assert_as_json(junk + data)  # bytes that are not UTF-8, anywhere
    assert_as_json(data + junk)


CORPUS = [
    "", " ", " \n\t\r ", "[", "]", "{", "}", "[1,]", '{"a":1,}', "[1 2]", '{"a" 1}', "{,}",
    '{"a"}', '{"a":', "nul", "[nul]", "[tru]", "[-]", "[1.]", "[1e]", "[1e+]", "[-Infinit]",
    "1 2", "[1] x", "[1]]", '"abc', '["a\x01"]', '["\\x"]', '["\\u12"]', '["\\u12g4"]',
    '{"a": 1, "a": 2, "b": 3, "a": 4}', '{"a": {"x": 1}, "a": [2]}',
    "[NaN, Infinity, -Infinity]", "[nan]", "[1e400, -1e400, 1E+2, 1e-2, -0, 0.0, -0.0]",
    '["\\ud800\\udc00", "\\udc00\\ud800", "\\ud800"]', '"\\ud83d\\ude00x"',
    "\ufeff[1]", "[1]\ufeff", "[1" + "0" * 4300 + "]", "[1" + "0" * 4301 + "]", "1" * 5000,
    "[" + " " * 3000 + "1" + "\n" * 3000 + "]", '"' + "x" * 70000 + '"', "[" * 50 + "]" * 50,
    "[" * 5000 + "]" * 5000, '{"a":' * 3000 + "1" + "}" * 3000, "[" * 5000,
    "[" + ",".join('{"k": [1, 2, {"z": "' + "y" * i + '"}]}' for i in range(300)) + "]",
    '{"a"\n:\n1\n}\n\n x', "[1,\n2\n,3 ,\n]", "{\"é\": \"—\", \"😀\": [\"\\n\"]}",
]


@pytest.mark.parametrize("text", CORPUS, ids=range(len(CORPUS)))
def test_a_corpus_of_tricky_documents(tiny: None, text: str) -> None:
    assert_as_json(text)
    for encoding in ("utf-8", "utf-8-sig", "utf-16-be"):
        assert_as_json(text.encode(encoding, "surrogatepass"))


@pytest.mark.parametrize("data", [
    b"\xef\xbb\xbf[1]", b"\xef\xbb\xbf\xef\xbb\xbf[1]", b"[\"\xed\xa0\x80\"]",  # a surrogate
    b"[1, \"\xc3\"]", b"[1, \"\xc3\xa9\xff\"]", b"\x80[1]", b"[1]\xe2\x82", b"[1] \xe9",
    b"[\xf0\x9f\x98\x80, 2", b"[\"" + "é".encode() * 40 + b"\x80\x80\x80\x80\"]",
    b"{\"a\": [1, 2 x]}" + b"\xff" * 3,  # the JSON error first, bytes that are not text later
])
def test_bytes_are_decoded_as_json_loads_decodes_them(tiny: None, data: bytes) -> None:
    assert_as_json(data)


def test_what_is_not_text_is_refused_as_json_loads_refuses_it() -> None:
    for data in (None, 1, [b"[]"], memoryview(b"[]")):
        assert outcome(jp.loads, data) == outcome(json.loads, data)
    assert jp.loads(bytearray(b'{"a": [1]}')) == {"a": [1]}


# -- in pieces -------------------------------------------------------------------------------


def campaign_like(games: int) -> dict[str, Any]:
    """A document shaped as a campaign file: big lists of small rows, a few big objects."""
    return {
        "format": "forcesheet-campaign", "version": 1,
        "team_lists": {f"sha{i}": {"entries": [{"id": f"e{j}", "name": "Боец —" * 3,
                                                "cost": j, "options": list(range(j % 7))}
                                               for j in range(600)]} for i in range(3)},
        "games": [{"id": g, "number": g, "mission": "m", "rewards": {"1": [g, 2.5, None]}}
                  for g in range(games)],
        "history": [{"id": h, "kind": "injuries", "inputs": {"rolls": [{"dice": [4, 5],
                                                                        "uid": f"n{h}"}]},
                     "summary": {"text": "x" * (h % 50)}} for h in range(games * 8)],
        "empty": [], "nothing": {},
    }


def test_a_big_document_is_decoded_in_many_small_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    """No call of the C scanner may read more than a window of the text (the window a piece
    wider than the biggest container it hands over whole), whatever the size of the text;
    and no decoding call more than a piece of bytes."""
    doc = campaign_like(1500)
    data = json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")
    assert len(data) > 3_000_000
    reads: list[int] = []
    init = jp._Walk.__init__

    def counting(self: jp._Walk, window: jp._Window) -> None:
        init(self, window)
        scan = self.scan

        def counted(buf: str, off: int) -> tuple[Any, int]:
            reads.append(len(buf) - off)  # the most it may read
            return scan(buf, off)

        self.scan = counted

    monkeypatch.setattr(jp._Walk, "__init__", counting)
    pieces: list[int] = []
    text_pieces = jp._text_pieces

    def counted_pieces(raw: bytes | bytearray, size: int) -> Iterator[str]:
        for piece in text_pieces(raw, size):
            pieces.append(len(piece.encode("utf-8")))
            yield piece

    monkeypatch.setattr(jp, "_text_pieces", counted_pieces)
    assert jp.loads(data) == doc
    assert len(reads) > len(doc["history"])  # a call per row at least
    assert max(reads) <= jp.MOST_CHARS + 2 * jp.TEXT_PIECE < len(data) // 10
    assert len(pieces) > 40 and max(pieces) <= jp.BYTES_PIECE + 3


def test_text_and_bytes_give_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = campaign_like(200)
    text = json.dumps(doc, indent=1)
    assert jp.loads(text) == jp.loads(text.encode()) == json.loads(text) == doc


def test_keys_of_rows_are_shared_as_json_loads_shares_them() -> None:
    rows = jp.loads(json.dumps([{"player_id": i, "name": "x"} for i in range(10)]))
    assert len({id(k) for row in rows for k in row}) == 2  # not two per row


# -- encoding ----------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(value=values | st.dictionaries(st.text(max_size=3), values, max_size=8)
       | st.dictionaries(st.integers(), values, max_size=3), depth=st.integers(0, 4))
def test_compact_pieces_are_json_dumps(value: Any, depth: int) -> None:
    assert "".join(jp.compact_pieces(value, depth)) == json.dumps(value)


def test_compact_pieces_are_small_for_a_big_document() -> None:
    doc = campaign_like(500)
    pieces = list(jp.compact_pieces(doc, depth=4))  # (its Team Lists: a level deeper)
    assert "".join(pieces) == json.dumps(doc)
    assert len(pieces) > 5000 and max(map(len, pieces)) < 40_000


@given(chunks=st.lists(st.text(alphabet="a—😀\n", max_size=40), max_size=60),
       size=st.integers(1, 100))
def test_utf8_pieces_are_the_text_encoded(chunks: list[str], size: int) -> None:
    pieces = list(jp.utf8_pieces(chunks, size))
    assert b"".join(pieces) == "".join(chunks).encode("utf-8")
    assert all(len(p.decode("utf-8")) < size + 40 for p in pieces)


def test_release_empties_a_document_from_its_biggest_parts_down() -> None:
    doc = campaign_like(50)
    games, row, lists = doc["games"], doc["games"][0], doc["team_lists"]
    jp.release(doc, piece=7)
    assert doc == {} and games == [] and lists == {}
    assert row["rewards"] == {"1": [0, 2.5, None]}  # what the rows hold is left alone
    jp.release([1, "x", [2]])  # (anything JSON-shaped)
