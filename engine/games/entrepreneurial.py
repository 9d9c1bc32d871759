"""Entrepreneurial Damn Straight (ruleset ``entrepreneurial``): Classic plus
bakeries, rulings E1-E8.

A bakery is a rack of six dice of one face.  A k-bakery rack starts with k dice
of face k racked in one step (a lone 1 is also the start of a straight) and
grows by dice of its face.  Two dice of one face saved in rack and bank commit
the player to a bakery (E2).  A completed bakery scores, becomes the biscuit,
is owned, and gives a free turn (E4); from the next round on the owner may
visit bakeries instead of throwing (E6).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Final

from ..actions import ROLL, VISIT, Action, Visit
from ..dice import Die, DieKind
from ..errors import IllegalActionError, phrase
from ..game import TurnEnd
from ..rolloff import RolloffKind
from ..rulesets import Ruleset, register
from ..words import QT_TRANSLATE_NOOP
from .classic import (
    LOAF,
    OPTION_SPECS,
    OUT_OF_THE_BOX,
    ClassicState,
    DamnStraightOptions,
    PadEntry,
    _split,
    listing,
)

# the hint over its paper pad, translated by the app (engine/words.py; first: lupdate takes the comments
# before a marked string as the translator's)
PAD_HINT: Final = QT_TRANSLATE_NOOP(
    "Ruleset", "0 for nothing, a lost biscuit as minus its value (-24), a completed bakery with b (96b).")


def committed(rack: Sequence[Die], bank: Sequence[Die]) -> bool:
    """E2: rack and bank together hold two dice of one face."""
    seen = 0
    for d in rack:
        bit = 1 << d.face
        if seen & bit:
            return True
        seen |= bit
    for d in bank:
        bit = 1 << d.face
        if seen & bit:
            return True
        seen |= bit
    return False


def bakery_value(rack: Sequence[Die]) -> int:
    """E3: face x 32, plus a loaf when the yeast was the last die racked (never for 6s)."""
    face = rack[0].face
    value = face * LOAF
    if rack[-1].kind is DieKind.YEAST and face != 6:
        value += LOAF
    return value


def is_bakery(rack: Sequence[Die]) -> bool:
    return len(rack) == 6 and all(d.face == rack[0].face for d in rack)


def _single_face(rack: Sequence[Die]) -> int | None:
    """The face of a rack of one face (a bakery rack or a lone 1), else None."""
    if not rack:
        return None
    f = rack[0].face
    for d in rack:
        if d.face != f:
            return None
    return f


class EntrepreneurialState(ClassicState):
    ruleset: ClassVar[str] = "entrepreneurial"

    def __init__(self, n_players: int, options: DamnStraightOptions, first_seat: int = 0) -> None:
        #: E4/E5: bakery values owned, in loaves, and the round each was first won
        self.bakeries: list[set[int]] = [set() for _ in range(n_players)]
        self.bakery_rounds: list[dict[int, int]] = [{} for _ in range(n_players)]
        #: E6: (round index, seat) -> bakeries visited in that round
        self.visits_done: dict[tuple[int, int], int] = {}
        super().__init__(n_players, options, first_seat)

    def _clone_extra(self, c: ClassicState) -> None:
        assert isinstance(c, EntrepreneurialState)
        c.bakeries = [set(b) for b in self.bakeries]
        c.bakery_rounds = [dict(b) for b in self.bakery_rounds]
        c.visits_done = dict(self.visits_done)

    # -- what the rules allow ---------------------------------------------------------
    @property
    def is_committed(self) -> bool:
        """E2, for the player whose turn it is."""
        return committed(self.rack, self.bank)

    def rackable_faces(self, rack: Sequence[Die], bank: Sequence[Die], thrown: Sequence[Die]) -> int:
        """E1, E2: the faces a die racked next may show, as bits ``1 << face``: straight
        racking (only before commitment) or bakery racking."""
        if not rack:
            # a lone 1 starts a straight and a 1-bakery; a k-bakery starts with k dice of k at hand (E1)
            counts = [0] * 7
            for d in thrown:
                counts[d.face] += 1
            for d in bank:
                counts[d.face] += 1
            mask = 2
            for k in 2, 3, 4, 5, 6:
                if counts[k] >= k:
                    mask |= 1 << k
            return mask
        single = _single_face(rack)
        if single is not None and (single >= 2 or len(rack) >= 2):
            return 1 << single  # a bakery rack grows by dice of its face
        mask = 2 if single == 1 else 0  # a second 1 onto a lone 1: a 1-bakery rack
        if not committed(rack, bank):
            mask |= 2 << len(rack)  # straight racking (C3)
        return mask

    def _rack_refusal_text(self, face: int, rack: Sequence[Die], bank: Sequence[Die], thrown: Sequence[Die]) -> str:
        if not rack:
            available = sum(1 for d in thrown if d.face == face) + sum(1 for d in bank if d.face == face)
            return (
                f"E1: a {face}-bakery rack starts with {face} dice of {face} racked in one step; "
                f"only {available} at hand, and a straight starts with a 1"
            )
        single = _single_face(rack)
        if single is not None and (single >= 2 or len(rack) >= 2):
            return f"E1: a bakery rack of {single}s grows only by {single}s"
        if committed(rack, bank):
            return "E2: bakery committed (two dice of one face saved): only bakery racking counts now"
        return super()._rack_refusal_text(face, rack, bank, thrown)

    def _incomplete_start(self) -> int | None:
        """The face of a k-bakery start racked with fewer than k dice, if any (E1)."""
        rack = self.rack
        if not rack:
            return None
        face = rack[0].face  # the face of a rack of one face; a straight's is 1
        if face < 2 or len(rack) >= face:
            return None
        return face if _single_face(rack) == face else None

    def _step_end_refusal(self, stopping: bool) -> str | None:
        face = self._incomplete_start()
        if face is not None:
            return f"E1: a {face}-bakery rack starts with {face} dice of {face} racked in one step"
        if stopping and self.risked and committed(self.rack, self.bank):
            return "E7: bakery or bust: a committed player who has risked may not stop"
        return None

    def _swap_refusal(self, face: int) -> str | None:
        """C6, and E1: a swap may not leave a k-bakery start unfinishable in its step
        (the plain die swapped out waits for the next throw)."""
        reason = super()._swap_refusal(face)
        start = self._incomplete_start()
        if reason is None and start == face:
            at_hand = sum(1 for d in self.thrown if d.face == face) + sum(1 for d in self.bank if d.face == face)
            if len(self.rack) + at_hand - 1 < face:
                return (
                    f"E1: a {face}-bakery rack starts with {face} dice of {face} racked in one step; "
                    f"the swap would leave too few {face}s to rack"
                )
        return reason

    def stop_points(self) -> int:
        if self.missed or (committed(self.rack, self.bank) and not is_bakery(self.rack)):
            return 0  # E2: only a completed bakery scores once committed
        return super().stop_points()

    # -- visits (E6) ----------------------------------------------------------------------
    def visitable(self, seat: int | None = None) -> list[int]:
        """Bakeries (in loaves) the player may still visit this round, lowest first."""
        seat = self.seat if seat is None else seat
        r = len(self.rounds) - 1
        if self.round.thrown[seat]:
            return []
        eligible = sorted(v for v, won in self.bakery_rounds[seat].items() if won < r)
        return eligible[self.visits_done.get((r, seat), 0):]

    def _turn_start_actions(self) -> list[Action]:
        if not self.has_thrown and self.winner is None and self.visitable():
            return [VISIT, ROLL]
        return []

    def _check_roll(self) -> None:
        if not self.has_thrown:
            if self._turn_start_actions():
                return  # E6: throwing instead of visiting
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the dice are thrown now"), "C5")
        super()._check_roll()

    def _chance_refusal(self, action: Action) -> IllegalActionError:
        # E6: a visit refused at a chance node names E6, not the throw's ruling
        if type(action) is Visit:
            return IllegalActionError(*_split(self._visit_refusal() or "E6: the player chose to throw: no visit now"))
        return super()._chance_refusal(action)

    def _apply_other(self, action: Action) -> None:
        if type(action) is Visit:  # (the outs of a throw that missed are over: ClassicState._apply)
            self._visit()
        else:
            super()._apply_other(action)

    def _visit_refusal(self) -> str | None:
        if self.has_thrown:
            return "E6: a visit is the whole turn, instead of throwing"
        if not self.visitable():
            if not self.bakeries[self.seat]:
                return "E6: no bakery to visit: the player owns none"
            if self.round.thrown[self.seat]:
                return "E6: no visits once the owner has thrown in this round"
            if self.visits_done.get((len(self.rounds) - 1, self.seat), 0):
                return "E6: every bakery owned has been visited this round"
            return "E6: bakeries are visited from the round after they are won"
        if self.at_chance:
            return "E6: the player chose to throw: no visit now"
        return None

    def _visit(self) -> None:
        """E6: instead of throwing, score the lowest bakery not yet visited this round."""
        reason = self._visit_refusal()
        if reason:
            raise IllegalActionError(*_split(reason))
        loaves = self.visitable()[0]
        key = (len(self.rounds) - 1, self.seat)
        self.visits_done[key] = self.visits_done.get(key, 0) + 1
        points = loaves * LOAF
        self._finish_turn(points, (PadEntry(points, visit=True),), biscuit=points, visit=True, end=TurnEnd.VISIT)

    # -- scoring ----------------------------------------------------------------------------
    def _score_stop(self) -> None:
        if is_bakery(self.rack):  # E3, E4, E5
            value = bakery_value(self.rack)
            loaves = value // LOAF
            seat = self.seat
            if loaves not in self.bakeries[seat]:
                self.bakeries[seat].add(loaves)
                self.bakery_rounds[seat][loaves] = len(self.rounds) - 1
            self._finish_turn(
                value, (PadEntry(value, bakery=True),), biscuit=value, bakery=loaves, free_turn=True, end=TurnEnd.BAKERY
            )
        elif self.is_committed:
            self._finish_turn(0, end=TurnEnd.STOP_UNFINISHED)  # E2: 0, the biscuit stays
        else:
            super()._score_stop()

    def _after_move(self) -> None:
        """E7: committed after a risk, no die to throw and nothing to rack: a miss."""
        if (
            self.risked
            and self.is_committed
            and self.dice_to_throw() == 0
            and not self.can_rack_any(self.rack, self.bank, ())
            and self._incomplete_start() is None
        ):
            self._end_turn_on_miss()

    def _early_end_winner(self, just_played: int) -> int | None:
        return None  # E8: a round ends only at the start-of-turn check

    # -- a turn from a paper pad (GameState.paper_turn) ----------------------------------------
    _PAPER_OTHER_SCORES: ClassVar[str] = QT_TRANSLATE_NOOP("Refusal", " or a bakery visit (E6)")

    def _paper_marked(self, points: int) -> None:
        """``96b``: a completed bakery (E3), its free turn at once (E4)."""
        if points not in BAKERIES:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1b: a bakery scores its face x 32, a loaf more with the yeast racked last (not for 6s): %2"), points, listing(BAKERIES)), "E3")
        loaves = points // LOAF
        seat = self.seat
        if loaves not in self.bakeries[seat]:
            self.bakeries[seat].add(loaves)
            self.bakery_rounds[seat][loaves] = len(self.rounds) - 1
        self._finish_turn(points, (PadEntry(points, bakery=True),), biscuit=points, bakery=loaves, free_turn=True,
                          end=TurnEnd.BAKERY)


#: E3: face x 32, plus a loaf when the yeast is racked last (never for 6s): what a bakery scores
BAKERIES: Final[frozenset[int]] = frozenset({f * LOAF for f in range(1, 7)} | {(f + 1) * LOAF for f in range(1, 6)})


ENTREPRENEURIAL = register(
    Ruleset(
        id="entrepreneurial",
        name="Entrepreneurial Damn Straight",
        state_class=EntrepreneurialState,
        option_specs=OPTION_SPECS,
        options_factory=DamnStraightOptions,
        rolloff=RolloffKind.ALL_CUMULATIVE,
        events=frozenset({"throw", "rack", "bank", "swap", "risk", "out", "stop", "visit"}),
        option_events={"out": OUT_OF_THE_BOX},
        rules_text="entrepreneurial-damn-straight.txt",
        players_ruling="C13",
        rolloff_ruling="C12",
        game_end_ruling="C13",
        turn_end_ruling="C7",
        bot="engine.bots.damn_straight:DamnStraightBot",
        special_die=DieKind.YEAST,
        layout="rounds",
        pad_rows=(QT_TRANSLATE_NOOP("Ruleset", "Rounds won"), QT_TRANSLATE_NOOP("Ruleset", "Bakeries")),
        pad_mark="bakeries (b, E4)",
        pad_hint=PAD_HINT,
        pad_legend=QT_TRANSLATE_NOOP("Ruleset", " A small house marks a bakery's score (E4), a chevron a visit (E6)."),
        reminders=(
            QT_TRANSLATE_NOOP("Ruleset", "As Classic, plus bakeries: six dice of one face score face x 32, +32 when the yeast is racked last (E3); a bakery ends the turn with a free turn (E4)."),
            QT_TRANSLATE_NOOP("Ruleset", "Bakery committed once rack and bank hold two dice of one face (E2): only bakery racking counts from then."),
            QT_TRANSLATE_NOOP("Ruleset", "From the round after winning a bakery its owner may visit it instead of throwing, lowest first (E6). Tick the bakeries owned and mark each visit with V."),
            QT_TRANSLATE_NOOP("Ruleset", "No early end of a round: a round ends only at the start of the leader's turn (E8)."),
        ),
        short_name="Entrepreneurial",
        order=2,
        extends="classic",
        help=(
            "Classic Damn Straight with bakeries: everything in Classic holds unless a ruling below "
            "changes it.",
            "Besides a straight you may build a bakery rack: start it with k dice of face k in one step "
            "(two 2s, three 3s ... or a lone 1), then rack only more dice of that face (E1). Six dice "
            "of one face make a bakery worth face x 32 points, one loaf more if the yeast was racked "
            "last (E3).",
            "Once your rack and bank together hold two dice of one face you are bakery committed (E2): "
            "only bakery racking counts, a throw that cannot add to the bakery is a miss, and a stop "
            "before the bakery is finished scores nothing. Committed and having risked, you may not "
            "stop at all: bakery or bust (E7).",
            "A finished bakery ends your turn, scores, and gives you a free turn at once (E4); you own "
            "a bakery of that many loaves (at most one of each value, E5). From the next round, before "
            "you throw in a round you may visit your lowest bakery not yet visited instead of throwing, "
            "and score its loaves (E6). Rounds end only when a turn comes round (E8).",
        ),
        ruling_prefix="E",
        rulings=(
            ("E1", "Bakery racks",
             "Start a k-bakery with k dice of face k in one step (a lone 1 for a 1-bakery), then rack "
             "only that face. A throw that can start a bakery is not a miss."),
            ("E2", "Bakery committed",
             "From the moment rack and bank hold two dice of one face, only bakery racking counts, and a "
             "stop before the bakery is finished scores 0."),
            ("E3", "A bakery's value",
             "Six dice of one face: face x 32 points, one loaf (32) more if the yeast was racked last, "
             "except for 6s."),
            ("E4", "Bakery done",
             "Finishing a bakery ends the turn: it scores, becomes the biscuit, you own a bakery of that "
             "many loaves, and you take a free turn at once."),
            ("E5", "One of each",
             "You own at most one bakery of each value; another of the same value still scores and gives "
             "the free turn."),
            ("E6", "Visiting a bakery",
             "From the round after you won it, before your first throw in a round you may visit your "
             "lowest bakery not yet visited this round instead of throwing, scoring its loaves."),
            ("E7", "Bakery or bust",
             "Committed and having risked, you may not stop: the turn ends only with a finished bakery "
             "or a miss."),
            ("E8", "No early end",
             "A round ends only when a turn comes round (C11), never early."),
        ),
    )
)
