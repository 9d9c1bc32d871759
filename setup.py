"""Builds the engine's compiled core with mypyc (the modules engine/native.py
lists).  Everything else is declared in pyproject.toml.

The extensions are optional: without a C compiler, or with BAKEHOUSE_PURE=1,
the package installs as plain Python and runs the same rules, only slower.
engine/_native_sources.json records the SHA-256 of each source compiled, so
that the engine uses the compiled modules only while the sources are those.

The build also compiles the translations (resources/i18n/*.ts) into the .qm files the app loads,
with PySide6's pyside6-lrelease when it is at hand (the Makefile compiles them in any case)."""

import glob
import json
import os
import runpy
import shutil
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py


def compile_translations() -> None:
    lrelease = shutil.which("pyside6-lrelease") or shutil.which(
        "pyside6-lrelease", path=os.path.dirname(sys.executable))
    if lrelease is None:
        print("setup.py: pyside6-lrelease not found; resources/i18n/*.qm not compiled (make does it)")
        return
    for ts in glob.glob(os.path.join("resources", "i18n", "*.ts")):
        subprocess.run([lrelease, "-silent", ts, "-qm", ts[:-3] + ".qm"], check=True)


class BuildWithTranslations(build_py):
    def run(self) -> None:
        compile_translations()
        super().run()


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

setup(ext_modules=ext_modules, cmdclass={"build_py": BuildWithTranslations})
