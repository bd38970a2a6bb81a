"""Render the app's windows to PNG in every language, for people to look at.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots.py [OUT_DIR]   (default: out/screenshots)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from app.i18n import LANGUAGES, install_translators
from app.ui.main_window import MainWindow


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "out/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    for lang in LANGUAGES:
        install_translators(app, lang)
        w = MainWindow(lang)
        w.show()
        top = w.tree.topLevelItem(0)
        for i in range(top.childCount()):
            top.child(i).setExpanded(i < 2)
        w.tree.setCurrentItem(top.child(1).child(0))
        app.processEvents()
        path = out / f"main_window_{lang}.png"
        w.grab().save(str(path))
        print(path)
        w.close()


if __name__ == "__main__":
    main()
