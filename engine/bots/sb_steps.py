"""SB's bot's table of whole steps (engine/bots/sb.py ``SBBot.play_step``), built and checked.

The table holds, for every position at a step's start (:attr:`engine.games.sb.SBState.step_index`:
the keys and base dice aside, the throw's keys and the base dice of it a step can keep), the step
:meth:`SBBot.choose` makes from there one die at a time, as two bytes
(:func:`engine.games.sb.step_code`).  Outside the end phase (K6) the bot's moves depend on the
position alone, so the table is the same for every game; it is built once from the bot itself
(:meth:`SBBot.step` on a state at each position: its moves played one by one on a copy, each checked
by the rules) and shipped in engine/bots/sb_steps_data.py, zlib-compressed.

Run ``python tools/sb_steps.py`` after a change of the bot's choices to write the table
again, ``--check`` to compare the shipped table with the bot without
writing (tests/engine/test_sb_steps.py compares a sample of it).
"""

from __future__ import annotations

import argparse
import base64
import sys
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path

from ..dice import Die, DieKind, die
from ..games.sb import BASE_DICE, FACE_SHIFT, SBState, step_starts
from .sb import SBBot, steps_table

DATA = Path(__file__).resolve().with_name("sb_steps_data.py")
_FACES = (1, 2, 3, 4, 5, 6)


def position(keys: tuple[int, ...], base: int, thrown_keys: tuple[int, ...], left: int) -> SBState | None:
    """A state at this step's start (:func:`engine.games.sb.step_starts`' terms), its throw's
    base dice ``left`` and as many single dice of other faces as the throw has base dice besides
    (the lowest faces: a face thrown once is never kept, K2, so which does not matter); None where
    no step starts (more dice than are thrown, a throw with nothing to set aside, K3)."""
    n_aside = sum((base >> FACE_SHIFT[f]) & 15 for f in _FACES)
    counts = [(left >> FACE_SHIFT[f]) & 15 for f in _FACES]
    singles = BASE_DICE - n_aside - sum(counts)
    free = [f for f, c in zip(_FACES, counts, strict=True) if not c]
    if singles < 0 or singles > len(free) or (not left and not thrown_keys):
        return None
    faces = sorted([f for f, c in zip(_FACES, counts, strict=True) for _ in range(c)] + free[:singles])
    throw: tuple[Die, ...] = tuple(die(f) for f in faces) + tuple(die(k, DieKind.KEY) for k in thrown_keys)
    state = SBState.at_step_start(keys, base, throw)
    return state if state.current_player() >= 0 and state.step_index >= 0 else None


def build(indices: Iterable[int] | None = None) -> Iterator[tuple[int, int]]:
    """(index, step code) of every step's start, or of ``indices`` (0 where no step starts)."""
    wanted = None if indices is None else set(indices)
    bot = SBBot()
    for index, keys, base, thrown_keys, left in step_starts():
        if wanted is not None and index not in wanted:
            continue
        state = position(keys, base, thrown_keys, left)
        if state is None:
            yield index, 0
            continue
        if state.step_index != index:
            raise AssertionError(f"position {index} is indexed {state.step_index}")
        yield index, bot.step(state)


def encode(table: bytes) -> str:
    """The text of engine/bots/sb_steps_data.py for this table."""
    packed = base64.b85encode(zlib.compress(table, 9)).decode("ascii")
    lines = "\n".join(f'    "{packed[i:i + 96]}"' for i in range(0, len(packed), 96))
    return (
        '"""SB\'s bot\'s table of whole steps, written by ``python tools/sb_steps.py`` (engine/bots/sb_steps.py):\n'
        "do not edit.  Two bytes a step's start (engine.games.sb.SBState.step_index), the lower first,\n"
        "zlib-compressed, base85.\"\"\"\n\n"
        f"STEPS = (\n{lines}\n)\n"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare the shipped table with the bot, write nothing")
    args = ap.parse_args(argv)
    codes = dict(build())
    table = b"".join(codes[i].to_bytes(2, "little") for i in range(len(codes)))
    steps = sum(1 for c in codes.values() if c)
    if args.check:
        shipped = steps_table()
        wrong = [i for i in range(len(codes)) if table[2 * i:2 * i + 2] != shipped[2 * i:2 * i + 2]]
        print(f"{len(codes):,} positions, {steps:,} steps; {len(wrong):,} differ from the shipped table"
              + (f" (first: {wrong[:5]})" if wrong else ""))
        return 1 if wrong else 0
    DATA.write_text(encode(table), encoding="utf-8")
    print(f"{len(codes):,} positions, {steps:,} steps: {DATA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
