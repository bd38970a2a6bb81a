<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
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
      <translation>CC</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="79" />
      <source>BS</source>
      <translation>CT</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="80" />
      <source>S</source>
      <translation>F</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="81" />
      <source>T</source>
      <translation>E</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="82" />
      <source>W</source>
      <translation>PV</translation>
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
      <translation>Cd</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="86" />
      <source>Sv</source>
      <translation>Svg</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="87" />
      <source>Front</source>
      <translation>Avant</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="88" />
      <source>Side</source>
      <translation>Flanc</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="89" />
      <source>Rear</source>
      <translation>Arrière</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="90" />
      <source>HP</source>
      <translation>PC</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="91" />
      <source>Range</source>
      <translation>Portée</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="92" />
      <source>AP</source>
      <translation>PA</translation>
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
      <translation>Feuille de Force</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="28" />
      <source>Team List / entry</source>
      <translation>Liste d'Équipe / entrée</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="28" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="29" />
      <source>Allowance</source>
      <translation>Accessibilité</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="88" />
      <source>Wargear</source>
      <translation>Équipement</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="89" />
      <source>Special rules</source>
      <translation>Règles spéciales</translation>
    </message>
  </context>
  <context>
    <name>Section</name>
    <message>
      <location filename="../app/messages.py" line="64" />
      <source>Team Leader</source>
      <translation>Chef d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="65" />
      <source>Specialist</source>
      <translation>Spécialiste</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="66" />
      <source>Core</source>
      <translation>Figurine de Base</translation>
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
      <translation>erreur</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="72" />
      <source>warning</source>
      <translation>avertissement</translation>
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
      <translation>Ont Pris Part</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="120" />
      <source>Victory!</source>
      <translation>Victoire !</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="121" />
      <source>Stalemate</source>
      <translation>Impasse</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="122" />
      <source>Assassin</source>
      <translation>Assassin</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="123" />
      <source>Heroic Duel</source>
      <translation>Duel Héroïque</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="124" />
      <source>Considerate Commander</source>
      <translation>Commandant Prévenant</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="125" />
      <source>First Blood</source>
      <translation>Premier Sang</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="126" />
      <source>Butcher</source>
      <translation>Boucher</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="127" />
      <source>Pyromaniac</source>
      <translation>Pyromane</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="128" />
      <source>Always Outnumbered</source>
      <translation>Toujours Surpassé par le Nombre</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="129" />
      <source>On the Edge</source>
      <translation>Au Bord</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="130" />
      <source>Never Give Up, Never Surrender!</source>
      <translation>Ne Jamais Abandonner, Ne Jamais Se Rendre !</translation>
    </message>
  </context>
  <context>
    <name>Term.base_level</name>
    <message>
      <location filename="../app/terms.py" line="45" />
      <source>Base Camp</source>
      <translation>Camp de Base</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="46" />
      <source>Forward Base</source>
      <translation>Base Avancée</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="47" />
      <source>Main Base</source>
      <translation>Base Principale</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="48" />
      <source>Command Centre</source>
      <translation>Centre de Commandement</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="49" />
      <source>Fortified Base</source>
      <translation>Base Fortifiée</translation>
    </message>
  </context>
  <context>
    <name>Term.casualty</name>
    <message>
      <location filename="../app/terms.py" line="197" />
      <source>Casualty</source>
      <translation>Perte</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="198" />
      <source>Knocked Out</source>
      <translation>Assommé</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="199" />
      <source>Fled</source>
      <translation>En fuite</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="200" />
      <source>Wrecked</source>
      <translation>Épave</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="201" />
      <source>Explodes!</source>
      <translation>Explose !</translation>
    </message>
  </context>
  <context>
    <name>Term.game_result</name>
    <message>
      <location filename="../app/terms.py" line="163" />
      <source>Win</source>
      <translation>Victoire</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="164" />
      <source>Loss</source>
      <translation>Défaite</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="165" />
      <source>Draw</source>
      <translation>Égalité</translation>
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
      <translation>Équipe</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="19" />
      <source>Base</source>
      <translation>Base</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="20" />
      <source>Requisition Points (RP)</source>
      <translation>Points de Réquisition (PR)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="21" />
      <source>Renown</source>
      <translation>Renom</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="22" />
      <source>Battle Honour</source>
      <translation>Honneur de Bataille</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="23" />
      <source>Group</source>
      <translation>Groupe</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="24" />
      <source>Squad</source>
      <translation>Escouade</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="25" />
      <source>Team List</source>
      <translation>Liste d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="26" />
      <source>Model Allowance</source>
      <translation>Accessibilité des Figurines</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="27" />
      <source>Armoury</source>
      <translation>Arsenal</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="28" />
      <source>Force Sheet</source>
      <translation>Feuille de Force</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="29" />
      <source>Team Sheet</source>
      <translation>Feuille d'Équipe</translation>
    </message>
  </context>
  <context>
    <name>Term.honour</name>
    <message>
      <location filename="../app/terms.py" line="66" />
      <source>+1 Attack</source>
      <translation>+1 Attaque</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="67" />
      <source>+1 Ballistic Skill</source>
      <translation>+1 CT</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="68" />
      <source>+1 Initiative</source>
      <translation>+1 I</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="69" />
      <source>+1 Leadership</source>
      <translation>+1 Cd</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="70" />
      <source>+1 Weapon Skill</source>
      <translation>+1 CC</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="71" />
      <source>+1 Wound</source>
      <translation>+1 PV</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="72" />
      <source>Cat-like Agility</source>
      <translation>Agilité du Chat</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="73" />
      <source>Mental Conditioning</source>
      <translation>Conditionnement Mental</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="74" />
      <source>Combat Prowess</source>
      <translation>Prouesse au Combat</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="75" />
      <source>Combat Master</source>
      <translation>Maître au Combat</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="76" />
      <source>Counter-attack</source>
      <translation>Contre-Attaque</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="77" />
      <source>Covering Fire</source>
      <translation>Tirs de Soutien</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="78" />
      <source>Critical Reserves</source>
      <translation>Réserves Critiques</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="79" />
      <source>Fearless</source>
      <translation>Intrépide</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="80" />
      <source>Diver</source>
      <translation>Plongeur</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="81" />
      <source>Stop, Drop and Roll</source>
      <translation>Se Baisse et Se Roule</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="82" />
      <source>Assault Fire</source>
      <translation>Tir de Charge</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="83" />
      <source>Free Runner</source>
      <translation>Coureur Libre</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="84" />
      <source>Furious Charge</source>
      <translation>Charge Féroce</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="85" />
      <source>Grenadier</source>
      <translation>Grenadier</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="86" />
      <source>Hammer of Wrath</source>
      <translation>Marteau de Fureur</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="87" />
      <source>Heavy Weapon Specialist</source>
      <translation>Spécialiste de l'Arme Lourde</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="88" />
      <source>Impetuous Shooter</source>
      <translation>Tireur Impétueux</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="89" />
      <source>Fiery</source>
      <translation>Fougueux</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="90" />
      <source>Intimidating</source>
      <translation>Intimidant</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="91" />
      <source>Lightning Assault</source>
      <translation>Assaut Éclair</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="92" />
      <source>Medic</source>
      <translation>Médecin</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="93" />
      <source>Mighty Blow</source>
      <translation>Coup Puissant</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="94" />
      <source>Never Tell Me the Odds</source>
      <translation>Ne Me Parlez Pas du Prix</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="95" />
      <source>Open Mind</source>
      <translation>Ouverture d'Esprit</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="96" />
      <source>Parry</source>
      <translation>Parade</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="97" />
      <source>Fire Master</source>
      <translation>Maître du Feu</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="98" />
      <source>Sprinter</source>
      <translation>Sprinteur</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="99" />
      <source>Experienced Climber</source>
      <translation>Grimpeur Expérimenté</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="100" />
      <source>Tactician</source>
      <translation>Tacticien</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="101" />
      <source>+1 Attack (Walker)</source>
      <translation>+1 Attaque (Marcheur)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="102" />
      <source>+1 Ballistic Skill (Walker)</source>
      <translation>+1 CT (Marcheur)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="103" />
      <source>+1 Initiative (Walker)</source>
      <translation>+1 I (Marcheur)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="104" />
      <source>+1 Weapon Skill (Walker)</source>
      <translation>+1 CC (Marcheur)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="105" />
      <source>Enhanced Optics</source>
      <translation>Optiques Améliorées</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="106" />
      <source>It Will Not Die</source>
      <translation>Il Est Invincible</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="107" />
      <source>Move Through Cover</source>
      <translation>Mouvement à Couvert</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="108" />
      <source>Repair</source>
      <translation>Réparation</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="109" />
      <source>Tank Hunters</source>
      <translation>Tueur de Chars</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="110" />
      <source>Unshakeable Will</source>
      <translation>Volonté Inébranlable</translation>
    </message>
  </context>
  <context>
    <name>Term.honour_only</name>
    <message>
      <location filename="../app/terms.py" line="113" />
      <source>Team Leaders and Specialists only</source>
      <translation>Chefs d'Équipe et Spécialistes uniquement</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="114" />
      <source>Team Leaders only</source>
      <translation>Chefs d'Équipe uniquement</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="115" />
      <source>Psykers only</source>
      <translation>Psykers uniquement</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="116" />
      <source>Walkers only</source>
      <translation>Marcheurs uniquement</translation>
    </message>
  </context>
  <context>
    <name>Term.injury</name>
    <message>
      <location filename="../app/terms.py" line="177" />
      <source>Dead!</source>
      <translation>Mort !</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="178" />
      <source>Full recovery</source>
      <translation>Récupération complète</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="179" />
      <source>Grievously injured</source>
      <translation>Grièvement blessé</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="180" />
      <source>Maimed</source>
      <translation>Mutilé</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="181" />
      <source>Beaten up</source>
      <translation>Battu</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="182" />
      <source>Incapacitated</source>
      <translation>Incapacité</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="183" />
      <source>Convalescent</source>
      <translation>Convalescence</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="184" />
      <source>Wounded</source>
      <translation>Blessée</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="185" />
      <source>Lost!</source>
      <translation>Perdu !</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="186" />
      <source>Permanent Damage</source>
      <translation>Dommage Permanent</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="187" />
      <source>Temporarily unstable</source>
      <translation>Temporairement Instable</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="188" />
      <source>Escaped</source>
      <translation>S'est échappé</translation>
    </message>
  </context>
  <context>
    <name>Term.injury_table</name>
    <message>
      <location filename="../app/terms.py" line="172" />
      <source>Core model injury table</source>
      <translation>Table de Blessure des Figurines de Base</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="173" />
      <source>Specialist injury table</source>
      <translation>Table de Blessure des Spécialistes</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="174" />
      <source>Walker Damage Table</source>
      <translation>Table de Dommage de Marcheur</translation>
    </message>
  </context>
  <context>
    <name>Term.mission</name>
    <message>
      <location filename="../app/terms.py" line="133" />
      <source>Escalating Skirmish</source>
      <translation>Escarmouche</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="134" />
      <source>Doomsday Device</source>
      <translation>Dispositif du Jugement Dernier</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="135" />
      <source>Take and Hold</source>
      <translation>Prendre et Tenir</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="136" />
      <source>Possession</source>
      <translation>Possession</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="137" />
      <source>Last Stand</source>
      <translation>Dernier Carré</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="138" />
      <source>Raid</source>
      <translation>Raid</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="139" />
      <source>Finale! (special mission)</source>
      <translation>Fin ! (Mission Spéciale)</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_fact</name>
    <message>
      <location filename="../app/terms.py" line="142" />
      <source>Enemy Specialists killed</source>
      <translation>Spécialistes ennemis tués</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="143" />
      <source>Found the Device</source>
      <translation>A trouvé le Dispositif</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="144" />
      <source>Enemy models near the Device when found</source>
      <translation>Figurines ennemies près du Dispositif à sa découverte</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="145" />
      <source>A model within 3" of the Device at the end</source>
      <translation>Une figurine à 3 ps du Dispositif à la fin</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="146" />
      <source>Key Buildings controlled</source>
      <translation>Bâtiments Clés contrôlés</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="147" />
      <source>Artefacts held</source>
      <translation>Artefacts détenus</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="148" />
      <source>Base Supports destroyed</source>
      <translation>Soutiens de Base détruits</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="149" />
      <source>Base Supports intact</source>
      <translation>Soutiens de Base intacts</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="150" />
      <source>Last Stand won</source>
      <translation>Dernier Carré gagné</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="151" />
      <source>Last Stand drawn</source>
      <translation>Dernier Carré à égalité</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_mode</name>
    <message>
      <location filename="../app/terms.py" line="154" />
      <source>Fixed list</source>
      <translation>Liste fixe</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="155" />
      <source>Random (D6)</source>
      <translation>Aléatoire (D6)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="156" />
      <source>Storyline</source>
      <translation>Ligne d'Histoire</translation>
    </message>
  </context>
  <context>
    <name>Term.reroll</name>
    <message>
      <location filename="../app/terms.py" line="204" />
      <source>Medic reroll</source>
      <translation>Relance du Médecin</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="205" />
      <source>Medical Centre reroll</source>
      <translation>Relance du Centre Médical</translation>
    </message>
  </context>
  <context>
    <name>Term.reward</name>
    <message>
      <location filename="../app/terms.py" line="208" />
      <source>Achievement</source>
      <translation>Exploit</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="209" />
      <source>Mission bonus</source>
      <translation>Bonus de mission</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="210" />
      <source>Underdog bonus</source>
      <translation>Bonus d'outsider</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="211" />
      <source>Field promotion</source>
      <translation>Promotion sur le terrain</translation>
    </message>
  </context>
  <context>
    <name>Term.role</name>
    <message>
      <location filename="../app/terms.py" line="168" />
      <source>Attacker</source>
      <translation>Attaquant</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="169" />
      <source>Defender</source>
      <translation>Défenseur</translation>
    </message>
  </context>
  <context>
    <name>Term.section</name>
    <message>
      <location filename="../app/terms.py" line="32" />
      <source>Team Leader</source>
      <translation>Chef d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="33" />
      <source>Specialist</source>
      <translation>Spécialiste</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="34" />
      <source>Core</source>
      <translation>Figurine de Base</translation>
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
      <translation>Recruter</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="215" />
      <source>Reinforce Squad</source>
      <translation>Renforcer l'Escouade</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="216" />
      <source>Wargear</source>
      <translation>Équipement</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="217" />
      <source>Base level</source>
      <translation>Niveau de Base</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="218" />
      <source>Base upgrade</source>
      <translation>Amélioration de Base</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="219" />
      <source>Battle Honour</source>
      <translation>Honneur de Bataille</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="220" />
      <source>Reinforcement points</source>
      <translation>Points de renfort</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="221" />
      <source>Group recruitment roll</source>
      <translation>Jet de recrutement du Groupe</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="222" />
      <source>Walker Repair</source>
      <translation>Réparation du Marcheur</translation>
    </message>
  </context>
  <context>
    <name>Term.stat</name>
    <message>
      <location filename="../app/terms.py" line="225" />
      <source>Movement</source>
      <translation>Mouvement</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="226" />
      <source>Weapon Skill</source>
      <translation>Capacité de Combat</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="227" />
      <source>Ballistic Skill</source>
      <translation>Capacité de Tir</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="228" />
      <source>Strength</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="229" />
      <source>Toughness</source>
      <translation>Endurance</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="230" />
      <source>Wounds</source>
      <translation>Points de Vie</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="231" />
      <source>Initiative</source>
      <translation>Initiative</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="232" />
      <source>Attacks</source>
      <translation>Attaques</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="233" />
      <source>Leadership</source>
      <translation>Commandement</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="234" />
      <source>Save</source>
      <translation>Sauvegarde</translation>
    </message>
  </context>
  <context>
    <name>Term.step</name>
    <message>
      <location filename="../app/terms.py" line="38" />
      <source>Build a Team</source>
      <translation>Construire une Équipe</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="39" />
      <source>Play a game</source>
      <translation>Jouer une partie</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="40" />
      <source>Injuries</source>
      <translation>Blessures</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="41" />
      <source>RP and Renown</source>
      <translation>PR et Renom</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="42" />
      <source>Spend RP</source>
      <translation>Dépenser les PR</translation>
    </message>
  </context>
  <context>
    <name>Term.temporary</name>
    <message>
      <location filename="../app/terms.py" line="191" />
      <source>Incapacitated: misses the next game</source>
      <translation>Incapacité : manque la prochaine partie</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="192" />
      <source>Convalescent: −2 to all movement next game</source>
      <translation>Convalescence : −2 à tout mouvement lors de la prochaine partie</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="193" />
      <source>Wounded: −2 Ld and no Inspiring Presence next game</source>
      <translation>Blessée : −2 Cd et pas de Présence Inspirante lors de la prochaine partie</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="194" />
      <source>Unstable: on a 1 at the start of each Movement phase, Shaken that turn</source>
      <translation>Instable : sur un 1 au début de chaque phase de Mouvement, Secoué ce tour</translation>
    </message>
  </context>
  <context>
    <name>Term.underdog_rounding</name>
    <message>
      <location filename="../app/terms.py" line="159" />
      <source>Round down (rule text)</source>
      <translation>Arrondi inférieur (texte de la règle)</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="160" />
      <source>Round up (rule example)</source>
      <translation>Arrondi supérieur (exemple de la règle)</translation>
    </message>
  </context>
  <context>
    <name>Term.upgrade</name>
    <message>
      <location filename="../app/terms.py" line="52" />
      <source>Comms Relay</source>
      <translation>Relais de Communication</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="53" />
      <source>Defence Turret</source>
      <translation>Tourelle Défensive</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="54" />
      <source>Medical Centre</source>
      <translation>Centre Médical</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="55" />
      <source>Officer Training</source>
      <translation>Formation des Officiers</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="56" />
      <source>Psychic Shield</source>
      <translation>Bouclier Psychique</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="57" />
      <source>Recon Satellite</source>
      <translation>Satellite de Reconnaissance</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="58" />
      <source>Scout Training</source>
      <translation>Formation des Scouts</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="59" />
      <source>Shield Projector</source>
      <translation>Projecteur de Bouclier</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="60" />
      <source>Barbed Wire</source>
      <translation>Fils Barbelés</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="61" />
      <source>Target Designator</source>
      <translation>Désignateur de Cible</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="62" />
      <source>Training Centre</source>
      <translation>Centre de Formation</translation>
    </message>
    <message>
      <location filename="../app/terms.py" line="63" />
      <source>Vehicle Bay</source>
      <translation>Hangar à Véhicules</translation>
    </message>
  </context>
  <context>
    <name>Violation</name>
    <message>
      <location filename="../app/messages.py" line="20" />
      <source>Unknown entry '{entry}': it is not in this Team List.</source>
      <translation>Entrée inconnue « {entry} » : elle n'est pas dans cette Liste d'Équipe.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="21" />
      <source>{entry} is not available to this Force.</source>
      <translation>{entry} n'est pas disponible pour cette Force.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="22" />
      <source>Unknown option '{entry}' for this model.</source>
      <translation>Option inconnue « {entry} » pour cette figurine.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="23" />
      <source>Option '{entry}' is not available to this model.</source>
      <translation>L'option « {entry} » n'est pas disponible pour cette figurine.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="24" />
      <source>Too many {section} models: {count}, at most {limit}.</source>
      <translation>Trop de figurines {section} : {count}, au plus {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="25" />
      <source>Too few {section} models: {count}, at least {limit}.</source>
      <translation>Pas assez de figurines {section} : {count}, au moins {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="26" />
      <location filename="../app/messages.py" line="28" />
      <source>Too many {name}: {count}, at most {limit}.</source>
      <translation>Trop de {name} : {count}, au plus {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="27" />
      <location filename="../app/messages.py" line="29" />
      <source>Too few {name}: {count}, at least {limit}.</source>
      <translation>Pas assez de {name} : {count}, au moins {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="30" />
      <source>{name}: {count} chosen, at most {limit}.</source>
      <translation>{name} : {count} choisi(s), au plus {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="31" />
      <source>{name}: {count} chosen, at least {limit}.</source>
      <translation>{name} : {count} choisi(s), au moins {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="32" />
      <source>{name} taken {count} times, at most {limit}.</source>
      <translation>{name} pris {count} fois, au plus {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="33" />
      <source>{name} taken {count} times, at least {limit}.</source>
      <translation>{name} pris {count} fois, au moins {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="34" />
      <source>{name} taken {count} times by one model: each Armoury item at most once.</source>
      <translation>{name} pris {count} fois par une figurine : chaque objet de l'Arsenal au plus une fois.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="35" />
      <source>{name}: {count} taken, only {limit} allowed for the models present.</source>
      <translation>{name} : {count} pris, seulement {limit} autorisé(s) pour les figurines présentes.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="36" />
      <source>{name}: {count} taken, at most {limit} in the Force.</source>
      <translation>{name} : {count} pris, au plus {limit} dans la Force.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="37" />
      <source>{name}: {count} taken, at least {limit} needed.</source>
      <translation>{name} : {count} pris, au moins {limit} requis.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="38" />
      <source>Group {group} has {size} models, at most {max}.</source>
      <translation>Le Groupe {group} compte {size} figurines, au plus {max}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="39" />
      <source>Group {group} mixes entries: all its models must be {entry}.</source>
      <translation>Le Groupe {group} mélange des entrées : toutes ses figurines doivent être {entry}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="40" />
      <source>Group {group}: only Core models form Groups.</source>
      <translation>Groupe {group} : seules les Figurines de Base forment des Groupes.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="41" />
      <source>Unknown Group '{group}'.</source>
      <translation>Groupe inconnu « {group} ».</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="42" />
      <source>Squad {group} has {size} models, more than its starting {starting_size}.</source>
      <translation>L'Escouade {group} compte {size} figurines, plus que ses {starting_size} de départ.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="43" />
      <source>A Squad model must belong to its Squad.</source>
      <translation>Une figurine d'Escouade doit appartenir à son Escouade.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="44" />
      <source>The starting Force costs {points} pts, {over} over the {limit} pts limit.</source>
      <translation>La Force de départ coûte {points} pts, {over} de plus que la limite de {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="45" />
      <source>{unspent} pts unspent of {limit}.</source>
      <translation>{unspent} pts non dépensés sur {limit}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="46" />
      <source>The Team costs {points} pts, {over} over the Base limit of {limit} pts.</source>
      <translation>L'Équipe coûte {points} pts, {over} de plus que la limite de la Base de {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="47" />
      <source>{name}: {count} pts, limit {limit} pts.</source>
      <translation>{name} : {count} pts, limite {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="48" />
      <source>A Transport needs the Vehicle Bay Base upgrade.</source>
      <translation>Un Transport nécessite l'amélioration de Base Hangar à Véhicules.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="49" />
      <source>{count} Transports: the Vehicle Bay allows {max}.</source>
      <translation>{count} Transports : le Hangar à Véhicules en autorise {max}.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="50" />
      <source>The Force has no Team Leader: a Specialist must be field promoted.</source>
      <translation>La Force n'a pas de Chef d'Équipe : un Spécialiste doit être promu sur le terrain.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="51" />
      <source>The Force has no Core models: it must be dissolved.</source>
      <translation>La Force n'a aucune Figurine de Base : elle doit être dissoute.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="52" />
      <source>Two models share the id '{model}'.</source>
      <translation>Deux figurines partagent l'identifiant « {model} ».</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="53" />
      <source>The Team names model '{model}', which is not in the Force.</source>
      <translation>L'Équipe cite la figurine « {model} », qui n'est pas dans la Force.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="54" />
      <source>Group {group} is incomplete: {missing} of its {size} models are missing.</source>
      <translation>Le Groupe {group} est incomplet : il manque {missing} de ses {size} figurines.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="55" />
      <source>{count} Team Leaders: a Team has at most one.</source>
      <translation>{count} Chefs d'Équipe : une Équipe en a au plus un.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="56" />
      <source>The Force has no Team Leader: pick a Specialist for field promotion.</source>
      <translation>La Force n'a pas de Chef d'Équipe : choisissez un Spécialiste à promouvoir sur le terrain.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="57" />
      <source>Only a Specialist in the Team can be field promoted.</source>
      <translation>Seul un Spécialiste de l'Équipe peut être promu sur le terrain.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="58" />
      <source>The Force has a Team Leader: no field promotion.</source>
      <translation>La Force a un Chef d'Équipe : pas de promotion sur le terrain.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="59" />
      <source>This model is Incapacitated and misses this game.</source>
      <translation>Cette figurine est Hors de combat et manque cette partie.</translation>
    </message>
    <message>
      <location filename="../app/messages.py" line="60" />
      <source>The Team has no models.</source>
      <translation>L'Équipe n'a aucune figurine.</translation>
    </message>
  </context>
  <context>
    <name>cli</name>
    <message>
      <location filename="../app/cli.py" line="24" />
      <source>{file}: ok ({name} {version}, {entries} entries)</source>
      <translation>{file} : correct ({name} {version}, {entries} entrées)</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="25" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file} : lecture impossible : {error}</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="26" />
      <source>{file}: no Team List '{id}' (use --teamlist FILE)</source>
      <translation>{file} : pas de Liste d'Équipe « {id} » (utilisez --teamlist FICHIER)</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="27" />
      <source>{file}: the roster has no team</source>
      <translation>{file} : le roster n'a pas d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="28" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="29" />
      <source>Team</source>
      <translation>Équipe</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="30" />
      <source>valid</source>
      <translation>valide</translation>
    </message>
  </context>
</TS>