#!/usr/bin/env python3
"""Check the frozen build dist/bakehouse/ (installer/build.py) as a user would run it.

    python3 installer/check_bundle.py [--bundle dist/bakehouse]

Runs the frozen ``bakehouse`` from an empty working folder with a throwaway home (HOME, XDG_*), so
that it must find its own files relative to itself and write only to the user's data and config
folders: ``replay`` of a match record, ``db init`` and ``db check`` of a new database, ``members
import`` of a small CSV, ``report scorepad`` of a record with Arabic, Korean and Greek names (a PDF),
and the club home opened offscreen in English and in every language whose catalogue
(resources/i18n/*.ts) ships, which must be in the bundle (``--self-test``), a refused record's line
in each of them on the command line (``replay``: the catalogue as written, read without Qt).  Then prints the
bundle's size and its start time (``--help``, ``rulesets``) beside the virtual environment's.
Exit status 1 if any check failed.  Standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT / "tests" / "data" / "spec-examples" / "classic.json"  # a copy of the spec's example
MEMBERS = ROOT / "installer" / "samples" / "members.csv"
#: the names the non-Latin scorepad carries (Arabic joins right to left; Hangul; Greek)
NAMES = {"Maya": "محمد علي", "Tom": "김민수 Ωμέγα"}

failures: list[str] = []


def check(name: str, ok: bool, detail: str = "") -> None:
    print(f"{'ok  ' if ok else 'FAIL'} {name}{': ' + detail if detail else ''}", flush=True)
    if not ok:
        failures.append(name)


def size_mib(path: Path) -> float:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink()) / 2**20


class Runner:
    def __init__(self, command: list[str], home: Path, cwd: Path, extra_env: dict[str, str] | None = None):
        self.command = command
        self.cwd = cwd
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "BAKEHOUSE_", "PYTHON"))}
        self.env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
                        XDG_CACHE_HOME=str(home / "cache"), LANG="C.UTF-8", QT_QPA_PLATFORM="offscreen")
        self.env.update(extra_env or {})

    def __call__(self, *args: str, env: dict[str, str] | None = None,
                 timeout: float = 180) -> subprocess.CompletedProcess[str]:
        return subprocess.run(self.command + list(args), cwd=self.cwd, env={**self.env, **(env or {})},
                              capture_output=True, text=True, encoding="utf-8", timeout=timeout)

    def start_time(self, *args: str, runs: int = 3) -> float:
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            self(*args)
            times.append(time.perf_counter() - start)
        return statistics.median(times)


def run_checks(bakehouse: Runner, work: Path, bundle: Path) -> None:
    r = bakehouse("--help")
    check("bakehouse --help", r.returncode == 0 and "replay" in r.stdout, r.stderr.strip()[-300:])
    r = bakehouse("rulesets")
    check("bakehouse rulesets", r.returncode == 0 and "classic" in r.stdout, r.stderr.strip()[-300:])

    r = bakehouse("replay", str(RECORD))
    ok = r.returncode == 0 and json.loads(r.stdout or "{}").get("ruleset") == "classic"
    check(f"replay {RECORD.relative_to(ROOT)}", ok, r.stderr.strip()[-300:])
    samples = sorted((bundle / "_internal" / "samples" / "records").iterdir())
    check("the bundle carries sample records", bool(samples), f"{len(samples)}")
    for sample in samples:  # every one a record that replays (no replay outputs, no refusals)
        r = bakehouse("replay", str(sample))
        check(f"replay of the bundled sample {sample.name}", r.returncode == 0 and sample.suffix == ".bakehouse",
              r.stderr.strip()[-300:])

    db = work / "club.sqlite3"
    r = bakehouse("db", "init", "--db", str(db))
    check("db init", r.returncode == 0 and db.is_file(), (r.stdout + r.stderr).strip()[-300:])
    r = bakehouse("db", "check", "--db", str(db))
    check("db check", r.returncode == 0, (r.stdout + r.stderr).strip()[-300:])
    r = bakehouse("members", "import", str(MEMBERS), "--yes", "--db", str(db))
    check("members import", r.returncode == 0, (r.stdout + r.stderr).strip()[-300:])
    r = bakehouse("members", "list", "--json", "--db", str(db))
    names = [m.get("name") for m in json.loads(r.stdout or "[]")] if r.returncode == 0 else []
    check("members list", "Jürgen Weiß" in names and len(names) == 3, f"{names}" + r.stderr.strip()[-300:])

    text = RECORD.read_text(encoding="utf-8")
    for latin, other in NAMES.items():
        text = text.replace(f'"{latin}"', f'"{other}"')
    record = work / "non-latin.bakehouse"
    record.write_text(text, encoding="utf-8")
    pdf = work / "scorepad.pdf"
    r = bakehouse("report", "scorepad", str(record), "-o", str(pdf))
    ok = r.returncode == 0 and pdf.is_file() and pdf.read_bytes()[:5] == b"%PDF-"
    detail = f"{pdf.stat().st_size // 1024} KiB" if ok else (r.stdout + r.stderr).strip()[-300:]
    try:
        import pypdf  # the venv's, when there: the names read back as typed

        page = pypdf.PdfReader(str(pdf)).pages[0].extract_text() if ok else ""
        ok = ok and all(name in page for name in NAMES.values())
        detail += ", the names read back from its text"
    except ImportError:
        pass
    check("report scorepad with non-Latin names", ok, detail)

    for lang, word in [("en", "File"), *shipped_languages()]:
        qm = bundle / "_internal" / "resources" / "i18n" / f"bakehouse_{lang}.qm"
        if lang != "en":
            check(f"the {lang} catalogue is in the bundle", qm.is_file(), str(qm.relative_to(bundle)))
        r = bakehouse("--self-test", env={"BAKEHOUSE_LANGUAGE": lang, "LANG": f"{lang}_{lang.upper()}.UTF-8"})
        ok = r.returncode == 0 and r.stdout.startswith("OK") and word in r.stdout
        check(f"main window offscreen ({lang}, its File menu reads {word!r})", ok,
              r.stdout.strip() if ok else (r.stdout + r.stderr).strip()[-400:])
        if lang == "en":
            continue
        # the command line in the same language: it reads the catalogue as written (the .ts, engine/words.py)
        refused = work / "refused.json"
        refused.write_text(json.dumps(REFUSED), encoding="utf-8")
        r = bakehouse("replay", str(refused), env={"BAKEHOUSE_LANGUAGE": lang})
        said = refusal_words(lang).replace("%1", "rack 1")
        ok = r.returncode == 2 and bool(said) and f"C5: {said}" in r.stderr
        check(f"a refused record's line in {lang} on the command line ({said!r})", ok, r.stderr.strip()[-400:])


#: a record refused at its first event (C5: a rack before the turn's first throw)
REFUSED = {"format": "bakehouse.match/1", "ruleset": "classic", "players": ["Mika", "Jun"],
           "turns": [{"player": "Mika", "events": [{"rack": "1"}]}]}


def refusal_words(lang: str) -> str:
    """The catalogue's words for REFUSED's refusal ("the dice must be thrown now, not %1")."""
    root = ET.parse(ROOT / "resources" / "i18n" / f"bakehouse_{lang}.ts").getroot()
    return next((m.findtext("translation") or "" for c in root.iter("context") if c.findtext("name") == "Refusal"
                 for m in c.iter("message") if m.findtext("source") == "the dice must be thrown now, not %1"), "")


def check_locale_data(bakehouse: Runner, work: Path) -> None:
    """The command line speaks each shipped language in the bundle (its catalogue, read without Qt)
    with Babel's locale data (the spec keeps only the shipped languages'): a scorepad written in it,
    in a territory other than the language's own, dates its match as the locale does (not as the
    record's 2026-11-19)."""
    for lang, _ in shipped_languages():
        pdf = work / f"scorepad-{lang}.pdf"
        r = bakehouse("report", "scorepad", str(RECORD), "-o", str(pdf), env={"BAKEHOUSE_LANGUAGE": f"{lang}_CH"})
        ok = r.returncode == 0 and pdf.is_file() and pdf.read_bytes()[:5] == b"%PDF-"
        detail = "" if ok else (r.stdout + r.stderr).strip()[-300:]
        try:
            import pypdf  # the venv's, when there

            text = pypdf.PdfReader(str(pdf)).pages[0].extract_text() if ok else ""
            ok = ok and "2026-11-19" not in text
            detail = "its date written as the locale writes it" if ok else detail or "the date not translated"
        except ImportError:
            detail = detail or "a PDF (its text not read back: pypdf is not installed for this Python)"
        check(f"report scorepad in {lang}_CH (its catalogue and Babel's locale data)", ok, detail)


def shipped_languages() -> list[tuple[str, str]]:
    """(language, its word for the File menu) of every catalogue in the checkout (resources/i18n/*.ts):
    each must be in the bundle and start the app in its words."""
    out = []
    for ts in sorted((ROOT / "resources" / "i18n").glob("bakehouse_*.ts")):
        root = ET.parse(ts).getroot()
        word = next((m.findtext("translation") or "" for m in root.iter("message")
                     if m.findtext("source") == "&File"), "")
        out.append((ts.stem.removeprefix("bakehouse_"), word.replace("&", "")))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "bakehouse")
    args = parser.parse_args()
    bundle = args.bundle.resolve()
    exe = bundle / ("bakehouse.exe" if os.name == "nt" else "bakehouse")
    if not exe.is_file():
        print(f"check_bundle: {exe} is missing: run installer/build.py first", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="bakehouse-check-") as tmp:
        home, cwd, work = Path(tmp, "home"), Path(tmp, "cwd"), Path(tmp, "work")
        for d in (home, cwd, work):
            d.mkdir()
        bakehouse = Runner([str(exe)], home, cwd)
        run_checks(bakehouse, work, bundle)
        check_locale_data(bakehouse, work)
        if sys.platform.startswith("linux"):  # installer/linux/system_requirements.py, for the launcher's check
            req = bundle / "_internal" / "system-requirements.json"
            need = json.loads(req.read_text(encoding="utf-8")) if req.is_file() else {}
            check("the bundle states the oldest glibc it runs on", bool(need.get("glibc")),
                  f"glibc {need.get('glibc')} ({need.get('oldest')})" if need else f"{req.name} is missing")
            # every library a bundled file links is carried or a system package: never a Qt library the
            # spec dropped (the vnc plugin's QtNetwork was one); a system library this build machine
            # lacks is only noted (package.sh, which needs its package for the .deb, stops on it)
            unresolved = sorted(need.get("unresolved", []))
            dropped = [s for s in unresolved if s.startswith("libQt6")]
            check("every Qt library the bundle links is carried", not dropped, f"{dropped}" if dropped else
                  f"{len(need.get('depends', []))} system packages declared")
            if unresolved and not dropped:
                print(f"note: not installed on this machine, so not resolved to packages: {' '.join(unresolved)}")
        left = sorted(p.name for p in cwd.iterdir())
        check("nothing written to the working folder", not left, f"{left}")
        outside = sorted(p.name for p in home.iterdir() if p.name not in ("data", "config", "cache"))
        check("nothing written in the home but the data, config and cache folders", not outside, f"{outside}")
        core = list((bundle / "_internal" / "engine").glob("_native__mypyc*"))
        print(f"engine core: {'compiled with mypyc' if core else 'Python sources (not compiled)'}")

        # the start time, beside the virtual environment's (make's .venv, else the build venv + checkout)
        venv_bin = ROOT / ".venv" / "bin" / "bakehouse"
        if venv_bin.exists():
            venv = Runner([str(venv_bin)], home, cwd)
            label = ".venv/bin/bakehouse"
        else:
            python = ROOT / "build" / "bundle-venv" / "bin" / "python"
            venv = Runner([str(python if python.exists() else sys.executable), "-m", "desktop.launcher"], home, cwd,
                          {"PYTHONPATH": str(ROOT)})
            label = f"{python.parent.parent.name} + checkout"
        print(f"bundle size: {size_mib(bundle):.0f} MiB ({bundle})")
        for what in (["--help"], ["rulesets"]):
            frozen, plain = bakehouse.start_time(*what), venv.start_time(*what)
            print(f"start time of `bakehouse {what[0]}`: bundle {frozen:.2f} s, venv ({label}) {plain:.2f} s")
        shutil.rmtree(home, ignore_errors=True)
    if failures:
        print(f"check_bundle: {len(failures)} failed: {', '.join(failures)}")
        return 1
    print("check_bundle: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
