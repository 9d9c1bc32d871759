<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>About</name>
    <message>
        <source>unknown (not installed)</source>
        <translation>inconnue (non installé)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Qt for Python (PySide6) is used under the LGPL-3.0</source>
        <translation>Qt for Python (PySide6) est utilisé sous la licence LGPL-3.0</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Dossier des données</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>the match records (.bakehouse) you save, wherever you save them</source>
        <translation>les fiches de partie (.bakehouse) que vous enregistrez, où que vous les enregistriez</translation>
    </message>
    <message>
        <source>Club nights, tournaments and leagues for dice games: Classic and Entrepreneurial Damn Straight, Six By 6, Dire Straights and SB. Every throw comes from provably fair dice and every game is kept as a match record anyone can replay and check (%1).</source>
        <translation>Soirées de club, tournois et ligues de jeux de dés : Classic et Entrepreneurial Damn Straight, Six By 6, Dire Straights et SB. Chaque lancer vient de dés équitables et vérifiables, et chaque partie est conservée dans une fiche de partie que chacun peut rejouer et vérifier (%1).</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Review this match</source>
        <translation>Analyser cette partie</translation>
    </message>
    <message>
        <source>Each decision against the best play, and each throw's luck</source>
        <translation>Chaque décision face au meilleur coup, et la chance de chaque lancer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Enregistrer le graphique en PNG…</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Graphique : %1</translation>
    </message>
    <message>
        <source>Value under the pointer in the chart %1</source>
        <translation>Valeur sous le pointeur dans le graphique %1</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <source>Save the chart %1 as PNG</source>
        <translation>Enregistrer le graphique %1 en PNG</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <source>turn score</source>
        <translation>points du tour</translation>
    </message>
    <message>
        <source>%1: %2 at step %3</source>
        <translation>%1 : %2 à l’étape %3</translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1 : %2 le %3</translation>
    </message>
    <message>
        <source>rating step</source>
        <translation>étape de la cote</translation>
    </message>
    <message>
        <source>%1 and %2: %3 match together</source>
        <translation>%1 et %2 : %3 partie ensemble</translation>
    </message>
    <message>
        <source>%1 and %2: %3 matches together</source>
        <translation>%1 et %2 : %3 parties ensemble</translation>
    </message>
    <message>
        <source>the chart could not be drawn as PNG</source>
        <translation>le graphique n’a pas pu être dessiné en PNG</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tableau : %1</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Nothing to show here yet.</source>
        <translation>Rien à afficher pour l’instant.</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>attendu %1</translation>
    </message>
    <message>
        <source>%1 (bars of %2 points; 0 has its own)</source>
        <translation>%1 (barres de %2 points ; 0 a la sienne)</translation>
    </message>
    <message>
        <source>%1 (bars of %2 points)</source>
        <translation>%1 (barres de %2 points)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
</context>
<context>
    <name>CheckInPanel</name>
    <message>
        <source>Type a name, Enter checks in</source>
        <translation>Tapez un nom, Entrée l’inscrit</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Inscrire</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Inscrits</translation>
    </message>
    <message>
        <source>Add a guest</source>
        <translation>Ajouter un invité</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>&amp;Undo check-in</source>
        <translation>Annu&amp;ler l’inscription</translation>
    </message>
    <message>
        <source>Takes back the last check-in (Ctrl+Z)</source>
        <translation>Annule la dernière inscription (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo check-in</source>
        <translation>Annuler l’inscription</translation>
    </message>
    <message>
        <source>&amp;Leaves</source>
        <translation>&amp;Part</translation>
    </message>
    <message>
        <source>The chosen player leaves: not seated from the next round; results stay</source>
        <translation>Le joueur choisi part : plus placé dès la manche suivante ; ses résultats restent</translation>
    </message>
    <message>
        <source>Drop the chosen player</source>
        <translation>Retirer le joueur choisi</translation>
    </message>
    <message>
        <source>Substitute's name</source>
        <translation>Remplaçant</translation>
    </message>
    <message>
        <source>&amp;Substitute</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <source>The substitute takes the chosen player's seat in the current round</source>
        <translation>Le remplaçant prend la place du joueur choisi dans la manche en cours</translation>
    </message>
    <message>
        <source>Substitute the chosen player</source>
        <translation>Remplacer le joueur choisi</translation>
    </message>
    <message>
        <source>%1 checked in</source>
        <translation>inscrits : %1</translation>
    </message>
    <message>
        <source>Add %1 as a guest (Enter)</source>
        <translation>Ajouter %1 comme invité (Entrée)</translation>
    </message>
    <message>
        <source>%1 is checked in already</source>
        <translation>%1 est déjà inscrit</translation>
    </message>
    <message>
        <source>%1 checked in: seated from round %2</source>
        <translation>%1 inscrit : placé dès la manche %2</translation>
    </message>
    <message>
        <source>No check-in to take back</source>
        <translation>Aucune inscription à annuler</translation>
    </message>
    <message>
        <source>Check-in of %1 taken back: the guest is no longer among the members</source>
        <translation>Inscription de %1 annulée : l’invité n’est plus parmi les membres</translation>
    </message>
    <message>
        <source>Check-in of %1 taken back</source>
        <translation>Inscription de %1 annulée</translation>
    </message>
    <message>
        <source>Choose a player in the list first</source>
        <translation>Choisissez d’abord un joueur dans la liste</translation>
    </message>
    <message>
        <source>%1 leaves: not seated from round %2 on; results so far stay</source>
        <translation>%1 part : plus placé dès la manche %2 ; ses résultats restent</translation>
    </message>
    <message>
        <source>Type the substitute's name first</source>
        <translation>Tapez d’abord le nom du remplaçant</translation>
    </message>
    <message>
        <source>%1 takes %2's seat in round %3</source>
        <translation>%1 prend la place de %2 dans la manche %3</translation>
    </message>
</context>
<context>
    <name>ClassicPanel</name>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Out of the box</source>
        <translation>Hors de la boîte</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Throw the dice (Space or T)</source>
        <translation>Lancer les dés (Espace ou T)</translation>
    </message>
    <message>
        <source>Rack the die the straight needs (its digit key; from the throw, else the bank)</source>
        <translation>Mettre au rack le dé qu’attend la suite (sa touche chiffre ; du lancer, sinon de la bank)</translation>
    </message>
    <message>
        <source>Bank a thrown die (Shift+digit, or Shift+click the die)</source>
        <translation>Mettre un dé lancé en bank (Maj+chiffre, ou Maj+clic sur le dé)</translation>
    </message>
    <message>
        <source>Swap yeast</source>
        <translation>Échanger le yeast</translation>
    </message>
    <message>
        <source>Swap the yeast into the bank for the plain die it matches (W, C6)</source>
        <translation>Échanger le yeast contre le dé ordinaire de même valeur en bank (W, C6)</translation>
    </message>
    <message>
        <source>Risk biscuit</source>
        <translation>Risquer</translation>
    </message>
    <message>
        <source>Risk the biscuit and throw again (R, C8)</source>
        <translation>Risquer le biscuit et relancer (R, C8)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>End the turn and score the rack (S, C7)</source>
        <translation>Finir le tour et marquer le rack (S, C7)</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Sorti</translation>
    </message>
    <message>
        <source>A thrown die left the box: it is out for the turn (box rules, C14)</source>
        <translation>Un dé lancé est sorti de la boîte : il est hors jeu pour ce tour (règle de la boîte, C14)</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>pas de %1</translation>
    </message>
    <message>
        <source>%1: click to rack</source>
        <translation>%1 : cliquer pour le mettre au rack</translation>
    </message>
    <message>
        <source>%1: click to bank</source>
        <translation>%1 : cliquer pour le mettre en bank</translation>
    </message>
    <message>
        <source>Swapped out of the bank: waits for the next throw (C6)</source>
        <translation>Échangé hors de la bank : attend le prochain lancer (C6)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>no die left to throw</source>
        <translation>plus aucun dé à lancer</translation>
    </message>
    <message>
        <source>%1 die to throw</source>
        <translation>%1 dé à lancer</translation>
    </message>
    <message>
        <source>%1 dice to throw</source>
        <translation>%1 dés à lancer</translation>
    </message>
    <message>
        <source>%1 to throw again</source>
        <translation>%1 à relancer</translation>
    </message>
    <message>
        <source>%1: racked</source>
        <translation>%1 : au rack</translation>
    </message>
    <message>
        <source>worth %1</source>
        <translation>vaut %1</translation>
    </message>
    <message>
        <source>needs a %1</source>
        <translation>il faut un %1</translation>
    </message>
    <message>
        <source>%1: click to swap the yeast in</source>
        <translation>%1 : cliquer pour y échanger le yeast</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>the %1 is banked: a safe throw</source>
        <translation>le %1 est en bank : un lancer sans risque</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <source>Bank %1</source>
        <translation>Bank %1</translation>
    </message>
    <message>
        <source>Out of the box: %1</source>
        <translation>Hors de la boîte : %1</translation>
    </message>
    <message>
        <source>Swap yeast %1</source>
        <translation>Échanger le yeast %1</translation>
    </message>
    <message>
        <source>Stop  %1</source>
        <translation>Stop  %1</translation>
    </message>
    <message>
        <source>Stop for 0</source>
        <translation>Stop pour 0</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gagne la partie</translation>
    </message>
    <message>
        <source>biscuit %1</source>
        <translation>biscuit %1</translation>
    </message>
    <message>
        <source>no biscuit</source>
        <translation>pas de biscuit</translation>
    </message>
    <message>
        <source>%1 at risk</source>
        <translation>%1 en jeu</translation>
    </message>
    <message>
        <source>rack needs a %1</source>
        <translation>le rack attend un %1</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>à %1 de lancer</translation>
    </message>
    <message>
        <source>%1 missed (no %2)</source>
        <translation>%1 a raté (pas de %2)</translation>
    </message>
    <message>
        <source>risk %1 and throw again, or stop for nothing</source>
        <translation>risquer %1 et relancer, ou s’arrêter pour rien</translation>
    </message>
    <message>
        <source>%1 risked %2</source>
        <translation>%1 a risqué %2</translation>
    </message>
    <message>
        <source>throw again: a miss loses it</source>
        <translation>relancer : un raté le fait perdre</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>à %1 de jouer</translation>
    </message>
    <message>
        <source>rack full</source>
        <translation>rack plein</translation>
    </message>
    <message>
        <source>stop would score %1</source>
        <translation>s’arrêter marquerait %1</translation>
    </message>
    <message>
        <source>12 + 1, a baker's dozen</source>
        <translation>12 + 1, un baker’s dozen</translation>
    </message>
    <message>
        <source>%1 scored %2 with all six dice</source>
        <translation>%1 a marqué %2 avec les six dés</translation>
    </message>
    <message>
        <source>%1 scored %2</source>
        <translation>%1 a marqué %2</translation>
    </message>
    <message>
        <source>%1 missed after risking: the biscuit's %2 points are lost</source>
        <translation>%1 a raté après avoir risqué : les %2 points du biscuit sont perdus</translation>
    </message>
    <message>
        <source>%1 missed (%2): no score</source>
        <translation>%1 a raté (%2) : aucun point</translation>
    </message>
    <message>
        <source>%1 wins round %2!</source>
        <translation>%1 gagne la manche %2 !</translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation>TOUR PRÉCÉDENT · %1</translation>
    </message>
    <message>
        <source>Round %1  ·  first to %2 rounds  ·  won: %3</source>
        <translation>Manche %1  ·  en %2 manches gagnantes  ·  gagnées : %3</translation>
    </message>
    <message>
        <source>Space throw · 1–6 rack · Shift+1–6 bank · Alt+1–6 rack from the bank · W swap yeast · R risk · S stop · Ctrl+Z undo  ·  click a die: rack it, else bank it · Shift+click: bank · right-click: more</source>
        <translation>Espace lancer · 1–6 rack · Maj+1–6 bank · Alt+1–6 rack depuis la bank · W échanger le yeast · R risquer · S stop · Ctrl+Z annuler  ·  clic sur un dé : au rack, sinon en bank · Maj+clic : bank · clic droit : plus</translation>
    </message>
    <message>
        <source>Rack a %1 from the bank</source>
        <translation>Mettre au rack un %1 de la bank</translation>
    </message>
    <message>
        <source>Swap the yeast into the bank for the plain %1</source>
        <translation>Échanger le yeast contre le %1 ordinaire en bank</translation>
    </message>
    <message>
        <source>%1 left the box</source>
        <translation>%1 est sorti de la boîte</translation>
    </message>
    <message>
        <source>Rack %1 from the bank</source>
        <translation>Mettre au rack %1 depuis la bank</translation>
    </message>
    <message>
        <source>Swap the yeast in for this die</source>
        <translation>Échanger le yeast contre ce dé</translation>
    </message>
    <message>
        <source>Risk the biscuit</source>
        <translation>Risquer le biscuit</translation>
    </message>
    <message>
        <source>Swap the yeast</source>
        <translation>Échanger le yeast</translation>
    </message>
    <message>
        <source>Rack a %1</source>
        <translation>Mettre un %1 au rack</translation>
    </message>
    <message>
        <source>Bank a %1</source>
        <translation>Mettre un %1 en bank</translation>
    </message>
</context>
<context>
    <name>ClubHome</name>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New club database…</source>
        <translation>&amp;Nouvelle base du club…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a &amp;PostgreSQL database…</source>
        <translation>Ouvrir une base &amp;PostgreSQL…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Sauvegarder…</translation>
    </message>
    <message>
        <source>S&amp;hare on the club's network…</source>
        <translation>P&amp;artager sur le réseau du club…</translation>
    </message>
    <message>
        <source>&amp;Close database</source>
        <translation>&amp;Fermer la base</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>A&amp;ller à</translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation>A&amp;ctions</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Practice table…</source>
        <translation>Table d’&amp;entraînement…</translation>
    </message>
    <message>
        <source>Try a &amp;demo club</source>
        <translation>Essayer un club de &amp;démonstration</translation>
    </message>
    <message>
        <source>An empty club database gets a dozen members and a finished club night of each game, played by the bots</source>
        <translation>Une base du club vide reçoit une douzaine de membres et une soirée de club terminée pour chaque jeu, jouée par les bots</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About Bakehouse</source>
        <translation>À &amp;propos de Bakehouse</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Bakehouse speaks the chosen language from its next start.</source>
        <translation>Bakehouse parlera la langue choisie dès son prochain démarrage.</translation>
    </message>
    <message>
        <source>(nothing on this page)</source>
        <translation>(rien sur cette page)</translation>
    </message>
    <message>
        <source>Cannot open the club database</source>
        <translation>Impossible d’ouvrir la base du club</translation>
    </message>
    <message>
        <source>the club database used last, %1, is not there any more (moved or deleted): File &gt; Open… finds it, File &gt; New club database… makes a new one</source>
        <translation>la dernière base du club utilisée, %1, n’est plus là (déplacée ou supprimée) : Fichier &gt; Ouvrir… la retrouve, Fichier &gt; Nouvelle base du club… en crée une nouvelle</translation>
    </message>
    <message>
        <source>Opening the club database…</source>
        <translation>Ouverture de la base du club…</translation>
    </message>
    <message>
        <source>Make a club database</source>
        <translation>Créer une base du club</translation>
    </message>
    <message>
        <source>%1 is empty, not a club database yet: make it a new club database?</source>
        <translation>%1 est vide, ce n’est pas encore une base du club : en faire une nouvelle base du club ?</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); nothing was changed. Open a backup copy of it (File &gt; Open…), or File &gt; New club database…</source>
        <translation>%1 est endommagée (%2) ; rien n’a été modifié. Ouvrez-en une copie de sauvegarde (Fichier &gt; Ouvrir…), ou Fichier &gt; Nouvelle base du club…</translation>
    </message>
    <message>
        <source>Upgrade the club database</source>
        <translation>Mettre à jour la base du club</translation>
    </message>
    <message>
        <source>%1 was made by an older Bakehouse: upgrade it to open it? A copy of it as it is now is kept first: %2</source>
        <translation>%1 a été créée par une version plus ancienne de Bakehouse : la mettre à jour pour l’ouvrir ? Une copie de son état actuel est d’abord conservée : %2</translation>
    </message>
    <message>
        <source>Club database upgraded; the copy from before is %1</source>
        <translation>Base du club mise à jour ; la copie d’avant est %1</translation>
    </message>
    <message>
        <source>Upgrading the club database…</source>
        <translation>Mise à jour de la base du club…</translation>
    </message>
    <message>
        <source>Cannot upgrade the club database</source>
        <translation>Impossible de mettre à jour la base du club</translation>
    </message>
    <message>
        <source>New club database</source>
        <translation>Nouvelle base du club</translation>
    </message>
    <message>
        <source>Cannot make the club database</source>
        <translation>Impossible de créer la base du club</translation>
    </message>
    <message>
        <source>%1 exists already: choose a new name (nothing was changed)</source>
        <translation>%1 existe déjà : choisissez un autre nom (rien n’a été modifié)</translation>
    </message>
    <message>
        <source>Open a club database</source>
        <translation>Ouvrir une base du club</translation>
    </message>
    <message>
        <source>Open a PostgreSQL database</source>
        <translation>Ouvrir une base PostgreSQL</translation>
    </message>
    <message>
        <source>Database URL, e.g. postgresql+psycopg://user@host/club:</source>
        <translation>URL de la base, p. ex. postgresql+psycopg://user@host/club :</translation>
    </message>
    <message>
        <source>not a database URL: %1 (e.g. postgresql+psycopg://user@host/club)</source>
        <translation>ce n’est pas une URL de base : %1 (p. ex. postgresql+psycopg://user@host/club)</translation>
    </message>
    <message>
        <source>No database opened yet</source>
        <translation>Aucune base ouverte pour l’instant</translation>
    </message>
    <message>
        <source>Cannot back up</source>
        <translation>Sauvegarde impossible</translation>
    </message>
    <message>
        <source>Back up copies SQLite files; for PostgreSQL use pg_dump, e.g. pg_dump -Fc -f club.dump club</source>
        <translation>Sauvegarder copie les fichiers SQLite ; pour PostgreSQL, utilisez pg_dump, p. ex. pg_dump -Fc -f club.dump club</translation>
    </message>
    <message>
        <source>Back up the club database</source>
        <translation>Sauvegarder la base du club</translation>
    </message>
    <message>
        <source>Backing up the club database…</source>
        <translation>Sauvegarde de la base du club…</translation>
    </message>
    <message>
        <source>Back-up cancelled: no file was written</source>
        <translation>Sauvegarde annulée : aucun fichier écrit</translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation>Sauvegardée dans %1</translation>
    </message>
    <message>
        <source>%1 — Bakehouse</source>
        <translation>%1 — Bakehouse</translation>
    </message>
    <message>
        <source>Cannot make the demo club</source>
        <translation>Impossible de créer le club de démonstration</translation>
    </message>
    <message>
        <source>Making the demo club: the bots are playing…</source>
        <translation>Création du club de démonstration : les bots jouent…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Making the demo club: the members</source>
        <translation>Création du club de démonstration : les membres</translation>
    </message>
    <message>
        <source>Making the demo club: the bots play a club night of %1</source>
        <translation>Création du club de démonstration : les bots jouent une soirée de %1</translation>
    </message>
    <message>
        <source>About Bakehouse</source>
        <translation>À propos de Bakehouse</translation>
    </message>
</context>
<context>
    <name>ClubModels</name>
    <message>
        <source>club night</source>
        <translation>soirée de club</translation>
    </message>
    <message>
        <source>tournament</source>
        <translation>tournoi</translation>
    </message>
    <message>
        <source>league</source>
        <translation>ligue</translation>
    </message>
    <message>
        <source>%1 (inactive)</source>
        <translation>%1 (inactif)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
</context>
<context>
    <name>ClubReportsPanel</name>
    <message>
        <source>Choose a database</source>
        <translation>Choisir une base</translation>
    </message>
    <message>
        <source>Default database</source>
        <translation>Base par défaut</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Format du papier</translation>
    </message>
    <message>
        <source>Filter the matches</source>
        <translation>Filtrer les parties</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>The whole club</source>
        <translation>Tout le club</translation>
    </message>
    <message>
        <source>One event</source>
        <translation>Un événement</translation>
    </message>
    <message>
        <source>One member</source>
        <translation>Un membre</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choisir…</translation>
    </message>
    <message>
        <source>Choose another club database file</source>
        <translation>Choisir un autre fichier de base du club</translation>
    </message>
    <message>
        <source>De&amp;fault</source>
        <translation>Par dé&amp;faut</translation>
    </message>
    <message>
        <source>The database of BAKEHOUSE_DB, else the data folder's</source>
        <translation>La base de BAKEHOUSE_DB, sinon celle du dossier des données</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Rec&amp;harger</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>Base :</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <source>Filter: a player, a game, an event…</source>
        <translation>Filtre : un joueur, un jeu, un événement…</translation>
    </message>
    <message>
        <source>Print &amp;scorepad…</source>
        <translation>&amp;Imprimer la feuille de marque…</translation>
    </message>
    <message>
        <source>The chosen match as players keep it on paper (bakehouse report scorepad)</source>
        <translation>La partie choisie telle que les joueurs la notent sur papier (bakehouse report scorepad)</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Ana&amp;lyser…</translation>
    </message>
    <message>
        <source>The chosen finished match: each decision against the best play, and each throw's luck</source>
        <translation>La partie terminée choisie : chaque décision face au meilleur coup, et la chance de chaque lancer</translation>
    </message>
    <message>
        <source>&amp;Blank scoresheets…</source>
        <translation>Feuilles de marque &amp;vierges…</translation>
    </message>
    <message>
        <source>One sheet per table of the chosen round (bakehouse report scoresheets)</source>
        <translation>Une feuille par table de la manche choisie (bakehouse report scoresheets)</translation>
    </message>
    <message>
        <source>Seating for the &amp;wall…</source>
        <translation>Placement à &amp;afficher…</translation>
    </message>
    <message>
        <source>The chosen round's seats in large type, by table and by name (bakehouse report seating)</source>
        <translation>Les places de la manche choisie en gros caractères, par table et par nom (bakehouse report seating)</translation>
    </message>
    <message>
        <source>Stan&amp;dings…</source>
        <translation>Cla&amp;ssement…</translation>
    </message>
    <message>
        <source>The event's standings and round results; a league's season table (bakehouse report standings)</source>
        <translation>Le classement de l’événement et les résultats des manches ; le tableau de saison d’une ligue (bakehouse report standings)</translation>
    </message>
    <message>
        <source>Rounds seated</source>
        <translation>Manches placées</translation>
    </message>
    <message>
        <source>Every game, or one game's matches only</source>
        <translation>Tous les jeux, ou seulement les parties d’un jeu</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Enregistrer en &amp;PDF…</translation>
    </message>
    <message>
        <source>These statistics with their charts as PDF (bakehouse report stats)</source>
        <translation>Ces statistiques et leurs graphiques en PDF (bakehouse report stats)</translation>
    </message>
    <message>
        <source>Head t&amp;o head:</source>
        <translation>Face-à-fac&amp;e :</translation>
    </message>
    <message>
        <source>Two members head to head, over the tables these statistics count</source>
        <translation>Deux membres face à face, sur les tables que comptent ces statistiques</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <source>&amp;Events</source>
        <translation>&amp;Événements</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>Statistiques de</translation>
    </message>
    <message>
        <source>Which one</source>
        <translation>Lequel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Print scorepad</source>
        <translation>Imprimer la feuille de marque</translation>
    </message>
    <message>
        <source>Review the chosen match</source>
        <translation>Analyser la partie choisie</translation>
    </message>
    <message>
        <source>Blank scoresheets</source>
        <translation>Feuilles de marque vierges</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>First member head to head</source>
        <translation>Premier membre du face-à-face</translation>
    </message>
    <message>
        <source>Second member head to head</source>
        <translation>Second membre du face-à-face</translation>
    </message>
    <message>
        <source>Open a club database</source>
        <translation>Ouvrir une base du club</translation>
    </message>
    <message>
        <source>Reading the club database…</source>
        <translation>Lecture de la base du club…</translation>
    </message>
    <message>
        <source>This club database holds no members, events or matches yet: the Home page offers a demo club to look around in.</source>
        <translation>Cette base du club ne contient encore ni membres, ni événements, ni parties : la page Accueil propose un club de démonstration pour découvrir l’application.</translation>
    </message>
    <message>
        <source>This club database holds no members, events or matches yet: the Events page starts an event, the Members page brings in the club's members.</source>
        <translation>Cette base du club ne contient encore ni membres, ni événements, ni parties : la page Événements lance un événement, la page Membres accueille les membres du club.</translation>
    </message>
    <message>
        <source>An event of played matches only (imported, not run on the Events page): it has no seatings or standings.</source>
        <translation>Un événement fait seulement de parties jouées (importé, pas mené depuis la page Événements) : il n’a ni placements ni classement.</translation>
    </message>
    <message>
        <source>Cannot read the club database: %1</source>
        <translation>Impossible de lire la base du club : %1</translation>
    </message>
    <message>
        <source>No round seated yet.</source>
        <translation>Aucune manche placée pour l’instant.</translation>
    </message>
    <message>
        <source>Draft: round %1 is seated but not published; its seating may still change.</source>
        <translation>Brouillon : la manche %1 est placée mais pas publiée ; son placement peut encore changer.</translation>
    </message>
    <message>
        <source>Cancelled: no PDF was written</source>
        <translation>Annulé : aucun PDF écrit</translation>
    </message>
    <message>
        <source>Cannot open the PDF</source>
        <translation>Impossible d’ouvrir le PDF</translation>
    </message>
    <message>
        <source>The report was saved to %1, but no PDF viewer opened it.</source>
        <translation>Le rapport a été enregistré dans %1, mais aucune visionneuse PDF ne l’a ouvert.</translation>
    </message>
    <message>
        <source>Save the scorepad as PDF</source>
        <translation>Enregistrer la feuille de marque en PDF</translation>
    </message>
    <message>
        <source>Printing the scorepad…</source>
        <translation>Impression de la feuille de marque…</translation>
    </message>
    <message>
        <source>Cannot print the scorepad</source>
        <translation>Impossible d’imprimer la feuille de marque</translation>
    </message>
    <message>
        <source>Save the scoresheets as PDF</source>
        <translation>Enregistrer les feuilles de marque en PDF</translation>
    </message>
    <message>
        <source>Printing the scoresheets…</source>
        <translation>Impression des feuilles de marque…</translation>
    </message>
    <message>
        <source>Cannot print the scoresheets</source>
        <translation>Impossible d’imprimer les feuilles de marque</translation>
    </message>
    <message>
        <source>Save the seating as PDF</source>
        <translation>Enregistrer le placement en PDF</translation>
    </message>
    <message>
        <source>Printing the seating…</source>
        <translation>Impression du placement…</translation>
    </message>
    <message>
        <source>Cannot print the seating</source>
        <translation>Impossible d’imprimer le placement</translation>
    </message>
    <message>
        <source>Save the standings as PDF</source>
        <translation>Enregistrer le classement en PDF</translation>
    </message>
    <message>
        <source>Printing the standings…</source>
        <translation>Impression du classement…</translation>
    </message>
    <message>
        <source>Cannot print the standings</source>
        <translation>Impossible d’imprimer le classement</translation>
    </message>
    <message>
        <source>Save the statistics as PDF</source>
        <translation>Enregistrer les statistiques en PDF</translation>
    </message>
    <message>
        <source>Printing the statistics…</source>
        <translation>Impression des statistiques…</translation>
    </message>
    <message>
        <source>Cannot print the statistics</source>
        <translation>Impossible d’imprimer les statistiques</translation>
    </message>
    <message>
        <source>No event to choose in this database.</source>
        <translation>Aucun événement à choisir dans cette base.</translation>
    </message>
    <message>
        <source>No member to choose in this database.</source>
        <translation>Aucun membre à choisir dans cette base.</translation>
    </message>
    <message>
        <source>Working out the statistics…</source>
        <translation>Calcul des statistiques…</translation>
    </message>
    <message>
        <source>Save the chart as PNG</source>
        <translation>Enregistrer le graphique en PNG</translation>
    </message>
    <message>
        <source>Cannot save the chart</source>
        <translation>Impossible d’enregistrer le graphique</translation>
    </message>
</context>
<context>
    <name>ClubReportsWindow</name>
    <message>
        <source>Club reports and statistics</source>
        <translation>Rapports et statistiques du club</translation>
    </message>
</context>
<context>
    <name>CodeBox</name>
    <message>
        <source>Table code (%1)</source>
        <translation>Code de table (%1)</translation>
    </message>
    <message>
        <source>Table code from a scoresheet</source>
        <translation>Code de table d’une feuille de score</translation>
    </message>
    <message>
        <source>Type or scan the code on a scoresheet, then Enter: the table's result opens</source>
        <translation>Tapez ou scannez le code d’une feuille de score, puis Entrée : le résultat de la table s’ouvre</translation>
    </message>
    <message>
        <source>Table &amp;code</source>
        <translation>&amp;Code de table</translation>
    </message>
    <message>
        <source>%1 is a table of another event (event %2): open that event first</source>
        <translation>%1 est une table d’un autre événement (événement %2) : ouvrez d’abord cet événement</translation>
    </message>
    <message>
        <source>%1: round %2 of this event is not published</source>
        <translation>%1 : la manche %2 de cet événement n’est pas publiée</translation>
    </message>
    <message>
        <source>%1: round %2 has no table %3</source>
        <translation>%1 : la manche %2 n’a pas de table %3</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>%1: error: %2 (see %1 --help)</source>
        <translation>%1 : erreur : %2 (voir %1 --help)</translation>
    </message>
    <message>
        <source>Run `bakehouse` with no arguments to open the app.</source>
        <translation>Lancez `bakehouse` sans arguments pour ouvrir l’application.</translation>
    </message>
    <message>
        <source>bakehouse: interrupted</source>
        <translation>bakehouse : interrompu</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>interrompu</translation>
    </message>
    <message>
        <source>bakehouse %1: %2</source>
        <translation>bakehouse %1 : %2</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 écrit</translation>
    </message>
    <message>
        <source>cannot write the report: %1</source>
        <translation>impossible d’écrire le rapport : %1</translation>
    </message>
</context>
<context>
    <name>DialogService</name>
    <message>
        <source>Match records (*.bakehouse *.json);;All files (*)</source>
        <translation>Fiches de partie (*.bakehouse *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Documents PDF (*.pdf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>PNG images (*.png);;All files (*)</source>
        <translation>Images PNG (*.png);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Club databases (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Bases du club (*.sqlite3 *.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Dice thrown:</source>
        <translation>Dés lancés :</translation>
    </message>
    <message>
        <source>Dice thrown (type the faces)</source>
        <translation>Dés lancés (tapez les faces)</translation>
    </message>
    <message>
        <source>e.g. 2 2 4 1 3 6</source>
        <translation>p. ex. 2 2 4 1 3 6</translation>
    </message>
    <message>
        <source>Face %1</source>
        <translation>Face %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Apply the dice typed</source>
        <translation>Appliquer les dés tapés</translation>
    </message>
    <message>
        <source>Yeast *</source>
        <translation>Yeast *</translation>
    </message>
    <message>
        <source>Mark the last face as the yeast</source>
        <translation>Marquer la dernière face comme le yeast</translation>
    </message>
    <message>
        <source>e.g. 2 2 4 1 3 6*</source>
        <translation>p. ex. 2 2 4 1 3 6*</translation>
    </message>
    <message>
        <source>6* the yeast</source>
        <translation>6* le yeast</translation>
    </message>
    <message>
        <source>Key K</source>
        <translation>Key K</translation>
    </message>
    <message>
        <source>Mark the next face as a key</source>
        <translation>Marquer la face suivante comme une Key</translation>
    </message>
    <message>
        <source>e.g. 1 2 3 4 5 6 1 2 K6 K1</source>
        <translation>p. ex. 1 2 3 4 5 6 1 2 K6 K1</translation>
    </message>
    <message>
        <source>K6 a key (the keys typed last need no K: 1234561261)</source>
        <translation>K6 une Key (les keys tapées en dernier se passent de K : 1234561261)</translation>
    </message>
    <message>
        <source>Type one face for each player, in seat order, then Enter.</source>
        <translation>Tapez une face par joueur, dans l’ordre des places, puis Entrée.</translation>
    </message>
    <message>
        <source>5 keeps every 5 left, 55 two of them; 24 the keys where no base 2 or 4 is left</source>
        <translation>5 garde tous les 5 restants, 55 deux d’entre eux ; 24 les keys là où il ne reste aucun dé Base 2 ou 4</translation>
    </message>
    <message>
        <source>Type the faces (spaces optional)</source>
        <translation>Tapez les faces (espaces facultatifs)</translation>
    </message>
    <message>
        <source>Enter applies</source>
        <translation>Entrée applique</translation>
    </message>
    <message>
        <source>Esc clears</source>
        <translation>Échap efface</translation>
    </message>
    <message>
        <source>Space at the table: type a throw</source>
        <translation>Espace : taper un lancer</translation>
    </message>
    <message>
        <source>Dice or decision:</source>
        <translation>Dés ou décision :</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ex. %1</translation>
    </message>
    <message>
        <source>Dice thrown or a decision (type the faces, or keep 3 3 5)</source>
        <translation>Dés lancés ou une décision (tapez les faces, ou keep 3 3 5)</translation>
    </message>
    <message>
        <source>Or a decision in the game's words: %1 (several dice at once)</source>
        <translation>Ou une décision avec les mots du jeu : %1 (plusieurs dés à la fois)</translation>
    </message>
</context>
<context>
    <name>DiceModeDialog</name>
    <message>
        <source>How are the dice thrown at this table? This stays for the whole match.</source>
        <translation>Comment les dés sont-ils lancés à cette table ? Cela vaut pour toute la partie.</translation>
    </message>
    <message>
        <source>&amp;Real dice: the scorer types each throw</source>
        <translation>Dés &amp;réels : le marqueur tape chaque lancer</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Dés réels</translation>
    </message>
    <message>
        <source>&amp;App dice: the app throws provably fair dice</source>
        <translation>Dés de l’&amp;appli : l’appli lance des dés équitables et vérifiables</translation>
    </message>
    <message>
        <source>App dice</source>
        <translation>Dés de l’appli</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <source>empty place %1</source>
        <translation>place vide %1</translation>
    </message>
    <message>
        <source>%1 (waits for the next throw)</source>
        <translation>%1 (attend le prochain lancer)</translation>
    </message>
    <message>
        <source>%1 (set aside)</source>
        <translation>%1 (mis de côté)</translation>
    </message>
</context>
<context>
    <name>DireStraightsPanel</name>
    <message>
        <source>%1 stopped and scored %2.</source>
        <translation>%1 s’est arrêté et a marqué %2.</translation>
    </message>
    <message>
        <source>Four 2s! %1's turn ends and %1's total goes back to 0 (D6).</source>
        <translation>Quatre 2 ! Le tour de %1 s’arrête et le total de %1 retombe à 0 (D6).</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>pas de %1</translation>
    </message>
    <message>
        <source>no 1 and no three of a kind</source>
        <translation>ni 1 ni brelan</translation>
    </message>
    <message>
        <source>the turn's %1 points are lost</source>
        <translation>les %1 points du tour sont perdus</translation>
    </message>
    <message>
        <source>the turn scores 0</source>
        <translation>le tour marque 0</translation>
    </message>
    <message>
        <source>Bust: %1's throw %2 has %3 — %4 (D5).</source>
        <translation>Échec : le lancer %2 de %1 n’a %3 — %4 (D5).</translation>
    </message>
    <message>
        <source>1-6 complete! All six dice come back to %1: stop, or throw six again (D4).</source>
        <translation>1-6 complète ! Les six dés reviennent à %1 : s’arrêter, ou relancer les six (D4).</translation>
    </message>
    <message>
        <source> and %1 × 1-6</source>
        <translation> et %1 × 1-6</translation>
    </message>
    <message>
        <source>the run %1</source>
        <translation>la suite %1</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>pas de suite</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Run set aside</source>
        <translation>Suite mise de côté</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Throw the dice not in the run (Space or T)</source>
        <translation>Lancer les dés hors de la suite (Espace ou T)</translation>
    </message>
    <message>
        <source>End the turn and score the run: 5 a die, 30 a completed 1-6 (S, D4)</source>
        <translation>Finir le tour et marquer la suite : 5 par dé, 30 par 1-6 complète (S, D4)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>%1: set aside in the run</source>
        <translation>%1 : mis de côté dans la suite</translation>
    </message>
    <message>
        <source>%1: thrown again</source>
        <translation>%1 : relancé</translation>
    </message>
    <message>
        <source>%1 to throw next</source>
        <translation>%1 à lancer ensuite</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>%1 dice to throw</source>
        <translation>%1 dés à lancer</translation>
    </message>
    <message>
        <source>%1 of the run</source>
        <translation>%1 de la suite</translation>
    </message>
    <message>
        <source>needs a %1</source>
        <translation>il faut un %1</translation>
    </message>
    <message>
        <source>needs a 1 to start</source>
        <translation>il faut un 1 pour commencer</translation>
    </message>
    <message>
        <source>a stop scores %1</source>
        <translation>s’arrêter marque %1</translation>
    </message>
    <message>
        <source>1-6 completed: %1</source>
        <translation>1-6 complétées : %1</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <source>Stop for %1</source>
        <translation>Stop pour %1</translation>
    </message>
    <message>
        <source>%1 set aside: a run of %2 (D2).</source>
        <translation>%1 mis de côté : une suite de %2 (D2).</translation>
    </message>
    <message>
        <source>%1 set aside: the run is %2 (D3).</source>
        <translation>%1 mis de côté : la suite est %2 (D3).</translation>
    </message>
    <message>
        <source>No 1, but three of a kind: throw all six again, or stop (D2).</source>
        <translation>Pas de 1, mais un brelan : relancer les six, ou s’arrêter (D2).</translation>
    </message>
    <message>
        <source>%1 stopped with %2: %3 points</source>
        <translation>%1 s’est arrêté avec %2 : %3 points</translation>
    </message>
    <message>
        <source>%1 threw four 2s: %2 lost, total 0</source>
        <translation>%1 a lancé quatre 2 : %2 perdus, total 0</translation>
    </message>
    <message>
        <source> (run %1 lost)</source>
        <translation> (suite %1 perdue)</translation>
    </message>
    <message>
        <source>%1 busted%2: 0 points</source>
        <translation>%1 a échoué%2 : 0 point</translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation>TOUR PRÉCÉDENT · %1</translation>
    </message>
    <message>
        <source>no dice set aside</source>
        <translation>aucun dé mis de côté</translation>
    </message>
    <message>
        <source>%1 reaches %2 and wins with %3</source>
        <translation>%1 atteint %2 et gagne avec %3</translation>
    </message>
    <message>
        <source>%1 to throw six dice — a run starts with a 1</source>
        <translation>à %1 de lancer six dés — une suite commence par un 1</translation>
    </message>
    <message>
        <source>%1 completed 1-6 — throw six again, or stop for %2</source>
        <translation>%1 a complété 1-6 — relancer les six, ou s’arrêter pour %2</translation>
    </message>
    <message>
        <source>%1: no run yet — throw six again, or stop for %2</source>
        <translation>%1 : pas encore de suite — relancer les six, ou s’arrêter pour %2</translation>
    </message>
    <message>
        <source>%1: run %2, needs a %3 — throw %4, or stop for %5</source>
        <translation>%1 : suite %2, il faut un %3 — lancer %4, ou s’arrêter pour %5</translation>
    </message>
    <message>
        <source>four 2s lose everything</source>
        <translation>quatre 2 font tout perdre</translation>
    </message>
    <message>
        <source>First to %1  ·  %2</source>
        <translation>Premier à %1  ·  %2</translation>
    </message>
    <message>
        <source>Space throw · S stop · Ctrl+Z undo  ·  the run is set aside for you (D2, D3)</source>
        <translation>Espace lancer · S stop · Ctrl+Z annuler  ·  la suite est mise de côté pour vous (D2, D3)</translation>
    </message>
</context>
<context>
    <name>EntrepreneurialPanel</name>
    <message>
        <source>Visit bakery (%1)</source>
        <translation>Visiter la bakery (%1)</translation>
    </message>
    <message>
        <source>%1 loaf</source>
        <translation>%1 loaf</translation>
    </message>
    <message>
        <source>%1 loaves</source>
        <translation>%1 loaves</translation>
    </message>
    <message>
        <source>%1s</source>
        <translation>%1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>BAKERY COMMITTED</source>
        <translation>BAKERY COMMITTED</translation>
    </message>
    <message>
        <source>Visit bakery</source>
        <translation>Visiter la bakery</translation>
    </message>
    <message>
        <source>Take the loaves of your lowest bakery not yet visited instead of throwing (V, E6)</source>
        <translation>Prendre les loaves de votre plus petite bakery pas encore visitée au lieu de lancer (V, E6)</translation>
    </message>
    <message>
        <source>Visit a bakery</source>
        <translation>Visiter une bakery</translation>
    </message>
    <message>
        <source>Why not a %1? %2</source>
        <translation>Pourquoi pas un %1 ? %2</translation>
    </message>
    <message>
        <source>no 1 and no bakery start</source>
        <translation>ni 1 ni début de bakery</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>pas de %1</translation>
    </message>
    <message>
        <source>nothing to rack</source>
        <translation>rien à mettre au rack</translation>
    </message>
    <message>
        <source>BAKERY OR BUST</source>
        <translation>BAKERY OR BUST</translation>
    </message>
    <message>
        <source>Bakery or bust (E7): after a risk the turn ends only with a bakery or a miss</source>
        <translation>Bakery or bust (E7) : après un risque, le tour ne finit que sur une bakery ou un raté</translation>
    </message>
    <message>
        <source>Two dice of one face are saved: only a finished bakery scores now (E2)</source>
        <translation>Deux dés d’une même face sont gardés : seule une bakery achevée marque désormais (E2)</translation>
    </message>
    <message>
        <source>only %1 can be racked now</source>
        <translation>seul %1 peut aller au rack maintenant</translation>
    </message>
    <message>
        <source>no bakery can be finished: a stop scores 0</source>
        <translation>aucune bakery ne peut être achevée : s’arrêter marque 0</translation>
    </message>
    <message>
        <source>%1 dice to throw, or visit a bakery</source>
        <translation>%1 dés à lancer, ou visiter une bakery</translation>
    </message>
    <message>
        <source>Stop for 0</source>
        <translation>Stop pour 0</translation>
    </message>
    <message>
        <source>BAKERIES</source>
        <translation>BAKERIES</translation>
    </message>
    <message>
        <source>Each player's bakeries, by their value in loaves (E4, E6)</source>
        <translation>Les bakeries de chaque joueur, selon leur valeur en loaves (E4, E6)</translation>
    </message>
    <message>
        <source>%1's bakeries</source>
        <translation>Bakeries de %1</translation>
    </message>
    <message>
        <source>%1 owns a bakery of %2</source>
        <translation>%1 possède une bakery de %2</translation>
    </message>
    <message>
        <source>%1: visit it now (V)</source>
        <translation>%1 : à visiter maintenant (V)</translation>
    </message>
    <message>
        <source>%1: still to visit this round</source>
        <translation>%1 : encore à visiter dans cette manche</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Bakeries (E4, E6) — %1</source>
        <translation>Bakeries (E4, E6) — %1</translation>
    </message>
    <message>
        <source>Bakery! %1 baked six %2s, promoted by the yeast: %3 — free turn</source>
        <translation>Bakery ! %1 a cuit six %2, promus par le yeast : %3 — tour gratuit</translation>
    </message>
    <message>
        <source>Bakery! %1 baked six %2s: %3 — free turn</source>
        <translation>Bakery ! %1 a cuit six %2 : %3 — tour gratuit</translation>
    </message>
    <message>
        <source>%1 visited the bakery of %2: %3</source>
        <translation>%1 a visité la bakery de %2 : %3</translation>
    </message>
    <message>
        <source>a visit: no dice thrown</source>
        <translation>une visite : aucun dé lancé</translation>
    </message>
    <message>
        <source>%1 stopped with the bakery unfinished: no score (E2)</source>
        <translation>%1 s’est arrêté avec la bakery inachevée : aucun point (E2)</translation>
    </message>
    <message>
        <source>biscuit %1</source>
        <translation>biscuit %1</translation>
    </message>
    <message>
        <source>no biscuit</source>
        <translation>pas de biscuit</translation>
    </message>
    <message>
        <source>%1 may visit the bakery of %2 (V) or throw — %3</source>
        <translation>%1 peut visiter la bakery de %2 (V) ou lancer — %3</translation>
    </message>
    <message>
        <source>rack needs a %1</source>
        <translation>le rack attend un %1</translation>
    </message>
    <message>
        <source>rack needs a 1 or a bakery start</source>
        <translation>le rack attend un 1 ou un début de bakery</translation>
    </message>
    <message>
        <source>%1 missed (no %2)</source>
        <translation>%1 a raté (pas de %2)</translation>
    </message>
    <message>
        <source>%1 missed (no 1 and no bakery start)</source>
        <translation>%1 a raté (ni 1 ni début de bakery)</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>à %1 de lancer</translation>
    </message>
    <message>
        <source>%1's free turn (E4)</source>
        <translation>Tour gratuit de %1 (E4)</translation>
    </message>
    <message>
        <source>bakery or bust</source>
        <translation>bakery or bust</translation>
    </message>
    <message>
        <source>stop would score %1</source>
        <translation>s’arrêter marquerait %1</translation>
    </message>
    <message>
        <source>bakery committed</source>
        <translation>bakery committed</translation>
    </message>
    <message>
        <source>V visit a bakery · </source>
        <translation>V visiter une bakery · </translation>
    </message>
</context>
<context>
    <name>EventWizard</name>
    <message>
        <source>placement points are written 4: 5,3,1,0; 3: 4,2,0 - not %1</source>
        <translation>les points de place s’écrivent 4: 5,3,1,0; 3: 4,2,0 - pas %1</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>&amp;New event...</source>
        <translation>&amp;Nouvel événement...</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Check-&amp;in</source>
        <translation>&amp;Inscriptions</translation>
    </message>
    <message>
        <source>Seati&amp;ng</source>
        <translation>&amp;Placement</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Check &amp;in</source>
        <translation>&amp;Inscrire</translation>
    </message>
    <message>
        <source>&amp;Undo check-in</source>
        <translation>Annu&amp;ler l’inscription</translation>
    </message>
    <message>
        <source>&amp;Seat next round</source>
        <translation>&amp;Placer la manche suivante</translation>
    </message>
    <message>
        <source>&amp;Publish round</source>
        <translation>P&amp;ublier la manche</translation>
    </message>
    <message>
        <source>S&amp;wap chosen players</source>
        <translation>&amp;Échanger les joueurs choisis</translation>
    </message>
    <message>
        <source>&amp;Move the chosen player to the table</source>
        <translation>&amp;Déplacer le joueur choisi à la table</translation>
    </message>
    <message>
        <source>Pin the chosen player to the &amp;table</source>
        <translation>Fi&amp;xer le joueur choisi à la table</translation>
    </message>
    <message>
        <source>&amp;Keep the chosen two apart</source>
        <translation>&amp;Tenir les deux joueurs choisis séparés</translation>
    </message>
    <message>
        <source>The chosen player l&amp;eaves</source>
        <translation>Le joueur choisi p&amp;art</translation>
    </message>
    <message>
        <source>Seat the &amp;final table</source>
        <translation>Placer la table &amp;finale</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>&amp;Clore l’événement</translation>
    </message>
    <message>
        <source>No event yet: New event (Ctrl+N)</source>
        <translation>Aucun événement pour l’instant : Nouvel événement (Ctrl+N)</translation>
    </message>
    <message>
        <source>Choose an event first</source>
        <translation>Choisissez d’abord un événement</translation>
    </message>
    <message>
        <source>the draft of round %1 was taken back: seat it again</source>
        <translation>le brouillon de la manche %1 a été retiré : placez-la de nouveau</translation>
    </message>
    <message>
        <source>Open a club database first</source>
        <translation>Ouvrez d’abord une base du club</translation>
    </message>
    <message>
        <source>%1 created: check the players in</source>
        <translation>%1 créé : inscrivez les joueurs</translation>
    </message>
    <message>
        <source>Seating round %1...</source>
        <translation>Placement de la manche %1...</translation>
    </message>
    <message>
        <source>Seating cancelled: no draft was saved</source>
        <translation>Placement annulé : aucun brouillon enregistré</translation>
    </message>
    <message>
        <source>Busy: try again in a moment</source>
        <translation>Occupé : réessayez dans un instant</translation>
    </message>
    <message>
        <source>Round %1 seated as a draft: %2</source>
        <translation>Manche %1 placée en brouillon : %2</translation>
    </message>
    <message>
        <source>Round %1 published</source>
        <translation>Manche %1 publiée</translation>
    </message>
    <message>
        <source>The final of the top %1 is seated as a draft</source>
        <translation>La finale des %1 premiers est placée en brouillon</translation>
    </message>
    <message>
        <source>Close event</source>
        <translation>Clore l’événement</translation>
    </message>
    <message>
        <source>Close %1? Ratings move; nothing changes after that.</source>
        <translation>Clore %1 ? Les cotes bougent ; plus rien ne change ensuite.</translation>
    </message>
    <message>
        <source>%1 is closed: the ratings of %2 players moved</source>
        <translation>%1 est clos : la cote de %2 joueurs a bougé</translation>
    </message>
    <message>
        <source>Moved to table %1: %2</source>
        <translation>Déplacé à la table %1 : %2</translation>
    </message>
    <message>
        <source>Swapped: %1</source>
        <translation>Échangés : %1</translation>
    </message>
    <message>
        <source>Pinned to table %1 from now on</source>
        <translation>Fixé à la table %1 désormais</translation>
    </message>
    <message>
        <source>Kept apart from the next seating on</source>
        <translation>Séparés dès le prochain placement</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
</context>
<context>
    <name>GenericPanel</name>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Throw the dice (Space or T)</source>
        <translation>Lancer les dés (Espace ou T)</translation>
    </message>
    <message>
        <source>Decision %1</source>
        <translation>Décision %1</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>%1's turn ended: %2 points (%3)</source>
        <translation>Le tour de %1 est fini : %2 points (%3)</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (touche %2)</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>à %1 de lancer</translation>
    </message>
    <message>
        <source>%1 to decide</source>
        <translation>à %1 de décider</translation>
    </message>
    <message>
        <source>Space throw · 1-9 the decisions · Ctrl+Z undo</source>
        <translation>Espace lancer · 1-9 les décisions · Ctrl+Z annuler</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Bakehouse — Rules and rulings</source>
        <translation>Bakehouse — Règles et arbitrages</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Aller à</translation>
    </message>
    <message>
        <source>a ruling such as C7, or words to look for (bakery, biscuit ...)</source>
        <translation>un arbitrage comme C7, ou des mots à chercher (bakery, biscuit ...)</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Les jeux</translation>
    </message>
    <message>
        <source>Rulings: %1</source>
        <translation>Arbitrages : %1</translation>
    </message>
    <message>
        <source>Its rulings</source>
        <translation>Ses arbitrages</translation>
    </message>
    <message>
        <source>and every %1 ruling (%2) not changed here</source>
        <translation>et chaque arbitrage de %1 (%2) non modifié ici</translation>
    </message>
    <message>
        <source>There is no ruling %1: rulings are %2 and %3.</source>
        <translation>Il n’y a pas d’arbitrage %1 : les arbitrages sont %2 et %3.</translation>
    </message>
    <message>
        <source>From the rules of %1.</source>
        <translation>D’après les règles de %1.</translation>
    </message>
    <message>
        <source>For every game.</source>
        <translation>Pour tous les jeux.</translation>
    </message>
    <message>
        <source>%1 rulings mention %2: %3</source>
        <translation>%1 arbitrages mentionnent %2 : %3</translation>
    </message>
    <message>
        <source>No ruling mentions %1.</source>
        <translation>Aucun arbitrage ne mentionne %1.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Club database</source>
        <translation>Base du club</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>Prochain événement</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Dernier événement</translation>
    </message>
    <message>
        <source>Last event's standings</source>
        <translation>Classement du dernier événement</translation>
    </message>
    <message>
        <source>This club database is empty. Look around in a demo club first: a dozen members and a finished club night of each game, played by the bots.</source>
        <translation>Cette base du club est vide. Découvrez d’abord un club de démonstration : une douzaine de membres et une soirée de club terminée pour chaque jeu, jouée par les bots.</translation>
    </message>
    <message>
        <source>Try a &amp;demo club</source>
        <translation>Essayer un club de &amp;démonstration</translation>
    </message>
    <message>
        <source>Try a demo club</source>
        <translation>Essayer un club de démonstration</translation>
    </message>
    <message>
        <source>&amp;New event</source>
        <translation>&amp;Nouvel événement</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>&amp;Members</source>
        <translation>&amp;Membres</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>&amp;Seat next round</source>
        <translation>&amp;Placer la manche suivante</translation>
    </message>
    <message>
        <source>Seat next round</source>
        <translation>Placer la manche suivante</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Bakehouse club home</source>
        <translation>Accueil du club Bakehouse</translation>
    </message>
    <message>
        <source>Opening the club database…</source>
        <translation>Ouverture de la base du club…</translation>
    </message>
    <message>
        <source>No club database is open: File &gt; Open… or File &gt; New club database…</source>
        <translation>Aucune base du club ouverte : Fichier &gt; Ouvrir… ou Fichier &gt; Nouvelle base du club…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>1 member</source>
        <translation>1 membre</translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation>%1 membres</translation>
    </message>
    <message>
        <source>1 event</source>
        <translation>1 événement</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 événements</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>No event planned.</source>
        <translation>Aucun événement prévu.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 rounds seated</source>
        <translation>%1 : %2 manches placées sur %3</translation>
    </message>
    <message>
        <source>No event finished yet.</source>
        <translation>Aucun événement terminé pour l’instant.</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import members from %1</source>
        <translation>Importer les membres depuis %1</translation>
    </message>
    <message>
        <source>Rows of the file</source>
        <translation>Lignes du fichier</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Jobs</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>it could not be done (%1)</source>
        <translation>cela n’a pas pu être fait (%1)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
</context>
<context>
    <name>LiveWatch</name>
    <message>
        <source>The club database has not answered for %1 s: waiting for it</source>
        <translation>La base du club ne répond plus depuis %1 s : en attente</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose a game and its players</source>
        <translation>Choisir un jeu et ses joueurs</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir une fiche…</translation>
    </message>
    <message>
        <source>Open a match record and go on playing it</source>
        <translation>Ouvrir une fiche de partie et continuer à jouer</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>&amp;Enregistrer la fiche</translation>
    </message>
    <message>
        <source>Save the game as a match record</source>
        <translation>Enregistrer la partie dans une fiche de partie</translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation>Enregistrer la fiche &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game to another file</source>
        <translation>Enregistrer la partie dans un autre fichier</translation>
    </message>
    <message>
        <source>Re&amp;view this match…</source>
        <translation>Ana&amp;lyser cette partie…</translation>
    </message>
    <message>
        <source>Each decision against the best play, and each throw's luck</source>
        <translation>Chaque décision face au meilleur coup, et la chance de chaque lancer</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last action</source>
        <translation>Annuler la dernière action</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Do again what was taken back</source>
        <translation>Refaire ce qui a été annulé</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close Bakehouse</source>
        <translation>Fermer Bakehouse</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Règles des jeux</translation>
    </message>
    <message>
        <source>The rules of each game and every ruling</source>
        <translation>Les règles de chaque jeu et tous les arbitrages</translation>
    </message>
    <message>
        <source>&amp;Look up a ruling…</source>
        <translation>&amp;Chercher un arbitrage…</translation>
    </message>
    <message>
        <source>Type a ruling id such as C7 to read it</source>
        <translation>Tapez le code d’un arbitrage, comme C7, pour le lire</translation>
    </message>
    <message>
        <source>&amp;About Bakehouse</source>
        <translation>À &amp;propos de Bakehouse</translation>
    </message>
    <message>
        <source>Version, licence and where the data lives</source>
        <translation>Version, licence et emplacement des données</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>&amp;Rapports</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>non enregistrée</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Rack from the bank</source>
        <translation>Rack depuis la bank</translation>
    </message>
    <message>
        <source>About Bakehouse</source>
        <translation>À propos de Bakehouse</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>The game on the table has not been saved. Leave it?</source>
        <translation>La partie sur la table n’a pas été enregistrée. La quitter ?</translation>
    </message>
    <message>
        <source>Building the expert's tables…</source>
        <translation>Calcul des tables de l’expert…</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Impossible de commencer cette partie</translation>
    </message>
    <message>
        <source>Busy: try again when the work under way is done</source>
        <translation>Occupé : réessayez quand le travail en cours sera fini</translation>
    </message>
    <message>
        <source>New game: throw for who starts</source>
        <translation>Nouvelle partie : on lance pour savoir qui commence</translation>
    </message>
    <message>
        <source>Open a match record</source>
        <translation>Ouvrir une fiche de partie</translation>
    </message>
    <message>
        <source>Cannot open this record</source>
        <translation>Impossible d’ouvrir cette fiche</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouverte</translation>
    </message>
    <message>
        <source>These dice do not verify</source>
        <translation>Ces dés ne se vérifient pas</translation>
    </message>
    <message>
        <source>Save the match record</source>
        <translation>Enregistrer la fiche de partie</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>Impossible d’enregistrer la fiche</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <source>A match is reviewed once it is finished</source>
        <translation>Une partie s’analyse une fois terminée</translation>
    </message>
</context>
<context>
    <name>MemberDialog</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>Adresse e-mail</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-mail :</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;ote :</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
</context>
<context>
    <name>MembersPage</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>the conservative rating (skill minus three times its uncertainty), as the standings show it</source>
        <translation>la cote prudente (niveau moins trois fois son incertitude), comme l’affiche le classement</translation>
    </message>
    <message>
        <source>how uncertain the rating still is: it shrinks with every rated result</source>
        <translation>l’incertitude restante de la cote : elle diminue à chaque résultat coté</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Rated results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Incertitude</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>%1, round %2, table %3</source>
        <translation>%1, manche %2, table %3</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, manche %2</translation>
    </message>
    <message>
        <source>place %1 of %2, score %3</source>
        <translation>place %1 sur %2, score %3</translation>
    </message>
    <message>
        <source>(no event)</source>
        <translation>(aucun événement)</translation>
    </message>
    <message>
        <source>Search by name or e-mail</source>
        <translation>Chercher par nom ou e-mail</translation>
    </message>
    <message>
        <source>Search members</source>
        <translation>Chercher des membres</translation>
    </message>
    <message>
        <source>Members shown</source>
        <translation>Membres affichés</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>Add a member</source>
        <translation>Ajouter un membre</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>Edit the member</source>
        <translation>Modifier le membre</translation>
    </message>
    <message>
        <source>&amp;Retire</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Retire the member</source>
        <translation>Retirer le membre</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Fusionner…</translation>
    </message>
    <message>
        <source>Merge two entries of one person</source>
        <translation>Fusionner deux fiches d’une même personne</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importer CSV…</translation>
    </message>
    <message>
        <source>Import members from a CSV file</source>
        <translation>Importer des membres depuis un fichier CSV</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xporter CSV…</translation>
    </message>
    <message>
        <source>Export the members to a CSV file</source>
        <translation>Exporter les membres dans un fichier CSV</translation>
    </message>
    <message>
        <source>Member chosen</source>
        <translation>Membre choisi</translation>
    </message>
    <message>
        <source>E-mail and note</source>
        <translation>E-mail et note</translation>
    </message>
    <message>
        <source>Ratings per game</source>
        <translation>Cotes par jeu</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Résultats récents</translation>
    </message>
    <message>
        <source>What was done</source>
        <translation>Ce qui a été fait</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Cotes</translation>
    </message>
    <message>
        <source>&amp;Find a member</source>
        <translation>&amp;Chercher un membre</translation>
    </message>
    <message>
        <source>&amp;Add a member…</source>
        <translation>&amp;Ajouter un membre…</translation>
    </message>
    <message>
        <source>&amp;Edit the member…</source>
        <translation>&amp;Modifier le membre…</translation>
    </message>
    <message>
        <source>&amp;Retire or bring back</source>
        <translation>&amp;Retirer ou rappeler</translation>
    </message>
    <message>
        <source>&amp;Merge two entries…</source>
        <translation>&amp;Fusionner deux fiches…</translation>
    </message>
    <message>
        <source>&amp;Import members (CSV)…</source>
        <translation>&amp;Importer des membres (CSV)…</translation>
    </message>
    <message>
        <source>E&amp;xport members (CSV)…</source>
        <translation>E&amp;xporter les membres (CSV)…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>1 member</source>
        <translation>1 membre</translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation>%1 membres</translation>
    </message>
    <message>
        <source>Choose a member</source>
        <translation>Choisissez un membre</translation>
    </message>
    <message>
        <source>%1 members chosen</source>
        <translation>%1 membres choisis</translation>
    </message>
    <message>
        <source>Bring &amp;back</source>
        <translation>Ra&amp;ppeler</translation>
    </message>
    <message>
        <source>Bring the member back</source>
        <translation>Rappeler le membre</translation>
    </message>
    <message>
        <source>%1 (retired)</source>
        <translation>%1 (retiré)</translation>
    </message>
    <message>
        <source>Recent results: none yet</source>
        <translation>Résultats récents : aucun pour l’instant</translation>
    </message>
    <message>
        <source>Ratings: none yet</source>
        <translation>Cotes : aucune pour l’instant</translation>
    </message>
    <message>
        <source>No club database is open</source>
        <translation>Aucune base du club n’est ouverte</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Non ajouté : %1</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 ajouté</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <source>Edit member</source>
        <translation>Modifier le membre</translation>
    </message>
    <message>
        <source>%1 saved</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modifié</translation>
    </message>
    <message>
        <source>%1 is back: checked in to new events again</source>
        <translation>%1 est de retour : de nouveau inscrit aux nouveaux événements</translation>
    </message>
    <message>
        <source>%1 is retired: kept in every result and rating, left out of new events</source>
        <translation>%1 est retiré : conservé dans chaque résultat et chaque cote, absent des nouveaux événements</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>Choose the two entries of one person in the list (Ctrl+click the second), then Merge.</source>
        <translation>Choisissez les deux fiches d’une même personne dans la liste (Ctrl+clic sur la seconde), puis Fusionner.</translation>
    </message>
    <message>
        <source>Not merged</source>
        <translation>Non fusionné</translation>
    </message>
    <message>
        <source>%1 merged into %2: %3 match seats, %4 rating steps and %5 event entries moved</source>
        <translation>%1 fusionné dans %2 : %3 places en partie, %4 étapes de cote et %5 inscriptions transférées</translation>
    </message>
    <message>
        <source>Import members</source>
        <translation>Importer des membres</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: not a members list</source>
        <translation>%1 dépasse %2 Mo : ce n’est pas une liste de membres</translation>
    </message>
    <message>
        <source>Nothing imported</source>
        <translation>Rien d’importé</translation>
    </message>
    <message>
        <source>Reading the members file…</source>
        <translation>Lecture du fichier des membres…</translation>
    </message>
    <message>
        <source>1 new member to add</source>
        <translation>1 nouveau membre à ajouter</translation>
    </message>
    <message>
        <source>%1 new members to add</source>
        <translation>%1 nouveaux membres à ajouter</translation>
    </message>
    <message>
        <source>1 already a member</source>
        <translation>1 déjà membre</translation>
    </message>
    <message>
        <source>%1 already members</source>
        <translation>%1 déjà membres</translation>
    </message>
    <message>
        <source>%1, %2 (left as they are).</source>
        <translation>%1, %2 (laissés tels quels).</translation>
    </message>
    <message>
        <source>Nothing can be imported: 1 row is bad. Put it right in the file and import it again.</source>
        <translation>Rien ne peut être importé : 1 ligne est incorrecte. Corrigez-la dans le fichier et importez de nouveau.</translation>
    </message>
    <message>
        <source>Nothing can be imported: %1 rows are bad. Put them right in the file and import it again.</source>
        <translation>Rien ne peut être importé : %1 lignes sont incorrectes. Corrigez-les dans le fichier et importez de nouveau.</translation>
    </message>
    <message>
        <source>Read as Windows-1252 (not UTF-8): check the accented names.</source>
        <translation>Lu en Windows-1252 (pas en UTF-8) : vérifiez les noms accentués.</translation>
    </message>
    <message>
        <source>Importing members…</source>
        <translation>Importation des membres…</translation>
    </message>
    <message>
        <source>Import cancelled: nothing imported</source>
        <translation>Importation annulée : rien d’importé</translation>
    </message>
    <message>
        <source>row %1: add %2</source>
        <translation>ligne %1 : ajouter %2</translation>
    </message>
    <message>
        <source>row %1: %2 is already member %3: left as it is</source>
        <translation>ligne %1 : %2 est déjà le membre %3 : laissé tel quel</translation>
    </message>
    <message>
        <source>1 member imported</source>
        <translation>1 membre importé</translation>
    </message>
    <message>
        <source>%1 members imported</source>
        <translation>%1 membres importés</translation>
    </message>
    <message>
        <source>Export members</source>
        <translation>Exporter les membres</translation>
    </message>
    <message>
        <source>Writing the members file…</source>
        <translation>Écriture du fichier des membres…</translation>
    </message>
    <message>
        <source>%1 members written to %2</source>
        <translation>%1 membres écrits dans %2</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Non exporté</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two entries of one person</source>
        <translation>Fusionner deux fiches d’une même personne</translation>
    </message>
    <message>
        <source>%1 and %2 become one member. Keep the entry:</source>
        <translation>%1 et %2 deviennent un seul membre. Garder la fiche :</translation>
    </message>
    <message>
        <source>%1 (%2 games)</source>
        <translation>%1 (%2 parties)</translation>
    </message>
    <message>
        <source>The other entry's matches, results, ratings and event entries move to the one kept, and the other entry is removed. This cannot be undone. Two people who played in one match are never merged.</source>
        <translation>Les parties, résultats, cotes et inscriptions de l’autre fiche passent à celle gardée, et l’autre fiche est supprimée. Cela ne peut pas être annulé. Deux personnes qui ont joué une même partie ne sont jamais fusionnées.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Fusionner</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
</context>
<context>
    <name>NewEventWizard</name>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>Tick at least one tie-breaker (points first is usual)</source>
        <translation>Cochez au moins un départage (d’habitude, les points d’abord)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>App dice (provably fair)</source>
        <translation>Dés de l’appli (équitables et vérifiables)</translation>
    </message>
    <message>
        <source>Real dice (each throw typed in)</source>
        <translation>Dés réels (chaque lancer tapé)</translation>
    </message>
    <message>
        <source>Seat order (turns pass in this order)</source>
        <translation>Ordre des places (les tours suivent cet ordre)</translation>
    </message>
    <message>
        <source>Name at seat %1</source>
        <translation>Nom à la place %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Qui joue à la place %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Basic bot</source>
        <translation>Bot simple</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>Bot expert</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <translation>Arbitrage %1</translation>
    </message>
    <message>
        <source>No expert for %1 yet: its decisions are not analysed yet</source>
        <translation>Pas encore d’expert pour %1 : ses décisions ne sont pas encore analysées</translation>
    </message>
    <message>
        <source>%1 has no decisions: every bot plays it alike</source>
        <translation>%1 n’a aucune décision : tous les bots y jouent pareil</translation>
    </message>
    <message>
        <source>Bots throw the app's dice: choose App dice to play against one</source>
        <translation>Les bots lancent les dés de l’appli : choisissez Dés de l’appli pour jouer contre eux</translation>
    </message>
</context>
<context>
    <name>PaperPadDialog</name>
    <message>
        <source>Type each turn's points as the paper pad writes them, a column per player and a row per turn.</source>
        <translation>Tapez les points de chaque tour comme les note la feuille papier : une colonne par joueur, une ligne par tour.</translation>
    </message>
    <message>
        <source>Return moves down, Tab to the next player, Ctrl+Return records it. The game is kept as a result only: no throws.</source>
        <translation>Entrée descend d’une ligne, Tab passe au joueur suivant, Ctrl+Entrée enregistre. La partie n’est gardée que comme résultat : sans lancers.</translation>
    </message>
    <message>
        <source>&amp;First to play:</source>
        <translation>&amp;Premier à jouer :</translation>
    </message>
    <message>
        <source>First to play</source>
        <translation>Premier à jouer</translation>
    </message>
    <message>
        <source>Paper pad: a column per player, a row per turn</source>
        <translation>Feuille papier : une colonne par joueur, une ligne par tour</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Points on the pad: %1</source>
        <translation>Points sur la feuille : %1</translation>
    </message>
    <message>
        <source>Enter from &amp;paper pad...</source>
        <translation>Saisir depuis la feuille &amp;papier...</translation>
    </message>
    <message>
        <source>Choose a table first</source>
        <translation>Choisissez d’abord une table</translation>
    </message>
    <message>
        <source>This event is closed: nothing changes now</source>
        <translation>Cet événement est clos : plus rien ne change</translation>
    </message>
    <message>
        <source>This table's match is stored: its result comes from the match</source>
        <translation>La partie de cette table est enregistrée : son résultat vient de la partie</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Corrigé</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Enregistré</translation>
    </message>
    <message>
        <source>%1 final table %2 from its paper pad</source>
        <translation>%1 : table %2 de la finale depuis sa feuille papier</translation>
    </message>
    <message>
        <source>%1 table %2 of round %3 from its paper pad</source>
        <translation>%1 : table %2 de la manche %3 depuis sa feuille papier</translation>
    </message>
    <message>
        <source>Paper pad of table %1</source>
        <translation>Feuille papier de la table %1</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Au repos</translation>
    </message>
    <message>
        <source>%1: seating by table</source>
        <translation>%1 : placement par table</translation>
    </message>
    <message>
        <source>%1: find your table</source>
        <translation>%1 : trouvez votre table</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classement après la manche %1</translation>
    </message>
    <message>
        <source>Standings after the final</source>
        <translation>Classement après la finale</translation>
    </message>
    <message>
        <source>Standings after the semi-finals</source>
        <translation>Classement après les demi-finales</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>%1 (left)</source>
        <translation>%1 (parti)</translation>
    </message>
    <message>
        <source>Nothing to show yet</source>
        <translation>Rien à afficher pour l’instant</translation>
    </message>
    <message>
        <source>The seating appears here when a round is published.</source>
        <translation>Le placement s’affiche ici dès qu’une manche est publiée.</translation>
    </message>
    <message>
        <source>Bakehouse — projector</source>
        <translation>Bakehouse — projecteur</translation>
    </message>
    <message>
        <source>Projector view</source>
        <translation>Vue projecteur</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Space: timer · R: reset · ←/→: pages · Esc or F11: leave full screen</source>
        <translation>Espace : minuteur · R : remise à zéro · ←/→ : pages · Échap ou F11 : quitter le plein écran</translation>
    </message>
    <message>
        <source>Space: timer · R: reset · ←/→: pages · F11: full screen · Esc: close</source>
        <translation>Espace : minuteur · R : remise à zéro · ←/→ : pages · F11 : plein écran · Échap : fermer</translation>
    </message>
</context>
<context>
    <name>RecordOpening</name>
    <message>
        <source> (ruling %1)</source>
        <translation> (arbitrage %1)</translation>
    </message>
    <message>
        <source>not a match record (%1)</source>
        <translation>ce n’est pas une fiche de partie (%1)</translation>
    </message>
    <message>
        <source>the record breaks the rules at %1: %2</source>
        <translation>la fiche enfreint les règles à %1 : %2</translation>
    </message>
    <message>
        <source>something is wrong in its %1: %2</source>
        <translation>quelque chose ne va pas dans son champ %1 : %2</translation>
    </message>
    <message>
        <source>Bakehouse cannot open %1: %2.</source>
        <translation>Bakehouse ne peut pas ouvrir %1 : %2.</translation>
    </message>
    <message>
        <source>The dice in this record do not verify: %1. The faces written are not the ones its dice seed gives, so the record may have been edited. It is shown as written; do not trust its result.</source>
        <translation>Les dés de cette fiche ne se vérifient pas : %1. Les faces écrites ne sont pas celles que donne sa graine de dés : la fiche a peut-être été modifiée. Elle est affichée telle qu’écrite ; ne vous fiez pas à son résultat.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>SB has no yeast: its dice are base dice and keys</source>
        <translation>SB n'a pas de yeast : ses dés sont des dés Base et des keys</translation>
    </message>
    <message>
        <source>a keep names one or more dice of the current throw</source>
        <translation>une mise de côté nomme un ou plusieurs dés du lancer en cours</translation>
    </message>
    <message>
        <source>a permissive risk comes after a throw, before racking from it</source>
        <translation>un risque libre vient après un lancer, avant d'en placer au rack</translation>
    </message>
    <message>
        <source>a risk needs a die left to throw</source>
        <translation>risquer demande un dé encore à lancer</translation>
    </message>
    <message>
        <source>a stop comes after a throw, not before it</source>
        <translation>un arrêt vient après un lancer, pas avant</translation>
    </message>
    <message>
        <source>a stop needs a die racked since the last throw</source>
        <translation>un arrêt demande un dé placé au rack depuis le dernier lancer</translation>
    </message>
    <message>
        <source>a stop needs a throw that did not bust</source>
        <translation>un arrêt demande un lancer sans bust</translation>
    </message>
    <message>
        <source>a swap that would leave nothing to rack before racking from this throw</source>
        <translation>un échange qui ne laisserait rien à placer au rack avant de placer depuis ce lancer</translation>
    </message>
    <message>
        <source>a throw is a tuple of dice showing faces 1 to 6</source>
        <translation>un lancer est une suite de dés montrant les faces 1 à 6</translation>
    </message>
    <message>
        <source>a visit is the whole turn, instead of throwing</source>
        <translation>une visite est le tour entier, au lieu de lancer</translation>
    </message>
    <message>
        <source>after a miss the player stops, or risks the biscuit and throws</source>
        <translation>après un raté, le joueur s'arrête, ou risque le biscuit et lance</translation>
    </message>
    <message>
        <source>after a risk the player must throw</source>
        <translation>après un risque, le joueur doit lancer</translation>
    </message>
    <message>
        <source>after a risk the player throws again without racking</source>
        <translation>après un risque, le joueur relance sans placer au rack</translation>
    </message>
    <message>
        <source>bakeries are visited from the round after they are won</source>
        <translation>les bakeries se visitent dès la manche après leur gain</translation>
    </message>
    <message>
        <source>bakery committed (two dice of one face saved): only bakery racking counts now</source>
        <translation>engagé sur la bakery (deux dés d'une même face gardés) : seul le rack de bakery compte désormais</translation>
    </message>
    <message>
        <source>bakery or bust: a committed player who has risked may not stop</source>
        <translation>bakery ou bust : un joueur engagé qui a risqué ne peut pas s'arrêter</translation>
    </message>
    <message>
        <source>dice are racked after a throw</source>
        <translation>les dés se placent au rack après un lancer</translation>
    </message>
    <message>
        <source>dice leave the box only with box rules</source>
        <translation>les dés ne sortent de la boîte qu'avec les règles de la boîte</translation>
    </message>
    <message>
        <source>dice out of the box are recorded straight after the throw</source>
        <translation>les dés sortis de la boîte se notent juste après le lancer</translation>
    </message>
    <message>
        <source>every bakery owned has been visited this round</source>
        <translation>chaque bakery possédée a été visitée cette manche</translation>
    </message>
    <message>
        <source>never keys and base dice from the same throw</source>
        <translation>jamais des keys et des dés Base du même lancer</translation>
    </message>
    <message>
        <source>no bakery to visit: the player owns none</source>
        <translation>aucune bakery à visiter : le joueur n'en possède aucune</translation>
    </message>
    <message>
        <source>no die is left to throw; rack from the bank or stop</source>
        <translation>plus aucun dé à lancer ; placez depuis la bank ou arrêtez</translation>
    </message>
    <message>
        <source>no visits once the owner has thrown in this round</source>
        <translation>plus de visites une fois que le propriétaire a lancé dans cette manche</translation>
    </message>
    <message>
        <source>nothing can be racked after a miss</source>
        <translation>rien ne se place au rack après un raté</translation>
    </message>
    <message>
        <source>rack at least one die before throwing again</source>
        <translation>placez au moins un dé au rack avant de relancer</translation>
    </message>
    <message>
        <source>risking needs a biscuit</source>
        <translation>risquer demande un biscuit</translation>
    </message>
    <message>
        <source>set aside a key or a group of base dice from this throw first</source>
        <translation>mettez d'abord de côté une key ou un groupe de dés Base de ce lancer</translation>
    </message>
    <message>
        <source>the biscuit may be risked only once in a turn</source>
        <translation>le biscuit ne se risque qu'une fois par tour</translation>
    </message>
    <message>
        <source>the dice are thrown now</source>
        <translation>les dés se lancent maintenant</translation>
    </message>
    <message>
        <source>the dice must be thrown now</source>
        <translation>les dés doivent être lancés maintenant</translation>
    </message>
    <message>
        <source>the player chose to throw: no visit now</source>
        <translation>le joueur a choisi de lancer : pas de visite maintenant</translation>
    </message>
    <message>
        <source>the players are a list of names</source>
        <translation>les joueurs sont une liste de noms</translation>
    </message>
    <message>
        <source>the turn is over</source>
        <translation>le tour est terminé</translation>
    </message>
    <message>
        <source>the yeast is not among the dice of this throw</source>
        <translation>le yeast n'est pas parmi les dés de ce lancer</translation>
    </message>
    <message>
        <source>the yeast swap comes after a throw</source>
        <translation>l'échange du yeast vient après un lancer</translation>
    </message>
    <message>
        <source>throw the dice before setting any aside</source>
        <translation>lancez les dés avant d'en mettre de côté</translation>
    </message>
    <message>
        <source>with strict risking the biscuit is risked only right after a miss</source>
        <translation>avec le risque strict, le biscuit ne se risque que juste après un raté</translation>
    </message>
    <message>
        <source>this table is held by station %1 since %2, last action %3: this station only watches it (nothing was saved); take it over to score here</source>
        <translation>cette table est tenue par le poste %1 depuis %2, dernière action %3 : ce poste ne fait que la suivre (rien n'a été enregistré) ; reprenez-la pour marquer ici</translation>
    </message>
    <message>
        <source>this table is held by station %1 since %2, no action yet: this station only watches it (nothing was saved); take it over to score here</source>
        <translation>cette table est tenue par le poste %1 depuis %2, aucune action encore : ce poste ne fait que la suivre (rien n'a été enregistré) ; reprenez-la pour marquer ici</translation>
    </message>
    <message>
        <source>the table's hold changed while saving; nothing was saved: try again</source>
        <translation>la tenue de la table a changé pendant l’enregistrement ; rien n’a été enregistré : réessayez</translation>
    </message>
    <message>
        <source>taking match %1</source>
        <translation>la reprise de la partie %1</translation>
    </message>
    <message>
        <source>letting match %1 go</source>
        <translation>la libération de la partie %1</translation>
    </message>
    <message>
        <source>reading who holds match %1</source>
        <translation>la lecture du poste qui tient la partie %1</translation>
    </message>
    <message>
        <source>asking what changed</source>
        <translation>la recherche des changements</translation>
    </message>
    <message>
        <source>'from' is "bank" on a rack, not %1 on %2</source>
        <translation>'from' vaut "bank" sur un rack, pas %1 sur %2</translation>
    </message>
    <message>
        <source>not an event: %1 with %2</source>
        <translation>pas un événement : %1 avec %2</translation>
    </message>
    <message>
        <source>not a logged action: %1</source>
        <translation>pas une action journalisée : %1</translation>
    </message>
    <message>
        <source>a die shows a face from 1 to 6, not %1</source>
        <translation>un dé montre une face de 1 à 6, pas %1</translation>
    </message>
    <message>
        <source>%1 is not a die: write a face 1-6, the yeast as 6*, a key as K6</source>
        <translation>%1 n’est pas un dé : écrivez une face 1-6, le yeast comme 6*, une key comme K6</translation>
    </message>
    <message>
        <source>dice are written as a string such as "2 2 4 1 3 6*", not %1</source>
        <translation>les dés s’écrivent comme un texte tel que "2 2 4 1 3 6*", pas %1</translation>
    </message>
    <message>
        <source>dice are faces separated by single spaces, such as "2 2 4 1 3 6*", not %1</source>
        <translation>les dés sont des faces séparées par une seule espace, comme "2 2 4 1 3 6*", pas %1</translation>
    </message>
    <message>
        <source>%1 dice, the yeast and %2 keys among them</source>
        <translation>%1 dés, dont le yeast et %2 keys</translation>
    </message>
    <message>
        <source>%1 dice, the yeast among them</source>
        <translation>%1 dés, dont le yeast</translation>
    </message>
    <message>
        <source>1 die, the yeast</source>
        <translation>1 dé, le yeast</translation>
    </message>
    <message>
        <source>%1 dice, %2 keys among them</source>
        <translation>%1 dés, dont %2 keys</translation>
    </message>
    <message>
        <source>%1 dice, 1 key among them</source>
        <translation>%1 dés, dont 1 key</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 dés</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 dé</translation>
    </message>
    <message>
        <source>a dice seed is a non-empty byte string</source>
        <translation>une graine de dés est une suite d’octets non vide</translation>
    </message>
    <message>
        <source>a game needs two or more players</source>
        <translation>une partie demande deux joueurs ou plus</translation>
    </message>
    <message>
        <source>no seat %1 at a table of %2</source>
        <translation>pas de place %1 à une table de %2</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>a turn from a paper pad is a whole turn, not the rest of one</source>
        <translation>un tour depuis une feuille papier est un tour entier, pas la fin d’un tour</translation>
    </message>
    <message>
        <source>a turn of %1 cannot be entered from a paper pad</source>
        <translation>un tour de %1 ne peut pas être saisi depuis une feuille papier</translation>
    </message>
    <message>
        <source>no throw is allowed now</source>
        <translation>aucun lancer n’est permis maintenant</translation>
    </message>
    <message>
        <source>%1 does not belong to the turn that ended</source>
        <translation>%1 n’appartient pas au tour qui s’est terminé</translation>
    </message>
    <message>
        <source>the dice must be thrown now, not %1</source>
        <translation>les dés doivent être lancés maintenant, pas %1</translation>
    </message>
    <message>
        <source>this throw must be %1, not %2</source>
        <translation>ce lancer doit être de %1, pas %2</translation>
    </message>
    <message>
        <source>a turn begins with a throw of all six dice, not %1</source>
        <translation>un tour commence par un lancer des six dés, pas par %1</translation>
    </message>
    <message>
        <source>%1 is not a move in %2</source>
        <translation>%1 n’est pas un coup de %2</translation>
    </message>
    <message>
        <source>an out</source>
        <translation>un out</translation>
    </message>
    <message>
        <source>%1 comes after a throw</source>
        <translation>%1 vient après un lancer</translation>
    </message>
    <message>
        <source>racking</source>
        <translation>placer au rack</translation>
    </message>
    <message>
        <source>%1 is not in the bank</source>
        <translation>%1 n’est pas dans la bank</translation>
    </message>
    <message>
        <source>%1 left the bank in the yeast swap and waits for the next throw</source>
        <translation>%1 a quitté la bank lors de l’échange du yeast et attend le prochain lancer</translation>
    </message>
    <message>
        <source>a risk</source>
        <translation>un risque</translation>
    </message>
    <message>
        <source>a stop</source>
        <translation>un arrêt</translation>
    </message>
    <message>
        <source>%1 is not among the dice of the throw that missed</source>
        <translation>%1 n’est pas parmi les dés du lancer raté</translation>
    </message>
    <message>
        <source>%1 is not among the dice thrown</source>
        <translation>%1 n’est pas parmi les dés lancés</translation>
    </message>
    <message>
        <source>%1 is not a turn score: a straight scores %2 (13 a baker's dozen, C2)%3</source>
        <translation>%1 n’est pas un score de tour : une suite marque %2 (13 une douzaine du boulanger, C2)%3</translation>
    </message>
    <message>
        <source>%1: a loss is a biscuit lost after a risk, and there is no biscuit yet in this round</source>
        <translation>%1 : une perte est un biscuit perdu après un risque, et il n’y a pas encore de biscuit dans cette manche</translation>
    </message>
    <message>
        <source>%1: a lost biscuit takes off its value, %2 (the biscuit is %3)</source>
        <translation>%1 : un biscuit perdu retire sa valeur, %2 (le biscuit vaut %3)</translation>
    </message>
    <message>
        <source> or a bakery visit (E6)</source>
        <translation> ou une visite de bakery (E6)</translation>
    </message>
    <message>
        <source>%1b: a turn of %2 is not marked on its pad</source>
        <translation>%1b : un tour de %2 ne se marque pas sur sa feuille</translation>
    </message>
    <message>
        <source>%1 is not a move in Dire Straights: setting aside is automatic, the player only throws or stops</source>
        <translation>%1 n’est pas un coup de Dire Straights : la mise de côté est automatique, le joueur ne fait que lancer ou s’arrêter</translation>
    </message>
    <message>
        <source>%1: a Dire Straights turn scores 0 or more; only four twos lose points, and this game is played without them</source>
        <translation>%1 : un tour de Dire Straights marque 0 ou plus ; seuls quatre deux font perdre des points, et cette partie se joue sans eux</translation>
    </message>
    <message>
        <source>%1: four twos set the total to 0, so the turn is %2</source>
        <translation>%1 : quatre deux remettent le total à 0, le tour vaut donc %2</translation>
    </message>
    <message>
        <source>%1 is not a turn score of Dire Straights: 5 per die of the run and 30 a 1-6 completed, so a multiple of 5 (0 for a bust, D5)</source>
        <translation>%1 n’est pas un score de tour de Dire Straights : 5 par dé de la suite et 30 pour un 1-6 complet, donc un multiple de 5 (0 pour un bust, D5)</translation>
    </message>
    <message>
        <source>%1b: a bakery scores its face x 32, a loaf more with the yeast racked last (not for 6s): %2</source>
        <translation>%1b : une bakery marque sa face x 32, un loaf de plus avec le yeast placé au rack en dernier (pas pour les 6) : %2</translation>
    </message>
    <message>
        <source>a group is two or more base dice of one face: one %1 kept from this throw is not a group</source>
        <translation>un groupe, ce sont deux dés Base ou plus d’une même face : un seul %1 gardé de ce lancer n’est pas un groupe</translation>
    </message>
    <message>
        <source>a throw is made of dice showing 1 to 6, not %1</source>
        <translation>un lancer est fait de dés montrant 1 à 6, pas %1</translation>
    </message>
    <message>
        <source>a stop needs both keys aside: with a key still to set aside the player must throw</source>
        <translation>un arrêt demande les deux keys de côté : avec une key encore à mettre de côté, le joueur doit lancer</translation>
    </message>
    <message>
        <source>%1 is not a move in SB: after a throw the player keeps dice, throws again or stops</source>
        <translation>%1 n’est pas un coup de SB : après un lancer, le joueur garde des dés, relance ou s’arrête</translation>
    </message>
    <message>
        <source>a keep names base dice (1-6) and keys (K1-K6), not %1</source>
        <translation>une mise de côté nomme des dés Base (1-6) et des keys (K1-K6), pas %1</translation>
    </message>
    <message>
        <source>K%1 is not among the dice of this throw not yet kept (%2)</source>
        <translation>K%1 n’est pas parmi les dés de ce lancer pas encore gardés (%2)</translation>
    </message>
    <message>
        <source>%1 is more than this throw has left (%2)</source>
        <translation>%1, c’est plus qu’il ne reste dans ce lancer (%2)</translation>
    </message>
    <message>
        <source>a group is two or more base dice of one face, from one throw: this throw has no other %1 to go with it</source>
        <translation>un groupe, ce sont deux dés Base ou plus d’une même face, d’un seul lancer : ce lancer n’a pas d’autre %1 pour l’accompagner</translation>
    </message>
    <message>
        <source>%1 is not a turn score of SB: set-aside base dice under two keys score %2</source>
        <translation>%1 n’est pas un score de tour de SB : les dés Base mis de côté sous deux keys marquent %2</translation>
    </message>
    <message>
        <source>a game is one set or more, not %1</source>
        <translation>une partie est d’un set ou plus, pas %1</translation>
    </message>
    <message>
        <source>Six By 6 has no decisions: the engine posts and scores, not %1</source>
        <translation>Six By 6 n’a pas de décisions : le moteur poste et compte, pas %1</translation>
    </message>
    <message>
        <source>%1 is not a turn score of Six By 6: 22 to 35 when the carry runs out (6 per posted die and the leave), 37 or more for a rack</source>
        <translation>%1 n’est pas un score de tour de Six By 6 : 22 à 35 quand le carry s’épuise (6 par dé posté et le leave), 37 ou plus pour un rack</translation>
    </message>
    <message>
        <source>the tolerance must be greater than 0</source>
        <translation>la tolérance doit être supérieure à 0</translation>
    </message>
    <message>
        <source>max_throws must be 1 or more</source>
        <translation>max_throws doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>journal entry %1 out of sequence (expected %2)</source>
        <translation>entrée de journal %1 hors séquence (attendu %2)</translation>
    </message>
    <message>
        <source>a void entry names the entries it withdraws</source>
        <translation>une entrée d’annulation nomme les entrées qu’elle retire</translation>
    </message>
    <message>
        <source>a void may withdraw only earlier entries, not %1</source>
        <translation>une annulation ne peut retirer que des entrées antérieures, pas %1</translation>
    </message>
    <message>
        <source>entry %1 is not in force: it cannot be withdrawn</source>
        <translation>l’entrée %1 n’est pas en vigueur : elle ne peut pas être retirée</translation>
    </message>
    <message>
        <source>a void names each entry it withdraws once</source>
        <translation>une annulation nomme une seule fois chaque entrée qu’elle retire</translation>
    </message>
    <message>
        <source>a move entry names its action, seat and turn</source>
        <translation>une entrée de coup nomme son action, sa place et son tour</translation>
    </message>
    <message>
        <source>a roll-off entry maps each seat that threw to its face</source>
        <translation>une entrée du tirage au dé associe à chaque place qui a lancé sa face</translation>
    </message>
    <message>
        <source>a redo enters an earlier entry again, not %1</source>
        <translation>un rétablissement saisit à nouveau une entrée antérieure, pas %1</translation>
    </message>
    <message>
        <source>this game started without a roll-off</source>
        <translation>cette partie a commencé sans tirage au dé</translation>
    </message>
    <message>
        <source>the roll-off is over</source>
        <translation>le tirage au dé est terminé</translation>
    </message>
    <message>
        <source>no dice source: type in the faces thrown</source>
        <translation>pas de source de dés : tapez les faces lancées</translation>
    </message>
    <message>
        <source>the roll-off decides who starts first</source>
        <translation>le tirage au dé décide qui commence</translation>
    </message>
    <message>
        <source>a throw is entered as the dice thrown: the choice to throw goes with it</source>
        <translation>un lancer se saisit comme les dés lancés : le choix de lancer va avec</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>rien à annuler</translation>
    </message>
    <message>
        <source>dice the app threw stand: only faces typed in by hand can be taken back (an organizer's correction can withdraw them)</source>
        <translation>les dés lancés par l’application restent : seules les faces tapées à la main peuvent être reprises (une correction de l’organisation peut les retirer)</translation>
    </message>
    <message>
        <source>journal</source>
        <translation>journal</translation>
    </message>
    <message>
        <source>a player's name</source>
        <translation>un nom de joueur</translation>
    </message>
    <message>
        <source>%1 is text, not %2</source>
        <translation>%1 est un texte, pas %2</translation>
    </message>
    <message>
        <source>%1 may not be empty</source>
        <translation>%1 ne peut pas être vide</translation>
    </message>
    <message>
        <source>the name %1 is longer than %2 characters</source>
        <translation>le nom %1 dépasse %2 caractères</translation>
    </message>
    <message>
        <source>the name %1 holds a control or hidden character (U+%2): a name is one line of visible text</source>
        <translation>le nom %1 contient un caractère de contrôle ou invisible (U+%2) : un nom est une ligne de texte visible</translation>
    </message>
    <message>
        <source>the name %1 has no letter, number, punctuation or symbol: it would print as nothing</source>
        <translation>le nom %1 n’a ni lettre, ni chiffre, ni ponctuation, ni symbole : il s’imprimerait comme rien</translation>
    </message>
    <message>
        <source>an event's name</source>
        <translation>le nom d’un événement</translation>
    </message>
    <message>
        <source>a station's name</source>
        <translation>le nom d’un poste</translation>
    </message>
    <message>
        <source>the names %1 and %2 are the same name: names must differ</source>
        <translation>les noms %1 et %2 sont le même nom : les noms doivent différer</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <source>option %1 must be %2, not %3</source>
        <translation>l’option %1 doit être %2, pas %3</translation>
    </message>
    <message>
        <source>option %1 must be one of %2, not %3</source>
        <translation>l’option %1 doit être l’une de %2, pas %3</translation>
    </message>
    <message>
        <source>a whole number %1 or more</source>
        <translation>un nombre entier de %1 ou plus</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>option %1 must be true or false, not %2</source>
        <translation>l’option %1 doit être true ou false, pas %2</translation>
    </message>
    <message>
        <source>option %1 must be a whole number, not %2</source>
        <translation>l’option %1 doit être un nombre entier, pas %2</translation>
    </message>
    <message>
        <source>options must be an object of option names to values</source>
        <translation>les options doivent être un objet de noms d’option et de valeurs</translation>
    </message>
    <message>
        <source>unknown option %1 (this ruleset has: %2)</source>
        <translation>option inconnue %1 (ces règles ont : %2)</translation>
    </message>
    <message>
        <source>an option is written key=value, not %1</source>
        <translation>une option s’écrit clé=valeur, pas %1</translation>
    </message>
    <message>
        <source>option %1 is given twice</source>
        <translation>l’option %1 est donnée deux fois</translation>
    </message>
    <message>
        <source>faces 1 to 6</source>
        <translation>les faces 1 à 6</translation>
    </message>
    <message>
        <source>faces 1 to 6 and the yeast, such as 6*</source>
        <translation>les faces 1 à 6 et le yeast, comme 6*</translation>
    </message>
    <message>
        <source>faces 1 to 6 and keys, such as K6</source>
        <translation>les faces 1 à 6 et des keys, comme K6</translation>
    </message>
    <message>
        <source>a value is missing or is not JSON</source>
        <translation>une valeur manque ou n’est pas du JSON</translation>
    </message>
    <message>
        <source>a comma is missing between two values</source>
        <translation>une virgule manque entre deux valeurs</translation>
    </message>
    <message>
        <source>a colon is missing after a key</source>
        <translation>deux-points manquent après une clé</translation>
    </message>
    <message>
        <source>a key is not text in double quotes</source>
        <translation>une clé n’est pas un texte entre guillemets droits doubles</translation>
    </message>
    <message>
        <source>a text is not closed by a double quote</source>
        <translation>un texte n’est pas fermé par un guillemet double</translation>
    </message>
    <message>
        <source>a text holds a raw line break or control character</source>
        <translation>un texte contient un saut de ligne brut ou un caractère de contrôle</translation>
    </message>
    <message>
        <source>something follows the end of the record</source>
        <translation>quelque chose suit la fin de la fiche</translation>
    </message>
    <message>
        <source>a backslash escape is not valid</source>
        <translation>une séquence d’échappement par barre oblique inverse n’est pas valide</translation>
    </message>
    <message>
        <source>a \u escape is not valid</source>
        <translation>une séquence \u n’est pas valide</translation>
    </message>
    <message>
        <source>the key %1 is written twice</source>
        <translation>la clé %1 est écrite deux fois</translation>
    </message>
    <message>
        <source>not a match record: %1</source>
        <translation>pas une fiche de partie : %1</translation>
    </message>
    <message>
        <source>it is larger than 16 MiB</source>
        <translation>il dépasse 16 Mio</translation>
    </message>
    <message>
        <source>it starts with a byte order mark; save it as UTF-8 without one</source>
        <translation>il commence par une marque d’ordre des octets ; enregistrez-le en UTF-8 sans elle</translation>
    </message>
    <message>
        <source>it is not UTF-8 text (byte %1 is not)</source>
        <translation>ce n’est pas du texte UTF-8 (l’octet %1 ne l’est pas)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>ce n’est pas du JSON valide</translation>
    </message>
    <message>
        <source>%1 (line %2, column %3)</source>
        <translation>%1 (ligne %2, colonne %3)</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>il est trop profondément imbriqué</translation>
    </message>
    <message>
        <source>%1 is not a number JSON knows</source>
        <translation>%1 n’est pas un nombre que JSON connaît</translation>
    </message>
    <message>
        <source>a number has too many digits</source>
        <translation>un nombre a trop de chiffres</translation>
    </message>
    <message>
        <source>cannot read it: %1</source>
        <translation>illisible : %1</translation>
    </message>
    <message>
        <source>not a match record: it is a folder</source>
        <translation>pas une fiche de partie : c’est un dossier</translation>
    </message>
    <message>
        <source>not a match record: it is not a regular file (a device, a pipe or a socket)</source>
        <translation>pas une fiche de partie : ce n’est pas un fichier ordinaire (un périphérique, un tube ou un socket)</translation>
    </message>
    <message>
        <source>not a match record: it is larger than 16 MiB</source>
        <translation>pas une fiche de partie : il dépasse 16 Mio</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>record</source>
        <translation>fiche</translation>
    </message>
    <message>
        <source>a match record is a JSON object</source>
        <translation>une fiche de partie est un objet JSON</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <translation>clé inconnue %1</translation>
    </message>
    <message>
        <source>the key %1 is missing</source>
        <translation>la clé %1 manque</translation>
    </message>
    <message>
        <source>format</source>
        <translation>champ « format »</translation>
    </message>
    <message>
        <source>unknown format version %1; this program reads %2</source>
        <translation>version de format inconnue %1 ; ce programme lit %2</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>champ « ruleset »</translation>
    </message>
    <message>
        <source>unknown ruleset %1 (known: %2)</source>
        <translation>règles inconnues %1 (connues : %2)</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>champ « turns »</translation>
    </message>
    <message>
        <source>turns is a list of turns</source>
        <translation>turns est une liste de tours</translation>
    </message>
    <message>
        <source>options</source>
        <translation>champ « options »</translation>
    </message>
    <message>
        <source>options is an object of option names to values</source>
        <translation>options est un objet de noms d’option et de valeurs</translation>
    </message>
    <message>
        <source>unknown option %1 (%2 has: %3)</source>
        <translation>option inconnue %1 (%2 a : %3)</translation>
    </message>
    <message>
        <source>option %1 is a single value, not %2</source>
        <translation>l’option %1 est une valeur unique, pas %2</translation>
    </message>
    <message>
        <source>players</source>
        <translation>champ « players »</translation>
    </message>
    <message>
        <source>players is a list of names</source>
        <translation>players est une liste de noms</translation>
    </message>
    <message>
        <source>a game has %1 to %2 players, not %3</source>
        <translation>une partie compte de %1 à %2 joueurs, pas %3</translation>
    </message>
    <message>
        <source>a player's name is text, not %1</source>
        <translation>un nom de joueur est un texte, pas %1</translation>
    </message>
    <message>
        <source>rolloff</source>
        <translation>champ « rolloff »</translation>
    </message>
    <message>
        <source>the roll-off is a list of throws</source>
        <translation>le tirage au dé est une liste de lancers</translation>
    </message>
    <message>
        <source>a roll-off throw is an object mapping each player who threw to the face thrown</source>
        <translation>un lancer du tirage au dé est un objet associant à chaque joueur qui a lancé la face obtenue</translation>
    </message>
    <message>
        <source>%1 is written twice in this throw</source>
        <translation>%1 est écrit deux fois dans ce lancer</translation>
    </message>
    <message>
        <source>a roll-off face is a number from 1 to 6, not %1</source>
        <translation>une face du tirage au dé est un nombre de 1 à 6, pas %1</translation>
    </message>
    <message>
        <source>a turn is an object with 'player' and 'events'</source>
        <translation>un tour est un objet avec 'player' et 'events'</translation>
    </message>
    <message>
        <source>unknown key %1 in a turn</source>
        <translation>clé inconnue %1 dans un tour</translation>
    </message>
    <message>
        <source>a turn names its 'player' and lists its 'events'</source>
        <translation>un tour nomme son 'player' et liste ses 'events'</translation>
    </message>
    <message>
        <source>a turn's events are a list</source>
        <translation>les événements d’un tour sont une liste</translation>
    </message>
    <message>
        <source>a turn has at least one event (a turn not yet begun is not written)</source>
        <translation>un tour a au moins un événement (un tour pas encore commencé ne s’écrit pas)</translation>
    </message>
    <message>
        <source>an event is an object such as {"throw": "1 2 3 4 5 6*"}</source>
        <translation>un événement est un objet tel que {"throw": "1 2 3 4 5 6*"}</translation>
    </message>
    <message>
        <source>unknown key %1 in an event</source>
        <translation>clé inconnue %1 dans un événement</translation>
    </message>
    <message>
        <source>an event holds exactly one of %1</source>
        <translation>un événement contient exactement l’un de %1</translation>
    </message>
    <message>
        <source>only a rack event takes 'from'</source>
        <translation>seul un événement rack prend 'from'</translation>
    </message>
    <message>
        <source>%1 is not an event of %2 (its events: %3)</source>
        <translation>%1 n’est pas un événement de %2 (ses événements : %3)</translation>
    </message>
    <message>
        <source>dice leave the box only with box rules (the option box_rules)</source>
        <translation>les dés ne sortent de la boîte qu’avec les règles de la boîte (l’option box_rules)</translation>
    </message>
    <message>
        <source>%1 is not a die of %2: its dice are %3</source>
        <translation>%1 n’est pas un dé de %2 : ses dés sont %3</translation>
    </message>
    <message>
        <source>'at' is a time written as a string with its UTC offset, such as "2026-11-21T19:04:05+01:00", not %1</source>
        <translation>'at' est une heure écrite comme un texte avec son décalage UTC, comme "2026-11-21T19:04:05+01:00", pas %1</translation>
    </message>
    <message>
        <source>'%1' is written as {"%2": true}, not %3</source>
        <translation>'%1' s’écrit {"%2": true}, pas %3</translation>
    </message>
    <message>
        <source>a swap names one face as a string such as "5", not %1</source>
        <translation>un échange nomme une face comme un texte tel que "5", pas %1</translation>
    </message>
    <message>
        <source>'from' is "bank" or left out, not %1</source>
        <translation>'from' vaut "bank" ou est omis, pas %1</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>champ « dice »</translation>
    </message>
    <message>
        <source>dice is an object with scheme, commitment and seed</source>
        <translation>dice est un objet avec scheme, commitment et seed</translation>
    </message>
    <message>
        <source>unknown dice scheme %1; known: 'hmac-sha256/1'</source>
        <translation>schéma de dés inconnu %1 ; connu : 'hmac-sha256/1'</translation>
    </message>
    <message>
        <source>the commitment is a SHA-256 written as 64 lower-case hex digits</source>
        <translation>l’engagement est un SHA-256 écrit en 64 chiffres hexadécimaux minuscules</translation>
    </message>
    <message>
        <source>the seed is 32 bytes written as 64 lower-case hex digits</source>
        <translation>la graine fait 32 octets écrits en 64 chiffres hexadécimaux minuscules</translation>
    </message>
    <message>
        <source>event</source>
        <translation>champ « event »</translation>
    </message>
    <message>
        <source>event is an object with name, round, table and date</source>
        <translation>event est un objet avec name, round, table et date</translation>
    </message>
    <message>
        <source>unknown key %1 (event has name, round, table and date)</source>
        <translation>clé inconnue %1 (event a name, round, table et date)</translation>
    </message>
    <message>
        <source>the event's name is text, not %1</source>
        <translation>le nom de l’événement est un texte, pas %1</translation>
    </message>
    <message>
        <source>%1 is a whole number 1 or more, not %2</source>
        <translation>%1 est un nombre entier de 1 ou plus, pas %2</translation>
    </message>
    <message>
        <source>date is a real calendar date written YYYY-MM-DD, not %1</source>
        <translation>date est une vraie date du calendrier écrite AAAA-MM-JJ, pas %1</translation>
    </message>
    <message>
        <source>rolloff throw %1</source>
        <translation>tirage au dé, lancer %1</translation>
    </message>
    <message>
        <source>%1 is not a player of this game</source>
        <translation>%1 n’est pas un joueur de cette partie</translation>
    </message>
    <message>
        <source>the roll-off is still tied (%1): they throw again before the game starts</source>
        <translation>le tirage au dé est encore à égalité (%1) : ils relancent avant que la partie commence</translation>
    </message>
    <message>
        <source>turn %1, event 1</source>
        <translation>tour %1, événement 1</translation>
    </message>
    <message>
        <source>the game is over: no turn follows its end</source>
        <translation>la partie est terminée : aucun tour ne suit sa fin</translation>
    </message>
    <message>
        <source>turn %1, event %2</source>
        <translation>tour %1, événement %2</translation>
    </message>
    <message>
        <source>the turn is not over: it ends with a stop, or where the rules end it</source>
        <translation>le tour n’est pas terminé : il finit par un arrêt, ou là où les règles le finissent</translation>
    </message>
    <message>
        <source>it is %1's turn, not %2's</source>
        <translation>c’est le tour de %1, pas celui de %2</translation>
    </message>
    <message>
        <source>dice that left the box are written in the turn of the throw they left, straight after it</source>
        <translation>les dés sortis de la boîte s’écrivent dans le tour du lancer qu’ils ont quitté, juste après lui</translation>
    </message>
    <message>
        <source>the turn ended with event %1: no event may follow</source>
        <translation>le tour s’est terminé à l’événement %1 : aucun événement ne peut suivre</translation>
    </message>
    <message>
        <source>the dice seed is revealed only when the game ends</source>
        <translation>la graine des dés n’est révélée qu’à la fin de la partie</translation>
    </message>
    <message>
        <source>journal entry %1</source>
        <translation>entrée de journal %1</translation>
    </message>
    <message>
        <source>the move is entered for seat %1, turn %2, but it is seat %3's turn %4</source>
        <translation>le coup est saisi pour la place %1, tour %2, mais c’est le tour %4 de la place %3</translation>
    </message>
    <message>
        <source>only roll-off throws and moves are played</source>
        <translation>seuls les lancers du tirage au dé et les coups se jouent</translation>
    </message>
    <message>
        <source>a throw is entered as the dice thrown, not as a roll</source>
        <translation>un lancer se saisit comme les dés lancés, pas comme un jet</translation>
    </message>
    <message>
        <source>the roll-off is already decided</source>
        <translation>le tirage au dé est déjà décidé</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4</source>
        <translation>%1 se joue de %2 à %3 joueurs, pas %4</translation>
    </message>
    <message>
        <source>a pad without a game state needs the ruleset</source>
        <translation>une feuille sans état de partie demande les règles</translation>
    </message>
    <message>
        <source>%1 names for a game of %2 players</source>
        <translation>%1 noms pour une partie de %2 joueurs</translation>
    </message>
    <message>
        <source>no scorepad for the ruleset %1</source>
        <translation>pas de feuille de marque pour les règles %1</translation>
    </message>
    <message>
        <source>dice are typed as text such as "2 2 4 1 3 6", not %1</source>
        <translation>les dés se tapent comme un texte tel que "2 2 4 1 3 6", pas %1</translation>
    </message>
    <message>
        <source>the yeast mark * follows a face, such as 6*</source>
        <translation>la marque du yeast * suit une face, comme 6*</translation>
    </message>
    <message>
        <source>%1 is not a die: type %2</source>
        <translation>%1 n’est pas un dé : tapez %2</translation>
    </message>
    <message>
        <source>no dice typed: type %1</source>
        <translation>aucun dé tapé : tapez %1</translation>
    </message>
    <message>
        <source>a key mark K goes before a face, such as K6</source>
        <translation>la marque de key K précède une face, comme K6</translation>
    </message>
    <message>
        <source>%1 marks no die of this game: its dice are %2</source>
        <translation>%1 ne marque aucun dé de cette partie : ses dés sont %2</translation>
    </message>
    <message>
        <source>the game is over: no more throws</source>
        <translation>la partie est terminée : plus de lancers</translation>
    </message>
    <message>
        <source>no throw is allowed now: decide first</source>
        <translation>aucun lancer n’est permis maintenant : décidez d’abord</translation>
    </message>
    <message>
        <source>every player throws</source>
        <translation>chaque joueur lance</translation>
    </message>
    <message>
        <source>only the players tied for highest throw again</source>
        <translation>seuls les joueurs à égalité en tête relancent</translation>
    </message>
    <message>
        <source>this roll-off throw is 1 face (%1), not %2</source>
        <translation>ce lancer du tirage au dé est d’une face (%1), pas %2</translation>
    </message>
    <message>
        <source>this roll-off throw is %1 faces (%2), not %3</source>
        <translation>ce lancer du tirage au dé est de %1 faces (%2), pas %3</translation>
    </message>
    <message>
        <source>%1 could be the key %2 or the base dice %3: type a K before a key</source>
        <translation>%1 pourrait être la key %2 ou les dés Base %3 : tapez un K devant une key</translation>
    </message>
    <message>
        <source>%1 could be the keys %2 or the base dice %3: type a K before a key</source>
        <translation>%1 pourrait être les keys %2 ou les dés Base %3 : tapez un K devant une key</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>la partie n’est pas terminée</translation>
    </message>
    <message>
        <source>round %1 is not over: nobody has won it</source>
        <translation>la manche %1 n’est pas terminée : personne ne l’a gagnée</translation>
    </message>
    <message>
        <source>%1 won 1 round</source>
        <translation>%1 a gagné 1 manche</translation>
    </message>
    <message>
        <source>%1 won %2 rounds</source>
        <translation>%1 a gagné %2 manches</translation>
    </message>
    <message>
        <source>nobody has reached %1 yet, the game goes on</source>
        <translation>personne n’a encore atteint %1, la partie continue</translation>
    </message>
    <message>
        <source>%1 reached %2</source>
        <translation>%1 a atteint %2</translation>
    </message>
    <message>
        <source>%1 is not alone in the lead after the last turns: one more turn for the leader</source>
        <translation>%1 n’est pas seul en tête après les derniers tours : un tour de plus pour le meneur</translation>
    </message>
    <message>
        <source>%1 reached %2: every other player takes one more turn</source>
        <translation>%1 a atteint %2 : chaque autre joueur joue un tour de plus</translation>
    </message>
    <message>
        <source>the original leader's last turns are over</source>
        <translation>les derniers tours après le premier meneur sont joués</translation>
    </message>
    <message>
        <source>a game of 1 set is 1 turn for each player</source>
        <translation>une partie d’un set est d’un tour pour chaque joueur</translation>
    </message>
    <message>
        <source>a game of %1 sets is %1 turns for each player</source>
        <translation>une partie de %1 sets est de %1 tours pour chaque joueur</translation>
    </message>
    <message>
        <source>no player named %1 in event %2</source>
        <translation>aucun joueur nommé %1 dans l’événement %2</translation>
    </message>
    <message>
        <source>%1 (member %2) is retired: `bakehouse members retire %3 --undo` brings them back</source>
        <translation>%1 (membre %2) est retiré : `bakehouse members retire %3 --undo` le fait revenir</translation>
    </message>
    <message>
        <source>event %1 (%2) is closed: nothing changes now</source>
        <translation>l’événement %1 (%2) est clos : plus rien ne change</translation>
    </message>
    <message>
        <source>%1 is in event %2 already</source>
        <translation>%1 est déjà dans l’événement %2</translation>
    </message>
    <message>
        <source>%1 is a member already: check them in</source>
        <translation>%1 est déjà membre : inscrivez-le</translation>
    </message>
    <message>
        <source>member %1 is not checked in to event %2</source>
        <translation>le membre %1 n’est pas inscrit à l’événement %2</translation>
    </message>
    <message>
        <source>%1 is seated in round %2: drop them instead (results so far stay)</source>
        <translation>%1 a une place dans la manche %2 : retirez-le plutôt (les résultats obtenus restent)</translation>
    </message>
    <message>
        <source>member %1 is not in event %2</source>
        <translation>le membre %1 n’est pas dans l’événement %2</translation>
    </message>
    <message>
        <source>only a round not yet published can be changed</source>
        <translation>seule une manche pas encore publiée peut être modifiée</translation>
    </message>
    <message>
        <source>round %1 has no table %2</source>
        <translation>la manche %1 n’a pas de table %2</translation>
    </message>
    <message>
        <source>%1 has no seat in round %2</source>
        <translation>%1 n’a pas de place dans la manche %2</translation>
    </message>
    <message>
        <source>table %1 has %2 players: this event's tables seat %3-%4</source>
        <translation>la table %1 a %2 joueurs : les tables de cet événement en accueillent %3-%4</translation>
    </message>
    <message>
        <source>table %1 would keep %2 players: this event's tables seat %3-%4</source>
        <translation>la table %1 garderait %2 joueurs : les tables de cet événement en accueillent %3-%4</translation>
    </message>
    <message>
        <source>players kept apart are two different players</source>
        <translation>les joueurs séparés sont deux joueurs différents</translation>
    </message>
    <message>
        <source>there is no table %1</source>
        <translation>il n’y a pas de table %1</translation>
    </message>
    <message>
        <source>every player at table %1 is pinned there</source>
        <translation>chaque joueur de la table %1 y est fixé</translation>
    </message>
    <message>
        <source>give the table's result: places and/or scores</source>
        <translation>donnez le résultat de la table : places et/ou scores</translation>
    </message>
    <message>
        <source>places and scores must name the same players</source>
        <translation>les places et les scores doivent nommer les mêmes joueurs</translation>
    </message>
    <message>
        <source>%1's place must be from 1 to %2, not %3</source>
        <translation>la place de %1 doit aller de 1 à %2, pas %3</translation>
    </message>
    <message>
        <source>%1 has no seat in round %2, not at table %3</source>
        <translation>%1 n’a pas de place dans la manche %2, pas à la table %3</translation>
    </message>
    <message>
        <source>%1 sits at table %2 in round %3, not at table %4</source>
        <translation>%1 est à la table %2 dans la manche %3, pas à la table %4</translation>
    </message>
    <message>
        <source>the result leaves out %1, seated at table %2 in round %3</source>
        <translation>le résultat omet %1, placé à la table %2 dans la manche %3</translation>
    </message>
    <message>
        <source>%1: a game of %2; event %3 plays %4</source>
        <translation>%1 : une partie de %2 ; l’événement %3 joue à %4</translation>
    </message>
    <message>
        <source>%1: %2 plays in it but is not in event %3</source>
        <translation>%1 : %2 y joue mais n’est pas dans l’événement %3</translation>
    </message>
    <message>
        <source>%1: the match in the record is not finished: it has no result yet</source>
        <translation>%1 : la partie de la fiche n’est pas terminée : elle n’a pas encore de résultat</translation>
    </message>
    <message>
        <source>%1 is not finished: it has no result yet</source>
        <translation>%1 n’est pas terminée : pas encore de résultat</translation>
    </message>
    <message>
        <source>%1 is the match of table %2 of round %3 of event %4 already</source>
        <translation>%1 est déjà la partie de la table %2 de la manche %3 de l’événement %4</translation>
    </message>
    <message>
        <source>a player is named twice in the result</source>
        <translation>un joueur est nommé deux fois dans le résultat</translation>
    </message>
    <message>
        <source>--places and --scores must name the same players (%1 differ)</source>
        <translation>--places et --scores doivent nommer les mêmes joueurs (%1 diffèrent)</translation>
    </message>
    <message>
        <source>give each player's turns from the paper pad: --turns "Ann=5,0,-3,12"</source>
        <translation>donnez les tours de chaque joueur depuis la feuille papier : --turns "Ann=5,0,-3,12"</translation>
    </message>
    <message>
        <source>a player is named twice on the paper pad</source>
        <translation>un joueur est nommé deux fois sur la feuille papier</translation>
    </message>
    <message>
        <source>give one of: a match record (--record), a stored match (--match), the result (--places/--scores) or the paper pad (--turns)</source>
        <translation>donnez l’un de : une fiche de partie (--record), une partie enregistrée (--match), le résultat (--places/--scores) ou la feuille papier (--turns)</translation>
    </message>
    <message>
        <source>give one of: a match record (--record), a stored match (--match), or the result (--places/--scores)</source>
        <translation>donnez l’un de : une fiche de partie (--record), une partie enregistrée (--match) ou le résultat (--places/--scores)</translation>
    </message>
    <message>
        <source>give the table's result: --record FILE, --match ID, --places and/or --scores, or the paper pad's --turns</source>
        <translation>donnez le résultat de la table : --record FICHIER, --match ID, --places et/ou --scores, ou --turns de la feuille papier</translation>
    </message>
    <message>
        <source>table %1 of round %2 is being scored as match %3: give --supersede to close that match and count this result instead</source>
        <translation>la table %1 de la manche %2 est marquée comme partie %3 : donnez --supersede pour clore cette partie et compter ce résultat à la place</translation>
    </message>
    <message>
        <source>event %1 has no round seated: nothing to close</source>
        <translation>l’événement %1 n’a aucune manche placée : rien à clore</translation>
    </message>
    <message>
        <source>round %1 is a draft: publish it before closing</source>
        <translation>la manche %1 est un brouillon : publiez-la avant de clore</translation>
    </message>
    <message>
        <source>round %1 has tables without a result: %2</source>
        <translation>la manche %1 a des tables sans résultat : %2</translation>
    </message>
    <message>
        <source>event %1 has no published round %2</source>
        <translation>l’événement %1 n’a pas de manche %2 publiée</translation>
    </message>
    <message>
        <source>round %1 of event %2 has no table %3</source>
        <translation>la manche %1 de l’événement %2 n’a pas de table %3</translation>
    </message>
    <message>
        <source>table %1 of round %2 has its result already</source>
        <translation>la table %1 de la manche %2 a déjà son résultat</translation>
    </message>
    <message>
        <source>the tables %1 are too long to be a list of tables</source>
        <translation>les tables %1 sont trop longues pour une liste de tables</translation>
    </message>
    <message>
        <source>the tables are numbers and ranges such as 1-3, 5, not %1</source>
        <translation>les tables sont des numéros et des plages comme 1-3, 5, pas %1</translation>
    </message>
    <message>
        <source>tables are numbered 1 to %1 and a range goes upwards, not %2</source>
        <translation>les tables sont numérotées de 1 à %1 et une plage va croissant, pas %2</translation>
    </message>
    <message>
        <source>an event has one round or more</source>
        <translation>un événement a une manche ou plus</translation>
    </message>
    <message>
        <source>a date is written YYYY-MM-DD, not %1</source>
        <translation>une date s’écrit AAAA-MM-JJ, pas %1</translation>
    </message>
    <message>
        <source>player %1 is already in this event</source>
        <translation>le joueur %1 est déjà dans cet événement</translation>
    </message>
    <message>
        <source>the name %1 is already in this event</source>
        <translation>le nom %1 est déjà dans cet événement</translation>
    </message>
    <message>
        <source>this event has no round %1</source>
        <translation>cet événement n’a pas de manche %1</translation>
    </message>
    <message>
        <source>no player %1 in this event</source>
        <translation>aucun joueur %1 dans cet événement</translation>
    </message>
    <message>
        <source>%1 has already left the event</source>
        <translation>%1 a déjà quitté l’événement</translation>
    </message>
    <message>
        <source>substitutes take a seat in a seated round; before round 1, add the player</source>
        <translation>les remplaçants prennent une place dans une manche placée ; avant la manche 1, ajoutez le joueur</translation>
    </message>
    <message>
        <source>table %1 of round %2 has finished: nobody can take a seat</source>
        <translation>la table %1 de la manche %2 a fini : personne ne peut y prendre place</translation>
    </message>
    <message>
        <source>%1 is already in round %2</source>
        <translation>%1 est déjà dans la manche %2</translation>
    </message>
    <message>
        <source>round %1 is seated but not published yet</source>
        <translation>la manche %1 est placée mais pas encore publiée</translation>
    </message>
    <message>
        <source>the final stage has begun: no more rounds</source>
        <translation>la phase finale a commencé : plus de manches</translation>
    </message>
    <message>
        <source>this event has 1 round</source>
        <translation>cet événement a 1 manche</translation>
    </message>
    <message>
        <source>this event has %1 rounds</source>
        <translation>cet événement a %1 manches</translation>
    </message>
    <message>
        <source>%1 are written Name=number, separated by commas, not %2</source>
        <translation>%1 s’écrivent Nom=nombre, séparés par des virgules, pas %2</translation>
    </message>
    <message>
        <source>--turns are written Name=turn,turn,... (one --turns a player), not %1</source>
        <translation>--turns s’écrit Nom=tour,tour,... (un --turns par joueur), pas %1</translation>
    </message>
    <message>
        <source>--best-nights is for a league season (--kind league)</source>
        <translation>--best-nights est pour une saison de ligue (--kind league)</translation>
    </message>
    <message>
        <source>--placement-points for a table of %1 is given twice</source>
        <translation>--placement-points pour une table de %1 est donné deux fois</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>--placement-points %1 is for a table of %2, but this event's tables seat %3</source>
        <translation>--placement-points %1 est pour une table de %2, mais les tables de cet événement comptent %3 places</translation>
    </message>
    <message>
        <source>--tie-breakers lists a tie-breaker twice</source>
        <translation>--tie-breakers cite un départage deux fois</translation>
    </message>
    <message>
        <source>--placement-points gives each place at a table of 2 to 12 its points, like 4,2,1,0, not %1</source>
        <translation>--placement-points donne à chaque place d’une table de 2 à 12 ses points, comme 4,2,1,0, pas %1</translation>
    </message>
    <message>
        <source>--tie-breakers lists some of %1 after the points: the points come first always</source>
        <translation>--tie-breakers cite certains de %1 après les points : les points viennent toujours en premier</translation>
    </message>
    <message>
        <source>--tie-breakers lists some of %1 after the points: not %2</source>
        <translation>--tie-breakers cite certains de %1 après les points : pas %2</translation>
    </message>
    <message>
        <source>--time-limit must be a number of seconds, not %1</source>
        <translation>--time-limit doit être un nombre de secondes, pas %1</translation>
    </message>
    <message>
        <source>--time-limit must be more than 0 and at most 600, not %1</source>
        <translation>--time-limit doit être supérieur à 0 et au plus 600, pas %1</translation>
    </message>
    <message>
        <source>a round robin of %1 players at tables of %2 needs %3 rounds or more, and this event has %4: create it with %5 rounds or more, or as a mixer</source>
        <translation>un toutes rondes de %1 joueurs à des tables de %2 demande %3 manches ou plus, et cet événement en a %4 : créez-le avec %5 manches ou plus, ou en brassage</translation>
    </message>
    <message>
        <source>a round robin of %1 players at tables of %2 needs %3 rounds, and this event has %4: create it with %5 rounds or more, or as a mixer</source>
        <translation>un toutes rondes de %1 joueurs à des tables de %2 demande %3 manches, et cet événement en a %4 : créez-le avec %5 manches ou plus, ou en brassage</translation>
    </message>
    <message>
        <source>1 player present: a table needs %1 or more</source>
        <translation>1 joueur présent : une table en demande %1 ou plus</translation>
    </message>
    <message>
        <source>%1 players present: a table needs %2 or more</source>
        <translation>%1 joueurs présents : une table en demande %2 ou plus</translation>
    </message>
    <message>
        <source>round %1 has tables without a result</source>
        <translation>la manche %1 a des tables sans résultat</translation>
    </message>
    <message>
        <source>the number of semi-final tables cannot be negative</source>
        <translation>le nombre de tables de demi-finale ne peut pas être négatif</translation>
    </message>
    <message>
        <source>the final has been seated already</source>
        <translation>la finale est déjà placée</translation>
    </message>
    <message>
        <source>only a round not yet published can be changed by a swap</source>
        <translation>seule une manche pas encore publiée peut être modifiée par un échange</translation>
    </message>
    <message>
        <source>there is no seated round to publish</source>
        <translation>il n’y a aucune manche placée à publier</translation>
    </message>
    <message>
        <source>there is no round %1</source>
        <translation>il n’y a pas de manche %1</translation>
    </message>
    <message>
        <source>round %1 is not published yet</source>
        <translation>la manche %1 n’est pas encore publiée</translation>
    </message>
    <message>
        <source>a table's result must name exactly the players seated there</source>
        <translation>le résultat d’une table doit nommer exactement les joueurs qui y sont placés</translation>
    </message>
    <message>
        <source>table %1 of round %2 has a result: correct it instead</source>
        <translation>la table %1 de la manche %2 a un résultat : corrigez-le plutôt</translation>
    </message>
    <message>
        <source>table %1 of round %2 has no result to correct</source>
        <translation>la table %1 de la manche %2 n’a pas de résultat à corriger</translation>
    </message>
    <message>
        <source>event %1 exists</source>
        <translation>l’événement %1 existe</translation>
    </message>
    <message>
        <source>there is no event %1</source>
        <translation>il n’y a pas d’événement %1</translation>
    </message>
    <message>
        <source>event %1 is not a league season</source>
        <translation>l’événement %1 n’est pas une saison de ligue</translation>
    </message>
    <message>
        <source>a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), not %1</source>
        <translation>un score de tour est un nombre entier comme 12, 0 ou -24 (96b pour une bakery, E4), pas %1</translation>
    </message>
    <message>
        <source>a turn score is from %1 to %2, not %3</source>
        <translation>un score de tour va de %1 à %2, pas %3</translation>
    </message>
    <message>
        <source>at most %1 turns a player</source>
        <translation>au plus %1 tours par joueur</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1, tour %2</translation>
    </message>
    <message>
        <source>not on the pad, but %1</source>
        <translation>absent de la feuille, mais %1</translation>
    </message>
    <message>
        <source>comes after the end of the game (%1)</source>
        <translation>vient après la fin de la partie (%1)</translation>
    </message>
    <message>
        <source>%1: no game marks a turn with b</source>
        <translation>%1 : aucun jeu ne marque un tour d’un b</translation>
    </message>
    <message>
        <source>%1: only %2 has %3, not %4</source>
        <translation>%1 : seul %2 a %3, pas %4</translation>
    </message>
    <message>
        <source>a paper pad needs one column of turns for every player</source>
        <translation>une feuille papier demande une colonne de tours pour chaque joueur</translation>
    </message>
    <message>
        <source>event %1 exists already</source>
        <translation>l’événement %1 existe déjà</translation>
    </message>
    <message>
        <source>event %1 was not made with `bakehouse event create`: it has no rounds to seat or standings to show</source>
        <translation>l’événement %1 n’a pas été créé par `bakehouse event create` : il n’a ni manches à placer ni classement à montrer</translation>
    </message>
    <message>
        <source>event %1 was changed at another station meanwhile; nothing was saved: run the command again</source>
        <translation>l’événement %1 a été modifié entre-temps à un autre poste ; rien n’a été enregistré : relancez la commande</translation>
    </message>
    <message>
        <source>match %1 names %2, who is not in event %3</source>
        <translation>la partie %1 nomme %2, qui n’est pas dans l’événement %3</translation>
    </message>
    <message>
        <source>table %1 of round %2 has its result from match %3: correct that match's moves (a correction at the table), or give --match or --record</source>
        <translation>la table %1 de la manche %2 tient son résultat de la partie %3 : corrigez les coups de cette partie (une correction à la table), ou donnez --match ou --record</translation>
    </message>
    <message>
        <source>event %1 has no table %2 in round %3</source>
        <translation>l’événement %1 n’a pas de table %2 dans la manche %3</translation>
    </message>
    <message>
        <source>event %1 has no round %2</source>
        <translation>l’événement %1 n’a pas de manche %2</translation>
    </message>
    <message>
        <source>round %1 of event %2 has a stored match: it cannot be taken back</source>
        <translation>la manche %1 de l’événement %2 a une partie enregistrée : elle ne peut pas être reprise</translation>
    </message>
    <message>
        <source>table %1 of round %2 has a stored match: it cannot be taken back</source>
        <translation>la table %1 de la manche %2 a une partie enregistrée : elle ne peut pas être reprise</translation>
    </message>
    <message>
        <source>the stored state of event %1 is damaged (%2): restore it from a backup</source>
        <translation>l’état enregistré de l’événement %1 est endommagé (%2) : restaurez-le depuis une sauvegarde</translation>
    </message>
    <message>
        <source>the stored state of event %1 is damaged (it names event %2): restore it from a backup</source>
        <translation>l’état enregistré de l’événement %1 est endommagé (il nomme l’événement %2) : restaurez-le depuis une sauvegarde</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>impossible d’écrire %1 : c’est un dossier</translation>
    </message>
    <message>
        <source>cannot write %1: it is not a regular file</source>
        <translation>impossible d’écrire %1 : ce n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>cannot write %1: there is no folder %2</source>
        <translation>impossible d’écrire %1 : le dossier %2 n’existe pas</translation>
    </message>
    <message>
        <source>member %1 cannot be merged into itself</source>
        <translation>le membre %1 ne peut pas être fusionné avec lui-même</translation>
    </message>
    <message>
        <source>%1 and %2 are both seated in round %3 of event %4: two people, not one; nothing was merged</source>
        <translation>%1 et %2 ont tous deux une place dans la manche %3 de l’événement %4 : deux personnes, pas une ; rien n’a été fusionné</translation>
    </message>
    <message>
        <source>e-mail</source>
        <translation>e-mail</translation>
    </message>
    <message>
        <source>note</source>
        <translation>note</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>a read of the standings changes nothing</source>
        <translation>une lecture du classement ne change rien</translation>
    </message>
    <message>
        <source>this table was changed at station %1; reloaded</source>
        <translation>cette table a été modifiée au poste %1 ; rechargée</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>opening match %1</source>
        <translation>l’ouverture de la partie %1</translation>
    </message>
    <message>
        <source>match %1</source>
        <translation>partie %1</translation>
    </message>
    <message>
        <source>reading match %1</source>
        <translation>la lecture de la partie %1</translation>
    </message>
    <message>
        <source>saving entry %1 of match %2</source>
        <translation>l’enregistrement de l’entrée %1 de la partie %2</translation>
    </message>
    <message>
        <source>match %1 ended and its dice seed was revealed, so the app's dice are known to everyone: type in the faces of real dice thrown (nothing was saved)</source>
        <translation>la partie %1 est finie et sa graine de dés a été révélée, les dés de l’application sont donc connus de tous : tapez les faces de vrais dés lancés (rien n’a été enregistré)</translation>
    </message>
    <message>
        <source>reloading match %1</source>
        <translation>le rechargement de la partie %1</translation>
    </message>
    <message>
        <source>cannot write into %1: it is not a folder</source>
        <translation>impossible d’écrire dans %1 : ce n’est pas un dossier</translation>
    </message>
    <message>
        <source>cannot make the folder %1: %2</source>
        <translation>impossible de créer le dossier %1 : %2</translation>
    </message>
    <message>
        <source>the unit of work is not open: use it in a `with` block</source>
        <translation>l’unité de travail n’est pas ouverte : utilisez-la dans un bloc `with`</translation>
    </message>
    <message>
        <source>refused by the database: %1</source>
        <translation>refusé par la base de données : %1</translation>
    </message>
    <message>
        <source>saving</source>
        <translation>l’enregistrement</translation>
    </message>
    <message>
        <source>a table result needs two or more players</source>
        <translation>un résultat de table demande deux joueurs ou plus</translation>
    </message>
    <message>
        <source>a player is listed twice at one table</source>
        <translation>un joueur figure deux fois à une même table</translation>
    </message>
    <message>
        <source>a table result needs one place and one score for every player</source>
        <translation>un résultat de table demande une place et un score pour chaque joueur</translation>
    </message>
    <message>
        <source>places %1 are not places at a table of %2</source>
        <translation>les places %1 ne sont pas des places à une table de %2</translation>
    </message>
    <message>
        <source>the game at this table is not finished</source>
        <translation>la partie de cette table n’est pas terminée</translation>
    </message>
    <message>
        <source>the table's players and the game's seats differ in number</source>
        <translation>les joueurs de la table et les places de la partie diffèrent en nombre</translation>
    </message>
    <message>
        <source>players kept apart are given in pairs of two different players</source>
        <translation>les joueurs séparés se donnent par paires de deux joueurs différents</translation>
    </message>
    <message>
        <source>a fixed seat names a table by its number, from 1</source>
        <translation>une place fixe nomme une table par son numéro, à partir de 1</translation>
    </message>
    <message>
        <source>seating takes at most %1 players, not %2</source>
        <translation>le placement prend au plus %1 joueurs, pas %2</translation>
    </message>
    <message>
        <source>seating takes at most %1 rounds</source>
        <translation>le placement prend au plus %1 manches</translation>
    </message>
    <message>
        <source>a player is listed twice</source>
        <translation>un joueur figure deux fois</translation>
    </message>
    <message>
        <source>a fixed seat at table %1, but there are %2 tables</source>
        <translation>une place fixe à la table %1, mais il y a %2 tables</translation>
    </message>
    <message>
        <source>%1 players have a fixed seat at table %2, which seats %3</source>
        <translation>%1 joueurs ont une place fixe à la table %2, qui en accueille %3</translation>
    </message>
    <message>
        <source>the number of rounds must be 1 to %1, not %2</source>
        <translation>le nombre de manches doit aller de 1 à %1, pas %2</translation>
    </message>
    <message>
        <source>seating needs two or more players</source>
        <translation>le placement demande deux joueurs ou plus</translation>
    </message>
    <message>
        <source>a swap needs two different players</source>
        <translation>un échange demande deux joueurs différents</translation>
    </message>
    <message>
        <source>only players in this round can be swapped</source>
        <translation>seuls les joueurs de cette manche peuvent être échangés</translation>
    </message>
    <message>
        <source>a round robin needs two or more players</source>
        <translation>un toutes rondes demande deux joueurs ou plus</translation>
    </message>
    <message>
        <source>a round robin of %1 players at tables of %2 needs %3 rounds or more; seating takes at most %4</source>
        <translation>un toutes rondes de %1 joueurs à des tables de %2 demande %3 manches ou plus ; le placement en prend au plus %4</translation>
    </message>
    <message>
        <source>every player of the round needs a place to move tables</source>
        <translation>chaque joueur de la manche a besoin d’une place pour changer de table</translation>
    </message>
    <message>
        <source>a progressive round for the players present needs the table sizes</source>
        <translation>une manche progressive pour les joueurs présents demande les tailles de table</translation>
    </message>
    <message>
        <source>a final table needs two or more players</source>
        <translation>une table finale demande deux joueurs ou plus</translation>
    </message>
    <message>
        <source>a final of %1 needs %2 players, not %3</source>
        <translation>une finale de %1 demande %2 joueurs, pas %3</translation>
    </message>
    <message>
        <source>%1 semi-final tables of %2 need %3 players</source>
        <translation>%1 tables de demi-finale de %2 demandent %3 joueurs</translation>
    </message>
    <message>
        <source>%1 is not a number of points</source>
        <translation>%1 n’est pas un nombre de points</translation>
    </message>
    <message>
        <source>a table of %1 needs %2 placement points, not %3</source>
        <translation>une table de %1 demande %2 points de place, pas %3</translation>
    </message>
    <message>
        <source>placement points for a table of %1 must not rise with the place</source>
        <translation>les points de place d’une table de %1 ne doivent pas monter avec la place</translation>
    </message>
    <message>
        <source>a tie-breaker is listed twice</source>
        <translation>un départage figure deux fois</translation>
    </message>
    <message>
        <source>the number of best nights counted must be 1 or more</source>
        <translation>le nombre de meilleures soirées comptées doit être de 1 ou plus</translation>
    </message>
    <message>
        <source>table sizes must satisfy 2 &lt;= smallest (%1) &lt;= preferred (%2) &lt;= largest (%3)</source>
        <translation>les tailles de table doivent vérifier 2 &lt;= la plus petite (%1) &lt;= la préférée (%2) &lt;= la plus grande (%3)</translation>
    </message>
    <message>
        <source>table sizes are written like 3-5, not %1</source>
        <translation>les tailles de table s’écrivent comme 3-5, pas %1</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players: tables of %4 to %5 do not fit</source>
        <translation>%1 se joue de %2 à %3 joueurs : des tables de %4 à %5 ne conviennent pas</translation>
    </message>
    <message>
        <source>1 player cannot fill a table of %1</source>
        <translation>1 joueur ne peut pas remplir une table de %1</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2</source>
        <translation>%1 doit être un nombre, pas %2</translation>
    </message>
    <message>
        <source>%1 must be more than 0 and at most 3600, not %2</source>
        <translation>%1 doit être supérieur à 0 et au plus 3600, pas %2</translation>
    </message>
    <message>
        <source>1 player cannot fill a table of %2</source>
        <translation>1 joueur ne peut remplir une table de %2</translation>
    </message>
    <message>
        <source>%1 players cannot fill a table of %2</source>
        <translation>%1 joueurs ne peuvent pas remplir une table de %2</translation>
    </message>
    <message>
        <source>%1 players cannot be seated in tables of %2 to %3</source>
        <translation>%1 joueurs ne peuvent pas être placés à des tables de %2 à %3</translation>
    </message>
    <message>
        <source>%1 has no round %2 seated yet</source>
        <translation>%1 n’a pas encore de manche %2 placée</translation>
    </message>
    <message>
        <source>round %1 of %2 has no results yet</source>
        <translation>la manche %1 de %2 n’a pas encore de résultats</translation>
    </message>
    <message>
        <source>--ruleset, --option and --biscuit go with `analyse best`, not a record</source>
        <translation>--ruleset, --option et --biscuit vont avec `analyse best`, pas avec une fiche de partie</translation>
    </message>
    <message>
        <source>`analyse best` needs --ruleset (see `bakehouse rulesets`)</source>
        <translation>`analyse best` demande --ruleset (voir `bakehouse rulesets`)</translation>
    </message>
    <message>
        <source>--biscuit is for the Damn Straights (C8), not %1</source>
        <translation>--biscuit est pour les Damn Straights (C8), pas pour %1</translation>
    </message>
    <message>
        <source>%1: not stored: %2</source>
        <translation>%1 : non enregistré : %2</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1 : pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: larger than 16 MiB</source>
        <translation>%1 : plus de 16 Mio</translation>
    </message>
    <message>
        <source>give a match record FILE or --match ID (from the club database), one of them</source>
        <translation>donnez une fiche de partie FILE ou --match ID (de la base du club), l’un des deux</translation>
    </message>
    <message>
        <source>give match record FILEs, or one of --event ID, --member ID, --club (the database)</source>
        <translation>donnez des fiches de partie (FILE), ou l’un de --event ID, --member ID, --club (la base)</translation>
    </message>
    <message>
        <source>--player goes with match record FILEs; in the database choose --member ID</source>
        <translation>--player va avec des fiches de partie (FILE) ; dans la base, choisissez --member ID</translation>
    </message>
    <message>
        <source>--versus ID ID compares two members of the club database: give it with --club, --event ID or --member ID</source>
        <translation>--versus ID ID compare deux membres de la base du club : donnez-le avec --club, --event ID ou --member ID</translation>
    </message>
    <message>
        <source>give -o FILE for the PDF, or --json to print the figures, one of them</source>
        <translation>donnez -o FILE pour le PDF, ou --json pour afficher les chiffres, l’un des deux</translation>
    </message>
    <message>
        <source>give --event ID (seated in the club database) or each table's players with --table "Ann, Bob, Cat", one of them</source>
        <translation>donnez --event ID (placé dans la base du club) ou les joueurs de chaque table avec --table "Ann, Bob, Cat", l’un des deux</translation>
    </message>
    <message>
        <source>the database server %1 cannot be used while %2 (%3); nothing was saved: check the server and the network, then retry</source>
        <translation>le serveur de base de données %1 ne peut être utilisé pendant %2 (%3) ; rien n’a été enregistré : vérifiez le serveur et le réseau, puis réessayez</translation>
    </message>
    <message>
        <source>the database %1 cannot be used while %2 (%3); nothing was saved: check the server and the network, then retry</source>
        <translation>la base de données %1 ne peut être utilisée pendant %2 (%3) ; rien n’a été enregistré : vérifiez le serveur et le réseau, puis réessayez</translation>
    </message>
    <message>
        <source>the database server %1 cannot be used (%2); nothing was saved: check the server and the network, then retry</source>
        <translation>le serveur de base de données %1 ne peut être utilisé (%2) ; rien n’a été enregistré : vérifiez le serveur et le réseau, puis réessayez</translation>
    </message>
    <message>
        <source>the database %1 cannot be used (%2); nothing was saved: check the server and the network, then retry</source>
        <translation>la base de données %1 ne peut être utilisée (%2) ; rien n’a été enregistré : vérifiez le serveur et le réseau, puis réessayez</translation>
    </message>
    <message>
        <source>the database failed while %1: %2</source>
        <translation>la base de données a échoué pendant %1 : %2</translation>
    </message>
    <message>
        <source>the database failed: %1</source>
        <translation>la base de données a échoué : %1</translation>
    </message>
    <message>
        <source>not a database URL: %1 (a file path, or e.g. postgresql+psycopg://host/club)</source>
        <translation>pas une URL de base de données : %1 (un chemin de fichier, ou p. ex. postgresql+psycopg://host/club)</translation>
    </message>
    <message>
        <source>no folder %1 for the database file</source>
        <translation>pas de dossier %1 pour le fichier de la base</translation>
    </message>
    <message>
        <source>cannot use %1: %2</source>
        <translation>impossible d’utiliser %1 : %2</translation>
    </message>
    <message>
        <source>not a database URL: %1 (%2)</source>
        <translation>pas une URL de base de données : %1 (%2)</translation>
    </message>
    <message>
        <source>the database %1 holds the schema revision %2, which is not a revision Bakehouse writes (this one knows up to %3): it was changed by another program or by hand. Nothing was changed.</source>
        <translation>la base de données %1 porte la révision de schéma %2, que Bakehouse n’écrit pas (celui-ci connaît jusqu’à %3) : elle a été modifiée par un autre programme ou à la main. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>the database %1 was written by a newer Bakehouse (schema revision %2; this program knows up to %3): update Bakehouse to open it. Nothing was changed.</source>
        <translation>la base de données %1 a été écrite par un Bakehouse plus récent (révision de schéma %2 ; ce programme connaît jusqu’à %3) : mettez Bakehouse à jour pour l’ouvrir. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>%1 is read-only for this user: it cannot be upgraded; nothing was changed</source>
        <translation>%1 est en lecture seule pour cet utilisateur : elle ne peut être mise à niveau ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>%1 is read-only for this user: it cannot be made a Bakehouse database; nothing was changed</source>
        <translation>%1 est en lecture seule pour cet utilisateur : elle ne peut devenir une base Bakehouse ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>the upgrade would break %1 references (first: %2); rolled back</source>
        <translation>la mise à niveau casserait %1 références (première : %2) ; annulée</translation>
    </message>
    <message>
        <source>cannot upgrade %1: %2</source>
        <translation>impossible de mettre %1 à niveau : %2</translation>
    </message>
    <message>
        <source>the database's alembic_version table holds more than one schema revision (%1): Bakehouse writes one; nothing was changed</source>
        <translation>la table alembic_version de la base porte plus d’une révision de schéma (%1) : Bakehouse en écrit une ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>cannot upgrade: %1; its turns cannot be derived (nothing was changed: `bakehouse db check` of the older program names the fault)</source>
        <translation>mise à niveau impossible : %1 ; ses tours ne peuvent être déduits (rien n’a été modifié : `bakehouse db check` de l’ancien programme nomme la faute)</translation>
    </message>
    <message>
        <source>the database is read-only for this user: only reading commands can use it; nothing was changed</source>
        <translation>la base de données est en lecture seule pour cet utilisateur : seules les commandes qui lisent peuvent l’utiliser ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>%1 holds tables that are not a Bakehouse database</source>
        <translation>%1 contient des tables qui ne sont pas une base Bakehouse</translation>
    </message>
    <message>
        <source>%1 is not a Bakehouse database yet: run `bakehouse db init`</source>
        <translation>%1 n’est pas encore une base Bakehouse : lancez `bakehouse db init`</translation>
    </message>
    <message>
        <source>the database is damaged (%1): `bakehouse db check` says where; nothing was changed</source>
        <translation>la base de données est endommagée (%1) : `bakehouse db check` dit où ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>the database failed: %1; nothing was changed</source>
        <translation>la base de données a échoué : %1 ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>cannot upgrade: %1; its ratings cannot be derived (nothing was changed)</source>
        <translation>mise à niveau impossible : %1 ; ses cotes ne peuvent être déduites (rien n’a été modifié)</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 et %2 autres</translation>
    </message>
    <message>
        <source>cannot read %1: %2; %3</source>
        <translation>impossible de lire %1 : %2 ; %3</translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation>%1 octets : %2</translation>
    </message>
    <message>
        <source>it begins %1</source>
        <translation>il commence par %1</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (%2): %3</source>
        <translation>%1 n’est pas une base SQLite (%2) : %3</translation>
    </message>
    <message>
        <source>Bakehouse does not open it; nothing was changed</source>
        <translation>Bakehouse ne l’ouvre pas ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>%1 is a database in memory, gone when the program ends: it cannot hold a club; give a file path (e.g. club.sqlite3) or a PostgreSQL server's URL</source>
        <translation>%1 est une base en mémoire, perdue à la fin du programme : elle ne peut contenir un club ; donnez un chemin de fichier (p. ex. club.sqlite3) ou l’URL d’un serveur PostgreSQL</translation>
    </message>
    <message>
        <source>its header gives a page size of %1 bytes</source>
        <translation>son en-tête donne une taille de page de %1 octets</translation>
    </message>
    <message>
        <source>%1 bytes is not a whole number of its %2-byte pages: it was cut short</source>
        <translation>%1 octets ne font pas un nombre entier de ses pages de %2 octets : il a été tronqué</translation>
    </message>
    <message>
        <source>%1 bytes, fewer than the %2 pages of %3 its header counts: it was cut short</source>
        <translation>%1 octets, moins que les %2 pages de %3 que compte son en-tête : il a été tronqué</translation>
    </message>
    <message>
        <source>%1 is damaged (%2): %3 (restore it from a `bakehouse db backup` copy)</source>
        <translation>%1 est endommagé (%2) : %3 (restaurez-le depuis une copie de `bakehouse db backup`)</translation>
    </message>
    <message>
        <source>no database at %1: run `bakehouse db init` to create one</source>
        <translation>pas de base de données à %1 : lancez `bakehouse db init` pour en créer une</translation>
    </message>
    <message>
        <source>cannot use %1 as the database: %2; nothing was changed</source>
        <translation>impossible d’utiliser %1 comme base de données : %2 ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file: give a file path, e.g. %2</source>
        <translation>%1 est un dossier, pas un fichier de base : donnez un chemin de fichier, p. ex. %2</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device or a pipe): %2</source>
        <translation>%1 n’est pas un fichier ordinaire (un périphérique ou un tube) : %2</translation>
    </message>
    <message>
        <source>%1 is an empty file, not a Bakehouse database: run `bakehouse db init` to make one</source>
        <translation>%1 est un fichier vide, pas une base Bakehouse : lancez `bakehouse db init` pour en faire une</translation>
    </message>
    <message>
        <source>%1 cannot be read as an SQLite database (%2): it is damaged or not a database; %3</source>
        <translation>%1 ne peut être lu comme base SQLite (%2) : il est endommagé ou n’est pas une base ; %3</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program (application id %2; tables: %3): %4</source>
        <translation>%1 est une base SQLite d’un autre programme (identifiant d’application %2 ; tables : %3) : %4</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program (tables: %2): %3</source>
        <translation>%1 est une base SQLite d’un autre programme (tables : %2) : %3</translation>
    </message>
    <message>
        <source>the database %1 holds another program's tables (%2): %3</source>
        <translation>la base de données %1 contient les tables d’un autre programme (%2) : %3</translation>
    </message>
    <message>
        <source>reaching it</source>
        <translation>la connexion</translation>
    </message>
    <message>
        <source>the database %1 is at schema revision %2, this program needs %3: run `bakehouse db upgrade` (take a `bakehouse db backup` first)</source>
        <translation>la base de données %1 est à la révision de schéma %2, ce programme demande %3 : lancez `bakehouse db upgrade` (faites d’abord un `bakehouse db backup`)</translation>
    </message>
    <message>
        <source>%1 is damaged (%2): `bakehouse db check` says where; nothing was changed</source>
        <translation>%1 est endommagé (%2) : `bakehouse db check` dit où ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>opening it</source>
        <translation>l’ouverture</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 exists already: choose a new file for the backup</source>
        <translation>%1 existe déjà : choisissez un nouveau fichier pour la sauvegarde</translation>
    </message>
    <message>
        <source>backup copies SQLite files; for PostgreSQL use pg_dump, e.g. `pg_dump -Fc -f club.dump club`</source>
        <translation>la sauvegarde copie des fichiers SQLite ; pour PostgreSQL, utilisez pg_dump, p. ex. `pg_dump -Fc -f club.dump club`</translation>
    </message>
    <message>
        <source>backup to %1 failed: %2</source>
        <translation>la sauvegarde vers %1 a échoué : %2</translation>
    </message>
    <message>
        <source>%1 is not an SQLite file: upgrade it with `bakehouse db upgrade`</source>
        <translation>%1 n’est pas un fichier SQLite : mettez-le à niveau avec `bakehouse db upgrade`</translation>
    </message>
    <message>
        <source>cannot read %1: %2; nothing was changed</source>
        <translation>impossible de lire %1 : %2 ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>a member named %1 exists already (id %2)</source>
        <translation>un membre nommé %1 existe déjà (id %2)</translation>
    </message>
    <message>
        <source>no member %1</source>
        <translation>pas de membre %1</translation>
    </message>
    <message>
        <source>%1 and %2 both played in match %3: two people, not one; nothing was merged</source>
        <translation>%1 et %2 ont tous deux joué la partie %3 : deux personnes, pas une ; rien n’a été fusionné</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>un événement demande un nom</translation>
    </message>
    <message>
        <source>an event is a club_night, tournament or league, not %1</source>
        <translation>un événement est club_night, tournament ou league, pas %1</translation>
    </message>
    <message>
        <source>no event %1</source>
        <translation>pas d’événement %1</translation>
    </message>
    <message>
        <source>one member (or none) per seat</source>
        <translation>un membre (ou aucun) par place</translation>
    </message>
    <message>
        <source>no match %1</source>
        <translation>pas de partie %1</translation>
    </message>
    <message>
        <source>match %1: %2</source>
        <translation>partie %1 : %2</translation>
    </message>
    <message>
        <source>match %1 has no app dice to reveal</source>
        <translation>la partie %1 n’a pas de dés de l’application à révéler</translation>
    </message>
    <message>
        <source>the seed does not match the commitment of match %1</source>
        <translation>la graine ne correspond pas à l’engagement de la partie %1</translation>
    </message>
    <message>
        <source>match %1 is still in play: its seed stays secret until it ends</source>
        <translation>la partie %1 est encore en jeu : sa graine reste secrète jusqu’à la fin</translation>
    </message>
    <message>
        <source>statistics of one member or of one event, not both</source>
        <translation>statistiques d’un membre ou d’un événement, pas des deux</translation>
    </message>
    <message>
        <source>%1 is a whole number from %2 to %3, not %4</source>
        <translation>%1 est un nombre entier de %2 à %3, pas %4</translation>
    </message>
    <message>
        <source>%1 is a date written YYYY-MM-DD, not %2</source>
        <translation>%1 est une date écrite AAAA-MM-JJ, pas %2</translation>
    </message>
    <message>
        <source>%1: %2 is not a day of the calendar</source>
        <translation>%1 : %2 n’est pas un jour du calendrier</translation>
    </message>
    <message>
        <source>bots play on a match's journal (one with its match as keeper)</source>
        <translation>les bots jouent sur le journal d’une partie (un journal tenu par sa partie)</translation>
    </message>
    <message>
        <source>not a logged roll-off throw: %1</source>
        <translation>pas un lancer de tirage au sort enregistré : %1</translation>
    </message>
    <message>
        <source>entry %1 is a %2, not a void, yet is named as withdrawing entries %3</source>
        <translation>l’entrée %1 est un %2, pas une annulation, et pourtant elle est nommée comme retirant les entrées %3</translation>
    </message>
</context>
<context>
    <name>RefusalLine</name>
    <message>
        <source>Not allowed:</source>
        <translation>Interdit :</translation>
    </message>
    <message>
        <source>Click %1 to read the ruling.</source>
        <translation>Cliquez sur %1 pour lire l’arbitrage.</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>page %1</source>
        <translation>page %1</translation>
    </message>
</context>
<context>
    <name>ReportsMenu</name>
    <message>
        <source>Print &amp;scorepad…</source>
        <translation>&amp;Imprimer la feuille de marque…</translation>
    </message>
    <message>
        <source>The game on the table as a printed scorepad (PDF)</source>
        <translation>La partie sur la table en feuille de marque imprimée (PDF)</translation>
    </message>
    <message>
        <source>&amp;Blank scoresheets…</source>
        <translation>Feuilles de marque &amp;vierges…</translation>
    </message>
    <message>
        <source>A blank scoresheet for these players and this game, to fill in by hand (PDF)</source>
        <translation>Une feuille de marque vierge pour ces joueurs et ce jeu, à remplir à la main (PDF)</translation>
    </message>
    <message>
        <source>&amp;Club reports and statistics…</source>
        <translation>Rapports et statistiques du &amp;club…</translation>
    </message>
    <message>
        <source>Scorepads, scoresheets, standings and statistics of the club database</source>
        <translation>Feuilles de marque, classements et statistiques de la base du club</translation>
    </message>
    <message>
        <source>&amp;Paper size</source>
        <translation>&amp;Format du papier</translation>
    </message>
    <message>
        <source>No scorepad to print</source>
        <translation>Aucune feuille de marque à imprimer</translation>
    </message>
    <message>
        <source>No game is on the table: start or open one first.</source>
        <translation>Aucune partie sur la table : commencez-en ou ouvrez-en une d’abord.</translation>
    </message>
    <message>
        <source>Cannot print the scorepad</source>
        <translation>Impossible d’imprimer la feuille de marque</translation>
    </message>
    <message>
        <source>Save the scorepad as PDF</source>
        <translation>Enregistrer la feuille de marque en PDF</translation>
    </message>
    <message>
        <source>Printing the scorepad…</source>
        <translation>Impression de la feuille de marque…</translation>
    </message>
    <message>
        <source>Save the blank scoresheets as PDF</source>
        <translation>Enregistrer les feuilles de marque vierges en PDF</translation>
    </message>
    <message>
        <source>Printing the scoresheets…</source>
        <translation>Impression des feuilles de marque…</translation>
    </message>
    <message>
        <source>Cannot print the scoresheets</source>
        <translation>Impossible d’imprimer les feuilles de marque</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Cannot open the PDF</source>
        <translation>Impossible d’ouvrir le PDF</translation>
    </message>
    <message>
        <source>The report was saved to %1, but no PDF viewer opened it.</source>
        <translation>Le rapport a été enregistré dans %1, mais aucune visionneuse PDF ne l’a ouvert.</translation>
    </message>
    <message>
        <source>A&amp;4</source>
        <translation>A&amp;4</translation>
    </message>
    <message>
        <source>&amp;Letter</source>
        <translation>&amp;Letter</translation>
    </message>
</context>
<context>
    <name>ReportsPage</name>
    <message>
        <source>Reports</source>
        <translation>Rapports</translation>
    </message>
    <message>
        <source>Opening the reports…</source>
        <translation>Ouverture des rapports…</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Type each player's place, or their score, or both. Without places, the places follow the scores.</source>
        <translation>Tapez la place de chaque joueur, ou son score, ou les deux. Sans places, les places suivent les scores.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Place of %1</source>
        <translation>Place de %1</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Score de %1</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Type a %1 for every player, or for none: %2 has none</source>
        <translation>Tapez un(e) %1 pour chaque joueur, ou pour aucun : %2 n’en a pas</translation>
    </message>
    <message>
        <source>%1's %2 must be a whole number</source>
        <translation>%2 de %1 doit être un nombre entier</translation>
    </message>
    <message>
        <source>place</source>
        <translation>place</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Type the places or the scores (or both)</source>
        <translation>Tapez les places ou les scores (ou les deux)</translation>
    </message>
</context>
<context>
    <name>ReviewModels</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Chance de gain</translation>
    </message>
    <message>
        <source>Win lost</source>
        <translation>Chance perdue</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Total loss</source>
        <translation>Perte totale</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Perte moyenne</translation>
    </message>
    <message>
        <source>Clear mistakes</source>
        <translation>Erreurs nettes</translation>
    </message>
    <message>
        <source>Chance of winning lost</source>
        <translation>Chance de gagner perdue</translation>
    </message>
    <message>
        <source>The dice thrown, or the decision taken, with its value in points</source>
        <translation>Les dés lancés, ou la décision prise, avec sa valeur en points</translation>
    </message>
    <message>
        <source>The best action and its value; = where the action taken was as good</source>
        <translation>La meilleure action et sa valeur ; = là où l’action jouée était aussi bonne</translation>
    </message>
    <message>
        <source>Points the decision gave away against the best play</source>
        <translation>Points que la décision a perdus face au meilleur coup</translation>
    </message>
    <message>
        <source>The value after the throw minus the value before it</source>
        <translation>La valeur après le lancer moins la valeur d’avant</translation>
    </message>
    <message>
        <source>Decisions that gave away more than the threshold</source>
        <translation>Décisions qui ont perdu plus que le seuil</translation>
    </message>
    <message>
        <source>The chance of winning the game after the decision taken</source>
        <translation>La chance de gagner la partie après la décision prise</translation>
    </message>
    <message>
        <source>The chance of winning the decision gave away against the best play for winning</source>
        <translation>La chance de gagner que la décision a cédée face au meilleur jeu pour gagner</translation>
    </message>
    <message>
        <source>The chance of winning the player's decisions gave away, added up</source>
        <translation>La chance de gagner que les décisions du joueur ont cédée, au total</translation>
    </message>
    <message>
        <source>A clear mistake</source>
        <translation>Une erreur nette</translation>
    </message>
    <message>
        <source>Best for winning: %1 (%2)</source>
        <translation>Le meilleur pour gagner : %1 (%2)</translation>
    </message>
    <message>
        <source>throw %1</source>
        <translation>lancer %1</translation>
    </message>
    <message>
        <source>= %1 (as good)</source>
        <translation>= %1 (aussi bon)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>The review was cancelled.</source>
        <translation>L’analyse a été annulée.</translation>
    </message>
    <message>
        <source>Review this match</source>
        <translation>Analyser cette partie</translation>
    </message>
    <message>
        <source>About this review</source>
        <translation>À propos de cette analyse</translation>
    </message>
    <message>
        <source>&amp;Mistakes only</source>
        <translation>&amp;Erreurs seulement</translation>
    </message>
    <message>
        <source>Show the clear mistakes only</source>
        <translation>N’afficher que les erreurs nettes</translation>
    </message>
    <message>
        <source>Throws and decisions</source>
        <translation>Lancers et décisions</translation>
    </message>
    <message>
        <source>Each player's totals</source>
        <translation>Les totaux de chaque joueur</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Fermer l’analyse</translation>
    </message>
    <message>
        <source>&amp;Throws and decisions</source>
        <translation>&amp;Lancers et décisions</translation>
    </message>
    <message>
        <source>&amp;Each player</source>
        <translation>&amp;Chaque joueur</translation>
    </message>
    <message>
        <source>Show the clear mistakes only (Ctrl+M)</source>
        <translation>N’afficher que les erreurs nettes (Ctrl+M)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Working out the best play…</source>
        <translation>Calcul du meilleur coup…</translation>
    </message>
    <message>
        <source>Working out the best play of every decision…</source>
        <translation>Calcul du meilleur coup de chaque décision…</translation>
    </message>
    <message>
        <source>This game's analysis is not available yet: %1</source>
        <translation>L’analyse de ce jeu n’est pas encore disponible : %1</translation>
    </message>
    <message>
        <source>%1 decisions and %2 throws analysed. A clear mistake: a loss above %3; equally good actions are no mistake.</source>
        <translation>%1 décisions et %2 lancers analysés. Une erreur nette : une perte de plus de %3 ; des actions aussi bonnes ne sont pas une erreur.</translation>
    </message>
    <message>
        <source>Cannot review this match: %1</source>
        <translation>Impossible d’analyser cette partie : %1</translation>
    </message>
    <message>
        <source>No clear mistake in this game: no decision lost more than %1 (untick Mistakes only to see every decision).</source>
        <translation>Aucune erreur nette dans cette partie : aucune décision n’a perdu plus de %1 (décochez Erreurs seulement pour voir chaque décision).</translation>
    </message>
    <message>
        <source>Chance of winning lost: %1.</source>
        <translation>Chance de gagner perdue : %1.</translation>
    </message>
</context>
<context>
    <name>RolloffPanel</name>
    <message>
        <source>Throw the yeast</source>
        <translation>Lancer le yeast</translation>
    </message>
    <message>
        <source>Everyone throws (Space or T)</source>
        <translation>Tout le monde lance (Espace ou T)</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Espace ou Entrée</translation>
    </message>
    <message>
        <source>Throw / start</source>
        <translation>Lancer / commencer</translation>
    </message>
    <message>
        <source>Everyone throws the yeast; the highest total starts. On a tie for the highest total everyone throws again and adds it to their total (C12).</source>
        <translation>Tout le monde lance le yeast ; le plus haut total commence. En cas d’égalité au plus haut total, tout le monde relance et l’ajoute à son total (C12).</translation>
    </message>
    <message>
        <source>Everyone throws one die; the highest throw starts. On a tie only the tied players throw again (D7).</source>
        <translation>Tout le monde lance un dé ; le plus haut lancer commence. En cas d’égalité, seuls les ex æquo relancent (D7).</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <source>%1 was not tied for highest and does not throw again (D7)</source>
        <translation>%1 n’était pas à égalité en tête et ne relance pas (D7)</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 a lancé %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 throw again</source>
        <translation>%1 relancent</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>the highest total (%1)</source>
        <translation>le plus haut total (%1)</translation>
    </message>
    <message>
        <source>the highest throw</source>
        <translation>le plus haut lancer</translation>
    </message>
    <message>
        <source>%1 has %2 and plays first.</source>
        <translation>%1 a %2 et joue en premier.</translation>
    </message>
    <message>
        <source>Type one face for each player, in seat order, then Enter.</source>
        <translation>Tapez une face par joueur, dans l’ordre des places, puis Entrée.</translation>
    </message>
    <message>
        <source>Press Space (or the button) to throw.</source>
        <translation>Appuyez sur Espace (ou sur le bouton) pour lancer.</translation>
    </message>
    <message>
        <source>Tie for the highest total (%1): %2. Everyone throws again (C12).</source>
        <translation>Égalité au plus haut total (%1) : %2. Tout le monde relance (C12).</translation>
    </message>
    <message>
        <source>Tie for the highest throw: %1 throw again (D7).</source>
        <translation>Égalité au plus haut lancer : %1 relancent (D7).</translation>
    </message>
</context>
<context>
    <name>RoundsModel</name>
    <message>
        <source>Round %1 — Draft (not published)</source>
        <translation>Manche %1 — Brouillon (non publiée)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Round %1 is a draft: its seating may still change (Events page: Publish)</source>
        <translation>La manche %1 est un brouillon : son placement peut encore changer (page Événements : Publier)</translation>
    </message>
    <message>
        <source>Round %1 is published: its seating is fixed</source>
        <translation>La manche %1 est publiée : son placement est fixé</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>0 for nothing, a lost biscuit as minus its value (-24).</source>
        <translation>0 pour rien, un biscuit perdu en moins sa valeur (-24).</translation>
    </message>
    <message>
        <source>0 for a bust; four twos as minus the total.</source>
        <translation>0 pour un échec ; quatre 2 en moins le total.</translation>
    </message>
    <message>
        <source>0 for nothing, a lost biscuit as minus its value (-24), a completed bakery with b (96b).</source>
        <translation>0 pour rien, un biscuit perdu en moins sa valeur (-24), une bakery achevée avec b (96b).</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Manches gagnées</translation>
    </message>
    <message>
        <source>A straight racked from 1 scores 2^(L-1), times the yeast's face when racked (C1); 1-2-3 with yeast 3 is a baker's dozen, written 12 then 1 (C2).</source>
        <translation>Une suite placée au rack depuis 1 marque 2^(L-1), fois la face du yeast s’il est placé au rack (C1) ; 1-2-3 avec le yeast sur 3 est une douzaine du boulanger, notée 12 puis 1 (C2).</translation>
    </message>
    <message>
        <source>Rack at least one die after every throw (C3); stop only after racking since the last throw (C7); after a miss, stop for 0 or risk the biscuit (C8).</source>
        <translation>Placer au moins un dé au rack après chaque lancer (C3) ; ne s’arrêter qu’après avoir placé au rack depuis le dernier lancer (C7) ; après un raté, s’arrêter pour 0 ou risquer le biscuit (C8).</translation>
    </message>
    <message>
        <source>Write 1, 2, 4, 8, 12, 24 as numbers and circle larger scores in loaves: + 1 1+ 2 2+ 3 4 5 6 (C15). A lost biscuit strikes the last entry or is written with a minus sign.</source>
        <translation>Écrire 1, 2, 4, 8, 12, 24 en chiffres et entourer les scores plus grands en loaves : + 1 1+ 2 2+ 3 4 5 6 (C15). Un biscuit perdu barre la dernière entrée ou s’écrit avec un signe moins.</translation>
    </message>
    <message>
        <source>The first alone in the lead with six loaves (192) at the start of a turn wins the round (C11); mark the round's winner and the rounds won under a line (C15).</source>
        <translation>Le premier seul en tête avec six loaves (192) au début d’un tour gagne la manche (C11) ; noter sous un trait le vainqueur de la manche et les manches gagnées (C15).</translation>
    </message>
    <message>
        <source>Throw six dice; a 1 starts the run 1,2,...,n, set aside one die a face (D2). The next throw must show n+1 or the turn busts (D3).</source>
        <translation>Lancer six dés ; un 1 commence la suite 1,2,...,n, un dé de côté par face (D2). Le lancer suivant doit montrer n+1, sinon le tour fait bust (D3).</translation>
    </message>
    <message>
        <source>Stop after any throw that did not bust: 5 a die of the run plus 30 a completed 1-6 (D4). A bust scores 0 for the whole turn (D5).</source>
        <translation>S’arrêter après tout lancer sans bust : 5 par dé de la suite plus 30 par 1-6 complet (D4). Un bust vaut 0 pour tout le tour (D5).</translation>
    </message>
    <message>
        <source>The first whose total reaches the target at the end of a turn wins at once (D8).</source>
        <translation>Le premier dont le total atteint l’objectif à la fin d’un tour gagne aussitôt (D8).</translation>
    </message>
    <message>
        <source>Bakeries</source>
        <translation>Bakeries</translation>
    </message>
    <message>
        <source> A small house marks a bakery's score (E4), a chevron a visit (E6).</source>
        <translation> Une petite maison marque le score d’une bakery (E4), un chevron une visite (E6).</translation>
    </message>
    <message>
        <source>As Classic, plus bakeries: six dice of one face score face x 32, +32 when the yeast is racked last (E3); a bakery ends the turn with a free turn (E4).</source>
        <translation>Comme Classic, plus les bakeries : six dés d’une même face marquent face x 32, +32 si le yeast est placé au rack en dernier (E3) ; une bakery finit le tour avec un tour gratuit (E4).</translation>
    </message>
    <message>
        <source>Bakery committed once rack and bank hold two dice of one face (E2): only bakery racking counts from then.</source>
        <translation>Bakery committed dès que le rack et la bank tiennent deux dés d’une même face (E2) : seul le rack de bakery compte ensuite.</translation>
    </message>
    <message>
        <source>From the round after winning a bakery its owner may visit it instead of throwing, lowest first (E6). Tick the bakeries owned and mark each visit with V.</source>
        <translation>Dès la manche qui suit le gain d’une bakery, son propriétaire peut la visiter au lieu de lancer, la plus basse d’abord (E6). Cocher les bakeries possédées et marquer chaque visite d’un V.</translation>
    </message>
    <message>
        <source>No early end of a round: a round ends only at the start of the leader's turn (E8).</source>
        <translation>Pas de fin de manche anticipée : une manche ne finit qu’au début du tour du meneur (E8).</translation>
    </message>
    <message>
        <source>; shaded turns are the last turns after the first reached it (K6).</source>
        <translation> ; les tours grisés sont les derniers tours après que le premier l’a atteint (K6).</translation>
    </message>
    <message>
        <source>Ten dice: eight base dice and two keys (K1). After each throw set aside keys, or groups of two or more base dice of one face, never both (K2).</source>
        <translation>Dix dés : huit dés Base et deux keys (K1). Après chaque lancer, mettre de côté des keys, ou des groupes de deux dés Base ou plus d’une même face, jamais les deux (K2).</translation>
    </message>
    <message>
        <source>Nothing to set aside ends the turn with 0 (K3). Stopping needs both keys aside (K4).</source>
        <translation>Rien à mettre de côté finit le tour à 0 (K3). S’arrêter demande les deux keys de côté (K4).</translation>
    </message>
    <message>
        <source>Split keys: 2 per base die strictly between, 1 outside, 0 equal; full split 20. Equal keys: 4 per base die equal to them; full sandwich 40 (K5).</source>
        <translation>Split Keys : 2 par dé Base strictement entre elles, 1 en dehors, 0 égal ; Full Split 20. Keys égales : 4 par dé Base égal à elles ; Full Sandwich 40 (K5).</translation>
    </message>
    <message>
        <source>Reaching the target makes the leader; everyone else then has one more turn (mark it F), the leader again if not alone in the lead (K6).</source>
        <translation>Atteindre l’objectif fait le meneur ; chacun des autres a alors un tour de plus (le marquer F), le meneur aussi s’il n’est pas seul en tête (K6).</translation>
    </message>
    <message>
        <source>Each turn throws every die not yet posted; the engine of the game is the carry: multiples score, plus one per posted die (S2).</source>
        <translation>Chaque tour lance tous les dés pas encore postés ; le moteur du jeu est le carry : les multiples marquent, plus un par dé posté (S2).</translation>
    </message>
    <message>
        <source>One point of carry pays for each further throw; with a carry of 0 the turn ends and scores 6 x posted + leave (S3). A completed rack scores 36 + carry.</source>
        <translation>Un point de carry paie chaque lancer suivant ; avec un carry de 0, le tour finit et marque 6 x postés + leave (S3). Un rack complet marque 36 + carry.</translation>
    </message>
    <message>
        <source>A set is one turn for each player; the game is its sets, ranked by total points (S4).</source>
        <translation>Un set est un tour pour chaque joueur ; la partie est faite de ses sets, classés par total des points (S4).</translation>
    </message>
</context>
<context>
    <name>RulesetOptions</name>
    <message>
        <source>Biscuit risking</source>
        <translation>Biscuit risking</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>strict</translation>
    </message>
    <message>
        <source>permissive</source>
        <translation>permissive</translation>
    </message>
    <message>
        <source>Box rules (dice out of the box are out)</source>
        <translation>Règle de la boîte (un dé hors de la boîte est hors jeu)</translation>
    </message>
    <message>
        <source>Rounds to win a game</source>
        <translation>Manches pour gagner la partie</translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation>Points pour gagner</translation>
    </message>
    <message>
        <source>Four twos lose everything</source>
        <translation>Quatre 2 font tout perdre</translation>
    </message>
    <message>
        <source>Points to reach</source>
        <translation>Points à atteindre</translation>
    </message>
    <message>
        <source>Sets in a game</source>
        <translation>Sets par partie</translation>
    </message>
</context>
<context>
    <name>SBPanel</name>
    <message>
        <source>a full sandwich</source>
        <translation>un Full Sandwich</translation>
    </message>
    <message>
        <source>a key sandwich of %1s</source>
        <translation>un Key Sandwich de %1</translation>
    </message>
    <message>
        <source>a full split</source>
        <translation>un Full Split</translation>
    </message>
    <message>
        <source>split keys %1 and %2</source>
        <translation>Split Keys %1 et %2</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Keys aside</source>
        <translation>Keys de côté</translation>
    </message>
    <message>
        <source>Base dice aside</source>
        <translation>Base Dice de côté</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Throw every die not set aside (Space or T)</source>
        <translation>Lancer tous les dés non mis de côté (Espace ou T)</translation>
    </message>
    <message>
        <source>Score the dice set aside; needs both keys aside (S, K4)</source>
        <translation>Marquer les dés mis de côté ; il faut les deux Keys de côté (S, K4)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Keep a key</source>
        <translation>Garder une Key</translation>
    </message>
    <message>
        <source>Keep a base %1</source>
        <translation>Garder un %1 de Base</translation>
    </message>
    <message>
        <source>Keep key %1</source>
        <translation>Garder la Key %1</translation>
    </message>
    <message>
        <source>%1 dice to throw</source>
        <translation>%1 dés à lancer</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>%1: click to set it aside</source>
        <translation>%1 : cliquer pour le mettre de côté</translation>
    </message>
    <message>
        <source>%1: cannot be set aside now</source>
        <translation>%1 : ne peut pas être mis de côté maintenant</translation>
    </message>
    <message>
        <source>every die of this throw is kept</source>
        <translation>chaque dé de ce lancer est gardé</translation>
    </message>
    <message>
        <source>kept from this throw: %1</source>
        <translation>gardés de ce lancer : %1</translation>
    </message>
    <message>
        <source>set aside a key, or a group of base dice</source>
        <translation>mettre de côté une Key, ou un groupe de Base Dice</translation>
    </message>
    <message>
        <source>%1: set aside</source>
        <translation>%1 : mis de côté</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <source>Stop for %1</source>
        <translation>Stop pour %1</translation>
    </message>
    <message>
        <source>A stop needs both keys aside: with a key still to set aside the player throws (K4).</source>
        <translation>S’arrêter exige les deux Keys de côté : tant qu’une Key manque, le joueur lance (K4).</translation>
    </message>
    <message>
        <source>A stop scores %1: %2 (K5).</source>
        <translation>S’arrêter marque %1 : %2 (K5).</translation>
    </message>
    <message>
        <source>End phase: %1 was caught, so %1 takes one more turn — the last of the game (K6).</source>
        <translation>Phase finale : %1 a été rattrapé, donc %1 joue un tour de plus — le dernier de la partie (K6).</translation>
    </message>
    <message>
        <source>One more turn each: %1 now, then %2.</source>
        <translation>Un tour de plus chacun : %1 maintenant, puis %2.</translation>
    </message>
    <message>
        <source>One more turn each: %1 now.</source>
        <translation>Un tour de plus chacun : %1 maintenant.</translation>
    </message>
    <message>
        <source>End phase: %1 reached %2 first and is the original leader.</source>
        <translation>Phase finale : %1 a atteint %2 en premier et est le meneur d’origine.</translation>
    </message>
    <message>
        <source>If %1 is then not alone in the lead, %1 takes one more turn (K6).</source>
        <translation>Si %1 n’est alors plus seul en tête, %1 joue un tour de plus (K6).</translation>
    </message>
    <message>
        <source>%1's throw could set nothing aside: 0 points (K3)</source>
        <translation>Le lancer de %1 ne peut rien mettre de côté : 0 point (K3)</translation>
    </message>
    <message>
        <source>%1 stopped: %2 points</source>
        <translation>%1 s’est arrêté : %2 points</translation>
    </message>
    <message>
        <source>%1 set every die aside: %2 points</source>
        <translation>%1 a mis tous les dés de côté : %2 points</translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation>TOUR PRÉCÉDENT · %1</translation>
    </message>
    <message>
        <source>%1 share first place with %2 points</source>
        <translation>%1 se partagent la première place avec %2 points</translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation>%1 gagne avec %2 points</translation>
    </message>
    <message>
        <source>%1 to throw all ten dice</source>
        <translation>à %1 de lancer les dix dés</translation>
    </message>
    <message>
        <source>%1 to throw %2 dice</source>
        <translation>à %1 de lancer %2 dés</translation>
    </message>
    <message>
        <source>%1 to set aside a key, or a group of base dice (K2)</source>
        <translation>à %1 de mettre de côté une Key, ou un groupe de Base Dice (K2)</translation>
    </message>
    <message>
        <source>%1: a group is two or more dice of one face — keep another (K2)</source>
        <translation>%1 : un groupe, c’est deux dés ou plus d’une même face — gardez-en un autre (K2)</translation>
    </message>
    <message>
        <source>%1: keep more, throw %2, or stop for %3</source>
        <translation>%1 : garder plus, lancer %2, ou s’arrêter pour %3</translation>
    </message>
    <message>
        <source>%1: throw %2, or stop for %3</source>
        <translation>%1 : lancer %2, ou s’arrêter pour %3</translation>
    </message>
    <message>
        <source>%1: keep more, throw %2</source>
        <translation>%1 : garder plus, lancer %2</translation>
    </message>
    <message>
        <source>%1: throw %2</source>
        <translation>%1 : lancer %2</translation>
    </message>
    <message>
        <source>end phase</source>
        <translation>phase finale</translation>
    </message>
    <message>
        <source>To %1  ·  %2</source>
        <translation>À %1  ·  %2</translation>
    </message>
    <message>
        <source>Space throw · S stop · 1–6 keep a base die · K keep a key (Shift+1–6: that key) · Ctrl+Z undo  ·  click a die to keep it</source>
        <translation>Espace lancer · S stop · 1–6 garder un dé de Base · K garder une Key (Maj+1–6 : cette Key) · Ctrl+Z annuler  ·  clic sur un dé pour le garder</translation>
    </message>
</context>
<context>
    <name>ScoreTableWindow</name>
    <message>
        <source>held by station %1 since %2, last action %3</source>
        <translation>tenue par le poste %1 depuis %2, dernière action %3</translation>
    </message>
    <message>
        <source>held by station %1 since %2, no action yet</source>
        <translation>tenue par le poste %1 depuis %2, aucune action encore</translation>
    </message>
    <message>
        <source>Who holds this table</source>
        <translation>Qui tient cette table</translation>
    </message>
    <message>
        <source>Take &amp;over...</source>
        <translation>&amp;Reprendre...</translation>
    </message>
    <message>
        <source>Take this table over at this station</source>
        <translation>Reprendre cette table à ce poste</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Export match record...</source>
        <translation>&amp;Exporter la fiche de partie...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>Watching: this table is %1.</source>
        <translation>En observation : cette table est %1.</translation>
    </message>
    <message>
        <source>Watching: no station holds this table now.</source>
        <translation>En observation : aucun poste ne tient cette table.</translation>
    </message>
    <message>
        <source>&amp;Score it here</source>
        <translation>&amp;Marquer ici</translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation>Exporter la fiche de partie</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Non exporté</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportée dans %1</translation>
    </message>
    <message>
        <source>Take over this table</source>
        <translation>Reprendre cette table</translation>
    </message>
    <message>
        <source>This table is %1. Take it over at this station (%2)? The other station's next action will be refused, and it can only watch.</source>
        <translation>Cette table est %1. La reprendre à ce poste (%2) ? La prochaine action de l’autre poste sera refusée, et il ne pourra plus qu’observer.</translation>
    </message>
    <message>
        <source>This station (%1) holds the table now</source>
        <translation>Ce poste (%1) tient désormais la table</translation>
    </message>
    <message>
        <source>Final table %1: %2</source>
        <translation>Table %1 de la finale : %2</translation>
    </message>
    <message>
        <source>Semi-final table %1: %2</source>
        <translation>Table %1 des demi-finales : %2</translation>
    </message>
    <message>
        <source>Table %1, round %2: %3</source>
        <translation>Table %1, manche %2 : %3</translation>
    </message>
</context>
<context>
    <name>Scorepad</name>
    <message>
        <source>first</source>
        <translation>commence</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>atteint</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>biscuit</source>
        <translation>biscuit</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>à %1</translation>
    </message>
    <message>
        <source>%1 to go</source>
        <translation>encore %1</translation>
    </message>
</context>
<context>
    <name>ScorepadModel</name>
    <message>
        <source>1st</source>
        <comment>the round's starter in a narrow column (for the word 'first')</comment>
        <translation>1er</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 commence la manche %2</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>au jeu</translation>
    </message>
    <message>
        <source>the original leader (K6)</source>
        <translation>le meneur d’origine (K6)</translation>
    </message>
</context>
<context>
    <name>ScorepadPdf</name>
    <message>
        <source>1 round to win</source>
        <translation>1 manche pour gagner</translation>
    </message>
    <message>
        <source>%1 rounds to win</source>
        <translation>%1 manches pour gagner</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>objectif %1</translation>
    </message>
    <message>
        <source>1 set</source>
        <translation>1 set</translation>
    </message>
    <message>
        <source>%1 sets</source>
        <translation>%1 sets</translation>
    </message>
    <message>
        <source>%1 match</source>
        <translation>Partie de %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>manche %1</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouée</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Winners (shared)</source>
        <translation>Vainqueurs (ex æquo)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>roll-off for the first player</source>
        <translation>tirage du premier joueur</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>thrown by hand</source>
        <translation>lancés à la main</translation>
    </message>
    <message>
        <source>app dice, provably fair (%1)</source>
        <translation>dés de l'application, équitables et vérifiables (%1)</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Engagement</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>not revealed until the game ends</source>
        <translation>révélée à la fin de la partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Anyone can check these dice: %1 on the match record.</source>
        <translation>Chacun peut vérifier ces dés : %1 sur la fiche de partie.</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>Mn</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Round scores</source>
        <translation>Points des manches</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>The roll-off for the first player is still being thrown.</source>
        <translation>Le tirage du premier joueur est en cours.</translation>
    </message>
    <message>
        <source>%1 scorepad</source>
        <translation>Feuille de marque %1</translation>
    </message>
    <message>
        <source>biscuit risking</source>
        <translation>risque du biscuit</translation>
    </message>
    <message>
        <source>box rules</source>
        <translation>règles de la boîte</translation>
    </message>
    <message>
        <source>rounds to win</source>
        <translation>manches pour gagner</translation>
    </message>
    <message>
        <source>target</source>
        <translation>objectif</translation>
    </message>
    <message>
        <source>four twos</source>
        <translation>quatre deux</translation>
    </message>
    <message>
        <source>sets</source>
        <translation>sets</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>strict</translation>
    </message>
    <message>
        <source>permissive</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>Loaf scores are circled (C15); a struck entry was a biscuit lost; a thick line ends a round, with a barb for each round the winner has won so far.</source>
        <translation>Les scores en loaves sont entourés (C15) ; une entrée barrée était un biscuit perdu ; un trait épais clôt une manche, avec une barbule pour chaque manche déjà gagnée par le vainqueur.</translation>
    </message>
    <message>
        <source>Loaf scores are circled (C15); a struck entry was a biscuit lost; a thick line ends a round, with the rounds the winner has won so far in a box.</source>
        <translation>Les scores en loaves sont entourés (C15) ; une entrée barrée était un biscuit perdu ; un trait épais clôt une manche, avec dans une case les manches déjà gagnées par le vainqueur.</translation>
    </message>
    <message>
        <source> The first to win 1 round wins the game (C13).</source>
        <translation> Le premier à gagner 1 manche gagne la partie (C13).</translation>
    </message>
    <message>
        <source> The first to win %1 rounds wins the game (C13).</source>
        <translation> Le premier à gagner %1 manches gagne la partie (C13).</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Post: dice posted. A full rack scores 36 + Carry; when the carry runs out the turn scores 6 x Post + Leave, the faces left (S3).</source>
        <translation>Post : dés postés. Un rack complet marque 36 + Carry ; quand le carry s’épuise, le tour marque 6 x Post + Leave, les faces restantes (S3).</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Target %1: a thick line under the turn that brought a total to it (%2)</source>
        <translation>Objectif %1 : un trait épais sous le tour qui y a porté un total (%2)</translation>
    </message>
    <message>
        <source>R%1</source>
        <extracomment>a round's label in the pad's narrow margin ("R1": round 1), a letter and the number</extracomment>
        <translation>M%1</translation>
    </message>
</context>
<context>
    <name>Scoresheet</name>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Continuation sheet: carry each total over from the sheet before</source>
        <translation>Feuille de suite : reporter chaque total de la feuille précédente</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Roll-off</source>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Set %1</translation>
    </message>
    <message>
        <source>Rules in short</source>
        <translation>Les règles en bref</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Vainqueur :</translation>
    </message>
    <message>
        <source>Signed:</source>
        <translation>Signé :</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>Demi-finale</translation>
    </message>
    <message>
        <source>%1: round %2 scoresheets</source>
        <translation>%1 : feuilles de marque de la manche %2</translation>
    </message>
</context>
<context>
    <name>SeatingPanel</name>
    <message>
        <source>Seat the next round</source>
        <translation>Placer la manche suivante</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>P&amp;ublier</translation>
    </message>
    <message>
        <source>Publish the draft round</source>
        <translation>Publier la manche en brouillon</translation>
    </message>
    <message>
        <source>top </source>
        <translation>les </translation>
    </message>
    <message>
        <source>Players at the final table</source>
        <translation>Joueurs à la table finale</translation>
    </message>
    <message>
        <source>&amp;Final</source>
        <translation>&amp;Finale</translation>
    </message>
    <message>
        <source>Seat the final table</source>
        <translation>Placer la table finale</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>&amp;Clore</translation>
    </message>
    <message>
        <source>Close the event</source>
        <translation>Clore l’événement</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Cost of the seating</source>
        <translation>Coût du placement</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>É&amp;changer</translation>
    </message>
    <message>
        <source>Swap the two chosen players (Ctrl+click to choose two)</source>
        <translation>Échanger les deux joueurs choisis (Ctrl+clic pour en choisir deux)</translation>
    </message>
    <message>
        <source>Swap the two chosen players</source>
        <translation>Échanger les deux joueurs choisis</translation>
    </message>
    <message>
        <source>table </source>
        <translation>table </translation>
    </message>
    <message>
        <source>Table to move or pin to</source>
        <translation>Table où déplacer ou fixer</translation>
    </message>
    <message>
        <source>&amp;Move to table</source>
        <translation>&amp;Déplacer</translation>
    </message>
    <message>
        <source>The chosen player moves to that table (as dragging the name there)</source>
        <translation>Le joueur choisi passe à cette table (comme en y faisant glisser son nom)</translation>
    </message>
    <message>
        <source>Move the chosen player to the table</source>
        <translation>Déplacer le joueur choisi à la table</translation>
    </message>
    <message>
        <source>Pin &amp;to table</source>
        <translation>Fi&amp;xer</translation>
    </message>
    <message>
        <source>The chosen player sits at that table from now on (a wheelchair, a bad back)</source>
        <translation>Le joueur choisi s’assied désormais à cette table (fauteuil roulant, mal de dos)</translation>
    </message>
    <message>
        <source>Pin the chosen player to the table</source>
        <translation>Fixer le joueur choisi à la table</translation>
    </message>
    <message>
        <source>&amp;Keep apart</source>
        <translation>&amp;Séparer</translation>
    </message>
    <message>
        <source>The two chosen players are never seated at one table from the next seating on</source>
        <translation>Les deux joueurs choisis ne sont plus jamais placés à la même table dès le prochain placement</translation>
    </message>
    <message>
        <source>Keep the two chosen players apart</source>
        <translation>Séparer les deux joueurs choisis</translation>
    </message>
    <message>
        <source>&amp;Seat round %1</source>
        <translation>&amp;Placer la manche %1</translation>
    </message>
    <message>
        <source>No event chosen</source>
        <translation>Aucun événement choisi</translation>
    </message>
    <message>
        <source>League season: %1 club nights</source>
        <translation>Saison de ligue : %1 soirées de club</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Aucune manche placée pour l’instant</translation>
    </message>
    <message>
        <source>%1 players checked in</source>
        <translation>%1 joueurs inscrits</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>%1 - DRAFT, not published</source>
        <translation>%1 - BROUILLON, non publiée</translation>
    </message>
    <message>
        <source>%1 - the event is closed</source>
        <translation>%1 - l’événement est clos</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Exempt</translation>
    </message>
    <message>
        <source>%1 repeat meetings</source>
        <translation>%1 rencontres répétées</translation>
    </message>
    <message>
        <source>%1 repeat meeting</source>
        <translation>%1 rencontre répétée</translation>
    </message>
    <message>
        <source>sizes %1</source>
        <translation>tailles %1</translation>
    </message>
    <message>
        <source>%1 kept apart seated together</source>
        <translation>%1 séparés placés ensemble</translation>
    </message>
    <message>
        <source>%1 off their pinned table</source>
        <translation>%1 hors de leur table fixée</translation>
    </message>
    <message>
        <source>Choose two players to swap (Ctrl+click the second)</source>
        <translation>Choisissez deux joueurs à échanger (Ctrl+clic sur le second)</translation>
    </message>
    <message>
        <source>Choose one player to move</source>
        <translation>Choisissez un joueur à déplacer</translation>
    </message>
    <message>
        <source>Choose one player to pin</source>
        <translation>Choisissez un joueur à fixer</translation>
    </message>
    <message>
        <source>Choose two players to keep apart (Ctrl+click the second)</source>
        <translation>Choisissez deux joueurs à séparer (Ctrl+clic sur le second)</translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message>
        <source>%1 (pinned to this table)</source>
        <translation>%1 (épinglé à cette table)</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share on the club's network</source>
        <translation>Partager sur le réseau du club</translation>
    </message>
    <message>
        <source>Players open this address on their phones to see the seating, find their table and follow the standings. Only people who have the address can see the page; nothing can be changed through it.</source>
        <translation>Les joueurs ouvrent cette adresse sur leur téléphone pour voir le placement, trouver leur table et suivre le classement. Seules les personnes qui ont l’adresse voient la page ; rien ne peut y être modifié.</translation>
    </message>
    <message>
        <source>Address of this computer</source>
        <translation>Adresse de cet ordinateur</translation>
    </message>
    <message>
        <source>%1 (this computer only)</source>
        <translation>%1 (cet ordinateur seulement)</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>É&amp;couter sur :</translation>
    </message>
    <message>
        <source>The live page's address</source>
        <translation>L’adresse de la page en direct</translation>
    </message>
    <message>
        <source>QR code of the address</source>
        <translation>Code QR de l’adresse</translation>
    </message>
    <message>
        <source>&amp;Start sharing</source>
        <translation>&amp;Commencer le partage</translation>
    </message>
    <message>
        <source>&amp;New address</source>
        <translation>&amp;Nouvelle adresse</translation>
    </message>
    <message>
        <source>The old address stops working</source>
        <translation>L’ancienne adresse ne fonctionne plus</translation>
    </message>
    <message>
        <source>S&amp;top sharing</source>
        <translation>&amp;Arrêter le partage</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>Non partagé.</translation>
    </message>
</context>
<context>
    <name>SixBy6Panel</name>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>The dice of the throw</source>
        <translation>Les dés du lancer</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>Dice posted by the throw → the Post # after it</source>
        <translation>Dés postés par le lancer → le Post # après lui</translation>
    </message>
    <message>
        <source>Carry</source>
        <translation>Carry</translation>
    </message>
    <message>
        <source>Carry points the throw scored → the Carry # after paying one for the next throw (S2, S3)</source>
        <translation>Points de Carry marqués par le lancer → le Carry # après en avoir payé un pour le lancer suivant (S2, S3)</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>The faces left unposted: the Leave # if the turn ends on this throw</source>
        <translation>Les faces non postées : le Leave # si le tour finit sur ce lancer</translation>
    </message>
    <message>
        <source>+%1 → Rack</source>
        <translation>+%1 → Rack</translation>
    </message>
    <message>
        <source>+0 → none left</source>
        <translation>+0 → plus rien</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Zero</translation>
    </message>
    <message>
        <source>Rack, Carry %1 = %2 points</source>
        <translation>Rack, Carry %1 = %2 points</translation>
    </message>
    <message>
        <source>Post %1, Leave %2 = %3 points</source>
        <translation>Post %1, Leave %2 = %3 points</translation>
    </message>
    <message>
        <source>Posted</source>
        <translation>Posted</translation>
    </message>
    <message>
        <source>Unposted</source>
        <translation>Non postés</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ce tour</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Throw the unposted dice (Space or T)</source>
        <translation>Lancer les dés non postés (Espace ou T)</translation>
    </message>
    <message>
        <source>%1: posted</source>
        <translation>%1 : posté</translation>
    </message>
    <message>
        <source>Post slot %1 of 6: empty; a thrown 6 is posted here</source>
        <translation>Case de Post %1 sur 6 : vide ; un 6 lancé est posté ici</translation>
    </message>
    <message>
        <source>Post %1  ·  Carry %2</source>
        <translation>Post %1  ·  Carry %2</translation>
    </message>
    <message>
        <source>Leave %1  ·  %2 to throw</source>
        <translation>Leave %1  ·  %2 à lancer</translation>
    </message>
    <message>
        <source>6 to throw  ·  the first throw is free</source>
        <translation>6 à lancer  ·  le premier lancer est gratuit</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <translation>Tour de %1</translation>
    </message>
    <message>
        <source>THIS TURN</source>
        <translation>CE TOUR</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <source>%1 posted by this throw; Post %2 after it</source>
        <translation>%1 posté(s) par ce lancer ; Post %2 ensuite</translation>
    </message>
    <message>
        <source>%1 carry points scored; Carry %2 after it</source>
        <translation>%1 points de Carry marqués ; Carry %2 ensuite</translation>
    </message>
    <message>
        <source>the Leave #</source>
        <translation>le Leave #</translation>
    </message>
    <message>
        <source>the Leave # had the turn ended here</source>
        <translation>le Leave # si le tour avait fini ici</translation>
    </message>
    <message>
        <source>No throw yet in this turn: press Space to throw all six dice.</source>
        <translation>Aucun lancer encore dans ce tour : appuyez sur Espace pour lancer les six dés.</translation>
    </message>
    <message>
        <source>%1: left</source>
        <translation>%1 : restant</translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation>TOUR PRÉCÉDENT · %1</translation>
    </message>
    <message>
        <source>%1 share first place with %2 points</source>
        <translation>%1 se partagent la première place avec %2 points</translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation>%1 gagne avec %2 points</translation>
    </message>
    <message>
        <source>%1 to throw — six dice, the first throw is free</source>
        <translation>à %1 de lancer — six dés, le premier lancer est gratuit</translation>
    </message>
    <message>
        <source>%1: Post %2, Carry Zero — this throw must score, or the turn ends</source>
        <translation>%1 : Post %2, Carry Zero — ce lancer doit marquer, sinon le tour finit</translation>
    </message>
    <message>
        <source>%1: Post %2, Carry %3 — throw %4</source>
        <translation>%1 : Post %2, Carry %3 — lancer %4</translation>
    </message>
    <message>
        <source>Set %1 of %2  ·  totals: %3</source>
        <translation>Set %1 sur %2  ·  totaux : %3</translation>
    </message>
    <message>
        <source>Space throw · Ctrl+Z undo  ·  no decisions: the engine posts the 6s and scores (S1)</source>
        <translation>Espace lancer · Ctrl+Z annuler  ·  aucune décision : le moteur poste les 6 et marque (S1)</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>equal places share a number (=)</source>
        <translation>les ex æquo partagent un rang (=)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>placement points earned at the tables</source>
        <translation>points de classement gagnés aux tables</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>games won (first place at a table)</source>
        <translation>parties gagnées (première place à une table)</translation>
    </message>
    <message>
        <source>Opp. pts</source>
        <translation>Pts adv.</translation>
    </message>
    <message>
        <source>the points of every opponent met, added up (Buchholz)</source>
        <translation>les points de chaque adversaire rencontré, additionnés (Buchholz)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>total game score (rounds won in the Damn Straights)</source>
        <translation>score total des parties (manches gagnées aux Damn Straight)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>the player's conservative rating (skill minus three times its uncertainty, OpenSkill's ordinal)</source>
        <translation>la cote prudente du joueur (niveau moins trois fois son incertitude, l'ordinal d'OpenSkill)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Ranked by %1; a tie left after these shares the place.</source>
        <translation>Classement par %1 ; les ex æquo restants partagent le rang.</translation>
    </message>
    <message>
        <source>Results of round %1</source>
        <translation>Résultats de la manche %1</translation>
    </message>
    <message>
        <source>Results of the final</source>
        <translation>Résultats de la finale</translation>
    </message>
    <message>
        <source>Results of the semi-finals</source>
        <translation>Résultats des demi-finales</translation>
    </message>
    <message>
        <source>Final · Table %1 · %2</source>
        <translation>Finale · Table %1 · %2</translation>
    </message>
    <message>
        <source>Semi-final · Table %1 · %2</source>
        <translation>Demi-finale · Table %1 · %2</translation>
    </message>
    <message>
        <source>Round %1 · Table %2 · %3</source>
        <translation>Manche %1 · Table %2 · %3</translation>
    </message>
    <message>
        <source> (DRAFT: not published, seats may change)</source>
        <translation> (BROUILLON : non publié, les places peuvent changer)</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>%1: seats by table</source>
        <translation>%1 : places par table</translation>
    </message>
    <message>
        <source>Round %1: seats by table</source>
        <translation>Manche %1 : places par table</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>%1: find your table</source>
        <translation>%1 : trouvez votre table</translation>
    </message>
    <message>
        <source>Round %1: find your table</source>
        <translation>Manche %1 : trouvez votre table</translation>
    </message>
    <message>
        <source>All nights count</source>
        <translation>Toutes les soirées comptent</translation>
    </message>
    <message>
        <source>The best %1 nights count; others in grey</source>
        <translation>Les %1 meilleures soirées comptent ; les autres en gris</translation>
    </message>
    <message>
        <source>The best night counts; others in grey</source>
        <translation>La meilleure soirée compte ; les autres en gris</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Confrontation directe</translation>
    </message>
    <message>
        <source>%1: round %2 results</source>
        <translation>%1 : résultats de la manche %2</translation>
    </message>
    <message>
        <source>%1: round %2 seating</source>
        <translation>%1 : placement de la manche %2</translation>
    </message>
    <message>
        <source>%1: season table</source>
        <translation>%1 : classement de la saison</translation>
    </message>
    <message>
        <source>Standings after the final</source>
        <translation>Classement après la finale</translation>
    </message>
    <message>
        <source>Standings after the semi-finals</source>
        <translation>Classement après les demi-finales</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classement après la manche %1</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Opp. pts</source>
        <translation>Pts adv.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>%1 at a table of %2</source>
        <translation>%1 à une table de %2</translation>
    </message>
    <message>
        <source>placement points by place: %1</source>
        <translation>points de classement par place : %1</translation>
    </message>
    <message>
        <source>"3=": a place shared after every tie-breaker</source>
        <translation>« 3= » : une place partagée après tous les départages</translation>
    </message>
    <message>
        <source>"(left)": left the event</source>
        <translation>« (parti) » : a quitté l’événement</translation>
    </message>
    <message>
        <source>placement points: one for every player finished ahead of at a table</source>
        <translation>points de place : un pour chaque joueur devancé à une table</translation>
    </message>
    <message>
        <source>tables won</source>
        <translation>tables gagnées</translation>
    </message>
    <message>
        <source>the points of every opponent met added up (Buchholz)</source>
        <translation>la somme des points de tous les adversaires rencontrés (Buchholz)</translation>
    </message>
    <message>
        <source>game score added up (rounds won in the Damn Straights)</source>
        <translation>la somme des scores de jeu (manches gagnées aux Damn Straights)</translation>
    </message>
    <message>
        <source>tables played</source>
        <translation>tables jouées</translation>
    </message>
    <message>
        <source>conservative rating in this game from every event's results (skill minus three times its uncertainty)</source>
        <translation>cote prudente dans ce jeu d’après les résultats de tous les événements (niveau moins trois fois son incertitude)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score de jeu</translation>
    </message>
    <message>
        <source>opponents' points</source>
        <translation>points des adversaires</translation>
    </message>
    <message>
        <source>head to head (among the tied players)</source>
        <translation>face-à-face (entre les ex æquo)</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>cote</translation>
    </message>
    <message>
        <source>%1 (left)</source>
        <translation>%1 (parti)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Événement :</translation>
    </message>
    <message>
        <source>Standings after round</source>
        <translation>Classement après la manche</translation>
    </message>
    <message>
        <source>&amp;After:</source>
        <translation>&amp;Après :</translation>
    </message>
    <message>
        <source>Standings heading</source>
        <translation>Titre du classement</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Key to the tie-breakers and columns</source>
        <translation>Légende des départages et des colonnes</translation>
    </message>
    <message>
        <source>No event yet: make one on the Events page.</source>
        <translation>Aucun événement pour l’instant : créez-en un sur la page Événements.</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>&amp;Imprimer le classement…</translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation>Imprimer le classement</translation>
    </message>
    <message>
        <source>The standings and the round results as a PDF (Ctrl+P)</source>
        <translation>Le classement et les résultats des manches en PDF (Ctrl+P)</translation>
    </message>
    <message>
        <source>Show on pro&amp;jector</source>
        <translation>Pro&amp;jeter</translation>
    </message>
    <message>
        <source>Show on projector</source>
        <translation>Afficher au projecteur</translation>
    </message>
    <message>
        <source>The seating and the standings in large type on the second screen (F7)</source>
        <translation>Le placement et le classement en gros caractères sur le second écran (F7)</translation>
    </message>
    <message>
        <source>Projector screen</source>
        <translation>Écran du projecteur</translation>
    </message>
    <message>
        <source>The screen the projector view opens on</source>
        <translation>L’écran où s’ouvre la vue projecteur</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Round time in minutes</source>
        <translation>Durée de la manche en minutes</translation>
    </message>
    <message>
        <source>Round timer</source>
        <translation>Minuteur de manche</translation>
    </message>
    <message>
        <source>&amp;Start timer</source>
        <translation>&amp;Lancer le minuteur</translation>
    </message>
    <message>
        <source>Start or pause the round timer</source>
        <translation>Lancer ou mettre en pause le minuteur de manche</translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation>&amp;Remettre à zéro</translation>
    </message>
    <message>
        <source>Reset the round timer</source>
        <translation>Remettre à zéro le minuteur de manche</translation>
    </message>
    <message>
        <source>Round timer:</source>
        <translation>Minuteur :</translation>
    </message>
    <message>
        <source>Start/pause the round &amp;timer</source>
        <translation>Lancer/mettre en pause le &amp;minuteur</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Toutes les manches</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>No club database is open.</source>
        <translation>Aucune base du club n’est ouverte.</translation>
    </message>
    <message>
        <source>%1: standings after the final</source>
        <translation>%1 : classement après la finale</translation>
    </message>
    <message>
        <source>%1: standings after the semi-finals</source>
        <translation>%1 : classement après les demi-finales</translation>
    </message>
    <message>
        <source>%1: standings after round %2</source>
        <translation>%1 : classement après la manche %2</translation>
    </message>
    <message>
        <source>%1: no results yet</source>
        <translation>%1 : aucun résultat pour l’instant</translation>
    </message>
    <message>
        <source>%1: standings after 1 round with results</source>
        <translation>%1 : classement après 1 manche avec résultats</translation>
    </message>
    <message>
        <source>%1: standings after %2 rounds with results</source>
        <translation>%1 : classement après %2 manches avec résultats</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Order: %1. %2.</source>
        <translation>Ordre : %1. %2.</translation>
    </message>
    <message>
        <source>&amp;Pause timer</source>
        <translation>&amp;Pause du minuteur</translation>
    </message>
    <message>
        <source>Screen %1 (%2×%3)</source>
        <translation>Écran %1 (%2×%3)</translation>
    </message>
    <message>
        <source>%1, this one</source>
        <translation>%1, celui-ci</translation>
    </message>
    <message>
        <source>Save the standings as PDF</source>
        <translation>Enregistrer le classement en PDF</translation>
    </message>
    <message>
        <source>Cannot print the standings</source>
        <translation>Impossible d’imprimer le classement</translation>
    </message>
    <message>
        <source>Printing the standings…</source>
        <translation>Impression du classement…</translation>
    </message>
    <message>
        <source>Printing cancelled: no PDF was written</source>
        <translation>Impression annulée : aucun PDF écrit</translation>
    </message>
    <message>
        <source>The standings were saved to %1, but no PDF viewer opened them.</source>
        <translation>Le classement a été enregistré dans %1, mais aucune visionneuse PDF ne l’a ouvert.</translation>
    </message>
    <message>
        <source>Cannot open the PDF</source>
        <translation>Impossible d’ouvrir le PDF</translation>
    </message>
</context>
<context>
    <name>StationDialog</name>
    <message>
        <source>This station</source>
        <translation>Ce poste</translation>
    </message>
    <message>
        <source>The other stations see this name on the tables it scores. Give the tables this station scores (such as 1-3, 5), or leave it empty to score every table.</source>
        <translation>Les autres postes voient ce nom sur les tables qu’il marque. Indiquez les tables que marque ce poste (comme 1-3, 5), ou laissez vide pour marquer toutes les tables.</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nom du poste</translation>
    </message>
    <message>
        <source>every table</source>
        <translation>toutes les tables</translation>
    </message>
    <message>
        <source>Tables this station scores</source>
        <translation>Tables marquées par ce poste</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>&amp;Tables :</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Not kept: %1</source>
        <translation>Non retenu : %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Statistics: %1</source>
        <translation>Statistiques : %1</translation>
    </message>
    <message>
        <source>%1 of event %2</source>
        <translation>%1 de l’événement %2</translation>
    </message>
    <message>
        <source>Club statistics</source>
        <translation>Statistiques du club</translation>
    </message>
    <message>
        <source>%1 played in none of these matches</source>
        <translation>%1 n’a joué aucune de ces parties</translation>
    </message>
    <message>
        <source>%1 played in none of these matches of %2</source>
        <translation>%1 n’a joué aucune de ces parties de %2</translation>
    </message>
    <message>
        <source>event %1 has no matches to count</source>
        <translation>l’événement %1 n’a aucune partie à compter</translation>
    </message>
    <message>
        <source>event %1 has no matches of %2 to count</source>
        <translation>l’événement %1 n’a aucune partie de %2 à compter</translation>
    </message>
    <message>
        <source>no matches to count</source>
        <translation>aucune partie à compter</translation>
    </message>
    <message>
        <source>no matches of %1 to count</source>
        <translation>aucune partie de %1 à compter</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <source>1 match of %2</source>
        <translation>1 partie de %2</translation>
    </message>
    <message>
        <source>%1 matches of %2</source>
        <translation>%1 parties de %2</translation>
    </message>
    <message>
        <source>, undated</source>
        <translation>, sans date</translation>
    </message>
    <message>
        <source>, on %1</source>
        <translation>, le %1</translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>, du %1 au %2</translation>
    </message>
    <message>
        <source>Stopped and scored (C7, D4, K4)</source>
        <translation>Arrêté et marqué (C7, D4, K4)</translation>
    </message>
    <message>
        <source>Stopped after a miss, biscuit kept: 0 (C7)</source>
        <translation>Arrêté après un raté, biscuit gardé : 0 (C7)</translation>
    </message>
    <message>
        <source>Stopped, bakery unfinished: 0 (E2)</source>
        <translation>Arrêté, bakery inachevée : 0 (E2)</translation>
    </message>
    <message>
        <source>Missed with no biscuit to risk: 0 (C9)</source>
        <translation>Raté sans biscuit à risquer : 0 (C9)</translation>
    </message>
    <message>
        <source>Biscuits lost: a miss after a risk (C8)</source>
        <translation>Biscuits perdus : un raté après un risque (C8)</translation>
    </message>
    <message>
        <source>Full rack: six dice racked (C9)</source>
        <translation>Rack plein : six dés au rack (C9)</translation>
    </message>
    <message>
        <source>Bakeries completed (E4)</source>
        <translation>Bakeries achevées (E4)</translation>
    </message>
    <message>
        <source>Bakery visits (E6)</source>
        <translation>Visites de bakery (E6)</translation>
    </message>
    <message>
        <source>Bust: 0 (D5, K3)</source>
        <translation>Échec : 0 (D5, K3)</translation>
    </message>
    <message>
        <source>Four twos: total back to 0 (D6)</source>
        <translation>Quatre 2 : total remis à 0 (D6)</translation>
    </message>
    <message>
        <source>Rack complete: 36 + carry (S3)</source>
        <translation>Rack complet : 36 + Carry (S3)</translation>
    </message>
    <message>
        <source>Carry spent: 6 x posted + leave (S3)</source>
        <translation>Carry épuisé : 6 x postés + Leave (S3)</translation>
    </message>
    <message>
        <source>Every die set aside (K4)</source>
        <translation>Tous les dés mis de côté (K4)</translation>
    </message>
    <message>
        <source>Played: matches played, in progress too. Won: finished matches won (a shared first place counts for each). Win %: of finished matches. Average and Best: final totals of finished matches (every game's own points: choose one game to compare like with like). Turns: finished turns. Last played: the day of the last match (its event's date, else the day it was played).</source>
        <translation>Jouées : parties jouées, y compris en cours. Gagnées : parties terminées gagnées (une première place partagée compte pour chacun). % victoires : sur les parties terminées. Moyenne et Record : totaux finaux des parties terminées (chaque jeu a ses propres points : choisissez un jeu pour comparer ce qui est comparable). Tours : tours terminés. Dernière partie : le jour de la dernière partie (la date de son événement, sinon le jour où elle a été jouée).</translation>
    </message>
    <message>
        <source>Win rate by seat position at tables of %1 (%): 1/%1 expected by chance</source>
        <translation>Victoires selon la place, tables de %1 (%) : 1/%1 par hasard</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>Highest turn score, %1</source>
        <translation>Meilleur tour, %1</translation>
    </message>
    <message>
        <source>Longest match</source>
        <translation>Partie la plus longue</translation>
    </message>
    <message>
        <source>%1 turns</source>
        <translation>%1 tours</translation>
    </message>
    <message>
        <source>Best final total</source>
        <translation>Meilleur total final</translation>
    </message>
    <message>
        <source>Most bakeries completed (E4)</source>
        <translation>Le plus de bakeries achevées (E4)</translation>
    </message>
    <message>
        <source>Decisions: choices made (throw on, stop, keep...). Average loss: the points a decision gave away against the best play (exact turn values, as bakehouse analyse gives them), per decision; equally good actions are no loss. Clear mistakes: decisions that gave away more than %1 points. Luck: each throw's value after it minus the value before it, added up (0 is average luck).</source>
        <translation>Décisions : choix faits (relancer, s’arrêter, garder...). Perte moyenne : les points qu’une décision a perdus face au meilleur coup (valeurs exactes des tours, comme les donne bakehouse analyse), par décision ; des actions aussi bonnes ne perdent rien. Erreurs nettes : décisions qui ont perdu plus de %1 points. Chance : la valeur après chaque lancer moins la valeur d’avant, additionnées (0 est une chance moyenne).</translation>
    </message>
    <message>
        <source>Matches analysed</source>
        <translation>Parties analysées</translation>
    </message>
    <message>
        <source>Left out: results or paper games without their throws</source>
        <translation>Laissées de côté : résultats ou parties sur papier sans leurs lancers</translation>
    </message>
    <message>
        <source>Left out: games not analysed yet</source>
        <translation>Laissées de côté : jeux pas encore analysés</translation>
    </message>
    <message>
        <source>Left out: records the analysis refused</source>
        <translation>Laissées de côté : fiches refusées par l’analyse</translation>
    </message>
    <message>
        <source>Average loss per decision (points; lower is better)</source>
        <translation>Perte moyenne par décision (points ; plus bas est meilleur)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Perte moyenne</translation>
    </message>
    <message>
        <source>Clear mistakes</source>
        <translation>Erreurs nettes</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Each player's decisions and luck</source>
        <translation>Décisions et chance de chaque joueur</translation>
    </message>
    <message>
        <source>Skill and luck</source>
        <translation>Talent et chance</translation>
    </message>
    <message>
        <source>No match with its throws stored of a game analysed yet.</source>
        <translation>Aucune partie d’un jeu analysé avec ses lancers enregistrés pour l’instant.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% victoires</translation>
    </message>
    <message>
        <source>, round %1, table %2</source>
        <translation>, manche %1, table %2</translation>
    </message>
    <message>
        <source>level</source>
        <translation>à égalité</translation>
    </message>
    <message>
        <source>by 1 point</source>
        <translation>de 1 point</translation>
    </message>
    <message>
        <source>by %1 points</source>
        <translation>de %1 points</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4: %5 (%6)</source>
        <translation>%1 %2, %3 %4 : %5 (%6)</translation>
    </message>
    <message>
        <source>%1 %2 (%3 to %4, %5)</source>
        <translation>%1 %2 (de %3 à %4, %5)</translation>
    </message>
    <message>
        <source>%1 in %2 rounds</source>
        <translation>%1 en %2 manches</translation>
    </message>
    <message>
        <source>Tables played</source>
        <translation>Tables jouées</translation>
    </message>
    <message>
        <source>The closest game</source>
        <translation>La partie la plus serrée</translation>
    </message>
    <message>
        <source>The biggest win</source>
        <translation>La plus large victoire</translation>
    </message>
    <message>
        <source>With final scores</source>
        <translation>Avec scores finaux</translation>
    </message>
    <message>
        <source>The largest rating move</source>
        <translation>Le plus grand mouvement de cote</translation>
    </message>
    <message>
        <source>The evening in numbers</source>
        <translation>La soirée en chiffres</translation>
    </message>
    <message>
        <source>%1 and %2 never played at one table here.</source>
        <translation>%1 et %2 n’ont jamais joué à une même table ici.</translation>
    </message>
    <message>
        <source>Tables together</source>
        <translation>Tables ensemble</translation>
    </message>
    <message>
        <source>%1 placed ahead</source>
        <translation>%1 classé devant</translation>
    </message>
    <message>
        <source>Level (a shared place)</source>
        <translation>À égalité (place partagée)</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Last met</source>
        <translation>Dernière rencontre</translation>
    </message>
    <message>
        <source>Head to head: %1</source>
        <translation>Face-à-face : %1</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Uncertainty (σ)</source>
        <translation>Incertitude (σ)</translation>
    </message>
    <message>
        <source>Rated tables</source>
        <translation>Tables cotées</translation>
    </message>
    <message>
        <source>Ratings at %1</source>
        <translation>Cotes à %1</translation>
    </message>
    <message>
        <source>Rating: mu - 3 sigma, the rating shown everywhere (it starts at 0 and grows as the results tell more); at an event, before its first table and after its last.</source>
        <translation>Cote : mu - 3 sigma, la cote affichée partout (elle part de 0 et croît à mesure que les résultats en disent plus) ; pour un événement, avant sa première table et après sa dernière.</translation>
    </message>
    <message>
        <source>%1 of %2 tables have final scores</source>
        <translation>%1 tables sur %2 ont des scores finaux</translation>
    </message>
    <message>
        <source>%1: final scores, how often each was reached</source>
        <translation>%1 : scores finaux, combien de fois chacun a été atteint</translation>
    </message>
    <message>
        <source>final score</source>
        <translation>score final</translation>
    </message>
    <message>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Comptés</translation>
    </message>
    <message>
        <source>No table with final scores yet.</source>
        <translation>Aucune table avec des scores finaux pour l’instant.</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>%1 gagnées</translation>
    </message>
    <message>
        <source>%1 without a win</source>
        <translation>%1 sans victoire</translation>
    </message>
    <message>
        <source>Best and worst game, streaks</source>
        <translation>Meilleure et pire partie, séries</translation>
    </message>
    <message>
        <source>Best and worst game</source>
        <translation>Meilleure et pire partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Pire</translation>
    </message>
    <message>
        <source>Best, Worst, Average: the player's final scores at that game, over the tables with scores.</source>
        <translation>Meilleur, Pire, Moyenne : les scores finaux du joueur à ce jeu, sur les tables avec des scores.</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Séries</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Plus de victoires d’affilée</translation>
    </message>
    <message>
        <source>Most tables without a win</source>
        <translation>Plus de tables sans victoire</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>In the order the tables were played; a shared first place is a win.</source>
        <translation>Dans l’ordre où les tables ont été jouées ; une première place partagée est une victoire.</translation>
    </message>
    <message>
        <source>No finished table yet.</source>
        <translation>Aucune table terminée pour l’instant.</translation>
    </message>
    <message>
        <source>Rating by date (mu - 3 sigma, after each day's last table)</source>
        <translation>Cote par date (mu - 3 sigma, après la dernière table de chaque jour)</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>cote</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie jouée</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Taux de victoire (%)</translation>
    </message>
    <message>
        <source>Each player</source>
        <translation>Chaque joueur</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>Who finished ahead of whom</source>
        <translation>Qui a fini devant qui</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <source>First ahead</source>
        <translation>Premier devant</translation>
    </message>
    <message>
        <source>Second ahead</source>
        <translation>Second devant</translation>
    </message>
    <message>
        <source>Met: matches at one table. First ahead / Second ahead: finished matches the first (second) named player placed ahead of the other; equal places count for neither.</source>
        <translation>Rencontres : parties à une même table. Premier devant / Second devant : parties terminées où le premier (second) joueur nommé a fini devant l’autre ; les places égales ne comptent pour personne.</translation>
    </message>
    <message>
        <source>throw by throw: %1 of %2 tables</source>
        <translation>lancer par lancer : %1 tables sur %2</translation>
    </message>
    <message>
        <source>Counted throw by throw</source>
        <translation>Comptées lancer par lancer</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Place moyenne</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Place 1, 2, ...: finished games ended in that place (a shared place counts for each). Placement points: the event's points for each place, over event tables.</source>
        <translation>Place 1, 2, ... : parties terminées à cette place (une place partagée compte pour chacun). Points de place : les points de l’événement pour chaque place, sur ses tables.</translation>
    </message>
    <message>
        <source>Placement points</source>
        <translation>Points de place</translation>
    </message>
    <message>
        <source>%1 of %2 tables</source>
        <translation>%1 tables sur %2</translation>
    </message>
    <message>
        <source>No table played throw by throw: who started is known only from the roll-off.</source>
        <translation>Aucune table jouée lancer par lancer : qui a commencé n’est connu que par le tirage au sort.</translation>
    </message>
    <message>
        <source>Nobody has met anybody yet.</source>
        <translation>Personne n’a encore rencontré personne.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 players, most decisions first</source>
        <translation>%1 : %2 joueurs sur %3, ceux qui ont le plus décidé d’abord</translation>
    </message>
    <message>
        <source>%1: %2 of %3 players, most games first</source>
        <translation>%1 : %2 joueurs sur %3, ceux qui ont le plus joué d’abord</translation>
    </message>
    <message>
        <source>Place %1 or lower</source>
        <translation>Place %1 ou au-delà</translation>
    </message>
    <message>
        <source>No finished turn yet.</source>
        <translation>Aucun tour terminé pour l’instant.</translation>
    </message>
    <message>
        <source>turn score</source>
        <translation>points du tour</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>%1: how often each turn score was made</source>
        <translation>%1 : combien de fois chaque score de tour a été fait</translation>
    </message>
    <message>
        <source>Turn scores</source>
        <translation>Scores des tours</translation>
    </message>
    <message>
        <source>How often each turn score was made</source>
        <translation>Combien de fois chaque score de tour a été fait</translation>
    </message>
    <message>
        <source>Misses (%1)</source>
        <translation>Ratés (%1)</translation>
    </message>
    <message>
        <source>Busts (%1)</source>
        <translation>Échecs (%1)</translation>
    </message>
    <message>
        <source>Biscuits risked</source>
        <translation>Biscuits risqués</translation>
    </message>
    <message>
        <source>Turn scores from paper pads (result only)</source>
        <translation>Scores des tours d’après les feuilles papier (résultat seul)</translation>
    </message>
    <message>
        <source>Needs every throw</source>
        <translation>Demande chaque lancer</translation>
    </message>
    <message>
        <source>how turns ended, misses, busts, bakeries, biscuits risked, the yeast: paper pads have no throws</source>
        <translation>fin des tours, ratés, échecs, bakeries, biscuits risqués, le yeast : les feuilles papier n’ont pas de lancers</translation>
    </message>
    <message>
        <source>turn scores, misses, busts, bakeries, records (from record files: report stats FILE)</source>
        <translation>scores des tours, ratés, échecs, bakeries, records (depuis les fiches : report stats FICHIER)</translation>
    </message>
    <message>
        <source>Yeast luck (mean face, 3.5 expected)</source>
        <translation>Chance au yeast (face moyenne, 3,5 attendu)</translation>
    </message>
    <message>
        <source>%1 over %2 throws</source>
        <translation>%1 sur %2 lancers</translation>
    </message>
    <message>
        <source>Turns by how they ended</source>
        <translation>Tours selon leur fin</translation>
    </message>
    <message>
        <source>Biscuits and yeast</source>
        <translation>Biscuits et yeast</translation>
    </message>
    <message>
        <source>Yeast luck</source>
        <translation>Chance au yeast</translation>
    </message>
    <message>
        <source>Mean yeast face by player (3.5 expected)</source>
        <translation>Face moyenne du yeast par joueur (3,5 attendu)</translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminées</translation>
    </message>
    <message>
        <source>Games by ruleset</source>
        <translation>Parties par jeu</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Roll-off order</source>
        <translation>Ordre du tirage au dé</translation>
    </message>
    <message>
        <source>Win rate by turn order, 1 = the roll-off's winner (%)</source>
        <translation>Taux de victoire selon l’ordre de jeu, 1 = vainqueur du tirage au dé (%)</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>No records yet: no finished turn.</source>
        <translation>Aucun record pour l’instant : aucun tour terminé.</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Cotes</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Historique de la cote</translation>
    </message>
    <message>
        <source>Meetings</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <source>Who shared a table with whom</source>
        <translation>Qui a partagé une table avec qui</translation>
    </message>
    <message>
        <source>lost biscuit</source>
        <translation>biscuit perdu</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>raté</translation>
    </message>
    <message>
        <source>stop after a miss</source>
        <translation>arrêt après un raté</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>four twos</source>
        <translation>quatre deux</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Opening the statistics…</source>
        <translation>Ouverture des statistiques…</translation>
    </message>
</context>
<context>
    <name>TableSession</name>
    <message>
        <source>roll-off throw</source>
        <translation>lancer du tirage au dé</translation>
    </message>
    <message>
        <source>this record has no dice seed to go on with: further throws come from new dice, and the saved record will carry no dice to verify</source>
        <translation>cette fiche n’a pas de graine de dés pour continuer : les lancers suivants viennent de nouveaux dés, et la fiche enregistrée n’aura pas de dés à vérifier</translation>
    </message>
    <message>
        <source>the dice of this record do not match its commitment: it cannot be verified, and the saved record will carry no dice</source>
        <translation>les dés de cette fiche ne correspondent pas à son engagement : elle ne peut pas être vérifiée, et la fiche enregistrée n’aura pas de dés</translation>
    </message>
    <message>
        <source>no game is on the table: start a new game or open a record</source>
        <translation>aucune partie sur la table : commencez une nouvelle partie ou ouvrez une fiche</translation>
    </message>
    <message>
        <source>the roll-off decides who starts first</source>
        <translation>le tirage au dé décide qui commence</translation>
    </message>
    <message>
        <source>the roll-off is over</source>
        <translation>le tirage au dé est fini</translation>
    </message>
    <message>
        <source>no move to undo</source>
        <translation>aucun coup à annuler</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>rien à rétablir</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Scorepad</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>The scores are written here once the game starts.</source>
        <translation>Les scores s’inscrivent ici dès que la partie commence.</translation>
    </message>
    <message>
        <source>No game on the table.
Start a new game, or open a match record to go on with it.</source>
        <translation>Aucune partie sur la table.
Commencez une nouvelle partie, ou ouvrez une fiche de partie pour la continuer.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Open record…</source>
        <translation>Ouvrir une fiche…</translation>
    </message>
    <message>
        <source>Dice commitment  %1…</source>
        <translation>Engagement des dés  %1…</translation>
    </message>
    <message>
        <source>Provably fair dice (%1). SHA-256 of the secret seed:
%2</source>
        <translation>Dés équitables et vérifiables (%1). SHA-256 de la graine secrète :
%2</translation>
    </message>
    <message>
        <source>Dice: test source (not provably fair)</source>
        <translation>Dés : source de test (non vérifiable)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Each throw typed in</source>
        <translation>Chaque lancer tapé</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Dés réels</translation>
    </message>
    <message>
        <source>App dice</source>
        <translation>Dés de l’appli</translation>
    </message>
    <message>
        <source>Each throw is typed in as the real dice show it</source>
        <translation>Chaque lancer est tapé tel que le montrent les dés réels</translation>
    </message>
    <message>
        <source>The app throws provably fair dice</source>
        <translation>L’appli lance des dés équitables et vérifiables</translation>
    </message>
    <message>
        <source>⚠ The dice of this record do not verify</source>
        <translation>⚠ Les dés de cette fiche ne se vérifient pas</translation>
    </message>
    <message>
        <source>Welcome to the bakehouse</source>
        <translation>Bienvenue au fournil</translation>
    </message>
    <message>
        <source>Ctrl+N new game · Ctrl+O open a record</source>
        <translation>Ctrl+N nouvelle partie · Ctrl+O ouvrir une fiche</translation>
    </message>
    <message>
        <source>Who plays first?</source>
        <translation>Qui joue en premier ?</translation>
    </message>
    <message>
        <source>Space throws · each throw is saved as it is made</source>
        <translation>Espace lance · chaque lancer est enregistré aussitôt</translation>
    </message>
    <message>
        <source>Space throws · Ctrl+S saves</source>
        <translation>Espace lance · Ctrl+S enregistre</translation>
    </message>
    <message>
        <source>%1 (a bot plays this turn)</source>
        <translation>%1 (un bot joue ce tour)</translation>
    </message>
    <message>
        <source>%1 share first place!</source>
        <translation>%1 se partagent la première place !</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gagne la partie !</translation>
    </message>
    <message>
        <source>Rounds won: %1</source>
        <translation>Manches gagnées : %1</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Totaux : %1</translation>
    </message>
    <message>
        <source>%1 is a bot: it plays its own turn</source>
        <translation>%1 est un bot : il joue son tour lui-même</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Quelque chose s’est mal passé</translation>
    </message>
    <message>
        <source>This was not done: %1</source>
        <translation>Cela n’a pas été fait : %1</translation>
    </message>
</context>
<context>
    <name>TablesPage</name>
    <message>
        <source>Table %1 is being scored</source>
        <translation>La table %1 est en cours de saisie</translation>
    </message>
    <message>
        <source>Table %1 is being scored as match %2. Count this result instead and close that match as superseded?</source>
        <translation>La table %1 est en cours de saisie (partie %2). Compter ce résultat à la place et clore cette partie comme remplacée ?</translation>
    </message>
    <message>
        <source>Nothing entered: the match at this table goes on.</source>
        <translation>Rien n’a été saisi : la partie de cette table continue.</translation>
    </message>
    <message>
        <source>Event and round</source>
        <translation>Événement et manche</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>&amp;Enter result...</source>
        <translation>&amp;Saisir le résultat...</translation>
    </message>
    <message>
        <source>Enter the chosen table's result</source>
        <translation>Saisir le résultat de la table choisie</translation>
    </message>
    <message>
        <source>&amp;Correct result...</source>
        <translation>&amp;Corriger le résultat...</translation>
    </message>
    <message>
        <source>Correct the chosen table's result</source>
        <translation>Corriger le résultat de la table choisie</translation>
    </message>
    <message>
        <source>&amp;Score this table...</source>
        <translation>&amp;Marquer cette table...</translation>
    </message>
    <message>
        <source>Score the chosen table at this station</source>
        <translation>Marquer la table choisie à ce poste</translation>
    </message>
    <message>
        <source>S&amp;tation...</source>
        <translation>P&amp;oste...</translation>
    </message>
    <message>
        <source>This station's name and tables</source>
        <translation>Nom et tables de ce poste</translation>
    </message>
    <message>
        <source>Re&amp;view match...</source>
        <translation>Ana&amp;lyser la partie...</translation>
    </message>
    <message>
        <source>Review the chosen table's finished match</source>
        <translation>Analyser la partie terminée de la table choisie</translation>
    </message>
    <message>
        <source>Each decision against the best play, and each throw's luck</source>
        <translation>Chaque décision face au meilleur coup, et la chance de chaque lancer</translation>
    </message>
    <message>
        <source>This station</source>
        <translation>Ce poste</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Enter the chosen table's game from its paper pad</source>
        <translation>Saisir la partie de la table choisie depuis sa feuille papier</translation>
    </message>
    <message>
        <source>Station %1 · every table</source>
        <translation>Poste %1 · toutes les tables</translation>
    </message>
    <message>
        <source>Station %1 · tables %2</source>
        <translation>Poste %1 · tables %2</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Opening the club database…</source>
        <translation>Ouverture de la base du club…</translation>
    </message>
    <message>
        <source>No event chosen: choose one on the Events page</source>
        <translation>Aucun événement choisi : choisissez-en un sur la page Événements</translation>
    </message>
    <message>
        <source>%1: no round published yet</source>
        <translation>%1 : aucune manche publiée pour l’instant</translation>
    </message>
    <message>
        <source>%1 - %2: %3 of %4 tables finished</source>
        <translation>%1 - %2 : %3 tables terminées sur %4</translation>
    </message>
    <message>
        <source>&amp;Watch this table...</source>
        <translation>&amp;Observer cette table...</translation>
    </message>
    <message>
        <source>Watch the chosen table at this station</source>
        <translation>Observer la table choisie à ce poste</translation>
    </message>
    <message>
        <source>Choose a table first</source>
        <translation>Choisissez d’abord une table</translation>
    </message>
    <message>
        <source>This table has a result: Correct result changes it</source>
        <translation>Cette table a un résultat : Corriger le résultat le modifie</translation>
    </message>
    <message>
        <source>This table has no result yet: Enter result</source>
        <translation>Cette table n’a pas encore de résultat : Saisir le résultat</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Corrigé</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Enregistré</translation>
    </message>
    <message>
        <source>%1 final table %2</source>
        <translation>%1 : table %2 de la finale</translation>
    </message>
    <message>
        <source>%1 semi-final table %2</source>
        <translation>%1 : table %2 des demi-finales</translation>
    </message>
    <message>
        <source>%1 table %2 of round %3</source>
        <translation>%1 table %2 de la manche %3</translation>
    </message>
    <message>
        <source>Correct the result of table %1</source>
        <translation>Corriger le résultat de la table %1</translation>
    </message>
    <message>
        <source>Result of table %1</source>
        <translation>Résultat de la table %1</translation>
    </message>
    <message>
        <source>This table's result was entered from paper: there is no match to score</source>
        <translation>Le résultat de cette table a été saisi depuis le papier : il n’y a pas de partie à marquer</translation>
    </message>
    <message>
        <source>Another station scores this table, and its match has not started yet</source>
        <translation>Un autre poste marque cette table, et sa partie n’a pas encore commencé</translation>
    </message>
    <message>
        <source>Score table %1</source>
        <translation>Marquer la table %1</translation>
    </message>
    <message>
        <source>Table %1 is %2: watching it here</source>
        <translation>La table %1 est %2 : observée ici</translation>
    </message>
    <message>
        <source>Watching final table %1</source>
        <translation>Table %1 de la finale observée</translation>
    </message>
    <message>
        <source>Watching semi-final table %1</source>
        <translation>Table %1 des demi-finales observée</translation>
    </message>
    <message>
        <source>Watching table %1 of round %2</source>
        <translation>Observation de la table %1 de la manche %2</translation>
    </message>
    <message>
        <source>Scoring final table %1</source>
        <translation>Table %1 de la finale en cours de marque</translation>
    </message>
    <message>
        <source>Scoring semi-final table %1</source>
        <translation>Table %1 des demi-finales en cours de marque</translation>
    </message>
    <message>
        <source>Scoring table %1 of round %2</source>
        <translation>Marque de la table %1 de la manche %2</translation>
    </message>
    <message>
        <source>Choose a finished table whose match was scored in the app</source>
        <translation>Choisissez une table terminée dont la partie a été marquée dans l’appli</translation>
    </message>
    <message>
        <source>Busy: try again when the work under way is done</source>
        <translation>Occupé : réessayez quand le travail en cours sera fini</translation>
    </message>
</context>
<context>
    <name>TieBreakList</name>
    <message>
        <source>Tie-breakers, in the order they count</source>
        <translation>Départages, dans l’ordre où ils comptent</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move the tie-breaker up</source>
        <translation>Monter le départage</translation>
    </message>
    <message>
        <source>Move the chosen tie-breaker up (Ctrl+Up)</source>
        <translation>Monter le départage choisi (Ctrl+Haut)</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move the tie-breaker down</source>
        <translation>Descendre le départage</translation>
    </message>
    <message>
        <source>Move the chosen tie-breaker down (Ctrl+Down)</source>
        <translation>Descendre le départage choisi (Ctrl+Bas)</translation>
    </message>
</context>
<context>
    <name>UndoRedoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Undo (the throw stands)</source>
        <translation>&amp;Annuler (le lancer reste)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
</context>
<context>
    <name>_EveningPage</name>
    <message>
        <source>The evening</source>
        <translation>La soirée</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event name</source>
        <translation>Nom de l’événement</translation>
    </message>
    <message>
        <source>Club night %1</source>
        <translation>Soirée de club %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Game options</source>
        <translation>Options du jeu</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>by table size: %1 at two players, %2 at three, %3 at four or more</source>
        <translation>selon la table : %1 à deux joueurs, %2 à trois, %3 à quatre ou plus</translation>
    </message>
</context>
<context>
    <name>_Ink</name>
    <message>
        <source>extra</source>
        <translation>extra</translation>
    </message>
    <message>
        <source>last</source>
        <translation>dernier</translation>
    </message>
</context>
<context>
    <name>_PanelPage</name>
    <message>
        <source>No club database is open: File &gt; Open… or File &gt; New club database…</source>
        <translation>Aucune base du club ouverte : Fichier &gt; Ouvrir… ou Fichier &gt; Nouvelle base du club…</translation>
    </message>
    <message>
        <source>No database</source>
        <translation>Aucune base</translation>
    </message>
    <message>
        <source>Opening the page…</source>
        <translation>Ouverture de la page…</translation>
    </message>
    <message>
        <source>Reading the club database…</source>
        <translation>Lecture de la base du club…</translation>
    </message>
</context>
<context>
    <name>_RoundsPage</name>
    <message>
        <source>The rounds</source>
        <translation>Les manches</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formule</translation>
    </message>
    <message>
        <source>Mixer (meet new people each round)</source>
        <translation>Brassage (de nouvelles têtes à chaque manche)</translation>
    </message>
    <message>
        <source>Swiss (like meets like)</source>
        <translation>Suisse (niveau contre niveau)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Toutes rondes</translation>
    </message>
    <message>
        <source>Progressive (winners move up)</source>
        <translation>Progressif (les gagnants montent)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>Taille des tables</translation>
    </message>
    <message>
        <source>Smallest table</source>
        <translation>Plus petite table</translation>
    </message>
    <message>
        <source>Largest table</source>
        <translation>Plus grande table</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Formule</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Manches</translation>
    </message>
    <message>
        <source>&amp;Table size</source>
        <translation>&amp;Taille des tables</translation>
    </message>
    <message>
        <source>Tables from</source>
        <translation>Tables de</translation>
    </message>
    <message>
        <source>Tables up to</source>
        <translation>Tables jusqu’à</translation>
    </message>
    <message>
        <source>&amp;More...</source>
        <translation>&amp;Plus...</translation>
    </message>
    <message>
        <source>More settings</source>
        <translation>Plus de réglages</translation>
    </message>
    <message>
        <source>default: 3,2,1,0 at a table of 4</source>
        <translation>par défaut : 3,2,1,0 à une table de 4</translation>
    </message>
    <message>
        <source>Placement points</source>
        <translation>Points de place</translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation>Points pour un exempt</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Soirée de club</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>League season</source>
        <translation>Saison de ligue</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Ligue</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>&amp;Placement points</source>
        <translation>&amp;Points de place</translation>
    </message>
    <message>
        <source>&amp;Bye points</source>
        <translation>Points d’e&amp;xempt</translation>
    </message>
    <message>
        <source>Tie-&amp;breakers</source>
        <translation>&amp;Départages</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>T&amp;ype</translation>
    </message>
    <message>
        <source>A night of &amp;league</source>
        <translation>Une soirée de &amp;ligue</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s : %(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>ces arguments sont requis : %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments non reconnus : %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix invalide : %(value)r (parmi %(choices)s)</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>un argument attendu</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>au plus un argument attendu</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>au moins un argument attendu</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>%s argument attendu</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>%s arguments attendus</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valeur %(type)s invalide : %(value)r</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>non permis avec l’argument %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argument explicite %r ignoré</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>l’un des arguments %s est requis</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë : %(option)s pourrait être %(matches)s</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>commande inconnue %(parser_name)r (possibles : %(choices)s)</translation>
    </message>
    <message>
        <source>can't open '%(filename)s': %(error)s</source>
        <translation>impossible d’ouvrir '%(filename)s' : %(error)s</translation>
    </message>
</context>
<context>
    <name>die</name>
    <message>
        <source>the yeast showing %1</source>
        <translation>le yeast montrant %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Key %1</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>un %1</translation>
    </message>
</context>
<context>
    <name>events</name>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>clos</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>brouillon</translation>
    </message>
    <message>
        <source>+ final</source>
        <translation>+ finale</translation>
    </message>
    <message>
        <source>(left from round %1)</source>
        <translation>(parti dès la manche %1)</translation>
    </message>
    <message>
        <source>(checked in)</source>
        <translation>(inscrit)</translation>
    </message>
    <message>
        <source>who plays first?</source>
        <translation>qui joue en premier ?</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>à %1 de jouer</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>roll-off</source>
        <translation>tirage au dé</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>finished (paper)</source>
        <translation>terminée (papier)</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>Scored at station %1</source>
        <translation>Marquée au poste %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>(from paper: result only)</source>
        <translation>(depuis le papier : résultat seul)</translation>
    </message>
    <message>
        <source>(match %1)</source>
        <translation>(partie %1)</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
</context>
</TS>
