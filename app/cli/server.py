"""``forcesheet server init|add-player|add-organiser``: a club's PostgreSQL server (issue 22).

Run with the database owner's login (``PGPASSWORD`` or ``~/.pgpass`` give its password, as to
any PostgreSQL program). Each command prints the login it issued and its password, once;
``--keyring`` also keeps it in this computer's keyring. Exit 0 done, 2 a store error (in
words on stderr).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP

CONTEXT = "cli_server"
_MESSAGES = {
    "ready": QT_TRANSLATE_NOOP(
        "cli_server", "{database} is ready for club play: schema, roles and row-level "
        "security are in place."),
    "organiser": QT_TRANSLATE_NOOP(
        "cli_server", "Organiser login: {login}, password: {password} (shown only now)."),
    "organiser_kept": QT_TRANSLATE_NOOP(
        "cli_server", "Organiser login: {login} (its password was kept)."),
    "player": QT_TRANSLATE_NOOP(
        "cli_server", "Login for player {player} of campaign {campaign}: {login}, password: "
        "{password} (shown only now)."),
    "connect": QT_TRANSLATE_NOOP("cli_server", "Connect with: forcesheet --db {url}"),
    "kept": QT_TRANSLATE_NOOP("cli_server", "The password is kept in this computer's keyring."),
    "offline": QT_TRANSLATE_NOOP(
        "cli_server", "Campaign {campaign} copied to {file}: play on it with forcesheet --db "
        "{file}, then sync it back."),
    "synced": QT_TRANSLATE_NOOP(
        "cli_server", "{applied} actions applied on the server, {skipped} already there, "
        "{refused} refused."),
    "refused": QT_TRANSLATE_NOOP("cli_server", "Refused: action {seq} ({kind}): {reason}"),
    "no_keyring": QT_TRANSLATE_NOOP(
        "cli_server", "No keyring on this computer: the password was not kept ({error})."),
}
MESSAGES: dict[str, str] = {k: str(v) for k, v in _MESSAGES.items()}


def _tr(key: str, **params: object) -> str:
    return QCoreApplication.translate(CONTEXT, MESSAGES[key]).format(**params)


def register(sub: Any, groups: dict[str, Any]) -> None:
    s = sub.add_parser("server", help="set up a club's PostgreSQL server for shared campaigns")
    ss = s.add_subparsers(dest="server_command", metavar="ACTION", required=True)
    init = ss.add_parser("init", help="create the schema, the roles and the first organiser")
    init.add_argument("url", metavar="URL", help="postgresql://owner@host/database")
    init.add_argument("--organiser", default="organiser", metavar="LOGIN",
                      help="the organiser's login (default: organiser)")
    init.set_defaults(handler=cmd_init)
    add = ss.add_parser("add-player", help="issue a player's login")
    add.add_argument("url", metavar="URL")
    add.add_argument("--player", type=int, required=True, metavar="ID",
                     help="the player's id (forcesheet campaign list --json shows them)")
    add.add_argument("--login", required=True, metavar="LOGIN")
    add.set_defaults(handler=cmd_add_player)
    org = ss.add_parser("add-organiser", help="issue another organiser's login")
    org.add_argument("url", metavar="URL")
    org.add_argument("--login", required=True, metavar="LOGIN")
    org.set_defaults(handler=cmd_add_organiser)
    off = ss.add_parser("offline", help="copy a campaign of the server to this laptop")
    off.add_argument("url", metavar="URL")
    off.add_argument("--campaign", type=int, required=True, metavar="ID")
    off.add_argument("-o", "--output", type=Path, default=None, metavar="FILE",
                     help="the offline database file (default: in the data folder)")
    off.set_defaults(handler=cmd_offline, keyring=False)
    syn = ss.add_parser("sync", help="replay an offline copy's actions onto the server")
    syn.add_argument("file", type=Path, metavar="FILE", help="the offline database file")
    syn.add_argument("url", metavar="URL")
    syn.set_defaults(handler=cmd_sync, keyring=False)
    for p in (init, add, org):
        p.add_argument("--keyring", action="store_true",
                       help="also keep the new password in this computer's keyring")


def _login_url(url: str, login: str) -> str:
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    host = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit((parts.scheme, f"{login}@{host}", parts.path, parts.query, ""))


def _keep(args: argparse.Namespace, url: str, password: str) -> None:
    if not args.keyring or not password:
        return
    from app.model import server as srv

    error = srv.keep_password(url, password)
    sys.stdout.write((_tr("kept") if error is None else _tr("no_keyring", error=error)) + "\n")


def _issued(args: argparse.Namespace, login: Any, said: str) -> int:
    """Print the login just issued, keep its password when asked, say how to connect."""
    sys.stdout.write(said + "\n")
    url = _login_url(args.url, login.role)
    _keep(args, url, login.password)
    sys.stdout.write(_tr("connect", url=url) + "\n")
    return 0


def _run(args: argparse.Namespace, action: Any) -> int:
    from app.i18n.store_messages import store_message
    from app.model import StoreError

    try:
        return int(action())
    except StoreError as exc:
        sys.stderr.write(store_message(exc) + "\n")
        return 2


def cmd_init(args: argparse.Namespace) -> int:
    def action() -> int:
        from urllib.parse import urlsplit

        from app.model import seats

        login = seats.init_server(args.url, args.organiser)
        sys.stdout.write(_tr("ready", database=urlsplit(args.url).path.strip("/")) + "\n")
        url = _login_url(args.url, login.role)
        if login.password:
            sys.stdout.write(_tr("organiser", login=login.role, password=login.password) + "\n")
            _keep(args, url, login.password)
        else:
            sys.stdout.write(_tr("organiser_kept", login=login.role) + "\n")
        sys.stdout.write(_tr("connect", url=url) + "\n")
        return 0

    return _run(args, action)


def cmd_add_player(args: argparse.Namespace) -> int:
    def action() -> int:
        from app.model import seats

        login = seats.add_login(args.url, args.login, player_id=args.player)
        return _issued(args, login, _tr("player", player=args.player, campaign=login.campaign_id,
                                        login=login.role, password=login.password))

    return _run(args, action)


def cmd_add_organiser(args: argparse.Namespace) -> int:
    def action() -> int:
        from app.model import seats

        login = seats.add_login(args.url, args.login, password=None)
        return _issued(args, login, _tr("organiser", login=login.role,
                                        password=login.password))

    return _run(args, action)


def cmd_offline(args: argparse.Namespace) -> int:
    def action() -> int:
        from app.model import Store, offline

        with Store.open(args.url) as server:
            path = offline.take_offline(server, args.campaign, args.output)
        sys.stdout.write(_tr("offline", campaign=args.campaign, file=path) + "\n")
        return 0

    return _run(args, action)


def cmd_sync(args: argparse.Namespace) -> int:
    def action() -> int:
        from app.model import Store, offline

        with Store.open(args.file, daily_backup=False) as local, \
                Store.open(args.url) as server:
            report = offline.sync(local, server)
        sys.stdout.write(_tr("synced", applied=report.applied, skipped=report.skipped,
                             refused=len(report.refused)) + "\n")
        for r in report.refused:
            sys.stdout.write(_tr("refused", seq=r.seq, kind=r.kind, reason=r.reason) + "\n")
        return 0 if report.ok else 1

    return _run(args, action)
