"""Scorepad PDFs of a match, as players keep them on paper, for every ruleset.

``render(pad, out)`` draws a :class:`~reports.padmodel.Scorepad`;
``render_record(record, out)`` reads a match record first.  The header prints
what a club match needs to be checked by anyone: event, round, table, date,
the dice mode, and for app dice the commitment and the revealed seed
(``bakehouse verify``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from engine.record import MatchRecord

from . import fonts
from .layout import INK, RULE, SHADE, build, frame_size, label, para
from .pad import DSPad
from .padmodel import DS_RULESETS, Scorepad, from_record


def _opt_text(options: tuple[tuple[str, Any], ...]) -> str:
    return ", ".join(f"{k.replace('_', ' ')} {str(v).lower() if isinstance(v, bool) else v}" for k, v in options)


def header_story(pad: Scorepad, width: float) -> list[Flowable]:
    h = pad.header
    title = h.event or f"{h.ruleset_name} match"
    story: list[Flowable] = [para(title, "Title", width)]
    info: list[tuple[str, str]] = [("Game", h.ruleset_name + (f" ({_opt_text(h.options)})" if h.options else ""))]
    place = [f"round {h.round}" if h.round else "", f"table {h.table}" if h.table else "", h.date or ""]
    if any(place):
        info.append(("Played", ", ".join(p for p in place if p)))
    if h.first_player is not None:
        info.append(("First player", h.first_player))
    if h.finished:
        info.append(("Winner" if len(h.winners) == 1 else "Winners (shared)", " and ".join(h.winners)))
    else:
        info.append(("State", "in progress"))
    if h.dice_scheme is None:
        info.append(("Dice", "thrown by hand"))
    else:
        info.append(("Dice", f"app dice, provably fair ({h.dice_scheme})"))
        info.append(("Commitment", h.commitment or ""))
        info.append(("Seed", h.seed or "not revealed until the game ends"))
    key_w = 32 * mm
    rows: list[list[Any]] = []
    for k, v in info:
        if k in ("Commitment", "Seed"):
            rows.append([label(k, "CellBold"), label(v, "Small")])
        elif k in ("First player", "Winner", "Winners (shared)"):
            rows.append([label(k, "CellBold"), para(v, "Cell", width - key_w - 13)])
        else:
            rows.append([label(k, "CellBold"), label(v, "Cell")])
    t = Table(rows, colWidths=[key_w, width - key_w])
    t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    story += [t]
    if h.seed:
        story.append(label(f"Anyone can check these dice: <font name='{fonts.SANS_BOLD}'>bakehouse verify</font> on the "
                           "match record.", "Small"))
    story.append(Spacer(1, 4 * mm))
    return story


def _ds_story(pad: Scorepad, width: float) -> list[Flowable]:
    h = pad.header
    players = h.players
    story: list[Flowable] = [DSPad(players, pad.rounds), Spacer(1, 4 * mm)]
    n = len(players)
    lead = 18 * mm
    win_w = 40 * mm
    name_w = (width - lead - win_w) / n
    rows: list[list[Any]] = [[label("Round", "CellBold"), label("Winner", "CellBold")]
                             + [para(p, "CellBold", name_w - 13) for p in players]]
    for r in pad.rounds:
        winner = players[r.winner] if r.winner is not None else "playing"
        rows.append([str(r.number), para(winner, "Cell", win_w - 13)] + [str(s) for s in r.scores])
    rows.append(["", label("Rounds won", "CellBold")] + [str(w) for w in pad.rounds_won])
    if pad.bakeries:
        rows.append(["", label("Bakeries", "CellBold")] + [" ".join(map(str, b)) or "-" for b in pad.bakeries])
    t = Table(rows, colWidths=[lead, win_w] + [name_w] * n, repeatRows=1)
    t.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), 9),
                           ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("GRID", (0, 0), (-1, -1), 0.3, RULE),
                           ("ALIGN", (2, 1), (-1, -1), "RIGHT"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    legend = ("Loaf scores are circled (C15); a struck entry was a biscuit lost; a thick line ends a round, "
              + ("with a barb for each round the winner has won so far." if n == 2
                 else "with the rounds the winner has won so far in a box."))
    if h.ruleset_id == "entrepreneurial":
        legend += " A small house marks a bakery's score (E4), a chevron a visit (E6)."
    story += [KeepTogether([label("Round scores", "Heading"), t]), Spacer(1, 2 * mm), label(legend, "Small")]
    return story


def _sets_story(pad: Scorepad, width: float) -> list[Flowable]:
    players = pad.header.players
    name_w = width - 12 * mm - 5 * 18 * mm
    rows: list[list[Any]] = [[label(x, "CellBold") for x in ("Set", "Player", "Post", "Carry", "Leave", "Score",
                                                            "Total")]]
    style: list[Any] = []
    for i, s in enumerate(pad.sets, 1):
        rows.append([str(s.set_number), para(players[s.seat], "Cell", name_w - 13), str(s.post), str(s.carry),
                     str(s.leave), str(s.score), str(s.total)])
        if i == 1 or pad.sets[i - 2].set_number != s.set_number:
            style.append(("LINEABOVE", (0, i), (-1, i), 1.2, INK))
    t = Table(rows, colWidths=[12 * mm, name_w] + [18 * mm] * 5, repeatRows=1)
    t.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), 9.5),
                           ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("GRID", (0, 0), (-1, -1), 0.3, RULE),
                           ("ALIGN", (2, 1), (-1, -1), "RIGHT"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), *style]))
    legend = ("Post: dice posted; Carry: carry left at the end (a full rack scores 36 + carry); Leave: faces left "
              "when the carry ran out, scoring 6 x Post + Leave (S3).")
    return [t, Spacer(1, 2 * mm), label(legend, "Small")]


def _turns_story(pad: Scorepad, width: float) -> list[Flowable]:
    players = pad.header.players
    n = len(players)
    col = width / n
    rows: list[list[Any]] = [[c for p in players for c in (para(p, "CellBold", col - 13), "")],
                             [c for _ in players for c in ("Turn", "Total")]]
    depth = max((t.number for t in pad.turns), default=0)
    body = [["" for _ in range(2 * n)] for _ in range(depth)]
    style: list[Any] = [("SPAN", (2 * i, 0), (2 * i + 1, 0)) for i in range(n)]
    target_row = None
    for t in pad.turns:
        r = t.number - 1
        body[r][2 * t.seat] = str(t.points)
        body[r][2 * t.seat + 1] = str(t.total)
        if t.final:
            style.append(("BACKGROUND", (2 * t.seat, r + 2), (2 * t.seat + 1, r + 2), SHADE))
        if t.reached_target:
            target_row = r + 2
    rows += body
    if target_row is not None:
        style.append(("LINEBELOW", (0, target_row), (-1, target_row), 2.0, INK))
    style += [("LINEAFTER", (2 * i + 1, 0), (2 * i + 1, -1), 1.0, INK) for i in range(n - 1)]
    tab = Table(rows, colWidths=[col / 2] * (2 * n), repeatRows=2)
    tab.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), 9.5),
                             ("FONTSIZE", (0, 1), (-1, 1), 7), ("BACKGROUND", (0, 1), (-1, 1), SHADE),
                             ("GRID", (0, 0), (-1, -1), 0.3, RULE), ("ALIGN", (0, 1), (-1, -1), "RIGHT"),
                             ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), *style]))
    legend = f"Target {pad.target}: the thick line is drawn under the turn that first reached it"
    legend += "; shaded turns are the last turns after it (K6)." if pad.header.ruleset_id == "sb" else " (D8)."
    return [tab, Spacer(1, 2 * mm), label(legend, "Small")]


def story(pad: Scorepad, paper: str = "a4") -> list[Flowable]:
    width, _ = frame_size(paper)
    out = header_story(pad, width)
    rid = pad.header.ruleset_id
    if pad.header.first_player is None:
        out.append(label("The roll-off for the first player is still being thrown.", "Body"))
    elif rid in DS_RULESETS:
        out += _ds_story(pad, width)
    elif rid == "six-by-6":
        out += _sets_story(pad, width)
    else:
        out += _turns_story(pad, width)
    return out


def render(pad: Scorepad, out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    h = pad.header
    title = f"{h.event + ': ' if h.event else ''}{h.ruleset_name} scorepad"
    return build(story(pad, paper), out, title=title, paper=paper,
                 footer=f"Bakehouse · {title} · " + " v ".join(h.players))


def render_record(record: MatchRecord, out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    return render(from_record(record), out, paper=paper)
