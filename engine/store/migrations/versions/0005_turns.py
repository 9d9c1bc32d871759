"""turns: every finished turn of the moves in force (who, points, how it ended)

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23

A new table only (no batch copy of an existing one).  Its rows are derived from
the roll log by the rules, which a migration does not run: ``engine.store.db.upgrade``
fills them for the matches already stored (``backfill_turns``), in the same
transaction as this revision, so an upgraded database never lacks them.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: engine.game.TurnEnd's values when this revision was written
ENDINGS = ("stop", "stop after a miss", "stop, bakery unfinished", "miss", "lost biscuit", "full rack", "bakery",
           "visit", "bust", "four twos", "rack", "carry spent", "all aside")


def upgrade() -> None:
    op.create_table(
        "turns",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("turn", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("ending", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.CheckConstraint("turn >= 0", name=op.f("ck_turns_turn")),
        sa.CheckConstraint("ending IN (" + ", ".join(f"'{e}'" for e in ENDINGS) + ")", name=op.f("ck_turns_ending")),
        sa.ForeignKeyConstraint(["match_id", "seat"], ["seats.match_id", "seats.seat"],
                                name=op.f("fk_turns_match_id_seats"), ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("match_id", "turn", name=op.f("pk_turns")),
        sqlite_with_rowid=False,
    )


def downgrade() -> None:
    op.drop_table("turns")
