"""Campaign steps 1 to 4: the Team, the game, injuries, RP and Renown."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar, cast

from sqlalchemy import (
    Connection,
    Text,
    bindparam,
    func,
    select,
)
from sqlalchemy import cast as sql_cast

from app.model.errors import (
    StoreNotFoundError,
    StoreRuleError,
)
from app.model.journal import Journal
from app.rules.campaign.state import PlayerState
from app.rules.force import Team

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    from app.rules.campaign.step1_team import TeamOutcome
    from app.rules.campaign.step2_game import GameRecord, MissionChoice, PlayerGame
    from app.rules.campaign.step3_injuries import (
        RerollSource,
        WargearHandover,
    )
    from app.rules.campaign.step4_rewards import RewardOutcome
    from app.rules.campaign.step_plans import GamePlan, InjuryPlan, RewardsPlan, TeamPlan
    from app.rules.violations import Violation
from app.model.store.base import (
    GAMES,
    HISTORY,
    PLAYERS,
    SIDES,
    TEAMS,
    DiceInput,
    _dice,
    _dice_errors,
    _now,
    _pid,
)
from app.model.store.results import GameSummary, InjuryStep, StepResult
from app.model.store.rounds import RoundStore

_P = TypeVar("_P", "TeamPlan", "GamePlan", "InjuryPlan", "RewardsPlan")


def _json_set(column: Any) -> Any:
    """Whether a nullable JSON column holds a value, asked of the database: neither SQL NULL
    nor JSON ``null`` (how ``None`` is written), without reading the document (a 1,000-game
    campaign's step-3 and step-4 summaries are ~2 MB of JSON)."""
    return func.coalesce(sql_cast(column, Text), "null") != "null"


# The reads of :meth:`StepStore.games` and :meth:`StepStore.game_casualties`: built once.
_GAMES = (select(GAMES.c.id, GAMES.c.campaign_id, GAMES.c.number, GAMES.c.mission_id,
                 GAMES.c.played_at, GAMES.c.winner_id, _json_set(GAMES.c.rewards),
                 GAMES.c.round_no)
          .where(GAMES.c.campaign_id == bindparam("cid")).order_by(GAMES.c.number))
_GAME_SIDES = (select(SIDES.c.game_id, SIDES.c.player_id, _json_set(SIDES.c.injuries))
               .join(GAMES, GAMES.c.id == SIDES.c.game_id)
               .where(GAMES.c.campaign_id == bindparam("cid"))
               .order_by(SIDES.c.game_id, SIDES.c.side))
_GAME_CASUALTIES = (select(SIDES.c.game_id, SIDES.c.player_id, SIDES.c.casualties)
                    .join(GAMES, GAMES.c.id == SIDES.c.game_id)
                    .where(GAMES.c.campaign_id == bindparam("cid"))
                    .order_by(SIDES.c.game_id, SIDES.c.side))


def _with_refusal(plan: _P, refusal: Violation | None) -> _P:
    """``plan`` with the round's refusal of its step added (``None``: as it is)."""
    if refusal is None:
        return plan
    return replace(plan, violations=(*plan.violations, refusal))


class StepStore(RoundStore):
    # -- step 1: the Team ------------------------------------------------------------------
    def plan_team(self, player_id: int, models: Sequence[str],
                  field_promotion: str | None = None, *,
                  powers: Mapping[str, Sequence[str]] | None = None) -> TeamPlan:
        """Step 1's plan (engine :func:`~app.rules.campaign.step_plans.plan_team`; ``powers``:
        the psychic powers picked, power ids by psyker uid); writes nothing."""
        from app.rules.campaign.step_plans import plan_team

        with self._read() as conn:
            player, _, state, force = self._load(conn, player_id)
            validator = self._validator(conn, player["team_list_copy_id"])
            cid = int(player["campaign_id"])
            refusal = self._round_refusal(conn, cid, player_id, "build_team")
            finale = self._finale(conn, cid)
        plan = plan_team(state, force, validator, models, field_promotion, finale=finale,
                         powers=powers)
        return _with_refusal(plan, refusal)

    def commit_team(self, player_id: int, plan: TeamPlan) -> StepResult[TeamOutcome]:
        """Save the Team of ``plan`` for the player's next game (replacing an unplayed one):
        exactly what the plan says; a plan with errors writes nothing."""
        result = StepResult(plan.outcome, plan.violations)
        if not plan.ok:
            return result
        refused = self._refused_now(self._player_campaign(player_id), player_id, "build_team")
        if refused is not None:
            return replace(result, violations=(*result.violations, refused))
        inputs: dict[str, Any] = {"models": list(plan.uids),
                                  "field_promotion": plan.field_promotion}
        if plan.powers:  # the psychic powers travel in the record (no column of their own)
            inputs["powers"] = {uid: list(ids) for uid, ids in plan.powers}

        def fn(j: Journal) -> dict[str, Any]:
            self._check_base(j.conn, player_id, plan)
            cid = int(self._player_row(j.conn, player_id)["campaign_id"])
            if self._finale(j.conn, cid) != plan.finale:
                raise StoreRuleError("the Team was planned for another round", reason="stale_plan",
                                     player=player_id)
            for old in j.conn.execute(select(TEAMS.c.id).where(
                    TEAMS.c.player_id == player_id, TEAMS.c.game_id.is_(None))).all():
                j.delete(TEAMS, old[0])
            j.insert(TEAMS, {"player_id": player_id, "game_id": None,
                             "models": list(plan.uids),
                             "field_promotion": plan.outcome.field_promoted,
                             "points": plan.outcome.points,
                             "points_limit": plan.outcome.points_limit,
                             "created_at": _now(),
                             "round_no": self._round_number(j.conn, cid),
                             "finale": plan.finale})
            return {"models": len(plan.uids), "points": plan.outcome.points,
                    "limit": plan.outcome.points_limit}

        changes, hid = self._run(self._player_campaign(player_id), player_id, "team", inputs,
                                 fn)
        return replace(result, changes=changes, history_id=hid)

    def save_team(self, player_id: int, models: Sequence[str],
                  field_promotion: str | None = None, *,
                  preview: bool = False,
                  powers: Mapping[str, Sequence[str]] | None = None) -> StepResult[TeamOutcome]:
        """Step 1: :meth:`plan_team` then :meth:`commit_team` (``preview``: the plan only)."""
        with self._mutex:
            plan = self.plan_team(player_id, models, field_promotion, powers=powers)
            if preview:
                return StepResult(plan.outcome, plan.violations)
            with self._fresh(plan):
                return self.commit_team(player_id, plan)

    def pending_team(self, player_id: int) -> Team | None:
        """The Team saved by :meth:`save_team` and not yet played."""
        with self._read() as conn:
            row = conn.execute(select(TEAMS).where(TEAMS.c.player_id == player_id,
                                                   TEAMS.c.game_id.is_(None))
                               .order_by(TEAMS.c.id.desc())).first()
            if row is None:
                return None
            powers = self._team_powers(conn, player_id, row.models)
        return Team(tuple(row.models), row.points_limit, row.field_promotion, bool(row.finale),
                    powers)

    def game_team_powers(self, game_id: int, player_id: int
                         ) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The psychic powers picked for the Team ``player_id`` played in game ``game_id``
        (``Team.powers``; none: ``()``)."""
        with self._read() as conn:
            side = conn.execute(select(SIDES.c.team_id).where(
                SIDES.c.game_id == game_id, SIDES.c.player_id == player_id)).first()
            if side is None or side[0] is None:
                return ()
            team = conn.execute(select(TEAMS.c.models).where(TEAMS.c.id == side[0])).first()
            if team is None:
                return ()
            cid = self._player_row(conn, player_id)["campaign_id"]
            before = next((int(r.seq) for r in conn.execute(
                select(HISTORY.c.seq, HISTORY.c.summary).where(
                    HISTORY.c.campaign_id == cid, HISTORY.c.kind == "game",
                    HISTORY.c.is_action.is_(True), HISTORY.c.undone.is_(False)))
                if isinstance(r.summary, dict) and r.summary.get("game") == game_id), None)
            if before is None:
                return ()
            return self._team_powers(conn, player_id, team[0], before)

    def _team_powers(self, conn: Connection, player_id: int, models: Sequence[str],
                     before_seq: int | None = None) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The psychic powers of the Team row holding ``models``: they are in the inputs of the
        step-1 record that saved it, the player's last "team" record in effect (before the game
        record ``before_seq``), when that record saved these models."""
        campaign_id = self._player_row(conn, player_id)["campaign_id"]
        query = select(HISTORY.c.inputs).where(  # ix_history_campaign_seq
            HISTORY.c.campaign_id == campaign_id, HISTORY.c.player_id == player_id,
            HISTORY.c.kind == "team", HISTORY.c.is_action.is_(True),
            HISTORY.c.undone.is_(False))
        if before_seq is not None:
            query = query.where(HISTORY.c.seq < before_seq)
        row = conn.execute(query.order_by(HISTORY.c.seq.desc()).limit(1)).first()
        if row is None or not isinstance(row[0], dict):
            return ()
        inputs = row[0]
        raw = inputs.get("powers")
        if list(inputs.get("models", ())) != list(models) or not isinstance(raw, dict):
            return ()
        from app.rules.campaign.step_plans import team_powers

        return team_powers(list(models), {str(uid): [str(p) for p in ids]
                                          for uid, ids in raw.items() if isinstance(ids, list)})

    # -- step 2: the game --------------------------------------------------------------------
    def next_mission(self, campaign_id: int, dice: DiceInput | None = None) -> MissionChoice:
        """The mission of the campaign's next game (engine ``choose_mission``); writes
        nothing. Random campaigns need ``dice``."""
        from app.model.store.rounds import _mission_of
        from app.rules.campaign.step2_game import choose_mission

        with self._read() as conn:
            settings = self._settings(conn, campaign_id)
            count = conn.execute(select(func.count()).select_from(GAMES)
                                 .where(GAMES.c.campaign_id == campaign_id)).scalar_one()
            found = self._open_round(conn, campaign_id)
        if found is not None:
            # A round fixes the mission of a fixed list, a storyline and the finale: every
            # pair of the round plays it ("tous les joueurs jouent la même mission à la fois").
            fixed = _mission_of(found[0]["mission"])
            if fixed is not None:
                return fixed
        rolled = _dice(dice) if dice is not None else None
        if rolled is None:
            return choose_mission(settings, game_index=int(count))
        with _dice_errors(rolled):
            return choose_mission(settings, game_index=int(count), dice=rolled)

    def plan_game(self, campaign_id: int, game: GameRecord) -> GamePlan:
        """Step 2's plan (engine :func:`~app.rules.campaign.step_plans.plan_game`)."""
        from app.rules.campaign.step_plans import plan_game

        with self._read() as conn:
            states: dict[str, PlayerState] = {}
            for side in game.players:
                pid = _pid(side.player_id)
                player = self._player_row(conn, pid)
                if player["campaign_id"] != campaign_id:
                    raise StoreNotFoundError("player of another campaign", kind="player",
                                             id=pid)
                states[side.player_id] = self._load(conn, pid)[2]
            refusal = self._game_refusal(conn, campaign_id, game)
        return _with_refusal(plan_game(game, states), refusal)

    def _game_refusal(self, conn: Connection, campaign_id: int,
                      game: GameRecord) -> Violation | None:
        """Why the round in progress refuses this game: step 2 is not open for its players, or
        they are not paired."""
        ids = [side.player_id for side in game.players]
        for pid in ids:
            refusal = self._round_refusal(conn, campaign_id, _pid(pid), "play_game")
            if refusal is not None:
                return refusal
        found = self._open_round(conn, campaign_id)
        if found is not None and len(ids) == 2:
            return found[1].game_refusal(ids[0], ids[1])
        return None

    def commit_game(self, campaign_id: int, plan: GamePlan) -> StepResult[GameRecord]:
        """Record the game of ``plan``; each side's saved Team is attached to it."""
        game = plan.game
        result = StepResult(game, plan.violations)
        if not plan.ok:
            return result
        with self._read() as conn:
            refused = self._game_refusal(conn, campaign_id, game)
        if refused is not None:
            return replace(result, violations=(*result.violations, refused))
        inputs = _game_json(game)
        created: list[int] = []

        def fn(j: Journal) -> dict[str, Any]:
            count = j.conn.execute(select(func.count()).select_from(GAMES)
                                   .where(GAMES.c.campaign_id == campaign_id)).scalar_one()
            gid = j.insert(GAMES, {
                **self._forced("games"), "campaign_id": campaign_id, "number": int(count) + 1,
                "mission_id": game.mission.mission_id, "mission_mode": game.mission.mode,
                "mission_roll": game.mission.roll, "mission_index": game.mission.index,
                "winner_id": _pid(game.winner) if game.winner is not None else None,
                "played_at": _now(), "rewards": None,
                "round_no": self._round_number(j.conn, campaign_id),
            })
            created.append(gid)
            for index, side in enumerate(game.players):
                pid = _pid(side.player_id)
                player = self._player_row(j.conn, pid)
                if player["campaign_id"] != campaign_id:
                    raise StoreNotFoundError("player of another campaign", kind="player",
                                             id=pid)
                team = j.conn.execute(select(TEAMS.c.id).where(
                    TEAMS.c.player_id == pid, TEAMS.c.game_id.is_(None))).first()
                team_id = None
                if team is not None:
                    team_id = int(team[0])
                    j.update(TEAMS, team_id, {"game_id": gid})
                j.insert(SIDES, {"game_id": gid, "player_id": pid, "side": index,
                                 "team_id": team_id, **_side_json(side), "injuries": None})
                j.update(PLAYERS, pid, {"force_games": player["force_games"] + 1}, player)
            return {"game": gid, "number": int(count) + 1, "mission": game.mission.mission_id,
                    "winner": _pid(game.winner) if game.winner is not None else None,
                    "players": [_pid(s.player_id) for s in game.players]}

        changes, hid = self._run(campaign_id, None, "game", inputs, fn)
        return replace(result, changes=changes, history_id=hid, id=created[0])

    def record_game(self, campaign_id: int, game: GameRecord, *,
                    preview: bool = False) -> StepResult[GameRecord]:
        """Step 2: record a played game (``player_id`` of each side is ``str(player id)``):
        :meth:`plan_game` then :meth:`commit_game` (``preview``: the plan only)."""
        plan = self.plan_game(campaign_id, game)
        if preview:
            return StepResult(plan.game, plan.violations)
        return self.commit_game(campaign_id, plan)

    def games(self, campaign_id: int) -> list[GameSummary]:
        """The campaign's games in order, in two statements whatever their number (the
        games, then every side of them: one query per game made a 1,000-game campaign's
        Force Sheets run 8,000)."""
        with self._read() as conn:
            games = conn.execute(_GAMES, {"cid": campaign_id}).all()
            sides: dict[int, list[tuple[int, bool]]] = {}
            for game_id, player_id, injured in conn.execute(_GAME_SIDES, {"cid": campaign_id}):
                sides.setdefault(game_id, []).append((player_id, bool(injured)))
        out = []
        for gid, cid, number, mission_id, played_at, winner_id, rewarded, round_no in games:
            own = sides.get(gid, [])
            out.append(GameSummary(
                gid, cid, number, mission_id, played_at, tuple(pid for pid, _ in own),
                winner_id, tuple(pid for pid, done in own if done), bool(rewarded), round_no))
        return out

    def game_casualties(self, campaign_id: int) -> dict[int, dict[int, int]]:
        """The models each player of each of the campaign's games lost (its casualties, as
        :meth:`game_record` gives them: ``len(side.casualties)``), by game id then player
        id, in one statement whatever the number of games."""
        out: dict[int, dict[int, int]] = {}
        with self._read() as conn:
            for game_id, player_id, casualties in conn.execute(
                    _GAME_CASUALTIES, {"cid": campaign_id}):
                out.setdefault(int(game_id), {})[int(player_id)] = len(casualties)
        return out

    def game_record(self, game_id: int) -> GameRecord:
        """The engine's record of a stored game (for previews of steps 3 and 4)."""
        with self._read() as conn:
            return self._game_record(conn, game_id)

    def _game_record(self, conn: Connection, game_id: int) -> GameRecord:
        from app.rules.campaign.step2_game import GameRecord, MissionChoice, PlayerGame

        g = self._game_row(conn, game_id)
        sides = conn.execute(select(SIDES).where(SIDES.c.game_id == game_id)
                             .order_by(SIDES.c.side)).all()
        record = GameRecord(
            mission=MissionChoice(cast(Any, g["mission_mode"]), g["mission_id"],
                                  g["mission_roll"], g["mission_index"]),
            players=tuple(
                PlayerGame(
                    player_id=str(s.player_id), team=tuple(s.team), role=s.role,
                    achievements=dict(s.achievements), facts=dict(s.facts),
                    casualties=tuple(s.casualties), fled=tuple(s.fled),
                    knocked_out=tuple(s.knocked_out), walker_damage=dict(s.walker_damage),
                    field_promoted=s.field_promoted,
                )
                for s in sides
            ),
            winner=str(g["winner_id"]) if g["winner_id"] is not None else None,
        )
        from app.model.store.mission_records import game_inputs, with_mission_report

        return with_mission_report(record, game_inputs(conn, int(g["campaign_id"]), game_id,
                                                       int(g["number"])))

    # -- step 3: injuries -------------------------------------------------------------------
    def _injury_side(self, conn: Connection, game_id: int, player_id: int) -> Any:
        side = conn.execute(select(SIDES).where(SIDES.c.game_id == game_id,
                                                SIDES.c.player_id == player_id)).first()
        if side is None:
            raise StoreNotFoundError("player not in this game", kind="game", id=game_id)
        if side.injuries is not None:
            raise StoreRuleError("", reason="injuries_already_applied", game=game_id,
                                 player=player_id)
        return side

    def plan_injuries(
        self, game_id: int, player_id: int, dice: DiceInput, *,
        rerolls: Sequence[tuple[str, RerollSource]] = (),
        handovers: Sequence[WargearHandover] = (),
        officer_promotions: Sequence[str] = (),
    ) -> InjuryPlan:
        """Step 3's plan for one player of a game (engine
        :func:`~app.rules.campaign.step_plans.plan_injuries`): ``dice`` are typed values in
        the order of ``InjuryOutcome.dice`` (a plan's ``dice`` can be passed back), or a Dice."""
        from app.rules.campaign.step_plans import plan_injuries

        with self._read() as conn:
            g = self._game_row(conn, game_id)
            self._injury_side(conn, game_id, player_id)
            settings = self._settings(conn, g["campaign_id"])
            game = self._game_record(conn, game_id)
            _, _, state, force = self._load(conn, player_id)
            refusal = self._round_refusal(conn, int(g["campaign_id"]), player_id, "injuries")
        rolled = _dice(dice)
        with _dice_errors(rolled):
            plan = plan_injuries(state, force, game, rolled, settings, rerolls=rerolls,
                                 handovers=handovers, officer_promotions=officer_promotions)
        return _with_refusal(plan, refusal)

    def commit_injuries(self, game_id: int, player_id: int,
                        plan: InjuryPlan) -> StepResult[InjuryStep]:
        """Apply step 3 as ``plan`` says (every die is stored in the history)."""
        step = InjuryStep(plan.rolls, plan.application)
        result = StepResult(step, plan.violations)
        if not plan.ok:
            return result
        refused = self._refused_now(self._player_campaign(player_id), player_id, "injuries")
        if refused is not None:
            return replace(result, violations=(*result.violations, refused))
        inputs = {
            "game": game_id, "dice": list(plan.dice),
            "rerolls": [[u, s] for u, s in plan.rerolls],
            "handovers": [[h.from_uid, h.item, h.to_uid, h.replaces] for h in plan.handovers],
            "officer_promotions": list(plan.officer_promotions),
        }
        summary = _injury_summary(step)

        def fn(j: Journal) -> dict[str, Any]:
            side = self._injury_side(j.conn, game_id, player_id)
            self._check_base(j.conn, player_id, plan)
            self._sync_state(j, self._player_row(j.conn, player_id), plan.state,
                             plan.gone(game_id))
            j.update(SIDES, side.id, {"injuries": summary})
            return {**summary, "game": game_id}

        changes, hid = self._run(self._player_campaign(player_id), player_id, "injuries",
                                 inputs, fn)
        return replace(result, changes=changes, history_id=hid)

    def apply_injuries(
        self, game_id: int, player_id: int, dice: DiceInput, *,
        rerolls: Sequence[tuple[str, RerollSource]] = (),
        handovers: Sequence[WargearHandover] = (),
        officer_promotions: Sequence[str] = (),
        preview: bool = False,
    ) -> StepResult[InjuryStep]:
        """Step 3 for one player of a game: :meth:`plan_injuries` then
        :meth:`commit_injuries` (``preview``: the plan only). Run it for every player, even
        without casualties: it also ends last game's temporary injuries."""
        with self._mutex:
            plan = self.plan_injuries(game_id, player_id, dice, rerolls=rerolls,
                                      handovers=handovers,
                                      officer_promotions=officer_promotions)
            if preview:
                return StepResult(InjuryStep(plan.rolls, plan.application), plan.violations)
            with self._fresh(plan):
                return self.commit_injuries(game_id, player_id, plan)

    # -- step 4: RP and Renown ------------------------------------------------------------------
    def plan_rewards(self, game_id: int, dice: DiceInput) -> RewardsPlan:
        """Step 4's plan for both players of a game (engine
        :func:`~app.rules.campaign.step_plans.plan_rewards`): ``dice`` holds the loser's
        Renown roll (none for a win-less draw)."""
        from app.rules.campaign.step_plans import plan_rewards

        with self._read() as conn:
            g = self._game_row(conn, game_id)
            if g["rewards"] is not None:
                raise StoreRuleError("", reason="rewards_already_applied", game=game_id)
            settings = self._settings(conn, g["campaign_id"])
            game = self._game_record(conn, game_id)
            states = {s.player_id: self._load(conn, _pid(s.player_id))[2] for s in game.players}
            refusal = next((r for r in (
                self._round_refusal(conn, int(g["campaign_id"]), _pid(s.player_id),
                                    "rp_renown") for s in game.players) if r is not None), None)
        rolled = _dice(dice)
        with _dice_errors(rolled):
            plan = plan_rewards(game, states, rolled, settings)
        return _with_refusal(plan, refusal)

    def commit_rewards(self, game_id: int,
                       plan: RewardsPlan) -> StepResult[dict[str, RewardOutcome]]:
        """Apply step 4 as ``plan`` says: every RP line becomes an RP ledger entry."""
        rewards = dict(plan.rewards)
        result: StepResult[dict[str, RewardOutcome]] = StepResult(rewards, plan.violations)
        if not plan.ok:
            return result
        with self._read() as conn:
            cid = int(self._game_row(conn, game_id)["campaign_id"])
        for pid_text in plan.rewards:
            refused = self._refused_now(cid, _pid(pid_text), "rp_renown")
            if refused is not None:
                return replace(result, violations=(*result.violations, refused))
        summary = {pid: _reward_json(r) for pid, r in rewards.items()}

        def fn(j: Journal) -> dict[str, Any]:
            from app.rules.campaign.step_plans import state_digest

            if self._game_row(j.conn, game_id)["rewards"] is not None:
                raise StoreRuleError("", reason="rewards_already_applied", game=game_id)
            if id(plan) not in self._fresh_plans or self.server:
                for pid_text, base in plan.bases.items():
                    if state_digest(self._load(j.conn, _pid(pid_text))[2]) != base:
                        raise StoreRuleError("the plan was made on an older state of the "
                                             "player", reason="stale_plan", player=pid_text)
            for pid_text, after in plan.states.items():
                pid = _pid(pid_text)
                self._sync_state(j, self._player_row(j.conn, pid), after)
                for line in plan.ledger.get(pid_text, ()):
                    self._rp_entry(j, pid, line.amount, line.kind, line.ref)
            j.update(GAMES, game_id, {"rewards": summary})
            return {"game": game_id, "players": summary}

        with self._read() as conn:
            campaign_id = int(self._game_row(conn, game_id)["campaign_id"])
        changes, hid = self._run(campaign_id, None, "rewards",
                                 {"game": game_id, "dice": list(plan.dice)}, fn)
        return replace(result, changes=changes, history_id=hid)

    def apply_rewards(self, game_id: int, dice: DiceInput, *,
                      preview: bool = False) -> StepResult[dict[str, RewardOutcome]]:
        """Step 4 for both players of a game: :meth:`plan_rewards` then
        :meth:`commit_rewards` (``preview``: the plan only)."""
        with self._mutex:
            plan = self.plan_rewards(game_id, dice)
            if preview:
                return StepResult(dict(plan.rewards), plan.violations)
            with self._fresh(plan):
                return self.commit_rewards(game_id, plan)


def game_from_json(data: Mapping[str, Any]) -> GameRecord:
    """The game of a ``game`` record's inputs (the inverse of ``_game_json``)."""
    from app.rules.campaign.step2_game import GameRecord, MissionChoice, PlayerGame

    mission = data["mission"]
    record = GameRecord(
        mission=MissionChoice(mission["mode"], mission["id"], mission.get("roll"),
                              mission.get("index")),
        players=tuple(
            PlayerGame(
                player_id=str(p["player"]), team=tuple(p["team"]), role=p.get("role"),
                achievements=dict(p.get("achievements", {})), facts=dict(p.get("facts", {})),
                casualties=tuple(p.get("casualties", ())), fled=tuple(p.get("fled", ())),
                knocked_out=tuple(p.get("knocked_out", ())),
                walker_damage=dict(p.get("walker_damage", {})),
                field_promoted=p.get("field_promoted"),
            )
            for p in data["players"]
        ),
        winner=None if data.get("winner") is None else str(data["winner"]),
    )
    from app.model.store.mission_records import with_mission_report

    return with_mission_report(record, data)


def _side_json(side: PlayerGame) -> dict[str, Any]:
    return {
        "team": list(side.team), "role": side.role,
        "achievements": dict(side.achievements), "facts": dict(side.facts),
        "casualties": list(side.casualties), "fled": list(side.fled),
        "knocked_out": list(side.knocked_out), "walker_damage": dict(side.walker_damage),
        "field_promoted": side.field_promoted,
    }


def _game_json(game: GameRecord) -> dict[str, Any]:
    from app.model.store.mission_records import with_mission_json

    return with_mission_json({
        "mission": {"mode": game.mission.mode, "id": game.mission.mission_id,
                    "roll": game.mission.roll, "index": game.mission.index},
        "winner": game.winner,
        "players": [{"player": s.player_id, **_side_json(s)} for s in game.players],
    }, game)


def _injury_summary(step: InjuryStep) -> dict[str, Any]:
    app = step.application
    return {
        "rolls": [{"uid": r.uid, "reason": r.reason, "table": r.result.table,
                   "result": r.result.result, "stat": r.result.stat,
                   "dice": list(r.result.rolls), "rerolled_by": list(r.rerolled_by),
                   "earlier": [[h.result, list(h.rolls)] for h in r.history]}
                  for r in step.rolls.rolls],
        "knocked_out": [[k.uid, k.roll, k.escaped] for k in step.rolls.knocked_out_rolls],
        "no_roll": [[n.uid, n.reason] for n in step.rolls.no_roll],
        "removed": list(app.removed) + list(app.removed_guns),
        "stat_losses": [[s.uid, s.stat, s.before, s.after] for s in app.stat_losses],
        "temporary": [[u, t] for u, t in app.temporary],
        "promotions": list(app.promotions),
    }


def _reward_json(r: RewardOutcome) -> dict[str, Any]:
    return {
        "outcome": r.outcome,
        "lines": [{"kind": ln.kind, "id": ln.id, "count": ln.count, "rp_each": ln.rp_each,
                   "rp": ln.rp, "params": dict(ln.params)} for ln in r.lines],
        "rp_before": r.rp_before, "rp_after": r.rp_after,
        "renown_before": r.renown.before, "renown_after": r.renown.after,
        "renown_roll": r.renown.roll, "opponent_renown": r.opponent_renown,
    }

