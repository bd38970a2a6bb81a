"""Build a Team: each psyker of the Team picks its psychic powers for the game (issue 18,
point 3). Seed 004: one power per Mastery Level from the psyker's own list, never the same
twice; seed 000: Open Mind adds one without raising the Mastery Level. The dialog's refusals
are the plan's (team.psychic_* codes), the plan keeps the powers, the store saves them, and the
dialog opened again shows them ticked."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.model import Store
from app.rules.campaign import CampaignSettings
from app.rules.campaign.psychic import OPEN_MIND
from app.rules.campaign.step_plans import TeamPlan
from app.rules.library import find_teamlist
from app.ui.steps import flow
from app.ui.steps.team import BuildTeamDialog
from tests.model.store_helpers import orks
from tests.rules.test_psychic import librarius, state_of

TEAM = ("lex", "apo", "t1", "t2", "t3", "t4", "t5", "t6")


def _dialog(qtbot: QtBot, *, open_mind: bool = False, **kw: object) -> BuildTeamDialog:
    tl = find_teamlist("space_marines")
    assert tl is not None
    force = librarius()
    state = state_of(tl, force, {"lex": (OPEN_MIND,)} if open_mind else None)
    d = BuildTeamDialog(state, force, tl, player_name="Ann", **kw)  # type: ignore[arg-type]
    qtbot.addWidget(d)
    return d


def _power_rows(d: BuildTeamDialog) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for i in range(d.powers_tree.topLevelItemCount()):
        top = d.powers_tree.topLevelItem(i)
        assert top is not None
        out[top.data(0, Qt.ItemDataRole.UserRole)] = [
            top.child(j).text(0) for j in range(top.childCount())]  # type: ignore[union-attr]
    return out


def _tick(d: BuildTeamDialog, uid: str, name: str, on: bool = True) -> None:
    for i in range(d.powers_tree.topLevelItemCount()):
        top = d.powers_tree.topLevelItem(i)
        if top is None or top.data(0, Qt.ItemDataRole.UserRole) != uid:
            continue
        for j in range(top.childCount()):
            child = top.child(j)
            if child is not None and child.text(0) == name:
                child.setCheckState(0, Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
                return
    raise KeyError(name)


def test_the_psykers_of_the_team_pick_from_their_list(qtbot: QtBot) -> None:
    d = _dialog(qtbot)
    assert d.powers_tree.isHidden()  # no psyker picked yet
    for uid in ("apo", "t1"):
        d.pick(uid)
    assert d.powers_tree.isHidden()
    d.pick("lex")
    assert not d.powers_tree.isHidden()
    assert _power_rows(d) == {"lex": ["Primaris Power of Biomancy", "Primaris Power of Divination",
                                      "Primaris Power of Pyromancy",
                                      "Primaris Power of Sanguinary"]}
    top = d.powers_tree.topLevelItem(0)
    assert top is not None and top.text(0) == "Tiberius: 0 of 1 powers (Mastery Level 1)"
    assert "D3" in d.powers_note.text() and "psychic hood" in d.powers_note.text()
    _tick(d, "lex", "Primaris Power of Pyromancy")
    assert top.text(0) == "Tiberius: 1 of 1 powers (Mastery Level 1)"
    assert d.powers() == {"lex": ("pyromancy_primaris",)}
    assert not [m for m in d.problems.messages if "psychic" in m]
    _tick(d, "lex", "Primaris Power of Biomancy")  # a second power at Mastery Level 1
    assert any("Tiberius has 2 psychic powers: at most 1" in m for m in d.problems.messages)
    assert not d.ok_button().isEnabled()
    _tick(d, "lex", "Primaris Power of Biomancy", False)
    assert not [v for v in d.violations() if v.code.startswith("team.psychic")]
    d.pick("lex", False)  # the psyker leaves the Team: no powers in the plan
    assert d.powers() == {} and d.powers_tree.isHidden()
    d.pick("lex")
    assert d.powers() == {"lex": ("pyromancy_primaris",)}  # kept while it was away


def test_open_mind_allows_one_more_power(qtbot: QtBot) -> None:
    d = _dialog(qtbot, open_mind=True, initial=TEAM)
    top = d.powers_tree.topLevelItem(0)
    assert top is not None
    assert top.text(0) == "Tiberius: 0 of 2 powers (Mastery Level 1, +1 Open Mind)"
    _tick(d, "lex", "Primaris Power of Biomancy")
    _tick(d, "lex", "Primaris Power of Divination")
    assert not [m for m in d.problems.messages if "psychic" in m]
    _tick(d, "lex", "Primaris Power of Pyromancy")
    assert any("at most 2" in m for m in d.problems.messages)


def test_unknown_and_twice_picked_powers_are_refused(qtbot: QtBot) -> None:
    d = _dialog(qtbot, initial=TEAM)
    d.set_powers("lex", ["psychic_shriek"])  # an Astra Militarum power
    assert "psychic_shriek is not on the psychic powers list of Tiberius." in d.problems.messages
    d.set_powers("lex", ["biomancy_primaris", "biomancy_primaris"])
    assert any("never has the same power twice" in m for m in d.problems.messages)
    with pytest.raises(KeyError):
        d.set_powers("apo", ["biomancy_primaris"])


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "campaign.db", daily_backup=False)
    yield s
    s.close()


def test_the_plan_saves_the_powers_and_the_dialog_shows_them_again(
        qtbot: QtBot, store: Store) -> None:
    cid = store.create_campaign("Psykers", settings=CampaignSettings())
    ann = store.add_player(cid, "Ann", "space_marines", force=librarius())
    store.add_player(cid, "Ben", "orks", force=orks())
    d = flow.build_team_dialog(None, store, ann)
    qtbot.addWidget(d)
    for uid in TEAM:
        d.pick(uid)
    _tick(d, "lex", "Primaris Power of Divination")
    d.accept()
    plan = d.result_value()
    assert isinstance(plan, TeamPlan) and plan.ok, d.problems.messages
    assert plan.powers == (("lex", ("divination_primaris",)),)
    assert flow.apply_team(store, ann, plan).ok
    pending = store.pending_team(ann)
    assert pending is not None and pending.powers_of("lex") == ("divination_primaris",)
    again = flow.build_team_dialog(None, store, ann)
    qtbot.addWidget(again)
    assert again.powers() == {"lex": ("divination_primaris",)}
    top = again.powers_tree.topLevelItem(0)
    assert top is not None
    ticked = [top.child(j).text(0) for j in range(top.childCount())  # type: ignore[union-attr]
              if top.child(j).checkState(0) == Qt.CheckState.Checked]  # type: ignore[union-attr]
    assert ticked == ["Primaris Power of Divination"]
    assert replace(plan.team, powers=()) != plan.team
