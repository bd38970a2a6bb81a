"""Seats on a club's server (issue 22): who may change what, enforced by PostgreSQL itself.

Two group roles per cluster: ``forcesheet_organiser`` (create campaigns, add players, record
games, correct: everything) and ``forcesheet_player`` (read everything; change only their own
Force, Team, injuries and spending). Each login is a PostgreSQL role in one of them, and the
``seats`` table says which player a player's login plays. Row-level security policies read
that table (``fs_seat_player()``): a player connecting as themselves cannot change another
player's Force even with raw SQL — the server refuses it, not the app.

:func:`init_server` creates the schema, the roles, the grants, the policies and the first
organiser; :func:`add_login` issues a login. Both are run with the database owner's login.
"""

from __future__ import annotations

import datetime as dt
import re
import secrets
from dataclasses import dataclass
from typing import Any

from app.model.errors import StoreError

ORGANISER = "forcesheet_organiser"
PLAYER = "forcesheet_player"
_LOGIN = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")

#: Tables a player changes, restricted to the rows of their own player id.
_OWN_ROWS = ("groups", "models", "teams", "rp_entries")
_ALL_TABLES = ("campaigns", "team_list_copies", "players", "groups", "models", "rounds",
               "games", "teams", "game_players", "rp_entries", "history", "changes",
               "store_info", "seats")


@dataclass(frozen=True)
class Login:
    """A login issued on the server (its password is shown once, then kept in a keyring)."""

    role: str
    password: str
    kind: str  # "organiser" or "player"
    campaign_id: int | None = None
    player_id: int | None = None


def check_login(name: str) -> str:
    if not _LOGIN.match(name) or name.startswith("pg_") or name in (ORGANISER, PLAYER):
        raise StoreError("a login is lower-case letters, digits and _, up to 63",
                         reason="bad_login", login=name)
    return name


def _policies_sql(database: str) -> list[str]:
    q = _quote
    out = [
        f"""DO $$ BEGIN
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{ORGANISER}') THEN
                CREATE ROLE {ORGANISER} NOLOGIN; END IF;
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{PLAYER}') THEN
                CREATE ROLE {PLAYER} NOLOGIN; END IF;
        END $$""",
        "REVOKE ALL ON SCHEMA public FROM PUBLIC",
        f"REVOKE ALL ON DATABASE {q(database)} FROM PUBLIC",
        f"GRANT CONNECT ON DATABASE {q(database)} TO {ORGANISER}, {PLAYER}",
        f"GRANT USAGE ON SCHEMA public TO {ORGANISER}, {PLAYER}",
        f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {ORGANISER}",
        f"REVOKE INSERT, UPDATE, DELETE ON alembic_version FROM {ORGANISER}",
        f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {ORGANISER}, {PLAYER}",
        f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {PLAYER}",
        f"GRANT INSERT, UPDATE, DELETE ON {', '.join(_OWN_ROWS)} TO {PLAYER}",
        f"GRANT UPDATE ON players, game_players TO {PLAYER}",
        f"GRANT INSERT ON history, changes, team_list_copies TO {PLAYER}",
        f"GRANT UPDATE (summary, undone, redoable) ON history TO {PLAYER}",
        f"GRANT UPDATE (updated_at) ON campaigns TO {PLAYER}",
        """CREATE OR REPLACE FUNCTION fs_seat_player() RETURNS integer LANGUAGE sql STABLE
           AS $$ SELECT player_id FROM seats WHERE role = current_user $$""",
        """CREATE OR REPLACE FUNCTION fs_seat_campaign() RETURNS integer LANGUAGE sql STABLE
           AS $$ SELECT campaign_id FROM seats WHERE role = current_user $$""",
    ]
    for table in _ALL_TABLES:
        out += [
            f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY",
            f"DROP POLICY IF EXISTS fs_organiser ON {table}",
            f"CREATE POLICY fs_organiser ON {table} TO {ORGANISER} USING (true) "
            "WITH CHECK (true)",
            f"DROP POLICY IF EXISTS fs_read ON {table}",
            f"CREATE POLICY fs_read ON {table} FOR SELECT TO {PLAYER} USING (true)",
            f"DROP POLICY IF EXISTS fs_own ON {table}",
        ]
    own = "player_id = fs_seat_player()"
    for table in _OWN_ROWS:
        out.append(f"CREATE POLICY fs_own ON {table} FOR ALL TO {PLAYER} USING ({own}) "
                   f"WITH CHECK ({own})")
    out += [
        f"CREATE POLICY fs_own ON players FOR UPDATE TO {PLAYER} "
        "USING (id = fs_seat_player()) WITH CHECK (id = fs_seat_player())",
        f"CREATE POLICY fs_own ON game_players FOR UPDATE TO {PLAYER} "
        f"USING ({own}) WITH CHECK ({own})",
        f"CREATE POLICY fs_own ON campaigns FOR UPDATE TO {PLAYER} "
        "USING (id = fs_seat_campaign()) WITH CHECK (id = fs_seat_campaign())",
        f"CREATE POLICY fs_own ON team_list_copies FOR INSERT TO {PLAYER} WITH CHECK (true)",
        f"CREATE POLICY fs_own ON history FOR INSERT TO {PLAYER} "
        f"WITH CHECK ({own} AND campaign_id = fs_seat_campaign() AND author = current_user)",
        "DROP POLICY IF EXISTS fs_own_update ON history",
        f"CREATE POLICY fs_own_update ON history FOR UPDATE TO {PLAYER} "
        f"USING ({own}) WITH CHECK ({own})",
        f"CREATE POLICY fs_own ON changes FOR INSERT TO {PLAYER} WITH CHECK (EXISTS ("
        "SELECT 1 FROM history h WHERE h.id = history_id AND h.player_id = fs_seat_player()))",
    ]
    return out


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _password() -> str:
    return secrets.token_urlsafe(18)


def init_server(url: str, organiser: str, password: str | None = None, *,
                admin_password: str | None = None) -> Login:
    """Make ``url``'s database a club's campaign database: the schema (migrated to the
    head), the two group roles, their grants and row-level policies, and a first organiser
    login (``password`` or a new one). Safe to run again: it only adds what is missing
    (an existing organiser keeps its password unless one is given)."""
    from urllib.parse import urlsplit

    from app.model import server as srv
    from app.model.store import Store

    check_login(organiser)
    with Store.open(url) as store:  # creates / migrates the schema
        store.close()
    database = urlsplit(url).path.strip("/")
    login = _issue(url, organiser, password, ORGANISER, None, None, admin_password)
    with srv.server_errors(url), srv.admin_connection(url, admin_password) as conn:
        for sql in _policies_sql(database):
            conn.execute(sql)
    return login


def add_login(url: str, login: str, *, player_id: int | None = None,
              password: str | None = None, admin_password: str | None = None) -> Login:
    """A new login: a player's (``player_id``: the player it plays, in its campaign) or,
    without ``player_id``, another organiser's. Returns the login with its password."""
    from app.model import server as srv

    check_login(login)
    campaign_id: int | None = None
    if player_id is not None:
        with srv.server_errors(url), srv.admin_connection(url, admin_password) as conn:
            row = conn.execute("SELECT campaign_id FROM players WHERE id = %s",
                               (player_id,)).fetchone()
        if row is None:
            raise StoreError("no such player", reason="no_player", id=player_id)
        campaign_id = int(row[0])
    group = PLAYER if player_id is not None else ORGANISER
    return _issue(url, login, password, group, campaign_id, player_id, admin_password)


def _issue(url: str, role: str, password: str | None, group: str, campaign_id: int | None,
           player_id: int | None, admin_password: str | None) -> Login:
    from psycopg import sql

    from app.model import server as srv

    with srv.server_errors(url), srv.admin_connection(url, admin_password) as conn:
        conn.execute(f"""DO $$ BEGIN
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{ORGANISER}') THEN
                CREATE ROLE {ORGANISER} NOLOGIN; END IF;
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{PLAYER}') THEN
                CREATE ROLE {PLAYER} NOLOGIN; END IF;
        END $$""")
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s",
                              (role,)).fetchone() is not None
        secret = password or _password()
        if not exists:
            conn.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {} IN ROLE {}").format(
                sql.Identifier(role), sql.Literal(secret), sql.Identifier(group)))
        elif password is not None or group == PLAYER:
            conn.execute(sql.SQL("ALTER ROLE {} LOGIN PASSWORD {}").format(
                sql.Identifier(role), sql.Literal(secret)))
            conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(group),
                                                         sql.Identifier(role)))
        else:
            secret = ""  # kept: the organiser's password is not changed
        now = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        conn.execute(
            "INSERT INTO seats (role, campaign_id, player_id, created_at) "
            "VALUES (%s, %s, %s, %s) ON CONFLICT (role) DO UPDATE SET "
            "campaign_id = EXCLUDED.campaign_id, player_id = EXCLUDED.player_id",
            (role, campaign_id, player_id, now))
    return Login(role, secret, "player" if group == PLAYER else "organiser",
                 campaign_id, player_id)


def seat_of(conn: Any) -> tuple[int | None, int | None] | None:
    """``(campaign id, player id)`` of the connection's login, ``None`` without a seat."""
    from sqlalchemy import text

    row = conn.execute(text("SELECT campaign_id, player_id FROM seats "
                            "WHERE role = current_user")).first()
    return None if row is None else (row[0], row[1])
