"""``bakehouse event --file``: a club night run headless; events survive a round trip
through JSON."""

import json
from pathlib import Path

import pytest

from engine.cli import main
from engine.tournament.codec import JsonFileEvents, event_from_dict, event_to_dict
from engine.tournament.event import EventConfig, EventService, InMemoryEvents
from engine.tournament.results import TableResult
from engine.tournament.seating import Constraints
from engine.tournament.tables import TableSizes


def _run(capsys: pytest.CaptureFixture[str], path: Path, *args: str) -> tuple[int, str, str]:
    code = main(["event", "--file", str(path), *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_club_night_headless(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "events.json"
    code, out, _ = _run(capsys, f, "create", "--name", "Tuesday", "--rounds", "2", "--table-size", "4", "--json")
    assert code == 0 and json.loads(out) == {"event": 1}
    for name in ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]:
        assert _run(capsys, f, "add", "--event", "1", "--name", name)[0] == 0
    assert _run(capsys, f, "constrain", "--event", "1", "--apart", "1:2")[0] == 0
    for rnd in (1, 2):
        code, out, _ = _run(capsys, f, "seat", "--event", "1", "--json")
        seating = json.loads(out)
        assert seating["round"] == rnd and not seating["published"]
        assert _run(capsys, f, "publish", "--event", "1")[0] == 0
        for t, table in enumerate(seating["tables"], 1):
            ids = [p["id"] for p in table]
            assert not {1, 2} <= set(ids)
            scores = ",".join(str(10 * i) for i in range(len(ids)))
            code, _, err = _run(
                capsys, f, "result", "--event", "1", "--round", str(rnd), "--table", str(t), "--scores", scores
            )
            assert code == 0, err
    code, out, _ = _run(capsys, f, "standings", "--event", "1", "--json")
    rows = json.loads(out)["standings"]
    assert len(rows) == 8 and all(r["games"] == 2 for r in rows)
    assert [r["place"] for r in rows] == sorted(r["place"] for r in rows)
    code, out, _ = _run(capsys, f, "standings", "--event", "1")
    assert "Ann" in out and "points" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["standings", "--event", "7"], "no event 7"),
        (["create", "--name", "x", "--table-size", "4", "--sizes", "3-13"], "A1"),
        (["create", "--name", "x", "--ruleset", "chess"], "unknown ruleset"),
        (["create", "--name", " "], "may not be empty"),
    ],
)
def test_refusals_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = _run(capsys, tmp_path / "e.json", *args)
    assert code == 2 and message in err and err.count("\n") == 1


def test_a_wrong_score_count_changes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "e.json"
    _run(capsys, f, "create", "--name", "Night", "--rounds", "1", "--sizes", "4")
    for name in "ABCDEFGH":
        _run(capsys, f, "add", "--event", "1", "--name", name)
    _run(capsys, f, "seat", "--event", "1")
    _run(capsys, f, "publish", "--event", "1")
    before = f.read_text()
    code, _, err = _run(capsys, f, "result", "--event", "1", "--round", "1", "--table", "1", "--scores", "1,2")
    assert code == 2 and "give 4 scores" in err
    assert f.read_text() == before


def test_events_round_trip_through_json(tmp_path: Path) -> None:
    svc = EventService(InMemoryEvents())
    ev = svc.create(EventConfig("Round trip", rounds=2, sizes=TableSizes.exactly(3), time_limit=0.1))
    for i in range(1, 7):
        svc.add_player(ev.id, i, f"P{i}")
    svc.set_constraints(ev.id, Constraints(fixed={1: 0}, apart=frozenset({frozenset((2, 3))})))
    rd = svc.seat_next(ev.id)
    svc.publish(ev.id)
    tab = rd.seating.tables[0]
    svc.record(ev.id, 1, 1, TableResult.from_scores(tab, [3, 2, 1]))
    svc.correct(ev.id, 1, 1, TableResult.from_scores(tab, [1, 2, 3]))
    event = svc.repo.get(ev.id)
    assert event_from_dict(json.loads(json.dumps(event_to_dict(event)))) == event
    repo = JsonFileEvents(tmp_path / "e.json")
    repo.add(event)
    assert JsonFileEvents(tmp_path / "e.json").get(ev.id) == event


def test_the_choices_offered_are_the_enums() -> None:
    from engine.commands import events_json as event_cli
    from engine.tournament.event import EventKind
    from engine.tournament.seating import Format, Seeding

    assert set(event_cli.KINDS) == {k.value for k in EventKind}
    assert set(event_cli.FORMATS) == {f.value for f in Format} - {"round-robin", "final"}
    assert set(event_cli.SEEDINGS) == {s.value for s in Seeding}


def test_a_table_result_from_its_match_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = Path(__file__).resolve().parents[1] / "data" / "spec-examples" / "six-by-6.json"
    f = tmp_path / "e.json"
    _run(
        capsys,
        f,
        "create",
        "--name",
        "Six",
        "--ruleset",
        "six-by-6",
        "--rounds",
        "1",
        "--table-size",
        "3",
        "--sizes",
        "3",
    )
    for name in ["Omar", "Pia", "Lea"]:
        _run(capsys, f, "add", "--event", "1", "--name", name)
    _run(capsys, f, "seat", "--event", "1")
    _run(capsys, f, "publish", "--event", "1")
    code, out, err = _run(
        capsys, f, "result", "--event", "1", "--round", "1", "--table", "1", "--record", str(record), "--json"
    )
    assert code == 0, err
    lines = {d["name"]: (d["place"], d["score"]) for d in json.loads(out)["result"]}
    assert lines == {"Pia": (1, 85), "Omar": (2, 78), "Lea": (3, 63)}
    # a record of another game is refused
    other = record.with_name("sb.json")
    code, _, err = _run(capsys, f, "correct", "--event", "1", "--round", "1", "--table", "1", "--record", str(other))
    assert code == 2 and "sb game" in err
