"""``forcesheet campaign list|export|import`` and ``forcesheet db check|backup|restore``."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from app.cli import main
from app.model import Store, find_backups
from tests.model.store_helpers import demo_copy


def test_campaign_list_export_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = demo_copy(tmp_path)
    assert main(["--db", str(db), "campaign", "list", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["id"], r["players"], r["games"]) for r in rows] == [(1, 3, 2)]
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    assert main(["--db", str(db), "campaign", "export", "1", "-o", str(out_dir)]) == 0
    assert "exported" in capsys.readouterr().out
    (exported,) = out_dir.iterdir()
    other = tmp_path / "other.sqlite"
    assert main(["--db", str(other), "campaign", "import", str(exported)]) == 0
    assert "as campaign 1" in capsys.readouterr().out
    assert main(["--db", str(other), "campaign", "list"]) == 0
    assert "Demo" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main(["--db", str(other), "campaign", "import", str(bad)]) == 2
    assert "Cannot import bad.json" in capsys.readouterr().err
    assert main(["--db", str(db), "campaign", "export", "nope"]) == 2


def test_db_check_backup_restore(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = demo_copy(tmp_path)
    assert main(["--db", str(db), "db", "check", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] and report["campaigns"] == 1
    assert main(["--db", str(db), "db", "backup"]) == 0
    assert "Backup written" in capsys.readouterr().out
    assert len(find_backups(db)) == 1
    # break an invariant by hand: the check finds it
    conn = sqlite3.connect(db)
    conn.execute("UPDATE players SET rp = rp + 7 WHERE id = 1")
    conn.commit()
    conn.close()
    assert main(["--db", str(db), "db", "check"]) == 1
    assert "ledger" in capsys.readouterr().out
    assert main(["--db", str(db), "db", "restore", "--list"]) == 0
    assert "manual" in capsys.readouterr().out
    assert main(["--db", str(db), "db", "restore"]) == 0
    assert "kept as" in capsys.readouterr().out
    assert main(["--db", str(db), "db", "check"]) == 0
    assert main(["--db", str(tmp_path / "none.sqlite"), "db", "restore"]) == 2


def test_store_errors_are_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = demo_copy(tmp_path)
    with Store.open(db, daily_backup=False):
        assert main(["--db", str(db), "campaign", "list"]) == 2
    assert "already open in another Force Sheet" in capsys.readouterr().err
