"""A 40-character name squeezed the previous turn's words into a 30 px column, cut mid-letter
(#30): the title shortens with an ellipsis (whole in its tooltip), the words keep their room."""

from __future__ import annotations

from desktop.widgets.dice_area import DiceArea, Place
from engine.dice import Die


def test_a_long_name_leaves_the_previous_turns_words_their_room(qtbot):
    area = DiceArea("Previous turn", 24, inline=True)
    qtbot.addWidget(area)
    area.resize(760, 60)
    name = "Maximiliane Theodora von Hohenzollern-Sig"  # 40 characters and more
    area.title.setText(f"PREVIOUS TURN · {name.upper()}")
    area.set_places([Place(Die(f)) for f in (1, 2, 3, 4, 5)])
    area.set_caption(f"{name} racked 1 2 3 4 5 and stopped: 160 points")
    area.show()
    qtbot.waitExposed(area)
    assert area.caption.width() >= 200
    assert area.title.width() <= 300
    assert name.upper() in area.title.toolTip()
