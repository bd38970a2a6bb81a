"""Sheets from the campaign store (``docs/store-api.md``): a player's Force Sheet, a Team Sheet
for a game (or for the next game, from the Team saved in step 1), every Force Sheet of a
campaign. Store errors become :class:`SheetSourceError` with a translated message.

Call these in the thread that owns the store (the GUI thread); render in a worker.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.collector import paused_gc
from app.i18n import QT_TRANSLATE_NOOP
from app.rules.campaign.state import CampaignSettings, PlayerState
from app.rules.force import Force, Team
from app.rules.library import find_teamlist
from app.rules.teamlist import TeamList
from app.sheets.data import (
    Correction,
    Fallen,
    ForceSheet,
    ProgressSheet,
    TeamSheet,
    force_sheet_data,
    progress_sheet_data,
    team_sheet_data,
)
from app.sheets.language import SheetLanguage, sheet_language

if TYPE_CHECKING:
    from app.model import Store
    from app.model.store.results import GameSummary

FALLEN = ("dead", "lost")  # FormerModel.status of models that died (not removed / dissolved)


def with_shipped_texts(team_list: TeamList) -> TeamList:
    """``team_list`` with the translated rule texts of the shipped list of the same id.

    Store copies written before the shipped lists carried rule texts in French and Russian
    (issue 8) have none; a rule whose English text is unchanged takes the shipped translations.
    """
    if all(r.texts for r in team_list.rules):
        return team_list
    shipped = find_teamlist(team_list.id)
    if shipped is None:
        return team_list
    known = shipped.index.rules
    rules = tuple(
        replace(r, texts=known[r.id].texts)
        if not r.texts and r.id in known and known[r.id].text == r.text else r
        for r in team_list.rules
    )
    return replace(team_list, rules=rules)

# Messages for the user (in the app's language: they are errors, not sheet text).
MESSAGES: dict[str, str] = {
    "no_team": QT_TRANSLATE_NOOP("SheetExport",
                                 "No Team is saved for the next game: build the Team first."),
    "not_in_game": QT_TRANSLATE_NOOP("SheetExport", "{player} did not play this game."),
    "bad_id": QT_TRANSLATE_NOOP("SheetExport", "'{id}' is not an id of the campaign database."),
    "other_campaign": QT_TRANSLATE_NOOP("SheetExport",
                                        "Player {player} is not in campaign {campaign}."),
}


def _tr(key: str) -> str:
    return QCoreApplication.translate("SheetExport", MESSAGES[key])


class SheetSourceError(Exception):
    """The store could not give what a sheet needs (message translated for the user)."""


@contextmanager
def _errors() -> Iterator[None]:
    from app.i18n.store_messages import store_message
    from app.model import StoreError

    try:
        yield
    except StoreError as exc:
        raise SheetSourceError(store_message(exc)) from exc


@contextmanager
def open_store(path: Path | None = None) -> Iterator[Store]:
    """The store at ``path`` (default: the user's database) opened read-only (a sheet only
    reads: nothing is written, even on read-only media or a full disk), closed afterwards. An
    older database that can be written is upgraded first, as any open does."""
    from app.model import Store, StoreReadOnlyError
    from app.model import db as dbmod
    from app.paths import database_path

    with _errors():
        try:
            store = Store.open(path, read_only=True)
        except StoreReadOnlyError as exc:
            if exc.params.get("reason") != "needs_upgrade" or not dbmod.writable(
                    database_path(path)):
                raise
            store = Store.open(path, daily_backup=False)
    try:
        yield store
    finally:
        store.close()


def _lang(language: str | SheetLanguage) -> SheetLanguage:
    return language if isinstance(language, SheetLanguage) else sheet_language(language)


def _id(value: int | str) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise SheetSourceError(_tr("bad_id").format(id=value)) from None


def _check_campaign(summary_campaign: int, campaign_id: int | str | None, pid: int) -> None:
    if campaign_id is not None and _id(campaign_id) != summary_campaign:
        raise SheetSourceError(_tr("other_campaign").format(player=pid, campaign=campaign_id))


def force_sheet(store: Store, player_id: int | str, *, language: str | SheetLanguage = "en",
                printed: dt.date | None = None, campaign_id: int | str | None = None,
                after_game: int | None = None) -> ForceSheet:
    """The Force Sheet of ``player_id`` (who must be in ``campaign_id`` when it is given);
    with ``after_game``, the Force as it was when game number ``after_game`` of the campaign
    was recorded (:meth:`Store.snapshot`)."""
    return _force_sheet(store, player_id, _lang(language), printed, campaign_id, after_game)


def _force_sheet(store: Store, player_id: int | str, lang: SheetLanguage,
                 printed: dt.date | None, campaign_id: int | str | None,
                 after_game: int | None = None,
                 known_games: Mapping[int, GameSummary] | None = None) -> ForceSheet:
    """:func:`force_sheet`; ``known_games``: the campaign's games by id, read once for every
    sheet of the campaign (:func:`campaign_sheets`) instead of once per sheet."""
    pid = _id(player_id)
    with _errors():
        summary = store.player_summary(pid)
        _check_campaign(summary.campaign_id, campaign_id, pid)
        if after_game is not None:
            snapshot = store.snapshot(summary.campaign_id, after_game=after_game)
            return _force_sheet(snapshot, pid, lang, printed, campaign_id)
        campaign = store.campaign(summary.campaign_id)
        games = known_games if known_games is not None else {
            g.id: g for g in store.games(summary.campaign_id)}
        team_list = with_shipped_texts(store.team_list(pid))
        force = store.force(pid)
        state = store.player_state(pid)
        fallen = []
        for former in store.former_models(pid):
            if former.status not in FALLEN or former.force_no != summary.dissolutions:
                continue
            game = games.get(former.game_id) if former.game_id is not None else None
            fallen.append(Fallen(former.name, former.entry, game.number if game else None,
                                 game.mission_id if game else None))
        corrections = [Correction(_day(c.when), str(c.inputs.get("reason", "")))
                       for c in store.corrections(pid)]
    force = _named(force, summary.force_name)
    return force_sheet_data(
        team_list, force, state, language=lang, campaign=campaign.name, player=summary.name,
        games_played=summary.games, fallen=fallen, printed=printed, corrections=corrections,
    )


def _day(when: str) -> dt.date:
    """The local day of a history record's moment (ISO UTC)."""
    try:
        return dt.datetime.fromisoformat(when).astimezone().date()
    except ValueError:
        return dt.date.today()


def team_sheet(store: Store, game_id: int | str | None, player_id: int | str, *,
               language: str | SheetLanguage = "en", printed: dt.date | None = None,
               campaign_id: int | str | None = None) -> TeamSheet:
    """The Team Sheet of ``player_id`` for the recorded game ``game_id``, or, with
    ``game_id=None``, for the next game (the Team saved in step 1).

    A recorded game's sheet is printed from the campaign as it was when the game was recorded
    (:meth:`Store.snapshot`): its Base, its Force and honours then, every model that played —
    the same sheet whenever it is printed."""
    lang = _lang(language)
    pid = _id(player_id)
    with _errors():
        summary = store.player_summary(pid)
        _check_campaign(summary.campaign_id, campaign_id, pid)
        if game_id is not None and store.writable:
            played = next((g for g in store.games(summary.campaign_id) if g.id == _id(game_id)),
                          None)
            if played is not None:
                snapshot = store.snapshot(summary.campaign_id, after_game=played.number)
                return team_sheet(snapshot, game_id, pid, language=lang, printed=printed,
                                  campaign_id=campaign_id)
        campaign = store.campaign(summary.campaign_id)
        games = store.games(summary.campaign_id)
        names = {p.id: p.name for p in store.players(summary.campaign_id)}
        team_list = with_shipped_texts(store.team_list(pid))
        force = _named(store.force(pid), summary.force_name)
        state: PlayerState = store.player_state(pid)
        opponent = ""
        number: int | None
        check = game_id is None
        if game_id is None:
            team = store.pending_team(pid)
            if team is None:
                raise SheetSourceError(_tr("no_team"))
            number = len(games) + 1
            if store.rounds(summary.campaign_id):  # the round fixes it (or each pair rolls)
                choice = store.round_mission(summary.campaign_id)
                mission = choice.mission_id if choice is not None else None
            else:
                mission = _next_mission(campaign.settings, len(games))
        else:
            gid = _id(game_id)
            summary_game = next((g for g in games if g.id == gid), None)
            record = store.game_record(gid)
            try:
                side = record.player(str(pid))
            except KeyError:
                raise SheetSourceError(_tr("not_in_game").format(player=summary.name)) from None
            other = record.opponent(str(pid))
            opponent = names.get(int(other.player_id), "")
            known = {m.uid for m in force.models}
            # The psychic powers picked in step 1 for this game, as the record holds them.
            team = Team(tuple(u for u in side.team if u in known), summary.team_limit,
                        side.field_promoted, finale=record.mission.mission_id == "finale",
                        powers=store.game_team_powers(gid, pid))
            number = summary_game.number if summary_game else None
            mission = record.mission.mission_id
            if store.writable and summary_game is not None and (
                    pid in summary_game.injuries_done):
                # Its injuries are applied: the temporary states now are for the next game.
                state = state.with_models(replace(m, temporary=None) for m in state.models)
                force = force.with_models(replace(m, incapacitated=False) for m in force.models)
    return team_sheet_data(
        team_list, force, team, state, language=lang, campaign=campaign.name,
        player=summary.name, opponent=opponent, mission=mission, game_number=number,
        games_played=summary.games, printed=printed, check=check,
    )


def campaign_heading(store: Store, campaign_id: int | str) -> tuple[str, int]:
    """The campaign's name and number of players, what :func:`campaign_sheets` would be
    named by, read without building a sheet."""
    cid = _id(campaign_id)
    with _errors():
        name = store.campaign(cid).name  # raises when there is no such campaign
        players = store.players(cid)
    return name, len(players)


def campaign_sheets(store: Store, campaign_id: int | str, *,
                    language: str | SheetLanguage = "en", printed: dt.date | None = None
                    ) -> list[ForceSheet]:
    """Every player's Force Sheet, in the campaign's player order."""
    lang = _lang(language)
    cid = _id(campaign_id)
    with _errors():
        store.campaign(cid)  # raises when there is no such campaign
        players = store.players(cid)
        games = {g.id: g for g in store.games(cid)} if players else {}
    return [_force_sheet(store, p.id, lang, printed, None, known_games=games) for p in players]


def progress_sheet(store: Store, campaign_id: int | str, *,
                   language: str | SheetLanguage = "en", printed: dt.date | None = None
                   ) -> ProgressSheet:
    """The campaign progress page: the numbers of :func:`app.model.progress.campaign_progress`
    (those the Progress window draws), as the sheets print them."""
    from app.model.progress import campaign_progress

    cid = _id(campaign_id)
    with _errors():
        name = store.campaign(cid).name  # raises when there is no such campaign
        progress = campaign_progress(store, cid)
    return progress_sheet_data(progress, language=_lang(language), campaign=name,
                               printed=printed)


def campaign_pdf(store: Store, campaign_id: int | str, *,
                 language: str | SheetLanguage = "en", printed: dt.date | None = None
                 ) -> list[ForceSheet | ProgressSheet]:
    """What "Print all Force Sheets" prints: every player's Force Sheet
    (:func:`campaign_sheets`), then the campaign progress page (:func:`progress_sheet`). A
    campaign without players prints nothing; one whose history cannot be replayed (its
    progress is not known) prints its Force Sheets alone."""
    from app.model import StoreHistoryError

    lang = _lang(language)
    # no collector pass while the sheets are read (app.collector): it would walk again and
    # again the thousands of records and rows read, holding the GIL (the GUI thread waits)
    with paused_gc():
        sheets: list[ForceSheet | ProgressSheet] = [
            *campaign_sheets(store, campaign_id, language=lang, printed=printed)]
        if not sheets:
            return sheets
        try:
            sheets.append(progress_sheet(store, campaign_id, language=lang, printed=printed))
        except SheetSourceError as exc:
            if not isinstance(exc.__cause__, StoreHistoryError):
                raise
    return sheets


def _named(force: Force, force_name: str) -> Force:
    return force if force.name or not force_name else replace(force, name=force_name)


def _next_mission(settings: CampaignSettings, played: int) -> str | None:
    """The next mission when the campaign's list decides it; None when it will be rolled."""
    if settings.mission_mode != "random" and played < len(settings.missions):
        return settings.missions[played]
    return None
