"""Issue 20 (table-ready), point 5: the Force editor's Name and Entry columns fit their words
after every change (they were sized once, to the first model: "Tacti…", "Group …"), and a
width the player set by hand stays."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.ui.force_editor.rows import NAME
from tests.ui.force_editor.helpers import make_editor, uids


def test_the_name_and_entry_columns_grow_with_their_words(qtbot: QtBot) -> None:
    from app.ui.force_editor.rows import ENTRY

    editor, doc = make_editor(qtbot)
    editor.resize(1700, 700)  # room for every column's words (narrower, Entry gives up room)
    editor.add_entry("sergeant")
    (uid,) = uids(doc)
    short_name = editor.tree.columnWidth(NAME)
    short_entry = editor.tree.columnWidth(ENTRY)
    editor.rename("model", uid, "Brother-Sergeant Aurelian Cassius")
    assert editor.tree.columnWidth(NAME) > short_name
    assert editor.tree.columnWidth(NAME) >= min(320, editor.tree.sizeHintForColumn(NAME))
    editor.add_entry("tactical_marine")  # a longer entry name than "Sergeant"
    assert editor.tree.columnWidth(ENTRY) >= min(260, editor.tree.sizeHintForColumn(ENTRY))
    assert editor.tree.columnWidth(ENTRY) >= short_entry


def test_a_width_set_by_hand_is_kept(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    editor.add_entry("sergeant")
    (uid,) = uids(doc)
    editor.tree.header().resizeSection(NAME, 90)  # the player drags the column's edge
    editor.rename("model", uid, "Brother-Sergeant Aurelian Cassius")
    assert editor.tree.columnWidth(NAME) == 90
