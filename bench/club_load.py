"""Club load test (issue 22): laptops acting on one campaign of a PostgreSQL server at once.

    python bench/club_load.py --url postgresql://admin:pw@127.0.0.1:5432/postgres
                              [--clients 20] [--seconds 60] [--restart-at 20 --restart-cmd CMD]
                              [--drop-at 30] [--json out.json]

Makes a new database on the server (``--url`` is an admin login; default
``FORCESHEET_TEST_PG``), a campaign with two players per client, then starts ``--clients``
processes. Each acts at random until the time is up — a whole game of its two players (Teams,
record, injuries, RP, a spend that recruits), a Force edit, a note, an undo of its own last
action — and logs every action it was told committed, with its latency. ``--restart-at`` runs
``--restart-cmd`` (``pg_ctl restart``) at that second; ``--drop-at`` kills every client
connection at that second (``pg_terminate_backend``).

Then it checks: the history is one gap-free sequence; each kind of record was written exactly
as many times as clients were told; every note and name written is there exactly once; the
invariants hold and every player's replay matches. Prints throughput, latency (p50, p99,
max), retries, faults survived and refused actions; exits 1 when a check fails (or, with
``--budget-p99``, when p99 is over budget).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.store_generate import FACTIONS, build, spend, starting_force, valid_start  # noqa: E402


def _with_db(url: str, name: str) -> str:
    p = urlsplit(url)
    return urlunsplit((p.scheme, p.netloc, "/" + name, p.query, ""))


def setup(admin: str, clients: int, seed: int) -> tuple[str, int, list[list[int]]]:
    import psycopg

    from app.model import Store
    from app.rules.campaign import CampaignSettings

    name = f"fs_load_{os.getpid()}"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {name}")
    url = _with_db(admin, name)
    rng = random.Random(seed)
    owned: list[list[int]] = []
    with Store.open(url) as store:
        cid = store.create_campaign("Club load", "bench/club_load.py",
                                    CampaignSettings(knocked_out=True))
        for c in range(clients):
            pair = []
            for k in range(2):
                faction = FACTIONS[(2 * c + k) % len(FACTIONS)]
                force = valid_start(starting_force(faction, 20, rng, 2 * c + k))
                pair.append(store.add_player(cid, f"P{c}.{k}", faction[0], force=force))
            owned.append(pair)
    return url, cid, owned


def _game(store: Any, cid: int, pids: list[int], rng: random.Random, serial: list[int],
          log: list[tuple[str, str, float]]) -> None:
    from app.rules.campaign import GameRecord, PlayerGame
    from app.rules.dice import RandomDice

    factions = {pid: FACTIONS[[f[0] for f in FACTIONS].index(store.force(pid).team_list)]
                for pid in pids}

    def timed(kind: str, fn: Any) -> Any:
        t = time.perf_counter()
        out = fn()
        ok = getattr(out, "ok", True)
        log.append((kind, "ok" if ok else "refused", time.perf_counter() - t))
        return out

    teams = {}
    for pid in pids:
        t = time.perf_counter()
        teams[pid] = build(store, pid, factions[pid], rng, 20)
        log.append(("team_saved", "ok", time.perf_counter() - t))
    mission = store.next_mission(cid, RandomDice(rng.randrange(10**9)))
    roles = ("attacker", "defender") if mission.mission_id in ("last_stand", "raid") else (
        None, None)
    sides = []
    for pid, role in zip(pids, roles, strict=True):
        # Another laptop's undo may have removed a model of this Team since it was saved:
        # the store judges that (a refusal naming the model), so only models still there
        # are picked as casualties here.
        state = store.player_state(pid)
        cands = [u for u in teams[pid] if state.has_model(u) and not state.model(u).walker
                 and not state.model(u).artillery]
        casualties = tuple(rng.sample(cands, min(len(cands), rng.randint(0, 2))))
        sides.append(PlayerGame(str(pid), tuple(teams[pid]), role=role, casualties=casualties))
    result = timed("game", lambda: store.record_game(
        cid, GameRecord(mission, tuple(sides), str(pids[0]))))
    if not result.ok or result.id is None:
        return
    for pid in pids:
        timed("injuries", lambda pid=pid: store.apply_injuries(
            result.id, pid, RandomDice(rng.randrange(10**9))))
    timed("rewards", lambda: store.apply_rewards(result.id, RandomDice(rng.randrange(10**9))))
    for pid in pids:
        t = time.perf_counter()
        spend(store, pid, factions[pid], 20, rng, serial)
        log.append(("spend", "ok", time.perf_counter() - t))


def client(url: str, cid: int, pids: list[int], n: int, seconds: float, seed: int,
           out: Any, ready: Any, go: Any) -> None:
    import faulthandler

    from app.model import Store, StoreError
    from app.model import server as srv

    faulthandler.dump_traceback_later(seconds + 60, exit=True)  # a stuck client says where
    rng = random.Random(seed)
    log: list[tuple[str, str, float]] = []
    markers: list[tuple[str, str]] = []
    retries = [0]
    real_backoff = srv.backoff

    def counted(attempt: int) -> None:
        retries[0] += 1
        real_backoff(attempt)

    srv.backoff = counted
    serial = [n * 10**6]
    errors: list[str] = []
    with Store.open(url) as store:
        ready.put(n)
        go.wait()
        until = time.time() + seconds
        i = 0
        while time.time() < until:
            i += 1
            what = rng.random()
            t = time.perf_counter()
            try:
                if what < 0.35:
                    _game(store, cid, pids, rng, serial, log)
                elif what < 0.6:
                    note = f"client {n} note {i}"
                    store.set_campaign_notes(cid, note)
                    log.append(("campaign_notes", "ok", time.perf_counter() - t))
                    markers.append(("notes", note))
                elif what < 0.85:
                    name = f"c{n}.{i}"
                    store.rename_player(rng.choice(pids), force_name=name)
                    log.append(("player_renamed", "ok", time.perf_counter() - t))
                    markers.append(("force_name", name))
                else:
                    kind = store.undo_kinds(cid)[0]
                    if kind is not None:
                        store.undo(cid)
                        log.append(("undo", "ok", time.perf_counter() - t))
            except StoreError as exc:
                reason = str(exc.params.get("what") or exc.params.get("reason") or exc.code)
                log.append(("refused:" + reason, "refused", time.perf_counter() - t))
            except RuntimeError as exc:  # bench.store_generate: no Team could be fielded
                log.append(("refused:" + str(exc).split(":")[0], "refused",
                            time.perf_counter() - t))
            except Exception as exc:  # reported, the run goes on
                errors.append(f"{type(exc).__name__}: {exc}"[:300])
                time.sleep(0.05)
    out.put({"client": n, "log": log, "markers": markers, "retries": retries[0],
             "errors": errors})


def verify(url: str, cid: int, results: list[dict[str, Any]]) -> list[str]:
    from sqlalchemy import select

    from app.model import Store
    from app.model.store.base import HISTORY

    problems: list[str] = []
    told = Counter(kind for r in results for kind, status, _ in r["log"]
                   if status == "ok" and kind in ("game", "campaign_notes",
                                                  "player_renamed", "undo", "rewards"))
    with Store.open(url) as store, store._read() as conn:
        rows = conn.execute(select(HISTORY.c.seq, HISTORY.c.kind, HISTORY.c.inputs).where(
            HISTORY.c.campaign_id == cid).order_by(HISTORY.c.seq)).all()
    seqs = [int(r[0]) for r in rows]
    if seqs != list(range(1, len(seqs) + 1)):
        problems.append("the history is not one gap-free sequence")
    found = Counter(str(r[1]) for r in rows)
    for record in ("game", "campaign_notes", "player_renamed", "undo", "rewards"):
        kind = record
        if found.get(record, 0) != told.get(kind, 0):
            problems.append(f"{record}: {found.get(record, 0)} records, clients were told "
                            f"{told.get(kind, 0)}")
    written = Counter()
    for _seq, kind, inputs in rows:
        if kind == "campaign_notes":
            written[("notes", inputs.get("notes"))] += 1
        elif kind == "player_renamed":
            written[("force_name", inputs.get("force_name"))] += 1
    for r in results:
        for marker in r["markers"]:
            if written[tuple(marker)] != 1:
                problems.append(f"{marker}: written {written[tuple(marker)]} times")
    with Store.open(url) as store:
        problems += store.check_invariants(cid)
        report = store.replay_check(cid)
        if not report.ok:
            problems.append(f"replay differs: {report.divergence}")
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", default=os.environ.get("FORCESHEET_TEST_PG", ""))
    ap.add_argument("--clients", type=int, default=20)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--restart-at", type=float, default=None)
    ap.add_argument("--restart-cmd", default=os.environ.get("FORCESHEET_TEST_PG_RESTART", ""))
    ap.add_argument("--drop-at", type=float, default=None)
    ap.add_argument("--budget-p99", type=float, default=None, help="seconds")
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args(argv)
    if not args.url:
        ap.error("--url (or FORCESHEET_TEST_PG) is needed")
    url, cid, owned = setup(args.url, args.clients, args.seed)
    ctx = mp.get_context("spawn")
    queue, ready, go = ctx.Queue(), ctx.Queue(), ctx.Event()
    procs = [ctx.Process(target=client, args=(url, cid, owned[n], n, args.seconds,
                                              args.seed + n, queue, ready, go))
             for n in range(args.clients)]
    for p in procs:
        p.start()
    for _ in procs:  # every client connected before the clock starts
        ready.get(timeout=300)
    start = time.time()
    go.set()
    faults: list[str] = []
    events = sorted([(args.restart_at, "restart")] if args.restart_at is not None else []) + \
        ([(args.drop_at, "drop")] if args.drop_at is not None else [])
    for at, what in sorted(events):
        while time.time() < start + at:
            time.sleep(0.05)
        if what == "restart":
            if not args.restart_cmd:
                ap.error("--restart-at needs --restart-cmd")
            # no pipes: the restarted server would hold them open, and this would wait forever
            subprocess.run(args.restart_cmd, shell=True, check=True, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            faults.append(f"server restarted at {at:.0f} s")
        else:
            import psycopg

            with psycopg.connect(args.url, autocommit=True) as conn:
                n = conn.execute("SELECT count(pg_terminate_backend(pid)) FROM "
                                 "pg_stat_activity WHERE datname = %s",
                                 (urlsplit(url).path.strip("/"),)).fetchone()[0]
            faults.append(f"{n} connections dropped at {at:.0f} s")
    results = [queue.get(timeout=args.seconds + 120) for _ in procs]
    for p in procs:
        p.join(30)
    elapsed = time.time() - start
    latencies = sorted(lat for r in results for _k, s, lat in r["log"] if s == "ok")
    refused = Counter(k for r in results for k, s, _ in r["log"] if s == "refused")
    errors = [e for r in results for e in r["errors"]]
    problems = verify(url, cid, results)
    p99 = latencies[int(0.99 * (len(latencies) - 1))] if latencies else 0.0
    summary = {
        "clients": args.clients, "seconds": round(elapsed, 1),
        "committed": len(latencies),
        "throughput_per_s": round(len(latencies) / elapsed, 1),
        "p50_ms": round(1000 * statistics.median(latencies), 1) if latencies else None,
        "p99_ms": round(1000 * p99, 1),
        "max_ms": round(1000 * latencies[-1], 1) if latencies else None,
        "retries": sum(r["retries"] for r in results),
        "refused": dict(refused), "errors": errors[:10], "error_count": len(errors),
        "faults": faults, "problems": problems[:20],
    }
    print(json.dumps(summary, indent=2))
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2))
    import psycopg

    with psycopg.connect(args.url, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {urlsplit(url).path.strip('/')} WITH (FORCE)")
    failed = bool(problems) or bool(errors) or (
        args.budget_p99 is not None and p99 > args.budget_p99)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
