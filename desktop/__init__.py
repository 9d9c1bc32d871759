"""The Bakehouse desktop app (PySide6): presents and commands, nothing else.

The rules live in ``engine/``; everything here asks the engine what is legal
and applies engine actions through undoable commands.
"""
