"""Translations of the strings added with issue 20 (the campaign progress page of the campaign
PDF: its charts and record, context "sheets"). The labels the Progress window already had keep
its translations."""

T = {
    "Campaign progress": ("Progression de la campagne", "Прогресс кампании"),
    "Campaign progress – {campaign} – {date}": (
        "Progression de la campagne – {campaign} – {date}",
        "Прогресс кампании – {campaign} – {date}"),
    "Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}": (
        "Parties jouées : {games} · gagnées : {won} · nulles : {drawn} · pertes : {casualties}",
        "Сыграно игр: {games} · с победителем: {won} · вничью: {drawn} · потерь: {casualties}"),
    "No game played yet: the charts start with the first game.": (
        "Aucune partie jouée pour l'instant : les graphiques commencent avec la première "
        "partie.",
        "Ещё не сыграно ни одной игры: графики начнутся с первой игры."),
    "Base level": ("Niveau de Base", "Уровень базы"),
    "Force points": ("Points de la Force", "Очки Сил"),
    "RP": ("PR", "РП"),
    "Level": ("Niveau", "Уровень"),
    "Record": ("Bilan", "Итоги"),
    "Games": ("Parties", "Игры"),
    "Wins": ("Victoires", "Победы"),
    "Draws": ("Égalités", "Ничьи"),
    "Losses": ("Défaites", "Поражения"),
    "Casualties": ("Pertes", "Потери"),
    "Start": ("Départ", "Старт"),
    "“Start” is before the first game; each number after it is the state after that game, "
    "once its injuries, RP, Renown and spending are done (the last one: now).": (
        "« Départ » est avant la première partie ; chaque numéro ensuite est l'état après "
        "cette partie, une fois ses blessures, PR, Renom et dépenses faits (le dernier : "
        "maintenant).",
        "«Старт» — до первой игры; каждый номер после него — состояние после этой игры, когда "
        "её ранения, РП, Репутация и траты учтены (последний — сейчас)."),
}
