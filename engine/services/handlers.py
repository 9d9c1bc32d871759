"""The service layer's handlers of what the store reports (issue 28: one writer of a table's result).

The store's match repository only reports that a match at an event's table changed
(:class:`engine.store.messages.MatchChanged`, in the transaction of the entry, import or repair
that changed it); :func:`match_changed`, the event service's handler, decides what the table's
result becomes and writes it in that same unit of work before its commit: the standings and the
ratings follow in the entry's own transaction.  Every service that opens a unit of work or a
recorder that may change a match passes it (``handle=match_changed``); the store refuses to commit
a report no handler took.
"""

from __future__ import annotations

from ..errors import phrase
from ..names import name_key
from ..store.errors import StoreError
from ..store.messages import MatchChanged
from ..store.uow import UnitOfWork
from ..tournament.event import TableResultChanged
from ..tournament.results import TableResult
from ..words import QT_TRANSLATE_NOOP

__all__ = ["match_changed"]


def match_changed(uow: UnitOfWork, message: MatchChanged) -> TableResultChanged | None:
    """A stored match changed: its event table's result follows.  A match that ends gives the
    table its result (:meth:`~engine.tournament.event.Event.finish`: a correction only when the
    result differs from the one the table had, also before a reopening); a match reopened by an
    undo leaves the table without a result until it ends again
    (:meth:`~engine.tournament.event.Event.reopen`, which remembers it).  A match at no event's
    table (or an event not made by `bakehouse event create`), or one superseded by a result typed
    over it (issue 29), moves nothing.  Returns what happened to the table's result (None:
    nothing), for the caller to present."""
    stored = uow.event_states
    match_id, played = message.match_id, message.played
    where = stored.table_of(match_id)
    if where is None or not stored.has_state(where[0]) or stored.is_superseded(match_id):
        return None
    event_id, round_number, table = where
    event = stored.get(event_id)
    if not 1 <= round_number <= len(event.rounds):
        return None
    rd = event.rounds[round_number - 1]
    before = rd.results.get(table - 1)
    if played.finished and played.state is not None:
        ids = {name_key(p.name): p.id for p in event.players.values()}
        try:
            players = tuple(ids[name_key(n)] for n in played.setup.players)
        except KeyError as e:
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "match %1 names %2, who is not in event %3"), match_id, repr(e.args[0]), event_id)) from None
        result = TableResult.from_state(players, played.state)
        if result == before:
            return None
        was = before if before is not None else rd.reopened.get(table - 1)
        correction = event.finish(round_number, table, result)
        change = TableResultChanged(event_id, round_number, table, was, result, correction)
    elif before is None:
        return None
    else:
        event.reopen(round_number, table)
        change = TableResultChanged(event_id, round_number, table, before, None)
    stored.save(event)
    return change
