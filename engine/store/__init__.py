"""The club database: members, events, every match with its roll log, results
and ratings, on SQLite (embedded default) or PostgreSQL.

Entry points: :func:`open_database` (:mod:`.db`), :class:`UnitOfWork` with its
repositories (:mod:`.uow`, :mod:`.repositories`), :class:`MatchLogger` (the
journal recorder, :mod:`.live`) and the services in :mod:`.service`.  The rules
(``engine.games``) never import this package.
"""

from __future__ import annotations

from .db import Database, DatabaseUnavailableError, StoreError, backup, open_database, retry, upgrade
from .live import MatchLogger, SeedVault, TableChangedError
from .replaying import MatchSetup
from .uow import UnitOfWork

__all__ = [
    "Database",
    "DatabaseUnavailableError",
    "MatchLogger",
    "MatchSetup",
    "SeedVault",
    "StoreError",
    "TableChangedError",
    "UnitOfWork",
    "backup",
    "open_database",
    "retry",
    "upgrade",
]
