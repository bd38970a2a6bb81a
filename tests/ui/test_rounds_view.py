"""The round in the campaign view (issue 17, point 1): each player's state per step, the next
action one click away, steps out of order not offered; starting a round and closing the
campaign from the view.

Seed 000: *"Une Campagne suit une série d'étapes que chaque joueur au sein de la Campagne doit
remplir avant de passer à la prochaine"*; Non Aléatoire: *"tous les joueurs jouent la même
mission à la fois"*."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QLabel, QPushButton

from app.model import Store
from app.rules.campaign import CampaignSettings
from app.rules.campaign.spend_plan import SpendRequest
from app.ui.campaigns.round_dialog import CloseCampaignDialog, RoundDialog
from app.ui.main_window import MainWindow
from app.ui.steps.game import RecordGameDialog
from app.ui.steps.samples import sample_players
from app.ui.steps.team import BuildTeamDialog
from tests.model.store_helpers import marines

MakeWindow = Callable[[Store], MainWindow]
SM_PICKS = ("sgt", "apo", "t0", "tac", "t6")  # "tac": the Group, picked whole
CSM_PICKS = ("champ", "chosen", "c1", "m0", "m1", "m2", "m3", "m4")


def _campaign(store: Store) -> tuple[int, int, int, int]:
    cid = store.create_campaign("Vigil", settings=CampaignSettings(
        mission_mode="fixed", missions=("take_and_hold", "possession")))
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    bob = store.add_player(cid, "Bob", "chaos_space_marines", force=sample_players()[1].force)
    cat = store.add_player(cid, "Cat", "space_marines", force=marines())
    return cid, ann, bob, cat


def test_a_round_from_the_campaign_view(shell_store: Store, shell_window: MakeWindow) -> None:
    store = shell_store
    cid, ann, bob, cat = _campaign(store)
    w = shell_window(store)
    assert w.campaign_list.select(cid)
    view = w.campaign_view
    panel = view.round_panel
    assert panel.start_button.isVisible() and panel.start_button.text() == "Start round 1…"
    assert not panel.close_button.isVisible()
    opened: list[QDialog] = []

    def accept(drive: Callable[[QDialog], None] = lambda _d: None) -> Callable[[QDialog], bool]:
        def run(dialog: QDialog) -> bool:
            opened.append(dialog)
            drive(dialog)
            dialog.accept()
            return dialog.result() == QDialog.DialogCode.Accepted

        return run

    # Start round 1: Ann v Bob, Cat (the odd one out) has a bye.
    w.commands.run_dialog = accept()
    panel.start_button.click()
    assert isinstance(opened[-1], RoundDialog)
    rounds = store.rounds(cid)
    assert [(r.pairings, r.byes, r.mission_id) for r in rounds] == [
        (((ann, bob),), (cat,), "take_and_hold")]
    assert not panel.start_button.isVisible() and not view.steps_box.isVisible()
    assert "Round 1" in panel.heading.text() and "Take and Hold" in panel.heading.text()
    bye = panel.cells[(cat, "build_team")]
    assert isinstance(bye, QLabel) and bye.text() == "bye"
    # One game, one label: "Ann v Bob" spans both players' rows, never also "Bob v Ann".
    texts = [label.text() for label in panel.grid_widget.findChildren(QLabel)]
    assert texts.count("Ann v Bob") == 1 and "Bob v Ann" not in texts
    assert texts.count("Cat (bye)") == 1
    game = next(lbl for lbl in panel.grid_widget.findChildren(QLabel)
                if lbl.text() == "Ann v Bob")
    at = panel.grid.getItemPosition(panel.grid.indexOf(game))
    assert at[2] == 2  # (row, column, row span, column span)
    rows = {panel.grid.getItemPosition(panel.grid.indexOf(panel.cells[(p, "build_team")]))[0]
            for p in (ann, bob)}
    assert rows == {at[0], at[0] + 1}
    later = panel.cells[(cat, "spend_rp")]
    assert isinstance(later, QLabel) and later.text() == "to do"
    # No game is offered before both Teams are built.
    assert isinstance(panel.cells[(ann, "play_game")], QLabel)

    def pick(keys: tuple[str, ...]) -> Callable[[QDialog], None]:
        def drive(dialog: QDialog) -> None:
            assert isinstance(dialog, BuildTeamDialog)
            for key in keys:
                dialog.pick(key)

        return drive

    for pid, keys in ((ann, SM_PICKS), (bob, CSM_PICKS)):
        w.commands.run_dialog = accept(pick(keys))
        button = panel.cells[(pid, "build_team")]
        assert isinstance(button, QPushButton) and button.text() == "Build the Team…"
        button.click()  # one click: that player's Team
        assert isinstance(opened[-1], BuildTeamDialog)
        assert store.pending_team(pid) is not None
    done = panel.cells[(ann, "build_team")]
    assert isinstance(done, QLabel) and done.text() == "✓ done"

    def record(dialog: QDialog) -> None:
        assert isinstance(dialog, RecordGameDialog)
        assert dialog.next_radio.isChecked()
        assert dialog.next_radio.text() == "&This round's mission: Take and Hold"
        assert dialog.opponent.count() == 1  # the round's opponent only
        dialog.set_result(str(ann), reason="as agreed")

    w.commands.run_dialog = accept(record)
    game_button = panel.cells[(bob, "play_game")]
    assert isinstance(game_button, QPushButton)
    game_button.click()
    games = store.games(cid)
    assert [(g.mission_id, g.round_no, g.winner_id) for g in games] == [
        ("take_and_hold", 1, ann)]
    # The rest of the round through the store: the view follows.
    for pid in (ann, bob):
        assert store.apply_injuries(games[0].id, pid, []).ok
    assert store.apply_rewards(games[0].id, [4]).ok
    view.refresh(cid)
    for pid in (ann, bob, cat):
        assert isinstance(panel.cells[(pid, "spend_rp")], QPushButton)
        assert store.spend(pid, request=SpendRequest()).ok
    view.refresh(cid)
    assert panel.start_button.isVisible() and panel.start_button.text() == "Start round 2…"
    assert panel.close_button.isVisible()
    assert "Every player finished the round." in panel.hint.text()
    # Close the campaign: the final standings are kept and shown.
    w.commands.run_dialog = accept()
    panel.close_button.click()
    assert isinstance(opened[-1], CloseCampaignDialog)
    info = store.campaign(cid)
    assert info.closed_at is not None and info.standings[0][1] == ann
    assert panel.heading.text() == "<b>The campaign is closed</b>"
    assert panel.hint.text().startswith("Final standings: 1. Ann")
    assert not panel.start_button.isVisible()


def test_the_game_night_guide_says_what_is_next_and_for_whom_with_its_button(
        shell_store: Store, shell_window: MakeWindow) -> None:
    """Issue 20: the campaign view says in one sentence what happens next and for whom, and
    one button does it: add the players, start a round, each player's step, close."""
    store = shell_store
    cid = store.create_campaign("Vigil", settings=CampaignSettings(
        mission_mode="fixed", missions=("take_and_hold", "possession")))
    w = shell_window(store)
    assert w.campaign_list.select(cid)
    panel = w.campaign_view.round_panel
    assert panel.hint.text().startswith("Next: add the players.")
    assert panel.next_button.isVisible() and panel.next_button.text() == "Add player…"
    asked: list[str] = []

    def refuse(dialog: QDialog) -> bool:
        asked.append(type(dialog).__name__)
        return False

    w.commands.run_dialog = refuse
    panel.next_button.click()  # the add-player dialog, one click from the sentence
    assert asked == ["NewPlayerDialog"]
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    bob = store.add_player(cid, "Bob", "chaos_space_marines", force=sample_players()[1].force)
    w.campaign_view.refresh(cid)
    assert panel.hint.text().startswith("Next: start round 1, or play game by game")
    assert not panel.next_button.isVisible() and panel.start_button.isVisible()
    assert store.start_round(cid, [(ann, bob)]).ok
    w.campaign_view.refresh(cid)
    assert panel.hint.text() == "Next: Build a Team — Ann, Bob."
    assert panel.next_button.text() == "Build the Team of Ann…"
    opened: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        opened.append(dialog)
        assert isinstance(dialog, BuildTeamDialog)
        for key in SM_PICKS if not len(opened) - 1 else CSM_PICKS:
            dialog.pick(key)
        dialog.accept()
        return True

    w.commands.run_dialog = run
    panel.next_button.click()  # Ann's Team, one click from the sentence
    assert store.pending_team(ann) is not None
    assert panel.hint.text() == "Next: Build a Team — Bob."
    assert panel.next_button.text() == "Build the Team of Bob…"
    panel.next_button.click()
    assert store.pending_team(bob) is not None
    assert panel.hint.text() == "Next: Play a game — Ann, Bob."
    assert panel.next_button.text() == "Record the game Ann v Bob…"


def test_the_round_dialog_pairs_and_gives_byes(qtbot: object, shell_store: Store) -> None:
    store = shell_store
    cid, ann, bob, cat = _campaign(store)
    dialog = RoundDialog([(ann, "Ann"), (bob, "Bob"), (cat, "Cat")], 1,
                         lambda pairs, byes, finale: store.plan_round(cid, pairs, byes,
                                                                      finale=finale))
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.pairings() == ([(ann, bob)], [cat])
    # Cat plays Ann: Bob has the bye now.
    combo = dialog.opponents[cat]
    combo.setCurrentIndex(combo.findData(ann))
    assert dialog.pairings() == ([(ann, cat)], [bob])
    assert dialog.plan is not None and dialog.plan.ok
    assert "Take and Hold" in dialog.mission.text()
    dialog.finale.setChecked(True)
    assert dialog.plan.round.finale and "Finale" in dialog.mission.text()
