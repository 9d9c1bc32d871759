"""The plain values the services hand to the reports and the app (issue 28): the statistics the
store counts by SQL, each player's skill and luck, and what a printed report of the club database
is drawn from (a stored match's scorepad, an event's sheets and standings, a scope's statistics).

They live here, apart from ``engine.store`` and ``engine.services``, so that ``reports/`` can be
given them (and name their types) without importing either (the ``reports-through-values`` import
contract of pyproject.toml).  Frozen dataclasses, nothing else: no query, no ORM row.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .scorepad import Scorepad
    from .tournament.event import Event
    from .tournament.standings import SeasonStanding, Standing


# -- the statistics counted by SQL (engine/store/stats.py) ----------------------------------------------
@dataclass(frozen=True)
class PlayerFigures:
    """One player's figures (players are told apart by the name as played)."""

    name: str
    games: int
    finished: int
    wins: int
    turns: int
    points: int
    risks: int
    yeast_throws: int
    yeast_faces: int
    misses: int = 0  # turns that ended in a miss (engine.game.MISSES: C7, C8, C9)
    busts: int = 0  # engine.game.BUSTS (D5, D6, K3)
    lost_biscuits: int = 0  # C8
    bakeries: int = 0  # E4: bakeries completed
    visits: int = 0  # E6: bakery visits
    ends: dict[str, int] = field(default_factory=dict)  # TurnEnd value -> this player's turns that ended so
    score_sum: int = 0  # final totals of the finished games (results.total), added up
    best: int | None = None  # the best final total of a finished game
    #: the day of their last game (YYYY-MM-DD): its event's date, else the day the match was created
    last: str | None = None
    #: place (1-based; a shared place counts for each) -> finished games ended in it
    places: dict[int, int] = field(default_factory=dict)


@dataclass(frozen=True)
class StoredStatistics:
    matches: int
    finished: int
    rulesets: dict[str, int]
    players: dict[str, PlayerFigures]
    seat_games: dict[int, int]  # seat position (1-based) -> finished games
    seat_wins: dict[int, int]
    order_games: dict[int, int]  # turn order (1 = the roll-off's winner, who played first)
    order_wins: dict[int, int]
    meetings: dict[tuple[str, str], int] = field(default_factory=dict)  # names ordered by name_key
    turn_points: dict[int, int] = field(default_factory=dict)  # a turn's points -> how many turns made them
    ends: dict[str, int] = field(default_factory=dict)  # TurnEnd value -> how many turns ended so
    #: ruleset id -> (a turn's points -> how many turns made them): scores of different games apart
    turn_points_by_ruleset: dict[str, dict[int, int]] = field(default_factory=dict)
    #: (players at the table, seat position 1-based) -> finished games, and wins
    size_seat_games: dict[tuple[int, int], int] = field(default_factory=dict)
    size_seat_wins: dict[tuple[int, int], int] = field(default_factory=dict)
    #: (a, b) -> finished games a placed ahead of b (head to head), names as played
    beats: dict[tuple[str, str], int] = field(default_factory=dict)
    longest: int = 0  # the most turns a counted match took
    #: the first and last day (YYYY-MM-DD) of the counted matches, as ``PlayerFigures.last``
    #: dates them; None when none is dated
    period: tuple[str, str] | None = None



# -- skill and luck (engine/services/analysis.py) -------------------------------------------------------
@dataclass(frozen=True)
class SkillLine:
    """One player's decisions and luck over the matches analysed (names as played)."""

    name: str
    matches: int
    decisions: int
    total_loss: float
    mistakes: int
    throws: int
    luck: float

    @property
    def average_loss(self) -> float:
        return self.total_loss / self.decisions if self.decisions else 0.0


@dataclass(frozen=True)
class SkillFigures:
    """Skill (loss per decision, clear mistakes) and luck per player, and what was left out."""

    players: tuple[SkillLine, ...]
    analysed: int
    #: the matches with no throw to analyse (results or paper games entered without their throws)
    without_throws: int = 0
    #: game name -> matches of a game the solver does not cover yet
    not_covered: dict[str, int] = field(default_factory=dict)
    #: matches whose record the analysis refused (one line each is not kept: their number)
    refused: int = 0
    threshold: float = 1.0


# -- what a report of the club database is drawn from (engine/services/reports.py) ----------------------
@dataclass(frozen=True)
class StoredScorepad:
    """A stored match's scorepad, from the match's own state (no record written and read back),
    headed with the event table it was played at and the day (issue 11, issue 21)."""

    pad: Scorepad
    #: the ruleset options to print
    options: dict[str, Any]


@dataclass(frozen=True)
class EventSheets:
    """A stored event (its rounds and seating) and its date, for its scoresheets and wall lists."""

    event: Event
    date: str | None = None


@dataclass(frozen=True)
class PrintedStandings:
    """What an event's printed standings are drawn from: the standings rows as they stood after
    ``after_round`` (every round: None); a league's nights and season table instead."""

    event: Event
    date: str | None
    after_round: int | None
    rows: tuple[Standing[int], ...] = ()
    #: a league: its nights and its season table
    nights: tuple[Event, ...] = ()
    season: tuple[SeasonStanding[int], ...] = ()


@dataclass(frozen=True)
class TableCounted:
    """An event table's result entered without a stored match (issue 29: every table counts):
    the players' names in the order of the result, their places and scores, and each one's turn
    points when it was typed in from its paper pad (issue 20), else None.  ``mine``: whose figures
    count (a member's statistics: theirs only; the others count as whom they met)."""

    ruleset: str
    date: str | None
    names: tuple[str, ...]
    places: tuple[int, ...]
    #: None: places entered without scores
    scores: tuple[int, ...] | None
    mine: tuple[bool, ...]
    paper: tuple[tuple[int, ...], ...] | None = None
    #: each player's member id (None: not a member), and the table's (event id, round, table)
    members: tuple[int | None, ...] = ()
    where: tuple[int, int, int] | None = None


# -- the depth of the statistics (issue 29 part 3): every finished table, however entered -----------
@dataclass(frozen=True)
class FinishedTable:
    """One finished table of the scope, however its result was entered (a stored match's results
    rows, places or scores from the sheet, a paper pad): the names in seat order (a result typed
    from the sheet: in the order typed), each one's place, final score (None: places only),
    member id (None: a guest), whether their figures count (``mine``: a member's statistics count
    theirs only); where and when it was played, and whether it was counted throw by throw."""

    ruleset: str
    date: str | None
    names: tuple[str, ...]
    places: tuple[int, ...]
    scores: tuple[int, ...] | None
    mine: tuple[bool, ...]
    members: tuple[int | None, ...]
    event: int | None = None
    round: int | None = None
    table: int | None = None
    match: int | None = None
    throws: bool = False

    @property
    def order(self) -> tuple[str, int, int, int, int]:
        """Play order: the day (undated last), the event, round and table, the match."""
        return (self.date or "9999", self.event or 0, self.round or 0, self.table or 0, self.match or 0)


@dataclass(frozen=True)
class GameFigures:
    """One player's final scores at one game (best and worst game): over the tables with scores."""

    name: str
    ruleset: str
    games: int
    scored: int
    best: int | None
    worst: int | None
    score_sum: int = 0

    @property
    def mean(self) -> float | None:
        return self.score_sum / self.scored if self.scored else None


@dataclass(frozen=True)
class Streaks:
    """One player's runs over their finished tables in play order: the most wins in a row, the
    most tables in a row without a win, and the run they are on now (> 0: wins, < 0: without)."""

    name: str
    games: int
    wins: int
    without: int
    current: int


@dataclass(frozen=True)
class RatingLine:
    """A player's rating at one game (mu - 3 sigma, as shown everywhere) and its uncertainty
    (sigma); at an event, the rating before its first table there (``before``) too."""

    name: str
    ruleset: str
    rating: float
    sigma: float
    tables: int
    before: float | None = None


@dataclass(frozen=True)
class Margin:
    """A table's winning margin: the winner's final score less the runner-up's."""

    ruleset: str
    margin: int
    winner: str
    second: str
    winner_score: int
    second_score: int
    round: int | None = None
    table: int | None = None
    date: str | None = None


@dataclass(frozen=True)
class RatingMove:
    """The change of one player's rating (mu - 3 sigma) at one table."""

    name: str
    ruleset: str
    before: float
    after: float
    round: int
    table: int

    @property
    def change(self) -> float:
        return self.after - self.before


@dataclass(frozen=True)
class Evening:
    """An event in numbers: tables played, players, the closest game and the biggest win (over
    the tables with scores), the largest rating move."""

    tables: int
    players: int
    scored: int
    closest: Margin | None = None
    biggest: Margin | None = None
    move: RatingMove | None = None
    rounds: int = 0


@dataclass(frozen=True)
class HeadToHead:
    """Two members over the tables of the scope where both played: tables together, who placed
    ahead of the other, level places, and each one's wins at those tables."""

    a: str
    b: str
    met: int
    a_ahead: int
    b_ahead: int
    level: int
    a_wins: int
    b_wins: int
    #: ruleset id -> tables together at that game
    games: dict[str, int] = field(default_factory=dict)
    last: str | None = None


@dataclass(frozen=True)
class Depth:
    """The figures of issue 29 part 3, computed once (engine/services/depth.py) and drawn by the
    PDF, the app and ``report stats --json`` alike."""

    #: finished tables counted, those with final scores, those counted throw by throw
    tables: int
    scored: int
    throws: int
    #: ruleset id -> final score -> how many players ended a table on it (the players counted)
    final_scores: dict[str, dict[int, int]] = field(default_factory=dict)
    games: tuple[GameFigures, ...] = ()
    streaks: tuple[Streaks, ...] = ()
    #: a member's rating by date, per ruleset id: (YYYY-MM-DD, rating after that day's last table)
    rating_history: dict[str, tuple[tuple[str, float], ...]] = field(default_factory=dict)
    #: ruleset id -> each player's rating (the club's: now; an event's: after it, and before it)
    rating_table: dict[str, tuple[RatingLine, ...]] = field(default_factory=dict)
    evening: Evening | None = None
    versus: HeadToHead | None = None


#: a member's rating history per ruleset: (step, mu) pairs
Ratings = dict[str, list[tuple[float, float]]]


@dataclass(frozen=True)
class ScopeStatistics:
    """What the statistics of the club, one event or one member are drawn from."""

    figures: StoredStatistics
    member: int | None = None
    event: int | None = None
    ruleset: str | None = None
    #: the member's name, the event's name (when one was chosen)
    player: str | None = None
    event_name: str | None = None
    ratings: Ratings | None = None
    skill: SkillFigures | None = None
    #: the scope's event tables whose result was entered without a stored match (places or scores
    #: from the sheet, a paper pad turn by turn): counted with the matches (issue 29)
    tables: tuple[TableCounted, ...] = ()
    #: each player's placement points (the event's points per place, exact) over the scope's event
    #: tables, however their result was entered; names as played
    placement: dict[str, Fraction] = field(default_factory=dict)
    #: place distributions' companions: final scores per game, best and worst game, streaks, the
    #: rating tables and history by date, an event's evening in numbers, two members head to head
    depth: Depth | None = None
