"""skill and luck: each seat's decision analysis of a finished match, stored once (issue 29)

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-28

The statistics' "Skill and luck" analysed every match of their scope again at every view (79 s of
CPU for a club of 10,000 matches; the app gave up after 8 s).  Each finished match's figures per
seat are now a projection (``skill_luck``), computed the first time they are needed and read after
that (engine/store/skill.py, engine/services/analysis.py stored_skill).

The migration only makes the table: it runs no rules, and analysing every stored match takes
about 10 ms each once the game's tables are built (a minute and a half for 10,000), too long for
an upgrade the app runs when it opens a database.  The rows of an upgraded database are filled the
first time its statistics are shown (the app: on the statistics' job thread, with its progress bar
and Cancel, each batch committed as it is done; ``report stats`` once), then only the matches
finished since.  A new table only: no batch copy of an existing one is needed on SQLite.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OUTCOMES = ("analysed", "no throws", "not covered", "refused")


def upgrade() -> None:
    op.create_table(
        "skill_luck",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("model", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("through", sa.Integer(), nullable=False),
        sa.Column("outcome", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("decisions", sa.Integer(), nullable=False),
        sa.Column("total_loss", sa.Float(), nullable=False),
        sa.Column("mistakes", sa.Integer(), nullable=False),
        sa.Column("throws", sa.Integer(), nullable=False),
        sa.Column("luck", sa.Float(), nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.CheckConstraint("outcome IN (" + ", ".join(f"'{o}'" for o in OUTCOMES) + ")",
                           name=op.f("ck_skill_luck_outcome")),
        sa.CheckConstraint("decisions >= 0 AND mistakes >= 0 AND mistakes <= decisions AND throws >= 0",
                           name=op.f("ck_skill_luck_counts")),
        sa.CheckConstraint("through >= 0", name=op.f("ck_skill_luck_through")),
        sa.ForeignKeyConstraint(["match_id", "seat"], ["seats.match_id", "seats.seat"],
                                name=op.f("fk_skill_luck_match_id_seats"), ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("match_id", "seat", name=op.f("pk_skill_luck")),
        sqlite_with_rowid=False,
    )


def downgrade() -> None:
    op.drop_table("skill_luck")
