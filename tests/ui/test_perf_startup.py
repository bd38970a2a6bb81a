"""Start-up at campaign scale (issue 19): nothing before the main window's first paint parses a
Team List file (the players table names shipped lists from a small index of their names), so
neither the YAML loader nor its checker's type hints run before the window is on screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from app.rules.library import (
    builtin_files,
    builtin_teamlists,
    names_from_heads,
    shipped_display_name,
    shipped_names,
)
from tests.conftest import ROOT
from tests.model.store_helpers import demo_copy

# Runs the app the way ``forcesheet --db STORE`` does; at the first paint of the main window it
# prints what was loaded by then and ends the process.
CHILD = r"""
import json, os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

parsed = []
def audit(event, args):
    # every open of a shipped Team List file (the full parse and the head of the name index)
    if event == "open" and isinstance(args[0], str) and args[0].endswith(".yaml") \
            and "teamlists" in args[0]:
        parsed.append(args[0])
sys.addaudithook(audit)

class Probe(QObject):
    def eventFilter(self, obj, event):
        if (event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.isWindow()
                and type(obj).__name__ == "MainWindow"):
            from app.rules import library
            players = obj.campaign_view.players_model
            print(json.dumps({
                "lists_loaded": library.builtin_teamlists.cache_info().currsize,
                "loader": "app.rules.format.loader" in sys.modules,
                "checker": "app.rules.format.checker" in sys.modules,
                "validation": "app.rules.validation" in sys.modules,
                "opened": parsed,
                "team_lists": [players.index(r, 2).data() for r in range(players.rowCount())],
            }))
            sys.stdout.flush()
            os._exit(0)
        return False

app = QApplication(sys.argv)
probe = Probe()
app.installEventFilter(probe)
from app.ui.settings import LANGUAGE, LAST_CAMPAIGN, LAST_DATABASE, Settings
settings = Settings()
settings.set(LAST_DATABASE, DB)
settings.set(LANGUAGE, "ru")
settings.sync()
from app.cli import main
sys.exit(main(["--db", DB]))
"""


def first_paint(tmp_path: Path) -> dict[str, object]:
    db = demo_copy(tmp_path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           "FORCESHEET_DATA_DIR": str(tmp_path / "data")}
    env.pop("FORCESHEET_DB", None)
    out = subprocess.run([sys.executable, "-c", f"DB = {str(db)!r}\n" + CHILD], env=env,
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    result: dict[str, object] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def test_no_team_list_file_is_parsed_before_the_first_paint(tmp_path: Path) -> None:
    seen = first_paint(tmp_path)
    assert seen["lists_loaded"] == 0
    assert seen["loader"] is False  # no YAML Team List can be parsed without it…
    assert seen["checker"] is False  # …nor its type hints computed
    assert seen["validation"] is False
    # the name index reads only the head of each file, once
    opened = seen["opened"]
    assert isinstance(opened, list)
    assert len(opened) <= len(builtin_files())
    # and the players table still names the shipped lists in the interface language
    team_lists = seen["team_lists"]
    assert isinstance(team_lists, list) and team_lists
    russian = {n.names["ru"] for n in shipped_names().values()}
    assert all(any(text.startswith(name) for name in russian) for text in team_lists), team_lists


def test_the_name_index_agrees_with_the_loaded_lists() -> None:
    index = names_from_heads()
    assert index is not None
    loaded = builtin_teamlists()
    assert sorted(index) == sorted(loaded)
    for tl_id, tl in loaded.items():
        assert index[tl_id].name == tl.name
        assert dict(index[tl_id].names) == dict(tl.names)
        for language in ("en", "fr", "ru", "fr_FR"):
            expected = tl.names.get(language.split("_")[0], tl.name)
            assert shipped_display_name(tl_id, tl.name, language) == expected
    assert shipped_names() == index  # whether read from the heads or from the loaded lists
    # an imported catalogue of another name keeps its own
    assert shipped_display_name("orks", "Orks (imported)", "ru") == "Orks (imported)"
    assert shipped_display_name("bs_orks", "Orks", "ru") == "Orks"
