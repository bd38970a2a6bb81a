"""``forcesheet rules search|show|booklet`` (app/cli/rules.py), through its handlers."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import pytest

from app.cli import rules as cli_rules


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="forcesheet")
    cli_rules.add_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(list(argv))


def run(*argv: str) -> tuple[int, str]:
    args = parse(*argv)
    out = io.StringIO()
    return args.handler(args, out), out.getvalue()


def test_search_in_any_language_prints_id_name_kind() -> None:
    for query in ("peur", "fear", "страх"):
        code, text = run("rules", "search", query, "--lang", "en")
        assert code == 0
        assert text.splitlines()[0] == "special_rule.fear\tFear\tSpecial rule"
    code, text = run("rules", "search", "fear", "--lang", "fr", "--limit", "2")
    assert code == 0 and text.splitlines() == [
        "special_rule.fear\tPeur\tRègle spéciale",
        "glossary_skill.fear\tPeur (X)\tCompétence générique (glossaire)",
    ]


def test_search_options_and_nothing_found(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run("rules", "search", "fear", "--kind", "honour", "--lang", "en")
    assert code == 0 and all(line.startswith("honour.") for line in text.splitlines())
    code, text = run("rules", "search", "fear", "--no-glossary", "--lang", "en")
    assert "glossary_skill." not in text
    code, text = run("rules", "search", "Fear (2)", "--json", "--lang", "ru")
    first = json.loads(text)[0]
    assert first == {"id": "glossary_skill.fear", "kind": "glossary_skill", "name": "Страх (2)",
                     "value": "2", "matched": "name", "optional": True}
    code, text = run("rules", "search", "zzzz qqqq")
    assert code == 1 and text == ""
    assert "nothing found for 'zzzz qqqq'" in capsys.readouterr().err


def test_show_prints_text_facts_and_source() -> None:
    code, text = run("rules", "show", "honour.medic", "--lang", "en")
    assert code == 0
    lines = text.splitlines()
    assert lines[0] == "Medic — Battle Honour (honour.medic)"
    assert lines[1] == "10 RP · Renown 5+ · Team Leaders only"
    assert "re-roll one roll on an injury table" in text
    assert "See also: Medical Centre (base_upgrade.medical_centre)" in text
    assert "Source: Kill Team Campaign Rules v3.0a (000)" in text


def test_show_accepts_names_values_and_other_languages() -> None:
    code, text = run("rules", "show", "Fear (2)", "--lang", "fr")
    assert code == 0 and text.startswith("Peur (2) — Compétence générique (glossaire)")
    assert "modifié de 2" in text and "X\u00a0: un nombre" in text
    code, text = run("rules", "show", "Mouvement à couvert", "--lang", "ru")
    assert code == 0 and text.startswith("Движение через укрытия — Особое правило")
    assert "не замедляет модель" in text
    code, text = run("rules", "show", "gets_hot", "--json", "--lang", "en")
    doc = json.loads(text)
    assert doc["id"] == "play_rule.gets_hot" and "S3 AP–" in doc["text"]
    assert doc["source"].startswith("Kill Team core rules (004)")


def test_show_refuses_unknown_entries_and_bad_values(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run("rules", "show", "no_such_rule")
    assert code == 2 and text == ""
    assert "the rules reference has no entry 'no_such_rule'" in capsys.readouterr().err
    code, _ = run("rules", "show", "Fear (two)", "--lang", "en")
    assert code == 2
    assert "'two' does not fit the parameter of Fear (X)" in capsys.readouterr().err


def test_register_adds_the_same_commands() -> None:
    parser = argparse.ArgumentParser(prog="forcesheet")
    cli_rules.register(parser.add_subparsers(dest="command"), {})
    args = parser.parse_args(["rules", "show", "honour.medic"])
    assert args.handler is cli_rules.cmd_show
    args = parser.parse_args(["rules", "booklet", "-o", "x.pdf", "--glossary"])
    assert args.handler is cli_rules.cmd_booklet and args.glossary


def test_booklet_writes_the_reference_as_a_pdf(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from app.rules.reference import default_reference
    from tests.sheets.conftest import pdf_text

    target = tmp_path / "reference-fr.pdf"
    code, text = run("rules", "booklet", "-o", str(target), "--lang", "fr")
    assert code == 0 and str(target) in text
    printed = pdf_text(target)
    medic = default_reference().get("honour.medic")
    fear = default_reference().get("glossary_skill.fear")
    assert medic is not None and fear is not None
    assert " ".join(medic.text("fr").split()) in printed
    assert fear.name("fr") not in printed  # the optional glossary only with --glossary
    code, _text = run("rules", "booklet", "-o", str(target), "--lang", "ru", "--glossary")
    assert code == 0 and fear.name("ru") in pdf_text(target)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".part")]
    code, _text = run("rules", "booklet", "-o", str(tmp_path / "missing" / "x.pdf"))
    assert code == 2 and "could not be written" in capsys.readouterr().err
