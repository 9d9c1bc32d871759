"""Match records (``bakehouse.match/1``, ../shared/spec/match-record.md): read,
validate, replay and write.

The format lives here, outside the games: this module uses only the public
protocol of states (python-chess keeps PGN apart from the board the same way).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import (
    RISK,
    STOP,
    VISIT,
    Action,
    Bank,
    Keep,
    Out,
    Rack,
    Roll,
    Source,
    Swap,
    Throw,
)
from .dice import DiceSource, HmacDice, parse_dice
from .errors import BakehouseError, InvalidInputError, RecordError
from .game import GameState
from .journal import EntryKind, Origin
from .match import Match
from .rolloff import Rolloff
from .rulesets import Ruleset, get_ruleset

FORMAT = "bakehouse.match/1"
TOP_KEYS = ("format", "ruleset", "options", "players", "rolloff", "turns", "dice", "event")
REQUIRED = ("format", "ruleset", "players", "turns")
EVENT_INFO_KEYS = {"name": str, "round": int, "table": int, "date": str}
DICE_KEYS = ("scheme", "commitment", "seed")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_HEX64 = re.compile(r"^[0-9a-f]{64}$")
_HEX = re.compile(r"^(?:[0-9a-f]{2})+$")
#: control characters, line and paragraph separators, lone surrogates (not text)
_BAD_NAME_CHAR = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


@dataclass(frozen=True)
class RecordEvent:
    action: Action
    at: str | None = None


@dataclass(frozen=True)
class RecordTurn:
    player: str
    events: tuple[RecordEvent, ...]


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


# -- reading ----------------------------------------------------------------------------
def _fail(place: str, message: str, ruling: str | None = None) -> RecordError:
    return RecordError(place, message, ruling)


def loads(text: str | bytes) -> MatchRecord:
    """Parse and validate the structure of a record (not yet its play)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as e:
            raise _fail("record", f"not UTF-8 text ({e.reason} at byte {e.start})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise _fail("record", f"not valid JSON: {e.msg} at line {e.lineno}, column {e.colno}") from None
    except RecursionError:
        raise _fail("record", "not valid JSON: nested too deeply") from None
    except ValueError as e:  # an integer of more digits than Python converts (4300)
        raise _fail("record", f"not valid JSON: {str(e).partition(':')[0]}") from None
    return from_json(data)


def from_json(data: Any) -> MatchRecord:
    if not isinstance(data, dict):
        raise _fail("record", "a match record is a JSON object")
    for key in data:
        if key not in TOP_KEYS:
            raise _fail("record", f"unknown key {key!r}")
    for key in REQUIRED:
        if key not in data:
            raise _fail("record", f"the key {key!r} is missing")
    if data["format"] != FORMAT:
        raise _fail("format", f"unknown format version {data['format']!r}; this program reads {FORMAT!r}")
    try:
        ruleset = get_ruleset(data["ruleset"])
    except BakehouseError as e:
        raise _fail("ruleset", e.message) from None
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _fail("players", "players is a list of names")
    if len(players) < 2:
        raise _fail("players", "a game needs two or more players", "A1")
    if any(not p.strip() for p in players):
        raise _fail("players", "a player's name may not be empty")
    if any(_BAD_NAME_CHAR.search(p) for p in players):
        raise _fail("players", "a player's name is one line of text, without control characters")
    if len(set(players)) != len(players):
        raise _fail("players", "players' names must be unique")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise _fail("options", "options is an object of option names to values")
    rolloff: tuple[Mapping[str, int], ...] | None = None
    if "rolloff" in data:
        raw = data["rolloff"]
        if not isinstance(raw, list):
            raise _fail("rolloff", "the roll-off is a list of throws")
        throws: list[dict[str, Any]] = []
        for i, throw in enumerate(raw, 1):
            if not isinstance(throw, dict) or not throw:
                raise _fail(f"rolloff throw {i}", "a roll-off throw maps each player who threw to a face")
            for name in throw:
                if name not in players:
                    raise _fail(f"rolloff throw {i}", f"{name!r} is not a player of this game")
            throws.append(dict(throw))
        rolloff = tuple(throws)
    turns_raw = data["turns"]
    if not isinstance(turns_raw, list):
        raise _fail("turns", "turns is a list")
    turns = tuple(_read_turn(i, t, ruleset, players) for i, t in enumerate(turns_raw, 1))
    dice = _read_dice(data["dice"]) if "dice" in data else None
    event = _read_event_info(data["event"]) if "event" in data else None
    return MatchRecord(ruleset.id, tuple(players), options, rolloff, turns, dice, event)


def _read_turn(i: int, turn: Any, ruleset: Ruleset, players: Sequence[str]) -> RecordTurn:
    place = f"turn {i}, event 1"
    if not isinstance(turn, dict):
        raise _fail(place, "a turn is an object with 'player' and 'events'")
    for key in turn:
        if key not in ("player", "events"):
            raise _fail(place, f"unknown key {key!r} in a turn")
    if "player" not in turn or "events" not in turn:
        raise _fail(place, "a turn names its 'player' and lists its 'events'")
    if turn["player"] not in players:
        raise _fail(place, f"{turn['player']!r} is not a player of this game", "A1")
    events = turn["events"]
    if not isinstance(events, list):
        raise _fail(place, "a turn's events are a list")
    if not events:
        raise _fail(place, "a turn has at least one event")
    return RecordTurn(turn["player"], tuple(_read_event(i, j, e, ruleset) for j, e in enumerate(events, 1)))


_ACTION_KEYS = ("throw", "rack", "bank", "swap", "risk", "out", "visit", "keep", "stop")


def _read_event(i: int, j: int, event: Any, ruleset: Ruleset) -> RecordEvent:
    place = f"turn {i}, event {j}"
    if not isinstance(event, dict):
        raise _fail(place, "an event is an object such as {\"throw\": \"1 2 3 4 5 6*\"}")
    names = [k for k in event if k in _ACTION_KEYS]
    for key in event:
        if key not in _ACTION_KEYS and key not in ("at", "from"):
            raise _fail(place, f"unknown key {key!r} in an event")
    if len(names) != 1:
        raise _fail(place, "an event holds exactly one of " + ", ".join(sorted(ruleset.events)))
    name = names[0]
    if name not in ruleset.events:
        raise _fail(place, f"{name!r} is not an event of {ruleset.id} (its events: {', '.join(sorted(ruleset.events))})")
    if "from" in event and name != "rack":
        raise _fail(place, "only a rack event takes 'from'")
    at = event.get("at")
    if at is not None and not isinstance(at, str):
        raise _fail(place, "'at' is an ISO 8601 time written as a string")
    value = event[name]
    try:
        action = _to_action(name, value, event.get("from"))
    except BakehouseError as e:
        raise _fail(place, e.message, e.ruling) from None
    return RecordEvent(action, at)


def _to_action(name: str, value: Any, source: Any) -> Action:
    if name in ("risk", "stop", "visit"):
        if value is not True:
            raise BakehouseError(f"'{name}' is written as {{\"{name}\": true}}")
        flags: dict[str, Action] = {"risk": RISK, "stop": STOP, "visit": VISIT}
        return flags[name]
    if name == "swap":
        if not isinstance(value, str) or value not in ("1", "2", "3", "4", "5", "6"):
            raise BakehouseError(f"a swap names one face as a string such as \"5\", not {value!r}")
        return Swap(int(value))
    dice = parse_dice(value)
    if name == "throw":
        return Throw(dice)
    if name == "rack":
        if source not in (None, "bank"):
            raise BakehouseError(f"'from' is \"bank\" or left out, not {source!r}")
        return Rack(dice, Source.BANK if source == "bank" else Source.THROW)
    if name == "bank":
        return Bank(dice)
    return Out(dice) if name == "out" else Keep(dice)


def _read_dice(raw: Any) -> DiceInfo:
    if not isinstance(raw, dict):
        raise _fail("dice", "dice is an object with scheme, commitment and seed")
    for key in raw:
        if key not in DICE_KEYS:
            raise _fail("dice", f"unknown key {key!r}")
    if raw.get("scheme") != "hmac-sha256/1":
        raise _fail("dice", f"unknown dice scheme {raw.get('scheme')!r}; known: 'hmac-sha256/1'")
    commitment = raw.get("commitment")
    if not isinstance(commitment, str) or not _HEX64.match(commitment):
        raise _fail("dice", "the commitment is a SHA-256 in lower-case hex (64 characters)")
    seed = raw.get("seed")
    if seed is not None and (not isinstance(seed, str) or not _HEX.match(seed)):
        raise _fail("dice", "the seed is written in lower-case hex")
    return DiceInfo(raw["scheme"], commitment, seed)


def _read_event_info(raw: Any) -> Mapping[str, Any]:
    if not isinstance(raw, dict):
        raise _fail("event", "event is an object with name, round, table and date")
    for key, value in raw.items():
        kind = EVENT_INFO_KEYS.get(key)
        if kind is None:
            raise _fail("event", f"unknown key {key!r}")
        if not isinstance(value, kind) or isinstance(value, bool):
            raise _fail("event", f"{key} must be {'text' if kind is str else 'a whole number'}")
    if "date" in raw and not _DATE.match(raw["date"]):
        raise _fail("event", "date is written YYYY-MM-DD")
    return dict(raw)


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
    """Options and roll-off of a record, and the game's first state."""
    ruleset = get_ruleset(record.ruleset)
    n = len(record.players)
    try:
        ruleset.check_players(n)
        options = ruleset.make_options(record.options, n)
    except BakehouseError as e:
        raise _fail("options" if "option" in e.message else "players", e.message, e.ruling) from None
    rolloff = Rolloff(n, ruleset.rolloff)
    seat = {name: i for i, name in enumerate(record.players)}
    for i, throw in enumerate(record.rolloff or (), 1):
        try:
            rolloff.add({seat[name]: face for name, face in throw.items()})
        except BakehouseError as e:
            raise _fail(f"rolloff throw {i}", e.message, e.ruling) from None
    if record.rolloff and rolloff.winner is None:
        if record.turns:
            tied = ", ".join(record.players[s] for s in rolloff.throwers())
            raise _fail(
                f"rolloff throw {len(record.rolloff) + 1}",
                f"the roll-off is still tied ({tied}): they throw again before the game starts",
                rolloff.ruling,
            )
        return ruleset, rolloff, None
    first = rolloff.winner if rolloff.winner is not None else 0
    return ruleset, rolloff, ruleset.new_state(n, options, first)


def replay(record: MatchRecord) -> Replay:
    """Play a record through the rules; refuse it with a RecordError naming the
    turn, the event and the rule (A3)."""
    ruleset, rolloff, state = start(record)
    if state is None:
        return Replay(record, ruleset, rolloff, None)
    names = record.players
    prev_len = 0
    for i, turn in enumerate(record.turns, 1):
        if state.is_terminal():
            raise _fail(f"turn {i}, event 1", "the game is over: no turn follows its end", "A3")
        if state.turn_moves:
            raise _fail(
                f"turn {i - 1}, event {prev_len + 1}",
                "the turn is not over: it ends with a stop, or where the rules end it",
                _turn_end_ruling(ruleset.id),
            )
        expected = names[state.turn_player()]
        if turn.player != expected:
            raise _fail(f"turn {i}, event 1", f"it is {expected}'s turn, not {turn.player}'s", "A1")
        serial = state.turn_serial
        for j, event in enumerate(turn.events, 1):
            if state.turn_serial != serial or state.is_terminal():
                raise _fail(
                    f"turn {i}, event {j}",
                    f"the turn ended with event {j - 1}: no event may follow",
                    state.ending_ruling(),
                )
            try:
                state.apply(event.action)
            except BakehouseError as e:
                raise _fail(f"turn {i}, event {j}", e.message, e.ruling) from None
        prev_len = len(turn.events)
    return Replay(record, ruleset, rolloff, state)


def _turn_end_ruling(ruleset_id: str) -> str:
    return {"classic": "C9", "entrepreneurial": "C9", "six-by-6": "S3", "dire-straights": "D4", "sb": "K4"}.get(
        ruleset_id, "A3"
    )


# -- writing ----------------------------------------------------------------------------
def event_json(action: Action, at: str | None = None) -> dict[str, Any] | None:
    """The record event of an action; None for a Roll (implied by the throw)."""
    from .dice import format_dice

    out: dict[str, Any]
    if isinstance(action, Roll):
        return None
    if isinstance(action, Throw):
        out = {"throw": format_dice(action.dice)}
    elif isinstance(action, Rack):
        out = {"rack": format_dice(action.dice)}
        if action.source is Source.BANK:
            out["from"] = "bank"
    elif isinstance(action, Bank):
        out = {"bank": format_dice(action.dice)}
    elif isinstance(action, Out):
        out = {"out": format_dice(action.dice)}
    elif isinstance(action, Keep):
        out = {"keep": format_dice(action.dice)}
    elif isinstance(action, Swap):
        out = {"swap": str(action.face)}
    else:
        out = {type(action).__name__.lower(): True}
    if at:
        out["at"] = at
    return out


def dumps(data: Mapping[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def to_record(match: Match, reveal_seed: bool | None = None) -> dict[str, Any]:
    """The match as a record (match-record.md), written from its moves in force.

    The dice are written only when every face came from the match's provably
    fair dice; their seed only when the game is finished ("Provably fair dice":
    a game in progress carries the scheme and commitment alone).  ``reveal_seed``
    None writes the seed of a finished game, False never; True asks for it and
    is refused while the game is in progress."""
    if reveal_seed and not match.finished:
        raise InvalidInputError("the dice seed is revealed only when the game ends")
    names = match.players
    first = match.first_seat
    rec: dict[str, Any] = {
        "format": FORMAT,
        "ruleset": match.ruleset.id,
        "options": match.ruleset.options_dict(match.options),
        # seat order is a circle (A1): without a roll-off the first player is
        # listed first, as a record without "rolloff" says (match-record.md)
        "players": list(names) if first is None else [*names[first:], *names[:first]],
    }
    in_force = match.moves_in_force()
    rolloff = [e.rolloff for e in in_force if e.kind is EntryKind.ROLLOFF and e.rolloff is not None]
    if rolloff:
        rec["rolloff"] = [{names[s]: throw[s] for s in sorted(throw)} for throw in rolloff]
    turns: list[dict[str, Any]] = []
    last_turn: int | None = None
    for entry in in_force:
        if entry.kind is not EntryKind.MOVE or entry.action is None or entry.seat is None:
            continue
        ev = event_json(entry.action, entry.at if entry.timed else None)
        if ev is None:
            continue
        if entry.turn != last_turn:
            turns.append({"player": names[entry.seat], "events": []})
            last_turn = entry.turn
        turns[-1]["events"].append(ev)
    rec["turns"] = turns
    dice = match.dice
    if match.dice_verifiable and isinstance(dice, HmacDice):
        info = {"scheme": HmacDice.scheme, "commitment": dice.commitment}
        if match.finished and reveal_seed is not False:
            info["seed"] = dice.seed.hex()
        rec["dice"] = info
    if match.event:
        rec["event"] = dict(match.event)
    return rec


def open_match(rec: MatchRecord, dice: DiceSource | None = None) -> Match:
    """Open a record to go on playing it (checked by replaying it first); its
    moves become journal entries that can be undone.

    The dice: the record's revealed seed if it has one, else ``dice`` (such as
    the seed the app kept for this commitment).  They are verifiable only when
    every face of the record matches their stream and the record claims them
    (it carries the same commitment); otherwise ``dice`` only throws the rest."""
    replay(rec)  # refuses a broken record, naming turn, event and ruling
    if rec.dice is not None and rec.dice.seed is not None:
        dice = HmacDice(bytes.fromhex(rec.dice.seed))
    claimed = rec.dice is not None and isinstance(dice, HmacDice) and dice.commitment == rec.dice.commitment
    origin = Origin.APP if claimed else Origin.HAND
    first_seat = None if rec.rolloff else 0
    scratch = Match(rec.ruleset, rec.players, rec.options, None, rec.event, first_seat=first_seat)
    seat = {name: i for i, name in enumerate(rec.players)}
    for throw in rec.rolloff or ():
        scratch.rolloff_throw({seat[name]: face for name, face in throw.items()}, origin=origin)
    for turn in rec.turns:
        for event in turn.events:
            scratch.apply(event.action, origin=origin, at=event.at, timed=event.at is not None)
    return Match.from_journal(
        scratch.ruleset, scratch.players, rec.options, scratch.journal.entries,
        dice=dice, event=rec.event, first_seat=first_seat,
    )
