"""Translations of the strings added with issue 17 (rounds, the finale, storyline roles, Squads
as units, promotions, crew)."""

T = {
    "&Steps of a round:": ("Étapes d'une &manche :", "&Шаги тура:"),
    "every player finishes a step before anyone takes the next": (
        "chaque joueur finit une étape avant que quiconque passe à la suivante",
        "каждый заканчивает шаг, прежде чем кто-либо перейдёт к следующему"),
    "each pair goes on after its own game": ("chaque paire continue après sa propre partie",
                                            "каждая пара идёт дальше после своей игры"),
    "&Doomsday Device, enemies near:": ("&Dispositif du Jugement Dernier, ennemis proches :",
                                        "&Устройство судного дня, враги рядом:"),
    "both players get 1 RP, the finder keeps his 2": (
        "les deux joueurs gagnent 1 PR, celui qui le trouve garde ses 2",
        "оба игрока получают 1 РП, нашедший сохраняет свои 2"),
    "both players get 1 RP instead of the finder's 2": (
        "les deux joueurs gagnent 1 PR au lieu des 2 de celui qui le trouve",
        "оба игрока получают 1 РП вместо 2 РП нашедшего"),
    "In a storyline, the winner of the previous mission defends the Last Stand": (
        "Dans une ligne d'histoire, le vainqueur de la mission précédente défend le Dernier Carré",
        "В сюжете победитель предыдущей миссии защищается в «Последнем рубеже»"),
    "closed {date}": ("close le {date}", "закрыта {date}"),
    "The campaign is closed: no more rounds.": ("La campagne est close : plus de manches.",
                                                 "Кампания закрыта: туров больше нет."),
    "Round {round} is not finished: every player completes step 5 first.": (
        "La manche {round} n'est pas finie : chaque joueur termine d'abord l'étape 5.",
        "Тур {round} не закончен: сначала каждый игрок проходит шаг 5."),
    "Round {round} was the finale: close the campaign instead.": (
        "La manche {round} était la finale : clôturez plutôt la campagne.",
        "Тур {round} был финалом: вместо этого закройте кампанию."),
    "{player} is not a player of this campaign.": ("{player} n'est pas un joueur de cette campagne.",
                                                    "{player} не участвует в этой кампании."),
    "{player} is in the round {count} times.": ("{player} figure {count} fois dans la manche.",
                                                "{player} указан в туре {count} раз(а)."),
    "{player} has neither an opponent nor a bye.": ("{player} n'a ni adversaire ni exemption.",
                                                    "У {player} нет ни соперника, ни пропуска тура."),
    "Round {round} needs at least one game.": ("La manche {round} demande au moins une partie.",
                                               "В туре {round} нужна хотя бы одна игра."),
    "The mission list has {missions} mission(s): none left for round {round}.": (
        "La liste des missions en compte {missions} : aucune pour la manche {round}.",
        "В списке миссий {missions}: для тура {round} не осталось ни одной."),
    "{player} is not in round {round}: new players join the next round.": (
        "{player} n'est pas dans la manche {round} : les nouveaux joueurs rejoignent la suivante.",
        "{player} не участвует в туре {round}: новые игроки вступают со следующего тура."),
    "{player} has a bye in round {round}: no {step}.": (
        "{player} est exempt de la manche {round} : pas d'étape « {step} ».",
        "{player} пропускает тур {round}: шаг «{step}» не нужен."),
    "{player} already did {step} in round {round}.": (
        "{player} a déjà fait l'étape « {step} » dans la manche {round}.",
        "{player} уже прошёл шаг «{step}» в туре {round}."),
    "{step} is not open yet for {player}: next is {current}.": (
        "L'étape « {step} » n'est pas encore ouverte pour {player} : ensuite vient « {current} ».",
        "Шаг «{step}» для {player} ещё не открыт: следующий — «{current}»."),
    "These players are not paired in round {round}.": (
        "Ces joueurs ne s'affrontent pas dans la manche {round}.",
        "Эти игроки не играют друг с другом в туре {round}."),
    "Start round {round} first: its pairings decide who plays whom.": (
        "Commencez d'abord la manche {round} : ses appariements décident qui joue contre qui.",
        "Сначала начните тур {round}: его пары решают, кто с кем играет."),
    "The campaign is already closed.": ("La campagne est déjà close.", "Кампания уже закрыта."),
    "Round {round} is still in progress: finish it before closing the campaign.": (
        "La manche {round} est encore en cours : terminez-la avant de clore la campagne.",
        "Тур {round} ещё идёт: закончите его, прежде чем закрывать кампанию."),
    "Close the campaign": ("Clore la campagne", "Закрыть кампанию"),
    "The campaign ends here: no more rounds, and these final standings are kept.": (
        "La campagne s'arrête ici : plus de manches, et ce classement final est conservé.",
        "Кампания заканчивается: туров больше не будет, итоговая таблица сохраняется."),
    "{rank}. {player} — Renown {renown}, {wins} win(s), {rp} RP": (
        "{rank}. {player} — Renom {renown}, {wins} victoire(s), {rp} PR",
        "{rank}. {player} — репутация {renown}, побед: {wins}, {rp} РП"),
    "Round started": ("Manche commencée", "Тур начат"),
    "Campaign closed": ("Campagne close", "Кампания закрыта"),
    "{a} v {b}": ("{a} contre {b}", "{a} против {b}"),
    "round {number}: {pairs}": ("manche {number} : {pairs}", "тур {number}: {pairs}"),
    "bye: {players}": ("exempt : {players}", "без пары: {players}"),
    "the finale": ("la finale", "финал"),
    "{rank}. {player}": ("{rank}. {player}", "{rank}. {player}"),
    "Every game of round {number}: {mission}.": ("Toutes les parties de la manche {number} : {mission}.",
                                                 "Все игры тура {number}: {mission}."),
    "Each pair rolls its mission (D6).": ("Chaque paire tire sa mission (D6).",
                                          "Каждая пара бросает D6 на миссию."),
    "The finale: every Team may use the whole Force.": (
        "La finale : chaque Équipe peut utiliser toute la Force.",
        "Финал: каждая команда может использовать все Силы."),
    "Start round {number}": ("Commencer la manche {number}", "Начать тур {number}"),
    "Who plays whom in this round? A player without an opponent has a bye: no game, but they still spend RP in step 5 like everyone.": (
        "Qui joue contre qui dans cette manche ? Un joueur sans adversaire est exempt : pas de partie, mais il dépense ses PR à l'étape 5 comme tout le monde.",
        "Кто с кем играет в этом туре? Игрок без соперника пропускает тур: игры нет, но на шаге 5 он тратит РП, как и все."),
    "— bye —": ("— exempt —", "— без пары —"),
    "This round is the finale: everyone may use the whole Force": (
        "Cette manche est la finale : chacun peut utiliser toute sa Force",
        "Этот тур — финал: каждый может использовать все Силы"),
    "Rounds": ("Manches", "Туры"),
    "Start round {number}…": ("Commencer la manche {number}…", "Начать тур {number}…"),
    "Close the campaign…": ("Clore la campagne…", "Закрыть кампанию…"),
    "The campaign is closed": ("La campagne est close", "Кампания закрыта"),
    "Final standings: {ranks}": ("Classement final : {ranks}", "Итоговая таблица: {ranks}"),
    "No round yet": ("Pas encore de manche", "Туров пока нет"),
    "A round pairs the players (an odd one out has a bye) and takes every player through the five steps; every player finishes a step before anyone takes the next.": (
        "Une manche apparie les joueurs (un joueur en trop est exempt) et fait passer chacun par les cinq étapes ; chaque joueur termine une étape avant que quiconque passe à la suivante.",
        "Тур разбивает игроков на пары (лишний игрок пропускает тур) и проводит каждого через пять шагов; каждый заканчивает шаг, прежде чем кто-либо перейдёт к следующему."),
    "Round {number}": ("Manche {number}", "Тур {number}"),
    "the finale: every Force plays whole": ("la finale : chaque Force joue au complet",
                                            "финал: все Силы играют целиком"),
    "mission: {mission}": ("mission : {mission}", "миссия: {mission}"),
    "Every player finished the round.": ("Chaque joueur a fini la manche.",
                                         "Все игроки закончили тур."),
    "Next: {step}.": ("Ensuite : {step}.", "Далее: {step}."),
    "{player} v {opponent}": ("{player} contre {opponent}", "{player} против {opponent}"),
    "{player} (bye)": ("{player} (exempt)", "{player} (без пары)"),
    "✓ done": ("✓ fait", "✓ готово"),
    "to do": ("à faire", "предстоит"),
    "bye": ("exempt", "без пары"),
    "Build the Team…": ("Construire l'Équipe…", "Собрать команду…"),
    "Record the game…": ("Enregistrer la partie…", "Записать игру…"),
    "Roll injuries…": ("Lancer les blessures…", "Бросить ранения…"),
    "RP and Renown…": ("PR et Renom…", "РП и репутация…"),
    "Nobody can take this step now: every player finishes the step before it first (see the round).": (
        "Personne ne peut faire cette étape maintenant : chaque joueur termine d'abord l'étape d'avant (voir la manche).",
        "Сейчас этот шаг никому не доступен: сначала все заканчивают предыдущий шаг (см. тур)."),
    "Points: {points} / {limit} (the finale: the whole Force)": (
        "Points : {points} / {limit} (la finale : toute la Force)",
        "Очки: {points} / {limit} (финал: все Силы)"),
    "&This round's mission: {mission}": ("Mission de cette &manche : {mission}",
                                         "&Миссия этого тура: {mission}"),
    "The storyline's default: {player} attacks (the winner of the previous mission defends). You may change it.": (
        "Par défaut selon la ligne d'histoire : {player} attaque (le vainqueur de la mission précédente défend). Vous pouvez le changer.",
        "По сюжету по умолчанию атакует {player} (победитель предыдущей миссии защищается). Можно изменить."),
    "A new Squad of {size}": ("Nouvelle Escouade de {size}", "Новый отряд из {size}"),
    "Squad {group} has {size} models: a starting Squad is its whole unit of {starting_size}.": (
        "L'Escouade {group} a {size} figurine(s) : une Escouade de départ est son unité complète de {starting_size}.",
        "В отряде {group} {size} мод.: стартовый отряд — это целое подразделение из {starting_size}."),
    "A new Squad is recruited as its whole unit: {count} of {size} models.": (
        "Une nouvelle Escouade se recrute en unité complète : {count} figurine(s) sur {size}.",
        "Новый отряд набирается целым подразделением: {count} из {size} моделей."),
}

P = {
    "%n round(s)": (("%n manche", "%n manches"), ("%n тур", "%n тура", "%n туров")),
}
