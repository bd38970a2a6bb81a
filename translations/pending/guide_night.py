"""Translations of the game-night guide (issue 20): the round panel's sentence saying what
happens next and for whom, and its button (context "RoundPanel",
app/ui/campaigns/round_panel.py). Russian keeps the player's name in the nominative after
«игрока» / «игроков». Terms follow docs/glossary.md."""

T = {
    "Next: add the players. A campaign needs at least two, each with a Force.": (
        "Ensuite : ajoutez les joueurs. Une campagne en demande au moins deux, chacun avec "
        "sa Force.",
        "Далее: добавьте игроков. Кампании нужно не меньше двух, у каждого своя Сила."),
    "Next: start round 1, or play game by game with the steps below. A round pairs the players (an odd one out has a bye) and takes every player through the five steps; every player finishes a step before anyone takes the next.": (
        "Ensuite : commencez la manche 1, ou jouez partie par partie avec les étapes "
        "ci-dessous. Une manche apparie les joueurs (un joueur en trop "
        "est exempt) et fait passer chacun par les cinq étapes ; chaque joueur termine une "
        "étape avant que quiconque passe à la suivante.",
        "Далее: начните тур 1 или играйте игру за игрой кнопками шагов ниже. Тур разбивает игроков на пары (лишний игрок пропускает тур) и "
        "проводит каждого через пять шагов; каждый заканчивает шаг, прежде чем кто-либо "
        "перейдёт к следующему."),
    "Every player finished the finale. Next: close the campaign.": (
        "Chaque joueur a fini la finale. Ensuite : clore la campagne.",
        "Все игроки закончили финал. Далее: закройте кампанию."),
    "Every player finished the round. Next: start round {number}.": (
        "Chaque joueur a fini la manche. Ensuite : commencez la manche {number}.",
        "Все игроки закончили тур. Далее: начните тур {number}."),
    "Next: {step} — {players}.": ("Ensuite : {step} — {players}.",
                                  "Далее: {step} — {players}."),
    "Build the Team of {player}…": ("Construire l'Équipe de {player}…",
                                    "Собрать команду игрока {player}…"),
    "Record the game {player} v {opponent}…": (
        "Enregistrer la partie {player} contre {opponent}…",
        "Записать игру {player} против {opponent}…"),
    "Roll the injuries of {player}…": ("Lancer les blessures de {player}…",
                                       "Бросить ранения игрока {player}…"),
    "RP and Renown of {player}…": ("PR et Renom de {player}…",
                                   "РП и репутация игрока {player}…"),
    "Spend the RP of {player}…": ("Dépenser les PR de {player}…",
                                  "Потратить РП игрока {player}…"),
}
