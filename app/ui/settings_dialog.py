"""The settings dialog: language, dice default, paper size, theme.

Saving happens in :meth:`SettingsDialog.save` (called on OK), so tests drive the dialog without
``exec()``. The caller switches the language when ``language_changed`` is emitted; the theme
is applied to the application by the dialog itself (``theme_changed`` says it was).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.ui.settings import DICE_DEFAULT, LANGUAGE, PAPER_SIZE, THEME, Settings
from app.ui.widgets.combo import refill_combo
from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.theme import apply_theme
from app.ui.widgets.wheel import guard_wheel

# Each language's name in that language: a French speaker looks for "Français" whatever the
# current interface language, so these are not translated.
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "ru": "Русский"}


class SettingsDialog(QDialog):
    language_changed = Signal(str)  # "" = the system's language
    theme_changed = Signal(str)  # "system", "light" or "dark", already applied

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.language = QComboBox()
        self.dice = QComboBox()
        self.paper = QComboBox()
        self.theme = QComboBox()
        self.theme_label = QLabel()
        self.language_label = QLabel()
        self.dice_label = QLabel()
        self.paper_label = QLabel()
        self.note = QLabel()
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.language_label, self.language)
        form.addRow(self.dice_label, self.dice)
        form.addRow(self.paper_label, self.paper)
        form.addRow(self.theme_label, self.theme)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "settings", self.buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.wheel_guard = guard_wheel(self)  # the wheel never changes an unfocused choice
        self.retranslate()
        self.load()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        self.dice_label.setText(self.tr("&Dice:"))
        self.paper_label.setText(self.tr("&Paper size:"))
        self.language_label.setBuddy(self.language)
        self.dice_label.setBuddy(self.dice)
        self.paper_label.setBuddy(self.paper)
        self.theme_label.setText(self.tr("&Theme:"))
        self.theme_label.setBuddy(self.theme)
        refill_combo(self.theme, [("system", self.tr("Follow the system")),
                                ("light", self.tr("Light")), ("dark", self.tr("Dark"))])
        refill_combo(self.language, [("", self.tr("System default"))]
                   + [(code, name) for code, name in LANGUAGE_NAMES.items()])
        refill_combo(self.dice, [("roll", self.tr("Rolled by the app")),
                               ("type", self.tr("Typed in from the table's dice"))])
        refill_combo(self.paper, [("A4", "A4"), ("Letter", self.tr("US Letter"))])
        self.note.setText(self.tr(
            "The dice setting is the default of each step dialog; you can change it there for "
            "a single roll."))

    def load(self) -> None:
        for combo, option in ((self.language, LANGUAGE), (self.dice, DICE_DEFAULT),
                              (self.paper, PAPER_SIZE), (self.theme, THEME)):
            combo.setCurrentIndex(max(0, combo.findData(self.settings.get(option))))

    def save(self) -> None:
        """Write the choices; emits ``language_changed`` when the language changed."""
        old_language = self.settings.get(LANGUAGE)
        self.settings.set(LANGUAGE, str(self.language.currentData()))
        self.settings.set(DICE_DEFAULT, str(self.dice.currentData()))
        self.settings.set(PAPER_SIZE, str(self.paper.currentData()))
        old_theme = self.settings.get(THEME)
        self.settings.set(THEME, str(self.theme.currentData()))
        self.settings.sync()
        new_language = self.settings.get(LANGUAGE)
        if new_language != old_language:
            self.language_changed.emit(new_language)
        new_theme = self.settings.get(THEME)
        app = QApplication.instance()
        if new_theme != old_theme and isinstance(app, QApplication):
            apply_theme(app, new_theme)
            self.theme_changed.emit(new_theme)

    def accept(self) -> None:
        self.save()
        super().accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
