"""The skill and luck projection (revision 0012, issue 29): each seat's figures of a finished
match's decision analysis, stored once, so the statistics read them instead of analysing every
match of their scope again at every view.

The analysis itself is the services' (engine/services/analysis.py ``stored_skill``: the rules and
the solvers, never run in a scoring entry's transaction); this module only keeps its rows:

- :meth:`SkillProjection.scope` says, for the matches of a scope, which are finished and the last
  roll log entry of each (one query);
- :meth:`SkillProjection.stored` reads the rows still current: of the model version asked, of a
  finished match not superseded, and made from the match's roll log as it is now (``through`` is
  its last entry: a row made before an entry was added is not read);
- :meth:`SkillProjection.write` writes a match's rows once, only if the match is still finished
  and its log still ends where the analysis read it (another station's correction in between:
  nothing is written, the next view computes it again);
- :meth:`SkillProjection.forget` deletes a match's rows: MatchRepository.refresh calls it when the
  moves in force change (an undo or correction that reopens a finished match, an import, a repair)
  and StoredEvents when a match is closed as superseded, so no stale row is left.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ScalarSelect, and_, delete, func, insert, select
from sqlmodel import Session

from .models import MatchRow, RollRow, SeatRow, SkillLuckRow, SupersededRow

SKILL = SkillLuckRow.__table__  # type: ignore[attr-defined]
MATCHES = MatchRow.__table__  # type: ignore[attr-defined]
SEATS = SeatRow.__table__  # type: ignore[attr-defined]
SUPERSEDED = SupersededRow.__table__  # type: ignore[attr-defined]
ROLL_LOG = RollRow.__table__  # type: ignore[attr-defined]
#: ``IN`` lists are cut to this many ids (SQLite's bound parameters)
CHUNK = 900


@dataclass(frozen=True)
class SeatSkill:
    """One seat's figures in one match (names as played)."""

    seat: int
    name: str
    decisions: int = 0
    total_loss: float = 0.0
    mistakes: int = 0
    throws: int = 0
    luck: float = 0.0


@dataclass(frozen=True)
class MatchSkill:
    """A match's analysis as the statistics add it up: its outcome (one of
    :data:`engine.store.models.SKILL_OUTCOMES`) and, when analysed, each seat's figures."""

    match_id: int
    ruleset: str
    outcome: str
    seats: tuple[SeatSkill, ...] = ()


@dataclass(frozen=True)
class InScope:
    """A match of a statistics scope: whether it is finished, its last roll log entry."""

    match_id: int
    finished: bool
    through: int


def _chunks(ids: Sequence[int]) -> Iterable[list[int]]:
    for start in range(0, len(ids), CHUNK):
        yield list(ids[start:start + CHUNK])


def _last_seq() -> ScalarSelect[Any]:
    """The last roll log entry of the row's match (an indexed seek: the log is keyed by match, seq)."""
    return (select(func.max(ROLL_LOG.c.seq)).where(ROLL_LOG.c.match_id == MATCHES.c.id)
            .correlate(MATCHES).scalar_subquery())


class SkillProjection:
    """The ``skill_luck`` rows on a store session (never commits)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def scope(self, match_ids: Sequence[int]) -> dict[int, InScope]:
        """Each match's finished flag and last roll log entry (-1: none yet)."""
        out: dict[int, InScope] = {}
        last = _last_seq()
        for chunk in _chunks(match_ids):
            q = select(MATCHES.c.id, MATCHES.c.finished, last).where(MATCHES.c.id.in_(chunk))
            for m, finished, through in self.session.execute(q):
                out[int(m)] = InScope(int(m), bool(finished), -1 if through is None else int(through))
        return out

    def stored(self, match_ids: Sequence[int], model: str) -> dict[int, MatchSkill]:
        """The current rows of these matches (see the module's words), by match."""
        last = _last_seq()
        found: dict[int, tuple[str, str, list[SeatSkill]]] = {}
        for chunk in _chunks(match_ids):
            q = (select(SKILL.c.match_id, MATCHES.c.ruleset, SKILL.c.outcome, SKILL.c.seat, SEATS.c.name,
                        SKILL.c.decisions, SKILL.c.total_loss, SKILL.c.mistakes, SKILL.c.throws, SKILL.c.luck)
                 .join(MATCHES, MATCHES.c.id == SKILL.c.match_id)
                 .join(SEATS, and_(SEATS.c.match_id == SKILL.c.match_id, SEATS.c.seat == SKILL.c.seat))
                 .where(SKILL.c.match_id.in_(chunk), SKILL.c.model == model, MATCHES.c.finished.is_(True),
                        SKILL.c.through == last, SKILL.c.match_id.not_in(select(SUPERSEDED.c.match_id)))
                 .order_by(SKILL.c.match_id, SKILL.c.seat))
            for m, ruleset, outcome, seat, name, decisions, loss, mistakes, throws, luck in self.session.execute(q):
                entry = found.setdefault(int(m), (str(ruleset), str(outcome), []))
                entry[2].append(SeatSkill(int(seat), str(name), int(decisions), float(loss), int(mistakes),
                                          int(throws), float(luck)))
        return {m: MatchSkill(m, ruleset, outcome, tuple(seats)) for m, (ruleset, outcome, seats) in found.items()}

    def write(self, skills: Sequence[tuple[MatchSkill, int]], model: str, at: str) -> int:
        """Store each ``(figures, through)`` whose match is still finished, not superseded, and
        whose roll log still ends at ``through`` (replacing any row it had); returns the matches
        written.  The old rows are deleted first: on SQLite the transaction writes before it reads,
        so it never has to turn a read into a write while another station writes."""
        ids = [s.match_id for s, _ in skills]
        for chunk in _chunks(ids):
            self.session.execute(delete(SKILL).where(SKILL.c.match_id.in_(chunk)))
        now = self.scope(ids)
        superseded = set()
        for chunk in _chunks(ids):
            superseded |= {int(m) for m in self.session.scalars(
                select(SUPERSEDED.c.match_id).where(SUPERSEDED.c.match_id.in_(chunk)))}
        rows = []
        written = 0
        for skill, through in skills:
            current = now.get(skill.match_id)
            if current is None or not current.finished or current.through != through or skill.match_id in superseded:
                continue  # changed since it was read: computed again next time
            written += 1
            rows += [{"match_id": skill.match_id, "seat": s.seat, "model": model, "through": through,
                      "outcome": skill.outcome, "decisions": s.decisions, "total_loss": s.total_loss,
                      "mistakes": s.mistakes, "throws": s.throws, "luck": s.luck, "at": at} for s in skill.seats]
        if rows:
            self.session.execute(insert(SKILL), rows)
        return written

    def forget(self, match_id: int) -> None:
        """The match's moves in force changed, or it was superseded: its rows go."""
        self.session.execute(delete(SKILL).where(SKILL.c.match_id == match_id))

    def count(self) -> int:
        """How many matches have rows (any model)."""
        return int(self.session.scalar(select(func.count(func.distinct(SKILL.c.match_id)))) or 0)
