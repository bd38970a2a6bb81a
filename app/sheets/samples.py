"""Sample sheets: a small campaign of two players, for the render script, tests and benchmark.

The Forces come from the shipped Team Lists (a Space Marine Force and an Ork Force) and their
campaign state is what the campaign steps would have left after a few games: Battle Honours
(characteristics raised), permanent injuries (lowered), temporary states, a Group with shared
honours, an Artillery gun with its crew, a Walker, fallen models. Player names are given per
language so that every sheet also shows names in its own script.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, replace

from app.rules.campaign.state import CampaignModel, PlayerState, TemporaryState, freeze
from app.rules.force import Force, ForceModel, Group, Selection, Team
from app.rules.library import find_teamlist
from app.rules.teamlist import TeamList
from app.sheets.data import Fallen, ForceSheet, TeamSheet, force_sheet_data, team_sheet_data
from app.sheets.language import SheetLanguage, sheet_language

PRINTED = dt.date(2026, 11, 29)
PLAYERS = {
    "en": ("Anna Kowalski", "Ben Okafor"),
    "fr": ("Élise Durand", "Loïc Bénard"),
    "ru": ("Анна Ковальская", "Борис Ельцов"),
}
CAMPAIGN = {"en": "Autumn Crusade", "fr": "Croisade d'automne", "ru": "Осенний крестовый поход"}
# Honours that raise a characteristic, and the stat they raise.
_STAT_HONOURS = {"plus_attack": "A", "plus_bs": "BS", "plus_initiative": "I",
                 "plus_leadership": "Ld", "plus_ws": "WS", "plus_wound": "W",
                 "walker_plus_ws": "WS", "walker_plus_bs": "BS"}


def _team_list(team_list_id: str) -> TeamList:
    tl = find_teamlist(team_list_id)
    if tl is None:  # the shipped lists are part of the app
        raise LookupError(team_list_id)
    return tl


def campaign_model(
    tl: TeamList, fm: ForceModel, honours: Iterable[str] = (), injuries: Iterable[str] = (),
    temporary: TemporaryState | None = None,
) -> CampaignModel:
    """The campaign view of ``fm``: its profile, raised by ``honours``, lowered by
    ``injuries`` (one stat per Maimed / Permanent Damage result)."""
    from dataclasses import replace

    from app.rules.campaign.recruit import new_campaign_model

    base = new_campaign_model(tl, fm)
    stats = dict(base.characteristics)
    honours = tuple(honours)
    injuries = tuple(injuries)
    for h in honours:
        stat = _STAT_HONOURS.get(h)
        if stat in stats:
            stats[stat] += 1
    for stat in injuries:
        if stat in stats:
            stats[stat] = max(1 if stat == "A" else 0, stats[stat] - 1)
    return replace(base, characteristics=freeze(stats), honours=honours,
                   permanent_injuries=injuries, temporary=temporary)


@dataclass(frozen=True)
class SamplePlayer:
    team_list: TeamList
    force: Force
    state: PlayerState
    fallen: tuple[Fallen, ...]
    games_played: int
    team: Team


def space_marines() -> SamplePlayer:
    tl = _team_list("space_marines")
    tac = "tactical_marine"
    models = [
        ForceModel("sgt", "sergeant", "Brother-Sergeant Kaius",
                   options=(Selection("sergeant.melee.power_fist"),
                            Selection("sergeant.armoury.auspex"))),
        ForceModel("apo", "apothecary"),
        ForceModel("t0", tac, options=(Selection("tactical_marine.special.plasma_gun"),)),
        ForceModel("t1", tac, options=(Selection("tactical_marine.special.missile_launcher"),)),
        *[ForceModel(f"t{i}", tac, group="g1") for i in range(2, 7)],
        ForceModel("t7", tac, "Brother Aurelio Montefeltro-Castiglione"),
        ForceModel("t8", tac),
        ForceModel("t9", tac),
        ForceModel("rhino", "rhino"),
    ]
    force = Force("space_marines", tuple(models), (Group("g1", tac, "Squad Aurelius"),),
                  "Strike Force Ultor", frozenset({"vehicle_bay", "comms_relay"}))
    by_uid = {m.uid: m for m in models}
    changes: dict[str, CampaignModel] = {
        "sgt": campaign_model(tl, by_uid["sgt"], ("plus_ws", "tactician"), (),
                              temporary="wounded"),
        "apo": campaign_model(tl, by_uid["apo"], ("medic",), ("T",), temporary="convalescent"),
        "t8": campaign_model(tl, by_uid["t8"], temporary="incapacitated"),
    }
    for i in range(2, 7):
        changes[f"t{i}"] = campaign_model(tl, by_uid[f"t{i}"], ("plus_bs",))
    state = PlayerState(
        "p1", rp=7, renown=6, base_level=3,
        upgrades=frozenset({"vehicle_bay", "comms_relay"}),
        models=tuple(changes.get(m.uid) or campaign_model(tl, m) for m in models),
    )
    force = force.with_models(replace(m, incapacitated=m.uid == "t8") for m in models)
    fallen = (Fallen("Brother Varro", tac, 3, "raid"), Fallen("", "scout", 5, "possession"))
    team = Team(("sgt", "apo", "t0", *[f"t{i}" for i in range(2, 7)], "t7"), 300)
    return SamplePlayer(tl, force, state, fallen, 5, team)


def orks() -> SamplePlayer:
    tl = _team_list("orks")
    models = [
        ForceModel("nob", "boss_nob", "Gorzag Skullkrumpa"),
        ForceModel("kan", "killa_kan"),
        ForceModel("gun", "mek_gun"),
        *[ForceModel(f"b{i}", "boyz_mob", group="mob") for i in range(5)],
    ]
    force = Force("orks", tuple(models), (Group("mob", "boyz_mob", "Da Krumpaz", True, 5),),
                  "Waaagh! Skullkrumpa")
    by_uid = {m.uid: m for m in models}
    state_models = [
        campaign_model(tl, by_uid["nob"], ("plus_attack", "furious_charge"), ("I",)),
        campaign_model(tl, by_uid["kan"], ("walker_plus_ws",), ("S",), temporary="unstable"),
        campaign_model(tl, by_uid["gun"]),
        *[campaign_model(tl, by_uid[f"b{i}"], ("counter_attack",)) for i in range(5)],
    ]
    state_models[2] = replace(state_models[2], group_id="gun~crew")
    crew = [CampaignModel(f"gun~crew{i}", "mek_gun", "core", group_id="gun~crew", crew=True,
                          honours=("grenadier",), squad_size=2) for i in range(2)]
    state = PlayerState("p2", rp=3, renown=2, base_level=2, models=(*state_models, *crew))
    team = Team(tuple(m.uid for m in models), 250)
    return SamplePlayer(tl, force, state, (Fallen("Snagrot", "boyz_mob", 4, "last_stand"),), 4,
                        team)


def astra_militarum() -> SamplePlayer:
    """A Force with a psyker (the Astropath, with Open Mind: two powers at Mastery Level 1),
    every Base upgrade used at the table, and the longest Russian entry name of the shipped
    lists ("Техножрец-инженер")."""
    tl = _team_list("astra_militarum")
    models = [
        ForceModel("cmd", "team_commander", "Lieutenant Irina Valko",
                   options=(Selection("team_commander.ranged.plasma_pistol"),
                            Selection("team_commander.melee.power_weapon"))),
        ForceModel("astro", "astropath"),
        ForceModel("eng", "enginseer"),
        ForceModel("med", "medic"),
        *[ForceModel(f"g{i}", "guardsmen_squad", group="sq",
                     options=(Selection("guardsmen_squad.special.flamer"),) if i == 0 else ())
          for i in range(5)],
        ForceModel("hwt", "heavy_weapons_team",
                   options=(Selection("heavy_weapons_team.heavy.lascannon"),)),
    ]
    force = Force("astra_militarum", tuple(models),
                  (Group("sq", "guardsmen_squad", "Squad Varn", True, 5),), "Cadian 88th")
    by_uid = {m.uid: m for m in models}
    upgrades = frozenset({"comms_relay", "defence_turret", "barbed_wire", "shield_projector",
                          "psychic_shield", "target_designator", "training_centre",
                          "scout_training", "recon_satellite", "medical_centre"})
    changes = {
        "astro": campaign_model(tl, by_uid["astro"], ("open_mind", "critical_reserves")),
        "eng": campaign_model(tl, by_uid["eng"], ("plus_bs",)),
    }
    state = PlayerState(
        "p3", rp=12, renown=14, base_level=3, upgrades=upgrades,
        models=tuple(changes.get(m.uid) or campaign_model(tl, m) for m in models))
    force = replace(force, upgrades=upgrades)
    team = Team(tuple(m.uid for m in models), 300,
                powers=(("astro", ("psychic_shriek", "mental_fortitude")),))
    return SamplePlayer(tl, force, state, (), 7, team)


def table_team_sheet(language: str | SheetLanguage, mission: str = "raid") -> TeamSheet:
    """The Team Sheet of :func:`astra_militarum` for a game of ``mission``."""
    lang = language if isinstance(language, SheetLanguage) else sheet_language(language)
    names = PLAYERS.get(lang.code, PLAYERS["en"])
    p = astra_militarum()
    return team_sheet_data(
        p.team_list, p.force, p.team, p.state, language=lang,
        campaign=CAMPAIGN.get(lang.code, CAMPAIGN["en"]), player=names[0], opponent=names[1],
        mission=mission, game_number=8, games_played=p.games_played, printed=PRINTED)


def sample_players() -> tuple[SamplePlayer, SamplePlayer]:
    return space_marines(), orks()


def force_sheets(language: str | SheetLanguage) -> list[ForceSheet]:
    lang = language if isinstance(language, SheetLanguage) else sheet_language(language)
    names = PLAYERS.get(lang.code, PLAYERS["en"])
    return [
        force_sheet_data(p.team_list, p.force, p.state, language=lang,
                         campaign=CAMPAIGN.get(lang.code, CAMPAIGN["en"]), player=name,
                         games_played=p.games_played, fallen=p.fallen, printed=PRINTED)
        for p, name in zip(sample_players(), names, strict=True)
    ]


def team_sheets(language: str | SheetLanguage) -> list[TeamSheet]:
    lang = language if isinstance(language, SheetLanguage) else sheet_language(language)
    names = PLAYERS.get(lang.code, PLAYERS["en"])
    players = sample_players()
    out = []
    for i, (p, name) in enumerate(zip(players, names, strict=True)):
        out.append(team_sheet_data(
            p.team_list, p.force, p.team, p.state, language=lang,
            campaign=CAMPAIGN.get(lang.code, CAMPAIGN["en"]), player=name,
            opponent=names[1 - i], mission="doomsday_device", game_number=6,
            games_played=p.games_played, printed=PRINTED))
    return out


def big_force(models: int, team_list_id: str = "space_marines") -> tuple[TeamList, Force]:
    """A Force of ``models`` models (a Sergeant, Apothecaries and Tactical Marines in Groups
    of five, some with options): for pagination tests and the benchmark."""
    tl = _team_list(team_list_id)
    out = [ForceModel("sgt", "sergeant", options=(Selection("sergeant.melee.power_fist"),))]
    groups: list[Group] = []
    for i in range(1, models):
        if i % 10 == 1:
            out.append(ForceModel(f"m{i}", "apothecary", f"Apothecary {i}"))
            continue
        gid = f"g{i // 5}"
        if not groups or groups[-1].id != gid:
            groups.append(Group(gid, "tactical_marine"))
        opts = (Selection("tactical_marine.special.plasma_gun"),) if i % 7 == 0 else ()
        out.append(ForceModel(f"m{i}", "tactical_marine", options=opts, group=gid))
    used = {m.group for m in out}
    return tl, Force(tl.id, tuple(out), tuple(g for g in groups if g.id in used), "Big Force")
