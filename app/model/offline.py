"""Offline and back (issue 22): a server's campaign copied to this laptop, played on, synced.

:func:`take_offline` copies one campaign of a server store into a new SQLite file of the data
folder (``offline/``), with the server's row ids: its one history record is the copy itself
(``campaign_imported``, holding the rows, so the offline campaign replays like any other),
and ``store_info`` keeps where it came from. The laptop then plays on it as on any file: every
action is recorded with its inputs and dice, and carries a token.

:func:`sync` replays the offline actions in effect, in order, onto the server — through the
same replayers a replay check uses, so every rule is checked again on top of what happened
on the server meanwhile. Each action is one server transaction carrying the offline record's
token: an action the server refuses is reported and nothing of it is written; running the sync
again skips what already reached the server. Ids made offline (games, players) are mapped to
the ids the server gives them.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, insert, select

from app.model.errors import StoreError

if TYPE_CHECKING:
    from app.model.store import Store
    from app.model.store.results import HistoryEntry

LINK_KEY = "offline"


@dataclass(frozen=True)
class Refused:
    """An offline action the server's engine refused now (nothing of it was written)."""

    seq: int
    kind: str
    reason: str


@dataclass
class SyncReport:
    """What a sync did: the actions applied, those already on the server, those refused."""

    applied: int = 0
    skipped: int = 0  # already on the server (an earlier sync)
    refused: list[Refused] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.refused


def offline_folder() -> Path:
    from app.paths import data_dir

    return data_dir() / "offline"


def take_offline(server: Store, campaign_id: int, target: Path | None = None) -> Path:
    """Copy the campaign into a new database file (``target``, default in
    :func:`offline_folder`) and return its path; the server is not changed."""
    from app.model import schema
    from app.model.exchange import baseline_tables
    from app.model.store import Store
    from app.model.store.base import CAMPAIGNS, COPIES, HISTORY, PLAYERS

    if not server.server:
        raise StoreError("only a server's campaign is taken offline", reason="not_server")
    with server._read() as conn:
        campaign = server._campaign_row(conn, campaign_id)
        pids = [int(r[0]) for r in conn.execute(select(PLAYERS.c.id).where(
            PLAYERS.c.campaign_id == campaign_id))]
        gids = [int(r[0]) for r in conn.execute(select(schema.games.c.id).where(
            schema.games.c.campaign_id == campaign_id))]
        shas = dict(conn.execute(select(COPIES.c.id, COPIES.c.sha256)).all())
        seq = int(conn.execute(select(func.coalesce(func.max(HISTORY.c.seq), 0)).where(
            HISTORY.c.campaign_id == campaign_id)).scalar_one())
        rows: dict[str, list[dict[str, Any]]] = {"campaigns": [dict(campaign)]}
        for name, table in baseline_tables():
            if name == "campaigns":
                continue
            if "campaign_id" in table.c:
                where = table.c.campaign_id == campaign_id
            elif "player_id" in table.c:
                where = table.c.player_id.in_(pids)
            else:
                where = table.c.game_id.in_(gids)
            found = [dict(r._mapping) for r in conn.execute(select(table).where(where))]
            if name == "players":
                for r in found:
                    r["team_list_copy_id"] = shas[r["team_list_copy_id"]]
            rows[name] = found
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S")
    path = target or offline_folder() / f"campaign-{campaign_id}-{stamp}.sqlite"
    path.parent.mkdir(parents=True, exist_ok=True)
    link = {"url": server.url, "campaign": campaign_id, "server_seq": seq,
            "taken_at": stamp}
    with Store.open(path, daily_backup=False) as local:
        local._replay_source = server
        with local._write() as conn:
            copy_ids = {sha: local._copy_id(conn, server._team_list_by_sha(sha))
                        for sha in {p["team_list_copy_id"] for p in rows["players"]}}
            conn.execute(insert(CAMPAIGNS).values(**rows["campaigns"][0]))
            hid = local._history(conn, campaign_id, None, "campaign_imported",
                                 {"baseline": rows, "offline": link},
                                 {"name": campaign["name"]}, is_action=False)
            from app.model.store.replay import _insert_baseline

            _insert_baseline(conn, rows, copy_ids, hid)
            local._set_info(conn, LINK_KEY, json.dumps(link))
        local._replay_source = None
    return path


def link_of(local: Store) -> dict[str, Any] | None:
    """Where an offline file's campaign came from (``None``: not an offline copy)."""
    with local._read() as conn:
        text = local._info(conn, LINK_KEY)
    return None if text is None else dict(json.loads(text))


def pending(local: Store) -> list[HistoryEntry]:
    """The offline actions in effect (undo / redo applied), oldest first."""
    from app.model.store.replay import effective_actions

    link = link_of(local)
    if link is None:
        raise StoreError("not an offline copy", reason="not_offline")
    records = local._records(int(link["campaign"]))
    return [e for e in effective_actions(records) if e.kind != "campaign_imported"]


def sync(local: Store, server: Store) -> SyncReport:
    """Replay the offline actions onto ``server`` (see the module); returns what was
    applied, skipped (already there) and refused."""
    from app.model.store.replay import _REPLAYERS

    link = link_of(local)
    if link is None:
        raise StoreError("not an offline copy", reason="not_offline")
    if server.url != link["url"]:
        raise StoreError("the copy was taken from another server", reason="other_server",
                         url=str(link["url"]))
    report = SyncReport()
    games: dict[int, int] = {}
    players: dict[int, int] = {}
    server._replay_source = local
    try:
        for entry in pending(local):
            if entry.token and server._committed(entry.token) is not None:
                report.skipped += 1
                continue
            replayer = _REPLAYERS.get(entry.kind)
            if replayer is None:
                report.refused.append(Refused(entry.seq, entry.kind, "no replay"))
                continue
            moved = _translate(entry, games, players)
            server._next_token = entry.token
            try:
                made = _apply(server, replayer, moved)
            except StoreError as exc:
                from app.i18n.store_messages import store_message

                said = store_message(exc)
                if exc.detail and exc.code == "store.history":
                    said = f"{said} ({exc.detail})"
                report.refused.append(Refused(entry.seq, entry.kind, said))
                continue
            except (KeyError, ValueError, TypeError) as exc:
                report.refused.append(Refused(entry.seq, entry.kind, repr(exc)[:200]))
                continue
            finally:
                server._next_token = None
            if entry.kind == "game" and made is not None:
                games[int(entry.summary["game"])] = made
            if entry.kind == "player_added" and made is not None:
                players[int(entry.summary["player"])] = made
            report.applied += 1
    finally:
        server._replay_source = None
    return report


def _translate(e: HistoryEntry, games: dict[int, int], players: dict[int, int]
               ) -> HistoryEntry:
    """The entry with the ids made offline replaced by the server's."""
    inputs = dict(e.inputs)
    if "game" in inputs and isinstance(inputs["game"], int):
        inputs["game"] = games.get(inputs["game"], inputs["game"])
    if e.kind == "game" and isinstance(inputs.get("players"), list):
        sides = []
        for side in inputs["players"]:
            side = dict(side)
            pid = side.get("player_id")
            if isinstance(pid, str) and pid.isdigit() and int(pid) in players:
                side["player_id"] = str(players[int(pid)])
            sides.append(side)
        inputs["players"] = sides
    pid = players.get(e.player_id, e.player_id) if e.player_id is not None else None
    return replace(e, inputs=inputs, player_id=pid)


def _apply(server: Store, replayer: Any, e: HistoryEntry) -> int | None:
    """Run one offline action on the server; the id of the game or player it made."""
    from app.model.store.base import HISTORY

    server.last_history_id = None
    replayer(server, e)
    server._forced_ids.clear()  # a server gives its own ids
    if server.last_history_id is None:  # the engine refused it (violations): nothing written
        raise StoreError("the engine refuses this action now", reason="sync_refused",
                         kind=e.kind)
    if e.kind not in ("game", "player_added"):
        return None
    with server._read() as conn:
        summary = conn.execute(select(HISTORY.c.summary).where(
            HISTORY.c.id == server.last_history_id)).scalar_one()
    key = "game" if e.kind == "game" else "player"
    return int(summary[key])
