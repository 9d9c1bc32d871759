"""event_states: each tournament event's players, rounds, results and corrections

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # a new table only: no batch copy of an existing one is needed
    op.create_table(
        "event_states",
        sa.Column("event_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("state", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.CheckConstraint("version >= 1", name=op.f("ck_event_states_version")),
        sa.ForeignKeyConstraint(["event_id"], ["events.id"], name=op.f("fk_event_states_event_id_events"),
                                ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("event_id", name=op.f("pk_event_states")),
    )


def downgrade() -> None:
    op.drop_table("event_states")
