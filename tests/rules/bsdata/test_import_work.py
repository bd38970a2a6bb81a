"""What an import does once, counted (issue 15 point 5: the 19 HoR catalogues in 1.2 s).

Each test guards one cause of the import's time that was removed: the planning walk counting
every (element, link) pair once, a subtree met again copied rather than converted again, the
game system indexed once for a batch, the fields of an entry set without the frozen
dataclass's ``__init__``, the JSON cache's shared tables looked up once per tuple, the
library's meta files read once per import, every staged file written once.
Counts, never timings.
"""

from __future__ import annotations

import dataclasses
import gc
import os
from fractions import Fraction
from pathlib import Path

import pytest

import app.rules.bsdata.convert as convert_mod
from app.model import catalogues as cat_mod
from app.model.catalogues import CatalogueLibrary
from app.rules import teamlist_json
from app.rules.bsdata import parse, read_document
from app.rules.bsdata.convert import Converter, maker
from app.rules.teamlist import Constraint, Entry, EntryGroup, EntryKind, Field, Profile
from app.rules.teamlist_json import teamlist_to_json
from tests.conftest import BSDATA, FIXTURES
from tests.rules.bsdata.helpers import needs_bsdata
from tests.rules.bsdata.test_hostile_catalogues import _catalogue, clique, fanout, info_fanout

MINI = FIXTURES / "bsdata"
HOR = BSDATA


def _convert(xml: bytes) -> Converter:
    return Converter(read_document(MINI / "mini.gst"), parse(xml, "work.cat"))


def _walked(conv: Converter, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int, int]:
    """The plan of ``conv``'s files by the walk alone (the pair count never used)."""
    again = Converter(conv.gst, conv.cat)
    with monkeypatch.context() as m:
        m.setattr(Converter, "_totals", lambda self, cost_of, kids_of: None)
        return again.plan()


# -- the plan ------------------------------------------------------------------------------------


def test_the_plan_counts_each_pair_once_and_links_without_children_as_their_target() -> None:
    # 2**9 - 1 places from 9 entries, each linked twice by links with no children of their own
    conv = _convert(fanout(8))
    assert conv.plan()[0] == 2**9 - 1
    assert conv.pair_counts == 9


@pytest.mark.parametrize("xml", [fanout(8), fanout(5, width=3), info_fanout(3, 4, 5)],
                         ids=["fanout", "wide", "info"])
def test_the_counted_plan_is_the_walks(xml: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    conv = _convert(xml)
    assert conv.plan() == _walked(conv, monkeypatch)
    assert conv.pair_counts > 0  # the counted plan was used


def test_a_cycle_or_an_id_met_twice_is_left_to_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    cyclic = _convert(clique(4))  # every entry below every other: cut by the walk
    assert cyclic.plan() == _walked(cyclic, monkeypatch)
    twice = _catalogue(  # an entry holding an entry of its own id: the walk cuts it
        '<selectionEntries><selectionEntry id="x" name="X" type="unit"><selectionEntries>'
        '<selectionEntry id="x" name="Y" type="model"/><selectionEntry id="z" name="Z" '
        'type="model"/></selectionEntries></selectionEntry></selectionEntries>'
    )
    conv = _convert(twice)
    assert conv.plan() == _walked(conv, monkeypatch)
    totals: list[object] = []
    real = Converter._totals

    def spy(self: Converter, *args: object) -> object:
        totals.append(real(self, *args))  # type: ignore[arg-type]
        return totals[-1]

    monkeypatch.setattr(Converter, "_totals", spy)
    _convert(clique(4)).plan()
    _convert(twice).plan()
    assert totals == [None, None]


@needs_bsdata
def test_every_shared_catalogue_is_planned_by_pairs(monkeypatch: pytest.MonkeyPatch) -> None:
    gst = read_document(next(HOR.glob("*.gst")))
    pairs = places = 0
    for cat in sorted(HOR.glob("*.cat")):
        conv = Converter(gst, read_document(cat))
        got = conv.plan()
        assert got == _walked(conv, monkeypatch), cat.name
        pairs += conv.pair_counts
        places += got[0]
    # 12,870 places (and 11,798 walk steps) counted from fewer than 4,000 pairs
    assert pairs * 3 < places


# -- the conversion ------------------------------------------------------------------------------


def _converted_by_walk(xml: bytes, monkeypatch: pytest.MonkeyPatch) -> Converter:
    """``xml`` converted with the plan's walk (no subtree copied)."""
    conv = _convert(xml)
    with monkeypatch.context() as m:
        m.setattr(Converter, "_totals", lambda self, cost_of, kids_of: None)
        conv.plan()
    assert not conv.reuse
    return conv


def test_a_subtree_met_again_is_copied_not_converted_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    built = {"n": 0}
    real = Converter._new_entry_at

    def counting(self: Converter, *args: object) -> object:
        built["n"] += 1
        return real(self, *args)  # type: ignore[arg-type]

    conv = _convert(fanout(8))
    monkeypatch.setattr(Converter, "_new_entry_at", counting)
    tl, report = conv.convert()
    assert report.entries == conv.places == 2**9 - 1
    assert built["n"] == 9 and conv.subtrees_copied == 8  # one entry per level, then copies
    monkeypatch.undo()
    walked = _converted_by_walk(fanout(8), monkeypatch)
    tl2, report2 = walked.convert()
    assert walked.subtrees_copied == 0
    assert repr(tl) == repr(tl2) and teamlist_to_json(tl) == teamlist_to_json(tl2)
    assert report == report2


def test_nothing_is_copied_where_the_expansion_has_a_cut() -> None:
    conv = _convert(clique(4))
    _tl, report = conv.convert()
    assert not conv.reuse and conv.subtrees_copied == 0
    assert any(i.construct == "link_cycle" for i in report.items)


@needs_bsdata
def test_shared_catalogues_convert_the_same_with_copies(monkeypatch: pytest.MonkeyPatch) -> None:
    gst = read_document(next(HOR.glob("*.gst")))
    for name in ("HoRKT-Space_Marines.cat", "HoRKT-Rogue_Traders.cat", "HoRKT-Orks.cat"):
        cat = read_document(HOR / name)
        conv = Converter(gst, cat)
        tl, report = conv.convert()
        assert conv.subtrees_copied > 20, name
        walked = Converter(gst, cat)
        with monkeypatch.context() as m:
            m.setattr(Converter, "_totals", lambda self, cost_of, kids_of: None)
            walked.plan()
        tl2, report2 = walked.convert()
        assert walked.subtrees_copied == 0
        assert repr(tl) == repr(tl2), name
        assert teamlist_to_json(tl) == teamlist_to_json(tl2) and report == report2, name


# -- the game system ----------------------------------------------------------------------------


def test_the_game_system_is_indexed_once_for_a_batch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built: list[str] = []
    real = convert_mod._Index

    def counting() -> convert_mod._Index:
        built.append("index")
        return real()

    monkeypatch.setattr(convert_mod, "_Index", counting)
    lib = CatalogueLibrary(tmp_path / "catalogues")
    result = lib.import_files([MINI / "mini.gst", MINI / "mini.cat", MINI / "mini_r2.cat"])
    assert result.ok and len(result.imported) == 2
    assert len(built) == 1 + 2  # the game system once, each catalogue once


# -- building the objects --------------------------------------------------------------------


def test_the_maker_builds_what_the_dataclass_builds() -> None:
    entry_fields = {f.name for f in dataclasses.fields(Entry)}
    assert set(convert_mod.ENTRY_HEAD) <= entry_fields
    kw = dict(id="a/b", name="Marine", kind=EntryKind.MODEL, cost=Fraction(7, 2),
              categories=("c",), primary_category="c", entries=(), groups=(), ref="b",
              aliases=("l",), squad_size=None, profiles=(Profile("M", "model", ()),),
              rules=("r",), constraints=(), modifiers=(), hidden=True, walker=True,
              psyker=False, mastery=2)  # fmt: skip
    make = maker(Entry, *kw)
    made, other = make(*kw.values()), make(*kw.values())
    assert made == Entry(**kw)  # type: ignore[arg-type]
    assert repr(made) == repr(Entry(**kw))  # type: ignore[arg-type]
    assert type(made) is Entry and made.names == {} and made.names is not other.names
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.name = "x"  # type: ignore[misc]
    group = convert_mod._new_group("g", (made,), (), "a/b", None, (), "G", (), (), False)
    assert group == EntryGroup(id="g", entries=(made,), default="a/b", name="G")
    c = convert_mod._new_constraint("x", "max", 1.0, Field.POINTS, "force", True, False)
    assert c == Constraint("x", "max", 1.0, Field.POINTS, "force", True, None, False)


def test_the_maker_refuses_what_it_cannot_build() -> None:
    @dataclasses.dataclass(frozen=True)
    class Plain:
        a: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            pass

    for cls in (Plain, Checked):
        with pytest.raises(TypeError):
            maker(cls, "a")
    with pytest.raises(TypeError):
        maker(Constraint, "id", "nope")


def test_each_number_text_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[str] = []
    real = convert_mod._read_number
    def counting(text: str) -> float | None:
        read.append(text)
        return real(text)

    monkeypatch.setattr(convert_mod, "_read_number", counting)
    monkeypatch.setattr(convert_mod, "_NUMBERS", {})
    assert [convert_mod._number(t) for t in ("12.5", "12.5", "nan", "nan", None)] == [
        12.5, 12.5, None, None, 0.0,
    ]
    assert read == ["12.5", "nan"]


# -- the JSON cache ------------------------------------------------------------------------------


@needs_bsdata
def test_the_shared_tables_are_looked_up_once_per_tuple(monkeypatch: pytest.MonkeyPatch) -> None:
    gst = read_document(next(HOR.glob("*.gst")))
    tl, _ = Converter(gst, read_document(HOR / "HoRKT-Space_Marines.cat")).convert()
    calls = {"n": 0}
    real = teamlist_json._Tables.ref

    def ref(self: teamlist_json._Tables, table: dict[object, int], item: object) -> int:
        calls["n"] += 1
        return real(self, table, item)

    monkeypatch.setattr(teamlist_json._Tables, "ref", ref)
    data = teamlist_to_json(tl)
    tuples: dict[int, int] = {}  # every tuple of constraints, modifiers, profiles: its length
    stack: list[Entry | EntryGroup] = [*tl.entries]
    while stack:
        obj = stack.pop()
        for t in (obj.constraints, obj.modifiers, *((obj.profiles,) if isinstance(obj, Entry)
                                                   else ())):
            if t:
                tuples[id(t)] = len(t)
        stack += [*obj.entries, *obj.groups]
    per_place = 0  # the references the cache holds: one per item at every place
    for obj_data in _json_objects(data["entries"]):
        for k in ("constraints", "modifiers", "profiles"):
            refs = obj_data.get(k, [])
            assert isinstance(refs, list)
            per_place += len(refs)
    categories = sum(len(c.constraints) + len(c.modifiers) for c in tl.categories)
    assert calls["n"] == sum(tuples.values()) + categories < per_place


def _json_objects(entries: list[dict[str, object]]) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    stack = list(entries)
    while stack:
        obj = stack.pop()
        out.append(obj)
        stack += [*obj.get("entries", ()), *obj.get("groups", ())]  # type: ignore[misc]
    return out


# -- the library ---------------------------------------------------------------------------------


def test_an_import_reads_the_librarys_meta_files_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lib = CatalogueLibrary(tmp_path / "catalogues")
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    listed = {"n": 0}
    real = CatalogueLibrary._metas

    def metas(self: CatalogueLibrary) -> object:
        listed["n"] += 1
        return real(self)

    monkeypatch.setattr(CatalogueLibrary, "_metas", metas)
    files = [MINI / "mini_r2.cat", MINI / "modern.gst", MINI / "modern.cat"]
    result = CatalogueLibrary(lib.root).import_files(files)
    assert result.ok and len(result.imported) == 2
    assert [i.status for i in result.imported] == ["new_revision", "new"]
    assert listed["n"] == 1  # not once per catalogue


def test_each_staged_file_is_written_once_and_fsynced_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not Path("/proc/self/fd").is_dir():
        pytest.skip("needs /proc/self/fd to name what is fsynced")
    written: list[Path] = []
    synced: list[str] = []
    real_write, real_fsync = cat_mod._write_new, os.fsync

    def write(path: Path, data: bytes) -> None:
        written.append(path)
        real_write(path, data)

    def fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    monkeypatch.setattr(cat_mod, "_write_new", write)
    monkeypatch.setattr(os, "fsync", fsync)
    lib = CatalogueLibrary(tmp_path / "catalogues")
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat", MINI / "modern.gst",
                             MINI / "modern.cat"]).ok  # fmt: skip
    names = sorted(p.name for p in written)
    assert names == sorted(["source.cat", "teamlist.json", "report.json", "meta.json"] * 2)
    assert len(set(written)) == len(written)
    for path in written:  # each once, in its hidden folder, and that folder too
        assert synced.count(str(path)) == 1, path
        assert path.parent.name.startswith(".tmp-") and str(path.parent) in synced


def test_an_import_leaves_no_garbage_for_the_collector(tmp_path: Path) -> None:
    """Nothing an import made is cyclic garbage (which only a full collection, walking every
    live object, would free): its trees and lists go by reference counting."""
    files = [MINI / "mini.gst", MINI / "mini.cat", MINI / "modern.gst", MINI / "modern.cat"]
    assert CatalogueLibrary(tmp_path / "warm").import_files(files).ok
    gc.collect()
    gc.disable()
    try:
        assert CatalogueLibrary(tmp_path / "catalogues").import_files(files).ok
        assert gc.collect() == 0
    finally:
        gc.enable()
