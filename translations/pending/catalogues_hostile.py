"""Translations of the hardened BattleScribe import (issue 14, points 5, 7 and 8): contexts
"cli_teamlists" (app/cli/teamlists.py: the refusal of a catalogue whose links expand too far,
the importer's own failure, an interrupted import) and "TeamListBrowser" (app/ui/teamlists.py:
the Cancel of the import's progress dialog). Terms follow docs/glossary.md."""

T = {
    # cli_teamlists: ERRORS and MESSAGES
    "its links expand to far more entries than any real catalogue": (
        "ses liens se déploient en bien plus d'entrées que tout catalogue réel",
        "его ссылки разворачиваются в намного больше записей, чем в любом настоящем каталоге",
    ),
    "the importer failed on this file (please report it)": (
        "l'importation a échoué sur ce fichier (merci de le signaler)",
        "импорт этого файла не удался (пожалуйста, сообщите об этом)",
    ),
    "interrupted: the import stopped, no file was left half-written": (
        "interrompu : l'importation s'est arrêtée, aucun fichier n'est resté à moitié écrit",
        "прервано: импорт остановлен, ни один файл не остался записанным наполовину",
    ),
    # TeamListBrowser
    "Cancel": ("Annuler", "Отмена"),
    "The import was cancelled: nothing was imported.": (
        "L'importation a été annulée : rien n'a été importé.",
        "Импорт отменён: ничего не импортировано.",
    ),
}
