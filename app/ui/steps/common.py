"""What every step dialog shares: names of models, the campaign view of a Force, the dialog base.

:class:`ForceInfo` gives display names, sections and points of the models of a rules
:class:`~app.rules.force.Force` over its Team List. :func:`campaign_model` turns a Force model into
the campaign engine's :class:`~app.rules.campaign.CampaignModel` (used for recruits and for
examples without a store). :class:`StepDialog` is the base of the five dialogs: the result is
built by :meth:`StepDialog.build_result` (``None`` while the inputs are incomplete or refused) and
kept by :meth:`StepDialog.accept`; nothing is applied by the dialog itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cached_property
from html import escape
from typing import TYPE_CHECKING, Any, Literal

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QWidget,
)

from app.i18n import current_language
from app.rules.campaign import CampaignModel, PlayerState
from app.rules.force import Force, ForceModel, Group
from app.rules.teamlist import Entry, Section, TeamList, display_name
from app.rules.violations import Violation
from app.ui.naming import group_labels, model_labels, unnamed_model_name
from app.ui.steps.messages import campaign_message
from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.dice import DiceInput
from app.ui.widgets.theme import tint
from app.ui.widgets.wheel import guard_wheel

if TYPE_CHECKING:  # the validator loads on first use: the history's names need none
    from app.rules.validation import Report, Validator

__all__ = [
    "DraftSlot",
    "ForceInfo",
    "ProblemLabel",
    "StepDialog",
    "campaign_model",
    "current_language",
    "player_state_from_force",
]


class ForceInfo:
    """Names, sections and points of a Force's models, in the current language."""

    def __init__(self, force: Force, team_list: TeamList, validator: Validator | None = None):
        self.force = force
        self.team_list = team_list
        if validator is not None:
            self.validator = validator

    @cached_property
    def validator(self) -> Validator:
        """Built on first use: names alone (the history's) need none."""
        from app.rules.validation import Validator

        return Validator(self.team_list)

    # -- Team List names --------------------------------------------------------------------
    def entry(self, entry_id: str) -> Entry | None:
        info = self.team_list.index.infos.get(entry_id)
        return info.entry if info is not None else self.team_list.wargear.get(entry_id)

    def entry_name(self, entry_id: str) -> str:
        entry = self.entry(entry_id)
        return display_name(entry, current_language()) if entry is not None else entry_id

    def model_name(self, entry_id: str) -> str:
        """What an unnamed model of ``entry_id`` is called ("Chaos Cultist" of the Chaos
        Cultist Squad), before its number (:func:`app.ui.naming.unnamed_model_name`)."""
        return unnamed_model_name(self.team_list, entry_id, current_language())

    def entry_names(self) -> dict[str, str]:
        lang = current_language()
        names = {key: display_name(info.entry, lang) for key, info in
                 self.team_list.index.infos.items()}
        names.update({key: display_name(item, lang) for key, item in
                      self.team_list.wargear.items()})
        return names

    # -- models -----------------------------------------------------------------------------
    def names(self) -> dict[str, str]:
        """A display name for every model: its own name, else what a model of its entry is
        called (:meth:`model_name`), numbered when several share the entry ("Tactical Marine
        7", "Chaos Cultist 3"), as in the Force editor and the sheets (:mod:`app.ui.naming`)."""
        return model_labels(self.force, self.model_name)

    def name(self, uid: str) -> str:
        return self.names().get(uid, uid)

    def section(self, model: ForceModel) -> Section | None:
        entry = self.entry(model.entry)
        if entry is None:
            return None
        section = self.team_list.section_of(entry)
        if section is None and entry.transport:
            return Section.TRANSPORT
        if model.promoted_leader and section == Section.SPECIALIST:
            return Section.LEADER  # promoted for good by Officer Training
        return section

    def group_names(self) -> dict[str, str]:
        """Every Group's name, else "Squad 2" / "Group 2" as in the Force editor and the
        sheets (:mod:`app.ui.naming`)."""
        return group_labels(self.team_list, self.force)

    @cached_property
    def force_report(self) -> Report:
        return self.validator.validate_force(self.force)

    def model_points(self) -> dict[str, int]:
        """Each model's points; a Squad's unit options are shared out among its members."""
        report = self.force_report
        points: dict[str, Fraction] = dict(report.model_points)
        for gid, extra in report.group_points.items():
            members = self.force.members(gid)
            for member in members:
                points[member.uid] = points.get(member.uid, Fraction(0)) + extra / len(members)
        from app.rules.validation import points_int

        return {uid: points_int(value) for uid, value in points.items()}


def campaign_model(team_list: TeamList, force: Force, model: ForceModel) -> CampaignModel:
    """The campaign engine's view of ``model`` as it joins ``force``
    (:func:`app.rules.campaign.recruit.new_campaign_model`); an Incapacitated flag of the Force
    shows as that temporary state."""
    from app.rules.campaign.recruit import new_campaign_model

    group = next((g for g in force.groups if g.id == model.group), None)
    if group is None and model.group is not None:
        info = team_list.index.infos.get(model.entry)
        if info is not None and info.root.squad_size is not None:  # a Squad not yet registered
            group = Group(model.group, model.entry, squad=True,
                          starting_size=info.root.squad_size)
    new = new_campaign_model(team_list, model, group)
    return replace(new, temporary="incapacitated") if model.incapacitated else new


def player_state_from_force(
    player_id: str,
    force: Force,
    team_list: TeamList,
    *,
    rp: int = 0,
    renown: int = 0,
    base_level: int = 1,
) -> PlayerState:
    """A campaign state whose models are those of ``force`` (for examples and tests without a
    store; the store keeps its own)."""
    return PlayerState(
        player_id,
        rp=rp,
        renown=renown,
        base_level=base_level,
        upgrades=frozenset(force.upgrades),
        models=tuple(_with_crew(team_list, force)),
    )


def _with_crew(team_list: TeamList, force: Force) -> list[CampaignModel]:
    """The campaign models of ``force``: each Artillery gun (in its unit) and its crew."""
    from app.rules.campaign.recruit import crew_models
    from app.rules.campaign.step_plans import CREW_SEPARATOR

    out: list[CampaignModel] = []
    for m in force.models:
        model = campaign_model(team_list, force, m)
        if model.artillery:
            out.append(replace(model, group_id=f"{m.uid}{CREW_SEPARATOR}"))
            out.extend(crew_models(team_list, m))
        else:
            out.append(model)
    return out


class ProblemLabel(QLabel):
    """The refusals of the current inputs, in words (red), or nothing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        tint(self, "error")  # readable on light and dark palettes
        self.messages: list[str] = []

    def show_messages(self, messages: Iterable[str]) -> None:
        self.messages = list(dict.fromkeys(messages))
        if not self.messages:
            self.clear()
            self.hide()
            return
        items = "".join(f"<li>{escape(text)}</li>" for text in self.messages)
        self.setText(f"<ul style='margin:0'>{items}</ul>")  # coloured by tint()
        self.show()

    def show_violations(
        self, violations: Iterable[Violation], **names: Mapping[str, str]
    ) -> None:
        self.show_messages(campaign_message(v, **names) for v in violations)


#: What the player answers when closing a filled-in dialog.
DraftAnswer = Literal["keep", "discard", "cancel"]


@dataclass(frozen=True)
class DraftSlot:
    """Where a step dialog keeps its draft (with the campaign: ``store.save_draft``): ``load``
    reads it (``None``: none), ``save`` writes it (``None``: forget it)."""

    load: Callable[[], dict[str, Any] | None]
    save: Callable[[dict[str, Any] | None], None]


def ask_about_draft(parent: QWidget, can_keep: bool) -> DraftAnswer:
    """Ask whether to keep what was entered in a dialog being closed (Keep the draft, Discard
    or Cancel; without a place to keep it, Discard or Cancel)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(parent.windowTitle())
    if can_keep:
        box.setText(QCoreApplication.translate(
            "StepDialogs", "Keep what you entered as a draft? The draft comes back the next "
            "time you open this step, until it is confirmed."))
        keep = box.addButton(QCoreApplication.translate("StepDialogs", "&Keep the draft"),
                             QMessageBox.ButtonRole.AcceptRole)
    else:
        box.setText(QCoreApplication.translate(
            "StepDialogs", "Discard what you entered in this dialog?"))
        keep = None
    discard = box.addButton(QCoreApplication.translate("StepDialogs", "&Discard"),
                            QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep if keep is not None else cancel)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    if keep is not None and clicked is keep:
        return "keep"
    return "discard" if clicked is discard else "cancel"


class StepDialog(QDialog):
    """Base of the step dialogs: OK / Cancel, a problem list, a result kept on accept.

    A filled-in dialog closed without OK (Esc, Cancel, the window's close button) asks first
    whether to keep a draft (:meth:`attach_draft`: where; the subclass says what with
    :meth:`draft_state` and :meth:`restore_draft`, and calls :meth:`note_changed` on every
    change, which keeps the draft a moment later: a crash loses nothing)."""

    #: how long after the last change the draft is written (ms)
    DRAFT_DELAY = 700
    #: the user guide's chapter F1 and the Help button open (app.ui.guide.TOPICS)
    HELP_TOPIC = "steps"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, self.HELP_TOPIC, self.buttons)
        self.problems = ProblemLabel(self)
        self._result: object | None = None
        self._ok_wanted = False
        # the wheel scrolls the dialog; it changes a combo or spin box only once focused
        self.wheel_guard = guard_wheel(self)
        self._draft_slot: DraftSlot | None = None
        self._pristine: dict[str, Any] | None = None
        #: True when the dialog opened on a kept draft
        self.draft_restored = False
        #: True when closed by :meth:`start_over` (the launcher opens a fresh one)
        self.restart_wanted = False
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(self.DRAFT_DELAY)
        self._draft_timer.timeout.connect(self.save_draft)
        #: asked when a filled-in dialog is closed (tests replace it)
        self.ask_discard: Callable[[bool], DraftAnswer] = lambda can_keep: ask_about_draft(
            self, can_keep)

    # -- context help -----------------------------------------------------------------------
    def show_help(self) -> QWidget:
        """The user guide at this dialog's chapter (a window of the dialog: usable while the
        dialog waits for OK); F1 and the Help button open it too."""
        return self.context_help.show()

    @property
    def guide(self) -> QWidget | None:
        """The user guide window opened from here, if any."""
        return self.context_help.guide

    # -- drafts -----------------------------------------------------------------------------
    def draft_state(self) -> dict[str, Any]:
        """What the player entered, as JSON-able data (subclasses; empty: nothing to keep)."""
        return {}

    def restore_draft(self, data: Mapping[str, Any]) -> bool:
        """Put a kept draft back in the widgets; ``False`` when it no longer fits (another
        Team, another game…): then the dialog stays as it opened."""
        return False

    def attach_draft(self, slot: DraftSlot) -> bool:
        """Keep the dialog's draft in ``slot`` and open on the draft kept there, if any
        (returns whether one was restored). Call it once the dialog is built."""
        self._pristine = self.draft_state()
        data = slot.load()
        restored = False
        if data:
            try:
                restored = self.restore_draft(data)
            except (KeyError, LookupError, TypeError, ValueError, AttributeError):
                restored = False  # a draft of another version of the campaign: ignored
        self._draft_slot = slot
        self.draft_restored = restored
        if restored:
            self._announce_draft()
        return restored

    def _announce_draft(self) -> None:
        """A line at the top of a dialog opened on a kept draft: it says so (the dice and
        choices shown were entered before, not rolled now), with a button to start over."""
        bar = QFrame(self)
        bar.setObjectName("draft_notice")
        bar.setFrameShape(QFrame.Shape.StyledPanel)
        text = QLabel(QCoreApplication.translate(
            "StepDialogs", "What you entered last time is back: a kept draft."), bar)
        text.setWordWrap(True)
        tint(text, "muted")
        button = QPushButton(QCoreApplication.translate("StepDialogs", "Start o&ver"), bar)
        button.setToolTip(QCoreApplication.translate(
            "StepDialogs", "Forget the draft and open the dialog again, empty"))
        button.setAutoDefault(False)
        button.clicked.connect(self.start_over)
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 3, 6, 3)
        row.addWidget(text, 1)
        row.addWidget(button)
        layout = self.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(0, bar)
        elif isinstance(layout, QGridLayout):  # (no step dialog has one: a note at the end)
            layout.addWidget(bar, layout.rowCount(), 0, 1, max(1, layout.columnCount()))
        self.draft_notice: QFrame | None = bar

    def start_over(self) -> None:
        """Forget the kept draft and close, without asking: the step's launcher opens the
        dialog again as it opens without a draft (:attr:`restart_wanted`)."""
        self._draft_timer.stop()
        if self._draft_slot is not None:
            self._draft_slot.save(None)
        self.draft_restored = False
        self.restart_wanted = True
        QDialog.done(self, QDialog.DialogCode.Rejected)  # (not reject(): nothing to ask)

    def is_filled(self) -> bool:
        """Has the player entered anything since the dialog opened empty?"""
        if self._pristine is None:
            return False
        return self.draft_state() != self._pristine

    def note_changed(self) -> None:
        """Something was entered: keep the draft a moment later."""
        if self._draft_slot is not None:
            self._draft_timer.start()

    def save_draft(self) -> None:
        """Write the draft now (a dialog back to empty forgets it)."""
        self._draft_timer.stop()
        if self._draft_slot is not None:
            self._draft_slot.save(self.draft_state() if self.is_filled() else None)

    def showEvent(self, event: QShowEvent) -> None:
        if self._pristine is None:  # no draft attached: empty is how it first shows
            self._pristine = self.draft_state()
        super().showEvent(event)
        if not event.spontaneous():
            self.focus_first_input()

    def focus_first_input(self) -> QWidget | None:
        """Give the focus to the first thing to fill in (a die, a list, a choice), not to
        Cancel: a dialog whose OK starts disabled would otherwise open on Cancel, where Enter
        or Space throws the dialog away and typing a die does nothing. Focus already inside
        the form (a subclass's choice) is kept."""
        current = self.focusWidget()
        in_buttons = current is not None and self.buttons.isAncestorOf(current)
        if current is not None and current is not self and not in_buttons:
            return current
        widget = self.nextInFocusChain()
        while widget is not None and widget is not self:
            if (widget.isVisibleTo(self) and widget.isEnabled()
                    and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                    and not self.buttons.isAncestorOf(widget) and widget is not self.buttons
                    and self.isAncestorOf(widget)):
                widget.setFocus(Qt.FocusReason.TabFocusReason)
                return widget
            widget = widget.nextInFocusChain()
        return None

    def reject(self) -> None:
        """Esc, Cancel or the close button: a filled-in dialog asks first."""
        if self.is_filled():
            answer = self.ask_discard(self._draft_slot is not None)
            if answer == "cancel":
                return
            self._draft_timer.stop()
            if self._draft_slot is not None:
                self._draft_slot.save(self.draft_state() if answer == "keep" else None)
        else:
            self._draft_timer.stop()
            if self._draft_slot is not None:
                self._draft_slot.save(None)
        super().reject()

    def ok_button(self) -> QWidget:
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert button is not None
        return button

    def build_result(self) -> object | None:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def result_value(self) -> object | None:
        """The confirmed result (after :meth:`accept`), else ``None``."""
        return self._result

    def dice_inputs(self) -> list[DiceInput]:
        return [w for w in self.findChildren(DiceInput) if w.isVisibleTo(self)]

    def roll_remaining(self) -> int:
        """Roll every die still empty with the app's dice, including the nested rolls the
        first results reveal; returns how many were rolled (the "roll" dice preference)."""
        rolled = 0
        for _ in range(32):  # nested tables are at most a few levels deep
            pending = [w for w in self.dice_inputs() if w.value() is None and w.isEnabled()]
            if not pending:
                break
            for widget in pending:
                widget.roll()
                rolled += 1
        return rolled

    def dice_errors(self) -> list[str]:
        return [w.error_text() for w in self.dice_inputs() if w.has_error()]

    def set_ok_enabled(self, enabled: bool) -> None:
        self._ok_wanted = enabled
        self.ok_button().setEnabled(enabled and not self.dice_errors())

    def watch_dice(self) -> None:
        """Disable OK while any dice field holds a typo (call after building the dice)."""
        for widget in self.findChildren(DiceInput):
            widget.errorChanged.connect(self._on_dice_error_changed)

    def _on_dice_error_changed(self, _message: str) -> None:
        self.set_ok_enabled(self._ok_wanted)

    def accept(self) -> None:
        if self.dice_errors():
            return
        result = self.build_result()
        if result is None:
            return
        self._result = result
        if self._draft_slot is not None:  # kept until the commit succeeds (then cleared)
            self.save_draft()
        super().accept()

    def retranslate(self) -> None:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
