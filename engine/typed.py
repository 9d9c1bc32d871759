"""Real dice typed in at the table: what a scorer types, read into dice and checked.

A scorer types the faces the dice show, fast and forgivingly:

* digits with or without spaces (``224136``, ``2 2 4 1 3 6``; commas too);
* the yeast marked by a ``*`` after its face (``6*``, or ``6 *``: the yeast key
  of the table's keypad types a ``*`` after the last face);
* an SB key marked by a ``K`` before its face (``K6``), as the record notation does.

The text becomes the dice of a :class:`~engine.actions.Throw`, checked at once
against the dice the rules say are thrown now (the state's ``chance_dice()``:
count and kinds): a die of a kind the game does not have, or anything that is
not a die, cites A2; the wrong number or kinds cite the ruling that says how many
that throw has (C5, S1, D1/D2/D3, K1/K4: A5).  Nothing is applied here: a refused
entry raises a :class:`~engine.errors.BakehouseError` and changes nothing.

A roll-off throw is one face per player who throws now (C12 everyone, D7 the
tied players only), typed in seat order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .actions import ROLL, Throw
from .dice import Die, DieKind, describe_kinds, die, show_dice
from .errors import IllegalActionError, InvalidInputError, Phrase, phrase
from .game import CHANCE, GameState
from .names import quote
from .record import special_kind
from .rolloff import Rolloff
from .words import QT_TRANSLATE_NOOP

#: what separates faces as typed (any run of them)
_SEPARATORS = frozenset(" ,\t")
_MARK_OF = {DieKind.YEAST: "*", DieKind.KEY: "K"}
_WHAT = {None: Phrase(QT_TRANSLATE_NOOP("Refusal", "faces 1 to 6")),
         DieKind.YEAST: Phrase(QT_TRANSLATE_NOOP("Refusal", "faces 1 to 6 and the yeast, such as 6*")),
         DieKind.KEY: Phrase(QT_TRANSLATE_NOOP("Refusal", "faces 1 to 6 and keys, such as K6"))}


def read_dice(text: str, special: DieKind | None = None) -> tuple[Die, ...]:
    """The dice typed in ``text``, in the order typed.  ``special`` is the special die
    the game has (the yeast, a key, or None); a die marked as another kind, or any
    character that is not a face, a mark or a space, is malformed (A2)."""
    if not isinstance(text, str):
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "dice are typed as text such as \"2 2 4 1 3 6\", not %1"), quote(text)), "A2")
    dice: list[Die] = []
    key_next = False
    for ch in text.strip():
        if ch in _SEPARATORS:
            if key_next:
                raise _malformed("K", special)
            continue
        if ch in "123456":
            dice.append(die(int(ch), DieKind.KEY if key_next else DieKind.PLAIN))
            key_next = False
        elif ch == "*":
            if special is not DieKind.YEAST:
                raise _malformed("*", special)
            if key_next or not dice or dice[-1].kind is not DieKind.PLAIN:
                raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "the yeast mark * follows a face, such as 6*"), "A2")
            dice[-1] = die(dice[-1].face, DieKind.YEAST)
        elif ch in "Kk":
            if special is not DieKind.KEY:
                raise _malformed("K", special)
            if key_next:
                raise _malformed("K", special)
            key_next = True
        else:
            raise InvalidInputError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a die: type %2"), quote(ch), _WHAT[special]), "A2")
    if key_next:
        raise _malformed("K", special)
    if not dice:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "no dice typed: type %1"), _WHAT[special]), "A2")
    return tuple(dice)


def _malformed(mark: str, special: DieKind | None) -> InvalidInputError:
    if mark == "K" and special is DieKind.KEY:
        return InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a key mark K goes before a face, such as K6"), "A2")
    return InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 marks no die of this game: its dice are %2"), quote(mark), _WHAT[special]), "A2")


def typed_text(dice: Sequence[Die]) -> str:
    """Dice as a scorer types them, compact (``22413K6``, ``2241 36*``): read back by
    :func:`read_dice` into the same dice."""
    return "".join(f"{_MARK_OF[d.kind]}{d.face}" if d.kind is DieKind.KEY else
                   f"{d.face}{_MARK_OF.get(d.kind, '')}" for d in dice)


def _kind_rank(expected: Sequence[DieKind]) -> dict[DieKind, int]:
    rank: dict[DieKind, int] = {}
    for k in expected:
        rank.setdefault(k, len(rank))
    return rank


def typed_throw(state: GameState, text: str) -> Throw:
    """The throw typed in ``text``, checked against the dice the rules say are
    thrown now (count and kinds, A5); the dice of each kind keep their typed order,
    the kinds in the order the rules throw them (as app dice would come).  Raises a
    :class:`~engine.errors.BakehouseError` (and applies nothing) when it is wrong."""
    dice = read_dice(text, special_kind(state.ruleset))
    if state.is_terminal():
        raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the game is over: no more throws"), state.ending_ruling())
    if state.current_player() != CHANCE and ROLL not in state.legal_actions():
        raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "no throw is allowed now: decide first"), state.THROW_RULING)
    expected = state.chance_dice()
    if len(dice) != len(expected) or Counter(d.kind for d in dice) != Counter(expected):
        raise IllegalActionError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "this throw must be %1, not %2"), describe_kinds(expected), show_dice(dice)), state.throw_ruling())
    rank = _kind_rank(expected)
    ordered = tuple(sorted(dice, key=lambda d: rank[d.kind]))  # stable: each kind as typed
    throw = Throw(ordered)
    state.clone().apply(throw)  # the engine's own refusal, on a copy: nothing applied here
    return throw


def typed_rolloff(rolloff: Rolloff, text: str) -> dict[int, int]:
    """A roll-off throw typed as one face per player who throws now, in seat order
    (C12: everyone; D7: only the tied players).  Seat -> face; refused whole."""
    throwers = rolloff.throwers()
    if not throwers:
        raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the roll-off is already decided"), rolloff.ruling)
    dice = read_dice(text, None)
    if len(dice) != len(throwers):
        who = Phrase(QT_TRANSLATE_NOOP("Refusal", "every player throws") if len(throwers) == rolloff.n_players
                     else QT_TRANSLATE_NOOP("Refusal", "only the players tied for highest throw again"))
        raise IllegalActionError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "this roll-off throw is 1 face (%1), not %2"), who, len(dice))
            if len(throwers) == 1 else
            phrase(QT_TRANSLATE_NOOP("Refusal", "this roll-off throw is %1 faces (%2), not %3"), len(throwers), who, len(dice)),
            rolloff.ruling)
    faces = {seat: d.face for seat, d in zip(throwers, dice, strict=True)}
    rolloff.copy().add(faces)  # the roll-off's own check, on a copy
    return faces


__all__ = ["read_dice", "typed_rolloff", "typed_text", "typed_throw"]
