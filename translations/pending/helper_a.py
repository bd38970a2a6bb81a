"""Translations of the strings added for issue 20 (table-ready), second slice: drafts of the
step dialogs, no preselected game result, a die not rolled again silently, Import Force read
first, where a PDF went, one naming scheme of Squads and Groups."""

T = {
    # drafts of the step dialogs (StepDialogs)
    "Keep what you entered as a draft? The draft comes back the next time you open this step, "
    "until it is confirmed.": (
        "Garder ce que vous avez saisi comme brouillon ? Le brouillon revient à la prochaine "
        "ouverture de cette étape, jusqu'à ce qu'elle soit validée.",
        "Сохранить введённое как черновик? Черновик вернётся при следующем открытии этого шага, "
        "пока шаг не будет подтверждён."),
    "&Keep the draft": ("&Garder le brouillon", "&Сохранить черновик"),
    "Discard what you entered in this dialog?": (
        "Abandonner ce que vous avez saisi dans cette fenêtre ?",
        "Отменить всё, что введено в этом окне?"),
    "&Discard": ("&Ne pas garder", "&Не сохранять"),
    # Record a game (RecordGameDialog)
    "Pick the result…": ("Choisissez le résultat…", "Выберите результат…"),
    "Pick the result of the game.": ("Choisissez le résultat de la partie.",
                                     "Выберите результат игры."),
    # a die already given (DiceInput)
    "Roll again? The first roll was {roll}.": (
        "Relancer ? Le premier jet était {roll}.",
        "Бросить ещё раз? Первый бросок: {roll}."),
    "Roll over the {roll} typed in?": (
        "Lancer le dé à la place du {roll} saisi ?",
        "Бросить кубик вместо введённого значения {roll}?"),
    # after a PDF export (SheetExport)
    "PDF saved": ("PDF enregistré", "PDF сохранён"),
    "The PDF was saved as {file} in the folder {folder}.\n\nNo PDF viewer could open it: open "
    "the folder, or open the file with the program of your choice.": (
        "Le PDF a été enregistré sous le nom {file} dans le dossier {folder}.\n\nAucune "
        "visionneuse PDF n'a pu l'ouvrir : ouvrez le dossier, ou ouvrez le fichier avec le "
        "programme de votre choix.",
        "PDF сохранён как {file} в папке {folder}.\n\nНи одна программа просмотра PDF не "
        "смогла его открыть: откройте папку или откройте файл в программе по вашему выбору."),
    "Open &folder": ("Ouvrir le &dossier", "Открыть &папку"),
    # the printed sheets (sheets)
    "Squad {number}": ("Escouade {number}", "Отряд {number}"),
    # Spend RP's plan: whole templates, every name in the nominative (SpendDialog)
    "{gun}: replacement crew": ("{gun} : servant de remplacement", "{gun}: пополнение расчёта"),
    "A new Group": ("Un nouveau Groupe", "Новая группа"),
    "{group}: recruit {entry}": ("{group} : recruter {entry}", "{group}: новобранец — {entry}"),
    "{model}: {item}": ("{model} : {item}", "{model}: {item}"),
    "{what} (replaces: {old})": ("{what} (remplace : {old})", "{what} (заменяет: {old})"),
    "{model}: {honour}": ("{model} : {honour}", "{model}: {honour}"),
    # Injuries: the names in the nominative (InjuriesDialog)
    "{item} is handed over: {model} → {to}.": ("{item} est transmis : {model} → {to}.",
                                                "{item} передаётся: {model} → {to}."),
}
