"""Scorepad PDFs of a match, as players keep them on paper, for every ruleset.

The pad itself is the engine's (``engine.scorepad``: the same values the table
view shows); this module only draws it.  ``render(pad, out)`` draws a
:class:`~engine.scorepad.Scorepad`; ``render_record(record, out)`` replays a
match record first.  The header prints what a club match needs to be checked
by anyone: event, round, table, date, the dice mode, and for app dice the
commitment and the revealed seed (``bakehouse verify``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from engine.names import isolate
from engine.record import MatchRecord, replay
from engine.rulesets import get_ruleset
from engine.scorepad import DiceMode, Entry, RowKind, Scorepad, from_replay, shown

from . import fonts
from .layout import INK, RULE, SHADE, build, frame_size, label, para, style
from .pad import DSPad
from .words import QT_TRANSLATE_NOOP, date_text, fill, number, translate

# the printed scorepad's words follow the language set in engine/words.py (the app's, or the command
# line's $BAKEHOUSE_LANGUAGE / locale); the rules' own words (Post, Carry, Leave, loaf ...) stay (#32)


#: the options' names and words as the pad prints them (an option not listed: its key, spaced)
_OPTION_WORDS = {
    "biscuit_risking": QT_TRANSLATE_NOOP("ScorepadPdf", "biscuit risking"),
    "box_rules": QT_TRANSLATE_NOOP("ScorepadPdf", "box rules"),
    "rounds_to_win": QT_TRANSLATE_NOOP("ScorepadPdf", "rounds to win"),
    "target": QT_TRANSLATE_NOOP("ScorepadPdf", "target"),
    "four_twos": QT_TRANSLATE_NOOP("ScorepadPdf", "four twos"),
    "sets": QT_TRANSLATE_NOOP("ScorepadPdf", "sets"),
    "strict": QT_TRANSLATE_NOOP("ScorepadPdf", "strict"),
    "permissive": QT_TRANSLATE_NOOP("ScorepadPdf", "permissive"),
}
_ON, _OFF = QT_TRANSLATE_NOOP("ScorepadPdf", "on"), QT_TRANSLATE_NOOP("ScorepadPdf", "off")


def _option_word(word: str) -> str:
    return translate("ScorepadPdf", _OPTION_WORDS[word]) if word in _OPTION_WORDS else word.replace("_", " ")


def _opt_text(options: Mapping[str, Any]) -> str:
    """``biscuit risking strict, box rules off, rounds to win 3``: as a player reads it (translated)."""
    def value(v: Any) -> str:
        if isinstance(v, bool):
            return translate("ScorepadPdf", _ON if v else _OFF)
        return _option_word(v) if isinstance(v, str) else number(v)

    return ", ".join(f"{_option_word(k)} {value(v)}" for k, v in options.items())


def _game_text(pad: Scorepad, options: Mapping[str, Any] | None) -> str:
    if options:
        return f"{pad.ruleset_name} ({_opt_text(options)})"
    bits = []
    if pad.rounds_to_win is not None:
        bits.append(translate("ScorepadPdf", "1 round to win") if pad.rounds_to_win == 1
                    else fill(translate("ScorepadPdf", "%1 rounds to win"), pad.rounds_to_win))
    if pad.target is not None:
        bits.append(fill(translate("ScorepadPdf", "target %1"), pad.target))
    if pad.sets is not None:
        bits.append(translate("ScorepadPdf", "1 set") if pad.sets == 1
                    else fill(translate("ScorepadPdf", "%1 sets"), pad.sets))
    return pad.ruleset_name + (f" ({', '.join(bits)})" if bits else "")


def header_story(pad: Scorepad, width: float, options: Mapping[str, Any] | None = None) -> list[Flowable]:
    info = pad.info
    names = pad.names
    title = info.event if info is not None and info.event else fill(translate("ScorepadPdf", "%1 match"), pad.ruleset_name)
    story: list[Flowable] = [para(title, "Title", width)]
    rows_kv: list[tuple[str, str, bool]] = [(translate("ScorepadPdf", "Game"), _game_text(pad, options), False)]
    if info is not None:
        place = [fill(translate("ScorepadPdf", "round %1"), info.round) if info.round else "",
                 fill(translate("ScorepadPdf", "table %1"), info.table) if info.table else "",
                 date_text(info.date) if info.date else ""]
        if any(place):
            rows_kv.append((translate("ScorepadPdf", "Played"), ", ".join(p for p in place if p), False))
    starter = next((c.name for c in pad.columns if c.starts), None)
    if starter is not None and pad.started:
        rows_kv.append((translate("ScorepadPdf", "First player"), starter, True))
    if pad.finished:
        winners = [names[s] for s in pad.winners]
        rows_kv.append((translate("ScorepadPdf", "Winner") if len(winners) == 1
                        else translate("ScorepadPdf", "Winners (shared)"),
                        translate("ScorepadPdf", " and ").join(isolate(w) for w in winners), True))  # each name isolated: seat order kept
    else:
        rows_kv.append((translate("ScorepadPdf", "State"), translate("ScorepadPdf", "in progress") if pad.started
                        else translate("ScorepadPdf", "roll-off for the first player"), False))
    app = info is not None and info.dice is DiceMode.APP
    if not app:
        rows_kv.append((translate("ScorepadPdf", "Dice"), translate("ScorepadPdf", "thrown by hand"), False))
    else:
        assert info is not None
        rows_kv.append((translate("ScorepadPdf", "Dice"),
                        fill(translate("ScorepadPdf", "app dice, provably fair (%1)"), info.scheme), False))
        rows_kv.append((translate("ScorepadPdf", "Commitment"), info.commitment or "", False))
        rows_kv.append((translate("ScorepadPdf", "Seed"),
                        info.seed or translate("ScorepadPdf", "not revealed until the game ends"), False))
    key_w = 32 * mm
    rows: list[list[Any]] = []
    for k, v, user in rows_kv:
        if k in (translate("ScorepadPdf", "Commitment"), translate("ScorepadPdf", "Seed")):
            rows.append([label(k, "CellBold"), label(v, "Small")])
        elif user:
            rows.append([label(k, "CellBold"), para(v, "Cell", width - key_w - 13)])
        else:
            rows.append([label(k, "CellBold"), label(v, "Cell")])
    # every full name printed once, one a line in seat order: the pad's columns may shorten them
    rows.insert(1, [label(translate("ScorepadPdf", "Players"), "CellBold"), [para(n, "Cell") for n in names]])
    t = Table(rows, colWidths=[key_w, width - key_w])
    t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    story.append(t)
    if app and info is not None and info.seed:
        verify = f"<font name='{fonts.SANS_BOLD}'>bakehouse verify</font>"
        story.append(label(fill(translate("ScorepadPdf", "Anyone can check these dice: %1 on the match record."),
                                verify), "Small"))
    story.append(Spacer(1, 4 * mm))
    return story


def _ds_story(pad: Scorepad, width: float) -> list[Flowable]:
    players = pad.names
    story: list[Flowable] = [DSPad(players, pad.rounds), Spacer(1, 4 * mm)]
    n = len(players)
    narrow = n > 6
    round_word = translate("ScorepadPdf", "Rd") if narrow else translate("ScorepadPdf", "Round")
    # "Manche" whole (it wrapped as "Manch/e"): the word in its cell's style, and the cell's padding (6 + 6)
    lead = max((12 if narrow else 18) * mm, stringWidth(round_word, fonts.SANS_BOLD, style("CellBold").fontSize) + 14)
    win_w = (30 if narrow else 40) * mm
    name_w = (width - lead - win_w) / n
    pad_x = 2 if narrow else 6
    rows: list[list[Any]] = [[label(round_word, "CellBold"),
                              label(translate("ScorepadPdf", "Winner"), "CellBold")]
                             + [para(p, "CellTiny" if narrow else "CellBold", name_w - 2 * pad_x - 1) for p in players]]
    for r in pad.rounds:
        winner = players[r.winner] if r.winner is not None else translate("ScorepadPdf", "playing")
        rows.append([str(r.number), para(winner, "Cell", win_w - 13)] + [str(s) for s in r.scores])
    below = get_ruleset(pad.ruleset).pad_rows
    if "Rounds won" in below:
        rows.append(["", label(translate("Ruleset", "Rounds won"), "CellBold")] + [str(c.rounds_won) for c in pad.columns])
    if "Bakeries" in below:
        rows.append(["", label(translate("Ruleset", "Bakeries"), "CellBold")] + [" ".join(map(str, c.bakeries)) or "-"
                                                                              for c in pad.columns])
    t = Table(rows, colWidths=[lead, win_w] + [name_w] * n, repeatRows=1)
    t.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), 9),
                           ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("GRID", (0, 0), (-1, -1), 0.3, RULE),
                           ("ALIGN", (2, 1), (-1, -1), "RIGHT"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("LEFTPADDING", (2, 0), (-1, -1), pad_x), ("RIGHTPADDING", (2, 0), (-1, -1), pad_x)]))
    legend = (translate("ScorepadPdf", "Loaf scores are circled (C15); a struck entry was a biscuit lost; a thick line ends a round, with a barb for each round the winner has won so far.")
              if n == 2 else
              translate("ScorepadPdf", "Loaf scores are circled (C15); a struck entry was a biscuit lost; a thick line ends a round, with the rounds the winner has won so far in a box."))
    legend += _pad_legend(pad)
    if pad.rounds_to_win is not None:
        legend += (translate("ScorepadPdf", " The first to win 1 round wins the game (C13).") if pad.rounds_to_win == 1
                   else fill(translate("ScorepadPdf", " The first to win %1 rounds wins the game (C13)."), pad.rounds_to_win))
    story += [KeepTogether([label(translate("ScorepadPdf", "Round scores"), "Heading"), t, Spacer(1, 2 * mm), label(legend, "Small")])]
    return story


def _sets_story(pad: Scorepad, width: float) -> list[Flowable]:
    players = pad.names
    name_w = width - 15 * mm - 5 * 18 * mm
    # the headings as plain bold text: a word as long as "Summe" or "Punkte" fits a column whole
    rows: list[list[Any]] = [[
        translate("ScorepadPdf", "Set"), translate("ScorepadPdf", "Player"), "Post", "Carry", "Leave",  # the rules' words
        translate("ScorepadPdf", "Score"), translate("ScorepadPdf", "Total")]]
    style: list[Any] = []
    for row in pad.rows_of(RowKind.ENTRY):
        played = sorted((c.entry for c in row.cells if c.entry is not None), key=lambda e: e.turn)
        for k, e in enumerate(played):
            rows.append([str(row.section + 1), para(players[e.seat], "Cell", name_w - 13), str(e.post),
                         "" if e.carry is None else str(e.carry), "" if e.leave is None else str(e.leave),
                         str(e.points), str(e.total)])
            if k == 0:
                style.append(("LINEABOVE", (0, len(rows) - 1), (-1, len(rows) - 1), 1.2, INK))
    t = Table(rows, colWidths=[15 * mm, name_w] + [18 * mm] * 5, repeatRows=1)
    t.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTNAME", (0, 0), (-1, 0), fonts.SANS_BOLD),
                           ("FONTSIZE", (0, 0), (-1, -1), 9.5),
                           ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("GRID", (0, 0), (-1, -1), 0.3, RULE),
                           ("ALIGN", (2, 1), (-1, -1), "RIGHT"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), *style]))
    legend = translate("ScorepadPdf", "Post: dice posted. A full rack scores 36 + Carry; when the carry runs out the turn scores 6 x Post + Leave, the faces left (S3).")
    return [t, Spacer(1, 2 * mm), label(legend, "Small"), *_totals(pad, width)]


def _totals(pad: Scorepad, width: float) -> list[Flowable]:
    players = pad.names
    n = len(players)
    col = (width - 30 * mm) / n
    size, pad_x = (7.5, 1.5) if n > 6 else (9.5, 6)
    rows: list[list[Any]] = [[""] + [para(p, "CellTiny" if n > 6 else "CellBold", col - 2 * pad_x - 1) for p in players]]
    for kind in (RowKind.TOTAL, RowKind.TO_GO):
        for row in pad.rows_of(kind):
            rows.append([label(shown(row.label), "CellBold")] + [shown(c.text) for c in row.cells])
    if len(rows) == 1:
        return []
    t = Table(rows, colWidths=[30 * mm] + [col] * n)
    t.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), size),
                           ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("GRID", (0, 0), (-1, -1), 0.3, RULE),
                           ("ALIGN", (1, 1), (-1, -1), "RIGHT"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("LEFTPADDING", (1, 0), (-1, -1), pad_x), ("RIGHTPADDING", (1, 0), (-1, -1), pad_x)]))
    return [Spacer(1, 3 * mm), KeepTogether([label(translate("ScorepadPdf", "Totals"), "Heading"), t])]


def _turns_story(pad: Scorepad, width: float) -> list[Flowable]:
    players = pad.names
    n = len(players)
    col = width / n
    size, pad_x = (7.5, 1.5) if n > 6 else (9.5, 6)
    rows: list[list[Any]] = [[c for p in players for c in (para(p, "CellTiny" if n > 6 else "CellBold", col - 2 * pad_x - 1),
                                                           "")],
                             [c for _ in players for c in (translate("ScorepadPdf", "Turn"), translate("ScorepadPdf", "Total"))]]
    style: list[Any] = [("SPAN", (2 * i, 0), (2 * i + 1, 0)) for i in range(n)]
    for k, row in enumerate(pad.rows_of(RowKind.ENTRY)):
        r = k + 2
        line: list[str] = []
        for s, cell in enumerate(row.cells):
            e: Entry | None = cell.entry
            line += ["", ""] if e is None else [shown(e.text), str(e.total)]
            if e is not None and e.final:
                style.append(("BACKGROUND", (2 * s, r), (2 * s + 1, r), SHADE))
            if e is not None and e.reaches_target:
                style.append(("LINEBELOW", (2 * s, r), (2 * s + 1, r), 2.2, INK))
        rows.append(line)
    style += [("LINEAFTER", (2 * i + 1, 0), (2 * i + 1, -1), 1.0, INK) for i in range(n - 1)]
    tab = Table(rows, colWidths=[col / 2] * (2 * n), repeatRows=2)
    tab.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), size),
                             ("FONTSIZE", (0, 1), (-1, 1), 6 if n > 6 else 7),
                             ("LEFTPADDING", (0, 0), (-1, -1), pad_x), ("RIGHTPADDING", (0, 0), (-1, -1), pad_x), ("BACKGROUND", (0, 1), (-1, 1), SHADE),
                             ("GRID", (0, 0), (-1, -1), 0.3, RULE), ("ALIGN", (0, 1), (-1, -1), "RIGHT"),
                             ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), *style]))
    rs = get_ruleset(pad.ruleset)
    legend = fill(translate("ScorepadPdf", "Target %1: a thick line under the turn that brought a total to it (%2)"),
                  pad.target, rs.game_end_ruling)
    legend += _pad_legend(pad) or "."
    return [tab, Spacer(1, 2 * mm), label(legend, "Small"), *_totals(pad, width)]


def _pad_legend(pad: Scorepad) -> str:
    """What the game's legend adds (Ruleset.pad_legend, marked in engine/games/), translated."""
    legend = get_ruleset(pad.ruleset).pad_legend
    return translate("Ruleset", legend) if legend else ""


def story(pad: Scorepad, paper: str = "a4", options: Mapping[str, Any] | None = None) -> list[Flowable]:
    width, _ = frame_size(paper)
    out = header_story(pad, width, options)
    if not pad.started:
        out.append(label(translate("ScorepadPdf", "The roll-off for the first player is still being thrown."), "Body"))
    elif get_ruleset(pad.ruleset).layout == "rounds":
        out += _ds_story(pad, width)
    elif get_ruleset(pad.ruleset).layout == "sets":
        out += _sets_story(pad, width)
    else:
        out += _turns_story(pad, width)
    return out


def render(pad: Scorepad, out: str | Path | Any = None, *, paper: str = "a4",
           options: Mapping[str, Any] | None = None) -> bytes:
    """The PDF of *pad* (``options``: the ruleset options to print, when known)."""
    event = pad.info.event if pad.info is not None else None
    name = fill(translate("ScorepadPdf", "%1 scorepad"), pad.ruleset_name)
    title = f"{event + ': ' if event else ''}{name}"
    return build(story(pad, paper, options), out, title=title, paper=paper,
                 footer=f"Bakehouse · {title} · " + " v ".join(isolate(n) for n in pad.names))


def scorepad_of(record: MatchRecord) -> tuple[Scorepad, dict[str, Any]]:
    """The engine's pad of a record and its options (refused records raise BakehouseError)."""
    rep = replay(record)
    options = rep.ruleset.options_dict(rep.state.options) if rep.state is not None else dict(record.options)
    return from_replay(rep), options


def render_record(record: MatchRecord, out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    pad, options = scorepad_of(record)
    return render(pad, out, paper=paper, options=options)
