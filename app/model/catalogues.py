"""The library of Team Lists: the built-in ones and every imported BattleScribe catalogue.

Imported catalogues live in :func:`app.paths.catalogues_dir`::

    systems/<game system id>/<revision>.gst      the game systems, as imported (unzipped)
    lists/<team list id>/<revision>/source.cat   the catalogue, as imported (unzipped)
    lists/<team list id>/<revision>/meta.json    name, revision, hashes, importer version
    lists/<team list id>/<revision>/teamlist.json  the parsed cache (app.rules.teamlist_json)
    lists/<team list id>/<revision>/report.json  the import report

Every revision ever imported is kept: a Force built on revision 8 keeps it when revision 9
arrives, until its player moves it (:func:`revision_changes` says what moving changes).

**Revisions by content.** A stored revision is one file's content (its SHA-256): the same file
imported again is ``unchanged``; a file with the revision number of a stored one but other
content (BSData's Space Marines kept revision 8 through 15 commits) is a new revision of its
own, labelled ``8·2`` (then ``8·3``…: the number, a middle dot, the how-manieth content of that
number), newest last. The label is the Team List's ``version`` and its folder's name; a
library of the older layout (one folder per number) is read as it is. Each ``meta.json``
keeps the file's own revision number (``file_revision``), its digest and the import date.
Loading a list reads only its cache (well under 100 ms even for the largest); a cache written
by another importer version is rebuilt from the stored source.

**Crash safety.** An import first reads, converts and writes every catalogue into a temporary
folder ``lists/<id>/.tmp-<pid>-…`` (every file fsynced, then the folder): that is cancellable,
and nothing is in place yet. The folder is hidden, so its files are written under their own
names, once each. With two cores or more the catalogues are read and converted by worker
processes (spawned for the import; pure Python, which threads of this process would run one at
a time under the GIL, the GUI thread's turn included): each sends its Team List back as JSON
types, and the importing thread stages them in the files' order (a catalogue whose head is not
BattleScribe's plain one is read here, as every file is with one core; a program that imports
catalogues must guard its main module with ``if __name__ == "__main__"``, which each worker
imports again). The files are written and fsynced by a pool of threads, side by side, while the
next catalogue converts (the journal commits concurrent fsyncs together, and a thread waiting
for the disk between two system calls holds nothing up): a catalogue is renamed into place only
once its files, its folder and the folders made for it are durable. Then each is renamed into
place and its parent folder fsynced (in the pool; the import returns once they all are); a
re-import moves the old revision aside to ``.prev-<pid>-<revision>`` first. Game systems are
written to a temporary name, fsynced and renamed. Names starting with a dot are never listed,
so a killed import shows nothing half-made; the first listing or import of a library cleans
what a dead process left (and puts back a revision moved aside whose replacement never
arrived).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import math
import multiprocessing
import os
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from app import paths
from app.collector import paused_gc
from app.paths import fsync_dir
from app.rules.bsdata import (
    CatalogueFileError,
    Converted,
    Document,
    ImportCancelled,
    Imported,
    ImportReport,
    Unexpressed,
    convert_bytes,
    import_catalogue,
    parse,
    read_bytes,
)
from app.rules.force import Force
from app.rules.teamlist import TeamList
from app.rules.teamlist_json import TeamListDataError, teamlist_from_json, teamlist_to_json
from app.rules.validation import Validator

IMPORTER_VERSION = 2  # bump when the conversion changes: caches are rebuilt from the sources
SAME_NUMBER = "\u00b7"  # "8·2": the second content imported with revision number 8
SOURCE_BUILTIN = "builtin"
SOURCE_BATTLESCRIBE = "battlescribe"
SYNC_THREADS = 16  # fsyncs of one import run side by side (the journal commits them together)


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
    cancelled: bool = False  # the user cancelled: nothing was written

    @property
    def ok(self) -> bool:
        return not self.problems and not self.cancelled


@dataclass(slots=True)
class _Staged:
    """A converted catalogue written into ``tmp`` (None: nothing to write), for ``final``."""

    tmp: Path | None
    final: Path
    digest: str
    info: TeamListInfo
    report: ImportReport
    unwritten: tuple[tuple[str, bytes], ...] = ()  # files of ``tmp`` to write: name, content
    synced: list[Future[None]] = field(default_factory=list)  # their writes and fsyncs

    def start(self, syncer: ThreadPoolExecutor) -> None:
        """Write and fsync every file of ``tmp`` in ``syncer``'s threads, side by side, then
        fsync ``tmp`` itself (``wait`` waits for all that)."""
        files, self.unwritten = self.unwritten, ()
        if not files or self.tmp is None:
            return
        tmp = self.tmp
        writes = [syncer.submit(_write_new, tmp / name, blob) for name, blob in files]

        def folder() -> None:
            for w in writes:  # submitted first: picked up before this one, never waiting on it
                w.result()
            fsync_dir(tmp)

        self.synced += [*writes, syncer.submit(folder)]

    def wait(self) -> None:
        """Until every file of ``tmp`` and ``tmp`` itself are durable (written and fsynced
        here if they were not started); raises the first ``OSError`` met."""
        files, self.unwritten = self.unwritten, ()
        if files and self.tmp is not None:
            for name, blob in files:
                _write_new(self.tmp / name, blob)
            fsync_dir(self.tmp)
        futures, self.synced = self.synced, []
        failed: BaseException | None = None
        for fut in futures:
            try:
                fut.result()
            except BaseException as e:  # every one is waited for; the first is raised
                failed = failed or e
        if failed is not None:
            raise failed

    def discard(self) -> None:
        self.unwritten = ()
        if self.synced:
            with contextlib.suppress(Exception):  # discarded: its files are not wanted
                self.wait()
        if self.tmp is not None:
            shutil.rmtree(self.tmp, ignore_errors=True)
            self.tmp = None


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
        self._load_locks: dict[tuple[str, str], threading.Lock] = {}
        self._locks_lock = threading.Lock()
        self._cleaned = False

    # -- listing -------------------------------------------------------------------------------
    def infos(self, all_revisions: bool = False) -> list[TeamListInfo]:
        """Every built-in list and every imported one (its newest revision, or all of them)."""
        from app.rules.library import shipped_names

        out = [  # (from the files' heads: no list loaded)
            TeamListInfo(n.id, n.name, n.version, SOURCE_BUILTIN, "en")
            for n in shipped_names().values()
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
        self.clean_leftovers()
        lists = self.root / "lists"
        if not lists.is_dir():
            return
        for meta_file in sorted(lists.glob("*/*/meta.json")):
            if meta_file.parent.name.startswith(".") or meta_file.parent.parent.name.startswith(
                "."
            ):
                continue  # an import under way, or what a killed one left
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

    # -- what killed imports leave ----------------------------------------------------------------
    def clean_leftovers(self) -> None:
        """Remove what an import killed half-way left (once per library object, quietly).

        Temporary folders and files (``.tmp-<pid>-…``, ``.<name>.<pid>.tmp``) of a process
        that is gone, or older than an hour, are deleted; a revision moved aside
        (``.prev-<pid>-<revision>``) whose replacement never arrived is put back. Leftovers of
        a live import (another instance) are left alone, and a read-only folder is no error.
        """
        if self._cleaned:
            return
        self._cleaned = True
        for parent in (self.root / "lists", self.root / "systems"):
            try:
                folders = [p for p in parent.iterdir() if p.is_dir()] if parent.is_dir() else []
            except OSError:
                continue
            for folder in folders:
                _clean_folder(folder)
                if parent.name == "lists":
                    try:
                        revisions = [p for p in folder.iterdir() if p.is_dir()]
                    except OSError:
                        continue
                    for rev in revisions:
                        if not rev.name.startswith("."):
                            _clean_folder(rev)

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
        # One reading per list and revision, whichever threads ask (an import's worker reads
        # the list the Team Lists window shows next while the GUI thread may read others):
        # every caller gets the same object.
        with self._locks_lock:
            lock = self._load_locks.setdefault(key, threading.Lock())
        with lock:
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
            if (not part or "/" in part or "\\" in part or part.startswith(".")
                    or len(part.encode("utf-8", "surrogatepass")) > 120
                    or any(ord(c) < 32 for c in part)):
                raise KeyError(f"no Team List {teamlist_id!r} revision {revision!r}")
        return self.root / "lists" / teamlist_id / revision

    def _read_cache(self, folder: Path) -> TeamList | None:
        try:
            meta = json.loads((folder / "meta.json").read_text("utf-8"))
            if meta.get("importer_version") != IMPORTER_VERSION:
                return None
            text = (folder / "teamlist.json").read_text("utf-8")
            # The list read is tens of thousands of objects that all stay alive: collector
            # passes over them while they are made would find nothing (and hold the GIL).
            with paused_gc():
                return teamlist_from_json(json.loads(text))
        except (OSError, ValueError, TeamListDataError):
            return None

    def _rebuild(self, folder: Path) -> TeamList:
        """Convert the stored source again (a cache from another importer version, or damaged)."""
        meta = json.loads((folder / "meta.json").read_text("utf-8"))
        systems = self.root / "systems" / str(meta["game_system_id"])
        gst_file = systems / str(meta.get("gst_file") or f"{meta['gst_revision']}.gst")
        if not gst_file.is_file():  # the older layout: one file per revision number
            gst_file = systems / f"{meta['gst_revision']}.gst"
        gst = parse(gst_file.read_bytes(), gst_file.name)
        cat_file = folder / "source.cat"
        cat = parse(cat_file.read_bytes(), str(meta.get("file") or cat_file))
        result = import_catalogue(cat, gst)
        tl = result.team_list
        label = str(meta.get("revision", tl.version))
        if tl.version != label:  # "8·2": the label is the stored revision's, not the file's
            tl = dataclasses.replace(tl, version=label)
        meta["importer_version"] = IMPORTER_VERSION
        meta.setdefault("file_revision", result.report.revision)
        _write_json(folder / "teamlist.json", teamlist_to_json(tl))
        _write_json(folder / "report.json", report_to_json(result.report))
        _write_json(folder / "meta.json", meta)
        fsync_dir(folder)
        return tl

    # -- importing -----------------------------------------------------------------------------
    def import_files(
        self,
        files: Sequence[Path | str],
        cancel: Callable[[], bool] | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> ImportResult:
        """Import game systems and catalogues. Each file is all or nothing.

        The game system may come with the files or from an earlier import. A file that cannot
        be read or converted is listed in ``problems`` and changes nothing; nothing a file
        holds escapes as an exception. Every file is read, converted and written into a hidden
        temporary folder before any is put in place (renames, the last step): until then
        ``cancel`` (called now and then, from this thread) may answer True, and the import
        stops with ``ImportResult(cancelled=True)``, the library as it was.
        ``progress(done, total)`` is called after each step (from this thread).
        """
        self.clean_leftovers()
        total = 2 * len(files) + 1
        done = 0

        def step() -> None:
            nonlocal done
            done += 1
            if progress is not None:
                progress(min(done, total), total)
            if cancel is not None and cancel():
                raise ImportCancelled()

        # writes and fsyncs wait on the disk, not the processor: they run side by side in
        # these threads while the next catalogue converts (see the module docstring)
        syncer = ThreadPoolExecutor(max_workers=SYNC_THREADS, thread_name_prefix="catalogue-fsync")
        try:
            with paused_gc():  # see app.collector: no collector pauses
                return self._import(files, cancel, step, progress, total, syncer)
        except ImportCancelled:
            return ImportResult(cancelled=True)
        finally:
            syncer.shutdown(wait=True)

    def _import(
        self,
        files: Sequence[Path | str],
        cancel: Callable[[], bool] | None,
        step: Callable[[], None],
        progress: Callable[[int, int], None] | None,
        total: int,
        syncer: ThreadPoolExecutor | None = None,
    ) -> ImportResult:
        # the files that cannot be read, by their place among the files (a worker process
        # reads a catalogue later: its problem takes its file's place all the same)
        unread: list[tuple[int, ImportProblem]] = []
        problems: list[ImportProblem] = []  # the problems after reading, in their order
        systems: list[tuple[Document, bytes]] = []
        catalogues: list[_Catalogue] = []  # in the files' order
        for index, f in enumerate(files):
            path = Path(f)
            try:
                data = read_bytes(path)
                system_id = _catalogue_of(data)
                if system_id is not None:  # read by the worker that converts it
                    catalogues.append(_Catalogue(None, data, path.name, str(path), index,
                                                 system_id))
                    step()
                    continue
                doc = parse(data, str(path), cancel)
            except CatalogueFileError as e:
                unread.append((index, ImportProblem(e)))
            except ImportCancelled:
                raise
            except Exception as e:  # a bug on a hostile file: reported, never raised
                unread.append((index, _internal(path.name, e)))
            else:
                if doc.kind == "gameSystem":
                    systems.append((doc, data))
                else:
                    catalogues.append(_Catalogue(doc, data, path.name, doc.file, index))
            step()
        # Convert each catalogue and write it into a hidden temporary folder (one Team List in
        # memory at a time); nothing is in place until every file is done, so a cancel (or a
        # kill) leaves the library as it was.
        staged: list[_Staged] = []
        # The game systems of this import, named as they will be stored ("23·2.gst" when
        # revision 23 is taken by other content), so a catalogue's meta names its own.
        named = [
            dataclasses.replace(d, file=self._game_system_path(d, data).name)
            for d, data in systems
        ]
        converting = _Converting(self, catalogues, systems, named)
        try:
            # Each parsed catalogue is let go once converted (popped, and dropped with the
            # frame of _stage_one): its tree is freed then, one at a time. Freed all at once
            # when the import returned, the 19 HoR trees took one deallocation of 15-40 ms
            # with the GIL held all along, a stall of the GUI thread.
            catalogues.reverse()
            while catalogues:
                cat = catalogues.pop()
                parsed, data, name = cat.document, cat.data, cat.name
                if parsed is None:
                    status, converted = converting.next(cancel, problems)
                    if status == "unread":
                        unread.append((cat.index, problems.pop()))
                    elif status == "here":  # read and converted in this process
                        parsed = _parse_here(data, cat.path, cancel, cat.index, unread)
                    elif converted is not None:
                        self._stage_from(data, name, *converted, staged, problems, syncer)
                    converted = None
                if parsed is not None:
                    self._stage_one(parsed, data, name, named, staged, problems, cancel,
                                    syncer)
                del cat, parsed
                step()
            unread.sort(key=lambda found: found[0])
            problems[:0] = [problem for _index, problem in unread]
            if cancel is not None and cancel():
                raise ImportCancelled()
        except BaseException:
            for st in staged:
                st.discard()
            raise
        finally:
            converting.close()
        # Putting in place: renames, quick, and no longer cancellable.
        system_names: list[str] = []
        for doc, data in systems:
            try:
                self._store_game_system(doc, data)
                system_names.append(doc.root.get("name", ""))
            except CatalogueFileError as e:
                problems.append(ImportProblem(e))
            except OSError as e:
                problems.append(
                    ImportProblem(CatalogueFileError(doc.file, "file.unwritable", str(e)))
                )
        imported: list[ImportedCatalogue] = []
        # the lists with a revision in the library, read once (not once per catalogue)
        listed = {m.id for m in self._metas()} if staged else set()
        for st in staged:
            try:
                imported.append(self._commit(st, syncer, listed))
            except OSError as e:
                problems.append(
                    ImportProblem(CatalogueFileError(st.info.file, "file.unwritable", str(e)))
                )
            except Exception as e:
                problems.append(_internal(st.info.file, e))
            finally:
                st.discard()
        if progress is not None:
            progress(total, total)
        return ImportResult(tuple(imported), tuple(system_names), tuple(problems))

    def _stage_one(
        self,
        doc: Document,
        data: bytes,
        name: str,
        named: list[Document],
        staged: list[_Staged],
        problems: list[ImportProblem],
        cancel: Callable[[], bool] | None,
        syncer: ThreadPoolExecutor | None,
    ) -> None:
        """Convert one parsed catalogue and stage it (added to ``staged``), or add why not to
        ``problems``; :class:`ImportCancelled` goes through."""
        try:
            gst_doc = self._game_system_for(doc, named)
            result = Converted.of(import_catalogue(doc, gst_doc, cancel))
        except CatalogueFileError as e:
            problems.append(ImportProblem(e))
        except ImportCancelled:
            raise
        except Exception as e:
            problems.append(_internal(name, e))
        else:
            self._stage_from(data, name, gst_doc, result, staged, problems, syncer)

    def _stage_from(self, data: bytes, name: str, gst_doc: Document, result: Converted,
                    staged: list[_Staged], problems: list[ImportProblem],
                    syncer: ThreadPoolExecutor | None) -> None:
        """Stage one converted catalogue (added to ``staged``), or add why not to
        ``problems``."""
        try:
            staged.append(self._stage(data, name, gst_doc, result, staged, syncer))
        except CatalogueFileError as e:
            problems.append(ImportProblem(e))
        except ImportCancelled:
            raise
        except OSError as e:
            problems.append(ImportProblem(CatalogueFileError(name, "file.unwritable", str(e))))
        except Exception as e:
            problems.append(_internal(name, e))

    def _game_system_path(self, doc: Document, data: bytes) -> Path:
        """Where a game system's content is (or goes): ``<revision>.gst``, or
        ``<revision>·<k>.gst`` when that name holds other content."""
        gid = _safe_name(doc.root.get("id", ""), doc.file)
        rev = _safe_name(doc.root.get("revision", "0"), doc.file)
        folder = self.root / "systems" / gid
        k = 1
        while True:
            target = folder / (f"{rev}.gst" if k == 1 else f"{rev}{SAME_NUMBER}{k}.gst")
            try:
                if not target.is_file() or target.read_bytes() == data:
                    return target
            except OSError:
                return target
            k += 1

    def _store_game_system(self, doc: Document, data: bytes) -> None:
        target = self._game_system_path(doc, data)
        if target.is_file():
            return  # the same content is there
        _make_folder(target.parent)
        _write_file(target, data)

    def _game_system_for(self, cat: Document, given: list[Document]) -> Document:
        return self._game_system_of(cat.root.get("gameSystemId", ""), cat.file, given)[0]

    def _game_system_of(self, want: str, file: str, given: list[Document]
                        ) -> tuple[Document, bytes | None]:
        """The game system of id ``want`` for catalogue ``file``: the newest of ``given``
        (this import's; its bytes ``None``: the caller has them), else the newest stored
        (with its bytes)."""
        candidates = [d for d in given if d.root.get("id") == want]
        if candidates:
            found = max(candidates, key=lambda d: _rev_key(d.root.get("revision", "0")))
            return found, None
        folder = self.root / "systems" / _safe_name(want, file)
        stored = (
            sorted(
                (p for p in folder.glob("*.gst") if not p.name.startswith(".")),
                key=lambda p: _rev_key(p.stem),
            )
            if folder.is_dir()
            else []
        )
        if not stored:
            raise CatalogueFileError(
                file, "bs.game_system_missing", f"import its .gst first (id {want})"
            )
        newest = stored[-1]
        data = newest.read_bytes()
        return parse(data, newest.name), data

    def _import_catalogue(
        self,
        doc: Document,
        data: bytes,
        file_name: str,
        gst: Document,
        result: Imported | None = None,
    ) -> ImportedCatalogue:
        """Convert (unless done), write and put in place one catalogue."""
        st = self._stage(data, file_name, gst,
                         Converted.of(result or import_catalogue(doc, gst)))
        try:
            return self._commit(st)
        finally:
            st.discard()

    def _unchanged(self, final: Path, digest: str) -> bool:
        old = _read_meta(final)
        return (
            old is not None
            and old.get("sha256") == digest
            and old.get("importer_version") == IMPORTER_VERSION
        )

    def _stored(self, teamlist_id: str) -> list[tuple[str, dict[str, Any]]]:
        """Every stored revision of a list: (label, meta), in no order."""
        folder = self.root / "lists" / teamlist_id
        try:
            subs = [p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")]
        except OSError:
            return []
        out = []
        for sub in subs:
            meta = _read_meta(sub)
            if meta is not None:
                out.append((sub.name, meta))
        return out

    def _stage(
        self,
        data: bytes,
        file_name: str,
        gst: Document,
        result: Converted,
        staged: Sequence[_Staged] = (),
        syncer: ThreadPoolExecutor | None = None,
    ) -> _Staged:
        """Write a converted catalogue into a hidden temporary folder beside its place, each
        file under its own name (the folder is hidden until renamed into place), then fsync
        every file and the folder: in ``syncer``'s threads, side by side, when given (waited
        for in ``_commit``); nothing when the same file is already imported.

        The place is found by content: the revision holding the same digest (unchanged, or
        rebuilt by a newer importer), else a new label — the file's revision number, or
        ``<number>·<k>`` when that number is taken by other content (``staged``: the
        catalogues of this import not yet in place count too)."""
        tid = _safe_name(result.id, file_name)
        number = _safe_name(result.version, file_name)
        digest = hashlib.sha256(data).hexdigest()
        label: str | None = None
        for st in staged:
            if st.info.id == tid and st.digest == digest:  # the same file twice in one import
                return _Staged(None, st.final, digest, st.info, result.report)
        stored = self._stored(tid)
        for name, meta in stored:
            if meta.get("sha256") == digest:
                label = name
                break
        if label is None:
            taken = {name for name, _ in stored}
            taken |= {st.info.revision for st in staged if st.info.id == tid}
            label = _new_label(number, taken)
        final = self._folder(tid, label)
        teamlist_doc = result.teamlist
        if result.version != label:  # (the Team List's version is its label)
            teamlist_doc = {**teamlist_doc, "list_version": label}
        info = TeamListInfo(result.id, result.name, label, SOURCE_BATTLESCRIBE, "en", file_name,
                            gst.root.get("name", ""))
        if self._unchanged(final, digest):
            return _Staged(None, final, digest, info, result.report)
        report_doc = report_to_json(result.report)
        meta = {
            "id": result.id,
            "name": result.name,
            "revision": label,
            "file_revision": number,
            "language": "en",
            "file": file_name,
            "sha256": digest,
            "imported_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "game_system": gst.root.get("name", ""),
            "game_system_id": gst.root.get("id", ""),
            "gst_revision": gst.root.get("revision", "0"),
            "gst_file": Path(gst.file).name,
            "importer_version": IMPORTER_VERSION,
        }
        new_folders: list[Path] = []
        _make_folder(final.parent, new_folders)
        made: list[Future[None]] = []  # the new folders made durable in their parents
        for folder in new_folders:
            if syncer is None:
                fsync_dir(folder.parent)
            else:
                made.append(syncer.submit(fsync_dir, folder.parent))
        files = (
            ("source.cat", data),
            ("teamlist.json", _json_bytes(teamlist_doc)),
            ("report.json", _json_bytes(report_doc)),
            ("meta.json", _json_bytes(meta)),
        )
        # The folder is hidden until it is renamed into place (and removed if the import
        # stops): its files are written under their own names, each once.
        tmp = Path(tempfile.mkdtemp(dir=final.parent, prefix=f".tmp-{os.getpid()}-"))
        st = _Staged(tmp, final, digest, info, result.report, files, made)
        try:
            if syncer is None:
                st.wait()
            else:
                st.start(syncer)
        except BaseException:
            st.discard()
            raise
        return st

    def _commit(
        self, st: _Staged, syncer: ThreadPoolExecutor | None = None,
        listed: set[str] | None = None,
    ) -> ImportedCatalogue:
        """Rename a staged revision into place (the last step of its import), once its files
        are durable; the folder it lands in is fsynced (by ``syncer`` when given: the import
        waits for it before it returns). ``listed``: the ids of the lists the library holds
        a revision of (read from the library when not given), this one added once in place."""
        info, final = st.info, st.final
        if st.tmp is None or self._unchanged(final, st.digest):
            return ImportedCatalogue(info, st.report, "unchanged")
        st.wait()
        if listed is None:
            listed = {info.id} if self.revisions(info.id) else set()
        status = "new_revision" if info.id in listed else "new"
        if final.exists():
            status = "replaced"
            # No atomic swap of folders: the old one is moved aside first; should the
            # process die before the next rename, clean_leftovers() puts it back.
            trash = final.with_name(f".prev-{os.getpid()}-{final.name}")
            shutil.rmtree(trash, ignore_errors=True)
            os.replace(final, trash)
            try:
                os.replace(st.tmp, final)
            except BaseException:
                os.replace(trash, final)
                raise
            st.tmp = None
            fsync_dir(final.parent)
            shutil.rmtree(trash, ignore_errors=True)
        else:
            os.replace(st.tmp, final)
            st.tmp = None
            if syncer is None:
                fsync_dir(final.parent)
            else:
                syncer.submit(fsync_dir, final.parent)
        listed.add(info.id)
        self._cache.pop((info.id, info.revision), None)
        return ImportedCatalogue(info, st.report, status)


#: At most this many worker processes convert the catalogues of one import.
MAX_WORKERS = 4

#: The head of a catalogue as BattleScribe writes it: an XML declaration at most, then the
#: root element, with its game system's id.
_CATALOGUE_HEAD = re.compile(
    rb"(?:\xef\xbb\xbf)?\s*(?:<\?xml[^<>]*\?>\s*)?<catalogue\s[^<>]*?\bgameSystemId=\"([^\"&<>]*)\"")


def _catalogue_of(data: bytes) -> str | None:
    """The game system id of a catalogue, from its head; ``None`` when the head is not that
    plain one (a game system, a comment or a DOCTYPE first, anything else: read in this
    process, as every file was)."""
    found = _CATALOGUE_HEAD.match(data, 0, 4096)
    if found is None:
        return None
    try:
        return found.group(1).decode("utf-8")
    except UnicodeDecodeError:
        return None


@dataclass(frozen=True, slots=True)
class _Catalogue:
    """A catalogue of an import: parsed (``document``), or left to a worker process (its
    first bytes named its game system: ``system_id``); ``index``: its place among the
    files."""

    document: Document | None
    data: bytes
    name: str  # the file's name
    path: str
    index: int
    system_id: str = ""


def _parse_here(data: bytes, path: str, cancel: Callable[[], bool] | None, index: int,
                unread: list[tuple[int, ImportProblem]]) -> Document | None:
    """Parse a catalogue in this process (``None``, its problem added to ``unread`` at
    ``index``, when it cannot be read)."""
    try:
        return parse(data, path, cancel)
    except CatalogueFileError as e:
        unread.append((index, ImportProblem(e)))
    except ImportCancelled:
        raise
    except Exception as e:  # a bug on a hostile file: reported, never raised
        unread.append((index, _internal(Path(path).name, e)))
    return None


class _Converting:
    """The catalogues of one import that the workers parse and convert: with two cores or
    more, processes of their own (spawned, side by side: the conversion is pure Python, and a
    thread of this process would wait for the GIL — the GUI thread's too), each sending
    back its Team List as plain data (:class:`~app.rules.bsdata.Converted`); with one core,
    none (each is read and converted in this process, as before). Taken in the files'
    order: the labels of their revisions do not depend on which worker ends first."""

    def __init__(self, library: CatalogueLibrary, catalogues: Sequence[_Catalogue],
                 systems: Sequence[tuple[Document, bytes]], named: list[Document]) -> None:
        jobs = [(c.data, c.path, c.system_id) for c in catalogues if c.document is None]
        self._pool: ProcessPoolExecutor | None = None
        self._jobs: list[tuple[Document, Future[Converted | CatalogueFileError | None]]
                         | CatalogueFileError | None]
        self._jobs = []
        workers = min(len(jobs), os.cpu_count() or 1, MAX_WORKERS)
        if workers < 2:
            self._jobs = [None] * len(jobs)  # (each read and converted here)
            return
        found: dict[str, tuple[Document, bytes]] = {}  # the game systems by id, read once
        try:
            self._pool = ProcessPoolExecutor(workers,
                                             mp_context=multiprocessing.get_context("spawn"))
            for data, path, system_id in jobs:
                system = found.get(system_id)
                if system is None:
                    try:
                        gst, gst_data = library._game_system_of(system_id, path, named)
                    except CatalogueFileError as e:
                        self._jobs.append(e)
                        continue
                    if gst_data is None:  # one of this import's
                        gst_data = next(d for (_doc, d), n in zip(systems, named, strict=True)
                                        if n is gst)
                    system = found[system_id] = (gst, gst_data)
                gst, gst_data = system
                self._jobs.append((gst, self._pool.submit(convert_bytes, data, path, gst_data,
                                                          gst.file, system_id)))
        except (OSError, RuntimeError, ValueError):  # no process to be had: each one here
            self.close()
            self._jobs = [None] * len(jobs)
            return
        self._jobs.reverse()

    def next(self, cancel: Callable[[], bool] | None, problems: list[ImportProblem]
             ) -> tuple[str, tuple[Document, Converted] | None]:
        """The next catalogue left to the workers: ``("done", (its game system, converted))``;
        ``("problem", None)``, its problem added to ``problems``, or ``("unread", None)`` when
        that problem is the file's reading; ``("here", None)``: to be read and converted in
        this process. :class:`ImportCancelled` when ``cancel`` answers True meanwhile."""
        job = self._jobs.pop() if self._jobs else None
        if job is None:
            return "here", None
        if isinstance(job, CatalogueFileError):
            problems.append(ImportProblem(job))
            return "problem", None
        gst, future = job
        while True:
            try:
                converted = future.result(timeout=0.05)
                break
            except FutureTimeout:
                if cancel is not None and cancel():
                    raise ImportCancelled() from None
            except CatalogueFileError as e:
                problems.append(ImportProblem(e))
                return "problem", None
            except BrokenProcessPool:  # a worker died (a hostile file?): read it here
                return "here", None
            except Exception as e:
                problems.append(_internal(gst.file, e))
                return "problem", None
        if converted is None:
            return "here", None
        if isinstance(converted, CatalogueFileError):  # (returned: the file's reading)
            problems.append(ImportProblem(converted))
            return "unread", None
        return "done", (gst, converted)

    def close(self) -> None:
        """Stop the workers (what they convert still, after a cancel, is let go)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


# -- moving a Force to another revision ----------------------------------------------------------


def find_team_list(teamlist_id: str, revision: str | None = None,
                   library: CatalogueLibrary | None = None) -> TeamList | None:
    """A built-in or imported Team List: ``revision`` if it is kept, else the newest; ``None``
    when there is no such list."""
    library = library or CatalogueLibrary()
    for wanted in ((revision, None) if revision else (None,)):
        try:
            return library.load(teamlist_id, wanted)
        except (KeyError, ValueError, OSError):
            # no such list or revision; an id or revision that cannot be a folder name (a
            # 10,000-character revision: ENAMETOOLONG) is no such revision either
            continue
    return None


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


def _rev_key(rev: str) -> tuple[int, float, int, str]:
    """Revisions in order: by number, then by content ("8" < "8·2" < "8·10" < "9")."""
    base, sep, k = rev.partition(SAME_NUMBER)
    nth = int(k) if sep and k.isdigit() and len(k) < 10 else 1
    try:
        value = float(base)
    except ValueError:
        return (0, 0.0, nth, rev)
    return (1, value, nth, rev) if math.isfinite(value) else (0, 0.0, nth, rev)


def _new_label(number: str, taken: set[str]) -> str:
    """The revision label of new content with revision ``number``: the number itself, or
    the first free ``<number>·<k>``."""
    if number not in taken:
        return number
    k = 2
    while f"{number}{SAME_NUMBER}{k}" in taken:
        k += 1
    return f"{number}{SAME_NUMBER}{k}"


def _read_meta(folder: Path) -> dict[str, Any] | None:
    try:
        meta = json.loads((folder / "meta.json").read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) else None


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


# fresh JSON data (no cycles): the encoder need not look for them
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False)
#: How many levels of containers :func:`_json_bytes` opens itself before the C encoder writes
#: what is inside in one call. One call holds the GIL from start to end: the whole parsed cache
#: of the largest catalogue in one (680 KB of JSON) stalled the GUI thread for 10 ms and more
#: while a worker imported. Two levels (the cache's parts, then each entry, rule or shared
#: table) leave pieces of at most ~95 KB (~1 ms) for the 19 HoR catalogues, at most ~200 a
#: catalogue, and cost 1 ms over the 19.
JSON_SPLIT_DEPTH = 2


def _json_bytes(data: Any) -> bytes:
    """``data`` (plain JSON data: dicts, lists, tuples, strings, numbers, booleans, None) as
    compact UTF-8 JSON: byte for byte ``json.dumps(data, ensure_ascii=False,
    separators=(",", ":"))``, written in pieces (:data:`JSON_SPLIT_DEPTH`,
    :func:`app.model.jsonpieces.encoded_pieces`)."""
    from app.model.jsonpieces import encoded_pieces

    return "".join(encoded_pieces(data, _ENCODER, JSON_SPLIT_DEPTH)).encode("utf-8")


def _write_json(path: Path, data: Any) -> None:
    """``data`` as JSON, atomically (the caller fsyncs the folder)."""
    _write_file(path, _json_bytes(data), sync_dir=False)


def _write_new(path: Path, data: bytes) -> None:
    """``data`` into a new file of a hidden temporary folder, fsynced (its name is made
    durable by the folder's fsync, before the folder is renamed into place)."""
    with open(path, "xb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


def _write_file(path: Path, data: bytes, sync_dir: bool = True) -> None:
    """``data`` to ``path`` atomically: a temporary name beside it, fsynced, renamed over it
    (then the folder fsynced, unless the caller does it once for several files)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if sync_dir:
        fsync_dir(path.parent)


def _make_folder(folder: Path, new_folders: list[Path] | None = None) -> None:
    """``folder`` and its parents, each new one made durable in its parent (now, or by the
    caller when ``new_folders`` is given: each new one is added to it)."""
    if folder.is_dir():
        return
    _make_folder(folder.parent, new_folders)
    folder.mkdir(exist_ok=True)
    if new_folders is None:
        fsync_dir(folder.parent)
    else:
        new_folders.append(folder)


STALE_AFTER = 3600.0  # seconds: a temporary folder this old is a leftover whoever made it


def _leftover(name: str) -> tuple[int, str] | None:
    """(process id, revision moved aside or "") of one of our temporary names, else None.

    ``.tmp-<pid>-…`` folders, ``.prev-<pid>-<revision>`` revisions moved aside and
    ``.<name>.<pid>.tmp`` files; the older importer's ``.tmp-…``, ``.old-<revision>-<pid>``
    and ``.<name>.tmp`` too. A pid of 0: none in the name (a leftover whoever made it).
    """

    def pid(text: str) -> int:
        return int(text) if text.isdigit() else 0

    if name.startswith(".tmp-"):
        return pid(name[5:].split("-", 1)[0]), ""
    if name.startswith(".prev-"):
        head, _, revision = name[6:].partition("-")
        return pid(head), revision
    if name.startswith(".old-"):
        revision, _, tail = name[5:].rpartition("-")
        return pid(tail), revision
    if name.startswith(".") and name.endswith(".tmp"):
        return pid(name[:-4].rsplit(".", 1)[-1]), ""
    return None


def _alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if os.name != "posix":
        return True  # no safe probe (os.kill would end it on Windows): age decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists (owned by someone else)
    return True


def _clean_folder(folder: Path) -> None:
    """Delete the stale leftovers directly inside ``folder`` (see clean_leftovers)."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return
    now = time.time()
    for p in entries:
        left = _leftover(p.name)
        if left is None:
            continue
        pid, revision = left
        try:
            age = now - p.lstat().st_mtime
            if _alive(pid) and age < STALE_AFTER:
                continue
            if revision and p.is_dir() and not p.is_symlink():
                home = folder / revision
                if revision and not revision.startswith(".") and not home.exists():
                    os.replace(p, home)  # the replacement never arrived: put it back
                    fsync_dir(folder)
                    continue
            if p.is_dir() and not p.is_symlink():
                shutil.rmtree(p, ignore_errors=True)
            else:
                p.unlink(missing_ok=True)
        except OSError:
            continue


def _internal(file: str, e: BaseException) -> ImportProblem:
    """A file the importer failed on in a way it does not foresee: a clean problem all the
    same (``bs.internal_error``, the exception's type in the detail), never a traceback."""
    detail = f"{type(e).__name__}: {e}"[:200]
    return ImportProblem(CatalogueFileError(file, "bs.internal_error", detail))
