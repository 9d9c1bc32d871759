"""roll log append-only: what a void withdraws is named by rows of its own (``roll_voids``)

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-28

Until this revision a void row listed the entries it withdrew as text (``voids``,
``12 13``) and each withdrawn row got ``void_by`` written in place: an UPDATE of
rows already logged, and a second copy of the same fact that the statistics read
while every replay read the first.  Now the void is a row of the roll log like any
entry (kind ``void``, its reason) and each entry it withdraws is a
``roll_voids`` row (match, voided entry, void), written in the void's own
transaction; nothing logged is ever changed again (issue 28).

The new rows are built from each void's ``voids`` list, the copy every program
replayed the match from (its results, exports and ``db check``); ``void_by`` was
written from the same list in the same transaction, so for the rows the program
wrote the two agree (the upgrade test reads a database the program of revision
0009 wrote).  Where they could not (``add_entries`` given entries other than a
list wrote no ``void_by``), the statistics counted an entry the replay had
withdrawn; the list is kept, so both now read what the replay read.  Both columns are then dropped: the ``roll_voids`` rows are the one
place that says what was withdrawn.  On SQLite the roll log is copied in batch
mode (foreign keys off, then ``PRAGMA foreign_key_check``, engine.store.db.upgrade)
and stays a WITHOUT ROWID table.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SHAPE = ("(kind = 'move' AND seat IS NOT NULL AND turn IS NOT NULL AND event IS NOT NULL)"
         " OR (kind = 'rolloff' AND event IS NOT NULL)"
         " OR (kind = 'void' AND event IS NULL)")
OLD_SHAPE = ("(kind = 'move' AND seat IS NOT NULL AND turn IS NOT NULL AND event IS NOT NULL AND voids IS NULL)"
             " OR (kind = 'rolloff' AND event IS NOT NULL AND voids IS NULL)"
             " OR (kind = 'void' AND voids IS NOT NULL AND event IS NULL)")
OLD_VOID_BY = "void_by IS NULL OR (void_by > seq AND kind <> 'void')"

ROLL_LOG = sa.table("roll_log", sa.column("match_id"), sa.column("seq"), sa.column("kind"), sa.column("voids"),
                    sa.column("void_by"))
ROLL_VOIDS = sa.table("roll_voids", sa.column("match_id"), sa.column("voided_seq"), sa.column("void_seq"))


def void_rows(rows: Sequence[tuple[int, int, str | None]]) -> list[dict[str, int]]:
    """The ``roll_voids`` rows of the void rows (match, seq, voids text) of the old roll log."""
    return [{"match_id": int(m), "voided_seq": int(s), "void_seq": int(seq)}
            for m, seq, voids in rows for s in str(voids or "").split()]


def upgrade() -> None:
    conn = op.get_bind()
    voids = conn.execute(sa.select(ROLL_LOG.c.match_id, ROLL_LOG.c.seq, ROLL_LOG.c.voids)
                         .where(ROLL_LOG.c.kind == "void").order_by(ROLL_LOG.c.match_id, ROLL_LOG.c.seq)).all()
    rows = void_rows([tuple(r) for r in voids])
    with op.batch_alter_table("roll_log", schema=None, table_kwargs={"sqlite_with_rowid": False}) as batch_op:
        batch_op.drop_constraint(op.f("ck_roll_log_void_by"), type_="check")
        batch_op.drop_constraint(op.f("ck_roll_log_shape"), type_="check")
        batch_op.drop_column("void_by")
        batch_op.drop_column("voids")
        batch_op.create_check_constraint("shape", SHAPE)
    # made after the roll log's copy, so that nothing refers to the table being copied
    op.create_table(
        "roll_voids",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("voided_seq", sa.Integer(), nullable=False),
        sa.Column("void_seq", sa.Integer(), nullable=False),
        sa.CheckConstraint("void_seq > voided_seq", name=op.f("ck_roll_voids_order")),
        sa.ForeignKeyConstraint(["match_id", "void_seq"], ["roll_log.match_id", "roll_log.seq"],
                                name=op.f("fk_roll_voids_void_seq_roll_log"), ondelete="RESTRICT"),
        sa.ForeignKeyConstraint(["match_id", "voided_seq"], ["roll_log.match_id", "roll_log.seq"],
                                name=op.f("fk_roll_voids_voided_seq_roll_log"), ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("match_id", "voided_seq", name=op.f("pk_roll_voids")),
        sqlite_with_rowid=False,
    )
    if rows:
        conn.execute(sa.insert(ROLL_VOIDS), rows)


def downgrade() -> None:
    with op.batch_alter_table("roll_log", schema=None, table_kwargs={"sqlite_with_rowid": False}) as batch_op:
        batch_op.add_column(sa.Column("voids", sqlmodel.sql.sqltypes.AutoString(), nullable=True))
        batch_op.add_column(sa.Column("void_by", sa.Integer(), nullable=True))
    conn = op.get_bind()
    lists: dict[tuple[int, int], list[int]] = {}
    for m, voided, void in conn.execute(sa.select(ROLL_VOIDS.c.match_id, ROLL_VOIDS.c.voided_seq, ROLL_VOIDS.c.void_seq)
                                        .order_by(ROLL_VOIDS.c.match_id, ROLL_VOIDS.c.voided_seq)).all():
        lists.setdefault((int(m), int(void)), []).append(int(voided))
        conn.execute(sa.update(ROLL_LOG).where(ROLL_LOG.c.match_id == m, ROLL_LOG.c.seq == voided)
                     .values(void_by=void))
    for (m, void), seqs in lists.items():
        conn.execute(sa.update(ROLL_LOG).where(ROLL_LOG.c.match_id == m, ROLL_LOG.c.seq == void)
                     .values(voids=" ".join(str(s) for s in seqs)))
    op.drop_table("roll_voids")
    with op.batch_alter_table("roll_log", schema=None, table_kwargs={"sqlite_with_rowid": False}) as batch_op:
        batch_op.drop_constraint(op.f("ck_roll_log_shape"), type_="check")
        batch_op.create_check_constraint("shape", OLD_SHAPE)
        batch_op.create_check_constraint("void_by", OLD_VOID_BY)
