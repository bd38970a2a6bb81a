"""The language the application's texts are in, for Team List names (``display_name``)."""

from __future__ import annotations

from app.i18n import current_language

__all__ = ["current_language"]
