"""Translations of the strings added while checking the played-Force screens in a real X server
(the history's Team Sheet of a past game, shorter snapshot titles, corrections named reason
first)."""

T = {
    "{force} as it was on {when}": (
        "{force} telle qu'elle était le {when}",
        "{force}: как было {when}"),
    "Correction of {force}: {reason} ({action})": (
        "Correction de {force} : {reason} ({action})",
        "Исправление сил «{force}»: {reason} ({action})"),
    "Print the Team Sheet of this game…": (
        "Imprimer la Feuille d'Équipe de cette partie…",
        "Напечатать лист команды этой игры…"),
    "The Team Sheet of the selected record's game as PDF, printed from the campaign as it was "
    "then": (
        "La Feuille d'Équipe de la partie de l'enregistrement choisi, en PDF, imprimée depuis la "
        "campagne telle qu'elle était alors",
        "Лист команды игры выбранной записи в PDF — по кампании, какой она была тогда"),
    "Team Sheet": ("Feuille d'Équipe", "Лист команды"),
    "Whose Team Sheet?": ("La Feuille d'Équipe de qui ?", "Чей лист команды?"),
}
