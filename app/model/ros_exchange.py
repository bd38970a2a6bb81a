"""BattleScribe / New Recruit rosters (``.ros``/``.rosz``) in and out of the store.

The pure reading, mapping and writing is :mod:`app.rules.bsdata.ros`; this module finds what it
needs around it: the imported catalogue a roster is for (the library of
:mod:`app.model.catalogues`), the BattleScribe ids of that catalogue's files (its game system,
its catalogue and force entry ids, which a Team List does not hold), and the player's Force and
campaign data in the store. See ``docs/battlescribe-rosters.md``.

Every failure of an import is one :class:`StoreImportError` (``file``, ``path`` = where in the
file, ``reason`` = one of :data:`REASONS`, translated by ``app.i18n.store_messages``); an export
that cannot be made is a :class:`StoreError` (``what`` ``ros_builtin`` / ``ros_catalogue``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from app.i18n.ros_messages import ROS_REASONS
from app.model.errors import StoreError, StoreImportError
from app.rules.bsdata import CatalogueFileError, parse, read_bytes
from app.rules.bsdata.ros import (
    PLAIN_SUFFIX,
    ROSTER_SUFFIXES,
    ZIPPED_SUFFIX,
    CatalogueIds,
    ForceNotes,
    ModelNotes,
    RosForce,
    Roster,
    RosterExport,
    RosterFileError,
    RosterImport,
    catalogue_ids,
    force_team_list_id,
    force_to_roster,
    parse_roster,
    pick_force,
    roster_to_force,
)
from app.rules.force import Force

if TYPE_CHECKING:
    from app.model.catalogues import CatalogueLibrary
    from app.model.store import Store
    from app.model.store.results import Changes
    from app.rules.teamlist import TeamList

__all__ = [
    "REASONS",
    "ROSTER_SUFFIXES",
    "catalogue_ids_for",
    "export_ros",
    "import_ros_force",
    "is_ros",
    "ros_bytes",
    "ros_force",
]

#: The ``reason`` of a roster's :class:`StoreImportError`, by :class:`RosterFileError` code
#: (and the reasons this module gives itself); words in ``app.i18n.store_messages``.
REASONS = ROS_REASONS


def is_ros(path: Path | str) -> bool:
    """Whether a file name is a BattleScribe roster's (``.ros`` / ``.rosz``)."""
    return str(path).lower().endswith(ROSTER_SUFFIXES)


def _import_error(file: str, exc: CatalogueFileError) -> StoreImportError:
    where = "$"
    if exc.line is not None:
        where = f"line {exc.line}" + (f", column {exc.column}" if exc.column else "")
    reason = REASONS.get(exc.code, REASONS["ros.internal"])
    return StoreImportError(f"{exc.code}: {exc.detail}"[:300], file=file, path=where,
                            reason=reason)


# -- finding the catalogue --------------------------------------------------------------------


def _library(library: CatalogueLibrary | None) -> CatalogueLibrary:
    if library is not None:
        return library
    from app.model.catalogues import CatalogueLibrary

    return CatalogueLibrary()


def roster_team_list(data: bytes, file: str,
                     library: CatalogueLibrary | None = None) -> tuple[TeamList, RosterImport]:
    """The imported Team List of the roster's first force whose catalogue is in the library
    (the roster's catalogue revision when kept, else the newest) and the Force read on it."""
    roster = _parse(data, file)
    lib = _library(library)
    names: list[str] = []
    for f in roster.all_forces():
        tid = force_team_list_id(f)
        names.append(f.catalogue_name or "?")
        if not tid:
            continue
        for revision in (f.catalogue_revision or None, None):
            try:
                tl = lib.load(tid, revision)
            except (KeyError, ValueError, OSError):
                continue
            return tl, _map(roster, tl, f, file)
    raise StoreImportError(f"catalogues: {', '.join(names)}"[:300], file=file, path="forces",
                           reason=REASONS["ros.unknown_catalogue"])


def _parse(data: bytes, file: str) -> Roster:
    try:
        return parse_roster(data, file)
    except CatalogueFileError as exc:
        raise _import_error(file, exc) from None
    except Exception as exc:  # a safety net: never a traceback out of an import
        raise StoreImportError(repr(exc)[:200], file=file, path="$",
                               reason=REASONS["ros.internal"]) from None


def _map(roster: Roster, tl: TeamList, rf: RosForce | None, file: str) -> RosterImport:
    from app.model.store.forces import uid_clash

    try:
        result = roster_to_force(roster, tl, rf)
    except CatalogueFileError as exc:
        raise _import_error(file, exc) from None
    except Exception as exc:
        raise StoreImportError(repr(exc)[:200], file=file, path="$",
                               reason=REASONS["ros.internal"]) from None
    clash = uid_clash(result.force, {})
    if clash is not None:  # the reader gives fresh uids to clashes: belt and braces
        raise StoreImportError(clash.text(), file=file, path=clash.path, reason=clash.text())
    return result


def ros_force(data: bytes, file: str, team_list: TeamList | None = None,
              library: CatalogueLibrary | None = None) -> tuple[TeamList, RosterImport]:
    """The Team List and the Force of a roster file: for a new player (``team_list``
    ``None``: the imported catalogue the roster names) or for one whose Team List is
    ``team_list`` (the roster must hold a force of its catalogue). Raises only
    :class:`StoreImportError`."""
    if team_list is None:
        return roster_team_list(data, file, library)
    roster = _parse(data, file)
    try:
        rf = pick_force(roster, team_list.id)
    except RosterFileError:
        found = next((f.catalogue_name for f in roster.all_forces() if f.catalogue_name), "?")
        raise StoreImportError("", file=file, path="forces",
                               reason=f"the roster is for {found!r}, not "
                                      f"{team_list.name!r}") from None
    return team_list, _map(roster, team_list, rf, file)


def import_ros_force(store: Store, player_id: int, data: bytes,
                     file: str = "<roster>") -> tuple[Changes, RosterImport]:
    """Replace the player's Force with a roster's (one undoable ``force_imported`` action,
    as :func:`app.model.exchange.import_force`); models whose uid the player has keep their
    campaign data. Returns the changes and what was read (its ``items``: what could not be
    placed)."""
    _, result = ros_force(data, file, store.team_list(player_id))
    current = store.force(player_id)
    new = Force(result.force.team_list, result.force.models, result.force.groups,
                result.force.name or current.name, current.upgrades, current.starting)
    try:
        changes = store._replace_force(player_id, "force_imported", {"file": file}, new,
                                       file=file)
    except StoreError:
        raise
    except Exception as exc:  # the write's safety net, as for JSON rosters
        raise StoreImportError(repr(exc)[:200], file=file, path="$",
                               reason=REASONS["ros.internal"]) from None
    return changes, result


# -- the catalogue's own ids, for an export ------------------------------------------------------


def _sources(lib: CatalogueLibrary, tl: TeamList) -> tuple[Path, Path] | None:
    """The stored game system and catalogue files of ``tl`` in the library (the layout of
    :mod:`app.model.catalogues`: ``lists/<id>/<revision>/source.cat`` beside its
    ``meta.json``, ``systems/<game system id>/<revision>.gst``), the same revision first."""
    folder = lib.root / "lists" / tl.id
    if "/" in tl.id or "\\" in tl.id or tl.id.startswith("."):
        return None
    found: list[tuple[bool, Path, dict[str, object]]] = []
    try:
        metas = sorted(folder.glob("*/meta.json"))
    except OSError:
        return None
    for meta_file in metas:
        if meta_file.parent.name.startswith("."):
            continue
        try:
            meta = json.loads(meta_file.read_text("utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(meta, dict) and (meta_file.parent / "source.cat").is_file():
            found.append((str(meta.get("revision")) != tl.version, meta_file.parent, meta))
    for _, rev_folder, meta in sorted(found, key=lambda x: x[0]):
        systems = lib.root / "systems" / str(meta.get("game_system_id", ""))
        gst = systems / f"{meta.get('gst_revision', '')}.gst"
        if not gst.is_file():
            try:
                stored = sorted(p for p in systems.glob("*.gst") if not p.name.startswith("."))
            except OSError:
                stored = []
            if not stored:
                continue
            gst = stored[-1]
        return gst, rev_folder / "source.cat"
    return None


def catalogue_ids_for(tl: TeamList, library: CatalogueLibrary | None = None) -> CatalogueIds:
    """The BattleScribe ids of ``tl``'s catalogue, read from the library's copy of its files.
    Raises :class:`StoreError` (``what`` ``ros_builtin``: a Team List of Force Sheet's own;
    ``ros_catalogue``: its catalogue is not in the library)."""
    if tl.origin != "battlescribe":
        raise StoreError("not a BattleScribe Team List", what="ros_builtin", id=tl.name)
    sources = _sources(_library(library), tl)
    if sources is None:
        raise StoreError("catalogue not in the library", what="ros_catalogue", id=tl.name)
    gst_file, cat_file = sources
    try:
        gst = parse(read_bytes(gst_file), str(gst_file))
        cat = parse(read_bytes(cat_file), str(cat_file))
        return catalogue_ids(gst, cat)
    except CatalogueFileError as exc:
        raise StoreError(str(exc), what="ros_catalogue", id=tl.name) from None


# -- exporting a player's Force --------------------------------------------------------------------


@dataclass(frozen=True)
class RosterFile:
    """An exported roster: its bytes, and what could not be written in it."""

    data: bytes
    export: RosterExport


def campaign_notes(store: Store, player_id: int) -> tuple[dict[str, ModelNotes], ForceNotes]:
    """The campaign data of the player's models and Base, as the roster's notes carry it."""
    state = store.player_state(player_id)
    force = store.force(player_id)
    tl = store.team_list(player_id)
    notes = {
        m.uid: ModelNotes(m.uid, "", tuple(m.honours),
                          tuple(m.permanent_injuries), m.temporary or "",
                          tuple(sorted(m.characteristics.items())), m.promoted_leader)
        for m in state.models if not m.crew  # crew: the gun's, not the Force's
    }
    force_notes = ForceNotes(tl.id, tl.version, force.starting,
                             tuple(sorted(force.upgrades | state.upgrades)), (), state.rp,
                             state.renown, state.base_level)
    return notes, force_notes


def ros_bytes(store: Store, player_id: int, *, zipped: bool = True,
              library: CatalogueLibrary | None = None, member: str = "") -> RosterFile:
    """The player's Force as a ``.rosz`` (or ``.ros``), its campaign data in the notes."""
    from app.rules.validation import Validator

    force = store.force(player_id)
    tl = store.team_list(player_id)
    ids = catalogue_ids_for(tl, library)
    notes, force_notes = campaign_notes(store, player_id)  # Groups: the Force's own
    total = Validator(tl).validate_force(force).total
    summary = store.player_summary(player_id)
    export = force_to_roster(force, tl, ids, notes=notes, force_notes=force_notes,
                             total=total, name=summary.force_name or summary.name)
    if not zipped:
        return RosterFile(export.xml, export)
    return RosterFile(export.rosz(member or "roster.ros"), export)


def export_ros(store: Store, player_id: int, folder: Path, *, zipped: bool = True,
               library: CatalogueLibrary | None = None) -> tuple[Path, RosterFile]:
    """Write the player's Force as ``<Force name>.rosz`` (or ``.ros``) in ``folder`` (a new
    name, never overwriting; see :func:`app.model.exchange.write_new`)."""
    from app.model.exchange import export_folder, safe_filename, write_new

    export_folder(folder)
    summary = store.player_summary(player_id)
    name = summary.force_name or summary.name
    suffix = ZIPPED_SUFFIX if zipped else PLAIN_SUFFIX
    member = safe_filename(name, PLAIN_SUFFIX, "roster")
    out = ros_bytes(store, player_id, zipped=zipped, library=library, member=member)
    return write_new(folder, name, suffix, out.data), out
