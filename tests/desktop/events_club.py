"""A club context for the Events and Tables pages' tests: a temporary club database made with
the store's own functions (12 members, Ann Smith among them, and last week's club night),
the fake dialogs and one Jobs runner on a host window, as the club home gives a page."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from desktop.club.context import ClubContext
from desktop.jobs import Jobs
from desktop.settings import Settings
from engine.services import events as ev
from engine.store import UnitOfWork, open_database
from engine.tournament.event import EventConfig

from .prepared import copy_of

NAMES = ["Ann Smith", "Ben Ode", "Cyd Lee", "Dot Ray", "Eve Moss", "Fay Hill", "Gus Pike", "Hal Vane",
         "Ivy Noor", "Jo Park", "Kim Lund", "Lou Marsh", "محمد علي", "A<b> & Co"]
#: who came to last week's night (listed first at check-in)
LAST_WEEK = ["Lou Marsh", "Kim Lund"]


def build_members(path: Path) -> dict[str, int]:
    """The club at ``path`` (a new file; built once per test process, copied for each test): its
    members' ids by name."""
    return dict(copy_of("members", path, _build_members))


def _build_members(path: Path) -> dict[str, int]:
    with open_database(str(path)) as db:
        with UnitOfWork(db) as uow:
            ids = {n: uow.members.add(n).id for n in NAMES}
            uow.commit()
        last = ev.create_event(db, EventConfig(name="Last week", ruleset="sb"), date="2026-11-19")
        for n in LAST_WEEK:
            ev.check_in(db, last.id, ids[n])
    return ids


def make_context(path: Path, settings: Settings, dialogs: object) -> tuple[ClubContext, QWidget]:
    host = QWidget()
    host.resize(1024, 600)
    context = ClubContext(settings, dialogs, Jobs(host))  # type: ignore[arg-type]
    context.set_database(open_database(str(path), create=False))
    return context, host
