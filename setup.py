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
from concurrent.futures import ThreadPoolExecutor

from setuptools import setup
from setuptools.command.build_ext import build_ext
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


def build_jobs() -> int:
    """How many C files are compiled at once: ``BAKEHOUSE_BUILD_JOBS``, else one per core."""
    given = os.environ.get("BAKEHOUSE_BUILD_JOBS", "")
    return max(1, int(given)) if given.isdigit() else (os.cpu_count() or 1)


class ParallelBuildExt(build_ext):
    """The compiled core's C files (mypyc's multi-file mode: one per module, the biggest about a
    sixth of the whole) compiled on every core at once, biggest first (issue 31): 56 s of CPU
    where the one 10 MB C file of everything took 64 s, and on 2 cores about half that long
    (distutils compiles an extension's sources one after another; ``BAKEHOUSE_BUILD_JOBS=1`` does).
    The compiled engine runs as fast (benchmarks/engine_speed.py, side by side with the loop)."""

    def build_extensions(self) -> None:
        jobs = build_jobs()
        compiler = self.compiler
        if jobs > 1 and hasattr(compiler, "_setup_compile") and hasattr(compiler, "_compile"):
            def compile_at_once(sources, output_dir=None, macros=None, include_dirs=None,  # type: ignore[no-untyped-def]
                                debug=False, extra_preargs=None, extra_postargs=None, depends=None):
                macros, objects, extra_postargs, pp_opts, build = compiler._setup_compile(
                    output_dir, macros, include_dirs, sources, depends, extra_postargs)
                cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)
                todo = sorted((obj for obj in objects if obj in build),
                              key=lambda obj: -os.path.getsize(build[obj][0]))
                with ThreadPoolExecutor(jobs) as pool:  # each compile is a compiler process of its own
                    for _ in pool.map(lambda obj: compiler._compile(obj, build[obj][0], build[obj][1], cc_args,
                                                                    extra_postargs, pp_opts), todo):
                        pass
                return objects

            compiler.compile = compile_at_once
        super().build_extensions()


native = runpy.run_path(os.path.join("engine", "native.py"))
record = os.path.join("engine", "_native_sources.json")
ext_modules = []
if os.environ.get("BAKEHOUSE_PURE", "") in ("", "0"):
    from mypyc.build import mypycify

    ext_modules = mypycify(
        [os.path.join("engine", source) for source in native["SOURCES"]],
        group_name=native["GROUP"],
        opt_level="3",
        multi_file=True,  # one C file per module, compiled at once on every core (ParallelBuildExt)
    )
    for ext in ext_modules:
        ext.optional = True  # a failed build leaves the Python sources in use
        # the modules' C files include the group's header, which mypyc writes in the group's package folder
        ext.include_dirs.append(os.path.join("build", *native["GROUP"].split(".")[:-1]))
    with open(record, "w", encoding="utf-8") as f:
        json.dump(native["digests"](), f, indent=1, sort_keys=True)
elif os.path.exists(record):
    os.remove(record)

setup(ext_modules=ext_modules, cmdclass={"build_py": BuildWithTranslations, "build_ext": ParallelBuildExt})
