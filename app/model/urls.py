"""Telling a club server's URL from a file's path, with the standard library only: the app's
start-up asks before it imports SQLAlchemy (``app.model.server``), so that the database's
check starts on another core first (``app.ui.app``)."""

from __future__ import annotations

#: The URL schemes of a PostgreSQL server (``--db postgresql://…``).
SCHEMES = ("postgresql", "postgres", "postgresql+psycopg")


def is_server_url(value: object) -> bool:
    """``value`` names a PostgreSQL database (``postgresql://…``), not a file."""
    return isinstance(value, str) and value.split("://", 1)[0].lower() in SCHEMES \
        and "://" in value
