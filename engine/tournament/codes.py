"""The short code of a table of a round, printed on its scoresheet and in its QR code (issue 33):
``T14-2-3K`` is event 14, round 2, table 3 and a check letter.

The check letter is the weighted sum of the code's characters (each digit its value, "-" 10,
"T" 11; the n-th character weighs n) modulo 23, as one of 23 letters (no I, L, O: never read as
1 or 0).  23 is prime and larger than every difference of two values, and the codes are shorter
than 23 characters: every mistyped character and every swap of two neighbours changes the
letter.  A code is read in any case, with spaces around it, and found inside a scanned live page
address (``http://.../TOKEN/#T14-2-3K``); a wrong check letter is refused in one line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import InvalidInputError

CHECK_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ"
_VALUES = {**{str(d): d for d in range(10)}, "-": 10, "T": 11}
_CODE = re.compile(r"T(\d{1,9})-(\d{1,4})-(\d{1,4})([A-Z])", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class TableCode:
    event: int
    round: int
    table: int

    def __str__(self) -> str:
        body = f"T{self.event}-{self.round}-{self.table}"
        return body + check_letter(body)


def check_letter(body: str) -> str:
    return CHECK_LETTERS[sum(i * _VALUES[c] for i, c in enumerate(body.upper(), 1)) % len(CHECK_LETTERS)]


def table_code(event: int, rnd: int, table: int) -> str:
    """``T14-2-3K``."""
    if min(event, rnd, table) < 1:
        raise InvalidInputError("an event, a round and a table are numbered 1 or more")
    return str(TableCode(event, rnd, table))


def read_code(text: str) -> TableCode:
    """The table a typed or scanned code names; refused in one line when there is none or its
    check letter is wrong (nothing is guessed)."""
    found = _CODE.search(text.strip()[:2000])
    shown = text.strip()[:40]
    if found is None:
        raise InvalidInputError(f"{shown!r} is not a table's code (a code reads like T14-2-3K: event, round, table "
                                "and a check letter)")
    event, rnd, table = (int(found.group(i)) for i in (1, 2, 3))
    body = f"T{event}-{rnd}-{table}"
    if found.group(0)[:-1].upper() != body or min(event, rnd, table) < 1:
        raise InvalidInputError(f"{found.group(0).upper()} is not a table's code (numbers start at 1, "
                                "without leading zeros)")
    want = check_letter(body)
    if found.group(4).upper() != want:
        raise InvalidInputError(f"{found.group(0).upper()}: the check letter is wrong, the code was mistyped "
                                "or misread: type it again")
    return TableCode(event, rnd, table)
