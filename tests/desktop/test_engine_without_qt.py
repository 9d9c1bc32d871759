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


def test_the_console_script_opens_the_app_only_without_arguments(monkeypatch):
    """`bakehouse` alone opens the app; `bakehouse replay ...` runs headless (engine.cli)."""
    import desktop.app
    import engine.cli
    from desktop import launcher

    calls = []
    monkeypatch.setattr(desktop.app, "main", lambda record=None: calls.append("app") or 0)
    monkeypatch.setattr(engine.cli, "main", lambda args, extra=(): calls.append(("cli", args)) or 0)
    assert launcher.main([]) == 0
    assert launcher.main(["rulesets"]) == 0
    assert calls == ["app", ("cli", ["rulesets"])]


def test_a_subcommand_through_the_console_script_never_imports_qt():
    code = (
        "import sys, io, contextlib; from desktop.launcher import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    assert main(['replay', 'tests/data/spec-examples/classic.json']) == 0\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
