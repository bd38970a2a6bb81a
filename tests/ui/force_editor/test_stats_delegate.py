"""The characteristics column of a campaign Force: a changed value in bold (StatsDelegate),
the unchanged rows painted by Qt from their text (their cell carries no stats: the delegate
hands them on at once); a row's runs of plain and bold text are cut once."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QStyledItemDelegate
from pytestqt.qtbot import QtBot

from app.rules.campaign.state import CampaignModel, PlayerState, freeze
from app.rules.force import Force, ForceModel
from app.ui.force_editor import ForceEditor
from app.ui.force_editor.delegates import StatsDelegate
from app.ui.force_editor.rows import STATS
from app.ui.force_editor.tree_model import STATS_ROLE
from tests.ui.force_editor.helpers import make_editor


def _cell(editor: ForceEditor, uid: str) -> QImage:
    ix = editor.model.index_of_key(f"model:{uid}", STATS)
    rect = editor.tree.visualRect(ix)
    return editor.tree.viewport().grab(rect).toImage()


def test_only_a_changed_value_is_bold_and_its_runs_are_cut_once(qtbot: QtBot) -> None:
    force = Force("space_marines", (ForceModel("s", "sergeant"),
                                    ForceModel("t", "tactical_marine")))
    state = PlayerState("1", models=(
        CampaignModel("s", "sergeant", "leader", freeze({"WS": 5, "BS": 4})),
        CampaignModel("t", "tactical_marine", "core", freeze({"WS": 4})),
    ))
    editor, _doc = make_editor(qtbot, force=force, state=state)
    editor.resize(1200, 400)
    qtbot.waitExposed(editor)
    delegate = editor.tree.itemDelegateForColumn(STATS)
    assert isinstance(delegate, StatsDelegate)
    s, t = (editor.model.index_of_key(f"model:{u}", STATS) for u in ("s", "t"))
    assert s.data(STATS_ROLE)[0].changed and t.data(STATS_ROLE) is None
    ours = {uid: _cell(editor, uid) for uid in ("s", "t")}
    assert len(delegate._runs) == 1  # the sergeant's stats, cut once
    runs = next(iter(delegate._runs.values()))
    assert [bold for bold, _text, _width in runs][:2] == [False, True]
    assert runs[1][1] == "5" and all(width > 0 for _b, _t, width in runs)
    editor.tree.viewport().repaint()
    assert len(delegate._runs) == 1  # painted again from the runs cut
    editor.tree.setItemDelegateForColumn(STATS, QStyledItemDelegate(editor.tree))
    plain = {uid: _cell(editor, uid) for uid in ("s", "t")}
    assert ours["t"] == plain["t"]  # an unchanged row: exactly as Qt paints its text
    assert ours["s"] != plain["s"]  # the changed one: its WS in bold


def test_no_python_paints_the_characteristics_until_the_campaign_changes_one(
        qtbot: QtBot) -> None:
    """A campaign Force whose characteristics are all as printed is painted by Qt alone (a
    call into Python for every cell painted costs a sixth of a repaint after an edit); the
    delegate comes with the first changed value, and goes with the last."""
    force = Force("space_marines", (ForceModel("s", "sergeant"),
                                    ForceModel("t", "tactical_marine")))
    plain = PlayerState("1", models=(
        CampaignModel("s", "sergeant", "leader", freeze({"WS": 4})),
        CampaignModel("t", "tactical_marine", "core", freeze({"WS": 4})),
    ))
    editor, doc = make_editor(qtbot, force=force, state=plain)
    assert editor.tree.itemDelegateForColumn(STATS) is None
    changed = PlayerState("1", models=(
        CampaignModel("s", "sergeant", "leader", freeze({"WS": 5})), plain.models[1]))
    doc.set_player_state(changed)
    assert isinstance(editor.tree.itemDelegateForColumn(STATS), StatsDelegate)
    doc.set_player_state(plain)
    assert editor.tree.itemDelegateForColumn(STATS) is None
