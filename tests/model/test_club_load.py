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


def test_a_team_whose_model_another_laptop_undid_away_is_refused_by_the_store(
        tmp_path: Path, monkeypatch) -> None:
    """A Team saved on one laptop can name a model another laptop's undo removed since: the
    laptop's game is refused by the store (``game.unknown_model``), never a crash of the client
    (the flake where ``PlayerState.model`` raised KeyError in the load test)."""
    import random

    from app.model import Store
    from app.rules.campaign import CampaignSettings
    from bench import club_load

    rng = random.Random(3)
    with Store.open(tmp_path / "c.sqlite") as store:
        cid = store.create_campaign("Stale", "test", CampaignSettings(knocked_out=True))
        pids = []
        for k in range(2):
            faction = club_load.FACTIONS[k]
            force = club_load.valid_start(club_load.starting_force(faction, 20, rng, k))
            pids.append(store.add_player(cid, f"P{k}", faction[0], force=force))
        real_build = club_load.build

        def stale_build(store: Store, pid: int, *args: object) -> list[str]:
            return [*real_build(store, pid, *args), "undone-away"]

        monkeypatch.setattr(club_load, "build", stale_build)
        log: list[tuple[str, str, float]] = []
        club_load._game(store, cid, pids, rng, [0], log)
        assert [(kind, status) for kind, status, _ in log if kind == "game"] == [
            ("game", "refused")]
        assert store.games(cid) == []
