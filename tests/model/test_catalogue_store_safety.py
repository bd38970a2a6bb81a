"""The catalogue library under crashes and hostile batches (issue 14, points 5, 7 and 8): files
are written atomically and fsynced, a killed import never makes a revision appear twice and is
cleaned at the next start, a cancelled import writes nothing, and every file of a batch is
reported cleanly whatever it holds."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from app.model import catalogues as cat_mod
from app.model.catalogues import CatalogueLibrary
from tests.conftest import FIXTURES, ROOT
from tests.rules.bsdata.test_hostile_catalogues import fanout

MINI = FIXTURES / "bsdata"
LIST = "bs_mini_marines"


def _lib(tmp_path: Path) -> CatalogueLibrary:
    return CatalogueLibrary(tmp_path / "catalogues")


def _snapshot(root: Path) -> dict[str, bytes]:
    if not root.exists():
        return {}
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def _revisions(root: Path) -> list[str]:
    """The revisions of the mini list a fresh library lists (a fresh start of the app)."""
    infos = CatalogueLibrary(root).infos(all_revisions=True)
    return sorted(i.revision for i in infos if i.id == LIST)


def _dot_entries(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob(".*"))


# -- a killed import ------------------------------------------------------------------------------

CHILD = textwrap.dedent(
    """
    import builtins, os, signal, sys
    sys.path.insert(0, sys.argv[1])
    from pathlib import Path
    from app.model.catalogues import CatalogueLibrary
    root, files, when = Path(sys.argv[2]), sys.argv[3].split(","), sys.argv[4]
    real_replace = os.replace

    def dying_replace(src, dst):
        src, dst = Path(src), Path(dst)
        if when == "before_rename" and src.name.startswith(".tmp-") and src.is_dir():
            os.kill(os.getpid(), signal.SIGKILL)  # every file written, the folder not yet moved
        if when == "between_renames" and src.name.startswith(".tmp-") and src.is_dir():
            trash = [p for p in dst.parent.iterdir() if p.name.startswith(".prev-")]
            if trash:
                os.kill(os.getpid(), signal.SIGKILL)  # the old revision moved aside, no new one
        return real_replace(src, dst)

    real_open = builtins.open

    def dying_open(file, mode="r", *args, **kwargs):
        path = Path(file) if isinstance(file, (str, os.PathLike)) else None
        if (when == "mid_file" and ("w" in mode or "x" in mode) and path is not None
                and path.name == "teamlist.json" and path.parent.name.startswith(".tmp-")):
            with real_open(file, mode, *args, **kwargs) as fh:  # inside the temporary folder
                fh.write(b'{"format": "forcesheet-te')
                fh.flush()
                os.kill(os.getpid(), signal.SIGKILL)  # half of the file written
        return real_open(file, mode, *args, **kwargs)

    os.replace = dying_replace
    builtins.open = dying_open
    CatalogueLibrary(root).import_files(files)
    print("not killed")
    """
)


def _killed_import(root: Path, files: list[Path], when: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT), str(root), ",".join(map(str, files)), when],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == -signal.SIGKILL, (proc.stdout, proc.stderr)


@pytest.mark.parametrize("when", ["before_rename", "mid_file"])
def test_a_killed_import_leaves_each_revision_listed_once(tmp_path: Path, when: str) -> None:
    lib = _lib(tmp_path)
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    _killed_import(lib.root, [MINI / "mini_r2.cat"], when)
    assert any(p.name.startswith(".tmp-") for p in (lib.root / "lists" / LIST).iterdir())
    assert _revisions(lib.root) == ["1"]  # the half-made revision 2 is not listed
    assert _dot_entries(lib.root) == []  # and that first listing cleaned it
    again = CatalogueLibrary(lib.root).import_files([MINI / "mini_r2.cat"])
    assert again.ok and again.imported[0].status == "new_revision"
    assert _revisions(lib.root) == ["1", "2"]
    assert CatalogueLibrary(lib.root).load(LIST).version == "2"


def test_killed_while_replacing_puts_the_old_revision_back(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    # The same file stored by an older importer: a re-import rebuilds it in place (the only
    # replacing left: a file with other content is a revision of its own, "1·2").
    meta_file = lib.root / "lists" / LIST / "1" / "meta.json"
    meta = json.loads(meta_file.read_text("utf-8"))
    meta_file.write_text(json.dumps({**meta, "importer_version": 0}), "utf-8")
    before = _snapshot(lib.root)
    changed = MINI / "mini.cat"
    _killed_import(lib.root, [changed], "between_renames")
    folder = lib.root / "lists" / LIST
    assert not (folder / "1").exists()  # moved aside when the process died
    assert _revisions(lib.root) == ["1"]
    assert _snapshot(lib.root) == before  # put back whole; the temporary folder removed
    assert CatalogueLibrary(lib.root).load(LIST).version == "1"
    redo = CatalogueLibrary(lib.root).import_files([changed])
    assert redo.ok and redo.imported[0].status == "unchanged"  # the load above rebuilt it
    assert _revisions(lib.root) == ["1"]


def test_leftovers_of_a_live_import_are_left_alone(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    folder = lib.root / "lists" / LIST
    with subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) as other:
        try:
            live = folder / f".tmp-{other.pid}-abc"
            dead = folder / ".tmp-999999999-abc"
            for p in (live, dead):
                (p).mkdir()
                (p / "meta.json").write_text((folder / "1" / "meta.json").read_text())
            assert _revisions(lib.root) == ["1"]
            assert live.is_dir() and not dead.exists()
        finally:
            other.kill()


def test_older_leftovers_without_a_pid_are_cleaned(tmp_path: Path) -> None:
    # What the importer before this one left when killed: .tmp-XXXX and .old-<rev>-<pid>.
    lib = _lib(tmp_path)
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    folder = lib.root / "lists" / LIST
    for name in (".tmp-k2j3h4", ".old-1-999999999"):
        (folder / name).mkdir()
        (folder / name / "meta.json").write_text((folder / "1" / "meta.json").read_text())
    (lib.root / "systems" / "mini-gst" / ".tmp-abcd.gst").write_bytes(b"<half")
    (folder / "1" / ".teamlist.json.tmp").write_text("{half")
    assert _revisions(lib.root) == ["1"]
    assert _dot_entries(lib.root) == []


def test_a_half_written_game_system_is_never_used(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    system = lib.root / "systems" / "mini-gst"
    system.mkdir(parents=True)
    (system / f".tmp-{os.getpid()}-x.gst").write_bytes(b"<gameSystem")  # ours: kept, ignored
    result = lib.import_files([MINI / "mini.cat"])
    assert [p.code for p in result.problems] == ["bs.game_system_missing"]


# -- atomic, durable files ---------------------------------------------------------------------


def test_every_file_is_fsynced_and_renamed_into_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}") if Path("/proc/self/fd").is_dir()
                      else str(fd))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    lib = _lib(tmp_path)
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    names = [Path(p).name for p in synced]
    if Path("/proc/self/fd").is_dir():
        # Each file of the revision in its hidden temporary folder (renamed into place as a
        # whole once they and the folder are durable), and that folder.
        staged = [Path(p) for p in synced if Path(p).parent.name.startswith(".tmp-")]
        for name in ("source.cat", "teamlist.json", "report.json", "meta.json"):
            assert any(p.name == name for p in staged), (name, synced)
        assert {str(p.parent) for p in staged} <= set(synced)
    assert any(n.startswith(".2.gst.") for n in names)  # the game system, before its rename
    if Path("/proc/self/fd").is_dir():
        assert str(lib.root / "lists" / LIST) in synced  # the rename of the revision folder
        assert str(lib.root / "systems" / "mini-gst") in synced


# -- cancelling, and whole batches ----------------------------------------------------------------


def test_a_cancelled_import_writes_nothing(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    before = _snapshot(lib.root)
    steps: list[tuple[int, int]] = []
    result = lib.import_files(
        [MINI / "mini.gst", MINI / "mini_r2.cat", MINI / "modern.gst", MINI / "modern.cat"],
        cancel=lambda: len(steps) >= 5,  # after every file was read, during the conversions
        progress=lambda done, total: steps.append((done, total)),
    )
    assert result.cancelled and not result.ok
    assert result.imported == () and result.game_systems == ()
    assert _snapshot(lib.root) == before
    assert steps[-1][0] < steps[-1][1] == 9


def test_progress_reaches_its_total(tmp_path: Path) -> None:
    steps: list[tuple[int, int]] = []
    result = _lib(tmp_path).import_files(
        [MINI / "mini.gst", MINI / "mini.cat"], progress=lambda d, t: steps.append((d, t))
    )
    assert result.ok and not result.cancelled
    assert steps[-1] == (5, 5) and [d for d, _ in steps] == sorted(d for d, _ in steps)


def test_a_batch_reports_each_hostile_file_and_imports_the_rest(tmp_path: Path) -> None:
    bad = tmp_path / "fanout.cat"
    bad.write_bytes(fanout(30))
    nan = tmp_path / "nan.catz"
    nan.write_bytes(b"PK\x03\x04" + b"\xff" * 64)
    lib = _lib(tmp_path)
    result = lib.import_files([MINI / "mini.gst", bad, nan, MINI / "mini.cat"])
    assert [p.code for p in result.problems] == ["zip.invalid", "catalogue.too_large"]
    assert [i.name for i in result.imported] == ["Mini Marines"]
    assert not any("Hostile" in i.name for i in lib.infos())


def test_an_unforeseen_failure_is_a_clean_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object, **_kw: object) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(cat_mod, "import_catalogue", broken)
    result = _lib(tmp_path).import_files([MINI / "mini.gst", MINI / "mini.cat"])
    assert [(p.code, p.file) for p in result.problems] == [("bs.internal_error", "mini.cat")]
    assert "RecursionError" in result.problems[0].error.detail
    assert result.game_systems == ("Mini Kill Team",)


def test_odd_revisions_sort_without_error(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    for rev in ("NaN", "inf", "-inf"):
        odd = tmp_path / f"{rev}.cat"
        text = (MINI / "mini.cat").read_text().replace('revision="1"', f'revision="{rev}"', 1)
        odd.write_text(text)
        assert lib.import_files([odd]).ok
    assert _revisions(lib.root) == sorted(["1", "NaN", "inf", "-inf"])
    assert json.loads((lib.root / "lists" / LIST / "1" / "meta.json").read_text())["id"] == LIST
    assert lib.revisions(LIST)[0] == "1"  # the one number among them is the newest
