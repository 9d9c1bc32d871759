"""The club database: members, events, every match with its roll log, results
and ratings, on SQLite (embedded default) or PostgreSQL.

Entry points: :func:`open_database` (:mod:`.db`), :class:`UnitOfWork` with its
repositories (:mod:`.uow`, :mod:`.repositories`), :class:`MatchLogger` (the
journal recorder, :mod:`.live`) and the services in :mod:`.service`.  The rules
(``engine.games``) never import this package.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .db import Database, DatabaseUnavailableError, StoreError, backup, open_database, retry, upgrade
    from .live import MatchLogger, SeedVault, TableChangedError
    from .replaying import MatchSetup
    from .uow import UnitOfWork

#: where each name lives: imported on first use, so opening the database (``engine.store.db``)
#: does not also load the recorder and the replayer (``bakehouse event list`` starts sooner)
_HOME = {
    "Database": "db", "DatabaseUnavailableError": "db", "StoreError": "db", "retry": "db", "backup": "db", "open_database": "db", "upgrade": "db",
    "MatchLogger": "live", "SeedVault": "live", "TableChangedError": "live",
    "MatchSetup": "replaying", "UnitOfWork": "uow",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)


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
