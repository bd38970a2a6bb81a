"""Start-up at campaign scale (issue 19): nothing before the main window's first paint parses a
Team List file (the players table names shipped lists from a small index of their names), so
neither the YAML loader nor its checker's type hints run before the window is on screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

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
from PySide6.QtWidgets import QApplication, QWidget

parsed = []
sources = []  # the .py files opened (PySide's module scan reads them: app.qt_import_scan)
order = []  # the database checked (sqlite3.connect) and SQLAlchemy imported, in turn
def audit(event, args):
    if event == "sqlite3.connect" and not any(o[0] == "check" for o in order):
        order.append(("check", str(args[0])))
    if event == "import" and args[0] == "sqlalchemy" and "sqlalchemy" not in dict(order):
        order.append(("sqlalchemy", ""))
    # every open of a shipped Team List file (the full parse and the head of the name index)
    if event == "open" and isinstance(args[0], str) and args[0].endswith(".yaml") \
            and "teamlists" in args[0]:
        parsed.append(args[0])
    if event == "open" and isinstance(args[0], str) and args[0].endswith(".py"):
        sources.append(args[0])
sys.addaudithook(audit)

import enum
_create = enum.EnumType._create_
enums = []  # the Python enums PySide built (each on the first use of its Qt class)
def _created(cls, name, *args, **kwargs):
    enums.append(name)
    return _create(cls, name, *args, **kwargs)
enum.EnumType._create_ = _created

class Probe(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            from app.rules import library
            import gc
            players = obj.campaign_view.players_model
            print(json.dumps({
                "order": [o[0] for o in order],
                "collecting_before_paint": gc.isenabled(),
                "full_collections": gc.get_stats()[2]["collections"],
                "lists_loaded": int(library.builtin_loaded()),
                "loader": "app.rules.format.loader" in sys.modules,
                "checker": "app.rules.format.checker" in sys.modules,
                "validation": "app.rules.validation" in sys.modules,
                "opened": parsed,
                "team_lists": [players.index(r, 2).data() for r in range(players.rowCount())],
                "modules": sorted(sys.modules),
                "sources_read": sorted(f for f in __import__("linecache").cache
                                       if f.startswith(APP_DIR)),
                "enums": enums,
                "sources_opened": sources,
                "scan_read": list(sys.modules["app.qt_import_scan"]._CACHE.read),
                "code_compiled": sys.modules["app.code_cache"]._CACHE.compiled,
                "code_known": len(sys.modules["app.code_cache"]._CACHE.codes),
                "typography_compiled": sys.modules["app.rules.typography"]._patterns
                    .cache_info().currsize if "app.rules.typography" in sys.modules else 0,
            }))
            sys.stdout.flush()
            os._exit(0)
        return False

app = QApplication(sys.argv)
probe = Probe()
_show = QWidget.show
def _shown(self):  # the main window's own events only (as bench/startup.py watches them)
    if type(self).__name__ == "MainWindow" and self.isWindow():
        self.installEventFilter(probe)
    _show(self)
QWidget.show = _shown
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
    source = f"DB = {str(db)!r}\nAPP_DIR = {str(ROOT / 'app')!r}\n" + CHILD
    out = subprocess.run([sys.executable, "-c", source], env=env,
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


def test_the_database_check_starts_before_sqlalchemy_and_nothing_is_collected(
        tmp_path: Path) -> None:
    """Start-up: the database is locked and its check started (a worker thread) before
    SQLAlchemy is imported — telling a server URL from a path needs only the standard library —
    so the check runs on another core meanwhile; and no cyclic garbage collection runs until the
    first paint (everything made by then lives on: a full collection walked it for nothing)."""
    seen = first_paint(tmp_path)
    assert seen["order"] == ["check", "sqlalchemy"]
    assert seen["collecting_before_paint"] is False
    assert seen["full_collections"] == 0


def test_the_first_paint_collects_again(qtbot: object, shell_store: object,
                                        shell_window: object) -> None:
    import gc

    from PySide6.QtWidgets import QApplication

    from app.ui import warmup

    assert gc.isenabled()
    warmup.pause_collection()
    try:
        assert not gc.isenabled()
        window = shell_window(shell_store)  # type: ignore[operator]
        qtbot.waitExposed(window)  # type: ignore[attr-defined]
        QApplication.processEvents()
        assert window._painted and gc.isenabled()  # the main window's first paint
        assert not warmup.resume_collection()  # once
    finally:
        gc.enable()


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


#: Modules the first paint does not need (issue 19): the YAML loader (the shipped lists' names
#: come from the cached index of their heads), the roster exchange's words, the mission records
#: of a game, the Force editor (the history names actions with its words alone), the campaign
#: rules' tables (the players' Base levels and Team limits come from ``base_levels`` alone).
NOT_AT_START = ("yaml", "app.i18n.ros_messages", "app.model.store.mission_records",
                "app.ui.force_editor.editor", "app.ui.force_editor.tree_model",
                "app.rules.teamlist_json", "app.rules.campaign.data")


def test_a_start_loads_only_what_the_first_paint_needs(tmp_path: Path) -> None:
    """The second start in a data folder (the first caches the shipped lists' names) imports
    none of :data:`NOT_AT_START`; and PySide's check of each module imported after it (does
    its source mention PySide6?) reads no module of the app through ``inspect.getsource``
    (which decodes every file into ``linecache``: ~80 ms of start-up)."""
    first = first_paint(tmp_path)
    assert "yaml" in first["modules"]  # type: ignore[operator]  # the index was read, once
    seen = first_paint(tmp_path)
    modules = seen["modules"]
    assert isinstance(modules, list)
    assert [m for m in NOT_AT_START if m in modules] == []
    assert seen["sources_read"] == []
    assert seen["team_lists"] == first["team_lists"]


def test_the_fast_module_scan_answers_as_pyside_does() -> None:
    """:func:`app.qt_import_scan.uses_pyside` gives the answer of PySide's own scan (the
    module's source mentions PySide6) for modules of every kind."""
    import inspect
    import json as json_module
    import math
    import types

    import PySide6.QtCore

    import app.qt_import_scan as scan
    import app.rules.force
    import app.ui.main_window

    def slow(module: types.ModuleType) -> bool:
        try:
            return "PySide6" in inspect.getsource(module)
        except (TypeError, OSError, SyntaxError):
            return False

    for module in (app.ui.main_window, app.rules.force, json_module, math, PySide6.QtCore,
                   scan, sys):
        assert scan.uses_pyside(module, slow) is slow(module), module
    assert scan.install() and scan.install()  # PySide is loaded: installed, once
    assert scan.installed()


def test_the_cached_name_index_follows_the_files(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The index of the shipped lists' names is read from the data folder's cache when the
    files are the ones it was read from (no YAML), read again when one changed, and read
    from the heads when the cache cannot be used."""
    import shutil

    from app.rules import library

    folder = tmp_path / "lists"
    folder.mkdir()
    for f in builtin_files():
        shutil.copy(f, folder / f.name)
    monkeypatch.setattr(library, "builtin_files", lambda: sorted(folder.glob("*.yaml")))
    monkeypatch.setenv("FORCESHEET_DATA_DIR", str(tmp_path / "data"))
    heads: list[int] = []
    read = library.names_from_heads

    def counted() -> dict[str, library.ShippedName] | None:
        heads.append(1)
        return read()

    monkeypatch.setattr(library, "names_from_heads", counted)
    first = library._cached_names()
    assert first == read() and len(heads) == 1
    assert library.names_cache_path().is_file()
    assert library._cached_names() == first and len(heads) == 1  # from the cache
    orks = folder / "orks.yaml"
    orks.write_text(orks.read_text(encoding="utf-8").replace(
        "names: {fr: Orks, ru: Орки}", "names: {fr: Orks, ru: Орки!}", 1), encoding="utf-8")
    changed = library._cached_names()
    assert len(heads) == 2 and changed is not None and changed["orks"].names["ru"] == "Орки!"
    library.names_cache_path().write_text("not json", encoding="utf-8")
    assert library._cached_names() == changed and len(heads) == 3


def test_no_widget_class_is_resolved_for_nothing_before_the_first_paint(
        tmp_path: Path) -> None:
    """PySide builds a Qt class's Python enums on the class's first use, and a call returning a
    plain ``QWidget`` (``view.viewport()``) made it resolve every widget class of QtWidgets: the
    enums of a wizard, an MDI window, a calendar, a font dialog… (~8 ms of start-up, 68
    enums). Before the first paint, only the classes the window uses are built."""
    enums = first_paint(tmp_path)["enums"]
    assert isinstance(enums, list)
    for unused in ("WizardStyle", "SubWindowOption", "FontFilter", "ColorDialogOption",
                   "SegmentStyle"):  # QWizard, QMdiSubWindow, QFontComboBox, QColorDialog, QLCDNumber
        assert unused not in enums


def test_the_second_start_reads_no_module_source(tmp_path: Path) -> None:
    """The first start learns which modules mention PySide6 (PySide asks it of every module
    imported) and keeps the answers in the data folder's cache; the next start reads none of
    the sources imported once the GUI is starting (SQLAlchemy's, the store's, the window's)."""
    first = first_paint(tmp_path)
    read = first["scan_read"]
    assert isinstance(read, list) and any("sqlalchemy" in f for f in read)
    assert (tmp_path / "data" / "cache" / "pyside_scan.json").is_file()
    # (``sources_opened`` also counts a source compiled by the import system, when no
    # byte-code is written: the scan's own reads are what it kept)
    second = first_paint(tmp_path)
    again = second["scan_read"]
    assert isinstance(again, list)
    assert [f for f in again if any(part in f for part in (
        "/sqlalchemy/", "/app/model/store/", "/app/ui/campaigns/", "/app/ui/main_window"))] == []


def test_the_scan_cache_answers_as_the_file_does(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A cached answer stands while its file keeps its size and time; a changed file is read
    again; a cache file that is not one is an empty cache; nothing learnt, nothing written."""
    import types

    from app import qt_import_scan as scan

    def never(_module: types.ModuleType) -> bool:
        raise AssertionError("a .py file is answered from its bytes")

    source = tmp_path / "mod.py"
    source.write_text("import PySide6\n")
    module = types.ModuleType("mod")
    module.__file__ = str(source)
    cache = tmp_path / "cache" / "scan.json"
    try:
        scan.use_cache(cache)
        assert scan.uses_pyside(module, never) is True
        assert scan.save_cache() and not scan.save_cache()  # written once: nothing new since
        scan.use_cache(cache)
        assert scan._CACHE.files[str(source)][2] is True
        scan._CACHE.files[str(source)][2] = False  # the cached answer is the one given…
        assert scan.uses_pyside(module, never) is False
        source.write_text("import os  # no longer\n")  # …until the file changes
        assert scan.uses_pyside(module, never) is False
        source.write_text("import PySide6.QtCore\n")
        assert scan.uses_pyside(module, never) is True
        cache.write_text("[1, 2")
        scan.use_cache(cache)
        assert scan._CACHE.files == {}
        assert not scan.save_cache()
    finally:
        scan.use_cache(None)
    assert scan._CACHE.path is None


def test_the_second_start_compiles_no_dataclass_method(tmp_path: Path) -> None:
    """The first start keeps the code of the methods ``dataclasses`` writes (and of the
    ``namedtuple`` constructors) in the data folder's cache; the next start compiles none of
    them again (~42 ms of each start: :mod:`app.code_cache`). An English start compiles no
    French typography pattern either."""
    first = first_paint(tmp_path)
    assert isinstance(first["code_compiled"], int) and first["code_compiled"] > 100
    assert (tmp_path / "data" / "cache" / "code.marshal").is_file()
    second = first_paint(tmp_path)
    assert second["code_compiled"] == 0
    assert second["code_known"] == first["code_known"]
    assert second["typography_compiled"] == 0  # (a Russian start)
