"""Campaigns and players: create, rename, settings, summaries and standings."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    case,
    func,
    insert,
    select,
    update,
)

from app.model import convert as cv
from app.model.errors import StoreNotFoundError, StoreRuleError
from app.model.journal import Journal
from app.rules.campaign.plans import canonical_force
from app.rules.campaign.state import CampaignSettings
from app.rules.force import Force

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    from app.rules.teamlist import TeamList
from app.model.store.base import (
    _TEAM_LISTS,
    CAMPAIGNS,
    COPIES,
    GAMES,
    HISTORY,
    MODELS,
    PLAYERS,
    SIDES,
    _now,
    copy_values,
    load_copy,
    resolve_team_list,
)
from app.model.store.forces import ForceStore
from app.model.store.results import (
    CampaignInfo,
    CampaignSummary,
    Changes,
    FormerModel,
    PlayerSummary,
    Standing,
    StepResult,
)


class CampaignStore(ForceStore):
    # -- campaigns -------------------------------------------------------------------------
    def create_campaign(self, name: str, notes: str = "",
                        settings: CampaignSettings | None = None) -> int:
        """A new campaign (recorded in its history; not undoable: delete it instead)."""
        settings = settings or CampaignSettings()
        forced = self._forced("campaigns")

        def body(conn: Connection) -> int:
            now = _now()
            result = conn.execute(insert(CAMPAIGNS).values(
                **forced, name=name, notes=notes,
                settings=cv.settings_to_json(settings), archived=False, created_at=now,
                updated_at=now))
            cid = int(result.inserted_primary_key[0])  # type: ignore[index]
            self._history(conn, cid, None, "campaign_created",
                          {"name": name, "notes": notes,
                           "settings": cv.settings_to_json(settings)},
                          {"name": name}, is_action=False)
            return cid

        cid = self._transact(body, committed=self._campaign_of)
        return cid

    def campaigns(self, *, include_archived: bool = True) -> list[CampaignSummary]:
        with self._read() as conn:
            players: dict[int, int] = dict(conn.execute(
                select(PLAYERS.c.campaign_id, func.count()).group_by(PLAYERS.c.campaign_id)
            ).all())
            games = {r[0]: (r[1], r[2]) for r in conn.execute(
                select(GAMES.c.campaign_id, func.count(), func.max(GAMES.c.played_at))
                .group_by(GAMES.c.campaign_id)
            )}
            out = []
            c = CAMPAIGNS.c  # (not the JSON columns: settings and standings are not listed)
            for r in conn.execute(select(c.id, c.name, c.notes, c.archived, c.created_at,
                                         c.updated_at).order_by(c.id)):
                if r.archived and not include_archived:
                    continue
                count, last = games.get(r.id, (0, None))
                out.append(CampaignSummary(r.id, r.name, r.notes, bool(r.archived),
                                           int(players.get(r.id, 0)), int(count), last,
                                           r.created_at, r.updated_at))
            return out

    def campaign(self, campaign_id: int) -> CampaignInfo:
        with self._read() as conn:
            r = self._campaign_row(conn, campaign_id)
        standings = tuple(tuple(int(x) for x in s) for s in (r["standings"] or ()))
        return CampaignInfo(r["id"], r["name"], r["notes"], cv.settings_from_json(r["settings"]),
                            bool(r["archived"]), r["created_at"], r["updated_at"],
                            r["closed_at"], standings)  # type: ignore[arg-type]

    def _campaign_update(self, campaign_id: int, kind: str, values: Mapping[str, Any],
                         inputs: Mapping[str, Any]) -> Changes:
        def fn(j: Journal) -> dict[str, Any]:
            j.update(CAMPAIGNS, campaign_id, values)
            return dict(inputs)

        changes, _ = self._run(campaign_id, None, kind, inputs, fn)
        return replace(changes, campaign_list=True)

    def rename_campaign(self, campaign_id: int, name: str) -> Changes:
        return self._campaign_update(campaign_id, "campaign_renamed", {"name": name},
                                     {"name": name})

    def set_campaign_notes(self, campaign_id: int, notes: str) -> Changes:
        return self._campaign_update(campaign_id, "campaign_notes", {"notes": notes},
                                     {"notes": notes})

    def archive_campaign(self, campaign_id: int, archived: bool = True) -> Changes:
        return self._campaign_update(campaign_id, "campaign_archived",
                                     {"archived": archived}, {"archived": archived})

    def update_settings(self, campaign_id: int,
                        settings: CampaignSettings) -> StepResult[CampaignSettings]:
        """Change the settings; refused (nothing written) with the engine's violations when
        the mission list is wrong."""
        from app.rules.campaign.step2_game import validate_settings

        violations = validate_settings(settings)
        if violations:
            return StepResult(settings, violations)
        data = cv.settings_to_json(settings)
        changes = self._campaign_update(campaign_id, "campaign_settings", {"settings": data},
                                        {"settings": data})
        return StepResult(settings, (), changes)

    def delete_campaign(self, campaign_id: int) -> Changes:
        """Delete a campaign and everything in it (not undoable: the UI confirms first)."""
        from sqlalchemy import delete

        def body(conn: Connection) -> None:
            self._campaign_row(conn, campaign_id)
            conn.execute(delete(CAMPAIGNS).where(CAMPAIGNS.c.id == campaign_id))

        self._transact(body, campaign=campaign_id)
        return Changes(campaigns=frozenset({campaign_id}), campaign_list=True)

    # -- players ---------------------------------------------------------------------------
    def add_player(self, campaign_id: int, name: str, team_list_id: str, force_name: str = "",
                   *, revision: str | None = None, team_list: TeamList | None = None,
                   force: Force | None = None) -> int:
        """A new player with an empty Force (or ``force``) on a copy of the Team List.

        A ``force`` given here is the player's starting Force: it may still be short of its
        minimums (a draft the Force editor fills in; the Team of step 1 is refused until the
        starting Force is valid), but over 250 points, an allowance or a limit it is refused
        with :class:`StoreRuleError` (``reason`` ``starting_force_invalid``, ``codes``) and
        nothing is written."""
        tl = team_list or resolve_team_list(team_list_id, revision)
        sha = copy_values(tl)["sha256"]
        if force is not None:
            from app.rules.campaign.plans import starting_force_breaches

            problems = starting_force_breaches(self._validator_for(tl, sha),
                                               replace(force, starting=True))
            if problems:
                raise StoreRuleError("", reason="starting_force_invalid",
                                     codes=", ".join(sorted({v.code for v in problems})))
        inputs = {"name": name, "force_name": force_name, "team_list": tl.id,
                  "team_list_version": tl.version, "copy": sha,
                  "force": canonical_force(force) if force is not None else None}
        created: list[int] = []

        def fn(j: Journal) -> dict[str, Any]:
            copy_id = self._copy_id(j.conn, tl)
            position = j.conn.execute(
                select(func.count()).select_from(PLAYERS)
                .where(PLAYERS.c.campaign_id == campaign_id)).scalar_one()
            pid = j.insert(PLAYERS, {
                **self._forced("players"), "campaign_id": campaign_id,
                "position": int(position), "name": name,
                "force_name": force_name, "team_list_copy_id": copy_id, "rp": 0, "renown": 0,
                "base_level": 1, "upgrades": [], "improved": [], "group_rolls": {},
                "converted": False, "dissolutions": 0, "force_games": 0, "created_at": _now(),
            })
            created.append(pid)
            j.conn.execute(update(HISTORY).where(HISTORY.c.id == j.history_id)
                           .values(player_id=pid))
            if force is not None:
                self._sync_force(j, self._player_row(j.conn, pid), replace(force,
                                 name=force_name or force.name))
            return {"player": pid, "name": name, "team_list": tl.id,
                    "team_list_version": tl.version}

        self._run(campaign_id, None, "player_added", inputs, fn)
        return created[0]

    def rename_player(self, player_id: int, name: str | None = None,
                      force_name: str | None = None) -> Changes:
        values: dict[str, Any] = {}
        if name is not None:
            values["name"] = name
        if force_name is not None:
            values["force_name"] = force_name

        def fn(j: Journal) -> dict[str, Any]:
            j.update(PLAYERS, player_id, values)
            return dict(values)

        changes, _ = self._run(self._player_campaign(player_id), player_id, "player_renamed",
                               values, fn)
        return changes

    def players(self, campaign_id: int) -> list[PlayerSummary]:
        with self._read() as conn:
            self._campaign_row(conn, campaign_id)
            return self._summaries(conn, PLAYERS.c.campaign_id == campaign_id)

    def player_summary(self, player_id: int) -> PlayerSummary:
        with self._read() as conn:
            found = self._summaries(conn, PLAYERS.c.id == player_id)
        if not found:
            raise StoreNotFoundError("", kind="player", id=player_id)
        return found[0]

    def _summaries(self, conn: Connection, which: ColumnElement[bool]) -> list[PlayerSummary]:
        """The summaries of the players ``which`` selects, in order, in four queries (the
        campaign view opens with them: no JSON column beyond ``upgrades`` is read)."""
        from app.rules.campaign.base_levels import base_level

        players = conn.execute(
            select(PLAYERS.c.id, PLAYERS.c.campaign_id, PLAYERS.c.name, PLAYERS.c.force_name,
                   PLAYERS.c.rp, PLAYERS.c.renown, PLAYERS.c.base_level, PLAYERS.c.upgrades,
                   PLAYERS.c.dissolutions, PLAYERS.c.force_games, COPIES.c.list_id,
                   COPIES.c.name.label("list_name"), COPIES.c.version)
            .join(COPIES, COPIES.c.id == PLAYERS.c.team_list_copy_id)
            .where(which).order_by(PLAYERS.c.position, PLAYERS.c.id)).all()
        # Games, wins and draws counted by the database: one row per player, not one per
        # game played (a 1,000-game campaign has 2,000 sides).
        results: dict[int, tuple[int, int, int]] = {}
        for pid, played, won, drawn in conn.execute(
                select(SIDES.c.player_id, func.count(),
                       func.coalesce(func.sum(case((GAMES.c.winner_id == SIDES.c.player_id, 1),
                                                   else_=0)), 0),
                       func.coalesce(func.sum(case((GAMES.c.winner_id.is_(None), 1),
                                                   else_=0)), 0))
                .join(GAMES, SIDES.c.game_id == GAMES.c.id)
                .join(PLAYERS, PLAYERS.c.id == SIDES.c.player_id).where(which)
                .group_by(SIDES.c.player_id)):
            results[int(pid)] = (int(played), int(won), int(drawn))
        points: dict[int, list[str]] = {}
        for pid, value in conn.execute(
                select(MODELS.c.player_id, MODELS.c.points)
                .join(PLAYERS, (PLAYERS.c.id == MODELS.c.player_id)
                      & (MODELS.c.force_no == PLAYERS.c.dissolutions))
                .where(which, MODELS.c.status == "active", MODELS.c.crew.is_(False))):
            points.setdefault(pid, []).append(value)
        out = []
        for p in players:
            games, wins, draws = results.get(p.id, (0, 0, 0))
            own = points.get(p.id, [])
            out.append(PlayerSummary(
                id=p.id, campaign_id=p.campaign_id, name=p.name, force_name=p.force_name,
                team_list_id=p.list_id, team_list_name=p.list_name,
                team_list_version=p.version, rp=p.rp, renown=p.renown,
                base_level=p.base_level, team_limit=base_level(p.base_level).team_limit,
                upgrades=tuple(p.upgrades), games=games, wins=wins, draws=draws,
                losses=games - wins - draws, models=len(own), points=cv.force_points(own),
                dissolutions=p.dissolutions, force_games=p.force_games,
            ))
        return out

    def standings(self, campaign_id: int) -> list[Standing]:
        """Players ranked by Renown, then wins, then RP."""
        summaries = self.players(campaign_id)
        ordered = sorted(summaries, key=lambda s: (-s.renown, -s.wins, -s.rp, s.name.lower()))
        return [Standing(i + 1, s.id, s.name, s.force_name, s.games, s.wins, s.draws, s.losses,
                         s.renown, s.rp) for i, s in enumerate(ordered)]

    def unparsed_copies(self, campaign_id: int) -> list[dict[str, Any]]:
        """The rows of the Team List copies that the campaign's players use and that this
        process has not parsed yet (two statements, no JSON decoded): for
        :func:`preload_copies`, which parses them in another thread before the History tab
        or a Force window needs them."""
        with self._read() as conn:
            used = select(PLAYERS.c.team_list_copy_id).where(
                PLAYERS.c.campaign_id == campaign_id)
            missing = [int(r.id) for r in conn.execute(
                select(COPIES.c.id, COPIES.c.sha256).where(COPIES.c.id.in_(used))
                .order_by(COPIES.c.id)) if r.sha256 not in _TEAM_LISTS]
            if not missing:
                return []
            rows = conn.execute(select(COPIES).where(COPIES.c.id.in_(missing))
                                .order_by(COPIES.c.id)).all()
        return [dict(r._mapping) for r in rows]

    def former_models(self, player_id: int) -> list[FormerModel]:
        """Dead, lost, removed models and those of dissolved Forces (history)."""
        with self._read() as conn:
            # Only the columns a former model has (a long campaign has thousands: the other
            # JSON columns are not decoded for nothing), unpacked by position.
            rows = conn.execute(select(MODELS.c.uid, MODELS.c.entry, MODELS.c.name,
                                       MODELS.c.status, MODELS.c.status_game_id,
                                       MODELS.c.force_no, MODELS.c.honours)
                                .where(MODELS.c.player_id == player_id,
                                       MODELS.c.status != "active")
                                .order_by(MODELS.c.force_no, MODELS.c.id))
            return [FormerModel(uid, entry, name, status, game, force_no, tuple(honours))
                    for uid, entry, name, status, game, force_no, honours in rows]



def preload_copies(rows: Iterable[Mapping[str, Any]]) -> int:
    """Parse the Team List copies of ``rows`` (:meth:`CampaignStore.unparsed_copies`) into the
    process's cache, touching no store: safe in a worker thread. Gives how many it parsed."""
    parsed = 0
    for row in rows:
        if str(row["sha256"]) not in _TEAM_LISTS:
            load_copy(row)
            parsed += 1
    return parsed
