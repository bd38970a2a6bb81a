"""Campaign rounds and the end of a campaign (issue 17).

A campaign is a sequence of rounds (:mod:`app.rules.campaign.rounds`): each pairs its players,
fixes the mission of a fixed or storyline campaign, may be the finale, and runs the five steps
for every player. Starting a round and closing the campaign are actions (``round_started``,
``campaign_closed``): planned by the engine, committed in one undoable transaction, replayed.

While a round is in progress the steps follow its order: the step methods of the store refuse
a step that is not open for the player (``round.*`` violations, the engine's
:meth:`~app.rules.campaign.rounds.RoundProgress.refusal`); a campaign that never started a round
plays its games one by one as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import Connection, func, select

from app.model.errors import StoreRuleError
from app.model.journal import Journal, Row, row_dict
from app.model.schema import rounds as ROUNDS
from app.model.store.base import CAMPAIGNS, GAMES, SIDES, TEAMS, _now, _pid
from app.model.store.campaigns import CampaignStore
from app.model.store.results import RoundInfo, StepResult

if TYPE_CHECKING:
    from app.rules.campaign.rounds import (
        ClosePlan,
        Round,
        RoundFacts,
        RoundPlan,
        RoundProgress,
        StepId,
    )
    from app.rules.campaign.step2_game import MissionChoice, Role
    from app.rules.violations import Violation

__all__ = ["ROUNDS", "RoundStore"]


def _mission_json(m: MissionChoice | None) -> dict[str, Any] | None:
    if m is None:
        return None
    return {"mode": m.mode, "id": m.mission_id, "roll": m.roll, "index": m.index}


def _mission_of(data: Mapping[str, Any] | None) -> MissionChoice | None:
    from app.rules.campaign.step2_game import MissionChoice

    if not data:
        return None
    return MissionChoice(cast(Any, data["mode"]), str(data["id"]), data.get("roll"),
                         data.get("index"))


def round_of(row: Mapping[str, Any]) -> Round:
    """The engine's round of a ``rounds`` row (player ids as text)."""
    from app.rules.campaign.rounds import Round

    return Round(int(row["number"]),
                 tuple((str(a), str(b)) for a, b in row["pairings"]),
                 tuple(str(p) for p in row["byes"]), bool(row["finale"]),
                 _mission_of(row["mission"]))


class RoundStore(CampaignStore):
    # -- reading ---------------------------------------------------------------------------
    def _round_rows(self, conn: Connection, campaign_id: int) -> list[Row]:
        return [row_dict(ROUNDS, r) for r in conn.execute(
            select(ROUNDS).where(ROUNDS.c.campaign_id == campaign_id)
            .order_by(ROUNDS.c.number))]

    def _last_round(self, conn: Connection, campaign_id: int) -> Row | None:
        row = conn.execute(select(ROUNDS).where(ROUNDS.c.campaign_id == campaign_id)
                           .order_by(ROUNDS.c.number.desc()).limit(1)).first()
        return row_dict(ROUNDS, row) if row is not None else None

    def _round_facts(self, conn: Connection, campaign_id: int, row: Row) -> RoundFacts:
        from app.rules.campaign.rounds import GameFacts, RoundFacts

        rnd = round_of(row)
        number = rnd.number
        players = [_pid(p) for p in rnd.players]
        teams = {str(r[0]) for r in conn.execute(
            select(TEAMS.c.player_id).where(TEAMS.c.player_id.in_(players),
                                            TEAMS.c.round_no == number))}
        games: dict[int, GameFacts] = {}
        for g in conn.execute(select(GAMES.c.id, GAMES.c.rewards).where(
                GAMES.c.campaign_id == campaign_id, GAMES.c.round_no == number)):
            sides = conn.execute(select(SIDES.c.player_id, SIDES.c.injuries)
                                 .where(SIDES.c.game_id == g.id)).all()
            index = rnd.pair_of(str(sides[0][0])) if sides else None
            if index is None:
                continue
            games[index] = GameFacts(int(g.id), frozenset(str(s[0]) for s in sides
                                                          if s[1] is not None),
                                     g.rewards is not None)
        return RoundFacts(frozenset(teams), games, frozenset(str(p) for p in row["spent"]))

    def _progress(self, conn: Connection, campaign_id: int,
                  row: Row | None = None) -> RoundProgress | None:
        from app.rules.campaign.rounds import round_progress

        row = row if row is not None else self._last_round(conn, campaign_id)
        if row is None:
            return None
        order = self._settings(conn, campaign_id).step_order
        return round_progress(round_of(row), self._round_facts(conn, campaign_id, row), order)

    def _open_round(self, conn: Connection, campaign_id: int
                    ) -> tuple[Row, RoundProgress] | None:
        """The round in progress (its row and progress), ``None`` when none is."""
        row = self._last_round(conn, campaign_id)
        if row is None:
            return None
        progress = self._progress(conn, campaign_id, row)
        if progress is None or progress.complete:
            return None
        return row, progress

    def _round_refusal(self, conn: Connection, campaign_id: int, player_id: int,
                       step: StepId) -> Violation | None:
        """Why the player cannot take ``step`` now (``None``: he can). A campaign that never
        started a round plays its games one by one as before; once it has rounds, steps are
        taken in a round in progress; a closed campaign takes none."""
        from app.rules.campaign.rounds import between_rounds, closed_campaign

        if self._campaign_row(conn, campaign_id)["closed_at"] is not None:
            return closed_campaign()
        found = self._open_round(conn, campaign_id)
        if found is None:
            last = self._last_round(conn, campaign_id)
            if last is None:
                return None
            return between_rounds(int(last["number"]) + 1)
        return found[1].refusal(str(player_id), step)

    def _refused_now(self, campaign_id: int, player_id: int, step: StepId) -> Violation | None:
        """:meth:`_round_refusal` in a read of its own (the commits check it: a plan made
        outside the store, by a dialog, carries no round refusal)."""
        with self._read() as conn:
            return self._round_refusal(conn, campaign_id, player_id, step)

    def _round_number(self, conn: Connection, campaign_id: int) -> int | None:
        found = self._open_round(conn, campaign_id)
        return int(found[0]["number"]) if found is not None else None

    def _finale(self, conn: Connection, campaign_id: int) -> bool:
        found = self._open_round(conn, campaign_id)
        return bool(found is not None and found[0]["finale"])

    def rounds(self, campaign_id: int) -> list[RoundInfo]:
        """The campaign's rounds, first to last."""
        with self._read() as conn:
            self._campaign_row(conn, campaign_id)
            out = []
            for r in self._round_rows(conn, campaign_id):
                mission = r["mission"]
                out.append(RoundInfo(
                    int(r["number"]), tuple((int(a), int(b)) for a, b in r["pairings"]),
                    tuple(int(p) for p in r["byes"]), bool(r["finale"]),
                    str(mission["id"]) if mission else None,
                    tuple(int(p) for p in r["spent"]), str(r["created_at"])))
            return out

    def round_progress(self, campaign_id: int) -> RoundProgress | None:
        """Each player's state per step in the campaign's last round (``complete`` once every
        player finished step 5); ``None`` before the first round."""
        with self._read() as conn:
            self._campaign_row(conn, campaign_id)
            return self._progress(conn, campaign_id)

    def round_mission(self, campaign_id: int) -> MissionChoice | None:
        """The mission of the round in progress when the campaign fixes it (a fixed list, a
        storyline, the finale); ``None``: each pair rolls, or no round is in progress."""
        with self._read() as conn:
            found = self._open_round(conn, campaign_id)
            return _mission_of(found[0]["mission"]) if found is not None else None

    def default_roles(self, campaign_id: int, player_a: int, player_b: int,
                      mission_id: str) -> dict[int, Role] | None:
        """The attacker and defender the storyline gives ``mission_id`` for these two players
        (engine :func:`~app.rules.campaign.rounds.default_roles`: by the result of each one's
        previous game); ``None``: the players choose."""
        from app.rules.campaign.rounds import default_roles

        with self._read() as conn:
            settings = self._settings(conn, campaign_id)
            previous: dict[str, str | None] = {}
            for pid in (player_a, player_b):
                last = conn.execute(
                    select(GAMES.c.winner_id).join(SIDES, SIDES.c.game_id == GAMES.c.id)
                    .where(GAMES.c.campaign_id == campaign_id, SIDES.c.player_id == pid)
                    .order_by(GAMES.c.number.desc()).limit(1)).first()
                if last is None:
                    previous[str(pid)] = None
                else:
                    previous[str(pid)] = ("draw" if last[0] is None else
                                          "win" if last[0] == pid else "loss")
        roles = default_roles(settings, mission_id, (str(player_a), str(player_b)), previous)
        return None if roles is None else {int(k): v for k, v in roles.items()}

    # -- starting a round --------------------------------------------------------------------
    def _waiting_games(self, conn: Connection, campaign_id: int) -> bool:
        """A game still waits for its injuries or its RP and Renown."""
        for g in conn.execute(select(GAMES.c.id, GAMES.c.rewards)
                              .where(GAMES.c.campaign_id == campaign_id)):
            if g.rewards is None:
                return True
            pending = conn.execute(select(func.count()).select_from(SIDES).where(
                SIDES.c.game_id == g.id, SIDES.c.injuries.is_(None))).scalar_one()
            if pending:
                return True
        return False

    def _plan_round(self, conn: Connection, campaign_id: int,
                    pairings: Sequence[tuple[int, int]], byes: Sequence[int],
                    finale: bool) -> RoundPlan:
        from app.rules.campaign.rounds import plan_round

        campaign = self._campaign_row(conn, campaign_id)
        settings = self._settings(conn, campaign_id)
        players = [str(p.id) for p in self._summaries(conn, _campaign_players(campaign_id))]
        rows = self._round_rows(conn, campaign_id)
        previous = [round_of(r) for r in rows]
        last = self._progress(conn, campaign_id, rows[-1]) if rows else None
        complete = (last is None or last.complete) and not self._waiting_games(conn,
                                                                               campaign_id)
        return plan_round(settings, players, previous,
                          [(str(a), str(b)) for a, b in pairings], [str(p) for p in byes],
                          finale=finale, previous_complete=complete,
                          closed=campaign["closed_at"] is not None)

    def plan_round(self, campaign_id: int, pairings: Sequence[tuple[int, int]],
                   byes: Sequence[int] = (), *, finale: bool = False) -> RoundPlan:
        """The next round (engine :func:`~app.rules.campaign.rounds.plan_round`): ``pairings``
        of player ids play each other, ``byes`` sit out and still spend RP; ``finale``: the
        group's last battle (every Force whole). Writes nothing."""
        with self._read() as conn:
            return self._plan_round(conn, campaign_id, pairings, byes, finale)

    def commit_round(self, campaign_id: int, plan: RoundPlan) -> StepResult[RoundPlan]:
        """Start the round of ``plan`` (one undoable action ``round_started``); a plan made
        before another action changed what it depends on raises :class:`StoreRuleError`
        (``stale_plan``)."""
        result: StepResult[RoundPlan] = StepResult(plan, plan.violations)
        if not plan.ok:
            return result
        rnd = plan.round
        pairings = [[_pid(a), _pid(b)] for a, b in rnd.pairings]
        byes = [_pid(p) for p in rnd.byes]
        inputs = {"pairings": pairings, "byes": byes, "finale": rnd.finale}

        def fn(j: Journal) -> dict[str, Any]:
            fresh = self._plan_round(j.conn, campaign_id, [(a, b) for a, b in pairings],
                                     byes, rnd.finale)
            if fresh != plan:
                raise StoreRuleError("the round was planned on another state of the campaign",
                                     reason="stale_plan", campaign=campaign_id)
            j.insert(ROUNDS, {"campaign_id": campaign_id, "number": rnd.number,
                              "pairings": pairings, "byes": byes, "finale": rnd.finale,
                              "mission": _mission_json(rnd.mission), "spent": [],
                              "created_at": _now()})
            return {"round": rnd.number, "finale": rnd.finale,
                    "mission": rnd.mission.mission_id if rnd.mission else None}

        changes, hid = self._run(campaign_id, None, "round_started", inputs, fn)
        return replace(result, changes=changes, history_id=hid)

    def start_round(self, campaign_id: int, pairings: Sequence[tuple[int, int]],
                    byes: Sequence[int] = (), *, finale: bool = False,
                    preview: bool = False) -> StepResult[RoundPlan]:
        """:meth:`plan_round` then :meth:`commit_round` (``preview``: the plan only)."""
        with self._mutex:
            plan = self.plan_round(campaign_id, pairings, byes, finale=finale)
            if preview:
                return StepResult(plan, plan.violations)
            return self.commit_round(campaign_id, plan)

    def _mark_spent(self, j: Journal, campaign_id: int, player_id: int) -> None:
        """Step 5 done for the player in the round in progress (inside his spend action)."""
        found = self._open_round(j.conn, campaign_id)
        if found is None:
            return
        row, progress = found
        mine = progress.player(str(player_id))
        if mine is None or mine.status("spend_rp") != "next":
            return
        j.update(ROUNDS, int(row["id"]), {"spent": [*row["spent"], player_id]}, row)

    # -- the end of the campaign ---------------------------------------------------------------
    def _plan_close(self, conn: Connection, campaign_id: int) -> ClosePlan:
        from app.rules.campaign.rounds import plan_close

        campaign = self._campaign_row(conn, campaign_id)
        last = self._last_round(conn, campaign_id)
        progress = self._progress(conn, campaign_id, last) if last is not None else None
        results = [(str(p.id), p.renown, p.wins, p.rp)
                   for p in self._summaries(conn, _campaign_players(campaign_id))]
        complete = (progress is None or progress.complete) and not self._waiting_games(
            conn, campaign_id)
        return plan_close(results, round_complete=complete,
                          round_number=int(last["number"]) if last is not None else None,
                          closed=campaign["closed_at"] is not None)

    def plan_close(self, campaign_id: int) -> ClosePlan:
        """The end of the campaign with its final standings (engine
        :func:`~app.rules.campaign.rounds.plan_close`); writes nothing."""
        with self._read() as conn:
            return self._plan_close(conn, campaign_id)

    def commit_close(self, campaign_id: int, plan: ClosePlan) -> StepResult[ClosePlan]:
        """Close the campaign with the plan's final standings (one undoable action
        ``campaign_closed``): no more rounds; the standings stay as they were then."""
        result: StepResult[ClosePlan] = StepResult(plan, plan.violations)
        if not plan.ok:
            return result
        standings = [[s.rank, _pid(s.player_id), s.renown, s.wins, s.rp]
                     for s in plan.standings]

        def fn(j: Journal) -> dict[str, Any]:
            if self._plan_close(j.conn, campaign_id) != plan:
                raise StoreRuleError("the campaign changed since its end was planned",
                                     reason="stale_plan", campaign=campaign_id)
            j.update(CAMPAIGNS, campaign_id, {"closed_at": _now(), "standings": standings})
            return {"standings": standings}

        changes, hid = self._run(campaign_id, None, "campaign_closed", {}, fn)
        return replace(result, changes=replace(changes, campaign_list=True), history_id=hid)

    def close_campaign(self, campaign_id: int, *,
                       preview: bool = False) -> StepResult[ClosePlan]:
        """:meth:`plan_close` then :meth:`commit_close` (``preview``: the plan only)."""
        with self._mutex:
            plan = self.plan_close(campaign_id)
            if preview:
                return StepResult(plan, plan.violations)
            return self.commit_close(campaign_id, plan)


def _campaign_players(campaign_id: int) -> Any:
    from app.model.store.base import PLAYERS

    return PLAYERS.c.campaign_id == campaign_id
