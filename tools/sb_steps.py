"""Write SB's bot's table of whole steps again, or check it (engine/bots/sb_steps.py).

    python tools/sb_steps.py           # engine/bots/sb_steps_data.py from SBBot.choose(), at every step's start
    python tools/sb_steps.py --check   # compare the shipped table with the bot, write nothing (exit 1 if they differ)

After a change of the SB bot's choices (engine/bots/sb.py) the table is written again, and ``make``
compiles it with the engine (engine/native.py).  A script rather than ``python -m``: the compiled
module has no code object for runpy to run.  Some 15 s compiled, a minute or so in pure Python.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots.sb_steps import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
