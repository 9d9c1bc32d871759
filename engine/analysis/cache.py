"""The analysis tables' cache on disk, checked (issue 31.2): a cached table is one line of
header, ``{"model": ..., "sha256": ...}``, then its rows as JSON.  The checksum covers the
model version and the rows, so a table edited by hand (a value made 999.0), cut short, or
written by another model version is not served: :func:`read_table` gives None and the caller
builds the table again (and writes it anew).  A file of the earlier form (rows alone) is
rebuilt the same way."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any


def _digest(model: str, body: bytes) -> str:
    return hashlib.sha256(model.encode() + b"\n" + body).hexdigest()


def read_table(path: Path, model: str) -> Any | None:
    """The rows cached at ``path`` for ``model`` (a name and version, e.g. "dire-win-v1"), or
    None: no file, unreadable, another model, or content that does not match its checksum."""
    try:
        data = path.read_bytes()
        head, sep, body = data.partition(b"\n")
        if not sep:
            return None
        header = json.loads(head)
        if not isinstance(header, dict) or header.get("model") != model:
            return None
        if header.get("sha256") != _digest(model, body):
            return None
        return json.loads(body)
    except (OSError, ValueError):
        return None


def write_table(path: Path, model: str, rows: Any) -> None:
    """Cache ``rows`` for ``model`` at ``path`` (atomically; a folder that cannot be written
    leaves no cache: the next run builds again)."""
    from ..errors import BakehouseError
    from ..files import write_atomically

    body = json.dumps(rows, separators=(",", ":")).encode()
    head = json.dumps({"model": model, "sha256": _digest(model, body)}).encode()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, head + b"\n" + body)
    except (OSError, BakehouseError):
        pass
