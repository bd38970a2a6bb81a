"""The Kill Team 40K game window (seed 001): two lists checked for their sides, the mission
rolled or typed, the game sheet printed, the result recorded in the series and the tally.

Everything shown is the rule set's (:mod:`app.rules.rulesets.kt40k`): the checks, the groups,
the Initiative order, the mission's set-up; the series is :mod:`app.model.kt40k_series`.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.rules.dice import Dice
from app.rules.force import Force
from app.rules.rulesets.kt40k import Side, load_rules, text
from app.rules.rulesets.kt40k.lists import ListReport, check_groups, check_list, default_groups
from app.rules.rulesets.kt40k.missions import mission_for_roll, setup
from app.rules.teamlist import TeamList
from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.dice import DiceInput
from app.ui.widgets.wheel import guard_wheel

__all__ = ["Kt40kWindow", "show_kt40k"]


def _lang() -> str:
    from app.sheets.language import app_language

    return app_language()


@dataclass
class _Loaded:
    path: Path | None  # None: built in this window (not saved yet)
    team_list: TeamList
    force: Force
    report: ListReport


class _SidePanel(QGroupBox):
    """One side: the player's name, the list file, its check and its models."""

    def __init__(self, side: Side, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side: Side = side
        self.loaded: _Loaded | None = None
        self.player = QLineEdit(self)
        self.player_label = QLabel(self)
        self.player_label.setBuddy(self.player)
        self.open_button = QPushButton(self)
        self.open_button.clicked.connect(self._on_open)
        self.build_button = QPushButton(self)
        self.build_button.clicked.connect(self._on_build)
        self.save_button = QPushButton(self)
        self.save_button.clicked.connect(self._on_save)
        self.file_label = QLabel(self)
        self.file_label.setWordWrap(True)
        self.points = QLabel(self)
        self.problems = QListWidget(self)
        self.problems.setWordWrap(True)
        self.problems.setMaximumHeight(90)
        self.models = QTableWidget(0, 6, self)
        self.models.verticalHeader().hide()
        # the Villains' group numbers are typed in their column (double-click or type)
        self.models.setEditTriggers(QTableWidget.EditTrigger.DoubleClicked
                                    | QTableWidget.EditTrigger.EditKeyPressed
                                    | QTableWidget.EditTrigger.AnyKeyPressed)
        self.models.itemChanged.connect(self._on_item_changed)
        self.custom: dict[str, int] | None = None  # uid -> group number the player typed
        self.typo = ""
        self.models.horizontalHeader().setStretchLastSection(True)
        form = QFormLayout()
        form.addRow(self.player_label, self.player)
        row = QHBoxLayout()
        row.addWidget(self.open_button)
        row.addWidget(self.build_button)
        row.addWidget(self.save_button)
        row.addWidget(self.file_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.points)
        layout.addWidget(self.models, 1)
        layout.addWidget(self.problems)
        self.retranslate()

    def retranslate(self) -> None:
        lang = _lang()
        self.setTitle(text(f"sides.{self.side}", lang))
        self.player_label.setText(self.tr("&Player:"))
        self.open_button.setText(self.tr("Open &list…") if self.side == "heroes"
                                 else self.tr("Open l&ist…"))
        self.build_button.setText(self.tr("&Build…") if self.side == "heroes"
                                  else self.tr("B&uild…"))
        self.build_button.setToolTip(self.tr(
            "Build or change the list in the Force editor, from an imported Codex"))
        self.save_button.setText(self.tr("Save…"))
        self.save_button.setToolTip(self.tr("Save the list as a roster file"))
        from app.i18n.messages import characteristic_name

        self.models.setHorizontalHeaderLabels([
            text("sheet.model", lang), text("sheet.slot", lang), characteristic_name("W"),
            characteristic_name("Sv"), characteristic_name("I"),
            text("sheet.group", lang) if self.side == "villains" else text("sheet.armour", lang)])
        self.refresh()

    def _on_open(self) -> None:
        from app.ui.settings import last_folder, remember_folder

        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a list"), str(last_folder("kt40k")),
            self.tr("Rosters (*.json *.ros *.rosz);;All files (*)"))
        if name:
            remember_folder("kt40k", name)
            self.load(Path(name))

    def load(self, path: Path) -> bool:
        """Read the roster at ``path``; a file that cannot be played is named and changes
        nothing."""
        from app.model.kt40k_series import ListFileError, read_list

        try:
            tl, force = read_list(path)
        except ListFileError as exc:
            if exc.kind == "no_teamlist":
                why = self.tr("It names the Team List '{id}', which is not imported.").format(
                    id=exc.detail)
            elif exc.kind == "unreadable":
                why = self.tr("It cannot be read: {error}").format(error=exc.detail)
            else:
                why = exc.detail
            QMessageBox.warning(self, self.tr("List not opened"),
                                self.tr("{file} is not a list that can be played.").format(
                                    file=path.name) + "\n\n" + why)
            return False
        self.loaded = _Loaded(path, tl, force, check_list(tl, force, self.side))
        self.custom = None
        if not self.player.text().strip():
            self.player.setText(path.stem)
        self.refresh()
        return True

    # -- building a list in the Force editor --------------------------------------------------
    def use_list(self, team_list: TeamList, force: Force, path: Path | None = None) -> None:
        """Play ``force`` (of ``team_list``) on this side."""
        self.loaded = _Loaded(path, team_list, force, check_list(team_list, force, self.side))
        self.custom = None
        self.refresh()

    def editor_dialog(self, team_list: TeamList, force: Force) -> _ListEditor:
        return _ListEditor(team_list, force, self)

    def _on_build(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        if self.loaded is not None:
            tl, force = self.loaded.team_list, self.loaded.force
        else:
            from app.model.catalogues import CatalogueLibrary

            library = CatalogueLibrary()
            infos = [i for i in library.infos() if i.source == "battlescribe"] or library.infos()
            if not infos:
                return
            names = [f"{i.name} ({i.revision})" for i in infos]
            name, ok = QInputDialog.getItem(self, self.tr("Build a list"),
                                            self.tr("&Codex (Team List):"), names, 0, False)
            if not ok:
                return
            info = infos[names.index(name)]
            tl, force = library.load(info.id, info.revision), Force(info.id)
        dialog = self.editor_dialog(tl, force)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.use_list(tl, dialog.document.force,
                          self.loaded.path if self.loaded is not None else None)

    def save_list(self, path: Path) -> bool:
        """Write the list as a roster file (the project's JSON); a failure is told."""
        from app.model.exchange import write_atomic
        from app.rules.roster import roster_to_json

        if self.loaded is None:
            return False
        data = roster_to_json(self.loaded.force, team_list_version=self.loaded.team_list.version)
        try:
            write_atomic(path, data.encode("utf-8"))
        except Exception as exc:  # StoreError or OSError: told, nothing else changes
            QMessageBox.warning(self, self.tr("List not saved"), self.tr(
                "{file} could not be written: {error}").format(file=path, error=exc))
            return False
        self.loaded = _Loaded(path, self.loaded.team_list, self.loaded.force, self.loaded.report)
        self.refresh()
        return True

    def _on_save(self) -> None:
        from app.ui.settings import last_folder, remember_folder

        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the list"), str(last_folder("kt40k") / f"{self.side}.json"),
            self.tr("Roster files (*.json)"))
        if name:
            remember_folder("kt40k", name)
            self.save_list(Path(name))

    def groups(self) -> tuple[tuple[str, ...], ...]:
        """The Villains' groups: as the player numbered them, else the proposed ones."""
        if self.loaded is None:
            return ()
        if self.custom is None:
            return default_groups(self.loaded.report.models)
        by_number: dict[int, list[str]] = {}
        for m in self.loaded.report.models:
            by_number.setdefault(self.custom.get(m.uid, 0), []).append(m.uid)
        return tuple(tuple(by_number[n]) for n in sorted(by_number))

    def set_group(self, uid: str, number: int) -> None:
        """Put model ``uid`` in group ``number`` (the others keep theirs)."""
        if self.loaded is None:
            return
        if self.custom is None:
            self.custom = {u: n for n, g in enumerate(self.groups(), start=1) for u in g}
        self.custom[uid] = number
        self.refresh()

    def _on_item_changed(self, item: QTableWidgetItem) -> None:
        if self.side != "villains" or item.column() != 5 or self.loaded is None:
            return
        uid = self.loaded.report.models[item.row()].uid
        typed = item.text().strip().split(" ")[0]
        if not typed.isdigit() or int(typed) < 1:
            self.typo = self.tr("'{text}' is no group number: type 1, 2, 3…").format(
                text=item.text().strip())
            self.refresh()
            return
        self.typo = ""
        self.set_group(uid, int(typed))

    def refresh(self) -> None:
        from app.i18n.messages import message

        lang = _lang()
        self.problems.clear()
        if self.loaded is None:
            self.file_label.setText(self.tr("No list yet."))
            self.save_button.setEnabled(False)
            self.points.setText("")
            self.models.setRowCount(0)
            return
        r = self.loaded.report
        self.file_label.setText(self.loaded.path.name if self.loaded.path is not None
                                else self.tr("(built here, not saved)"))
        self.save_button.setEnabled(True)
        self.points.setText(text("sheet.list_points", lang, team_list=self.loaded.team_list.name,
                                 points=r.points, limit=r.limit))
        group_of: dict[str, str] = {}
        for n, g in enumerate(self.groups(), start=1):
            for uid in g:
                group_of[uid] = str(n) if len(g) > 1 else f"{n} ({text('sheet.alone', lang)})"
        self.models.blockSignals(True)
        self.models.setRowCount(len(r.models))
        for row, m in enumerate(r.models):
            last = (group_of.get(m.uid, "—") if self.side == "villains"
                    else (" / ".join(map(str, m.armour)) if m.armour else "—"))
            cells = [m.name, text(f"slots.{m.slot}", lang) if m.slot else "—",
                     "—" if m.wounds is None else str(m.wounds),
                     "—" if m.save is None else f"{m.save}+",
                     "—" if m.initiative is None else str(m.initiative), last]
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if col >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if not (self.side == "villains" and col == 5):
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.models.setItem(row, col, item)
        self.models.blockSignals(False)
        self.models.resizeColumnsToContents()
        problems = list(r.violations)
        if self.side == "villains":
            problems += check_groups(r.models, self.groups())
        if self.typo:
            self.problems.addItem(self.typo)
        for v in problems:
            self.problems.addItem(message(v))
        if not problems:
            self.problems.addItem(self.tr("Valid for Kill Team 40K."))


class _ListEditor(QDialog):
    """The Force editor over one list (in memory); OK plays the list as edited."""

    def __init__(self, team_list: TeamList, force: Force, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtWidgets import QDialogButtonBox

        from app.ui.force_editor.document import MemoryForceDocument
        from app.ui.force_editor.editor import ForceEditor

        self.document = MemoryForceDocument(team_list, force,
                                            points_limit=load_rules().points_limit)
        self.editor = ForceEditor(self.document)
        self.note = QLabel(self.tr(
            "The editor checks the list as its Team List does; the Kill Team 40K window "
            "checks it for its side once you press OK."))
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, parent=self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "kt40k", buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.editor, 1)
        layout.addWidget(buttons)
        self.setWindowTitle(self.tr("Build a list"))
        self.resize(1100, 680)


class Kt40kWindow(QDialog):
    """A Kill Team 40K game from lists to result."""

    def __init__(self, parent: QWidget | None = None, *, dice: Dice | None = None,
                 series: Path | None = None) -> None:
        super().__init__(parent)
        self.context_help = install_context_help(self, "kt40k")
        from app.model.kt40k_series import default_path

        self.setObjectName("kt40k_window")
        self.series_path = series or default_path()
        self.recorded = False
        self._leaving = False  # the player said to close without recording
        self.heroes = _SidePanel("heroes", self)
        self.villains = _SidePanel("villains", self)
        self.mission_die = DiceInput(self, dice=dice)
        self.mission_die.valueChanged.connect(lambda _v: self._show_mission())
        self.mission_label = QLabel(self)
        self.mission_text = QLabel(self)
        self.mission_text.setWordWrap(True)
        self.mission_text.setTextFormat(Qt.TextFormat.PlainText)
        self.winner = QComboBox(self)
        self.winner_label = QLabel(self)
        self.winner_label.setBuddy(self.winner)
        self.print_button = QPushButton(self)
        self.print_button.clicked.connect(self.print_sheet)
        self.record_button = QPushButton(self)
        self.record_button.clicked.connect(self.record)
        self.tally = QLabel(self)
        self.tally.setTextFormat(Qt.TextFormat.PlainText)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)

        sides = QHBoxLayout()
        sides.addWidget(self.heroes, 1)
        sides.addWidget(self.villains, 1)
        mission = QGridLayout()
        mission.addWidget(self.mission_label, 0, 0)
        mission.addWidget(self.mission_die, 0, 1)
        mission.addWidget(self.mission_text, 1, 0, 1, 2)
        result = QHBoxLayout()
        result.addWidget(self.winner_label)
        result.addWidget(self.winner, 1)
        result.addWidget(self.record_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(sides, 1)
        layout.addLayout(mission)
        layout.addLayout(result)
        layout.addWidget(self.tally)
        layout.addLayout(buttons)
        self.resize(980, 720)
        self.retranslate()
        self.wheel_guard = guard_wheel(self)  # a stray scroll never changes the result
        self.mission_die.setFocus()

    def retranslate(self) -> None:
        lang = _lang()
        self.setWindowTitle(text("rule_set", lang))
        self.mission_label.setText(self.tr("&Mission (the Heroes player's D6):"))
        self.mission_label.setBuddy(self.mission_die)
        self.winner_label.setText(self.tr("&Result:"))
        current = self.winner.currentData()
        self.winner.clear()
        self.winner.addItem(self.tr("(not played yet)"), None)
        for side in ("heroes", "villains"):
            self.winner.addItem(text(f"results.{side}", lang), side)
        self.winner.setCurrentIndex(max(0, self.winner.findData(current)))
        self.print_button.setText(self.tr("&Print game sheet…"))
        self.record_button.setText(self.tr("Record the &result"))
        self.close_button.setText(self.tr("&Close"))
        for panel in (self.heroes, self.villains):
            panel.retranslate()
        self._show_mission()
        self._show_tally()

    def mission_id(self) -> str | None:
        die = self.mission_die.value()
        return None if die is None else mission_for_roll(die).id

    def _show_mission(self) -> None:
        lang = _lang()
        mission_id = self.mission_id()
        if mission_id is None:
            self.mission_text.setText(self.tr("Roll or type the mission die."))
            return
        m = load_rules().mission(mission_id)
        st = setup(m, lang)
        lines = [text("sheet.mission", lang, d6=m.d6, name=st.name), st.brief, *st.lines]
        lines += [f"{name}: {t}" for name, t in st.characters]
        lines += [f"{text('results.heroes', lang)} {st.win_heroes}",
                  f"{text('results.villains', lang)} {st.win_villains}"]
        self.mission_text.setText("\n".join(lines))

    def _show_tally(self) -> None:
        from app.model.kt40k_series import SeriesFileError, load
        from app.rules.rulesets.kt40k.series import tally

        try:
            rows = tally(load(self.series_path))
        except SeriesFileError as exc:
            self.tally.setText(self.tr("The series file cannot be read: {problem}").format(
                problem=exc.problem))
            return
        if not rows:
            self.tally.setText(self.tr("No game of the series recorded yet."))
            return
        self.tally.setText("\n".join(
            self.tr("{player}: {won} won, {lost} lost of {played}").format(
                player=t.player, won=t.won, lost=t.lost, played=t.played) for t in rows))

    def _ready(self) -> bool:
        missing = []
        if self.heroes.loaded is None or self.villains.loaded is None:
            missing.append(self.tr("Open both lists."))
        if self.mission_id() is None:
            missing.append(self.tr("Roll or type the mission die."))
        if missing:
            QMessageBox.information(self, text("rule_set", _lang()), "\n".join(missing))
            return False
        return True

    def print_sheet(self, target: Path | None = None) -> Path | None:
        from app.sheets.kt40k_sheet import game_sheet, write_game_sheet

        if not self._ready():
            return None
        assert self.heroes.loaded is not None and self.villains.loaded is not None
        mission_id = self.mission_id()
        assert mission_id is not None
        chosen = target is None
        if target is None:
            from app.ui.sheet_export import ask_pdf_path

            target = ask_pdf_path(self, self.tr("Save the game sheet"), "kt40k-game.pdf")
            if target is None:
                return None
        h, v = self.heroes.loaded, self.villains.loaded
        sheet = game_sheet(mission_id, (self.heroes.player.text().strip(), h.team_list, h.force),
                           (self.villains.player.text().strip(), v.team_list, v.force),
                           groups=self.villains.groups(), language=_lang())
        try:
            written = write_game_sheet(sheet, target)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Game sheet not saved"), self.tr(
                "{file} could not be written: {error}").format(file=target,
                                                               error=exc.strerror or exc))
            return None
        if chosen:  # in the viewer, else a message says where it was saved
            from app.ui.sheet_export import open_pdf

            open_pdf(self, written)
        return written

    def record(self) -> bool:
        from app.i18n.messages import message
        from app.model.kt40k_series import SeriesFileError, add_game
        from app.rules.rulesets.kt40k.series import GameResult

        if not self._ready():
            return False
        winner = self.winner.currentData()
        if winner is None:
            QMessageBox.information(self, text("rule_set", _lang()),
                                    self.tr("Choose which side won."))
            return False
        mission_id = self.mission_id()
        assert mission_id is not None
        result = GameResult(mission_id, self.heroes.player.text().strip(),
                            self.villains.player.text().strip(), winner,
                            self.mission_die.value(), dt.date.today().isoformat())
        try:
            _, problems = add_game(self.series_path, result)
        except SeriesFileError as exc:
            QMessageBox.warning(self, self.tr("Result not recorded"), self.tr(
                "The series file cannot be read: {problem}").format(problem=exc.problem))
            return False
        if problems:
            QMessageBox.warning(self, self.tr("Result not recorded"), message(problems[0]))
            return False
        self.recorded = True
        self._show_tally()
        return True

    def may_close(self) -> bool:
        """Whether the window may go: a result chosen but not recorded is asked about once."""
        played = self.mission_id() is not None and self.winner.currentData() is not None
        if self._leaving or not played or self.recorded:
            return True
        answer = QMessageBox.question(
            self, text("rule_set", _lang()),
            self.tr("The result is not recorded. Close anyway?"),
            QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        self._leaving = answer == QMessageBox.StandardButton.Close
        return self._leaving

    def closeEvent(self, event: QCloseEvent) -> None:  # the title bar's close, Close
        if not self.may_close():
            event.ignore()
            return
        super().closeEvent(event)

    def reject(self) -> None:  # Esc: asks as closing does, then closes
        if self.may_close():
            super().reject()


def show_kt40k(parent: QWidget | None = None) -> Kt40kWindow:
    w = Kt40kWindow(parent)
    w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    w.show()
    return w

