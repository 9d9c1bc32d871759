"""Make and compile the app's translation catalogues (``make translations``).

    python tools/update_translations.py            # lupdate: desktop/ -> resources/i18n/*.ts
    python tools/update_translations.py --release  # lrelease: *.ts -> *.qm (the build does this)

``pyside6-lupdate`` reads ``self.tr("...")`` and ``QCoreApplication.translate("ctx", "...")`` in
the Python sources of desktop/, and ``translate("ctx", "...")`` and ``QT_TRANSLATE_NOOP("ctx", "...")``
in reports/ (reports/words.py: the statistics' words, English on the command line, the app's
language in the app) and engine/games/ (engine/words.py: a game's hint over its paper pad); ``pyside6-lrelease`` compiles what the translators wrote.  Both come with
PySide6 (PySide6-Essentials), in the same ``bin`` folder as the Python that runs this script.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("de",)


def tool(name: str) -> str:
    """The PySide6 tool ``name`` (pyside6-lupdate, pyside6-lrelease) of this Python, else PATH's."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def sources() -> list[str]:
    """Every Python file of desktop/ and reports/, and the games' modules (engine/games/: their pad
    hints, engine/words.py), relative and sorted: the catalogue's references stay stable."""
    return sorted(str(p.relative_to(ROOT)) for folder in ("desktop", "reports", "engine/games")
                  for p in (ROOT / folder).rglob("*.py"))


def update(ts: Path, *, no_obsolete: bool = True) -> None:
    args = [tool("pyside6-lupdate"), *sources(), "-locations", "none"]
    if no_obsolete:
        args.append("-no-obsolete")
    subprocess.run([*args, "-ts", str(ts)], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="compile the .ts catalogues into .qm")
    args = parser.parse_args(argv)
    for lang in LANGUAGES:
        ts = I18N / f"bakehouse_{lang}.ts"
        if args.release:
            release(ts, ts.with_suffix(".qm"))
        else:
            update(ts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
