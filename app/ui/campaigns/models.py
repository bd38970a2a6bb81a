"""Table models of the campaign list and the campaign view, over the store's summary rows.

Rows come from ``Store.campaigns()``, ``Store.players()`` and ``Store.standings()`` (frozen
values); ``data()`` only formats them. Ids of rules terms (Base levels) become words through
:func:`app.i18n.terms.term`, at display time, so a language switch needs no re-read.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimeZone
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication

from app.i18n import current_language
from app.i18n.terms import term
from app.rules.library import shipped_display_name
from app.ui.campaigns.table_model import Index, RowTableModel
from app.ui.widgets.dates import date_text

if TYPE_CHECKING:
    from app.model import CampaignSummary, PlayerSummary, Standing


@cache
def _base_level_ids() -> dict[int, str]:
    from app.rules.campaign.base_levels import base_levels

    return {row.level: row.id for row in base_levels()}


def base_level_name(level: int) -> str:
    level_id = _base_level_ids().get(level)
    return term("base_level", level_id) if level_id else str(level)


def short_date(iso: str | None) -> str:
    """An ISO-8601 UTC time as a local short date ("" for none)."""
    if not iso:
        return ""
    return _short_date(iso[:19], QLocale().name())


@lru_cache(maxsize=1024)
def _short_date(iso: str, _locale: str) -> str:
    when = QDateTime.fromString(iso[:19], Qt.DateFormat.ISODate)
    if not when.isValid():
        return iso[:10]
    when.setTimeZone(QTimeZone.utc())  # (not when.timeZone().utc(): builds the local zone)
    return date_text(when.toLocalTime().date())


class CampaignListModel(RowTableModel["CampaignSummary"]):
    NUMERIC = frozenset({1, 2})

    def headers(self) -> list[str]:
        return [self.tr("Campaign"), self.tr("Players"), self.tr("Games"),
                self.tr("Last game")]

    def cell(self, row: CampaignSummary, column: int) -> Any:
        if column == 0:
            return row.name + ("  " + self.tr("(archived)") if row.archived else "")
        if column == 1:
            return row.players
        if column == 2:
            return row.games
        return short_date(row.last_played)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and 0 <= index.row() < len(self._rows):
            row = self._rows[index.row()]
            if row.archived and role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setItalic(True)
                return font
            if row.archived and role == Qt.ItemDataRole.ForegroundRole:
                return QApplication.palette().color(QPalette.ColorGroup.Disabled,
                                                    QPalette.ColorRole.Text)
        return super().data(index, role)

    def tooltip(self, row: CampaignSummary, column: int) -> str | None:
        return row.notes or None


class PlayersModel(RowTableModel["PlayerSummary"]):
    NUMERIC = frozenset({4, 5, 6, 7, 8})

    def headers(self) -> list[str]:
        return [self.tr("Player"), self.tr("Force"), self.tr("Team List"), self.tr("Base"),
                self.tr("Team limit"), self.tr("RP"), self.tr("Renown"), self.tr("Games"),
                self.tr("Force points")]

    def cell(self, row: PlayerSummary, column: int) -> Any:
        # (one column at a time: a view sizing its columns asks every cell, once per role)
        if column == 0:
            return row.name
        if column == 1:
            return row.force_name
        if column == 2:
            # a shipped list's name in the interface language, from the small index of the
            # shipped lists' names: no Team List is loaded to show the players
            name = shipped_display_name(row.team_list_id, row.team_list_name,
                                        current_language())
            return f"{name} {row.team_list_version}".strip()
        if column == 3:
            return base_level_name(row.base_level)
        values: tuple[Any, ...] = (row.team_limit, row.rp, row.renown, row.games, row.points)
        return values[column - 4]

    def tooltip(self, row: PlayerSummary, column: int) -> str | None:
        if column == 3:
            return self.tr("Level {level}").format(level=row.base_level)
        if column == 7:
            return self.tr("{wins} won, {draws} drawn, {losses} lost").format(
                wins=row.wins, draws=row.draws, losses=row.losses)
        if column == 8:
            return self.tr("%n model(s)", "", row.models)
        return None


class StandingsModel(RowTableModel["Standing"]):
    NUMERIC = frozenset({0, 3, 4, 5, 6, 7, 8})

    def row_id(self, row: Standing) -> int:
        return row.player_id

    def headers(self) -> list[str]:
        return [self.tr("Rank"), self.tr("Player"), self.tr("Force"), self.tr("Games"),
                self.tr("Won"), self.tr("Drawn"), self.tr("Lost"), self.tr("Renown"),
                self.tr("RP")]

    def cell(self, row: Standing, column: int) -> Any:
        values: tuple[Any, ...] = (row.rank, row.name, row.force_name, row.games, row.wins,
                                   row.draws, row.losses, row.renown, row.rp)
        return values[column]
