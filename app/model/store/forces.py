"""Writing a Force and a player's campaign state; Force edits, Team List moves, dissolution."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NamedTuple

from sqlalchemy import Connection, select, update

from app.model import convert as cv
from app.model.errors import (
    StoreImportError,
    StoreRuleError,
)
from app.model.journal import Journal, Row
from app.rules.campaign.plans import ENGINE_VERSION, canonical_force
from app.rules.campaign.state import CampaignModel, PlayerState
from app.rules.force import Force, ForceModel

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    from app.rules.teamlist import TeamList
    from app.rules.validation import Validator
from app.model.store.base import (
    _TEAM_LISTS,
    _VALIDATORS,
    GROUPS,
    HISTORY,
    MODELS,
    PLAYERS,
    RP,
    ForceView,
    StoreBase,
    _jsonable,
    copy_values,
)
from app.model.store.results import Changes, HistoryEntry, _entry

#: Each current model row (a copy), its rules Force model (``None``: an Artillery crew) and its
#: campaign model, by row id.
_Made = dict[int, tuple[Row, ForceModel | None, CampaignModel]]
#: (write number, player id, Force number, model rows, Group rows, made, campaign id)
_KeptRows = tuple[int, int, int, list[Row], list[Row], _Made, int]


def _view_of(tl: TeamList, player: Row, models: Sequence[Row], groups: Sequence[Row],
             made: _Made) -> ForceView:
    """The view of a Force made of its rows: the current model rows (ordered as
    ``_model_rows``), the Group rows (as ``_group_rows``), and the objects ``made`` of each
    model row (``ForceStore._models_of``)."""
    force_models = [made[m["id"]][1] for m in models]
    return ForceView(
        tl, Force(team_list=tl.id,
                  models=tuple(fm for fm in force_models if fm is not None),
                  groups=tuple(cv.force_group(g) for g in groups),
                  name=player["force_name"], upgrades=frozenset(player["upgrades"]),
                  starting=player["force_games"] == 0),
        cv.player_state(player, models, campaign_models=[made[m["id"]][2] for m in models]),
        int(player["force_games"]))


class ForceStore(StoreBase):
    def _sync_force(self, j: Journal, player: Row, force: Force,
                    campaign: Mapping[str, CampaignModel] | None = None, *,
                    points: Mapping[str, Fraction] | None = None,
                    read: tuple[list[Row], list[Row]] | None = None,
                    every_row: list[Row] | None = None,
                    team_list: TeamList | None = None,
                    unchanged: Mapping[str, tuple[ForceModel, Row]] | None = None,
                    ) -> tuple[list[Row], list[Row]]:
        """Make the stored Force equal ``force`` (models, options, groups, names), keeping the
        campaign data of existing uids; new uids get campaign data from ``campaign`` (step 5)
        or from the Team List. ``points``: each model's points as the plan computed them
        (else computed here, by the same validator). A Force with an id it cannot take
        (:func:`uid_clash`: two models or Groups with one id, an Artillery crew id, a departed
        model's uid) is refused with :class:`StoreRuleError` (``reason`` ``uid_<why>``,
        ``uid``) before a row is written.

        ``read``: the current Force's model rows (every status) and Group rows, as just read
        in this transaction (else read here). Gives the rows as they are now, written: the
        current models (ordered as :meth:`_model_rows`) and the Groups (as
        :meth:`_group_rows`), for a view of the Force without reading it again;
        ``every_row`` receives the model rows of every status, as :meth:`_all_model_rows`
        would read them now. ``unchanged``: by uid, the rules Force's model each stored row
        was made from, and that row (the last edit's, see :meth:`_models_of`): a model of
        ``force`` that is that very object, at the same place and points, is left as it
        is (an add to a 1,000-model Force wrote one row, and compared 1,000)."""
        conn = j.conn
        all_rows, group_rows = read if read is not None else (
            self._all_model_rows(conn, player), self._group_rows(conn, player))
        rows = {m["uid"]: dict(m) for m in all_rows}
        clash = uid_clash(force, rows)
        if clash is not None:
            raise StoreRuleError(clash.text(), reason=f"uid_{clash.why}", uid=clash.uid,
                                 player=player["id"])
        copy_id = player["team_list_copy_id"]
        tl = team_list if team_list is not None else self._team_list(conn, copy_id)
        force_no = player["dissolutions"]
        pid = player["id"]
        groups = {g["gid"]: dict(g) for g in group_rows}
        by_gid = {g.id: g for g in force.groups}
        for position, g in enumerate(force.groups):
            values = {"entry": g.entry, "name": g.name, "squad": g.squad,
                      "starting_size": g.starting_size,
                      "options": cv.options_to_json(g.options), "position": position}
            if g.id in groups:
                j.update(GROUPS, groups[g.id]["id"], values, groups[g.id])
                groups[g.id].update(values)
            else:
                groups[g.id] = j.insert_row(GROUPS, {"player_id": pid, "force_no": force_no,
                                                     "gid": g.id, **values})
        active = {uid for uid, m in rows.items() if m["status"] == "active"}
        wanted = {m.uid for m in force.models}
        if points is None:
            points = self._validator(conn, copy_id).validate_force(force).model_points
        for position, fm in enumerate(force.models):
            row = rows.get(fm.uid)
            known = unchanged.get(fm.uid) if unchanged is not None and row is not None else None
            if (known is not None and known[0] is fm and row is not None
                    and row["position"] == position and row["status"] == "active"
                    and known[1] == row
                    and row["points"] == cv.points_text(points.get(fm.uid, Fraction(0)))):
                continue  # the very model the row was made from: nothing to write
            values = {
                "entry": fm.entry, "member": fm.member, "name": fm.name,
                "options": cv.options_to_json(fm.options), "gid": fm.group,
                "position": position,
                "points": cv.points_text(points.get(fm.uid, Fraction(0))),
            }
            fresh = row is None or row["status"] != "active" or row["entry"] != fm.entry
            if fresh:
                init = cv.campaign_fields(tl, fm, by_gid.get(fm.group) if fm.group else None)
                if campaign is not None and fm.uid in campaign:
                    init.update(cv.campaign_values(campaign[fm.uid]))
                values.update(init)
                values.update(status="active", status_game_id=None)
            elif row is not None and row["gid"] != fm.group:
                group = by_gid.get(fm.group) if fm.group else None
                # The size of a Squad is the Team List's, never the roster's (issue 17).
                values["squad_size"] = ((tl.unit_size(group.entry) or group.starting_size)
                                        if group and group.squad else None)
            if row is None:
                rows[fm.uid] = j.insert_row(MODELS, {"player_id": pid, "force_no": force_no,
                                                     "uid": fm.uid, **values})
            else:
                j.update(MODELS, row["id"], values, row)
                row.update(values)
            if values.get("artillery") and fresh:
                size = cv.crew_count(tl, fm)  # its two, and the crew bought as options
                for n in range(1, size + 1):
                    crew = cv.crew_fields(fm.uid, n, size)
                    crew_row = rows.get(crew["uid"])
                    crew_values = {**crew, "entry": fm.entry, "member": None, "name": "",
                                   "options": [], "gid": None, "position": position,
                                   "points": "0", "status": "active", "status_game_id": None}
                    if crew_row is None:
                        rows[crew["uid"]] = j.insert_row(
                            MODELS, {"player_id": pid, "force_no": force_no, **crew_values})
                    else:
                        j.update(MODELS, crew_row["id"], crew_values, crew_row)
                        crew_row.update(crew_values)
        for uid in sorted(active - wanted):
            row = rows[uid]
            if row["crew"]:
                gun = uid.split(cv.CREW_SEPARATOR)[0]
                if gun in wanted:
                    continue
            j.update(MODELS, row["id"], {"status": "removed"}, row)
            row["status"] = "removed"
        for gid, group_row in list(groups.items()):
            if gid not in by_gid:
                j.delete(GROUPS, group_row["id"])
                del groups[gid]
        if every_row is not None:
            every_row.extend(rows.values())
        return (sorted((r for r in rows.values() if r["status"] == "active"),
                       key=lambda r: (r["position"], r["id"])),
                sorted(groups.values(), key=lambda g: (g["position"], g["id"])))

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

    def _invariant_problems(self, conn: Connection, campaign_id: int) -> list[Invariant]:
        """What breaks the campaign's invariants (empty when sound), read on ``conn`` (inside
        a write too, so that an import can roll back): each player's RP = the sum of their RP
        entries, RP and Renown ≥ 0, each current model's stored points = the points its Team
        List copy prices (an entry the copy does not have prices 0)."""
        from sqlalchemy import func

        problems: list[Invariant] = []
        pids = [r[0] for r in conn.execute(
            select(PLAYERS.c.id).where(PLAYERS.c.campaign_id == campaign_id)
            .order_by(PLAYERS.c.id))]
        for pid in pids:
            player, models, _state, force = self._load(conn, pid)
            ledger = int(conn.execute(select(func.coalesce(func.sum(RP.c.amount), 0))
                                      .where(RP.c.player_id == pid)).scalar_one())
            if ledger != player["rp"]:
                problems.append(Invariant(pid, None, "rp", player["rp"], ledger))
            if player["renown"] < 0 or player["rp"] < 0:
                problems.append(Invariant(pid, None, "negative", player["rp"],
                                          player["renown"]))
            report = self._validator(conn, player["team_list_copy_id"]).validate_force(force)
            for m in models:
                if m["crew"]:
                    continue
                want = report.model_points.get(m["uid"], Fraction(0))
                if cv.points_value(m["points"]) != want:
                    problems.append(Invariant(pid, m["uid"], "points", m["points"],
                                              cv.points_text(want)))
        return problems

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

    def kept_force_view(self, player_id: int) -> ForceView | None:
        """The view :meth:`force_view` gives without reading anything — the one the last write
        kept, if it was a Force edit of this player and nothing was written since — else
        ``None`` (no read either)."""
        with self._mutex:
            kept = self._views.get(player_id)
            return kept[1] if kept is not None and kept[0] == self._writes else None

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

    def _former_uids(self, conn: Connection, player: Row) -> frozenset[str]:
        """The uids of the player's dissolved Forces' models."""
        return frozenset(r[0] for r in conn.execute(
            select(MODELS.c.uid).where(MODELS.c.player_id == player["id"],
                                       MODELS.c.force_no != player["dissolutions"])))

    def _replace_force(self, player_id: int, kind: str, inputs: Mapping[str, Any],
                       force: Force, *, correction: bool = False,
                       file: str | None = None) -> Changes:
        """``file``: the Force comes from that roster file; a uid it cannot take (see
        :func:`uid_clash`, the models of dissolved Forces included) is refused with
        :class:`StoreImportError` naming the model, and nothing is written."""
        kept_rows = self._kept_rows
        campaign_id = (kept_rows[6] if kept_rows is not None and kept_rows[1] == player_id
                       and kept_rows[0] == self._writes  # this player's edit was the last write
                       else self._player_campaign(player_id))
        action = str(inputs.get("action", kind))
        recorded = {**inputs, "force": canonical_force(force)}

        def fn(j: Journal) -> dict[str, Any]:
            from app.rules.campaign.plans import plan_force_change

            player = self._player_row(j.conn, player_id)
            if file is not None:
                rows = {m["uid"]: m for m in self._all_model_rows(j.conn, player)}
                clash = uid_clash(force, rows, self._former_uids(j.conn, player))
                if clash is not None:
                    raise StoreImportError(clash.text(), file=file, path=clash.path,
                                           reason=clash.text())
            played = bool(player["force_games"])
            read = self._rows_kept(player)
            read_kept = read is not None
            if read is None:
                read = (self._all_model_rows(j.conn, player), self._group_rows(j.conn, player))
            tl, validator = self._copy_and_validator(j.conn, player["team_list_copy_id"])
            # the stored Force matters only to a Force that has played (an edit's hot path):
            # the one the last edit kept when its rows are the ones read here
            kept = self._views.get(player_id)
            before[:] = [(read, kept[1] if kept is not None and kept[0] == self._writes - 1
                          else None, dict(player), tl)]
            current = force if not played else (
                kept[1].force if kept is not None and kept[0] == self._writes - 1
                and read_kept else self._force(
                    player, sorted((m for m in read[0] if m["status"] == "active"),
                                   key=lambda m: (m["position"], m["id"])), read[1], tl))
            plan = plan_force_change(current, force, validator,
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
            every_row: list[Row] = []
            kept_made = self._kept_rows[5] if read_kept and self._kept_rows is not None else {}
            unchanged = {r["uid"]: (fm, r) for r, fm, _cm in kept_made.values()
                         if fm is not None}
            models, groups = self._sync_force(j, player, force, points=plan.model_points,
                                              read=read, every_row=every_row, team_list=tl,
                                              unchanged=unchanged)
            made = self._models_of(models, read_kept)
            view = _view_of(tl, player, models, groups, made)
            if view.force == force:  # (its unchanged models the very objects: cheap)
                view = view._replace(report=plan.report)
            # (this write's number: see force_view)
            written.append((self._writes, view))
            rows_written.append((self._writes, player_id, int(player["dissolutions"]),
                                 every_row, groups, made, campaign_id))
            out: dict[str, Any] = {"action": action, "models": len(force.models)}
            if correction:
                out["reason"] = inputs.get("reason", "")
            return out

        written: list[tuple[int, ForceView]] = []
        rows_written: list[_KeptRows] = []
        before: list[tuple[tuple[list[Row], list[Row]], ForceView | None, Row, TeamList]] = []
        changes, hid = self._run(campaign_id, player_id, kind, recorded, fn)
        self._keep_view(player_id, *written[-1])  # the document shows it without reading it
        if not self.server:  # on a server another laptop may write the rows meanwhile
            self._kept_rows = rows_written[-1]  # committed: the next edit need not read them
            (rows, groups), view, player, tl = before[-1]
            self._before_edit = (written[-1][0], hid, player, rows, groups, view, tl,
                                 campaign_id)
        return changes

    #: What an edit found before it wrote (its write's number, its history id, the player's
    #: row, the model and Group rows it read, the view of the Force before it if one was
    #: kept, the Team List, the campaign): its undo, the very next write, puts that back, so
    #: the rows and the view are kept again (:meth:`_kept_again`).
    _before_edit: tuple[int, int, Row, list[Row], list[Row], ForceView | None, TeamList,
                        int] | None = None

    def _kept_again(self, undone: int) -> None:
        """After the undo of history record ``undone``, committed: when it was the last edit
        of a Force and nothing was written between, the Force's rows and view are what the
        edit read before it wrote — kept for the next edit (its rows not read again, the
        objects of the rows it did not change reused) and for :meth:`force_view` (the
        Force window shows the undone edit without reading it). On a server never: another
        laptop may write the next moment."""
        found, self._before_edit = self._before_edit, None
        if self.server or found is None:
            return
        write, hid, player, rows, groups, view, tl, campaign_id = found
        if hid != undone or write != self._writes - 1:
            return
        kept = self._kept_rows
        made = kept[5] if kept is not None and kept[0] == write else {}
        player_id = int(player["id"])
        if view is None:  # the Force as it was, made of the edit's objects where unchanged
            active = sorted((r for r in rows if r["status"] == "active"),
                            key=lambda r: (r["position"], r["id"]))
            before_made = self._models_of(active, True, made)
            view = _view_of(tl, player, active, sorted(
                groups, key=lambda g: (g["position"], g["id"])), before_made)
            made = {**made, **before_made}
        self._kept_rows = (self._writes, player_id, int(player["dissolutions"]),
                           [dict(r) for r in rows], [dict(g) for g in groups], made,
                           campaign_id)
        self._keep_view(player_id, self._writes, view)

    def _copy_and_validator(self, conn: Connection, copy_id: int) -> tuple[TeamList, Validator]:
        """:meth:`_team_list` and :meth:`_validator` of a copy, looking its hash up once."""
        sha = self._sha(conn, copy_id)
        tl = _TEAM_LISTS.get(sha)
        validator = _VALIDATORS.get(sha)
        if tl is None or validator is None or validator.team_list is not tl:
            return self._team_list(conn, copy_id), self._validator(conn, copy_id)
        return tl, validator

    #: The model rows (every status) and Group rows of the Force the last edit wrote, with
    #: the number of its write, the player and the Force's number (and the objects made from
    #: them, the player's campaign): the next edit of that Force starts from them when no
    #: other write came in between (see :meth:`_rows_kept`).
    _kept_rows: _KeptRows | None = None

    def _models_of(self, models: Sequence[Row], read_kept: bool,
                   made: _Made | None = None) -> _Made:
        """The rules Force's model and the campaign model of each current model row, by row
        id (in the order of ``models``); when the rows came from the last edit's
        (``read_kept``), an unchanged row's are that edit's very objects (or ``made``'s),
        not made again."""
        if made is not None:
            before = made
        elif read_kept and self._kept_rows is not None:
            before = self._kept_rows[5]
        else:
            before = {}
        out: _Made = {}
        for row in models:
            hit = before.get(row["id"])
            if hit is not None and hit[0] == row:
                out[row["id"]] = hit
            else:
                out[row["id"]] = (dict(row), None if row["crew"] else cv.force_model(row),
                                  cv.campaign_model(row))
        return out

    def _rows_kept(self, player: Row) -> tuple[list[Row], list[Row]] | None:
        """The rows of ``player``'s current Force as :meth:`_all_model_rows` and
        :meth:`_group_rows` would read them inside this write, when the write just before it
        was an edit of that Force that kept them (each row a copy), else ``None``."""
        kept = self._kept_rows
        if kept is None or kept[0] != self._writes - 1 or kept[1] != player["id"] \
                or kept[2] != player["dissolutions"]:
            return None
        return [dict(r) for r in kept[3]], [dict(g) for g in kept[4]]

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


class Invariant(NamedTuple):
    """One broken invariant of a campaign (:meth:`ForceStore._invariant_problems`): ``what``
    is ``rp`` (``found`` RP, ``wanted`` = the ledger's sum), ``negative`` (``found`` RP,
    ``wanted`` Renown) or ``points`` (model ``uid``: ``found`` stored, ``wanted`` priced)."""

    player: int
    uid: str | None
    what: str
    found: object
    wanted: object

    def text(self) -> str:
        """The words of ``forcesheet db check``."""
        if self.what == "rp":
            return f"player {self.player}: rp {self.found} != ledger {self.wanted}"
        if self.what == "negative":
            return f"player {self.player}: negative renown or rp"
        return (f"player {self.player}: model {self.uid} points {self.found} != "
                f"{self.wanted}")


class UidClash(NamedTuple):
    """A model (or Group) id a Force cannot take: ``why`` is ``duplicate`` (an earlier model
    has it), ``crew`` (Artillery crew ids, ``<gun>~crew<n>``, are the store's), ``departed``
    (a model that left the Force, dead, lost, removed or dissolved: taking its id would bring
    it back and erase that record) or ``duplicate_group`` (two Groups)."""

    where: str  # "models" or "groups"
    place: int  # the model's (Group's) place in the Force
    uid: str
    why: str

    @property
    def path(self) -> str:
        return f"{self.where}[{self.place}]." + ("uid" if self.where == "models" else "id")

    def text(self) -> str:
        """The refusal in words (English; ``app.i18n.store_messages`` translates it)."""
        return {
            "duplicate": f"two models share the uid {self.uid}",
            "crew": f"the uid {self.uid} is kept for Artillery crew",
            "departed": f"the uid {self.uid} belongs to a model that has left the Force",
        }.get(self.why, f"two Groups share the id {self.uid}")


def uid_clash(force: Force, rows: Mapping[str, Row],
              former: Collection[str] = ()) -> UidClash | None:
    """The first id of ``force`` it cannot take over the stored rows ``rows`` (the current
    Force's models, every status, by uid) and the ``former`` uids (dissolved Forces'), or
    ``None``. Checked before anything is written: two journal entries of one row would make
    every undo a conflict, and a departed model's row would come back to life."""
    seen: set[str] = set()
    for i, fm in enumerate(force.models):
        uid = fm.uid
        if uid in seen:
            return UidClash("models", i, uid, "duplicate")
        seen.add(uid)
        row = rows.get(uid)
        if cv.CREW_SEPARATOR in uid or (row is not None and row["crew"]):
            return UidClash("models", i, uid, "crew")
        if (row is not None and row["status"] != "active") or uid in former:
            return UidClash("models", i, uid, "departed")
    gids: set[str] = set()
    for i, g in enumerate(force.groups):
        if g.id in gids:
            return UidClash("groups", i, g.id, "duplicate_group")
        gids.add(g.id)
    return None


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

