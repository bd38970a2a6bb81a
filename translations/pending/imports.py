# ruff: noqa: E501
"""Translations of the import refusals of issue 14 (points 4 to 6): context "store"
(app/i18n/store_messages.py: the store.rule.uid_* sentences and the import reasons). Terms follow
docs/glossary.md."""

T = {
    # store.rule.uid_* (a Force that cannot take a model id)
    "Two models share the id {uid}: nothing was changed.": (
        "Deux figurines ont le même identifiant {uid} : rien n'a été modifié.",
        "Две модели имеют один идентификатор {uid}: ничего не изменено.",
    ),
    "The id {uid} belongs to a model that has left the Force: nothing was changed.": (
        "L'identifiant {uid} appartient à une figurine qui a quitté la Force : rien n'a été modifié.",
        "Идентификатор {uid} принадлежит модели, покинувшей Силы: ничего не изменено.",
    ),
    "The id {uid} is kept for Artillery crew: nothing was changed.": (
        "L'identifiant {uid} est réservé aux servants d'Artillerie : rien n'a été modifié.",
        "Идентификатор {uid} зарезервирован для артиллерийского расчёта: ничего не изменено.",
    ),
    "Two Groups share the id {uid}: nothing was changed.": (
        "Deux Groupes ont le même identifiant {uid} : rien n'a été modifié.",
        "Две группы имеют один идентификатор {uid}: ничего не изменено.",
    ),
    # import reasons (the {reason} of "Cannot import {file}: {reason} (at {path}).")
    "a number out of range": ("un nombre hors limites", "число вне допустимого диапазона"),
    "text that is not valid Unicode": ("un texte qui n'est pas de l'Unicode valide",
                                       "текст, не являющийся корректным Юникодом"),
    "unknown Team List entry": ("entrée inconnue de la Liste d'Équipe",
                                "неизвестная позиция командного списка"),
    "not a Team List id or revision": ("ce n'est pas un identifiant ni une révision de Liste d'Équipe",
                                       "это не идентификатор и не редакция командного списка"),
    "too many objects and lists": ("trop d'objets et de listes", "слишком много объектов и списков"),
    "two models share the uid {uid}": ("deux figurines ont le même identifiant {uid}",
                                       "две модели имеют один идентификатор {uid}"),
    "the uid {uid} is kept for Artillery crew": (
        "l'identifiant {uid} est réservé aux servants d'Artillerie",
        "идентификатор {uid} зарезервирован для артиллерийского расчёта"),
    "the uid {uid} belongs to a model that has left the Force": (
        "l'identifiant {uid} appartient à une figurine qui a quitté la Force",
        "идентификатор {uid} принадлежит модели, покинувшей Силы"),
    "two Groups share the id {gid}": ("deux Groupes ont le même identifiant {gid}",
                                      "две группы имеют один идентификатор {gid}"),
    "the same {columns} as an earlier row": ("les mêmes {columns} qu'une ligne précédente",
                                             "те же {columns}, что и в предыдущей строке"),
    "RP {rp} do not match the RP ledger ({ledger})": (
        "les PR ({rp}) ne correspondent pas au registre des PR ({ledger})",
        "РП ({rp}) не совпадают с журналом РП ({ledger})"),
    "points {found} do not match the Team List's {wanted}": (
        "les points ({found}) ne correspondent pas aux {wanted} de la Liste d'Équipe",
        "очки ({found}) не совпадают с {wanted} по командному списку"),
}
