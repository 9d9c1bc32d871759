"""`bakehouse report scoresheets --event` and `report standings --event` on an event
kept in a temporary SQLite club database (made with `bakehouse event ...`)."""

from __future__ import annotations

import io
import json
import sqlite3
import unicodedata

import pdfplumber
from bidi import get_display

from desktop.launcher import register_report as register
from engine.cli import main

from .pdftools import pages_text

NAMES = ["Zoë", "王小明", "محمد علي", "A<b> & Co", "Bob", "Cat", "Dan", "Eve"]


def run(capsys, *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    rc = main(list(args), extra=[register])
    out, err = capsys.readouterr()
    return rc, out, err


def _event(db: str, capsys) -> tuple[int, list[list[str]], dict]:
    """An event of 8 players at tables of 4: round 1 played (places by seat), round 2 seated."""
    rc, out, err = run(capsys, "event", "create", "--name", "Winter <Open>", "--ruleset", "classic", "--rounds", "3",
                       "--table-size", "4", "--db", db)
    assert rc == 0, err
    eid = int(out.strip())
    assert run(capsys, "event", "add", str(eid), *NAMES, "--db", db)[0] == 0
    tables = []
    for r in (1, 2):
        rc, out, err = run(capsys, "event", "seat", str(eid), "--publish", "--json", "--db", db)
        assert rc == 0, err
        seated = [[p["name"] for p in t["players"]] for t in json.loads(out)["tables"]]
        tables.append(seated)
        if r == 1:
            for t, names in enumerate(seated, 1):
                places = ",".join(f"{n}={i}" for i, n in enumerate(names, 1))
                assert run(capsys, "event", "result", str(eid), "--round", "1", "--table", str(t), "--places",
                           places, "--db", db)[0] == 0
    rc, out, _ = run(capsys, "event", "standings", str(eid), "--json", "--db", db)
    return eid, tables, json.loads(out)


def test_scoresheets_and_standings_of_a_stored_event(tmp_path, capsys):
    db = str(tmp_path / "club.sqlite3")
    assert run(capsys, "db", "init", "--db", db)[0] == 0
    eid, tables, standings = _event(db, capsys)

    sheets = tmp_path / "sheets.pdf"
    rc, _, err = run(capsys, "report", "scoresheets", "--event", str(eid), "--round", "2", "--db", db,
                     "-o", str(sheets), "--paper", "letter")
    assert rc == 0, err
    pages = [p for p in pages_text(sheets.read_bytes()) if "Continuation sheet" not in p]  # issue 29
    assert len(pages) == len(tables[1]) == 2
    for t, (page, names) in enumerate(zip(pages, tables[1], strict=True), 1):
        assert "Winter <Open>" in page and "Round 2" in page and f"Table {t}" in page
        plain = unicodedata.normalize("NFKC", page)  # Arabic comes back as presentation forms
        at = [plain.index(n) for n in names]  # the players in seat order
        assert at == sorted(at), (names, page)

    out = tmp_path / "standings.pdf"
    rc, _, err = run(capsys, "report", "standings", "--event", str(eid), "--db", db, "-o", str(out))
    assert rc == 0, err
    joined = unicodedata.normalize("NFKC", pages_text(out.read_bytes())[0])
    assert "Standings after round 1" in joined and "Results of round 1" in joined
    # the places and names in the order `bakehouse event standings` gives them
    order = [s["name"] for s in standings["standings"]]
    where = [joined.index(name) for name in order]
    assert where == sorted(where), order


def test_event_reports_refuse_in_one_line_and_write_nothing(tmp_path, capsys):
    db = str(tmp_path / "club.sqlite3")
    assert run(capsys, "db", "init", "--db", db)[0] == 0
    eid, _, _ = _event(db, capsys)
    x = str(tmp_path / "x.pdf")
    bad = [
        ("report", "scoresheets", "--event", str(eid), "--round", "3", "--db", db, "-o", x),  # not seated yet
        ("report", "scoresheets", "--event", "9", "--round", "1", "--db", db, "-o", x),
        ("report", "scoresheets", "--event", str(eid), "--table", "Ann, Bob", "--db", db, "-o", x),
        ("report", "standings", "--event", "9", "--db", db, "-o", x),
        ("report", "standings", "--event", str(eid), "--after-round", "7", "--db", db, "-o", x),
        ("report", "standings", "--event", str(eid), "--db", str(tmp_path / "none.sqlite3"), "-o", x),
    ]
    errs = []
    for args in bad:
        rc, out, err = run(capsys, *args)
        assert rc == 2 and err.count("\n") == 1 and "Traceback" not in err, (args, err)
        errs.append(err)
    assert "no round 3" in errs[0] and "no event 9" in errs[1] and "one of them" in errs[2]
    assert "no event 9" in errs[3] and "no round 7" in errs[4] and "no database at" in errs[5]
    assert not (tmp_path / "x.pdf").exists() and not (tmp_path / "none.sqlite3").exists()


def test_seating_wall_lists_of_a_stored_round(tmp_path, capsys):
    """`bakehouse report seating --event ID --round N` (issue 21, section 2): the seats by table,
    then every name with its table and seat, names as typed."""
    db = str(tmp_path / "club.sqlite3")
    assert run(capsys, "db", "init", "--db", db)[0] == 0
    eid, tables, _ = _event(db, capsys)
    out = tmp_path / "seating.pdf"
    rc, stdout, err = run(capsys, "report", "seating", "--event", str(eid), "--round", "2", "--db", db, "-o", str(out))
    assert rc == 0 and "wrote" in stdout, err
    pages = pages_text(out.read_bytes())
    by_table, by_name = pages[0], "\n".join(pages[1:])
    with pdfplumber.open(io.BytesIO(out.read_bytes())) as pdf:  # a row of the by-name list is one line
        rows = [ln for page in pdf.pages[1:] for ln in (page.extract_text() or "").splitlines()]
    assert "Round 2: seats by table" in by_table and "Round 2: find your table" in by_name
    for t, names in enumerate(tables[1], 1):
        assert f"Table {t}" in by_table
        at = [by_table.index(n) for n in names]  # seat order within the table, each name as typed
        assert at == sorted(at), (names, by_table)
        for seat, n in enumerate(names, 1):
            shown = get_display(n)  # pdfplumber reads a right-to-left name in display order
            line = next(x for x in rows if shown in x)
            assert line.split(shown)[-1].split() == [str(t), str(seat)], line
    for args, says in ((("--round", "3"), "no round 3"), (("--round", "0"), "--round"),
                       (("--round", "1", "--event", "9"), "no event 9")):
        x = tmp_path / "x.pdf"
        rc, _, err = run(capsys, "report", "seating", "--event", str(eid), *args, "--db", db, "-o", str(x))
        assert rc == 2 and err.count("\n") == 1 and says in err and not x.exists(), (args, err)


def test_an_events_date_is_printed_on_its_sheets_and_standings(tmp_path, capsys):
    """`event create --date` (today by default) is printed on the scoresheets and standings (issue 21)."""
    import datetime as dt

    db = str(tmp_path / "club.sqlite3")
    assert run(capsys, "db", "init", "--db", db)[0] == 0
    rc, out, err = run(capsys, "event", "create", "--name", "Dated", "--date", "2026-12-05", "--db", db)
    assert rc == 0, err
    dated = out.strip()
    rc, out, _ = run(capsys, "event", "create", "--name", "Today", "--db", db)
    today = out.strip()
    for eid in (dated, today):
        assert run(capsys, "event", "add", eid, "Ann", "Bob", "Cat", "Dan", "--db", db)[0] == 0
        assert run(capsys, "event", "seat", eid, "--publish", "--db", db)[0] == 0
    for eid, day in ((dated, "2026-12-05"), (today, dt.date.today().isoformat())):
        sheets, table = tmp_path / f"s{eid}.pdf", tmp_path / f"t{eid}.pdf"
        assert run(capsys, "report", "scoresheets", "--event", eid, "--round", "1", "--db", db, "-o", str(sheets))[0] == 0
        assert day in pages_text(sheets.read_bytes())[0]
        assert run(capsys, "report", "standings", "--event", eid, "--db", db, "-o", str(table))[0] == 0
        assert day in pages_text(table.read_bytes())[0]
    rc, _, err = run(capsys, "event", "create", "--name", "Bad", "--date", "2026-02-30", "--db", db)
    assert rc == 2 and "--date" in err and err.count("\n") == 1


def test_an_event_with_places_entered_gets_standings_based_statistics(tmp_path, capsys):
    """Issue 21: results entered as places (no game played in the app) still give the event's
    statistics: tables, wins a player, who finished ahead of whom; the figures that need
    every throw are named, not drawn empty."""
    from engine.services.reports import scope_statistics
    from reports.club import club_statistics

    db = str(tmp_path / "club.sqlite3")
    assert run(capsys, "db", "init", "--db", db)[0] == 0
    eid, tables, _ = _event(db, capsys)
    st = club_statistics(scope_statistics(db, event=eid))
    assert st.statistics.matches == len(tables[0]) == 2 and not st.statistics.per_turn
    con = sqlite3.connect(db)
    (day,) = con.execute("SELECT date FROM events WHERE id = ?", (eid,)).fetchone()
    con.close()
    assert day
    for names in tables[0]:  # places by seat: the first seat won its table
        for seat, name in enumerate(names):
            line = st.statistics.players[name]
            assert (line.games, line.wins) == (1, int(seat == 0))
            assert line.last == day  # last played: the event's date (today by default)
            for other in names[seat + 1:]:
                assert st.statistics.beats[(name, other)] == 1 and st.statistics.beats[(other, name)] == 0
    out = tmp_path / "stats.pdf"
    rc, _, err = run(capsys, "report", "stats", "--event", str(eid), "--db", db, "-o", str(out))
    assert rc == 0, err
    pdf = "\n".join(pages_text(out.read_bytes()))
    assert "throw by throw: 0 of 2 tables" in pdf and "Needs every throw" in pdf and "Each player" in pdf  # issue 29
