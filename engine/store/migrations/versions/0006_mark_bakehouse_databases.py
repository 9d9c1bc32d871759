"""bakehouse_meta: mark the database as Bakehouse's (SQLite application_id, and a row of its own)

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26

A database is Bakehouse's when SQLite's ``PRAGMA application_id`` is b"BAKE" (read from
the file's header before anything is written) or, on PostgreSQL, when ``bakehouse_meta``
holds the row ``application = bakehouse``.  Another program's database is then refused
without being changed (issue 18).  A new table and a header field only.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: engine.store.models.APPLICATION_ID when this revision was written (b"BAKE")
APPLICATION_ID = 0x42414B45


def upgrade() -> None:
    table = op.create_table(
        "bakehouse_meta",
        sa.Column("key", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("value", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.CheckConstraint("length(key) BETWEEN 1 AND 40", name=op.f("ck_bakehouse_meta_key_length")),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_bakehouse_meta")),
    )
    op.bulk_insert(table, [{"key": "application", "value": "bakehouse"}])
    if op.get_bind().dialect.name == "sqlite":
        op.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("PRAGMA application_id = 0")
    op.drop_table("bakehouse_meta")
