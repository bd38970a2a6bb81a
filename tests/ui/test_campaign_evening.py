"""A whole campaign evening through the real main window over a real store (issue 6's list):
a campaign with two players from two Team Lists, both starting Forces built in the Force editor
with live validation, three games through the five step dialogs with typed dice, undo and redo
of a step from the main window's actions, and a restart that finds everything."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from app.model import Store
from app.rules.force import Selection
from app.ui.campaigns.force_window import ForceWindow
from app.ui.main_window import MainWindow
from app.ui.steps.game import RecordGameDialog
from app.ui.steps.injuries import InjuriesDialog
from app.ui.steps.rewards import RewardsDialog
from app.ui.steps.spend import SpendDialog
from app.ui.steps.team import BuildTeamDialog
from tests.ui.steps.test_flow import fill_injuries, type_die
from tests.ui.test_main_window import fill_new_campaign, fill_new_player

MakeWindow = Callable[[Store], MainWindow]


def editor_of(w: MainWindow, pid: int) -> ForceWindow:
    window = w.commands.open_force(pid)
    assert isinstance(window, ForceWindow) and window.isVisible()
    return window


def build_marines(w: MainWindow, store: Store, pid: int) -> tuple[str, str]:
    """Sergeant, a Group of five Tactical Marines and five more with a flamer and a missile
    launcher; the second special weapon needs ten Marines. Returns (leader, group id)."""
    window = editor_of(w, pid)
    editor = window.editor
    assert "allowance.section_min" in editor.panel.codes()  # an empty Force is flagged
    assert editor.add_entry("sergeant") is not None
    for _ in range(10):
        assert editor.add_entry("tactical_marine") is not None
    force = store.force(pid)
    assert [m.entry for m in force.models] == ["sergeant"] + ["tactical_marine"] * 10
    leader, *marines = [m.uid for m in force.models]
    assert editor.form_group(marines[:5]) is not None
    (group,) = store.force(pid).groups
    assert [m.uid for m in store.force(pid).members(group.id)] == marines[:5]
    editor.set_options(marines[5], [Selection("tactical_marine.special.flamer")])
    editor.set_options(marines[6], [Selection("tactical_marine.special.missile_launcher")])
    assert store.force(pid).model(marines[6]).options == (
        Selection("tactical_marine.special.missile_launcher"),)
    assert "armoury.per_n" not in editor.panel.codes()  # ten Marines: two allowed
    # Nine Marines allow one special weapon: the error appears in the panel, in words…
    assert editor.remove_models([marines[9]]) is not None
    assert len(store.force(pid).models) == 10
    assert "armoury.per_n" in editor.panel.codes()
    assert any("1 allowed" in m for m in editor.panel.messages()), editor.panel.messages()
    assert editor.report is not None
    assert any(v.code == "armoury.per_n" for v in editor.report.violations)
    # …and goes when a tenth Marine joins again.
    assert editor.add_entry("tactical_marine") is not None
    assert len(store.force(pid).models) == 11
    assert "armoury.per_n" not in editor.panel.codes()
    # A sixth model in the Group of five is refused, in words; nothing is stored.
    before = store.force(pid)
    editor.select_uids([group.id])
    assert editor.add_to_selected_group() is None
    assert "at most 5" in editor.panel.notice.text()
    assert not editor.panel.notice.isHidden()
    assert store.force(pid) == before
    assert editor.panel.codes() == ["points.unspent"]  # a valid starting Force
    assert editor.panel.codes() == [v.code for v in editor.report.violations]
    window.close()
    return leader, group.id


def build_orks(w: MainWindow, store: Store, pid: int) -> tuple[str, str]:
    """A Boss Nob, a Boyz Mob (a Squad of five) and Kommandos. Returns (leader, squad id)."""
    window = editor_of(w, pid)
    editor = window.editor
    assert editor.add_entry("boss_nob") is not None
    assert editor.add_entry("boyz_mob") is not None
    for _ in range(3):
        assert editor.add_entry("kommando") is not None
    force = store.force(pid)
    assert len(force.models) == 9 and len(force.groups) == 1 and force.groups[0].squad
    squad = force.groups[0].id
    editor.select_uids([squad])
    assert editor.add_to_selected_group() is None  # a Squad of 5 never takes a sixth
    assert "starting 5" in editor.panel.notice.text()
    assert store.force(pid) == force
    assert "error" not in {v.severity for v in editor.report.violations}, editor.panel.messages()
    window.close()
    return force.models[0].uid, squad


def run(w: MainWindow, step: str, pid: int | None,
        drive: Callable[[QDialog], None]) -> None:
    """Click the step's button in the campaign view; ``drive`` fills the dialog it opens."""
    opened: list[QDialog] = []

    def accept(dialog: QDialog) -> bool:
        opened.append(dialog)
        drive(dialog)
        dialog.accept()
        assert dialog.result_value() is not None, dialog.problems.messages  # type: ignore[attr-defined]
        return True

    w.commands.run_dialog = accept
    if pid is not None:
        assert w.campaign_view.select_player(pid)
    w.campaign_view.step_buttons[step].click()
    assert len(opened) == 1, step


def snapshot(store: Store, cid: int) -> tuple[object, ...]:
    players = store.players(cid)
    return (tuple(store.force(p.id) for p in players),
            tuple(store.player_state(p.id) for p in players),
            tuple(store.player_summary(p.id) for p in players),
            len(store.games(cid)))


def test_a_campaign_evening(shell_db: Path, shell_window: MakeWindow, qtbot: QtBot) -> None:
    store = Store.open(shell_db, daily_backup=False)
    w = shell_window(store)
    # 1. The campaign and its two players, through the main window's dialogs.
    w.commands.run_dialog = fill_new_campaign("Evening at Vraks", "random")
    cid = w.new_campaign()
    assert cid is not None
    w.commands.run_dialog = fill_new_player("Ann", "Strike Force Aquila", "space_marines")
    w.acts.new_player.trigger()
    w.commands.run_dialog = fill_new_player("Bob", "Waaagh Gorbag", "orks")
    w.acts.new_player.trigger()
    ann, bob = [p.id for p in store.players(cid)]
    assert [store.team_list(p).id for p in (ann, bob)] == ["space_marines", "orks"]
    # 2. Both starting Forces, in the Force editor.
    ann_leader, ann_group = build_marines(w, store, ann)
    bob_leader, bob_squad = build_orks(w, store, bob)
    rows = w.campaign_view.players_model.rows()
    assert [r.models for r in rows] == [11, 9]
    # 3. Three games through the five step dialogs.
    ann_force, bob_force = store.force(ann), store.force(bob)
    loose = [m.uid for m in ann_force.models if m.group is None and m.uid != ann_leader]
    boyz = [m.uid for m in bob_force.members(bob_squad)]
    kommandos = [m.uid for m in bob_force.models if m.entry == "kommando"]
    teams = {ann: [ann_leader, ann_group, loose[0]], bob: [bob_leader, bob_squad, *kommandos]}
    games = [
        # mission die, winner, fates, injury dice, renown die, purchases
        (3, ann, {ann: {loose[0]: "casualty"}, bob: {boyz[0]: "casualty"}},
         {ann: [4], bob: [1]}, 2, {ann: [], bob: [("boyz_mob", bob_squad)]}),
        (3, bob, {ann: {}, bob: {kommandos[0]: "casualty"}}, {ann: [], bob: [4]}, 5,
         {ann: [], bob: []}),
        (4, None, {ann: {}, bob: {}}, {ann: [], bob: []}, None,
         {ann: [("tactical_marine", None)], bob: []}),
    ]
    for number, (mission_die, winner, fates, dice, renown_die, purchases) in enumerate(
            games, start=1):
        # Step 1: both Teams, within the Base limit of 200 pts.
        for pid in (ann, bob):
            def pick(d: QDialog, pid: int = pid) -> None:
                assert isinstance(d, BuildTeamDialog)
                present = {m.uid for m in store.force(pid).models if not m.incapacitated} | {
                    m.group for m in store.force(pid).models if m.group}
                for key in teams[pid]:
                    if key in present:
                        d.pick(key)
            run(w, "build_team", pid, pick)
            force = store.force(pid)
            expected = {m.uid for m in force.models if not m.incapacitated and (
                m.uid in teams[pid] or m.group in teams[pid])}
            team = store.pending_team(pid)
            assert team is not None and set(team.models) == expected

        # Step 2: the mission rolled with a typed die, the result and the casualties.
        def record(d: QDialog, winner: int | None = winner,
                   fates: dict[int, dict[str, str]] = fates, die: int = mission_die) -> None:
            assert isinstance(d, RecordGameDialog)
            type_die(qtbot, d.mission_dice, die)
            d.set_result(None if winner is None else str(winner), reason="as agreed")
            for pid, models in fates.items():
                for uid, fate in models.items():
                    d.panel(str(pid)).set_fate(uid, fate)
        run(w, "play_game", ann, record)
        assert [g.number for g in store.games(cid)] == list(range(1, number + 1))
        game = store.games(cid)[-1]
        assert game.winner_id == winner and set(game.players) == {ann, bob}

        # Step 3: each player's injuries, typed.
        for pid in (ann, bob):
            def injuries(d: QDialog, rolls: Sequence[int] = dice[pid]) -> None:
                assert isinstance(d, InjuriesDialog)
                fill_injuries(qtbot, d, rolls)
            run(w, "injuries", pid, injuries)
        assert set(store.games(cid)[-1].injuries_done) == {ann, bob}
        if number == 1:
            uids = {m.uid for m in store.force(bob).models}
            assert boyz[0] not in uids and len(uids) == 8  # the Boy rolled 1: dead
            assert loose[0] in {m.uid for m in store.force(ann).models}  # 4: recovered

        # Step 4: RP and Renown, the Renown die typed.
        before = {pid: store.player_state(pid).rp for pid in (ann, bob)}

        def rewards(d: QDialog, die: int | None = renown_die) -> None:
            assert isinstance(d, RewardsDialog)
            if die is not None:
                type_die(qtbot, d.renown_dice, die)
        run(w, "rp_renown", None, rewards)
        assert all(store.player_state(pid).rp > before[pid] for pid in (ann, bob))

        # Step 5: spend RP (a Boy reinforcing the Mob, a new Tactical Marine).
        for pid in (bob, ann):
            rp = store.player_state(pid).rp
            models = len(store.force(pid).models)

            def spend(d: QDialog, plan: list[tuple[str, str | None]] = purchases[pid]) -> None:
                assert isinstance(d, SpendDialog)
                for entry, group in plan:
                    assert d.add_recruit(entry, group), d.problems.messages
            run(w, "spend_rp", pid, spend)
            bought = len(purchases[pid])
            assert len(store.force(pid).models) == models + bought
            assert (store.player_state(pid).rp < rp) == bool(bought)
    assert [g.number for g in store.games(cid)] == [1, 2, 3]
    assert len(store.force(bob).members(bob_squad)) == 5  # reinforced
    assert store.check_invariants(cid) == []

    # 4. Undo and redo the last step (Ann's recruit) from the main window's actions.
    after = snapshot(store, cid)
    assert w.acts.undo.isEnabled()
    assert w.acts.undo.text() == "&Undo: RP spent", w.acts.undo.text()
    w.acts.undo.trigger()
    undone = snapshot(store, cid)
    assert undone != after
    assert len(store.force(ann).models) == 11
    assert w.acts.redo.isEnabled()
    w.acts.redo.trigger()
    assert snapshot(store, cid) == after
    assert not w.acts.redo.isEnabled()
    kinds = [h.kind for h in store.history(cid)]
    games_before = store.games(cid)
    assert kinds[:3] == ["campaign_created", "player_added", "player_added"]
    # Every accepted edit is one store action (16 for Ann, 5 for Bob); refusals are none.
    assert kinds.count("force_edit") == 21
    steps = ["team", "team", "game", "injuries", "injuries", "rewards", "spend", "spend"]
    assert [k for k in kinds[3:] if k != "force_edit"] == steps * 3 + ["undo", "redo"]
    summaries = [store.player_summary(p) for p in (ann, bob)]
    assert [(s.games, s.wins, s.draws, s.losses) for s in summaries] == [(3, 1, 1, 1)] * 2

    # 5. Restart: a new window on the same database finds everything.
    w.close()
    store.close()
    store = Store.open(shell_db, daily_backup=False)
    try:
        w2 = shell_window(store)
        assert w2.current_campaign_id() == cid
        rows = w2.campaign_view.players_model.rows()
        assert [(r.name, r.team_list_id) for r in rows] == [("Ann", "space_marines"),
                                                           ("Bob", "orks")]
        assert snapshot(store, cid) == after
        assert store.games(cid) == games_before
        assert [h.kind for h in store.history(cid)] == kinds
        assert [store.player_summary(p) for p in (ann, bob)] == summaries
        assert store.check_invariants(cid) == []
        window = editor_of(w2, ann)  # the editor finds the Force, still valid
        assert window.editor.force == store.force(ann)
        assert window.editor.report is not None and window.editor.report.violations == ()
        assert window.editor.panel.messages() == ["No problems found."]
        window.close()
        assert w2.acts.undo.isEnabled()  # the history survives the restart
        w2.close()
    finally:
        store.close()
