"""The import report: what a catalogue held that the Team List model cannot express.

Items are codes with the entry concerned and a detail, never sentences; ``to_text`` gives a
stable plain form for the checked-in fixtures and the command line.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

# Every construct code the importer may report, for documentation and translation.
CONSTRUCTS: dict[str, str] = {
    "profile_modifier": "a modifier of a profile characteristic or name (display only)",
    "info_link_modifier": "a modifier of an info link (shows/hides a rule or profile)",
    "rule_modifier": "a modifier of a rule",
    "modifier_field": "a modifier of a field the model does not have",
    "modifier_condition": "a modifier whose condition cannot be expressed (modifier dropped)",
    "condition_scope_approximated": "a condition counted in a category, counted in the force",
    "modifier_type": "a modifier type other than set/increment/decrement/append",
    "constraint_scope": "a constraint scope other than parent/force/roster/an ancestor id",
    "constraint_scope_category": "a max constraint counted in its owner's category: kept "
    '(scope "category"), counted over the models of the same primary category',
    "modifier_group": "a modifier in a modifier group both of which repeat (modifier dropped)",
    "info_group_modifier": "a modifier of an info group (shows/hides its profiles and rules)",
    "no_core_category": "no category of the catalogue is Core: every Force would be dissolved",
    "section_by_wording": "a category made Core by its own name (Troops), none being Core",
    "constraint_field": "a constraint on something else than selections or points",
    "percent_value": "a constraint or condition in percent",
    "cost_type": "a cost in another cost type than points",
    "link_target_missing": "a link whose target is in neither the catalogue nor the game system",
    "root_group_link": "a root link to a group (a Force recruits entries, not groups; skipped)",
    "link_cycle": "a link that leads back to one of its own ancestors",
    "too_deep": "entries nested too deeply (the rest is cut)",
    "game_system_revision": "the catalogue asks for a newer game system revision",
    "force_entries": "more than one force entry (categories merged)",
    "bad_number": "a value that is not a number (NaN, infinite, text, beyond ±1,000,000): "
    "the entry of such a cost is left out, such a constraint or modifier dropped",
}


@dataclass(frozen=True, slots=True)
class Unexpressed:
    """One construct of one entry that the Team List could not hold."""

    entry: str  # the entry's name (or the catalogue's for catalogue-level constructs)
    construct: str  # a key of CONSTRUCTS
    detail: str = ""


@dataclass(frozen=True, slots=True)
class ImportReport:
    file: str  # the catalogue's file name (no folder)
    catalogue: str  # its name
    revision: str
    game_system: str
    game_system_revision: str
    root_entries: int
    entries: int  # every entry, nested ones included
    items: tuple[Unexpressed, ...] = ()

    def summary(self) -> dict[str, int]:
        """How many items of each construct, most frequent first."""
        return dict(Counter(i.construct for i in self.items).most_common())

    def to_text(self) -> str:
        lines = [
            f"catalogue: {self.catalogue} (revision {self.revision})",
            f"file: {self.file}",
            f"game system: {self.game_system} (revision {self.game_system_revision})",
            f"entries: {self.root_entries} root, {self.entries} in all",
            f"not expressed: {len(self.items)}",
        ]
        for code, n in sorted(self.summary().items()):
            lines.append(f"  {code}: {n}")
        lines.append("")
        counted = Counter((i.entry, i.construct, i.detail) for i in self.items)
        for (entry, construct, detail), n in sorted(counted.items()):
            times = f" (x{n})" if n > 1 else ""
            lines.append(f"{entry} | {construct} | {detail}{times}")
        return "\n".join(lines) + "\n"
