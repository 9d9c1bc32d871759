"""The Linux packaging files of installer/ (the bundle itself is checked by installer/check_bundle.py,
`make dist`): the menu entry and metainfo valid, the MIME type of match records narrower than JSON,
the scripts parse."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

import pytest

INSTALLER = Path(__file__).resolve().parents[1] / "installer"
LINUX = INSTALLER / "linux"
MIME = "application/x-bakehouse-match+json"


def test_the_menu_entry_opens_match_records_and_validates() -> None:
    entry = ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(LINUX / "org.bakehouse.bakehouse.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"] == "bakehouse %f" and desktop["Icon"] == "bakehouse"
    assert desktop["MimeType"] == MIME + ";"
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    run = subprocess.run(["desktop-file-validate", str(LINUX / "org.bakehouse.bakehouse.desktop")],
                         capture_output=True, text=True)
    assert run.returncode == 0 and not run.stdout.strip(), run.stdout


def test_the_mime_type_claims_bakehouse_and_older_bakehouse_json_not_every_json() -> None:
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / "bakehouse-mime.xml").getroot()
    (mime,) = root.findall("m:mime-type", ns)
    assert mime.get("type") == MIME
    assert [g.get("pattern") for g in mime.findall("m:glob", ns)] == ["*.bakehouse", "*.bakehouse.json"]
    assert mime.find("m:sub-class-of", ns).get("type") == "application/json"  # type: ignore[union-attr]


def test_the_metainfo_names_the_menu_entry_and_validates() -> None:
    path = LINUX / "org.bakehouse.bakehouse.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.findtext("id") == "org.bakehouse.bakehouse"
    assert root.findtext("launchable") == "org.bakehouse.bakehouse.desktop"
    assert root.findtext("provides/mediatype") == MIME
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    run = subprocess.run(["appstreamcli", "validate", "--pedantic", "--no-net", str(path)], capture_output=True,
                         text=True)
    notes = [line for line in run.stdout.splitlines() if line[:2] in ("E:", "W:", "I:", "P:")]
    assert run.returncode == 0 and not notes, run.stdout  # no notes, not even pedantic ones


def test_the_screenshots_are_the_apps_at_1024x600() -> None:
    """Real screenshots (installer/screenshots.py) kept for the docs and, once the project has a
    public address, the metainfo: each a PNG of 1024x600; any screenshot or address the metainfo
    names is https and, for an image, one of these files (AppStream takes images by address only)."""
    folder = INSTALLER.parent / "docs" / "screenshots"
    shots = sorted(folder.glob("*.png"))
    assert shots, "no screenshots in docs/screenshots (installer/screenshots.py)"
    for shot in shots:
        head = shot.read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", shot.name
        assert (int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")) == (1024, 600), shot.name
    root = ET.parse(LINUX / "org.bakehouse.bakehouse.metainfo.xml").getroot()
    for url in root.iter("url"):
        assert (url.text or "").startswith("https://"), url.text
    for image in root.iter("image"):
        text = image.text or ""
        assert text.startswith("https://") and text.rsplit("/", 1)[-1] in {s.name for s in shots}, text


def test_windows_and_macos_claim_the_one_suffix_they_can() -> None:
    """Windows and macOS go by a file name's last dot: ``.bakehouse`` has a ProgID and a declared UTI,
    and no association names ``.bakehouse.json`` (which is a ``.json`` file there)."""
    iss = (INSTALLER / "windows" / "bakehouse.iss").read_text(encoding="utf-8")
    assert 'Subkey: "Software\\Classes\\.bakehouse"; ValueType: string; ValueName: ""; ' \
        'ValueData: "Bakehouse.MatchRecord"' in iss
    assert "Classes\\.bakehouse.json" not in iss
    spec = (INSTALLER / "bakehouse.spec").read_text(encoding="utf-8")
    assert '"public.filename-extension": ["bakehouse"]' in spec and '"bakehouse.json"' not in spec
    assert '"LSItemContentTypes": ["org.bakehouse.match-record"]' in spec


@pytest.mark.parametrize("script", ["install.sh", "uninstall.sh"])
def test_the_scripts_parse_as_posix_shell(script: str) -> None:
    run = subprocess.run(["sh", "-n", str(LINUX / script)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def _run_launcher_check(tmp_path: Path, requirements: dict[str, object], *args: str) -> subprocess.CompletedProcess[str]:
    """installer/rthook_system.py as the frozen program runs it first: its folder (sys._MEIPASS)
    holding the system-requirements.json that installer/build.py writes."""
    (tmp_path / "system-requirements.json").write_text(json.dumps(requirements), encoding="utf-8")
    hook = INSTALLER / "rthook_system.py"
    code = (f"import sys; sys._MEIPASS = {str(tmp_path)!r}; sys.argv = ['bakehouse', *{list(args)!r}]; "
            f"exec(compile(open({str(hook)!r}).read(), 'rthook_system', 'exec')); print('started')")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the glibc check is the Linux bundle's")
def test_the_launcher_says_in_one_line_that_the_system_is_too_old(tmp_path: Path) -> None:
    run = _run_launcher_check(tmp_path, {"glibc": "9.99", "oldest": "Debian 99", "libraries": {}}, "--help")
    assert run.returncode == 1 and "started" not in run.stdout
    (line,) = run.stderr.splitlines()
    assert "Bakehouse needs glibc 9.99 or newer (Debian 99 or later)" in line and line.startswith("bakehouse: ")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the library check is the Linux bundle's")
def test_the_launcher_names_missing_libraries_and_their_packages_when_the_app_opens(tmp_path: Path) -> None:
    need = {"glibc": "2.17", "oldest": "anything", "libraries": {"libbakehouse-absent.so.7": "libbakehouse-absent7"}}
    run = _run_launcher_check(tmp_path, need)  # the app: no arguments
    assert run.returncode == 1
    (line,) = run.stderr.splitlines()
    assert "libbakehouse-absent.so.7" in line and "sudo apt install libbakehouse-absent7" in line
    # the command line needs none of Qt's libraries: it starts
    run = _run_launcher_check(tmp_path, need, "replay", "x.bakehouse")
    assert run.returncode == 0 and run.stdout.strip() == "started", run.stderr


@pytest.mark.skipif(shutil.which("readelf") is None or shutil.which("dpkg") is None,
                    reason="readelf and dpkg derive the .deb's dependencies")
def test_the_debs_dependencies_are_derived_from_what_the_bundle_links(tmp_path: Path) -> None:
    """A bundle carrying libxcb-shm but not the libxcb it links: libxcb1 and libc6 (>= the newest
    GLIBC_ version it asks for) are its dependencies; a library it carries is none."""
    lib = Path("/usr/lib/x86_64-linux-gnu")
    if not (lib / "libxcb-shm.so.0").exists() or not (lib / "libxcb.so.1").exists():
        pytest.skip("libxcb-shm0 and libxcb1 (Qt's) are not installed here")
    bundle = tmp_path / "bakehouse"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copy(lib / "libxcb-shm.so.0", bundle / "_internal" / "libxcb-shm.so.0")
    script = INSTALLER / "linux" / "system_requirements.py"
    run = subprocess.run([sys.executable, str(script), "--bundle", str(bundle), "--depends"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    depends = run.stdout.strip().split(", ")
    assert depends[0].startswith("libc6 (>= 2.") and any(d.startswith("libxcb1") for d in depends)
    assert not any(d.startswith("libxcb-shm0") for d in depends)
    written = json.loads((bundle / "_internal" / "system-requirements.json").read_text(encoding="utf-8"))
    assert written["libraries"] == {"libxcb.so.1": "libxcb1"} and written["depends"] == depends


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("getconf") is None,
                    reason="glibc's version is read with getconf")
def test_install_sh_refuses_an_older_glibc_in_one_line_and_installs_nothing(tmp_path: Path) -> None:
    unpacked, home = tmp_path / "bakehouse-linux", tmp_path / "home"
    (unpacked / "bakehouse" / "_internal").mkdir(parents=True)
    home.mkdir()
    program = unpacked / "bakehouse" / "bakehouse"
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    (unpacked / "bakehouse" / "_internal" / "system-requirements.json").write_text(
        json.dumps({"glibc": "9.99", "oldest": "Debian 99", "libraries": {}}, indent=1), encoding="utf-8")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy(LINUX / script, unpacked / script)
    run = subprocess.run(["sh", str(unpacked / "install.sh")], capture_output=True, text=True,
                         env={"HOME": str(home), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 1
    (line,) = run.stderr.splitlines()
    assert line.startswith("install.sh: this system has glibc 2.") and "needs glibc 9.99 or newer (Debian 99" in line
    assert list(home.iterdir()) == []
