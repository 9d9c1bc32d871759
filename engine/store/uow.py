"""The unit of work: one session, the repositories over it, one commit.

Services take a unit of work, read and write through its repositories and
commit once; repositories never commit, so a multi-step change (closing a
round, writing standings, seating the next) is one transaction::

    with UnitOfWork(db) as uow:
        member = uow.members.add("Ann")
        uow.commit()

Leaving the block without ``commit()`` rolls everything back.

A repository may report a domain event (engine/store/messages.py: a match at an event's table
changed); ``commit`` first hands each to the handler the unit of work was given (the service
layer's, ``UnitOfWork(db, handle=...)``), in the same transaction, and refuses to commit a report
that no handler takes.  What the handler did (a
:class:`~engine.tournament.event.TableResultChanged`) is kept in :attr:`UnitOfWork.changes`
for the caller to present.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from sqlalchemy import event
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlmodel import Session

from ..errors import phrase
from ..words import QT_TRANSLATE_NOOP
from .db import READ_ONLY, Database, StoreError, _first_line, database_failed, failure, is_local_fault
from .messages import MatchChanged
from .repositories import EventRepository, MatchRepository, MemberRepository, RatingRepository

if TYPE_CHECKING:
    from ..tournament.event import TableResultChanged
    from .event_repo import StoredEvents
    from .skill import SkillProjection
    from .stats import StatisticsRepository


def _refuse_writing(session: Session, *_: object) -> None:
    if session.new or session.dirty or session.deleted:
        raise StoreError(READ_ONLY)


#: the service layer's handler of a :class:`~engine.store.messages.MatchChanged`, in the unit of
#: work that reported it (before its commit): what it did to the table's result, or None
Handler = Callable[["UnitOfWork", MatchChanged], "TableResultChanged | None"]

#: said when a repository reported a change and the unit of work has no handler for it (a fault of
#: the program, never of what a user did: the services always pass the handler)
UNHANDLED = "match {} of an event's table changed without the event service to follow it; nothing was saved"


class UnitOfWork:
    def __init__(self, db: Database, handle: Handler | None = None) -> None:
        """``handle``: the service layer's handler of what the repositories report
        (engine/store/messages.py); without one, a report refuses the commit."""
        self.db = db
        self.handle = handle
        #: what the handler did to event tables' results in this unit of work, in order
        self.changes: list[TableResultChanged] = []
        self._session: Session | None = None
        self._stats: StatisticsRepository | None = None
        self._skill: SkillProjection | None = None
        self._event_states: StoredEvents | None = None

    @classmethod
    def joining(cls, db: Database, session: Session, handle: Handler | None = None) -> UnitOfWork:
        """A unit of work over a session its caller opened and commits or rolls back itself (the
        recorder's, engine/store/live.py, which calls :meth:`publish` before its commit)."""
        uow = cls(db, handle)
        uow._session = session
        uow._repositories(session)
        return uow

    @property
    def session(self) -> Session:
        if self._session is None:
            raise StoreError(QT_TRANSLATE_NOOP("Refusal", "the unit of work is not open: use it in a `with` block"))
        return self._session

    def __enter__(self) -> UnitOfWork:
        self._session = Session(self.db.engine, expire_on_commit=False)
        if getattr(self.db, "read_only", False):  # a file this user cannot write: say so before trying
            event.listen(self._session, "before_flush", _refuse_writing)
        self._repositories(self._session)
        return self

    def _repositories(self, session: Session) -> None:
        self.members = MemberRepository(session)
        self.events = EventRepository(session)
        self.matches = MatchRepository(session)
        self.ratings = RatingRepository(session)
        self._stats = None
        self._skill = None
        self._event_states = None
        self.changes = []

    @property
    def event_states(self) -> StoredEvents:
        """The tournament's events as stored (engine/store/event_repo.py), one repository per unit
        of work (so what it read is what it saves over), imported on first use."""
        if self._event_states is None:
            from .event_repo import StoredEvents

            self._event_states = StoredEvents(self.session)
        return self._event_states

    def publish(self) -> None:
        """Hand what the repositories reported to the handler, in this transaction (a report the
        handler's own writes cause is handed on too); one no handler takes is refused (a
        :class:`StoreError`; the caller's transaction is then rolled back, nothing saved)."""
        while self.matches.events:
            if self.handle is None:  # left reported: a later commit refuses it too
                raise StoreError(UNHANDLED.format(self.matches.events[0].match_id))
            for message in self.matches.collect_events():
                change = self.handle(self, message)
                if change is not None:
                    self.changes.append(change)

    @property
    def stats(self) -> StatisticsRepository:
        """The statistics' queries, imported on first use (the rules' tables they read are not
        needed by most commands, #17)."""
        if self._stats is None:
            from .stats import StatisticsRepository

            self._stats = StatisticsRepository(self.session)
        return self._stats

    @property
    def skill(self) -> SkillProjection:
        """The stored skill and luck of each finished match (revision 0012)."""
        if self._skill is None:
            from .skill import SkillProjection

            self._skill = SkillProjection(self.session)
        return self._skill

    def commit(self) -> None:
        """Publish what the repositories reported (:meth:`publish`), then commit it all."""
        self.publish()
        try:
            self.session.commit()
        except IntegrityError as e:
            self.session.rollback()
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "refused by the database: %1"), _first_line(e))) from None
        except DBAPIError as e:
            self._rollback_quietly()
            if is_local_fault(e):  # a read-only or damaged file: its own words, not "the server"
                raise StoreError(database_failed(e)) from None
            raise failure(e, self.db.url, phrase(QT_TRANSLATE_NOOP("Refusal", "saving"))) from None

    def rollback(self) -> None:
        self.session.rollback()

    def _rollback_quietly(self) -> None:
        """Roll back; a connection that died already has nothing to roll back."""
        with contextlib.suppress(DBAPIError):
            self.session.rollback()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        """Rolls back what was not committed.  A driver error raised in the block
        leaves it as one line (:func:`engine.store.db.failure`): a server that went
        away is a :class:`~engine.store.db.DatabaseUnavailableError` to retry."""
        session = self._session
        self._session = None
        if session is not None:
            try:
                session.rollback()
            except DBAPIError:
                pass
            finally:
                session.close()
        if isinstance(exc, IntegrityError):
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "refused by the database: %1"), _first_line(exc))) from None
        if isinstance(exc, DBAPIError):
            raise failure(exc, self.db.url) from None
