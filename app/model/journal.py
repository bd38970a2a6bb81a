"""Row-level journal of campaign actions, for undo and redo.

Every write of an action goes through a :class:`Journal`: it writes the row and records its
``before`` and ``after`` values in ``changes``, in the same transaction. Undo applies the
changes of an action backwards (checking that each row still holds the ``after`` values),
redo forwards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, Table, bindparam, delete, insert, select, update

from app.model.errors import StoreHistoryError
from app.model.schema import TABLES
from app.model.schema import changes as CHANGES

Row = dict[str, Any]


def row_dict(table: Table, row: Any) -> Row:
    """A row as a dict (``table`` documents where it comes from; selects list its columns).
    (``dict(row._mapping)`` builds the list of the result's keys again for every row: twice
    as slow on a Force's ~25 columns, read for every model of it.)"""
    return dict(zip(row._fields, row, strict=True))


def fetch_row(conn: Connection, table: Table, row_id: int) -> Row | None:
    row = conn.execute(_statement("select", table), {"_row_id": row_id}).first()
    return row_dict(table, row) if row is not None else None


@dataclass
class Touched:
    """What an action changed, collected for :class:`app.model.store.Changes`."""

    tables: set[str] = field(default_factory=set)
    players: set[int] = field(default_factory=set)
    games: set[int] = field(default_factory=set)

    def note(self, table: str, values: Iterable[Mapping[str, Any] | None], row_id: int) -> None:
        self.tables.add(table)
        if table == "players":
            self.players.add(row_id)
        if table == "games":
            self.games.add(row_id)
        for v in values:
            if not v:
                continue
            pid = v.get("player_id")
            if isinstance(pid, int):
                self.players.add(pid)
            gid = v.get("game_id")
            if isinstance(gid, int):
                self.games.add(gid)


_INSERT_CHANGE = insert(CHANGES)
_STATEMENTS: dict[tuple[str, str], Any] = {}


def _statement(kind: str, table: Table) -> Any:
    """Statements built once per table (parameters come with each execution)."""
    key = (kind, table.name)
    stmt = _STATEMENTS.get(key)
    if stmt is None:
        if kind == "insert":
            stmt = insert(table).returning(*table.columns)
        elif kind == "select":
            stmt = select(table).where(table.c.id == bindparam("_row_id"))
        else:
            stmt = update(table).where(table.c.id == bindparam("_row_id"))
        _STATEMENTS[key] = stmt
    return stmt


class Journal:
    """Writes of one action (history row ``history_id``) with their before/after values."""

    def __init__(self, conn: Connection, history_id: int, *, undoable: bool = True) -> None:
        self.conn = conn
        self.history_id = history_id
        self.seq = 0
        self.touched = Touched()
        #: False in a store rebuilt by a replay: nothing there is ever undone.
        self.undoable = undoable

    def _record(self, table: Table, row_id: int, before: Row | None, after: Row | None,
                context: Row | None = None) -> None:
        if self.undoable:
            self.conn.execute(_INSERT_CHANGE, {
                "history_id": self.history_id, "seq": self.seq, "table_name": table.name,
                "row_id": row_id, "before": before, "after": after,
            })
        self.seq += 1
        self.touched.note(table.name, (before, after, context), row_id)

    def insert(self, table: Table, values: Mapping[str, Any]) -> int:
        return int(self.insert_row(table, values)["id"])

    def insert_row(self, table: Table, values: Mapping[str, Any]) -> Row:
        """:meth:`insert`, giving the row as written (every column)."""
        result = self.conn.execute(_statement("insert", table), dict(values))
        row = row_dict(table, result.one())
        self._record(table, int(row["id"]), None, row)
        return dict(row)

    def update(self, table: Table, row_id: int, values: Mapping[str, Any],
               current: Row | None = None) -> bool:
        """Change the given columns; nothing is written or recorded when nothing differs."""
        before_row = current if current is not None else fetch_row(self.conn, table, row_id)
        if before_row is None:
            raise KeyError(f"no row {row_id} in {table.name}")
        changed = {k: v for k, v in values.items() if before_row.get(k) != v}
        if not changed:
            return False
        self.conn.execute(_statement("update", table), {"_row_id": row_id, **changed})
        before = {k: before_row[k] for k in changed}
        self._record(table, row_id, before, changed, before_row)
        return True

    def delete(self, table: Table, row_id: int) -> None:
        before = fetch_row(self.conn, table, row_id)
        if before is None:
            return
        self.conn.execute(delete(table).where(table.c.id == row_id))
        self._record(table, row_id, before, None)


def _changes_of(conn: Connection, history_id: int) -> list[Any]:
    return list(
        conn.execute(
            select(CHANGES).where(CHANGES.c.history_id == history_id).order_by(CHANGES.c.seq)
        )
    )


def _strip(table: Table, values: Mapping[str, Any]) -> Row:
    return {k: v for k, v in values.items() if k in table.c}


def replay(conn: Connection, history_id: int, *, backwards: bool) -> Touched:
    """Undo (``backwards``) or redo the changes of action ``history_id``."""
    touched = Touched()
    changes = _changes_of(conn, history_id)
    if backwards:
        changes.reverse()
    for ch in changes:
        table = TABLES[ch.table_name]
        before, after = ch.before, ch.after
        if backwards:
            before, after = after, before
        current = fetch_row(conn, table, ch.row_id)
        # ``before`` is what the row holds now (None: absent), ``after`` what it must become.
        if before is None:
            if current is not None:
                raise StoreHistoryError("row exists", campaign=None, what="conflict",
                                        table=table.name, row=ch.row_id)
            conn.execute(insert(table).values(**_strip(table, after)))
        elif after is None:
            if current is None:
                raise StoreHistoryError("row missing", campaign=None, what="conflict",
                                        table=table.name, row=ch.row_id)
            conn.execute(delete(table).where(table.c.id == ch.row_id))
        else:
            if current is None or any(current.get(k) != v for k, v in before.items()):
                raise StoreHistoryError("row changed", campaign=None, what="conflict",
                                        table=table.name, row=ch.row_id)
            values = _strip(table, after)
            conn.execute(update(table).where(table.c.id == ch.row_id).values(**values))
        touched.note(table.name, (ch.before, ch.after, current), ch.row_id)
    return touched
