"""Refresh the .ts files from the code, then fill them from the translation tables.

    python scripts/update_translations.py [--check]

1. ``pyside6-lupdate`` over every ``.py`` file of ``app/`` (``-no-obsolete``) updates
   ``translations/forcesheet_{en,fr,ru}.ts``.
2. Every table in ``translations/pending/*.py`` fills unfinished messages: ``T = {source:
   (french, russian)}`` and, for ``%n`` plurals, ``P = {source: ((fr_one, fr_many),
   (ru_one, ru_few, ru_many))}`` or ``P = {source: ((en_one, en_many), (fr…), (ru…))}``.
   English plural forms default to the source with "(s)" resolved.
3. Every French translation, old or new, gets French typography
   (:func:`app.rules.typography.french_typography`: a non-breaking space before ``;`` ``:``
   ``!`` ``?`` and inside « »), whether its table wrote an ordinary space there or none.
4. Prints what is still unfinished; ``--check`` exits 1 if anything is.
"""

from __future__ import annotations

import re
import runpy
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "translations"
LANGS = ("en", "fr", "ru")

if str(ROOT) not in sys.path:  # run as a script: this checkout's app, not an installed one
    sys.path.insert(0, str(ROOT))
from app.rules.typography import french_typography  # noqa: E402


def sources() -> list[str]:
    """Every Python file that may hold user-visible text (app/rules holds none)."""
    files = sorted(p for p in (ROOT / "app").rglob("*.py") if "rules" not in p.parts)
    return [str(p.relative_to(ROOT)) for p in files]


def lupdate_exe() -> str:
    return shutil.which("pyside6-lupdate") or str(Path(sys.executable).with_name("pyside6-lupdate"))


def run_lupdate(ts: Path, lang: str) -> None:
    subprocess.run([lupdate_exe(), "-silent", "-no-obsolete", *sources(), "-source-language", "en",
                    "-target-language", lang, "-ts", str(ts)], cwd=ROOT, check=True)


def load_tables() -> tuple[dict[str, tuple[str, str]], dict[str, tuple[tuple[str, ...], ...]]]:
    singular: dict[str, tuple[str, str]] = {}
    plural: dict[str, tuple[tuple[str, ...], ...]] = {}
    for table in sorted((TS_DIR / "pending").glob("*.py")):
        data = runpy.run_path(str(table))
        singular.update(data.get("T", {}))
        plural.update(data.get("P", {}))
    return singular, plural


def english_forms(source: str) -> tuple[str, str]:
    one = re.sub(r"\((?:e?s)\)", "", source)
    many = re.sub(r"\((e?s)\)", r"\1", source)
    return one, many


def fill(ts: Path, lang: str, singular: dict[str, tuple[str, str]],
         plural: dict[str, tuple[tuple[str, ...], ...]]) -> list[str]:
    tree = ET.parse(ts)
    unfinished: list[str] = []
    for msg in tree.getroot().iter("message"):
        source = msg.findtext("source") or ""
        tr = msg.find("translation")
        if tr is None:
            continue
        if msg.get("numerus") == "yes":
            forms: tuple[str, ...] | None = None
            if source in plural:
                entry = plural[source]
                if lang == "en":
                    forms = entry[0] if len(entry) == 3 else english_forms(source)
                else:
                    forms = entry[-2] if lang == "fr" else entry[-1]
            elif lang == "en":
                forms = english_forms(source)
            if forms is not None and tr.get("type") == "unfinished":
                for child in list(tr):
                    tr.remove(child)
                tr.text = None
                for form in forms:
                    ET.SubElement(tr, "numerusform").text = form
                tr.attrib.pop("type", None)
        elif tr.get("type") == "unfinished":
            if lang == "en":
                tr.text = source
                tr.attrib.pop("type", None)
            elif source in singular:
                tr.text = singular[source][0 if lang == "fr" else 1]
                tr.attrib.pop("type", None)
        if tr.get("type") == "unfinished":
            unfinished.append(source)
        elif lang == "fr":
            typeset_french(tr)
    ET.indent(tree)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    text = ts.read_text(encoding="utf-8").replace("?>\n<TS", "?>\n<!DOCTYPE TS>\n<TS", 1)
    ts.write_text(text, encoding="utf-8")
    return unfinished


def typeset_french(tr: ET.Element) -> None:
    """French typography over a finished translation (each form of a plural)."""
    for node in tr.findall("numerusform") or [tr]:
        if node.text:
            node.text = french_typography(node.text)


def main() -> int:
    check = "--check" in sys.argv[1:]
    singular, plural = load_tables()
    missing = 0
    for lang in LANGS:
        ts = TS_DIR / f"forcesheet_{lang}.ts"
        run_lupdate(ts, lang)
        left = fill(ts, lang, singular, plural)
        missing += len(left)
        print(f"{lang}: {len(left)} unfinished" + (": " + "; ".join(left[:10]) if left else ""))
    return 1 if (check and missing) else 0


if __name__ == "__main__":
    raise SystemExit(main())
