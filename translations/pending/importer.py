"""Translations of the BattleScribe importer's command line (H1): context "cli_teamlists"
(app/cli/teamlists.py). Terms follow docs/glossary.md (Team List = Liste d'Équipe /
Командный список). Construct codes of the import report stay untranslated identifiers."""

T = {
    # MESSAGES
    "{file}: {name}, revision {revision}: {status} ({entries} entries)": (
        "{file} : {name}, révision {revision} : {status} ({entries} entrées)",
        "{file}: {name}, редакция {revision}: {status} (записей: {entries})",
    ),
    "game system: {name}": ("système de jeu : {name}", "игровая система: {name}"),
    "  not expressed: {count} ({summary})": (
        "  non exprimé : {count} ({summary})",
        "  не выражено: {count} ({summary})",
    ),
    "  everything was expressed": ("  tout a été exprimé", "  всё выражено"),
    "{where}: not imported: {error}": (
        "{where} : non importé : {error}",
        "{where}: не импортировано: {error}",
    ),
    "no Team List '{id}'": ("aucune Liste d'Équipe « {id} »", "нет командного списка «{id}»"),
    "{name} ({id}), revision {revision}, source: {source}": (
        "{name} ({id}), révision {revision}, source : {source}",
        "{name} ({id}), редакция {revision}, источник: {source}",
    ),
    "{section} [{allowance}]": ("{section} [{allowance}]", "{section} [{allowance}]"),
    "Other: {name} [{allowance}]": ("Autre : {name} [{allowance}]", "Другое: {name} [{allowance}]"),
    "Other entries": ("Autres entrées", "Прочие записи"),
    "{points} pts": ("{points} pts", "{points} очк."),
    "Squad ({size})": ("Escouade ({size})", "Отряд ({size})"),
    "limit {allowance}": ("limite {allowance}", "лимит {allowance}"),
    "hidden unless a condition holds": (
        "masqué sauf si une condition est remplie",
        "скрыто, пока не выполнено условие",
    ),
    "imported revisions: {revisions}": (
        "révisions importées : {revisions}",
        "импортированные редакции: {revisions}",
    ),
    # STATUS
    "imported": ("importé", "импортировано"),
    "new revision imported": ("nouvelle révision importée", "импортирована новая редакция"),
    "already imported, unchanged": ("déjà importé, inchangé", "уже импортировано, без изменений"),
    "re-imported": ("réimporté", "импортировано повторно"),
    # ERRORS
    "cannot read the file": ("impossible de lire le fichier", "не удаётся прочитать файл"),
    "cannot write to the data folder": (
        "impossible d'écrire dans le dossier de données",
        "не удаётся записать в папку данных",
    ),
    "the file is too large": ("le fichier est trop volumineux", "файл слишком большой"),
    "not a valid zip file": ("fichier zip non valide", "недопустимый zip-файл"),
    "the zipped file is too large unzipped": (
        "le fichier compressé est trop volumineux une fois décompressé",
        "сжатый файл слишком велик после распаковки",
    ),
    "the zip holds too many files": (
        "le zip contient trop de fichiers",
        "в zip-архиве слишком много файлов",
    ),
    "the zip must hold exactly one .gst or .cat file": (
        "le zip doit contenir exactement un fichier .gst ou .cat",
        "zip-архив должен содержать ровно один файл .gst или .cat",
    ),
    "not well-formed XML": ("XML mal formé", "некорректный XML"),
    "elements are nested too deeply": (
        "éléments imbriqués trop profondément",
        "элементы вложены слишком глубоко",
    ),
    "too many elements": ("trop d'éléments", "слишком много элементов"),
    "the file declares a DTD, which BattleScribe files never do": (
        "le fichier déclare une DTD, ce que les fichiers BattleScribe ne font jamais",
        "файл объявляет DTD, чего файлы BattleScribe никогда не делают",
    ),
    "the file declares entities (refused: entity expansion attack)": (
        "le fichier déclare des entités (refusé : attaque par expansion d'entités)",
        "файл объявляет сущности (отклонено: атака расширением сущностей)",
    ),
    "not a BattleScribe game system or catalogue": (
        "ni un système de jeu ni un catalogue BattleScribe",
        "не игровая система и не каталог BattleScribe",
    ),
    "not a game system": ("pas un système de jeu", "не игровая система"),
    "not a catalogue": ("pas un catalogue", "не каталог"),
    "the catalogue belongs to another game system": (
        "le catalogue appartient à un autre système de jeu",
        "каталог относится к другой игровой системе",
    ),
    "its game system (.gst) is missing: import it with the catalogue": (
        "son système de jeu (.gst) manque : importez-le avec le catalogue",
        "нет его игровой системы (.gst): импортируйте её вместе с каталогом",
    ),
    "unusable id or revision": (
        "identifiant ou révision inutilisable",
        "непригодный id или редакция",
    ),
}
