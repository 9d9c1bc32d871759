"""The last edges (issue 31.2): a database file cut short, station names, in-memory URLs,
revision labels, an empty BAKEHOUSE_DB, station table lists, members import output."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from engine.errors import InvalidInputError
from engine.services.events import ResultGiven
from tests.store.test_edges import EXAMPLES, fingerprint, refused, run


@pytest.fixture
def club(tmp_path: Path, imported_club_template: Path) -> Path:
    """A club database with one stored match: a copy of the one ``db init`` and ``import`` made once."""
    path = tmp_path / "club.db"
    shutil.copyfile(imported_club_template, path)
    return path


@pytest.mark.parametrize("cut", [1, 4096])
def test_a_database_cut_short_is_refused_before_any_write(club: Path, tmp_path: Path, cut: int,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    short = tmp_path / "short.db"
    short.write_bytes(club.read_bytes()[:-cut])
    before = fingerprint(short)
    for argv in (["event", "create", "--name", "Night"], ["import", str(EXAMPLES / "classic.json")]):
        err = refused(capsys, *argv, "--db", str(short))
        assert "is damaged" in err and "cut short" in err
    assert fingerprint(short) == before
    rc, out, _ = run(capsys, "db", "check", "--db", str(short))
    assert rc != 0 and "damaged" in out


@pytest.mark.parametrize("station", ["\udcff\udcfe", "x" * 10_000, "ab\u202ec", "a\x1b[2Jb"])
def test_station_names_follow_the_station_dialogs_rules(club: Path, tmp_path: Path, station: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    before = fingerprint(club)
    err = refused(capsys, "import", "--station", station, str(EXAMPLES / "classic.json"), "--db", str(club))
    assert "a station's name" in err or "the name" in err
    assert fingerprint(club) == before
    # event result --station: the same check (engine.names.clean_station), before anything is read
    with pytest.raises(InvalidInputError):
        ResultGiven(record=str(EXAMPLES / "classic.json"), station=station)
    assert ResultGiven(station="  Table two ").station == "Table two"


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:", "sqlite:///file:x?mode=memory&uri=true"])
def test_an_in_memory_database_cannot_hold_a_club(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["db", "init"], ["event", "create", "--name", "Night"], ["event", "list"]):
        err = refused(capsys, *argv, "--db", url)
        assert "in memory" in err and "cannot hold a club" in err and "server and the network" not in err


@pytest.mark.parametrize(("label", "said"), [("zzzz", "not a revision Bakehouse writes"),
                                             ("0.9 beta", "not a revision Bakehouse writes"),
                                             ("0999", "written by a newer Bakehouse"),
                                             ("ffffffffffff", "written by a newer Bakehouse")])
def test_a_revision_label_that_is_not_one_is_not_called_newer(club: Path, label: str, said: str,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    con = sqlite3.connect(club)
    con.execute("UPDATE alembic_version SET version_num = ?", (label,))
    con.commit()
    con.close()
    before = fingerprint(club)
    err = refused(capsys, "event", "list", "--db", str(club))
    assert said in err
    assert ("newer" in err) == (said.startswith("written"))
    assert fingerprint(club) == before


@pytest.mark.parametrize("text", [" , ,", ",", ";;", " - "])
def test_a_station_table_list_of_separators_alone_is_refused(text: str) -> None:
    from engine.services.stations import parse_tables

    with pytest.raises(InvalidInputError, match="numbers and ranges"):
        parse_tables(text)
    assert parse_tables("") is None and parse_tables(" all ") is None
    assert parse_tables("1-3, 5") == frozenset({1, 2, 3, 5})


def test_members_import_prints_a_count_and_the_ids_with_json(club: Path, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    csv_file = tmp_path / "members.csv"
    csv_file.write_text("name\n" + "".join(f"Member {i}\n" for i in range(300)), encoding="utf-8")
    rc, out, err = run(capsys, "members", "import", str(csv_file), "--yes", "--db", str(club))
    assert (rc, err) == (0, "")
    assert out.splitlines()[-1] == "imported 300 new members" and "[" not in out
    more = tmp_path / "more.csv"
    more.write_text("name\nAnother\nYet another\n", encoding="utf-8")
    rc, out, err = run(capsys, "members", "import", str(more), "--yes", "--json", "--db", str(club))
    assert (rc, err) == (0, "")
    assert json.loads(out) == [301, 302]
