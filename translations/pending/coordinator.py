"""Translations of strings added by the coordinator outside the areas' own tables."""

T = {
    "Save and &print Team Sheet…": ("Enregistrer et &imprimer la Feuille d'Équipe…",
                                    "Сохранить и &напечатать лист команды…"),
}

T.update({
    "Team List revision changed": ("Révision de la Liste d'Équipe changée",
                                   "Редакция командного списка изменена"),
    "{team_list} {before} → {after}": ("{team_list} {before} → {after}",
                                       "{team_list} {before} → {after}"),
    "&Print Force Sheet…": ("&Imprimer la Feuille de Force…", "&Печать листа сил…"),
    "Move to another Team List &revision…": ("Passer à une autre &révision de la Liste d'Équipe…",
                                             "Перейти на другую &редакцию командного списка…"),
    "Move the Force to another revision": ("Passer la Force à une autre révision",
                                           "Перевести силы на другую редакцию"),
    "{list}: this Force uses revision {revision}.": (
        "{list} : cette Force utilise la révision {revision}.",
        "{list}: эти силы используют редакцию {revision}."),
    "&Revision:": ("&Révision :", "&Редакция:"),
    "No other revision of this Team List has been imported.": (
        "Aucune autre révision de cette Liste d'Équipe n'a été importée.",
        "Другие редакции этого командного списка не импортированы."),
    "What moving the Force changes:": ("Ce que change le passage de la Force :",
                                       "Что изменится при переводе сил:"),
    "&Move the Force": ("&Déplacer la Force", "&Перевести силы"),
    "Nothing: every model keeps its points and no problem appears.": (
        "Rien : chaque figurine garde ses points et aucun problème n'apparaît.",
        "Ничего: все модели сохраняют свою стоимость, проблем не появляется."),
    "{model}: {entry} is no longer in the Team List.": (
        "{model} : {entry} n'est plus dans la Liste d'Équipe.",
        "{model}: {entry} больше нет в командном списке."),
    "{model}: the option {option} no longer exists.": (
        "{model} : l'option {option} n'existe plus.",
        "{model}: опции {option} больше нет."),
    "{model}: {before} pts → {after} pts.": ("{model} : {before} pts → {after} pts.",
                                             "{model}: {before} очк. → {after} очк."),
    "New problem: {message}": ("Nouveau problème : {message}", "Новая проблема: {message}"),
    "Solved: {message}": ("Résolu : {message}", "Решено: {message}"),
})

T.update({
    "Campaign imported": ("Campagne importée", "Кампания импортирована"),
})

T.update({
    "this key is required": ("cette clé est obligatoire", "этот ключ обязателен"),
    "options are nested too deeply": ("options imbriquées trop profondément",
                                      "слишком глубокая вложенность опций"),
    "must be at least 1": ("doit valoir au moins 1", "должно быть не меньше 1"),
    "expected an option id or a mapping, found {found}": (
        "un identifiant d'option ou un objet était attendu, trouvé {found}",
        "ожидался идентификатор опции или объект, найдено {found}"),
    "a value of the wrong type: {found}": ("une valeur du mauvais type : {found}",
                                           "значение неверного типа: {found}"),
    "unknown key {key}": ("clé inconnue {key}", "неизвестный ключ {key}"),
    "more than {count} models": ("plus de {count} figurines", "больше {count} моделей"),
})

T.update({
    "The starting Force is not valid yet: correct it in the Force editor first.": (
        "La Force de départ n'est pas encore valide : corrigez-la d'abord dans l'éditeur de "
        "Force.",
        "Стартовые силы пока не соответствуют правилам: сначала исправьте их в редакторе сил."),
})

T.update({
    "Campaign {id} ({name}): {actions} actions replayed in {seconds} s, the same campaign.": (
        "Campagne {id} ({name}) : {actions} actions rejouées en {seconds} s, la même campagne.",
        "Кампания {id} ({name}): {actions} действий воспроизведено за {seconds} с, кампания "
        "та же."),
    "campaign {id}: the replay differs at action {seq} ({kind}): {detail}": (
        "campagne {id} : la relecture diffère à l'action {seq} ({kind}) : {detail}",
        "кампания {id}: воспроизведение расходится на действии {seq} ({kind}): {detail}"),
    "campaign {id}: the replayed campaign differs from the stored one: {detail}": (
        "campagne {id} : la campagne rejouée diffère de celle enregistrée : {detail}",
        "кампания {id}: воспроизведённая кампания отличается от сохранённой: {detail}"),
})

T.update({
    "No model of the Force can take this honour now.": (
        "Aucune figurine de la Force ne peut recevoir cet honneur pour l'instant.",
        "Сейчас ни одна модель сил не может получить эту награду."),
})

# The full check of the database in the background (issue 14).
T.update({
    "Damaged campaign database": ("Base de campagnes endommagée",
                                  "База данных кампаний повреждена"),
    "The campaign database is damaged: see Tools ▸ Restore a backup…": (
        "La base de campagnes est endommagée : voir Outils ▸ Restaurer une sauvegarde…",
        "База данных кампаний повреждена: см. Инструменты ▸ Восстановить из резервной копии…"),
    "The full check of the campaign database found its indexes out of step with the data "
    "({count} problems). The campaigns themselves are intact: Force Sheet can rebuild the "
    "indexes from them now, without losing anything.": (
        "La vérification complète de la base de campagnes a trouvé des index désaccordés des "
        "données ({count} problèmes). Les campagnes elles-mêmes sont intactes : Force Sheet "
        "peut reconstruire les index à partir d'elles maintenant, sans rien perdre.",
        "Полная проверка базы данных кампаний обнаружила, что индексы расходятся с данными "
        "(проблем: {count}). Сами кампании не пострадали: Force Sheet может сейчас "
        "перестроить индексы по ним, ничего не потеряв."),
    "Repair now": ("Réparer maintenant", "Исправить сейчас"),
    "Later": ("Plus tard", "Позже"),
    "The campaign database was repaired.": ("La base de campagnes a été réparée.",
                                            "База данных кампаний исправлена."),
    "The full check of the campaign database found damage ({count} problems): some of what "
    "it holds may no longer be readable. Restore the newest good backup (the file as it is "
    "now is kept beside it), or first export the campaigns you can still open.": (
        "La vérification complète de la base de campagnes a trouvé des dommages ({count} "
        "problèmes) : une partie de son contenu n'est peut-être plus lisible. Restaurez la "
        "sauvegarde saine la plus récente (le fichier actuel est conservé à côté), ou "
        "exportez d'abord les campagnes que vous pouvez encore ouvrir.",
        "Полная проверка базы данных кампаний обнаружила повреждения (проблем: {count}): "
        "часть содержимого, возможно, уже не читается. Восстановите самую свежую исправную "
        "резервную копию (текущий файл сохранится рядом) или сначала экспортируйте "
        "кампании, которые ещё открываются."),
    "Restore a backup…": ("Restaurer une sauvegarde…", "Восстановить из резервной копии…"),
})

T.update({
    "{model} is no longer in the Force: no injury roll.": (
        "{model} ne fait plus partie de la Force : pas de jet de Blessure.",
        "{model}: модели больше нет в силах, броска на ранение нет."),
})

T.update({
    "The campaign's finale: every model of the Force may play; the other Team rules apply.": (
        "Finale de la campagne : toutes les figurines de la Force peuvent jouer ; les autres "
        "règles d'Équipe s'appliquent.",
        "Финал кампании: играть могут все модели сил; остальные правила команды действуют."),
})

# Glossary terms of rounds (issue 17).
T.update({
    "Round": ("Manche", "Тур"),
    "Bye": ("Exemption", "Без пары"),
    "Finale": ("Finale", "Финал"),
})
