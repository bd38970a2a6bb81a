"""Step 3 — Injuries: one row per casualty, each die typed in or rolled by the app.

The dialog asks for the dice in the engine's order (Knocked Out rolls of the loser first, then
each casualty's roll on its table, then the Walkers' damage rolls), shows a nested roll only when
the first one calls for it, offers the Medic and Medical Centre rerolls when the player has them,
and shows the result in words before anything is applied. Once every die is given, each change
makes the step's plan (:func:`app.rules.campaign.step_plans.plan_injuries`: the rolls, the
rerolls, what they do to the Force, the refusals), and the result shown is that plan's. The
result (:class:`InjuriesResult`) carries the plan — every die, the wargear hand-overs and the
Officer Training promotions — which the store commits as it is (``store.commit_injuries``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from html import escape
from typing import Any, get_args

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.i18n.terms import term
from app.rules.campaign import (
    CampaignSettings,
    GameRecord,
    InjuryApplication,
    InjuryOutcome,
    InjuryResult,
    PlayerState,
    WargearHandover,
    handover_heirs,
    injury_table_for,
    promotion_candidates,
    rerolls_available,
    roll_injury,
    step_plans,
)
from app.rules.campaign.data import InjuryRow, InjuryTableKind, load_rules
from app.rules.campaign.step3_injuries import RerollSource
from app.rules.campaign.step_plans import InjuryPlan
from app.rules.dice import Dice, DiceError, RandomDice, ScriptedDice
from app.rules.force import Force
from app.rules.violations import Violation
from app.ui.steps.common import StepDialog
from app.ui.widgets.dice import DiceInput

__all__ = ["InjuriesDialog", "InjuriesResult", "dice_needed"]


@dataclass(frozen=True)
class InjuriesResult:
    """The confirmed plan (the store commits it as it is: ``store.commit_injuries``)."""

    plan: InjuryPlan

    @property
    def outcome(self) -> InjuryOutcome:
        """Every roll and reroll with its dice (``outcome.dice``: all of them, in order)."""
        return self.plan.rolls

    @property
    def application(self) -> InjuryApplication:
        """What the rolls do to the Force (``application.state``: the player after)."""
        return self.plan.application

    @property
    def handovers(self) -> tuple[WargearHandover, ...]:
        return self.plan.handovers

    @property
    def officer_promotions(self) -> tuple[str, ...]:
        return self.plan.officer_promotions


def _row_for(rows: tuple[InjuryRow, ...], roll: int) -> InjuryRow:
    for row in rows:
        if row.matches(roll):
            return row
    raise ValueError(roll)


def dice_needed(kind: InjuryTableKind, values: list[int], modifier: int = 0) -> int:
    """How many dice a roll on table ``kind`` needs, given the first ``values``."""
    rows = load_rules().injury_table(kind)
    if not values:
        return 1
    low = min(row.min for row in rows)
    row = _row_for(rows, max(low, values[0] + modifier))
    count = 1
    while row.then:
        if len(values) <= count:
            return count + 1
        row = _row_for(row.then, values[count])
        count += 1
    return count


def _depth(rows: tuple[InjuryRow, ...]) -> int:
    """The most dice one roll on ``rows`` can need (Core 1, Walker 2, Specialist 3)."""
    return 1 + max((_depth(row.then) for row in rows if row.then), default=0)


class _Chain(QWidget):
    """The dice of one roll on an injury table: the first die, then nested ones as needed."""

    changed = Signal()

    def __init__(self, kind: InjuryTableKind, exploded: bool, dice: Dice, parent: QWidget):
        super().__init__(parent)
        self.kind = kind
        self.exploded = exploded
        self.modifier = load_rules().walker_explodes_modifier if exploded else 0
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.inputs: list[DiceInput] = []
        for _ in range(_depth(load_rules().injury_table(kind))):
            widget = DiceInput(self, dice=dice)
            widget.valueChanged.connect(self._on_value_changed)
            layout.addWidget(widget)
            self.inputs.append(widget)
        layout.addStretch(1)
        self._updating = False
        self._update()

    def values(self) -> list[int]:
        out: list[int] = []
        for widget in self.inputs:
            if not widget.isVisibleTo(self) or widget.value() is None:
                break
            out.append(widget.value())  # type: ignore[arg-type]
        return out

    def result(self) -> InjuryResult | None:
        values = self.values()
        if len(values) < dice_needed(self.kind, values, self.modifier):
            return None
        return roll_injury(self.kind, ScriptedDice(values), exploded=self.exploded)

    def _on_value_changed(self, _value: object) -> None:
        if self._updating:
            return
        self._update()
        self._focus_nested()
        self.changed.emit()

    def _focus_nested(self) -> None:
        """A die just given calls for a nested roll: the keyboard goes on to it (when it was
        in this roll's dice)."""
        focused = self.window().focusWidget()
        if focused is None or not self.isAncestorOf(focused):
            return
        for widget in self.inputs:
            if widget.isVisibleTo(self) and widget.value() is None:
                if not widget.isAncestorOf(focused):
                    widget.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def draft_state(self) -> list[list[Any]]:
        return [[w.value(), w.source()] for w in self.inputs if w.value() is not None]

    def restore_draft(self, dice: list[list[Any]]) -> None:
        for widget, (value, source) in zip(self.inputs, dice, strict=False):
            if not widget.isVisibleTo(self):
                break
            widget.set_value(int(value), "rolled" if source == "rolled" else "typed")

    def _update(self) -> None:
        values: list[int] = []
        for widget in self.inputs:
            value = widget.value()
            if value is None:
                break
            values.append(value)
        needed = dice_needed(self.kind, values, self.modifier)
        self._updating = True
        try:
            for index, widget in enumerate(self.inputs):
                widget.setVisible(index < needed)
                if index >= needed and widget.value() is not None:
                    widget.clear()  # a nested die the first roll no longer calls for
        finally:
            self._updating = False
        self.retranslate()

    def retranslate(self) -> None:
        values = self.values()
        path: list[str] = []
        if values:
            rows = load_rules().injury_table(self.kind)
            low = min(row.min for row in rows)
            row = _row_for(rows, max(low, values[0] + self.modifier))
            path.append(row.result)
            for value in values[1:]:
                if not row.then:
                    break
                row = _row_for(row.then, value)
                path.append(row.result)
        for index, widget in enumerate(self.inputs):
            if index == 0:
                widget.set_label(self.tr("D6 − 1:") if self.exploded else self.tr("D6:"))
            elif index - 1 < len(path):
                widget.set_label(
                    self.tr("{result}:").format(result=term("injury", path[index - 1]))
                )


def _result_words(result: InjuryResult) -> str:
    words = term("injury", result.result)
    if result.stat is None:
        return words
    return QCoreApplication.translate("InjuriesDialog", "{result}: −1 {stat}").format(
        result=words, stat=term("stat", result.stat)
    )


class _InjuryRow(QFrame):
    """One model's injury roll, and its rerolls when they are offered (Medic and Medical Centre
    stack: the same model may be rerolled twice)."""

    changed = Signal()

    def __init__(
        self,
        uid: str,
        kind: InjuryTableKind,
        reason: str,
        exploded: bool,
        rerolls: tuple[RerollSource, ...],
        dice: Dice,
        name: str,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.uid = uid
        self.kind = kind
        self.reason = reason
        self.name = name
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.chain = _Chain(kind, exploded, dice, self)
        self.result_label = QLabel(self)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        grid = QGridLayout(self)
        grid.addWidget(self.title, 0, 0)
        grid.addWidget(self.result_label, 0, 1)
        grid.addWidget(self.chain, 1, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        offer = bool(rerolls) and kind != "walker"
        # One slot per reroll the player has: (source, its dice, its result).
        self.slots: list[tuple[QComboBox, _Chain, QLabel]] = []
        for index in range(len(rerolls) if offer else 1):
            combo = QComboBox(self)
            combo.addItem("", None)
            for source in rerolls:
                combo.addItem("", source)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            chain = _Chain(kind, False, dice, self)
            label = QLabel(self)
            label.setAlignment(Qt.AlignmentFlag.AlignRight)
            combo.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            row = QHBoxLayout()
            row.addWidget(combo)
            row.addWidget(chain)
            row.addStretch(1)
            grid.addLayout(row, 2 + index, 0)
            grid.addWidget(label, 2 + index, 1)
            combo.setVisible(offer)
            chain.changed.connect(self._on_changed)
            combo.currentIndexChanged.connect(self._on_changed)
            self.slots.append((combo, chain, label))
        self.reroll, self.reroll_chain, self.reroll_result = self.slots[0]
        self.offer = offer
        self.chain.changed.connect(self._on_changed)
        self._update()

    def reroll_source(self) -> RerollSource | None:
        """The first reroll's source (``None``: no reroll)."""
        plan = self.reroll_plan()
        return plan[0][0] if plan else None

    def reroll_plan(self) -> list[tuple[RerollSource, _Chain]]:
        """The rerolls chosen, in order; a slot counts only after the one before it."""
        out: list[tuple[RerollSource, _Chain]] = []
        if not self.offer:
            return out
        for combo, chain, _ in self.slots:
            value = combo.currentData()
            if value not in get_args(RerollSource):
                break
            out.append((value, chain))
        return out

    def _on_changed(self, *_args: object) -> None:
        self._update()
        self.changed.emit()

    def _update(self) -> None:
        chosen = len(self.reroll_plan())
        for index, (combo, chain, label) in enumerate(self.slots):
            combo.setVisible(self.offer and index <= chosen)
            chain.setVisible(index < chosen)
            label.setVisible(index < chosen)
        self.retranslate()

    def retranslate(self) -> None:
        reason = term("casualty", self.reason)
        self.title.setText(
            "<b>{name}</b> — {table} ({reason})".format(
                name=escape(self.name), table=escape(term("injury_table", self.kind)),
                reason=escape(reason),
            )
        )
        waiting = self.tr("waiting for the dice")
        result = self.chain.result()
        self.result_label.setText(
            f"<b>→ {escape(_result_words(result))}</b>" if result is not None else waiting
        )
        self.chain.retranslate()
        for index, (combo, chain, label) in enumerate(self.slots):
            combo.setItemText(0, self.tr("No reroll") if index == 0 else
                              self.tr("No second reroll"))
            for i in range(1, combo.count()):
                combo.setItemText(i, term("reroll", combo.itemData(i)))
            again = chain.result()
            label.setText(
                f"<b>→ {escape(_result_words(again))}</b>" if again is not None else waiting
            )
            chain.retranslate()


class _KnockedOutRow(QFrame):
    """A Knocked Out model of the loser: 3-6 escapes, 1-2 rolls on its injury table."""

    changed = Signal()

    def __init__(self, uid: str, name: str, dice: Dice, parent: QWidget) -> None:
        super().__init__(parent)
        self.uid = uid
        self.name = name
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self)
        self.die = DiceInput(self, dice=dice)
        self.result_label = QLabel(self)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        layout = QGridLayout(self)
        layout.addWidget(self.title, 0, 0, 1, 2)
        layout.addWidget(self.die, 1, 0)
        layout.addWidget(self.result_label, 1, 1)
        layout.setColumnStretch(0, 1)
        self.die.valueChanged.connect(self._on_changed)
        self.retranslate()

    def escaped(self) -> bool | None:
        value = self.die.value()
        return None if value is None else load_rules().knocked_out.escapes(value)

    def _on_changed(self, _value: object) -> None:
        self.retranslate()
        self.changed.emit()

    def retranslate(self) -> None:
        self.title.setText(
            "<b>{name}</b> — {what}".format(
                name=escape(self.name),
                what=escape(self.tr("Knocked Out: 3-6 escapes, 1-2 rolls for injury")),
            )
        )
        self.die.set_label(self.tr("D6:"))
        escaped = self.escaped()
        if escaped is None:
            self.result_label.setText(self.tr("waiting for the dice"))
        elif escaped:
            self.result_label.setText("<b>→ {}</b>".format(escape(term("injury", "escaped"))))
        else:
            self.result_label.setText(
                "<b>→ {}</b>".format(escape(self.tr("counts as a casualty")))
            )


class InjuriesDialog(StepDialog):
    """The injuries of ``player`` after ``game``. ``force``: the player's Force, which the plan
    names as its base with the state (the store refuses a plan made on another state); without
    it (examples, tests), an empty Force."""

    def __init__(
        self,
        player: PlayerState,
        game: GameRecord,
        parent: QWidget | None = None,
        *,
        force: Force | None = None,
        settings: CampaignSettings | None = None,
        dice: Dice | None = None,
        player_name: str = "",
        models: Mapping[str, str] | None = None,
        entries: Mapping[str, str] | None = None,
        game_id: int | None = None,
    ) -> None:
        super().__init__(parent)
        #: the stored game (a draft is kept for this game only)
        self.game_id = game_id
        self.player = player
        self.force = force if force is not None else Force("")
        self.game = game
        self.settings = settings or CampaignSettings()
        self.dice: Dice = dice if dice is not None else RandomDice()
        self.player_name = player_name or player.player_id
        self.models = dict(models or {})
        self.entries = dict(entries or {})
        self.plan: InjuryPlan | None = None  # the plan of the dice given (None: not all yet)
        from app.rules.campaign.step_plans import without_departed

        # Casualties no longer in the Force roll nothing: the engine's reading (plan_injuries).
        present, departed = without_departed(player, game)
        side = present.player(player.player_id)

        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        rows_widget = QWidget(self)
        rows_layout = QVBoxLayout(rows_widget)
        self.knocked_out_rows: list[_KnockedOutRow] = []
        self.rows: list[_InjuryRow] = []
        rerolls = rerolls_available(self.player, side.team)
        ko_rolls = self.settings.knocked_out and game.loser == player.player_id
        if ko_rolls:
            for uid in side.knocked_out:
                ko_row = _KnockedOutRow(uid, self.name(uid), self.dice, rows_widget)
                ko_row.changed.connect(self._on_changed)
                rows_layout.addWidget(ko_row)
                self.knocked_out_rows.append(ko_row)
        casualties = [(uid, "casualty") for uid in side.casualties]
        if ko_rolls:
            casualties += [(uid, "knocked_out") for uid in side.knocked_out]
        self.no_roll: list[tuple[str, str]] = [(uid, "fled") for uid in side.fled]
        if not ko_rolls:
            self.no_roll += [(uid, "knocked_out_winner") for uid in side.knocked_out]
        self.no_roll += [(uid, "left_force") for uid in departed]
        for uid, reason in casualties:
            model = player.model(uid)
            table = injury_table_for(model)
            if table is None or table == "walker":
                self.no_roll.append((uid, "artillery_gun" if model.artillery else "transport"))
                continue
            self._add_row(uid, table, reason, False, rerolls, rows_widget, rows_layout)
        for uid, damage in side.walker_damage.items():
            self._add_row(uid, "walker", damage, damage == "explodes", (), rows_widget,
                          rows_layout)
        rows_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(rows_widget)

        self.extra_box = QGroupBox(self)
        self.extra_form = QVBoxLayout(self.extra_box)
        self.extra_form.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.handover_combos: dict[tuple[str, str], QComboBox] = {}
        self.promotion_combos: list[QComboBox] = []
        self.extra_labels: list[QLabel] = []
        self.summary_lines: list[str] = []
        self.summary = QTextBrowser(self)
        self.summary.setFrameShape(QFrame.Shape.NoFrame)
        summary_box = QGroupBox(self)
        self.summary_box = summary_box
        summary_layout = QVBoxLayout(summary_box)
        summary_layout.addWidget(self.summary, 2)
        summary_layout.addWidget(self.extra_box, 1)

        summary_layout.setDirection(QVBoxLayout.Direction.LeftToRight)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(scroll)
        splitter.addWidget(summary_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.resize(820, 680)
        self.watch_dice()
        self.retranslate()

    def name(self, uid: str) -> str:
        return self.models.get(uid, uid)

    def _add_row(
        self,
        uid: str,
        table: InjuryTableKind,
        reason: str,
        exploded: bool,
        rerolls: tuple[RerollSource, ...],
        parent: QWidget,
        layout: QVBoxLayout,
    ) -> None:
        row = _InjuryRow(uid, table, reason, exploded, rerolls, self.dice, self.name(uid), parent)
        row.changed.connect(self._on_changed)
        layout.addWidget(row)
        self.rows.append(row)

    # -- public -----------------------------------------------------------------------------
    def row(self, uid: str) -> _InjuryRow:
        for row in self.rows:
            if row.uid == uid:
                return row
        raise KeyError(f"{uid!r} rolls no injury")

    def knocked_out_row(self, uid: str) -> _KnockedOutRow:
        for row in self.knocked_out_rows:
            if row.uid == uid:
                return row
        raise KeyError(uid)

    def active_rows(self) -> list[_InjuryRow]:
        """The rows that roll: Knocked Out models only once their roll says so."""
        failed = {r.uid for r in self.knocked_out_rows if r.escaped() is False}
        return [r for r in self.rows if r.reason != "knocked_out" or r.uid in failed]

    # -- the plan -----------------------------------------------------------------------------
    @property
    def outcome(self) -> InjuryOutcome | None:
        """The plan's rolls (``None`` until every die is given)."""
        return self.plan.rolls if self.plan is not None else None

    @property
    def application(self) -> InjuryApplication | None:
        return self.plan.application if self.plan is not None else None

    @property
    def found(self) -> tuple[Violation, ...]:
        """The plan's refusals."""
        return self.plan.violations if self.plan is not None else ()

    def current_outcome(self) -> tuple[InjuryOutcome | None, tuple[Violation, ...]]:
        """The plan's rolls for the dice given so far (``None`` until all are given) and its
        refusals."""
        return self.outcome, self.found

    def dice_given(self) -> tuple[list[int], list[tuple[str, RerollSource]]] | None:
        """Every die typed or rolled, in the order the plan takes them, and the rerolls asked
        for; ``None`` while one is missing. The rows stand in the order of the engine's rolls
        (Knocked Out rolls, then each casualty, then the Walkers), so the rerolls, by row and
        then by slot, are in the plan's order too (:func:`~app.rules.campaign.step_plans.
        reroll_order`)."""
        values: list[int] = []
        for ko_row in self.knocked_out_rows:
            value = ko_row.die.value()
            if value is None:
                return None
            values.append(value)
        active = self.active_rows()
        for row in active:
            if row.chain.result() is None:
                return None
            values.extend(row.chain.values())
        rerolls: list[tuple[str, RerollSource]] = []
        for row in active:
            for source, chain in row.reroll_plan():
                if chain.result() is None:
                    return None
                values.extend(chain.values())
                rerolls.append((row.uid, source))
        return values, rerolls

    def _make_plan(self) -> InjuryPlan | None:
        given = self.dice_given()
        if given is None:
            return None
        values, rerolls = given
        try:
            return step_plans.plan_injuries(
                self.player, self.force, self.game, ScriptedDice(values), self.settings,
                rerolls=rerolls, handovers=self.handovers(),
                officer_promotions=self.promotions())
        except DiceError:  # pragma: no cover - the rows mirror the engine's order
            return None

    def handovers(self) -> tuple[WargearHandover, ...]:
        out: list[WargearHandover] = []
        for (from_uid, item), combo in self.handover_combos.items():
            to_uid = combo.currentData()
            if isinstance(to_uid, str):
                out.append(WargearHandover(from_uid, item, to_uid))
        return tuple(out)

    def promotions(self) -> tuple[str, ...]:
        return tuple(
            c.currentData() for c in self.promotion_combos if isinstance(c.currentData(), str)
        )

    def build_result(self) -> InjuriesResult | None:
        """The plan shown (made on the last change; never made again here)."""
        return InjuriesResult(self.plan) if self.plan is not None and self.plan.ok else None

    # -- the draft (kept with the campaign: app.ui.steps.flow) ---------------------------------
    def draft_state(self) -> dict[str, Any]:
        return {
            "step": "injuries",
            "game": self.game_id,
            "knocked_out": {row.uid: [row.die.value(), row.die.source()]
                            for row in self.knocked_out_rows if row.die.value() is not None},
            "rows": {row.uid: {"dice": row.chain.draft_state(),
                               "rerolls": [[combo.currentData(), chain.draft_state()]
                                           for combo, chain, _ in row.slots]}
                     for row in self.rows},
            "handovers": [[uid, item, combo.currentData()]
                          for (uid, item), combo in self.handover_combos.items()],
            "promotions": [combo.currentData() for combo in self.promotion_combos],
        }

    def restore_draft(self, data: Mapping[str, Any]) -> bool:
        if data.get("step") != "injuries" or data.get("game") != self.game_id:
            return False
        knocked_out = {row.uid: row for row in self.knocked_out_rows}
        for uid, (value, source) in dict(data.get("knocked_out", {})).items():
            if uid in knocked_out:
                knocked_out[uid].die.set_value(int(value),
                                               "rolled" if source == "rolled" else "typed")
        self._validate()  # the Knocked Out models that roll show their row
        rows = dict(data.get("rows", {}))
        for row in self.rows:
            kept = rows.get(row.uid)
            if not kept:
                continue
            row.chain.restore_draft(list(kept.get("dice", [])))
            for (combo, chain, _), (source, dice) in zip(row.slots, kept.get("rerolls", []),
                                                         strict=False):
                index = combo.findData(source)
                if index < 0 or not combo.isVisibleTo(row):
                    break
                combo.setCurrentIndex(index)
                chain.restore_draft(list(dice))
        self._validate()  # who dies: the hand-overs and promotions on offer
        for uid, item, heir in data.get("handovers", []):
            handover = self.handover_combos.get((uid, item))
            if handover is not None and handover.findData(heir) >= 0:
                handover.setCurrentIndex(handover.findData(heir))
        for combo, uid in zip(self.promotion_combos, data.get("promotions", []),
                              strict=False):
            if combo.findData(uid) >= 0:
                combo.setCurrentIndex(combo.findData(uid))
        self._validate()
        return True

    # -- updates ----------------------------------------------------------------------------
    def _on_changed(self, *_args: object) -> None:
        self._validate()

    def _refresh_extras(self, outcome: InjuryOutcome | None) -> None:
        """Hand-over and promotion choices for the models that die (the rules say which)."""
        dead: frozenset[str] = outcome.dead if outcome is not None else frozenset()
        wanted: dict[tuple[str, str], list[str]] = {}
        for uid in sorted(dead, key=lambda u: [m.uid for m in self.player.models].index(u)):
            heirs = list(handover_heirs(self.player, dead, uid))
            if not heirs:
                continue
            for item in self.player.model(uid).wargear:
                wanted[(uid, item)] = heirs
        dead_leaders = [u for u in dead if self.player.model(u).is_team_leader]
        candidates = list(promotion_candidates(self.player, dead))
        keys = list(wanted)
        same = keys == list(self.handover_combos) and len(self.promotion_combos) == (
            len(dead_leaders) if candidates else 0
        )
        if same:  # nothing new to choose (nothing at all at first: the empty box hides)
            self.extra_box.setVisible(bool(self.handover_combos or self.promotion_combos))
            return
        # The choices already made stay where they are still on offer.
        kept = {key: combo.currentData() for key, combo in self.handover_combos.items()}
        kept_promotions = [combo.currentData() for combo in self.promotion_combos]
        for widget in self.extra_box.findChildren(QWidget):
            widget.deleteLater()
        self.extra_labels = []
        self.handover_combos = {}
        self.promotion_combos = []
        for (from_uid, item), heirs in wanted.items():
            combo = QComboBox(self.extra_box)
            combo.addItem("", None)
            for heir in heirs:
                combo.addItem(self.name(heir), heir)
            combo.setCurrentIndex(max(0, combo.findData(kept.get((from_uid, item)))))
            combo.currentIndexChanged.connect(self._on_changed)
            label = QLabel(self.extra_box)
            label.setProperty("handover", (from_uid, item))
            self._add_extra(label, combo)
            self.handover_combos[(from_uid, item)] = combo
        if candidates:
            for index, _ in enumerate(dead_leaders):
                combo = QComboBox(self.extra_box)
                combo.addItem("", None)
                for uid in candidates:
                    combo.addItem(self.name(uid), uid)
                if index < len(kept_promotions):
                    combo.setCurrentIndex(max(0, combo.findData(kept_promotions[index])))
                combo.currentIndexChanged.connect(self._on_changed)
                label = QLabel(self.extra_box)
                label.setProperty("promotion", True)
                self._add_extra(label, combo)
                self.promotion_combos.append(combo)
        self.extra_box.setVisible(bool(self.handover_combos or self.promotion_combos))
        self._label_extras()

    def _add_extra(self, label: QLabel, combo: QComboBox) -> None:
        label.setWordWrap(True)
        label.setMinimumHeight(2 * label.fontMetrics().lineSpacing() + 2)
        self.extra_form.addWidget(label)
        self.extra_form.addWidget(combo)
        self.extra_labels.append(label)

    def _label_extras(self) -> None:
        for label in self.extra_labels:
            handover = label.property("handover")
            if handover:
                from_uid, gear = handover
                label.setText(
                    self.tr("{model}'s {item} goes to:").format(
                        model=self.name(from_uid), item=self.entries.get(gear, gear)
                    )
                )
            elif label.property("promotion"):
                label.setText(self.tr("Officer Training: promote"))
        for combo in [*self.handover_combos.values(), *self.promotion_combos]:
            combo.setItemText(0, self.tr("nobody"))

    def _validate(self) -> None:
        for row in self.rows:
            row.setVisible(row in self.active_rows())
        choices = (self.handovers(), self.promotions())
        self.plan = self._make_plan()
        self._refresh_extras(self.outcome)
        if self.plan is not None and (self.handovers(), self.promotions()) != choices:
            # Who dies changed, and with it the hand-overs and promotions on offer: the
            # choices the plan was made with are gone, so plan the ones now on offer.
            self.plan = self._make_plan()
        self.problems.show_violations(self.found, models=self.models, entries=self.entries)
        self._show_summary()
        self.set_ok_enabled(self.plan is not None and self.plan.ok)
        self.note_changed()

    def _show_summary(self) -> None:
        lines: list[str] = []
        for ko_row in self.knocked_out_rows:
            if ko_row.escaped():
                lines.append(self.tr("{model} escapes (Knocked Out, rolled {roll}).").format(
                    model=self.name(ko_row.uid), roll=ko_row.die.value()))
        for uid, reason in self.no_roll:
            if reason == "fled":
                lines.append(self.tr("{model} fled: no injury roll.").format(model=self.name(uid)))
            elif reason == "left_force":
                lines.append(self.tr("{model} is no longer in the Force: no injury roll.")
                             .format(model=self.name(uid)))
        app = self.application
        if self.outcome is None:
            waiting = self.tr("Type or roll every die to see the result.")
            if not self.rows and not self.knocked_out_rows:
                waiting = self.tr("No casualty: nothing to roll.")
            lines.append(waiting)
        elif app is not None:
            losses = {loss.uid: loss for loss in app.stat_losses}
            temporary = dict(app.temporary)
            for item in self.outcome.rolls:
                name = self.name(item.uid)
                dice = ", ".join(str(d) for d in item.result.rolls)
                if item.uid in app.removed:
                    text = self.tr("{model}: {result} — removed from the Force.").format(
                        model=name, result=term("injury", item.result.result))
                elif item.uid in losses:
                    loss = losses[item.uid]
                    text = self.tr("{model}: {result}, −1 {stat} ({before} → {after}).").format(
                        model=name, result=term("injury", item.result.result),
                        stat=term("stat", loss.stat),
                        before="—" if loss.before is None else loss.before,
                        after="—" if loss.after is None else loss.after)
                elif item.uid in temporary:
                    text = self.tr("{model}: {state}.").format(
                        model=name, state=term("temporary", temporary[item.uid]))
                else:
                    text = self.tr("{model}: {result}.").format(
                        model=name, result=term("injury", item.result.result))
                text += " " + self.tr("Dice: {dice}").format(dice=dice)
                if item.rerolled_by:
                    first = item.history[0]
                    text += " " + self.tr("({reroll}; before: {result}, dice {dice})").format(
                        reroll=", ".join(term("reroll", s) for s in item.rerolled_by),
                        result=term("injury", first.result),
                        dice=", ".join(str(d) for d in first.rolls))
                lines.append(text)
            for uid in app.removed_guns:
                lines.append(self.tr("{model} has no crew left and is removed.").format(
                    model=self.name(uid)))
            for h in app.handovers:
                lines.append(self.tr("{item} is handed over: {model} → {to}.").format(
                    to=self.name(h.to_uid), item=self.entries.get(h.item, h.item),
                    model=self.name(h.from_uid)))
            for uid in app.promotions:
                lines.append(self.tr("{model} becomes a Team Leader (Officer Training).").format(
                    model=self.name(uid)))
        if not lines and not self.rows and not self.knocked_out_rows:
            # a player without casualties: say so, rather than an empty result
            lines.append(self.tr("No casualty: nothing to roll."))
        self.summary_lines = lines
        self.summary.setHtml("".join(f"<p>{escape(line)}</p>" for line in lines))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Injuries — {player}").format(player=self.player_name))
        self.intro.setText(
            self.tr("Type each die as rolled at the table, or press Roll. Nested rolls appear "
                    "when the first roll calls for them.")
        )
        self.summary_box.setTitle(self.tr("Result, applied when you press OK"))
        self.extra_box.setTitle(self.tr("Choices"))
        for ko_row in self.knocked_out_rows:
            ko_row.retranslate()
        for row in self.rows:
            row.retranslate()
        self._label_extras()
        self._validate()
