"""``forcesheet teamlist import FILE…`` and ``forcesheet teamlist show ID``.

``import`` reads BattleScribe game systems and catalogues (``.gst``/``.cat``/``.gstz``/``.catz``)
into the library in the data folder and prints, for each catalogue, what its import report
could not express. ``show`` prints a Team List (built-in or imported): its sections with their
allowances, and every entry with its cost (mandatory items included) and its own limits.

Exit codes: 0 done, 2 a file could not be imported or the list is unknown.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP

EXIT_OK = 0
EXIT_UNUSABLE = 2
CONTEXT = "cli_teamlists"

MESSAGES: dict[str, str] = {
    "imported": QT_TRANSLATE_NOOP(
        "cli_teamlists", "{file}: {name}, revision {revision}: {status} ({entries} entries)"
    ),
    "game_system": QT_TRANSLATE_NOOP("cli_teamlists", "game system: {name}"),
    "not_expressed": QT_TRANSLATE_NOOP("cli_teamlists", "  not expressed: {count} ({summary})"),
    "all_expressed": QT_TRANSLATE_NOOP("cli_teamlists", "  everything was expressed"),
    "problem": QT_TRANSLATE_NOOP("cli_teamlists", "{where}: not imported: {error}"),
    "unknown": QT_TRANSLATE_NOOP("cli_teamlists", "no Team List '{id}'"),
    "header": QT_TRANSLATE_NOOP(
        "cli_teamlists", "{name} ({id}), revision {revision}, source: {source}"
    ),
    "section": QT_TRANSLATE_NOOP("cli_teamlists", "{section} [{allowance}]"),
    "category": QT_TRANSLATE_NOOP("cli_teamlists", "Other: {name} [{allowance}]"),
    "no_section": QT_TRANSLATE_NOOP("cli_teamlists", "Other entries"),
    "pts": QT_TRANSLATE_NOOP("cli_teamlists", "{points} pts"),
    "squad": QT_TRANSLATE_NOOP("cli_teamlists", "Squad ({size})"),
    "limit": QT_TRANSLATE_NOOP("cli_teamlists", "limit {allowance}"),
    "hidden": QT_TRANSLATE_NOOP("cli_teamlists", "hidden unless a condition holds"),
    "revisions": QT_TRANSLATE_NOOP("cli_teamlists", "imported revisions: {revisions}"),
    "interrupted": QT_TRANSLATE_NOOP(
        "cli_teamlists", "interrupted: the import stopped, no file was left half-written"
    ),
}

STATUS: dict[str, str] = {
    "new": QT_TRANSLATE_NOOP("cli_teamlists", "imported"),
    "new_revision": QT_TRANSLATE_NOOP("cli_teamlists", "new revision imported"),
    "unchanged": QT_TRANSLATE_NOOP("cli_teamlists", "already imported, unchanged"),
    "replaced": QT_TRANSLATE_NOOP("cli_teamlists", "re-imported"),
}

# Errors of app.rules.bsdata.CatalogueFileError by code; the parser's own detail follows.
ERRORS: dict[str, str] = {
    "file.unreadable": QT_TRANSLATE_NOOP("cli_teamlists", "cannot read the file"),
    "file.unwritable": QT_TRANSLATE_NOOP("cli_teamlists", "cannot write to the data folder"),
    "file.too_large": QT_TRANSLATE_NOOP("cli_teamlists", "the file is too large"),
    "zip.invalid": QT_TRANSLATE_NOOP("cli_teamlists", "not a valid zip file"),
    "zip.too_large": QT_TRANSLATE_NOOP("cli_teamlists", "the zipped file is too large unzipped"),
    "zip.too_many_files": QT_TRANSLATE_NOOP("cli_teamlists", "the zip holds too many files"),
    "zip.no_single_catalogue": QT_TRANSLATE_NOOP(
        "cli_teamlists", "the zip must hold exactly one .gst or .cat file"
    ),
    "xml.malformed": QT_TRANSLATE_NOOP("cli_teamlists", "not well-formed XML"),
    "xml.too_deep": QT_TRANSLATE_NOOP("cli_teamlists", "elements are nested too deeply"),
    "xml.too_many_elements": QT_TRANSLATE_NOOP("cli_teamlists", "too many elements"),
    "xml.dtd_forbidden": QT_TRANSLATE_NOOP(
        "cli_teamlists", "the file declares a DTD, which BattleScribe files never do"
    ),
    "xml.entities": QT_TRANSLATE_NOOP(
        "cli_teamlists", "the file declares entities (refused: entity expansion attack)"
    ),
    "bs.not_battlescribe": QT_TRANSLATE_NOOP(
        "cli_teamlists", "not a BattleScribe game system or catalogue"
    ),
    "bs.not_game_system": QT_TRANSLATE_NOOP("cli_teamlists", "not a game system"),
    "bs.not_catalogue": QT_TRANSLATE_NOOP("cli_teamlists", "not a catalogue"),
    "bs.wrong_game_system": QT_TRANSLATE_NOOP(
        "cli_teamlists", "the catalogue belongs to another game system"
    ),
    "bs.game_system_missing": QT_TRANSLATE_NOOP(
        "cli_teamlists", "its game system (.gst) is missing: import it with the catalogue"
    ),
    "bs.bad_identifier": QT_TRANSLATE_NOOP("cli_teamlists", "unusable id or revision"),
    "catalogue.too_large": QT_TRANSLATE_NOOP(
        "cli_teamlists", "its links expand to far more entries than any real catalogue"
    ),
    "bs.internal_error": QT_TRANSLATE_NOOP(
        "cli_teamlists", "the importer failed on this file (please report it)"
    ),
}

SECTION_ORDER = ("leader", "specialist", "core", "transport")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def error_text(error: Any) -> str:
    """A CatalogueFileError in words: where, what, and the parser's detail."""
    where = str(error.file)
    if error.line is not None:
        where += f":{error.line}"
        if error.column is not None:
            where += f":{error.column}"
    what = _tr(ERRORS.get(error.code, error.code))
    if error.detail:
        what += f" ({error.detail})"
    return _tr(MESSAGES["problem"]).format(where=where, error=what)


def register(sub: Any, groups: dict[str, Any]) -> None:
    tl = groups["teamlist"]
    imp = tl.add_parser(
        "import", help="import BattleScribe files (.gst, .cat, .gstz, .catz) into the library"
    )
    imp.add_argument("files", nargs="+", type=Path, metavar="FILE")
    imp.add_argument("--report", action="store_true", help="print every construct not expressed")
    imp.add_argument("--json", action="store_true", help="machine-readable output")
    imp.set_defaults(handler=cmd_import)
    show = tl.add_parser("show", help="show a Team List: sections, entries, costs, allowances")
    show.add_argument("id", metavar="ID")
    show.add_argument("--revision", metavar="REV", help="an older imported revision")
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=cmd_show)


def cmd_import(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from app.model.catalogues import CatalogueLibrary

    out = out or sys.stdout
    try:
        result = CatalogueLibrary().import_files(args.files)
    except KeyboardInterrupt:  # Ctrl-C: each revision is written whole or not at all
        out.write(_tr(MESSAGES["interrupted"]) + "\n")
        return EXIT_UNUSABLE
    if args.json:
        from app.model.catalogues import report_to_json

        doc = {
            "imported": [
                {
                    "id": i.id,
                    "name": i.name,
                    "revision": i.revision,
                    "status": i.status,
                    "report": report_to_json(i.report),
                    "not_expressed": i.report.summary(),
                }
                for i in result.imported
            ],
            "game_systems": list(result.game_systems),
            "problems": [
                {
                    "file": p.error.file,
                    "code": p.error.code,
                    "detail": p.error.detail,
                    "line": p.error.line,
                    "column": p.error.column,
                }
                for p in result.problems
            ],
        }
        json.dump(doc, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return EXIT_OK if result.ok else EXIT_UNUSABLE
    for name in result.game_systems:
        out.write(_tr(MESSAGES["game_system"]).format(name=name) + "\n")
    for i in result.imported:
        out.write(
            _tr(MESSAGES["imported"]).format(
                file=i.info.file,
                name=i.name,
                revision=i.revision,
                status=_tr(STATUS.get(i.status, i.status)),
                entries=i.report.root_entries,
            )
            + "\n"
        )
        summary = i.report.summary()
        if summary:
            text = ", ".join(f"{k} {n}" for k, n in summary.items())
            out.write(
                _tr(MESSAGES["not_expressed"]).format(count=len(i.report.items), summary=text)
                + "\n"
            )
        else:
            out.write(_tr(MESSAGES["all_expressed"]) + "\n")
        if args.report and i.report.items:
            for line in i.report.to_text().splitlines()[6:]:
                out.write(f"    {line}\n" if line else "")
    for p in result.problems:
        out.write(error_text(p.error) + "\n")
    return EXIT_OK if result.ok else EXIT_UNUSABLE


def _allowance(constraints: Any) -> str:
    lo, hi = 0, None
    for c in constraints:
        if c.field != "selections" or c.scope not in ("parent", "force", "roster"):
            continue
        if c.kind == "min":
            lo = max(lo, int(c.value))
        elif c.value >= 0:
            hi = int(c.value) if hi is None else min(hi, int(c.value))
    if hi is None:
        return f"{lo}+"
    return str(hi) if lo == hi else f"{lo}-{hi}"


def cmd_show(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from app.model.catalogues import CatalogueLibrary
    from app.rules.pricing import catalogue_price
    from app.rules.validation import points_int

    out = out or sys.stdout
    lib = CatalogueLibrary()
    try:
        tl = lib.load(args.id, args.revision)
    except KeyError:
        sys.stderr.write(_tr(MESSAGES["unknown"]).format(id=args.id) + "\n")
        return EXIT_UNUSABLE
    idx = tl.index
    source = "builtin" if tl.origin != "battlescribe" else "battlescribe"
    sections: dict[str, list[Any]] = {}
    for e in tl.entries:
        sec = idx.section_of(e)
        sections.setdefault(str(sec) if sec else "", []).append(e)
    if args.json:
        doc = {
            "id": tl.id,
            "name": tl.name,
            "revision": tl.version,
            "source": source,
            "categories": [
                {
                    "id": c.id,
                    "name": c.name,
                    "section": str(c.section) if c.section else None,
                    "allowance": _allowance(c.constraints),
                }
                for c in tl.categories
            ],
            "entries": [
                {
                    "id": e.id,
                    "name": e.name,
                    "section": str(idx.section_of(e) or "") or None,
                    "points": points_int(catalogue_price(tl, e.id)),
                    "allowance": _allowance(e.constraints),
                    "squad_size": e.squad_size,
                    "hidden": e.hidden,
                }
                for e in tl.entries
            ],
        }
        json.dump(doc, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return EXIT_OK
    from app.i18n.messages import section_name

    out.write(
        _tr(MESSAGES["header"]).format(name=tl.name, id=tl.id, revision=tl.version, source=source)
        + "\n"
    )
    if source == "battlescribe":
        revs = lib.revisions(tl.id)
        if len(revs) > 1:
            out.write(_tr(MESSAGES["revisions"]).format(revisions=", ".join(revs)) + "\n")
    cats = {str(c.section): c for c in tl.categories if c.section is not None}
    for key in (*SECTION_ORDER, ""):
        entries = sections.get(key)
        cat = cats.get(key)
        if not entries and cat is None:
            continue
        out.write("\n")
        if key:
            allowance = _allowance(cat.constraints) if cat else ""
            title = _tr(MESSAGES["section"]).format(section=section_name(key), allowance=allowance)
            out.write(title.replace(" []", "") + "\n")
        else:
            out.write(_tr(MESSAGES["no_section"]) + "\n")
        for e in entries or ():
            bits = [_tr(MESSAGES["pts"]).format(points=points_int(catalogue_price(tl, e.id)))]
            if e.squad_size:
                bits.append(_tr(MESSAGES["squad"]).format(size=e.squad_size))
            allowance = _allowance(e.constraints)
            if allowance != "0+":
                bits.append(_tr(MESSAGES["limit"]).format(allowance=allowance))
            if e.hidden:
                bits.append(_tr(MESSAGES["hidden"]))
            out.write(f"  {e.name}: {', '.join(bits)}\n")
    others = [c for c in tl.categories if c.section is None]
    if others:
        out.write("\n")
        for c in others:
            out.write(
                _tr(MESSAGES["category"]).format(name=c.name, allowance=_allowance(c.constraints))
                + "\n"
            )
    return EXIT_OK
