"""Writing a Force and a player's campaign state; Force edits, Team List moves, dissolution."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update

from app.model import convert as cv
from app.model.errors import (
    StoreRuleError,
)
from app.model.journal import Journal, Row
from app.rules.campaign.plans import ENGINE_VERSION, canonical_force
from app.rules.campaign.state import CampaignModel, PlayerState
from app.rules.force import Force

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    from app.rules.teamlist import TeamList
from app.model.store.base import (
    GROUPS,
    HISTORY,
    MODELS,
    PLAYERS,
    RP,
    StoreBase,
    _jsonable,
    copy_values,
)
from app.model.store.results import Changes, HistoryEntry, _entry


class ForceStore(StoreBase):
    def _sync_force(self, j: Journal, player: Row, force: Force,
                    campaign: Mapping[str, CampaignModel] | None = None, *,
                    points: Mapping[str, Fraction] | None = None) -> None:
        """Make the stored Force equal ``force`` (models, options, groups, names), keeping the
        campaign data of existing uids; new uids get campaign data from ``campaign`` (step 5)
        or from the Team List. ``points``: each model's points as the plan computed them
        (else computed here, by the same validator)."""
        conn = j.conn
        copy_id = player["team_list_copy_id"]
        tl = self._team_list(conn, copy_id)
        force_no = player["dissolutions"]
        pid = player["id"]
        groups = {g["gid"]: g for g in self._group_rows(conn, player)}
        by_gid = {g.id: g for g in force.groups}
        for position, g in enumerate(force.groups):
            values = {"entry": g.entry, "name": g.name, "squad": g.squad,
                      "starting_size": g.starting_size,
                      "options": cv.options_to_json(g.options), "position": position}
            if g.id in groups:
                j.update(GROUPS, groups[g.id]["id"], values, groups[g.id])
            else:
                j.insert(GROUPS, {"player_id": pid, "force_no": force_no, "gid": g.id, **values})
        rows = {m["uid"]: m for m in self._all_model_rows(conn, player)}
        active = {uid for uid, m in rows.items() if m["status"] == "active"}
        wanted = {m.uid for m in force.models}
        if points is None:
            points = self._validator(conn, copy_id).validate_force(force).model_points
        for position, fm in enumerate(force.models):
            values = {
                "entry": fm.entry, "member": fm.member, "name": fm.name,
                "options": cv.options_to_json(fm.options), "gid": fm.group,
                "position": position,
                "points": cv.points_text(points.get(fm.uid, Fraction(0))),
            }
            row = rows.get(fm.uid)
            fresh = row is None or row["status"] != "active" or row["entry"] != fm.entry
            if fresh:
                init = cv.campaign_fields(tl, fm, by_gid.get(fm.group) if fm.group else None)
                if campaign is not None and fm.uid in campaign:
                    init.update(cv.campaign_values(campaign[fm.uid]))
                values.update(init)
                values.update(status="active", status_game_id=None)
            elif row is not None and row["gid"] != fm.group:
                group = by_gid.get(fm.group) if fm.group else None
                values["squad_size"] = (group.starting_size if group and group.squad else None)
            if row is None:
                j.insert(MODELS, {"player_id": pid, "force_no": force_no, "uid": fm.uid,
                                  **values})
            else:
                j.update(MODELS, row["id"], values, row)
            if values.get("artillery") and fresh:
                for n in range(1, cv.ARTILLERY_CREW + 1):
                    crew = cv.crew_fields(fm.uid, n)
                    crew_row = rows.get(crew["uid"])
                    crew_values = {**crew, "entry": fm.entry, "member": None, "name": "",
                                   "options": [], "gid": None, "position": position,
                                   "points": "0", "status": "active", "status_game_id": None}
                    if crew_row is None:
                        j.insert(MODELS, {"player_id": pid, "force_no": force_no,
                                          **crew_values})
                    else:
                        j.update(MODELS, crew_row["id"], crew_values, crew_row)
        for uid in sorted(active - wanted):
            row = rows[uid]
            if row["crew"]:
                gun = uid.split(cv.CREW_SEPARATOR)[0]
                if gun in wanted:
                    continue
            j.update(MODELS, row["id"], {"status": "removed"}, row)
        for gid, group_row in groups.items():
            if gid not in by_gid:
                j.delete(GROUPS, group_row["id"])

    def _sync_state(self, j: Journal, player: Row, state: PlayerState,
                    gone: Mapping[str, tuple[str, int | None]] | None = None, *,
                    sync_options: bool = True) -> None:
        """Write the rules engine's new ``state`` of the player: player values, each model's
        campaign data (and options after wargear hand-overs); models missing from ``state``
        leave with ``gone[uid]`` = (status, game id), default ``("dead", None)``."""
        j.update(PLAYERS, player["id"], cv.player_values(state), player)
        rows = {m["uid"]: m for m in self._model_rows(j.conn, player)}
        by_uid = {m.uid: m for m in state.models}
        changed_options = False
        for uid, row in rows.items():
            model = by_uid.get(uid)
            if model is None:
                status, game = (gone or {}).get(uid, ("dead", None))
                j.update(MODELS, row["id"], {"status": status, "status_game_id": game}, row)
                continue
            values = cv.campaign_values(model)
            options = cv.options_from_json(row["options"])
            if sync_options and sorted(model.wargear) != sorted(cv.wargear_of(options)):
                values["options"] = cv.options_to_json(_options_for(options, model.wargear))
                changed_options = True
            j.update(MODELS, row["id"], values, row)
        for model in state.models:
            if model.uid not in rows and model.crew:  # replacement crew bought in step 5
                gun = rows.get(model.uid.split(cv.CREW_SEPARATOR)[0])
                j.insert(MODELS, {
                    "player_id": player["id"], "force_no": player["dissolutions"],
                    "uid": model.uid, "position": gun["position"] if gun else 0,
                    "entry": model.entry_id, "member": None, "name": "", "options": [],
                    "gid": None, "unit": model.group_id, "points": "0", "status": "active",
                    "status_game_id": None, **cv.campaign_values(model),
                })
        if changed_options:
            self._refresh_points(j, self._player_row(j.conn, player["id"]))

    def _refresh_points(self, j: Journal, player: Row) -> None:
        models = self._model_rows(j.conn, player)
        groups = self._group_rows(j.conn, player)
        tl = self._team_list(j.conn, player["team_list_copy_id"])
        force = self._force(player, models, groups, tl)
        report = self._validator(j.conn, player["team_list_copy_id"]).validate_force(force)
        for row in models:
            if row["crew"]:
                continue
            text = cv.points_text(report.model_points.get(row["uid"], Fraction(0)))
            if text != row["points"]:
                j.update(MODELS, row["id"], {"points": text}, row)

    def _rp_entry(self, j: Journal, player_id: int, amount: int, kind: str, ref: str = "") -> None:
        if amount:
            j.insert(RP, {"player_id": player_id, "history_id": j.history_id, "amount": amount,
                          "kind": kind, "ref": ref})

    def edit_force(self, player_id: int, action: str, inputs: Mapping[str, Any],
                   force: Force) -> Changes:
        """One undoable Force-editor action: the stored Force becomes ``force`` (the editor's
        new rules Force). Campaign data stays with existing uids; new uids are initialised
        from the Team List. ``action`` / ``inputs`` describe it in the history.

        Once the Force has played a game it changes only through step 5 (:meth:`spend`) or a
        :meth:`correct_force`: any other change is refused with :class:`StoreRuleError`
        (``reason`` ``force_played``); names (of the Force, its models and Groups) may still
        be changed."""
        return self._replace_force(player_id, "force_edit",
                                   {"action": action, **_jsonable(inputs)}, force)

    def correct_force(self, player_id: int, force: Force, reason: str, *,
                      action: str = "correction",
                      inputs: Mapping[str, Any] | None = None) -> Changes:
        """A **correction** of a Force that has played: the stored Force becomes ``force``
        outside step 5 (a mistake at the table, a model forgotten), for the ``reason`` the
        player gives (required). Recorded as a ``force_corrected`` action (undoable, named as a
        correction in the history, flagged on the Force Sheet)."""
        reason = reason.strip()
        if not reason:
            raise StoreRuleError("a correction needs a reason", reason="correction_reason")
        return self._replace_force(
            player_id, "force_corrected",
            {"action": action, "reason": reason[:500], **_jsonable(inputs or {})}, force,
            correction=True)

    def force_has_played(self, player_id: int) -> bool:
        """Whether the player's current Force has played a game (it then changes only
        through step 5 or a correction)."""
        with self._read() as conn:
            return bool(self._player_row(conn, player_id)["force_games"])

    def corrections(self, player_id: int) -> list[HistoryEntry]:
        """The corrections in force of the player's current Force, oldest first."""
        with self._read() as conn:
            player = self._player_row(conn, player_id)
            rows = conn.execute(
                select(HISTORY).where(HISTORY.c.campaign_id == player["campaign_id"],
                                      HISTORY.c.player_id == player_id,
                                      HISTORY.c.kind == "force_corrected",
                                      HISTORY.c.is_action.is_(True),
                                      HISTORY.c.undone.is_(False))
                .order_by(HISTORY.c.seq)).all()
        return [_entry(r) for r in rows
                if r.inputs.get("force_no", player["dissolutions"]) == player["dissolutions"]]

    def _replace_force(self, player_id: int, kind: str, inputs: Mapping[str, Any],
                       force: Force, *, correction: bool = False) -> Changes:
        campaign_id = self._player_campaign(player_id)
        action = str(inputs.get("action", kind))
        recorded = {**inputs, "force": canonical_force(force)}

        def fn(j: Journal) -> dict[str, Any]:
            from app.rules.campaign.plans import plan_force_change

            player = self._player_row(j.conn, player_id)
            played = bool(player["force_games"])
            # the stored Force matters only to a Force that has played (an edit's hot path)
            current = self._load(j.conn, player_id)[3] if played else force
            plan = plan_force_change(current, force,
                                     self._validator(j.conn, player["team_list_copy_id"]),
                                     played=played, correction=correction)
            if plan.refusal is not None:
                raise StoreRuleError("", reason=plan.refusal, player=player_id)
            if correction:
                j.conn.execute(update(HISTORY).where(HISTORY.c.id == j.history_id).values(
                    inputs={**recorded, "engine": ENGINE_VERSION,
                            "force_no": player["dissolutions"]}))
            if force.name != player["force_name"]:
                j.update(PLAYERS, player_id, {"force_name": force.name}, player)
                player = self._player_row(j.conn, player_id)
            self._sync_force(j, player, force, points=plan.model_points)
            out: dict[str, Any] = {"action": action, "models": len(force.models)}
            if correction:
                out["reason"] = inputs.get("reason", "")
            return out

        changes, _ = self._run(campaign_id, player_id, kind, recorded, fn)
        return changes

    def move_team_list(self, player_id: int, team_list: TeamList) -> Changes:
        """Move the player's Force to another revision of its Team List (one undoable action).

        A re-imported catalogue never changes a Force by itself; the player moves it when they
        choose, after reading :func:`app.model.catalogues.revision_changes`. The stored Force is
        kept as it is; its points are recomputed from the new copy, and what the new revision no
        longer has shows as violations.
        """
        campaign_id = self._player_campaign(player_id)
        current = self.team_list(player_id)
        if team_list.id != current.id:
            raise StoreRuleError("a Force moves only to a revision of its own Team List",
                                 reason="other_team_list", team_list=team_list.id,
                                 current=current.id)
        force = self.force(player_id)
        inputs = {"team_list": team_list.id, "from_version": current.version,
                  "to_version": team_list.version,
                  "copy": copy_values(team_list)["sha256"]}

        def fn(j: Journal) -> dict[str, Any]:
            copy_id = self._copy_id(j.conn, team_list)
            j.update(PLAYERS, player_id, {"team_list_copy_id": copy_id})
            self._sync_force(j, self._player_row(j.conn, player_id), force)
            return dict(inputs)

        changes, _ = self._run(campaign_id, player_id, "team_list_moved", inputs, fn)
        return changes

    def dissolve_force(self, player_id: int) -> Changes:
        """Dissolve the Force (rules engine ``dissolve``): its models stay as history (status
        ``dissolved``), the player starts a new, empty Force."""
        from app.rules.campaign.step1_team import dissolve

        campaign_id = self._player_campaign(player_id)

        def fn(j: Journal) -> dict[str, Any]:
            settings = self._settings(j.conn, campaign_id)
            player, models, state, _ = self._load(j.conn, player_id)
            new = dissolve(state, settings)
            gone = {m["uid"]: ("dissolved", None) for m in models}
            self._sync_state(j, player, new, gone)
            j.update(PLAYERS, player_id, {"force_games": 0})
            self._rp_entry(j, player_id, new.rp - state.rp, "dissolution")
            return {"models": len(models), "rp": new.rp, "renown": new.renown}

        changes, _ = self._run(campaign_id, player_id, "force_dissolved", {}, fn)
        return changes


def _options_for(options: Sequence[Any], wargear: Sequence[str]) -> tuple[Any, ...]:
    """Options after a hand-over: drop top-level options whose item is gone, add new items."""
    from app.rules.force import Selection

    wanted = list(wargear)
    kept = []
    for s in options:
        if s.entry in wanted:
            kept.append(s)
            wanted.remove(s.entry)
            for child in s.walk():
                if child is not s and child.entry in wanted:
                    wanted.remove(child.entry)
    return (*kept, *(Selection(item) for item in wanted))

