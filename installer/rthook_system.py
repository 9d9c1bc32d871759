"""PyInstaller runtime hook of the Linux bundle (installer/bakehouse.spec): before the program runs,
say in one line what this system lacks, instead of a loader error or Qt's abort.

installer/build.py writes ``_internal/system-requirements.json`` from what the bundle links
(installer/linux/system_requirements.py): the oldest glibc every bundled library runs on, and the
system libraries the app's Qt needs with their Debian packages.  The glibc check holds for every
command; the libraries are checked when the app opens a window (no argument, a record, or
``--self-test``), since the command line (``bakehouse replay``) needs none of them.
Standard library only; it must not import anything of the app.
"""

import json
import os
import sys


def _version(text):
    return tuple(int(p) for p in text.split(".") if p.isdigit())


def _opens_window(args):
    return not args or args == ["--self-test"] or (len(args) == 1 and not args[0].startswith("-")
                                                   and args[0].lower().endswith((".bakehouse", ".json")))


def _check():
    if not sys.platform.startswith("linux"):
        return
    path = os.path.join(getattr(sys, "_MEIPASS", os.path.dirname(sys.executable)), "system-requirements.json")
    try:
        with open(path, encoding="utf-8") as f:
            need = json.load(f)
    except OSError:
        return
    try:
        have = os.confstr("CS_GNU_LIBC_VERSION") or ""  # "glibc 2.36"
    except (ValueError, OSError):
        have = ""
    if have.startswith("glibc ") and _version(have.split()[1]) < _version(need["glibc"]):
        sys.stderr.write(
            f"bakehouse: this system has glibc {have.split()[1]}; Bakehouse needs glibc {need['glibc']} or newer "
            f"({need['oldest']} or later)\n")
        sys.exit(1)
    if not _opens_window(sys.argv[1:]):
        return
    import ctypes

    missing = []
    for soname, package in sorted(need["libraries"].items()):
        try:
            ctypes.CDLL(soname)
        except OSError:
            missing.append((soname, package))
    if missing:
        sys.stderr.write(
            f"bakehouse: the app needs these system libraries: {' '.join(s for s, _ in missing)} "
            f"(Debian/Ubuntu: sudo apt install {' '.join(sorted({p for _, p in missing}))})\n")
        sys.exit(1)


_check()
