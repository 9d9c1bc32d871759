"""The store's one refusal, apart from :mod:`engine.store.db` so that the
repositories and the replaying below it need not import the module that opens
(and upgrades) the database: ``db`` imports the repositories to upgrade, and
nothing in the store imports ``db`` back for its error."""

from __future__ import annotations

from ..errors import BakehouseError, whole

__all__ = ["StoreError", "whole"]


class StoreError(BakehouseError):
    """The database refused or cannot be used (one line, for the user)."""

