"""Import BattleScribe game systems and catalogues (.gst/.cat, zipped .gstz/.catz).

``import_catalogue(cat_path, gst)`` reads one catalogue safely and converts it into the Team List
model; see :mod:`app.rules.bsdata.convert` for the semantics and ``docs/battlescribe-import.md``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
    "Converted",
    "Document",
    "ImportCancelled",
    "ImportReport",
    "Imported",
    "Unexpressed",
    "convert_bytes",
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


@dataclass(frozen=True, slots=True)
class Converted:
    """A catalogue converted for the library as plain data: its Team List's id, name and
    version, the Team List as JSON types (:func:`app.rules.teamlist_json.teamlist_to_json`)
    and the report: what a worker process of the library's import sends back (a Team List's
    objects would cost as much to send as to make)."""

    id: str
    name: str
    version: str
    teamlist: dict[str, Any]
    report: ImportReport

    @classmethod
    def of(cls, imported: Imported) -> Converted:
        from app.rules.teamlist_json import teamlist_to_json

        tl = imported.team_list
        return cls(tl.id, tl.name, tl.version, teamlist_to_json(tl), imported.report)


#: The game systems a worker process has parsed, by their bytes' digest (each catalogue of
#: an import comes with its game system's bytes: parsed once per process).
_SYSTEMS: dict[str, Document] = {}


def convert_bytes(data: bytes, name: str, system: bytes, system_name: str,
                  system_id: str) -> Converted | CatalogueFileError | None:
    """Parse catalogue ``data`` (file ``name``) safely and convert it against game system
    ``system`` (file ``system_name``, id ``system_id``), in a worker process of the library's
    import. ``None``: the file is not a catalogue of that game system after all (the caller
    guessed from its first bytes, and reads it itself). A file that cannot be read gives its
    :class:`CatalogueFileError` (returned); one that cannot be converted raises it, as
    :func:`import_catalogue` does."""
    key = hashlib.sha256(system).hexdigest()
    gst = _SYSTEMS.get(key)
    if gst is None:
        gst = _SYSTEMS[key] = parse(system, system_name)
    try:
        with paused_gc():
            cat = parse(data, name)
    except CatalogueFileError as e:
        return e
    if cat.kind != "catalogue" or cat.root.get("gameSystemId", "") != system_id:
        return None
    return Converted.of(import_catalogue(cat, gst))
