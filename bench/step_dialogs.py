"""Benchmark: opening each campaign step dialog (budget ``step_dialog`` of docs/PERFORMANCE.md).

    python bench/step_dialogs.py [--runs 7] [--json out.json]

Times what a player waits for between the click and the dialog on screen: building the dialog
(names, points, the first validation) and showing it, twice per dialog:

- from rules objects (the sample Forces of ``app.ui.steps.samples``, 250 pts each);
- from a real store (the demo campaign in a temporary database), through ``app.ui.steps.flow``,
  which adds the store reads (Force, campaign state, Team List copy).

One untimed warm-up open per dialog first (imports, Qt style); then the median of ``--runs``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QWidget

from bench.harness import Result, emit, player_app, summarize, time_ms


def _opener(app: QApplication, build: Callable[[], QWidget]) -> Callable[[], None]:
    def open_once() -> None:
        widget = build()
        widget.show()
        app.processEvents()
        widget.close()
        widget.deleteLater()

    return open_once


def _rules_builders() -> dict[str, Callable[[], QWidget]]:
    from app.rules.campaign import GameRecord, MissionChoice, PlayerGame
    from app.ui.steps.common import ForceInfo
    from app.ui.steps.game import GameSide, RecordGameDialog
    from app.ui.steps.injuries import InjuriesDialog
    from app.ui.steps.rewards import RewardsDialog
    from app.ui.steps.samples import sample_players, sample_settings
    from app.ui.steps.spend import SpendDialog
    from app.ui.steps.team import BuildTeamDialog

    alice, bob = sample_players()
    game = GameRecord(MissionChoice("random", "raid", roll=6), (
        PlayerGame("alice", alice.team.models, "attacker", casualties=("apo", "t0", "t1")),
        PlayerGame("bob", bob.team.models, "defender", casualties=("chosen", "c1.0")),
    ), "alice")

    def record_game() -> QWidget:
        sides = [GameSide(p.state, p.team, p.name, ForceInfo(p.force, p.team_list).names())
                 for p in (alice, bob)]
        return RecordGameDialog(sample_settings(), sides)

    def injuries() -> QWidget:
        info = ForceInfo(alice.force, alice.team_list)
        return InjuriesDialog(alice.state, game, settings=sample_settings(),
                              models=info.names(), entries=info.entry_names())

    return {
        "build_team": lambda: BuildTeamDialog(alice.state, alice.force, alice.team_list,
                                              initial=alice.team.models),
        "record_game": record_game,
        "injuries": injuries,
        "rewards": lambda: RewardsDialog(game, {"alice": alice.state, "bob": bob.state},
                                         settings=sample_settings()),
        "spend": lambda: SpendDialog(alice.state, alice.force, alice.team_list),
    }


def _store_builders(db: Path) -> tuple[object, dict[str, Callable[[], QWidget]]]:
    from app.model import Store
    from app.model.demo import create_demo_campaign
    from app.ui.steps import flow

    store = Store.open(db, daily_backup=False)
    cid = create_demo_campaign(store)
    players = [p.id for p in store.players(cid)]
    alice, bob = players[0], players[1]
    game_id = store.games(cid)[-1].id
    history = store.history(cid)
    for pid in (alice, bob):
        if store.pending_team(pid) is None:  # the Team of the player's last game, still alive
            last = [h for h in history if h.kind == "team" and h.player_id == pid][-1]
            force = store.force(pid)
            alive = {m.uid for m in force.models if not m.incapacitated}
            picked = [u for u in last.inputs["models"] if u in alive]
            groups = {m.group for m in force.models if m.uid in picked and m.group}
            picked += [m.uid for m in force.models if m.group in groups and m.uid not in picked]
            saved = store.save_team(pid, picked)
            if not saved.ok:
                raise SystemExit(f"cannot build a Team for the benchmark: {saved.violations}")
    return store, {
        "build_team": lambda: flow.build_team_dialog(None, store, alice),
        "record_game": lambda: flow.record_game_dialog(None, store, cid, alice),
        "injuries": lambda: flow.injuries_dialog(None, store, cid, game_id, alice),
        "rewards": lambda: flow.rewards_dialog(None, store, cid, game_id),
        "spend": lambda: flow.spend_dialog(None, store, alice),
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--json", type=Path, default=None)
    args = p.parse_args()
    runs = max(5, args.runs)
    app = player_app(sys.argv)
    assert isinstance(app, QApplication)
    results: list[Result] = []
    for name, build in _rules_builders().items():
        open_once = _opener(app, build)
        open_once()  # warm-up
        results.append(summarize(f"open step dialog {name} (rules objects)",
                                 time_ms(open_once, runs), key="step_dialog"))
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FORCESHEET_DATA_DIR"] = tmp
        store, builders = _store_builders(Path(tmp) / "bench.db")
        try:
            for name, build in builders.items():
                open_once = _opener(app, build)
                open_once()
                results.append(summarize(f"open step dialog {name} (from the store)",
                                         time_ms(open_once, runs), key="step_dialog",
                                         note="demo campaign"))
        finally:
            store.close()  # type: ignore[attr-defined]
    return emit(results, args.json, "Step dialogs: time to open (build + show)")


if __name__ == "__main__":
    raise SystemExit(main())
