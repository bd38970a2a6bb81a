"""Step 5 — Spend RP: reinforcements, Group recruitment rolls, replacement crew, Base levels and
upgrades, Battle Honours and Walker Repair, planned first and checked as a whole.

The dialog keeps what the player chose (a :class:`~app.rules.campaign.spend_plan.SpendRequest`)
and builds the step's one plan from it on every change
(:func:`~app.rules.campaign.spend_plan.plan_spend`: the Group rolls, every purchase priced by the
Team List, the engine's checks and the Force's). It shows exactly that plan: its lines, its
points and RP, its refusals. A purchase the plan would refuse is shown greyed with the reason:
the refusals of the plan with it added. Nothing is applied until OK; the result
(:class:`SpendResult`) holds the plan, which the store commits as it is, in one action.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeAlias

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n.terms import term
from app.rules.campaign import (
    BuyBaseLevel,
    BuyHonour,
    BuyUpgrade,
    BuyWargear,
    CampaignSettings,
    GroupRollOutcome,
    PlayerState,
    Recruit,
    ReinforceSquad,
    SpendAction,
    SpendOutcome,
    group_honours,
)
from app.rules.campaign.data import load_rules
from app.rules.campaign.spend_plan import (
    DropRequest,
    RecruitRequest,
    SpendPlan,
    SpendRequest,
    WargearRequest,
    plan_spend,
)
from app.rules.dice import Dice, RandomDice
from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.pricing import catalogue_price, choose_option, new_model, option_prices
from app.rules.teamlist import Entry, EntryGroup, TeamList, display_name
from app.rules.validation import Validator, points_int
from app.rules.violations import Violation
from app.ui.reference import rule_tooltip
from app.ui.steps.common import ForceInfo, StepDialog, current_language
from app.ui.steps.messages import campaign_message
from app.ui.widgets.dice import DiceInput

__all__ = ["NEW_GROUP", "SpendDialog", "SpendResult"]

_KEY = Qt.ItemDataRole.UserRole
_HONOUR_KINDS = ("honour", "walker_honour")  # a tooltip names the honour's reference entry
_NO_GROUP = ""
NEW_GROUP = "\0new"

#: What the player may add to the plan.
Choice: TypeAlias = BuyBaseLevel | BuyUpgrade | BuyHonour | RecruitRequest | WargearRequest | (
    DropRequest | tuple[RecruitRequest, ...])  # a tuple: a new Squad, recruited as its unit


@dataclass(frozen=True)
class SpendResult:
    """The confirmed plan (the store commits it as it is: ``store.commit_spend``)."""

    plan: SpendPlan

    @property
    def actions(self) -> tuple[SpendAction, ...]:
        return self.plan.actions

    @property
    def convert_rp(self) -> int | None:
        return self.plan.request.convert_rp

    @property
    def group_rolls(self) -> tuple[GroupRollOutcome, ...]:
        return self.plan.group_rolls

    @property
    def outcome(self) -> SpendOutcome:
        return self.plan.outcome

    @property
    def force(self) -> Force:
        return self.plan.force

    @property
    def request(self) -> SpendRequest:
        return self.plan.request


def _option_entries(entry: Entry) -> list[tuple[EntryGroup, Entry]]:
    out: list[tuple[EntryGroup, Entry]] = []
    for group in entry.walk_groups():
        if group.hidden:
            continue
        for item in group.entries:
            if not item.hidden:
                out.append((group, item))
    return out


def _key(v: Violation) -> tuple[object, ...]:
    """A violation without its place in the plan (which moves as purchases are added)."""
    params = tuple(sorted((k, repr(val)) for k, val in v.params.items() if k != "action"))
    return (v.code, v.refs, v.entries, params)


def _with(request: SpendRequest, choice: Choice) -> tuple[SpendRequest, tuple[str, int] | None]:
    """``request`` with ``choice`` added, and where the choice sits in it."""
    if isinstance(choice, RecruitRequest):
        return (replace(request, recruits=(*request.recruits, choice)),
                ("recruit", len(request.recruits)))
    if isinstance(choice, tuple):  # a new Squad: its whole unit
        return (replace(request, recruits=(*request.recruits, *choice)),
                ("recruit", len(request.recruits)))
    if isinstance(choice, WargearRequest):
        return (replace(request, wargear=(*request.wargear, choice)),
                ("wargear", len(request.wargear)))
    if isinstance(choice, DropRequest):
        return replace(request, drops=(*request.drops, choice)), None
    return (replace(request, purchases=(*request.purchases, choice)),
            ("purchase", len(request.purchases)))


def _without_recruit(request: SpendRequest, index: int,
                     team_list: TeamList | None = None) -> SpendRequest:
    """``request`` without recruit ``index`` and what was chosen for it (wargear, drops); a
    member of a Squad the plan recruits takes its whole unit with it (a new Squad is bought
    whole)."""
    gone = request.recruits[index]
    unit = (team_list is not None and gone.new_group is not None
            and team_list.unit_size(gone.entry) is not None)
    uids = {r.uid for r in request.recruits
            if r is gone or (unit and r.group == gone.group and r.new_group is not None)}
    return replace(
        request,
        recruits=tuple(r for r in request.recruits if r.uid not in uids),
        wargear=tuple(w for w in request.wargear if w.uid not in uids),
        drops=tuple(d for d in request.drops if d.uid not in uids),
        purchases=tuple(p for p in request.purchases
                        if not (isinstance(p, BuyHonour) and p.uid in uids)),
    )


class SpendDialog(StepDialog):
    """Plan and confirm what ``player`` buys with RP after a game."""

    def __init__(
        self,
        player: PlayerState,
        force: Force,
        team_list: TeamList,
        parent: QWidget | None = None,
        *,
        dice: Dice | None = None,
        player_name: str = "",
        validator: Validator | None = None,
        taken_uids: frozenset[str] = frozenset(),
        settings: CampaignSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or CampaignSettings()
        self.player = player
        self.force = force
        self.team_list = team_list
        self.validator = validator or Validator(team_list)
        self.taken_uids = frozenset(taken_uids)
        self.info = ForceInfo(force, team_list, self.validator)
        self.dice: Dice = dice if dice is not None else RandomDice()
        self.player_name = player_name or player.player_id
        # What the player chose, without the dice and the conversion (read from the widgets).
        self.choices = SpendRequest()
        self._plans: OrderedDict[SpendRequest, SpendPlan] = OrderedDict()
        self._option_prices: dict[tuple[Force, str], list[tuple[str, str, int]]] = {}
        self._force_names: tuple[Force, dict[str, str]] | None = None
        self.spend_plan = self.plan_of(SpendRequest())
        self.found: tuple[Violation, ...] = ()
        self.names = self.info.names()
        self.entry_names = self.info.entry_names()
        self.group_names = self.info.group_names()

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._build_reinforcements(), "")
        self.tabs.addTab(self._build_base(), "")
        self.tabs.addTab(self._build_honours(), "")

        # -- the plan ---------------------------------------------------------------------
        self.plan_box = QGroupBox(self)
        self.plan_list = QListWidget(self.plan_box)
        self.plan_list.setWordWrap(True)
        self.remove_button = QPushButton(self.plan_box)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.auto_convert = QCheckBox(self.plan_box)
        self.auto_convert.setChecked(True)
        self.convert_spin = QSpinBox(self.plan_box)
        self.convert_spin.setRange(0, max(0, player.rp))
        self.convert_spin.setEnabled(False)
        self.convert_label = QLabel(self.plan_box)
        self.convert_label.setWordWrap(True)
        self.convert_label.setMinimumHeight(2 * self.convert_label.fontMetrics().lineSpacing() + 4)
        self.totals_label = QLabel(self.plan_box)
        self.totals_label.setWordWrap(True)
        convert_row = QHBoxLayout()
        convert_row.addWidget(self.auto_convert)
        convert_row.addWidget(self.convert_spin)
        convert_row.addStretch(1)
        plan_layout = QVBoxLayout(self.plan_box)
        plan_layout.addWidget(self.plan_list, 1)
        plan_layout.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignRight)
        plan_layout.addLayout(convert_row)
        plan_layout.addWidget(self.convert_label)
        plan_layout.addWidget(self.totals_label)
        self.auto_convert.toggled.connect(self._on_convert_changed)
        self.convert_spin.valueChanged.connect(self._on_convert_changed)

        body = QHBoxLayout()
        body.addWidget(self.tabs, 1)
        body.addWidget(self.plan_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.resize(1060, 640)
        self.watch_dice()
        self.retranslate()

    # == building ==========================================================================
    def _build_reinforcements(self) -> QWidget:
        page = QWidget(self)
        self.rolls_box = QGroupBox(page)
        rolls = QGridLayout(self.rolls_box)
        self.group_dice: dict[str, DiceInput] = {}
        self.group_roll_labels: dict[str, tuple[QLabel, QLabel]] = {}
        row = 0
        for gid in self.player.group_ids():
            honours = len(group_honours(self.player, gid))
            if honours == 0:
                continue
            name = QLabel(page)
            result = QLabel(page)
            rolls.addWidget(name, row, 0)
            if gid in self.player.group_rolls:
                rolls.addWidget(result, row, 2)
            else:
                die = DiceInput(self.rolls_box, dice=self.dice)
                die.valueChanged.connect(self._on_changed)
                rolls.addWidget(die, row, 1)
                rolls.addWidget(result, row, 2)
                self.group_dice[gid] = die
            self.group_roll_labels[gid] = (name, result)
            row += 1
        self.no_rolls_label = QLabel(self.rolls_box)
        rolls.addWidget(self.no_rolls_label, row, 0, 1, 3)
        self.no_rolls_label.setVisible(row == 0)
        rolls.setColumnStretch(2, 1)

        self.recruit_box = QGroupBox(page)
        self.recruit_entry = QComboBox(self.recruit_box)
        first_core = -1
        for entry in self.team_list.entries:
            if not entry.hidden:
                if first_core < 0 and self.team_list.section_of(entry) == "core":
                    first_core = self.recruit_entry.count()
                self.recruit_entry.addItem("", entry.id)
        if first_core >= 0:  # a reinforcement is a core model far more often than a leader
            self.recruit_entry.setCurrentIndex(first_core)
        self.recruit_group = QComboBox(self.recruit_box)
        self.pick_entry_button = QPushButton(self.recruit_box)
        self.add_recruit_button = QPushButton(self.recruit_box)
        self.recruit_status = QLabel(self.recruit_box)
        self.recruit_status.setWordWrap(True)
        self.recruit_into_label = QLabel(self.recruit_box)
        grid = QGridLayout(self.recruit_box)
        grid.addWidget(self.recruit_entry, 0, 0)
        grid.addWidget(self.pick_entry_button, 0, 1)
        grid.addWidget(self.recruit_into_label, 1, 0, 1, 2)
        grid.addWidget(self.recruit_group, 2, 0)
        grid.addWidget(self.add_recruit_button, 2, 1)
        grid.addWidget(self.recruit_status, 3, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self.recruit_entry.currentIndexChanged.connect(self._on_recruit_entry_changed)
        self.recruit_group.currentIndexChanged.connect(self._on_changed)
        self.pick_entry_button.clicked.connect(self._on_pick_entry_clicked)
        self.add_recruit_button.clicked.connect(self._on_add_recruit_clicked)

        self.wargear_box = QGroupBox(page)
        self.wargear_model = QComboBox(self.wargear_box)
        self.wargear_item = QComboBox(self.wargear_box)
        self.options_button = QPushButton(self.wargear_box)
        self.add_wargear_button = QPushButton(self.wargear_box)
        self.wargear_status = QLabel(self.wargear_box)
        self.wargear_status.setWordWrap(True)
        wgrid = QGridLayout(self.wargear_box)
        wgrid.addWidget(self.wargear_model, 0, 0)
        wgrid.addWidget(self.options_button, 0, 1)
        wgrid.addWidget(self.wargear_item, 1, 0)
        wgrid.addWidget(self.add_wargear_button, 1, 1)
        wgrid.addWidget(self.wargear_status, 2, 0, 1, 2)
        wgrid.setColumnStretch(0, 1)
        self.wargear_model.currentIndexChanged.connect(self._on_wargear_model_changed)
        self.wargear_item.currentIndexChanged.connect(self._on_changed)
        self.add_wargear_button.clicked.connect(self._on_add_wargear_clicked)
        self.options_button.clicked.connect(self._on_options_clicked)

        # Replacement crew of the Artillery guns that lost some (RULES.md 6.5).
        self.crew_box = QGroupBox(page)
        crew_grid = QGridLayout(self.crew_box)
        self.crew_spins: dict[str, QSpinBox] = {}
        self.crew_labels: dict[str, QLabel] = {}
        for gun in self.player.models:
            if not gun.artillery or gun.group_id is None:
                continue
            size = self._crew_size(gun.uid)
            alive = sum(1 for m in self.player.members(gun.group_id) if m.crew)
            if alive >= size:
                continue
            label = QLabel(self.crew_box)
            spin = QSpinBox(self.crew_box)
            spin.setRange(0, size - alive)
            spin.valueChanged.connect(self._on_crew_changed)
            row = len(self.crew_spins)
            crew_grid.addWidget(label, row, 0)
            crew_grid.addWidget(spin, row, 1)
            self.crew_spins[gun.uid] = spin
            self.crew_labels[gun.uid] = label
        crew_grid.setColumnStretch(0, 1)
        self.crew_box.setVisible(bool(self.crew_spins))

        layout = QVBoxLayout(page)
        layout.addWidget(self.rolls_box)
        layout.addWidget(self.recruit_box)
        layout.addWidget(self.wargear_box)
        layout.addWidget(self.crew_box)
        layout.addStretch(1)
        return page

    def _build_base(self) -> QWidget:
        page = QWidget(self)
        self.level_label = QLabel(page)
        self.level_label.setWordWrap(True)
        self.level_button = QPushButton(page)
        self.level_button.clicked.connect(self._on_level_clicked)
        self.upgrades = QTreeWidget(page)
        self.upgrades.setColumnCount(3)
        self.upgrades.setRootIsDecorated(False)
        for upgrade_id in load_rules().base_upgrades:
            item = QTreeWidgetItem(self.upgrades)
            item.setData(0, _KEY, upgrade_id)
        header = self.upgrades.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.upgrade_button = QPushButton(page)
        self.upgrade_button.clicked.connect(self._on_upgrade_clicked)
        self.upgrades.itemDoubleClicked.connect(self._on_upgrade_clicked)
        level_row = QHBoxLayout()
        level_row.addWidget(self.level_label, 1)
        level_row.addWidget(self.level_button)
        layout = QVBoxLayout(page)
        layout.addLayout(level_row)
        layout.addWidget(self.upgrades, 1)
        layout.addWidget(self.upgrade_button, 0, Qt.AlignmentFlag.AlignRight)
        return page

    def _build_honours(self) -> QWidget:
        page = QWidget(self)
        rules = load_rules()
        self.honour_combo = QComboBox(page)
        for honour_id in (*rules.honours, *rules.walker_honours):
            self.honour_combo.addItem("", honour_id)
        self.honour_models = QTreeWidget(page)
        self.honour_models.setColumnCount(2)
        self.honour_models.setRootIsDecorated(False)
        self.honour_models.header().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.honour_models.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.repair_label = QLabel(page)
        self.repair_stat = QComboBox(page)
        self.honour_button = QPushButton(page)
        self.honour_button.clicked.connect(self._on_honour_clicked)
        self.honour_models.itemDoubleClicked.connect(self._on_honour_clicked)
        self.honour_combo.currentIndexChanged.connect(self._on_changed)
        self.honour_models.currentItemChanged.connect(self._on_honour_model_changed)
        self.honour_info = QLabel(page)
        self.honour_info.setWordWrap(True)
        repair_row = QHBoxLayout()
        repair_row.addWidget(self.repair_label)
        repair_row.addWidget(self.repair_stat, 1)
        layout = QVBoxLayout(page)
        layout.addWidget(self.honour_combo)
        layout.addWidget(self.honour_info)
        layout.addWidget(self.honour_models, 1)
        layout.addLayout(repair_row)
        layout.addWidget(self.honour_button, 0, Qt.AlignmentFlag.AlignRight)
        return page

    # == the plan ===========================================================================
    def convert_rp(self) -> int | None:
        return None if self.auto_convert.isChecked() else self.convert_spin.value()

    def typed_rolls(self) -> tuple[tuple[str, int | None], ...]:
        """The Group recruitment dice typed or rolled so far."""
        return tuple((gid, die.value()) for gid, die in self.group_dice.items()
                     if die.value() is not None)

    def current_request(self) -> SpendRequest:
        """Everything the player chose: the purchases, the dice, the conversion."""
        return replace(self.choices, group_rolls=self.typed_rolls(),
                       convert_rp=self.convert_rp())

    def plan_of(self, request: SpendRequest) -> SpendPlan:
        """The step's plan of ``request`` (:func:`plan_spend`; the last ones are kept)."""
        found = self._plans.get(request)
        if found is not None:
            self._plans.move_to_end(request)
            return found
        made = plan_spend(self.player, self.force, self.team_list, self.validator, request,
                          taken_uids=self.taken_uids, settings=self.settings)
        self._plans[request] = made
        while len(self._plans) > 256:
            self._plans.popitem(last=False)
        return made

    @property
    def plan(self) -> list[SpendAction]:
        """The plan's priced actions, in the order they apply."""
        return list(self.spend_plan.actions)

    def rolled_state(self) -> tuple[PlayerState, tuple[GroupRollOutcome, ...]]:
        """The player after the Group recruitment rolls typed or rolled so far."""
        made = self.plan_of(self.current_request())
        return (made.rolled or self.player), made.group_rolls

    def new_force(self) -> Force:
        """The Force after the plan (recruits, wargear)."""
        return self.spend_plan.force

    def _candidate(self, choice: Choice) -> tuple[SpendPlan, int | None, list[Violation]]:
        """The plan with ``choice`` added, the index of its action, and why it is refused
        (empty: allowed): its own refusals, else what it adds to the plan's."""
        request, source = _with(self.current_request(), choice)
        made = self.plan_of(request)
        index = made.index_of(source) if source is not None else None
        if index is not None:
            own = list(made.own_violations(index))
            if own:
                return made, index, own
        current = {_key(v) for v in self.spend_plan.violations}
        return made, index, [v for v in made.violations if _key(v) not in current]

    def refusals(self, choice: Choice) -> list[Violation]:
        """Why the plan would refuse ``choice`` added to it (empty: allowed)."""
        return self._candidate(choice)[2]

    def add(self, choice: Choice) -> bool:
        """Add ``choice`` to the plan; returns False (and changes nothing) when refused."""
        if self.refusals(choice):
            return False
        before, pressed = Counter(self._plan_texts()), self.focusWidget()
        self.choices = _with(self.choices, choice)[0]
        self._validate()
        self._show_added(before, pressed)
        return True

    def _plan_texts(self) -> list[str]:
        return [self.plan_list.item(i).text() for i in range(self.plan_list.count())]

    def _show_added(self, before: Counter[str], pressed: QWidget | None) -> None:
        """The plan's new line made current and scrolled into view (the player sees what the
        click bought); when the button pressed can add no more, the keyboard goes to the plan
        rather than to whatever widget comes next."""
        seen = Counter[str]()
        for row, text in enumerate(self._plan_texts()):
            seen[text] += 1
            if seen[text] > before[text]:
                self.plan_list.setCurrentRow(row)
                self.plan_list.scrollToItem(self.plan_list.item(row))
                break
        if isinstance(pressed, QPushButton) and not pressed.isEnabled():
            self.plan_list.setFocus()

    def remove(self, index: int) -> None:
        """Remove row ``index`` of the plan list (a recruit takes its wargear with it)."""
        actions = len(self.spend_plan.actions)
        if index >= actions:  # an option given up (listed after the actions)
            drops = self.choices.drops
            at = index - actions
            if 0 <= at < len(drops):
                self.choices = replace(self.choices, drops=drops[:at] + drops[at + 1:])
                self._validate()
            return
        kind, at = self.spend_plan.sources[index]
        choices = self.choices
        if kind == "recruit":
            choices = _without_recruit(choices, at, self.team_list)
        elif kind == "wargear":
            choices = replace(choices, wargear=choices.wargear[:at] + choices.wargear[at + 1:])
        elif kind == "purchase":
            choices = replace(choices,
                              purchases=choices.purchases[:at] + choices.purchases[at + 1:])
        else:  # one replacement crewman less
            gun, count = choices.crew[at]
            crew = list(choices.crew)
            if count > 1:
                crew[at] = (gun, count - 1)
            else:
                del crew[at]
            choices = replace(choices, crew=tuple(crew))
            spin = self.crew_spins.get(gun)
            if spin is not None:
                spin.blockSignals(True)
                spin.setValue(count - 1)
                spin.blockSignals(False)
        self.choices = choices
        self._validate()

    # -- recruits ---------------------------------------------------------------------------
    def _new_uid(self, entry_id: str) -> str:
        taken = {m.uid for m in self.force.models} | {m.uid for m in self.player.models} | {
            r.uid for r in self.choices.recruits} | set(self.taken_uids)
        n = 1
        while f"{entry_id}-{n}" in taken:
            n += 1
        return f"{entry_id}-{n}"

    def _new_group_id(self, entry_id: str) -> str:
        taken = {g.id for g in self.force.groups} | set(self.player.group_ids()) | {
            r.group for r in self.choices.recruits if r.group is not None}
        n = 1
        while f"{entry_id}-group-{n}" in taken:
            n += 1
        return f"{entry_id}-group-{n}"

    def recruit_action(
        self, entry_id: str, group: str | None = None, options: Sequence[str] = ()
    ) -> tuple[RecruitRequest, ForceModel]:
        """The recruit of one ``entry_id`` model (into ``group``: an existing Group or Squad,
        ``NEW_GROUP`` for a new Group, ``None`` for none; with ``options``, else the Team
        List's defaults) and its Force model."""
        entry = self.team_list.entry(entry_id)
        gid = group
        made: Group | None = self.planned_groups().get(group) if group else None
        if group == NEW_GROUP:
            gid = self._new_group_id(entry_id)
            made = Group(gid, entry_id, squad=entry.squad_size is not None,
                         starting_size=entry.squad_size)
        chosen = tuple(Selection(o) for o in options) if options else None
        request = RecruitRequest(self._new_uid(entry_id), entry_id, gid, made, chosen)
        force = self.new_force()
        if made is not None:
            force = replace(force, groups=(*force.groups, made))
        fm = new_model(self.team_list, force, entry_id, group=gid, options=chosen,
                       uid=request.uid)
        return request, fm

    def recruit_choice(
        self, entry_id: str, group: str | None = None, options: Sequence[str] = ()
    ) -> RecruitRequest | tuple[RecruitRequest, ...]:
        """What recruiting ``entry_id`` into ``group`` adds to the plan: one recruit, or for a
        Squad entry in a new Squad its whole unit at the Team List's size (seed 000: recruits
        are bought *"de la même manière que quand vous avez construit votre Équipe au
        départ"* — 5 new Cultists for 20 pts)."""
        size = self.team_list.unit_size(entry_id)
        first, _ = self.recruit_action(entry_id, group, options)
        if group != NEW_GROUP or not size or size < 2 or first.new_group is None:
            return first
        made = first.new_group
        taken = {m.uid for m in self.force.models} | {m.uid for m in self.player.models} | {
            r.uid for r in self.choices.recruits} | set(self.taken_uids) | {first.uid}
        out = [first]
        n = 1
        while len(out) < size:
            uid = f"{entry_id}-{n}"
            n += 1
            if uid not in taken:
                taken.add(uid)
                out.append(replace(first, uid=uid))
        return tuple(replace(r, new_group=made, group=made.id) for r in out)

    def planned_groups(self) -> dict[str, Group]:
        """The Groups (and Squads) the plan creates, by id."""
        return {r.group: r.new_group for r in self.choices.recruits
                if r.group is not None and r.new_group is not None}

    def add_recruit(
        self, entry_id: str, group: str | None = None, options: Sequence[str] = ()
    ) -> bool:
        return self.add(self.recruit_choice(entry_id, group, options))

    # -- wargear ----------------------------------------------------------------------------
    def _planned_wargear(self, uid: str) -> list[str]:
        fm = self.new_force().model(uid)
        return [s.entry for sel in fm.options for s in sel.walk()]

    def wargear_action(self, uid: str, item: str) -> WargearRequest:
        """Buying ``item`` for ``uid``: in an option group that holds one choice it replaces
        the model's choice there (the plan finds it, and pays the difference only)."""
        return WargearRequest(uid, item)

    def add_wargear(self, uid: str, item: str) -> bool:
        return self.add(self.wargear_action(uid, item))

    def _owner_entry(self, fm: ForceModel) -> Entry:
        if fm.member is not None and fm.member in self.team_list.index.infos:
            return self.team_list.entry(fm.member)
        return self.team_list.entry(fm.entry)

    def wargear_prices(self, uid: str) -> list[tuple[str, str, int]]:
        """(option group name, item, points) of every option ``uid`` may buy now: the points
        its price goes up by (a swap: the difference; never below 0)."""
        force = self.new_force()
        key = (force, uid)
        found = self._option_prices.get(key)
        if found is not None:
            return found
        fm = force.model(uid)
        owner = self._owner_entry(fm)
        owned = set(self._planned_wargear(uid))
        lang = current_language()
        offers: list[tuple[str, str, tuple[Selection, ...]]] = []
        for group, option in _option_entries(owner):
            if option.id in owned:
                continue
            try:
                chosen = choose_option(self.team_list, owner.id, fm.options, option.id)
            except KeyError:
                continue
            offers.append((display_name(group, lang), option.id, chosen))
        deltas = option_prices(self.validator, force, uid, [c for _, _, c in offers])
        out = [(name, item, max(0, points_int(delta)))
               for (name, item, _), delta in zip(offers, deltas, strict=True)]
        if len(self._option_prices) > 64:
            self._option_prices.clear()
        self._option_prices[key] = out
        return out

    # -- replacement crew -------------------------------------------------------------------
    def set_crew(self, gun_uid: str, count: int) -> None:
        """Buy ``count`` replacement crew for Artillery gun ``gun_uid`` (0: none)."""
        crew = [(g, n) for g, n in self.choices.crew if g != gun_uid]
        if count > 0:
            crew.append((gun_uid, count))
        self.choices = replace(self.choices, crew=tuple(crew))
        spin = self.crew_spins.get(gun_uid)
        if spin is not None and spin.value() != count:
            spin.blockSignals(True)
            spin.setValue(count)
            spin.blockSignals(False)
        self._validate()

    # -- Base and honours -------------------------------------------------------------------
    def next_level(self) -> int | None:
        made = self.spend_plan
        state = made.state if made.ok else self.player
        level = max(
            [state.base_level]
            + [a.level for a in made.request.purchases if isinstance(a, BuyBaseLevel)]
        ) + 1
        return level if level <= load_rules().max_base_level else None

    def honour_targets(self, honour_id: str) -> list[tuple[str, list[Violation]]]:
        """Every model of the Force (and the plan's recruits) with why it can't take the
        honour (empty: eligible)."""
        made = self.spend_plan
        planned = made.state if made.ok else (made.rolled or self.player)
        out: list[tuple[str, list[Violation]]] = []
        for model in planned.models:
            stat = None
            if honour_id == "repair" and len(set(model.permanent_injuries)) > 1:
                stat = model.permanent_injuries[0]
            out.append((model.uid, self.refusals(BuyHonour(honour_id, model.uid, stat))))
        return out

    # == updates ============================================================================
    def build_result(self) -> SpendResult | None:
        self._validate()
        if self.found:
            return None
        return SpendResult(self.spend_plan)

    # -- the draft (kept with the campaign: app.ui.steps.flow) ---------------------------------
    def draft_state(self) -> dict[str, Any]:
        return {
            "step": "spend_rp",
            # the player as the draft found him: another game since, and the draft is stale
            "rp": self.player.rp,
            "models": sorted(m.uid for m in self.player.models),
            "choices": self.choices.to_json(),
            "dice": {gid: [die.value(), die.source()] for gid, die in self.group_dice.items()
                     if die.value() is not None},
            "convert": self.convert_rp(),
        }

    def restore_draft(self, data: Mapping[str, Any]) -> bool:
        if (data.get("step") != "spend_rp" or data.get("rp") != self.player.rp
                or data.get("models") != sorted(m.uid for m in self.player.models)):
            return False
        choices = SpendRequest.from_json(data.get("choices", {}))
        self.choices = replace(choices, group_rolls=(), convert_rp=None)
        for gid, (value, source) in dict(data.get("dice", {})).items():
            die = self.group_dice.get(gid)
            if die is not None:
                die.set_value(int(value), "rolled" if source == "rolled" else "typed")
        convert = data.get("convert")
        if convert is not None:
            self.auto_convert.setChecked(False)
            self.convert_spin.setValue(int(convert))
        for gun, count in self.choices.crew:
            spin = self.crew_spins.get(gun)
            if spin is not None:
                spin.blockSignals(True)
                spin.setValue(count)
                spin.blockSignals(False)
        self._validate()
        return True

    def _on_changed(self, *_args: object) -> None:
        self._validate()

    def _on_convert_changed(self, *_args: object) -> None:
        self.convert_spin.setEnabled(not self.auto_convert.isChecked())
        self._validate()

    def _on_crew_changed(self, *_args: object) -> None:
        crew = tuple((gun, spin.value()) for gun, spin in self.crew_spins.items()
                     if spin.value() > 0)
        self.choices = replace(self.choices, crew=crew)
        self._validate()

    def _on_remove_clicked(self) -> None:
        row = self.plan_list.currentRow()
        if 0 <= row < self.plan_list.count():
            self.remove(row)

    def _on_recruit_entry_changed(self, _index: int) -> None:
        self._fill_recruit_groups()
        self._validate()

    def _on_pick_entry_clicked(self) -> None:
        try:
            from app.ui.force_editor.entry_picker import AddModelDialog
        except ImportError:  # pragma: no cover - the Force editor ships with the app
            return
        dialog = AddModelDialog(self.team_list, self)
        if dialog.exec() and dialog.chosen_entry:
            index = self.recruit_entry.findData(dialog.chosen_entry)
            if index >= 0:
                self.recruit_entry.setCurrentIndex(index)

    def _on_add_recruit_clicked(self) -> None:
        entry_id = self.recruit_entry.currentData()
        group = self.recruit_group.currentData()
        if isinstance(entry_id, str):
            self.add_recruit(entry_id, group or None)

    def _on_wargear_model_changed(self, _index: int) -> None:
        self._fill_wargear_items()
        self._validate()

    def _on_add_wargear_clicked(self) -> None:
        uid = self.wargear_model.currentData()
        item = self.wargear_item.currentData()
        if isinstance(uid, str) and isinstance(item, str):
            self.add_wargear(uid, item)

    def _on_options_clicked(self) -> None:
        """Choose the model's wargear in the Force editor's options dialog: each new item is
        bought (a choice that replaces another pays the difference), each item left out and
        not replaced is given up (no points come back)."""
        uid = self.wargear_model.currentData()
        if not isinstance(uid, str):
            return
        try:
            from app.ui.force_editor.options_dialog import OptionsDialog
        except ImportError:  # pragma: no cover - the Force editor ships with the app
            return
        force = self.new_force()
        fm = force.model(uid)

        def points_of(selections: tuple[Selection, ...]) -> int:
            probe = replace(fm, options=selections)
            return points_int(self.validator.model_points(force, probe))

        dialog = OptionsDialog(self.team_list, self._owner_entry(fm), fm.options,
                               points_of, title=self.names.get(uid, uid), parent=self)
        if not dialog.exec():
            return
        before = [s.entry for sel in fm.options for s in sel.walk()]
        after = {s.entry for sel in dialog.selections() for s in sel.walk()}
        for selection in dialog.selections():
            for chosen in selection.walk():
                if chosen.entry not in before:
                    self.add_wargear(uid, chosen.entry)
        replaced = {a.replaces for a in self.spend_plan.actions
                    if isinstance(a, BuyWargear) and a.uid == uid}
        owned = set(self._planned_wargear(uid))
        for item in before:
            if item not in after and item not in replaced and item in owned:
                self.add(DropRequest(uid, item))

    def _on_level_clicked(self) -> None:
        level = self.next_level()
        if level is not None:
            self.add(BuyBaseLevel(level))

    def _on_upgrade_clicked(self, *_args: object) -> None:
        item = self.upgrades.currentItem()
        if item is not None and not item.isDisabled():
            self.add(BuyUpgrade(item.data(0, _KEY)))

    def _on_honour_model_changed(self, *_args: object) -> None:
        self._fill_repair()

    def _on_honour_clicked(self, *_args: object) -> None:
        item = self.honour_models.currentItem()
        honour_id = self.honour_combo.currentData()
        if item is None or item.isDisabled() or not isinstance(honour_id, str):
            return
        stat = self.repair_stat.currentData() if self.repair_stat.isEnabled() else None
        self.add(BuyHonour(honour_id, item.data(0, _KEY), stat))

    # -- filling ----------------------------------------------------------------------------
    def _fill_recruit_groups(self) -> None:
        entry_id = self.recruit_entry.currentData()
        current = self.recruit_group.currentData()
        self.recruit_group.blockSignals(True)
        self.recruit_group.clear()
        self.recruit_group.addItem(self.tr("No Group"), _NO_GROUP)
        entry = self.team_list.entry(entry_id) if isinstance(entry_id, str) else None
        section = self.team_list.section_of(entry) if entry is not None else None
        if entry is not None and section is not None and section.value == "core":
            size = self.team_list.unit_size(entry_id) if isinstance(entry_id, str) else None
            if size:
                self.recruit_group.addItem(
                    self.tr("A new Squad of {size}").format(size=size), NEW_GROUP)
            else:
                self.recruit_group.addItem(self.tr("A new Group"), NEW_GROUP)
            for gid in self.player.group_ids():
                members = self.player.members(gid)
                if members and members[0].entry_id == entry_id:
                    self.recruit_group.addItem(
                        self.tr("Join {group}").format(group=self.group_names.get(gid, gid)), gid
                    )
            for gid, made in self.planned_groups().items():
                if made.entry == entry_id:
                    count = sum(1 for r in self.choices.recruits if r.group == gid)
                    self.recruit_group.addItem(
                        self.tr("Join the new Group of this plan ({count} recruited)").format(
                            count=count), gid)
        index = self.recruit_group.findData(current)
        self.recruit_group.setCurrentIndex(max(0, index))
        self.recruit_group.blockSignals(False)

    def _fill_wargear_models(self) -> None:
        current = self.wargear_model.currentData()
        self.wargear_model.blockSignals(True)
        self.wargear_model.clear()
        force = self.new_force()
        names = self.force_names()
        for fm in force.models:
            self.wargear_model.addItem(names.get(fm.uid, fm.uid), fm.uid)
        self.wargear_model.setCurrentIndex(max(0, self.wargear_model.findData(current)))
        self.wargear_model.blockSignals(False)
        self._fill_wargear_items()

    def _fill_wargear_items(self) -> None:
        uid = self.wargear_model.currentData()
        current = self.wargear_item.currentData()
        self.wargear_item.blockSignals(True)
        self.wargear_item.clear()
        if isinstance(uid, str):
            for group, item, points in self.wargear_prices(uid):
                self.wargear_item.addItem(
                    self.tr("{group}: {item} ({points} pts)").format(
                        group=group, item=self.entry_names.get(item, item), points=points),
                    item,
                )
        self.wargear_item.setCurrentIndex(max(0, self.wargear_item.findData(current)))
        self.wargear_item.blockSignals(False)

    def _fill_repair(self) -> None:
        honour_id = self.honour_combo.currentData()
        item = self.honour_models.currentItem()
        self.repair_stat.clear()
        show = honour_id == "repair"
        self.repair_label.setVisible(show)
        self.repair_stat.setVisible(show)
        if not show or item is None:
            self.repair_stat.setEnabled(False)
            return
        state = self.spend_plan.state if self.spend_plan.ok else self.player
        uid = item.data(0, _KEY)
        damaged = list(dict.fromkeys(state.model(uid).permanent_injuries)) if state.has_model(
            uid) else []
        for stat in damaged:
            self.repair_stat.addItem(term("stat", stat), stat)
        self.repair_stat.setEnabled(len(damaged) > 1)

    # -- validation and display -------------------------------------------------------------
    def force_names(self) -> dict[str, str]:
        """Display names of the models of the Force after the plan."""
        force = self.new_force()
        if self._force_names is None or self._force_names[0] != force:
            names = ForceInfo(force, self.team_list, self.validator).names()
            self._force_names = (force, names)
        return self._force_names[1]

    def _groups_shown(self) -> dict[str, str]:
        names = dict(self.group_names)
        for r in self.choices.recruits:
            if r.new_group is not None and r.group is not None:
                names.setdefault(r.group, self.tr("a new Group"))
        return names

    def _message(self, v: Violation) -> str:
        names = dict(self.names)
        names.update(self.force_names())
        return campaign_message(v, models=names, groups=self._groups_shown(),
                                entries=self.entry_names)

    def _validate(self) -> None:
        self.spend_plan = self.plan_of(self.current_request())
        found = [v for v in self.spend_plan.violations if v.severity == "error"]
        self.found = tuple(found)
        self.problems.show_messages(self._message(v) for v in found)
        self._show_plan()
        self._show_rolls()
        self._show_crew()
        self._show_candidates()
        self.set_ok_enabled(not found)
        self.note_changed()

    def _model_name(self, uid: str) -> str:
        return self.names.get(uid) or self.force_names().get(uid, uid)

    def _action_text(self, action: SpendAction, line_points: int, line_rp: int) -> str:
        if isinstance(action, Recruit | ReinforceSquad):
            model = action.model
            if model.crew:
                gun = model.uid.split("~crew")[0]
                # whole templates, each name in the nominative (Russian declines nothing)
                text = self.tr("{gun}: replacement crew").format(gun=self._model_name(gun))
                return self.tr("{what} — {points} pts").format(what=text, points=line_points)
            entry = self.entry_names.get(model.entry_id, model.entry_id)
            text = self.tr("Recruit {entry}").format(entry=entry)
            gid = next((r.group for r in self.spend_plan.request.recruits
                        if r.uid == model.uid), None)
            if gid is not None:
                group = self.group_names.get(gid) or self.tr("A new Group")
                text = self.tr("{group}: recruit {entry}").format(group=group, entry=entry)
            return self.tr("{what} — {points} pts").format(what=text, points=line_points)
        if isinstance(action, BuyWargear):
            text = self.tr("{model}: {item}").format(
                item=self.entry_names.get(action.item, action.item),
                model=self._model_name(action.uid))
            if action.replaces:
                text = self.tr("{what} (replaces: {old})").format(
                    what=text, old=self.entry_names.get(action.replaces, action.replaces))
            return self.tr("{what} — {points} pts").format(what=text, points=line_points)
        if isinstance(action, BuyBaseLevel):
            text = self.tr("Base level {level}: {name}").format(
                level=action.level, name=term("base_level",
                                              load_rules().base_level(action.level).id))
        elif isinstance(action, BuyUpgrade):
            text = term("upgrade", action.upgrade_id)
        else:
            text = self.tr("{model}: {honour}").format(
                honour=term("honour", action.honour_id),
                model=self._model_name(action.uid))
            if action.repair_stat:
                text += f" ({term('stat', action.repair_stat)})"
        return self.tr("{what} — {rp} RP").format(what=text, rp=line_rp)

    def _show_plan(self) -> None:
        made = self.spend_plan
        self.plan_list.clear()
        for index, action in enumerate(made.actions):
            self.plan_list.addItem(
                self._action_text(action, made.points_of(index), made.rp_of(index)))
        for drop in made.request.drops:
            self.plan_list.addItem(self.tr("{item} given up by {model} — no points back").format(
                item=self.entry_names.get(drop.item, drop.item),
                model=self._model_name(drop.uid)))
        self.remove_button.setEnabled(self.plan_list.count() > 0)
        out = made.outcome
        available = out.rp_converted * load_rules().points_per_rp
        self.convert_label.setText(
            self.tr("Reinforcements: {needed} pts needed; {rp} RP converted = {available} pts; "
                    "{lost} pts left over will be lost.").format(
                needed=out.points_needed, rp=out.rp_converted, available=available,
                lost=out.points_lost)
            if out.points_needed or out.rp_converted else
            self.tr("No reinforcement points needed.")
        )
        if self.player.converted:
            self.convert_label.setText(
                self.convert_label.text() + " "
                + self.tr("RP were already converted in this step.")
            )
        after = self.player.rp - out.rp_spent
        self.totals_label.setText(
            self.tr("<b>RP: {before} − {spent} = {after}</b> (points {converted} RP, "
                    "direct {direct} RP)").format(
                before=self.player.rp, spent=out.rp_spent, after=after,
                converted=out.rp_converted, direct=out.rp_direct)
        )

    def _show_rolls(self) -> None:
        done = {o.group_id: o for o in self.spend_plan.group_rolls}
        for gid, (name, result) in self.group_roll_labels.items():
            honours = len(group_honours(self.player, gid))
            name.setText(self.tr("{group}: {count} Battle Honour(s), needs {count}+").format(
                group=self.group_names.get(gid, gid), count=honours))
            roll = done.get(gid)
            previous = self.player.group_rolls.get(gid)
            if roll is not None:
                allowed, value = roll.allowed, roll.roll
            elif previous is not None:
                allowed, value = previous.allowed, previous.roll
            else:
                result.setText(self.tr("roll before recruiting into it"))
                continue
            result.setText(
                (self.tr("rolled {roll}: may take recruits") if allowed else
                 self.tr("rolled {roll}: no recruits until after the next game")).format(
                    roll=value)
            )

    def _crew_size(self, gun_uid: str) -> int:
        """The crew of a gun: its two and those bought as options (RULES.md 6.5)."""
        from app.rules.campaign.recruit import crew_size

        try:
            return crew_size(self.team_list, self.force.model(gun_uid))
        except KeyError:
            return load_rules().artillery_crew

    def _show_crew(self) -> None:
        for gun_uid, label in self.crew_labels.items():
            size = self._crew_size(gun_uid)
            gun = self.player.model(gun_uid)
            alive = sum(1 for m in self.player.members(gun.group_id or "") if m.crew)
            info = self.team_list.index.infos.get(gun.entry_id)
            cost = info.root.crew_cost if info is not None else None
            label.setText(self.tr("{gun}: {alive} of {size} crew; {points} pts each").format(
                gun=self._model_name(gun_uid), alive=alive, size=size,
                points=points_int(cost) if cost is not None else 0))

    def _show_candidates(self) -> None:
        # Recruits
        self._fill_recruit_groups()
        entry_id = self.recruit_entry.currentData()
        if isinstance(entry_id, str):
            group = self.recruit_group.currentData() or None
            recruit = self.recruit_choice(entry_id, group)
            made, index, refused = self._candidate(recruit)
            count = len(recruit) if isinstance(recruit, tuple) else 1
            cost = sum(made.points_of(i) for i in range(index, index + count)
                       if i < len(made.actions)) if index is not None else 0
            self.add_recruit_button.setEnabled(not refused)
            self.recruit_status.setText(
                self.tr("{points} pts").format(points=cost) + (
                    " — " + "; ".join(self._message(v) for v in refused) if refused else "")
            )
        # Wargear
        self._fill_wargear_models()
        uid = self.wargear_model.currentData()
        item = self.wargear_item.currentData()
        if isinstance(uid, str) and isinstance(item, str):
            made, index, refused = self._candidate(self.wargear_action(uid, item))
            self.add_wargear_button.setEnabled(not refused)
            action = made.actions[index] if index is not None else None
            cost = made.points_of(index) if index is not None else 0
            text = self.tr("{points} pts").format(points=cost)
            if isinstance(action, BuyWargear) and action.replaces:
                text += " " + self.tr("(replaces {old}: the difference only)").format(
                    old=self.entry_names.get(action.replaces, action.replaces))
            if refused:
                text += " — " + "; ".join(self._message(v) for v in refused)
            self.wargear_status.setText(text)
        else:
            self.add_wargear_button.setEnabled(False)
            self.wargear_status.setText("")
        # Base level
        rules = load_rules()
        level = self.next_level()
        if level is None:
            self.level_label.setText(self.tr("The Base is at the highest level."))
            self.level_label.setToolTip("")
            self.level_button.setEnabled(False)
        else:
            row = rules.base_level(level)
            refused = self.refusals(BuyBaseLevel(level))
            self.level_label.setText(
                self.tr("Next Base level {level}: {name} — {rp} RP, Renown {renown}+, Team "
                        "limit {limit} pts").format(
                    level=level, name=term("base_level", row.id), rp=row.rp,
                    renown=row.renown, limit=row.team_limit)
                + ("\n" + "; ".join(self._message(v) for v in refused) if refused else "")
            )
            self.level_button.setEnabled(not refused)
            self.level_label.setToolTip(rule_tooltip(row.id, kinds=("base_level",)))
        # Upgrades
        for i in range(self.upgrades.topLevelItemCount()):
            item_u = self.upgrades.topLevelItem(i)
            if item_u is None:
                continue
            upgrade_id = item_u.data(0, _KEY)
            upgrade = rules.base_upgrade(upgrade_id)
            refused = self.refusals(BuyUpgrade(upgrade_id))
            item_u.setText(0, term("upgrade", upgrade_id))
            item_u.setToolTip(0, rule_tooltip(upgrade_id, kinds=("base_upgrade",)))
            item_u.setText(1, self.tr("{rp} RP").format(rp=upgrade.rp))
            requires = ", ".join(
                term("base_level", r) if r in rules.base_level_ids else term("upgrade", r)
                for r in upgrade.requires)
            reason = "; ".join(self._message(v) for v in refused)
            item_u.setText(2, reason or (self.tr("requires {list}").format(list=requires)
                                         if requires else ""))
            item_u.setDisabled(bool(refused))
            item_u.setToolTip(2, reason)
        current_upgrade = self.upgrades.currentItem()
        self.upgrade_button.setEnabled(
            current_upgrade is not None and not current_upgrade.isDisabled())
        # Honours
        honour_id = self.honour_combo.currentData()
        if isinstance(honour_id, str):
            honour = rules.honour(honour_id)
            only = term("honour_only", honour.only) if honour.only else ""
            self.honour_info.setToolTip(rule_tooltip(honour_id, kinds=_HONOUR_KINDS))
            self.honour_info.setText(
                self.tr("{rp} RP, Renown {renown}+").format(rp=honour.rp, renown=honour.renown)
                + (f" — {only}" if only else "")
            )
            current = self.honour_models.currentItem()
            current_uid = current.data(0, _KEY) if current is not None else None
            self.honour_models.clear()
            force_names = self.force_names()
            eligible = 0
            for uid_h, refused in self.honour_targets(honour_id):
                eligible += not refused
                item_h = QTreeWidgetItem(self.honour_models)
                item_h.setData(0, _KEY, uid_h)
                item_h.setText(0, force_names.get(uid_h) or self._model_name(uid_h))
                reason = "; ".join(self._message(v) for v in refused)
                item_h.setText(1, reason or self.tr("eligible"))
                item_h.setDisabled(bool(refused))
                if uid_h == current_uid:
                    self.honour_models.setCurrentItem(item_h)
            # Nothing to buy for no model: the button says so rather than refusing later.
            self.honour_button.setEnabled(eligible > 0)
            self.honour_button.setToolTip(
                "" if eligible else self.tr("No model of the Force can take this honour now."))
            self._fill_repair()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Spend RP — {player}").format(player=self.player_name))
        self.tabs.setTabText(0, self.tr("Recruits and wargear"))
        self.tabs.setTabText(1, term("glossary", "base"))
        self.tabs.setTabText(2, self.tr("Battle Honours"))
        self.rolls_box.setTitle(self.tr("Group recruitment rolls"))
        self.no_rolls_label.setText(self.tr("No Group has Battle Honours: no roll needed."))
        self.recruit_box.setTitle(self.tr("Recruit"))
        self.recruit_into_label.setText(self.tr("Into:"))
        self.entry_names = self.info.entry_names()
        self.group_names = self.info.group_names()
        self.names = self.info.names()
        for i in range(self.recruit_entry.count()):
            entry = self.team_list.entry(self.recruit_entry.itemData(i))
            self.recruit_entry.setItemText(
                i, self.tr("{entry} ({points} pts)").format(
                    entry=self.entry_names.get(entry.id, entry.name),
                    points=points_int(catalogue_price(self.team_list, entry.id))))
        self._fill_recruit_groups()
        self.pick_entry_button.setText(self.tr("From the Team List…"))
        self.add_recruit_button.setText(self.tr("Add recruit"))
        self.wargear_box.setTitle(self.tr("Wargear"))
        self.options_button.setText(self.tr("Options…"))
        self.add_wargear_button.setText(self.tr("Add wargear"))
        self.crew_box.setTitle(self.tr("Replacement crew"))
        self.upgrades.setHeaderLabels([self.tr("Upgrade"), self.tr("Cost"), self.tr("Status")])
        self.upgrade_button.setText(self.tr("Add upgrade"))
        self.level_button.setText(self.tr("Add Base level"))
        for i in range(self.honour_combo.count()):
            honour_id = self.honour_combo.itemData(i)
            honour = load_rules().honour(honour_id)
            self.honour_combo.setItemText(
                i, self.tr("{honour} ({rp} RP)").format(honour=term("honour", honour_id),
                                                        rp=honour.rp))
            self.honour_combo.setItemData(i, rule_tooltip(honour_id, kinds=_HONOUR_KINDS),
                                          Qt.ItemDataRole.ToolTipRole)
        self.honour_models.setHeaderLabels([self.tr("Model"), self.tr("Status")])
        self.repair_label.setText(self.tr("Damage to repair:"))
        self.honour_button.setText(self.tr("Add honour"))
        self.plan_box.setTitle(self.tr("Plan (applied when you press OK)"))
        self.remove_button.setText(self.tr("Remove"))
        self.auto_convert.setText(self.tr("Convert just enough RP into points; or convert:"))
        self._validate()
