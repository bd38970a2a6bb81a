"""What the Force editor shows over a Force that has played: the banner and the correction.

Once a Force has played a game, the rules change it only through step 5 (Spend RP) or an
explicit **correction** (a mistake at the table: a model forgotten, a wrong option). The
:class:`PlayedBanner` says so at the top of the editor, with the two ways; during a correction
it shows the reason and a "Done" button. :class:`CorrectionDialog` asks for the reason (it is
required: the history and the Force Sheet show it). Over the Force as it was (a snapshot of
the campaign) the banner says it is read-only.

Colours come from the palette (the banner is a styled panel with the style's icon), so it reads
in light and dark themes alike.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app.ui.widgets.context_help import install_context_help

#: The longest reason the store keeps.
REASON_LENGTH = 500


class PlayedBanner(QFrame):
    """The strip at the top of the editor of a Force that has played (hidden otherwise)."""

    spend_clicked = Signal()
    correct_clicked = Signal()
    done_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("played_banner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self._games = 0
        self._reason: str | None = None
        self._read_only = False
        self.icon = QLabel()
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel()
        self.text.setObjectName("played_banner_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.spend_button = QPushButton()
        self.spend_button.setObjectName("spend_button")
        self.correct_button = QPushButton()
        self.correct_button.setObjectName("correct_button")
        self.done_button = QPushButton()
        self.done_button.setObjectName("done_button")
        self.spend_button.clicked.connect(self.spend_clicked)
        self.correct_button.clicked.connect(self.correct_clicked)
        self.done_button.clicked.connect(self.done_clicked)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.addWidget(self.icon)
        lay.addWidget(self.text, 1)
        for button in (self.spend_button, self.correct_button, self.done_button):
            lay.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.hide()
        self.retranslate()

    def set_state(self, games: int, reason: str | None, read_only: bool = False) -> None:
        """``games`` the Force has played (0 hides the banner), the correction's ``reason``
        (``None``: not correcting), ``read_only`` for the Force as it was."""
        self._games, self._reason, self._read_only = games, reason, read_only
        self._update()

    def _update(self) -> None:
        style = self.style()
        correcting = self._reason is not None and not self._read_only
        icon = (QStyle.StandardPixmap.SP_MessageBoxWarning if correcting
                else QStyle.StandardPixmap.SP_MessageBoxInformation)
        size = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) * 3 // 2
        self.icon.setPixmap(style.standardIcon(icon).pixmap(size, size))
        if self._read_only:
            text = self.tr("The Force as it was: nothing can be changed here.")
        elif correcting:
            text = "\n".join((
                self.tr("Correcting: {reason}").format(reason=self._reason),
                self.tr("Every change is recorded as a correction with this reason; the "
                        "history and the Force Sheet show it."),
            ))
        else:
            text = self.tr(
                "This Force has played %n game(s): it changes only by spending RP (step 5) "
                "or by a correction. Names can still be changed.", "", self._games)
        self.text.setText(text)
        self.spend_button.setVisible(not self._read_only and not correcting)
        self.correct_button.setVisible(not self._read_only and not correcting)
        self.done_button.setVisible(correcting)
        self.setVisible(self._read_only or self._games > 0)

    def retranslate(self) -> None:
        self.spend_button.setText(self.tr("Spend RP…"))
        self.spend_button.setToolTip(self.tr("Recruit, buy wargear and honours with RP "
                                             "(step 5)"))
        self.correct_button.setText(self.tr("Make a correction…"))
        self.correct_button.setToolTip(self.tr(
            "Change the Force outside step 5 to put a mistake right; you give the reason"))
        self.done_button.setText(self.tr("Done"))
        self.done_button.setToolTip(self.tr("End the correction: the Force is locked again"))
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class CorrectionDialog(QDialog):
    """Asks why the Force is corrected; OK stays disabled while the reason is empty."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.label = QLabel()
        self.reason = QLineEdit()
        self.reason.setObjectName("correction_reason")
        self.reason.setMaxLength(REASON_LENGTH)
        self.label.setBuddy(self.reason)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "force_editor", self.buttons)
        self.reason.textChanged.connect(self._on_reason_changed)
        lay = QVBoxLayout(self)
        lay.addWidget(self.intro)
        lay.addWidget(self.label)
        lay.addWidget(self.reason)
        lay.addWidget(self.buttons)
        self.retranslate()
        self._on_reason_changed(self.reason.text())
        width = max(self.sizeHint().width(), 460)
        # the height of the wrapped words at that width: no gap between question and answer
        self.resize(width, lay.totalHeightForWidth(width) if lay.hasHeightForWidth()
                    else self.sizeHint().height())

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def reason_text(self) -> str:
        return self.reason.text().strip()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Make a correction"))
        self.intro.setText(self.tr(
            "A correction changes a Force that has played outside step 5, to put a mistake "
            "right (a model forgotten, a wrong option). The campaign history and the Force "
            "Sheet show every correction with its reason."))
        self.label.setText(self.tr("&Why is the Force corrected?"))
        self.reason.setPlaceholderText(self.tr("e.g. the Sergeant's melta bombs were forgotten"))
        self.ok_button.setText(self.tr("Start the correction"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_reason_changed(self, _text: str) -> None:
        self.ok_button.setEnabled(bool(self.reason_text()))

    def accept(self) -> None:
        if self.reason_text():  # Enter in an empty field does nothing
            super().accept()
