"""The app's private store of dice seeds for games in progress.

A saved game in progress carries its dice commitment but not the seed: anyone
who opened the file could otherwise predict every throw still to come
(match-record.md, "Provably fair dice").  The seed stays here, one file per
game named by its commitment, readable by the user alone (mode 0600, written
atomically), so that opening the saved file goes on with the same dice.  When
the game ends, the saved record carries the seed and anyone can verify it.

The folder is ``platformdirs.user_data_dir("Bakehouse")/seeds``
(``~/.local/share/Bakehouse/seeds`` on Linux).
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from pathlib import Path

import platformdirs

from engine.dice import HmacDice

_COMMITMENT = re.compile(r"[0-9a-f]{64}")


def default_folder() -> Path:
    return Path(platformdirs.user_data_dir("Bakehouse", appauthor=False)) / "seeds"


class SeedStore:
    """Seeds by commitment, in a folder only the user can read."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_folder()

    def path(self, commitment: str) -> Path:
        if not _COMMITMENT.fullmatch(commitment):
            raise ValueError(f"not a dice commitment: {commitment[:70]!r}")
        return self.folder / commitment

    def keep(self, dice: HmacDice) -> None:
        """Write the seed of ``dice`` under its commitment (atomically, mode 0600).
        Raises OSError if the folder cannot be written."""
        target = self.path(dice.commitment)
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".seed-")  # created with mode 0600
        try:
            with os.fdopen(fd, "w", encoding="ascii") as f:
                f.write(dice.seed.hex() + "\n")
                f.flush()
                os.fsync(f.fileno())
            os.chmod(tmp, 0o600)
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def find(self, commitment: str) -> HmacDice | None:
        """The dice of that commitment if their seed is kept here (and matches it)."""
        try:
            text = self.path(commitment).read_text(encoding="ascii").strip()
            seed = bytes.fromhex(text)
        except (OSError, ValueError):
            return None
        if not seed or hashlib.sha256(seed).hexdigest() != commitment:
            return None
        return HmacDice(seed)
