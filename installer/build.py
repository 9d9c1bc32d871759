#!/usr/bin/env python3
"""Build the one-folder bundle dist/bakehouse/ (installer/bakehouse.spec) in a clean build venv.

    python3 installer/build.py            # build/bundle-venv, then dist/bakehouse/
    python3 installer/build.py --fresh    # the venv made anew

The build venv (build/bundle-venv) holds only the runtime dependencies of pyproject.toml, plus the
build tools PyInstaller, mypy and setuptools (never imported by the app, so never bundled); it is
made again when pyproject.toml changes.  The engine's compiled core (engine/native.py) is compiled
with mypyc in place in the checkout, as `make`/`pip install -e .` does, and only when it is not
current: after `make test` (CI) it is reused, so the bundle costs no second mypyc compile.
Every language's catalogue (resources/i18n/*.ts) is compiled into build/i18n/*.qm for the bundle.
On Windows and macOS the icon (.ico / .icns) is made here from resources/icons' PNGs with Pillow.
Standard library only: it runs with any Python 3.11+.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import time
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / "build" / "bundle-venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
#: build-only: never a dependency of the project
BUILD_TOOLS = ["pyinstaller>=6.10", "mypy==2.4.1", "setuptools>=77", "packaging"]


def run(*cmd: str | Path, **kw: object) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, **kw)  # type: ignore[call-overload]


def requirements() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    deps: list[str] = project["dependencies"]
    if sys.platform in ("win32", "darwin"):
        deps = deps + ["Pillow"]  # the .ico / .icns (build only)
    return deps + BUILD_TOOLS


def make_venv(fresh: bool) -> None:
    reqs = requirements()
    stamp = VENV / ".requirements"
    want = hashlib.sha256("\n".join(reqs).encode()).hexdigest()
    if not fresh and stamp.exists() and stamp.read_text() == want:
        return
    if VENV.exists():
        shutil.rmtree(VENV)
    venv.create(VENV, with_pip=True)
    run(PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(PY, "-m", "pip", "install", "--quiet", *reqs)
    stamp.write_text(want)


def compile_core() -> None:
    """mypyc, in place, unless the compiled core beside the sources is current (engine/native.py)."""
    if os.environ.get("BAKEHOUSE_PURE", "") not in ("", "0"):
        print("BAKEHOUSE_PURE is set: the bundle carries the engine as Python")
        return
    check = "import runpy; print(runpy.run_path('engine/native.py')['why_pure']() or '')"
    why = subprocess.run([str(PY), "-c", check], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    if not why:
        print("engine core: compiled and current (reused)")
        return
    print(f"engine core: compiling with mypyc ({why})")
    run(PY, "setup.py", "--quiet", "build_ext", "--inplace")


def compile_catalogues() -> list[Path]:
    """Every language's catalogue (resources/i18n/*.ts) compiled with the build venv's
    pyside6-lrelease into build/i18n/*.qm, which the spec bundles: a fresh clone has no .qm (they are
    built, not kept in git), and a stale one would ship old words.  The bundle check starts the app
    in each of these languages."""
    out = ROOT / "build" / "i18n"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    lrelease = BIN / ("pyside6-lrelease.exe" if os.name == "nt" else "pyside6-lrelease")
    built = []
    for ts in sorted((ROOT / "resources" / "i18n").glob("*.ts")):
        qm = out / (ts.stem + ".qm")
        run(lrelease, "-silent", ts, "-qm", qm)
        built.append(qm)
    print(f"catalogues: {', '.join(q.stem for q in built) or 'none'} compiled into {out.relative_to(ROOT)}")
    return built


def sample_records() -> None:
    """The spec's example match records (tests/data/spec-examples: not the ``*.replay.json`` outputs,
    nor the refusals) as build/samples/*.bakehouse, the bundle's samples/records/."""
    out = ROOT / "build" / "samples"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for f in sorted((ROOT / "tests" / "data" / "spec-examples").glob("*.json")):
        if not f.name.endswith(".replay.json") and f.name != "refusals.json":
            shutil.copyfile(f, out / (f.stem + ".bakehouse"))


def licence_texts() -> None:
    """For a dependency whose dist-info has no licence file, its metadata's licence, written out."""
    out = ROOT / "build" / "licenses"
    out.mkdir(parents=True, exist_ok=True)
    code = (
        "import sys, importlib.metadata as m\n"
        "for d in m.distributions():\n"
        "    k = d.metadata['Name'].lower().replace('_', '-')\n"
        "    t = d.metadata.get('License-Expression') or d.metadata.get('License') or ''\n"
        "    cl = [c for c in (d.metadata.get_all('Classifier') or []) if c.startswith('License')]\n"
        "    open(sys.argv[1] + '/' + k + '.txt', 'w', encoding='utf-8').write(\n"
        "        f\"{d.metadata['Name']} {d.version}\\nLicense: {t}\\n\" + '\\n'.join(cl) + '\\n'\n"
        "        + f\"Home: {d.metadata.get('Home-page') or ''}\\n\")\n"
    )
    run(PY, "-c", code, out)


def platform_icon() -> None:
    if sys.platform not in ("win32", "darwin"):
        return
    out = ROOT / "build" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    code = (
        "from PIL import Image; import sys\n"
        "im = Image.open('resources/icons/bakehouse-256.png')\n"
        "if sys.platform == 'win32':\n"
        "    im.save(sys.argv[1] + '/bakehouse.ico', sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])\n"
        "else:\n"
        "    im.save(sys.argv[1] + '/bakehouse.icns')\n"
    )
    run(PY, "-c", code, out)


def size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fresh", action="store_true", help="make the build venv anew")
    args = parser.parse_args()
    start = time.monotonic()
    make_venv(args.fresh)
    t_venv = time.monotonic()
    compile_core()
    t_core = time.monotonic()
    compile_catalogues()
    sample_records()
    licence_texts()
    platform_icon()
    env = dict(os.environ, PYTHONNOUSERSITE="1")
    env.pop("PYTHONPATH", None)
    run(BIN / "pyinstaller", "--noconfirm", "--log-level", "WARN", "--distpath", ROOT / "dist",
        "--workpath", ROOT / "build" / "pyinstaller", ROOT / "installer" / "bakehouse.spec", env=env)
    end = time.monotonic()
    bundle = ROOT / "dist" / "bakehouse"
    if sys.platform.startswith("linux"):  # the oldest glibc and the system libraries, for the launcher's check
        run(sys.executable, ROOT / "installer" / "linux" / "system_requirements.py", "--bundle", bundle)
    print(f"dist/bakehouse: {size(bundle) / 2**20:.0f} MiB; venv {t_venv - start:.0f} s, "
          f"engine core {t_core - t_venv:.0f} s, PyInstaller {end - t_core:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
