"""The filled examples for the screenshots script: every dialog builds, is valid, renders."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.ui.steps.common import StepDialog
from app.ui.steps.screens import NAMES, example_widgets


def test_every_example_is_filled_valid_and_renders(qtbot: QtBot) -> None:
    widgets = example_widgets()
    assert tuple(widgets) == NAMES
    for name, widget in widgets.items():
        qtbot.addWidget(widget)
        widget.show()
        if isinstance(widget, StepDialog):
            assert widget.problems.messages == [], name
            assert widget.ok_button().isEnabled(), name
            assert widget.build_result() is not None, name
        image = widget.grab().toImage()
        assert image.width() > 300 and image.height() > 200, name
        widget.close()
