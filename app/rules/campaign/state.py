"""The campaign-side view of a player: RP, Renown, Base, and the models of the Force.

Plain frozen values. Every step function takes a state and returns a *new* state; nothing
here is modified in place. Points and options come from the Team List and are computed by
the caller; this view keeps only what the campaign rules need.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:  # (an annotation only: the prices are not needed to read a campaign)
    from app.rules.pricing import SquadRounding

__all__ = [
    "STORYLINE_ROLES",
    "CampaignModel",
    "CampaignSettings",
    "DoomsdayNearEnemy",
    "GroupRoll",
    "MissionMode",
    "PlayerState",
    "Section",
    "StepOrder",
    "TemporaryState",
    "UnderdogRounding",
    "freeze",
]

Section = Literal["leader", "specialist", "core", "transport"]
TemporaryState = Literal["incapacitated", "convalescent", "wounded", "unstable"]
MissionMode = Literal["fixed", "random", "storyline"]
UnderdogRounding = Literal["floor", "ceil"]
StepOrder = Literal["together", "per_game"]
DoomsdayNearEnemy = Literal["also", "instead"]

#: The storyline role rule of seed 000's example campaign: its Last Stand is defended by the
#: winner of the mission before (*"Celui qui gagne la dernière mission est le Défenseur dans
#: celle-ci"*).
STORYLINE_ROLES: tuple[tuple[str, str], ...] = (("last_stand", "previous_winner_defends"),)


def freeze(values: Mapping[str, int]) -> Mapping[str, int]:
    """A read-only copy of a characteristics / counts mapping."""
    return MappingProxyType(dict(values))


@dataclass(frozen=True)
class CampaignModel:
    """One model of the Force as the campaign rules see it.

    ``characteristics`` are the model's current values (profile + honours - injuries), e.g.
    ``{"WS": 4, "BS": 4, "S": 4, "T": 4, "W": 1, "I": 4, "A": 1, "Ld": 8}``; a step only
    changes the stats present. ``permanent_injuries`` lists the stats lost to Maimed or
    Walker Permanent Damage results (one entry per result). ``wargear`` lists the optional
    wargear bought for the model (ids of the Team List). ``group_id`` is the Group, Squad or
    Artillery unit of the model. For an Artillery unit the gun has ``artillery=True`` and the
    crew ``crew=True``, all with the unit's ``group_id``. ``squad_size`` is the starting size
    of the model's Squad (or the gun's crew), ``None`` for other models.
    """

    uid: str
    entry_id: str
    section: Section
    characteristics: Mapping[str, int] = field(default_factory=lambda: freeze({}))
    honours: tuple[str, ...] = ()
    permanent_injuries: tuple[str, ...] = ()
    temporary: TemporaryState | None = None
    group_id: str | None = None
    wargear: tuple[str, ...] = ()
    walker: bool = False
    artillery: bool = False
    crew: bool = False
    psyker: bool = False
    squad_size: int | None = None
    promoted_leader: bool = False  # permanent promotion by Officer Training

    @property
    def is_team_leader(self) -> bool:
        return self.section == "leader" or self.promoted_leader

    @property
    def is_leader_or_specialist(self) -> bool:
        return self.section in ("leader", "specialist") or self.promoted_leader

    def with_stat_change(self, stat: str, delta: int, minimum: int) -> CampaignModel:
        """The model with ``stat`` changed by ``delta`` (never below ``minimum``).

        A stat the model's characteristics do not list is left alone.
        """
        if stat not in self.characteristics:
            return self
        values = dict(self.characteristics)
        values[stat] = max(minimum, values[stat] + delta)
        return replace(self, characteristics=freeze(values))


@dataclass(frozen=True)
class GroupRoll:
    """A Group's recruitment roll in step 5: ``roll`` is ``None`` when the Group had no
    honours (no roll needed); ``allowed`` is decided against the honours it had then."""

    roll: int | None
    honours: int
    allowed: bool


@dataclass(frozen=True)
class CampaignSettings:
    """Options the campaign group agrees on before the campaign starts."""

    mission_mode: MissionMode = "random"
    missions: tuple[str, ...] = ()  # the ordered list of a fixed or storyline campaign
    underdog_rounding: UnderdogRounding = "floor"
    knocked_out: bool = False  # the optional Knocked Out rule (RULES.md 6)
    dissolution_keeps_rp: bool = False
    dissolution_keeps_renown: bool = False
    dissolution_keeps_base_level: bool = False
    #: How the steps of a round follow each other (docs/campaign-rules.md, readings):
    #: ``together`` — each step done by every player before anyone takes the next;
    #: ``per_game`` — each pair through steps 1-4 at its own pace, step 5 after its game.
    step_order: StepOrder = "together"
    #: Storyline missions whose attacker / defender follow a rule (mission id, rule id:
    #: ``previous_winner_defends`` / ``previous_winner_attacks``); players can override.
    storyline_roles: tuple[tuple[str, str], ...] = STORYLINE_ROLES
    #: Doomsday Device, enemies near the marker when it is found: both players get 1 RP
    #: ``also`` (the finder keeps his 2) or ``instead`` (of the finder's 2).
    doomsday_near_enemy: DoomsdayNearEnemy = "also"
    #: A Squad reinforcement's share of the unit (seed 000 divides the unit's cost by its
    #: starting size without saying how to round): ``ceil`` (default), ``floor``, ``nearest``.
    squad_rounding: SquadRounding = "ceil"


@dataclass(frozen=True)
class PlayerState:
    """A player's campaign state (the Force Sheet).

    ``improved`` holds the uids improved by a Battle Honour since the last game,
    ``group_rolls`` the recruitment rolls made for Groups since the last game and
    ``converted`` whether RP were already converted into reinforcement points in this
    step 5. All three are reset when the RP and Renown of a game are applied (step 4).
    """

    player_id: str
    rp: int = 0
    renown: int = 0
    base_level: int = 1
    upgrades: frozenset[str] = frozenset()
    models: tuple[CampaignModel, ...] = ()
    improved: frozenset[str] = frozenset()
    group_rolls: Mapping[str, GroupRoll] = field(
        default_factory=lambda: MappingProxyType({})
    )
    converted: bool = False
    dissolutions: int = 0

    @cached_property
    def _by_uid(self) -> dict[str, CampaignModel]:
        """The models by uid (made once per state: a state never changes)."""
        out: dict[str, CampaignModel] = {}
        for model in self.models:
            out.setdefault(model.uid, model)
        return out

    @cached_property
    def _by_group(self) -> dict[str, tuple[CampaignModel, ...]]:
        """Each Group's members, in order (made once per state: a 1,000-model Force's 200
        Groups asked each for its members walked the whole Force each time)."""
        out: dict[str, list[CampaignModel]] = {}
        for model in self.models:
            if model.group_id is not None:
                out.setdefault(model.group_id, []).append(model)
        return {gid: tuple(members) for gid, members in out.items()}

    def model(self, uid: str) -> CampaignModel:
        found = self._by_uid.get(uid)
        if found is None:
            raise KeyError(f"no model with uid {uid!r} in the force of {self.player_id!r}")
        return found

    def has_model(self, uid: str) -> bool:
        return uid in self._by_uid

    def members(self, group_id: str) -> tuple[CampaignModel, ...]:
        return self._by_group.get(group_id, ())

    def group_ids(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for model in self.models:
            if model.group_id is not None:
                seen.setdefault(model.group_id, None)
        return tuple(seen)

    def has_team_leader(self) -> bool:
        return any(model.is_team_leader for model in self.models)

    def has_core(self) -> bool:
        return any(model.section == "core" for model in self.models)

    def with_models(self, models: Iterable[CampaignModel]) -> PlayerState:
        return replace(self, models=tuple(models))

    def replace_models(self, changed: Mapping[str, CampaignModel]) -> PlayerState:
        return self.with_models(changed.get(model.uid, model) for model in self.models)

    def without(self, uids: Iterable[str]) -> PlayerState:
        gone = frozenset(uids)
        return self.with_models(model for model in self.models if model.uid not in gone)


def group_honours(state: PlayerState, group_id: str) -> tuple[str, ...]:
    """The honours a Group holds (every member holds the same; the gun holds none)."""
    for model in state.members(group_id):
        if not model.artillery:
            return model.honours
    return ()
