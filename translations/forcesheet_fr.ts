<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
  <context>
    <name>AboutDialog</name>
    <message>
      <location filename="../app/ui/about.py" line="67" />
      <source>About Force Sheet</source>
      <translation>À propos de Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/about.py" line="70" />
      <source>Campaign manager for Heralds of Ruin Kill Team: build your Force from a Team List, pick a Team for each game and let the app check the rules. Works fully offline.</source>
      <translation>Gestionnaire de campagne pour Heralds of Ruin Kill Team : construisez votre Force à partir d'une Liste d'Équipe, choisissez une Équipe pour chaque partie et laissez l'application vérifier les règles. Fonctionne entièrement hors ligne.</translation>
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
      <translation>Recruter une figurine</translation>
    </message>
  </context>
  <context>
    <name>BuildTeamDialog</name>
    <message>
      <location filename="../app/ui/steps/team.py" line="370" />
      <source>{model}: {count} of {limit} powers (Mastery Level {mastery}, +1 Open Mind)</source>
      <extracomment>the campaign's finale: the whole Force may play (seed 000: "une dernière bataille où tout le monde peut utiliser toute sa Force") the psychic powers ticked, by psyker uid (kept while a psyker leaves the Team)</extracomment>
      <translation>{model} : {count} pouvoir(s) sur {limit} (Niveau de Maîtrise {mastery}, +1 Ouverture d'Esprit)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="373" />
      <source>{model}: {count} of {limit} powers (Mastery Level {mastery})</source>
      <translation>{model} : {count} pouvoir(s) sur {limit} (Niveau de Maîtrise {mastery})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="389" />
      <source>— pick a Specialist —</source>
      <translation>— choisir un Spécialiste —</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="409" />
      <source>Points: {points} / {limit} (the finale: the whole Force)</source>
      <translation>Points : {points} / {limit} (la finale : toute la Force)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="413" />
      <source>Points: {points} / {limit} (Base limit of {base})</source>
      <translation>Points : {points} / {limit} (limite de la Base : {base})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="440" />
      <source>Build a Team — {player}</source>
      <translation>Construire une Équipe — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="442" />
      <source>Save and &amp;print Team Sheet…</source>
      <translation>Enregistrer et &amp;imprimer la Feuille d'Équipe…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="444" />
      <source>Model</source>
      <translation>Figurine</translation>
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
      <translation>État</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="446" />
      <source>&amp;Field promotion (no Team Leader):</source>
      <translation>&amp;Promotion sur le terrain (pas de Chef d'Équipe) :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="447" />
      <source>Ps&amp;ychic powers for this game:</source>
      <translation>Pouvoirs ps&amp;ychiques pour cette partie :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="449" />
      <source>One power per Mastery Level from the psyker's list, never the same twice; Open Mind adds one. Warp Charge: roll D3 (not D6) plus the Mastery Levels. Every psyker counts as having a psychic hood.</source>
      <translation>Un pouvoir par Niveau de Maîtrise, choisi dans la liste du psyker, jamais deux fois le même ; Ouverture d'Esprit en ajoute un. Charge Warp : lancez D3 (et non D6) plus les Niveaux de Maîtrise. Tout psyker compte comme ayant un capuchon psychique.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="453" />
      <source>The Specialist who leads this Team; you earn 1 RP less after the game.</source>
      <translation>Le Spécialiste qui mène cette Équipe ; vous gagnez 1 PR de moins après la partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/team.py" line="477" />
      <source>A Group plays with all its models or not at all.</source>
      <translation>Un Groupe joue avec toutes ses figurines ou pas du tout.</translation>
    </message>
  </context>
  <context>
    <name>CampaignCommands</name>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="88" />
      <source>Demo: The Fall of Vigil Keep</source>
      <extracomment>extra arguments of the exports (tests: ``path`` and ``open_viewer=False``)</extracomment>
      <translation>Démo : La Chute de Vigil Keep</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="89" />
      <source>A ready-made campaign to look around: two games played, honours, injuries, a fallen Marine. Undo and redo anything.</source>
      <translation>Une campagne toute prête pour découvrir l'application : deux parties jouées, des honneurs, des blessures, un Marine tombé. Annulez et rétablissez ce que vous voulez.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="98" />
      <source>Setting up the demo campaign…</source>
      <translation>Préparation de la campagne de démonstration…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="101" />
      <location filename="../app/ui/campaigns/commands.py" line="132" />
      <source>Demo campaign</source>
      <translation>Campagne de démonstration</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="133" />
      <source>The demo campaign could not be set up: {error}</source>
      <translation>La campagne de démonstration n'a pas pu être préparée : {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="235" />
      <source>Player:</source>
      <translation>Joueur :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="259" />
      <source>Team Sheet</source>
      <translation>Feuille d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="260" />
      <source>This player has not played a game yet: a Team Sheet shows the Team of a recorded game.</source>
      <translation>Ce joueur n'a encore joué aucune partie : une Feuille d'Équipe montre l'Équipe d'une partie enregistrée.</translation>
    </message>
  </context>
  <context>
    <name>CampaignListModel</name>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="59" />
      <source>Campaign</source>
      <translation>Campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="59" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="59" />
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="60" />
      <source>Last game</source>
      <translation>Dernière partie</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="64" />
      <source>(archived)</source>
      <translation>(archivée)</translation>
    </message>
  </context>
  <context>
    <name>CampaignListPanel</name>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="81" />
      <source>Show &amp;archived campaigns</source>
      <translation>Afficher les campagnes &amp;archivées</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="82" />
      <source>New…</source>
      <translation>Nouvelle…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="83" />
      <source>Rename…</source>
      <translation>Renommer…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="84" />
      <source>Delete…</source>
      <translation>Supprimer…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="167" />
      <source>Unarchive</source>
      <translation>Désarchiver</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="167" />
      <source>Archive</source>
      <translation>Archiver</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="177" />
      <source>Rename campaign</source>
      <translation>Renommer la campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="177" />
      <source>New name:</source>
      <translation>Nouveau nom :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="201" />
      <source>Delete campaign</source>
      <translation>Supprimer la campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_list.py" line="202" />
      <source>Delete the campaign “{name}”? Its players, games and history are deleted with it, and this cannot be undone. Archive it instead to keep it out of sight.</source>
      <translation>Supprimer la campagne « {name} » ? Ses joueurs, ses parties et son historique sont supprimés avec elle, et c'est irréversible. Archivez-la plutôt pour la mettre de côté.</translation>
    </message>
  </context>
  <context>
    <name>CampaignSettingsDialog</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="364" />
      <source>Campaign settings</source>
      <translation>Paramètres de la campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="366" />
      <source>Games already played keep their mission; the list applies from the next game.</source>
      <translation>Les parties déjà jouées gardent leur mission ; la liste s'applique à partir de la prochaine partie.</translation>
    </message>
  </context>
  <context>
    <name>CampaignSettingsForm</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="140" />
      <source>&amp;Missions:</source>
      <translation>&amp;Missions :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="142" />
      <source>&amp;Underdog RP:</source>
      <translation>PR d'&amp;outsider :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="147" />
      <source>S&amp;quad reinforcement (unit ÷ size):</source>
      <translation>Renfort d'Es&amp;couade (unité ÷ effectif) :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="151" />
      <source>Use the optional &amp;Knocked Out rule</source>
      <translation>Utiliser la règle optionnelle &amp;Hors de combat</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="152" />
      <source>&amp;Steps of a round:</source>
      <translation>Étapes d'une &amp;manche :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="155" />
      <source>every player finishes a step before anyone takes the next</source>
      <translation>chaque joueur finit une étape avant que quiconque passe à la suivante</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="156" />
      <source>each pair goes on after its own game</source>
      <translation>chaque paire continue après sa propre partie</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="157" />
      <source>&amp;Doomsday Device, enemies near:</source>
      <translation>&amp;Dispositif du Jugement Dernier, ennemis proches :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="160" />
      <source>both players get 1 RP, the finder keeps his 2</source>
      <translation>les deux joueurs gagnent 1 PR, celui qui le trouve garde ses 2</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="161" />
      <source>both players get 1 RP instead of the finder's 2</source>
      <translation>les deux joueurs gagnent 1 PR au lieu des 2 de celui qui le trouve</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="163" />
      <source>In a storyline, the winner of the previous mission defends the Last Stand</source>
      <translation>Dans une ligne d'histoire, le vainqueur de la mission précédente défend le Dernier Carré</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="164" />
      <source>Mission list, in the order of the games</source>
      <translation>Liste des missions, dans l'ordre des parties</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="165" />
      <source>&amp;Add</source>
      <translation>&amp;Ajouter</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="166" />
      <source>&amp;Remove</source>
      <translation>&amp;Retirer</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="167" />
      <source>Move up</source>
      <translation>Monter</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="168" />
      <source>Move down</source>
      <translation>Descendre</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="169" />
      <source>Use the example storyline</source>
      <translation>Utiliser l'exemple de campagne scénarisée</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="170" />
      <source>When a Force is dissolved, the player keeps</source>
      <translation>Quand une Force est dissoute, le joueur garde</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="171" />
      <source>their RP</source>
      <translation>ses PR</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="172" />
      <source>their Renown</source>
      <translation>son Renom</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="173" />
      <source>their Base level</source>
      <translation>le niveau de sa Base</translation>
    </message>
  </context>
  <context>
    <name>CampaignView</name>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="183" />
      <source>Campaign settings…</source>
      <extracomment>The five steps of a game night, in order (ids of ``app.i18n.terms`` kind "step"). a step id of STEPS, or a round action: ``start_round``, ``close_campaign`` (the player the step is for is the selected one) players whose rows changed while the Players tab was hidden (read when it shows)</extracomment>
      <translation>Paramètres de la campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="184" />
      <source>Game night</source>
      <translation>Soirée de jeu</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="187" />
      <source>{number}. {step}</source>
      <translation>{number}. {step}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="189" />
      <source>Each game: both players build a Team, record the game, then each rolls injuries, gains RP and Renown, and spends RP.</source>
      <translation>À chaque partie : les deux joueurs construisent une Équipe, enregistrent la partie, puis chacun lance les blessures, gagne PR et Renom, et dépense ses PR.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="191" />
      <source>Add player…</source>
      <translation>Ajouter un joueur…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="192" />
      <source>Open Force…</source>
      <translation>Ouvrir la Force…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="193" />
      <source>Rename…</source>
      <translation>Renommer…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="194" />
      <source>Print</source>
      <translation>Imprimer</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="195" />
      <source>Force Sheet of this player…</source>
      <translation>Feuille de Force de ce joueur…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="196" />
      <source>Team Sheet of this player's last game…</source>
      <translation>Feuille d'Équipe de la dernière partie de ce joueur…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="197" />
      <source>All Force Sheets of the campaign…</source>
      <translation>Toutes les Feuilles de Force de la campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="198" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="199" />
      <source>Standings</source>
      <translation>Classement</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="200" />
      <source>History</source>
      <translation>Historique</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/campaign_view.py" line="320" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n joueur</numerusform>
        <numerusform>%n joueurs</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/campaign_view.py" line="321" />
      <source>%n game(s) played</source>
      <translation>
        <numerusform>%n partie jouée</numerusform>
        <numerusform>%n parties jouées</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="322" />
      <source>missions: {mode}</source>
      <translation>missions : {mode}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="323" />
      <source>started {date}</source>
      <translation>commencée le {date}</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/campaign_view.py" line="326" />
      <source>%n round(s)</source>
      <translation>
        <numerusform>%n manche</numerusform>
        <numerusform>%n manches</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="328" />
      <source>archived</source>
      <translation>archivée</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="330" />
      <source>closed {date}</source>
      <translation>close le {date}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/campaign_view.py" line="400" />
      <source>Only the club's organiser can do this.</source>
      <translation>Seul l'organisateur du club peut faire cela.</translation>
    </message>
  </context>
  <context>
    <name>CampaignViolation</name>
    <message>
      <location filename="../app/ui/steps/messages.py" line="28" />
      <source>The campaign setting {setting} has an unknown value, '{value}'.</source>
      <translation>Le réglage de campagne {setting} a une valeur inconnue, « {value} ».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="29" />
      <source>The campaign's mission list is empty.</source>
      <translation>La liste des missions de la campagne est vide.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="30" />
      <source>Mission {index}: '{mission}' is not on the mission table.</source>
      <translation>Mission {index} : « {mission} » n'est pas dans la table des missions.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="31" />
      <source>{mission} is only for a storyline campaign.</source>
      <translation>{mission} est réservée à une campagne scénarisée.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="32" />
      <source>{mission} must be the last mission of the storyline.</source>
      <translation>{mission} doit être la dernière mission du scénario.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="33" />
      <source>The campaign is closed: no more rounds.</source>
      <translation>La campagne est close : plus de manches.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="34" />
      <source>Round {round} is not finished: every player completes step 5 first.</source>
      <translation>La manche {round} n'est pas finie : chaque joueur termine d'abord l'étape 5.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="35" />
      <source>Round {round} was the finale: close the campaign instead.</source>
      <translation>La manche {round} était la finale : clôturez plutôt la campagne.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="36" />
      <source>{player} is not a player of this campaign.</source>
      <translation>{player} n'est pas un joueur de cette campagne.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="37" />
      <source>{player} is in the round {count} times.</source>
      <translation>{player} figure {count} fois dans la manche.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="38" />
      <source>{player} has neither an opponent nor a bye.</source>
      <translation>{player} n'a ni adversaire ni exemption.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="39" />
      <source>Round {round} needs at least one game.</source>
      <translation>La manche {round} demande au moins une partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="40" />
      <source>The mission list has {missions} mission(s): none left for round {round}.</source>
      <translation>La liste des missions en compte {missions} : aucune pour la manche {round}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="41" />
      <source>{player} is not in round {round}: new players join the next round.</source>
      <translation>{player} n'est pas dans la manche {round} : les nouveaux joueurs rejoignent la suivante.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="42" />
      <source>{player} has a bye in round {round}: no {step}.</source>
      <translation>{player} est exempt de la manche {round} : pas d'étape « {step} ».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="43" />
      <source>{player} already did {step} in round {round}.</source>
      <translation>{player} a déjà fait l'étape « {step} » dans la manche {round}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="44" />
      <source>{step} is not open yet for {player}: next is {current}.</source>
      <translation>L'étape « {step} » n'est pas encore ouverte pour {player} : ensuite vient « {current} ».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="45" />
      <source>These players are not paired in round {round}.</source>
      <translation>Ces joueurs ne s'affrontent pas dans la manche {round}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="46" />
      <source>Start round {round} first: its pairings decide who plays whom.</source>
      <translation>Commencez d'abord la manche {round} : ses appariements décident qui joue contre qui.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="47" />
      <source>The campaign is already closed.</source>
      <translation>La campagne est déjà close.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="48" />
      <source>Round {round} is still in progress: finish it before closing the campaign.</source>
      <translation>La manche {round} est encore en cours : terminez-la avant de clore la campagne.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="49" />
      <source>A model is picked {count} times.</source>
      <translation>Une figurine est choisie {count} fois.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="50" />
      <source>No points known for {uid}.</source>
      <translation>Points inconnus pour {uid}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="51" />
      <source>The starting Force is not valid yet: correct it in the Force editor first.</source>
      <translation>La Force de départ n'est pas encore valide : corrigez-la d'abord dans l'éditeur de Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="54" />
      <source>{uid} is no psyker of this Team: it picks no psychic power.</source>
      <translation>{uid} n'est pas un psyker de cette Équipe : il ne choisit aucun pouvoir psychique.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="55" />
      <source>{uid} has {item} {count} times: a psyker never has the same power twice.</source>
      <translation>{uid} a {item} {count} fois : un psyker n'a jamais deux fois le même pouvoir.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="56" />
      <source>{item} is not on the psychic powers list of {uid}.</source>
      <translation>{item} n'est pas dans la liste des pouvoirs psychiques de {uid}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="57" />
      <source>{uid} has {count} psychic powers: at most {limit} (one per Mastery Level, one more with Open Mind).</source>
      <translation>{uid} a {count} pouvoirs psychiques : au plus {limit} (un par Niveau de Maîtrise, un de plus avec Ouverture d'Esprit).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="58" />
      <source>A game needs exactly two players ({count} given).</source>
      <translation>Une partie se joue à exactement deux joueurs ({count} indiqués).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="59" />
      <source>A player cannot play against themselves.</source>
      <translation>Un joueur ne peut pas jouer contre lui-même.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="60" />
      <source>The winner did not play this game.</source>
      <translation>Le vainqueur n'a pas joué cette partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="61" />
      <source>Unknown mission '{mission}'.</source>
      <translation>Mission inconnue « {mission} ».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="62" />
      <source>{mission} needs an attacker and a defender.</source>
      <translation>{mission} demande un attaquant et un défenseur.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="63" />
      <source>{mission}: one player attacks, the other defends.</source>
      <translation>{mission} : un joueur attaque, l'autre défend.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="64" />
      <source>{mission} has no attacker or defender.</source>
      <translation>{mission} n'a ni attaquant ni défenseur.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="65" />
      <source>Unknown achievement '{achievement}'.</source>
      <translation>Haut fait inconnu « {achievement} ».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="66" />
      <source>{achievement} comes from the result, not from the record.</source>
      <translation>{achievement} découle du résultat, pas de la saisie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="67" />
      <source>{player}: {achievement} earned {count} times, at most {max}.</source>
      <translation>{player} : {achievement} obtenu {count} fois, au plus {max}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="68" />
      <source>Only one player can earn {achievement}.</source>
      <translation>Un seul joueur peut obtenir {achievement}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="69" />
      <source>{fact} does not count in {mission}.</source>
      <translation>{fact} ne compte pas dans {mission}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="70" />
      <source>{player}: {fact} cannot be negative.</source>
      <translation>{player} : {fact} ne peut pas être négatif.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="71" />
      <source>{player}: {fact} is {value}, at most {max}.</source>
      <translation>{player} : {fact} vaut {value}, au plus {max}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="72" />
      <source>{player}: only the {role} records {fact}.</source>
      <translation>{player} : seul l'{role} note {fact}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="73" />
      <source>Both players together record {total}, but the mission has only {max}.</source>
      <translation>Les deux joueurs notent {total} à eux deux, mais la mission n'en a que {max}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="74" />
      <source>{player} has no Team for this game.</source>
      <translation>{player} n'a pas d'Équipe pour cette partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="75" />
      <source>{player}: {uid} is not in the Force.</source>
      <translation>{player} : {uid} n'est pas dans la Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="76" />
      <source>{player}: {uid} did not play in this game.</source>
      <translation>{player} : {uid} n'a pas joué cette partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="77" />
      <source>{uid} is recorded twice ({first} and {second}).</source>
      <translation>{uid} est notée deux fois ({first} et {second}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="78" />
      <source>{uid} is a Walker: record Wrecked or Explodes!, not a casualty.</source>
      <translation>{uid} est un Marcheur : notez Épave ou Explose !, pas une perte.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="79" />
      <source>{uid} is not a Walker.</source>
      <translation>{uid} n'est pas un Marcheur.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="80" />
      <source>The field-promoted {uid} did not play.</source>
      <translation>{uid}, promu sur le terrain, n'a pas joué.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="81" />
      <source>Mission die {number}: {mission} has no such dice table.</source>
      <translation>Dé de mission {number} : {mission} n'a pas cette table de dés.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="82" />
      <source>Mission die {number}: {roll} is not a D6 result of a player of this game.</source>
      <translation>Dé de mission {number} : {roll} n'est pas un résultat de D6 d'un joueur de cette partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="83" />
      <source>Give the reason for recording another result than the mission's.</source>
      <translation>Donnez la raison d'enregistrer un autre résultat que celui de la mission.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="84" />
      <source>These injuries belong to another player.</source>
      <translation>Ces blessures appartiennent à un autre joueur.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="85" />
      <source>{uid} rolled no injury.</source>
      <translation>{uid} n'a pas lancé de Blessure.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="86" />
      <source>No {source} is available.</source>
      <translation>Pas de {source} disponible.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="87" />
      <source>The {source} was already used after this game.</source>
      <translation>{source} a déjà été utilisée après cette partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="88" />
      <source>The Walker Damage Table cannot be rerolled.</source>
      <translation>La Table des Dommages des Marcheurs ne peut pas être relancée.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="89" />
      <source>{from} did not die: it keeps its {item}.</source>
      <translation>{from} n'est pas morte : elle garde {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="90" />
      <source>{to} is not a surviving member of {from}'s Group.</source>
      <translation>{to} n'est pas un membre survivant du Groupe de {from}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="91" />
      <source>{from} had no {item}.</source>
      <translation>{from} n'avait pas {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="92" />
      <source>{item} is handed over twice.</source>
      <translation>{item} est transmis deux fois.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="93" />
      <source>{to} already has {item}.</source>
      <translation>{to} a déjà {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="94" />
      <source>{to} has no {replaces} to replace.</source>
      <translation>{to} n'a pas {replaces} à remplacer.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="95" />
      <source>A permanent promotion needs the Officer Training upgrade.</source>
      <translation>Une promotion permanente demande l'amélioration Formation des Officiers.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="96" />
      <source>No Team Leader died: nobody is promoted.</source>
      <translation>Aucun Chef d'Équipe n'est mort : personne n'est promu.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="97" />
      <source>{count} promotions for {dead_leaders} dead Team Leader(s).</source>
      <translation>{count} promotions pour {dead_leaders} Chef(s) d'Équipe mort(s).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="98" />
      <source>Only a surviving Specialist can be promoted ({uid}).</source>
      <translation>Seul un Spécialiste survivant peut être promu ({uid}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="99" />
      <source>Not enough RP: {needed} needed, {available} available.</source>
      <translation>Pas assez de PR : {needed} nécessaires, {available} disponibles.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="100" />
      <source>Not enough reinforcement points: {points} needed, {available} converted.</source>
      <translation>Pas assez de points de renfort : {points} nécessaires, {available} convertis.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="101" />
      <source>RP were already converted into points in this step.</source>
      <translation>Des PR ont déjà été convertis en points à cette étape.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="102" />
      <source>A price cannot be negative ({points}).</source>
      <translation>Un prix ne peut pas être négatif ({points}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="103" />
      <location filename="../app/ui/steps/messages.py" line="141" />
      <source>{uid} is not in the Force.</source>
      <translation>{uid} n'est pas dans la Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="104" />
      <source>A model with the id {uid} already exists.</source>
      <translation>Une figurine d'identifiant {uid} existe déjà.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="105" />
      <source>A recruit comes without Battle Honours.</source>
      <translation>Une recrue arrive sans Honneurs de Bataille.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="106" />
      <source>Unknown Group {group}.</source>
      <translation>Groupe inconnu {group}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="107" />
      <source>{group} already rolled ({roll}) since the last game.</source>
      <translation>{group} a déjà lancé ({roll}) depuis la dernière partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="108" />
      <source>Only Core models join Groups ({section}).</source>
      <translation>Seules les Figurines de Base rejoignent des Groupes ({section}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="109" />
      <source>{entry} cannot join a Group of {group_entry}.</source>
      <translation>{entry} ne peut pas rejoindre un Groupe de {group_entry}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="110" />
      <source>{group} is full: at most {size} models.</source>
      <translation>{group} est complet : au plus {size} figurines.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="111" />
      <source>{group} has {honours} Battle Honour(s): roll for recruits first.</source>
      <translation>{group} a {honours} Honneur(s) de Bataille : lancez d'abord pour les recrues.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="112" />
      <source>{group} rolled {roll}, below its {honours} Battle Honour(s): no recruits until after the next game.</source>
      <translation>{group} a obtenu {roll}, moins que ses {honours} Honneur(s) de Bataille : pas de recrues avant la prochaine partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="113" />
      <source>{group} is at its starting size of {size}.</source>
      <translation>{group} est à sa taille de départ de {size}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="114" />
      <source>Squad reinforcements only join a Squad.</source>
      <translation>Les renforts d'Escouade ne rejoignent qu'une Escouade.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="115" />
      <source>Models join {group} as Squad reinforcements.</source>
      <translation>Les figurines rejoignent {group} comme renforts d'Escouade.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="116" />
      <source>A new Squad is recruited as its whole unit: {count} of {size} models.</source>
      <translation>Une nouvelle Escouade se recrute en unité complète : {count} figurine(s) sur {size}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="117" />
      <source>The model already has {item}.</source>
      <translation>La figurine a déjà {item}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="118" />
      <source>The model has no {item} to replace.</source>
      <translation>La figurine n'a pas {item} à remplacer.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="119" />
      <source>There is no Base level {level}.</source>
      <translation>Il n'y a pas de niveau de Base {level}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="120" />
      <source>Base levels are bought in order: the Base is at level {current}.</source>
      <translation>Les niveaux de Base s'achètent dans l'ordre : la Base est au niveau {current}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="121" />
      <source>Needs Renown {required}+ (you have {renown}).</source>
      <translation>Il faut {required}+ de Renom (vous avez {renown}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="122" />
      <source>Unknown Base upgrade '{upgrade}'.</source>
      <translation>Amélioration de Base inconnue « {upgrade} ».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="123" />
      <source>Already built.</source>
      <translation>Déjà construite.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="124" />
      <source>Needs {missing} first.</source>
      <translation>Nécessite d'abord {missing}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="125" />
      <source>Unknown Battle Honour '{honour}'.</source>
      <translation>Honneur de Bataille inconnu « {honour} ».</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="126" />
      <source>Walkers only.</source>
      <translation>Marcheurs uniquement.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="127" />
      <source>Walkers take only Walker honours.</source>
      <translation>Les Marcheurs ne prennent que des honneurs de Marcheur.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="128" />
      <source>Transports take no Battle Honours.</source>
      <translation>Les Transports ne prennent pas d'Honneurs de Bataille.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="129" />
      <source>Team Leaders and Specialists only.</source>
      <translation>Chefs d'Équipe et Spécialistes uniquement.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="130" />
      <source>Team Leaders only.</source>
      <translation>Chefs d'Équipe uniquement.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="131" />
      <source>Psykers only.</source>
      <translation>Psykers uniquement.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="132" />
      <source>No crew left to take the honour.</source>
      <translation>Plus de servants pour recevoir l'honneur.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="133" />
      <source>Already has {honour}.</source>
      <translation>A déjà {honour}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="134" />
      <source>Already improved since the last game.</source>
      <translation>Déjà améliorée depuis la dernière partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="135" />
      <source>No Permanent Damage to repair.</source>
      <translation>Aucun Dommage Permanent à réparer.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="136" />
      <source>No Permanent Damage on {stat}.</source>
      <translation>Aucun Dommage Permanent sur {stat}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="137" />
      <source>Pick the damage to repair ({damaged}).</source>
      <translation>Choisissez le dommage à réparer ({damaged}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="139" />
      <source>The Team costs {points} pts, over the Base limit of {limit} pts.</source>
      <translation>L'Équipe coûte {points} pts, au-delà de la limite de la Base de {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/messages.py" line="140" />
      <source>{group} is incomplete: {missing} of its models are missing.</source>
      <translation>{group} est incomplet : {missing} de ses figurines manquent.</translation>
    </message>
  </context>
  <context>
    <name>Characteristic</name>
    <message>
      <location filename="../app/i18n/messages.py" line="113" />
      <source>WS</source>
      <translation>CC</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="114" />
      <source>BS</source>
      <translation>CT</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="115" />
      <source>S</source>
      <translation>F</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="116" />
      <source>T</source>
      <translation>E</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="117" />
      <source>W</source>
      <translation>PV</translation>
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
      <translation>Cd</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="121" />
      <source>Sv</source>
      <translation>Svg</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="122" />
      <source>Front</source>
      <translation>Avant</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="123" />
      <source>Side</source>
      <translation>Flanc</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="124" />
      <source>Rear</source>
      <translation>Arrière</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="125" />
      <source>HP</source>
      <translation>PC</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="126" />
      <source>Range</source>
      <translation>Portée</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="127" />
      <source>AP</source>
      <translation>PA</translation>
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
      <translation>Clore la campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="196" />
      <source>The campaign ends here: no more rounds, and these final standings are kept.</source>
      <translation>La campagne s'arrête ici : plus de manches, et ce classement final est conservé.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="197" />
      <source>{rank}. {player} — Renown {renown}, {wins} win(s), {rp} RP</source>
      <translation>{rank}. {player} — Renom {renown}, {wins} victoire(s), {rp} PR</translation>
    </message>
  </context>
  <context>
    <name>Club</name>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="191" />
      <source>Copying the campaign to this laptop…</source>
      <extracomment>Notices handled so far, and the last Changes announced (the tests look at them).</extracomment>
      <translation>Copie de la campagne sur cet ordinateur…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="198" />
      <source>Offline</source>
      <translation>Hors ligne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="199" />
      <source>The campaign is now on this laptop ({file}). Play on: everything you do is kept as actions, and File ▸ Sync with the club server puts them on the server when you are back.</source>
      <translation>La campagne est maintenant sur cet ordinateur ({file}). Continuez à jouer : tout ce que vous faites est gardé sous forme d'actions, et Fichier ▸ Synchroniser avec le serveur du club les met sur le serveur à votre retour.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="229" />
      <source>Putting the offline actions on the server…</source>
      <translation>Envoi des actions hors ligne au serveur…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="236" />
      <source>{applied} actions were applied on the server; {skipped} were already there.</source>
      <translation>{applied} actions ont été appliquées sur le serveur ; {skipped} y étaient déjà.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="240" />
      <source>The rules now refuse these, so they were not applied (the offline copy keeps them: do them again by hand if they still apply):</source>
      <translation>Les règles refusent désormais celles-ci, elles n'ont donc pas été appliquées (la copie hors ligne les garde : refaites-les à la main si elles s'appliquent encore) :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="244" />
      <source>action {seq} ({kind}): {reason}</source>
      <translation>action {seq} ({kind}) : {reason}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="247" />
      <source>Synced</source>
      <translation>Synchronisé</translation>
    </message>
  </context>
  <context>
    <name>ConnectDialog</name>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="42" />
      <source>Connect to a club server</source>
      <translation>Se connecter au serveur du club</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="48" />
      <source>kept in the keyring, or asked</source>
      <translation>conservé dans le trousseau, ou demandé</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="49" />
      <source>&amp;Keep the password in this computer's keyring</source>
      <translation>&amp;Garder le mot de passe dans le trousseau de cet ordinateur</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="56" />
      <source>The campaigns of a club's PostgreSQL server: everyone's changes appear on every laptop within a second. Your organiser gives you the address and your login.</source>
      <translation>Les campagnes du serveur PostgreSQL d'un club : les modifications de chacun apparaissent sur chaque ordinateur en moins d'une seconde. Votre organisateur vous donne l'adresse et votre identifiant.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="62" />
      <source>&amp;Address:</source>
      <translation>&amp;Adresse :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="63" />
      <source>&amp;Password:</source>
      <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="67" />
      <source>&amp;Connect</source>
      <translation>Se &amp;connecter</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/club.py" line="88" />
      <source>Write the address as postgresql://login@server/database.</source>
      <translation>Écrivez l'adresse sous la forme postgresql://identifiant@serveur/base.</translation>
    </message>
  </context>
  <context>
    <name>CorrectionDialog</name>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="164" />
      <source>Make a correction</source>
      <translation>Faire une correction</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="166" />
      <source>A correction changes a Force that has played outside step 5, to put a mistake right (a model forgotten, a wrong option). The campaign history and the Force Sheet show every correction with its reason.</source>
      <translation>Une correction modifie une Force qui a déjà joué, hors de l'étape 5, pour réparer une erreur (une figurine oubliée, une mauvaise option). L'historique de la campagne et la Feuille de Force indiquent chaque correction avec son motif.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="169" />
      <source>&amp;Why is the Force corrected?</source>
      <translation>&amp;Pourquoi corriger la Force ?</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="170" />
      <source>e.g. the Sergeant's melta bombs were forgotten</source>
      <translation>p. ex. les bombes à fusion du Sergent avaient été oubliées</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="171" />
      <source>Start the correction</source>
      <translation>Commencer la correction</translation>
    </message>
  </context>
  <context>
    <name>DiceInput</name>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="41" />
      <source>Roll again? The first roll was {roll}.</source>
      <translation>Relancer ? Le premier jet était {roll}.</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="43" />
      <source>Roll over the {roll} typed in?</source>
      <translation>Lancer le dé à la place du {roll} saisi ?</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="236" />
      <source>“{text}” is not a D6 result: type a number from 1 to 6, or press Roll.</source>
      <extracomment>asked before the Roll button (or r) replaces a die already given: a roll shown is final unless the player says to roll again (tests replace it)</extracomment>
      <translation>« {text} » n'est pas un résultat de D6 : saisissez un nombre de 1 à 6, ou appuyez sur Lancer.</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="245" />
      <location filename="../app/ui/widgets/dice.py" line="267" />
      <source>rolled</source>
      <translation>lancé</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="247" />
      <location filename="../app/ui/widgets/dice.py" line="267" />
      <source>typed</source>
      <translation>saisi</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="253" />
      <source>r rolls</source>
      <translation>r : lancer</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="256" />
      <source>Roll</source>
      <translation>Lancer</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="258" />
      <source>Roll a D6 with the app's dice (or press r in the field)</source>
      <translation>Lancer un D6 avec les dés de l'application (ou taper r dans le champ)</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="260" />
      <source>1-6</source>
      <translation>1-6</translation>
    </message>
    <message>
      <location filename="../app/ui/widgets/dice.py" line="262" />
      <source>Type the result of your D6 (1 to 6), or press r to roll it with the app's dice; Enter goes on to the next die, then OK</source>
      <translation>Tapez le résultat de votre D6 (1 à 6), ou appuyez sur r pour le lancer avec les dés de l'application ; Entrée passe au dé suivant, puis valide</translation>
    </message>
  </context>
  <context>
    <name>EntryPicker</name>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="92" />
      <source>Add models</source>
      <translation>Ajouter des figurines</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="93" />
      <source>Type to filter, Enter to add</source>
      <translation>Tapez pour filtrer, Entrée pour ajouter</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="94" />
      <source>Add to the Force</source>
      <translation>Ajouter à la Force</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="107" />
      <source>Entry</source>
      <translation>Entrée</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="107" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="121" />
      <source>Other</source>
      <translation>Autres</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/entry_picker.py" line="139" />
      <source>{cost} for {size}</source>
      <translation>{cost} pour {size}</translation>
    </message>
  </context>
  <context>
    <name>ExchangeCommands</name>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="247" />
      <source>Force Sheet campaigns (*{suffix});;All files (*)</source>
      <translation>Campagnes Force Sheet (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="251" />
      <source>Force rosters (*{suffix} *.json);;All files (*)</source>
      <translation>Rosters de Force (*{suffix} *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="255" />
      <source>BattleScribe / New Recruit rosters (*.rosz *.ros)</source>
      <translation>Rosters BattleScribe / New Recruit (*.rosz *.ros)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="259" />
      <source>All rosters (*{suffix} *.json *.rosz *.ros)</source>
      <translation>Tous les rosters (*{suffix} *.json *.rosz *.ros)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="269" />
      <source>Export campaign</source>
      <translation>Exporter la campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="278" />
      <source>Exporting the campaign…</source>
      <translation>Exportation de la campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="281" />
      <source>The campaign “{name}” was exported to:
{path}

Import this file in Force Sheet on another computer (File ▸ Import campaign…).</source>
      <translation>La campagne « {name} » a été exportée dans :
{path}

Importez ce fichier dans Force Sheet sur un autre ordinateur (Fichier ▸ Importer une campagne…).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="288" />
      <source>Import campaign</source>
      <translation>Importer une campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="295" />
      <source>Importing the campaign…</source>
      <translation>Importation de la campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="303" />
      <source>Export Force (roster)</source>
      <translation>Exporter la Force (roster)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="315" />
      <source>The Force of {player} was exported to:
{path}</source>
      <translation>La Force de {player} a été exportée dans :
{path}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="323" />
      <location filename="../app/ui/campaigns/exchange.py" line="432" />
      <source>Import Force (roster)</source>
      <translation>Importer une Force (roster)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="342" />
      <source>Replace the Force of {player} with the Force in {file}? The models it has now are replaced (Edit ▸ Undo brings them back).</source>
      <translation>Remplacer la Force de {player} par la Force du fichier {file} ? Ses figurines actuelles sont remplacées (Édition ▸ Annuler les rétablit).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="421" />
      <source>The Force of {player} was exported to:
{path}

Open it in BattleScribe or New Recruit; its campaign data is in the notes of each model.</source>
      <translation>La Force de {player} a été exportée dans :
{path}

Ouvrez-la dans BattleScribe ou New Recruit ; ses données de campagne sont dans les notes de chaque figurine.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="425" />
      <source>Not written (unknown to its Team List):</source>
      <translation>Non écrit (inconnu de sa Liste d'Équipe) :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="433" />
      <source>Some selections of {file} could not be placed in the Force:</source>
      <translation>Certaines sélections de {file} n'ont pas pu être placées dans la Force :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="474" />
      <source>Backing up the campaign database…</source>
      <translation>Sauvegarde de la base de données de campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="476" />
      <source>Back up the database</source>
      <translation>Sauvegarder la base</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="477" />
      <source>A verified backup of the campaign database was written to:
{path}
({size})</source>
      <translation>Une sauvegarde vérifiée de la base de campagnes a été écrite dans :
{path}
({size})</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="485" />
      <location filename="../app/ui/campaigns/exchange.py" line="511" />
      <source>Restore a backup</source>
      <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="489" />
      <source>There is no backup of {path} yet.</source>
      <translation>Il n'y a pas encore de sauvegarde de {path}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="492" />
      <source>Wait until the demo campaign is ready.</source>
      <translation>Attendez que la campagne de démonstration soit prête.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="502" />
      <source>Put the backup of {date} in place of the campaign database? Open Force windows close. The database as it is now is kept as a file beside it.</source>
      <translation>Remettre la sauvegarde du {date} à la place de la base de campagnes ? Les fenêtres de Force ouvertes se ferment. La base actuelle est conservée dans un fichier à côté.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="534" />
      <source>The campaign database could not be opened again. Force Sheet closes now; start it again.</source>
      <translation>La base de campagnes n'a pas pu être rouverte. Force Sheet se ferme ; relancez-le.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="543" />
      <source>The backup could not be restored: {error}</source>
      <translation>La sauvegarde n'a pas pu être restaurée : {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="546" />
      <source>The backup was restored.</source>
      <translation>La sauvegarde a été restaurée.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="548" />
      <source>The database as it was is kept as:
{path}</source>
      <translation>La base telle qu'elle était est conservée sous :
{path}</translation>
    </message>
  </context>
  <context>
    <name>ForceEdit</name>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="25" />
      <source>'{entry}' is not in this Team List.</source>
      <translation>« {entry} » n'est pas dans cette Liste d'Équipe.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="26" />
      <source>{entry} cannot be recruited on its own.</source>
      <translation>{entry} ne peut pas être recruté seul.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="27" />
      <source>That model is not in this Force.</source>
      <translation>Cette figurine n'est pas dans cette Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="28" />
      <source>That Group is not in this Force.</source>
      <translation>Ce Groupe n'est pas dans cette Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="29" />
      <source>Select one or more models first.</source>
      <translation>Sélectionnez d'abord une ou plusieurs figurines.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="30" />
      <source>A Group has at most {max} models: this would make {size}.</source>
      <translation>Un Groupe compte au plus {max} figurines : il en aurait {size}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="31" />
      <source>A Group holds models of one entry only: {entry} cannot join {group_entry}.</source>
      <translation>Un Groupe ne réunit que des figurines d'une même entrée : {entry} ne peut pas rejoindre {group_entry}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="32" />
      <source>Only Core models form Groups: {entry} is not a Core model.</source>
      <translation>Seules les Figurines de Base forment des Groupes : {entry} n'en est pas une.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="33" />
      <source>A Squad never grows beyond its starting {max} models.</source>
      <translation>Une Escouade ne dépasse jamais ses {max} figurines de départ.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="34" />
      <source>A Squad model stays in its Squad.</source>
      <translation>Une figurine d'Escouade reste dans son Escouade.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="35" />
      <source>A Squad cannot be split or dissolved.</source>
      <translation>Une Escouade ne peut être ni scindée ni dissoute.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="36" />
      <source>Leave at least one model in the Group to split it.</source>
      <translation>Laissez au moins une figurine dans le Groupe pour le scinder.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="37" />
      <source>{entry} is not an option of {model_entry}.</source>
      <translation>{entry} n'est pas une option de {model_entry}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="38" />
      <source>{entry}: a count of {count} is not possible.</source>
      <translation>{entry} : un nombre de {count} est impossible.</translation>
    </message>
  </context>
  <context>
    <name>ForceEditAction</name>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="42" />
      <source>Add {entry}</source>
      <translation>Ajouter {entry}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="43" />
      <source>Add a model to {group}</source>
      <translation>Ajouter une figurine à {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="45" />
      <source>Rename a model to {name}</source>
      <translation>Renommer une figurine en {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="46" />
      <source>Rename a Group to {name}</source>
      <translation>Renommer un Groupe en {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="47" />
      <source>Change the options of {model}</source>
      <translation>Modifier les options de {model}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="48" />
      <source>Change the options of {group}</source>
      <translation>Modifier les options de {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="52" />
      <source>Dissolve {group}</source>
      <translation>Dissoudre {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/texts.py" line="53" />
      <source>Correct the Force</source>
      <translation>Corriger la Force</translation>
    </message>
  </context>
  <context>
    <name>ForceEditor</name>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="269" />
      <source>Add models</source>
      <extracomment>"Spend RP…" of a Force that has played: the window opens the step-5 dialog columns the player widened or narrowed by hand: never re-fitted over his width the words each fitted column was last measured with (see _fit_names)</extracomment>
      <translation>Ajouter des figurines</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="270" />
      <source>Find an entry of the Team List to add</source>
      <translation>Chercher une entrée de la Liste d'Équipe à ajouter</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="273" />
      <source>Add to Group</source>
      <translation>Ajouter au Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="274" />
      <source>Recruit one more model into the selected Group or Squad</source>
      <translation>Recruter une figurine de plus dans le Groupe ou l'Escouade sélectionné</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="277" />
      <source>Remove</source>
      <translation>Retirer</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="278" />
      <source>Remove the selected models</source>
      <translation>Retirer les figurines sélectionnées</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="281" />
      <source>Rename</source>
      <translation>Renommer</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="282" />
      <source>Rename the selected model or Group</source>
      <translation>Renommer la figurine ou le Groupe sélectionné</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="285" />
      <source>Options…</source>
      <translation>Options…</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="286" />
      <source>Wargear and upgrades of the selected model</source>
      <translation>Équipement et améliorations de la figurine sélectionnée</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="289" />
      <source>Form Group</source>
      <translation>Former un Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="290" />
      <source>Put the selected Core models of one entry in a new Group</source>
      <translation>Réunir les Figurines de Base sélectionnées (d'une même entrée) dans un nouveau Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="293" />
      <source>Split Group</source>
      <translation>Scinder le Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="294" />
      <source>Move the selected members into a new Group</source>
      <translation>Déplacer les membres sélectionnés dans un nouveau Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="297" />
      <source>Dissolve Group</source>
      <translation>Dissoudre le Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="298" />
      <source>The members of the selected Group leave it</source>
      <translation>Les membres du Groupe sélectionné le quittent</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="301" />
      <source>Move to Group</source>
      <translation>Déplacer vers un Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="302" />
      <source>Move the selected models to another Group</source>
      <translation>Déplacer les figurines sélectionnées vers un autre Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="305" />
      <source>Leave Group</source>
      <translation>Quitter le Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="306" />
      <source>Take the selected models out of their Group</source>
      <translation>Sortir les figurines sélectionnées de leur Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="735" />
      <source>Remove models</source>
      <translation>Retirer des figurines</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/editor.py" line="736" />
      <source>%n of these models hold Battle Honours. Remove them all?</source>
      <translation>
        <numerusform>%n de ces figurines a des Honneurs de Bataille. Les retirer toutes ?</numerusform>
        <numerusform>%n de ces figurines ont des Honneurs de Bataille. Les retirer toutes ?</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="924" />
      <source>New Group</source>
      <translation>Nouveau Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/editor.py" line="926" />
      <source>No Group</source>
      <translation>Aucun Groupe</translation>
    </message>
  </context>
  <context>
    <name>ForceSnapshotDialog</name>
    <message>
      <location filename="../app/ui/force_editor/snapshot_dialog.py" line="49" />
      <source>{force} as it was on {when}</source>
      <translation>{force} telle qu'elle était le {when}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/snapshot_dialog.py" line="52" />
      <source>{force} ({player}) right after this record of {when}: {action}</source>
      <translation>{force} ({player}) juste après cet enregistrement du {when} : {action}</translation>
    </message>
  </context>
  <context>
    <name>ForceTree</name>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="44" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="45" />
      <source>Entry</source>
      <translation>Entrée</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="46" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="47" />
      <source>Characteristics</source>
      <translation>Caractéristiques</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="48" />
      <source>Battle Honours</source>
      <translation>Honneurs de Bataille</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="49" />
      <source>Injuries and states</source>
      <translation>Blessures et états</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="50" />
      <source>Wargear</source>
      <translation>Équipement</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="54" />
      <source>Team Leaders</source>
      <translation>Chefs d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="55" />
      <source>Specialists</source>
      <translation>Spécialistes</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="56" />
      <source>Core models</source>
      <translation>Figurines de Base</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="57" />
      <source>Transports and vehicles</source>
      <translation>Transports et véhicules</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/rows.py" line="58" />
      <source>Other models</source>
      <translation>Autres figurines</translation>
    </message>
    <message>
      <location filename="../app/ui/naming.py" line="26" />
      <source>Group {number}</source>
      <translation>Groupe {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/naming.py" line="27" />
      <source>Squad {number}</source>
      <translation>Escouade {number}</translation>
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
      <translation>{stat} : {before} → {after}</translation>
    </message>
  </context>
  <context>
    <name>ForceWindow</name>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="85" />
      <source>{force} ({player}) — Force editor</source>
      <extracomment>"Print Force Sheet…" (the player id): the campaign commands export it</extracomment>
      <translation>{force} ({player}) — éditeur de Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="87" />
      <source>&amp;Edit</source>
      <translation>&amp;Édition</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="88" />
      <source>&amp;Force</source>
      <translation>&amp;Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="89" />
      <source>&amp;Close</source>
      <translation>&amp;Fermer</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="90" />
      <source>&amp;Print Force Sheet…</source>
      <translation>&amp;Imprimer la Feuille de Force…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="91" />
      <source>Move to another Team List &amp;revision…</source>
      <translation>Passer à une autre &amp;révision de la Liste d'Équipe…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="101" />
      <source>&amp;Undo: {action}</source>
      <translation>&amp;Annuler : {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="102" />
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="103" />
      <source>&amp;Redo: {action}</source>
      <translation>&amp;Rétablir : {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/force_window.py" line="104" />
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
  </context>
  <context>
    <name>GuideWindow</name>
    <message>
      <location filename="../app/ui/guide.py" line="168" />
      <source>Search the guide</source>
      <extracomment>The chapters' topics, in the guides' order (the same in every language: a test checks it).</extracomment>
      <translation>Chercher dans le guide</translation>
    </message>
    <message>
      <location filename="../app/ui/guide.py" line="175" />
      <source>User guide</source>
      <translation>Guide d'utilisation</translation>
    </message>
    <message>
      <location filename="../app/ui/guide.py" line="221" />
      <source>Chapters found: {count}</source>
      <translation>Chapitres trouvés : {count}</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <location filename="../app/ui/steps/history.py" line="80" />
      <source>Campaign created</source>
      <extracomment>Actions that never name a model, Group or Team List entry differently (a game, its Teams and rewards, rounds, the campaign's own settings): the history follows them without reading any Force's names again. (A player's name is compared on every action.)</extracomment>
      <translation>Campagne créée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="81" />
      <source>Campaign imported</source>
      <translation>Campagne importée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="82" />
      <source>Campaign renamed</source>
      <translation>Campagne renommée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="83" />
      <source>Campaign notes changed</source>
      <translation>Notes de campagne modifiées</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="84" />
      <source>Campaign archived</source>
      <translation>Campagne archivée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="85" />
      <source>Campaign settings changed</source>
      <translation>Réglages de campagne modifiés</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="86" />
      <source>Player added</source>
      <translation>Joueur ajouté</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="87" />
      <source>Player renamed</source>
      <translation>Joueur renommé</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="88" />
      <source>Force edited</source>
      <translation>Force modifiée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="89" />
      <source>Force dissolved</source>
      <translation>Force dissoute</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="90" />
      <source>Force imported</source>
      <translation>Force importée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="91" />
      <source>Force corrected</source>
      <translation>Force corrigée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="92" />
      <source>Team List revision changed</source>
      <translation>Révision de la Liste d'Équipe changée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="93" />
      <source>Team built</source>
      <translation>Équipe constituée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="94" />
      <source>Game recorded</source>
      <translation>Partie enregistrée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="95" />
      <source>Injuries</source>
      <translation>Blessures</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="96" />
      <source>RP and Renown</source>
      <translation>PR et Renom</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="97" />
      <source>Group recruitment roll</source>
      <translation>Jet de recrutement du Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="98" />
      <source>RP spent</source>
      <translation>PR dépensés</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="99" />
      <source>Round started</source>
      <translation>Manche commencée</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="100" />
      <source>Campaign closed</source>
      <translation>Campagne close</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="101" />
      <source>Undo</source>
      <translation>Annulation</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="102" />
      <source>Redo</source>
      <translation>Rétablissement</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="145" />
      <source>{label}: {text}</source>
      <translation>{label} : {text}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="571" />
      <source>Correction of {force}: {reason} ({action})</source>
      <extracomment>Force edits that leave the former models (dead, lost, removed) as they were: the names of a player's history after one come from the Force the edit wrote and the formers read before. Entry names of a Team List (the store's parsed copy, kept while the process runs) in a language: (the list, its names), by the list's id() and the language. After :meth:`forget`: the players of ``changed`` whose only change is names of models or Groups the history did not know (a model added: every other name as it was), with those ids. A row that showed such an id showed the id itself (see ``_model``), so only a row whose words hold one of them reads differently now.</extracomment>
      <translation>Correction de {force} : {reason} ({action})</translation>
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
      <translation>{models} figurines, {points} / {limit} pts</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="640" />
      <source>{player} wins</source>
      <translation>{player} gagne</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="642" />
      <source>game {number}: {mission}, {result}</source>
      <translation>partie {number} : {mission}, {result}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="651" />
      <source>no casualty</source>
      <translation>aucune perte</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="657" />
      <source>{player} {rp} RP, Renown {before} → {after}</source>
      <translation>{player} {rp} PR, Renom {before} → {after}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="663" />
      <source>may recruit</source>
      <translation>peut recruter</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="664" />
      <source>no recruits</source>
      <translation>pas de recrues</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="666" />
      <source>{group}: {allowed}</source>
      <translation>{group} : {allowed}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="669" />
      <source>a Group</source>
      <translation>un Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="674" />
      <source>{a} v {b}</source>
      <translation>{a} contre {b}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="677" />
      <source>round {number}: {pairs}</source>
      <translation>manche {number} : {pairs}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="680" />
      <source>bye: {players}</source>
      <translation>exempt : {players}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="684" />
      <source>the finale</source>
      <translation>la finale</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="688" />
      <source>{rank}. {player}</source>
      <translation>{rank}. {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="708" />
      <source>nothing bought</source>
      <translation>rien acheté</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="709" />
      <source>{rp} RP: {what}</source>
      <translation>{rp} PR : {what}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="749" />
      <source>A correction: the Force was changed outside step 5, for the reason given. The Force Sheet lists it.</source>
      <translation>Une correction : la Force a été modifiée hors de l'étape 5, pour le motif indiqué. La Feuille de Force la mentionne.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="771" />
      <source>When</source>
      <translation>Quand</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="772" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="773" />
      <source>What</source>
      <translation>Quoi</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="774" />
      <source>Dice</source>
      <translation>Dés</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="795" />
      <source>Whose Force?</source>
      <translation>La Force de quel joueur ?</translation>
    </message>
  </context>
  <context>
    <name>HistoryView</name>
    <message>
      <location filename="../app/ui/steps/history.py" line="858" />
      <source>Show the Force as it was…</source>
      <extracomment>(parent, dialog title, the players then[, question]) -&gt; the chosen player id; tests replace it</extracomment>
      <translation>Voir la Force telle qu'elle était…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="860" />
      <source>The Force of the selected record's player, read-only, as it was right after that record</source>
      <translation>La Force du joueur de l'enregistrement choisi, en lecture seule, telle qu'elle était juste après</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="864" />
      <source>Print the Team Sheet of this game…</source>
      <translation>Imprimer la Feuille d'Équipe de cette partie…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="866" />
      <source>The Team Sheet of the selected record's game as PDF, printed from the campaign as it was then</source>
      <translation>La Feuille d'Équipe de la partie de l'enregistrement choisi, en PDF, imprimée depuis la campagne telle qu'elle était alors</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1099" />
      <source>Team Sheet</source>
      <extracomment>rows sampled to fit the columns: the newest screenful (what is painted next: no row put into words for the fit alone, nor a player's names read for it), at least ``FIT_MIN_ROWS`` and at most ``FIT_ROWS``</extracomment>
      <translation>Feuille d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1100" />
      <source>Whose Team Sheet?</source>
      <translation>La Feuille d'Équipe de qui ?</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1119" />
      <source>The Force as it was</source>
      <translation>La Force telle qu'elle était</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/history.py" line="1127" />
      <source>No player had a Force yet at that moment.</source>
      <translation>Aucun joueur n'avait encore de Force à ce moment-là.</translation>
    </message>
  </context>
  <context>
    <name>InjuriesDialog</name>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="225" />
      <source>{result}: −1 {stat}</source>
      <translation>{result} : −1 {stat}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="731" />
      <source>{model}'s {item} goes to:</source>
      <extracomment>the stored game (a draft is kept for this game only)</extracomment>
      <translation>{item} de {model} va à :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="736" />
      <source>Officer Training: promote</source>
      <translation>Formation des Officiers : promouvoir</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="738" />
      <source>nobody</source>
      <translation>personne</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="759" />
      <source>{model} escapes (Knocked Out, rolled {roll}).</source>
      <translation>{model} s'en sort (Assommée, {roll} obtenu).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="763" />
      <source>{model} fled: no injury roll.</source>
      <translation>{model} a fui : pas de jet de Blessure.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="765" />
      <source>{model} is no longer in the Force: no injury roll.</source>
      <translation>{model} ne fait plus partie de la Force : pas de jet de blessure.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="769" />
      <source>Type or roll every die to see the result.</source>
      <translation>Saisissez ou lancez chaque dé pour voir le résultat.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="771" />
      <location filename="../app/ui/steps/injuries.py" line="815" />
      <source>No casualty: nothing to roll.</source>
      <translation>Aucune perte : rien à lancer.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="780" />
      <source>{model}: {result} — removed from the Force.</source>
      <translation>{model} : {result} — retirée de la Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="784" />
      <source>{model}: {result}, −1 {stat} ({before} → {after}).</source>
      <translation>{model} : {result}, −1 {stat} ({before} → {after}).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="790" />
      <source>{model}: {state}.</source>
      <translation>{model} : {state}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="793" />
      <source>{model}: {result}.</source>
      <translation>{model} : {result}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="795" />
      <source>Dice: {dice}</source>
      <translation>Dés : {dice}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="798" />
      <source>({reroll}; before: {result}, dice {dice})</source>
      <translation>({reroll} ; avant : {result}, dés {dice})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="804" />
      <source>{model} has no crew left and is removed.</source>
      <translation>{model} n'a plus de servants et est retirée.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="807" />
      <source>{item} is handed over: {model} → {to}.</source>
      <translation>{item} est transmis : {model} → {to}.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="811" />
      <source>{model} becomes a Team Leader (Officer Training).</source>
      <translation>{model} devient Chef d'Équipe (Formation des Officiers).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="820" />
      <source>Injuries — {player}</source>
      <translation>Blessures — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="822" />
      <source>Type each die as rolled at the table, or press Roll. Nested rolls appear when the first roll calls for them.</source>
      <translation>Saisissez chaque dé tel que lancé à la table, ou appuyez sur Lancer. Les jets suivants apparaissent quand le premier jet les demande.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="825" />
      <source>Result, applied when you press OK</source>
      <translation>Résultat, appliqué quand vous appuyez sur OK</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="826" />
      <source>Choices</source>
      <translation>Choix</translation>
    </message>
  </context>
  <context>
    <name>Kt40kWindow</name>
    <message>
      <location filename="../app/ui/kt40k.py" line="402" />
      <source>&amp;Mission (the Heroes player's D6):</source>
      <translation>&amp;Mission (le D6 du joueur « Héros ») :</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="404" />
      <source>&amp;Result:</source>
      <translation>&amp;Résultat :</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="407" />
      <source>(not played yet)</source>
      <translation>(pas encore jouée)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="411" />
      <source>&amp;Print game sheet…</source>
      <translation>&amp;Imprimer la feuille de partie…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="412" />
      <source>Record the &amp;result</source>
      <translation>Enregistrer le &amp;résultat</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="413" />
      <source>&amp;Close</source>
      <translation>&amp;Fermer</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="427" />
      <location filename="../app/ui/kt40k.py" line="459" />
      <source>Roll or type the mission die.</source>
      <translation>Lancez ou saisissez le dé de mission.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="444" />
      <location filename="../app/ui/kt40k.py" line="518" />
      <source>The series file cannot be read: {problem}</source>
      <translation>Le fichier de la série ne peut pas être lu : {problem}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="448" />
      <source>No game of the series recorded yet.</source>
      <translation>Aucune partie de la série enregistrée.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="451" />
      <source>{player}: {won} won, {lost} lost of {played}</source>
      <translation>{player} : {won} gagnées, {lost} perdues sur {played}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="457" />
      <source>Open both lists.</source>
      <translation>Ouvrez les deux listes.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="477" />
      <source>Save the game sheet</source>
      <translation>Enregistrer la feuille de partie</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="487" />
      <source>Game sheet not saved</source>
      <translation>Feuille de partie non enregistrée</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="488" />
      <source>{file} could not be written: {error}</source>
      <translation>{file} n'a pas pu être écrit : {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="507" />
      <source>Choose which side won.</source>
      <translation>Choisissez le camp vainqueur.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="517" />
      <location filename="../app/ui/kt40k.py" line="521" />
      <source>Result not recorded</source>
      <translation>Résultat non enregistré</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="534" />
      <source>The result is not recorded. Close anyway?</source>
      <translation>Le résultat n'est pas enregistré. Fermer quand même ?</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../app/ui/main_window.py" line="151" />
      <source>Campaigns</source>
      <translation>Campagnes</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="163" />
      <source>Force Sheet</source>
      <translation>Feuille de Force</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="527" />
      <source>Undone.</source>
      <extracomment>From this many records on, a campaign's History tab is read one turn of the event loop after the campaign is shown (its 8,000 records at 1,000 games and the campaign view together held the GUI for 100 ms; each alone, half)</extracomment>
      <translation>Annulé.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="532" />
      <source>Redone.</source>
      <translation>Rétabli.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="553" />
      <source>Damaged campaign database</source>
      <translation>Base de campagnes endommagée</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="556" />
      <source>The campaign database is damaged: see Tools ▸ Restore a backup…</source>
      <translation>La base de campagnes est endommagée : voir Outils ▸ Restaurer une sauvegarde…</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="559" />
      <source>The full check of the campaign database found its indexes out of step with the data ({count} problems). The campaigns themselves are intact: Force Sheet can rebuild the indexes from them now, without losing anything.</source>
      <translation>La vérification complète de la base de campagnes a trouvé des index désaccordés des données ({count} problèmes). Les campagnes elles-mêmes sont intactes : Force Sheet peut reconstruire les index à partir d'elles maintenant, sans rien perdre.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="563" />
      <source>Repair now</source>
      <translation>Réparer maintenant</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="563" />
      <location filename="../app/ui/main_window.py" line="578" />
      <source>Later</source>
      <translation>Plus tard</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="568" />
      <source>The campaign database was repaired.</source>
      <translation>La base de campagnes a été réparée.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="574" />
      <source>The full check of the campaign database found damage ({count} problems): some of what it holds may no longer be readable. Restore the newest good backup (the file as it is now is kept beside it), or first export the campaigns you can still open.</source>
      <translation>La vérification complète de la base de campagnes a trouvé des dommages ({count} problèmes) : une partie de son contenu n'est peut-être plus lisible. Restaurez la sauvegarde saine la plus récente (le fichier actuel est conservé à côté), ou exportez d'abord les campagnes que vous pouvez encore ouvrir.</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="578" />
      <source>Restore a backup…</source>
      <translation>Restaurer une sauvegarde…</translation>
    </message>
  </context>
  <context>
    <name>NewCampaignDialog</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="333" />
      <source>New campaign</source>
      <translation>Nouvelle campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="334" />
      <source>Campaign &amp;name:</source>
      <translation>&amp;Nom de la campagne :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="335" />
      <source>e.g. The Siege of Vraks</source>
      <translation>p. ex. Le Siège de Vraks</translation>
    </message>
  </context>
  <context>
    <name>NewPlayerDialog</name>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="417" />
      <source>Add a player</source>
      <translation>Ajouter un joueur</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="418" />
      <source>&amp;Player:</source>
      <translation>&amp;Joueur :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="419" />
      <source>&amp;Force name:</source>
      <translation>Nom de la &amp;Force :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="420" />
      <source>&amp;Team List:</source>
      <translation>&amp;Liste d'Équipe :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="421" />
      <source>optional, e.g. Strike Force Aquila</source>
      <translation>facultatif, p. ex. Force d'Attaque Aquila</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="430" />
      <source>The Force keeps a copy of this Team List revision: importing a newer catalogue later never changes it.</source>
      <translation>La Force garde une copie de cette révision de la Liste d'Équipe : importer plus tard un catalogue plus récent ne la change jamais.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/dialogs.py" line="433" />
      <source>built-in</source>
      <translation>intégrée</translation>
    </message>
  </context>
  <context>
    <name>OptionsDialog</name>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="265" />
      <source>Options of {name}</source>
      <translation>Options de {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="268" />
      <source>This entry has no options.</source>
      <translation>Cette entrée n'a pas d'options.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="270" />
      <source>None (keep the standard wargear)</source>
      <translation>Aucun (garder l'équipement standard)</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="274" />
      <source>Wargear</source>
      <translation>Équipement</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="282" />
      <source>Replaces: {wargear}.</source>
      <translation>Remplace : {wargear}.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="285" />
      <source>Choose {min} to {max}.</source>
      <translation>Choisir de {min} à {max}.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/options_dialog.py" line="287" />
      <source>Choose at most %n.</source>
      <translation>
        <numerusform>Choisir au plus %n.</numerusform>
        <numerusform>Choisir au plus %n.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/options_dialog.py" line="289" />
      <source>Choose at least %n.</source>
      <translation>
        <numerusform>Choisir au moins %n.</numerusform>
        <numerusform>Choisir au moins %n.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="291" />
      <source>Armoury: each item at most once per model.</source>
      <translation>Arsenal : chaque objet au plus une fois par figurine.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="293" />
      <source>Limited across the Force: see the validation panel.</source>
      <translation>Limité pour toute la Force : voir le panneau de validation.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/options_dialog.py" line="325" />
      <source>Points: {points}</source>
      <translation>Points : {points}</translation>
    </message>
  </context>
  <context>
    <name>PlayedBanner</name>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="92" />
      <source>The Force as it was: nothing can be changed here.</source>
      <extracomment>The longest reason the store keeps.</extracomment>
      <translation>La Force telle qu'elle était : rien ne peut être modifié ici.</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="95" />
      <source>Correcting: {reason}</source>
      <translation>Correction en cours : {reason}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="96" />
      <source>Every change is recorded as a correction with this reason; the history and the Force Sheet show it.</source>
      <translation>Chaque modification est enregistrée comme une correction avec ce motif ; l'historique et la Feuille de Force l'indiquent.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/played.py" line="101" />
      <source>This Force has played %n game(s): it changes only by spending RP (step 5) or by a correction. Names can still be changed.</source>
      <translation>
        <numerusform>Cette Force a joué %n partie : elle ne change plus qu'en dépensant des PR (étape 5) ou par une correction. Les noms peuvent encore changer.</numerusform>
        <numerusform>Cette Force a joué %n parties : elle ne change plus qu'en dépensant des PR (étape 5) ou par une correction. Les noms peuvent encore changer.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="110" />
      <source>Spend RP…</source>
      <translation>Dépenser les PR…</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="111" />
      <source>Recruit, buy wargear and honours with RP (step 5)</source>
      <translation>Recruter, acheter de l'équipement et des honneurs avec les PR (étape 5)</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="113" />
      <source>Make a correction…</source>
      <translation>Faire une correction…</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="115" />
      <source>Change the Force outside step 5 to put a mistake right; you give the reason</source>
      <translation>Modifier la Force hors de l'étape 5 pour réparer une erreur ; vous en donnez le motif</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="116" />
      <source>Done</source>
      <translation>Terminé</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/played.py" line="117" />
      <source>End the correction: the Force is locked again</source>
      <translation>Terminer la correction : la Force est de nouveau verrouillée</translation>
    </message>
  </context>
  <context>
    <name>PlayersModel</name>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Team List</source>
      <translation>Liste d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="91" />
      <source>Base</source>
      <translation>Base</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>Team limit</source>
      <translation>Limite d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>RP</source>
      <translation>PR</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>Renown</source>
      <translation>Renom</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="92" />
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="93" />
      <source>Force points</source>
      <translation>Points de la Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="114" />
      <source>Level {level}</source>
      <translation>Niveau {level}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="116" />
      <source>{wins} won, {draws} drawn, {losses} lost</source>
      <translation>{wins} gagnées, {draws} nulles, {losses} perdues</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/campaigns/models.py" line="119" />
      <source>%n model(s)</source>
      <translation>
        <numerusform>%n figurine</numerusform>
        <numerusform>%n figurines</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ProgressWindow</name>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="145" />
      <source>RP (Requisition Points)</source>
      <translation>PR (Points de Réquisition)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="145" />
      <source>Renown</source>
      <translation>Renom</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="146" />
      <source>Base level</source>
      <translation>Niveau de Base</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="146" />
      <source>Force points</source>
      <translation>Points de la Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="149" />
      <source>Progress charts</source>
      <translation>Graphiques de progression</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="150" />
      <source>Record</source>
      <translation>Bilan</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="151" />
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Wins</source>
      <translation>Victoires</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="153" />
      <source>Draws</source>
      <translation>Égalités</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="154" />
      <source>Losses</source>
      <translation>Défaites</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="154" />
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Casualties</source>
      <translation>Pertes</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Game</source>
      <translation>Partie</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Mission</source>
      <translation>Mission</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="156" />
      <source>Result</source>
      <translation>Résultat</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="158" />
      <source>“Start” is before the first game; each number after it is the state after that game, once its injuries, RP, Renown and spending are done (the last one: now).</source>
      <translation>« Départ » est avant la première partie ; chaque numéro ensuite est l'état après cette partie, une fois ses blessures, PR, Renom et dépenses faits (le dernier : maintenant).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="162" />
      <source>No campaign open</source>
      <translation>Aucune campagne ouverte</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="163" />
      <source>Open a campaign to see its progress.</source>
      <translation>Ouvrez une campagne pour voir sa progression.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="165" />
      <location filename="../app/ui/campaigns/progress.py" line="179" />
      <source>No games yet</source>
      <translation>Pas encore de partie</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="171" />
      <source>{campaign}: progress</source>
      <translation>{campaign} : progression</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="174" />
      <source>Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}</source>
      <translation>Parties jouées : {games} · gagnées : {won} · nulles : {drawn} · pertes : {casualties}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="177" />
      <source>Start</source>
      <translation>Départ</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="203" />
      <source>Draw</source>
      <translation>Égalité</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="205" />
      <source>{player} won</source>
      <translation>{player} a gagné</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="207" />
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/progress.py" line="208" />
      <source>{player}: {count}</source>
      <translation>{player} : {count}</translation>
    </message>
  </context>
  <context>
    <name>RecordGameDialog</name>
    <message>
      <location filename="../app/ui/steps/game.py" line="682" />
      <source>Mission: roll or choose one</source>
      <extracomment>the round's mission (a fixed list, a storyline, the finale: every pair plays it) the attacker and defender the storyline gives the mission (the players may change them) the rule that decided (the plan's result), the players' override and its reason</extracomment>
      <translation>Mission : lancez le dé ou choisissez</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="685" />
      <source>Mission: {mission}</source>
      <translation>Mission : {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="698" />
      <source>Pick the mission.</source>
      <translation>Choisissez la mission.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="717" />
      <source>Pick the result of the game.</source>
      <translation>Choisissez le résultat de la partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="724" />
      <source>Record a game — {player}</source>
      <translation>Enregistrer une partie — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="725" />
      <source>Mission</source>
      <translation>Mission</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="729" />
      <source>&amp;This round's mission: {mission}</source>
      <translation>Mission de cette &amp;manche : {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="732" />
      <source>&amp;Next in the campaign's list: {mission}</source>
      <translation>&amp;Suivante dans la liste de la campagne : {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="734" />
      <source>&amp;Roll on the mission table (D6)</source>
      <translation>&amp;Lancer sur la table des missions (D6)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="735" />
      <source>C&amp;hoose:</source>
      <translation>C&amp;hoisir :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="739" />
      <source>&amp;Opponent:</source>
      <translation>&amp;Adversaire :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="740" />
      <source>R&amp;esult:</source>
      <translation>R&amp;ésultat :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="741" />
      <source>&amp;Attacker:</source>
      <translation>A&amp;ttaquant :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="745" />
      <source>The storyline's default: {player} attacks (the winner of the previous mission defends). You may change it.</source>
      <translation>Par défaut selon la ligne d'histoire : {player} attaque (le vainqueur de la mission précédente défend). Vous pouvez le changer.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="749" />
      <source>Pick the result…</source>
      <translation>Choisissez le résultat…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="750" />
      <location filename="../app/ui/steps/game.py" line="751" />
      <source>{player} wins</source>
      <translation>{player} gagne</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="753" />
      <source>O&amp;verride the mission's result</source>
      <translation>&amp;Passer outre le résultat de la mission</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="754" />
      <source>Rea&amp;son:</source>
      <translation>Rai&amp;son :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="755" />
      <source>Why the players record another result</source>
      <translation>Pourquoi les joueurs enregistrent un autre résultat</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="756" />
      <source>The reason is kept with the game.</source>
      <translation>La raison est gardée avec la partie.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="757" />
      <source>&amp;Print mission card…</source>
      <translation>&amp;Imprimer la fiche de mission…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="758" />
      <source>Set-up</source>
      <translation>Mise en place</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="759" />
      <source>Mission dice</source>
      <translation>Dés de la mission</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="760" />
      <source>&amp;Table:</source>
      <translation>&amp;Table :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="761" />
      <source>Rolled &amp;by:</source>
      <translation>Lancé &amp;par :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="762" />
      <source>Nobody in particular</source>
      <translation>Personne en particulier</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="763" />
      <source>&amp;Add the die</source>
      <translation>&amp;Ajouter le dé</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="764" />
      <source>Re&amp;move the selected die</source>
      <translation>Re&amp;tirer le dé choisi</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="779" />
      <source>Pick the mission to see how to set it up.</source>
      <translation>Choisissez la mission pour voir comment la mettre en place.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="885" />
      <source>The mission's result: {rule}</source>
      <translation>Résultat de la mission : {rule}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="902" />
      <location filename="../app/ui/steps/game.py" line="918" />
      <source>Print mission card</source>
      <translation>Imprimer la fiche de mission</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="919" />
      <source>The mission card could not be written: {error}</source>
      <translation>La fiche de mission n'a pas pu être écrite : {error}</translation>
    </message>
  </context>
  <context>
    <name>ReferenceWindow</name>
    <message>
      <location filename="../app/ui/reference.py" line="359" />
      <source>Rules Reference</source>
      <translation>Référence des règles</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="361" />
      <source>Search in English, French or Russian — e.g. fear, peur, страх, Fear (2)</source>
      <translation>Chercher en anglais, en français ou en russe — par ex. fear, peur, страх, Peur (2)</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="363" />
      <source>Accents and case do not matter. A value in brackets, as in Fear (2), shows the rule with that value.</source>
      <translation>Les accents et les majuscules ne comptent pas. Une valeur entre parenthèses, comme dans Peur (2), montre la règle avec cette valeur.</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="365" />
      <source>All kinds</source>
      <translation>Tous les types</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="369" />
      <source>&amp;Print the rules reference…</source>
      <translation>&amp;Imprimer la référence des règles…</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="371" />
      <source>Write the whole reference in the interface language as a PDF booklet, grouped by kind (with the optional glossary when it is included above)</source>
      <translation>Écrire toute la référence dans la langue de l'interface sous forme de livret PDF, classée par type (avec le glossaire optionnel s'il est inclus ci-dessus)</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="373" />
      <source>Include the optional glossary: {pack}</source>
      <translation>Inclure le glossaire optionnel : {pack}</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/reference.py" line="415" />
      <source>%n entries found</source>
      <translation>
        <numerusform>%n entrée trouvée</numerusform>
        <numerusform>%n entrées trouvées</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="441" />
      <source>No entry matches the search.</source>
      <translation>Aucune entrée ne correspond à la recherche.</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="452" />
      <source>Parameter {parameter}</source>
      <translation>Paramètre {parameter}</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="457" />
      <source>Also called: {names}</source>
      <translation>Aussi appelé : {names}</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="462" />
      <source>See also:</source>
      <translation>Voir aussi :</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="465" />
      <source>From another game's glossary: a rule of Kill Team with the same name wins.</source>
      <translation>Tiré du glossaire d'un autre jeu : une règle de Kill Team du même nom l'emporte.</translation>
    </message>
    <message>
      <location filename="../app/ui/reference.py" line="467" />
      <source>Source: {source}</source>
      <translation>Source : {source}</translation>
    </message>
  </context>
  <context>
    <name>RenamePlayerDialog</name>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="280" />
      <source>Rename player</source>
      <translation>Renommer le joueur</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="285" />
      <source>Player name:</source>
      <translation>Nom du joueur :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/commands.py" line="286" />
      <source>Force name:</source>
      <translation>Nom de la Force :</translation>
    </message>
  </context>
  <context>
    <name>RestoreDialog</name>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="139" />
      <source>Restore a backup</source>
      <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="141" />
      <source>Choose the backup to put back. The campaign database as it is now is kept beside it (nothing is deleted), and everything done since that backup will not be shown.</source>
      <translation>Choisissez la sauvegarde à remettre. La base de campagnes actuelle est conservée à côté (rien n'est supprimé), et tout ce qui a été fait depuis cette sauvegarde ne sera plus affiché.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="143" />
      <source>Date</source>
      <translation>Date</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="143" />
      <source>Size</source>
      <translation>Taille</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="143" />
      <source>Reason</source>
      <translation>Motif</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="144" />
      <source>by hand</source>
      <translation>manuelle</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="144" />
      <source>daily</source>
      <translation>quotidienne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="145" />
      <source>before an update</source>
      <translation>avant une mise à jour</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/exchange.py" line="151" />
      <source>Restore…</source>
      <translation>Restaurer…</translation>
    </message>
  </context>
  <context>
    <name>RevisionDialog</name>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="75" />
      <source>Move the Force to another revision</source>
      <translation>Passer la Force à une autre révision</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="76" />
      <source>{list}: this Force uses revision {revision}.</source>
      <translation>{list} : cette Force utilise la révision {revision}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="78" />
      <source>&amp;Revision:</source>
      <translation>&amp;Révision :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="81" />
      <source>No other revision of this Team List has been imported.</source>
      <translation>Aucune autre révision de cette Liste d'Équipe n'a été importée.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="83" />
      <source>What moving the Force changes:</source>
      <translation>Ce que change le passage de la Force :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="85" />
      <source>&amp;Move the Force</source>
      <translation>&amp;Déplacer la Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="116" />
      <source>Nothing: every model keeps its points and no problem appears.</source>
      <translation>Rien : chaque figurine garde ses points et aucun problème n'apparaît.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="127" />
      <source>{model}: {entry} is no longer in the Team List.</source>
      <translation>{model} : {entry} n'est plus dans la Liste d'Équipe.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="130" />
      <source>{model}: the option {option} no longer exists.</source>
      <translation>{model} : l'option {option} n'existe plus.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="133" />
      <source>{model}: {before} pts → {after} pts.</source>
      <translation>{model} : {before} pts → {after} pts.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="141" />
      <source>New problem: {message}</source>
      <translation>Nouveau problème : {message}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/revision_dialog.py" line="142" />
      <source>Solved: {message}</source>
      <translation>Résolu : {message}</translation>
    </message>
  </context>
  <context>
    <name>RewardsDialog</name>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="163" />
      <source>{achievement} (in {mission})</source>
      <translation>{achievement} (en {mission})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="167" />
      <source>{mission}: {fact}</source>
      <translation>{mission} : {fact}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="172" />
      <source>Underdog: Renown {own} against {opponent}, 1 RP per 3 ({rounding})</source>
      <translation>Outsider : Renom {own} contre {opponent}, 1 PR par tranche de 3 ({rounding})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="177" />
      <source>Field promotion of {model}</source>
      <translation>Promotion sur le terrain de {model}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="188" />
      <source>{player} — {result}</source>
      <translation>{player} — {result}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="205" />
      <source>&lt;b&gt;RP: {before} {sign} {earned} = {after}&lt;/b&gt;</source>
      <translation>&lt;b&gt;PR : {before} {sign} {earned} = {after}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="211" />
      <source>Renown: {before} → ? (roll the D6 above)</source>
      <translation>Renom : {before} → ? (lancez le D6 ci-dessus)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="215" />
      <source>&lt;b&gt;Renown: {before} → {after}&lt;/b&gt;</source>
      <translation>&lt;b&gt;Renom : {before} → {after}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="220" />
      <source>RP and Renown — {mission}</source>
      <translation>PR et Renom — {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="222" />
      <source>Renown roll</source>
      <translation>Jet de Renom</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="227" />
      <source>{player} lost and rolls a D6: {at}+ gains {up} Renown, otherwise loses {down} (never below 0).</source>
      <translation>{player} a perdu et lance un D6 : sur {at}+ gagne {up} de Renom, sinon en perd {down} (jamais sous 0).</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="231" />
      <source>D6:</source>
      <translation>D6 :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>Source</source>
      <translation>Origine</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>Count</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>RP each</source>
      <translation>PR chacun</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/rewards.py" line="234" />
      <source>RP</source>
      <translation>PR</translation>
    </message>
  </context>
  <context>
    <name>RoundDialog</name>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="140" />
      <source>Every game of round {number}: {mission}.</source>
      <translation>Toutes les parties de la manche {number} : {mission}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="143" />
      <source>Each pair rolls its mission (D6).</source>
      <translation>Chaque paire tire sa mission (D6).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="145" />
      <source>The finale: every Team may use the whole Force.</source>
      <translation>La finale : chaque Équipe peut utiliser toute la Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="155" />
      <source>Start round {number}</source>
      <translation>Commencer la manche {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="157" />
      <source>Who plays whom in this round? A player without an opponent has a bye: no game, but they still spend RP in step 5 like everyone.</source>
      <translation>Qui joue contre qui dans cette manche ? Un joueur sans adversaire est exempt : pas de partie, mais il dépense ses PR à l'étape 5 comme tout le monde.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="160" />
      <source>— bye —</source>
      <translation>— exempt —</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_dialog.py" line="162" />
      <source>This round is the finale: everyone may use the whole Force</source>
      <translation>Cette manche est la finale : chacun peut utiliser toute sa Force</translation>
    </message>
  </context>
  <context>
    <name>RoundPanel</name>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="100" />
      <location filename="../app/ui/campaigns/round_panel.py" line="122" />
      <source>Rounds</source>
      <translation>Manches</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="105" />
      <source>Start round {number}…</source>
      <translation>Commencer la manche {number}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="106" />
      <source>Close the campaign…</source>
      <translation>Clore la campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="114" />
      <source>{rank}. {player}</source>
      <translation>{rank}. {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="116" />
      <source>The campaign is closed</source>
      <translation>La campagne est close</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="117" />
      <source>Final standings: {ranks}</source>
      <translation>Classement final : {ranks}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="122" />
      <location filename="../app/ui/campaigns/round_panel.py" line="129" />
      <source>No round yet</source>
      <translation>Pas encore de manche</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="131" />
      <source>Next: start round 1, or play game by game with the steps below. A round pairs the players (an odd one out has a bye) and takes every player through the five steps; every player finishes a step before anyone takes the next.</source>
      <translation>Ensuite : commencez la manche 1, ou jouez partie par partie avec les étapes ci-dessous. Une manche apparie les joueurs (un joueur en trop est exempt) et fait passer chacun par les cinq étapes ; chaque joueur termine une étape avant que quiconque passe à la suivante.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="137" />
      <source>Round {number}</source>
      <translation>Manche {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="139" />
      <source>the finale: every Force plays whole</source>
      <translation>la finale : chaque Force joue au complet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="141" />
      <source>mission: {mission}</source>
      <translation>mission : {mission}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="124" />
      <source>Next: add the players. A campaign needs at least two, each with a Force.</source>
      <translation>Ensuite : ajoutez les joueurs. Une campagne en demande au moins deux, chacun avec sa Force.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="125" />
      <source>Add player…</source>
      <translation>Ajouter un joueur…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="146" />
      <source>Every player finished the finale. Next: close the campaign.</source>
      <translation>Chaque joueur a fini la finale. Ensuite : clore la campagne.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="149" />
      <source>Every player finished the round. Next: start round {number}.</source>
      <translation>Chaque joueur a fini la manche. Ensuite : commencez la manche {number}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="154" />
      <source>Next: {step} — {players}.</source>
      <translation>Ensuite : {step} — {players}.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="165" />
      <source>Game</source>
      <translation>Partie</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="165" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="170" />
      <source>{number}. {step}</source>
      <translation>{number}. {step}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="194" />
      <source>{player} v {opponent}</source>
      <translation>{player} contre {opponent}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="197" />
      <source>{player} (bye)</source>
      <translation>{player} (exempt)</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="214" />
      <source>✓ done</source>
      <translation>✓ fait</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="214" />
      <source>to do</source>
      <translation>à faire</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="214" />
      <source>bye</source>
      <translation>exempt</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="243" />
      <source>Build the Team of {player}…</source>
      <translation>Construire l'Équipe de {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="244" />
      <source>Record the game {player} v {opponent}…</source>
      <translation>Enregistrer la partie {player} contre {opponent}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="245" />
      <source>Roll the injuries of {player}…</source>
      <translation>Lancer les blessures de {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="246" />
      <source>RP and Renown of {player}…</source>
      <translation>PR et Renom de {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="247" />
      <source>Spend the RP of {player}…</source>
      <translation>Dépenser les PR de {player}…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="252" />
      <source>Build the Team…</source>
      <translation>Construire l'Équipe…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="253" />
      <source>Record the game…</source>
      <translation>Enregistrer la partie…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="254" />
      <source>Roll injuries…</source>
      <translation>Lancer les blessures…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="255" />
      <source>RP and Renown…</source>
      <translation>PR et Renom…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/round_panel.py" line="256" />
      <source>Spend RP…</source>
      <translation>Dépenser les PR…</translation>
    </message>
  </context>
  <context>
    <name>Section</name>
    <message>
      <location filename="../app/i18n/messages.py" line="99" />
      <source>Team Leader</source>
      <translation>Chef d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="100" />
      <source>Specialist</source>
      <translation>Spécialiste</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="101" />
      <source>Core</source>
      <translation>Figurine de Base</translation>
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
      <translation>Préférences</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="70" />
      <source>&amp;Language:</source>
      <translation>&amp;Langue :</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="71" />
      <source>&amp;Dice:</source>
      <translation>&amp;Dés :</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="72" />
      <source>&amp;Paper size:</source>
      <translation>Format du &amp;papier :</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="76" />
      <source>&amp;Theme:</source>
      <translation>&amp;Thème :</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="78" />
      <source>Follow the system</source>
      <translation>Celui du système</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="79" />
      <source>Light</source>
      <translation>Clair</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="79" />
      <source>Dark</source>
      <translation>Sombre</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="80" />
      <source>System default</source>
      <translation>Langue du système</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="82" />
      <source>Rolled by the app</source>
      <translation>Lancés par l'application</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="83" />
      <source>Typed in from the table's dice</source>
      <translation>Saisis depuis les dés de la table</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="84" />
      <source>US Letter</source>
      <translation>Lettre US</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="86" />
      <source>The dice setting is the default of each step dialog; you can change it there for a single roll.</source>
      <translation>Le réglage des dés est celui par défaut de chaque étape ; vous pouvez le changer pour un seul jet dans l'étape même.</translation>
    </message>
  </context>
  <context>
    <name>Severity</name>
    <message>
      <location filename="../app/i18n/messages.py" line="106" />
      <source>error</source>
      <translation>erreur</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="107" />
      <source>warning</source>
      <translation>avertissement</translation>
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
      <translation>Aucune Équipe n'est enregistrée pour la prochaine partie : construisez d'abord l'Équipe.</translation>
    </message>
    <message>
      <location filename="../app/sheets/from_store.py" line="67" />
      <source>{player} did not play this game.</source>
      <translation>{player} n'a pas joué cette partie.</translation>
    </message>
    <message>
      <location filename="../app/sheets/from_store.py" line="68" />
      <source>'{id}' is not an id of the campaign database.</source>
      <translation>« {id} » n'est pas un identifiant de la base des campagnes.</translation>
    </message>
    <message>
      <location filename="../app/sheets/from_store.py" line="69" />
      <source>Player {player} is not in campaign {campaign}.</source>
      <translation>Le joueur {player} ne fait pas partie de la campagne {campaign}.</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="45" />
      <source>Force Sheet</source>
      <translation>Feuille de Force</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="46" />
      <source>Force Sheets</source>
      <translation>Feuilles de Force</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="47" />
      <source>Team Sheet</source>
      <translation>Feuille d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="48" />
      <source>Team Sheets</source>
      <translation>Feuilles d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="49" />
      <source>Export sheet as PDF</source>
      <translation>Exporter la feuille en PDF</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="50" />
      <source>Rules Reference</source>
      <translation>Référence des règles</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="51" />
      <source>Print the rules reference as PDF</source>
      <translation>Imprimer la référence des règles en PDF</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="52" />
      <source>PDF files (*.pdf)</source>
      <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="53" />
      <source>Export failed</source>
      <translation>Échec de l'export</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="54" />
      <source>The sheet could not be written to {file}:
{error}</source>
      <translation>Impossible d'écrire la feuille dans {file} :
{error}</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="56" />
      <source>PDF saved</source>
      <translation>PDF enregistré</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="57" />
      <source>The PDF was saved as {file} in the folder {folder}.

No PDF viewer could open it: open the folder, or open the file with the program of your choice.</source>
      <translation>Le PDF a été enregistré sous le nom {file} dans le dossier {folder}.

Aucune visionneuse PDF n'a pu l'ouvrir : ouvrez le dossier, ou ouvrez le fichier avec le programme de votre choix.</translation>
    </message>
    <message>
      <location filename="../app/ui/sheet_export.py" line="60" />
      <source>Open &amp;folder</source>
      <translation>Ouvrir le &amp;dossier</translation>
    </message>
  </context>
  <context>
    <name>ShellActions</name>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="91" />
      <source>&amp;New campaign…</source>
      <extracomment>The freedesktop icon names of the actions (the style's pixmap when the theme lacks one).</extracomment>
      <translation>&amp;Nouvelle campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="92" />
      <source>&amp;Open campaign…</source>
      <translation>&amp;Ouvrir une campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="93" />
      <source>Open the &amp;demo campaign</source>
      <translation>Ouvrir la campagne de &amp;démonstration</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="94" />
      <source>Add &amp;player…</source>
      <translation>Ajouter un &amp;joueur…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="95" />
      <source>Campaign &amp;settings…</source>
      <translation>&amp;Paramètres de la campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="96" />
      <source>&amp;Print Force Sheet…</source>
      <translation>&amp;Imprimer la Feuille de Force…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="97" />
      <source>Print &amp;Team Sheet…</source>
      <translation>Imprimer la Feuille d'É&amp;quipe…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="98" />
      <source>Print &amp;all Force Sheets…</source>
      <translation>Imprimer &amp;toutes les Feuilles de Force…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="99" />
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="100" />
      <source>Se&amp;ttings…</source>
      <translation>Pré&amp;férences…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="101" />
      <source>&amp;Team Lists…</source>
      <translation>&amp;Listes d'Équipe…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="102" />
      <source>&amp;Import BattleScribe catalogue…</source>
      <translation>&amp;Importer un catalogue BattleScribe…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="103" />
      <source>Campaign &amp;history</source>
      <translation>&amp;Historique de la campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="104" />
      <source>&amp;Export campaign…</source>
      <translation>&amp;Exporter la campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="105" />
      <source>I&amp;mport campaign…</source>
      <translation>I&amp;mporter une campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="106" />
      <source>E&amp;xport Force (roster)…</source>
      <translation>E&amp;xporter la Force (roster)…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="107" />
      <source>&amp;Import Force (roster)…</source>
      <translation>&amp;Importer une Force (roster)…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="108" />
      <source>&amp;Back up the database now</source>
      <translation>&amp;Sauvegarder la base maintenant</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="109" />
      <source>&amp;Restore a backup…</source>
      <translation>&amp;Restaurer une sauvegarde…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="110" />
      <source>&amp;Connect to a club server…</source>
      <translation>Se &amp;connecter au serveur du club…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="112" />
      <source>Open the campaigns of a club's PostgreSQL server, shared by every laptop</source>
      <translation>Ouvrir les campagnes du serveur PostgreSQL d'un club, partagées par tous les ordinateurs</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="113" />
      <source>Take this campaign &amp;offline</source>
      <translation>Passer cette campagne &amp;hors ligne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="115" />
      <source>Copy the campaign to this laptop to play without the server; sync it back later</source>
      <translation>Copier la campagne sur cet ordinateur pour jouer sans le serveur ; la synchroniser plus tard</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="116" />
      <source>S&amp;ync with the club server…</source>
      <translation>S&amp;ynchroniser avec le serveur du club…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="117" />
      <source>Kill Team &amp;40K game (Heroes against Villains)…</source>
      <translation>Partie Kill Team &amp;40K (Héros contre Méchants)…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="119" />
      <source>The Kill Team 40K v0.1 alpha rules: two lists from a Codex, a mission, a game sheet and the record of a series</source>
      <translation>Les règles Kill Team 40K v0.1 alpha : deux listes tirées d'un Codex, une mission, une feuille de partie et le suivi d'une série</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="122" />
      <source>Replace the selected player's Force with a roster file; without a selected player, add a new player with it</source>
      <translation>Remplacer la Force du joueur sélectionné par un fichier roster ; sans joueur sélectionné, ajouter un nouveau joueur avec cette Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="124" />
      <source>&amp;About Force Sheet</source>
      <translation>À &amp;propos de Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="125" />
      <source>&amp;User guide</source>
      <translation>&amp;Guide d'utilisation</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="127" />
      <source>How a campaign runs, each step, the Force editor, printing, backups and imports</source>
      <translation>Le déroulement d'une campagne, chaque étape, l'éditeur de Force, l'impression, les sauvegardes et les imports</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="128" />
      <source>&amp;Progress charts</source>
      <translation>&amp;Graphiques de progression</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="130" />
      <source>RP, Renown, Base level and Force points of each player over the games, and the wins, draws, losses and casualties</source>
      <translation>Les PR, le Renom, le niveau de Base et les points de Force de chaque joueur au fil des parties, avec les victoires, égalités, défaites et pertes</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="132" />
      <source>&amp;Rules Reference</source>
      <translation>&amp;Référence des règles</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="134" />
      <source>Every special rule, Battle Honour, Base upgrade and play rule, searchable in English, French and Russian</source>
      <translation>Toutes les règles spéciales, Honneurs de Bataille, améliorations de Base et règles de jeu, à chercher en anglais, en français et en russe</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="147" />
      <source>&amp;Undo: {action}</source>
      <translation>&amp;Annuler : {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="147" />
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="147" />
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="148" />
      <source>Redo</source>
      <translation>Rétablir</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="148" />
      <source>&amp;Redo: {action}</source>
      <translation>&amp;Rétablir : {action}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="148" />
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
  </context>
  <context>
    <name>ShellMenus</name>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="221" />
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="222" />
      <source>&amp;Edit</source>
      <translation>&amp;Édition</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="223" />
      <source>&amp;Campaign</source>
      <translation>&amp;Campagne</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="224" />
      <source>&amp;Tools</source>
      <translation>&amp;Outils</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="225" />
      <source>&amp;Help</source>
      <translation>Aid&amp;e</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/actions.py" line="226" />
      <source>Main toolbar</source>
      <translation>Barre d'outils principale</translation>
    </message>
  </context>
  <context>
    <name>Side</name>
    <message>
      <location filename="../app/i18n/messages.py" line="87" />
      <source>Heroes</source>
      <extracomment>Kill Team 40K sides and force-organisation slots, as violation parameters show them.</extracomment>
      <translation>Héros</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="88" />
      <source>Villains</source>
      <translation>Méchants</translation>
    </message>
  </context>
  <context>
    <name>Slot</name>
    <message>
      <location filename="../app/i18n/messages.py" line="91" />
      <source>HQ</source>
      <translation>QG</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="92" />
      <source>Elites</source>
      <translation>Élite</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="93" />
      <source>Troops</source>
      <translation>Troupes</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="94" />
      <source>Fast Attack</source>
      <translation>Attaque rapide</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="95" />
      <source>Heavy Support</source>
      <translation>Soutien</translation>
    </message>
  </context>
  <context>
    <name>SpendDialog</name>
    <message>
      <location filename="../app/ui/steps/spend.py" line="855" />
      <source>No Group</source>
      <extracomment>What the player may add to the plan.</extracomment>
      <translation>Aucun Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="862" />
      <source>A new Squad of {size}</source>
      <translation>Nouvelle Escouade de {size}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="864" />
      <location filename="../app/ui/steps/spend.py" line="976" />
      <source>A new Group</source>
      <translation>Un nouveau Groupe</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="869" />
      <source>Join {group}</source>
      <translation>Rejoindre {group}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="901" />
      <source>{group}: {item} ({points} pts)</source>
      <translation>{group} : {item} ({points} pts)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="969" />
      <source>{gun}: replacement crew</source>
      <translation>{gun} : servant de remplacement</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="972" />
      <source>Recruit {entry}</source>
      <translation>Recruter {entry}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="939" />
      <source>a new Group</source>
      <translation>un nouveau Groupe</translation>
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
      <translation>Rejoindre le nouveau Groupe de ce plan ({count} recrutés)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="988" />
      <source>Base level {level}: {name}</source>
      <translation>Niveau de Base {level} : {name}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="977" />
      <source>{group}: recruit {entry}</source>
      <translation>{group} : recruter {entry}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="980" />
      <source>{model}: {item}</source>
      <translation>{model} : {item}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="984" />
      <source>{what} (replaces: {old})</source>
      <translation>{what} (remplace : {old})</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="994" />
      <source>{model}: {honour}</source>
      <translation>{model} : {honour}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="999" />
      <source>{what} — {rp} RP</source>
      <translation>{what} — {rp} PR</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1008" />
      <source>{item} given up by {model} — no points back</source>
      <translation>{item} abandonné par {model} — aucun point rendu</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1015" />
      <source>Reinforcements: {needed} pts needed; {rp} RP converted = {available} pts; {lost} pts left over will be lost.</source>
      <translation>Renforts : {needed} pts nécessaires ; {rp} PR convertis = {available} pts ; les {lost} pts restants seront perdus.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1020" />
      <source>No reinforcement points needed.</source>
      <translation>Aucun point de renfort nécessaire.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1025" />
      <source>RP were already converted in this step.</source>
      <translation>Des PR ont déjà été convertis à cette étape.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1029" />
      <source>&lt;b&gt;RP: {before} − {spent} = {after}&lt;/b&gt; (points {converted} RP, direct {direct} RP)</source>
      <translation>&lt;b&gt;PR : {before} − {spent} = {after}&lt;/b&gt; (points {converted} PR, direct {direct} PR)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1039" />
      <source>{group}: {count} Battle Honour(s), needs {count}+</source>
      <translation>{group} : {count} Honneur(s) de Bataille, il faut {count}+</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1048" />
      <source>roll before recruiting into it</source>
      <translation>lancez avant d'y recruter</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1051" />
      <source>rolled {roll}: may take recruits</source>
      <translation>{roll} obtenu : peut recruter</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1052" />
      <source>rolled {roll}: no recruits until after the next game</source>
      <translation>{roll} obtenu : pas de recrues avant la prochaine partie</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1072" />
      <source>{gun}: {alive} of {size} crew; {points} pts each</source>
      <translation>{gun} : {alive} servant(s) sur {size} ; {points} pts chacun</translation>
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
      <translation>(remplace {old} : seulement la différence)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1115" />
      <source>The Base is at the highest level.</source>
      <translation>La Base est au niveau le plus élevé.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1122" />
      <source>Next Base level {level}: {name} — {rp} RP, Renown {renown}+, Team limit {limit} pts</source>
      <translation>Niveau de Base suivant {level} : {name} — {rp} PR, Renom {renown}+, limite d'Équipe {limit} pts</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1140" />
      <source>{rp} RP</source>
      <translation>{rp} PR</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1145" />
      <source>requires {list}</source>
      <translation>nécessite {list}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1159" />
      <source>{rp} RP, Renown {renown}+</source>
      <translation>{rp} PR, Renom {renown}+</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1173" />
      <source>eligible</source>
      <translation>possible</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1180" />
      <source>No model of the Force can take this honour now.</source>
      <translation>Aucune figurine de la Force ne peut recevoir cet honneur pour l'instant.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1184" />
      <source>Spend RP — {player}</source>
      <translation>Dépenser les PR — {player}</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1185" />
      <source>Recruits and wargear</source>
      <translation>Recrues et équipement</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1187" />
      <source>Battle Honours</source>
      <translation>Honneurs de Bataille</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1188" />
      <source>Group recruitment rolls</source>
      <translation>Jets de recrutement des Groupes</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1189" />
      <source>No Group has Battle Honours: no roll needed.</source>
      <translation>Aucun Groupe n'a d'Honneurs de Bataille : aucun jet nécessaire.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1190" />
      <source>Recruit</source>
      <translation>Recruter</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1191" />
      <source>Into:</source>
      <translation>Dans :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1198" />
      <source>{entry} ({points} pts)</source>
      <translation>{entry} ({points} pts)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1202" />
      <source>From the Team List…</source>
      <translation>Depuis la Liste d'Équipe…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1203" />
      <source>Add recruit</source>
      <translation>Ajouter la recrue</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1204" />
      <source>Wargear</source>
      <translation>Équipement</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1205" />
      <source>Options…</source>
      <translation>Options…</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1206" />
      <source>Add wargear</source>
      <translation>Ajouter l'équipement</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1207" />
      <source>Replacement crew</source>
      <translation>Servants de remplacement</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1208" />
      <source>Upgrade</source>
      <translation>Amélioration</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1208" />
      <source>Cost</source>
      <translation>Coût</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1208" />
      <location filename="../app/ui/steps/spend.py" line="1219" />
      <source>Status</source>
      <translation>Statut</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1209" />
      <source>Add upgrade</source>
      <translation>Ajouter l'amélioration</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1210" />
      <source>Add Base level</source>
      <translation>Ajouter le niveau de Base</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1215" />
      <source>{honour} ({rp} RP)</source>
      <translation>{honour} ({rp} PR)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1219" />
      <source>Model</source>
      <translation>Figurine</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1220" />
      <source>Damage to repair:</source>
      <translation>Dommage à réparer :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1221" />
      <source>Add honour</source>
      <translation>Ajouter l'honneur</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1222" />
      <source>Plan (applied when you press OK)</source>
      <translation>Plan (appliqué quand vous appuyez sur OK)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1223" />
      <source>Remove</source>
      <translation>Retirer</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/spend.py" line="1224" />
      <source>Convert just enough RP into points; or convert:</source>
      <translation>Convertir juste assez de PR en points ; ou convertir :</translation>
    </message>
  </context>
  <context>
    <name>StandingsModel</name>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="130" />
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Won</source>
      <translation>Gagnées</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Drawn</source>
      <translation>Nulles</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Lost</source>
      <translation>Perdues</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="131" />
      <source>Renown</source>
      <translation>Renom</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/models.py" line="132" />
      <source>RP</source>
      <translation>PR</translation>
    </message>
  </context>
  <context>
    <name>StepDialogs</name>
    <message>
      <location filename="../app/ui/steps/common.py" line="240" />
      <source>Keep what you entered as a draft? The draft comes back the next time you open this step, until it is confirmed.</source>
      <extracomment>What the player answers when closing a filled-in dialog.</extracomment>
      <translation>Garder ce que vous avez saisi comme brouillon ? Le brouillon revient à la prochaine ouverture de cette étape, jusqu'à ce qu'elle soit validée.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="243" />
      <source>&amp;Keep the draft</source>
      <translation>&amp;Garder le brouillon</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="246" />
      <source>Discard what you entered in this dialog?</source>
      <translation>Abandonner ce que vous avez saisi dans cette fenêtre ?</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="249" />
      <source>&amp;Discard</source>
      <translation>&amp;Ne pas garder</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="345" />
      <source>What you entered last time is back: a kept draft.</source>
      <extracomment>how long after the last change the draft is written (ms) the user guide's chapter F1 and the Help button open (app.ui.guide.TOPICS) True when the dialog opened on a kept draft True when closed by :meth:`start_over` (the launcher opens a fresh one) asked when a filled-in dialog is closed (tests replace it)</extracomment>
      <translation>Ce que vous aviez saisi la dernière fois est revenu : un brouillon conservé.</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="349" />
      <source>Start o&amp;ver</source>
      <translation>Recomm&amp;encer</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/common.py" line="350" />
      <source>Forget the draft and open the dialog again, empty</source>
      <translation>Oublier le brouillon et rouvrir la fenêtre, vide</translation>
    </message>
  </context>
  <context>
    <name>StepLauncher</name>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="69" />
      <source>Nobody can take this step now: every player finishes the step before it first (see the round).</source>
      <translation>Personne ne peut faire cette étape maintenant : chaque joueur termine d'abord l'étape d'avant (voir la manche).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="80" />
      <source>Nothing was applied:</source>
      <translation>Rien n'a été appliqué :</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="125" />
      <source>This Force has no Core models left: the rules dissolve it. The player starts a new Force. Dissolve it now?</source>
      <translation>Cette Force n'a plus de Figurines de Base : les règles la dissolvent. Le joueur commence une nouvelle Force. La dissoudre maintenant ?</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="144" />
      <source>A game needs two players with a Team: build both Teams first (step 1).</source>
      <translation>Une partie demande deux joueurs avec une Équipe : construisez d'abord les deux Équipes (étape 1).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="167" />
      <source>No injuries to roll: every recorded game has its injuries applied. Record a game first (step 2).</source>
      <translation>Aucune blessure à lancer : toutes les parties enregistrées ont leurs blessures appliquées. Enregistrez d'abord une partie (étape 2).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="192" />
      <source>No RP and Renown to gain: every recorded game has its rewards applied. Record a game first (step 2).</source>
      <translation>Aucun PR ni Renom à gagner : toutes les parties enregistrées ont leurs gains appliqués. Enregistrez d'abord une partie (étape 2).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="198" />
      <source>Roll the injuries of both players of game {number} first (step 3).</source>
      <translation>Lancez d'abord les blessures des deux joueurs de la partie {number} (étape 3).</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="238" />
      <source>Start round {number}</source>
      <translation>Commencer la manche {number}</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/step_launcher.py" line="255" />
      <source>Close the campaign</source>
      <translation>Clore la campagne</translation>
    </message>
  </context>
  <context>
    <name>StoreErrors</name>
    <message>
      <location filename="../app/ui/errors.py" line="56" />
      <source>Campaign database in use</source>
      <extracomment>(parent, title, text, technical detail) -&gt; the user said yes (parent, title, text, technical detail)</extracomment>
      <translation>Base de campagnes déjà ouverte</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="57" />
      <source>Newer campaign database</source>
      <translation>Base de campagnes plus récente</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="58" />
      <source>Damaged campaign database</source>
      <translation>Base de campagnes endommagée</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="59" />
      <source>Disk full</source>
      <translation>Disque plein</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="60" />
      <source>Cannot save</source>
      <translation>Enregistrement impossible</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="61" />
      <source>Undo</source>
      <translation>Annulation</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="63" />
      <source>Force Sheet</source>
      <translation>Feuille de Force</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="98" />
      <source>There is no backup to restore: Force Sheet starts with an empty database.</source>
      <translation>Il n'y a aucune sauvegarde à restaurer : Force Sheet démarre avec une base vide.</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="103" />
      <source>Restore the newest backup ({backup}) now?</source>
      <translation>Restaurer maintenant la sauvegarde la plus récente ({backup}) ?</translation>
    </message>
    <message>
      <location filename="../app/ui/errors.py" line="111" />
      <source>The backup could not be restored: {error}</source>
      <translation>La sauvegarde n'a pas pu être restaurée : {error}</translation>
    </message>
  </context>
  <context>
    <name>TeamListBrowser</name>
    <message>
      <location filename="../app/ui/teamlists.py" line="184" />
      <source>Team Lists</source>
      <translation>Listes d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="185" />
      <source>Team List</source>
      <translation>Liste d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="185" />
      <source>Revision</source>
      <translation>Révision</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="186" />
      <source>Source</source>
      <translation>Origine</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="186" />
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="187" />
      <source>Entry</source>
      <translation>Entrée</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="187" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="187" />
      <source>Allowance</source>
      <translation>Accessibilité</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="188" />
      <source>&amp;Import BattleScribe catalogue…</source>
      <translation>&amp;Importer un catalogue BattleScribe…</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="190" />
      <source>Imported catalogues are copied into the app's data folder; a Force keeps the revision it was built with.</source>
      <translation>Les catalogues importés sont copiés dans le dossier de données de l'application ; une Force garde la révision avec laquelle elle a été construite.</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="215" />
      <source>built-in</source>
      <translation>intégrée</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="267" />
      <source>This Team List cannot be read: {error}</source>
      <translation>Cette Liste d'Équipe est illisible : {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="310" />
      <source>Other entries</source>
      <translation>Autres entrées</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="379" />
      <source>{points} pts</source>
      <translation>{points} pts</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="380" />
      <source>Wargear</source>
      <translation>Équipement</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="381" />
      <source>Special rules</source>
      <translation>Règles spéciales</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="382" />
      <source>Options</source>
      <translation>Options</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="406" />
      <source>The rules reference's text ({name}).</source>
      <translation>Texte de la référence des règles ({name}).</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="409" />
      <source>In the catalogue's own language.</source>
      <translation>Dans la propre langue du catalogue.</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="434" />
      <source>Import BattleScribe catalogue</source>
      <translation>Importer un catalogue BattleScribe</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="435" />
      <source>BattleScribe files ({patterns})</source>
      <translation>Fichiers BattleScribe ({patterns})</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/teamlists.py" line="450" />
      <source>Importing %n file(s)…</source>
      <translation>
        <numerusform>Import de %n fichier…</numerusform>
        <numerusform>Import de %n fichiers…</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="451" />
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="506" />
      <source>The import was cancelled: nothing was imported.</source>
      <translation>L'importation a été annulée : rien n'a été importé.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/teamlists.py" line="550" />
      <source>%n BattleScribe construct(s) could not be expressed and were left out (see the details).</source>
      <translation>
        <numerusform>%n construction BattleScribe n'a pas pu être exprimée et a été laissée de côté (voir les détails).</numerusform>
        <numerusform>%n constructions BattleScribe n'ont pas pu être exprimées et ont été laissées de côté (voir les détails).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="554" />
      <source>Imported:</source>
      <translation>Importé :</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="608" />
      <source>{file}: {error}</source>
      <translation>{file} : {error}</translation>
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
      <translation>L'import a échoué : {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="536" />
      <source>new</source>
      <translation>nouveau</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="537" />
      <source>new revision</source>
      <translation>nouvelle révision</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="538" />
      <source>already imported, unchanged</source>
      <translation>déjà importé, inchangé</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="539" />
      <source>replaced</source>
      <translation>remplacé</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="545" />
      <source>{name} (revision {revision}): {status}; {entries} entries</source>
      <translation>{name} (révision {revision}) : {status} ; {entries} entrées</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="557" />
      <source>Game system: {names}</source>
      <translation>Système de jeu : {names}</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="561" />
      <source>Not imported:</source>
      <translation>Non importé :</translation>
    </message>
    <message>
      <location filename="../app/ui/teamlists.py" line="563" />
      <source>Nothing was imported.</source>
      <translation>Rien n'a été importé.</translation>
    </message>
  </context>
  <context>
    <name>Term.achievement</name>
    <message>
      <location filename="../app/i18n/terms.py" line="124" />
      <source>Took Part</source>
      <translation>Ont Pris Part</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="125" />
      <source>Victory!</source>
      <translation>Victoire !</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="126" />
      <source>Stalemate</source>
      <translation>Impasse</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="127" />
      <source>Assassin</source>
      <translation>Assassin</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="128" />
      <source>Heroic Duel</source>
      <translation>Duel Héroïque</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="129" />
      <source>Considerate Commander</source>
      <translation>Commandant Prévenant</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="130" />
      <source>First Blood</source>
      <translation>Premier Sang</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="131" />
      <source>Butcher</source>
      <translation>Boucher</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="132" />
      <source>Pyromaniac</source>
      <translation>Pyromane</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="133" />
      <source>Always Outnumbered</source>
      <translation>Toujours Surpassé par le Nombre</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="134" />
      <source>On the Edge</source>
      <translation>Au Bord</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="135" />
      <source>Never Give Up, Never Surrender!</source>
      <translation>Ne Jamais Abandonner, Ne Jamais Se Rendre !</translation>
    </message>
  </context>
  <context>
    <name>Term.base_level</name>
    <message>
      <location filename="../app/i18n/terms.py" line="50" />
      <source>Base Camp</source>
      <translation>Camp de Base</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="51" />
      <source>Forward Base</source>
      <translation>Base Avancée</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="52" />
      <source>Main Base</source>
      <translation>Base Principale</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="53" />
      <source>Command Centre</source>
      <translation>Centre de Commandement</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="54" />
      <source>Fortified Base</source>
      <translation>Base Fortifiée</translation>
    </message>
  </context>
  <context>
    <name>Term.casualty</name>
    <message>
      <location filename="../app/i18n/terms.py" line="207" />
      <source>Casualty</source>
      <translation>Perte</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="208" />
      <source>Knocked Out</source>
      <translation>Assommé</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="209" />
      <source>Fled</source>
      <translation>En fuite</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="210" />
      <source>Wrecked</source>
      <translation>Épave</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="211" />
      <source>Explodes!</source>
      <translation>Explose !</translation>
    </message>
  </context>
  <context>
    <name>Term.game_result</name>
    <message>
      <location filename="../app/i18n/terms.py" line="173" />
      <source>Win</source>
      <translation>Victoire</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="174" />
      <source>Loss</source>
      <translation>Défaite</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="175" />
      <source>Draw</source>
      <translation>Égalité</translation>
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
      <translation>Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="21" />
      <source>Base</source>
      <translation>Base</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="22" />
      <source>Requisition Points (RP)</source>
      <translation>Points de Réquisition (PR)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="23" />
      <source>Renown</source>
      <translation>Renom</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="24" />
      <source>Battle Honour</source>
      <translation>Honneur de Bataille</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="25" />
      <source>Group</source>
      <translation>Groupe</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="26" />
      <source>Squad</source>
      <translation>Escouade</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="27" />
      <source>Team List</source>
      <translation>Liste d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="28" />
      <source>Model Allowance</source>
      <translation>Accessibilité des Figurines</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="29" />
      <source>Armoury</source>
      <translation>Arsenal</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="30" />
      <source>Force Sheet</source>
      <translation>Feuille de Force</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="31" />
      <source>Team Sheet</source>
      <translation>Feuille d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="32" />
      <source>Round</source>
      <translation>Manche</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="33" />
      <source>Bye</source>
      <translation>Exemption</translation>
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
      <translation>+1 Attaque</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="72" />
      <source>+1 Ballistic Skill</source>
      <translation>+1 CT</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="73" />
      <source>+1 Initiative</source>
      <translation>+1 I</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="74" />
      <source>+1 Leadership</source>
      <translation>+1 Cd</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="75" />
      <source>+1 Weapon Skill</source>
      <translation>+1 CC</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="76" />
      <source>+1 Wound</source>
      <translation>+1 PV</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="77" />
      <source>Cat-like Agility</source>
      <translation>Agilité du Chat</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="78" />
      <source>Mental Conditioning</source>
      <translation>Conditionnement Mental</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="79" />
      <source>Combat Prowess</source>
      <translation>Prouesse au Combat</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="80" />
      <source>Combat Master</source>
      <translation>Maître au Combat</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="81" />
      <source>Counter-attack</source>
      <translation>Contre-Attaque</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="82" />
      <source>Covering Fire</source>
      <translation>Tirs de Soutien</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="83" />
      <source>Critical Reserves</source>
      <translation>Réserves Critiques</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="84" />
      <source>Fearless</source>
      <translation>Intrépide</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="85" />
      <source>Diver</source>
      <translation>Plongeur</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="86" />
      <source>Stop, Drop and Roll</source>
      <translation>Se Baisse et Se Roule</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="87" />
      <source>Assault Fire</source>
      <translation>Tir de Charge</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="88" />
      <source>Free Runner</source>
      <translation>Coureur Libre</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="89" />
      <source>Furious Charge</source>
      <translation>Charge Féroce</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="90" />
      <source>Grenadier</source>
      <translation>Grenadier</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="91" />
      <source>Hammer of Wrath</source>
      <translation>Marteau de Fureur</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="92" />
      <source>Heavy Weapon Specialist</source>
      <translation>Spécialiste de l'Arme Lourde</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="93" />
      <source>Impetuous Shooter</source>
      <translation>Tireur Impétueux</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="94" />
      <source>Fiery</source>
      <translation>Fougueux</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="95" />
      <source>Intimidating</source>
      <translation>Intimidant</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="96" />
      <source>Lightning Assault</source>
      <translation>Assaut Éclair</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="97" />
      <source>Medic</source>
      <translation>Médecin</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="98" />
      <source>Mighty Blow</source>
      <translation>Coup Puissant</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="99" />
      <source>Never Tell Me the Odds</source>
      <translation>Ne Me Parlez Pas du Prix</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="100" />
      <source>Open Mind</source>
      <translation>Ouverture d'Esprit</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="101" />
      <source>Parry</source>
      <translation>Parade</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="102" />
      <source>Fire Master</source>
      <translation>Maître du Feu</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="103" />
      <source>Sprinter</source>
      <translation>Sprinteur</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="104" />
      <source>Experienced Climber</source>
      <translation>Grimpeur Expérimenté</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="105" />
      <source>Tactician</source>
      <translation>Tacticien</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="106" />
      <source>+1 Attack (Walker)</source>
      <translation>+1 Attaque (Marcheur)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="107" />
      <source>+1 Ballistic Skill (Walker)</source>
      <translation>+1 CT (Marcheur)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="108" />
      <source>+1 Initiative (Walker)</source>
      <translation>+1 I (Marcheur)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="109" />
      <source>+1 Weapon Skill (Walker)</source>
      <translation>+1 CC (Marcheur)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="110" />
      <source>Enhanced Optics</source>
      <translation>Optiques Améliorées</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="111" />
      <source>It Will Not Die</source>
      <translation>Il Est Invincible</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="112" />
      <source>Move Through Cover</source>
      <translation>Mouvement à Couvert</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="113" />
      <source>Repair</source>
      <translation>Réparation</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="114" />
      <source>Tank Hunters</source>
      <translation>Tueur de Chars</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="115" />
      <source>Unshakeable Will</source>
      <translation>Volonté Inébranlable</translation>
    </message>
  </context>
  <context>
    <name>Term.honour_only</name>
    <message>
      <location filename="../app/i18n/terms.py" line="118" />
      <source>Team Leaders and Specialists only</source>
      <translation>Chefs d'Équipe et Spécialistes uniquement</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="119" />
      <source>Team Leaders only</source>
      <translation>Chefs d'Équipe uniquement</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="120" />
      <source>Psykers only</source>
      <translation>Psykers uniquement</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="121" />
      <source>Walkers only</source>
      <translation>Marcheurs uniquement</translation>
    </message>
  </context>
  <context>
    <name>Term.injury</name>
    <message>
      <location filename="../app/i18n/terms.py" line="187" />
      <source>Dead!</source>
      <translation>Mort !</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="188" />
      <source>Full recovery</source>
      <translation>Récupération complète</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="189" />
      <source>Grievously injured</source>
      <translation>Grièvement blessé</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="190" />
      <source>Maimed</source>
      <translation>Mutilé</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="191" />
      <source>Beaten up</source>
      <translation>Battu</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="192" />
      <source>Incapacitated</source>
      <translation>Incapacité</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="193" />
      <source>Convalescent</source>
      <translation>Convalescence</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="194" />
      <source>Wounded</source>
      <translation>Blessée</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="195" />
      <source>Lost!</source>
      <translation>Perdu !</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="196" />
      <source>Permanent Damage</source>
      <translation>Dommage Permanent</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="197" />
      <source>Temporarily unstable</source>
      <translation>Temporairement Instable</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="198" />
      <source>Escaped</source>
      <translation>S'est échappé</translation>
    </message>
  </context>
  <context>
    <name>Term.injury_table</name>
    <message>
      <location filename="../app/i18n/terms.py" line="182" />
      <source>Core model injury table</source>
      <translation>Table de Blessure des Figurines de Base</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="183" />
      <source>Specialist injury table</source>
      <translation>Table de Blessure des Spécialistes</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="184" />
      <source>Walker Damage Table</source>
      <translation>Table de Dommage de Marcheur</translation>
    </message>
  </context>
  <context>
    <name>Term.mission</name>
    <message>
      <location filename="../app/i18n/terms.py" line="138" />
      <source>Escalating Skirmish</source>
      <translation>Escarmouche</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="139" />
      <source>Doomsday Device</source>
      <translation>Dispositif du Jugement Dernier</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="140" />
      <source>Take and Hold</source>
      <translation>Prendre et Tenir</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="141" />
      <source>Possession</source>
      <translation>Possession</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="142" />
      <source>Last Stand</source>
      <translation>Dernier Carré</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="143" />
      <source>Raid</source>
      <translation>Raid</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="144" />
      <source>Finale! (special mission)</source>
      <translation>Fin ! (Mission Spéciale)</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_fact</name>
    <message>
      <location filename="../app/i18n/terms.py" line="147" />
      <source>Enemy Specialists killed</source>
      <translation>Spécialistes ennemis tués</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="148" />
      <source>Found the Device</source>
      <translation>A trouvé le Dispositif</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="149" />
      <source>Enemy models near the Device when found</source>
      <translation>Figurines ennemies près du Dispositif à sa découverte</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="150" />
      <source>A model within 3" of the Device at the end</source>
      <translation>Une figurine à 3 ps du Dispositif à la fin</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="151" />
      <source>Key Buildings controlled</source>
      <translation>Bâtiments Clés contrôlés</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="152" />
      <source>Artefacts held</source>
      <translation>Artefacts détenus</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="153" />
      <source>Base Supports destroyed</source>
      <translation>Soutiens de Base détruits</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="154" />
      <source>Base Supports intact</source>
      <translation>Soutiens de Base intacts</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="155" />
      <source>Last Stand won</source>
      <translation>Dernier Carré gagné</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="156" />
      <source>Last Stand drawn</source>
      <translation>Dernier Carré à égalité</translation>
    </message>
  </context>
  <context>
    <name>Term.mission_mode</name>
    <message>
      <location filename="../app/i18n/terms.py" line="159" />
      <source>Fixed list</source>
      <translation>Liste fixe</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="160" />
      <source>Random (D6)</source>
      <translation>Aléatoire (D6)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="161" />
      <source>Storyline</source>
      <translation>Ligne d'Histoire</translation>
    </message>
  </context>
  <context>
    <name>Term.reroll</name>
    <message>
      <location filename="../app/i18n/terms.py" line="214" />
      <source>Medic reroll</source>
      <translation>Relance du Médecin</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="215" />
      <source>Medical Centre reroll</source>
      <translation>Relance du Centre Médical</translation>
    </message>
  </context>
  <context>
    <name>Term.reward</name>
    <message>
      <location filename="../app/i18n/terms.py" line="218" />
      <source>Achievement</source>
      <translation>Exploit</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="219" />
      <source>Mission bonus</source>
      <translation>Bonus de mission</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="220" />
      <source>Underdog bonus</source>
      <translation>Bonus d'outsider</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="221" />
      <source>Field promotion</source>
      <translation>Promotion sur le terrain</translation>
    </message>
  </context>
  <context>
    <name>Term.role</name>
    <message>
      <location filename="../app/i18n/terms.py" line="178" />
      <source>Attacker</source>
      <translation>Attaquant</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="179" />
      <source>Defender</source>
      <translation>Défenseur</translation>
    </message>
  </context>
  <context>
    <name>Term.section</name>
    <message>
      <location filename="../app/i18n/terms.py" line="37" />
      <source>Team Leader</source>
      <translation>Chef d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="38" />
      <source>Specialist</source>
      <translation>Spécialiste</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="39" />
      <source>Core</source>
      <translation>Figurine de Base</translation>
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
      <translation>Recruter</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="225" />
      <source>Reinforce Squad</source>
      <translation>Renforcer l'Escouade</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="226" />
      <source>Wargear</source>
      <translation>Équipement</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="227" />
      <source>Base level</source>
      <translation>Niveau de Base</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="228" />
      <source>Base upgrade</source>
      <translation>Amélioration de Base</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="229" />
      <source>Battle Honour</source>
      <translation>Honneur de Bataille</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="230" />
      <source>Reinforcement points</source>
      <translation>Points de renfort</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="231" />
      <source>Group recruitment roll</source>
      <translation>Jet de recrutement du Groupe</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="232" />
      <source>Walker Repair</source>
      <translation>Réparation du Marcheur</translation>
    </message>
  </context>
  <context>
    <name>Term.squad_rounding</name>
    <message>
      <location filename="../app/i18n/terms.py" line="168" />
      <source>Rounded up</source>
      <translation>Arrondi au supérieur</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="169" />
      <source>Rounded down</source>
      <translation>Arrondi à l'inférieur</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="170" />
      <source>To the nearest point</source>
      <translation>Au point le plus proche</translation>
    </message>
  </context>
  <context>
    <name>Term.stat</name>
    <message>
      <location filename="../app/i18n/terms.py" line="235" />
      <source>Movement</source>
      <translation>Mouvement</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="236" />
      <source>Weapon Skill</source>
      <translation>Capacité de Combat</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="237" />
      <source>Ballistic Skill</source>
      <translation>Capacité de Tir</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="238" />
      <source>Strength</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="239" />
      <source>Toughness</source>
      <translation>Endurance</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="240" />
      <source>Wounds</source>
      <translation>Points de Vie</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="241" />
      <source>Initiative</source>
      <translation>Initiative</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="242" />
      <source>Attacks</source>
      <translation>Attaques</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="243" />
      <source>Leadership</source>
      <translation>Commandement</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="244" />
      <source>Save</source>
      <translation>Sauvegarde</translation>
    </message>
  </context>
  <context>
    <name>Term.step</name>
    <message>
      <location filename="../app/i18n/terms.py" line="43" />
      <source>Build a Team</source>
      <translation>Construire une Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="44" />
      <source>Play a game</source>
      <translation>Jouer une partie</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="45" />
      <source>Injuries</source>
      <translation>Blessures</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="46" />
      <source>RP and Renown</source>
      <translation>PR et Renom</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="47" />
      <source>Spend RP</source>
      <translation>Dépenser les PR</translation>
    </message>
  </context>
  <context>
    <name>Term.temporary</name>
    <message>
      <location filename="../app/i18n/terms.py" line="201" />
      <source>Incapacitated: misses the next game</source>
      <translation>Incapacité : manque la prochaine partie</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="202" />
      <source>Convalescent: −2 to all movement next game</source>
      <translation>Convalescence : −2 à tout mouvement lors de la prochaine partie</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="203" />
      <source>Wounded: −2 Ld and no Inspiring Presence next game</source>
      <translation>Blessée : −2 Cd et pas de Présence Inspirante lors de la prochaine partie</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="204" />
      <source>Unstable: on a 1 at the start of each Movement phase, Shaken that turn</source>
      <translation>Instable : sur un 1 au début de chaque phase de Mouvement, Secoué ce tour</translation>
    </message>
  </context>
  <context>
    <name>Term.underdog_rounding</name>
    <message>
      <location filename="../app/i18n/terms.py" line="164" />
      <source>Round down (rule text)</source>
      <translation>Arrondi inférieur (texte de la règle)</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="165" />
      <source>Round up (rule example)</source>
      <translation>Arrondi supérieur (exemple de la règle)</translation>
    </message>
  </context>
  <context>
    <name>Term.upgrade</name>
    <message>
      <location filename="../app/i18n/terms.py" line="57" />
      <source>Comms Relay</source>
      <translation>Relais de Communication</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="58" />
      <source>Defence Turret</source>
      <translation>Tourelle Défensive</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="59" />
      <source>Medical Centre</source>
      <translation>Centre Médical</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="60" />
      <source>Officer Training</source>
      <translation>Formation des Officiers</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="61" />
      <source>Psychic Shield</source>
      <translation>Bouclier Psychique</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="62" />
      <source>Recon Satellite</source>
      <translation>Satellite de Reconnaissance</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="63" />
      <source>Scout Training</source>
      <translation>Formation des Scouts</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="64" />
      <source>Shield Projector</source>
      <translation>Projecteur de Bouclier</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="65" />
      <source>Barbed Wire</source>
      <translation>Fils Barbelés</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="66" />
      <source>Target Designator</source>
      <translation>Désignateur de Cible</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="67" />
      <source>Training Centre</source>
      <translation>Centre de Formation</translation>
    </message>
    <message>
      <location filename="../app/i18n/terms.py" line="68" />
      <source>Vehicle Bay</source>
      <translation>Hangar à Véhicules</translation>
    </message>
  </context>
  <context>
    <name>ValidationPanel</name>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="117" />
      <source>Points: {used}</source>
      <translation>Points : {used}</translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="121" />
      <source>Points: {used} / {limit}</source>
      <translation>Points : {used} / {limit}</translation>
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
        <numerusform>%n erreur</numerusform>
        <numerusform>%n erreurs</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../app/ui/force_editor/validation_panel.py" line="143" />
      <source>%n warning(s)</source>
      <translation>
        <numerusform>%n avertissement</numerusform>
        <numerusform>%n avertissements</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/ui/force_editor/validation_panel.py" line="146" />
      <source>No problems found.</source>
      <translation>Aucun problème.</translation>
    </message>
  </context>
  <context>
    <name>Violation</name>
    <message>
      <location filename="../app/i18n/messages.py" line="21" />
      <source>Unknown entry '{entry}': it is not in this Team List.</source>
      <translation>Entrée inconnue « {entry} » : elle n'est pas dans cette Liste d'Équipe.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="22" />
      <source>{entry} is not available to this Force.</source>
      <translation>{entry} n'est pas disponible pour cette Force.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="23" />
      <source>Unknown option '{entry}' for this model.</source>
      <translation>Option inconnue « {entry} » pour cette figurine.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="24" />
      <source>Option '{entry}' is not available to this model.</source>
      <translation>L'option « {entry} » n'est pas disponible pour cette figurine.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="25" />
      <source>Too many {section} models: {count}, at most {limit}.</source>
      <translation>Trop de figurines {section} : {count}, au plus {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="26" />
      <source>Too few {section} models: {count}, at least {limit}.</source>
      <translation>Pas assez de figurines {section} : {count}, au moins {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="27" />
      <location filename="../app/i18n/messages.py" line="29" />
      <source>Too many {name}: {count}, at most {limit}.</source>
      <translation>Trop de {name} : {count}, au plus {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="28" />
      <location filename="../app/i18n/messages.py" line="30" />
      <source>Too few {name}: {count}, at least {limit}.</source>
      <translation>Pas assez de {name} : {count}, au moins {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="31" />
      <source>{name}: {count} chosen, at most {limit}.</source>
      <translation>{name} : {count} choisi(s), au plus {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="32" />
      <source>{name}: {count} chosen, at least {limit}.</source>
      <translation>{name} : {count} choisi(s), au moins {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="33" />
      <source>{name} taken {count} times, at most {limit}.</source>
      <translation>{name} pris {count} fois, au plus {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="34" />
      <source>{name} taken {count} times, at least {limit}.</source>
      <translation>{name} pris {count} fois, au moins {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="35" />
      <source>{name}: {count} taken by the {category} models, at most {limit}.</source>
      <translation>{name} : {count} prises par les figurines {category}, au plus {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="36" />
      <source>{name} taken {count} times by one model: each Armoury item at most once.</source>
      <translation>{name} pris {count} fois par une figurine : chaque objet de l'Arsenal au plus une fois.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="37" />
      <source>{name}: {count} taken, only {limit} allowed for the models present.</source>
      <translation>{name} : {count} pris, seulement {limit} autorisé(s) pour les figurines présentes.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="38" />
      <source>{name}: {count} taken, at most {limit} in the Force.</source>
      <translation>{name} : {count} pris, au plus {limit} dans la Force.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="39" />
      <source>{name}: {count} taken, at least {limit} needed.</source>
      <translation>{name} : {count} pris, au moins {limit} requis.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="40" />
      <source>Group {group} has {size} models, at most {max}.</source>
      <translation>Le Groupe {group} compte {size} figurines, au plus {max}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="41" />
      <source>Group {group} mixes entries: all its models must be {entry}.</source>
      <translation>Le Groupe {group} mélange des entrées : toutes ses figurines doivent être {entry}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="42" />
      <source>Group {group}: only Core models form Groups.</source>
      <translation>Groupe {group} : seules les Figurines de Base forment des Groupes.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="43" />
      <source>Unknown Group '{group}'.</source>
      <translation>Groupe inconnu « {group} ».</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="44" />
      <source>Squad {group} has {size} models, more than its starting {starting_size}.</source>
      <translation>L'Escouade {group} compte {size} figurines, plus que ses {starting_size} de départ.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="45" />
      <source>Squad {group} has {size} models: a starting Squad is its whole unit of {starting_size}.</source>
      <translation>L'Escouade {group} a {size} figurine(s) : une Escouade de départ est son unité complète de {starting_size}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="46" />
      <source>A Squad model must belong to its Squad.</source>
      <translation>Une figurine d'Escouade doit appartenir à son Escouade.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="47" />
      <source>The starting Force costs {points} pts, {over} over the {limit} pts limit.</source>
      <translation>La Force de départ coûte {points} pts, {over} de plus que la limite de {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="48" />
      <source>{unspent} pts unspent of {limit}.</source>
      <translation>{unspent} pts non dépensés sur {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="49" />
      <source>The Team costs {points} pts, {over} over the Base limit of {limit} pts.</source>
      <translation>L'Équipe coûte {points} pts, {over} de plus que la limite de la Base de {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="50" />
      <source>{name}: {count} pts, limit {limit} pts.</source>
      <translation>{name} : {count} pts, limite {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="51" />
      <source>A Transport needs the Vehicle Bay Base upgrade.</source>
      <translation>Un Transport nécessite l'amélioration de Base Hangar à Véhicules.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="52" />
      <source>{count} Transports: the Vehicle Bay allows {max}.</source>
      <translation>{count} Transports : le Hangar à Véhicules en autorise {max}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="53" />
      <source>The Force has no Team Leader: a Specialist must be field promoted.</source>
      <translation>La Force n'a pas de Chef d'Équipe : un Spécialiste doit être promu sur le terrain.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="54" />
      <source>The Force has no Core models: it must be dissolved.</source>
      <translation>La Force n'a aucune Figurine de Base : elle doit être dissoute.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="55" />
      <source>Two models share the id '{model}'.</source>
      <translation>Deux figurines partagent l'identifiant « {model} ».</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="56" />
      <source>The Team names model '{model}', which is not in the Force.</source>
      <translation>L'Équipe cite la figurine « {model} », qui n'est pas dans la Force.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="57" />
      <source>Group {group} is incomplete: {missing} of its {size} models are missing.</source>
      <translation>Le Groupe {group} est incomplet : il manque {missing} de ses {size} figurines.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="58" />
      <source>{count} Team Leaders: a Team has at most one.</source>
      <translation>{count} Chefs d'Équipe : une Équipe en a au plus un.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="59" />
      <source>The Force has no Team Leader: pick a Specialist for field promotion.</source>
      <translation>La Force n'a pas de Chef d'Équipe : choisissez un Spécialiste à promouvoir sur le terrain.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="60" />
      <source>Only a Specialist in the Team can be field promoted.</source>
      <translation>Seul un Spécialiste de l'Équipe peut être promu sur le terrain.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="61" />
      <source>The Force has a Team Leader: no field promotion.</source>
      <translation>La Force a un Chef d'Équipe : pas de promotion sur le terrain.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="62" />
      <source>This model is Incapacitated and misses this game.</source>
      <translation>Cette figurine est Hors de combat et manque cette partie.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="63" />
      <source>The Team has no models.</source>
      <translation>L'Équipe n'a aucune figurine.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="65" />
      <source>The list has no models.</source>
      <translation>La liste n'a aucune figurine.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="66" />
      <source>The list costs {points} pts, {over} over the {limit} pts limit.</source>
      <translation>La liste coûte {points} pts, {over} de plus que la limite de {limit} pts.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="67" />
      <source>{name} has {wounds} Wounds: at most {limit} in Kill Team 40K.</source>
      <translation>{name} a {wounds} PV : au plus {limit} dans Kill Team 40K.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="68" />
      <source>{name} is a special character: none may play in Kill Team 40K.</source>
      <translation>{name} est un personnage spécial : aucun ne joue dans Kill Team 40K.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="69" />
      <source>{name} has a {save} armour save: no 2+ save in Kill Team 40K.</source>
      <translation>{name} a une sauvegarde d'armure de {save} : pas de 2+ dans Kill Team 40K.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="70" />
      <source>{name}: armour {front} + {side} + {rear} = {total}, more than {limit}.</source>
      <translation>{name} : blindage {front} + {side} + {rear} = {total}, plus que {limit}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="71" />
      <source>{name} is a {slot} choice, not one of the {side}.</source>
      <translation>{name} est un choix {slot}, pas un choix des {side}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="72" />
      <source>{name} has no HQ, Elites, Troops or Fast Attack slot in its list.</source>
      <translation>{name} n'a pas de choix QG, Élite, Troupes ou Attaque rapide dans sa liste.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="73" />
      <source>Group {group} has {size} models: a group is {expected} models, or one model alone.</source>
      <translation>Le groupe {group} a {size} figurines : un groupe compte {expected} figurines, ou une seule.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="74" />
      <source>Group {group} holds a vehicle: vehicles stand alone.</source>
      <translation>Le groupe {group} contient un véhicule : les véhicules restent seuls.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="75" />
      <source>Group {group} names '{model}', which is not in the list.</source>
      <translation>Le groupe {group} nomme « {model} », qui n'est pas dans la liste.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="76" />
      <source>{name} is in two groups.</source>
      <translation>{name} est dans deux groupes.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="77" />
      <source>{name} is in no group.</source>
      <translation>{name} n'est dans aucun groupe.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="78" />
      <source>{count} models stand alone: only the {limit} left over from the groups of 3 may.</source>
      <translation>{count} figurines sont seules : seules les {limit} restantes des groupes de 3 le peuvent.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="79" />
      <source>Unknown mission '{mission}'.</source>
      <translation>Mission inconnue « {mission} ».</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="80" />
      <source>'{side}' is no side: the Heroes or the Villains win.</source>
      <translation>« {side} » n'est pas un camp : les Héros ou les Méchants gagnent.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="81" />
      <source>A mission roll of {die} does not give this mission.</source>
      <translation>Un jet de mission de {die} ne donne pas cette mission.</translation>
    </message>
    <message>
      <location filename="../app/i18n/messages.py" line="82" />
      <source>{player} cannot play both sides.</source>
      <translation>{player} ne peut pas jouer les deux camps.</translation>
    </message>
  </context>
  <context>
    <name>WelcomePage</name>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="43" />
      <source>Welcome to Force Sheet</source>
      <translation>Bienvenue dans Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="45" />
      <source>There is no campaign yet. Start one for your group, with a player for each Force, or look around the demo campaign first.</source>
      <translation>Il n'y a pas encore de campagne. Commencez-en une pour votre groupe, avec un joueur par Force, ou découvrez d'abord la campagne de démonstration.</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="47" />
      <source>New campaign…</source>
      <translation>Nouvelle campagne…</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="48" />
      <source>Open the demo campaign</source>
      <translation>Ouvrir la campagne de démonstration</translation>
    </message>
    <message>
      <location filename="../app/ui/campaigns/welcome.py" line="50" />
      <source>The demo has three players and two games played: Groups with Battle Honours, a maimed Specialist, a fallen Marine. Change it freely; your own campaigns stay apart.</source>
      <translation>La démonstration compte trois joueurs et deux parties jouées : des Groupes avec des Honneurs de Bataille, un Spécialiste mutilé, un Marine tombé. Modifiez-la librement ; vos propres campagnes restent à part.</translation>
    </message>
  </context>
  <context>
    <name>_Chain</name>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="214" />
      <source>D6 − 1:</source>
      <translation>D6 − 1 :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="214" />
      <source>D6:</source>
      <translation>D6 :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="217" />
      <source>{result}:</source>
      <translation>{result} :</translation>
    </message>
  </context>
  <context>
    <name>_InjuryRow</name>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="328" />
      <source>waiting for the dice</source>
      <translation>en attente des dés</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="335" />
      <source>No reroll</source>
      <translation>Pas de relance</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="336" />
      <source>No second reroll</source>
      <translation>Pas de seconde relance</translation>
    </message>
  </context>
  <context>
    <name>_KnockedOutRow</name>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="380" />
      <source>Knocked Out: 3-6 escapes, 1-2 rolls for injury</source>
      <translation>Assommée : 3-6 s'en sort, 1-2 lance sur la table de Blessures</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="383" />
      <source>D6:</source>
      <translation>D6 :</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="386" />
      <source>waiting for the dice</source>
      <translation>en attente des dés</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/injuries.py" line="391" />
      <source>counts as a casualty</source>
      <translation>compte comme une perte</translation>
    </message>
  </context>
  <context>
    <name>_ListEditor</name>
    <message>
      <location filename="../app/ui/kt40k.py" line="324" />
      <source>The editor checks the list as its Team List does; the Kill Team 40K window checks it for its side once you press OK.</source>
      <translation>L'éditeur vérifie la liste selon sa Liste d'Équipe ; la fenêtre Kill Team 40K la vérifie pour son camp quand vous appuyez sur OK.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="336" />
      <source>Build a list</source>
      <translation>Composer une liste</translation>
    </message>
  </context>
  <context>
    <name>_PlayerPanel</name>
    <message>
      <location filename="../app/ui/steps/game.py" line="256" />
      <source>Achievements</source>
      <extracomment>The result combo's first item: nobody picked a result yet (OK waits for one).</extracomment>
      <translation>Hauts faits</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="262" />
      <source>{name} (+{rp} RP)</source>
      <translation>{name} (+{rp} PR)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="265" />
      <source>{name} (+{rp} RP each)</source>
      <translation>{name} (+{rp} PR chacun)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="267" />
      <source>Mission bonus facts</source>
      <translation>Faits de mission (PR bonus)</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="270" />
      <source>What happened to each model</source>
      <translation>Ce qui est arrivé à chaque figurine</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="271" />
      <source>Model</source>
      <translation>Figurine</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="271" />
      <source>At the end</source>
      <translation>À la fin</translation>
    </message>
    <message>
      <location filename="../app/ui/steps/game.py" line="275" />
      <source>Unharmed</source>
      <translation>Indemne</translation>
    </message>
  </context>
  <context>
    <name>_SidePanel</name>
    <message>
      <location filename="../app/ui/kt40k.py" line="112" />
      <source>&amp;Player:</source>
      <translation>&amp;Joueur :</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="113" />
      <source>Open &amp;list…</source>
      <translation>Ouvrir la &amp;liste…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="114" />
      <source>Open l&amp;ist…</source>
      <translation>Ouvrir la l&amp;iste…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="115" />
      <source>&amp;Build…</source>
      <translation>&amp;Composer…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="116" />
      <source>B&amp;uild…</source>
      <translation>Com&amp;poser…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="118" />
      <source>Build or change the list in the Force editor, from an imported Codex</source>
      <translation>Composer ou modifier la liste dans l'éditeur de Force, à partir d'un Codex importé</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="119" />
      <source>Save…</source>
      <translation>Enregistrer…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="120" />
      <source>Save the list as a roster file</source>
      <translation>Enregistrer la liste comme fichier de liste</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="133" />
      <source>Open a list</source>
      <translation>Ouvrir une liste</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="134" />
      <source>Rosters (*.json *.ros *.rosz);;All files (*)</source>
      <translation>Listes (*.json *.ros *.rosz);;Tous les fichiers (*)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="148" />
      <source>It names the Team List '{id}', which is not imported.</source>
      <translation>Elle nomme la Liste d'Équipe « {id} », qui n'est pas importée.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="151" />
      <source>It cannot be read: {error}</source>
      <translation>Elle ne peut pas être lue : {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="154" />
      <source>List not opened</source>
      <translation>Liste non ouverte</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="155" />
      <source>{file} is not a list that can be played.</source>
      <translation>{file} n'est pas une liste jouable.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="188" />
      <source>Build a list</source>
      <translation>Composer une liste</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="189" />
      <source>&amp;Codex (Team List):</source>
      <translation>&amp;Codex (Liste d'Équipe) :</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="210" />
      <source>List not saved</source>
      <translation>Liste non enregistrée</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="211" />
      <source>{file} could not be written: {error}</source>
      <translation>{file} n'a pas pu être écrit : {error}</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="221" />
      <source>Save the list</source>
      <translation>Enregistrer la liste</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="222" />
      <source>Roster files (*.json)</source>
      <translation>Fichiers de liste (*.json)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="253" />
      <source>'{text}' is no group number: type 1, 2, 3…</source>
      <translation>« {text} » n'est pas un numéro de groupe : tapez 1, 2, 3…</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="266" />
      <source>No list yet.</source>
      <translation>Pas encore de liste.</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="273" />
      <source>(built here, not saved)</source>
      <translation>(composée ici, non enregistrée)</translation>
    </message>
    <message>
      <location filename="../app/ui/kt40k.py" line="307" />
      <source>Valid for Kill Team 40K.</source>
      <translation>Valable pour Kill Team 40K.</translation>
    </message>
  </context>
  <context>
    <name>cli</name>
    <message>
      <location filename="../app/cli/__init__.py" line="38" />
      <source>{file}: ok ({name} {version}, {entries} entries)</source>
      <translation>{file} : correct ({name} {version}, {entries} entrées)</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="39" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file} : lecture impossible : {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="40" />
      <source>{file}: no Team List '{id}' (use --teamlist FILE)</source>
      <translation>{file} : pas de Liste d'Équipe « {id} » (utilisez --teamlist FICHIER)</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="41" />
      <source>{file}: the roster has no team</source>
      <translation>{file} : le roster n'a pas d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="42" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="43" />
      <source>Team</source>
      <translation>Équipe</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="44" />
      <source>valid</source>
      <translation>valide</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="45" />
      <source>not a regular file</source>
      <translation>ce n'est pas un fichier ordinaire</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="46" />
      <source>--db needs the path of a database file, not {path}</source>
      <translation>--db attend le chemin d'un fichier de base de données, pas {path}</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="47" />
      <source>{path}: {error}</source>
      <translation>{path} : {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/__init__.py" line="48" />
      <source>a file name that cannot be used on this system</source>
      <translation>un nom de fichier inutilisable sur ce système</translation>
    </message>
  </context>
  <context>
    <name>cli_kt40k</name>
    <message>
      <location filename="../app/cli/kt40k.py" line="39" />
      <source>valid</source>
      <translation>valable</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="40" />
      <source>{side} list: {points} / {limit} pts</source>
      <translation>Liste {side} : {points} / {limit} pts</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="41" />
      <source>'{mission}' is no Kill Team 40K mission: give one of {missions}</source>
      <translation>« {mission} » n'est pas une mission Kill Team 40K : donnez l'une de {missions}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="43" />
      <source>a mission roll is a D6 result, 1 to 6</source>
      <translation>un jet de mission est un résultat de D6, de 1 à 6</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="44" />
      <source>give --mission ID or --roll N</source>
      <translation>donnez --mission ID ou --roll N</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="45" />
      <source>D6: {die}</source>
      <translation>D6 : {die}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="46" />
      <source>{file}: written</source>
      <translation>{file} : écrit</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="47" />
      <source>{file}: cannot write: {error}</source>
      <translation>{file} : écriture impossible : {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="48" />
      <source>game {number} recorded: {result}</source>
      <translation>partie {number} enregistrée : {result}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="49" />
      <source>not recorded: {problem}</source>
      <translation>non enregistré : {problem}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="50" />
      <source>game {number} taken back</source>
      <translation>partie {number} retirée</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="51" />
      <source>no game recorded yet</source>
      <translation>aucune partie enregistrée</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="52" />
      <source>series file {file}: {problem}</source>
      <translation>fichier de série {file} : {problem}</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="53" />
      <source>player	played	won	lost	as Heroes	as Villains</source>
      <translation>joueur	jouées	gagnées	perdues	en Héros	en Méchants</translation>
    </message>
    <message>
      <location filename="../app/cli/kt40k.py" line="55" />
      <source>a Kill Team 40K list is checked for a side: --side heroes or --side villains</source>
      <translation>une liste Kill Team 40K se vérifie pour un camp : --side heroes ou --side villains</translation>
    </message>
  </context>
  <context>
    <name>cli_rosters</name>
    <message>
      <location filename="../app/cli/rosters.py" line="37" />
      <source>Selections not placed: {count}</source>
      <translation>Sélections non placées : {count}</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="38" />
      <source>  {path} ({entry}): {reason}</source>
      <translation>  {path} ({entry}) : {reason}</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="39" />
      <source>{file} written ({models} models)</source>
      <translation>{file} écrit ({models} figurines)</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="40" />
      <source>The Force of {player} was exported to {file}</source>
      <translation>La Force de {player} a été exportée dans {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="41" />
      <source>{file}: use .rosz or .ros for a BattleScribe roster, .json for a Force Sheet one</source>
      <translation>{file} : utilisez .rosz ou .ros pour un roster BattleScribe, .json pour un roster Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="44" />
      <source>{file}: converting needs one Force Sheet roster (.json) and one BattleScribe roster (.ros/.rosz)</source>
      <translation>{file} : la conversion demande un roster Force Sheet (.json) et un roster BattleScribe (.ros/.rosz)</translation>
    </message>
    <message>
      <location filename="../app/cli/rosters.py" line="47" />
      <source>{file}: cannot write: {error}</source>
      <translation>{file} : écriture impossible : {error}</translation>
    </message>
  </context>
  <context>
    <name>cli_rules</name>
    <message>
      <location filename="../app/cli/rules.py" line="34" />
      <source>the rules reference has no entry '{id}'</source>
      <translation>la référence des règles n'a pas d'entrée « {id} »</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="35" />
      <source>'{value}' does not fit the parameter of {name}</source>
      <translation>« {value} » ne convient pas au paramètre de {name}</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="37" />
      <source>nothing found for '{query}'</source>
      <translation>rien trouvé pour « {query} »</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="38" />
      <source>rules reference booklet written to {file}</source>
      <translation>livret de référence des règles écrit dans {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/rules.py" line="39" />
      <source>the booklet could not be written to {file}: {error}</source>
      <translation>le livret n'a pas pu être écrit dans {file} : {error}</translation>
    </message>
  </context>
  <context>
    <name>cli_server</name>
    <message>
      <location filename="../app/cli/server.py" line="22" />
      <source>{database} is ready for club play: schema, roles and row-level security are in place.</source>
      <translation>{database} est prête pour le jeu en club : schéma, rôles et sécurité par ligne sont en place.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="25" />
      <source>Organiser login: {login}, password: {password} (shown only now).</source>
      <translation>Identifiant de l'organisateur : {login}, mot de passe : {password} (affiché seulement maintenant).</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="27" />
      <source>Organiser login: {login} (its password was kept).</source>
      <translation>Identifiant de l'organisateur : {login} (son mot de passe a été conservé).</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="29" />
      <source>Login for player {player} of campaign {campaign}: {login}, password: {password} (shown only now).</source>
      <translation>Identifiant du joueur {player} de la campagne {campaign} : {login}, mot de passe : {password} (affiché seulement maintenant).</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="32" />
      <source>Connect with: forcesheet --db {url}</source>
      <translation>Connexion : forcesheet --db {url}</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="33" />
      <source>The password is kept in this computer's keyring.</source>
      <translation>Le mot de passe est conservé dans le trousseau de cet ordinateur.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="34" />
      <source>Campaign {campaign} copied to {file}: play on it with forcesheet --db {file}, then sync it back.</source>
      <translation>Campagne {campaign} copiée dans {file} : jouez dessus avec forcesheet --db {file}, puis synchronisez-la.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="37" />
      <source>{applied} actions applied on the server, {skipped} already there, {refused} refused.</source>
      <translation>{applied} actions appliquées sur le serveur, {skipped} déjà présentes, {refused} refusées.</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="40" />
      <source>Refused: action {seq} ({kind}): {reason}</source>
      <translation>Refusée : action {seq} ({kind}) : {reason}</translation>
    </message>
    <message>
      <location filename="../app/cli/server.py" line="41" />
      <source>No keyring on this computer: the password was not kept ({error}).</source>
      <translation>Pas de trousseau sur cet ordinateur : le mot de passe n'a pas été conservé ({error}).</translation>
    </message>
  </context>
  <context>
    <name>cli_sheets</name>
    <message>
      <location filename="../app/cli/sheets.py" line="38" />
      <source>{file}: written</source>
      <translation>{file} : écrit</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="39" />
      <source>{file}: cannot read: {error}</source>
      <translation>{file} : lecture impossible : {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="40" />
      <source>{file}: no Team List '{id}'</source>
      <translation>{file} : pas de Liste d'Équipe « {id} »</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="41" />
      <source>{file}: the roster has no Team</source>
      <translation>{file} : la liste n'a pas d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="42" />
      <source>{file}: cannot write: {error}</source>
      <translation>{file} : écriture impossible : {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="43" />
      <source>give a roster file, or --campaign and --player (and --game for a Team)</source>
      <translation>indiquez un fichier de liste, ou --campaign et --player (et --game pour une Équipe)</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="45" />
      <source>campaign store: {error}</source>
      <translation>base des campagnes : {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/sheets.py" line="46" />
      <source>'{mission}' has no mission card: give one of {missions}</source>
      <translation>« {mission} » n'a pas de fiche de mission : donnez l'une de {missions}</translation>
    </message>
  </context>
  <context>
    <name>cli_store</name>
    <message>
      <location filename="../app/cli/store.py" line="25" />
      <source>No campaigns in {path}.</source>
      <translation>Aucune campagne dans {path}.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="26" />
      <source>Campaign {id} exported to {file}</source>
      <translation>Campagne {id} exportée vers {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="27" />
      <source>Imported {file} as campaign {id}: {name}</source>
      <translation>{file} importé comme campagne {id} : {name}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="28" />
      <source>No campaign '{campaign}'.</source>
      <translation>Aucune campagne « {campaign} ».</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="29" />
      <source>{path}: ok ({campaigns} campaigns)</source>
      <translation>{path} : ok ({campaigns} campagnes)</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="30" />
      <source>{path}: problems found:</source>
      <translation>{path} : problèmes trouvés :</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="31" />
      <source>Campaign {id} ({name}): {actions} actions replayed in {seconds} s, the same campaign.</source>
      <translation>Campagne {id} ({name}) : {actions} actions rejouées en {seconds} s, la même campagne.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="34" />
      <source>campaign {id}: the replay differs at action {seq} ({kind}): {detail}</source>
      <translation>campagne {id} : la relecture diffère à l'action {seq} ({kind}) : {detail}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="36" />
      <source>campaign {id}: the replayed campaign differs from the stored one: {detail}</source>
      <translation>campagne {id} : la campagne rejouée diffère de celle enregistrée : {detail}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="39" />
      <source>Backup written: {file}</source>
      <translation>Sauvegarde écrite : {file}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="40" />
      <source>No backup of {path}.</source>
      <translation>Aucune sauvegarde de {path}.</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="41" />
      <source>Restored {file}; the previous database was kept as {kept}</source>
      <translation>{file} restaurée ; l'ancienne base de données a été conservée sous {kept}</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="43" />
      <source>Restored {file}</source>
      <translation>{file} restaurée</translation>
    </message>
    <message>
      <location filename="../app/cli/store.py" line="44" />
      <source>Cannot write the campaign file into {folder}: {error}. Nothing was written.</source>
      <translation>Impossible d'écrire le fichier de campagne dans {folder} : {error}. Rien n'a été écrit.</translation>
    </message>
  </context>
  <context>
    <name>cli_teamlists</name>
    <message>
      <location filename="../app/cli/teamlists.py" line="28" />
      <source>{file}: {name}, revision {revision}: {status} ({entries} entries)</source>
      <translation>{file} : {name}, révision {revision} : {status} ({entries} entrées)</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="31" />
      <source>game system: {name}</source>
      <translation>système de jeu : {name}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="32" />
      <source>  not expressed: {count} ({summary})</source>
      <translation>  non exprimé : {count} ({summary})</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="33" />
      <source>  everything was expressed</source>
      <translation>  tout a été exprimé</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="34" />
      <source>{where}: not imported: {error}</source>
      <translation>{where} : non importé : {error}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="35" />
      <source>no Team List '{id}'</source>
      <translation>aucune Liste d'Équipe « {id} »</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="36" />
      <source>{name} ({id}), revision {revision}, source: {source}</source>
      <translation>{name} ({id}), révision {revision}, source : {source}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="39" />
      <source>{section} [{allowance}]</source>
      <translation>{section} [{allowance}]</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="40" />
      <source>Other: {name} [{allowance}]</source>
      <translation>Autre : {name} [{allowance}]</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="41" />
      <source>Other entries</source>
      <translation>Autres entrées</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="42" />
      <source>{points} pts</source>
      <translation>{points} pts</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="43" />
      <source>Squad ({size})</source>
      <translation>Escouade ({size})</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="44" />
      <source>limit {allowance}</source>
      <translation>limite {allowance}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="45" />
      <source>hidden unless a condition holds</source>
      <translation>masqué sauf si une condition est remplie</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="46" />
      <source>imported revisions: {revisions}</source>
      <translation>révisions importées : {revisions}</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="47" />
      <source>interrupted: the import stopped, no file was left half-written</source>
      <translation>interrompu : l'importation s'est arrêtée, aucun fichier n'est resté à moitié écrit</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="53" />
      <source>imported</source>
      <translation>importé</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="54" />
      <source>new revision imported</source>
      <translation>nouvelle révision importée</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="55" />
      <source>already imported, unchanged</source>
      <translation>déjà importé, inchangé</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="56" />
      <source>re-imported</source>
      <translation>réimporté</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="61" />
      <source>cannot read the file</source>
      <translation>impossible de lire le fichier</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="62" />
      <source>cannot write to the data folder</source>
      <translation>impossible d'écrire dans le dossier de données</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="63" />
      <source>the file is too large</source>
      <translation>le fichier est trop volumineux</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="64" />
      <source>not a valid zip file</source>
      <translation>fichier zip non valide</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="65" />
      <source>the zipped file is too large unzipped</source>
      <translation>le fichier compressé est trop volumineux une fois décompressé</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="66" />
      <source>the zip holds too many files</source>
      <translation>le zip contient trop de fichiers</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="67" />
      <source>the zip must hold exactly one .gst or .cat file</source>
      <translation>le zip doit contenir exactement un fichier .gst ou .cat</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="70" />
      <source>not well-formed XML</source>
      <translation>XML mal formé</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="71" />
      <source>elements are nested too deeply</source>
      <translation>éléments imbriqués trop profondément</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="72" />
      <source>too many elements</source>
      <translation>trop d'éléments</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="73" />
      <source>the file declares a DTD, which BattleScribe files never do</source>
      <translation>le fichier déclare une DTD, ce que les fichiers BattleScribe ne font jamais</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="76" />
      <source>the file declares entities (refused: entity expansion attack)</source>
      <translation>le fichier déclare des entités (refusé : attaque par expansion d'entités)</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="79" />
      <source>not a BattleScribe game system or catalogue</source>
      <translation>ni un système de jeu ni un catalogue BattleScribe</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="82" />
      <source>not a game system</source>
      <translation>pas un système de jeu</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="83" />
      <source>not a catalogue</source>
      <translation>pas un catalogue</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="84" />
      <source>the catalogue belongs to another game system</source>
      <translation>le catalogue appartient à un autre système de jeu</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="87" />
      <source>its game system (.gst) is missing: import it with the catalogue</source>
      <translation>son système de jeu (.gst) manque : importez-le avec le catalogue</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="90" />
      <source>unusable id or revision</source>
      <translation>identifiant ou révision inutilisable</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="91" />
      <source>its links expand to far more entries than any real catalogue</source>
      <translation>ses liens se déploient en bien plus d'entrées que tout catalogue réel</translation>
    </message>
    <message>
      <location filename="../app/cli/teamlists.py" line="94" />
      <source>the importer failed on this file (please report it)</source>
      <translation>l'importation a échoué sur ce fichier (merci de le signaler)</translation>
    </message>
  </context>
  <context>
    <name>ros</name>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="54" />
      <source>no such entry in the Team List</source>
      <extracomment>Why a selection of a roster was not placed (``app.rules.bsdata.ros.RosterItem.reason``).</extracomment>
      <translation>aucune entrée de ce nom dans la Liste d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="55" />
      <source>inside a selection not placed</source>
      <translation>dans une sélection non placée</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="56" />
      <source>another force of the roster</source>
      <translation>une autre force du roster</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="57" />
      <source>its number is not a whole number</source>
      <translation>son nombre n'est pas un nombre entier</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="58" />
      <source>a unit holding none of its models</source>
      <translation>une unité sans aucune de ses figurines</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="59" />
      <source>a line of its campaign notes was not understood</source>
      <translation>une ligne de ses notes de campagne n'a pas été comprise</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="60" />
      <source>its model id is taken: a new one was given</source>
      <translation>son identifiant de figurine est déjà pris : un nouveau lui a été donné</translation>
    </message>
  </context>
  <context>
    <name>sheets</name>
    <message>
      <location filename="../app/sheets/data.py" line="69" />
      <source>Group {number}</source>
      <translation>Groupe {number}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="70" />
      <source>Squad {number}</source>
      <translation>Escouade {number}</translation>
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
      <translation>Partie {number} : {mission}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="74" />
      <source>Game {number}</source>
      <translation>Partie {number}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="76" />
      <source>Start</source>
      <translation>Départ</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="77" />
      <source>The campaign's finale: every model of the Force may play; the other Team rules apply.</source>
      <translation>Finale de la campagne : toutes les figurines de la Force peuvent jouer ; les autres règles d'Équipe s'appliquent.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="80" />
      <source>Field promotion: {model} leads the Team, gains Inspiring Presence and counts as the Team Leader; 1 RP less at the end of the game</source>
      <translation>Promotion sur le terrain : {model} mène l'Équipe, gagne Présence Inspirante et compte comme Chef d'Équipe ; 1 PR de moins à la fin de la partie</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="85" />
      <source>Team Leader (field promotion)</source>
      <translation>Chef d'Équipe (promotion sur le terrain)</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="86" />
      <source>Team Leader (Officer Training)</source>
      <translation>Chef d'Équipe (Formation des Officiers)</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="87" />
      <source>{model} is the Team Leader but Wounded: no Inspiring Presence this game</source>
      <translation>{model} est Chef d'Équipe mais Blessé : pas de Présence Inspirante pendant cette partie</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="89" />
      <source>{model}: Incapacitated, cannot be in this Team</source>
      <translation>{model} : Hors de combat, ne peut pas faire partie de cette Équipe</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="90" />
      <source>Corrected on {date}: {reason}</source>
      <translation>Corrigée le {date} : {reason}</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="93" />
      <source>Warp Charge: at the start of the Psychic phase roll D3 (not D6) and add the Mastery Levels of your psykers.</source>
      <translation>Charge Warp : au début de la Phase Psychique, lancez D3 (et non D6) et ajoutez les Niveaux de Maîtrise de vos psykers.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="96" />
      <source>Every psyker counts as having a psychic hood; a model with a psychic hood in its wargear uses it within 24".</source>
      <translation>Tout psyker compte comme ayant un capuchon psychique ; une figurine dont l'équipement comprend un capuchon psychique l'utilise à 24 ps.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="99" />
      <source>No power picked yet: pick up to {limit} before the game.</source>
      <translation>Aucun pouvoir choisi : choisissez-en jusqu'à {limit} avant la partie.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="102" />
      <source>One player attacks, the other defends: note who is who.</source>
      <translation>Un joueur attaque, l'autre défend : notez qui est qui.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="104" />
      <source>{fact}: {rp} RP each</source>
      <translation>{fact} : {rp} PR chacun</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="105" />
      <source>{fact}: {rp} RP each, to both players</source>
      <translation>{fact} : {rp} PR chacun, aux deux joueurs</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="106" />
      <source>{result}: {rp} RP</source>
      <translation>{result} : {rp} PR</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="107" />
      <source>{achievement} is worth {rp} RP in this mission.</source>
      <translation>{achievement} vaut {rp} PR dans cette mission.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="109" />
      <source>The mission is rolled before the game (D6): write it here.</source>
      <translation>La mission est tirée avant la partie (D6) : notez-la ici.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="112" />
      <source>Place the Comms Relay in your deployment zone when you deploy.</source>
      <translation>Placez le Relais de Communication dans votre Zone de Déploiement lors du déploiement.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="114" />
      <source>Place the gun emplacement (twin-linked heavy bolters, fires at BS2) in your deployment zone.</source>
      <translation>Placez l'Emplacement d'Arme (bolters lourds jumelés, tire avec CT2) dans votre Zone de Déploiement.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="117" />
      <source>Place three 6" sections of barbed wire when you deploy: anywhere but the enemy's deployment zone.</source>
      <translation>Placez trois sections de 6 ps de Fils Barbelés lors du déploiement : n'importe où sauf dans la Zone de Déploiement ennemie.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="120" />
      <source>Place the 25 mm shield marker in your deployment zone: 5+ invulnerable save within 3".</source>
      <translation>Placez le marqueur Bouclier de 25 mm dans votre Zone de Déploiement : Sauvegarde Invulnérable de 5+ à 3 ps.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="123" />
      <source>+1 to Deny the Witch within 3" of the shield marker.</source>
      <translation>+1 aux jets d'Abjurer le Sorcier à 3 ps du marqueur Bouclier.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="125" />
      <source>Once per game: mark one enemy model; one friendly model shoots it at BS5.</source>
      <translation>Une fois par partie : marquez une figurine ennemie ; une figurine amie lui tire dessus avec CT5.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="127" />
      <source>With standard deployment, roll D3 before the game: that many models may Infiltrate. Roll: ____</source>
      <translation>Avec le déploiement standard, lancez D3 avant la partie : autant de figurines peuvent Infiltrer. Jet : ____</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="130" />
      <source>+1 to the roll to Seize the Initiative.</source>
      <translation>+1 au jet pour Reprendre l'Initiative.</translation>
    </message>
    <message>
      <location filename="../app/sheets/data.py" line="132" />
      <source>After the game: re-roll one injury result of one model.</source>
      <translation>Après la partie : relancez un résultat de blessure d'une figurine.</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/sheets/data.py" line="1119" />
      <source>Crew: %n model(s)</source>
      <extracomment>The Base upgrades that change how a game is set up or played, in the order of the checklist (seed 000, Table des Améliorations); the others act between games. what it is: "rule" (a special rule), "honour" (a Battle Honour) or "upgrade" (a Base upgrade in play) the rule is an imported catalogue's that the reference does not know: its text is in the catalogue's own language models carrying the mission's markers (Raid: demolition charges, "write them on the roster"): how many at most, and who names them ("attacker"); 0: none the Battle Honours the Team's models carry, and the Base upgrades in play, with their texts from the rules reference (once each) what the table needs (issue 18): weapon profiles, psychic powers, the Base upgrades to deploy, the twelve achievements, the mission</extracomment>
      <translation>
        <numerusform>Servants : %n figurine</numerusform>
        <numerusform>Servants : %n figurines</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="84" />
      <source>Force Sheet</source>
      <translation>Feuille de Force</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="85" />
      <source>Team Sheet</source>
      <translation>Feuille d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="86" />
      <source>Force Sheet – {player} – {date}</source>
      <translation>Feuille de Force – {player} – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="87" />
      <source>Team Sheet – {player} – {date}</source>
      <translation>Feuille d'Équipe – {player} – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="88" />
      <source>Page {page} of {pages}</source>
      <translation>Page {page} sur {pages}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="89" />
      <source>Campaign</source>
      <translation>Campagne</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="77" />
      <location filename="../app/sheets/render.py" line="90" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="91" />
      <source>Force</source>
      <translation>Force</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="92" />
      <source>Team List</source>
      <translation>Liste d'Équipe</translation>
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
      <translation>Niveau {level} : {name} (limite d'Équipe {limit} pts)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="96" />
      <source>Base upgrades</source>
      <translation>Améliorations de Base</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="97" />
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="60" />
      <source>Campaign progress</source>
      <translation>Progression de la campagne</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="61" />
      <source>Campaign progress – {campaign} – {date}</source>
      <translation>Progression de la campagne – {campaign} – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="62" />
      <source>Games played: {games} · won: {won} · drawn: {drawn} · casualties: {casualties}</source>
      <translation>Parties jouées : {games} · gagnées : {won} · nulles : {drawn} · pertes : {casualties}</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="65" />
      <source>No game played yet: the charts start with the first game.</source>
      <translation>Aucune partie jouée pour l'instant : les graphiques commencent avec la première partie.</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="67" />
      <location filename="../app/sheets/render.py" line="98" />
      <source>Requisition Points (RP)</source>
      <translation>Points de Réquisition (PR)</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="68" />
      <location filename="../app/sheets/progress_page.py" line="72" />
      <location filename="../app/sheets/render.py" line="99" />
      <source>Renown</source>
      <translation>Renom</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="69" />
      <source>Base level</source>
      <translation>Niveau de Base</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="70" />
      <source>Force points</source>
      <translation>Points de la Force</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="71" />
      <source>RP</source>
      <translation>PR</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="73" />
      <source>Level</source>
      <translation>Niveau</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="76" />
      <source>Record</source>
      <translation>Bilan</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="78" />
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="79" />
      <source>Wins</source>
      <translation>Victoires</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="80" />
      <source>Draws</source>
      <translation>Égalités</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="81" />
      <source>Losses</source>
      <translation>Défaites</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="82" />
      <source>Casualties</source>
      <translation>Pertes</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="83" />
      <source>“Start” is before the first game; each number after it is the state after that game, once its injuries, RP, Renown and spending are done (the last one: now).</source>
      <translation>« Départ » est avant la première partie ; chaque numéro ensuite est l'état après cette partie, une fois ses blessures, PR, Renom et dépenses faits (le dernier : maintenant).</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="100" />
      <source>Games played</source>
      <translation>Parties jouées</translation>
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
      <translation>Mission : {mission}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="157" />
      <source>Weapons</source>
      <translation>Armes</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="158" />
      <source>Weapon</source>
      <translation>Arme</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="159" />
      <source>Range</source>
      <translation>Portée</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="160" />
      <source>AP</source>
      <translation>PA</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="161" />
      <source>Type</source>
      <translation>Type</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="162" />
      <source>Carried by (#)</source>
      <translation>Portée par (n°)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="163" />
      <source>Psychic powers</source>
      <translation>Pouvoirs psychiques</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="164" />
      <source>{model} – Mastery Level {mastery}: {limit} power(s)</source>
      <translation>{model} – Niveau de Maîtrise {mastery} : {limit} pouvoir(s)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="166" />
      <source>{model} – Mastery Level {mastery}, +1 power with Open Mind: {limit} power(s)</source>
      <translation>{model} – Niveau de Maîtrise {mastery}, +1 pouvoir avec Ouverture d'Esprit : {limit} pouvoir(s)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="169" />
      <source>Base upgrades at the table</source>
      <translation>Améliorations de Base en jeu</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="170" />
      <source>Achievements (tick what you earned)</source>
      <translation>Exploits (cochez ce que vous avez gagné)</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="171" />
      <source>+{rp} RP</source>
      <translation>+{rp} PR</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="172" />
      <source>+{rp} RP each time</source>
      <translation>+{rp} PR à chaque fois</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="173" />
      <source>Carriers named by the attacker (at most {count}): write each model's # or name</source>
      <translation>Porteurs désignés par l'attaquant (au plus {count}) : notez le n° ou le nom de chaque figurine</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="176" />
      <source>Carriers named by the defender (at most {count}): write each model's # or name</source>
      <translation>Porteurs désignés par le défenseur (au plus {count}) : notez le n° ou le nom de chaque figurine</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="179" />
      <source>Carriers (at most {count}): write each model's # or name</source>
      <translation>Porteurs (au plus {count}) : notez le n° ou le nom de chaque figurine</translation>
    </message>
    <message numerus="yes">
      <location filename="../app/sheets/render.py" line="1124" />
      <source>{points} pts, %n model(s)</source>
      <translation>
        <numerusform>{points} pts, %n figurine</numerusform>
        <numerusform>{points} pts, %n figurines</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="103" />
      <source>Models</source>
      <translation>Figurines</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="104" />
      <source>#</source>
      <translation>N°</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="105" />
      <source>Model</source>
      <translation>Figurine</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="106" />
      <source>Wargear and special rules</source>
      <translation>Équipement et règles spéciales</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="107" />
      <source>Honours, injuries, state</source>
      <translation>Honneurs, blessures, état</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="108" />
      <source>Pts</source>
      <translation>Pts</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="109" />
      <source>Rules:</source>
      <translation>Règles :</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="110" />
      <source>Honours:</source>
      <translation>Honneurs :</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="111" />
      <source>Injuries:</source>
      <translation>Blessures :</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="112" />
      <source>Group:</source>
      <translation>Groupe :</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="113" />
      <source>Bold characteristic: changed by Battle Honours, injuries or this game's effects; the Team List value is in brackets. Bold wargear: options bought for the model.</source>
      <translation>Caractéristique en gras : modifiée par des Honneurs de Bataille, des blessures ou les effets de cette partie ; la valeur de la Liste d'Équipe est entre parenthèses. Équipement en gras : options achetées pour la figurine.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="118" />
      <source>Total: {points} pts</source>
      <translation>Total : {points} pts</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="119" />
      <source>Groups and Squads</source>
      <translation>Groupes et Escouades</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="120" />
      <source>Group</source>
      <translation>Groupe</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="121" />
      <source>Entry</source>
      <translation>Entrée</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="122" />
      <source>Members</source>
      <translation>Membres</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="123" />
      <source>Shared Battle Honours</source>
      <translation>Honneurs de Bataille partagés</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="124" />
      <source>Options:</source>
      <translation>Options :</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="125" />
      <source>Fallen</source>
      <translation>Tombés au combat</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="126" />
      <source>Corrections</source>
      <translation>Corrections</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="127" />
      <source>This Force was changed outside step 5 (Spend RP) to put mistakes right:</source>
      <translation>Cette Force a été modifiée hors de l'étape 5 (Dépenser les PR) pour réparer des erreurs :</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="129" />
      <source>Died in</source>
      <translation>Mort lors de</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="130" />
      <source>Problems found by the rules check</source>
      <translation>Problèmes relevés par la vérification des règles</translation>
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
      <translation>Adversaire</translation>
    </message>
    <message>
      <location filename="../app/sheets/progress_page.py" line="75" />
      <location filename="../app/sheets/render.py" line="134" />
      <source>Game</source>
      <translation>Partie</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="135" />
      <source>Team points</source>
      <translation>Points de l'Équipe</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="136" />
      <source>{points} of {limit} pts</source>
      <translation>{points} sur {limit} pts</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="137" />
      <source>{over} pts over the Base limit</source>
      <translation>{over} pts au-delà de la limite de la Base</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="138" />
      <source>Field promotion</source>
      <translation>Promotion sur le terrain</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="139" />
      <source>Effects in force this game</source>
      <translation>Effets en vigueur pendant cette partie</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="140" />
      <source>No temporary effects.</source>
      <translation>Aucun effet temporaire.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="141" />
      <source>Special rules of the Team</source>
      <translation>Règles spéciales de l'Équipe</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="142" />
      <source>Battle Honours of the Team</source>
      <translation>Honneurs de Bataille de l'Équipe</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="143" />
      <source>Base upgrades in play</source>
      <translation>Améliorations de Base en jeu</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="144" />
      <source>Rules reference</source>
      <translation>Référence des règles</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="145" />
      <source>Rules Reference</source>
      <translation>Référence des règles</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="146" />
      <source>Heralds of Ruin Kill Team: special rules, play rules, Battle Honours, Base levels and upgrades, campaign terms</source>
      <translation>Heralds of Ruin Kill Team : règles spéciales, règles de jeu, Honneurs de Bataille, niveaux et améliorations de Base, termes de campagne</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="149" />
      <source>With the optional glossary: {pack}</source>
      <translation>Avec le glossaire optionnel : {pack}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="150" />
      <source>Printed on {date}</source>
      <translation>Imprimé le {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="151" />
      <source>Rules Reference – {date}</source>
      <translation>Référence des règles – {date}</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="152" />
      <source>The text of the imported catalogue, in its own language.</source>
      <translation>Le texte du catalogue importé, dans sa propre langue.</translation>
    </message>
    <message>
      <location filename="../app/sheets/render.py" line="154" />
      <source>Result, casualties and achievements</source>
      <translation>Résultat, pertes et accomplissements</translation>
    </message>
  </context>
  <context>
    <name>store</name>
    <message>
      <location filename="../app/i18n/store_messages.py" line="18" />
      <source>The campaign database reported an error.</source>
      <translation>La base de données des campagnes a signalé une erreur.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="19" />
      <source>The campaign database {path} is already open in another Force Sheet window. Close it there first.</source>
      <translation>La base de données des campagnes {path} est déjà ouverte dans une autre fenêtre de Force Sheet. Fermez-la d'abord.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="24" />
      <source>The campaign database {path} was saved by a newer version of Force Sheet. Update Force Sheet to open it; the file was not changed.</source>
      <translation>La base de données des campagnes {path} a été enregistrée par une version plus récente de Force Sheet. Mettez Force Sheet à jour pour l'ouvrir ; le fichier n'a pas été modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="29" />
      <source>The backup failed its check: the campaign database {path} may be damaged. Run "forcesheet db check".</source>
      <translation>La sauvegarde a échoué à sa vérification : la base de données des campagnes {path} est peut-être endommagée. Lancez « forcesheet db check ».</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="32" />
      <source>Cannot write into {folder}: {error}. Nothing was written.</source>
      <translation>Impossible d'écrire dans {folder} : {error}. Rien n'a été écrit.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="34" />
      <source>The lock file {path} is a link to another file: Force Sheet does not use it, so that file is not changed. Remove the link and try again.</source>
      <translation>Le fichier de verrou {path} est un lien vers un autre fichier : Force Sheet ne l'utilise pas, ce fichier n'est donc pas modifié. Supprimez le lien et réessayez.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="37" />
      <source>The campaign database {path} is damaged. It was moved to {moved_to} and left as it was.</source>
      <translation>La base de données des campagnes {path} est endommagée. Elle a été déplacée vers {moved_to} et laissée telle quelle.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="42" />
      <source>The backup {path} is damaged: nothing was restored and the campaign database was not changed.</source>
      <translation>La sauvegarde {path} est endommagée : rien n'a été restauré et la base de données des campagnes n'a pas été modifiée.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="45" />
      <source>The campaign database {path} is damaged. Nothing was changed: Force Sheet moves it aside when it opens it.</source>
      <translation>La base de données des campagnes {path} est endommagée. Rien n'a été modifié : Force Sheet la met de côté quand il l'ouvre.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="48" />
      <source>The campaign database {path} was empty (0 bytes). It was moved to {moved_to}.</source>
      <translation>La base de données des campagnes {path} était vide (0 octet). Elle a été déplacée vers {moved_to}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="51" />
      <source>The campaign database {path} is empty (0 bytes). Nothing was changed.</source>
      <translation>La base de données des campagnes {path} est vide (0 octet). Rien n'a été modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="53" />
      <source>There is no campaign database at {path}, but there are backups of it.</source>
      <translation>Il n'y a pas de base de données des campagnes à {path}, mais il en existe des sauvegardes.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="55" />
      <source>There is no campaign database at {path}: it was damaged and moved to {moved_to}.</source>
      <translation>Il n'y a pas de base de données des campagnes à {path} : elle était endommagée et a été déplacée vers {moved_to}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="58" />
      <source>You can restore the newest good backup, {backup}.</source>
      <translation>Vous pouvez restaurer la sauvegarde intacte la plus récente, {backup}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="60" />
      <source>There is no good backup of it.</source>
      <translation>Il n'en existe aucune sauvegarde intacte.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="61" />
      <source>The disk is full: nothing was saved. Free some space and try again.</source>
      <translation>Le disque est plein : rien n'a été enregistré. Libérez de l'espace et réessayez.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="64" />
      <source>The campaign database cannot be written (read-only): nothing was saved.</source>
      <translation>Impossible d'écrire dans la base de données des campagnes (lecture seule) : rien n'a été enregistré.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="67" />
      <source>The campaign database {path} is open read-only (the file or its folder cannot be written): nothing can be changed.</source>
      <translation>La base de données des campagnes {path} est ouverte en lecture seule (le fichier ou son dossier n'est pas accessible en écriture) : rien ne peut être modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="70" />
      <source>The campaign database {path} was saved by an older Force Sheet and must be upgraded, but it cannot be written. Copy it to a folder you can write to.</source>
      <translation>La base de données des campagnes {path} a été enregistrée par une version plus ancienne de Force Sheet et doit être mise à jour, mais elle n'est pas accessible en écriture. Copiez-la dans un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="73" />
      <source>There is no campaign database {id}.</source>
      <translation>Il n'y a pas de base de données des campagnes {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="74" />
      <source>Cannot import {file}: {reason} (at {path}). Nothing was imported.</source>
      <translation>Impossible d'importer {file} : {reason} (à {path}). Rien n'a été importé.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="77" />
      <source>Not found: {id}.</source>
      <translation>Introuvable : {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="78" />
      <source>There is no campaign {id}.</source>
      <translation>Il n'y a pas de campagne {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="79" />
      <location filename="../app/i18n/store_messages.py" line="108" />
      <source>There is no player {id}.</source>
      <translation>Il n'y a pas de joueur {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="80" />
      <source>There is no game {id}.</source>
      <translation>Il n'y a pas de partie {id}.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="81" />
      <source>There is no Team List '{id}'.</source>
      <translation>Il n'y a pas de Liste d'Équipe « {id} ».</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="82" />
      <source>The campaign history cannot do that.</source>
      <translation>L'historique de la campagne ne peut pas faire cela.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="83" />
      <source>There is nothing to undo.</source>
      <translation>Il n'y a rien à annuler.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="84" />
      <source>There is nothing to redo.</source>
      <translation>Il n'y a rien à rétablir.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="85" />
      <source>The campaign no longer matches its history: nothing was changed.</source>
      <translation>La campagne ne correspond plus à son historique : rien n'a été modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="87" />
      <source>This cannot be undone or redone: a later action by {by} changed the same models or records. Undo that one first.</source>
      <translation>Impossible d'annuler ou de rétablir : une action plus récente de {by} a modifié les mêmes figurines ou enregistrements. Annulez-la d'abord.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="90" />
      <source>{url} is not a database address: write postgresql://login@server/database.</source>
      <translation>{url} n'est pas une adresse de base de données : écrivez postgresql://identifiant@serveur/base.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="92" />
      <source>The server {path} refused the login: check the login name and password.</source>
      <translation>Le serveur {path} a refusé la connexion : vérifiez l'identifiant et le mot de passe.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="94" />
      <source>The server {path} cannot be reached: check the address and the network, or take the campaign offline. Nothing was changed.</source>
      <translation>Le serveur {path} est injoignable : vérifiez l'adresse et le réseau, ou passez la campagne hors ligne. Rien n'a été modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="97" />
      <source>The connection to the server {path} was lost: nothing was changed. Try again when the server is back.</source>
      <translation>La connexion au serveur {path} a été perdue : rien n'a été modifié. Réessayez quand le serveur sera revenu.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="100" />
      <source>The server saved the action, but its answer was lost: the campaign is shown as the server has it.</source>
      <translation>Le serveur a enregistré l'action, mais sa réponse a été perdue : la campagne est affichée telle que le serveur la détient.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="103" />
      <source>{path} is a club server: its administrator backs it up (pg_dump). Export a campaign to keep a copy of your own.</source>
      <translation>{path} est un serveur de club : son administrateur le sauvegarde (pg_dump). Exportez une campagne pour en garder votre propre copie.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="106" />
      <source>{login} cannot be a login: use lower-case letters, digits and _ (up to 63).</source>
      <translation>{login} ne peut pas être un identifiant : utilisez des minuscules, des chiffres et _ (63 au plus).</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="109" />
      <source>The rules refuse this action on the campaign as the server has it now: it was not applied. Do it again by hand if it still applies.</source>
      <translation>Les règles refusent cette action sur la campagne telle que le serveur la détient maintenant : elle n'a pas été appliquée. Refaites-la à la main si elle s'applique encore.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="112" />
      <source>This campaign database is not an offline copy of a club's campaign.</source>
      <translation>Cette base de campagnes n'est pas une copie hors ligne d'une campagne de club.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="114" />
      <source>This offline copy was taken from another server ({url}).</source>
      <translation>Cette copie hors ligne vient d'un autre serveur ({url}).</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="116" />
      <source>This campaign database is a file, not a club server.</source>
      <translation>Cette base de campagnes est un fichier, pas un serveur de club.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="118" />
      <source>Other laptops kept changing the campaign at the same moment: nothing was changed. Try again.</source>
      <translation>D'autres ordinateurs modifiaient la campagne au même moment : rien n'a été modifié. Réessayez.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="121" />
      <source>Your login on {path} may not change this: each player changes only their own Force, Team, injuries and spending. Nothing was changed.</source>
      <translation>Votre identifiant sur {path} ne permet pas de modifier ceci : chaque joueur ne modifie que sa propre Force, son Équipe, ses blessures et ses dépenses. Rien n'a été modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="124" />
      <source>This cannot be done now.</source>
      <translation>Impossible pour le moment.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="125" />
      <source>The injuries of this game were already applied for this player.</source>
      <translation>Les blessures de cette partie ont déjà été appliquées pour ce joueur.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="127" />
      <source>The RP and Renown of this game were already applied.</source>
      <translation>Les PR et le Renom de cette partie ont déjà été appliqués.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="129" />
      <source>More dice are needed: only {used} were given.</source>
      <translation>Il faut plus de dés : seulement {used} ont été donnés.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="131" />
      <source>A die result must be from 1 to 6.</source>
      <translation>Un résultat de dé doit aller de 1 à 6.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="132" />
      <source>This Force has played: it changes only by spending RP (step 5) or by a correction.</source>
      <translation>Cette Force a déjà joué : elle ne change plus qu'en dépensant des PR (étape 5) ou par une correction.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="135" />
      <source>A correction needs a reason: say what is put right.</source>
      <translation>Une correction a besoin d'un motif : dites ce qui est réparé.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="137" />
      <source>Something changed since this was prepared: close the dialog and open it again.</source>
      <translation>Quelque chose a changé depuis la préparation : fermez la fenêtre et rouvrez-la.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="140" />
      <source>The starting Force breaks its limits ({codes}): nothing was added. Correct it and try again.</source>
      <translation>La Force de départ dépasse ses limites ({codes}) : rien n'a été ajouté. Corrigez-la et réessayez.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="143" />
      <source>This is the campaign as it was: it cannot be changed.</source>
      <translation>C'est la campagne telle qu'elle était : elle ne peut pas être modifiée.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="145" />
      <source>A Force moves only to another revision of its own Team List.</source>
      <translation>Une Force ne passe qu'à une autre révision de sa propre Liste d'Équipe.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="147" />
      <source>Two models share the id {uid}: nothing was changed.</source>
      <translation>Deux figurines ont le même identifiant {uid} : rien n'a été modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="149" />
      <source>The id {uid} belongs to a model that has left the Force: nothing was changed.</source>
      <translation>L'identifiant {uid} appartient à une figurine qui a quitté la Force : rien n'a été modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="152" />
      <source>The id {uid} is kept for Artillery crew: nothing was changed.</source>
      <translation>L'identifiant {uid} est réservé aux servants d'Artillerie : rien n'a été modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="154" />
      <source>Two Groups share the id {uid}: nothing was changed.</source>
      <translation>Deux Groupes ont le même identifiant {uid} : rien n'a été modifié.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="163" />
      <source>expected an object</source>
      <extracomment>The fixed ``reason`` words of ``store.import_error`` (``app.model.exchange`` and the roster reader write them in English; a player reads them in the import error box).</extracomment>
      <translation>un objet était attendu</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="164" />
      <source>expected a list</source>
      <translation>une liste était attendue</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="165" />
      <source>missing</source>
      <translation>manquant</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="166" />
      <source>wrong type</source>
      <translation>type incorrect</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="21" />
      <location filename="../app/i18n/store_messages.py" line="167" />
      <source>the file is too large</source>
      <translation>le fichier est trop volumineux</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="22" />
      <source>not a valid zip file</source>
      <translation>fichier zip non valide</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="23" />
      <source>the zipped roster is too large unzipped</source>
      <translation>le roster compressé est trop gros une fois décompressé</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="24" />
      <source>the zip holds too many files</source>
      <translation>le zip contient trop de fichiers</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="25" />
      <source>the zip must hold exactly one .ros file</source>
      <translation>le zip doit contenir exactement un fichier .ros</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="27" />
      <source>not well-formed XML</source>
      <translation>XML mal formé</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="28" />
      <source>elements are nested too deeply</source>
      <translation>éléments imbriqués trop profondément</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="29" />
      <source>too many elements</source>
      <translation>trop d'éléments</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="30" />
      <source>the file declares a DTD, which BattleScribe files never do</source>
      <translation>le fichier déclare une DTD, ce que les fichiers BattleScribe ne font jamais</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="32" />
      <source>the file declares entities (refused: entity expansion attack)</source>
      <translation>le fichier déclare des entités (refusé : attaque par expansion d'entités)</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="34" />
      <source>not a BattleScribe roster</source>
      <translation>pas un roster BattleScribe</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="35" />
      <source>the roster has no force of a known catalogue</source>
      <translation>le roster n'a aucune force d'un catalogue connu</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="36" />
      <source>the roster holds too many models</source>
      <translation>le roster contient trop de figurines</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="37" />
      <source>its catalogue is not imported: import the catalogue (.cat) first</source>
      <translation>son catalogue n'est pas importé : importez d'abord le catalogue (.cat)</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="44" />
      <source>The Team List {id} is Force Sheet's own: BattleScribe has no catalogue for it, so its Forces are exported as Force Sheet rosters (.json) only.</source>
      <extracomment>``store.error.&lt;what&gt;`` messages of roster exports.</extracomment>
      <translation>La Liste d'Équipe {id} est propre à Force Sheet : BattleScribe n'a pas de catalogue pour elle, ses Forces ne s'exportent donc qu'en rosters Force Sheet (.json).</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="47" />
      <source>The BattleScribe catalogue of {id} is not in the catalogue library: import its .cat (with its .gst) again, then export the Force.</source>
      <translation>Le catalogue BattleScribe de {id} n'est pas dans la bibliothèque de catalogues : importez à nouveau son .cat (avec son .gst), puis exportez la Force.</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="168" />
      <source>nested too deeply</source>
      <translation>imbrication trop profonde</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="169" />
      <source>not a Force Sheet campaign file</source>
      <translation>ce n'est pas un fichier de campagne Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="170" />
      <source>unknown version</source>
      <translation>version inconnue</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="171" />
      <source>not a Team List</source>
      <translation>ce n'est pas une Liste d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="172" />
      <source>duplicate id</source>
      <translation>identifiant en double</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="173" />
      <source>unknown Team List copy</source>
      <translation>copie de Liste d'Équipe inconnue</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="174" />
      <source>refers to nothing</source>
      <translation>ne renvoie à rien</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="175" />
      <source>expected a list of ids</source>
      <translation>une liste d'identifiants était attendue</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="176" />
      <source>expected a list of uids</source>
      <translation>une liste d'identifiants de figurines était attendue</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="177" />
      <source>RP, Renown or Base level out of range</source>
      <translation>PR, Renom ou niveau de Base hors limites</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="178" />
      <source>not readable</source>
      <translation>illisible</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="179" />
      <source>not a readable model</source>
      <translation>figurine illisible</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="180" />
      <source>unknown section</source>
      <translation>section inconnue</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="181" />
      <source>unknown status</source>
      <translation>état inconnu</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="182" />
      <source>expected whole numbers</source>
      <translation>des nombres entiers étaient attendus</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="183" />
      <source>not a number</source>
      <translation>ce n'est pas un nombre</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="184" />
      <source>not a readable Group</source>
      <translation>Groupe illisible</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="185" />
      <source>expected counts</source>
      <translation>des nombres étaient attendus</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="20" />
      <location filename="../app/i18n/store_messages.py" line="186" />
      <source>cannot read</source>
      <translation>lecture impossible</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="187" />
      <source>not a readable campaign file</source>
      <translation>fichier de campagne illisible</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="188" />
      <source>not a roster file</source>
      <translation>ce n'est pas un fichier roster</translation>
    </message>
    <message>
      <location filename="../app/i18n/ros_messages.py" line="39" />
      <location filename="../app/i18n/store_messages.py" line="189" />
      <source>not a readable roster file</source>
      <translation>fichier roster illisible</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="190" />
      <source>expected a JSON object</source>
      <translation>un objet JSON était attendu</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="191" />
      <source>expected a mapping</source>
      <translation>un objet était attendu</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="192" />
      <source>expected an upgrade id</source>
      <translation>un identifiant d'amélioration était attendu</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="193" />
      <source>expected a model uid</source>
      <translation>un identifiant de figurine était attendu</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="194" />
      <source>this key is required</source>
      <translation>cette clé est obligatoire</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="195" />
      <source>options are nested too deeply</source>
      <translation>options imbriquées trop profondément</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="196" />
      <source>must be at least 1</source>
      <translation>doit valoir au moins 1</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="197" />
      <source>a number out of range</source>
      <translation>un nombre hors limites</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="198" />
      <source>text that is not valid Unicode</source>
      <translation>un texte qui n'est pas de l'Unicode valide</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="199" />
      <source>unknown Team List entry</source>
      <translation>entrée inconnue de la Liste d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="200" />
      <source>not a Team List id or revision</source>
      <translation>ce n'est pas un identifiant ni une révision de Liste d'Équipe</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="201" />
      <source>too many objects and lists</source>
      <translation>trop d'objets et de listes</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="207" />
      <source>not valid JSON ({detail})</source>
      <extracomment>Reasons with a value in them: (pattern, template with the pattern's named groups).</extracomment>
      <translation>JSON invalide ({detail})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="209" />
      <source>written by a newer Force Sheet (version {version})</source>
      <translation>écrit par une version plus récente de Force Sheet (version {version})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="211" />
      <source>the roster is for {found}, not {expected}</source>
      <translation>ce fichier roster est pour {found}, pas pour {expected}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="213" />
      <source>this is not a Force Sheet roster</source>
      <translation>ce n'est pas un fichier roster de Force Sheet</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="215" />
      <source>version {version} is newer than this app reads ({known})</source>
      <translation>la version {version} est plus récente que celle que lit l'application ({known})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="217" />
      <source>expected an option id or a mapping, found {found}</source>
      <translation>un identifiant d'option ou un objet était attendu, trouvé {found}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="219" />
      <source>a value of the wrong type: {found}</source>
      <translation>une valeur du mauvais type : {found}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="221" />
      <source>unknown key {key}</source>
      <translation>clé inconnue {key}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="223" />
      <source>more than {count} models</source>
      <translation>plus de {count} figurines</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="225" />
      <source>two models share the uid {uid}</source>
      <translation>deux figurines ont le même identifiant {uid}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="227" />
      <source>the uid {uid} is kept for Artillery crew</source>
      <translation>l'identifiant {uid} est réservé aux servants d'Artillerie</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="229" />
      <source>the uid {uid} belongs to a model that has left the Force</source>
      <translation>l'identifiant {uid} appartient à une figurine qui a quitté la Force</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="231" />
      <source>two Groups share the id {gid}</source>
      <translation>deux Groupes ont le même identifiant {gid}</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="233" />
      <source>the same {columns} as an earlier row</source>
      <translation>les mêmes {columns} qu'une ligne précédente</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="235" />
      <source>RP {rp} do not match the RP ledger ({ledger})</source>
      <translation>les PR ({rp}) ne correspondent pas au registre des PR ({ledger})</translation>
    </message>
    <message>
      <location filename="../app/i18n/store_messages.py" line="237" />
      <source>points {found} do not match the Team List's {wanted}</source>
      <translation>les points ({found}) ne correspondent pas aux {wanted} de la Liste d'Équipe</translation>
    </message>
  </context>
</TS>