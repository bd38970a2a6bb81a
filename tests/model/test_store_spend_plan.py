"""Step 5 through the store as one plan: ``plan_spend`` reads, ``commit_spend`` writes that plan
in one action (Group rolls included), a stale or refused plan writes nothing, prices come from
the Team List's modifiers, and a replay of the record gives the same rows."""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from app.model import Store, StoreHistoryError, StoreRuleError
from app.model.store.base import dump_player
from app.rules.campaign import (
    BuyHonour,
    BuyUpgrade,
    CampaignSettings,
    GameRecord,
    PlayerGame,
)
from app.rules.campaign.plans import player_digest
from app.rules.campaign.spend_plan import RecruitRequest, SpendRequest, WargearRequest
from app.rules.force import Force, ForceModel, Selection
from app.ui.steps.samples import sample_players
from tests import pg
from tests.model.store_helpers import check, marines, orks
from tests.rules.bsdata.helpers import faction, needs_bsdata, option, root

pytestmark = pytest.mark.backends

ANN_TEAM = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")
BEN_TEAM = ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")
BOB_TEAM = ("champ", "chosen", "c1.0", "c1.1", "c1.2", "c1.3", "c1.4", "m0", "m1", "m2", "m3",
            "m4")


@dataclass(frozen=True)
class Campaign:
    """Four players after two games. Honoured Groups (Ann's ``tac``, Ben's ``boyz``, Bob's
    ``c1``) must roll for recruits; Ben's Mob lost a Boy and his Mek gun a crewman, Bob's
    Cultist Squad ``c1`` a Cultist; everyone has RP."""

    cid: int
    ann: int
    ben: int
    bob: int
    dan: int


_TEMPLATE: dict[str, tuple[Path, Campaign]] = {}


def _game(store: Store, cid: int, sides: tuple[tuple[int, tuple[str, ...], tuple[str, ...]],
                                               ...], roll: int) -> int:
    for pid, team, _ in sides:
        saved = store.save_team(pid, team)
        assert saved.ok, saved.violations
    mission = store.next_mission(cid, [roll])
    record = store.record_game(cid, GameRecord(mission, tuple(
        PlayerGame(str(pid), team, casualties=casualties) for pid, team, casualties in sides),
        str(sides[0][0])))
    assert record.ok and record.id is not None, record.violations
    return record.id


def _build(db: Path) -> Campaign:
    bob_force = sample_players()[1].force
    with Store.open(db, daily_backup=False) as store:
        cid = store.create_campaign("Spend", settings=CampaignSettings())
        ann = store.add_player(cid, "Ann", "space_marines", force=marines())
        ben = store.add_player(cid, "Ben", "orks", force=orks())
        bob = store.add_player(cid, "Bob", "chaos_space_marines", force=bob_force)
        dan = store.add_player(cid, "Dan", "space_marines", force=marines())
        g = _game(store, cid, ((ann, ANN_TEAM, ()), (ben, BEN_TEAM, ("b0", "gun~crew1"))), 3)
        assert store.apply_injuries(g, ben, [1, 2]).ok  # b0 dead, a crewman dead
        assert store.apply_injuries(g, ann, []).ok
        assert store.apply_rewards(g, [4]).ok
        g = _game(store, cid, ((dan, ANN_TEAM, ()), (bob, BOB_TEAM, ("c1.4",))), 3)
        assert store.apply_injuries(g, bob, [1]).ok  # c1.4 dead
        assert store.apply_injuries(g, dan, []).ok
        assert store.apply_rewards(g, [4]).ok
        for pid, honour in ((ann, BuyHonour("grenadier", "t1")),
                            (ben, BuyHonour("grenadier", "b1")),
                            (bob, BuyHonour("grenadier", "c1.0"))):
            bought = store.spend(pid, purchases=[honour])
            assert bought.ok, bought.violations
        g = _game(store, cid, ((ann, ANN_TEAM, ()), (ben, BEN_TEAM[:3] + BEN_TEAM[4:], ())), 3)
        for pid in (ann, ben):
            assert store.apply_injuries(g, pid, []).ok
        assert store.apply_rewards(g, [4]).ok
        g = _game(store, cid, ((dan, ANN_TEAM, ()), (bob, BOB_TEAM[:-6] + BOB_TEAM[-5:], ())), 3)
        for pid in (dan, bob):
            assert store.apply_injuries(g, pid, []).ok
        assert store.apply_rewards(g, [4]).ok
        check(store, cid)
        if not store.server:
            raw = store._conn.connection.dbapi_connection
            assert raw is not None
            raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return Campaign(cid, ann, ben, bob, dan)


def spend_campaign(folder: Path, name: str = "spend.sqlite") -> tuple[Path, Campaign]:
    """A copy of the :class:`Campaign` database in ``folder`` (built once per session)."""
    key = "pg" if pg.active() else "db"
    if key not in _TEMPLATE:
        db = Path(tempfile.mkdtemp(prefix="forcesheet-spend-")) / "template.sqlite"
        _TEMPLATE[key] = (db, _build(db))
    template, ids = _TEMPLATE[key]
    target = folder / name
    if not pg.copy_file(template, target):
        shutil.copyfile(template, target)
    return target, ids


def copy_of(store: Store, folder: Path, name: str) -> Path:
    """A consistent copy of an open store's database file (SQLite's backup API)."""
    target = folder / name
    raw = store._conn.connection.dbapi_connection
    assert raw is not None
    dest = sqlite3.connect(target)
    try:
        raw.backup(dest)  # type: ignore[attr-defined]
    finally:
        dest.close()
    return target


def rows(store: Store, player_id: int) -> object:
    """Everything the store keeps of a player (no ids, times or history ids)."""
    with store._read() as conn:
        return dump_player(conn, player_id)


@pytest.fixture
def camp(tmp_path: Path) -> Iterator[tuple[Store, Campaign]]:
    db, ids = spend_campaign(tmp_path)
    with Store.open(db, daily_backup=False) as store:
        yield store, ids


def _recruit_into(store: Store, pid: int, entry: str, group: str) -> Force:
    force = store.force(pid)
    return force.add(ForceModel(f"new-{entry}", entry, group=group))


# -- one action ----------------------------------------------------------------------------------
def test_group_rolls_and_a_refused_spend_store_nothing(camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    history = store.history(ids.cid)
    before = rows(store, ids.bob)
    # The roll is allowed (4 ≥ 1 honour), the recruit is not: a Cultist outside any Squad.
    result = store.spend(ids.bob, group_rolls=[("c1", 4)],
                         force=store.force(ids.bob).add(ForceModel("loose", "cultist_squad")))
    assert not result.ok
    assert "squad.not_grouped" in [v.code for v in result.violations]
    assert [(r.group_id, r.roll, r.allowed) for r in result.outcome.group_rolls] == [
        ("c1", 4, True)]  # the plan shows the roll it would make
    assert result.history_id is None
    assert store.history(ids.cid) == history
    assert rows(store, ids.bob) == before
    assert dict(store.player_state(ids.bob).group_rolls) == {}


def test_group_rolls_and_an_accepted_spend_are_one_action(
        camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    history = store.history(ids.cid)
    before = rows(store, ids.ben)
    rp = store.player_summary(ids.ben).rp
    result = store.spend(ids.ben, group_rolls={"boyz": 3},
                         force=_recruit_into(store, ids.ben, "boyz_mob", "boyz"),
                         purchases=[BuyUpgrade("comms_relay")])
    assert result.ok, result.violations
    after = store.history(ids.cid)
    assert len(after) == len(history) + 1
    entry = after[-1]
    assert entry.kind == "spend" and entry.id == result.history_id
    assert entry.summary["group_rolls"] == [["boyz", 3, 1, True]]
    assert entry.inputs["request"]["group_rolls"] == [["boyz", 3]]
    state = store.player_state(ids.ben)
    assert state.group_rolls["boyz"].roll == 3
    assert state.model("new-boyz_mob").honours == ("grenadier",)  # the Group's honour
    assert store.player_summary(ids.ben).rp == rp - result.outcome.rp_spent
    check(store, ids.cid)
    store.undo(ids.cid)  # one undo takes back the roll and the purchases
    assert rows(store, ids.ben) == before
    assert dict(store.player_state(ids.ben).group_rolls) == {}
    check(store, ids.cid)


def test_commit_writes_exactly_the_plan(camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    request = SpendRequest(
        group_rolls=(("c1", 5),),
        recruits=(RecruitRequest("c1.9", "cultist_squad", "c1"),),
        wargear=(WargearRequest("c1.9", "cultist_squad.autogun.autogun"),),
    )
    plan = store.plan_spend(ids.bob, request)
    assert plan.ok, plan.violations
    assert [(ln.kind, ln.points) for ln in plan.lines] == [("reinforce_squad", 4),
                                                            ("wargear", 1)]
    result = store.commit_spend(ids.bob, plan)
    assert result.ok and result.outcome is plan
    assert player_digest(store.player_state(ids.bob), store.force(ids.bob)) == player_digest(
        plan.state, plan.force)
    assert store.model_points(ids.bob) == dict(plan.model_points)
    assert store.player_summary(ids.bob).rp == plan.rp_after
    assert store.history(ids.cid)[-1].summary["lines"] == [
        [ln.kind, ln.id, ln.points, ln.rp, list(ln.refs)] for ln in plan.lines]
    check(store, ids.cid)


def test_a_stale_plan_is_refused(camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    plan = store.plan_spend(ids.ann, SpendRequest(purchases=(BuyUpgrade("comms_relay"),)))
    assert plan.ok
    assert store.roll_group(ids.ann, "tac", [6]).ok  # someone acted in between
    history = store.history(ids.cid)
    with pytest.raises(StoreRuleError) as err:
        store.commit_spend(ids.ann, plan)
    assert err.value.params["reason"] == "stale_plan"
    assert store.history(ids.cid) == history
    assert "comms_relay" not in store.player_state(ids.ann).upgrades


def test_a_refused_plan_writes_nothing(camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    plan = store.plan_spend(ids.dan, SpendRequest(purchases=(BuyHonour("plus_wound", "sgt"),)))
    assert not plan.ok
    history = store.history(ids.cid)
    result = store.commit_spend(ids.dan, plan)
    assert not result.ok and result.history_id is None
    assert store.history(ids.cid) == history


def test_replacement_crew_and_squad_share(camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    result = store.spend(ids.ben, crew={"gun": 1}, group_rolls=[("boyz", 6)],
                         force=_recruit_into(store, ids.ben, "boyz_mob", "boyz"))
    assert result.ok, result.violations
    assert [(ln.kind, ln.points) for ln in result.outcome.lines] == [
        ("reinforce_squad", 6), ("recruit", 3)]  # 30 pts for 5 Boyz; the crew's cost
    crew = [m.uid for m in store.player_state(ids.ben).members("gun~crew") if m.crew]
    assert crew == ["gun~crew2", "gun~crew3"]  # crew1 died: its uid stays taken
    check(store, ids.cid)


# -- replay --------------------------------------------------------------------------------------
@pytest.mark.sqlite_only  # copies the open file with SQLite's backup API
def test_a_replayed_spend_gives_the_same_rows(camp: tuple[Store, Campaign],
                                              tmp_path: Path) -> None:
    store, ids = camp
    before = copy_of(store, tmp_path, "before.sqlite")
    result = store.spend(ids.ben, crew={"gun": 1}, group_rolls=[("boyz", 2)],
                         force=_recruit_into(store, ids.ben, "boyz_mob", "boyz"),
                         purchases=[BuyHonour("furious_charge", "boss")])
    assert result.ok, result.violations
    entry = store.history(ids.cid)[-1]
    with Store.open(before, daily_backup=False) as copy:
        copy._replay_spend(entry)
        assert rows(copy, ids.ben) == rows(store, ids.ben)
        replayed = copy.history(ids.cid)[-1]
        assert (replayed.kind, replayed.inputs["request"]) == ("spend", entry.inputs["request"])
    roll = store.roll_group(ids.ann, "tac", [1])
    assert roll.ok
    before = copy_of(store, tmp_path, "before-roll.sqlite")
    store.undo(ids.cid)
    assert store.roll_group(ids.ann, "tac", [1]).ok
    entry = store.history(ids.cid)[-1]
    with Store.open(before, daily_backup=False) as copy:
        copy.undo(ids.cid)
        copy._replay_group_roll(entry)
        assert rows(copy, ids.ann) == rows(store, ids.ann)


def test_a_spend_recorded_without_its_request_cannot_be_replayed(
        camp: tuple[Store, Campaign]) -> None:
    store, ids = camp
    assert store.spend(ids.dan, purchases=[BuyUpgrade("comms_relay")]).ok
    entry = store.history(ids.cid)[-1]
    store.undo(ids.cid)
    old = replace(entry, inputs={"convert_rp": None, "purchases": [{"upgrade": "comms_relay"}]})
    with pytest.raises(StoreHistoryError):
        store._replay_spend(old)


# -- prices from the Team List's modifiers -----------------------------------------------------
CSM = "HoRKT-Chaos_Space_Marines.cat"


@needs_bsdata
def test_modified_prices_are_charged_as_the_models_change(tmp_path: Path) -> None:
    """A Chaos Terminator swapping its power weapon (15) for a power fist (25) pays what the
    model goes up by (7: the fist's link sets it lower), and a combi-weapon whose link sets it
    to 5 pts costs 5, not its shared 10."""
    from app.rules import force_edit as fe

    tl = faction(CSM)
    term = root(tl, "Chaos Terminator", "specialist")
    power_weapon = option(tl, term, "Power Weapon", "Melee Weapon")
    fist = option(tl, term, "Power fist", "Melee Weapon")
    combi = option(tl, term, "Combi-weapon", "Ranged Weapon")
    assert (power_weapon.cost, fist.cost, combi.cost) == (15, 25, 10)
    with Store.open(tmp_path / "bs.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("BS")
        pid = store.add_player(cid, "Tess", tl.id, team_list=tl)
        made = fe.add_model(tl, Force(tl.id), term.id)
        (uid,) = made.uids
        store.edit_force(pid, "add", {}, made.force)
        with store._write() as conn:  # test setup: RP to spend
            conn.exec_driver_sql("UPDATE players SET rp=10 WHERE id=?", (pid,))
        points = store.model_points(pid)[uid]
        m = store.force(pid).model(uid)
        swapped = tuple(Selection(fist.id) if s.entry == power_weapon.id else s
                        for s in m.options)
        result = store.spend(pid, force=store.force(pid).with_models(
            [replace(m, options=swapped)]), preview=True)
        assert result.ok, result.violations
        assert [(ln.kind, ln.points) for ln in result.outcome.lines] == [("wargear", 7)]
        assert result.outcome.model_points[uid] == points + 7
        plan = store.plan_spend(pid, SpendRequest(wargear=(WargearRequest(uid, fist.id),)))
        assert [(ln.points, ln.params["replaces"]) for ln in plan.lines] == [
            (7, power_weapon.id)]
        melta = next(e for e in combi.groups[0].entries if e.name == "Combi-melta")
        plan = store.plan_spend(pid, SpendRequest(wargear=(
            WargearRequest(uid, combi.id), WargearRequest(uid, melta.id))))
        assert [ln.points for ln in plan.lines] == [5, 0]  # the combi's pick is free
        committed = store.commit_spend(pid, plan)
        assert committed.ok, committed.violations
        assert store.model_points(pid)[uid] == plan.model_points[uid]
