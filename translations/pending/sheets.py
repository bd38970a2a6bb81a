"""Translations of the printable sheets (H3): contexts "sheets" (app/sheets/data.py,
app/sheets/render.py), "SheetExport" (app/ui/sheet_export.py) and "cli_sheets"
(app/cli/sheets.py). Terms follow docs/glossary.md."""

T = {
    # app/sheets/data.py (context "sheets")
    "Group {number}": ("Groupe {number}", "Группа {number}"),
    "−{n} {stat}": ("−{n} {stat}", "−{n} {stat}"),
    "Game {number}: {mission}": ("Partie {number} : {mission}", "Игра {number}: {mission}"),
    "Game {number}": ("Partie {number}", "Игра {number}"),
    "Field promotion: {model} leads the Team, gains Inspiring Presence and counts as the "
    "Team Leader; 1 RP less at the end of the game": (
        "Promotion sur le terrain : {model} mène l'Équipe, gagne Présence Inspirante et compte "
        "comme Chef d'Équipe ; 1 PR de moins à la fin de la partie",
        "Полевое повышение: {model} ведёт команду, получает Вдохновляющее присутствие и "
        "считается лидером команды; в конце игры на 1 РП меньше",
    ),
    "Team Leader (field promotion)": (
        "Chef d'Équipe (promotion sur le terrain)", "Лидер команды (полевое повышение)"),
    "Team Leader (Officer Training)": (
        "Chef d'Équipe (Formation des Officiers)", "Лидер команды (подготовка офицеров)"),
    "{model} is the Team Leader but Wounded: no Inspiring Presence this game": (
        "{model} est Chef d'Équipe mais Blessé : pas de Présence Inspirante pendant cette partie",
        "{model} — лидер команды, но ранен: без Вдохновляющего присутствия в этой игре",
    ),
    "{model}: Incapacitated, cannot be in this Team": (
        "{model} : Hors de combat, ne peut pas faire partie de cette Équipe",
        "{model}: выведен из строя, не может быть в этой команде",
    ),
    # app/sheets/render.py (context "sheets")
    "Force Sheet": ("Feuille de Force", "Лист сил"),
    "Team Sheet": ("Feuille d'Équipe", "Лист команды"),
    "Force Sheet – {player} – {date}": (
        "Feuille de Force – {player} – {date}", "Лист сил – {player} – {date}"),
    "Team Sheet – {player} – {date}": (
        "Feuille d'Équipe – {player} – {date}", "Лист команды – {player} – {date}"),
    "Page {page} of {pages}": ("Page {page} sur {pages}", "Страница {page} из {pages}"),
    "Campaign": ("Campagne", "Кампания"),
    "Player": ("Joueur", "Игрок"),
    "Force": ("Force", "Силы"),
    "Team List": ("Liste d'Équipe", "Командный список"),
    "{name}, version {version}": ("{name}, version {version}", "{name}, версия {version}"),
    "Base": ("Base", "База"),
    "Level {level}: {name} (Team limit {limit} pts)": (
        "Niveau {level} : {name} (limite d'Équipe {limit} pts)",
        "Уровень {level}: {name} (лимит команды {limit} очк.)",
    ),
    "Base upgrades": ("Améliorations de Base", "Улучшения базы"),
    "none": ("aucune", "нет"),
    "Requisition Points (RP)": ("Points de Réquisition (PR)", "Очки реквизиции (РП)"),
    "Renown": ("Renom", "Репутация"),
    "Games played": ("Parties jouées", "Сыграно игр"),
    "Points": ("Points", "Очки"),
    "Models": ("Figurines", "Модели"),
    "#": ("N°", "№"),
    "Model": ("Figurine", "Модель"),
    "Wargear and special rules": ("Équipement et règles spéciales", "Снаряжение и особые правила"),
    "Honours, injuries, state": ("Honneurs, blessures, état", "Награды, ранения, состояние"),
    "Pts": ("Pts", "Очк."),
    "Rules:": ("Règles :", "Правила:"),
    "Honours:": ("Honneurs :", "Награды:"),
    "Injuries:": ("Blessures :", "Ранения:"),
    "Group:": ("Groupe :", "Группа:"),
    "Bold characteristic: changed by Battle Honours, injuries or this game's effects; "
    "the Team List value is in brackets. Bold wargear: options bought for the model.": (
        "Caractéristique en gras : modifiée par des Honneurs de Bataille, des blessures ou les "
        "effets de cette partie ; la valeur de la Liste d'Équipe est entre parenthèses. "
        "Équipement en gras : options achetées pour la figurine.",
        "Жирная характеристика: изменена боевыми наградами, ранениями или эффектами этой игры; "
        "значение из командного списка — в скобках. Жирное снаряжение: опции, купленные для "
        "модели.",
    ),
    "Total: {points} pts": ("Total : {points} pts", "Итого: {points} очк."),
    "Groups and Squads": ("Groupes et Escouades", "Группы и отряды"),
    "Group": ("Groupe", "Группа"),
    "Entry": ("Entrée", "Позиция"),
    "Members": ("Membres", "Состав"),
    "Shared Battle Honours": ("Honneurs de Bataille partagés", "Общие боевые награды"),
    "Options:": ("Options :", "Опции:"),
    "Fallen": ("Tombés au combat", "Павшие"),
    "Died in": ("Mort lors de", "Погиб"),
    "Problems found by the rules check": (
        "Problèmes relevés par la vérification des règles", "Проблемы, найденные проверкой правил"),
    "Notes": ("Notes", "Заметки"),
    "Mission": ("Mission", "Миссия"),
    "Opponent": ("Adversaire", "Противник"),
    "Game": ("Partie", "Игра"),
    "Team points": ("Points de l'Équipe", "Очки команды"),
    "{points} of {limit} pts": ("{points} sur {limit} pts", "{points} из {limit} очк."),
    "{over} pts over the Base limit": (
        "{over} pts au-delà de la limite de la Base", "на {over} очк. больше лимита базы"),
    "Field promotion": ("Promotion sur le terrain", "Полевое повышение"),
    "Effects in force this game": ("Effets en vigueur pendant cette partie",
                                   "Эффекты, действующие в этой игре"),
    "No temporary effects.": ("Aucun effet temporaire.", "Временных эффектов нет."),
    "Special rules of the Team": ("Règles spéciales de l'Équipe", "Особые правила команды"),
    "Result, casualties and achievements": (
        "Résultat, pertes et accomplissements", "Результат, потери и достижения"),
    # app/ui/sheet_export.py (context "SheetExport")
    "Force Sheets": ("Feuilles de Force", "Листы сил"),
    "Team Sheets": ("Feuilles d'Équipe", "Листы команды"),
    "Export sheet as PDF": ("Exporter la feuille en PDF", "Экспорт листа в PDF"),
    "PDF files (*.pdf)": ("Fichiers PDF (*.pdf)", "Файлы PDF (*.pdf)"),
    "Export failed": ("Échec de l'export", "Экспорт не удался"),
    "The sheet could not be written to {file}:\n{error}": (
        "Impossible d'écrire la feuille dans {file} :\n{error}",
        "Не удалось записать лист в {file}:\n{error}",
    ),
    # app/sheets/from_store.py (context "SheetExport")
    "No Team is saved for the next game: build the Team first.": (
        "Aucune Équipe n'est enregistrée pour la prochaine partie : construisez d'abord l'Équipe.",
        "Для следующей игры не сохранена команда: сначала соберите команду.",
    ),
    "{player} did not play this game.": ("{player} n'a pas joué cette partie.",
                                         "{player} не участвовал(а) в этой игре."),
    "'{id}' is not an id of the campaign database.": (
        "« {id} » n'est pas un identifiant de la base des campagnes.",
        "«{id}» — не идентификатор в базе кампаний.",
    ),
    "Player {player} is not in campaign {campaign}.": (
        "Le joueur {player} ne fait pas partie de la campagne {campaign}.",
        "Игрок {player} не участвует в кампании {campaign}.",
    ),
    # app/cli/sheets.py (context "cli_sheets")
    "{file}: written": ("{file} : écrit", "{file}: записан"),
    "{file}: cannot read: {error}": ("{file} : lecture impossible : {error}",
                                     "{file}: невозможно прочитать: {error}"),
    "{file}: no Team List '{id}'": ("{file} : pas de Liste d'Équipe « {id} »",
                                    "{file}: нет командного списка «{id}»"),
    "{file}: the roster has no Team": ("{file} : la liste n'a pas d'Équipe",
                                       "{file}: в ростере нет команды"),
    "{file}: cannot write: {error}": ("{file} : écriture impossible : {error}",
                                      "{file}: невозможно записать: {error}"),
    "give a roster file, or --campaign and --player (and --game for a Team)": (
        "indiquez un fichier de liste, ou --campaign et --player (et --game pour une Équipe)",
        "укажите файл ростера или --campaign и --player (и --game для команды)",
    ),
    "campaign store: {error}": ("base des campagnes : {error}", "хранилище кампаний: {error}"),
}

P = {
    "{points} pts, %n model(s)": (
        ("{points} pts, %n figurine", "{points} pts, %n figurines"),
        ("{points} очк., %n модель", "{points} очк., %n модели", "{points} очк., %n моделей"),
    ),
    "Crew: %n model(s)": (
        ("Servants : %n figurine", "Servants : %n figurines"),
        ("Расчёт: %n модель", "Расчёт: %n модели", "Расчёт: %n моделей"),
    ),
}
