"""Campaign steps 1 to 4: the Team, the game, injuries, RP and Renown."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import (
    Connection,
    func,
    select,
)

from app.model import convert as cv
from app.model.convert import points_int
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
    from app.rules.violations import Violation
from app.model.store.base import (
    _TEAM_CODES_FROM_ENGINE,
    GAMES,
    PLAYERS,
    SIDES,
    TEAMS,
    DiceInput,
    _dice,
    _dice_errors,
    _now,
    _pid,
)
from app.model.store.campaigns import CampaignStore
from app.model.store.results import GameSummary, InjuryStep, StepResult


class StepStore(CampaignStore):
    # -- step 1: the Team ------------------------------------------------------------------
    def _expand_crew(self, state: PlayerState, uids: Sequence[str]) -> tuple[str, ...]:
        out = list(dict.fromkeys(uids))
        for uid in list(out):
            prefix = f"{uid}{cv.CREW_SEPARATOR}"
            out.extend(m.uid for m in state.models if m.crew and m.uid.startswith(prefix)
                       and m.uid not in out)
        return tuple(out)

    def save_team(self, player_id: int, models: Sequence[str],
                  field_promotion: str | None = None, *,
                  preview: bool = False) -> StepResult[TeamOutcome]:
        """Step 1: check the Team (engine ``build_team`` + the Team List's Team validation)
        and save it as the player's Team for their next game (replacing an unplayed one).
        An Artillery gun brings its crew."""
        from app.rules.campaign.step1_team import build_team, team_points_limit

        with self._read() as conn:
            player, _, state, force = self._load(conn, player_id)
            validator = self._validator(conn, player["team_list_copy_id"])
        uids = self._expand_crew(state, models)
        limit = team_points_limit(state)
        report = validator.validate_force(force)
        points = {uid: points_int(p) for uid, p in report.model_points.items()}
        points.update({m.uid: 0 for m in state.models if m.crew})
        force_uids = {m.uid for m in force.models}

        def team_check(_state: PlayerState, team: tuple[str, ...]) -> list[Violation]:
            picked = tuple(u for u in team if u in force_uids)
            rep = validator.validate_team(force, Team(picked, limit, field_promotion))
            return [v for v in rep.violations if v.code not in _TEAM_CODES_FROM_ENGINE]

        outcome = build_team(state, uids, model_points=points, field_promotion=field_promotion,
                             validator=team_check)
        result = StepResult(outcome, outcome.violations)
        if preview or not outcome.ok:
            return result
        inputs = {"models": list(uids), "field_promotion": field_promotion}

        def fn(j: Journal) -> dict[str, Any]:
            for old in j.conn.execute(select(TEAMS.c.id).where(
                    TEAMS.c.player_id == player_id, TEAMS.c.game_id.is_(None))).all():
                j.delete(TEAMS, old[0])
            j.insert(TEAMS, {"player_id": player_id, "game_id": None, "models": list(uids),
                             "field_promotion": outcome.field_promoted,
                             "points": outcome.points, "points_limit": outcome.points_limit,
                             "created_at": _now()})
            return {"models": len(uids), "points": outcome.points,
                    "limit": outcome.points_limit}

        changes, hid = self._run(player["campaign_id"], player_id, "team", inputs, fn)
        return replace(result, changes=changes, history_id=hid)

    def pending_team(self, player_id: int) -> Team | None:
        """The Team saved by :meth:`save_team` and not yet played."""
        with self._read() as conn:
            row = conn.execute(select(TEAMS).where(TEAMS.c.player_id == player_id,
                                                   TEAMS.c.game_id.is_(None))
                               .order_by(TEAMS.c.id.desc())).first()
        if row is None:
            return None
        return Team(tuple(row.models), row.points_limit, row.field_promotion)

    # -- step 2: the game --------------------------------------------------------------------
    def next_mission(self, campaign_id: int, dice: DiceInput | None = None) -> MissionChoice:
        """The mission of the campaign's next game (engine ``choose_mission``); writes
        nothing. Random campaigns need ``dice``."""
        from app.rules.campaign.step2_game import choose_mission

        with self._read() as conn:
            settings = self._settings(conn, campaign_id)
            count = conn.execute(select(func.count()).select_from(GAMES)
                                 .where(GAMES.c.campaign_id == campaign_id)).scalar_one()
        rolled = _dice(dice) if dice is not None else None
        if rolled is None:
            return choose_mission(settings, game_index=int(count))
        with _dice_errors(rolled):
            return choose_mission(settings, game_index=int(count), dice=rolled)

    def record_game(self, campaign_id: int, game: GameRecord, *,
                    preview: bool = False) -> StepResult[GameRecord]:
        """Step 2: record a played game (``player_id`` of each side is ``str(player id)``).
        Checked with the engine's ``validate_game``; each side's saved Team is attached."""
        from app.rules.campaign.step2_game import validate_game

        with self._read() as conn:
            states: dict[str, PlayerState] = {}
            for side in game.players:
                pid = _pid(side.player_id)
                player = self._player_row(conn, pid)
                if player["campaign_id"] != campaign_id:
                    raise StoreNotFoundError("player of another campaign", kind="player",
                                             id=pid)
                states[side.player_id] = self._load(conn, pid)[2]
        game = replace(game, players=tuple(
            replace(side, team=self._expand_crew(states[side.player_id], side.team))
            for side in game.players))
        violations = validate_game(game, states)
        result = StepResult(game, violations)
        if preview or not result.ok:
            return result
        inputs = _game_json(game)
        created: list[int] = []

        def fn(j: Journal) -> dict[str, Any]:
            count = j.conn.execute(select(func.count()).select_from(GAMES)
                                   .where(GAMES.c.campaign_id == campaign_id)).scalar_one()
            gid = j.insert(GAMES, {
                "campaign_id": campaign_id, "number": int(count) + 1,
                "mission_id": game.mission.mission_id, "mission_mode": game.mission.mode,
                "mission_roll": game.mission.roll, "mission_index": game.mission.index,
                "winner_id": _pid(game.winner) if game.winner is not None else None,
                "played_at": _now(), "rewards": None,
            })
            created.append(gid)
            for index, side in enumerate(game.players):
                pid = _pid(side.player_id)
                team = j.conn.execute(select(TEAMS.c.id).where(
                    TEAMS.c.player_id == pid, TEAMS.c.game_id.is_(None))).first()
                team_id = None
                if team is not None:
                    team_id = int(team[0])
                    j.update(TEAMS, team_id, {"game_id": gid})
                j.insert(SIDES, {"game_id": gid, "player_id": pid, "side": index,
                                 "team_id": team_id, **_side_json(side), "injuries": None})
                player = self._player_row(j.conn, pid)
                j.update(PLAYERS, pid, {"force_games": player["force_games"] + 1}, player)
            return {"game": gid, "number": int(count) + 1, "mission": game.mission.mission_id,
                    "winner": _pid(game.winner) if game.winner is not None else None,
                    "players": [_pid(s.player_id) for s in game.players]}

        changes, hid = self._run(campaign_id, None, "game", inputs, fn)
        return replace(result, changes=changes, history_id=hid, id=created[0])

    def games(self, campaign_id: int) -> list[GameSummary]:
        with self._read() as conn:
            out = []
            for g in conn.execute(select(GAMES).where(GAMES.c.campaign_id == campaign_id)
                                  .order_by(GAMES.c.number)):
                sides = conn.execute(select(SIDES.c.player_id, SIDES.c.injuries)
                                     .where(SIDES.c.game_id == g.id)
                                     .order_by(SIDES.c.side)).all()
                out.append(GameSummary(
                    g.id, g.campaign_id, g.number, g.mission_id, g.played_at,
                    tuple(s[0] for s in sides), g.winner_id,
                    tuple(s[0] for s in sides if s[1] is not None), g.rewards is not None))
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
        return GameRecord(
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

    # -- step 3: injuries -------------------------------------------------------------------
    def apply_injuries(
        self, game_id: int, player_id: int, dice: DiceInput, *,
        rerolls: Sequence[tuple[str, RerollSource]] = (),
        handovers: Sequence[WargearHandover] = (),
        officer_promotions: Sequence[str] = (),
        preview: bool = False,
    ) -> StepResult[InjuryStep]:
        """Step 3 for one player of a game: engine ``roll_injuries`` with ``dice`` (typed
        values in order, or a Dice), then each reroll of ``rerolls`` in order (same dice),
        then ``apply_injuries``. The dice are in the order of ``InjuryOutcome.dice`` (a preview's
        ``outcome.rolls.dice`` can be passed back as typed dice). Run it for every player, even
        without casualties: it also ends last game's temporary injuries. Every die is stored in
        the history."""
        from app.rules.campaign.step3_injuries import (
            apply_injuries,
            reroll_injury,
            roll_injuries,
        )

        with self._read() as conn:
            g = self._game_row(conn, game_id)
            side = conn.execute(select(SIDES).where(SIDES.c.game_id == game_id,
                                                    SIDES.c.player_id == player_id)).first()
            if side is None:
                raise StoreNotFoundError("player not in this game", kind="game", id=game_id)
            if side.injuries is not None:
                raise StoreRuleError("", reason="injuries_already_applied", game=game_id,
                                     player=player_id)
            settings = self._settings(conn, g["campaign_id"])
            game = self._game_record(conn, game_id)
            player, _, state, _ = self._load(conn, player_id)
        rolled = _dice(dice)
        found: list[Violation] = []
        with _dice_errors(rolled):
            outcome = roll_injuries(state, game, rolled, settings)
            # Rerolls take their dice in the order of ``InjuryOutcome.dice``: by the model's
            # place among the rolls (a model rerolled twice: in the order given).
            place = {item.uid: i for i, item in enumerate(outcome.rolls)}
            rerolls = [r for _, r in sorted(enumerate(rerolls), key=lambda p: (
                place.get(p[1][0], len(place)), p[0]))]
            for uid, source in rerolls:
                outcome, refused = reroll_injury(outcome, uid, source, rolled)
                found.extend(refused)
        application = apply_injuries(state, game, outcome, handovers=handovers,
                                     officer_promotions=officer_promotions)
        found.extend(application.violations)
        step = InjuryStep(outcome, application)
        result = StepResult(step, tuple(found))
        if preview or not result.ok:
            return result
        inputs = {
            "game": game_id, "dice": list(rolled.rolls),
            "rerolls": [[u, s] for u, s in rerolls],
            "handovers": [[h.from_uid, h.item, h.to_uid, h.replaces] for h in handovers],
            "officer_promotions": list(officer_promotions),
        }
        summary = _injury_summary(step)

        def fn(j: Journal) -> dict[str, Any]:
            lost = {r.uid for r in outcome.rolls if r.result.result == "lost"}
            gone = {uid: ("lost" if uid in lost else "dead", game_id)
                    for uid in (*application.removed, *application.removed_guns)}
            self._sync_state(j, self._player_row(j.conn, player_id), application.state, gone)
            j.update(SIDES, side.id, {"injuries": summary})
            return {**summary, "game": game_id}

        changes, hid = self._run(player["campaign_id"], player_id, "injuries", inputs, fn)
        return replace(result, changes=changes, history_id=hid)

    # -- step 4: RP and Renown ------------------------------------------------------------------
    def apply_rewards(self, game_id: int, dice: DiceInput, *,
                      preview: bool = False) -> StepResult[dict[str, RewardOutcome]]:
        """Step 4 for both players of a game (engine ``compute_rewards`` then
        ``apply_rewards``): ``dice`` holds the loser's Renown roll (none for a win-less draw).
        Every RP line becomes an RP ledger entry."""
        from app.rules.campaign.step4_rewards import apply_rewards, compute_rewards

        with self._read() as conn:
            g = self._game_row(conn, game_id)
            if g["rewards"] is not None:
                raise StoreRuleError("", reason="rewards_already_applied", game=game_id)
            settings = self._settings(conn, g["campaign_id"])
            game = self._game_record(conn, game_id)
            states = {s.player_id: self._load(conn, _pid(s.player_id))[2] for s in game.players}
        rolled = _dice(dice)
        with _dice_errors(rolled):
            rewards = compute_rewards(game, states, rolled, settings)
        result: StepResult[dict[str, RewardOutcome]] = StepResult(rewards)
        if preview:
            return result
        summary = {pid: _reward_json(r) for pid, r in rewards.items()}

        def fn(j: Journal) -> dict[str, Any]:
            for pid_text, reward in rewards.items():
                pid = _pid(pid_text)
                before = states[pid_text]
                after = apply_rewards(before, reward)
                self._sync_state(j, self._player_row(j.conn, pid), after)
                for line in reward.lines:
                    self._rp_entry(j, pid, line.rp, line.kind, line.id)
                clamp = after.rp - before.rp - reward.rp_total
                self._rp_entry(j, pid, clamp, "floor")
            j.update(GAMES, game_id, {"rewards": summary})
            return {"game": game_id, "players": summary}

        changes, hid = self._run(g["campaign_id"], None, "rewards",
                                 {"game": game_id, "dice": list(rolled.rolls)}, fn)
        return replace(result, changes=changes, history_id=hid)


def _side_json(side: PlayerGame) -> dict[str, Any]:
    return {
        "team": list(side.team), "role": side.role,
        "achievements": dict(side.achievements), "facts": dict(side.facts),
        "casualties": list(side.casualties), "fled": list(side.fled),
        "knocked_out": list(side.knocked_out), "walker_damage": dict(side.walker_damage),
        "field_promoted": side.field_promoted,
    }


def _game_json(game: GameRecord) -> dict[str, Any]:
    return {
        "mission": {"mode": game.mission.mode, "id": game.mission.mission_id,
                    "roll": game.mission.roll, "index": game.mission.index},
        "winner": game.winner,
        "players": [{"player": s.player_id, **_side_json(s)} for s in game.players],
    }


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

