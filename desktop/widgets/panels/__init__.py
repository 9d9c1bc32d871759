"""Per-game panels: the part of the table that differs from game to game.

A ruleset plugs into the table with one :class:`GamePanel` subclass registered
by its ruleset id; a ruleset without one plays on the generic panel (_generic.py).  The panel draws the game's dice places and buttons, writes
the status line, offers the game's keys (QActions) and a scoreboard to put
beside the table.  It never decides legality: it asks the engine state, and
asks the table to play an engine action (or to throw) through ``requested``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from engine.match import Match

#: what ``requested`` carries when the player asks to throw
THROW = "throw"


class GamePanel(QWidget):
    """Base of every game's panel."""

    ruleset_id: ClassVar[str] = ""
    #: an engine Action to play, or THROW
    requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None

    def set_match(self, match: Match) -> None:
        self.match = match
        self.refresh()

    def refresh(self) -> None:
        """Redraw from ``self.match.state``."""

    def status_text(self) -> str:
        """The one line above the table: whose turn, what is needed, what a stop scores."""
        return ""

    def key_actions(self) -> list[QAction]:
        """The game's keyboard actions (Space throws, digits rack, ...)."""
        return []

    def scoreboard(self) -> QWidget | None:
        """The widget beside the table (a scorepad), or None."""
        return None

    def round_text(self) -> str:
        """Where the game stands, for the header (round, rounds won)."""
        return ""

    def keys_hint(self) -> str:
        """One line naming the game's keys."""
        return ""


_PANELS: dict[str, Callable[[], GamePanel]] = {}


def register_panel(cls: type[GamePanel]) -> type[GamePanel]:
    _PANELS[cls.ruleset_id] = cls
    return cls


def panel_for(ruleset_id: str) -> GamePanel:
    """The ruleset's own panel, else the generic one (_generic.py: any game from the engine's
    protocol alone, so a game registered without a panel still plays at the table)."""
    factory = _PANELS.get(ruleset_id)
    if factory is not None:
        return factory()
    from ._generic import GenericPanel

    return GenericPanel()


def supported_rulesets() -> frozenset[str]:
    """The rulesets with a panel of their own (every other plays on the generic panel)."""
    return frozenset(_PANELS)


def _load_panels() -> None:
    """Import every panel module of this package: each registers itself."""
    import importlib
    import pkgutil

    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")


_load_panels()
