"""holds: which station holds a stored match (an event's table being scored)

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-26

One row per match a scoring station holds: its name, since when, and its last
action.  Only the holder writes the match's roll log; the hold is checked and
written in the same transaction as each entry (engine/store/live.py), and
another station takes it over only explicitly (issue 20).  A new table only:
no batch copy of an existing one is needed on SQLite.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "holds",
        sa.Column("match_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("station", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("since", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("last_at", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.CheckConstraint("length(station) BETWEEN 1 AND 60", name=op.f("ck_holds_station_length")),
        sa.ForeignKeyConstraint(["match_id"], ["matches.id"], name=op.f("fk_holds_match_id_matches"),
                                ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("match_id", name=op.f("pk_holds")),
    )


def downgrade() -> None:
    op.drop_table("holds")
