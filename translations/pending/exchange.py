# ruff: noqa: E501
"""Translations of the campaign / roster files and backups in the main window (H10):
app/ui/campaigns/exchange.py (contexts ExchangeCommands, RestoreDialog) and the new actions of
app/ui/campaigns/actions.py (context ShellActions). Terms follow docs/glossary.md."""

T = {
    # actions.py (ShellActions)
    "&Export campaign…": ("&Exporter la campagne…", "&Экспорт кампании…"),
    "I&mport campaign…": ("I&mporter une campagne…", "И&мпорт кампании…"),
    "E&xport Force (roster)…": ("E&xporter la Force (roster)…", "Э&кспорт Сил (ростер)…"),
    "&Import Force (roster)…": ("&Importer une Force (roster)…", "&Импорт Сил (ростер)…"),
    "&Back up the database now": ("&Sauvegarder la base maintenant", "&Резервная копия базы сейчас"),
    "&Restore a backup…": ("&Restaurer une sauvegarde…", "&Восстановить из резервной копии…"),
    "Replace the selected player's Force with a roster file; without a selected player, add a new player with it": (
        "Remplacer la Force du joueur sélectionné par un fichier roster ; sans joueur sélectionné, ajouter un nouveau joueur avec cette Force",
        "Заменить Силы выбранного игрока файлом ростера; если игрок не выбран — добавить нового игрока с этими Силами",
    ),
    # exchange.py (ExchangeCommands)
    "Export campaign": ("Exporter la campagne", "Экспорт кампании"),
    "Import campaign": ("Importer une campagne", "Импорт кампании"),
    "Export Force (roster)": ("Exporter la Force (roster)", "Экспорт Сил (ростер)"),
    "Import Force (roster)": ("Importer une Force (roster)", "Импорт Сил (ростер)"),
    "Force Sheet campaigns (*{suffix});;All files (*)": (
        "Campagnes Force Sheet (*{suffix});;Tous les fichiers (*)",
        "Кампании Force Sheet (*{suffix});;Все файлы (*)",
    ),
    "Force rosters (*{suffix} *.json);;All files (*)": (
        "Rosters de Force (*{suffix} *.json);;Tous les fichiers (*)",
        "Ростеры Сил (*{suffix} *.json);;Все файлы (*)",
    ),
    "The campaign “{name}” was exported to:\n{path}\n\nImport this file in Force Sheet on another computer (File ▸ Import campaign…).": (
        "La campagne « {name} » a été exportée dans :\n{path}\n\nImportez ce fichier dans Force Sheet sur un autre ordinateur (Fichier ▸ Importer une campagne…).",
        "Кампания «{name}» экспортирована в:\n{path}\n\nИмпортируйте этот файл в Force Sheet на другом компьютере (Файл ▸ Импорт кампании…).",
    ),
    "The Force of {player} was exported to:\n{path}": (
        "La Force de {player} a été exportée dans :\n{path}",
        "Силы игрока {player} экспортированы в:\n{path}",
    ),
    "Replace the Force of {player} with the Force in {file}? The models it has now are replaced (Edit ▸ Undo brings them back).": (
        "Remplacer la Force de {player} par la Force du fichier {file} ? Ses figurines actuelles sont remplacées (Édition ▸ Annuler les rétablit).",
        "Заменить Силы игрока {player} Силами из файла {file}? Текущие модели будут заменены (Правка ▸ Отменить вернёт их).",
    ),
    "Back up the database": ("Sauvegarder la base", "Резервная копия базы"),
    "A verified backup of the campaign database was written to:\n{path}\n({size})": (
        "Une sauvegarde vérifiée de la base de campagnes a été écrite dans :\n{path}\n({size})",
        "Проверенная резервная копия базы кампаний записана в:\n{path}\n({size})",
    ),
    "Restore a backup": ("Restaurer une sauvegarde", "Восстановление из резервной копии"),
    "There is no backup of {path} yet.": (
        "Il n'y a pas encore de sauvegarde de {path}.",
        "Резервных копий {path} пока нет.",
    ),
    "Wait until the demo campaign is ready.": (
        "Attendez que la campagne de démonstration soit prête.",
        "Дождитесь, пока демо-кампания будет готова.",
    ),
    "Put the backup of {date} in place of the campaign database? Open Force windows close. The database as it is now is kept as a file beside it.": (
        "Remettre la sauvegarde du {date} à la place de la base de campagnes ? Les fenêtres de Force ouvertes se ferment. La base actuelle est conservée dans un fichier à côté.",
        "Поставить резервную копию от {date} на место базы кампаний? Открытые окна Сил закроются. Текущая база сохраняется отдельным файлом рядом.",
    ),
    "The campaign database could not be opened again. Force Sheet closes now; start it again.": (
        "La base de campagnes n'a pas pu être rouverte. Force Sheet se ferme ; relancez-le.",
        "Не удалось снова открыть базу кампаний. Force Sheet закроется; запустите его заново.",
    ),
    "The backup could not be restored: {error}": (
        "La sauvegarde n'a pas pu être restaurée : {error}",
        "Не удалось восстановить резервную копию: {error}",
    ),
    "The backup was restored.": ("La sauvegarde a été restaurée.", "Резервная копия восстановлена."),
    "The database as it was is kept as:\n{path}": (
        "La base telle qu'elle était est conservée sous :\n{path}",
        "Прежняя база сохранена как:\n{path}",
    ),
    # exchange.py (RestoreDialog)
    "Choose the backup to put back. The campaign database as it is now is kept beside it (nothing is deleted), and everything done since that backup will not be shown.": (
        "Choisissez la sauvegarde à remettre. La base de campagnes actuelle est conservée à côté (rien n'est supprimé), et tout ce qui a été fait depuis cette sauvegarde ne sera plus affiché.",
        "Выберите резервную копию для восстановления. Текущая база кампаний сохраняется рядом (ничего не удаляется), а всё сделанное после этой копии показано не будет.",
    ),
    "Date": ("Date", "Дата"),
    "Size": ("Taille", "Размер"),
    "Reason": ("Motif", "Причина"),
    "by hand": ("manuelle", "вручную"),
    "daily": ("quotidienne", "ежедневная"),
    "before an update": ("avant une mise à jour", "перед обновлением"),
    "Restore…": ("Restaurer…", "Восстановить…"),
}
