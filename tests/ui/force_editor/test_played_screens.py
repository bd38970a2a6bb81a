"""What a player saw of a played Force in a real X server, in French and Russian: the columns
refit to the new words, a disabled edit says why it waits, the Team List's section titles read
as titles once a correction starts, the correction dialog keeps its question by its field, and
the wheel over an option's count changes nothing until it is focused."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QPalette
from pytestqt.qtbot import QtBot

from app.model import Store
from app.ui.force_editor import ForceEditor
from app.ui.force_editor import editor as editor_module
from app.ui.force_editor.options_dialog import OptionsDialog
from app.ui.force_editor.played import CorrectionDialog
from app.ui.force_editor.rows import ENTRY
from app.ui.force_editor.store_document import StoreForceDocument
from tests.ui.force_editor.helpers import team_list
from tests.ui.steps.test_wheel_guard import wheel


@pytest.fixture
def store(shell_demo_store: Store) -> Store:
    """A fresh copy of the demo campaign (tests/ui/conftest.py), open."""
    return shell_demo_store


def _alice(qtbot: QtBot, store: Store) -> ForceEditor:
    cid = store.campaigns()[0].id
    pid = next(p.id for p in store.players(cid) if p.name == "Alice")
    editor = ForceEditor(StoreForceDocument(store, pid))
    qtbot.addWidget(editor)
    editor.resize(1200, 700)
    editor.show()
    return editor


def _switch(editor: ForceEditor, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    monkeypatch.setattr(editor_module, "current_language", lambda: language)
    for widget in (editor, editor.picker):
        QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))


def test_the_columns_refit_to_the_words_of_a_new_language(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """In French "Space Marine Tactique" was cut to "Space Marine …": the widths fitted to the
    English words stayed."""
    editor = _alice(qtbot, store)
    editor.resize(1700, 700)  # room for every column's words (narrower, Entry gives up room)
    QCoreApplication.processEvents()
    english = editor.tree.columnWidth(ENTRY)
    _switch(editor, monkeypatch, "fr")
    assert editor.tree.columnWidth(ENTRY) > english
    assert editor.tree.columnWidth(ENTRY) >= editor.tree.sizeHintForColumn(ENTRY)


def test_a_disabled_edit_says_why_it_waits(qtbot: QtBot, store: Store) -> None:
    editor = _alice(qtbot, store)
    why = editor._locked_text()
    assert not editor.act_add.isEnabled()
    assert why in editor.act_add.toolTip() and why in editor.act_remove.toolTip()
    assert why not in editor.act_rename.toolTip()  # renames need no correction
    assert editor.picker.toolTip() == why
    editor.start_correction("A model was forgotten")
    assert editor.act_add.isEnabled() and why not in editor.act_add.toolTip()
    assert editor.picker.toolTip() == ""


def test_section_titles_read_as_titles_after_a_language_switch_while_locked(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Switched to Russian while locked, the picker's titles were made grey (the disabled
    colour of the moment) and stayed grey once a correction unlocked it."""
    editor = _alice(qtbot, store)
    _switch(editor, monkeypatch, "ru")
    editor.start_correction("A model was forgotten")
    picker = editor.picker
    assert picker.isEnabled()
    title = picker.source.item(0, 0)
    assert title is not None and title.font().bold()
    text = picker.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text)
    assert title.foreground().color() == text


def test_the_correction_dialog_keeps_its_question_by_its_field(qtbot: QtBot) -> None:
    dialog = CorrectionDialog()
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    layout = dialog.layout()
    assert layout is not None
    assert dialog.width() >= 460
    assert dialog.height() == layout.totalHeightForWidth(dialog.width())  # no slack to share
    for above, below in ((dialog.intro, dialog.label), (dialog.label, dialog.reason)):
        assert below.y() - (above.y() + above.height()) <= layout.spacing() + 1


def test_the_wheel_over_an_options_count_changes_nothing_until_focused(qtbot: QtBot) -> None:
    tl = team_list("orks")
    dialog = OptionsDialog(tl, tl.index.infos["boss_nob"].entry, (), lambda _sel: 0)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    spin = dialog.spins_by_entry["boss_nob.equipment.ammo_runts"]
    before = spin.value()
    wheel(spin, 1)
    assert spin.value() == before
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus
