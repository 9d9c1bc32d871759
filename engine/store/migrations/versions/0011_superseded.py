"""matches closed as superseded: a table's result typed over the match being scored (issue 29)

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-28

A result typed in from the sheet for a table whose match was being scored closes that match as
superseded (``bakehouse event result --supersede``, or confirmed in the app): one ``superseded``
row names it; the statistics leave it out and the table counts once.  A new table only: no batch
copy of an existing one is needed on SQLite.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "superseded",
        sa.Column("match_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["matches.id"], name=op.f("fk_superseded_match_id_matches"),
                                ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("match_id", name=op.f("pk_superseded")),
    )


def downgrade() -> None:
    op.drop_table("superseded")
