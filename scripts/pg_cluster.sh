#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the tests, sourced by scripts/test:
#   pg_cluster_start   initdb in a temporary folder, start on a free loopback port, and export
#                      FORCESHEET_TEST_PG=postgresql://forcesheet_admin:<pw>@127.0.0.1:<port>/postgres
#   pg_cluster_stop    stop the server and remove the folder (also run at exit)
# The server runs as an unprivileged user (the `postgres` account the Debian package creates
# when this script runs as root). Local socket logins are trusted; TCP logins need a password
# (scram-sha-256), as on a club's server.

pg_bindir() {
    local d
    for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        [ -x "$d/initdb" ] && { echo "$d"; return 0; }
    done
    command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ] && { pg_config --bindir; return 0; }
    command -v initdb >/dev/null 2>&1 && { dirname "$(command -v initdb)"; return 0; }
    return 1
}

_pg_as() {  # run a server program as the unprivileged owner of the cluster
    if [ "$(id -u)" = "0" ]; then runuser -u "$PG_OWNER" -- "$@"; else "$@"; fi
}

pg_cluster_start() {
    local bindir; bindir="$(pg_bindir)" || { echo "PostgreSQL is not installed (initdb not found)" >&2; return 1; }
    PG_OWNER="$(id -un)"
    if [ "$(id -u)" = "0" ]; then
        PG_OWNER=postgres
        id -u "$PG_OWNER" >/dev/null 2>&1 || useradd --system --no-create-home "$PG_OWNER"
    fi
    PG_DIR="$(mktemp -d /tmp/forcesheet-pg.XXXXXX)"
    chmod 755 "$PG_DIR"
    [ "$(id -u)" = "0" ] && chown "$PG_OWNER" "$PG_DIR"
    local pw; pw="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')"
    echo "$pw" > "$PG_DIR/pw"
    [ "$(id -u)" = "0" ] && chown "$PG_OWNER" "$PG_DIR/pw"
    _pg_as "$bindir/initdb" -D "$PG_DIR/data" -U forcesheet_admin --pwfile="$PG_DIR/pw" \
        --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$PG_DIR/initdb.log" 2>&1 \
        || { cat "$PG_DIR/initdb.log" >&2; return 1; }
    local port; port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
    _pg_as "$bindir/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 start \
        -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null \
        || { cat "$PG_DIR/server.log" >&2; return 1; }
    PG_BINDIR="$bindir"
    export FORCESHEET_TEST_PG="postgresql://forcesheet_admin:$pw@127.0.0.1:$port/postgres"
    export FORCESHEET_TEST_PG_SOCKET="$PG_DIR"
    local as=""
    [ "$(id -u)" = "0" ] && as="runuser -u $PG_OWNER -- "
    # For the fault tests: the server stopped and started again (same options).
    export FORCESHEET_TEST_PG_RESTART="${as}$bindir/pg_ctl -D $PG_DIR/data -w -t 60 -m fast restart"
    trap pg_cluster_stop EXIT
    echo "PostgreSQL test cluster on 127.0.0.1:$port ($PG_DIR)"
}

pg_cluster_stop() {
    [ -n "${PG_DIR:-}" ] || return 0
    _pg_as "$PG_BINDIR/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
    PG_DIR=""
}
