"""Issue 20 (table-ready), points 4 and 5: one naming scheme. A Squad or Group is the same in
the Force editor, the step dialogs and the sheet ("Squad 1", never "Cultist Squad Group" twice
nor "Group 1"), an unnamed model is "Chaos Space Marine 2" everywhere (the editor too), and the
campaign messages name sections in words ("Core", not «core»)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.rules.force import group_numbers, unnamed_numbers
from app.rules.violations import violation
from app.sheets.data import force_sheet_data
from app.ui.force_editor.rows import NAME, RowBuilder
from app.ui.steps.common import ForceInfo
from app.ui.steps.messages import campaign_message
from app.ui.steps.samples import SamplePlayer


def _tree_names(builder: RowBuilder, root: object) -> dict[str, str]:
    """The Name column of the editor's tree, by model uid and Group id."""
    out: dict[str, str] = {}
    stack = [root]
    while stack:
        row = stack.pop()
        stack.extend(row.children)  # type: ignore[attr-defined]
        if row.kind == "model":  # type: ignore[attr-defined]
            out[row.uid] = row.texts[NAME]  # type: ignore[attr-defined]
        elif row.kind == "group":  # type: ignore[attr-defined]
            out[row.gid] = row.texts[NAME].rsplit(" (", 1)[0]  # type: ignore[attr-defined]
    return out


def test_squads_and_unnamed_models_have_one_name_everywhere(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    bob = players[1]
    force, team_list = bob.force, bob.team_list
    info = ForceInfo(force, team_list)
    dialogs_groups = info.group_names()
    dialogs_models = info.names()
    assert sorted(dialogs_groups.values()) == ["Squad 1", "Squad 2"]  # distinct, numbered
    builder = RowBuilder(team_list, "en")
    from app.rules.validation import Validator

    report = Validator(team_list).validate_force(force)
    editor = _tree_names(builder, builder.build(force, report, None))
    sheet = force_sheet_data(team_list, force, language="en")
    sheet_models = {row.uid: row.name for row in sheet.models}
    sheet_groups = {row.name for row in sheet.groups}
    for gid, name in dialogs_groups.items():
        assert editor[gid] == name
    assert sheet_groups == set(dialogs_groups.values())
    for m in force.models:
        assert editor[m.uid] == dialogs_models[m.uid] == sheet_models[m.uid], m.uid
    numbered = [dialogs_models[m.uid] for m in force.models if m.uid in unnamed_numbers(force)]
    assert "Chaos Space Marine 2" in numbered  # the editor shows the number too
    assert len(set(dialogs_models.values())) == len(dialogs_models)  # no two alike
    assert group_numbers(force) == {g.id: n for n, g in enumerate(force.groups, 1)}


def test_models_and_groups_given_the_same_name_are_told_apart_everywhere(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    """Two models both named "Kruger", two Squads both named "Cult": "Kruger (1)", "Kruger
    (2)", "Cult (1)", "Cult (2)" in the editor, the step dialogs and the sheet alike."""
    from dataclasses import replace

    from app.rules.validation import Validator

    bob = players[1]
    base, team_list = bob.force, bob.team_list
    first, second = base.models[0].uid, base.models[1].uid
    force = replace(base, models=tuple(replace(m, name="Kruger") if m.uid in (first, second)
                                       else m for m in base.models),
                    groups=tuple(replace(g, name="Cult") for g in base.groups))
    info = ForceInfo(force, team_list)
    groups, models = info.group_names(), info.names()
    assert sorted(groups.values()) == ["Cult (1)", "Cult (2)"]
    assert (models[first], models[second]) == ("Kruger (1)", "Kruger (2)")
    builder = RowBuilder(team_list, "en")
    editor = _tree_names(builder, builder.build(
        force, Validator(team_list).validate_force(force), None))
    sheet = force_sheet_data(team_list, force, language="en")
    sheet_models = {row.uid: row.name for row in sheet.models}
    assert {row.name for row in sheet.groups} == set(groups.values())
    for gid, name in groups.items():
        assert editor[gid] == name
    for m in force.models:
        assert editor[m.uid] == models[m.uid] == sheet_models[m.uid], m.uid
    assert len(set(models.values())) == len(models)  # no two alike


def test_section_names_in_campaign_messages_are_words(qapp: object) -> None:
    from PySide6.QtCore import QCoreApplication

    from app.i18n import install_translators

    v = violation("allowance.section_min", {"section": "core", "count": 1, "limit": 3})
    assert campaign_message(v) == "Too few Core models: 1, at least 3."
    try:
        assert install_translators(QCoreApplication.instance(), "ru") == "ru"
        text = campaign_message(v)
        assert "core" not in text and "Базовая модель" in text
    finally:
        install_translators(QCoreApplication.instance(), "en")


def test_spend_plan_lines_name_the_model_first_in_the_nominative(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    """"Пылкий для Тактический космодесантник 6" broke Russian grammar: every line is now a
    whole template with the model's name standing alone ("{model}: {honour}")."""
    from app.rules.campaign import BuyHonour
    from app.ui.steps.spend import SpendDialog

    alice = players[0]
    d = SpendDialog(alice.state, alice.force, alice.team_list, player_name=alice.name)
    qtbot.addWidget(d)
    name = ForceInfo(alice.force, alice.team_list).name("t0")
    assert d.add(BuyHonour("fiery", "t0")), d.refusals(BuyHonour("fiery", "t0"))
    texts = [d.plan_list.item(i).text() for i in range(d.plan_list.count())]
    assert any(t.startswith(f"{name}: ") and " for " not in t for t in texts), texts
