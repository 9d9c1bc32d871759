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
from engine.game import BUSTS, MISSES, GameResult, TurnEnd
from engine.names import isolate, name_key, quote
from engine.record import MatchRecord, replay
from engine.rulesets import get_ruleset

from .charts import BarChart, FigureTable, Histogram, LineChart, MeetingMatrix, Section
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
    score_sum: int = 0  # final totals of the finished games, added up
    best: int | None = None  # the best final total of a finished game

    @property
    def mean_score(self) -> float | None:
        return self.score_sum / self.finished if self.finished else None

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
        st.longest = max(st.longest, len(state.turn_log))
        res = state.results()
        if not res.finished:
            continue
        st.finished += 1
        _finished(st, names, mine, state.first_seat, res)
    return st


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
                    meetings=Counter(fig.meetings), size_seat_games=Counter(fig.size_seat_games),
                    size_seat_wins=Counter(fig.size_seat_wins), beats=Counter(fig.beats), longest=fig.longest)
    for p in fig.players.values():
        st.players[p.name] = PlayerLine(p.name, games=p.games, finished=p.finished, wins=p.wins, turns=p.turns,
                                        points=p.points, misses=p.misses, busts=p.busts, risks=p.risks,
                                        lost_biscuits=p.lost_biscuits, bakeries=p.bakeries, visits=p.visits,
                                        yeast_throws=p.yeast_throws, yeast_faces=p.yeast_faces,
                                        score_sum=p.score_sum, best=p.best)
    return st


def _rates(wins: Mapping[int, int], games: Mapping[int, int]) -> tuple[tuple[str, ...], tuple[float, ...]]:
    keys = sorted(games)
    return tuple(str(k) for k in keys), tuple(round(100.0 * wins.get(k, 0) / games[k], 1) for k in keys)


#: how each ending reads in the statistics, with the ruling that defines it
ENDING_NAMES: dict[str, str] = {
    TurnEnd.STOP.value: "Stopped and scored (C7, D4, K4)",
    TurnEnd.STOP_AFTER_MISS.value: "Stopped after a miss, biscuit kept: 0 (C7)",
    TurnEnd.STOP_UNFINISHED.value: "Stopped, bakery unfinished: 0 (E2)",
    TurnEnd.MISS.value: "Missed with no biscuit to risk: 0 (C9)",
    TurnEnd.LOST_BISCUIT.value: "Biscuits lost: a miss after a risk (C8)",
    TurnEnd.FULL_RACK.value: "Full rack: six dice racked (C9)",
    TurnEnd.BAKERY.value: "Bakeries completed (E4)",
    TurnEnd.VISIT.value: "Bakery visits (E6)",
    TurnEnd.BUST.value: "Bust: 0 (D5, K3)",
    TurnEnd.FOUR_TWOS.value: "Four twos: total back to 0 (D6)",
    TurnEnd.RACK_COMPLETE.value: "Rack complete: 36 + carry (S3)",
    TurnEnd.CARRY_SPENT.value: "Carry spent: 6 x posted + leave (S3)",
    TurnEnd.ALL_ASIDE.value: "Every die set aside (K4)",
}
MISS_DEFINITION = "Misses (" + ", ".join(sorted(e.value for e in MISSES)) + ")"
BUST_DEFINITION = "Busts (" + ", ".join(sorted(e.value for e in BUSTS)) + ")"
PLAYER_KEY = ("Played: matches played, in progress too. Won: finished matches won (a shared first place counts "
              "for each). Win %: of finished matches. Average and Best: final totals of finished matches "
              "(every game's own points: choose one game to compare like with like). Turns: finished turns.")


def _pct(wins: int, games: int) -> str:
    return f"{100.0 * wins / games:.0f}" if games else "-"


def _seat_charts(st: Statistics) -> list[BarChart | Histogram | LineChart | MeetingMatrix]:
    """Win rate by seat position, a chart a table size, 1/n drawn and every bar's games."""
    sizes = sorted({n for n, _ in st.size_seat_games})
    seat_charts: list[BarChart | Histogram | LineChart | MeetingMatrix] = []
    for n in sizes:
        seats = sorted(k for m, k in st.size_seat_games if m == n)
        played = tuple(st.size_seat_games[(n, k)] for k in seats)
        rates = tuple(round(100.0 * st.size_seat_wins.get((n, k), 0) / st.size_seat_games[(n, k)], 1) for k in seats)
        seat_charts.append(BarChart(f"Win rate by seat position at tables of {n} (%): 1/{n} expected by chance",
                                    tuple(f"seat {k}" for k in seats), rates, "%", expected=round(100.0 / n, 1),
                                    games=played))
    return seat_charts


def _records(st: Statistics) -> list[tuple[str, str]]:
    """Highest turn score (a game at a time), longest match, best final total, most bakeries."""
    records: list[tuple[str, str]] = []
    if st.per_turn or st.paper_turns:
        for g in sorted(st.turn_points_by_ruleset):
            c = st.turn_points_by_ruleset[g]
            if c:
                records.append((f"Highest turn score, {get_ruleset(g).name}", str(max(c))))
        if st.longest:
            records.append(("Longest match", f"{st.longest} turns"))
    best = max((p for p in st.players.values() if p.best is not None), key=lambda p: (p.best or 0), default=None)
    if best is not None:
        records.append(("Best final total", f"{best.best} ({isolate(best.name)})"))
    baker = max(st.players.values(), key=lambda p: p.bakeries, default=None)
    if st.per_turn and baker is not None and baker.bakeries:
        records.append(("Most bakeries completed (E4)", f"{baker.bakeries} ({isolate(baker.name)})"))
    return records


def sections(st: Statistics, ratings: Mapping[str, Sequence[tuple[float, float]]] | None = None,
             top: int = 16) -> list[Section]:
    """Chart sections of *st*: at most *top* players in the per-player charts (most games first);
    every player in the table of players."""
    if st.matches == 0:
        raise ReportError("no matches to count")
    everyone = sorted(st.players.values(), key=lambda p: (-p.games, name_key(p.name)))
    people = everyone[:top]
    turns = sum(p.turns for p in st.players.values())
    out: list[Section] = []
    notes = [("Matches", str(st.matches)), ("Finished", str(st.finished)),
             ("Games by ruleset", ", ".join(f"{k} {v}" for k, v in sorted(st.rulesets.items()))),
             ("Turns", str(turns))]
    seat_charts = _seat_charts(st)
    out.append(Section("Results", tuple(seat_charts), tuple(notes), empty="No finished matches yet."))
    labels, rates = _rates(st.order_wins, st.order_games)
    out.append(Section("Roll-off order", (BarChart("Win rate by turn order, 1 = the roll-off's winner (%)", labels,
                                                   rates, "%", games=tuple(st.order_games[k] for k in
                                                                           sorted(st.order_games))),),
                       empty="No finished matches yet."))
    rows = tuple((p.name, str(p.games), str(p.wins), _pct(p.wins, p.finished),
                  "-" if p.mean_score is None else f"{p.mean_score:.1f}", "-" if p.best is None else str(p.best),
                  str(p.turns)) for p in everyone)
    out.append(Section("Players", (
        BarChart("Games won", tuple(p.name for p in people), tuple(float(p.wins) for p in people)),
        BarChart("Win rate (%)", tuple(p.name for p in people), tuple(round(p.win_rate, 1) for p in people), "%"),
    ), tables=(FigureTable(
        "Each player", ("Player", "Played", "Won", "Win %", "Average", "Best", "Turns"), rows, PLAYER_KEY),)))
    pairs = sorted({meeting(a, b) for a, b in st.beats} | {m for m in st.meetings if st.meetings[m]},
                   key=lambda ab: (-st.meetings.get(ab, 0), name_key(ab[0]), name_key(ab[1])))
    h2h = tuple((f"{isolate(a)} v {isolate(b)}", str(st.meetings.get((a, b), 0)), str(st.beats.get((a, b), 0)),
                 str(st.beats.get((b, a), 0))) for a, b in pairs[:60])
    out.append(Section("Head to head", (), tables=(FigureTable(
        "Who finished ahead of whom", ("Players", "Met", "First ahead", "Second ahead"), h2h,
        "Met: matches at one table. First ahead / Second ahead: finished matches the first (second) "
        "named player placed ahead of the other; equal places count for neither."),) if h2h else (),
        empty="Nobody has met anybody yet."))
    records = _records(st)
    out.append(Section("Records", (), tuple(records), empty="No records yet: no finished turn."))
    if st.per_turn or st.paper_turns:
        games = st.turn_points_by_ruleset
        if len(games) > 1:  # one chart a game: their scores are not on one scale
            out.append(Section("Turn scores", tuple(
                Histogram(f"{get_ruleset(g).name}: how often each turn score was made", dict(games[g]))
                for g in sorted(games)), empty="No finished turn yet."))
        else:
            out.append(Section("Turn scores", (Histogram("How often each turn score was made", dict(st.turn_points)),),
                               empty="No finished turn yet."))
    misses = sum(p.misses for p in st.players.values())
    busts = sum(p.busts for p in st.players.values())
    end_notes = [(ENDING_NAMES.get(k, k), str(st.ends[k])) for k in sorted(st.ends, key=lambda k: -st.ends[k])]
    risk_notes = [(MISS_DEFINITION, str(misses)), (BUST_DEFINITION, str(busts)),
                  ("Biscuits risked", str(sum(p.risks for p in st.players.values())))]
    if not st.per_turn and st.paper_turns:  # turn scores from paper pads: nothing that needs a throw
        risk_notes = [("Turn scores from paper pads (result only)", str(st.paper_turns)),
                      ("Needs every throw", "how turns ended, misses, busts, bakeries, biscuits risked, the yeast: "
                                            "paper pads have no throws")]
    elif not st.per_turn:  # only what the roll log itself holds
        risk_notes = [risk_notes[2], ("Needs every throw", "turn scores, misses, busts, bakeries, records "
                                                           "(from record files: report stats FILE)")]
    yt = sum(p.yeast_throws for p in st.players.values())
    if yt:
        mean = sum(p.yeast_faces for p in st.players.values()) / yt
        risk_notes.append(("Yeast luck (mean face, 3.5 expected)", f"{mean:.2f} over {yt} throws"))
    if st.per_turn:
        out.append(Section("Turns by how they ended", (), tuple(end_notes + risk_notes)))
    else:
        out.append(Section("Biscuits and yeast", (), tuple(risk_notes)))
    lucky = [p for p in people if p.yeast_mean is not None]
    if lucky:
        out.append(Section("Yeast luck", (BarChart("Mean yeast face by player (3.5 expected)",
                                                   tuple(p.name for p in lucky),
                                                   tuple(round(p.yeast_mean or 0.0, 2) for p in lucky),
                                                   expected=3.5),)))
    if ratings:
        out.append(Section("Ratings", (LineChart("Rating history", ratings),)))
    names = tuple(p.name for p in people)
    if len(names) >= 2:
        counts = tuple(tuple(0 if a == b else st.meetings.get(meeting(a, b), 0)
                             for b in names) for a in names)
        out.append(Section("Meetings", (MeetingMatrix("Who shared a table with whom", names, counts),)))
    return out
