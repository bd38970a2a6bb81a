# ruff: noqa: E501
"""Translations of a played Force's integrity (issue 13): the Force editor's banner and the
correction dialog (app/ui/force_editor/played.py, contexts "PlayedBanner", "CorrectionDialog"),
the Force as it was (snapshot_dialog.py, "ForceSnapshotDialog"), corrections in the history
(app/ui/steps/history.py, "History", "HistoryView"), the store's new refusals
(app/i18n/store_messages.py, "store") and the Force Sheet's corrections (app/sheets/, "sheets").
Terms follow docs/glossary.md: Force / Force / Силы, RP / PR / РП, step 5 / étape 5 / шаг 5."""

T = {
    # played.py (context "PlayedBanner")
    "The Force as it was: nothing can be changed here.": (
        "La Force telle qu'elle était : rien ne peut être modifié ici.",
        "Силы такими, какими они были: здесь ничего нельзя изменить."),
    "Correcting: {reason}": ("Correction en cours : {reason}", "Исправление: {reason}"),
    "Every change is recorded as a correction with this reason; the history and the Force Sheet show it.": (
        "Chaque modification est enregistrée comme une correction avec ce motif ; l'historique et la Feuille de Force l'indiquent.",
        "Каждое изменение записывается как исправление с этой причиной; его показывают история и лист сил."),
    "Spend RP…": ("Dépenser les PR…", "Потратить РП…"),
    "Recruit, buy wargear and honours with RP (step 5)": (
        "Recruter, acheter de l'équipement et des honneurs avec les PR (étape 5)",
        "Нанять бойцов, купить снаряжение и награды за РП (шаг 5)"),
    "Make a correction…": ("Faire une correction…", "Внести исправление…"),
    "Change the Force outside step 5 to put a mistake right; you give the reason": (
        "Modifier la Force hors de l'étape 5 pour réparer une erreur ; vous en donnez le motif",
        "Изменить Силы вне шага 5, чтобы исправить ошибку; вы указываете причину"),
    "Done": ("Terminé", "Готово"),
    "End the correction: the Force is locked again": (
        "Terminer la correction : la Force est de nouveau verrouillée",
        "Завершить исправление: Силы снова заблокированы"),
    # played.py (context "CorrectionDialog")
    "Make a correction": ("Faire une correction", "Внести исправление"),
    "A correction changes a Force that has played outside step 5, to put a mistake right (a model forgotten, a wrong option). The campaign history and the Force Sheet show every correction with its reason.": (
        "Une correction modifie une Force qui a déjà joué, hors de l'étape 5, pour réparer une erreur (une figurine oubliée, une mauvaise option). L'historique de la campagne et la Feuille de Force indiquent chaque correction avec son motif.",
        "Исправление меняет Силы, которые уже играли, вне шага 5, чтобы исправить ошибку (забытая модель, неверная опция). История кампании и лист сил показывают каждое исправление с его причиной."),
    "&Why is the Force corrected?": ("&Pourquoi corriger la Force ?", "&Почему Силы исправляются?"),
    "e.g. the Sergeant's melta bombs were forgotten": (
        "p. ex. les bombes à fusion du Sergent avaient été oubliées",
        "напр., забыли мелта-бомбы сержанта"),
    "Start the correction": ("Commencer la correction", "Начать исправление"),
    # texts.py (context "ForceEditAction")
    "Correct the Force": ("Corriger la Force", "Исправить Силы"),
    # snapshot_dialog.py (context "ForceSnapshotDialog")
    "{force} as it was on {when} — {action}": (
        "{force} telle qu'elle était le {when} — {action}",
        "{force}: как было {when} — {action}"),
    "{force} ({player}) right after this record of {when}: {action}": (
        "{force} ({player}) juste après cet enregistrement du {when} : {action}",
        "{force} ({player}) сразу после этой записи от {when}: {action}"),
    # history.py (context "History")
    "Force corrected": ("Force corrigée", "Силы исправлены"),
    "Correction of {force} ({action}): {reason}": (
        "Correction de {force} ({action}) : {reason}",
        "Исправление сил «{force}» ({action}): {reason}"),
    "A correction: the Force was changed outside step 5, for the reason given. The Force Sheet lists it.": (
        "Une correction : la Force a été modifiée hors de l'étape 5, pour le motif indiqué. La Feuille de Force la mentionne.",
        "Исправление: Силы изменены вне шага 5 по указанной причине. Лист сил его перечисляет."),
    "Whose Force?": ("La Force de quel joueur ?", "Чьи Силы?"),
    # history.py (context "HistoryView")
    "Show the Force as it was…": ("Voir la Force telle qu'elle était…", "Показать Силы, какими они были…"),
    "The Force of the selected record's player, read-only, as it was right after that record": (
        "La Force du joueur de l'enregistrement choisi, en lecture seule, telle qu'elle était juste après",
        "Силы игрока выбранной записи, только для чтения, какими они были сразу после неё"),
    "The Force as it was": ("La Force telle qu'elle était", "Силы, какими они были"),
    "No player had a Force yet at that moment.": (
        "Aucun joueur n'avait encore de Force à ce moment-là.",
        "В тот момент ни у одного игрока ещё не было сил."),
    # app/i18n/store_messages.py (context "store")
    "This Force has played: it changes only by spending RP (step 5) or by a correction.": (
        "Cette Force a déjà joué : elle ne change plus qu'en dépensant des PR (étape 5) ou par une correction.",
        "Эти Силы уже играли: они меняются только тратой РП (шаг 5) или исправлением."),
    "A correction needs a reason: say what is put right.": (
        "Une correction a besoin d'un motif : dites ce qui est réparé.",
        "Исправлению нужна причина: укажите, что исправляется."),
    "Something changed since this was prepared: close the dialog and open it again.": (
        "Quelque chose a changé depuis la préparation : fermez la fenêtre et rouvrez-la.",
        "С момента подготовки что-то изменилось: закройте окно и откройте его снова."),
    "The starting Force breaks its limits ({codes}): nothing was added. Correct it and try again.": (
        "La Force de départ dépasse ses limites ({codes}) : rien n'a été ajouté. Corrigez-la et réessayez.",
        "Стартовые Силы нарушают свои ограничения ({codes}): ничего не добавлено. Исправьте их и попробуйте снова."),
    "This is the campaign as it was: it cannot be changed.": (
        "C'est la campagne telle qu'elle était : elle ne peut pas être modifiée.",
        "Это кампания в прошлом состоянии: её нельзя изменить."),
    "A Force moves only to another revision of its own Team List.": (
        "Une Force ne passe qu'à une autre révision de sa propre Liste d'Équipe.",
        "Силы переходят только на другую редакцию своего командного списка."),
    # app/sheets/data.py and render.py (context "sheets")
    "Corrected on {date}: {reason}": ("Corrigée le {date} : {reason}", "Исправлено {date}: {reason}"),
    "Corrections": ("Corrections", "Исправления"),
    "This Force was changed outside step 5 (Spend RP) to put mistakes right:": (
        "Cette Force a été modifiée hors de l'étape 5 (Dépenser les PR) pour réparer des erreurs :",
        "Эти Силы изменялись вне шага 5 (Трата РП), чтобы исправить ошибки:"),
}

P = {
    # played.py (context "PlayedBanner")
    "This Force has played %n game(s): it changes only by spending RP (step 5) or by a correction. Names can still be changed.": (
        ("Cette Force a joué %n partie : elle ne change plus qu'en dépensant des PR (étape 5) ou par une correction. Les noms peuvent encore changer.",
         "Cette Force a joué %n parties : elle ne change plus qu'en dépensant des PR (étape 5) ou par une correction. Les noms peuvent encore changer."),
        ("Эти Силы сыграли %n игру: они меняются только тратой РП (шаг 5) или исправлением. Имена менять ещё можно.",
         "Эти Силы сыграли %n игры: они меняются только тратой РП (шаг 5) или исправлением. Имена менять ещё можно.",
         "Эти Силы сыграли %n игр: они меняются только тратой РП (шаг 5) или исправлением. Имена менять ещё можно."),
    ),
}
