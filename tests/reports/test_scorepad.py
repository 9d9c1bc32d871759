"""Scorepads read back: the entries of `bakehouse replay`, in order, with circles and strikes where they are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.record import loads, replay
from engine.replay import report
from reports.scorepad import render, render_record, scorepad_of

from .games import bot_record
from .pdftools import lines, pad_entries, text

ROOT = Path(__file__).resolve().parents[2]
DS_CASES = [
    ("classic", ("Zoë Ångström", "王小明"), 11),
    ("classic", ("Ann", "Bob", "Cat"), 12),
    ("entrepreneurial", ("Ann", "محمد علي"), 13),
    ("entrepreneurial", ("Ann", "Bob", "Cat", "Dan"), 14),
]


def from_record(rec):
    return scorepad_of(rec)[0]


def _turns(pad):
    return sorted((e for s in range(len(pad.columns)) for e in pad.entries(s)), key=lambda e: e.turn)


def _expected(rec) -> dict[str, list[str]]:
    out = report(replay(rec))
    seq: dict[str, list[str]] = {n: [] for n in out["players"]}
    for r in out["rounds"]:
        for n, entries in r["entries"].items():
            seq[n] += entries
    return seq


@pytest.mark.parametrize(("ruleset", "players", "seed"), DS_CASES)
def test_damn_straight_pad_reads_back_as_replay_entries(ruleset, players, seed):
    rec = bot_record(ruleset, players, seed)
    pdf = render_record(rec)
    seats, _, _ = pad_entries(pdf, len(players))
    expected = _expected(rec)
    for seat, name in enumerate(players):
        assert [w.text for w in seats[seat]] == expected[name], name
    assert sum(map(len, expected.values())) > 10  # a real game, not an empty pad


def _centre(c):
    return (c["x0"] + c["x1"]) / 2, (c["top"] + c["bottom"]) / 2


@pytest.mark.parametrize(("ruleset", "players", "seed"), DS_CASES)
def test_circles_and_strike_lines_are_drawn_on_their_entries(ruleset, players, seed):
    rec = bot_record(ruleset, players, seed)
    pad = from_record(rec)
    pdf = render(pad)
    seats, curves, lines = pad_entries(pdf, len(players))
    marks = [c for c in curves if c["x1"] - c["x0"] < 6]  # E4/E6 marks: small houses and chevrons
    curves = [c for c in curves if c["x1"] - c["x0"] >= 6]
    words = [w for ws in seats for w in ws]
    circled = [w for w in words if "(" in w.text]
    struck = [w for w in words if w.text.startswith("~")]
    assert circled and struck  # these games have both
    # one circle (a closed curve) a circled entry, centred on it
    assert len(curves) == len(circled)
    for w in circled:
        near = [c for c in curves if c["page"] == w.page and abs(_centre(c)[0] - w.cx) < 3
                and c["top"] <= w.cy <= c["bottom"]]
        assert len(near) == 1, w
    # a strike line through each struck entry, and no strike elsewhere
    strikes = [ln for ln in lines if ln["x1"] - ln["x0"] < 40 and 1 < ln["bottom"] - ln["top"] < 5]
    for w in struck:
        hits = [ln for ln in strikes if ln["page"] == w.page and ln["x0"] < w.cx < ln["x1"]
                and w.top < (ln["top"] + ln["bottom"]) / 2 < w.bottom]
        assert len(hits) == 1, w
    assert len(strikes) == len(struck)
    flagged = [m for r in pad.rounds for es in r.entries for m in es if m.bakery or m.visit]
    assert len(marks) == len(flagged)


def test_two_players_get_barbs_three_a_boxed_count():
    rec = bot_record("classic", ("Ann", "Bob"), 11)
    pad = from_record(rec)
    _, _, lines = pad_entries(render(pad), 2)
    barbs = [ln for ln in lines if 6 < ln["bottom"] - ln["top"] < 8 and ln["x1"] - ln["x0"] < 6]
    assert len(barbs) == sum(r.rounds_won[r.winner] for r in pad.rounds if r.winner is not None)
    rec3 = bot_record("classic", ("Ann", "Bob", "Cat"), 12)
    pad3 = from_record(rec3)
    boxes, _, _ = pad_entries(render(pad3), 3, bold=True)
    finished = [r for r in pad3.rounds if r.winner is not None]
    assert finished and pad3.finished
    # each finished round: the winner's column shows the rounds won so far in a box (C15)
    for seat in range(3):
        assert [w.text for w in boxes[seat]] == [str(r.rounds_won[seat]) for r in finished if r.winner == seat]
    assert tuple(c.rounds_won for c in pad3.columns) == tuple(report(replay(rec3))["rounds_won"].values())


def test_spec_examples_and_bakery_visits(tmp_path):
    spec = ROOT / "tests/data/spec-examples"
    rec = loads((spec / "classic.json").read_bytes())
    want = json.loads((spec / "classic.replay.json").read_text())
    seats, _, _ = pad_entries(render_record(rec), 2)
    for seat, name in enumerate(want["players"]):
        assert [w.text for w in seats[seat]] == [e for r in want["rounds"] for e in r["entries"][name]]
    for name in ("sb", "six-by-6"):
        pad = from_record(loads((spec / f"{name}.json").read_bytes()))
        want = json.loads((spec / f"{name}.replay.json").read_text())
        got = [e.points for e in _turns(pad)]
        assert got == [t["points"] for t in want["turns"] if not t.get("in_progress")]
    rec = loads((ROOT / "tests/records/entrepreneurial/long-round-visits.json").read_bytes())
    pad = from_record(rec)
    assert any(m.visit for r in pad.rounds for es in r.entries for m in es)
    assert any(m.bakery for r in pad.rounds for es in r.entries for m in es)
    assert "bakery" in text(render(pad))


@pytest.mark.parametrize("ruleset", ["dire-straights", "sb"])
def test_running_total_pads_show_each_turn_and_the_target_line(ruleset):
    players = ("A<b>", "Bo & Co", "שלום")
    rec = bot_record(ruleset, players, 21)
    pad = from_record(rec)
    rep = report(replay(rec))
    turns = _turns(pad)
    assert [t.points for t in turns] == [t["points"] for t in rep["turns"]]
    assert [players[t.seat] for t in turns] == [t["player"] for t in rep["turns"]]
    reached = [t for t in turns if t.reaches_target]
    assert reached and len({t.seat for t in reached}) == len(reached)
    totals = {players[t.seat]: t.total for t in turns}
    assert totals == rep["totals"]
    data = render(pad)
    out = text(data)
    assert "A<b>" in out and "Bo & Co" in out and f"Target {pad.target}" in out
    # each player's column: the turn texts and running totals, in order
    table = [ln.split() for ln in lines(data)]
    for t in turns:
        assert any(t.text in row and str(t.total) in row for row in table)
    if ruleset == "sb":
        finals = [t for t in turns if t.final]
        assert len(finals) >= len(players) - 1


def test_six_by_6_sets_show_post_carry_leave():
    players = ("Lea", "Omar", "Pia")
    rec = bot_record("six-by-6", players, 5, {"sets": 2})
    pad = from_record(rec)
    rep = report(replay(rec))
    turns = _turns(pad)
    assert [s.points for s in turns] == [t["points"] for t in rep["turns"]]
    for s in turns:
        assert s.points == (36 + s.carry if s.rack else 6 * s.post + s.leave)
    rows = [ln.split() for ln in lines(render(pad)) if ln.split()[:1] in (["1"], ["2"])]
    # Set, Player, Post, Carry (racks only), Leave (carry spent only), Score, Total
    want = [[str(i // 3 + 1), players[s.seat], str(s.post), *([str(s.carry)] if s.rack else []),
             *([] if s.rack else [str(s.leave)]), str(s.points), str(s.total)] for i, s in enumerate(turns)]
    assert rows == want


def test_club_header_prints_event_dice_commitment_and_seed():
    rec = bot_record("sb", ("Ines", "Raj"), 3)
    out = text(render_record(rec))
    assert rec.dice is not None and rec.dice.seed is not None
    for piece in ("Thursday <Club> & Night", "round 2, table 5, 2026-11-19", "hmac-sha256/1", rec.dice.commitment,
                  rec.dice.seed, "bakehouse verify"):
        assert piece in out
    hand = loads((ROOT / "tests/data/spec-examples/sb.json").read_bytes())
    assert "thrown by hand" in text(render_record(hand))


def test_game_in_progress_prints_what_is_scored():
    rec = bot_record("classic", ("Ann", "Bob"), 11, max_moves=60)
    pad = from_record(rec)
    assert not pad.finished
    seats, _, _ = pad_entries(render(pad), 2)
    exp = _expected(rec)
    assert [w.text for w in seats[0]] == exp["Ann"]
    assert "in progress" in text(render(pad))


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["classic", "entrepreneurial"]), st.integers(2, 5), st.integers(0, 10_000),
       st.one_of(st.none(), st.integers(20, 400)))
def test_any_bot_game_reads_back(ruleset, n, seed, cut):
    players = tuple(f"P{i} {'王' if i % 2 else 'Zoë'}" for i in range(n))
    rec = bot_record(ruleset, players, seed, max_moves=cut)
    seats, _, _ = pad_entries(render_record(rec), n)
    expected = _expected(rec)
    for seat, name in enumerate(players):
        assert [w.text for w in seats[seat]] == expected[name]
