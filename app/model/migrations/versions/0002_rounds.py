"""Rounds, the finale and the end of a campaign (issue 17).

A ``rounds`` table (pairings, byes, the finale, the round's mission, who finished step 5);
the round of each game and Team, the finale flag of a Team; a campaign's closing time and
final standings.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("pairings", sa.JSON(), nullable=False),
        sa.Column("byes", sa.JSON(), nullable=False),
        sa.Column("finale", sa.Boolean(), nullable=False),
        sa.Column("mission", sa.JSON(), nullable=True),
        sa.Column("spent", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_rounds_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rounds")),
        sa.UniqueConstraint("campaign_id", "number", name=op.f("uq_rounds_campaign_id_number")),
    )
    op.create_index(op.f("ix_rounds_campaign_id"), "rounds", ["campaign_id"], unique=False)
    with op.batch_alter_table("campaigns") as batch:
        batch.add_column(sa.Column("closed_at", sa.String(length=32), nullable=True))
        batch.add_column(sa.Column("standings", sa.JSON(), nullable=True))
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("round_no", sa.Integer(), nullable=True))
    with op.batch_alter_table("teams") as batch:
        batch.add_column(sa.Column("round_no", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("finale", sa.Boolean(), nullable=False,
                                   server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("teams") as batch:
        batch.drop_column("finale")
        batch.drop_column("round_no")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("round_no")
    with op.batch_alter_table("campaigns") as batch:
        batch.drop_column("standings")
        batch.drop_column("closed_at")
    op.drop_index(op.f("ix_rounds_campaign_id"), table_name="rounds")
    op.drop_table("rounds")
