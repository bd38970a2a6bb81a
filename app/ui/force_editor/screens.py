"""A filled-in Force editor rendered to PNG (for the screenshots script and for looking at it).

``render_force_editor(path, lang)`` builds a Space Marines Force mid-campaign (a Group with
honours, an injured Specialist, a special weapon too many) in a memory document and saves the
editor's picture. It needs a ``QApplication``; it installs ``lang``'s translators.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.i18n import install_translators
from app.rules import force_edit as fe
from app.rules.campaign.state import CampaignModel, PlayerState, freeze
from app.rules.force import Force, Selection
from app.rules.library import builtin_teamlists
from app.rules.teamlist import TeamList
from app.ui.force_editor.document import MemoryForceDocument
from app.ui.force_editor.editor import ForceEditor


def sample_force(tl: TeamList) -> Force:
    """A Space Marines Force: Sergeant, Apothecary, a Group of five, loose models, a Rhino."""
    f = Force(tl.id, name="Strike Force Ultor")
    for entry in ("sergeant", "apothecary", *["tactical_marine"] * 6, "scout", "scout", "rhino"):
        f = fe.add_model(tl, f, entry).force
    uids = [m.uid for m in f.models]
    f = fe.set_options(tl, f, uids[0], [Selection("sergeant.melee.power_fist"),
                                        Selection("sergeant.gear.melta_bombs")]).force
    f = fe.rename_model(f, uids[0], "Brother-Sergeant Cato").force
    f = fe.rename_model(f, uids[1], "Apothecary Venn").force
    r = fe.form_group(tl, f, uids[2:7], name="Ultor Squad")
    f = r.force
    f = fe.set_options(tl, f, uids[2], [Selection("tactical_marine.special.plasma_gun")]).force
    f = fe.set_options(tl, f, uids[7], [Selection("tactical_marine.special.meltagun")]).force
    return f


def sample_state(tl: TeamList, force: Force) -> PlayerState:
    """Campaign data for :func:`sample_force`: honours on the Group, an injured Apothecary."""
    models = []
    for i, m in enumerate(force.models):
        root = tl.index.roots[m.entry]
        stats: dict[str, int] = {}
        for p in root.profiles[:1]:
            for k, v in p.characteristics:
                if v.isdigit():
                    stats[k] = int(v)
        sec = tl.section_of(root)
        cm = CampaignModel(m.uid, m.entry, str(sec) if sec else "transport",  # type: ignore[arg-type]
                           freeze(stats), group_id=m.group)
        if m.group is not None:
            cm = CampaignModel(cm.uid, cm.entry_id, cm.section,
                               freeze({**stats, "BS": stats["BS"] + 1}),
                               honours=("plus_bs", "furious_charge"), group_id=m.group)
        if i == 1:
            cm = CampaignModel(cm.uid, cm.entry_id, cm.section,
                               freeze({**stats, "WS": stats["WS"] - 1}),
                               permanent_injuries=("WS",), temporary="convalescent")
        models.append(cm)
    return PlayerState("p1", rp=12, renown=6, models=tuple(models))


def render_force_editor(path: str | Path, lang: str = "en", width: int = 1400,
                        height: int = 820) -> Path:
    """Save a picture of the Force editor over :func:`sample_force` in ``lang``."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("render_force_editor needs a QApplication")
    install_translators(app, lang)
    tl = builtin_teamlists()["space_marines"]
    force = sample_force(tl)
    doc = MemoryForceDocument(tl, force, points_limit=None,
                              player_state=sample_state(tl, force))
    editor = ForceEditor(doc)
    editor.resize(width, height)
    editor.show()
    uids = [m.uid for m in force.models]
    editor.select_uids([uids[7]])
    QCoreApplication.processEvents()
    out = Path(path)
    editor.grab().save(str(out))
    editor.close()
    editor.deleteLater()
    return out
