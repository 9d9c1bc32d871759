"""Issue 32: the app's tables write their decimals as the app's language does, through QLocale
(desktop/numbers.py): "6,67" points and an "11,7" rating in German and French, "6.67" in English;
a column of them still sorts by the number, not by its text."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

import pytest
from PySide6.QtCore import QSortFilterProxyModel, Qt

from desktop import review
from desktop.club.standings_page import SORT_ROLE, StandingsModel
from engine import words
from engine.errors import BakehouseError
from engine.services.standings import EventStandings, StandingLine


def _line(place: int, name: str, points: Fraction, rating: float | None) -> StandingLine:
    return StandingLine(place=place, shared=False, member=place, name=name, points=points, wins=1, games=3,
                        score=40 + place, opponents=points * 2, rating=rating, dropped=False)


STANDINGS = EventStandings(
    event=1, name="Winter Open", ruleset="classic", rounds_with_results=3, after_round=None, rounds_seated=3,
    tiebreaks=("points", "wins", "opponents", "score"),
    lines=(_line(1, "Ann", Fraction(10), 11.7), _line(2, "Bob", Fraction(20, 3), 9.25),
           _line(3, "Cy", Fraction(19, 2), -0.04)))


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.set_locale("en")


def _column(model: StandingsModel | QSortFilterProxyModel, name: str) -> list[str]:
    source = model.sourceModel() if isinstance(model, QSortFilterProxyModel) else model
    c = source.columns().index(name)
    return [model.data(model.index(r, c), Qt.ItemDataRole.DisplayRole) for r in range(model.rowCount())]


@pytest.mark.parametrize(("locale", "points", "rating"), [
    ("en", ["10", "6.67", "9.5"], ["11.7", "9.2", "0.0"]),
    ("de_DE", ["10", "6,67", "9,5"], ["11,7", "9,2", "0,0"]),
    ("fr_FR", ["10", "6,67", "9,5"], ["11,7", "9,2", "0,0"]),
])
def test_standings_numbers_in_the_apps_locale_sorted_as_numbers(qapp, speaking, locale, points, rating) -> None:
    words.set_locale(locale)
    model = StandingsModel()
    model.set_standings(STANDINGS)
    assert _column(model, "points") == points
    assert _column(model, "rating") == rating
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.sort(model.columns().index("points"), Qt.SortOrder.AscendingOrder)
    assert _column(proxy, "points") == [points[1], points[2], points[0]]  # 6.67 < 9.5 < 10, not as text


def test_the_reviews_figures_in_the_apps_locale(speaking) -> None:
    assert (review.points(1.25), review.signed(0.5), review.signed(0.0), review.chance(0.48213)) == \
        ("1.25", "+0.50", "0.00", "0.4821")
    words.set_locale("de_DE")
    assert (review.points(1.25), review.signed(0.5), review.signed(-0.5), review.chance(0.48213)) == \
        ("1,25", "+0,50", "-0,50", "0,4821")


def test_a_refusal_with_values_reads_in_the_apps_language_where_the_app_says_it(speaking) -> None:
    """The club pages and dialogs say a refusal through one_line or error.text(): German words, the
    values filled in, the ruling id kept; English exactly as the engine's line."""
    from desktop.jobs import one_line
    from engine.tournament.paper import check_pad, parse_column

    with pytest.raises(BakehouseError) as info:
        check_pad("classic", {}, ["Ann", "Bob"], [parse_column("5", "Ann"), parse_column("", "Bob")])
    english = str(info.value)
    assert one_line(info.value) == english and english.startswith("'Ann', turn 1: C1: 5 is not a turn score")
    words.install("de")
    try:
        said = one_line(info.value)
    finally:
        words.install("")
    assert said.startswith("'Ann', Zug 1: C1: 5 ist kein Zugergebnis") and "(13 ein Bäckerdutzend, C2)" in said


@pytest.mark.parametrize(("locale", "shown"), [("en", "2026-11-28"), ("de_DE", "28.11.26"), ("fr_FR", "28/11/2026")])
def test_the_events_list_writes_its_days_as_the_locale_does(qapp, speaking, locale, shown) -> None:
    """Seen at 1024x600 in German and French: the events list's "Date" column read 2026-11-28."""
    from desktop.club.event_models import EventListModel
    from engine.tournament.event import Event, EventConfig

    words.set_locale(locale)
    model = EventListModel()
    event = Event(1, EventConfig(name="Winter Open", ruleset="classic"))
    model.set_events([event], {1: "2026-11-28"})
    assert model.data(model.index(0, 1), Qt.ItemDataRole.DisplayRole) == shown
