"""The toolbar's Undo and Redo buttons keep a short verb (issue 19: a button that grew with each
action's name moved the toolbar); context "ShellActions" (app/ui/campaigns/actions.py). The
history's "Undo" / "Redo" are nouns (Annulation, Отмена); these are the buttons' verbs."""

T = {
    "Undo": ("Annuler", "Отменить"),
    "Redo": ("Rétablir", "Повторить"),
}
