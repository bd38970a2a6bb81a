"""The typed settings registry, the settings dialog and the About box."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.ui.about import AboutDialog, versions
from app.ui.settings import (
    DICE_DEFAULT,
    LANGUAGE,
    OPTIONS,
    PAPER_SIZE,
    SHOW_ARCHIVED,
    Option,
    Settings,
    settings_file,
)
from app.ui.settings_dialog import SettingsDialog


def test_every_key_is_declared_once_with_type_and_default() -> None:
    assert OPTIONS[LANGUAGE.key] is LANGUAGE
    assert (LANGUAGE.default, DICE_DEFAULT.default, PAPER_SIZE.default) == ("", "roll", "A4")
    assert DICE_DEFAULT.choices == ("roll", "type")
    assert PAPER_SIZE.choices == ("A4", "Letter")
    with pytest.raises(ValueError, match="declared twice"):
        from app.ui.settings import _declare

        _declare(Option("dice/default", str, "roll"))


def test_values_persist_with_their_types(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    s = Settings(path)
    assert s.get(DICE_DEFAULT) == "roll" and s.get(SHOW_ARCHIVED) is False
    s.set(DICE_DEFAULT, "type")
    s.set(PAPER_SIZE, "Letter")
    s.set(SHOW_ARCHIVED, True)
    s.sync()
    again = Settings(path)
    assert again.get(DICE_DEFAULT) == "type"
    assert again.get(PAPER_SIZE) == "Letter"
    assert again.get(SHOW_ARCHIVED) is True
    with pytest.raises(ValueError):
        again.set(PAPER_SIZE, "A3")
    with pytest.raises(TypeError):
        again.set(SHOW_ARCHIVED, "yes")  # type: ignore[arg-type]


def test_unusable_values_in_the_file_fall_back_to_the_default(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[dice]\ndefault=sometimes\n[sheets]\npaper_size=A3\n", encoding="utf-8")
    s = Settings(path)
    assert s.get(DICE_DEFAULT) == "roll"
    assert s.get(PAPER_SIZE) == "A4"
    s.sync()
    assert "version=1" in path.read_text(encoding="utf-8")  # upgraded to the current version


def test_the_file_lives_in_the_data_folder_under_tests() -> None:
    import os

    assert settings_file().parent == Path(os.environ["FORCESHEET_DATA_DIR"])


def test_geometry_round_trip(qtbot: QtBot, tmp_path: Path) -> None:
    s = Settings(tmp_path / "s.ini")
    w = QWidget()
    qtbot.addWidget(w)
    w.resize(432, 321)
    assert not s.restore_geometry("probe", w)  # nothing saved yet
    s.save_geometry("probe", w)
    other = QWidget()
    qtbot.addWidget(other)
    assert Settings(tmp_path / "s.ini").restore_geometry("probe", other)
    assert (other.width(), other.height()) == (432, 321)


def test_settings_dialog_saves_and_reports_a_language_change(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    s = Settings(tmp_path / "s.ini")
    d = SettingsDialog(s)
    qtbot.addWidget(d)
    assert d.language.currentData() == "" and d.dice.currentData() == "roll"
    d.dice.setCurrentIndex(d.dice.findData("type"))
    d.paper.setCurrentIndex(d.paper.findData("Letter"))
    with qtbot.assert_not_emitted(d.language_changed):
        d.save()
    assert (s.get(DICE_DEFAULT), s.get(PAPER_SIZE)) == ("type", "Letter")
    d.language.setCurrentIndex(d.language.findData("fr"))
    with qtbot.wait_signal(d.language_changed) as blocker:
        d.accept()
    assert blocker.args == ["fr"]
    assert Settings(tmp_path / "s.ini").get(LANGUAGE) == "fr"
    assert d.language.itemText(d.language.findData("ru")) == "Русский"


def test_about_names_the_versions(qtbot: QtBot) -> None:
    import platform

    import PySide6
    import sqlalchemy
    from PySide6.QtCore import qVersion

    found = dict(versions())
    assert found["Python"] == platform.python_version()
    assert found["Qt"] == qVersion()
    assert found["PySide6"] == PySide6.__version__
    assert found["SQLAlchemy"] == sqlalchemy.__version__
    d = AboutDialog()
    qtbot.addWidget(d)
    text = d.versions_label.text()
    assert sqlalchemy.__version__ in text and qVersion() in text
    assert d.windowTitle() == "About Force Sheet"
