"""Import BattleScribe game systems and catalogues (.gst/.cat, zipped .gstz/.catz).

``import_catalogue(cat_path, gst)`` reads one catalogue safely and converts it into the Team List
model; see :mod:`app.rules.bsdata.convert` for the semantics and ``docs/battlescribe-import.md``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.collector import paused_gc
from app.rules.bsdata.convert import Converter, teamlist_id
from app.rules.bsdata.report import CONSTRUCTS, ImportReport, Unexpressed
from app.rules.bsdata.safexml import (
    CatalogueFileError,
    Document,
    ImportCancelled,
    parse,
    read_bytes,
    read_document,
)
from app.rules.teamlist import TeamList

__all__ = [
    "CONSTRUCTS",
    "CatalogueFileError",
    "Document",
    "ImportCancelled",
    "ImportReport",
    "Imported",
    "Unexpressed",
    "import_catalogue",
    "parse",
    "read_bytes",
    "read_document",
    "teamlist_id",
]


@dataclass(frozen=True, slots=True)
class Imported:
    team_list: TeamList
    report: ImportReport


def import_catalogue(
    catalogue: Path | Document,
    game_system: Path | Document,
    cancel: Callable[[], bool] | None = None,
) -> Imported:
    """Read and convert one catalogue; raises :class:`CatalogueFileError` if it is unusable,
    :class:`ImportCancelled` when ``cancel`` (looked at now and then) answers True."""
    with paused_gc():
        gst = game_system if isinstance(game_system, Document) else read_document(
            game_system, cancel
        )
        cat = catalogue if isinstance(catalogue, Document) else read_document(catalogue, cancel)
        tl, report = Converter(gst, cat, cancel).convert()
    return Imported(tl, report)
