<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Characteristic</name>
    <message>
        <location filename="../app/messages.py" line="78"/>
        <source>WS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="79"/>
        <source>BS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="80"/>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="81"/>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="82"/>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="83"/>
        <source>I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="84"/>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="85"/>
        <source>Ld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="86"/>
        <source>Sv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="87"/>
        <source>Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="88"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="89"/>
        <source>Rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="90"/>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="91"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="92"/>
        <source>AP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="93"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/ui/main_window.py" line="25"/>
        <source>Force Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="28"/>
        <source>Team List / entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="28"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="29"/>
        <source>Allowance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="88"/>
        <source>Wargear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="89"/>
        <source>Special rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../app/messages.py" line="64"/>
        <source>Team Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="65"/>
        <source>Specialist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="66"/>
        <source>Core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="67"/>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <location filename="../app/messages.py" line="71"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="72"/>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="73"/>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Violation</name>
    <message>
        <location filename="../app/messages.py" line="20"/>
        <source>Unknown entry &apos;{entry}&apos;: it is not in this Team List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="21"/>
        <source>{entry} is not available to this Force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="22"/>
        <source>Unknown option &apos;{entry}&apos; for this model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="23"/>
        <source>Option &apos;{entry}&apos; is not available to this model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="24"/>
        <source>Too many {section} models: {count}, at most {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="25"/>
        <source>Too few {section} models: {count}, at least {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="26"/>
        <location filename="../app/messages.py" line="28"/>
        <source>Too many {name}: {count}, at most {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="27"/>
        <location filename="../app/messages.py" line="29"/>
        <source>Too few {name}: {count}, at least {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="30"/>
        <source>{name}: {count} chosen, at most {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="31"/>
        <source>{name}: {count} chosen, at least {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="32"/>
        <source>{name} taken {count} times, at most {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="33"/>
        <source>{name} taken {count} times, at least {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="34"/>
        <source>{name} taken {count} times by one model: each Armoury item at most once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="35"/>
        <source>{name}: {count} taken, only {limit} allowed for the models present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="36"/>
        <source>{name}: {count} taken, at most {limit} in the Force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="37"/>
        <source>{name}: {count} taken, at least {limit} needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="38"/>
        <source>Group {group} has {size} models, at most {max}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="39"/>
        <source>Group {group} mixes entries: all its models must be {entry}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="40"/>
        <source>Group {group}: only Core models form Groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="41"/>
        <source>Unknown Group &apos;{group}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="42"/>
        <source>Squad {group} has {size} models, more than its starting {starting_size}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="43"/>
        <source>A Squad model must belong to its Squad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="44"/>
        <source>The starting Force costs {points} pts, {over} over the {limit} pts limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="45"/>
        <source>{unspent} pts unspent of {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="46"/>
        <source>The Team costs {points} pts, {over} over the Base limit of {limit} pts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="47"/>
        <source>{name}: {count} pts, limit {limit} pts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="48"/>
        <source>A Transport needs the Vehicle Bay Base upgrade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="49"/>
        <source>{count} Transports: the Vehicle Bay allows {max}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="50"/>
        <source>The Force has no Team Leader: a Specialist must be field promoted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="51"/>
        <source>The Force has no Core models: it must be dissolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="52"/>
        <source>Two models share the id &apos;{model}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="53"/>
        <source>The Team names model &apos;{model}&apos;, which is not in the Force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="54"/>
        <source>Group {group} is incomplete: {missing} of its {size} models are missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="55"/>
        <source>{count} Team Leaders: a Team has at most one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="56"/>
        <source>The Force has no Team Leader: pick a Specialist for field promotion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="57"/>
        <source>Only a Specialist in the Team can be field promoted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="58"/>
        <source>The Force has a Team Leader: no field promotion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="59"/>
        <source>This model is Incapacitated and misses this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="60"/>
        <source>The Team has no models.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli.py" line="23"/>
        <source>{file}: ok ({name} {version}, {entries} entries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.py" line="24"/>
        <source>{file}: cannot read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.py" line="25"/>
        <source>{file}: no Team List &apos;{id}&apos; (use --teamlist FILE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.py" line="26"/>
        <source>{file}: the roster has no team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.py" line="27"/>
        <source>Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.py" line="28"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.py" line="29"/>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
