"""Fixtures of the shell's tests: a store in a temporary folder and main windows over it.

Names start with ``shell_`` so they never shadow the fixtures of tests/ui/force_editor or
tests/ui/steps.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.model import Store
from app.ui.main_window import MainWindow
from app.ui.settings import Settings


@pytest.fixture(autouse=True)
def shell_edits_written_at_once(request: pytest.FixtureRequest) -> Iterator[None]:
    """A campaign Force editor shows an edit before the store writes it, after its tree's
    repaint (``Operations.after_paint``); the tests that check the store right after an
    edit have it written at once, and those marked ``show_first`` (test_show_first.py) run
    it as players have it."""
    if request.node.get_closest_marker("show_first") is not None:
        yield
        return
    from app.ui.force_editor.store_document import StoreForceDocument

    with pytest.MonkeyPatch.context() as mp:  # (its own: a test's monkeypatch.undo() keeps it)
        mp.setattr(StoreForceDocument, "show_first", False)
        yield


@pytest.fixture(scope="session")
def shell_demo_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database holding the demo campaign, made once (playing it takes seconds)."""
    from app.model.demo import create_demo_campaign

    folder = tmp_path_factory.mktemp("demo")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("FORCESHEET_DATA_DIR", str(folder / "data"))
        with Store.open(folder / "demo.sqlite", daily_backup=False) as store:
            create_demo_campaign(store)
    return folder / "demo.sqlite"


@pytest.fixture
def shell_demo_store(shell_demo_template: Path, tmp_path: Path) -> Iterator[Store]:
    """A fresh copy of the demo database, open."""
    import shutil

    db = tmp_path / "demo.sqlite"
    shutil.copy(shell_demo_template, db)
    store = Store.open(db, daily_backup=False)
    yield store
    store.close()


@pytest.fixture
def shell_db(tmp_path: Path) -> Path:
    return tmp_path / "campaigns.sqlite"


@pytest.fixture
def shell_store(shell_db: Path) -> Iterator[Store]:
    store = Store.open(shell_db, daily_backup=False)
    yield store
    store.close()


@pytest.fixture
def shell_window(qtbot: QtBot) -> Iterator[Callable[[Store], MainWindow]]:
    """Open main windows over a store (closed at the end); each reads the settings file anew."""
    opened: list[MainWindow] = []

    def make(store: Store) -> MainWindow:
        window = MainWindow(store, Settings())
        qtbot.addWidget(window)
        window.show()
        opened.append(window)
        return window

    yield make
    for window in opened:
        if window.isVisible():
            window.close()


@pytest.fixture(autouse=True)
def _reference_without_imported_rules() -> Iterator[None]:
    """The Team Lists window indexes imported catalogues' rules in the app's (shared) rules
    reference: each test starts and ends with none there."""
    from app.rules.reference import default_reference

    yield
    if default_reference.cache_info().currsize:
        default_reference().forget_imported()


@pytest.fixture(autouse=True)
def _no_blocking_draft_question(monkeypatch: pytest.MonkeyPatch) -> None:
    """A filled-in step dialog closed at a test's end (qtbot closes its widgets) asks whether to
    keep a draft: the answer is Discard, never a box that blocks the run. Tests of the question
    replace ``dialog.ask_discard``."""
    from app.ui.steps import common

    monkeypatch.setattr(common, "ask_about_draft", lambda _parent, _can_keep: "discard")


@pytest.fixture(autouse=True)
def _shell_no_modal_boxes(request: pytest.FixtureRequest,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    """In the shell's tests (not the sub-folders of other areas), a message box or input dialog
    that a test did not expect fails at once with its text instead of blocking the run."""
    if Path(str(request.node.fspath)).parent != Path(__file__).parent:
        return
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from app.ui import errors

    def unexpected(*args: object, **_kw: object) -> object:
        raise AssertionError(f"unexpected modal dialog: {args[1:3]}")

    for name in ("information", "question", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, name, unexpected)
    for name in ("getText", "getItem", "getInt"):
        monkeypatch.setattr(QInputDialog, name, unexpected)
    monkeypatch.setattr(errors, "TELL", unexpected)
    monkeypatch.setattr(errors, "ASK", unexpected)


def _flush_deletes() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


@pytest.fixture
def shell_look(qapp: QApplication) -> Iterator[QApplication]:
    """The application's style and palette are put back after the test (others share them).
    Widgets of earlier tests waiting for their deletion go first: a palette or style change
    reaches every widget of the app. The dark theme's Fusion (app.ui.widgets.theme.FusionStyle)
    is called "fusion" like the plain one: the style's class is compared too."""
    _flush_deletes()
    style, kind = qapp.style().name(), type(qapp.style())
    palette = QPalette(qapp.palette())
    yield qapp
    _flush_deletes()
    qapp.styleHints().unsetColorScheme()
    if qapp.style().name() != style or type(qapp.style()) is not kind:
        qapp.setStyle(style)
    qapp.setPalette(palette)
    QApplication.processEvents()
