"""What a Force Sheet and a Team Sheet show, as plain values, and the builders that make them.

The builders read the rules objects (Team List, Force, Team, the campaign's PlayerState) and
return display-ready values in the sheet's language: names are the Team List's names in that
language, campaign ids go through :mod:`app.i18n.terms`, numbers and dates are formatted with the
language's locale. Points always come from :class:`~app.rules.validation.Validator`. The
renderer (:mod:`app.sheets.render`) only lays these values out.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP
from app.i18n.messages import TEMPLATES
from app.rules.campaign.data import load_rules
from app.rules.campaign.state import CampaignModel, PlayerState, group_honours
from app.rules.force import (
    Force,
    ForceModel,
    Group,
    Selection,
    Team,
    same_name_numbers,
    unnamed_numbers,
)
from app.rules.teamlist import Entry, Profile, TeamList
from app.rules.validation import Report, Validator, points_int
from app.rules.violations import Violation
from app.sheets.language import SheetLanguage, sheet_language

if TYPE_CHECKING:
    from app.model.progress import CampaignProgress, Metric
    from app.rules.reference import Entry as ReferenceEntry
    from app.rules.reference import Reference

__all__ = [
    "AchievementRow",
    "ChecklistRow",
    "Correction",
    "CorrectionRow",
    "Fallen",
    "FallenRow",
    "ForceSheet",
    "GroupRow",
    "MissionBlock",
    "ModelRow",
    "ProgressPlayer",
    "ProgressSheet",
    "PsykerRow",
    "RuleRef",
    "Stat",
    "TeamSheet",
    "WeaponRow",
    "force_sheet_data",
    "progress_sheet_data",
    "team_sheet_data",
]

# Texts the builders write into the sheets (context "sheets").
TEXTS: dict[str, str] = {
    "group_n": QT_TRANSLATE_NOOP("sheets", "Group {number}"),
    "squad_n": QT_TRANSLATE_NOOP("sheets", "Squad {number}"),
    "same_name": QT_TRANSLATE_NOOP("sheets", "{name} ({number})"),
    "stat_loss": QT_TRANSLATE_NOOP("sheets", "−{n} {stat}"),
    "game_mission": QT_TRANSLATE_NOOP("sheets", "Game {number}: {mission}"),
    "game_n": QT_TRANSLATE_NOOP("sheets", "Game {number}"),
    # the campaign progress page: the moment before the first game on the charts' axis
    "start": QT_TRANSLATE_NOOP("sheets", "Start"),
    "finale": QT_TRANSLATE_NOOP(
        "sheets", "The campaign's finale: every model of the Force may play; the other Team "
        "rules apply."),
    "field_promotion": QT_TRANSLATE_NOOP(
        "sheets",
        "Field promotion: {model} leads the Team, gains Inspiring Presence and counts as the "
        "Team Leader; 1 RP less at the end of the game",
    ),
    "team_leader_fp": QT_TRANSLATE_NOOP("sheets", "Team Leader (field promotion)"),
    "promoted": QT_TRANSLATE_NOOP("sheets", "Team Leader (Officer Training)"),
    "no_inspiring": QT_TRANSLATE_NOOP("sheets", "{model} is the Team Leader but Wounded: no "
                                      "Inspiring Presence this game"),
    "absent": QT_TRANSLATE_NOOP("sheets", "{model}: Incapacitated, cannot be in this Team"),
    "correction": QT_TRANSLATE_NOOP("sheets", "Corrected on {date}: {reason}"),
    "crew": "Crew: %n model(s)",  # plural: see _plural_messages
    # Psychic powers (seed 004, "ПСИ-ФАЗА")
    "warp_charge": QT_TRANSLATE_NOOP(
        "sheets", "Warp Charge: at the start of the Psychic phase roll D3 (not D6) and add the "
        "Mastery Levels of your psykers."),
    "psychic_hood": QT_TRANSLATE_NOOP(
        "sheets", "Every psyker counts as having a psychic hood; a model with a psychic hood in "
        "its wargear uses it within 24\"."),
    "powers_none": QT_TRANSLATE_NOOP("sheets", "No power picked yet: pick up to {limit} before "
                                     "the game."),
    # The mission block (rules.json: roles and campaign bonus RP)
    "mission_roles": QT_TRANSLATE_NOOP("sheets", "One player attacks, the other defends: "
                                       "note who is who."),
    "mission_bonus": QT_TRANSLATE_NOOP("sheets", "{fact}: {rp} RP each"),
    "mission_bonus_both": QT_TRANSLATE_NOOP("sheets", "{fact}: {rp} RP each, to both players"),
    "mission_bonus_result": QT_TRANSLATE_NOOP("sheets", "{result}: {rp} RP"),
    "mission_achievement": QT_TRANSLATE_NOOP("sheets", "{achievement} is worth {rp} RP in this "
                                             "mission."),
    "mission_unknown": QT_TRANSLATE_NOOP(
        "sheets", "The mission is rolled before the game (D6): write it here."),
    # Base upgrades to deploy or use at the table (seed 000, Table des Améliorations)
    "check_comms_relay": QT_TRANSLATE_NOOP(
        "sheets", "Place the Comms Relay in your deployment zone when you deploy."),
    "check_defence_turret": QT_TRANSLATE_NOOP(
        "sheets", "Place the gun emplacement (twin-linked heavy bolters, fires at BS2) in your "
        "deployment zone."),
    "check_barbed_wire": QT_TRANSLATE_NOOP(
        "sheets", "Place three 6\" sections of barbed wire when you deploy: anywhere but the "
        "enemy's deployment zone."),
    "check_shield_projector": QT_TRANSLATE_NOOP(
        "sheets", "Place the 25 mm shield marker in your deployment zone: 5+ invulnerable save "
        "within 3\"."),
    "check_psychic_shield": QT_TRANSLATE_NOOP(
        "sheets", "+1 to Deny the Witch within 3\" of the shield marker."),
    "check_target_designator": QT_TRANSLATE_NOOP(
        "sheets", "Once per game: mark one enemy model; one friendly model shoots it at BS5."),
    "check_scout_training": QT_TRANSLATE_NOOP(
        "sheets", "With standard deployment, roll D3 before the game: that many models may "
        "Infiltrate. Roll: ____"),
    "check_recon_satellite": QT_TRANSLATE_NOOP(
        "sheets", "+1 to the roll to Seize the Initiative."),
    "check_medical_centre": QT_TRANSLATE_NOOP(
        "sheets", "After the game: re-roll one injury result of one model."),
}

#: The Base upgrades that change how a game is set up or played, in the order of the checklist
#: (seed 000, Table des Améliorations); the others act between games.
TABLE_UPGRADES = ("comms_relay", "defence_turret", "barbed_wire", "shield_projector",
                  "psychic_shield", "target_designator", "scout_training", "recon_satellite",
                  "medical_centre")

# Characteristics of a model profile, in the order of the printed sheets.
MODEL_STATS = ("WS", "BS", "S", "T", "W", "I", "A", "Ld", "Sv")
GAME_EFFECTS = ("convalescent", "wounded", "unstable")


@dataclass(frozen=True)
class Stat:
    key: str  # "WS"
    label: str  # its abbreviation in the sheet's language
    base: str  # the Team List profile's value
    current: str  # after honours, injuries (and on a Team Sheet, this game's effects)

    @property
    def changed(self) -> bool:
        return self.base != self.current


@dataclass(frozen=True)
class ModelRow:
    uid: str
    name: str  # the model's own name, else its entry's
    entry: str  # the entry's name ("" when the name is the entry's)
    section: str  # translated section ("Team Leader", "Core"…)
    section_id: str
    group: str  # Group / Squad name, or ""
    stats: tuple[Stat, ...]
    standard_profile: bool  # the stats are WS BS S T W I A Ld Sv (else a vehicle / walker)
    wargear: tuple[str, ...]  # the entry's own wargear, less what options replaced
    options: tuple[str, ...]  # options and Armoury items chosen for the model
    rules: tuple[str, ...]
    honours: tuple[str, ...]
    injuries: tuple[str, ...]  # permanent ("−1 T")
    temporary: tuple[str, ...]  # "Incapacitated: misses the next game"
    roles: tuple[str, ...]  # "Team Leader (field promotion)"
    points: int


@dataclass(frozen=True)
class GroupRow:
    name: str
    entry: str
    members: tuple[str, ...]
    honours: tuple[str, ...]
    options: tuple[str, ...]  # a Squad's unit-level options
    points: int | None  # a Squad's own points (its unit-level options), else None


@dataclass(frozen=True)
class Fallen:
    """A dead model, as the store knows it: what to print in the "fallen" list."""

    name: str
    entry: str  # entry id in the Team List
    game_number: int | None = None
    mission: str | None = None  # mission id


@dataclass(frozen=True)
class FallenRow:
    name: str
    entry: str
    game: str


@dataclass(frozen=True)
class Correction:
    """A correction of the Force outside step 5, as the store records it."""

    when: dt.date
    reason: str


@dataclass(frozen=True)
class CorrectionRow:
    date: str  # formatted in the sheet's language
    text: str  # the whole sentence: "Corrected on 3 March 2026: …"


@dataclass(frozen=True)
class RuleRef:
    name: str
    text: str
    #: what it is: "rule" (a special rule), "honour" (a Battle Honour) or "upgrade" (a Base
    #: upgrade in play)
    kind: str = "rule"
    #: the rule is an imported catalogue's that the reference does not know: its text is in the
    #: catalogue's own language
    untranslated: bool = False


@dataclass(frozen=True)
class WeaponRow:
    """A weapon profile of the wargear the Team carries, once per weapon."""

    name: str
    range: str
    strength: str
    ap: str
    type: str
    carriers: tuple[str, ...]  # the models carrying it
    numbers: tuple[int, ...] = ()  # their rows in the models table (1, 2…)


@dataclass(frozen=True)
class PsykerRow:
    """A psyker of the Team and its psychic powers for this game."""

    model: str
    mastery: int
    open_mind: bool
    allowed: int  # one power per Mastery Level, +1 with Open Mind
    powers: tuple[RuleRef, ...]  # picked for this game, with their texts


@dataclass(frozen=True)
class ChecklistRow:
    """A Base upgrade to deploy or use at the table: a tick box, its name and what to do."""

    upgrade: str
    text: str


@dataclass(frozen=True)
class AchievementRow:
    """An achievement of the RP table (rules.json), with its RP in this game's mission."""

    id: str
    name: str
    rp: int
    repeatable: bool


@dataclass(frozen=True)
class MissionBlock:
    """The mission of the game as the sheet prints it: its id (for the mission card) and the
    lines the campaign rules give (roles, bonus RP)."""

    mission_id: str | None
    name: str
    lines: tuple[str, ...]
    #: models carrying the mission's markers (Raid: demolition charges, "write them on the
    #: roster"): how many at most, and who names them ("attacker"); 0: none
    carriers: int = 0
    carriers_role: str = ""


@dataclass(frozen=True)
class SheetHeader:
    language: str
    printed: str  # the date, formatted
    campaign: str
    player: str
    force_name: str
    team_list: str
    team_list_version: str
    base_level: int
    base_name: str
    team_limit: int
    upgrades: tuple[str, ...]
    rp: int | None  # None: not known (a sheet from a roster file): left blank for pencil
    renown: int | None
    games_played: int | None


@dataclass(frozen=True)
class ForceSheet:
    header: SheetHeader
    models: tuple[ModelRow, ...]
    groups: tuple[GroupRow, ...]
    fallen: tuple[FallenRow, ...]
    total_points: int
    problems: tuple[str, ...] = ()
    corrections: tuple[CorrectionRow, ...] = ()  # corrections in force, oldest first

    kind = "force"


@dataclass(frozen=True)
class TeamSheet:
    header: SheetHeader
    game: str  # "Game 3" or ""
    mission: str
    opponent: str
    models: tuple[ModelRow, ...]
    groups: tuple[GroupRow, ...]
    total_points: int
    limit: int
    field_promotion: str  # the promoted model's name, or ""
    effects: tuple[str, ...]  # temporary effects in force for this game
    rules: tuple[RuleRef, ...]  # special rules used by the Team
    problems: tuple[str, ...] = field(default=())
    #: the Battle Honours the Team's models carry, and the Base upgrades in play, with their
    #: texts from the rules reference (once each)
    honours: tuple[RuleRef, ...] = field(default=())
    upgrades: tuple[RuleRef, ...] = field(default=())
    #: what the table needs (issue 18): weapon profiles, psychic powers, the Base upgrades to
    #: deploy, the twelve achievements, the mission
    weapons: tuple[WeaponRow, ...] = field(default=())
    psykers: tuple[PsykerRow, ...] = field(default=())
    psychic_notes: tuple[str, ...] = field(default=())  # Warp Charge on D3, psychic hood
    checklist: tuple[ChecklistRow, ...] = field(default=())
    achievements: tuple[AchievementRow, ...] = field(default=())
    mission_block: MissionBlock | None = None

    kind = "team"


# The numbers charted on the campaign progress page, in its order (those of
# :data:`app.model.progress.METRICS`, kept here so that the sheets import no store module).
PROGRESS_METRICS: tuple[Metric, ...] = ("rp", "renown", "base_level", "points")


@dataclass(frozen=True)
class ProgressPlayer:
    """One player on the campaign progress page: the numbers charted (``series[metric][i]``
    at moment ``i``; ``None`` where the player had not joined yet or the moment is not known)
    and the record."""

    name: str
    series: Mapping[str, tuple[int | None, ...]]
    games: int
    wins: int
    draws: int
    losses: int
    casualties: int


@dataclass(frozen=True)
class ProgressSheet:
    """The campaign progress page of the campaign PDF: its four charts (one line per player
    over the moments: before the first game, after each game) and the players' record. Built
    from :func:`app.model.progress.campaign_progress` (:func:`progress_sheet_data`)."""

    language: str
    printed: str  # the date, formatted
    campaign: str
    # the moments on the charts' axis, in the sheet's language: "Start", "1", "2"…
    moments: tuple[str, ...]
    players: tuple[ProgressPlayer, ...]
    games: int  # games played in the campaign
    decided: int  # with a winner
    drawn: int
    casualties: int  # over the whole campaign

    kind = "progress"


# -- builders ---------------------------------------------------------------------------------
def progress_sheet_data(progress: CampaignProgress, *, language: str | SheetLanguage = "en",
                        campaign: str = "", printed: dt.date | None = None) -> ProgressSheet:
    """The campaign progress page of ``progress`` (the store's numbers, as they are: nothing is
    computed again here)."""
    lang = _language(language)
    moments = (lang.sheet(TEXTS["start"]), *(lang.number(g.number) for g in progress.games))
    players = tuple(
        ProgressPlayer(p.name, {m: p.series(m) for m in PROGRESS_METRICS},
                       p.wins + p.draws + p.losses, p.wins, p.draws, p.losses, p.casualties)
        for p in progress.players)
    return ProgressSheet(lang.code, lang.date(printed or dt.date.today()), campaign, moments,
                         players, len(progress.games), progress.decided, progress.drawn,
                         progress.casualties)


def force_sheet_data(
    team_list: TeamList,
    force: Force,
    state: PlayerState | None = None,
    *,
    language: str | SheetLanguage = "en",
    campaign: str = "",
    player: str = "",
    games_played: int | None = None,
    fallen: Iterable[Fallen] = (),
    printed: dt.date | None = None,
    validator: Validator | None = None,
    corrections: Iterable[Correction] = (),
) -> ForceSheet:
    """The Force Sheet of ``force``; ``state`` adds the campaign side (honours, RP…);
    ``corrections`` (of a Force that has played, outside step 5) are listed on it."""
    lang = _language(language)
    validator = validator or Validator(team_list)
    report = validator.validate_force(force)
    ctx = _Context(team_list, force, state, lang, report)
    header = _header(ctx, campaign, player, games_played, printed)
    models = tuple(ctx.model_row(m) for m in force.models)
    groups = tuple(ctx.group_row(g, ctx.members(g.id)) for g in force.groups)
    fallen_rows = tuple(_fallen_row(ctx, f) for f in fallen)
    correction_rows = tuple(_correction_row(lang, c) for c in corrections)
    return ForceSheet(header, models, groups, fallen_rows, points_int(report.total),
                      ctx.problems(report), correction_rows)


def team_sheet_data(
    team_list: TeamList,
    force: Force,
    team: Team,
    state: PlayerState | None = None,
    *,
    language: str | SheetLanguage = "en",
    campaign: str = "",
    player: str = "",
    opponent: str = "",
    mission: str | None = None,
    game_number: int | None = None,
    games_played: int | None = None,
    printed: dt.date | None = None,
    validator: Validator | None = None,
    check: bool = True,
) -> TeamSheet:
    """The Team Sheet of ``team`` (picked from ``force``) for one game.

    ``check=False`` leaves out the rules check's problems (a game already played: its Team
    was checked when it was saved, and the Force may have changed since).
    """
    lang = _language(language)
    validator = validator or Validator(team_list)
    report = validator.validate_team(force, team)
    ctx = _Context(team_list, force, state, lang, report, team=team)
    header = _header(ctx, campaign, player, games_played, printed)
    known = {m.uid: m for m in force.models}
    picked = [known[u] for u in team.models if u in known]
    models = tuple(ctx.model_row(m) for m in picked)
    picked_ids = {m.uid for m in picked}
    groups = tuple(
        ctx.group_row(g, ctx.members(g.id)) for g in force.groups
        if any(m.uid in picked_ids for m in ctx.members(g.id))
    )
    effects: list[str] = []
    if team.finale:  # seed 000: "toute sa Force"
        effects.append(lang.sheet(TEXTS["finale"]))
    fp_name = ""
    if team.field_promotion and team.field_promotion in known:
        fp_name = ctx.model_name(known[team.field_promotion])
        effects.append(lang.sheet(TEXTS["field_promotion"]).format(model=fp_name))
    for m in picked:
        cm = ctx.campaign_model(m.uid)
        if cm is not None and cm.temporary in GAME_EFFECTS:
            effects.append(f"{ctx.model_name(m)}: {lang.term('temporary', cm.temporary)}")
            if cm.temporary == "wounded" and ctx.leads(m):
                effects.append(lang.sheet(TEXTS["no_inspiring"]).format(model=ctx.model_name(m)))
    for m in force.models:
        cm = ctx.campaign_model(m.uid)
        if m.uid not in picked_ids and (
            m.incapacitated or (cm is not None and cm.temporary == "incapacitated")
        ):
            effects.append(lang.sheet(TEXTS["absent"]).format(model=ctx.model_name(m)))
    game = ""
    if game_number is not None:
        game = lang.sheet(TEXTS["game_n"]).format(number=lang.number(game_number))
    psyker_rows = ctx.psyker_rows(picked)
    return TeamSheet(
        header,
        game,
        lang.term("mission", mission) if mission else "",
        opponent,
        models,
        groups,
        points_int(report.total),
        team.points_limit,
        fp_name,
        tuple(effects),
        ctx.rule_refs(picked),
        ctx.problems(report) if check else (),
        ctx.honour_refs(picked, groups=[g for g in force.groups if any(
            m.uid in picked_ids for m in ctx.members(g.id))]),
        ctx.upgrade_refs(),
        weapons=ctx.weapon_rows(picked),
        psykers=psyker_rows,
        psychic_notes=(lang.sheet(TEXTS["warp_charge"]), lang.sheet(TEXTS["psychic_hood"]))
        if psyker_rows else (),
        checklist=ctx.checklist(),
        achievements=achievement_rows(lang, mission),
        mission_block=mission_block(lang, mission),
    )


def achievement_rows(lang: SheetLanguage, mission: str | None) -> tuple[AchievementRow, ...]:
    """The achievements of the RP table (RULES.md 7.1), with the RP ``mission`` gives them
    (Escalating Skirmish: Assassin 5 instead of 3)."""
    rules = load_rules()
    found = rules.missions.get(mission) if mission else None
    worth = dict(found.achievement_rp) if found is not None else {}
    return tuple(AchievementRow(a.id, lang.term("achievement", a.id), worth.get(a.id, a.rp),
                                a.repeatable) for a in rules.achievements.values())


def mission_block(lang: SheetLanguage, mission: str | None) -> MissionBlock:
    """What the campaign rules (rules.json) say of ``mission`` for the table: its roles and its
    campaign bonus RP; a mission still to be rolled says so."""
    if not mission:
        return MissionBlock(None, "", (lang.sheet(TEXTS["mission_unknown"]),))
    rules = load_rules()
    found = rules.missions.get(mission)
    lines: list[str] = []
    if found is not None:
        if found.roles:
            lines.append(lang.sheet(TEXTS["mission_roles"]))
        for bonus in found.bonuses:
            rp = lang.number(bonus.rp_each)
            if bonus.fact is None:  # a result's bonus (Last Stand: won, drawn)
                lines.append(lang.sheet(TEXTS["mission_bonus_result"]).format(
                    result=lang.term("mission_fact", bonus.id), rp=rp))
                continue
            fact = lang.term("mission_fact", bonus.fact)
            if bonus.to == "both":
                lines.append(lang.sheet(TEXTS["mission_bonus_both"]).format(fact=fact, rp=rp))
            else:
                lines.append(lang.sheet(TEXTS["mission_bonus"]).format(fact=fact, rp=rp))
        for achievement, rp_value in found.achievement_rp.items():
            lines.append(lang.sheet(TEXTS["mission_achievement"]).format(
                achievement=lang.term("achievement", achievement), rp=lang.number(rp_value)))
    carriers, role = _carriers(mission)
    return MissionBlock(mission, lang.term("mission", mission), tuple(lines), carriers, role)


def _carriers(mission: str) -> tuple[int, str]:
    """The mission's carriers of markers (most, role) from the missions data (0: none)."""
    try:
        from app.rules.campaign.missions import mission_setup
    except ImportError:  # pragma: no cover - the missions data ship with the app
        return 0, ""
    setup = mission_setup(mission)
    marker = setup.carriers if setup is not None else None
    if marker is None:
        return 0, ""
    most, role = marker.params.get("max"), marker.params.get("role")
    return (most if isinstance(most, int) else 0), (role if isinstance(role, str) else "")


# -- the work ---------------------------------------------------------------------------------
def _language(language: str | SheetLanguage) -> SheetLanguage:
    return language if isinstance(language, SheetLanguage) else sheet_language(language)


def _header(
    ctx: _Context, campaign: str, player: str, games_played: int | None,
    printed: dt.date | None,
) -> SheetHeader:
    rules = load_rules()
    state = ctx.state
    level = state.base_level if state is not None else 1
    base = rules.base_level(level)
    upgrades = state.upgrades if state is not None else ctx.force.upgrades
    lang = ctx.lang
    return SheetHeader(
        language=lang.code,
        printed=lang.date(printed or dt.date.today()),
        campaign=campaign,
        player=player,
        force_name=ctx.force.name,
        team_list=lang.name(ctx.team_list),
        team_list_version=ctx.team_list.version,
        base_level=level,
        base_name=lang.term("base_level", base.id),
        team_limit=base.team_limit,
        upgrades=tuple(sorted(lang.term("upgrade", u) for u in upgrades)),
        rp=state.rp if state is not None else None,
        renown=state.renown if state is not None else None,
        games_played=games_played,
    )


def _correction_row(lang: SheetLanguage, c: Correction) -> CorrectionRow:
    date = lang.date(c.when)
    return CorrectionRow(date, lang.sheet(TEXTS["correction"]).format(date=date,
                                                                      reason=c.reason))


def _fallen_row(ctx: _Context, f: Fallen) -> FallenRow:
    lang = ctx.lang
    info = ctx.team_list.index.infos.get(f.entry)
    entry = lang.name(info.entry) if info else f.entry
    called = lang.model_name(info.entry) if info else f.entry  # an unnamed Cultist: its model
    game = ""
    if f.game_number is not None and f.mission:
        game = lang.sheet(TEXTS["game_mission"]).format(
            number=lang.number(f.game_number), mission=lang.term("mission", f.mission))
    elif f.game_number is not None:
        game = lang.sheet(TEXTS["game_n"]).format(number=lang.number(f.game_number))
    elif f.mission:
        game = lang.term("mission", f.mission)
    return FallenRow(f.name or called, entry if f.name else "", game)


class _Context:
    def __init__(
        self, tl: TeamList, force: Force, state: PlayerState | None, lang: SheetLanguage,
        report: Report, team: Team | None = None,
    ) -> None:
        self.team_list = tl
        self.index = tl.index
        self.force = force
        self.state = state
        self.lang = lang
        self.report = report
        self.team = team
        self._campaign: dict[str, CampaignModel] = (
            {m.uid: m for m in state.models} if state is not None else {}
        )
        self._names: dict[str, str] = {}
        self._numbered = self._numbers()
        # The Force's Groups by id (the first of an id, as Force.group finds it), their
        # numbers, their members and names: looked up once per model, made once per sheet
        # (a scan of the Groups or the models per lookup grew with the square of the Force).
        self._groups: dict[str, Group] = {}
        self._group_numbers: dict[str, int] = {}
        for i, g in enumerate(force.groups, 1):
            self._groups.setdefault(g.id, g)
            self._group_numbers.setdefault(g.id, i)
        self._members: dict[str | None, list[ForceModel]] = {}
        for m in force.models:
            self._members.setdefault(m.group, []).append(m)
        self._same_group_names: dict[str, int] | None = None
        self._group_names: dict[Group, str] = {}

    def members(self, gid: str) -> tuple[ForceModel, ...]:
        """The models of Group ``gid``, in the Force's order (:meth:`Force.members`)."""
        return tuple(self._members.get(gid, ()))

    def campaign_model(self, uid: str) -> CampaignModel | None:
        return self._campaign.get(uid)

    def _numbers(self) -> dict[str, int]:
        """Models without a name of their own: "Tactical Marine 2" when there are several (the
        app's one scheme: :func:`app.rules.force.unnamed_numbers`)."""
        return unnamed_numbers(self.force)

    def model_entry(self, m: ForceModel) -> Entry | None:
        info = self.index.infos.get(m.member or m.entry)
        return info.entry if info else None

    def model_name(self, m: ForceModel) -> str:
        if m.name:
            same = self._numbered.get(m.uid)  # a name two models share: "Kruger (2)"
            return self.lang.sheet(TEXTS["same_name"]).format(
                name=m.name, number=self.lang.number(same)) if same else m.name
        entry = self.model_entry(m)
        base = self.lang.model_name(entry) if entry else (m.member or m.entry)  # "Chaos Cultist"
        n = self._numbered.get(m.uid)
        return f"{base} {self.lang.number(n)}" if n else base

    def leads(self, m: ForceModel) -> bool:
        cm = self.campaign_model(m.uid)
        entry = self.index.infos.get(m.entry)
        section = self.index.section_of(entry.entry) if entry else None
        promoted = cm is not None and cm.promoted_leader
        fp = self.team is not None and self.team.field_promotion == m.uid
        return section == "leader" or promoted or fp

    def section_of(self, m: ForceModel) -> str:
        info = self.index.infos.get(m.entry)
        if info is None:
            return ""
        section = self.index.section_of(info.entry)
        if section is None and info.entry.transport:
            return "transport"
        return str(section) if section is not None else ""

    def group_name(self, g: Group) -> str:
        found = self._group_names.get(g)
        if found is None:
            found = self._group_names[g] = self._group_name(g)
        return found

    def _group_name(self, g: Group) -> str:
        if g.name:
            if self._same_group_names is None:
                self._same_group_names = same_name_numbers(self.force.groups)
            same = self._same_group_names.get(g.id)  # "Boyz (2)"
            return self.lang.sheet(TEXTS["same_name"]).format(
                name=g.name, number=self.lang.number(same)) if same else g.name
        number = self._group_numbers[g.id]
        root = self.index.roots.get(g.entry)
        key = "squad_n" if g.squad or (root is not None and root.squad_size) else "group_n"
        return self.lang.sheet(TEXTS[key]).format(number=self.lang.number(number))

    # -- one model ----------------------------------------------------------------------------
    def model_row(self, m: ForceModel) -> ModelRow:
        lang = self.lang
        entry = self.model_entry(m)
        cm = self.campaign_model(m.uid)
        section = self.section_of(m)
        group = ""
        if m.group is not None:
            known = self._groups.get(m.group)
            group = self.group_name(known) if known is not None else m.group
        stats, standard = self._stats(entry, cm)
        honours: tuple[str, ...] = ()
        injuries: tuple[str, ...] = ()
        temporary: list[str] = []
        roles: list[str] = []
        if cm is not None:
            honours = tuple(lang.term("honour", h) for h in cm.honours)
            lost = Counter(cm.permanent_injuries)
            injuries = tuple(
                lang.sheet(TEXTS["stat_loss"]).format(n=lang.number(n), stat=lang.stat(s))
                for s, n in lost.items()
            )
            if cm.temporary is not None:
                temporary.append(lang.term("temporary", cm.temporary))
            if cm.promoted_leader:
                roles.append(lang.sheet(TEXTS["promoted"]))
            if cm.artillery and self.state is not None and cm.group_id is not None:
                # The gun's crew are campaign-only models: they hold the unit's honours.
                crew = [x for x in self.state.members(cm.group_id) if x.crew]
                roles.append(lang.sheet(TEXTS["crew"], len(crew)))
                honours = tuple(
                    lang.term("honour", h) for h in group_honours(self.state, cm.group_id))
        elif m.incapacitated:
            temporary.append(lang.term("temporary", "incapacitated"))
        if self.team is not None and self.team.field_promotion == m.uid:
            roles.append(lang.sheet(TEXTS["team_leader_fp"]))
        wargear, options = self._wargear(m, entry)
        name = self.model_name(m)
        entry_name = lang.name(entry) if entry else (m.member or m.entry)
        return ModelRow(
            uid=m.uid,
            name=name,
            entry=entry_name if m.name else "",
            section=lang.section(section) if section else "",
            section_id=section,
            group=group,
            stats=stats,
            standard_profile=standard,
            wargear=wargear,
            options=options,
            rules=tuple(self.rule_name(r) for r in self._rule_ids(m, entry)),
            honours=honours,
            injuries=injuries,
            temporary=tuple(temporary),
            roles=tuple(roles),
            points=points_int(self.report.model_points.get(m.uid, Fraction(0))),
        )

    def _stats(
        self, entry: Entry | None, cm: CampaignModel | None
    ) -> tuple[tuple[Stat, ...], bool]:
        profile = _profile(entry)
        if profile is None:
            return (), True
        keys = [k for k, _ in profile.characteristics]
        standard = keys == list(MODEL_STATS)
        current: Mapping[str, int] = cm.characteristics if cm is not None else {}
        # A temporary injury changes the next game's profile (Wounded: -2 Ld, RULES.md 6.2).
        state = cm.temporary if self.team is not None and cm is not None else None
        rules = load_rules()
        out: list[Stat] = []
        for key, base in profile.characteristics:
            now = str(current[key]) if key in current else base
            change = rules.temporary_modifier(state, key) if state else 0
            if change and now.isdigit():
                now = str(max(0, int(now) + change))
            out.append(Stat(key, self.lang.stat(key), base, now))
        return tuple(out), standard

    def _selected(self, sels: Sequence[Selection]) -> list[tuple[Entry, int]]:
        out: list[tuple[Entry, int]] = []
        for s in sels:
            for sel in s.walk():
                info = self.index.infos.get(sel.entry)
                if info is not None:
                    out.append((info.entry, sel.count))
        return out

    def _wargear(
        self, m: ForceModel, entry: Entry | None
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        lang = self.lang
        chosen = self._selected(m.options)
        replaced: set[str] = set()
        for e, _ in chosen:
            info = self.index.infos.get(e.id)
            for g in info.groups if info else ():
                replaced.update(g.replaces)
        own: list[str] = []
        for wid in entry.wargear if entry else ():
            if wid in replaced:
                continue
            item = self.team_list.wargear.get(wid)
            own.append(lang.name(item) if item else wid)
        options: list[str] = []
        for e, count in chosen:
            name = lang.name(e)
            options.append(f"{lang.number(count)}× {name}" if count > 1 else name)
        return tuple(own), tuple(options)

    def _rule_ids(self, m: ForceModel, entry: Entry | None) -> list[str]:
        ids: dict[str, None] = {}
        if entry is not None:
            ids.update(dict.fromkeys(entry.rules))
            if entry.id != m.entry:  # a Squad member: the unit's rules apply too
                unit = self.index.infos.get(m.entry)
                if unit is not None:
                    ids.update(dict.fromkeys(unit.entry.rules))
            chosen = {e.id for e, _ in self._selected(m.options)}
            replaced: set[str] = set()
            for cid in chosen:
                info = self.index.infos.get(cid)
                for g in info.groups if info else ():
                    replaced.update(g.replaces)
            for wid in entry.wargear:
                item = self.team_list.wargear.get(wid)
                if item is not None and wid not in replaced:
                    ids.update(dict.fromkeys(item.rules))
            for e, _ in self._selected(m.options):
                ids.update(dict.fromkeys(e.rules))
                if e.ref and e.ref in self.team_list.wargear:
                    ids.update(dict.fromkeys(self.team_list.wargear[e.ref].rules))
        promoted = self.team is not None and self.team.field_promotion == m.uid
        if promoted and "inspiring_presence" in self.index.rules:
            ids["inspiring_presence"] = None
        return list(ids)

    def rule_name(self, rule_id: str) -> str:
        rule = self.index.rules.get(rule_id)
        return self.lang.name(rule) if rule else rule_id

    def rule_refs(self, models: Iterable[ForceModel]) -> tuple[RuleRef, ...]:
        """The special rules the ``models`` carry, and those their Battle Honours grant, once
        each, with their texts from the rules reference (:mod:`app.rules.reference`) in the
        sheet's language; an imported catalogue's rule the reference does not know keeps the
        catalogue's text."""
        from app.rules.reference import default_reference

        ref = default_reference()
        linked = {r.rule_id: r for r in ref.index_teamlist_rules(self.team_list)}
        models = list(models)
        seen: dict[str, None] = {}
        for m in models:
            seen.update(dict.fromkeys(self._rule_ids(m, self.model_entry(m))))
        code = self.lang.code
        refs: dict[str, RuleRef] = {}  # by reference id (or Team List rule id): once each
        for rid in seen:
            rule = self.index.rules.get(rid)
            if rule is None:
                continue
            found = linked.get(rid)
            entry = ref.get(found.linked) if found is not None and found.linked else None
            if entry is not None:
                assert found is not None
                refs.setdefault(entry.id, RuleRef(self.lang.name(rule),
                                                  entry.text(code, found.value)))
            else:
                imported = self.team_list.origin == "battlescribe"
                refs.setdefault(f"teamlist.{rid}", RuleRef(
                    self.lang.name(rule), self.lang.text(rule), untranslated=imported))
        names = {fold_name(r.name) for r in refs.values()}
        for honour in self._honour_ids(models):
            entry = _honour_entry(ref, honour)
            if entry is None:
                continue
            for see in entry.see:
                granted = ref.get(see)
                if (granted is not None and granted.kind == "special_rule"
                        and _grants(entry, granted)
                        and see not in refs and fold_name(granted.name(code)) not in names):
                    refs[see] = RuleRef(granted.name(code), granted.text(code))
        return tuple(sorted(refs.values(), key=lambda r: r.name.casefold()))

    def _honour_ids(self, models: Iterable[ForceModel],
                    groups: Iterable[Group] = ()) -> list[str]:
        """The Battle Honours of ``models`` (an Artillery gun's: its crew's) and of ``groups``,
        each once, in order."""
        ids: dict[str, None] = {}
        for m in models:
            cm = self.campaign_model(m.uid)
            if cm is None:
                continue
            ids.update(dict.fromkeys(cm.honours))
            if cm.artillery and self.state is not None and cm.group_id is not None:
                ids.update(dict.fromkeys(group_honours(self.state, cm.group_id)))
        if self.state is not None:
            for g in groups:
                ids.update(dict.fromkeys(group_honours(self.state, g.id)))
        return list(ids)

    def honour_refs(self, models: Iterable[ForceModel],
                    groups: Iterable[Group] = ()) -> tuple[RuleRef, ...]:
        """The Battle Honours the Team carries, each once, with the reference's text."""
        from app.rules.reference import default_reference

        ref = default_reference()
        out = []
        for honour in self._honour_ids(list(models), groups):
            entry = _honour_entry(ref, honour)
            out.append(RuleRef(self.lang.term("honour", honour),
                               entry.text(self.lang.code) if entry is not None else "",
                               kind="honour"))
        return tuple(sorted(out, key=lambda r: r.name.casefold()))

    def upgrade_refs(self) -> tuple[RuleRef, ...]:
        """The Base upgrades in play, with the reference's text."""
        from app.rules.reference import default_reference

        ref = default_reference()
        upgrades = self.state.upgrades if self.state is not None else self.force.upgrades
        out = []
        for upgrade in dict.fromkeys(upgrades):
            entry = ref.get(f"base_upgrade.{upgrade}")
            out.append(RuleRef(self.lang.term("upgrade", upgrade),
                               entry.text(self.lang.code) if entry is not None else "",
                               kind="upgrade"))
        return tuple(sorted(out, key=lambda r: r.name.casefold()))

    # -- at the table ---------------------------------------------------------------------------
    def _carried(self, m: ForceModel) -> list[Entry]:
        """The wargear ``m`` carries: its entry's own (less what options replaced), then the
        options chosen (each once), as Team List entries with their profiles."""
        entry = self.model_entry(m)
        chosen = [e for e, _ in self._selected(m.options)]
        replaced: set[str] = set()
        for e in chosen:
            info = self.index.infos.get(e.id)
            for g in info.groups if info else ():
                replaced.update(g.replaces)
        out: list[Entry] = []
        for wid in entry.wargear if entry else ():
            item = self.team_list.wargear.get(wid)
            if item is not None and wid not in replaced:
                out.append(item)
        for e in chosen:
            shared = self.team_list.wargear.get(e.ref) if e.ref else None
            if shared is not None and not any(p.type == "weapon" for p in e.profiles):
                out.append(shared)
            else:
                out.append(e)
        return out

    def weapon_rows(self, models: Iterable[ForceModel]) -> tuple[WeaponRow, ...]:
        """The profiles of the weapons the ``models`` carry, once each (the models carrying
        each listed), by name."""
        found: dict[tuple[str, tuple[tuple[str, str], ...]], tuple[list[str], list[int]]] = {}
        for number, m in enumerate(models, 1):
            name = self.model_name(m)
            for item in self._carried(m):
                weapons = [p for p in item.profiles if p.type == "weapon"]
                for p in weapons:
                    label = self.lang.name(item) if len(weapons) == 1 else p.name
                    carriers, numbers = found.setdefault((label, p.characteristics), ([], []))
                    if number not in numbers:
                        carriers.append(name)
                        numbers.append(number)
        rows = []
        for (label, chars), (carriers, numbers) in found.items():
            profile = Profile(label, "weapon", chars)
            words = self.lang.weapon_type  # "Tir Rapide, Surchauffe"; "Gabarit"; "Utilisateur"
            rows.append(WeaponRow(
                label, words(_char(profile, "Range")),
                words(_char(profile, "S", "Strength", "Str")), _char(profile, "AP"),
                words(_char(profile, "Type")), tuple(carriers), tuple(numbers)))
        return tuple(sorted(rows, key=lambda r: r.name.casefold()))

    def psyker_rows(self, models: Iterable[ForceModel]) -> tuple[PsykerRow, ...]:
        """The psykers among ``models`` with the psychic powers picked for the game (seed 004:
        one per Mastery Level; Open Mind one more)."""
        from app.rules.campaign.psychic import power, psykers

        models = list(models)
        found = psykers(self.team_list, self.force, [m.uid for m in models], self.state)
        by_uid = {m.uid: m for m in models}
        rows = []
        for uid, psyker in found.items():
            picked = self.team.powers_of(uid) if self.team is not None else ()
            refs = []
            for pid in picked:
                rule = power(self.team_list, pid)
                refs.append(RuleRef(self.lang.name(rule), self.lang.text(rule), kind="power")
                            if rule is not None else RuleRef(pid, "", kind="power"))
            rows.append(PsykerRow(self.model_name(by_uid[uid]), psyker.mastery,
                                  bool(psyker.extra), psyker.allowed, tuple(refs)))
        return tuple(rows)

    def checklist(self) -> tuple[ChecklistRow, ...]:
        """The Base upgrades to deploy or use at the table, with what to do (seed 000)."""
        upgrades = self.state.upgrades if self.state is not None else self.force.upgrades
        return tuple(ChecklistRow(self.lang.term("upgrade", u),
                                  self.lang.sheet(TEXTS[f"check_{u}"]))
                     for u in TABLE_UPGRADES if u in upgrades)

    # -- Groups -------------------------------------------------------------------------------
    def group_row(self, g: Group, members: Sequence[ForceModel]) -> GroupRow:
        lang = self.lang
        info = self.index.infos.get(g.entry)
        honours: tuple[str, ...] = ()
        if self.state is not None:
            honours = tuple(lang.term("honour", h) for h in group_honours(self.state, g.id))
        options = tuple(lang.name(e) for e, _ in self._selected(g.options))
        own = self.report.group_points.get(g.id)
        return GroupRow(
            name=self.group_name(g),
            entry=lang.name(info.entry) if info else g.entry,
            members=tuple(self.model_name(m) for m in members),
            honours=honours,
            options=options,
            points=points_int(own) if own else None,
        )

    # -- validation -----------------------------------------------------------------------------
    def problems(self, report: Report) -> tuple[str, ...]:
        names = {i.entry.id: self.lang.name(i.entry) for i in self.index.infos.values()}
        names.update({g.id: self.lang.name(g) for g in self.index.groups.values()})
        names.update({g.id: self.group_name(g) for g in self.force.groups})
        names.update({m.uid: self.model_name(m) for m in self.force.models})
        return tuple(_message(self.lang, v, names) for v in report.errors)


def fold_name(name: str) -> str:
    """A name for comparing (case and accents ignored)."""
    from app.rules.reference import fold

    return fold(name)


def _grants(honour: ReferenceEntry, rule: ReferenceEntry) -> bool:
    """Whether ``honour`` gives its model ``rule`` (its text says it gains the rule), rather
    than only referring to it ("re-roll failed Fear tests")."""
    from app.rules.reference import fold

    text = fold(honour.text("en"))
    return " gain" in " " + text and fold(rule.name("en")) in text


def _honour_entry(ref: Reference, honour: str) -> ReferenceEntry | None:
    for kind in ("honour", "walker_honour"):
        entry = ref.get(f"{kind}.{honour}")
        if entry is not None:
            return entry
    return None


def _char(profile: Profile, *keys: str) -> str:
    """The first of the characteristics ``keys`` a weapon profile has ("" when none)."""
    for key in keys:
        value = profile.get(key)
        if value:
            return value
    return ""


def _profile(entry: Entry | None) -> Profile | None:
    if entry is None:
        return None
    for p in entry.profiles:
        if p.type != "weapon":
            return p
    return None


class _Params(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _message(lang: SheetLanguage, v: Violation, names: Mapping[str, str]) -> str:
    """The words of ``v`` in the sheet's language (as :func:`app.i18n.messages.message` does)."""
    template = lang.lookup("Violation", TEMPLATES.get(v.code, v.code))
    params: dict[str, object] = {}
    for key, value in v.params.items():
        if value is None:
            params[key] = "—"
        elif key == "section" and isinstance(value, str):
            params[key] = lang.section(value)
        elif key in ("entry", "group", "model") and isinstance(value, str):
            params[key] = names.get(value, value)
        elif isinstance(value, int) and not isinstance(value, bool):
            params[key] = lang.number(value)
        else:
            params[key] = value
    entry = v.params.get("entry")
    if isinstance(entry, str) and entry in names:
        params["name"] = names[entry]
    return template.format_map(_Params(params))


def _plural_messages() -> None:  # pragma: no cover - never called: read by lupdate
    """The ``%n`` labels above as a plural translate call, so that lupdate makes them plural
    messages (PySide6 has no ``QT_TRANSLATE_N_NOOP``)."""
    QCoreApplication.translate("sheets", "Crew: %n model(s)", "", 1)
