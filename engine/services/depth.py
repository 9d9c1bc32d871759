"""The depth of the statistics (issue 29 part 3), computed once here and drawn alike by the
statistics PDF, the app's Statistics page and ``report stats --json``: each game's final score
distribution, each player's best and worst game and streaks, the rating tables (the club's now,
an event's before and after) and a member's rating by date, an event's evening in numbers, and
two members head to head.

Every finished table of the scope counts, however its result was entered (a stored match, places
or scores from the sheet, a paper pad: issue 29, every table counts); figures of final scores
count the tables that have them (:attr:`engine.figures.Depth.scored` says how many).  The rating
shown is the conservative one, mu - 3 sigma, as everywhere else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ..errors import BakehouseError
from ..figures import (
    Depth,
    Evening,
    FinishedTable,
    GameFigures,
    HeadToHead,
    Margin,
    RatingLine,
    RatingMove,
    Streaks,
    TableCounted,
)

__all__ = ["counted_tables", "depth_of", "evening", "final_scores", "games", "head_to_head", "margin", "streaks"]


def counted_tables(tables: Iterable[TableCounted]) -> list[FinishedTable]:
    """The event tables entered without a stored match, as finished tables (not throw by throw)."""
    out = []
    for t in tables:
        e, r, n = t.where if t.where is not None else (None, None, None)
        out.append(FinishedTable(t.ruleset, t.date, t.names, t.places, t.scores, t.mine,
                                 t.members or tuple(None for _ in t.names), e, r, n))
    return out


def final_scores(tables: Sequence[FinishedTable]) -> dict[str, dict[int, int]]:
    """Per game: each final score of the players counted -> how often a table ended on it."""
    out: dict[str, Counter[int]] = {}
    for t in tables:
        if t.scores is None:
            continue
        c = out.setdefault(t.ruleset, Counter())
        for score, counts in zip(t.scores, t.mine, strict=True):
            if counts:
                c[score] += 1
    return {g: dict(sorted(c.items())) for g, c in sorted(out.items())}


def games(tables: Sequence[FinishedTable]) -> tuple[GameFigures, ...]:
    """Each player's tables at each game, their best and worst final score there and its mean
    (over the tables with scores); most tables first."""
    seen: dict[tuple[str, str], list[int | None]] = {}
    for t in tables:
        for i, name in enumerate(t.names):
            if t.mine[i]:
                seen.setdefault((name, t.ruleset), []).append(None if t.scores is None else t.scores[i])
    out = []
    for (name, game), scores in seen.items():
        got = [s for s in scores if s is not None]
        out.append(GameFigures(name, game, len(scores), len(got), max(got, default=None), min(got, default=None),
                               sum(got)))
    return tuple(sorted(out, key=lambda g: (-g.games, g.name.casefold(), g.ruleset)))


def streaks(tables: Sequence[FinishedTable]) -> tuple[Streaks, ...]:
    """Each player's runs over their tables in play order (:attr:`FinishedTable.order`): the most
    wins in a row (a shared first place is a win), the most tables in a row without one, and the
    run they are on after their last table."""
    runs: dict[str, list[bool]] = {}
    for t in sorted(tables, key=lambda t: t.order):
        for i, name in enumerate(t.names):
            if t.mine[i]:
                runs.setdefault(name, []).append(t.places[i] == 1)
    out = []
    for name, won in runs.items():
        best = worst = run = 0
        for w in won:
            run = (run + 1 if run > 0 else 1) if w else (run - 1 if run < 0 else -1)
            best, worst = max(best, run), max(worst, -run)
        out.append(Streaks(name, len(won), best, worst, run))
    return tuple(sorted(out, key=lambda s: (-s.wins, -s.games, s.name.casefold())))


def margin(t: FinishedTable) -> Margin | None:
    """The table's winning margin (the winner's final score less the runner-up's), None for a
    table without scores or with one player."""
    if t.scores is None or len(t.names) < 2:
        return None
    order = sorted(range(len(t.names)), key=lambda i: (t.places[i], -t.scores[i]))  # type: ignore[index]
    a, b = order[0], order[1]
    return Margin(t.ruleset, abs(t.scores[a] - t.scores[b]), t.names[a], t.names[b], t.scores[a], t.scores[b],
                  t.round, t.table, t.date)


def evening(tables: Sequence[FinishedTable], moves: Sequence[RatingMove] = ()) -> Evening:
    """An event in numbers: its tables and players, the closest game and the biggest win (the
    first in play order of equal ones), the largest rating move."""
    ordered = sorted(tables, key=lambda t: t.order)
    margins = [m for m in (margin(t) for t in ordered) if m is not None]
    closest = min(margins, key=lambda m: m.margin, default=None)
    biggest = max(margins, key=lambda m: m.margin, default=None)
    move = max(moves, key=lambda m: abs(m.change), default=None)
    players = {n.casefold() for t in tables for n in t.names}
    rounds = {t.round for t in tables if t.round is not None}
    return Evening(len(tables), len(players), len(margins), closest, biggest, move, len(rounds))


def head_to_head(tables: Sequence[FinishedTable], a: int, b: int, a_name: str, b_name: str) -> HeadToHead:
    """Members ``a`` and ``b`` over the tables where both played."""
    met = a_ahead = b_ahead = level = a_wins = b_wins = 0
    per_game: Counter[str] = Counter()
    last: str | None = None
    for t in tables:
        if a not in t.members or b not in t.members:
            continue
        i, j = t.members.index(a), t.members.index(b)
        met += 1
        per_game[t.ruleset] += 1
        a_ahead += t.places[i] < t.places[j]
        b_ahead += t.places[j] < t.places[i]
        level += t.places[i] == t.places[j]
        a_wins += t.places[i] == 1
        b_wins += t.places[j] == 1
        if t.date is not None and (last is None or t.date > last):
            last = t.date
    return HeadToHead(a_name, b_name, met, a_ahead, b_ahead, level, a_wins, b_wins, dict(sorted(per_game.items())),
                      last)


def depth_of(tables: Sequence[FinishedTable], *, rating_history: dict[str, tuple[tuple[str, float], ...]] | None = None,
             rating_table: dict[str, tuple[RatingLine, ...]] | None = None, moves: Sequence[RatingMove] | None = None,
             versus: HeadToHead | None = None) -> Depth:
    """The depth of the scope's statistics from its finished tables (``moves``: an event's rating
    moves, which makes it an event's: its evening in numbers)."""
    return Depth(len(tables), sum(t.scores is not None for t in tables), sum(t.throws for t in tables),
                 final_scores(tables), games(tables), streaks(tables), rating_history or {}, rating_table or {},
                 evening(tables, moves) if moves is not None else None, versus)


def scope_depth(url: str | None, tables: Sequence[TableCounted], *, member: int | None = None,
                event: int | None = None, ruleset: str | None = None,
                versus: tuple[int, int] | None = None) -> Depth:
    """The depth of one member's, one event's or the club's statistics (with ``ruleset``: that
    game's): the stored matches finished in the scope (by SQL, engine/store/finished.py) and the
    event tables entered without one (``tables``, as engine/services/reports.py gathers them);
    a member's rating by date, the club's or the event's rating table, an event's evening."""
    from ..store.db import open_database
    from ..store.finished import event_steps, finished_matches, latest_ratings, rating_history
    from ..store.uow import UnitOfWork
    from ..tournament.ratings import MU, SIGMA, ordinal

    with open_database(url, create=False) as db, UnitOfWork(db) as uow:
        session = uow.session
        finished = finished_matches(session, member_id=member, event_id=event, ruleset=ruleset) + counted_tables(tables)
        history: dict[str, tuple[tuple[str, float], ...]] = {}
        table: dict[str, tuple[RatingLine, ...]] = {}
        moves: list[RatingMove] | None = None
        if member is not None:
            by_day: dict[str, dict[str, float]] = {}
            for step in rating_history(session, member, ruleset):
                if step.day is not None:  # the rating after the day's last table
                    by_day.setdefault(step.ruleset, {})[step.day] = round(ordinal(step.mu, step.sigma), 2)
            history = {g: tuple(sorted(days.items())) for g, days in sorted(by_day.items())}
        elif event is not None:
            moves = []
            first: dict[tuple[int, str], float] = {}
            last: dict[tuple[int, str], tuple[str, float, float, int]] = {}
            for s in event_steps(session, event, ruleset):
                before = ordinal(*s.before) if s.before is not None else ordinal(MU, SIGMA)
                after = ordinal(s.mu, s.sigma)
                moves.append(RatingMove(s.name, s.ruleset, round(before, 2), round(after, 2), s.round, s.table))
                first.setdefault((s.member, s.ruleset), round(before, 2))
                n = last[(s.member, s.ruleset)][3] + 1 if (s.member, s.ruleset) in last else 1
                last[(s.member, s.ruleset)] = (s.name, after, s.sigma, n)
            lines = [RatingLine(name, g, round(after, 2), round(sigma, 2), n, first[(m, g)])
                     for (m, g), (name, after, sigma, n) in last.items()]
            table = _by_game(lines)
        else:
            table = _by_game([RatingLine(s.name, s.ruleset, round(ordinal(s.mu, s.sigma), 2), round(s.sigma, 2),
                                         s.step + 1) for s in latest_ratings(session, ruleset)])
        met = None
        if versus is not None:
            a, b = versus
            if a == b:
                raise BakehouseError(f"head to head needs two different members, not member {a} twice")
            met = head_to_head(finished, a, b, uow.members.get(a).name, uow.members.get(b).name)
    return depth_of(finished, rating_history=history, rating_table=table, moves=moves, versus=met)


def _by_game(lines: Iterable[RatingLine]) -> dict[str, tuple[RatingLine, ...]]:
    """Rating lines game by game, the highest rating first."""
    out: dict[str, list[RatingLine]] = {}
    for line in lines:
        out.setdefault(line.ruleset, []).append(line)
    return {g: tuple(sorted(v, key=lambda x: (-x.rating, x.name.casefold()))) for g, v in sorted(out.items())}
