"""The main window and its action registry."""

from .actions import ActionId, ActionRegistry
from .window import MainWindow

__all__ = ["ActionId", "ActionRegistry", "MainWindow"]
