"""Translations of BattleScribe / New Recruit rosters (.ros/.rosz, issue 15 point 4): contexts
"store" (app/i18n/ros_messages.py: import reasons and export errors), "ros" (why a selection was
not placed), "cli_rosters" (app/cli/rosters.py) and "ExchangeCommands"
(app/ui/campaigns/exchange.py). Terms follow docs/glossary.md (Force = Force / Силы, Team List =
Liste d'Équipe / командный список, roster = roster / ростер, model = figurine / модель)."""

T = {
    # store: import reasons
    "the zipped roster is too large unzipped": (
        "le roster compressé est trop gros une fois décompressé",
        "сжатый ростер слишком велик после распаковки",
    ),
    "the zip must hold exactly one .ros file": (
        "le zip doit contenir exactement un fichier .ros",
        "zip-архив должен содержать ровно один файл .ros",
    ),
    "not a BattleScribe roster": ("pas un roster BattleScribe", "не ростер BattleScribe"),
    "the roster has no force of a known catalogue": (
        "le roster n'a aucune force d'un catalogue connu",
        "в ростере нет сил известного каталога",
    ),
    "the roster holds too many models": (
        "le roster contient trop de figurines",
        "в ростере слишком много моделей",
    ),
    "its catalogue is not imported: import the catalogue (.cat) first": (
        "son catalogue n'est pas importé : importez d'abord le catalogue (.cat)",
        "его каталог не импортирован: сначала импортируйте каталог (.cat)",
    ),
    # store: export errors
    "The Team List {id} is Force Sheet's own: BattleScribe has no catalogue for it, so its Forces are exported as Force Sheet rosters (.json) only.": (
        "La Liste d'Équipe {id} est propre à Force Sheet : BattleScribe n'a pas de catalogue pour elle, ses Forces ne s'exportent donc qu'en rosters Force Sheet (.json).",
        "Командный список {id} принадлежит Force Sheet: в BattleScribe для него нет каталога, поэтому его Силы экспортируются только как ростеры Force Sheet (.json).",
    ),
    "The BattleScribe catalogue of {id} is not in the catalogue library: import its .cat (with its .gst) again, then export the Force.": (
        "Le catalogue BattleScribe de {id} n'est pas dans la bibliothèque de catalogues : importez à nouveau son .cat (avec son .gst), puis exportez la Force.",
        "Каталога BattleScribe для {id} нет в библиотеке каталогов: импортируйте его .cat (вместе с .gst) ещё раз, затем экспортируйте Силы.",
    ),
    # ros: why a selection was not placed
    "no such entry in the Team List": (
        "aucune entrée de ce nom dans la Liste d'Équipe",
        "такой записи нет в командном списке",
    ),
    "inside a selection not placed": (
        "dans une sélection non placée",
        "внутри невключённого выбора",
    ),
    "another force of the roster": ("une autre force du roster", "другие силы ростера"),
    "its number is not a whole number": (
        "son nombre n'est pas un nombre entier",
        "его количество не целое число",
    ),
    "a unit holding none of its models": (
        "une unité sans aucune de ses figurines",
        "подразделение без единой своей модели",
    ),
    "a line of its campaign notes was not understood": (
        "une ligne de ses notes de campagne n'a pas été comprise",
        "строка его заметок кампании не распознана",
    ),
    "its model id is taken: a new one was given": (
        "son identifiant de figurine est déjà pris : un nouveau lui a été donné",
        "идентификатор модели занят: выдан новый",
    ),
    # cli_rosters
    "Selections not placed: {count}": (
        "Sélections non placées : {count}",
        "Невключённые выборы: {count}",
    ),
    "  {path} ({entry}): {reason}": ("  {path} ({entry}) : {reason}", "  {path} ({entry}): {reason}"),
    "{file} written ({models} models)": (
        "{file} écrit ({models} figurines)",
        "{file} записан (моделей: {models})",
    ),
    "The Force of {player} was exported to {file}": (
        "La Force de {player} a été exportée dans {file}",
        "Силы игрока {player} экспортированы в {file}",
    ),
    "{file}: use .rosz or .ros for a BattleScribe roster, .json for a Force Sheet one": (
        "{file} : utilisez .rosz ou .ros pour un roster BattleScribe, .json pour un roster Force Sheet",
        "{file}: используйте .rosz или .ros для ростера BattleScribe, .json для ростера Force Sheet",
    ),
    "{file}: converting needs one Force Sheet roster (.json) and one BattleScribe roster (.ros/.rosz)": (
        "{file} : la conversion demande un roster Force Sheet (.json) et un roster BattleScribe (.ros/.rosz)",
        "{file}: для преобразования нужны ростер Force Sheet (.json) и ростер BattleScribe (.ros/.rosz)",
    ),
    # ExchangeCommands
    "BattleScribe / New Recruit rosters (*.rosz *.ros)": (
        "Rosters BattleScribe / New Recruit (*.rosz *.ros)",
        "Ростеры BattleScribe / New Recruit (*.rosz *.ros)",
    ),
    "All rosters (*{suffix} *.json *.rosz *.ros)": (
        "Tous les rosters (*{suffix} *.json *.rosz *.ros)",
        "Все ростеры (*{suffix} *.json *.rosz *.ros)",
    ),
    "The Force of {player} was exported to:\n{path}\n\nOpen it in BattleScribe or New Recruit; its campaign data is in the notes of each model.": (
        "La Force de {player} a été exportée dans :\n{path}\n\nOuvrez-la dans BattleScribe ou New Recruit ; ses données de campagne sont dans les notes de chaque figurine.",
        "Силы игрока {player} экспортированы в:\n{path}\n\nОткройте их в BattleScribe или New Recruit; данные кампании — в заметках каждой модели.",
    ),
    "Not written (unknown to its Team List):": (
        "Non écrit (inconnu de sa Liste d'Équipe) :",
        "Не записано (нет в его командном списке):",
    ),
    "Some selections of {file} could not be placed in the Force:": (
        "Certaines sélections de {file} n'ont pas pu être placées dans la Force :",
        "Некоторые выборы из {file} не удалось включить в Силы:",
    ),
}
