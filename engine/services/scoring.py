"""Scoring an event's table at a station: the table's stored match, made on first open and
linked to the table in the same unit of work, then played through the store's live recorder
(:class:`engine.store.service.Table`: every roll-off throw and move committed as it is made,
with the station's name); its result entered into the event's standings by the entry that
ends it, in that entry's transaction (the recorder reports the change and the service layer's
handler, engine/services/handlers.py, enters it: a
:class:`~engine.tournament.event.TableResultChanged` says what it did; nothing here enters it
again).

Real dice or app dice is chosen when the match is made: app dice store the commitment now
and keep the seed in this station's seed vault until the match is over (revealed then);
a real-dice match has no dice scheme at all (its record and export carry none).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..dice import HmacDice
from ..errors import BakehouseError, IllegalActionError, phrase
from ..journal import JournalEntry
from ..rulesets import get_ruleset
from ..store.db import Database as Database  # the type callers pass
from ..store.live import SeedVault
from ..store.live import TableChangedError as TableChangedError
from ..store.replaying import MatchSetup
from ..store.service import Table as Table
from ..store.service import open_table
from ..store.uow import UnitOfWork
from ..tournament.event import Event
from ..tournament.event import TableResultChanged as TableResultChanged  # what the recorder reports
from ..words import QT_TRANSLATE_NOOP
from .events import _open_event, _work, get_event, match_links
from .handlers import match_changed
from .stations import Hold, Mark, table_hold, what_changed


@dataclass(frozen=True)
class TableMatch:
    """Which stored match scores a table, and whether it was made just now."""

    match_id: int
    created: bool
    app_dice: bool


def table_match(db: Database, event_id: int, rnd: int, table: int, *, app_dice: bool,
                station: str | None = None, vault: SeedVault | None = None,
                seed: bytes | None = None) -> TableMatch:
    """The stored match of table ``table`` of round ``rnd``: the one already linked to it (its
    dice as they were chosen then), or a new one for the seated players with the event's game
    and the round's options, linked to the table in the same unit of work.  A roll-off decides
    who starts (C12/D7).  Refused (nothing made) for a closed event, an unpublished round, a
    table with a result entered by hand."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        if not 1 <= rnd <= len(event.rounds) or not event.rounds[rnd - 1].published:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 has no published round %2"), event_id, rnd))
        rd = event.rounds[rnd - 1]
        if not 1 <= table <= len(rd.seating.tables):
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 of event %2 has no table %3"), rnd, event_id, table))
        linked = s.events.match_of(event_id, rnd, table)
        if linked is not None:
            setup = s.uow.matches.setup(linked)
            return TableMatch(linked, False, setup.commitment is not None)
        if table - 1 in rd.results:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "table %1 of round %2 has its result already"), table, rnd))
        seated = rd.seating.tables[table - 1]
        players = tuple(event.players[q].name for q in seated)
        rs = get_ruleset(event.config.ruleset)
        rs.check_players(len(players))
        opts = rs.options_dict(rs.make_options(dict(event.options_for(rnd)), len(players)))
        dice = (HmacDice(seed) if seed is not None else HmacDice.fresh()) if app_dice else None
        info: dict[str, object] = {"name": event.config.name, "round": rnd, "table": table}
        setup = MatchSetup(rs.id, players, opts, "listed", None, info,
                           HmacDice.scheme if dice else None, dice.commitment if dice else None, None)
        match_id = s.uow.matches.create(setup, station=station, member_ids=list(seated))
        s.events.link_match(event_id, rnd, table, match_id)
        if dice is not None:
            (vault or SeedVault()).put(s.uow.matches.uid(match_id), dice.seed)  # before the commit
        s.commit()
    return TableMatch(match_id, True, app_dice)


def score_table(db: Database, event_id: int, rnd: int, table: int, *, app_dice: bool,
                station: str | None = None, vault: SeedVault | None = None,
                seed: bytes | None = None, hold: bool = False) -> Table:
    """The table to play at this station (made on first open, else reopened exactly where it was);
    ``hold``: its entries are written only while this station holds it (engine/services/stations.py)."""
    made = table_match(db, event_id, rnd, table, app_dice=app_dice, station=station, vault=vault, seed=seed)
    return open_table(db, made.match_id, station=station, vault=vault, hold=hold, handle=match_changed)


@dataclass(frozen=True)
class TableProgress:
    """Where a scored table stands, for the round's dashboard."""

    #: "roll-off", "playing" or "finished"
    stage: str
    players: tuple[str, ...]
    #: each seat's score so far (the game's totals; rounds won for the Damn Straights' match)
    scores: tuple[int, ...]
    #: the seat whose turn it is (None: the roll-off, or the game is over)
    turn: int | None


def table_progress(db: Database, match_ids: Iterable[int]) -> dict[int, TableProgress]:
    """Each stored match's progress, replayed from its log (one unit of work)."""
    out: dict[int, TableProgress] = {}
    with UnitOfWork(db) as uow:
        for match_id in match_ids:
            played = uow.matches.played(match_id)
            players = tuple(played.setup.players)
            state = played.state
            if state is None:
                out[match_id] = TableProgress("roll-off", players, tuple(0 for _ in players), None)
                continue
            scores = state.table_scores()
            finished = state.is_terminal()
            out[match_id] = TableProgress("finished" if finished else "playing", players, scores,
                                          None if finished else state.turn_player())
    return out


@dataclass(frozen=True)
class TableReading:
    """A table open in a window, as the live poll's worker read it after another station moved
    it: its stored entries and who holds it (the window syncs from this, asking nothing)."""

    entries: tuple[JournalEntry, ...]
    hold: Hold | None


def read_tables(db: Database, match_ids: Iterable[int]) -> dict[int, TableReading]:
    """Each match's stored entries and holder (one unit of work for the entries)."""
    ids = sorted(set(match_ids))
    with UnitOfWork(db) as uow:
        entries = {m: tuple(uow.matches.entries(m)) for m in ids}
    return {m: TableReading(entries[m], table_hold(db, m)) for m in ids}


#: each stored match's progress by the last entry it was read at (None: not known then)
Progress = Mapping[int, tuple[int | None, TableProgress]]


@dataclass(frozen=True)
class RoundBoard:
    """What the Tables page shows of an event, read in one go: on the live poll's worker
    (desktop/club/live.py), so that a change another station made is drawn from it without
    the window asking the database; or after an action at this station."""

    event: Event
    #: (round, table) -> the stored match played there (None: a result only, or not begun)
    links: Mapping[tuple[int, int], int | None]
    #: each linked match's last entry and holder, as the stations' poll read them
    marks: Mapping[int, Mark]
    #: each linked match's progress by the last entry it was read at
    progress: Progress


def round_board(db: Database, event_id: int, marks: Mapping[int, Mark] | None = None,
                known: Progress | None = None) -> RoundBoard:
    """The event, its tables' matches and where each stands.  ``marks``: the stations' poll's
    (else read now); ``known``: the progress read before, replayed again only for the matches
    that moved since (a round of many tables redraws at every poll that saw a change)."""
    event = get_event(db, event_id)
    links = match_links(db, event_id)
    playing = sorted({m for m in links.values() if m is not None})
    known = known or {}
    try:  # the tables' progress (a match that does not replay leaves its table without it)
        if marks is None:
            marks = what_changed(db, event_id).matches if playing else {}
        stale = [m for m in playing if m not in marks or known.get(m, (None, None))[0] != marks[m].last_seq]
        fresh = table_progress(db, stale) if stale else {}
    except BakehouseError:
        marks, fresh = marks or {}, {}
    progress: dict[int, tuple[int | None, TableProgress]] = {}
    for m in playing:  # read after its mark: at least as new as the mark says (kept under it)
        if m in fresh:
            progress[m] = (marks[m].last_seq if m in marks else None, fresh[m])
        elif m in known:
            progress[m] = known[m]
    return RoundBoard(event, links, dict(marks), progress)


__all__ = ["Progress", "RoundBoard", "TableMatch", "TableProgress", "TableReading", "read_tables", "round_board",
           "score_table", "table_match", "table_progress"]


def export_match(db: Database, match_id: int) -> str:
    """The stored match as a match record (the JSON of ../shared/spec/match-record.md), as
    ``bakehouse export match ID`` writes it: a match whose faces were typed in carries no dice
    scheme; an app-dice match its seed only once the match is over."""
    from ..store.service import export_record

    return export_record(db, match_id)
