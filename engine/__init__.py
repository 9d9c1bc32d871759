"""Bakehouse engine: the rules of the five games, matches and match records.

Pure Python; never imports Qt.
"""

__version__ = "0.1.0"
