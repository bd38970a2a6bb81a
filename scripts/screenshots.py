"""Render the app's windows to PNG in every language, for people to look at.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots.py [OUT_DIR] [--pending] [--dark]
        [--guide] [--scale FACTOR]

OUT_DIR (default ``out/screenshots``) receives, for each language (en, fr, ru): the main window
on the first run and with the demo campaign open (players, standings, history), the Force
editor, every step dialog, the campaign dialogs, the Team Lists window, settings and About.
``--pending`` also uses the translations still waiting in ``translations/pending/`` (built into
a temporary folder; nothing in the tree changes). ``--guide`` also writes the user guide's
screenshots (``docs/guide/images/main_window_<lang>.png``, small: 720 pixels wide, 256
colours). ``--dark`` shoots everything in the dark theme (files named ``*_dark``). ``--scale
FACTOR`` shoots at that display scale (``QT_SCALE_FACTOR``; ``--scale 2`` is a 200 % screen,
files named ``*_x2``): the windows keep their size in logical pixels, so at 2 they show how the
app looks on a 1366×768 screen at 200 %. Everything runs in a temporary data folder: the user's
campaigns and settings are never touched.
"""

from __future__ import annotations

import argparse
import json
import os
import runpy
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
TMP = Path(tempfile.mkdtemp(prefix="forcesheet-screens-"))
os.environ["FORCESHEET_DATA_DIR"] = str(TMP / "data")

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app import i18n  # noqa: E402
from app.i18n import LANGUAGES, switch_language  # noqa: E402


def build_pending_translations(out: Path) -> Path:
    """The .qm files with the pending tables merged in (as the release would build them)."""
    from app.i18n.build import lrelease_command

    tools = runpy.run_path(str(ROOT / "scripts" / "update_translations.py"))
    singular, plural = tools["load_tables"]()
    lrelease = lrelease_command()
    if lrelease is None:
        raise SystemExit("pyside6-lrelease not found")
    out.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        ts = out / f"forcesheet_{lang}.ts"
        shutil.copy(ROOT / "translations" / ts.name, ts)
        tools["run_lupdate"](ts, lang)
        tools["fill"](ts, lang, singular, plural)
        subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(out / f"{ts.stem}.qm")],
                       check=True)
    return out


class Shooter:
    def __init__(self, app: QApplication, out: Path) -> None:
        self.app = app
        self.out = out
        self.written: list[Path] = []
        self.suffix = ""

    def settle(self) -> None:
        for _ in range(3):
            self.app.processEvents()

    def grab(self, widget: QWidget, name: str, lang: str) -> None:
        self.settle()
        path = self.out / f"{name}_{lang}{self.suffix}.png"
        widget.grab().save(str(path))
        self.written.append(path)
        print(path)

    def shoot(self, make: Callable[[], QWidget], name: str, lang: str,
              size: tuple[int, int] | None = None) -> None:
        widget = make()
        if size is not None:
            widget.resize(*size)
        widget.show()
        self.grab(widget, name, lang)
        widget.close()
        widget.deleteLater()


def guide_screenshot(window: QWidget, lang: str) -> None:
    """The main window, small, for the user guide (docs/guide/images)."""
    from PySide6.QtCore import Qt

    from app.ui.guide import GUIDE_DIR

    folder = GUIDE_DIR / "images"
    folder.mkdir(parents=True, exist_ok=True)
    image = window.grab().toImage().scaledToWidth(720, Qt.TransformationMode.SmoothTransformation)
    target = folder / f"main_window_{lang}.png"
    image.convertToFormat(image.Format.Format_Indexed8).save(str(target), "PNG", 9)
    print(target)


def tr(text: str) -> str:
    """The demo's words as ``CampaignCommands.open_demo`` translates them."""
    return QCoreApplication.translate("CampaignCommands", text)


def laptop_screen(scale: float) -> Path:
    """The offscreen platform's configuration of one 1366×768 screen (in logical pixels) at
    ``scale``: the windows that fit the screen are shot as they open on the gaming table's
    laptop, not on the platform's default 800×800 square."""
    config = TMP / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "laptop", "x": 0, "y": 0, "width": round(1366 * scale),
        "height": round(768 * scale), "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    return config


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("out", nargs="?", default="out/screenshots", help="the folder of the PNGs")
    parser.add_argument("--pending", action="store_true",
                        help="also use the translations in translations/pending/")
    parser.add_argument("--guide", action="store_true", help="also write the guide's pictures")
    parser.add_argument("--dark", action="store_true", help="the dark theme (files *_dark)")
    parser.add_argument("--scale", type=float, default=1.0, metavar="FACTOR",
                        help="the display scale, e.g. 2 for 200 %% (files *_x2)")
    args = parser.parse_args(argv)
    if args.scale <= 0:
        parser.error("--scale must be above 0")
    return args


def main() -> None:
    args = parse_args(sys.argv[1:])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.pending:
        i18n.QM_DIR = build_pending_translations(TMP / "qm")
    if args.scale != 1:  # read when the application starts
        os.environ["QT_SCALE_FACTOR"] = f"{args.scale:g}"
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={laptop_screen(args.scale)}"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    shooter = Shooter(app, out)
    if args.dark:
        from app.ui.widgets.theme import apply_theme

        apply_theme(app, "dark")
        shooter.suffix = "_dark"
    if args.scale != 1:
        shooter.suffix += f"_x{args.scale:g}"

    from app.model import Store
    from app.model.demo import create_demo_campaign
    from app.ui.about import AboutDialog
    from app.ui.campaigns.dialogs import NewCampaignDialog, NewPlayerDialog
    from app.ui.force_editor.screens import render_force_editor
    from app.ui.main_window import MainWindow
    from app.ui.settings import Settings
    from app.ui.settings_dialog import SettingsDialog
    from app.ui.steps.screens import example_widgets

    first_run = Store.open(TMP / "empty.sqlite", daily_backup=False)
    stores: list[Store] = []
    library = None
    try:
        for lang in LANGUAGES:
            switch_language(app, lang)
            # the demo as the app makes it in this language (its name and notes translated)
            store = Store.open(TMP / f"demo_{lang}.sqlite", daily_backup=False)
            stores.append(store)
            create_demo_campaign(store, tr("Demo: The Fall of Vigil Keep"), tr(
                "A ready-made campaign to look around: two games played, honours, "
                "injuries, a fallen Marine. Undo and redo anything."))
            window = MainWindow(first_run, Settings())
            window.resize(1200, 720)
            window.show()
            shooter.grab(window, "main_window_first_run", lang)
            window.close()

            window = MainWindow(store, Settings())
            window.resize(1280, 760)
            window.show()
            shooter.grab(window, "main_window", lang)
            if args.guide:
                guide_screenshot(window, lang)
            from app.ui.campaigns.progress import show_progress
            from app.ui.guide import show_guide

            progress = show_progress(window, window.operations, window.current_campaign_id())
            shooter.grab(progress, "progress", lang)
            progress.close()
            guide = show_guide(window)
            shooter.grab(guide, "guide", lang)
            guide.close()
            window.campaign_view.tabs.setCurrentIndex(1)
            shooter.grab(window, "main_window_standings", lang)
            window.campaign_view.show_history()
            shooter.grab(window, "main_window_history", lang)
            window.campaign_view.tabs.setCurrentIndex(0)
            browser = window.commands.open_team_lists()
            library = window.commands.library
            browser.resize(1100, 700)
            if browser.entries.topLevelItemCount():  # type: ignore[attr-defined]
                top = browser.entries.topLevelItem(0)  # type: ignore[attr-defined]
                browser.entries.setCurrentItem(top.child(0))  # type: ignore[attr-defined]
            shooter.grab(browser, "team_lists", lang)
            browser.close()
            window.close()

            editor_png = out / f"force_editor_{lang}{shooter.suffix}.png"
            area = app.primaryScreen().availableGeometry()  # a maximised editor
            render_force_editor(editor_png, lang, min(1400, area.width()),
                                min(820, area.height()))
            switch_language(app, lang)
            shooter.written.append(editor_png)
            print(editor_png)
            for name, widget in example_widgets().items():
                widget.show()
                shooter.grab(widget, f"step_{name}", lang)
                widget.close()
                widget.deleteLater()

            shooter.shoot(lambda: SettingsDialog(Settings()), "settings", lang)
            shooter.shoot(AboutDialog, "about", lang)
            shooter.shoot(NewCampaignDialog, "new_campaign", lang)
            assert library is not None
            infos = library.infos()
            shooter.shoot(lambda infos=infos: NewPlayerDialog(infos), "new_player", lang)
    finally:
        switch_language(app, "en")
        QCoreApplication.processEvents()
        for store in stores:
            store.close()
        first_run.close()
        shutil.rmtree(TMP, ignore_errors=True)


if __name__ == "__main__":
    main()
