"""Compile ``translations/*.ts`` to ``app/translations/*.qm`` with ``pyside6-lrelease``.

Run by the install scripts (``python -m app.i18n.build``); the ``.qm`` files are build output and
never committed. Only out-of-date files are compiled.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "translations"
TARGET = ROOT / "app" / "translations"


def lrelease_command() -> list[str] | None:
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    exe = shutil.which("pyside6-lrelease") or str(beside)
    return [exe] if Path(exe).exists() else None


def build(quiet: bool = False) -> list[Path]:
    built: list[Path] = []
    ts_files = sorted(SOURCES.glob("*.ts"))
    if not ts_files:
        return built
    cmd = lrelease_command()
    if cmd is None:
        raise SystemExit("pyside6-lrelease not found: install PySide6-Essentials")
    TARGET.mkdir(exist_ok=True)
    for ts in ts_files:
        qm = TARGET / (ts.stem + ".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        # Written beside it, then moved over it: a process that has the old file open
        # (QTranslator maps it into memory) keeps reading the old one, never a half-written
        # one (tests and the app may start while another process compiles).
        part = qm.with_name(f".{qm.name}.{os.getpid()}.part")
        try:
            subprocess.run([*cmd, "-silent", str(ts), "-qm", str(part)], check=True)
            os.replace(part, qm)
        finally:
            part.unlink(missing_ok=True)
        built.append(qm)
        if not quiet:
            print(f"compiled {qm.relative_to(ROOT)}")
    return built


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quiet", action="store_true")
    build(parser.parse_args().quiet)


if __name__ == "__main__":
    main()
