"""Translations of strings added by the coordinator outside the areas' own tables."""

T = {
    "Save and &print Team Sheet…": ("Enregistrer et &imprimer la Feuille d'Équipe…",
                                    "Сохранить и &напечатать лист команды…"),
}
