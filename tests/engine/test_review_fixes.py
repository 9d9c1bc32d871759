"""Findings of the milestone-two review: typed throws drop the app dice, an unfinished
record with its seed does not verify, files are written only where a file belongs."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.actions import STOP, Throw
from engine.dice import HmacDice, parse_dice
from engine.errors import InvalidInputError, RecordError
from engine.fairdice import verify
from engine.files import write_atomically
from engine.match import Match
from engine.record import loads, to_record


def _finished_dire_straights() -> Match:
    m = Match("dire-straights", ["Ann", "Bob"], {"target": 5}, dice=HmacDice(bytes(range(32))))
    while m.state is None:
        m.rolloff_throw()
    while not m.finished:
        m.throw()
        if not m.finished and m.state is not None and m.state.current_player() >= 0 and STOP in m.state.legal_actions():
            m.apply(STOP)
    return m


def test_a_throw_applied_as_an_action_is_typed_in_and_drops_the_app_dice() -> None:
    m = Match("dire-straights", ["Ann", "Bob"], {"target": 1}, dice=HmacDice(bytes(range(32))))
    while m.state is None:
        m.rolloff_throw()
    m.apply(Throw(parse_dice("1 2 3 4 5 6")))
    m.apply(STOP)
    assert m.finished and not m.dice_verifiable
    assert "dice" not in to_record(m)


def test_a_finished_record_cut_short_with_its_seed_does_not_verify() -> None:
    record = to_record(_finished_dire_straights())
    assert verify(loads(json.dumps(record))).ok
    record["turns"] = record["turns"][:-1]
    with pytest.raises(RecordError, match="not finished"):  # refused: "Provably fair dice"
        verify(loads(json.dumps(record)))


def test_writing_goes_through_a_link_and_never_over_a_pipe_or_folder(tmp_path: Path) -> None:
    real = tmp_path / "real.pdf"
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    write_atomically(link, b"one")
    assert link.is_symlink() and real.read_bytes() == b"one"
    umask = os.umask(0o022)
    try:
        fresh = write_atomically(tmp_path / "new.pdf", b"x")
    finally:
        os.umask(umask)
    assert fresh.stat().st_mode & 0o777 == 0o644
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(InvalidInputError, match="not a regular file"):
        write_atomically(fifo, b"x")
    with pytest.raises(InvalidInputError, match="a folder"):
        write_atomically(tmp_path, b"x")
    with pytest.raises(InvalidInputError, match="no folder"):
        write_atomically(tmp_path / "missing" / "x.pdf", b"x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.pdf", "new.pdf", "pipe", "real.pdf"]
