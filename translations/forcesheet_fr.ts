<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
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
      <location filename="../app/cli.py" line="23" />
      <source>{file}: ok ({name} {version}, {entries} entries)</source>
      <translation>{file} : correct ({name} {version}, {entries} entrées)</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="24" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file} : lecture impossible : {error}</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="25" />
      <source>{file}: no Team List '{id}' (use --teamlist FILE)</source>
      <translation>{file} : pas de Liste d'Équipe « {id} » (utilisez --teamlist FICHIER)</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="26" />
      <source>{file}: the roster has no team</source>
      <translation>{file} : le roster n'a pas d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="27" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="28" />
      <source>Team</source>
      <translation>Équipe</translation>
    </message>
    <message>
      <location filename="../app/cli.py" line="29" />
      <source>valid</source>
      <translation>valide</translation>
    </message>
  </context>
</TS>