"""The campaign's Force editor does work proportional to an edit (issue 19), counted rather
than timed: adding a model to a Force that has played (a correction) reads the Force once, in
the store's write, and no more — the document shows the Force the store wrote, the campaign
view reads only that player's row (no ``store.players``) — and an undo reads it once again.
What the windows show afterwards is what a fresh read gives."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import event

from app.model import Store
from app.ui.main_window import MainWindow

MakeWindow = Callable[[Store], MainWindow]


@contextmanager
def counting(store: Store, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, int]]:
    """SQL statements, reads of a player's model rows, full loads of a player (``_load``) and
    campaign-wide player summaries (``store.players``) while inside."""
    counts = {"sql": 0, "model_reads": 0, "loads": 0, "players": 0}

    def statement(_conn: object, _cursor: object, sql: str, *_args: object) -> None:
        counts["sql"] += 1
        if sql.startswith("SELECT models.id,"):
            counts["model_reads"] += 1

    def wrap(name: str, key: str) -> None:
        original = getattr(store, name)

        def counted(*args: Any, **kw: Any) -> Any:
            counts[key] += 1
            return original(*args, **kw)

        monkeypatch.setattr(store, name, counted)

    wrap("_load", "loads")
    wrap("players", "players")
    engine = store._engine
    event.listen(engine, "before_cursor_execute", statement)
    try:
        yield counts
    finally:
        event.remove(engine, "before_cursor_execute", statement)
        monkeypatch.undo()


def alice(store: Store) -> int:
    cid = store.campaigns()[0].id
    return next(p.id for p in store.players(cid) if p.name == "Alice")


@pytest.fixture
def editor_window(shell_demo_store: Store, shell_window: MakeWindow) -> tuple[Store, Any, Any]:
    """The demo campaign in the main window (History tab shown), Alice's Force (played) open
    in its Force window, a correction begun."""
    store = shell_demo_store
    window = shell_window(store)
    window.campaign_view.show_history()
    force_window = window.commands.open_force(alice(store))
    editor = force_window.editor  # type: ignore[attr-defined]
    assert editor.document.games_played
    editor.document.set_correction("a model forgotten")
    return store, window, editor


def fresh(store: Store, pid: int) -> Any:
    with store._read() as conn:
        return store._read_force_view(conn, pid)


def test_an_edit_reads_the_force_once(editor_window: tuple[Store, Any, Any],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    store, window, editor = editor_window
    doc = editor.document
    pid, cid = doc.player_id, doc.campaign_id
    before = len(doc.force.models)
    with counting(store, monkeypatch) as counts:
        assert editor.add_entry("tactical_marine") is not None
        window.repaint()
    assert len(doc.force.models) == before + 1
    # the write reads the Force's rows once; the history's names read the former models once
    assert counts["model_reads"] <= 2, counts
    assert counts["loads"] == 0, counts  # the document shows the Force the store wrote
    assert counts["players"] == 0, counts  # the campaign view reads Alice's row alone
    assert counts["sql"] <= 60, counts
    view = fresh(store, pid)
    assert (doc.force, doc.player_state, doc.games_played) == (view.force, view.state,
                                                               view.games)
    row = next(p for p in window.campaign_view.players_model.rows() if p.id == pid)
    assert row == store.player_summary(pid)
    assert window.campaign_view.players_model.rows() == store.players(cid)

    with counting(store, monkeypatch) as counts:
        window.undo()
    assert counts["loads"] <= 1 and counts["players"] == 0, counts
    view = fresh(store, pid)
    assert len(doc.force.models) == before
    assert (doc.force, doc.player_state) == (view.force, view.state)
    assert window.campaign_view.players_model.rows() == store.players(cid)


def test_the_view_an_edit_keeps_is_the_stored_force(editor_window: tuple[Store, Any, Any]
                                                     ) -> None:
    """Adding, removing, renaming, forming a Group: after each, the Force the store kept (what
    the document shows) equals the Force read again, and another write makes it stale."""
    store, _window, editor = editor_window
    doc = editor.document
    pid = doc.player_id
    added: list[str] = []

    def add() -> object:
        result = editor.add_entry("tactical_marine")
        added.append(doc.force.models[-1].uid)
        return result

    steps: list[Callable[[], object]] = [
        add, add, add,
        lambda: editor.rename("model", added[0], "Brother Kept"),
        lambda: editor.form_group(added[1:3]),
        lambda: editor.rename("group", doc.force.groups[-1].id, "The Kept"),
        lambda: editor.remove_models([added[0]]),
    ]
    for step in steps:
        assert step() is not None
        kept = store.force_view(pid)
        assert kept is store.force_view(pid)  # no read: the view the edit wrote
        view = fresh(store, pid)
        assert kept == view and doc.force == view.force and doc.player_state == view.state
    assert added[0] not in {m.uid for m in doc.force.models}
    store.rename_campaign(doc.campaign_id, "Another name")  # any write: read again
    assert store.force_view(pid) is not kept and store.force_view(pid) == fresh(store, pid)
