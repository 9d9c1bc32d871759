"""The roll log: one committed row per journal entry, in order; a match rebuilds
exactly from its rows; corrections void, never delete, and results follow them."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from engine.dice import HmacDice
from engine.journal import EntryKind, Journal
from engine.store import Database, MatchLogger, UnitOfWork
from engine.store.botplay import bot_match, bot_setup, play_into
from engine.store.codec import action_text
from engine.store.records import to_record
from engine.store.replaying import play
from engine.store.service import check


def _new(db: Database, ruleset: str = "dire-straights", players: tuple[str, ...] = ("Ann", "Ben", "Cy"),
         member_ids: list[int | None] | None = None) -> tuple[int, MatchLogger, Journal, HmacDice]:
    dice = HmacDice.from_int(7)
    setup = bot_setup(ruleset, players, dice)
    with UnitOfWork(db) as uow:
        match_id = uow.matches.create(setup, station="hall", member_ids=member_ids)
        uow.commit()
    logger = MatchLogger(db, match_id, station="hall")
    return match_id, logger, logger.journal(), dice


def _rows(db: Database, match_id: int) -> list[tuple[object, ...]]:
    """The match's roll-log rows as stored, every column."""
    with db.engine.connect() as conn:
        return [tuple(r) for r in conn.execute(text("SELECT * FROM roll_log WHERE match_id = :m ORDER BY seq"),
                                               {"m": match_id})]


def test_every_entry_is_a_row_committed_before_the_journal_accepts_it(db: Database) -> None:
    match_id, logger, journal, dice = _new(db)
    setup = logger.played.setup
    seen: list[int] = []

    def rows_now() -> int:
        with db.engine.connect() as conn:  # another connection: only committed rows
            return int(conn.execute(text("SELECT count(*) FROM roll_log WHERE match_id = :m"), {"m": match_id}).scalar_one())

    journal.subscribe(lambda e: seen.append(rows_now()))
    for entry in play_into(journal, setup, dice, station="hall"):
        assert seen[-1] == entry.seq + 1
    with UnitOfWork(db) as uow:
        stored = uow.matches.entries(match_id)
        results = uow.matches.results(match_id)
        summary = uow.matches.summary(match_id)
    assert stored == list(journal)  # the same seq, kind, time, origin, station, seat, turn, action
    assert all(e.station == "hall" for e in stored)
    assert summary.finished
    state = play(setup, stored).state
    assert state is not None and state.is_terminal()
    assert [r.total for r in results] == list(state.results().totals)
    assert [r.won for r in results] == [s in state.results().winners for s in range(3)]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), ruleset=st.sampled_from(["six-by-6", "dire-straights", "sb"]),
       cut=st.floats(0, 1), undo=st.lists(st.integers(1, 3), max_size=4))
def test_a_match_rebuilds_exactly_from_its_rows(sdb: Database, seed: int, ruleset: str, cut: float,
                                                  undo: list[int]) -> None:
    setup, entries, _ = bot_match(ruleset, ("Ann", "Ben"), seed)
    entries = entries[: max(1, int(len(entries) * cut))]
    journal = Journal.from_entries(entries)
    for k in undo:  # withdraw the last k moves in force, if there are so many
        moves = [e.seq for e in journal.in_force() if e.kind is EntryKind.MOVE][-k:]
        if moves:
            journal.void(moves, reason="typo", station="bar")
    with UnitOfWork(sdb) as uow:
        match_id = uow.matches.create(setup)
        uow.matches.add_entries(match_id, list(journal))
        uow.matches.refresh(match_id)
        uow.commit()
    with UnitOfWork(sdb) as uow:
        stored = uow.matches.entries(match_id)
    assert stored == list(journal)
    direct = play(setup, list(journal)).state
    rebuilt = play(setup, stored).state
    assert (direct is None) == (rebuilt is None)
    if direct is not None and rebuilt is not None:
        assert rebuilt.results() == direct.results()
    assert to_record(setup, stored) == to_record(setup, list(journal))


def test_undo_writes_a_void_row_and_the_results_follow_the_correction(db: Database) -> None:
    match_id, logger, journal, dice = _new(db, "six-by-6", ("Ann", "Ben"))
    for _ in play_into(journal, logger.played.setup, dice, station="table 3"):
        pass
    with UnitOfWork(db) as uow:
        assert uow.matches.summary(match_id).finished
        before = uow.matches.results(match_id)
    last = journal.in_force()[-1]
    logged = _rows(db, match_id)
    void = journal.void([last.seq], reason="the last throw was misread", station="bar")
    with UnitOfWork(db) as uow:
        rows = uow.matches.entries(match_id)
        assert uow.matches.summary(match_id).finished is False  # recomputed: the game is open again
        assert uow.matches.results(match_id) == []
    assert len(rows) == len(journal) and rows[-1] == void  # nothing deleted, the void is a row of its own
    assert rows[last.seq] == last
    assert void.reason == "the last throw was misread" and void.station == "bar" and void.at
    assert _rows(db, match_id)[:-1] == logged  # append-only: no row logged before was changed (#28)
    with db.engine.connect() as conn:
        named = conn.execute(text("SELECT voided_seq, void_seq FROM roll_voids WHERE match_id = :m"),
                             {"m": match_id}).all()
    assert [tuple(r) for r in named] == [(last.seq, void.seq)]  # the void's own row names what it withdraws
    record = to_record(logger.played.setup, rows)
    assert sum(len(t["events"]) for t in record["turns"]) == sum(
        1 for e in journal.in_force() if e.kind is EntryKind.MOVE and action_text(e.action or last.action).split()[0] != "roll"  # type: ignore[arg-type]
    )
    # the same throw entered again: finished again, the same results
    assert last.action is not None
    journal.append(EntryKind.MOVE, seat=last.seat, turn=last.turn, action=last.action, origin=last.origin)
    with UnitOfWork(db) as uow:
        assert uow.matches.summary(match_id).finished
        assert uow.matches.results(match_id) == before
    assert check(db).ok


def test_member_statistics_equal_a_plain_count_over_the_moves_in_force(sdb: Database) -> None:
    with UnitOfWork(sdb) as uow:
        ann = uow.members.add("Ann").id
        ben = uow.members.add("Ben").id
        uow.commit()
    expected_events: Counter[str] = Counter()
    expected_wins = expected_turns = expected_points = 0
    for seed in range(6):
        ruleset = ("six-by-6", "dire-straights", "sb")[seed % 3]
        setup, entries, _ = bot_match(ruleset, ("Ann", "Ben"), seed)
        journal = Journal.from_entries(entries)
        if seed == 4:  # a correction: the withdrawn moves do not count
            journal.void([journal.in_force()[-1].seq], reason="misread")
        with UnitOfWork(sdb) as uow:
            match_id = uow.matches.create(setup, member_ids=[ann, ben])
            uow.matches.add_entries(match_id, list(journal))
            played = uow.matches.refresh(match_id)
            uow.commit()
        for e in journal.in_force():
            if e.kind is EntryKind.MOVE and e.seat == 0 and e.action is not None:
                expected_events[action_text(e.action).split()[0]] += 1
        if played.finished and played.state is not None:
            result = played.state.results()
            expected_wins += 0 in result.winners
            expected_turns += sum(1 for t in played.state.turn_log if t.seat == 0)
            expected_points += sum(t.points for t in played.state.turn_log if t.seat == 0)
    with UnitOfWork(sdb) as uow:
        stats = uow.matches.member_statistics(ann)
    assert stats.matches == 6 and stats.finished == 5
    assert stats.events == dict(expected_events)
    assert (stats.wins, stats.turns, stats.points) == (expected_wins, expected_turns, expected_points)


def test_db_check_names_a_withdrawal_no_void_made(db: Database) -> None:
    """The roll_voids rows are read with the entries (#28): a row naming a move as the void,
    or a void withdrawn by another, is a match that does not replay, and `db check` says so."""
    match_id, logger, journal, dice = _new(db, "six-by-6", ("Ann", "Ben"))
    for entry in play_into(journal, logger.played.setup, dice, station="hall"):
        if entry.seq == 6:
            break
    void = logger.match.undo("typo", correction=True)
    assert check(db).ok
    with db.engine.begin() as conn:
        conn.execute(text("INSERT INTO roll_voids (match_id, voided_seq, void_seq) VALUES (:m, 1, 2)"), {"m": match_id})
    report = check(db)
    assert not report.ok and any(f"match {match_id}: entry 2 is a {journal[2].kind.value}, not a void" in p for p in report.problems)
    with db.engine.begin() as conn:
        conn.execute(text("DELETE FROM roll_voids WHERE match_id = :m AND voided_seq = 1"), {"m": match_id})
    assert check(db).ok
    logger.match.redo()
    again = logger.match.undo("typo", correction=True)
    with db.engine.begin() as conn:  # the second void said to withdraw the first
        conn.execute(text("INSERT INTO roll_voids (match_id, voided_seq, void_seq) VALUES (:m, :a, :b)"),
                     {"m": match_id, "a": void.seq, "b": again.seq})
    report = check(db)
    assert not report.ok and any(f"entry {void.seq} is not in force" in p for p in report.problems)
