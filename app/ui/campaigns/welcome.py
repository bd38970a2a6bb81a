"""The first page a newcomer sees: no campaign yet, so offer to start one or open the demo."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class WelcomePage(QWidget):
    new_campaign_requested = Signal()
    demo_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.new_button = QPushButton()
        self.demo_button = QPushButton()
        for button in (self.new_button, self.demo_button):
            button.setMinimumWidth(280)
            button.setMinimumHeight(36)
        self.new_button.setDefault(True)
        self.new_button.clicked.connect(self.new_campaign_requested)
        self.demo_button.clicked.connect(self.demo_requested)
        self.demo_text = QLabel()
        self.demo_text.setWordWrap(True)
        self.demo_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addSpacing(16)
        layout.addWidget(self.new_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.demo_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.demo_text)
        layout.addStretch(2)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText("<h1>{}</h1>".format(self.tr("Welcome to Force Sheet")))
        self.text.setText(self.tr(
            "There is no campaign yet. Start one for your group, with a player for each Force, "
            "or look around the demo campaign first."))
        self.new_button.setText(self.tr("New campaign…"))
        self.demo_button.setText(self.tr("Open the demo campaign"))
        self.demo_text.setText(self.tr(
            "The demo has three players and two games played: Groups with Battle Honours, a "
            "maimed Specialist, a fallen Marine. Change it freely; your own campaigns stay apart."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
