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

T.update({
    "The rules refuse this action on the campaign as the server has it now: it was not applied. Do it again by hand if it still applies.": (
        "Les règles refusent cette action sur la campagne telle que le serveur la détient maintenant : elle n'a pas été appliquée. Refaites-la à la main si elle s'applique encore.",
        "Правила отклоняют это действие для кампании в её нынешнем виде на сервере: оно не применено. Повторите его вручную, если оно ещё актуально."),
    "This campaign database is not an offline copy of a club's campaign.": (
        "Cette base de campagnes n'est pas une copie hors ligne d'une campagne de club.",
        "Эта база кампаний не является автономной копией кампании клуба."),
    "This offline copy was taken from another server ({url}).": (
        "Cette copie hors ligne vient d'un autre serveur ({url}).",
        "Эта автономная копия взята с другого сервера ({url})."),
    "Campaign {campaign} copied to {file}: play on it with forcesheet --db {file}, then sync it back.": (
        "Campagne {campaign} copiée dans {file} : jouez dessus avec forcesheet --db {file}, puis synchronisez-la.",
        "Кампания {campaign} скопирована в {file}: играйте в ней через forcesheet --db {file}, затем синхронизируйте."),
    "{applied} actions applied on the server, {skipped} already there, {refused} refused.": (
        "{applied} actions appliquées sur le serveur, {skipped} déjà présentes, {refused} refusées.",
        "Действий применено на сервере: {applied}, уже были: {skipped}, отклонено: {refused}."),
    "Refused: action {seq} ({kind}): {reason}": ("Refusée : action {seq} ({kind}) : {reason}",
                                                 "Отклонено: действие {seq} ({kind}): {reason}"),
    "Copying the campaign to this laptop…": ("Copie de la campagne sur cet ordinateur…",
                                              "Кампания копируется на этот компьютер…"),
    "Offline": ("Hors ligne", "Автономно"),
    "The campaign is now on this laptop ({file}). Play on: everything you do is kept as actions, and File ▸ Sync with the club server puts them on the server when you are back.": (
        "La campagne est maintenant sur cet ordinateur ({file}). Continuez à jouer : tout ce que vous faites est gardé sous forme d'actions, et Fichier ▸ Synchroniser avec le serveur du club les met sur le serveur à votre retour.",
        "Кампания теперь на этом компьютере ({file}). Играйте дальше: всё сделанное сохраняется как действия, а «Файл ▸ Синхронизировать с сервером клуба» перенесёт их на сервер, когда вы вернётесь."),
    "Putting the offline actions on the server…": ("Envoi des actions hors ligne au serveur…",
                                                    "Автономные действия переносятся на сервер…"),
    "{applied} actions were applied on the server; {skipped} were already there.": (
        "{applied} actions ont été appliquées sur le serveur ; {skipped} y étaient déjà.",
        "Действий применено на сервере: {applied}; уже были там: {skipped}."),
    "The rules now refuse these, so they were not applied (the offline copy keeps them: do them again by hand if they still apply):": (
        "Les règles refusent désormais celles-ci, elles n'ont donc pas été appliquées (la copie hors ligne les garde : refaites-les à la main si elles s'appliquent encore) :",
        "Правила теперь отклоняют эти действия, поэтому они не применены (автономная копия их хранит: повторите вручную, если они ещё актуальны):"),
    "action {seq} ({kind}): {reason}": ("action {seq} ({kind}) : {reason}",
                                        "действие {seq} ({kind}): {reason}"),
    "Synced": ("Synchronisé", "Синхронизировано"),
    "Take this campaign &offline": ("Passer cette campagne &hors ligne",
                                    "Перевести кампанию в &автономный режим"),
    "Copy the campaign to this laptop to play without the server; sync it back later": (
        "Copier la campagne sur cet ordinateur pour jouer sans le serveur ; la synchroniser plus tard",
        "Скопировать кампанию на этот компьютер, чтобы играть без сервера; синхронизировать позже"),
    "S&ync with the club server…": ("S&ynchroniser avec le serveur du club…",
                                    "Си&нхронизировать с сервером клуба…"),
})

T.update({
    "Only the club's organiser can do this.": ("Seul l'organisateur du club peut faire cela.",
                                               "Это может сделать только организатор клуба."),
})
