"""Fixtures of the step dialog tests: the sample players and a language switch."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from app.ui.steps.samples import SamplePlayer, sample_players


class MarkingTranslator(QTranslator):
    """Translates every string to "«source»": a switch to it must change every text."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"«{source}»"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def players() -> tuple[SamplePlayer, SamplePlayer]:
    return sample_players()


@pytest.fixture
def switch_language(qapp: object, qtbot: QtBot) -> Iterator[object]:
    """Call it to install the marking translator (Qt then sends LanguageChange)."""
    installed: list[QTranslator] = []

    def switch() -> None:
        translator = MarkingTranslator()
        QCoreApplication.installTranslator(translator)
        installed.append(translator)
        qtbot.wait(10)

    yield switch
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
