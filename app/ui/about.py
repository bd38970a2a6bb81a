"""The About box: what this is and the versions it runs on (for bug reports)."""

from __future__ import annotations

import platform
from importlib import metadata

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget


def _dist_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "?"


def app_version() -> str:
    """The installed version, else the one of ``pyproject.toml`` (running from a checkout)."""
    version = _dist_version("forcesheet")
    if version != "?":
        return version
    import tomllib
    from pathlib import Path

    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    try:
        return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "?"


def versions() -> list[tuple[str, str]]:
    """(component, version) pairs; read from package metadata, nothing heavy is imported."""
    return [
        ("Force Sheet", app_version()),
        ("Python", platform.python_version()),
        ("Qt", qVersion()),
        ("PySide6", pyside_version),
        ("SQLAlchemy", _dist_version("SQLAlchemy")),
    ]


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.versions_label = QLabel()
        self.versions_label.setTextInteractionFlags(
            self.versions_label.textInteractionFlags()
            | self.versions_label.textInteractionFlags().TextSelectableByMouse
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.blurb)
        layout.addWidget(self.versions_label)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Force Sheet"))
        self.title.setText("<h2>Force Sheet</h2>")
        self.blurb.setText(self.tr(
            "Campaign manager for Heralds of Ruin Kill Team: build your Force from a Team List, "
            "pick a Team for each game and let the app check the rules. Works fully offline."))
        rows = "".join(f"<tr><td>{name}</td><td>&nbsp;{version}</td></tr>"
                       for name, version in versions())
        heading = self.tr("Versions")
        self.versions_label.setText(f"<b>{heading}</b><table>{rows}</table>")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
