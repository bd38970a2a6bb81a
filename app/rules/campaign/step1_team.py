"""Step 1 — build a Team from the Force (RULES.md section 4).

Model Allowance, Armoury requirements and points come from the Team List, which this
module does not know: the caller passes the points of each model and, optionally, a
``validator`` (for example the foundation's Team validation) whose violations are merged
into the outcome. This module checks the campaign-side rules: complete Groups,
Incapacitated models, one Team Leader, field promotion, the Base level's points limit, and
dissolution of a Force without Core models.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType

from app.rules.campaign.codes import campaign_violation, has_errors, merge_violations
from app.rules.campaign.data import load_rules
from app.rules.campaign.state import CampaignSettings, PlayerState
from app.rules.violations import Violation

__all__ = [
    "TeamOutcome",
    "TeamValidator",
    "build_team",
    "dissolve",
    "field_promotion_needed",
    "specialist_allowance_bonus",
    "team_points_limit",
]

TeamValidator = Callable[[PlayerState, tuple[str, ...]], Iterable[Violation]]


@dataclass(frozen=True)
class TeamOutcome:
    """The Team for one game, or why it cannot be played."""

    player_id: str
    team: tuple[str, ...]
    points: int | None
    points_limit: int
    field_promoted: str | None
    dissolved: bool
    violations: tuple[Violation, ...]

    @property
    def ok(self) -> bool:
        return not self.dissolved and not has_errors(self.violations)


def team_points_limit(player: PlayerState) -> int:
    """The points limit of a Team: the team limit of the player's Base level."""
    return load_rules().base_level(player.base_level).team_limit


def specialist_allowance_bonus(player: PlayerState) -> int:
    """Extra Specialists allowed by the Training Centre upgrade (for Team validation)."""
    return 1 if "training_centre" in player.upgrades else 0


def field_promotion_needed(player: PlayerState) -> bool:
    """True when no Team Leader of the Force can be in the Team (none, or all Incapacitated)."""
    return not any(
        model.is_team_leader and model.temporary != "incapacitated" for model in player.models
    )


def dissolve(player: PlayerState, settings: CampaignSettings | None = None) -> PlayerState:
    """The player's state after the Force is dissolved: no models, no Base upgrades.

    Following "start a new Force Sheet from scratch", RP, Renown and the Base level also
    start again unless the campaign settings keep them.
    """
    settings = settings or CampaignSettings()
    return replace(
        player,
        models=(),
        upgrades=frozenset(),
        rp=player.rp if settings.dissolution_keeps_rp else 0,
        renown=player.renown if settings.dissolution_keeps_renown else 0,
        base_level=player.base_level if settings.dissolution_keeps_base_level else 1,
        improved=frozenset(),
        group_rolls=MappingProxyType({}),
        converted=False,
        dissolutions=player.dissolutions + 1,
    )


def build_team(
    player: PlayerState,
    team: Sequence[str],
    *,
    model_points: Mapping[str, int] | None = None,
    field_promotion: str | None = None,
    validator: TeamValidator | None = None,
    extra_violations: Iterable[Violation] = (),
    points_limit: int | None = None,
) -> TeamOutcome:
    """Check the Team ``team`` (model uids) picked from ``player``'s Force.

    ``model_points`` gives each model's points (from the Team List); without it the points
    limit is not checked. ``field_promotion`` is the uid of the Specialist leading a Team
    whose Force has no Team Leader. ``validator`` and ``extra_violations`` add the Team
    List's own checks (Model Allowance, Armoury). ``points_limit`` replaces the Base level's
    limit (the finale: the whole Force).
    """
    team_uids = tuple(team)
    limit = points_limit if points_limit is not None else team_points_limit(player)
    if not player.has_core():
        return TeamOutcome(
            player_id=player.player_id,
            team=team_uids,
            points=None,
            points_limit=limit,
            field_promoted=None,
            dissolved=True,
            violations=(campaign_violation("force.must_dissolve"),),
        )
    found: list[Violation] = []
    if not team_uids:
        found.append(campaign_violation("team.empty"))
    for uid, count in Counter(team_uids).items():
        if count > 1:
            found.append(campaign_violation("team.duplicate_model", {"count": count}, (uid,)))
    known = [uid for uid in dict.fromkeys(team_uids) if player.has_model(uid)]
    for uid in dict.fromkeys(team_uids):
        if not player.has_model(uid):
            found.append(campaign_violation("team.unknown_model", {"uid": uid}, (uid,)))
    models = [player.model(uid) for uid in known]
    for model in models:
        if model.temporary == "incapacitated":
            found.append(campaign_violation("team.incapacitated", refs=(model.uid,)))
    in_team = set(known)
    for group_id in dict.fromkeys(m.group_id for m in models if m.group_id is not None):
        missing = [m.uid for m in player.members(group_id) if m.uid not in in_team]
        if missing:
            found.append(
                campaign_violation(
                    "team.incomplete_group",
                    {"group": group_id, "missing": len(missing)},
                    missing,
                    (group_id,),
                )
            )
    leaders = [m.uid for m in models if m.is_team_leader]
    if len(leaders) > 1:
        found.append(campaign_violation("team.too_many_leaders", {"count": len(leaders)}, leaders))
    promoted: str | None = None
    if field_promotion_needed(player):
        if field_promotion is None:
            found.append(campaign_violation("team.field_promotion_required"))
        elif field_promotion not in in_team or player.model(field_promotion).section != (
            "specialist"
        ):
            found.append(
                campaign_violation(
                    "team.field_promotion_invalid", {"uid": field_promotion}, (field_promotion,)
                )
            )
        else:
            promoted = field_promotion
    elif field_promotion is not None:
        found.append(
            campaign_violation(
                "team.field_promotion_not_allowed", {"uid": field_promotion}, (field_promotion,)
            )
        )
    points: int | None = None
    if model_points is not None:
        unpriced = [uid for uid in known if uid not in model_points]
        for uid in unpriced:
            found.append(campaign_violation("team.points_unknown", {"uid": uid}, (uid,)))
        points = sum(model_points.get(uid, 0) for uid in known)
        if points > limit:
            found.append(
                campaign_violation("points.team_limit", {"points": points, "limit": limit})
            )
    external = tuple(validator(player, team_uids)) if validator is not None else ()
    return TeamOutcome(
        player_id=player.player_id,
        team=team_uids,
        points=points,
        points_limit=limit,
        field_promoted=promoted,
        dissolved=False,
        violations=merge_violations(found, external, extra_violations),
    )
