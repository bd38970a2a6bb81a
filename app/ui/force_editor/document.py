"""What the Force editor edits: a Force, its Team List, and how an edit is applied and undone.

:class:`ForceDocument` is the protocol the editor needs. :class:`MemoryForceDocument` keeps the
Force in memory with its own :class:`QUndoStack` (roster files, tests, the Team step's preview);
:class:`app.ui.force_editor.store_document.StoreForceDocument` applies edits through the store,
whose history is the undo.

Every edit is ``apply(action, inputs, new_force)``: the action name and its inputs (plain JSON
values, for the campaign history) and the Force the pure edit of :mod:`app.rules.force_edit`
produced. The document emits ``changed`` afterwards, and after undo and redo.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.rules.campaign.state import PlayerState
from app.rules.force import STARTING_FORCE_POINTS, Force
from app.rules.teamlist import TeamList, display_name
from app.ui.force_editor.lang import current_language
from app.ui.force_editor.texts import action_text
from app.ui.naming import model_labels, unnamed_model_name

if TYPE_CHECKING:
    from app.rules.validation import Report


@runtime_checkable
class ForceDocument(Protocol):
    """A Force being edited. ``changed`` is emitted after every change (edit, undo, redo)."""

    changed: SignalInstance

    @property
    def team_list(self) -> TeamList: ...

    @property
    def force(self) -> Force: ...

    @property
    def starting(self) -> bool: ...

    @property
    def points_limit(self) -> int | None: ...

    @property
    def player_state(self) -> PlayerState | None: ...

    @property
    def report(self) -> Report | None:
        """The validation of :attr:`force` made already (by the plan of the edit the store
        wrote), or ``None``: the editor validates it."""
        ...

    def apply(self, action: str, inputs: Mapping[str, Any], new_force: Force) -> None: ...


@runtime_checkable
class CampaignForceDocument(ForceDocument, Protocol):
    """A Force of a campaign: once it has played a game it changes only through step 5 or an
    explicit **correction** (names excepted), and a past state of it is read-only.

    The editor reads these to lock its structural edits and to show why (its banner)."""

    @property
    def read_only(self) -> bool:
        """Nothing can be changed (the Force as it was, from a snapshot of the campaign)."""
        ...

    @property
    def games_played(self) -> int:
        """The games the current Force has played (0: it is still the starting Force)."""
        ...

    @property
    def correction(self) -> str | None:
        """The reason of the correction under way (every edit is then a correction)."""
        ...

    def set_correction(self, reason: str | None) -> None:
        """Start a correction for ``reason``, or end it with ``None``; emits ``changed``."""
        ...


def structural(action: str) -> bool:
    """Whether an edit changes the Force itself (models, options, Groups), not only names."""
    return action not in NAME_ACTIONS


#: Edits that only rename: a Force that has played still takes them without a correction.
NAME_ACTIONS = frozenset({"rename_model", "rename_group", "rename_force"})


def entry_names(team_list: TeamList, language: str) -> dict[str, str]:
    """Display names of every entry of ``team_list`` by id (computed once per language)."""
    key = (id(team_list), language)
    cached = _NAMES.get(key)
    if cached is None or cached[0] is not team_list:
        names = {e: display_name(i.entry, language) for e, i in team_list.index.infos.items()}
        cached = _NAMES[key] = (team_list, names)
    return cached[1]


_NAMES: dict[tuple[int, str], tuple[TeamList, dict[str, str]]] = {}


class _EditNames(Mapping[str, str]):
    """The names an edit's undo text shows, by id: entries, then the Groups and models of the
    Forces before and after it as the tree shows them ("Chaos Cultist 3": app.ui.naming).
    The Groups' and models' are made only when an id is not an entry's (an added model's text,
    "Add Tactical Marine", names its entry: every model's label is 1 ms at 200 models)."""

    def __init__(self, team_list: TeamList, forces: tuple[Force, ...]) -> None:
        self._team_list = team_list
        self._forces = forces
        self._language = current_language()
        self._entries = entry_names(team_list, self._language)
        self._all: dict[str, str] | None = None

    def _names(self) -> dict[str, str]:
        if self._all is None:
            tl, language = self._team_list, self._language
            names = dict(self._entries)

            def called(entry_id: str) -> str:
                return unnamed_model_name(tl, entry_id, language)

            for force in self._forces:  # Groups and models, made or removed
                for n, g in enumerate(force.groups, 1):
                    names.setdefault(g.id, g.name or f"{n} ({names.get(g.entry, g.entry)})")
                for uid, label in model_labels(force, called).items():
                    names.setdefault(uid, label)
            self._all = names
        return self._all

    def __getitem__(self, key: str) -> str:
        found = self._entries.get(key)
        return found if found is not None else self._names()[key]

    def get(self, key: str, default: Any = None) -> Any:
        # A text's other words ("—" for no Group, a number) are no Group's nor model's id:
        # looked up without labelling every model first (1.5–3 ms of an add at 200 models).
        found = self._entries.get(key)
        if found is not None:
            return found
        if self._all is None and not any(
                key == g.id for f in self._forces for g in f.groups) and not any(
                key == m.uid for f in self._forces for m in f.models):
            return default
        return self._names().get(key, default)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __len__(self) -> int:
        return len(self._names())


class _ForceCommand(QUndoCommand):
    def __init__(self, doc: MemoryForceDocument, text: str, old: Force, new: Force) -> None:
        super().__init__(text)
        self._doc = doc
        self._old = old
        self._new = new

    def redo(self) -> None:
        self._doc._set_force(self._new)

    def undo(self) -> None:
        self._doc._set_force(self._old)


class MemoryForceDocument(QObject):
    """A Force in memory; edits go on :attr:`undo_stack`."""

    changed = Signal()

    def __init__(
        self,
        team_list: TeamList,
        force: Force,
        *,
        points_limit: int | None = None,
        player_state: PlayerState | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._team_list = team_list
        self._force = force
        self._limit = points_limit
        self._player_state = player_state
        self.undo_stack = QUndoStack(self)

    @property
    def team_list(self) -> TeamList:
        return self._team_list

    @property
    def force(self) -> Force:
        return self._force

    @property
    def starting(self) -> bool:
        return self._force.starting

    @property
    def points_limit(self) -> int | None:
        if self._limit is not None:
            return self._limit
        return STARTING_FORCE_POINTS if self._force.starting else None

    @property
    def player_state(self) -> PlayerState | None:
        return self._player_state

    @property
    def report(self) -> Report | None:
        return None  # (the editor validates each Force it shows)

    def set_player_state(self, state: PlayerState | None) -> None:
        self._player_state = state
        self.changed.emit()

    def apply(self, action: str, inputs: Mapping[str, Any], new_force: Force) -> None:
        names = _EditNames(self._team_list, (new_force, self._force))
        text = action_text(action, inputs, names)
        self.undo_stack.push(_ForceCommand(self, text, self._force, new_force))

    def _set_force(self, force: Force) -> None:
        self._force = force
        self.changed.emit()
