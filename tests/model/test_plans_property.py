"""The property of issue 13: for random campaigns and random step inputs, the plan a dialog
shows — the rules engine's ``plan_*`` on the state the dialog is given — is what the store
records (the players' states, Forces, points, RP ledger), and replaying the history rebuilds
the stored campaign."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.model import Store
from app.rules.campaign import BuyHonour, CampaignSettings, GameRecord, PlayerGame
from app.rules.campaign.plans import canonical_force, canonical_player
from app.rules.campaign.spend_plan import SpendRequest, plan_spend
from app.rules.campaign.step_plans import plan_game, plan_injuries, plan_rewards, plan_team
from app.rules.dice import ScriptedDice
from app.rules.validation import Validator
from tests.model.store_helpers import marines, orks

HONOURS = ("cat_like_agility", "plus_ws", "plus_bs", "grenadier")


def _same_player(store: Store, pid: int, state: object, force: object | None = None) -> None:
    assert canonical_player(store.player_state(pid)) == canonical_player(state)  # type: ignore[arg-type]
    if force is not None:
        assert canonical_force(store.force(pid)) == canonical_force(force)  # type: ignore[arg-type]


def _validator(store: Store, pid: int) -> Validator:
    return Validator(store.team_list(pid))


def _team(store: Store, pid: int, rng: random.Random) -> None:
    state, force = store.player_state(pid), store.force(pid)
    ready = [m.uid for m in state.models if not m.crew and m.temporary != "incapacitated"]
    leaders = [m.uid for m in state.models if m.is_team_leader and m.uid in ready]
    units: dict[str, list[str]] = {}
    for m in state.models:
        if m.uid in ready and m.uid not in leaders:
            units.setdefault(m.group_id or m.uid, []).append(m.uid)
    blocked = {m.group_id for m in state.models if m.temporary == "incapacitated"}
    picked: list[str] = leaders[:1]
    for key in rng.sample(sorted(units), len(units)):
        if key not in blocked and len(picked) + len(units[key]) <= 9:
            picked += units[key]
    plan = plan_team(state, force, _validator(store, pid), picked)
    result = store.commit_team(pid, plan)
    assert result.ok == plan.ok
    if plan.ok:
        saved = store.pending_team(pid)
        assert saved is not None and saved.models == plan.uids


def _game(store: Store, cid: int, a: int, b: int, rng: random.Random) -> int | None:
    teams = {p: store.pending_team(p) for p in (a, b)}
    if any(t is None for t in teams.values()):
        return None
    mission = store.next_mission(cid, [rng.randint(1, 6)])
    roles = (("attacker", "defender") if mission.mission_id in ("last_stand", "raid")
             else (None, None))
    sides = []
    for pid, role in zip((a, b), roles, strict=True):
        team = teams[pid]
        assert team is not None
        cands = [u for u in team.models if not store.player_state(pid).model(u).crew
                 and not store.player_state(pid).model(u).walker
                 and not store.player_state(pid).model(u).artillery]
        sides.append(PlayerGame(str(pid), team.models, role=role,
                                casualties=tuple(rng.sample(cands, min(len(cands), 2)))))
    game = GameRecord(mission, tuple(sides), str(rng.choice([a, b])))
    states = {str(p): store.player_state(p) for p in (a, b)}
    plan = plan_game(game, states)
    result = store.commit_game(cid, plan)
    assert result.ok == plan.ok, result.violations
    if not plan.ok:
        return None
    assert store.game_record(result.id or 0).players == plan.game.players
    return result.id


def _injuries(store: Store, cid: int, gid: int, pid: int, rng: random.Random) -> None:
    dice = ScriptedDice([rng.randint(1, 6) for _ in range(12)])
    plan = plan_injuries(store.player_state(pid), store.force(pid), store.game_record(gid),
                         dice, store.campaign(cid).settings)
    result = store.commit_injuries(gid, pid, plan)
    assert result.ok == plan.ok
    if plan.ok:
        _same_player(store, pid, plan.state)


def _rewards(store: Store, cid: int, gid: int, rng: random.Random) -> None:
    game = store.game_record(gid)
    states = {s.player_id: store.player_state(int(s.player_id)) for s in game.players}
    before = {pid: len(store.rp_entries(int(pid))) for pid in states}
    plan = plan_rewards(game, states, ScriptedDice([rng.randint(1, 6)]),
                        store.campaign(cid).settings)
    assert store.commit_rewards(gid, plan).ok
    for pid, state in plan.states.items():
        _same_player(store, int(pid), state)
        ledger = store.rp_entries(int(pid))[before[pid]:]
        assert [(a, k, r) for a, k, r, _ in ledger] == [
            (line.amount, line.kind, line.ref) for line in plan.ledger[pid]]


def _spend(store: Store, pid: int, rng: random.Random) -> None:
    state, force = store.player_state(pid), store.force(pid)
    targets = [m.uid for m in state.models if not m.crew]
    request = SpendRequest(purchases=tuple(
        BuyHonour(rng.choice(HONOURS), rng.choice(targets)) for _ in range(rng.randint(0, 2))),
        convert_rp=rng.choice([None, 0]))
    plan = plan_spend(state, force, store.team_list(pid), _validator(store, pid), request,
                      taken_uids=frozenset(store.used_uids(pid)))
    result = store.commit_spend(pid, plan)
    assert result.ok == plan.ok
    if plan.ok:
        _same_player(store, pid, plan.state, plan.force)
        stored = store.model_points(pid)
        assert {u: p for u, p in plan.model_points.items() if u in stored} == stored


@settings(max_examples=5, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 100_000))
def test_plans_shown_are_what_the_store_records_and_replay(
        tmp_path_factory: pytest.TempPathFactory, seed: int) -> None:
    rng = random.Random(seed)
    folder: Path = tmp_path_factory.mktemp("plans")
    with Store.open(folder / "p.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("P", settings=CampaignSettings(
            knocked_out=rng.random() < 0.5))
        ann = store.add_player(cid, "Ann", "space_marines", force=marines())
        ben = store.add_player(cid, "Ben", "orks", force=orks())
        for _ in range(4):
            _team(store, ann, rng)
            _team(store, ben, rng)
            gid = _game(store, cid, ann, ben, rng)
            if gid is None:
                continue
            _injuries(store, cid, gid, ann, rng)
            _injuries(store, cid, gid, ben, rng)
            if all(s in store.games(cid)[-1].injuries_done for s in (ann, ben)):
                _rewards(store, cid, gid, rng)
                _spend(store, ann, rng)
                _spend(store, ben, rng)
            if rng.random() < 0.3 and store.can_undo(cid):
                store.undo(cid)
        report = store.replay_check(cid)
        assert report.ok, (seed, report.divergence)
