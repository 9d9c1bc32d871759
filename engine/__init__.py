"""Bakehouse engine: the rules of the five games, matches and match records.

Pure Python; never imports Qt.  Its hot modules may run compiled by mypyc
(``engine/native.py`` says which, and when the sources are used instead).
"""

from . import native as _native

_native.choose()

__version__ = "0.1.0"
