"""Dependencies point one way: ui -> model -> rules. app/rules is pure Python."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import ROOT

BANNED = {
    "app/rules": ("PySide6", "shiboken6", "sqlalchemy", "alembic", "reportlab", "app.model",
                  "app.ui", "app.i18n", "app.cli", "app.sheets"),
    "app/model": ("PySide6.QtWidgets", "PySide6.QtGui", "app.ui", "reportlab"),
}


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def test_layers() -> None:
    bad = []
    for folder, banned in BANNED.items():
        for f in sorted((ROOT / folder).rglob("*.py")):
            for name in imports(f):
                if any(name == b or name.startswith(b + ".") for b in banned):
                    bad.append(f"{f.relative_to(ROOT)} imports {name}")
    assert not bad, bad
