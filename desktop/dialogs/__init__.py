"""Dialogs: new game (and later: event set-up, options pages)."""
