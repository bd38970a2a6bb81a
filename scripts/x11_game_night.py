"""One game night in a real X server, driven with real mouse and keyboard events.

    python scripts/x11_game_night.py [--out DIR] [--keep-data]

Starts ``Xvfb`` (1366x768, on a free display), the ``openbox`` window manager and the app
(``python -m app``) over a fresh temporary data folder and home (the user's campaigns and
settings are never touched), then plays one game night with ``xdotool`` only: a new campaign,
two players whose Forces come from the example rosters (``examples/rosters``), round 1, both
Teams, the game, the injuries, RP and Renown, spending RP, Undo (Ctrl+Z) and Redo, Quit (Ctrl+Q)
and a restart that must find the campaign again. Along the way it checks what only a real X
server shows: the mouse wheel over the casualty column of Record a game changes nothing, Esc on
a filled-in step dialog asks first, and every window fits on the 1366x768 screen.

A screenshot of the whole screen goes to OUT_DIR (default ``out/x11_game_night``) after each
step, with numbered descriptive names. Exit codes: 0 everything went and every check passed,
1 a check failed (the list is printed at the end), 2 a step could not be done (a window never
appeared; the screenshot ``NN_FAILED_….png`` shows the screen then), 3 a tool is missing.

Needs ``Xvfb``, ``xdotool``, ``openbox``, ``xwininfo``/``xprop`` (x11-utils) and ``import``
(imagemagick): Debian packages ``xvfb xdotool openbox x11-utils imagemagick``. xdotool cannot
see Qt's widgets: the script uses the keyboard (shortcuts, accelerators, Tab) where it can, and
finds the buttons, tabs and fields it must click on the screenshot (Fusion draws them with a
grey border around a light face).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parents[1]
SCREEN_W, SCREEN_H = 1366, 768
TOOLS = ("Xvfb", "xdotool", "openbox", "xwininfo", "xprop", "import")
CAMPAIGN = "Night at Vraks"
MAIN_TITLE = f"^{CAMPAIGN} — Force Sheet$"
ROSTERS = ROOT / "examples" / "rosters"

Box = tuple[int, int, int, int]  # left, top, right, bottom (screen pixels, inclusive)


class StepFailed(Exception):
    """A step could not be done: the run stops (exit 2)."""


@dataclass(frozen=True)
class Geometry:
    """A window's client area and its frame (the window manager's decorations)."""

    x: int
    y: int
    w: int
    h: int
    frame: tuple[int, int, int, int]  # left, right, top, bottom

    @property
    def outer(self) -> Box:
        left, right, top, bottom = self.frame
        return (self.x - left, self.y - top, self.x + self.w + right - 1,
                self.y + self.h + bottom - 1)

    @property
    def box(self) -> Box:
        return (self.x, self.y, self.x + self.w - 1, self.y + self.h - 1)


# -- finding widgets on a screenshot ----------------------------------------------------------
def _lum(p: tuple[int, ...]) -> int:
    return (p[0] * 299 + p[1] * 587 + p[2] * 114) // 1000


def find_buttons(im: Image.Image, box: Box, min_w: int = 24, max_w: int = 700,
                 min_h: int = 17, max_h: int = 46) -> list[Box]:
    """Rectangles drawn like Fusion's push buttons, combo boxes and line edits inside ``box``:
    a one-pixel border darker than the window, around a light face. Sorted top to bottom, then
    left to right."""
    x0, y0, x1, y1 = box
    px: Any = im.load()  # pixels as RGB tuples
    runs: dict[int, list[tuple[int, int]]] = {}
    for y in range(y0, y1):
        x = x0
        while x < x1:
            p = px[x, y]
            if 40 <= _lum(p) <= 215:
                start = x
                while x + 1 < x1 and max(abs(a - b) for a, b in zip(px[x + 1, y], p,
                                                                   strict=False)) <= 8:
                    x += 1
                if min_w - 6 <= x - start <= max_w:
                    runs.setdefault(y, []).append((start, x))
            x += 1

    def dark(x: int, rows: range) -> bool:
        return sum(1 for y in rows if _lum(px[x, y]) <= 215) >= len(rows) - 1

    found: set[Box] = set()
    for ya in sorted(runs):
        for xa, xb in runs[ya]:
            for yb in range(ya + min_h, min(ya + max_h, y1)):
                if not any(abs(a - xa) <= 1 and abs(b - xb) <= 1 for a, b in runs.get(yb, [])):
                    continue
                rows = range(ya + 4, yb - 3)
                left = next((x for x in range(xa - 1, xa - 5, -1) if dark(x, rows)), None)
                right = next((x for x in range(xb + 1, xb + 5) if dark(x, rows)), None)
                middle = (ya + yb) // 2
                if (left is not None and right is not None
                        and _lum(px[left + 2, middle]) > 200
                        and max(_lum(px[left - 1, middle]), _lum(px[left - 2, middle])) > 200):
                    found.add((left, ya, right, yb))
                break
    # a border of two rows gives the same rectangle twice, one pixel apart: keep the first
    kept: list[Box] = []
    for r in sorted(found, key=lambda r: (r[1], r[0])):
        if not any(abs(r[0] - k[0]) <= 1 and abs(r[2] - k[2]) <= 1 and abs(r[1] - k[1]) <= 2
                   for k in kept):
            kept.append(r)
    return kept


def find_tabs(im: Image.Image, box: Box) -> list[Box]:
    """The tabs of the first tab bar inside ``box``: the tab bar sits on a long horizontal
    line (the pane's top edge), and its tabs are parted by short vertical borders."""
    x0, y0, x1, y1 = box
    gray = im.convert("L")
    px: Any = gray.load()  # pixels as 0-255
    width = x1 - x0
    for pane_top in range(y0 + 24, y1):
        run = best = 0
        for x in range(x0, x1):
            run = run + 1 if 120 <= px[x, pane_top] <= 215 else 0
            best = max(best, run)
        if best < 0.6 * width:
            continue
        rows = range(pane_top - 17, pane_top - 3)
        borders = [x for x in range(x0 + 2, x1 - 2)
                   if all(120 <= px[x, y] <= 215 for y in rows)
                   and px[x - 2, pane_top - 10] > 215 and px[x + 2, pane_top - 10] > 215]
        merged: list[int] = []
        for x in borders:
            if not merged or x - merged[-1] > 3:
                merged.append(x)
        tabs = [(a, pane_top - 20, b, pane_top)
                for a, b in pairwise(merged) if b - a >= 20]
        if len(tabs) >= 2:
            return tabs
    return []


def center(r: Box) -> tuple[int, int]:
    return (r[0] + r[2]) // 2, (r[1] + r[3]) // 2


def crop(im: Image.Image, r: Box) -> Image.Image:
    return im.crop((r[0], r[1], r[2] + 1, r[3] + 1))


def same(a: Image.Image, b: Image.Image) -> bool:
    return ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox() is None


# -- the X server, the window manager and the app -----------------------------------------------
class Session:
    """Xvfb, openbox and the app on one display, with the xdotool and screenshot helpers."""

    def __init__(self, out: Path, work: Path) -> None:
        self.out = out
        self.work = work
        self.display = ""
        self.procs: list[subprocess.Popen[bytes]] = []
        self.app: subprocess.Popen[bytes] | None = None
        self.app_log: Path = out / "app.log"
        self.shots = 0
        self.started = time.monotonic()
        self.failures: list[str] = []
        self.notes: list[str] = []
        self.seen_sizes: dict[str, Geometry] = {}

    # -- processes ------------------------------------------------------------------------
    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("FORCESHEET_", "QT_", "XDG_"))}
        home = self.work / "home"
        runtime = self.work / "runtime"
        for folder in (home, runtime):
            folder.mkdir(parents=True, exist_ok=True)
        runtime.chmod(0o700)
        env.update({
            "DISPLAY": self.display,
            "FORCESHEET_DATA_DIR": str(self.work / "data"),
            "HOME": str(home),  # the file dialogs' and Qt's folders: never the user's
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
            "XDG_CACHE_HOME": str(home / ".cache"),
            "XDG_RUNTIME_DIR": str(runtime),
            "QT_QPA_PLATFORM": "xcb",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",  # the app in English, whatever the machine's language
        })
        return env

    def start_x(self) -> None:
        """Xvfb on the first free display from :71 on, then openbox."""
        for number in range(71, 140):
            if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
                continue
            proc = subprocess.Popen(
                ["Xvfb", f":{number}", "-screen", "0", f"{SCREEN_W}x{SCREEN_H}x24", "-nolisten",
                 "tcp", "-noreset"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            self.display = f":{number}"
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and proc.poll() is None:
                if subprocess.run(["xdotool", "getdisplaygeometry"], env=self.env(),
                                  capture_output=True).returncode == 0:
                    break
                time.sleep(0.05)
            if proc.poll() is None:
                self.procs.append(proc)
                break
        else:
            raise StepFailed("no free X display between :71 and :139 (Xvfb would not start)")
        self.log(f"Xvfb on display {self.display} ({SCREEN_W}x{SCREEN_H})")
        wm = subprocess.Popen(["openbox", "--sm-disable"], env=self.env(),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.procs.append(wm)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # openbox sets _NET_SUPPORTING_WM_CHECK when up
            root = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=self.env(),
                                  capture_output=True, text=True).stdout
            if "window id" in root:
                break
            time.sleep(0.05)
        else:
            raise StepFailed("openbox did not start")

    def start_app(self) -> None:
        log = self.app_log.open("ab")
        self.app = subprocess.Popen([sys.executable, "-m", "app"], cwd=ROOT, env=self.env(),
                                    stdout=log, stderr=subprocess.STDOUT)
        log.close()

    def app_running(self) -> bool:
        return self.app is not None and self.app.poll() is None

    def stop(self) -> None:
        if self.app is not None and self.app.poll() is None:
            self.app.terminate()
            try:
                self.app.wait(5)
            except subprocess.TimeoutExpired:
                self.app.kill()
        for proc in reversed(self.procs):
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()

    # -- output ---------------------------------------------------------------------------
    def log(self, text: str) -> None:
        print(f"[{time.monotonic() - self.started:6.1f}s] {text}", flush=True)

    def shot(self, name: str) -> Image.Image:
        """A screenshot of the whole screen, saved as ``NN_name.png``."""
        self.shots += 1
        path = self.out / f"{self.shots:02d}_{name}.png"
        self.x(["import", "-window", "root", str(path)], tool=True)
        self.log(f"  screenshot {path.name}")
        with Image.open(path) as im:
            return im.convert("RGB")

    def grab(self) -> Image.Image:
        """A screenshot that is not kept (to find widgets, compare regions)."""
        path = self.work / "grab.png"
        self.x(["import", "-window", "root", str(path)], tool=True)
        with Image.open(path) as im:
            return im.convert("RGB")

    def check(self, ok: bool, what: str) -> bool:
        self.log(("  check ok: " if ok else "  CHECK FAILED: ") + what)
        if not ok:
            self.failures.append(f"{what} (screenshot {self.shots:02d})")
        return ok

    def note(self, what: str) -> None:
        self.log("  NOTE: " + what)
        self.notes.append(f"{what} (screenshot {self.shots:02d})")

    # -- xdotool --------------------------------------------------------------------------
    def x(self, args: Sequence[str], tool: bool = False) -> str:
        cmd = list(args) if tool else ["xdotool", *args]
        try:
            done = subprocess.run(cmd, env=self.env(), capture_output=True, text=True,
                                  timeout=20)
        except subprocess.TimeoutExpired as exc:
            raise StepFailed(f"{' '.join(cmd)} did not return") from exc
        return done.stdout

    def key(self, *keys: str) -> None:
        self.x(["key", "--delay", "40", *keys])

    def type(self, text: str) -> None:
        self.x(["type", "--delay", "25", text])

    def click(self, xy: tuple[int, int], button: int = 1) -> None:
        self.x(["mousemove", str(xy[0]), str(xy[1])])  # (--sync waits forever when the
        time.sleep(0.15)  # pointer is there already)
        self.x(["click", str(button)])

    def wheel(self, xy: tuple[int, int], down: int, up: int = 0) -> None:
        self.x(["mousemove", str(xy[0]), str(xy[1])])
        time.sleep(0.2)
        if down:
            self.x(["click", "--repeat", str(down), "--delay", "120", "5"])
        if up:
            self.x(["click", "--repeat", str(up), "--delay", "120", "4"])

    def windows(self, pattern: str = ".") -> list[str]:
        return [w for w in self.x(["search", "--onlyvisible", "--name", pattern]).split() if w]

    def title(self, wid: str) -> str:
        return self.x(["getwindowname", wid]).strip()

    def geometry(self, wid: str) -> Geometry:
        info = self.x(["xwininfo", "-id", wid], tool=True)

        def field(name: str) -> int:
            found = re.search(rf"{name}:\s+(-?\d+)", info)
            return int(found.group(1)) if found else 0

        extents = self.x(["xprop", "-id", wid, "_NET_FRAME_EXTENTS"], tool=True)
        numbers = [int(n) for n in re.findall(r"\d+", extents.split("=", 1)[-1])] \
            if "=" in extents else []
        frame = (numbers[0], numbers[1], numbers[2], numbers[3]) if len(numbers) == 4 else (
            0, 0, 0, 0)
        return Geometry(field("Absolute upper-left X"), field("Absolute upper-left Y"),
                        field("Width"), field("Height"), frame)

    def wait_window(self, pattern: str, timeout: float = 15, what: str = "",
                    accept: Callable[[Geometry], bool] | None = None) -> str:
        """The visible window whose title matches ``pattern`` (polled; fails after
        ``timeout`` seconds, or at once when the app has quit)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for wid in self.windows(pattern):
                geo = self.geometry(wid)
                if geo.w > 1 and (accept is None or accept(geo)):
                    time.sleep(0.35)  # its first paint
                    self.fits(wid)
                    return wid
            if not self.app_running():
                raise StepFailed(f"the app quit while waiting for {what or pattern!r}")
            time.sleep(0.1)
        raise StepFailed(f"the window {what or pattern!r} never appeared ({timeout:.0f} s); "
                         f"visible: {self.visible_titles()}")

    def wait_gone(self, wid: str, timeout: float = 10, what: str = "") -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if wid not in self.windows():
                time.sleep(0.3)  # the window below repaints
                return
            time.sleep(0.1)
        raise StepFailed(f"the window {what or self.title(wid)!r} did not close ({timeout:.0f} s)")

    def visible_titles(self) -> list[str]:
        return [self.title(w) for w in self.windows()]

    def only_main_left(self, what: str) -> None:
        """After a dialog closed: nothing else opened (an error message would)."""
        extra = [t for t in self.visible_titles() if not re.match(MAIN_TITLE, t)]
        if extra:
            raise StepFailed(f"after {what}, unexpected window(s): {extra}")

    def activate(self, wid: str) -> None:
        self.x(["windowactivate", "--sync", wid])
        time.sleep(0.1)

    def fits(self, wid: str) -> None:
        """Every window must fit on the screen, its title bar and edges included."""
        geo = self.geometry(wid)
        title = self.title(wid)
        left, top, right, bottom = geo.outer
        key = f"{title} {geo.w}x{geo.h}"
        if key in self.seen_sizes:
            return
        self.seen_sizes[key] = geo
        ok = left >= 0 and top >= 0 and right < SCREEN_W and bottom < SCREEN_H
        self.check(ok, f"window {title!r} ({geo.w}x{geo.h}, frame {left},{top}–{right},{bottom}) "
                       f"fits on {SCREEN_W}x{SCREEN_H}")

    # -- widgets found on the screen ------------------------------------------------------
    def buttons(self, box: Box, **limits: int) -> list[Box]:
        return find_buttons(self.grab(), box, **limits)

    def dialog_buttons(self, wid: str) -> list[Box]:
        """The buttons of a dialog's bottom row (OK, …, Help), left to right."""
        geo = self.geometry(wid)
        x0, y0, x1, y1 = geo.box
        found = self.buttons((x0, max(y0, y1 - 60), x1, y1))
        if not found:
            raise StepFailed(f"no buttons found at the bottom of {self.title(wid)!r}")
        lowest = max(r[3] for r in found)
        return sorted((r for r in found if lowest - r[3] <= 3), key=lambda r: r[0])

    def click_ok(self, wid: str) -> None:
        self.click(center(self.dialog_buttons(wid)[0]))

    def guide_button(self, main: str) -> tuple[int, int]:
        """The rightmost button of the round panel's first row: the game-night guide
        (``guide_next``) or ``Start round N…``. The campaign view's own head has one button
        at its right (Campaign settings…); the round panel's comes next below it."""
        geo = self.geometry(main)
        x0, y0, x1, _ = geo.box
        found = self.buttons((x0 + geo.w // 3, y0 + 60, x1, y0 + 320))
        right = [r for r in found if r[2] >= x1 - 40]
        if len(right) < 2:
            raise StepFailed(f"the round panel's button was not found (buttons: {found})")
        return center(right[1])


# -- the game night ---------------------------------------------------------------------------
def die_fields(s: Session, wid: str) -> list[Box]:
    """The dice fields of a dialog: a small field right before its small Roll button."""
    geo = s.geometry(wid)
    found = s.buttons(geo.box, min_w=26, max_w=60)
    fields = []
    for a in found:
        for b in found:
            if 0 < b[0] - a[2] <= 8 and abs(a[1] - b[1]) <= 2 and a[2] - a[0] <= 60:
                fields.append(a)
    return sorted(fields, key=lambda r: (r[1], r[0]))


def type_dice(s: Session, wid: str, value: str, what: str) -> None:
    """Type every die the dialog asks for (Enter goes on to the next empty die, then OK)."""
    fields = die_fields(s, wid)
    if not fields:
        s.log("  no dice to type")
        s.click_ok(wid)
        return
    s.click(center(fields[0]))
    for _ in range(8):  # nested rolls appear as the first ones are typed
        s.type(value)
        time.sleep(0.3)
        if wid not in s.windows():
            return
        s.shot(f"{what}_dice_typed")
        s.key("Return")
        time.sleep(0.5)
        if wid not in s.windows():
            return
    s.click_ok(wid)


def open_from_guide(s: Session, main: str, pattern: str, what: str) -> str:
    s.click(s.guide_button(main))
    return s.wait_window(pattern, what=what)


def add_player(s: Session, main: str, name: str, force: str, team_list: str,
               roster: Path) -> None:
    s.activate(main)
    s.key("ctrl+shift+n")
    dialog = s.wait_window("^Add a player$")
    s.type(name)
    s.key("Tab")
    s.type(force)
    s.key("Tab")
    s.type(team_list)  # a combo box jumps to the item typed
    s.shot(f"add_player_{name.lower()}")
    s.key("Return")
    s.wait_gone(dialog)
    s.only_main_left("adding a player")
    # Campaign ▸ Import Force (roster)…: the new player is selected, its empty Force filled
    s.key("alt+c")
    time.sleep(0.3)
    s.shot(f"campaign_menu_{name.lower()}")
    s.key("i")
    chooser = s.wait_window("^Import Force", what="the roster file chooser",
                            accept=lambda g: g.h > 250)
    s.type(str(roster))
    s.shot(f"import_force_{name.lower()}_file")
    s.key("Return")
    s.wait_gone(chooser, what="the roster file chooser")  # an empty Force: no question
    if chooser in s.windows():
        raise StepFailed("the file chooser stayed open")
    s.only_main_left("importing the Force")
    s.shot(f"player_{name.lower()}_with_force")


def build_team(s: Session, main: str, player: str, keys: Iterable[str],
               try_escape: bool = False) -> None:
    dialog = open_from_guide(s, main, f"^Build a Team — {player}$", f"Build a Team — {player}")
    s.shot(f"build_team_{player.lower()}_opened")
    # the focus opens on the list of models (the first thing to fill in)
    s.key(*keys)
    time.sleep(0.3)
    s.shot(f"build_team_{player.lower()}_picked")
    if try_escape:
        s.key("Escape")
        time.sleep(0.8)
        asked = len(s.windows(f"^Build a Team — {player}$")) > 1
        s.shot(f"build_team_{player.lower()}_escape")
        if asked:
            s.log("  Esc on the filled Build a Team asks first")
            s.key("Escape")
            time.sleep(0.5)
        elif dialog not in s.windows():
            s.note("Esc closed the filled Build a Team dialog at once, without asking: "
                   "the ticked models are lost")
            dialog = open_from_guide(s, main, f"^Build a Team — {player}$",
                                     f"Build a Team — {player}")
            s.key(*keys)
            time.sleep(0.3)
            s.shot(f"build_team_{player.lower()}_picked_again")
    s.key("Return")
    try:
        s.wait_gone(dialog, timeout=4, what=f"Build a Team — {player}")
    except StepFailed as exc:
        raise StepFailed(f"Build a Team — {player} did not take the Team (OK off?)") from exc
    s.only_main_left(f"building the Team of {player}")
    s.shot(f"team_{player.lower()}_built")


def record_game(s: Session, main: str) -> None:
    dialog = open_from_guide(s, main, "^Record a game — Ann$", "Record a game")
    geo = s.geometry(dialog)
    s.shot("record_game_opened")
    s.key("alt+r", "Tab")  # Roll on the mission table, then its die field
    s.type("3")  # the die typed at the table: Take and Hold
    time.sleep(0.5)
    s.shot("record_game_mission_typed")
    tabs = find_tabs(s.grab(), (geo.x, geo.y, geo.x + geo.w * 3 // 5, geo.y + geo.h // 2))
    if len(tabs) < 3:
        raise StepFailed(f"the tabs of Record a game were not found ({tabs})")
    # The wheel works at all: over the Set-up text it scrolls.
    pane = (geo.x + 40, tabs[0][3] + 40, geo.x + geo.w - 60, tabs[0][3] + 300)
    before = crop(s.grab(), pane)
    s.wheel(center(pane), down=3)
    time.sleep(0.4)
    s.shot("record_game_setup_scrolled")
    wheel_works = s.check(not same(before, crop(s.grab(), pane)),
                          "the mouse wheel scrolls the Set-up text (the wheel reaches the app)")
    # Ann's tab: what happened to each model.
    s.click(center(tabs[1]))
    time.sleep(0.5)
    s.shot("record_game_ann_tab")
    right = (geo.x + geo.w // 2, tabs[0][3], geo.x + geo.w - 1, geo.y + geo.h - 60)
    combos = [r for r in s.buttons(right) if 60 <= r[2] - r[0] <= 200]
    column = max((r[2] for r in combos), default=0)
    fates = [r for r in combos if abs(r[2] - column) <= 2]
    if len(fates) < 4:
        raise StepFailed(f"the casualty column of Record a game was not found ({combos})")
    column_box = (min(r[0] for r in fates), fates[0][1], column, fates[-1][3])
    s.x(["mousemove", *map(str, center(fates[2]))])
    time.sleep(0.4)  # the hover look first
    before = crop(s.grab(), column_box)
    s.wheel(center(fates[2]), down=3, up=2)
    time.sleep(0.4)
    s.shot("record_game_wheel_over_casualties")
    if wheel_works:
        s.check(same(before, crop(s.grab(), column_box)),
                "the mouse wheel over the casualty column changes no model's fate")
    # A real change: Tactical Marine 3 (the fourth model) is a casualty.
    s.click(center(fates[3]))
    time.sleep(0.5)
    s.shot("record_game_fate_list")
    s.key("Down", "Return")
    time.sleep(0.4)
    # Ann holds 3 Key Buildings (the mission's fact, a spin box on her tab): she wins.
    left = (geo.x, tabs[0][3], geo.x + geo.w // 2, geo.y + geo.h - 60)
    spins = [r for r in s.buttons(left) if r[2] - r[0] >= 150]
    if spins:
        s.click(center(spins[-1]))
        s.key("ctrl+a")
        s.type("3")
        time.sleep(0.4)
    else:
        s.note("the Key Buildings field of Take and Hold was not found: the game is a draw")
    filled = crop(s.grab(), geo.box)
    s.shot("record_game_casualty_set")
    # Esc on the filled dialog: it asks before discarding; Esc again keeps it open.
    s.key("Escape")
    time.sleep(0.8)
    asking = [w for w in s.windows("^Record a game — Ann$") if w != dialog]
    s.shot("record_game_escape_asks")
    if s.check(bool(asking) and dialog in s.windows(),
               "Esc on the filled Record a game asks before discarding"):
        s.fits(asking[0])
        s.key("Escape")  # the question's Cancel: back to the dialog
        s.wait_gone(asking[0], what="the draft question")
        s.x(["mousemove", "0", str(SCREEN_H - 1)])
        time.sleep(0.4)
        s.shot("record_game_kept_after_escape")
        after = crop(s.grab(), geo.box)
        region = (0, 0, filled.width - 1, filled.height * 3 // 4)  # without the focused buttons
        s.check(same(crop(filled, region), crop(after, region)) or _close(filled, after),
                "after the question's Cancel the dialog is still filled in")
    elif dialog not in s.windows():
        raise StepFailed("Record a game closed on Esc: the game cannot be recorded")
    s.click_ok(dialog)
    s.wait_gone(dialog, what="Record a game")
    s.only_main_left("recording the game")
    s.shot("game_recorded")


def _close(a: Image.Image, b: Image.Image) -> bool:
    """Nearly the same picture (a caret or a focus frame moved)."""
    diff = ImageChops.difference(a.convert("L"), b.convert("L")).point(lambda v: 255 if v > 40
                                                                        else 0)
    return diff.width * diff.height - diff.histogram()[0] < 400


def dice_step(s: Session, main: str, pattern: str, what: str, value: str) -> None:
    dialog = open_from_guide(s, main, pattern, what)
    name = what.lower().replace(" — ", "_").replace(" ", "_")
    s.shot(f"{name}_opened")
    type_dice(s, dialog, value, name)
    s.wait_gone(dialog, what=what)
    s.only_main_left(what)
    s.shot(f"{name}_done")


def spend(s: Session, main: str, player: str, recruit: bool) -> None:
    dialog = open_from_guide(s, main, f"^Spend RP — {player}$", f"Spend RP — {player}")
    geo = s.geometry(dialog)
    s.shot(f"spend_rp_{player.lower()}_opened")
    if recruit:
        left = (geo.x, geo.y + 40, geo.x + geo.w // 2 + 40, geo.y + geo.h * 2 // 3)
        found = s.buttons(left)
        column = max((r[2] for r in found), default=0)
        side = [r for r in found if abs(r[2] - column) <= 2]
        if len(side) < 2:
            raise StepFailed(f"Spend RP's Add recruit button was not found ({found})")
        s.click(center(side[1]))  # From the Team List…, Add recruit, Options…, Add wargear
        time.sleep(0.5)
        s.shot(f"spend_rp_{player.lower()}_recruit_added")
    s.click_ok(dialog)
    s.wait_gone(dialog, what=f"Spend RP — {player}")
    s.only_main_left(f"spending the RP of {player}")
    s.shot(f"rp_{player.lower()}_spent")


def view_box(s: Session, main: str, bottom: int = 400) -> Box:
    """The top of the campaign view (title, round, the players' rows), without the menu and
    toolbar, nor the bottom: the status bar's first message moves it up."""
    geo = s.geometry(main)
    return (geo.x + geo.w // 3, geo.y + 62, geo.x + geo.w - 1, geo.y + bottom)


def game_night(s: Session) -> None:
    s.start_x()
    s.shot("empty_screen")
    s.log("starting the app over a fresh data folder")
    s.start_app()
    main = s.wait_window("^Force Sheet$", timeout=30, what="the main window")
    s.shot("welcome")

    s.log("new campaign (Ctrl+N)")
    s.activate(main)
    s.key("ctrl+n")
    dialog = s.wait_window("^New campaign$")
    s.type(CAMPAIGN)
    s.shot("new_campaign_named")
    s.key("Return")
    s.wait_gone(dialog)
    main = s.wait_window(MAIN_TITLE, what="the campaign's window title")
    s.shot("campaign_created")

    s.log("two players, their Forces from the example rosters")
    add_player(s, main, "Ann", "Strike Force Ultor", "Space", ROSTERS / "space_marines_valid.json")
    add_player(s, main, "Bob", "The Ninefold", "Chaos",
               ROSTERS / "chaos_space_marines_valid.json")

    s.log("round 1")
    s.click(s.guide_button(main))
    dialog = s.wait_window("^Start round 1$")
    s.shot("start_round_dialog")
    s.key("Return")
    s.wait_gone(dialog)
    s.only_main_left("starting the round")
    s.shot("round_started")

    s.log("step 1: both Teams")
    # Ann: Sergeant, Apothecary, Tactical Marines 1, 3-7 (one special weapon for seven)
    ann = ["space", "Down"] * 3 + ["Down"] + ["space", "Down"] * 5
    build_team(s, main, "Ann", ann, try_escape=True)
    # Bob: Aspiring Champion, Chosen, Squad 1 (five Cultists), Chaos Space Marines 1-5
    bob = ["space", "Down", "space", "Down", "space"] + ["Down"] * 12 + ["space", "Down"] * 5
    build_team(s, main, "Bob", bob)

    s.log("step 2: the game (mission die typed, a casualty, Ann wins; wheel and Esc checks)")
    record_game(s, main)

    s.log("step 3: injuries")
    dice_step(s, main, "^Injuries — Ann$", "Injuries — Ann", "4")
    dice_step(s, main, "^Injuries — Bob$", "Injuries — Bob", "4")

    s.log("step 4: RP and Renown")
    dice_step(s, main, "^RP and Renown", "RP and Renown", "5")

    s.log("step 5: spend RP")
    spend(s, main, "Ann", recruit=True)
    spend(s, main, "Bob", recruit=False)
    s.x(["mousemove", "0", str(SCREEN_H - 1)])
    time.sleep(0.3)
    complete = s.shot("round_complete")
    done = crop(complete, view_box(s, main))
    rounds = crop(complete, view_box(s, main, bottom=260))  # the title and the round

    s.log("undo (Ctrl+Z) and redo (Ctrl+Shift+Z)")
    s.activate(main)
    s.key("ctrl+z")
    time.sleep(0.8)
    undone = crop(s.shot("undo"), view_box(s, main))
    s.check(not same(done, undone), "Ctrl+Z changes the campaign view (the last step undone)")
    s.key("ctrl+shift+z")
    time.sleep(0.8)
    redone = crop(s.shot("redo"), view_box(s, main))
    s.check(same(done, redone) or _close(done, redone),
            "Ctrl+Shift+Z brings the campaign view back as it was")

    s.log("quit (Ctrl+Q) and start again")
    s.key("ctrl+q")
    deadline = time.monotonic() + 15
    while s.app_running() and time.monotonic() < deadline:
        time.sleep(0.1)
    if s.app_running():
        raise StepFailed("the app did not quit on Ctrl+Q")
    s.check(s.app is not None and s.app.returncode == 0,
            f"the app quit cleanly (exit code {s.app.returncode if s.app else '?'})")
    s.shot("after_quit")
    s.start_app()
    main = s.wait_window(MAIN_TITLE, timeout=30, what=f"the main window on {CAMPAIGN!r}")
    s.x(["mousemove", "0", str(SCREEN_H - 1)])
    time.sleep(0.5)
    again = crop(s.shot("restarted"), view_box(s, main, bottom=260))
    s.check(same(again, rounds) or _close(again, rounds),
            f"after a restart the app opens on {CAMPAIGN!r}, its round as it was")
    s.activate(main)
    s.key("ctrl+q")
    deadline = time.monotonic() + 15
    while s.app_running() and time.monotonic() < deadline:
        time.sleep(0.1)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=ROOT / "out" / "x11_game_night",
                        help="folder of the screenshots (default: out/x11_game_night)")
    parser.add_argument("--keep-data", action="store_true",
                        help="keep the temporary data folder (its path is printed)")
    args = parser.parse_args(argv)
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        print(f"missing tools: {', '.join(missing)} (Debian: apt-get install xvfb xdotool "
              "openbox x11-utils imagemagick)", file=sys.stderr)
        return 3
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for old in [*out.glob("[0-9][0-9]_*.png"), out / "app.log"]:
        old.unlink(missing_ok=True)
    work = Path(tempfile.mkdtemp(prefix="forcesheet-x11-"))
    s = Session(out, work)
    code = 0
    try:
        game_night(s)
    except StepFailed as exc:
        if s.display:
            s.shot("FAILED")
        print(f"\nSTEP FAILED: {exc}", file=sys.stderr)
        if s.app_log.exists():
            tail = s.app_log.read_text(errors="replace").strip().splitlines()[-15:]
            if tail:
                print("app output (last lines):\n  " + "\n  ".join(tail), file=sys.stderr)
            if any("platform plugin" in line for line in tail):
                print("Qt's xcb plugin needs the X11 libraries: ./scripts/forcesheet installs "
                      "them (scripts/bootstrap.sh, X11_PKGS)", file=sys.stderr)
        code = 2
    finally:
        s.stop()
        if args.keep_data:
            print(f"data folder kept: {work / 'data'}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    took = time.monotonic() - s.started
    print(f"\n{s.shots} screenshots in {out} ({took:.0f} s)")
    for note in s.notes:
        print(f"note: {note}")
    if s.failures:
        print(f"{len(s.failures)} check(s) failed:", file=sys.stderr)
        for failure in s.failures:
            print(f"  - {failure}", file=sys.stderr)
        code = code or 1
    elif code == 0:
        print("every step done, every check passed")
    return code


if __name__ == "__main__":
    sys.exit(main())
