"""Hand-made hostile files, one generator each: the attacks the mutators find only by luck.

Each :class:`Hostile` names its format, builds its bytes from the prepared seeds (or from
nothing), and says what a good importer does with it: ``refuse`` (a clean error) or
``either`` (imported or refused; e.g. a link cycle a converter may report and skip). Whatever
the expectation, it must take ≤ 2 s and ≤ 200 MB.

Several reproduce the files of issue 14 point 7: the link fan-out ``.cat`` (5.8 KB, 128 s and
1.8 GB before the fix), the 1 KB YAML of aliases, the 1.5 MB YAML, the 63 MB campaign of
``[{},…]`` and the 14 MB ``.cat`` of 3.5 M empty elements.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tests.fuzz import mutators as mu

Seeds = dict[str, list[bytes]]  # format name -> the seed files' bytes, first = the main one


@dataclass(frozen=True)
class Hostile:
    name: str
    format: str
    make: Callable[[Seeds], bytes]
    expect: str = "refuse"  # "refuse" or "either"
    why: str = ""


HOSTILE: list[Hostile] = []


def hostile(fmt: str, expect: str = "refuse", why: str = "") -> Callable[..., Any]:
    def register(fn: Callable[[Seeds], bytes]) -> Callable[[Seeds], bytes]:
        HOSTILE.append(Hostile(fn.__name__, fmt, fn, expect, why or (fn.__doc__ or "").strip()))
        return fn

    return register


def _edit(seed: bytes, fn: Callable[[dict[str, Any]], None]) -> bytes:
    doc = json.loads(seed)
    fn(doc)
    return json.dumps(doc).encode("utf-8")


# -- campaign files ------------------------------------------------------------------------------


@hostile("campaign")
def campaign_60mb_empty_objects(seeds: Seeds) -> bytes:
    """60 MB of ``[{},{},…]`` (issue 14: 63 MB used 3.2 GB)."""
    n = 60 * 1024 * 1024 // 3
    return b"[" + b"{}," * n + b"{}]"


@hostile("campaign")
def campaign_rows_of_empty_objects(seeds: Seeds) -> bytes:
    """A real header, then 5 M empty rows in one table (element counts)."""
    doc = json.loads(seeds["campaign"][0])
    doc["models"] = ["\x00ROWS\x00"]
    text = json.dumps(doc).encode("utf-8")
    return text.replace(b'"\\u0000ROWS\\u0000"', b",".join([b"{}"] * 5_000_000))


@hostile("campaign")
def campaign_lone_surrogate(seeds: Seeds) -> bytes:
    """A campaign name holding a lone surrogate (``UnicodeEncodeError`` in the write step)."""
    return _edit(seeds["campaign"][0], lambda d: d["campaign"].__setitem__("name", "x\ud800y"))


@hostile("campaign")
def campaign_surrogate_in_history(seeds: Seeds) -> bytes:
    """A lone surrogate deep in a history record's inputs."""
    def edit(d: dict[str, Any]) -> None:
        d["history"][0]["inputs"] = {"note": "\udfff"}
    return _edit(seeds["campaign"][0], edit)


@hostile("campaign")
def campaign_huge_int(seeds: Seeds) -> bytes:
    """RP of 10**30 (``OverflowError`` in SQLite)."""
    return _edit(seeds["campaign"][0], lambda d: d["players"][0].__setitem__("rp", 10**30))


@hostile("campaign")
def campaign_huge_id(seeds: Seeds) -> bytes:
    """A row id of 2**64."""
    def edit(d: dict[str, Any]) -> None:
        old = d["players"][0]["id"]
        d["players"][0]["id"] = 2**64
        for table in ("models", "groups", "game_players", "teams", "rp_entries", "history"):
            for row in d.get(table, []):
                if row.get("player_id") == old:
                    row["player_id"] = 2**64
    return _edit(seeds["campaign"][0], edit)


@hostile("campaign")
def campaign_duplicate_model_row(seeds: Seeds) -> bytes:
    """One model row twice under two ids (same uid: ``IntegrityError``)."""
    def edit(d: dict[str, Any]) -> None:
        row = dict(d["models"][0])
        row["id"] = max(m["id"] for m in d["models"]) + 1
        d["models"].append(row)
    return _edit(seeds["campaign"][0], edit)


@hostile("campaign")
def campaign_rp_not_ledger(seeds: Seeds) -> bytes:
    """A player's RP that is not the sum of its ledger (``db check`` fails afterwards)."""
    return _edit(seeds["campaign"][0],
                 lambda d: d["players"][0].__setitem__("rp", d["players"][0]["rp"] + 7))


@hostile("campaign")
def campaign_wrong_points(seeds: Seeds) -> bytes:
    """A model whose stored points are not its Team List's."""
    return _edit(seeds["campaign"][0], lambda d: d["models"][0].__setitem__("points", 999))


@hostile("campaign")
def campaign_unknown_entry(seeds: Seeds) -> bytes:
    """A model of an entry its Team List does not have."""
    return _edit(seeds["campaign"][0], lambda d: d["models"][0].__setitem__("entry", "no_such"))


@hostile("campaign")
def campaign_deep_nesting(seeds: Seeds) -> bytes:
    """Settings nested 200,000 deep."""
    text = seeds["campaign"][0]
    return text.replace(b'"settings": {', b'"settings": {"x": ' + b"[" * 200_000 + b"]" * 200_000
                        + b", ", 1)


@hostile("campaign")
def campaign_nan_everywhere(seeds: Seeds) -> bytes:
    """NaN and Infinity where numbers go."""
    def edit(d: dict[str, Any]) -> None:
        d["players"][0]["rp"] = float("nan")
        d["models"][0]["points"] = float("inf")
    return _edit(seeds["campaign"][0], edit)


# -- roster files -------------------------------------------------------------------------------


@hostile("roster")
def roster_duplicate_uid(seeds: Seeds) -> bytes:
    """Two models with one uid (issue 14 point 4: imports, then nothing can be undone)."""
    def edit(d: dict[str, Any]) -> None:
        d["models"][1]["uid"] = d["models"][0]["uid"]
    return _edit(seeds["roster"][0], edit)


@hostile("roster", expect="either")
def roster_long_team_list_version(seeds: Seeds) -> bytes:
    """A 5,000-character ``team_list_version`` (``ENAMETOOLONG`` in ``forcesheet check``; the
    version only names the revision the Force was built on, so importing it is right too)."""
    return _edit(seeds["roster"][0], lambda d: d.__setitem__("team_list_version", "v" * 5000))


@hostile("roster", expect="either")
def roster_path_team_list_version(seeds: Seeds) -> bytes:
    """A ``team_list_version`` that walks out of the catalogue folder (it must not be used as
    a path; importing the Force is right)."""
    return _edit(seeds["roster"][0],
                 lambda d: d.__setitem__("team_list_version", "../../../../../../etc"))


@hostile("roster")
def roster_path_team_list(seeds: Seeds) -> bytes:
    """A ``team_list`` id that is a path."""
    return _edit(seeds["roster"][0], lambda d: d.__setitem__("team_list", "../../" + "x" * 300))


@hostile("roster")
def roster_deep_nesting(seeds: Seeds) -> bytes:
    """Options nested 200,000 deep."""
    return b'{"format": "forcesheet-roster", "version": 1, "models": ' + b"[" * 200_000 + \
        b"]" * 200_000 + b"}"


@hostile("roster")
def roster_many_models(seeds: Seeds) -> bytes:
    """4.8 MB of empty models (just under the 5 MB cap)."""
    return (b'{"format": "forcesheet-roster", "version": 1, "team_list": "space_marines", '
            b'"models": [' + b",".join([b"{}"] * 1_600_000) + b"]}")


@hostile("roster")
def roster_huge_int(seeds: Seeds) -> bytes:
    """A version of 10**30 and a 5,000-digit number."""
    def edit(d: dict[str, Any]) -> None:
        d["version"] = 10**30
        d["models"][0]["member"] = 10**4000
    return _edit(seeds["roster"][0], edit)


@hostile("roster")
def roster_lone_surrogate(seeds: Seeds) -> bytes:
    """A model name holding a lone surrogate."""
    return _edit(seeds["roster"][0], lambda d: d["models"][0].__setitem__("name", "a\ud800"))


# -- YAML Team Lists ----------------------------------------------------------------------------


@hostile("yaml")
def yaml_billion_laughs(seeds: Seeds) -> bytes:
    """1 KB of aliases (issue 14: 30 s, the checker walked every alias)."""
    return ("forcesheet_teamlist: 1\nid: lol\n" + mu.billion_laughs(9, 9)
            + "name: *a9\nversion: *a9\nentries: [*a9]\n").encode()


@hostile("yaml")
def yaml_recursive_alias(seeds: Seeds) -> bytes:
    """An alias inside its own anchor."""
    return b"forcesheet_teamlist: 1\nid: rec\nname: x\nentries: &a [*a, {id: *a}]\n"


@hostile("yaml")
def yaml_deep_flow(seeds: Seeds) -> bytes:
    """Flow sequences nested 100,000 deep (``RecursionError``)."""
    return b"forcesheet_teamlist: 1\nentries: " + b"[" * 100_000 + b"]" * 100_000 + b"\n"


@hostile("yaml")
def yaml_deep_block(seeds: Seeds) -> bytes:
    """Block sequences nested 3,000 deep."""
    return b"forcesheet_teamlist: 1\nentries:\n" + b"".join(
        b" " * d + b"-\n" for d in range(0, 6000, 2))


@hostile("yaml")
def yaml_huge_int(seeds: Seeds) -> bytes:
    """A 5,000-digit integer (Python refuses to convert it)."""
    return b"forcesheet_teamlist: " + b"9" * 5000 + b"\nid: x\nname: y\n"


@hostile("yaml")
def yaml_python_tag(seeds: Seeds) -> bytes:
    """A tag that would run code in an unsafe loader."""
    return b"forcesheet_teamlist: 1\nid: !!python/object/apply:os.system ['true']\nname: x\n"


@hostile("yaml")
def yaml_1_5_mb(seeds: Seeds) -> bytes:
    """A 1.5 MB list: the shipped Space Marines entries many times (issue 14: 25-47 s)."""
    text = seeds["yaml_big"][0].decode()
    head, sep, entries = text.partition("\nentries:\n")
    body = entries
    out = head + sep
    while len(out) + len(body) < 1_500_000:
        out += body
    return out.encode()


@hostile("yaml")
def yaml_wide_mapping(seeds: Seeds) -> bytes:
    """200,000 keys in one mapping."""
    return b"forcesheet_teamlist: 1\nnames: {" + b", ".join(
        b"k%d: v" % i for i in range(200_000)) + b"}\n"


# -- BattleScribe catalogues -----------------------------------------------------------------------

_CAT_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<catalogue id="{id}" name="Hostile" '
             'revision="1" gameSystemId="mini-gst" gameSystemRevision="2" '
             'xmlns="http://www.battlescribe.net/schema/catalogueSchema">\n')
_FORCE = ('<forceEntries><forceEntry id="fe" name="Kill Team" hidden="false"><categoryEntries>'
          '<categoryEntry id="c-core" name="Core" hidden="false"/></categoryEntries></forceEntry>'
          '</forceEntries>\n')


def fanout_cat(width: int = 4, levels: int = 10, cyclic: bool = False) -> bytes:
    """Layers of shared entries, each linking to every entry of the next layer: width**levels
    paths from one root link, without a cycle (or with one back to the top)."""
    parts = [_CAT_HEAD.format(id="fanout"), _FORCE,
             '<entryLinks><entryLink id="root" targetId="e0_0" type="selectionEntry" '
             'categoryEntryId="c-core"/></entryLinks>\n<sharedSelectionEntries>\n']
    for lv in range(levels):
        for w in range(width):
            kind = "model" if lv == 0 else "upgrade"
            parts.append(f'<selectionEntry id="e{lv}_{w}" name="E{lv}.{w}" type="{kind}">'
                         f'<costs><cost name="pts" costTypeId="points" value="1"/></costs>')
            nxt = lv + 1 if lv + 1 < levels else (0 if cyclic else None)
            if nxt is not None:
                parts.append("<entryLinks>")
                for w2 in range(width):
                    parts.append(f'<entryLink id="l{lv}_{w}_{w2}" targetId="e{nxt}_{w2}" '
                                 'type="selectionEntry"/>')
                parts.append("</entryLinks>")
            parts.append("</selectionEntry>\n")
    parts.append("</sharedSelectionEntries>\n</catalogue>\n")
    return "".join(parts).encode()


@hostile("cat")
def cat_link_fanout(seeds: Seeds) -> bytes:
    """~6 KB whose links fan out to 4**10 paths without a cycle (issue 14: 128 s, 1.8 GB)."""
    return fanout_cat(4, 10)


@hostile("cat")
def cat_link_fanout_wide(seeds: Seeds) -> bytes:
    """A shallower, wider fan-out: 12**5 paths."""
    return fanout_cat(12, 5)


@hostile("cat", expect="either")
def cat_link_cycle(seeds: Seeds) -> bytes:
    """A fan-out whose last layer links back to the first."""
    return fanout_cat(3, 4, cyclic=True)


@hostile("cat")
def cat_3_5m_elements(seeds: Seeds) -> bytes:
    """14 MB of 3.5 M empty elements (issue 14: 13 s to refuse)."""
    return (_CAT_HEAD.format(id="many") + _FORCE).encode() + b"<a/>" * 3_500_000 + \
        b"</catalogue>\n"


@hostile("cat")
def cat_2_9m_elements(seeds: Seeds) -> bytes:
    """2.9 M empty elements: just under an element cap of 3 M."""
    return (_CAT_HEAD.format(id="many") + _FORCE).encode() + b"<a/>" * 2_900_000 + \
        b"</catalogue>\n"


@hostile("cat", expect="either")
def cat_nan_costs(seeds: Seeds) -> bytes:
    """Every cost and constraint value NaN (``Fraction('NaN')``)."""
    text = seeds["cat"][0].decode()
    import re

    return re.sub(r'value="[^"]*"', 'value="NaN"', text).encode()


@hostile("cat", expect="either")
def cat_huge_costs(seeds: Seeds) -> bytes:
    """Costs of 1e999, -1e999, 5,000 digits, ``inf``, empty."""
    text = seeds["cat"][0].decode()
    import itertools
    import re

    values = itertools.cycle(["1e999", "-1e999", "9" * 5000, "inf", "", "-0", "1e-999"])
    return re.sub(r'value="[^"]*"', lambda m: f'value="{next(values)}"', text).encode()


@hostile("cat", expect="either")
def cat_deep_nesting(seeds: Seeds) -> bytes:
    """Selection entries nested 31 deep (62 elements: just under a depth cap of 64)."""
    inner = ""
    for d in reversed(range(31)):
        inner = (f'<selectionEntries><selectionEntry id="d{d}" name="D{d}" type="upgrade">'
                 f'{inner}</selectionEntry></selectionEntries>')
    body = (f'<sharedSelectionEntries><selectionEntry id="top" name="Top" type="model">{inner}'
            '</selectionEntry></sharedSelectionEntries>')
    return (_CAT_HEAD.format(id="deep") + _FORCE +
            '<entryLinks><entryLink id="r" targetId="top" type="selectionEntry" '
            f'categoryEntryId="c-core"/></entryLinks>{body}</catalogue>').encode()


@hostile("cat")
def cat_entity_bomb(seeds: Seeds) -> bytes:
    """Billion laughs in XML entities."""
    ents = '<!ENTITY a0 "lol">' + "".join(
        f'<!ENTITY a{i} "{("&a" + str(i - 1) + ";") * 10}">' for i in range(1, 10))
    return (f'<?xml version="1.0"?><!DOCTYPE catalogue [{ents}]>'
            + _CAT_HEAD.format(id="lol").split("\n", 1)[1].replace('name="Hostile"',
                                                                    'name="&a9;"')
            + "</catalogue>").encode()


@hostile("cat", expect="either")
def cat_duplicate_ids(seeds: Seeds) -> bytes:
    """Every shared entry given the same id (links then all point at one of them)."""
    import re

    text = seeds["cat"][0].decode()
    return re.sub(r'<selectionEntry id="[^"]*"', '<selectionEntry id="same"', text).encode()


# -- zipped catalogues ----------------------------------------------------------------------------


def _inner(seeds: Seeds) -> bytes:
    return seeds["cat"][0]


@hostile("catz")
def catz_bomb(seeds: Seeds) -> bytes:
    """1 GB of zeros in a 1 MB zip that says so."""
    return mu.zip_bomb(1024 * 1024 * 1024)


@hostile("catz")
def catz_lying_bomb(seeds: Seeds) -> bytes:
    """200 MB of zeros in a zip whose headers say 1,000 bytes."""
    data = mu.zip_bomb(200 * 1024 * 1024)
    import struct

    # patch the uncompressed size in the local header (offset 22) and central directory
    b = bytearray(data)
    b[22:26] = struct.pack("<I", 1000)
    cd = b.rfind(b"PK\x01\x02")
    b[cd + 24:cd + 28] = struct.pack("<I", 1000)
    return bytes(b)


@hostile("catz")
def catz_negative_seek(seeds: Seeds) -> bytes:
    """A central directory offset past its real place, so the member starts before the file
    (``ValueError: negative seek``)."""
    import zlib

    inner = _inner(seeds)
    comp = zlib.compressobj(6, zlib.DEFLATED, -15)
    body = comp.compress(inner) + comp.flush()
    return mu._raw_zip("x.cat", body, zlib.crc32(inner), len(body), len(inner),
                       cd_offset_delta=1000)


@hostile("catz")
def catz_bad_crc(seeds: Seeds) -> bytes:
    """A member whose CRC does not match."""
    import zlib

    inner = _inner(seeds)
    comp = zlib.compressobj(6, zlib.DEFLATED, -15)
    body = comp.compress(inner) + comp.flush()
    return mu._raw_zip("x.cat", body, zlib.crc32(inner) ^ 1, len(body), len(inner))


@hostile("catz")
def catz_corrupt_deflate(seeds: Seeds) -> bytes:
    """A member whose deflate stream is garbage (``zlib.error``)."""
    import zlib

    inner = _inner(seeds)
    body = bytes(range(256)) * 20
    return mu._raw_zip("x.cat", body, zlib.crc32(inner), len(body), len(inner))


@hostile("catz")
def catz_unsupported_method(seeds: Seeds) -> bytes:
    """Compression method 99 (AES), which zipfile cannot read."""
    import zlib

    inner = _inner(seeds)
    return mu._raw_zip("x.cat", inner, zlib.crc32(inner), len(inner), len(inner), method=99)


@hostile("catz")
def catz_many_members(seeds: Seeds) -> bytes:
    """1,000 members."""
    return mu.make_zip([(f"m{i}.cat", b"<x/>") for i in range(1000)])


@hostile("catz")
def catz_truncated(seeds: Seeds) -> bytes:
    """The first half of a valid .catz."""
    z = mu.make_zip([("x.cat", _inner(seeds))])
    return z[: len(z) // 2]


@hostile("catz")
def catz_zip_in_zip(seeds: Seeds) -> bytes:
    """A .catz holding a .catz."""
    return mu.make_zip([("x.cat", mu.make_zip([("x.cat", _inner(seeds))]))])


@hostile("catz")
def catz_fanout_inside(seeds: Seeds) -> bytes:
    """The link fan-out, zipped."""
    return mu.make_zip([("fanout.cat", fanout_cat(4, 10))])


# -- game systems --------------------------------------------------------------------------------


@hostile("gst", expect="either")
def gst_nan_costs(seeds: Seeds) -> bytes:
    """Every value of the game system NaN."""
    import re

    return re.sub(r'value="[^"]*"', 'value="NaN"', seeds["gst"][0].decode()).encode()


@hostile("gst")
def gst_entity_bomb(seeds: Seeds) -> bytes:
    """Billion laughs in a game system."""
    ents = '<!ENTITY a0 "lol">' + "".join(
        f'<!ENTITY a{i} "{("&a" + str(i - 1) + ";") * 10}">' for i in range(1, 10))
    return (f'<?xml version="1.0"?><!DOCTYPE gameSystem [{ents}]><gameSystem id="mini-gst" '
            'name="&a9;" revision="2" xmlns="http://www.battlescribe.net/schema/'
            'gameSystemSchema"/>').encode()


def by_format(fmt: str) -> list[Hostile]:
    return [h for h in HOSTILE if h.format == fmt]
