"""Translations of issue 19's busy dialogs (the work runs in a worker thread, the window paints
meanwhile): context "ExchangeCommands" (app/ui/campaigns/exchange.py). Terms follow
docs/glossary.md."""

T = {
    "Importing the campaign…": ("Importation de la campagne…", "Импорт кампании…"),
    "Exporting the campaign…": ("Exportation de la campagne…", "Экспорт кампании…"),
    "Backing up the campaign database…": (
        "Sauvegarde de la base de données des campagnes…",
        "Резервное копирование базы данных кампаний…",
    ),
}
