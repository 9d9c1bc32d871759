"""The domain has no Qt: importing the engine (and its command line) never loads PySide6."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_engine_does_not_import_pyside6():
    code = (
        "import engine.record, engine.match, engine.cli, engine.rulesets, sys; "
        "engine.rulesets.all_rulesets(); "
        "assert not any(m.startswith('PySide6') for m in sys.modules), "
        "[m for m in sys.modules if m.startswith('PySide6')]"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_the_command_line_opens_the_app_lazily():
    source = (ROOT / "engine" / "cli.py").read_text(encoding="utf-8")
    assert "from desktop.app import main" in source
