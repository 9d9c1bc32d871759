"""The station's private vault of dice seeds for games in progress.

A game in progress carries its dice commitment but not the seed: anyone who
read its record or its database row could otherwise predict every throw still
to come (match-record.md, "Provably fair dice").  The seed stays here, one file
per game, readable by the user alone (mode 0600, written atomically by
:func:`engine.files.write_atomically`), so that the game goes on with the same
dice.  When the game ends, the record (or the database) carries the seed and
anyone can verify it.

One vault, two keys: the app's saved records find their seed by its
commitment (:meth:`SeedVault.keep`, :meth:`SeedVault.find`); the club
database's matches by their uid (:meth:`SeedVault.put`, :meth:`SeedVault.get`).
The folder is ``platformdirs.user_data_dir("Bakehouse")/seeds``
(``~/.local/share/Bakehouse/seeds`` on Linux).
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import platformdirs

from .dice import HmacDice
from .errors import InvalidInputError
from .files import write_atomically

_COMMITMENT = re.compile(r"[0-9a-f]{64}")


def default_folder() -> Path:
    """The station's seed folder (not created here)."""
    return Path(platformdirs.user_data_dir("Bakehouse", appauthor=False)) / "seeds"


class SeedVault:
    """Seeds of games in progress, in a folder only the user can read."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_folder()

    # -- by commitment (a record saved by the app) -------------------------------------------
    def path(self, commitment: str) -> Path:
        if not _COMMITMENT.fullmatch(commitment):
            raise InvalidInputError(f"not a dice commitment: {commitment[:70]!r}")
        return self.folder / commitment

    def keep(self, dice: HmacDice) -> None:
        """Write the seed of ``dice`` under its commitment.  Refused with an
        :class:`InvalidInputError` naming the file if it cannot be written."""
        self._write(self.path(dice.commitment), dice.seed.hex() + "\n")

    def find(self, commitment: str) -> HmacDice | None:
        """The dice of that commitment if their seed is kept here (and matches it)."""
        seed = self._read(self.path(commitment))
        if not seed or hashlib.sha256(seed).hexdigest() != commitment:
            return None
        return HmacDice(seed)

    # -- by match uid (the club database) -------------------------------------------------------
    def _uid_path(self, uid: str) -> Path:
        if not uid.isalnum() or not uid.isascii():
            raise InvalidInputError(f"not a match uid: {uid[:60]!r}")
        return self.folder / f"{uid}.seed"

    def put(self, uid: str, seed: bytes) -> None:
        self._write(self._uid_path(uid), seed.hex())

    def get(self, uid: str) -> bytes | None:
        return self._read(self._uid_path(uid))

    def remove(self, uid: str) -> None:
        self._uid_path(uid).unlink(missing_ok=True)

    # -- inside ----------------------------------------------------------------------------------
    def _write(self, path: Path, text: str) -> None:
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as e:
            raise InvalidInputError(f"cannot write {path}: {e.strerror or e}") from None
        write_atomically(path, text.encode("ascii"), private=True)

    @staticmethod
    def _read(path: Path) -> bytes | None:
        try:
            return bytes.fromhex(path.read_text(encoding="ascii").strip())
        except (OSError, ValueError):
            return None
