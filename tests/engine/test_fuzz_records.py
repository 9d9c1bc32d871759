"""Fuzzing the record reader: random JSON and mutated valid records fed to
``loads`` + ``replay`` + ``report`` may only be refused with a BakehouseError
(one line, naming its place), never crash with anything else; and
`bakehouse replay` on garbage exits 2 with one line on stderr."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cli import main
from engine.dice import HmacDice
from engine.errors import BakehouseError
from engine.game import CHANCE
from engine.match import Match
from engine.record import loads, replay, to_record
from engine.replay import report
from engine.rulesets import get_ruleset

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "spec-examples"
RECORDS = Path(__file__).resolve().parent.parent / "records"
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _registered(ruleset_id: str) -> bool:
    try:
        get_ruleset(ruleset_id)
    except BakehouseError:
        return False
    return True


def _random_classic(seed: int) -> dict[str, Any]:
    match = Match("classic", ("Ann", "Ben", "Cy")[: 2 + seed % 2], {"box_rules": seed % 2 == 0}, HmacDice.from_int(seed))
    while match.state is None:
        match.rolloff_throw()
    rng = random.Random(seed)
    for _ in range(80):
        state = match.state
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            match.throw()
            continue
        action = rng.choice(state.legal_actions())
        if type(action).__name__ == "Roll":
            match.throw()
        else:
            match.apply(action)
    return to_record(match)


def _seeds() -> list[dict[str, Any]]:
    seeds: list[dict[str, Any]] = []
    for path in sorted(EXAMPLES.glob("*.json")):
        if path.name.endswith(".replay.json") or path.name == "refusals.json":
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if _registered(data["ruleset"]):
            seeds.append(data)
    for path in sorted(RECORDS.glob("classic-*.json")):
        if not path.name.endswith(".replay.json"):
            seeds.append(json.loads(path.read_text(encoding="utf-8")))
    seeds.extend(_random_classic(s) for s in range(4))
    return seeds


SEEDS = _seeds()

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(["1 2 3 4 5 6*", "1", "6*", "K3", "bank", "Maya", "Tom", "classic", "strict", True]),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=20,
)

KEYS = st.sampled_from(
    ["format", "ruleset", "options", "players", "rolloff", "turns", "dice", "event", "player", "events", "throw",
     "rack", "bank", "swap", "risk", "out", "stop", "keep", "visit", "from", "at", "biscuit_risking", "box_rules",
     "rounds_to_win", "sets", "target", "x"]
) | st.text(max_size=6)

DICE_TEXT = st.lists(
    st.sampled_from(["1", "2", "3", "4", "5", "6", "1*", "3*", "6*", "K1", "K6", "0", "7", "x", ""]), min_size=0, max_size=11
).map(" ".join)


def check(text: str | bytes) -> None:
    """The only allowed outcome besides success is a one-line BakehouseError."""
    try:
        rep = replay(loads(text))
        out = report(rep)
        json.dumps(out, ensure_ascii=False).encode("utf-8")  # printable as the CLI prints it
    except BakehouseError as e:
        assert "\n" not in str(e) and "\r" not in str(e)
        assert str(e)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, path + (k,)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, path + (i,)))
    return out


def _get(root: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        root = root[p]
    return root


@st.composite
def mutated_records(draw: st.DrawFn) -> Any:  # noqa: C901
    data = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(
            st.sampled_from(
                ["delete_event", "duplicate_event", "move_event", "alter_dice", "swap_players", "random_key",
                 "replace_value", "delete_turn", "duplicate_turn", "option", "rolloff", "delete_key", "face"]
            )
        )
        turns = data.get("turns") if isinstance(data, dict) else None
        turns = turns if isinstance(turns, list) and turns else None
        turn = draw(st.sampled_from(turns)) if turns else None
        events = turn.get("events") if isinstance(turn, dict) else None
        events = events if isinstance(events, list) and events else None
        if kind == "delete_event" and events:
            events.pop(draw(st.integers(0, len(events) - 1)))
        elif kind == "duplicate_event" and events:
            i = draw(st.integers(0, len(events) - 1))
            events.insert(draw(st.integers(0, len(events))), copy.deepcopy(events[i]))
        elif kind == "move_event" and events:
            ev = events.pop(draw(st.integers(0, len(events) - 1)))
            target = draw(st.sampled_from(turns)) if turns else turn
            if isinstance(target, dict) and isinstance(target.get("events"), list):
                target["events"].insert(draw(st.integers(0, len(target["events"]))), ev)
        elif kind == "alter_dice" and events:
            ev = draw(st.sampled_from(events))
            if isinstance(ev, dict):
                key = draw(st.sampled_from(["throw", "rack", "bank", "out", "keep", "swap"]))
                for k in list(ev):
                    if k not in ("at", "from"):
                        del ev[k]
                ev[key] = draw(DICE_TEXT)
        elif kind == "face" and events:
            ev = draw(st.sampled_from(events))
            if isinstance(ev, dict) and isinstance(ev.get("throw"), str) and ev["throw"]:
                dice = ev["throw"].split(" ")
                i = draw(st.integers(0, len(dice) - 1))
                face = str(draw(st.integers(1, 6)))
                dice[i] = re.sub(r"\d", face, dice[i])  # keeps a yeast's * and a key's K
                ev["throw"] = " ".join(dice)
        elif kind == "swap_players" and isinstance(data, dict) and isinstance(data.get("players"), list):
            players = data["players"]
            if len(players) >= 2:
                i, j = draw(st.integers(0, len(players) - 1)), draw(st.integers(0, len(players) - 1))
                if isinstance(turn, dict) and draw(st.booleans()):
                    turn["player"] = players[j]
                else:
                    players[i], players[j] = players[j], players[i]
        elif kind == "random_key":
            paths = [p for p in _paths(data) if isinstance(_get(data, p), dict)]
            if paths:
                target = _get(data, draw(st.sampled_from(paths)))
                target[draw(KEYS)] = draw(json_values)
        elif kind == "replace_value":
            paths = [p for p in _paths(data) if p]
            if paths:
                path = draw(st.sampled_from(paths))
                _get(data, path[:-1])[path[-1]] = draw(json_values)
            else:
                data = draw(json_values)
        elif kind == "delete_key":
            paths = [p for p in _paths(data) if p and isinstance(_get(data, p[:-1]), dict)]
            if paths:
                path = draw(st.sampled_from(paths))
                del _get(data, path[:-1])[path[-1]]
        elif kind == "delete_turn" and turns:
            turns.pop(draw(st.integers(0, len(turns) - 1)))
        elif kind == "duplicate_turn" and turns:
            turns.insert(draw(st.integers(0, len(turns))), copy.deepcopy(draw(st.sampled_from(turns))))
        elif kind == "option" and isinstance(data, dict):
            opts = data.setdefault("options", {})
            if isinstance(opts, dict):
                opts[draw(KEYS)] = draw(json_values)
        elif kind == "rolloff" and isinstance(data, dict):
            data["rolloff"] = draw(
                st.lists(st.dictionaries(st.sampled_from(["Maya", "Tom", "Ann", "Ben", "Cy", "Lea", "x"]), json_values | st.integers(0, 7), max_size=4), max_size=4)
            )
    return data


def test_seed_records_replay() -> None:
    assert len(SEEDS) >= 5
    for data in SEEDS:
        check(json.dumps(data))


@SETTINGS
@given(json_values)
def test_random_json_values(value: Any) -> None:
    check(json.dumps(value))


@SETTINGS
@given(st.binary(max_size=200))
def test_random_bytes(blob: bytes) -> None:
    check(blob)


@SETTINGS
@given(st.dictionaries(KEYS, json_values, max_size=8))
def test_random_top_level_objects(value: dict[str, Any]) -> None:
    check(json.dumps(value))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_records())
def test_mutated_records(data: Any) -> None:
    check(json.dumps(data))


@SETTINGS
@given(mutated_records(), st.integers(0, 10**6))
def test_mutated_record_text(data: Any, cut: int) -> None:
    text = json.dumps(data)
    # truncated or with a character dropped: mostly broken JSON
    check(text[: cut % (len(text) + 1)])
    i = cut % max(len(text), 1)
    check(text[:i] + text[i + 1 :])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.one_of(st.binary(max_size=120), mutated_records().map(lambda d: json.dumps(d).encode("utf-8"))))
def test_cli_replay_on_garbage_exits_0_or_2_with_one_line(tmp_path_factory: pytest.TempPathFactory, blob: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "record.json"
    path.write_bytes(blob)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["replay", str(path)])
    if code == 0:
        assert err.getvalue() == ""
        json.loads(out.getvalue())
    else:
        assert code == 2
        assert out.getvalue() == ""
        assert len(err.getvalue().splitlines()) == 1 and err.getvalue().endswith("\n")
