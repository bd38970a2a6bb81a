"""The catalogue library: imports into the data folder, keeps every revision, loads from its
cache, fails atomically, reports what moving a Force to a new revision changes; and the
``forcesheet teamlist import|show`` commands over it."""

from __future__ import annotations

import io
import json
import shutil
from argparse import Namespace
from pathlib import Path

import pytest

from app import paths
from app.model import catalogues as cat_mod
from app.model.catalogues import CatalogueLibrary, revision_changes
from app.rules.bsdata.defaults import default_selections
from app.rules.force import Force, ForceModel, Selection
from app.rules.library import builtin_teamlists
from tests.conftest import BSDATA, FIXTURES

MINI = FIXTURES / "bsdata"
needs_bsdata = pytest.mark.skipif(
    not BSDATA.is_dir(), reason=f"BattleScribe data not found in {BSDATA}"
)


def _lib(tmp_path: Path) -> CatalogueLibrary:
    return CatalogueLibrary(tmp_path / "catalogues")


def _snapshot(root: Path) -> dict[str, bytes]:
    if not root.exists():
        return {}
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def test_default_root_is_the_data_folder() -> None:
    assert CatalogueLibrary().root == paths.catalogues_dir()
    assert "forcesheet-data" in str(CatalogueLibrary().root)  # tests never touch the real one


def test_builtin_lists_are_listed_and_loaded(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    infos = lib.infos()
    assert {i.id for i in infos} == set(builtin_teamlists())
    assert all(i.source == "builtin" for i in infos)
    sm = lib.load("space_marines")
    assert sm is builtin_teamlists()["space_marines"]
    with pytest.raises(KeyError):
        lib.load("no_such_list")


def test_import_then_list_and_load(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    result = lib.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    assert result.ok and result.problems == ()
    assert result.game_systems == ("Mini Kill Team",)
    (imp,) = result.imported
    assert (imp.id, imp.name, imp.revision, imp.status) == ("bs_mini_marines", "Mini Marines", "1", "new")
    assert imp.report.summary() == {"profile_modifier": 1, "cost_type": 1}
    info = next(i for i in lib.infos() if i.id == "bs_mini_marines")
    assert (info.source, info.revision, info.file, info.language) == (
        "battlescribe", "1", "mini.cat", "en"
    )
    tl = CatalogueLibrary(lib.root).load("bs_mini_marines")  # a fresh library: from the cache
    assert [e.name for e in tl.entries] == ["Sergeant", "Trooper", "Biker", "Veteran"]
    assert lib.report("bs_mini_marines").summary() == imp.report.summary()
    files = sorted(p.name for p in (lib.root / "lists" / "bs_mini_marines" / "1").iterdir())
    assert files == ["meta.json", "report.json", "source.cat", "teamlist.json"]


def test_catalogue_alone_uses_the_stored_game_system(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    first = lib.import_files([MINI / "mini.cat"])
    assert [p.code for p in first.problems] == ["bs.game_system_missing"]
    assert not (lib.root / "lists").exists()  # nothing written
    assert lib.import_files([MINI / "mini.gst"]).ok
    again = lib.import_files([MINI / "mini.cat"])
    assert again.ok and again.imported[0].status == "new"


def test_reimport_same_file_is_unchanged(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    lib.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    before = _snapshot(lib.root)
    again = lib.import_files([MINI / "mini.cat"])
    assert again.imported[0].status == "unchanged"
    assert _snapshot(lib.root) == before


def test_new_revision_keeps_the_old_one(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    lib.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    r2 = lib.import_files([MINI / "mini_r2.cat"])
    assert r2.imported[0].status == "new_revision"
    assert lib.revisions("bs_mini_marines") == ["2", "1"]
    assert lib.load("bs_mini_marines").version == "2"
    old = lib.load("bs_mini_marines", "1")
    assert old.version == "1" and "Veteran" in [e.name for e in old.entries]
    listed = [i for i in lib.infos() if i.id == "bs_mini_marines"]
    assert [(i.revision, i.latest) for i in listed] == [("2", True)]
    every = [i for i in lib.infos(all_revisions=True) if i.id == "bs_mini_marines"]
    assert [(i.revision, i.latest) for i in every] == [("2", True), ("1", False)]


def test_failed_import_changes_nothing(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    lib.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    before = _snapshot(lib.root)
    bad = [MINI / "hostile" / n for n in (
        "billion_laughs.cat", "external_entity.cat", "malformed.cat", "truncated.cat",
        "not_battlescribe.cat", "wrong_game_system.cat",
    )]
    result = lib.import_files(bad)
    assert not result.ok and result.imported == ()
    assert [p.code for p in result.problems] == [
        "xml.dtd_forbidden", "xml.dtd_forbidden", "xml.malformed", "xml.malformed",
        "bs.not_battlescribe", "bs.game_system_missing",  # no game system of that id stored
    ]
    assert all(p.file.endswith(".cat") for p in result.problems)
    assert _snapshot(lib.root) == before


def test_failure_while_writing_leaves_no_trace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lib = _lib(tmp_path)
    lib.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    before = _snapshot(lib.root)
    calls = {"n": 0}
    real = cat_mod._write_new

    def failing(path: Path, data: bytes) -> None:
        calls["n"] += 1
        if calls["n"] == 2:  # teamlist.json, after source.cat
            raise OSError(28, "No space left on device")
        real(path, data)

    monkeypatch.setattr(cat_mod, "_write_new", failing)
    result = lib.import_files([MINI / "mini_r2.cat"])
    assert [p.code for p in result.problems] == ["file.unwritable"]
    assert _snapshot(lib.root) == before  # no half-written revision 2, no temp folder


def test_stale_cache_is_rebuilt_from_the_source(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    lib.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    folder = lib.root / "lists" / "bs_mini_marines" / "1"
    meta = json.loads((folder / "meta.json").read_text())
    meta["importer_version"] = -1
    (folder / "meta.json").write_text(json.dumps(meta))
    (folder / "teamlist.json").write_text("{damaged")
    tl = CatalogueLibrary(lib.root).load("bs_mini_marines")
    assert tl.entries[0].name == "Sergeant"
    assert json.loads((folder / "meta.json").read_text())["importer_version"] == cat_mod.IMPORTER_VERSION
    json.loads((folder / "teamlist.json").read_text())  # rewritten


def test_revision_changes_lists_what_moving_changes(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    lib.import_files([MINI / "mini.gst", MINI / "mini.cat", MINI / "mini_r2.cat"])
    old, new = lib.load("bs_mini_marines", "1"), lib.load("bs_mini_marines", "2")
    sgt, trooper, veteran = old.entries[0], old.entries[1], old.entries[3]
    bike = next(e for e in sgt.entries if e.name == "Bike")
    force = Force(old.id, (
        ForceModel("s", sgt.id, options=(*default_selections(sgt), Selection(bike.id))),
        ForceModel("t", trooper.id, options=default_selections(trooper)),
        ForceModel("v", veteran.id, options=default_selections(veteran)),
    ), starting=True)
    changes = revision_changes(old, new, force)
    kinds = [(c.kind, c.model) for c in changes]
    assert ("entry_removed", "v") in kinds
    assert ("option_removed", "s") in kinds
    pts = next(c for c in changes if c.kind == "points_changed" and c.model == "t")
    assert pts.params == {"before": 11, "after": 12}
    assert any(c.kind == "new_violation" and c.params["code"] == "entry.unknown" for c in changes)
    assert revision_changes(old, old, force) == []


@needs_bsdata
def test_all_shared_catalogues_import_and_load_from_their_cache(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    files = sorted(BSDATA.iterdir())
    result = lib.import_files(files)
    assert result.ok, [str(p) for p in result.problems]
    assert len(result.imported) == 19
    imported = [i for i in lib.infos() if i.source == "battlescribe"]
    assert len(imported) == 19
    fresh = CatalogueLibrary(lib.root)

    def no_rebuild(folder: Path) -> None:
        raise AssertionError(f"{folder} converted again instead of read from its cache")

    fresh._rebuild = no_rebuild  # type: ignore[method-assign,assignment]
    # The largest parsed list loads from its cache (teamlist.json), never from the catalogue:
    # a cause of speed counted, not timed (~35 ms on an idle machine).
    tl = fresh.load("bs_rogue_traders")
    assert tl.name == "Rogue Traders"


# -- the command line ----------------------------------------------------------------------------


def _run(fn_name: str, **kw: object) -> tuple[int, str]:
    from app.cli import teamlists as cli_teamlists

    out = io.StringIO()
    rc = getattr(cli_teamlists, fn_name)(Namespace(**kw), out)
    return rc, out.getvalue()


def test_cli_import_and_show() -> None:
    rc, text = _run("cmd_import", files=[MINI / "mini.gst", MINI / "mini.cat"],
                    report=True, json=False)
    assert rc == 0
    assert "game system: Mini Kill Team" in text
    assert "mini.cat: Mini Marines, revision 1: imported (4 entries)" in text
    assert "not expressed: 2 (cost_type 1, profile_modifier 1)" in text
    assert "Plasma gun | cost_type | cr 3.0" in text
    rc, text = _run("cmd_show", id="bs_mini_marines", revision=None, json=False)
    assert rc == 0
    lines = text.splitlines()
    assert lines[0] == "Mini Marines (bs_mini_marines), revision 1, source: battlescribe"
    assert "Team Leader [1]" in lines
    assert "  Sergeant: 13 pts" in lines
    assert "  Trooper: 11 pts" in lines
    assert "  Biker: 20 pts, limit 0-2" in lines
    assert "Core [1-20]" in lines and "Specialist [0-5]" in lines


def test_cli_show_json_and_builtin() -> None:
    rc, text = _run("cmd_show", id="space_marines", revision=None, json=True)
    assert rc == 0
    doc = json.loads(text)
    assert doc["source"] == "builtin"
    assert any(e["name"] == "Tactical Marine" and e["points"] == 14 for e in doc["entries"])


def test_cli_import_problems_exit_2() -> None:
    rc, text = _run("cmd_import", files=[MINI / "hostile" / "malformed.cat"],
                    report=False, json=False)
    assert rc == 2
    assert "malformed.cat:5:65: not imported: not well-formed XML (mismatched tag)" in text
    rc, text = _run("cmd_import", files=[MINI / "hostile" / "billion_laughs.cat"],
                    report=False, json=True)
    assert rc == 2
    (p,) = json.loads(text)["problems"]
    assert (p["code"], p["line"]) == ("xml.dtd_forbidden", 2)


def test_cli_show_unknown(capsys: pytest.CaptureFixture[str]) -> None:
    rc, _ = _run("cmd_show", id="nope", revision=None, json=False)
    assert rc == 2
    assert "no Team List 'nope'" in capsys.readouterr().err


def test_cli_is_registered() -> None:
    from app.cli import build_parser

    args = build_parser().parse_args(["teamlist", "show", "space_marines"])
    assert args.handler.__name__ == "cmd_show"
    args = build_parser().parse_args(["teamlist", "import", "a.cat", "b.gst"])
    assert args.handler.__name__ == "cmd_import" and len(args.files) == 2


def test_import_never_modifies_its_input(tmp_path: Path) -> None:
    # Importing never modifies the files it reads.
    copy = tmp_path / "mini.cat"
    shutil.copy(MINI / "mini.cat", copy)
    before = copy.read_bytes()
    _lib(tmp_path).import_files([MINI / "mini.gst", copy])
    assert copy.read_bytes() == before


def test_load_refuses_paths_outside_the_library(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    lib.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    for tl_id, rev in (("bs_mini_marines", ".."), ("..", "1"), ("a/b", "1"), ("bs_mini_marines", "")):
        with pytest.raises(KeyError):
            lib.load(tl_id, rev)


def test_zipped_files_import(tmp_path: Path) -> None:
    import zipfile

    zipped = []
    for name, suffix in (("modern.gst", ".gstz"), ("modern.cat", ".catz")):
        target = tmp_path / f"Modern{suffix}"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
            zf.write(MINI / name, name)
        zipped.append(target)
    lib = _lib(tmp_path)
    result = lib.import_files(zipped)
    assert result.ok, [str(p) for p in result.problems]
    assert [(i.name, i.revision) for i in result.imported] == [("Modern Guard", "3")]
    assert (lib.root / "lists" / "bs_modern_guard" / "3" / "source.cat").read_bytes() == (
        MINI / "modern.cat"
    ).read_bytes()
    assert lib.load("bs_modern_guard").entries[0].name == "Boss"
