"""Render every sample sheet in English, French and Russian to PDF and PNG, to look at them.

    python scripts/render_sheets.py [--out DIR] [--dpi 90] [--paper a4|letter]
                                    [--lang en fr ru] [--pending] [--no-png]

The files go to ``build/sheet-previews/`` unless ``--out`` says otherwise.

Sample sheets: the Force Sheets and Team Sheets of the two sample players
(``app.sheets.samples``: honours, injuries, temporary states, a Group, a Squad, a Walker, an
Artillery gun, fallen models), a 120-model Force Sheet (pagination), and the demo campaign of
the store (every Force Sheet in one PDF, and a Team Sheet of its last game). Each PDF is
turned into one PNG per page with ``pdftoppm`` (poppler-utils).

``--pending`` also loads ``translations/pending/sheets.py`` (compiled on the fly), for the
sheets' labels before they are merged into ``translations/*.ts``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", type=Path, default=ROOT / "build" / "sheet-previews")
    p.add_argument("--dpi", type=int, default=90)
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    p.add_argument("--lang", nargs="+", default=["en", "fr", "ru"], choices=["en", "fr", "ru"])
    p.add_argument("--pending", action="store_true",
                   help="also use the not yet merged translations of the sheets")
    p.add_argument("--no-png", action="store_true", help="write the PDFs only")
    args = p.parse_args()

    from app.sheets import from_store, samples
    from app.sheets.data import force_sheet_data
    from app.sheets.language import SheetLanguage
    from app.sheets.render import render

    pdftoppm = shutil.which("pdftoppm")
    if not args.no_png and pdftoppm is None:
        print("pdftoppm not found: install poppler-utils, or use --no-png", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.setdefault("FORCESHEET_DATA_DIR", tmp)
        extra: dict[str, list[Path]] = {}
        if args.pending:
            from tests.sheets.conftest import compile_pending

            extra = {lang: [compile_pending(lang, Path(tmp))] for lang in ("fr", "ru")}
        from app.model import Store
        from app.model.demo import DEMO_NAME, DEMO_NOTES, create_demo_campaign

        for code in args.lang:
            lang = SheetLanguage(code, extra.get(code, ()))
            # the demo as the app makes it in this language (its name and notes translated)
            with Store.open(Path(tmp) / f"demo-{code}.db", daily_backup=False) as store:
                cid = create_demo_campaign(store, lang.lookup("CampaignCommands", DEMO_NAME),
                                           lang.lookup("CampaignCommands", DEMO_NOTES))
                tl, big = samples.big_force(120)
                game = store.games(cid)[-1]
                jobs = {
                    "force": samples.force_sheets(lang),
                    "team": samples.team_sheets(lang),
                    "force120": [force_sheet_data(tl, big, language=lang, player="P. Big")],
                    "demo-campaign": from_store.campaign_sheets(store, cid, language=lang),
                    "demo-team": [from_store.team_sheet(store, game.id, game.players[0],
                                                        language=lang)],
                }
                for name, sheets in jobs.items():
                    pdf = args.out / f"{name}-{code}.pdf"
                    render(sheets, pdf, paper=args.paper, language=lang)
                    written.append(pdf)
    for pdf in written:
        if args.no_png:
            print(pdf)
            continue
        for old in pdf.parent.glob(f"{pdf.stem}-*.png"):
            old.unlink()
        subprocess.run([str(pdftoppm), "-r", str(args.dpi), "-png", str(pdf),
                        str(pdf.with_suffix(""))], check=True)
        for png in sorted(pdf.parent.glob(f"{pdf.stem}-*.png")):
            print(png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
