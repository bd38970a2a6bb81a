"""A game's mission inputs are read from its own history record (issue 19, item 3): replaying a
1,000-game campaign for its progress page ("Print all Force Sheets") read, for every game
replayed, every game record of the campaign with its inputs — millions of JSON documents, three
minutes of the print. ``game_inputs`` now reads the summaries newest first and stops at the
game's record, whose inputs alone it reads; what it gives is the same."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from app.model import Store
from app.model.store.base import HISTORY
from app.model.store.mission_records import game_inputs
from tests.model.store_helpers import demo_copy


class _CountingResult:
    def __init__(self, result: Any, counts: dict[str, int], inputs: bool) -> None:
        self.result, self.counts, self.inputs = result, counts, inputs

    def _row(self, row: Any) -> Any:
        self.counts["rows"] += 1
        self.counts["inputs"] += self.inputs
        return row

    def __iter__(self) -> Iterator[Any]:
        for row in self.result:
            yield self._row(row)

    def all(self) -> list[Any]:
        return [self._row(r) for r in self.result.all()]

    def scalar(self) -> Any:
        return self._row(self.result.scalar())

    def close(self) -> None:
        self.result.close()


class _Counting:
    """A connection counting the history rows read, and those read with their inputs."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.counts = {"rows": 0, "inputs": 0}

    def execute(self, statement: Any, *args: Any, **kw: Any) -> _CountingResult:
        inputs = any(c is HISTORY.c.inputs for c in statement.selected_columns)
        return _CountingResult(self.conn.execute(statement, *args, **kw), self.counts, inputs)


def _every_record(conn: Any, campaign_id: int, game_id: int) -> Mapping[str, Any] | None:
    """What the inputs were read as before: the newest record in effect naming the game."""
    for inputs, summary in conn.execute(select(HISTORY.c.inputs, HISTORY.c.summary).where(
            HISTORY.c.campaign_id == campaign_id, HISTORY.c.kind == "game",
            HISTORY.c.undone.is_(False)).order_by(HISTORY.c.seq.desc())).all():
        if isinstance(summary, Mapping) and summary.get("game") == game_id:
            return inputs if isinstance(inputs, Mapping) else None
    return None


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(demo_copy(tmp_path), daily_backup=False) as s:
        yield s


def test_the_newest_game_reads_its_own_record_alone(store: Store) -> None:
    cid = store.campaigns()[-1].id
    games = store.games(cid)
    assert len(games) >= 2
    newest = games[-1]
    with store._read() as conn:
        counting = _Counting(conn)
        found = game_inputs(counting, cid, newest.id, newest.number)  # type: ignore[arg-type]
        assert found == _every_record(conn, cid, newest.id) and found is not None
    # one summary read (the newest record is the game's), one record's inputs
    assert counting.counts == {"rows": 2, "inputs": 1}


def test_every_game_reads_the_same_inputs_as_before(store: Store) -> None:
    cid = store.campaigns()[-1].id
    games = store.games(cid)
    with store._read() as conn:
        for game in games:
            counting = _Counting(conn)
            assert game_inputs(counting, cid, game.id, game.number) == _every_record(  # type: ignore[arg-type]
                conn, cid, game.id)
            assert counting.counts["inputs"] <= 1
        assert game_inputs(conn, cid, 10_000_000) is None  # no such game
