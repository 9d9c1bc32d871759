"""The rules as the Help window tells them: each game in a few paragraphs, and every
ruling (C3, E5, ...) in a sentence or two, in the project's own words.

Written for players from ../shared/rules/*.txt and RULINGS.md, which stay the
authority (and docs/rulings.md for what the project decided where they are silent).
Only text lives here: the Help window (help.py) shows it; the engine enforces it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Ruling:
    id: str
    title: str
    text: str


@dataclass(frozen=True)
class GameHelp:
    ruleset_id: str
    name: str
    #: paragraphs of plain text; "C3" and the like become links to that ruling
    paragraphs: tuple[str, ...]
    #: the prefix of the game's rulings ("C", "E", "S", "D", "K")
    prefix: str


GAMES: tuple[GameHelp, ...] = (
    GameHelp(
        "classic",
        "Classic Damn Straight",
        (
            "Six dice, one of them the golden yeast. On your turn you throw and build a straight on "
            "your rack: first a 1, then a 2, and so on (C3). After every throw you must rack at "
            "least one die, from the throw or from your bank; a throw that gives you nothing to rack "
            "is a miss. Any thrown die may be put in the bank for later (C4), and the yeast may take "
            "the place of a banked plain die of the same face (C6).",
            "Stop whenever you have racked since your last throw (C7). A straight of length L scores "
            "2, 4, 8 ... that is 2^(L-1), multiplied by the yeast's face if the yeast is in the rack "
            "(C1); the best rack, 1 to 6 with the yeast showing 6, is 192 points, six loaves. The "
            "rack 1, 2, 3 with the yeast on 3 is the baker's dozen, written 12 then 1 (C2).",
            "Your last positive score is your biscuit (C10). After a miss you may risk it and throw "
            "again (C8); miss again and its value comes off your score. Rounds are won by being "
            "alone in the lead with 192 or more when your turn comes round (C11), and the game by "
            "winning 4 rounds with two players, 3 with three, 2 with more (C13). The roll-off: "
            "everyone throws the yeast, highest total starts (C12).",
            "Scorepad: small scores as numbers, larger ones circled in loaves; a lost biscuit strikes "
            "out your last entry or is written as a minus (C15). Box rules, an option, put out of "
            "play any die that leaves the box (C14).",
        ),
        "C",
    ),
    GameHelp(
        "entrepreneurial",
        "Entrepreneurial Damn Straight",
        (
            "Classic Damn Straight with bakeries: everything in Classic holds unless a ruling "
            "below changes it.",
            "Besides a straight you may build a bakery rack: start it with k dice of face k in one "
            "step (two 2s, three 3s ... or a lone 1), then rack only more dice of that face (E1). "
            "Six dice of one face make a bakery worth face x 32 points, one loaf more if the yeast "
            "was racked last (E3).",
            "Once your rack and bank together hold two dice of one face you are bakery committed "
            "(E2): only bakery racking counts, a throw that cannot add to the bakery is a miss, and "
            "a stop before the bakery is finished scores nothing. Committed and having risked, you "
            "may not stop at all: bakery or bust (E7).",
            "A finished bakery ends your turn, scores, and gives you a free turn at once (E4); you "
            "own a bakery of that many loaves (at most one of each value, E5). From the next round, "
            "before you throw in a round you may visit your lowest bakery not yet visited instead "
            "of throwing, and score its loaves (E6). Rounds end only when a turn comes round (E8).",
        ),
        "E",
    ),
    GameHelp(
        "six-by-6",
        "Six By 6",
        (
            "A game of pure luck: there are no decisions to make, so the app posts and scores for "
            "you (S1). Your turn starts by throwing all six dice; every 6 is posted (set aside). "
            "The aim is to post all six, a rack.",
            "Each throw earns carry points: one per posted die, plus one less than the number of "
            "dice in each pair, triple and so on (a pair 1, a triple 2). A sextet, or 1-2-3-4-5-6 "
            "on six dice, posts everything; 1-2-3-4-5 on five dice posts all five (S2).",
            "After each throw one carry point pays for the next throw. With nothing left to pay, the "
            "turn ends and scores 6 for each posted die plus the faces left unposted (the leave); "
            "a rack scores 36 plus the carry left (S3).",
            "A set is one turn each; a game is a number of sets, three unless chosen otherwise, and "
            "the highest total wins, equal totals sharing the place (S4). The roll-off: everyone "
            "throws one die, the tied highest throw again (D7).",
        ),
        "S",
    ),
    GameHelp(
        "dire-straights",
        "Dire Straights",
        (
            "Throw six dice (D1). A throw with a 1 starts a run: the app sets aside 1, 2, 3 ... as "
            "far as the throw goes, one die per face. No 1 but three of a kind: throw all six again. "
            "Anything else is a bust (D2).",
            "With a run 1 to n started, the next throw must show n+1 or you bust; the run then grows "
            "over every next face present (D3). After any throw that did not bust you may stop: 5 "
            "points a die in the run, plus 30 for each 1-6 completed earlier in the turn; a "
            "completed 1-6 gives you all six dice back (D4).",
            "A bust scores nothing for the turn, completed runs included (D5). With the four twos "
            "option, four or more 2s in a throw also wipe out your total (D6). The first to reach "
            "the target, 100 unless chosen otherwise, at the end of a turn wins (D8). The roll-off: "
            "one die each, only the tied highest throw again (D7).",
        ),
        "D",
    ),
    GameHelp(
        "sb",
        "SB",
        (
            "Ten dice: eight base dice and two keys, drawn slate blue with a K (K1). Throw all ten; "
            "after each throw set aside either keys (one or both) or groups of base dice of one face "
            "(two or more alike), never both kinds from the same throw (K2). Nothing to set aside "
            "ends the turn with 0 (K3).",
            "Then throw the rest again, or stop, which needs both keys aside; while a key is still "
            "to find you must throw (K4).",
            "Only base dice set aside score (K5). Split keys (two faces): 2 for each base die "
            "between them, 1 for each outside, 0 for one equal to a key; all eight between is a "
            "full split, 20. A key sandwich (both keys alike): 4 for each base die equal to them, "
            "all eight is a full sandwich, 40.",
            "The first to reach the target, 60 unless chosen otherwise, becomes the leader; everyone "
            "else has one more turn, and if the leader is then not alone in front, one more turn "
            "for the leader too (K6). The roll-off is as in Dire Straights (K7).",
        ),
        "K",
    ),
)

RULINGS: tuple[Ruling, ...] = (
    # all games
    Ruling("A1", "Seat order", "Players keep their seats; turns pass to the left, in seat order."),
    Ruling("A2", "Fair dice", "Every die is a fair six-sided die. The app's throws come from a seeded, "
           "logged stream anyone can check; faces typed in from real dice are checked too."),
    Ruling("A3", "Refusals", "A move or record that breaks a rule is refused, naming where and which "
           "ruling; nothing is half done."),
    Ruling("A4", "Who starts", "The first player is found by a roll-off: C12 for both Damn Straights, "
           "D7 for the other games."),
    Ruling("A5", "Which ruling a refusal names", "When several rulings could refuse the same thing, "
           "this decides which is cited: a badly written die cites A2, a turn after the end cites the "
           "game's end, the wrong player cites A1 (or E4, K6 when those set the order), a wrong "
           "number of dice cites the ruling that says how many are thrown."),
    Ruling("A6", "Order of checks", "A record is checked in three passes, its form, then its set-up "
           "(names, roll-off), then its play, and the first fault found is the one reported."),
    # classic
    Ruling("C1", "Scoring a straight", "A straight of length L scores 2^(L-1), times the yeast's face "
           "if the yeast is racked. Best rack: 1-6 with the yeast on 6, 192 points."),
    Ruling("C2", "Baker's dozen", "1, 2, 3 racked with the yeast showing 3 scores 13, written 12 then "
           "1; the biscuit becomes 1."),
    Ruling("C3", "Racking and the miss", "Rack at least one die after every throw, in order 1, 2, 3 "
           "... (several at once is fine). A throw with nothing to rack is a miss, judged as it lands. "
           "Banking or swapping may not leave you nothing to rack before you have racked."),
    Ruling("C4", "The bank", "Any thrown die may be banked, any face, repeats allowed. It leaves the "
           "bank only by being racked, or by the yeast swap."),
    Ruling("C5", "Throwing", "A turn starts by throwing all six dice; later throws throw every die not "
           "racked, banked or out. Thrown dice cannot be held back."),
    Ruling("C6", "The yeast swap", "When the thrown yeast shows the face of a banked plain die, the "
           "yeast may go into the bank in its place; that plain die waits for the next throw."),
    Ruling("C7", "Stopping", "You may stop only after racking since your last throw; the rack scores. "
           "After a miss you may stop for 0, or risk."),
    Ruling("C8", "Risking the biscuit", "Needs a biscuit and no earlier risk this turn; by default only "
           "right after a miss (an option allows it after any throw before racking). Miss after a "
           "risk and the biscuit's value is taken off your score."),
    Ruling("C9", "Forced end", "A turn ends by itself on a miss with no biscuit to risk or after a "
           "risk, and when all six dice are racked."),
    Ruling("C10", "The biscuit", "A positive turn score is written down and becomes your biscuit; a "
           "zero is not written; a lost biscuit is written as a loss."),
    Ruling("C11", "Winning a round", "When your turn comes round and you are alone in the lead with "
           "192 or more, you win the round. It ends early when no one due to play before you can "
           "come within 192."),
    Ruling("C12", "Roll-off (Damn Straights)", "Everyone throws the yeast; the highest total starts. "
           "On a tie everyone throws again and adds to their total. Each later round starts with the "
           "player left of the last round's winner."),
    Ruling("C13", "Winning the game", "First to 4 rounds with two players, 3 with three, 2 with four "
           "or more."),
    Ruling("C14", "Box rules (option)", "A die that leaves the box is out for the rest of the turn; it "
           "is recorded right after its throw."),
    Ruling("C15", "The scorepad", "1, 2, 4, 8, 12 and 24 are written as numbers, larger scores circled "
           "in loaves (1, 1+, 2 ...). A lost biscuit strikes out your last positive entry, else is "
           "written as a minus. Round winners are marked at each round's end."),
    # entrepreneurial
    Ruling("E1", "Bakery racks", "Start a k-bakery with k dice of face k in one step (a lone 1 for a "
           "1-bakery), then rack only that face. A throw that can start a bakery is not a miss."),
    Ruling("E2", "Bakery committed", "From the moment rack and bank hold two dice of one face, only "
           "bakery racking counts, and a stop before the bakery is finished scores 0."),
    Ruling("E3", "A bakery's value", "Six dice of one face: face x 32 points, one loaf (32) more if the "
           "yeast was racked last, except for 6s."),
    Ruling("E4", "Bakery done", "Finishing a bakery ends the turn: it scores, becomes the biscuit, you "
           "own a bakery of that many loaves, and you take a free turn at once."),
    Ruling("E5", "One of each", "You own at most one bakery of each value; another of the same value "
           "still scores and gives the free turn."),
    Ruling("E6", "Visiting a bakery", "From the round after you won it, before your first throw in a "
           "round you may visit your lowest bakery not yet visited this round instead of throwing, "
           "scoring its loaves."),
    Ruling("E7", "Bakery or bust", "Committed and having risked, you may not stop: the turn ends only "
           "with a finished bakery or a miss."),
    Ruling("E8", "No early end", "A round ends only when a turn comes round (C11), never early."),
    # six by 6
    Ruling("S1", "No decisions", "The app posts and scores; each throw throws every die not yet "
           "posted, six at the start of a turn."),
    Ruling("S2", "Carry points", "One per die posted, plus one less than the size of each multiple. A "
           "sextet or 1-6 on six dice posts all six (11); 1-5 on five dice posts all five (9)."),
    Ruling("S3", "Paying for throws", "Each throw's carry points are added, then one pays for the next "
           "throw. With none left the turn scores 6 per posted die plus the leave; a rack scores 36 "
           "plus the carry."),
    Ruling("S4", "Sets and games", "A set is one turn each; a game is a chosen number of sets (3 by "
           "default); highest total wins, equal totals share the place."),
    # dire straights
    Ruling("D1", "Start of a turn", "A turn begins by throwing six dice."),
    Ruling("D2", "Starting a run", "A throw with a 1 sets aside the run 1, 2, 3 ... it shows (one die "
           "per face). No 1 but three of a kind: throw six again. Otherwise, bust."),
    Ruling("D3", "Going on with a run", "The next throw must show the next face or bust; the run then "
           "takes every following face present."),
    Ruling("D4", "Stopping", "After a throw that did not bust you may stop: 5 per die in the run plus "
           "30 per 1-6 completed this turn. A completed 1-6 returns all six dice."),
    Ruling("D5", "Bust", "A bust ends the turn with 0, completed runs included."),
    Ruling("D6", "Four twos (option)", "Four or more 2s in one throw end the turn with 0 and set your "
           "total to 0."),
    Ruling("D7", "Roll-off", "Everyone throws one die; only the players tied for highest throw again, "
           "until one is highest."),
    Ruling("D8", "Winning", "Reach the target (100 by default) at the end of a turn and you win at "
           "once."),
    # sb
    Ruling("K1", "The dice", "Eight base dice and two keys; a turn starts by throwing all ten."),
    Ruling("K2", "Setting aside", "After each throw set aside one or both keys, or one or more groups "
           "(two or more alike) of base dice, never both kinds from one throw. Aside means aside for "
           "the whole turn."),
    Ruling("K3", "Nothing to set aside", "A throw from which nothing can be set aside ends the turn "
           "with 0."),
    Ruling("K4", "Throw or stop", "Throw the rest again, or stop once both keys are aside; with a key "
           "still to set aside you must throw. With every die aside the turn scores."),
    Ruling("K5", "Scoring", "Split keys: 2 per base die between them, 1 outside, 0 equal to a key; "
           "full split 20. Key sandwich: 4 per base die equal to the keys; full sandwich 40."),
    Ruling("K6", "The end", "The first to the target (60 by default) leads; everyone else plays once "
           "more, then the leader once more if not alone in front. Highest total wins."),
    Ruling("K7", "Roll-off", "As in Dire Straights (D7)."),
)

_BY_ID = {r.id: r for r in RULINGS}
RULING_ID = re.compile(r"\b([ACEDSK])(\d{1,2})\b")


def ruling(ruling_id: str) -> Ruling | None:
    """The ruling with this id (``"c7"`` and ``" C7 "`` find C7), or None."""
    return _BY_ID.get(ruling_id.strip().upper())


def game(ruleset_id: str) -> GameHelp | None:
    return next((g for g in GAMES if g.ruleset_id == ruleset_id), None)


def rulings_of(prefix: str) -> list[Ruling]:
    return [r for r in RULINGS if r.id.startswith(prefix)]
