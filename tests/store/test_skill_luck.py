"""The skill and luck projection (revision 0012, issue 29): each finished match's decision analysis
stored once per seat and read back by every statistics view, never analysed again; a match whose
moves in force change (an undo or correction reopening it) or that is superseded loses its rows;
a database of revision 0011 with matches upgrades and fills them on first need; and the figures are
exactly those the analysis gave match by match on the fly."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

import engine.analysis.review as review
from engine.analysis.review import MISTAKE, analyse_record
from engine.figures import SkillFigures, SkillLine
from engine.record import loads
from engine.services.analysis import stored_skill
from engine.store import Database, MatchLogger, UnitOfWork, open_database
from engine.store.botplay import bot_match
from engine.store.db import OlderDatabaseError, head_revision, upgrade
from engine.store.event_repo import StoredEvents
from engine.store.service import export_record

#: finished Dire Straights matches of two to four players (their exact tables are quick to build)
SEATINGS = (("Ann", "Bob"), ("Ann", "Cy", "Di"), ("Bob", "Cy", "Di", "Ann"), ("Cy", "Di"))


def _club(db: Database, in_play: bool = True) -> list[int]:
    """The matches of SEATINGS, finished, and (``in_play``) one more cut short: still in play."""
    ids = []
    with UnitOfWork(db) as uow:
        for k, players in enumerate(SEATINGS + ((("Ann", "Di"),) if in_play else ())):
            setup, entries, _ = bot_match("dire-straights", players, 40 + k)
            match_id = uow.matches.create(setup)
            uow.matches.add_entries(match_id, entries if k < len(SEATINGS) else entries[:12])
            played = uow.matches.refresh(match_id)
            assert played.finished == (k < len(SEATINGS))
            ids.append(match_id)
        uow.commit()
    return ids


def _rows(db: Database, match_id: int | None = None) -> list[tuple[object, ...]]:
    where = "" if match_id is None else f" WHERE match_id = {int(match_id)}"
    with db.engine.connect() as conn:
        return [tuple(r) for r in conn.execute(text(
            "SELECT match_id, seat, model, through, outcome, decisions, total_loss, mistakes, throws, luck"
            f" FROM skill_luck{where} ORDER BY match_id, seat"))]


def _on_the_fly(db: Database) -> SkillFigures:
    """What the statistics gave before the projection: each counted match's record (``bakehouse
    export``'s) analysed in full (``bakehouse analyse``), newest first, added up per name."""
    with UnitOfWork(db) as uow:
        ids = uow.stats.match_ids()
    lines: dict[str, list[float]] = {}
    for match_id in reversed(ids):
        analysis = analyse_record(loads(export_record(db, match_id)))
        for name, s in analysis.summary().items():
            line = lines.setdefault(name, [0, 0, 0.0, 0, 0, 0.0])
            line[0] += 1
            line[1] += s["decisions"]
            line[2] += sum(d.loss for d in analysis.decisions if d.player == name)
            line[3] += s["mistakes"]
            line[4] += s["throws"]
            line[5] += sum(t.luck for t in analysis.throws if t.player == name)
    players = tuple(SkillLine(n, int(v[0]), int(v[1]), v[2], int(v[3]), int(v[4]), v[5]) for n, v in lines.items())
    return SkillFigures(players, len(ids), threshold=MISTAKE)


@pytest.fixture
def analysed(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, ...]]:
    """The players of each match the analysis is run on, as it is run."""
    seen: list[tuple[str, ...]] = []
    real = review.analyse_record

    def counting(record, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(record.players)
        return real(record, *args, **kwargs)

    monkeypatch.setattr(review, "analyse_record", counting)
    return seen


def test_each_finished_match_is_analysed_once_stored_and_read_back(db: Database, analysed) -> None:
    ids = _club(db)
    first = stored_skill(db)
    assert len(analysed) == len(ids) and first.analysed == len(ids)
    rows = _rows(db)
    # one row per seat of each finished match, of the model in use, made from its whole roll log
    assert [(m, seat) for m, seat, *_ in rows] == [(m, k) for m, p in zip(ids, SEATINGS, strict=False)
                                                   for k in range(len(p))]
    assert {model for _, _, model, *_ in rows} == {review.SKILL_MODEL}
    with db.engine.connect() as conn:
        last = dict(conn.execute(text("SELECT match_id, max(seq) FROM roll_log GROUP BY match_id")).all())
    assert all(through == last[m] for m, _, _, through, *_ in rows)
    analysed.clear()
    again = stored_skill(db)
    assert analysed == [("Ann", "Di")]  # only the match still in play: analysed as it stands, never stored
    assert again == first
    assert _rows(db) == rows  # written once


def test_the_figures_are_those_the_analysis_gave_match_by_match(db: Database) -> None:
    _club(db)
    expected = _on_the_fly(db)
    computed = stored_skill(db)  # analysed now, and stored
    read = stored_skill(db)  # read back
    assert computed == read == expected  # to the last bit of every sum: the same additions in the same order


def test_a_reopened_match_loses_its_rows_and_gets_them_again_for_its_new_moves(db: Database, analysed) -> None:
    ids = _club(db, in_play=False)
    stored_skill(db)
    reopened = ids[1]
    before = _rows(db, reopened)
    logger = MatchLogger(db, reopened, station="hall")
    logger.match.undo("a wrong stop", correction=True)  # the last move withdrawn: in play again
    assert not logger.match.finished
    assert _rows(db, reopened) == []  # no stale row is left
    assert len(_rows(db)) == sum(map(len, SEATINGS)) - len(SEATINGS[1])
    analysed.clear()
    in_play = stored_skill(db)
    assert analysed == [SEATINGS[1]] and _rows(db, reopened) == []  # in play: analysed, not stored
    assert in_play == _on_the_fly(db)
    logger.match.redo()  # finished again, by two more entries (the void and the move entered again)
    assert logger.match.finished
    analysed.clear()
    assert stored_skill(db) == _on_the_fly(db)
    assert analysed == [SEATINGS[1]]
    after = _rows(db, reopened)
    assert [r[3] for r in after] == [r[3] + 2 for r in before]  # read through its new last entry
    assert [r[4:] for r in after] == [r[4:] for r in before]  # the same moves in force: the same figures


def test_a_superseded_match_loses_its_rows(db: Database) -> None:
    ids = _club(db, in_play=False)
    stored_skill(db)
    with UnitOfWork(db) as uow:
        StoredEvents(uow.session).supersede(ids[0])
        uow.commit()
    assert _rows(db, ids[0]) == [] and _rows(db, ids[1])
    assert stored_skill(db).analysed == len(ids) - 1
    assert _rows(db, ids[0]) == []  # it counts nowhere: never analysed again


def test_rows_read_from_an_older_log_or_another_model_are_made_again(db: Database, analysed,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    ids = _club(db, in_play=False)
    stored_skill(db)
    with UnitOfWork(db) as uow:  # figures of a log that has changed since are not written
        [(skill, through)] = [(s, uow.skill.scope([ids[0]])[ids[0]].through) for s in
                              uow.skill.stored([ids[0]], review.SKILL_MODEL).values()]
        assert uow.skill.write([(skill, through - 1)], review.SKILL_MODEL, "now") == 0
        uow.commit()
    assert _rows(db, ids[0]) == []
    analysed.clear()
    stored_skill(db)
    assert analysed == [SEATINGS[0]] and _rows(db, ids[0])
    monkeypatch.setattr(review, "SKILL_MODEL", "a later model")  # the analysis changed: every match again
    analysed.clear()
    stored_skill(db)
    assert sorted(analysed) == sorted(SEATINGS)
    assert {r[2] for r in _rows(db)} == {"a later model"}


def test_a_database_of_revision_0011_with_matches_upgrades_and_fills_on_first_need(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    with open_database(url) as db:
        _club(db)
        expected = _on_the_fly(db)
    with open_database(url) as db, db.engine.begin() as conn:  # revision 0011: the same tables, no skill_luck
        conn.execute(text("DROP TABLE skill_luck"))
        conn.execute(text("UPDATE alembic_version SET version_num = '0011'"))
    with pytest.raises(OlderDatabaseError):
        open_database(url, create=False)
    assert upgrade(url) == ("0011", head_revision())
    with open_database(url, create=False) as db:
        assert _rows(db) == []  # the migration runs no rules: filled when first needed
        assert stored_skill(db) == expected
        assert len({r[0] for r in _rows(db)}) == len(SEATINGS)
