"""Builds the engine's compiled core with mypyc (the modules engine/native.py
lists).  Everything else is declared in pyproject.toml.

The extensions are optional: without a C compiler, or with BAKEHOUSE_PURE=1,
the package installs as plain Python and runs the same rules, only slower.
engine/_native_sources.json records the SHA-256 of each source compiled, so
that the engine uses the compiled modules only while the sources are those.

The build (build_py) also compiles every translation (resources/i18n/*.ts) into the .qm files the
app loads and the package ships, with PySide6's pyside6-lrelease, warning clearly when it is not at
hand (the Makefile and installer/build.py compile them in any case)."""

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
    """Every catalogue resources/i18n/*.ts compiled into the .qm beside it (package data: the
    package ships every language).  Without pyside6-lrelease (PySide6 not installed where pip
    builds, e.g. an isolated build of a fresh clone) a warning says so and which languages the
    package then lacks; .qm files compiled before are shipped as they are."""
    catalogues = sorted(glob.glob(os.path.join("resources", "i18n", "*.ts")))
    lrelease = shutil.which("pyside6-lrelease") or shutil.which(
        "pyside6-lrelease", path=os.path.dirname(sys.executable))
    if lrelease is None:
        lacking = [ts for ts in catalogues if not os.path.exists(ts[:-3] + ".qm")]
        print("setup.py: WARNING: pyside6-lrelease (PySide6) not found: the translations are not compiled; "
              + (f"the package ships without {', '.join(os.path.basename(t) for t in lacking)} (English menus). "
                 if lacking else "the .qm files compiled before are shipped. ")
              + "Install PySide6-Essentials where pip builds (pip install --no-build-isolation) or run make.",
              file=sys.stderr)
        return
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONNOUSERSITE", "PYTHONHOME")}
    for ts in catalogues:
        # pip's isolated build environment hides the installed PySide6 from the lrelease script
        # through these variables: it runs as it would from a shell
        done = subprocess.run([lrelease, "-silent", ts, "-qm", ts[:-3] + ".qm"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
        if done.returncode != 0:
            print(f"setup.py: WARNING: {lrelease} could not compile {ts} ({done.stdout.strip()[-300:]}); "
                  + ("the .qm compiled before is shipped" if os.path.exists(ts[:-3] + ".qm") else
                     "the package ships without that language") + ": run make to compile it", file=sys.stderr)


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
