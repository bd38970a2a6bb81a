"""``forcesheet rules search TEXT``, ``forcesheet rules show ID`` and ``forcesheet rules booklet
-o FILE`` — the rules reference.

``search`` finds rules, honours, upgrades, terms and play rules by name or text in English, French
or Russian (accents and case ignored) and prints one line each: id, name, kind. ``show`` prints one
entry: an id (``honour.medic``), a key only one entry has (``gets_hot``), a name in any language
(``"Mouvement à couvert"``) or a rule with its value (``"Fear (2)"``). ``--lang`` chooses the
language of what is printed (default: the system's). ``booklet`` writes the whole reference in
one language as a PDF (``--glossary`` adds the optional glossary of generic skills).

Exit codes: 0 found (or written), 1 nothing found (search), 2 unknown entry or unusable value
(show), or the booklet could not be written (as ``forcesheet sheet`` does).
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP

EXIT_OK = 0
EXIT_NOTHING = 1
EXIT_UNUSABLE = 2
CONTEXT = "cli_rules"
WIDTH = 78

MESSAGES: dict[str, str] = {
    "unknown": QT_TRANSLATE_NOOP("cli_rules", "the rules reference has no entry '{id}'"),
    "bad_value": QT_TRANSLATE_NOOP(
        "cli_rules", "'{value}' does not fit the parameter of {name}"),
    "nothing": QT_TRANSLATE_NOOP("cli_rules", "nothing found for '{query}'"),
    "written": QT_TRANSLATE_NOOP("cli_rules", "rules reference booklet written to {file}"),
    "not_written": QT_TRANSLATE_NOOP("cli_rules",
                                     "the booklet could not be written to {file}: {error}"),
}


def _tr(key: str) -> str:
    return QCoreApplication.translate(CONTEXT, MESSAGES[key])


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add ``rules search`` and ``rules show`` to the sub-commands ``sub``."""
    from app.rules.reference import KINDS

    rules: argparse.ArgumentParser = sub.add_parser(
        "rules", help="the rules reference: rules, honours, upgrades, terms")
    actions = rules.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    search = actions.add_parser("search", help="find entries by name or text (en, fr, ru)")
    search.add_argument("text", metavar="TEXT", help='what to look for, e.g. peur or "Fear (2)"')
    search.add_argument("--lang", choices=("en", "fr", "ru"), default=None,
                        help="language of the names printed (default: the system's)")
    search.add_argument("--kind", choices=KINDS, default=None, help="only entries of this kind")
    search.add_argument("--no-glossary", action="store_true",
                        help="leave out the optional glossary of generic skills (seed 002)")
    search.add_argument("--limit", type=int, default=None, metavar="N",
                        help="print at most N entries")
    search.add_argument("--json", action="store_true", help="machine-readable output")
    search.set_defaults(handler=cmd_search)
    show = actions.add_parser("show", help="print one entry: its text, costs and source")
    show.add_argument("id", metavar="ID", help='an id (honour.medic), a name, or "Fear (2)"')
    show.add_argument("--lang", choices=("en", "fr", "ru"), default=None,
                      help="language of the text (default: the system's)")
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=cmd_show)
    booklet = actions.add_parser("booklet",
                                 help="write the whole reference in one language as a PDF")
    booklet.add_argument("-o", "--output", required=True, metavar="FILE", help="the PDF to write")
    booklet.add_argument("--lang", choices=("en", "fr", "ru"), default=None,
                         help="language of the booklet (default: the system's)")
    booklet.add_argument("--glossary", action="store_true",
                         help="add the optional glossary of generic skills (seed 002)")
    booklet.add_argument("--paper", choices=("a4", "letter"), default="a4",
                         help="paper size (default: a4)")
    booklet.set_defaults(handler=cmd_booklet)
    return rules


def register(sub: Any, groups: dict[str, Any]) -> None:
    """The ``app.cli.EXTENSIONS`` hook."""
    add_parser(sub)


def _language(args: argparse.Namespace) -> str:
    if getattr(args, "lang", None):
        return str(args.lang)
    from app.i18n import system_language

    return system_language()


def cmd_search(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from app.rules.reference import default_reference

    out = out or sys.stdout
    lang = _language(args)
    ref = default_reference()
    hits = ref.search(args.text, lang, kinds=[args.kind] if args.kind else None,
                      include_optional=not args.no_glossary, limit=args.limit)
    if args.json:
        json.dump([{"id": h.entry.id, "kind": h.entry.kind, "name": h.entry.name(lang, h.value),
                    "value": h.value, "matched": h.where, "optional": h.entry.optional}
                   for h in hits], out, indent=2, ensure_ascii=False)
        out.write("\n")
    else:
        for h in hits:
            out.write(f"{h.entry.id}\t{h.entry.name(lang, h.value)}\t"
                      f"{ref.kind_name(h.entry.kind, lang)}\n")
    if not hits and not args.json:
        sys.stderr.write(_tr("nothing").format(query=args.text) + "\n")
    return EXIT_OK if hits else EXIT_NOTHING


def cmd_show(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from app.rules.reference import ParameterError, default_reference

    out = out or sys.stdout
    lang = _language(args)
    ref = default_reference()
    try:
        view = ref.show(args.id, lang)
    except KeyError:
        sys.stderr.write(_tr("unknown").format(id=args.id) + "\n")
        return EXIT_UNUSABLE
    except ParameterError as exc:
        entry = ref.get(exc.entry_id)
        sys.stderr.write(_tr("bad_value").format(
            value=exc.value, name=entry.name(lang) if entry is not None else exc.entry_id) + "\n")
        return EXIT_UNUSABLE
    if args.json:
        json.dump({"id": view.id, "kind": view.kind, "kind_name": view.kind_name,
                   "name": view.name, "text": view.text, "facts": list(view.facts),
                   "value": view.value, "parameter": view.parameter,
                   "aliases": list(view.aliases), "see": [i for i, _n in view.see],
                   "source": view.source, "optional": view.optional,
                   "imported_from": view.imported_from}, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return EXIT_OK
    out.write(f"{view.name} — {view.kind_name} ({view.id})\n")
    if view.facts:
        out.write(" · ".join(view.facts) + "\n")
    out.write("\n" + textwrap.fill(view.text, WIDTH) + "\n\n")
    if view.parameter:
        out.write(view.parameter + "\n")
    if view.aliases:
        out.write(textwrap.fill(ref.label("aliases", lang, list=", ".join(view.aliases)),
                                WIDTH) + "\n")
    if view.see:
        names = ", ".join(f"{name} ({entry_id})" for entry_id, name in view.see)
        out.write(textwrap.fill(ref.label("see", lang, list=names), WIDTH) + "\n")
    if view.source:
        out.write(textwrap.fill(ref.label("source", lang, source=view.source), WIDTH) + "\n")
    return EXIT_OK


def cmd_booklet(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from pathlib import Path

    from app.sheets.booklet import Booklet
    from app.sheets.output import write_pdf

    out = out or sys.stdout
    target = Path(args.output)
    try:
        write_pdf(Booklet(_language(args), glossary=args.glossary), target, paper=args.paper)
    except OSError as exc:
        sys.stderr.write(_tr("not_written").format(file=target, error=exc.strerror or exc)
                         + "\n")
        return EXIT_UNUSABLE
    out.write(_tr("written").format(file=target) + "\n")
    return EXIT_OK
