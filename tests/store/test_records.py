"""Match records through the database: import, export, refusals, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from engine.cli import main
from engine.errors import BakehouseError
from engine.record import dumps, loads, replay
from engine.store import Database, UnitOfWork
from engine.store.botplay import bot_match
from engine.store.records import to_record
from engine.store.service import export_event, export_record, import_record

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT.parent.parent / "shared" / "spec" / "examples"
RECORDS = sorted(
    p for p in [*(ROOT / "tests" / "data" / "spec-examples").glob("*.json"), *(ROOT / "tests" / "records").rglob("*.json")]
    if not p.name.endswith(".replay.json")
)
ACCEPTED = []
for _p in RECORDS:
    try:
        replay(loads(_p.read_bytes()))
        ACCEPTED.append(_p)
    except BakehouseError:
        pass
REFUSED = [p for p in RECORDS if p not in ACCEPTED]


def _refusals() -> list[dict[str, Any]]:
    path = ROOT / "tests" / "data" / "spec-examples" / "refusals.json"
    if not path.exists():
        path = SPEC / "refusals.json"
    return list(json.loads(path.read_text())["examples"]) if path.exists() else []


def _counts(db: Database) -> tuple[int, int, int]:
    with db.engine.connect() as conn:
        return tuple(int(conn.execute(text(f"SELECT count(*) FROM {t}")).scalar_one())  # type: ignore[return-value]
                     for t in ("matches", "seats", "roll_log"))


@pytest.mark.parametrize("path", ACCEPTED, ids=lambda p: p.name)
def test_an_imported_record_exports_as_the_same_record(db: Database, path: Path) -> None:
    original = path.read_bytes()
    match_id = import_record(db, original)
    exported = export_record(db, match_id)
    assert json.loads(exported) == json.loads(original)  # the same record, key order aside
    again = export_record(db, import_record(db, exported))
    assert again == exported  # byte for byte once in Bakehouse's layout


@pytest.mark.parametrize("seed", range(6))
def test_a_record_in_bakehouse_layout_comes_back_byte_for_byte(sdb: Database, seed: int) -> None:
    ruleset = ("six-by-6", "dire-straights", "sb")[seed % 3]
    setup, entries, dice = bot_match(ruleset, ("Zoë", "李", "O'Brien <3"), seed, at="2026-11-21T19:04:05+01:00")
    record = to_record(setup, entries)
    record["dice"]["seed"] = dice.seed.hex()
    record["event"] = {"name": "Thursday", "round": 2, "table": 5, "date": "2026-11-19"}
    original = dumps(record).encode()
    assert export_record(sdb, import_record(sdb, original)).encode() == original


def test_what_a_record_leaves_out_stays_out(sdb: Database) -> None:
    bare = {"format": "bakehouse.match/1", "ruleset": "sb", "players": ["A", "B"], "turns": []}
    for extra in ({}, {"rolloff": []}, {"options": {}}, {"options": {"target": 80}}):
        record = {**bare, **extra}
        assert json.loads(export_record(sdb, import_record(sdb, json.dumps(record)))) == record


@pytest.mark.parametrize("path", REFUSED, ids=lambda p: p.name)
def test_a_refused_record_stores_nothing_and_says_the_records_own_line(db: Database, path: Path) -> None:
    data = path.read_bytes()
    with pytest.raises(BakehouseError) as own:
        replay(loads(data))
    before = _counts(db)
    with pytest.raises(BakehouseError) as refused:
        import_record(db, data)
    assert str(refused.value) == str(own.value)
    assert _counts(db) == before


@pytest.mark.parametrize("case", _refusals(), ids=lambda c: c["point"][:40])
def test_the_spec_refusal_examples(sdb: Database, case: dict[str, Any]) -> None:
    data = case["record_text"] if "record_text" in case else json.dumps(case["record"], ensure_ascii=False)
    if "refused_at" not in case:
        try:
            replay(loads(data))
        except BakehouseError as e:
            pytest.skip(f"the record reader does not accept this yet ({e})")
        match_id = import_record(sdb, data)
        assert json.loads(export_record(sdb, match_id))["players"] == [p.strip() for p in case["record"]["players"]]
        return
    own: str | None = None
    try:  # the engine's own line (engine/record.py keeps it to the spec)
        replay(loads(data))
    except BakehouseError as e:
        own = str(e)
    if own is None and case["refused_at"] != "players":
        pytest.skip("the record reader does not refuse this yet")
    with pytest.raises(BakehouseError) as refused:
        import_record(sdb, data)
    if own is not None:
        assert str(refused.value) == own
    else:  # the store checks names with engine/names.py even where the record reader does not yet
        assert str(refused.value).startswith(case["refused_at"] + ": ")
    assert _counts(sdb) == (0, 0, 0)


def test_cli_import_prints_the_new_ids_and_names_each_refused_file(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    good = [str(p) for p in ACCEPTED[:2]]
    bad = str(REFUSED[0])
    # the import as a user runs it, in a process of its own: its exit code, standard output and error
    out = subprocess.run([sys.executable, "-m", "engine", "import", good[0], bad, good[1], "--db", url], cwd=ROOT,
                         capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert out.returncode == 2
    assert json.loads(out.stdout) == [1, 2]

    def bakehouse(*args: str) -> tuple[int, str]:  # the others in this process (engine.cli.main): a second less each
        capsys.readouterr()
        code = main(list(args))
        return code, capsys.readouterr().err

    assert out.stderr.strip() == f"{bad}: {bakehouse('replay', bad)[1].strip()}"
    exported = tmp_path / "one.json"
    assert bakehouse("export", "match", "2", "-o", str(exported), "--db", url)[0] == 0
    assert json.loads(exported.read_text()) == json.loads(Path(good[1]).read_text())
    code, err = bakehouse("export", "match", "7", "-o", str(exported), "--db", url)
    assert (code, err.strip()) == (2, "bakehouse export match: no match 7")


def test_export_event_writes_one_record_per_table(sdb: Database, tmp_path: Path) -> None:
    with UnitOfWork(sdb) as uow:
        event = uow.events.add("Thursday", date="2026-11-19")
        uow.commit()
    ids = [import_record(sdb, p.read_bytes()) for p in ACCEPTED[:3]]
    with UnitOfWork(sdb) as uow:
        for table, match_id in enumerate(ids, 1):
            uow.events.set_table(event.id, 1 + table // 3, table, match_id)
        uow.commit()
    paths = export_event(sdb, event.id, tmp_path / "out")
    assert [p.name for p in paths] == ["round-1-table-1.bakehouse", "round-1-table-2.bakehouse", "round-2-table-3.bakehouse"]
    for p, source in zip(paths, ACCEPTED[:3], strict=True):
        assert json.loads(p.read_text()) == json.loads(source.read_text())
