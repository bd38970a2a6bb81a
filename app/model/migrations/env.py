"""Alembic environment: always given an open connection by ``app.model.db.migrate``.

The caller has already turned foreign keys off and begun the transaction; migrations run in
batch mode (SQLite rebuilds tables) inside it, and the caller runs ``foreign_key_check`` before
committing. Nothing here opens a database on its own.
"""

from __future__ import annotations

from alembic import context

from app.model.schema import metadata

config = context.config
connection = config.attributes.get("connection")
if connection is None:  # pragma: no cover - only reachable from the alembic command line
    raise RuntimeError("run migrations through app.model.db.migrate(), not the alembic CLI")

context.configure(
    connection=connection,
    target_metadata=metadata,
    render_as_batch=True,
    transactional_ddl=True,
)
with context.begin_transaction():
    context.run_migrations()
