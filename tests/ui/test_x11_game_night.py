"""scripts/x11_game_night.py: one game night in a real X server (Xvfb), driven with xdotool.

About a minute, and it needs Xvfb, xdotool, openbox, x11-utils and imagemagick (not on CI): it
is marked ``x11``, left out of the default run (``pyproject.toml``), and skips without the tools.
Run it with ``./scripts/test -m x11 tests/ui/test_x11_game_night.py``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "x11_game_night.py"
TOOLS = ("Xvfb", "xdotool", "openbox", "xwininfo", "xprop", "import")

pytestmark = [
    pytest.mark.x11,
    pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS),
                       reason="needs Xvfb, xdotool, openbox, x11-utils and imagemagick"),
]


def test_a_game_night_in_xvfb(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    done = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    log = done.stdout + done.stderr
    assert done.returncode == 0, log
    assert "every step done, every check passed" in log
    shots = sorted(out.glob("[0-9][0-9]_*.png"))
    assert len(shots) >= 40, [s.name for s in shots]
    names = " ".join(s.name for s in shots)
    for step in ("welcome", "round_started", "team_bob_built", "record_game_wheel_over_casualties",
                 "record_game_escape_asks", "game_recorded", "injuries_ann_done",
                 "rp_and_renown_done", "rp_ann_spent", "undo", "redo", "restarted"):
        assert f"_{step}.png" in names, step
    with Image.open(shots[-1]) as last:
        assert last.size == (1366, 768)
