"""Decision analysis for the app and the reports (issue 24): a match reviewed decision by
decision, each player's skill and luck over many matches, and the bots a practice seat can be.

Everything here goes through the public analysis API (``engine.analysis.solver_for``,
``engine.analysis.review.analyse_record``, ``engine.analysis.expert.ExpertBot``): a game the
solver learns to value later (Classic, Entrepreneurial) appears here with no change.  A game it
does not cover yet is said in one line (:func:`analysis_refusal`), never a traceback.

Pure Python: no argparse, no Qt.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..errors import BakehouseError, InvalidInputError, check_cancelled
from ..figures import SkillFigures, SkillLine
from ..record import MatchRecord, from_json
from ..rulesets import Ruleset, get_ruleset

if TYPE_CHECKING:
    from ..analysis.review import Analysis
    from ..bots import Bot
    from ..store.db import Database
    from ..store.skill import MatchSkill

#: what a practice seat can be: a person, or one of the bots (``simulate --bot`` names the same two)
HUMAN = ""
BASIC = "basic"
EXPERT = "expert"
BOT_KINDS = (BASIC, EXPERT)

#: the solvers are shared (``solver_for``) and fill their tables as they are asked: one thread at a
#: time asks them (the app's expert bot on the UI thread, a review or the statistics on a job's thread)
SOLVERS = threading.RLock()


# -- which games ------------------------------------------------------------------------------------
def _options(ruleset: Ruleset, options: Mapping[str, Any] | Any, n_players: int) -> Any:
    """The ruleset's options value (a mapping is checked by the ruleset, as a match would)."""
    if isinstance(options, Mapping):
        return ruleset.make_options(dict(options), n_players)
    return options


def analysis_refusal(ruleset_id: str, options: Mapping[str, Any] | Any = None, n_players: int = 2) -> str | None:
    """Why a game cannot be analysed yet (one line), or None when the solver covers it.
    Asked of the solver itself: no list of games is kept here."""
    from ..analysis import solver_for

    try:
        ruleset = get_ruleset(ruleset_id)
        with SOLVERS:
            solver_for(ruleset.id, _options(ruleset, options if options is not None else {}, n_players))
    except BakehouseError as e:
        return e.message
    return None


def has_decisions(ruleset_id: str) -> bool:
    """Whether a game asks its players anything but to throw (Six By 6 does not, S1): its
    record's events (match-record.md's table) hold more than throws."""
    return bool(get_ruleset(ruleset_id).events - {"throw"})


def expert_refusal(ruleset_id: str, options: Mapping[str, Any] | Any = None, n_players: int = 2) -> str | None:
    """Why a seat cannot be the expert bot at this game (one line), or None."""
    ruleset = get_ruleset(ruleset_id)
    if not has_decisions(ruleset.id):
        return f"{ruleset.name} has no decisions to play well: every bot plays it alike"
    why = analysis_refusal(ruleset.id, options, n_players)
    return None if why is None else f"no expert for {ruleset.name} yet: {why}"


def seat_bot(ruleset_id: str, kind: str, options: Mapping[str, Any] | Any = None, n_players: int = 2) -> Bot:
    """The bot of a practice seat: the game's own (``basic``) or the exact solver's
    (``expert``); both answer ``choose(state)`` (engine.bots.Bot), the one bot seam."""
    from ..bots import bot_for

    ruleset = get_ruleset(ruleset_id)
    if kind == BASIC:
        return bot_for(ruleset.id)
    if kind != EXPERT:
        raise InvalidInputError(f"a bot is one of {', '.join(BOT_KINDS)}, not {kind!r}")
    why = expert_refusal(ruleset.id, options, n_players)
    if why is not None:
        raise InvalidInputError(why)
    from ..analysis.expert import ExpertBot

    class SharedExpert(ExpertBot):
        """The expert bot, asking the shared solver under :data:`SOLVERS`."""

        def choose(self, state: Any) -> Any:
            with SOLVERS:
                return super().choose(state)

    with SOLVERS:
        return SharedExpert(ruleset.id, _options(ruleset, options if options is not None else {}, n_players))


def build_tables(ruleset_id: str, options: Mapping[str, Any] | Any = None, n_players: int = 2,
                 progress: Callable[[int, int], None] | None = None,
                 cancelled: Callable[[], bool] | None = None) -> int:
    """Build the solver's tables for a fresh turn of this game now (they are shared and kept:
    the expert bot and the analysis then answer at once); returns the states solved.  Dire
    Straights' win tables, built too (seconds to minutes at the largest targets, then cached),
    tell ``progress(done, total)`` and stop when ``cancelled()`` says so, raising
    :class:`engine.errors.Cancelled` (issue 31)."""
    from ..analysis import solver_for

    ruleset = get_ruleset(ruleset_id)
    opts = _options(ruleset, options if options is not None else {}, n_players)
    with SOLVERS:
        solver = solver_for(ruleset.id, opts)
        solver.fresh_turn(n_players)
        from ..analysis.expert import win_tables

        win_tables(ruleset.id, opts, n_players, progress, cancelled)  # the expert plays to win: its tables too
        return solver.size


# -- one match ------------------------------------------------------------------------------------------
def review_record(record: MatchRecord, progress: Callable[[int, int], None] | None = None,
                  cancelled: Callable[[], bool] | None = None) -> Analysis:
    """Every decision and throw of a match record (``bakehouse analyse FILE``'s analysis);
    a game the solver does not cover yet is refused in one line.  A two-player Dire Straights
    match needs the win tables: built first, telling ``progress`` and stopping when
    ``cancelled()`` says so (:func:`build_tables`)."""
    from ..analysis.expert import win_tables
    from ..analysis.review import analyse_record

    ruleset, n = get_ruleset(record.ruleset), len(record.players)
    with SOLVERS:
        win_tables(ruleset.id, _options(ruleset, record.options, n), n, progress, cancelled)
    with SOLVERS:
        return analyse_record(record)


def stored_record(db: Database, match_id: int) -> MatchRecord:
    """A stored match as its record (``bakehouse export``'s, checked by :func:`engine.record.from_json`
    as the exported file would be when read back, without writing and parsing its text)."""
    from ..store.records import to_record
    from ..store.uow import UnitOfWork

    with UnitOfWork(db) as uow:
        setup = uow.matches.setup(match_id)
        entries = uow.matches.entries(match_id)
    return from_json(to_record(setup, entries))


def review_stored(db: Database, match_id: int) -> tuple[MatchRecord, Analysis]:
    """A stored match (an event's table scored in the app) and its analysis."""
    record = stored_record(db, match_id)
    return record, review_record(record)


# -- skill and luck over many matches --------------------------------------------------------------------
def _has_throws(record: MatchRecord) -> bool:
    from ..actions import Throw

    return any(isinstance(ev.action, Throw) for turn in record.turns for ev in turn.events)


def _empty(match_id: int, ruleset: str, outcome: str, names: Sequence[str]) -> MatchSkill:
    from ..store.skill import MatchSkill, SeatSkill

    return MatchSkill(match_id, ruleset, outcome, tuple(SeatSkill(k, n) for k, n in enumerate(names)))


def match_skill(record: MatchRecord | None, match_id: int = 0, ruleset: str = "", names: Sequence[str] = (),
                covered: dict[str, bool] | None = None) -> MatchSkill:
    """One match's skill and luck, as :func:`review_record` gives them (without the chances of
    winning, which these figures never read): each seat's decisions, points lost, clear mistakes,
    throws and luck, or why it has none (no throw, a game not covered yet, a record refused:
    None, or one the analysis refuses).  ``covered``: whether each game is covered, asked once.
    What the stored projection keeps (engine/store/skill.py, revision 0012)."""
    from ..analysis.review import analyse_record
    from ..store.skill import MatchSkill, SeatSkill

    if record is None:
        return _empty(match_id, ruleset, "refused", names)
    names = record.players
    if not _has_throws(record):
        return _empty(match_id, record.ruleset, "no throws", names)
    game = record.ruleset
    covered = {} if covered is None else covered
    if game not in covered:
        covered[game] = analysis_refusal(game, record.options, len(record.players)) is None
    if not covered[game]:
        return _empty(match_id, game, "not covered", names)
    try:
        with SOLVERS:
            analysis = analyse_record(record, win=False)
    except BakehouseError:
        return _empty(match_id, game, "refused", names)
    seats = []
    for k, (name, s) in enumerate(analysis.summary().items()):
        seats.append(SeatSkill(k, name, int(s["decisions"]), sum(d.loss for d in analysis.decisions if d.player == name),
                               int(s["mistakes"]), int(s["throws"]),
                               sum(t.luck for t in analysis.throws if t.player == name)))
    return MatchSkill(match_id, game, "analysed", tuple(seats))


def added_up(matches: Iterable[MatchSkill], names: set[str] | None = None) -> SkillFigures:
    """Each player's figures over ``matches`` (``names``: only these players' lines), and the
    matches left out, counted by why."""
    from ..analysis.review import MISTAKE

    lines: dict[str, list[float]] = {}
    analysed = without = refused = 0
    not_covered: dict[str, int] = {}
    for match in matches:
        if match.outcome == "refused":
            refused += 1
            continue
        if match.outcome == "no throws":
            without += 1
            continue
        if match.outcome == "not covered":
            label = get_ruleset(match.ruleset).name
            not_covered[label] = not_covered.get(label, 0) + 1
            continue
        analysed += 1
        for seat in match.seats:
            if names is not None and seat.name not in names:
                continue
            line = lines.setdefault(seat.name, [0, 0, 0.0, 0, 0, 0.0])
            line[0] += 1
            line[1] += seat.decisions
            line[2] += seat.total_loss
            line[3] += seat.mistakes
            line[4] += seat.throws
            line[5] += seat.luck
    players = tuple(SkillLine(n, int(v[0]), int(v[1]), v[2], int(v[3]), int(v[4]), v[5]) for n, v in lines.items())
    return SkillFigures(players, analysed, without, not_covered, refused, MISTAKE)


def skill_figures(records: Iterable[MatchRecord | None], names: set[str] | None = None,
                  cancelled: Callable[[], bool] | None = None) -> SkillFigures:
    """Each player's figures over ``records`` as :func:`review_record` gives them match by match
    (``names``: only these players' lines).  Matches without throws, games not covered yet and
    records refused (None: one that could not be read) are left out and counted."""
    covered: dict[str, bool] = {}

    def each() -> Iterator[MatchSkill]:
        for record in records:
            check_cancelled(cancelled)
            yield match_skill(record, covered=covered)

    return added_up(each(), names)


def _stored_records(db: Database, match_ids: Sequence[int]
                    ) -> dict[int, tuple[MatchRecord | None, str, tuple[str, ...]]]:
    """Stored matches as their records (``bakehouse export``'s, read in one unit of work and
    checked by :func:`engine.record.from_json` as an exported file would be when read back,
    without writing and parsing its text), each with its game and players; a match the store
    cannot make a record of: None."""
    from ..record import from_json
    from ..store.records import to_record
    from ..store.uow import UnitOfWork

    out: dict[int, tuple[MatchRecord | None, str, tuple[str, ...]]] = {}
    with UnitOfWork(db) as uow:
        for match_id in match_ids:
            setup = uow.matches.setup(match_id)
            try:
                record: MatchRecord | None = from_json(to_record(setup, uow.matches.entries(match_id)))
            except BakehouseError:  # left out, counted as refused
                record = None
            out[match_id] = (record, setup.ruleset, tuple(setup.players))
    return out


#: the matches analysed, then stored in one transaction, at a time: a fill that is cancelled (or
#: fails) keeps what it had done, and the next view goes on from there
BATCH = 100


def stored_skill(db: Database, *, member_id: int | None = None, event_id: int | None = None,
                 ruleset: str | None = None, progress: Callable[[int, int], None] | None = None,
                 cancelled: Callable[[], bool] | None = None) -> SkillFigures:
    """:func:`skill_figures` over the stored matches the statistics count (the club's, one
    event's or one member's, of one game or all: ``StatisticsRepository.match_ids``); a member's
    lines only for the names they played under.

    Each finished match is analysed once: its figures are stored (the ``skill_luck`` projection,
    engine/store/skill.py) and read after that.  The matches whose figures are not stored yet
    (finished since the last view, a database upgraded from before revision 0012, a new analysis
    model) are analysed now, telling ``progress(done, total)`` and stopping (raising
    :class:`engine.errors.Cancelled`) when ``cancelled()`` says so, each :data:`BATCH` stored as it
    is done.  A match still in play is analysed as it stands and not stored; a database this user
    cannot write is analysed and nothing is stored."""
    from ..analysis.review import SKILL_MODEL
    from ..journal import now
    from ..store.uow import UnitOfWork

    with UnitOfWork(db) as uow:
        ids = uow.stats.match_ids(member_id=member_id, event_id=event_id, ruleset=ruleset)
        names = uow.stats.names_played(member_id) if member_id is not None else None
        scope = uow.skill.scope(ids)
        have: dict[int, MatchSkill] = uow.skill.stored(ids, SKILL_MODEL)
    missing = [m for m in ids if m not in have]
    writable = not getattr(db, "read_only", False)
    covered: dict[str, bool] = {}
    done = 0
    for start in range(0, len(missing), BATCH):
        batch = missing[start:start + BATCH]
        pending: list[tuple[MatchSkill, int]] = []
        for match_id, (record, game, seats) in _stored_records(db, batch).items():
            check_cancelled(cancelled)
            have[match_id] = skill = match_skill(record, match_id, game, seats, covered)
            if scope[match_id].finished:
                pending.append((skill, scope[match_id].through))
            done += 1
            if progress is not None:
                progress(done, len(missing))
        if pending and writable:
            try:
                with UnitOfWork(db) as uow:
                    uow.skill.write(pending, SKILL_MODEL, now())
                    uow.commit()
            except BakehouseError:  # another station writing, a file gone read only: computed again next time
                writable = False
    return added_up((have[m] for m in reversed(ids)), names)  # the newest first, as they were added up before


def record_skill(records: Sequence[MatchRecord], player: str | None = None,
                 ruleset: str | None = None) -> SkillFigures:
    """:func:`skill_figures` over match record files (``bakehouse report stats FILE...``), counted
    as :func:`reports.stats.compute` counts them: one game's only with ``ruleset``, one player's
    lines only with ``player`` (found by ``name_key``, as there)."""
    from ..names import name_key

    chosen = [r for r in records if ruleset is None or r.ruleset == ruleset]
    names = None
    if player is not None:
        key = name_key(player)
        names = {n for r in chosen for n in r.players if name_key(n) == key}
        chosen = [r for r in chosen if any(n in names for n in r.players)]
    return skill_figures(chosen, names)
