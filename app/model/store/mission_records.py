"""The mission report of a game in its ``game`` history record (no column of its own).

Record a game adds, when it knows the mission, the dice rolled on the mission's tables, each
side's tally of its casualties and the points of its models, the result the mission derived and
the players' override with its reason (:class:`~app.rules.campaign.step2_game.MissionReport`).
They travel in the inputs of the game's history record, the same JSON a replay reads back, so
the game's snapshot (a past game) shows what was recorded then; the tables keep what steps 3
and 4 need. A record written before missions were data has none of it and reads as before.

Player ids sit under ``player`` / ``winner`` keys and in the ``players`` list, where a
campaign import renumbers them (:func:`app.model.exchange._remap_json`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, select

from app.model.store.base import HISTORY

if TYPE_CHECKING:
    from app.rules.campaign.step2_game import GameRecord

__all__ = ["game_inputs", "with_mission_json", "with_mission_report"]


def with_mission_json(doc: dict[str, Any], game: GameRecord) -> dict[str, Any]:
    """``doc`` (a game record's inputs) with the game's mission report and models' points."""
    if game.report is None and not any(s.model_points for s in game.players):
        return doc
    players = []
    for item, side in zip(doc["players"], game.players, strict=True):
        extra: dict[str, Any] = {}
        if side.model_points:
            extra["model_points"] = dict(side.model_points)
        tally = game.report.tallies.get(side.player_id) if game.report is not None else None
        if tally is not None:
            extra["tally"] = {"points_lost": tally.points_lost,
                              "models_start": tally.models_start,
                              "models_left": tally.models_left}
        players.append({**item, **extra})
    out = {**doc, "players": players}
    if game.report is not None:
        from app.rules.campaign.missions import derive_result

        decision = derive_result(game).decision
        out["report"] = {
            "rolls": [{"table": r.table, "roll": r.roll, "player": r.player}
                      for r in game.report.rolls],
            "override": game.report.override, "reason": game.report.reason,
            # as derived when recorded (the plan derives it again on a replay)
            "derived": {"rule": decision.rule, "winner": decision.winner,
                        "decided": decision.decided},
        }
    return out


def with_mission_report(game: GameRecord, data: Mapping[str, Any] | None) -> GameRecord:
    """``game`` with the mission report and models' points of a record's inputs ``data``."""
    from app.rules.campaign.step2_game import MissionReport, MissionRoll, SideTally

    if not isinstance(data, Mapping):
        return game
    by_player = {str(p.get("player")): p for p in data.get("players", ())
                 if isinstance(p, Mapping)}
    tallies: dict[str, SideTally] = {}
    sides = []
    for side in game.players:
        item = by_player.get(side.player_id, {})
        points = item.get("model_points")
        if isinstance(points, Mapping):
            side = replace(side, model_points={str(k): int(v) for k, v in points.items()})
        tally = item.get("tally")
        if isinstance(tally, Mapping):
            lost = tally.get("points_lost")
            tallies[side.player_id] = SideTally(
                None if lost is None else int(lost), int(tally["models_start"]),
                int(tally["models_left"]))
        sides.append(side)
    game = replace(game, players=tuple(sides))
    raw = data.get("report")
    if not isinstance(raw, Mapping):
        return game
    rolls = tuple(
        MissionRoll(str(r["table"]), int(r["roll"]),
                    None if r.get("player") is None else str(r["player"]))
        for r in raw.get("rolls", ()) if isinstance(r, Mapping))
    return replace(game, report=MissionReport(rolls, bool(raw.get("override", False)),
                                              str(raw.get("reason", "")), tallies))


def game_inputs(conn: Connection, campaign_id: int, game_id: int,
                number: int | None = None) -> Mapping[str, Any] | None:
    """The inputs of the history record that recorded game ``game_id`` (number ``number`` of
    the campaign), in effect (not undone; an imported record is no longer an undoable action
    but still in effect), ``None`` when there is none.

    The records are read newest first, one at a time, only their summaries, until the game's
    (its inputs alone are read then): reading every game record of the campaign with its
    inputs, for each game, made replaying a 1,000-game campaign (its progress page) read
    millions of JSON documents."""
    found = None
    result = conn.execute(select(HISTORY.c.id, HISTORY.c.summary).where(
        HISTORY.c.campaign_id == campaign_id, HISTORY.c.kind == "game",
        HISTORY.c.undone.is_(False)).order_by(HISTORY.c.seq.desc()))
    try:
        for record_id, summary in result:
            if not isinstance(summary, Mapping) or summary.get("game") != game_id:
                continue
            if number is not None and summary.get("number") not in (None, number):
                continue
            found = record_id
            break
    finally:
        result.close()
    if found is None:
        return None
    inputs = conn.execute(select(HISTORY.c.inputs).where(HISTORY.c.id == found)).scalar()
    return inputs if isinstance(inputs, Mapping) else None
