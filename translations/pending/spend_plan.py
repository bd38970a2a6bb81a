"""Translations of the Spend RP dialog's strings added with the step 5 plan (issue 13)."""

T = {
    "Replacement crew": ("Servants de remplacement", "Пополнение расчёта"),
    "{gun}: {alive} of {size} crew; {points} pts each": (
        "{gun} : {alive} servant(s) sur {size} ; {points} pts chacun",
        "{gun}: расчёт {alive} из {size}; {points} очк. за каждого"),
    "Replacement crew for {gun}": ("Servant de remplacement pour {gun}",
                                   "Пополнение расчёта для {gun}"),
    "{item} given up by {model} — no points back": (
        "{item} abandonné par {model} — aucun point rendu",
        "{model} отказывается от {item} — очки не возвращаются"),
    "Join the new Group of this plan ({count} recruited)": (
        "Rejoindre le nouveau Groupe de ce plan ({count} recrutés)",
        "В новую группу из этого плана (набрано: {count})"),
}
