"""members: the date a member joined, and an e-mail address must hold an @

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes  # noqa: F401  (autogenerate writes sqlmodel.sql.sqltypes.AutoString)
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # an address without @ is kept, in the note, so nothing is lost
    op.execute(
        "UPDATE members SET note = CASE WHEN note IS NULL THEN 'e-mail: ' || email "
        "ELSE note || ' (e-mail: ' || email || ')' END, email = NULL "
        "WHERE email IS NOT NULL AND email NOT LIKE '%@%'"
    )
    # a batch copy of a parent table (seats and ratings refer to members): the
    # migration runs with foreign keys off, then PRAGMA foreign_key_check
    with op.batch_alter_table("members", schema=None) as batch_op:
        batch_op.add_column(sa.Column("joined", sqlmodel.sql.sqltypes.AutoString(), nullable=True))
        batch_op.create_check_constraint("email", "email IS NULL OR email LIKE '%@%'")


def downgrade() -> None:
    with op.batch_alter_table("members", schema=None) as batch_op:
        batch_op.drop_constraint("ck_members_email", type_="check")
        batch_op.drop_column("joined")
