"""Combo box helpers shared by the dialogs."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox


def refill_combo(combo: QComboBox, items: Iterable[tuple[object, str]]) -> None:
    """Replace ``combo``'s items by ``(data, text)`` pairs, keeping the current choice (by data)
    and without emitting change signals (e.g. when texts are retranslated)."""
    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for data, text in items:
        combo.addItem(text, data)
    if current is not None:
        combo.setCurrentIndex(max(0, combo.findData(current)))
    combo.blockSignals(False)
