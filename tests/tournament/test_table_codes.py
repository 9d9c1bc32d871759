"""Table codes (engine/tournament/codes.py, issue 33): every single mistyped character and every
swap of neighbours is caught by the check letter; a scanned live page address is read."""

from __future__ import annotations

import pytest

from engine.errors import BakehouseError
from engine.tournament.codes import TableCode, read_code, table_code


def test_a_code_names_its_table_and_reads_back() -> None:
    code = table_code(14, 2, 3)
    assert code.startswith("T14-2-3") and len(code) == 8 and code[-1].isalpha()
    assert read_code(code) == TableCode(14, 2, 3)
    assert read_code(f"  {code.lower()} \n") == TableCode(14, 2, 3)
    assert read_code(f"http://192.168.1.20:8080/abcdefABCDEF0123456789/#{code}") == TableCode(14, 2, 3)


@pytest.mark.parametrize(("event", "rnd", "table"), [(1, 1, 1), (14, 2, 3), (123, 9, 27), (99999, 12, 250)])
def test_every_single_error_and_neighbour_swap_is_refused(event: int, rnd: int, table: int) -> None:
    code = table_code(event, rnd, table)
    body, letter = code[:-1], code[-1]
    wrong = []
    for i, c in enumerate(body):
        if not c.isdigit():
            continue
        wrong += [body[:i] + d + body[i + 1:] + letter for d in "0123456789" if d != c]
    wrong += [body[:i] + body[i + 1] + body[i] + body[i + 2:] + letter for i in range(len(body) - 1)
              if body[i] != body[i + 1]]
    wrong += [body + x for x in "ABCDEFGHJKMNPQRSTUVWXYZ" if x != letter]
    assert len(wrong) > 30
    for typed in wrong:
        with pytest.raises(BakehouseError) as e:
            read_code(typed)
        assert "\n" not in str(e.value)


def test_not_a_code_is_refused_in_one_line() -> None:
    for text in ("", "hello", "T0-1-1A", "T01-1-1A", "14-2-3"):
        with pytest.raises(BakehouseError) as e:
            read_code(text)
        assert "\n" not in str(e.value)
    with pytest.raises(BakehouseError, match="check letter is wrong"):
        code = table_code(14, 2, 3)
        read_code(code[:-1] + ("A" if code[-1] != "A" else "B"))
