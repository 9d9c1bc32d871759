"""The engine's frozen values (dice, actions, turn scores, records ...) copy and
pickle the same way whether their module runs compiled (engine/native.py) or
not: mypyc's classes rebuild an object by assigning its fields one by one,
which a frozen dataclass refuses, so each module gives its dataclasses to
:func:`copyable`, and copy, deepcopy and pickle rebuild them by their
constructor instead."""

from __future__ import annotations

import copyreg
import dataclasses
from collections.abc import Mapping
from typing import Any


def copyable(namespace: Mapping[str, Any]) -> None:
    """Register every dataclass defined in the module of ``namespace`` (its globals())."""
    module = namespace["__name__"]
    for value in list(namespace.values()):
        if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == module:
            copyreg.pickle(value, _reduce)


def _reduce(value: Any) -> tuple[Any, tuple[type, dict[str, Any]]]:
    fields = {f.name: getattr(value, f.name) for f in dataclasses.fields(value) if f.init}
    return _rebuild, (type(value), fields)


def _rebuild(cls: type, fields: dict[str, Any]) -> Any:
    return cls(**fields)
