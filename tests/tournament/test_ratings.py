"""Ratings: openskill Plackett-Luce per member per ruleset, in play order, history kept."""

from engine.tournament.ratings import RatedMatch, Rating, RatingBook, rating_order
from engine.tournament.results import TableResult


def _m(order: int, scores: dict[str, int], ruleset: str = "classic") -> RatedMatch[str]:
    return RatedMatch((order,), ruleset, TableResult.from_scores(list(scores), list(scores.values())))


def test_winners_rise_losers_fall_and_history_is_kept() -> None:
    book = RatingBook.from_matches([_m(1, {"a": 3, "b": 2, "c": 1})])
    a, c = book.rating("a", "classic"), book.rating("c", "classic")
    assert a.mu > Rating().mu > c.mu
    assert a.sigma < Rating().sigma
    assert [h.player for h in book.history] == ["a", "b", "c"]
    assert book.rating("a", "sb") == Rating()  # per ruleset
    assert rating_order(["c", "b", "a"], book, "classic") == ["a", "b", "c"]


def test_play_order_not_list_order() -> None:
    m1, m2 = _m(1, {"a": 3, "b": 1}), _m(2, {"b": 3, "a": 1})
    assert RatingBook.from_matches([m2, m1]).current == RatingBook.from_matches([m1, m2]).current
    assert (
        RatingBook.from_matches([m1, m2]).current
        != RatingBook.from_matches([_m(1, {"b": 3, "a": 1}), _m(2, {"a": 3, "b": 1})]).current
    )


def test_a_tie_moves_equal_players_equally() -> None:
    book = RatingBook.from_matches([_m(1, {"a": 2, "b": 2, "c": 1})])
    assert book.rating("a", "classic") == book.rating("b", "classic")


def test_one_rating_shown_one_way() -> None:
    # issue 29: the Standings page showed 11.7 and the Members page 35.7 ± 8.0 for one player
    from engine.tournament.ratings import Rating, ordinal, rating_text, uncertainty_text

    assert ordinal(35.7, 8.0) == Rating(35.7, 8.0).ordinal
    assert rating_text(ordinal(35.7, 8.0)) == "11.7" and uncertainty_text(8.0) == "± 8.0"
    assert rating_text(Rating().ordinal) == "0.0" and rating_text(-0.04) == "0.0"  # never "-0.0"
