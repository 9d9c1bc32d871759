"""The hidden ``bakehouse --self-test`` (desktop/launcher.py) that installer/check_bundle.py runs
on the frozen build: it opens the club home, prints OK and quits with 0, writing only to the
user's data and config folders."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from desktop.home import NAVIGATION

ROOT = Path(__file__).resolve().parents[2]


def test_self_test_opens_the_club_home_and_quits(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "desktop.launcher", "--self-test"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("OK "), run.stdout
    assert "File" in run.stdout and f"{len(NAVIGATION)} pages and the practice table shown" in run.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["config", "data"]  # nothing in the working directory


def test_self_test_without_a_display_says_so_in_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(XDG_DATA_HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "desktop.launcher", "--self-test"], env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 1
    assert len(run.stderr.strip().splitlines()) == 1 and "no display" in run.stderr
