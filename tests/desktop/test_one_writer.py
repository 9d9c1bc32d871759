"""One writer for a table's result (issue 28): a match scored at an event's table reaches
the event once, in the transaction of the entry that finished it: the store's recorder only
reports the change (engine/store/messages.py ``MatchChanged``), the service layer's handler
(engine/services/handlers.py ``match_changed``) enters the result in that same transaction; the
app's session only presents what it did.  A correction is logged only when the result changes, from the result the
table had (also when its match was reopened by an undo) to the new one; standings and the
ratings projection follow.  On SQLite and on PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from desktop.session import StoredTableSession
from engine.bots import bot_for
from engine.dice import HmacDice, draw
from engine.game import CHANCE
from engine.seeds import SeedVault
from engine.services import events as ev
from engine.store import UnitOfWork, open_database
from engine.store.db import Database
from engine.tournament.event import EventConfig, TableSizes
from engine.tournament.results import TableResult
from engine.typed import typed_text
from tests.store.conftest import pg_server as pg_server  # the store tests' PostgreSQL server
from tests.store.conftest import pg_url as pg_url

RULESET = "dire-straights"


@pytest.fixture(params=["sqlite", "postgresql"])
def club(request: pytest.FixtureRequest, tmp_path: Path):
    url = str(tmp_path / "club.sqlite3") if request.param == "sqlite" else str(request.getfixturevalue("pg_url"))
    db = open_database(url)
    try:
        yield db
    finally:
        db.close()


def _night(db: Database) -> int:
    with UnitOfWork(db) as uow:
        ids = [uow.members.add(n).id for n in ("Ann Smith", "Ben Ode", "Cyd Lee")]
        uow.commit()
    e = ev.create_event(db, EventConfig(name="Thursday", ruleset=RULESET, rounds=1, sizes=TableSizes(3, 3, 3)),
                        date="2026-11-26")
    for q in ids:
        ev.check_in(db, e.id, q)
    ev.seat_next(db, e.id, publish=True)
    return e.id


class Scorer:
    """Plays a real-dice table through the app's session: the basic bot's decisions, faces typed in."""

    def __init__(self, session: StoredTableSession, seed: bytes) -> None:
        self.session = session
        self.dice = HmacDice(seed)
        self.bots = [bot_for(RULESET) for _ in session.require_match().players]

    def step(self) -> None:
        s = self.session
        match = s.require_match()
        state = match.state
        if state is None:
            s.rolloff_typed(" ".join(str(self.dice.face()) for _ in match.rolloff.throwers()))
        elif state.current_player() == CHANCE:
            s.throw_typed(typed_text(draw(self.dice, state.chance_dice())))
        else:
            action = self.bots[state.current_player()].choose(state)
            if str(action) == "roll":
                s.throw_typed(typed_text(draw(self.dice, state.chance_dice())))
            else:
                s.play(action)

    def to_the_end(self) -> None:
        while not self.session.require_match().finished:
            self.step()


def _table_result(db: Database, event_id: int) -> TableResult[int] | None:
    return ev.get_event(db, event_id).rounds[0].results.get(0)


def _ratings(db: Database) -> dict[int, tuple[float, float]]:
    with UnitOfWork(db) as uow:
        return {m: (r.mu, r.sigma) for m, r in uow.ratings.current(RULESET).items()}


def test_a_table_scored_to_its_end_is_entered_once_and_no_correction(qtbot, tmp_path, club) -> None:
    event_id = _night(club)
    session = StoredTableSession(club, event_id, 1, 1, app_dice=False, station="s",
                                 seeds=SeedVault(tmp_path / "v"))
    told = []
    session.result_entered.connect(lambda: told.append(len(session.require_match().journal)))
    Scorer(session, bytes(range(32))).to_the_end()
    event = ev.get_event(club, event_id)
    assert event.corrections == []  # entered once: no correction with before == after
    result = event.rounds[0].results[0]
    assert result.scores == tuple(session.require_match().state.results().totals)
    assert told == [len(session.require_match().journal)]  # said once, by the entry that finished it
    assert ev.standings(club, event_id)[0].points > 0
    assert set(_ratings(club)) == set(result.players)

    # undone and done again (the same result): still no correction
    last = session.require_match().journal[-1].action
    session.undo()
    assert _table_result(club, event_id) is None  # reopened: no result until it ends again
    session.redo()
    assert session.require_match().finished and session.require_match().journal[-1].action == last
    assert _table_result(club, event_id) == result
    assert ev.get_event(club, event_id).corrections == []


def test_a_reopened_table_finished_differently_is_one_correction(qtbot, tmp_path, club) -> None:
    event_id = _night(club)
    session = StoredTableSession(club, event_id, 1, 1, app_dice=False, station="s",
                                 seeds=SeedVault(tmp_path / "v"))
    scorer = Scorer(session, bytes(range(32)))
    scorer.to_the_end()
    first = _table_result(club, event_id)
    assert first is not None
    rated_first = _ratings(club)
    told = []
    session.result_entered.connect(lambda: told.append(session.require_match().finished))
    # the last decision taken back and decided the other way (a roll instead of a stop)
    session.undo()
    match = session.require_match()
    assert not match.finished and str(match.journal[-1].kind.value) == "void"
    state = match.state
    assert state is not None and any(str(a) == "roll" for a in state.legal_actions())
    session.throw_typed(typed_text(draw(HmacDice(bytes([7] * 32)), state.chance_dice())))
    scorer.to_the_end()
    second = _table_result(club, event_id)
    assert second is not None and second != first
    event = ev.get_event(club, event_id)
    assert len(event.corrections) == 1  # exactly one, from the old result to the new
    c = event.corrections[0]
    assert (c.round, c.table, c.before, c.after) == (1, 1, first, second)
    assert told[0] is False and told[-1] is True  # said when the result was withdrawn and when it came back
    # standings and ratings follow the new result
    points = {s.player: s.points for s in ev.standings(club, event_id)}
    best = second.players[second.places.index(1)]
    assert points[best] == max(points.values())
    assert _ratings(club) != rated_first
    with UnitOfWork(club) as uow:
        finished = uow.matches.summary(session.match_id).finished
    assert finished
    QCoreApplication.processEvents()


def test_event_show_lists_only_the_real_correction_with_before_and_after(qtbot, tmp_path, club, capsys) -> None:
    from engine.cli import main

    def show() -> str:
        capsys.readouterr()
        assert main(["event", "show", str(event_id), "--db", str(club.url)]) == 0
        return capsys.readouterr().out

    event_id = _night(club)
    session = StoredTableSession(club, event_id, 1, 1, app_dice=False, station="s",
                                 seeds=SeedVault(tmp_path / "v"))
    scorer = Scorer(session, bytes(range(32)))
    scorer.to_the_end()
    first = show()
    assert "result of table 1:" in first and "correction" not in first  # scored to its end: 0 corrections
    session.undo()
    state = session.require_match().state
    assert state is not None
    session.throw_typed(typed_text(draw(HmacDice(bytes([7] * 32)), state.chance_dice())))
    scorer.to_the_end()
    event = ev.get_event(club, event_id)
    c = event.corrections[0]

    def line(r: TableResult[int]) -> str:
        return ", ".join(f"{pl}. {event.players[q].name} ({sc})"
                         for pl, q, sc in sorted(zip(r.places, r.players, r.scores, strict=True)))

    lines = show().splitlines()
    at = lines.index("1 correction:")
    assert lines[at + 1] == f"    round 1 table 1: {line(c.before)} -> {line(c.after)}"
    assert c.before != c.after and not any("correction" in x for x in lines[at + 1:])


def test_the_store_only_reports_and_the_service_handler_decides(qtbot, tmp_path, club, monkeypatch) -> None:
    """The recorder's repository decides nothing about the table: it reports a MatchChanged in
    the entry's transaction and the service layer's handler (engine/services/handlers.py) is what
    enters the result.  A handler replaced here sees the report and enters nothing: the table then
    has no result (on the old code the store entered it itself, whatever the services did)."""
    from engine.services import scoring
    from engine.store.messages import MatchChanged

    seen: list[MatchChanged] = []

    def spy(uow: UnitOfWork, message: MatchChanged) -> None:
        assert uow.session.in_transaction()  # handed over before the entry's commit
        seen.append(message)

    monkeypatch.setattr(scoring, "match_changed", spy)
    event_id = _night(club)
    session = StoredTableSession(club, event_id, 1, 1, app_dice=False, station="s",
                                 seeds=SeedVault(tmp_path / "v"))
    Scorer(session, bytes(range(32))).to_the_end()
    assert [m.match_id for m in seen] == [session.match_id]  # once: by the entry that ended the match
    assert seen[0].played.finished and seen[0].played.state is not None
    assert _table_result(club, event_id) is None  # the handler entered nothing: nor did the store
    assert ev.get_event(club, event_id).corrections == []


def test_a_store_path_without_the_handler_is_refused_and_writes_nothing(qtbot, tmp_path, club) -> None:
    """A match at an event's table changed through the store without the service layer's handler
    (a unit of work, or a recorder, opened without ``handle``) is refused before anything is
    committed: the standings are never silently left behind."""
    from engine.store.errors import StoreError
    from engine.store.messages import MatchChanged
    from engine.store.service import open_table

    event_id = _night(club)
    session = StoredTableSession(club, event_id, 1, 1, app_dice=False, station="s",
                                 seeds=SeedVault(tmp_path / "v"))
    Scorer(session, bytes(range(32))).to_the_end()
    result = _table_result(club, event_id)
    assert result is not None
    with UnitOfWork(club) as uow:
        stored = len(uow.matches.entries(session.match_id))
    # a unit of work without the handler: its refresh of the match reports, its commit refuses
    with UnitOfWork(club) as uow:
        uow.matches.refresh(session.match_id)
        with pytest.raises(StoreError, match=f"match {session.match_id} of an event's table changed"):
            uow.commit()
    # the recorder without the handler: the undo that would reopen the table is refused, unwritten
    table = open_table(club, session.match_id, station="s", vault=SeedVault(tmp_path / "v"))
    with pytest.raises(StoreError, match="without the event service"):
        table.match.undo()
    with UnitOfWork(club) as uow:
        assert len(uow.matches.entries(session.match_id)) == stored
        assert uow.matches.summary(session.match_id).finished
    assert _table_result(club, event_id) == result
    # one transaction: the handler's write and the entry go together (a handler that fails after
    # reopening the table takes the entry down with it, and the table keeps its result)
    from engine.services.handlers import match_changed

    def fails_after(uow: UnitOfWork, message: MatchChanged) -> None:
        assert match_changed(uow, message) is not None  # the table reopened, in this transaction
        raise StoreError("the handler failed")

    table = open_table(club, session.match_id, station="s", vault=SeedVault(tmp_path / "v"), handle=fails_after)
    with pytest.raises(StoreError, match="the handler failed"):
        table.match.undo()
    with UnitOfWork(club) as uow:
        assert len(uow.matches.entries(session.match_id)) == stored
    assert _table_result(club, event_id) == result
