<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>AboutDialog</name>
    <message>
      <location filename="../app/ui/about.py" line="52" />
      <source>About Force Sheet</source>
      <translation>About Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/about.py" line="55" />
      <source>Campaign manager for Heralds of Ruin Kill Team: build your Force from a Team List, pick a Team for each game and let the app check the rules. Works fully offline.</source>
      <translation>Campaign manager for Heralds of Ruin Kill Team: build your Force from a Team List, pick a Team for each game and let the app check the rules. Works fully offline.</translation>
    </message>
  </context>
  <context>
    <name>Characteristic</name>
    <message>
      <location filename="../app/messages.py" line="78" />
      <source>WS</source>
      <translation>WS</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="79" />
      <source>BS</source>
      <translation>BS</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="80" />
      <source>S</source>
      <translation>S</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="81" />
      <source>T</source>
      <translation>T</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="82" />
      <source>W</source>
      <translation>W</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="83" />
      <source>I</source>
      <translation>I</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="84" />
      <source>A</source>
      <translation>A</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="85" />
      <source>Ld</source>
      <translation>Ld</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="86" />
      <source>Sv</source>
      <translation>Sv</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="87" />
      <source>Front</source>
      <translation>Front</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="88" />
      <source>Side</source>
      <translation>Side</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="89" />
      <source>Rear</source>
      <translation>Rear</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="90" />
      <source>HP</source>
      <translation>HP</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="91" />
      <source>Range</source>
      <translation>Range</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="92" />
      <source>AP</source>
      <translation>AP</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="93" />
      <source>Type</source>
      <translation>Type</translation>
    </message>
  </context>
  <context>
    <name>DiceInput</name>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="167" />
      <source>“{text}” is not a D6 result: type a number from 1 to 6, or press Roll.</source>
      <translation>“{text}” is not a D6 result: type a number from 1 to 6, or press Roll.</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="176" />
      <source>rolled by the app</source>
      <translation>rolled by the app</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="178" />
      <source>typed</source>
      <translation>typed</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="183" />
      <source>Roll</source>
      <translation>Roll</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="184" />
      <source>Roll a D6 with the app's dice (or press r in the field)</source>
      <translation>Roll a D6 with the app's dice (or press r in the field)</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="185" />
      <source>1-6</source>
      <translation>1-6</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="186" />
      <source>Type the result of your D6 (1 to 6)</source>
      <translation>Type the result of your D6 (1 to 6)</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../app/ui/main_window.py" line="25" />
      <source>Force Sheet</source>
      <translation>Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="28" />
      <source>Team List / entry</source>
      <translation>Team List / entry</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="28" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="29" />
      <source>Allowance</source>
      <translation>Allowance</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="88" />
      <source>Wargear</source>
      <translation>Wargear</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="89" />
      <source>Special rules</source>
      <translation>Special rules</translation>
    </message>
  </context>
  <context>
    <name>Section</name>
    <message>
      <location filename="../app/messages.py" line="64" />
      <source>Team Leader</source>
      <translation>Team Leader</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="65" />
      <source>Specialist</source>
      <translation>Specialist</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="66" />
      <source>Core</source>
      <translation>Core</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="67" />
      <source>Transport</source>
      <translation>Transport</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="57" />
      <source>Settings</source>
      <translation>Settings</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="58" />
      <source>&amp;Language:</source>
      <translation>&amp;Language:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="59" />
      <source>&amp;Dice:</source>
      <translation>&amp;Dice:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="60" />
      <source>&amp;Paper size:</source>
      <translation>&amp;Paper size:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="64" />
      <source>System default</source>
      <translation>System default</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="66" />
      <source>Rolled by the app</source>
      <translation>Rolled by the app</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="67" />
      <source>Typed in from the table's dice</source>
      <translation>Typed in from the table's dice</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="68" />
      <source>US Letter</source>
      <translation>US Letter</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="70" />
      <source>The dice setting is the default of each step dialog; you can change it there for a single roll.</source>
      <translation>The dice setting is the default of each step dialog; you can change it there for a single roll.</translation>
    </message>
  </context>
  <context>
    <name>Severity</name>
    <message>
      <location filename="../app/messages.py" line="71" />
      <source>error</source>
      <translation>error</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="72" />
      <source>warning</source>
      <translation>warning</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="73" />
      <source>info</source>
      <translation>info</translation>
    </message>
  </context>
  <context>
    <name>Term.achievement</name>
    <message>
      <location filename="../app/terms.py" line="119" />
      <source>Took Part</source>
      <translation>Took Part</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="120" />
      <source>Victory!</source>
      <translation>Victory!</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="121" />
      <source>Stalemate</source>
      <translation>Stalemate</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="122" />
      <source>Assassin</source>
      <translation>Assassin</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="123" />
      <source>Heroic Duel</source>
      <translation>Heroic Duel</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="124" />
      <source>Considerate Commander</source>
      <translation>Considerate Commander</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="125" />
      <source>First Blood</source>
      <translation>First Blood</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="126" />
      <source>Butcher</source>
      <translation>Butcher</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="127" />
      <source>Pyromaniac</source>
      <translation>Pyromaniac</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="128" />
      <source>Always Outnumbered</source>
      <translation>Always Outnumbered</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="129" />
      <source>On the Edge</source>
      <translation>On the Edge</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="130" />
      <source>Never Give Up, Never Surrender!</source>
      <translation>Never Give Up, Never Surrender!</translation>
    </message>
  </context>
  <context>
    <name>Term.base_level</name>
    <message>
      <location filename="../app/terms.py" line="45" />
      <source>Base Camp</source>
      <translation>Base Camp</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="46" />
      <source>Forward Base</source>
      <translation>Forward Base</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="47" />
      <source>Main Base</source>
      <translation>Main Base</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="48" />
      <source>Command Centre</source>
      <translation>Command Centre</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="49" />
      <source>Fortified Base</source>
      <translation>Fortified Base</translation>
    </message>
  </context>
  <context>
    <name>Term.casualty</name>
    <message>
      <location filename="../app/terms.py" line="197" />
      <source>Casualty</source>
      <translation>Casualty</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="198" />
      <source>Knocked Out</source>
      <translation>Knocked Out</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="199" />
      <source>Fled</source>
      <translation>Fled</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="200" />
      <source>Wrecked</source>
      <translation>Wrecked</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="201" />
      <source>Explodes!</source>
      <translation>Explodes!</translation>
    </message>
  </context>
  <context>
    <name>Term.game_result</name>
    <message>
      <location filename="../app/terms.py" line="163" />
      <source>Win</source>
      <translation>Win</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="164" />
      <source>Loss</source>
      <translation>Loss</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="165" />
      <source>Draw</source>
      <translation>Draw</translation>
    </message>
  </context>
  <context>
    <name>Term.glossary</name>
    <message>
      <location filename="../app/terms.py" line="17" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="18" />
      <source>Team</source>
      <translation>Team</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="19" />
      <source>Base</source>
      <translation>Base</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="20" />
      <source>Requisition Points (RP)</source>
      <translation>Requisition Points (RP)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="21" />
      <source>Renown</source>
      <translation>Renown</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="22" />
      <source>Battle Honour</source>
      <translation>Battle Honour</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="23" />
      <source>Group</source>
      <translation>Group</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="24" />
      <source>Squad</source>
      <translation>Squad</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="25" />
      <source>Team List</source>
      <translation>Team List</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="26" />
      <source>Model Allowance</source>
      <translation>Model Allowance</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="27" />
      <source>Armoury</source>
      <translation>Armoury</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="28" />
      <source>Force Sheet</source>
      <translation>Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="29" />
      <source>Team Sheet</source>
      <translation>Team Sheet</translation>
    </message>
  </context>
  <context>
    <name>Term.honour</name>
    <message>
      <location filename="../app/terms.py" line="66" />
      <source>+1 Attack</source>
      <translation>+1 Attack</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="67" />
      <source>+1 Ballistic Skill</source>
      <translation>+1 Ballistic Skill</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="68" />
      <source>+1 Initiative</source>
      <translation>+1 Initiative</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="69" />
      <source>+1 Leadership</source>
      <translation>+1 Leadership</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="70" />
      <source>+1 Weapon Skill</source>
      <translation>+1 Weapon Skill</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="71" />
      <source>+1 Wound</source>
      <translation>+1 Wound</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="72" />
      <source>Cat-like Agility</source>
      <translation>Cat-like Agility</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="73" />
      <source>Mental Conditioning</source>
      <translation>Mental Conditioning</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="74" />
      <source>Combat Prowess</source>
      <translation>Combat Prowess</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="75" />
      <source>Combat Master</source>
      <translation>Combat Master</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="76" />
      <source>Counter-attack</source>
      <translation>Counter-attack</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="77" />
      <source>Covering Fire</source>
      <translation>Covering Fire</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="78" />
      <source>Critical Reserves</source>
      <translation>Critical Reserves</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="79" />
      <source>Fearless</source>
      <translation>Fearless</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="80" />
      <source>Diver</source>
      <translation>Diver</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="81" />
      <source>Stop, Drop and Roll</source>
      <translation>Stop, Drop and Roll</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="82" />
      <source>Assault Fire</source>
      <translation>Assault Fire</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="83" />
      <source>Free Runner</source>
      <translation>Free Runner</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="84" />
      <source>Furious Charge</source>
      <translation>Furious Charge</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="85" />
      <source>Grenadier</source>
      <translation>Grenadier</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="86" />
      <source>Hammer of Wrath</source>
      <translation>Hammer of Wrath</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="87" />
      <source>Heavy Weapon Specialist</source>
      <translation>Heavy Weapon Specialist</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="88" />
      <source>Impetuous Shooter</source>
      <translation>Impetuous Shooter</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="89" />
      <source>Fiery</source>
      <translation>Fiery</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="90" />
      <source>Intimidating</source>
      <translation>Intimidating</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="91" />
      <source>Lightning Assault</source>
      <translation>Lightning Assault</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="92" />
      <source>Medic</source>
      <translation>Medic</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="93" />
      <source>Mighty Blow</source>
      <translation>Mighty Blow</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="94" />
      <source>Never Tell Me the Odds</source>
      <translation>Never Tell Me the Odds</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="95" />
      <source>Open Mind</source>
      <translation>Open Mind</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="96" />
      <source>Parry</source>
      <translation>Parry</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="97" />
      <source>Fire Master</source>
      <translation>Fire Master</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="98" />
      <source>Sprinter</source>
      <translation>Sprinter</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="99" />
      <source>Experienced Climber</source>
      <translation>Experienced Climber</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="100" />
      <source>Tactician</source>
      <translation>Tactician</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="101" />
      <source>+1 Attack (Walker)</source>
      <translation>+1 Attack (Walker)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="102" />
      <source>+1 Ballistic Skill (Walker)</source>
      <translation>+1 Ballistic Skill (Walker)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="103" />
      <source>+1 Initiative (Walker)</source>
      <translation>+1 Initiative (Walker)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="104" />
      <source>+1 Weapon Skill (Walker)</source>
      <translation>+1 Weapon Skill (Walker)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="105" />
      <source>Enhanced Optics</source>
      <translation>Enhanced Optics</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="106" />
      <source>It Will Not Die</source>
      <translation>It Will Not Die</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="107" />
      <source>Move Through Cover</source>
      <translation>Move Through Cover</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="108" />
      <source>Repair</source>
      <translation>Repair</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="109" />
      <source>Tank Hunters</source>
      <translation>Tank Hunters</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="110" />
      <source>Unshakeable Will</source>
      <translation>Unshakeable Will</translation>
    </message>
  </context>
  <context>
    <name>Term.honour_only</name>
    <message>
      <location filename="../app/terms.py" line="113" />
      <source>Team Leaders and Specialists only</source>
      <translation>Team Leaders and Specialists only</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="114" />
      <source>Team Leaders only</source>
      <translation>Team Leaders only</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="115" />
      <source>Psykers only</source>
      <translation>Psykers only</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="116" />
      <source>Walkers only</source>
      <translation>Walkers only</translation>
    </message>
  </context>
  <context>
    <name>Term.injury</name>
    <message>
      <location filename="../app/terms.py" line="177" />
      <source>Dead!</source>
      <translation>Dead!</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="178" />
      <source>Full recovery</source>
      <translation>Full recovery</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="179" />
      <source>Grievously injured</source>
      <translation>Grievously injured</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="180" />
      <source>Maimed</source>
      <translation>Maimed</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="181" />
      <source>Beaten up</source>
      <translation>Beaten up</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="182" />
      <source>Incapacitated</source>
      <translation>Incapacitated</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="183" />
      <source>Convalescent</source>
      <translation>Convalescent</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="184" />
      <source>Wounded</source>
      <translation>Wounded</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="185" />
      <source>Lost!</source>
      <translation>Lost!</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="186" />
      <source>Permanent Damage</source>
      <translation>Permanent Damage</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="187" />
      <source>Temporarily unstable</source>
      <translation>Temporarily unstable</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="188" />
      <source>Escaped</source>
      <translation>Escaped</translation>
    </message>
  </context>
  <context>
    <name>Term.injury_table</name>
    <message>
      <location filename="../app/terms.py" line="172" />
      <source>Core model injury table</source>
      <translation>Core model injury table</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="173" />
      <source>Specialist injury table</source>
      <translation>Specialist injury table</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="174" />
      <source>Walker Damage Table</source>
      <translation>Walker Damage Table</translation>
    </message>
  </context>
  <context>
    <name>Term.mission</name>
    <message>
      <location filename="../app/terms.py" line="133" />
      <source>Escalating Skirmish</source>
      <translation>Escalating Skirmish</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="134" />
      <source>Doomsday Device</source>
      <translation>Doomsday Device</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="135" />
      <source>Take and Hold</source>
      <translation>Take and Hold</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="136" />
      <source>Possession</source>
      <translation>Possession</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="137" />
      <source>Last Stand</source>
      <translation>Last Stand</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="138" />
      <source>Raid</source>
      <translation>Raid</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="139" />
      <source>Finale! (special mission)</source>
      <translation>Finale! (special mission)</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_fact</name>
    <message>
      <location filename="../app/terms.py" line="142" />
      <source>Enemy Specialists killed</source>
      <translation>Enemy Specialists killed</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="143" />
      <source>Found the Device</source>
      <translation>Found the Device</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="144" />
      <source>Enemy models near the Device when found</source>
      <translation>Enemy models near the Device when found</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="145" />
      <source>A model within 3" of the Device at the end</source>
      <translation>A model within 3" of the Device at the end</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="146" />
      <source>Key Buildings controlled</source>
      <translation>Key Buildings controlled</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="147" />
      <source>Artefacts held</source>
      <translation>Artefacts held</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="148" />
      <source>Base Supports destroyed</source>
      <translation>Base Supports destroyed</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="149" />
      <source>Base Supports intact</source>
      <translation>Base Supports intact</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="150" />
      <source>Last Stand won</source>
      <translation>Last Stand won</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="151" />
      <source>Last Stand drawn</source>
      <translation>Last Stand drawn</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_mode</name>
    <message>
      <location filename="../app/terms.py" line="154" />
      <source>Fixed list</source>
      <translation>Fixed list</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="155" />
      <source>Random (D6)</source>
      <translation>Random (D6)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="156" />
      <source>Storyline</source>
      <translation>Storyline</translation>
    </message>
  </context>
  <context>
    <name>Term.reroll</name>
    <message>
      <location filename="../app/terms.py" line="204" />
      <source>Medic reroll</source>
      <translation>Medic reroll</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="205" />
      <source>Medical Centre reroll</source>
      <translation>Medical Centre reroll</translation>
    </message>
  </context>
  <context>
    <name>Term.reward</name>
    <message>
      <location filename="../app/terms.py" line="208" />
      <source>Achievement</source>
      <translation>Achievement</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="209" />
      <source>Mission bonus</source>
      <translation>Mission bonus</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="210" />
      <source>Underdog bonus</source>
      <translation>Underdog bonus</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="211" />
      <source>Field promotion</source>
      <translation>Field promotion</translation>
    </message>
  </context>
  <context>
    <name>Term.role</name>
    <message>
      <location filename="../app/terms.py" line="168" />
      <source>Attacker</source>
      <translation>Attacker</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="169" />
      <source>Defender</source>
      <translation>Defender</translation>
    </message>
  </context>
  <context>
    <name>Term.section</name>
    <message>
      <location filename="../app/terms.py" line="32" />
      <source>Team Leader</source>
      <translation>Team Leader</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="33" />
      <source>Specialist</source>
      <translation>Specialist</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="34" />
      <source>Core</source>
      <translation>Core</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="35" />
      <source>Transport</source>
      <translation>Transport</translation>
    </message>
  </context>
  <context>
    <name>Term.spend</name>
    <message>
      <location filename="../app/terms.py" line="214" />
      <source>Recruit</source>
      <translation>Recruit</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="215" />
      <source>Reinforce Squad</source>
      <translation>Reinforce Squad</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="216" />
      <source>Wargear</source>
      <translation>Wargear</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="217" />
      <source>Base level</source>
      <translation>Base level</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="218" />
      <source>Base upgrade</source>
      <translation>Base upgrade</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="219" />
      <source>Battle Honour</source>
      <translation>Battle Honour</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="220" />
      <source>Reinforcement points</source>
      <translation>Reinforcement points</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="221" />
      <source>Group recruitment roll</source>
      <translation>Group recruitment roll</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="222" />
      <source>Walker Repair</source>
      <translation>Walker Repair</translation>
    </message>
  </context>
  <context>
    <name>Term.stat</name>
    <message>
      <location filename="../app/terms.py" line="225" />
      <source>Movement</source>
      <translation>Movement</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="226" />
      <source>Weapon Skill</source>
      <translation>Weapon Skill</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="227" />
      <source>Ballistic Skill</source>
      <translation>Ballistic Skill</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="228" />
      <source>Strength</source>
      <translation>Strength</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="229" />
      <source>Toughness</source>
      <translation>Toughness</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="230" />
      <source>Wounds</source>
      <translation>Wounds</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="231" />
      <source>Initiative</source>
      <translation>Initiative</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="232" />
      <source>Attacks</source>
      <translation>Attacks</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="233" />
      <source>Leadership</source>
      <translation>Leadership</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="234" />
      <source>Save</source>
      <translation>Save</translation>
    </message>
  </context>
  <context>
    <name>Term.step</name>
    <message>
      <location filename="../app/terms.py" line="38" />
      <source>Build a Team</source>
      <translation>Build a Team</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="39" />
      <source>Play a game</source>
      <translation>Play a game</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="40" />
      <source>Injuries</source>
      <translation>Injuries</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="41" />
      <source>RP and Renown</source>
      <translation>RP and Renown</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="42" />
      <source>Spend RP</source>
      <translation>Spend RP</translation>
    </message>
  </context>
  <context>
    <name>Term.temporary</name>
    <message>
      <location filename="../app/terms.py" line="191" />
      <source>Incapacitated: misses the next game</source>
      <translation>Incapacitated: misses the next game</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="192" />
      <source>Convalescent: −2 to all movement next game</source>
      <translation>Convalescent: −2 to all movement next game</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="193" />
      <source>Wounded: −2 Ld and no Inspiring Presence next game</source>
      <translation>Wounded: −2 Ld and no Inspiring Presence next game</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="194" />
      <source>Unstable: on a 1 at the start of each Movement phase, Shaken that turn</source>
      <translation>Unstable: on a 1 at the start of each Movement phase, Shaken that turn</translation>
    </message>
  </context>
  <context>
    <name>Term.underdog_rounding</name>
    <message>
      <location filename="../app/terms.py" line="159" />
      <source>Round down (rule text)</source>
      <translation>Round down (rule text)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="160" />
      <source>Round up (rule example)</source>
      <translation>Round up (rule example)</translation>
    </message>
  </context>
  <context>
    <name>Term.upgrade</name>
    <message>
      <location filename="../app/terms.py" line="52" />
      <source>Comms Relay</source>
      <translation>Comms Relay</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="53" />
      <source>Defence Turret</source>
      <translation>Defence Turret</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="54" />
      <source>Medical Centre</source>
      <translation>Medical Centre</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="55" />
      <source>Officer Training</source>
      <translation>Officer Training</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="56" />
      <source>Psychic Shield</source>
      <translation>Psychic Shield</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="57" />
      <source>Recon Satellite</source>
      <translation>Recon Satellite</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="58" />
      <source>Scout Training</source>
      <translation>Scout Training</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="59" />
      <source>Shield Projector</source>
      <translation>Shield Projector</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="60" />
      <source>Barbed Wire</source>
      <translation>Barbed Wire</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="61" />
      <source>Target Designator</source>
      <translation>Target Designator</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="62" />
      <source>Training Centre</source>
      <translation>Training Centre</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="63" />
      <source>Vehicle Bay</source>
      <translation>Vehicle Bay</translation>
    </message>
  </context>
  <context>
    <name>Violation</name>
    <message>
      <location filename="../app/messages.py" line="20" />
      <source>Unknown entry '{entry}': it is not in this Team List.</source>
      <translation>Unknown entry '{entry}': it is not in this Team List.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="21" />
      <source>{entry} is not available to this Force.</source>
      <translation>{entry} is not available to this Force.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="22" />
      <source>Unknown option '{entry}' for this model.</source>
      <translation>Unknown option '{entry}' for this model.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="23" />
      <source>Option '{entry}' is not available to this model.</source>
      <translation>Option '{entry}' is not available to this model.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="24" />
      <source>Too many {section} models: {count}, at most {limit}.</source>
      <translation>Too many {section} models: {count}, at most {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="25" />
      <source>Too few {section} models: {count}, at least {limit}.</source>
      <translation>Too few {section} models: {count}, at least {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="26" />
      <location filename="../app/messages.py" line="28" />
      <source>Too many {name}: {count}, at most {limit}.</source>
      <translation>Too many {name}: {count}, at most {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="27" />
      <location filename="../app/messages.py" line="29" />
      <source>Too few {name}: {count}, at least {limit}.</source>
      <translation>Too few {name}: {count}, at least {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="30" />
      <source>{name}: {count} chosen, at most {limit}.</source>
      <translation>{name}: {count} chosen, at most {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="31" />
      <source>{name}: {count} chosen, at least {limit}.</source>
      <translation>{name}: {count} chosen, at least {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="32" />
      <source>{name} taken {count} times, at most {limit}.</source>
      <translation>{name} taken {count} times, at most {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="33" />
      <source>{name} taken {count} times, at least {limit}.</source>
      <translation>{name} taken {count} times, at least {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="34" />
      <source>{name} taken {count} times by one model: each Armoury item at most once.</source>
      <translation>{name} taken {count} times by one model: each Armoury item at most once.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="35" />
      <source>{name}: {count} taken, only {limit} allowed for the models present.</source>
      <translation>{name}: {count} taken, only {limit} allowed for the models present.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="36" />
      <source>{name}: {count} taken, at most {limit} in the Force.</source>
      <translation>{name}: {count} taken, at most {limit} in the Force.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="37" />
      <source>{name}: {count} taken, at least {limit} needed.</source>
      <translation>{name}: {count} taken, at least {limit} needed.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="38" />
      <source>Group {group} has {size} models, at most {max}.</source>
      <translation>Group {group} has {size} models, at most {max}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="39" />
      <source>Group {group} mixes entries: all its models must be {entry}.</source>
      <translation>Group {group} mixes entries: all its models must be {entry}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="40" />
      <source>Group {group}: only Core models form Groups.</source>
      <translation>Group {group}: only Core models form Groups.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="41" />
      <source>Unknown Group '{group}'.</source>
      <translation>Unknown Group '{group}'.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="42" />
      <source>Squad {group} has {size} models, more than its starting {starting_size}.</source>
      <translation>Squad {group} has {size} models, more than its starting {starting_size}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="43" />
      <source>A Squad model must belong to its Squad.</source>
      <translation>A Squad model must belong to its Squad.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="44" />
      <source>The starting Force costs {points} pts, {over} over the {limit} pts limit.</source>
      <translation>The starting Force costs {points} pts, {over} over the {limit} pts limit.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="45" />
      <source>{unspent} pts unspent of {limit}.</source>
      <translation>{unspent} pts unspent of {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="46" />
      <source>The Team costs {points} pts, {over} over the Base limit of {limit} pts.</source>
      <translation>The Team costs {points} pts, {over} over the Base limit of {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="47" />
      <source>{name}: {count} pts, limit {limit} pts.</source>
      <translation>{name}: {count} pts, limit {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="48" />
      <source>A Transport needs the Vehicle Bay Base upgrade.</source>
      <translation>A Transport needs the Vehicle Bay Base upgrade.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="49" />
      <source>{count} Transports: the Vehicle Bay allows {max}.</source>
      <translation>{count} Transports: the Vehicle Bay allows {max}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="50" />
      <source>The Force has no Team Leader: a Specialist must be field promoted.</source>
      <translation>The Force has no Team Leader: a Specialist must be field promoted.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="51" />
      <source>The Force has no Core models: it must be dissolved.</source>
      <translation>The Force has no Core models: it must be dissolved.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="52" />
      <source>Two models share the id '{model}'.</source>
      <translation>Two models share the id '{model}'.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="53" />
      <source>The Team names model '{model}', which is not in the Force.</source>
      <translation>The Team names model '{model}', which is not in the Force.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="54" />
      <source>Group {group} is incomplete: {missing} of its {size} models are missing.</source>
      <translation>Group {group} is incomplete: {missing} of its {size} models are missing.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="55" />
      <source>{count} Team Leaders: a Team has at most one.</source>
      <translation>{count} Team Leaders: a Team has at most one.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="56" />
      <source>The Force has no Team Leader: pick a Specialist for field promotion.</source>
      <translation>The Force has no Team Leader: pick a Specialist for field promotion.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="57" />
      <source>Only a Specialist in the Team can be field promoted.</source>
      <translation>Only a Specialist in the Team can be field promoted.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="58" />
      <source>The Force has a Team Leader: no field promotion.</source>
      <translation>The Force has a Team Leader: no field promotion.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="59" />
      <source>This model is Incapacitated and misses this game.</source>
      <translation>This model is Incapacitated and misses this game.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="60" />
      <source>The Team has no models.</source>
      <translation>The Team has no models.</translation>
    </message>
  </context>
  <context>
    <name>cli</name>
    <message>
      <location filename="../app/cli.py" line="24" />
      <source>{file}: ok ({name} {version}, {entries} entries)</source>
      <translation>{file}: ok ({name} {version}, {entries} entries)</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="25" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file}: cannot read: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="26" />
      <source>{file}: no Team List '{id}' (use --teamlist FILE)</source>
      <translation>{file}: no Team List '{id}' (use --teamlist FILE)</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="27" />
      <source>{file}: the roster has no team</source>
      <translation>{file}: the roster has no team</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="28" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="29" />
      <source>Team</source>
      <translation>Team</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="30" />
      <source>valid</source>
      <translation>valid</translation>
    </message>
  </context>
</TS>