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
from typing import TYPE_CHECKING

from engine.actions import Risk, Throw
from engine.dice import DieKind
from engine.game import BUSTS, MISSES, TurnEnd
from engine.names import name_key, quote
from engine.record import MatchRecord, replay
from engine.rulesets import get_ruleset

from .charts import BarChart, Histogram, LineChart, MeetingMatrix, Section
from .errors import ReportError

if TYPE_CHECKING:
    from engine.store.stats import StoredStatistics

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
    per_turn: bool = True  # False: no turn-by-turn figures (turn_points, ends): the sections leave them out

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
        for s in mine:
            st.line(names[s]).games += 1
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
        res = state.results()
        if not res.finished:
            continue
        st.finished += 1
        n = len(names)
        for s in mine:
            order = (s - state.first_seat) % n + 1
            won = s in res.winners
            st.line(names[s]).finished += 1
            st.line(names[s]).wins += won
            st.seat_games[s + 1] += 1
            st.seat_wins[s + 1] += won
            st.order_games[order] += 1
            st.order_wins[order] += won
    return st


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


def counted(st: Statistics, player: str | None = None, ruleset: str | None = None,
            nothing: str = "no matches{game} to count") -> str:
    """The subtitle of *st* ("12 matches of SB"), or the one-line refusal of a scope
    with no match (*nothing*, ``{game}`` standing for " of SB" or "")."""
    game = "" if ruleset is None else f" of {get_ruleset(ruleset).name}"
    if player is not None and st.matches == 0:
        raise ReportError(f"{quote(player)} played in none of these matches{game}")
    if st.matches == 0:
        raise ReportError(nothing.format(game=game))
    return f"{st.matches} match{'es' if st.matches != 1 else ''}{game}"


def from_store(fig: StoredStatistics) -> Statistics:
    """The database's figures (:mod:`engine.store.stats`, SQL over the roll log and
    its derived ``turns`` and ``results`` rows) as :class:`Statistics` for
    :func:`sections`: the same numbers :func:`compute` gives for those matches."""
    st = Statistics(matches=fig.matches, finished=fig.finished, rulesets=Counter(fig.rulesets),
                    seat_games=Counter(fig.seat_games), seat_wins=Counter(fig.seat_wins),
                    order_games=Counter(fig.order_games), order_wins=Counter(fig.order_wins),
                    turn_points=Counter(fig.turn_points), ends=Counter(fig.ends),
                    turn_points_by_ruleset={g: Counter(c) for g, c in fig.turn_points_by_ruleset.items()},
                    meetings=Counter(fig.meetings))
    for p in fig.players.values():
        st.players[p.name] = PlayerLine(p.name, games=p.games, finished=p.finished, wins=p.wins, turns=p.turns,
                                        points=p.points, misses=p.misses, busts=p.busts, risks=p.risks,
                                        lost_biscuits=p.lost_biscuits, bakeries=p.bakeries, visits=p.visits,
                                        yeast_throws=p.yeast_throws, yeast_faces=p.yeast_faces)
    return st


def _rates(wins: Mapping[int, int], games: Mapping[int, int]) -> tuple[tuple[str, ...], tuple[float, ...]]:
    keys = sorted(games)
    return tuple(str(k) for k in keys), tuple(round(100.0 * wins.get(k, 0) / games[k], 1) for k in keys)


def sections(st: Statistics, ratings: Mapping[str, Sequence[tuple[float, float]]] | None = None,
             top: int = 16) -> list[Section]:
    """Chart sections of *st*: at most *top* players in the per-player charts (most games first)."""
    if st.matches == 0:
        raise ReportError("no matches to count")
    people = sorted(st.players.values(), key=lambda p: (-p.games, name_key(p.name)))[:top]
    turns = sum(p.turns for p in st.players.values())
    out: list[Section] = []
    notes = [("Matches", str(st.matches)), ("Finished", str(st.finished)),
             ("Games by ruleset", ", ".join(f"{k} {v}" for k, v in sorted(st.rulesets.items()))),
             ("Turns", str(turns))]
    labels, rates = _rates(st.seat_wins, st.seat_games)
    out.append(Section("Results", (BarChart("Win rate by seat position (%)", labels, rates, "%"),), tuple(notes)))
    labels, rates = _rates(st.order_wins, st.order_games)
    out.append(Section("Roll-off order", (BarChart("Win rate by turn order, 1 = the roll-off's winner (%)", labels,
                                                   rates, "%"),)))
    out.append(Section("Players", (
        BarChart("Games won", tuple(p.name for p in people), tuple(float(p.wins) for p in people)),
        BarChart("Win rate (%)", tuple(p.name for p in people), tuple(round(p.win_rate, 1) for p in people), "%"),
    )))
    if st.per_turn:
        games = st.turn_points_by_ruleset
        if len(games) > 1:  # one chart a game: their scores are not on one scale
            out.append(Section("Turn scores", tuple(
                Histogram(f"{get_ruleset(g).name}: how often each turn score was made", dict(games[g]))
                for g in sorted(games))))
        else:
            out.append(Section("Turn scores", (Histogram("How often each turn score was made", dict(st.turn_points)),)))
    end_names = sorted(st.ends, key=lambda k: -st.ends[k])
    misses = sum(p.misses for p in st.players.values())
    busts = sum(p.busts for p in st.players.values())
    risk_notes = [("Misses", str(misses)), ("Busts", str(busts)),
                  ("Biscuits risked", str(sum(p.risks for p in st.players.values()))),
                  ("Biscuits lost", str(sum(p.lost_biscuits for p in st.players.values()))),
                  ("Bakeries completed", str(sum(p.bakeries for p in st.players.values()))),
                  ("Bakery visits", str(sum(p.visits for p in st.players.values())))]
    if not st.per_turn:  # only what the roll log itself holds
        risk_notes = [risk_notes[2], ("Turn scores, misses, busts, bakeries", "from record files (report stats FILE)")]
    yt = sum(p.yeast_throws for p in st.players.values())
    if yt:
        mean = sum(p.yeast_faces for p in st.players.values()) / yt
        risk_notes.append(("Yeast luck (mean face, 3.5 expected)", f"{mean:.2f} over {yt} throws"))
    if st.per_turn:
        out.append(Section("How turns ended", (BarChart("Turns by how they ended", tuple(end_names),
                                                        tuple(float(st.ends[k]) for k in end_names)),),
                           tuple(risk_notes)))
    else:
        out.append(Section("Biscuits and yeast", (), tuple(risk_notes)))
    lucky = [p for p in people if p.yeast_mean is not None]
    if lucky:
        out.append(Section("Yeast luck", (BarChart("Mean yeast face by player (3.5 expected)",
                                                   tuple(p.name for p in lucky),
                                                   tuple(round(p.yeast_mean or 0.0, 2) for p in lucky)),)))
    if ratings:
        out.append(Section("Ratings", (LineChart("Rating history", ratings),)))
    names = tuple(p.name for p in people)
    if len(names) >= 2:
        counts = tuple(tuple(0 if a == b else st.meetings.get(meeting(a, b), 0)
                             for b in names) for a in names)
        out.append(Section("Meetings", (MeetingMatrix("Who shared a table with whom", names, counts),)))
    return out
