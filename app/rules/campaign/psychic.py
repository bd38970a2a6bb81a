"""Psychic powers picked for one game (seed 004, "ПСИ-ФАЗА").

Seed 004, "Генерация сил": *"каждый псайкер в КТ имеет свой список доступных ему
пси-способностей в Командном Списке его фракции. В начале игры вы можете выбрать одну силу из
этого списка за каждый уровень Мастерства (Mastery level), которым обладает ваш псайкер. Псайкер
не может владеть одной и той же пси-способностью дважды."* Seed 000, Open Mind (Ouverture
d'Esprit): *"le Psyker peut prendre un Pouvoir Psychique supplémentaire de sa liste de Pouvoirs
Disponibles. Notez que cela n'augmente pas son Niveau de Maîtrise."*

The list of each psyker is its Team List entry's ``powers`` (the entry, or a Squad member's
entry); its Mastery Level the entry's ``mastery`` (a psyker without one: Mastery Level 1). The
powers are picked per game in Build a Team: "may" pick, so fewer than allowed is no error.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from app.rules.campaign.codes import campaign_violation
from app.rules.campaign.state import PlayerState
from app.rules.force import Force, ForceModel
from app.rules.teamlist import Entry, Rule, TeamList
from app.rules.violations import Violation

__all__ = [
    "OPEN_MIND",
    "WARP_CHARGE_DIE",
    "PsykerPowers",
    "check_powers",
    "mastery_level",
    "power",
    "power_names",
    "psyker_of",
    "psykers",
]

#: The honour that adds one power without raising the Mastery Level (seed 000).
OPEN_MIND = "open_mind"
#: Seed 004, "ВАРП-ЗАРЯД": *"в начале Пси-фазы вы кидаете D3 вместо D6 для определения Заряда
#: Варпа"* — the die of the Warp Charge roll (plus the Mastery Levels of the psykers).
WARP_CHARGE_DIE = 3


@dataclass(frozen=True)
class PsykerPowers:
    """One psyker of a Force: its Mastery Level, the powers it may pick and how many."""

    uid: str
    mastery: int
    extra: int  # Open Mind: one more power, the Mastery Level unchanged
    available: tuple[str, ...]  # power ids of its Team List entry, in the list's order

    @property
    def allowed(self) -> int:
        """How many powers it picks at most: one per Mastery Level, +1 with Open Mind."""
        return self.mastery + self.extra


def mastery_level(entry: Entry) -> int:
    """An entry's Mastery Level (0 for a model that is no psyker; a psyker with no level
    written has Mastery Level 1, the level of every psyker in the shipped lists)."""
    if entry.mastery:
        return entry.mastery
    return 1 if entry.psyker else 0


def _entries(team_list: TeamList, model: ForceModel) -> list[Entry]:
    infos = team_list.index.infos
    return [infos[e].entry for e in dict.fromkeys((model.member, model.entry))
            if e is not None and e in infos]


def psyker_of(team_list: TeamList, model: ForceModel,
              state: PlayerState | None = None) -> PsykerPowers | None:
    """The psychic side of ``model`` (``None``: no psyker). ``state`` gives its honours."""
    entries = _entries(team_list, model)
    mastery = max((mastery_level(e) for e in entries), default=0)
    if not mastery:
        return None
    known = {p.id for p in team_list.powers}
    available = tuple(dict.fromkeys(p for e in entries for p in e.powers if p in known))
    honours: Sequence[str] = ()
    if state is not None and state.has_model(model.uid):
        honours = state.model(model.uid).honours
    return PsykerPowers(model.uid, mastery, 1 if OPEN_MIND in honours else 0, available)


def psykers(team_list: TeamList, force: Force, uids: Iterable[str],
            state: PlayerState | None = None) -> dict[str, PsykerPowers]:
    """The psykers among the models ``uids`` of ``force``, by uid, in the order given."""
    by_uid = {m.uid: m for m in force.models}
    out: dict[str, PsykerPowers] = {}
    for uid in uids:
        model = by_uid.get(uid)
        found = psyker_of(team_list, model, state) if model is not None else None
        if found is not None:
            out[uid] = found
    return out


def check_powers(team_list: TeamList, force: Force, uids: Sequence[str],
                 powers: Mapping[str, Sequence[str]],
                 state: PlayerState | None = None) -> list[Violation]:
    """The refusals of the powers ``powers`` (power ids by model uid) picked for the Team
    ``uids``: a model that is no psyker of the Team, a power twice, a power not on the
    psyker's list, more powers than its Mastery Level (+1 with Open Mind) allows."""
    found: list[Violation] = []
    team = psykers(team_list, force, uids, state)
    for uid, picked in powers.items():
        if not picked:
            continue
        psyker = team.get(uid)
        if psyker is None:
            found.append(campaign_violation("team.psychic_not_psyker", {"uid": uid}, (uid,)))
            continue
        for power, count in Counter(picked).items():
            if count > 1:
                found.append(campaign_violation(
                    "team.psychic_duplicate", {"uid": uid, "item": power, "count": count},
                    (uid,), (power,)))
        for power in dict.fromkeys(picked):
            if power not in psyker.available:
                found.append(campaign_violation(
                    "team.psychic_unknown", {"uid": uid, "item": power}, (uid,), (power,)))
        chosen = len(set(picked))
        if chosen > psyker.allowed:
            found.append(campaign_violation(
                "team.psychic_too_many",
                {"uid": uid, "count": chosen, "limit": psyker.allowed,
                 "mastery": psyker.mastery, "extra": psyker.extra},
                (uid,)))
    return found


def power_names(team_list: TeamList, language: str = "") -> dict[str, str]:
    """Every psychic power of ``team_list``: its name in ``language`` (e.g. "fr"), by id."""
    from app.rules.teamlist import display_name

    return {p.id: display_name(p, language) for p in team_list.powers}


def power(team_list: TeamList, power_id: str) -> Rule | None:
    """The psychic power ``power_id`` of ``team_list``."""
    return next((p for p in team_list.powers if p.id == power_id), None)
