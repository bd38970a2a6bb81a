"""History, undo and redo; invariant and integrity checks."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    Connection,
    select,
    update,
)

from app.model.errors import (
    StoreHistoryError,
)
from app.model.journal import replay

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    pass
from app.model.store.base import CAMPAIGNS, HISTORY, RP, _now
from app.model.store.results import Changes, HistoryEntry, _changes, _entry
from app.model.store.spend import SpendStore


class HistoryStore(SpendStore):
    # -- history, undo, redo -------------------------------------------------------------------
    def history(self, campaign_id: int) -> list[HistoryEntry]:
        """Every record of the campaign, oldest first (undo / redo records included)."""
        with self._read() as conn:
            self._campaign_row(conn, campaign_id)
            rows = conn.execute(select(HISTORY).where(HISTORY.c.campaign_id == campaign_id)
                                .order_by(HISTORY.c.seq)).all()
        return [_entry(r) for r in rows]

    def rp_entries(self, player_id: int) -> list[tuple[int, str, str, int]]:
        """The RP ledger of a player: (amount, kind, ref, history id), oldest first."""
        with self._read() as conn:
            rows = conn.execute(select(RP.c.amount, RP.c.kind, RP.c.ref, RP.c.history_id)
                                .where(RP.c.player_id == player_id).order_by(RP.c.id)).all()
        return [(int(r[0]), str(r[1]), str(r[2]), int(r[3])) for r in rows]

    def _undo_target(self, conn: Connection, campaign_id: int) -> Any:
        return conn.execute(
            select(HISTORY).where(HISTORY.c.campaign_id == campaign_id,
                                  HISTORY.c.is_action.is_(True), HISTORY.c.undone.is_(False))
            .order_by(HISTORY.c.seq.desc()).limit(1)).first()

    def _redo_target(self, conn: Connection, campaign_id: int) -> Any:
        return conn.execute(
            select(HISTORY).where(HISTORY.c.campaign_id == campaign_id,
                                  HISTORY.c.is_action.is_(True), HISTORY.c.undone.is_(True),
                                  HISTORY.c.redoable.is_(True))
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
        with self._write() as conn:
            self._campaign_row(conn, campaign_id)
            target = (self._undo_target if backwards else self._redo_target)(conn, campaign_id)
            if target is None:
                raise StoreHistoryError("", campaign=campaign_id, what=what)
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
        with self._read() as conn:
            return [str(r[0]) for r in conn.exec_driver_sql("PRAGMA integrity_check").all()]

    def repair_indexes(self) -> list[str]:
        """Rebuild every index from its table (``REINDEX``, one transaction), then check the
        whole file again; returns what ``integrity_check`` still reports (``["ok"]`` when
        repaired). The repair for damage confined to indexes (:func:`app.model.db.damage_kind`
        says ``"indexes"``): the tables hold the data, the indexes are derived from them."""
        with self._write() as conn:
            conn.exec_driver_sql("REINDEX")
        return self.integrity_check()

