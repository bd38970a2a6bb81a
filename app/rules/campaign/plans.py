"""What every campaign action shares: the engine version, and a player's state in canonical form.

Every campaign action is computed once, by a pure function of this package that takes the
campaign state, the player's inputs and the dice and returns a *plan*: the itemised outcome,
the refusals (``violations`` with codes) and the new state. A dialog shows the plan; the store
commits that same plan and records its inputs and dice with :data:`ENGINE_VERSION`, so that
replaying the records through the same functions rebuilds the campaign.

A plan is built on one state of the player: :func:`player_digest` names that state, and the
store refuses to commit a plan whose ``base`` is no longer the player's state (someone acted
in between), rather than commit a plan the player never saw.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from app.rules.campaign.state import CampaignModel, PlayerState
from app.rules.force import Force, ForceModel, Group, selection_from_json, selection_to_json

if TYPE_CHECKING:  # the validator loads on first use
    from app.rules.validation import Report, Validator
    from app.rules.violations import Violation

__all__ = [
    "ENGINE_VERSION",
    "ForcePlan",
    "canonical_force",
    "canonical_player",
    "digest",
    "force_from_canonical",
    "only_names_differ",
    "plan_force_change",
    "player_digest",
    "starting_force_breaches",
    "starting_force_problems",
]

#: The version of the campaign engine that computed a plan. Recorded with every action; a
#: replay of a record made by another version says so when it diverges. 3 (issue 17): rounds,
#: Squads bought as units and sized by the Team List, crew bought as options, promotions in
#: the allowances.
ENGINE_VERSION = 3


def _model(m: CampaignModel) -> dict[str, Any]:
    return {
        "uid": m.uid, "entry": m.entry_id, "section": m.section,
        "characteristics": dict(sorted(m.characteristics.items())),
        "honours": list(m.honours), "permanent_injuries": list(m.permanent_injuries),
        "temporary": m.temporary, "group": m.group_id, "wargear": sorted(m.wargear),
        "walker": m.walker, "artillery": m.artillery, "crew": m.crew, "psyker": m.psyker,
        "squad_size": m.squad_size, "promoted_leader": m.promoted_leader,
    }


def canonical_player(state: PlayerState) -> dict[str, Any]:
    """``state`` as plain JSON values, sets sorted: equal states give equal documents."""
    return {
        "rp": state.rp, "renown": state.renown, "base_level": state.base_level,
        "upgrades": sorted(state.upgrades), "improved": sorted(state.improved),
        "group_rolls": {k: [v.roll, v.honours, v.allowed]
                        for k, v in sorted(state.group_rolls.items())},
        "converted": state.converted, "dissolutions": state.dissolutions,
        "models": sorted((_model(m) for m in state.models), key=lambda d: str(d["uid"])),
    }


def _force_model(m: ForceModel) -> dict[str, Any]:
    out: dict[str, Any] = {"uid": m.uid, "entry": m.entry, "name": m.name, "member": m.member,
                           "options": [selection_to_json(s) for s in m.options],
                           "group": m.group}
    if m.promoted_leader:  # only then: the documents of earlier records stay the same
        out["promoted_leader"] = True
    return out


def _group(g: Group) -> dict[str, Any]:
    return {"id": g.id, "entry": g.entry, "name": g.name, "squad": g.squad,
            "starting_size": g.starting_size,
            "options": [selection_to_json(s) for s in g.options]}


def canonical_force(force: Force) -> dict[str, Any]:
    """``force`` as plain JSON values (models and Groups in their order)."""
    return {
        "team_list": force.team_list, "name": force.name,
        "upgrades": sorted(force.upgrades),
        "models": [_force_model(m) for m in force.models],
        "groups": [_group(g) for g in force.groups],
    }


def force_from_canonical(doc: Mapping[str, Any], *, starting: bool = False) -> Force:
    """The Force of a :func:`canonical_force` document (as recorded in the history)."""
    return Force(
        team_list=str(doc["team_list"]), name=str(doc.get("name", "")),
        upgrades=frozenset(doc.get("upgrades", ())), starting=starting,
        models=tuple(
            ForceModel(uid=str(m["uid"]), entry=str(m["entry"]), name=str(m.get("name", "")),
                       member=m.get("member"),
                       options=tuple(selection_from_json(o) for o in m.get("options", ())),
                       group=m.get("group"), promoted_leader=bool(m.get("promoted_leader")))
            for m in doc.get("models", ())),
        groups=tuple(
            Group(id=str(g["id"]), entry=str(g["entry"]), name=str(g.get("name", "")),
                  squad=bool(g.get("squad", False)), starting_size=g.get("starting_size"),
                  options=tuple(selection_from_json(o) for o in g.get("options", ())))
            for g in doc.get("groups", ())),
    )


def starting_force_problems(validator: Validator, force: Force) -> list[Violation]:
    """Why ``force`` cannot start a campaign (empty: it can): the errors of the starting
    Force's checks (RULES.md 2: 250 points, the starting allowances, the Team List's limits)."""
    report = validator.validate_force(replace(force, starting=True))
    return [v for v in report.violations if v.severity == "error"]


def starting_force_breaches(validator: Validator, force: Force) -> list[Violation]:
    """The errors of a starting Force that more models cannot mend: over 250 points, over an
    allowance or a limit, unknown entries (a Force still short of its minimums is a draft the
    player fills in; :func:`starting_force_problems` then keeps it out of a Team)."""
    return [v for v in starting_force_problems(validator, force)
            if not v.code.endswith(_DRAFT_CODE_ENDINGS)]


# Codes of a Force that is short of something (a minimum, its Team Leader, its core models):
# more models mend it.
_DRAFT_CODE_ENDINGS = ("_min", ".no_team_leader", ".must_dissolve", ".below_starting_size")


@dataclass(frozen=True)
class ForcePlan:
    """A change of a campaign Force outside step 5 (the Force editor, a roster import, a
    correction): the new Force, its models' points, the Force's own problems (shown as the
    player edits; they refuse nothing) and ``refusal``, the reason the change may not be made:
    ``"force_played"`` — a Force that has played changes only through step 5 or a correction
    (seed 000, "Dépenser les Points de Réquisition"); renaming is no change. ``report`` is
    the validation of the new Force these come from (the Force editor shows it: the Force is
    not validated a second time once written)."""

    force: Force
    model_points: Mapping[str, Fraction]
    violations: tuple[Violation, ...]
    refusal: str | None = None
    report: Report | None = None

    @property
    def ok(self) -> bool:
        return self.refusal is None


def _unnamed(doc: Mapping[str, Any]) -> dict[str, Any]:
    return {**doc, "name": "",
            "models": [{**m, "name": ""} for m in doc["models"]],
            "groups": [{**g, "name": ""} for g in doc["groups"]]}


def only_names_differ(a: Force, b: Force) -> bool:
    """Whether ``b`` is ``a`` with at most other names (of the Force, its models, Groups)."""
    return _unnamed(canonical_force(a)) == _unnamed(canonical_force(b))


def plan_force_change(current: Force, new: Force, validator: Validator, *, played: bool,
                      correction: bool = False) -> ForcePlan:
    """Plan ``current`` becoming ``new``. ``played``: the Force has played a game;
    ``correction``: the player gave a reason for changing it outside step 5."""
    refusal = None
    if played and not correction and not only_names_differ(current, new):
        refusal = "force_played"
    report = validator.validate_force(new)
    return ForcePlan(new, report.model_points, tuple(report.violations), refusal, report)


def digest(document: Mapping[str, Any] | list[Any]) -> str:
    """A short, stable fingerprint of a JSON document."""
    text = json.dumps(document, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


#: The last fingerprint made, with the state and Force it was made of (held: their ids stay
#: theirs): a step dialog plans every candidate from the same state and Force (the spend
#: dialog made 140 fingerprints of one player, each of the whole Force, as it opened).
_last_digest: tuple[PlayerState, Force, str] | None = None


def player_digest(state: PlayerState, force: Force) -> str:
    """The fingerprint of one player's state: a plan built on it carries it as ``base``
    (states and Forces never change: the same objects, the same fingerprint)."""
    global _last_digest
    last = _last_digest
    if last is not None and last[0] is state and last[1] is force:
        return last[2]
    found = digest({"state": canonical_player(state), "force": canonical_force(force)})
    _last_digest = (state, force, found)
    return found
