"""Every id of the campaign rules data has a translated display name, and the glossary agrees."""

from __future__ import annotations

import json
import re

import pytest

from app.i18n.terms import TERMS, term, term_ids
from app.rules.typography import french_typography
from tests.conftest import ROOT

RULES = json.loads((ROOT / "app/rules/campaign/rules.json").read_text(encoding="utf-8"))


def rules_ids() -> dict[str, set[str]]:
    missions = RULES["missions"] + [
        m for m in RULES["special_missions"] if isinstance(m, dict)
    ]
    facts: set[str] = set()
    bonuses: set[str] = set()
    for m in RULES["missions"]:
        facts |= set(m.get("facts", {}))
        bonuses |= {b["id"] for b in m.get("bonuses", [])}

    def results(rows: list[dict[str, object]]) -> set[str]:
        out: set[str] = set()
        for row in rows:
            out.add(str(row["result"]))
            out |= results(row.get("then", []))  # type: ignore[arg-type]
        return out

    injuries: set[str] = set()
    for rows in RULES["injury_tables"].values():
        injuries |= results(rows)
    return {
        "base_level": {x["id"] for x in RULES["base_levels"]},
        "upgrade": {x["id"] for x in RULES["base_upgrades"]},
        "honour": {x["id"] for x in RULES["honours"] + RULES["walker_honours"]},
        "honour_only": {x["only"] for x in RULES["honours"] if x.get("only")},
        "achievement": {x["id"] for x in RULES["achievements"]},
        "mission": {x["id"] for x in missions}
        | {m for m in RULES["special_missions"] if isinstance(m, str)}
        | set(RULES["storyline_example"]),
        "mission_fact": facts | bonuses,
        "injury_table": set(RULES["injury_tables"]),
        "injury": injuries,
        "temporary": {"incapacitated", "convalescent", "wounded", "unstable"},
        "stat": {"WS", "BS", "S", "T", "W", "I", "A", "Ld"},
    }


@pytest.mark.parametrize("kind", sorted(rules_ids()))
def test_every_rules_id_has_a_name(kind: str) -> None:
    missing = rules_ids()[kind] - set(term_ids(kind))
    assert not missing, f"{kind}: no display name for {sorted(missing)}"


def test_unknown_id_shows_the_id() -> None:
    assert term("honour", "no_such_honour") == "no_such_honour"
    assert term("no_such_kind", "x") == "x"


def glossary() -> dict[tuple[str, str], tuple[str, str, str]]:
    """(kind, id) -> (English, French, Russian) from docs/glossary.md."""
    out: dict[tuple[str, str], tuple[str, str, str]] = {}
    kind = ""
    for line in (ROOT / "docs/glossary.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            kind = line[3:].strip()
        m = re.match(r"^\| `(\w+)` \| (.+?) \| (.+?) \| (.+?) \|$", line)
        if m:
            out[(kind, m.group(1))] = (m.group(2), m.group(3), m.group(4))
    return out


def test_glossary_matches_the_terms_and_translations() -> None:
    """docs/glossary.md lists every term with the French and Russian of the .ts files."""
    import xml.etree.ElementTree as ET

    rows = glossary()
    ts: dict[str, dict[tuple[str, str], str]] = {}
    for lang in ("fr", "ru"):
        root = ET.parse(ROOT / f"translations/forcesheet_{lang}.ts").getroot()
        ts[lang] = {
            (ctx.findtext("name") or "", msg.findtext("source") or ""): msg.findtext("translation") or ""
            for ctx in root.iter("context")
            for msg in ctx.iter("message")
        }
    for kind, names in TERMS.items():
        for term_id, english in names.items():
            assert (kind, term_id) in rows, f"{kind}.{term_id} missing from docs/glossary.md"
            en, fr, ru = rows[(kind, term_id)]
            assert en == english, (kind, term_id)
            key = (f"Term.{kind}", english)
            # the glossary is plain Markdown, the .ts has French typography
            assert ts["fr"].get(key) == french_typography(fr), f"French of {key}: .ts and glossary differ"
            assert ts["ru"].get(key) == ru, f"Russian of {key}: .ts and glossary differ"


def test_terms_follow_the_language(qapp: object) -> None:
    from PySide6.QtCore import QCoreApplication

    from app.i18n import install_translators
    from app.i18n.build import build

    build(quiet=True)
    app = QCoreApplication.instance()
    try:
        install_translators(app, "fr")
        assert term("honour", "cat_like_agility") == "Agilité du Chat"
        assert term("upgrade", "vehicle_bay") == "Hangar à Véhicules"
        assert term("section", "core") == "Figurine de Base"
        install_translators(app, "ru")
        assert term("mission", "doomsday_device") == "Устройство судного дня"
    finally:
        install_translators(app, "en")
    assert term("honour", "cat_like_agility") == "Cat-like Agility"
