"""ratings: a projection of the events' table results, one row per player per rated table

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26

Each row is a player's openskill rating after one table of an event (the
tournament package's play order: event, round, table), written in the same
transaction as the result that changes it (engine/store/ratings.py).  The rows a
program before this revision may hold are dropped: it never wrote any, and the
projection is recomputed from the events' results after the upgrade
(``engine.store.db.upgrade`` runs ``backfill_ratings`` in the same transaction).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("DELETE FROM ratings")
    with op.batch_alter_table("ratings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("event_id", sa.Integer(), nullable=False))
        batch_op.add_column(sa.Column("round", sa.Integer(), nullable=False))
        batch_op.add_column(sa.Column("table_no", sa.Integer(), nullable=False))
        batch_op.create_check_constraint("round", "round >= 1")
        batch_op.create_check_constraint("table_no", "table_no >= 1")
        batch_op.create_foreign_key(op.f("fk_ratings_event_id_events"), "events", ["event_id"], ["id"],
                                    ondelete="RESTRICT")
        batch_op.create_unique_constraint(op.f("uq_ratings_ruleset"),
                                          ["ruleset", "event_id", "round", "table_no", "member_id"])


def downgrade() -> None:
    with op.batch_alter_table("ratings", schema=None) as batch_op:
        batch_op.drop_constraint(op.f("uq_ratings_ruleset"), type_="unique")
        batch_op.drop_constraint(op.f("fk_ratings_event_id_events"), type_="foreignkey")
        batch_op.drop_constraint(op.f("ck_ratings_table_no"), type_="check")
        batch_op.drop_constraint(op.f("ck_ratings_round"), type_="check")
        batch_op.drop_column("table_no")
        batch_op.drop_column("round")
        batch_op.drop_column("event_id")
