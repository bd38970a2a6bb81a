"""Translations of strings added by H12 (no English left in fr / ru)."""

T = {
    # French puts a (non-breaking) space before a colon; Russian does not.
    "{label}: {text}": ("{label}\u00a0: {text}", "{label}: {text}"),
}
T.update({
    "{file}: {error}": ("{file}\u00a0: {error}", "{file}: {error}"),
})
T.update({
    "expected an object": ("un objet était attendu", "ожидался объект"),
    "expected a list": ("une liste était attendue", "ожидался список"),
    "missing": ("manquant", "отсутствует"),
    "wrong type": ("type incorrect", "неверный тип"),
    "the file is too large": ("le fichier est trop volumineux", "файл слишком велик"),
    "nested too deeply": ("imbrication trop profonde", "слишком глубокая вложенность"),
    "not a Force Sheet campaign file": ("ce n'est pas un fichier de campagne Force Sheet",
                                        "это не файл кампании Force Sheet"),
    "unknown version": ("version inconnue", "неизвестная версия"),
    "not a Team List": ("ce n'est pas une Liste d'Équipe", "это не командный список"),
    "duplicate id": ("identifiant en double", "повторяющийся идентификатор"),
    "unknown Team List copy": ("copie de Liste d'Équipe inconnue",
                               "неизвестная копия командного списка"),
    "refers to nothing": ("ne renvoie à rien", "ни на что не ссылается"),
    "expected a list of ids": ("une liste d'identifiants était attendue",
                               "ожидался список идентификаторов"),
    "expected a list of uids": ("une liste d'identifiants de figurines était attendue",
                                "ожидался список идентификаторов моделей"),
    "RP, Renown or Base level out of range": (
        "PR, Renom ou niveau de Base hors limites",
        "РП, Известность или уровень Базы вне допустимых пределов"),
    "not readable": ("illisible", "не читается"),
    "not a readable model": ("figurine illisible", "модель не читается"),
    "unknown section": ("section inconnue", "неизвестный раздел"),
    "unknown status": ("état inconnu", "неизвестное состояние"),
    "expected whole numbers": ("des nombres entiers étaient attendus", "ожидались целые числа"),
    "not a number": ("ce n'est pas un nombre", "это не число"),
    "not a readable Group": ("Groupe illisible", "Группа не читается"),
    "expected counts": ("des nombres étaient attendus", "ожидались количества"),
    "cannot read": ("lecture impossible", "не удаётся прочитать"),
    "not a readable campaign file": ("fichier de campagne illisible",
                                     "файл кампании не читается"),
    "not a roster file": ("ce n'est pas un fichier roster", "это не файл ростера"),
    "not a readable roster file": ("fichier roster illisible", "файл ростера не читается"),
    "expected a JSON object": ("un objet JSON était attendu", "ожидался объект JSON"),
    "expected a mapping": ("un objet était attendu", "ожидался объект"),
    "expected an upgrade id": ("un identifiant d'amélioration était attendu",
                               "ожидался идентификатор улучшения"),
    "expected a model uid": ("un identifiant de figurine était attendu",
                             "ожидался идентификатор модели"),
    "not valid JSON ({detail})": ("JSON invalide ({detail})", "некорректный JSON ({detail})"),
    "written by a newer Force Sheet (version {version})": (
        "écrit par une version plus récente de Force Sheet (version {version})",
        "записан более новой версией Force Sheet (версия {version})"),
    "the roster is for {found}, not {expected}": (
        "ce fichier roster est pour {found}, pas pour {expected}",
        "этот ростер для {found}, а не для {expected}"),
    "this is not a Force Sheet roster": ("ce n'est pas un fichier roster de Force Sheet",
                                         "это не ростер Force Sheet"),
    "version {version} is newer than this app reads ({known})": (
        "la version {version} est plus récente que celle que lit l'application ({known})",
        "версия {version} новее, чем читает приложение ({known})"),
})
T.update({
    "a Group": ("un Groupe", "группа"),
})
