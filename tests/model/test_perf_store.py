"""The store's light reads for a long campaign's views (issue 19): the history's records with
their JSON undecoded until used, the names of a Force without its options or campaign data, and
the Undo / Redo labels without a record decoded — each the same as the full read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.model import Store
from app.model.store.base import ForceView
from tests.model.store_helpers import demo_copy


@pytest.fixture
def demo(tmp_path: Path) -> Store:
    store = Store.open(demo_copy(tmp_path), daily_backup=False)
    yield store  # type: ignore[misc]
    store.close()


def decoded(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    decode = json.decoder.JSONDecoder.decode

    def counted(self: json.JSONDecoder, s: str, *args: object, **kw: object) -> object:
        seen.append(s)
        return decode(self, s, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(json.decoder.JSONDecoder, "decode", counted)
    return seen


def test_history_since_is_the_history_decoded_on_use(demo: Store,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    cid = demo.campaigns()[0].id
    full = demo.history(cid)
    seen = decoded(monkeypatch)
    count, records = demo.history_since(cid)
    assert seen == []  # nothing decoded by reading
    assert count == len(full) == len(records)
    assert [r.entry() for r in records] == full
    middle = full[len(full) // 2].seq
    count, tail = demo.history_since(cid, middle)
    assert count == len(full) and [r.entry() for r in tail] == [e for e in full if e.seq > middle]


def test_force_names_name_as_the_force_does(demo: Store,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from app.ui.steps.common import ForceInfo

    for player in demo.players(demo.campaigns()[0].id):
        tl = demo.team_list(player.id)
        full = ForceInfo(demo.force(player.id), tl)
        seen = decoded(monkeypatch)
        light = ForceInfo(demo.force_names(player.id), tl)
        assert seen == []
        monkeypatch.undo()
        assert light.names() == full.names()
        assert light.group_names() == full.group_names()
        assert [m.uid for m in light.force.models] == [m.uid for m in full.force.models]


def test_undo_kinds_are_the_next_undo_and_redo(demo: Store,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    cid = demo.campaigns()[0].id
    for step in (None, demo.undo, demo.undo, demo.redo):
        if step is not None:
            step(cid)
        undo, redo = demo.next_undo(cid), demo.next_redo(cid)
        seen = decoded(monkeypatch)
        assert demo.undo_kinds(cid) == (undo.kind if undo else None, redo.kind if redo else None)
        assert seen == []
        monkeypatch.undo()


def test_undo_state_is_found_without_walking_the_history(demo: Store) -> None:
    """What can be redone is found by an index, whatever the campaign's length: every
    statement that asks for undone / redoable records (an action forgetting the redo, the
    Undo / Redo labels, undo and redo themselves) searches ``ix_history_undone`` or reads
    the newest records by ``seq`` — none scans the campaign's records for the flag."""
    from sqlalchemy import event

    cid = demo.campaigns()[0].id
    player = demo.players(cid)[0]
    statements: list[tuple[str, object]] = []

    def seen(_conn: object, _cursor: object, statement: str, params: object,
             _context: object, _many: bool) -> None:
        if "redoable" in statement and "WHERE" in statement.upper():
            statements.append((statement, params))

    event.listen(demo._conn, "before_cursor_execute", seen)
    try:
        demo.undo(cid)
        demo.undo_kinds(cid)
        demo.redo(cid)
        demo.undo(cid)
        demo.rename_player(player.id, player.name + " II")  # forgets the redo
        demo.undo_kinds(cid)
    finally:
        event.remove(demo._conn, "before_cursor_execute", seen)
    redo_lookups = [s for s in statements if "redoable IS 1" in s[0]]
    assert len(redo_lookups) >= 3
    raw = demo._conn.connection.dbapi_connection
    assert raw is not None
    for statement, params in redo_lookups:
        plan = " ".join(str(r[-1]) for r in raw.execute(
            "EXPLAIN QUERY PLAN " + statement, params))  # type: ignore[arg-type]
        assert "ix_history_undone" in plan, (statement, plan)


def test_a_long_history_is_read_without_its_json_until_used(
        demo: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """From ``LAZY_JSON_FROM`` records on, ``history_since`` reads no JSON text: a record's
    inputs or summary, first used, read a page of records around it in one statement;
    ``read_json`` reads those a view will all decode (its games) in one statement."""
    from sqlalchemy import event

    from app.model.store import history as hmod

    cid = demo.campaigns()[0].id
    full = demo.history(cid)
    assert len(full) >= 20
    monkeypatch.setattr(hmod, "LAZY_JSON_FROM", 10)
    monkeypatch.setattr(hmod._JsonPages, "BEFORE", 5)
    monkeypatch.setattr(hmod._JsonPages, "AFTER", 2)
    texts: list[str] = []

    def seen(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        if "history" in statement:
            texts.append(statement)

    event.listen(demo._conn, "before_cursor_execute", seen)
    try:
        count, records = demo.history_since(cid)
        assert count == len(full)
        read = [s for s in texts if "FROM history" in s]
        assert read and not any("inputs" in s or "summary" in s for s in read)  # no JSON
        texts.clear()
        last = records[-1]
        assert last.summary == full[-1].summary  # one page read: the newest records
        assert len(texts) == 1 and "BETWEEN" in texts[0]
        texts.clear()
        assert [r.inputs for r in records[-3:]] == [e.inputs for e in full[-3:]]
        assert texts == []  # in the page read already
        older = records[len(records) // 2]
        assert older.inputs == full[len(records) // 2].inputs
        assert len(texts) == 1
        texts.clear()
        games = [r for r in records if r.kind == "game"]
        hmod.read_json(games)
        assert len(texts) <= 1
        texts.clear()
        assert [g.summary for g in games] == [e.summary for e in full if e.kind == "game"]
        assert texts == []
        assert [r.entry() for r in records] == full  # the same records in the end
    finally:
        event.remove(demo._conn, "before_cursor_execute", seen)
    count, tail = demo.history_since(cid, full[-5].seq)
    assert [r.entry() for r in tail] == full[-4:]  # a view following: read whole


def _fresh_view(store: Store, pid: int) -> object:
    with store._read() as conn:
        return store._read_force_view(conn, pid)


def _data(view: ForceView) -> ForceView:
    """``view`` without the validation an edit's plan left in it (checked: it is the
    validation of the view's Force), to compare with a view read from the database."""
    from app.rules.validation import Validator

    if view.report is not None:
        assert view.report == Validator(view.team_list).validate_force(view.force)
    return view._replace(report=None)


def _stored_rows(store: Store, pid: int) -> tuple[list[dict], list[dict]]:
    with store._write() as conn:  # (inside a write, as the next edit reads them)
        player = store._player_row(conn, pid)
        kept = store._rows_kept(player)
        stored = (sorted(store._all_model_rows(conn, player), key=lambda r: r["id"]),
                  store._group_rows(conn, player))
    assert kept is not None, "the rows were not kept"
    return (sorted(kept[0], key=lambda r: r["id"]), kept[1]), stored  # type: ignore[return-value]


def test_an_undone_edit_keeps_the_force_as_it_was(demo: Store,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Undoing a Force edit, the very next write, puts back the rows the edit read: they and
    the view of the Force before it are kept — the Force window shows the undo without a
    read, the next edit reads no model row — and they are the stored ones. A write between
    the edit and its undo (or a redo) keeps nothing."""
    from app.rules.force_edit import add_model, remove_models

    cid = demo.campaigns()[0].id
    pid = next(p.id for p in demo.players(cid) if p.team_list_id == "space_marines")
    tl = demo.team_list(pid)
    before = _data(demo.force_view(pid))
    demo.correct_force(pid, add_model(tl, before.force, "tactical_marine").force, "a test",
                       action="add_model")
    first = demo.force_view(pid)  # (the edit's, kept)
    demo.correct_force(pid, add_model(tl, first.force, "tactical_marine").force, "a test",
                       action="add_model")
    demo.undo(cid)
    loads: list[int] = []
    load = demo._load
    monkeypatch.setattr(demo, "_load", lambda conn, p: (loads.append(p), load(conn, p))[1])
    assert demo.force_view(pid) is first and loads == []  # the view before, kept: no read
    assert _data(first) == _fresh_view(demo, pid)
    monkeypatch.undo()
    kept, stored = _stored_rows(demo, pid)
    assert kept == stored
    demo.undo(cid)  # the first edit: writes came after it (the undo): nothing kept
    with demo._write() as conn:
        assert demo._rows_kept(demo._player_row(conn, pid)) is None
    assert _data(demo.force_view(pid)) == _fresh_view(demo, pid) == before
    demo.correct_force(pid, add_model(tl, before.force, "tactical_marine").force, "a test",
                       action="add_model")  # its own rows read: no view kept before it
    demo.undo(cid)  # the view before it made of its rows (the objects of the unchanged ones)
    loads.clear()
    monkeypatch.setattr(demo, "_load", lambda conn, p: (loads.append(p), load(conn, p))[1])
    view = demo.force_view(pid)
    assert loads == [] and _data(view) == _fresh_view(demo, pid) == before
    monkeypatch.undo()
    kept, stored = _stored_rows(demo, pid)
    assert kept == stored

    demo.redo(cid)  # a redo keeps nothing
    with demo._write() as conn:
        assert demo._rows_kept(demo._player_row(conn, pid)) is None
    view = demo.force_view(pid)
    gone = remove_models(view.force, [view.force.models[-1].uid]).force
    demo.correct_force(pid, gone, "a test", action="remove_models")
    demo.rename_campaign(cid, "Written in between")
    demo.undo(cid)  # the renaming undone, not the edit: nothing kept
    with demo._write() as conn:
        assert demo._rows_kept(demo._player_row(conn, pid)) is None
    demo.undo(cid)  # the removal, not the very next write after it: nothing kept
    with demo._write() as conn:
        assert demo._rows_kept(demo._player_row(conn, pid)) is None
    assert _data(demo.force_view(pid)) == _fresh_view(demo, pid)


def test_each_kind_of_edit_undone_keeps_the_stored_force(demo: Store) -> None:
    """Adding, renaming, forming a Group, setting options, removing, each undone at once: the
    Force the store keeps (its view, its rows) is the one read again, and so the edit that
    follows starts from the stored rows."""
    from app.rules import force_edit as fe
    from app.rules.force import Selection

    cid = demo.campaigns()[0].id
    pid = next(p.id for p in demo.players(cid) if p.team_list_id == "space_marines")
    tl = demo.team_list(pid)

    def edits() -> list[tuple[str, object]]:
        f = demo.force_view(pid).force
        marines = [m.uid for m in f.models if m.entry == "tactical_marine" and not m.group]
        out: list[tuple[str, object]] = [
            ("add_model", fe.add_model(tl, f, "scout").force),
            ("rename_model", fe.rename_model(f, f.models[0].uid, "Brother Undone").force),
            ("remove_models", fe.remove_models(f, [f.models[-1].uid]).force),
        ]
        if len(marines) >= 2:
            out.append(("form_group", fe.form_group(tl, f, marines[:2]).force))
        grouped = next((m for m in f.models if m.entry == "tactical_marine"), None)
        if grouped is not None:
            out.append(("set_options", fe.set_options(
                tl, f, grouped.uid, [Selection("tactical_marine.gear.suspensors")]).force))
        return out

    seed = demo.force_view(pid).force
    demo.correct_force(pid, fe.add_model(tl, seed, "tactical_marine").force, "t",
                       action="add_model")
    demo.correct_force(pid, fe.add_model(tl, demo.force_view(pid).force,
                                         "tactical_marine").force, "t", action="add_model")
    planned = edits()
    assert [a for a, _f in planned] == ["add_model", "rename_model", "remove_models",
                                        "form_group", "set_options"]
    for action, force in planned:
        before = _fresh_view(demo, pid)
        demo.correct_force(pid, force, "t", action=action)  # type: ignore[arg-type]
        demo.undo(cid)
        assert _data(demo.force_view(pid)) == _fresh_view(demo, pid) == before, action
        kept, stored = _stored_rows(demo, pid)
        assert kept == stored, action


def test_an_add_leaves_the_rows_of_the_models_it_did_not_touch(
        demo: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """From the rows the last edit kept, an add writes its model and compares no other row
    (each model of the Force it leaves is the very object its row was made from): the
    journal is asked to update no model row; the Force is the stored one."""
    from app.model.journal import Journal
    from app.rules.force_edit import add_model

    cid = demo.campaigns()[0].id
    pid = next(p.id for p in demo.players(cid) if p.team_list_id == "space_marines")
    tl = demo.team_list(pid)
    for _ in range(3):
        demo.correct_force(pid, add_model(tl, demo.force_view(pid).force,
                                          "tactical_marine").force, "t", action="add_model")
    updates: list[str] = []
    update = Journal.update
    monkeypatch.setattr(Journal, "update", lambda self, table, *a, **k: (
        updates.append(table.name), update(self, table, *a, **k))[1])
    view = demo.force_view(pid)
    demo.correct_force(pid, add_model(tl, view.force, "tactical_marine").force, "t",
                       action="add_model")
    assert "models" not in updates, updates
    monkeypatch.undo()
    assert _data(demo.force_view(pid)) == _fresh_view(demo, pid)
    assert len(demo.force_view(pid).force.models) == len(view.force.models) + 1


def test_the_whole_history_is_read_without_collector_passes(demo: Store) -> None:
    """``history`` (and the replay's read of the records) decodes every record's JSON: tens of
    thousands of objects at 1,000 games, all kept; the collector passes their allocations
    trigger walk them again and again (the read grew as records^1.2): at most one runs per
    read (once the collector is on again, at its end), and the collector is on after it."""
    import gc

    cid = demo.campaigns()[0].id
    inside: list[bool] = [False]
    passes: dict[str, int] = {"history": 0, "_records": 0}
    now: list[str] = [""]

    def counted(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and inside[0]:
            passes[now[0]] += 1

    assert gc.isenabled()
    reads = 0
    kept = []
    thresholds = gc.get_threshold()
    gc.set_threshold(20)  # the demo's history is short: a pass every 20 objects kept
    gc.callbacks.append(counted)
    try:
        for _ in range(10):
            for name in passes:
                gc.collect()
                now[0], inside[0] = name, True
                kept.append(getattr(demo, name)(cid))
                inside[0] = False
            reads += 1
    finally:
        gc.callbacks.remove(counted)
        gc.set_threshold(*thresholds)
    assert all(n <= reads for n in passes.values()), passes
    assert gc.isenabled()
    assert kept[0] == kept[1] and len(kept[0]) > 10
