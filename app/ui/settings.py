"""The app's settings: a typed registry (each key declared once with its type and default).

User preferences (language, dice, paper size, theme) are apart from window state (geometry, last
campaign). Everything lives in one INI file: in the data folder when ``FORCESHEET_DATA_DIR`` is
set (tests, portable installs), else in the user's configuration folder. A version key lets
later releases upgrade old files (see :data:`UPGRADES`).

Other parts of the app read a preference with ``Settings().get(DICE_DEFAULT)``.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar, cast

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QWidget

from app.paths import APP_NAME, DATA_DIR_ENV, data_dir

T = TypeVar("T", str, int, bool, bytes)

SETTINGS_FILENAME = "settings.ini"
SETTINGS_VERSION = 1


@dataclass(frozen=True)
class Option(Generic[T]):
    """One setting: its key in the file, its type, its default and (optionally) its choices."""

    key: str
    kind: type[T]
    default: T
    choices: tuple[T, ...] = ()
    user: bool = True  # a preference the settings dialog shows (else: window state)

    def coerce(self, raw: object) -> T:
        """``raw`` as read from the file, as a value of this option (the default if unusable)."""
        if raw is None:
            return self.default
        try:
            value = _convert(self.kind, raw)
        except (TypeError, ValueError):
            return self.default
        if self.choices and value not in self.choices:
            return self.default
        return cast(T, value)


def _convert(kind: type, raw: object) -> object:
    """``raw`` (a value QSettings read) as a ``kind``; raises TypeError or ValueError."""
    if kind is bool:
        return raw if isinstance(raw, bool) else str(raw).lower() in ("1", "true", "yes")
    if kind is int:
        return int(cast(int, raw))
    if kind is bytes:
        return bytes(raw.data()) if isinstance(raw, QByteArray) else bytes(cast(bytes, raw))
    return str(raw)


OPTIONS: dict[str, Option[str] | Option[int] | Option[bool] | Option[bytes]] = {}


def _declare(option: Option[T]) -> Option[T]:
    if option.key in OPTIONS:
        raise ValueError(f"setting {option.key!r} declared twice")
    OPTIONS[option.key] = option
    return option


# -- user preferences -------------------------------------------------------------------------
#: "" follows the system language.
LANGUAGE = _declare(Option("ui/language", str, "", ("", "en", "fr", "ru")))
#: Dice in the step dialogs: rolled by the app, or typed in from the table's dice.
DICE_DEFAULT = _declare(Option("dice/default", str, "roll", ("roll", "type")))
PAPER_SIZE = _declare(Option("sheets/paper_size", str, "A4", ("A4", "Letter")))
#: The colours: the system's, or Fusion with a light or a dark palette.
THEME = _declare(Option("ui/theme", str, "system", ("system", "light", "dark")))

# -- window state -----------------------------------------------------------------------------
LAST_DATABASE = _declare(Option("state/last_database", str, "", user=False))
LAST_CAMPAIGN = _declare(Option("state/last_campaign", str, "", user=False))
#: The player last selected in each campaign of the last database: "campaign:player,…",
#: the most recent last (see :func:`remembered_players`).
LAST_PLAYERS = _declare(Option("state/last_players", str, "", user=False))
#: How many campaigns :data:`LAST_PLAYERS` remembers a player for.
REMEMBERED_PLAYERS = 50
#: The club server last connected to, without its password (issue 22).
LAST_SERVER = _declare(Option("state/last_server", str, "", user=False))
SHOW_ARCHIVED = _declare(Option("state/show_archived", bool, False, user=False))
VERSION = _declare(Option("meta/version", int, 0, user=False))


def remembered_players(raw: str) -> dict[int, int]:
    """:data:`LAST_PLAYERS` read: player id by campaign id, in the order they were chosen
    (a malformed pair is skipped: it is a state, not a preference worth an error)."""
    out: dict[int, int] = {}
    for pair in raw.split(","):
        campaign, _, player = pair.partition(":")
        if campaign.isdigit() and player.isdigit():
            out.pop(int(campaign), None)
            out[int(campaign)] = int(player)
    return out


def remember_player(raw: str, campaign_id: int, player_id: int) -> str:
    """:data:`LAST_PLAYERS` with ``player_id`` the one chosen in ``campaign_id`` (the oldest
    campaigns forgotten past :data:`REMEMBERED_PLAYERS`)."""
    players = remembered_players(raw)
    players.pop(campaign_id, None)
    players[campaign_id] = player_id
    kept = list(players.items())[-REMEMBERED_PLAYERS:]
    return ",".join(f"{c}:{p}" for c, p in kept)


def geometry_option(name: str) -> tuple[Option[bytes], Option[bytes]]:
    """The geometry and state options of the window ``name`` (declared once each)."""
    keys = (f"state/{name}/geometry", f"state/{name}/state")
    made = []
    for key in keys:
        found = OPTIONS.get(key)
        made.append(found if found is not None else _declare(Option(key, bytes, b"", user=False)))
    return cast(Option[bytes], made[0]), cast(Option[bytes], made[1])


#: The kinds of file whose last folder is remembered (each file chooser starts there).
FOLDER_KINDS = ("pdf", "campaign", "roster", "catalogue", "kt40k")


def folder_option(kind: str) -> Option[str]:
    """The last folder used for files of ``kind`` (one of :data:`FOLDER_KINDS`)."""
    if kind not in FOLDER_KINDS:
        raise ValueError(f"unknown kind of file {kind!r}")
    key = f"state/folders/{kind}"
    found = OPTIONS.get(key)
    return cast(Option[str], found if found is not None else _declare(
        Option(key, str, "", user=False)))


def documents_folder() -> Path:
    """The user's documents folder (the home folder when there is none)."""
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(folder) if folder and Path(folder).is_dir() else Path.home()


def last_folder(kind: str) -> Path:
    """Where a file chooser for ``kind`` starts: the folder used last time, while it exists;
    else the documents folder (never the working directory)."""
    try:
        saved = Settings().get(folder_option(kind))
    except Exception:  # an unreadable settings file: the documents folder
        saved = ""
    if saved and Path(saved).is_dir():
        return Path(saved)
    return documents_folder()


def remember_folder(kind: str, chosen: Path | str) -> None:
    """Keep the folder of the file ``chosen`` (or the folder itself) for ``kind``."""
    path = Path(chosen)
    folder = path if path.is_dir() else path.parent
    try:
        settings = Settings()
        settings.set(folder_option(kind), str(folder))
        settings.sync()
    except Exception:  # a settings file that cannot be written: remembered for no one
        return


def settings_file() -> Path:
    """The INI file: in the data folder when it is overridden, else the config folder."""
    if os.environ.get(DATA_DIR_ENV):
        return data_dir() / SETTINGS_FILENAME
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False)) / SETTINGS_FILENAME


# Upgrades from older versions of the file: version -> function upgrading it to version + 1.
UPGRADES: dict[int, Callable[[QSettings], None]] = {
    0: lambda s: None,  # version 0: a new file; nothing to move
}


class Settings:
    """Typed access to the settings file."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else settings_file()
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        self._upgrade()

    def _upgrade(self) -> None:
        version = VERSION.coerce(self._qs.value(VERSION.key))
        while version < SETTINGS_VERSION:
            UPGRADES[version](self._qs)
            version += 1
            self._qs.setValue(VERSION.key, version)

    def get(self, option: Option[T]) -> T:
        raw = self._qs.value(option.key)
        return option.coerce(raw)

    def set(self, option: Option[T], value: T) -> None:
        if not isinstance(value, option.kind):
            raise TypeError(f"{option.key} takes {option.kind.__name__}, not {value!r}")
        if option.choices and value not in option.choices:
            raise ValueError(f"{option.key} takes one of {option.choices}, not {value!r}")
        stored: object = QByteArray(value) if isinstance(value, bytes) else value
        self._qs.setValue(option.key, stored)

    def reset(self, option: Option[T]) -> None:
        self._qs.remove(option.key)

    def sync(self) -> None:
        self._qs.sync()

    # -- window geometry (Picard's mixin, as two functions) ---------------------------------
    def save_geometry(self, name: str, widget: QWidget) -> None:
        geometry, state = geometry_option(name)
        self.set(geometry, bytes(widget.saveGeometry().data()))
        save_state = getattr(widget, "saveState", None)
        if callable(save_state):
            self.set(state, bytes(cast(QByteArray, save_state()).data()))
        self.sync()

    def restore_geometry(self, name: str, widget: QWidget) -> bool:
        """Restore a saved geometry, kept on the available area of the screen; ``False`` when
        there was none (keep the default size)."""
        geometry, state = geometry_option(name)
        saved = self.get(geometry)
        if not saved:
            return False
        ok = bool(widget.restoreGeometry(QByteArray(saved)))
        if widget.isWindow():  # saved on a larger screen: never partly off this one
            from app.ui.widgets.screen import keep_on_screen

            keep_on_screen(widget)
        restore_state = getattr(widget, "restoreState", None)
        saved_state = self.get(state)
        if callable(restore_state) and saved_state:
            restore_state(QByteArray(saved_state))
        return ok
