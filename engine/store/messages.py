"""The store's domain events: what a repository reports happened, for the service layer to act on
in the same unit of work, before its commit (issue 28: "the repository reports what happened, the
event service records or corrects", cosmicpython's message bus).

The store only reports; it decides nothing about an event's table.  A unit of work collects what
its repositories reported and hands each report to the handler it was given
(:meth:`engine.store.uow.UnitOfWork.publish`, called by ``commit``); the handler is the service
layer's (engine/services/handlers.py ``match_changed``), passed in by the services that open the
unit of work or create the recorder (its type: :data:`engine.store.uow.Handler`).  A report with no handler to take it is refused before
anything is committed: no path writes a match at an event's table while skipping the event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .replaying import Played


@dataclass(frozen=True)
class MatchChanged:
    """A stored match played at an event's table changed: its moves in force are now ``played``
    (it ended, was reopened by an undo, was corrected, imported or repaired).  Whether and how its
    table's result follows is the handler's to decide."""

    match_id: int
    played: Played
