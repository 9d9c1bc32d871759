"""roll log: the entry a redo enters again, and whether a move's time is known

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes  # noqa: F401  (autogenerate writes sqlmodel.sql.sqltypes.AutoString)
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # plain ADD COLUMN (no table copy): roll_log stays a WITHOUT ROWID table on SQLite
    op.add_column("roll_log", sa.Column("redoes", sa.Integer(), nullable=True))
    op.add_column("roll_log", sa.Column("timed", sa.Boolean(), nullable=False, server_default=sa.true()))
    # rows logged before: a move without a time had at = NULL
    op.execute("UPDATE roll_log SET timed = false, at = (SELECT created_at FROM matches WHERE matches.id = "
               "roll_log.match_id) WHERE at IS NULL")


def downgrade() -> None:
    with op.batch_alter_table("roll_log", schema=None) as batch_op:
        batch_op.drop_column("timed")
        batch_op.drop_column("redoes")
