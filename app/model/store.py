"""The campaign store: several campaigns in one SQLite file, every action in the history.

See ``docs/store-api.md``. Every mutating method is one short ``BEGIN IMMEDIATE`` transaction
holding the action's history record and its effects; campaign rules are never re-implemented
here: each step calls the rules engine (``app.rules.campaign``) and writes what it returned.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import threading
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from sqlalchemy import (
    ColumnElement,
    Connection,
    Engine,
    bindparam,
    func,
    insert,
    select,
    update,
)

from app.model import convert as cv
from app.model import db as dbmod
from app.model import schema
from app.model.convert import points_int
from app.model.errors import (
    StoreDamagedError,
    StoreError,
    StoreHistoryError,
    StoreNotFoundError,
    StoreRuleError,
)
from app.model.journal import Journal, Row, Touched, fetch_row, replay, row_dict
from app.rules.campaign.state import CampaignModel, CampaignSettings, PlayerState, freeze
from app.rules.dice import Dice, DiceError, ScriptedDice
from app.rules.force import Force, Team

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    from app.rules.campaign.step1_team import TeamOutcome
    from app.rules.campaign.step2_game import GameRecord, MissionChoice, PlayerGame
    from app.rules.campaign.step3_injuries import (
        InjuryApplication,
        InjuryOutcome,
        RerollSource,
        WargearHandover,
    )
    from app.rules.campaign.step4_rewards import RewardOutcome
    from app.rules.campaign.step5_spend import (
        BuyBaseLevel,
        BuyHonour,
        BuyUpgrade,
        GroupRollOutcome,
        SpendAction,
        SpendOutcome,
    )
    from app.rules.teamlist import TeamList
    from app.rules.validation import Validator
    from app.rules.violations import Violation

T = TypeVar("T")

CAMPAIGNS = schema.campaigns
COPIES = schema.team_list_copies
PLAYERS = schema.players
GROUPS = schema.groups
MODELS = schema.models
GAMES = schema.games
TEAMS = schema.teams
SIDES = schema.game_players
RP = schema.rp_entries
HISTORY = schema.history
INFO = schema.store_info

DiceInput = Dice | Sequence[int]

_ACTIVE_MODELS = (
    select(MODELS)
    .where(MODELS.c.player_id == bindparam("pid"), MODELS.c.force_no == bindparam("force_no"),
           MODELS.c.status == "active")
    .order_by(MODELS.c.position, MODELS.c.id)
)

# Parsed Team List copies and their validators, by the copy's SHA-256 (content, never an id
# that a rolled-back transaction could reuse). Shared by every store of the process.
_TEAM_LISTS: dict[str, TeamList] = {}
_VALIDATORS: dict[str, Validator] = {}

# Team List codes that step 1 of the campaign engine already reports in its own words.
_TEAM_CODES_FROM_ENGINE = frozenset({
    "team.incomplete_group", "team.too_many_leaders", "points.team_limit", "team.incapacitated",
    "team.unknown_model", "team.empty", "team.field_promotion_required",
    "team.field_promotion_invalid", "team.field_promotion_not_allowed",
})
# Force validation codes that apply to purchases of step 5 (allowances do not).
_SPEND_PREFIXES = ("armoury.", "option.", "entry.", "group.", "squad.")


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="microseconds")


def _dice(values: DiceInput) -> Dice:
    if isinstance(values, Dice):
        return values
    try:
        return ScriptedDice(list(values))
    except DiceError as exc:
        raise StoreRuleError(str(exc), reason="bad_die", given=len(list(values))) from None


@contextlib.contextmanager
def _dice_errors(dice: Dice) -> Iterator[None]:
    """The typed dice ran out: a StoreRuleError (``reason`` = ``not_enough_dice``, ``used``)."""
    try:
        yield
    except DiceError as exc:
        raise StoreRuleError(str(exc), reason="not_enough_dice",
                             used=len(dice.rolls)) from None


# -- results ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Changes:
    """What an operation changed, so views refresh only that (Anki's ``OpChanges``)."""

    campaigns: frozenset[int] = frozenset()  # campaigns whose own row or content changed
    players: frozenset[int] = frozenset()
    games: frozenset[int] = frozenset()
    history: frozenset[int] = frozenset()  # campaigns whose history changed
    campaign_list: bool = False  # names, archived flags, counts of the campaign list

    def __bool__(self) -> bool:
        return bool(self.campaigns or self.players or self.games or self.history
                    or self.campaign_list)

    def merge(self, other: Changes) -> Changes:
        return Changes(
            self.campaigns | other.campaigns,
            self.players | other.players,
            self.games | other.games,
            self.history | other.history,
            self.campaign_list or other.campaign_list,
        )


def _changes(campaign_id: int, touched: Touched, *, history: bool = True) -> Changes:
    return Changes(
        campaigns=frozenset({campaign_id}),
        players=frozenset(touched.players),
        games=frozenset(touched.games),
        history=frozenset({campaign_id}) if history else frozenset(),
        campaign_list=bool(touched.tables & {"campaigns", "players", "games"}),
    )


@dataclass(frozen=True)
class StepResult(Generic[T]):
    """A campaign step: the rules engine's ``outcome``, its ``violations`` (nothing was
    written when there is an error, or when ``preview``), the ``changes`` and the new
    ``history_id``; ``id`` is the new game's id for :meth:`Store.record_game`."""

    outcome: T
    violations: tuple[Violation, ...] = ()
    changes: Changes = field(default_factory=Changes)
    history_id: int | None = None
    id: int | None = None

    @property
    def ok(self) -> bool:
        return not any(v.severity == "error" for v in self.violations)


@dataclass(frozen=True)
class CampaignSummary:
    id: int
    name: str
    notes: str
    archived: bool
    players: int
    games: int
    last_played: str | None  # ISO-8601 UTC
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class CampaignInfo:
    id: int
    name: str
    notes: str
    settings: CampaignSettings
    archived: bool
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class PlayerSummary:
    id: int
    campaign_id: int
    name: str
    force_name: str
    team_list_id: str
    team_list_name: str
    team_list_version: str
    rp: int
    renown: int
    base_level: int
    team_limit: int
    upgrades: tuple[str, ...]
    games: int
    wins: int
    draws: int
    losses: int
    models: int
    points: int
    dissolutions: int


@dataclass(frozen=True)
class Standing:
    rank: int
    player_id: int
    name: str
    force_name: str
    games: int
    wins: int
    draws: int
    losses: int
    renown: int
    rp: int


@dataclass(frozen=True)
class GameSummary:
    id: int
    campaign_id: int
    number: int
    mission_id: str
    played_at: str
    players: tuple[int, ...]
    winner_id: int | None
    injuries_done: tuple[int, ...]  # players whose step 3 is applied
    rewards_done: bool


@dataclass(frozen=True)
class HistoryEntry:
    id: int
    campaign_id: int
    seq: int
    when: str  # ISO-8601 UTC
    player_id: int | None
    kind: str
    inputs: Mapping[str, Any]
    summary: Mapping[str, Any]
    is_action: bool  # False for undo / redo / campaign creation records
    undone: bool
    target_id: int | None


@dataclass(frozen=True)
class FormerModel:
    """A model no longer in the Force: ``status`` dead, lost, removed or dissolved."""

    uid: str
    entry: str
    name: str
    status: str
    game_id: int | None
    force_no: int
    honours: tuple[str, ...]


@dataclass(frozen=True)
class InjuryStep:
    rolls: InjuryOutcome
    application: InjuryApplication


# -- Team Lists --------------------------------------------------------------------------------


def resolve_team_list(team_list_id: str, revision: str | None = None) -> TeamList:
    """A built-in or imported Team List (through H1's catalogue library, which knows both)."""
    from app.model.catalogues import CatalogueLibrary

    try:
        return CatalogueLibrary().load(team_list_id, revision)
    except KeyError:
        pass
    from app.rules.library import find_teamlist

    found = find_teamlist(team_list_id) if revision is None else None
    if found is None:
        raise StoreNotFoundError("", kind="team_list", id=team_list_id)
    return found


# -- the store --------------------------------------------------------------------------------


class Store:
    """One open campaign database. Use :meth:`open`; close it (or use ``with``)."""

    def __init__(self, path: Path, engine: Engine, conn: Connection,
                 lock: dbmod.InstanceLock) -> None:
        self.path = path
        self._engine = engine
        self._conn = conn
        self._lock = lock
        # One connection: calls from a worker thread (PDF export) wait for the GUI's.
        self._mutex = threading.RLock()

    # -- opening ---------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str | None = None, *, keep_backups: int = dbmod.KEEP_BACKUPS,
             daily_backup: bool = True, script_location: Path = dbmod.MIGRATIONS,
             opening: dbmod.Opening | None = None) -> Store:
        """Open (or create) the database: lock, check, back up, migrate.

        ``opening`` is the lock and check already started for ``path`` (see
        :class:`app.model.guard.Opening`, which start-up creates before importing the rest of
        the app); it is used up either way.

        Raises :class:`StoreLockedError`, :class:`StoreNewerVersionError` (file untouched),
        :class:`StoreDamagedError` (file moved aside; ``params["backup"]`` is the newest good
        backup), :class:`StoreDiskFullError`, :class:`StoreReadOnlyError`.
        """
        from app.paths import database_path

        db = Path(path) if path is not None else database_path()
        if opening is not None and opening.path != db:
            opening.cancel()
            opening = None
        if opening is not None:
            lock = opening.lock
        else:
            with dbmod.storage_errors():
                db.parent.mkdir(parents=True, exist_ok=True)
            lock = dbmod.InstanceLock(db)
            with dbmod.storage_errors():
                lock.acquire()
        try:
            state = opening.state() if opening is not None else dbmod.inspect_file(db)
            return cls._open_locked(db, lock, state, keep_backups, daily_backup,
                                    script_location)
        except BaseException:
            lock.release()
            raise

    @classmethod
    def _open_locked(cls, db: Path, lock: dbmod.InstanceLock, state: dbmod.FileState,
                     keep: int, daily: bool, script_location: Path) -> Store:
        if not state.ok:
            moved = dbmod.move_damaged(db)
            backups = dbmod.find_backups(db)
            raise StoreDamagedError(state.problem, path=str(db), moved_to=str(moved),
                                    backup=str(backups[0].path) if backups else None)
        revisions = dbmod.known_revisions(script_location)
        dbmod.check_newer(state, db, revisions)
        head = revisions[-1]
        if state.version is not None and state.version != head:
            dbmod.make_backup(db, "migration", keep)
        engine = dbmod.create_engine(db)
        try:
            with dbmod.storage_errors():
                if state.version != head:
                    dbmod.migrate(engine, script_location)
                conn = engine.connect()
            store = cls(db, engine, conn, lock)
            with dbmod.storage_errors():
                store._stamp_created()
                if daily:
                    store._daily_backup(keep)
            return store
        except BaseException:
            engine.dispose()
            raise

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._conn.close()
        self._engine.dispose()
        self._lock.release()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transactions ------------------------------------------------------------------------
    @contextlib.contextmanager
    def _read(self) -> Iterator[Connection]:
        with self._mutex, dbmod.storage_errors():
            self._conn.info["begin"] = ""
            with self._conn.begin():
                yield self._conn

    @contextlib.contextmanager
    def _write(self) -> Iterator[Connection]:
        with self._mutex, dbmod.storage_errors():
            self._conn.info["begin"] = "IMMEDIATE"
            with self._conn.begin():
                yield self._conn

    def _info(self, conn: Connection, key: str) -> str | None:
        row = conn.execute(select(INFO.c.value).where(INFO.c.key == key)).first()
        return None if row is None else str(row[0])

    def _set_info(self, conn: Connection, key: str, value: str) -> None:
        if self._info(conn, key) is None:
            conn.execute(insert(INFO).values(key=key, value=value))
        else:
            conn.execute(update(INFO).where(INFO.c.key == key).values(value=value))

    def _stamp_created(self) -> None:
        with self._write() as conn:
            if self._info(conn, "created_at") is None:
                self._set_info(conn, "created_at", _now())

    def _daily_backup(self, keep: int) -> None:
        with self._read() as conn:
            last = self._info(conn, "last_backup")
            has_data = conn.execute(select(func.count()).select_from(CAMPAIGNS)).scalar_one()
        if not has_data:
            return
        if last is not None and dt.datetime.fromisoformat(last) > (
                dt.datetime.now(dt.UTC) - dbmod.DAILY):
            return
        self.backup("daily", keep)

    def backup(self, reason: str = "manual", keep: int = dbmod.KEEP_BACKUPS) -> dbmod.BackupInfo:
        """A verified backup of the open database in ``<db>.backups/`` (keeps ``keep``)."""
        with self._mutex:
            raw = self._conn.connection.dbapi_connection
            assert raw is not None
            info = dbmod.make_backup(self.path, reason, keep, source=cast(Any, raw))
        with self._write() as conn:
            self._set_info(conn, "last_backup", _now())
        return info

    def _run(self, campaign_id: int, player_id: int | None, kind: str,
             inputs: Mapping[str, Any], fn: Callable[[Journal], dict[str, Any]]
             ) -> tuple[Changes, int]:
        """One campaign action: history record + effects in one BEGIN IMMEDIATE."""
        with self._write() as conn:
            self._campaign_row(conn, campaign_id)
            conn.execute(
                update(HISTORY)
                .where(HISTORY.c.campaign_id == campaign_id, HISTORY.c.undone.is_(True),
                       HISTORY.c.redoable.is_(True))
                .values(redoable=False)
            )
            hid = self._history(conn, campaign_id, player_id, kind, inputs, {})
            journal = Journal(conn, hid)
            summary = fn(journal)
            conn.execute(update(HISTORY).where(HISTORY.c.id == hid).values(summary=summary))
            conn.execute(update(CAMPAIGNS).where(CAMPAIGNS.c.id == campaign_id)
                         .values(updated_at=_now()))
        return _changes(campaign_id, journal.touched), hid

    def _history(self, conn: Connection, campaign_id: int, player_id: int | None, kind: str,
                 inputs: Mapping[str, Any], summary: Mapping[str, Any], *,
                 is_action: bool = True, target: int | None = None) -> int:
        seq = conn.execute(
            select(func.coalesce(func.max(HISTORY.c.seq), 0)).where(
                HISTORY.c.campaign_id == campaign_id)
        ).scalar_one()
        result = conn.execute(insert(HISTORY).values(
            campaign_id=campaign_id, seq=int(seq) + 1, player_id=player_id, kind=kind,
            inputs=dict(inputs), summary=dict(summary), created_at=_now(),
            is_action=is_action, undone=False, redoable=False, target_id=target,
        ))
        return int(result.inserted_primary_key[0])  # type: ignore[index]

    # -- row access --------------------------------------------------------------------------
    def _campaign_row(self, conn: Connection, campaign_id: int) -> Row:
        row = fetch_row(conn, CAMPAIGNS, campaign_id)
        if row is None:
            raise StoreNotFoundError("", kind="campaign", id=campaign_id)
        return row

    def _player_row(self, conn: Connection, player_id: int) -> Row:
        row = fetch_row(conn, PLAYERS, player_id)
        if row is None:
            raise StoreNotFoundError("", kind="player", id=player_id)
        return row

    def _game_row(self, conn: Connection, game_id: int) -> Row:
        row = fetch_row(conn, GAMES, game_id)
        if row is None:
            raise StoreNotFoundError("", kind="game", id=game_id)
        return row

    def _model_rows(self, conn: Connection, player: Row) -> list[Row]:
        rows = conn.execute(_ACTIVE_MODELS, {"pid": player["id"],
                                             "force_no": player["dissolutions"]})
        return [row_dict(MODELS, r) for r in rows]

    def _all_model_rows(self, conn: Connection, player: Row) -> list[Row]:
        rows = conn.execute(
            select(MODELS).where(MODELS.c.player_id == player["id"],
                                 MODELS.c.force_no == player["dissolutions"])
        )
        return [row_dict(MODELS, r) for r in rows]

    def _group_rows(self, conn: Connection, player: Row) -> list[Row]:
        rows = conn.execute(
            select(GROUPS).where(GROUPS.c.player_id == player["id"],
                                 GROUPS.c.force_no == player["dissolutions"])
            .order_by(GROUPS.c.position, GROUPS.c.id)
        )
        return [row_dict(GROUPS, r) for r in rows]

    def _settings(self, conn: Connection, campaign_id: int) -> CampaignSettings:
        return cv.settings_from_json(self._campaign_row(conn, campaign_id)["settings"])

    def _copy_id(self, conn: Connection, tl: TeamList) -> int:
        values = cv.teamlist_copy_values(tl)
        _TEAM_LISTS.setdefault(values["sha256"], tl)
        row = conn.execute(select(COPIES.c.id).where(COPIES.c.sha256 == values["sha256"])).first()
        if row is not None:
            return int(row[0])
        result = conn.execute(insert(COPIES).values(**values))
        return int(result.inserted_primary_key[0])  # type: ignore[index]

    def _sha(self, conn: Connection, copy_id: int) -> str:
        return str(conn.execute(select(COPIES.c.sha256).where(COPIES.c.id == copy_id))
                   .scalar_one())

    def _team_list(self, conn: Connection, copy_id: int) -> TeamList:
        sha = self._sha(conn, copy_id)
        tl = _TEAM_LISTS.get(sha)
        if tl is None:
            data = conn.execute(select(COPIES.c.data).where(COPIES.c.id == copy_id)).scalar_one()
            tl = cv.teamlist_from_copy(data)
            _TEAM_LISTS[sha] = tl
        return tl

    def _validator(self, conn: Connection, copy_id: int) -> Validator:
        from app.rules.validation import Validator

        sha = self._sha(conn, copy_id)
        validator = _VALIDATORS.get(sha)
        if validator is None:
            validator = Validator(self._team_list(conn, copy_id))
            _VALIDATORS[sha] = validator
        return validator

    def _force(self, player: Row, models: Sequence[Row], groups: Sequence[Row],
               tl: TeamList) -> Force:
        return Force(
            team_list=tl.id,
            models=tuple(cv.force_model(m) for m in models if not m["crew"]),
            groups=tuple(cv.force_group(g) for g in groups),
            name=player["force_name"],
            upgrades=frozenset(player["upgrades"]),
            starting=player["force_games"] == 0,
        )

    def _load(self, conn: Connection, player_id: int) -> tuple[Row, list[Row], PlayerState, Force]:
        player = self._player_row(conn, player_id)
        models = self._model_rows(conn, player)
        groups = self._group_rows(conn, player)
        tl = self._team_list(conn, player["team_list_copy_id"])
        return player, models, cv.player_state(player, models), self._force(
            player, models, groups, tl)

    # -- campaigns -------------------------------------------------------------------------
    def create_campaign(self, name: str, notes: str = "",
                        settings: CampaignSettings | None = None) -> int:
        """A new campaign (recorded in its history; not undoable: delete it instead)."""
        settings = settings or CampaignSettings()
        with self._write() as conn:
            now = _now()
            result = conn.execute(insert(CAMPAIGNS).values(
                name=name, notes=notes, settings=cv.settings_to_json(settings),
                archived=False, created_at=now, updated_at=now))
            cid = int(result.inserted_primary_key[0])  # type: ignore[index]
            self._history(conn, cid, None, "campaign_created",
                          {"name": name, "settings": cv.settings_to_json(settings)},
                          {"name": name}, is_action=False)
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
            for r in conn.execute(select(CAMPAIGNS).order_by(CAMPAIGNS.c.id)):
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
        return CampaignInfo(r["id"], r["name"], r["notes"], cv.settings_from_json(r["settings"]),
                            bool(r["archived"]), r["created_at"], r["updated_at"])

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

        with self._write() as conn:
            self._campaign_row(conn, campaign_id)
            conn.execute(delete(CAMPAIGNS).where(CAMPAIGNS.c.id == campaign_id))
        return Changes(campaigns=frozenset({campaign_id}), campaign_list=True)

    # -- players ---------------------------------------------------------------------------
    def add_player(self, campaign_id: int, name: str, team_list_id: str, force_name: str = "",
                   *, revision: str | None = None, team_list: TeamList | None = None,
                   force: Force | None = None) -> int:
        """A new player with an empty Force (or ``force``) on a copy of the Team List."""
        tl = team_list or resolve_team_list(team_list_id, revision)
        inputs = {"name": name, "force_name": force_name, "team_list": tl.id,
                  "team_list_version": tl.version}
        created: list[int] = []

        def fn(j: Journal) -> dict[str, Any]:
            copy_id = self._copy_id(j.conn, tl)
            position = j.conn.execute(
                select(func.count()).select_from(PLAYERS)
                .where(PLAYERS.c.campaign_id == campaign_id)).scalar_one()
            pid = j.insert(PLAYERS, {
                "campaign_id": campaign_id, "position": int(position), "name": name,
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

    def _player_campaign(self, player_id: int) -> int:
        with self._read() as conn:
            return int(self._player_row(conn, player_id)["campaign_id"])

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
        from app.rules.campaign.data import load_rules

        players = conn.execute(
            select(PLAYERS.c.id, PLAYERS.c.campaign_id, PLAYERS.c.name, PLAYERS.c.force_name,
                   PLAYERS.c.rp, PLAYERS.c.renown, PLAYERS.c.base_level, PLAYERS.c.upgrades,
                   PLAYERS.c.dissolutions, COPIES.c.list_id, COPIES.c.name.label("list_name"),
                   COPIES.c.version)
            .join(COPIES, COPIES.c.id == PLAYERS.c.team_list_copy_id)
            .where(which).order_by(PLAYERS.c.position, PLAYERS.c.id)).all()
        results: dict[int, list[int | None]] = {}
        for pid, winner in conn.execute(
                select(SIDES.c.player_id, GAMES.c.winner_id)
                .join(GAMES, SIDES.c.game_id == GAMES.c.id)
                .join(PLAYERS, PLAYERS.c.id == SIDES.c.player_id).where(which)):
            results.setdefault(pid, []).append(winner)
        points: dict[int, list[str]] = {}
        for pid, value in conn.execute(
                select(MODELS.c.player_id, MODELS.c.points)
                .join(PLAYERS, (PLAYERS.c.id == MODELS.c.player_id)
                      & (MODELS.c.force_no == PLAYERS.c.dissolutions))
                .where(which, MODELS.c.status == "active", MODELS.c.crew.is_(False))):
            points.setdefault(pid, []).append(value)
        rules = load_rules()
        out = []
        for p in players:
            games = results.get(p.id, [])
            wins = sum(1 for w in games if w == p.id)
            draws = sum(1 for w in games if w is None)
            own = points.get(p.id, [])
            total = sum((cv.points_value(v) * n for v, n in Counter(own).items()), Fraction(0))
            out.append(PlayerSummary(
                id=p.id, campaign_id=p.campaign_id, name=p.name, force_name=p.force_name,
                team_list_id=p.list_id, team_list_name=p.list_name,
                team_list_version=p.version, rp=p.rp, renown=p.renown,
                base_level=p.base_level, team_limit=rules.base_level(p.base_level).team_limit,
                upgrades=tuple(p.upgrades), games=len(games), wins=wins, draws=draws,
                losses=len(games) - wins - draws, models=len(own), points=points_int(total),
                dissolutions=p.dissolutions,
            ))
        return out

    def standings(self, campaign_id: int) -> list[Standing]:
        """Players ranked by Renown, then wins, then RP."""
        summaries = self.players(campaign_id)
        ordered = sorted(summaries, key=lambda s: (-s.renown, -s.wins, -s.rp, s.name.lower()))
        return [Standing(i + 1, s.id, s.name, s.force_name, s.games, s.wins, s.draws, s.losses,
                         s.renown, s.rp) for i, s in enumerate(ordered)]

    def force(self, player_id: int) -> Force:
        """The player's current Force (``starting`` until its first game)."""
        with self._read() as conn:
            return self._load(conn, player_id)[3]

    def player_state(self, player_id: int) -> PlayerState:
        """The rules engine's view: ``player_id`` is ``str(player_id)``. Artillery crew are
        models here (uids ``<gun uid>~crew<n>``) but not in :meth:`force`."""
        with self._read() as conn:
            return self._load(conn, player_id)[2]

    def team_list(self, player_id: int) -> TeamList:
        """The copy of the Team List version the player's Force uses."""
        with self._read() as conn:
            return self._team_list(conn, self._player_row(conn, player_id)["team_list_copy_id"])

    def model_points(self, player_id: int) -> dict[str, Fraction]:
        """Each model's points as stored (kept equal to the Team List's by every write)."""
        with self._read() as conn:
            player = self._player_row(conn, player_id)
            return {m["uid"]: cv.points_value(m["points"])
                    for m in self._model_rows(conn, player) if not m["crew"]}

    def former_models(self, player_id: int) -> list[FormerModel]:
        """Dead, lost, removed models and those of dissolved Forces (history)."""
        with self._read() as conn:
            rows = conn.execute(select(MODELS).where(MODELS.c.player_id == player_id,
                                                     MODELS.c.status != "active")
                                .order_by(MODELS.c.force_no, MODELS.c.id))
            return [FormerModel(r.uid, r.entry, r.name, r.status, r.status_game_id, r.force_no,
                                tuple(r.honours)) for r in rows]

    # -- writing a Force ---------------------------------------------------------------------
    def _sync_force(self, j: Journal, player: Row, force: Force,
                    campaign: Mapping[str, CampaignModel] | None = None) -> None:
        """Make the stored Force equal ``force`` (models, options, groups, names), keeping the
        campaign data of existing uids; new uids get campaign data from ``campaign`` (step 5)
        or from the Team List. Points are recomputed."""
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
        report = self._validator(conn, copy_id).validate_force(force)
        for position, fm in enumerate(force.models):
            values = {
                "entry": fm.entry, "member": fm.member, "name": fm.name,
                "options": cv.options_to_json(fm.options), "gid": fm.group,
                "position": position,
                "points": cv.points_text(report.model_points.get(fm.uid, Fraction(0))),
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
        from the Team List. ``action`` / ``inputs`` describe it in the history."""
        return self._replace_force(player_id, "force_edit",
                                   {"action": action, **_jsonable(inputs)}, force)

    def _replace_force(self, player_id: int, kind: str, inputs: Mapping[str, Any],
                       force: Force) -> Changes:
        campaign_id = self._player_campaign(player_id)
        action = str(inputs.get("action", kind))

        def fn(j: Journal) -> dict[str, Any]:
            player = self._player_row(j.conn, player_id)
            if force.name != player["force_name"]:
                j.update(PLAYERS, player_id, {"force_name": force.name}, player)
                player = self._player_row(j.conn, player_id)
            self._sync_force(j, player, force)
            return {"action": action, "models": len(force.models)}

        changes, _ = self._run(campaign_id, player_id, kind, inputs, fn)
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
                  "to_version": team_list.version}

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

    # -- step 5: spend RP ---------------------------------------------------------------------
    def roll_group(self, player_id: int, group_id: str, dice: DiceInput, *,
                   preview: bool = False) -> StepResult[GroupRollOutcome]:
        """Step 5: a Group's recruitment roll (engine ``roll_group_recruitment``)."""
        from app.rules.campaign.step5_spend import roll_group_recruitment

        with self._read() as conn:
            player, _, state, _ = self._load(conn, player_id)
        rolled = _dice(dice)
        with _dice_errors(rolled):
            outcome = roll_group_recruitment(state, group_id, rolled)
        result = StepResult(outcome, outcome.violations)
        if preview or not result.ok:
            return result

        def fn(j: Journal) -> dict[str, Any]:
            self._sync_state(j, self._player_row(j.conn, player_id), outcome.state)
            return {"group": group_id, "roll": outcome.roll, "honours": outcome.honours,
                    "allowed": outcome.allowed}

        changes, hid = self._run(player["campaign_id"], player_id, "group_roll",
                                 {"group": group_id, "dice": list(rolled.rolls)}, fn)
        return replace(result, changes=changes, history_id=hid)

    def spend(
        self, player_id: int, *, force: Force | None = None,
        purchases: Sequence[BuyBaseLevel | BuyUpgrade | BuyHonour] = (),
        convert_rp: int | None = None, crew: Mapping[str, int] | None = None,
        preview: bool = False,
    ) -> StepResult[SpendOutcome]:
        """Step 5: spend RP (engine ``spend_rp``) in one action.

        ``force`` is the Force after the player's recruits and wargear (from the Force
        editor): new models become ``Recruit`` (``ReinforceSquad`` when joining an existing
        Squad) at their Team List points, options added to a model become ``BuyWargear``
        (replacing an option of the same option group pays the difference). ``purchases``
        are Base levels, Base upgrades and honours. The plan runs Base levels and upgrades
        first, then the Force's purchases, then honours. ``crew`` buys replacement crew for
        Artillery guns (``{gun uid: how many}``) at the entry's Replacement Crew cost. With any
        violation nothing is written.
        """
        from app.rules.campaign.step5_spend import BuyHonour, spend_rp

        with self._read() as conn:
            player, _, state, old_force = self._load(conn, player_id)
            validator = self._validator(conn, player["team_list_copy_id"])
            tl = self._team_list(conn, player["team_list_copy_id"])
        new_force = force if force is not None else old_force
        new_force = replace(new_force, upgrades=old_force.upgrades, starting=False)
        bought = _force_purchases(tl, validator, old_force, new_force, state)
        if crew:
            with self._read() as conn:
                taken = {r["uid"] for r in self._all_model_rows(conn, player)}
            bought += _crew_recruits(tl, state, crew, taken)
        first = [p for p in purchases if not isinstance(p, BuyHonour)]
        honours = [p for p in purchases if isinstance(p, BuyHonour)]
        actions: list[SpendAction] = [*first, *bought, *honours]

        def force_check(_models: tuple[CampaignModel, ...]) -> list[Violation]:
            # Only what the purchases break: a Force already over a limit (after a death)
            # may still buy other things.
            def key(v: Violation) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
                return (v.code, v.refs, v.entries)

            old = {key(v) for v in validator.validate_force(
                replace(old_force, starting=False)).violations}
            report = validator.validate_force(new_force)
            return [v for v in report.violations if v.severity == "error"
                    and v.code.startswith(_SPEND_PREFIXES) and key(v) not in old]

        outcome = spend_rp(state, actions, convert_rp=convert_rp, force_validator=force_check)
        result = StepResult(outcome, outcome.violations)
        if preview or not outcome.ok:
            return result
        inputs = {
            "convert_rp": convert_rp,
            "purchases": [_purchase_json(p) for p in purchases],
            "force": _force_diff_json(old_force, new_force) if force is not None else None,
            "crew": dict(crew or {}),
        }

        def fn(j: Journal) -> dict[str, Any]:
            new_models = {m.uid: m for m in outcome.state.models}
            self._sync_force(j, self._player_row(j.conn, player_id), new_force, new_models)
            # the Force (written just above) is the truth for options in step 5
            self._sync_state(j, self._player_row(j.conn, player_id), outcome.state,
                             sync_options=False)
            if outcome.rp_converted:
                self._rp_entry(j, player_id, -outcome.rp_converted, "reinforcement",
                               str(outcome.points_needed))
            for line in outcome.lines:
                if line.rp:
                    self._rp_entry(j, player_id, -line.rp, line.kind, line.id)
            return {"rp_spent": outcome.rp_spent, "rp_converted": outcome.rp_converted,
                    "points_needed": outcome.points_needed, "points_lost": outcome.points_lost,
                    "lines": [[ln.kind, ln.id, ln.points, ln.rp, list(ln.refs)]
                              for ln in outcome.lines]}

        changes, hid = self._run(player["campaign_id"], player_id, "spend", inputs, fn)
        return replace(result, changes=changes, history_id=hid)

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

    # -- files ------------------------------------------------------------------------------
    def export_campaign(self, campaign_id: int, folder: Path, name: str | None = None) -> Path:
        """Write the campaign as ``<name>.forcesheet.json`` in ``folder`` (atomic, safe
        name); see ``app.model.exchange``."""
        from app.model import exchange

        return exchange.export_campaign(self, campaign_id, folder, name)

    def import_campaign(self, data: bytes | str | Path, file: str | None = None) -> int:
        """Import a campaign file as a new campaign; raises only ``StoreImportError``."""
        from app.model import exchange

        return exchange.import_campaign(self, data, file)

    def export_force(self, player_id: int, folder: Path) -> Path:
        """Write the player's Force as a roster file in ``folder``."""
        from app.model import exchange

        return exchange.export_force(self, player_id, folder)

    def import_force(self, player_id: int, data: bytes | str, file: str = "<roster>") -> Changes:
        """Replace the player's Force with a roster file's (undoable)."""
        from app.model import exchange

        return exchange.import_force(self, player_id, data, file)

    # -- checks -------------------------------------------------------------------------------
    def check_invariants(self, campaign_id: int) -> list[str]:
        """Problems found (empty when sound): RP = sum of RP entries, Renown ≥ 0, stored
        points = the Team List's points."""
        problems: list[str] = []
        with self._read() as conn:
            pids = [r[0] for r in conn.execute(
                select(PLAYERS.c.id).where(PLAYERS.c.campaign_id == campaign_id))]
            for pid in pids:
                player, models, _state, force = self._load(conn, pid)
                ledger = conn.execute(select(func.coalesce(func.sum(RP.c.amount), 0))
                                      .where(RP.c.player_id == pid)).scalar_one()
                if int(ledger) != player["rp"]:
                    problems.append(f"player {pid}: rp {player['rp']} != ledger {ledger}")
                if player["renown"] < 0 or player["rp"] < 0:
                    problems.append(f"player {pid}: negative renown or rp")
                report = self._validator(conn, player["team_list_copy_id"]).validate_force(force)
                for m in models:
                    if m["crew"]:
                        continue
                    want = report.model_points.get(m["uid"], Fraction(0))
                    if cv.points_value(m["points"]) != want:
                        problems.append(f"player {pid}: model {m['uid']} points "
                                        f"{m['points']} != {want}")
        return problems

    def integrity_check(self) -> list[str]:
        with self._read() as conn:
            return [str(r[0]) for r in conn.exec_driver_sql("PRAGMA integrity_check").all()]


# -- helpers -------------------------------------------------------------------------------------


def _pid(text: str | int) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        raise StoreNotFoundError("", kind="player", id=str(text)) from None


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)


def _entry(r: Any) -> HistoryEntry:
    return HistoryEntry(r.id, r.campaign_id, r.seq, r.created_at, r.player_id, r.kind,
                        r.inputs, r.summary, bool(r.is_action), bool(r.undone), r.target_id)


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


def _purchase_json(p: BuyBaseLevel | BuyUpgrade | BuyHonour) -> dict[str, Any]:
    from app.rules.campaign.step5_spend import BuyBaseLevel, BuyUpgrade

    if isinstance(p, BuyBaseLevel):
        return {"base_level": p.level}
    if isinstance(p, BuyUpgrade):
        return {"upgrade": p.upgrade_id}
    return {"honour": p.honour_id, "uid": p.uid, "repair_stat": p.repair_stat}


def _force_diff_json(old: Force, new: Force) -> dict[str, Any]:
    before = {m.uid: m for m in old.models}
    return {
        "added": [m.uid for m in new.models if m.uid not in before],
        "changed": [m.uid for m in new.models if m.uid in before and before[m.uid] != m],
        "removed": [uid for uid in before if uid not in {m.uid for m in new.models}],
    }


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


def _force_purchases(tl: TeamList, validator: Validator, old: Force, new: Force,
                     state: PlayerState) -> list[SpendAction]:
    """Recruits and wargear of step 5 from the difference between two Forces."""
    from app.rules.campaign.step5_spend import BuyWargear, Recruit, ReinforceSquad
    from app.rules.teamlist import entry_base_cost

    actions: list[SpendAction] = []
    before = {m.uid: m for m in old.models}
    report = validator.validate_force(new)
    infos = tl.index.infos
    groups = {g.id: g for g in new.groups}
    for fm in new.models:
        if fm.uid not in before:
            group = groups.get(fm.group) if fm.group else None
            fields = cv.campaign_fields(tl, fm, group)
            model = CampaignModel(
                uid=fm.uid, entry_id=fm.entry, section=fields["section"],
                characteristics=freeze(fields["characteristics"]),
                group_id=fields["unit"] or fm.group,
                wargear=cv.wargear_of(fm.options), walker=fields["walker"],
                artillery=fields["artillery"], psyker=fields["psyker"],
                squad_size=fields["squad_size"],
            )
            points = points_int(report.model_points.get(fm.uid, Fraction(0)))
            existing_squad = group is not None and group.squad and any(
                m.group_id == group.id for m in state.models)
            if existing_squad and group is not None:
                info = infos.get(group.entry)
                unit_cost = points_int(entry_base_cost(info.entry)) if info else 0
                size = group.starting_size or 1
                share = -(-unit_cost // size)
                actions.append(ReinforceSquad(model, unit_cost, max(0, points - share)))
            else:
                actions.append(Recruit(model, points))
            continue
        old_model = before[fm.uid]
        old_items = list(cv.wargear_of(old_model.options))
        new_items = list(cv.wargear_of(fm.options))
        added = [i for i in new_items if i not in old_items or
                 new_items.count(i) > old_items.count(i)]
        removed = [i for i in old_items if i not in new_items]
        for item in dict.fromkeys(added):
            info = infos.get(item)
            price = points_int(entry_base_cost(info.entry)) if info else 0
            replaced = None
            if info is not None:
                for gone in removed:
                    other = infos.get(gone)
                    if other is not None and other.groups and info.groups and (
                            other.groups[-1].id == info.groups[-1].id):
                        replaced = gone
                        break
            if replaced is not None:
                removed.remove(replaced)
                other = infos[replaced]
                actions.append(BuyWargear(fm.uid, item, price, replaced,
                                          points_int(entry_base_cost(other.entry))))
            else:
                actions.append(BuyWargear(fm.uid, item, price))
    return actions


def _crew_recruits(tl: TeamList, state: PlayerState, crew: Mapping[str, int],
                   taken: set[str]) -> list[SpendAction]:
    """Replacement crew of Artillery guns, as engine recruits (uids ``<gun>~crew<n>``)."""
    from app.rules.campaign.step5_spend import Recruit

    actions: list[SpendAction] = []
    for gun_uid, count in crew.items():
        if not state.has_model(gun_uid) or not state.model(gun_uid).artillery:
            continue
        gun = state.model(gun_uid)
        info = tl.index.infos.get(gun.entry_id)
        cost = info.root.crew_cost if info is not None else None
        index = 1
        for _ in range(count):
            while f"{gun_uid}{cv.CREW_SEPARATOR}{index}" in taken:
                index += 1
            fields = cv.crew_fields(gun_uid, index)
            taken = taken | {fields["uid"]}
            model = CampaignModel(
                uid=fields["uid"], entry_id=gun.entry_id, section="core", crew=True,
                group_id=gun.group_id, squad_size=cv.ARTILLERY_CREW)
            actions.append(Recruit(model, points_int(cost) if cost is not None else 0))
    return actions


def database_exists(path: Path) -> bool:
    return path.exists() and os.path.getsize(path) > 0


__all__ = [
    "CampaignInfo",
    "CampaignSummary",
    "Changes",
    "FormerModel",
    "GameSummary",
    "HistoryEntry",
    "InjuryStep",
    "PlayerSummary",
    "Standing",
    "StepResult",
    "Store",
    "StoreError",
    "resolve_team_list",
]
