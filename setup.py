"""Builds the engine's compiled core with mypyc (the modules engine/native.py
lists).  Everything else is declared in pyproject.toml.

The extensions are optional: without a C compiler, or with BAKEHOUSE_PURE=1,
the package installs as plain Python and runs the same rules, only slower.
engine/_native_sources.json records the SHA-256 of each source compiled, so
that the engine uses the compiled modules only while the sources are those."""

import json
import os
import runpy

from setuptools import setup

native = runpy.run_path(os.path.join("engine", "native.py"))
record = os.path.join("engine", "_native_sources.json")
ext_modules = []
if os.environ.get("BAKEHOUSE_PURE", "") in ("", "0"):
    from mypyc.build import mypycify

    ext_modules = mypycify(
        [os.path.join("engine", source) for source in native["SOURCES"]],
        group_name=native["GROUP"],
        opt_level="3",
    )
    for ext in ext_modules:
        ext.optional = True  # a failed build leaves the Python sources in use
    with open(record, "w", encoding="utf-8") as f:
        json.dump(native["digests"](), f, indent=1, sort_keys=True)
elif os.path.exists(record):
    os.remove(record)

setup(ext_modules=ext_modules)
