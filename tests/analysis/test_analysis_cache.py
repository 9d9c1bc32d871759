"""The analysis cache checks what it reads (issue 31.2): each cached table carries a checksum of
its content and model version; a table edited by hand, or of another model, is built again."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.analysis.cache import read_table, write_table
from engine.analysis.damn_straight import CACHE_ENV
from engine.analysis.win import DireWin


def test_a_table_edited_to_say_999_is_built_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    first = DireWin(5, False)
    first.load_or_build()
    assert first.origin.startswith("built") or first.origin == ""
    path = tmp_path / first.file_name()
    again = DireWin(5, False)
    again.load_or_build()
    assert again.origin == "cached" and again.S == first.S
    text = path.read_text()
    value = repr(first.S[2][3])
    assert value in text
    path.write_text(text.replace(value, "999.0", 1))  # a value edited, its checksum left as it was
    third = DireWin(5, False)
    third.load_or_build()
    assert third.origin != "cached" and third.S == first.S
    assert max(max(row) for row in third.S) < 1.0
    fourth = DireWin(5, False)  # written anew: served again
    fourth.load_or_build()
    assert fourth.origin == "cached"


def test_the_checksum_covers_the_model_version(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    write_table(path, "model-v1", [[0.25, 0.5]])
    assert read_table(path, "model-v1") == [[0.25, 0.5]]
    assert read_table(path, "model-v2") is None
    head, body = path.read_bytes().split(b"\n", 1)
    path.write_bytes(head.replace(b"model-v1", b"model-v2") + b"\n" + body)  # relabelled: checksum differs
    assert read_table(path, "model-v2") is None
    path.write_bytes(body)  # the earlier form, rows alone: built again
    assert read_table(path, "model-v1") is None
