"""An edit changes only what it must: the rows that changed, the list of findings when they
changed; the view paints from Qt items and renaming still starts from the model's own name."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from app.ui.force_editor.rows import NAME, POINTS
from app.ui.force_editor.tree_model import EDIT_TEXT_ROLE
from tests.ui.force_editor.helpers import make_editor, uids


def _changed_keys(editor, calls: list[tuple[QModelIndex, QModelIndex]]) -> set[str]:  # type: ignore[no-untyped-def]
    keys = set()
    for top, bottom in calls:
        for r in range(top.row(), bottom.row() + 1):
            row = editor.model.row_of(top.sibling(r, 0))
            assert row is not None
            keys.add(row.key)
    return keys


def test_adding_a_model_changes_only_the_rows_it_changes(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot, starting=False)
    editor.add_entry("sergeant")
    for _ in range(6):
        editor.add_entry("tactical_marine")
    editor.form_group(uids(doc)[1:6])
    rows_before = {r.key: r for r in editor.model.root.walk()}
    calls: list[tuple[QModelIndex, QModelIndex]] = []
    editor.model.dataChanged.connect(lambda a, b, *_: calls.append((a, b)))
    inserted: list[tuple[int, int]] = []
    editor.model.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    editor.add_entry("tactical_marine")
    assert inserted == [(2, 2)]  # one row under Core, after the Group and the loose marine
    # Only the Core section's title and points changed: no model row was touched.
    assert _changed_keys(editor, calls) == {"section:core"}
    core = editor.model.index_of_key("section:core")
    assert core.data().startswith("Core models (7)")
    now = {r.key: r for r in editor.model.root.walk()}
    for key, row in rows_before.items():
        if key.startswith("model:"):
            assert now[key] is row  # the very same row objects: nothing was rebuilt


def test_changing_options_updates_that_row_only(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot, starting=False)
    for _ in range(3):
        editor.add_entry("tactical_marine")
    target = uids(doc)[1]
    calls: list[tuple[QModelIndex, QModelIndex]] = []
    editor.model.dataChanged.connect(lambda a, b, *_: calls.append((a, b)))
    persistent = QPersistentModelIndex(editor.model.index_of_key(f"model:{target}"))
    from app.rules.force import Selection

    editor.set_options(target, [Selection("tactical_marine.gear.suspensors")])
    assert _changed_keys(editor, calls) == {f"model:{target}", "section:core"}
    assert persistent.isValid()
    points = editor.model.index_of_key(f"model:{target}", POINTS)
    assert points.data() != editor.model.index_of_key(f"model:{uids(doc)[0]}", POINTS).data()


def test_the_tree_is_painted_from_qt_items(qtbot: QtBot) -> None:
    editor, _doc = make_editor(qtbot)
    model = editor.model
    assert isinstance(model, QStandardItemModel)
    # No Python override of what the view calls for every cell and every paint.
    for name in ("data", "flags", "index", "parent", "rowCount", "columnCount", "hasChildren",
                 "multiData"):
        assert getattr(type(model), name) is getattr(QStandardItemModel, name), name


def test_renaming_starts_from_the_models_own_name(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    editor.add_entry("tactical_marine")
    (uid,) = uids(doc)
    ix = editor.model.index_of_key(f"model:{uid}", NAME)
    assert ix.data() == "Tactical Marine" and ix.data(EDIT_TEXT_ROLE) == ""
    editor.select_uids([uid])
    editor.rename_current()
    line = editor.tree.findChild(QLineEdit)
    assert line is not None and line.text() == ""  # not the entry's name shown in the row
    line.setText("Brother Aulus")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: doc.force.model(uid).name == "Brother Aulus")
    editor.select_uids([uid])
    editor.rename_current()
    line = editor.tree.findChild(QLineEdit)
    assert line is not None
    qtbot.waitUntil(lambda: line.text() == "Brother Aulus")
    qtbot.keyClick(line, Qt.Key.Key_Escape)


def test_only_the_editor_removes_rows(qtbot: QtBot) -> None:
    """A view ending a move drag asks the model to remove the dragged rows: refused, the edit
    (through drop_requested) changes the rows."""
    editor, doc = make_editor(qtbot)
    editor.add_entry("tactical_marine")
    core = editor.model.index_of_key("section:core")
    assert not editor.model.removeRows(0, 1, core)
    assert editor.model.rowCount(core) == 1 and len(doc.force.models) == 1


def test_findings_are_refilled_only_when_they_change(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot, starting=False)
    editor.add_entry("sergeant")
    editor.add_entry("tactical_marine")
    lst = editor.panel.list
    first_item = lst.item(0)
    codes = editor.panel.codes()
    with qtbot.assertNotEmitted(lst.model().rowsRemoved):
        editor.add_entry("tactical_marine")  # more points, the same findings
    assert lst.item(0) is first_item and editor.panel.codes() == codes
    assert editor.panel.points_label.text().endswith(str(
        sum(int(editor.model.index_of_key(f"model:{u}", POINTS).data()) for u in uids(doc))))
    editor.remove_models([uids(doc)[0]])  # no leader any more: the findings change
    assert editor.panel.codes() != codes
    QApplication.processEvents()


def test_an_adds_undo_text_labels_no_model(qtbot: QtBot,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """"Add Tactical Marine" names the entry alone: no model of the Force is labelled to
    word it (its "—" for no Group was looked up among every model's label: 1.5–3 ms of an add
    at 200 models); a text naming a model still gets the model's label."""
    from app.ui.force_editor import document

    editor, doc = make_editor(qtbot, starting=False)
    for _ in range(6):
        editor.add_entry("tactical_marine")
    labelled: list[int] = []
    real = document.model_labels

    def counted(*args: Any, **kwargs: Any) -> Any:
        labelled.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(document, "model_labels", counted)
    editor.add_entry("tactical_marine")
    assert labelled == []
    assert doc.undo_stack.text(doc.undo_stack.index() - 1) == "Add Tactical Marine"
    from app.rules.force import Selection

    editor.set_options(uids(doc)[-1], [Selection("tactical_marine.gear.suspensors")])
    assert labelled  # "Change the options of Tactical Marine 7": the model's label
    assert doc.undo_stack.text(doc.undo_stack.index() - 1) == (
        "Change the options of Tactical Marine 7")
