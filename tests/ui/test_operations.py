"""app.ui.operations: every UI mutation runs through Operations — store errors shown in words,
``Changes`` announced once per action (whatever shape the store gives them in), Undo / Redo
labels refreshed."""

from __future__ import annotations

import ast
import fnmatch
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.model import Changes, Store, StoreDiskFullError, StoreError
from app.ui import errors
from app.ui.campaigns.actions import ShellActions
from app.ui.operations import Operations, campaign_added, kind_name
from tests.model.store_helpers import marines, orks

ANN_TEAM = ["sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6"]


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, title, text, _d: seen.append((title, text)))
    return seen


@pytest.fixture
def ops(qtbot: QtBot, tmp_path: Path) -> Iterator[Operations]:
    window = QWidget()
    qtbot.addWidget(window)
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        yield Operations(store, window)


class Recorder:
    def __init__(self, ops: Operations) -> None:
        self.changes: list[Changes] = []
        self.undo: list[int] = []
        self.failed: list[StoreError] = []
        ops.changed.connect(self.changes.append)
        ops.undo_changed.connect(self.undo.append)
        ops.failed.connect(self.failed.append)


def test_each_shape_of_changes_is_announced_once(ops: Operations) -> None:
    store = ops.store
    seen = Recorder(ops)
    # an id: the caller names what it changed
    cid = ops.run(lambda: store.create_campaign("C"), changes=campaign_added)
    assert cid is not None
    assert seen.changes == [campaign_added(cid)] and seen.undo == [cid]
    pid = ops.run(lambda: store.add_player(cid, "Ann", "space_marines", force=marines()))
    assert pid is not None and len(seen.changes) == 1  # an id alone names nothing
    # Changes
    renamed = ops.run(lambda: store.rename_campaign(cid, "Renamed"))
    assert renamed is not None and seen.changes[-1] is renamed and len(seen.changes) == 2
    # a StepResult carrying them; a refused one changed nothing and announces nothing
    refused = ops.run(lambda: store.save_team(pid, ["sgt", "t1"]))
    assert refused is not None and not refused.ok and len(seen.changes) == 2
    saved = ops.run(lambda: store.save_team(pid, ANN_TEAM))
    assert saved is not None and saved.ok
    assert seen.changes[-1] is saved.changes and len(seen.changes) == 3
    assert pid in saved.changes.players
    assert seen.undo == [cid, cid, cid] and seen.failed == []


def test_a_store_error_is_shown_in_words_and_changes_nothing(
        ops: Operations, told: list[tuple[str, str]]) -> None:
    seen = Recorder(ops)

    def full() -> Changes:
        raise StoreDiskFullError("no space left")

    assert ops.run(full) is None
    assert told == [("Disk full", "The disk is full: nothing was saved. Free some space and "
                                  "try again.")]
    assert seen.changes == [] and seen.undo == []
    assert [e.code for e in seen.failed] == ["store.disk_full"]


def test_a_refused_commit_of_a_stale_plan_is_shown_in_words(
        qtbot: QtBot, ops: Operations, told: list[tuple[str, str]]) -> None:
    from app.ui.steps import flow

    store = ops.store
    cid = store.create_campaign("C")
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    d = flow.build_team_dialog(None, store, ann)
    qtbot.addWidget(d)
    for key in ANN_TEAM:
        d.pick(key)
    d.accept()
    plan = d.result_value()
    assert plan is not None, d.problems.messages
    # Meanwhile the Force changes: the plan the player saw is no longer the player's state.
    force = store.force(ann)
    renamed = force.with_models(replace(m, name="Castor the Bold") if m.uid == "sgt" else m
                                for m in force.models)
    store.edit_force(ann, "rename_model", {"uid": "sgt"}, renamed)
    seen = Recorder(ops)
    assert ops.run(lambda: flow.apply_team(store, ann, plan)) is None
    assert [e.params.get("reason") for e in seen.failed] == ["stale_plan"]
    error = seen.failed[0]
    assert told == [(errors.title_for(error), errors.error_text(error))]
    assert "stale" not in told[0][1]  # words, not the code
    assert seen.changes == [] and store.pending_team(ann) is None


def test_undo_and_redo_labels_follow_the_operations(qtbot: QtBot, ops: Operations) -> None:
    store = ops.store
    window = ops.window
    assert window is not None
    acts = ShellActions(window)
    cid = store.create_campaign("C")
    acts.follow_undo(ops, lambda: cid)
    assert acts.undo.text() == "&Undo" and not acts.undo.isEnabled()
    ops.run(lambda: store.rename_campaign(cid, "Renamed"))
    renamed = kind_name("campaign_renamed")
    assert acts.undo.text() == f"&Undo: {renamed}" and acts.undo.isEnabled()
    assert not acts.redo.isEnabled()
    seen = Recorder(ops)
    assert ops.undo(cid) is not None
    assert len(seen.changes) == 1 and seen.undo == [cid]
    assert acts.redo.text() == f"&Redo: {renamed}" and acts.redo.isEnabled()
    assert acts.undo.text() == "&Undo" and not acts.undo.isEnabled()
    assert ops.redo(cid) is not None
    assert acts.undo.text() == f"&Undo: {renamed}" and not acts.redo.isEnabled()
    assert ops.undo_texts(cid) == (renamed, None)
    # another campaign's history does not touch the labels of the one shown
    other = store.create_campaign("Other")
    ops.run(lambda: store.archive_campaign(other))
    assert acts.undo.text() == f"&Undo: {renamed}"


def test_a_step_from_the_main_window_is_one_announced_action(
        qtbot: QtBot, shell_store: Store, shell_window: object) -> None:
    """Build a Team from the campaign view: one commit, one announcement, Undo names it."""
    from app.ui.steps.team import BuildTeamDialog

    store = shell_store
    cid = store.create_campaign("C")
    store.add_player(cid, "Ann", "space_marines", force=marines())
    ben = store.add_player(cid, "Ben", "orks", force=orks())
    w = shell_window(store)  # type: ignore[operator]
    w.open_campaign(cid)
    seen = Recorder(w.operations)

    def pick(dialog: QWidget) -> bool:
        assert isinstance(dialog, BuildTeamDialog)
        for key in ("boss", "gun"):
            dialog.pick(key)
        dialog.accept()
        return dialog.result_value() is not None

    w.commands.run_dialog = pick
    result = w.commands.start_step(cid, "build_team", ben)
    assert result is not None and result.ok
    assert [c.players for c in seen.changes] == [frozenset({ben})]
    assert store.pending_team(ben).models == ("boss", "gun", "gun~crew1", "gun~crew2")
    assert w.acts.undo.text() == f"&Undo: {kind_name('team')}"


# -- no module of app/ui but operations.py changes the store itself ------------------------------
#: The store's mutators (a method called on something named ``store``), and the helpers that
#: take the store and write to it (``flow.apply_team(store, …)``, ``create_demo_campaign(store)``).
MUTATOR = re.compile(
    r"add_player|rename_\w+|edit_force|correct_force|commit_\w+|save_team|record_game|apply_\w+"
    r"|spend|roll_group|undo|redo|dissolve_force|move_team_list|import_\w+|create_campaign"
    r"|delete_campaign|archive_campaign|update_settings|set_campaign_notes|create_demo_campaign"
    r"|repair_\w+")

#: Functions that hand the function they are given (their last parameter) to
#: ``operations.run``: a store call inside a lambda (or local function) passed to them is routed.
ROUTERS = {
    ("campaigns/step_launcher.py", "_apply"): "commits a confirmed step, refusals in words",
    ("steps/flow.py", "_commit"): "open_*: the window's operations, or its own",
}

#: Store calls outside ``Operations.run``, by design: (module, enclosing function) -> reason.
ALLOWED = {
    ("steps/flow.py", "apply_*"): "the commit of a confirmed step dialog, a function of the "
                                  "store (the model tests commit with them too); in app/ui it "
                                  "is called only through a router (step_launcher._apply, "
                                  "flow._commit), which this scan checks like a store call",
    ("campaigns/commands.py", "open_demo"): "create_demo_campaign runs in a worker thread by "
                                            "design (about a second, behind a progress "
                                            "dialog); its Changes are announced with "
                                            "Operations.notify when it is done",
}


def _ident(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _is_store(node: ast.AST) -> bool:
    name = _ident(node)
    return name is not None and (name == "store" or name.endswith("_store"))


def _is_mutation(call: ast.Call) -> bool:
    name = _ident(call.func)
    if name is None or not MUTATOR.fullmatch(name):
        return False
    if isinstance(call.func, ast.Attribute) and _is_store(call.func.value):
        return True  # store.undo(cid), self.store.add_player(…)
    return any(_is_store(arg) for arg in call.args)  # flow.apply_team(cmd.store, …)


def _is_router_call(call: ast.Call, module: str) -> bool:
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in ("run", "after_paint"):
        # self.operations.run, cmd.operations.run; after_paint runs it with run, later
        return _ident(func.value) == "operations"
    return isinstance(func, ast.Name) and (module, func.id) in ROUTERS


def _passed_to_router(fn: ast.AST, parents: dict[ast.AST, ast.AST], module: str) -> bool:
    """``fn`` (a lambda or a local function) is given to ``operations.run`` or a router."""
    if isinstance(fn, ast.Lambda):
        call = parents.get(fn)
        if isinstance(call, ast.keyword):
            call = parents.get(call)
        return isinstance(call, ast.Call) and _is_router_call(call, module)
    assert isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef)
    scope = parents.get(fn)
    return scope is not None and any(
        isinstance(node, ast.Call) and _is_router_call(node, module)
        and any(isinstance(a, ast.Name) and a.id == fn.name for a in node.args)
        for node in ast.walk(scope))


def _functions(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> Iterator[ast.AST]:
    """The lambdas and functions around ``node``, innermost first."""
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.Lambda | ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def _direct_store_calls() -> tuple[list[str], set[tuple[str, str]]]:
    """Every store mutation of app/ui outside operations.py that no router runs (as
    ``module:line name``, the allowed ones left out), and the allowances used."""
    import app.ui

    root = Path(app.ui.__file__).parent
    found: list[str] = []
    used: set[tuple[str, str]] = set()
    for path in sorted(root.rglob("*.py")):
        module = path.relative_to(root).as_posix()
        if module == "operations.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not _is_mutation(node):
                continue
            around = list(_functions(node, parents))
            if around and _passed_to_router(around[0], parents, module):
                continue
            names = [f.name for f in around if isinstance(f, ast.FunctionDef)]
            allowed = next((key for key in ALLOWED if key[0] == module
                            and any(fnmatch.fnmatch(n, key[1]) for n in names)), None)
            if allowed is not None:
                used.add(allowed)
                continue
            found.append(f"app/ui/{module}:{node.lineno} {ast.unparse(node.func)}")
    return found, used


def test_no_module_of_app_ui_but_operations_changes_the_store() -> None:
    """Every store mutation of the UI is an operation (errors in words, ``Changes`` once):
    a store mutator is called only inside a function handed to ``operations.run`` (or to a
    router that hands it there), except the few ALLOWED, each with its reason."""
    found, used = _direct_store_calls()
    assert found == [], "store mutations outside Operations.run:\n" + "\n".join(found)
    assert used == set(ALLOWED), f"allowances no longer needed: {set(ALLOWED) - used}"


def test_the_routers_hand_their_function_to_operations_run() -> None:
    import app.ui

    root = Path(app.ui.__file__).parent
    for module, name in ROUTERS:
        tree = ast.parse((root / module).read_text(encoding="utf-8"))
        fn = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == name)
        param = fn.args.args[-1].arg
        assert any(isinstance(n, ast.Call) and _is_router_call(n, "")
                   and any(isinstance(a, ast.Name) and a.id == param for a in n.args)
                   for n in ast.walk(fn)), f"{module}:{name} does not call operations.run"


def test_the_scan_finds_a_direct_store_call(tmp_path: Path) -> None:
    """The scan's own check: a store call outside a run is found, inside one it is not."""
    source = (
        "def f(self, store):\n"
        "    store.undo(1)\n"
        "    self.store.rename_campaign(1, 'x')\n"
        "    flow.apply_team(self.store, 1, plan)\n"
        "    self.operations.run(lambda: self.store.archive_campaign(1))\n"
        "    def add():\n"
        "        return self.store.add_player(1, 'A', 'orks')\n"
        "    self.operations.run(add)\n"
        "    self.operations.undo(1)\n"
    )
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    direct = [ast.unparse(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)
              and _is_mutation(n) and not _passed_to_router(
                  next(_functions(n, parents)), parents, "m.py")]
    assert direct == ["store.undo", "self.store.rename_campaign", "flow.apply_team"]
