<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
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
      <location filename="../app/cli.py" line="23" />
      <source>{file}: ok ({name} {version}, {entries} entries)</source>
      <translation>{file}: в порядке ({name} {version}, позиций: {entries})</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="24" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file}: не удаётся прочитать: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="25" />
      <source>{file}: no Team List '{id}' (use --teamlist FILE)</source>
      <translation>{file}: нет командного списка «{id}» (укажите --teamlist ФАЙЛ)</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="26" />
      <source>{file}: the roster has no team</source>
      <translation>{file}: в ростере нет команды</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="27" />
      <source>Force</source>
      <translation>Силы</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="28" />
      <source>Team</source>
      <translation>Команда</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="29" />
      <source>valid</source>
      <translation>корректно</translation>
    </message>
  </context>
</TS>