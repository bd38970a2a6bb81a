"""File ▸ Print all Force Sheets on a long campaign, counted rather than timed: the sheets and
the progress page of a campaign are read in as many SQL statements at 100 games as at 10,
nothing is replayed (the moments before each game come from the store's journal, and are
those a replay gives), no collector pass runs while they are read and written, and the PDF is
the one reportlab's checked shapes draw. (A 1,000-game campaign's first print took 80 s: one
replay of its 8,000 actions, and one query per game for each of its 8 Force Sheets.)"""

from __future__ import annotations

import datetime as dt
import gc
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

import pytest
from reportlab import rl_config
from sqlalchemy import event, text

import app.model.progress as progress_module
from app.model import Store
from app.model.progress import _game_entries, campaign_progress
from app.model.store import replay
from app.rules.campaign import GameRecord, PlayerGame
from app.sheets import from_store
from app.sheets import render as render_module
from app.sheets.data import ForceSheet, ProgressSheet
from app.sheets.render import render
from tests.model.store_helpers import demo_copy

ALICE_TEAM = ("sgt", "apo", "t0", "t4", "t5", "t6", "t7", "t8", "t10")
BOB_TEAM = ("champ", "chosen", *(f"c1.{i}" for i in range(5)), *(f"m{i}" for i in range(5)))
PRINTED = dt.date(2026, 12, 6)


def _play(store: Store, cid: int, games: int, first: int) -> None:
    """``games`` more games between Alice and Bob, each through steps 1 to 4; now and then
    an undone and redone step, a Force dissolved and started again, a late player."""
    alice, bob = (p.id for p in store.players(cid)[:2])
    for i in range(first, first + games):
        assert store.save_team(alice, ALICE_TEAM).ok
        assert store.save_team(bob, BOB_TEAM).ok
        winner = None if i % 7 == 3 else str(alice if i % 2 else bob)
        game = store.record_game(cid, GameRecord(store.next_mission(cid, [3]), (
            PlayerGame(str(alice), ALICE_TEAM), PlayerGame(str(bob), BOB_TEAM)),
            winner=winner))
        assert game.ok and game.id is not None
        for pid in (alice, bob):
            assert store.apply_injuries(game.id, pid, []).ok
        assert store.apply_rewards(game.id, [3]).ok
        if i % 5 == 0:  # the rewards undone, then done again
            store.undo(cid)
            store.redo(cid)
        if i % 9 == 4:
            store.rename_player(alice, f"Alice {i}")
            store.undo(cid)
    if first == 0:
        chloe = store.players(cid)[2].id
        store.dissolve_force(chloe)  # her Force is worth nothing now
        store.add_player(cid, "Dan", "space_marines", "Late Company")


@pytest.fixture(scope="module")
def campaigns(tmp_path_factory: pytest.TempPathFactory) -> dict[int, Path]:
    """The demo campaign played on to 10 games, and a copy of it played on to 100 games."""
    folder = tmp_path_factory.mktemp("long-campaigns")
    short = demo_copy(folder, "short.sqlite")
    with Store.open(short, daily_backup=False) as store:
        cid = store.campaigns()[0].id
        _play(store, cid, 8, 0)
        assert len(store.games(cid)) == 10
    long = folder / "long.sqlite"
    shutil.copyfile(short, long)
    with Store.open(long, daily_backup=False) as store:
        _play(store, cid, 90, 8)
        assert len(store.games(cid)) == 100
    return {10: short, 100: long}


@pytest.fixture
def opened(campaigns: dict[int, Path], tmp_path: Path) -> Iterator[Callable[[int], Store]]:
    stores: list[Store] = []

    def open_copy(games: int) -> Store:
        db = tmp_path / f"{games}.sqlite"
        shutil.copyfile(campaigns[games], db)
        stores.append(Store.open(db, daily_backup=False))
        return stores[-1]

    yield open_copy
    for store in stores:
        store.close()


@contextmanager
def statements(store: Store) -> Iterator[list[str]]:
    """The SQL statements ``store`` runs inside."""
    seen: list[str] = []

    def statement(_conn: object, _cursor: object, sql: str, *_args: object) -> None:
        seen.append(sql)

    event.listen(store._engine, "before_cursor_execute", statement)
    try:
        yield seen
    finally:
        event.remove(store._engine, "before_cursor_execute", statement)


def _queries(seen: list[str]) -> list[str]:
    """The statements that read (not the transactions' ``BEGIN``)."""
    return [s for s in seen if s.lstrip().upper().startswith("SELECT")]


@contextmanager
def no_replay(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The kinds of the actions replayed inside (through any store)."""
    calls: list[str] = []
    with monkeypatch.context() as m:
        for kind, fn in list(replay._REPLAYERS.items()):
            def counted(s: Any, entry: Any, fn: Any = fn, kind: str = kind) -> None:
                calls.append(kind)
                fn(s, entry)
            m.setitem(replay._REPLAYERS, kind, counted)
        yield calls


def _cid(store: Store) -> int:
    return store.campaigns()[0].id


def test_print_all_reads_as_many_statements_at_100_games_as_at_10(
        opened: Callable[[int], Store], monkeypatch: pytest.MonkeyPatch) -> None:
    counts = {}
    for games in (10, 100):
        store = opened(games)
        cid = _cid(store)
        from_store.campaign_pdf(store, cid)  # the Team Lists parsed (shared by the process)
        monkeypatch.setattr(progress_module, "_CACHE", {})  # the progress read again
        with statements(store) as seen, no_replay(monkeypatch) as replayed:
            sheets = from_store.campaign_pdf(store, cid, printed=PRINTED)
        assert replayed == []
        assert [type(s) for s in sheets] == [ForceSheet] * 4 + [ProgressSheet]
        assert isinstance(sheets[-1], ProgressSheet) and sheets[-1].games == games
        counts[games] = len(seen)
    assert counts[10] == counts[100], counts
    assert counts[100] <= 30 * 4 + 25  # a few per player (4), a few for the progress page


def test_games_and_their_casualties_are_read_in_a_statement_or_two(
        opened: Callable[[int], Store]) -> None:
    for games in (10, 100):
        store = opened(games)
        cid = _cid(store)
        with statements(store) as seen:
            summaries = store.games(cid)
        assert len(_queries(seen)) == 2 and len(summaries) == games
        with statements(store) as seen:
            casualties = store.game_casualties(cid)
        assert len(_queries(seen)) == 1
        assert casualties == {
            g.id: {int(s.player_id): len(s.casualties) for s in store.game_record(g.id).players}
            for g in summaries}
    # what the steps leave: game 1's casualties, every step done
    assert casualties[summaries[0].id] == {summaries[0].players[0]: 1,
                                           summaries[0].players[1]: 2}
    assert all(g.rewards_done and len(g.injuries_done) == 2 for g in summaries)


def test_game_summaries_say_what_the_rows_hold(opened: Callable[[int], Store]) -> None:
    """``injuries_done`` and ``rewards_done`` are asked of the database (SQL NULL or JSON
    ``null``: not done), as the rows' decoded JSON says."""
    store = opened(10)
    cid = _cid(store)
    game = store.games(cid)[-1]
    assert game.rewards_done and game.injuries_done == game.players
    with store._write() as conn:  # as a game whose steps 3 and 4 are still to do
        conn.execute(text("UPDATE games SET rewards = 'null' WHERE id = :g"), {"g": game.id})
        conn.execute(text("UPDATE game_players SET injuries = NULL WHERE game_id = :g "
                          "AND player_id = :p"), {"g": game.id, "p": game.players[0]})
    again = store.games(cid)[-1]
    assert not again.rewards_done and again.injuries_done == game.players[1:]
    assert again.players == game.players


def test_the_moments_before_each_game_are_the_replayed_ones(
        opened: Callable[[int], Store], monkeypatch: pytest.MonkeyPatch) -> None:
    """Right before every record of the history (undo and redo records, a dissolved Force, a
    player who joined late), the numbers read from the journal are those of the campaign
    replayed up to there."""
    store = opened(10)
    cid = _cid(store)
    ids = [e.id for e in store.history(cid)][1:]  # (before its creation: no campaign)
    with no_replay(monkeypatch) as replayed:
        read = store.standings_before(cid, ids)
    assert replayed == []
    expected = store.read_before(cid, ids, lambda past: replay._past_standings(past, cid))
    assert read == expected
    *_, chloe, dan = (p.id for p in store.players(cid))
    assert all(dan not in moment for moment in read)  # the last record: he joins
    assert read[-2][chloe].points == 55 and read[-1][chloe].points == 0  # dissolved
    found = _game_entries(store.history(cid))
    games = store.standings_before(cid, [found[g.number].id for g in store.games(cid)])
    assert games == [expected[ids.index(found[g.number].id)] for g in store.games(cid)]
    assert len({tuple(sorted(m.items())) for m in games}) > 5  # the numbers do move


def test_without_a_journal_the_moments_are_replayed(
        opened: Callable[[int], Store], monkeypatch: pytest.MonkeyPatch) -> None:
    """A row that does not hold what the journal says a later action made it: the journal
    cannot tell, the moments are replayed (the same numbers as before the journal was
    spoilt). A store rebuilt by a replay keeps no journal: its progress is replayed too."""
    store = opened(10)
    cid = _cid(store)
    progress = campaign_progress(store, cid)
    ids = [e.id for e in store.history(cid) if e.kind == "game" and not e.undone]
    expected = store.standings_before(cid, ids)
    alice = store.players(cid)[0].id
    with store._write() as conn:  # Alice's RP as no action left it
        conn.execute(text("UPDATE players SET rp = rp + 1000 WHERE id = :p"), {"p": alice})
    with no_replay(monkeypatch) as replayed:
        assert store.standings_before(cid, ids) == expected
    assert replayed
    with store._write() as conn:
        conn.execute(text("UPDATE players SET rp = rp - 1000 WHERE id = :p"), {"p": alice})
    snapshot = store.snapshot(cid)
    assert snapshot._rebuilt
    with no_replay(monkeypatch) as replayed:
        monkeypatch.setattr(progress_module, "_CACHE", {})
        assert campaign_progress(snapshot, cid).players == progress.players
    assert replayed


def test_an_unknown_record_is_not_found(opened: Callable[[int], Store]) -> None:
    from app.model import StoreNotFoundError

    store = opened(10)
    with pytest.raises(StoreNotFoundError):
        store.standings_before(_cid(store), [10**9])
    assert store.standings_before(_cid(store), []) == []


def test_no_collector_pass_while_the_sheets_are_read(
        opened: Callable[[int], Store], monkeypatch: pytest.MonkeyPatch) -> None:
    """A pass holds the GIL whatever thread runs it: in the print's worker it stalls the
    GUI thread (passes of 40-190 ms at 1,000 games, each walking what the reads made). The
    collector is off while the store is read; one pass at most, when it is on again."""
    store = opened(100)
    cid = _cid(store)
    passes: list[int] = []
    reads: list[tuple[str, bool]] = []

    def watched(name: str) -> Callable[..., Any]:
        fn = getattr(store, name)

        def read(*args: Any) -> Any:
            reads.append((name, gc.isenabled()))
            return fn(*args)
        return read

    for name in ("players", "games", "force", "history", "standings_before",
                 "game_casualties"):
        monkeypatch.setattr(store, name, watched(name))

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            passes.append(info["generation"])

    gc.collect()
    gc.callbacks.append(seen)
    try:
        sheets = from_store.campaign_pdf(store, cid)
    finally:
        gc.callbacks.remove(seen)
    assert sheets and len(passes) <= 1
    assert {name for name, _ in reads} >= {"players", "games", "force", "history",
                                          "standings_before", "game_casualties"}
    assert not any(enabled for _, enabled in reads), reads
    assert gc.isenabled()


def test_the_print_job_reads_and_writes_with_the_collector_paused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One pause for the whole job: none ends between the sheets' reading and the PDF."""
    from app.sheets import output
    from app.ui import sheet_export

    enabled: list[tuple[str, bool]] = []

    def build() -> list[Any]:
        enabled.append(("build", gc.isenabled()))
        return []

    def write(_sheets: object, path: Path, paper: str) -> Path:
        enabled.append(("write", gc.isenabled()))
        return path

    monkeypatch.setattr(output, "write_pdf", write)
    job = sheet_export._RenderJob([], tmp_path / "x.pdf", "a4", build)
    job.run()
    assert enabled == [("build", False), ("write", False)]
    assert gc.isenabled()


def test_the_progress_page_is_drawn_as_checked_shapes_draw_it(
        opened: Callable[[int], Store], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The shapes' attribute checks are off while the pages are drawn (a million of them on
    a 1,000-game progress page), and the PDF is byte for byte the one drawn with them."""
    store = opened(10)
    sheet = from_store.progress_sheet(store, _cid(store), printed=PRINTED)
    monkeypatch.setattr(rl_config, "invariant", 1)  # no dates or ids: the same input, bytes
    checks: list[int] = []
    drawing = render_module._unchecked_shapes

    @contextmanager
    def watched() -> Iterator[None]:
        with drawing():
            checks.append(rl_config.shapeChecking)
            yield

    monkeypatch.setattr(render_module, "_unchecked_shapes", watched)
    fast = render(sheet, tmp_path / "fast.pdf").read_bytes()
    assert checks == [0] and rl_config.shapeChecking == 1
    monkeypatch.setattr(render_module, "_unchecked_shapes", nullcontext)
    checked = render(sheet, tmp_path / "checked.pdf").read_bytes()
    assert fast == checked
