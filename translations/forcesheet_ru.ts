<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
  <context>
    <name>AboutDialog</name>
    <message>
      <location filename="../app/ui/about.py" line="52" />
      <source>About Force Sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/about.py" line="55" />
      <source>Campaign manager for Heralds of Ruin Kill Team: build your Force from a Team List, pick a Team for each game and let the app check the rules. Works fully offline.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Characteristic</name>
    <message>
      <location filename="../app/messages.py" line="78" />
      <source>WS</source>
      <translation>ББ</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="79" />
      <source>BS</source>
      <translation>НС</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="80" />
      <source>S</source>
      <translation>С</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="81" />
      <source>T</source>
      <translation>Вн</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="82" />
      <source>W</source>
      <translation>Р</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="83" />
      <source>I</source>
      <translation>И</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="84" />
      <source>A</source>
      <translation>А</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="85" />
      <source>Ld</source>
      <translation>Лд</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="86" />
      <source>Sv</source>
      <translation>Сп</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="87" />
      <source>Front</source>
      <translation>Перед</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="88" />
      <source>Side</source>
      <translation>Борт</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="89" />
      <source>Rear</source>
      <translation>Тыл</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="90" />
      <source>HP</source>
      <translation>ПК</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="91" />
      <source>Range</source>
      <translation>Дальность</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="92" />
      <source>AP</source>
      <translation>БП</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="93" />
      <source>Type</source>
      <translation>Тип</translation>
    </message>
  </context>
  <context>
    <name>DiceInput</name>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="167" />
      <source>“{text}” is not a D6 result: type a number from 1 to 6, or press Roll.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="176" />
      <source>rolled by the app</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="178" />
      <source>typed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="183" />
      <source>Roll</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="184" />
      <source>Roll a D6 with the app's dice (or press r in the field)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="185" />
      <source>1-6</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="186" />
      <source>Type the result of your D6 (1 to 6)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../app/ui/main_window.py" line="25" />
      <source>Force Sheet</source>
      <translation>Лист сил</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="28" />
      <source>Team List / entry</source>
      <translation>Командный список / позиция</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="28" />
      <source>Points</source>
      <translation>Очки</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="29" />
      <source>Allowance</source>
      <translation>Лимит</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="88" />
      <source>Wargear</source>
      <translation>Снаряжение</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="89" />
      <source>Special rules</source>
      <translation>Особые правила</translation>
    </message>
  </context>
  <context>
    <name>Section</name>
    <message>
      <location filename="../app/messages.py" line="64" />
      <source>Team Leader</source>
      <translation>Лидер команды</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="65" />
      <source>Specialist</source>
      <translation>Специалист</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="66" />
      <source>Core</source>
      <translation>Базовая модель</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="67" />
      <source>Transport</source>
      <translation>Транспорт</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="57" />
      <source>Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="58" />
      <source>&amp;Language:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="59" />
      <source>&amp;Dice:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="60" />
      <source>&amp;Paper size:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="64" />
      <source>System default</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="66" />
      <source>Rolled by the app</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="67" />
      <source>Typed in from the table's dice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="68" />
      <source>US Letter</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="70" />
      <source>The dice setting is the default of each step dialog; you can change it there for a single roll.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Severity</name>
    <message>
      <location filename="../app/messages.py" line="71" />
      <source>error</source>
      <translation>ошибка</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="72" />
      <source>warning</source>
      <translation>предупреждение</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="73" />
      <source>info</source>
      <translation>инфо</translation>
    </message>
  </context>
  <context>
    <name>Term.achievement</name>
    <message>
      <location filename="../app/terms.py" line="119" />
      <source>Took Part</source>
      <translation>Участие</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="120" />
      <source>Victory!</source>
      <translation>Победа!</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="121" />
      <source>Stalemate</source>
      <translation>Ничья</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="122" />
      <source>Assassin</source>
      <translation>Убийца</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="123" />
      <source>Heroic Duel</source>
      <translation>Героический поединок</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="124" />
      <source>Considerate Commander</source>
      <translation>Заботливый командир</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="125" />
      <source>First Blood</source>
      <translation>Первая кровь</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="126" />
      <source>Butcher</source>
      <translation>Мясник</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="127" />
      <source>Pyromaniac</source>
      <translation>Пироман</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="128" />
      <source>Always Outnumbered</source>
      <translation>Всегда в меньшинстве</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="129" />
      <source>On the Edge</source>
      <translation>На краю</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="130" />
      <source>Never Give Up, Never Surrender!</source>
      <translation>Никогда не сдавайся!</translation>
    </message>
  </context>
  <context>
    <name>Term.base_level</name>
    <message>
      <location filename="../app/terms.py" line="45" />
      <source>Base Camp</source>
      <translation>Базовый лагерь</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="46" />
      <source>Forward Base</source>
      <translation>Передовая база</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="47" />
      <source>Main Base</source>
      <translation>Главная база</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="48" />
      <source>Command Centre</source>
      <translation>Командный центр</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="49" />
      <source>Fortified Base</source>
      <translation>Укреплённая база</translation>
    </message>
  </context>
  <context>
    <name>Term.casualty</name>
    <message>
      <location filename="../app/terms.py" line="197" />
      <source>Casualty</source>
      <translation>Потеря</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="198" />
      <source>Knocked Out</source>
      <translation>Оглушён</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="199" />
      <source>Fled</source>
      <translation>Бежал</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="200" />
      <source>Wrecked</source>
      <translation>Разрушен</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="201" />
      <source>Explodes!</source>
      <translation>Взрывается!</translation>
    </message>
  </context>
  <context>
    <name>Term.game_result</name>
    <message>
      <location filename="../app/terms.py" line="163" />
      <source>Win</source>
      <translation>Победа</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="164" />
      <source>Loss</source>
      <translation>Поражение</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="165" />
      <source>Draw</source>
      <translation>Ничья</translation>
    </message>
  </context>
  <context>
    <name>Term.glossary</name>
    <message>
      <location filename="../app/terms.py" line="17" />
      <source>Force</source>
      <translation>Силы</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="18" />
      <source>Team</source>
      <translation>Команда</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="19" />
      <source>Base</source>
      <translation>База</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="20" />
      <source>Requisition Points (RP)</source>
      <translation>Очки реквизиции (РП)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="21" />
      <source>Renown</source>
      <translation>Репутация</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="22" />
      <source>Battle Honour</source>
      <translation>Боевая награда</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="23" />
      <source>Group</source>
      <translation>Группа</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="24" />
      <source>Squad</source>
      <translation>Отряд</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="25" />
      <source>Team List</source>
      <translation>Командный список</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="26" />
      <source>Model Allowance</source>
      <translation>Лимит моделей</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="27" />
      <source>Armoury</source>
      <translation>Арсенал</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="28" />
      <source>Force Sheet</source>
      <translation>Лист сил</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="29" />
      <source>Team Sheet</source>
      <translation>Лист команды</translation>
    </message>
  </context>
  <context>
    <name>Term.honour</name>
    <message>
      <location filename="../app/terms.py" line="66" />
      <source>+1 Attack</source>
      <translation>+1 к атакам</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="67" />
      <source>+1 Ballistic Skill</source>
      <translation>+1 к навыку стрельбы</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="68" />
      <source>+1 Initiative</source>
      <translation>+1 к инициативе</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="69" />
      <source>+1 Leadership</source>
      <translation>+1 к лидерству</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="70" />
      <source>+1 Weapon Skill</source>
      <translation>+1 к навыку рукопашной</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="71" />
      <source>+1 Wound</source>
      <translation>+1 к ранам</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="72" />
      <source>Cat-like Agility</source>
      <translation>Кошачья ловкость</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="73" />
      <source>Mental Conditioning</source>
      <translation>Психологическая закалка</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="74" />
      <source>Combat Prowess</source>
      <translation>Боевое мастерство</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="75" />
      <source>Combat Master</source>
      <translation>Мастер боя</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="76" />
      <source>Counter-attack</source>
      <translation>Контратака</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="77" />
      <source>Covering Fire</source>
      <translation>Огонь прикрытия</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="78" />
      <source>Critical Reserves</source>
      <translation>Критические резервы</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="79" />
      <source>Fearless</source>
      <translation>Бесстрашный</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="80" />
      <source>Diver</source>
      <translation>Ныряльщик</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="81" />
      <source>Stop, Drop and Roll</source>
      <translation>Упал и откатился</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="82" />
      <source>Assault Fire</source>
      <translation>Огонь с ходу</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="83" />
      <source>Free Runner</source>
      <translation>Паркурщик</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="84" />
      <source>Furious Charge</source>
      <translation>Яростная атака</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="85" />
      <source>Grenadier</source>
      <translation>Гренадер</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="86" />
      <source>Hammer of Wrath</source>
      <translation>Молот гнева</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="87" />
      <source>Heavy Weapon Specialist</source>
      <translation>Специалист по тяжёлому оружию</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="88" />
      <source>Impetuous Shooter</source>
      <translation>Порывистый стрелок</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="89" />
      <source>Fiery</source>
      <translation>Пылкий</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="90" />
      <source>Intimidating</source>
      <translation>Устрашающий</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="91" />
      <source>Lightning Assault</source>
      <translation>Молниеносный штурм</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="92" />
      <source>Medic</source>
      <translation>Медик</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="93" />
      <source>Mighty Blow</source>
      <translation>Могучий удар</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="94" />
      <source>Never Tell Me the Odds</source>
      <translation>Не говорите мне о шансах</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="95" />
      <source>Open Mind</source>
      <translation>Открытый разум</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="96" />
      <source>Parry</source>
      <translation>Парирование</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="97" />
      <source>Fire Master</source>
      <translation>Мастер огня</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="98" />
      <source>Sprinter</source>
      <translation>Спринтер</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="99" />
      <source>Experienced Climber</source>
      <translation>Опытный скалолаз</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="100" />
      <source>Tactician</source>
      <translation>Тактик</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="101" />
      <source>+1 Attack (Walker)</source>
      <translation>+1 к атакам (шагоход)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="102" />
      <source>+1 Ballistic Skill (Walker)</source>
      <translation>+1 к навыку стрельбы (шагоход)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="103" />
      <source>+1 Initiative (Walker)</source>
      <translation>+1 к инициативе (шагоход)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="104" />
      <source>+1 Weapon Skill (Walker)</source>
      <translation>+1 к навыку рукопашной (шагоход)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="105" />
      <source>Enhanced Optics</source>
      <translation>Улучшенная оптика</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="106" />
      <source>It Will Not Die</source>
      <translation>Неубиваемый</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="107" />
      <source>Move Through Cover</source>
      <translation>Движение через укрытия</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="108" />
      <source>Repair</source>
      <translation>Ремонт</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="109" />
      <source>Tank Hunters</source>
      <translation>Охотники на танки</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="110" />
      <source>Unshakeable Will</source>
      <translation>Непоколебимая воля</translation>
    </message>
  </context>
  <context>
    <name>Term.honour_only</name>
    <message>
      <location filename="../app/terms.py" line="113" />
      <source>Team Leaders and Specialists only</source>
      <translation>Только лидеры и специалисты</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="114" />
      <source>Team Leaders only</source>
      <translation>Только лидеры команды</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="115" />
      <source>Psykers only</source>
      <translation>Только псайкеры</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="116" />
      <source>Walkers only</source>
      <translation>Только шагоходы</translation>
    </message>
  </context>
  <context>
    <name>Term.injury</name>
    <message>
      <location filename="../app/terms.py" line="177" />
      <source>Dead!</source>
      <translation>Убит!</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="178" />
      <source>Full recovery</source>
      <translation>Полное восстановление</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="179" />
      <source>Grievously injured</source>
      <translation>Тяжело ранен</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="180" />
      <source>Maimed</source>
      <translation>Искалечен</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="181" />
      <source>Beaten up</source>
      <translation>Избит</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="182" />
      <source>Incapacitated</source>
      <translation>Выведен из строя</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="183" />
      <source>Convalescent</source>
      <translation>Выздоравливает</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="184" />
      <source>Wounded</source>
      <translation>Ранен</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="185" />
      <source>Lost!</source>
      <translation>Потерян!</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="186" />
      <source>Permanent Damage</source>
      <translation>Необратимое повреждение</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="187" />
      <source>Temporarily unstable</source>
      <translation>Временно нестабилен</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="188" />
      <source>Escaped</source>
      <translation>Спасся</translation>
    </message>
  </context>
  <context>
    <name>Term.injury_table</name>
    <message>
      <location filename="../app/terms.py" line="172" />
      <source>Core model injury table</source>
      <translation>Таблица ранений базовых моделей</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="173" />
      <source>Specialist injury table</source>
      <translation>Таблица ранений специалистов</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="174" />
      <source>Walker Damage Table</source>
      <translation>Таблица повреждений шагохода</translation>
    </message>
  </context>
  <context>
    <name>Term.mission</name>
    <message>
      <location filename="../app/terms.py" line="133" />
      <source>Escalating Skirmish</source>
      <translation>Нарастающая стычка</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="134" />
      <source>Doomsday Device</source>
      <translation>Устройство судного дня</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="135" />
      <source>Take and Hold</source>
      <translation>Захватить и удержать</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="136" />
      <source>Possession</source>
      <translation>Владение</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="137" />
      <source>Last Stand</source>
      <translation>Последний рубеж</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="138" />
      <source>Raid</source>
      <translation>Рейд</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="139" />
      <source>Finale! (special mission)</source>
      <translation>Финал! (особая миссия)</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_fact</name>
    <message>
      <location filename="../app/terms.py" line="142" />
      <source>Enemy Specialists killed</source>
      <translation>Убито вражеских специалистов</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="143" />
      <source>Found the Device</source>
      <translation>Нашёл устройство</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="144" />
      <source>Enemy models near the Device when found</source>
      <translation>Враги рядом с устройством при его обнаружении</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="145" />
      <source>A model within 3" of the Device at the end</source>
      <translation>Модель в 3" от устройства в конце</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="146" />
      <source>Key Buildings controlled</source>
      <translation>Удержано ключевых зданий</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="147" />
      <source>Artefacts held</source>
      <translation>Удержано артефактов</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="148" />
      <source>Base Supports destroyed</source>
      <translation>Уничтожено опор базы</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="149" />
      <source>Base Supports intact</source>
      <translation>Уцелело опор базы</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="150" />
      <source>Last Stand won</source>
      <translation>Победа в «Последнем рубеже»</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="151" />
      <source>Last Stand drawn</source>
      <translation>Ничья в «Последнем рубеже»</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_mode</name>
    <message>
      <location filename="../app/terms.py" line="154" />
      <source>Fixed list</source>
      <translation>Фиксированный список</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="155" />
      <source>Random (D6)</source>
      <translation>Случайно (D6)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="156" />
      <source>Storyline</source>
      <translation>Сюжет</translation>
    </message>
  </context>
  <context>
    <name>Term.reroll</name>
    <message>
      <location filename="../app/terms.py" line="204" />
      <source>Medic reroll</source>
      <translation>Переброс медика</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="205" />
      <source>Medical Centre reroll</source>
      <translation>Переброс медцентра</translation>
    </message>
  </context>
  <context>
    <name>Term.reward</name>
    <message>
      <location filename="../app/terms.py" line="208" />
      <source>Achievement</source>
      <translation>Достижение</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="209" />
      <source>Mission bonus</source>
      <translation>Бонус миссии</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="210" />
      <source>Underdog bonus</source>
      <translation>Бонус аутсайдера</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="211" />
      <source>Field promotion</source>
      <translation>Полевое повышение</translation>
    </message>
  </context>
  <context>
    <name>Term.role</name>
    <message>
      <location filename="../app/terms.py" line="168" />
      <source>Attacker</source>
      <translation>Атакующий</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="169" />
      <source>Defender</source>
      <translation>Обороняющийся</translation>
    </message>
  </context>
  <context>
    <name>Term.section</name>
    <message>
      <location filename="../app/terms.py" line="32" />
      <source>Team Leader</source>
      <translation>Лидер команды</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="33" />
      <source>Specialist</source>
      <translation>Специалист</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="34" />
      <source>Core</source>
      <translation>Базовая модель</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="35" />
      <source>Transport</source>
      <translation>Транспорт</translation>
    </message>
  </context>
  <context>
    <name>Term.spend</name>
    <message>
      <location filename="../app/terms.py" line="214" />
      <source>Recruit</source>
      <translation>Вербовка</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="215" />
      <source>Reinforce Squad</source>
      <translation>Пополнение отряда</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="216" />
      <source>Wargear</source>
      <translation>Снаряжение</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="217" />
      <source>Base level</source>
      <translation>Уровень базы</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="218" />
      <source>Base upgrade</source>
      <translation>Улучшение базы</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="219" />
      <source>Battle Honour</source>
      <translation>Боевая награда</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="220" />
      <source>Reinforcement points</source>
      <translation>Очки подкрепления</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="221" />
      <source>Group recruitment roll</source>
      <translation>Бросок набора в группу</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="222" />
      <source>Walker Repair</source>
      <translation>Ремонт шагохода</translation>
    </message>
  </context>
  <context>
    <name>Term.stat</name>
    <message>
      <location filename="../app/terms.py" line="225" />
      <source>Movement</source>
      <translation>Движение</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="226" />
      <source>Weapon Skill</source>
      <translation>Навык рукопашной</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="227" />
      <source>Ballistic Skill</source>
      <translation>Навык стрельбы</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="228" />
      <source>Strength</source>
      <translation>Сила</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="229" />
      <source>Toughness</source>
      <translation>Стойкость</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="230" />
      <source>Wounds</source>
      <translation>Раны</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="231" />
      <source>Initiative</source>
      <translation>Инициатива</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="232" />
      <source>Attacks</source>
      <translation>Атаки</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="233" />
      <source>Leadership</source>
      <translation>Лидерство</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="234" />
      <source>Save</source>
      <translation>Спасбросок</translation>
    </message>
  </context>
  <context>
    <name>Term.step</name>
    <message>
      <location filename="../app/terms.py" line="38" />
      <source>Build a Team</source>
      <translation>Сбор команды</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="39" />
      <source>Play a game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="40" />
      <source>Injuries</source>
      <translation>Ранения</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="41" />
      <source>RP and Renown</source>
      <translation>РП и репутация</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="42" />
      <source>Spend RP</source>
      <translation>Трата РП</translation>
    </message>
  </context>
  <context>
    <name>Term.temporary</name>
    <message>
      <location filename="../app/terms.py" line="191" />
      <source>Incapacitated: misses the next game</source>
      <translation>Выведен из строя: пропускает следующую игру</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="192" />
      <source>Convalescent: −2 to all movement next game</source>
      <translation>Выздоравливает: −2 ко всему движению в следующей игре</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="193" />
      <source>Wounded: −2 Ld and no Inspiring Presence next game</source>
      <translation>Ранен: −2 Лд и без Вдохновляющего присутствия в следующей игре</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="194" />
      <source>Unstable: on a 1 at the start of each Movement phase, Shaken that turn</source>
      <translation>Нестабилен: на 1 в начале каждой фазы движения — «Потрясён» в этот ход</translation>
    </message>
  </context>
  <context>
    <name>Term.underdog_rounding</name>
    <message>
      <location filename="../app/terms.py" line="159" />
      <source>Round down (rule text)</source>
      <translation>Округление вниз (текст правила)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="160" />
      <source>Round up (rule example)</source>
      <translation>Округление вверх (пример из правил)</translation>
    </message>
  </context>
  <context>
    <name>Term.upgrade</name>
    <message>
      <location filename="../app/terms.py" line="52" />
      <source>Comms Relay</source>
      <translation>Ретранслятор связи</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="53" />
      <source>Defence Turret</source>
      <translation>Оборонительная турель</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="54" />
      <source>Medical Centre</source>
      <translation>Медицинский центр</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="55" />
      <source>Officer Training</source>
      <translation>Подготовка офицеров</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="56" />
      <source>Psychic Shield</source>
      <translation>Психический щит</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="57" />
      <source>Recon Satellite</source>
      <translation>Разведывательный спутник</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="58" />
      <source>Scout Training</source>
      <translation>Подготовка разведчиков</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="59" />
      <source>Shield Projector</source>
      <translation>Проектор щита</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="60" />
      <source>Barbed Wire</source>
      <translation>Колючая проволока</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="61" />
      <source>Target Designator</source>
      <translation>Целеуказатель</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="62" />
      <source>Training Centre</source>
      <translation>Учебный центр</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="63" />
      <source>Vehicle Bay</source>
      <translation>Ангар техники</translation>
    </message>
  </context>
  <context>
    <name>Violation</name>
    <message>
      <location filename="../app/messages.py" line="20" />
      <source>Unknown entry '{entry}': it is not in this Team List.</source>
      <translation>Неизвестная позиция «{entry}»: её нет в этом командном списке.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="21" />
      <source>{entry} is not available to this Force.</source>
      <translation>{entry}: недоступно для этих сил.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="22" />
      <source>Unknown option '{entry}' for this model.</source>
      <translation>Неизвестная опция «{entry}» для этой модели.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="23" />
      <source>Option '{entry}' is not available to this model.</source>
      <translation>Опция «{entry}» недоступна этой модели.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="24" />
      <source>Too many {section} models: {count}, at most {limit}.</source>
      <translation>Слишком много моделей «{section}»: {count}, не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="25" />
      <source>Too few {section} models: {count}, at least {limit}.</source>
      <translation>Слишком мало моделей «{section}»: {count}, не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="26" />
      <location filename="../app/messages.py" line="28" />
      <source>Too many {name}: {count}, at most {limit}.</source>
      <translation>Слишком много «{name}»: {count}, не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="27" />
      <location filename="../app/messages.py" line="29" />
      <source>Too few {name}: {count}, at least {limit}.</source>
      <translation>Слишком мало «{name}»: {count}, не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="30" />
      <source>{name}: {count} chosen, at most {limit}.</source>
      <translation>{name}: выбрано {count}, не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="31" />
      <source>{name}: {count} chosen, at least {limit}.</source>
      <translation>{name}: выбрано {count}, не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="32" />
      <source>{name} taken {count} times, at most {limit}.</source>
      <translation>{name}: взято {count} раз(а), не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="33" />
      <source>{name} taken {count} times, at least {limit}.</source>
      <translation>{name}: взято {count} раз(а), не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="34" />
      <source>{name} taken {count} times by one model: each Armoury item at most once.</source>
      <translation>{name}: взято {count} раз(а) одной моделью; каждый предмет Арсенала — не более одного раза.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="35" />
      <source>{name}: {count} taken, only {limit} allowed for the models present.</source>
      <translation>{name}: взято {count}, при имеющихся моделях разрешено только {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="36" />
      <source>{name}: {count} taken, at most {limit} in the Force.</source>
      <translation>{name}: взято {count}, в силах не более {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="37" />
      <source>{name}: {count} taken, at least {limit} needed.</source>
      <translation>{name}: взято {count}, требуется не менее {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="38" />
      <source>Group {group} has {size} models, at most {max}.</source>
      <translation>В группе {group} моделей: {size}, не более {max}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="39" />
      <source>Group {group} mixes entries: all its models must be {entry}.</source>
      <translation>Группа {group} смешивает позиции: все её модели должны быть «{entry}».</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="40" />
      <source>Group {group}: only Core models form Groups.</source>
      <translation>Группа {group}: группы составляют только базовые модели.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="41" />
      <source>Unknown Group '{group}'.</source>
      <translation>Неизвестная группа «{group}».</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="42" />
      <source>Squad {group} has {size} models, more than its starting {starting_size}.</source>
      <translation>В отряде {group} моделей: {size}, больше начальных {starting_size}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="43" />
      <source>A Squad model must belong to its Squad.</source>
      <translation>Модель отряда должна входить в свой отряд.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="44" />
      <source>The starting Force costs {points} pts, {over} over the {limit} pts limit.</source>
      <translation>Начальные силы стоят {points} очк., на {over} больше лимита в {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="45" />
      <source>{unspent} pts unspent of {limit}.</source>
      <translation>Не потрачено очков: {unspent} из {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="46" />
      <source>The Team costs {points} pts, {over} over the Base limit of {limit} pts.</source>
      <translation>Команда стоит {points} очк., на {over} больше лимита базы в {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="47" />
      <source>{name}: {count} pts, limit {limit} pts.</source>
      <translation>{name}: {count} очк., лимит {limit} очк.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="48" />
      <source>A Transport needs the Vehicle Bay Base upgrade.</source>
      <translation>Для транспорта нужно улучшение базы «Ангар для техники».</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="49" />
      <source>{count} Transports: the Vehicle Bay allows {max}.</source>
      <translation>Транспортов: {count}; ангар для техники разрешает {max}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="50" />
      <source>The Force has no Team Leader: a Specialist must be field promoted.</source>
      <translation>У сил нет лидера команды: специалиста нужно повысить в полевых условиях.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="51" />
      <source>The Force has no Core models: it must be dissolved.</source>
      <translation>У сил нет базовых моделей: их нужно расформировать.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="52" />
      <source>Two models share the id '{model}'.</source>
      <translation>У двух моделей один идентификатор «{model}».</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="53" />
      <source>The Team names model '{model}', which is not in the Force.</source>
      <translation>Команда включает модель «{model}», которой нет в силах.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="54" />
      <source>Group {group} is incomplete: {missing} of its {size} models are missing.</source>
      <translation>Группа {group} неполная: не хватает моделей — {missing} из {size}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="55" />
      <source>{count} Team Leaders: a Team has at most one.</source>
      <translation>Лидеров команды: {count}; в команде не более одного.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="56" />
      <source>The Force has no Team Leader: pick a Specialist for field promotion.</source>
      <translation>У сил нет лидера команды: выберите специалиста для полевого повышения.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="57" />
      <source>Only a Specialist in the Team can be field promoted.</source>
      <translation>Повысить в полевых условиях можно только специалиста из команды.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="58" />
      <source>The Force has a Team Leader: no field promotion.</source>
      <translation>У сил есть лидер команды: полевое повышение невозможно.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="59" />
      <source>This model is Incapacitated and misses this game.</source>
      <translation>Эта модель выведена из строя и пропускает эту игру.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="60" />
      <source>The Team has no models.</source>
      <translation>В команде нет моделей.</translation>
    </message>
  </context>
  <context>
    <name>cli</name>
    <message>
      <location filename="../app/cli.py" line="24" />
      <source>{file}: ok ({name} {version}, {entries} entries)</source>
      <translation>{file}: в порядке ({name} {version}, позиций: {entries})</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="25" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file}: не удаётся прочитать: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="26" />
      <source>{file}: no Team List '{id}' (use --teamlist FILE)</source>
      <translation>{file}: нет командного списка «{id}» (укажите --teamlist ФАЙЛ)</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="27" />
      <source>{file}: the roster has no team</source>
      <translation>{file}: в ростере нет команды</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="28" />
      <source>Force</source>
      <translation>Силы</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="29" />
      <source>Team</source>
      <translation>Команда</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="30" />
      <source>valid</source>
      <translation>корректно</translation>
    </message>
  </context>
</TS>