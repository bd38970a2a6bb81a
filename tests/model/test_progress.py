"""The Progress series of a campaign (app/model/progress.py) and the demo campaign's Forces."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.model import Store
from app.model.progress import campaign_progress
from app.rules.campaign import GameRecord, PlayerGame
from app.rules.validation import validate_force
from tests.model.store_helpers import demo_copy


def _errors(store: Store, campaign_id: int) -> dict[str, list[str]]:
    out = {}
    for p in store.players(campaign_id):
        report = validate_force(store.team_list(p.id), store.force(p.id))
        errors = [v.code for v in report.violations if v.severity == "error"]
        if errors:
            out[p.name] = errors
    return out


def test_every_demo_force_validates_clean_after_every_game_step(tmp_path: Path) -> None:
    """The demo opens on no error: each Force is valid now and at every moment a player could
    look at it (after each step where models die, join or change), not only at the end."""
    with Store.open(demo_copy(tmp_path), daily_backup=False) as store:
        cid = store.campaigns()[0].id
        assert _errors(store, cid) == {}
        for entry in store.history(cid):
            if entry.kind in ("injuries", "spend", "game"):
                snapshot = store.snapshot(cid, history_id=entry.id)
                assert _errors(snapshot, cid) == {}, (entry.seq, entry.kind)


def test_progress_of_the_demo_game_by_game(tmp_path: Path) -> None:
    with Store.open(demo_copy(tmp_path), daily_backup=False) as store:
        cid = store.campaigns()[0].id
        progress = campaign_progress(store, cid)
        assert [g.number for g in progress.games] == [1, 2]
        alice, bob, chloe = progress.players
        assert (alice.name, bob.name, chloe.name) == ("Alice", "Bob", "Chloé")
        # before game 1, after game 1 (its five steps), after game 2 (now)
        assert alice.series("rp") == (0, 10, 18)
        assert alice.series("renown") == (0, 2, 3)
        assert alice.series("base_level") == (1, 2, 2)  # Forward Base bought after game 1
        assert alice.series("points") == (224, 210, 224)  # a Marine died, a recruit joined
        assert bob.series("rp") == (0, 1, 26)
        assert chloe.series("points") == (55, 55, 55)  # never played
        now = {p.id: p for p in store.players(cid)}
        for p in progress.players:
            last = p.standings[-1]
            assert last is not None
            assert (last.rp, last.renown, last.base_level, last.points) == (
                now[p.player_id].rp, now[p.player_id].renown, now[p.player_id].base_level,
                now[p.player_id].points)
        assert (alice.wins, alice.draws, alice.losses) == (1, 0, 1)
        assert (chloe.wins, chloe.draws, chloe.losses) == (0, 0, 0)
        assert progress.games[0].casualties == {alice.player_id: 1, bob.player_id: 2}
        assert (alice.casualties, bob.casualties, progress.casualties) == (2, 3, 5)
        assert (progress.decided, progress.drawn) == (2, 0)


def test_a_drawn_game_and_its_undo_change_the_progress(tmp_path: Path) -> None:
    with Store.open(demo_copy(tmp_path), daily_backup=False) as store:
        cid = store.campaigns()[0].id
        alice, bob = (p.id for p in store.players(cid)[:2])
        alice_team = ("sgt", "apo", "t0", "t4", "t5", "t6", "t7", "t10")
        bob_team = ("champ", "chosen", *(f"c1.{i}" for i in range(5)),
                    *(f"m{i}" for i in range(5)))
        assert store.save_team(alice, alice_team).ok
        assert store.save_team(bob, bob_team).ok
        game = GameRecord(store.next_mission(cid, [2]), (
            PlayerGame(str(alice), alice_team, casualties=("t4", "t5")),
            PlayerGame(str(bob), bob_team, casualties=("m2",)),
        ), winner=None)
        assert store.record_game(cid, game).ok
        progress = campaign_progress(store, cid)
        assert len(progress.games) == 3 and progress.games[2].winner_id is None
        assert progress.games[2].outcome(alice) == "draw"
        assert (progress.decided, progress.drawn, progress.casualties) == (2, 1, 8)
        a = progress.player(alice)
        assert (a.wins, a.draws, a.losses, a.casualties) == (1, 1, 1, 4)
        assert len(a.standings) == 4 and a.standings[2] == a.standings[3]  # no steps yet
        store.undo(cid)
        assert len(campaign_progress(store, cid).games) == 2  # not the cached series


def test_progress_replays_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The moments before each game are read from the store's journal (its row changes):
    no action is replayed (one replay per game grew as games², 75 s for 40 games; one replay
    of the whole history still took 80 s at 1,000 games), and the standings are those of the
    snapshots, which replay."""
    from app.model.progress import _game_entry, _standings
    from app.model.store import replay

    with Store.open(demo_copy(tmp_path), daily_backup=False) as store:
        cid = store.campaigns()[0].id
        history = store.history(cid)
        entries = [_game_entry(history, g.number) for g in store.games(cid)]
        assert len(entries) == 2 and all(e is not None for e in entries)
        expected = [_standings(store.snapshot(cid, history_id=e.id, before=True).players(cid))
                    for e in entries if e is not None]
        calls: list[str] = []
        for kind, fn in list(replay._REPLAYERS.items()):
            def counted(s: object, entry: object, fn: object = fn, kind: str = kind) -> None:
                calls.append(kind)
                fn(s, entry)  # type: ignore[operator]
            monkeypatch.setitem(replay._REPLAYERS, kind, counted)
        progress = campaign_progress(store, cid)
        assert calls == []
        assert [{p.player_id: p.standings[i] for p in progress.players} for i in (0, 1)] \
            == expected
