"""A campaign Force editor shows an edit first and the store writes it after the tree's
repaint (``Operations.after_paint``): the same plan, validated once; written before any other
action, when the window closes, and put back in words when the store refuses it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from app.model import Store, StoreDiskFullError
from app.ui.campaigns.force_window import ForceWindow
from app.ui.main_window import MainWindow

pytestmark = pytest.mark.show_first


class _Log(QObject):
    """Paints of a widget and the store's writes, in their order."""

    def __init__(self) -> None:
        super().__init__()
        self.events: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.events.append("paint")
        return False


@pytest.fixture
def chloe(shell_demo_store: Store, shell_window: Callable[[Store], MainWindow]
          ) -> Iterator[tuple[Store, MainWindow, ForceWindow, int]]:
    store = shell_demo_store
    w = shell_window(store)
    row = next(r for r in w.campaign_view.players_model.rows() if r.name == "Chloé")
    window = w.commands.open_force(row.id)
    assert isinstance(window, ForceWindow)
    yield store, w, window, row.id
    if shiboken6.isValid(window):
        window.close()


def _written(qtbot: QtBot, w: MainWindow) -> None:
    qtbot.waitUntil(lambda: not w.operations.pending, timeout=2000)


def test_an_edit_is_painted_before_the_store_writes_it(
        qtbot: QtBot, chloe: tuple[Store, MainWindow, ForceWindow, int]) -> None:
    store, w, window, pid = chloe
    editor = window.editor
    qtbot.waitExposed(window)
    before = len(store.force(pid).models)
    log = _Log()
    editor.tree.viewport().installEventFilter(log)
    w.operations.changed.connect(lambda _c: log.events.append("written"))
    assert editor.add_entry("ratling") is not None
    # shown at once, from the plan; not written yet
    assert len(editor.document.force.models) == before + 1
    assert w.operations.pending
    assert len(store.force(pid).models) == before
    assert any(r.kind == "model" and r.entry == "ratling" for r in editor.model.root.walk()
               if r.texts) and editor.report is not None
    _written(qtbot, w)
    assert log.events[:2] == ["paint", "written"]  # the tree repainted, then the store wrote
    assert len(store.force(pid).models) == before + 1
    w.operations.catch_up()  # (the main window behind the Force window follows a moment later)
    assert w.acts.undo.text() == "&Undo: Force edited"
    assert len(editor.document.force.models) == before + 1


def test_the_store_writes_the_plan_shown_without_validating_it_again(
        qtbot: QtBot, chloe: tuple[Store, MainWindow, ForceWindow, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from app.rules.validation import Validator

    _store, w, window, _pid = chloe
    calls: list[object] = []
    original = Validator._validate_force

    def counted(self: Validator, force: Any) -> Any:
        calls.append(force)
        return original(self, force)

    monkeypatch.setattr(Validator, "_validate_force", counted)
    assert window.editor.add_entry("ratling") is not None
    _written(qtbot, w)
    assert len(calls) == 1  # planned for the editor; the store's write found it made


def test_an_action_right_after_an_edit_writes_the_edit_first(
        qtbot: QtBot, chloe: tuple[Store, MainWindow, ForceWindow, int]) -> None:
    store, w, window, pid = chloe
    before = len(store.force(pid).models)
    assert window.editor.add_entry("ratling") is not None
    assert w.operations.pending
    w.acts.undo.trigger()  # before the event loop ran: the edit is written, then undone
    assert not w.operations.pending
    assert len(store.force(pid).models) == before
    assert len(window.editor.document.force.models) == before
    w.operations.catch_up()
    assert w.acts.redo.text() == "&Redo: Force edited"


def test_closing_the_window_writes_an_edit_shown(
        chloe: tuple[Store, MainWindow, ForceWindow, int]) -> None:
    store, w, window, pid = chloe
    before = len(store.force(pid).models)
    assert window.editor.add_entry("ratling") is not None
    window.close()
    assert not w.operations.pending
    assert len(store.force(pid).models) == before + 1


def test_a_write_the_store_refuses_puts_its_force_back_in_words(
        qtbot: QtBot, chloe: tuple[Store, MainWindow, ForceWindow, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    store, w, window, pid = chloe
    editor = window.editor
    before = len(store.force(pid).models)

    def full(*_a: Any, **_k: Any) -> Any:
        raise StoreDiskFullError("disk full")

    monkeypatch.setattr(store, "edit_force", full)
    assert editor.add_entry("ratling") is not None
    assert len(editor.document.force.models) == before + 1  # shown
    _written(qtbot, w)
    assert len(editor.document.force.models) == before  # the store's Force again
    assert not any(r.entry == "ratling" and r.kind == "model"
                   for r in editor.model.root.walk()
                   if r.uid not in {m.uid for m in editor.document.force.models})
    assert editor.panel.notice.isVisibleTo(editor.panel)
    assert editor.panel.notice.text()
    assert len(store.force(pid).models) == before
