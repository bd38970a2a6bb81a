"""``forcesheet db check --replay``: every campaign rebuilt from its history, in a fresh process
(the Team Lists then come from the database's copies, never from a cache of the writer)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from app.model import Store
from app.model.demo import create_demo_campaign

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, check=False)


def test_db_check_replays_every_campaign(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as store:
        cid = create_demo_campaign(store)
        store.import_campaign(store.export_campaign(cid, tmp_path))
    done = _run("--db", str(db), "db", "check", "--replay", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    assert [r["ok"] for r in report["replay"]] == [True, True]
    assert report["replay"][0]["actions"] == 20


def test_db_check_names_the_action_where_the_replay_diverges(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as store:
        cid = create_demo_campaign(store)
        injuries = next(h for h in store.history(cid) if h.kind == "injuries")
        inputs = {**injuries.inputs, "dice": [6] * len(injuries.inputs["dice"])}
        with store._write() as conn:
            conn.exec_driver_sql("UPDATE history SET inputs = ? WHERE id = ?",
                                 (json.dumps(inputs), injuries.id))
    done = _run("--db", str(db), "db", "check", "--replay")
    assert done.returncode == 1
    assert f"action {injuries.seq} (injuries)" in done.stdout
