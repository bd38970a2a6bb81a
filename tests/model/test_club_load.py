"""The club load test (``bench/club_load.py``, issue 22), short: laptops in separate processes
acting on one campaign at random while the server restarts and drops every connection; every
action a laptop was told committed is there exactly once, invariants and replay hold."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests import pg


def test_laptops_at_once_survive_a_restart_and_dropped_connections(tmp_path: Path) -> None:
    from bench import club_load

    url = pg.require_server()
    out = tmp_path / "load.json"
    args = ["--url", url, "--clients", "3", "--seconds", "8", "--drop-at", "5",
            "--json", str(out)]
    restart = os.environ.get("FORCESHEET_TEST_PG_RESTART")
    if restart:
        args += ["--restart-at", "2", "--restart-cmd", restart]
    assert club_load.main(args) == 0
    summary = json.loads(out.read_text())
    assert summary["problems"] == [] and summary["error_count"] == 0
    assert summary["committed"] > 20
    assert any("dropped" in f for f in summary["faults"])
    assert bool(restart) == any("restarted" in f for f in summary["faults"])
