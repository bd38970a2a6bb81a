"""The library of Team Lists: the built-in ones and every imported BattleScribe catalogue.

Imported catalogues live in :func:`app.paths.catalogues_dir`::

    systems/<game system id>/<revision>.gst      the game systems, as imported (unzipped)
    lists/<team list id>/<revision>/source.cat   the catalogue, as imported (unzipped)
    lists/<team list id>/<revision>/meta.json    name, revision, hashes, importer version
    lists/<team list id>/<revision>/teamlist.json  the parsed cache (app.rules.teamlist_json)
    lists/<team list id>/<revision>/report.json  the import report

Every revision ever imported is kept: a Force built on revision 8 keeps it when revision 9
arrives, until its player moves it (:func:`revision_changes` says what moving changes).
Each catalogue is written to a temporary folder and renamed into place, so a failed import
changes nothing. Loading a list reads only its cache (well under 100 ms even for the largest);
a cache written by another importer version is rebuilt from the stored source.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from app import paths
from app.rules.bsdata import (
    CatalogueFileError,
    Document,
    ImportReport,
    Unexpressed,
    import_catalogue,
    parse,
    read_bytes,
)
from app.rules.force import Force
from app.rules.teamlist import TeamList
from app.rules.teamlist_json import TeamListDataError, teamlist_from_json, teamlist_to_json
from app.rules.validation import Validator

IMPORTER_VERSION = 1  # bump when the conversion changes: caches are rebuilt from the sources
SOURCE_BUILTIN = "builtin"
SOURCE_BATTLESCRIBE = "battlescribe"


@dataclass(frozen=True, slots=True)
class TeamListInfo:
    id: str
    name: str
    revision: str
    source: str  # "builtin" or "battlescribe"
    language: str = "en"
    file: str = ""  # the imported file's name
    game_system: str = ""
    latest: bool = True  # the newest revision of this list in the library


@dataclass(frozen=True, slots=True)
class ImportedCatalogue:
    info: TeamListInfo
    report: ImportReport
    status: str  # "new", "new_revision", "unchanged", "replaced"

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def revision(self) -> str:
        return self.info.revision

    @property
    def id(self) -> str:
        return self.info.id


@dataclass(frozen=True, slots=True)
class ImportProblem:
    """A file that was not imported: its error has a stable ``code``, file and position."""

    error: CatalogueFileError

    @property
    def code(self) -> str:
        return self.error.code

    @property
    def file(self) -> str:
        return self.error.file

    def __str__(self) -> str:
        return str(self.error)


@dataclass(frozen=True, slots=True)
class ImportResult:
    imported: tuple[ImportedCatalogue, ...] = ()
    game_systems: tuple[str, ...] = ()  # names of the game systems imported with the files
    problems: tuple[ImportProblem, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True, slots=True)
class RevisionChange:
    """One thing that moving a Force to another revision of its Team List changes.

    ``kind``: "entry_removed", "option_removed", "points_changed", "new_violation",
    "violation_resolved". ``model`` is the uid concerned (empty for force-wide ones).
    """

    kind: str
    model: str = ""
    entry: str = ""
    params: dict[str, Any] = field(default_factory=dict)


class CatalogueLibrary:
    """Built-in and imported Team Lists; see the module docstring for the folder layout."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else paths.catalogues_dir()
        self._cache: dict[tuple[str, str], TeamList] = {}

    # -- listing -------------------------------------------------------------------------------
    def infos(self, all_revisions: bool = False) -> list[TeamListInfo]:
        """Every built-in list and every imported one (its newest revision, or all of them)."""
        from app.rules.library import builtin_teamlists

        out = [
            TeamListInfo(tl.id, tl.name, tl.version, SOURCE_BUILTIN, "en")
            for tl in builtin_teamlists().values()
        ]
        by_id: dict[str, list[TeamListInfo]] = {}
        for meta in self._metas():
            by_id.setdefault(meta.id, []).append(meta)
        for revs in by_id.values():
            revs.sort(key=lambda i: _rev_key(i.revision), reverse=True)
            newest = revs[0]
            out.append(newest)
            if all_revisions:
                out += [_replace_latest(i, False) for i in revs[1:]]
        return out

    def revisions(self, teamlist_id: str) -> list[str]:
        """The imported revisions of a list, newest first."""
        revs = [m.revision for m in self._metas() if m.id == teamlist_id]
        return sorted(revs, key=_rev_key, reverse=True)

    def _metas(self) -> Iterable[TeamListInfo]:
        lists = self.root / "lists"
        if not lists.is_dir():
            return
        for meta_file in sorted(lists.glob("*/*/meta.json")):
            try:
                meta = json.loads(meta_file.read_text("utf-8"))
                yield TeamListInfo(
                    id=str(meta["id"]),
                    name=str(meta["name"]),
                    revision=str(meta["revision"]),
                    source=SOURCE_BATTLESCRIBE,
                    language=str(meta.get("language", "en")),
                    file=str(meta.get("file", "")),
                    game_system=str(meta.get("game_system", "")),
                )
            except (OSError, ValueError, KeyError, TypeError):
                continue  # a damaged folder is skipped, not fatal

    # -- loading -------------------------------------------------------------------------------
    def load(self, teamlist_id: str, revision: str | None = None) -> TeamList:
        """A Team List by id: built-in, or imported (the newest revision unless one is named).

        Raises ``KeyError`` when there is no such list or revision.
        """
        from app.rules.library import builtin_teamlists

        builtin = builtin_teamlists().get(teamlist_id)
        if builtin is not None and (revision is None or revision == builtin.version):
            return builtin
        if revision is None:
            revs = self.revisions(teamlist_id)
            if not revs:
                raise KeyError(f"no Team List {teamlist_id!r}")
            revision = revs[0]
        key = (teamlist_id, revision)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        folder = self._folder(teamlist_id, revision)
        if not (folder / "meta.json").is_file():
            raise KeyError(f"no revision {revision!r} of Team List {teamlist_id!r}")
        tl = self._read_cache(folder)
        if tl is None:
            tl = self._rebuild(folder)
        self._cache[key] = tl
        return tl

    def report(self, teamlist_id: str, revision: str | None = None) -> ImportReport:
        """The import report of an imported list."""
        revision = revision or next(iter(self.revisions(teamlist_id)), None)
        if revision is None:
            raise KeyError(f"no imported Team List {teamlist_id!r}")
        data = json.loads((self._folder(teamlist_id, revision) / "report.json").read_text("utf-8"))
        return report_from_json(data)

    def _folder(self, teamlist_id: str, revision: str) -> Path:
        for part in (teamlist_id, revision):
            if not part or "/" in part or "\\" in part or part.startswith("."):
                raise KeyError(f"no Team List {teamlist_id!r} revision {revision!r}")
        return self.root / "lists" / teamlist_id / revision

    def _read_cache(self, folder: Path) -> TeamList | None:
        try:
            meta = json.loads((folder / "meta.json").read_text("utf-8"))
            if meta.get("importer_version") != IMPORTER_VERSION:
                return None
            return teamlist_from_json(json.loads((folder / "teamlist.json").read_text("utf-8")))
        except (OSError, ValueError, TeamListDataError):
            return None

    def _rebuild(self, folder: Path) -> TeamList:
        """Convert the stored source again (a cache from another importer version, or damaged)."""
        meta = json.loads((folder / "meta.json").read_text("utf-8"))
        gst_file = (
            self.root / "systems" / str(meta["game_system_id"]) / f"{meta['gst_revision']}.gst"
        )
        gst = parse(gst_file.read_bytes(), str(gst_file))
        cat_file = folder / "source.cat"
        cat = parse(cat_file.read_bytes(), str(meta.get("file") or cat_file))
        result = import_catalogue(cat, gst)
        meta["importer_version"] = IMPORTER_VERSION
        _write_json(folder / "teamlist.json", teamlist_to_json(result.team_list))
        _write_json(folder / "report.json", report_to_json(result.report))
        _write_json(folder / "meta.json", meta)
        return result.team_list

    # -- importing -----------------------------------------------------------------------------
    def import_files(self, files: Sequence[Path | str]) -> ImportResult:
        """Import game systems and catalogues. Each file is all or nothing.

        The game system may come with the files or from an earlier import. A file that cannot
        be read or converted is listed in ``problems`` and changes nothing.
        """
        problems: list[ImportProblem] = []
        systems: list[tuple[Document, bytes]] = []
        catalogues: list[tuple[Document, bytes, str]] = []
        for f in files:
            path = Path(f)
            try:
                data = read_bytes(path)
                doc = parse(data, str(path))
            except CatalogueFileError as e:
                problems.append(ImportProblem(e))
                continue
            if doc.kind == "gameSystem":
                systems.append((doc, data))
            else:
                catalogues.append((doc, data, path.name))
        system_names: list[str] = []
        for doc, data in systems:
            try:
                self._store_game_system(doc, data)
                system_names.append(doc.root.get("name", ""))
            except OSError as e:
                problems.append(
                    ImportProblem(CatalogueFileError(doc.file, "file.unwritable", str(e)))
                )
        imported: list[ImportedCatalogue] = []
        for doc, data, name in catalogues:
            try:
                gst_doc = self._game_system_for(doc, [d for d, _ in systems])
                imported.append(self._import_catalogue(doc, data, name, gst_doc))
            except CatalogueFileError as e:
                problems.append(ImportProblem(e))
            except OSError as e:
                problems.append(ImportProblem(CatalogueFileError(name, "file.unwritable", str(e))))
        return ImportResult(tuple(imported), tuple(system_names), tuple(problems))

    def _store_game_system(self, doc: Document, data: bytes) -> None:
        gid = _safe_name(doc.root.get("id", ""), doc.file)
        rev = _safe_name(doc.root.get("revision", "0"), doc.file)
        target = self.root / "systems" / gid / f"{rev}.gst"
        if target.is_file() and target.read_bytes() == data:
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-", suffix=".gst")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def _game_system_for(self, cat: Document, given: list[Document]) -> Document:
        want = cat.root.get("gameSystemId", "")
        candidates = [d for d in given if d.root.get("id") == want]
        if candidates:
            return max(candidates, key=lambda d: _rev_key(d.root.get("revision", "0")))
        folder = self.root / "systems" / _safe_name(want, cat.file)
        stored = (
            sorted(folder.glob("*.gst"), key=lambda p: _rev_key(p.stem)) if folder.is_dir() else []
        )
        if not stored:
            raise CatalogueFileError(
                cat.file, "bs.game_system_missing", f"import its .gst first (id {want})"
            )
        newest = stored[-1]
        return parse(newest.read_bytes(), newest.name)

    def _import_catalogue(
        self, doc: Document, data: bytes, file_name: str, gst: Document
    ) -> ImportedCatalogue:
        result = import_catalogue(doc, gst)
        tl = result.team_list
        revision = _safe_name(tl.version, file_name)
        final = self._folder(_safe_name(tl.id, file_name), revision)
        digest = hashlib.sha256(data).hexdigest()
        status = "new_revision" if self.revisions(tl.id) else "new"
        if (final / "meta.json").is_file():
            try:
                old = json.loads((final / "meta.json").read_text("utf-8"))
            except (OSError, ValueError):
                old = {}
            if old.get("sha256") == digest and old.get("importer_version") == IMPORTER_VERSION:
                info = self._info_of(tl, file_name, gst)
                return ImportedCatalogue(info, result.report, "unchanged")
            status = "replaced"
        final.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(dir=final.parent, prefix=".tmp-"))
        try:
            (tmp / "source.cat").write_bytes(data)
            _write_json(tmp / "teamlist.json", teamlist_to_json(tl))
            _write_json(tmp / "report.json", report_to_json(result.report))
            meta = {
                "id": tl.id,
                "name": tl.name,
                "revision": tl.version,
                "language": "en",
                "file": file_name,
                "sha256": digest,
                "game_system": gst.root.get("name", ""),
                "game_system_id": gst.root.get("id", ""),
                "gst_revision": gst.root.get("revision", "0"),
                "importer_version": IMPORTER_VERSION,
            }
            _write_json(tmp / "meta.json", meta)
            if final.exists():
                trash = final.with_name(f".old-{revision}-{os.getpid()}")
                os.replace(final, trash)
                os.replace(tmp, final)
                shutil.rmtree(trash, ignore_errors=True)
            else:
                os.replace(tmp, final)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        self._cache.pop((tl.id, tl.version), None)
        return ImportedCatalogue(self._info_of(tl, file_name, gst), result.report, status)

    def _info_of(self, tl: TeamList, file_name: str, gst: Document) -> TeamListInfo:
        return TeamListInfo(
            tl.id, tl.name, tl.version, SOURCE_BATTLESCRIBE, "en", file_name,
            gst.root.get("name", ""),
        )  # fmt: skip


# -- moving a Force to another revision ----------------------------------------------------------


def revision_changes(old_tl: TeamList, new_tl: TeamList, force: Force) -> list[RevisionChange]:
    """What moving ``force`` from ``old_tl`` to ``new_tl`` changes, model by model.

    Entries or options that no longer exist, points that change, and violations that appear
    (or go away) when the same Force is validated against the new revision.
    """
    out: list[RevisionChange] = []
    new_ids = new_tl.index.infos
    for m in force.models:
        old_info = old_tl.index.infos.get(m.entry)
        name = old_info.entry.name if old_info else m.entry
        if m.entry not in new_ids:
            out.append(RevisionChange("entry_removed", m.uid, m.entry, {"name": name}))
            continue
        for opt in (s for top in m.options for s in top.walk()):
            if opt.entry not in new_ids:
                o = old_tl.index.infos.get(opt.entry)
                out.append(
                    RevisionChange(
                        "option_removed", m.uid, opt.entry, {"name": o.entry.name if o else ""}
                    )
                )
    old_report = Validator(old_tl).validate_force(force)
    new_report = Validator(new_tl).validate_force(force)
    for uid, before in old_report.model_points.items():
        after = new_report.model_points.get(uid)
        if after is not None and after != before:
            out.append(
                RevisionChange(
                    "points_changed",
                    uid,
                    force.model(uid).entry,
                    {"before": _pts(before), "after": _pts(after)},
                )
            )

    def key(v: Any) -> tuple[object, ...]:
        return (v.code, v.refs, tuple(sorted(v.params.items())))

    old_keys = {key(v) for v in old_report.violations}
    new_keys = {key(v) for v in new_report.violations}
    for v in new_report.violations:
        if key(v) not in old_keys and v.code != "points.unspent":
            out.append(
                RevisionChange("new_violation", ",".join(v.refs), "", {"code": v.code, **v.params})
            )
    for v in old_report.violations:
        if key(v) not in new_keys and v.code != "points.unspent":
            out.append(
                RevisionChange(
                    "violation_resolved", ",".join(v.refs), "", {"code": v.code, **v.params}
                )
            )
    return out


# -- report JSON -------------------------------------------------------------------------------


def report_to_json(r: ImportReport) -> dict[str, Any]:
    return {
        "file": r.file,
        "catalogue": r.catalogue,
        "revision": r.revision,
        "game_system": r.game_system,
        "game_system_revision": r.game_system_revision,
        "root_entries": r.root_entries,
        "entries": r.entries,
        "items": [[i.entry, i.construct, i.detail] for i in r.items],
    }


def report_from_json(d: dict[str, Any]) -> ImportReport:
    return ImportReport(
        file=str(d["file"]),
        catalogue=str(d["catalogue"]),
        revision=str(d["revision"]),
        game_system=str(d["game_system"]),
        game_system_revision=str(d["game_system_revision"]),
        root_entries=int(d["root_entries"]),
        entries=int(d["entries"]),
        items=tuple(Unexpressed(str(a), str(b), str(c)) for a, b, c in d["items"]),
    )


# -- helpers -------------------------------------------------------------------------------------


def _pts(p: Fraction) -> int | str:
    return p.numerator if p.denominator == 1 else str(p)


def _rev_key(rev: str) -> tuple[int, float, str]:
    try:
        return (1, float(rev), rev)
    except ValueError:
        return (0, 0.0, rev)


def _replace_latest(info: TeamListInfo, latest: bool) -> TeamListInfo:
    return TeamListInfo(
        info.id, info.name, info.revision, info.source, info.language, info.file,
        info.game_system, latest,
    )  # fmt: skip


def _safe_name(text: str, file: str) -> str:
    """A folder or file name from an id or revision found in a file (no paths, no dots)."""
    if not text or len(text) > 120 or any(c in text for c in "/\\\0") or text.startswith("."):
        raise CatalogueFileError(file, "bs.bad_identifier", repr(text[:40]))
    return text


def _write_json(path: Path, data: Any) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), "utf-8")
    os.replace(tmp, path)
