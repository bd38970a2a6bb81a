"""The first schema: campaigns, Team List copies, players, Forces, games, history.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "campaigns",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("archived", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.Column("updated_at", sa.String(length=32), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_campaigns")),
    )
    op.create_table(
        "store_info",
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_store_info")),
    )
    op.create_table(
        "team_list_copies",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("list_id", sa.String(length=200), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("version", sa.String(length=64), nullable=False),
        sa.Column("origin", sa.String(length=32), nullable=False),
        sa.Column("sha256", sa.String(length=64), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_team_list_copies")),
        sa.UniqueConstraint("sha256", name=op.f("uq_team_list_copies_sha256")),
    )
    op.create_table(
        "history",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("inputs", sa.JSON(), nullable=False),
        sa.Column("summary", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.Column("is_action", sa.Boolean(), nullable=False),
        sa.Column("undone", sa.Boolean(), nullable=False),
        sa.Column("redoable", sa.Boolean(), nullable=False),
        sa.Column("target_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_history_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_history")),
    )
    op.create_index("ix_history_campaign_seq", "history", ["campaign_id", "seq"], unique=False)
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("force_name", sa.String(length=200), nullable=False),
        sa.Column("team_list_copy_id", sa.Integer(), nullable=False),
        sa.Column("rp", sa.Integer(), nullable=False),
        sa.Column("renown", sa.Integer(), nullable=False),
        sa.Column("base_level", sa.Integer(), nullable=False),
        sa.Column("upgrades", sa.JSON(), nullable=False),
        sa.Column("improved", sa.JSON(), nullable=False),
        sa.Column("group_rolls", sa.JSON(), nullable=False),
        sa.Column("converted", sa.Boolean(), nullable=False),
        sa.Column("dissolutions", sa.Integer(), nullable=False),
        sa.Column("force_games", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_players_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["team_list_copy_id"],
            ["team_list_copies.id"],
            name=op.f("fk_players_team_list_copy_id_team_list_copies"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
    )
    op.create_index(op.f("ix_players_campaign_id"), "players", ["campaign_id"], unique=False)
    op.create_table(
        "changes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("history_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("table_name", sa.String(length=32), nullable=False),
        sa.Column("row_id", sa.Integer(), nullable=False),
        sa.Column("before", sa.JSON(), nullable=True),
        sa.Column("after", sa.JSON(), nullable=True),
        sa.ForeignKeyConstraint(
            ["history_id"],
            ["history.id"],
            name=op.f("fk_changes_history_id_history"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_changes")),
    )
    op.create_index("ix_changes_history", "changes", ["history_id", "seq"], unique=False)
    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("mission_id", sa.String(length=64), nullable=False),
        sa.Column("mission_mode", sa.String(length=16), nullable=False),
        sa.Column("mission_roll", sa.Integer(), nullable=True),
        sa.Column("mission_index", sa.Integer(), nullable=True),
        sa.Column("winner_id", sa.Integer(), nullable=True),
        sa.Column("played_at", sa.String(length=32), nullable=False),
        sa.Column("rewards", sa.JSON(), nullable=True),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_games_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["winner_id"],
            ["players.id"],
            name=op.f("fk_games_winner_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
    )
    op.create_index(op.f("ix_games_campaign_id"), "games", ["campaign_id"], unique=False)
    op.create_table(
        "groups",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("force_no", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("gid", sa.String(length=200), nullable=False),
        sa.Column("entry", sa.String(length=400), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("squad", sa.Boolean(), nullable=False),
        sa.Column("starting_size", sa.Integer(), nullable=True),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_groups_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_groups")),
        sa.UniqueConstraint(
            "player_id", "force_no", "gid", name=op.f("uq_groups_player_id_force_no_gid")
        ),
    )
    op.create_table(
        "rp_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("history_id", sa.Integer(), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("ref", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["history_id"],
            ["history.id"],
            name=op.f("fk_rp_entries_history_id_history"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_rp_entries_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rp_entries")),
    )
    op.create_index(op.f("ix_rp_entries_player_id"), "rp_entries", ["player_id"], unique=False)
    op.create_table(
        "models",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("force_no", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(length=200), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("entry", sa.String(length=400), nullable=False),
        sa.Column("member", sa.String(length=400), nullable=True),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("gid", sa.String(length=200), nullable=True),
        sa.Column("unit", sa.String(length=200), nullable=True),
        sa.Column("section", sa.String(length=16), nullable=False),
        sa.Column("characteristics", sa.JSON(), nullable=False),
        sa.Column("honours", sa.JSON(), nullable=False),
        sa.Column("permanent_injuries", sa.JSON(), nullable=False),
        sa.Column("temporary", sa.String(length=16), nullable=True),
        sa.Column("walker", sa.Boolean(), nullable=False),
        sa.Column("artillery", sa.Boolean(), nullable=False),
        sa.Column("crew", sa.Boolean(), nullable=False),
        sa.Column("psyker", sa.Boolean(), nullable=False),
        sa.Column("squad_size", sa.Integer(), nullable=True),
        sa.Column("promoted_leader", sa.Boolean(), nullable=False),
        sa.Column("points", sa.String(length=32), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("status_game_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_models_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["status_game_id"],
            ["games.id"],
            name=op.f("fk_models_status_game_id_games"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_models")),
        sa.UniqueConstraint(
            "player_id", "force_no", "uid", name=op.f("uq_models_player_id_force_no_uid")
        ),
    )
    op.create_index("ix_models_player_status", "models", ["player_id", "status"], unique=False)
    op.create_table(
        "teams",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.Column("models", sa.JSON(), nullable=False),
        sa.Column("field_promotion", sa.String(length=200), nullable=True),
        sa.Column("points", sa.Integer(), nullable=True),
        sa.Column("points_limit", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_teams_game_id_games"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_teams_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_teams")),
    )
    op.create_index(op.f("ix_teams_player_id"), "teams", ["player_id"], unique=False)
    op.create_table(
        "game_players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("side", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=True),
        sa.Column("team", sa.JSON(), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=True),
        sa.Column("achievements", sa.JSON(), nullable=False),
        sa.Column("facts", sa.JSON(), nullable=False),
        sa.Column("casualties", sa.JSON(), nullable=False),
        sa.Column("fled", sa.JSON(), nullable=False),
        sa.Column("knocked_out", sa.JSON(), nullable=False),
        sa.Column("walker_damage", sa.JSON(), nullable=False),
        sa.Column("field_promoted", sa.String(length=200), nullable=True),
        sa.Column("injuries", sa.JSON(), nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_game_players_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_game_players_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["team_id"],
            ["teams.id"],
            name=op.f("fk_game_players_team_id_teams"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_players")),
        sa.UniqueConstraint("game_id", "player_id", name=op.f("uq_game_players_game_id_player_id")),
    )
    op.create_index(op.f("ix_game_players_player_id"), "game_players", ["player_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_game_players_player_id"), table_name="game_players")
    op.drop_table("game_players")
    op.drop_index(op.f("ix_teams_player_id"), table_name="teams")
    op.drop_table("teams")
    op.drop_index("ix_models_player_status", table_name="models")
    op.drop_table("models")
    op.drop_index(op.f("ix_rp_entries_player_id"), table_name="rp_entries")
    op.drop_table("rp_entries")
    op.drop_table("groups")
    op.drop_index(op.f("ix_games_campaign_id"), table_name="games")
    op.drop_table("games")
    op.drop_index("ix_changes_history", table_name="changes")
    op.drop_table("changes")
    op.drop_index(op.f("ix_players_campaign_id"), table_name="players")
    op.drop_table("players")
    op.drop_index("ix_history_campaign_seq", table_name="history")
    op.drop_table("history")
    op.drop_table("team_list_copies")
    op.drop_table("store_info")
    op.drop_table("campaigns")
