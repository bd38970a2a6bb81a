"""Fill the French and Russian .ts files from a table of translations.

    python scripts/translate_ts.py TABLE.py

TABLE.py defines ``T = {source: (french, russian)}``. Only unfinished messages whose source is in
the table are filled; anything else is left for a translator (the test suite reports it).
"""

from __future__ import annotations

import runpy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def fill(ts: Path, column: int, table: dict[str, tuple[str, str]]) -> int:
    tree = ET.parse(ts)
    filled = 0
    for msg in tree.getroot().iter("message"):
        source = msg.findtext("source") or ""
        tr = msg.find("translation")
        if tr is None or source not in table:
            continue
        tr.text = table[source][column]
        tr.attrib.pop("type", None)
        filled += 1
    ET.indent(tree)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    with ts.open("r+", encoding="utf-8") as f:  # keep Qt's doctype line
        text = f.read().replace("?>\n<TS", "?>\n<!DOCTYPE TS>\n<TS", 1)
        f.seek(0)
        f.write(text)
        f.truncate()
    return filled


def main() -> None:
    table = runpy.run_path(sys.argv[1])["T"]
    for column, lang in enumerate(("fr", "ru")):
        n = fill(ROOT / "translations" / f"forcesheet_{lang}.ts", column, table)
        print(f"{lang}: {n} messages filled")


if __name__ == "__main__":
    main()
