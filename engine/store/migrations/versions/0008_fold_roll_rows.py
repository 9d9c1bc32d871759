"""roll log: the separate ``roll`` rows of revisions 0001-0002 folded into their throws

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26

A Bakehouse at schema revision 0001 or 0002 logged a throw at a decision node as
two entries: a ``roll`` row (the player's choice to throw; from an imported
record, from a bot, at the table) and then the ``throw`` row with the faces.  A
journal today has one entry for both (the throw carries the choice, A2), and a
match with ``roll`` rows does not replay, so such a database could not be
upgraded.  For every match that has them, in one pass over its rows:

* each ``roll`` row is left out (the throw that follows it is the whole move);
* a void keeps the entries it withdrew other than ``roll`` rows; a void that
  withdrew only a ``roll`` is left out too (nothing of it stays to withdraw);
* the rows left are numbered 0, 1, 2 ... again in their order, and every
  reference (``voids``, ``void_by``, ``redoes``) follows the new numbers.

Data only; no table changes shape (so no batch copy on SQLite).  A program since
revision 0003 never wrote a ``roll`` row: their matches are not touched.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ROLL_LOG = sa.table(
    "roll_log",
    *(sa.column(name) for name in ("match_id", "seq", "kind", "at", "origin", "station", "seat", "turn", "event",
                                   "voids", "reason", "void_by", "redoes", "timed")),
)


def fold(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """One match's rows (in seq order) without their ``roll`` rows, renumbered."""
    rolls = {r["seq"] for r in rows if r["kind"] == "move" and r["event"] == "roll"}
    kept: list[dict[str, Any]] = []
    for r in rows:
        if r["seq"] in rolls:
            continue
        if r["kind"] == "void":
            voids = [int(s) for s in str(r["voids"]).split() if int(s) not in rolls]
            if not voids:
                continue
            r = {**r, "voids": voids}
        kept.append(dict(r))
    new = {r["seq"]: k for k, r in enumerate(kept)}
    for k, r in enumerate(kept):
        r["seq"] = k
        r["void_by"] = None
        if r.get("redoes") is not None:
            r["redoes"] = new.get(r["redoes"])
    for r in kept:
        if r["kind"] == "void":
            r["voids"] = [new[s] for s in r["voids"]]
            for s in r["voids"]:
                kept[s]["void_by"] = r["seq"]
            r["voids"] = " ".join(str(s) for s in r["voids"])
    return kept


def upgrade() -> None:
    conn = op.get_bind()
    matches = [m for (m,) in conn.execute(sa.select(ROLL_LOG.c.match_id).distinct()
                                          .where(ROLL_LOG.c.kind == "move", ROLL_LOG.c.event == "roll"))]
    for match_id in sorted(matches):
        rows = [dict(r) for r in conn.execute(sa.select(ROLL_LOG).where(ROLL_LOG.c.match_id == match_id)
                                              .order_by(ROLL_LOG.c.seq)).mappings()]
        conn.execute(sa.delete(ROLL_LOG).where(ROLL_LOG.c.match_id == match_id))
        folded = fold(rows)
        if folded:
            conn.execute(sa.insert(ROLL_LOG), folded)


def downgrade() -> None:
    pass  # the folded rows replay the same game: nothing to undo
