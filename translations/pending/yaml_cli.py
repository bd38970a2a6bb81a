"""Translations of issue 14's command-line hardening (YAML Team Lists, input files, export
folders): contexts "cli" (app/cli/__init__.py) and "cli_store" (app/cli/store.py). Terms follow
docs/glossary.md."""

T = {
    # cli: an input that is not a regular file (a FIFO, a device such as /dev/zero)
    "not a regular file": ("ce n'est pas un fichier ordinaire", "это не обычный файл"),
    # cli: --db "" or --db /
    "--db needs the path of a database file, not {path}": (
        "--db attend le chemin d'un fichier de base de données, pas {path}",
        "для --db нужен путь к файлу базы данных, а не {path}",
    ),
    # cli: the last net for path errors (a name too long, a folder that cannot be searched)
    "{path}: {error}": ("{path} : {error}", "{path}: {error}"),
    "a file name that cannot be used on this system": (
        "un nom de fichier inutilisable sur ce système",
        "имя файла, которое нельзя использовать в этой системе",
    ),
    # store (app/i18n/store_messages.py, "store.error.export", to be added there): an export
    # (campaign or roster file) into a folder that is missing, is a file, or fails otherwise
    "Cannot write into {folder}: {error}. Nothing was written.": (
        "Impossible d'écrire dans {folder} : {error}. Rien n'a été écrit.",
        "Не удалось записать в {folder}: {error}. Ничего не записано.",
    ),
    # cli_store: campaign export -o MISSING / -o a_file
    "Cannot write the campaign file into {folder}: {error}. Nothing was written.": (
        "Impossible d'écrire le fichier de campagne dans {folder} : {error}. Rien n'a été écrit.",
        "Не удалось записать файл кампании в {folder}: {error}. Ничего не записано.",
    ),
}
