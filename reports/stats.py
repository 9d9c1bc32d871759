"""Statistics over match records, and their charts.

:func:`compute` replays each record through the engine and counts from what
the rules say happened (each finished turn's points and how it ended), and
from the record's own events (risks, the yeast's faces):

- results: games, wins (a shared first place counts for each), win rate by
  seat position (the order written in the record) and by turn order (1 = the
  roll-off's winner, who played first);
- the distribution of turn scores, misses and busts (and how every turn ended);
- biscuits risked (C8) and lost, bakeries completed (E4) and visited (E6);
- yeast luck: the mean face the yeast showed when thrown (3.5 expected);
- a meeting matrix: how often two players shared a table.

Games, wins and the win rates count finished matches; turns, points, turn
scores and how turns ended count every finished turn, of matches still in play
too.  With ``player`` the figures are that player's: the games they played,
their seats, their turns.  :func:`from_store` takes the same figures from the
club database (engine/store/stats.py, by SQL: nothing replayed).  :func:`sections` turns the numbers into chart sections
for :func:`reports.charts.render_stats`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.actions import Risk, Throw
from engine.dice import DieKind
from engine.game import BUSTS, MISSES, GameResult, TurnEnd
from engine.names import isolate, name_key, quote
from engine.record import MatchRecord, replay
from engine.rulesets import get_ruleset, ruleset_name

from .charts import BarChart, FigureTable, Histogram, LineChart, MeetingMatrix, Section
from .errors import ReportError
from .words import QT_TRANSLATE_NOOP, date_text, fill, number, translate

if TYPE_CHECKING:
    from engine.figures import StoredStatistics

__all__ = ["BUSTS", "MISSES", "PlayerLine", "Statistics", "compute", "from_store", "sections"]


@dataclass
class PlayerLine:
    name: str
    games: int = 0
    finished: int = 0
    wins: int = 0
    turns: int = 0
    points: int = 0
    misses: int = 0
    busts: int = 0
    risks: int = 0
    lost_biscuits: int = 0
    bakeries: int = 0
    visits: int = 0
    yeast_throws: int = 0
    yeast_faces: int = 0
    score_sum: int = 0  # final totals of the finished games, added up
    unscored: int = 0  # finished games entered as places only: no final score
    best: int | None = None  # the best final total of a finished game
    #: the day of their last game, YYYY-MM-DD (the event's date, else the day it was played); None: unknown
    last: str | None = None
    #: place (1-based; a shared place counts for each) -> finished games ended in it
    places: Counter[int] = field(default_factory=Counter)
    #: placement points over event tables (the event's points per place, exact); None: no event table
    placement: Fraction | None = None

    @property
    def mean_place(self) -> float | None:
        n = sum(self.places.values())
        return sum(k * v for k, v in self.places.items()) / n if n else None

    @property
    def mean_score(self) -> float | None:
        scored = self.finished - self.unscored
        return self.score_sum / scored if scored else None

    @property
    def win_rate(self) -> float:
        return 100.0 * self.wins / self.finished if self.finished else 0.0

    @property
    def yeast_mean(self) -> float | None:
        return self.yeast_faces / self.yeast_throws if self.yeast_throws else None


@dataclass
class Statistics:
    matches: int = 0
    finished: int = 0
    rulesets: Counter[str] = field(default_factory=Counter)
    players: dict[str, PlayerLine] = field(default_factory=dict)
    seat_games: Counter[int] = field(default_factory=Counter)  # seat position (1-based) -> finished games
    seat_wins: Counter[int] = field(default_factory=Counter)
    order_games: Counter[int] = field(default_factory=Counter)  # turn order (1 = played first)
    order_wins: Counter[int] = field(default_factory=Counter)
    turn_points: Counter[int] = field(default_factory=Counter)
    #: the same, game by game: a Classic loaf score and an SB total are not one scale
    turn_points_by_ruleset: dict[str, Counter[int]] = field(default_factory=dict)
    ends: Counter[str] = field(default_factory=Counter)
    meetings: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: (players at the table, seat position 1-based) -> finished games, and wins
    size_seat_games: Counter[tuple[int, int]] = field(default_factory=Counter)
    size_seat_wins: Counter[tuple[int, int]] = field(default_factory=Counter)
    #: (a, b) -> finished games a placed ahead of b (head to head), names as played
    beats: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: the most turns a match took, over matches with their turns counted
    longest: int = 0
    per_turn: bool = True  # False: no turn-by-turn figures (turn_points, ends): the sections leave them out
    #: turns typed in from paper pads (issue 20: a game's turn scores, no throws): with ``per_turn``
    #: off, the turn scores are drawn from them; how turns ended, misses and the yeast never are
    paper_turns: int = 0
    # the first and last day (YYYY-MM-DD) of the matches counted: the period the subtitle names
    first_day: str | None = None
    last_day: str | None = None
    #: the tables counted throw by throw (matches played in the app or imported from a record);
    #: None: every table counted (match records)
    throw_tables: int | None = None

    def dated(self, day: str | None) -> None:
        """A counted match played on *day* (None: undated) widens the period."""
        if day is None:
            return
        self.first_day = day if self.first_day is None else min(self.first_day, day)
        self.last_day = day if self.last_day is None else max(self.last_day, day)

    def line(self, name: str) -> PlayerLine:
        return self.players.setdefault(name, PlayerLine(name))


def meeting(a: str, b: str) -> tuple[str, str]:
    """Two players who shared a table, as the meetings count them: in name order (``name_key``)."""
    return (a, b) if name_key(a) <= name_key(b) else (b, a)


def _who(names: Sequence[str], player: str | None) -> set[int]:
    if player is None:
        return set(range(len(names)))
    key = name_key(player)
    return {i for i, n in enumerate(names) if name_key(n) == key}


def compute(records: Iterable[MatchRecord], player: str | None = None, ruleset: str | None = None) -> Statistics:
    """The statistics of *records* (each replayed; a refused record raises the
    engine's BakehouseError naming its fault); with *ruleset*, only that game's."""
    st = Statistics()
    for record in records:
        if ruleset is not None and record.ruleset != ruleset:
            continue
        rep = replay(record)
        names = record.players
        mine = _who(names, player)
        if not mine:
            continue
        st.matches += 1
        st.rulesets[rep.ruleset.id] += 1
        day = played_on(record)
        st.dated(day)
        for s in mine:
            line = st.line(names[s])
            line.games += 1
            if day is not None and (line.last is None or day > line.last):
                line.last = day
        for a in range(len(names)):
            for b in range(a + 1, len(names)):
                if a in mine or b in mine:
                    st.meetings[meeting(names[a], names[b])] += 1
        _events(st, record, mine)
        state = rep.state
        if state is None:
            continue
        for ts in state.turn_log:
            if ts.seat not in mine:
                continue
            line = st.line(names[ts.seat])
            line.turns += 1
            line.points += ts.points
            st.turn_points[ts.points] += 1
            st.turn_points_by_ruleset.setdefault(rep.ruleset.id, Counter())[ts.points] += 1
            st.ends[ts.end.value] += 1
            line.misses += ts.end in MISSES
            line.busts += ts.end in BUSTS
            line.lost_biscuits += ts.end is TurnEnd.LOST_BISCUIT
            line.bakeries += ts.end is TurnEnd.BAKERY
            line.visits += ts.end is TurnEnd.VISIT
        st.longest = max(st.longest, len(state.turn_log))
        res = state.results()
        if not res.finished:
            continue
        st.finished += 1
        # the table's scores (the rounds won in the Damn Straights, C13), as the store's result rows
        _finished(st, names, mine, state.first_seat, GameResult(res.finished, res.winners, state.table_scores()))
    return st


def played_on(record: MatchRecord) -> str | None:
    """The day a record's match was played (YYYY-MM-DD): its event's date, else the day of
    its first move that says when it was entered (``at``, as written); None when neither."""
    if record.event is not None and record.event.get("date"):
        return str(record.event["date"])
    for turn in record.turns:
        for ev in turn.events:
            if ev.at:
                return ev.at[:10]
    return None


def _finished(st: Statistics, names: Sequence[str], mine: set[int], first_seat: int, res: GameResult) -> None:
    """The figures of a finished match: places, wins, totals, seats and turn order."""
    n = len(names)
    places = res.places
    for a in range(n):
        for b in range(n):
            if places[a] < places[b] and (a in mine or b in mine):
                st.beats[(names[a], names[b])] += 1
    for s in mine:
        order = (s - first_seat) % n + 1
        won = s in res.winners
        line = st.line(names[s])
        line.finished += 1
        line.wins += won
        line.places[res.places[s]] += 1
        line.score_sum += res.totals[s]
        line.best = res.totals[s] if line.best is None else max(line.best, res.totals[s])
        st.size_seat_games[(n, s + 1)] += 1
        st.size_seat_wins[(n, s + 1)] += won
        st.seat_games[s + 1] += 1
        st.seat_wins[s + 1] += won
        st.order_games[order] += 1
        st.order_wins[order] += won


def _events(st: Statistics, record: MatchRecord, mine: set[int]) -> None:
    """Risks and the yeast's faces, from the record's events."""
    seat = {n: i for i, n in enumerate(record.players)}
    for turn in record.turns:
        s = seat[turn.player]
        if s not in mine:
            continue
        line = st.line(turn.player)
        for ev in turn.events:
            act = ev.action
            if isinstance(act, Risk):
                line.risks += 1
            elif isinstance(act, Throw):
                for d in act.dice:
                    if d.kind is DieKind.YEAST:
                        line.yeast_throws += 1
                        line.yeast_faces += d.face


#: the translation context of the statistics' words (reports/words.py)
C = "Statistics"


def counted(st: Statistics, player: str | None = None, ruleset: str | None = None,
            event: int | None = None) -> str:
    """The subtitle of *st* ("12 matches of SB"), or the one-line refusal of a scope with no
    match (of the club, or of *event*)."""
    game = None if ruleset is None else get_ruleset(ruleset).name
    if player is not None and st.matches == 0:
        raise ReportError(fill(translate("Statistics", "%1 played in none of these matches") if game is None else
                               translate("Statistics", "%1 played in none of these matches of %2"), quote(player), game))
    if st.matches == 0 and event is not None:
        raise ReportError(fill(translate("Statistics", "event %1 has no matches to count") if game is None else
                               translate("Statistics", "event %1 has no matches of %2 to count"), event, game))
    if st.matches == 0:
        raise ReportError(translate("Statistics", "no matches to count") if game is None else
                          fill(translate("Statistics", "no matches of %1 to count"), game))
    if game is None:
        text = fill(translate("Statistics", "1 match") if st.matches == 1 else translate("Statistics", "%1 matches"),
                    st.matches)
    else:
        text = fill(translate("Statistics", "1 match of %2") if st.matches == 1 else
                    translate("Statistics", "%1 matches of %2"), st.matches, game)
    return text


def period_text(st: Statistics) -> str:
    """The period the figures cover, after the subtitle (:func:`counted`): ", on 2026-11-23",
    ", 2026-09-01 to 2026-11-23", or ", undated" when no match has a date."""
    if st.first_day is None or st.last_day is None:
        return translate("Statistics", ", undated")
    if st.first_day == st.last_day:
        return fill(translate("Statistics", ", on %1"), date_text(st.first_day))
    return fill(translate("Statistics", ", %1 to %2"), date_text(st.first_day), date_text(st.last_day))


def from_store(fig: StoredStatistics) -> Statistics:
    """The database's figures (:mod:`engine.store.stats`, SQL over the roll log and
    its derived ``turns`` and ``results`` rows) as :class:`Statistics` for
    :func:`sections`: the same numbers :func:`compute` gives for those matches."""
    st = Statistics(matches=fig.matches, finished=fig.finished, rulesets=Counter(fig.rulesets),
                    seat_games=Counter(fig.seat_games), seat_wins=Counter(fig.seat_wins),
                    order_games=Counter(fig.order_games), order_wins=Counter(fig.order_wins),
                    turn_points=Counter(fig.turn_points), ends=Counter(fig.ends),
                    turn_points_by_ruleset={g: Counter(c) for g, c in fig.turn_points_by_ruleset.items()},
                    meetings=Counter(fig.meetings), size_seat_games=Counter(fig.size_seat_games),
                    size_seat_wins=Counter(fig.size_seat_wins), beats=Counter(fig.beats), longest=fig.longest,
                    first_day=None if fig.period is None else fig.period[0],
                    last_day=None if fig.period is None else fig.period[1], throw_tables=fig.matches)
    for p in fig.players.values():
        st.players[p.name] = PlayerLine(p.name, games=p.games, finished=p.finished, wins=p.wins, turns=p.turns,
                                        points=p.points, misses=p.misses, busts=p.busts, risks=p.risks,
                                        lost_biscuits=p.lost_biscuits, bakeries=p.bakeries, visits=p.visits,
                                        yeast_throws=p.yeast_throws, yeast_faces=p.yeast_faces,
                                        score_sum=p.score_sum, best=p.best, last=p.last,
                                        places=Counter(p.places))
    return st


def throw_text(st: Statistics) -> str:
    """How many of the tables counted were counted throw by throw ("throw by throw: 2 of 15
    tables"): the sections built on throws cover those only; "" when every table was."""
    if st.throw_tables is None or st.throw_tables >= st.matches:
        return ""
    return fill(translate("Statistics", "throw by throw: %1 of %2 tables"), st.throw_tables, st.matches)


def statistics_json(st: Statistics, title: str, subtitle: str) -> dict[str, object]:
    """The figures of *st* as ``report stats --json`` prints them (issue 29: for spreadsheets and
    tests): the totals, a ``players`` list (most games first) and head to head; the same numbers
    the PDF and the app show."""
    from engine.tournament.standings import points_json

    everyone = sorted(st.players.values(), key=lambda p: (-p.games, name_key(p.name)))
    players = [{"name": p.name, "played": p.games, "finished": p.finished, "won": p.wins,
                "win_rate": round(p.win_rate, 1) if p.finished else None,
                "places": {str(k): p.places[k] for k in sorted(p.places)},
                "average_place": None if p.mean_place is None else round(p.mean_place, 2),
                "placement_points": None if p.placement is None else points_json(p.placement),
                "average_score": None if p.mean_score is None else round(p.mean_score, 1), "best": p.best,
                "turns": p.turns, "points": p.points, "last_played": p.last} for p in everyone]
    pairs = sorted({meeting(a, b) for a, b in st.beats} | {m for m in st.meetings if st.meetings[m]},
                   key=lambda ab: (name_key(ab[0]), name_key(ab[1])))
    return {"title": title, "subtitle": subtitle, "tables": st.matches, "finished": st.finished,
            "throw_by_throw": st.matches if st.throw_tables is None else st.throw_tables,
            "games": dict(sorted(st.rulesets.items())), "first_day": st.first_day, "last_day": st.last_day,
            "players": players,
            "head_to_head": [{"players": [a, b], "met": st.meetings.get((a, b), 0), "first_ahead": st.beats.get((a, b), 0),
                              "second_ahead": st.beats.get((b, a), 0)} for a, b in pairs]}


def _rates(wins: Mapping[int, int], games: Mapping[int, int]) -> tuple[tuple[str, ...], tuple[float, ...]]:
    keys = sorted(games)
    return tuple(str(k) for k in keys), tuple(round(100.0 * wins.get(k, 0) / games[k], 1) for k in keys)


#: how each ending reads in the statistics, with the ruling that defines it (translated where shown)
ENDING_NAMES: dict[str, str] = {
    TurnEnd.STOP.value: QT_TRANSLATE_NOOP("Statistics", "Stopped and scored (C7, D4, K4)"),
    TurnEnd.STOP_AFTER_MISS.value: QT_TRANSLATE_NOOP("Statistics", "Stopped after a miss, biscuit kept: 0 (C7)"),
    TurnEnd.STOP_UNFINISHED.value: QT_TRANSLATE_NOOP("Statistics", "Stopped, bakery unfinished: 0 (E2)"),
    TurnEnd.MISS.value: QT_TRANSLATE_NOOP("Statistics", "Missed with no biscuit to risk: 0 (C9)"),
    TurnEnd.LOST_BISCUIT.value: QT_TRANSLATE_NOOP("Statistics", "Biscuits lost: a miss after a risk (C8)"),
    TurnEnd.FULL_RACK.value: QT_TRANSLATE_NOOP("Statistics", "Full rack: six dice racked (C9)"),
    TurnEnd.BAKERY.value: QT_TRANSLATE_NOOP("Statistics", "Bakeries completed (E4)"),
    TurnEnd.VISIT.value: QT_TRANSLATE_NOOP("Statistics", "Bakery visits (E6)"),
    TurnEnd.BUST.value: QT_TRANSLATE_NOOP("Statistics", "Bust: 0 (D5, K3)"),
    TurnEnd.FOUR_TWOS.value: QT_TRANSLATE_NOOP("Statistics", "Four twos: total back to 0 (D6)"),
    TurnEnd.RACK_COMPLETE.value: QT_TRANSLATE_NOOP("Statistics", "Rack complete: 36 + carry (S3)"),
    TurnEnd.CARRY_SPENT.value: QT_TRANSLATE_NOOP("Statistics", "Carry spent: 6 x posted + leave (S3)"),
    TurnEnd.ALL_ASIDE.value: QT_TRANSLATE_NOOP("Statistics", "Every die set aside (K4)"),
}
_MISS_ENDS = ", ".join(sorted(e.value for e in MISSES))
_BUST_ENDS = ", ".join(sorted(e.value for e in BUSTS))
#: the endings counted as misses and busts, as the PDF names them (translated where printed)
_END_WORDS: dict[str, str] = {
    TurnEnd.LOST_BISCUIT.value: QT_TRANSLATE_NOOP("Statistics", "lost biscuit"),
    TurnEnd.MISS.value: QT_TRANSLATE_NOOP("Statistics", "miss"),
    TurnEnd.STOP_AFTER_MISS.value: QT_TRANSLATE_NOOP("Statistics", "stop after a miss"),
    TurnEnd.BUST.value: QT_TRANSLATE_NOOP("Statistics", "bust"),
    TurnEnd.FOUR_TWOS.value: QT_TRANSLATE_NOOP("Statistics", "four twos"),
}


def _ends_words(ends: str) -> str:
    """``lost biscuit, miss, stop after a miss`` in the reports' language."""
    return ", ".join(translate("Statistics", _END_WORDS.get(e, e)) for e in ends.split(", "))
MISS_DEFINITION = "Misses (" + _MISS_ENDS + ")"
BUST_DEFINITION = "Busts (" + _BUST_ENDS + ")"
PLAYER_KEY = QT_TRANSLATE_NOOP(
    "Statistics", "Played: matches played, in progress too. Won: finished matches won (a shared first place counts "
    "for each). Win %: of finished matches. Average and Best: final totals of finished matches "
    "(every game's own points: choose one game to compare like with like). Turns: finished turns. "
    "Last played: the day of the last match (its event's date, else the day it was played).")


def _pct(wins: int, games: int) -> str:
    return number(f"{100.0 * wins / games:.0f}") if games else "-"


def _seat_charts(st: Statistics) -> list[BarChart | Histogram | LineChart | MeetingMatrix]:
    """Win rate by seat position, a chart a table size, 1/n drawn and every bar's games."""
    sizes = sorted({n for n, _ in st.size_seat_games})
    seat_charts: list[BarChart | Histogram | LineChart | MeetingMatrix] = []
    title = translate("Statistics", "Win rate by seat position at tables of %1 (%): 1/%1 expected by chance")
    seat = translate("Statistics", "seat %1")
    for n in sizes:
        seats = sorted(k for m, k in st.size_seat_games if m == n)
        played = tuple(st.size_seat_games[(n, k)] for k in seats)
        rates = tuple(round(100.0 * st.size_seat_wins.get((n, k), 0) / st.size_seat_games[(n, k)], 1) for k in seats)
        seat_charts.append(BarChart(fill(title, n), tuple(fill(seat, k) for k in seats), rates, "%",
                                    expected=round(100.0 / n, 1), games=played))
    return seat_charts


def _records(st: Statistics) -> list[tuple[str, str]]:
    """Highest turn score (a game at a time), longest match, best final total, most bakeries."""
    records: list[tuple[str, str]] = []
    if st.per_turn or st.paper_turns:
        for g in sorted(st.turn_points_by_ruleset):
            c = st.turn_points_by_ruleset[g]
            if c:
                records.append((fill(translate("Statistics", "Highest turn score, %1"), get_ruleset(g).name), str(max(c))))
        if st.longest:
            records.append((translate("Statistics", "Longest match"), fill(translate("Statistics", "%1 turns"), st.longest)))
    best = max((p for p in st.players.values() if p.best is not None), key=lambda p: (p.best or 0), default=None)
    if best is not None:
        records.append((translate("Statistics", "Best final total"), f"{best.best} ({isolate(best.name)})"))
    baker = max(st.players.values(), key=lambda p: p.bakeries, default=None)
    if st.per_turn and baker is not None and baker.bakeries:
        records.append((translate("Statistics", "Most bakeries completed (E4)"), f"{baker.bakeries} ({isolate(baker.name)})"))
    return records


def shown_of(title: str, people: Sequence[object], everyone: Sequence[object], decisions: bool = False) -> str:
    """A per-player chart's title, saying so when it shows only some of the players ("Games won:
    16 of 20 players, most games first"; the skill chart's: most decisions first): nobody is left
    out silently."""
    if len(people) >= len(everyone):
        return title
    words = (translate("Statistics", "%1: %2 of %3 players, most decisions first") if decisions else
             translate("Statistics", "%1: %2 of %3 players, most games first"))
    return fill(words, title, len(people), len(everyone))


def _player_section(st: Statistics, everyone: Sequence[PlayerLine], people: Sequence[PlayerLine]) -> Section:
    """Each player's line as BG Stats gives it, and their wins and win rates as charts."""
    rows = tuple((p.name, str(p.games), str(p.wins), _pct(p.wins, p.finished),
                  "-" if p.mean_score is None else number(p.mean_score, 1), "-" if p.best is None else str(p.best),
                  str(p.turns), date_text(p.last) if p.last else "-") for p in everyone)
    columns = (translate("Statistics", "Player"), translate("Statistics", "Played"), translate("Statistics", "Won"), translate("Statistics", "Win %"),
               translate("Statistics", "Average"), translate("Statistics", "Best"), translate("Statistics", "Turns"), translate("Statistics", "Last played"))
    return Section(translate("Statistics", "Players"), (
        BarChart(shown_of(translate("Statistics", "Games won"), people, everyone), tuple(p.name for p in people),
                 tuple(float(p.wins) for p in people), across=True),
        BarChart(shown_of(translate("Statistics", "Win rate (%)"), people, everyone), tuple(p.name for p in people),
                 tuple(round(p.win_rate, 1) for p in people), "%", across=True),
    ), tables=(FigureTable(translate("Statistics", "Each player"), columns, rows, translate(C, PLAYER_KEY)),
               *_places_table(everyone)))


def _places_table(everyone: Sequence[PlayerLine]) -> tuple[FigureTable, ...]:
    """How often each player finished 1st, 2nd, ..., their average place and placement points."""
    from engine.tournament.standings import points_text

    deepest = max((k for p in everyone for k in p.places), default=0)
    if not deepest:
        return ()
    shown = min(deepest, 6)  # places 6 and lower in one column at tables of seven and more: none left out

    def at(p: PlayerLine, k: int) -> int:
        return sum(v for q, v in p.places.items() if q >= k) if k == shown < deepest else p.places.get(k, 0)

    rows = tuple((p.name, *(str(at(p, k)) for k in range(1, shown + 1)),
                  "-" if p.mean_place is None else number(p.mean_place, 2),  # "2,47" in French (#32)
                  "-" if p.placement is None else number(points_text(p.placement))) for p in everyone)
    place = translate("Statistics", "Place %1")
    lower = translate("Statistics", "Place %1 or lower")
    columns = (translate("Statistics", "Player"),
               *(fill(lower if k == shown < deepest else place, k) for k in range(1, shown + 1)),
               translate("Statistics", "Average place"), translate("Statistics", "Placement points"))
    return (FigureTable(translate("Statistics", "Places"), columns, rows, translate(
        "Statistics", "Place 1, 2, ...: finished games ended in that place (a shared place counts for each). "
        "Placement points: the event's points for each place, over event tables.")),)


def _head_to_head(st: Statistics) -> Section:
    pairs = sorted({meeting(a, b) for a, b in st.beats} | {m for m in st.meetings if st.meetings[m]},
                   key=lambda ab: (-st.meetings.get(ab, 0), name_key(ab[0]), name_key(ab[1])))
    versus = translate("Statistics", "%1 v %2")
    h2h = tuple((fill(versus, isolate(a), isolate(b)), str(st.meetings.get((a, b), 0)), str(st.beats.get((a, b), 0)),
                 str(st.beats.get((b, a), 0))) for a, b in pairs[:60])
    return Section(translate("Statistics", "Head to head"), (), tables=(FigureTable(
        translate("Statistics", "Who finished ahead of whom"),
        (translate("Statistics", "Players"), translate("Statistics", "Met"), translate("Statistics", "First ahead"), translate("Statistics", "Second ahead")), h2h,
        translate("Statistics", "Met: matches at one table. First ahead / Second ahead: finished matches the first (second) "
                     "named player placed ahead of the other; equal places count for neither.")),) if h2h else (),
        empty=translate("Statistics", "Nobody has met anybody yet."))


def _turn_sections(st: Statistics, people: Sequence[PlayerLine], everyone: Sequence[PlayerLine]) -> list[Section]:
    """Turn scores, how turns ended, the biscuits and the yeast."""
    out: list[Section] = []
    no_turn = translate("Statistics", "No finished turn yet.")
    if st.per_turn or st.paper_turns:
        games = st.turn_points_by_ruleset
        axis, turns = translate("Statistics", "turn score"), translate("Statistics", "turns")
        if len(games) > 1:  # one chart a game: their scores are not on one scale
            each = translate("Statistics", "%1: how often each turn score was made")
            out.append(Section(translate("Statistics", "Turn scores"), tuple(
                Histogram(fill(each, get_ruleset(g).name), dict(games[g]), axis, turns) for g in sorted(games)),
                empty=no_turn))
        else:
            out.append(Section(translate("Statistics", "Turn scores"), (
                Histogram(translate("Statistics", "How often each turn score was made"), dict(st.turn_points), axis,
                          turns),), empty=no_turn))
    misses = sum(p.misses for p in st.players.values())
    busts = sum(p.busts for p in st.players.values())
    end_notes = [(translate(C, ENDING_NAMES[k]) if k in ENDING_NAMES else k, str(st.ends[k]))
                 for k in sorted(st.ends, key=lambda k: -st.ends[k])]
    risk_notes = [(fill(translate("Statistics", "Misses (%1)"), _ends_words(_MISS_ENDS)), str(misses)),
                  (fill(translate("Statistics", "Busts (%1)"), _ends_words(_BUST_ENDS)), str(busts)),
                  (translate("Statistics", "Biscuits risked"), str(sum(p.risks for p in st.players.values())))]
    if not st.per_turn and st.paper_turns:  # turn scores from paper pads: nothing that needs a throw
        risk_notes = [(translate("Statistics", "Turn scores from paper pads (result only)"), str(st.paper_turns)),
                      (translate("Statistics", "Needs every throw"),
                       translate("Statistics", "how turns ended, misses, busts, bakeries, biscuits risked, the yeast: "
                                               "paper pads have no throws"))]
    elif not st.per_turn:  # only what the roll log itself holds
        risk_notes = [risk_notes[2], (translate("Statistics", "Needs every throw"),
                                      translate("Statistics", "turn scores, misses, busts, bakeries, records "
                                                   "(from record files: report stats FILE)"))]
    yt = sum(p.yeast_throws for p in st.players.values())
    if yt:
        mean = sum(p.yeast_faces for p in st.players.values()) / yt
        risk_notes.append((translate("Statistics", "Yeast luck (mean face, 3.5 expected)"),
                           fill(translate("Statistics", "%1 over %2 throws"), number(mean, 2), yt)))
    if st.per_turn:
        out.append(Section(translate("Statistics", "Turns by how they ended"), (), tuple(end_notes + risk_notes)))
    else:
        out.append(Section(translate("Statistics", "Biscuits and yeast"), (), tuple(risk_notes)))
    lucky = [p for p in people if p.yeast_mean is not None]
    if lucky:
        out.append(Section(translate("Statistics", "Yeast luck"), (BarChart(
            shown_of(translate("Statistics", "Mean yeast face by player (3.5 expected)"), lucky,
                     [p for p in everyone if p.yeast_mean is not None]), tuple(p.name for p in lucky),
            tuple(round(p.yeast_mean or 0.0, 2) for p in lucky), expected=3.5, across=True),)))
    return out


def sections(st: Statistics, ratings: Mapping[str, Sequence[tuple[float, float]]] | None = None,
             top: int = 16) -> list[Section]:
    """Chart sections of *st*: at most *top* players in the per-player charts (most games first);
    every player in the table of players.  Every word is the app's language when the app sets one
    (reports/words.py), English otherwise."""
    if st.matches == 0:
        raise ReportError(translate("Statistics", "no matches to count"))
    everyone = sorted(st.players.values(), key=lambda p: (-p.games, name_key(p.name)))
    people = everyone[:top]
    turns = sum(p.turns for p in st.players.values())
    no_finished = translate("Statistics", "No finished matches yet.")
    out: list[Section] = []
    notes = [(translate("Statistics", "Matches"), str(st.matches)), (translate("Statistics", "Finished"), str(st.finished)),
             (translate("Statistics", "Games by ruleset"), ", ".join(f"{ruleset_name(k)} {v}" for k, v in sorted(st.rulesets.items()))),
             (translate("Statistics", "Turns"), str(turns))]
    if throw_text(st):
        notes.append((translate("Statistics", "Counted throw by throw"),
                      fill(translate("Statistics", "%1 of %2 tables"), st.throw_tables, st.matches)))
    out.append(Section(translate("Statistics", "Results"), tuple(_seat_charts(st)), tuple(notes), empty=no_finished))
    labels, rates = _rates(st.order_wins, st.order_games)
    out.append(Section(translate("Statistics", "Roll-off order"), (BarChart(
        translate("Statistics", "Win rate by turn order, 1 = the roll-off's winner (%)"), labels, rates, "%",
        games=tuple(st.order_games[k] for k in sorted(st.order_games))),),
        empty=no_finished if st.throw_tables != 0 else translate(
            "Statistics", "No table played throw by throw: who started is known only from the roll-off.")))
    out.append(_player_section(st, everyone, people))
    out.append(_head_to_head(st))
    out.append(Section(translate("Statistics", "Records"), (), tuple(_records(st)),
                       empty=translate("Statistics", "No records yet: no finished turn.")))
    out += _turn_sections(st, people, everyone)
    if ratings:
        out.append(Section(translate("Statistics", "Ratings"), (LineChart(translate("Statistics", "Rating history"), ratings),)))
    names = tuple(p.name for p in people)
    if len(names) >= 2:
        counts = tuple(tuple(0 if a == b else st.meetings.get(meeting(a, b), 0)
                             for b in names) for a in names)
        out.append(Section(translate("Statistics", "Meetings"), (MeetingMatrix(
            shown_of(translate("Statistics", "Who shared a table with whom"), people, everyone), names, counts),)))
    return out
