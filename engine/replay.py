"""What ``bakehouse replay`` prints for a record (match-record.md, "Replaying a record")."""

from __future__ import annotations

from typing import Any

from .games.classic import ClassicState, DSTurnScore
from .record import Replay


def report(rep: Replay) -> dict[str, Any]:
    names = rep.names
    state = rep.state
    out: dict[str, Any] = {"ruleset": rep.ruleset.id, "players": list(names)}
    if state is None:  # the roll-off is still being thrown
        out.update(first_player=None, finished=False, winner=None, totals={n: 0 for n in names}, turns=[])
        return out
    res = state.results()
    winner: Any = None
    if res.finished:
        winner = names[res.winners[0]] if len(res.winners) == 1 else [names[s] for s in res.winners]
    ds = isinstance(state, ClassicState)
    turns = []
    for ts in state.turn_log:
        t: dict[str, Any] = {"player": names[ts.seat], "points": ts.points}
        if ds and isinstance(ts, DSTurnScore):
            t["biscuit"] = ts.biscuit
        turns.append(t)
    if not state.is_terminal() and state.turn_moves:
        seat = state.turn_player()
        t = {"player": names[seat], "points": 0, "in_progress": True}
        if isinstance(state, ClassicState):
            t["biscuit"] = state.round.biscuits[seat]
        turns.append(t)
    out.update(
        first_player=names[state.first_seat],
        finished=res.finished,
        winner=winner,
        totals={n: res.totals[i] for i, n in enumerate(names)},
        turns=turns,
    )
    if ds:
        assert isinstance(state, ClassicState)
        out["rounds"] = [
            {
                "first_player": names[r.first_seat],
                "winner": None if r.winner is None else names[r.winner],
                "scores": {n: r.scores[i] for i, n in enumerate(names)},
                "entries": {n: [e.text for e in r.entries[i]] for i, n in enumerate(names)},
            }
            for r in state.round_summaries()
        ]
        out["rounds_won"] = {n: state.rounds_won[i] for i, n in enumerate(names)}
        bakeries = getattr(state, "bakeries", None)
        if bakeries is not None:
            out["bakeries"] = {n: sorted(bakeries[i]) for i, n in enumerate(names)}
    return out
