"""Translations of the round grid's column headers (issue 20): context "RoundPanel"
(app/ui/campaigns/round_panel.py). Terms follow docs/glossary.md."""

T = {
    "Game": ("Partie", "Игра"),
    "Player": ("Joueur", "Игрок"),
}
