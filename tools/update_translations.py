"""Make and compile the app's translation catalogues (``make translations``).

    python tools/update_translations.py            # lupdate: desktop/ -> resources/i18n/*.ts
    python tools/update_translations.py --release  # lrelease: *.ts -> *.qm (the build does this)
    python tools/update_translations.py --add it   # a new language: resources/i18n/bakehouse_it.ts

Every catalogue in resources/i18n (``bakehouse_<lang>.ts``) is a shipped language: the app offers
each (desktop/i18n.py), `make translations` updates each, tests/desktop/test_translation.py checks
each is complete (docs/translating.md: adding a language).

``pyside6-lupdate`` reads ``self.tr("...")`` and ``QCoreApplication.translate("ctx", "...")`` in
the Python sources of desktop/, and ``translate("ctx", "...")`` and ``QT_TRANSLATE_NOOP("ctx", "...")``
in reports/ (reports/words.py: the statistics' words, English on the command line, the app's
language in the app) and engine/games/ (engine/words.py: a game's hint over its paper pad); ``pyside6-lrelease`` compiles what the translators wrote.  Both come with
PySide6 (PySide6-Essentials), in the same ``bin`` folder as the Python that runs this script.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"


def languages() -> list[str]:
    """The shipped catalogues' language codes: resources/i18n/bakehouse_<lang>.ts, sorted."""
    return sorted(p.stem.removeprefix("bakehouse_") for p in I18N.glob("bakehouse_*.ts"))


def tool(name: str) -> str:
    """The PySide6 tool ``name`` (pyside6-lupdate, pyside6-lrelease) of this Python, else PATH's."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def sources() -> list[str]:
    """Every Python file of desktop/ and reports/, and the engine's modules that mark words for the
    user (engine/words.py: the games' pad hints, the refusals and their places), relative and
    sorted: the catalogue's references stay stable."""
    return sorted([*(str(p.relative_to(ROOT)) for folder in ("desktop", "reports")
                     for p in (ROOT / folder).rglob("*.py")),
                   *ENGINE_WORDS])


#: the engine's modules with words for the user: every one that marks them (QT_TRANSLATE_NOOP,
#: translate), but the seam itself (engine/words.py, whose docstring names the calls)
ENGINE_WORDS = tuple(str(p.relative_to(ROOT)) for p in sorted((ROOT / "engine").rglob("*.py"))
                     if p.name != "words.py" or p.parent.name != "engine"
                     if "QT_TRANSLATE_NOOP(" in (text := p.read_text(encoding="utf-8"))
                     or "translate(" in text)


#: a comment lupdate's Python parser takes for a translator's note: ``#:``, which this project
#: writes for an attribute's documentation (Sphinx), as here
_LUPDATE_NOTE = re.compile(r"(?m)(^|\s)#:")
#: a translator's note as the sources write it, on the line(s) just above the string:
#: ``# Translators: "%1" is the player's name``
_TRANSLATORS = re.compile(r"(?m)^(\s*)# Translators: ")


def for_lupdate(text: str) -> str:
    """A source as lupdate reads it: the attributes' ``#:`` documentation made plain comments
    (lupdate would attach it to the next string as its ``<extracomment>``, a note to the
    translators it never was), and ``# Translators: ...`` made the note lupdate extracts."""
    return _TRANSLATORS.sub(r"\1#: ", _LUPDATE_NOTE.sub(r"\1#", text))


def update(ts: Path, *, no_obsolete: bool = True, language: str = "") -> None:
    """lupdate into ``ts``: new strings added unfinished, translations kept; ``language`` (a new
    catalogue's, e.g. "it") is written as its target language.  lupdate reads copies of the
    sources made by :func:`for_lupdate` (same relative paths; no locations are written)."""
    with tempfile.TemporaryDirectory(prefix="bakehouse-lupdate-") as staged:
        files = sources()
        for name in files:
            copy = Path(staged) / name
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(for_lupdate((ROOT / name).read_text(encoding="utf-8")), encoding="utf-8")
        args = [tool("pyside6-lupdate"), *files, "-locations", "none"]
        if language:
            args += ["-target-language", language]
        if no_obsolete:
            args.append("-no-obsolete")
        subprocess.run([*args, "-ts", str(ts.resolve())], cwd=staged, check=True, stdout=subprocess.DEVNULL)


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="compile the .ts catalogues into .qm")
    parser.add_argument("--add", metavar="LANG", help="start the catalogue of a new language (e.g. it, pt_BR)")
    args = parser.parse_args(argv)
    if args.add:
        ts = I18N / f"bakehouse_{args.add}.ts"
        if ts.exists():
            raise SystemExit(f"{ts.relative_to(ROOT)} exists already: `make translations` updates it")
        update(ts, language=args.add)
        print(f"{ts.relative_to(ROOT)}: translate it (Qt Linguist: pyside6-linguist), then make translations && make")
        return 0
    for lang in languages():
        ts = I18N / f"bakehouse_{lang}.ts"
        if args.release:
            release(ts, ts.with_suffix(".qm"))
        else:
            update(ts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
