"""The club database's tables (sqlmodel over SQLAlchemy 2).

The rules never see these classes: repositories map them to engine values.
sqlmodel ``table=True`` models skip validation, so every invariant the data
must keep is also a CHECK constraint (or a key) that the database enforces.

The roll log (:class:`RollRow`) is one row per journal entry, keyed by
``(match_id, seq)``: the key makes the sequence number unique per match, so two
stations cannot both write entry ``seq`` of one table.  On SQLite it is a
``WITHOUT ROWID`` table, clustered on that key (a match's rows are read in one
range scan and no second index is kept).
"""

from __future__ import annotations

from typing import ClassVar

from sqlalchemy import (
    CheckConstraint,
    ForeignKeyConstraint,
    Index,
    MetaData,
    PrimaryKeyConstraint,
    UniqueConstraint,
    true,
)
from sqlmodel import Field, SQLModel

#: SQLite's ``PRAGMA application_id`` of a Bakehouse database (b"BAKE"): its home is admission.py,
#: which reads a file's header without SQLAlchemy
from .admission import APPLICATION_ID as APPLICATION_ID

#: constraint names that Alembic batch migrations can find again
NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
SQLModel.metadata.naming_convention = NAMING
metadata: MetaData = SQLModel.metadata

KINDS = ("rolloff", "move", "void")
#: how a turn ended: engine.game.TurnEnd's values, written out so that the tables do not import the
#: rules (a command about members starts sooner, #17); tests/store/test_schema.py keeps them equal.
#: Revision 0005 lists the same.
TURN_ENDS = ("stop", "stop after a miss", "stop, bakery unfinished", "miss", "lost biscuit", "full rack", "bakery",
             "visit", "bust", "four twos", "rack", "carry spent", "all aside")
ORIGINS = ("app", "hand", "bot")
EVENT_KINDS = ("club_night", "tournament", "league")


class Member(SQLModel, table=True):
    __tablename__: ClassVar[str] = "members"
    __table_args__ = (
        CheckConstraint("length(name) BETWEEN 1 AND 40", name="name_length"),
        CheckConstraint("email IS NULL OR email LIKE '%@%'", name="email"),
        UniqueConstraint("name_key"),
    )
    id: int | None = Field(default=None, primary_key=True)
    name: str  # as cleaned by engine/names.py
    name_key: str  # NFC + case folding: two members may not share it
    email: str | None = None
    note: str | None = None
    active: bool = True
    joined: str | None = None  # YYYY-MM-DD (revision 0002)
    created_at: str


class Event(SQLModel, table=True):
    __tablename__: ClassVar[str] = "events"
    __table_args__ = (
        CheckConstraint("kind IN ('club_night', 'tournament', 'league')", name="kind"),
        CheckConstraint("length(name) >= 1", name="name_length"),
        ForeignKeyConstraint(["parent_id"], ["events.id"], ondelete="RESTRICT"),
    )
    id: int | None = Field(default=None, primary_key=True)
    name: str
    kind: str = "club_night"
    ruleset: str | None = None
    options: str | None = None  # JSON object
    date: str | None = None  # YYYY-MM-DD
    parent_id: int | None = None  # a club night of a league season
    settings: str | None = None  # JSON: format, table sizes, points (the tournament package's)
    created_at: str


class Round(SQLModel, table=True):
    __tablename__: ClassVar[str] = "rounds"
    __table_args__ = (
        CheckConstraint("number >= 1", name="number"),
        UniqueConstraint("event_id", "number"),
        ForeignKeyConstraint(["event_id"], ["events.id"], ondelete="RESTRICT"),
    )
    id: int | None = Field(default=None, primary_key=True)
    event_id: int
    number: int
    published: bool = False


class EventTable(SQLModel, table=True):
    """One table of a round; its match once play starts."""

    __tablename__: ClassVar[str] = "tables"
    __table_args__ = (
        CheckConstraint("number >= 1", name="number"),
        UniqueConstraint("round_id", "number"),
        UniqueConstraint("match_id"),
        ForeignKeyConstraint(["round_id"], ["rounds.id"], ondelete="RESTRICT"),
        ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="RESTRICT"),
    )
    id: int | None = Field(default=None, primary_key=True)
    round_id: int
    number: int
    match_id: int | None = None


class MatchRow(SQLModel, table=True):
    """A match's fixed facts: ruleset, options and players (in :class:`SeatRow`),
    how it starts, its dice, and the derived flags kept up to date from the log."""

    __tablename__: ClassVar[str] = "matches"
    __table_args__ = (
        UniqueConstraint("uid"),
        CheckConstraint("rolloff IN ('none', 'empty', 'listed')", name="rolloff"),
        CheckConstraint("first_seat IS NULL OR first_seat >= 0", name="first_seat"),
        CheckConstraint("commitment IS NULL OR length(commitment) = 64", name="commitment"),
        CheckConstraint("seed IS NULL OR commitment IS NOT NULL", name="seed_committed"),
        CheckConstraint("dice_scheme IS NULL OR commitment IS NOT NULL", name="scheme_committed"),
    )
    id: int | None = Field(default=None, primary_key=True)
    uid: str  # stable across databases (names the station's private seed file)
    ruleset: str
    options: str | None = None  # the options object as JSON, None when a record left it out
    rolloff: str = "listed"  # 'none': no roll-off key, 'empty': "rolloff": [], 'listed': throws
    first_seat: int | None = None  # who starts when there is no roll-off
    event_info: str | None = None  # the record's "event" object as JSON
    dice_scheme: str | None = None
    commitment: str | None = None
    seed: str | None = None  # hex; written only when the match is over (or came public in a record)
    finished: bool = False
    created_at: str
    station: str | None = None  # where it was created


class SeatRow(SQLModel, table=True):
    __tablename__: ClassVar[str] = "seats"
    __table_args__ = (
        PrimaryKeyConstraint("match_id", "seat"),
        CheckConstraint("seat >= 0 AND seat < 12", name="seat"),
        CheckConstraint("length(name) BETWEEN 1 AND 40", name="name_length"),
        UniqueConstraint("match_id", "name_key"),
        ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="RESTRICT"),
        ForeignKeyConstraint(["member_id"], ["members.id"], ondelete="RESTRICT"),
        Index("ix_seats_member", "member_id"),
    )
    match_id: int = Field(primary_key=True)
    seat: int = Field(primary_key=True)
    name: str  # the name as played
    name_key: str
    member_id: int | None = None


class RollRow(SQLModel, table=True):
    """One journal entry.  ``event`` is compact text: a move as ``throw 2 2 4 1 3 6*``,
    ``rack 1``, ``rack-bank 6*``, ``bank 2 3``, ``swap 5``, ``risk``, ``out 3``,
    ``visit``, ``keep K6``, ``stop`` or ``roll``; a roll-off throw as
    ``seat:face`` pairs (``0:4 1:4``).  A void is a row of its own (kind ``void``,
    with its ``reason``); the entries it withdraws are named by its
    :class:`RollVoidRow` rows.  The log is append-only: no row is ever updated
    (revision 0010; before it a withdrawn row got ``void_by`` written in place)."""

    __tablename__: ClassVar[str] = "roll_log"
    __table_args__ = (
        PrimaryKeyConstraint("match_id", "seq"),
        CheckConstraint("seq >= 0", name="seq"),
        CheckConstraint("kind IN ('rolloff', 'move', 'void')", name="kind"),
        CheckConstraint("origin IN ('app', 'hand', 'bot')", name="origin"),
        CheckConstraint(
            "(kind = 'move' AND seat IS NOT NULL AND turn IS NOT NULL AND event IS NOT NULL)"
            " OR (kind = 'rolloff' AND event IS NOT NULL)"
            " OR (kind = 'void' AND event IS NULL)",
            name="shape",
        ),
        ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="RESTRICT"),
        {"sqlite_with_rowid": False},
    )
    match_id: int = Field(primary_key=True)
    seq: int = Field(primary_key=True)
    kind: str
    at: str | None = None  # when entered (ISO 8601 with offset)
    origin: str = "hand"
    station: str | None = None
    seat: int | None = None
    turn: int | None = None
    event: str | None = None
    reason: str | None = None
    redoes: int | None = None  # a redo: the entry it enters again (revision 0003)
    timed: bool = Field(default=True, sa_column_kwargs={"server_default": true()})  # False: a record gave no time; ``at`` is when it was opened (revision 0003)


class RollVoidRow(SQLModel, table=True):
    """One entry a void withdraws: the void's row ``void_seq`` names the row
    ``voided_seq`` of the same match (a void withdrawing two moves has two of these).
    Written in the void's own transaction, never changed; the key makes an entry
    withdrawn at most once.  An entry is in force when it is no void and no row here
    names it (:func:`engine.store.repositories.in_force`, the one place that says so
    in SQL; revision 0010)."""

    __tablename__: ClassVar[str] = "roll_voids"
    __table_args__ = (
        PrimaryKeyConstraint("match_id", "voided_seq"),
        CheckConstraint("void_seq > voided_seq", name="order"),
        ForeignKeyConstraint(["match_id", "void_seq"], ["roll_log.match_id", "roll_log.seq"],
                             name="fk_roll_voids_void_seq_roll_log", ondelete="RESTRICT"),
        ForeignKeyConstraint(["match_id", "voided_seq"], ["roll_log.match_id", "roll_log.seq"],
                             name="fk_roll_voids_voided_seq_roll_log", ondelete="RESTRICT"),
        {"sqlite_with_rowid": False},
    )
    match_id: int = Field(primary_key=True)
    voided_seq: int = Field(primary_key=True)  # the entry withdrawn
    void_seq: int  # the void that withdraws it


class ResultRow(SQLModel, table=True):
    """A seat's standing in its match, recomputed from the moves in force."""

    __tablename__: ClassVar[str] = "results"
    __table_args__ = (
        PrimaryKeyConstraint("match_id", "seat"),
        CheckConstraint("place >= 1", name="place"),
        ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="RESTRICT"),
    )
    match_id: int = Field(primary_key=True)
    seat: int = Field(primary_key=True)
    total: int
    place: int
    won: bool
    turns: int = 0
    points: int = 0  # sum of the seat's turn points


class TurnRow(SQLModel, table=True):
    """One finished turn of the moves in force (the engine's ``turn_log``): who
    played it, the points it made (negative for a lost biscuit, C15) and how it
    ended.  Derived like the results, rewritten from the first turn that changed
    after every move, undo and correction (revision 0005); turns of matches still in
    play are here too.  ``turn`` is the roll log's turn number of its moves."""

    __tablename__: ClassVar[str] = "turns"
    __table_args__ = (
        PrimaryKeyConstraint("match_id", "turn"),
        CheckConstraint("turn >= 0", name="turn"),
        CheckConstraint("ending IN (" + ", ".join(f"'{e}'" for e in TURN_ENDS) + ")", name="ending"),
        ForeignKeyConstraint(["match_id", "seat"], ["seats.match_id", "seats.seat"], ondelete="RESTRICT"),
        {"sqlite_with_rowid": False},
    )
    match_id: int = Field(primary_key=True)
    turn: int = Field(primary_key=True)
    seat: int
    points: int
    ending: str  # a TurnEnd value: 'stop', 'miss', 'lost biscuit', 'bakery', 'visit', 'bust' ...


class RatingRow(SQLModel, table=True):
    """A member's openskill rating (mu, sigma) for a ruleset after one table of an
    event: a projection of the events' table results (engine/store/ratings.py),
    written in the same transaction as the result that changes it and rewritten
    from the first changed table after a correction.  ``step`` counts the
    member's rated tables of the ruleset from 0, in play order (event, round,
    table; revision 0007 added the order)."""

    __tablename__: ClassVar[str] = "ratings"
    __table_args__ = (
        CheckConstraint("sigma > 0", name="sigma"),
        CheckConstraint("round >= 1", name="round"),
        CheckConstraint("table_no >= 1", name="table_no"),
        UniqueConstraint("member_id", "ruleset", "step"),
        UniqueConstraint("ruleset", "event_id", "round", "table_no", "member_id"),
        ForeignKeyConstraint(["member_id"], ["members.id"], ondelete="RESTRICT"),
        ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="RESTRICT"),
        ForeignKeyConstraint(["event_id"], ["events.id"], ondelete="RESTRICT"),
    )
    id: int | None = Field(default=None, primary_key=True)
    member_id: int
    ruleset: str
    step: int  # 0, 1, 2 ... in the order the tables were played
    mu: float
    sigma: float
    match_id: int | None = None  # the stored match of the table, when it has one
    at: str
    event_id: int
    round: int
    table_no: int  # from 1


class EventStateRow(SQLModel, table=True):
    """A tournament event's own facts as the tournament package holds them (players,
    rounds with their seatings and results, corrections, constraints), one JSON
    document per event (engine/store/event_repo.py); ``version`` rises with every
    save, so two stations cannot both overwrite one state (revision 0004)."""

    __tablename__: ClassVar[str] = "event_states"
    __table_args__ = (
        CheckConstraint("version >= 1", name="version"),
        ForeignKeyConstraint(["event_id"], ["events.id"], ondelete="RESTRICT"),
    )
    event_id: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    state: str  # JSON object, {"v": 1, ...}
    version: int = 1
    updated_at: str


class HoldRow(SQLModel, table=True):
    """Which station holds a stored match (an event's table being scored): only the holder
    writes its roll log.  The hold is checked and its ``last_at`` written in the same
    transaction as each entry (engine/store/live.py); another station takes it over only
    explicitly, and the first holder's next action is refused (revision 0009)."""

    __tablename__: ClassVar[str] = "holds"
    __table_args__ = (
        CheckConstraint("length(station) BETWEEN 1 AND 60", name="station_length"),
        ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="RESTRICT"),
    )
    match_id: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    station: str  # the holding station's name
    since: str  # when it took the table (ISO 8601 with offset)
    last_at: str | None = None  # its last action on the table (None: none yet)


class SupersededRow(SQLModel, table=True):
    """A stored match closed as superseded (issue 29): its table's result was typed in from the
    sheet while the match was being scored, and the organizer confirmed it.  The match keeps its
    rows (nothing logged is changed) but counts nowhere: the statistics leave it out and its table
    counts once, by the result typed; a station that goes on scoring it no longer moves the table's
    result (revision 0011)."""

    __tablename__: ClassVar[str] = "superseded"
    __table_args__ = (ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="RESTRICT"),)
    match_id: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    at: str  # when it was superseded (ISO 8601 with offset)


#: how a match's analysis came out (engine/services/analysis.py): its seats' figures, or why it has none
SKILL_OUTCOMES = ("analysed", "no throws", "not covered", "refused")


class SkillLuckRow(SQLModel, table=True):
    """One seat's skill and luck in a finished match, as the decision analysis gives them
    (``bakehouse analyse``: decisions, the points they gave away, clear mistakes, throws and their
    luck): a projection of the match's moves in force, computed once and read by every statistics
    view and report instead of analysing the match again (issue 29, revision 0012).  ``model`` is
    the analysis model's version (engine.analysis.review.SKILL_MODEL): rows of another are computed
    again; ``through`` the last roll log entry the analysis read.  ``outcome`` is the match's
    (the same on each of its seats): a match with no throw, of a game the analysis does not cover,
    or whose record it refused has rows too (zero figures), so it is not analysed again.  Rows
    exist only for finished matches; a correction or undo that reopens one (MatchRepository.refresh)
    and a match closed as superseded delete them (engine/store/skill.py)."""

    __tablename__: ClassVar[str] = "skill_luck"
    __table_args__ = (
        PrimaryKeyConstraint("match_id", "seat"),
        CheckConstraint("outcome IN (" + ", ".join(f"'{o}'" for o in SKILL_OUTCOMES) + ")", name="outcome"),
        CheckConstraint("decisions >= 0 AND mistakes >= 0 AND mistakes <= decisions AND throws >= 0",
                        name="counts"),
        CheckConstraint("through >= 0", name="through"),
        ForeignKeyConstraint(["match_id", "seat"], ["seats.match_id", "seats.seat"], ondelete="RESTRICT"),
        {"sqlite_with_rowid": False},
    )
    match_id: int = Field(primary_key=True)
    seat: int = Field(primary_key=True)
    model: str  # the analysis model's version
    through: int  # the roll log's last seq the analysis read
    outcome: str  # one of SKILL_OUTCOMES
    decisions: int = 0
    total_loss: float = 0.0  # points given away against the best play, added over the decisions
    mistakes: int = 0  # decisions that gave away more than engine.analysis.review.MISTAKE
    throws: int = 0
    luck: float = 0.0  # each throw's value after it minus before it, added up
    at: str  # when it was computed (ISO 8601 with offset)


#: the row of :class:`MetaRow` that marks a Bakehouse database (PostgreSQL has no application_id)
MARK = ("application", "bakehouse")


class MetaRow(SQLModel, table=True):
    """Facts about the database itself: the row ``application = bakehouse`` marks it as
    Bakehouse's, so another program's database is told apart and left alone (issue 18)."""

    __tablename__: ClassVar[str] = "bakehouse_meta"
    __table_args__ = (CheckConstraint("length(key) BETWEEN 1 AND 40", name="key_length"),)
    key: str = Field(primary_key=True)
    value: str
