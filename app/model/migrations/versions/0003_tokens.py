"""Club play (issue 22): action tokens, one history sequence per campaign, seats.

Each history record carries the token its client gave it, and on a server the login
that made it (``author``: a laptop undoes its own actions, never another's).

A client retrying an action whose commit it could not confirm (the server restarted, the
connection dropped) finds its token and knows the action is there; a campaign synced back
from offline finds the actions already applied by their tokens. Unique per database;
and the history's sequence numbers become unique per campaign. ``seats`` maps a server
login (a PostgreSQL role) to the campaign and player it may change (``app.model.seats``);
a file never has any.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "seats",
        sa.Column("role", sa.String(length=63), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=True),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.ForeignKeyConstraint(["campaign_id"], ["campaigns.id"],
                                name=op.f("fk_seats_campaign_id_campaigns"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["player_id"], ["players.id"],
                                name=op.f("fk_seats_player_id_players"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("role", name=op.f("pk_seats")),
    )
    with op.batch_alter_table("history") as batch:
        batch.add_column(sa.Column("token", sa.String(length=64), nullable=True))
        batch.add_column(sa.Column("author", sa.String(length=63), nullable=True))
    op.create_index("ix_history_token", "history", ["token"], unique=True)
    # History is one sequence per campaign: two laptops recording at once can never both
    # take the same number (a single writer never did).
    op.drop_index("ix_history_campaign_seq", table_name="history")
    op.create_index("ix_history_campaign_seq", "history", ["campaign_id", "seq"], unique=True)


def downgrade() -> None:
    op.drop_table("seats")
    op.drop_index("ix_history_campaign_seq", table_name="history")
    op.create_index("ix_history_campaign_seq", "history", ["campaign_id", "seq"], unique=False)
    op.drop_index("ix_history_token", table_name="history")
    with op.batch_alter_table("history") as batch:
        batch.drop_column("author")
        batch.drop_column("token")
