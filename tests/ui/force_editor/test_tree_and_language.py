"""The tree model passes Qt's model checks through edits; the editor follows a language switch."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, QTranslator
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.i18n import install_translators
from app.rules.force import Selection
from app.ui.force_editor.entry_picker import AddModelDialog
from app.ui.force_editor.rows import ENTRY, NAME, POINTS
from app.ui.force_editor.screens import render_force_editor
from tests.ui.force_editor.helpers import make_editor, team_list, uids


def test_tree_model_passes_the_model_tester_through_edits(qtbot: QtBot, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    editor, doc = make_editor(qtbot, "chaos_space_marines")
    for entry in ("aspiring_champion", "chosen", "cultist_squad", "chaos_space_marine",
                  "chaos_space_marine", "chaos_space_marine", "chaos_rhino"):
        editor.add_entry(entry)
    qtmodeltester.check(editor.model)
    u = uids(doc)
    marines = u[-4:-1]
    editor.form_group(marines[:2])
    editor.move_to_group([marines[2]], doc.force.model(marines[0]).group)
    editor.set_options(u[0], [])
    editor.remove_models([u[1], u[-1]])
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    doc.undo_stack.redo()
    qtmodeltester.check(editor.model)
    # The tree shows sections, the Squad, the Group and their members.
    top = [editor.model.index(r, NAME).data() for r in range(editor.model.rowCount())]
    assert top[0].startswith("Team Leaders (1)") and top[1].startswith("Specialists (1)")
    assert top[2].startswith("Core models (8)") and top[3].startswith("Transports")
    core = editor.model.index(2, 0)
    assert editor.model.rowCount(core) == 2  # the Squad and the Group
    group = editor.model.index(1, 0, core)
    assert editor.model.rowCount(group) == 3
    assert editor.model.index(0, ENTRY, group).data() == "Chaos Space Marine"


@pytest.fixture
def restore_english() -> Iterator[None]:
    yield
    app = QCoreApplication.instance()
    assert app is not None
    install_translators(app, "en")


class _DictTranslator(QTranslator):
    """Translates a few sources, as a .qm file with the pending strings would."""

    def __init__(self, table: dict[tuple[str, str], str]) -> None:
        super().__init__()
        self.table = table

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return self.table.get((context, source), "")

    def isEmpty(self) -> bool:
        return False


def test_language_switch_retranslates_headers_and_names(
    qtbot: QtBot, restore_english: None
) -> None:
    editor, doc = make_editor(qtbot)
    editor.add_entry("tactical_marine")
    (uid,) = uids(doc)
    ix = editor.model.index_of_key(f"model:{uid}", ENTRY)
    assert ix.data() == "Tactical Marine"
    assert editor.model.headerData(NAME, Qt.Orientation.Horizontal) == "Name"
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    fake = _DictTranslator({("ForceTree", "Name"): "Nom", ("ForceTree", "Points"): "Pts"})
    with qtbot.waitSignal(editor.model.headerDataChanged):
        install_translators(app, "fr")
        app.installTranslator(fake)
    qtbot.waitUntil(lambda: editor.model.headerData(NAME, Qt.Orientation.Horizontal) == "Nom")
    assert editor.model.headerData(POINTS, Qt.Orientation.Horizontal) == "Pts"
    assert editor.language == "fr"
    assert editor.model.index_of_key(f"model:{uid}", ENTRY).data() == "Space Marine Tactique"
    assert editor.picker.select_entry("tactical_marine")
    assert editor.picker.view.currentIndex().data() == "Space Marine Tactique"
    app.removeTranslator(fake)


def test_entry_picker_keyboard_and_dialog(qtbot: QtBot) -> None:
    dialog = AddModelDialog(team_list("orks"))
    qtbot.addWidget(dialog)
    dialog.show()
    picker = dialog.picker
    qtbot.keyClicks(picker.filter, "boy")
    assert picker.visible_entries() == ["painboy", "boyz_mob", "burna_boy", "stormboy"]
    assert picker.current_entry() == "painboy"  # the first match, ready for Enter
    qtbot.keyClick(picker.filter, Qt.Key.Key_Down)  # into the list
    qtbot.keyClick(picker.view, Qt.Key.Key_Down)  # over the "Core" title to the Boyz
    assert picker.current_entry() == "boyz_mob"
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(picker.view, Qt.Key.Key_Return)
    assert dialog.chosen_entry == "boyz_mob"
    costs = [picker.proxy.index(r, 1, picker.proxy.index(0, 0)).data()
             for r in range(picker.proxy.rowCount(picker.proxy.index(0, 0)))]
    assert costs and all(c for c in costs)


def test_orks_starting_force_through_the_editor(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot, "orks")
    for text in ("boss nob", "boyz", "gretchin"):
        editor.picker.filter.setText(text)
        qtbot.keyClick(editor.picker.filter, Qt.Key.Key_Return)
    f = doc.force
    assert [m.entry for m in f.models][:1] == ["boss_nob"]
    assert len(f.groups) == 2 and all(g.squad for g in f.groups)
    assert editor.panel.codes() == ["points.unspent"]
    boy = next(m.uid for m in f.models if m.entry == "boyz_mob")
    tl = team_list("orks")
    group = next(g for g in tl.index.roots["boyz_mob"].groups if g.entries)
    editor.set_options(boy, [Selection(group.entries[0].id)])
    assert doc.force.model(boy).options == (Selection(group.entries[0].id),)


def test_render_force_editor_to_png(tmp_path: Path, restore_english: None) -> None:
    out = render_force_editor(tmp_path / "editor.png", "ru", width=1000, height=600)
    image = QImage(str(out))
    assert image.width() == 1000 and image.height() == 600


def test_shortcuts_reach_the_actions(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    editor.add_entry("tactical_marine")
    editor.add_entry("tactical_marine")
    editor.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is editor)
    editor.tree.setFocus()
    editor.select_uids(uids(doc))
    qtbot.keyClick(editor.tree, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert len(doc.force.groups) == 1
    qtbot.keyClick(editor.tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not doc.force.groups
    editor.select_uids(uids(doc)[:1])
    qtbot.keyClick(editor.tree, Qt.Key.Key_Delete)
    assert len(doc.force.models) == 1
    qtbot.keyClick(editor.tree, Qt.Key.Key_Insert)
    assert editor.picker.filter.hasFocus()
    assert editor.model.index(0, 0, QModelIndex()).isValid()
