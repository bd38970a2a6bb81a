"""A change refreshes only what it changes (issue 19), counted rather than timed: an undo or redo
in the main window puts into words only the history rows it made or named anew, decodes the JSON
of no other record, runs as many SQL statements on a long history as on a short one, and leaves
a hidden History tab alone; the history it leaves is the one a fresh load shows."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy import event

from app.model import Store
from app.rules.force_edit import add_model
from app.ui.main_window import MainWindow
from app.ui.steps.history import HistoryView

MakeWindow = Callable[[Store], MainWindow]


@contextmanager
def counting(store: Store) -> Iterator[dict[str, int]]:
    """Counts SQL statements run by ``store`` and JSON documents decoded (by anyone)."""
    counts = {"sql": 0, "json": 0}
    decode = json.decoder.JSONDecoder.decode

    def counted(self: json.JSONDecoder, s: str, *args: object, **kw: object) -> object:
        counts["json"] += 1
        return decode(self, s, *args, **kw)  # type: ignore[arg-type]

    def statement(*_args: object) -> None:
        counts["sql"] += 1

    engine = store._engine
    event.listen(engine, "before_cursor_execute", statement)
    json.decoder.JSONDecoder.decode = counted  # type: ignore[method-assign]
    try:
        yield counts
    finally:
        json.decoder.JSONDecoder.decode = decode  # type: ignore[method-assign]
        event.remove(engine, "before_cursor_execute", statement)


def grow(store: Store, pid: int) -> None:
    """One more Tactical Marine in a Force that has played: a recorded correction."""
    force = store.force(pid)
    store.correct_force(pid, add_model(store.team_list(pid), force, "tactical_marine").force,
                        "a test", action="add_model")


def lengthen(store: Store, cid: int, actions: int) -> None:
    """``actions`` more records: renamings, and every tenth a correction of a Force."""
    pid = next(p.id for p in store.players(cid) if p.team_list_id == "space_marines")
    for i in range(actions):
        if i % 10 == 0:
            grow(store, pid)
        else:
            store.rename_campaign(cid, f"Campaign {i}")


def history_of(window: MainWindow) -> HistoryView:
    view = window.campaign_view.history_view
    assert isinstance(view, HistoryView)
    return view


def shown_rows(view: HistoryView) -> list[tuple[tuple[str, str, str, str], bool]]:
    return [(view.model.row_texts(r), view.model.is_undone(r))
            for r in range(view.model.rowCount())]


def fresh_rows(store: Store, cid: int) -> list[tuple[tuple[str, str, str, str], bool]]:
    view = HistoryView()
    try:
        view.load(store, cid)
        view.finish_loading()  # (a long history: every page)
        return shown_rows(view)
    finally:
        view.deleteLater()


def undo_redo_costs(window: MainWindow, store: Store, cid: int) -> list[dict[str, int]]:
    """What one undo and one redo cost in the main window with the History tab shown."""
    view = history_of(window)
    costs = []
    for act in (window.undo, window.redo):
        before = view.model.rows_formatted
        with counting(store) as counts:
            act()
            window.repaint()  # what the screen shows is asked of the model now
            history_of(window).table.viewport().repaint()
        counts["rows"] = view.model.rows_formatted - before
        costs.append(counts)
    return costs


@pytest.fixture
def played(shell_demo_store: Store) -> tuple[Store, int]:
    store = shell_demo_store
    return store, store.campaigns()[0].id


def open_history(make: MakeWindow, store: Store) -> MainWindow:
    window = make(store)
    window.campaign_view.show_history()
    return window


def test_an_undo_formats_only_the_rows_it_changed(played: tuple[Store, int],
                                                  shell_window: MakeWindow) -> None:
    store, cid = played
    store.rename_campaign(cid, "Renamed")  # the action to undo and redo: it names nothing
    window = open_history(shell_window, store)
    undo, redo = undo_redo_costs(window, store, cid)
    # the undo record (the renaming's row only changes its strike-out)
    assert undo["rows"] == 1 and redo["rows"] == 1
    assert shown_rows(history_of(window)) == fresh_rows(store, cid)


def test_undo_costs_the_same_on_a_long_history(played: tuple[Store, int],
                                               shell_window: MakeWindow) -> None:
    """Rows formatted, JSON documents decoded and SQL statements of an undo and a redo do not
    grow with the length of the history (the store's own undo decodes the action's journal)."""
    store, cid = played
    store.rename_campaign(cid, "Renamed")
    short = undo_redo_costs(open_history(shell_window, store), store, cid)
    lengthen(store, cid, 120)
    store.rename_campaign(cid, "Renamed")
    window = open_history(shell_window, store)
    assert window.campaign_view.history_view is not None
    assert history_of(window).model.rowCount() > 120
    long = undo_redo_costs(window, store, cid)
    for a, b in zip(short, long, strict=True):
        assert b["rows"] == a["rows"] <= 2
        assert b["json"] == a["json"] <= 20, (short, long)
        assert b["sql"] == a["sql"] <= 40, (short, long)
    assert shown_rows(history_of(window)) == fresh_rows(store, cid)


def test_an_undo_of_a_correction_names_its_rows_anew(played: tuple[Store, int],
                                                     shell_window: MakeWindow) -> None:
    """An action that renames models (a correction of the Force) puts its player's rows into words again;
    after it, the history reads as a fresh load of it."""
    store, cid = played
    pid = next(p.id for p in store.players(cid) if p.team_list_id == "space_marines")
    grow(store, pid)
    window = open_history(shell_window, store)
    for act in (window.undo, window.redo, window.undo):
        act()
        assert shown_rows(history_of(window)) == fresh_rows(store, cid)


def test_a_hidden_history_is_not_touched_then_follows_when_shown(
        played: tuple[Store, int], shell_window: MakeWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    store, cid = played
    window = open_history(shell_window, store)
    view = history_of(window)
    window.campaign_view.tabs.setCurrentIndex(0)  # the players
    reads: list[int] = []
    since = store.history_since
    monkeypatch.setattr(store, "history_since",
                        lambda c, after=0: reads.append(after) or since(c, after))
    formatted = view.model.rows_formatted
    window.operations.run(lambda: store.rename_campaign(cid, "Hidden"))
    window.undo()
    window.redo()
    assert reads == [] and view.model.rows_formatted == formatted
    window.campaign_view.show_history()
    assert len(reads) == 1 and reads[0] > 0  # only the records made since
    assert shown_rows(view) == fresh_rows(store, cid)


def test_the_history_tab_builds_no_validator_and_formats_a_screenful(
        played: tuple[Store, int], shell_window: MakeWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Shown on a long history, the tab decodes as much JSON as on a short one (the rows in
    view, the Forces their names come from), formats a screenful and builds no validator."""
    from app.rules import validation

    store, cid = played
    built: list[object] = []
    init = validation.Validator.__init__

    def counted(self: validation.Validator, *args: object, **kw: object) -> None:
        built.append(self)
        init(self, *args, **kw)  # type: ignore[arg-type]

    def show() -> tuple[HistoryView, dict[str, int]]:
        window = shell_window(store)
        with counting(store) as counts:
            window.campaign_view.show_history()
            window.repaint()
        return history_of(window), counts

    short, short_counts = show()
    for i in range(200):
        store.rename_campaign(cid, f"Campaign {i}")
    monkeypatch.setattr(validation.Validator, "__init__", counted)
    view, counts = show()
    assert built == []  # names need no validator
    assert view.model.rowCount() == short.model.rowCount() + 200
    # a screenful, not all; and no row beyond those in view for the column widths
    assert view.screenful() < HistoryView.FIT_ROWS
    assert view.model.rows_formatted <= view.screenful() + 2
    names = view.model.names()
    assert getattr(names, "players_read", 0) <= len(store.players(cid))
    # the rows not shown stay undecoded: the records formatted, and the Forces of their names
    assert counts["json"] <= 2 * view.model.rows_formatted + short_counts["json"]


def test_the_team_lists_of_a_campaign_are_parsed_off_the_gui_thread(
        shell_demo_store: Store, shell_window: MakeWindow, qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The first History tab (and Force window) of a campaign reads its players' Team List
    copies: once the main window is painted they are parsed in a worker thread, none before
    the first paint, and showing the History parses none on the GUI thread."""
    import gc
    import threading

    from app.model import convert
    from app.model.store import base
    from app.ui import warmup

    store = shell_demo_store
    cid = store.campaigns()[0].id
    with store._read() as conn:
        shas = {str(r[0]) for r in conn.exec_driver_sql(
            "SELECT DISTINCT c.sha256 FROM team_list_copies c JOIN players p "
            "ON p.team_list_copy_id = c.id WHERE p.campaign_id = ?", (cid,))}
    assert shas
    for sha in shas:  # as in a fresh process (restored afterwards)
        monkeypatch.delitem(base._TEAM_LISTS, sha, raising=False)
    parsed: list[threading.Thread] = []
    parse = convert.teamlist_from_copy

    def counted(data: str) -> object:
        parsed.append(threading.current_thread())
        return parse(data)

    monkeypatch.setattr(convert, "teamlist_from_copy", counted)
    monkeypatch.setattr(warmup, "THREADS", [])
    window = shell_window(store)
    assert window.current_campaign_id() == cid
    assert parsed == []  # nothing before the window is painted
    qtbot.waitUntil(lambda: bool(warmup.THREADS), timeout=5000)  # painted: started
    warmup.join_all()
    assert len(parsed) == len(shas)
    assert all(t is not threading.main_thread() for t in parsed)
    assert shas <= set(base._TEAM_LISTS)
    # what is alive then (modules, Qt wrappers, the parsed lists) is out of the collector's
    # walks: a full collection no longer stalls the GUI thread for 60-80 ms (once a process)
    assert warmup._frozen and gc.get_freeze_count() > 0
    assert not warmup.freeze_once()
    window.campaign_view.show_history()
    window.repaint()
    assert len(parsed) == len(shas)  # the History read them from the cache
    assert shown_rows(history_of(window)) == fresh_rows(store, cid)


def test_a_long_history_is_read_from_its_end_a_page_at_a_time(
        played: tuple[Store, int], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """From ``SPLIT_FROM`` records (400; here 5) ``load`` reads the newest ``FIRST_PAGE``
    (here 3) at once, fitted and scrolled to, then ``PAGE`` (here 4) older ones at a time
    (150 ms later, then 20 ms apart), put above the rows in view (those stay in view); in the
    end the rows are
    a whole load's. An action meanwhile adds its records after the last row, the older pages
    still coming; other entries forget them."""
    store, cid = played
    monkeypatch.setattr(HistoryView, "SPLIT_FROM", 5)
    monkeypatch.setattr(HistoryView, "FIRST_PAGE", 3)
    monkeypatch.setattr(HistoryView, "PAGE", 4)
    count = store.history_count(cid)
    assert count > 12
    reads: list[int] = []
    page = store.history_page
    monkeypatch.setattr(store, "history_page", lambda *a, **k: (
        reads.append(k.get("limit", 0)), page(*a, **k))[1])
    view = HistoryView()
    qtbot.addWidget(view)
    view.resize(800, 300)
    view.show()
    qtbot.waitExposed(view)
    view.load(store, cid)
    assert view.model.rowCount() == 3 and view.loading and reads == [3]
    newest = [view.model.row_texts(r) for r in range(3)]
    qtbot.waitUntil(lambda: not view.loading)
    assert view.model.rowCount() == count and reads[1:] == [4] * (len(reads) - 1)
    assert [view.model.row_texts(r) for r in range(count - 3, count)] == newest
    bar = view.table.verticalScrollBar()
    assert bar.value() == bar.maximum()  # the newest rows still in view
    assert shown_rows(view) == fresh_rows(store, cid)

    view.resize(800, 100)  # (a row or two in view)
    view.load(store, cid)  # scrolled up meanwhile: the rows in view stay in view
    view.table.scrollToTop()
    assert bar.value() < bar.maximum()
    top = view.model.entry(view.table.rowAt(0)).id
    qtbot.waitUntil(lambda: not view.loading)
    assert view.model.entry(view.table.rowAt(0)).id == top

    view.load(store, cid)
    store.rename_campaign(cid, "Renamed meanwhile")
    loaded = view.model.rowCount()
    view.follow()  # an action before the oldest page: its record after the last row
    assert view.loading and view.model.rowCount() == loaded + 1
    assert view.model.entry(loaded).kind == "campaign_renamed"
    store.undo(cid)  # its undo too (the target shown: struck out)
    view.follow()
    assert view.model.is_undone(loaded) and view.model.rowCount() == loaded + 2
    qtbot.waitUntil(lambda: not view.loading)  # the older pages come all the same
    assert view.model.rowCount() == count + 2
    assert shown_rows(view) == fresh_rows(store, cid)

    view.load(store, cid)
    view.set_entries([])  # other entries (none): the pages left are forgotten
    assert not view.loading
    qtbot.wait(20)
    assert view.model.rowCount() == 0
