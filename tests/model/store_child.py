"""Child processes for the store's safety tests (run with ``python -m tests.model.store_child``).

``crash DB N SEED``: a zygote that forks N workers one after another. Each worker opens the
store and applies campaign actions as fast as it can, writing the marker of every action
*after* its commit returned to a pipe; the zygote kills it with SIGKILL after a random delay,
then checks the file (``integrity_check``, opening it again). At the end it prints a JSON
report: kills, committed markers, problems.

``diskfull DB``: opens the store, limits the size of any file it writes (RLIMIT_FSIZE) to a
little more than the database, then applies actions until the disk is "full"; prints JSON.

``restorefull DB BACKUP``: restores BACKUP over DB with files limited (RLIMIT_FSIZE) to half
the backup's size, so the copy runs out of room; prints JSON (the error, the files left).

``restorekill DB N SEED BACKUP...``: a zygote that forks N workers one after another, each
restoring the backups over DB in a loop; the zygote kills it with SIGKILL after a random delay,
then checks that a whole database is at DB (``integrity_check``, its campaigns); prints JSON.
"""

from __future__ import annotations

import json
import os
import random
import resource
import select
import signal
import sqlite3
import sys
import time
from dataclasses import replace
from pathlib import Path

from app.model import Store, StoreDiskFullError, StoreError
from app.rules.force import ForceModel


def _campaign(store: Store) -> tuple[int, int]:
    cid = store.campaigns()[0].id
    pid = store.players(cid)[0].id
    return cid, pid


def _act(store: Store, cid: int, pid: int, marker: str, rng: random.Random) -> None:
    kind = rng.randrange(4)
    if kind == 0:
        store.rename_campaign(cid, marker)
    elif kind == 1:
        force = store.force(pid)
        model = ForceModel(f"x{marker}", "tactical_marine", marker)
        store.correct_force(pid, replace(force, models=(*force.models, model)), marker,
                            action="add_model", inputs={"marker": marker})
    elif kind == 2:
        store.rename_player(pid, marker)
    else:
        store.set_campaign_notes(cid, marker)


def _worker(db: Path, write_fd: int, seed: int) -> None:
    rng = random.Random(seed)
    store = Store.open(db, daily_backup=False)
    cid, pid = _campaign(store)
    n = 0
    while True:
        marker = f"m{seed}-{n}"
        _act(store, cid, pid, marker, rng)
        os.write(write_fd, (marker + "\n").encode())
        n += 1
        if rng.random() < 0.1 and store.can_undo(cid):
            store.undo(cid)
            store.redo(cid)


def crash(db: Path, iterations: int, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    committed: list[str] = []
    problems: list[str] = []
    kills = 0
    with Store.open(db, daily_backup=False) as warm:  # parse the Team Lists before forking
        cid, pid = _campaign(warm)
        warm.force(pid)
        warm.check_invariants(cid)
    for i in range(iterations):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # the worker
            os.close(read_fd)
            try:
                _worker(db, write_fd, seed * 1000 + i)
            finally:
                os._exit(1)
        os.close(write_fd)
        # Wait until the worker is committing (its first marker), then kill it at a random
        # moment of its work: inside a transaction, a commit, or between two actions.
        first = b""
        ready, _, _ = select.select([read_fd], [], [], 10.0)
        if ready:
            first = os.read(read_fd, 4096)
        time.sleep(rng.uniform(0.0, 0.08))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL:
            kills += 1
        else:
            problems.append(f"worker {i} ended by itself ({status})")
        with os.fdopen(read_fd, "rb") as fh:
            committed.extend(line.decode() for line in (first + fh.read()).splitlines())
        conn = sqlite3.connect(db)
        try:
            result = conn.execute("PRAGMA integrity_check").fetchall()
        finally:
            conn.close()
        if result != [("ok",)]:
            problems.append(f"after kill {i}: {result[:3]}")
            break
    return {"kills": kills, "committed": committed, "problems": problems}


def diskfull(db: Path) -> dict[str, object]:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # get EFBIG instead of dying
    store = Store.open(db, daily_backup=False)
    _cid, pid = _campaign(store)
    sizes = sum(p.stat().st_size for p in db.parent.iterdir() if p.is_file())
    limit = max(sizes, db.stat().st_size) + 64 * 1024
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    committed: list[str] = []
    error = None
    rng = random.Random(3)
    for n in range(100_000):
        marker = f"full-{n}-" + "x" * 150
        try:
            force = store.force(pid)
            model = ForceModel(f"y{n}", "tactical_marine", marker)
            store.correct_force(pid, replace(force, models=(*force.models, model)), "test",
                                action="add_model", inputs={"marker": marker})
        except StoreDiskFullError as exc:
            error = exc.code
            break
        except StoreError as exc:  # pragma: no cover - reported to the test
            error = f"other store error {exc.code}: {exc}"
            break
        committed.append(marker)
        rng.random()
    # the store still answers after the failure, and nothing half-done is visible
    names = {m.name for m in store.force(pid).models}
    half = [m for m in committed if m not in names]
    store.close()
    return {"error": error, "committed": len(committed), "missing": half[:3]}


def restorefull(db: Path, backup: Path) -> dict[str, object]:
    from app.model import restore_backup

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # get EFBIG instead of dying
    limit = backup.stat().st_size // 2
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    error = None
    try:
        restore_backup(backup, db)
    except StoreError as exc:
        error = exc.code
    return {"error": error, "files": sorted(p.name for p in db.parent.iterdir())}


def _restorer(db: Path, backups: list[Path], ready_fd: int) -> None:
    from app.model import restore_backup

    n = 0
    while True:
        kept = restore_backup(backups[n % len(backups)], db)
        if kept is not None:
            for side in (kept, kept.with_name(kept.name + "-wal")):
                side.unlink(missing_ok=True)
        if n == 0:
            os.write(ready_fd, b"1")
        n += 1


def restorekill(db: Path, iterations: int, seed: int, backups: list[Path]) -> dict[str, object]:
    import app.model.db  # noqa: F401 - loaded once, before forking

    rng = random.Random(seed)
    problems: list[str] = []
    kills = 0
    names: set[str] = set()
    for i in range(iterations):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            try:
                _restorer(db, backups, write_fd)
            finally:
                os._exit(1)
        os.close(write_fd)
        select.select([read_fd], [], [], 10.0)
        time.sleep(rng.uniform(0.0, 0.05))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        os.close(read_fd)
        if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL:
            kills += 1
        else:
            problems.append(f"worker {i} ended by itself ({status})")
        if not db.exists():
            problems.append(f"after kill {i}: no database at the path")
            continue
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        try:
            result = conn.execute("PRAGMA integrity_check").fetchall()
            names.update(r[0] for r in conn.execute("SELECT name FROM campaigns"))
        except sqlite3.Error as exc:
            result = [(str(exc),)]
        finally:
            conn.close()
        if result != [("ok",)]:
            problems.append(f"after kill {i}: {result[:3]}")
    return {"kills": kills, "problems": problems, "names": sorted(names)}


def main(argv: list[str]) -> int:
    mode, db = argv[0], Path(argv[1])
    if mode == "crash":
        report = crash(db, int(argv[2]), int(argv[3]))
    elif mode == "diskfull":
        report = diskfull(db)
    elif mode == "restorefull":
        report = restorefull(db, Path(argv[2]))
    elif mode == "restorekill":
        report = restorekill(db, int(argv[2]), int(argv[3]), [Path(a) for a in argv[4:]])
    else:  # pragma: no cover
        raise SystemExit(f"unknown mode {mode}")
    sys.stdout.write(json.dumps(report) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
