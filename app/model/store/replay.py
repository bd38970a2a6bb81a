"""Replay and snapshots: a campaign rebuilt from empty by its history, through the engine.

Every action record holds the action's inputs and dice (and the engine version). Replaying the
actions in effect, in order, into an empty store in memory calls the same store methods — so
the same plans of :mod:`app.rules.campaign` — and must give the stored campaign again:
:meth:`ReplayStore.replay_check` compares them, and names the first action whose outcome
differs (each record keeps a fingerprint of the players it changed). Replaying up to a record
gives the campaign as it was then: :meth:`ReplayStore.snapshot` (past sheets, "the Force as it
was" in the history view).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, Self, TypeVar, cast

from sqlalchemy import Connection, bindparam, insert, select

from app.collector import paused_gc
from app.model import convert as cv
from app.model.errors import StoreError, StoreHistoryError, StoreNotFoundError
from app.model.journal import row_dict
from app.model.schema import changes as CHANGES
from app.model.store.base import (
    _TEAM_LISTS,
    CAMPAIGNS,
    COPIES,
    HISTORY,
    MODELS,
    PLAYERS,
    dump_campaign,
    load_copy,
    player_fingerprint,
)
from app.model.store.history import HistoryStore
from app.model.store.results import HistoryEntry, _entry
from app.rules.campaign.plans import force_from_canonical

T = TypeVar("T")

if TYPE_CHECKING:
    from app.rules.teamlist import TeamList

__all__ = ["Divergence", "PastStanding", "ReplayReport", "ReplayStore"]


class PastStanding(NamedTuple):
    """A player's numbers at a past moment: those of :class:`PlayerSummary` then."""

    rp: int
    renown: int
    base_level: int
    points: int  # the Force's points, as :meth:`CampaignStore.players` adds them up


@dataclass(frozen=True)
class Divergence:
    """Where a replay first differs from the stored campaign: the action (``seq``,
    ``history_id``, ``kind``; ``None`` for the final comparison) and what differs."""

    seq: int | None
    history_id: int | None
    kind: str | None
    detail: str


@dataclass(frozen=True)
class ReplayReport:
    """A campaign rebuilt from its history: the actions replayed, the first that differs."""

    campaign_id: int
    actions: int  # actions replayed
    divergence: Divergence | None
    seconds: float

    @property
    def ok(self) -> bool:
        return self.divergence is None


def _first_difference(a: Any, b: Any, path: str = "$") -> str | None:
    """The path of the first place two JSON documents differ, with both values."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{path}.{key}: {'missing' if key not in a else 'present'} in the replay"
            found = _first_difference(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            found = _first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{path}: {len(b)} items in the replay, {len(a)} stored"
        return None
    if a != b:
        return f"{path}: replay {b!r}, stored {a!r}"
    return None


def _outcome(summary: Mapping[str, Any]) -> dict[str, Any]:
    """A record's summary without the fingerprints (compared on their own)."""
    return {k: v for k, v in summary.items() if k != "_after"}


def effective_actions(records: Sequence[HistoryEntry], upto_seq: int | None = None
                      ) -> list[HistoryEntry]:
    """The actions in effect right after record ``upto_seq`` (default: now), in order: the
    undo and redo records up to it are played over the actions, as they happened."""
    done: list[HistoryEntry] = []
    undone: list[HistoryEntry] = []
    by_id = {r.id: r for r in records}
    for record in records:
        if upto_seq is not None and record.seq > upto_seq:
            break
        if record.kind == "undo" and not record.is_action:
            target = by_id.get(record.target_id or -1)
            if target is not None and target in done:
                done.remove(target)
                undone.append(target)
        elif record.kind == "redo" and not record.is_action:
            target = by_id.get(record.target_id or -1)
            if target is not None and target in undone:
                undone.remove(target)
                done.append(target)
        elif record.kind == "campaign_imported":
            done, undone = [record], []  # the campaign starts again from the imported rows
        elif record.is_action or record.kind == "campaign_created":
            if record.is_action:
                undone.clear()
            done.append(record)
    return done


class ReplayStore(HistoryStore):
    # -- replay ----------------------------------------------------------------------------
    def _records(self, campaign_id: int) -> list[HistoryEntry]:
        with paused_gc(), self._read() as conn:  # (as in ``history``)
            self._campaign_row(conn, campaign_id)
            rows = conn.execute(select(HISTORY).where(HISTORY.c.campaign_id == campaign_id)
                                .order_by(HISTORY.c.seq)).all()
            return [_entry(r) for r in rows]

    def _team_list_by_sha(self, sha: str) -> TeamList:
        tl = _TEAM_LISTS.get(sha)
        if tl is None:
            with self._read() as conn:
                row = conn.execute(select(COPIES).where(COPIES.c.sha256 == sha)).first()
            if row is None:
                raise StoreNotFoundError("", kind="team_list", id=sha)
            tl = load_copy(row_dict(COPIES, row))
        return tl

    def _replay(self, campaign_id: int, actions: Sequence[HistoryEntry], *,
                check: bool, into: Self | None = None) -> tuple[Self, Divergence | None, int]:
        """Replay ``actions`` into a new store in memory (``into``: that scratch store, where
        the actions before them were replayed); with ``check``, stop at the first action whose
        players' fingerprints differ from the recorded ones."""
        if into is None:
            scratch = type(self).scratch()
            scratch._replay_source = self
        else:
            scratch = into
        count = 0
        for entry in actions:
            replayer = _REPLAYERS.get(entry.kind)
            if replayer is None:
                return scratch, Divergence(entry.seq, entry.id, entry.kind,
                                           f"no replay for a {entry.kind!r} record"), count
            try:
                replayer(scratch, entry)
            except (StoreError, KeyError, ValueError, TypeError) as exc:
                engine = entry.inputs.get("engine")
                made = f" (recorded by engine {engine})" if engine else " (recorded before replay)"
                return scratch, Divergence(entry.seq, entry.id, entry.kind,
                                           f"the replay failed{made}: {exc!r}"), count
            count += 1
            if check and entry.is_action:
                with scratch._read() as conn:
                    replayed = conn.execute(
                        select(HISTORY.c.summary).where(HISTORY.c.campaign_id == campaign_id)
                        .order_by(HISTORY.c.seq.desc()).limit(1)).scalar_one()
                found = _first_difference(_outcome(entry.summary), _outcome(replayed))
                if found:
                    return scratch, Divergence(entry.seq, entry.id, entry.kind,
                                               f"the outcome differs: {found}"), count
                recorded = entry.summary.get("_after")
                if isinstance(recorded, Mapping):
                    with scratch._read() as conn:
                        for pid, want in recorded.items():
                            if player_fingerprint(conn, int(pid)) != want:
                                return scratch, Divergence(
                                    entry.seq, entry.id, entry.kind,
                                    f"player {pid} differs after this action"), count
        return scratch, None, count

    def replay_check(self, campaign_id: int) -> ReplayReport:
        """Rebuild the campaign from empty by replaying its history through the engine and
        compare it with the stored campaign (players, models and their stats, Groups, RP and
        the ledger, Renown, Base, upgrades, Teams, games). Writes nothing."""
        start = time.perf_counter()
        actions = effective_actions(self._records(campaign_id))
        scratch, divergence, count = self._replay(campaign_id, actions, check=True)
        try:
            if divergence is None:
                with self._read() as conn:
                    stored = dump_campaign(conn, campaign_id)
                with scratch._read() as conn:
                    replayed = dump_campaign(conn, campaign_id)
                found = _first_difference(stored, replayed)
                if found:
                    divergence = Divergence(None, None, None, found)
        finally:
            scratch.close()
        return ReplayReport(campaign_id, count, divergence, time.perf_counter() - start)

    # -- snapshots ---------------------------------------------------------------------------
    def snapshot(self, campaign_id: int, *, after_game: int | None = None,
                 history_id: int | None = None, before: bool = False) -> Self:
        """The campaign as it was: right after the record of game number ``after_game`` (the
        moment the game was recorded: its Teams as played, before injuries), or right after
        (``before``: right before) the history record ``history_id``. A read-only store in
        memory with the same ids (players, games) and the same read methods; close it when
        done. Raises :class:`StoreNotFoundError` for an unknown game or record."""
        records = self._records(campaign_id)
        target: HistoryEntry | None = None
        if after_game is not None:
            current = effective_actions(records)
            for record in current:
                if record.kind == "game" and record.summary.get("number") == after_game:
                    target = record
            if target is None:
                raise StoreNotFoundError("", kind="game", id=after_game)
        elif history_id is not None:
            target = next((r for r in records if r.id == history_id), None)
            if target is None:
                raise StoreNotFoundError("", kind="history", id=history_id)
        upto = None if target is None else target.seq - (1 if before else 0)
        key = (campaign_id, upto, records[-1].seq if records else 0)
        cached = self._snapshots.get(key)
        if isinstance(cached, type(self)):
            return cached
        actions = effective_actions(records, upto)
        scratch, divergence, _ = self._replay(campaign_id, actions, check=False)
        if divergence is not None:
            scratch.close()
            raise StoreHistoryError(divergence.detail, campaign=campaign_id, what="snapshot")
        scratch.writable = False
        scratch.close = lambda: None  # type: ignore[method-assign]  # shared from the cache
        if len(self._snapshots) >= 8:
            self._snapshots.pop(next(iter(self._snapshots)))
        self._snapshots[key] = scratch
        return scratch

    def read_before(self, campaign_id: int, history_ids: Sequence[int],
                    read: Callable[[Self], T]) -> list[T]:
        """``read`` of the campaign as it was right before each record of ``history_ids``:
        what ``read(self.snapshot(campaign_id, history_id=i, before=True))`` gives for each,
        from one replay: the moments are taken in the order given and, when a moment's actions
        extend the previous one's (as they do in order, unless an action was undone in
        between), only the actions after it are replayed, into the same scratch store; else
        that moment is replayed from empty. Nothing is cached: the scratch store is closed
        before returning (``read`` must not keep it). Raises :class:`StoreNotFoundError` for
        an unknown record and :class:`StoreHistoryError` when a moment cannot be replayed."""
        records = self._records(campaign_id)
        by_id = {r.id: r for r in records}
        out: list[T] = []
        scratch: Self | None = None
        played: list[int] = []  # the ids of the actions replayed into ``scratch``
        try:
            for history_id in history_ids:
                target = by_id.get(history_id)
                if target is None:
                    raise StoreNotFoundError("", kind="history", id=history_id)
                actions = effective_actions(records, target.seq - 1)
                ids = [a.id for a in actions]
                if scratch is not None and ids[:len(played)] == played:
                    more = actions[len(played):]
                else:
                    if scratch is not None:
                        scratch.close()
                    scratch, more = None, actions
                scratch, divergence, _ = self._replay(campaign_id, more, check=False,
                                                      into=scratch)
                played = ids
                if divergence is not None:
                    raise StoreHistoryError(divergence.detail, campaign=campaign_id,
                                            what="snapshot")
                scratch.writable = False
                out.append(read(scratch))
                scratch.writable = True
        finally:
            if scratch is not None:
                scratch.close()
        return out

    def standings_before(self, campaign_id: int, history_ids: Sequence[int]
                         ) -> list[dict[int, PastStanding]]:
        """Each player's RP, Renown, Base level and Force points right before each record of
        ``history_ids``, by player id: what ``read_before(campaign_id, history_ids, read)``
        gives with ``read`` taking those four numbers of each of ``players(campaign_id)``.

        Read from the journal, not replayed: the campaign's players and models as they are
        now, and every row change its records made (``changes``: what undo itself plays),
        taken back newest first, moment after moment — a few statements whatever the
        campaign's length (a replay of a 1,000-game campaign ran ~300,000 statements through
        the engine, 80 s). Where the journal cannot tell (a store rebuilt by a replay keeps
        none; a campaign imported after the first moment; a row that does not hold what the
        journal says it was changed to) the moments are replayed (:meth:`read_before`), so
        the numbers are the same either way. Raises :class:`StoreNotFoundError` for an
        unknown record."""
        if not self._rebuilt:
            found = self._standings_from_journal(campaign_id, history_ids)
            if found is not None:
                return found
        return self.read_before(campaign_id, history_ids,
                                lambda past: _past_standings(past, campaign_id))

    def _standings_from_journal(self, campaign_id: int, history_ids: Sequence[int]
                                ) -> list[dict[int, PastStanding]] | None:
        """:meth:`standings_before` from the journal; ``None`` when the journal cannot tell."""
        with paused_gc(), self._read() as conn:
            self._campaign_row(conn, campaign_id)
            records = conn.execute(_RECORDS, {"cid": campaign_id}).all()
            by_id = {int(r.id): r for r in records}
            for history_id in history_ids:
                if history_id not in by_id:
                    raise StoreNotFoundError("", kind="history", id=history_id)
            if not history_ids:
                return []
            players = {int(r.id): dict(zip(r._fields, r, strict=True))
                       for r in conn.execute(_PLAYERS_NOW, {"cid": campaign_id})}
            models: dict[int, dict[str, Any]] = {
                int(r.id): dict(zip(r._fields, r, strict=True))
                for r in conn.execute(_MODELS_NOW, {"cid": campaign_id})}
            journal: dict[int, list[tuple[str, int, Any, Any]]] = {}
            for history_id, table, row_id, before, after in conn.execute(
                    _JOURNAL, {"cid": campaign_id}):
                journal.setdefault(int(history_id), []).append(
                    (str(table), int(row_id), before, after))
        return _walk_back(records, journal, players, models,
                          [int(by_id[i].seq) for i in history_ids])


# The reads of :meth:`ReplayStore.standings_before`: the records (no JSON), the numbers of the
# players and models now, and the row changes of the campaign's records to those two tables.
_PLAYER_COLUMNS = ("id", "rp", "renown", "base_level", "dissolutions")
_MODEL_COLUMNS = ("id", "player_id", "force_no", "status", "crew", "points")
_RECORDS = (select(HISTORY.c.id, HISTORY.c.seq, HISTORY.c.kind, HISTORY.c.is_action,
                   HISTORY.c.target_id)
            .where(HISTORY.c.campaign_id == bindparam("cid")).order_by(HISTORY.c.seq))
_PLAYERS_NOW = (select(*(PLAYERS.c[c] for c in _PLAYER_COLUMNS))
                .where(PLAYERS.c.campaign_id == bindparam("cid")))
_MODELS_NOW = (select(*(MODELS.c[c] for c in _MODEL_COLUMNS))
               .join(PLAYERS, PLAYERS.c.id == MODELS.c.player_id)
               .where(PLAYERS.c.campaign_id == bindparam("cid")))
_JOURNAL = (select(CHANGES.c.history_id, CHANGES.c.table_name, CHANGES.c.row_id,
                   CHANGES.c.before, CHANGES.c.after)
            .join(HISTORY, HISTORY.c.id == CHANGES.c.history_id)
            .where(HISTORY.c.campaign_id == bindparam("cid"),
                   CHANGES.c.table_name.in_(("players", "models")))
            .order_by(CHANGES.c.history_id, CHANGES.c.seq))


class _JournalGap(Exception):
    """The journal does not tell how the rows were (:meth:`standings_before` replays)."""


def _past_standings(store: ReplayStore, campaign_id: int) -> dict[int, PastStanding]:
    return {p.id: PastStanding(p.rp, p.renown, p.base_level, p.points)
            for p in store.players(campaign_id)}


def _force_points(models: Mapping[int, Mapping[str, Any]], force_no: int) -> int:
    """The points of a player's Force (``models``: that player's rows), as
    :meth:`CampaignStore.players` shows them (:func:`~app.model.convert.force_points` of its
    active models, crew left out)."""
    return cv.force_points(m["points"] for m in models.values()
                           if m["force_no"] == force_no and m["status"] == "active"
                           and not m["crew"])


def _walk_back(records: Sequence[Any], journal: Mapping[int, list[tuple[str, int, Any, Any]]],
               players: dict[int, dict[str, Any]], models: dict[int, dict[str, Any]],
               moments: Sequence[int]) -> list[dict[int, PastStanding]] | None:
    """The standings right before each record of ``seq`` in ``moments``, from the rows now
    (``players``, ``models``: changed in place) taken back through the records' row changes,
    newest record first: an action's own changes, an undo's (its target's, which it played
    backwards) and a redo's (its target's, played again). ``None`` when the journal cannot
    tell."""
    tables = {"players": players, "models": models}
    columns = {"players": _PLAYER_COLUMNS, "models": _MODEL_COLUMNS}
    own: dict[int, dict[int, dict[str, Any]]] = {}  # each player's model rows, by id
    for row in models.values():
        own.setdefault(int(row["player_id"]), {})[int(row["id"])] = row
    points: dict[int, int] = {}  # each player's Force points, while their rows are unchanged
    out: dict[int, dict[int, PastStanding]] = {}
    at = len(records)

    def take_back(table: str, row_id: int, was: Any, became: Any) -> None:
        """Undo one row change that made ``was`` (``None``: no row) ``became``."""
        rows = tables[table]
        current = rows.get(row_id)
        if became is None:  # the change deleted the row: it comes back
            if current is not None or not isinstance(was, Mapping):
                raise _JournalGap
            row = {c: was[c] for c in columns[table]}
            rows[row_id] = row
            if table == "models":
                own.setdefault(int(row["player_id"]), {})[row_id] = row
        elif current is None or not isinstance(became, Mapping) or any(
                current[c] != became[c] for c in columns[table] if c in became):
            raise _JournalGap
        elif was is None:  # the change inserted the row: it goes
            del rows[row_id]
            if table == "models":
                own[int(current["player_id"])].pop(row_id)
        elif isinstance(was, Mapping):
            current.update((c, was[c]) for c in columns[table] if c in was)
        else:
            raise _JournalGap
        changed = rows.get(row_id) or current
        assert changed is not None
        points.pop(int(changed["player_id"]) if table == "models" else row_id, None)

    try:
        for seq in sorted(set(moments), reverse=True):
            while at > 0 and records[at - 1].seq >= seq:
                at -= 1
                record = records[at]
                if record.kind == "campaign_imported":  # rows written without a journal
                    raise _JournalGap
                if record.kind in ("undo", "redo") and not record.is_action:
                    target = journal.get(int(record.target_id or -1), [])
                    if record.kind == "undo":  # it played its target's changes backwards
                        for table, row_id, before, after in target:
                            take_back(table, row_id, after, before)
                    else:
                        for table, row_id, before, after in reversed(target):
                            take_back(table, row_id, before, after)
                else:
                    for table, row_id, before, after in reversed(journal.get(int(record.id),
                                                                             [])):
                        take_back(table, row_id, before, after)
            standings = {}
            for pid, p in players.items():
                if pid not in points:
                    points[pid] = _force_points(own.get(pid, {}), int(p["dissolutions"]))
                standings[pid] = PastStanding(int(p["rp"]), int(p["renown"]),
                                              int(p["base_level"]), points[pid])
            out[seq] = standings
    except (_JournalGap, KeyError, TypeError, ValueError):
        return None
    return [dict(out[seq]) for seq in moments]


# -- replaying each kind of record ---------------------------------------------------------------
# Each replayer re-runs one recorded action on ``store`` (an empty store being rebuilt) through
# the public store method that made it, with the recorded inputs and dice.


def _source(store: ReplayStore) -> ReplayStore:
    return cast(ReplayStore, store._replay_source or store)


def _replay_campaign_created(store: ReplayStore, e: HistoryEntry) -> None:
    from app.rules.campaign.state import CampaignSettings

    store._forced_ids["campaigns"] = e.campaign_id
    settings = e.inputs.get("settings")
    store.create_campaign(str(e.inputs.get("name", "")), str(e.inputs.get("notes", "")),
                          cv.settings_from_json(settings) if isinstance(settings, dict)
                          else CampaignSettings())


def _replay_campaign_imported(store: ReplayStore, e: HistoryEntry) -> None:
    """The campaign as it was imported: its rows, kept in the import record."""
    rows = e.inputs.get("baseline")
    if not isinstance(rows, dict):
        raise StoreHistoryError("the import record keeps no campaign", campaign=e.campaign_id,
                                what="replay")
    source = _source(store)
    with store._write() as conn:
        shas = {p["team_list_copy_id"] for p in rows.get("players", ())}
        copy_ids = {sha: store._copy_id(conn, source._team_list_by_sha(sha)) for sha in shas}
        for campaign in rows.get("campaigns", ()):
            conn.execute(insert(CAMPAIGNS).values(**campaign))
        hid = store._history(conn, e.campaign_id, None, "campaign_imported", {}, {},
                             is_action=False)
        _insert_baseline(conn, rows, copy_ids, hid)


def _insert_baseline(conn: Connection, rows: Mapping[str, Any], copy_ids: Mapping[str, int],
                     history_id: int) -> None:
    from app.model.exchange import baseline_tables

    for name, table in baseline_tables():
        if name == "campaigns":
            continue
        for row in rows.get(name, ()):
            values = dict(row)
            if name == "players":
                values["team_list_copy_id"] = copy_ids[values["team_list_copy_id"]]
            if name == "rp_entries":
                values["history_id"] = history_id
            conn.execute(insert(table).values(**values))


def _update(method: str, key: str) -> Callable[[ReplayStore, HistoryEntry], None]:
    def run(store: ReplayStore, e: HistoryEntry) -> None:
        getattr(store, method)(e.campaign_id, e.inputs[key])
    return run


def _replay_settings(store: ReplayStore, e: HistoryEntry) -> None:
    store.update_settings(e.campaign_id, cv.settings_from_json(e.inputs["settings"]))


def _replay_player_added(store: ReplayStore, e: HistoryEntry) -> None:
    tl = _source(store)._team_list_by_sha(str(e.inputs["copy"]))
    store._forced_ids["players"] = int(e.summary["player"])
    doc = e.inputs.get("force")
    force = force_from_canonical(doc, starting=True) if isinstance(doc, dict) else None
    store.add_player(e.campaign_id, str(e.inputs["name"]), tl.id,
                     str(e.inputs.get("force_name", "")), team_list=tl, force=force)


def _player(e: HistoryEntry) -> int:
    if e.player_id is None:
        raise StoreHistoryError("the record names no player", campaign=e.campaign_id,
                                what="replay")
    return int(e.player_id)


def _replay_player_renamed(store: ReplayStore, e: HistoryEntry) -> None:
    store.rename_player(_player(e), name=e.inputs.get("name"),
                        force_name=e.inputs.get("force_name"))


def _recorded_force(store: ReplayStore, e: HistoryEntry) -> Any:
    doc = e.inputs.get("force")
    if not isinstance(doc, dict):
        raise StoreHistoryError("the record keeps no Force", campaign=e.campaign_id,
                                what="replay")
    pid = _player(e)
    current = store.force(pid)
    return force_from_canonical(doc, starting=current.starting)


def _replay_force_edit(store: ReplayStore, e: HistoryEntry) -> None:
    inputs = {k: v for k, v in e.inputs.items() if k not in ("action", "force", "engine")}
    store.edit_force(_player(e), str(e.inputs.get("action", "edit")), inputs,
                     _recorded_force(store, e))


def _replay_force_imported(store: ReplayStore, e: HistoryEntry) -> None:
    inputs = {k: v for k, v in e.inputs.items() if k not in ("force", "engine")}
    store._replace_force(_player(e), "force_imported", inputs, _recorded_force(store, e))


def _replay_force_corrected(store: ReplayStore, e: HistoryEntry) -> None:
    inputs = {k: v for k, v in e.inputs.items()
              if k not in ("action", "force", "engine", "reason", "force_no")}
    store.correct_force(_player(e), _recorded_force(store, e), str(e.inputs["reason"]),
                        action=str(e.inputs.get("action", "correction")), inputs=inputs)


def _replay_team_list_moved(store: ReplayStore, e: HistoryEntry) -> None:
    store.move_team_list(_player(e), _source(store)._team_list_by_sha(str(e.inputs["copy"])))


def _replay_force_dissolved(store: ReplayStore, e: HistoryEntry) -> None:
    store.dissolve_force(_player(e))


def _replay_team(store: ReplayStore, e: HistoryEntry) -> None:
    powers = e.inputs.get("powers")  # the psychic powers picked (records since issue 18)
    store.save_team(_player(e), list(e.inputs["models"]), e.inputs.get("field_promotion"),
                    powers=powers if isinstance(powers, dict) else None)


def _replay_game(store: ReplayStore, e: HistoryEntry) -> None:
    from app.model.store.steps import game_from_json

    store._forced_ids["games"] = int(e.summary["game"])
    result = store.record_game(e.campaign_id, game_from_json(e.inputs))
    if not result.ok:
        raise StoreHistoryError(f"the game is refused: {[v.code for v in result.violations]}",
                                campaign=e.campaign_id, what="replay")


def _replay_injuries(store: ReplayStore, e: HistoryEntry) -> None:
    from app.rules.campaign.step3_injuries import WargearHandover

    result = store.apply_injuries(
        int(e.inputs["game"]), _player(e), list(e.inputs["dice"]),
        rerolls=[(str(u), s) for u, s in e.inputs.get("rerolls", ())],
        handovers=[WargearHandover(*h) for h in e.inputs.get("handovers", ())],
        officer_promotions=list(e.inputs.get("officer_promotions", ())))
    if not result.ok:
        raise StoreHistoryError(
            f"the injuries are refused: {[v.code for v in result.violations]}",
            campaign=e.campaign_id, what="replay")


def _replay_rewards(store: ReplayStore, e: HistoryEntry) -> None:
    store.apply_rewards(int(e.inputs["game"]), list(e.inputs["dice"]))


def _replay_spend(store: ReplayStore, e: HistoryEntry) -> None:
    store._replay_spend(e)


def _replay_group_roll(store: ReplayStore, e: HistoryEntry) -> None:
    store._replay_group_roll(e)


def _replay_round_started(store: ReplayStore, e: HistoryEntry) -> None:
    result = store.start_round(
        e.campaign_id, [(int(a), int(b)) for a, b in e.inputs["pairings"]],
        [int(p) for p in e.inputs.get("byes", ())], finale=bool(e.inputs.get("finale")))
    if not result.ok:
        raise StoreHistoryError(f"the round is refused: {[v.code for v in result.violations]}",
                                campaign=e.campaign_id, what="replay")


def _replay_campaign_closed(store: ReplayStore, e: HistoryEntry) -> None:
    result = store.close_campaign(e.campaign_id)
    if not result.ok:
        raise StoreHistoryError(
            f"the closing is refused: {[v.code for v in result.violations]}",
            campaign=e.campaign_id, what="replay")


_REPLAYERS: dict[str, Callable[[ReplayStore, HistoryEntry], None]] = {
    "campaign_created": _replay_campaign_created,
    "campaign_imported": _replay_campaign_imported,
    "campaign_renamed": _update("rename_campaign", "name"),
    "campaign_notes": _update("set_campaign_notes", "notes"),
    "campaign_archived": _update("archive_campaign", "archived"),
    "campaign_settings": _replay_settings,
    "player_added": _replay_player_added,
    "player_renamed": _replay_player_renamed,
    "force_edit": _replay_force_edit,
    "force_imported": _replay_force_imported,
    "force_corrected": _replay_force_corrected,
    "team_list_moved": _replay_team_list_moved,
    "force_dissolved": _replay_force_dissolved,
    "team": _replay_team,
    "game": _replay_game,
    "injuries": _replay_injuries,
    "rewards": _replay_rewards,
    "spend": _replay_spend,
    "group_roll": _replay_group_roll,
    "round_started": _replay_round_started,
    "campaign_closed": _replay_campaign_closed,
}
