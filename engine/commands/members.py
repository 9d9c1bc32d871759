"""``bakehouse members rename|retire|merge``: put the club's list of members right.

Registered onto ``bakehouse members`` by :mod:`.db` (which holds list, import and export);
the work is :mod:`engine.services.members`, which the app calls too.  Nothing is ever
deleted that has been played: a retired member stays in history (matches, results,
ratings, events) and is left out of new events' check-in; two entries of one person are
merged into one.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..argtypes import id_arg
from .common import as_json, db_arg, guarded, plural, say


def _open(args: argparse.Namespace) -> Any:
    from ..services.database import open_database

    return open_database(args.db, create=False)


def cmd_rename(args: argparse.Namespace) -> int:
    from ..services.members import rename_member

    with _open(args) as db:
        before, after = rename_member(db, args.id, args.name)
    if args.json:
        say(as_json({"member": after.id, "name": after.name, "was": before.name}))
    elif before.name == after.name:
        say(f"member {after.id} is named {after.name} already")
    else:
        say(f"member {after.id}: {before.name} is now {after.name} (in every event too; matches keep "
            "the name as played)")
    return 0


def cmd_retire(args: argparse.Namespace) -> int:
    from ..services.members import retire_member

    with _open(args) as db:
        member = retire_member(db, args.id, retired=not args.undo)
    if args.json:
        say(as_json({"member": member.id, "name": member.name, "active": member.active}))
    elif member.active:
        say(f"{member.name} (member {member.id}) is back: checked in to new events again")
    else:
        say(f"{member.name} (member {member.id}) is retired: kept in every result and rating, "
            "left out of new events")
    return 0


def cmd_merge(args: argparse.Namespace) -> int:
    from ..services.members import merge_members

    with _open(args) as db:
        m = merge_members(db, keep=args.keep, drop=args.drop)
    if args.json:
        say(as_json({"member": m.kept.id, "name": m.kept.name, "merged": m.dropped.id,
                     "merged_name": m.dropped.name, "matches": m.matches, "ratings": m.ratings,
                     "events": m.events}))
    else:
        say(f"merged {m.dropped.name} (member {m.dropped.id}) into {m.kept.name} (member {m.kept.id}): "
            f"{plural(m.matches, 'match seat')}, {plural(m.ratings, 'rating step')} and "
            f"{plural(m.events, 'event entry', 'event entries')} moved; member {m.dropped.id} is gone")
    return 0


def register_actions(msub: Any) -> None:
    """The actions, on the ``members`` parser's subparsers."""
    p = msub.add_parser("rename", help="correct a member's name (everywhere but the names played in matches)",
                        description="Rename a member. The new name is refused if another member has it "
                                    "(two entries of one person: `bakehouse members merge`).")
    p.add_argument("id", type=id_arg("the member id"), metavar="ID", help="the member id (see `bakehouse members list`)")
    p.add_argument("name", metavar="NAME", help="the new name")
    p.add_argument("--json", action="store_true", help="print JSON")
    db_arg(p)
    p.set_defaults(func=guarded("members rename", cmd_rename))

    p = msub.add_parser("retire", help="a member who stopped coming: kept in history, left out of new events",
                        description="Retire a member: every match, result, rating and event they played stays; "
                                    "they are no longer checked in to new events. A member who has played is never "
                                    "deleted. --undo brings them back.")
    p.add_argument("id", type=id_arg("the member id"), metavar="ID", help="the member id")
    p.add_argument("--undo", action="store_true", help="bring a retired member back")
    p.add_argument("--json", action="store_true", help="print JSON")
    db_arg(p)
    p.set_defaults(func=guarded("members retire", cmd_retire))

    p = msub.add_parser("merge", help="two entries of one person (a guest typed twice) become one",
                        description="Merge member DROP into member KEEP: DROP's match seats, results, rating "
                                    "history and event entries move to KEEP, and DROP is removed. This is how a "
                                    "guest typed twice by mistake is put right (twice in one event's check-in: "
                                    "the two entries become one). Refused, changing nothing, if both played in "
                                    "the same match or were both seated in the same round of an event.")
    p.add_argument("keep", type=id_arg("the member id to keep"), metavar="KEEP", help="the member id kept")
    p.add_argument("drop", type=id_arg("the member id merged away"), metavar="DROP",
                   help="the member id merged into KEEP and removed")
    p.add_argument("--json", action="store_true", help="print JSON")
    db_arg(p)
    p.set_defaults(func=guarded("members merge", cmd_merge))
