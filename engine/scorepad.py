"""The scorepad as players keep it on paper, for every ruleset, without Qt.

:func:`build` turns a game state and the players' names (and, for club
matches, :class:`MatchInfo`) into a :class:`Scorepad`: frozen values that the
table view (desktop/models/scorepad.py) and the PDF reports only read.  Nothing
here replays or scans moves: everything comes from the state's finished turns
(``turn_log``, each with its :class:`~engine.game.TurnEnd`) and its results.

What a pad holds, by ruleset:

- Damn Straights (classic, entrepreneurial): a column per player; per round a
  heading (who starts), the entries as written (C15: 1, 2, 4, 8, 12, 24 as
  numbers, larger scores circled in loaves, a lost biscuit striking the last
  entry or written with a minus; bakeries E4 and visits E6 marked), and the
  round's divider with its winner and the rounds won so far (barbs for two
  players, a boxed count for three or more).  The round in play ends with the
  scores and biscuits so far.  Entry texts are exactly ``bakehouse replay``'s
  ``rounds[].entries``.
- Six By 6: a line per set with each player's Post, Carry and Leave # and score
  (S3: "Rack, Carry 1 = 37", "Post 4, Leave 8 = 32"), then the totals.
- Dire Straights and SB: a line per turn with each player's turn score and
  running total ("bust" for a bust), the totals, and the target line (how far each player is from
  the target; the entry that first reaches it is marked); SB's last turns after
  the original leader reached the target are marked (K6).

:attr:`Scorepad.rows` lays all of it out as rows of cells, one cell per
player, in the order the pad is written; :attr:`Scorepad.rounds` (Damn
Straights) and the entries of each column give the same data by structure.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import InvalidInputError, phrase
from .game import GameState, TurnEnd
from .games.classic import ClassicState, DSTurnScore, PadEntry, pad_value_text
from .games.dire_straights import DireStraightsState
from .games.sb import SBState, SBTurnScore
from .games.six_by_6 import SixBy6State, SixBy6TurnScore, ThrowLine
from .names import quote
from .record import MatchRecord, Replay
from .rulesets import get_ruleset
from .words import QT_TRANSLATE_NOOP, fill, translate


def _rulesets_of(layout: str) -> frozenset[str]:
    from .rulesets import all_rulesets

    return frozenset(r.id for r in all_rulesets() if r.layout == layout)


#: the games whose pad is laid out in rounds (``Ruleset.layout``), kept for older callers
DAMN_STRAIGHTS = _rulesets_of("rounds")


class RowKind(enum.Enum):
    """What a row of the pad is."""

    HEADING = "heading"  # Damn Straights: a round begins ("Round 2"; the starter's cell says "first")
    ENTRY = "entry"  # a line of entries (DS: the n-th entry of each column; others: a turn or a set)
    DIVIDER = "divider"  # Damn Straights: the line under a finished round, its winner and rounds won
    SCORE = "score"  # Damn Straights: the scores of the round in play
    BISCUIT = "biscuit"  # Damn Straights: the biscuits of the round in play
    TOTAL = "total"  # Six By 6, Dire Straights, SB: the totals
    TO_GO = "to go"  # Dire Straights, SB: the target line, points still to reach it


class DividerStyle(enum.Enum):
    """How a round's winner and rounds won are marked (C15)."""

    BARBS = "barbs"  # two players: a barb per round won, hanging from the line
    BOX = "box"  # three or more: the rounds won in a box


class DiceMode(enum.Enum):
    APP = "app"  # drawn by the app (provably fair: commitment, then the seed)
    HAND = "hand"  # real dice thrown by hand, faces typed in


@dataclass(frozen=True, slots=True)
class MatchInfo:
    """What a club match prints above its pad; every field optional."""

    event: str | None = None
    round: int | None = None
    table: int | None = None
    date: str | None = None  # YYYY-MM-DD
    dice: DiceMode = DiceMode.HAND
    scheme: str | None = None  # app dice: the drawing scheme ("hmac-sha256/1")
    commitment: str | None = None  # app dice: the commitment shown before the game
    seed: str | None = None  # app dice: the seed, revealed once the game is over

    @classmethod
    def from_record(cls, record: MatchRecord) -> MatchInfo:
        """The event and the dice of a match record (match-record.md)."""
        event = record.event or {}
        dice = record.dice
        return cls(
            event=event.get("name"),
            round=event.get("round"),
            table=event.get("table"),
            date=event.get("date"),
            dice=DiceMode.APP if dice is not None else DiceMode.HAND,
            scheme=dice.scheme if dice is not None else None,
            commitment=dice.commitment if dice is not None else None,
            seed=dice.seed if dice is not None else None,
        )


@dataclass(frozen=True, slots=True)
class Entry:
    """One thing written in a player's column, and the turn that wrote it.

    ``text`` is the entry as text: for the Damn Straights exactly as
    match-record.md writes it ("12", "(1+)", "~8", "-(1+)"), otherwise the turn's
    points ("35", "0", "-40"; "bust" for a bust, D5 K3).  ``body`` is what is written inside the circle or
    alone, without a sign ("1+", "12", "35").  ``points`` is the signed value.
    """

    seat: int
    turn: int  # index in the state's turn_log of the turn that wrote it
    end: TurnEnd
    ruling: str  # the ruling of how that turn ended
    points: int
    text: str
    body: str
    note: str  # the entry in words (a tooltip, a screen reader, a legend)
    circled: bool = False  # C15: written in loaves, circled
    struck: bool = False  # C15: struck through by a lost biscuit
    struck_by: int | None = None  # the turn that struck it
    negative: bool = False  # a loss: a minus sign (C15), four twos (D6)
    bakery: bool = False  # E4
    visit: bool = False  # E6
    total: int | None = None  # running-total games: the player's total after the turn
    reaches_target: bool = False  # the player's total first reaches the target here (D8, K6)
    final: bool = False  # SB: one of the last turns after the original leader reached the target (K6)
    leader_extra: bool = False  # SB: the original leader's one more turn (K6)
    post: int | None = None  # Six By 6: the Post # (S3)
    carry: int | None = None  # Six By 6: the Carry # of a rack (S3)
    leave: int | None = None  # Six By 6: the Leave # when the carry ran out (S3)
    detail: str = ""  # Six By 6, in the text's words: "Rack, Carry 1", "Post 4, Leave 8"
    throws: tuple[ThrowLine, ...] = ()  # Six By 6: the turn's throws

    @property
    def rack(self) -> bool:
        """Six By 6: whether the turn completed the rack."""
        return self.end is TurnEnd.RACK_COMPLETE


@dataclass(frozen=True, slots=True)
class Cell:
    """One player's cell in a row."""

    text: str = ""
    entry: Entry | None = None
    rounds_won: int | None = None  # DIVIDER: the winner's rounds won so far (barbs or a box)
    first: bool = False  # HEADING: this player starts the round
    note: str = ""  # words for a tooltip


@dataclass(frozen=True, slots=True)
class Row:
    kind: RowKind
    label: str
    cells: tuple[Cell, ...]
    section: int = 0  # the round (Damn Straights) or the set (Six By 6), 0-based
    index: int = 0  # the row's place among rows of its kind in its section

    @property
    def key(self) -> tuple[RowKind, int, int]:
        """Identifies the row across updates (a view diffs rows by it)."""
        return (self.kind, self.section, self.index)

    @property
    def texts(self) -> tuple[str, ...]:
        return tuple(c.text for c in self.cells)


@dataclass(frozen=True, slots=True)
class PadRound:
    """A Damn Straight round on the pad."""

    number: int  # 1-based
    first_seat: int
    entries: tuple[tuple[Entry, ...], ...]  # per seat, in the order written
    scores: tuple[int, ...]
    biscuits: tuple[int | None, ...]
    winner: int | None  # None while the round is in play
    rounds_won: tuple[int, ...]  # per seat, counting this round

    def texts(self, seat: int) -> list[str]:
        """A player's entries as replay writes them ("12", "(1+)", "~8", "-1")."""
        return [e.text for e in self.entries[seat]]


@dataclass(frozen=True, slots=True)
class Column:
    """A player's column."""

    seat: int
    name: str
    total: int  # results().totals: for the Damn Straights the round in play's (or the last round's) score
    place: int | None  # 1-based, once the game is over (equal totals share; Damn Straights: 1 for the winner)
    winner: bool
    starts: bool  # starts the game (the roll-off's winner)
    rounds_won: int = 0  # Damn Straights (C13)
    bakeries: tuple[int, ...] = ()  # Entrepreneurial: bakeries owned, in loaves (E4)
    leader: bool = False  # SB: the original leader (K6)


@dataclass(frozen=True, slots=True)
class Scorepad:
    ruleset: str
    ruleset_name: str
    columns: tuple[Column, ...]
    rows: tuple[Row, ...]
    info: MatchInfo | None
    started: bool  # False while the roll-off is undecided
    finished: bool
    winners: tuple[int, ...]
    totals: tuple[int, ...]  # results().totals
    current_seat: int | None  # whose turn it is; None before the game and once it is over
    first_seat: int | None = None  # who started the game (the roll-off's winner); None before
    options: tuple[tuple[str, Any], ...] = ()  # the game's options as a record writes them
    rounds: tuple[PadRound, ...] = ()  # Damn Straights
    rounds_to_win: int | None = None  # Damn Straights (C13)
    target: int | None = None  # Dire Straights (D8), SB (K6)
    sets: int | None = None  # Six By 6 (S4)
    leader: int | None = None  # SB: the original leader (K6)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.columns)

    @property
    def divider_style(self) -> DividerStyle:
        return DividerStyle.BARBS if len(self.columns) == 2 else DividerStyle.BOX

    def entries(self, seat: int) -> tuple[Entry, ...]:
        """Everything written in a player's column, top to bottom."""
        return tuple(e for e in (r.cells[seat].entry for r in self.rows) if e is not None)

    def rows_of(self, kind: RowKind) -> tuple[Row, ...]:
        return tuple(r for r in self.rows if r.kind is kind)


# -- building ------------------------------------------------------------------------
def build(
    state: GameState | None,
    names: Sequence[str],
    info: MatchInfo | None = None,
    ruleset: str | None = None,
) -> Scorepad:
    """The pad of ``state`` for players ``names`` (in seat order).  ``state`` is
    None while the roll-off is undecided: then ``ruleset`` names the game."""
    names = tuple(names)
    if state is None:
        if ruleset is None:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a pad without a game state needs the ruleset"))
        return _blank(ruleset, names, info)
    if len(names) != state.n_players:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 names for a game of %2 players"), len(names), state.n_players))
    layout = LAYOUTS.get(get_ruleset(state.ruleset).layout)
    if layout is None:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "no scorepad for the ruleset %1"), quote(state.ruleset)))
    return layout(state, names, info)


def from_replay(rep: Replay, info: MatchInfo | None = None) -> Scorepad:
    """The pad of a replayed match record, with the record's event and dice
    unless ``info`` is given."""
    return build(rep.state, rep.names, info or MatchInfo.from_record(rep.record), rep.ruleset.id)


def _blank(ruleset_id: str, names: tuple[str, ...], info: MatchInfo | None) -> Scorepad:
    rs = get_ruleset(ruleset_id)
    n = len(names)
    columns = tuple(Column(s, name, 0, None, False, False) for s, name in enumerate(names))
    rows: tuple[Row, ...] = ()
    if rs.layout != "rounds":
        rows = (Row(RowKind.TOTAL, "Total", tuple(Cell("0") for _ in range(n))),)
    return Scorepad(rs.id, rs.name, columns, rows, info, False, False, (), (0,) * n, None)


def _ruling(state: GameState, end: TurnEnd) -> str:
    return state.END_RULINGS.get(end, state.TURN_END_RULING)


def _common(state: GameState) -> dict[str, Any]:
    res = state.results()
    rs = get_ruleset(state.ruleset)
    return {
        "ruleset": rs.id,
        "ruleset_name": rs.name,
        "started": True,
        "finished": res.finished,
        "winners": res.winners,
        "totals": res.totals,
        "current_seat": None if state.is_terminal() else state.turn_player(),
        "first_seat": state.first_seat,
        "options": tuple(rs.options_dict(state.options).items()),
    }


def _columns(
    state: GameState, names: tuple[str, ...], ranked_by: Sequence[int] | None = None, **extra: Sequence[Any]
) -> tuple[Column, ...]:
    """The players' columns; once the game is over each has its place by
    ``ranked_by`` (the totals unless given; equal values share a place)."""
    res = state.results()
    key = res.totals if ranked_by is None else ranked_by
    return tuple(
        Column(
            seat=s,
            name=name,
            total=res.totals[s],
            place=1 + sum(1 for v in key if v > key[s]) if res.finished else None,
            winner=s in res.winners,
            starts=s == state.first_seat,
            **{k: v[s] for k, v in extra.items()},
        )
        for s, name in enumerate(names)
    )


# -- the Damn Straights (C15) ------------------------------------------------------------------
_DS_NOTES = {
    TurnEnd.STOP: "stopped: {p} points (C7)",
    TurnEnd.FULL_RACK: "six dice racked: {p} points (C9)",
    TurnEnd.BAKERY: "a bakery: {p} points (E4)",
    TurnEnd.VISIT: "a bakery visit: {p} points (E6)",
}


def _ds_entry(
    state: ClassicState, i: int, ts: DSTurnScore, pe: PadEntry, struck_by: int | None, part: int
) -> Entry:
    end = ts.end
    points = pe.points
    if points < 0:
        note = f"lost a biscuit of {-points} points: written with a minus (C8, C15)"
    else:
        note = _DS_NOTES.get(end, "{p} points").format(p=points)
        if len(ts.entries) == 2:  # C2: the baker's dozen is written 12 and 1
            note = f"a baker's dozen, {'12' if part == 0 else 'and 1'} of its 13 points (C2)"
        if struck_by is not None:
            note += "; the biscuit was lost: struck through (C8, C15)"
    written = PadEntry(points, struck_by is not None, pe.bakery, pe.visit)
    return Entry(
        seat=ts.seat,
        turn=i,
        end=end,
        ruling=_ruling(state, end),
        points=points,
        text=written.text,
        body=pad_value_text(abs(points)).strip("()"),
        note=note,
        circled=written.circled,
        struck=written.struck,
        struck_by=struck_by,
        negative=points < 0,
        bakery=pe.bakery,
        visit=pe.visit,
    )


def _damn_straight(state: ClassicState, names: tuple[str, ...], info: MatchInfo | None) -> Scorepad:
    n = len(names)
    summaries = state.round_summaries()
    # what each turn wrote, per round and seat: (turn, turn score, pad entry, part), and strikes
    written: list[list[list[tuple[int, DSTurnScore, PadEntry, int]]]] = [[[] for _ in range(n)] for _ in summaries]
    struck: dict[tuple[int, int, int], int] = {}  # (round, seat, position) -> the turn that struck it
    for i, ts in enumerate(state.turn_log):
        assert isinstance(ts, DSTurnScore)
        col = written[ts.round_index][ts.seat]
        if ts.strikes:
            struck[(ts.round_index, ts.seat, len(col) - 1)] = i
        col.extend((i, ts, pe, part) for part, pe in enumerate(ts.entries))
    rounds: list[PadRound] = []
    rows: list[Row] = []
    won = [0] * n
    for r, summary in enumerate(summaries):
        entries = tuple(
            tuple(
                _ds_entry(state, i, ts, pe, struck.get((r, s, k)), part)
                for k, (i, ts, pe, part) in enumerate(written[r][s])
            )
            for s in range(n)
        )
        if summary.winner is not None:
            won[summary.winner] += 1
        rounds.append(
            PadRound(r + 1, summary.first_seat, entries, summary.scores, summary.biscuits, summary.winner, tuple(won))
        )
        first = summary.first_seat
        rows.append(
            Row(
                RowKind.HEADING,
                f"Round {r + 1}",
                tuple(
                    Cell("first", first=True, note=f"{names[s]} starts round {r + 1}") if s == first else Cell()
                    for s in range(n)
                ),
                r,
            )
        )
        for k in range(max((len(e) for e in entries), default=0)):
            cells = tuple(
                Cell(entries[s][k].text, entries[s][k]) if k < len(entries[s]) else Cell() for s in range(n)
            )
            rows.append(Row(RowKind.ENTRY, "", cells, r, k))
        w = summary.winner
        if w is not None:
            rounds_word = "round" if won[w] == 1 else "rounds"
            tip = f"{names[w]} won round {r + 1} ({won[w]} {rounds_word} won, C15)"
            rows.append(
                Row(
                    RowKind.DIVIDER,
                    "",
                    tuple(
                        Cell(str(summary.scores[s]), rounds_won=won[s] if s == w else None, note=tip if s == w else "")
                        for s in range(n)
                    ),
                    r,
                )
            )
        else:
            rows.append(Row(RowKind.SCORE, "score", tuple(Cell(str(v)) for v in summary.scores), r))
            rows.append(
                Row(
                    RowKind.BISCUIT,
                    "biscuit",
                    tuple(
                        Cell("—", note="no biscuit yet") if b is None else Cell(pad_value_text(b), note=f"biscuit {b} points")
                        for b in summary.biscuits
                    ),
                    r,
                )
            )
    bakeries = getattr(state, "bakeries", None)
    extra: dict[str, Sequence[Any]] = {"rounds_won": state.rounds_won}
    if bakeries is not None:
        extra["bakeries"] = [tuple(sorted(b)) for b in bakeries]
    return Scorepad(
        columns=_columns(state, names, state.rounds_won, **extra),
        rows=tuple(rows),
        info=info,
        rounds=tuple(rounds),
        rounds_to_win=state.options.rounds_to_win,
        **_common(state),
    )


# -- Six By 6 (S3, S4) ------------------------------------------------------------------------
def _six_entry(state: SixBy6State, i: int, ts: SixBy6TurnScore, total: int) -> Entry:
    ruling = _ruling(state, ts.end)
    rack = ts.end is TurnEnd.RACK_COMPLETE
    detail = f"Rack, Carry {ts.carry}" if rack else f"Post {ts.post}, Leave {ts.leave}"
    return Entry(
        seat=ts.seat,
        turn=i,
        end=ts.end,
        ruling=ruling,
        points=ts.points,
        text=str(ts.points),
        body=str(ts.points),
        note=f"{detail} = {ts.points} points ({ruling})",
        total=total,
        post=ts.post,
        carry=ts.carry if rack else None,
        leave=None if rack else ts.leave,
        detail=detail,
        throws=ts.lines,
    )


def _six_by_6(state: SixBy6State, names: tuple[str, ...], info: MatchInfo | None) -> Scorepad:
    n = len(names)
    by_seat: list[list[Entry]] = [[] for _ in range(n)]
    totals = [0] * n
    for i, ts in enumerate(state.turn_log):
        assert isinstance(ts, SixBy6TurnScore)
        totals[ts.seat] += ts.points
        by_seat[ts.seat].append(_six_entry(state, i, ts, totals[ts.seat]))
    rows = [
        Row(
            RowKind.ENTRY,
            f"Set {k + 1}",
            tuple(Cell(col[k].text, col[k]) if k < len(col) else Cell() for col in by_seat),
            k,
        )
        for k in range(state.sets)
    ]
    rows.append(Row(RowKind.TOTAL, "Total", tuple(Cell(str(t)) for t in state.totals), state.sets))
    return Scorepad(
        columns=_columns(state, names),
        rows=tuple(rows),
        info=info,
        sets=state.sets,
        **_common(state),
    )


# -- Dire Straights and SB: turn scores, running totals, the target ------------------------------
_RUNNING_NOTES = {
    TurnEnd.STOP: "stopped: {p} points",
    TurnEnd.BUST: "bust: the turn scored 0",
    TurnEnd.FOUR_TWOS: "four 2s: the turn scored 0 and the total went back to 0",
    TurnEnd.ALL_ASIDE: "every die set aside: {p} points",
}


def _running(state: DireStraightsState | SBState, names: tuple[str, ...], info: MatchInfo | None) -> Scorepad:
    n = len(names)
    sb = isinstance(state, SBState)
    target = state.target if isinstance(state, SBState) else state.options.target
    leader = state.leader if isinstance(state, SBState) else None
    reach_ruling = get_ruleset(state.ruleset).game_end_ruling or "A3"  # K6, D8: the target reached
    by_seat: list[list[Entry]] = [[] for _ in range(n)]
    totals = [0] * n
    reached = [False] * n
    for i, ts in enumerate(state.turn_log):
        s = ts.seat
        totals[s] += ts.points
        first_reach = not reached[s] and totals[s] >= target
        reached[s] = reached[s] or first_reach
        final = isinstance(ts, SBTurnScore) and ts.final
        ruling = _ruling(state, ts.end)
        note = _RUNNING_NOTES.get(ts.end, "{p} points").format(p=ts.points) + f" ({ruling})"
        if first_reach:
            note += f"; the total reaches {target} ({reach_ruling})"
        if final:
            note += "; the original leader's one more turn (K6)" if s == leader else "; a last turn (K6)"
        by_seat[s].append(
            Entry(
                seat=s,
                turn=i,
                end=ts.end,
                ruling=ruling,
                points=ts.points,
                text="bust" if ts.end is TurnEnd.BUST else str(ts.points),
                body="bust" if ts.end is TurnEnd.BUST else str(abs(ts.points)),
                note=note,
                negative=ts.points < 0,
                total=totals[s],
                reaches_target=first_reach,
                final=final,
                leader_extra=final and s == leader,
            )
        )
    rows = [
        Row(
            RowKind.ENTRY,
            str(k + 1),
            tuple(Cell(col[k].text, col[k]) if k < len(col) else Cell() for col in by_seat),
            0,
            k,
        )
        for k in range(max((len(c) for c in by_seat), default=0))
    ]
    rows.append(Row(RowKind.TOTAL, "Total", tuple(Cell(str(t)) for t in state.totals)))
    rows.append(
        Row(
            RowKind.TO_GO,
            f"to {target}",
            tuple(
                Cell(f"{target - t} to go") if t < target else Cell("reached", note=f"{t} reaches {target}")
                for t in state.totals
            ),
        )
    )
    extra: dict[str, Sequence[Any]] = {}
    if sb:
        extra["leader"] = [s == leader for s in range(n)]
    return Scorepad(
        columns=_columns(state, names, **extra),
        rows=tuple(rows),
        info=info,
        target=target,
        leader=leader,
        **_common(state),
    )


#: the scorepad of each layout a ruleset names (``Ruleset.layout``): a new game names one
#: of these, or adds its own here
LAYOUTS: dict[str, Callable[[Any, tuple[str, ...], MatchInfo | None], Scorepad]] = {
    "rounds": _damn_straight,
    "sets": _six_by_6,
    "running": _running,
}


_NUMBERED = re.compile(r"^(Round|to) (\d+)$|^(-?\d+) to go$")


def shown(text: str) -> str:
    """A pad's words (a row's label, "first", "bust", "reached", "Round 2", "12 to go") in the user's
    language (engine/words.py: the app's, or the locale's on the command line), for the table on
    screen and the PDF alike; figures and any other text are left as they are."""
    words = {
        "first": translate("Scorepad", "first"),
        "bust": translate("Scorepad", "bust"),
        "reached": translate("Scorepad", "reached"),
        "Total": translate("Scorepad", "Total"),
        "score": translate("Scorepad", "score"),
        "biscuit": translate("Scorepad", "biscuit"),
    }
    if text in words:
        return words[text]
    m = _NUMBERED.match(text)
    if m is None:
        return text
    if m.group(1) == "Round":
        return fill(translate("Scorepad", "Round %1"), m.group(2))
    if m.group(1) == "to":
        return fill(translate("Scorepad", "to %1"), m.group(2))
    return fill(translate("Scorepad", "%1 to go"), m.group(3))
