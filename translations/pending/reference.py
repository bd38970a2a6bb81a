"""Translations of the Rules Reference (issue 16): its window, its Help menu action and the
``forcesheet rules`` command. The reference texts themselves are in resources/reference/*.yaml."""

T = {
    # app/ui/reference.py (context "ReferenceWindow")
    "Rules Reference": ("Référence des règles", "Справочник правил"),
    "Search in English, French or Russian — e.g. fear, peur, страх, Fear (2)": (
        "Chercher en anglais, en français ou en russe — par ex. fear, peur, страх, Peur (2)",
        "Поиск на английском, французском или русском — например, fear, peur, страх, Страх (2)"),
    "Accents and case do not matter. A value in brackets, as in Fear (2), shows the rule with "
    "that value.": (
        "Les accents et les majuscules ne comptent pas. Une valeur entre parenthèses, comme dans "
        "Peur (2), montre la règle avec cette valeur.",
        "Регистр и диакритика не важны. Значение в скобках, как в «Страх (2)», показывает "
        "правило с этим значением."),
    "All kinds": ("Tous les types", "Все виды"),
    "Include the optional glossary: {pack}": ("Inclure le glossaire optionnel : {pack}",
                                              "Включить дополнительный глоссарий: {pack}"),
    "No entry matches the search.": ("Aucune entrée ne correspond à la recherche.",
                                     "Ничего не найдено."),
    "Parameter {parameter}": ("Paramètre {parameter}", "Параметр {parameter}"),
    "Also called: {names}": ("Aussi appelé : {names}", "Другие названия: {names}"),
    "See also:": ("Voir aussi :", "См. также:"),
    "From another game's glossary: a rule of Kill Team with the same name wins.": (
        "Tiré du glossaire d'un autre jeu : une règle de Kill Team du même nom l'emporte.",
        "Из глоссария другой игры: правило Kill Team с тем же названием важнее."),
    "Source: {source}": ("Source : {source}", "Источник: {source}"),
    # app/ui/campaigns/actions.py (context "ShellActions")
    "&Rules Reference": ("&Référence des règles", "&Справочник правил"),
    "Every special rule, Battle Honour, Base upgrade and play rule, searchable in English, "
    "French and Russian": (
        "Toutes les règles spéciales, Honneurs de Bataille, améliorations de Base et règles de "
        "jeu, à chercher en anglais, en français et en russe",
        "Все особые правила, боевые награды, улучшения базы и правила игры с поиском на "
        "английском, французском и русском"),
    # app/cli/rules.py (context "cli_rules")
    "the rules reference has no entry '{id}'": ("la référence des règles n'a pas d'entrée « {id} »",
                                                "в справочнике правил нет записи «{id}»"),
    "'{value}' does not fit the parameter of {name}": (
        "« {value} » ne convient pas au paramètre de {name}",
        "«{value}» не подходит для параметра правила {name}"),
    "nothing found for '{query}'": ("rien trouvé pour « {query} »",
                                    "ничего не найдено по запросу «{query}»"),
}

P = {
    "%n entries found": (
        ("%n entry found", "%n entries found"),
        ("%n entrée trouvée", "%n entrées trouvées"),
        ("найдена %n запись", "найдены %n записи", "найдено %n записей"),
    ),
}
