"""Widgets: dice, dice places, the roll-off, the table, per-game panels, the scorepad view."""
