"""The unit of work: one session, the repositories over it, one commit.

Services take a unit of work, read and write through its repositories and
commit once; repositories never commit, so a multi-step change (closing a
round, writing standings, seating the next) is one transaction::

    with UnitOfWork(db) as uow:
        member = uow.members.add("Ann")
        uow.commit()

Leaving the block without ``commit()`` rolls everything back.
"""

from __future__ import annotations

import contextlib
from types import TracebackType
from typing import TYPE_CHECKING

from sqlalchemy import event
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlmodel import Session

from ..errors import phrase
from ..words import QT_TRANSLATE_NOOP
from .db import READ_ONLY, Database, StoreError, _first_line, database_failed, failure, is_local_fault
from .repositories import EventRepository, MatchRepository, MemberRepository, RatingRepository

if TYPE_CHECKING:
    from .skill import SkillProjection
    from .stats import StatisticsRepository


def _refuse_writing(session: Session, *_: object) -> None:
    if session.new or session.dirty or session.deleted:
        raise StoreError(READ_ONLY)


class UnitOfWork:
    def __init__(self, db: Database) -> None:
        self.db = db
        self._session: Session | None = None
        self._stats: StatisticsRepository | None = None
        self._skill: SkillProjection | None = None

    @property
    def session(self) -> Session:
        if self._session is None:
            raise StoreError(QT_TRANSLATE_NOOP("Refusal", "the unit of work is not open: use it in a `with` block"))
        return self._session

    def __enter__(self) -> UnitOfWork:
        self._session = Session(self.db.engine, expire_on_commit=False)
        if getattr(self.db, "read_only", False):  # a file this user cannot write: say so before trying
            event.listen(self._session, "before_flush", _refuse_writing)
        self.members = MemberRepository(self._session)
        self.events = EventRepository(self._session)
        self.matches = MatchRepository(self._session)
        self.ratings = RatingRepository(self._session)
        self._stats = None
        self._skill = None
        return self

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
