"""Alembic environment of the club database (run through engine.store.db.upgrade,
which passes an open connection; SQLite in batch mode, foreign keys off)."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from engine.store import models

connection = context.config.attributes.get("connection")
if not isinstance(connection, Connection):
    raise SystemExit("run migrations with `bakehouse db upgrade` (engine.store.db.upgrade)")

context.configure(
    connection=connection,
    target_metadata=models.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
