"""Revisions by content (issue 15 point 3): a file with the revision number of a stored one but
other content is a revision of its own ("1·2"), never a silent replacement; the same file again
is unchanged; libraries of the older layout keep working."""

from __future__ import annotations

import json
from pathlib import Path

from app.model.catalogues import SAME_NUMBER, CatalogueLibrary, _rev_key
from app.rules.teamlist_json import teamlist_to_json
from tests.conftest import FIXTURES

MINI = FIXTURES / "bsdata"
LIST = "bs_mini_marines"


def _other_content(tmp_path: Path) -> Path:
    """mini.cat with revision 1 still, but another limit: other content, same number."""
    text = (MINI / "mini.cat").read_text("utf-8")
    changed = text.replace('value="5.0"', 'value="6.0"', 1)
    assert changed != text
    p = tmp_path / "mini.cat"
    p.write_text(changed, "utf-8")
    return p


def test_same_number_other_content_is_a_new_revision(tmp_path: Path) -> None:
    lib = CatalogueLibrary(tmp_path / "lib")
    first = lib.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    assert first.ok and first.imported[0].revision == "1"
    second = lib.import_files([_other_content(tmp_path)])
    assert second.ok
    (imp,) = second.imported
    assert (imp.revision, imp.status) == (f"1{SAME_NUMBER}2", "new_revision")
    fresh = CatalogueLibrary(lib.root)
    assert fresh.revisions(LIST) == [f"1{SAME_NUMBER}2", "1"]
    old, new = fresh.load(LIST, "1"), fresh.load(LIST, f"1{SAME_NUMBER}2")
    assert old.version == "1" and new.version == f"1{SAME_NUMBER}2"
    assert fresh.load(LIST).version == new.version  # the newest content is the default
    def limits(tl: object) -> list[object]:
        shared = teamlist_to_json(tl)["shared"]["constraints"]  # type: ignore[arg-type]
        return [c["value"] for c in shared if c["id"] == "special-max"]

    assert limits(old) == [5] and limits(new) == [6]  # each keeps the content it had
    meta = json.loads((lib.root / "lists" / LIST / f"1{SAME_NUMBER}2" / "meta.json").read_text())
    assert (meta["file_revision"], meta["revision"]) == ("1", f"1{SAME_NUMBER}2")
    assert meta["imported_at"].endswith("Z")
    assert fresh.report(LIST, f"1{SAME_NUMBER}2").revision == "1"  # the file's own number


def test_the_same_file_again_is_unchanged_whichever_revision_holds_it(tmp_path: Path) -> None:
    lib = CatalogueLibrary(tmp_path / "lib")
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    other = _other_content(tmp_path)
    assert lib.import_files([other]).ok
    for f in (MINI / "mini.cat", other):
        again = CatalogueLibrary(lib.root).import_files([f])
        assert [i.status for i in again.imported] == ["unchanged"]
    assert CatalogueLibrary(lib.root).revisions(LIST) == [f"1{SAME_NUMBER}2", "1"]


def test_two_contents_of_one_number_in_one_import(tmp_path: Path) -> None:
    lib = CatalogueLibrary(tmp_path / "lib")
    res = lib.import_files([MINI / "mini.gst", MINI / "mini.cat", _other_content(tmp_path),
                            MINI / "mini.cat"])
    assert res.ok
    assert [(i.revision, i.status) for i in res.imported] == [
        ("1", "new"), (f"1{SAME_NUMBER}2", "new_revision"), ("1", "unchanged")
    ]


def test_a_library_of_the_older_layout_keeps_working(tmp_path: Path) -> None:
    lib = CatalogueLibrary(tmp_path / "lib")
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    folder = lib.root / "lists" / LIST / "1"
    meta = json.loads((folder / "meta.json").read_text("utf-8"))
    for key in ("file_revision", "imported_at", "gst_file"):
        meta.pop(key)
    meta["importer_version"] = 1  # written by the older importer: its cache is rebuilt
    (folder / "meta.json").write_text(json.dumps(meta), "utf-8")
    fresh = CatalogueLibrary(lib.root)
    assert fresh.load(LIST).version == "1"
    assert json.loads((folder / "meta.json").read_text("utf-8"))["file_revision"] == "1"
    res = CatalogueLibrary(lib.root).import_files([_other_content(tmp_path)])
    assert [(i.revision, i.status) for i in res.imported] == [
        (f"1{SAME_NUMBER}2", "new_revision")
    ]


def test_revision_labels_sort_by_number_then_content() -> None:
    labels = ["2", f"1{SAME_NUMBER}10", "1", f"1{SAME_NUMBER}2", "10", "x"]
    assert sorted(labels, key=_rev_key) == [
        "x", "1", f"1{SAME_NUMBER}2", f"1{SAME_NUMBER}10", "2", "10"
    ]


def test_a_game_system_with_the_same_number_and_other_content_is_kept_beside(
    tmp_path: Path,
) -> None:
    lib = CatalogueLibrary(tmp_path / "lib")
    assert lib.import_files([MINI / "mini.gst"]).ok
    changed = tmp_path / "mini.gst"
    changed.write_bytes((MINI / "mini.gst").read_bytes() + b"\n<!-- other -->\n")
    assert lib.import_files([changed, MINI / "mini.cat"]).ok
    stored = sorted(p.name for p in (lib.root / "systems").rglob("*.gst"))
    rev = stored[0].split(".")[0]
    assert stored == [f"{rev}.gst", f"{rev}{SAME_NUMBER}2.gst"]
    meta = json.loads((lib.root / "lists" / LIST / "1" / "meta.json").read_text("utf-8"))
    assert meta["gst_file"] == f"{rev}{SAME_NUMBER}2.gst"
