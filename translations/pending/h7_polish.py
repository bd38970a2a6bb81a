"""Translations of the strings added for issue 20 (table-ready): the theme setting, the die
field's keyboard hint, the user guide window and the Progress charts."""

T = {
    # the main window's actions
    "&User guide": ("&Guide d'utilisation", "&Руководство пользователя"),
    "How a campaign runs, each step, the Force editor, printing, backups and imports": (
        "Le déroulement d'une campagne, chaque étape, l'éditeur de Force, l'impression, les "
        "sauvegardes et les imports",
        "Как идёт кампания, каждый шаг, редактор Сил, печать, резервные копии и импорт"),
    "&Progress charts": ("&Graphiques de progression", "&Графики прогресса"),
    "RP, Renown, Base level and Force points of each player over the games, and the wins, "
    "draws, losses and casualties": (
        "Les PR, le Renom, le niveau de Base et les points de Force de chaque joueur au fil des "
        "parties, avec les victoires, égalités, défaites et pertes",
        "РП, Репутация, уровень Базы и очки Сил каждого игрока по играм, а также победы, "
        "ничьи, поражения и потери"),
    # settings
    "&Theme:": ("&Thème :", "&Тема:"),
    "Follow the system": ("Celui du système", "Как в системе"),
    "Light": ("Clair", "Светлая"),
    "Dark": ("Sombre", "Тёмная"),
    # the die field
    "r rolls": ("r : lancer", "r — бросок"),
    "Type the result of your D6 (1 to 6), or press r to roll it with the app's dice; Enter "
    "goes on to the next die, then OK": (
        "Tapez le résultat de votre D6 (1 à 6), ou appuyez sur r pour le lancer avec les dés de "
        "l'application ; Entrée passe au dé suivant, puis valide",
        "Введите результат вашего D6 (от 1 до 6) или нажмите r, чтобы бросить кубик "
        "программы; Enter переходит к следующему кубику, затем нажимает OK"),
    # the user guide window
    "Search the guide": ("Chercher dans le guide", "Поиск по руководству"),
    "User guide": ("Guide d'utilisation", "Руководство пользователя"),
    "Chapters found: {count}": ("Chapitres trouvés : {count}", "Найдено глав: {count}"),
    # the Progress window
    "Progress charts": ("Graphiques de progression", "Графики прогресса"),
    "RP (Requisition Points)": ("PR (Points de Réquisition)", "РП (очки реквизиции)"),
    "Renown": ("Renom", "Репутация"),
    "Base level": ("Niveau de Base", "Уровень Базы"),
    "Force points": ("Points de Force", "Очки Сил"),
    "Record": ("Bilan", "Итоги"),
    "Games": ("Parties", "Игры"),
    "Player": ("Joueur", "Игрок"),
    "Wins": ("Victoires", "Победы"),
    "Draws": ("Égalités", "Ничьи"),
    "Losses": ("Défaites", "Поражения"),
    "Casualties": ("Pertes", "Потери"),
    "Game": ("Partie", "Игра"),
    "Mission": ("Mission", "Миссия"),
    "Result": ("Résultat", "Результат"),
    "“Start” is before the first game; each number after it is the state after that game, "
    "once its injuries, RP, Renown and spending are done (the last one: now).": (
        "« Départ » est avant la première partie ; chaque numéro ensuite est l'état après cette "
        "partie, une fois ses blessures, PR, Renom et dépenses faits (le dernier : maintenant).",
        "«Старт» — до первой игры; каждый номер после него — состояние после этой игры, когда "
        "её ранения, РП, Репутация и траты учтены (последний — сейчас)."),
    "No campaign open": ("Aucune campagne ouverte", "Кампания не открыта"),
    "Open a campaign to see its progress.": (
        "Ouvrez une campagne pour voir sa progression.",
        "Откройте кампанию, чтобы увидеть её прогресс."),
    "No games yet": ("Pas encore de partie", "Игр пока нет"),
    "{campaign}: progress": ("{campaign} : progression", "{campaign}: прогресс"),
    "Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}": (
        "Parties jouées : {games} · gagnées : {won} · nulles : {drawn} · pertes : {casualties}",
        "Сыграно игр: {games} · с победителем: {won} · вничью: {drawn} · потерь: "
        "{casualties}"),
    "Start": ("Départ", "Старт"),
    "Draw": ("Égalité", "Ничья"),
    "{player} won": ("{player} a gagné", "Победа: {player}"),
    ", ": (", ", ", "),
    "{player}: {count}": ("{player} : {count}", "{player}: {count}"),
}
