"""The database schema: SQLAlchemy Core tables with a constraint naming convention.

The store works through SQLAlchemy Core on these tables, because every change of a campaign
action is journaled row by row for undo (``journal.py``); no ORM mapping is needed, and plain
``Table`` objects cost a fraction of declarative classes to build when the app starts.
Lists and mappings (honours, options, achievements…) are JSON columns; dates are ISO-8601 UTC
text. Migrations (``app/model/migrations``) create and change this schema; a test checks that
the migrated database matches :data:`metadata`.

Columns are NOT NULL unless created with :func:`_null`.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

metadata = MetaData(naming_convention=NAMING_CONVENTION)

#: Columns added after the first campaign files were written (migration 0002): a campaign file
#: of an earlier version has none of them, ``info["file_default"]`` is the value it means.
_SINCE_0002: dict[str, Any] = {"file_default": None}
_SINCE_0003: dict[str, Any] = {"file_default": None}


def _col(name: str, type_: Any, *args: Any, **kw: Any) -> Column[Any]:
    """A NOT NULL column."""
    return Column(name, type_, *args, nullable=False, **kw)


def _null(name: str, type_: Any, *args: Any, **kw: Any) -> Column[Any]:
    """A column that may be NULL."""
    return Column(name, type_, *args, nullable=True, **kw)


def _id() -> Column[Any]:
    return Column("id", Integer, primary_key=True)


def _fk(name: str, target: str, ondelete: str | None = None, *, null: bool = False,
        index: bool = False) -> Column[Any]:
    make = _null if null else _col
    return make(name, Integer, ForeignKey(target, ondelete=ondelete), index=index or None)


campaigns = Table(
    "campaigns", metadata,
    _id(),
    _col("name", String(200)),
    _col("notes", Text, default=""),
    _col("settings", JSON),  # CampaignSettings as JSON
    _col("archived", Boolean, default=False),
    _col("created_at", String(32)),
    _col("updated_at", String(32)),
    _null("closed_at", String(32), info=_SINCE_0002),  # the campaign closed (the group ended it)
    _null("standings", JSON, info=_SINCE_0002),  # its final standings, as closed
)

#: The exact Team List version a Force uses (``app.rules.teamlist_json``), shared by hash.
team_list_copies = Table(
    "team_list_copies", metadata,
    _id(),
    _col("list_id", String(200)),
    _col("name", String(200)),
    _col("version", String(64)),
    _col("origin", String(32)),
    _col("sha256", String(64), unique=True),
    _col("data", Text),  # JSON text
)

players = Table(
    "players", metadata,
    _id(),
    _fk("campaign_id", "campaigns.id", "CASCADE", index=True),
    _col("position", Integer, default=0),
    _col("name", String(200)),
    _col("force_name", String(200), default=""),
    _fk("team_list_copy_id", "team_list_copies.id"),
    _col("rp", Integer, default=0),
    _col("renown", Integer, default=0),
    _col("base_level", Integer, default=1),
    _col("upgrades", JSON),
    _col("improved", JSON),
    _col("group_rolls", JSON),
    _col("converted", Boolean, default=False),
    _col("dissolutions", Integer, default=0),  # = the current Force number
    _col("force_games", Integer, default=0),  # games played by the current Force
    _col("created_at", String(32)),
)

#: A Group or Squad of a Force (``force_no``: the Force number, older ones are history).
groups = Table(
    "groups", metadata,
    _id(),
    _fk("player_id", "players.id", "CASCADE"),
    _col("force_no", Integer, default=0),
    _col("position", Integer, default=0),
    _col("gid", String(200)),
    _col("entry", String(400)),
    _col("name", String(200), default=""),
    _col("squad", Boolean, default=False),
    _null("starting_size", Integer),
    _col("options", JSON),
    UniqueConstraint("player_id", "force_no", "gid"),
)

#: One model of a Force with its campaign data. ``status`` is ``active``, or why it left:
#: ``dead``, ``lost`` (a Walker), ``removed`` (edited out), ``dissolved`` (old Force).
models = Table(
    "models", metadata,
    _id(),
    _fk("player_id", "players.id", "CASCADE"),
    _col("force_no", Integer, default=0),
    _col("uid", String(200)),
    _col("position", Integer, default=0),
    _col("entry", String(400)),
    _null("member", String(400)),
    _col("name", String(200), default=""),
    _col("options", JSON),
    _null("gid", String(200)),  # the Force's Group
    _null("unit", String(200)),  # campaign group of gun + crew
    _col("section", String(16)),
    _col("characteristics", JSON),
    _col("honours", JSON),
    _col("permanent_injuries", JSON),
    _null("temporary", String(16)),
    _col("walker", Boolean, default=False),
    _col("artillery", Boolean, default=False),
    _col("crew", Boolean, default=False),
    _col("psyker", Boolean, default=False),
    _null("squad_size", Integer),
    _col("promoted_leader", Boolean, default=False),
    _col("points", String(32), default="0"),  # a Fraction, "29" or "20/3"
    _col("status", String(16), default="active"),
    _fk("status_game_id", "games.id", "SET NULL", null=True),
    UniqueConstraint("player_id", "force_no", "uid"),
    Index("ix_models_player_status", "player_id", "status"),
)

#: One round of a campaign: its pairings and byes (player ids), whether it is the finale, its
#: mission when the campaign fixes one, and the players who finished step 5 in it.
rounds = Table(
    "rounds", metadata,
    _id(),
    _fk("campaign_id", "campaigns.id", "CASCADE", index=True),
    _col("number", Integer),  # 1, 2, … within the campaign
    _col("pairings", JSON),  # [[player id, player id], …]
    _col("byes", JSON),  # [player id, …]
    _col("finale", Boolean, default=False),
    _null("mission", JSON),  # {"mode", "id", "roll", "index"} or None (each pair rolls)
    _col("spent", JSON),  # [player id, …]: step 5 done
    _col("created_at", String(32)),
    UniqueConstraint("campaign_id", "number"),
)

games = Table(
    "games", metadata,
    _id(),
    _fk("campaign_id", "campaigns.id", "CASCADE", index=True),
    _col("number", Integer),  # 1, 2, … within the campaign
    _col("mission_id", String(64)),
    _col("mission_mode", String(16)),
    _null("mission_roll", Integer),
    _null("mission_index", Integer),
    _fk("winner_id", "players.id", "CASCADE", null=True),
    _col("played_at", String(32)),
    _null("rewards", JSON),  # step 4 outcome (both players) once applied
    _null("round_no", Integer, info=_SINCE_0002),  # its round (None: before rounds)
)

#: The Team a player picked (step 1); ``game_id`` is set when a game records it.
teams = Table(
    "teams", metadata,
    _id(),
    _fk("player_id", "players.id", "CASCADE", index=True),
    _fk("game_id", "games.id", "CASCADE", null=True),
    _col("models", JSON),
    _null("field_promotion", String(200)),
    _null("points", Integer),
    _col("points_limit", Integer),
    _col("created_at", String(32)),
    _null("round_no", Integer, info=_SINCE_0002),  # its round (None: before rounds)
    _col("finale", Boolean, default=False,  # the finale's Team: the whole Force may play
         info={"file_default": False}),
)

#: One player's side of a game (step 2) and what steps 3 and 4 did with it.
game_players = Table(
    "game_players", metadata,
    _id(),
    _fk("game_id", "games.id", "CASCADE"),
    _fk("player_id", "players.id", "CASCADE", index=True),
    _col("side", Integer, default=0),
    _fk("team_id", "teams.id", "SET NULL", null=True),
    _col("team", JSON),
    _null("role", String(16)),
    _col("achievements", JSON),
    _col("facts", JSON),
    _col("casualties", JSON),
    _col("fled", JSON),
    _col("knocked_out", JSON),
    _col("walker_damage", JSON),
    _null("field_promoted", String(200)),
    _null("injuries", JSON),  # step 3 summary once applied
    UniqueConstraint("game_id", "player_id"),
)

#: The RP ledger: a player's RP always equals the sum of their entries.
rp_entries = Table(
    "rp_entries", metadata,
    _id(),
    _fk("player_id", "players.id", "CASCADE", index=True),
    _fk("history_id", "history.id", "CASCADE"),
    _col("amount", Integer),
    _col("kind", String(32)),
    _col("ref", String(200), default=""),
)

#: One record per campaign action (``is_action``), undo or redo. ``player_id`` is a plain
#: number (the player may be gone after an undo).
history = Table(
    "history", metadata,
    _id(),
    _fk("campaign_id", "campaigns.id", "CASCADE"),
    _col("seq", Integer),
    _null("player_id", Integer),
    _col("kind", String(32)),
    _col("inputs", JSON),
    _col("summary", JSON),
    _col("created_at", String(32)),
    _col("is_action", Boolean, default=True),
    _col("undone", Boolean, default=False),
    _col("redoable", Boolean, default=False),
    _null("target_id", Integer),  # the action an undo / redo entry acted on
    # The token its client gave the record (migration 0003): a retried or synced action is
    # found by it, never applied twice. Imported records carry none.
    _null("token", String(64), info=_SINCE_0003),
    # The server login that made the record (``None`` in a file): undo / redo on a server
    # take the laptop's own actions.
    _null("author", String(63), info=_SINCE_0003),
    # One sequence per campaign, enforced by the database (unique since migration 0003).
    Index("ix_history_campaign_seq", "campaign_id", "seq", unique=True),
    Index("ix_history_token", "token", unique=True),
    # What can be redone, in order, without walking the history (migration 0004).
    Index("ix_history_undone", "campaign_id", "undone", "redoable", "seq"),
)

#: A row-level change of an action: ``before`` / ``after`` values (``None`` for an insert /
#: a delete). Undo applies them backwards, redo forwards.
changes = Table(
    "changes", metadata,
    _id(),
    _fk("history_id", "history.id", "CASCADE"),
    _col("seq", Integer),
    _col("table_name", String(32)),
    _col("row_id", Integer),
    _null("before", JSON),
    _null("after", JSON),
    Index("ix_changes_history", "history_id", "seq"),
)

#: Key/value facts about the file (``created_by``, last daily backup…).
#: A server login's seat (issue 22, ``app.model.seats``): the PostgreSQL role, the campaign
#: and the player it plays (``None``: an organiser). Row-level security reads it.
seats = Table(
    "seats", metadata,
    Column("role", String(63), primary_key=True),
    _fk("campaign_id", "campaigns.id", "CASCADE", null=True),
    _fk("player_id", "players.id", "CASCADE", null=True),
    _col("created_at", String(32)),
)

store_info = Table(
    "store_info", metadata,
    Column("key", String(64), primary_key=True),
    _col("value", Text),
)

TABLES = {t.name: t for t in metadata.sorted_tables}
