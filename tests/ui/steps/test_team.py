"""Step 1 dialog: Groups all or nothing, live points and Team validation, field promotion."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from app.rules.campaign.step_plans import TeamPlan
from app.rules.force import Team
from app.ui.steps.samples import SamplePlayer
from app.ui.steps.team import BuildTeamDialog


def dialog(qtbot: QtBot, p: SamplePlayer, **kw: object) -> BuildTeamDialog:
    d = BuildTeamDialog(p.state, p.force, p.team_list, player_name=p.name, **kw)  # type: ignore[arg-type]
    qtbot.addWidget(d)
    return d


def test_result_is_the_team_for_known_picks(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    alice = players[0]
    d = dialog(qtbot, alice)
    assert d.picked() == ()
    for uid in ("sgt", "apo", "tac1", "t6"):
        d.pick(uid)
    assert d.picked() == ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t6")
    assert d.points_label.text().startswith("Points: 179 / 250")
    assert d.problems.messages == []
    assert d.ok_button().isEnabled()
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, TeamPlan) and plan.ok
    assert plan.team == Team(("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t6"), 250, None)
    assert plan.outcome.points == 179


def test_a_group_is_taken_whole_from_any_member(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    d = dialog(qtbot, players[0])
    d.pick("t3")  # a member of Squad Cassius ticks the whole Group
    assert d.picked() == ("t0", "t1", "t2", "t3", "t4")
    d.pick("t3", False)
    assert d.picked() == ()


def test_over_the_base_limit_and_armoury_errors_block_ok(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    bob = players[1]
    d = dialog(qtbot, bob, initial=[m.uid for m in bob.force.models])
    assert d.limit == 200
    assert any("over the Base limit of 200 pts" in m for m in d.problems.messages)
    assert not d.ok_button().isEnabled()
    d.accept()
    assert d.result_value() is None
    for uid in ("c2", "m5", "m6", "m7"):
        d.pick(uid, False)
    assert d.problems.messages == []
    assert d.ok_button().isEnabled()


def test_field_promotion_is_asked_when_the_force_has_no_leader(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    alice = players[0]
    force = alice.force.remove("sgt")
    state = alice.state.without(["sgt"])
    p = replace(alice, force=force, state=state)
    d = dialog(qtbot, p, initial=["apo", "t0", "t1", "t2", "t3", "t4"])
    assert d.promotion.isVisibleTo(d)
    assert any("pick a Specialist" in m for m in d.problems.messages)
    d.set_field_promotion("apo")
    assert d.problems.messages == []
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, TeamPlan) and plan.team.field_promotion == "apo"


def test_an_incapacitated_model_cannot_play(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    alice = players[0]
    models = tuple(replace(m, incapacitated=m.uid == "apo") for m in alice.force.models)
    p = replace(alice, force=alice.force.with_models(models),
                state=alice.state.replace_models({"apo": replace(alice.state.model("apo"),
                                                                 temporary="incapacitated")}))
    d = dialog(qtbot, p, initial=["sgt", "apo"])
    assert any("Incapacitated" in m for m in d.problems.messages)
    assert not d.ok_button().isEnabled()


def test_language_switch_retranslates(qtbot: QtBot, players: tuple[SamplePlayer, ...], switch_language: object) -> None:
    d = dialog(qtbot, players[0], initial=["sgt"])
    assert d.windowTitle() == "Build a Team — Alice"
    switch_language()  # type: ignore[operator]
    assert d.windowTitle() == "«Build a Team — {player}»".replace("{player}", "Alice")
    assert d.tree.headerItem().text(0) == "«Model»"


def test_team_list_names_follow_the_language(qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    from PySide6.QtWidgets import QApplication

    from app.i18n import install_translators

    d = dialog(qtbot, players[0])
    assert d.tree.topLevelItem(0).text(0) == "Sergeant"
    app = QApplication.instance()
    try:
        install_translators(app, "fr")  # Qt sends LanguageChange to every widget
        qtbot.waitUntil(lambda: d.tree.topLevelItem(0).text(0) == "Sergent")
    finally:
        install_translators(app, "en")
    qtbot.waitUntil(lambda: d.tree.topLevelItem(0).text(0) == "Sergeant")


def test_the_model_names_get_the_room_not_the_state_column(
        qtbot: QtBot, players: tuple[SamplePlayer, ...]) -> None:
    """In Russian "Тактический космодесантник" was cut while the empty State column took the
    rest of the width (the header stretched its last section too)."""
    d = dialog(qtbot, players[0])
    d.show()
    qtbot.waitExposed(d)
    header = d.tree.header()
    assert not header.stretchLastSection()
    assert d.tree.columnWidth(3) <= header.sectionSizeHint(3) + 1
    assert d.tree.columnWidth(0) >= d.tree.sizeHintForColumn(0)
