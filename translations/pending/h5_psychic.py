"""Translations of psychic powers and the Team Sheet for the table (issue 18, points 3 and 4):
contexts "BuildTeamDialog" (app/ui/steps/team.py: the powers of the Team's psykers),
"CampaignViolation" (app/ui/steps/messages.py: the team.psychic_* codes) and "sheets"
(app/sheets/data.py, app/sheets/render.py: weapons, psychic powers, mission block, Base upgrade
checklist, achievements). Terms follow docs/glossary.md; seed 004's Russian words for the
psychic phase ("уровень Мастерства", "Заряд Варпа", "психический капюшон")."""

T = {
    # BuildTeamDialog
    "{model}: {count} of {limit} powers (Mastery Level {mastery})": (
        "{model} : {count} pouvoir(s) sur {limit} (Niveau de Maîtrise {mastery})",
        "{model}: сил {count} из {limit} (уровень Мастерства {mastery})",
    ),
    "{model}: {count} of {limit} powers (Mastery Level {mastery}, +1 Open Mind)": (
        "{model} : {count} pouvoir(s) sur {limit} (Niveau de Maîtrise {mastery}, +1 "
        "Ouverture d'Esprit)",
        "{model}: сил {count} из {limit} (уровень Мастерства {mastery}, +1 Открытый разум)",
    ),
    "Ps&ychic powers for this game:": (
        "Pouvoirs ps&ychiques pour cette partie :", "Пси-&способности на эту игру:"),
    "One power per Mastery Level from the psyker's list, never the same twice; Open Mind adds "
    "one. Warp Charge: roll D3 (not D6) plus the Mastery Levels. Every psyker counts as having "
    "a psychic hood.": (
        "Un pouvoir par Niveau de Maîtrise, choisi dans la liste du psyker, jamais deux fois le "
        "même ; Ouverture d'Esprit en ajoute un. Charge Warp : lancez D3 (et non D6) plus les "
        "Niveaux de Maîtrise. Tout psyker compte comme ayant un capuchon psychique.",
        "Одна сила за каждый уровень Мастерства из списка псайкера, никогда одна и та же "
        "дважды; Открытый разум добавляет ещё одну. Заряд Варпа: бросьте D3 (а не D6) и "
        "прибавьте уровни Мастерства. Каждый псайкер считается имеющим психический капюшон.",
    ),
    # CampaignViolation
    "{uid} is no psyker of this Team: it picks no psychic power.": (
        "{uid} n'est pas un psyker de cette Équipe : il ne choisit aucun pouvoir psychique.",
        "{uid} — не псайкер этой команды: пси-способности не выбирает.",
    ),
    "{uid} has {item} {count} times: a psyker never has the same power twice.": (
        "{uid} a {item} {count} fois : un psyker n'a jamais deux fois le même pouvoir.",
        "У {uid} {item} выбрана {count} раза: псайкер не может владеть одной и той же "
        "пси-способностью дважды.",
    ),
    "{item} is not on the psychic powers list of {uid}.": (
        "{item} n'est pas dans la liste des pouvoirs psychiques de {uid}.",
        "{item} нет в списке пси-способностей {uid}.",
    ),
    "{uid} has {count} psychic powers: at most {limit} (one per Mastery Level, one more with "
    "Open Mind).": (
        "{uid} a {count} pouvoirs psychiques : au plus {limit} (un par Niveau de Maîtrise, un "
        "de plus avec Ouverture d'Esprit).",
        "У {uid} пси-способностей: {count}, а можно не больше {limit} (одна за каждый уровень "
        "Мастерства, ещё одна с Открытым разумом).",
    ),
    # sheets: app/sheets/data.py
    "Warp Charge: at the start of the Psychic phase roll D3 (not D6) and add the Mastery "
    "Levels of your psykers.": (
        "Charge Warp : au début de la Phase Psychique, lancez D3 (et non D6) et ajoutez les "
        "Niveaux de Maîtrise de vos psykers.",
        "Заряд Варпа: в начале Пси-фазы бросьте D3 (а не D6) и прибавьте уровни Мастерства "
        "ваших псайкеров.",
    ),
    "Every psyker counts as having a psychic hood; a model with a psychic hood in its wargear "
    "uses it within 24\".": (
        "Tout psyker compte comme ayant un capuchon psychique ; une figurine dont l'équipement "
        "comprend un capuchon psychique l'utilise à 24 ps.",
        "Каждый псайкер считается имеющим психический капюшон; модель с психическим капюшоном "
        "в экипировке использует его в радиусе 24\".",
    ),
    "No power picked yet: pick up to {limit} before the game.": (
        "Aucun pouvoir choisi : choisissez-en jusqu'à {limit} avant la partie.",
        "Силы ещё не выбраны: выберите до {limit} перед игрой.",
    ),
    "One player attacks, the other defends: note who is who.": (
        "Un joueur attaque, l'autre défend : notez qui est qui.",
        "Один игрок атакует, другой обороняется: отметьте, кто есть кто.",
    ),
    "{fact}: {rp} RP each": ("{fact} : {rp} PR chacun", "{fact}: по {rp} РП"),
    "{fact}: {rp} RP each, to both players": (
        "{fact} : {rp} PR chacun, aux deux joueurs", "{fact}: по {rp} РП обоим игрокам"),
    "{result}: {rp} RP": ("{result} : {rp} PR", "{result}: {rp} РП"),
    "{achievement} is worth {rp} RP in this mission.": (
        "{achievement} vaut {rp} PR dans cette mission.",
        "{achievement} в этой миссии приносит {rp} РП.",
    ),
    "The mission is rolled before the game (D6): write it here.": (
        "La mission est tirée avant la partie (D6) : notez-la ici.",
        "Миссия определяется броском перед игрой (D6): впишите её сюда.",
    ),
    "Place the Comms Relay in your deployment zone when you deploy.": (
        "Placez le Relais de Communication dans votre Zone de Déploiement lors du déploiement.",
        "При расстановке поставьте ретранслятор связи в своей зоне расстановки.",
    ),
    "Place the gun emplacement (twin-linked heavy bolters, fires at BS2) in your deployment "
    "zone.": (
        "Placez l'Emplacement d'Arme (bolters lourds jumelés, tire avec CT2) dans votre Zone de "
        "Déploiement.",
        "Поставьте орудийную точку (спаренные тяжёлые болтеры, стреляет с НС 2) в своей зоне "
        "расстановки.",
    ),
    "Place three 6\" sections of barbed wire when you deploy: anywhere but the enemy's "
    "deployment zone.": (
        "Placez trois sections de 6 ps de Fils Barbelés lors du déploiement : n'importe où sauf "
        "dans la Zone de Déploiement ennemie.",
        "При расстановке поставьте три секции колючей проволоки по 6\": где угодно, кроме зоны "
        "расстановки противника.",
    ),
    "Place the 25 mm shield marker in your deployment zone: 5+ invulnerable save within 3\".": (
        "Placez le marqueur Bouclier de 25 mm dans votre Zone de Déploiement : Sauvegarde "
        "Invulnérable de 5+ à 3 ps.",
        "Поставьте 25-мм маркер щита в своей зоне расстановки: неуязвимое спасение 5+ в "
        "пределах 3\".",
    ),
    "+1 to Deny the Witch within 3\" of the shield marker.": (
        "+1 aux jets d'Abjurer le Sorcier à 3 ps du marqueur Bouclier.",
        "+1 к броскам Отрицания ведьмы в пределах 3\" от маркера щита.",
    ),
    "Once per game: mark one enemy model; one friendly model shoots it at BS5.": (
        "Une fois par partie : marquez une figurine ennemie ; une figurine amie lui tire dessus "
        "avec CT5.",
        "Раз за игру: отметьте вражескую модель; одна дружественная модель стреляет по ней с "
        "НС 5.",
    ),
    "With standard deployment, roll D3 before the game: that many models may Infiltrate. "
    "Roll: ____": (
        "Avec le déploiement standard, lancez D3 avant la partie : autant de figurines peuvent "
        "Infiltrer. Jet : ____",
        "При обычной расстановке бросьте D3 перед игрой: столько моделей могут "
        "Просачиваться. Бросок: ____",
    ),
    "+1 to the roll to Seize the Initiative.": (
        "+1 au jet pour Reprendre l'Initiative.", "+1 к броску на перехват инициативы."),
    "After the game: re-roll one injury result of one model.": (
        "Après la partie : relancez un résultat de blessure d'une figurine.",
        "После игры: перебросьте один результат ранения одной модели.",
    ),
    # sheets: app/sheets/render.py
    "Mission: {mission}": ("Mission : {mission}", "Миссия: {mission}"),
    "Weapons": ("Armes", "Оружие"),
    "Weapon": ("Arme", "Оружие"),
    "Range": ("Portée", "Дальность"),
    "AP": ("PA", "БП"),
    "Type": ("Type", "Тип"),
    "Carried by (#)": ("Portée par (n°)", "У кого (№)"),
    "Psychic powers": ("Pouvoirs psychiques", "Пси-способности"),
    "{model} – Mastery Level {mastery}: {limit} power(s)": (
        "{model} – Niveau de Maîtrise {mastery} : {limit} pouvoir(s)",
        "{model} – уровень Мастерства {mastery}: сил — {limit}",
    ),
    "{model} – Mastery Level {mastery}, +1 power with Open Mind: {limit} power(s)": (
        "{model} – Niveau de Maîtrise {mastery}, +1 pouvoir avec Ouverture d'Esprit : {limit} "
        "pouvoir(s)",
        "{model} – уровень Мастерства {mastery}, +1 сила за Открытый разум: сил — {limit}",
    ),
    "Base upgrades at the table": ("Améliorations de Base en jeu", "Улучшения базы за столом"),
    "Achievements (tick what you earned)": (
        "Exploits (cochez ce que vous avez gagné)", "Достижения (отметьте заработанные)"),
    "+{rp} RP": ("+{rp} PR", "+{rp} РП"),
    "+{rp} RP each time": ("+{rp} PR à chaque fois", "+{rp} РП за каждый раз"),
    "Carriers named by the attacker (at most {count}): write each model's # or name": (
        "Porteurs désignés par l'attaquant (au plus {count}) : notez le n° ou le nom de chaque "
        "figurine",
        "Носители, которых называет атакующий (не больше {count}): впишите № или имя каждой "
        "модели",
    ),
    "Carriers named by the defender (at most {count}): write each model's # or name": (
        "Porteurs désignés par le défenseur (au plus {count}) : notez le n° ou le nom de "
        "chaque figurine",
        "Носители, которых называет обороняющийся (не больше {count}): впишите № или имя "
        "каждой модели",
    ),
    "Carriers (at most {count}): write each model's # or name": (
        "Porteurs (au plus {count}) : notez le n° ou le nom de chaque figurine",
        "Носители (не больше {count}): впишите № или имя каждой модели",
    ),
}
