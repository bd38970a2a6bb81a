"""Translations of the rules reference on paper and in the Team Lists window (issue 16, phase 2):
the Team Sheet's rules reference and the reference booklet (context "sheets", app/sheets/render.py),
its export (context "SheetExport", app/ui/sheet_export.py), ``forcesheet rules booklet`` (context
"cli_rules"), the Rules Reference window's print action (context "ReferenceWindow") and the rule
texts of the Team Lists window (context "TeamListBrowser"). Terms follow docs/glossary.md."""

T = {
    # app/sheets/render.py (context "sheets")
    "Battle Honours of the Team": ("Honneurs de Bataille de l'Équipe", "Боевые награды команды"),
    "Base upgrades in play": ("Améliorations de Base en jeu", "Действующие улучшения базы"),
    "Rules reference": ("Référence des règles", "Справочник правил"),
    "The text of the imported catalogue, in its own language.": (
        "Le texte du catalogue importé, dans sa propre langue.",
        "Текст импортированного каталога, на его собственном языке."),
    "Heralds of Ruin Kill Team: special rules, play rules, Battle Honours, Base levels and "
    "upgrades, campaign terms": (
        "Heralds of Ruin Kill Team : règles spéciales, règles de jeu, Honneurs de Bataille, "
        "niveaux et améliorations de Base, termes de campagne",
        "Heralds of Ruin Kill Team: особые правила, правила игры, боевые награды, уровни и "
        "улучшения базы, термины кампании"),
    "With the optional glossary: {pack}": ("Avec le glossaire optionnel : {pack}",
                                           "С дополнительным глоссарием: {pack}"),
    "Printed on {date}": ("Imprimé le {date}", "Напечатано {date}"),
    "Rules Reference – {date}": ("Référence des règles – {date}", "Справочник правил – {date}"),
    # app/ui/sheet_export.py (context "SheetExport")
    "Print the rules reference as PDF": ("Imprimer la référence des règles en PDF",
                                         "Напечатать справочник правил в PDF"),
    # app/cli/rules.py (context "cli_rules")
    "rules reference booklet written to {file}": (
        "livret de référence des règles écrit dans {file}",
        "буклет справочника правил записан в {file}"),
    "the booklet could not be written to {file}: {error}": (
        "le livret n'a pas pu être écrit dans {file} : {error}",
        "не удалось записать буклет в {file}: {error}"),
    # app/ui/reference.py (context "ReferenceWindow")
    "&Print the rules reference…": ("&Imprimer la référence des règles…",
                                    "&Напечатать справочник правил…"),
    "Write the whole reference in the interface language as a PDF booklet, grouped by kind "
    "(with the optional glossary when it is included above)": (
        "Écrire toute la référence dans la langue de l'interface sous forme de livret PDF, "
        "classée par type (avec le glossaire optionnel s'il est inclus ci-dessus)",
        "Записать весь справочник на языке интерфейса в PDF-буклет, по видам записей "
        "(с дополнительным глоссарием, если он включён выше)"),
    # app/ui/teamlists.py (context "TeamListBrowser")
    "The rules reference's text ({name}).": ("Texte de la référence des règles ({name}).",
                                             "Текст справочника правил ({name})."),
    "In the catalogue's own language.": ("Dans la propre langue du catalogue.",
                                         "На собственном языке каталога."),
}
