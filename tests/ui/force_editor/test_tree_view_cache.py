"""The Force tree keeps the rows it painted: an edit repaints the few rows it changed (counted,
not timed), and a tree drawn from kept rows is pixel for pixel the tree Qt paints."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.rules import force_edit as fe
from app.rules.force import Force
from app.ui.force_editor import ForceEditor
from app.ui.force_editor.rows import NAME, POINTS
from app.ui.force_editor.tree_view import ForceTreeView
from tests.ui.force_editor.helpers import make_editor, team_list, uids


def _force(models: int) -> Force:
    tl = team_list("space_marines")
    f = Force("space_marines", starting=False)
    f = fe.add_model(tl, f, "sergeant").force
    loose: list[str] = []
    while len(f.models) < models:
        r = fe.add_model(tl, f, "tactical_marine" if len(f.models) % 3 else "scout")
        f = r.force
        if f.model(r.uids[0]).entry == "tactical_marine":
            loose.append(r.uids[0])
            if len(loose) == 5:
                f = fe.form_group(tl, f, loose).force
                loose = []
    return f


def _tree(editor: ForceEditor) -> ForceTreeView:
    assert isinstance(editor.tree, ForceTreeView)
    return editor.tree


def _painted(editor: ForceEditor) -> QImage:
    """The viewport as it shows now (its paint, kept rows allowed)."""
    QApplication.processEvents()
    return _tree(editor).viewport().grab().toImage()


def _by_qt(editor: ForceEditor) -> QImage:
    """The viewport with every row painted by Qt."""
    tree = _tree(editor)
    tree.cache_rows = False
    try:
        return tree.viewport().grab().toImage()
    finally:
        tree.cache_rows = True


def _same(editor: ForceEditor) -> None:
    kept = _painted(editor)
    kept = _painted(editor)  # (the second paint: every row from its kept picture)
    assert _tree(editor).rows_reused > 0
    assert kept == _by_qt(editor)


def test_an_edit_repaints_only_the_rows_it_changed(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot, force=_force(60))
    tree = _tree(editor)
    QApplication.processEvents()
    tree.viewport().repaint()
    shown = tree.rows_painted + tree.rows_reused
    assert shown >= 20  # a screenful of rows
    tree.scrollToBottom()
    QApplication.processEvents()
    painted, reused = tree.rows_painted, tree.rows_reused
    editor.add_entry("scout")  # the last row: the view scrolls one row, the stripes move
    QApplication.processEvents()
    fresh = tree.rows_painted - painted
    assert tree.rows_reused - reused >= shown // 2 - 4
    assert 1 <= fresh <= 3  # the new row (selected) and the row selected before it
    painted = tree.rows_painted
    doc.undo_stack.undo()
    QApplication.processEvents()
    assert tree.rows_painted - painted <= 2  # the Force as it was: its rows were kept


def test_kept_rows_look_as_qt_paints_them(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot, force=_force(60))
    tree = _tree(editor)
    _same(editor)
    # an added model shifts the alternate colours of every row under it
    editor.add_entry("tactical_marine")
    _same(editor)
    # a selection, then the current cell and the focus
    tree.setFocus()
    tree.selectionModel().select(
        editor.model.index_of_key(f"model:{uids(doc)[3]}"),
        QItemSelectionModel.SelectionFlag.ClearAndSelect
        | QItemSelectionModel.SelectionFlag.Rows)
    _same(editor)
    tree.setCurrentIndex(editor.model.index_of_key(f"model:{uids(doc)[5]}", POINTS))
    _same(editor)
    # scrolled down by a few rows, then a collapsed Group
    tree.verticalScrollBar().setValue(tree.verticalScrollBar().value() + 3)
    _same(editor)
    group = next(r for r in editor.model.root.walk() if r.kind == "group")
    tree.collapse(editor.model.index_of_row(group))
    _same(editor)
    # a narrower name column, and a renamed model
    tree.setColumnWidth(NAME, 90)
    _same(editor)
    editor.rename("model", uids(doc)[2], "Brother Castor of the Long Name")
    _same(editor)
    # a disabled tree
    tree.setEnabled(False)
    _same(editor)


def test_the_pictures_kept_are_bounded_and_dropped_when_hidden(qtbot: QtBot) -> None:
    editor, _doc = make_editor(qtbot, force=_force(150))
    tree = _tree(editor)
    QApplication.processEvents()  # (shown: painted from now on)
    scroll = tree.verticalScrollBar()
    for value in range(scroll.minimum(), scroll.maximum() + 1, 5):
        scroll.setValue(value)
        tree.viewport().repaint()
    viewport = tree.viewport()
    dpr = viewport.devicePixelRatioF()
    area = viewport.width() * viewport.height() * dpr * dpr * 4
    assert 0 < tree._kept_bytes <= 3 * area + viewport.width() * 40 * dpr * dpr * 4
    editor.hide()
    assert tree._kept_bytes == 0 and not tree._kept


def test_a_tree_without_a_force_model_paints_as_qt(qtbot: QtBot) -> None:
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    view = ForceTreeView()
    qtbot.addWidget(view)
    model = QStandardItemModel()
    for n in range(5):
        model.appendRow([QStandardItem(f"row {n}"), QStandardItem(str(n))])
    view.setModel(model)
    view.resize(300, 200)
    view.show()
    QApplication.processEvents()
    view.viewport().repaint()
    view.viewport().repaint()
    assert view.rows_painted >= 10 and view.rows_reused == 0  # (plain rows: never kept)
    assert not view._kept
