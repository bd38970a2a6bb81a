"""The Force editor on a 1366×768 laptop: its columns fit the view's width. The Wargear column
ran past the vertical scroll bar (cut, and the tree scrolled sideways); now it stretches into
the room the other columns leave and no further, its whole text in its tooltip, and every
column's header stays readable in English, French and Russian."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.i18n import switch_language
from app.ui.force_editor import ForceEditor
from app.ui.force_editor.rows import COLUMN_COUNT, NAME, WARGEAR
from tests.model.store_helpers import marines
from tests.ui.force_editor.helpers import make_editor


@pytest.fixture
def language(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(qapp, "en")
    QCoreApplication.processEvents()


def _widths(editor: ForceEditor) -> list[int]:
    return [editor.tree.columnWidth(c) for c in range(COLUMN_COUNT)]


def _assert_fits(editor: ForceEditor) -> None:
    QCoreApplication.processEvents()
    tree, header = editor.tree, editor.tree.header()
    widths = _widths(editor)
    assert sum(widths) <= tree.viewport().width(), (widths, tree.viewport().width())
    assert not tree.horizontalScrollBar().isVisible()
    for col in range(COLUMN_COUNT):  # every header's words in full
        assert header.sectionSize(col) >= header.sectionSizeHint(col), (
            col, header.model().headerData(col, Qt.Orientation.Horizontal))


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_columns_of_sixty_models_fit_a_laptop_window(qtbot: QtBot, qapp: QApplication,
                                                         language: None, lang: str) -> None:
    assert switch_language(qapp, lang) == lang
    editor, doc = make_editor(qtbot, force=marines(58))  # 1300×700: fits 1366×768
    assert len(doc.force.models) == 60
    qtbot.waitExposed(editor)
    assert editor.tree.verticalScrollBar().isVisible()  # sixty rows: the bar takes its room
    _assert_fits(editor)
    tree = editor.tree
    assert tree.columnWidth(WARGEAR) == tree.viewport().width() - sum(_widths(editor)[:-1])

    # a model's wargear, cut in its column, is whole in the tooltip
    ix = editor.model.index_of_key("model:t0", WARGEAR)
    text, tip = ix.data(), ix.data(Qt.ItemDataRole.ToolTipRole)
    assert text and tip and tip.split("\n") == text.split(", ")

    # wider (the window maximised) and narrower: the columns cut take the room, never more
    narrow = _widths(editor)
    editor.resize(1366, 740)
    _assert_fits(editor)
    wide = _widths(editor)
    assert sum(wide) > sum(narrow) and all(w >= n for w, n in zip(wide, narrow, strict=True))
    editor.resize(1200, 700)
    _assert_fits(editor)


def test_a_wide_view_gives_every_column_its_words(qtbot: QtBot) -> None:
    """With room to spare nothing is cut: the columns are as wide as their words, the rest
    goes to Wargear."""
    editor, _doc = make_editor(qtbot, force=marines(58))
    editor.resize(2400, 700)
    _assert_fits(editor)
    tree = editor.tree
    assert tree.columnWidth(NAME) >= min(320, tree.sizeHintForColumn(NAME))
    assert tree.columnWidth(WARGEAR) >= tree.sizeHintForColumn(WARGEAR)


def test_a_group_s_wargear_is_in_its_tooltip(qtbot: QtBot) -> None:
    from dataclasses import replace

    from app.rules.force import Selection

    force = marines()
    group = replace(force.groups[0], options=(Selection("tactical_marine.special.plasma_gun"),
                                              Selection("tactical_marine.special.meltagun")))
    editor, _doc = make_editor(qtbot, force=replace(force, groups=(group,)))
    ix = editor.model.index_of_key(f"group:{group.id}", WARGEAR)
    assert ix.data() == "Plasma gun, Meltagun"
    assert ix.data(Qt.ItemDataRole.ToolTipRole) == "Plasma gun\nMeltagun"


def test_an_edit_that_changes_no_width_gives_no_column_its_width_again(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fitting the columns after an edit gives a column its width only when it changes:
    giving the stretched Wargear column its width again after each edit repainted that column
    in every row shown (8 ms of a 200-model Force's edit, in the benchmark)."""
    from app.rules.force import Selection

    editor, doc = make_editor(qtbot, force=marines(58))
    editor.resize(1800, 700)  # wide: Wargear stretches past the width it is given
    qtbot.waitExposed(editor)
    QCoreApplication.processEvents()
    assert editor.tree.columnWidth(WARGEAR) > editor._wargear_given
    widths = _widths(editor)
    given: list[tuple[int, int]] = []
    set_width = editor.tree.setColumnWidth
    monkeypatch.setattr(editor.tree, "setColumnWidth",
                        lambda col, width: (given.append((col, width)), set_width(col, width)))
    target = next(m.uid for m in doc.force.models if m.entry == "tactical_marine")
    editor.set_options(target, [Selection("tactical_marine.gear.suspensors")])
    QCoreApplication.processEvents()
    assert _widths(editor) == widths
    assert given == []


def test_an_edit_measures_only_a_column_that_shows_new_words(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt measures every row of a column (2 ms a column at 200 models): after an edit a column
    is measured again only when it shows words it was not measured with, one of them maybe
    wider than the widest it was measured with: a new number ("Tactical Marine 59") is not;
    a long new name is, and the column grows with it."""
    from app.ui.force_editor.rows import ENTRY

    editor, doc = make_editor(qtbot, force=marines(58))
    qtbot.waitExposed(editor)
    measured: list[int] = []
    measure = editor.tree.sizeHintForColumn
    monkeypatch.setattr(editor.tree, "sizeHintForColumn",
                        lambda col: (measured.append(col), measure(col))[1])
    assert editor.add_entry("tactical_marine") is not None  # "Tactical Marine 59": a new name
    assert measured == []  # no wider than "Tactical Marine 58"; the entries were there already
    uid = doc.force.models[-1].uid
    width = editor.tree.columnWidth(NAME)
    assert editor.rename("model", uid, "Brother-Sergeant Cassius Valerian") is not None
    assert measured == [NAME]  # a wider name: measured, and the column grows with it
    assert editor.tree.columnWidth(NAME) > width
    assert "Brother-Sergeant Cassius Valerian" not in _cut_names(editor)
    measured.clear()
    doc.undo_stack.undo()  # fewer rows: no entry's words new
    assert ENTRY not in measured


def _cut_names(editor: ForceEditor) -> list[str]:
    """The names the Name column is too narrow for (what Qt would cut with "…")."""
    metrics = editor.tree.fontMetrics()
    out = []
    for row in editor.model.root.walk():
        if row.kind == "model" and row.items is not None:
            ix = editor.model.indexFromItem(row.items[NAME])
            rect = editor.tree.visualRect(ix)
            if metrics.horizontalAdvance(row.texts[NAME]) > rect.width():
                out.append(row.texts[NAME])
    return out
