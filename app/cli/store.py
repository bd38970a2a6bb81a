"""``forcesheet campaign list|export|import`` and ``forcesheet db check|backup|restore``.

Exit codes: 0 done, 1 a check found problems, 2 unusable input or a store error (locked,
newer version, damaged, disk full…), reported in words on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP

EXIT_OK = 0
EXIT_PROBLEMS = 1
EXIT_UNUSABLE = 2

CONTEXT = "cli_store"
_MESSAGES = {
    "no_campaigns": QT_TRANSLATE_NOOP("cli_store", "No campaigns in {path}."),
    "exported": QT_TRANSLATE_NOOP("cli_store", "Campaign {id} exported to {file}"),
    "imported": QT_TRANSLATE_NOOP("cli_store", "Imported {file} as campaign {id}: {name}"),
    "no_campaign": QT_TRANSLATE_NOOP("cli_store", "No campaign '{campaign}'."),
    "check_ok": QT_TRANSLATE_NOOP("cli_store", "{path}: ok ({campaigns} campaigns)"),
    "check_bad": QT_TRANSLATE_NOOP("cli_store", "{path}: problems found:"),
    "replay_ok": QT_TRANSLATE_NOOP(
        "cli_store", "Campaign {id} ({name}): {actions} actions replayed in {seconds} s, "
        "the same campaign."),
    "replay_action": QT_TRANSLATE_NOOP(
        "cli_store", "campaign {id}: the replay differs at action {seq} ({kind}): {detail}"),
    "replay_final": QT_TRANSLATE_NOOP(
        "cli_store", "campaign {id}: the replayed campaign differs from the stored one: "
        "{detail}"),
    "backup": QT_TRANSLATE_NOOP("cli_store", "Backup written: {file}"),
    "no_backup": QT_TRANSLATE_NOOP("cli_store", "No backup of {path}."),
    "restored": QT_TRANSLATE_NOOP(
        "cli_store", "Restored {file}; the previous database was kept as {kept}"),
    "restored_new": QT_TRANSLATE_NOOP("cli_store", "Restored {file}"),
    "export_folder": QT_TRANSLATE_NOOP(
        "cli_store", "Cannot write the campaign file into {folder}: {error}. Nothing was "
        "written."),
}
MESSAGES: dict[str, str] = {k: str(v) for k, v in _MESSAGES.items()}


def _tr(key: str, **params: object) -> str:
    return QCoreApplication.translate(CONTEXT, MESSAGES[key]).format(**params)


def register(sub: Any, groups: dict[str, Any]) -> None:
    c = sub.add_parser("campaign", help="list, export and import campaigns")
    cs = c.add_subparsers(dest="campaign_command", metavar="ACTION", required=True)
    lst = cs.add_parser("list", help="the campaigns of the database")
    lst.add_argument("--json", action="store_true", help="machine-readable output")
    lst.set_defaults(handler=cmd_campaign_list)
    exp = cs.add_parser("export", help="write a campaign to one self-contained file")
    exp.add_argument("campaign", metavar="CAMPAIGN", help="campaign id or exact name")
    exp.add_argument("-o", "--output", type=Path, default=Path("."), metavar="FOLDER",
                     help="folder to write into (default: the current folder)")
    exp.set_defaults(handler=cmd_campaign_export)
    imp = cs.add_parser("import", help="import a campaign file as a new campaign")
    imp.add_argument("file", type=Path, metavar="FILE")
    imp.set_defaults(handler=cmd_campaign_import)

    d = sub.add_parser("db", help="check, back up and restore the campaign database")
    ds = d.add_subparsers(dest="db_command", metavar="ACTION", required=True)
    chk = ds.add_parser("check", help="integrity and campaign invariants")
    chk.add_argument("--json", action="store_true", help="machine-readable output")
    chk.add_argument("--replay", action="store_true",
                     help="also rebuild every campaign from its history and compare")
    chk.set_defaults(handler=cmd_db_check)
    bak = ds.add_parser("backup", help="write a verified backup now")
    bak.set_defaults(handler=cmd_db_backup)
    res = ds.add_parser("restore", help="put a backup in place of the database")
    res.add_argument("backup", nargs="?", type=Path, metavar="BACKUP",
                     help="backup file (default: the newest)")
    res.add_argument("--list", action="store_true", help="list the backups, newest first")
    res.set_defaults(handler=cmd_db_restore)


def _db(args: argparse.Namespace) -> Path | str:
    """The database: ``--db`` (a file or a server's URL), ``FORCESHEET_DB``, the default."""
    import os

    from app.model.server import is_server_url
    from app.paths import DB_ENV, database_path

    if isinstance(args.db, str):
        return args.db
    env = os.environ.get(DB_ENV, "")
    if args.db is None and is_server_url(env):
        return env
    return database_path(args.db)


def open_for_reading(db: Path | str) -> Any:
    """The store opened read-only (nothing written, moved or created: no daily backup, no
    -wal/-shm); an older database that can be written is upgraded first, as any open does."""
    from app.model import Store, StoreReadOnlyError
    from app.model import db as dbmod

    try:
        return Store.open(db, read_only=True)
    except StoreReadOnlyError as exc:
        if exc.params.get("reason") != "needs_upgrade" or isinstance(db, str) or \
                not dbmod.writable(db):
            raise
    return Store.open(db, daily_backup=False)


def _missing_database(exc: Exception) -> bool:
    from app.model import StoreNotFoundError

    return isinstance(exc, StoreNotFoundError) and exc.params.get("kind") == "database"


def _error(exc: Exception) -> int:
    from app.i18n.store_messages import store_message

    sys.stderr.write(store_message(exc) + "\n")  # type: ignore[arg-type]
    return EXIT_UNUSABLE


def cmd_campaign_list(args: argparse.Namespace) -> int:
    """Read-only: works on read-only media and a full disk, and changes nothing."""
    from app.model import StoreError

    try:
        with open_for_reading(_db(args)) as store:
            rows = store.campaigns()
            path = store.path
    except StoreError as exc:
        if not _missing_database(exc):
            return _error(exc)
        rows, path = [], _db(args)  # no database and no backup of one: nothing created
    if args.json:
        json.dump([r.__dict__ for r in rows], sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return EXIT_OK
    if not rows:
        sys.stdout.write(_tr("no_campaigns", path=path) + "\n")
    for r in rows:
        flag = " [archived]" if r.archived else ""
        sys.stdout.write(f"{r.id}\t{r.name}{flag}\t{r.players}\t{r.games}\t"
                         f"{r.last_played or '-'}\n")
    return EXIT_OK


def _find(store: Any, key: str) -> int | None:
    rows = store.campaigns()
    for r in rows:
        if str(r.id) == key:
            return int(r.id)
    named = [r for r in rows if r.name == key]
    return int(named[0].id) if len(named) == 1 else None


def cmd_campaign_export(args: argparse.Namespace) -> int:
    """Reads the store read-only; writes one new file into the ``-o`` folder."""
    from app.model import StoreError
    from app.model.exchange import export_folder

    try:
        export_folder(args.output)  # a missing folder, or a file, is said before anything
        with open_for_reading(_db(args)) as store:
            cid = _find(store, args.campaign)
            if cid is None:
                sys.stderr.write(_tr("no_campaign", campaign=args.campaign) + "\n")
                return EXIT_UNUSABLE
            path = store.export_campaign(cid, args.output)
    except StoreError as exc:
        if exc.params.get("what") == "export":
            sys.stderr.write(_tr("export_folder", folder=exc.params.get("folder"),
                                 error=exc.params.get("error")) + "\n")
            return EXIT_UNUSABLE
        return _error(exc)
    sys.stdout.write(_tr("exported", id=cid, file=path) + "\n")
    return EXIT_OK


def cmd_campaign_import(args: argparse.Namespace) -> int:
    from app.cli import not_regular
    from app.model import Store, StoreError

    why = not_regular(args.file)  # a FIFO would block the import forever
    if why is not None:
        sys.stderr.write(f"{args.file}: {why}\n")
        return EXIT_UNUSABLE
    try:
        with Store.open(_db(args)) as store:
            cid = store.import_campaign(args.file)
            name = store.campaign(cid).name
    except StoreError as exc:
        return _error(exc)
    sys.stdout.write(_tr("imported", file=args.file, id=cid, name=name) + "\n")
    return EXIT_OK


def cmd_db_check(args: argparse.Namespace) -> int:
    """Read-only: a damaged, empty or missing database is reported (exit 1), never moved."""
    from app.i18n.store_messages import store_message
    from app.model import Store, StoreDamagedError, StoreError

    try:
        with Store.open(_db(args), read_only=True) as store:
            problems = [p for p in store.integrity_check() if p != "ok"]
            campaigns = store.campaigns()
            replays = []
            for c in campaigns:
                problems += [f"campaign {c.id}: {p}" for p in store.check_invariants(c.id)]
                if getattr(args, "replay", False):
                    report = store.replay_check(c.id)
                    replays.append({"campaign": c.id, "name": c.name, "ok": report.ok,
                                    "actions": report.actions,
                                    "seconds": round(report.seconds, 3)})
                    d = report.divergence
                    if d is not None:
                        replays[-1].update(seq=d.seq, history_id=d.history_id, kind=d.kind,
                                           detail=d.detail)
                        problems.append(
                            _tr("replay_action", id=c.id, seq=d.seq, kind=d.kind,
                                detail=d.detail) if d.seq is not None else
                            _tr("replay_final", id=c.id, detail=d.detail))
            path = store.path
    except StoreDamagedError as exc:
        if args.json:
            json.dump({"path": str(_db(args)), "ok": False, "campaigns": None,
                       "problems": [str(exc)], "backup": exc.params.get("backup")},
                      sys.stdout, indent=2)
            sys.stdout.write("\n")
        else:
            sys.stdout.write(store_message(exc) + "\n")
        return EXIT_PROBLEMS
    except StoreError as exc:
        return _error(exc)
    if args.json:
        out: dict[str, object] = {"path": str(path), "ok": not problems,
                                  "campaigns": len(campaigns), "problems": problems}
        if getattr(args, "replay", False):
            out["replay"] = replays
        json.dump(out, sys.stdout, indent=2)
        sys.stdout.write("\n")
    elif problems:
        sys.stdout.write(_tr("check_bad", path=path) + "\n")
        for p in problems:
            sys.stdout.write(f"  {p}\n")
    else:
        for r in replays:
            sys.stdout.write(_tr("replay_ok", id=r["campaign"], name=r["name"],
                                 actions=r["actions"], seconds=r["seconds"]) + "\n")
        sys.stdout.write(_tr("check_ok", path=path, campaigns=len(campaigns)) + "\n")
    return EXIT_PROBLEMS if problems else EXIT_OK


def cmd_db_backup(args: argparse.Namespace) -> int:
    from app.model import Store, StoreError

    try:
        with Store.open(_db(args), daily_backup=False) as store:
            info = store.backup("manual")
    except StoreError as exc:
        return _error(exc)
    sys.stdout.write(_tr("backup", file=info.path) + "\n")
    return EXIT_OK


def cmd_db_restore(args: argparse.Namespace) -> int:
    from app.model import StoreError, find_backups, restore_backup

    where = _db(args)
    if isinstance(where, str):
        return _error(StoreError("a server backs itself up (pg_dump)", path=where,
                                 reason="server_backup"))
    db = where
    backups = find_backups(db)
    if args.list:
        for b in backups:
            sys.stdout.write(f"{b.path}\t{b.created.isoformat(timespec='seconds')}\t"
                             f"{b.reason}\t{b.size}\n")
        return EXIT_OK
    chosen = args.backup if args.backup is not None else (backups[0].path if backups else None)
    if chosen is None:
        sys.stderr.write(_tr("no_backup", path=db) + "\n")
        return EXIT_UNUSABLE
    try:
        kept = restore_backup(chosen, db)
    except StoreError as exc:
        return _error(exc)
    if kept is None:
        sys.stdout.write(_tr("restored_new", file=chosen) + "\n")
    else:
        sys.stdout.write(_tr("restored", file=chosen, kept=kept) + "\n")
    return EXIT_OK
