"""History, undo and redo; invariant and integrity checks."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    Connection,
    Text,
    bindparam,
    func,
    select,
    tuple_,
    type_coerce,
    update,
)

from app.collector import paused_gc
from app.model.errors import (
    StoreHistoryError,
)
from app.model.journal import replay

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    pass
from app.model import schema
from app.model.store.base import CAMPAIGNS, HISTORY, RP, _now
from app.model.store.results import Changes, HistoryEntry, _changes, _entry
from app.model.store.spend import SpendStore


class HistoryRecord:
    """A history record as :class:`HistoryEntry` has it, whose ``inputs`` and ``summary`` are
    decoded from their JSON on first use: a long history is read without decoding the records
    nobody looks at (:meth:`HistoryStore.history_since`)."""

    __slots__ = ("_at", "_inputs", "_inputs_json", "_pages", "_summary", "_summary_json",
                 "campaign_id", "id", "is_action", "kind", "player_id", "seq", "target_id",
                 "token", "undone", "when")
    id: int
    campaign_id: int
    seq: int
    when: str  # ISO-8601 UTC
    player_id: int | None
    kind: str
    target_id: int | None
    token: str | None
    _inputs_json: str | None
    _summary_json: str | None

    def __init__(self, row: Any, pages: _JsonPages | None = None, at: int = 0) -> None:
        """``row``: a row of ``_RAW_HISTORY``, unpacked by position (by name, SQLAlchemy's
        rows cost several times as much: a 1,000-game history has 8,000 records); or, with
        ``pages``, a row of ``_LIGHT_HISTORY`` (no JSON text: ``pages`` reads it when first
        used, for this record and its neighbours; ``at``: its place in ``pages``)."""
        if pages is None:
            (self.id, self.campaign_id, self.seq, self.when, self.player_id, self.kind,
             is_action, undone, self.target_id, self.token, self._inputs_json,
             self._summary_json) = row
        else:
            (self.id, self.campaign_id, self.seq, self.when, self.player_id, self.kind,
             is_action, undone, self.target_id, self.token) = row
            self._inputs_json = self._summary_json = None
        self._pages, self._at = pages, at
        self.is_action = bool(is_action)
        self.undone = bool(undone)  # as read; a view follows later undo / redo records
        self._inputs: Mapping[str, Any] | None = None
        self._summary: Mapping[str, Any] | None = None

    def _fill(self) -> None:
        pages = self._pages
        if pages is not None:
            self._inputs_json, self._summary_json = pages.take(self._at, self.id)
            self._pages = None

    @property
    def inputs(self) -> Mapping[str, Any]:
        if self._inputs is None:
            self._fill()
            self._inputs = _decode(self._inputs_json)
        return self._inputs

    @property
    def summary(self) -> Mapping[str, Any]:
        if self._summary is None:
            self._fill()
            self._summary = _decode(self._summary_json)
        return self._summary

    def entry(self) -> HistoryEntry:
        """The same record as a :class:`HistoryEntry` (decoded)."""
        return HistoryEntry(self.id, self.campaign_id, self.seq, self.when, self.player_id,
                            self.kind, self.inputs, self.summary, self.is_action, self.undone,
                            self.target_id, self.token)

    def __repr__(self) -> str:
        return f"HistoryRecord(id={self.id}, seq={self.seq}, kind={self.kind!r})"


class _JsonPages:
    """The JSON of a long history's records, read a page at a time when a record's
    ``inputs`` or ``summary`` is first used (a view puts into words the rows it shows: most
    of a 1,000-game history's 4 MB of JSON is never read).

    The pages know their records by place (ids and seqs), never the records themselves: a
    record points to its pages, and pages pointing back made every record of a history one
    reference cycle with them, which reference counting never freed — a campaign's history
    left behind when the window showed another (8,000 records and their decoded JSON at
    1,000 games) waited for a full collection of the garbage collector, 100–300 ms on the
    GUI thread, in the middle of whatever came next (an import). The JSON read for the
    neighbours of a record waits here (``found``) until each record takes its own."""

    #: records read with the one asked for: mostly older ones (a history is read upwards)
    BEFORE, AFTER = 150, 50

    def __init__(self, store: HistoryStore, campaign_id: int, rows: Sequence[Any]) -> None:
        self.store, self.campaign_id = store, campaign_id
        self.ids: list[int] = [r[0] for r in rows]
        self.seqs: list[int] = [r[2] for r in rows]
        self.unread = bytearray(b"\x01") * len(rows)  # 1: the JSON of that place not read
        self.found: dict[int, tuple[Any, Any]] = {}  # id -> (inputs, summary), not taken

    def take(self, at: int, rid: int) -> tuple[Any, Any]:
        """The JSON texts of the record at ``at`` (id ``rid``), its page read first if it was
        not yet; a record gone from the store since reads as empty."""
        if self.unread[at]:
            self.fill(at)
        return self.found.pop(rid, (None, None))

    def fill(self, at: int, upto: int | None = None) -> None:
        """Read the JSON of the records around ``at`` (or from ``at`` to ``upto``) not read
        yet, in one statement; a record gone from the store since reads as empty."""
        start = max(0, at - self.BEFORE) if upto is None else at
        end = min(len(self.ids), at + self.AFTER if upto is None else upto)
        unread = self.unread
        wanted = [i for i in range(start, end) if unread[i]]
        if not wanted:
            return
        with self.store._read() as conn:
            found = {int(i): (inputs, summary) for i, inputs, summary in conn.execute(
                _JSON_OF, {"cid": self.campaign_id, "first": self.seqs[start],
                           "last": self.seqs[end - 1]})}
        for i in wanted:
            rid = self.ids[i]
            self.found[rid] = found.get(rid, (None, None))
            unread[i] = 0

    def fill_these(self, records: list[HistoryRecord]) -> None:
        """Read the JSON of ``records`` (of these pages, not read yet), a few hundred per
        statement."""
        for start in range(0, len(records), 500):
            chunk = {r.id: r for r in records[start:start + 500]}
            with self.store._read() as conn:
                found = {int(i): (inputs, summary) for i, inputs, summary in conn.execute(
                    _JSON_OF_IDS, {"ids": list(chunk)})}
            for rid, record in chunk.items():
                record._inputs_json, record._summary_json = found.get(rid, (None, None))
                record._pages = None
                self.unread[record._at] = 0


def read_json(records: Iterable[Any]) -> None:
    """Read now the JSON of those of ``records`` (records of
    :meth:`HistoryStore.history_since`, or entries: then nothing to do) that will all be used:
    a view about to decode many records of a long history (its games) asks in a few
    statements, not page by page."""
    pending: dict[int, tuple[_JsonPages, list[HistoryRecord]]] = {}
    for r in records:
        if isinstance(r, HistoryRecord) and r._pages is not None:
            if r._pages.unread[r._at]:
                pending.setdefault(id(r._pages), (r._pages, []))[1].append(r)
            else:  # read with a neighbour already
                r._fill()
    for pages, unread in pending.values():
        pages.fill_these(unread)


def _decode(text: str | Mapping[str, Any] | None) -> Mapping[str, Any]:
    if isinstance(text, Mapping):  # psycopg decodes a server's json whatever the coercion
        return text
    if text and len(text) >= OUTLINE_FROM:
        keys = _outlined.get(len(text))
        if keys is not None and keys[0] == hash(text):
            return _Outline(text, keys[1])
    value = json.loads(text) if text else None
    return value if isinstance(value, dict) else {}


#: From this many characters on, a JSON object this process wrote and outlined
#: (:func:`outline`) is decoded only when one of its keys is asked for.
OUTLINE_FROM = 1 << 16
#: The outlined texts: their length -> (their ``hash``, their top-level keys). A few at most
#: (an import's record each), the oldest forgotten.
_outlined: dict[int, tuple[int, frozenset[str]]] = {}
_OUTLINED_MOST = 8


def outline(text: str, keys: Iterable[str]) -> None:
    """Make known that the JSON object ``text`` (about to be written as a record's inputs or
    summary) has exactly ``keys`` at its top level.

    The record of a campaign import holds the whole campaign as it was imported (5 MB of
    JSON at 1,000 games), and it is the newest record of the campaign just imported: the
    History shown next put it into words, asking its inputs for keys it does not have
    (``dice``, ``mission``), and decoding it for that took 50 ms of the GUI thread, and made
    60,000 objects that set off a full collection of the garbage collector. A record read
    whose text is one of these (the same length and ``hash``: the keys are the text's, found
    again wherever it is read) answers for a missing key without decoding
    (:class:`_Outline`), and decodes for any other question, as before."""
    if len(text) < OUTLINE_FROM:
        return
    if len(_outlined) >= _OUTLINED_MOST:
        _outlined.pop(next(iter(_outlined)))
    _outlined[len(text)] = (hash(text), frozenset(keys))


class _Outline(Mapping[str, Any]):
    """A JSON object read from a text :func:`outline` knows: asked for a key it has not, it
    answers without decoding; anything else decodes the text (once) and answers from that."""

    __slots__ = ("_keys", "_text", "_value")

    def __init__(self, text: str, keys: frozenset[str]) -> None:
        self._text: str | None = text
        self._keys = keys
        self._value: dict[str, Any] | None = None

    def _decoded(self) -> dict[str, Any]:
        if self._value is None:
            value = json.loads(self._text or "null")
            self._value, self._text = (value if isinstance(value, dict) else {}), None
        return self._value

    def __getitem__(self, key: str) -> Any:
        if self._value is None and key not in self._keys:
            raise KeyError(key)
        return self._decoded()[key]

    def __contains__(self, key: object) -> bool:
        if self._value is None and key not in self._keys:
            return False
        return key in self._decoded()

    def __iter__(self) -> Iterator[str]:
        return iter(self._decoded())

    def __len__(self) -> int:
        return len(self._decoded())

    def __repr__(self) -> str:
        return repr(self._decoded())


#: The history's columns with ``inputs`` and ``summary`` as their JSON text (undecoded).
_RAW_HISTORY = select(  # (the order HistoryRecord unpacks)
    HISTORY.c.id, HISTORY.c.campaign_id, HISTORY.c.seq, HISTORY.c.created_at,
    HISTORY.c.player_id, HISTORY.c.kind, HISTORY.c.is_action, HISTORY.c.undone,
    HISTORY.c.target_id, HISTORY.c.token,
    type_coerce(HISTORY.c.inputs, Text).label("inputs"),
    type_coerce(HISTORY.c.summary, Text).label("summary"),
)


_CID: Any = bindparam("cid")
_ACTION = (HISTORY.c.campaign_id == _CID, HISTORY.c.is_action.is_(True))
# Built once: composing a statement costs more than SQLite running it.
_CAMPAIGN_EXISTS = select(CAMPAIGNS.c.id).where(CAMPAIGNS.c.id == _CID)
_COUNT = select(func.count()).select_from(HISTORY).where(HISTORY.c.campaign_id == _CID)
_SINCE = _RAW_HISTORY.where(HISTORY.c.campaign_id == _CID,
                            HISTORY.c.seq > bindparam("after")).order_by(HISTORY.c.seq)
#: ``_RAW_HISTORY`` without the JSON (:class:`_JsonPages` reads it when used).
_LIGHT_HISTORY = select(*list(_RAW_HISTORY.selected_columns)[:-2]).where(
    HISTORY.c.campaign_id == _CID, HISTORY.c.seq > bindparam("after")).order_by(HISTORY.c.seq)
_JSON_OF = select(HISTORY.c.id, type_coerce(HISTORY.c.inputs, Text),
                  type_coerce(HISTORY.c.summary, Text)).where(
    HISTORY.c.campaign_id == _CID, HISTORY.c.seq.between(bindparam("first"),
                                                         bindparam("last")))
_JSON_OF_IDS = select(HISTORY.c.id, type_coerce(HISTORY.c.inputs, Text),
                      type_coerce(HISTORY.c.summary, Text)).where(
    HISTORY.c.id.in_(bindparam("ids", expanding=True)))
#: ``_LIGHT_HISTORY``'s newest records before a ``seq``, newest first (a page of a long
#: history, read from its end: :meth:`HistoryStore.history_page`).
_LIGHT_BEFORE = select(*list(_RAW_HISTORY.selected_columns)[:-2]).where(
    HISTORY.c.campaign_id == _CID, HISTORY.c.seq < bindparam("before")).order_by(
    HISTORY.c.seq.desc()).limit(bindparam("limit"))
#: From this many records on, a history is read without its JSON (:class:`_JsonPages`).
LAZY_JSON_FROM = 400
_UNDO_KIND = (select(HISTORY.c.kind).where(*_ACTION, HISTORY.c.undone.is_(False))
              .order_by(HISTORY.c.seq.desc()).limit(1))
_REDO_KIND = (select(HISTORY.c.kind).where(*_ACTION, HISTORY.c.undone.is_(True),
                                           HISTORY.c.redoable.is_(True))
              .order_by(HISTORY.c.seq).limit(1))


CHANGES = schema.changes


class HistoryStore(SpendStore):
    # -- history, undo, redo -------------------------------------------------------------------
    def history(self, campaign_id: int) -> list[HistoryEntry]:
        """Every record of the campaign, oldest first (undo / redo records included)."""
        with paused_gc(), self._read() as conn:
            self._campaign_row(conn, campaign_id)
            rows = conn.execute(select(HISTORY).where(HISTORY.c.campaign_id == campaign_id)
                                .order_by(HISTORY.c.seq)).all()
            return [_entry(r) for r in rows]

    def history_count(self, campaign_id: int) -> int:
        """How many records the campaign's history has (one indexed count, nothing read)."""
        with self._read() as conn:
            return int(conn.execute(_COUNT, {"cid": campaign_id}).scalar_one())

    def history_since(self, campaign_id: int, after_seq: int = 0
                      ) -> tuple[int, list[HistoryRecord]]:
        """The number of records of the campaign, and its records after ``after_seq`` (all by
        default), oldest first, as :class:`HistoryRecord` (JSON decoded on first use).

        What a history view needs to follow a campaign: after an action, the records it added
        (an undo or redo record names its target, whose ``undone`` it flipped); the count tells
        a view that it missed something (then it reads everything again)."""
        with self._read() as conn:
            if conn.execute(_CAMPAIGN_EXISTS, {"cid": campaign_id}).first() is None:
                self._campaign_row(conn, campaign_id)  # (raises: no such campaign)
            count = conn.execute(_COUNT, {"cid": campaign_id}).scalar_one()
            lazy = count >= LAZY_JSON_FROM and after_seq == 0
            rows = conn.execute(_LIGHT_HISTORY if lazy else _SINCE,
                                {"cid": campaign_id, "after": after_seq}).all()
        if not lazy:
            return int(count), [HistoryRecord(r) for r in rows]
        pages = _JsonPages(self, campaign_id, rows)
        return int(count), [HistoryRecord(r, pages, at) for at, r in enumerate(rows)]

    def history_page(self, campaign_id: int, before_seq: int | None = None, limit: int = 500
                     ) -> tuple[int, list[HistoryRecord]]:
        """The number of records of the campaign, and its ``limit`` newest records before
        ``before_seq`` (default: its newest), oldest first, without their JSON (read when
        used, a page of :class:`_JsonPages` at a time): a long history read from its end, a
        page at a time, the newest shown first (``app.ui.steps.history.HistoryView``)."""
        before = before_seq if before_seq is not None else 2**62
        with self._read() as conn:
            if conn.execute(_CAMPAIGN_EXISTS, {"cid": campaign_id}).first() is None:
                self._campaign_row(conn, campaign_id)  # (raises: no such campaign)
            count = conn.execute(_COUNT, {"cid": campaign_id}).scalar_one()
            rows = list(reversed(conn.execute(
                _LIGHT_BEFORE, {"cid": campaign_id, "before": before, "limit": limit}).all()))
        pages = _JsonPages(self, campaign_id, rows)
        return int(count), [HistoryRecord(r, pages, at) for at, r in enumerate(rows)]

    def rp_entries(self, player_id: int) -> list[tuple[int, str, str, int]]:
        """The RP ledger of a player: (amount, kind, ref, history id), oldest first."""
        with self._read() as conn:
            rows = conn.execute(select(RP.c.amount, RP.c.kind, RP.c.ref, RP.c.history_id)
                                .where(RP.c.player_id == player_id).order_by(RP.c.id)).all()
        return [(int(r[0]), str(r[1]), str(r[2]), int(r[3])) for r in rows]

    def _undo_target(self, conn: Connection, campaign_id: int) -> Any:
        return conn.execute(
            select(HISTORY).where(HISTORY.c.campaign_id == campaign_id,
                                  HISTORY.c.is_action.is_(True), HISTORY.c.undone.is_(False),
                                  self._mine())
            .order_by(HISTORY.c.seq.desc()).limit(1)).first()

    def _redo_target(self, conn: Connection, campaign_id: int) -> Any:
        return conn.execute(
            select(HISTORY).where(HISTORY.c.campaign_id == campaign_id,
                                  HISTORY.c.is_action.is_(True), HISTORY.c.undone.is_(True),
                                  HISTORY.c.redoable.is_(True), self._mine())
            .order_by(HISTORY.c.seq).limit(1)).first()

    def _depends(self, conn: Connection, campaign_id: int, target: Any) -> Any:
        """A later action (not undone) that changed a row ``target`` changed: undoing or
        redoing ``target`` would overwrite it (only another laptop's, on a server)."""
        mine = select(CHANGES.c.table_name, CHANGES.c.row_id).where(
            CHANGES.c.history_id == target.id)
        return conn.execute(
            select(HISTORY.c.id, HISTORY.c.kind, HISTORY.c.author)
            .join(CHANGES, CHANGES.c.history_id == HISTORY.c.id)
            .where(HISTORY.c.campaign_id == campaign_id, HISTORY.c.seq > target.seq,
                   HISTORY.c.is_action.is_(True), HISTORY.c.undone.is_(False),
                   HISTORY.c.id != target.id,
                   tuple_(CHANGES.c.table_name, CHANGES.c.row_id).in_(mine))
            .order_by(HISTORY.c.seq).limit(1)).first()

    def next_undo(self, campaign_id: int) -> HistoryEntry | None:
        """The action :meth:`undo` would undo (for an "Undo <what>" label)."""
        with self._read() as conn:
            row = self._undo_target(conn, campaign_id)
        return _entry(row) if row is not None else None

    def next_redo(self, campaign_id: int) -> HistoryEntry | None:
        with self._read() as conn:
            row = self._redo_target(conn, campaign_id)
        return _entry(row) if row is not None else None

    def undo_kinds(self, campaign_id: int) -> tuple[str | None, str | None]:
        """The kinds of the actions :meth:`undo` and :meth:`redo` would take (``None``: none),
        in one read that decodes no record (for the "Undo <what>" labels)."""
        with self._read() as conn:
            if self._author is not None:  # on a server: this login's own actions
                undo = conn.execute(_UNDO_KIND.where(self._mine()), {"cid": campaign_id}).scalar()
                redo = conn.execute(_REDO_KIND.where(self._mine()), {"cid": campaign_id}).scalar()
            else:
                undo = conn.execute(_UNDO_KIND, {"cid": campaign_id}).scalar()
                redo = conn.execute(_REDO_KIND, {"cid": campaign_id}).scalar()
        return (None if undo is None else str(undo)), (None if redo is None else str(redo))

    def can_undo(self, campaign_id: int) -> bool:
        return self.next_undo(campaign_id) is not None

    def can_redo(self, campaign_id: int) -> bool:
        return self.next_redo(campaign_id) is not None

    def undo(self, campaign_id: int) -> Changes:
        """Undo the campaign's last action (recorded as an ``undo`` record)."""
        return self._step_history(campaign_id, backwards=True)

    def redo(self, campaign_id: int) -> Changes:
        """Redo the last undone action, if no new action was recorded since."""
        return self._step_history(campaign_id, backwards=False)

    def _step_history(self, campaign_id: int, *, backwards: bool) -> Changes:
        what = "undo" if backwards else "redo"

        def body(conn: Connection) -> tuple[Any, Any] | None:
            self._campaign_row(conn, campaign_id)
            target = (self._undo_target if backwards else self._redo_target)(conn, campaign_id)
            if target is None:
                raise StoreHistoryError("", campaign=campaign_id, what=what)
            later = self._depends(conn, campaign_id, target)
            if later is not None:
                raise StoreHistoryError("a later action changed the same rows",
                                        campaign=campaign_id, what="depends", action=what,
                                        kind=str(later.kind), by=str(later.author or ""))
            touched = replay(conn, target.id, backwards=backwards)
            conn.execute(update(HISTORY).where(HISTORY.c.id == target.id)
                         .values(undone=backwards, redoable=backwards))
            self._history(conn, campaign_id, target.player_id, what, {"target": target.id},
                          {"kind": target.kind, "target": target.id}, is_action=False,
                          target=target.id)
            conn.execute(update(CAMPAIGNS).where(CAMPAIGNS.c.id == campaign_id)
                         .values(updated_at=_now()))
            if target.player_id is not None:
                touched.players.add(int(target.player_id))
            self._touched_now = touched  # named in the other laptops' notice
            return target, touched

        found = self._transact(body, committed=lambda _hid: None, campaign=campaign_id)
        if found is None:  # done, then the connection was lost before it said so
            self._before_edit = None
            return self.everything_changed(campaign_id)
        target, touched = found
        if backwards:
            self._kept_again(int(target.id))  # an edit undone: its Force as it was, kept
        else:
            self._before_edit = None
        if target.player_id is not None:
            touched.players.add(int(target.player_id))
        changes = _changes(campaign_id, touched)
        if target.kind.startswith("campaign_"):
            changes = replace(changes, campaign_list=True)
        return changes

    # -- checks -------------------------------------------------------------------------------
    def check_invariants(self, campaign_id: int) -> list[str]:
        """Problems found (empty when sound): RP = sum of RP entries, Renown ≥ 0, stored
        points = the Team List's points (:meth:`ForceStore._invariant_problems`, which an
        import also runs inside its write)."""
        with self._read() as conn:
            return [p.text() for p in self._invariant_problems(conn, campaign_id)]

    def integrity_check(self) -> list[str]:
        """SQLite's ``integrity_check`` of the file (``["ok"]`` when sound); a server checks
        its own pages (``["ok"]``)."""
        if self.server:
            return ["ok"]
        with self._read() as conn:
            return [str(r[0]) for r in conn.exec_driver_sql("PRAGMA integrity_check").all()]

    def repair_indexes(self) -> list[str]:
        """Rebuild every index from its table (``REINDEX``, one transaction), then check the
        whole file again; returns what ``integrity_check`` still reports (``["ok"]`` when
        repaired). The repair for damage confined to indexes (:func:`app.model.db.damage_kind`
        says ``"indexes"``): the tables hold the data, the indexes are derived from them."""
        if not self.server:
            with self._write() as conn:
                conn.exec_driver_sql("REINDEX")
        return self.integrity_check()

