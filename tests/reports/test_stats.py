"""Statistics over match records, each figure checked against a second, plain count
over the record JSON and `bakehouse replay`'s output."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import combinations

import pytest

from desktop.launcher import register_report as register
from engine.cli import main
from engine.names import name_key
from engine.record import from_json, replay
from engine.replay import report
from reports.charts import render_stats
from reports.stats import compute, sections

from .games import bot_json
from .pdftools import text

NAMES = ["Zoë", "王小明", "محمد علي", "Bob", "Cat", "Dan"]
RULESETS = ["classic", "entrepreneurial", "six-by-6", "dire-straights", "sb"]


@pytest.fixture(scope="module")
def games() -> list[dict]:
    rng = random.Random(7)
    out = []
    for i in range(15):
        players = rng.sample(NAMES, rng.randint(2, 4))
        cut = 80 if i == 14 else None  # one game still in progress
        out.append(bot_json(RULESETS[i % 5], players, 300 + i, max_moves=cut))
    return out


def _winners(rep: dict) -> set[str]:
    w = rep["winner"]
    return set() if w is None else {w} if isinstance(w, str) else set(w)


def test_every_figure_matches_a_plain_count(games):
    st = compute(from_json(g) for g in games)
    reps = [report(replay(from_json(g))) for g in games]
    assert st.matches == len(games) and st.finished == sum(r["finished"] for r in reps) == len(games) - 1
    # turn scores: replay's finished turns
    assert st.turn_points == Counter(t["points"] for r in reps for t in r["turns"] if not t.get("in_progress"))
    for name in NAMES:
        line = st.players[name]
        assert line.games == sum(name in g["players"] for g in games)
        assert line.wins == sum(name in _winners(r) for r in reps)
        # risks and the yeast: straight from the record's events
        events = [ev for g in games for t in g["turns"] if t["player"] == name for ev in t["events"]]
        assert line.risks == sum(ev.get("risk") is True for ev in events)
        yeast = [int(d[0]) for ev in events if "throw" in ev for d in ev["throw"].split() if d.endswith("*")]
        assert (line.yeast_throws, line.yeast_faces) == (len(yeast), sum(yeast))
        # a lost biscuit is the only negative Damn Straight turn (C8)
        ds_turns = [t for g, r in zip(games, reps, strict=True) if g["ruleset"] in ("classic", "entrepreneurial")
                    for t in r["turns"] if t["player"] == name and not t.get("in_progress")]
        assert line.lost_biscuits == sum(t["points"] < 0 for t in ds_turns)
    # seat positions and turn order of the winners
    seat, order = Counter(), Counter()
    for g, r in zip(games, reps, strict=True):
        if r["finished"]:
            first = g["players"].index(r["first_player"])
            for w in _winners(r):
                s = g["players"].index(w)
                seat[s + 1] += 1
                order[(s - first) % len(g["players"]) + 1] += 1
    assert +st.seat_wins == seat and +st.order_wins == order
    # meetings: pairs of names at one table
    pairs = Counter(tuple(sorted(p, key=name_key)) for g in games for p in combinations(g["players"], 2))
    assert st.meetings == pairs


def test_dire_straights_busts_are_its_zero_turns(games):
    ds = [g for g in games if g["ruleset"] == "dire-straights"]
    st = compute(from_json(g) for g in ds)
    zero = sum(t["points"] == 0 for g in ds for t in report(replay(from_json(g)))["turns"] if not t.get("in_progress"))
    assert sum(p.busts for p in st.players.values()) == zero > 0


def test_one_players_figures(games):
    st = compute((from_json(g) for g in games), "zoë")  # names compare as the engine does
    mine = [g for g in games if "Zoë" in g["players"]]
    assert st.matches == len(mine) and set(st.players) == {"Zoë"}
    assert sum(st.seat_games.values()) == sum(1 for g in mine if report(replay(from_json(g)))["finished"])
    out = text(render_stats("Statistics: Zoë", "test", sections(st)))
    assert "Win rate by seat position" in out and "Zoë" in out


def test_report_stats_command(games, tmp_path, capsys):
    """The command's PDF and its refusal of a bad file.  The games of the rulesets whose decision
    analysis is quick (the PDF ends with their skill and luck): the Damn Straight games' exact
    tables took a minute of CPU to build here (issue 31); their figures are checked above, the
    section of record files in tests/reports/test_analysis_section.py."""
    quick = [g for g in games if g["ruleset"] in ("six-by-6", "dire-straights", "sb")]
    assert len({g["ruleset"] for g in quick}) == 3 and len({n for g in quick for n in g["players"]}) >= 3
    files = []
    for i, g in enumerate(quick):
        f = tmp_path / f"g{i}.json"
        f.write_text(json.dumps(g, ensure_ascii=False), encoding="utf-8")
        files.append(str(f))
    out = tmp_path / "stats.pdf"
    assert main(["report", "stats", *files, "-o", str(out)], extra=[register]) == 0
    pdf = text(out.read_bytes())
    assert "Club statistics" in pdf and "Biscuits risked" in pdf and "Who shared a table with whom" in pdf
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main(["report", "stats", *files, str(bad), "-o", str(tmp_path / "x.pdf")], extra=[register]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(bad) in err[0]
    assert not (tmp_path / "x.pdf").exists()


def test_the_new_figures_match_a_plain_count(games):
    """Issue 21: win rate by seat split by table size, head to head, each player's average and
    best final total, the longest match: each against a count of the replay reports."""
    st = compute(from_json(g) for g in games)
    reps = [report(replay(from_json(g))) for g in games]
    done = [r for r in reps if r["finished"]]
    size_games: Counter = Counter()
    size_wins: Counter = Counter()
    beats: Counter = Counter()
    for r in done:  # a table's score: the rounds won in the Damn Straights (C13), else the totals
        r["totals"] = r.get("rounds_won", r["totals"])
        n = len(r["players"])
        for seat, name in enumerate(r["players"], 1):
            size_games[(n, seat)] += 1
            size_wins[(n, seat)] += name in _winners(r)
        for a in r["players"]:
            for b in r["players"]:
                beats[(a, b)] += r["totals"][a] > r["totals"][b]
    assert +st.size_seat_games == +size_games and +st.size_seat_wins == +size_wins
    assert +st.beats == +beats
    for name in NAMES:
        mine = [r["totals"][name] for r in done if name in r["players"]]
        assert st.players[name].score_sum == sum(mine)
        assert st.players[name].best == (max(mine) if mine else None)
    assert st.longest == max(sum(1 for t in r["turns"] if not t.get("in_progress")) for r in reps)
    # the sections: a chart a table size with 1/n drawn and every bar's games; the table of players
    secs = {s.heading: s for s in sections(st)}
    charts = [c for c in secs["Results"].charts if c.title.startswith("Win rate by seat position at tables of")]
    assert len(charts) == len({n for n, _ in size_games})
    for c in charts:
        n = len(c.values)
        assert c.expected == round(100 / n, 1) and sum(c.games) == sum(v for (m, _), v in size_games.items() if m == n)
    table, places = secs["Players"].tables  # each player's line, then their places (issue 29)
    assert [r[0] for r in places.rows] == [r[0] for r in table.rows]
    assert {r[0] for r in table.rows} == set(st.players)
    for r in table.rows:
        line = st.players[r[0]]
        assert (int(r[1]), int(r[2])) == (line.games, line.wins)


def test_games_by_ruleset_are_named_as_the_players_know_them():
    """"Classic Damn Straight 4", not the id "classic 4" (seen in the app's statistics view)."""
    from reports.stats import Statistics, sections

    st = Statistics()
    st.matches = 5
    st.rulesets["classic"] += 4
    st.rulesets["no-such-game"] += 1
    notes = dict(sections(st)[0].notes)
    games = [v for k, v in notes.items() if k == "Games by ruleset"][0]
    assert games == "Classic Damn Straight 4, no-such-game 1"
