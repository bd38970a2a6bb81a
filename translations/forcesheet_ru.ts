<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
  <context>
    <name>AboutDialog</name>
    <message>
      <location filename="../app/ui/about.py" line="67" />
      <source>About Force Sheet</source>
      <translation>О программе Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/about.py" line="70" />
      <source>Campaign manager for Heralds of Ruin Kill Team: build your Force from a Team List, pick a Team for each game and let the app check the rules. Works fully offline.</source>
      <translation>Менеджер кампаний для Heralds of Ruin Kill Team: соберите Силы по Командному списку, выберите Команду на каждую игру, а правила проверит программа. Работает полностью без интернета.</translation>
    </message>
    <message>
      <location filename="../app/ui/about.py" line="74" />
      <source>Versions</source>
      <translation>Версии</translation>
    </message>
  </context>
  <context>
    <name>AddModelDialog</name>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="252" />
      <source>Recruit a model</source>
      <translation>Нанять модель</translation>
    </message>
  </context>
  <context>
    <name>BuildTeamDialog</name>
    <message>
      <location filename="../app/ui/steps/team.py" line="370" />
      <source>{model}: {count} of {limit} powers (Mastery Level {mastery}, +1 Open Mind)</source>
      <extracomment>the campaign's finale: the whole Force may play (seed 000: "une dernière bataille où tout le monde peut utiliser toute sa Force") the psychic powers ticked, by psyker uid (kept while a psyker leaves the Team)</extracomment>
      <translation>{model}: сил {count} из {limit} (уровень Мастерства {mastery}, +1 Открытый разум)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="373" />
      <source>{model}: {count} of {limit} powers (Mastery Level {mastery})</source>
      <translation>{model}: сил {count} из {limit} (уровень Мастерства {mastery})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="389" />
      <source>— pick a Specialist —</source>
      <translation>— выберите специалиста —</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="409" />
      <source>Points: {points} / {limit} (the finale: the whole Force)</source>
      <translation>Очки: {points} / {limit} (финал: все Силы)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="413" />
      <source>Points: {points} / {limit} (Base limit of {base})</source>
      <translation>Очки: {points} / {limit} (лимит базы: {base})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="440" />
      <source>Build a Team — {player}</source>
      <translation>Сбор команды — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="442" />
      <source>Save and &amp;print Team Sheet…</source>
      <translation>Сохранить и &amp;напечатать лист команды…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="444" />
      <source>Model</source>
      <translation>Модель</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="444" />
      <source>Section</source>
      <translation>Раздел</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="444" />
      <source>Points</source>
      <translation>Очки</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="444" />
      <source>State</source>
      <translation>Состояние</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="446" />
      <source>&amp;Field promotion (no Team Leader):</source>
      <translation>&amp;Повышение в поле (нет лидера команды):</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="447" />
      <source>Ps&amp;ychic powers for this game:</source>
      <translation>Пси-&amp;способности на эту игру:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="449" />
      <source>One power per Mastery Level from the psyker's list, never the same twice; Open Mind adds one. Warp Charge: roll D3 (not D6) plus the Mastery Levels. Every psyker counts as having a psychic hood.</source>
      <translation>Одна сила за каждый уровень Мастерства из списка псайкера, никогда одна и та же дважды; Открытый разум добавляет ещё одну. Заряд Варпа: бросьте D3 (а не D6) и прибавьте уровни Мастерства. Каждый псайкер считается имеющим психический капюшон.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="453" />
      <source>The Specialist who leads this Team; you earn 1 RP less after the game.</source>
      <translation>Специалист, который ведёт эту команду; после игры вы получите на 1 РП меньше.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="477" />
      <source>A Group plays with all its models or not at all.</source>
      <translation>Группа играет всеми своими моделями или не играет вовсе.</translation>
    </message>
  </context>
  <context>
    <name>CampaignCommands</name>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="88" />
      <source>Demo: The Fall of Vigil Keep</source>
      <extracomment>extra arguments of the exports (tests: ``path`` and ``open_viewer=False``)</extracomment>
      <translation>Демо: Падение Вигил-Кипа</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="89" />
      <source>A ready-made campaign to look around: two games played, honours, injuries, a fallen Marine. Undo and redo anything.</source>
      <translation>Готовая кампания для знакомства: две сыгранные игры, награды, ранения, павший десантник. Отменяйте и повторяйте что угодно.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="98" />
      <source>Setting up the demo campaign…</source>
      <translation>Подготовка демо-кампании…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="101" />
      <location filename="../app/ui/campaigns/commands.py" line="132" />
      <source>Demo campaign</source>
      <translation>Демо-кампания</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="133" />
      <source>The demo campaign could not be set up: {error}</source>
      <translation>Не удалось подготовить демо-кампанию: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="235" />
      <source>Player:</source>
      <translation>Игрок:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="259" />
      <source>Team Sheet</source>
      <translation>Лист команды</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="260" />
      <source>This player has not played a game yet: a Team Sheet shows the Team of a recorded game.</source>
      <translation>Этот игрок ещё не сыграл ни одной игры: лист команды показывает Команду записанной игры.</translation>
    </message>
  </context>
  <context>
    <name>CampaignListModel</name>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="59" />
      <source>Campaign</source>
      <translation>Кампания</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="59" />
      <source>Players</source>
      <translation>Игроки</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="59" />
      <source>Games</source>
      <translation>Игры</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="60" />
      <source>Last game</source>
      <translation>Последняя игра</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="64" />
      <source>(archived)</source>
      <translation>(в архиве)</translation>
    </message>
  </context>
  <context>
    <name>CampaignListPanel</name>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="81" />
      <source>Show &amp;archived campaigns</source>
      <translation>Показывать &amp;архивные кампании</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="82" />
      <source>New…</source>
      <translation>Новая…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="83" />
      <source>Rename…</source>
      <translation>Переименовать…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="84" />
      <source>Delete…</source>
      <translation>Удалить…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="167" />
      <source>Unarchive</source>
      <translation>Вернуть из архива</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="167" />
      <source>Archive</source>
      <translation>В архив</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="177" />
      <source>Rename campaign</source>
      <translation>Переименовать кампанию</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="177" />
      <source>New name:</source>
      <translation>Новое название:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="201" />
      <source>Delete campaign</source>
      <translation>Удалить кампанию</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="202" />
      <source>Delete the campaign “{name}”? Its players, games and history are deleted with it, and this cannot be undone. Archive it instead to keep it out of sight.</source>
      <translation>Удалить кампанию «{name}»? Её игроки, игры и история будут удалены, и это нельзя отменить. Чтобы просто убрать её с глаз, отправьте её в архив.</translation>
    </message>
  </context>
  <context>
    <name>CampaignSettingsDialog</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="364" />
      <source>Campaign settings</source>
      <translation>Настройки кампании</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="366" />
      <source>Games already played keep their mission; the list applies from the next game.</source>
      <translation>Сыгранные игры сохраняют свои миссии; список действует со следующей игры.</translation>
    </message>
  </context>
  <context>
    <name>CampaignSettingsForm</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="140" />
      <source>&amp;Missions:</source>
      <translation>&amp;Миссии:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="142" />
      <source>&amp;Underdog RP:</source>
      <translation>РП &amp;аутсайдера:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="147" />
      <source>S&amp;quad reinforcement (unit ÷ size):</source>
      <translation>Пополнение &amp;отряда (отряд ÷ численность):</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="151" />
      <source>Use the optional &amp;Knocked Out rule</source>
      <translation>Использовать необязательное правило «&amp;Нокаут»</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="152" />
      <source>&amp;Steps of a round:</source>
      <translation>&amp;Шаги тура:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="155" />
      <source>every player finishes a step before anyone takes the next</source>
      <translation>каждый заканчивает шаг, прежде чем кто-либо перейдёт к следующему</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="156" />
      <source>each pair goes on after its own game</source>
      <translation>каждая пара идёт дальше после своей игры</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="157" />
      <source>&amp;Doomsday Device, enemies near:</source>
      <translation>&amp;Устройство судного дня, враги рядом:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="160" />
      <source>both players get 1 RP, the finder keeps his 2</source>
      <translation>оба игрока получают 1 РП, нашедший сохраняет свои 2</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="161" />
      <source>both players get 1 RP instead of the finder's 2</source>
      <translation>оба игрока получают 1 РП вместо 2 РП нашедшего</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="163" />
      <source>In a storyline, the winner of the previous mission defends the Last Stand</source>
      <translation>В сюжете победитель предыдущей миссии защищается в «Последнем рубеже»</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="164" />
      <source>Mission list, in the order of the games</source>
      <translation>Список миссий в порядке игр</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="165" />
      <source>&amp;Add</source>
      <translation>&amp;Добавить</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="166" />
      <source>&amp;Remove</source>
      <translation>&amp;Убрать</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="167" />
      <source>Move up</source>
      <translation>Выше</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="168" />
      <source>Move down</source>
      <translation>Ниже</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="169" />
      <source>Use the example storyline</source>
      <translation>Взять пример сюжетной кампании</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="170" />
      <source>When a Force is dissolved, the player keeps</source>
      <translation>При роспуске Сил игрок сохраняет</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="171" />
      <source>their RP</source>
      <translation>свои РП</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="172" />
      <source>their Renown</source>
      <translation>свою Репутацию</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="173" />
      <source>their Base level</source>
      <translation>уровень своей Базы</translation>
    </message>
  </context>
  <context>
    <name>CampaignView</name>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="183" />
      <source>Campaign settings…</source>
      <extracomment>The five steps of a game night, in order (ids of ``app.i18n.terms`` kind "step"). a step id of STEPS, or a round action: ``start_round``, ``close_campaign`` (the player the step is for is the selected one) players whose rows changed while the Players tab was hidden (read when it shows)</extracomment>
      <translation>Настройки кампании…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="184" />
      <source>Game night</source>
      <translation>Игровой вечер</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="187" />
      <source>{number}. {step}</source>
      <translation>{number}. {step}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="189" />
      <source>Each game: both players build a Team, record the game, then each rolls injuries, gains RP and Renown, and spends RP.</source>
      <translation>Каждая игра: оба игрока собирают Команду, записывают игру, затем каждый бросает на ранения, получает РП и Репутацию и тратит РП.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="191" />
      <source>Add player…</source>
      <translation>Добавить игрока…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="192" />
      <source>Open Force…</source>
      <translation>Открыть Силы…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="193" />
      <source>Rename…</source>
      <translation>Переименовать…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="194" />
      <source>Print</source>
      <translation>Печать</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="195" />
      <source>Force Sheet of this player…</source>
      <translation>Лист сил этого игрока…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="196" />
      <source>Team Sheet of this player's last game…</source>
      <translation>Лист команды последней игры этого игрока…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="197" />
      <source>All Force Sheets of the campaign…</source>
      <translation>Все листы сил кампании…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="198" />
      <source>Players</source>
      <translation>Игроки</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="199" />
      <source>Standings</source>
      <translation>Турнирная таблица</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="200" />
      <source>History</source>
      <translation>История</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/campaign_view.py" line="320" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n игрок</numerusform>
        <numerusform>%n игрока</numerusform>
        <numerusform>%n игроков</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/campaign_view.py" line="321" />
      <source>%n game(s) played</source>
      <translation>
        <numerusform>%n игра сыграна</numerusform>
        <numerusform>%n игры сыграны</numerusform>
        <numerusform>%n игр сыграно</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="322" />
      <source>missions: {mode}</source>
      <translation>миссии: {mode}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="323" />
      <source>started {date}</source>
      <translation>начата {date}</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/campaign_view.py" line="326" />
      <source>%n round(s)</source>
      <translation>
        <numerusform>%n тур</numerusform>
        <numerusform>%n тура</numerusform>
        <numerusform>%n туров</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="328" />
      <source>archived</source>
      <translation>в архиве</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="330" />
      <source>closed {date}</source>
      <translation>закрыта {date}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="400" />
      <source>Only the club's organiser can do this.</source>
      <translation>Это может сделать только организатор клуба.</translation>
    </message>
  </context>
  <context>
    <name>CampaignViolation</name>
    <message>
      <location filename="../app/ui/steps/messages.py" line="28" />
      <source>The campaign setting {setting} has an unknown value, '{value}'.</source>
      <translation>У настройки кампании {setting} неизвестное значение: «{value}».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="29" />
      <source>The campaign's mission list is empty.</source>
      <translation>Список миссий кампании пуст.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="30" />
      <source>Mission {index}: '{mission}' is not on the mission table.</source>
      <translation>Миссия {index}: «{mission}» нет в таблице миссий.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="31" />
      <source>{mission} is only for a storyline campaign.</source>
      <translation>{mission} — только для сюжетной кампании.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="32" />
      <source>{mission} must be the last mission of the storyline.</source>
      <translation>{mission} должна быть последней миссией сюжета.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="33" />
      <source>The campaign is closed: no more rounds.</source>
      <translation>Кампания закрыта: туров больше нет.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="34" />
      <source>Round {round} is not finished: every player completes step 5 first.</source>
      <translation>Тур {round} не закончен: сначала каждый игрок проходит шаг 5.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="35" />
      <source>Round {round} was the finale: close the campaign instead.</source>
      <translation>Тур {round} был финалом: вместо этого закройте кампанию.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="36" />
      <source>{player} is not a player of this campaign.</source>
      <translation>{player} не участвует в этой кампании.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="37" />
      <source>{player} is in the round {count} times.</source>
      <translation>{player} указан в туре {count} раз(а).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="38" />
      <source>{player} has neither an opponent nor a bye.</source>
      <translation>У {player} нет ни соперника, ни пропуска тура.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="39" />
      <source>Round {round} needs at least one game.</source>
      <translation>В туре {round} нужна хотя бы одна игра.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="40" />
      <source>The mission list has {missions} mission(s): none left for round {round}.</source>
      <translation>В списке миссий {missions}: для тура {round} не осталось ни одной.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="41" />
      <source>{player} is not in round {round}: new players join the next round.</source>
      <translation>{player} не участвует в туре {round}: новые игроки вступают со следующего тура.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="42" />
      <source>{player} has a bye in round {round}: no {step}.</source>
      <translation>{player} пропускает тур {round}: шаг «{step}» не нужен.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="43" />
      <source>{player} already did {step} in round {round}.</source>
      <translation>{player} уже прошёл шаг «{step}» в туре {round}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="44" />
      <source>{step} is not open yet for {player}: next is {current}.</source>
      <translation>Шаг «{step}» для {player} ещё не открыт: следующий — «{current}».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="45" />
      <source>These players are not paired in round {round}.</source>
      <translation>Эти игроки не играют друг с другом в туре {round}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="46" />
      <source>Start round {round} first: its pairings decide who plays whom.</source>
      <translation>Сначала начните тур {round}: его пары решают, кто с кем играет.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="47" />
      <source>The campaign is already closed.</source>
      <translation>Кампания уже закрыта.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="48" />
      <source>Round {round} is still in progress: finish it before closing the campaign.</source>
      <translation>Тур {round} ещё идёт: закончите его, прежде чем закрывать кампанию.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="49" />
      <source>A model is picked {count} times.</source>
      <translation>Модель выбрана {count} раз(а).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="50" />
      <source>No points known for {uid}.</source>
      <translation>Неизвестна стоимость {uid}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="51" />
      <source>The starting Force is not valid yet: correct it in the Force editor first.</source>
      <translation>Стартовые силы пока не соответствуют правилам: сначала исправьте их в редакторе сил.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="54" />
      <source>{uid} is no psyker of this Team: it picks no psychic power.</source>
      <translation>{uid} — не псайкер этой команды: пси-способности не выбирает.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="55" />
      <source>{uid} has {item} {count} times: a psyker never has the same power twice.</source>
      <translation>У {uid} {item} выбрана {count} раза: псайкер не может владеть одной и той же пси-способностью дважды.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="56" />
      <source>{item} is not on the psychic powers list of {uid}.</source>
      <translation>{item} нет в списке пси-способностей {uid}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="57" />
      <source>{uid} has {count} psychic powers: at most {limit} (one per Mastery Level, one more with Open Mind).</source>
      <translation>У {uid} пси-способностей: {count}, а можно не больше {limit} (одна за каждый уровень Мастерства, ещё одна с Открытым разумом).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="58" />
      <source>A game needs exactly two players ({count} given).</source>
      <translation>В игре ровно два игрока (указано: {count}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="59" />
      <source>A player cannot play against themselves.</source>
      <translation>Игрок не может играть сам с собой.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="60" />
      <source>The winner did not play this game.</source>
      <translation>Победитель не участвовал в этой игре.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="61" />
      <source>Unknown mission '{mission}'.</source>
      <translation>Неизвестная миссия «{mission}».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="62" />
      <source>{mission} needs an attacker and a defender.</source>
      <translation>В миссии {mission} нужны атакующий и защитник.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="63" />
      <source>{mission}: one player attacks, the other defends.</source>
      <translation>{mission}: один игрок атакует, другой защищается.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="64" />
      <source>{mission} has no attacker or defender.</source>
      <translation>В миссии {mission} нет атакующего и защитника.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="65" />
      <source>Unknown achievement '{achievement}'.</source>
      <translation>Неизвестное достижение «{achievement}».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="66" />
      <source>{achievement} comes from the result, not from the record.</source>
      <translation>{achievement} следует из результата, а не из записи.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="67" />
      <source>{player}: {achievement} earned {count} times, at most {max}.</source>
      <translation>{player}: {achievement} получено {count} раз(а), максимум {max}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="68" />
      <source>Only one player can earn {achievement}.</source>
      <translation>{achievement} может получить только один игрок.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="69" />
      <source>{fact} does not count in {mission}.</source>
      <translation>{fact} не учитывается в миссии {mission}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="70" />
      <source>{player}: {fact} cannot be negative.</source>
      <translation>{player}: {fact} не может быть отрицательным.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="71" />
      <source>{player}: {fact} is {value}, at most {max}.</source>
      <translation>{player}: {fact} = {value}, максимум {max}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="72" />
      <source>{player}: only the {role} records {fact}.</source>
      <translation>{player}: {fact} записывает только {role}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="73" />
      <source>Both players together record {total}, but the mission has only {max}.</source>
      <translation>Вместе игроки записали {total}, а в миссии их всего {max}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="74" />
      <source>{player} has no Team for this game.</source>
      <translation>У {player} нет команды на эту игру.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="75" />
      <source>{player}: {uid} is not in the Force.</source>
      <translation>{player}: {uid} нет в силах.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="76" />
      <source>{player}: {uid} did not play in this game.</source>
      <translation>{player}: {uid} не участвовала в этой игре.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="77" />
      <source>{uid} is recorded twice ({first} and {second}).</source>
      <translation>{uid} записана дважды ({first} и {second}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="78" />
      <source>{uid} is a Walker: record Wrecked or Explodes!, not a casualty.</source>
      <translation>{uid} — шагатель: запишите «Уничтожен» или «Взрыв!», а не потерю.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="79" />
      <source>{uid} is not a Walker.</source>
      <translation>{uid} — не шагатель.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="80" />
      <source>The field-promoted {uid} did not play.</source>
      <translation>Повышенная в поле {uid} не играла.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="81" />
      <source>Mission die {number}: {mission} has no such dice table.</source>
      <translation>Бросок миссии {number}: у миссии «{mission}» нет такой таблицы.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="82" />
      <source>Mission die {number}: {roll} is not a D6 result of a player of this game.</source>
      <translation>Бросок миссии {number}: {roll} — не результат D6 игрока этой партии.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="83" />
      <source>Give the reason for recording another result than the mission's.</source>
      <translation>Укажите причину, по которой записан не тот результат, что даёт миссия.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="84" />
      <source>These injuries belong to another player.</source>
      <translation>Эти ранения относятся к другому игроку.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="85" />
      <source>{uid} rolled no injury.</source>
      <translation>{uid} не бросала на ранение.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="86" />
      <source>No {source} is available.</source>
      <translation>{source} недоступен.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="87" />
      <source>The {source} was already used after this game.</source>
      <translation>{source} уже использован после этой игры.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="88" />
      <source>The Walker Damage Table cannot be rerolled.</source>
      <translation>Таблицу повреждений шагателей перебрасывать нельзя.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="89" />
      <source>{from} did not die: it keeps its {item}.</source>
      <translation>{from} не погибла и сохраняет {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="90" />
      <source>{to} is not a surviving member of {from}'s Group.</source>
      <translation>{to} — не выжившая модель из группы {from}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="91" />
      <source>{from} had no {item}.</source>
      <translation>У {from} не было {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="92" />
      <source>{item} is handed over twice.</source>
      <translation>{item} передаётся дважды.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="93" />
      <source>{to} already has {item}.</source>
      <translation>У {to} уже есть {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="94" />
      <source>{to} has no {replaces} to replace.</source>
      <translation>У {to} нет {replaces} для замены.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="95" />
      <source>A permanent promotion needs the Officer Training upgrade.</source>
      <translation>Постоянное повышение требует улучшения «Подготовка офицеров».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="96" />
      <source>No Team Leader died: nobody is promoted.</source>
      <translation>Ни один лидер команды не погиб: повышать некого.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="97" />
      <source>{count} promotions for {dead_leaders} dead Team Leader(s).</source>
      <translation>Повышений: {count}, погибших лидеров команды: {dead_leaders}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="98" />
      <source>Only a surviving Specialist can be promoted ({uid}).</source>
      <translation>Повысить можно только выжившего специалиста ({uid}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="99" />
      <source>Not enough RP: {needed} needed, {available} available.</source>
      <translation>Не хватает РП: нужно {needed}, есть {available}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="100" />
      <source>Not enough reinforcement points: {points} needed, {available} converted.</source>
      <translation>Не хватает очков подкреплений: нужно {points}, переведено {available}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="101" />
      <source>RP were already converted into points in this step.</source>
      <translation>РП уже переводились в очки на этом шаге.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="102" />
      <source>A price cannot be negative ({points}).</source>
      <translation>Цена не может быть отрицательной ({points}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="103" />
      <location filename="../app/ui/steps/messages.py" line="141" />
      <source>{uid} is not in the Force.</source>
      <translation>{uid} нет в силах.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="104" />
      <source>A model with the id {uid} already exists.</source>
      <translation>Модель с идентификатором {uid} уже есть.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="105" />
      <source>A recruit comes without Battle Honours.</source>
      <translation>Новобранец приходит без боевых наград.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="106" />
      <source>Unknown Group {group}.</source>
      <translation>Неизвестная группа {group}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="107" />
      <source>{group} already rolled ({roll}) since the last game.</source>
      <translation>{group} уже бросала ({roll}) после последней игры.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="108" />
      <source>Only Core models join Groups ({section}).</source>
      <translation>В группы входят только базовые модели ({section}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="109" />
      <source>{entry} cannot join a Group of {group_entry}.</source>
      <translation>{entry} не может войти в группу {group_entry}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="110" />
      <source>{group} is full: at most {size} models.</source>
      <translation>{group} заполнена: максимум {size} моделей.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="111" />
      <source>{group} has {honours} Battle Honour(s): roll for recruits first.</source>
      <translation>У {group} боевых наград: {honours}; сначала бросьте на набор.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="112" />
      <source>{group} rolled {roll}, below its {honours} Battle Honour(s): no recruits until after the next game.</source>
      <translation>{group}: выпало {roll}, меньше числа наград ({honours}); набор только после следующей игры.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="113" />
      <source>{group} is at its starting size of {size}.</source>
      <translation>{group} уже в исходном размере ({size}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="114" />
      <source>Squad reinforcements only join a Squad.</source>
      <translation>Подкрепления отряда вступают только в отряд.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="115" />
      <source>Models join {group} as Squad reinforcements.</source>
      <translation>Модели вступают в {group} как подкрепления отряда.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="116" />
      <source>A new Squad is recruited as its whole unit: {count} of {size} models.</source>
      <translation>Новый отряд набирается целым подразделением: {count} из {size} моделей.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="117" />
      <source>The model already has {item}.</source>
      <translation>У модели уже есть {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="118" />
      <source>The model has no {item} to replace.</source>
      <translation>У модели нет {item} для замены.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="119" />
      <source>There is no Base level {level}.</source>
      <translation>Уровня базы {level} нет.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="120" />
      <source>Base levels are bought in order: the Base is at level {current}.</source>
      <translation>Уровни базы покупаются по порядку: база на уровне {current}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="121" />
      <source>Needs Renown {required}+ (you have {renown}).</source>
      <translation>Нужна репутация {required}+ (у вас {renown}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="122" />
      <source>Unknown Base upgrade '{upgrade}'.</source>
      <translation>Неизвестное улучшение базы «{upgrade}».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="123" />
      <source>Already built.</source>
      <translation>Уже построено.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="124" />
      <source>Needs {missing} first.</source>
      <translation>Сначала нужно: {missing}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="125" />
      <source>Unknown Battle Honour '{honour}'.</source>
      <translation>Неизвестная боевая награда «{honour}».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="126" />
      <source>Walkers only.</source>
      <translation>Только шагатели.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="127" />
      <source>Walkers take only Walker honours.</source>
      <translation>Шагатели получают только награды шагателей.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="128" />
      <source>Transports take no Battle Honours.</source>
      <translation>Транспорт не получает боевых наград.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="129" />
      <source>Team Leaders and Specialists only.</source>
      <translation>Только лидеры команды и специалисты.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="130" />
      <source>Team Leaders only.</source>
      <translation>Только лидеры команды.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="131" />
      <source>Psykers only.</source>
      <translation>Только псайкеры.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="132" />
      <source>No crew left to take the honour.</source>
      <translation>Не осталось расчёта, чтобы получить награду.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="133" />
      <source>Already has {honour}.</source>
      <translation>Уже имеет «{honour}».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="134" />
      <source>Already improved since the last game.</source>
      <translation>Уже улучшена после последней игры.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="135" />
      <source>No Permanent Damage to repair.</source>
      <translation>Нет постоянных повреждений для ремонта.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="136" />
      <source>No Permanent Damage on {stat}.</source>
      <translation>Нет постоянного повреждения {stat}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="137" />
      <source>Pick the damage to repair ({damaged}).</source>
      <translation>Выберите, что ремонтировать ({damaged}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="139" />
      <source>The Team costs {points} pts, over the Base limit of {limit} pts.</source>
      <translation>Команда стоит {points} очк., больше лимита базы {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="140" />
      <source>{group} is incomplete: {missing} of its models are missing.</source>
      <translation>{group} неполная: не хватает моделей — {missing}.</translation>
    </message>
  </context>
  <context>
    <name>Characteristic</name>
    <message>
      <location filename="../app/i18n/messages.py" line="113" />
      <source>WS</source>
      <translation>ББ</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="114" />
      <source>BS</source>
      <translation>НС</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="115" />
      <source>S</source>
      <translation>С</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="116" />
      <source>T</source>
      <translation>Вн</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="117" />
      <source>W</source>
      <translation>Р</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="118" />
      <source>I</source>
      <translation>И</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="119" />
      <source>A</source>
      <translation>А</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="120" />
      <source>Ld</source>
      <translation>Лд</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="121" />
      <source>Sv</source>
      <translation>Сп</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="122" />
      <source>Front</source>
      <translation>Перед</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="123" />
      <source>Side</source>
      <translation>Борт</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="124" />
      <source>Rear</source>
      <translation>Тыл</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="125" />
      <source>HP</source>
      <translation>ПК</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="126" />
      <source>Range</source>
      <translation>Дальность</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="127" />
      <source>AP</source>
      <translation>БП</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="128" />
      <source>Type</source>
      <translation>Тип</translation>
    </message>
  </context>
  <context>
    <name>CloseCampaignDialog</name>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="194" />
      <source>Close the campaign</source>
      <translation>Закрыть кампанию</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="196" />
      <source>The campaign ends here: no more rounds, and these final standings are kept.</source>
      <translation>Кампания заканчивается: туров больше не будет, итоговая таблица сохраняется.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="197" />
      <source>{rank}. {player} — Renown {renown}, {wins} win(s), {rp} RP</source>
      <translation>{rank}. {player} — репутация {renown}, побед: {wins}, {rp} РП</translation>
    </message>
  </context>
  <context>
    <name>Club</name>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="191" />
      <source>Copying the campaign to this laptop…</source>
      <extracomment>Notices handled so far, and the last Changes announced (the tests look at them).</extracomment>
      <translation>Кампания копируется на этот компьютер…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="198" />
      <source>Offline</source>
      <translation>Автономно</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="199" />
      <source>The campaign is now on this laptop ({file}). Play on: everything you do is kept as actions, and File ▸ Sync with the club server puts them on the server when you are back.</source>
      <translation>Кампания теперь на этом компьютере ({file}). Играйте дальше: всё сделанное сохраняется как действия, а «Файл ▸ Синхронизировать с сервером клуба» перенесёт их на сервер, когда вы вернётесь.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="229" />
      <source>Putting the offline actions on the server…</source>
      <translation>Автономные действия переносятся на сервер…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="236" />
      <source>{applied} actions were applied on the server; {skipped} were already there.</source>
      <translation>Действий применено на сервере: {applied}; уже были там: {skipped}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="240" />
      <source>The rules now refuse these, so they were not applied (the offline copy keeps them: do them again by hand if they still apply):</source>
      <translation>Правила теперь отклоняют эти действия, поэтому они не применены (автономная копия их хранит: повторите вручную, если они ещё актуальны):</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="244" />
      <source>action {seq} ({kind}): {reason}</source>
      <translation>действие {seq} ({kind}): {reason}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="247" />
      <source>Synced</source>
      <translation>Синхронизировано</translation>
    </message>
  </context>
  <context>
    <name>ConnectDialog</name>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="42" />
      <source>Connect to a club server</source>
      <translation>Подключение к серверу клуба</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="48" />
      <source>kept in the keyring, or asked</source>
      <translation>хранится в связке ключей или запрашивается</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="49" />
      <source>&amp;Keep the password in this computer's keyring</source>
      <translation>&amp;Хранить пароль в связке ключей этого компьютера</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="56" />
      <source>The campaigns of a club's PostgreSQL server: everyone's changes appear on every laptop within a second. Your organiser gives you the address and your login.</source>
      <translation>Кампании сервера PostgreSQL клуба: изменения каждого видны на всех компьютерах меньше чем через секунду. Адрес и логин вам даст организатор.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="62" />
      <source>&amp;Address:</source>
      <translation>&amp;Адрес:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="63" />
      <source>&amp;Password:</source>
      <translation>&amp;Пароль:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="67" />
      <source>&amp;Connect</source>
      <translation>&amp;Подключиться</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="88" />
      <source>Write the address as postgresql://login@server/database.</source>
      <translation>Запишите адрес в виде postgresql://логин@сервер/база.</translation>
    </message>
  </context>
  <context>
    <name>CorrectionDialog</name>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="164" />
      <source>Make a correction</source>
      <translation>Внести исправление</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="166" />
      <source>A correction changes a Force that has played outside step 5, to put a mistake right (a model forgotten, a wrong option). The campaign history and the Force Sheet show every correction with its reason.</source>
      <translation>Исправление меняет Силы, которые уже играли, вне шага 5, чтобы исправить ошибку (забытая модель, неверная опция). История кампании и лист сил показывают каждое исправление с его причиной.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="169" />
      <source>&amp;Why is the Force corrected?</source>
      <translation>&amp;Почему Силы исправляются?</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="170" />
      <source>e.g. the Sergeant's melta bombs were forgotten</source>
      <translation>напр., забыли мелта-бомбы сержанта</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="171" />
      <source>Start the correction</source>
      <translation>Начать исправление</translation>
    </message>
  </context>
  <context>
    <name>DiceInput</name>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="41" />
      <source>Roll again? The first roll was {roll}.</source>
      <translation>Бросить ещё раз? Первый бросок: {roll}.</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="43" />
      <source>Roll over the {roll} typed in?</source>
      <translation>Бросить кубик вместо введённого значения {roll}?</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="236" />
      <source>“{text}” is not a D6 result: type a number from 1 to 6, or press Roll.</source>
      <extracomment>asked before the Roll button (or r) replaces a die already given: a roll shown is final unless the player says to roll again (tests replace it)</extracomment>
      <translation>«{text}» — не результат D6: введите число от 1 до 6 или нажмите «Бросить».</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="245" />
      <location filename="../app/ui/widgets/dice.py" line="267" />
      <source>rolled</source>
      <translation>брошено</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="247" />
      <location filename="../app/ui/widgets/dice.py" line="267" />
      <source>typed</source>
      <translation>введено</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="253" />
      <source>r rolls</source>
      <translation>r — бросок</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="256" />
      <source>Roll</source>
      <translation>Бросить</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="258" />
      <source>Roll a D6 with the app's dice (or press r in the field)</source>
      <translation>Бросить D6 кубиком приложения (или нажать r в поле)</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="260" />
      <source>1-6</source>
      <translation>1-6</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="262" />
      <source>Type the result of your D6 (1 to 6), or press r to roll it with the app's dice; Enter goes on to the next die, then OK</source>
      <translation>Введите результат вашего D6 (от 1 до 6) или нажмите r, чтобы бросить кубик программы; Enter переходит к следующему кубику, затем нажимает OK</translation>
    </message>
  </context>
  <context>
    <name>EntryPicker</name>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="92" />
      <source>Add models</source>
      <translation>Добавить модели</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="93" />
      <source>Type to filter, Enter to add</source>
      <translation>Введите для поиска, Enter — добавить</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="94" />
      <source>Add to the Force</source>
      <translation>Добавить в Силы</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="107" />
      <source>Entry</source>
      <translation>Позиция</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="107" />
      <source>Points</source>
      <translation>Очки</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="121" />
      <source>Other</source>
      <translation>Другое</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="139" />
      <source>{cost} for {size}</source>
      <translation>{cost} за {size}</translation>
    </message>
  </context>
  <context>
    <name>ExchangeCommands</name>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="247" />
      <source>Force Sheet campaigns (*{suffix});;All files (*)</source>
      <translation>Кампании Force Sheet (*{suffix});;Все файлы (*)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="251" />
      <source>Force rosters (*{suffix} *.json);;All files (*)</source>
      <translation>Ростеры Сил (*{suffix} *.json);;Все файлы (*)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="255" />
      <source>BattleScribe / New Recruit rosters (*.rosz *.ros)</source>
      <translation>Ростеры BattleScribe / New Recruit (*.rosz *.ros)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="259" />
      <source>All rosters (*{suffix} *.json *.rosz *.ros)</source>
      <translation>Все ростеры (*{suffix} *.json *.rosz *.ros)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="269" />
      <source>Export campaign</source>
      <translation>Экспорт кампании</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="278" />
      <source>Exporting the campaign…</source>
      <translation>Экспорт кампании…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="281" />
      <source>The campaign “{name}” was exported to:
{path}

Import this file in Force Sheet on another computer (File ▸ Import campaign…).</source>
      <translation>Кампания «{name}» экспортирована в:
{path}

Импортируйте этот файл в Force Sheet на другом компьютере (Файл ▸ Импорт кампании…).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="288" />
      <source>Import campaign</source>
      <translation>Импорт кампании</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="295" />
      <source>Importing the campaign…</source>
      <translation>Импорт кампании…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="303" />
      <source>Export Force (roster)</source>
      <translation>Экспорт Сил (ростер)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="315" />
      <source>The Force of {player} was exported to:
{path}</source>
      <translation>Силы игрока {player} экспортированы в:
{path}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="323" />
      <location filename="../app/ui/campaigns/exchange.py" line="432" />
      <source>Import Force (roster)</source>
      <translation>Импорт Сил (ростер)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="342" />
      <source>Replace the Force of {player} with the Force in {file}? The models it has now are replaced (Edit ▸ Undo brings them back).</source>
      <translation>Заменить Силы игрока {player} Силами из файла {file}? Текущие модели будут заменены (Правка ▸ Отменить вернёт их).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="421" />
      <source>The Force of {player} was exported to:
{path}

Open it in BattleScribe or New Recruit; its campaign data is in the notes of each model.</source>
      <translation>Силы игрока {player} экспортированы в:
{path}

Откройте их в BattleScribe или New Recruit; данные кампании — в заметках каждой модели.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="425" />
      <source>Not written (unknown to its Team List):</source>
      <translation>Не записано (нет в его командном списке):</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="433" />
      <source>Some selections of {file} could not be placed in the Force:</source>
      <translation>Некоторые выборы из {file} не удалось включить в Силы:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="474" />
      <source>Backing up the campaign database…</source>
      <translation>Резервное копирование базы данных кампании…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="476" />
      <source>Back up the database</source>
      <translation>Резервная копия базы</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="477" />
      <source>A verified backup of the campaign database was written to:
{path}
({size})</source>
      <translation>Проверенная резервная копия базы кампаний записана в:
{path}
({size})</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="485" />
      <location filename="../app/ui/campaigns/exchange.py" line="511" />
      <source>Restore a backup</source>
      <translation>Восстановление из резервной копии</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="489" />
      <source>There is no backup of {path} yet.</source>
      <translation>Резервных копий {path} пока нет.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="492" />
      <source>Wait until the demo campaign is ready.</source>
      <translation>Дождитесь, пока демо-кампания будет готова.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="502" />
      <source>Put the backup of {date} in place of the campaign database? Open Force windows close. The database as it is now is kept as a file beside it.</source>
      <translation>Поставить резервную копию от {date} на место базы кампаний? Открытые окна Сил закроются. Текущая база сохраняется отдельным файлом рядом.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="534" />
      <source>The campaign database could not be opened again. Force Sheet closes now; start it again.</source>
      <translation>Не удалось снова открыть базу кампаний. Force Sheet закроется; запустите его заново.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="543" />
      <source>The backup could not be restored: {error}</source>
      <translation>Не удалось восстановить резервную копию: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="546" />
      <source>The backup was restored.</source>
      <translation>Резервная копия восстановлена.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="548" />
      <source>The database as it was is kept as:
{path}</source>
      <translation>Прежняя база сохранена как:
{path}</translation>
    </message>
  </context>
  <context>
    <name>ForceEdit</name>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="25" />
      <source>'{entry}' is not in this Team List.</source>
      <translation>«{entry}» нет в этом командном списке.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="26" />
      <source>{entry} cannot be recruited on its own.</source>
      <translation>{entry} нельзя нанять отдельно.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="27" />
      <source>That model is not in this Force.</source>
      <translation>Этой модели нет в этих Силах.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="28" />
      <source>That Group is not in this Force.</source>
      <translation>Этой группы нет в этих Силах.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="29" />
      <source>Select one or more models first.</source>
      <translation>Сначала выберите одну или несколько моделей.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="30" />
      <source>A Group has at most {max} models: this would make {size}.</source>
      <translation>В группе не более {max} моделей, а стало бы {size}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="31" />
      <source>A Group holds models of one entry only: {entry} cannot join {group_entry}.</source>
      <translation>В группе модели только одной записи: {entry} не может присоединиться к {group_entry}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="32" />
      <source>Only Core models form Groups: {entry} is not a Core model.</source>
      <translation>Группы образуют только базовые модели: {entry} — не базовая модель.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="33" />
      <source>A Squad never grows beyond its starting {max} models.</source>
      <translation>Отряд никогда не превышает начальные {max} моделей.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="34" />
      <source>A Squad model stays in its Squad.</source>
      <translation>Модель отряда остаётся в своём отряде.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="35" />
      <source>A Squad cannot be split or dissolved.</source>
      <translation>Отряд нельзя разделить или распустить.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="36" />
      <source>Leave at least one model in the Group to split it.</source>
      <translation>Чтобы разделить группу, оставьте в ней хотя бы одну модель.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="37" />
      <source>{entry} is not an option of {model_entry}.</source>
      <translation>{entry} — не вариант снаряжения для {model_entry}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="38" />
      <source>{entry}: a count of {count} is not possible.</source>
      <translation>{entry}: количество {count} невозможно.</translation>
    </message>
  </context>
  <context>
    <name>ForceEditAction</name>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="42" />
      <source>Add {entry}</source>
      <translation>Добавить: {entry}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="43" />
      <source>Add a model to {group}</source>
      <translation>Добавить модель в {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="45" />
      <source>Rename a model to {name}</source>
      <translation>Переименовать модель в {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="46" />
      <source>Rename a Group to {name}</source>
      <translation>Переименовать группу в {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="47" />
      <source>Change the options of {model}</source>
      <translation>Изменить снаряжение: {model}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="48" />
      <source>Change the options of {group}</source>
      <translation>Изменить снаряжение: {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="52" />
      <source>Dissolve {group}</source>
      <translation>Распустить {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="53" />
      <source>Correct the Force</source>
      <translation>Исправить Силы</translation>
    </message>
  </context>
  <context>
    <name>ForceEditor</name>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="269" />
      <source>Add models</source>
      <extracomment>"Spend RP…" of a Force that has played: the window opens the step-5 dialog columns the player widened or narrowed by hand: never re-fitted over his width the words each fitted column was last measured with (see _fit_names)</extracomment>
      <translation>Добавить модели</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="270" />
      <source>Find an entry of the Team List to add</source>
      <translation>Найти запись командного списка для добавления</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="273" />
      <source>Add to Group</source>
      <translation>Добавить в группу</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="274" />
      <source>Recruit one more model into the selected Group or Squad</source>
      <translation>Нанять ещё одну модель в выбранную группу или отряд</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="277" />
      <source>Remove</source>
      <translation>Убрать</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="278" />
      <source>Remove the selected models</source>
      <translation>Удалить выбранные модели</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="281" />
      <source>Rename</source>
      <translation>Переименовать</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="282" />
      <source>Rename the selected model or Group</source>
      <translation>Переименовать выбранную модель или группу</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="285" />
      <source>Options…</source>
      <translation>Опции…</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="286" />
      <source>Wargear and upgrades of the selected model</source>
      <translation>Снаряжение и улучшения выбранной модели</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="289" />
      <source>Form Group</source>
      <translation>Создать группу</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="290" />
      <source>Put the selected Core models of one entry in a new Group</source>
      <translation>Объединить выбранные базовые модели одной записи в новую группу</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="293" />
      <source>Split Group</source>
      <translation>Разделить группу</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="294" />
      <source>Move the selected members into a new Group</source>
      <translation>Перенести выбранных членов в новую группу</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="297" />
      <source>Dissolve Group</source>
      <translation>Распустить группу</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="298" />
      <source>The members of the selected Group leave it</source>
      <translation>Члены выбранной группы покидают её</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="301" />
      <source>Move to Group</source>
      <translation>Перенести в группу</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="302" />
      <source>Move the selected models to another Group</source>
      <translation>Перенести выбранные модели в другую группу</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="305" />
      <source>Leave Group</source>
      <translation>Выйти из группы</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="306" />
      <source>Take the selected models out of their Group</source>
      <translation>Вывести выбранные модели из их группы</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="735" />
      <source>Remove models</source>
      <translation>Удаление моделей</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/editor.py" line="736" />
      <source>%n of these models hold Battle Honours. Remove them all?</source>
      <translation>
        <numerusform>%n из этих моделей имеет боевые награды. Удалить их все?</numerusform>
        <numerusform>%n из этих моделей имеют боевые награды. Удалить их все?</numerusform>
        <numerusform>%n из этих моделей имеют боевые награды. Удалить их все?</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="924" />
      <source>New Group</source>
      <translation>Новая группа</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="926" />
      <source>No Group</source>
      <translation>Без группы</translation>
    </message>
  </context>
  <context>
    <name>ForceSnapshotDialog</name>
    <message>
      <location filename="../app/ui/force_editor/snapshot_dialog.py" line="49" />
      <source>{force} as it was on {when}</source>
      <translation>{force}: как было {when}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/snapshot_dialog.py" line="52" />
      <source>{force} ({player}) right after this record of {when}: {action}</source>
      <translation>{force} ({player}) сразу после этой записи от {when}: {action}</translation>
    </message>
  </context>
  <context>
    <name>ForceTree</name>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="44" />
      <source>Name</source>
      <translation>Имя</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="45" />
      <source>Entry</source>
      <translation>Позиция</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="46" />
      <source>Points</source>
      <translation>Очки</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="47" />
      <source>Characteristics</source>
      <translation>Характеристики</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="48" />
      <source>Battle Honours</source>
      <translation>Боевые награды</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="49" />
      <source>Injuries and states</source>
      <translation>Ранения и состояния</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="50" />
      <source>Wargear</source>
      <translation>Снаряжение</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="54" />
      <source>Team Leaders</source>
      <translation>Лидеры команды</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="55" />
      <source>Specialists</source>
      <translation>Специалисты</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="56" />
      <source>Core models</source>
      <translation>Базовые модели</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="57" />
      <source>Transports and vehicles</source>
      <translation>Транспорт и техника</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="58" />
      <source>Other models</source>
      <translation>Другие модели</translation>
    </message>
    <message>
      <location filename="../app/ui/naming.py" line="26" />
      <source>Group {number}</source>
      <translation>Группа {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/naming.py" line="27" />
      <source>Squad {number}</source>
      <translation>Отряд {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/naming.py" line="28" />
      <source>{name} ({number})</source>
      <translation>{name} ({number})</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="62" />
      <source>{section} ({count}) — {points} pts</source>
      <translation>{section} ({count}) — {points} очк.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="63" />
      <source>{stat} −1</source>
      <translation>{stat} −1</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="64" />
      <source>{stat}: {before} → {after}</source>
      <translation>{stat}: {before} → {after}</translation>
    </message>
  </context>
  <context>
    <name>ForceWindow</name>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="85" />
      <source>{force} ({player}) — Force editor</source>
      <extracomment>"Print Force Sheet…" (the player id): the campaign commands export it</extracomment>
      <translation>{force} ({player}) — редактор Сил</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="87" />
      <source>&amp;Edit</source>
      <translation>&amp;Правка</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="88" />
      <source>&amp;Force</source>
      <translation>&amp;Силы</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="89" />
      <source>&amp;Close</source>
      <translation>&amp;Закрыть</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="90" />
      <source>&amp;Print Force Sheet…</source>
      <translation>&amp;Печать листа сил…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="91" />
      <source>Move to another Team List &amp;revision…</source>
      <translation>Перейти на другую &amp;редакцию командного списка…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="101" />
      <source>&amp;Undo: {action}</source>
      <translation>&amp;Отменить: {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="102" />
      <source>&amp;Undo</source>
      <translation>&amp;Отменить</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="103" />
      <source>&amp;Redo: {action}</source>
      <translation>&amp;Повторить: {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="104" />
      <source>&amp;Redo</source>
      <translation>&amp;Повторить</translation>
    </message>
  </context>
  <context>
    <name>GuideWindow</name>
    <message>
      <location filename="../app/ui/guide.py" line="168" />
      <source>Search the guide</source>
      <extracomment>The chapters' topics, in the guides' order (the same in every language: a test checks it).</extracomment>
      <translation>Поиск по руководству</translation>
    </message>
    <message>
      <location filename="../app/ui/guide.py" line="175" />
      <source>User guide</source>
      <translation>Руководство пользователя</translation>
    </message>
    <message>
      <location filename="../app/ui/guide.py" line="221" />
      <source>Chapters found: {count}</source>
      <translation>Найдено глав: {count}</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <location filename="../app/ui/steps/history.py" line="80" />
      <source>Campaign created</source>
      <extracomment>Actions that never name a model, Group or Team List entry differently (a game, its Teams and rewards, rounds, the campaign's own settings): the history follows them without reading any Force's names again. (A player's name is compared on every action.)</extracomment>
      <translation>Кампания создана</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="81" />
      <source>Campaign imported</source>
      <translation>Кампания импортирована</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="82" />
      <source>Campaign renamed</source>
      <translation>Кампания переименована</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="83" />
      <source>Campaign notes changed</source>
      <translation>Заметки кампании изменены</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="84" />
      <source>Campaign archived</source>
      <translation>Кампания в архиве</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="85" />
      <source>Campaign settings changed</source>
      <translation>Настройки кампании изменены</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="86" />
      <source>Player added</source>
      <translation>Игрок добавлен</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="87" />
      <source>Player renamed</source>
      <translation>Игрок переименован</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="88" />
      <source>Force edited</source>
      <translation>Силы изменены</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="89" />
      <source>Force dissolved</source>
      <translation>Силы расформированы</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="90" />
      <source>Force imported</source>
      <translation>Силы импортированы</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="91" />
      <source>Force corrected</source>
      <translation>Силы исправлены</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="92" />
      <source>Team List revision changed</source>
      <translation>Редакция командного списка изменена</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="93" />
      <source>Team built</source>
      <translation>Команда собрана</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="94" />
      <source>Game recorded</source>
      <translation>Игра записана</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="95" />
      <source>Injuries</source>
      <translation>Ранения</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="96" />
      <source>RP and Renown</source>
      <translation>РП и репутация</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="97" />
      <source>Group recruitment roll</source>
      <translation>Бросок набора в группу</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="98" />
      <source>RP spent</source>
      <translation>РП потрачены</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="99" />
      <source>Round started</source>
      <translation>Тур начат</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="100" />
      <source>Campaign closed</source>
      <translation>Кампания закрыта</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="101" />
      <source>Undo</source>
      <translation>Отмена</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="102" />
      <source>Redo</source>
      <translation>Повтор</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="145" />
      <source>{label}: {text}</source>
      <translation>{label}: {text}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="571" />
      <source>Correction of {force}: {reason} ({action})</source>
      <extracomment>Force edits that leave the former models (dead, lost, removed) as they were: the names of a player's history after one come from the Force the edit wrote and the formers read before. Entry names of a Team List (the store's parsed copy, kept while the process runs) in a language: (the list, its names), by the list's id() and the language. After :meth:`forget`: the players of ``changed`` whose only change is names of models or Groups the history did not know (a model added: every other name as it was), with those ids. A row that showed such an id showed the id itself (see ``_model``), so only a row whose words hold one of them reads differently now.</extracomment>
      <translation>Исправление сил «{force}»: {reason} ({action})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="619" />
      <source>{name}, {team_list}</source>
      <translation>{name}, {team_list}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="627" />
      <source>{team_list} {before} → {after}</source>
      <translation>{team_list} {before} → {after}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="631" />
      <source>{models} models, {points} / {limit} pts</source>
      <translation>моделей: {models}, {points} / {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="640" />
      <source>{player} wins</source>
      <translation>{player} побеждает</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="642" />
      <source>game {number}: {mission}, {result}</source>
      <translation>игра {number}: {mission}, {result}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="651" />
      <source>no casualty</source>
      <translation>без потерь</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="657" />
      <source>{player} {rp} RP, Renown {before} → {after}</source>
      <translation>{player} {rp} РП, репутация {before} → {after}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="663" />
      <source>may recruit</source>
      <translation>может набирать</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="664" />
      <source>no recruits</source>
      <translation>без набора</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="666" />
      <source>{group}: {allowed}</source>
      <translation>{group}: {allowed}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="669" />
      <source>a Group</source>
      <translation>группа</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="674" />
      <source>{a} v {b}</source>
      <translation>{a} против {b}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="677" />
      <source>round {number}: {pairs}</source>
      <translation>тур {number}: {pairs}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="680" />
      <source>bye: {players}</source>
      <translation>без пары: {players}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="684" />
      <source>the finale</source>
      <translation>финал</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="688" />
      <source>{rank}. {player}</source>
      <translation>{rank}. {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="708" />
      <source>nothing bought</source>
      <translation>ничего не куплено</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="709" />
      <source>{rp} RP: {what}</source>
      <translation>{rp} РП: {what}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="749" />
      <source>A correction: the Force was changed outside step 5, for the reason given. The Force Sheet lists it.</source>
      <translation>Исправление: Силы изменены вне шага 5 по указанной причине. Лист сил его перечисляет.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="771" />
      <source>When</source>
      <translation>Когда</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="772" />
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="773" />
      <source>What</source>
      <translation>Что</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="774" />
      <source>Dice</source>
      <translation>Кубики</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="795" />
      <source>Whose Force?</source>
      <translation>Чьи Силы?</translation>
    </message>
  </context>
  <context>
    <name>HistoryView</name>
    <message>
      <location filename="../app/ui/steps/history.py" line="858" />
      <source>Show the Force as it was…</source>
      <extracomment>(parent, dialog title, the players then[, question]) -&gt; the chosen player id; tests replace it</extracomment>
      <translation>Показать Силы, какими они были…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="860" />
      <source>The Force of the selected record's player, read-only, as it was right after that record</source>
      <translation>Силы игрока выбранной записи, только для чтения, какими они были сразу после неё</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="864" />
      <source>Print the Team Sheet of this game…</source>
      <translation>Напечатать лист команды этой игры…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="866" />
      <source>The Team Sheet of the selected record's game as PDF, printed from the campaign as it was then</source>
      <translation>Лист команды игры выбранной записи в PDF — по кампании, какой она была тогда</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1099" />
      <source>Team Sheet</source>
      <extracomment>rows sampled to fit the columns: the newest screenful (what is painted next: no row put into words for the fit alone, nor a player's names read for it), at least ``FIT_MIN_ROWS`` and at most ``FIT_ROWS``</extracomment>
      <translation>Лист команды</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1100" />
      <source>Whose Team Sheet?</source>
      <translation>Чей лист команды?</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1119" />
      <source>The Force as it was</source>
      <translation>Силы, какими они были</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1127" />
      <source>No player had a Force yet at that moment.</source>
      <translation>В тот момент ни у одного игрока ещё не было сил.</translation>
    </message>
  </context>
  <context>
    <name>InjuriesDialog</name>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="225" />
      <source>{result}: −1 {stat}</source>
      <translation>{result}: −1 {stat}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="731" />
      <source>{model}'s {item} goes to:</source>
      <extracomment>the stored game (a draft is kept for this game only)</extracomment>
      <translation>{item} ({model}) передаётся:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="736" />
      <source>Officer Training: promote</source>
      <translation>Подготовка офицеров: повысить</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="738" />
      <source>nobody</source>
      <translation>никто</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="759" />
      <source>{model} escapes (Knocked Out, rolled {roll}).</source>
      <translation>{model} спасается (оглушена, выпало {roll}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="763" />
      <source>{model} fled: no injury roll.</source>
      <translation>{model} бежала: броска на ранение нет.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="765" />
      <source>{model} is no longer in the Force: no injury roll.</source>
      <translation>{model}: больше нет в силах, бросок ранения не нужен.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="769" />
      <source>Type or roll every die to see the result.</source>
      <translation>Введите или бросьте каждый кубик, чтобы увидеть результат.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="771" />
      <location filename="../app/ui/steps/injuries.py" line="815" />
      <source>No casualty: nothing to roll.</source>
      <translation>Потерь нет: бросать нечего.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="780" />
      <source>{model}: {result} — removed from the Force.</source>
      <translation>{model}: {result} — удалена из сил.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="784" />
      <source>{model}: {result}, −1 {stat} ({before} → {after}).</source>
      <translation>{model}: {result}, −1 {stat} ({before} → {after}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="790" />
      <source>{model}: {state}.</source>
      <translation>{model}: {state}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="793" />
      <source>{model}: {result}.</source>
      <translation>{model}: {result}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="795" />
      <source>Dice: {dice}</source>
      <translation>Кубики: {dice}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="798" />
      <source>({reroll}; before: {result}, dice {dice})</source>
      <translation>({reroll}; до этого: {result}, кубики {dice})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="804" />
      <source>{model} has no crew left and is removed.</source>
      <translation>У {model} не осталось расчёта, модель удалена.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="807" />
      <source>{item} is handed over: {model} → {to}.</source>
      <translation>{item} передаётся: {model} → {to}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="811" />
      <source>{model} becomes a Team Leader (Officer Training).</source>
      <translation>{model} становится лидером команды (подготовка офицеров).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="820" />
      <source>Injuries — {player}</source>
      <translation>Ранения — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="822" />
      <source>Type each die as rolled at the table, or press Roll. Nested rolls appear when the first roll calls for them.</source>
      <translation>Введите каждый кубик так, как он выпал на столе, или нажмите «Бросить». Дополнительные броски появляются, когда их требует первый бросок.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="825" />
      <source>Result, applied when you press OK</source>
      <translation>Результат, применяется по нажатию OK</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="826" />
      <source>Choices</source>
      <translation>Выбор</translation>
    </message>
  </context>
  <context>
    <name>Kt40kWindow</name>
    <message>
      <location filename="../app/ui/kt40k.py" line="402" />
      <source>&amp;Mission (the Heroes player's D6):</source>
      <translation>&amp;Миссия (D6 игрока «Героев»):</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="404" />
      <source>&amp;Result:</source>
      <translation>&amp;Итог:</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="407" />
      <source>(not played yet)</source>
      <translation>(ещё не сыграна)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="411" />
      <source>&amp;Print game sheet…</source>
      <translation>&amp;Напечатать лист партии…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="412" />
      <source>Record the &amp;result</source>
      <translation>Записать &amp;итог</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="413" />
      <source>&amp;Close</source>
      <translation>&amp;Закрыть</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="427" />
      <location filename="../app/ui/kt40k.py" line="459" />
      <source>Roll or type the mission die.</source>
      <translation>Бросьте или введите кубик миссии.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="444" />
      <location filename="../app/ui/kt40k.py" line="518" />
      <source>The series file cannot be read: {problem}</source>
      <translation>Файл серии нельзя прочитать: {problem}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="448" />
      <source>No game of the series recorded yet.</source>
      <translation>Ни одной партии серии ещё не записано.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="451" />
      <source>{player}: {won} won, {lost} lost of {played}</source>
      <translation>{player}: побед {won}, поражений {lost} из {played}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="457" />
      <source>Open both lists.</source>
      <translation>Откройте оба списка.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="477" />
      <source>Save the game sheet</source>
      <translation>Сохранить лист партии</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="487" />
      <source>Game sheet not saved</source>
      <translation>Лист партии не сохранён</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="488" />
      <source>{file} could not be written: {error}</source>
      <translation>Не удалось записать {file}: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="507" />
      <source>Choose which side won.</source>
      <translation>Выберите победившую сторону.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="517" />
      <location filename="../app/ui/kt40k.py" line="521" />
      <source>Result not recorded</source>
      <translation>Итог не записан</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="534" />
      <source>The result is not recorded. Close anyway?</source>
      <translation>Итог не записан. Всё равно закрыть?</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../app/ui/main_window.py" line="151" />
      <source>Campaigns</source>
      <translation>Кампании</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="163" />
      <source>Force Sheet</source>
      <translation>Лист сил</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="527" />
      <source>Undone.</source>
      <extracomment>From this many records on, a campaign's History tab is read one turn of the event loop after the campaign is shown (its 8,000 records at 1,000 games and the campaign view together held the GUI for 100 ms; each alone, half)</extracomment>
      <translation>Отменено.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="532" />
      <source>Redone.</source>
      <translation>Повторено.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="553" />
      <source>Damaged campaign database</source>
      <translation>База кампаний повреждена</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="556" />
      <source>The campaign database is damaged: see Tools ▸ Restore a backup…</source>
      <translation>База данных кампаний повреждена: см. Инструменты ▸ Восстановить из резервной копии…</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="559" />
      <source>The full check of the campaign database found its indexes out of step with the data ({count} problems). The campaigns themselves are intact: Force Sheet can rebuild the indexes from them now, without losing anything.</source>
      <translation>Полная проверка базы данных кампаний обнаружила, что индексы расходятся с данными (проблем: {count}). Сами кампании не пострадали: Force Sheet может сейчас перестроить индексы по ним, ничего не потеряв.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="563" />
      <source>Repair now</source>
      <translation>Исправить сейчас</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="563" />
      <location filename="../app/ui/main_window.py" line="578" />
      <source>Later</source>
      <translation>Позже</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="568" />
      <source>The campaign database was repaired.</source>
      <translation>База данных кампаний исправлена.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="574" />
      <source>The full check of the campaign database found damage ({count} problems): some of what it holds may no longer be readable. Restore the newest good backup (the file as it is now is kept beside it), or first export the campaigns you can still open.</source>
      <translation>Полная проверка базы данных кампаний обнаружила повреждения (проблем: {count}): часть содержимого, возможно, уже не читается. Восстановите самую свежую исправную резервную копию (текущий файл сохранится рядом) или сначала экспортируйте кампании, которые ещё открываются.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="578" />
      <source>Restore a backup…</source>
      <translation>Восстановить из резервной копии…</translation>
    </message>
  </context>
  <context>
    <name>NewCampaignDialog</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="333" />
      <source>New campaign</source>
      <translation>Новая кампания</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="334" />
      <source>Campaign &amp;name:</source>
      <translation>&amp;Название кампании:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="335" />
      <source>e.g. The Siege of Vraks</source>
      <translation>напр. Осада Вракса</translation>
    </message>
  </context>
  <context>
    <name>NewPlayerDialog</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="417" />
      <source>Add a player</source>
      <translation>Добавить игрока</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="418" />
      <source>&amp;Player:</source>
      <translation>&amp;Игрок:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="419" />
      <source>&amp;Force name:</source>
      <translation>Название &amp;Сил:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="420" />
      <source>&amp;Team List:</source>
      <translation>&amp;Командный список:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="421" />
      <source>optional, e.g. Strike Force Aquila</source>
      <translation>необязательно, напр. Ударная группа «Аквила»</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="430" />
      <source>The Force keeps a copy of this Team List revision: importing a newer catalogue later never changes it.</source>
      <translation>Силы хранят копию этой редакции Командного списка: импорт более нового каталога её не изменит.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="433" />
      <source>built-in</source>
      <translation>встроенный</translation>
    </message>
  </context>
  <context>
    <name>OptionsDialog</name>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="265" />
      <source>Options of {name}</source>
      <translation>Снаряжение: {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="268" />
      <source>This entry has no options.</source>
      <translation>У этой записи нет вариантов снаряжения.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="270" />
      <source>None (keep the standard wargear)</source>
      <translation>Нет (оставить стандартное снаряжение)</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="274" />
      <source>Wargear</source>
      <translation>Снаряжение</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="282" />
      <source>Replaces: {wargear}.</source>
      <translation>Заменяет: {wargear}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="285" />
      <source>Choose {min} to {max}.</source>
      <translation>Выберите от {min} до {max}.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/options_dialog.py" line="287" />
      <source>Choose at most %n.</source>
      <translation>
        <numerusform>Выберите не более %n.</numerusform>
        <numerusform>Выберите не более %n.</numerusform>
        <numerusform>Выберите не более %n.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/options_dialog.py" line="289" />
      <source>Choose at least %n.</source>
      <translation>
        <numerusform>Выберите не менее %n.</numerusform>
        <numerusform>Выберите не менее %n.</numerusform>
        <numerusform>Выберите не менее %n.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="291" />
      <source>Armoury: each item at most once per model.</source>
      <translation>Арсенал: каждый предмет не более одного раза на модель.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="293" />
      <source>Limited across the Force: see the validation panel.</source>
      <translation>Ограничено на все Силы: см. панель проверки.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="325" />
      <source>Points: {points}</source>
      <translation>Очки: {points}</translation>
    </message>
  </context>
  <context>
    <name>PlayedBanner</name>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="92" />
      <source>The Force as it was: nothing can be changed here.</source>
      <extracomment>The longest reason the store keeps.</extracomment>
      <translation>Силы такими, какими они были: здесь ничего нельзя изменить.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="95" />
      <source>Correcting: {reason}</source>
      <translation>Исправление: {reason}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="96" />
      <source>Every change is recorded as a correction with this reason; the history and the Force Sheet show it.</source>
      <translation>Каждое изменение записывается как исправление с этой причиной; его показывают история и лист сил.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/played.py" line="101" />
      <source>This Force has played %n game(s): it changes only by spending RP (step 5) or by a correction. Names can still be changed.</source>
      <translation>
        <numerusform>Эти Силы сыграли %n игру: они меняются только тратой РП (шаг 5) или исправлением. Имена менять ещё можно.</numerusform>
        <numerusform>Эти Силы сыграли %n игры: они меняются только тратой РП (шаг 5) или исправлением. Имена менять ещё можно.</numerusform>
        <numerusform>Эти Силы сыграли %n игр: они меняются только тратой РП (шаг 5) или исправлением. Имена менять ещё можно.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="110" />
      <source>Spend RP…</source>
      <translation>Потратить РП…</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="111" />
      <source>Recruit, buy wargear and honours with RP (step 5)</source>
      <translation>Нанять бойцов, купить снаряжение и награды за РП (шаг 5)</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="113" />
      <source>Make a correction…</source>
      <translation>Внести исправление…</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="115" />
      <source>Change the Force outside step 5 to put a mistake right; you give the reason</source>
      <translation>Изменить Силы вне шага 5, чтобы исправить ошибку; вы указываете причину</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="116" />
      <source>Done</source>
      <translation>Готово</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="117" />
      <source>End the correction: the Force is locked again</source>
      <translation>Завершить исправление: Силы снова заблокированы</translation>
    </message>
  </context>
  <context>
    <name>PlayersModel</name>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Force</source>
      <translation>Силы</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Team List</source>
      <translation>Командный список</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Base</source>
      <translation>База</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>Team limit</source>
      <translation>Лимит команды</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>RP</source>
      <translation>РП</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>Renown</source>
      <translation>Репутация</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>Games</source>
      <translation>Игры</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="93" />
      <source>Force points</source>
      <translation>Очки Сил</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="114" />
      <source>Level {level}</source>
      <translation>Уровень {level}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="116" />
      <source>{wins} won, {draws} drawn, {losses} lost</source>
      <translation>побед: {wins}, ничьих: {draws}, поражений: {losses}</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/models.py" line="119" />
      <source>%n model(s)</source>
      <translation>
        <numerusform>%n модель</numerusform>
        <numerusform>%n модели</numerusform>
        <numerusform>%n моделей</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ProgressWindow</name>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="145" />
      <source>RP (Requisition Points)</source>
      <translation>РП (очки реквизиции)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="145" />
      <source>Renown</source>
      <translation>Репутация</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="146" />
      <source>Base level</source>
      <translation>Уровень базы</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="146" />
      <source>Force points</source>
      <translation>Очки Сил</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="149" />
      <source>Progress charts</source>
      <translation>Графики прогресса</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="150" />
      <source>Record</source>
      <translation>Итоги</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="151" />
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Games</source>
      <translation>Игры</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Wins</source>
      <translation>Победы</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Draws</source>
      <translation>Ничьи</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="154" />
      <source>Losses</source>
      <translation>Поражения</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="154" />
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Casualties</source>
      <translation>Потери</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Mission</source>
      <translation>Миссия</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Result</source>
      <translation>Результат</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="158" />
      <source>“Start” is before the first game; each number after it is the state after that game, once its injuries, RP, Renown and spending are done (the last one: now).</source>
      <translation>«Старт» — до первой игры; каждый номер после него — состояние после этой игры, когда её ранения, РП, Репутация и траты учтены (последний — сейчас).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="162" />
      <source>No campaign open</source>
      <translation>Кампания не открыта</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="163" />
      <source>Open a campaign to see its progress.</source>
      <translation>Откройте кампанию, чтобы увидеть её прогресс.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="165" />
      <location filename="../app/ui/campaigns/progress.py" line="179" />
      <source>No games yet</source>
      <translation>Игр пока нет</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="171" />
      <source>{campaign}: progress</source>
      <translation>{campaign}: прогресс</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="174" />
      <source>Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}</source>
      <translation>Сыграно игр: {games} · с победителем: {won} · вничью: {drawn} · потерь: {casualties}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="177" />
      <source>Start</source>
      <translation>Старт</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="203" />
      <source>Draw</source>
      <translation>Ничья</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="205" />
      <source>{player} won</source>
      <translation>Победа: {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="207" />
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="208" />
      <source>{player}: {count}</source>
      <translation>{player}: {count}</translation>
    </message>
  </context>
  <context>
    <name>RecordGameDialog</name>
    <message>
      <location filename="../app/ui/steps/game.py" line="682" />
      <source>Mission: roll or choose one</source>
      <extracomment>the round's mission (a fixed list, a storyline, the finale: every pair plays it) the attacker and defender the storyline gives the mission (the players may change them) the rule that decided (the plan's result), the players' override and its reason</extracomment>
      <translation>Миссия: бросьте кубик или выберите</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="685" />
      <source>Mission: {mission}</source>
      <translation>Миссия: {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="698" />
      <source>Pick the mission.</source>
      <translation>Выберите миссию.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="717" />
      <source>Pick the result of the game.</source>
      <translation>Выберите результат игры.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="724" />
      <source>Record a game — {player}</source>
      <translation>Записать игру — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="725" />
      <source>Mission</source>
      <translation>Миссия</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="729" />
      <source>&amp;This round's mission: {mission}</source>
      <translation>&amp;Миссия этого тура: {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="732" />
      <source>&amp;Next in the campaign's list: {mission}</source>
      <translation>&amp;Следующая по списку кампании: {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="734" />
      <source>&amp;Roll on the mission table (D6)</source>
      <translation>&amp;Бросок по таблице миссий (D6)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="735" />
      <source>C&amp;hoose:</source>
      <translation>В&amp;ыбрать:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="739" />
      <source>&amp;Opponent:</source>
      <translation>&amp;Противник:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="740" />
      <source>R&amp;esult:</source>
      <translation>Р&amp;езультат:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="741" />
      <source>&amp;Attacker:</source>
      <translation>&amp;Атакующий:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="745" />
      <source>The storyline's default: {player} attacks (the winner of the previous mission defends). You may change it.</source>
      <translation>По сюжету по умолчанию атакует {player} (победитель предыдущей миссии защищается). Можно изменить.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="749" />
      <source>Pick the result…</source>
      <translation>Выберите результат…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="750" />
      <location filename="../app/ui/steps/game.py" line="751" />
      <source>{player} wins</source>
      <translation>{player} побеждает</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="753" />
      <source>O&amp;verride the mission's result</source>
      <translation>&amp;Изменить результат миссии</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="754" />
      <source>Rea&amp;son:</source>
      <translation>При&amp;чина:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="755" />
      <source>Why the players record another result</source>
      <translation>Почему игроки записывают другой результат</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="756" />
      <source>The reason is kept with the game.</source>
      <translation>Причина сохраняется вместе с игрой.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="757" />
      <source>&amp;Print mission card…</source>
      <translation>&amp;Печать карточки миссии…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="758" />
      <source>Set-up</source>
      <translation>Подготовка</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="759" />
      <source>Mission dice</source>
      <translation>Броски миссии</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="760" />
      <source>&amp;Table:</source>
      <translation>&amp;Таблица:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="761" />
      <source>Rolled &amp;by:</source>
      <translation>&amp;Бросал:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="762" />
      <source>Nobody in particular</source>
      <translation>Никто в отдельности</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="763" />
      <source>&amp;Add the die</source>
      <translation>&amp;Добавить бросок</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="764" />
      <source>Re&amp;move the selected die</source>
      <translation>&amp;Убрать выбранный бросок</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="779" />
      <source>Pick the mission to see how to set it up.</source>
      <translation>Выберите миссию, чтобы увидеть её подготовку.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="885" />
      <source>The mission's result: {rule}</source>
      <translation>Результат миссии: {rule}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="902" />
      <location filename="../app/ui/steps/game.py" line="918" />
      <source>Print mission card</source>
      <translation>Печать карточки миссии</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="919" />
      <source>The mission card could not be written: {error}</source>
      <translation>Не удалось записать карточку миссии: {error}</translation>
    </message>
  </context>
  <context>
    <name>ReferenceWindow</name>
    <message>
      <location filename="../app/ui/reference.py" line="359" />
      <source>Rules Reference</source>
      <translation>Справочник правил</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="361" />
      <source>Search in English, French or Russian — e.g. fear, peur, страх, Fear (2)</source>
      <translation>Поиск на английском, французском или русском — например, fear, peur, страх, Страх (2)</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="363" />
      <source>Accents and case do not matter. A value in brackets, as in Fear (2), shows the rule with that value.</source>
      <translation>Регистр и диакритика не важны. Значение в скобках, как в «Страх (2)», показывает правило с этим значением.</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="365" />
      <source>All kinds</source>
      <translation>Все виды</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="369" />
      <source>&amp;Print the rules reference…</source>
      <translation>&amp;Напечатать справочник правил…</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="371" />
      <source>Write the whole reference in the interface language as a PDF booklet, grouped by kind (with the optional glossary when it is included above)</source>
      <translation>Записать весь справочник на языке интерфейса в PDF-буклет, по видам записей (с дополнительным глоссарием, если он включён выше)</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="373" />
      <source>Include the optional glossary: {pack}</source>
      <translation>Включить дополнительный глоссарий: {pack}</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/reference.py" line="415" />
      <source>%n entries found</source>
      <translation>
        <numerusform>найдена %n запись</numerusform>
        <numerusform>найдены %n записи</numerusform>
        <numerusform>найдено %n записей</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="441" />
      <source>No entry matches the search.</source>
      <translation>Ничего не найдено.</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="452" />
      <source>Parameter {parameter}</source>
      <translation>Параметр {parameter}</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="457" />
      <source>Also called: {names}</source>
      <translation>Другие названия: {names}</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="462" />
      <source>See also:</source>
      <translation>См. также:</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="465" />
      <source>From another game's glossary: a rule of Kill Team with the same name wins.</source>
      <translation>Из глоссария другой игры: правило Kill Team с тем же названием важнее.</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="467" />
      <source>Source: {source}</source>
      <translation>Источник: {source}</translation>
    </message>
  </context>
  <context>
    <name>RenamePlayerDialog</name>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="280" />
      <source>Rename player</source>
      <translation>Переименовать игрока</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="285" />
      <source>Player name:</source>
      <translation>Имя игрока:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="286" />
      <source>Force name:</source>
      <translation>Название Сил:</translation>
    </message>
  </context>
  <context>
    <name>RestoreDialog</name>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="139" />
      <source>Restore a backup</source>
      <translation>Восстановление из резервной копии</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="141" />
      <source>Choose the backup to put back. The campaign database as it is now is kept beside it (nothing is deleted), and everything done since that backup will not be shown.</source>
      <translation>Выберите резервную копию для восстановления. Текущая база кампаний сохраняется рядом (ничего не удаляется), а всё сделанное после этой копии показано не будет.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="143" />
      <source>Date</source>
      <translation>Дата</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="143" />
      <source>Size</source>
      <translation>Размер</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="143" />
      <source>Reason</source>
      <translation>Причина</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="144" />
      <source>by hand</source>
      <translation>вручную</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="144" />
      <source>daily</source>
      <translation>ежедневная</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="145" />
      <source>before an update</source>
      <translation>перед обновлением</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="151" />
      <source>Restore…</source>
      <translation>Восстановить…</translation>
    </message>
  </context>
  <context>
    <name>RevisionDialog</name>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="75" />
      <source>Move the Force to another revision</source>
      <translation>Перевести силы на другую редакцию</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="76" />
      <source>{list}: this Force uses revision {revision}.</source>
      <translation>{list}: эти силы используют редакцию {revision}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="78" />
      <source>&amp;Revision:</source>
      <translation>&amp;Редакция:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="81" />
      <source>No other revision of this Team List has been imported.</source>
      <translation>Другие редакции этого командного списка не импортированы.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="83" />
      <source>What moving the Force changes:</source>
      <translation>Что изменится при переводе сил:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="85" />
      <source>&amp;Move the Force</source>
      <translation>&amp;Перевести силы</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="116" />
      <source>Nothing: every model keeps its points and no problem appears.</source>
      <translation>Ничего: все модели сохраняют свою стоимость, проблем не появляется.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="127" />
      <source>{model}: {entry} is no longer in the Team List.</source>
      <translation>{model}: {entry} больше нет в командном списке.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="130" />
      <source>{model}: the option {option} no longer exists.</source>
      <translation>{model}: опции {option} больше нет.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="133" />
      <source>{model}: {before} pts → {after} pts.</source>
      <translation>{model}: {before} очк. → {after} очк.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="141" />
      <source>New problem: {message}</source>
      <translation>Новая проблема: {message}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="142" />
      <source>Solved: {message}</source>
      <translation>Решено: {message}</translation>
    </message>
  </context>
  <context>
    <name>RewardsDialog</name>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="163" />
      <source>{achievement} (in {mission})</source>
      <translation>{achievement} (в миссии {mission})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="167" />
      <source>{mission}: {fact}</source>
      <translation>{mission}: {fact}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="172" />
      <source>Underdog: Renown {own} against {opponent}, 1 RP per 3 ({rounding})</source>
      <translation>Аутсайдер: репутация {own} против {opponent}, 1 РП за каждые 3 ({rounding})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="177" />
      <source>Field promotion of {model}</source>
      <translation>Повышение в поле: {model}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="188" />
      <source>{player} — {result}</source>
      <translation>{player} — {result}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="205" />
      <source>&lt;b&gt;RP: {before} {sign} {earned} = {after}&lt;/b&gt;</source>
      <translation>&lt;b&gt;РП: {before} {sign} {earned} = {after}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="211" />
      <source>Renown: {before} → ? (roll the D6 above)</source>
      <translation>Репутация: {before} → ? (бросьте D6 выше)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="215" />
      <source>&lt;b&gt;Renown: {before} → {after}&lt;/b&gt;</source>
      <translation>&lt;b&gt;Репутация: {before} → {after}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="220" />
      <source>RP and Renown — {mission}</source>
      <translation>РП и репутация — {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="222" />
      <source>Renown roll</source>
      <translation>Бросок репутации</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="227" />
      <source>{player} lost and rolls a D6: {at}+ gains {up} Renown, otherwise loses {down} (never below 0).</source>
      <translation>{player} проиграл и бросает D6: на {at}+ получает {up} репутации, иначе теряет {down} (не ниже 0).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="231" />
      <source>D6:</source>
      <translation>D6:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>Source</source>
      <translation>Источник</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>Count</source>
      <translation>Кол-во</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>RP each</source>
      <translation>РП за каждое</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>RP</source>
      <translation>РП</translation>
    </message>
  </context>
  <context>
    <name>RoundDialog</name>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="140" />
      <source>Every game of round {number}: {mission}.</source>
      <translation>Все игры тура {number}: {mission}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="143" />
      <source>Each pair rolls its mission (D6).</source>
      <translation>Каждая пара бросает D6 на миссию.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="145" />
      <source>The finale: every Team may use the whole Force.</source>
      <translation>Финал: каждая команда может использовать все Силы.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="155" />
      <source>Start round {number}</source>
      <translation>Начать тур {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="157" />
      <source>Who plays whom in this round? A player without an opponent has a bye: no game, but they still spend RP in step 5 like everyone.</source>
      <translation>Кто с кем играет в этом туре? Игрок без соперника пропускает тур: игры нет, но на шаге 5 он тратит РП, как и все.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="160" />
      <source>— bye —</source>
      <translation>— без пары —</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="162" />
      <source>This round is the finale: everyone may use the whole Force</source>
      <translation>Этот тур — финал: каждый может использовать все Силы</translation>
    </message>
  </context>
  <context>
    <name>RoundPanel</name>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="100" />
      <location filename="../app/ui/campaigns/round_panel.py" line="122" />
      <source>Rounds</source>
      <translation>Туры</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="105" />
      <source>Start round {number}…</source>
      <translation>Начать тур {number}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="106" />
      <source>Close the campaign…</source>
      <translation>Закрыть кампанию…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="114" />
      <source>{rank}. {player}</source>
      <translation>{rank}. {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="116" />
      <source>The campaign is closed</source>
      <translation>Кампания закрыта</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="117" />
      <source>Final standings: {ranks}</source>
      <translation>Итоговая таблица: {ranks}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="122" />
      <location filename="../app/ui/campaigns/round_panel.py" line="129" />
      <source>No round yet</source>
      <translation>Туров пока нет</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="131" />
      <source>Next: start round 1, or play game by game with the steps below. A round pairs the players (an odd one out has a bye) and takes every player through the five steps; every player finishes a step before anyone takes the next.</source>
      <translation>Далее: начните тур 1 или играйте игру за игрой кнопками шагов ниже. Тур разбивает игроков на пары (лишний игрок пропускает тур) и проводит каждого через пять шагов; каждый заканчивает шаг, прежде чем кто-либо перейдёт к следующему.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="137" />
      <source>Round {number}</source>
      <translation>Тур {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="139" />
      <source>the finale: every Force plays whole</source>
      <translation>финал: все Силы играют целиком</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="141" />
      <source>mission: {mission}</source>
      <translation>миссия: {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="124" />
      <source>Next: add the players. A campaign needs at least two, each with a Force.</source>
      <translation>Далее: добавьте игроков. Кампании нужно не меньше двух, у каждого своя Сила.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="125" />
      <source>Add player…</source>
      <translation>Добавить игрока…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="146" />
      <source>Every player finished the finale. Next: close the campaign.</source>
      <translation>Все игроки закончили финал. Далее: закройте кампанию.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="149" />
      <source>Every player finished the round. Next: start round {number}.</source>
      <translation>Все игроки закончили тур. Далее: начните тур {number}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="154" />
      <source>Next: {step} — {players}.</source>
      <translation>Далее: {step} — {players}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="165" />
      <source>Game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="165" />
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="170" />
      <source>{number}. {step}</source>
      <translation>{number}. {step}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="194" />
      <source>{player} v {opponent}</source>
      <translation>{player} против {opponent}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="197" />
      <source>{player} (bye)</source>
      <translation>{player} (без пары)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="214" />
      <source>✓ done</source>
      <translation>✓ готово</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="214" />
      <source>to do</source>
      <translation>предстоит</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="214" />
      <source>bye</source>
      <translation>без пары</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="243" />
      <source>Build the Team of {player}…</source>
      <translation>Собрать команду игрока {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="244" />
      <source>Record the game {player} v {opponent}…</source>
      <translation>Записать игру {player} против {opponent}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="245" />
      <source>Roll the injuries of {player}…</source>
      <translation>Бросить ранения игрока {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="246" />
      <source>RP and Renown of {player}…</source>
      <translation>РП и репутация игрока {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="247" />
      <source>Spend the RP of {player}…</source>
      <translation>Потратить РП игрока {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="252" />
      <source>Build the Team…</source>
      <translation>Собрать команду…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="253" />
      <source>Record the game…</source>
      <translation>Записать игру…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="254" />
      <source>Roll injuries…</source>
      <translation>Бросить ранения…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="255" />
      <source>RP and Renown…</source>
      <translation>РП и репутация…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="256" />
      <source>Spend RP…</source>
      <translation>Потратить РП…</translation>
    </message>
  </context>
  <context>
    <name>Section</name>
    <message>
      <location filename="../app/i18n/messages.py" line="99" />
      <source>Team Leader</source>
      <translation>Лидер команды</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="100" />
      <source>Specialist</source>
      <translation>Специалист</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="101" />
      <source>Core</source>
      <translation>Базовая модель</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="102" />
      <source>Transport</source>
      <translation>Транспорт</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="69" />
      <source>Settings</source>
      <translation>Параметры</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="70" />
      <source>&amp;Language:</source>
      <translation>&amp;Язык:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="71" />
      <source>&amp;Dice:</source>
      <translation>&amp;Кубики:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="72" />
      <source>&amp;Paper size:</source>
      <translation>&amp;Формат бумаги:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="76" />
      <source>&amp;Theme:</source>
      <translation>&amp;Тема:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="78" />
      <source>Follow the system</source>
      <translation>Как в системе</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="79" />
      <source>Light</source>
      <translation>Светлая</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="79" />
      <source>Dark</source>
      <translation>Тёмная</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="80" />
      <source>System default</source>
      <translation>Язык системы</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="82" />
      <source>Rolled by the app</source>
      <translation>Бросает программа</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="83" />
      <source>Typed in from the table's dice</source>
      <translation>Ввод результатов настоящих кубиков</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="84" />
      <source>US Letter</source>
      <translation>Letter (США)</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="86" />
      <source>The dice setting is the default of each step dialog; you can change it there for a single roll.</source>
      <translation>Настройка кубиков — это значение по умолчанию для каждого шага; для отдельного броска её можно изменить в самом шаге.</translation>
    </message>
  </context>
  <context>
    <name>Severity</name>
    <message>
      <location filename="../app/i18n/messages.py" line="106" />
      <source>error</source>
      <translation>ошибка</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="107" />
      <source>warning</source>
      <translation>предупреждение</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="108" />
      <source>info</source>
      <translation>инфо</translation>
    </message>
  </context>
  <context>
    <name>SheetExport</name>
    <message>
      <location filename="../app/sheets/from_store.py" line="65" />
      <source>No Team is saved for the next game: build the Team first.</source>
      <translation>Для следующей игры не сохранена команда: сначала соберите команду.</translation>
    </message>
    <message>
      <location filename="../app/sheets/from_store.py" line="67" />
      <source>{player} did not play this game.</source>
      <translation>{player} не участвовал(а) в этой игре.</translation>
    </message>
    <message>
      <location filename="../app/sheets/from_store.py" line="68" />
      <source>'{id}' is not an id of the campaign database.</source>
      <translation>«{id}» — не идентификатор в базе кампаний.</translation>
    </message>
    <message>
      <location filename="../app/sheets/from_store.py" line="69" />
      <source>Player {player} is not in campaign {campaign}.</source>
      <translation>Игрок {player} не участвует в кампании {campaign}.</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="45" />
      <source>Force Sheet</source>
      <translation>Лист сил</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="46" />
      <source>Force Sheets</source>
      <translation>Листы сил</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="47" />
      <source>Team Sheet</source>
      <translation>Лист команды</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="48" />
      <source>Team Sheets</source>
      <translation>Листы команды</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="49" />
      <source>Export sheet as PDF</source>
      <translation>Экспорт листа в PDF</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="50" />
      <source>Rules Reference</source>
      <translation>Справочник правил</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="51" />
      <source>Print the rules reference as PDF</source>
      <translation>Напечатать справочник правил в PDF</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="52" />
      <source>PDF files (*.pdf)</source>
      <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="53" />
      <source>Export failed</source>
      <translation>Экспорт не удался</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="54" />
      <source>The sheet could not be written to {file}:
{error}</source>
      <translation>Не удалось записать лист в {file}:
{error}</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="56" />
      <source>PDF saved</source>
      <translation>PDF сохранён</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="57" />
      <source>The PDF was saved as {file} in the folder {folder}.

No PDF viewer could open it: open the folder, or open the file with the program of your choice.</source>
      <translation>PDF сохранён как {file} в папке {folder}.

Ни одна программа просмотра PDF не смогла его открыть: откройте папку или откройте файл в программе по вашему выбору.</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="60" />
      <source>Open &amp;folder</source>
      <translation>Открыть &amp;папку</translation>
    </message>
  </context>
  <context>
    <name>ShellActions</name>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="91" />
      <source>&amp;New campaign…</source>
      <extracomment>The freedesktop icon names of the actions (the style's pixmap when the theme lacks one).</extracomment>
      <translation>&amp;Новая кампания…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="92" />
      <source>&amp;Open campaign…</source>
      <translation>&amp;Открыть кампанию…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="93" />
      <source>Open the &amp;demo campaign</source>
      <translation>Открыть &amp;демо-кампанию</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="94" />
      <source>Add &amp;player…</source>
      <translation>Добавить &amp;игрока…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="95" />
      <source>Campaign &amp;settings…</source>
      <translation>&amp;Настройки кампании…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="96" />
      <source>&amp;Print Force Sheet…</source>
      <translation>&amp;Печать листа сил…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="97" />
      <source>Print &amp;Team Sheet…</source>
      <translation>Печать листа &amp;команды…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="98" />
      <source>Print &amp;all Force Sheets…</source>
      <translation>Печать &amp;всех листов сил…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="99" />
      <source>&amp;Quit</source>
      <translation>В&amp;ыход</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="100" />
      <source>Se&amp;ttings…</source>
      <translation>П&amp;араметры…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="101" />
      <source>&amp;Team Lists…</source>
      <translation>&amp;Командные списки…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="102" />
      <source>&amp;Import BattleScribe catalogue…</source>
      <translation>&amp;Импортировать каталог BattleScribe…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="103" />
      <source>Campaign &amp;history</source>
      <translation>&amp;История кампании</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="104" />
      <source>&amp;Export campaign…</source>
      <translation>&amp;Экспорт кампании…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="105" />
      <source>I&amp;mport campaign…</source>
      <translation>И&amp;мпорт кампании…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="106" />
      <source>E&amp;xport Force (roster)…</source>
      <translation>Э&amp;кспорт Сил (ростер)…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="107" />
      <source>&amp;Import Force (roster)…</source>
      <translation>&amp;Импорт Сил (ростер)…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="108" />
      <source>&amp;Back up the database now</source>
      <translation>&amp;Резервная копия базы сейчас</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="109" />
      <source>&amp;Restore a backup…</source>
      <translation>&amp;Восстановить из резервной копии…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="110" />
      <source>&amp;Connect to a club server…</source>
      <translation>&amp;Подключиться к серверу клуба…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="112" />
      <source>Open the campaigns of a club's PostgreSQL server, shared by every laptop</source>
      <translation>Открыть кампании сервера PostgreSQL клуба, общие для всех компьютеров</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="113" />
      <source>Take this campaign &amp;offline</source>
      <translation>Перевести кампанию в &amp;автономный режим</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="115" />
      <source>Copy the campaign to this laptop to play without the server; sync it back later</source>
      <translation>Скопировать кампанию на этот компьютер, чтобы играть без сервера; синхронизировать позже</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="116" />
      <source>S&amp;ync with the club server…</source>
      <translation>Си&amp;нхронизировать с сервером клуба…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="117" />
      <source>Kill Team &amp;40K game (Heroes against Villains)…</source>
      <translation>Партия Kill Team &amp;40K (Герои против Злодеев)…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="119" />
      <source>The Kill Team 40K v0.1 alpha rules: two lists from a Codex, a mission, a game sheet and the record of a series</source>
      <translation>Правила Kill Team 40K v0.1 альфа: два списка из Кодекса, миссия, лист партии и учёт серии</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="122" />
      <source>Replace the selected player's Force with a roster file; without a selected player, add a new player with it</source>
      <translation>Заменить Силы выбранного игрока файлом ростера; если игрок не выбран — добавить нового игрока с этими Силами</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="124" />
      <source>&amp;About Force Sheet</source>
      <translation>О &amp;программе Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="125" />
      <source>&amp;User guide</source>
      <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="127" />
      <source>How a campaign runs, each step, the Force editor, printing, backups and imports</source>
      <translation>Как идёт кампания, каждый шаг, редактор Сил, печать, резервные копии и импорт</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="128" />
      <source>&amp;Progress charts</source>
      <translation>&amp;Графики прогресса</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="130" />
      <source>RP, Renown, Base level and Force points of each player over the games, and the wins, draws, losses and casualties</source>
      <translation>РП, Репутация, уровень Базы и очки Сил каждого игрока по играм, а также победы, ничьи, поражения и потери</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="132" />
      <source>&amp;Rules Reference</source>
      <translation>&amp;Справочник правил</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="134" />
      <source>Every special rule, Battle Honour, Base upgrade and play rule, searchable in English, French and Russian</source>
      <translation>Все особые правила, боевые награды, улучшения базы и правила игры с поиском на английском, французском и русском</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="147" />
      <source>&amp;Undo: {action}</source>
      <translation>&amp;Отменить: {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="147" />
      <source>Undo</source>
      <translation>Отменить</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="147" />
      <source>&amp;Undo</source>
      <translation>&amp;Отменить</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="148" />
      <source>Redo</source>
      <translation>Повторить</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="148" />
      <source>&amp;Redo: {action}</source>
      <translation>&amp;Повторить: {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="148" />
      <source>&amp;Redo</source>
      <translation>&amp;Повторить</translation>
    </message>
  </context>
  <context>
    <name>ShellMenus</name>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="221" />
      <source>&amp;File</source>
      <translation>&amp;Файл</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="222" />
      <source>&amp;Edit</source>
      <translation>&amp;Правка</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="223" />
      <source>&amp;Campaign</source>
      <translation>&amp;Кампания</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="224" />
      <source>&amp;Tools</source>
      <translation>&amp;Инструменты</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="225" />
      <source>&amp;Help</source>
      <translation>&amp;Справка</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="226" />
      <source>Main toolbar</source>
      <translation>Основная панель инструментов</translation>
    </message>
  </context>
  <context>
    <name>Side</name>
    <message>
      <location filename="../app/i18n/messages.py" line="87" />
      <source>Heroes</source>
      <extracomment>Kill Team 40K sides and force-organisation slots, as violation parameters show them.</extracomment>
      <translation>Герои</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="88" />
      <source>Villains</source>
      <translation>Злодеи</translation>
    </message>
  </context>
  <context>
    <name>Slot</name>
    <message>
      <location filename="../app/i18n/messages.py" line="91" />
      <source>HQ</source>
      <translation>Штаб</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="92" />
      <source>Elites</source>
      <translation>Элита</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="93" />
      <source>Troops</source>
      <translation>Войска</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="94" />
      <source>Fast Attack</source>
      <translation>Быстрая атака</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="95" />
      <source>Heavy Support</source>
      <translation>Тяжёлая поддержка</translation>
    </message>
  </context>
  <context>
    <name>SpendDialog</name>
    <message>
      <location filename="../app/ui/steps/spend.py" line="855" />
      <source>No Group</source>
      <extracomment>What the player may add to the plan.</extracomment>
      <translation>Без группы</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="862" />
      <source>A new Squad of {size}</source>
      <translation>Новый отряд из {size}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="864" />
      <location filename="../app/ui/steps/spend.py" line="976" />
      <source>A new Group</source>
      <translation>Новая группа</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="869" />
      <source>Join {group}</source>
      <translation>В группу {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="901" />
      <source>{group}: {item} ({points} pts)</source>
      <translation>{group}: {item} ({points} очк.)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="969" />
      <source>{gun}: replacement crew</source>
      <translation>{gun}: пополнение расчёта</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="972" />
      <source>Recruit {entry}</source>
      <translation>Нанять: {entry}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="939" />
      <source>a new Group</source>
      <translation>новую группу</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="970" />
      <location filename="../app/ui/steps/spend.py" line="978" />
      <location filename="../app/ui/steps/spend.py" line="986" />
      <source>{what} — {points} pts</source>
      <translation>{what} — {points} очк.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="875" />
      <source>Join the new Group of this plan ({count} recruited)</source>
      <translation>В новую группу из этого плана (набрано: {count})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="988" />
      <source>Base level {level}: {name}</source>
      <translation>Уровень базы {level}: {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="977" />
      <source>{group}: recruit {entry}</source>
      <translation>{group}: новобранец — {entry}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="980" />
      <source>{model}: {item}</source>
      <translation>{model}: {item}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="984" />
      <source>{what} (replaces: {old})</source>
      <translation>{what} (заменяет: {old})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="994" />
      <source>{model}: {honour}</source>
      <translation>{model}: {honour}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="999" />
      <source>{what} — {rp} RP</source>
      <translation>{what} — {rp} РП</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1008" />
      <source>{item} given up by {model} — no points back</source>
      <translation>{model} отказывается от {item} — очки не возвращаются</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1015" />
      <source>Reinforcements: {needed} pts needed; {rp} RP converted = {available} pts; {lost} pts left over will be lost.</source>
      <translation>Подкрепления: нужно {needed} очк.; переведено {rp} РП = {available} очк.; остаток {lost} очк. сгорит.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1020" />
      <source>No reinforcement points needed.</source>
      <translation>Очки подкреплений не нужны.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1025" />
      <source>RP were already converted in this step.</source>
      <translation>РП уже переводились на этом шаге.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1029" />
      <source>&lt;b&gt;RP: {before} − {spent} = {after}&lt;/b&gt; (points {converted} RP, direct {direct} RP)</source>
      <translation>&lt;b&gt;РП: {before} − {spent} = {after}&lt;/b&gt; (в очки {converted} РП, напрямую {direct} РП)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1039" />
      <source>{group}: {count} Battle Honour(s), needs {count}+</source>
      <translation>{group}: боевых наград — {count}, нужно {count}+</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1048" />
      <source>roll before recruiting into it</source>
      <translation>бросьте перед набором</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1051" />
      <source>rolled {roll}: may take recruits</source>
      <translation>выпало {roll}: набор разрешён</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1052" />
      <source>rolled {roll}: no recruits until after the next game</source>
      <translation>выпало {roll}: набор только после следующей игры</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1072" />
      <source>{gun}: {alive} of {size} crew; {points} pts each</source>
      <translation>{gun}: расчёт {alive} из {size}; {points} очк. за каждого</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1089" />
      <location filename="../app/ui/steps/spend.py" line="1101" />
      <source>{points} pts</source>
      <translation>{points} очк.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1103" />
      <source>(replaces {old}: the difference only)</source>
      <translation>(вместо {old}: только разница)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1115" />
      <source>The Base is at the highest level.</source>
      <translation>База на высшем уровне.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1122" />
      <source>Next Base level {level}: {name} — {rp} RP, Renown {renown}+, Team limit {limit} pts</source>
      <translation>Следующий уровень базы {level}: {name} — {rp} РП, репутация {renown}+, лимит команды {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1140" />
      <source>{rp} RP</source>
      <translation>{rp} РП</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1145" />
      <source>requires {list}</source>
      <translation>требует: {list}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1159" />
      <source>{rp} RP, Renown {renown}+</source>
      <translation>{rp} РП, репутация {renown}+</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1173" />
      <source>eligible</source>
      <translation>доступно</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1180" />
      <source>No model of the Force can take this honour now.</source>
      <translation>Сейчас ни одна модель сил не может получить эту награду.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1184" />
      <source>Spend RP — {player}</source>
      <translation>Потратить РП — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1185" />
      <source>Recruits and wargear</source>
      <translation>Новобранцы и снаряжение</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1187" />
      <source>Battle Honours</source>
      <translation>Боевые награды</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1188" />
      <source>Group recruitment rolls</source>
      <translation>Броски набора в группы</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1189" />
      <source>No Group has Battle Honours: no roll needed.</source>
      <translation>Ни у одной группы нет боевых наград: бросок не нужен.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1190" />
      <source>Recruit</source>
      <translation>Вербовка</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1191" />
      <source>Into:</source>
      <translation>Куда:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1198" />
      <source>{entry} ({points} pts)</source>
      <translation>{entry} ({points} очк.)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1202" />
      <source>From the Team List…</source>
      <translation>Из командного списка…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1203" />
      <source>Add recruit</source>
      <translation>Добавить новобранца</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1204" />
      <source>Wargear</source>
      <translation>Снаряжение</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1205" />
      <source>Options…</source>
      <translation>Опции…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1206" />
      <source>Add wargear</source>
      <translation>Добавить снаряжение</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1207" />
      <source>Replacement crew</source>
      <translation>Пополнение расчёта</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1208" />
      <source>Upgrade</source>
      <translation>Улучшение</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1208" />
      <source>Cost</source>
      <translation>Стоимость</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1208" />
      <location filename="../app/ui/steps/spend.py" line="1219" />
      <source>Status</source>
      <translation>Статус</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1209" />
      <source>Add upgrade</source>
      <translation>Добавить улучшение</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1210" />
      <source>Add Base level</source>
      <translation>Добавить уровень базы</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1215" />
      <source>{honour} ({rp} RP)</source>
      <translation>{honour} ({rp} РП)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1219" />
      <source>Model</source>
      <translation>Модель</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1220" />
      <source>Damage to repair:</source>
      <translation>Что ремонтировать:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1221" />
      <source>Add honour</source>
      <translation>Добавить награду</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1222" />
      <source>Plan (applied when you press OK)</source>
      <translation>План (применяется по нажатию OK)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1223" />
      <source>Remove</source>
      <translation>Убрать</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1224" />
      <source>Convert just enough RP into points; or convert:</source>
      <translation>Перевести в очки ровно столько РП, сколько нужно; или перевести:</translation>
    </message>
  </context>
  <context>
    <name>StandingsModel</name>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Rank</source>
      <translation>Место</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Force</source>
      <translation>Силы</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Games</source>
      <translation>Игры</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Won</source>
      <translation>Победы</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Drawn</source>
      <translation>Ничьи</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Lost</source>
      <translation>Поражения</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Renown</source>
      <translation>Репутация</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="132" />
      <source>RP</source>
      <translation>РП</translation>
    </message>
  </context>
  <context>
    <name>StepDialogs</name>
    <message>
      <location filename="../app/ui/steps/common.py" line="240" />
      <source>Keep what you entered as a draft? The draft comes back the next time you open this step, until it is confirmed.</source>
      <extracomment>What the player answers when closing a filled-in dialog.</extracomment>
      <translation>Сохранить введённое как черновик? Черновик вернётся при следующем открытии этого шага, пока шаг не будет подтверждён.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="243" />
      <source>&amp;Keep the draft</source>
      <translation>&amp;Сохранить черновик</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="246" />
      <source>Discard what you entered in this dialog?</source>
      <translation>Отменить всё, что введено в этом окне?</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="249" />
      <source>&amp;Discard</source>
      <translation>&amp;Не сохранять</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="345" />
      <source>What you entered last time is back: a kept draft.</source>
      <extracomment>how long after the last change the draft is written (ms) the user guide's chapter F1 and the Help button open (app.ui.guide.TOPICS) True when the dialog opened on a kept draft True when closed by :meth:`start_over` (the launcher opens a fresh one) asked when a filled-in dialog is closed (tests replace it)</extracomment>
      <translation>Введённое в прошлый раз вернулось: это сохранённый черновик.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="349" />
      <source>Start o&amp;ver</source>
      <translation>Начать &amp;заново</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="350" />
      <source>Forget the draft and open the dialog again, empty</source>
      <translation>Забыть черновик и открыть окно заново, пустым</translation>
    </message>
  </context>
  <context>
    <name>StepLauncher</name>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="69" />
      <source>Nobody can take this step now: every player finishes the step before it first (see the round).</source>
      <translation>Сейчас этот шаг никому не доступен: сначала все заканчивают предыдущий шаг (см. тур).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="80" />
      <source>Nothing was applied:</source>
      <translation>Ничего не применено:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="125" />
      <source>This Force has no Core models left: the rules dissolve it. The player starts a new Force. Dissolve it now?</source>
      <translation>У этих Сил не осталось базовых моделей: по правилам они распускаются. Игрок начинает новые Силы. Распустить сейчас?</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="144" />
      <source>A game needs two players with a Team: build both Teams first (step 1).</source>
      <translation>Для игры нужны два игрока с Командами: сначала соберите обе Команды (шаг 1).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="167" />
      <source>No injuries to roll: every recorded game has its injuries applied. Record a game first (step 2).</source>
      <translation>Бросать на ранения нечего: во всех записанных играх ранения уже учтены. Сначала запишите игру (шаг 2).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="192" />
      <source>No RP and Renown to gain: every recorded game has its rewards applied. Record a game first (step 2).</source>
      <translation>Получать РП и Репутацию не за что: во всех записанных играх награды уже начислены. Сначала запишите игру (шаг 2).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="198" />
      <source>Roll the injuries of both players of game {number} first (step 3).</source>
      <translation>Сначала бросьте на ранения обоих игроков игры {number} (шаг 3).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="238" />
      <source>Start round {number}</source>
      <translation>Начать тур {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="255" />
      <source>Close the campaign</source>
      <translation>Закрыть кампанию</translation>
    </message>
  </context>
  <context>
    <name>StoreErrors</name>
    <message>
      <location filename="../app/ui/errors.py" line="56" />
      <source>Campaign database in use</source>
      <extracomment>(parent, title, text, technical detail) -&gt; the user said yes (parent, title, text, technical detail)</extracomment>
      <translation>База кампаний уже открыта</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="57" />
      <source>Newer campaign database</source>
      <translation>Более новая база кампаний</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="58" />
      <source>Damaged campaign database</source>
      <translation>База кампаний повреждена</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="59" />
      <source>Disk full</source>
      <translation>Диск заполнен</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="60" />
      <source>Cannot save</source>
      <translation>Не удаётся сохранить</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="61" />
      <source>Undo</source>
      <translation>Отмена</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="63" />
      <source>Force Sheet</source>
      <translation>Лист сил</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="98" />
      <source>There is no backup to restore: Force Sheet starts with an empty database.</source>
      <translation>Резервной копии нет: Force Sheet начнёт с пустой базы.</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="103" />
      <source>Restore the newest backup ({backup}) now?</source>
      <translation>Восстановить самую свежую резервную копию ({backup}) сейчас?</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="111" />
      <source>The backup could not be restored: {error}</source>
      <translation>Не удалось восстановить резервную копию: {error}</translation>
    </message>
  </context>
  <context>
    <name>TeamListBrowser</name>
    <message>
      <location filename="../app/ui/teamlists.py" line="184" />
      <source>Team Lists</source>
      <translation>Командные списки</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="185" />
      <source>Team List</source>
      <translation>Командный список</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="185" />
      <source>Revision</source>
      <translation>Редакция</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="186" />
      <source>Source</source>
      <translation>Источник</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="186" />
      <source>Language</source>
      <translation>Язык</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="187" />
      <source>Entry</source>
      <translation>Позиция</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="187" />
      <source>Points</source>
      <translation>Очки</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="187" />
      <source>Allowance</source>
      <translation>Лимит</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="188" />
      <source>&amp;Import BattleScribe catalogue…</source>
      <translation>&amp;Импортировать каталог BattleScribe…</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="190" />
      <source>Imported catalogues are copied into the app's data folder; a Force keeps the revision it was built with.</source>
      <translation>Импортированные каталоги копируются в папку данных программы; Силы сохраняют редакцию, по которой были собраны.</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="215" />
      <source>built-in</source>
      <translation>встроенный</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="267" />
      <source>This Team List cannot be read: {error}</source>
      <translation>Этот Командный список не читается: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="310" />
      <source>Other entries</source>
      <translation>Прочие записи</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="379" />
      <source>{points} pts</source>
      <translation>{points} очк.</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="380" />
      <source>Wargear</source>
      <translation>Снаряжение</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="381" />
      <source>Special rules</source>
      <translation>Особые правила</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="382" />
      <source>Options</source>
      <translation>Опции</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="406" />
      <source>The rules reference's text ({name}).</source>
      <translation>Текст справочника правил ({name}).</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="409" />
      <source>In the catalogue's own language.</source>
      <translation>На собственном языке каталога.</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="434" />
      <source>Import BattleScribe catalogue</source>
      <translation>Импорт каталога BattleScribe</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="435" />
      <source>BattleScribe files ({patterns})</source>
      <translation>Файлы BattleScribe ({patterns})</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/teamlists.py" line="450" />
      <source>Importing %n file(s)…</source>
      <translation>
        <numerusform>Импорт %n файла…</numerusform>
        <numerusform>Импорт %n файлов…</numerusform>
        <numerusform>Импорт %n файлов…</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="451" />
      <source>Cancel</source>
      <translation>Отмена</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="506" />
      <source>The import was cancelled: nothing was imported.</source>
      <translation>Импорт отменён: ничего не импортировано.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/teamlists.py" line="550" />
      <source>%n BattleScribe construct(s) could not be expressed and were left out (see the details).</source>
      <translation>
        <numerusform>%n конструкцию BattleScribe не удалось выразить, она пропущена (см. подробности).</numerusform>
        <numerusform>%n конструкции BattleScribe не удалось выразить, они пропущены (см. подробности).</numerusform>
        <numerusform>%n конструкций BattleScribe не удалось выразить, они пропущены (см. подробности).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="554" />
      <source>Imported:</source>
      <translation>Импортировано:</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="608" />
      <source>{file}: {error}</source>
      <translation>{file}: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="452" />
      <location filename="../app/ui/teamlists.py" line="515" />
      <location filename="../app/ui/teamlists.py" line="528" />
      <source>Import</source>
      <translation>Импорт</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="527" />
      <source>The import failed: {error}</source>
      <translation>Импорт не удался: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="536" />
      <source>new</source>
      <translation>новый</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="537" />
      <source>new revision</source>
      <translation>новая редакция</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="538" />
      <source>already imported, unchanged</source>
      <translation>уже импортировано, без изменений</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="539" />
      <source>replaced</source>
      <translation>заменён</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="545" />
      <source>{name} (revision {revision}): {status}; {entries} entries</source>
      <translation>{name} (редакция {revision}): {status}; записей: {entries}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="557" />
      <source>Game system: {names}</source>
      <translation>Игровая система: {names}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="561" />
      <source>Not imported:</source>
      <translation>Не импортировано:</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="563" />
      <source>Nothing was imported.</source>
      <translation>Ничего не импортировано.</translation>
    </message>
  </context>
  <context>
    <name>Term.achievement</name>
    <message>
      <location filename="../app/i18n/terms.py" line="124" />
      <source>Took Part</source>
      <translation>Участие</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="125" />
      <source>Victory!</source>
      <translation>Победа!</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="126" />
      <source>Stalemate</source>
      <translation>Ничья</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="127" />
      <source>Assassin</source>
      <translation>Убийца</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="128" />
      <source>Heroic Duel</source>
      <translation>Героический поединок</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="129" />
      <source>Considerate Commander</source>
      <translation>Заботливый командир</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="130" />
      <source>First Blood</source>
      <translation>Первая кровь</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="131" />
      <source>Butcher</source>
      <translation>Мясник</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="132" />
      <source>Pyromaniac</source>
      <translation>Пироман</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="133" />
      <source>Always Outnumbered</source>
      <translation>Всегда в меньшинстве</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="134" />
      <source>On the Edge</source>
      <translation>На краю</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="135" />
      <source>Never Give Up, Never Surrender!</source>
      <translation>Никогда не сдавайся!</translation>
    </message>
  </context>
  <context>
    <name>Term.base_level</name>
    <message>
      <location filename="../app/i18n/terms.py" line="50" />
      <source>Base Camp</source>
      <translation>Базовый лагерь</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="51" />
      <source>Forward Base</source>
      <translation>Передовая база</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="52" />
      <source>Main Base</source>
      <translation>Главная база</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="53" />
      <source>Command Centre</source>
      <translation>Командный центр</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="54" />
      <source>Fortified Base</source>
      <translation>Укреплённая база</translation>
    </message>
  </context>
  <context>
    <name>Term.casualty</name>
    <message>
      <location filename="../app/i18n/terms.py" line="207" />
      <source>Casualty</source>
      <translation>Потеря</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="208" />
      <source>Knocked Out</source>
      <translation>Оглушён</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="209" />
      <source>Fled</source>
      <translation>Бежал</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="210" />
      <source>Wrecked</source>
      <translation>Разрушен</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="211" />
      <source>Explodes!</source>
      <translation>Взрывается!</translation>
    </message>
  </context>
  <context>
    <name>Term.game_result</name>
    <message>
      <location filename="../app/i18n/terms.py" line="173" />
      <source>Win</source>
      <translation>Победа</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="174" />
      <source>Loss</source>
      <translation>Поражение</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="175" />
      <source>Draw</source>
      <translation>Ничья</translation>
    </message>
  </context>
  <context>
    <name>Term.glossary</name>
    <message>
      <location filename="../app/i18n/terms.py" line="19" />
      <source>Force</source>
      <translation>Силы</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="20" />
      <source>Team</source>
      <translation>Команда</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="21" />
      <source>Base</source>
      <translation>База</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="22" />
      <source>Requisition Points (RP)</source>
      <translation>Очки реквизиции (РП)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="23" />
      <source>Renown</source>
      <translation>Репутация</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="24" />
      <source>Battle Honour</source>
      <translation>Боевая награда</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="25" />
      <source>Group</source>
      <translation>Группа</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="26" />
      <source>Squad</source>
      <translation>Отряд</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="27" />
      <source>Team List</source>
      <translation>Командный список</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="28" />
      <source>Model Allowance</source>
      <translation>Лимит моделей</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="29" />
      <source>Armoury</source>
      <translation>Арсенал</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="30" />
      <source>Force Sheet</source>
      <translation>Лист сил</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="31" />
      <source>Team Sheet</source>
      <translation>Лист команды</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="32" />
      <source>Round</source>
      <translation>Тур</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="33" />
      <source>Bye</source>
      <translation>Без пары</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="34" />
      <source>Finale</source>
      <translation>Финал</translation>
    </message>
  </context>
  <context>
    <name>Term.honour</name>
    <message>
      <location filename="../app/i18n/terms.py" line="71" />
      <source>+1 Attack</source>
      <translation>+1 к атакам</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="72" />
      <source>+1 Ballistic Skill</source>
      <translation>+1 к навыку стрельбы</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="73" />
      <source>+1 Initiative</source>
      <translation>+1 к инициативе</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="74" />
      <source>+1 Leadership</source>
      <translation>+1 к лидерству</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="75" />
      <source>+1 Weapon Skill</source>
      <translation>+1 к навыку рукопашной</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="76" />
      <source>+1 Wound</source>
      <translation>+1 к ранам</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="77" />
      <source>Cat-like Agility</source>
      <translation>Кошачья ловкость</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="78" />
      <source>Mental Conditioning</source>
      <translation>Психологическая закалка</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="79" />
      <source>Combat Prowess</source>
      <translation>Боевое мастерство</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="80" />
      <source>Combat Master</source>
      <translation>Мастер боя</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="81" />
      <source>Counter-attack</source>
      <translation>Контратака</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="82" />
      <source>Covering Fire</source>
      <translation>Огонь прикрытия</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="83" />
      <source>Critical Reserves</source>
      <translation>Критические резервы</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="84" />
      <source>Fearless</source>
      <translation>Бесстрашный</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="85" />
      <source>Diver</source>
      <translation>Ныряльщик</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="86" />
      <source>Stop, Drop and Roll</source>
      <translation>Упал и откатился</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="87" />
      <source>Assault Fire</source>
      <translation>Огонь с ходу</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="88" />
      <source>Free Runner</source>
      <translation>Паркурщик</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="89" />
      <source>Furious Charge</source>
      <translation>Яростная атака</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="90" />
      <source>Grenadier</source>
      <translation>Гренадер</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="91" />
      <source>Hammer of Wrath</source>
      <translation>Молот гнева</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="92" />
      <source>Heavy Weapon Specialist</source>
      <translation>Специалист по тяжёлому оружию</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="93" />
      <source>Impetuous Shooter</source>
      <translation>Порывистый стрелок</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="94" />
      <source>Fiery</source>
      <translation>Пылкий</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="95" />
      <source>Intimidating</source>
      <translation>Устрашающий</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="96" />
      <source>Lightning Assault</source>
      <translation>Молниеносный штурм</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="97" />
      <source>Medic</source>
      <translation>Медик</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="98" />
      <source>Mighty Blow</source>
      <translation>Могучий удар</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="99" />
      <source>Never Tell Me the Odds</source>
      <translation>Не говорите мне о шансах</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="100" />
      <source>Open Mind</source>
      <translation>Открытый разум</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="101" />
      <source>Parry</source>
      <translation>Парирование</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="102" />
      <source>Fire Master</source>
      <translation>Мастер огня</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="103" />
      <source>Sprinter</source>
      <translation>Спринтер</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="104" />
      <source>Experienced Climber</source>
      <translation>Опытный скалолаз</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="105" />
      <source>Tactician</source>
      <translation>Тактик</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="106" />
      <source>+1 Attack (Walker)</source>
      <translation>+1 к атакам (шагоход)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="107" />
      <source>+1 Ballistic Skill (Walker)</source>
      <translation>+1 к навыку стрельбы (шагоход)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="108" />
      <source>+1 Initiative (Walker)</source>
      <translation>+1 к инициативе (шагоход)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="109" />
      <source>+1 Weapon Skill (Walker)</source>
      <translation>+1 к навыку рукопашной (шагоход)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="110" />
      <source>Enhanced Optics</source>
      <translation>Улучшенная оптика</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="111" />
      <source>It Will Not Die</source>
      <translation>Неубиваемый</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="112" />
      <source>Move Through Cover</source>
      <translation>Движение через укрытия</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="113" />
      <source>Repair</source>
      <translation>Ремонт</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="114" />
      <source>Tank Hunters</source>
      <translation>Охотники на танки</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="115" />
      <source>Unshakeable Will</source>
      <translation>Непоколебимая воля</translation>
    </message>
  </context>
  <context>
    <name>Term.honour_only</name>
    <message>
      <location filename="../app/i18n/terms.py" line="118" />
      <source>Team Leaders and Specialists only</source>
      <translation>Только лидеры и специалисты</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="119" />
      <source>Team Leaders only</source>
      <translation>Только лидеры команды</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="120" />
      <source>Psykers only</source>
      <translation>Только псайкеры</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="121" />
      <source>Walkers only</source>
      <translation>Только шагоходы</translation>
    </message>
  </context>
  <context>
    <name>Term.injury</name>
    <message>
      <location filename="../app/i18n/terms.py" line="187" />
      <source>Dead!</source>
      <translation>Убит!</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="188" />
      <source>Full recovery</source>
      <translation>Полное восстановление</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="189" />
      <source>Grievously injured</source>
      <translation>Тяжело ранен</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="190" />
      <source>Maimed</source>
      <translation>Искалечен</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="191" />
      <source>Beaten up</source>
      <translation>Избит</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="192" />
      <source>Incapacitated</source>
      <translation>Выведен из строя</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="193" />
      <source>Convalescent</source>
      <translation>Выздоравливает</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="194" />
      <source>Wounded</source>
      <translation>Ранен</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="195" />
      <source>Lost!</source>
      <translation>Потерян!</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="196" />
      <source>Permanent Damage</source>
      <translation>Необратимое повреждение</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="197" />
      <source>Temporarily unstable</source>
      <translation>Временно нестабилен</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="198" />
      <source>Escaped</source>
      <translation>Спасся</translation>
    </message>
  </context>
  <context>
    <name>Term.injury_table</name>
    <message>
      <location filename="../app/i18n/terms.py" line="182" />
      <source>Core model injury table</source>
      <translation>Таблица ранений базовых моделей</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="183" />
      <source>Specialist injury table</source>
      <translation>Таблица ранений специалистов</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="184" />
      <source>Walker Damage Table</source>
      <translation>Таблица повреждений шагохода</translation>
    </message>
  </context>
  <context>
    <name>Term.mission</name>
    <message>
      <location filename="../app/i18n/terms.py" line="138" />
      <source>Escalating Skirmish</source>
      <translation>Нарастающая стычка</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="139" />
      <source>Doomsday Device</source>
      <translation>Устройство судного дня</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="140" />
      <source>Take and Hold</source>
      <translation>Захватить и удержать</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="141" />
      <source>Possession</source>
      <translation>Владение</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="142" />
      <source>Last Stand</source>
      <translation>Последний рубеж</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="143" />
      <source>Raid</source>
      <translation>Рейд</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="144" />
      <source>Finale! (special mission)</source>
      <translation>Финал! (особая миссия)</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_fact</name>
    <message>
      <location filename="../app/i18n/terms.py" line="147" />
      <source>Enemy Specialists killed</source>
      <translation>Убито вражеских специалистов</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="148" />
      <source>Found the Device</source>
      <translation>Нашёл устройство</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="149" />
      <source>Enemy models near the Device when found</source>
      <translation>Враги рядом с устройством при его обнаружении</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="150" />
      <source>A model within 3" of the Device at the end</source>
      <translation>Модель в 3" от устройства в конце</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="151" />
      <source>Key Buildings controlled</source>
      <translation>Удержано ключевых зданий</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="152" />
      <source>Artefacts held</source>
      <translation>Удержано артефактов</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="153" />
      <source>Base Supports destroyed</source>
      <translation>Уничтожено опор базы</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="154" />
      <source>Base Supports intact</source>
      <translation>Уцелело опор базы</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="155" />
      <source>Last Stand won</source>
      <translation>Победа в «Последнем рубеже»</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="156" />
      <source>Last Stand drawn</source>
      <translation>Ничья в «Последнем рубеже»</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_mode</name>
    <message>
      <location filename="../app/i18n/terms.py" line="159" />
      <source>Fixed list</source>
      <translation>Фиксированный список</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="160" />
      <source>Random (D6)</source>
      <translation>Случайно (D6)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="161" />
      <source>Storyline</source>
      <translation>Сюжет</translation>
    </message>
  </context>
  <context>
    <name>Term.reroll</name>
    <message>
      <location filename="../app/i18n/terms.py" line="214" />
      <source>Medic reroll</source>
      <translation>Переброс медика</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="215" />
      <source>Medical Centre reroll</source>
      <translation>Переброс медцентра</translation>
    </message>
  </context>
  <context>
    <name>Term.reward</name>
    <message>
      <location filename="../app/i18n/terms.py" line="218" />
      <source>Achievement</source>
      <translation>Достижение</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="219" />
      <source>Mission bonus</source>
      <translation>Бонус миссии</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="220" />
      <source>Underdog bonus</source>
      <translation>Бонус аутсайдера</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="221" />
      <source>Field promotion</source>
      <translation>Полевое повышение</translation>
    </message>
  </context>
  <context>
    <name>Term.role</name>
    <message>
      <location filename="../app/i18n/terms.py" line="178" />
      <source>Attacker</source>
      <translation>Атакующий</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="179" />
      <source>Defender</source>
      <translation>Обороняющийся</translation>
    </message>
  </context>
  <context>
    <name>Term.section</name>
    <message>
      <location filename="../app/i18n/terms.py" line="37" />
      <source>Team Leader</source>
      <translation>Лидер команды</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="38" />
      <source>Specialist</source>
      <translation>Специалист</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="39" />
      <source>Core</source>
      <translation>Базовая модель</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="40" />
      <source>Transport</source>
      <translation>Транспорт</translation>
    </message>
  </context>
  <context>
    <name>Term.spend</name>
    <message>
      <location filename="../app/i18n/terms.py" line="224" />
      <source>Recruit</source>
      <translation>Вербовка</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="225" />
      <source>Reinforce Squad</source>
      <translation>Пополнение отряда</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="226" />
      <source>Wargear</source>
      <translation>Снаряжение</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="227" />
      <source>Base level</source>
      <translation>Уровень базы</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="228" />
      <source>Base upgrade</source>
      <translation>Улучшение базы</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="229" />
      <source>Battle Honour</source>
      <translation>Боевая награда</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="230" />
      <source>Reinforcement points</source>
      <translation>Очки подкрепления</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="231" />
      <source>Group recruitment roll</source>
      <translation>Бросок набора в группу</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="232" />
      <source>Walker Repair</source>
      <translation>Ремонт шагохода</translation>
    </message>
  </context>
  <context>
    <name>Term.squad_rounding</name>
    <message>
      <location filename="../app/i18n/terms.py" line="168" />
      <source>Rounded up</source>
      <translation>С округлением вверх</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="169" />
      <source>Rounded down</source>
      <translation>С округлением вниз</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="170" />
      <source>To the nearest point</source>
      <translation>До ближайшего очка</translation>
    </message>
  </context>
  <context>
    <name>Term.stat</name>
    <message>
      <location filename="../app/i18n/terms.py" line="235" />
      <source>Movement</source>
      <translation>Движение</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="236" />
      <source>Weapon Skill</source>
      <translation>Навык рукопашной</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="237" />
      <source>Ballistic Skill</source>
      <translation>Навык стрельбы</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="238" />
      <source>Strength</source>
      <translation>Сила</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="239" />
      <source>Toughness</source>
      <translation>Стойкость</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="240" />
      <source>Wounds</source>
      <translation>Раны</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="241" />
      <source>Initiative</source>
      <translation>Инициатива</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="242" />
      <source>Attacks</source>
      <translation>Атаки</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="243" />
      <source>Leadership</source>
      <translation>Лидерство</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="244" />
      <source>Save</source>
      <translation>Спасбросок</translation>
    </message>
  </context>
  <context>
    <name>Term.step</name>
    <message>
      <location filename="../app/i18n/terms.py" line="43" />
      <source>Build a Team</source>
      <translation>Сбор команды</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="44" />
      <source>Play a game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="45" />
      <source>Injuries</source>
      <translation>Ранения</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="46" />
      <source>RP and Renown</source>
      <translation>РП и репутация</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="47" />
      <source>Spend RP</source>
      <translation>Трата РП</translation>
    </message>
  </context>
  <context>
    <name>Term.temporary</name>
    <message>
      <location filename="../app/i18n/terms.py" line="201" />
      <source>Incapacitated: misses the next game</source>
      <translation>Выведен из строя: пропускает следующую игру</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="202" />
      <source>Convalescent: −2 to all movement next game</source>
      <translation>Выздоравливает: −2 ко всему движению в следующей игре</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="203" />
      <source>Wounded: −2 Ld and no Inspiring Presence next game</source>
      <translation>Ранен: −2 Лд и без Вдохновляющего присутствия в следующей игре</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="204" />
      <source>Unstable: on a 1 at the start of each Movement phase, Shaken that turn</source>
      <translation>Нестабилен: на 1 в начале каждой фазы движения — «Потрясён» в этот ход</translation>
    </message>
  </context>
  <context>
    <name>Term.underdog_rounding</name>
    <message>
      <location filename="../app/i18n/terms.py" line="164" />
      <source>Round down (rule text)</source>
      <translation>Округление вниз (текст правила)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="165" />
      <source>Round up (rule example)</source>
      <translation>Округление вверх (пример из правил)</translation>
    </message>
  </context>
  <context>
    <name>Term.upgrade</name>
    <message>
      <location filename="../app/i18n/terms.py" line="57" />
      <source>Comms Relay</source>
      <translation>Ретранслятор связи</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="58" />
      <source>Defence Turret</source>
      <translation>Оборонительная турель</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="59" />
      <source>Medical Centre</source>
      <translation>Медицинский центр</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="60" />
      <source>Officer Training</source>
      <translation>Подготовка офицеров</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="61" />
      <source>Psychic Shield</source>
      <translation>Психический щит</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="62" />
      <source>Recon Satellite</source>
      <translation>Разведывательный спутник</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="63" />
      <source>Scout Training</source>
      <translation>Подготовка разведчиков</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="64" />
      <source>Shield Projector</source>
      <translation>Проектор щита</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="65" />
      <source>Barbed Wire</source>
      <translation>Колючая проволока</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="66" />
      <source>Target Designator</source>
      <translation>Целеуказатель</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="67" />
      <source>Training Centre</source>
      <translation>Учебный центр</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="68" />
      <source>Vehicle Bay</source>
      <translation>Ангар для техники</translation>
    </message>
  </context>
  <context>
    <name>ValidationPanel</name>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="117" />
      <source>Points: {used}</source>
      <translation>Очки: {used}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="121" />
      <source>Points: {used} / {limit}</source>
      <translation>Очки: {used} / {limit}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="127" />
      <source>{used} / {limit} pts</source>
      <translation>{used} / {limit} очк.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/validation_panel.py" line="143" />
      <source>%n error(s)</source>
      <translation>
        <numerusform>%n ошибка</numerusform>
        <numerusform>%n ошибки</numerusform>
        <numerusform>%n ошибок</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/validation_panel.py" line="143" />
      <source>%n warning(s)</source>
      <translation>
        <numerusform>%n предупреждение</numerusform>
        <numerusform>%n предупреждения</numerusform>
        <numerusform>%n предупреждений</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="146" />
      <source>No problems found.</source>
      <translation>Проблем не найдено.</translation>
    </message>
  </context>
  <context>
    <name>Violation</name>
    <message>
      <location filename="../app/i18n/messages.py" line="21" />
      <source>Unknown entry '{entry}': it is not in this Team List.</source>
      <translation>Неизвестная позиция «{entry}»: её нет в этом командном списке.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="22" />
      <source>{entry} is not available to this Force.</source>
      <translation>{entry}: недоступно для этих сил.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="23" />
      <source>Unknown option '{entry}' for this model.</source>
      <translation>Неизвестная опция «{entry}» для этой модели.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="24" />
      <source>Option '{entry}' is not available to this model.</source>
      <translation>Опция «{entry}» недоступна этой модели.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="25" />
      <source>Too many {section} models: {count}, at most {limit}.</source>
      <translation>Слишком много моделей «{section}»: {count}, не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="26" />
      <source>Too few {section} models: {count}, at least {limit}.</source>
      <translation>Слишком мало моделей «{section}»: {count}, не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="27" />
      <location filename="../app/i18n/messages.py" line="29" />
      <source>Too many {name}: {count}, at most {limit}.</source>
      <translation>Слишком много «{name}»: {count}, не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="28" />
      <location filename="../app/i18n/messages.py" line="30" />
      <source>Too few {name}: {count}, at least {limit}.</source>
      <translation>Слишком мало «{name}»: {count}, не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="31" />
      <source>{name}: {count} chosen, at most {limit}.</source>
      <translation>{name}: выбрано {count}, не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="32" />
      <source>{name}: {count} chosen, at least {limit}.</source>
      <translation>{name}: выбрано {count}, не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="33" />
      <source>{name} taken {count} times, at most {limit}.</source>
      <translation>{name}: взято {count} раз(а), не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="34" />
      <source>{name} taken {count} times, at least {limit}.</source>
      <translation>{name}: взято {count} раз(а), не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="35" />
      <source>{name}: {count} taken by the {category} models, at most {limit}.</source>
      <translation>{name}: у моделей раздела «{category}» {count}, не больше {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="36" />
      <source>{name} taken {count} times by one model: each Armoury item at most once.</source>
      <translation>{name}: взято {count} раз(а) одной моделью; каждый предмет Арсенала — не более одного раза.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="37" />
      <source>{name}: {count} taken, only {limit} allowed for the models present.</source>
      <translation>{name}: взято {count}, при имеющихся моделях разрешено только {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="38" />
      <source>{name}: {count} taken, at most {limit} in the Force.</source>
      <translation>{name}: взято {count}, в силах не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="39" />
      <source>{name}: {count} taken, at least {limit} needed.</source>
      <translation>{name}: взято {count}, требуется не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="40" />
      <source>Group {group} has {size} models, at most {max}.</source>
      <translation>В группе {group} моделей: {size}, не более {max}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="41" />
      <source>Group {group} mixes entries: all its models must be {entry}.</source>
      <translation>Группа {group} смешивает позиции: все её модели должны быть «{entry}».</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="42" />
      <source>Group {group}: only Core models form Groups.</source>
      <translation>Группа {group}: группы составляют только базовые модели.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="43" />
      <source>Unknown Group '{group}'.</source>
      <translation>Неизвестная группа «{group}».</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="44" />
      <source>Squad {group} has {size} models, more than its starting {starting_size}.</source>
      <translation>В отряде {group} моделей: {size}, больше начальных {starting_size}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="45" />
      <source>Squad {group} has {size} models: a starting Squad is its whole unit of {starting_size}.</source>
      <translation>В отряде {group} {size} мод.: стартовый отряд — это целое подразделение из {starting_size}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="46" />
      <source>A Squad model must belong to its Squad.</source>
      <translation>Модель отряда должна входить в свой отряд.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="47" />
      <source>The starting Force costs {points} pts, {over} over the {limit} pts limit.</source>
      <translation>Начальные силы стоят {points} очк., на {over} больше лимита в {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="48" />
      <source>{unspent} pts unspent of {limit}.</source>
      <translation>Не потрачено очков: {unspent} из {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="49" />
      <source>The Team costs {points} pts, {over} over the Base limit of {limit} pts.</source>
      <translation>Команда стоит {points} очк., на {over} больше лимита базы в {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="50" />
      <source>{name}: {count} pts, limit {limit} pts.</source>
      <translation>{name}: {count} очк., лимит {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="51" />
      <source>A Transport needs the Vehicle Bay Base upgrade.</source>
      <translation>Для транспорта нужно улучшение базы «Ангар для техники».</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="52" />
      <source>{count} Transports: the Vehicle Bay allows {max}.</source>
      <translation>Транспортов: {count}; ангар для техники разрешает {max}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="53" />
      <source>The Force has no Team Leader: a Specialist must be field promoted.</source>
      <translation>У сил нет лидера команды: специалиста нужно повысить в полевых условиях.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="54" />
      <source>The Force has no Core models: it must be dissolved.</source>
      <translation>У сил нет базовых моделей: их нужно расформировать.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="55" />
      <source>Two models share the id '{model}'.</source>
      <translation>У двух моделей один идентификатор «{model}».</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="56" />
      <source>The Team names model '{model}', which is not in the Force.</source>
      <translation>Команда включает модель «{model}», которой нет в силах.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="57" />
      <source>Group {group} is incomplete: {missing} of its {size} models are missing.</source>
      <translation>Группа {group} неполная: не хватает моделей — {missing} из {size}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="58" />
      <source>{count} Team Leaders: a Team has at most one.</source>
      <translation>Лидеров команды: {count}; в команде не более одного.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="59" />
      <source>The Force has no Team Leader: pick a Specialist for field promotion.</source>
      <translation>У сил нет лидера команды: выберите специалиста для полевого повышения.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="60" />
      <source>Only a Specialist in the Team can be field promoted.</source>
      <translation>Повысить в полевых условиях можно только специалиста из команды.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="61" />
      <source>The Force has a Team Leader: no field promotion.</source>
      <translation>У сил есть лидер команды: полевое повышение невозможно.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="62" />
      <source>This model is Incapacitated and misses this game.</source>
      <translation>Эта модель выведена из строя и пропускает эту игру.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="63" />
      <source>The Team has no models.</source>
      <translation>В команде нет моделей.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="65" />
      <source>The list has no models.</source>
      <translation>В списке нет моделей.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="66" />
      <source>The list costs {points} pts, {over} over the {limit} pts limit.</source>
      <translation>Список стоит {points} очк., на {over} больше предела в {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="67" />
      <source>{name} has {wounds} Wounds: at most {limit} in Kill Team 40K.</source>
      <translation>У модели «{name}» {wounds} ран: в Kill Team 40K не больше {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="68" />
      <source>{name} is a special character: none may play in Kill Team 40K.</source>
      <translation>«{name}» — особый персонаж: в Kill Team 40K они не играют.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="69" />
      <source>{name} has a {save} armour save: no 2+ save in Kill Team 40K.</source>
      <translation>У модели «{name}» спасбросок брони {save}: в Kill Team 40K спасбросок 2+ запрещён.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="70" />
      <source>{name}: armour {front} + {side} + {rear} = {total}, more than {limit}.</source>
      <translation>«{name}»: броня {front} + {side} + {rear} = {total}, больше {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="71" />
      <source>{name} is a {slot} choice, not one of the {side}.</source>
      <translation>«{name}» относится к разделу «{slot}», а не к выбору стороны «{side}».</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="72" />
      <source>{name} has no HQ, Elites, Troops or Fast Attack slot in its list.</source>
      <translation>У «{name}» в списке нет раздела Штаб, Элита, Войска или Быстрая атака.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="73" />
      <source>Group {group} has {size} models: a group is {expected} models, or one model alone.</source>
      <translation>В группе {group} {size} моделей: группа — это {expected} модели или одна модель.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="74" />
      <source>Group {group} holds a vehicle: vehicles stand alone.</source>
      <translation>В группе {group} есть техника: техника действует отдельно.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="75" />
      <source>Group {group} names '{model}', which is not in the list.</source>
      <translation>Группа {group} содержит «{model}», которого нет в списке.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="76" />
      <source>{name} is in two groups.</source>
      <translation>«{name}» входит в две группы.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="77" />
      <source>{name} is in no group.</source>
      <translation>«{name}» не входит ни в одну группу.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="78" />
      <source>{count} models stand alone: only the {limit} left over from the groups of 3 may.</source>
      <translation>Отдельно стоят {count} моделей: так можно только {limit}, оставшимся от групп по 3.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="79" />
      <source>Unknown mission '{mission}'.</source>
      <translation>Неизвестная миссия «{mission}».</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="80" />
      <source>'{side}' is no side: the Heroes or the Villains win.</source>
      <translation>«{side}» — не сторона: побеждают Герои или Злодеи.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="81" />
      <source>A mission roll of {die} does not give this mission.</source>
      <translation>Бросок {die} на таблице миссий не даёт эту миссию.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="82" />
      <source>{player} cannot play both sides.</source>
      <translation>{player} не может играть за обе стороны.</translation>
    </message>
  </context>
  <context>
    <name>WelcomePage</name>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="43" />
      <source>Welcome to Force Sheet</source>
      <translation>Добро пожаловать в Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="45" />
      <source>There is no campaign yet. Start one for your group, with a player for each Force, or look around the demo campaign first.</source>
      <translation>Кампаний пока нет. Начните кампанию для своей группы, с игроком для каждых Сил, или сначала посмотрите демо-кампанию.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="47" />
      <source>New campaign…</source>
      <translation>Новая кампания…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="48" />
      <source>Open the demo campaign</source>
      <translation>Открыть демо-кампанию</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="50" />
      <source>The demo has three players and two games played: Groups with Battle Honours, a maimed Specialist, a fallen Marine. Change it freely; your own campaigns stay apart.</source>
      <translation>В демо три игрока и две сыгранные игры: Группы с боевыми наградами, покалеченный Специалист, павший десантник. Меняйте что угодно: ваши кампании хранятся отдельно.</translation>
    </message>
  </context>
  <context>
    <name>_Chain</name>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="214" />
      <source>D6 − 1:</source>
      <translation>D6 − 1:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="214" />
      <source>D6:</source>
      <translation>D6:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="217" />
      <source>{result}:</source>
      <translation>{result}:</translation>
    </message>
  </context>
  <context>
    <name>_InjuryRow</name>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="328" />
      <source>waiting for the dice</source>
      <translation>ждём кубики</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="335" />
      <source>No reroll</source>
      <translation>Без переброса</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="336" />
      <source>No second reroll</source>
      <translation>Без второго переброса</translation>
    </message>
  </context>
  <context>
    <name>_KnockedOutRow</name>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="380" />
      <source>Knocked Out: 3-6 escapes, 1-2 rolls for injury</source>
      <translation>Оглушена: 3-6 — спасается, 1-2 — бросок по таблице ранений</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="383" />
      <source>D6:</source>
      <translation>D6:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="386" />
      <source>waiting for the dice</source>
      <translation>ждём кубики</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="391" />
      <source>counts as a casualty</source>
      <translation>считается потерей</translation>
    </message>
  </context>
  <context>
    <name>_ListEditor</name>
    <message>
      <location filename="../app/ui/kt40k.py" line="324" />
      <source>The editor checks the list as its Team List does; the Kill Team 40K window checks it for its side once you press OK.</source>
      <translation>Редактор проверяет список по его командному списку; окно Kill Team 40K проверит его для стороны, когда вы нажмёте OK.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="336" />
      <source>Build a list</source>
      <translation>Собрать список</translation>
    </message>
  </context>
  <context>
    <name>_PlayerPanel</name>
    <message>
      <location filename="../app/ui/steps/game.py" line="256" />
      <source>Achievements</source>
      <extracomment>The result combo's first item: nobody picked a result yet (OK waits for one).</extracomment>
      <translation>Достижения</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="262" />
      <source>{name} (+{rp} RP)</source>
      <translation>{name} (+{rp} РП)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="265" />
      <source>{name} (+{rp} RP each)</source>
      <translation>{name} (+{rp} РП за каждое)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="267" />
      <source>Mission bonus facts</source>
      <translation>Итоги миссии (бонусные РП)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="270" />
      <source>What happened to each model</source>
      <translation>Что случилось с каждой моделью</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="271" />
      <source>Model</source>
      <translation>Модель</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="271" />
      <source>At the end</source>
      <translation>В конце</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="275" />
      <source>Unharmed</source>
      <translation>Невредима</translation>
    </message>
  </context>
  <context>
    <name>_SidePanel</name>
    <message>
      <location filename="../app/ui/kt40k.py" line="112" />
      <source>&amp;Player:</source>
      <translation>&amp;Игрок:</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="113" />
      <source>Open &amp;list…</source>
      <translation>Открыть &amp;список…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="114" />
      <source>Open l&amp;ist…</source>
      <translation>Открыть с&amp;писок…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="115" />
      <source>&amp;Build…</source>
      <translation>&amp;Собрать…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="116" />
      <source>B&amp;uild…</source>
      <translation>Со&amp;брать…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="118" />
      <source>Build or change the list in the Force editor, from an imported Codex</source>
      <translation>Собрать или изменить список в редакторе сил по импортированному Кодексу</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="119" />
      <source>Save…</source>
      <translation>Сохранить…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="120" />
      <source>Save the list as a roster file</source>
      <translation>Сохранить список в файл</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="133" />
      <source>Open a list</source>
      <translation>Открыть список</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="134" />
      <source>Rosters (*.json *.ros *.rosz);;All files (*)</source>
      <translation>Списки (*.json *.ros *.rosz);;Все файлы (*)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="148" />
      <source>It names the Team List '{id}', which is not imported.</source>
      <translation>В нём указан командный список «{id}», который не импортирован.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="151" />
      <source>It cannot be read: {error}</source>
      <translation>Его нельзя прочитать: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="154" />
      <source>List not opened</source>
      <translation>Список не открыт</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="155" />
      <source>{file} is not a list that can be played.</source>
      <translation>{file} — не список, которым можно играть.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="188" />
      <source>Build a list</source>
      <translation>Собрать список</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="189" />
      <source>&amp;Codex (Team List):</source>
      <translation>&amp;Кодекс (командный список):</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="210" />
      <source>List not saved</source>
      <translation>Список не сохранён</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="211" />
      <source>{file} could not be written: {error}</source>
      <translation>Не удалось записать {file}: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="221" />
      <source>Save the list</source>
      <translation>Сохранить список</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="222" />
      <source>Roster files (*.json)</source>
      <translation>Файлы списков (*.json)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="253" />
      <source>'{text}' is no group number: type 1, 2, 3…</source>
      <translation>«{text}» — не номер группы: введите 1, 2, 3…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="266" />
      <source>No list yet.</source>
      <translation>Списка пока нет.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="273" />
      <source>(built here, not saved)</source>
      <translation>(собран здесь, не сохранён)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="307" />
      <source>Valid for Kill Team 40K.</source>
      <translation>Соответствует правилам Kill Team 40K.</translation>
    </message>
  </context>
  <context>
    <name>cli</name>
    <message>
      <location filename="../app/cli/__init__.py" line="38" />
      <source>{file}: ok ({name} {version}, {entries} entries)</source>
      <translation>{file}: в порядке ({name} {version}, позиций: {entries})</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="39" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file}: не удаётся прочитать: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="40" />
      <source>{file}: no Team List '{id}' (use --teamlist FILE)</source>
      <translation>{file}: нет командного списка «{id}» (укажите --teamlist ФАЙЛ)</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="41" />
      <source>{file}: the roster has no team</source>
      <translation>{file}: в ростере нет команды</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="42" />
      <source>Force</source>
      <translation>Силы</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="43" />
      <source>Team</source>
      <translation>Команда</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="44" />
      <source>valid</source>
      <translation>корректно</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="45" />
      <source>not a regular file</source>
      <translation>это не обычный файл</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="46" />
      <source>--db needs the path of a database file, not {path}</source>
      <translation>для --db нужен путь к файлу базы данных, а не {path}</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="47" />
      <source>{path}: {error}</source>
      <translation>{path}: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="48" />
      <source>a file name that cannot be used on this system</source>
      <translation>имя файла, которое нельзя использовать в этой системе</translation>
    </message>
  </context>
  <context>
    <name>cli_kt40k</name>
    <message>
      <location filename="../app/cli/kt40k.py" line="39" />
      <source>valid</source>
      <translation>соответствует</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="40" />
      <source>{side} list: {points} / {limit} pts</source>
      <translation>Список «{side}»: {points} / {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="41" />
      <source>'{mission}' is no Kill Team 40K mission: give one of {missions}</source>
      <translation>«{mission}» — не миссия Kill Team 40K: укажите одну из {missions}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="43" />
      <source>a mission roll is a D6 result, 1 to 6</source>
      <translation>бросок миссии — результат D6, от 1 до 6</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="44" />
      <source>give --mission ID or --roll N</source>
      <translation>укажите --mission ID или --roll N</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="45" />
      <source>D6: {die}</source>
      <translation>D6: {die}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="46" />
      <source>{file}: written</source>
      <translation>{file}: записан</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="47" />
      <source>{file}: cannot write: {error}</source>
      <translation>{file}: невозможно записать: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="48" />
      <source>game {number} recorded: {result}</source>
      <translation>партия {number} записана: {result}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="49" />
      <source>not recorded: {problem}</source>
      <translation>не записано: {problem}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="50" />
      <source>game {number} taken back</source>
      <translation>партия {number} отменена</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="51" />
      <source>no game recorded yet</source>
      <translation>ни одной партии не записано</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="52" />
      <source>series file {file}: {problem}</source>
      <translation>файл серии {file}: {problem}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="53" />
      <source>player	played	won	lost	as Heroes	as Villains</source>
      <translation>игрок	сыграно	побед	поражений	за Героев	за Злодеев</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="55" />
      <source>a Kill Team 40K list is checked for a side: --side heroes or --side villains</source>
      <translation>список Kill Team 40K проверяется для стороны: --side heroes или --side villains</translation>
    </message>
  </context>
  <context>
    <name>cli_rosters</name>
    <message>
      <location filename="../app/cli/rosters.py" line="37" />
      <source>Selections not placed: {count}</source>
      <translation>Невключённые выборы: {count}</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="38" />
      <source>  {path} ({entry}): {reason}</source>
      <translation>  {path} ({entry}): {reason}</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="39" />
      <source>{file} written ({models} models)</source>
      <translation>{file} записан (моделей: {models})</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="40" />
      <source>The Force of {player} was exported to {file}</source>
      <translation>Силы игрока {player} экспортированы в {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="41" />
      <source>{file}: use .rosz or .ros for a BattleScribe roster, .json for a Force Sheet one</source>
      <translation>{file}: используйте .rosz или .ros для ростера BattleScribe, .json для ростера Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="44" />
      <source>{file}: converting needs one Force Sheet roster (.json) and one BattleScribe roster (.ros/.rosz)</source>
      <translation>{file}: для преобразования нужны ростер Force Sheet (.json) и ростер BattleScribe (.ros/.rosz)</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="47" />
      <source>{file}: cannot write: {error}</source>
      <translation>{file}: невозможно записать: {error}</translation>
    </message>
  </context>
  <context>
    <name>cli_rules</name>
    <message>
      <location filename="../app/cli/rules.py" line="34" />
      <source>the rules reference has no entry '{id}'</source>
      <translation>в справочнике правил нет записи «{id}»</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="35" />
      <source>'{value}' does not fit the parameter of {name}</source>
      <translation>«{value}» не подходит для параметра правила {name}</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="37" />
      <source>nothing found for '{query}'</source>
      <translation>ничего не найдено по запросу «{query}»</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="38" />
      <source>rules reference booklet written to {file}</source>
      <translation>буклет справочника правил записан в {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="39" />
      <source>the booklet could not be written to {file}: {error}</source>
      <translation>не удалось записать буклет в {file}: {error}</translation>
    </message>
  </context>
  <context>
    <name>cli_server</name>
    <message>
      <location filename="../app/cli/server.py" line="22" />
      <source>{database} is ready for club play: schema, roles and row-level security are in place.</source>
      <translation>{database} готова к игре клуба: схема, роли и построчная защита на месте.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="25" />
      <source>Organiser login: {login}, password: {password} (shown only now).</source>
      <translation>Логин организатора: {login}, пароль: {password} (показан только сейчас).</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="27" />
      <source>Organiser login: {login} (its password was kept).</source>
      <translation>Логин организатора: {login} (пароль сохранён прежним).</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="29" />
      <source>Login for player {player} of campaign {campaign}: {login}, password: {password} (shown only now).</source>
      <translation>Логин игрока {player} кампании {campaign}: {login}, пароль: {password} (показан только сейчас).</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="32" />
      <source>Connect with: forcesheet --db {url}</source>
      <translation>Подключение: forcesheet --db {url}</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="33" />
      <source>The password is kept in this computer's keyring.</source>
      <translation>Пароль сохранён в связке ключей этого компьютера.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="34" />
      <source>Campaign {campaign} copied to {file}: play on it with forcesheet --db {file}, then sync it back.</source>
      <translation>Кампания {campaign} скопирована в {file}: играйте в ней через forcesheet --db {file}, затем синхронизируйте.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="37" />
      <source>{applied} actions applied on the server, {skipped} already there, {refused} refused.</source>
      <translation>Действий применено на сервере: {applied}, уже были: {skipped}, отклонено: {refused}.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="40" />
      <source>Refused: action {seq} ({kind}): {reason}</source>
      <translation>Отклонено: действие {seq} ({kind}): {reason}</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="41" />
      <source>No keyring on this computer: the password was not kept ({error}).</source>
      <translation>На этом компьютере нет связки ключей: пароль не сохранён ({error}).</translation>
    </message>
  </context>
  <context>
    <name>cli_sheets</name>
    <message>
      <location filename="../app/cli/sheets.py" line="38" />
      <source>{file}: written</source>
      <translation>{file}: записан</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="39" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file}: невозможно прочитать: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="40" />
      <source>{file}: no Team List '{id}'</source>
      <translation>{file}: нет командного списка «{id}»</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="41" />
      <source>{file}: the roster has no Team</source>
      <translation>{file}: в ростере нет команды</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="42" />
      <source>{file}: cannot write: {error}</source>
      <translation>{file}: невозможно записать: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="43" />
      <source>give a roster file, or --campaign and --player (and --game for a Team)</source>
      <translation>укажите файл ростера или --campaign и --player (и --game для команды)</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="45" />
      <source>campaign store: {error}</source>
      <translation>хранилище кампаний: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="46" />
      <source>'{mission}' has no mission card: give one of {missions}</source>
      <translation>У «{mission}» нет карточки миссии: укажите одну из {missions}</translation>
    </message>
  </context>
  <context>
    <name>cli_store</name>
    <message>
      <location filename="../app/cli/store.py" line="25" />
      <source>No campaigns in {path}.</source>
      <translation>В {path} нет кампаний.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="26" />
      <source>Campaign {id} exported to {file}</source>
      <translation>Кампания {id} экспортирована в {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="27" />
      <source>Imported {file} as campaign {id}: {name}</source>
      <translation>{file} импортирован как кампания {id}: {name}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="28" />
      <source>No campaign '{campaign}'.</source>
      <translation>Нет кампании «{campaign}».</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="29" />
      <source>{path}: ok ({campaigns} campaigns)</source>
      <translation>{path}: в порядке (кампаний: {campaigns})</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="30" />
      <source>{path}: problems found:</source>
      <translation>{path}: найдены проблемы:</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="31" />
      <source>Campaign {id} ({name}): {actions} actions replayed in {seconds} s, the same campaign.</source>
      <translation>Кампания {id} ({name}): {actions} действий воспроизведено за {seconds} с, кампания та же.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="34" />
      <source>campaign {id}: the replay differs at action {seq} ({kind}): {detail}</source>
      <translation>кампания {id}: воспроизведение расходится на действии {seq} ({kind}): {detail}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="36" />
      <source>campaign {id}: the replayed campaign differs from the stored one: {detail}</source>
      <translation>кампания {id}: воспроизведённая кампания отличается от сохранённой: {detail}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="39" />
      <source>Backup written: {file}</source>
      <translation>Резервная копия записана: {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="40" />
      <source>No backup of {path}.</source>
      <translation>Нет резервной копии {path}.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="41" />
      <source>Restored {file}; the previous database was kept as {kept}</source>
      <translation>{file} восстановлена; прежняя база данных сохранена как {kept}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="43" />
      <source>Restored {file}</source>
      <translation>{file} восстановлена</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="44" />
      <source>Cannot write the campaign file into {folder}: {error}. Nothing was written.</source>
      <translation>Не удалось записать файл кампании в {folder}: {error}. Ничего не записано.</translation>
    </message>
  </context>
  <context>
    <name>cli_teamlists</name>
    <message>
      <location filename="../app/cli/teamlists.py" line="28" />
      <source>{file}: {name}, revision {revision}: {status} ({entries} entries)</source>
      <translation>{file}: {name}, редакция {revision}: {status} (записей: {entries})</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="31" />
      <source>game system: {name}</source>
      <translation>игровая система: {name}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="32" />
      <source>  not expressed: {count} ({summary})</source>
      <translation>  не выражено: {count} ({summary})</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="33" />
      <source>  everything was expressed</source>
      <translation>  всё выражено</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="34" />
      <source>{where}: not imported: {error}</source>
      <translation>{where}: не импортировано: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="35" />
      <source>no Team List '{id}'</source>
      <translation>нет командного списка «{id}»</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="36" />
      <source>{name} ({id}), revision {revision}, source: {source}</source>
      <translation>{name} ({id}), редакция {revision}, источник: {source}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="39" />
      <source>{section} [{allowance}]</source>
      <translation>{section} [{allowance}]</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="40" />
      <source>Other: {name} [{allowance}]</source>
      <translation>Другое: {name} [{allowance}]</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="41" />
      <source>Other entries</source>
      <translation>Прочие записи</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="42" />
      <source>{points} pts</source>
      <translation>{points} очк.</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="43" />
      <source>Squad ({size})</source>
      <translation>Отряд ({size})</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="44" />
      <source>limit {allowance}</source>
      <translation>лимит {allowance}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="45" />
      <source>hidden unless a condition holds</source>
      <translation>скрыто, пока не выполнено условие</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="46" />
      <source>imported revisions: {revisions}</source>
      <translation>импортированные редакции: {revisions}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="47" />
      <source>interrupted: the import stopped, no file was left half-written</source>
      <translation>прервано: импорт остановлен, ни один файл не остался записанным наполовину</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="53" />
      <source>imported</source>
      <translation>импортировано</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="54" />
      <source>new revision imported</source>
      <translation>импортирована новая редакция</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="55" />
      <source>already imported, unchanged</source>
      <translation>уже импортировано, без изменений</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="56" />
      <source>re-imported</source>
      <translation>импортировано повторно</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="61" />
      <source>cannot read the file</source>
      <translation>не удаётся прочитать файл</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="62" />
      <source>cannot write to the data folder</source>
      <translation>не удаётся записать в папку данных</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="63" />
      <source>the file is too large</source>
      <translation>файл слишком большой</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="64" />
      <source>not a valid zip file</source>
      <translation>недопустимый zip-файл</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="65" />
      <source>the zipped file is too large unzipped</source>
      <translation>сжатый файл слишком велик после распаковки</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="66" />
      <source>the zip holds too many files</source>
      <translation>в zip-архиве слишком много файлов</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="67" />
      <source>the zip must hold exactly one .gst or .cat file</source>
      <translation>zip-архив должен содержать ровно один файл .gst или .cat</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="70" />
      <source>not well-formed XML</source>
      <translation>некорректный XML</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="71" />
      <source>elements are nested too deeply</source>
      <translation>элементы вложены слишком глубоко</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="72" />
      <source>too many elements</source>
      <translation>слишком много элементов</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="73" />
      <source>the file declares a DTD, which BattleScribe files never do</source>
      <translation>файл объявляет DTD, чего файлы BattleScribe никогда не делают</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="76" />
      <source>the file declares entities (refused: entity expansion attack)</source>
      <translation>файл объявляет сущности (отклонено: атака расширением сущностей)</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="79" />
      <source>not a BattleScribe game system or catalogue</source>
      <translation>не игровая система и не каталог BattleScribe</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="82" />
      <source>not a game system</source>
      <translation>не игровая система</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="83" />
      <source>not a catalogue</source>
      <translation>не каталог</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="84" />
      <source>the catalogue belongs to another game system</source>
      <translation>каталог относится к другой игровой системе</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="87" />
      <source>its game system (.gst) is missing: import it with the catalogue</source>
      <translation>нет его игровой системы (.gst): импортируйте её вместе с каталогом</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="90" />
      <source>unusable id or revision</source>
      <translation>непригодный id или редакция</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="91" />
      <source>its links expand to far more entries than any real catalogue</source>
      <translation>его ссылки разворачиваются в намного больше записей, чем в любом настоящем каталоге</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="94" />
      <source>the importer failed on this file (please report it)</source>
      <translation>импорт этого файла не удался (пожалуйста, сообщите об этом)</translation>
    </message>
  </context>
  <context>
    <name>ros</name>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="54" />
      <source>no such entry in the Team List</source>
      <extracomment>Why a selection of a roster was not placed (``app.rules.bsdata.ros.RosterItem.reason``).</extracomment>
      <translation>такой записи нет в командном списке</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="55" />
      <source>inside a selection not placed</source>
      <translation>внутри невключённого выбора</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="56" />
      <source>another force of the roster</source>
      <translation>другие силы ростера</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="57" />
      <source>its number is not a whole number</source>
      <translation>его количество не целое число</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="58" />
      <source>a unit holding none of its models</source>
      <translation>подразделение без единой своей модели</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="59" />
      <source>a line of its campaign notes was not understood</source>
      <translation>строка его заметок кампании не распознана</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="60" />
      <source>its model id is taken: a new one was given</source>
      <translation>идентификатор модели занят: выдан новый</translation>
    </message>
  </context>
  <context>
    <name>sheets</name>
    <message>
      <location filename="../app/sheets/data.py" line="69" />
      <source>Group {number}</source>
      <translation>Группа {number}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="70" />
      <source>Squad {number}</source>
      <translation>Отряд {number}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="71" />
      <source>{name} ({number})</source>
      <translation>{name} ({number})</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="72" />
      <source>−{n} {stat}</source>
      <translation>−{n} {stat}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="73" />
      <source>Game {number}: {mission}</source>
      <translation>Игра {number}: {mission}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="74" />
      <source>Game {number}</source>
      <translation>Игра {number}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="76" />
      <source>Start</source>
      <translation>Старт</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="77" />
      <source>The campaign's finale: every model of the Force may play; the other Team rules apply.</source>
      <translation>Финал кампании: играть могут все модели сил; остальные правила команды действуют.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="80" />
      <source>Field promotion: {model} leads the Team, gains Inspiring Presence and counts as the Team Leader; 1 RP less at the end of the game</source>
      <translation>Полевое повышение: {model} ведёт команду, получает Вдохновляющее присутствие и считается лидером команды; в конце игры на 1 РП меньше</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="85" />
      <source>Team Leader (field promotion)</source>
      <translation>Лидер команды (полевое повышение)</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="86" />
      <source>Team Leader (Officer Training)</source>
      <translation>Лидер команды (подготовка офицеров)</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="87" />
      <source>{model} is the Team Leader but Wounded: no Inspiring Presence this game</source>
      <translation>{model} — лидер команды, но ранен: без Вдохновляющего присутствия в этой игре</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="89" />
      <source>{model}: Incapacitated, cannot be in this Team</source>
      <translation>{model}: выведен из строя, не может быть в этой команде</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="90" />
      <source>Corrected on {date}: {reason}</source>
      <translation>Исправлено {date}: {reason}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="93" />
      <source>Warp Charge: at the start of the Psychic phase roll D3 (not D6) and add the Mastery Levels of your psykers.</source>
      <translation>Заряд Варпа: в начале Пси-фазы бросьте D3 (а не D6) и прибавьте уровни Мастерства ваших псайкеров.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="96" />
      <source>Every psyker counts as having a psychic hood; a model with a psychic hood in its wargear uses it within 24".</source>
      <translation>Каждый псайкер считается имеющим психический капюшон; модель с психическим капюшоном в экипировке использует его в радиусе 24".</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="99" />
      <source>No power picked yet: pick up to {limit} before the game.</source>
      <translation>Силы ещё не выбраны: выберите до {limit} перед игрой.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="102" />
      <source>One player attacks, the other defends: note who is who.</source>
      <translation>Один игрок атакует, другой обороняется: отметьте, кто есть кто.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="104" />
      <source>{fact}: {rp} RP each</source>
      <translation>{fact}: по {rp} РП</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="105" />
      <source>{fact}: {rp} RP each, to both players</source>
      <translation>{fact}: по {rp} РП обоим игрокам</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="106" />
      <source>{result}: {rp} RP</source>
      <translation>{result}: {rp} РП</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="107" />
      <source>{achievement} is worth {rp} RP in this mission.</source>
      <translation>{achievement} в этой миссии приносит {rp} РП.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="109" />
      <source>The mission is rolled before the game (D6): write it here.</source>
      <translation>Миссия определяется броском перед игрой (D6): впишите её сюда.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="112" />
      <source>Place the Comms Relay in your deployment zone when you deploy.</source>
      <translation>При расстановке поставьте ретранслятор связи в своей зоне расстановки.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="114" />
      <source>Place the gun emplacement (twin-linked heavy bolters, fires at BS2) in your deployment zone.</source>
      <translation>Поставьте орудийную точку (спаренные тяжёлые болтеры, стреляет с НС 2) в своей зоне расстановки.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="117" />
      <source>Place three 6" sections of barbed wire when you deploy: anywhere but the enemy's deployment zone.</source>
      <translation>При расстановке поставьте три секции колючей проволоки по 6": где угодно, кроме зоны расстановки противника.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="120" />
      <source>Place the 25 mm shield marker in your deployment zone: 5+ invulnerable save within 3".</source>
      <translation>Поставьте 25-мм маркер щита в своей зоне расстановки: неуязвимое спасение 5+ в пределах 3".</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="123" />
      <source>+1 to Deny the Witch within 3" of the shield marker.</source>
      <translation>+1 к броскам Отрицания ведьмы в пределах 3" от маркера щита.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="125" />
      <source>Once per game: mark one enemy model; one friendly model shoots it at BS5.</source>
      <translation>Раз за игру: отметьте вражескую модель; одна дружественная модель стреляет по ней с НС 5.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="127" />
      <source>With standard deployment, roll D3 before the game: that many models may Infiltrate. Roll: ____</source>
      <translation>При обычной расстановке бросьте D3 перед игрой: столько моделей могут Просачиваться. Бросок: ____</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="130" />
      <source>+1 to the roll to Seize the Initiative.</source>
      <translation>+1 к броску на перехват инициативы.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="132" />
      <source>After the game: re-roll one injury result of one model.</source>
      <translation>После игры: перебросьте один результат ранения одной модели.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/sheets/data.py" line="1119" />
      <source>Crew: %n model(s)</source>
      <extracomment>The Base upgrades that change how a game is set up or played, in the order of the checklist (seed 000, Table des Améliorations); the others act between games. what it is: "rule" (a special rule), "honour" (a Battle Honour) or "upgrade" (a Base upgrade in play) the rule is an imported catalogue's that the reference does not know: its text is in the catalogue's own language models carrying the mission's markers (Raid: demolition charges, "write them on the roster"): how many at most, and who names them ("attacker"); 0: none the Battle Honours the Team's models carry, and the Base upgrades in play, with their texts from the rules reference (once each) what the table needs (issue 18): weapon profiles, psychic powers, the Base upgrades to deploy, the twelve achievements, the mission</extracomment>
      <translation>
        <numerusform>Расчёт: %n модель</numerusform>
        <numerusform>Расчёт: %n модели</numerusform>
        <numerusform>Расчёт: %n моделей</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="84" />
      <source>Force Sheet</source>
      <translation>Лист сил</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="85" />
      <source>Team Sheet</source>
      <translation>Лист команды</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="86" />
      <source>Force Sheet – {player} – {date}</source>
      <translation>Лист сил – {player} – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="87" />
      <source>Team Sheet – {player} – {date}</source>
      <translation>Лист команды – {player} – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="88" />
      <source>Page {page} of {pages}</source>
      <translation>Страница {page} из {pages}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="89" />
      <source>Campaign</source>
      <translation>Кампания</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="77" />
      <location filename="../app/sheets/render.py" line="90" />
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="91" />
      <source>Force</source>
      <translation>Силы</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="92" />
      <source>Team List</source>
      <translation>Командный список</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="93" />
      <source>{name}, version {version}</source>
      <translation>{name}, версия {version}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="94" />
      <source>Base</source>
      <translation>База</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="95" />
      <source>Level {level}: {name} (Team limit {limit} pts)</source>
      <translation>Уровень {level}: {name} (лимит команды {limit} очк.)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="96" />
      <source>Base upgrades</source>
      <translation>Улучшения базы</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="97" />
      <source>none</source>
      <translation>нет</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="60" />
      <source>Campaign progress</source>
      <translation>Прогресс кампании</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="61" />
      <source>Campaign progress – {campaign} – {date}</source>
      <translation>Прогресс кампании – {campaign} – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="62" />
      <source>Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}</source>
      <translation>Сыграно игр: {games} · с победителем: {won} · вничью: {drawn} · потерь: {casualties}</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="65" />
      <source>No game played yet: the charts start with the first game.</source>
      <translation>Ещё не сыграно ни одной игры: графики начнутся с первой игры.</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="67" />
      <location filename="../app/sheets/render.py" line="98" />
      <source>Requisition Points (RP)</source>
      <translation>Очки реквизиции (РП)</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="68" />
      <location filename="../app/sheets/progress_page.py" line="72" />
      <location filename="../app/sheets/render.py" line="99" />
      <source>Renown</source>
      <translation>Репутация</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="69" />
      <source>Base level</source>
      <translation>Уровень базы</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="70" />
      <source>Force points</source>
      <translation>Очки Сил</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="71" />
      <source>RP</source>
      <translation>РП</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="73" />
      <source>Level</source>
      <translation>Уровень</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="76" />
      <source>Record</source>
      <translation>Итоги</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="78" />
      <source>Games</source>
      <translation>Игры</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="79" />
      <source>Wins</source>
      <translation>Победы</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="80" />
      <source>Draws</source>
      <translation>Ничьи</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="81" />
      <source>Losses</source>
      <translation>Поражения</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="82" />
      <source>Casualties</source>
      <translation>Потери</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="83" />
      <source>“Start” is before the first game; each number after it is the state after that game, once its injuries, RP, Renown and spending are done (the last one: now).</source>
      <translation>«Старт» — до первой игры; каждый номер после него — состояние после этой игры, когда её ранения, РП, Репутация и траты учтены (последний — сейчас).</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="100" />
      <source>Games played</source>
      <translation>Сыграно игр</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="74" />
      <location filename="../app/sheets/render.py" line="101" />
      <source>Points</source>
      <translation>Очки</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="156" />
      <source>Mission: {mission}</source>
      <translation>Миссия: {mission}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="157" />
      <source>Weapons</source>
      <translation>Оружие</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="158" />
      <source>Weapon</source>
      <translation>Оружие</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="159" />
      <source>Range</source>
      <translation>Дальность</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="160" />
      <source>AP</source>
      <translation>БП</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="161" />
      <source>Type</source>
      <translation>Тип</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="162" />
      <source>Carried by (#)</source>
      <translation>У кого (№)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="163" />
      <source>Psychic powers</source>
      <translation>Пси-способности</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="164" />
      <source>{model} – Mastery Level {mastery}: {limit} power(s)</source>
      <translation>{model} – уровень Мастерства {mastery}: сил — {limit}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="166" />
      <source>{model} – Mastery Level {mastery}, +1 power with Open Mind: {limit} power(s)</source>
      <translation>{model} – уровень Мастерства {mastery}, +1 сила за Открытый разум: сил — {limit}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="169" />
      <source>Base upgrades at the table</source>
      <translation>Улучшения базы за столом</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="170" />
      <source>Achievements (tick what you earned)</source>
      <translation>Достижения (отметьте заработанные)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="171" />
      <source>+{rp} RP</source>
      <translation>+{rp} РП</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="172" />
      <source>+{rp} RP each time</source>
      <translation>+{rp} РП за каждый раз</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="173" />
      <source>Carriers named by the attacker (at most {count}): write each model's # or name</source>
      <translation>Носители, которых называет атакующий (не больше {count}): впишите № или имя каждой модели</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="176" />
      <source>Carriers named by the defender (at most {count}): write each model's # or name</source>
      <translation>Носители, которых называет обороняющийся (не больше {count}): впишите № или имя каждой модели</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="179" />
      <source>Carriers (at most {count}): write each model's # or name</source>
      <translation>Носители (не больше {count}): впишите № или имя каждой модели</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/sheets/render.py" line="1124" />
      <source>{points} pts, %n model(s)</source>
      <translation>
        <numerusform>{points} очк., %n модель</numerusform>
        <numerusform>{points} очк., %n модели</numerusform>
        <numerusform>{points} очк., %n моделей</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="103" />
      <source>Models</source>
      <translation>Модели</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="104" />
      <source>#</source>
      <translation>№</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="105" />
      <source>Model</source>
      <translation>Модель</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="106" />
      <source>Wargear and special rules</source>
      <translation>Снаряжение и особые правила</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="107" />
      <source>Honours, injuries, state</source>
      <translation>Награды, ранения, состояние</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="108" />
      <source>Pts</source>
      <translation>Очк.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="109" />
      <source>Rules:</source>
      <translation>Правила:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="110" />
      <source>Honours:</source>
      <translation>Награды:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="111" />
      <source>Injuries:</source>
      <translation>Ранения:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="112" />
      <source>Group:</source>
      <translation>Группа:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="113" />
      <source>Bold characteristic: changed by Battle Honours, injuries or this game's effects; the Team List value is in brackets. Bold wargear: options bought for the model.</source>
      <translation>Жирная характеристика: изменена боевыми наградами, ранениями или эффектами этой игры; значение из командного списка — в скобках. Жирное снаряжение: опции, купленные для модели.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="118" />
      <source>Total: {points} pts</source>
      <translation>Итого: {points} очк.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="119" />
      <source>Groups and Squads</source>
      <translation>Группы и отряды</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="120" />
      <source>Group</source>
      <translation>Группа</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="121" />
      <source>Entry</source>
      <translation>Позиция</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="122" />
      <source>Members</source>
      <translation>Состав</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="123" />
      <source>Shared Battle Honours</source>
      <translation>Общие боевые награды</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="124" />
      <source>Options:</source>
      <translation>Опции:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="125" />
      <source>Fallen</source>
      <translation>Павшие</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="126" />
      <source>Corrections</source>
      <translation>Исправления</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="127" />
      <source>This Force was changed outside step 5 (Spend RP) to put mistakes right:</source>
      <translation>Эти Силы изменялись вне шага 5 (Трата РП), чтобы исправить ошибки:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="129" />
      <source>Died in</source>
      <translation>Погиб</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="130" />
      <source>Problems found by the rules check</source>
      <translation>Проблемы, найденные проверкой правил</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="131" />
      <source>Notes</source>
      <translation>Заметки</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="132" />
      <source>Mission</source>
      <translation>Миссия</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="133" />
      <source>Opponent</source>
      <translation>Противник</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="75" />
      <location filename="../app/sheets/render.py" line="134" />
      <source>Game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="135" />
      <source>Team points</source>
      <translation>Очки команды</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="136" />
      <source>{points} of {limit} pts</source>
      <translation>{points} из {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="137" />
      <source>{over} pts over the Base limit</source>
      <translation>на {over} очк. больше лимита базы</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="138" />
      <source>Field promotion</source>
      <translation>Полевое повышение</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="139" />
      <source>Effects in force this game</source>
      <translation>Эффекты, действующие в этой игре</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="140" />
      <source>No temporary effects.</source>
      <translation>Временных эффектов нет.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="141" />
      <source>Special rules of the Team</source>
      <translation>Особые правила команды</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="142" />
      <source>Battle Honours of the Team</source>
      <translation>Боевые награды команды</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="143" />
      <source>Base upgrades in play</source>
      <translation>Действующие улучшения базы</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="144" />
      <source>Rules reference</source>
      <translation>Справочник правил</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="145" />
      <source>Rules Reference</source>
      <translation>Справочник правил</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="146" />
      <source>Heralds of Ruin Kill Team: special rules, play rules, Battle Honours, Base levels and upgrades, campaign terms</source>
      <translation>Heralds of Ruin Kill Team: особые правила, правила игры, боевые награды, уровни и улучшения базы, термины кампании</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="149" />
      <source>With the optional glossary: {pack}</source>
      <translation>С дополнительным глоссарием: {pack}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="150" />
      <source>Printed on {date}</source>
      <translation>Напечатано {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="151" />
      <source>Rules Reference – {date}</source>
      <translation>Справочник правил – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="152" />
      <source>The text of the imported catalogue, in its own language.</source>
      <translation>Текст импортированного каталога, на его собственном языке.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="154" />
      <source>Result, casualties and achievements</source>
      <translation>Результат, потери и достижения</translation>
    </message>
  </context>
  <context>
    <name>store</name>
    <message>
      <location filename="../app/i18n/store_messages.py" line="18" />
      <source>The campaign database reported an error.</source>
      <translation>База данных кампаний сообщила об ошибке.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="19" />
      <source>The campaign database {path} is already open in another Force Sheet window. Close it there first.</source>
      <translation>База данных кампаний {path} уже открыта в другом окне Force Sheet. Сначала закройте её там.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="24" />
      <source>The campaign database {path} was saved by a newer version of Force Sheet. Update Force Sheet to open it; the file was not changed.</source>
      <translation>База данных кампаний {path} сохранена более новой версией Force Sheet. Обновите Force Sheet, чтобы открыть её; файл не изменён.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="29" />
      <source>The backup failed its check: the campaign database {path} may be damaged. Run "forcesheet db check".</source>
      <translation>Резервная копия не прошла проверку: база данных кампаний {path}, возможно, повреждена. Запустите «forcesheet db check».</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="32" />
      <source>Cannot write into {folder}: {error}. Nothing was written.</source>
      <translation>Не удалось записать в {folder}: {error}. Ничего не записано.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="34" />
      <source>The lock file {path} is a link to another file: Force Sheet does not use it, so that file is not changed. Remove the link and try again.</source>
      <translation>Файл блокировки {path} — ссылка на другой файл: Force Sheet его не использует, поэтому тот файл не изменён. Удалите ссылку и попробуйте снова.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="37" />
      <source>The campaign database {path} is damaged. It was moved to {moved_to} and left as it was.</source>
      <translation>База данных кампаний {path} повреждена. Она перемещена в {moved_to} и оставлена как есть.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="42" />
      <source>The backup {path} is damaged: nothing was restored and the campaign database was not changed.</source>
      <translation>Резервная копия {path} повреждена: ничего не восстановлено, база данных кампаний не изменена.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="45" />
      <source>The campaign database {path} is damaged. Nothing was changed: Force Sheet moves it aside when it opens it.</source>
      <translation>База данных кампаний {path} повреждена. Ничего не изменено: Force Sheet переместит её в сторону, когда откроет её.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="48" />
      <source>The campaign database {path} was empty (0 bytes). It was moved to {moved_to}.</source>
      <translation>База данных кампаний {path} была пустой (0 байт). Она перемещена в {moved_to}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="51" />
      <source>The campaign database {path} is empty (0 bytes). Nothing was changed.</source>
      <translation>База данных кампаний {path} пуста (0 байт). Ничего не изменено.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="53" />
      <source>There is no campaign database at {path}, but there are backups of it.</source>
      <translation>По пути {path} нет базы данных кампаний, но есть её резервные копии.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="55" />
      <source>There is no campaign database at {path}: it was damaged and moved to {moved_to}.</source>
      <translation>По пути {path} нет базы данных кампаний: она была повреждена и перемещена в {moved_to}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="58" />
      <source>You can restore the newest good backup, {backup}.</source>
      <translation>Можно восстановить самую свежую исправную резервную копию, {backup}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="60" />
      <source>There is no good backup of it.</source>
      <translation>Исправной резервной копии нет.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="61" />
      <source>The disk is full: nothing was saved. Free some space and try again.</source>
      <translation>Диск заполнен: ничего не сохранено. Освободите место и попробуйте снова.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="64" />
      <source>The campaign database cannot be written (read-only): nothing was saved.</source>
      <translation>В базу данных кампаний нельзя записать (только чтение): ничего не сохранено.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="67" />
      <source>The campaign database {path} is open read-only (the file or its folder cannot be written): nothing can be changed.</source>
      <translation>База данных кампаний {path} открыта только для чтения (в файл или его папку нельзя записать): ничего нельзя изменить.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="70" />
      <source>The campaign database {path} was saved by an older Force Sheet and must be upgraded, but it cannot be written. Copy it to a folder you can write to.</source>
      <translation>База данных кампаний {path} сохранена более старой версией Force Sheet и должна быть обновлена, но в неё нельзя записать. Скопируйте её в папку, доступную для записи.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="73" />
      <source>There is no campaign database {id}.</source>
      <translation>Базы данных кампаний {id} нет.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="74" />
      <source>Cannot import {file}: {reason} (at {path}). Nothing was imported.</source>
      <translation>Не удалось импортировать {file}: {reason} (в {path}). Ничего не импортировано.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="77" />
      <source>Not found: {id}.</source>
      <translation>Не найдено: {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="78" />
      <source>There is no campaign {id}.</source>
      <translation>Нет кампании {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="79" />
      <location filename="../app/i18n/store_messages.py" line="108" />
      <source>There is no player {id}.</source>
      <translation>Нет игрока {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="80" />
      <source>There is no game {id}.</source>
      <translation>Нет игры {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="81" />
      <source>There is no Team List '{id}'.</source>
      <translation>Нет командного списка «{id}».</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="82" />
      <source>The campaign history cannot do that.</source>
      <translation>История кампании не может этого сделать.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="83" />
      <source>There is nothing to undo.</source>
      <translation>Нечего отменять.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="84" />
      <source>There is nothing to redo.</source>
      <translation>Нечего повторять.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="85" />
      <source>The campaign no longer matches its history: nothing was changed.</source>
      <translation>Кампания больше не соответствует своей истории: ничего не изменено.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="87" />
      <source>This cannot be undone or redone: a later action by {by} changed the same models or records. Undo that one first.</source>
      <translation>Это нельзя отменить или повторить: более позднее действие {by} изменило те же модели или записи. Сначала отмените его.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="90" />
      <source>{url} is not a database address: write postgresql://login@server/database.</source>
      <translation>{url} — не адрес базы данных: напишите postgresql://логин@сервер/база.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="92" />
      <source>The server {path} refused the login: check the login name and password.</source>
      <translation>Сервер {path} отклонил вход: проверьте логин и пароль.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="94" />
      <source>The server {path} cannot be reached: check the address and the network, or take the campaign offline. Nothing was changed.</source>
      <translation>Сервер {path} недоступен: проверьте адрес и сеть или переведите кампанию в автономный режим. Ничего не изменено.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="97" />
      <source>The connection to the server {path} was lost: nothing was changed. Try again when the server is back.</source>
      <translation>Соединение с сервером {path} потеряно: ничего не изменено. Повторите, когда сервер вернётся.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="100" />
      <source>The server saved the action, but its answer was lost: the campaign is shown as the server has it.</source>
      <translation>Сервер сохранил действие, но его ответ потерян: кампания показана такой, какая она на сервере.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="103" />
      <source>{path} is a club server: its administrator backs it up (pg_dump). Export a campaign to keep a copy of your own.</source>
      <translation>{path} — сервер клуба: его резервные копии делает администратор (pg_dump). Экспортируйте кампанию, чтобы сохранить свою копию.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="106" />
      <source>{login} cannot be a login: use lower-case letters, digits and _ (up to 63).</source>
      <translation>{login} не может быть логином: используйте строчные латинские буквы, цифры и _ (не более 63).</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="109" />
      <source>The rules refuse this action on the campaign as the server has it now: it was not applied. Do it again by hand if it still applies.</source>
      <translation>Правила отклоняют это действие для кампании в её нынешнем виде на сервере: оно не применено. Повторите его вручную, если оно ещё актуально.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="112" />
      <source>This campaign database is not an offline copy of a club's campaign.</source>
      <translation>Эта база кампаний не является автономной копией кампании клуба.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="114" />
      <source>This offline copy was taken from another server ({url}).</source>
      <translation>Эта автономная копия взята с другого сервера ({url}).</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="116" />
      <source>This campaign database is a file, not a club server.</source>
      <translation>Эта база кампаний — файл, а не сервер клуба.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="118" />
      <source>Other laptops kept changing the campaign at the same moment: nothing was changed. Try again.</source>
      <translation>Другие компьютеры одновременно изменяли кампанию: ничего не изменено. Повторите попытку.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="121" />
      <source>Your login on {path} may not change this: each player changes only their own Force, Team, injuries and spending. Nothing was changed.</source>
      <translation>Ваш логин на {path} не может это изменить: каждый игрок меняет только свои силы, команду, ранения и траты. Ничего не изменено.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="124" />
      <source>This cannot be done now.</source>
      <translation>Сейчас это невозможно.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="125" />
      <source>The injuries of this game were already applied for this player.</source>
      <translation>Ранения этой игры для этого игрока уже применены.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="127" />
      <source>The RP and Renown of this game were already applied.</source>
      <translation>РП и Известность за эту игру уже начислены.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="129" />
      <source>More dice are needed: only {used} were given.</source>
      <translation>Нужно больше кубиков: введено только {used}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="131" />
      <source>A die result must be from 1 to 6.</source>
      <translation>Результат кубика должен быть от 1 до 6.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="132" />
      <source>This Force has played: it changes only by spending RP (step 5) or by a correction.</source>
      <translation>Эти Силы уже играли: они меняются только тратой РП (шаг 5) или исправлением.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="135" />
      <source>A correction needs a reason: say what is put right.</source>
      <translation>Исправлению нужна причина: укажите, что исправляется.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="137" />
      <source>Something changed since this was prepared: close the dialog and open it again.</source>
      <translation>С момента подготовки что-то изменилось: закройте окно и откройте его снова.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="140" />
      <source>The starting Force breaks its limits ({codes}): nothing was added. Correct it and try again.</source>
      <translation>Стартовые Силы нарушают свои ограничения ({codes}): ничего не добавлено. Исправьте их и попробуйте снова.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="143" />
      <source>This is the campaign as it was: it cannot be changed.</source>
      <translation>Это кампания в прошлом состоянии: её нельзя изменить.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="145" />
      <source>A Force moves only to another revision of its own Team List.</source>
      <translation>Силы переходят только на другую редакцию своего командного списка.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="147" />
      <source>Two models share the id {uid}: nothing was changed.</source>
      <translation>Две модели имеют один идентификатор {uid}: ничего не изменено.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="149" />
      <source>The id {uid} belongs to a model that has left the Force: nothing was changed.</source>
      <translation>Идентификатор {uid} принадлежит модели, покинувшей Силы: ничего не изменено.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="152" />
      <source>The id {uid} is kept for Artillery crew: nothing was changed.</source>
      <translation>Идентификатор {uid} зарезервирован для артиллерийского расчёта: ничего не изменено.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="154" />
      <source>Two Groups share the id {uid}: nothing was changed.</source>
      <translation>Две группы имеют один идентификатор {uid}: ничего не изменено.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="163" />
      <source>expected an object</source>
      <extracomment>The fixed ``reason`` words of ``store.import_error`` (``app.model.exchange`` and the roster reader write them in English; a player reads them in the import error box).</extracomment>
      <translation>ожидался объект</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="164" />
      <source>expected a list</source>
      <translation>ожидался список</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="165" />
      <source>missing</source>
      <translation>отсутствует</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="166" />
      <source>wrong type</source>
      <translation>неверный тип</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="21" />
      <location filename="../app/i18n/store_messages.py" line="167" />
      <source>the file is too large</source>
      <translation>файл слишком большой</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="22" />
      <source>not a valid zip file</source>
      <translation>недопустимый zip-файл</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="23" />
      <source>the zipped roster is too large unzipped</source>
      <translation>сжатый ростер слишком велик после распаковки</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="24" />
      <source>the zip holds too many files</source>
      <translation>в zip-архиве слишком много файлов</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="25" />
      <source>the zip must hold exactly one .ros file</source>
      <translation>zip-архив должен содержать ровно один файл .ros</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="27" />
      <source>not well-formed XML</source>
      <translation>некорректный XML</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="28" />
      <source>elements are nested too deeply</source>
      <translation>элементы вложены слишком глубоко</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="29" />
      <source>too many elements</source>
      <translation>слишком много элементов</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="30" />
      <source>the file declares a DTD, which BattleScribe files never do</source>
      <translation>файл объявляет DTD, чего файлы BattleScribe никогда не делают</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="32" />
      <source>the file declares entities (refused: entity expansion attack)</source>
      <translation>файл объявляет сущности (отклонено: атака расширением сущностей)</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="34" />
      <source>not a BattleScribe roster</source>
      <translation>не ростер BattleScribe</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="35" />
      <source>the roster has no force of a known catalogue</source>
      <translation>в ростере нет сил известного каталога</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="36" />
      <source>the roster holds too many models</source>
      <translation>в ростере слишком много моделей</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="37" />
      <source>its catalogue is not imported: import the catalogue (.cat) first</source>
      <translation>его каталог не импортирован: сначала импортируйте каталог (.cat)</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="44" />
      <source>The Team List {id} is Force Sheet's own: BattleScribe has no catalogue for it, so its Forces are exported as Force Sheet rosters (.json) only.</source>
      <extracomment>``store.error.&lt;what&gt;`` messages of roster exports.</extracomment>
      <translation>Командный список {id} принадлежит Force Sheet: в BattleScribe для него нет каталога, поэтому его Силы экспортируются только как ростеры Force Sheet (.json).</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="47" />
      <source>The BattleScribe catalogue of {id} is not in the catalogue library: import its .cat (with its .gst) again, then export the Force.</source>
      <translation>Каталога BattleScribe для {id} нет в библиотеке каталогов: импортируйте его .cat (вместе с .gst) ещё раз, затем экспортируйте Силы.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="168" />
      <source>nested too deeply</source>
      <translation>слишком глубокая вложенность</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="169" />
      <source>not a Force Sheet campaign file</source>
      <translation>это не файл кампании Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="170" />
      <source>unknown version</source>
      <translation>неизвестная версия</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="171" />
      <source>not a Team List</source>
      <translation>это не командный список</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="172" />
      <source>duplicate id</source>
      <translation>повторяющийся идентификатор</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="173" />
      <source>unknown Team List copy</source>
      <translation>неизвестная копия командного списка</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="174" />
      <source>refers to nothing</source>
      <translation>ни на что не ссылается</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="175" />
      <source>expected a list of ids</source>
      <translation>ожидался список идентификаторов</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="176" />
      <source>expected a list of uids</source>
      <translation>ожидался список идентификаторов моделей</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="177" />
      <source>RP, Renown or Base level out of range</source>
      <translation>РП, Известность или уровень Базы вне допустимых пределов</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="178" />
      <source>not readable</source>
      <translation>не читается</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="179" />
      <source>not a readable model</source>
      <translation>модель не читается</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="180" />
      <source>unknown section</source>
      <translation>неизвестный раздел</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="181" />
      <source>unknown status</source>
      <translation>неизвестное состояние</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="182" />
      <source>expected whole numbers</source>
      <translation>ожидались целые числа</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="183" />
      <source>not a number</source>
      <translation>это не число</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="184" />
      <source>not a readable Group</source>
      <translation>Группа не читается</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="185" />
      <source>expected counts</source>
      <translation>ожидались количества</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="20" />
      <location filename="../app/i18n/store_messages.py" line="186" />
      <source>cannot read</source>
      <translation>не удаётся прочитать</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="187" />
      <source>not a readable campaign file</source>
      <translation>файл кампании не читается</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="188" />
      <source>not a roster file</source>
      <translation>это не файл ростера</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="39" />
      <location filename="../app/i18n/store_messages.py" line="189" />
      <source>not a readable roster file</source>
      <translation>файл ростера не читается</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="190" />
      <source>expected a JSON object</source>
      <translation>ожидался объект JSON</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="191" />
      <source>expected a mapping</source>
      <translation>ожидался объект</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="192" />
      <source>expected an upgrade id</source>
      <translation>ожидался идентификатор улучшения</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="193" />
      <source>expected a model uid</source>
      <translation>ожидался идентификатор модели</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="194" />
      <source>this key is required</source>
      <translation>этот ключ обязателен</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="195" />
      <source>options are nested too deeply</source>
      <translation>слишком глубокая вложенность опций</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="196" />
      <source>must be at least 1</source>
      <translation>должно быть не меньше 1</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="197" />
      <source>a number out of range</source>
      <translation>число вне допустимого диапазона</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="198" />
      <source>text that is not valid Unicode</source>
      <translation>текст, не являющийся корректным Юникодом</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="199" />
      <source>unknown Team List entry</source>
      <translation>неизвестная позиция командного списка</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="200" />
      <source>not a Team List id or revision</source>
      <translation>это не идентификатор и не редакция командного списка</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="201" />
      <source>too many objects and lists</source>
      <translation>слишком много объектов и списков</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="207" />
      <source>not valid JSON ({detail})</source>
      <extracomment>Reasons with a value in them: (pattern, template with the pattern's named groups).</extracomment>
      <translation>некорректный JSON ({detail})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="209" />
      <source>written by a newer Force Sheet (version {version})</source>
      <translation>записан более новой версией Force Sheet (версия {version})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="211" />
      <source>the roster is for {found}, not {expected}</source>
      <translation>этот ростер для {found}, а не для {expected}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="213" />
      <source>this is not a Force Sheet roster</source>
      <translation>это не ростер Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="215" />
      <source>version {version} is newer than this app reads ({known})</source>
      <translation>версия {version} новее, чем читает приложение ({known})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="217" />
      <source>expected an option id or a mapping, found {found}</source>
      <translation>ожидался идентификатор опции или объект, найдено {found}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="219" />
      <source>a value of the wrong type: {found}</source>
      <translation>значение неверного типа: {found}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="221" />
      <source>unknown key {key}</source>
      <translation>неизвестный ключ {key}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="223" />
      <source>more than {count} models</source>
      <translation>больше {count} моделей</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="225" />
      <source>two models share the uid {uid}</source>
      <translation>две модели имеют один идентификатор {uid}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="227" />
      <source>the uid {uid} is kept for Artillery crew</source>
      <translation>идентификатор {uid} зарезервирован для артиллерийского расчёта</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="229" />
      <source>the uid {uid} belongs to a model that has left the Force</source>
      <translation>идентификатор {uid} принадлежит модели, покинувшей Силы</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="231" />
      <source>two Groups share the id {gid}</source>
      <translation>две группы имеют один идентификатор {gid}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="233" />
      <source>the same {columns} as an earlier row</source>
      <translation>те же {columns}, что и в предыдущей строке</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="235" />
      <source>RP {rp} do not match the RP ledger ({ledger})</source>
      <translation>РП ({rp}) не совпадают с журналом РП ({ledger})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="237" />
      <source>points {found} do not match the Team List's {wanted}</source>
      <translation>очки ({found}) не совпадают с {wanted} по командному списку</translation>
    </message>
  </context>
</TS>