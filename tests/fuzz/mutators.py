"""Deterministic mutators: ``mutate(rng, data) -> bytes``, one family per input syntax.

Every mutator takes a :class:`random.Random` (so a case is reproduced by its seed alone) and the
bytes of a valid seed file, and returns new bytes. The families:

- :func:`mutate_bytes`: byte flips, truncation, insertion of interesting values, deletion,
  duplication, splicing; blind to the syntax.
- :func:`mutate_json`: the document parsed, one to four tree edits (huge and negative numbers,
  NaN, lone surrogates, deep nesting, duplicated rows and ids, swapped types, removed or unknown
  keys, references pointed elsewhere), written back.
- :func:`mutate_yaml`: the JSON tree edits on the YAML data, plus YAML-only text: anchors and
  alias bombs, recursive aliases, merge keys, tags, huge scalars and integers, deep flow
  nesting, several documents, tabs, BOMs.
- :func:`mutate_xml`: the BattleScribe tree edited: duplicated elements and ids, links pointed
  at other ids (fan-out and cycles), huge / NaN / empty costs and constraint values, deep
  nesting, elements repeated thousands of times, a DTD or entity declarations.
- :func:`mutate_zip`: a zipped file rebuilt or patched: the member mutated as XML, truncation,
  a bad CRC, lying sizes, a zip bomb, several members, unsupported compression, a broken
  central directory.

Nothing here imports the app. Sizes stay bounded (a few MB) except where a mutation is about
size itself, and even those stay under the importers' file caps so that the importer, not the
cap, is what is tested.
"""

from __future__ import annotations

import io
import json
import random
import re
import struct
import zipfile
import zlib
from collections.abc import Callable
from typing import Any
from xml.etree import ElementTree as ET

Mutator = Callable[[random.Random, bytes], bytes]

# -- interesting values ---------------------------------------------------------------------------

INTERESTING_BYTES = [b"\x00", b"\xff", b"\x7f", b"\x80", b"\xfe\xff", b"\xef\xbb\xbf", b"\n",
                     b"\r", b"\t", b"\\", b'"', b"'", b"<", b">", b"&", b"{", b"}", b"[", b"]",
                     b":", b",", b"*", b"&a", b"!", b"%", b"\xed\xa0\x80", b"\xc0\x80",
                     b"\xf4\x90\x80\x80"]
INTERESTING_TOKENS = [b"0", b"-1", b"1e999", b"-1e999", b"NaN", b"Infinity", b"-0", b"1e-999",
                      b"99999999999999999999999999999999", b"18446744073709551616", b"0x10",
                      b"1/0", b"null", b"true", b"[]", b"{}", b'"\\ud800"', b'"\\udfff\\ud800"',
                      b"\\u0000", b"&#0;", b"&amp;", b"]]>", b"<!--", b"-->", b"%s%n",
                      b"../../../../etc/passwd", b"CON", b"\xe2\x80\xae", b"9" * 5000]

BIG_INTS = [10**30, -10**30, 2**63, -2**63 - 1, 2**64, 2**31, -2**31 - 1, 10**4000]
SMALL_INTS = [-1, 0, 1, -2, 255, 256, 65535, 10**6]
FLOATS = [float("nan"), float("inf"), float("-inf"), 1e308, -1e308, 5e-324, 0.1, -0.0, 1.5]
STRINGS = ["", " ", "\ud800", "\udfff", "a\ud800b", "\x00", "\x00\x01\x1f", "\u202e", "NaN",
           "inf", "-1", "1e999", "1/0", "0x10", "9" * 5000, "null", "true", "../../x", "CON",
           "a" * 300, "é" * 200, "\U0001f600" * 100, "x" * 100_000, "<b>", "${x}", "%s",
           "\r\n", "\t", "名" * 100, "../" * 50, "nul\x00l"]


def _interesting_value(rng: random.Random) -> Any:
    kind = rng.randrange(9)
    if kind == 0:
        return rng.choice(BIG_INTS)
    if kind == 1:
        return rng.choice(SMALL_INTS)
    if kind == 2:
        return rng.choice(FLOATS)
    if kind in (3, 4):
        return rng.choice(STRINGS)
    if kind == 5:
        return rng.choice([None, True, False])
    if kind == 6:
        return rng.choice([[], {}, [None], [[]], {"": None}, [{}] * 3])
    if kind == 7:
        return rng.choice([{"id": 1}, {"id": -1}, [1, 2, 3], ["a", "a"], {"x": {"y": []}}])
    return rng.choice(["", 0, None]) if rng.random() < 0.5 else rng.choice(STRINGS)


# -- bytes ---------------------------------------------------------------------------------------


def _flip_bits(rng: random.Random, b: bytearray) -> bytearray:
    for _ in range(rng.randint(1, 8)):
        if b:
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
    return b


def _set_bytes(rng: random.Random, b: bytearray) -> bytearray:
    for _ in range(rng.randint(1, 4)):
        if b:
            i = rng.randrange(len(b))
            v = rng.choice(INTERESTING_BYTES)
            b[i:i + len(v)] = v
    return b


def _truncate(rng: random.Random, b: bytearray) -> bytearray:
    if not b:
        return b
    return b[:rng.randrange(len(b))] if rng.random() < 0.7 else b[rng.randrange(len(b)):]


def _insert(rng: random.Random, b: bytearray) -> bytearray:
    i = rng.randrange(len(b) + 1)
    v = rng.choice(INTERESTING_TOKENS if rng.random() < 0.6 else INTERESTING_BYTES)
    b[i:i] = v * (rng.choice([1, 1, 1, 2, 16, 1000]) if len(v) < 8 else 1)
    return b


def _delete(rng: random.Random, b: bytearray) -> bytearray:
    if len(b) < 2:
        return b
    i = rng.randrange(len(b))
    n = rng.choice([1, 2, 8, 64, 1024, len(b) // 4])
    del b[i:i + max(1, n)]
    return b


def _duplicate(rng: random.Random, b: bytearray) -> bytearray:
    if not b:
        return b
    i = rng.randrange(len(b))
    n = rng.choice([1, 8, 64, 512, 4096])
    chunk = bytes(b[i:i + n])
    j = rng.randrange(len(b) + 1)
    b[j:j] = chunk * rng.choice([1, 2, 10, 100])
    return b


def _number_token(rng: random.Random, b: bytearray) -> bytearray:
    spans = [m.span() for m in re.finditer(rb"-?\d+(?:\.\d+)?", bytes(b[:200_000]))]
    if not spans:
        return _insert(rng, b)
    s, e = rng.choice(spans)
    b[s:e] = rng.choice(INTERESTING_TOKENS[:14])
    return b


BYTE_OPS: list[Callable[[random.Random, bytearray], bytearray]] = [
    _flip_bits, _set_bytes, _truncate, _insert, _delete, _duplicate, _number_token]


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    b = bytearray(data)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        b = rng.choice(BYTE_OPS)(rng, b)
    return bytes(b)


def splice(rng: random.Random, a: bytes, b: bytes) -> bytes:
    """The head of one seed and the tail of another."""
    if not a or not b:
        return a or b
    return a[:rng.randrange(len(a))] + b[rng.randrange(len(b)):]


# -- JSON trees ----------------------------------------------------------------------------------

_DEEP = "\x00DEEP\x00"  # a placeholder replaced by deep nesting after json.dumps


def _containers(tree: Any, limit: int = 20_000) -> list[tuple[Any, Any]]:
    """(container, key) pairs of every value in the tree, breadth first, at most ``limit``."""
    out: list[tuple[Any, Any]] = []
    todo = [tree]
    while todo and len(out) < limit:
        node = todo.pop(0) if len(todo) < 64 else todo.pop()
        if isinstance(node, dict):
            for k, v in node.items():
                out.append((node, k))
                if isinstance(v, (dict, list)):
                    todo.append(v)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                out.append((node, i))
                if isinstance(v, (dict, list)):
                    todo.append(v)
    return out


def _lists_of_dicts(tree: Any) -> list[list[Any]]:
    return [c[k] for c, k in _containers(tree)
            if isinstance(c[k], list) and c[k] and isinstance(c[k][0], dict)]


MAX_GROWN_BYTES = 4 * 1024 * 1024  # a grown container stays under this (cases are made fast)


def _times(rng: random.Random, v: Any, choices: list[int]) -> int:
    """How many copies of ``v``: one of ``choices``, fewer if the copies would be too big."""
    n = rng.choice(choices)
    try:
        size = len(json.dumps(v, allow_nan=True))
    except (TypeError, ValueError):
        return 2
    return max(2, min(n, MAX_GROWN_BYTES // max(1, size)))


def _swap_type(v: Any) -> Any:
    if isinstance(v, bool):
        return "true"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return [v]
    if isinstance(v, str):
        return {"": v} if len(v) % 2 else (len(v) or None)
    if isinstance(v, list):
        return {str(i): x for i, x in enumerate(v)}
    if isinstance(v, dict):
        return list(v.values())
    return 0


def _same_kind(rng: random.Random, v: Any, slots: list[tuple[Any, Any]]) -> Any:
    """Another value of the same type: a neighbouring number, another string of the document
    (ids pointed at other ids), a list with one element dropped or repeated."""
    if isinstance(v, bool):
        return not v
    if isinstance(v, int):
        return rng.choice([v + 1, v - 1, 0, -v, v * 2, v * 10, 1, 5, 250])
    if isinstance(v, float):
        return rng.choice([v + 0.5, -v, 0.0, v * 3])
    if isinstance(v, str):
        strs = [c[k] for c, k in slots if isinstance(c[k], str)]
        return rng.choice(strs) if strs and rng.random() < 0.8 else v + rng.choice(["x", "_2"])
    if isinstance(v, list) and v:
        v = list(v)
        i = rng.randrange(len(v))
        if rng.random() < 0.5:
            del v[i]
        else:
            v.insert(i, v[i])
        return v
    return v


def _tree_edit(rng: random.Random, tree: Any) -> Any:
    """One edit of a parsed JSON / YAML document; returns the (possibly new) root."""
    slots = _containers(tree)
    if not slots:
        return _interesting_value(rng)
    op = rng.randrange(18)
    c, k = rng.choice(slots)
    if op >= 14:  # a value of the same kind: keeps the file valid-looking, reaches deeper
        c[k] = _same_kind(rng, c[k], slots)
    elif op <= 2:  # an interesting value
        c[k] = _interesting_value(rng)
    elif op == 3:  # a swapped type
        c[k] = _swap_type(c[k])
    elif op == 4:  # a removed key / element
        del c[k]
    elif op == 5:  # an unknown key
        dicts = [c for c, _ in slots if isinstance(c, dict)]
        if dicts:
            rng.choice(dicts)[rng.choice(["zz_unknown", "", "id", "__proto__", "\ud800"])] = (
                _interesting_value(rng))
    elif op == 6:  # a duplicated row (same id) or a copy with another id
        rows = _lists_of_dicts(tree)
        if rows:
            lst = rng.choice(rows)
            row = json.loads(json.dumps(rng.choice(lst)))
            if rng.random() < 0.4 and "id" in row and isinstance(row["id"], int):
                row["id"] = rng.choice([row["id"] + 1, max(r.get("id", 0) for r in lst
                                                          if isinstance(r.get("id"), int)) + 1])
            lst.insert(rng.randrange(len(lst) + 1), row)
    elif op == 7:  # a reference pointed at another row, or at nothing
        ints = [(c, k) for c, k in slots if isinstance(c[k], int) and not isinstance(c[k], bool)
                and isinstance(k, str) and (k == "id" or k.endswith("_id"))]
        if ints:
            c2, k2 = rng.choice(ints)
            pool = [c3[k3] for c3, k3 in ints]
            c2[k2] = rng.choice([*pool, 0, -1, 10 ** 9])
    elif op == 8:  # deep nesting
        c[k] = _DEEP
    elif op == 9:  # an emptied or grown container
        v = c[k]
        if isinstance(v, list) and v:
            c[k] = [] if rng.random() < 0.4 else v * _times(rng, v, [2, 10, 200])
        elif isinstance(v, dict):
            c[k] = {}
        else:
            c[k] = [v] * _times(rng, v, [2, 1000])
    elif op == 10:  # strings in one row made odd
        v = c[k]
        if isinstance(v, str):
            c[k] = rng.choice([v + "\ud800", v * 50, v.upper(), v[::-1], "", v + "\x00",
                               "../" + v, v + "é" * 100])
        else:
            c[k] = _interesting_value(rng)
    elif op == 11:  # two values swapped
        c2, k2 = rng.choice(slots)
        c[k], c2[k2] = c2[k2], c[k]
    elif op == 12:  # a shuffled list
        lists = [c[k] for c, k in slots if isinstance(c[k], list) and len(c[k]) > 1]
        if lists:
            rng.shuffle(rng.choice(lists))
    else:  # the same string value spread to a sibling (duplicate uids / names)
        strs = [(c2, k2) for c2, k2 in slots if isinstance(c2[k2], str)]
        if len(strs) > 1:
            (a, ka), (b, kb) = rng.sample(strs, 2)
            b[kb] = a[ka]
    return tree


def _dump_json(rng: random.Random, tree: Any) -> bytes:
    # indented only now and then: json's fast C encoder is used only without an indent
    text = json.dumps(tree, ensure_ascii=rng.random() < 0.7, allow_nan=True,
                      indent=1 if rng.random() < 0.05 else None)
    if _DEEP in text:
        depth = rng.choice([100, 1000, 10_000, 100_000])
        opener, closer = rng.choice([("[", "]"), ('{"a":', "}")])
        text = text.replace(json.dumps(_DEEP, ensure_ascii=True), opener * depth + "1" + closer
                            * depth, 1).replace(json.dumps(_DEEP), "0")
    try:
        return text.encode("utf-8", "surrogatepass")
    except UnicodeEncodeError:  # pragma: no cover - surrogatepass takes everything
        return text.encode("utf-8", "replace")


def mutate_json(rng: random.Random, data: bytes) -> bytes:
    try:
        tree = json.loads(data)
    except ValueError:
        return mutate_bytes(rng, data)
    for _ in range(rng.choice([1, 1, 2, 4])):
        tree = _tree_edit(rng, tree)
    out = _dump_json(rng, tree)
    if rng.random() < 0.1:
        out = mutate_bytes(rng, out)
    return out


# -- YAML ----------------------------------------------------------------------------------------

YAML_TAGS = ["!!python/object/apply:os.system ['true']", "!!python/name:os.system", "!!binary",
             "!!timestamp", "!!set", "!!omap", "!!float", "!!int", "!!str", "!!null", "!!bool",
             "!custom", "!<tag:yaml.org,2002:python/tuple>", "!!map", "!!seq"]


def billion_laughs(levels: int = 9, width: int = 9) -> str:
    lines = ['a0: &a0 "lol"']
    for i in range(1, levels + 1):
        refs = ", ".join(f"*a{i - 1}" for _ in range(width))
        lines.append(f"a{i}: &a{i} [{refs}]")
    return "\n".join(lines) + "\n"


def _yaml_text_edit(rng: random.Random, text: str) -> str:
    lines = text.split("\n")
    op = rng.randrange(12)
    keyed = [i for i, ln in enumerate(lines) if re.match(r"^\s*(- )?[A-Za-z_]+:\s*\S", ln)]
    if op == 0:  # an alias bomb before the document, aliased from a value
        bomb = billion_laughs(rng.choice([4, 6, 9, 12]), rng.choice([4, 9]))
        body = text.replace("\nname:", "\nname: *a3\nxname:", 1)
        return bomb + body
    if op == 1 and keyed:  # an anchor on one value and an alias elsewhere
        i, j = rng.choice(keyed), rng.choice(keyed)
        key_i, _, val_i = lines[i].partition(": ")
        lines[i] = f"{key_i}: &anc {val_i}"
        key_j, _, _ = lines[j].partition(": ")
        lines[j] = f"{key_j}: *anc" if j != i else lines[j]
        if rng.random() < 0.3:
            lines.append("<<: *anc")
        return "\n".join(lines)
    if op == 2 and keyed:  # a recursive alias
        i = rng.choice(keyed)
        key, _, _ = lines[i].partition(": ")
        lines[i] = f"{key}: &rec [*rec, {{x: *rec}}]"
        return "\n".join(lines)
    if op == 3 and keyed:  # a tag
        i = rng.choice(keyed)
        key, _, val = lines[i].partition(": ")
        lines[i] = f"{key}: {rng.choice(YAML_TAGS)} {val}"
        return "\n".join(lines)
    if op == 4 and keyed:  # a huge scalar or integer
        i = rng.choice(keyed)
        key, _, _ = lines[i].partition(": ")
        huge = rng.choice(["9" * 5000, "9" * 100_000, "x" * 1_500_000, "1e99999", ".nan",
                           "-.inf", "0x" + "f" * 5000, "0o777", "1_000_000", "2001-12-14t21:59",
                           "0b" + "1" * 10000, "190:20:30"])
        lines[i] = f"{key}: {huge}"
        return "\n".join(lines)
    if op == 5 and keyed:  # deep flow nesting
        i = rng.choice(keyed)
        key, _, _ = lines[i].partition(": ")
        n = rng.choice([50, 200, 1000, 10_000, 100_000])
        opener, closer = rng.choice([("[", "]"), ("{a: ", "}")])
        lines[i] = f"{key}: {opener * n}1{closer * n}"
        return "\n".join(lines)
    if op == 6:  # deep block nesting
        n = rng.choice([100, 300, 1000])  # 1,000 levels: 1 MB of indentation
        return text + "\ndeep:\n" + "".join(" " * d + "- \n" for d in range(0, 2 * n, 2))
    if op == 7:  # several documents
        return text + "\n---\n" + text[: len(text) // 2] + "\n...\n---\n" + rng.choice(
            ["", "~", "[]", "x"])
    if op == 8 and keyed:  # a duplicated key / line
        i = rng.choice(keyed)
        lines.insert(i, lines[i])
        return "\n".join(lines)
    if op == 9:  # tabs, a BOM, control characters
        return rng.choice(["\ufeff" + text, text.replace("  ", "\t", 3),
                           text.replace(":", ":\x00", 1), text.replace("\n", "\r", 5),
                           text.replace("\n", "\u2028", 3), "%YAML 1.1\n%TAG ! tag:x,2000:\n---\n"
                           + text])
    if op == 10 and keyed:  # a complex key
        i = rng.choice(keyed)
        lines.insert(i, "? [a, b, {c: d}]\n: x" if rng.random() < 0.5 else "? *undefined\n: x")
        return "\n".join(lines)
    # a line indented wrongly
    if lines:
        i = rng.randrange(len(lines))
        lines[i] = rng.choice(["", " ", "   "]) + lines[i]
    return "\n".join(lines)


def _yaml_tree(rng: random.Random, data: bytes) -> bytes | None:
    try:
        import yaml  # the app's dependency; the mutators run only in its environment

        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        tree = yaml.load(data, Loader=loader)
    except Exception:
        return None
    for _ in range(rng.choice([1, 1, 2, 3])):
        tree = _tree_edit(rng, tree)
    if rng.random() < 0.5:  # JSON is YAML: the deep placeholder works there too
        return _dump_json(rng, tree)
    tree_text = json.dumps(tree, allow_nan=True)
    if _DEEP in tree_text:
        return _dump_json(rng, tree)
    try:
        dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
        return yaml.dump(tree, Dumper=dumper, allow_unicode=rng.random() < 0.5,
                         sort_keys=False).encode("utf-8", "surrogatepass")
    except Exception:
        return _dump_json(rng, tree)


def mutate_yaml(rng: random.Random, data: bytes) -> bytes:
    r = rng.random()
    if r < 0.35:
        out = _yaml_tree(rng, data)
        if out is not None:
            return out
    if r < 0.8:
        text = data.decode("utf-8", "surrogateescape")
        for _ in range(rng.choice([1, 1, 2])):
            text = _yaml_text_edit(rng, text)
        return text.encode("utf-8", "surrogateescape")
    return mutate_bytes(rng, data)


# -- XML (BattleScribe) ----------------------------------------------------------------------------

XML_VALUES = ["NaN", "nan", "inf", "-inf", "Infinity", "1e999", "-1e999", "-1", "-0.5", "0", "",
              " ", "1e308", "99999999999999999999999999", "1/3", "0x10", "abc", "1,5", "1.0.0",
              "1e-999", "9" * 5000, "\u00a0", "true", "-", "+", "1_0", "١٢", "Ⅻ"]
LINK_TAGS = {"entryLink", "infoLink", "categoryLink", "catalogueLink"}


def _strip_ns(root: ET.Element) -> str:
    ns = ""
    for el in root.iter():
        if isinstance(el.tag, str) and el.tag.startswith("{"):
            ns, _, local = el.tag[1:].partition("}")
            el.tag = local
    return ns


def _xml_edit(rng: random.Random, root: ET.Element) -> None:
    parents = {c: p for p in root.iter() for c in p}
    elements = [e for e in root.iter() if isinstance(e.tag, str)]
    ids: list[str] = [v for e in elements if (v := e.get("id"))]
    op = rng.randrange(13)
    el = rng.choice(elements)
    if op <= 2:  # an attribute value made hostile (costs, constraint values, any attribute)
        costs = [e for e in elements if e.tag in ("cost", "constraint", "modifier", "condition",
                                                   "repeat", "characteristic")]
        target = rng.choice(costs) if costs and rng.random() < 0.7 else el
        if target.attrib:
            key = rng.choice(sorted(target.attrib))
            target.set(key, rng.choice(XML_VALUES))
        else:
            target.text = rng.choice(XML_VALUES)
    elif op == 3 and el is not root:  # a duplicated element (its id too)
        p = parents[el]
        for _ in range(rng.choice([1, 1, 2, 50])):
            p.insert(list(p).index(el), _copy(el))
    elif op == 4 and ids:  # a link pointed elsewhere: cycles and fan-out
        links = [e for e in elements if e.tag in LINK_TAGS or e.get("targetId")]
        if links:
            for link in rng.sample(links, min(len(links), rng.choice([1, 2, 10]))):
                link.set("targetId", rng.choice([*ids, "", "missing", link.get("id") or "x"]))
    elif op == 5:  # an id made hostile or duplicated
        with_id = [e for e in elements if e.get("id")]
        if with_id:
            e = rng.choice(with_id)
            e.set("id", rng.choice([*ids, "", "../../x", "a" * 500, "CON", "x/y", ".", "..",
                                    "\u202e", "名" * 100]))
    elif op == 6 and el is not root:  # an element removed
        parents[el].remove(el)
    elif op == 7:  # an attribute removed
        if el.attrib:
            del el.attrib[rng.choice(sorted(el.attrib))]
    elif op == 8:  # deep nesting of real BattleScribe tags
        depth = rng.choice([10, 30, 60, 70, 200])
        node = el
        for d in range(depth):
            tag = "selectionEntries" if d % 2 == 0 else "selectionEntry"
            child = ET.SubElement(node, tag)
            if tag == "selectionEntry":
                child.set("id", f"deep{d}")
                child.set("name", f"Deep {d}")
                child.set("type", "upgrade")
            node = child
    elif op == 9 and el is not root:  # an element moved under another
        target = rng.choice(elements)
        if target is not el and el not in list(target.iter()):
            parents[el].remove(el)
            target.append(el)
    elif op == 10:  # many copies of one element (size and count)
        if el is not root:
            p = parents[el]
            copies = rng.choice([100, 1000, 10_000])
            if len(ET.tostring(el)) * copies < 6_000_000:
                p.extend(_copy(el) for _ in range(copies))
    elif op == 11:  # a link fan-out: every shared entry links to the others
        shared = [e for e in elements if e.tag == "selectionEntry" and e.get("id")]
        if len(shared) >= 2:
            layer = rng.sample(shared, min(len(shared), rng.choice([2, 4, 8])))
            for ia, a in enumerate(layer):
                holder = ET.SubElement(a, "entryLinks")
                for ib, b in enumerate(layer):
                    if b is not a or rng.random() < 0.2:
                        ET.SubElement(holder, "entryLink", id=f"fan-{ia}-{ib}",
                                      name="fan", hidden="false", targetId=b.get("id") or "",
                                      type="selectionEntry")
    else:  # the root's kind / namespace / ids changed
        key = rng.choice(["id", "gameSystemId", "revision", "name", "gameSystemRevision",
                          "battleScribeVersion", "type"])
        root.set(key, rng.choice(XML_VALUES + ids[:5]))


def _copy(el: ET.Element) -> ET.Element:
    return ET.fromstring(ET.tostring(el))


def _xml_text_edit(rng: random.Random, text: bytes) -> bytes:
    op = rng.randrange(6)
    head, sep, body = text.partition(b"?>")
    if not sep:
        head, body = b"", text
    else:
        head += sep
    if op == 0:  # entities
        dtd = (b'<!DOCTYPE catalogue [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;">'
               b'<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]>')
        return head + dtd + body.replace(b'name="', b'name="&c;', 1)
    if op == 1:  # an external entity
        dtd = b'<!DOCTYPE catalogue [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
        return head + dtd + body.replace(b'name="', b'name="&x;', 1)
    if op == 2:  # an encoding declaration that lies
        enc = rng.choice([b"UTF-16", b"latin-1", b"EBCDIC", b"bogus", b"UTF-32"])
        return re.sub(rb'encoding="[^"]*"', b'encoding="' + enc + b'"', text, count=1)
    if op == 3:  # a processing instruction / CDATA / comment in odd places
        extra = rng.choice([b"<?pi x?>", b"<![CDATA[ ]]>", b"<!-- -- -->", b"&#0;", b"&#x110000;",
                            b"&unknown;"])
        i = text.find(b">", len(head) + 1) + 1
        return text[:i] + extra + text[i:]
    if op == 4:  # a second root / trailing garbage
        return text + rng.choice([b"<catalogue/>", b"\x00", b"garbage", text[:100]])
    return text.replace(b'xmlns="http://www.battlescribe.net/schema/',
                        rng.choice([b'xmlns="http://example.com/', b'xmlns:x="http://www.'
                                    b'battlescribe.net/schema/', b'xmlns="']), 1)


def mutate_xml(rng: random.Random, data: bytes) -> bytes:
    r = rng.random()
    if r < 0.65:
        try:
            root = ET.fromstring(data)
        except ET.ParseError:
            return mutate_bytes(rng, data)
        ns = _strip_ns(root)
        for _ in range(rng.choice([1, 1, 2, 3, 5])):
            _xml_edit(rng, root)
        if ns:
            root.set("xmlns", ns)
        out = b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' + ET.tostring(root)
        return out if rng.random() < 0.9 else mutate_bytes(rng, out)
    if r < 0.8:
        return _xml_text_edit(rng, data)
    return mutate_bytes(rng, data)


# -- zip ----------------------------------------------------------------------------------------

ZIP_METHODS = [zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA]


def make_zip(members: list[tuple[str, bytes]], method: int = zipfile.ZIP_DEFLATED,
             comment: bytes = b"") -> bytes:
    """A zip of ``members``; the same bytes every time (fixed dates)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=method) as z:
        for name, data in members:
            info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            info.compress_type = method
            z.writestr(info, data)
        z.comment = comment
    return buf.getvalue()


def zip_members(data: bytes) -> list[tuple[str, bytes]]:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return [(i.filename, z.read(i)) for i in z.infolist()]


_BOMBS: dict[tuple[int, str], bytes] = {}
BOMB_SIZES_MB = (8, 40, 64, 300)  # under and over the 48 MB unzipped cap


def zip_bomb(size: int = 200 * 1024 * 1024, name: str = "bomb.cat") -> bytes:
    """A deflated member of ``size`` zero bytes (≈ size / 1000 zipped). One fully flushed
    deflate block of 1 MB of zeros is repeated (it refers to nothing before it); cached."""
    key = (size, name)
    if key not in _BOMBS:
        chunk = b"\x00" * (1 << 20)
        comp = zlib.compressobj(9, zlib.DEFLATED, -15)
        block = comp.compress(chunk) + comp.flush(zlib.Z_FULL_FLUSH)
        n = size >> 20
        body = block * n + zlib.compressobj(9, zlib.DEFLATED, -15).flush()
        crc = 0
        for _ in range(n):
            crc = zlib.crc32(chunk, crc)
        _BOMBS[key] = _raw_zip(name, body, crc, len(body), n << 20, method=8)
    return _BOMBS[key]


def _raw_zip(name: str, body: bytes, crc: int, csize: int, usize: int, method: int = 8,
             flags: int = 0, cd_offset_delta: int = 0, lie_usize: int | None = None,
             cd_size_delta: int = 0) -> bytes:
    """One member zipped by hand, so that any header field can lie."""
    fname = name.encode("utf-8")
    shown = usize if lie_usize is None else lie_usize
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, flags, method, 0, 0x21, crc, csize,
                        shown, len(fname), 0) + fname
    central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, flags, method, 0, 0x21, crc,
                          csize, shown, len(fname), 0, 0, 0, 0, 0, 0) + fname
    offset = len(local) + len(body)
    def u32(v: int) -> int:
        return max(0, min(v, 2**32 - 1))

    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, u32(len(central) + cd_size_delta),
                      u32(offset + cd_offset_delta), 0)
    return local + body + central + end


def _zip_patch(rng: random.Random, z: bytes, inner: bytes) -> bytes:
    op = rng.randrange(10)
    name = rng.choice(["catalogue.cat", "x.gst", "../../evil.cat", "a/b.cat", "名前.cat", "/",
                       "x.cat\x00.txt", "CON.cat", "-"]) if rng.random() < 0.3 else "catalogue.cat"
    crc = zlib.crc32(inner)
    comp = zlib.compressobj(6, zlib.DEFLATED, -15)
    body = comp.compress(inner) + comp.flush()
    if op == 0:  # a bad CRC
        return _raw_zip(name, body, crc ^ 0xDEADBEEF, len(body), len(inner))
    if op == 1:  # sizes that lie
        return _raw_zip(name, body, crc, len(body), len(inner),
                        lie_usize=rng.choice([0, 1, len(inner) // 2, 2**32 - 1]))
    if op == 2:  # a central directory that lies about where it is or how long it is
        if rng.random() < 0.5:  # longer than the file: "negative seek"
            return _raw_zip(name, body, crc, len(body), len(inner),
                            cd_size_delta=rng.choice([10**6, len(body) + 100, 7, 1]))
        return _raw_zip(name, body, crc, len(body), len(inner),
                        cd_offset_delta=rng.choice([-(10**6), -len(body) - 100, 10**6, 7, -1]))
    if op == 3:  # an unsupported or unknown compression method
        return _raw_zip(name, body, crc, len(body), len(inner),
                        method=rng.choice([1, 6, 9, 14, 97, 98, 99, 0xFFFF]))
    if op == 4:  # encrypted / odd flags
        return _raw_zip(name, body, crc, len(body), len(inner),
                        flags=rng.choice([1, 8, 0x41, 0x800]))
    if op == 5:  # several members
        n = rng.choice([2, 3, 17, 100])
        names = rng.choice([[f"m{i}.cat" for i in range(n)], ["a.cat"] * n,
                            ["a.cat", "readme.txt"], ["a.gst", "b.cat"], ["dir/", "a.cat"]])
        return make_zip([(nm, inner) for nm in names])
    if op == 6:  # another compression
        return make_zip([(name, inner)], rng.choice(ZIP_METHODS))
    if op == 7:  # a small bomb (under or over the unzipped cap)
        return zip_bomb(rng.choice(BOMB_SIZES_MB) * 1024 * 1024)
    if op == 8:  # a zip inside the zip, or an empty one
        return rng.choice([make_zip([(name, make_zip([(name, inner)]))]), make_zip([]),
                           make_zip([("dir/", b"")])])
    return make_zip([(name, inner)], comment=b"c" * rng.choice([1, 65535]))


def mutate_zip(rng: random.Random, data: bytes) -> bytes:
    """``data`` is a valid zip of one XML member."""
    try:
        (name, inner), *_ = zip_members(data)
    except Exception:
        return mutate_bytes(rng, data)
    r = rng.random()
    if r < 0.45:  # the member mutated as XML, zipped again
        return make_zip([(name, mutate_xml(rng, inner))], rng.choice(ZIP_METHODS[:2]))
    if r < 0.8:
        return _zip_patch(rng, data, inner if rng.random() < 0.8 else mutate_xml(rng, inner))
    return mutate_bytes(rng, data)
