"""Move a player's Force to a newer revision of its imported Team List, after seeing what it
changes (entries or options gone, points changed, problems new or solved)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language
from app.ui.widgets.context_help import install_context_help

if TYPE_CHECKING:
    from app.model import Changes, Store
    from app.model.catalogues import CatalogueLibrary, RevisionChange
    from app.rules.teamlist import TeamList
    from app.ui.operations import Operations


class RevisionDialog(QDialog):
    """Pick a revision, read the changes, confirm: :meth:`apply` moves the Force, through
    ``operations`` (errors shown, ``Changes`` announced)."""

    def __init__(self, store: Store, player_id: int, library: CatalogueLibrary,
                 parent: QWidget | None = None, *, operations: Operations) -> None:
        super().__init__(parent)
        self.store = store
        self.operations = operations
        self.player_id = player_id
        self.library = library
        self.current = store.team_list(player_id)
        self.force = store.force(player_id)
        self.revisions = [r for r in library.revisions(self.current.id)
                          if r != self.current.version]
        self.target: TeamList | None = None
        self.changes: list[RevisionChange] = []
        self._labels: dict[str, str] = {}  # model labels by uid (change_texts)

        self.current_label = QLabel(self)
        self.revision = QComboBox(self)
        self.revision.addItems(self.revisions)
        self.revision_label = QLabel(self)
        self.revision_label.setBuddy(self.revision)
        self.changes_label = QLabel(self)
        self.list = QListWidget(self)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "force_editor", self.buttons)
        form = QFormLayout()
        form.addRow(self.current_label)
        form.addRow(self.revision_label, self.revision)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.changes_label)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self.revision.currentIndexChanged.connect(self._on_revision_changed)
        self.resize(620, 420)
        self.retranslate()
        self._on_revision_changed(self.revision.currentIndex())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Move the Force to another revision"))
        self.current_label.setText(self.tr("{list}: this Force uses revision {revision}.").format(
            list=self.current.name, revision=self.current.version))
        self.revision_label.setText(self.tr("&Revision:"))
        if not self.revisions:
            self.changes_label.setText(self.tr(
                "No other revision of this Team List has been imported."))
        else:
            self.changes_label.setText(self.tr("What moving the Force changes:"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Move the Force"))
        ok.setEnabled(self.target is not None)
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_revision_changed(self, index: int) -> None:
        from app.model.catalogues import revision_changes

        if index < 0:
            self.target, self.changes = None, []
        else:
            self.target = self.library.load(self.current.id, self.revisions[index])
            self.changes = revision_changes(self.current, self.target, self.force)
        self.retranslate()

    def change_texts(self) -> list[str]:
        from app.ui.naming import model_labels, unnamed_model_name

        language = current_language()
        self._labels = model_labels(
            self.force, lambda entry_id: unnamed_model_name(self.current, entry_id, language))
        return [self._text(c) for c in self.changes]

    def _fill(self) -> None:
        self.list.clear()
        texts = self.change_texts()
        if self.target is not None and not texts:
            texts = [self.tr("Nothing: every model keeps its points and no problem appears.")]
        self.list.addItems(texts)

    def _model_name(self, uid: str) -> str:
        """The models of ``uid`` (ids joined by commas) as every window names them ("Chaos
        Cultist 3": :mod:`app.ui.naming`), in the revision the Force uses now."""
        return ", ".join(self._labels[one] for one in uid.split(",") if one in self._labels)

    def _text(self, c: RevisionChange) -> str:
        model = self._model_name(c.model)
        if c.kind == "entry_removed":
            return self.tr("{model}: {entry} is no longer in the Team List.").format(
                model=model, entry=c.params.get("name", c.entry))
        if c.kind == "option_removed":
            return self.tr("{model}: the option {option} no longer exists.").format(
                model=model, option=c.params.get("name") or c.entry)
        if c.kind == "points_changed":
            return self.tr("{model}: {before} pts → {after} pts.").format(
                model=model, before=c.params["before"], after=c.params["after"])
        from app.i18n.messages import message
        from app.rules.violations import violation

        params = {k: v for k, v in c.params.items() if k != "code"}
        words = message(violation(str(c.params["code"]), params))
        if c.kind == "new_violation":
            return self.tr("New problem: {message}").format(message=words)
        return self.tr("Solved: {message}").format(message=words)

    def apply(self) -> Changes | None:
        """Move the Force (one undoable action, its ``Changes`` announced): those ``Changes``;
        ``None`` when there is nothing to move to, or when the store refused it (the error
        was shown)."""
        target = self.target
        if target is None:
            return None
        return self.operations.run(lambda: self.store.move_team_list(self.player_id, target))
