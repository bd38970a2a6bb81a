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


def caught_up(window: Any) -> None:
    """The main window's views follow the edits made in the Force window in front of it
    (``Operations.catch_up``: what they do a moment later, or when it comes to the front),
    then it repaints."""
    window.operations.catch_up()
    window.repaint()


def players_shown(window: Any) -> list[Any]:
    """The players table's rows once its tab is shown (a hidden tab reads nothing), the
    History tab shown again after."""
    view = window.campaign_view
    view.tabs.setCurrentWidget(view.players_page)
    rows = view.players_model.rows()
    view.show_history()
    return list(rows)


def test_a_force_edit_reads_no_player_row_for_a_hidden_players_tab(
        editor_window: tuple[Store, Any, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing is read for a tab not shown: with the History tab shown, an edit of Alice's
    Force reads no row of the players table; showing the Players tab reads hers, once."""
    store, window, editor = editor_window
    pid = editor.document.player_id
    reads: list[int] = []
    summary = store.player_summary
    monkeypatch.setattr(store, "player_summary",
                        lambda player: (reads.append(player), summary(player))[1])
    before = next(p for p in window.campaign_view.players_model.rows() if p.id == pid)
    assert editor.add_entry("tactical_marine") is not None
    assert editor.add_entry("tactical_marine") is not None
    caught_up(window)
    assert reads == []
    view = window.campaign_view
    view.tabs.setCurrentWidget(view.players_page)
    assert reads == [pid]
    after = next(p for p in view.players_model.rows() if p.id == pid)
    assert after.models == before.models + 2 and after == summary(pid)
    assert editor.add_entry("tactical_marine") is not None  # shown: read when caught up
    caught_up(window)
    assert reads == [pid, pid]


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
        caught_up(window)
    assert len(doc.force.models) == before + 1
    # the write reads the Force's rows once; the history's names read no model (the Force
    # the store kept, the former models read before); 79 statements before issue 19's work,
    # 56 before this one
    assert counts["model_reads"] <= 1, counts
    assert counts["loads"] == 0, counts  # the document shows the Force the store wrote
    assert counts["players"] == 0, counts  # the campaign view reads Alice's row alone
    assert counts["sql"] <= 45, counts
    first_sql = counts["sql"]
    view = fresh(store, pid)
    assert (doc.force, doc.player_state, doc.games_played) == (view.force, view.state,
                                                               view.games)
    assert players_shown(window) == store.players(cid)

    with counting(store, monkeypatch) as counts:  # the next edit starts from the rows kept
        assert editor.add_entry("tactical_marine") is not None
        caught_up(window)
    assert counts["model_reads"] == 0 and counts["loads"] == 0, counts
    assert counts["sql"] < first_sql, counts  # nor the player's campaign, before the write
    view = fresh(store, pid)
    assert (doc.force, doc.player_state) == (view.force, view.state)
    with counting(store, monkeypatch) as counts:
        window.undo()
    assert len(doc.force.models) == before + 1

    with counting(store, monkeypatch) as counts:
        window.undo()
    assert counts["loads"] <= 1 and counts["players"] == 0, counts
    view = fresh(store, pid)
    assert len(doc.force.models) == before
    assert (doc.force, doc.player_state) == (view.force, view.state)
    assert players_shown(window) == store.players(cid)


def test_the_view_an_edit_keeps_is_the_stored_force(editor_window: tuple[Store, Any, Any]
                                                     ) -> None:
    """Adding, removing, renaming, forming a Group: after each, the Force the store kept (what
    the document shows) equals the Force read again, and another write makes it stale; so do
    the rows the next edit starts from without reading them."""
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
        # (the edit's plan validated the Force: the editor shows that report)
        assert kept.report is not None and kept.report is editor.report
        assert kept._replace(report=None) == view and doc.force == view.force and doc.player_state == view.state
        # the rows the next edit starts from (without reading them) are the stored ones
        with store._write() as conn:  # (the next write: the rows kept are still valid)
            player = store._player_row(conn, pid)
            rows = store._rows_kept(player)
            assert rows is not None
            assert (sorted(rows[0], key=lambda r: r["id"]), rows[1]) == (
                sorted(store._all_model_rows(conn, player), key=lambda r: r["id"]),
                store._group_rows(conn, player))
        with store._write() as conn:  # another write came in between: read them again
            assert store._rows_kept(store._player_row(conn, pid)) is None
    assert added[0] not in {m.uid for m in doc.force.models}
    store.rename_campaign(doc.campaign_id, "Another name")  # any write: read again
    assert store.force_view(pid) is not kept and store.force_view(pid) == fresh(store, pid)


def _shown(model: Any) -> list[tuple[str, ...]]:
    """Every row of the Force tree as the view reads it: key and display texts, in order."""
    from PySide6.QtCore import QModelIndex, Qt

    out: list[tuple[str, ...]] = []

    def walk(parent: QModelIndex) -> None:
        for r in range(model.rowCount(parent)):
            ix = model.index(r, 0, parent)
            texts = [model.index(r, c, parent).data(Qt.ItemDataRole.DisplayRole) or ""
                     for c in range(model.columnCount(parent))]
            tips = [model.index(r, c, parent).data(Qt.ItemDataRole.ToolTipRole) or ""
                    for c in range(model.columnCount(parent))]
            out.append((*texts, *tips))
            walk(ix)

    walk(QModelIndex())
    return out


def test_an_edit_rebuilds_only_the_rows_it_changed(editor_window: tuple[Store, Any, Any]
                                                    ) -> None:
    """The store-backed document reads the player's state anew after each edit: the rows of
    the models an edit did not touch are kept all the same (one model row built per add, a
    rename builds the renamed row alone), and the tree reads as a fresh editor's."""
    from app.ui.force_editor import ForceEditor

    _store, _window, editor = editor_window
    doc = editor.document
    built = editor.builder.rows_built
    assert editor.add_entry("tactical_marine") is not None
    assert editor.builder.rows_built - built == 1
    uid = doc.force.models[-1].uid
    built = editor.builder.rows_built
    before = (doc.force.models, doc.player_state.models)
    assert editor.rename("model", uid, "Brother Counted") is not None
    assert editor.builder.rows_built - built == 1
    # the store made again only the renamed model's objects (from the rows the add kept)
    after = (doc.force.models, doc.player_state.models)
    for old, new in zip(before, after, strict=True):
        assert len(new) == len(old)
        assert sum(a is not b for a, b in zip(old, new, strict=True)) == 1
    fresh_editor = ForceEditor(doc)
    try:
        assert _shown(editor.model) == _shown(fresh_editor.model)
        assert fresh_editor.builder.rows_built == len(doc.force.models)
    finally:
        fresh_editor.deleteLater()


def test_an_add_reads_no_names_for_the_history(editor_window: tuple[Store, Any, Any],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The History tab's names of the edited player come from the Force the edit wrote and
    the former models read before: an add (or a rename) reads none of them from the store; a
    removal reads the former models again. Each time the History reads as a fresh load."""
    from tests.ui.test_perf_history import fresh_rows, history_of, shown_rows

    store, window, editor = editor_window
    doc = editor.document
    cid = doc.campaign_id
    view = history_of(window)
    assert shown_rows(view) == fresh_rows(store, cid)  # the names of every row read once
    reads: list[str] = []
    for name in ("force_names", "former_models", "team_list", "force", "force_view"):
        original = getattr(store, name)

        def counted(*args: Any, _name: str = name, _original: Any = original,
                    **kw: Any) -> Any:
            reads.append(_name)
            return _original(*args, **kw)

        monkeypatch.setattr(store, name, counted)
    assert editor.add_entry("tactical_marine") is not None
    caught_up(window)
    assert [r for r in reads if r != "force_view"] == []
    added = doc.force.models[-1].uid
    assert editor.rename("model", added, "Brother Named") is not None
    caught_up(window)
    assert [r for r in reads if r != "force_view"] == []
    monkeypatch.undo()
    assert shown_rows(view) == fresh_rows(store, cid)
    reads.clear()
    former = store.former_models

    def counted_formers(*args: Any, **kw: Any) -> Any:
        reads.append("former_models")
        return former(*args, **kw)

    monkeypatch.setattr(store, "former_models", counted_formers)
    assert editor.remove_models([added]) is not None
    caught_up(window)
    assert reads == ["former_models"]  # a removal makes a former model: read again
    monkeypatch.undo()
    assert shown_rows(view) == fresh_rows(store, cid)


def test_an_add_puts_only_its_own_record_into_words(editor_window: tuple[Store, Any, Any]
                                                    ) -> None:
    """A model added names a model the history did not know, and no other name changes: of
    the History's rows only the new record's is put into words (the player's others keep
    theirs); a second model of a lone entry renames the first ("Scout" → "Scout 1"): then the
    player's rows are put into words again. Each time the History reads as a fresh load."""
    from tests.ui.test_perf_history import fresh_rows, history_of, shown_rows

    store, window, editor = editor_window
    doc = editor.document
    view = history_of(window)
    assert shown_rows(view) == fresh_rows(store, doc.campaign_id)  # every row in words
    formatted = view.model.rows_formatted
    assert editor.add_entry("tactical_marine") is not None
    caught_up(window)
    assert view.model.rows_formatted - formatted == 1
    assert shown_rows(view) == fresh_rows(store, doc.campaign_id)
    assert not any(m.entry == "scout" for m in doc.force.models)
    assert editor.add_entry("scout") is not None  # "Scout"
    caught_up(window)
    assert shown_rows(view) == fresh_rows(store, doc.campaign_id)
    formatted = view.model.rows_formatted
    assert editor.add_entry("scout") is not None  # "Scout 1" and "Scout 2"
    caught_up(window)
    assert shown_rows(view) == fresh_rows(store, doc.campaign_id)
    assert view.model.rows_formatted - formatted > 1  # the new row, and Alice's others
