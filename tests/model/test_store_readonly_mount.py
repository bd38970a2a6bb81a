"""Read-only media for real (issue 14, point 11): the database on a file system mounted
read-only (a tmpfs in a private mount namespace, ``unshare``: no root needed, nothing leaks
to the machine). The campaigns are listed and checked; every write is refused in words;
nothing appears beside the file. Skipped where user namespaces are not available."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.model.store_helpers import demo_copy

CHILD = textwrap.dedent("""
    import contextlib, io, json, os, sys
    from pathlib import Path
    from app.cli import main
    from app.model import Store, StoreReadOnlyError
    from app.i18n.store_messages import store_message

    db = Path(sys.argv[1])
    before = sorted(os.listdir(db.parent))
    out = {}
    with Store.open(db) as store:  # chooses read-only by itself
        out["read_only"] = store.read_only
        out["campaigns"] = [c.name for c in store.campaigns()]
        cid = store.campaigns()[0].id
        try:
            store.rename_campaign(cid, "changed")
            out["write"] = "accepted"
        except StoreReadOnlyError as exc:
            out["write"] = store_message(exc)
        out["invariants"] = store.check_invariants(cid)
    for args in (["campaign", "list", "--json"], ["db", "check"]):
        buf, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(err):
            code = main(["--db", str(db), *args])
        out[" ".join(args)] = [code, buf.getvalue(), err.getvalue()]
    out["after"] = sorted(os.listdir(db.parent))
    out["before"] = before
    print(json.dumps(out))
""")


def _namespaces_work() -> bool:
    if shutil.which("unshare") is None or not sys.platform.startswith("linux"):
        return False
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", "mount -t tmpfs tmpfs /mnt"],
                           capture_output=True)
    return probe.returncode == 0


@pytest.mark.skipif(not _namespaces_work(), reason="no user and mount namespaces here")
def test_a_database_on_a_read_only_file_system_is_read_and_never_written(
        tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    mount = tmp_path / "media"
    mount.mkdir()
    script = tmp_path / "child.py"
    script.write_text(CHILD, encoding="utf-8")
    shell = (f'mount -t tmpfs -o size=64m tmpfs "{mount}" && cp "{db}" "{mount}/c.sqlite" && '
             f'mount -o remount,ro "{mount}" && touch "{mount}/probe" 2>/dev/null; '
             f'test ! -e "{mount}/probe" && '
             f'FORCESHEET_DATA_DIR="{tmp_path}/data" "{sys.executable}" "{script}" '
             f'"{mount}/c.sqlite"')
    done = subprocess.run(["unshare", "-rm", "sh", "-c", shell], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    import json

    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["read_only"] is True
    assert out["campaigns"], "the campaigns are listed"
    assert out["write"] != "accepted" and "Traceback" not in out["write"]
    assert out["invariants"] == []
    code, listed, err = out["campaign list --json"]
    assert code == 0 and json.loads(listed), err
    code, checked, err = out["db check"]
    assert code == 0, checked + err
    assert out["after"] == out["before"] == ["c.sqlite"]  # no -wal, -shm, lock or backups
