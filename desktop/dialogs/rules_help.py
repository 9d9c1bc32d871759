"""The rules as the Help window tells them: each game in a few paragraphs, and every
ruling (C3, E5, ...) in a sentence or two, in the project's own words.

Written for players from ../shared/rules/*.txt and RULINGS.md, which stay the
authority (and docs/rulings.md for what the project decided where they are silent).
Each game's paragraphs and rulings come with its ruleset (``Ruleset.help`` and
``Ruleset.rulings``, registered in its game module); the rulings for every game
(A1-A6) live here.  The Help window (help.py) shows them; the engine enforces them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.rulesets import listed_rulesets


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


def games() -> tuple[GameHelp, ...]:
    """Every registered game's help, read from the registry when asked (a game registered after the
    app started, a plug-in or a test's, is told like the others)."""
    return tuple(GameHelp(r.id, r.name, r.help, r.ruling_prefix) for r in listed_rulesets() if r.ruling_prefix)


#: the rulings for every game (A1-A6); each game's own come with its ruleset
GENERAL: tuple[Ruling, ...] = (
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
)
def rulings() -> tuple[Ruling, ...]:
    """The rulings for every game, then each registered game's (its ruleset's), as registered now."""
    return GENERAL + tuple(Ruling(*r) for rs in listed_rulesets() for r in rs.rulings)


def ruling_ids() -> re.Pattern[str]:
    """A ruling id in a text ("C7", "P3"): a letter some ruling starts with, then its number."""
    return re.compile(r"\b([" + "".join(sorted({r.id[0] for r in rulings()})) + r"])(\d{1,2})\b")


def ruling(ruling_id: str) -> Ruling | None:
    """The ruling with this id (``"c7"`` and ``" C7 "`` find C7), or None."""
    wanted = ruling_id.strip().upper()
    return next((r for r in rulings() if r.id == wanted), None)


def game(ruleset_id: str) -> GameHelp | None:
    return next((g for g in games() if g.ruleset_id == ruleset_id), None)


def rulings_of(prefix: str) -> list[Ruling]:
    return [r for r in rulings() if r.id.startswith(prefix)]
