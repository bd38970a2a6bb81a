"""PDFs written atomically (issue 14, point 8): a full disk, a render error or a kill mid-way
leaves the previous PDF byte for byte as it was and no temporary file behind, from the command
line and from the app's render job; leftovers of killed exports are cleaned."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.rules.library import find_teamlist
from app.rules.roster import parse_roster, resolve_options
from app.sheets import output
from app.sheets.data import force_sheet_data
from tests.conftest import ROOT

ROSTER = ROOT / "examples" / "rosters" / "space_marines_valid.json"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def sheet() -> Any:
    roster = parse_roster(ROSTER.read_text(encoding="utf-8"))
    tl = find_teamlist(roster.force.team_list)
    assert tl is not None
    return force_sheet_data(tl, resolve_options(roster.force, tl), language="en", player="P")


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


@pytest.fixture
def old_pdf(tmp_path: Path) -> Path:
    target = tmp_path / "force.pdf"
    assert main(["sheet", "force", str(ROSTER), "-o", str(target), "--name", "Old"]) == 0
    return target


def half_then(error: BaseException) -> Any:
    """A render that writes half a PDF to its file, then fails."""
    def render(sheets: Any, out: Any, paper: str = "a4", **_: Any) -> Path:
        Path(out).write_bytes(b"%PDF-1.4\n" + b"x" * 5000)
        raise error
    return render


@pytest.mark.parametrize("error", [OSError(28, "No space left on device"),
                                   ValueError("a render bug"), KeyboardInterrupt()])
def test_a_failed_write_keeps_the_old_pdf(old_pdf: Path, monkeypatch: pytest.MonkeyPatch,
                                          error: BaseException) -> None:
    import app.sheets.render as render_module

    before = digest(old_pdf)
    monkeypatch.setattr(render_module, "render", half_then(error))
    with pytest.raises(type(error)):
        output.write_pdf(sheet(), old_pdf)
    assert digest(old_pdf) == before
    assert leftovers(old_pdf.parent) == []


def test_cli_sheet_on_a_full_disk_keeps_the_old_pdf(old_pdf: Path,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    import app.sheets.render as render_module

    before = digest(old_pdf)
    capsys.readouterr()
    monkeypatch.setattr(render_module, "render", half_then(OSError(28, "No space left on device")))
    assert main(["sheet", "force", str(ROSTER), "-o", str(old_pdf)]) == 2
    assert "cannot write: No space left on device" in capsys.readouterr().out
    assert digest(old_pdf) == before and leftovers(old_pdf.parent) == []


CHILD = textwrap.dedent("""
    import resource, sys
    from app.cli import main
    limit = int(sys.argv[3])
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))  # writes beyond: EFBIG
    sys.exit(main(["sheet", "force", sys.argv[1], "-o", sys.argv[2], "--name", "New"]))
""")


def test_a_real_file_size_limit_keeps_the_old_pdf(old_pdf: Path) -> None:
    """RLIMIT_FSIZE in a child: the new PDF cannot be written past a few KB (as on a full
    disk); before, the sheet was written straight onto the old one and destroyed it."""
    before = digest(old_pdf)
    limit = 4096
    assert old_pdf.stat().st_size > limit
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-c", CHILD, str(ROSTER), str(old_pdf), str(limit)],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "cannot write" in proc.stdout and "Traceback" not in proc.stderr
    assert digest(old_pdf) == before
    assert leftovers(old_pdf.parent) == []


def test_a_complete_write_replaces_the_pdf_readable_as_before(old_pdf: Path) -> None:
    before = digest(old_pdf)
    os.chmod(old_pdf, 0o640)
    output.write_pdf(sheet(), old_pdf)
    assert digest(old_pdf) != before and old_pdf.read_bytes().startswith(b"%PDF")
    assert old_pdf.stat().st_mode & 0o777 == 0o640  # the mode kept, not mkstemp's 0600
    fresh = old_pdf.with_name("fresh.pdf")
    output.write_pdf(sheet(), fresh)
    assert fresh.stat().st_mode & 0o044  # readable by others, as any file saved
    assert leftovers(old_pdf.parent) == []


def test_a_link_is_followed_and_kept(tmp_path: Path) -> None:
    real = tmp_path / "real.pdf"
    real.write_bytes(b"old")
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    output.write_pdf(sheet(), link)
    assert link.is_symlink() and real.read_bytes().startswith(b"%PDF")


def test_what_is_not_a_regular_file_is_never_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.pdf"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not a regular file"):
        output.write_pdf(sheet(), fifo)
    assert fifo.is_fifo()
    folder = tmp_path / "folder.pdf"
    folder.mkdir()
    with pytest.raises(IsADirectoryError):
        output.write_pdf(sheet(), folder)
    assert folder.is_dir() and leftovers(tmp_path) == []


def test_leftovers_of_killed_writes_are_cleaned(old_pdf: Path) -> None:
    folder = old_pdf.parent
    legacy = folder / f".{old_pdf.name}.part"  # the render job's name before
    stale = folder / f"{output.part_prefix(old_pdf)}abcd1234.part"
    running = folder / f"{output.part_prefix(old_pdf)}efgh5678.part"  # another window's
    other = folder / ".other.pdf.part"
    for f in (legacy, stale, running, other):
        f.write_bytes(b"half")
    old = time.time() - output.STALE_AFTER - 60
    os.utime(stale, (old, old))
    os.utime(legacy, (old, old))
    output.write_pdf(sheet(), old_pdf)
    assert leftovers(folder) == sorted([running.name, other.name])


def test_the_render_job_removes_its_part_on_failure(qapp: object, old_pdf: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import app.sheets.render as render_module
    from app.ui.sheet_export import _RenderJob

    before = digest(old_pdf)
    (old_pdf.parent / f".{old_pdf.name}.part").write_bytes(b"left by an older version")
    monkeypatch.setattr(render_module, "render", half_then(OSError(28, "No space left")))
    job = _RenderJob([sheet()], old_pdf, "a4")
    errors: list[str] = []
    job.signals.error.connect(errors.append)
    job.run()
    assert errors == ["No space left"]
    assert digest(old_pdf) == before and leftovers(old_pdf.parent) == []
    monkeypatch.setattr(render_module, "render", half_then(RuntimeError("bug")))
    job.run()
    assert errors[-1] == "RuntimeError: bug"
    assert digest(old_pdf) == before and leftovers(old_pdf.parent) == []


def test_suggested_sheet_names_fit_in_a_file_name() -> None:
    from app.ui.sheet_export import _safe_name

    name = _safe_name("漢" * 80 + " - Force Sheet") + ".pdf"
    assert len(name.encode("utf-8")) <= 200
    assert name.startswith("漢") and name.endswith(".pdf")
    assert _safe_name("\udcff/..") == "sheet"
