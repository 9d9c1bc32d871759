"""The bounds of every number Bakehouse takes from outside: the command line
(engine/argtypes.py), saved events read back (engine/tournament/codec.py) and the app.
A number beyond them is refused in one line, never stored (issue 18)."""

from __future__ import annotations

from typing import Final

#: the largest id any table holds (SQLite and PostgreSQL both keep ids below 2**63; we keep far below)
MAX_ID: Final = 2**31 - 1
#: rounds of an event
MAX_ROUNDS: Final = 1000
#: seats at a table, tables of a round, players of an event: generous for any club
MAX_COUNT: Final = 10_000
#: a placement or score typed for a table (points, turn scores)
MAX_SCORE: Final = 1_000_000
MAX_SEED: Final = 2**63 - 1
