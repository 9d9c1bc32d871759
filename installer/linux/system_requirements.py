#!/usr/bin/env python3
"""What the Linux bundle needs from the system, derived from what it links (never a hand-kept list).

    python3 installer/linux/system_requirements.py [--bundle dist/bakehouse] [--depends]

Reads every ELF file of the bundle (readelf): the libraries they name (DT_NEEDED) that the bundle does
not carry are the system's part; the newest GLIBC_x.y symbol version any of them asks for is the
oldest glibc the bundle starts on.  The package of each is the installed one that holds it (dpkg -S);
its version follows dpkg-shlibdeps's logic: the newest version among the symbols the bundle uses (the
package's symbols file), else its shlibs entry; libc6's is the glibc above.  (dpkg-shlibdeps itself
takes minutes over the bundle's 300 files on two busy cores.)

Writes ``_internal/system-requirements.json`` into the bundle, which the launcher's check
(installer/rthook_system.py) reads: the minimum glibc and, for the libraries the app itself needs
(not those only a platform plugin loads, e.g. Wayland's on an X11 desktop), their Debian packages.
``--depends`` prints the ``Depends:`` value of the .deb (installer/linux/package.sh).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: the oldest common systems with a given glibc, for the one-line message and the README
OLDEST = {
    (2, 31): "Debian 11, Ubuntu 20.04",
    (2, 34): "RHEL 9, Fedora 35",
    (2, 35): "Ubuntu 22.04, Fedora 36",
    (2, 36): "Debian 12, Ubuntu 22.10, Fedora 37",
    (2, 39): "Ubuntu 24.04, Fedora 40",
    (2, 41): "Debian 13, Fedora 42",
}


def elf_files(bundle: Path) -> list[Path]:
    out = []
    for f in sorted(bundle.rglob("*")):
        if f.is_file() and not f.is_symlink():
            with f.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    out.append(f)
    return out


def readelf(paths: list[Path]) -> dict[Path, tuple[list[str], set[tuple[int, int]]]]:
    """For each file, (DT_NEEDED sonames, GLIBC versions asked for): one readelf for many files (a
    process per file cost more than the reading on two busy cores)."""
    out: dict[Path, tuple[list[str], set[tuple[int, int]]]] = {}
    for i in range(0, len(paths), 64):
        chunk = paths[i:i + 64]
        text = subprocess.run(["readelf", "-d", "-V", "--wide", *map(str, chunk)], capture_output=True,
                              text=True).stdout
        if len(chunk) == 1:
            parts = {str(chunk[0]): text}
        else:  # readelf heads each file's part with "File: PATH"
            pieces = re.split(r"^File: (.+)$", text, flags=re.MULTILINE)
            parts = {pieces[j].strip(): pieces[j + 1] for j in range(1, len(pieces) - 1, 2)}
        for f in chunk:
            dyn = parts.get(str(f), "")
            needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dyn)
            versions = {(int(a), int(b)) for a, b in re.findall(r"Name: GLIBC_(\d+)\.(\d+)", dyn)}
            out[f] = (needed, versions)
    return out


def analyse(bundle: Path) -> tuple[tuple[int, int], dict[str, set[str]]]:
    """(the newest GLIBC_ version asked for, {a library the bundle does not carry: its files that link it})."""
    files = elf_files(bundle)
    carried = {f.name for f in files} | {f.name for f in bundle.rglob("*.so*") if f.is_symlink()}
    glibc = (2, 0)
    external: dict[str, set[str]] = {}  # soname -> the bundle's files that need it
    for f, (needed, versions) in readelf(files).items():
        glibc = max([glibc, *versions])
        for soname in needed:
            if soname not in carried:
                external.setdefault(soname, set()).add(str(f.relative_to(bundle)))
    return glibc, external


def undefined_symbols(paths: list[Path]) -> dict[Path, frozenset[str]]:
    """Each file's undefined dynamic symbols (what it takes from the libraries it links), one
    readelf for many files."""
    out: dict[Path, frozenset[str]] = {}
    for i in range(0, len(paths), 64):
        chunk = paths[i:i + 64]
        text = subprocess.run(["readelf", "--dyn-syms", "--wide", *map(str, chunk)], capture_output=True,
                              text=True).stdout
        if len(chunk) == 1:
            parts = {str(chunk[0]): text}
        else:  # readelf heads each file's part with "File: PATH"
            pieces = re.split(r"^File: (.+)$", text, flags=re.MULTILINE)
            parts = {pieces[j].strip(): pieces[j + 1] for j in range(1, len(pieces) - 1, 2)}
        for f in chunk:
            found = set()
            for line in parts.get(str(f), "").splitlines():
                cols = line.split()
                if len(cols) >= 8 and cols[6] == "UND":
                    found.add(cols[7].split("@")[0])
            out[f] = frozenset(found)
    return out


def owners(paths: list[str]) -> dict[str, str]:
    """The installed package holding each path (one dpkg -S for all; a path no package holds is left out)."""
    if not paths:
        return {}
    text = subprocess.run(["dpkg", "-S", *paths], capture_output=True, text=True).stdout
    found: dict[str, str] = {}
    for line in text.splitlines():
        package, sep, path = line.partition(": ")
        if sep and path.strip() in paths and "," not in package:
            found.setdefault(path.strip(), package.split(":")[0].strip())
    return found


def system_path(soname: str, cache: str) -> str | None:
    for line in cache.splitlines():
        left, _, right = line.strip().partition(" => ")
        if right and left.split()[0] == soname and "x86-64" in left:
            return right
    return None


def dpkg_info(package: str, kind: str) -> Path | None:
    for name in (f"{package}:amd64.{kind}", f"{package}.{kind}"):
        if (Path("/var/lib/dpkg/info") / name).is_file():
            return Path("/var/lib/dpkg/info") / name
    return None


def newest(versions: list[str]) -> str:
    best = versions[0]
    for v in versions[1:]:
        if subprocess.run(["dpkg", "--compare-versions", v, "gt", best]).returncode == 0:
            best = v
    return best


def minimum_version(package: str, soname: str, used: set[str]) -> str | None:
    """dpkg-shlibdeps's logic: the newest version among the symbols used (the package's symbols
    file), else the version its shlibs file names."""
    symbols = dpkg_info(package, "symbols")
    if symbols is not None:
        versions: set[str] = set()
        current = listed = False
        for line in symbols.read_text(encoding="utf-8", errors="replace").splitlines():
            if line and not line.startswith((" ", "|", "*", "#")):
                current = line.split()[0] == soname
                listed = listed or current
            elif current and line.startswith(" ") and "@" in line:
                name, _, rest = line.strip().partition("@")
                if name in used and len(rest.split()) >= 2:
                    versions.add(rest.split()[1])
        versions.discard("0")  # "any version"
        if versions:
            return newest(sorted(versions))
        if listed:  # linked, none of its symbols used (libgthread): any version
            return None
    shlibs = dpkg_info(package, "shlibs")
    if shlibs is not None:
        stem, _, number = soname.partition(".so.")
        for line in shlibs.read_text(encoding="utf-8").splitlines():
            parts = line.split(None, 2)
            if len(parts) == 3 and parts[0] == stem and parts[1] == number and "(>=" in parts[2]:
                version = parts[2].split("(>=", 1)[1].split(")")[0].strip()
                return None if version == "0" else version
    return None


#: the C library's own sonames: one dependency, libc6 (>= the newest GLIBC_ version asked for)
LIBC = ("libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "ld-linux-x86-64.so.2",
        "libresolv.so.2", "libutil.so.1")


def depends(bundle: Path, glibc: tuple[int, int], external: dict[str, set[str]]) -> tuple[list[str], dict[str, str]]:
    """The .deb's Depends (libc6 first) and each system library's package."""
    cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    packages: dict[str, str] = {}
    versions: dict[str, list[str]] = {}
    unknown = []
    wanted = {s: system_path(s, cache) for s in external if s not in LIBC}
    candidates = {s: [p, str(Path(p).resolve())] for s, p in wanted.items() if p}
    held = owners(sorted({c for cs in candidates.values() for c in cs}))
    symbols = undefined_symbols(sorted({bundle / u for s in wanted for u in external[s]}))
    for soname in sorted(wanted):
        package = next((held[c] for c in candidates.get(soname, []) if c in held), "")
        if not package:
            unknown.append(soname)
            continue
        packages[soname] = package
        used = set().union(*(symbols[bundle / u] for u in external[soname]))
        version = minimum_version(package, soname, used)
        versions.setdefault(package, [])
        if version:
            versions[package].append(version)
    for soname in unknown:  # the launcher still names it; the .deb cannot be made without it (main)
        packages[soname] = soname
    entries = [f"libc6 (>= {glibc[0]}.{glibc[1]})"]
    for package, found in sorted(versions.items()):
        entries.append(f"{package} (>= {newest(found)})" if found else package)
    return entries, packages


def oldest(glibc: tuple[int, int]) -> str:
    fitting = [names for version, names in sorted(OLDEST.items()) if version >= glibc]
    return fitting[0] if fitting else f"a system with glibc {glibc[0]}.{glibc[1]}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "bakehouse")
    parser.add_argument("--depends", action="store_true", help="print the .deb's Depends value only")
    args = parser.parse_args()
    bundle = args.bundle.resolve()
    glibc, external = analyse(bundle)
    entries, packages = depends(bundle, glibc, external)
    # the app's own libraries (QtGui's, the Python modules'): not those only a platform plugin loads
    own = sorted(s for s, users in external.items() if any("/plugins/" not in u for u in users)
                 and s not in LIBC)
    unknown = sorted(s for s, p in packages.items() if s == p)
    requirements = {
        "glibc": f"{glibc[0]}.{glibc[1]}",
        "oldest": oldest(glibc),
        "libraries": {s: packages.get(s, s) for s in own},
        "depends": entries,
        # linked, but held by no package here: a build system without it, or a Qt library the spec dropped
        "unresolved": unknown,
    }
    (bundle / "_internal" / "system-requirements.json").write_text(json.dumps(requirements, indent=1) + "\n")
    if unknown:
        print(f"system_requirements: no installed package holds {' '.join(unknown)}, which the bundle links: "
              "install it here (apt-get install ...) for the .deb to depend on it", file=sys.stderr)
        if args.depends:
            return 1
    if args.depends:
        print(", ".join(entries))
        return 0
    print(f"oldest glibc: {requirements['glibc']} ({requirements['oldest']})")
    print(f"system libraries ({len(external)}): {' '.join(sorted(external))}")
    print(f"Depends: {', '.join(entries)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
