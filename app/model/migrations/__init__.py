"""Alembic migrations of the campaign database, run programmatically by ``app.model.db``."""
