"""The layers hold (issue 17, "Layers that hold"): the import contracts of
pyproject.toml's ``[tool.importlinter]`` (checked by import-linter's
``lint-imports``), and no module importing another package's private name."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "reports", "desktop")


def checked_env() -> dict[str, str]:
    """This checkout first on the path, so its own modules are analysed (not an installed copy)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return env


def test_the_import_contracts_are_kept():
    lint_imports = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, env=checked_env(),
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout


# -- private names ------------------------------------------------------------------------------
def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_of(module: str, root: Path) -> str:
    """The package a module belongs to: itself if it is a package, else its parent."""
    if (root / module.replace(".", "/") / "__init__.py").exists():
        return module
    return module.rpartition(".")[0]


def private_imports(path: Path, root: Path) -> Iterator[str]:
    """``file:line: name`` for each private name (``_name``, not ``__dunder__``) that the file
    imports from a module of another package."""
    module = module_name(path, root)
    here = package_of(module, root)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = here.split(".")[: len(here.split(".")) - (node.level - 1)]
            source = ".".join([*base, *([node.module] if node.module else [])])
        else:
            source = node.module or ""
        for alias in node.names:
            private = alias.name.startswith("_") and not alias.name.startswith("__")
            if private and package_of(source, root) != here:
                yield f"{path.relative_to(root)}:{node.lineno}: {alias.name} from {source}"


def test_no_module_imports_a_private_name_from_another_package():
    found = [hit for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))
             for hit in private_imports(path, ROOT)]
    assert found == [], "make these public in their home module:\n" + "\n".join(found)


def test_the_private_name_check_sees_one_across_packages_and_allows_one_within(tmp_path):
    (tmp_path / "pkg" / "inner").mkdir(parents=True)
    for name in ("pkg/__init__.py", "pkg/inner/__init__.py", "pkg/helpers.py"):
        (tmp_path / name).write_text("def _helper(): ...\n")
    (tmp_path / "pkg" / "sibling.py").write_text("from .helpers import _helper\nfrom pkg.helpers import __all__\n")
    (tmp_path / "pkg" / "inner" / "user.py").write_text(
        "from ..helpers import _helper\nfrom pkg.helpers import _helper as h\nfrom . import _own\n")
    hits = [hit for path in sorted(tmp_path.rglob("*.py")) for hit in private_imports(path, tmp_path)]
    assert hits == ["pkg/inner/user.py:1: _helper from pkg.helpers", "pkg/inner/user.py:2: _helper from pkg.helpers"]


def test_the_doors_to_the_store_are_checked_with_indirect_imports():
    """Issue 28: the app and the command lines reach the store only through the services, the
    reports through neither; indirect imports count (desktop -> reports -> store is caught), only
    the services' own imports of the store are left out."""
    import tomllib

    contracts = {c["id"]: c for c in tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
                 ["tool"]["importlinter"]["contracts"]}
    for cid, sources, forbidden in (("app-through-services", ["desktop"], ["engine.store"]),
                                    ("commands-through-services", ["engine.cli", "engine.__main__", "engine.commands"],
                                     ["engine.store"]),
                                    ("reports-through-values", ["reports"], ["engine.store", "engine.services"])):
        c = contracts[cid]
        assert (c["type"], c["source_modules"], c["forbidden_modules"]) == ("forbidden", sources, forbidden), cid
        assert not c.get("allow_indirect_imports", False), cid
        assert c.get("ignore_imports", []) in ([], ["engine.services.** -> engine.store.**"]), cid
