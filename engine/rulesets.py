"""The registry of games by ruleset id (python-chess's variants list).

Each game module registers one :class:`Ruleset`; generic tests, the record
reader, the CLI and the app find games only through here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .dice import DieKind
from .errors import InvalidInputError, phrase
from .game import GameState
from .names import quote
from .options import OptionSpec, resolve_options
from .rolloff import RolloffKind
from .values import copyable
from .words import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Ruleset:
    id: str
    name: str
    state_class: type[GameState]
    option_specs: tuple[OptionSpec, ...]
    options_factory: Callable[..., Any]
    rolloff: RolloffKind
    #: match-record events this ruleset accepts (match-record.md's table)
    events: frozenset[str]
    rules_text: str = ""
    min_players: int = 2
    max_players: int = 12
    #: the ruling that says how many players a game takes
    players_ruling: str = "A1"
    #: the rulings a record's refusals cite (A5): a fault in the roll-off (None: the
    #: roll-off kind's own), a turn after the game's end, a turn not yet over
    rolloff_ruling: str | None = None
    game_end_ruling: str | None = None
    turn_end_ruling: str | None = None
    #: the game's bot, as "module:Class" (imported when a bot is wanted: engine.bots.bot_for)
    bot: str = ""
    #: how its scorepad and its blank scoresheet are laid out (engine.scorepad.LAYOUTS):
    #: "rounds" (round scores, the Damn Straights), "sets" (a set a row), "running" (turn and total)
    layout: str = "running"
    #: the rows under the round scores, on the pad and the scoresheet ("rounds" layout)
    pad_rows: tuple[str, ...] = ()
    #: what the printed pad's legend adds for this game (after its layout's own words)
    pad_legend: str = ""
    #: the rules on paper: a few lines printed on the blank scoresheet, each citing its ruling
    reminders: tuple[str, ...] = ()
    #: the special die its throws may hold besides plain dice (the yeast, an SB key), or None (A5):
    #: a record's die of another kind is refused (A2), and a typed throw reads its mark
    special_die: DieKind | None = None
    #: a paper pad (engine/tournament/paper.py): what a turn's ``b`` mark means in this game
    #: ("bakeries (b, E4)"; "" none: a marked turn is refused), and the hint the app shows over the
    #: pad (English, translated by the app: the catalogue holds it, context "Ruleset")
    pad_mark: str = ""
    pad_hint: str = ""
    #: its help: a short name (menus, help groups), where it is listed among the games,
    #: the ruleset whose rulings it keeps where it changes nothing, a few paragraphs of
    #: rules for players ("C3" and the like become links), and its rulings (id, title,
    #: text), whose ids start with ``ruling_prefix`` (../shared/rules/RULINGS.md stays the authority)
    short_name: str = ""
    order: int = 100
    extends: str | None = None
    help: tuple[str, ...] = ()
    ruling_prefix: str = ""
    rulings: tuple[tuple[str, str, str], ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)
    #: events a record holds only with an option on, each with the option's key and the refusal of
    #: such an event without it (its words, marked QT_TRANSLATE_NOOP("Refusal", ...), and ruling):
    #: Classic's out, with box rules (C14); checked with the record's form (A6)
    option_events: Mapping[str, tuple[str, str, str]] = field(default_factory=dict)

    @property
    def running_total(self) -> bool:
        """Whether its pad keeps a running total a player (the Damn Straights' "rounds" pad starts
        every round at 0)."""
        return self.layout != "rounds"

    def record_events(self, options: Mapping[str, Any], n_players: int) -> frozenset[str]:
        """The events a record of this game may hold with ``options`` as the record writes them (an
        option left out: its default for ``n_players``): its events but those whose option is off."""
        events = set(self.events)
        for event, (key, _words, _ruling) in self.option_events.items():
            spec = next((s for s in self.option_specs if s.key == key), None)
            if spec is None or not bool(options.get(key, spec.default_for(n_players))):
                events.discard(event)
        return frozenset(events)

    def rolloff_cites(self) -> str:
        """The ruling a fault in this game's roll-off cites (A5)."""
        return self.rolloff_ruling or self.rolloff.value

    def make_options(self, given: Mapping[str, Any] | None, n_players: int) -> Any:
        return resolve_options(self.option_specs, given or {}, n_players, self.options_factory)

    def check_players(self, n_players: int) -> None:
        if not self.min_players <= n_players <= self.max_players:
            raise InvalidInputError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is played by %2 to %3 players, not %4"), self.name, self.min_players, self.max_players, n_players),
                self.players_ruling,
            )

    def new_state(self, n_players: int, options: Mapping[str, Any] | Any = None, first_seat: int = 0) -> GameState:
        """A new game; ``options`` is a mapping of given options or an options value."""
        self.check_players(n_players)
        if options is None or isinstance(options, Mapping):
            options = self.make_options(options, n_players)
        return self.state_class(n_players, options, first_seat)

    def options_dict(self, options: Any) -> dict[str, Any]:
        """The options value as record JSON (every option written out)."""
        return {s.key: getattr(options, s.key.replace("-", "_")) for s in self.option_specs}


_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def unregister(ruleset_id: str) -> None:
    """Take a game out of the registry again (a plug-in unloaded; a test's own game after the test):
    unknown from then on, as a game this program never had."""
    _REGISTRY.pop(ruleset_id, None)


def _load() -> None:
    from . import games  # noqa: F401  (registers every game)


def get_ruleset(ruleset_id: object) -> Ruleset:
    _load()
    if isinstance(ruleset_id, str) and ruleset_id in _REGISTRY:
        return _REGISTRY[ruleset_id]
    raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "unknown ruleset %1 (known: %2)"), quote(ruleset_id), ', '.join(_REGISTRY)))


def ruleset_name(ruleset_id: str) -> str:
    """The game's name as players know it ("Classic Damn Straight"); the id itself for a game
    this program does not know (a record or a station of a newer version)."""
    _load()
    found = _REGISTRY.get(ruleset_id)
    return ruleset_id if found is None else found.name


def all_rulesets() -> list[Ruleset]:
    _load()
    return list(_REGISTRY.values())


def listed_rulesets() -> list[Ruleset]:
    """Every game, in the order people see them listed (``Ruleset.order``, then id)."""
    return sorted(all_rulesets(), key=lambda r: (r.order, r.id))


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
