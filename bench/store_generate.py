"""Generate a large, realistic campaign database through the store's real step methods.

    python bench/store_generate.py [--out big.sqlite] [--campaigns 20] [--players 8]
                                   [--games 40] [--seed 1] [--json results.json]

Every game goes through steps 1-5 (Teams, record, injuries for both players, RP and Renown,
a spend for both players: recruits to keep the Force at its size, an honour now and then)
with seeded app dice. Forces start valid (at most 250 points, the starting allowances) and
are brought to 30-60 models by one recorded correction after their first game (a benchmark
device: real Forces grow through step 5 alone). One more campaign holds a player with a
1,000-model Force (a correction too). Prints the generation time, the database size, and the
time to open a campaign of the generated size (store open + players, standings, games,
history, every player's Force and state) and to undo the last action.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.model import Store  # noqa: E402
from app.rules.campaign import BuyHonour, CampaignSettings, GameRecord, PlayerGame  # noqa: E402
from app.rules.dice import RandomDice  # noqa: E402
from app.rules.force import Force, ForceModel, Group  # noqa: E402

# Team List, leader, specialist, core entry, squad size of the core entry (None: single models)
FACTIONS = [
    ("space_marines", "sergeant", "apothecary", "tactical_marine", None),
    ("chaos_space_marines", "aspiring_champion", "chosen", "chaos_space_marine", None),
    ("astra_militarum", "team_commander", "medic", "tempestus_scion", None),
    ("orks", "boss_nob", "nob", "boyz_mob", 5),
]
HONOURS = ("plus_bs", "plus_ws", "cat_like_agility", "grenadier", "combat_prowess")


def starting_force(faction: tuple[str, str, str, str, int | None], size: int,
                   rng: random.Random, serial: int = 0) -> Force:
    tl, leader, specialist, core, squad = faction
    models = [ForceModel(f"L{serial}", leader, "Leader"),
              ForceModel(f"S{serial}a", specialist), ForceModel(f"S{serial}b", specialist)]
    groups: list[Group] = []
    n = 0
    while len(models) < size:
        if squad:
            gid = f"q{serial}.{n}"
            groups.append(Group(gid, core, squad=True, starting_size=squad))
            models += [ForceModel(f"{gid}.{i}", core, group=gid) for i in range(squad)]
        elif rng.random() < 0.5 and size - len(models) >= 5:
            gid = f"g{serial}.{n}"
            groups.append(Group(gid, core, f"Group {n}"))
            models += [ForceModel(f"{gid}.{i}", core, group=gid) for i in range(5)]
        else:
            models.append(ForceModel(f"c{serial}.{n}", core))
        n += 1
    return Force(tl, tuple(models), tuple(groups), f"Force {serial}", starting=True)


_VALIDATORS: dict[str, Any] = {}


def valid_start(force: Force) -> Force:
    """``force`` cut down (core models from the end) until it may start a campaign."""
    from app.rules.campaign.plans import starting_force_breaches
    from app.rules.library import find_teamlist
    from app.rules.validation import Validator

    validator = _VALIDATORS.get(force.team_list)
    if validator is None:
        tl = find_teamlist(force.team_list)
        assert tl is not None
        validator = _VALIDATORS[force.team_list] = Validator(tl)
    units: list[list[ForceModel]] = []
    for m in force.models:
        if m.group is not None and units and units[-1][0].group == m.group:
            units[-1].append(m)
        else:
            units.append([m])
    models: list[ForceModel] = []
    for unit in units:
        trial = [*models, *unit]
        breaches = starting_force_breaches(validator, replace(force, models=tuple(trial)))
        if not breaches:
            models = trial
        elif any(b.code == "points.starting_limit" for b in breaches):
            break
    used = {m.group for m in models}
    return replace(force, models=tuple(models),
                   groups=tuple(g for g in force.groups if g.id in used))


def grow(store: Store, pid: int, target: Force) -> None:
    """Bring a Force that has played to the models of ``target`` it never had (one
    correction; the dead stay dead)."""
    force = store.force(pid)
    known = {m.uid for m in force.models} | {m.uid for m in store.former_models(pid)}
    extra = [m for m in target.models if m.uid not in known]
    if not extra:
        return
    groups = {g.id for g in force.groups}
    store.correct_force(pid, replace(
        force, models=(*force.models, *extra),
        groups=(*force.groups, *(g for g in target.groups if g.id not in groups))),
        "benchmark: a large Force", action="grow")


def pick_team(store: Store, pid: int, rng: random.Random) -> tuple[list[str], str | None]:
    state = store.player_state(pid)
    ready = [m for m in state.models if m.temporary != "incapacitated" and not m.crew]
    leaders = [m.uid for m in ready if m.is_team_leader]
    specialists = [m.uid for m in ready if m.section == "specialist" and not m.is_team_leader]
    team: list[str] = leaders[:1] + specialists[:1]
    promotion = None
    if not leaders and specialists:
        promotion = specialists[0]
    groups: dict[str, list[str]] = {}
    singles: list[str] = []
    for m in ready:
        if m.section != "core":
            continue
        if m.group_id:
            groups.setdefault(m.group_id, []).append(m.uid)
        else:
            singles.append(m.uid)
    blocked = {m.group_id for m in state.models if m.temporary == "incapacitated" and m.group_id}
    units = [uids for gid, uids in groups.items() if gid not in blocked] + [[u] for u in singles]
    rng.shuffle(units)
    core = 0
    for unit in units:
        if core + len(unit) <= 10:
            team += unit
            core += len(unit)
    return team, promotion


def build(store: Store, pid: int, faction: tuple, rng: random.Random, size: int) -> list[str]:
    """A Team for the player's next game. A Force that can no longer field one (dissolved, or
    worn down after hundreds of games: no Leader left to promote, too few points) is dissolved
    and a new one starts, as a player would do — so a campaign can run to 1,000 games."""
    codes: set[str] = set()
    for _ in range(3):
        team, promotion = pick_team(store, pid, rng)
        result = store.save_team(pid, team, promotion)
        if result.ok:
            return list(result.outcome.team)
        codes = {v.code for v in result.violations}
        store.dissolve_force(pid)
        serial = rng.randrange(10**6)
        store.edit_force(pid, "new_force", {},
                         valid_start(starting_force(faction, size, rng, serial)))
    raise RuntimeError(f"team refused: {sorted(codes)}")


def spend(store: Store, pid: int, faction: tuple, size: int, rng: random.Random,
          serial: list[int]) -> None:
    _, _, _, core, squad = faction
    force = store.force(pid)
    rp = store.player_summary(pid).rp
    new = list(force.models)
    groups = list(force.groups)
    missing = size - len(new)
    budget_points = rp * 5 // 2
    if missing > 0 and budget_points >= 20:
        serial[0] += 1
        if squad:
            gid = f"r{serial[0]}"
            groups.append(Group(gid, core, squad=True, starting_size=squad))
            new += [ForceModel(f"{gid}.{i}", core, group=gid) for i in range(squad)]
        else:
            for i in range(min(missing, 2)):
                new.append(ForceModel(f"n{serial[0]}.{i}", core))
    purchases = []
    if rng.random() < 0.3:
        state = store.player_state(pid)
        candidates = [m.uid for m in state.models if m.section == "core" and not m.crew]
        if candidates:
            purchases.append(BuyHonour(rng.choice(HONOURS), rng.choice(candidates)))
    changed = replace(force, models=tuple(new), groups=tuple(groups))
    for attempt in ((changed, purchases), (changed, []), (force, purchases)):
        result = store.spend(pid, force=attempt[0], purchases=attempt[1])
        if result.ok:
            return


def play_campaign(store: Store, index: int, players: int, games: int, seed: int,
                  name: str | None = None) -> int:
    rng = random.Random(seed * 7919 + index)
    cid = store.create_campaign(name or f"Campaign {index + 1}", "generated",
                                CampaignSettings(knocked_out=rng.random() < 0.5))
    pids: list[int] = []
    sizes: dict[int, int] = {}
    factions: dict[int, tuple] = {}
    targets: dict[int, Force] = {}
    grown: set[int] = set()
    for p in range(players):
        faction = FACTIONS[(p + index) % len(FACTIONS)]
        size = rng.randint(30, 60)
        force = starting_force(faction, size, rng, p)
        pid = store.add_player(cid, f"Player {p + 1}", faction[0], f"Force {p + 1}",
                               force=valid_start(force))
        targets[pid] = force
        pids.append(pid)
        sizes[pid] = size
        factions[pid] = faction
    serial = [0]
    for _g in range(games):
        a, b = rng.sample(pids, 2)
        teams = {pid: build(store, pid, factions[pid], rng, sizes[pid]) for pid in (a, b)}
        mission = store.next_mission(cid, RandomDice(rng.randrange(10**9)))
        roles = ("attacker", "defender") if mission.mission_id in ("last_stand", "raid") else (
            None, None)
        sides = []
        for pid, role in zip((a, b), roles, strict=True):
            state = store.player_state(pid)
            cands = [u for u in teams[pid] if not state.model(u).walker
                     and not state.model(u).artillery]
            casualties = tuple(rng.sample(cands, min(len(cands), rng.randint(0, 3))))
            sides.append(PlayerGame(str(pid), tuple(teams[pid]), role=role,
                                    casualties=casualties,
                                    achievements={"never_give_up": rng.randint(0, 2)}))
        roll = rng.random()
        winner = None if roll < 0.1 else str(a if roll < 0.55 else b)
        result = store.record_game(cid, GameRecord(mission, tuple(sides), winner))
        if not result.ok or result.id is None:
            raise RuntimeError(f"game refused: {result.violations}")
        gid = result.id
        for pid in (a, b):
            injuries = store.apply_injuries(gid, pid, RandomDice(rng.randrange(10**9)))
            if not injuries.ok:
                raise RuntimeError(f"injuries refused: {injuries.violations}")
        store.apply_rewards(gid, RandomDice(rng.randrange(10**9)))
        for pid in (a, b):
            if pid not in grown:
                grown.add(pid)
                grow(store, pid, targets[pid])
            spend(store, pid, factions[pid], sizes[pid], rng, serial)
    return cid


def huge_force(store: Store) -> tuple[int, int]:
    cid = store.create_campaign("The 1,000", "one player with a 1,000-model Force")
    models = [ForceModel("L", "sergeant"), ForceModel("S", "apothecary")]
    groups = []
    for i in range(998 // 5):
        gid = f"g{i}"
        groups.append(Group(gid, "tactical_marine"))
        models += [ForceModel(f"{gid}.{j}", "tactical_marine", group=gid) for j in range(5)]
    while len(models) < 1000:
        models.append(ForceModel(f"x{len(models)}", "tactical_marine"))
    force = Force("space_marines", tuple(models), tuple(groups), "Legion", starting=False)
    pid = store.add_player(cid, "Legion", "space_marines", "Legion",
                           force=valid_start(replace(force, starting=True)))
    store.correct_force(pid, force, "benchmark: a 1,000-model Force", action="grow")
    return cid, pid


def long_campaigns(out: Path, lengths: list[int], players: int, seed: int) -> int:
    """One campaign of ``players`` players per length (games), named "<n> games"."""
    for suffix in ("", "-wal", "-shm", ".lock"):
        Path(str(out) + suffix).unlink(missing_ok=True)
    t0 = time.perf_counter()
    with Store.open(out, daily_backup=False) as store:
        for i, games in enumerate(lengths):
            cid = play_campaign(store, i, players, games, seed, name=f"{games} games")
            print(f"campaign {cid}: {games} games, {len(store.history(cid))} records, "
                  f"{time.perf_counter() - t0:.0f} s", flush=True)
        raw = store._conn.connection.dbapi_connection
        assert raw is not None
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return 0


def timed(fn, runs: int = 5) -> float:  # type: ignore[no-untyped-def]
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1000)
    return statistics.median(samples)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=Path("bench-store.sqlite"))
    p.add_argument("--campaigns", type=int, default=20)
    p.add_argument("--players", type=int, default=8)
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lengths", default="",
                   help="instead: one campaign per number of games, e.g. 10,100,1000 (the "
                        "main window's benchmark, bench/main_window.py)")
    p.add_argument("--json", type=Path)
    args = p.parse_args(argv)
    if args.lengths:
        return long_campaigns(args.out, [int(n) for n in args.lengths.split(",") if n],
                              args.players, args.seed)
    for suffix in ("", "-wal", "-shm", ".lock"):
        Path(str(args.out) + suffix).unlink(missing_ok=True)
    t0 = time.perf_counter()
    with Store.open(args.out, daily_backup=False) as store:
        cids = [play_campaign(store, i, args.players, args.games, args.seed)
                for i in range(args.campaigns)]
        generate_s = time.perf_counter() - t0
        t1 = time.perf_counter()
        huge_cid, huge_pid = huge_force(store)
        huge_add_s = time.perf_counter() - t1
        raw = store._conn.connection.dbapi_connection
        assert raw is not None
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size_mb = args.out.stat().st_size / 1e6
    results: dict[str, float | int | str] = {
        "campaigns": args.campaigns, "players": args.players, "games": args.games,
        "generate_s": round(generate_s, 1), "huge_force_add_s": round(huge_add_s, 2),
        "db_mb": round(size_mb, 1),
    }
    with Store.open(args.out, daily_backup=False) as store:
        actions = sum(len(store.history(c)) for c in cids)
        results["history_records"] = actions
        cid = cids[-1]

        def open_campaign() -> None:
            players = store.players(cid)
            store.standings(cid)
            store.games(cid)
            store.history(cid)
            for pl in players:
                store.force(pl.id)
                store.player_state(pl.id)

        results["campaign_open_ms"] = round(timed(open_campaign), 1)

    def open_store() -> None:
        Store.open(args.out, daily_backup=False).close()

    results["store_open_ms"] = round(timed(open_store), 1)
    with Store.open(args.out, daily_backup=False) as store:
        cid = cids[-1]
        results["undo_ms"] = round(timed(lambda: (store.undo(cid), store.redo(cid)), 5) / 2, 1)
        force = store.force(huge_pid)
        results["huge_force_load_ms"] = round(timed(lambda: store.force(huge_pid)), 1)
        extra = ForceModel("extra", "tactical_marine")

        def edit_huge() -> None:
            store.edit_force(huge_pid, "add_model", {}, replace(
                force, models=(*force.models, extra)))
            store.undo(huge_cid)

        results["huge_force_edit_and_undo_ms"] = round(timed(edit_huge, 3), 1)
        problems = [p for c in (*cids[:2], huge_cid) for p in store.check_invariants(c)]
        results["invariant_problems"] = len(problems)
    for key, value in results.items():
        print(f"{key:28} {value}")
    if args.json:
        args.json.write_text(json.dumps({"results": results}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
