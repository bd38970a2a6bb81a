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
