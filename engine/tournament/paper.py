"""A table's game typed in afterwards from its paper scorepad: each player's turn scores, no
throws (issue 20, item 5: "result only").

The pad is written a column per player, in the order the players took their first turn (the
first column started the game, the others follow in seat order, A1), each column the player's
turn scores in the order played: gains, zeros and losses (a lost biscuit is minus its value,
C8/C15), as ``bakehouse replay`` writes a turn's ``points`` (match-record.md).  A game may mark a
turn with a ``b`` after its value (``Ruleset.pad_mark``: an Entrepreneurial bakery, ``96b``, E4,
whose free turn changes the order of play).

:func:`check_pad` knows no game's rules (issue 28, part 3): it plays the pad through the game's
own state, a whole turn at a time (``GameState.paper_turn``).  The state says whose turn is next
(``turn_player``), refuses a turn score no turn of the game can make there (with the ruling), ends
rounds and the game as play does (``is_terminal``), says why the game goes on or is over in the
refusal of a pad that stops short or goes on (``why_going_on``, ``why_over``), and gives the
result's values (``results().totals``, ``table_scores``).

A pad that does not fit is refused in one line naming the player and the turn, and the ruling.
Pure Python, no store, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import IllegalActionError, InvalidInputError, Phrase, phrase
from ..limits import MAX_SCORE
from ..names import quote
from ..rulesets import Ruleset, get_ruleset, listed_rulesets
from ..words import QT_TRANSLATE_NOOP

#: the most turns one player's column may hold
MAX_TURNS = 1000


@dataclass(frozen=True, slots=True)
class PaperTurn:
    """One turn as the pad writes it: its points, and whether a ``b`` follows them (the game's
    ``Ruleset.pad_mark``: in Entrepreneurial a completed bakery, E4, whose free turn follows)."""

    points: int
    bakery: bool = False

    @property
    def text(self) -> str:
        return f"{self.points}b" if self.bakery else str(self.points)


class PaperPadError(InvalidInputError):
    """A paper pad refused; ``place`` names the player and the turn (``'Bo', turn 3``);
    ``column`` and ``turn`` (0-based) say where on the pad (the app selects that cell)."""

    def __init__(self, place: str | Phrase, message: str | Phrase, ruling: str | None = None, *, column: int = 0,
                 turn: int = 0) -> None:
        self.place = str(place)
        self.where = place if isinstance(place, Phrase) else Phrase(place)
        self.column = column
        self.turn = turn
        super().__init__(message, ruling)
        self.args = (f"{self.place}: {ruling + ': ' if ruling else ''}{self.message}",)


@dataclass(frozen=True)
class PaperGame:
    """A pad that fits its game: the players in the order of the pad, their turns, the turns in
    the order played (player index, turn index), each player's total (the last round's score for
    the Damn Straights) and the game's score for the table (rounds won for the Damn Straights)."""

    ruleset: str
    turns: tuple[tuple[PaperTurn, ...], ...]
    order: tuple[tuple[int, int], ...]
    totals: tuple[int, ...]
    scores: tuple[int, ...]


# -- the grammar ---------------------------------------------------------------------------------------
def parse_turn(text: str) -> PaperTurn:
    """``12``, ``0``, ``-24``, ``96b`` (a bakery, E4) as a :class:`PaperTurn`."""
    raw = text.strip()
    body = raw[:-1] if raw[-1:] in ("b", "B") else raw
    bakery = body is not raw
    digits = body[1:] if body[:1] in ("-", "+") else body
    if not digits or not digits.isascii() or not digits.isdigit() or len(digits) > 7:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), not %1"), quote(raw)))
    value = int(body)
    if abs(value) > MAX_SCORE:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a turn score is from %1 to %2, not %3"), -MAX_SCORE, MAX_SCORE, value))
    return PaperTurn(value, bakery)


def parse_column(text: str, where: str, column: int = 0) -> tuple[PaperTurn, ...]:
    """A player's turns as the command line writes them: ``5,0,-3,12`` (spaces allowed); ``where``
    names the player in a refusal (``'Bo', turn 2: ...``), ``column`` is their place on the pad."""
    parts = text.split(",")
    if len(parts) > MAX_TURNS:
        raise PaperPadError(where, phrase(QT_TRANSLATE_NOOP("Refusal", "at most %1 turns a player"), MAX_TURNS), column=column)
    if len(parts) == 1 and not parts[0].strip():
        return ()
    out = []
    for i, part in enumerate(parts):
        try:
            out.append(parse_turn(part))
        except InvalidInputError as e:
            raise PaperPadError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1, turn %2"), where, i + 1), e.words, column=column, turn=i) from None
    return tuple(out)


def column_text(turns: Sequence[PaperTurn]) -> str:
    return ",".join(t.text for t in turns)


# -- playing the pad through -----------------------------------------------------------------------------
class _Pad:
    def __init__(self, names: Sequence[str], turns: Sequence[Sequence[PaperTurn]]) -> None:
        self.names = names
        self.turns = turns
        self.at = [0] * len(names)
        self.order: list[tuple[int, int]] = []

    def place(self, p: int, k: int | None = None) -> Phrase:
        return phrase(QT_TRANSLATE_NOOP("Refusal", "%1, turn %2"), quote(self.names[p]), self.at[p] if k is None else k)

    def take(self, p: int, why: str | Phrase, ruling: str) -> PaperTurn:
        """The next turn of player ``p`` (refused when the column has no more: ``why`` the game
        goes on)."""
        k = self.at[p]
        if k >= len(self.turns[p]):
            raise PaperPadError(self.place(p, k + 1), phrase(QT_TRANSLATE_NOOP("Refusal", "not on the pad, but %1"), why), ruling,
                                column=p, turn=k)
        self.at[p] = k + 1
        self.order.append((p, k))
        return self.turns[p][k]

    def fault(self, p: int, message: str | Phrase, ruling: str | None) -> PaperPadError:
        return PaperPadError(self.place(p), message, ruling, column=p, turn=self.at[p] - 1)

    def finish(self, why: str | Phrase, ruling: str) -> None:
        """Every column used up when the game ends."""
        for p, column in enumerate(self.turns):
            if self.at[p] < len(column):
                raise PaperPadError(self.place(p, self.at[p] + 1),
                                    phrase(QT_TRANSLATE_NOOP("Refusal", "comes after the end of the game (%1)"), why), ruling,
                                    column=p, turn=self.at[p])


def _no_mark(pad: _Pad, ruleset: Ruleset) -> None:
    """A ``b`` on the pad of a game whose pads mark nothing (``Ruleset.pad_mark``)."""
    marking = [r for r in listed_rulesets() if r.pad_mark]
    for p, column in enumerate(pad.turns):
        for k, t in enumerate(column, 1):
            if t.bakery:
                if not marking:
                    raise PaperPadError(pad.place(p, k), phrase(QT_TRANSLATE_NOOP("Refusal", "%1: no game marks a turn with b"), t.text),
                                        column=p, turn=k - 1)
                games = " or ".join(r.short_name or r.name for r in marking)
                raise PaperPadError(pad.place(p, k), phrase(QT_TRANSLATE_NOOP("Refusal", "%1: only %2 has %3, not %4"), t.text, games,
                                                            marking[0].pad_mark, ruleset.name), column=p, turn=k - 1)


def check_pad(ruleset: str, options: Mapping[str, Any], names: Sequence[str],
              turns: Sequence[Sequence[PaperTurn]]) -> PaperGame:
    """The pad of a game of ``ruleset`` (with the event's ``options``) played by ``names`` in the
    order of the pad: refused in one line (:class:`PaperPadError`) unless it fits the game, played
    through by the game's own state (seat 0 the pad's first column)."""
    rs = get_ruleset(ruleset)
    n = len(names)
    if len(turns) != n:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a paper pad needs one column of turns for every player"))
    if not rs.min_players <= n <= rs.max_players:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is played by %2 to %3 players, not %4"), rs.name, rs.min_players, rs.max_players, n), "A1")
    state = rs.new_state(n, rs.make_options(options, n))
    pad = _Pad(names, turns)
    if not rs.pad_mark:
        _no_mark(pad, rs)
    while not state.is_terminal():
        p = state.turn_player()
        why, ruling = state.why_going_on(names)
        t = pad.take(p, why, ruling)
        try:
            state.paper_turn(t.points, t.bakery)
        except IllegalActionError as e:
            raise pad.fault(p, e.words, e.ruling) from None
    why, ruling = state.why_over(names)
    pad.finish(why, ruling)
    return PaperGame(rs.id, tuple(tuple(c) for c in turns), tuple(pad.order), state.results().totals,
                     state.table_scores())


def running_totals(turns: Sequence[Sequence[PaperTurn]]) -> list[list[int]]:
    """Each player's running total after each of their turns, as a pad with a running total adds
    them up (``Ruleset.running_total``; the Damn Straights start every round at 0: theirs has none)."""
    out: list[list[int]] = []
    for column in turns:
        total = 0
        line = []
        for t in column:
            total += t.points
            line.append(total)
        out.append(line)
    return out


__all__ = ["MAX_TURNS", "PaperGame", "PaperPadError", "PaperTurn", "check_pad", "column_text", "parse_column",
           "parse_turn", "running_totals"]
