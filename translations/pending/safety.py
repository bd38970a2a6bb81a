# ruff: noqa: E501
"""Translations of issue 14, the player's data always reachable: the store's messages for
restores, backups, damage found on open, the lock file and read-only databases
(app/i18n/store_messages.py, context "store"). Terms as in the existing store messages:
campaign database / base de données des campagnes / база данных кампаний, backup /
sauvegarde / резервная копия."""

T = {
    "The backup failed its check: the campaign database {path} may be damaged. Run \"forcesheet db check\".": (
        "La sauvegarde a échoué à sa vérification : la base de données des campagnes {path} est peut-être endommagée. Lancez « forcesheet db check ».",
        "Резервная копия не прошла проверку: база данных кампаний {path}, возможно, повреждена. Запустите «forcesheet db check»."),
    "The lock file {path} is a link to another file: Force Sheet does not use it, so that file is not changed. Remove the link and try again.": (
        "Le fichier de verrou {path} est un lien vers un autre fichier : Force Sheet ne l'utilise pas, ce fichier n'est donc pas modifié. Supprimez le lien et réessayez.",
        "Файл блокировки {path} — ссылка на другой файл: Force Sheet его не использует, поэтому тот файл не изменён. Удалите ссылку и попробуйте снова."),
    "The campaign database {path} is damaged. It was moved to {moved_to} and left as it was.": (
        "La base de données des campagnes {path} est endommagée. Elle a été déplacée vers {moved_to} et laissée telle quelle.",
        "База данных кампаний {path} повреждена. Она перемещена в {moved_to} и оставлена как есть."),
    "The backup {path} is damaged: nothing was restored and the campaign database was not changed.": (
        "La sauvegarde {path} est endommagée : rien n'a été restauré et la base de données des campagnes n'a pas été modifiée.",
        "Резервная копия {path} повреждена: ничего не восстановлено, база данных кампаний не изменена."),
    "The campaign database {path} is damaged. Nothing was changed: Force Sheet moves it aside when it opens it.": (
        "La base de données des campagnes {path} est endommagée. Rien n'a été modifié : Force Sheet la met de côté quand il l'ouvre.",
        "База данных кампаний {path} повреждена. Ничего не изменено: Force Sheet переместит её в сторону, когда откроет её."),
    "The campaign database {path} was empty (0 bytes). It was moved to {moved_to}.": (
        "La base de données des campagnes {path} était vide (0 octet). Elle a été déplacée vers {moved_to}.",
        "База данных кампаний {path} была пустой (0 байт). Она перемещена в {moved_to}."),
    "The campaign database {path} is empty (0 bytes). Nothing was changed.": (
        "La base de données des campagnes {path} est vide (0 octet). Rien n'a été modifié.",
        "База данных кампаний {path} пуста (0 байт). Ничего не изменено."),
    "There is no campaign database at {path}, but there are backups of it.": (
        "Il n'y a pas de base de données des campagnes à {path}, mais il en existe des sauvegardes.",
        "По пути {path} нет базы данных кампаний, но есть её резервные копии."),
    "There is no campaign database at {path}: it was damaged and moved to {moved_to}.": (
        "Il n'y a pas de base de données des campagnes à {path} : elle était endommagée et a été déplacée vers {moved_to}.",
        "По пути {path} нет базы данных кампаний: она была повреждена и перемещена в {moved_to}."),
    "You can restore the newest good backup, {backup}.": (
        "Vous pouvez restaurer la sauvegarde intacte la plus récente, {backup}.",
        "Можно восстановить самую свежую исправную резервную копию, {backup}."),
    "There is no good backup of it.": (
        "Il n'en existe aucune sauvegarde intacte.",
        "Исправной резервной копии нет."),
    "The campaign database {path} is open read-only (the file or its folder cannot be written): nothing can be changed.": (
        "La base de données des campagnes {path} est ouverte en lecture seule (le fichier ou son dossier n'est pas accessible en écriture) : rien ne peut être modifié.",
        "База данных кампаний {path} открыта только для чтения (в файл или его папку нельзя записать): ничего нельзя изменить."),
    "The campaign database {path} was saved by an older Force Sheet and must be upgraded, but it cannot be written. Copy it to a folder you can write to.": (
        "La base de données des campagnes {path} a été enregistrée par une version plus ancienne de Force Sheet et doit être mise à jour, mais elle n'est pas accessible en écriture. Copiez-la dans un dossier où vous pouvez écrire.",
        "База данных кампаний {path} сохранена более старой версией Force Sheet и должна быть обновлена, но в неё нельзя записать. Скопируйте её в папку, доступную для записи."),
    "There is no campaign database {id}.": (
        "Il n'y a pas de base de données des campagnes {id}.",
        "Базы данных кампаний {id} нет."),
}
