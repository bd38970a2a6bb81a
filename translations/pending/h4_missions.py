"""Translations of the strings added with issue 18 points 1, 2 and 5 (missions as data, Record a
game knows the mission, the mission card). The mission texts themselves are in
resources/reference/missions.yaml (en/fr/ru)."""

T = {
    # Record a game
    "O&verride the mission's result": ("&Passer outre le résultat de la mission",
                                       "&Изменить результат миссии"),
    "Rea&son:": ("Rai&son :", "При&чина:"),
    "Why the players record another result": (
        "Pourquoi les joueurs enregistrent un autre résultat",
        "Почему игроки записывают другой результат"),
    "The reason is kept with the game.": ("La raison est gardée avec la partie.",
                                          "Причина сохраняется вместе с игрой."),
    "&Print mission card…": ("&Imprimer la fiche de mission…", "&Печать карточки миссии…"),
    "Set-up": ("Mise en place", "Подготовка"),
    "Mission dice": ("Dés de la mission", "Броски миссии"),
    "&Table:": ("&Table :", "&Таблица:"),
    "Rolled &by:": ("Lancé &par :", "&Бросал:"),
    "Nobody in particular": ("Personne en particulier", "Никто в отдельности"),
    "&Add the die": ("&Ajouter le dé", "&Добавить бросок"),
    "Re&move the selected die": ("Re&tirer le dé choisi", "&Убрать выбранный бросок"),
    "Pick the mission to see how to set it up.": (
        "Choisissez la mission pour voir comment la mettre en place.",
        "Выберите миссию, чтобы увидеть её подготовку."),
    "The mission's result: {rule}": ("Résultat de la mission : {rule}",
                                     "Результат миссии: {rule}"),
    "Print mission card": ("Imprimer la fiche de mission", "Печать карточки миссии"),
    "PDF files (*.pdf)": ("Fichiers PDF (*.pdf)", "Файлы PDF (*.pdf)"),
    "The mission card could not be written: {error}": (
        "La fiche de mission n'a pas pu être écrite : {error}",
        "Не удалось записать карточку миссии: {error}"),
    # refusals
    "Mission die {number}: {mission} has no such dice table.": (
        "Dé de mission {number} : {mission} n'a pas cette table de dés.",
        "Бросок миссии {number}: у миссии «{mission}» нет такой таблицы."),
    "Mission die {number}: {roll} is not a D6 result of a player of this game.": (
        "Dé de mission {number} : {roll} n'est pas un résultat de D6 d'un joueur de cette partie.",
        "Бросок миссии {number}: {roll} — не результат D6 игрока этой партии."),
    "Give the reason for recording another result than the mission's.": (
        "Donnez la raison d'enregistrer un autre résultat que celui de la mission.",
        "Укажите причину, по которой записан не тот результат, что даёт миссия."),
    # command line
    "'{mission}' has no mission card: give one of {missions}": (
        "« {mission} » n'a pas de fiche de mission : donnez l'une de {missions}",
        "У «{mission}» нет карточки миссии: укажите одну из {missions}"),
}
