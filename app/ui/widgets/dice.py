"""A D6 input: type the players' die, or let the app roll it. Either way the value is stored.

The field accepts 1-6. Anything else (a typo, a 7, a letter) shows a clear message under the
field and changes nothing: :meth:`DiceInput.value` keeps the last good value and
:attr:`DiceInput.valueChanged` is not emitted. Keyboard: type the digit, press ``r`` in the
field (or the Roll button) to roll (an empty field says so beside it; a die already given is
rolled again only once the player confirms: a roll shown is final), Enter moves on to the
next empty die of the window, or presses the dialog's default button (OK) once every die is in.
The error colour follows the palette (readable in dark mode).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.rules.dice import Dice, RandomDice
from app.ui.widgets.theme import role_color, theme_notifier, tint

__all__ = ["DiceInput", "DiceSource", "ask_reroll", "reroll_question"]

DiceSource = Literal["typed", "rolled"]
SIDES = 6


def reroll_question(value: int, source: DiceSource) -> str:
    """The question before a die already given is rolled again."""
    if source == "rolled":
        return QCoreApplication.translate(
            "DiceInput", "Roll again? The first roll was {roll}.").format(roll=value)
    return QCoreApplication.translate("DiceInput", "Roll over the {roll} typed in?").format(
        roll=value)


def ask_reroll(parent: QWidget, value: int, source: DiceSource) -> bool:
    """Ask whether to roll again over ``value`` (No is the default)."""
    window = parent.window()
    answer = QMessageBox.question(
        parent, window.windowTitle() if window is not None else "",
        reroll_question(value, source),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


class _DieEdit(QLineEdit):
    """A one-character field; ``r`` rolls instead of being typed."""

    roll_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.text().lower() == "r" and not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            self.roll_requested.emit()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            owner = self.parent()
            if isinstance(owner, DiceInput) and owner.has_error():
                event.accept()  # a typo: stay here, the message says what to type
                return
            following = self._next_empty_die()
            if following is not None:
                following.setFocus(Qt.FocusReason.TabFocusReason)
                event.accept()
                return
            super().keyPressEvent(event)
            event.ignore()  # on to the dialog: it presses its default button
            return
        super().keyPressEvent(event)

    def _next_empty_die(self) -> _DieEdit | None:
        """The next die field after this one (in Tab order) still waiting for a result."""
        widget: QObject | None = self.nextInFocusChain()
        while widget is not None and widget is not self:
            if (isinstance(widget, _DieEdit) and widget.isVisible() and widget.isEnabled()
                    and not widget.text().strip() and widget.window() is self.window()):
                return widget
            widget = widget.nextInFocusChain() if isinstance(widget, QWidget) else None
        return None


class DiceInput(QWidget):
    """One D6: a field for the typed result, a Roll button, and an error line."""

    valueChanged = Signal(object)  # int | None
    errorChanged = Signal(str)  # the message, "" when the field is fine again

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        dice: Dice | None = None,
        label: str = "",
    ) -> None:
        super().__init__(parent)
        self._dice: Dice = dice if dice is not None else RandomDice()
        self._value: int | None = None
        self._source: DiceSource | None = None
        self._error = ""
        self._bad_text = ""
        self._label_text = label

        self.label = QLabel(self)
        self.edit = _DieEdit(self)
        self.edit.setMaxLength(3)
        self.edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.edit.setFixedWidth(self.edit.fontMetrics().horizontalAdvance("000") + 16)
        self.roll_button = QToolButton(self)
        self.source_label = QLabel(self)
        tint(self.source_label, "muted")  # a disabled label's grey is unreadable on light
        small = self.source_label.font()
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.8))
        self.source_label.setFont(small)
        self.error_label = QLabel(self)
        tint(self.error_label, "error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.label.setBuddy(self.edit)
        if not label:
            self.label.hide()

        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.edit)
        row.addWidget(self.roll_button)
        row.addWidget(self.source_label)
        row.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        outer.addLayout(row)
        outer.addWidget(self.error_label)

        #: asked before the Roll button (or r) replaces a die already given: a roll shown is
        #: final unless the player says to roll again (tests replace it)
        self.confirm_reroll: Callable[[int, DiceSource], bool] = (
            lambda value, source: ask_reroll(self, value, source))
        self.edit.textEdited.connect(self._on_text_edited)
        self.edit.roll_requested.connect(self._on_roll_requested)
        self.roll_button.clicked.connect(self._on_roll_requested)
        self.setFocusProxy(self.edit)
        theme_notifier().changed.connect(self._on_theme_changed)
        self.retranslate()

    # -- public ----------------------------------------------------------------------------
    def value(self) -> int | None:
        """The last valid result (typed or rolled), ``None`` when none was given."""
        return self._value

    def source(self) -> DiceSource | None:
        return self._source

    def has_error(self) -> bool:
        return bool(self._error)

    def error_text(self) -> str:
        return self.error_label.text() if self._error else ""

    def set_label(self, text: str) -> None:
        self._label_text = text
        self.label.setText(text)
        self.label.setVisible(bool(text))

    def set_value(self, value: int | None, source: DiceSource = "typed") -> None:
        """Store ``value`` (1-6, or ``None`` to clear) as if typed or rolled."""
        if value is not None and not 1 <= value <= SIDES:
            raise ValueError(f"a D6 result must be 1-6, got {value}")
        self._set_error("")
        self.edit.setText("" if value is None else str(value))
        self._store(value, source if value is not None else None)

    def roll(self) -> int:
        """Roll with the app's dice and store the result."""
        value = self._dice.d6()
        self.set_value(value, "rolled")
        return value

    def clear(self) -> None:
        self.set_value(None)

    # -- internals -------------------------------------------------------------------------
    def _on_roll_requested(self) -> None:
        """The Roll button or r: rolls an empty die; a die already given is rolled again only
        once the player says so."""
        if self._value is not None and self._source is not None and not self.confirm_reroll(
                self._value, self._source):
            return
        self.roll()

    def _set_error(self, error: str, bad_text: str = "") -> None:
        was = self._error
        self._error = error
        self._bad_text = bad_text
        if bool(was) != bool(error) or error:
            self._show_state()
            self.errorChanged.emit(self.error_text())

    def _store(self, value: int | None, source: DiceSource | None) -> None:
        changed = value != self._value or source != self._source
        self._value = value
        self._source = source
        self._show_state()
        if changed:
            self.valueChanged.emit(value)

    def _on_text_edited(self, text: str) -> None:
        stripped = text.strip()
        if not stripped:
            self._set_error("")
            self._store(None, None)
            return
        if stripped.isdigit() and 1 <= int(stripped) <= SIDES:
            self._set_error("")
            self._store(int(stripped), "typed")
            return
        # A typo: say so, keep the last good value.
        self._set_error("typo", stripped)

    def _show_state(self) -> None:
        if self._error:
            self.error_label.setText(
                self.tr("“{text}” is not a D6 result: type a number from 1 to 6, or press Roll.")
                .format(text=self._bad_text)
            )
            self.error_label.show()
            self.edit.setStyleSheet(f"border: 1px solid {role_color('error').name()};")
        else:
            self.error_label.hide()
            self.edit.setStyleSheet("")
        if self._source == "rolled":
            self.source_label.setText(self.tr("rolled"))
        elif self._source == "typed":
            self.source_label.setText(self.tr("typed"))
        else:
            self.source_label.setText(self._hint())

    def _hint(self) -> str:
        """Beside an empty field: how to roll from the keyboard."""
        return self.tr("r rolls")

    def retranslate(self) -> None:
        self.roll_button.setText(self.tr("Roll"))
        self.roll_button.setToolTip(
            self.tr("Roll a D6 with the app's dice (or press r in the field)")
        )
        self.edit.setPlaceholderText(self.tr("1-6"))
        self.edit.setToolTip(self.tr(
            "Type the result of your D6 (1 to 6), or press r to roll it with the app's dice; "
            "Enter goes on to the next die, then OK"))
        metrics = self.source_label.fontMetrics()
        self.source_label.setMinimumWidth(
            max(metrics.horizontalAdvance(text)
                for text in (self.tr("rolled"), self.tr("typed"), self._hint()))
        )
        if self._label_text:
            self.label.setText(self._label_text)
        self._show_state()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_theme_changed(self) -> None:
        if self._error:
            self._show_state()  # the border's error colour for the new palette
