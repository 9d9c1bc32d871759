"""Match records (``bakehouse.match/1``, ../shared/spec/match-record.md): read,
validate, replay and write.

The format lives here, outside the games: this module uses only the public
protocol of states (python-chess keeps PGN apart from the board the same way).
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
import stat
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from .actions import (
    RISK,
    STOP,
    VISIT,
    Action,
    Bank,
    Keep,
    Out,
    Rack,
    Source,
    Swap,
    Throw,
)
from .dice import TOKENS, DiceSource, Die, DieKind, HmacDice, parse_dice
from .errors import BakehouseError, InvalidInputError, Phrase, RecordError, phrase
from .game import GameState
from .journal import EntryKind, JournalEntry, Origin, now
from .match import Match
from .names import check_names, clean_event_name, clean_name, quote
from .replayer import Course, journal_mismatch
from .rolloff import Rolloff
from .rulesets import Ruleset, all_rulesets, get_ruleset
from .values import copyable
from .words import QT_TRANSLATE_NOOP

#: Final names are constants to mypyc (engine/native.py), not a dictionary lookup a use
_DIE_TOKENS: Final[dict[str, Die]] = dict(TOKENS)
FORMAT = "bakehouse.match/1"
TOP_KEYS = ("format", "ruleset", "options", "players", "rolloff", "turns", "dice", "event")
REQUIRED = ("format", "ruleset", "players", "turns")
EVENT_INFO_KEYS = {"name": str, "round": int, "table": int, "date": str}
DICE_KEYS = ("scheme", "commitment", "seed")
#: patterns are matched with fullmatch: "$" would let a trailing newline through
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_HEX64 = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True, init=False)
class RecordEvent:
    action: Action
    at: str | None = None

    def __init__(self, action: Action, at: str | None = None) -> None:
        # compiled (engine/native.py), object.__setattr__ on a literal name is a plain store
        object.__setattr__(self, "action", action)
        object.__setattr__(self, "at", at)


@dataclass(frozen=True, init=False)
class RecordTurn:
    player: str
    events: tuple[RecordEvent, ...]

    def __init__(self, player: str, events: tuple[RecordEvent, ...]) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "events", events)


@dataclass(frozen=True)
class DiceInfo:
    scheme: str
    commitment: str
    seed: str | None = None


@dataclass(frozen=True)
class MatchRecord:
    ruleset: str
    players: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    rolloff: tuple[Mapping[str, int], ...] | None = None
    turns: tuple[RecordTurn, ...] = ()
    dice: DiceInfo | None = None
    event: Mapping[str, Any] | None = None
    #: whether the document wrote an "options" key (a store exports it again only if it did)
    options_given: bool = True


# -- reading ----------------------------------------------------------------------------
#: match-record.md "Limits": a reader parses no document larger than this
MAX_BYTES = 16 * 1024 * 1024
_AT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,6})?)?(?:Z|[+-][0-9]{2}:[0-9]{2})")
_SWAP_FACES = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}
#: A5/A6: how records mark a special die (a ruleset names its own: Ruleset.special_die); a die
#: marked as a kind its game does not have is a malformed die (A2), a fault of form
_MARKS: Final[dict[DieKind, str]] = {DieKind.YEAST: "*", DieKind.KEY: "K"}


def special_kind(ruleset_id: str) -> DieKind | None:
    """The special die a ruleset's throws may hold (the yeast, an SB key), or None (A5)."""
    try:
        return get_ruleset(ruleset_id).special_die
    except InvalidInputError:  # a ruleset this program does not know: plain dice
        return None


_DICE_OF: Final[dict[DieKind | None, Phrase]] = {
    None: Phrase(QT_TRANSLATE_NOOP("Refusal", "faces 1 to 6")),
    DieKind.YEAST: Phrase(QT_TRANSLATE_NOOP("Refusal", "faces 1 to 6 and the yeast, such as 6*")),
    DieKind.KEY: Phrase(QT_TRANSLATE_NOOP("Refusal", "faces 1 to 6 and keys, such as K6")),
}
_JSON_WORDS = {
    "Expecting value": QT_TRANSLATE_NOOP("Refusal", "a value is missing or is not JSON"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("Refusal", "a comma is missing between two values"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("Refusal", "a colon is missing after a key"),
    "Expecting property name enclosed in double quotes": QT_TRANSLATE_NOOP("Refusal", "a key is not text in double quotes"),
    "Unterminated string starting at": QT_TRANSLATE_NOOP("Refusal", "a text is not closed by a double quote"),
    "Invalid control character at": QT_TRANSLATE_NOOP("Refusal", "a text holds a raw line break or control character"),
    "Extra data": QT_TRANSLATE_NOOP("Refusal", "something follows the end of the record"),
    "Invalid \\escape": QT_TRANSLATE_NOOP("Refusal", "a backslash escape is not valid"),
    "Invalid \\uXXXX escape": QT_TRANSLATE_NOOP("Refusal", "a \\u escape is not valid"),
}


def _fail(place: str | Phrase, message: str | Phrase, ruling: str | None = None) -> RecordError:
    return RecordError(place, message, ruling)


def _show(value: object) -> str:
    """A value of the document as a message shows it: at most 60 characters of
    text, and never the contents of a list or an object (match-record.md "Limits")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)):
        return quote(value)
    return "a list" if isinstance(value, list) else "an object"


class _Twice(dict[str, Any]):
    """A JSON object with a key written twice: kept, and refused where it stands (A6)."""

    __slots__ = ("twice",)
    twice: str


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    if len(pairs) == 1:  # most events: one key, never twice
        key, value = pairs[0]
        return {key: value}
    obj = dict(pairs)
    if len(obj) == len(pairs):
        return obj
    seen: set[str] = set()
    twice = _Twice(obj)
    for key, _ in pairs:
        if key in seen:
            twice.twice = key
            break
        seen.add(key)
    return twice


class _Constant(ValueError):
    pass


def _no_constant(name: str) -> Any:
    raise _Constant(name)


def _once(obj: dict[str, Any], place: str | Phrase) -> None:
    """Refuse an object with a key written twice (match-record.md, "Events")."""
    if isinstance(obj, _Twice):
        raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "the key %1 is written twice"), quote(obj.twice)))


def loads(text: str | bytes, place: str = "record") -> MatchRecord:
    """Parse a record and check its form (A6 pass 1; set-up and play are checked
    by :func:`replay`).  ``place`` names the document in refusals of its text."""
    return from_json(_parse(text, place))


def _parse(text: str | bytes, place: str) -> Any:
    def refuse(why: str | Phrase) -> RecordError:
        return _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "not a match record: %1"), why))

    if len(text) > MAX_BYTES:
        raise refuse(QT_TRANSLATE_NOOP("Refusal", "it is larger than 16 MiB"))
    if isinstance(text, bytes):
        if text.startswith(b"\xef\xbb\xbf"):
            raise refuse(QT_TRANSLATE_NOOP("Refusal", "it starts with a byte order mark; save it as UTF-8 without one"))
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as e:
            raise refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "it is not UTF-8 text (byte %1 is not)"), e.start + 1)) from None
    if text.startswith("\ufeff"):
        raise refuse(QT_TRANSLATE_NOOP("Refusal", "it starts with a byte order mark; save it as UTF-8 without one"))
    if not text.strip():
        raise refuse(QT_TRANSLATE_NOOP("Refusal", "the file is empty"))
    try:
        return json.loads(text, object_pairs_hook=_object, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        words = _JSON_WORDS.get(e.msg, QT_TRANSLATE_NOOP("Refusal", "it is not valid JSON"))
        raise refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 (line %2, column %3)"), Phrase(words), e.lineno, e.colno)) from None
    except RecursionError:
        raise refuse(QT_TRANSLATE_NOOP("Refusal", "it is nested too deeply")) from None
    except _Constant as e:
        raise refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a number JSON knows"), e)) from None
    except ValueError:  # an integer of more digits than Python converts (4300)
        raise refuse(QT_TRANSLATE_NOOP("Refusal", "a number has too many digits")) from None


def read_file(path: str | os.PathLike[str]) -> MatchRecord:
    """Read and check the form of the record in a file, safely whatever the file:
    anything but a regular file, and any file over 16 MiB, is refused before it
    is parsed (match-record.md "Limits").  Refusals of the file itself name it
    (``game.json: not a match record: ...``); refusals of its contents name
    their place in the record.  Used by the command line and the app."""
    return loads(read_bytes(path), display_path(path))


def display_path(path: str | os.PathLike[str]) -> str:
    """A path as a one-line message names it."""
    text = os.fsdecode(path)
    return text if text.isprintable() else repr(text)


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a record file: a regular file of at most 16 MiB, read without
    blocking on a pipe or reading an endless device."""
    name = display_path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as e:
        raise _fail(name, phrase(QT_TRANSLATE_NOOP("Refusal", "cannot read it: %1"), _os_words(e))) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise _fail(name, QT_TRANSLATE_NOOP("Refusal", "not a match record: it is a folder"))
        if not stat.S_ISREG(info.st_mode):
            raise _fail(name, QT_TRANSLATE_NOOP("Refusal", "not a match record: it is not a regular file (a device, a pipe or a socket)"))
        if info.st_size > MAX_BYTES:
            raise _fail(name, QT_TRANSLATE_NOOP("Refusal", "not a match record: it is larger than 16 MiB"))
        chunks: list[bytes] = []
        left = MAX_BYTES + 1  # never more: a file may grow while it is read
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as e:
        raise _fail(name, phrase(QT_TRANSLATE_NOOP("Refusal", "cannot read it: %1"), _os_words(e))) from None
    finally:
        os.close(fd)
    if left <= 0:
        raise _fail(name, QT_TRANSLATE_NOOP("Refusal", "not a match record: it is larger than 16 MiB"))
    return b"".join(chunks)


def _os_words(e: OSError) -> str | Phrase:
    if isinstance(e, FileNotFoundError):
        return Phrase(QT_TRANSLATE_NOOP("Refusal", "there is no such file"))
    if isinstance(e, PermissionError):
        return Phrase(QT_TRANSLATE_NOOP("Refusal", "permission denied"))
    if isinstance(e, IsADirectoryError):
        return Phrase(QT_TRANSLATE_NOOP("Refusal", "it is a folder"))
    return (e.strerror or type(e).__name__).lower()


def from_json(data: Any) -> MatchRecord:
    """Check the form of a parsed record in document order (A6 pass 1: the top
    level, then each turn and its events) and build it."""
    if not isinstance(data, dict):
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "record"), QT_TRANSLATE_NOOP("Refusal", "a match record is a JSON object"))
    _once(data, "record")
    for key in data:
        if key not in TOP_KEYS:
            raise _fail(QT_TRANSLATE_NOOP("Refusal", "record"), phrase(QT_TRANSLATE_NOOP("Refusal", "unknown key %1"), quote(key)))
    for key in REQUIRED:
        if key not in data:
            raise _fail(QT_TRANSLATE_NOOP("Refusal", "record"), phrase(QT_TRANSLATE_NOOP("Refusal", "the key %1 is missing"), repr(key)))
    if data["format"] != FORMAT:
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "format"), phrase(QT_TRANSLATE_NOOP("Refusal", "unknown format version %1; this program reads %2"), _show(data['format']), repr(FORMAT)))
    try:
        ruleset = get_ruleset(data["ruleset"])
    except BakehouseError:
        known = ", ".join(r.id for r in all_rulesets())
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "ruleset"), phrase(QT_TRANSLATE_NOOP("Refusal", "unknown ruleset %1 (known: %2)"), _show(data['ruleset']), known)) from None
    options = _read_options(data.get("options", {}), ruleset)
    players = _read_players(data["players"], ruleset)
    rolloff = _read_rolloff(data["rolloff"]) if "rolloff" in data else None
    turns_raw = data["turns"]
    if not isinstance(turns_raw, list):
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "turns"), QT_TRANSLATE_NOOP("Refusal", "turns is a list of turns"))
    dice = _read_dice(data["dice"]) if "dice" in data else None
    event = _read_event_info(data["event"]) if "event" in data else None
    allowed = ruleset.record_events(options, len(players))  # its events, with its options (C14's out)
    names: dict[str, str] = {}  # each turn's player, as written, to the name cleaned
    turns = tuple(_read_turn(i, t, ruleset, allowed, names) for i, t in enumerate(turns_raw, 1))
    return MatchRecord(ruleset.id, players, options, rolloff, turns, dice, event, "options" in data)


def _read_options(raw: Any, ruleset: Ruleset) -> dict[str, Any]:
    """Option names, types and ranges: faults of form, citing no ruling (A6)."""
    if not isinstance(raw, dict):
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "options"), QT_TRANSLATE_NOOP("Refusal", "options is an object of option names to values"))
    _once(raw, "options")
    specs = {s.key: s for s in ruleset.option_specs}
    for key in raw:
        if key not in specs:
            raise _fail(QT_TRANSLATE_NOOP("Refusal", "options"), phrase(QT_TRANSLATE_NOOP("Refusal", "unknown option %1 (%2 has: %3)"), quote(key), ruleset.id, ', '.join(specs) or 'none'))
    for key, value in raw.items():
        if isinstance(value, (list, dict)):
            raise _fail(QT_TRANSLATE_NOOP("Refusal", "options"), phrase(QT_TRANSLATE_NOOP("Refusal", "option %1 is a single value, not %2"), key, _show(value)))
        try:
            specs[key].check(value)
        except BakehouseError as e:
            raise _fail(QT_TRANSLATE_NOOP("Refusal", "options"), e.words) from None
    return dict(raw)


def _read_players(raw: Any, ruleset: Ruleset) -> tuple[str, ...]:
    """The number of players first, then each name's form (names.py); clashes
    are a fault of set-up, found by :func:`start`."""
    if not isinstance(raw, list):
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "players"), QT_TRANSLATE_NOOP("Refusal", "players is a list of names"))
    lo, hi = ruleset.min_players, ruleset.max_players
    if not lo <= len(raw) <= hi:
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "players"), phrase(QT_TRANSLATE_NOOP("Refusal", "a game has %1 to %2 players, not %3"), lo, hi, len(raw)))
    return tuple(_name(p, "players") for p in raw)


def _name(raw: Any, place: str | Phrase) -> str:
    if not isinstance(raw, str):
        raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "a player's name is text, not %1"), _show(raw)))
    try:
        return clean_name(raw)
    except BakehouseError as e:
        raise _fail(place, e.words) from None


def _read_rolloff(raw: Any) -> tuple[Mapping[str, int], ...]:
    if not isinstance(raw, list):
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "rolloff"), QT_TRANSLATE_NOOP("Refusal", "the roll-off is a list of throws"))
    throws: list[dict[str, int]] = []
    for i, throw in enumerate(raw, 1):
        place = phrase(QT_TRANSLATE_NOOP("Refusal", "rolloff throw %1"), i)
        if not isinstance(throw, dict):
            raise _fail(place, QT_TRANSLATE_NOOP("Refusal", "a roll-off throw is an object mapping each player who threw to the face thrown"))
        _once(throw, place)
        faces: dict[str, int] = {}
        for raw_name, face in throw.items():
            name = _name(raw_name, place)
            if name in faces:
                raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is written twice in this throw"), quote(name)))
            if type(face) is not int or not 1 <= face <= 6:
                raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "a roll-off face is a number from 1 to 6, not %1"), _show(face)), "A2")
            faces[name] = face
        throws.append(faces)
    return tuple(throws)


def _read_turn(i: int, turn: Any, ruleset: Ruleset, allowed: frozenset[str], names: dict[str, str]) -> RecordTurn:
    place = phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event 1"), i)
    if not isinstance(turn, dict):
        raise _fail(place, QT_TRANSLATE_NOOP("Refusal", "a turn is an object with 'player' and 'events'"))
    _once(turn, place)
    for key in turn:
        if key not in ("player", "events"):
            raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "unknown key %1 in a turn"), quote(key)))
    if "player" not in turn or "events" not in turn:
        raise _fail(place, QT_TRANSLATE_NOOP("Refusal", "a turn names its 'player' and lists its 'events'"))
    raw = turn["player"]
    player = names.get(raw) if type(raw) is str else None
    if player is None:
        player = _name(raw, place)
        if len(names) < 64:
            names[raw] = player
    events = turn["events"]
    if not isinstance(events, list):
        raise _fail(place, QT_TRANSLATE_NOOP("Refusal", "a turn's events are a list"))
    if not events:
        raise _fail(place, QT_TRANSLATE_NOOP("Refusal", "a turn has at least one event (a turn not yet begun is not written)"))
    return RecordTurn(player, tuple(_read_event(i, j, e, ruleset, allowed) for j, e in enumerate(events, 1)))


_ACTION_KEYS = ("throw", "rack", "bank", "swap", "risk", "out", "visit", "keep", "stop")


#: events already read, by key (or key and 'from'), then value: records repeat the same few thousand
_KNOWN: Final[dict[Any, dict[Any, RecordEvent]]] = {}
_ABSENT: Final = object()
#: throws already read, by their text: 6^6 orders of six faces and the kinds of the special
#: die make many more than other events, so they are kept apart, up to a bound (about 10 MB)
_THROWS: Final[dict[str, RecordEvent]] = {}
_THROWS_LIMIT: Final = 1 << 16


def _known_key(name: Any, frm: Any) -> Any:
    """The key of :data:`_KNOWN` for an event's key and its 'from' (or _ABSENT)."""
    return name if frm is _ABSENT else (name, frm)


def _read_event(i: int, j: int, event: Any, ruleset: Ruleset, allowed: frozenset[str]) -> RecordEvent:  # noqa: C901
    """Keys, then the form of the values (dice cite A2), then whether the ruleset
    has the event with the record's options (``allowed``; an out without box rules cites C14): A6.

    An event read before (the same key, value and ``from``) is taken from
    :data:`_KNOWN` after the checks that depend on this record (the ruleset's
    events with its options) and its time; anything else is read in full."""
    if type(event) is dict:  # not a _Twice: no key written twice
        ev: dict[str, Any] = event
        at = None
        frm: Any = _ABSENT
        name: Any = None
        value: Any = None
        if len(ev) == 1:
            for key, item in ev.items():  # the one key (compiled: no view, no tuple)
                name, value = key, item
        else:
            at = ev.get("at")
            frm = ev.get("from", _ABSENT)
            if len(ev) - ("at" in ev) - (frm is not _ABSENT) == 1:
                for key, item in ev.items():
                    if key != "at" and key != "from":
                        name, value = key, item
        known: RecordEvent | None = None
        if (type(value) is str or value is True) and (frm is _ABSENT or type(frm) is str):
            of_name = _KNOWN.get(_known_key(name, frm))
            if of_name is not None:
                known = of_name.get(value)
        if known is None and name == "throw" and frm is _ABSENT and type(value) is str:
            # throws, remembered apart (as many as _THROWS_LIMIT): their dice are read by
            # one lookup a die; a stray, doubled or trailing space or a bad face fails the
            # lookup and is refused by the full reading below
            known = _THROWS.get(value)
            if known is None:
                try:
                    known = RecordEvent(Throw(tuple([_DIE_TOKENS[t] for t in value.split(" ")])))
                except KeyError:
                    known = None
                else:
                    if len(_THROWS) >= _THROWS_LIMIT:
                        _THROWS.clear()
                    _THROWS[value] = known
        if (
            known is not None and name in allowed
            and (type(value) is not str or not _foreign_mark(value, ruleset))
        ):
            if at is None:
                return known
            _check_at(phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event %2"), i, j), at)
            return RecordEvent(known.action, at)
    return _read_new_event(i, j, event, ruleset, allowed)


def _read_new_event(i: int, j: int, event: Any, ruleset: Ruleset, allowed: frozenset[str]) -> RecordEvent:
    place = phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event %2"), i, j)
    if not isinstance(event, dict):
        raise _fail(place, QT_TRANSLATE_NOOP("Refusal", "an event is an object such as {\"throw\": \"1 2 3 4 5 6*\"}"))
    _once(event, place)
    for key in event:
        if key not in _ACTION_KEYS and key not in ("at", "from"):
            raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "unknown key %1 in an event"), quote(key)))
    names = [k for k in event if k in _ACTION_KEYS]
    if len(names) != 1:
        raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "an event holds exactly one of %1"), ", ".join(sorted(ruleset.events))))
    name = names[0]
    if "from" in event and name != "rack":
        raise _fail(place, QT_TRANSLATE_NOOP("Refusal", "only a rack event takes 'from'"))
    action = _to_action(place, name, event[name], event.get("from"))
    _check_kinds(place, action, ruleset)
    at = event.get("at")
    if at is not None:
        _check_at(place, at)
    if name not in ruleset.events:
        raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not an event of %2 (its events: %3)"), repr(name), ruleset.id, ', '.join(sorted(ruleset.events))))
    if name not in allowed:  # an event of the game whose option this record has off (the game's refusal)
        _key, words, ruling = ruleset.option_events[name]
        raise _fail(place, words, ruling)
    value = event[name]
    frm = event.get("from", _ABSENT)
    if name != "throw" and (type(value) is str or value is True) and (frm is _ABSENT or type(frm) is str):
        of_name = _KNOWN.setdefault(_known_key(name, frm), {})
        if len(of_name) >= 8192:
            of_name.clear()
        of_name[value] = RecordEvent(action)
    return RecordEvent(action, at)


def _foreign_mark(text: str, ruleset: Ruleset) -> bool:
    """Whether dice text may hold a die marked as a kind the ruleset does not have."""
    special = ruleset.special_die
    for kind, mark in _MARKS.items():  # noqa: SIM110 (a loop, no generator: compiled, engine/native.py)
        if kind is not special and mark in text:
            return True
    return False


def _check_kinds(place: str | Phrase, action: Action, ruleset: Ruleset) -> None:
    """A5/A6: every die of the ruleset's kinds (plain, and its special die if it
    has one); any other is a malformed die, citing A2."""
    dice = getattr(action, "dice", None)
    if dice is None:
        return
    allowed = ruleset.special_die
    for d in dice:
        if d.kind is not DieKind.PLAIN and d.kind is not allowed:
            raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a die of %2: its dice are %3"), quote(str(d)), ruleset.name, _DICE_OF[allowed]), "A2")


def _check_at(place: str | Phrase, at: Any) -> None:
    """``at``: an ISO 8601 time as a string with its UTC offset."""
    if isinstance(at, str) and _AT.fullmatch(at):
        try:
            _dt.datetime.fromisoformat(at)
            return
        except ValueError:
            pass
    raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "'at' is a time written as a string with its UTC offset, such as \"2026-11-21T19:04:05+01:00\", not %1"), _show(at)))


def _to_action(place: str | Phrase, name: str, value: Any, source: Any) -> Action:
    if name in ("risk", "stop", "visit"):
        if value is not True:
            raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "'%1' is written as {\"%2\": true}, not %3"), name, name, _show(value)))
        flags: dict[str, Action] = {"risk": RISK, "stop": STOP, "visit": VISIT}
        return flags[name]
    if name == "swap":
        face = _SWAP_FACES.get(value) if isinstance(value, str) else None
        if face is None:
            raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "a swap names one face as a string such as \"5\", not %1"), _show(value)), "A2")
        return Swap(face)
    try:
        dice = parse_dice(value)
    except BakehouseError as e:  # A5: a malformed list of dice cites A2
        raise _fail(place, e.words, "A2") from None
    if name == "throw":
        return Throw(dice)
    if name == "rack":
        if source is not None and source != "bank":
            raise _fail(place, phrase(QT_TRANSLATE_NOOP("Refusal", "'from' is \"bank\" or left out, not %1"), _show(source)))
        return Rack(dice, Source.BANK if source == "bank" else Source.THROW)
    if name == "bank":
        return Bank(dice)
    return Out(dice) if name == "out" else Keep(dice)


def _read_dice(raw: Any) -> DiceInfo:
    if not isinstance(raw, dict):
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "dice"), QT_TRANSLATE_NOOP("Refusal", "dice is an object with scheme, commitment and seed"))
    _once(raw, "dice")
    for key in raw:
        if key not in DICE_KEYS:
            raise _fail(QT_TRANSLATE_NOOP("Refusal", "dice"), phrase(QT_TRANSLATE_NOOP("Refusal", "unknown key %1"), quote(key)))
    scheme = raw.get("scheme")
    if scheme != "hmac-sha256/1":
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "dice"), phrase(QT_TRANSLATE_NOOP("Refusal", "unknown dice scheme %1; known: 'hmac-sha256/1'"), _show(scheme)))
    commitment = raw.get("commitment")
    if not isinstance(commitment, str) or not _HEX64.fullmatch(commitment):
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "dice"), QT_TRANSLATE_NOOP("Refusal", "the commitment is a SHA-256 written as 64 lower-case hex digits"))
    seed = raw.get("seed")
    if "seed" in raw and (not isinstance(seed, str) or not _HEX64.fullmatch(seed)):
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "dice"), QT_TRANSLATE_NOOP("Refusal", "the seed is 32 bytes written as 64 lower-case hex digits"))
    return DiceInfo(scheme, commitment, seed)


def _read_event_info(raw: Any) -> Mapping[str, Any]:
    if not isinstance(raw, dict):
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "event"), QT_TRANSLATE_NOOP("Refusal", "event is an object with name, round, table and date"))
    _once(raw, "event")
    for key in raw:
        if key not in EVENT_INFO_KEYS:
            raise _fail(QT_TRANSLATE_NOOP("Refusal", "event"), phrase(QT_TRANSLATE_NOOP("Refusal", "unknown key %1 (event has name, round, table and date)"), quote(key)))
    names_read: dict[str, str] = {}
    for key, value in raw.items():
        if key == "name":
            if not isinstance(value, str):
                raise _fail(QT_TRANSLATE_NOOP("Refusal", "event"), phrase(QT_TRANSLATE_NOOP("Refusal", "the event's name is text, not %1"), _show(value)))
            try:  # the rules of a player's name, 1 to 100 characters ("Names"), trimmed
                names_read["name"] = clean_event_name(value)
            except BakehouseError as e:
                raise _fail(QT_TRANSLATE_NOOP("Refusal", "event"), e.words) from None
        elif key in ("round", "table"):
            if type(value) is not int or value < 1:
                raise _fail(QT_TRANSLATE_NOOP("Refusal", "event"), phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is a whole number 1 or more, not %2"), key, _show(value)))
        elif not _is_date(value):
            raise _fail(QT_TRANSLATE_NOOP("Refusal", "event"), phrase(QT_TRANSLATE_NOOP("Refusal", "date is a real calendar date written YYYY-MM-DD, not %1"), _show(value)))
    return {**raw, **names_read}


def _is_date(value: Any) -> bool:
    if not isinstance(value, str) or not _DATE.fullmatch(value):
        return False
    try:
        _dt.date.fromisoformat(value)
    except ValueError:
        return False
    return True


# -- replaying --------------------------------------------------------------------------
@dataclass
class Replay:
    """A record played through the rules: the state after its last event."""

    record: MatchRecord
    ruleset: Ruleset
    rolloff: Rolloff
    state: GameState | None  # None while the roll-off is undecided

    @property
    def names(self) -> tuple[str, ...]:
        return self.record.players


def start(record: MatchRecord) -> tuple[Ruleset, Rolloff, GameState | None]:
    """Set-up (A6 pass 2): names clashing, then the roll-off; and the game's first
    state.  The form of a record built in code is checked here too."""
    course = _course(record)
    _rolloff_entries(record, course, "", Origin.HAND)
    return course.ruleset, course.rolloff, course.state


def _course(record: MatchRecord) -> Course:
    """The set-up's checks (names, options), and the course the record is played on."""
    try:
        ruleset = get_ruleset(record.ruleset)
    except BakehouseError as e:
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "ruleset"), e.words) from None
    n = len(record.players)
    if not ruleset.min_players <= n <= ruleset.max_players:
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "players"), phrase(QT_TRANSLATE_NOOP("Refusal", "a game has %1 to %2 players, not %3"), ruleset.min_players, ruleset.max_players, n))
    try:
        check_names(record.players)
    except BakehouseError as e:
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "players"), e.words) from None
    try:
        options = ruleset.make_options(record.options, n)
    except BakehouseError as e:
        raise _fail(QT_TRANSLATE_NOOP("Refusal", "options"), e.words) from None
    # a record without a roll-off (or with "rolloff": []) lists its first player first
    return Course(ruleset, n, options, None if record.rolloff else 0)


def _rolloff_entries(record: MatchRecord, course: Course, stamp: str, origin: Origin) -> list[JournalEntry]:
    """The roll-off throws as journal entries, each played as it is made (A6 pass 2)."""
    ruling = course.ruleset.rolloff_cites()
    seat = {name: i for i, name in enumerate(record.players)}
    entries: list[JournalEntry] = []
    for i, throw in enumerate(record.rolloff or (), 1):
        for name in throw:
            if name not in seat:
                raise _fail(phrase(QT_TRANSLATE_NOOP("Refusal", "rolloff throw %1"), i), phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a player of this game"), quote(name)), ruling)
        entry = JournalEntry(len(entries), EntryKind.ROLLOFF, stamp, origin,
                             rolloff={seat[name]: face for name, face in throw.items()})
        try:
            course.step(entry)
        except BakehouseError as e:
            raise _fail(phrase(QT_TRANSLATE_NOOP("Refusal", "rolloff throw %1"), i), e.words, ruling) from None
        entries.append(entry)
    if record.rolloff and course.rolloff.winner is None and record.turns:
        tied = ", ".join(record.players[s] for s in course.rolloff.throwers())
        raise _fail(
            phrase(QT_TRANSLATE_NOOP("Refusal", "rolloff throw %1"), len(record.rolloff) + 1),
            phrase(QT_TRANSLATE_NOOP("Refusal", "the roll-off is still tied (%1): they throw again before the game starts"), tied),
            ruling,
        )
    return entries


def replay(record: MatchRecord) -> Replay:
    """Play a record through the rules (A6 pass 3: the turns in order, each refused
    at its first fault) and refuse it with a RecordError naming the turn, the
    event and the rule (A3, A5)."""
    return Replay(record, *play_through(record))


ThrowHook = Callable[[int, int, GameState, Throw], None]


class _Where:
    """Where a record's play stands (turn ``i``, event ``j``), and the words of a
    move that the one replayer finds entered for another seat or turn than the
    rules give: the refusals of A6 pass 3, in the order they are checked."""

    def __init__(self, record: MatchRecord, ruleset: Ruleset, on_throw: ThrowHook | None) -> None:
        self.record = record
        self.ruleset = ruleset
        self.on_throw = on_throw
        self.i = 0
        self.j = 0
        self.prev_len = 0

    def mismatch(self, turn_serial: int, seat: int, action: Action, state: GameState | None,
                 rolloff: Rolloff) -> BakehouseError:
        i, j = self.i, self.j
        if state is None:
            return journal_mismatch(turn_serial, seat, action, state, rolloff)
        turn = self.record.turns[i - 1]
        if j == 1:
            if state.is_terminal():
                return _fail(phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event 1"), i), QT_TRANSLATE_NOOP("Refusal", "the game is over: no turn follows its end"),
                             self.ruleset.game_end_ruling)
            if state.turn_moves:
                return _fail(phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event %2"), i - 1, self.prev_len + 1),
                             QT_TRANSLATE_NOOP("Refusal", "the turn is not over: it ends with a stop, or where the rules end it"),
                             self.ruleset.turn_end_ruling)
            expected = self.record.players[state.turn_player()]
            if turn.player != expected:
                return _fail(phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event 1"), i), phrase(QT_TRANSLATE_NOOP("Refusal", "it is %1's turn, not %2's"), expected, turn.player),
                             _order_ruling(state))
            if state.continues_ended_turn(action):
                return _fail(phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event 1"), i),
                             QT_TRANSLATE_NOOP("Refusal", "dice that left the box are written in the turn of the throw they left, straight after it"), "C14")
        elif not state.continues_ended_turn(action):
            return _fail(phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event %2"), i, j), phrase(QT_TRANSLATE_NOOP("Refusal", "the turn ended with event %1: no event may follow"), j - 1),
                         state.ending_ruling())
        return journal_mismatch(turn_serial, seat, action, state, rolloff)

    def throw(self, state: GameState, throw: Throw) -> None:
        if self.on_throw is not None:
            self.on_throw(self.i, self.j, state, throw)


def play_through(record: MatchRecord, on_throw: ThrowHook | None = None) -> tuple[Ruleset, Rolloff, GameState | None]:
    """Set-up and play of :func:`replay`; ``on_throw(turn, event, state, throw)``
    sees each throw just before it is applied (fairdice checks the dice kinds)."""
    course, _ = play_entries(record, on_throw=on_throw, entries=False)
    return course.ruleset, course.rolloff, course.state


def play_entries(record: MatchRecord, stamp: str = "", origin: Origin = Origin.HAND,
                 on_throw: ThrowHook | None = None, entries: bool = True) -> tuple[Course, list[JournalEntry]]:
    """The record as journal entries, played once by the one replayer as they are
    made (A6 passes 2 and 3): the roll-off throws, then every event as a move of
    its turn.  An event without a time is stamped ``stamp`` and marked untimed.
    ``entries`` False makes no entry for the moves (a replay that keeps no
    journal: the same checks, the same course, none of the cost)."""
    course = _course(record)
    made = _rolloff_entries(record, course, stamp, origin)
    if course.state is None:
        return course, made
    where = _Where(record, course.ruleset, on_throw)
    mismatch = where.mismatch
    hook = where.throw if on_throw is not None else None
    seat = {name: k for k, name in enumerate(record.players)}
    for i, turn in enumerate(record.turns, 1):
        where.i = i
        s = seat.get(turn.player, -1)
        for j, event in enumerate(turn.events, 1):
            where.j = j
            try:
                course.move(i - 1, s, event.action, mismatch, hook)
            except RecordError:
                raise
            except BakehouseError as e:
                raise _fail(phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event %2"), i, j), e.words, e.ruling) from None
            if entries:
                at = event.at
                made.append(JournalEntry(len(made), EntryKind.MOVE, stamp if at is None else at, origin, None, s,
                                         i - 1, event.action, timed=at is not None))
        where.prev_len = len(turn.events)
    return course, made


def _order_ruling(state: GameState) -> str:
    """A5: A1, or the ruling that decides who plays when it is not plain seat order (the game's)."""
    return state.order_ruling()


# -- writing ----------------------------------------------------------------------------
def event_json(action: Action, at: str | None = None) -> dict[str, Any] | None:
    """The record event of an action (its own :meth:`event`, with its time);
    None for a Roll (implied by the throw)."""
    out = action.event()
    if out is not None and at:
        out["at"] = at
    return out


def dumps(data: Mapping[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def write_record(
    ruleset: str,
    players: Sequence[str],
    in_force: Iterable[JournalEntry],
    *,
    options: Mapping[str, Any] | None,
    rolloff: str = "listed",
    first_seat: int | None = None,
    dice: Mapping[str, str] | None = None,
    event: Mapping[str, Any] | None = None,
    times: bool = True,
) -> dict[str, Any]:
    """The one record writer (match-record.md): a match's journal entries in
    force as a record, keys in the spec's order.  ``options`` None leaves the key
    out (a record that gave none); ``rolloff`` is ``"listed"`` (the throws in
    force), ``"empty"`` (``"rolloff": []``) or ``"none"`` (no key: the first
    player is listed first, ``first_seat`` naming who that is); ``times`` False
    leaves every event's time out; ``dice`` and ``event`` are written as given."""
    in_force = list(in_force)
    rec: dict[str, Any] = {"format": FORMAT, "ruleset": ruleset}
    if options is not None:
        rec["options"] = dict(options)
    # seat order is a circle (A1): without a roll-off the first player is
    # listed first, as a record without "rolloff" says (match-record.md)
    first = first_seat or 0
    rec["players"] = [*players[first:], *players[:first]] if rolloff == "none" and first else list(players)
    if rolloff == "listed":
        rec["rolloff"] = [
            {players[s]: throw[s] for s in sorted(throw)}
            for throw in (e.rolloff for e in in_force if e.kind is EntryKind.ROLLOFF)
            if throw is not None
        ]
    elif rolloff == "empty":
        rec["rolloff"] = []
    turns: list[dict[str, Any]] = []
    last_turn: int | None = None
    for entry in in_force:
        if entry.kind is not EntryKind.MOVE or entry.action is None or entry.seat is None:
            continue
        ev = event_json(entry.action, entry.at if entry.timed and times else None)
        if ev is None:
            continue
        if entry.turn != last_turn:
            turns.append({"player": players[entry.seat], "events": []})
            last_turn = entry.turn
        turns[-1]["events"].append(ev)
    rec["turns"] = turns
    if dice is not None:
        rec["dice"] = dict(dice)
    if event is not None:
        rec["event"] = dict(event)
    return rec


def to_record(match: Match, reveal_seed: bool | None = None, *, times: bool = True) -> dict[str, Any]:
    """The match as a record (match-record.md), written from its moves in force.

    The dice are written only when every face came from the match's provably
    fair dice; their seed only when the game is finished ("Provably fair dice":
    a game in progress carries the scheme and commitment alone).  ``reveal_seed``
    None writes the seed of a finished game, False never; True asks for it and
    is refused while the game is in progress.  ``times`` False leaves every
    event's time out (a bot game's record)."""
    if reveal_seed and not match.finished:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "the dice seed is revealed only when the game ends"))
    in_force = match.moves_in_force()
    thrown_off = any(e.kind is EntryKind.ROLLOFF for e in in_force)
    info: dict[str, str] | None = None
    dice = match.dice
    if match.dice_verifiable and isinstance(dice, HmacDice):
        info = {"scheme": HmacDice.scheme, "commitment": dice.commitment}
        if match.finished and reveal_seed is not False:
            info["seed"] = dice.seed.hex()
    return write_record(
        match.ruleset.id, match.players, in_force,
        options=match.ruleset.options_dict(match.options),
        rolloff="listed" if thrown_off else "none",
        first_seat=match.first_seat,
        dice=info,
        event=match.event or None,
        times=times,
    )


def open_match(rec: MatchRecord, dice: DiceSource | None = None, on_throw: ThrowHook | None = None) -> Match:
    """Open a record to go on playing it: played once, as journal entries, by the
    one replayer (a broken record is refused naming turn, event and ruling), its
    moves entries that can be undone.

    The dice: the record's revealed seed if it has one, else ``dice`` (such as
    the seed the app kept for this commitment).  They are verifiable only when
    every face of the record matches their stream and the record claims them
    (it carries the same commitment); otherwise ``dice`` only throws the rest.
    ``on_throw`` sees each throw as in :func:`play_through` (the app checks the
    record's dice in the same play: :class:`engine.fairdice.DiceCheck`)."""
    if rec.dice is not None and rec.dice.seed is not None:
        dice = HmacDice(bytes.fromhex(rec.dice.seed))
    claimed = rec.dice is not None and isinstance(dice, HmacDice) and dice.commitment == rec.dice.commitment
    course, entries = play_entries(rec, now(), Origin.APP if claimed else Origin.HAND, on_throw)
    return Match.from_journal(
        course.ruleset, rec.players, rec.options, entries,
        dice=dice, event=rec.event, first_seat=course.first_seat, course=course,
    )


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
