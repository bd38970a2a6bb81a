"""Translations of the campaign store's messages (H2): context "store" (app/i18n/store_messages.py)
and "cli_store" (app/cli/store.py)."""

T = {
    # app/i18n/store_messages.py (context "store")
    "The campaign database reported an error.": (
        "La base de données des campagnes a signalé une erreur.",
        "База данных кампаний сообщила об ошибке.",
    ),
    "The campaign database {path} is already open in another Force Sheet window. "
    "Close it there first.": (
        "La base de données des campagnes {path} est déjà ouverte dans une autre fenêtre de "
        "Force Sheet. Fermez-la d'abord.",
        "База данных кампаний {path} уже открыта в другом окне Force Sheet. Сначала закройте "
        "её там.",
    ),
    "The campaign database {path} was saved by a newer version of Force Sheet. "
    "Update Force Sheet to open it; the file was not changed.": (
        "La base de données des campagnes {path} a été enregistrée par une version plus récente "
        "de Force Sheet. Mettez Force Sheet à jour pour l'ouvrir ; le fichier n'a pas été "
        "modifié.",
        "База данных кампаний {path} сохранена более новой версией Force Sheet. Обновите "
        "Force Sheet, чтобы открыть её; файл не изменён.",
    ),
    "The campaign database {path} is damaged. It was moved to {moved_to} and left as it "
    "was. You can restore the newest backup.": (
        "La base de données des campagnes {path} est endommagée. Elle a été déplacée vers "
        "{moved_to} et laissée telle quelle. Vous pouvez restaurer la sauvegarde la plus "
        "récente.",
        "База данных кампаний {path} повреждена. Она перемещена в {moved_to} и оставлена как "
        "есть. Можно восстановить самую свежую резервную копию.",
    ),
    "The disk is full: nothing was saved. Free some space and try again.": (
        "Le disque est plein : rien n'a été enregistré. Libérez de l'espace et réessayez.",
        "Диск заполнен: ничего не сохранено. Освободите место и попробуйте снова.",
    ),
    "The campaign database cannot be written (read-only): nothing was saved.": (
        "Impossible d'écrire dans la base de données des campagnes (lecture seule) : rien n'a "
        "été enregistré.",
        "В базу данных кампаний нельзя записать (только чтение): ничего не сохранено.",
    ),
    "Cannot import {file}: {reason} (at {path}). Nothing was imported.": (
        "Impossible d'importer {file} : {reason} (à {path}). Rien n'a été importé.",
        "Не удалось импортировать {file}: {reason} (в {path}). Ничего не импортировано.",
    ),
    "Not found: {id}.": ("Introuvable : {id}.", "Не найдено: {id}."),
    "There is no campaign {id}.": ("Il n'y a pas de campagne {id}.", "Нет кампании {id}."),
    "There is no player {id}.": ("Il n'y a pas de joueur {id}.", "Нет игрока {id}."),
    "There is no game {id}.": ("Il n'y a pas de partie {id}.", "Нет игры {id}."),
    "There is no Team List '{id}'.": (
        "Il n'y a pas de Liste d'Équipe « {id} ».", "Нет командного списка «{id}»."),
    "The campaign history cannot do that.": (
        "L'historique de la campagne ne peut pas faire cela.",
        "История кампании не может этого сделать.",
    ),
    "There is nothing to undo.": ("Il n'y a rien à annuler.", "Нечего отменять."),
    "There is nothing to redo.": ("Il n'y a rien à rétablir.", "Нечего повторять."),
    "The campaign no longer matches its history: nothing was changed.": (
        "La campagne ne correspond plus à son historique : rien n'a été modifié.",
        "Кампания больше не соответствует своей истории: ничего не изменено.",
    ),
    "This cannot be done now.": ("Impossible pour le moment.", "Сейчас это невозможно."),
    "The injuries of this game were already applied for this player.": (
        "Les blessures de cette partie ont déjà été appliquées pour ce joueur.",
        "Ранения этой игры для этого игрока уже применены.",
    ),
    "The RP and Renown of this game were already applied.": (
        "Les PR et le Renom de cette partie ont déjà été appliqués.",
        "РП и Известность за эту игру уже начислены.",
    ),
    "More dice are needed: only {used} were given.": (
        "Il faut plus de dés : seulement {used} ont été donnés.",
        "Нужно больше кубиков: введено только {used}.",
    ),
    "A die result must be from 1 to 6.": (
        "Un résultat de dé doit aller de 1 à 6.", "Результат кубика должен быть от 1 до 6."),
    # app/cli/store.py (context "cli_store")
    "No campaigns in {path}.": ("Aucune campagne dans {path}.", "В {path} нет кампаний."),
    "Campaign {id} exported to {file}": (
        "Campagne {id} exportée vers {file}", "Кампания {id} экспортирована в {file}"),
    "Imported {file} as campaign {id}: {name}": (
        "{file} importé comme campagne {id} : {name}",
        "{file} импортирован как кампания {id}: {name}",
    ),
    "No campaign '{campaign}'.": ("Aucune campagne « {campaign} ».", "Нет кампании «{campaign}»."),
    "{path}: ok ({campaigns} campaigns)": (
        "{path} : ok ({campaigns} campagnes)", "{path}: в порядке (кампаний: {campaigns})"),
    "{path}: problems found:": ("{path} : problèmes trouvés :", "{path}: найдены проблемы:"),
    "Backup written: {file}": ("Sauvegarde écrite : {file}", "Резервная копия записана: {file}"),
    "No backup of {path}.": ("Aucune sauvegarde de {path}.", "Нет резервной копии {path}."),
    "Restored {file}; the previous database was kept as {kept}": (
        "{file} restaurée ; l'ancienne base de données a été conservée sous {kept}",
        "{file} восстановлена; прежняя база данных сохранена как {kept}",
    ),
    "Restored {file}": ("{file} restaurée", "{file} восстановлена"),
}
