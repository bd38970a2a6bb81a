"""The fuzzed input formats: for each, its seeds, its mutator and its target.

A **target** runs one file through the app's real import path, in-process, the way the app does
it, into a scratch folder (the runner points ``FORCESHEET_DATA_DIR`` there; the user's data
folder is never touched). It returns ``"ok"`` (imported) or ``"refused"`` (the documented clean
error); **anything it raises is a crash**, including :class:`InvariantBroken` when an import
succeeded but left the store failing its own checks (what ``forcesheet db check`` would then
report).

Adding a format (e.g. BattleScribe ``.ros``/``.rosz`` rosters) is one entry in :data:`FORMATS`:
a name, the file suffix, a mutator from :mod:`tests.fuzz.mutators`, a target function, and a
function giving its seeds from the :class:`Workspace`; hostile files go in
:mod:`tests.fuzz.hostile` with the same format name.
"""

from __future__ import annotations

import io
import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.fuzz import mutators as mu

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
MINI = FIXTURES / "bsdata"
SHARED = ROOT.parent / "shared"
BSDATA = SHARED / "bsdata-hor7"
# the smallest real catalogues of the shared BattleScribe data (used when it is there)
BSDATA_GST = "HoRKT-Warhammer40k.gst"
BSDATA_CATS = ("HoRKT-Adeptus_Arbites.cat", "HoRKT-Grot_Rebels_HoR.cat")
BUILTIN_LISTS = ("space_marines", "chaos_space_marines", "astra_militarum", "orks")


class InvariantBroken(AssertionError):
    """An import succeeded but the store then fails its own invariants (or cannot undo it)."""


@dataclass(frozen=True)
class Seed:
    name: str
    data: bytes
    weight: float = 1.0
    # files given to the importer with the case: before it (a game system for a catalogue) or
    # after it (a catalogue for a game system)
    before: tuple[Path, ...] = ()
    after: tuple[Path, ...] = ()


@dataclass
class Workspace:
    """What every case of a run shares: template databases, companion files and the seeds.

    Built once (:func:`prepare`) before any case runs; the forked cases only read it.
    """

    root: Path
    seeds: dict[str, list[Seed]] = field(default_factory=dict)
    campaign_db: Path | None = None  # an empty, migrated store
    roster_db: Path | None = None  # one campaign, one player per built-in Team List
    roster_campaign: int = 0
    roster_players: dict[str, int] = field(default_factory=dict)  # team list id -> player id

    def seed_bytes(self) -> dict[str, list[bytes]]:
        """The seeds as the hostile generators want them (format -> bytes, main seed first)."""
        out = {name: [s.data for s in seeds] for name, seeds in self.seeds.items()}
        out["yaml_big"] = [(ROOT / "resources" / "teamlists" / "space_marines.yaml").read_bytes()]
        return out

    def companions(self, fmt: str) -> Seed:
        """The main seed of a format (its companions go with hostile files of that format)."""
        return self.seeds[fmt][0]


Target = Callable[[Path, Seed, Workspace, Path], str]


@dataclass(frozen=True)
class Format:
    name: str
    ext: str  # the suffix the case file is given (the importers look at it)
    mutate: mu.Mutator
    target: Target
    seeds: Callable[[Workspace], list[Seed]]
    about: str = ""


# -- preparing the workspace ----------------------------------------------------------------------


def _normalised(doc: Any) -> Any:
    """Timestamps fixed, so that a seed (and every case made from it) is the same each run."""
    if isinstance(doc, dict):
        return {k: ("2024-01-01T00:00:00+00:00" if k.endswith("_at") and isinstance(v, str)
                    else _normalised(v)) for k, v in doc.items()}
    if isinstance(doc, list):
        return [_normalised(v) for v in doc]
    return doc


def _json_bytes(data: bytes) -> bytes:
    return json.dumps(_normalised(json.loads(data)), ensure_ascii=False, indent=1).encode()


def _checkpoint(store: Any) -> None:
    raw = store._conn.connection.dbapi_connection
    raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def prepare(root: Path, demo_db: Path | None = None) -> Workspace:
    """Build the workspace in ``root``: template stores, exported seeds, companion files.

    ``demo_db``: a database already holding the demo campaign (the tests share theirs);
    otherwise the demo is played once here (~4 s).
    """
    from app.model import Store
    from app.model.demo import create_demo_campaign
    from app.model.exchange import export_campaign_bytes, roster_bytes

    root.mkdir(parents=True, exist_ok=True)
    ws = Workspace(root)
    (root / "scratch").mkdir(exist_ok=True)
    ws.campaign_db = root / "campaign-template.sqlite"
    with Store.open(ws.campaign_db, daily_backup=False) as store:
        _checkpoint(store)
    demo = root / "demo.sqlite"
    if demo_db is not None:
        shutil.copyfile(demo_db, demo)
    with Store.open(demo, daily_backup=False) as store:
        if not store.campaigns():
            create_demo_campaign(store)
        cid = store.campaigns()[0].id
        campaign_seeds = [Seed("demo.forcesheet.json",
                               _json_bytes(export_campaign_bytes(store, cid)), 2.0)]
        roster_seeds = [Seed(f"demo-{p.id}.roster.json", _json_bytes(roster_bytes(store, p.id)))
                        for p in store.players(cid)]
    ws.roster_db = root / "roster-template.sqlite"
    with Store.open(ws.roster_db, daily_backup=False) as store:
        cid = store.create_campaign("Fuzz")
        ws.roster_campaign = cid
        for tl in BUILTIN_LISTS:
            ws.roster_players[tl] = store.add_player(cid, f"Player {tl}", tl)
        campaign_seeds.append(Seed("small.forcesheet.json",
                                   _json_bytes(export_campaign_bytes(store, cid)), 3.0))
        _checkpoint(store)
    for f in sorted((ROOT / "examples" / "rosters").glob("*.json")):
        roster_seeds.append(Seed(f.name, f.read_bytes()))
    ws.seeds["campaign"] = campaign_seeds
    ws.seeds["roster"] = roster_seeds
    for fmt in FORMATS.values():
        if fmt.name not in ws.seeds:
            ws.seeds[fmt.name] = fmt.seeds(ws)
    for mb in mu.BOMB_SIZES_MB:  # made once here; the forked cases share them
        mu.zip_bomb(mb << 20)
    _warm_up(ws)
    return ws


def _warm_up(ws: Workspace) -> None:
    """Run every target once on its main seed here, so that the lazy imports and caches
    (PySide6, the built-in Team Lists parsed once) are paid before the cases fork, not in each
    of them. Nothing stays open afterwards (forking with an open SQLite connection is unsafe)."""
    import os
    import tempfile

    saved = os.environ.get("FORCESHEET_DATA_DIR")
    for fmt in FORMATS.values():
        tmp = Path(tempfile.mkdtemp(prefix=f"warm-{fmt.name}-", dir=ws.root / "scratch"))
        seed = ws.seeds[fmt.name][0]
        path = tmp / f"case{fmt.ext}"
        path.write_bytes(seed.data)
        os.environ["FORCESHEET_DATA_DIR"] = str(tmp / "data")
        try:
            outcome = fmt.target(path, seed, ws, tmp)
        finally:
            if saved is None:
                os.environ.pop("FORCESHEET_DATA_DIR", None)
            else:
                os.environ["FORCESHEET_DATA_DIR"] = saved
            shutil.rmtree(tmp, ignore_errors=True)
        if outcome != "ok" and fmt.name not in ("roster",):
            raise AssertionError(f"the main {fmt.name} seed {seed.name} is not imported")


def _yaml_seeds(ws: Workspace) -> list[Seed]:
    seeds = [Seed("test_list.yaml", (FIXTURES / "test_list.yaml").read_bytes(), 8.0)]
    for f in sorted((ROOT / "resources" / "teamlists").glob("*.yaml")):
        seeds.append(Seed(f.name, f.read_bytes(), 0.5))
    return seeds


def _catalogue_pairs() -> list[tuple[Path, Path, float]]:
    """(catalogue, its game system, weight): the small hand-made ones, and two real ones."""
    pairs = [(MINI / "mini.cat", MINI / "mini.gst", 3.0),
             (MINI / "mini_r2.cat", MINI / "mini.gst", 1.0),
             (MINI / "hostile" / "odd_links.cat", MINI / "mini.gst", 1.0),
             (MINI / "modern.cat", MINI / "modern.gst", 2.0)]
    if BSDATA.is_dir():
        pairs += [(BSDATA / c, BSDATA / BSDATA_GST, 0.5) for c in BSDATA_CATS
                  if (BSDATA / c).is_file()]
    return pairs


def _cat_seeds(ws: Workspace) -> list[Seed]:
    return [Seed(c.name, c.read_bytes(), w, before=(g,)) for c, g, w in _catalogue_pairs()]


def _catz_seeds(ws: Workspace) -> list[Seed]:
    return [Seed(c.name + "z", mu.make_zip([(c.name, c.read_bytes())]), w, before=(g,))
            for c, g, w in _catalogue_pairs()]


def _gst_seeds(ws: Workspace) -> list[Seed]:
    seen: dict[Path, Seed] = {}
    for c, g, w in _catalogue_pairs():
        if g not in seen:
            seen[g] = Seed(g.name, g.read_bytes(), w, after=(c,))
    return list(seen.values())


# -- the targets ----------------------------------------------------------------------------------


def campaign_target(path: Path, seed: Seed, ws: Workspace, tmp: Path) -> str:
    """File ▸ Import campaign: ``Store.import_campaign(path)``; then the campaign is opened
    (its players, Forces, games, history read) and checked like ``forcesheet db check``."""
    from app.model import Store, StoreImportError

    assert ws.campaign_db is not None
    db = tmp / "c.sqlite"
    shutil.copyfile(ws.campaign_db, db)
    with Store.open(db, daily_backup=False) as store:
        try:
            cid = store.import_campaign(path, path.name)
        except StoreImportError:
            return "refused"
        _read_back(store, cid)
    return "ok"


def _read_back(store: Any, cid: int) -> None:
    """What opening the campaign reads, and the invariants ``db check`` holds it to."""
    store.campaign(cid)
    store.history(cid)
    store.games(cid)
    for p in store.players(cid):
        store.force(p.id)
        store.player_state(p.id)
        store.player_summary(p.id)
        store.rp_entries(p.id)
    problems = store.check_invariants(cid)
    if problems:
        raise InvariantBroken(f"imported, then check_invariants: {problems[:3]}")


def roster_target(path: Path, seed: Seed, ws: Workspace, tmp: Path) -> str:
    """The three ways a roster file comes in, each with its clean errors:

    - Import Force (roster): ``read_roster`` then ``Store.import_force`` over the player on the
      roster's Team List, then Undo and Redo (``StoreImportError``, ``StoreRuleError``);
    - a new player from a roster, as the campaign window does (any ``StoreError``: the window
      shows it in words);
    - ``forcesheet check ROSTER [--team]`` (exit 0, 1 or 2, never a traceback).

    The case is ``ok`` when Import Force took it.
    """
    from app.cli import cmd_check
    from app.model import Store, StoreError, StoreImportError, StoreRuleError
    from app.model.exchange import read_roster
    from app.model.store import resolve_team_list
    from app.rules.roster import resolve_options

    assert ws.roster_db is not None
    data = path.read_bytes()
    outcomes: list[str] = []
    try:
        roster = read_roster(data, path.name)
    except StoreImportError:
        roster = None
    db = tmp / "r.sqlite"
    shutil.copyfile(ws.roster_db, db)
    cid = ws.roster_campaign
    with Store.open(db, daily_backup=False) as store:
        pid = ws.roster_players.get(roster.force.team_list if roster else "",
                                    ws.roster_players[BUILTIN_LISTS[0]])
        try:
            store.import_force(pid, data, path.name)
        except (StoreImportError, StoreRuleError):
            outcomes.append("refused")
        else:
            outcomes.append("ok")
            store.force(pid)
            _invariants(store, cid, "import_force")
            try:
                store.undo(cid)
                _invariants(store, cid, "undo of import_force")
                store.redo(cid)
                _invariants(store, cid, "redo of import_force")
            except StoreError as exc:
                raise InvariantBroken(f"the imported Force cannot be undone/redone: {exc}") \
                    from exc

        def new_player() -> int:
            r = read_roster(data, path.name)
            team_list = resolve_team_list(r.force.team_list)
            force = resolve_options(r.force, team_list)
            return int(store.add_player(cid, force.name or "From roster", team_list.id,
                                        force.name, team_list=team_list, force=force))

        try:
            new = new_player()
        except StoreError:
            outcomes.append("refused")
        else:
            outcomes.append("ok")
            store.force(new)
            _invariants(store, cid, "new player from roster")
    for team in (False, True) if roster is not None and roster.team is not None else (False,):
        out = io.StringIO()
        rc = cmd_check(path, team, None, False, out)
        if rc not in (0, 1, 2):
            raise AssertionError(f"forcesheet check exit code {rc}")
    return outcomes[0]  # the verdict is Import Force's; the other paths must only not crash


def _invariants(store: Any, cid: int, what: str) -> None:
    problems = store.check_invariants(cid)
    if problems:
        raise InvariantBroken(f"after {what}, check_invariants: {problems[:3]}")


def yaml_target(path: Path, seed: Seed, ws: Workspace, tmp: Path) -> str:
    """``forcesheet teamlist check FILE`` / ``--teamlist FILE``: ``load_teamlist`` (clean
    error: ``FileProblems``), then an empty Force validated against the list."""
    from app.rules.force import Force
    from app.rules.format.loader import FileProblems, load_teamlist
    from app.rules.validation import Validator

    try:
        tl = load_teamlist(path)
    except FileProblems as exc:
        if not exc.problems:
            raise AssertionError("FileProblems without a problem") from exc
        return "refused"
    Validator(tl).validate_force(Force(tl.id, ()))
    return "ok"


def catalogue_target(path: Path, seed: Seed, ws: Workspace, tmp: Path) -> str:
    """File ▸ Team Lists ▸ Import / ``forcesheet teamlist import``: ``import_files`` of the
    case with its game system (or catalogue) into a scratch library; problems are the clean
    refusals. Every list imported is then loaded from the library, its report read, and an
    empty Force validated, as picking it in the app does."""
    from app.model.catalogues import CatalogueLibrary
    from app.rules.force import Force
    from app.rules.validation import Validator

    lib = CatalogueLibrary(tmp / "data" / "catalogues")
    result = lib.import_files([*seed.before, path, *seed.after])
    for imp in result.imported:
        tl = lib.load(imp.id, imp.revision)
        lib.report(imp.id, imp.revision)
        Validator(tl).validate_force(Force(tl.id, ()))
    lib.infos(all_revisions=True)
    return "refused" if result.problems else "ok"


FORMATS: dict[str, Format] = {
    f.name: f
    for f in [
        Format("campaign", ".forcesheet.json", mu.mutate_json, campaign_target,
               lambda ws: ws.seeds["campaign"], "campaign file (JSON)"),
        Format("roster", ".roster.json", mu.mutate_json, roster_target,
               lambda ws: ws.seeds["roster"], "roster file of one Force (JSON)"),
        Format("yaml", ".yaml", mu.mutate_yaml, yaml_target, _yaml_seeds,
               "YAML Team List"),
        Format("cat", ".cat", mu.mutate_xml, catalogue_target, _cat_seeds,
               "BattleScribe catalogue (XML)"),
        Format("catz", ".catz", mu.mutate_zip, catalogue_target, _catz_seeds,
               "zipped BattleScribe catalogue"),
        Format("gst", ".gst", mu.mutate_xml, catalogue_target, _gst_seeds,
               "BattleScribe game system (XML), imported with a catalogue"),
        # the BattleScribe rosters (.ros / .rosz) join here when their importer exists:
        # Format("ros", ".ros", mu.mutate_xml, ros_target, _ros_seeds, "BattleScribe roster"),
    ]
}
