"""Scoring an event's table at a station: the table's stored match, made on first open and
linked to the table in the same unit of work, then played through the store's live recorder
(:class:`engine.store.service.Table`: every roll-off throw and move committed as it is made,
with the station's name); its result entered into the event's standings once it is over.

Real dice or app dice is chosen when the match is made: app dice store the commitment now
and keep the seed in this station's seed vault until the match is over (revealed then);
a real-dice match has no dice scheme at all (its record and export carry none).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..dice import HmacDice
from ..errors import IllegalActionError
from ..rulesets import get_ruleset
from ..store.db import Database as Database  # the type callers pass
from ..store.live import SeedVault
from ..store.live import TableChangedError as TableChangedError
from ..store.replaying import MatchSetup
from ..store.service import Table as Table
from ..store.service import open_table
from ..store.uow import UnitOfWork
from .events import Recorded, ResultGiven, _open_event, _work, enter_result


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
            raise IllegalActionError(f"event {event_id} has no published round {rnd}")
        rd = event.rounds[rnd - 1]
        if not 1 <= table <= len(rd.seating.tables):
            raise IllegalActionError(f"round {rnd} of event {event_id} has no table {table}")
        linked = s.events.match_of(event_id, rnd, table)
        if linked is not None:
            setup = s.uow.matches.setup(linked)
            return TableMatch(linked, False, setup.commitment is not None)
        if table - 1 in rd.results:
            raise IllegalActionError(f"table {table} of round {rnd} has its result already")
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
    return open_table(db, made.match_id, station=station, vault=vault, hold=hold)


def finish_table(db: Database, event_id: int, rnd: int, table: int, match_id: int, *,
                 again: bool = False) -> Recorded | None:
    """The finished stored match's result into the event's standings (as ``bakehouse event
    result --match`` enters it).  A table with its result already: None, or with ``again``
    (the match was finished anew after an undo at the table) the result corrected to it."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        has = table - 1 in event.rounds[rnd - 1].results
    if has and not again:
        return None
    return enter_result(db, event_id, rnd, table, ResultGiven(match=match_id, scored=True), correct=has)


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


__all__ = ["TableMatch", "TableProgress", "finish_table", "score_table", "table_match", "table_progress"]


def export_match(db: Database, match_id: int) -> str:
    """The stored match as a match record (the JSON of ../shared/spec/match-record.md), as
    ``bakehouse export match ID`` writes it: a match whose faces were typed in carries no dice
    scheme; an app-dice match its seed only once the match is over."""
    from ..store.service import export_record

    return export_record(db, match_id)
