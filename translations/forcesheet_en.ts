<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>AboutDialog</name>
    <message>
      <location filename="../app/ui/about.py" line="67" />
      <source>About Force Sheet</source>
      <translation>About Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/about.py" line="70" />
      <source>Campaign manager for Heralds of Ruin Kill Team: build your Force from a Team List, pick a Team for each game and let the app check the rules. Works fully offline.</source>
      <translation>Campaign manager for Heralds of Ruin Kill Team: build your Force from a Team List, pick a Team for each game and let the app check the rules. Works fully offline.</translation>
    </message>
    <message>
      <location filename="../app/ui/about.py" line="74" />
      <source>Versions</source>
      <translation>Versions</translation>
    </message>
  </context>
  <context>
    <name>AddModelDialog</name>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="252" />
      <source>Recruit a model</source>
      <translation>Recruit a model</translation>
    </message>
  </context>
  <context>
    <name>BuildTeamDialog</name>
    <message>
      <location filename="../app/ui/steps/team.py" line="370" />
      <source>{model}: {count} of {limit} powers (Mastery Level {mastery}, +1 Open Mind)</source>
      <extracomment>the campaign's finale: the whole Force may play (seed 000: "une dernière bataille où tout le monde peut utiliser toute sa Force") the psychic powers ticked, by psyker uid (kept while a psyker leaves the Team)</extracomment>
      <translation>{model}: {count} of {limit} powers (Mastery Level {mastery}, +1 Open Mind)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="373" />
      <source>{model}: {count} of {limit} powers (Mastery Level {mastery})</source>
      <translation>{model}: {count} of {limit} powers (Mastery Level {mastery})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="389" />
      <source>— pick a Specialist —</source>
      <translation>— pick a Specialist —</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="409" />
      <source>Points: {points} / {limit} (the finale: the whole Force)</source>
      <translation>Points: {points} / {limit} (the finale: the whole Force)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="413" />
      <source>Points: {points} / {limit} (Base limit of {base})</source>
      <translation>Points: {points} / {limit} (Base limit of {base})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="440" />
      <source>Build a Team — {player}</source>
      <translation>Build a Team — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="442" />
      <source>Save and &amp;print Team Sheet…</source>
      <translation>Save and &amp;print Team Sheet…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="444" />
      <source>Model</source>
      <translation>Model</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="444" />
      <source>Section</source>
      <translation>Section</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="444" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="444" />
      <source>State</source>
      <translation>State</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="446" />
      <source>&amp;Field promotion (no Team Leader):</source>
      <translation>&amp;Field promotion (no Team Leader):</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="447" />
      <source>Ps&amp;ychic powers for this game:</source>
      <translation>Ps&amp;ychic powers for this game:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="449" />
      <source>One power per Mastery Level from the psyker's list, never the same twice; Open Mind adds one. Warp Charge: roll D3 (not D6) plus the Mastery Levels. Every psyker counts as having a psychic hood.</source>
      <translation>One power per Mastery Level from the psyker's list, never the same twice; Open Mind adds one. Warp Charge: roll D3 (not D6) plus the Mastery Levels. Every psyker counts as having a psychic hood.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="453" />
      <source>The Specialist who leads this Team; you earn 1 RP less after the game.</source>
      <translation>The Specialist who leads this Team; you earn 1 RP less after the game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="477" />
      <source>A Group plays with all its models or not at all.</source>
      <translation>A Group plays with all its models or not at all.</translation>
    </message>
  </context>
  <context>
    <name>CampaignCommands</name>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="88" />
      <source>Demo: The Fall of Vigil Keep</source>
      <extracomment>extra arguments of the exports (tests: ``path`` and ``open_viewer=False``)</extracomment>
      <translation>Demo: The Fall of Vigil Keep</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="89" />
      <source>A ready-made campaign to look around: two games played, honours, injuries, a fallen Marine. Undo and redo anything.</source>
      <translation>A ready-made campaign to look around: two games played, honours, injuries, a fallen Marine. Undo and redo anything.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="98" />
      <source>Setting up the demo campaign…</source>
      <translation>Setting up the demo campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="101" />
      <location filename="../app/ui/campaigns/commands.py" line="132" />
      <source>Demo campaign</source>
      <translation>Demo campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="133" />
      <source>The demo campaign could not be set up: {error}</source>
      <translation>The demo campaign could not be set up: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="235" />
      <source>Player:</source>
      <translation>Player:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="259" />
      <source>Team Sheet</source>
      <translation>Team Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="260" />
      <source>This player has not played a game yet: a Team Sheet shows the Team of a recorded game.</source>
      <translation>This player has not played a game yet: a Team Sheet shows the Team of a recorded game.</translation>
    </message>
  </context>
  <context>
    <name>CampaignListModel</name>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="59" />
      <source>Campaign</source>
      <translation>Campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="59" />
      <source>Players</source>
      <translation>Players</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="59" />
      <source>Games</source>
      <translation>Games</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="60" />
      <source>Last game</source>
      <translation>Last game</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="64" />
      <source>(archived)</source>
      <translation>(archived)</translation>
    </message>
  </context>
  <context>
    <name>CampaignListPanel</name>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="81" />
      <source>Show &amp;archived campaigns</source>
      <translation>Show &amp;archived campaigns</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="82" />
      <source>New…</source>
      <translation>New…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="83" />
      <source>Rename…</source>
      <translation>Rename…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="84" />
      <source>Delete…</source>
      <translation>Delete…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="167" />
      <source>Unarchive</source>
      <translation>Unarchive</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="167" />
      <source>Archive</source>
      <translation>Archive</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="177" />
      <source>Rename campaign</source>
      <translation>Rename campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="177" />
      <source>New name:</source>
      <translation>New name:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="201" />
      <source>Delete campaign</source>
      <translation>Delete campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="202" />
      <source>Delete the campaign “{name}”? Its players, games and history are deleted with it, and this cannot be undone. Archive it instead to keep it out of sight.</source>
      <translation>Delete the campaign “{name}”? Its players, games and history are deleted with it, and this cannot be undone. Archive it instead to keep it out of sight.</translation>
    </message>
  </context>
  <context>
    <name>CampaignSettingsDialog</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="364" />
      <source>Campaign settings</source>
      <translation>Campaign settings</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="366" />
      <source>Games already played keep their mission; the list applies from the next game.</source>
      <translation>Games already played keep their mission; the list applies from the next game.</translation>
    </message>
  </context>
  <context>
    <name>CampaignSettingsForm</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="140" />
      <source>&amp;Missions:</source>
      <translation>&amp;Missions:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="142" />
      <source>&amp;Underdog RP:</source>
      <translation>&amp;Underdog RP:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="147" />
      <source>S&amp;quad reinforcement (unit ÷ size):</source>
      <translation>S&amp;quad reinforcement (unit ÷ size):</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="151" />
      <source>Use the optional &amp;Knocked Out rule</source>
      <translation>Use the optional &amp;Knocked Out rule</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="152" />
      <source>&amp;Steps of a round:</source>
      <translation>&amp;Steps of a round:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="155" />
      <source>every player finishes a step before anyone takes the next</source>
      <translation>every player finishes a step before anyone takes the next</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="156" />
      <source>each pair goes on after its own game</source>
      <translation>each pair goes on after its own game</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="157" />
      <source>&amp;Doomsday Device, enemies near:</source>
      <translation>&amp;Doomsday Device, enemies near:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="160" />
      <source>both players get 1 RP, the finder keeps his 2</source>
      <translation>both players get 1 RP, the finder keeps his 2</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="161" />
      <source>both players get 1 RP instead of the finder's 2</source>
      <translation>both players get 1 RP instead of the finder's 2</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="163" />
      <source>In a storyline, the winner of the previous mission defends the Last Stand</source>
      <translation>In a storyline, the winner of the previous mission defends the Last Stand</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="164" />
      <source>Mission list, in the order of the games</source>
      <translation>Mission list, in the order of the games</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="165" />
      <source>&amp;Add</source>
      <translation>&amp;Add</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="166" />
      <source>&amp;Remove</source>
      <translation>&amp;Remove</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="167" />
      <source>Move up</source>
      <translation>Move up</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="168" />
      <source>Move down</source>
      <translation>Move down</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="169" />
      <source>Use the example storyline</source>
      <translation>Use the example storyline</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="170" />
      <source>When a Force is dissolved, the player keeps</source>
      <translation>When a Force is dissolved, the player keeps</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="171" />
      <source>their RP</source>
      <translation>their RP</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="172" />
      <source>their Renown</source>
      <translation>their Renown</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="173" />
      <source>their Base level</source>
      <translation>their Base level</translation>
    </message>
  </context>
  <context>
    <name>CampaignView</name>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="183" />
      <source>Campaign settings…</source>
      <extracomment>The five steps of a game night, in order (ids of ``app.i18n.terms`` kind "step"). a step id of STEPS, or a round action: ``start_round``, ``close_campaign`` (the player the step is for is the selected one) players whose rows changed while the Players tab was hidden (read when it shows)</extracomment>
      <translation>Campaign settings…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="184" />
      <source>Game night</source>
      <translation>Game night</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="187" />
      <source>{number}. {step}</source>
      <translation>{number}. {step}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="189" />
      <source>Each game: both players build a Team, record the game, then each rolls injuries, gains RP and Renown, and spends RP.</source>
      <translation>Each game: both players build a Team, record the game, then each rolls injuries, gains RP and Renown, and spends RP.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="191" />
      <source>Add player…</source>
      <translation>Add player…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="192" />
      <source>Open Force…</source>
      <translation>Open Force…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="193" />
      <source>Rename…</source>
      <translation>Rename…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="194" />
      <source>Print</source>
      <translation>Print</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="195" />
      <source>Force Sheet of this player…</source>
      <translation>Force Sheet of this player…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="196" />
      <source>Team Sheet of this player's last game…</source>
      <translation>Team Sheet of this player's last game…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="197" />
      <source>All Force Sheets of the campaign…</source>
      <translation>All Force Sheets of the campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="198" />
      <source>Players</source>
      <translation>Players</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="199" />
      <source>Standings</source>
      <translation>Standings</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="200" />
      <source>History</source>
      <translation>History</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/campaign_view.py" line="320" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/campaign_view.py" line="321" />
      <source>%n game(s) played</source>
      <translation>
        <numerusform>%n game played</numerusform>
        <numerusform>%n games played</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="322" />
      <source>missions: {mode}</source>
      <translation>missions: {mode}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="323" />
      <source>started {date}</source>
      <translation>started {date}</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/campaign_view.py" line="326" />
      <source>%n round(s)</source>
      <translation>
        <numerusform>%n round</numerusform>
        <numerusform>%n rounds</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="328" />
      <source>archived</source>
      <translation>archived</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="330" />
      <source>closed {date}</source>
      <translation>closed {date}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="400" />
      <source>Only the club's organiser can do this.</source>
      <translation>Only the club's organiser can do this.</translation>
    </message>
  </context>
  <context>
    <name>CampaignViolation</name>
    <message>
      <location filename="../app/ui/steps/messages.py" line="28" />
      <source>The campaign setting {setting} has an unknown value, '{value}'.</source>
      <translation>The campaign setting {setting} has an unknown value, '{value}'.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="29" />
      <source>The campaign's mission list is empty.</source>
      <translation>The campaign's mission list is empty.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="30" />
      <source>Mission {index}: '{mission}' is not on the mission table.</source>
      <translation>Mission {index}: '{mission}' is not on the mission table.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="31" />
      <source>{mission} is only for a storyline campaign.</source>
      <translation>{mission} is only for a storyline campaign.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="32" />
      <source>{mission} must be the last mission of the storyline.</source>
      <translation>{mission} must be the last mission of the storyline.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="33" />
      <source>The campaign is closed: no more rounds.</source>
      <translation>The campaign is closed: no more rounds.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="34" />
      <source>Round {round} is not finished: every player completes step 5 first.</source>
      <translation>Round {round} is not finished: every player completes step 5 first.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="35" />
      <source>Round {round} was the finale: close the campaign instead.</source>
      <translation>Round {round} was the finale: close the campaign instead.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="36" />
      <source>{player} is not a player of this campaign.</source>
      <translation>{player} is not a player of this campaign.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="37" />
      <source>{player} is in the round {count} times.</source>
      <translation>{player} is in the round {count} times.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="38" />
      <source>{player} has neither an opponent nor a bye.</source>
      <translation>{player} has neither an opponent nor a bye.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="39" />
      <source>Round {round} needs at least one game.</source>
      <translation>Round {round} needs at least one game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="40" />
      <source>The mission list has {missions} mission(s): none left for round {round}.</source>
      <translation>The mission list has {missions} mission(s): none left for round {round}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="41" />
      <source>{player} is not in round {round}: new players join the next round.</source>
      <translation>{player} is not in round {round}: new players join the next round.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="42" />
      <source>{player} has a bye in round {round}: no {step}.</source>
      <translation>{player} has a bye in round {round}: no {step}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="43" />
      <source>{player} already did {step} in round {round}.</source>
      <translation>{player} already did {step} in round {round}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="44" />
      <source>{step} is not open yet for {player}: next is {current}.</source>
      <translation>{step} is not open yet for {player}: next is {current}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="45" />
      <source>These players are not paired in round {round}.</source>
      <translation>These players are not paired in round {round}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="46" />
      <source>Start round {round} first: its pairings decide who plays whom.</source>
      <translation>Start round {round} first: its pairings decide who plays whom.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="47" />
      <source>The campaign is already closed.</source>
      <translation>The campaign is already closed.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="48" />
      <source>Round {round} is still in progress: finish it before closing the campaign.</source>
      <translation>Round {round} is still in progress: finish it before closing the campaign.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="49" />
      <source>A model is picked {count} times.</source>
      <translation>A model is picked {count} times.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="50" />
      <source>No points known for {uid}.</source>
      <translation>No points known for {uid}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="51" />
      <source>The starting Force is not valid yet: correct it in the Force editor first.</source>
      <translation>The starting Force is not valid yet: correct it in the Force editor first.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="54" />
      <source>{uid} is no psyker of this Team: it picks no psychic power.</source>
      <translation>{uid} is no psyker of this Team: it picks no psychic power.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="55" />
      <source>{uid} has {item} {count} times: a psyker never has the same power twice.</source>
      <translation>{uid} has {item} {count} times: a psyker never has the same power twice.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="56" />
      <source>{item} is not on the psychic powers list of {uid}.</source>
      <translation>{item} is not on the psychic powers list of {uid}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="57" />
      <source>{uid} has {count} psychic powers: at most {limit} (one per Mastery Level, one more with Open Mind).</source>
      <translation>{uid} has {count} psychic powers: at most {limit} (one per Mastery Level, one more with Open Mind).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="58" />
      <source>A game needs exactly two players ({count} given).</source>
      <translation>A game needs exactly two players ({count} given).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="59" />
      <source>A player cannot play against themselves.</source>
      <translation>A player cannot play against themselves.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="60" />
      <source>The winner did not play this game.</source>
      <translation>The winner did not play this game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="61" />
      <source>Unknown mission '{mission}'.</source>
      <translation>Unknown mission '{mission}'.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="62" />
      <source>{mission} needs an attacker and a defender.</source>
      <translation>{mission} needs an attacker and a defender.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="63" />
      <source>{mission}: one player attacks, the other defends.</source>
      <translation>{mission}: one player attacks, the other defends.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="64" />
      <source>{mission} has no attacker or defender.</source>
      <translation>{mission} has no attacker or defender.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="65" />
      <source>Unknown achievement '{achievement}'.</source>
      <translation>Unknown achievement '{achievement}'.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="66" />
      <source>{achievement} comes from the result, not from the record.</source>
      <translation>{achievement} comes from the result, not from the record.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="67" />
      <source>{player}: {achievement} earned {count} times, at most {max}.</source>
      <translation>{player}: {achievement} earned {count} times, at most {max}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="68" />
      <source>Only one player can earn {achievement}.</source>
      <translation>Only one player can earn {achievement}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="69" />
      <source>{fact} does not count in {mission}.</source>
      <translation>{fact} does not count in {mission}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="70" />
      <source>{player}: {fact} cannot be negative.</source>
      <translation>{player}: {fact} cannot be negative.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="71" />
      <source>{player}: {fact} is {value}, at most {max}.</source>
      <translation>{player}: {fact} is {value}, at most {max}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="72" />
      <source>{player}: only the {role} records {fact}.</source>
      <translation>{player}: only the {role} records {fact}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="73" />
      <source>Both players together record {total}, but the mission has only {max}.</source>
      <translation>Both players together record {total}, but the mission has only {max}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="74" />
      <source>{player} has no Team for this game.</source>
      <translation>{player} has no Team for this game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="75" />
      <source>{player}: {uid} is not in the Force.</source>
      <translation>{player}: {uid} is not in the Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="76" />
      <source>{player}: {uid} did not play in this game.</source>
      <translation>{player}: {uid} did not play in this game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="77" />
      <source>{uid} is recorded twice ({first} and {second}).</source>
      <translation>{uid} is recorded twice ({first} and {second}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="78" />
      <source>{uid} is a Walker: record Wrecked or Explodes!, not a casualty.</source>
      <translation>{uid} is a Walker: record Wrecked or Explodes!, not a casualty.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="79" />
      <source>{uid} is not a Walker.</source>
      <translation>{uid} is not a Walker.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="80" />
      <source>The field-promoted {uid} did not play.</source>
      <translation>The field-promoted {uid} did not play.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="81" />
      <source>Mission die {number}: {mission} has no such dice table.</source>
      <translation>Mission die {number}: {mission} has no such dice table.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="82" />
      <source>Mission die {number}: {roll} is not a D6 result of a player of this game.</source>
      <translation>Mission die {number}: {roll} is not a D6 result of a player of this game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="83" />
      <source>Give the reason for recording another result than the mission's.</source>
      <translation>Give the reason for recording another result than the mission's.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="84" />
      <source>These injuries belong to another player.</source>
      <translation>These injuries belong to another player.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="85" />
      <source>{uid} rolled no injury.</source>
      <translation>{uid} rolled no injury.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="86" />
      <source>No {source} is available.</source>
      <translation>No {source} is available.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="87" />
      <source>The {source} was already used after this game.</source>
      <translation>The {source} was already used after this game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="88" />
      <source>The Walker Damage Table cannot be rerolled.</source>
      <translation>The Walker Damage Table cannot be rerolled.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="89" />
      <source>{from} did not die: it keeps its {item}.</source>
      <translation>{from} did not die: it keeps its {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="90" />
      <source>{to} is not a surviving member of {from}'s Group.</source>
      <translation>{to} is not a surviving member of {from}'s Group.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="91" />
      <source>{from} had no {item}.</source>
      <translation>{from} had no {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="92" />
      <source>{item} is handed over twice.</source>
      <translation>{item} is handed over twice.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="93" />
      <source>{to} already has {item}.</source>
      <translation>{to} already has {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="94" />
      <source>{to} has no {replaces} to replace.</source>
      <translation>{to} has no {replaces} to replace.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="95" />
      <source>A permanent promotion needs the Officer Training upgrade.</source>
      <translation>A permanent promotion needs the Officer Training upgrade.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="96" />
      <source>No Team Leader died: nobody is promoted.</source>
      <translation>No Team Leader died: nobody is promoted.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="97" />
      <source>{count} promotions for {dead_leaders} dead Team Leader(s).</source>
      <translation>{count} promotions for {dead_leaders} dead Team Leader(s).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="98" />
      <source>Only a surviving Specialist can be promoted ({uid}).</source>
      <translation>Only a surviving Specialist can be promoted ({uid}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="99" />
      <source>Not enough RP: {needed} needed, {available} available.</source>
      <translation>Not enough RP: {needed} needed, {available} available.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="100" />
      <source>Not enough reinforcement points: {points} needed, {available} converted.</source>
      <translation>Not enough reinforcement points: {points} needed, {available} converted.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="101" />
      <source>RP were already converted into points in this step.</source>
      <translation>RP were already converted into points in this step.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="102" />
      <source>A price cannot be negative ({points}).</source>
      <translation>A price cannot be negative ({points}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="103" />
      <location filename="../app/ui/steps/messages.py" line="141" />
      <source>{uid} is not in the Force.</source>
      <translation>{uid} is not in the Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="104" />
      <source>A model with the id {uid} already exists.</source>
      <translation>A model with the id {uid} already exists.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="105" />
      <source>A recruit comes without Battle Honours.</source>
      <translation>A recruit comes without Battle Honours.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="106" />
      <source>Unknown Group {group}.</source>
      <translation>Unknown Group {group}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="107" />
      <source>{group} already rolled ({roll}) since the last game.</source>
      <translation>{group} already rolled ({roll}) since the last game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="108" />
      <source>Only Core models join Groups ({section}).</source>
      <translation>Only Core models join Groups ({section}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="109" />
      <source>{entry} cannot join a Group of {group_entry}.</source>
      <translation>{entry} cannot join a Group of {group_entry}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="110" />
      <source>{group} is full: at most {size} models.</source>
      <translation>{group} is full: at most {size} models.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="111" />
      <source>{group} has {honours} Battle Honour(s): roll for recruits first.</source>
      <translation>{group} has {honours} Battle Honour(s): roll for recruits first.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="112" />
      <source>{group} rolled {roll}, below its {honours} Battle Honour(s): no recruits until after the next game.</source>
      <translation>{group} rolled {roll}, below its {honours} Battle Honour(s): no recruits until after the next game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="113" />
      <source>{group} is at its starting size of {size}.</source>
      <translation>{group} is at its starting size of {size}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="114" />
      <source>Squad reinforcements only join a Squad.</source>
      <translation>Squad reinforcements only join a Squad.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="115" />
      <source>Models join {group} as Squad reinforcements.</source>
      <translation>Models join {group} as Squad reinforcements.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="116" />
      <source>A new Squad is recruited as its whole unit: {count} of {size} models.</source>
      <translation>A new Squad is recruited as its whole unit: {count} of {size} models.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="117" />
      <source>The model already has {item}.</source>
      <translation>The model already has {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="118" />
      <source>The model has no {item} to replace.</source>
      <translation>The model has no {item} to replace.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="119" />
      <source>There is no Base level {level}.</source>
      <translation>There is no Base level {level}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="120" />
      <source>Base levels are bought in order: the Base is at level {current}.</source>
      <translation>Base levels are bought in order: the Base is at level {current}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="121" />
      <source>Needs Renown {required}+ (you have {renown}).</source>
      <translation>Needs Renown {required}+ (you have {renown}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="122" />
      <source>Unknown Base upgrade '{upgrade}'.</source>
      <translation>Unknown Base upgrade '{upgrade}'.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="123" />
      <source>Already built.</source>
      <translation>Already built.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="124" />
      <source>Needs {missing} first.</source>
      <translation>Needs {missing} first.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="125" />
      <source>Unknown Battle Honour '{honour}'.</source>
      <translation>Unknown Battle Honour '{honour}'.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="126" />
      <source>Walkers only.</source>
      <translation>Walkers only.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="127" />
      <source>Walkers take only Walker honours.</source>
      <translation>Walkers take only Walker honours.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="128" />
      <source>Transports take no Battle Honours.</source>
      <translation>Transports take no Battle Honours.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="129" />
      <source>Team Leaders and Specialists only.</source>
      <translation>Team Leaders and Specialists only.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="130" />
      <source>Team Leaders only.</source>
      <translation>Team Leaders only.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="131" />
      <source>Psykers only.</source>
      <translation>Psykers only.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="132" />
      <source>No crew left to take the honour.</source>
      <translation>No crew left to take the honour.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="133" />
      <source>Already has {honour}.</source>
      <translation>Already has {honour}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="134" />
      <source>Already improved since the last game.</source>
      <translation>Already improved since the last game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="135" />
      <source>No Permanent Damage to repair.</source>
      <translation>No Permanent Damage to repair.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="136" />
      <source>No Permanent Damage on {stat}.</source>
      <translation>No Permanent Damage on {stat}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="137" />
      <source>Pick the damage to repair ({damaged}).</source>
      <translation>Pick the damage to repair ({damaged}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="139" />
      <source>The Team costs {points} pts, over the Base limit of {limit} pts.</source>
      <translation>The Team costs {points} pts, over the Base limit of {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="140" />
      <source>{group} is incomplete: {missing} of its models are missing.</source>
      <translation>{group} is incomplete: {missing} of its models are missing.</translation>
    </message>
  </context>
  <context>
    <name>Characteristic</name>
    <message>
      <location filename="../app/i18n/messages.py" line="113" />
      <source>WS</source>
      <translation>WS</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="114" />
      <source>BS</source>
      <translation>BS</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="115" />
      <source>S</source>
      <translation>S</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="116" />
      <source>T</source>
      <translation>T</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="117" />
      <source>W</source>
      <translation>W</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="118" />
      <source>I</source>
      <translation>I</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="119" />
      <source>A</source>
      <translation>A</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="120" />
      <source>Ld</source>
      <translation>Ld</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="121" />
      <source>Sv</source>
      <translation>Sv</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="122" />
      <source>Front</source>
      <translation>Front</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="123" />
      <source>Side</source>
      <translation>Side</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="124" />
      <source>Rear</source>
      <translation>Rear</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="125" />
      <source>HP</source>
      <translation>HP</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="126" />
      <source>Range</source>
      <translation>Range</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="127" />
      <source>AP</source>
      <translation>AP</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="128" />
      <source>Type</source>
      <translation>Type</translation>
    </message>
  </context>
  <context>
    <name>CloseCampaignDialog</name>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="194" />
      <source>Close the campaign</source>
      <translation>Close the campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="196" />
      <source>The campaign ends here: no more rounds, and these final standings are kept.</source>
      <translation>The campaign ends here: no more rounds, and these final standings are kept.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="197" />
      <source>{rank}. {player} — Renown {renown}, {wins} win(s), {rp} RP</source>
      <translation>{rank}. {player} — Renown {renown}, {wins} win(s), {rp} RP</translation>
    </message>
  </context>
  <context>
    <name>Club</name>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="191" />
      <source>Copying the campaign to this laptop…</source>
      <extracomment>Notices handled so far, and the last Changes announced (the tests look at them).</extracomment>
      <translation>Copying the campaign to this laptop…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="198" />
      <source>Offline</source>
      <translation>Offline</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="199" />
      <source>The campaign is now on this laptop ({file}). Play on: everything you do is kept as actions, and File ▸ Sync with the club server puts them on the server when you are back.</source>
      <translation>The campaign is now on this laptop ({file}). Play on: everything you do is kept as actions, and File ▸ Sync with the club server puts them on the server when you are back.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="229" />
      <source>Putting the offline actions on the server…</source>
      <translation>Putting the offline actions on the server…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="236" />
      <source>{applied} actions were applied on the server; {skipped} were already there.</source>
      <translation>{applied} actions were applied on the server; {skipped} were already there.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="240" />
      <source>The rules now refuse these, so they were not applied (the offline copy keeps them: do them again by hand if they still apply):</source>
      <translation>The rules now refuse these, so they were not applied (the offline copy keeps them: do them again by hand if they still apply):</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="244" />
      <source>action {seq} ({kind}): {reason}</source>
      <translation>action {seq} ({kind}): {reason}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="247" />
      <source>Synced</source>
      <translation>Synced</translation>
    </message>
  </context>
  <context>
    <name>ConnectDialog</name>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="42" />
      <source>Connect to a club server</source>
      <translation>Connect to a club server</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="48" />
      <source>kept in the keyring, or asked</source>
      <translation>kept in the keyring, or asked</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="49" />
      <source>&amp;Keep the password in this computer's keyring</source>
      <translation>&amp;Keep the password in this computer's keyring</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="56" />
      <source>The campaigns of a club's PostgreSQL server: everyone's changes appear on every laptop within a second. Your organiser gives you the address and your login.</source>
      <translation>The campaigns of a club's PostgreSQL server: everyone's changes appear on every laptop within a second. Your organiser gives you the address and your login.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="62" />
      <source>&amp;Address:</source>
      <translation>&amp;Address:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="63" />
      <source>&amp;Password:</source>
      <translation>&amp;Password:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="67" />
      <source>&amp;Connect</source>
      <translation>&amp;Connect</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="88" />
      <source>Write the address as postgresql://login@server/database.</source>
      <translation>Write the address as postgresql://login@server/database.</translation>
    </message>
  </context>
  <context>
    <name>CorrectionDialog</name>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="164" />
      <source>Make a correction</source>
      <translation>Make a correction</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="166" />
      <source>A correction changes a Force that has played outside step 5, to put a mistake right (a model forgotten, a wrong option). The campaign history and the Force Sheet show every correction with its reason.</source>
      <translation>A correction changes a Force that has played outside step 5, to put a mistake right (a model forgotten, a wrong option). The campaign history and the Force Sheet show every correction with its reason.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="169" />
      <source>&amp;Why is the Force corrected?</source>
      <translation>&amp;Why is the Force corrected?</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="170" />
      <source>e.g. the Sergeant's melta bombs were forgotten</source>
      <translation>e.g. the Sergeant's melta bombs were forgotten</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="171" />
      <source>Start the correction</source>
      <translation>Start the correction</translation>
    </message>
  </context>
  <context>
    <name>DiceInput</name>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="41" />
      <source>Roll again? The first roll was {roll}.</source>
      <translation>Roll again? The first roll was {roll}.</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="43" />
      <source>Roll over the {roll} typed in?</source>
      <translation>Roll over the {roll} typed in?</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="236" />
      <source>“{text}” is not a D6 result: type a number from 1 to 6, or press Roll.</source>
      <extracomment>asked before the Roll button (or r) replaces a die already given: a roll shown is final unless the player says to roll again (tests replace it)</extracomment>
      <translation>“{text}” is not a D6 result: type a number from 1 to 6, or press Roll.</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="245" />
      <location filename="../app/ui/widgets/dice.py" line="267" />
      <source>rolled</source>
      <translation>rolled</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="247" />
      <location filename="../app/ui/widgets/dice.py" line="267" />
      <source>typed</source>
      <translation>typed</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="253" />
      <source>r rolls</source>
      <translation>r rolls</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="256" />
      <source>Roll</source>
      <translation>Roll</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="258" />
      <source>Roll a D6 with the app's dice (or press r in the field)</source>
      <translation>Roll a D6 with the app's dice (or press r in the field)</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="260" />
      <source>1-6</source>
      <translation>1-6</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="262" />
      <source>Type the result of your D6 (1 to 6), or press r to roll it with the app's dice; Enter goes on to the next die, then OK</source>
      <translation>Type the result of your D6 (1 to 6), or press r to roll it with the app's dice; Enter goes on to the next die, then OK</translation>
    </message>
  </context>
  <context>
    <name>EntryPicker</name>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="92" />
      <source>Add models</source>
      <translation>Add models</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="93" />
      <source>Type to filter, Enter to add</source>
      <translation>Type to filter, Enter to add</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="94" />
      <source>Add to the Force</source>
      <translation>Add to the Force</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="107" />
      <source>Entry</source>
      <translation>Entry</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="107" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="121" />
      <source>Other</source>
      <translation>Other</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="139" />
      <source>{cost} for {size}</source>
      <translation>{cost} for {size}</translation>
    </message>
  </context>
  <context>
    <name>ExchangeCommands</name>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="247" />
      <source>Force Sheet campaigns (*{suffix});;All files (*)</source>
      <translation>Force Sheet campaigns (*{suffix});;All files (*)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="251" />
      <source>Force rosters (*{suffix} *.json);;All files (*)</source>
      <translation>Force rosters (*{suffix} *.json);;All files (*)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="255" />
      <source>BattleScribe / New Recruit rosters (*.rosz *.ros)</source>
      <translation>BattleScribe / New Recruit rosters (*.rosz *.ros)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="259" />
      <source>All rosters (*{suffix} *.json *.rosz *.ros)</source>
      <translation>All rosters (*{suffix} *.json *.rosz *.ros)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="269" />
      <source>Export campaign</source>
      <translation>Export campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="278" />
      <source>Exporting the campaign…</source>
      <translation>Exporting the campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="281" />
      <source>The campaign “{name}” was exported to:
{path}

Import this file in Force Sheet on another computer (File ▸ Import campaign…).</source>
      <translation>The campaign “{name}” was exported to:
{path}

Import this file in Force Sheet on another computer (File ▸ Import campaign…).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="288" />
      <source>Import campaign</source>
      <translation>Import campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="295" />
      <source>Importing the campaign…</source>
      <translation>Importing the campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="303" />
      <source>Export Force (roster)</source>
      <translation>Export Force (roster)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="315" />
      <source>The Force of {player} was exported to:
{path}</source>
      <translation>The Force of {player} was exported to:
{path}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="323" />
      <location filename="../app/ui/campaigns/exchange.py" line="432" />
      <source>Import Force (roster)</source>
      <translation>Import Force (roster)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="342" />
      <source>Replace the Force of {player} with the Force in {file}? The models it has now are replaced (Edit ▸ Undo brings them back).</source>
      <translation>Replace the Force of {player} with the Force in {file}? The models it has now are replaced (Edit ▸ Undo brings them back).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="421" />
      <source>The Force of {player} was exported to:
{path}

Open it in BattleScribe or New Recruit; its campaign data is in the notes of each model.</source>
      <translation>The Force of {player} was exported to:
{path}

Open it in BattleScribe or New Recruit; its campaign data is in the notes of each model.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="425" />
      <source>Not written (unknown to its Team List):</source>
      <translation>Not written (unknown to its Team List):</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="433" />
      <source>Some selections of {file} could not be placed in the Force:</source>
      <translation>Some selections of {file} could not be placed in the Force:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="474" />
      <source>Backing up the campaign database…</source>
      <translation>Backing up the campaign database…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="476" />
      <source>Back up the database</source>
      <translation>Back up the database</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="477" />
      <source>A verified backup of the campaign database was written to:
{path}
({size})</source>
      <translation>A verified backup of the campaign database was written to:
{path}
({size})</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="485" />
      <location filename="../app/ui/campaigns/exchange.py" line="511" />
      <source>Restore a backup</source>
      <translation>Restore a backup</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="489" />
      <source>There is no backup of {path} yet.</source>
      <translation>There is no backup of {path} yet.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="492" />
      <source>Wait until the demo campaign is ready.</source>
      <translation>Wait until the demo campaign is ready.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="502" />
      <source>Put the backup of {date} in place of the campaign database? Open Force windows close. The database as it is now is kept as a file beside it.</source>
      <translation>Put the backup of {date} in place of the campaign database? Open Force windows close. The database as it is now is kept as a file beside it.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="534" />
      <source>The campaign database could not be opened again. Force Sheet closes now; start it again.</source>
      <translation>The campaign database could not be opened again. Force Sheet closes now; start it again.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="543" />
      <source>The backup could not be restored: {error}</source>
      <translation>The backup could not be restored: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="546" />
      <source>The backup was restored.</source>
      <translation>The backup was restored.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="548" />
      <source>The database as it was is kept as:
{path}</source>
      <translation>The database as it was is kept as:
{path}</translation>
    </message>
  </context>
  <context>
    <name>ForceEdit</name>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="25" />
      <source>'{entry}' is not in this Team List.</source>
      <translation>'{entry}' is not in this Team List.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="26" />
      <source>{entry} cannot be recruited on its own.</source>
      <translation>{entry} cannot be recruited on its own.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="27" />
      <source>That model is not in this Force.</source>
      <translation>That model is not in this Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="28" />
      <source>That Group is not in this Force.</source>
      <translation>That Group is not in this Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="29" />
      <source>Select one or more models first.</source>
      <translation>Select one or more models first.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="30" />
      <source>A Group has at most {max} models: this would make {size}.</source>
      <translation>A Group has at most {max} models: this would make {size}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="31" />
      <source>A Group holds models of one entry only: {entry} cannot join {group_entry}.</source>
      <translation>A Group holds models of one entry only: {entry} cannot join {group_entry}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="32" />
      <source>Only Core models form Groups: {entry} is not a Core model.</source>
      <translation>Only Core models form Groups: {entry} is not a Core model.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="33" />
      <source>A Squad never grows beyond its starting {max} models.</source>
      <translation>A Squad never grows beyond its starting {max} models.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="34" />
      <source>A Squad model stays in its Squad.</source>
      <translation>A Squad model stays in its Squad.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="35" />
      <source>A Squad cannot be split or dissolved.</source>
      <translation>A Squad cannot be split or dissolved.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="36" />
      <source>Leave at least one model in the Group to split it.</source>
      <translation>Leave at least one model in the Group to split it.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="37" />
      <source>{entry} is not an option of {model_entry}.</source>
      <translation>{entry} is not an option of {model_entry}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="38" />
      <source>{entry}: a count of {count} is not possible.</source>
      <translation>{entry}: a count of {count} is not possible.</translation>
    </message>
  </context>
  <context>
    <name>ForceEditAction</name>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="42" />
      <source>Add {entry}</source>
      <translation>Add {entry}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="43" />
      <source>Add a model to {group}</source>
      <translation>Add a model to {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="45" />
      <source>Rename a model to {name}</source>
      <translation>Rename a model to {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="46" />
      <source>Rename a Group to {name}</source>
      <translation>Rename a Group to {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="47" />
      <source>Change the options of {model}</source>
      <translation>Change the options of {model}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="48" />
      <source>Change the options of {group}</source>
      <translation>Change the options of {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="52" />
      <source>Dissolve {group}</source>
      <translation>Dissolve {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="53" />
      <source>Correct the Force</source>
      <translation>Correct the Force</translation>
    </message>
  </context>
  <context>
    <name>ForceEditor</name>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="269" />
      <source>Add models</source>
      <extracomment>"Spend RP…" of a Force that has played: the window opens the step-5 dialog columns the player widened or narrowed by hand: never re-fitted over his width the words each fitted column was last measured with (see _fit_names)</extracomment>
      <translation>Add models</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="270" />
      <source>Find an entry of the Team List to add</source>
      <translation>Find an entry of the Team List to add</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="273" />
      <source>Add to Group</source>
      <translation>Add to Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="274" />
      <source>Recruit one more model into the selected Group or Squad</source>
      <translation>Recruit one more model into the selected Group or Squad</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="277" />
      <source>Remove</source>
      <translation>Remove</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="278" />
      <source>Remove the selected models</source>
      <translation>Remove the selected models</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="281" />
      <source>Rename</source>
      <translation>Rename</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="282" />
      <source>Rename the selected model or Group</source>
      <translation>Rename the selected model or Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="285" />
      <source>Options…</source>
      <translation>Options…</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="286" />
      <source>Wargear and upgrades of the selected model</source>
      <translation>Wargear and upgrades of the selected model</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="289" />
      <source>Form Group</source>
      <translation>Form Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="290" />
      <source>Put the selected Core models of one entry in a new Group</source>
      <translation>Put the selected Core models of one entry in a new Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="293" />
      <source>Split Group</source>
      <translation>Split Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="294" />
      <source>Move the selected members into a new Group</source>
      <translation>Move the selected members into a new Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="297" />
      <source>Dissolve Group</source>
      <translation>Dissolve Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="298" />
      <source>The members of the selected Group leave it</source>
      <translation>The members of the selected Group leave it</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="301" />
      <source>Move to Group</source>
      <translation>Move to Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="302" />
      <source>Move the selected models to another Group</source>
      <translation>Move the selected models to another Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="305" />
      <source>Leave Group</source>
      <translation>Leave Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="306" />
      <source>Take the selected models out of their Group</source>
      <translation>Take the selected models out of their Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="735" />
      <source>Remove models</source>
      <translation>Remove models</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/editor.py" line="736" />
      <source>%n of these models hold Battle Honours. Remove them all?</source>
      <translation>
        <numerusform>%n of these models hold Battle Honours. Remove them all?</numerusform>
        <numerusform>%n of these models hold Battle Honours. Remove them all?</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="924" />
      <source>New Group</source>
      <translation>New Group</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="926" />
      <source>No Group</source>
      <translation>No Group</translation>
    </message>
  </context>
  <context>
    <name>ForceSnapshotDialog</name>
    <message>
      <location filename="../app/ui/force_editor/snapshot_dialog.py" line="49" />
      <source>{force} as it was on {when}</source>
      <translation>{force} as it was on {when}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/snapshot_dialog.py" line="52" />
      <source>{force} ({player}) right after this record of {when}: {action}</source>
      <translation>{force} ({player}) right after this record of {when}: {action}</translation>
    </message>
  </context>
  <context>
    <name>ForceTree</name>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="44" />
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="45" />
      <source>Entry</source>
      <translation>Entry</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="46" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="47" />
      <source>Characteristics</source>
      <translation>Characteristics</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="48" />
      <source>Battle Honours</source>
      <translation>Battle Honours</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="49" />
      <source>Injuries and states</source>
      <translation>Injuries and states</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="50" />
      <source>Wargear</source>
      <translation>Wargear</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="54" />
      <source>Team Leaders</source>
      <translation>Team Leaders</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="55" />
      <source>Specialists</source>
      <translation>Specialists</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="56" />
      <source>Core models</source>
      <translation>Core models</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="57" />
      <source>Transports and vehicles</source>
      <translation>Transports and vehicles</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="58" />
      <source>Other models</source>
      <translation>Other models</translation>
    </message>
    <message>
      <location filename="../app/ui/naming.py" line="26" />
      <source>Group {number}</source>
      <translation>Group {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/naming.py" line="27" />
      <source>Squad {number}</source>
      <translation>Squad {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/naming.py" line="28" />
      <source>{name} ({number})</source>
      <translation>{name} ({number})</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="62" />
      <source>{section} ({count}) — {points} pts</source>
      <translation>{section} ({count}) — {points} pts</translation>
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
      <translation>{force} ({player}) — Force editor</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="87" />
      <source>&amp;Edit</source>
      <translation>&amp;Edit</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="88" />
      <source>&amp;Force</source>
      <translation>&amp;Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="89" />
      <source>&amp;Close</source>
      <translation>&amp;Close</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="90" />
      <source>&amp;Print Force Sheet…</source>
      <translation>&amp;Print Force Sheet…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="91" />
      <source>Move to another Team List &amp;revision…</source>
      <translation>Move to another Team List &amp;revision…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="101" />
      <source>&amp;Undo: {action}</source>
      <translation>&amp;Undo: {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="102" />
      <source>&amp;Undo</source>
      <translation>&amp;Undo</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="103" />
      <source>&amp;Redo: {action}</source>
      <translation>&amp;Redo: {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="104" />
      <source>&amp;Redo</source>
      <translation>&amp;Redo</translation>
    </message>
  </context>
  <context>
    <name>GuideWindow</name>
    <message>
      <location filename="../app/ui/guide.py" line="168" />
      <source>Search the guide</source>
      <extracomment>The chapters' topics, in the guides' order (the same in every language: a test checks it).</extracomment>
      <translation>Search the guide</translation>
    </message>
    <message>
      <location filename="../app/ui/guide.py" line="175" />
      <source>User guide</source>
      <translation>User guide</translation>
    </message>
    <message>
      <location filename="../app/ui/guide.py" line="221" />
      <source>Chapters found: {count}</source>
      <translation>Chapters found: {count}</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <location filename="../app/ui/steps/history.py" line="80" />
      <source>Campaign created</source>
      <extracomment>Actions that never name a model, Group or Team List entry differently (a game, its Teams and rewards, rounds, the campaign's own settings): the history follows them without reading any Force's names again. (A player's name is compared on every action.)</extracomment>
      <translation>Campaign created</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="81" />
      <source>Campaign imported</source>
      <translation>Campaign imported</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="82" />
      <source>Campaign renamed</source>
      <translation>Campaign renamed</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="83" />
      <source>Campaign notes changed</source>
      <translation>Campaign notes changed</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="84" />
      <source>Campaign archived</source>
      <translation>Campaign archived</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="85" />
      <source>Campaign settings changed</source>
      <translation>Campaign settings changed</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="86" />
      <source>Player added</source>
      <translation>Player added</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="87" />
      <source>Player renamed</source>
      <translation>Player renamed</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="88" />
      <source>Force edited</source>
      <translation>Force edited</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="89" />
      <source>Force dissolved</source>
      <translation>Force dissolved</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="90" />
      <source>Force imported</source>
      <translation>Force imported</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="91" />
      <source>Force corrected</source>
      <translation>Force corrected</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="92" />
      <source>Team List revision changed</source>
      <translation>Team List revision changed</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="93" />
      <source>Team built</source>
      <translation>Team built</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="94" />
      <source>Game recorded</source>
      <translation>Game recorded</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="95" />
      <source>Injuries</source>
      <translation>Injuries</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="96" />
      <source>RP and Renown</source>
      <translation>RP and Renown</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="97" />
      <source>Group recruitment roll</source>
      <translation>Group recruitment roll</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="98" />
      <source>RP spent</source>
      <translation>RP spent</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="99" />
      <source>Round started</source>
      <translation>Round started</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="100" />
      <source>Campaign closed</source>
      <translation>Campaign closed</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="101" />
      <source>Undo</source>
      <translation>Undo</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="102" />
      <source>Redo</source>
      <translation>Redo</translation>
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
      <translation>Correction of {force}: {reason} ({action})</translation>
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
      <translation>{models} models, {points} / {limit} pts</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="640" />
      <source>{player} wins</source>
      <translation>{player} wins</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="642" />
      <source>game {number}: {mission}, {result}</source>
      <translation>game {number}: {mission}, {result}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="651" />
      <source>no casualty</source>
      <translation>no casualty</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="657" />
      <source>{player} {rp} RP, Renown {before} → {after}</source>
      <translation>{player} {rp} RP, Renown {before} → {after}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="663" />
      <source>may recruit</source>
      <translation>may recruit</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="664" />
      <source>no recruits</source>
      <translation>no recruits</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="666" />
      <source>{group}: {allowed}</source>
      <translation>{group}: {allowed}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="669" />
      <source>a Group</source>
      <translation>a Group</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="674" />
      <source>{a} v {b}</source>
      <translation>{a} v {b}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="677" />
      <source>round {number}: {pairs}</source>
      <translation>round {number}: {pairs}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="680" />
      <source>bye: {players}</source>
      <translation>bye: {players}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="684" />
      <source>the finale</source>
      <translation>the finale</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="688" />
      <source>{rank}. {player}</source>
      <translation>{rank}. {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="708" />
      <source>nothing bought</source>
      <translation>nothing bought</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="709" />
      <source>{rp} RP: {what}</source>
      <translation>{rp} RP: {what}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="749" />
      <source>A correction: the Force was changed outside step 5, for the reason given. The Force Sheet lists it.</source>
      <translation>A correction: the Force was changed outside step 5, for the reason given. The Force Sheet lists it.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="771" />
      <source>When</source>
      <translation>When</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="772" />
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="773" />
      <source>What</source>
      <translation>What</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="774" />
      <source>Dice</source>
      <translation>Dice</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="795" />
      <source>Whose Force?</source>
      <translation>Whose Force?</translation>
    </message>
  </context>
  <context>
    <name>HistoryView</name>
    <message>
      <location filename="../app/ui/steps/history.py" line="858" />
      <source>Show the Force as it was…</source>
      <extracomment>(parent, dialog title, the players then[, question]) -&gt; the chosen player id; tests replace it</extracomment>
      <translation>Show the Force as it was…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="860" />
      <source>The Force of the selected record's player, read-only, as it was right after that record</source>
      <translation>The Force of the selected record's player, read-only, as it was right after that record</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="864" />
      <source>Print the Team Sheet of this game…</source>
      <translation>Print the Team Sheet of this game…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="866" />
      <source>The Team Sheet of the selected record's game as PDF, printed from the campaign as it was then</source>
      <translation>The Team Sheet of the selected record's game as PDF, printed from the campaign as it was then</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1099" />
      <source>Team Sheet</source>
      <extracomment>rows sampled to fit the columns: the newest screenful (what is painted next: no row put into words for the fit alone, nor a player's names read for it), at least ``FIT_MIN_ROWS`` and at most ``FIT_ROWS``</extracomment>
      <translation>Team Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1100" />
      <source>Whose Team Sheet?</source>
      <translation>Whose Team Sheet?</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1119" />
      <source>The Force as it was</source>
      <translation>The Force as it was</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1127" />
      <source>No player had a Force yet at that moment.</source>
      <translation>No player had a Force yet at that moment.</translation>
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
      <translation>{model}'s {item} goes to:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="736" />
      <source>Officer Training: promote</source>
      <translation>Officer Training: promote</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="738" />
      <source>nobody</source>
      <translation>nobody</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="759" />
      <source>{model} escapes (Knocked Out, rolled {roll}).</source>
      <translation>{model} escapes (Knocked Out, rolled {roll}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="763" />
      <source>{model} fled: no injury roll.</source>
      <translation>{model} fled: no injury roll.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="765" />
      <source>{model} is no longer in the Force: no injury roll.</source>
      <translation>{model} is no longer in the Force: no injury roll.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="769" />
      <source>Type or roll every die to see the result.</source>
      <translation>Type or roll every die to see the result.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="771" />
      <location filename="../app/ui/steps/injuries.py" line="815" />
      <source>No casualty: nothing to roll.</source>
      <translation>No casualty: nothing to roll.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="780" />
      <source>{model}: {result} — removed from the Force.</source>
      <translation>{model}: {result} — removed from the Force.</translation>
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
      <translation>Dice: {dice}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="798" />
      <source>({reroll}; before: {result}, dice {dice})</source>
      <translation>({reroll}; before: {result}, dice {dice})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="804" />
      <source>{model} has no crew left and is removed.</source>
      <translation>{model} has no crew left and is removed.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="807" />
      <source>{item} is handed over: {model} → {to}.</source>
      <translation>{item} is handed over: {model} → {to}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="811" />
      <source>{model} becomes a Team Leader (Officer Training).</source>
      <translation>{model} becomes a Team Leader (Officer Training).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="820" />
      <source>Injuries — {player}</source>
      <translation>Injuries — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="822" />
      <source>Type each die as rolled at the table, or press Roll. Nested rolls appear when the first roll calls for them.</source>
      <translation>Type each die as rolled at the table, or press Roll. Nested rolls appear when the first roll calls for them.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="825" />
      <source>Result, applied when you press OK</source>
      <translation>Result, applied when you press OK</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="826" />
      <source>Choices</source>
      <translation>Choices</translation>
    </message>
  </context>
  <context>
    <name>Kt40kWindow</name>
    <message>
      <location filename="../app/ui/kt40k.py" line="402" />
      <source>&amp;Mission (the Heroes player's D6):</source>
      <translation>&amp;Mission (the Heroes player's D6):</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="404" />
      <source>&amp;Result:</source>
      <translation>&amp;Result:</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="407" />
      <source>(not played yet)</source>
      <translation>(not played yet)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="411" />
      <source>&amp;Print game sheet…</source>
      <translation>&amp;Print game sheet…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="412" />
      <source>Record the &amp;result</source>
      <translation>Record the &amp;result</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="413" />
      <source>&amp;Close</source>
      <translation>&amp;Close</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="427" />
      <location filename="../app/ui/kt40k.py" line="459" />
      <source>Roll or type the mission die.</source>
      <translation>Roll or type the mission die.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="444" />
      <location filename="../app/ui/kt40k.py" line="518" />
      <source>The series file cannot be read: {problem}</source>
      <translation>The series file cannot be read: {problem}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="448" />
      <source>No game of the series recorded yet.</source>
      <translation>No game of the series recorded yet.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="451" />
      <source>{player}: {won} won, {lost} lost of {played}</source>
      <translation>{player}: {won} won, {lost} lost of {played}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="457" />
      <source>Open both lists.</source>
      <translation>Open both lists.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="477" />
      <source>Save the game sheet</source>
      <translation>Save the game sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="487" />
      <source>Game sheet not saved</source>
      <translation>Game sheet not saved</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="488" />
      <source>{file} could not be written: {error}</source>
      <translation>{file} could not be written: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="507" />
      <source>Choose which side won.</source>
      <translation>Choose which side won.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="517" />
      <location filename="../app/ui/kt40k.py" line="521" />
      <source>Result not recorded</source>
      <translation>Result not recorded</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="534" />
      <source>The result is not recorded. Close anyway?</source>
      <translation>The result is not recorded. Close anyway?</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../app/ui/main_window.py" line="151" />
      <source>Campaigns</source>
      <translation>Campaigns</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="163" />
      <source>Force Sheet</source>
      <translation>Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="527" />
      <source>Undone.</source>
      <extracomment>From this many records on, a campaign's History tab is read one turn of the event loop after the campaign is shown (its 8,000 records at 1,000 games and the campaign view together held the GUI for 100 ms; each alone, half)</extracomment>
      <translation>Undone.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="532" />
      <source>Redone.</source>
      <translation>Redone.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="553" />
      <source>Damaged campaign database</source>
      <translation>Damaged campaign database</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="556" />
      <source>The campaign database is damaged: see Tools ▸ Restore a backup…</source>
      <translation>The campaign database is damaged: see Tools ▸ Restore a backup…</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="559" />
      <source>The full check of the campaign database found its indexes out of step with the data ({count} problems). The campaigns themselves are intact: Force Sheet can rebuild the indexes from them now, without losing anything.</source>
      <translation>The full check of the campaign database found its indexes out of step with the data ({count} problems). The campaigns themselves are intact: Force Sheet can rebuild the indexes from them now, without losing anything.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="563" />
      <source>Repair now</source>
      <translation>Repair now</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="563" />
      <location filename="../app/ui/main_window.py" line="578" />
      <source>Later</source>
      <translation>Later</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="568" />
      <source>The campaign database was repaired.</source>
      <translation>The campaign database was repaired.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="574" />
      <source>The full check of the campaign database found damage ({count} problems): some of what it holds may no longer be readable. Restore the newest good backup (the file as it is now is kept beside it), or first export the campaigns you can still open.</source>
      <translation>The full check of the campaign database found damage ({count} problems): some of what it holds may no longer be readable. Restore the newest good backup (the file as it is now is kept beside it), or first export the campaigns you can still open.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="578" />
      <source>Restore a backup…</source>
      <translation>Restore a backup…</translation>
    </message>
  </context>
  <context>
    <name>NewCampaignDialog</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="333" />
      <source>New campaign</source>
      <translation>New campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="334" />
      <source>Campaign &amp;name:</source>
      <translation>Campaign &amp;name:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="335" />
      <source>e.g. The Siege of Vraks</source>
      <translation>e.g. The Siege of Vraks</translation>
    </message>
  </context>
  <context>
    <name>NewPlayerDialog</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="417" />
      <source>Add a player</source>
      <translation>Add a player</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="418" />
      <source>&amp;Player:</source>
      <translation>&amp;Player:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="419" />
      <source>&amp;Force name:</source>
      <translation>&amp;Force name:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="420" />
      <source>&amp;Team List:</source>
      <translation>&amp;Team List:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="421" />
      <source>optional, e.g. Strike Force Aquila</source>
      <translation>optional, e.g. Strike Force Aquila</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="430" />
      <source>The Force keeps a copy of this Team List revision: importing a newer catalogue later never changes it.</source>
      <translation>The Force keeps a copy of this Team List revision: importing a newer catalogue later never changes it.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="433" />
      <source>built-in</source>
      <translation>built-in</translation>
    </message>
  </context>
  <context>
    <name>OptionsDialog</name>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="265" />
      <source>Options of {name}</source>
      <translation>Options of {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="268" />
      <source>This entry has no options.</source>
      <translation>This entry has no options.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="270" />
      <source>None (keep the standard wargear)</source>
      <translation>None (keep the standard wargear)</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="274" />
      <source>Wargear</source>
      <translation>Wargear</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="282" />
      <source>Replaces: {wargear}.</source>
      <translation>Replaces: {wargear}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="285" />
      <source>Choose {min} to {max}.</source>
      <translation>Choose {min} to {max}.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/options_dialog.py" line="287" />
      <source>Choose at most %n.</source>
      <translation>
        <numerusform>Choose at most %n.</numerusform>
        <numerusform>Choose at most %n.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/options_dialog.py" line="289" />
      <source>Choose at least %n.</source>
      <translation>
        <numerusform>Choose at least %n.</numerusform>
        <numerusform>Choose at least %n.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="291" />
      <source>Armoury: each item at most once per model.</source>
      <translation>Armoury: each item at most once per model.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="293" />
      <source>Limited across the Force: see the validation panel.</source>
      <translation>Limited across the Force: see the validation panel.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="325" />
      <source>Points: {points}</source>
      <translation>Points: {points}</translation>
    </message>
  </context>
  <context>
    <name>PlayedBanner</name>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="92" />
      <source>The Force as it was: nothing can be changed here.</source>
      <extracomment>The longest reason the store keeps.</extracomment>
      <translation>The Force as it was: nothing can be changed here.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="95" />
      <source>Correcting: {reason}</source>
      <translation>Correcting: {reason}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="96" />
      <source>Every change is recorded as a correction with this reason; the history and the Force Sheet show it.</source>
      <translation>Every change is recorded as a correction with this reason; the history and the Force Sheet show it.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/played.py" line="101" />
      <source>This Force has played %n game(s): it changes only by spending RP (step 5) or by a correction. Names can still be changed.</source>
      <translation>
        <numerusform>This Force has played %n game: it changes only by spending RP (step 5) or by a correction. Names can still be changed.</numerusform>
        <numerusform>This Force has played %n games: it changes only by spending RP (step 5) or by a correction. Names can still be changed.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="110" />
      <source>Spend RP…</source>
      <translation>Spend RP…</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="111" />
      <source>Recruit, buy wargear and honours with RP (step 5)</source>
      <translation>Recruit, buy wargear and honours with RP (step 5)</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="113" />
      <source>Make a correction…</source>
      <translation>Make a correction…</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="115" />
      <source>Change the Force outside step 5 to put a mistake right; you give the reason</source>
      <translation>Change the Force outside step 5 to put a mistake right; you give the reason</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="116" />
      <source>Done</source>
      <translation>Done</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="117" />
      <source>End the correction: the Force is locked again</source>
      <translation>End the correction: the Force is locked again</translation>
    </message>
  </context>
  <context>
    <name>PlayersModel</name>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Team List</source>
      <translation>Team List</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Base</source>
      <translation>Base</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>Team limit</source>
      <translation>Team limit</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>RP</source>
      <translation>RP</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>Renown</source>
      <translation>Renown</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>Games</source>
      <translation>Games</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="93" />
      <source>Force points</source>
      <translation>Force points</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="114" />
      <source>Level {level}</source>
      <translation>Level {level}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="116" />
      <source>{wins} won, {draws} drawn, {losses} lost</source>
      <translation>{wins} won, {draws} drawn, {losses} lost</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/models.py" line="119" />
      <source>%n model(s)</source>
      <translation>
        <numerusform>%n model</numerusform>
        <numerusform>%n models</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ProgressWindow</name>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="145" />
      <source>RP (Requisition Points)</source>
      <translation>RP (Requisition Points)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="145" />
      <source>Renown</source>
      <translation>Renown</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="146" />
      <source>Base level</source>
      <translation>Base level</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="146" />
      <source>Force points</source>
      <translation>Force points</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="149" />
      <source>Progress charts</source>
      <translation>Progress charts</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="150" />
      <source>Record</source>
      <translation>Record</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="151" />
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Games</source>
      <translation>Games</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Wins</source>
      <translation>Wins</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Draws</source>
      <translation>Draws</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="154" />
      <source>Losses</source>
      <translation>Losses</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="154" />
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Casualties</source>
      <translation>Casualties</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Game</source>
      <translation>Game</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Mission</source>
      <translation>Mission</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Result</source>
      <translation>Result</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="158" />
      <source>“Start” is before the first game; each number after it is the state after that game, once its injuries, RP, Renown and spending are done (the last one: now).</source>
      <translation>“Start” is before the first game; each number after it is the state after that game, once its injuries, RP, Renown and spending are done (the last one: now).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="162" />
      <source>No campaign open</source>
      <translation>No campaign open</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="163" />
      <source>Open a campaign to see its progress.</source>
      <translation>Open a campaign to see its progress.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="165" />
      <location filename="../app/ui/campaigns/progress.py" line="179" />
      <source>No games yet</source>
      <translation>No games yet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="171" />
      <source>{campaign}: progress</source>
      <translation>{campaign}: progress</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="174" />
      <source>Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}</source>
      <translation>Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="177" />
      <source>Start</source>
      <translation>Start</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="203" />
      <source>Draw</source>
      <translation>Draw</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="205" />
      <source>{player} won</source>
      <translation>{player} won</translation>
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
      <translation>Mission: roll or choose one</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="685" />
      <source>Mission: {mission}</source>
      <translation>Mission: {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="698" />
      <source>Pick the mission.</source>
      <translation>Pick the mission.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="717" />
      <source>Pick the result of the game.</source>
      <translation>Pick the result of the game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="724" />
      <source>Record a game — {player}</source>
      <translation>Record a game — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="725" />
      <source>Mission</source>
      <translation>Mission</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="729" />
      <source>&amp;This round's mission: {mission}</source>
      <translation>&amp;This round's mission: {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="732" />
      <source>&amp;Next in the campaign's list: {mission}</source>
      <translation>&amp;Next in the campaign's list: {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="734" />
      <source>&amp;Roll on the mission table (D6)</source>
      <translation>&amp;Roll on the mission table (D6)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="735" />
      <source>C&amp;hoose:</source>
      <translation>C&amp;hoose:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="739" />
      <source>&amp;Opponent:</source>
      <translation>&amp;Opponent:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="740" />
      <source>R&amp;esult:</source>
      <translation>R&amp;esult:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="741" />
      <source>&amp;Attacker:</source>
      <translation>&amp;Attacker:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="745" />
      <source>The storyline's default: {player} attacks (the winner of the previous mission defends). You may change it.</source>
      <translation>The storyline's default: {player} attacks (the winner of the previous mission defends). You may change it.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="749" />
      <source>Pick the result…</source>
      <translation>Pick the result…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="750" />
      <location filename="../app/ui/steps/game.py" line="751" />
      <source>{player} wins</source>
      <translation>{player} wins</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="753" />
      <source>O&amp;verride the mission's result</source>
      <translation>O&amp;verride the mission's result</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="754" />
      <source>Rea&amp;son:</source>
      <translation>Rea&amp;son:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="755" />
      <source>Why the players record another result</source>
      <translation>Why the players record another result</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="756" />
      <source>The reason is kept with the game.</source>
      <translation>The reason is kept with the game.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="757" />
      <source>&amp;Print mission card…</source>
      <translation>&amp;Print mission card…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="758" />
      <source>Set-up</source>
      <translation>Set-up</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="759" />
      <source>Mission dice</source>
      <translation>Mission dice</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="760" />
      <source>&amp;Table:</source>
      <translation>&amp;Table:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="761" />
      <source>Rolled &amp;by:</source>
      <translation>Rolled &amp;by:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="762" />
      <source>Nobody in particular</source>
      <translation>Nobody in particular</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="763" />
      <source>&amp;Add the die</source>
      <translation>&amp;Add the die</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="764" />
      <source>Re&amp;move the selected die</source>
      <translation>Re&amp;move the selected die</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="779" />
      <source>Pick the mission to see how to set it up.</source>
      <translation>Pick the mission to see how to set it up.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="885" />
      <source>The mission's result: {rule}</source>
      <translation>The mission's result: {rule}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="902" />
      <location filename="../app/ui/steps/game.py" line="918" />
      <source>Print mission card</source>
      <translation>Print mission card</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="919" />
      <source>The mission card could not be written: {error}</source>
      <translation>The mission card could not be written: {error}</translation>
    </message>
  </context>
  <context>
    <name>ReferenceWindow</name>
    <message>
      <location filename="../app/ui/reference.py" line="359" />
      <source>Rules Reference</source>
      <translation>Rules Reference</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="361" />
      <source>Search in English, French or Russian — e.g. fear, peur, страх, Fear (2)</source>
      <translation>Search in English, French or Russian — e.g. fear, peur, страх, Fear (2)</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="363" />
      <source>Accents and case do not matter. A value in brackets, as in Fear (2), shows the rule with that value.</source>
      <translation>Accents and case do not matter. A value in brackets, as in Fear (2), shows the rule with that value.</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="365" />
      <source>All kinds</source>
      <translation>All kinds</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="369" />
      <source>&amp;Print the rules reference…</source>
      <translation>&amp;Print the rules reference…</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="371" />
      <source>Write the whole reference in the interface language as a PDF booklet, grouped by kind (with the optional glossary when it is included above)</source>
      <translation>Write the whole reference in the interface language as a PDF booklet, grouped by kind (with the optional glossary when it is included above)</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="373" />
      <source>Include the optional glossary: {pack}</source>
      <translation>Include the optional glossary: {pack}</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/reference.py" line="415" />
      <source>%n entries found</source>
      <translation>
        <numerusform>%n entry found</numerusform>
        <numerusform>%n entries found</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="441" />
      <source>No entry matches the search.</source>
      <translation>No entry matches the search.</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="452" />
      <source>Parameter {parameter}</source>
      <translation>Parameter {parameter}</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="457" />
      <source>Also called: {names}</source>
      <translation>Also called: {names}</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="462" />
      <source>See also:</source>
      <translation>See also:</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="465" />
      <source>From another game's glossary: a rule of Kill Team with the same name wins.</source>
      <translation>From another game's glossary: a rule of Kill Team with the same name wins.</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="467" />
      <source>Source: {source}</source>
      <translation>Source: {source}</translation>
    </message>
  </context>
  <context>
    <name>RenamePlayerDialog</name>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="280" />
      <source>Rename player</source>
      <translation>Rename player</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="285" />
      <source>Player name:</source>
      <translation>Player name:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="286" />
      <source>Force name:</source>
      <translation>Force name:</translation>
    </message>
  </context>
  <context>
    <name>RestoreDialog</name>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="139" />
      <source>Restore a backup</source>
      <translation>Restore a backup</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="141" />
      <source>Choose the backup to put back. The campaign database as it is now is kept beside it (nothing is deleted), and everything done since that backup will not be shown.</source>
      <translation>Choose the backup to put back. The campaign database as it is now is kept beside it (nothing is deleted), and everything done since that backup will not be shown.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="143" />
      <source>Date</source>
      <translation>Date</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="143" />
      <source>Size</source>
      <translation>Size</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="143" />
      <source>Reason</source>
      <translation>Reason</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="144" />
      <source>by hand</source>
      <translation>by hand</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="144" />
      <source>daily</source>
      <translation>daily</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="145" />
      <source>before an update</source>
      <translation>before an update</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="151" />
      <source>Restore…</source>
      <translation>Restore…</translation>
    </message>
  </context>
  <context>
    <name>RevisionDialog</name>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="75" />
      <source>Move the Force to another revision</source>
      <translation>Move the Force to another revision</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="76" />
      <source>{list}: this Force uses revision {revision}.</source>
      <translation>{list}: this Force uses revision {revision}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="78" />
      <source>&amp;Revision:</source>
      <translation>&amp;Revision:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="81" />
      <source>No other revision of this Team List has been imported.</source>
      <translation>No other revision of this Team List has been imported.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="83" />
      <source>What moving the Force changes:</source>
      <translation>What moving the Force changes:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="85" />
      <source>&amp;Move the Force</source>
      <translation>&amp;Move the Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="116" />
      <source>Nothing: every model keeps its points and no problem appears.</source>
      <translation>Nothing: every model keeps its points and no problem appears.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="127" />
      <source>{model}: {entry} is no longer in the Team List.</source>
      <translation>{model}: {entry} is no longer in the Team List.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="130" />
      <source>{model}: the option {option} no longer exists.</source>
      <translation>{model}: the option {option} no longer exists.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="133" />
      <source>{model}: {before} pts → {after} pts.</source>
      <translation>{model}: {before} pts → {after} pts.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="141" />
      <source>New problem: {message}</source>
      <translation>New problem: {message}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="142" />
      <source>Solved: {message}</source>
      <translation>Solved: {message}</translation>
    </message>
  </context>
  <context>
    <name>RewardsDialog</name>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="163" />
      <source>{achievement} (in {mission})</source>
      <translation>{achievement} (in {mission})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="167" />
      <source>{mission}: {fact}</source>
      <translation>{mission}: {fact}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="172" />
      <source>Underdog: Renown {own} against {opponent}, 1 RP per 3 ({rounding})</source>
      <translation>Underdog: Renown {own} against {opponent}, 1 RP per 3 ({rounding})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="177" />
      <source>Field promotion of {model}</source>
      <translation>Field promotion of {model}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="188" />
      <source>{player} — {result}</source>
      <translation>{player} — {result}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="205" />
      <source>&lt;b&gt;RP: {before} {sign} {earned} = {after}&lt;/b&gt;</source>
      <translation>&lt;b&gt;RP: {before} {sign} {earned} = {after}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="211" />
      <source>Renown: {before} → ? (roll the D6 above)</source>
      <translation>Renown: {before} → ? (roll the D6 above)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="215" />
      <source>&lt;b&gt;Renown: {before} → {after}&lt;/b&gt;</source>
      <translation>&lt;b&gt;Renown: {before} → {after}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="220" />
      <source>RP and Renown — {mission}</source>
      <translation>RP and Renown — {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="222" />
      <source>Renown roll</source>
      <translation>Renown roll</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="227" />
      <source>{player} lost and rolls a D6: {at}+ gains {up} Renown, otherwise loses {down} (never below 0).</source>
      <translation>{player} lost and rolls a D6: {at}+ gains {up} Renown, otherwise loses {down} (never below 0).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="231" />
      <source>D6:</source>
      <translation>D6:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>Source</source>
      <translation>Source</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>Count</source>
      <translation>Count</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>RP each</source>
      <translation>RP each</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>RP</source>
      <translation>RP</translation>
    </message>
  </context>
  <context>
    <name>RoundDialog</name>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="140" />
      <source>Every game of round {number}: {mission}.</source>
      <translation>Every game of round {number}: {mission}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="143" />
      <source>Each pair rolls its mission (D6).</source>
      <translation>Each pair rolls its mission (D6).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="145" />
      <source>The finale: every Team may use the whole Force.</source>
      <translation>The finale: every Team may use the whole Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="155" />
      <source>Start round {number}</source>
      <translation>Start round {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="157" />
      <source>Who plays whom in this round? A player without an opponent has a bye: no game, but they still spend RP in step 5 like everyone.</source>
      <translation>Who plays whom in this round? A player without an opponent has a bye: no game, but they still spend RP in step 5 like everyone.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="160" />
      <source>— bye —</source>
      <translation>— bye —</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="162" />
      <source>This round is the finale: everyone may use the whole Force</source>
      <translation>This round is the finale: everyone may use the whole Force</translation>
    </message>
  </context>
  <context>
    <name>RoundPanel</name>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="100" />
      <location filename="../app/ui/campaigns/round_panel.py" line="122" />
      <source>Rounds</source>
      <translation>Rounds</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="105" />
      <source>Start round {number}…</source>
      <translation>Start round {number}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="106" />
      <source>Close the campaign…</source>
      <translation>Close the campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="114" />
      <source>{rank}. {player}</source>
      <translation>{rank}. {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="116" />
      <source>The campaign is closed</source>
      <translation>The campaign is closed</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="117" />
      <source>Final standings: {ranks}</source>
      <translation>Final standings: {ranks}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="122" />
      <location filename="../app/ui/campaigns/round_panel.py" line="129" />
      <source>No round yet</source>
      <translation>No round yet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="131" />
      <source>Next: start round 1, or play game by game with the steps below. A round pairs the players (an odd one out has a bye) and takes every player through the five steps; every player finishes a step before anyone takes the next.</source>
      <translation>Next: start round 1, or play game by game with the steps below. A round pairs the players (an odd one out has a bye) and takes every player through the five steps; every player finishes a step before anyone takes the next.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="137" />
      <source>Round {number}</source>
      <translation>Round {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="139" />
      <source>the finale: every Force plays whole</source>
      <translation>the finale: every Force plays whole</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="141" />
      <source>mission: {mission}</source>
      <translation>mission: {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="124" />
      <source>Next: add the players. A campaign needs at least two, each with a Force.</source>
      <translation>Next: add the players. A campaign needs at least two, each with a Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="125" />
      <source>Add player…</source>
      <translation>Add player…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="146" />
      <source>Every player finished the finale. Next: close the campaign.</source>
      <translation>Every player finished the finale. Next: close the campaign.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="149" />
      <source>Every player finished the round. Next: start round {number}.</source>
      <translation>Every player finished the round. Next: start round {number}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="154" />
      <source>Next: {step} — {players}.</source>
      <translation>Next: {step} — {players}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="165" />
      <source>Game</source>
      <translation>Game</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="165" />
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="170" />
      <source>{number}. {step}</source>
      <translation>{number}. {step}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="194" />
      <source>{player} v {opponent}</source>
      <translation>{player} v {opponent}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="197" />
      <source>{player} (bye)</source>
      <translation>{player} (bye)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="214" />
      <source>✓ done</source>
      <translation>✓ done</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="214" />
      <source>to do</source>
      <translation>to do</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="214" />
      <source>bye</source>
      <translation>bye</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="243" />
      <source>Build the Team of {player}…</source>
      <translation>Build the Team of {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="244" />
      <source>Record the game {player} v {opponent}…</source>
      <translation>Record the game {player} v {opponent}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="245" />
      <source>Roll the injuries of {player}…</source>
      <translation>Roll the injuries of {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="246" />
      <source>RP and Renown of {player}…</source>
      <translation>RP and Renown of {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="247" />
      <source>Spend the RP of {player}…</source>
      <translation>Spend the RP of {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="252" />
      <source>Build the Team…</source>
      <translation>Build the Team…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="253" />
      <source>Record the game…</source>
      <translation>Record the game…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="254" />
      <source>Roll injuries…</source>
      <translation>Roll injuries…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="255" />
      <source>RP and Renown…</source>
      <translation>RP and Renown…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="256" />
      <source>Spend RP…</source>
      <translation>Spend RP…</translation>
    </message>
  </context>
  <context>
    <name>Section</name>
    <message>
      <location filename="../app/i18n/messages.py" line="99" />
      <source>Team Leader</source>
      <translation>Team Leader</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="100" />
      <source>Specialist</source>
      <translation>Specialist</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="101" />
      <source>Core</source>
      <translation>Core</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="102" />
      <source>Transport</source>
      <translation>Transport</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="69" />
      <source>Settings</source>
      <translation>Settings</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="70" />
      <source>&amp;Language:</source>
      <translation>&amp;Language:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="71" />
      <source>&amp;Dice:</source>
      <translation>&amp;Dice:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="72" />
      <source>&amp;Paper size:</source>
      <translation>&amp;Paper size:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="76" />
      <source>&amp;Theme:</source>
      <translation>&amp;Theme:</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="78" />
      <source>Follow the system</source>
      <translation>Follow the system</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="79" />
      <source>Light</source>
      <translation>Light</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="79" />
      <source>Dark</source>
      <translation>Dark</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="80" />
      <source>System default</source>
      <translation>System default</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="82" />
      <source>Rolled by the app</source>
      <translation>Rolled by the app</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="83" />
      <source>Typed in from the table's dice</source>
      <translation>Typed in from the table's dice</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="84" />
      <source>US Letter</source>
      <translation>US Letter</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="86" />
      <source>The dice setting is the default of each step dialog; you can change it there for a single roll.</source>
      <translation>The dice setting is the default of each step dialog; you can change it there for a single roll.</translation>
    </message>
  </context>
  <context>
    <name>Severity</name>
    <message>
      <location filename="../app/i18n/messages.py" line="106" />
      <source>error</source>
      <translation>error</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="107" />
      <source>warning</source>
      <translation>warning</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="108" />
      <source>info</source>
      <translation>info</translation>
    </message>
  </context>
  <context>
    <name>SheetExport</name>
    <message>
      <location filename="../app/sheets/from_store.py" line="65" />
      <source>No Team is saved for the next game: build the Team first.</source>
      <translation>No Team is saved for the next game: build the Team first.</translation>
    </message>
    <message>
      <location filename="../app/sheets/from_store.py" line="67" />
      <source>{player} did not play this game.</source>
      <translation>{player} did not play this game.</translation>
    </message>
    <message>
      <location filename="../app/sheets/from_store.py" line="68" />
      <source>'{id}' is not an id of the campaign database.</source>
      <translation>'{id}' is not an id of the campaign database.</translation>
    </message>
    <message>
      <location filename="../app/sheets/from_store.py" line="69" />
      <source>Player {player} is not in campaign {campaign}.</source>
      <translation>Player {player} is not in campaign {campaign}.</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="45" />
      <source>Force Sheet</source>
      <translation>Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="46" />
      <source>Force Sheets</source>
      <translation>Force Sheets</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="47" />
      <source>Team Sheet</source>
      <translation>Team Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="48" />
      <source>Team Sheets</source>
      <translation>Team Sheets</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="49" />
      <source>Export sheet as PDF</source>
      <translation>Export sheet as PDF</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="50" />
      <source>Rules Reference</source>
      <translation>Rules Reference</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="51" />
      <source>Print the rules reference as PDF</source>
      <translation>Print the rules reference as PDF</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="52" />
      <source>PDF files (*.pdf)</source>
      <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="53" />
      <source>Export failed</source>
      <translation>Export failed</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="54" />
      <source>The sheet could not be written to {file}:
{error}</source>
      <translation>The sheet could not be written to {file}:
{error}</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="56" />
      <source>PDF saved</source>
      <translation>PDF saved</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="57" />
      <source>The PDF was saved as {file} in the folder {folder}.

No PDF viewer could open it: open the folder, or open the file with the program of your choice.</source>
      <translation>The PDF was saved as {file} in the folder {folder}.

No PDF viewer could open it: open the folder, or open the file with the program of your choice.</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="60" />
      <source>Open &amp;folder</source>
      <translation>Open &amp;folder</translation>
    </message>
  </context>
  <context>
    <name>ShellActions</name>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="91" />
      <source>&amp;New campaign…</source>
      <extracomment>The freedesktop icon names of the actions (the style's pixmap when the theme lacks one).</extracomment>
      <translation>&amp;New campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="92" />
      <source>&amp;Open campaign…</source>
      <translation>&amp;Open campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="93" />
      <source>Open the &amp;demo campaign</source>
      <translation>Open the &amp;demo campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="94" />
      <source>Add &amp;player…</source>
      <translation>Add &amp;player…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="95" />
      <source>Campaign &amp;settings…</source>
      <translation>Campaign &amp;settings…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="96" />
      <source>&amp;Print Force Sheet…</source>
      <translation>&amp;Print Force Sheet…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="97" />
      <source>Print &amp;Team Sheet…</source>
      <translation>Print &amp;Team Sheet…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="98" />
      <source>Print &amp;all Force Sheets…</source>
      <translation>Print &amp;all Force Sheets…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="99" />
      <source>&amp;Quit</source>
      <translation>&amp;Quit</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="100" />
      <source>Se&amp;ttings…</source>
      <translation>Se&amp;ttings…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="101" />
      <source>&amp;Team Lists…</source>
      <translation>&amp;Team Lists…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="102" />
      <source>&amp;Import BattleScribe catalogue…</source>
      <translation>&amp;Import BattleScribe catalogue…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="103" />
      <source>Campaign &amp;history</source>
      <translation>Campaign &amp;history</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="104" />
      <source>&amp;Export campaign…</source>
      <translation>&amp;Export campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="105" />
      <source>I&amp;mport campaign…</source>
      <translation>I&amp;mport campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="106" />
      <source>E&amp;xport Force (roster)…</source>
      <translation>E&amp;xport Force (roster)…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="107" />
      <source>&amp;Import Force (roster)…</source>
      <translation>&amp;Import Force (roster)…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="108" />
      <source>&amp;Back up the database now</source>
      <translation>&amp;Back up the database now</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="109" />
      <source>&amp;Restore a backup…</source>
      <translation>&amp;Restore a backup…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="110" />
      <source>&amp;Connect to a club server…</source>
      <translation>&amp;Connect to a club server…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="112" />
      <source>Open the campaigns of a club's PostgreSQL server, shared by every laptop</source>
      <translation>Open the campaigns of a club's PostgreSQL server, shared by every laptop</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="113" />
      <source>Take this campaign &amp;offline</source>
      <translation>Take this campaign &amp;offline</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="115" />
      <source>Copy the campaign to this laptop to play without the server; sync it back later</source>
      <translation>Copy the campaign to this laptop to play without the server; sync it back later</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="116" />
      <source>S&amp;ync with the club server…</source>
      <translation>S&amp;ync with the club server…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="117" />
      <source>Kill Team &amp;40K game (Heroes against Villains)…</source>
      <translation>Kill Team &amp;40K game (Heroes against Villains)…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="119" />
      <source>The Kill Team 40K v0.1 alpha rules: two lists from a Codex, a mission, a game sheet and the record of a series</source>
      <translation>The Kill Team 40K v0.1 alpha rules: two lists from a Codex, a mission, a game sheet and the record of a series</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="122" />
      <source>Replace the selected player's Force with a roster file; without a selected player, add a new player with it</source>
      <translation>Replace the selected player's Force with a roster file; without a selected player, add a new player with it</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="124" />
      <source>&amp;About Force Sheet</source>
      <translation>&amp;About Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="125" />
      <source>&amp;User guide</source>
      <translation>&amp;User guide</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="127" />
      <source>How a campaign runs, each step, the Force editor, printing, backups and imports</source>
      <translation>How a campaign runs, each step, the Force editor, printing, backups and imports</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="128" />
      <source>&amp;Progress charts</source>
      <translation>&amp;Progress charts</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="130" />
      <source>RP, Renown, Base level and Force points of each player over the games, and the wins, draws, losses and casualties</source>
      <translation>RP, Renown, Base level and Force points of each player over the games, and the wins, draws, losses and casualties</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="132" />
      <source>&amp;Rules Reference</source>
      <translation>&amp;Rules Reference</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="134" />
      <source>Every special rule, Battle Honour, Base upgrade and play rule, searchable in English, French and Russian</source>
      <translation>Every special rule, Battle Honour, Base upgrade and play rule, searchable in English, French and Russian</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="147" />
      <source>&amp;Undo: {action}</source>
      <translation>&amp;Undo: {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="147" />
      <source>Undo</source>
      <translation>Undo</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="147" />
      <source>&amp;Undo</source>
      <translation>&amp;Undo</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="148" />
      <source>Redo</source>
      <translation>Redo</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="148" />
      <source>&amp;Redo: {action}</source>
      <translation>&amp;Redo: {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="148" />
      <source>&amp;Redo</source>
      <translation>&amp;Redo</translation>
    </message>
  </context>
  <context>
    <name>ShellMenus</name>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="221" />
      <source>&amp;File</source>
      <translation>&amp;File</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="222" />
      <source>&amp;Edit</source>
      <translation>&amp;Edit</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="223" />
      <source>&amp;Campaign</source>
      <translation>&amp;Campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="224" />
      <source>&amp;Tools</source>
      <translation>&amp;Tools</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="225" />
      <source>&amp;Help</source>
      <translation>&amp;Help</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="226" />
      <source>Main toolbar</source>
      <translation>Main toolbar</translation>
    </message>
  </context>
  <context>
    <name>Side</name>
    <message>
      <location filename="../app/i18n/messages.py" line="87" />
      <source>Heroes</source>
      <extracomment>Kill Team 40K sides and force-organisation slots, as violation parameters show them.</extracomment>
      <translation>Heroes</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="88" />
      <source>Villains</source>
      <translation>Villains</translation>
    </message>
  </context>
  <context>
    <name>Slot</name>
    <message>
      <location filename="../app/i18n/messages.py" line="91" />
      <source>HQ</source>
      <translation>HQ</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="92" />
      <source>Elites</source>
      <translation>Elites</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="93" />
      <source>Troops</source>
      <translation>Troops</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="94" />
      <source>Fast Attack</source>
      <translation>Fast Attack</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="95" />
      <source>Heavy Support</source>
      <translation>Heavy Support</translation>
    </message>
  </context>
  <context>
    <name>SpendDialog</name>
    <message>
      <location filename="../app/ui/steps/spend.py" line="855" />
      <source>No Group</source>
      <extracomment>What the player may add to the plan.</extracomment>
      <translation>No Group</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="862" />
      <source>A new Squad of {size}</source>
      <translation>A new Squad of {size}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="864" />
      <location filename="../app/ui/steps/spend.py" line="976" />
      <source>A new Group</source>
      <translation>A new Group</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="869" />
      <source>Join {group}</source>
      <translation>Join {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="901" />
      <source>{group}: {item} ({points} pts)</source>
      <translation>{group}: {item} ({points} pts)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="969" />
      <source>{gun}: replacement crew</source>
      <translation>{gun}: replacement crew</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="972" />
      <source>Recruit {entry}</source>
      <translation>Recruit {entry}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="939" />
      <source>a new Group</source>
      <translation>a new Group</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="970" />
      <location filename="../app/ui/steps/spend.py" line="978" />
      <location filename="../app/ui/steps/spend.py" line="986" />
      <source>{what} — {points} pts</source>
      <translation>{what} — {points} pts</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="875" />
      <source>Join the new Group of this plan ({count} recruited)</source>
      <translation>Join the new Group of this plan ({count} recruited)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="988" />
      <source>Base level {level}: {name}</source>
      <translation>Base level {level}: {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="977" />
      <source>{group}: recruit {entry}</source>
      <translation>{group}: recruit {entry}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="980" />
      <source>{model}: {item}</source>
      <translation>{model}: {item}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="984" />
      <source>{what} (replaces: {old})</source>
      <translation>{what} (replaces: {old})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="994" />
      <source>{model}: {honour}</source>
      <translation>{model}: {honour}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="999" />
      <source>{what} — {rp} RP</source>
      <translation>{what} — {rp} RP</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1008" />
      <source>{item} given up by {model} — no points back</source>
      <translation>{item} given up by {model} — no points back</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1015" />
      <source>Reinforcements: {needed} pts needed; {rp} RP converted = {available} pts; {lost} pts left over will be lost.</source>
      <translation>Reinforcements: {needed} pts needed; {rp} RP converted = {available} pts; {lost} pts left over will be lost.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1020" />
      <source>No reinforcement points needed.</source>
      <translation>No reinforcement points needed.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1025" />
      <source>RP were already converted in this step.</source>
      <translation>RP were already converted in this step.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1029" />
      <source>&lt;b&gt;RP: {before} − {spent} = {after}&lt;/b&gt; (points {converted} RP, direct {direct} RP)</source>
      <translation>&lt;b&gt;RP: {before} − {spent} = {after}&lt;/b&gt; (points {converted} RP, direct {direct} RP)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1039" />
      <source>{group}: {count} Battle Honour(s), needs {count}+</source>
      <translation>{group}: {count} Battle Honour(s), needs {count}+</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1048" />
      <source>roll before recruiting into it</source>
      <translation>roll before recruiting into it</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1051" />
      <source>rolled {roll}: may take recruits</source>
      <translation>rolled {roll}: may take recruits</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1052" />
      <source>rolled {roll}: no recruits until after the next game</source>
      <translation>rolled {roll}: no recruits until after the next game</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1072" />
      <source>{gun}: {alive} of {size} crew; {points} pts each</source>
      <translation>{gun}: {alive} of {size} crew; {points} pts each</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1089" />
      <location filename="../app/ui/steps/spend.py" line="1101" />
      <source>{points} pts</source>
      <translation>{points} pts</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1103" />
      <source>(replaces {old}: the difference only)</source>
      <translation>(replaces {old}: the difference only)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1115" />
      <source>The Base is at the highest level.</source>
      <translation>The Base is at the highest level.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1122" />
      <source>Next Base level {level}: {name} — {rp} RP, Renown {renown}+, Team limit {limit} pts</source>
      <translation>Next Base level {level}: {name} — {rp} RP, Renown {renown}+, Team limit {limit} pts</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1140" />
      <source>{rp} RP</source>
      <translation>{rp} RP</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1145" />
      <source>requires {list}</source>
      <translation>requires {list}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1159" />
      <source>{rp} RP, Renown {renown}+</source>
      <translation>{rp} RP, Renown {renown}+</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1173" />
      <source>eligible</source>
      <translation>eligible</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1180" />
      <source>No model of the Force can take this honour now.</source>
      <translation>No model of the Force can take this honour now.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1184" />
      <source>Spend RP — {player}</source>
      <translation>Spend RP — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1185" />
      <source>Recruits and wargear</source>
      <translation>Recruits and wargear</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1187" />
      <source>Battle Honours</source>
      <translation>Battle Honours</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1188" />
      <source>Group recruitment rolls</source>
      <translation>Group recruitment rolls</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1189" />
      <source>No Group has Battle Honours: no roll needed.</source>
      <translation>No Group has Battle Honours: no roll needed.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1190" />
      <source>Recruit</source>
      <translation>Recruit</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1191" />
      <source>Into:</source>
      <translation>Into:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1198" />
      <source>{entry} ({points} pts)</source>
      <translation>{entry} ({points} pts)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1202" />
      <source>From the Team List…</source>
      <translation>From the Team List…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1203" />
      <source>Add recruit</source>
      <translation>Add recruit</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1204" />
      <source>Wargear</source>
      <translation>Wargear</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1205" />
      <source>Options…</source>
      <translation>Options…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1206" />
      <source>Add wargear</source>
      <translation>Add wargear</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1207" />
      <source>Replacement crew</source>
      <translation>Replacement crew</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1208" />
      <source>Upgrade</source>
      <translation>Upgrade</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1208" />
      <source>Cost</source>
      <translation>Cost</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1208" />
      <location filename="../app/ui/steps/spend.py" line="1219" />
      <source>Status</source>
      <translation>Status</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1209" />
      <source>Add upgrade</source>
      <translation>Add upgrade</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1210" />
      <source>Add Base level</source>
      <translation>Add Base level</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1215" />
      <source>{honour} ({rp} RP)</source>
      <translation>{honour} ({rp} RP)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1219" />
      <source>Model</source>
      <translation>Model</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1220" />
      <source>Damage to repair:</source>
      <translation>Damage to repair:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1221" />
      <source>Add honour</source>
      <translation>Add honour</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1222" />
      <source>Plan (applied when you press OK)</source>
      <translation>Plan (applied when you press OK)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1223" />
      <source>Remove</source>
      <translation>Remove</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1224" />
      <source>Convert just enough RP into points; or convert:</source>
      <translation>Convert just enough RP into points; or convert:</translation>
    </message>
  </context>
  <context>
    <name>StandingsModel</name>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Rank</source>
      <translation>Rank</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Games</source>
      <translation>Games</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Won</source>
      <translation>Won</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Drawn</source>
      <translation>Drawn</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Lost</source>
      <translation>Lost</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Renown</source>
      <translation>Renown</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="132" />
      <source>RP</source>
      <translation>RP</translation>
    </message>
  </context>
  <context>
    <name>StepDialogs</name>
    <message>
      <location filename="../app/ui/steps/common.py" line="240" />
      <source>Keep what you entered as a draft? The draft comes back the next time you open this step, until it is confirmed.</source>
      <extracomment>What the player answers when closing a filled-in dialog.</extracomment>
      <translation>Keep what you entered as a draft? The draft comes back the next time you open this step, until it is confirmed.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="243" />
      <source>&amp;Keep the draft</source>
      <translation>&amp;Keep the draft</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="246" />
      <source>Discard what you entered in this dialog?</source>
      <translation>Discard what you entered in this dialog?</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="249" />
      <source>&amp;Discard</source>
      <translation>&amp;Discard</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="345" />
      <source>What you entered last time is back: a kept draft.</source>
      <extracomment>how long after the last change the draft is written (ms) the user guide's chapter F1 and the Help button open (app.ui.guide.TOPICS) True when the dialog opened on a kept draft True when closed by :meth:`start_over` (the launcher opens a fresh one) asked when a filled-in dialog is closed (tests replace it)</extracomment>
      <translation>What you entered last time is back: a kept draft.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="349" />
      <source>Start o&amp;ver</source>
      <translation>Start o&amp;ver</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="350" />
      <source>Forget the draft and open the dialog again, empty</source>
      <translation>Forget the draft and open the dialog again, empty</translation>
    </message>
  </context>
  <context>
    <name>StepLauncher</name>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="69" />
      <source>Nobody can take this step now: every player finishes the step before it first (see the round).</source>
      <translation>Nobody can take this step now: every player finishes the step before it first (see the round).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="80" />
      <source>Nothing was applied:</source>
      <translation>Nothing was applied:</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="125" />
      <source>This Force has no Core models left: the rules dissolve it. The player starts a new Force. Dissolve it now?</source>
      <translation>This Force has no Core models left: the rules dissolve it. The player starts a new Force. Dissolve it now?</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="144" />
      <source>A game needs two players with a Team: build both Teams first (step 1).</source>
      <translation>A game needs two players with a Team: build both Teams first (step 1).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="167" />
      <source>No injuries to roll: every recorded game has its injuries applied. Record a game first (step 2).</source>
      <translation>No injuries to roll: every recorded game has its injuries applied. Record a game first (step 2).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="192" />
      <source>No RP and Renown to gain: every recorded game has its rewards applied. Record a game first (step 2).</source>
      <translation>No RP and Renown to gain: every recorded game has its rewards applied. Record a game first (step 2).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="198" />
      <source>Roll the injuries of both players of game {number} first (step 3).</source>
      <translation>Roll the injuries of both players of game {number} first (step 3).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="238" />
      <source>Start round {number}</source>
      <translation>Start round {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="255" />
      <source>Close the campaign</source>
      <translation>Close the campaign</translation>
    </message>
  </context>
  <context>
    <name>StoreErrors</name>
    <message>
      <location filename="../app/ui/errors.py" line="56" />
      <source>Campaign database in use</source>
      <extracomment>(parent, title, text, technical detail) -&gt; the user said yes (parent, title, text, technical detail)</extracomment>
      <translation>Campaign database in use</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="57" />
      <source>Newer campaign database</source>
      <translation>Newer campaign database</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="58" />
      <source>Damaged campaign database</source>
      <translation>Damaged campaign database</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="59" />
      <source>Disk full</source>
      <translation>Disk full</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="60" />
      <source>Cannot save</source>
      <translation>Cannot save</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="61" />
      <source>Undo</source>
      <translation>Undo</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="63" />
      <source>Force Sheet</source>
      <translation>Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="98" />
      <source>There is no backup to restore: Force Sheet starts with an empty database.</source>
      <translation>There is no backup to restore: Force Sheet starts with an empty database.</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="103" />
      <source>Restore the newest backup ({backup}) now?</source>
      <translation>Restore the newest backup ({backup}) now?</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="111" />
      <source>The backup could not be restored: {error}</source>
      <translation>The backup could not be restored: {error}</translation>
    </message>
  </context>
  <context>
    <name>TeamListBrowser</name>
    <message>
      <location filename="../app/ui/teamlists.py" line="184" />
      <source>Team Lists</source>
      <translation>Team Lists</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="185" />
      <source>Team List</source>
      <translation>Team List</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="185" />
      <source>Revision</source>
      <translation>Revision</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="186" />
      <source>Source</source>
      <translation>Source</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="186" />
      <source>Language</source>
      <translation>Language</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="187" />
      <source>Entry</source>
      <translation>Entry</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="187" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="187" />
      <source>Allowance</source>
      <translation>Allowance</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="188" />
      <source>&amp;Import BattleScribe catalogue…</source>
      <translation>&amp;Import BattleScribe catalogue…</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="190" />
      <source>Imported catalogues are copied into the app's data folder; a Force keeps the revision it was built with.</source>
      <translation>Imported catalogues are copied into the app's data folder; a Force keeps the revision it was built with.</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="215" />
      <source>built-in</source>
      <translation>built-in</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="267" />
      <source>This Team List cannot be read: {error}</source>
      <translation>This Team List cannot be read: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="310" />
      <source>Other entries</source>
      <translation>Other entries</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="379" />
      <source>{points} pts</source>
      <translation>{points} pts</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="380" />
      <source>Wargear</source>
      <translation>Wargear</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="381" />
      <source>Special rules</source>
      <translation>Special rules</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="382" />
      <source>Options</source>
      <translation>Options</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="406" />
      <source>The rules reference's text ({name}).</source>
      <translation>The rules reference's text ({name}).</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="409" />
      <source>In the catalogue's own language.</source>
      <translation>In the catalogue's own language.</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="434" />
      <source>Import BattleScribe catalogue</source>
      <translation>Import BattleScribe catalogue</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="435" />
      <source>BattleScribe files ({patterns})</source>
      <translation>BattleScribe files ({patterns})</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/teamlists.py" line="450" />
      <source>Importing %n file(s)…</source>
      <translation>
        <numerusform>Importing %n file…</numerusform>
        <numerusform>Importing %n files…</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="451" />
      <source>Cancel</source>
      <translation>Cancel</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="506" />
      <source>The import was cancelled: nothing was imported.</source>
      <translation>The import was cancelled: nothing was imported.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/teamlists.py" line="550" />
      <source>%n BattleScribe construct(s) could not be expressed and were left out (see the details).</source>
      <translation>
        <numerusform>%n BattleScribe construct could not be expressed and were left out (see the details).</numerusform>
        <numerusform>%n BattleScribe constructs could not be expressed and were left out (see the details).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="554" />
      <source>Imported:</source>
      <translation>Imported:</translation>
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
      <translation>Import</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="527" />
      <source>The import failed: {error}</source>
      <translation>The import failed: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="536" />
      <source>new</source>
      <translation>new</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="537" />
      <source>new revision</source>
      <translation>new revision</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="538" />
      <source>already imported, unchanged</source>
      <translation>already imported, unchanged</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="539" />
      <source>replaced</source>
      <translation>replaced</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="545" />
      <source>{name} (revision {revision}): {status}; {entries} entries</source>
      <translation>{name} (revision {revision}): {status}; {entries} entries</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="557" />
      <source>Game system: {names}</source>
      <translation>Game system: {names}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="561" />
      <source>Not imported:</source>
      <translation>Not imported:</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="563" />
      <source>Nothing was imported.</source>
      <translation>Nothing was imported.</translation>
    </message>
  </context>
  <context>
    <name>Term.achievement</name>
    <message>
      <location filename="../app/i18n/terms.py" line="124" />
      <source>Took Part</source>
      <translation>Took Part</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="125" />
      <source>Victory!</source>
      <translation>Victory!</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="126" />
      <source>Stalemate</source>
      <translation>Stalemate</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="127" />
      <source>Assassin</source>
      <translation>Assassin</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="128" />
      <source>Heroic Duel</source>
      <translation>Heroic Duel</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="129" />
      <source>Considerate Commander</source>
      <translation>Considerate Commander</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="130" />
      <source>First Blood</source>
      <translation>First Blood</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="131" />
      <source>Butcher</source>
      <translation>Butcher</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="132" />
      <source>Pyromaniac</source>
      <translation>Pyromaniac</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="133" />
      <source>Always Outnumbered</source>
      <translation>Always Outnumbered</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="134" />
      <source>On the Edge</source>
      <translation>On the Edge</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="135" />
      <source>Never Give Up, Never Surrender!</source>
      <translation>Never Give Up, Never Surrender!</translation>
    </message>
  </context>
  <context>
    <name>Term.base_level</name>
    <message>
      <location filename="../app/i18n/terms.py" line="50" />
      <source>Base Camp</source>
      <translation>Base Camp</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="51" />
      <source>Forward Base</source>
      <translation>Forward Base</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="52" />
      <source>Main Base</source>
      <translation>Main Base</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="53" />
      <source>Command Centre</source>
      <translation>Command Centre</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="54" />
      <source>Fortified Base</source>
      <translation>Fortified Base</translation>
    </message>
  </context>
  <context>
    <name>Term.casualty</name>
    <message>
      <location filename="../app/i18n/terms.py" line="207" />
      <source>Casualty</source>
      <translation>Casualty</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="208" />
      <source>Knocked Out</source>
      <translation>Knocked Out</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="209" />
      <source>Fled</source>
      <translation>Fled</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="210" />
      <source>Wrecked</source>
      <translation>Wrecked</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="211" />
      <source>Explodes!</source>
      <translation>Explodes!</translation>
    </message>
  </context>
  <context>
    <name>Term.game_result</name>
    <message>
      <location filename="../app/i18n/terms.py" line="173" />
      <source>Win</source>
      <translation>Win</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="174" />
      <source>Loss</source>
      <translation>Loss</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="175" />
      <source>Draw</source>
      <translation>Draw</translation>
    </message>
  </context>
  <context>
    <name>Term.glossary</name>
    <message>
      <location filename="../app/i18n/terms.py" line="19" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="20" />
      <source>Team</source>
      <translation>Team</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="21" />
      <source>Base</source>
      <translation>Base</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="22" />
      <source>Requisition Points (RP)</source>
      <translation>Requisition Points (RP)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="23" />
      <source>Renown</source>
      <translation>Renown</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="24" />
      <source>Battle Honour</source>
      <translation>Battle Honour</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="25" />
      <source>Group</source>
      <translation>Group</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="26" />
      <source>Squad</source>
      <translation>Squad</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="27" />
      <source>Team List</source>
      <translation>Team List</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="28" />
      <source>Model Allowance</source>
      <translation>Model Allowance</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="29" />
      <source>Armoury</source>
      <translation>Armoury</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="30" />
      <source>Force Sheet</source>
      <translation>Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="31" />
      <source>Team Sheet</source>
      <translation>Team Sheet</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="32" />
      <source>Round</source>
      <translation>Round</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="33" />
      <source>Bye</source>
      <translation>Bye</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="34" />
      <source>Finale</source>
      <translation>Finale</translation>
    </message>
  </context>
  <context>
    <name>Term.honour</name>
    <message>
      <location filename="../app/i18n/terms.py" line="71" />
      <source>+1 Attack</source>
      <translation>+1 Attack</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="72" />
      <source>+1 Ballistic Skill</source>
      <translation>+1 Ballistic Skill</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="73" />
      <source>+1 Initiative</source>
      <translation>+1 Initiative</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="74" />
      <source>+1 Leadership</source>
      <translation>+1 Leadership</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="75" />
      <source>+1 Weapon Skill</source>
      <translation>+1 Weapon Skill</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="76" />
      <source>+1 Wound</source>
      <translation>+1 Wound</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="77" />
      <source>Cat-like Agility</source>
      <translation>Cat-like Agility</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="78" />
      <source>Mental Conditioning</source>
      <translation>Mental Conditioning</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="79" />
      <source>Combat Prowess</source>
      <translation>Combat Prowess</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="80" />
      <source>Combat Master</source>
      <translation>Combat Master</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="81" />
      <source>Counter-attack</source>
      <translation>Counter-attack</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="82" />
      <source>Covering Fire</source>
      <translation>Covering Fire</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="83" />
      <source>Critical Reserves</source>
      <translation>Critical Reserves</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="84" />
      <source>Fearless</source>
      <translation>Fearless</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="85" />
      <source>Diver</source>
      <translation>Diver</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="86" />
      <source>Stop, Drop and Roll</source>
      <translation>Stop, Drop and Roll</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="87" />
      <source>Assault Fire</source>
      <translation>Assault Fire</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="88" />
      <source>Free Runner</source>
      <translation>Free Runner</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="89" />
      <source>Furious Charge</source>
      <translation>Furious Charge</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="90" />
      <source>Grenadier</source>
      <translation>Grenadier</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="91" />
      <source>Hammer of Wrath</source>
      <translation>Hammer of Wrath</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="92" />
      <source>Heavy Weapon Specialist</source>
      <translation>Heavy Weapon Specialist</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="93" />
      <source>Impetuous Shooter</source>
      <translation>Impetuous Shooter</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="94" />
      <source>Fiery</source>
      <translation>Fiery</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="95" />
      <source>Intimidating</source>
      <translation>Intimidating</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="96" />
      <source>Lightning Assault</source>
      <translation>Lightning Assault</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="97" />
      <source>Medic</source>
      <translation>Medic</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="98" />
      <source>Mighty Blow</source>
      <translation>Mighty Blow</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="99" />
      <source>Never Tell Me the Odds</source>
      <translation>Never Tell Me the Odds</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="100" />
      <source>Open Mind</source>
      <translation>Open Mind</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="101" />
      <source>Parry</source>
      <translation>Parry</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="102" />
      <source>Fire Master</source>
      <translation>Fire Master</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="103" />
      <source>Sprinter</source>
      <translation>Sprinter</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="104" />
      <source>Experienced Climber</source>
      <translation>Experienced Climber</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="105" />
      <source>Tactician</source>
      <translation>Tactician</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="106" />
      <source>+1 Attack (Walker)</source>
      <translation>+1 Attack (Walker)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="107" />
      <source>+1 Ballistic Skill (Walker)</source>
      <translation>+1 Ballistic Skill (Walker)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="108" />
      <source>+1 Initiative (Walker)</source>
      <translation>+1 Initiative (Walker)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="109" />
      <source>+1 Weapon Skill (Walker)</source>
      <translation>+1 Weapon Skill (Walker)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="110" />
      <source>Enhanced Optics</source>
      <translation>Enhanced Optics</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="111" />
      <source>It Will Not Die</source>
      <translation>It Will Not Die</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="112" />
      <source>Move Through Cover</source>
      <translation>Move Through Cover</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="113" />
      <source>Repair</source>
      <translation>Repair</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="114" />
      <source>Tank Hunters</source>
      <translation>Tank Hunters</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="115" />
      <source>Unshakeable Will</source>
      <translation>Unshakeable Will</translation>
    </message>
  </context>
  <context>
    <name>Term.honour_only</name>
    <message>
      <location filename="../app/i18n/terms.py" line="118" />
      <source>Team Leaders and Specialists only</source>
      <translation>Team Leaders and Specialists only</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="119" />
      <source>Team Leaders only</source>
      <translation>Team Leaders only</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="120" />
      <source>Psykers only</source>
      <translation>Psykers only</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="121" />
      <source>Walkers only</source>
      <translation>Walkers only</translation>
    </message>
  </context>
  <context>
    <name>Term.injury</name>
    <message>
      <location filename="../app/i18n/terms.py" line="187" />
      <source>Dead!</source>
      <translation>Dead!</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="188" />
      <source>Full recovery</source>
      <translation>Full recovery</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="189" />
      <source>Grievously injured</source>
      <translation>Grievously injured</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="190" />
      <source>Maimed</source>
      <translation>Maimed</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="191" />
      <source>Beaten up</source>
      <translation>Beaten up</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="192" />
      <source>Incapacitated</source>
      <translation>Incapacitated</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="193" />
      <source>Convalescent</source>
      <translation>Convalescent</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="194" />
      <source>Wounded</source>
      <translation>Wounded</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="195" />
      <source>Lost!</source>
      <translation>Lost!</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="196" />
      <source>Permanent Damage</source>
      <translation>Permanent Damage</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="197" />
      <source>Temporarily unstable</source>
      <translation>Temporarily unstable</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="198" />
      <source>Escaped</source>
      <translation>Escaped</translation>
    </message>
  </context>
  <context>
    <name>Term.injury_table</name>
    <message>
      <location filename="../app/i18n/terms.py" line="182" />
      <source>Core model injury table</source>
      <translation>Core model injury table</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="183" />
      <source>Specialist injury table</source>
      <translation>Specialist injury table</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="184" />
      <source>Walker Damage Table</source>
      <translation>Walker Damage Table</translation>
    </message>
  </context>
  <context>
    <name>Term.mission</name>
    <message>
      <location filename="../app/i18n/terms.py" line="138" />
      <source>Escalating Skirmish</source>
      <translation>Escalating Skirmish</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="139" />
      <source>Doomsday Device</source>
      <translation>Doomsday Device</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="140" />
      <source>Take and Hold</source>
      <translation>Take and Hold</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="141" />
      <source>Possession</source>
      <translation>Possession</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="142" />
      <source>Last Stand</source>
      <translation>Last Stand</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="143" />
      <source>Raid</source>
      <translation>Raid</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="144" />
      <source>Finale! (special mission)</source>
      <translation>Finale! (special mission)</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_fact</name>
    <message>
      <location filename="../app/i18n/terms.py" line="147" />
      <source>Enemy Specialists killed</source>
      <translation>Enemy Specialists killed</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="148" />
      <source>Found the Device</source>
      <translation>Found the Device</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="149" />
      <source>Enemy models near the Device when found</source>
      <translation>Enemy models near the Device when found</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="150" />
      <source>A model within 3" of the Device at the end</source>
      <translation>A model within 3" of the Device at the end</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="151" />
      <source>Key Buildings controlled</source>
      <translation>Key Buildings controlled</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="152" />
      <source>Artefacts held</source>
      <translation>Artefacts held</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="153" />
      <source>Base Supports destroyed</source>
      <translation>Base Supports destroyed</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="154" />
      <source>Base Supports intact</source>
      <translation>Base Supports intact</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="155" />
      <source>Last Stand won</source>
      <translation>Last Stand won</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="156" />
      <source>Last Stand drawn</source>
      <translation>Last Stand drawn</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_mode</name>
    <message>
      <location filename="../app/i18n/terms.py" line="159" />
      <source>Fixed list</source>
      <translation>Fixed list</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="160" />
      <source>Random (D6)</source>
      <translation>Random (D6)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="161" />
      <source>Storyline</source>
      <translation>Storyline</translation>
    </message>
  </context>
  <context>
    <name>Term.reroll</name>
    <message>
      <location filename="../app/i18n/terms.py" line="214" />
      <source>Medic reroll</source>
      <translation>Medic reroll</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="215" />
      <source>Medical Centre reroll</source>
      <translation>Medical Centre reroll</translation>
    </message>
  </context>
  <context>
    <name>Term.reward</name>
    <message>
      <location filename="../app/i18n/terms.py" line="218" />
      <source>Achievement</source>
      <translation>Achievement</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="219" />
      <source>Mission bonus</source>
      <translation>Mission bonus</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="220" />
      <source>Underdog bonus</source>
      <translation>Underdog bonus</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="221" />
      <source>Field promotion</source>
      <translation>Field promotion</translation>
    </message>
  </context>
  <context>
    <name>Term.role</name>
    <message>
      <location filename="../app/i18n/terms.py" line="178" />
      <source>Attacker</source>
      <translation>Attacker</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="179" />
      <source>Defender</source>
      <translation>Defender</translation>
    </message>
  </context>
  <context>
    <name>Term.section</name>
    <message>
      <location filename="../app/i18n/terms.py" line="37" />
      <source>Team Leader</source>
      <translation>Team Leader</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="38" />
      <source>Specialist</source>
      <translation>Specialist</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="39" />
      <source>Core</source>
      <translation>Core</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="40" />
      <source>Transport</source>
      <translation>Transport</translation>
    </message>
  </context>
  <context>
    <name>Term.spend</name>
    <message>
      <location filename="../app/i18n/terms.py" line="224" />
      <source>Recruit</source>
      <translation>Recruit</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="225" />
      <source>Reinforce Squad</source>
      <translation>Reinforce Squad</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="226" />
      <source>Wargear</source>
      <translation>Wargear</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="227" />
      <source>Base level</source>
      <translation>Base level</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="228" />
      <source>Base upgrade</source>
      <translation>Base upgrade</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="229" />
      <source>Battle Honour</source>
      <translation>Battle Honour</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="230" />
      <source>Reinforcement points</source>
      <translation>Reinforcement points</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="231" />
      <source>Group recruitment roll</source>
      <translation>Group recruitment roll</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="232" />
      <source>Walker Repair</source>
      <translation>Walker Repair</translation>
    </message>
  </context>
  <context>
    <name>Term.squad_rounding</name>
    <message>
      <location filename="../app/i18n/terms.py" line="168" />
      <source>Rounded up</source>
      <translation>Rounded up</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="169" />
      <source>Rounded down</source>
      <translation>Rounded down</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="170" />
      <source>To the nearest point</source>
      <translation>To the nearest point</translation>
    </message>
  </context>
  <context>
    <name>Term.stat</name>
    <message>
      <location filename="../app/i18n/terms.py" line="235" />
      <source>Movement</source>
      <translation>Movement</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="236" />
      <source>Weapon Skill</source>
      <translation>Weapon Skill</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="237" />
      <source>Ballistic Skill</source>
      <translation>Ballistic Skill</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="238" />
      <source>Strength</source>
      <translation>Strength</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="239" />
      <source>Toughness</source>
      <translation>Toughness</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="240" />
      <source>Wounds</source>
      <translation>Wounds</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="241" />
      <source>Initiative</source>
      <translation>Initiative</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="242" />
      <source>Attacks</source>
      <translation>Attacks</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="243" />
      <source>Leadership</source>
      <translation>Leadership</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="244" />
      <source>Save</source>
      <translation>Save</translation>
    </message>
  </context>
  <context>
    <name>Term.step</name>
    <message>
      <location filename="../app/i18n/terms.py" line="43" />
      <source>Build a Team</source>
      <translation>Build a Team</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="44" />
      <source>Play a game</source>
      <translation>Play a game</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="45" />
      <source>Injuries</source>
      <translation>Injuries</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="46" />
      <source>RP and Renown</source>
      <translation>RP and Renown</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="47" />
      <source>Spend RP</source>
      <translation>Spend RP</translation>
    </message>
  </context>
  <context>
    <name>Term.temporary</name>
    <message>
      <location filename="../app/i18n/terms.py" line="201" />
      <source>Incapacitated: misses the next game</source>
      <translation>Incapacitated: misses the next game</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="202" />
      <source>Convalescent: −2 to all movement next game</source>
      <translation>Convalescent: −2 to all movement next game</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="203" />
      <source>Wounded: −2 Ld and no Inspiring Presence next game</source>
      <translation>Wounded: −2 Ld and no Inspiring Presence next game</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="204" />
      <source>Unstable: on a 1 at the start of each Movement phase, Shaken that turn</source>
      <translation>Unstable: on a 1 at the start of each Movement phase, Shaken that turn</translation>
    </message>
  </context>
  <context>
    <name>Term.underdog_rounding</name>
    <message>
      <location filename="../app/i18n/terms.py" line="164" />
      <source>Round down (rule text)</source>
      <translation>Round down (rule text)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="165" />
      <source>Round up (rule example)</source>
      <translation>Round up (rule example)</translation>
    </message>
  </context>
  <context>
    <name>Term.upgrade</name>
    <message>
      <location filename="../app/i18n/terms.py" line="57" />
      <source>Comms Relay</source>
      <translation>Comms Relay</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="58" />
      <source>Defence Turret</source>
      <translation>Defence Turret</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="59" />
      <source>Medical Centre</source>
      <translation>Medical Centre</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="60" />
      <source>Officer Training</source>
      <translation>Officer Training</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="61" />
      <source>Psychic Shield</source>
      <translation>Psychic Shield</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="62" />
      <source>Recon Satellite</source>
      <translation>Recon Satellite</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="63" />
      <source>Scout Training</source>
      <translation>Scout Training</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="64" />
      <source>Shield Projector</source>
      <translation>Shield Projector</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="65" />
      <source>Barbed Wire</source>
      <translation>Barbed Wire</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="66" />
      <source>Target Designator</source>
      <translation>Target Designator</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="67" />
      <source>Training Centre</source>
      <translation>Training Centre</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="68" />
      <source>Vehicle Bay</source>
      <translation>Vehicle Bay</translation>
    </message>
  </context>
  <context>
    <name>ValidationPanel</name>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="117" />
      <source>Points: {used}</source>
      <translation>Points: {used}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="121" />
      <source>Points: {used} / {limit}</source>
      <translation>Points: {used} / {limit}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="127" />
      <source>{used} / {limit} pts</source>
      <translation>{used} / {limit} pts</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/validation_panel.py" line="143" />
      <source>%n error(s)</source>
      <translation>
        <numerusform>%n error</numerusform>
        <numerusform>%n errors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/validation_panel.py" line="143" />
      <source>%n warning(s)</source>
      <translation>
        <numerusform>%n warning</numerusform>
        <numerusform>%n warnings</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="146" />
      <source>No problems found.</source>
      <translation>No problems found.</translation>
    </message>
  </context>
  <context>
    <name>Violation</name>
    <message>
      <location filename="../app/i18n/messages.py" line="21" />
      <source>Unknown entry '{entry}': it is not in this Team List.</source>
      <translation>Unknown entry '{entry}': it is not in this Team List.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="22" />
      <source>{entry} is not available to this Force.</source>
      <translation>{entry} is not available to this Force.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="23" />
      <source>Unknown option '{entry}' for this model.</source>
      <translation>Unknown option '{entry}' for this model.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="24" />
      <source>Option '{entry}' is not available to this model.</source>
      <translation>Option '{entry}' is not available to this model.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="25" />
      <source>Too many {section} models: {count}, at most {limit}.</source>
      <translation>Too many {section} models: {count}, at most {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="26" />
      <source>Too few {section} models: {count}, at least {limit}.</source>
      <translation>Too few {section} models: {count}, at least {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="27" />
      <location filename="../app/i18n/messages.py" line="29" />
      <source>Too many {name}: {count}, at most {limit}.</source>
      <translation>Too many {name}: {count}, at most {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="28" />
      <location filename="../app/i18n/messages.py" line="30" />
      <source>Too few {name}: {count}, at least {limit}.</source>
      <translation>Too few {name}: {count}, at least {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="31" />
      <source>{name}: {count} chosen, at most {limit}.</source>
      <translation>{name}: {count} chosen, at most {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="32" />
      <source>{name}: {count} chosen, at least {limit}.</source>
      <translation>{name}: {count} chosen, at least {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="33" />
      <source>{name} taken {count} times, at most {limit}.</source>
      <translation>{name} taken {count} times, at most {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="34" />
      <source>{name} taken {count} times, at least {limit}.</source>
      <translation>{name} taken {count} times, at least {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="35" />
      <source>{name}: {count} taken by the {category} models, at most {limit}.</source>
      <translation>{name}: {count} taken by the {category} models, at most {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="36" />
      <source>{name} taken {count} times by one model: each Armoury item at most once.</source>
      <translation>{name} taken {count} times by one model: each Armoury item at most once.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="37" />
      <source>{name}: {count} taken, only {limit} allowed for the models present.</source>
      <translation>{name}: {count} taken, only {limit} allowed for the models present.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="38" />
      <source>{name}: {count} taken, at most {limit} in the Force.</source>
      <translation>{name}: {count} taken, at most {limit} in the Force.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="39" />
      <source>{name}: {count} taken, at least {limit} needed.</source>
      <translation>{name}: {count} taken, at least {limit} needed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="40" />
      <source>Group {group} has {size} models, at most {max}.</source>
      <translation>Group {group} has {size} models, at most {max}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="41" />
      <source>Group {group} mixes entries: all its models must be {entry}.</source>
      <translation>Group {group} mixes entries: all its models must be {entry}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="42" />
      <source>Group {group}: only Core models form Groups.</source>
      <translation>Group {group}: only Core models form Groups.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="43" />
      <source>Unknown Group '{group}'.</source>
      <translation>Unknown Group '{group}'.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="44" />
      <source>Squad {group} has {size} models, more than its starting {starting_size}.</source>
      <translation>Squad {group} has {size} models, more than its starting {starting_size}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="45" />
      <source>Squad {group} has {size} models: a starting Squad is its whole unit of {starting_size}.</source>
      <translation>Squad {group} has {size} models: a starting Squad is its whole unit of {starting_size}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="46" />
      <source>A Squad model must belong to its Squad.</source>
      <translation>A Squad model must belong to its Squad.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="47" />
      <source>The starting Force costs {points} pts, {over} over the {limit} pts limit.</source>
      <translation>The starting Force costs {points} pts, {over} over the {limit} pts limit.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="48" />
      <source>{unspent} pts unspent of {limit}.</source>
      <translation>{unspent} pts unspent of {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="49" />
      <source>The Team costs {points} pts, {over} over the Base limit of {limit} pts.</source>
      <translation>The Team costs {points} pts, {over} over the Base limit of {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="50" />
      <source>{name}: {count} pts, limit {limit} pts.</source>
      <translation>{name}: {count} pts, limit {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="51" />
      <source>A Transport needs the Vehicle Bay Base upgrade.</source>
      <translation>A Transport needs the Vehicle Bay Base upgrade.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="52" />
      <source>{count} Transports: the Vehicle Bay allows {max}.</source>
      <translation>{count} Transports: the Vehicle Bay allows {max}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="53" />
      <source>The Force has no Team Leader: a Specialist must be field promoted.</source>
      <translation>The Force has no Team Leader: a Specialist must be field promoted.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="54" />
      <source>The Force has no Core models: it must be dissolved.</source>
      <translation>The Force has no Core models: it must be dissolved.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="55" />
      <source>Two models share the id '{model}'.</source>
      <translation>Two models share the id '{model}'.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="56" />
      <source>The Team names model '{model}', which is not in the Force.</source>
      <translation>The Team names model '{model}', which is not in the Force.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="57" />
      <source>Group {group} is incomplete: {missing} of its {size} models are missing.</source>
      <translation>Group {group} is incomplete: {missing} of its {size} models are missing.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="58" />
      <source>{count} Team Leaders: a Team has at most one.</source>
      <translation>{count} Team Leaders: a Team has at most one.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="59" />
      <source>The Force has no Team Leader: pick a Specialist for field promotion.</source>
      <translation>The Force has no Team Leader: pick a Specialist for field promotion.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="60" />
      <source>Only a Specialist in the Team can be field promoted.</source>
      <translation>Only a Specialist in the Team can be field promoted.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="61" />
      <source>The Force has a Team Leader: no field promotion.</source>
      <translation>The Force has a Team Leader: no field promotion.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="62" />
      <source>This model is Incapacitated and misses this game.</source>
      <translation>This model is Incapacitated and misses this game.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="63" />
      <source>The Team has no models.</source>
      <translation>The Team has no models.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="65" />
      <source>The list has no models.</source>
      <translation>The list has no models.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="66" />
      <source>The list costs {points} pts, {over} over the {limit} pts limit.</source>
      <translation>The list costs {points} pts, {over} over the {limit} pts limit.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="67" />
      <source>{name} has {wounds} Wounds: at most {limit} in Kill Team 40K.</source>
      <translation>{name} has {wounds} Wounds: at most {limit} in Kill Team 40K.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="68" />
      <source>{name} is a special character: none may play in Kill Team 40K.</source>
      <translation>{name} is a special character: none may play in Kill Team 40K.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="69" />
      <source>{name} has a {save} armour save: no 2+ save in Kill Team 40K.</source>
      <translation>{name} has a {save} armour save: no 2+ save in Kill Team 40K.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="70" />
      <source>{name}: armour {front} + {side} + {rear} = {total}, more than {limit}.</source>
      <translation>{name}: armour {front} + {side} + {rear} = {total}, more than {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="71" />
      <source>{name} is a {slot} choice, not one of the {side}.</source>
      <translation>{name} is a {slot} choice, not one of the {side}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="72" />
      <source>{name} has no HQ, Elites, Troops or Fast Attack slot in its list.</source>
      <translation>{name} has no HQ, Elites, Troops or Fast Attack slot in its list.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="73" />
      <source>Group {group} has {size} models: a group is {expected} models, or one model alone.</source>
      <translation>Group {group} has {size} models: a group is {expected} models, or one model alone.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="74" />
      <source>Group {group} holds a vehicle: vehicles stand alone.</source>
      <translation>Group {group} holds a vehicle: vehicles stand alone.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="75" />
      <source>Group {group} names '{model}', which is not in the list.</source>
      <translation>Group {group} names '{model}', which is not in the list.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="76" />
      <source>{name} is in two groups.</source>
      <translation>{name} is in two groups.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="77" />
      <source>{name} is in no group.</source>
      <translation>{name} is in no group.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="78" />
      <source>{count} models stand alone: only the {limit} left over from the groups of 3 may.</source>
      <translation>{count} models stand alone: only the {limit} left over from the groups of 3 may.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="79" />
      <source>Unknown mission '{mission}'.</source>
      <translation>Unknown mission '{mission}'.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="80" />
      <source>'{side}' is no side: the Heroes or the Villains win.</source>
      <translation>'{side}' is no side: the Heroes or the Villains win.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="81" />
      <source>A mission roll of {die} does not give this mission.</source>
      <translation>A mission roll of {die} does not give this mission.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="82" />
      <source>{player} cannot play both sides.</source>
      <translation>{player} cannot play both sides.</translation>
    </message>
  </context>
  <context>
    <name>WelcomePage</name>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="43" />
      <source>Welcome to Force Sheet</source>
      <translation>Welcome to Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="45" />
      <source>There is no campaign yet. Start one for your group, with a player for each Force, or look around the demo campaign first.</source>
      <translation>There is no campaign yet. Start one for your group, with a player for each Force, or look around the demo campaign first.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="47" />
      <source>New campaign…</source>
      <translation>New campaign…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="48" />
      <source>Open the demo campaign</source>
      <translation>Open the demo campaign</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="50" />
      <source>The demo has three players and two games played: Groups with Battle Honours, a maimed Specialist, a fallen Marine. Change it freely; your own campaigns stay apart.</source>
      <translation>The demo has three players and two games played: Groups with Battle Honours, a maimed Specialist, a fallen Marine. Change it freely; your own campaigns stay apart.</translation>
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
      <translation>waiting for the dice</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="335" />
      <source>No reroll</source>
      <translation>No reroll</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="336" />
      <source>No second reroll</source>
      <translation>No second reroll</translation>
    </message>
  </context>
  <context>
    <name>_KnockedOutRow</name>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="380" />
      <source>Knocked Out: 3-6 escapes, 1-2 rolls for injury</source>
      <translation>Knocked Out: 3-6 escapes, 1-2 rolls for injury</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="383" />
      <source>D6:</source>
      <translation>D6:</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="386" />
      <source>waiting for the dice</source>
      <translation>waiting for the dice</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="391" />
      <source>counts as a casualty</source>
      <translation>counts as a casualty</translation>
    </message>
  </context>
  <context>
    <name>_ListEditor</name>
    <message>
      <location filename="../app/ui/kt40k.py" line="324" />
      <source>The editor checks the list as its Team List does; the Kill Team 40K window checks it for its side once you press OK.</source>
      <translation>The editor checks the list as its Team List does; the Kill Team 40K window checks it for its side once you press OK.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="336" />
      <source>Build a list</source>
      <translation>Build a list</translation>
    </message>
  </context>
  <context>
    <name>_PlayerPanel</name>
    <message>
      <location filename="../app/ui/steps/game.py" line="256" />
      <source>Achievements</source>
      <extracomment>The result combo's first item: nobody picked a result yet (OK waits for one).</extracomment>
      <translation>Achievements</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="262" />
      <source>{name} (+{rp} RP)</source>
      <translation>{name} (+{rp} RP)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="265" />
      <source>{name} (+{rp} RP each)</source>
      <translation>{name} (+{rp} RP each)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="267" />
      <source>Mission bonus facts</source>
      <translation>Mission bonus facts</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="270" />
      <source>What happened to each model</source>
      <translation>What happened to each model</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="271" />
      <source>Model</source>
      <translation>Model</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="271" />
      <source>At the end</source>
      <translation>At the end</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="275" />
      <source>Unharmed</source>
      <translation>Unharmed</translation>
    </message>
  </context>
  <context>
    <name>_SidePanel</name>
    <message>
      <location filename="../app/ui/kt40k.py" line="112" />
      <source>&amp;Player:</source>
      <translation>&amp;Player:</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="113" />
      <source>Open &amp;list…</source>
      <translation>Open &amp;list…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="114" />
      <source>Open l&amp;ist…</source>
      <translation>Open l&amp;ist…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="115" />
      <source>&amp;Build…</source>
      <translation>&amp;Build…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="116" />
      <source>B&amp;uild…</source>
      <translation>B&amp;uild…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="118" />
      <source>Build or change the list in the Force editor, from an imported Codex</source>
      <translation>Build or change the list in the Force editor, from an imported Codex</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="119" />
      <source>Save…</source>
      <translation>Save…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="120" />
      <source>Save the list as a roster file</source>
      <translation>Save the list as a roster file</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="133" />
      <source>Open a list</source>
      <translation>Open a list</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="134" />
      <source>Rosters (*.json *.ros *.rosz);;All files (*)</source>
      <translation>Rosters (*.json *.ros *.rosz);;All files (*)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="148" />
      <source>It names the Team List '{id}', which is not imported.</source>
      <translation>It names the Team List '{id}', which is not imported.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="151" />
      <source>It cannot be read: {error}</source>
      <translation>It cannot be read: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="154" />
      <source>List not opened</source>
      <translation>List not opened</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="155" />
      <source>{file} is not a list that can be played.</source>
      <translation>{file} is not a list that can be played.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="188" />
      <source>Build a list</source>
      <translation>Build a list</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="189" />
      <source>&amp;Codex (Team List):</source>
      <translation>&amp;Codex (Team List):</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="210" />
      <source>List not saved</source>
      <translation>List not saved</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="211" />
      <source>{file} could not be written: {error}</source>
      <translation>{file} could not be written: {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="221" />
      <source>Save the list</source>
      <translation>Save the list</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="222" />
      <source>Roster files (*.json)</source>
      <translation>Roster files (*.json)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="253" />
      <source>'{text}' is no group number: type 1, 2, 3…</source>
      <translation>'{text}' is no group number: type 1, 2, 3…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="266" />
      <source>No list yet.</source>
      <translation>No list yet.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="273" />
      <source>(built here, not saved)</source>
      <translation>(built here, not saved)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="307" />
      <source>Valid for Kill Team 40K.</source>
      <translation>Valid for Kill Team 40K.</translation>
    </message>
  </context>
  <context>
    <name>cli</name>
    <message>
      <location filename="../app/cli/__init__.py" line="38" />
      <source>{file}: ok ({name} {version}, {entries} entries)</source>
      <translation>{file}: ok ({name} {version}, {entries} entries)</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="39" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file}: cannot read: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="40" />
      <source>{file}: no Team List '{id}' (use --teamlist FILE)</source>
      <translation>{file}: no Team List '{id}' (use --teamlist FILE)</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="41" />
      <source>{file}: the roster has no team</source>
      <translation>{file}: the roster has no team</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="42" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="43" />
      <source>Team</source>
      <translation>Team</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="44" />
      <source>valid</source>
      <translation>valid</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="45" />
      <source>not a regular file</source>
      <translation>not a regular file</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="46" />
      <source>--db needs the path of a database file, not {path}</source>
      <translation>--db needs the path of a database file, not {path}</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="47" />
      <source>{path}: {error}</source>
      <translation>{path}: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="48" />
      <source>a file name that cannot be used on this system</source>
      <translation>a file name that cannot be used on this system</translation>
    </message>
  </context>
  <context>
    <name>cli_kt40k</name>
    <message>
      <location filename="../app/cli/kt40k.py" line="39" />
      <source>valid</source>
      <translation>valid</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="40" />
      <source>{side} list: {points} / {limit} pts</source>
      <translation>{side} list: {points} / {limit} pts</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="41" />
      <source>'{mission}' is no Kill Team 40K mission: give one of {missions}</source>
      <translation>'{mission}' is no Kill Team 40K mission: give one of {missions}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="43" />
      <source>a mission roll is a D6 result, 1 to 6</source>
      <translation>a mission roll is a D6 result, 1 to 6</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="44" />
      <source>give --mission ID or --roll N</source>
      <translation>give --mission ID or --roll N</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="45" />
      <source>D6: {die}</source>
      <translation>D6: {die}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="46" />
      <source>{file}: written</source>
      <translation>{file}: written</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="47" />
      <source>{file}: cannot write: {error}</source>
      <translation>{file}: cannot write: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="48" />
      <source>game {number} recorded: {result}</source>
      <translation>game {number} recorded: {result}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="49" />
      <source>not recorded: {problem}</source>
      <translation>not recorded: {problem}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="50" />
      <source>game {number} taken back</source>
      <translation>game {number} taken back</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="51" />
      <source>no game recorded yet</source>
      <translation>no game recorded yet</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="52" />
      <source>series file {file}: {problem}</source>
      <translation>series file {file}: {problem}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="53" />
      <source>player	played	won	lost	as Heroes	as Villains</source>
      <translation>player	played	won	lost	as Heroes	as Villains</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="55" />
      <source>a Kill Team 40K list is checked for a side: --side heroes or --side villains</source>
      <translation>a Kill Team 40K list is checked for a side: --side heroes or --side villains</translation>
    </message>
  </context>
  <context>
    <name>cli_rosters</name>
    <message>
      <location filename="../app/cli/rosters.py" line="37" />
      <source>Selections not placed: {count}</source>
      <translation>Selections not placed: {count}</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="38" />
      <source>  {path} ({entry}): {reason}</source>
      <translation>  {path} ({entry}): {reason}</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="39" />
      <source>{file} written ({models} models)</source>
      <translation>{file} written ({models} models)</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="40" />
      <source>The Force of {player} was exported to {file}</source>
      <translation>The Force of {player} was exported to {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="41" />
      <source>{file}: use .rosz or .ros for a BattleScribe roster, .json for a Force Sheet one</source>
      <translation>{file}: use .rosz or .ros for a BattleScribe roster, .json for a Force Sheet one</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="44" />
      <source>{file}: converting needs one Force Sheet roster (.json) and one BattleScribe roster (.ros/.rosz)</source>
      <translation>{file}: converting needs one Force Sheet roster (.json) and one BattleScribe roster (.ros/.rosz)</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="47" />
      <source>{file}: cannot write: {error}</source>
      <translation>{file}: cannot write: {error}</translation>
    </message>
  </context>
  <context>
    <name>cli_rules</name>
    <message>
      <location filename="../app/cli/rules.py" line="34" />
      <source>the rules reference has no entry '{id}'</source>
      <translation>the rules reference has no entry '{id}'</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="35" />
      <source>'{value}' does not fit the parameter of {name}</source>
      <translation>'{value}' does not fit the parameter of {name}</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="37" />
      <source>nothing found for '{query}'</source>
      <translation>nothing found for '{query}'</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="38" />
      <source>rules reference booklet written to {file}</source>
      <translation>rules reference booklet written to {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="39" />
      <source>the booklet could not be written to {file}: {error}</source>
      <translation>the booklet could not be written to {file}: {error}</translation>
    </message>
  </context>
  <context>
    <name>cli_server</name>
    <message>
      <location filename="../app/cli/server.py" line="22" />
      <source>{database} is ready for club play: schema, roles and row-level security are in place.</source>
      <translation>{database} is ready for club play: schema, roles and row-level security are in place.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="25" />
      <source>Organiser login: {login}, password: {password} (shown only now).</source>
      <translation>Organiser login: {login}, password: {password} (shown only now).</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="27" />
      <source>Organiser login: {login} (its password was kept).</source>
      <translation>Organiser login: {login} (its password was kept).</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="29" />
      <source>Login for player {player} of campaign {campaign}: {login}, password: {password} (shown only now).</source>
      <translation>Login for player {player} of campaign {campaign}: {login}, password: {password} (shown only now).</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="32" />
      <source>Connect with: forcesheet --db {url}</source>
      <translation>Connect with: forcesheet --db {url}</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="33" />
      <source>The password is kept in this computer's keyring.</source>
      <translation>The password is kept in this computer's keyring.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="34" />
      <source>Campaign {campaign} copied to {file}: play on it with forcesheet --db {file}, then sync it back.</source>
      <translation>Campaign {campaign} copied to {file}: play on it with forcesheet --db {file}, then sync it back.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="37" />
      <source>{applied} actions applied on the server, {skipped} already there, {refused} refused.</source>
      <translation>{applied} actions applied on the server, {skipped} already there, {refused} refused.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="40" />
      <source>Refused: action {seq} ({kind}): {reason}</source>
      <translation>Refused: action {seq} ({kind}): {reason}</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="41" />
      <source>No keyring on this computer: the password was not kept ({error}).</source>
      <translation>No keyring on this computer: the password was not kept ({error}).</translation>
    </message>
  </context>
  <context>
    <name>cli_sheets</name>
    <message>
      <location filename="../app/cli/sheets.py" line="38" />
      <source>{file}: written</source>
      <translation>{file}: written</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="39" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file}: cannot read: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="40" />
      <source>{file}: no Team List '{id}'</source>
      <translation>{file}: no Team List '{id}'</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="41" />
      <source>{file}: the roster has no Team</source>
      <translation>{file}: the roster has no Team</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="42" />
      <source>{file}: cannot write: {error}</source>
      <translation>{file}: cannot write: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="43" />
      <source>give a roster file, or --campaign and --player (and --game for a Team)</source>
      <translation>give a roster file, or --campaign and --player (and --game for a Team)</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="45" />
      <source>campaign store: {error}</source>
      <translation>campaign store: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="46" />
      <source>'{mission}' has no mission card: give one of {missions}</source>
      <translation>'{mission}' has no mission card: give one of {missions}</translation>
    </message>
  </context>
  <context>
    <name>cli_store</name>
    <message>
      <location filename="../app/cli/store.py" line="25" />
      <source>No campaigns in {path}.</source>
      <translation>No campaigns in {path}.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="26" />
      <source>Campaign {id} exported to {file}</source>
      <translation>Campaign {id} exported to {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="27" />
      <source>Imported {file} as campaign {id}: {name}</source>
      <translation>Imported {file} as campaign {id}: {name}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="28" />
      <source>No campaign '{campaign}'.</source>
      <translation>No campaign '{campaign}'.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="29" />
      <source>{path}: ok ({campaigns} campaigns)</source>
      <translation>{path}: ok ({campaigns} campaigns)</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="30" />
      <source>{path}: problems found:</source>
      <translation>{path}: problems found:</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="31" />
      <source>Campaign {id} ({name}): {actions} actions replayed in {seconds} s, the same campaign.</source>
      <translation>Campaign {id} ({name}): {actions} actions replayed in {seconds} s, the same campaign.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="34" />
      <source>campaign {id}: the replay differs at action {seq} ({kind}): {detail}</source>
      <translation>campaign {id}: the replay differs at action {seq} ({kind}): {detail}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="36" />
      <source>campaign {id}: the replayed campaign differs from the stored one: {detail}</source>
      <translation>campaign {id}: the replayed campaign differs from the stored one: {detail}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="39" />
      <source>Backup written: {file}</source>
      <translation>Backup written: {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="40" />
      <source>No backup of {path}.</source>
      <translation>No backup of {path}.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="41" />
      <source>Restored {file}; the previous database was kept as {kept}</source>
      <translation>Restored {file}; the previous database was kept as {kept}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="43" />
      <source>Restored {file}</source>
      <translation>Restored {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="44" />
      <source>Cannot write the campaign file into {folder}: {error}. Nothing was written.</source>
      <translation>Cannot write the campaign file into {folder}: {error}. Nothing was written.</translation>
    </message>
  </context>
  <context>
    <name>cli_teamlists</name>
    <message>
      <location filename="../app/cli/teamlists.py" line="28" />
      <source>{file}: {name}, revision {revision}: {status} ({entries} entries)</source>
      <translation>{file}: {name}, revision {revision}: {status} ({entries} entries)</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="31" />
      <source>game system: {name}</source>
      <translation>game system: {name}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="32" />
      <source>  not expressed: {count} ({summary})</source>
      <translation>  not expressed: {count} ({summary})</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="33" />
      <source>  everything was expressed</source>
      <translation>  everything was expressed</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="34" />
      <source>{where}: not imported: {error}</source>
      <translation>{where}: not imported: {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="35" />
      <source>no Team List '{id}'</source>
      <translation>no Team List '{id}'</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="36" />
      <source>{name} ({id}), revision {revision}, source: {source}</source>
      <translation>{name} ({id}), revision {revision}, source: {source}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="39" />
      <source>{section} [{allowance}]</source>
      <translation>{section} [{allowance}]</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="40" />
      <source>Other: {name} [{allowance}]</source>
      <translation>Other: {name} [{allowance}]</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="41" />
      <source>Other entries</source>
      <translation>Other entries</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="42" />
      <source>{points} pts</source>
      <translation>{points} pts</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="43" />
      <source>Squad ({size})</source>
      <translation>Squad ({size})</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="44" />
      <source>limit {allowance}</source>
      <translation>limit {allowance}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="45" />
      <source>hidden unless a condition holds</source>
      <translation>hidden unless a condition holds</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="46" />
      <source>imported revisions: {revisions}</source>
      <translation>imported revisions: {revisions}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="47" />
      <source>interrupted: the import stopped, no file was left half-written</source>
      <translation>interrupted: the import stopped, no file was left half-written</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="53" />
      <source>imported</source>
      <translation>imported</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="54" />
      <source>new revision imported</source>
      <translation>new revision imported</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="55" />
      <source>already imported, unchanged</source>
      <translation>already imported, unchanged</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="56" />
      <source>re-imported</source>
      <translation>re-imported</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="61" />
      <source>cannot read the file</source>
      <translation>cannot read the file</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="62" />
      <source>cannot write to the data folder</source>
      <translation>cannot write to the data folder</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="63" />
      <source>the file is too large</source>
      <translation>the file is too large</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="64" />
      <source>not a valid zip file</source>
      <translation>not a valid zip file</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="65" />
      <source>the zipped file is too large unzipped</source>
      <translation>the zipped file is too large unzipped</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="66" />
      <source>the zip holds too many files</source>
      <translation>the zip holds too many files</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="67" />
      <source>the zip must hold exactly one .gst or .cat file</source>
      <translation>the zip must hold exactly one .gst or .cat file</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="70" />
      <source>not well-formed XML</source>
      <translation>not well-formed XML</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="71" />
      <source>elements are nested too deeply</source>
      <translation>elements are nested too deeply</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="72" />
      <source>too many elements</source>
      <translation>too many elements</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="73" />
      <source>the file declares a DTD, which BattleScribe files never do</source>
      <translation>the file declares a DTD, which BattleScribe files never do</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="76" />
      <source>the file declares entities (refused: entity expansion attack)</source>
      <translation>the file declares entities (refused: entity expansion attack)</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="79" />
      <source>not a BattleScribe game system or catalogue</source>
      <translation>not a BattleScribe game system or catalogue</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="82" />
      <source>not a game system</source>
      <translation>not a game system</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="83" />
      <source>not a catalogue</source>
      <translation>not a catalogue</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="84" />
      <source>the catalogue belongs to another game system</source>
      <translation>the catalogue belongs to another game system</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="87" />
      <source>its game system (.gst) is missing: import it with the catalogue</source>
      <translation>its game system (.gst) is missing: import it with the catalogue</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="90" />
      <source>unusable id or revision</source>
      <translation>unusable id or revision</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="91" />
      <source>its links expand to far more entries than any real catalogue</source>
      <translation>its links expand to far more entries than any real catalogue</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="94" />
      <source>the importer failed on this file (please report it)</source>
      <translation>the importer failed on this file (please report it)</translation>
    </message>
  </context>
  <context>
    <name>ros</name>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="54" />
      <source>no such entry in the Team List</source>
      <extracomment>Why a selection of a roster was not placed (``app.rules.bsdata.ros.RosterItem.reason``).</extracomment>
      <translation>no such entry in the Team List</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="55" />
      <source>inside a selection not placed</source>
      <translation>inside a selection not placed</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="56" />
      <source>another force of the roster</source>
      <translation>another force of the roster</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="57" />
      <source>its number is not a whole number</source>
      <translation>its number is not a whole number</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="58" />
      <source>a unit holding none of its models</source>
      <translation>a unit holding none of its models</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="59" />
      <source>a line of its campaign notes was not understood</source>
      <translation>a line of its campaign notes was not understood</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="60" />
      <source>its model id is taken: a new one was given</source>
      <translation>its model id is taken: a new one was given</translation>
    </message>
  </context>
  <context>
    <name>sheets</name>
    <message>
      <location filename="../app/sheets/data.py" line="69" />
      <source>Group {number}</source>
      <translation>Group {number}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="70" />
      <source>Squad {number}</source>
      <translation>Squad {number}</translation>
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
      <translation>Game {number}: {mission}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="74" />
      <source>Game {number}</source>
      <translation>Game {number}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="76" />
      <source>Start</source>
      <translation>Start</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="77" />
      <source>The campaign's finale: every model of the Force may play; the other Team rules apply.</source>
      <translation>The campaign's finale: every model of the Force may play; the other Team rules apply.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="80" />
      <source>Field promotion: {model} leads the Team, gains Inspiring Presence and counts as the Team Leader; 1 RP less at the end of the game</source>
      <translation>Field promotion: {model} leads the Team, gains Inspiring Presence and counts as the Team Leader; 1 RP less at the end of the game</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="85" />
      <source>Team Leader (field promotion)</source>
      <translation>Team Leader (field promotion)</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="86" />
      <source>Team Leader (Officer Training)</source>
      <translation>Team Leader (Officer Training)</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="87" />
      <source>{model} is the Team Leader but Wounded: no Inspiring Presence this game</source>
      <translation>{model} is the Team Leader but Wounded: no Inspiring Presence this game</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="89" />
      <source>{model}: Incapacitated, cannot be in this Team</source>
      <translation>{model}: Incapacitated, cannot be in this Team</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="90" />
      <source>Corrected on {date}: {reason}</source>
      <translation>Corrected on {date}: {reason}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="93" />
      <source>Warp Charge: at the start of the Psychic phase roll D3 (not D6) and add the Mastery Levels of your psykers.</source>
      <translation>Warp Charge: at the start of the Psychic phase roll D3 (not D6) and add the Mastery Levels of your psykers.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="96" />
      <source>Every psyker counts as having a psychic hood; a model with a psychic hood in its wargear uses it within 24".</source>
      <translation>Every psyker counts as having a psychic hood; a model with a psychic hood in its wargear uses it within 24".</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="99" />
      <source>No power picked yet: pick up to {limit} before the game.</source>
      <translation>No power picked yet: pick up to {limit} before the game.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="102" />
      <source>One player attacks, the other defends: note who is who.</source>
      <translation>One player attacks, the other defends: note who is who.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="104" />
      <source>{fact}: {rp} RP each</source>
      <translation>{fact}: {rp} RP each</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="105" />
      <source>{fact}: {rp} RP each, to both players</source>
      <translation>{fact}: {rp} RP each, to both players</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="106" />
      <source>{result}: {rp} RP</source>
      <translation>{result}: {rp} RP</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="107" />
      <source>{achievement} is worth {rp} RP in this mission.</source>
      <translation>{achievement} is worth {rp} RP in this mission.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="109" />
      <source>The mission is rolled before the game (D6): write it here.</source>
      <translation>The mission is rolled before the game (D6): write it here.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="112" />
      <source>Place the Comms Relay in your deployment zone when you deploy.</source>
      <translation>Place the Comms Relay in your deployment zone when you deploy.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="114" />
      <source>Place the gun emplacement (twin-linked heavy bolters, fires at BS2) in your deployment zone.</source>
      <translation>Place the gun emplacement (twin-linked heavy bolters, fires at BS2) in your deployment zone.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="117" />
      <source>Place three 6" sections of barbed wire when you deploy: anywhere but the enemy's deployment zone.</source>
      <translation>Place three 6" sections of barbed wire when you deploy: anywhere but the enemy's deployment zone.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="120" />
      <source>Place the 25 mm shield marker in your deployment zone: 5+ invulnerable save within 3".</source>
      <translation>Place the 25 mm shield marker in your deployment zone: 5+ invulnerable save within 3".</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="123" />
      <source>+1 to Deny the Witch within 3" of the shield marker.</source>
      <translation>+1 to Deny the Witch within 3" of the shield marker.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="125" />
      <source>Once per game: mark one enemy model; one friendly model shoots it at BS5.</source>
      <translation>Once per game: mark one enemy model; one friendly model shoots it at BS5.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="127" />
      <source>With standard deployment, roll D3 before the game: that many models may Infiltrate. Roll: ____</source>
      <translation>With standard deployment, roll D3 before the game: that many models may Infiltrate. Roll: ____</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="130" />
      <source>+1 to the roll to Seize the Initiative.</source>
      <translation>+1 to the roll to Seize the Initiative.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="132" />
      <source>After the game: re-roll one injury result of one model.</source>
      <translation>After the game: re-roll one injury result of one model.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/sheets/data.py" line="1119" />
      <source>Crew: %n model(s)</source>
      <extracomment>The Base upgrades that change how a game is set up or played, in the order of the checklist (seed 000, Table des Améliorations); the others act between games. what it is: "rule" (a special rule), "honour" (a Battle Honour) or "upgrade" (a Base upgrade in play) the rule is an imported catalogue's that the reference does not know: its text is in the catalogue's own language models carrying the mission's markers (Raid: demolition charges, "write them on the roster"): how many at most, and who names them ("attacker"); 0: none the Battle Honours the Team's models carry, and the Base upgrades in play, with their texts from the rules reference (once each) what the table needs (issue 18): weapon profiles, psychic powers, the Base upgrades to deploy, the twelve achievements, the mission</extracomment>
      <translation>
        <numerusform>Crew: %n model</numerusform>
        <numerusform>Crew: %n models</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="84" />
      <source>Force Sheet</source>
      <translation>Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="85" />
      <source>Team Sheet</source>
      <translation>Team Sheet</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="86" />
      <source>Force Sheet – {player} – {date}</source>
      <translation>Force Sheet – {player} – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="87" />
      <source>Team Sheet – {player} – {date}</source>
      <translation>Team Sheet – {player} – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="88" />
      <source>Page {page} of {pages}</source>
      <translation>Page {page} of {pages}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="89" />
      <source>Campaign</source>
      <translation>Campaign</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="77" />
      <location filename="../app/sheets/render.py" line="90" />
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="91" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="92" />
      <source>Team List</source>
      <translation>Team List</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="93" />
      <source>{name}, version {version}</source>
      <translation>{name}, version {version}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="94" />
      <source>Base</source>
      <translation>Base</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="95" />
      <source>Level {level}: {name} (Team limit {limit} pts)</source>
      <translation>Level {level}: {name} (Team limit {limit} pts)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="96" />
      <source>Base upgrades</source>
      <translation>Base upgrades</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="97" />
      <source>none</source>
      <translation>none</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="60" />
      <source>Campaign progress</source>
      <translation>Campaign progress</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="61" />
      <source>Campaign progress – {campaign} – {date}</source>
      <translation>Campaign progress – {campaign} – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="62" />
      <source>Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}</source>
      <translation>Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="65" />
      <source>No game played yet: the charts start with the first game.</source>
      <translation>No game played yet: the charts start with the first game.</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="67" />
      <location filename="../app/sheets/render.py" line="98" />
      <source>Requisition Points (RP)</source>
      <translation>Requisition Points (RP)</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="68" />
      <location filename="../app/sheets/progress_page.py" line="72" />
      <location filename="../app/sheets/render.py" line="99" />
      <source>Renown</source>
      <translation>Renown</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="69" />
      <source>Base level</source>
      <translation>Base level</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="70" />
      <source>Force points</source>
      <translation>Force points</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="71" />
      <source>RP</source>
      <translation>RP</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="73" />
      <source>Level</source>
      <translation>Level</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="76" />
      <source>Record</source>
      <translation>Record</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="78" />
      <source>Games</source>
      <translation>Games</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="79" />
      <source>Wins</source>
      <translation>Wins</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="80" />
      <source>Draws</source>
      <translation>Draws</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="81" />
      <source>Losses</source>
      <translation>Losses</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="82" />
      <source>Casualties</source>
      <translation>Casualties</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="83" />
      <source>“Start” is before the first game; each number after it is the state after that game, once its injuries, RP, Renown and spending are done (the last one: now).</source>
      <translation>“Start” is before the first game; each number after it is the state after that game, once its injuries, RP, Renown and spending are done (the last one: now).</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="100" />
      <source>Games played</source>
      <translation>Games played</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="74" />
      <location filename="../app/sheets/render.py" line="101" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="156" />
      <source>Mission: {mission}</source>
      <translation>Mission: {mission}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="157" />
      <source>Weapons</source>
      <translation>Weapons</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="158" />
      <source>Weapon</source>
      <translation>Weapon</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="159" />
      <source>Range</source>
      <translation>Range</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="160" />
      <source>AP</source>
      <translation>AP</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="161" />
      <source>Type</source>
      <translation>Type</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="162" />
      <source>Carried by (#)</source>
      <translation>Carried by (#)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="163" />
      <source>Psychic powers</source>
      <translation>Psychic powers</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="164" />
      <source>{model} – Mastery Level {mastery}: {limit} power(s)</source>
      <translation>{model} – Mastery Level {mastery}: {limit} power(s)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="166" />
      <source>{model} – Mastery Level {mastery}, +1 power with Open Mind: {limit} power(s)</source>
      <translation>{model} – Mastery Level {mastery}, +1 power with Open Mind: {limit} power(s)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="169" />
      <source>Base upgrades at the table</source>
      <translation>Base upgrades at the table</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="170" />
      <source>Achievements (tick what you earned)</source>
      <translation>Achievements (tick what you earned)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="171" />
      <source>+{rp} RP</source>
      <translation>+{rp} RP</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="172" />
      <source>+{rp} RP each time</source>
      <translation>+{rp} RP each time</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="173" />
      <source>Carriers named by the attacker (at most {count}): write each model's # or name</source>
      <translation>Carriers named by the attacker (at most {count}): write each model's # or name</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="176" />
      <source>Carriers named by the defender (at most {count}): write each model's # or name</source>
      <translation>Carriers named by the defender (at most {count}): write each model's # or name</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="179" />
      <source>Carriers (at most {count}): write each model's # or name</source>
      <translation>Carriers (at most {count}): write each model's # or name</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/sheets/render.py" line="1124" />
      <source>{points} pts, %n model(s)</source>
      <translation>
        <numerusform>{points} pts, %n model</numerusform>
        <numerusform>{points} pts, %n models</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="103" />
      <source>Models</source>
      <translation>Models</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="104" />
      <source>#</source>
      <translation>#</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="105" />
      <source>Model</source>
      <translation>Model</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="106" />
      <source>Wargear and special rules</source>
      <translation>Wargear and special rules</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="107" />
      <source>Honours, injuries, state</source>
      <translation>Honours, injuries, state</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="108" />
      <source>Pts</source>
      <translation>Pts</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="109" />
      <source>Rules:</source>
      <translation>Rules:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="110" />
      <source>Honours:</source>
      <translation>Honours:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="111" />
      <source>Injuries:</source>
      <translation>Injuries:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="112" />
      <source>Group:</source>
      <translation>Group:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="113" />
      <source>Bold characteristic: changed by Battle Honours, injuries or this game's effects; the Team List value is in brackets. Bold wargear: options bought for the model.</source>
      <translation>Bold characteristic: changed by Battle Honours, injuries or this game's effects; the Team List value is in brackets. Bold wargear: options bought for the model.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="118" />
      <source>Total: {points} pts</source>
      <translation>Total: {points} pts</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="119" />
      <source>Groups and Squads</source>
      <translation>Groups and Squads</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="120" />
      <source>Group</source>
      <translation>Group</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="121" />
      <source>Entry</source>
      <translation>Entry</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="122" />
      <source>Members</source>
      <translation>Members</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="123" />
      <source>Shared Battle Honours</source>
      <translation>Shared Battle Honours</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="124" />
      <source>Options:</source>
      <translation>Options:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="125" />
      <source>Fallen</source>
      <translation>Fallen</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="126" />
      <source>Corrections</source>
      <translation>Corrections</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="127" />
      <source>This Force was changed outside step 5 (Spend RP) to put mistakes right:</source>
      <translation>This Force was changed outside step 5 (Spend RP) to put mistakes right:</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="129" />
      <source>Died in</source>
      <translation>Died in</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="130" />
      <source>Problems found by the rules check</source>
      <translation>Problems found by the rules check</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="131" />
      <source>Notes</source>
      <translation>Notes</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="132" />
      <source>Mission</source>
      <translation>Mission</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="133" />
      <source>Opponent</source>
      <translation>Opponent</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="75" />
      <location filename="../app/sheets/render.py" line="134" />
      <source>Game</source>
      <translation>Game</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="135" />
      <source>Team points</source>
      <translation>Team points</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="136" />
      <source>{points} of {limit} pts</source>
      <translation>{points} of {limit} pts</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="137" />
      <source>{over} pts over the Base limit</source>
      <translation>{over} pts over the Base limit</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="138" />
      <source>Field promotion</source>
      <translation>Field promotion</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="139" />
      <source>Effects in force this game</source>
      <translation>Effects in force this game</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="140" />
      <source>No temporary effects.</source>
      <translation>No temporary effects.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="141" />
      <source>Special rules of the Team</source>
      <translation>Special rules of the Team</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="142" />
      <source>Battle Honours of the Team</source>
      <translation>Battle Honours of the Team</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="143" />
      <source>Base upgrades in play</source>
      <translation>Base upgrades in play</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="144" />
      <source>Rules reference</source>
      <translation>Rules reference</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="145" />
      <source>Rules Reference</source>
      <translation>Rules Reference</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="146" />
      <source>Heralds of Ruin Kill Team: special rules, play rules, Battle Honours, Base levels and upgrades, campaign terms</source>
      <translation>Heralds of Ruin Kill Team: special rules, play rules, Battle Honours, Base levels and upgrades, campaign terms</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="149" />
      <source>With the optional glossary: {pack}</source>
      <translation>With the optional glossary: {pack}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="150" />
      <source>Printed on {date}</source>
      <translation>Printed on {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="151" />
      <source>Rules Reference – {date}</source>
      <translation>Rules Reference – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="152" />
      <source>The text of the imported catalogue, in its own language.</source>
      <translation>The text of the imported catalogue, in its own language.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="154" />
      <source>Result, casualties and achievements</source>
      <translation>Result, casualties and achievements</translation>
    </message>
  </context>
  <context>
    <name>store</name>
    <message>
      <location filename="../app/i18n/store_messages.py" line="18" />
      <source>The campaign database reported an error.</source>
      <translation>The campaign database reported an error.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="19" />
      <source>The campaign database {path} is already open in another Force Sheet window. Close it there first.</source>
      <translation>The campaign database {path} is already open in another Force Sheet window. Close it there first.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="24" />
      <source>The campaign database {path} was saved by a newer version of Force Sheet. Update Force Sheet to open it; the file was not changed.</source>
      <translation>The campaign database {path} was saved by a newer version of Force Sheet. Update Force Sheet to open it; the file was not changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="29" />
      <source>The backup failed its check: the campaign database {path} may be damaged. Run "forcesheet db check".</source>
      <translation>The backup failed its check: the campaign database {path} may be damaged. Run "forcesheet db check".</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="32" />
      <source>Cannot write into {folder}: {error}. Nothing was written.</source>
      <translation>Cannot write into {folder}: {error}. Nothing was written.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="34" />
      <source>The lock file {path} is a link to another file: Force Sheet does not use it, so that file is not changed. Remove the link and try again.</source>
      <translation>The lock file {path} is a link to another file: Force Sheet does not use it, so that file is not changed. Remove the link and try again.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="37" />
      <source>The campaign database {path} is damaged. It was moved to {moved_to} and left as it was.</source>
      <translation>The campaign database {path} is damaged. It was moved to {moved_to} and left as it was.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="42" />
      <source>The backup {path} is damaged: nothing was restored and the campaign database was not changed.</source>
      <translation>The backup {path} is damaged: nothing was restored and the campaign database was not changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="45" />
      <source>The campaign database {path} is damaged. Nothing was changed: Force Sheet moves it aside when it opens it.</source>
      <translation>The campaign database {path} is damaged. Nothing was changed: Force Sheet moves it aside when it opens it.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="48" />
      <source>The campaign database {path} was empty (0 bytes). It was moved to {moved_to}.</source>
      <translation>The campaign database {path} was empty (0 bytes). It was moved to {moved_to}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="51" />
      <source>The campaign database {path} is empty (0 bytes). Nothing was changed.</source>
      <translation>The campaign database {path} is empty (0 bytes). Nothing was changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="53" />
      <source>There is no campaign database at {path}, but there are backups of it.</source>
      <translation>There is no campaign database at {path}, but there are backups of it.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="55" />
      <source>There is no campaign database at {path}: it was damaged and moved to {moved_to}.</source>
      <translation>There is no campaign database at {path}: it was damaged and moved to {moved_to}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="58" />
      <source>You can restore the newest good backup, {backup}.</source>
      <translation>You can restore the newest good backup, {backup}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="60" />
      <source>There is no good backup of it.</source>
      <translation>There is no good backup of it.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="61" />
      <source>The disk is full: nothing was saved. Free some space and try again.</source>
      <translation>The disk is full: nothing was saved. Free some space and try again.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="64" />
      <source>The campaign database cannot be written (read-only): nothing was saved.</source>
      <translation>The campaign database cannot be written (read-only): nothing was saved.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="67" />
      <source>The campaign database {path} is open read-only (the file or its folder cannot be written): nothing can be changed.</source>
      <translation>The campaign database {path} is open read-only (the file or its folder cannot be written): nothing can be changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="70" />
      <source>The campaign database {path} was saved by an older Force Sheet and must be upgraded, but it cannot be written. Copy it to a folder you can write to.</source>
      <translation>The campaign database {path} was saved by an older Force Sheet and must be upgraded, but it cannot be written. Copy it to a folder you can write to.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="73" />
      <source>There is no campaign database {id}.</source>
      <translation>There is no campaign database {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="74" />
      <source>Cannot import {file}: {reason} (at {path}). Nothing was imported.</source>
      <translation>Cannot import {file}: {reason} (at {path}). Nothing was imported.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="77" />
      <source>Not found: {id}.</source>
      <translation>Not found: {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="78" />
      <source>There is no campaign {id}.</source>
      <translation>There is no campaign {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="79" />
      <location filename="../app/i18n/store_messages.py" line="108" />
      <source>There is no player {id}.</source>
      <translation>There is no player {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="80" />
      <source>There is no game {id}.</source>
      <translation>There is no game {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="81" />
      <source>There is no Team List '{id}'.</source>
      <translation>There is no Team List '{id}'.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="82" />
      <source>The campaign history cannot do that.</source>
      <translation>The campaign history cannot do that.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="83" />
      <source>There is nothing to undo.</source>
      <translation>There is nothing to undo.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="84" />
      <source>There is nothing to redo.</source>
      <translation>There is nothing to redo.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="85" />
      <source>The campaign no longer matches its history: nothing was changed.</source>
      <translation>The campaign no longer matches its history: nothing was changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="87" />
      <source>This cannot be undone or redone: a later action by {by} changed the same models or records. Undo that one first.</source>
      <translation>This cannot be undone or redone: a later action by {by} changed the same models or records. Undo that one first.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="90" />
      <source>{url} is not a database address: write postgresql://login@server/database.</source>
      <translation>{url} is not a database address: write postgresql://login@server/database.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="92" />
      <source>The server {path} refused the login: check the login name and password.</source>
      <translation>The server {path} refused the login: check the login name and password.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="94" />
      <source>The server {path} cannot be reached: check the address and the network, or take the campaign offline. Nothing was changed.</source>
      <translation>The server {path} cannot be reached: check the address and the network, or take the campaign offline. Nothing was changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="97" />
      <source>The connection to the server {path} was lost: nothing was changed. Try again when the server is back.</source>
      <translation>The connection to the server {path} was lost: nothing was changed. Try again when the server is back.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="100" />
      <source>The server saved the action, but its answer was lost: the campaign is shown as the server has it.</source>
      <translation>The server saved the action, but its answer was lost: the campaign is shown as the server has it.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="103" />
      <source>{path} is a club server: its administrator backs it up (pg_dump). Export a campaign to keep a copy of your own.</source>
      <translation>{path} is a club server: its administrator backs it up (pg_dump). Export a campaign to keep a copy of your own.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="106" />
      <source>{login} cannot be a login: use lower-case letters, digits and _ (up to 63).</source>
      <translation>{login} cannot be a login: use lower-case letters, digits and _ (up to 63).</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="109" />
      <source>The rules refuse this action on the campaign as the server has it now: it was not applied. Do it again by hand if it still applies.</source>
      <translation>The rules refuse this action on the campaign as the server has it now: it was not applied. Do it again by hand if it still applies.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="112" />
      <source>This campaign database is not an offline copy of a club's campaign.</source>
      <translation>This campaign database is not an offline copy of a club's campaign.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="114" />
      <source>This offline copy was taken from another server ({url}).</source>
      <translation>This offline copy was taken from another server ({url}).</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="116" />
      <source>This campaign database is a file, not a club server.</source>
      <translation>This campaign database is a file, not a club server.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="118" />
      <source>Other laptops kept changing the campaign at the same moment: nothing was changed. Try again.</source>
      <translation>Other laptops kept changing the campaign at the same moment: nothing was changed. Try again.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="121" />
      <source>Your login on {path} may not change this: each player changes only their own Force, Team, injuries and spending. Nothing was changed.</source>
      <translation>Your login on {path} may not change this: each player changes only their own Force, Team, injuries and spending. Nothing was changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="124" />
      <source>This cannot be done now.</source>
      <translation>This cannot be done now.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="125" />
      <source>The injuries of this game were already applied for this player.</source>
      <translation>The injuries of this game were already applied for this player.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="127" />
      <source>The RP and Renown of this game were already applied.</source>
      <translation>The RP and Renown of this game were already applied.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="129" />
      <source>More dice are needed: only {used} were given.</source>
      <translation>More dice are needed: only {used} were given.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="131" />
      <source>A die result must be from 1 to 6.</source>
      <translation>A die result must be from 1 to 6.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="132" />
      <source>This Force has played: it changes only by spending RP (step 5) or by a correction.</source>
      <translation>This Force has played: it changes only by spending RP (step 5) or by a correction.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="135" />
      <source>A correction needs a reason: say what is put right.</source>
      <translation>A correction needs a reason: say what is put right.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="137" />
      <source>Something changed since this was prepared: close the dialog and open it again.</source>
      <translation>Something changed since this was prepared: close the dialog and open it again.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="140" />
      <source>The starting Force breaks its limits ({codes}): nothing was added. Correct it and try again.</source>
      <translation>The starting Force breaks its limits ({codes}): nothing was added. Correct it and try again.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="143" />
      <source>This is the campaign as it was: it cannot be changed.</source>
      <translation>This is the campaign as it was: it cannot be changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="145" />
      <source>A Force moves only to another revision of its own Team List.</source>
      <translation>A Force moves only to another revision of its own Team List.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="147" />
      <source>Two models share the id {uid}: nothing was changed.</source>
      <translation>Two models share the id {uid}: nothing was changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="149" />
      <source>The id {uid} belongs to a model that has left the Force: nothing was changed.</source>
      <translation>The id {uid} belongs to a model that has left the Force: nothing was changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="152" />
      <source>The id {uid} is kept for Artillery crew: nothing was changed.</source>
      <translation>The id {uid} is kept for Artillery crew: nothing was changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="154" />
      <source>Two Groups share the id {uid}: nothing was changed.</source>
      <translation>Two Groups share the id {uid}: nothing was changed.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="163" />
      <source>expected an object</source>
      <extracomment>The fixed ``reason`` words of ``store.import_error`` (``app.model.exchange`` and the roster reader write them in English; a player reads them in the import error box).</extracomment>
      <translation>expected an object</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="164" />
      <source>expected a list</source>
      <translation>expected a list</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="165" />
      <source>missing</source>
      <translation>missing</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="166" />
      <source>wrong type</source>
      <translation>wrong type</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="21" />
      <location filename="../app/i18n/store_messages.py" line="167" />
      <source>the file is too large</source>
      <translation>the file is too large</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="22" />
      <source>not a valid zip file</source>
      <translation>not a valid zip file</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="23" />
      <source>the zipped roster is too large unzipped</source>
      <translation>the zipped roster is too large unzipped</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="24" />
      <source>the zip holds too many files</source>
      <translation>the zip holds too many files</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="25" />
      <source>the zip must hold exactly one .ros file</source>
      <translation>the zip must hold exactly one .ros file</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="27" />
      <source>not well-formed XML</source>
      <translation>not well-formed XML</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="28" />
      <source>elements are nested too deeply</source>
      <translation>elements are nested too deeply</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="29" />
      <source>too many elements</source>
      <translation>too many elements</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="30" />
      <source>the file declares a DTD, which BattleScribe files never do</source>
      <translation>the file declares a DTD, which BattleScribe files never do</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="32" />
      <source>the file declares entities (refused: entity expansion attack)</source>
      <translation>the file declares entities (refused: entity expansion attack)</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="34" />
      <source>not a BattleScribe roster</source>
      <translation>not a BattleScribe roster</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="35" />
      <source>the roster has no force of a known catalogue</source>
      <translation>the roster has no force of a known catalogue</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="36" />
      <source>the roster holds too many models</source>
      <translation>the roster holds too many models</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="37" />
      <source>its catalogue is not imported: import the catalogue (.cat) first</source>
      <translation>its catalogue is not imported: import the catalogue (.cat) first</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="44" />
      <source>The Team List {id} is Force Sheet's own: BattleScribe has no catalogue for it, so its Forces are exported as Force Sheet rosters (.json) only.</source>
      <extracomment>``store.error.&lt;what&gt;`` messages of roster exports.</extracomment>
      <translation>The Team List {id} is Force Sheet's own: BattleScribe has no catalogue for it, so its Forces are exported as Force Sheet rosters (.json) only.</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="47" />
      <source>The BattleScribe catalogue of {id} is not in the catalogue library: import its .cat (with its .gst) again, then export the Force.</source>
      <translation>The BattleScribe catalogue of {id} is not in the catalogue library: import its .cat (with its .gst) again, then export the Force.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="168" />
      <source>nested too deeply</source>
      <translation>nested too deeply</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="169" />
      <source>not a Force Sheet campaign file</source>
      <translation>not a Force Sheet campaign file</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="170" />
      <source>unknown version</source>
      <translation>unknown version</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="171" />
      <source>not a Team List</source>
      <translation>not a Team List</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="172" />
      <source>duplicate id</source>
      <translation>duplicate id</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="173" />
      <source>unknown Team List copy</source>
      <translation>unknown Team List copy</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="174" />
      <source>refers to nothing</source>
      <translation>refers to nothing</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="175" />
      <source>expected a list of ids</source>
      <translation>expected a list of ids</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="176" />
      <source>expected a list of uids</source>
      <translation>expected a list of uids</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="177" />
      <source>RP, Renown or Base level out of range</source>
      <translation>RP, Renown or Base level out of range</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="178" />
      <source>not readable</source>
      <translation>not readable</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="179" />
      <source>not a readable model</source>
      <translation>not a readable model</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="180" />
      <source>unknown section</source>
      <translation>unknown section</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="181" />
      <source>unknown status</source>
      <translation>unknown status</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="182" />
      <source>expected whole numbers</source>
      <translation>expected whole numbers</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="183" />
      <source>not a number</source>
      <translation>not a number</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="184" />
      <source>not a readable Group</source>
      <translation>not a readable Group</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="185" />
      <source>expected counts</source>
      <translation>expected counts</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="20" />
      <location filename="../app/i18n/store_messages.py" line="186" />
      <source>cannot read</source>
      <translation>cannot read</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="187" />
      <source>not a readable campaign file</source>
      <translation>not a readable campaign file</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="188" />
      <source>not a roster file</source>
      <translation>not a roster file</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="39" />
      <location filename="../app/i18n/store_messages.py" line="189" />
      <source>not a readable roster file</source>
      <translation>not a readable roster file</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="190" />
      <source>expected a JSON object</source>
      <translation>expected a JSON object</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="191" />
      <source>expected a mapping</source>
      <translation>expected a mapping</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="192" />
      <source>expected an upgrade id</source>
      <translation>expected an upgrade id</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="193" />
      <source>expected a model uid</source>
      <translation>expected a model uid</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="194" />
      <source>this key is required</source>
      <translation>this key is required</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="195" />
      <source>options are nested too deeply</source>
      <translation>options are nested too deeply</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="196" />
      <source>must be at least 1</source>
      <translation>must be at least 1</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="197" />
      <source>a number out of range</source>
      <translation>a number out of range</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="198" />
      <source>text that is not valid Unicode</source>
      <translation>text that is not valid Unicode</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="199" />
      <source>unknown Team List entry</source>
      <translation>unknown Team List entry</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="200" />
      <source>not a Team List id or revision</source>
      <translation>not a Team List id or revision</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="201" />
      <source>too many objects and lists</source>
      <translation>too many objects and lists</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="207" />
      <source>not valid JSON ({detail})</source>
      <extracomment>Reasons with a value in them: (pattern, template with the pattern's named groups).</extracomment>
      <translation>not valid JSON ({detail})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="209" />
      <source>written by a newer Force Sheet (version {version})</source>
      <translation>written by a newer Force Sheet (version {version})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="211" />
      <source>the roster is for {found}, not {expected}</source>
      <translation>the roster is for {found}, not {expected}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="213" />
      <source>this is not a Force Sheet roster</source>
      <translation>this is not a Force Sheet roster</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="215" />
      <source>version {version} is newer than this app reads ({known})</source>
      <translation>version {version} is newer than this app reads ({known})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="217" />
      <source>expected an option id or a mapping, found {found}</source>
      <translation>expected an option id or a mapping, found {found}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="219" />
      <source>a value of the wrong type: {found}</source>
      <translation>a value of the wrong type: {found}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="221" />
      <source>unknown key {key}</source>
      <translation>unknown key {key}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="223" />
      <source>more than {count} models</source>
      <translation>more than {count} models</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="225" />
      <source>two models share the uid {uid}</source>
      <translation>two models share the uid {uid}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="227" />
      <source>the uid {uid} is kept for Artillery crew</source>
      <translation>the uid {uid} is kept for Artillery crew</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="229" />
      <source>the uid {uid} belongs to a model that has left the Force</source>
      <translation>the uid {uid} belongs to a model that has left the Force</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="231" />
      <source>two Groups share the id {gid}</source>
      <translation>two Groups share the id {gid}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="233" />
      <source>the same {columns} as an earlier row</source>
      <translation>the same {columns} as an earlier row</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="235" />
      <source>RP {rp} do not match the RP ledger ({ledger})</source>
      <translation>RP {rp} do not match the RP ledger ({ledger})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="237" />
      <source>points {found} do not match the Team List's {wanted}</source>
      <translation>points {found} do not match the Team List's {wanted}</translation>
    </message>
  </context>
</TS>