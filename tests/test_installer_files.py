"""The Linux packaging files of installer/ (the bundle itself is checked by installer/check_bundle.py,
`make dist`): the menu entry and metainfo valid, the MIME type of match records narrower than JSON,
the scripts parse."""

from __future__ import annotations

import shutil
import subprocess
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
    entry.read(LINUX / "org.bakehouse.Bakehouse.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"] == "bakehouse %f" and desktop["Icon"] == "bakehouse"
    assert desktop["MimeType"] == MIME + ";"
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    run = subprocess.run(["desktop-file-validate", str(LINUX / "org.bakehouse.Bakehouse.desktop")],
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
    path = LINUX / "org.bakehouse.Bakehouse.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.findtext("id") == "org.bakehouse.Bakehouse"
    assert root.findtext("launchable") == "org.bakehouse.Bakehouse.desktop"
    assert root.findtext("provides/mediatype") == MIME
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    run = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout


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
