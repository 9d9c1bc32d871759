"""A table's game typed in afterwards from its paper scorepad: each player's turn scores, no
throws (issue 20, item 5: "result only").

The pad is written a column per player, in the order the players took their first turn (the
first column started the game, the others follow in seat order, A1), each column the player's
turn scores in the order played: gains, zeros and losses (a lost biscuit is minus its value,
C8/C15), as ``bakehouse replay`` writes a turn's ``points`` (match-record.md).  In
Entrepreneurial a completed bakery is marked with a ``b`` after its value (``96b``, E4): the
player takes a free turn at once, so the order of play depends on it.

:func:`check_pad` plays the pad through the game's order of turns (rounds, the round-win and
game-end checks, free turns, SB's final turns) and checks each turn score against what a turn of
that game can score, as far as that can be known without the throws:

- Classic / Entrepreneurial: 0, a straight's score (C1: 1, 2, 4, 8, 16, ... 192; 13 the baker's
  dozen, C2), a bakery (E3: 32 to 192) or a visit (E6), or the loss of the player's biscuit
  (C8: minus the last positive score of the round; 1 after a baker's dozen); rounds end as C11
  says (E8: no early end), the game when a player has won the rounds to win (C13);
- Six By 6: 22 to 35 when the carry runs out, 37 or more for a rack (S3); every player plays
  the game's sets (S4);
- Dire Straights: 0 (a bust) or a multiple of 5 (D4), or with four twos the loss of the whole
  total (D6); the game ends when a total reaches the target (D8);
- SB: what set-aside base dice can score under two keys (K5: 0 to 14, 20, 24, 28, 40), the
  game's end after the original leader as K6 says.

A pad that does not fit is refused in one line naming the player and the turn, and the ruling.
Pure Python, no store, no Qt.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidInputError
from ..limits import MAX_SCORE
from ..names import quote

#: the most turns one player's column may hold
MAX_TURNS = 1000
LOAF = 32


@dataclass(frozen=True, slots=True)
class PaperTurn:
    """One turn as the pad writes it: its points, and (Entrepreneurial) whether it completed a
    bakery (E4: a free turn follows)."""

    points: int
    bakery: bool = False

    @property
    def text(self) -> str:
        return f"{self.points}b" if self.bakery else str(self.points)


class PaperPadError(InvalidInputError):
    """A paper pad refused; ``place`` names the player and the turn (``'Bo', turn 3``);
    ``column`` and ``turn`` (0-based) say where on the pad (the app selects that cell)."""

    def __init__(self, place: str, message: str, ruling: str | None = None, *, column: int = 0, turn: int = 0) -> None:
        self.place = place
        self.column = column
        self.turn = turn
        super().__init__(message, ruling)
        self.args = (f"{place}: {ruling + ': ' if ruling else ''}{message}",)


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
        raise InvalidInputError(f"a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), "
                                f"not {quote(raw)}")
    value = int(body)
    if abs(value) > MAX_SCORE:
        raise InvalidInputError(f"a turn score is from {-MAX_SCORE} to {MAX_SCORE}, not {value}")
    return PaperTurn(value, bakery)


def parse_column(text: str, where: str, column: int = 0) -> tuple[PaperTurn, ...]:
    """A player's turns as the command line writes them: ``5,0,-3,12`` (spaces allowed); ``where``
    names the player in a refusal (``'Bo', turn 2: ...``), ``column`` is their place on the pad."""
    parts = text.split(",")
    if len(parts) > MAX_TURNS:
        raise PaperPadError(where, f"at most {MAX_TURNS} turns a player", column=column)
    if len(parts) == 1 and not parts[0].strip():
        return ()
    out = []
    for i, part in enumerate(parts):
        try:
            out.append(parse_turn(part))
        except InvalidInputError as e:
            raise PaperPadError(f"{where}, turn {i + 1}", e.message, column=column, turn=i) from None
    return tuple(out)


def column_text(turns: Sequence[PaperTurn]) -> str:
    return ",".join(t.text for t in turns)


# -- what a turn can score -----------------------------------------------------------------------------
#: C1 (a straight of length L from 1: 2^(L-1), times the yeast's face when racked, the yeast on
#: its own face so at most L), C2 (1,2,3 with the yeast on 3 is 13, not 12)
STRAIGHTS: frozenset[int] = frozenset(
    13 if (length, face) == (3, 3) else (1 << (length - 1)) * face
    for length in range(1, 7) for face in range(1, length + 1))
#: E3: face x 32, plus a loaf when the yeast is racked last (never for 6s)
BAKERIES: frozenset[int] = frozenset({f * LOAF for f in range(1, 7)} | {(f + 1) * LOAF for f in range(1, 6)})


@functools.cache
def sb_scores() -> frozenset[int]:
    """K5 over every set-aside a turn can end with: two keys and base dice in groups of two or
    more of a face (K2), at most eight; 0 for a throw with nothing to set aside (K3)."""
    from ..games.sb import score

    out = {0}
    for lo, hi in itertools.combinations_with_replacement(range(1, 7), 2):
        for counts in itertools.product((0, 2, 3, 4, 5, 6, 7, 8), repeat=6):
            if sum(counts) <= 8:
                out.add(score((lo, hi), [f + 1 for f, c in enumerate(counts) for _ in range(c)]))
    return frozenset(out)


def _listing(values: frozenset[int]) -> str:
    return ", ".join(str(v) for v in sorted(values))


# -- playing the pad through -----------------------------------------------------------------------------
class _Pad:
    def __init__(self, names: Sequence[str], turns: Sequence[Sequence[PaperTurn]]) -> None:
        self.names = names
        self.turns = turns
        self.at = [0] * len(names)
        self.order: list[tuple[int, int]] = []

    def place(self, p: int, k: int | None = None) -> str:
        return f"{quote(self.names[p])}, turn {self.at[p] if k is None else k}"

    def take(self, p: int, why: str, ruling: str) -> PaperTurn:
        """The next turn of player ``p`` (refused when the column has no more: ``why`` the game
        goes on)."""
        k = self.at[p]
        if k >= len(self.turns[p]):
            raise PaperPadError(self.place(p, k + 1), f"not on the pad, but {why}", ruling, column=p, turn=k)
        self.at[p] = k + 1
        self.order.append((p, k))
        return self.turns[p][k]

    def fault(self, p: int, message: str, ruling: str | None) -> PaperPadError:
        return PaperPadError(self.place(p), message, ruling, column=p, turn=self.at[p] - 1)

    def finish(self, why: str, ruling: str) -> None:
        """Every column used up when the game ends."""
        for p, column in enumerate(self.turns):
            if self.at[p] < len(column):
                raise PaperPadError(self.place(p, self.at[p] + 1), f"comes after the end of the game ({why})", ruling,
                                    column=p, turn=self.at[p])


def _no_bakery(pad: _Pad, ruleset_name: str) -> None:
    for p, column in enumerate(pad.turns):
        for k, t in enumerate(column, 1):
            if t.bakery:
                raise PaperPadError(pad.place(p, k), f"{t.text}: only Entrepreneurial has bakeries (b, E4), "
                                                     f"not {ruleset_name}", column=p, turn=k - 1)


def _six_by_6(pad: _Pad, options: Any) -> tuple[list[int], list[int]]:
    n = len(pad.names)
    totals = [0] * n
    sets = int(options.sets)
    game = f"a game of {sets} set{'' if sets == 1 else 's'} is {sets} turn{'' if sets == 1 else 's'} for each player"
    for _ in range(sets):
        for p in range(n):
            t = pad.take(p, game, "S4")
            if not (22 <= t.points <= 35 or t.points >= 37):
                raise pad.fault(p, f"{t.points} is not a turn score of Six By 6: 22 to 35 when the carry runs out "
                                   "(6 per posted die and the leave), 37 or more for a rack", "S3")
            totals[p] += t.points
    pad.finish(game, "S4")
    return totals, totals


def _dire(pad: _Pad, options: Any) -> tuple[list[int], list[int]]:
    n = len(pad.names)
    totals = [0] * n
    target = int(options.target)
    four_twos = bool(options.four_twos)
    why = f"nobody has reached {target} yet, the game goes on"
    p = 0
    while True:
        t = pad.take(p, why, "D8")
        if t.points < 0:
            if not four_twos:
                raise pad.fault(p, f"{t.points}: a Dire Straights turn scores 0 or more; only four twos lose "
                                   "points, and this game is played without them", "D6")
            if t.points != -totals[p]:
                raise pad.fault(p, f"{t.points}: four twos set the total to 0, so the turn is "
                                   f"{-totals[p]}", "D6")
        elif t.points % 5:
            raise pad.fault(p, f"{t.points} is not a turn score of Dire Straights: 5 per die of the run and 30 "
                               "a 1-6 completed, so a multiple of 5 (0 for a bust, D5)", "D4")
        totals[p] += t.points
        if totals[p] >= target:
            break
        p = (p + 1) % n
    pad.finish(f"{quote(pad.names[p])} reached {target}", "D8")
    return totals, totals


def _sb(pad: _Pad, options: Any) -> tuple[list[int], list[int]]:
    n = len(pad.names)
    totals = [0] * n
    target = int(options.target)
    allowed = sb_scores()

    def turn(p: int, why: str) -> None:
        t = pad.take(p, why, "K6")
        if t.points not in allowed:
            raise pad.fault(p, f"{t.points} is not a turn score of SB: set-aside base dice under two keys "
                               f"score {_listing(allowed)}", "K5")
        totals[p] += t.points

    p = 0
    while True:
        turn(p, f"nobody has reached {target} yet, the game goes on")
        if totals[p] >= target:
            break
        p = (p + 1) % n
    leader = p
    last = f"{quote(pad.names[leader])} reached {target}: every other player takes one more turn"
    for i in range(1, n):
        turn((leader + i) % n, last)
    if any(totals[q] >= totals[leader] for q in range(n) if q != leader):
        turn(leader, f"{quote(pad.names[leader])} is not alone in the lead after the last turns: "
                     "one more turn for the leader")
    pad.finish("the original leader's last turns are over", "K6")
    return totals, totals


def _leader(scores: Sequence[int]) -> int | None:
    best = max(scores)
    if best < 6 * LOAF or scores.count(best) != 1:
        return None
    return scores.index(best)


def _early_end(scores: Sequence[int], just_played: int) -> int | None:
    """C11's early end (Classic only, E8)."""
    leader = _leader(scores)
    if leader is None:
        return None
    n = len(scores)
    s = (just_played + 1) % n
    while s != leader:
        if scores[s] >= scores[leader] - 6 * LOAF:
            return None
        s = (s + 1) % n
    return leader


def _ds_turn(pad: _Pad, p: int, t: PaperTurn, biscuit: list[int | None], entrepreneurial: bool) -> None:
    """C1, C2, C8, E3: the turn's points as a Damn Straights turn can score them; the biscuit after it."""
    if t.bakery:
        if t.points not in BAKERIES:
            raise pad.fault(p, f"{t.text}: a bakery scores its face x 32, a loaf more with the yeast racked "
                               f"last (not for 6s): {_listing(BAKERIES)}", "E3")
        biscuit[p] = t.points
    elif t.points > 0:
        if t.points not in STRAIGHTS:
            visits = " or a bakery visit (E6)" if entrepreneurial else ""
            raise pad.fault(p, f"{t.points} is not a turn score: a straight scores {_listing(STRAIGHTS)} "
                               f"(13 a baker's dozen, C2){visits}", "C1")
        biscuit[p] = 1 if t.points == 13 else t.points
    elif t.points < 0:
        held = biscuit[p]
        if held is None:
            raise pad.fault(p, f"{t.points}: a loss is a biscuit lost after a risk, and there is no biscuit "
                               "yet in this round", "C8")
        if t.points != -held:
            raise pad.fault(p, f"{t.points}: a lost biscuit takes off its value, {-held} "
                               f"(the biscuit is {held})", "C8")


def _damn_straight(pad: _Pad, options: Any, entrepreneurial: bool) -> tuple[list[int], list[int]]:
    n = len(pad.names)
    rounds_won = [0] * n
    to_win = int(options.rounds_to_win)
    start = 0
    number = 0
    scores = [0] * n
    while True:
        number += 1
        scores = [0] * n
        biscuit: list[int | None] = [None] * n
        p = start
        free = False
        why = f"round {number} is not over: nobody has won it"
        while True:
            if not free and _leader(scores) == p:
                winner = p
                break
            t = pad.take(p, why, "C11")
            _ds_turn(pad, p, t, biscuit, entrepreneurial)
            scores[p] += t.points
            free = t.bakery  # E4: a free turn at once, no round-win check before it
            if free:
                continue
            early = None if entrepreneurial else _early_end(scores, p)
            if early is not None:
                winner = early
                break
            p = (p + 1) % n
        rounds_won[winner] += 1
        if rounds_won[winner] >= to_win:
            break
        start = (winner + 1) % n
    pad.finish(f"{quote(pad.names[winner])} won {to_win} round{'' if to_win == 1 else 's'}", "C13")
    return scores, rounds_won


def check_pad(ruleset: str, options: Mapping[str, Any], names: Sequence[str],
              turns: Sequence[Sequence[PaperTurn]]) -> PaperGame:
    """The pad of a game of ``ruleset`` (with the event's ``options``) played by ``names`` in the
    order of the pad: refused in one line (:class:`PaperPadError`) unless it fits the game."""
    from ..rulesets import get_ruleset

    rs = get_ruleset(ruleset)
    n = len(names)
    if len(turns) != n:
        raise InvalidInputError("a paper pad needs one column of turns for every player")
    if not rs.min_players <= n <= rs.max_players:
        raise InvalidInputError(f"{rs.name} is played by {rs.min_players} to {rs.max_players} players, not {n}", "A1")
    opts = rs.make_options(options, n)
    pad = _Pad(names, turns)
    if rs.id != "entrepreneurial":
        _no_bakery(pad, rs.name)
    if rs.id in ("classic", "entrepreneurial"):
        totals, scores = _damn_straight(pad, opts, rs.id == "entrepreneurial")
    elif rs.id == "six-by-6":
        totals, scores = _six_by_6(pad, opts)
    elif rs.id == "dire-straights":
        totals, scores = _dire(pad, opts)
    elif rs.id == "sb":
        totals, scores = _sb(pad, opts)
    else:  # pragma: no cover - a game added later needs its pad rules here
        raise InvalidInputError(f"a paper pad of {rs.name} cannot be checked yet")
    return PaperGame(rs.id, tuple(tuple(c) for c in turns), tuple(pad.order), tuple(totals), tuple(scores))


def running_totals(turns: Sequence[Sequence[PaperTurn]]) -> list[list[int]]:
    """Each player's running total after each of their turns, as a Six By 6, Dire Straights or SB
    pad adds them up (the Damn Straights start every round at 0: their pad has no running total)."""
    out: list[list[int]] = []
    for column in turns:
        total = 0
        line = []
        for t in column:
            total += t.points
            line.append(total)
        out.append(line)
    return out


__all__ = ["BAKERIES", "MAX_TURNS", "STRAIGHTS", "PaperGame", "PaperPadError", "PaperTurn", "check_pad",
           "column_text", "parse_column", "parse_turn", "running_totals", "sb_scores"]
