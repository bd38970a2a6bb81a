"""Where Force Sheet keeps its files: one data folder per user (platformdirs).

``FORCESHEET_DATA_DIR`` moves the whole data folder (tests and portable installs);
``FORCESHEET_DB`` (or ``forcesheet --db PATH``) chooses another campaign database.
Nothing here creates files except :func:`ensure_dir`.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "ForceSheet"
DB_FILENAME = "campaigns.sqlite"
DATA_DIR_ENV = "FORCESHEET_DATA_DIR"
DB_ENV = "FORCESHEET_DB"


def data_dir() -> Path:
    """The user's data folder (not created)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """What the app can read again from elsewhere, kept to be quicker (not created)."""
    return data_dir() / "cache"


def write_cache_file(path: Path, data: object, prefix: str) -> bool:
    """``data`` as JSON (UTF-8) into the cache file ``path``: see :func:`write_cache_bytes`."""
    import json

    return write_cache_bytes(path, json.dumps(data, ensure_ascii=False).encode("utf-8"), prefix)


def write_cache_bytes(path: Path, data: bytes, prefix: str) -> bool:
    """``data`` into the cache file ``path``, atomically: a temporary name beside it
    (``prefix``), renamed over it. ``False`` when the folder cannot be written: a cache only
    saves reading again."""
    import contextlib
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=prefix, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError:
        return False
    return True


def database_path(explicit: Path | str | None = None) -> Path:
    """The campaign database: ``explicit`` (``--db``), else ``FORCESHEET_DB``, else the default."""
    if explicit:
        return Path(explicit).expanduser()
    env = os.environ.get(DB_ENV)
    if env:
        return Path(env).expanduser()
    return data_dir() / DB_FILENAME


def backups_dir(db: Path) -> Path:
    """Backups of a database live beside it, in ``<name>.backups/``."""
    return db.with_name(db.name + ".backups")


def catalogues_dir() -> Path:
    """Imported BattleScribe catalogues and their parsed cache."""
    return data_dir() / "catalogues"


def ensure_dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def fsync_dir(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` durable (POSIX). Best effort: where folders
    cannot be opened or synced (Windows, some file systems) it does nothing."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
