"""Real dice typed in at the table: what a scorer types, read into dice and checked.

A scorer types the faces the dice show, fast and forgivingly:

* digits with or without spaces (``224136``, ``2 2 4 1 3 6``; commas too);
* the yeast marked by a ``*`` after its face (``6*``, or ``6 *``: the yeast key
  of the table's keypad types a ``*`` after the last face);
* an SB key marked by a ``K`` before its face (``K6``), as the record notation does;
  or, the K left out, the keys typed last: a throw typed with no K at all and with the
  throw's whole count of dice has its last faces as the keys, as many as the throw has
  (``1555566624`` is 1 5 5 5 5 6 6 6 K2 K4; ``324`` the third throw's 3 K2 K4: K1, K4).

The text becomes the dice of a :class:`~engine.actions.Throw`, checked at once
against the dice the rules say are thrown now (the state's ``chance_dice()``:
count and kinds): a die of a kind the game does not have, or anything that is
not a die, cites A2; the wrong number or kinds cite the ruling that says how many
that throw has (C5, S1, D1/D2/D3, K1/K4: A5).  Nothing is applied here: a refused
entry raises a :class:`~engine.errors.BakehouseError` and changes nothing.

A roll-off throw is one face per player who throws now (C12 everyone, D7 the
tied players only), typed in seat order.

A decision is typed on the same line, in the game's own words, several dice at once
(:func:`typed_decision`): ``keep 3 3 5`` (SB), ``rack 335``, ``bank 5``, ``rack-bank 6*``
(a rack from the bank), ``out 2``, ``swap 5``, ``risk``, ``visit``, ``stop``, ``throw``;
clauses follow one another (``keep K2K4 stop``), a word may be cut to its start where
no other word of the game starts so (``k 335``), and dice with no word, where no throw
is allowed now, are the game's own decision of dice (SB: keep; the Damn Straights:
rack).  The whole line is checked on a copy of the state first: a refusal cites the
engine's ruling and nothing is applied (A3).

An SB keep typed without K marks (:func:`_sb_keep`) is whichever of base dice or keys
K2 allows: a face typed once is every base die of that face the throw has left (``56``
keeps all the 5s and 6s: a lone base die is no group), a face typed more than once that
many (``33``: two of four); ``24`` where no base 2 or 4 is left keeps the keys K2 K4.
Where both readings are allowed the line is refused, asking for the K (K2).  So an SB
turn of two throws is 25 keys at the table (``1555566624``, ``56``, ``324``, ``24 s``,
each with Enter, and two Spaces), 36 with the K marks and every kept die typed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .actions import RISK, ROLL, STOP, VISIT, Action, Bank, Keep, Out, Rack, Source, Swap, Throw
from .dice import Die, DieKind, describe_kinds, die, show_dice
from .errors import BakehouseError, IllegalActionError, InvalidInputError, Phrase, phrase
from .game import CHANCE, GameState
from .names import quote
from .record import special_kind
from .rolloff import Rolloff
from .rulesets import get_ruleset
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
    dice = _keys_last(dice, expected)
    if len(dice) != len(expected) or Counter(d.kind for d in dice) != Counter(expected):
        raise IllegalActionError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "this throw must be %1, not %2"), describe_kinds(expected), show_dice(dice)), state.throw_ruling())
    rank = _kind_rank(expected)
    ordered = tuple(sorted(dice, key=lambda d: rank[d.kind]))  # stable: each kind as typed
    throw = Throw(ordered)
    state.clone().apply(throw)  # the engine's own refusal, on a copy: nothing applied here
    return throw


def _keys_last(dice: tuple[Die, ...], expected: Sequence[DieKind]) -> tuple[Die, ...]:
    """SB keys typed last without their K mark (``1555566624``: the base dice, then K2 K4):
    read so only when no die is marked a key and the count is the throw's whole count, which
    says how many of the last faces are keys (K1, K4: the state's ``chance_dice()``); any other
    text stays as typed (a partly marked throw is checked, and refused, as typed: A5)."""
    keys = sum(1 for k in expected if k is DieKind.KEY)
    if not keys or len(dice) != len(expected) or any(d.kind is not DieKind.PLAIN for d in dice):
        return dice
    return dice[:-keys] + tuple(die(d.face, DieKind.KEY) for d in dice[-keys:])


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


#: the words a decision is typed with, each with the record events (match-record.md) a game must
#: write for it: a game's words are those its ruleset's ``events`` allow (a game is one place: no
#: list of games here). Words of dice first, in this order (faces typed before any word are the
#: first of them: SB's keep, the Damn Straights' rack), then the words of one action
_DICE_WORDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("keep", frozenset({"keep"})),
    ("rack", frozenset({"rack"})),
    ("bank", frozenset({"bank"})),
    ("rack-bank", frozenset({"rack", "bank"})),
    ("out", frozenset({"out"})),
)
_FLAG_WORDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("swap", frozenset({"swap"})),
    ("risk", frozenset({"risk"})),
    ("visit", frozenset({"visit"})),
    ("stop", frozenset({"stop"})),
)
_FLAGS: dict[str, Action] = {"risk": RISK, "stop": STOP, "visit": VISIT, "throw": ROLL}


def _die_action(word: str, d: Die) -> Action:
    if word == "keep":
        return Keep((d,))
    if word == "rack":
        return Rack((d,), Source.THROW)
    if word == "rack-bank":
        return Rack((d,), Source.BANK)
    if word == "bank":
        return Bank((d,))
    return Out((d,))


def _dice_words(ruleset: str) -> tuple[str, ...]:
    """The words of ``ruleset``'s decisions of dice (one action a die), from its record events."""
    events = get_ruleset(ruleset).events
    return tuple(word for word, needs in _DICE_WORDS if needs <= events)


def decision_words(ruleset: str) -> tuple[str, ...]:
    """The words a decision of ``ruleset`` is typed with, from the record events its ruleset
    writes: throwing again is a word too where the game has other decisions (none in Six By 6: S1)."""
    events = get_ruleset(ruleset).events
    words = _dice_words(ruleset) + tuple(word for word, needs in _FLAG_WORDS if needs <= events)
    return words + ("throw",) if words and "throw" in events else words


def _word(ruleset: str, token: str) -> str | None:
    """The game's word ``token`` is (whole, or a start no other word has), or None."""
    words = decision_words(ruleset)
    token = token.lower()
    if token == "roll":
        token = "throw"
    if token in words:
        return token
    starting = [w for w in words if w.startswith(token)]
    if len(starting) > 1:  # "ra": rack, not rack-bank (the longer word of the same start)
        starting = [w for w in starting if not any(w != o and w.startswith(o) for o in starting)]
    return starting[0] if len(starting) == 1 else None


def _is_word(token: str) -> bool:
    """Whether a typed token is a word (letters, and the hyphen of rack-bank), not dice: a lone
    ``k`` is a word (keep), a key ``K6`` is a die."""
    return token.replace("-", "").isalpha()


def _clauses(ruleset: str, tokens: list[str]) -> list[tuple[str, list[str]]]:
    """The typed tokens as (word, the dice typed after it); faces before any word are the
    game's own decision of dice (SB: keep; the Damn Straights: rack)."""
    words = decision_words(ruleset)
    dice_words = _dice_words(ruleset)
    clauses: list[tuple[str, list[str]]] = []
    for token in tokens:
        if _is_word(token):
            found = _word(ruleset, token)
            if found is None:
                could = [w for w in words if w.startswith(token.lower())]
                if len(could) > 1:
                    raise InvalidInputError(f"{quote(token)} could be {' or '.join(could)}: type more of the word")
                raise InvalidInputError(f"{quote(token)} is no decision of this game: type {', '.join(words)}")
            clauses.append((found, []))
        else:
            if not clauses:
                if not dice_words:
                    raise InvalidInputError(f"type a decision: {', '.join(words)}")
                clauses.append((dice_words[0], []))
            clauses[-1][1].append(token)
    return clauses


def _legal(state: GameState, actions: Sequence[Action]) -> BakehouseError | None:
    """Why ``actions`` would be refused in ``state`` (tried on a copy), or None."""
    trial = state.clone()
    try:
        for action in actions:
            trial.apply(action)
    except BakehouseError as e:
        return e
    return None


def _free_base(state: GameState, face: int) -> int:
    """How many base dice of ``face`` the current throw has not yet set aside (K2): kept one by
    one on a copy while the engine allows it."""
    trial = state.clone()
    keep = Keep((die(face),))
    n = 0
    while n < 8 and keep in trial.legal_actions():
        trial.apply(keep)
        n += 1
    return n


def _sb_keep(state: GameState, dice: tuple[Die, ...]) -> list[Action]:
    """An SB keep typed without K marks, read as the one kept set the rules allow (K2):

    * base dice, where a face typed once means every base die of that face the throw has
      left (``56``: all the 5s and 6s; a lone base die is no group, K2), a face typed more
      than once that many dice (``33``: two of four 3s);
    * or keys (``6``, ``24``: K6, K2 K4), at most the two keys (K1).

    Where both readings are allowed the scorer is asked to mark the keys (K2); where
    neither is, the base dice's refusal is said."""
    typed = Counter(d.face for d in dice)
    base: list[Action] = []
    for d in dice:
        if typed[d.face] == 1:
            base += [Keep((die(d.face),))] * max(1, _free_base(state, d.face))
        else:
            base.append(Keep((d,)))
    keys: list[Action] = [Keep((die(d.face, DieKind.KEY),)) for d in dice]
    base_refusal = _legal(state, base)
    keys_allowed = len(dice) <= 2 and _legal(state, keys) is None
    if base_refusal is None and keys_allowed:
        said = (QT_TRANSLATE_NOOP("Refusal", "%1 could be the key %2 or the base dice %3: type a K before a key")
                if len(dice) == 1 else
                QT_TRANSLATE_NOOP("Refusal", "%1 could be the keys %2 or the base dice %3: type a K before a key"))
        raise IllegalActionError(
            phrase(said, quote(typed_text(dice)), show_dice([die(d.face, DieKind.KEY) for d in dice]),
                   show_dice([a.dice[0] for a in base if isinstance(a, Keep)])), "K2")
    if keys_allowed:
        return keys
    if base_refusal is not None:
        raise base_refusal
    return base


def _clause_actions(state: GameState, word: str, dice_text: list[str]) -> list[Action]:
    """The actions of one clause in ``state``: one a die for a word of dice, else the word's one action."""
    ruleset = state.ruleset
    if word in _dice_words(ruleset):
        if not dice_text:
            raise InvalidInputError(f"{word} which dice? such as {word} 3 3 5", "A2")
        dice = read_dice(" ".join(dice_text), special_kind(ruleset))
        if word == "keep" and all(d.kind is DieKind.PLAIN for d in dice):
            return _sb_keep(state, dice)
        return [_die_action(word, d) for d in dice]
    if word == "swap":
        faces = read_dice(" ".join(dice_text), None) if dice_text else ()
        if len(faces) != 1:
            raise InvalidInputError("swap names the face of the banked die, such as swap 5", "A2")
        return [Swap(faces[0].face)]
    if dice_text:
        raise InvalidInputError(f"{word} takes no dice: type it alone, such as {word}", "A2")
    return [_FLAGS[word]]


def typed_decision(state: GameState, text: str) -> tuple[Action, ...]:
    """The decisions typed in ``text`` (``keep 3 3 5``, ``rack 33 bank 5 stop``), one action a die
    as the engine lists them, in the order typed; checked on a copy of the state (nothing applied),
    a refusal cites the engine's ruling (A3), a word the game does not have no ruling (A6)."""
    if not isinstance(text, str):
        raise InvalidInputError(f"a decision is typed as text such as \"keep 3 3 5\", not {quote(text)}")
    words = decision_words(state.ruleset)
    if state.is_terminal():
        raise IllegalActionError("the game is over: no more decisions", state.ending_ruling())
    if not words:
        raise IllegalActionError("this game has no decisions: only the throws are typed", state.throw_ruling())
    if state.current_player() == CHANCE:
        raise IllegalActionError("the dice must be thrown now: type the faces thrown", state.throw_ruling())
    tokens = text.replace(",", " ").split()
    if not tokens:
        raise InvalidInputError(f"no decision typed: type {', '.join(words)}")
    actions: list[Action] = []
    trial = state.clone()
    for word, dice_text in _clauses(state.ruleset, tokens):
        for action in _clause_actions(trial, word, dice_text):
            trial.apply(action)  # the engine's own refusals, on a copy: nothing applied here
            actions.append(action)
    return tuple(actions)


def typed_move(state: GameState, text: str) -> tuple[Action, ...]:
    """What a scorer types at the table on one line: a throw (the faces) where dice may be thrown
    now, else the decisions (:func:`typed_decision`); a line that starts with a word is a decision.
    An empty line is the one legal move where the rules leave only one (SB's last key thrown
    alone: its keep, K2); elsewhere it is refused as no decision typed."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else []
    if isinstance(text, str) and not tokens and not state.is_terminal() and state.current_player() != CHANCE:
        legal = state.legal_actions()
        if len(legal) == 1:
            return (legal[0],)
    if not (tokens and _is_word(tokens[0])) and not state.is_terminal() and (
            state.current_player() == CHANCE or ROLL in state.legal_actions()):
        return (typed_throw(state, text),)
    return typed_decision(state, text)


__all__ = ["decision_words", "read_dice", "typed_decision", "typed_move", "typed_rolloff", "typed_text",
           "typed_throw"]
