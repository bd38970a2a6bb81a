"""The former name of :class:`app.ui.operations.Operations` (kept for the main window and the
Force window until they import it from there)."""

from __future__ import annotations

from app.ui.operations import Operations, kind_name

StoreSession = Operations

__all__ = ["StoreSession", "kind_name"]
