"""Undo and redo at campaign scale (issue 19): an index on the history's undone state.

Every action forgets what could be redone (``UPDATE history SET redoable … WHERE undone AND
redoable``) and every "Undo / Redo <what>" label looks for the first redoable record: without
this index both walked the whole campaign's history (3 ms at 1,000 games, for each action
and each label), with it they read the few undone records of the campaign, in ``seq`` order.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_history_undone", "history",
                    ["campaign_id", "undone", "redoable", "seq"])


def downgrade() -> None:
    op.drop_index("ix_history_undone", table_name="history")
