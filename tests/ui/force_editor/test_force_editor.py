"""The Force editor end to end over a memory document: building, validation, Groups, options."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.rules.campaign.state import CampaignModel, PlayerState, freeze
from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.teamlist import Category, Constraint, Entry, EntryKind, Scope, Section, TeamList
from app.rules.validation import points_int
from app.ui.force_editor import ForceDocument, ForceEditor, MemoryForceDocument
from app.ui.force_editor.rows import HONOURS, INJURIES, NAME, POINTS, STATS, Stat
from app.ui.force_editor.tree_model import SEVERITY_ROLE, STATS_ROLE, UID_ROLE
from tests.ui.force_editor.helpers import make_editor, uids


def add_by_keyboard(qtbot: QtBot, editor: ForceEditor, text: str) -> None:
    """Insert → type in the filter → Enter."""
    editor.act_add.trigger()
    assert editor.picker.filter.hasFocus() or QApplication.focusWidget() is None
    editor.picker.filter.clear()
    qtbot.keyClicks(editor.picker.filter, text)
    qtbot.keyClick(editor.picker.filter, Qt.Key.Key_Return)


def row_index(editor: ForceEditor, uid: str, column: int = NAME) -> QModelIndex:
    return editor.model.index_of_key(f"model:{uid}", column)


def test_build_starting_space_marines_force_with_live_validation(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    assert isinstance(doc, ForceDocument)
    assert {"allowance.section_min"} <= set(editor.panel.codes())
    add_by_keyboard(qtbot, editor, "sergeant")
    assert [m.entry for m in doc.force.models] == ["sergeant"]
    add_by_keyboard(qtbot, editor, "tactical")
    add_by_keyboard(qtbot, editor, "tactical")
    assert [m.entry for m in doc.force.models] == ["sergeant", "tactical_marine", "tactical_marine"]
    assert editor.panel.codes() == ["points.unspent"]  # valid: only the info remains
    assert "42 / 250" in editor.panel.points_label.text()
    assert not editor.panel.over_limit
    # The new model is selected, so Enter-Enter-Enter builds a Force quickly.
    assert editor.selected_uids() == [doc.force.models[-1].uid]


def test_build_starting_chaos_force_with_a_squad(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot, "chaos_space_marines")
    editor.add_entry("aspiring_champion")
    editor.picker.filter.setText("cultist squad")
    assert editor.picker.visible_entries() == ["cultist_squad"]
    editor.picker.choose_current()
    f = doc.force
    assert len(f.models) == 6 and len(f.groups) == 1 and f.groups[0].squad
    squad = editor.model.index_of_key(f"group:{f.groups[0].id}")
    assert editor.model.rowCount(squad) == 5
    assert squad.data().endswith("(5/5)")
    assert editor.model.index(squad.row(), POINTS, squad.parent()).data() == "20"
    assert "error" not in {v.severity for v in editor.report.violations}  # type: ignore[union-attr]
    # A Squad never grows beyond its starting size: refused in words.
    editor.select_uids([f.groups[0].id])
    assert editor.add_to_selected_group() is None
    assert "starting 5" in editor.panel.notice.text()
    assert len(doc.force.models) == 6


def test_one_special_weapon_per_five_tactical_marines(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    editor.add_entry("sergeant")
    for _ in range(4):
        editor.add_entry("tactical_marine")
    marine = uids(doc)[1]
    editor.set_options(marine, [Selection("tactical_marine.special.flamer")])
    assert "armoury.per_n" in editor.panel.codes()
    assert row_index(editor, marine).data(SEVERITY_ROLE) == "error"
    msg = next(m for m in editor.panel.messages() if "allowed" in m)
    assert "1 taken, only 0 allowed" in msg
    editor.add_entry("tactical_marine")  # the fifth Marine allows one
    assert "armoury.per_n" not in editor.panel.codes()
    assert row_index(editor, marine).data(SEVERITY_ROLE) is None
    editor.select_uids([uids(doc)[2]])
    editor.act_remove.trigger()  # no honours: no question asked
    assert len(doc.force.models) == 5
    assert "armoury.per_n" in editor.panel.codes()


def test_clicking_a_finding_selects_its_models(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    editor.add_entry("sergeant")
    editor.add_entry("terminator_sergeant")  # a second Team Leader
    item = next(editor.panel.list.item(i) for i in range(editor.panel.list.count())
                if "Team Leader" in editor.panel.list.item(i).text())
    editor.select_uids([])
    editor.panel.list.itemClicked.emit(item)
    assert sorted(editor.selected_uids()) == sorted(uids(doc))


def test_groups_formed_split_and_a_sixth_model_refused(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    for _ in range(6):
        editor.add_entry("tactical_marine")
    u = uids(doc)
    editor.select_uids(u[:5])
    editor.act_form_group.trigger()
    (g,) = doc.force.groups
    assert [m.uid for m in doc.force.members(g.id)] == u[:5]
    assert doc.undo_stack.undoText().startswith("Form a Group of 5 model")
    editor.select_uids([u[5]])
    before = doc.force
    editor.move_to_group([u[5]], g.id)
    assert doc.force is before  # refused: nothing applied
    assert "at most 5" in editor.panel.notice.text()
    editor.select_uids(u[3:5])
    editor.act_split_group.trigger()
    text = doc.undo_stack.undoText()
    assert text.startswith("Split 2 model") and text.endswith(" off 1 (Tactical Marine)")
    assert len(doc.force.groups) == 2
    g2 = doc.force.groups[1].id
    assert [m.uid for m in doc.force.members(g2)] == u[3:5]
    assert editor.panel.notice.isHidden()
    editor.select_uids([g2])
    editor.act_dissolve_group.trigger()
    assert [gr.id for gr in doc.force.groups] == [g.id]


def test_a_group_of_six_from_a_file_is_flagged(qtbot: QtBot) -> None:
    models = tuple(ForceModel(f"t{i}", "tactical_marine", group="g") for i in range(6))
    force = Force("space_marines", (ForceModel("s", "sergeant"), *models),
                  (Group("g", "tactical_marine", "Ultor"),), starting=True)
    editor, _doc = make_editor(qtbot, force=force)
    assert "group.too_large" in editor.panel.codes()
    assert any("Ultor has 6 models" in m for m in editor.panel.messages())
    group = editor.model.index_of_key("group:g")
    assert group.data(SEVERITY_ROLE) == "error"
    assert all(row_index(editor, f"t{i}").data(SEVERITY_ROLE) == "error" for i in range(6))


def test_options_dialog_shows_groups_and_live_points(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    editor.add_entry("tactical_marine")
    (uid,) = uids(doc)
    editor.select_uids([uid])
    editor.act_options.trigger()
    dialog = editor.options_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.points() == 14
    texts = [box.title() for box, _g, _i in dialog._group_boxes]
    assert "For every five Tactical Marines, one may replace its boltgun with one of" in texts
    infos = [info.text() for _b, _g, info in dialog._group_boxes]
    assert any("Replaces: Boltgun." in t for t in infos)
    dialog.set_checked("tactical_marine.special.plasma_gun")
    assert "29" in dialog.points_label.text()
    dialog.set_checked("tactical_marine.special.meltagun")  # radio: replaces the plasma gun
    dialog.set_checked("tactical_marine.gear.suspensors")
    assert dialog.selections() == (Selection("tactical_marine.special.meltagun"),
                                   Selection("tactical_marine.gear.suspensors"))
    assert dialog.points() == 34
    # The chainsword also replaces the boltgun: taking it gives the meltagun back, and back.
    dialog.set_checked("tactical_marine.close_combat.chainsword")
    assert not dialog.buttons_by_entry["tactical_marine.special.meltagun"].isChecked()
    dialog.set_checked("tactical_marine.special.meltagun")
    assert not dialog.buttons_by_entry["tactical_marine.close_combat.chainsword"].isChecked()
    dialog.accept()
    assert doc.force.model(uid).options == dialog.selections()
    assert row_index(editor, uid, POINTS).data() == "34"
    assert "Meltagun" in row_index(editor, uid, 6).data()
    assert "Boltgun" not in row_index(editor, uid, 6).data()  # replaced
    assert editor.options_dialog is None


def test_drag_and_drop_moves_models_between_groups(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    for _ in range(4):
        editor.add_entry("tactical_marine")
    u = uids(doc)
    editor.form_group(u[:2])
    gid = doc.force.groups[0].id
    model = editor.model
    data = model.mimeData([row_index(editor, u[2]), row_index(editor, u[3])])
    target = model.index_of_key(f"group:{gid}")
    assert model.flags(target) & Qt.ItemFlag.ItemIsDropEnabled
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, target)
    qtbot.waitUntil(lambda: len(doc.force.members(gid)) == 4)
    # Out of the Group: drop on the Core section.
    data = model.mimeData([row_index(editor, u[0])])
    core = model.index_of_key("section:core")
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, core)
    qtbot.waitUntil(lambda: doc.force.model(u[0]).group is None)
    # Onto another loose model of the same entry: a new Group of the two.
    data = model.mimeData([row_index(editor, u[1])])
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, row_index(editor, u[0]))
    qtbot.waitUntil(lambda: len(doc.force.groups) == 2)
    # Team Leaders never take a drop.
    editor.add_entry("sergeant")
    leader = row_index(editor, uids(doc)[-1])
    assert not model.flags(leader) & Qt.ItemFlag.ItemIsDropEnabled
    assert not model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, 0, leader)


def test_move_command_lists_compatible_groups(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    for _ in range(3):
        editor.add_entry("tactical_marine")
    editor.add_entry("scout")
    u = uids(doc)
    editor.form_group(u[:2])
    gid = doc.force.groups[0].id
    editor.select_uids([u[2]])
    assert editor.move_targets() == [(gid, editor.names[gid])]
    editor.select_uids([u[3]])
    assert editor.move_targets() == []  # a Scout cannot join Tactical Marines
    editor.select_uids([u[2]])
    editor._fill_move_menu()
    editor.move_menu.actions()[0].trigger()
    assert doc.force.model(u[2]).group == gid


def test_rename_inline_and_undo_redo(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    editor.add_entry("sergeant")
    (uid,) = uids(doc)
    ix = row_index(editor, uid)
    assert ix.flags() & Qt.ItemFlag.ItemIsEditable
    assert editor.model.setData(ix, "Brother Cato")
    assert doc.force.model(uid).name == "Brother Cato"
    assert row_index(editor, uid).data() == "Brother Cato"
    stack = doc.undo_stack
    assert stack.count() == 2 and stack.undoText() == "Rename a model to Brother Cato"
    undo, redo = editor.undo_actions
    undo.trigger()
    assert doc.force.model(uid).name == ""
    undo.trigger()
    assert doc.force.models == ()
    assert editor.model.rowCount() == 0
    redo.trigger()
    redo.trigger()
    assert doc.force.model(uid).name == "Brother Cato"


def test_removing_a_model_with_honours_asks_first(qtbot: QtBot) -> None:
    force = Force("space_marines", (ForceModel("s", "sergeant"), ForceModel("t", "tactical_marine")))
    state = PlayerState("1", models=(
        CampaignModel("s", "sergeant", "leader", freeze({"WS": 5, "BS": 4}),
                      honours=("plus_ws",), permanent_injuries=("BS",), temporary="wounded"),
        CampaignModel("t", "tactical_marine", "core", freeze({"WS": 4})),
    ))
    editor, doc = make_editor(qtbot, force=force, state=state)
    # Campaign columns: honours, injuries, and the changed characteristic in bold.
    s = row_index(editor, "s")
    assert editor.model.index(s.row(), HONOURS, s.parent()).data() == "+1 Weapon Skill"
    assert editor.model.index(s.row(), INJURIES, s.parent()).data().startswith("BS −1, Wounded")
    stats = editor.model.index(s.row(), STATS, s.parent())
    ws = stats.data(STATS_ROLE)[0]
    assert ws == Stat("WS", "5", True)
    assert "WS: 4 → 5" in stats.data(Qt.ItemDataRole.ToolTipRole)
    editor.select_uids(["s"])
    editor.act_remove.trigger()
    box = editor.confirmation
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.No).click()
    assert len(doc.force.models) == 2
    editor.act_remove.trigger()
    editor.confirmation.button(QMessageBox.StandardButton.Yes).click()  # type: ignore[union-attr]
    assert [m.uid for m in doc.force.models] == ["t"]


def test_points_turn_red_over_the_limit(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    for _ in range(4):
        editor.add_entry("terminator_codicier")  # 75 each
    assert points_int(editor.report.total) == 300  # type: ignore[union-attr]
    assert editor.panel.over_limit
    assert "c62828" in editor.panel.points_bar.styleSheet()
    assert "points.starting_limit" in editor.panel.codes()
    editor.select_uids([uids(doc)[0]])
    editor.remove_selected()
    assert not editor.panel.over_limit and editor.panel.points_bar.styleSheet() == ""


def test_edits_update_rows_without_resetting_the_model(qtbot: QtBot) -> None:
    editor, doc = make_editor(qtbot)
    editor.add_entry("sergeant")
    editor.add_entry("tactical_marine")
    first = row_index(editor, uids(doc)[1])
    persistent = editor.model.index(first.row(), 0, first.parent())
    keep = QPersistentModelIndex(persistent)
    with qtbot.assertNotEmitted(editor.model.modelReset), \
            qtbot.waitSignal(editor.model.rowsInserted):
        editor.add_entry("tactical_marine")
    assert keep.isValid() and keep.data(UID_ROLE) == uids(doc)[1]
    section = editor.model.index_of_key("section:core")
    assert editor.tree.isExpanded(section)
    assert section.data().startswith("Core models (2)")
    # A section that empties and fills again is expanded and spans the row again.
    editor.remove_models([uids(doc)[0]])
    assert not editor.model.index_of_key("section:leader").isValid()
    editor.add_entry("sergeant")
    leaders = editor.model.index_of_key("section:leader")
    assert editor.tree.isExpanded(leaders)
    assert editor.tree.isFirstColumnSpanned(leaders.row(), leaders.parent())


def test_battlescribe_squad_unit_options(qtbot: QtBot) -> None:
    cultist = Entry("cultist", "Cultist", kind=EntryKind.MODEL, cost=4, constraints=(
        Constraint("min", "min", 5, scope=Scope.PARENT),))
    icon = Entry("icon", "Icon", cost=5, constraints=(Constraint("max", "max", 1),))
    unit = Entry("unit", "Cultists", kind=EntryKind.UNIT, entries=(cultist, icon), squad_size=5,
                 categories=("core",), primary_category="core")
    tl = TeamList("bs", "BS", "1", categories=(Category("core", "Core", Section.CORE),),
                  entries=(unit,))
    doc = MemoryForceDocument(tl, Force("bs"))
    editor = ForceEditor(doc)
    qtbot.addWidget(editor)
    editor.add_entry("unit")
    gid = doc.force.groups[0].id
    assert [m.member for m in doc.force.models] == ["cultist"] * 5
    editor.select_uids([gid])
    dialog = editor.open_options_dialog()
    assert dialog is not None and dialog.points() == 20
    dialog.set_checked("icon")
    assert dialog.points() == 25
    dialog.accept()
    assert doc.force.group(gid).options == (Selection("icon"),)
    group = editor.model.index_of_key(f"group:{gid}")
    assert editor.model.index(group.row(), POINTS, group.parent()).data() == "25"
    member = editor.model.index(0, 1, group).data()
    assert member == "Cultists › Cultist"
