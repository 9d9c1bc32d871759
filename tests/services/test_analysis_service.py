"""engine/services/analysis.py (issue 24): which games the analysis and the expert cover (asked of
the solver), the bot a practice seat can be, and one match's review as ``analyse_record`` gives it."""

from __future__ import annotations

import pytest

from engine.analysis.expert import ExpertBot
from engine.analysis.review import analyse_record
from engine.bots import bot_for, bot_move
from engine.dice import HmacDice
from engine.errors import BakehouseError, InvalidInputError
from engine.match import Match
from engine.record import from_json, to_record
from engine.rulesets import all_rulesets
from engine.services.analysis import (
    BASIC,
    EXPERT,
    analysis_refusal,
    build_tables,
    expert_refusal,
    has_decisions,
    review_record,
    seat_bot,
)


def test_six_by_6_alone_has_no_decisions():
    assert {rs.id for rs in all_rulesets() if not has_decisions(rs.id)} == {"six-by-6"}


@pytest.mark.parametrize("ruleset", ["dire-straights", "sb"])
def test_the_expert_plays_the_games_the_solver_covers(ruleset):
    assert analysis_refusal(ruleset, {}, 2) is None and expert_refusal(ruleset, {}, 2) is None
    bot = seat_bot(ruleset, EXPERT, {}, 2)
    assert isinstance(bot, ExpertBot)
    assert build_tables(ruleset, {}, 2) > 0


def test_a_game_the_solver_does_not_cover_is_refused_in_one_line():
    for rs in all_rulesets():
        why = expert_refusal(rs.id, {}, 2)
        if why is None:
            continue
        assert "\n" not in why and rs.name in why
        with pytest.raises(InvalidInputError):
            seat_bot(rs.id, EXPERT, {}, 2)
    assert "no decisions" in (expert_refusal("six-by-6", {}, 2) or "")


def test_a_basic_seat_is_the_games_own_bot_and_an_unknown_kind_is_refused():
    assert type(seat_bot("classic", BASIC)) is type(bot_for("classic"))
    with pytest.raises(BakehouseError, match="basic, expert"):
        seat_bot("classic", "wizard")


def test_bad_options_are_refused_as_the_game_refuses_them():
    with pytest.raises(BakehouseError):
        seat_bot("dire-straights", EXPERT, {"points_to_win": -5}, 2)


def test_a_match_of_the_expert_against_itself_loses_nothing_and_its_review_is_the_analysis():
    # to 50 points with four 2s: its win tables take under a second of CPU to build, those to the default
    # 100 eight (issue 31); three matches to 50 make 29 decisions, more than the 14 of one to 100
    options = {"four_twos": True, "target": 50}
    decisions = 0
    for seed in (11, 12, 13):
        match = Match("dire-straights", ("A", "B"), options, dice=HmacDice.from_int(seed))
        bot = seat_bot("dire-straights", EXPERT, options, 2)
        while not match.finished:
            bot_move(match, bot)
        record = from_json(to_record(match))
        analysis = review_record(record)
        assert analysis.to_json() == analyse_record(record).to_json()
        # the practice seat's expert plays to win (two-player Dire Straights' win tables): it gives away no
        # chance of winning, where a point it gives away now and then buys a better chance
        assert analysis.decisions and all(d.win_loss is not None and d.win_loss <= 1e-9 for d in analysis.decisions)
        decisions += len(analysis.decisions)
    assert decisions >= 20


def test_a_stored_match_is_reviewed_from_its_record_without_its_text_written_and_read(tmp_path, monkeypatch):
    """The review of a stored match (the app's Review this match at a club table) takes the record
    ``bakehouse export`` writes, checked as the file would be, but no JSON text is written or parsed."""
    import engine.services.analysis as analysis
    import engine.store.service
    from engine.record import loads
    from engine.store import UnitOfWork, open_database
    from engine.store.botplay import bot_match
    from engine.store.service import export_record

    with open_database(str(tmp_path / "club.sqlite3")) as db:
        setup, entries, _ = bot_match("dire-straights", ("Ann", "Bob"), 5)
        with UnitOfWork(db) as uow:
            mid = uow.matches.create(setup)
            uow.matches.add_entries(mid, entries)
            uow.matches.refresh(mid)
            uow.commit()
        exported = loads(export_record(db, mid))

        def refused(*_: object) -> None:
            raise AssertionError("the match was written as JSON text and parsed back")

        monkeypatch.setattr(engine.store.service, "export_record", refused)
        monkeypatch.setattr(analysis, "loads", refused, raising=False)
        import engine.record

        monkeypatch.setattr(engine.record, "loads", refused)
        assert analysis.stored_record(db, mid) == exported
