"""The command line given bad input files and paths (issue 14, points 5, 10 and 11): words and
exit 2, never a traceback or a hang; the commands that only read open the store read-only."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.model import Store, StoreDiskFullError
from app.model import db as dbmod
from tests.conftest import FIXTURES, ROOT
from tests.model.store_helpers import demo_copy

ROSTER = ROOT / "examples" / "rosters" / "space_marines_valid.json"
TL = FIXTURES / "test_list.yaml"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(*args: str, cwd: Path, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=timeout, stdin=subprocess.DEVNULL)


# -- input files ---------------------------------------------------------------------------------


def test_a_long_team_list_version_is_no_such_revision(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """It used to become a folder name: ``OSError: [Errno 36] File name too long``."""
    doc = json.loads(ROSTER.read_text(encoding="utf-8"))
    doc["team_list_version"] = "8." + "1" * 10_000
    roster = tmp_path / "long.json"
    roster.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["check", str(roster)]) == 0  # the newest revision (the built-in list)
    assert "Force:" in capsys.readouterr().out
    doc["team_list"] = "x" * 10_000
    roster.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["check", str(roster)]) == 2
    assert "no Team List" in capsys.readouterr().out


@pytest.mark.parametrize("kind", ["missing", "folder", "fifo", "device", "not utf-8",
                                  "long name", "too large"])
def test_bad_input_files_are_words_and_exit_2(kind: str, tmp_path: Path) -> None:
    target = tmp_path / "input"
    if kind == "folder":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "device":
        target = Path("/dev/zero")  # only ever read
    elif kind == "not utf-8":
        target.write_bytes(b"\xff\xfe\x00 not text")
    elif kind == "long name":
        target = tmp_path / ("n" * 300)
    elif kind == "too large":
        target.write_bytes(b" " * (6 * 1024 * 1024))
    commands = [["teamlist", "check", str(target)], ["check", str(target)],
                ["check", str(ROSTER), "--teamlist", str(target)],
                ["sheet", "force", str(target), "-o", str(tmp_path / "o.pdf")]]
    if kind in ("fifo", "device", "folder"):
        commands.append(["campaign", "import", str(target)])
    for args in commands:
        proc = run("--db", str(tmp_path / "db.sqlite"), *args, cwd=tmp_path, timeout=30)
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        assert "Traceback" not in proc.stderr, (args, proc.stderr)
        assert (proc.stdout + proc.stderr).strip(), args
    assert not (tmp_path / "o.pdf").exists()


def test_bad_paths_anywhere_are_words(tmp_path: Path) -> None:
    long_db = str(tmp_path / ("d" * 300))
    surrogate = tmp_path / "\udcff.yaml"  # a file name that is not UTF-8
    surrogate.write_text(TL.read_text(encoding="utf-8"), encoding="utf-8")
    for args in (["--db", long_db, "campaign", "list"], ["--db", long_db, "db", "check"],
                 ["--db", "", "campaign", "list"], ["--db", "/", "db", "check"],
                 ["teamlist", "check", str(surrogate)],
                 ["teamlist", "show", "space_marines", "--revision", "r" * 5000]):
        proc = run(*args, cwd=tmp_path)
        assert proc.returncode in (0, 2), (args, proc.stderr)
        assert "Traceback" not in proc.stderr, (args, proc.stderr)
    proc = run("teamlist", "check", str(surrogate), cwd=tmp_path)
    assert proc.returncode == 0 and "\\udcff.yaml: ok" in proc.stdout, proc
    assert run("--db", "", "campaign", "list", cwd=tmp_path).stderr.startswith("--db needs")


# -- export folders ------------------------------------------------------------------------------


def test_campaign_export_to_a_missing_folder_or_a_file(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    db = demo_copy(tmp_path)
    a_file = tmp_path / "a_file"
    a_file.write_text("x")
    for target, words in ((tmp_path / "missing", "No such file or directory"),
                          (a_file, "Not a directory")):
        assert main(["--db", str(db), "campaign", "export", "1", "-o", str(target)]) == 2
        err = capsys.readouterr().err
        assert "Cannot write the campaign file into" in err and words in err, err
        assert "Traceback" not in err
    assert a_file.read_text() == "x"
    assert not (tmp_path / "missing").exists()


# -- read-only commands --------------------------------------------------------------------------


def beside(db: Path) -> list[str]:
    return sorted(p.name for p in db.parent.iterdir())


def test_campaign_list_changes_nothing_even_with_a_backup_due(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A daily backup is due (none was ever made): ``campaign list`` used to open the store
    for writing and make one; now the file is read, byte for byte unchanged, and nothing
    (-wal, -shm, backups) appears beside it — except the lock file, taken while reading."""
    db = demo_copy(tmp_path)
    before, files = digest(db), beside(db)
    assert main(["--db", str(db), "campaign", "list"]) == 0
    assert capsys.readouterr().out.startswith("1\t")
    assert main(["--db", str(db), "campaign", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["id"] == 1
    assert digest(db) == before
    assert set(beside(db)) - set(files) <= {"demo.sqlite.lock"}


def test_campaign_list_on_a_full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Nothing can be written (the daily backup fails: disk full): the campaigns are still
    listed and exported, and sheets still made."""
    db = demo_copy(tmp_path)
    before = digest(db)

    def full(*_args: object, **_kwargs: object) -> None:
        raise StoreDiskFullError("disk full")

    monkeypatch.setattr(dbmod, "make_backup", full)
    with pytest.raises(StoreDiskFullError):  # what every read command did before
        Store.open(db).close()
    assert main(["--db", str(db), "campaign", "list"]) == 0
    assert "Demo" in capsys.readouterr().out
    out = tmp_path / "out"
    out.mkdir()
    assert main(["--db", str(db), "campaign", "export", "1", "-o", str(out)]) == 0
    assert len(list(out.iterdir())) == 1
    with Store.open(db, read_only=True) as store:
        cid = store.campaigns()[0].id
        pid = store.players(cid)[0].id
    pdf = tmp_path / "force.pdf"
    assert main(["--db", str(db), "sheet", "force", "--campaign", str(cid), "--player",
                 str(pid), "-o", str(pdf)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF")
    assert digest(db) == before
    assert not [n for n in beside(db) if n.endswith(("-wal", "-shm", ".backups"))]


def test_campaign_list_read_only_by_itself(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Read-only media, mocked as tests/model/test_store_reachable.py does (root ignores
    permissions): listed, exported, byte for byte unchanged, nothing beside the file."""
    db = demo_copy(tmp_path)
    before = digest(db)

    def no_lock(self: dbmod.InstanceLock) -> None:
        raise PermissionError(13, "Permission denied", str(self.path))

    monkeypatch.setattr(dbmod, "writable", lambda _db: False)
    monkeypatch.setattr(dbmod.InstanceLock, "acquire", no_lock)
    assert main(["--db", str(db), "campaign", "list"]) == 0
    assert capsys.readouterr().out.startswith("1\t")
    out = tmp_path.parent / f"{tmp_path.name}-out"
    out.mkdir()
    assert main(["--db", str(db), "campaign", "export", "1", "-o", str(out)]) == 0
    assert digest(db) == before and beside(db) == ["demo.sqlite"]


def test_campaign_list_without_a_database_creates_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "none.sqlite"
    assert main(["--db", str(db), "campaign", "list"]) == 0
    assert "No campaigns in" in capsys.readouterr().out
    assert list(tmp_path.iterdir()) == [] or beside(db) == ["none.sqlite.lock"]
    assert not db.exists()
