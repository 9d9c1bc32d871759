"""A name inside a sentence is a bidi isolate on paper too (issue 17, section 3): the
sentence keeps its order around a right-to-left name, a row of names keeps seat order,
and the isolate marks are never drawn."""

from __future__ import annotations

from engine.names import FSI, PDI, isolate
from reports import fonts

SARAH, MIRIAM = "שרה", "מרים"


def test_isolate_wraps_a_name_in_fsi_and_pdi():
    assert isolate(SARAH) == f"{FSI}{SARAH}{PDI}" == "\u2068שרה\u2069"


def test_a_number_after_a_right_to_left_name_stays_after_it():
    assert fonts.visual(f"Winner: {SARAH} 12") == "Winner: 12 הרש"  # scrambled without the isolate
    assert fonts.visual(f"Winner: {isolate(SARAH)} 12") == "Winner: הרש 12"
    assert fonts.visual(f"{isolate(SARAH)}: throw 1") == "הרש: throw 1"


def test_names_in_a_row_keep_seat_order():
    names = (SARAH, MIRIAM, "Tom")
    assert fonts.visual(", ".join(names)) == "םירמ ,הרש, Tom"  # turned around without isolates
    assert fonts.visual(", ".join(isolate(n) for n in names)) == "הרש, םירמ, Tom"


def test_the_isolate_marks_are_never_drawn():
    for text in (isolate("Tom") + " wins", isolate(SARAH) + " wins", isolate("<b>Bold</b>")):
        shown = fonts.visual(text)
        assert FSI not in shown and PDI not in shown
    assert fonts.markup(isolate("<b>Bold</b>") + " wins") == "&lt;b&gt;Bold&lt;/b&gt; wins"
    assert fonts.width(isolate("Tom"), 10) == fonts.width("Tom", 10)


def test_the_scorepad_header_and_footer_keep_seat_order_with_right_to_left_names():
    import io

    import pdfplumber

    from reports.scorepad import render_record

    from .games import bot_record

    players = (SARAH, MIRIAM, "Tom")
    data = render_record(bot_record("classic", players, 21))
    shown = [fonts.visual(n) for n in players]  # as drawn: right-to-left letters in display order
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        words = pdf.pages[0].extract_words()
    xs = []
    for name in shown:
        at = [w for w in words if w["text"] == name]
        assert at, (name, [w["text"] for w in words][:40])
        xs.append(min(w["x0"] for w in at))  # the header's column first (leftmost occurrence of the name)
    assert xs == sorted(xs)  # columns left to right in seat order
    footer = max((w for w in words if w["text"] in shown), key=lambda w: w["top"])["top"]
    row = sorted((w for w in words if abs(w["top"] - footer) < 1 and w["text"] in shown), key=lambda w: w["x0"])
    assert [w["text"] for w in row] == shown  # "Bakehouse · ... · שרה v מרים v Tom", in seat order
