"""Hostile BattleScribe files (issue 14, points 5 and 7): every damaged zip, unreadable number,
link fan-out, cycle or flood ends in one clean outcome, a ``CatalogueFileError`` with its code or
a ``bad_number`` item of the report, and the refusals are counted, not timed: the conversion
builds nothing past its budget, the parser stops at its cap."""

from __future__ import annotations

import io
import random
import zipfile
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest

from app.rules.bsdata import (
    CatalogueFileError,
    ImportCancelled,
    import_catalogue,
    parse,
    read_bytes,
    read_document,
    safexml,
)
from app.rules.bsdata import convert as convert_mod
from app.rules.bsdata.convert import Converter
from tests.conftest import SHARED
from tests.rules.bsdata.helpers import MINI, needs_bsdata, shared_files

NS = 'xmlns="http://www.battlescribe.net/schema/catalogueSchema"'
MINI_CAT = (MINI / "mini.cat").read_bytes()


def _catalogue(body: str, name: str = "Hostile", extra: str = "") -> bytes:
    return (
        f'<?xml version="1.0"?>\n<catalogue id="h" name="{name}" revision="1" '
        f'gameSystemId="mini-gst" {extra} {NS}>\n{body}\n</catalogue>\n'
    ).encode()


def _convert(xml: bytes, name: str = "hostile.cat") -> Converter:
    return Converter(read_document(MINI / "mini.gst"), parse(xml, name))


# -- damaged zips --------------------------------------------------------------------------------


def _zip(data: bytes = MINI_CAT, method: int = zipfile.ZIP_DEFLATED) -> bytearray:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as zf:
        zf.writestr("mini.cat", data)
    return bytearray(buf.getvalue())


def _headers(z: bytearray) -> tuple[int, int, int]:
    """Offsets of the local header, the central directory entry and the end record."""
    return z.find(b"PK\x03\x04"), z.find(b"PK\x01\x02"), z.rfind(b"PK\x05\x06")


def _negative_seek() -> bytes:
    z = _zip()
    _, _, end = _headers(z)
    start = int.from_bytes(z[end + 16 : end + 20], "little")
    z[end + 16 : end + 20] = (start + 0x7000_0000).to_bytes(4, "little")  # "negative seek"
    return bytes(z)


def _corrupt_deflate() -> bytes:
    z = _zip()
    local, _, _ = _headers(z)
    name_len = int.from_bytes(z[local + 26 : local + 28], "little")
    extra_len = int.from_bytes(z[local + 28 : local + 30], "little")
    z[local + 30 + name_len + extra_len] = 0xFF  # a reserved deflate block type: zlib.error
    return bytes(z)


def _method(value: int) -> bytes:
    z = _zip()
    local, central, _ = _headers(z)
    z[local + 8 : local + 10] = value.to_bytes(2, "little")
    z[central + 10 : central + 12] = value.to_bytes(2, "little")
    return bytes(z)


def _version_needed() -> bytes:
    z = _zip()
    _, central, _ = _headers(z)
    z[central + 6 : central + 8] = (0xFF).to_bytes(2, "little")  # "zip file version 25.5"
    return bytes(z)


def _encrypted() -> bytes:
    z = _zip()
    local, central, _ = _headers(z)
    z[local + 6] |= 1
    z[central + 8] |= 1  # RuntimeError: password required
    return bytes(z)


def _bad_crc() -> bytes:
    z = _zip()
    local, central, _ = _headers(z)
    for at in (local + 14, central + 16):
        z[at : at + 4] = b"\0\0\0\0"
    return bytes(z)


def _bad_name() -> bytes:
    z = _zip()
    local, central, _ = _headers(z)
    z[central + 8 : central + 10] = (0x800).to_bytes(2, "little")  # names in UTF-8
    z[local + 6 : local + 8] = (0x800).to_bytes(2, "little")
    z[local + 30] = 0xFF  # not UTF-8: UnicodeDecodeError when the member is opened
    return bytes(z)


def _corrupt(method: int) -> bytes:
    z = _zip(method=method)
    local, central, _ = _headers(z)
    name_len = int.from_bytes(z[local + 26 : local + 28], "little")
    start = local + 30 + name_len
    for i in range(start + 4, min(start + 40, central)):
        z[i] ^= 0x5A
    return bytes(z)


DAMAGED_ZIPS: dict[str, Callable[[], bytes]] = {
    "negative_seek": _negative_seek,
    "corrupt_deflate": _corrupt_deflate,
    "unsupported_method": lambda: _method(99),
    "version_needed": _version_needed,
    "encrypted": _encrypted,
    "bad_crc": _bad_crc,
    "bad_member_name": _bad_name,
    "corrupt_lzma": lambda: _corrupt(zipfile.ZIP_LZMA),
    "corrupt_bzip2": lambda: _corrupt(zipfile.ZIP_BZIP2),
    "truncated": lambda: bytes(_zip()[:200]),
    "truncated_tail": lambda: bytes(_zip()[:-10]),
}


@pytest.mark.parametrize("case", sorted(DAMAGED_ZIPS))
def test_every_damaged_zip_is_zip_invalid(case: str, tmp_path: Path) -> None:
    p = tmp_path / f"{case}.catz"
    p.write_bytes(DAMAGED_ZIPS[case]())
    with pytest.raises(CatalogueFileError) as err:
        read_bytes(p)
    assert err.value.code == "zip.invalid", err.value
    assert err.value.file == str(p)


def test_mutated_zips_raise_nothing_but_catalogue_file_errors() -> None:
    """400 seeded mutations of zips of every compression method: flipped bytes, cuts, header
    fields set to extremes; a mutation may even still read, but nothing raw escapes."""
    rng = random.Random(14)
    bases = [
        bytes(_zip(method=m))
        for m in (zipfile.ZIP_DEFLATED, zipfile.ZIP_STORED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA)
    ]
    outcomes: set[str] = set()
    for _ in range(400):
        z = bytearray(rng.choice(bases))
        kind = rng.randrange(3)
        if kind == 0:
            for _ in range(rng.randint(1, 6)):
                z[rng.randrange(len(z))] = rng.randrange(256)
        elif kind == 1:
            z = z[: rng.randrange(len(z))]
        else:
            for header in _headers(z):
                at = header + rng.randrange(4, 28)
                if header >= 0 and at + 4 <= len(z):
                    z[at : at + 4] = rng.choice([b"\xff\xff\xff\xff", rng.randbytes(4)])
        try:
            parse(safexml.unzip(bytes(z), "m.catz"), "m.catz")
            outcomes.add("read")
        except CatalogueFileError as e:
            outcomes.add(e.code)
    assert "zip.invalid" in outcomes


# -- numbers -------------------------------------------------------------------------------------

BAD_VALUES = ["NaN", "inf", "-inf", "Infinity", "1e999", "", "abc", "1e99999999", "9" * 5000,
              "2000000", "0x10", "1,5"]


def _costed(values: list[str]) -> bytes:
    entries = "".join(
        f'<selectionEntry id="c{i}" name="Costly {i}" type="model"><costs>'
        f'<cost name="pts" costTypeId="points" value="{v}"/></costs></selectionEntry>'
        for i, v in enumerate(values)
    )
    links = "".join(
        f'<entryLink id="l{i}" targetId="c{i}" type="selectionEntry"/>' for i in range(len(values))
    )
    return _catalogue(
        f"<entryLinks>{links}</entryLinks><sharedSelectionEntries>{entries}"
        "</sharedSelectionEntries>"
    )


def test_unreadable_costs_leave_their_entry_out_with_a_report_line() -> None:
    good = ["-5", "12.5", " 7 ", "1e2", ".5"]
    tl, report = _convert(_costed(BAD_VALUES + good)).convert()
    kept = {e.name: e.cost for e in tl.entries}
    n = len(BAD_VALUES)
    assert kept == {f"Costly {n}": -5, f"Costly {n + 1}": 12.5, f"Costly {n + 2}": 7,
                    f"Costly {n + 3}": 100, f"Costly {n + 4}": 0.5}
    bad = [i for i in report.items if i.construct == "bad_number"]
    assert sorted(i.entry for i in bad) == sorted(f"Costly {i}" for i in range(n))
    assert all(i.detail.startswith("cost pts ") for i in bad)
    assert len(max((i.detail for i in bad), key=len)) < 80  # 5,000 nines are not copied out


def test_unreadable_constraints_modifiers_conditions_and_repeats_are_dropped() -> None:
    entry = """
    <selectionEntry id="e" name="Odd numbers" type="model">
      <constraints>
        <constraint field="selections" scope="parent" value="NaN" id="k-nan" type="max"/>
        <constraint field="selections" scope="parent" value="1e999" id="k-inf" type="min"/>
        <constraint field="selections" scope="parent" value="2.0" id="k-ok" type="max"/>
      </constraints>
      <modifiers>
        <modifier type="increment" field="points" value="inf"/>
        <modifier type="set" field="k-ok" value="abc"/>
        <modifier type="increment" field="points" value="1">
          <conditions><condition field="selections" scope="force" value="NaN" childId="e"
            type="atLeast"/></conditions>
        </modifier>
        <modifier type="increment" field="points" value="1">
          <repeats><repeat field="selections" scope="force" value="1" repeats="1e999"
            childId="e"/></repeats>
        </modifier>
        <modifier type="increment" field="points" value="2"/>
      </modifiers>
      <costs><cost name="pts" costTypeId="points" value="10"/></costs>
    </selectionEntry>"""
    xml = _catalogue(
        f'<entryLinks><entryLink id="l" targetId="e" type="selectionEntry"/></entryLinks>'
        f"<sharedSelectionEntries>{entry}</sharedSelectionEntries>",
        extra='gameSystemRevision="NaN"',
    )
    tl, report = _convert(xml).convert()
    e = tl.entries[0]
    assert [c.id for c in e.constraints] == ["k-ok"]
    assert [(m.field, m.value) for m in e.modifiers] == [("cost", 2.0)]
    bad = [i for i in report.items if i.construct == "bad_number"]
    assert len(bad) == 6 and all(i.entry == "Odd numbers" for i in bad)
    # the revision is no item (and the file has no categories at all: no Core either)
    assert {i.construct for i in report.items} == {"bad_number", "no_core_category"}


def test_numbers_that_read_are_exactly_what_they_were() -> None:
    assert convert_mod._number("1.0") == 1.0
    assert convert_mod._number("-1.0") == -1.0
    assert convert_mod._number(None) == 0.0  # a missing value
    for bad in ("nan", "NaN", "inf", "-Infinity", "1e400", "", " ", "abc", "1_000"):
        assert convert_mod._number(bad) is None, bad
    assert convert_mod._cost("0.333333") == Fraction(1, 3)
    assert convert_mod._cost("1e99999999") is None  # refused before 10**99999999 is computed


# -- bounded cost: the link expansion ------------------------------------------------------------


def fanout(levels: int, width: int = 2, id_len: int = 1) -> bytes:
    """Entry i links entry i+1 ``width`` times: width**levels places from a few kB."""
    shared = []
    for i in range(levels):
        links = "".join(
            f'<entryLink id="{"l" * id_len}{i}_{j}" targetId="e{i + 1}" type="selectionEntry"/>'
            for j in range(width)
        )
        shared.append(
            f'<selectionEntry id="e{i}" name="E{i}" type="upgrade">'
            f"<entryLinks>{links}</entryLinks></selectionEntry>"
        )
    shared.append(f'<selectionEntry id="e{levels}" name="Leaf" type="upgrade"/>')
    return _catalogue(
        '<entryLinks><entryLink id="r" targetId="e0" type="selectionEntry"/></entryLinks>'
        f"<sharedSelectionEntries>{''.join(shared)}</sharedSelectionEntries>"
    )


def clique(k: int) -> bytes:
    """k entries each linking all the others: every simple path is a place (k! of them)."""
    shared = "".join(
        f'<selectionEntry id="e{i}" name="E{i}" type="upgrade"><entryLinks>'
        + "".join(
            f'<entryLink id="l{i}_{j}" targetId="e{j}" type="selectionEntry"/>'
            for j in range(k)
            if j != i
        )
        + "</entryLinks></selectionEntry>"
        for i in range(k)
    )
    return _catalogue(
        '<entryLinks><entryLink id="r" targetId="e0" type="selectionEntry"/></entryLinks>'
        f"<sharedSelectionEntries>{shared}</sharedSelectionEntries>"
    )


def info_fanout(levels: int, links: int, characteristics: int) -> bytes:
    """A fat shared profile, linked ``links`` times by the leaf of a binary fan-out."""
    chars = "".join(f'<characteristic name="c{i}" value="v"/>' for i in range(characteristics))
    infos = "".join(f'<infoLink id="i{j}" targetId="fat" type="profile"/>' for j in range(links))
    shared = "".join(
        f'<selectionEntry id="e{i}" name="E{i}" type="upgrade"><entryLinks>'
        f'<entryLink id="a{i}" targetId="e{i + 1}" type="selectionEntry"/>'
        f'<entryLink id="b{i}" targetId="e{i + 1}" type="selectionEntry"/>'
        "</entryLinks></selectionEntry>"
        for i in range(levels)
    )
    shared += (
        f'<selectionEntry id="e{levels}" name="Leaf" type="upgrade">'
        f"<infoLinks>{infos}</infoLinks></selectionEntry>"
    )
    return _catalogue(
        f'<sharedProfiles><profile id="fat" name="Fat" profileTypeId="pt-unit"><characteristics>'
        f"{chars}</characteristics></profile></sharedProfiles>"
        '<entryLinks><entryLink id="r" targetId="e0" type="selectionEntry"/></entryLinks>'
        f"<sharedSelectionEntries>{shared}</sharedSelectionEntries>"
    )


class _Counting:
    """Counts the entries and groups the conversion builds."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.built = 0
        real = Converter._place

        def place(conv: Converter) -> None:
            self.built += 1
            real(conv)

        monkeypatch.setattr(Converter, "_place", place)


def _too_large(xml: bytes) -> tuple[CatalogueFileError, Converter]:
    conv = _convert(xml)
    with pytest.raises(CatalogueFileError) as err:
        conv.convert()
    assert err.value.code == "catalogue.too_large"
    assert err.value.file == "hostile.cat"
    return err.value, conv


def test_link_fan_out_is_refused_before_anything_is_built(monkeypatch: pytest.MonkeyPatch) -> None:
    # Issue 14: a 5.8 kB catalogue of 30 levels of two links (2**30 places) took 128 s, 1.8 GB.
    counting = _Counting(monkeypatch)
    xml = fanout(30)
    assert len(xml) < 7_000
    _, conv = _too_large(xml)
    assert counting.built == 0
    assert conv.budget == convert_mod.budget(len(xml))
    assert conv.budget[0] < 2_500  # a small file gets a small budget


def test_a_fan_out_within_the_budget_still_imports(monkeypatch: pytest.MonkeyPatch) -> None:
    counting = _Counting(monkeypatch)
    tl, report = _convert(fanout(8)).convert()
    assert report.entries == counting.built == 2**9 - 1
    assert sum(1 for _ in tl.entries[0].walk()) == 2**9 - 1


def test_every_place_counts_against_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the plan wrong, the conversion itself still stops one place past the budget."""
    counting = _Counting(monkeypatch)
    monkeypatch.setattr(Converter, "plan", lambda self: (0, 0, 0))
    conv = _convert(fanout(30))
    conv.budget = (500, 0, 0)
    with pytest.raises(CatalogueFileError) as err:
        conv.convert()
    assert err.value.code == "catalogue.too_large"
    assert counting.built == 501


def test_link_cycles_through_many_entries_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    counting = _Counting(monkeypatch)
    _, conv = _too_large(clique(12))  # 12 entries, ~10**8 simple paths
    assert counting.built == 0
    assert conv.budget[0] < 2_600


def test_padding_buys_little(monkeypatch: pytest.MonkeyPatch) -> None:
    """The budget follows the catalogue's bytes: 20,000 empty elements (80 kB) buy 4,800
    places, not the 80,000 a budget per element would give."""
    counting = _Counting(monkeypatch)
    padded = fanout(16).replace(b"</catalogue>", b"<rules>" + b"<a/>" * 20_000 + b"</rules></catalogue>")
    _, conv = _too_large(padded)
    assert counting.built == 0
    assert conv.budget[0] < 7_500


def test_long_ids_are_counted_by_their_characters(monkeypatch: pytest.MonkeyPatch) -> None:
    # 2**12 places only, but ids of 20,000 characters: paths of hundreds of kB each.
    err, _ = _too_large(fanout(12, id_len=20_000))
    assert "characters of ids" in err.detail


def test_info_links_to_a_fat_profile_count_the_profile_at_every_place() -> None:
    err, conv = _too_large(info_fanout(6, links=300, characteristics=300))
    assert "copied elements" in err.detail
    assert conv.budget[1] < 1_200_000


def test_real_catalogues_sit_far_below_their_budgets() -> None:
    """Every HoR catalogue uses at most 1/10 of each budget, every 40k one at most 1/2."""
    for folder, share in ((SHARED / "bsdata-hor7", 0.1), (SHARED / "bsdata-40k7", 0.5)):
        gsts = sorted(folder.glob("*.gst"))
        if not gsts:
            continue
        gst = read_document(gsts[0])
        for cat in sorted(folder.glob("*.cat")):
            conv = Converter(gst, read_document(cat))
            used = conv.plan()
            for n, cap in zip(used, conv.budget, strict=True):
                assert n <= cap * share, (cat.name, used, conv.budget)


@needs_bsdata
def test_real_elements_sit_far_below_the_parser_caps() -> None:
    for cat in shared_files():
        doc = read_document(cat)
        elements = sum(1 for _ in doc.root.iter())
        nodes = elements + sum(len(e.attrib) for e in doc.root.iter())
        assert elements * 19 <= safexml.MAX_ELEMENTS, cat.name
        assert nodes * 19 <= safexml.MAX_NODES, cat.name


# -- bounded cost: the parser --------------------------------------------------------------------


def _flood(markup: str, n: int) -> bytes:
    return _catalogue(markup * n)


def test_3_5_million_empty_elements_stop_at_the_byte_or_element_cap() -> None:
    # Issue 14: 14 MB of <a/> took 13 s to refuse at the old 3,000,000 cap: it is now over the
    # byte cap, and 2 million (8 MB) stop at the element cap.
    with pytest.raises(CatalogueFileError) as err:
        parse(_flood("<a/>", 3_500_000), "flood.cat")
    assert err.value.code == "file.too_large"
    assert safexml.MAX_ELEMENTS <= 20 * 12_559  # 20x the largest HoR catalogue
    with pytest.raises(CatalogueFileError) as err:
        parse(_flood("<a/>", 2_000_000), "flood.cat")
    assert err.value.code == "xml.too_many_elements"
    # The parser stopped at the first element past the cap (4 bytes each, on line 3).
    assert err.value.line == 3
    assert err.value.column is not None
    assert err.value.column <= 4 * (safexml.MAX_ELEMENTS + 1)


@pytest.mark.parametrize(
    "markup", ["<!---->", "<?pi?>", "<a><![CDATA[x]]></a>", '<a k0="" k1="" k2="" k3=""/>']
)
def test_floods_of_comments_instructions_cdata_or_attributes_stop_at_the_node_cap(
    markup: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(safexml, "MAX_NODES", 5_000)
    with pytest.raises(CatalogueFileError) as err:
        parse(_flood(markup, 6_000), "flood.cat")
    assert err.value.code == "xml.too_many_elements"


def test_the_byte_caps_are_8_mb() -> None:
    # 2.3x the largest real catalogue (3.5 MB, 40k), 10x the largest HoR one (0.8 MB)
    assert safexml.MAX_FILE_BYTES <= 8 * 1024 * 1024
    assert safexml.MAX_UNZIPPED_BYTES <= 8 * 1024 * 1024


# -- the cancel flag -----------------------------------------------------------------------------


def test_cancel_stops_the_parse_and_the_conversion() -> None:
    with pytest.raises(ImportCancelled):
        parse(_flood("<a/>", 3 * safexml.CANCEL_EVERY), "big.cat", cancel=lambda: True)
    calls = {"n": 0}

    def later() -> bool:
        calls["n"] += 1
        return calls["n"] > 3

    with pytest.raises(ImportCancelled):
        Converter(read_document(MINI / "mini.gst"), parse(fanout(9), "f.cat"), later).convert()
    with pytest.raises(ImportCancelled):
        import_catalogue(MINI / "mini.cat", MINI / "mini.gst", cancel=lambda: True)
    assert import_catalogue(MINI / "mini.cat", MINI / "mini.gst", cancel=lambda: False)
