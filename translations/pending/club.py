"""Translations of the club-server strings (issue 22)."""

T = {
    "This cannot be undone or redone: a later action by {by} changed the same models or records. Undo that one first.": (
        "Impossible d'annuler ou de rétablir : une action plus récente de {by} a modifié les mêmes figurines ou enregistrements. Annulez-la d'abord.",
        "Это нельзя отменить или повторить: более позднее действие {by} изменило те же модели или записи. Сначала отмените его."),
    "{url} is not a database address: write postgresql://login@server/database.": (
        "{url} n'est pas une adresse de base de données : écrivez postgresql://identifiant@serveur/base.",
        "{url} — не адрес базы данных: напишите postgresql://логин@сервер/база."),
    "The server {path} refused the login: check the login name and password.": (
        "Le serveur {path} a refusé la connexion : vérifiez l'identifiant et le mot de passe.",
        "Сервер {path} отклонил вход: проверьте логин и пароль."),
    "The server {path} cannot be reached: check the address and the network, or take the campaign offline. Nothing was changed.": (
        "Le serveur {path} est injoignable : vérifiez l'adresse et le réseau, ou passez la campagne hors ligne. Rien n'a été modifié.",
        "Сервер {path} недоступен: проверьте адрес и сеть или переведите кампанию в автономный режим. Ничего не изменено."),
    "The connection to the server {path} was lost: nothing was changed. Try again when the server is back.": (
        "La connexion au serveur {path} a été perdue : rien n'a été modifié. Réessayez quand le serveur sera revenu.",
        "Соединение с сервером {path} потеряно: ничего не изменено. Повторите, когда сервер вернётся."),
    "The server saved the action, but its answer was lost: the campaign is shown as the server has it.": (
        "Le serveur a enregistré l'action, mais sa réponse a été perdue : la campagne est affichée telle que le serveur la détient.",
        "Сервер сохранил действие, но его ответ потерян: кампания показана такой, какая она на сервере."),
    "This campaign database is a file, not a club server.": (
        "Cette base de campagnes est un fichier, pas un serveur de club.",
        "Эта база кампаний — файл, а не сервер клуба."),
    "Other laptops kept changing the campaign at the same moment: nothing was changed. Try again.": (
        "D'autres ordinateurs modifiaient la campagne au même moment : rien n'a été modifié. Réessayez.",
        "Другие компьютеры одновременно изменяли кампанию: ничего не изменено. Повторите попытку."),
    "Your login on {path} may not change this: each player changes only their own Force, Team, injuries and spending. Nothing was changed.": (
        "Votre identifiant sur {path} ne permet pas de modifier ceci : chaque joueur ne modifie que sa propre Force, son Équipe, ses blessures et ses dépenses. Rien n'a été modifié.",
        "Ваш логин на {path} не может это изменить: каждый игрок меняет только свои силы, команду, ранения и траты. Ничего не изменено."),
    "{path} is a club server: its administrator backs it up (pg_dump). Export a campaign to keep a copy of your own.": (
        "{path} est un serveur de club : son administrateur le sauvegarde (pg_dump). Exportez une campagne pour en garder votre propre copie.",
        "{path} — сервер клуба: его резервные копии делает администратор (pg_dump). Экспортируйте кампанию, чтобы сохранить свою копию."),
    "{login} cannot be a login: use lower-case letters, digits and _ (up to 63).": (
        "{login} ne peut pas être un identifiant : utilisez des minuscules, des chiffres et _ (63 au plus).",
        "{login} не может быть логином: используйте строчные латинские буквы, цифры и _ (не более 63)."),
    "There is no player {id}.": ("Il n'y a pas de joueur {id}.", "Нет игрока {id}."),
    "{database} is ready for club play: schema, roles and row-level security are in place.": (
        "{database} est prête pour le jeu en club : schéma, rôles et sécurité par ligne sont en place.",
        "{database} готова к игре клуба: схема, роли и построчная защита на месте."),
    "Organiser login: {login}, password: {password} (shown only now).": (
        "Identifiant de l'organisateur : {login}, mot de passe : {password} (affiché seulement maintenant).",
        "Логин организатора: {login}, пароль: {password} (показан только сейчас)."),
    "Organiser login: {login} (its password was kept).": (
        "Identifiant de l'organisateur : {login} (son mot de passe a été conservé).",
        "Логин организатора: {login} (пароль сохранён прежним)."),
    "Login for player {player} of campaign {campaign}: {login}, password: {password} (shown only now).": (
        "Identifiant du joueur {player} de la campagne {campaign} : {login}, mot de passe : {password} (affiché seulement maintenant).",
        "Логин игрока {player} кампании {campaign}: {login}, пароль: {password} (показан только сейчас)."),
    "Connect with: forcesheet --db {url}": ("Connexion : forcesheet --db {url}",
                                            "Подключение: forcesheet --db {url}"),
    "The password is kept in this computer's keyring.": (
        "Le mot de passe est conservé dans le trousseau de cet ordinateur.",
        "Пароль сохранён в связке ключей этого компьютера."),
    "No keyring on this computer: the password was not kept ({error}).": (
        "Pas de trousseau sur cet ordinateur : le mot de passe n'a pas été conservé ({error}).",
        "На этом компьютере нет связки ключей: пароль не сохранён ({error})."),
}

T.update({
    "Connect to a club server": ("Se connecter au serveur du club", "Подключение к серверу клуба"),
    "kept in the keyring, or asked": ("conservé dans le trousseau, ou demandé",
                                      "хранится в связке ключей или запрашивается"),
    "&Keep the password in this computer's keyring": (
        "&Garder le mot de passe dans le trousseau de cet ordinateur",
        "&Хранить пароль в связке ключей этого компьютера"),
    "The campaigns of a club's PostgreSQL server: everyone's changes appear on every laptop within a second. Your organiser gives you the address and your login.": (
        "Les campagnes du serveur PostgreSQL d'un club : les modifications de chacun apparaissent sur chaque ordinateur en moins d'une seconde. Votre organisateur vous donne l'adresse et votre identifiant.",
        "Кампании сервера PostgreSQL клуба: изменения каждого видны на всех компьютерах меньше чем через секунду. Адрес и логин вам даст организатор."),
    "&Address:": ("&Adresse :", "&Адрес:"),
    "&Password:": ("&Mot de passe :", "&Пароль:"),
    "&Connect": ("Se &connecter", "&Подключиться"),
    "Write the address as postgresql://login@server/database.": (
        "Écrivez l'adresse sous la forme postgresql://identifiant@serveur/base.",
        "Запишите адрес в виде postgresql://логин@сервер/база."),
    "&Connect to a club server…": ("Se &connecter au serveur du club…",
                                   "&Подключиться к серверу клуба…"),
    "Open the campaigns of a club's PostgreSQL server, shared by every laptop": (
        "Ouvrir les campagnes du serveur PostgreSQL d'un club, partagées par tous les ordinateurs",
        "Открыть кампании сервера PostgreSQL клуба, общие для всех компьютеров"),
})
