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

# session 5: the Squad share rounding setting (issue 17, point 7)
T.update({
    "S&quad reinforcement (unit ÷ size):": ("Renfort d'Es&couade (unité ÷ effectif) :",
                                             "Пополнение &отряда (отряд ÷ численность):"),
    "Rounded up": ("Arrondi au supérieur", "С округлением вверх"),
    "Rounded down": ("Arrondi à l'inférieur", "С округлением вниз"),
    "To the nearest point": ("Au point le plus proche", "До ближайшего очка"),
    "The campaign setting {setting} has an unknown value, '{value}'.": (
        "Le réglage de campagne {setting} a une valeur inconnue, « {value} ».",
        "У настройки кампании {setting} неизвестное значение: «{value}»."),
})

# session 5: Kill Team 40K v0.1 alpha (issue 21)
T.update({
    "The list has no models.": ("La liste n'a aucune figurine.", "В списке нет моделей."),
    "The list costs {points} pts, {over} over the {limit} pts limit.": (
        "La liste coûte {points} pts, {over} de plus que la limite de {limit} pts.",
        "Список стоит {points} очк., на {over} больше предела в {limit} очк."),
    "{name} has {wounds} Wounds: at most {limit} in Kill Team 40K.": (
        "{name} a {wounds} PV : au plus {limit} dans Kill Team 40K.",
        "У модели «{name}» {wounds} ран: в Kill Team 40K не больше {limit}."),
    "{name} is a special character: none may play in Kill Team 40K.": (
        "{name} est un personnage spécial : aucun ne joue dans Kill Team 40K.",
        "«{name}» — особый персонаж: в Kill Team 40K они не играют."),
    "{name} has a {save} armour save: no 2+ save in Kill Team 40K.": (
        "{name} a une sauvegarde d'armure de {save} : pas de 2+ dans Kill Team 40K.",
        "У модели «{name}» спасбросок брони {save}: в Kill Team 40K спасбросок 2+ запрещён."),
    "{name}: armour {front} + {side} + {rear} = {total}, more than {limit}.": (
        "{name} : blindage {front} + {side} + {rear} = {total}, plus que {limit}.",
        "«{name}»: броня {front} + {side} + {rear} = {total}, больше {limit}."),
    "{name} is a {slot} choice, not one of the {side}.": (
        "{name} est un choix {slot}, pas un choix des {side}.",
        "«{name}» относится к разделу «{slot}», а не к выбору стороны «{side}»."),
    "{name} has no HQ, Elites, Troops or Fast Attack slot in its list.": (
        "{name} n'a pas de choix QG, Élite, Troupes ou Attaque rapide dans sa liste.",
        "У «{name}» в списке нет раздела Штаб, Элита, Войска или Быстрая атака."),
    "Group {group} has {size} models: a group is {expected} models, or one model alone.": (
        "Le groupe {group} a {size} figurines : un groupe compte {expected} figurines, ou une seule.",
        "В группе {group} {size} моделей: группа — это {expected} модели или одна модель."),
    "Group {group} holds a vehicle: vehicles stand alone.": (
        "Le groupe {group} contient un véhicule : les véhicules restent seuls.",
        "В группе {group} есть техника: техника действует отдельно."),
    "Group {group} names '{model}', which is not in the list.": (
        "Le groupe {group} nomme « {model} », qui n'est pas dans la liste.",
        "Группа {group} содержит «{model}», которого нет в списке."),
    "{name} is in two groups.": ("{name} est dans deux groupes.", "«{name}» входит в две группы."),
    "{name} is in no group.": ("{name} n'est dans aucun groupe.", "«{name}» не входит ни в одну группу."),
    "{count} models stand alone: only the {limit} left over from the groups of 3 may.": (
        "{count} figurines sont seules : seules les {limit} restantes des groupes de 3 le peuvent.",
        "Отдельно стоят {count} моделей: так можно только {limit}, оставшимся от групп по 3."),
    "Unknown mission '{mission}'.": ("Mission inconnue « {mission} ».", "Неизвестная миссия «{mission}»."),
    "'{side}' is no side: the Heroes or the Villains win.": (
        "« {side} » n'est pas un camp : les Héros ou les Méchants gagnent.",
        "«{side}» — не сторона: побеждают Герои или Злодеи."),
    "A mission roll of {die} does not give this mission.": (
        "Un jet de mission de {die} ne donne pas cette mission.",
        "Бросок {die} на таблице миссий не даёт эту миссию."),
    "{player} cannot play both sides.": ("{player} ne peut pas jouer les deux camps.",
                                         "{player} не может играть за обе стороны."),
    "Heroes": ("Héros", "Герои"),
    "Villains": ("Méchants", "Злодеи"),
    "HQ": ("QG", "Штаб"),
    "Elites": ("Élite", "Элита"),
    "Troops": ("Troupes", "Войска"),
    "Fast Attack": ("Attaque rapide", "Быстрая атака"),
    "Heavy Support": ("Soutien", "Тяжёлая поддержка"),
})

# session 5: the Kill Team 40K window and command line (issue 21)
T.update({
    "&Player:": ("&Joueur :", "&Игрок:"),
    "Open &list…": ("Ouvrir la &liste…", "Открыть &список…"),
    "Open l&ist…": ("Ouvrir la l&iste…", "Открыть с&писок…"),
    "Open a list": ("Ouvrir une liste", "Открыть список"),
    "Roster files (*.json);;All files (*)": ("Fichiers de liste (*.json);;Tous les fichiers (*)",
                                             "Файлы списков (*.json);;Все файлы (*)"),
    "It names the Team List '{id}', which is not imported.": (
        "Elle nomme la Liste d'Équipe « {id} », qui n'est pas importée.",
        "В нём указан командный список «{id}», который не импортирован."),
    "It cannot be read: {error}": ("Elle ne peut pas être lue : {error}",
                                   "Его нельзя прочитать: {error}"),
    "List not opened": ("Liste non ouverte", "Список не открыт"),
    "{file} is not a list that can be played.": (
        "{file} n'est pas une liste jouable.", "{file} — не список, которым можно играть."),
    "No list yet.": ("Pas encore de liste.", "Списка пока нет."),
    "Valid for Kill Team 40K.": ("Valable pour Kill Team 40K.",
                                 "Соответствует правилам Kill Team 40K."),
    "&Mission (the Heroes player's D6):": ("&Mission (le D6 du joueur « Héros ») :",
                                            "&Миссия (D6 игрока «Героев»):"),
    "&Result:": ("&Résultat :", "&Итог:"),
    "(not played yet)": ("(pas encore jouée)", "(ещё не сыграна)"),
    "&Print game sheet…": ("&Imprimer la feuille de partie…", "&Напечатать лист партии…"),
    "Record the &result": ("Enregistrer le &résultat", "Записать &итог"),
    "&Close": ("&Fermer", "&Закрыть"),
    "Roll or type the mission die.": ("Lancez ou saisissez le dé de mission.",
                                      "Бросьте или введите кубик миссии."),
    "The series file cannot be read: {problem}": (
        "Le fichier de la série ne peut pas être lu : {problem}",
        "Файл серии нельзя прочитать: {problem}"),
    "No game of the series recorded yet.": ("Aucune partie de la série enregistrée.",
                                            "Ни одной партии серии ещё не записано."),
    "{player}: {won} won, {lost} lost of {played}": (
        "{player} : {won} gagnées, {lost} perdues sur {played}",
        "{player}: побед {won}, поражений {lost} из {played}"),
    "Open both lists.": ("Ouvrez les deux listes.", "Откройте оба списка."),
    "Save the game sheet": ("Enregistrer la feuille de partie", "Сохранить лист партии"),
    "PDF files (*.pdf)": ("Fichiers PDF (*.pdf)", "Файлы PDF (*.pdf)"),
    "Game sheet not saved": ("Feuille de partie non enregistrée", "Лист партии не сохранён"),
    "{file} could not be written: {error}": ("{file} n'a pas pu être écrit : {error}",
                                             "Не удалось записать {file}: {error}"),
    "Choose which side won.": ("Choisissez le camp vainqueur.", "Выберите победившую сторону."),
    "Result not recorded": ("Résultat non enregistré", "Итог не записан"),
    "The result is not recorded. Close anyway?": (
        "Le résultat n'est pas enregistré. Fermer quand même ?",
        "Итог не записан. Всё равно закрыть?"),
    "Kill Team &40K game (Heroes against Villains)…": (
        "Partie Kill Team &40K (Héros contre Méchants)…",
        "Партия Kill Team &40K (Герои против Злодеев)…"),
    "The Kill Team 40K v0.1 alpha rules: two lists from a Codex, a mission, a game sheet and "
    "the record of a series": (
        "Les règles Kill Team 40K v0.1 alpha : deux listes tirées d'un Codex, une mission, une "
        "feuille de partie et le suivi d'une série",
        "Правила Kill Team 40K v0.1 альфа: два списка из Кодекса, миссия, лист партии и учёт "
        "серии"),
    "valid": ("valable", "соответствует"),
    "{side} list: {points} / {limit} pts": ("Liste {side} : {points} / {limit} pts",
                                            "Список «{side}»: {points} / {limit} очк."),
    "'{mission}' is no Kill Team 40K mission: give one of {missions}": (
        "« {mission} » n'est pas une mission Kill Team 40K : donnez l'une de {missions}",
        "«{mission}» — не миссия Kill Team 40K: укажите одну из {missions}"),
    "a mission roll is a D6 result, 1 to 6": ("un jet de mission est un résultat de D6, de 1 à 6",
                                              "бросок миссии — результат D6, от 1 до 6"),
    "give --mission ID or --roll N": ("donnez --mission ID ou --roll N",
                                      "укажите --mission ID или --roll N"),
    "D6: {die}": ("D6 : {die}", "D6: {die}"),
    "{file}: written": ("{file} : écrit", "{file}: записан"),
    "{file}: cannot write: {error}": ("{file} : écriture impossible : {error}",
                                      "{file}: запись невозможна: {error}"),
    "game {number} recorded: {result}": ("partie {number} enregistrée : {result}",
                                         "партия {number} записана: {result}"),
    "not recorded: {problem}": ("non enregistré : {problem}", "не записано: {problem}"),
    "game {number} taken back": ("partie {number} retirée", "партия {number} отменена"),
    "no game recorded yet": ("aucune partie enregistrée", "ни одной партии не записано"),
    "series file {file}: {problem}": ("fichier de série {file} : {problem}",
                                      "файл серии {file}: {problem}"),
    "player\tplayed\twon\tlost\tas Heroes\tas Villains": (
        "joueur\tjouées\tgagnées\tperdues\ten Héros\ten Méchants",
        "игрок\tсыграно\tпобед\tпоражений\tза Героев\tза Злодеев"),
    "a Kill Team 40K list is checked for a side: --side heroes or --side villains": (
        "une liste Kill Team 40K se vérifie pour un camp : --side heroes ou --side villains",
        "список Kill Team 40K проверяется для стороны: --side heroes или --side villains"),
})

T.update({
    "'{text}' is no group number: type 1, 2, 3…": (
        "« {text} » n'est pas un numéro de groupe : tapez 1, 2, 3…",
        "«{text}» — не номер группы: введите 1, 2, 3…"),
})

T.update({
    "Rosters (*.json *.ros *.rosz);;All files (*)": (
        "Listes (*.json *.ros *.rosz);;Tous les fichiers (*)",
        "Списки (*.json *.ros *.rosz);;Все файлы (*)"),
})

T.update({
    "&Build…": ("&Composer…", "&Собрать…"),
    "B&uild…": ("Com&poser…", "Со&брать…"),
    "Build or change the list in the Force editor, from an imported Codex": (
        "Composer ou modifier la liste dans l'éditeur de Force, à partir d'un Codex importé",
        "Собрать или изменить список в редакторе сил по импортированному Кодексу"),
    "Save…": ("Enregistrer…", "Сохранить…"),
    "Save the list as a roster file": ("Enregistrer la liste comme fichier de liste",
                                       "Сохранить список в файл"),
    "(built here, not saved)": ("(composée ici, non enregistrée)", "(собран здесь, не сохранён)"),
    "Build a list": ("Composer une liste", "Собрать список"),
    "&Codex (Team List):": ("&Codex (Liste d'Équipe) :", "&Кодекс (командный список):"),
    "List not saved": ("Liste non enregistrée", "Список не сохранён"),
    "Save the list": ("Enregistrer la liste", "Сохранить список"),
    "Roster files (*.json)": ("Fichiers de liste (*.json)", "Файлы списков (*.json)"),
    "The editor checks the list as its Team List does; the Kill Team 40K window checks it for "
    "its side once you press OK.": (
        "L'éditeur vérifie la liste selon sa Liste d'Équipe ; la fenêtre Kill Team 40K la "
        "vérifie pour son camp quand vous appuyez sur OK.",
        "Редактор проверяет список по его командному списку; окно Kill Team 40K проверит его "
        "для стороны, когда вы нажмёте OK."),
})

T.update({
    "{name}: {count} taken by the {category} models, at most {limit}.": (
        "{name} : {count} prises par les figurines {category}, au plus {limit}.",
        "{name}: у моделей раздела «{category}» {count}, не больше {limit}."),
})
