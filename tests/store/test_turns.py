"""The turns table (revision 0005): every finished turn of the moves in force, kept
equal to the rules' ``turn_log`` after every logged move, undo and correction, and
filled on upgrade; the database statistics built on it equal the record-based count
(``reports.stats.compute`` replaying the exported records: the second, plain count)."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from engine.actions import Stop, Throw
from engine.dice import HmacDice, draw
from engine.errors import BakehouseError
from engine.game import TurnEnd
from engine.journal import EntryKind, Journal, JournalEntry
from engine.record import loads, replay
from engine.rulesets import get_ruleset
from engine.store import Database, MatchLogger, StoreError, UnitOfWork, open_database, upgrade
from engine.store.botplay import bot_match, bot_setup, next_move, play_into
from engine.store.codec import entry_row
from engine.store.db import head_revision, make_engine
from engine.store.replaying import MatchSetup, play
from engine.store.service import check, export_record
from reports.stats import Statistics, compute, from_store

NAMES = ("Ann", "Ben", "Cy", "Dee", "Eve")
#: (ruleset, seats, seed, entries kept: None = the whole match)
MATCHES = [
    ("classic", (0, 1, 2), 3, None),  # biscuits risked and lost (C8)
    ("entrepreneurial", (1, 3, 4), 0, None),  # bakeries completed (E4) and visited (E6)
    ("classic", (3, 0), 5, None),
    ("entrepreneurial", (2, 0), 1, None),
    ("six-by-6", (4, 2, 1), 2, None),
    ("dire-straights", (0, 1, 2, 3), 4, None),  # busts (D5)
    ("sb", (1, 4), 6, None),
    ("entrepreneurial", (0, 4, 2), 7, 300),  # still in play: its turns so far count too
]
EVENT_MATCHES = 3  # the first three are an event's


@cache
def _played(ruleset: str, seats: tuple[int, ...], seed: int, keep: int | None) -> tuple[MatchSetup, list[JournalEntry]]:
    setup, entries, _ = bot_match(ruleset, tuple(NAMES[s] for s in seats), seed)
    if keep is not None:
        entries = entries[:keep]
    else:  # a correction at the end: the last move withdrawn and entered again
        journal = Journal.from_entries(entries)
        last = journal.in_force()[-1]
        journal.void([last.seq], reason="misread")
        journal.append(EntryKind.MOVE, seat=last.seat, turn=last.turn, action=last.action, origin=last.origin)
        entries = list(journal)
    return setup, entries


def _turn_log(played_state: object) -> list[tuple[int, int, str]]:
    log = getattr(played_state, "turn_log", [])
    return [(t.seat, t.points, t.end.value) for t in log]


def _fill(db: Database) -> tuple[list[int], int, list[int]]:
    with UnitOfWork(db) as uow:
        members = [uow.members.add(n).id for n in NAMES]
        event = uow.events.add("Winter night", kind="tournament").id
        ids = []
        for k, (ruleset, seats, seed, keep) in enumerate(MATCHES):
            setup, entries = _played(ruleset, seats, seed, keep)
            mid = uow.matches.create(setup, member_ids=[members[s] for s in seats])
            uow.matches.add_entries(mid, entries)
            uow.matches.refresh(mid)
            if k < EVENT_MATCHES:
                uow.events.set_table(event, 1, k + 1, mid)
            ids.append(mid)
        uow.commit()
    return members, event, ids


def _same(sql: Statistics, plain: Statistics) -> None:
    assert (sql.matches, sql.finished, sql.rulesets) == (plain.matches, plain.finished, plain.rulesets)
    assert +sql.turn_points == +plain.turn_points
    assert {g: +c for g, c in sql.turn_points_by_ruleset.items()} == {g: +c for g, c in plain.turn_points_by_ruleset.items()}
    assert +sql.ends == +plain.ends
    assert +sql.seat_games == +plain.seat_games and +sql.order_wins == +plain.order_wins
    assert sql.players == plain.players  # games, wins, turns, points, misses, busts, risks, lost biscuits,
    # bakeries, visits, yeast: every field of every player


def test_turn_figures_equal_the_record_based_count(db: Database) -> None:
    members, event, ids = _fill(db)
    records = [loads(export_record(db, m)) for m in ids]
    with UnitOfWork(db) as uow:
        club = uow.stats.figures()
        sql_event = from_store(uow.stats.figures(event_id=event))
        sql_members = [from_store(uow.stats.figures(member_id=m)) for m in members]
        rows = {m: uow.matches.turns(m) for m in ids}
    # each match's rows are the turns the rules give its record
    for m, record in zip(ids, records, strict=True):
        assert rows[m] == _turn_log(replay(record).state)
    plain = compute(records)
    _same(from_store(club), plain)
    _same(sql_event, compute(records[:EVENT_MATCHES]))
    for name, sql in zip(NAMES, sql_members, strict=True):
        _same(sql, compute(records, name))
    # the figures the rulesets are there for, present
    total = Counter[str]()
    for p in club.players.values():
        total.update({"lost": p.lost_biscuits, "bakeries": p.bakeries, "visits": p.visits, "busts": p.busts,
                      "misses": p.misses, "risks": p.risks})
    assert min(total.values()) > 0, total
    assert club.ends[TurnEnd.LOST_BISCUIT.value] == total["lost"]
    assert sum(club.turn_points.values()) == sum(p.turns for p in club.players.values()) == sum(map(len, rows.values()))
    # a second, plain query: SQL counts over the turns and seats tables
    with db.engine.connect() as conn:
        by_end = dict(conn.execute(text("SELECT ending, count(*) FROM turns GROUP BY ending")).all())
        ann = conn.execute(text(
            "SELECT count(*), sum(points) FROM turns t JOIN seats s ON s.match_id = t.match_id AND s.seat = t.seat"
            " WHERE s.member_id = :m AND t.ending = 'bakery'"), {"m": members[0]}).one()
    assert {k: int(v) for k, v in by_end.items()} == club.ends
    ann_bakeries = [p for p in club.players.values() if p.name == "Ann"][0].bakeries
    assert int(ann[0]) == ann_bakeries


def test_one_games_statistics_equal_the_record_based_count_of_that_game(db: Database) -> None:
    """Statistics of one ruleset (``figures(ruleset=...)``) for the club and a member
    equal ``compute(records, ruleset=...)``; several games chart their turn scores
    apart (a Classic loaf score and an SB total are not one scale)."""
    from reports.charts import Histogram
    from reports.stats import sections

    members, _event, ids = _fill(db)
    records = [loads(export_record(db, m)) for m in ids]
    games = sorted({r.ruleset for r in records})
    assert len(games) >= 3
    with UnitOfWork(db) as uow:
        for game in games:
            club = from_store(uow.stats.figures(ruleset=game))
            _same(club, compute(records, ruleset=game))
            assert set(club.rulesets) == {game} and set(club.turn_points_by_ruleset) <= {game}
            _same(from_store(uow.stats.figures(member_id=members[0], ruleset=game)),
                  compute(records, NAMES[0], ruleset=game))
        with pytest.raises(BakehouseError, match="ruleset"):
            uow.stats.figures(ruleset="chess")
        every = from_store(uow.stats.figures())
    charts = [c for sec in sections(every) if sec.heading == "Turn scores" for c in sec.charts]
    assert all(isinstance(c, Histogram) for c in charts) and len(charts) == len(every.turn_points_by_ruleset) > 1
    assert [c.title.split(":")[0] for c in charts] == sorted(get_ruleset(g).name for g in every.turn_points_by_ruleset)


def test_the_stats_pdf_from_the_database_shows_the_turn_sections(sdb: Database, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from desktop.launcher import register_report as register
    from engine.cli import main
    from tests.reports.pdftools import text as pdf_text

    members, event, _ = _fill(sdb)
    for args in (["--club"], ["--event", str(event)], ["--member", str(members[1])]):
        out = tmp_path / "stats.pdf"
        assert main(["report", "stats", *args, "--db", sdb.url, "-o", str(out)], extra=[register]) == 0
        pdf = pdf_text(out.read_bytes())
        for label in ("how often each turn score was made", "Turns by how they ended", "Misses", "Busts",
                      "Biscuits lost", "Bakeries completed", "Bakery visits"):
            assert label in pdf.replace("How often", "how often"), (args, label)


def _new(db: Database, ruleset: str, players: tuple[str, ...], seed: int) -> tuple[int, MatchLogger, Journal, HmacDice]:
    dice = HmacDice.from_int(seed)
    setup = bot_setup(ruleset, players, dice)
    with UnitOfWork(db) as uow:
        match_id = uow.matches.create(setup, station="hall")
        uow.commit()
    logger = MatchLogger(db, match_id, station="hall")
    return match_id, logger, logger.journal(), dice


def _committed(db: Database, match_id: int) -> list[tuple[int, int, str]]:
    with db.engine.connect() as conn:  # another connection: only what was committed
        return [(int(a), int(b), str(c)) for a, b, c in conn.execute(
            text("SELECT seat, points, ending FROM turns WHERE match_id = :m ORDER BY turn"), {"m": match_id})]


def test_every_logged_move_commits_the_turn_rows_with_it(db: Database) -> None:
    match_id, logger, journal, dice = _new(db, "entrepreneurial", ("Ann", "Ben"), 3)
    ended = 0
    for entry in play_into(journal, logger.played.setup, dice, station="hall"):
        want = _turn_log(logger.played.state)
        if len(want) != ended:
            assert _committed(db, match_id) == want
            ended = len(want)
        if entry.seq >= 250:
            break
    assert ended >= 10
    assert _committed(db, match_id) == _turn_log(logger.played.state)


def test_undo_and_a_correction_rewrite_the_turn_rows(db: Database) -> None:
    match_id, logger, journal, dice = _new(db, "dire-straights", ("Ann", "Ben"), 11)
    setup = logger.played.setup
    moves = play_into(journal, setup, dice, station="hall")
    # play on until a turn ends with the player stopping (D4), four turns in at least
    for entry in moves:
        state = logger.played.state
        if (state is not None and len(state.turn_log) >= 4 and entry.kind is EntryKind.MOVE
                and isinstance(entry.action, Stop)):
            break
    before = _committed(db, match_id)
    assert before == _turn_log(logger.played.state) and before[-1][2] == "stop"
    # undo the stop: the turn is open again, its row goes
    journal.void([entry.seq], reason="undo")
    assert _committed(db, match_id) == before[:-1] == _turn_log(logger.played.state)
    # the correction: the player throws again instead of stopping, and the turn ends otherwise
    state = logger.played.state
    assert state is not None
    seat, turn = state.turn_player(), state.turn_serial
    journal.append(EntryKind.MOVE, seat=seat, turn=turn, action=Throw(draw(HmacDice.from_int(99), state.chance_dice())))
    from engine.bots import bot_for

    bot = bot_for("dire-straights")
    while len(logger.played.state.turn_log) < len(before):  # type: ignore[union-attr]
        state = logger.played.state
        assert state is not None
        action, origin = next_move(state, bot, dice)
        journal.append(EntryKind.MOVE, seat=state.turn_player(), turn=state.turn_serial, action=action, origin=origin)
    after = _committed(db, match_id)
    assert after == _turn_log(logger.played.state)
    assert after[:-1] == before[:-1] and after[-1] != before[-1]
    assert check(db).ok


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), ruleset=st.sampled_from(["entrepreneurial", "six-by-6", "dire-straights", "sb"]),
       cuts=st.lists(st.floats(0, 1), min_size=1, max_size=3), undo=st.lists(st.integers(1, 4), max_size=3))
def test_refresh_leaves_exactly_the_turns_in_force(sdb: Database, seed: int, ruleset: str, cuts: list[float],
                                                   undo: list[int]) -> None:
    """A match entered in steps, with moves withdrawn and entered again: after each
    step the rows are the replay's turns, and only the rows from the first changed
    turn were written."""
    setup, entries, _ = bot_match(ruleset, ("Ann", "Ben"), seed)
    with UnitOfWork(sdb) as uow:
        match_id = uow.matches.create(setup)
        uow.commit()
    journal = Journal()

    def step() -> None:
        want = _turn_log(play(setup, list(journal)).state)
        with UnitOfWork(sdb) as uow:
            old = uow.matches.turns(match_id)
            stored = len(uow.matches.entries(match_id))
            uow.matches.add_entries(match_id, list(journal)[stored:])
            played = uow.matches.played(match_id)
            written = uow.matches.sync_turns(match_id, played)
            uow.matches.refresh(match_id, played)
            uow.commit()
        kept = 0
        while kept < min(len(old), len(want)) and old[kept] == want[kept]:
            kept += 1
        assert written == len(want) - kept  # the rows before the first changed turn stay
        with UnitOfWork(sdb) as uow:
            assert uow.matches.turns(match_id) == want == _turn_log(played.state)
            assert uow.matches.sync_turns(match_id, played) == 0  # nothing left to write

    def enter(es: list[JournalEntry]) -> None:
        for e in es:
            journal.append(e.kind, seat=e.seat, turn=e.turn, action=e.action, rolloff=e.rolloff, origin=e.origin)

    done = 0
    for cut in sorted(cuts):
        upto = max(done, int(len(entries) * cut))
        enter(entries[done:upto])
        done = upto
        step()
        for k in undo:  # withdraw the last k moves in force, then enter them again
            moves = [e for e in journal.in_force() if e.kind is EntryKind.MOVE][-k:]
            if moves:
                journal.void([e.seq for e in moves], reason="typo")
                step()
                enter(moves)
                step()


def test_the_turns_table_keeps_its_invariants(db: Database) -> None:
    setup, entries = _played("sb", (1, 4), 6, None)
    with UnitOfWork(db) as uow:
        mid = uow.matches.create(setup)
        uow.matches.add_entries(mid, entries)
        uow.matches.refresh(mid)
        uow.commit()
    for k, end in enumerate(TurnEnd):  # every ending the rules give is accepted
        with db.engine.begin() as conn:
            conn.execute(text("INSERT INTO turns (match_id, turn, seat, points, ending) VALUES (:m, :t, 0, -3, :e)"),
                         {"m": mid, "t": 10_000 + k, "e": end.value})
    for sql in ("INSERT INTO turns (match_id, turn, seat, points, ending) VALUES (:m, 20000, 0, 1, 'nap')",
                "INSERT INTO turns (match_id, turn, seat, points, ending) VALUES (:m, 20000, 5, 1, 'stop')",  # no seat 5
                "INSERT INTO turns (match_id, turn, seat, points, ending) VALUES (:m, -1, 0, 1, 'stop')",
                "INSERT INTO turns (match_id, turn, seat, points, ending) VALUES (:m, 0, 0, 1, 'stop')",  # turn 0 taken
                "DELETE FROM seats WHERE match_id = :m"):
        with pytest.raises(IntegrityError), db.engine.begin() as conn:
            conn.execute(text(sql), {"m": mid})
    # `db check` finds the rows that are not the turns in force, and --repair rewrites them
    report = check(db)
    assert not report.ok and any("turn rows" in p for p in report.problems)
    assert check(db, repair=True).ok and check(db).ok
    with UnitOfWork(db) as uow:
        assert uow.matches.turns(mid) == _turn_log(play(setup, entries).state)


# -- the upgrade from revision 0004 -----------------------------------------------------------------
def _insert_raw(url: str, match_id: int, setup: MatchSetup, entries: list[JournalEntry], finished: bool) -> None:
    """A match as revision 0004 stored it, written with SQL of its own."""
    engine = make_engine(url)
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO matches (id, uid, ruleset, options, rolloff, dice_scheme, commitment,"
                          " finished, created_at) VALUES (:id, :uid, :r, :o, 'listed', :s, :c, :f, 'x')"),
                     {"id": match_id, "uid": f"u{match_id}", "r": setup.ruleset, "o": setup.options_json(),
                      "s": setup.dice_scheme, "c": setup.commitment, "f": finished})
        for seat, name in enumerate(setup.players):
            conn.execute(text("INSERT INTO seats (match_id, seat, name, name_key) VALUES (:m, :s, :n, :k)"),
                         {"m": match_id, "s": seat, "n": name, "k": name.casefold()})
        for e in entries:
            conn.execute(text("INSERT INTO roll_log (match_id, seq, kind, at, origin, station, seat, turn, event,"
                              " voids, reason, void_by, redoes, timed) VALUES (:match_id, :seq, :kind, :at, :origin,"
                              " :station, :seat, :turn, :event, :voids, :reason, :void_by, :redoes, :timed)"),
                         {**entry_row(match_id, e), "voids": " ".join(str(s) for s in e.voids) or None,
                          "void_by": None})  # void_by: written below, as revision 0004 did
        result = play(setup, entries).result() if finished else None
        for seat, total in enumerate(result.totals if result else ()):
            assert result is not None
            conn.execute(text("INSERT INTO results (match_id, seat, total, place, won, turns, points)"
                              " VALUES (:m, :s, :t, :p, :w, 0, 0)"),
                         {"m": match_id, "s": seat, "t": total, "p": result.places[seat], "w": seat in result.winners})
        for e in entries:
            if e.kind is EntryKind.VOID:
                conn.execute(text("UPDATE roll_log SET void_by = :v WHERE match_id = :m AND seq IN ("
                                  + ", ".join(str(s) for s in e.voids) + ")"), {"v": e.seq, "m": match_id})
    engine.dispose()


def test_upgrading_from_0004_fills_the_turns_of_every_stored_match(db_url: str) -> None:
    assert upgrade(db_url, "0004") == (None, "0004")
    stored = [MATCHES[0], MATCHES[1], MATCHES[7]]  # classic, entrepreneurial, one in play
    for k, spec in enumerate(stored, 1):
        setup, entries = _played(*spec)
        _insert_raw(db_url, k, setup, entries, finished=spec[3] is None)
    assert upgrade(db_url) == ("0004", head_revision())
    with open_database(db_url) as db:
        records = [loads(export_record(db, m)) for m in (1, 2, 3)]
        with UnitOfWork(db) as uow:
            for m, record in zip((1, 2, 3), records, strict=True):
                rows = uow.matches.turns(m)
                assert rows and rows == _turn_log(replay(record).state)
            fig = from_store(uow.stats.figures())
        plain = compute(records)
        assert +fig.turn_points == +plain.turn_points and +fig.ends == +plain.ends
        assert {n: (p.turns, p.points, p.lost_biscuits, p.bakeries, p.visits) for n, p in fig.players.items()} == {
            n: (p.turns, p.points, p.lost_biscuits, p.bakeries, p.visits) for n, p in plain.players.items()}
        assert check(db).ok


def test_an_upgrade_whose_turns_cannot_be_derived_changes_nothing(sqlite_url: str) -> None:
    assert upgrade(sqlite_url, "0004") == (None, "0004")
    setup, entries = _played("sb", (1, 4), 6, None)
    good = setup
    _insert_raw(sqlite_url, 1, good, entries, finished=True)
    # match 2: a move logged for the wrong seat (only a damaged file holds such a row)
    bad = [e for e in entries if e.kind is not EntryKind.VOID][:12]
    moved = next(i for i, e in enumerate(bad) if e.kind is EntryKind.MOVE)
    row = bad[moved]
    from dataclasses import replace

    bad[moved] = replace(row, seat=1 - (row.seat or 0))
    _insert_raw(sqlite_url, 2, setup, bad, finished=False)
    with pytest.raises(StoreError, match="cannot upgrade: match 2") as e:
        upgrade(sqlite_url)
    assert "nothing was changed" in str(e.value)
    engine = make_engine(sqlite_url)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == "0004"
        assert not conn.execute(text("SELECT name FROM sqlite_master WHERE name = 'turns'")).all()
    engine.dispose()
