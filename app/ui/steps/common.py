"""What every step dialog shares: names of models, the campaign view of a Force, the dialog base.

:class:`ForceInfo` gives display names, sections and points of the models of a rules
:class:`~app.rules.force.Force` over its Team List. :func:`campaign_model` turns a Force model into
the campaign engine's :class:`~app.rules.campaign.CampaignModel` (used for recruits and for
examples without a store). :class:`StepDialog` is the base of the five dialogs: the result is
built by :meth:`StepDialog.build_result` (``None`` while the inputs are incomplete or refused) and
kept by :meth:`StepDialog.accept`; nothing is applied by the dialog itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from fractions import Fraction
from functools import cached_property
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QWidget,
)

from app.i18n import current_language
from app.rules.campaign import CampaignModel, PlayerState
from app.rules.force import Force, ForceModel, Group
from app.rules.teamlist import Entry, Section, TeamList, display_name
from app.rules.validation import Report, Validator, points_int
from app.rules.violations import Violation
from app.ui.steps.messages import campaign_message
from app.ui.widgets.dice import DiceInput
from app.ui.widgets.theme import tint
from app.ui.widgets.wheel import guard_wheel

__all__ = [
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
        return Validator(self.team_list)

    # -- Team List names --------------------------------------------------------------------
    def entry(self, entry_id: str) -> Entry | None:
        info = self.team_list.index.infos.get(entry_id)
        return info.entry if info is not None else self.team_list.wargear.get(entry_id)

    def entry_name(self, entry_id: str) -> str:
        entry = self.entry(entry_id)
        return display_name(entry, current_language()) if entry is not None else entry_id

    def entry_names(self) -> dict[str, str]:
        lang = current_language()
        names = {key: display_name(info.entry, lang) for key, info in
                 self.team_list.index.infos.items()}
        names.update({key: display_name(item, lang) for key, item in
                      self.team_list.wargear.items()})
        return names

    # -- models -----------------------------------------------------------------------------
    def names(self) -> dict[str, str]:
        """A distinct display name for every model (its own name, else its entry's, numbered)."""
        base = {m.uid: m.name or self.entry_name(m.member or m.entry) for m in self.force.models}
        counts: dict[str, int] = {}
        for label in base.values():
            counts[label] = counts.get(label, 0) + 1
        seen: dict[str, int] = {}
        out: dict[str, str] = {}
        for m in self.force.models:
            label = base[m.uid]
            if counts[label] > 1:
                seen[label] = seen.get(label, 0) + 1
                label = f"{label} {seen[label]}"
            out[m.uid] = label
        return out

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
        out: dict[str, str] = {}
        template = QCoreApplication.translate("StepDialogs", "{entry} Group")
        for group in self.force.groups:
            out[group.id] = group.name or template.format(entry=self.entry_name(group.entry))
        for model in self.force.models:
            if model.group is not None and model.group not in out:
                out[model.group] = template.format(entry=self.entry_name(model.entry))
        return out

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


class StepDialog(QDialog):
    """Base of the step dialogs: OK / Cancel, a problem list, a result kept on accept."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.problems = ProblemLabel(self)
        self._result: object | None = None
        self._ok_wanted = False
        # the wheel scrolls the dialog; it changes a combo or spin box only once focused
        self.wheel_guard = guard_wheel(self)

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
        super().accept()

    def retranslate(self) -> None:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
