"""BattleScribe / New Recruit rosters (``.ros``, zipped ``.rosz``) in and out of a Force.

See ``docs/battlescribe-rosters.md``. Pure: bytes in, values out, bytes out; nothing here opens
a file but :func:`read_roster_file`, which reads one regular file with the caps of catalogues.

**Reading** (:func:`parse_roster`, :func:`read_roster_file`) takes the protections of
:mod:`app.rules.bsdata.safexml`: the same size caps (``MAX_FILE_BYTES``, and the unzipped
cap), a zip must hold exactly one ``.ros`` (read with a cap whatever its
header claims), no DTD, no entity, no external reference (defusedxml), depth and element caps.
Every failure is one :class:`RosterFileError` (a :class:`CatalogueFileError`) naming the file,
a stable ``code`` and, where the parser knows it, the line and column.

**Ids.** The Team List of an imported catalogue names every place by the path of BattleScribe
ids from its root entry (``link/group/entry``, :mod:`app.rules.bsdata.convert`). A roster names a
selection by ``entryId`` as BattleScribe builds it: every *link* on the way prepends its own id
with ``::`` (``linkId::targetId``, ``outerLink::innerLink::targetId``; direct entries and groups
add nothing), and ``entryGroupId`` names the selection's immediate group the same way.
:func:`bs_ids` computes both for every place of a Team List; :func:`roster_to_force` looks a
selection up under its parent by ``entryId`` (then, for rosters of other tools, by its last
segment), and :func:`force_to_roster` writes them back.

**Campaign data** travels in ``customNotes`` inside a ``[Force Sheet]`` … ``[/Force Sheet]``
block (:func:`notes_text`, :func:`parse_notes`): the model's uid, Group, Battle Honours,
injuries and current characteristics; the force's block holds the Team List, the Groups and
the Base data. BattleScribe and New Recruit show and keep these notes.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import stat
import zipfile
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, ParseError, SubElement, TreeBuilder, indent, tostring

from defusedxml import DefusedXmlException  # type: ignore[import-untyped]
from defusedxml.ElementTree import DefusedXMLParser  # type: ignore[import-untyped]

from app.rules.bsdata.convert import NO_CATEGORY, PROFILE_TYPES, teamlist_id
from app.rules.bsdata.safexml import (
    MAX_FILE_BYTES,
    MAX_UNZIPPED_BYTES,
    MAX_ZIP_MEMBERS,
    CatalogueFileError,
    Document,
    _Counter,
    _Limit,
)
from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.teamlist import Entry, EntryGroup, EntryKind, TeamList

ROSTER_NAMESPACE = "http://www.battlescribe.net/schema/rosterSchema"
PLAIN_SUFFIX = ".ros"
ZIPPED_SUFFIX = ".rosz"
ROSTER_SUFFIXES = (PLAIN_SUFFIX, ZIPPED_SUFFIX)
BATTLESCRIBE_VERSION = "2.03"
MAX_MODELS = 5000  # as the JSON roster (app.rules.roster.MAX_MODELS)
MAX_NUMBER = 1_000_000  # a selection's number
MAX_TEXT = 200  # uids, ids and names read from notes
NOTES_START = "[Force Sheet]"
NOTES_END = "[/Force Sheet]"
_ID_CHARS = re.compile(r"[^-0-9A-Za-z()_.:]")
_ITEM = re.compile(r"^[^,\n\r]{1,200}$")


class RosterFileError(CatalogueFileError):
    """A roster that cannot be read or mapped. Codes: those of safexml (``file.*``, ``zip.*``,
    ``xml.*``) and ``zip.no_single_roster``, ``ros.not_roster`` (another root or namespace),
    ``ros.no_force`` (no force of a known catalogue), ``ros.too_many_models``,
    ``ros.no_force_entry`` (exporting: the catalogue has no force entry)."""


# -- the parsed roster ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RosSelection:
    name: str
    entry_id: str
    entry_group_id: str = ""
    number: int = 1
    type: str = "upgrade"
    custom_name: str = ""
    custom_notes: str = ""
    children: tuple[RosSelection, ...] = ()
    id: str = ""
    bad_number: str = ""  # the number attribute when it is not a whole number in range

    def walk(self) -> Iterator[RosSelection]:
        yield self
        for c in self.children:
            yield from c.walk()


@dataclass(frozen=True, slots=True)
class RosForce:
    name: str
    entry_id: str
    catalogue_id: str
    catalogue_name: str
    catalogue_revision: str
    custom_name: str = ""
    custom_notes: str = ""
    selections: tuple[RosSelection, ...] = ()
    forces: tuple[RosForce, ...] = ()  # child forces
    id: str = ""


@dataclass(frozen=True, slots=True)
class Roster:
    file: str
    name: str
    game_system_id: str
    game_system_name: str
    game_system_revision: str
    forces: tuple[RosForce, ...]
    battlescribe_version: str = ""
    custom_notes: str = ""
    id: str = ""

    def all_forces(self) -> Iterator[RosForce]:
        stack = list(reversed(self.forces))
        while stack:
            f = stack.pop()
            yield f
            stack.extend(reversed(f.forces))


# -- safe reading ---------------------------------------------------------------------------------


class _Builder(_Counter):
    """The catalogues' counting target (:class:`app.rules.bsdata.safexml._Counter`: the same
    caps on depth, elements and nodes) used as a TreeBuilder target that keeps the root's
    namespace and strips it."""

    def __init__(self) -> None:
        super().__init__(TreeBuilder(), None)
        self.namespace: str | None = None

    def start(self, tag: str, attrs: dict[str, str]) -> Element:
        ns, sep, local = tag.lstrip("{").rpartition("}")
        if self.namespace is None:
            self.namespace = ns if sep else ""
        return super().start(local, {k.rpartition("}")[2]: v for k, v in attrs.items()})

    def end(self, tag: str) -> Element:
        return super().end(tag.rpartition("}")[2])

    def data(self, data: str) -> None:
        self.tb.data(data)

    def comment(self, _text: str) -> None:
        self.other()

    def pi(self, _target: str, _text: str | None = None) -> None:
        self.other()

    def close(self) -> Element:
        return self.tb.close()


def read_roster_bytes(path: Path) -> bytes:
    """The bytes of a ``.ros`` or ``.rosz`` file (regular files only, size-capped before and
    while reading); :func:`parse_roster` takes either."""
    name = str(path)
    try:
        info = path.stat()
    except OSError as e:
        raise RosterFileError(name, "file.unreadable", e.strerror or str(e)) from None
    if not stat.S_ISREG(info.st_mode):
        raise RosterFileError(name, "file.unreadable", "not a regular file")
    if info.st_size > MAX_FILE_BYTES:
        raise RosterFileError(name, "file.too_large", f"{info.st_size} bytes > {MAX_FILE_BYTES}")
    try:
        with path.open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise RosterFileError(name, "file.unreadable", e.strerror or str(e)) from None
    if len(data) > MAX_FILE_BYTES:
        raise RosterFileError(name, "file.too_large", f"more than {MAX_FILE_BYTES} bytes")
    return data


def roster_xml(data: bytes, name: str) -> bytes:
    """``data`` itself (a ``.ros``) or the ``.ros`` inside it (a ``.rosz``: by its zip
    signature, whatever the file's name says)."""
    if len(data) > MAX_FILE_BYTES:
        raise RosterFileError(name, "file.too_large", f"more than {MAX_FILE_BYTES} bytes")
    if data[:4] == b"PK\x03\x04":
        try:
            return _unzip(data, name)
        except RosterFileError:
            raise
        except Exception as e:  # zipfile on hostile bytes raises almost anything
            raise RosterFileError(name, "zip.invalid", f"{type(e).__name__}: {e}"[:200]) from None
    return data


def _unzip(data: bytes, name: str) -> bytes:
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        infos = [i for i in zf.infolist() if not i.is_dir()]
        if len(infos) > MAX_ZIP_MEMBERS:
            raise RosterFileError(name, "zip.too_many_files", f"{len(infos)} files")
        members = [i for i in infos if i.filename.lower().endswith(PLAIN_SUFFIX)]
        if len(members) != 1:
            raise RosterFileError(name, "zip.no_single_roster",
                                  f"{len(members)} .ros files inside")
        info = members[0]
        if info.file_size > MAX_UNZIPPED_BYTES:
            raise RosterFileError(name, "zip.too_large",
                                  f"{info.file_size} bytes unzipped > {MAX_UNZIPPED_BYTES}")
        with zf.open(info) as f:
            out = f.read(MAX_UNZIPPED_BYTES + 1)
        if len(out) > MAX_UNZIPPED_BYTES:
            raise RosterFileError(name, "zip.too_large",
                                  f"more than {MAX_UNZIPPED_BYTES} bytes unzipped")
        return out


def parse_xml(data: bytes, name: str) -> Element:
    """The root ``<roster>`` element (namespace stripped) of roster XML, parsed safely."""
    if len(data) > MAX_UNZIPPED_BYTES:
        raise RosterFileError(name, "file.too_large", f"{len(data)} bytes")
    builder = _Builder()
    parser: Any = DefusedXMLParser(
        target=builder, forbid_dtd=True, forbid_entities=True, forbid_external=True
    )

    def where() -> tuple[int | None, int | None]:
        expat = getattr(parser, "parser", None)
        if expat is None:
            return None, None
        return int(expat.CurrentLineNumber), int(expat.CurrentColumnNumber) + 1

    try:
        parser.feed(data)
        root: Element = parser.close()
    except ParseError as e:
        line, col = e.position
        msg = str(e).split(": line ")[0]
        raise RosterFileError(name, "xml.malformed", msg, line, col + 1) from None
    except _Limit as e:
        raise RosterFileError(name, e.code, e.detail, *where()) from None
    except DefusedXmlException as e:
        code = "xml.dtd_forbidden" if type(e).__name__ == "DTDForbidden" else "xml.entities"
        raise RosterFileError(name, code, type(e).__name__, *where()) from None
    except (ValueError, LookupError, UnicodeError) as e:  # bad encoding declarations
        raise RosterFileError(name, "xml.malformed", str(e)[:200], *where()) from None
    if builder.namespace != ROSTER_NAMESPACE or root.tag != "roster":
        raise RosterFileError(
            name, "ros.not_roster",
            f"root <{root.tag}> in namespace {builder.namespace or '(none)'!r}", 1)
    return root


def parse_roster(data: bytes, name: str = "<roster>") -> Roster:
    """A roster from the bytes of a ``.ros`` or ``.rosz`` file."""
    root = parse_xml(roster_xml(data, name), name)
    return Roster(
        file=name,
        name=root.get("name", ""),
        game_system_id=root.get("gameSystemId", ""),
        game_system_name=root.get("gameSystemName", ""),
        game_system_revision=root.get("gameSystemRevision", ""),
        forces=tuple(_force(f) for f in _kids(root, "forces", "force")),
        battlescribe_version=root.get("battleScribeVersion", ""),
        custom_notes=_notes(root),
        id=root.get("id", ""),
    )


def read_roster_file(path: Path) -> Roster:
    return parse_roster(read_roster_bytes(path), str(path))


def _kids(el: Element, container: str, tag: str) -> list[Element]:
    box = el.find(container)
    return [] if box is None else [c for c in box if c.tag == tag]


def _notes(el: Element) -> str:
    """``customNotes``: an element (BattleScribe) or an attribute (some exporters)."""
    box = el.find("customNotes")
    if box is not None:
        return box.text or ""
    return el.get("customNotes", "")


def _force(el: Element) -> RosForce:
    return RosForce(
        name=el.get("name", ""),
        entry_id=el.get("entryId", ""),
        catalogue_id=el.get("catalogueId", ""),
        catalogue_name=el.get("catalogueName", ""),
        catalogue_revision=el.get("catalogueRevision", ""),
        custom_name=el.get("customName", ""),
        custom_notes=_notes(el),
        selections=tuple(_selection(s) for s in _kids(el, "selections", "selection")),
        forces=tuple(_force(f) for f in _kids(el, "forces", "force")),
        id=el.get("id", ""),
    )


def _selection(el: Element) -> RosSelection:
    raw = el.get("number", "1")
    number, bad = 1, ""
    try:
        value = float(raw)
        if value.is_integer() and 1 <= value <= MAX_NUMBER:
            number = int(value)
        else:
            bad = raw[:40]
    except ValueError:
        bad = raw[:40]
    return RosSelection(
        name=el.get("name", ""),
        entry_id=el.get("entryId", ""),
        entry_group_id=el.get("entryGroupId", ""),
        number=number,
        type=el.get("type", "upgrade"),
        custom_name=el.get("customName", ""),
        custom_notes=_notes(el),
        children=tuple(_selection(s) for s in _kids(el, "selections", "selection")),
        id=el.get("id", ""),
        bad_number=bad,
    )


# -- BattleScribe ids of a Team List --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BsPlace:
    """How a roster names one entry of a Team List."""

    entry: Entry
    parent: Entry | None
    entry_id: str  # "link::target" as BattleScribe writes it
    group_id: str  # entryGroupId ("" outside a group)
    own: str  # the entry's own id (the last segment)


@dataclass(frozen=True)
class BsIndex:
    places: Mapping[str, BsPlace]  # by Team List entry id (path)
    # (parent entry id or "" for roots) -> entryId -> places; and by own id (last segment)
    by_entry_id: Mapping[tuple[str, str], tuple[BsPlace, ...]]
    by_own: Mapping[tuple[str, str], tuple[BsPlace, ...]]

    def find(self, parent: Entry | None, sel: RosSelection) -> BsPlace | None:
        key = parent.id if parent is not None else ""
        for table, wanted in ((self.by_entry_id, sel.entry_id),
                              (self.by_own, sel.entry_id.rsplit("::", 1)[-1])):
            found = table.get((key, wanted), ())
            if len(found) > 1 and sel.entry_group_id:
                found = tuple(p for p in found if p.group_id == sel.entry_group_id) or found
            if len(found) > 1:
                found = tuple(p for p in found if p.entry.name == sel.name) or found
            if found:
                return found[0]
        return None


def _own(place_id: str, ref: str | None) -> tuple[str, bool]:
    """(own id, reached through a link) of an entry or group at path ``place_id``."""
    last = place_id.rsplit("/", 1)[-1]
    own = ref or last
    return own, own != last


def bs_ids(tl: TeamList) -> BsIndex:
    """The BattleScribe ``entryId``/``entryGroupId`` of every place of ``tl`` (kept with it)."""
    memo = tl.index.memo
    hit = memo.get(__name__)
    if isinstance(hit, BsIndex):
        return hit
    places: dict[str, BsPlace] = {}
    by_id: dict[tuple[str, str], list[BsPlace]] = {}
    by_own: dict[tuple[str, str], list[BsPlace]] = {}

    def entry(e: Entry, parent: Entry | None, links: tuple[str, ...], group: str) -> None:
        own, linked = _own(e.id, e.ref)
        here = (*links, e.id.rsplit("/", 1)[-1]) if linked else links
        place = BsPlace(e, parent, "::".join((*here, own)), group, own)
        if e.id in places:
            return
        places[e.id] = place
        key = parent.id if parent is not None else ""
        by_id.setdefault((key, place.entry_id), []).append(place)
        by_own.setdefault((key, own), []).append(place)
        for child in e.entries:
            entry(child, e, here, "")
        for g in e.groups:
            grp(g, e, here)

    def grp(g: EntryGroup, parent: Entry, links: tuple[str, ...]) -> None:
        own, linked = _own(g.id, g.ref)
        here = (*links, g.id.rsplit("/", 1)[-1]) if linked else links
        gid = "::".join((*here, own))
        for child in g.entries:
            entry(child, parent, here, gid)
        for sub in g.groups:
            grp(sub, parent, here)

    for root in tl.entries:
        entry(root, None, (), "")
    index = BsIndex(places, {k: tuple(v) for k, v in by_id.items()},
                    {k: tuple(v) for k, v in by_own.items()})
    memo[__name__] = index
    return index


# -- campaign notes -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ModelNotes:
    """What a model's ``customNotes`` carry of its campaign."""

    uid: str = ""
    group: str = ""
    honours: tuple[str, ...] = ()
    permanent_injuries: tuple[str, ...] = ()
    temporary: str = ""
    characteristics: tuple[tuple[str, int], ...] = ()
    promoted_leader: bool = False
    incapacitated: bool = False


@dataclass(frozen=True, slots=True)
class GroupNotes:
    id: str
    entry: str
    name: str = ""
    squad: bool = False
    starting_size: int | None = None


@dataclass(frozen=True, slots=True)
class ForceNotes:
    """What the force's ``customNotes`` carry: the Team List, the Groups, the Base."""

    team_list: str = ""
    team_list_version: str = ""
    starting: bool = True
    upgrades: tuple[str, ...] = ()
    groups: tuple[GroupNotes, ...] = ()
    rp: int | None = None
    renown: int | None = None
    base_level: int | None = None


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _items(values: Sequence[str]) -> str:
    return ", ".join(v for v in values if _ITEM.match(v) and v.strip() == v)


def notes_text(notes: ModelNotes | ForceNotes, before: str = "") -> str:
    """``before`` (the player's own notes) followed by the campaign block."""
    lines = [NOTES_START]
    if isinstance(notes, ModelNotes):
        if notes.uid:
            lines.append(f"uid: {notes.uid}")
        if notes.group:
            lines.append(f"group: {notes.group}")
        if notes.honours:
            lines.append(f"honours: {_items(notes.honours)}")
        if notes.permanent_injuries:
            lines.append(f"permanent injuries: {_items(notes.permanent_injuries)}")
        if notes.temporary:
            lines.append(f"temporary: {notes.temporary}")
        if notes.characteristics:
            lines.append("characteristics: " + ", ".join(
                f"{k} {v}" for k, v in notes.characteristics))
        if notes.promoted_leader:
            lines.append("promoted leader: yes")
        if notes.incapacitated:
            lines.append("incapacitated: yes")
    else:
        lines.append(f"team list: {notes.team_list}")
        lines.append(f"team list version: {notes.team_list_version}")
        lines.append(f"starting: {_yes(notes.starting)}")
        if notes.upgrades:
            lines.append(f"upgrades: {_items(notes.upgrades)}")
        for g in notes.groups:
            lines.append("group: " + json.dumps(
                {"id": g.id, "entry": g.entry, "name": g.name, "squad": g.squad,
                 "starting_size": g.starting_size}, ensure_ascii=False))
        for key, value in (("rp", notes.rp), ("renown", notes.renown),
                           ("base level", notes.base_level)):
            if value is not None:
                lines.append(f"{key}: {value}")
    lines.append(NOTES_END)
    block = "\n".join(_one_line(line) for line in lines)
    return f"{before.rstrip()}\n\n{block}" if before.strip() else block


def _one_line(text: str) -> str:
    return text.replace("\r", " ").replace("\n", " ")


def _block(text: str) -> tuple[list[str], str] | None:
    """The lines of the campaign block and the text around it, or ``None``."""
    start = text.find(NOTES_START)
    if start < 0:
        return None
    end = text.find(NOTES_END, start)
    stop = end if end >= 0 else len(text)
    body = text[start + len(NOTES_START):stop]
    rest = (text[:start] + (text[end + len(NOTES_END):] if end >= 0 else "")).strip()
    return body.splitlines(), rest


def _fields(lines: list[str], problems: list[str]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for line in lines:
        if not line.strip():
            continue
        key, sep, value = line.partition(":")
        if not sep:
            problems.append(line.strip()[:80])
            continue
        out.append((key.strip().lower(), value.strip()))
    return out


def _plain(value: str) -> str | None:
    return value if 0 < len(value) <= MAX_TEXT and value.isprintable() else None


def _list(value: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in value.split(",") if _plain(v.strip()))


def _int(value: str) -> int | None:
    try:
        n = int(value)
    except ValueError:
        return None
    return n if abs(n) <= MAX_NUMBER else None


def parse_notes(text: str) -> tuple[ModelNotes | None, list[str]]:
    """A selection's campaign notes (``None`` without a block) and the lines not understood."""
    found = _block(text)
    if found is None:
        return None, []
    problems: list[str] = []
    values: dict[str, Any] = {}
    for key, value in _fields(found[0], problems):
        if key in ("uid", "group") and _plain(value):
            values[key] = value
        elif key == "honours":
            values["honours"] = _list(value)
        elif key == "permanent injuries":
            values["permanent_injuries"] = _list(value)
        elif key == "temporary" and _plain(value):
            values["temporary"] = value
        elif key == "characteristics":
            stats: list[tuple[str, int]] = []
            for item in value.split(","):
                stat_name, _, number = item.strip().rpartition(" ")
                n = _int(number)
                if _plain(stat_name) and n is not None:
                    stats.append((stat_name, n))
                elif item.strip():
                    problems.append(f"{key}: {item.strip()[:40]}")
            values["characteristics"] = tuple(stats)
        elif key in ("promoted leader", "incapacitated"):
            values[key.replace(" ", "_")] = value.lower() == "yes"
        else:
            problems.append(f"{key}: {value[:40]}")
    return ModelNotes(**values), problems


def parse_force_notes(text: str) -> tuple[ForceNotes | None, list[str]]:
    """A force's campaign notes (``None`` without a block) and the lines not understood."""
    found = _block(text)
    if found is None:
        return None, []
    problems: list[str] = []
    values: dict[str, Any] = {}
    groups: list[GroupNotes] = []
    for key, value in _fields(found[0], problems):
        if key == "team list" and _plain(value):
            values["team_list"] = value
        elif key == "team list version" and _plain(value):
            values["team_list_version"] = value
        elif key == "starting":
            values["starting"] = value.lower() == "yes"
        elif key == "upgrades":
            values["upgrades"] = _list(value)
        elif key == "group":
            g = _group_notes(value)
            if g is None:
                problems.append(f"{key}: {value[:40]}")
            else:
                groups.append(g)
        elif key in ("rp", "renown", "base level") and _int(value) is not None:
            values[key.replace(" ", "_")] = _int(value)
        else:
            problems.append(f"{key}: {value[:40]}")
    return ForceNotes(**values, groups=tuple(groups)), problems


def _group_notes(value: str) -> GroupNotes | None:
    try:
        raw = json.loads(value)
    except (ValueError, RecursionError):
        return None
    if not isinstance(raw, dict):
        return None
    gid, entry, name = raw.get("id"), raw.get("entry"), raw.get("name", "")
    size = raw.get("starting_size")
    if not (isinstance(gid, str) and _plain(gid) and isinstance(entry, str)
            and isinstance(name, str) and len(name) <= MAX_TEXT):
        return None
    if not (size is None or (isinstance(size, int) and not isinstance(size, bool)
                             and 0 < size <= MAX_MODELS)):
        return None
    return GroupNotes(gid, entry, name, raw.get("squad") is True, size)


def own_notes(text: str) -> str:
    """The player's own notes: ``text`` without the campaign block."""
    found = _block(text)
    return text.strip() if found is None else found[1]


# -- roster -> Force ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RosterItem:
    """A selection (or force) that could not be placed, or notes that were not understood.

    ``reason``: ``unknown_entry`` (no such entry under its parent in the Team List),
    ``parent_unplaced`` (inside a selection that was not placed), ``other_force`` (a force of
    another catalogue, or a second force), ``bad_number``, ``empty_unit`` (a unit holding none
    of its models), ``notes_ignored`` (a line of a
    campaign block), ``uid_taken`` (the notes name a uid another model took: a new one was
    given)."""

    path: str  # "Orks Kill Team / Boyz / Slugga"
    name: str
    entry_id: str
    reason: str
    detail: str = ""


@dataclass(frozen=True)
class RosterImport:
    force: Force
    force_notes: ForceNotes | None = None
    notes: Mapping[str, ModelNotes] = field(default_factory=dict)  # by model uid
    items: tuple[RosterItem, ...] = ()
    catalogue: str = ""  # the catalogue name of the force read


def force_team_list_id(f: RosForce) -> str:
    """The Team List id an imported catalogue of this force's name has."""
    return teamlist_id(f.catalogue_name) if f.catalogue_name else ""


def pick_force(roster: Roster, team_list_id: str | None = None) -> RosForce:
    """The force to read: the first of ``team_list_id`` (any force of a named catalogue
    without one). Raises ``ros.no_force``."""
    for f in roster.all_forces():
        if team_list_id is None and f.catalogue_name:
            return f
        if team_list_id is not None and force_team_list_id(f) == team_list_id:
            return f
    names = ", ".join(sorted({f.catalogue_name or "?" for f in roster.all_forces()})) or "none"
    raise RosterFileError(roster.file, "ros.no_force",
                          f"no force of {team_list_id or 'a catalogue'} (forces of: {names})")


class _Reader:
    def __init__(self, roster: Roster, tl: TeamList) -> None:
        self.roster = roster
        self.tl = tl
        self.idx = bs_ids(tl)
        self.items: list[RosterItem] = []
        self.models: list[ForceModel] = []
        self.groups: list[Group] = []
        self.notes: dict[str, ModelNotes] = {}
        self.uids: set[str] = set()
        self.gids: set[str] = set()
        self.serial = 0

    def item(self, path: str, sel: RosSelection, reason: str, detail: str = "") -> None:
        self.items.append(RosterItem(path, sel.name, sel.entry_id, reason, detail))

    def lost(self, path: str, sel: RosSelection, reason: str, detail: str = "") -> None:
        """``sel`` is not placed, nor anything inside it."""
        self.item(path, sel, reason, detail)
        for child in sel.children:
            for s in child.walk():
                self.item(f"{path} / {s.name}", s, "parent_unplaced")

    def fresh(self, prefix: str, taken: set[str]) -> str:
        digest = hashlib.sha1(f"{self.roster.file}|{self.roster.id}".encode()).hexdigest()[:6]
        while True:
            self.serial += 1
            candidate = f"{prefix}{digest}{self.serial:04d}"
            if candidate not in taken:
                taken.add(candidate)
                return candidate

    def model_notes(self, path: str, sel: RosSelection) -> ModelNotes | None:
        notes, problems = parse_notes(sel.custom_notes)
        for p in problems:
            self.item(path, sel, "notes_ignored", p)
        return notes

    def uid(self, path: str, sel: RosSelection, notes: ModelNotes | None, first: bool) -> str:
        if notes is not None and notes.uid and first:
            if notes.uid not in self.uids:
                self.uids.add(notes.uid)
                return notes.uid
            self.item(path, sel, "uid_taken", notes.uid)
        return self.fresh("m", self.uids)

    def add_model(self, model: ForceModel, notes: ModelNotes | None) -> None:
        if len(self.models) >= MAX_MODELS:
            raise RosterFileError(self.roster.file, "ros.too_many_models",
                                  f"more than {MAX_MODELS} models")
        self.models.append(model)
        if notes is not None:
            self.notes[model.uid] = ModelNotes(
                model.uid, model.group or "", notes.honours, notes.permanent_injuries,
                notes.temporary, notes.characteristics, notes.promoted_leader,
                notes.incapacitated)

    def options(self, owner: Entry, sels: Sequence[RosSelection], path: str, part: int = 0,
                parts: int = 1) -> tuple[Selection, ...]:
        """The options of one of ``parts`` models split from a selection (``part``-th)."""
        out: list[Selection] = []
        for sel in sels:
            here = f"{path} / {sel.name}"
            if sel.bad_number:
                self.lost(here, sel, "bad_number", sel.bad_number)
                continue
            place = self.idx.find(owner, sel)
            if place is None:
                self.lost(here, sel, "unknown_entry")
                continue
            count = sel.number // parts + (1 if part < sel.number % parts else 0)
            if count < 1:
                continue
            kids = self.options(place.entry, sel.children, here)
            out.append(Selection(place.entry.id, count, kids))
        return tuple(out)

    def read(self, rf: RosForce, force_notes: ForceNotes | None) -> None:
        group_notes = {g.id: g for g in (force_notes.groups if force_notes else ())}
        top = rf.custom_name or rf.name
        for sel in rf.selections:
            path = f"{top} / {sel.name}"
            if sel.bad_number:
                self.lost(path, sel, "bad_number", sel.bad_number)
                continue
            place = self.idx.find(None, sel)
            if place is None:
                self.lost(path, sel, "unknown_entry")
                continue
            entry = place.entry
            members = [e for e in entry.entries if e.kind == EntryKind.MODEL]
            notes = self.model_notes(path, sel)
            if members:
                self.unit(entry, sel, path, notes, group_notes)
                continue
            gid = notes.group if notes is not None and notes.group in group_notes else None
            for k in range(sel.number):
                uid = self.uid(path, sel, notes, k == 0)
                opts = self.options(entry, sel.children, path, k, sel.number)
                name = sel.custom_name if k == 0 else ""
                self.add_model(ForceModel(
                    uid, entry.id, name, None, opts, gid,
                    bool(notes and notes.incapacitated and k == 0),
                    bool(notes and notes.promoted_leader and k == 0)),
                    notes if k == 0 else None)
        for g in group_notes.values():  # Groups that are no Squad: their members say so
            if g.id not in self.gids and any(m.group == g.id for m in self.models):
                self.gids.add(g.id)
                first = next(m.entry for m in self.models if m.group == g.id)
                self.groups.append(Group(g.id, first, g.name, g.squad, g.starting_size))

    def unit(self, entry: Entry, sel: RosSelection, path: str, notes: ModelNotes | None,
             group_notes: Mapping[str, GroupNotes]) -> None:
        """A unit with model children: a Squad, its members one model each."""
        for n in range(sel.number):
            want = notes.group if notes is not None and n == 0 else ""
            if want and want not in self.gids:
                gid = want
                self.gids.add(gid)
            else:
                gid = self.fresh("g", self.gids)
            known = group_notes.get(gid)
            unit_opts: list[RosSelection] = []
            member_sels: list[tuple[RosSelection, Entry]] = []
            for child in sel.children:
                place = None if child.bad_number else self.idx.find(entry, child)
                if place is not None and place.entry.kind == EntryKind.MODEL:
                    member_sels.append((child, place.entry))
                else:
                    unit_opts.append(child)
            if not member_sels:  # no model of the unit: nothing Force Sheet can count
                if n == 0:
                    self.lost(path, sel, "empty_unit")
                self.gids.discard(gid)
                continue
            options = self.options(entry, unit_opts, path, n, sel.number)
            name = sel.custom_name or (known.name if known else "")
            size = known.starting_size if known else self.tl.unit_size(entry.id)
            self.groups.append(Group(gid, entry.id, name if n == 0 else "", True, size, options))
            for child, member in member_sels:
                here = f"{path} / {child.name}"
                share = child.number // sel.number + (1 if n < child.number % sel.number else 0)
                mnotes = self.model_notes(here, child)
                for k in range(share):
                    uid = self.uid(here, child, mnotes, k == 0)
                    opts = self.options(member, child.children, here, k, share)
                    self.add_model(ForceModel(
                        uid, entry.id, child.custom_name if k == 0 else "", member.id, opts, gid,
                        bool(mnotes and mnotes.incapacitated and k == 0),
                        bool(mnotes and mnotes.promoted_leader and k == 0)),
                        mnotes if k == 0 else None)


def roster_to_force(roster: Roster, tl: TeamList, rf: RosForce | None = None) -> RosterImport:
    """The Force of the roster's force ``rf`` (default: its first force of ``tl``'s catalogue)
    on ``tl``, with every selection that could not be placed in ``items``."""
    if rf is None:
        rf = pick_force(roster, tl.id) if any(
            force_team_list_id(f) == tl.id for f in roster.all_forces()) else pick_force(roster)
    reader = _Reader(roster, tl)
    force_notes, problems = parse_force_notes(rf.custom_notes)
    for p in problems:
        reader.items.append(RosterItem(rf.custom_name or rf.name, rf.name, rf.entry_id,
                                       "notes_ignored", p))
    reader.read(rf, force_notes)
    for other in roster.all_forces():
        if other is not rf:
            reader.items.append(RosterItem(other.custom_name or other.name, other.name,
                                           other.entry_id, "other_force",
                                           other.catalogue_name))
    name = rf.custom_name or roster.name
    starting = force_notes.starting if force_notes is not None else True
    upgrades = frozenset(force_notes.upgrades) if force_notes is not None else frozenset()
    force = Force(tl.id, tuple(reader.models), tuple(reader.groups), name, upgrades, starting)
    return RosterImport(force, force_notes, reader.notes, tuple(reader.items), rf.catalogue_name)


# -- Force -> roster ------------------------------------------------------------------------------


@dataclass(frozen=True)
class CatalogueIds:
    """The BattleScribe ids a roster of one catalogue names (read from its files)."""

    game_system_id: str
    game_system_name: str
    game_system_revision: str
    catalogue_id: str
    catalogue_name: str
    catalogue_revision: str
    force_entry_id: str
    force_entry_name: str
    cost_type_id: str = "points"
    cost_type_name: str = "pts"
    # profile type (lower-case name, and the converter's name for it) -> (id, name,
    # characteristic name -> characteristic type id)
    profile_types: Mapping[str, tuple[str, str, Mapping[str, str]]] = field(default_factory=dict)


def catalogue_ids(gst: Document, cat: Document) -> CatalogueIds:
    """The ids of ``cat`` and its game system ``gst`` that a roster needs."""
    croot, groot = cat.root, gst.root

    def has_categories(fe: Element) -> bool:
        return bool(_kids(fe, "categoryEntries", "categoryEntry")
                    or _kids(fe, "categoryLinks", "categoryLink"))

    forces = [fe for fe in croot.iter("forceEntry") if has_categories(fe)] or [
        fe for fe in groot.iter("forceEntry") if has_categories(fe)] or [
        *croot.iter("forceEntry"), *groot.iter("forceEntry")]
    if not forces:
        raise RosterFileError(cat.file, "ros.no_force_entry", croot.get("name", ""))
    cost_types = [(c.get("id", ""), c.get("name", "")) for doc in (groot, croot)
                  for c in doc.iter("costType")]
    named = [c for c in cost_types if c[1].strip().lower() in ("pts", "points", "pt")]
    cost = (named or cost_types or [("points", "pts")])[0]
    ptypes: dict[str, tuple[str, str, Mapping[str, str]]] = {}
    for doc in (groot, croot):
        for pt in doc.iter("profileType"):
            pname = pt.get("name", "")
            chars = {c.get("name", ""): c.get("id", "") for c in pt.iter("characteristicType")}
            value = (pt.get("id", ""), pname, chars)
            ptypes.setdefault(pname.lower(), value)
            ptypes.setdefault(PROFILE_TYPES.get(pname.lower(), pname.lower()), value)
    return CatalogueIds(
        game_system_id=groot.get("id", ""),
        game_system_name=groot.get("name", ""),
        game_system_revision=groot.get("revision", "0"),
        catalogue_id=croot.get("id", ""),
        catalogue_name=croot.get("name", ""),
        catalogue_revision=croot.get("revision", "0"),
        force_entry_id=forces[0].get("id", ""),
        force_entry_name=forces[0].get("name", ""),
        cost_type_id=cost[0],
        cost_type_name=cost[1],
        profile_types=ptypes,
    )


@dataclass(frozen=True)
class RosterExport:
    xml: bytes  # the .ros
    items: tuple[RosterItem, ...] = ()  # what could not be written (entries unknown to tl)

    def rosz(self, member: str = "roster.ros") -> bytes:
        return zip_roster(self.xml, member)


def zip_roster(xml: bytes, member: str = "roster.ros") -> bytes:
    """A ``.rosz``: the zip of one ``.ros`` (deflated, a fixed date: the same Force gives
    the same bytes)."""
    if not member.lower().endswith(PLAIN_SUFFIX):
        member += PLAIN_SUFFIX
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        info = zipfile.ZipInfo(member, date_time=(2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        zf.writestr(info, xml)
    return buf.getvalue()


def _number(value: Fraction) -> str:
    """A cost as BattleScribe writes it ("10.0", "0.5")."""
    return repr(float(value))


def _xml_id(text: str) -> str:
    clean = _ID_CHARS.sub("-", text)[:60]
    return clean or hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]


class _Writer:
    def __init__(self, tl: TeamList, ids: CatalogueIds, seed: str) -> None:
        self.tl = tl
        self.ids = ids
        self.idx = bs_ids(tl)
        self.items: list[RosterItem] = []
        self.seed = hashlib.sha1(seed.encode("utf-8", "surrogatepass")).hexdigest()[:8]
        self.serial = 0
        self.taken: set[str] = set()

    def new_id(self, hint: str = "") -> str:
        if hint:
            candidate = _xml_id(hint)
            if candidate not in self.taken:
                self.taken.add(candidate)
                return candidate
        while True:
            self.serial += 1
            candidate = f"{self.seed}-{self.serial:04x}"
            if candidate not in self.taken:
                self.taken.add(candidate)
                return candidate

    def cost(self, parent: Element, value: Fraction) -> None:
        costs = SubElement(parent, "costs")
        SubElement(costs, "cost", {"name": self.ids.cost_type_name,
                                   "typeId": self.ids.cost_type_id, "value": _number(value)})

    def selection(self, parent: Element, place: BsPlace, number: int, *, name: str = "",
                  notes: str = "", hint: str = "") -> Element:
        entry = place.entry
        attrs = {"id": self.new_id(hint), "name": entry.name, "entryId": place.entry_id}
        if place.group_id:
            attrs["entryGroupId"] = place.group_id
        if name:
            attrs["customName"] = name
        attrs["number"] = str(number)
        attrs["type"] = entry.kind.value if entry.kind.value in ("unit", "model") else "upgrade"
        el = SubElement(parent, "selection", attrs)
        if notes:
            SubElement(el, "customNotes").text = notes
        self.rules(el, entry)
        self.profiles(el, entry)
        return el

    def rules(self, el: Element, entry: Entry) -> None:
        rules = [self.tl.index.rules[r] for r in entry.rules if r in self.tl.index.rules]
        if not rules:
            return
        box = SubElement(el, "rules")
        for r in rules:
            rule = SubElement(box, "rule", {"id": self.new_id(r.id), "name": r.name,
                                            "hidden": "false"})
            SubElement(rule, "description").text = r.text

    def profiles(self, el: Element, entry: Entry) -> None:
        if not entry.profiles:
            return
        box = SubElement(el, "profiles")
        for p in entry.profiles:
            tid, tname, chars = self.ids.profile_types.get(p.type, ("", p.type.title(), {}))
            prof = SubElement(box, "profile", {"id": self.new_id(), "name": p.name,
                                               "hidden": "false", "typeId": tid,
                                               "typeName": tname})
            cbox = SubElement(prof, "characteristics")
            for key, value in p.characteristics:
                bs_key = "Save" if key == "Sv" and "Save" in chars else key
                SubElement(cbox, "characteristic", {"name": bs_key,
                                                    "typeId": chars.get(bs_key, "")}).text = value

    def categories(self, el: Element, entry: Entry) -> None:
        if not entry.categories:
            return
        box = SubElement(el, "categories")
        cats = self.tl.index.categories
        primary = entry.primary_category or entry.categories[0]
        for cid in entry.categories:
            cat = cats.get(cid)
            SubElement(box, "category", {
                "id": self.new_id(), "name": cat.name if cat else cid, "entryId": cid,
                "primary": "true" if cid == primary else "false"})

    def options(self, parent: Element, owner: Entry, sels: Sequence[Selection], path: str,
                hint: str) -> Fraction:
        """Write ``sels`` under ``parent``; returns their written cost."""
        if not sels:
            return Fraction(0)
        box = SubElement(parent, "selections")
        total = Fraction(0)
        for i, sel in enumerate(sels):
            place = self.idx.places.get(sel.entry)
            if place is None or place.parent is not owner:
                self.items.append(RosterItem(f"{path} / {sel.entry}", sel.entry, sel.entry,
                                             "unknown_entry"))
                continue
            el = self.selection(box, place, sel.count, hint=f"{hint}-{i + 1}")
            here = f"{path} / {place.entry.name}"
            inner = self.options(el, place.entry, sel.children, here, f"{hint}-{i + 1}")
            own = place.entry.cost * sel.count
            self.cost(el, own)
            self.categories(el, place.entry)
            total += own + inner
        if not len(box):
            parent.remove(box)
        return total


def force_to_roster(
    force: Force,
    tl: TeamList,
    ids: CatalogueIds,
    *,
    notes: Mapping[str, ModelNotes] | None = None,
    force_notes: ForceNotes | None = None,
    total: Fraction | None = None,
    name: str = "",
) -> RosterExport:
    """The roster (``.ros`` XML) of ``force``: one force of ``ids``' catalogue, a root
    selection per model (a Squad: one unit selection holding its members, one selection
    each), options as child selections, each model's campaign notes in its ``customNotes``.
    ``total`` is the roster's cost (the validator's points; else the written costs' sum)."""
    notes = notes or {}
    groups = {g.id: g for g in force.groups}
    w = _Writer(tl, ids, f"{tl.id}|{force.name}|{len(force.models)}")
    if force_notes is None:
        force_notes = ForceNotes(tl.id, tl.version, force.starting, tuple(sorted(force.upgrades)))
    force_notes = ForceNotes(
        force_notes.team_list or tl.id, force_notes.team_list_version or tl.version,
        force_notes.starting, force_notes.upgrades,
        tuple(GroupNotes(g.id, g.entry, g.name, g.squad, g.starting_size) for g in force.groups),
        force_notes.rp, force_notes.renown, force_notes.base_level)
    title = name or force.name or tl.name
    root = Element("roster", {
        "id": w.new_id(), "name": title, "battleScribeVersion": BATTLESCRIBE_VERSION,
        "gameSystemId": ids.game_system_id, "gameSystemName": ids.game_system_name,
        "gameSystemRevision": ids.game_system_revision, "xmlns": ROSTER_NAMESPACE})
    roster_costs = SubElement(root, "costs")
    forces = SubElement(root, "forces")
    fattrs = {"id": w.new_id(), "name": ids.force_entry_name, "entryId": ids.force_entry_id}
    if force.name:
        fattrs["customName"] = force.name
    fattrs.update(catalogueId=ids.catalogue_id, catalogueRevision=ids.catalogue_revision,
                  catalogueName=ids.catalogue_name)
    fel = SubElement(forces, "force", fattrs)
    SubElement(fel, "customNotes").text = notes_text(force_notes)
    sels = SubElement(fel, "selections")
    written = Fraction(0)
    done: set[str] = set()
    top = force.name or ids.force_entry_name

    def model_notes(m: ForceModel) -> str:
        base = notes.get(m.uid, ModelNotes(m.uid))
        return notes_text(ModelNotes(
            m.uid, m.group or "", base.honours, base.permanent_injuries, base.temporary,
            base.characteristics, m.promoted_leader or base.promoted_leader,
            m.incapacitated or base.incapacitated))

    for m in force.models:
        if m.uid in done:
            continue
        place = w.idx.places.get(m.entry)
        if place is None or place.parent is not None:
            w.items.append(RosterItem(f"{top} / {m.name or m.entry}", m.name, m.entry,
                                      "unknown_entry"))
            done.add(m.uid)
            continue
        entry = place.entry
        g = groups.get(m.group) if m.group else None
        if g is not None and m.member is not None:
            # a Squad: the unit once, its members inside
            members = [x for x in force.models if x.group == g.id and x.member is not None]
            done.update(x.uid for x in members)
            el = w.selection(sels, place, 1, name=g.name, hint=g.id,
                             notes=notes_text(ModelNotes(group=g.id)))
            here = f"{top} / {entry.name}"
            inner = w.options(el, entry, g.options, here, g.id)
            box = el.find("selections")
            if box is None:
                box = SubElement(el, "selections")
            for x in members:
                mplace = w.idx.places.get(x.member or "")
                if mplace is None or mplace.parent is not entry:
                    w.items.append(RosterItem(f"{here} / {x.name or x.member}", x.name,
                                              x.member or "", "unknown_entry"))
                    continue
                mel = w.selection(box, mplace, 1, name=x.name, notes=model_notes(x),
                                  hint=x.uid)
                inner += w.options(mel, mplace.entry, x.options, f"{here} / {x.name}", x.uid)
                w.cost(mel, mplace.entry.cost)
                inner += mplace.entry.cost
            if not len(box):
                el.remove(box)
            w.cost(el, entry.cost)
            w.categories(el, entry)
            written += entry.cost + inner
            continue
        done.add(m.uid)
        el = w.selection(sels, place, 1, name=m.name, notes=model_notes(m), hint=m.uid)
        inner = w.options(el, entry, m.options, f"{top} / {m.name or entry.name}", m.uid)
        w.cost(el, entry.cost)
        w.categories(el, entry)
        written += entry.cost + inner
    if not len(sels):
        fel.remove(sels)
    cats = SubElement(fel, "categories")
    SubElement(cats, "category", {"id": w.new_id(), "name": "Uncategorised",
                                  "entryId": NO_CATEGORY, "primary": "false"})
    for c in tl.categories:
        SubElement(cats, "category", {"id": w.new_id(), "name": c.name, "entryId": c.id,
                                      "primary": "false"})
    SubElement(roster_costs, "cost", {"name": ids.cost_type_name, "typeId": ids.cost_type_id,
                                      "value": _number(written if total is None else total)})
    indent(root, "  ")
    body = tostring(root, encoding="unicode")
    xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' + body + "\n"
    return RosterExport(xml.encode("utf-8"), tuple(w.items))

