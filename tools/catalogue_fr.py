"""The app's French words: each English source of resources/i18n/bakehouse_de.ts and its French
(tools/fill_catalogue.py writes them into resources/i18n/bakehouse_fr.ts).

The games' own words stay as the rules name them (docs/translating.md): rack, bank, yeast, biscuit,
loaf, bakery, Post, Carry, Leave, Rack, Key, Base, Key Sandwich, Full Split ...; a ruling id (C7,
E4) stays as it is.  ``FR_IN`` holds the few sources one context words otherwise.
"""

from __future__ import annotations

FR: dict[str, str] = {}

# About, Banner, ChartView, Charts, CheckInPanel
FR.update({
    "unknown (not installed)": "inconnue (non installé)",
    "Version": "Version",
    "Licence": "Licence",
    "Qt for Python (PySide6) is used under the LGPL-3.0": "Qt for Python (PySide6) est utilisé sous la licence LGPL-3.0",
    "Settings": "Réglages",
    "Data folder": "Dossier des données",
    "Saved games": "Parties enregistrées",
    "the match records (.json) you save, wherever you save them": "les fiches de partie (.json) que vous enregistrez, où que vous les enregistriez",
    "Club nights, tournaments and leagues for dice games: Classic and Entrepreneurial Damn Straight, Six By 6, Dire Straights and SB. Every throw comes from provably fair dice and every game is kept as a match record anyone can replay and check (%1).":
        "Soirées de club, tournois et ligues de jeux de dés : Classic et Entrepreneurial Damn Straight, Six By 6, Dire Straights et SB. Chaque lancer vient de dés équitables et vérifiables, et chaque partie est conservée dans une fiche de partie que chacun peut rejouer et vérifier (%1).",
    "Review this match": "Analyser cette partie",
    "Each decision against the best play, and each throw's luck": "Chaque décision face au meilleur coup, et la chance de chaque lancer",
    "New game": "Nouvelle partie",
    "Save chart as PNG…": "Enregistrer le graphique en PNG…",
    "Chart: %1": "Graphique : %1",
    "Value under the pointer in the chart %1": "Valeur sous le pointeur dans le graphique %1",
    "Save as PNG…": "Enregistrer en PNG…",
    "Save the chart %1 as PNG": "Enregistrer le graphique %1 en PNG",
    "1 game": "1 partie",
    "%1 games": "%1 parties",
    "turn score": "points du tour",
    "%1: %2 at step %3": "%1 : %2 à l’étape %3",
    "rating step": "étape de la cote",
    "%1 and %2: %3 match together": "%1 et %2 : %3 partie ensemble",
    "%1 and %2: %3 matches together": "%1 et %2 : %3 parties ensemble",
    "the chart could not be drawn as PNG": "le graphique n’a pas pu être dessiné en PNG",
    "Table: %1": "Tableau : %1",
    "Nothing to show here yet.": "Rien à afficher pour l’instant.",
    "expected %1": "attendu %1",
    "%1 (bars of %2 points; 0 has its own)": "%1 (barres de %2 points ; 0 a la sienne)",
    "%1 (bars of %2 points)": "%1 (barres de %2 points)",
    "%1 to %2": "%1 à %2",
    "Type a name, Enter checks in": "Tapez un nom, Entrée l’inscrit",
    "Check in": "Inscrire",
    "Checked in": "Inscrits",
    "Add a guest": "Ajouter un invité",
    "Members": "Membres",
    "&Undo check-in": "Annu&ler l’inscription",
    "Takes back the last check-in (Ctrl+Z)": "Annule la dernière inscription (Ctrl+Z)",
    "Undo check-in": "Annuler l’inscription",
    "&Leaves": "&Part",
    "The chosen player leaves: not seated from the next round; results stay": "Le joueur choisi part : plus placé dès la manche suivante ; ses résultats restent",
    "Drop the chosen player": "Retirer le joueur choisi",
    "Substitute's name": "Remplaçant",
    "&Substitute": "&Remplacer",
    "The substitute takes the chosen player's seat in the current round": "Le remplaçant prend la place du joueur choisi dans la manche en cours",
    "Substitute the chosen player": "Remplacer le joueur choisi",
    "%1 checked in": "inscrits : %1",  # a count ("inscrits : 8") and a name (events_page.py)
    "Add %1 as a guest (Enter)": "Ajouter %1 comme invité (Entrée)",
    "%1 is checked in already": "%1 est déjà inscrit",
    "%1 checked in: seated from round %2": "%1 inscrit : placé dès la manche %2",
    "No check-in to take back": "Aucune inscription à annuler",
    "Check-in of %1 taken back": "Inscription de %1 annulée",
    "Choose a player in the list first": "Choisissez d’abord un joueur dans la liste",
    "%1 leaves: not seated from round %2 on; results so far stay": "%1 part : plus placé dès la manche %2 ; ses résultats restent",
    "Type the substitute's name first": "Tapez d’abord le nom du remplaçant",
    "%1 takes %2's seat in round %3": "%1 prend la place de %2 dans la manche %3",
})

# ClassicPanel
FR.update({
    "Throw": "Lancer",
    "Rack": "Rack",
    "Bank": "Bank",
    "Out of the box": "Hors de la boîte",
    "Previous turn": "Tour précédent",
    "Throw the dice (Space or T)": "Lancer les dés (Espace ou T)",
    "Rack the die the straight needs (its digit key; from the throw, else the bank)": "Mettre au rack le dé qu’attend la suite (sa touche chiffre ; du lancer, sinon de la bank)",
    "Bank a thrown die (Shift+digit, or Shift+click the die)": "Mettre un dé lancé en bank (Maj+chiffre, ou Maj+clic sur le dé)",
    "Swap yeast": "Échanger le yeast",
    "Swap the yeast into the bank for the plain die it matches (W, C6)": "Échanger le yeast contre le dé ordinaire de même valeur en bank (W, C6)",
    "Risk biscuit": "Risquer",  # the button: the table row at 1024 wide (tooltip and menu say the biscuit)
    "Risk the biscuit and throw again (R, C8)": "Risquer le biscuit et relancer (R, C8)",
    "Stop": "Stop",
    "End the turn and score the rack (S, C7)": "Finir le tour et marquer le rack (S, C7)",
    "Out": "Sorti",
    "A thrown die left the box: it is out for the turn (box rules, C14)": "Un dé lancé est sorti de la boîte : il est hors jeu pour ce tour (règle de la boîte, C14)",
    "no %1": "pas de %1",
    "%1: click to rack": "%1 : cliquer pour le mettre au rack",
    "%1: click to bank": "%1 : cliquer pour le mettre en bank",
    "Swapped out of the bank: waits for the next throw (C6)": "Échangé hors de la bank : attend le prochain lancer (C6)",
    "the game is over": "la partie est finie",
    "no die left to throw": "plus aucun dé à lancer",
    "%1 die to throw": "%1 dé à lancer",
    "%1 dice to throw": "%1 dés à lancer",
    "%1 to throw again": "%1 à relancer",
    "%1: racked": "%1 : au rack",
    "worth %1": "vaut %1",
    "needs a %1": "il faut un %1",
    "%1: click to swap the yeast in": "%1 : cliquer pour y échanger le yeast",
    "empty": "vide",
    "the %1 is banked: a safe throw": "le %1 est en bank : un lancer sans risque",
    "none": "aucun",
    "Throw %1": "Lancer %1",
    "Rack %1": "Rack %1",
    "Bank %1": "Bank %1",
    "Out of the box: %1": "Hors de la boîte : %1",
    "Swap yeast %1": "Échanger le yeast %1",
    "Stop  %1": "Stop  %1",
    "Stop for 0": "Stop pour 0",
    "The game is over": "La partie est finie",
    "%1 wins the game": "%1 gagne la partie",
    "biscuit %1": "biscuit %1",
    "no biscuit": "pas de biscuit",
    "%1 at risk": "%1 en jeu",
    "rack needs a %1": "le rack attend un %1",
    "%1 to throw": "à %1 de lancer",
    "%1 missed (no %2)": "%1 a raté (pas de %2)",
    "risk %1 and throw again, or stop for nothing": "risquer %1 et relancer, ou s’arrêter pour rien",
    "%1 risked %2": "%1 a risqué %2",
    "throw again: a miss loses it": "relancer : un raté le fait perdre",
    "%1 to play": "à %1 de jouer",
    "rack full": "rack plein",
    "stop would score %1": "s’arrêter marquerait %1",
    "12 + 1, a baker's dozen": "12 + 1, un baker’s dozen",
    "%1 scored %2 with all six dice": "%1 a marqué %2 avec les six dés",
    "%1 scored %2": "%1 a marqué %2",
    "%1 missed after risking: the biscuit's %2 points are lost": "%1 a raté après avoir risqué : les %2 points du biscuit sont perdus",
    "%1 missed (%2): no score": "%1 a raté (%2) : aucun point",
    "%1 wins round %2!": "%1 gagne la manche %2 !",
    "PREVIOUS TURN · %1": "TOUR PRÉCÉDENT · %1",
    "Round %1  ·  first to %2 rounds  ·  won: %3": "Manche %1  ·  en %2 manches gagnantes  ·  gagnées : %3",
    "Space throw · 1–6 rack · Shift+1–6 bank · Alt+1–6 rack from the bank · W swap yeast · R risk · S stop · Ctrl+Z undo  ·  click a die: rack it, else bank it · Shift+click: bank · right-click: more":
        "Espace lancer · 1–6 rack · Maj+1–6 bank · Alt+1–6 rack depuis la bank · W échanger le yeast · R risquer · S stop · Ctrl+Z annuler  ·  clic sur un dé : au rack, sinon en bank · Maj+clic : bank · clic droit : plus",
    "Rack a %1 from the bank": "Mettre au rack un %1 de la bank",
    "Swap the yeast into the bank for the plain %1": "Échanger le yeast contre le %1 ordinaire en bank",
    "%1 left the box": "%1 est sorti de la boîte",
    "Rack %1 from the bank": "Mettre au rack %1 depuis la bank",
    "Swap the yeast in for this die": "Échanger le yeast contre ce dé",
    "Risk the biscuit": "Risquer le biscuit",
    "Swap the yeast": "Échanger le yeast",
    "Rack a %1": "Mettre un %1 au rack",
    "Bank a %1": "Mettre un %1 en bank",
})

# ClubHome, ClubModels
FR.update({
    "Events": "Événements",
    "Tables": "Tables",
    "Standings": "Classement",
    "Pages": "Pages",
    "%1 (%2)": "%1 (%2)",
    "&File": "&Fichier",
    "&New club database…": "&Nouvelle base du club…",
    "&Open…": "&Ouvrir…",
    "Open a &PostgreSQL database…": "Ouvrir une base &PostgreSQL…",
    "Open &recent": "Ouvrir un fichier &récent",
    "&Back up…": "&Sauvegarder…",
    "&Close database": "&Fermer la base",
    "&Quit": "&Quitter",
    "G&o": "A&ller à",
    "&Actions": "A&ctions",
    "&Game": "&Jeu",
    "&Practice table…": "Table d’&entraînement…",
    "Try a &demo club": "Essayer un club de &démonstration",
    "An empty club database gets a dozen members and a finished club night of each game, played by the bots": "Une base du club vide reçoit une douzaine de membres et une soirée de club terminée pour chaque jeu, jouée par les bots",
    "&Help": "&Aide",
    "&About Bakehouse": "À &propos de Bakehouse",
    "&Language": "&Langue",
    "Language": "Langue",
    "Bakehouse speaks the chosen language from its next start.": "Bakehouse parlera la langue choisie dès son prochain démarrage.",
    "(nothing on this page)": "(rien sur cette page)",
    "Cannot open the club database": "Impossible d’ouvrir la base du club",
    "the club database used last, %1, is not there any more (moved or deleted): File > Open… finds it, File > New club database… makes a new one":
        "la dernière base du club utilisée, %1, n’est plus là (déplacée ou supprimée) : Fichier > Ouvrir… la retrouve, Fichier > Nouvelle base du club… en crée une nouvelle",
    "Opening the club database…": "Ouverture de la base du club…",
    "Make a club database": "Créer une base du club",
    "%1 is empty, not a club database yet: make it a new club database?": "%1 est vide, ce n’est pas encore une base du club : en faire une nouvelle base du club ?",
    "%1 is damaged (%2); nothing was changed. Open a backup copy of it (File > Open…), or File > New club database…": "%1 est endommagée (%2) ; rien n’a été modifié. Ouvrez-en une copie de sauvegarde (Fichier > Ouvrir…), ou Fichier > Nouvelle base du club…",
    "Upgrade the club database": "Mettre à jour la base du club",
    "%1 was made by an older Bakehouse: upgrade it to open it? A copy of it as it is now is kept first: %2": "%1 a été créée par une version plus ancienne de Bakehouse : la mettre à jour pour l’ouvrir ? Une copie de son état actuel est d’abord conservée : %2",
    "Club database upgraded; the copy from before is %1": "Base du club mise à jour ; la copie d’avant est %1",
    "Upgrading the club database…": "Mise à jour de la base du club…",
    "Cannot upgrade the club database": "Impossible de mettre à jour la base du club",
    "New club database": "Nouvelle base du club",
    "Cannot make the club database": "Impossible de créer la base du club",
    "%1 exists already: choose a new name (nothing was changed)": "%1 existe déjà : choisissez un autre nom (rien n’a été modifié)",
    "Open a club database": "Ouvrir une base du club",
    "Open a PostgreSQL database": "Ouvrir une base PostgreSQL",
    "Database URL, e.g. postgresql+psycopg://user@host/club:": "URL de la base, p. ex. postgresql+psycopg://user@host/club :",
    "not a database URL: %1 (e.g. postgresql+psycopg://user@host/club)": "ce n’est pas une URL de base : %1 (p. ex. postgresql+psycopg://user@host/club)",
    "No database opened yet": "Aucune base ouverte pour l’instant",
    "Cannot back up": "Sauvegarde impossible",
    "Back up copies SQLite files; for PostgreSQL use pg_dump, e.g. pg_dump -Fc -f club.dump club": "Sauvegarder copie les fichiers SQLite ; pour PostgreSQL, utilisez pg_dump, p. ex. pg_dump -Fc -f club.dump club",
    "Back up the club database": "Sauvegarder la base du club",
    "Backing up the club database…": "Sauvegarde de la base du club…",
    "Back-up cancelled: no file was written": "Sauvegarde annulée : aucun fichier écrit",
    "Backed up to %1": "Sauvegardée dans %1",
    "%1 — Bakehouse": "%1 — Bakehouse",
    "Cannot make the demo club": "Impossible de créer le club de démonstration",
    "Making the demo club: the bots are playing…": "Création du club de démonstration : les bots jouent…",
    "Cancelling…": "Annulation…",
    "Making the demo club: the members": "Création du club de démonstration : les membres",
    "Making the demo club: the bots play a club night of %1": "Création du club de démonstration : les bots jouent une soirée de %1",
    "About Bakehouse": "À propos de Bakehouse",
    "club night": "soirée de club",
    "tournament": "tournoi",
    "league": "ligue",
    "%1 (inactive)": "%1 (inactif)",
    "Match": "Partie",
    "Date": "Date",
    "Game": "Jeu",
    "Players": "Joueurs",
    "Event": "Événement",
    "Round": "Manche",
    "Table": "Table",
    "Finished": "Terminée",
    "yes": "oui",
    "in play": "en cours",
})

# ClubReportsPanel, ClubReportsWindow, DialogService, DiceEntry, DiceModeDialog, DieWidget
FR.update({
    "Choose a database": "Choisir une base",
    "Default database": "Base par défaut",
    "Reload": "Recharger",
    "Paper size": "Format du papier",
    "Filter the matches": "Filtrer les parties",
    "Matches": "Parties",
    "The whole club": "Tout le club",
    "One event": "Un événement",
    "One member": "Un membre",
    "&Choose…": "&Choisir…",
    "Choose another club database file": "Choisir un autre fichier de base du club",
    "De&fault": "Par dé&faut",
    "The database of BAKEHOUSE_DB, else the data folder's": "La base de BAKEHOUSE_DB, sinon celle du dossier des données",
    "Re&load": "Rec&harger",
    "Database:": "Base :",
    "Paper:": "Papier :",
    "Filter: a player, a game, an event…": "Filtre : un joueur, un jeu, un événement…",
    "Print &scorepad…": "&Imprimer la feuille de marque…",
    "The chosen match as players keep it on paper (bakehouse report scorepad)": "La partie choisie telle que les joueurs la notent sur papier (bakehouse report scorepad)",
    "Re&view…": "Ana&lyser…",
    "The chosen finished match: each decision against the best play, and each throw's luck": "La partie terminée choisie : chaque décision face au meilleur coup, et la chance de chaque lancer",
    "&Blank scoresheets…": "Feuilles de marque &vierges…",
    "One sheet per table of the chosen round (bakehouse report scoresheets)": "Une feuille par table de la manche choisie (bakehouse report scoresheets)",
    "Seating for the &wall…": "Placement à &afficher…",
    "The chosen round's seats in large type, by table and by name (bakehouse report seating)": "Les places de la manche choisie en gros caractères, par table et par nom (bakehouse report seating)",
    "Stan&dings…": "Cla&ssement…",
    "The event's standings and round results; a league's season table (bakehouse report standings)": "Le classement de l’événement et les résultats des manches ; le tableau de saison d’une ligue (bakehouse report standings)",
    "Rounds seated": "Manches placées",
    "Every game, or one game's matches only": "Tous les jeux, ou seulement les parties d’un jeu",
    "Every game": "Tous les jeux",
    "Save as &PDF…": "Enregistrer en &PDF…",
    "These statistics with their charts as PDF (bakehouse report stats)": "Ces statistiques et leurs graphiques en PDF (bakehouse report stats)",
    "&Matches": "&Parties",
    "&Events": "&Événements",
    "S&tatistics": "S&tatistiques",
    "Statistics of": "Statistiques de",
    "Which one": "Lequel",
    "Print scorepad": "Imprimer la feuille de marque",
    "Review the chosen match": "Analyser la partie choisie",
    "Blank scoresheets": "Feuilles de marque vierges",
    "Save as PDF": "Enregistrer en PDF",
    "Reading the club database…": "Lecture de la base du club…",
    "This club database holds no members, events or matches yet: the Home page offers a demo club to look around in.": "Cette base du club ne contient encore ni membres, ni événements, ni parties : la page Accueil propose un club de démonstration pour découvrir l’application.",
    "This club database holds no members, events or matches yet: the Events page starts an event, the Members page brings in the club's members.": "Cette base du club ne contient encore ni membres, ni événements, ni parties : la page Événements lance un événement, la page Membres accueille les membres du club.",
    "An event of played matches only (imported, not run on the Events page): it has no seatings or standings.": "Un événement fait seulement de parties jouées (importé, pas mené depuis la page Événements) : il n’a ni placements ni classement.",
    "Cannot read the club database: %1": "Impossible de lire la base du club : %1",
    "No round seated yet.": "Aucune manche placée pour l’instant.",
    "Draft: round %1 is seated but not published; its seating may still change.": "Brouillon : la manche %1 est placée mais pas publiée ; son placement peut encore changer.",
    "Cancelled: no PDF was written": "Annulé : aucun PDF écrit",
    "Cannot open the PDF": "Impossible d’ouvrir le PDF",
    "The report was saved to %1, but no PDF viewer opened it.": "Le rapport a été enregistré dans %1, mais aucune visionneuse PDF ne l’a ouvert.",
    "Save the scorepad as PDF": "Enregistrer la feuille de marque en PDF",
    "Printing the scorepad…": "Impression de la feuille de marque…",
    "Cannot print the scorepad": "Impossible d’imprimer la feuille de marque",
    "Save the scoresheets as PDF": "Enregistrer les feuilles de marque en PDF",
    "Printing the scoresheets…": "Impression des feuilles de marque…",
    "Cannot print the scoresheets": "Impossible d’imprimer les feuilles de marque",
    "Save the seating as PDF": "Enregistrer le placement en PDF",
    "Printing the seating…": "Impression du placement…",
    "Cannot print the seating": "Impossible d’imprimer le placement",
    "Save the standings as PDF": "Enregistrer le classement en PDF",
    "Printing the standings…": "Impression du classement…",
    "Cannot print the standings": "Impossible d’imprimer le classement",
    "Save the statistics as PDF": "Enregistrer les statistiques en PDF",
    "Printing the statistics…": "Impression des statistiques…",
    "Cannot print the statistics": "Impossible d’imprimer les statistiques",
    "No event to choose in this database.": "Aucun événement à choisir dans cette base.",
    "No member to choose in this database.": "Aucun membre à choisir dans cette base.",
    "Working out the statistics…": "Calcul des statistiques…",
    "Save the chart as PNG": "Enregistrer le graphique en PNG",
    "Cannot save the chart": "Impossible d’enregistrer le graphique",
    "Club reports and statistics": "Rapports et statistiques du club",
    "Match records (*.json);;All files (*)": "Fiches de partie (*.json);;Tous les fichiers (*)",
    "PDF documents (*.pdf);;All files (*)": "Documents PDF (*.pdf);;Tous les fichiers (*)",
    "PNG images (*.png);;All files (*)": "Images PNG (*.png);;Tous les fichiers (*)",
    "CSV files (*.csv);;All files (*)": "Fichiers CSV (*.csv);;Tous les fichiers (*)",
    "Club databases (*.sqlite3 *.sqlite *.db);;All files (*)": "Bases du club (*.sqlite3 *.sqlite *.db);;Tous les fichiers (*)",
    "Dice thrown:": "Dés lancés :",
    "Dice thrown (type the faces)": "Dés lancés (tapez les faces)",
    "e.g. 2 2 4 1 3 6": "p. ex. 2 2 4 1 3 6",
    "Face %1": "Face %1",
    "Apply": "Appliquer",
    "Apply the dice typed": "Appliquer les dés tapés",
    "Yeast *": "Yeast *",
    "Mark the last face as the yeast": "Marquer la dernière face comme le yeast",
    "e.g. 2 2 4 1 3 6*": "p. ex. 2 2 4 1 3 6*",
    "6* the yeast": "6* le yeast",
    "Key K": "Key K",
    "Mark the next face as a key": "Marquer la face suivante comme une Key",
    "e.g. 1 2 3 4 5 6 1 2 K6 K1": "p. ex. 1 2 3 4 5 6 1 2 K6 K1",
    "Type the faces (spaces optional)": "Tapez les faces (espaces facultatifs)",
    "Enter applies": "Entrée applique",
    "Esc clears": "Échap efface",
    "Space at the table: type a throw": "Espace : taper un lancer",
    "How are the dice thrown at this table? This stays for the whole match.": "Comment les dés sont-ils lancés à cette table ? Cela vaut pour toute la partie.",
    "&Real dice: the scorer types each throw": "Dés &réels : le marqueur tape chaque lancer",
    "Real dice": "Dés réels",
    "&App dice: the app throws provably fair dice": "Dés de l’&appli : l’appli lance des dés équitables et vérifiables",
    "App dice": "Dés de l’appli",
    "empty place %1": "place vide %1",
    "%1 (waits for the next throw)": "%1 (attend le prochain lancer)",
    "%1 (set aside)": "%1 (mis de côté)",
})

# DireStraightsPanel, EntrepreneurialPanel, EventWizard
FR.update({
    "%1 stopped and scored %2.": "%1 s’est arrêté et a marqué %2.",
    "Four 2s! %1's turn ends and %1's total goes back to 0 (D6).": "Quatre 2 ! Le tour de %1 s’arrête et le total de %1 retombe à 0 (D6).",
    "no 1 and no three of a kind": "ni 1 ni brelan",
    "the turn's %1 points are lost": "les %1 points du tour sont perdus",
    "the turn scores 0": "le tour marque 0",
    "Bust: %1's throw %2 has %3 — %4 (D5).": "Échec : le lancer %2 de %1 n’a %3 — %4 (D5).",
    "1-6 complete! All six dice come back to %1: stop, or throw six again (D4).": "1-6 complète ! Les six dés reviennent à %1 : s’arrêter, ou relancer les six (D4).",
    " and %1 × 1-6": " et %1 × 1-6",
    "the run %1": "la suite %1",
    "no run": "pas de suite",
    "Run set aside": "Suite mise de côté",
    "Throw the dice not in the run (Space or T)": "Lancer les dés hors de la suite (Espace ou T)",
    "End the turn and score the run: 5 a die, 30 a completed 1-6 (S, D4)": "Finir le tour et marquer la suite : 5 par dé, 30 par 1-6 complète (S, D4)",
    "%1: set aside in the run": "%1 : mis de côté dans la suite",
    "%1: thrown again": "%1 : relancé",
    "%1 to throw next": "%1 à lancer ensuite",
    "%1 of the run": "%1 de la suite",
    "needs a 1 to start": "il faut un 1 pour commencer",
    "a stop scores %1": "s’arrêter marque %1",
    "1-6 completed: %1": "1-6 complétées : %1",
    "Stop for %1": "Stop pour %1",
    "%1 set aside: a run of %2 (D2).": "%1 mis de côté : une suite de %2 (D2).",
    "%1 set aside: the run is %2 (D3).": "%1 mis de côté : la suite est %2 (D3).",
    "No 1, but three of a kind: throw all six again, or stop (D2).": "Pas de 1, mais un brelan : relancer les six, ou s’arrêter (D2).",
    "%1 stopped with %2: %3 points": "%1 s’est arrêté avec %2 : %3 points",
    "%1 threw four 2s: %2 lost, total 0": "%1 a lancé quatre 2 : %2 perdus, total 0",
    " (run %1 lost)": " (suite %1 perdue)",
    "%1 busted%2: 0 points": "%1 a échoué%2 : 0 point",
    "no dice set aside": "aucun dé mis de côté",
    "%1 reaches %2 and wins with %3": "%1 atteint %2 et gagne avec %3",
    "%1 to throw six dice — a run starts with a 1": "à %1 de lancer six dés — une suite commence par un 1",
    "%1 completed 1-6 — throw six again, or stop for %2": "%1 a complété 1-6 — relancer les six, ou s’arrêter pour %2",
    "%1: no run yet — throw six again, or stop for %2": "%1 : pas encore de suite — relancer les six, ou s’arrêter pour %2",
    "%1: run %2, needs a %3 — throw %4, or stop for %5": "%1 : suite %2, il faut un %3 — lancer %4, ou s’arrêter pour %5",
    "four 2s lose everything": "quatre 2 font tout perdre",
    "First to %1  ·  %2": "Premier à %1  ·  %2",
    "Space throw · S stop · Ctrl+Z undo  ·  the run is set aside for you (D2, D3)": "Espace lancer · S stop · Ctrl+Z annuler  ·  la suite est mise de côté pour vous (D2, D3)",
    "Visit bakery (%1)": "Visiter la bakery (%1)",
    "%1 loaf": "%1 loaf",
    "%1 loaves": "%1 loaves",
    "%1s": "%1",
    " or ": " ou ",
    "BAKERY COMMITTED": "BAKERY COMMITTED",
    "Visit bakery": "Visiter la bakery",
    "Take the loaves of your lowest bakery not yet visited instead of throwing (V, E6)": "Prendre les loaves de votre plus petite bakery pas encore visitée au lieu de lancer (V, E6)",
    "Visit a bakery": "Visiter une bakery",
    "Why not a %1? %2": "Pourquoi pas un %1 ? %2",
    "no 1 and no bakery start": "ni 1 ni début de bakery",
    "nothing to rack": "rien à mettre au rack",
    "BAKERY OR BUST": "BAKERY OR BUST",
    "Bakery or bust (E7): after a risk the turn ends only with a bakery or a miss": "Bakery or bust (E7) : après un risque, le tour ne finit que sur une bakery ou un raté",
    "Two dice of one face are saved: only a finished bakery scores now (E2)": "Deux dés d’une même face sont gardés : seule une bakery achevée marque désormais (E2)",
    "only %1 can be racked now": "seul %1 peut aller au rack maintenant",
    "no bakery can be finished: a stop scores 0": "aucune bakery ne peut être achevée : s’arrêter marque 0",
    "%1 dice to throw, or visit a bakery": "%1 dés à lancer, ou visiter une bakery",
    "BAKERIES": "BAKERIES",
    "Each player's bakeries, by their value in loaves (E4, E6)": "Les bakeries de chaque joueur, selon leur valeur en loaves (E4, E6)",
    "%1's bakeries": "Bakeries de %1",
    "%1 owns a bakery of %2": "%1 possède une bakery de %2",
    "%1: visit it now (V)": "%1 : à visiter maintenant (V)",
    "%1: still to visit this round": "%1 : encore à visiter dans cette manche",
    "Bakeries (E4, E6) — %1": "Bakeries (E4, E6) — %1",
    "Bakery! %1 baked six %2s, promoted by the yeast: %3 — free turn": "Bakery ! %1 a cuit six %2, promus par le yeast : %3 — tour gratuit",
    "Bakery! %1 baked six %2s: %3 — free turn": "Bakery ! %1 a cuit six %2 : %3 — tour gratuit",
    "%1 visited the bakery of %2: %3": "%1 a visité la bakery de %2 : %3",
    "a visit: no dice thrown": "une visite : aucun dé lancé",
    "%1 stopped with the bakery unfinished: no score (E2)": "%1 s’est arrêté avec la bakery inachevée : aucun point (E2)",
    "%1 may visit the bakery of %2 (V) or throw — %3": "%1 peut visiter la bakery de %2 (V) ou lancer — %3",
    "rack needs a 1 or a bakery start": "le rack attend un 1 ou un début de bakery",
    "%1 missed (no 1 and no bakery start)": "%1 a raté (ni 1 ni début de bakery)",
    "%1's free turn (E4)": "Tour gratuit de %1 (E4)",
    "bakery or bust": "bakery or bust",
    "bakery committed": "bakery committed",
    "V visit a bakery · ": "V visiter une bakery · ",
    "placement points are written 4: 5,3,1,0; 3: 4,2,0 - not %1": "les points de place s’écrivent 4: 5,3,1,0; 3: 4,2,0 - pas %1",
})

# EventsPage, GenericPanel, HelpWindow, HomePage, ImportPreviewDialog, Jobs, LiveWatch
FR.update({
    "&New event...": "&Nouvel événement...",
    "New event": "Nouvel événement",
    "Ctrl+N": "Ctrl+N",
    "Check-&in": "&Inscriptions",
    "Seati&ng": "&Placement",
    "Message": "Message",
    "Check &in": "&Inscrire",
    "&Seat next round": "&Placer la manche suivante",
    "&Publish round": "P&ublier la manche",
    "S&wap chosen players": "&Échanger les joueurs choisis",
    "&Move the chosen player to the table": "&Déplacer le joueur choisi à la table",
    "Pin the chosen player to the &table": "Fi&xer le joueur choisi à la table",
    "&Keep the chosen two apart": "&Tenir les deux joueurs choisis séparés",
    "The chosen player l&eaves": "Le joueur choisi p&art",
    "Seat the &final table": "Placer la table &finale",
    "&Close event": "&Clore l’événement",
    "No event yet: New event (Ctrl+N)": "Aucun événement pour l’instant : Nouvel événement (Ctrl+N)",
    "Choose an event first": "Choisissez d’abord un événement",
    "the draft of round %1 was taken back: seat it again": "le brouillon de la manche %1 a été retiré : placez-la de nouveau",
    "Open a club database first": "Ouvrez d’abord une base du club",
    "%1 created: check the players in": "%1 créé : inscrivez les joueurs",
    "Seating round %1...": "Placement de la manche %1...",
    "Seating cancelled: no draft was saved": "Placement annulé : aucun brouillon enregistré",
    "Busy: try again in a moment": "Occupé : réessayez dans un instant",
    "Round %1 seated as a draft: %2": "Manche %1 placée en brouillon : %2",
    "Round %1 published": "Manche %1 publiée",
    "The final of the top %1 is seated as a draft": "La finale des %1 premiers est placée en brouillon",
    "Close event": "Clore l’événement",
    "Close %1? Ratings move; nothing changes after that.": "Clore %1 ? Les cotes bougent ; plus rien ne change ensuite.",
    "%1 is closed: the ratings of %2 players moved": "%1 est clos : la cote de %2 joueurs a bougé",
    "Moved to table %1: %2": "Déplacé à la table %1 : %2",
    "Swapped: %1": "Échangés : %1",
    "Pinned to table %1 from now on": "Fixé à la table %1 désormais",
    "Kept apart from the next seating on": "Séparés dès le prochain placement",
    "Decision %1": "Décision %1",
    "Decisions": "Décisions",
    "%1's turn ended: %2 points (%3)": "Le tour de %1 est fini : %2 points (%3)",
    "%1 (key %2)": "%1 (touche %2)",
    "%1 to decide": "à %1 de décider",
    "Space throw · 1-9 the decisions · Ctrl+Z undo": "Espace lancer · 1-9 les décisions · Ctrl+Z annuler",
    "All games": "Tous les jeux",
    "Bakehouse — Rules and rulings": "Bakehouse — Règles et arbitrages",
    "Go to": "Aller à",
    "a ruling such as C7, or words to look for (bakery, biscuit ...)": "un arbitrage comme C7, ou des mots à chercher (bakery, biscuit ...)",
    "The games": "Les jeux",
    "Rulings: %1": "Arbitrages : %1",
    "Its rulings": "Ses arbitrages",
    "and every %1 ruling (%2) not changed here": "et chaque arbitrage de %1 (%2) non modifié ici",
    "There is no ruling %1: rulings are %2 and %3.": "Il n’y a pas d’arbitrage %1 : les arbitrages sont %2 et %3.",
    "From the rules of %1.": "D’après les règles de %1.",
    "For every game.": "Pour tous les jeux.",
    "%1 rulings mention %2: %3": "%1 arbitrages mentionnent %2 : %3",
    "No ruling mentions %1.": "Aucun arbitrage ne mentionne %1.",
    "%1 pts": "%1 pts",
    "Club database": "Base du club",
    "Next event": "Prochain événement",
    "Last event": "Dernier événement",
    "Last event's standings": "Classement du dernier événement",
    "This club database is empty. Look around in a demo club first: a dozen members and a finished club night of each game, played by the bots.": "Cette base du club est vide. Découvrez d’abord un club de démonstration : une douzaine de membres et une soirée de club terminée pour chaque jeu, jouée par les bots.",
    "Try a demo club": "Essayer un club de démonstration",
    "&New event": "&Nouvel événement",
    "&Members": "&Membres",
    "Seat next round": "Placer la manche suivante",
    "Home": "Accueil",
    "Bakehouse club home": "Accueil du club Bakehouse",
    "No club database is open: File > Open… or File > New club database…": "Aucune base du club ouverte : Fichier > Ouvrir… ou Fichier > Nouvelle base du club…",
    "Cannot read %1: %2": "Impossible de lire %1 : %2",
    "%1 · %2 members · %3 events": "%1 · %2 membres · %3 événements",
    "No event planned.": "Aucun événement prévu.",
    "%1: %2 of %3 rounds seated": "%1 : %2 manches placées sur %3",
    "No event finished yet.": "Aucun événement terminé pour l’instant.",
    "Import members from %1": "Importer les membres depuis %1",
    "Rows of the file": "Lignes du fichier",
    "&Import": "&Importer",
    "Import": "Importer",
    "Close": "Fermer",
    "cannot write %1: %2": "impossible d’écrire %1 : %2",
    "it could not be done (%1)": "cela n’a pas pu être fait (%1)",
    "Cancel": "Annuler",
    "The club database has not answered for %1 s: waiting for it": "La base du club ne répond plus depuis %1 s : en attente",
})

# MainWindow, MemberDialog, MembersPage, MergeDialog, NewEventWizard, NewGameDialog
FR.update({
    "&New game…": "&Nouvelle partie…",
    "Choose a game and its players": "Choisir un jeu et ses joueurs",
    "&Open record…": "&Ouvrir une fiche…",
    "Open a match record and go on playing it": "Ouvrir une fiche de partie et continuer à jouer",
    "&Save record": "&Enregistrer la fiche",
    "Save the game as a match record": "Enregistrer la partie dans une fiche de partie",
    "Save record &as…": "Enregistrer la fiche &sous…",
    "Save the game to another file": "Enregistrer la partie dans un autre fichier",
    "Re&view this match…": "Ana&lyser cette partie…",
    "&Undo": "&Annuler",
    "Take back the last action": "Annuler la dernière action",
    "&Redo": "&Rétablir",
    "Do again what was taken back": "Refaire ce qui a été annulé",
    "Close Bakehouse": "Fermer Bakehouse",
    "&Rules of the games": "&Règles des jeux",
    "The rules of each game and every ruling": "Les règles de chaque jeu et tous les arbitrages",
    "&Look up a ruling…": "&Chercher un arbitrage…",
    "Type a ruling id such as C7 to read it": "Tapez le code d’un arbitrage, comme C7, pour le lire",
    "Version, licence and where the data lives": "Version, licence et emplacement des données",
    "&Edit": "&Édition",
    "&Play": "&Tour",
    "&Reports": "&Rapports",
    "not saved": "non enregistrée",
    "Keep": "Garder",
    "Rack from the bank": "Rack depuis la bank",
    "Unsaved game": "Partie non enregistrée",
    "The game on the table has not been saved. Leave it?": "La partie sur la table n’a pas été enregistrée. La quitter ?",
    "Building the expert's tables…": "Calcul des tables de l’expert…",
    "Cannot start this game": "Impossible de commencer cette partie",
    "Busy: try again when the work under way is done": "Occupé : réessayez quand le travail en cours sera fini",
    "New game: throw for who starts": "Nouvelle partie : on lance pour savoir qui commence",
    "Open a match record": "Ouvrir une fiche de partie",
    "Cannot open this record": "Impossible d’ouvrir cette fiche",
    "Opened %1": "%1 ouverte",
    "These dice do not verify": "Ces dés ne se vérifient pas",
    "Save the match record": "Enregistrer la fiche de partie",
    "Cannot save the record": "Impossible d’enregistrer la fiche",
    "Saved to %1": "Enregistrée dans %1",
    "A match is reviewed once it is finished": "Une partie s’analyse une fois terminée",
    "Name": "Nom",
    "E-mail address": "Adresse e-mail",
    "optional": "facultatif",
    "Note": "Note",
    "&Name:": "&Nom :",
    "&E-mail:": "&E-mail :",
    "N&ote:": "N&ote :",
    "Save": "Enregistrer",
    "Problem": "Problème",
    "E-mail": "E-mail",
    "Status": "Statut",
    "Last played": "Dernière partie",
    "Games": "Parties",
    "active": "actif",
    "retired": "retiré",
    "never": "jamais",
    "the conservative rating (skill minus three times its uncertainty), as the standings show it": "la cote prudente (niveau moins trois fois son incertitude), comme l’affiche le classement",
    "how uncertain the rating still is: it shrinks with every rated result": "l’incertitude restante de la cote : elle diminue à chaque résultat coté",
    "Rating": "Cote",
    "Rated results": "Résultats",
    "Uncertainty": "Incertitude",
    "Result": "Résultat",
    "%1, round %2, table %3": "%1, manche %2, table %3",
    "%1, round %2": "%1, manche %2",
    "place %1 of %2, score %3": "place %1 sur %2, score %3",
    "(no event)": "(aucun événement)",
    "Search by name or e-mail": "Chercher par nom ou e-mail",
    "Search members": "Chercher des membres",
    "Members shown": "Membres affichés",
    "&Add…": "&Ajouter…",
    "Add a member": "Ajouter un membre",
    "&Edit…": "&Modifier…",
    "Edit the member": "Modifier le membre",
    "&Retire": "&Retirer",
    "Retire the member": "Retirer le membre",
    "&Merge…": "&Fusionner…",
    "Merge two entries of one person": "Fusionner deux fiches d’une même personne",
    "&Import CSV…": "&Importer CSV…",
    "Import members from a CSV file": "Importer des membres depuis un fichier CSV",
    "E&xport CSV…": "E&xporter CSV…",
    "Export the members to a CSV file": "Exporter les membres dans un fichier CSV",
    "Member chosen": "Membre choisi",
    "E-mail and note": "E-mail et note",
    "Ratings per game": "Cotes par jeu",
    "Recent results": "Résultats récents",
    "What was done": "Ce qui a été fait",
    "Ratings": "Cotes",
    "&Find a member": "&Chercher un membre",
    "&Add a member…": "&Ajouter un membre…",
    "&Edit the member…": "&Modifier le membre…",
    "&Retire or bring back": "&Retirer ou rappeler",
    "&Merge two entries…": "&Fusionner deux fiches…",
    "&Import members (CSV)…": "&Importer des membres (CSV)…",
    "E&xport members (CSV)…": "E&xporter les membres (CSV)…",
    "%1 of %2": "%1 sur %2",
    "1 member": "1 membre",
    "%1 members": "%1 membres",
    "Choose a member": "Choisissez un membre",
    "%1 members chosen": "%1 membres choisis",
    "Bring &back": "Ra&ppeler",
    "Bring the member back": "Rappeler le membre",
    "%1 (retired)": "%1 (retiré)",
    "Recent results: none yet": "Résultats récents : aucun pour l’instant",
    "Ratings: none yet": "Cotes : aucune pour l’instant",
    "No club database is open": "Aucune base du club n’est ouverte",
    "Not added: %1": "Non ajouté : %1",
    "%1 added": "%1 ajouté",
    "Not saved: %1": "Non enregistré : %1",
    "Edit member": "Modifier le membre",
    "%1 saved": "%1 enregistré",
    "Not changed": "Non modifié",
    "%1 is back: checked in to new events again": "%1 est de retour : de nouveau inscrit aux nouveaux événements",
    "%1 is retired: kept in every result and rating, left out of new events": "%1 est retiré : conservé dans chaque résultat et chaque cote, absent des nouveaux événements",
    "Merge": "Fusionner",
    "Choose the two entries of one person in the list (Ctrl+click the second), then Merge.": "Choisissez les deux fiches d’une même personne dans la liste (Ctrl+clic sur la seconde), puis Fusionner.",
    "Not merged": "Non fusionné",
    "%1 merged into %2: %3 match seats, %4 rating steps and %5 event entries moved": "%1 fusionné dans %2 : %3 places en partie, %4 étapes de cote et %5 inscriptions transférées",
    "Import members": "Importer des membres",
    "%1 is larger than %2 MB: not a members list": "%1 dépasse %2 Mo : ce n’est pas une liste de membres",
    "Nothing imported": "Rien d’importé",
    "Reading the members file…": "Lecture du fichier des membres…",
    "1 new member to add": "1 nouveau membre à ajouter",
    "%1 new members to add": "%1 nouveaux membres à ajouter",
    "1 already a member": "1 déjà membre",
    "%1 already members": "%1 déjà membres",
    "%1, %2 (left as they are).": "%1, %2 (laissés tels quels).",
    "Nothing can be imported: 1 row is bad. Put it right in the file and import it again.": "Rien ne peut être importé : 1 ligne est incorrecte. Corrigez-la dans le fichier et importez de nouveau.",
    "Nothing can be imported: %1 rows are bad. Put them right in the file and import it again.": "Rien ne peut être importé : %1 lignes sont incorrectes. Corrigez-les dans le fichier et importez de nouveau.",
    "Read as Windows-1252 (not UTF-8): check the accented names.": "Lu en Windows-1252 (pas en UTF-8) : vérifiez les noms accentués.",
    "Importing members…": "Importation des membres…",
    "Import cancelled: nothing imported": "Importation annulée : rien d’importé",
    "row %1: add %2": "ligne %1 : ajouter %2",
    "row %1: %2 is already member %3: left as it is": "ligne %1 : %2 est déjà le membre %3 : laissé tel quel",
    "1 member imported": "1 membre importé",
    "%1 members imported": "%1 membres importés",
    "Export members": "Exporter les membres",
    "Writing the members file…": "Écriture du fichier des membres…",
    "%1 members written to %2": "%1 membres écrits dans %2",
    "Not exported": "Non exporté",
    "%1 and %2 become one member. Keep the entry:": "%1 et %2 deviennent un seul membre. Garder la fiche :",
    "%1 (%2 games)": "%1 (%2 parties)",
    "The other entry's matches, results, ratings and event entries move to the one kept, and the other entry is removed. This cannot be undone. Two people who played in one match are never merged.":
        "Les parties, résultats, cotes et inscriptions de l’autre fiche passent à celle gardée, et l’autre fiche est supprimée. Cela ne peut pas être annulé. Deux personnes qui ont joué une même partie ne sont jamais fusionnées.",
    "&Merge": "&Fusionner",
    "Tick at least one tie-breaker (points first is usual)": "Cochez au moins un départage (d’habitude, les points d’abord)",
    "Dice": "Dés",
    "App dice (provably fair)": "Dés de l’appli (équitables et vérifiables)",
    "Real dice (each throw typed in)": "Dés réels (chaque lancer tapé)",
    "Seat order (turns pass in this order)": "Ordre des places (les tours suivent cet ordre)",
    "Name at seat %1": "Nom à la place %1",
    "Who plays seat %1": "Qui joue à la place %1",
    "Person": "Humain",
    "Basic bot": "Bot simple",
    "Expert bot": "Bot expert",
    "Seat %1": "Place %1",
    "Options": "Options",
    "Start": "Commencer",
    "Ruling %1": "Arbitrage %1",
    "No expert for %1 yet: its decisions are not analysed yet": "Pas encore d’expert pour %1 : ses décisions ne sont pas encore analysées",
    "%1 has no decisions: every bot plays it alike": "%1 n’a aucune décision : tous les bots y jouent pareil",
    "Bots throw the app's dice: choose App dice to play against one": "Les bots lancent les dés de l’appli : choisissez Dés de l’appli pour jouer contre eux",
})

# PaperPadDialog, ProjectorWindow, RecordOpening, RefusalLine, Reports, ReportsMenu, ReportsPage, ResultDialog
FR.update({
    "Type each turn's points as the paper pad writes them, a column per player and a row per turn.": "Tapez les points de chaque tour comme les note la feuille papier : une colonne par joueur, une ligne par tour.",
    "Return moves down, Tab to the next player, Ctrl+Return records it. The game is kept as a result only: no throws.": "Entrée descend d’une ligne, Tab passe au joueur suivant, Ctrl+Entrée enregistre. La partie n’est gardée que comme résultat : sans lancers.",
    "&First to play:": "&Premier à jouer :",
    "First to play": "Premier à jouer",
    "Paper pad: a column per player, a row per turn": "Feuille papier : une colonne par joueur, une ligne par tour",
    "Totals": "Totaux",
    "&Record": "&Enregistrer",
    "Points on the pad: %1": "Points sur la feuille : %1",
    "Enter from &paper pad...": "Saisir depuis la feuille &papier...",
    "Choose a table first": "Choisissez d’abord une table",
    "This event is closed: nothing changes now": "Cet événement est clos : plus rien ne change",
    "This table's match is stored: its result comes from the match": "La partie de cette table est enregistrée : son résultat vient de la partie",
    "Corrected": "Corrigé",
    "Recorded": "Enregistré",
    "%1 table %2 of round %3 from its paper pad": "%1 : table %2 de la manche %3 depuis sa feuille papier",
    "Paper pad of table %1": "Feuille papier de la table %1",
    "Round %1": "Manche %1",
    "Final": "Finale",
    "Table %1": "Table %1",
    "Sitting out": "Au repos",
    "%1: seating by table": "%1 : placement par table",
    "%1: find your table": "%1 : trouvez votre table",
    "Standings after round %1": "Classement après la manche %1",
    "Place": "Place",
    "Points": "Points",
    "%1 (left)": "%1 (parti)",
    "Nothing to show yet": "Rien à afficher pour l’instant",
    "The seating appears here when a round is published.": "Le placement s’affiche ici dès qu’une manche est publiée.",
    "Bakehouse — projector": "Bakehouse — projecteur",
    "Projector view": "Vue projecteur",
    "Page %1 of %2": "Page %1 sur %2",
    "Space: timer · R: reset · ←/→: pages · Esc: leave full screen": "Espace : minuteur · R : remettre à zéro · ←/→ : pages · Échap : quitter le plein écran",
    " (ruling %1)": " (arbitrage %1)",
    "not a match record (%1)": "ce n’est pas une fiche de partie (%1)",
    "the record breaks the rules at %1: %2": "la fiche enfreint les règles à %1 : %2",
    "something is wrong in its %1: %2": "quelque chose ne va pas dans son champ %1 : %2",
    "Bakehouse cannot open %1: %2.": "Bakehouse ne peut pas ouvrir %1 : %2.",
    "The dice in this record do not verify: %1. The faces written are not the ones its dice seed gives, so the record may have been edited. It is shown as written; do not trust its result.":
        "Les dés de cette fiche ne se vérifient pas : %1. Les faces écrites ne sont pas celles que donne sa graine de dés : la fiche a peut-être été modifiée. Elle est affichée telle qu’écrite ; ne vous fiez pas à son résultat.",
    "Not allowed:": "Interdit :",
    "Click %1 to read the ruling.": "Cliquez sur %1 pour lire l’arbitrage.",
    "page %1": "page %1",
    "The game on the table as a printed scorepad (PDF)": "La partie sur la table en feuille de marque imprimée (PDF)",
    "A blank scoresheet for these players and this game, to fill in by hand (PDF)": "Une feuille de marque vierge pour ces joueurs et ce jeu, à remplir à la main (PDF)",
    "&Club reports and statistics…": "Rapports et statistiques du &club…",
    "Scorepads, scoresheets, standings and statistics of the club database": "Feuilles de marque, classements et statistiques de la base du club",
    "&Paper size": "&Format du papier",
    "No scorepad to print": "Aucune feuille de marque à imprimer",
    "No game is on the table: start or open one first.": "Aucune partie sur la table : commencez-en ou ouvrez-en une d’abord.",
    "Save the blank scoresheets as PDF": "Enregistrer les feuilles de marque vierges en PDF",
    "A&4": "A&4",
    "&Letter": "&Letter",
    "Reports": "Rapports",
    "Type each player's place, or their score, or both. Without places, the places follow the scores.": "Tapez la place de chaque joueur, ou son score, ou les deux. Sans places, les places suivent les scores.",
    "Player": "Joueur",
    "Score": "Score",
    "Place of %1": "Place de %1",
    "Score of %1": "Score de %1",
    "Type a %1 for every player, or for none: %2 has none": "Tapez un(e) %1 pour chaque joueur, ou pour aucun : %2 n’en a pas",
    "%1's %2 must be a whole number": "%2 de %1 doit être un nombre entier",
    "place": "place",
    "score": "score",
    "Type the places or the scores (or both)": "Tapez les places ou les scores (ou les deux)",
})

# ReviewModels, ReviewWindow, RolloffPanel, RoundsModel, Ruleset, RulesetOptions
FR.update({
    "Turn": "Tour",
    "Played": "Joué",
    "Best": "Meilleur",
    "Loss": "Perte",
    "Luck": "Chance",
    "Total loss": "Perte totale",
    "Average loss": "Perte moyenne",
    "Clear mistakes": "Erreurs nettes",
    "The dice thrown, or the decision taken, with its value in points": "Les dés lancés, ou la décision prise, avec sa valeur en points",
    "The best action and its value; = where the action taken was as good": "La meilleure action et sa valeur ; = là où l’action jouée était aussi bonne",
    "Points the decision gave away against the best play": "Points que la décision a perdus face au meilleur coup",
    "The value after the throw minus the value before it": "La valeur après le lancer moins la valeur d’avant",
    "Decisions that gave away more than the threshold": "Décisions qui ont perdu plus que le seuil",
    "A clear mistake": "Une erreur nette",
    "throw %1": "lancer %1",
    "= %1 (as good)": "= %1 (aussi bon)",
    "About this review": "À propos de cette analyse",
    "&Mistakes only": "&Erreurs seulement",
    "Show the clear mistakes only": "N’afficher que les erreurs nettes",
    "Throws and decisions": "Lancers et décisions",
    "Each player's totals": "Les totaux de chaque joueur",
    "Close the review": "Fermer l’analyse",
    "&Throws and decisions": "&Lancers et décisions",
    "&Each player": "&Chaque joueur",
    "Show the clear mistakes only (Ctrl+M)": "N’afficher que les erreurs nettes (Ctrl+M)",
    "%1: %2": "%1 : %2",
    "Working out the best play…": "Calcul du meilleur coup…",
    "Working out the best play of every decision…": "Calcul du meilleur coup de chaque décision…",
    "This game's analysis is not available yet: %1": "L’analyse de ce jeu n’est pas encore disponible : %1",
    "%1 decisions and %2 throws analysed. A clear mistake: a loss above %3; equally good actions are no mistake.": "%1 décisions et %2 lancers analysés. Une erreur nette : une perte de plus de %3 ; des actions aussi bonnes ne sont pas une erreur.",
    "Cannot review this match: %1": "Impossible d’analyser cette partie : %1",
    "Throw the yeast": "Lancer le yeast",
    "Everyone throws (Space or T)": "Tout le monde lance (Espace ou T)",
    "Start the game": "Commencer la partie",
    "Space or Enter": "Espace ou Entrée",
    "Throw / start": "Lancer / commencer",
    "Everyone throws the yeast; the highest total starts. On a tie for the highest total everyone throws again and adds it to their total (C12).": "Tout le monde lance le yeast ; le plus haut total commence. En cas d’égalité au plus haut total, tout le monde relance et l’ajoute à son total (C12).",
    "Everyone throws one die; the highest throw starts. On a tie only the tied players throw again (D7).": "Tout le monde lance un dé ; le plus haut lancer commence. En cas d’égalité, seuls les ex æquo relancent (D7).",
    "%1 was not tied for highest and does not throw again (D7)": "%1 n’était pas à égalité en tête et ne relance pas (D7)",
    "%1 threw %2": "%1 a lancé %2",
    "Total": "Total",
    "%1 throw again": "%1 relancent",
    "Throw again": "Relancer",
    "the highest total (%1)": "le plus haut total (%1)",
    "the highest throw": "le plus haut lancer",
    "%1 has %2 and plays first.": "%1 a %2 et joue en premier.",
    "Press Space (or the button) to throw.": "Appuyez sur Espace (ou sur le bouton) pour lancer.",
    "Tie for the highest total (%1): %2. Everyone throws again (C12).": "Égalité au plus haut total (%1) : %2. Tout le monde relance (C12).",
    "Tie for the highest throw: %1 throw again (D7).": "Égalité au plus haut lancer : %1 relancent (D7).",
    "Round %1 — Draft (not published)": "Manche %1 — Brouillon (non publiée)",
    "Round %1 is a draft: its seating may still change (Events page: Publish)": "La manche %1 est un brouillon : son placement peut encore changer (page Événements : Publier)",
    "Round %1 is published: its seating is fixed": "La manche %1 est publiée : son placement est fixé",
    "0 for nothing, a lost biscuit as minus its value (-24).": "0 pour rien, un biscuit perdu en moins sa valeur (-24).",
    "0 for a bust; four twos as minus the total.": "0 pour un échec ; quatre 2 en moins le total.",
    "0 for nothing, a lost biscuit as minus its value (-24), a completed bakery with b (96b).": "0 pour rien, un biscuit perdu en moins sa valeur (-24), une bakery achevée avec b (96b).",
    "Biscuit risking": "Biscuit risking",
    "strict": "strict",
    "permissive": "permissive",
    "Box rules (dice out of the box are out)": "Règle de la boîte (un dé hors de la boîte est hors jeu)",
    "Rounds to win a game": "Manches pour gagner la partie",
    "Points to win": "Points pour gagner",
    "Four twos lose everything": "Quatre 2 font tout perdre",
    "Points to reach": "Points à atteindre",
    "Sets in a game": "Sets par partie",
})

# SBPanel, ScoreTableWindow, Scorepad, ScorepadModel
FR.update({
    "a full sandwich": "un Full Sandwich",
    "a key sandwich of %1s": "un Key Sandwich de %1",
    "a full split": "un Full Split",
    "split keys %1 and %2": "Split Keys %1 et %2",
    "Keys aside": "Keys de côté",
    "Base dice aside": "Base Dice de côté",
    "Throw every die not set aside (Space or T)": "Lancer tous les dés non mis de côté (Espace ou T)",
    "Score the dice set aside; needs both keys aside (S, K4)": "Marquer les dés mis de côté ; il faut les deux Keys de côté (S, K4)",
    "Keep a key": "Garder une Key",
    "Keep a base %1": "Garder un %1 de Base",
    "Keep key %1": "Garder la Key %1",
    "%1: click to set it aside": "%1 : cliquer pour le mettre de côté",
    "%1: cannot be set aside now": "%1 : ne peut pas être mis de côté maintenant",
    "every die of this throw is kept": "chaque dé de ce lancer est gardé",
    "kept from this throw: %1": "gardés de ce lancer : %1",
    "set aside a key, or a group of base dice": "mettre de côté une Key, ou un groupe de Base Dice",
    "%1: set aside": "%1 : mis de côté",
    "A stop needs both keys aside: with a key still to set aside the player throws (K4).": "S’arrêter exige les deux Keys de côté : tant qu’une Key manque, le joueur lance (K4).",
    "A stop scores %1: %2 (K5).": "S’arrêter marque %1 : %2 (K5).",
    "End phase: %1 was caught, so %1 takes one more turn — the last of the game (K6).": "Phase finale : %1 a été rattrapé, donc %1 joue un tour de plus — le dernier de la partie (K6).",
    "One more turn each: %1 now, then %2.": "Un tour de plus chacun : %1 maintenant, puis %2.",
    "One more turn each: %1 now.": "Un tour de plus chacun : %1 maintenant.",
    "End phase: %1 reached %2 first and is the original leader.": "Phase finale : %1 a atteint %2 en premier et est le meneur d’origine.",
    "If %1 is then not alone in the lead, %1 takes one more turn (K6).": "Si %1 n’est alors plus seul en tête, %1 joue un tour de plus (K6).",
    "%1's throw could set nothing aside: 0 points (K3)": "Le lancer de %1 ne peut rien mettre de côté : 0 point (K3)",
    "%1 stopped: %2 points": "%1 s’est arrêté : %2 points",
    "%1 set every die aside: %2 points": "%1 a mis tous les dés de côté : %2 points",
    "%1 share first place with %2 points": "%1 se partagent la première place avec %2 points",
    "%1 wins with %2 points": "%1 gagne avec %2 points",
    "%1 to throw all ten dice": "à %1 de lancer les dix dés",
    "%1 to throw %2 dice": "à %1 de lancer %2 dés",
    "%1 to set aside a key, or a group of base dice (K2)": "à %1 de mettre de côté une Key, ou un groupe de Base Dice (K2)",
    "%1: a group is two or more dice of one face — keep another (K2)": "%1 : un groupe, c’est deux dés ou plus d’une même face — gardez-en un autre (K2)",
    "%1: keep more, throw %2, or stop for %3": "%1 : garder plus, lancer %2, ou s’arrêter pour %3",
    "%1: throw %2, or stop for %3": "%1 : lancer %2, ou s’arrêter pour %3",
    "%1: keep more, throw %2": "%1 : garder plus, lancer %2",
    "%1: throw %2": "%1 : lancer %2",
    "end phase": "phase finale",
    "To %1  ·  %2": "À %1  ·  %2",
    "Space throw · S stop · 1–6 keep a base die · K keep a key (Shift+1–6: that key) · Ctrl+Z undo  ·  click a die to keep it": "Espace lancer · S stop · 1–6 garder un dé de Base · K garder une Key (Maj+1–6 : cette Key) · Ctrl+Z annuler  ·  clic sur un dé pour le garder",
    "held by station %1 since %2, last action %3": "tenue par le poste %1 depuis %2, dernière action %3",
    "held by station %1 since %2, no action yet": "tenue par le poste %1 depuis %2, aucune action encore",
    "Who holds this table": "Qui tient cette table",
    "Take &over...": "&Reprendre...",
    "Take this table over at this station": "Reprendre cette table à ce poste",
    "&Table": "&Table",
    "&Export match record...": "&Exporter la fiche de partie...",
    "&Close": "&Fermer",
    "Watching: this table is %1.": "En observation : cette table est %1.",
    "Watching: no station holds this table now.": "En observation : aucun poste ne tient cette table.",
    "&Score it here": "&Marquer ici",
    "Export the match record": "Exporter la fiche de partie",
    "Exported to %1": "Exportée dans %1",
    "Take over this table": "Reprendre cette table",
    "This table is %1. Take it over at this station (%2)? The other station's next action will be refused, and it can only watch.": "Cette table est %1. La reprendre à ce poste (%2) ? La prochaine action de l’autre poste sera refusée, et il ne pourra plus qu’observer.",
    "This station (%1) holds the table now": "Ce poste (%1) tient désormais la table",
    "Table %1, round %2: %3": "Table %1, manche %2 : %3",
    "first": "commence",
    "bust": "échec",
    "reached": "atteint",
    "biscuit": "biscuit",
    "to %1": "à %1",
    "%1 to go": "encore %1",
    "1st": "1er",
    "%1 starts round %2": "%1 commence la manche %2",
    "to play": "au jeu",
    "the original leader (K6)": "le meneur d’origine (K6)",
})

# SeatingPanel, SixBy6Panel
FR.update({
    "Seat the next round": "Placer la manche suivante",
    "&Publish": "P&ublier",
    "Publish the draft round": "Publier la manche en brouillon",
    "top ": "les ",
    "Players at the final table": "Joueurs à la table finale",
    "&Final": "&Finale",
    "Seat the final table": "Placer la table finale",
    "Close the event": "Clore l’événement",
    "Cost of the seating": "Coût du placement",
    "S&wap": "É&changer",
    "Swap the two chosen players (Ctrl+click to choose two)": "Échanger les deux joueurs choisis (Ctrl+clic pour en choisir deux)",
    "Swap the two chosen players": "Échanger les deux joueurs choisis",
    "table ": "table ",
    "Table to move or pin to": "Table où déplacer ou fixer",
    "&Move to table": "&Déplacer",
    "The chosen player moves to that table (as dragging the name there)": "Le joueur choisi passe à cette table (comme en y faisant glisser son nom)",
    "Move the chosen player to the table": "Déplacer le joueur choisi à la table",
    "Pin &to table": "Fi&xer",
    "The chosen player sits at that table from now on (a wheelchair, a bad back)": "Le joueur choisi s’assied désormais à cette table (fauteuil roulant, mal de dos)",
    "Pin the chosen player to the table": "Fixer le joueur choisi à la table",
    "&Keep apart": "&Séparer",
    "The two chosen players are never seated at one table from the next seating on": "Les deux joueurs choisis ne sont plus jamais placés à la même table dès le prochain placement",
    "Keep the two chosen players apart": "Séparer les deux joueurs choisis",
    "&Seat round %1": "&Placer la manche %1",
    "No event chosen": "Aucun événement choisi",
    "League season: %1 club nights": "Saison de ligue : %1 soirées de club",
    "No round seated yet": "Aucune manche placée pour l’instant",
    "%1 players checked in": "%1 joueurs inscrits",
    "Semi-finals": "Demi-finales",
    "%1 - DRAFT, not published": "%1 - BROUILLON, non publiée",
    "%1 - the event is closed": "%1 - l’événement est clos",
    "Bye": "Exempt",
    "%1 repeat meetings": "%1 rencontres répétées",
    "%1 repeat meeting": "%1 rencontre répétée",
    "sizes %1": "tailles %1",
    "%1 kept apart seated together": "%1 séparés placés ensemble",
    "%1 off their pinned table": "%1 hors de leur table fixée",
    "Choose two players to swap (Ctrl+click the second)": "Choisissez deux joueurs à échanger (Ctrl+clic sur le second)",
    "Choose one player to move": "Choisissez un joueur à déplacer",
    "Choose one player to pin": "Choisissez un joueur à fixer",
    "Choose two players to keep apart (Ctrl+click the second)": "Choisissez deux joueurs à séparer (Ctrl+clic sur le second)",
    "Roll": "Lancer",
    "The dice of the throw": "Les dés du lancer",
    "Post": "Post",
    "Dice posted by the throw → the Post # after it": "Dés postés par le lancer → le Post # après lui",
    "Carry": "Carry",
    "Carry points the throw scored → the Carry # after paying one for the next throw (S2, S3)": "Points de Carry marqués par le lancer → le Carry # après en avoir payé un pour le lancer suivant (S2, S3)",
    "Leave": "Leave",
    "The faces left unposted: the Leave # if the turn ends on this throw": "Les faces non postées : le Leave # si le tour finit sur ce lancer",
    "+%1 → Rack": "+%1 → Rack",
    "+0 → none left": "+0 → plus rien",
    "Zero": "Zero",
    "Rack, Carry %1 = %2 points": "Rack, Carry %1 = %2 points",
    "Post %1, Leave %2 = %3 points": "Post %1, Leave %2 = %3 points",
    "Posted": "Posted",
    "Unposted": "Non postés",
    "This turn": "Ce tour",
    "Throw the unposted dice (Space or T)": "Lancer les dés non postés (Espace ou T)",
    "%1: posted": "%1 : posté",
    "Post slot %1 of 6: empty; a thrown 6 is posted here": "Case de Post %1 sur 6 : vide ; un 6 lancé est posté ici",
    "Post %1  ·  Carry %2": "Post %1  ·  Carry %2",
    "Leave %1  ·  %2 to throw": "Leave %1  ·  %2 à lancer",
    "6 to throw  ·  the first throw is free": "6 à lancer  ·  le premier lancer est gratuit",
    "%1's turn": "Tour de %1",
    "THIS TURN": "CE TOUR",
    "%1 posted by this throw; Post %2 after it": "%1 posté(s) par ce lancer ; Post %2 ensuite",
    "%1 carry points scored; Carry %2 after it": "%1 points de Carry marqués ; Carry %2 ensuite",
    "the Leave #": "le Leave #",
    "the Leave # had the turn ended here": "le Leave # si le tour avait fini ici",
    "No throw yet in this turn: press Space to throw all six dice.": "Aucun lancer encore dans ce tour : appuyez sur Espace pour lancer les six dés.",
    "%1: left": "%1 : restant",
    "%1 to throw — six dice, the first throw is free": "à %1 de lancer — six dés, le premier lancer est gratuit",
    "%1: Post %2, Carry Zero — this throw must score, or the turn ends": "%1 : Post %2, Carry Zero — ce lancer doit marquer, sinon le tour finit",
    "%1: Post %2, Carry %3 — throw %4": "%1 : Post %2, Carry %3 — lancer %4",
    "Set %1 of %2  ·  totals: %3": "Set %1 sur %2  ·  totaux : %3",
    "Space throw · Ctrl+Z undo  ·  no decisions: the engine posts the 6s and scores (S1)": "Espace lancer · Ctrl+Z annuler  ·  aucune décision : le moteur poste les 6 et marque (S1)",
})

# StandingsPage, StationDialog
FR.update({
    "Wins": "Victoires",
    "Opp. pts": "Pts adv.",
    '"3=": a place shared after every tie-breaker': "« 3= » : une place partagée après tous les départages",
    '"(left)": left the event': "« (parti) » : a quitté l’événement",
    "placement points: one for every player finished ahead of at a table": "points de place : un pour chaque joueur devancé à une table",
    "tables won": "tables gagnées",
    "the points of every opponent met added up (Buchholz)": "la somme des points de tous les adversaires rencontrés (Buchholz)",
    "game score added up (rounds won in the Damn Straights)": "la somme des scores de jeu (manches gagnées aux Damn Straights)",
    "tables played": "tables jouées",
    "conservative rating in this game from every event's results (skill minus three times its uncertainty)": "cote prudente dans ce jeu d’après les résultats de tous les événements (niveau moins trois fois son incertitude)",
    "points": "points",
    "wins": "victoires",
    "opponents' points": "points des adversaires",
    "head to head (among the tied players)": "face-à-face (entre les ex æquo)",
    "rating": "cote",
    "&Event:": "&Événement :",
    "Standings after round": "Classement après la manche",
    "&After:": "&Après :",
    "Standings heading": "Titre du classement",
    "Key to the tie-breakers and columns": "Légende des départages et des colonnes",
    "No event yet: make one on the Events page.": "Aucun événement pour l’instant : créez-en un sur la page Événements.",
    "&Print standings…": "&Imprimer le classement…",
    "Print standings": "Imprimer le classement",
    "The standings and the round results as a PDF (Ctrl+P)": "Le classement et les résultats des manches en PDF (Ctrl+P)",
    "Show on pro&jector": "Pro&jeter",
    "Show on projector": "Afficher au projecteur",
    "The seating and the standings in large type on the second screen (F7)": "Le placement et le classement en gros caractères sur le second écran (F7)",
    "Projector screen": "Écran du projecteur",
    "The screen the projector view opens on": "L’écran où s’ouvre la vue projecteur",
    " min": " min",
    "Round time in minutes": "Durée de la manche en minutes",
    "Round timer": "Minuteur de manche",
    "&Start timer": "&Lancer le minuteur",
    "Start or pause the round timer": "Lancer ou mettre en pause le minuteur de manche",
    "Rese&t": "&Remettre à zéro",
    "Reset the round timer": "Remettre à zéro le minuteur de manche",
    "Round timer:": "Minuteur :",
    "Start/pause the round &timer": "Lancer/mettre en pause le &minuteur",
    "All rounds": "Toutes les manches",
    "No club database is open.": "Aucune base du club n’est ouverte.",
    "%1: standings after round %2": "%1 : classement après la manche %2",
    "%1: no results yet": "%1 : aucun résultat pour l’instant",
    "%1: standings after 1 round with results": "%1 : classement après 1 manche avec résultats",
    "%1: standings after %2 rounds with results": "%1 : classement après %2 manches avec résultats",
    "Order: %1. %2.": "Ordre : %1. %2.",
    "&Pause timer": "&Pause du minuteur",
    "Screen %1 (%2×%3)": "Écran %1 (%2×%3)",
    "%1, this one": "%1, celui-ci",
    "Printing cancelled: no PDF was written": "Impression annulée : aucun PDF écrit",
    "The standings were saved to %1, but no PDF viewer opened them.": "Le classement a été enregistré dans %1, mais aucune visionneuse PDF ne l’a ouvert.",
    "This station": "Ce poste",
    "The other stations see this name on the tables it scores. Give the tables this station scores (such as 1-3, 5), or leave it empty to score every table.": "Les autres postes voient ce nom sur les tables qu’il marque. Indiquez les tables que marque ce poste (comme 1-3, 5), ou laissez vide pour marquer toutes les tables.",
    "Station name": "Nom du poste",
    "every table": "toutes les tables",
    "Tables this station scores": "Tables marquées par ce poste",
    "&Tables:": "&Tables :",
    "Not kept: %1": "Non retenu : %1",
})

# Statistics, StatisticsPage
FR.update({
    "1 table": "1 table",
    "%1 tables": "%1 tables",
    "%1 of event %2, turn scores from paper pads (figures from throws need the games played in the app)": "%1 de l’événement %2, points des tours d’après les feuilles papier (les chiffres tirés des lancers demandent des parties jouées dans l’appli)",
    "Statistics: %1": "Statistiques : %1",
    ", 1 table from paper pads left out (no throws)": ", 1 table sur feuille papier laissée de côté (sans lancers)",
    ", %1 tables from paper pads left out (no throws)": ", %1 tables sur feuille papier laissées de côté (sans lancers)",
    "%1 of event %2, results entered as scores or places (figures from throws need the games played in the app)": "%1 de l’événement %2, résultats saisis en scores ou en places (les chiffres tirés des lancers demandent des parties jouées dans l’appli)",
    "%1 of event %2": "%1 de l’événement %2",
    "Club statistics": "Statistiques du club",
    "%1 played in none of these matches": "%1 n’a joué aucune de ces parties",
    "%1 played in none of these matches of %2": "%1 n’a joué aucune de ces parties de %2",
    "event %1 has no matches to count": "l’événement %1 n’a aucune partie à compter",
    "event %1 has no matches of %2 to count": "l’événement %1 n’a aucune partie de %2 à compter",
    "no matches to count": "aucune partie à compter",
    "no matches of %1 to count": "aucune partie de %1 à compter",
    "1 match": "1 partie",
    "%1 matches": "%1 parties",
    "1 match of %2": "1 partie de %2",
    "%1 matches of %2": "%1 parties de %2",
    ", undated": ", sans date",
    ", on %1": ", le %1",
    ", %1 to %2": ", du %1 au %2",
    "Stopped and scored (C7, D4, K4)": "Arrêté et marqué (C7, D4, K4)",
    "Stopped after a miss, biscuit kept: 0 (C7)": "Arrêté après un raté, biscuit gardé : 0 (C7)",
    "Stopped, bakery unfinished: 0 (E2)": "Arrêté, bakery inachevée : 0 (E2)",
    "Missed with no biscuit to risk: 0 (C9)": "Raté sans biscuit à risquer : 0 (C9)",
    "Biscuits lost: a miss after a risk (C8)": "Biscuits perdus : un raté après un risque (C8)",
    "Full rack: six dice racked (C9)": "Rack plein : six dés au rack (C9)",
    "Bakeries completed (E4)": "Bakeries achevées (E4)",
    "Bakery visits (E6)": "Visites de bakery (E6)",
    "Bust: 0 (D5, K3)": "Échec : 0 (D5, K3)",
    "Four twos: total back to 0 (D6)": "Quatre 2 : total remis à 0 (D6)",
    "Rack complete: 36 + carry (S3)": "Rack complet : 36 + Carry (S3)",
    "Carry spent: 6 x posted + leave (S3)": "Carry épuisé : 6 x postés + Leave (S3)",
    "Every die set aside (K4)": "Tous les dés mis de côté (K4)",
    "Played: matches played, in progress too. Won: finished matches won (a shared first place counts for each). Win %: of finished matches. Average and Best: final totals of finished matches (every game's own points: choose one game to compare like with like). Turns: finished turns. Last played: the day of the last match (its event's date, else the day it was played).":
        "Jouées : parties jouées, y compris en cours. Gagnées : parties terminées gagnées (une première place partagée compte pour chacun). % victoires : sur les parties terminées. Moyenne et Record : totaux finaux des parties terminées (chaque jeu a ses propres points : choisissez un jeu pour comparer ce qui est comparable). Tours : tours terminés. Dernière partie : le jour de la dernière partie (la date de son événement, sinon le jour où elle a été jouée).",
    "Win rate by seat position at tables of %1 (%): 1/%1 expected by chance": "Victoires selon la place, tables de %1 (%) : 1/%1 par hasard",
    "seat %1": "place %1",
    "Highest turn score, %1": "Meilleur tour, %1",
    "Longest match": "Partie la plus longue",
    "%1 turns": "%1 tours",
    "Best final total": "Meilleur total final",
    "Most bakeries completed (E4)": "Le plus de bakeries achevées (E4)",
    "Decisions: choices made (throw on, stop, keep...). Average loss: the points a decision gave away against the best play (exact turn values, as bakehouse analyse gives them), per decision; equally good actions are no loss. Clear mistakes: decisions that gave away more than %1 points. Luck: each throw's value after it minus the value before it, added up (0 is average luck).":
        "Décisions : choix faits (relancer, s’arrêter, garder...). Perte moyenne : les points qu’une décision a perdus face au meilleur coup (valeurs exactes des tours, comme les donne bakehouse analyse), par décision ; des actions aussi bonnes ne perdent rien. Erreurs nettes : décisions qui ont perdu plus de %1 points. Chance : la valeur après chaque lancer moins la valeur d’avant, additionnées (0 est une chance moyenne).",
    "Matches analysed": "Parties analysées",
    "Left out: results or paper games without their throws": "Laissées de côté : résultats ou parties sur papier sans leurs lancers",
    "Left out: games not analysed yet": "Laissées de côté : jeux pas encore analysés",
    "Left out: records the analysis refused": "Laissées de côté : fiches refusées par l’analyse",
    "Average loss per decision (points; lower is better)": "Perte moyenne par décision (points ; plus bas est meilleur)",
    "Each player's decisions and luck": "Décisions et chance de chaque joueur",
    "Skill and luck": "Talent et chance",
    "No match with its throws stored of a game analysed yet.": "Aucune partie d’un jeu analysé avec ses lancers enregistrés pour l’instant.",
    "Won": "Gagnées",
    "Win %": "% victoires",
    "Average": "Moyenne",
    "Turns": "Tours",
    "Games won": "Parties gagnées",
    "Win rate (%)": "Taux de victoire (%)",
    "Each player": "Chaque joueur",
    "%1 v %2": "%1 contre %2",
    "Head to head": "Face-à-face",
    "Who finished ahead of whom": "Qui a fini devant qui",
    "Met": "Rencontres",
    "First ahead": "Premier devant",
    "Second ahead": "Second devant",
    "Met: matches at one table. First ahead / Second ahead: finished matches the first (second) named player placed ahead of the other; equal places count for neither.": "Rencontres : parties à une même table. Premier devant / Second devant : parties terminées où le premier (second) joueur nommé a fini devant l’autre ; les places égales ne comptent pour personne.",
    "Nobody has met anybody yet.": "Personne n’a encore rencontré personne.",
    "No finished turn yet.": "Aucun tour terminé pour l’instant.",
    "%1: how often each turn score was made": "%1 : combien de fois chaque score de tour a été fait",
    "Turn scores": "Scores des tours",
    "How often each turn score was made": "Combien de fois chaque score de tour a été fait",
    "Misses (%1)": "Ratés (%1)",
    "Busts (%1)": "Échecs (%1)",
    "Biscuits risked": "Biscuits risqués",
    "Turn scores from paper pads (result only)": "Scores des tours d’après les feuilles papier (résultat seul)",
    "Needs every throw": "Demande chaque lancer",
    "how turns ended, misses, busts, bakeries, biscuits risked, the yeast: paper pads have no throws": "fin des tours, ratés, échecs, bakeries, biscuits risqués, le yeast : les feuilles papier n’ont pas de lancers",
    "turn scores, misses, busts, bakeries, records (from record files: report stats FILE)": "scores des tours, ratés, échecs, bakeries, records (depuis les fiches : report stats FICHIER)",
    "Yeast luck (mean face, 3.5 expected)": "Chance au yeast (face moyenne, 3,5 attendu)",
    "%1 over %2 throws": "%1 sur %2 lancers",
    "Turns by how they ended": "Tours selon leur fin",
    "Biscuits and yeast": "Biscuits et yeast",
    "Yeast luck": "Chance au yeast",
    "Mean yeast face by player (3.5 expected)": "Face moyenne du yeast par joueur (3,5 attendu)",
    "No finished matches yet.": "Aucune partie terminée pour l’instant.",
    "Games by ruleset": "Parties par jeu",
    "Results": "Résultats",
    "Roll-off order": "Ordre du tirage au dé",
    "Win rate by turn order, 1 = the roll-off's winner (%)": "Taux de victoire selon l’ordre de jeu, 1 = vainqueur du tirage au dé (%)",
    "Records": "Records",
    "No records yet: no finished turn.": "Aucun record pour l’instant : aucun tour terminé.",
    "Rating history": "Historique de la cote",
    "Meetings": "Rencontres",
    "Who shared a table with whom": "Qui a partagé une table avec qui",
    "Statistics": "Statistiques",
})

# TableSession, TableView, TablesPage, TieBreakList, UndoRedoActions
FR.update({
    "roll-off throw": "lancer du tirage au dé",
    "this record has no dice seed to go on with: further throws come from new dice, and the saved record will carry no dice to verify": "cette fiche n’a pas de graine de dés pour continuer : les lancers suivants viennent de nouveaux dés, et la fiche enregistrée n’aura pas de dés à vérifier",
    "the dice of this record do not match its commitment: it cannot be verified, and the saved record will carry no dice": "les dés de cette fiche ne correspondent pas à son engagement : elle ne peut pas être vérifiée, et la fiche enregistrée n’aura pas de dés",
    "no game is on the table: start a new game or open a record": "aucune partie sur la table : commencez une nouvelle partie ou ouvrez une fiche",
    "the roll-off decides who starts first": "le tirage au dé décide qui commence",
    "the roll-off is over": "le tirage au dé est fini",
    "no move to undo": "aucun coup à annuler",
    "nothing to redo": "rien à rétablir",
    "Scorepad": "Feuille de marque",
    "The scores are written here once the game starts.": "Les scores s’inscrivent ici dès que la partie commence.",
    "No game on the table.\nStart a new game, or open a match record to go on with it.": "Aucune partie sur la table.\nCommencez une nouvelle partie, ou ouvrez une fiche de partie pour la continuer.",
    "New game…": "Nouvelle partie…",
    "Open record…": "Ouvrir une fiche…",
    "Dice commitment  %1…": "Engagement des dés  %1…",
    "Provably fair dice (%1). SHA-256 of the secret seed:\n%2": "Dés équitables et vérifiables (%1). SHA-256 de la graine secrète :\n%2",
    "Dice: test source (not provably fair)": "Dés : source de test (non vérifiable)",
    "Each throw typed in": "Chaque lancer tapé",
    "Each throw is typed in as the real dice show it": "Chaque lancer est tapé tel que le montrent les dés réels",
    "The app throws provably fair dice": "L’appli lance des dés équitables et vérifiables",
    "⚠ The dice of this record do not verify": "⚠ Les dés de cette fiche ne se vérifient pas",
    "Welcome to the bakehouse": "Bienvenue au fournil",
    "Ctrl+N new game · Ctrl+O open a record": "Ctrl+N nouvelle partie · Ctrl+O ouvrir une fiche",
    "Who plays first?": "Qui joue en premier ?",
    "Space throws · each throw is saved as it is made": "Espace lance · chaque lancer est enregistré aussitôt",
    "Space throws · Ctrl+S saves": "Espace lance · Ctrl+S enregistre",
    "%1 (a bot plays this turn)": "%1 (un bot joue ce tour)",
    "%1 share first place!": "%1 se partagent la première place !",
    "%1 wins the game!": "%1 gagne la partie !",
    "Rounds won: %1": "Manches gagnées : %1",
    "Totals: %1": "Totaux : %1",
    "%1 is a bot: it plays its own turn": "%1 est un bot : il joue son tour lui-même",
    "Something went wrong": "Quelque chose s’est mal passé",
    "This was not done: %1": "Cela n’a pas été fait : %1",
    "Event and round": "Événement et manche",
    "&Enter result...": "&Saisir le résultat...",
    "Enter the chosen table's result": "Saisir le résultat de la table choisie",
    "&Correct result...": "&Corriger le résultat...",
    "Correct the chosen table's result": "Corriger le résultat de la table choisie",
    "&Score this table...": "&Marquer cette table...",
    "Score the chosen table at this station": "Marquer la table choisie à ce poste",
    "S&tation...": "P&oste...",
    "This station's name and tables": "Nom et tables de ce poste",
    "Re&view match...": "Ana&lyser la partie...",
    "Review the chosen table's finished match": "Analyser la partie terminée de la table choisie",
    "Enter the chosen table's game from its paper pad": "Saisir la partie de la table choisie depuis sa feuille papier",
    "Station %1 · every table": "Poste %1 · toutes les tables",
    "Station %1 · tables %2": "Poste %1 · tables %2",
    "No event chosen: choose one on the Events page": "Aucun événement choisi : choisissez-en un sur la page Événements",
    "%1: no round published yet": "%1 : aucune manche publiée pour l’instant",
    "%1 - %2: %3 of %4 tables finished": "%1 - %2 : %3 tables terminées sur %4",
    "&Watch this table...": "&Observer cette table...",
    "Watch the chosen table at this station": "Observer la table choisie à ce poste",
    "This table has a result: Correct result changes it": "Cette table a un résultat : Corriger le résultat le modifie",
    "This table has no result yet: Enter result": "Cette table n’a pas encore de résultat : Saisir le résultat",
    "%1 table %2 of round %3": "%1 table %2 de la manche %3",
    "Correct the result of table %1": "Corriger le résultat de la table %1",
    "Result of table %1": "Résultat de la table %1",
    "This table's result was entered from paper: there is no match to score": "Le résultat de cette table a été saisi depuis le papier : il n’y a pas de partie à marquer",
    "Another station scores this table, and its match has not started yet": "Un autre poste marque cette table, et sa partie n’a pas encore commencé",
    "Score table %1": "Marquer la table %1",
    "Table %1 is %2: watching it here": "La table %1 est %2 : observée ici",
    "Watching table %1 of round %2": "Observation de la table %1 de la manche %2",
    "Scoring table %1 of round %2": "Marque de la table %1 de la manche %2",
    "Choose a finished table whose match was scored in the app": "Choisissez une table terminée dont la partie a été marquée dans l’appli",
    "Tie-breakers, in the order they count": "Départages, dans l’ordre où ils comptent",
    "Up": "Monter",
    "Move the tie-breaker up": "Monter le départage",
    "Move the chosen tie-breaker up (Ctrl+Up)": "Monter le départage choisi (Ctrl+Haut)",
    "Down": "Descendre",
    "Move the tie-breaker down": "Descendre le départage",
    "Move the chosen tie-breaker down (Ctrl+Down)": "Descendre le départage choisi (Ctrl+Bas)",
    "&Undo %1": "&Annuler : %1",
    "&Undo (the throw stands)": "&Annuler (le lancer reste)",
    "&Redo %1": "&Rétablir : %1",
})

# _EveningPage, _Ink, _PanelPage, _RoundsPage, die, events, i18n, names
FR.update({
    "The evening": "La soirée",
    "Event name": "Nom de l’événement",
    "Club night %1": "Soirée de club %1",
    "Game options": "Options du jeu",
    "&Name": "&Nom",
    "&Date": "&Date",
    "extra": "extra",
    "last": "dernier",
    "No database": "Aucune base",
    "The rounds": "Les manches",
    "Format": "Formule",
    "Mixer (meet new people each round)": "Brassage (de nouvelles têtes à chaque manche)",
    "Swiss (like meets like)": "Suisse (niveau contre niveau)",
    "Round robin": "Toutes rondes",
    "Progressive (winners move up)": "Progressif (les gagnants montent)",
    "Rounds": "Manches",
    "Table size": "Taille des tables",
    "Smallest table": "Plus petite table",
    "Largest table": "Plus grande table",
    "&Format": "&Formule",
    "&Rounds": "&Manches",
    "&Table size": "&Taille des tables",
    "Tables from": "Tables de",
    "Tables up to": "Tables jusqu’à",
    "&More...": "&Plus...",
    "More settings": "Plus de réglages",
    "default: 3,2,1,0 at a table of 4": "par défaut : 3,2,1,0 à une table de 4",
    "Placement points": "Points de place",
    "Points for a bye": "Points pour un exempt",
    "Kind": "Type",
    "Club night": "Soirée de club",
    "Tournament": "Tournoi",
    "League season": "Saison de ligue",
    "League": "Ligue",
    "(none)": "(aucune)",
    "&Placement points": "&Points de place",
    "&Bye points": "Points d’e&xempt",
    "Tie-&breakers": "&Départages",
    "&Kind": "T&ype",
    "A night of &league": "Une soirée de &ligue",
    "the yeast showing %1": "le yeast montrant %1",
    "key %1": "Key %1",
    "a %1": "un %1",
    "closed": "clos",
    "draft": "brouillon",
    "(checked in)": "(inscrit)",
    "who plays first?": "qui joue en premier ?",
    "State": "État",
    "roll-off": "tirage au dé",
    "playing": "en jeu",
    "finished (paper)": "terminée (papier)",
    "waiting": "en attente",
    "Scored at station %1": "Marquée au poste %1",
    "finished": "terminée",
    "(from paper: result only)": "(depuis le papier : résultat seul)",
    "(match %1)": "(partie %1)",
    "System language": "Langue du système",
    "%1 and %2": "%1 et %2",
})

# the few sources one context words otherwise (German does so too)
FR_IN: dict[tuple[str, str], str] = {
    ("SeatingPanel", "&Close event"): "&Clore",
    ("Statistics", "Last played"): "Dernière partie jouée",
    ("Statistics", "Best"): "Record",
    ("Statistics", "Played"): "Jouées",
    ("Statistics", "Finished"): "Terminées",
    ("StandingsPage", "score"): "score de jeu",
}

# Strings added by later work (file type, ...)
FR.update({
    "the match records (.bakehouse) you save, wherever you save them":
        "les fiches de partie (.bakehouse) que vous enregistrez, où que vous les enregistriez",
    "Match records (*.bakehouse *.json);;All files (*)": "Fiches de partie (*.bakehouse *.json);;Tous les fichiers (*)",
})

# Strings of the evening's fixes (#30) and the live page (#33), merged after the catalogue was written
FR.update({
    "Check-in of %1 taken back: the guest is no longer among the members":
        "Inscription de %1 annulée : l’invité ne fait plus partie des membres",
    "S&hare on the club's network…": "P&artager sur le réseau du club…",
    "Table code (%1)": "Code de table (%1)",
    "Table code from a scoresheet": "Code de table d’une feuille de score",
    "Type or scan the code on a scoresheet, then Enter: the table's result opens":
        "Tapez ou scannez le code d’une feuille de score, puis Entrée : le résultat de la table s’ouvre",
    "Table &code": "&Code de table",
    "%1 is a table of another event (event %2): open that event first":
        "%1 est une table d’un autre événement (événement %2) : ouvrez d’abord cet événement",
    "%1: round %2 of this event is not published": "%1 : la manche %2 de cet événement n’est pas publiée",
    "%1: round %2 has no table %3": "%1 : la manche %2 n’a pas de table %3",
    "1 event": "1 événement",
    "%1 events": "%1 événements",
    "%1 · %2 · %3": "%1 · %2 · %3",
    "Space: timer · R: reset · ←/→: pages · Esc or F11: leave full screen":
        "Espace : minuteur · R : remise à zéro · ←/→ : pages · Échap ou F11 : quitter le plein écran",
    "Space: timer · R: reset · ←/→: pages · F11: full screen · Esc: close":
        "Espace : minuteur · R : remise à zéro · ←/→ : pages · F11 : plein écran · Échap : fermer",
    "No clear mistake in this game: no decision lost more than %1 (untick Mistakes only to see every decision).":
        "Aucune erreur nette dans cette partie : aucune décision n’a perdu plus de %1 (décochez « Erreurs seulement » "
        "pour voir chaque décision).",
    "Share on the club's network": "Partager sur le réseau du club",
    "Players open this address on their phones to see the seating, find their table and follow the standings. "
    "Only people who have the address can see the page; nothing can be changed through it.":
        "Les joueurs ouvrent cette adresse sur leur téléphone pour voir le placement, trouver leur table et suivre "
        "le classement. Seules les personnes qui ont l’adresse voient la page ; rien ne peut y être modifié.",
    "Address of this computer": "Adresse de cet ordinateur",
    "%1 (this computer only)": "%1 (cet ordinateur seulement)",
    "&Listen on:": "É&couter sur :",
    "The live page's address": "L’adresse de la page en direct",
    "QR code of the address": "Code QR de l’adresse",
    "&Start sharing": "&Commencer le partage",
    "&New address": "&Nouvelle adresse",
    "The old address stops working": "L’ancienne adresse ne fonctionne plus",
    "S&top sharing": "&Arrêter le partage",
    "Not shared.": "Non partagé.",
    "(left from round %1)": "(parti à la manche %1)",
})

# Strings of "every table counts" (#29), merged after the catalogue was written
FR.update({
    "throw by throw: %1 of %2 tables": "lancer par lancer : %1 tables sur %2",
    "Counted throw by throw": "Comptées lancer par lancer",
    "Place %1": "Place %1",
    "Average place": "Place moyenne",
    "Places": "Places",
    "Place 1, 2, ...: finished games ended in that place (a shared place counts for each). Placement points: the "
    "event's points for each place, over event tables.":
        "Place 1, 2, ... : parties terminées à cette place (une place partagée compte pour chacun). Points de "
        "place : les points de l’événement pour chaque place, sur ses tables.",
    "%1 of %2 tables": "%1 tables sur %2",
    "No table played throw by throw: who started is known only from the roll-off.":
        "Aucune table jouée lancer par lancer : qui a commencé n’est connu que par le tirage au sort.",
    "Table %1 is being scored": "La table %1 est en cours de saisie",
    "Table %1 is being scored as match %2. Count this result instead and close that match as superseded?":
        "La table %1 est en cours de saisie (partie %2). Compter ce résultat à la place et clore cette partie "
        "comme remplacée ?",
    "Nothing entered: the match at this table goes on.": "Rien n’a été saisi : la partie de cette table continue.",
})
FR["The review was cancelled."] = "L’analyse a été annulée."
# The Review view's chances of winning (#30)
FR.update({
    "Win chance": "Chance de gain",
    "Win lost": "Chance perdue",
    "Chance of winning lost": "Chance de gagner perdue",
    "The chance of winning the game after the decision taken": "La chance de gagner la partie après la décision prise",
    "The chance of winning the decision gave away against the best play for winning":
        "La chance de gagner que la décision a cédée face au meilleur jeu pour gagner",
    "The chance of winning the player's decisions gave away, added up":
        "La chance de gagner que les décisions du joueur ont cédée, au total",
    "Best for winning: %1 (%2)": "Le meilleur pour gagner : %1 (%2)",
    "Chance of winning lost: %1.": "Chance de gagner perdue : %1.",
})

# The seating lists' pin, an icon (#30)
FR.update({
    "%1 (pinned to this table)": "%1 (épinglé à cette table)",
})

# The wizard's default that follows the table size (C13, #30)
FR.update({
    "by table size: %1 at two players, %2 at three, %3 at four or more":
        "selon la table : %1 à deux joueurs, %2 à trois, %3 à quatre ou plus",
})

# The events list: the final is a stage of its own (#30)
FR.update({
    "+ final": "+ finale",
})


# the printed reports' words (reports/scorepad.py, scoresheets.py, standings.py: issue 32), by context
FR_IN.update({
    ('ScorepadPdf', '1 round to win'): '1 manche pour gagner',
    ('ScorepadPdf', '%1 rounds to win'): '%1 manches pour gagner',
    ('ScorepadPdf', 'target %1'): 'objectif %1',
    ('ScorepadPdf', '1 set'): '1 set',
    ('ScorepadPdf', '%1 sets'): '%1 sets',
    ('ScorepadPdf', '%1 match'): 'Partie de %1',
    ('ScorepadPdf', 'Game'): 'Jeu',
    ('ScorepadPdf', 'round %1'): 'manche %1',
    ('ScorepadPdf', 'table %1'): 'table %1',
    ('ScorepadPdf', 'Played'): 'Jouée',
    ('ScorepadPdf', 'First player'): 'Premier joueur',
    ('ScorepadPdf', 'Winner'): 'Vainqueur',
    ('ScorepadPdf', 'Winners (shared)'): 'Vainqueurs (ex æquo)',
    ('ScorepadPdf', ' and '): ' et ',
    ('ScorepadPdf', 'State'): 'État',
    ('ScorepadPdf', 'in progress'): 'en cours',
    ('ScorepadPdf', 'roll-off for the first player'): 'tirage du premier joueur',
    ('ScorepadPdf', 'Dice'): 'Dés',
    ('ScorepadPdf', 'thrown by hand'): 'lancés à la main',
    ('ScorepadPdf', 'app dice, provably fair (%1)'): "dés de l'application, équitables et vérifiables (%1)",
    ('ScorepadPdf', 'Commitment'): 'Engagement',
    ('ScorepadPdf', 'Seed'): 'Graine',
    ('ScorepadPdf', 'not revealed until the game ends'): 'révélée à la fin de la partie',
    ('ScorepadPdf', 'Players'): 'Joueurs',
    ('ScorepadPdf', 'Anyone can check these dice: %1 on the match record.'): 'Chacun peut vérifier ces dés : %1 sur la fiche de partie.',
    ('ScorepadPdf', 'Rd'): 'Mn',
    ('ScorepadPdf', 'Round'): 'Manche',
    ('ScorepadPdf', 'Round scores'): 'Points des manches',
    ('ScorepadPdf', 'Totals'): 'Totaux',
    ('ScorepadPdf', 'The roll-off for the first player is still being thrown.'): 'Le tirage du premier joueur est en cours.',
    ('ScorepadPdf', '%1 scorepad'): 'Feuille de marque %1',
    ('Scoresheet', 'Round %1'): 'Manche %1',
    ('Scoresheet', 'Table %1'): 'Table %1',
    ('Scoresheet', 'Continuation sheet: carry each total over from the sheet before'): 'Feuille de suite : reporter chaque total de la feuille précédente',
    ('Scoresheet', 'Seat'): 'Place',
    ('Scoresheet', 'Player'): 'Joueur',
    ('Scoresheet', 'Roll-off'): 'Tirage',
    ('Scoresheet', 'Turn'): 'Tour',
    ('Scoresheet', 'Total'): 'Total',
    ('Scoresheet', 'Set %1'): 'Set %1',
    ('Scoresheet', 'Rules in short'): 'Les règles en bref',
    ('Scoresheet', 'Winner:'): 'Vainqueur :',
    ('Scoresheet', 'Signed:'): 'Signé :',
    ('Standings', 'Place'): 'Rang',
    ('Standings', 'equal places share a number (=)'): 'les ex æquo partagent un rang (=)',
    ('Standings', 'Points'): 'Points',
    ('Standings', 'placement points earned at the tables'): 'points de classement gagnés aux tables',
    ('Standings', 'Wins'): 'Victoires',
    ('Standings', 'games won (first place at a table)'): 'parties gagnées (première place à une table)',
    ('Standings', 'Opp. pts'): 'Pts adv.',
    ('Standings', 'the points of every opponent met, added up (Buchholz)'): 'les points de chaque adversaire rencontré, additionnés (Buchholz)',
    ('Standings', 'Score'): 'Score',
    ('Standings', 'total game score (rounds won in the Damn Straights)'): 'score total des parties (manches gagnées aux Damn Straight)',
    ('Standings', 'Rating'): 'Cote',
    ('Standings', "the player's conservative rating (skill minus three times its uncertainty, OpenSkill's ordinal)"): "la cote prudente du joueur (niveau moins trois fois son incertitude, l'ordinal d'OpenSkill)",
    ('Standings', 'Player'): 'Joueur',
    ('Standings', 'Name'): 'Nom',
    ('Standings', 'Table'): 'Table',
    ('Standings', 'Seat'): 'Place',
    ('Standings', 'Total'): 'Total',
    ('Standings', 'Ranked by %1; a tie left after these shares the place.'): 'Classement par %1 ; les ex æquo restants partagent le rang.',
    ('Standings', 'Results of round %1'): 'Résultats de la manche %1',
    ('Standings', 'Round %1 · Table %2 · %3'): 'Manche %1 · Table %2 · %3',
    ('Standings', ' (DRAFT: not published, seats may change)'): ' (BROUILLON : non publié, les places peuvent changer)',
    ('Standings', 'Round %1: seats by table'): 'Manche %1 : places par table',
    ('Standings', 'Table %1'): 'Table %1',
    ('Standings', 'Round %1: find your table'): 'Manche %1 : trouvez votre table',
    ('Standings', 'All nights count'): 'Toutes les soirées comptent',
    ('Standings', 'The best %1 nights count; others in grey'): 'Les %1 meilleures soirées comptent ; les autres en gris',
    ('Standings', 'The best night counts; others in grey'): 'La meilleure soirée compte ; les autres en gris',
})


# the refusals a scorer meets at the table and a held table's (engine/errors.py TABLE_REFUSALS,
# engine/store/holds.py: issue 32)
FR_IN.update({
    ('Refusal', 'SB has no yeast: its dice are base dice and keys'):
        "SB n'a pas de yeast : ses dés sont des dés Base et des keys",
    ('Refusal', 'a keep names one or more dice of the current throw'):
        'une mise de côté nomme un ou plusieurs dés du lancer en cours',
    ('Refusal', 'a permissive risk comes after a throw, before racking from it'):
        "un risque libre vient après un lancer, avant d'en placer au rack",
    ('Refusal', 'a risk needs a die left to throw'):
        'risquer demande un dé encore à lancer',
    ('Refusal', 'a stop comes after a throw, not before it'):
        'un arrêt vient après un lancer, pas avant',
    ('Refusal', 'a stop needs a die racked since the last throw'):
        'un arrêt demande un dé placé au rack depuis le dernier lancer',
    ('Refusal', 'a stop needs a throw that did not bust'):
        'un arrêt demande un lancer sans bust',
    ('Refusal', 'a swap that would leave nothing to rack before racking from this throw'):
        'un échange qui ne laisserait rien à placer au rack avant de placer depuis ce lancer',
    ('Refusal', 'a throw is a tuple of dice showing faces 1 to 6'):
        'un lancer est une suite de dés montrant les faces 1 à 6',
    ('Refusal', 'a visit is the whole turn, instead of throwing'):
        'une visite est le tour entier, au lieu de lancer',
    ('Refusal', 'after a miss the player stops, or risks the biscuit and throws'):
        "après un raté, le joueur s'arrête, ou risque le biscuit et lance",
    ('Refusal', 'after a risk the player must throw'):
        'après un risque, le joueur doit lancer',
    ('Refusal', 'after a risk the player throws again without racking'):
        'après un risque, le joueur relance sans placer au rack',
    ('Refusal', 'bakeries are visited from the round after they are won'):
        'les bakeries se visitent dès la manche après leur gain',
    ('Refusal', 'bakery committed (two dice of one face saved): only bakery racking counts now'):
        "engagé sur la bakery (deux dés d'une même face gardés) : seul le rack de bakery compte désormais",
    ('Refusal', 'bakery or bust: a committed player who has risked may not stop'):
        "bakery ou bust : un joueur engagé qui a risqué ne peut pas s'arrêter",
    ('Refusal', 'dice are racked after a throw'):
        'les dés se placent au rack après un lancer',
    ('Refusal', 'dice leave the box only with box rules'):
        "les dés ne sortent de la boîte qu'avec les règles de la boîte",
    ('Refusal', 'dice out of the box are recorded straight after the throw'):
        'les dés sortis de la boîte se notent juste après le lancer',
    ('Refusal', 'every bakery owned has been visited this round'):
        'chaque bakery possédée a été visitée cette manche',
    ('Refusal', 'never keys and base dice from the same throw'):
        'jamais des keys et des dés Base du même lancer',
    ('Refusal', 'no bakery to visit: the player owns none'):
        "aucune bakery à visiter : le joueur n'en possède aucune",
    ('Refusal', 'no die is left to throw; rack from the bank or stop'):
        'plus aucun dé à lancer ; placez depuis la bank ou arrêtez',
    ('Refusal', 'no visits once the owner has thrown in this round'):
        'plus de visites une fois que le propriétaire a lancé dans cette manche',
    ('Refusal', 'nothing can be racked after a miss'):
        'rien ne se place au rack après un raté',
    ('Refusal', 'rack at least one die before throwing again'):
        'placez au moins un dé au rack avant de relancer',
    ('Refusal', 'risking needs a biscuit'):
        'risquer demande un biscuit',
    ('Refusal', 'set aside a key or a group of base dice from this throw first'):
        "mettez d'abord de côté une key ou un groupe de dés Base de ce lancer",
    ('Refusal', 'the biscuit may be risked only once in a turn'):
        "le biscuit ne se risque qu'une fois par tour",
    ('Refusal', 'the dice are thrown now'):
        'les dés se lancent maintenant',
    ('Refusal', 'the dice must be thrown now'):
        'les dés doivent être lancés maintenant',
    ('Refusal', 'the player chose to throw: no visit now'):
        'le joueur a choisi de lancer : pas de visite maintenant',
    ('Refusal', 'the players are a list of names'):
        'les joueurs sont une liste de noms',
    ('Refusal', 'the turn is over'):
        'le tour est terminé',
    ('Refusal', 'the yeast is not among the dice of this throw'):
        "le yeast n'est pas parmi les dés de ce lancer",
    ('Refusal', 'the yeast swap comes after a throw'):
        "l'échange du yeast vient après un lancer",
    ('Refusal', 'throw the dice before setting any aside'):
        "lancez les dés avant d'en mettre de côté",
    ('Refusal', 'with strict risking the biscuit is risked only right after a miss'):
        'avec le risque strict, le biscuit ne se risque que juste après un raté',
    ('Refusal', 'this table is held by station %1 since %2, last action %3: this station only watches it (nothing was saved); take it over to score here'):
        "cette table est tenue par le poste %1 depuis %2, dernière action %3 : ce poste ne fait que la suivre (rien n'a été enregistré) ; reprenez-la pour marquer ici",
    ('Refusal', 'this table is held by station %1 since %2, no action yet: this station only watches it (nothing was saved); take it over to score here'):
        "cette table est tenue par le poste %1 depuis %2, aucune action encore : ce poste ne fait que la suivre (rien n'a été enregistré) ; reprenez-la pour marquer ici",
})


# the words the evening lanes added after the catalogue was written (issue 30), by context
FR_IN.update({
    ('CheckInPanel', 'Check-in of %1 taken back: the guest is no longer among the members'):
        'Inscription de %1 annulée : l’invité n’est plus parmi les membres',
    ('HomePage', '1 member'):
        '1 membre',
    ('HomePage', '%1 members'):
        '%1 membres',
    ('HomePage', '1 event'):
        '1 événement',
    ('HomePage', '%1 events'):
        '%1 événements',
    ('HomePage', '%1 · %2 · %3'):
        '%1 · %2 · %3',
    ('ProjectorWindow', 'Space: timer · R: reset · ←/→: pages · Esc or F11: leave full screen'):
        'Espace : minuteur · R : remise à zéro · ←/→ : pages · Échap ou F11 : quitter le plein écran',
    ('ProjectorWindow', 'Space: timer · R: reset · ←/→: pages · F11: full screen · Esc: close'):
        'Espace : minuteur · R : remise à zéro · ←/→ : pages · F11 : plein écran · Échap : fermer',
    ('ReviewWindow', 'No clear mistake in this game: no decision lost more than %1 (untick Mistakes only to see every decision).'):
        'Aucune erreur nette dans cette partie : aucune décision n’a perdu plus de %1 (décochez Erreurs seulement pour voir chaque décision).',
    ('TablesPage', 'Opening the club database…'):
        'Ouverture de la base du club…',
    ('events', '(left from round %1)'):
        '(parti dès la manche %1)',
})

# Statistics in depth (issue 29 part 3)
FR.update({
    '%1: %2 on %3': '%1 : %2 le %3',
    'Head t&o head:': 'Face-à-fac&e :',
    'Two members head to head, over the tables these statistics count': 'Deux membres face à face, sur les tables que comptent ces statistiques',
    'and': 'et',
    'First member head to head': 'Premier membre du face-à-face',
    'Second member head to head': 'Second membre du face-à-face',
    ', round %1, table %2': ', manche %1, table %2',
    'level': 'à égalité',
    'by 1 point': 'de 1 point',
    'by %1 points': 'de %1 points',
    '%1 %2, %3 %4: %5 (%6)': '%1 %2, %3 %4 : %5 (%6)',
    '%1 %2 (%3 to %4, %5)': '%1 %2 (de %3 à %4, %5)',
    '%1 in %2 rounds': '%1 en %2 manches',
    'Tables played': 'Tables jouées',
    'The closest game': 'La partie la plus serrée',
    'The biggest win': 'La plus large victoire',
    'With final scores': 'Avec scores finaux',
    'The largest rating move': 'Le plus grand mouvement de cote',
    'The evening in numbers': 'La soirée en chiffres',
    '%1 and %2 never played at one table here.': '%1 et %2 n’ont jamais joué à une même table ici.',
    'Tables together': 'Tables ensemble',
    '%1 placed ahead': '%1 classé devant',
    'Level (a shared place)': 'À égalité (place partagée)',
    '%1 won': '%1 a gagné',
    'Last met': 'Dernière rencontre',
    'Head to head: %1': 'Face-à-face : %1',
    'Before': 'Avant',
    'After': 'Après',
    'Change': 'Variation',
    'Uncertainty (σ)': 'Incertitude (σ)',
    'Rated tables': 'Tables cotées',
    'Ratings at %1': 'Cotes à %1',
    'Rating: mu - 3 sigma, the rating shown everywhere (it starts at 0 and grows as the results tell more); at an event, before its first table and after its last.': 'Cote : mu - 3 sigma, la cote affichée partout (elle part de 0 et croît à mesure que les résultats en disent plus) ; pour un événement, avant sa première table et après sa dernière.',
    '%1 of %2 tables have final scores': '%1 tables sur %2 ont des scores finaux',
    '%1: final scores, how often each was reached': '%1 : scores finaux, combien de fois chacun a été atteint',
    'final score': 'score final',
    'players': 'joueurs',
    'Final scores': 'Scores finaux',
    'Counted': 'Comptés',
    'No table with final scores yet.': 'Aucune table avec des scores finaux pour l’instant.',
    'won %1': '%1 gagnées',
    '%1 without a win': '%1 sans victoire',
    'Best and worst game, streaks': 'Meilleure et pire partie, séries',
    'Best and worst game': 'Meilleure et pire partie',
    'Worst': 'Pire',
    "Best, Worst, Average: the player's final scores at that game, over the tables with scores.": 'Meilleur, Pire, Moyenne : les scores finaux du joueur à ce jeu, sur les tables avec des scores.',
    'Streaks': 'Séries',
    'Most wins in a row': 'Plus de victoires d’affilée',
    'Most tables without a win': 'Plus de tables sans victoire',
    'Now': 'En cours',
    'In the order the tables were played; a shared first place is a win.': 'Dans l’ordre où les tables ont été jouées ; une première place partagée est une victoire.',
    'No finished table yet.': 'Aucune table terminée pour l’instant.',
    "Rating by date (mu - 3 sigma, after each day's last table)": 'Cote par date (mu - 3 sigma, après la dernière table de chaque jour)',
    'date': 'date',
    '%1: %2 of %3 players, most games first': '%1 : %2 joueurs sur %3, ceux qui ont le plus joué d’abord',
    '%1: %2 of %3 players, most decisions first': '%1 : %2 joueurs sur %3, ceux qui ont le plus décidé d’abord',
    'Place %1 or lower': 'Place %1 ou au-delà',
    'turns': 'tours',
})

# the refusals that hold values and the records' refusals with their places (engine/errors.py Phrase: issue 32)
FR_IN.update({
    ('Refusal', '\'from\' is "bank" on a rack, not %1 on %2'):
        '\'from\' vaut "bank" sur un rack, pas %1 sur %2',
    ('Refusal', 'not an event: %1 with %2'):
        'pas un événement : %1 avec %2',
    ('Refusal', 'not a logged action: %1'):
        'pas une action journalisée : %1',
    ('Refusal', 'a die shows a face from 1 to 6, not %1'):
        'un dé montre une face de 1 à 6, pas %1',
    ('Refusal', '%1 is not a die: write a face 1-6, the yeast as 6*, a key as K6'):
        "%1 n’est pas un dé : écrivez une face 1-6, le yeast comme 6*, une key comme K6",
    ('Refusal', 'dice are written as a string such as "2 2 4 1 3 6*", not %1'):
        'les dés s’écrivent comme un texte tel que "2 2 4 1 3 6*", pas %1',
    ('Refusal', 'dice are faces separated by single spaces, such as "2 2 4 1 3 6*", not %1'):
        'les dés sont des faces séparées par une seule espace, comme "2 2 4 1 3 6*", pas %1',
    ('Refusal', '%1 dice, the yeast and %2 keys among them'):
        '%1 dés, dont le yeast et %2 keys',
    ('Refusal', '%1 dice, the yeast among them'):
        '%1 dés, dont le yeast',
    ('Refusal', '1 die, the yeast'):
        '1 dé, le yeast',
    ('Refusal', '%1 dice, %2 keys among them'):
        '%1 dés, dont %2 keys',
    ('Refusal', '%1 dice, 1 key among them'):
        '%1 dés, dont 1 key',
    ('Refusal', '%1 dice'):
        '%1 dés',
    ('Refusal', '1 die'):
        '1 dé',
    ('Refusal', 'a dice seed is a non-empty byte string'):
        "une graine de dés est une suite d’octets non vide",
    ('Refusal', 'a game needs two or more players'):
        'une partie demande deux joueurs ou plus',
    ('Refusal', 'no seat %1 at a table of %2'):
        'pas de place %1 à une table de %2',
    ('Refusal', 'the game is over'):
        'la partie est terminée',
    ('Refusal', 'a turn from a paper pad is a whole turn, not the rest of one'):
        "un tour depuis une feuille papier est un tour entier, pas la fin d’un tour",
    ('Refusal', 'a turn of %1 cannot be entered from a paper pad'):
        'un tour de %1 ne peut pas être saisi depuis une feuille papier',
    ('Refusal', 'no throw is allowed now'):
        "aucun lancer n’est permis maintenant",
    ('Refusal', '%1 does not belong to the turn that ended'):
        "%1 n’appartient pas au tour qui s’est terminé",
    ('Refusal', 'the dice must be thrown now, not %1'):
        'les dés doivent être lancés maintenant, pas %1',
    ('Refusal', 'this throw must be %1, not %2'):
        'ce lancer doit être de %1, pas %2',
    ('Refusal', 'a turn begins with a throw of all six dice, not %1'):
        'un tour commence par un lancer des six dés, pas par %1',
    ('Refusal', '%1 is not a move in %2'):
        "%1 n’est pas un coup de %2",
    ('Refusal', 'an out'):
        'un out',
    ('Refusal', '%1 comes after a throw'):
        '%1 vient après un lancer',
    ('Refusal', 'racking'):
        'placer au rack',
    ('Refusal', '%1 is not in the bank'):
        "%1 n’est pas dans la bank",
    ('Refusal', '%1 left the bank in the yeast swap and waits for the next throw'):
        "%1 a quitté la bank lors de l’échange du yeast et attend le prochain lancer",
    ('Refusal', 'a risk'):
        'un risque',
    ('Refusal', 'a stop'):
        'un arrêt',
    ('Refusal', '%1 is not among the dice of the throw that missed'):
        "%1 n’est pas parmi les dés du lancer raté",
    ('Refusal', '%1 is not among the dice thrown'):
        "%1 n’est pas parmi les dés lancés",
    ('Refusal', "%1 is not a turn score: a straight scores %2 (13 a baker's dozen, C2)%3"):
        "%1 n’est pas un score de tour : une suite marque %2 (13 une douzaine du boulanger, C2)%3",
    ('Refusal', '%1: a loss is a biscuit lost after a risk, and there is no biscuit yet in this round'):
        "%1 : une perte est un biscuit perdu après un risque, et il n’y a pas encore de biscuit dans cette manche",
    ('Refusal', '%1: a lost biscuit takes off its value, %2 (the biscuit is %3)'):
        '%1 : un biscuit perdu retire sa valeur, %2 (le biscuit vaut %3)',
    ('Refusal', ' or a bakery visit (E6)'):
        ' ou une visite de bakery (E6)',
    ('Refusal', '%1b: a turn of %2 is not marked on its pad'):
        '%1b : un tour de %2 ne se marque pas sur sa feuille',
    ('Refusal', '%1 is not a move in Dire Straights: setting aside is automatic, the player only throws or stops'):
        "%1 n’est pas un coup de Dire Straights : la mise de côté est automatique, le joueur ne fait que lancer ou s’arrêter",
    ('Refusal', '%1: a Dire Straights turn scores 0 or more; only four twos lose points, and this game is played without them'):
        '%1 : un tour de Dire Straights marque 0 ou plus ; seuls quatre deux font perdre des points, et cette partie se joue sans eux',
    ('Refusal', '%1: four twos set the total to 0, so the turn is %2'):
        '%1 : quatre deux remettent le total à 0, le tour vaut donc %2',
    ('Refusal', '%1 is not a turn score of Dire Straights: 5 per die of the run and 30 a 1-6 completed, so a multiple of 5 (0 for a bust, D5)'):
        "%1 n’est pas un score de tour de Dire Straights : 5 par dé de la suite et 30 pour un 1-6 complet, donc un multiple de 5 (0 pour un bust, D5)",
    ('Refusal', '%1b: a bakery scores its face x 32, a loaf more with the yeast racked last (not for 6s): %2'):
        '%1b : une bakery marque sa face x 32, un loaf de plus avec le yeast placé au rack en dernier (pas pour les 6) : %2',
    ('Refusal', 'a group is two or more base dice of one face: one %1 kept from this throw is not a group'):
        "un groupe, ce sont deux dés Base ou plus d’une même face : un seul %1 gardé de ce lancer n’est pas un groupe",
    ('Refusal', 'a throw is made of dice showing 1 to 6, not %1'):
        'un lancer est fait de dés montrant 1 à 6, pas %1',
    ('Refusal', 'a stop needs both keys aside: with a key still to set aside the player must throw'):
        'un arrêt demande les deux keys de côté : avec une key encore à mettre de côté, le joueur doit lancer',
    ('Refusal', '%1 is not a move in SB: after a throw the player keeps dice, throws again or stops'):
        "%1 n’est pas un coup de SB : après un lancer, le joueur garde des dés, relance ou s’arrête",
    ('Refusal', 'a keep names base dice (1-6) and keys (K1-K6), not %1'):
        'une mise de côté nomme des dés Base (1-6) et des keys (K1-K6), pas %1',
    ('Refusal', 'K%1 is not among the dice of this throw not yet kept (%2)'):
        "K%1 n’est pas parmi les dés de ce lancer pas encore gardés (%2)",
    ('Refusal', '%1 is more than this throw has left (%2)'):
        "%1, c’est plus qu’il ne reste dans ce lancer (%2)",
    ('Refusal', 'a group is two or more base dice of one face, from one throw: this throw has no other %1 to go with it'):
        "un groupe, ce sont deux dés Base ou plus d’une même face, d’un seul lancer : ce lancer n’a pas d’autre %1 pour l’accompagner",
    ('Refusal', '%1 is not a turn score of SB: set-aside base dice under two keys score %2'):
        "%1 n’est pas un score de tour de SB : les dés Base mis de côté sous deux keys marquent %2",
    ('Refusal', 'a game is one set or more, not %1'):
        "une partie est d’un set ou plus, pas %1",
    ('Refusal', 'Six By 6 has no decisions: the engine posts and scores, not %1'):
        "Six By 6 n’a pas de décisions : le moteur poste et compte, pas %1",
    ('Refusal', '%1 is not a turn score of Six By 6: 22 to 35 when the carry runs out (6 per posted die and the leave), 37 or more for a rack'):
        "%1 n’est pas un score de tour de Six By 6 : 22 à 35 quand le carry s’épuise (6 par dé posté et le leave), 37 ou plus pour un rack",
    ('Refusal', 'the tolerance must be greater than 0'):
        'la tolérance doit être supérieure à 0',
    ('Refusal', 'max_throws must be 1 or more'):
        'max_throws doit valoir 1 ou plus',
    ('Refusal', 'journal entry %1 out of sequence (expected %2)'):
        'entrée de journal %1 hors séquence (attendu %2)',
    ('Refusal', 'a void entry names the entries it withdraws'):
        "une entrée d’annulation nomme les entrées qu’elle retire",
    ('Refusal', 'a void may withdraw only earlier entries, not %1'):
        'une annulation ne peut retirer que des entrées antérieures, pas %1',
    ('Refusal', 'entry %1 is not in force: it cannot be withdrawn'):
        "l’entrée %1 n’est pas en vigueur : elle ne peut pas être retirée",
    ('Refusal', 'a void names each entry it withdraws once'):
        "une annulation nomme une seule fois chaque entrée qu’elle retire",
    ('Refusal', 'a move entry names its action, seat and turn'):
        'une entrée de coup nomme son action, sa place et son tour',
    ('Refusal', 'a roll-off entry maps each seat that threw to its face'):
        'une entrée du tirage au dé associe à chaque place qui a lancé sa face',
    ('Refusal', 'a redo enters an earlier entry again, not %1'):
        'un rétablissement saisit à nouveau une entrée antérieure, pas %1',
    ('Refusal', 'this game started without a roll-off'):
        'cette partie a commencé sans tirage au dé',
    ('Refusal', 'the roll-off is over'):
        'le tirage au dé est terminé',
    ('Refusal', 'no dice source: type in the faces thrown'):
        'pas de source de dés : tapez les faces lancées',
    ('Refusal', 'the roll-off decides who starts first'):
        'le tirage au dé décide qui commence',
    ('Refusal', 'a throw is entered as the dice thrown: the choice to throw goes with it'):
        'un lancer se saisit comme les dés lancés : le choix de lancer va avec',
    ('Refusal', 'nothing to undo'):
        'rien à annuler',
    ('Refusal', "dice the app threw stand: only faces typed in by hand can be taken back (an organizer's correction can withdraw them)"):
        "les dés lancés par l’application restent : seules les faces tapées à la main peuvent être reprises (une correction de l’organisation peut les retirer)",
    ('Refusal', 'journal'):
        'journal',
    ('Refusal', "a player's name"):
        'un nom de joueur',
    ('Refusal', '%1 is text, not %2'):
        '%1 est un texte, pas %2',
    ('Refusal', '%1 may not be empty'):
        '%1 ne peut pas être vide',
    ('Refusal', 'the name %1 is longer than %2 characters'):
        'le nom %1 dépasse %2 caractères',
    ('Refusal', 'the name %1 holds a control or hidden character (U+%2): a name is one line of visible text'):
        'le nom %1 contient un caractère de contrôle ou invisible (U+%2) : un nom est une ligne de texte visible',
    ('Refusal', 'the name %1 has no letter, number, punctuation or symbol: it would print as nothing'):
        "le nom %1 n’a ni lettre, ni chiffre, ni ponctuation, ni symbole : il s’imprimerait comme rien",
    ('Refusal', "an event's name"):
        "le nom d’un événement",
    ('Refusal', "a station's name"):
        "le nom d’un poste",
    ('Refusal', 'the names %1 and %2 are the same name: names must differ'):
        'les noms %1 et %2 sont le même nom : les noms doivent différer',
    ('Refusal', 'true or false'):
        'true ou false',
    ('Refusal', 'a whole number'):
        'un nombre entier',
    ('Refusal', 'text'):
        'un texte',
    ('Refusal', 'option %1 must be %2, not %3'):
        "l’option %1 doit être %2, pas %3",
    ('Refusal', 'option %1 must be one of %2, not %3'):
        "l’option %1 doit être l’une de %2, pas %3",
    ('Refusal', 'a whole number %1 or more'):
        'un nombre entier de %1 ou plus',
    ('Refusal', 'a whole number from %1 to %2'):
        'un nombre entier de %1 à %2',
    ('Refusal', 'option %1 must be true or false, not %2'):
        "l’option %1 doit être true ou false, pas %2",
    ('Refusal', 'option %1 must be a whole number, not %2'):
        "l’option %1 doit être un nombre entier, pas %2",
    ('Refusal', 'options must be an object of option names to values'):
        "les options doivent être un objet de noms d’option et de valeurs",
    ('Refusal', 'unknown option %1 (this ruleset has: %2)'):
        'option inconnue %1 (ces règles ont : %2)',
    ('Refusal', 'an option is written key=value, not %1'):
        "une option s’écrit clé=valeur, pas %1",
    ('Refusal', 'option %1 is given twice'):
        "l’option %1 est donnée deux fois",
    ('Refusal', 'faces 1 to 6'):
        'les faces 1 à 6',
    ('Refusal', 'faces 1 to 6 and the yeast, such as 6*'):
        'les faces 1 à 6 et le yeast, comme 6*',
    ('Refusal', 'faces 1 to 6 and keys, such as K6'):
        'les faces 1 à 6 et des keys, comme K6',
    ('Refusal', 'a value is missing or is not JSON'):
        "une valeur manque ou n’est pas du JSON",
    ('Refusal', 'a comma is missing between two values'):
        'une virgule manque entre deux valeurs',
    ('Refusal', 'a colon is missing after a key'):
        'deux-points manquent après une clé',
    ('Refusal', 'a key is not text in double quotes'):
        "une clé n’est pas un texte entre guillemets droits doubles",
    ('Refusal', 'a text is not closed by a double quote'):
        "un texte n’est pas fermé par un guillemet double",
    ('Refusal', 'a text holds a raw line break or control character'):
        'un texte contient un saut de ligne brut ou un caractère de contrôle',
    ('Refusal', 'something follows the end of the record'):
        'quelque chose suit la fin de la fiche',
    ('Refusal', 'a backslash escape is not valid'):
        "une séquence d’échappement par barre oblique inverse n’est pas valide",
    ('Refusal', 'a \\u escape is not valid'):
        "une séquence \\u n’est pas valide",
    ('Refusal', 'the key %1 is written twice'):
        'la clé %1 est écrite deux fois',
    ('Refusal', 'not a match record: %1'):
        'pas une fiche de partie : %1',
    ('Refusal', 'it is larger than 16 MiB'):
        'il dépasse 16 Mio',
    ('Refusal', 'it starts with a byte order mark; save it as UTF-8 without one'):
        "il commence par une marque d’ordre des octets ; enregistrez-le en UTF-8 sans elle",
    ('Refusal', 'it is not UTF-8 text (byte %1 is not)'):
        "ce n’est pas du texte UTF-8 (l’octet %1 ne l’est pas)",
    ('Refusal', 'the file is empty'):
        'le fichier est vide',
    ('Refusal', 'it is not valid JSON'):
        "ce n’est pas du JSON valide",
    ('Refusal', '%1 (line %2, column %3)'):
        '%1 (ligne %2, colonne %3)',
    ('Refusal', 'it is nested too deeply'):
        'il est trop profondément imbriqué',
    ('Refusal', '%1 is not a number JSON knows'):
        "%1 n’est pas un nombre que JSON connaît",
    ('Refusal', 'a number has too many digits'):
        'un nombre a trop de chiffres',
    ('Refusal', 'cannot read it: %1'):
        'illisible : %1',
    ('Refusal', 'not a match record: it is a folder'):
        "pas une fiche de partie : c’est un dossier",
    ('Refusal', 'not a match record: it is not a regular file (a device, a pipe or a socket)'):
        "pas une fiche de partie : ce n’est pas un fichier ordinaire (un périphérique, un tube ou un socket)",
    ('Refusal', 'not a match record: it is larger than 16 MiB'):
        'pas une fiche de partie : il dépasse 16 Mio',
    ('Refusal', 'there is no such file'):
        "ce fichier n’existe pas",
    ('Refusal', 'permission denied'):
        'permission refusée',
    ('Refusal', 'it is a folder'):
        "c’est un dossier",
    ('Refusal', 'record'):
        'fiche',
    ('Refusal', 'a match record is a JSON object'):
        'une fiche de partie est un objet JSON',
    ('Refusal', 'unknown key %1'):
        'clé inconnue %1',
    ('Refusal', 'the key %1 is missing'):
        'la clé %1 manque',
    ('Refusal', 'format'):
        'champ « format »',
    ('Refusal', 'unknown format version %1; this program reads %2'):
        'version de format inconnue %1 ; ce programme lit %2',
    ('Refusal', 'ruleset'):
        'champ « ruleset »',
    ('Refusal', 'unknown ruleset %1 (known: %2)'):
        'règles inconnues %1 (connues : %2)',
    ('Refusal', 'turns'):
        'champ « turns »',
    ('Refusal', 'turns is a list of turns'):
        'turns est une liste de tours',
    ('Refusal', 'options'):
        'champ « options »',
    ('Refusal', 'options is an object of option names to values'):
        "options est un objet de noms d’option et de valeurs",
    ('Refusal', 'unknown option %1 (%2 has: %3)'):
        'option inconnue %1 (%2 a : %3)',
    ('Refusal', 'option %1 is a single value, not %2'):
        "l’option %1 est une valeur unique, pas %2",
    ('Refusal', 'players'):
        'champ « players »',
    ('Refusal', 'players is a list of names'):
        'players est une liste de noms',
    ('Refusal', 'a game has %1 to %2 players, not %3'):
        'une partie compte de %1 à %2 joueurs, pas %3',
    ('Refusal', "a player's name is text, not %1"):
        'un nom de joueur est un texte, pas %1',
    ('Refusal', 'rolloff'):
        'champ « rolloff »',
    ('Refusal', 'the roll-off is a list of throws'):
        'le tirage au dé est une liste de lancers',
    ('Refusal', 'a roll-off throw is an object mapping each player who threw to the face thrown'):
        'un lancer du tirage au dé est un objet associant à chaque joueur qui a lancé la face obtenue',
    ('Refusal', '%1 is written twice in this throw'):
        '%1 est écrit deux fois dans ce lancer',
    ('Refusal', 'a roll-off face is a number from 1 to 6, not %1'):
        'une face du tirage au dé est un nombre de 1 à 6, pas %1',
    ('Refusal', "a turn is an object with 'player' and 'events'"):
        "un tour est un objet avec 'player' et 'events'",
    ('Refusal', 'unknown key %1 in a turn'):
        'clé inconnue %1 dans un tour',
    ('Refusal', "a turn names its 'player' and lists its 'events'"):
        "un tour nomme son 'player' et liste ses 'events'",
    ('Refusal', "a turn's events are a list"):
        "les événements d’un tour sont une liste",
    ('Refusal', 'a turn has at least one event (a turn not yet begun is not written)'):
        "un tour a au moins un événement (un tour pas encore commencé ne s’écrit pas)",
    ('Refusal', 'an event is an object such as {"throw": "1 2 3 4 5 6*"}'):
        'un événement est un objet tel que {"throw": "1 2 3 4 5 6*"}',
    ('Refusal', 'unknown key %1 in an event'):
        'clé inconnue %1 dans un événement',
    ('Refusal', 'an event holds exactly one of %1'):
        "un événement contient exactement l’un de %1",
    ('Refusal', "only a rack event takes 'from'"):
        "seul un événement rack prend 'from'",
    ('Refusal', '%1 is not an event of %2 (its events: %3)'):
        "%1 n’est pas un événement de %2 (ses événements : %3)",
    ('Refusal', 'dice leave the box only with box rules (the option box_rules)'):
        "les dés ne sortent de la boîte qu’avec les règles de la boîte (l’option box_rules)",
    ('Refusal', '%1 is not a die of %2: its dice are %3'):
        "%1 n’est pas un dé de %2 : ses dés sont %3",
    ('Refusal', '\'at\' is a time written as a string with its UTC offset, such as "2026-11-21T19:04:05+01:00", not %1'):
        '\'at\' est une heure écrite comme un texte avec son décalage UTC, comme "2026-11-21T19:04:05+01:00", pas %1',
    ('Refusal', '\'%1\' is written as {"%2": true}, not %3'):
        '\'%1\' s’écrit {"%2": true}, pas %3',
    ('Refusal', 'a swap names one face as a string such as "5", not %1'):
        'un échange nomme une face comme un texte tel que "5", pas %1',
    ('Refusal', '\'from\' is "bank" or left out, not %1'):
        '\'from\' vaut "bank" ou est omis, pas %1',
    ('Refusal', 'dice'):
        'champ « dice »',
    ('Refusal', 'dice is an object with scheme, commitment and seed'):
        'dice est un objet avec scheme, commitment et seed',
    ('Refusal', "unknown dice scheme %1; known: 'hmac-sha256/1'"):
        "schéma de dés inconnu %1 ; connu : 'hmac-sha256/1'",
    ('Refusal', 'the commitment is a SHA-256 written as 64 lower-case hex digits'):
        "l’engagement est un SHA-256 écrit en 64 chiffres hexadécimaux minuscules",
    ('Refusal', 'the seed is 32 bytes written as 64 lower-case hex digits'):
        'la graine fait 32 octets écrits en 64 chiffres hexadécimaux minuscules',
    ('Refusal', 'event'):
        'champ « event »',
    ('Refusal', 'event is an object with name, round, table and date'):
        'event est un objet avec name, round, table et date',
    ('Refusal', 'unknown key %1 (event has name, round, table and date)'):
        'clé inconnue %1 (event a name, round, table et date)',
    ('Refusal', "the event's name is text, not %1"):
        "le nom de l’événement est un texte, pas %1",
    ('Refusal', '%1 is a whole number 1 or more, not %2'):
        '%1 est un nombre entier de 1 ou plus, pas %2',
    ('Refusal', 'date is a real calendar date written YYYY-MM-DD, not %1'):
        'date est une vraie date du calendrier écrite AAAA-MM-JJ, pas %1',
    ('Refusal', 'rolloff throw %1'):
        'tirage au dé, lancer %1',
    ('Refusal', '%1 is not a player of this game'):
        "%1 n’est pas un joueur de cette partie",
    ('Refusal', 'the roll-off is still tied (%1): they throw again before the game starts'):
        'le tirage au dé est encore à égalité (%1) : ils relancent avant que la partie commence',
    ('Refusal', 'turn %1, event 1'):
        'tour %1, événement 1',
    ('Refusal', 'the game is over: no turn follows its end'):
        'la partie est terminée : aucun tour ne suit sa fin',
    ('Refusal', 'turn %1, event %2'):
        'tour %1, événement %2',
    ('Refusal', 'the turn is not over: it ends with a stop, or where the rules end it'):
        "le tour n’est pas terminé : il finit par un arrêt, ou là où les règles le finissent",
    ('Refusal', "it is %1's turn, not %2's"):
        "c’est le tour de %1, pas celui de %2",
    ('Refusal', 'dice that left the box are written in the turn of the throw they left, straight after it'):
        "les dés sortis de la boîte s’écrivent dans le tour du lancer qu’ils ont quitté, juste après lui",
    ('Refusal', 'the turn ended with event %1: no event may follow'):
        "le tour s’est terminé à l’événement %1 : aucun événement ne peut suivre",
    ('Refusal', 'the dice seed is revealed only when the game ends'):
        "la graine des dés n’est révélée qu’à la fin de la partie",
    ('Refusal', 'journal entry %1'):
        'entrée de journal %1',
    ('Refusal', "the move is entered for seat %1, turn %2, but it is seat %3's turn %4"):
        "le coup est saisi pour la place %1, tour %2, mais c’est le tour %4 de la place %3",
    ('Refusal', 'only roll-off throws and moves are played'):
        'seuls les lancers du tirage au dé et les coups se jouent',
    ('Refusal', 'a throw is entered as the dice thrown, not as a roll'):
        'un lancer se saisit comme les dés lancés, pas comme un jet',
    ('Refusal', 'the roll-off is already decided'):
        'le tirage au dé est déjà décidé',
    ('Refusal', '%1 is played by %2 to %3 players, not %4'):
        '%1 se joue de %2 à %3 joueurs, pas %4',
    ('Refusal', 'a pad without a game state needs the ruleset'):
        'une feuille sans état de partie demande les règles',
    ('Refusal', '%1 names for a game of %2 players'):
        '%1 noms pour une partie de %2 joueurs',
    ('Refusal', 'no scorepad for the ruleset %1'):
        'pas de feuille de marque pour les règles %1',
    ('Refusal', 'dice are typed as text such as "2 2 4 1 3 6", not %1'):
        'les dés se tapent comme un texte tel que "2 2 4 1 3 6", pas %1',
    ('Refusal', 'the yeast mark * follows a face, such as 6*'):
        'la marque du yeast * suit une face, comme 6*',
    ('Refusal', '%1 is not a die: type %2'):
        "%1 n’est pas un dé : tapez %2",
    ('Refusal', 'no dice typed: type %1'):
        'aucun dé tapé : tapez %1',
    ('Refusal', 'a key mark K goes before a face, such as K6'):
        'la marque de key K précède une face, comme K6',
    ('Refusal', '%1 marks no die of this game: its dice are %2'):
        '%1 ne marque aucun dé de cette partie : ses dés sont %2',
    ('Refusal', 'the game is over: no more throws'):
        'la partie est terminée : plus de lancers',
    ('Refusal', 'no throw is allowed now: decide first'):
        "aucun lancer n’est permis maintenant : décidez d’abord",
    ('Refusal', 'every player throws'):
        'chaque joueur lance',
    ('Refusal', 'only the players tied for highest throw again'):
        'seuls les joueurs à égalité en tête relancent',
    ('Refusal', 'this roll-off throw is 1 face (%1), not %2'):
        "ce lancer du tirage au dé est d’une face (%1), pas %2",
    ('Refusal', 'this roll-off throw is %1 faces (%2), not %3'):
        'ce lancer du tirage au dé est de %1 faces (%2), pas %3',
})

# the reports' words still English: the scorepads' legends and pad rows, the scoresheets' rules in short (Ruleset.reminders), the titles (issue 32)
FR_IN.update({
    ('Ruleset', 'Rounds won'):
        'Manches gagnées',
    ('Ruleset', "A straight racked from 1 scores 2^(L-1), times the yeast's face when racked (C1); 1-2-3 with yeast 3 is a baker's dozen, written 12 then 1 (C2)."):
        "Une suite placée au rack depuis 1 marque 2^(L-1), fois la face du yeast s’il est placé au rack (C1) ; 1-2-3 avec le yeast sur 3 est une douzaine du boulanger, notée 12 puis 1 (C2).",
    ('Ruleset', 'Rack at least one die after every throw (C3); stop only after racking since the last throw (C7); after a miss, stop for 0 or risk the biscuit (C8).'):
        "Placer au moins un dé au rack après chaque lancer (C3) ; ne s’arrêter qu’après avoir placé au rack depuis le dernier lancer (C7) ; après un raté, s’arrêter pour 0 ou risquer le biscuit (C8).",
    ('Ruleset', 'Write 1, 2, 4, 8, 12, 24 as numbers and circle larger scores in loaves: + 1 1+ 2 2+ 3 4 5 6 (C15). A lost biscuit strikes the last entry or is written with a minus sign.'):
        "Écrire 1, 2, 4, 8, 12, 24 en chiffres et entourer les scores plus grands en loaves : + 1 1+ 2 2+ 3 4 5 6 (C15). Un biscuit perdu barre la dernière entrée ou s’écrit avec un signe moins.",
    ('Ruleset', "The first alone in the lead with six loaves (192) at the start of a turn wins the round (C11); mark the round's winner and the rounds won under a line (C15)."):
        "Le premier seul en tête avec six loaves (192) au début d’un tour gagne la manche (C11) ; noter sous un trait le vainqueur de la manche et les manches gagnées (C15).",
    ('Ruleset', 'Throw six dice; a 1 starts the run 1,2,...,n, set aside one die a face (D2). The next throw must show n+1 or the turn busts (D3).'):
        'Lancer six dés ; un 1 commence la suite 1,2,...,n, un dé de côté par face (D2). Le lancer suivant doit montrer n+1, sinon le tour fait bust (D3).',
    ('Ruleset', 'Stop after any throw that did not bust: 5 a die of the run plus 30 a completed 1-6 (D4). A bust scores 0 for the whole turn (D5).'):
        "S’arrêter après tout lancer sans bust : 5 par dé de la suite plus 30 par 1-6 complet (D4). Un bust vaut 0 pour tout le tour (D5).",
    ('Ruleset', 'The first whose total reaches the target at the end of a turn wins at once (D8).'):
        "Le premier dont le total atteint l’objectif à la fin d’un tour gagne aussitôt (D8).",
    ('Ruleset', 'Bakeries'):
        'Bakeries',
    ('Ruleset', " A small house marks a bakery's score (E4), a chevron a visit (E6)."):
        " Une petite maison marque le score d’une bakery (E4), un chevron une visite (E6).",
    ('Ruleset', 'As Classic, plus bakeries: six dice of one face score face x 32, +32 when the yeast is racked last (E3); a bakery ends the turn with a free turn (E4).'):
        "Comme Classic, plus les bakeries : six dés d’une même face marquent face x 32, +32 si le yeast est placé au rack en dernier (E3) ; une bakery finit le tour avec un tour gratuit (E4).",
    ('Ruleset', 'Bakery committed once rack and bank hold two dice of one face (E2): only bakery racking counts from then.'):
        "Bakery committed dès que le rack et la bank tiennent deux dés d’une même face (E2) : seul le rack de bakery compte ensuite.",
    ('Ruleset', 'From the round after winning a bakery its owner may visit it instead of throwing, lowest first (E6). Tick the bakeries owned and mark each visit with V.'):
        "Dès la manche qui suit le gain d’une bakery, son propriétaire peut la visiter au lieu de lancer, la plus basse d’abord (E6). Cocher les bakeries possédées et marquer chaque visite d’un V.",
    ('Ruleset', "No early end of a round: a round ends only at the start of the leader's turn (E8)."):
        "Pas de fin de manche anticipée : une manche ne finit qu’au début du tour du meneur (E8).",
    ('Ruleset', '; shaded turns are the last turns after the first reached it (K6).'):
        " ; les tours grisés sont les derniers tours après que le premier l’a atteint (K6).",
    ('Ruleset', 'Ten dice: eight base dice and two keys (K1). After each throw set aside keys, or groups of two or more base dice of one face, never both (K2).'):
        "Dix dés : huit dés Base et deux keys (K1). Après chaque lancer, mettre de côté des keys, ou des groupes de deux dés Base ou plus d’une même face, jamais les deux (K2).",
    ('Ruleset', 'Nothing to set aside ends the turn with 0 (K3). Stopping needs both keys aside (K4).'):
        "Rien à mettre de côté finit le tour à 0 (K3). S’arrêter demande les deux keys de côté (K4).",
    ('Ruleset', 'Split keys: 2 per base die strictly between, 1 outside, 0 equal; full split 20. Equal keys: 4 per base die equal to them; full sandwich 40 (K5).'):
        'Split Keys : 2 par dé Base strictement entre elles, 1 en dehors, 0 égal ; Full Split 20. Keys égales : 4 par dé Base égal à elles ; Full Sandwich 40 (K5).',
    ('Ruleset', 'Reaching the target makes the leader; everyone else then has one more turn (mark it F), the leader again if not alone in the lead (K6).'):
        "Atteindre l’objectif fait le meneur ; chacun des autres a alors un tour de plus (le marquer F), le meneur aussi s’il n’est pas seul en tête (K6).",
    ('Ruleset', 'Each turn throws every die not yet posted; the engine of the game is the carry: multiples score, plus one per posted die (S2).'):
        'Chaque tour lance tous les dés pas encore postés ; le moteur du jeu est le carry : les multiples marquent, plus un par dé posté (S2).',
    ('Ruleset', 'One point of carry pays for each further throw; with a carry of 0 the turn ends and scores 6 x posted + leave (S3). A completed rack scores 36 + carry.'):
        'Un point de carry paie chaque lancer suivant ; avec un carry de 0, le tour finit et marque 6 x postés + leave (S3). Un rack complet marque 36 + carry.',
    ('Ruleset', 'A set is one turn for each player; the game is its sets, ranked by total points (S4).'):
        'Un set est un tour pour chaque joueur ; la partie est faite de ses sets, classés par total des points (S4).',
    ('ScorepadPdf', 'biscuit risking'):
        'risque du biscuit',
    ('ScorepadPdf', 'box rules'):
        'règles de la boîte',
    ('ScorepadPdf', 'rounds to win'):
        'manches pour gagner',
    ('ScorepadPdf', 'target'):
        'objectif',
    ('ScorepadPdf', 'four twos'):
        'quatre deux',
    ('ScorepadPdf', 'sets'):
        'sets',
    ('ScorepadPdf', 'strict'):
        'strict',
    ('ScorepadPdf', 'permissive'):
        'libre',
    ('ScorepadPdf', 'on'):
        'oui',
    ('ScorepadPdf', 'off'):
        'non',
    ('ScorepadPdf', 'playing'):
        'en cours',
    ('ScorepadPdf', 'Loaf scores are circled (C15); a struck entry was a biscuit lost; a thick line ends a round, with a barb for each round the winner has won so far.'):
        'Les scores en loaves sont entourés (C15) ; une entrée barrée était un biscuit perdu ; un trait épais clôt une manche, avec une barbule pour chaque manche déjà gagnée par le vainqueur.',
    ('ScorepadPdf', 'Loaf scores are circled (C15); a struck entry was a biscuit lost; a thick line ends a round, with the rounds the winner has won so far in a box.'):
        'Les scores en loaves sont entourés (C15) ; une entrée barrée était un biscuit perdu ; un trait épais clôt une manche, avec dans une case les manches déjà gagnées par le vainqueur.',
    ('ScorepadPdf', ' The first to win 1 round wins the game (C13).'):
        ' Le premier à gagner 1 manche gagne la partie (C13).',
    ('ScorepadPdf', ' The first to win %1 rounds wins the game (C13).'):
        ' Le premier à gagner %1 manches gagne la partie (C13).',
    ('ScorepadPdf', 'Set'):
        'Set',
    ('ScorepadPdf', 'Player'):
        'Joueur',
    ('ScorepadPdf', 'Score'):
        'Score',
    ('ScorepadPdf', 'Total'):
        'Total',
    ('ScorepadPdf', 'Post: dice posted. A full rack scores 36 + Carry; when the carry runs out the turn scores 6 x Post + Leave, the faces left (S3).'):
        "Post : dés postés. Un rack complet marque 36 + Carry ; quand le carry s’épuise, le tour marque 6 x Post + Leave, les faces restantes (S3).",
    ('ScorepadPdf', 'Turn'):
        'Tour',
    ('ScorepadPdf', 'Target %1: a thick line under the turn that brought a total to it (%2)'):
        'Objectif %1 : un trait épais sous le tour qui y a porté un total (%2)',
    ('Scoresheet', 'Score'):
        'Score',
    ('Scoresheet', '%1: round %2 scoresheets'):
        '%1 : feuilles de marque de la manche %2',
    ('Standings', 'Head to head'):
        'Confrontation directe',
    ('Standings', '%1: round %2 results'):
        '%1 : résultats de la manche %2',
    ('Standings', '%1: round %2 seating'):
        '%1 : placement de la manche %2',
    ('Standings', '%1: season table'):
        '%1 : classement de la saison',
    ('Standings', 'Standings after round %1'):
        'Classement après la manche %1',
})

# the endings counted as misses and busts in the statistics (issue 32)
FR_IN.update({
    ('Statistics', 'lost biscuit'):
        'biscuit perdu',
    ('Statistics', 'miss'):
        'raté',
    ('Statistics', 'stop after a miss'):
        'arrêt après un raté',
    ('Statistics', 'bust'):
        'échec',
    ('Statistics', 'four twos'):
        'quatre deux',
})

# the evening's refusals with their values: events, rounds, tables, results, paper pads (issue 32)
FR_IN.update({
    ('Refusal', 'the game is not over'):
        'la partie n’est pas terminée',
    ('Refusal', 'round %1 is not over: nobody has won it'):
        'la manche %1 n’est pas terminée : personne ne l’a gagnée',
    ('Refusal', '%1 won 1 round'):
        '%1 a gagné 1 manche',
    ('Refusal', '%1 won %2 rounds'):
        '%1 a gagné %2 manches',
    ('Refusal', 'nobody has reached %1 yet, the game goes on'):
        'personne n’a encore atteint %1, la partie continue',
    ('Refusal', '%1 reached %2'):
        '%1 a atteint %2',
    ('Refusal', '%1 is not alone in the lead after the last turns: one more turn for the leader'):
        '%1 n’est pas seul en tête après les derniers tours : un tour de plus pour le meneur',
    ('Refusal', '%1 reached %2: every other player takes one more turn'):
        '%1 a atteint %2 : chaque autre joueur joue un tour de plus',
    ('Refusal', "the original leader's last turns are over"):
        'les derniers tours après le premier meneur sont joués',
    ('Refusal', 'a game of 1 set is 1 turn for each player'):
        'une partie d’un set est d’un tour pour chaque joueur',
    ('Refusal', 'a game of %1 sets is %1 turns for each player'):
        'une partie de %1 sets est de %1 tours pour chaque joueur',
    ('Refusal', 'no player named %1 in event %2'):
        'aucun joueur nommé %1 dans l’événement %2',
    ('Refusal', '%1 (member %2) is retired: `bakehouse members retire %3 --undo` brings them back'):
        '%1 (membre %2) est retiré : `bakehouse members retire %3 --undo` le fait revenir',
    ('Refusal', 'event %1 (%2) is closed: nothing changes now'):
        'l’événement %1 (%2) est clos : plus rien ne change',
    ('Refusal', '%1 is in event %2 already'):
        '%1 est déjà dans l’événement %2',
    ('Refusal', '%1 is a member already: check them in'):
        '%1 est déjà membre : inscrivez-le',
    ('Refusal', 'member %1 is not checked in to event %2'):
        'le membre %1 n’est pas inscrit à l’événement %2',
    ('Refusal', '%1 is seated in round %2: drop them instead (results so far stay)'):
        '%1 a une place dans la manche %2 : retirez-le plutôt (les résultats obtenus restent)',
    ('Refusal', 'member %1 is not in event %2'):
        'le membre %1 n’est pas dans l’événement %2',
    ('Refusal', 'only a round not yet published can be changed'):
        'seule une manche pas encore publiée peut être modifiée',
    ('Refusal', 'round %1 has no table %2'):
        'la manche %1 n’a pas de table %2',
    ('Refusal', '%1 has no seat in round %2'):
        '%1 n’a pas de place dans la manche %2',
    ('Refusal', "table %1 has %2 players: this event's tables seat %3-%4"):
        'la table %1 a %2 joueurs : les tables de cet événement en accueillent %3-%4',
    ('Refusal', "table %1 would keep %2 players: this event's tables seat %3-%4"):
        'la table %1 garderait %2 joueurs : les tables de cet événement en accueillent %3-%4',
    ('Refusal', 'players kept apart are two different players'):
        'les joueurs séparés sont deux joueurs différents',
    ('Refusal', 'there is no table %1'):
        'il n’y a pas de table %1',
    ('Refusal', 'every player at table %1 is pinned there'):
        'chaque joueur de la table %1 y est fixé',
    ('Refusal', "give the table's result: places and/or scores"):
        'donnez le résultat de la table : places et/ou scores',
    ('Refusal', 'places and scores must name the same players'):
        'les places et les scores doivent nommer les mêmes joueurs',
    ('Refusal', "%1's place must be from 1 to %2, not %3"):
        'la place de %1 doit aller de 1 à %2, pas %3',
    ('Refusal', '%1 has no seat in round %2, not at table %3'):
        '%1 n’a pas de place dans la manche %2, pas à la table %3',
    ('Refusal', '%1 sits at table %2 in round %3, not at table %4'):
        '%1 est à la table %2 dans la manche %3, pas à la table %4',
    ('Refusal', 'the result leaves out %1, seated at table %2 in round %3'):
        'le résultat omet %1, placé à la table %2 dans la manche %3',
    ('Refusal', '%1: a game of %2; event %3 plays %4'):
        '%1 : une partie de %2 ; l’événement %3 joue à %4',
    ('Refusal', '%1: %2 plays in it but is not in event %3'):
        '%1 : %2 y joue mais n’est pas dans l’événement %3',
    ('Refusal', '%1: the match in the record is not finished: it has no result yet'):
        '%1 : la partie de la fiche n’est pas terminée : elle n’a pas encore de résultat',
    ('Refusal', '%1 is not finished: it has no result yet'):
        '%1 n’est pas terminée : pas encore de résultat',
    ('Refusal', '%1 is the match of table %2 of round %3 of event %4 already'):
        '%1 est déjà la partie de la table %2 de la manche %3 de l’événement %4',
    ('Refusal', 'a player is named twice in the result'):
        'un joueur est nommé deux fois dans le résultat',
    ('Refusal', '--places and --scores must name the same players (%1 differ)'):
        '--places et --scores doivent nommer les mêmes joueurs (%1 diffèrent)',
    ('Refusal', 'give each player\'s turns from the paper pad: --turns "Ann=5,0,-3,12"'):
        'donnez les tours de chaque joueur depuis la feuille papier : --turns "Ann=5,0,-3,12"',
    ('Refusal', 'a player is named twice on the paper pad'):
        'un joueur est nommé deux fois sur la feuille papier',
    ('Refusal', 'give one of: a match record (--record), a stored match (--match), the result (--places/--scores) or the paper pad (--turns)'):
        'donnez l’un de : une fiche de partie (--record), une partie enregistrée (--match), le résultat (--places/--scores) ou la feuille papier (--turns)',
    ('Refusal', 'give one of: a match record (--record), a stored match (--match), or the result (--places/--scores)'):
        'donnez l’un de : une fiche de partie (--record), une partie enregistrée (--match) ou le résultat (--places/--scores)',
    ('Refusal', "give the table's result: --record FILE, --match ID, --places and/or --scores, or the paper pad's --turns"):
        'donnez le résultat de la table : --record FICHIER, --match ID, --places et/ou --scores, ou --turns de la feuille papier',
    ('Refusal', 'table %1 of round %2 is being scored as match %3: give --supersede to close that match and count this result instead'):
        'la table %1 de la manche %2 est marquée comme partie %3 : donnez --supersede pour clore cette partie et compter ce résultat à la place',
    ('Refusal', 'event %1 has no round seated: nothing to close'):
        'l’événement %1 n’a aucune manche placée : rien à clore',
    ('Refusal', 'round %1 is a draft: publish it before closing'):
        'la manche %1 est un brouillon : publiez-la avant de clore',
    ('Refusal', 'round %1 has tables without a result: %2'):
        'la manche %1 a des tables sans résultat : %2',
    ('Refusal', 'event %1 has no published round %2'):
        'l’événement %1 n’a pas de manche %2 publiée',
    ('Refusal', 'round %1 of event %2 has no table %3'):
        'la manche %1 de l’événement %2 n’a pas de table %3',
    ('Refusal', 'table %1 of round %2 has its result already'):
        'la table %1 de la manche %2 a déjà son résultat',
    ('Refusal', 'the tables %1 are too long to be a list of tables'):
        'les tables %1 sont trop longues pour une liste de tables',
    ('Refusal', 'the tables are numbers and ranges such as 1-3, 5, not %1'):
        'les tables sont des numéros et des plages comme 1-3, 5, pas %1',
    ('Refusal', 'tables are numbered 1 to %1 and a range goes upwards, not %2'):
        'les tables sont numérotées de 1 à %1 et une plage va croissant, pas %2',
    ('Refusal', 'an event has one round or more'):
        'un événement a une manche ou plus',
    ('Refusal', 'a date is written YYYY-MM-DD, not %1'):
        'une date s’écrit AAAA-MM-JJ, pas %1',
    ('Refusal', 'player %1 is already in this event'):
        'le joueur %1 est déjà dans cet événement',
    ('Refusal', 'the name %1 is already in this event'):
        'le nom %1 est déjà dans cet événement',
    ('Refusal', 'this event has no round %1'):
        'cet événement n’a pas de manche %1',
    ('Refusal', 'no player %1 in this event'):
        'aucun joueur %1 dans cet événement',
    ('Refusal', '%1 has already left the event'):
        '%1 a déjà quitté l’événement',
    ('Refusal', 'substitutes take a seat in a seated round; before round 1, add the player'):
        'les remplaçants prennent une place dans une manche placée ; avant la manche 1, ajoutez le joueur',
    ('Refusal', 'table %1 of round %2 has finished: nobody can take a seat'):
        'la table %1 de la manche %2 a fini : personne ne peut y prendre place',
    ('Refusal', '%1 is already in round %2'):
        '%1 est déjà dans la manche %2',
    ('Refusal', 'round %1 is seated but not published yet'):
        'la manche %1 est placée mais pas encore publiée',
    ('Refusal', 'the final stage has begun: no more rounds'):
        'la phase finale a commencé : plus de manches',
    ('Refusal', 'this event has 1 round'):
        'cet événement a 1 manche',
    ('Refusal', 'this event has %1 rounds'):
        'cet événement a %1 manches',
    ('Refusal', '%1 to %2'):
        '%1 à %2',
    ('Refusal', 'a round robin of %1 players at tables of %2 needs %3 rounds or more, and this event has %4: create it with %5 rounds or more, or as a mixer'):
        'un toutes rondes de %1 joueurs à des tables de %2 demande %3 manches ou plus, et cet événement en a %4 : créez-le avec %5 manches ou plus, ou en brassage',
    ('Refusal', 'a round robin of %1 players at tables of %2 needs %3 rounds, and this event has %4: create it with %5 rounds or more, or as a mixer'):
        'un toutes rondes de %1 joueurs à des tables de %2 demande %3 manches, et cet événement en a %4 : créez-le avec %5 manches ou plus, ou en brassage',
    ('Refusal', '1 player present: a table needs %1 or more'):
        '1 joueur présent : une table en demande %1 ou plus',
    ('Refusal', '%1 players present: a table needs %2 or more'):
        '%1 joueurs présents : une table en demande %2 ou plus',
    ('Refusal', 'round %1 has tables without a result'):
        'la manche %1 a des tables sans résultat',
    ('Refusal', 'the number of semi-final tables cannot be negative'):
        'le nombre de tables de demi-finale ne peut pas être négatif',
    ('Refusal', 'the final has been seated already'):
        'la finale est déjà placée',
    ('Refusal', 'only a round not yet published can be changed by a swap'):
        'seule une manche pas encore publiée peut être modifiée par un échange',
    ('Refusal', 'there is no seated round to publish'):
        'il n’y a aucune manche placée à publier',
    ('Refusal', 'there is no round %1'):
        'il n’y a pas de manche %1',
    ('Refusal', 'round %1 is not published yet'):
        'la manche %1 n’est pas encore publiée',
    ('Refusal', "a table's result must name exactly the players seated there"):
        'le résultat d’une table doit nommer exactement les joueurs qui y sont placés',
    ('Refusal', 'table %1 of round %2 has a result: correct it instead'):
        'la table %1 de la manche %2 a un résultat : corrigez-le plutôt',
    ('Refusal', 'table %1 of round %2 has no result to correct'):
        'la table %1 de la manche %2 n’a pas de résultat à corriger',
    ('Refusal', 'event %1 exists'):
        'l’événement %1 existe',
    ('Refusal', 'there is no event %1'):
        'il n’y a pas d’événement %1',
    ('Refusal', 'event %1 is not a league season'):
        'l’événement %1 n’est pas une saison de ligue',
    ('Refusal', 'a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), not %1'):
        'un score de tour est un nombre entier comme 12, 0 ou -24 (96b pour une bakery, E4), pas %1',
    ('Refusal', 'a turn score is from %1 to %2, not %3'):
        'un score de tour va de %1 à %2, pas %3',
    ('Refusal', 'at most %1 turns a player'):
        'au plus %1 tours par joueur',
    ('Refusal', '%1, turn %2'):
        '%1, tour %2',
    ('Refusal', 'not on the pad, but %1'):
        'absent de la feuille, mais %1',
    ('Refusal', 'comes after the end of the game (%1)'):
        'vient après la fin de la partie (%1)',
    ('Refusal', '%1: no game marks a turn with b'):
        '%1 : aucun jeu ne marque un tour d’un b',
    ('Refusal', '%1: only %2 has %3, not %4'):
        '%1 : seul %2 a %3, pas %4',
    ('Refusal', 'a paper pad needs one column of turns for every player'):
        'une feuille papier demande une colonne de tours pour chaque joueur',
})

# the club's and the seating's refusals with their values, a changed table's message (issue 32)
FR_IN.update({
    ('Refusal', 'event %1 exists already'):
        'l’événement %1 existe déjà',
    ('Refusal', 'event %1 was not made with `bakehouse event create`: it has no rounds to seat or standings to show'):
        'l’événement %1 n’a pas été créé par `bakehouse event create` : il n’a ni manches à placer ni classement à montrer',
    ('Refusal', 'event %1 was changed at another station meanwhile; nothing was saved: run the command again'):
        'l’événement %1 a été modifié entre-temps à un autre poste ; rien n’a été enregistré : relancez la commande',
    ('Refusal', 'match %1 names %2, who is not in event %3'):
        'la partie %1 nomme %2, qui n’est pas dans l’événement %3',
    ('Refusal', "table %1 of round %2 has its result from match %3: correct that match's moves (a correction at the table), or give --match or --record"):
        'la table %1 de la manche %2 tient son résultat de la partie %3 : corrigez les coups de cette partie (une correction à la table), ou donnez --match ou --record',
    ('Refusal', 'event %1 has no table %2 in round %3'):
        'l’événement %1 n’a pas de table %2 dans la manche %3',
    ('Refusal', 'event %1 has no round %2'):
        'l’événement %1 n’a pas de manche %2',
    ('Refusal', 'round %1 of event %2 has a stored match: it cannot be taken back'):
        'la manche %1 de l’événement %2 a une partie enregistrée : elle ne peut pas être reprise',
    ('Refusal', 'table %1 of round %2 has a stored match: it cannot be taken back'):
        'la table %1 de la manche %2 a une partie enregistrée : elle ne peut pas être reprise',
    ('Refusal', 'the stored state of event %1 is damaged (%2): restore it from a backup'):
        'l’état enregistré de l’événement %1 est endommagé (%2) : restaurez-le depuis une sauvegarde',
    ('Refusal', 'the stored state of event %1 is damaged (it names event %2): restore it from a backup'):
        'l’état enregistré de l’événement %1 est endommagé (il nomme l’événement %2) : restaurez-le depuis une sauvegarde',
    ('Refusal', 'cannot write %1: %2'):
        'impossible d’écrire %1 : %2',
    ('Refusal', 'cannot write %1: it is a folder'):
        'impossible d’écrire %1 : c’est un dossier',
    ('Refusal', 'cannot write %1: it is not a regular file'):
        'impossible d’écrire %1 : ce n’est pas un fichier ordinaire',
    ('Refusal', 'cannot write %1: there is no folder %2'):
        'impossible d’écrire %1 : le dossier %2 n’existe pas',
    ('Refusal', 'member %1 cannot be merged into itself'):
        'le membre %1 ne peut pas être fusionné avec lui-même',
    ('Refusal', '%1 and %2 are both seated in round %3 of event %4: two people, not one; nothing was merged'):
        '%1 et %2 ont tous deux une place dans la manche %3 de l’événement %4 : deux personnes, pas une ; rien n’a été fusionné',
    ('Refusal', 'e-mail'):
        'e-mail',
    ('Refusal', 'note'):
        'note',
    ('Refusal', '%1: %2'):
        '%1 : %2',
    ('Refusal', 'a read of the standings changes nothing'):
        'une lecture du classement ne change rien',
    ('Refusal', 'this table was changed at station %1; reloaded'):
        'cette table a été modifiée au poste %1 ; rechargée',
    ('Refusal', '(unnamed)'):
        '(sans nom)',
    ('Refusal', "match %1 ended and its dice seed was revealed, so the app's dice are known to everyone: type in the faces of real dice thrown (nothing was saved)"):
        'la partie %1 est finie et sa graine de dés a été révélée, les dés de l’application sont donc connus de tous : tapez les faces de vrais dés lancés (rien n’a été enregistré)',
    ('Refusal', 'cannot write into %1: it is not a folder'):
        'impossible d’écrire dans %1 : ce n’est pas un dossier',
    ('Refusal', 'cannot make the folder %1: %2'):
        'impossible de créer le dossier %1 : %2',
    ('Refusal', 'the unit of work is not open: use it in a `with` block'):
        'l’unité de travail n’est pas ouverte : utilisez-la dans un bloc `with`',
    ('Refusal', 'refused by the database: %1'):
        'refusé par la base de données : %1',
    ('Refusal', 'a table result needs two or more players'):
        'un résultat de table demande deux joueurs ou plus',
    ('Refusal', 'a player is listed twice at one table'):
        'un joueur figure deux fois à une même table',
    ('Refusal', 'a table result needs one place and one score for every player'):
        'un résultat de table demande une place et un score pour chaque joueur',
    ('Refusal', 'places %1 are not places at a table of %2'):
        'les places %1 ne sont pas des places à une table de %2',
    ('Refusal', 'the game at this table is not finished'):
        'la partie de cette table n’est pas terminée',
    ('Refusal', "the table's players and the game's seats differ in number"):
        'les joueurs de la table et les places de la partie diffèrent en nombre',
    ('Refusal', 'players kept apart are given in pairs of two different players'):
        'les joueurs séparés se donnent par paires de deux joueurs différents',
    ('Refusal', 'a fixed seat names a table by its number, from 1'):
        'une place fixe nomme une table par son numéro, à partir de 1',
    ('Refusal', 'seating takes at most %1 players, not %2'):
        'le placement prend au plus %1 joueurs, pas %2',
    ('Refusal', 'seating takes at most %1 rounds'):
        'le placement prend au plus %1 manches',
    ('Refusal', 'a player is listed twice'):
        'un joueur figure deux fois',
    ('Refusal', 'a fixed seat at table %1, but there are %2 tables'):
        'une place fixe à la table %1, mais il y a %2 tables',
    ('Refusal', '%1 players have a fixed seat at table %2, which seats %3'):
        '%1 joueurs ont une place fixe à la table %2, qui en accueille %3',
    ('Refusal', 'the number of rounds must be 1 to %1, not %2'):
        'le nombre de manches doit aller de 1 à %1, pas %2',
    ('Refusal', 'seating needs two or more players'):
        'le placement demande deux joueurs ou plus',
    ('Refusal', 'a swap needs two different players'):
        'un échange demande deux joueurs différents',
    ('Refusal', 'only players in this round can be swapped'):
        'seuls les joueurs de cette manche peuvent être échangés',
    ('Refusal', 'a round robin needs two or more players'):
        'un toutes rondes demande deux joueurs ou plus',
    ('Refusal', 'a round robin of %1 players at tables of %2 needs %3 rounds or more; seating takes at most %4'):
        'un toutes rondes de %1 joueurs à des tables de %2 demande %3 manches ou plus ; le placement en prend au plus %4',
    ('Refusal', 'every player of the round needs a place to move tables'):
        'chaque joueur de la manche a besoin d’une place pour changer de table',
    ('Refusal', 'a progressive round for the players present needs the table sizes'):
        'une manche progressive pour les joueurs présents demande les tailles de table',
    ('Refusal', 'a final table needs two or more players'):
        'une table finale demande deux joueurs ou plus',
    ('Refusal', 'a final of %1 needs %2 players, not %3'):
        'une finale de %1 demande %2 joueurs, pas %3',
    ('Refusal', '%1 semi-final tables of %2 need %3 players'):
        '%1 tables de demi-finale de %2 demandent %3 joueurs',
    ('Refusal', '%1 is not a number of points'):
        '%1 n’est pas un nombre de points',
    ('Refusal', 'a table of %1 needs %2 placement points, not %3'):
        'une table de %1 demande %2 points de place, pas %3',
    ('Refusal', 'placement points for a table of %1 must not rise with the place'):
        'les points de place d’une table de %1 ne doivent pas monter avec la place',
    ('Refusal', 'a tie-breaker is listed twice'):
        'un départage figure deux fois',
    ('Refusal', 'the number of best nights counted must be 1 or more'):
        'le nombre de meilleures soirées comptées doit être de 1 ou plus',
    ('Refusal', 'table sizes must satisfy 2 <= smallest (%1) <= preferred (%2) <= largest (%3)'):
        'les tailles de table doivent vérifier 2 <= la plus petite (%1) <= la préférée (%2) <= la plus grande (%3)',
    ('Refusal', 'table sizes are written like 3-5, not %1'):
        'les tailles de table s’écrivent comme 3-5, pas %1',
    ('Refusal', '%1 is played by %2 to %3 players: tables of %4 to %5 do not fit'):
        '%1 se joue de %2 à %3 joueurs : des tables de %4 à %5 ne conviennent pas',
    ('Refusal', '1 player cannot fill a table of %1'):
        '1 joueur ne peut pas remplir une table de %1',
    ('Refusal', '%1 players cannot fill a table of %2'):
        '%1 joueurs ne peuvent pas remplir une table de %2',
    ('Refusal', '%1 players cannot be seated in tables of %2 to %3'):
        '%1 joueurs ne peuvent pas être placés à des tables de %2 à %3',
    ('Refusal', '%1 has no round %2 seated yet'):
        '%1 n’a pas encore de manche %2 placée',
    ('Refusal', 'round %1 of %2 has no results yet'):
        'la manche %1 de %2 n’a pas encore de résultats',
})
FR.update({'Type one face for each player, in seat order, then Enter.': 'Tapez une face par joueur, dans l’ordre des places, puis Entrée.'})
FR.update({'e.g. %1': 'p. ex. %1'})
FR.update({'Dice or decision:': 'Dés ou décision :'})
FR.update({'Dice thrown or a decision (type the faces, or keep 3 3 5)': 'Dés lancés ou une décision (tapez les faces, ou keep 3 3 5)'})
FR.update({"Or a decision in the game's words: %1 (several dice at once)": 'Ou une décision avec les mots du jeu : %1 (plusieurs dés à la fois)'})
FR.update({'Final table %1: %2': 'Table %1 de la finale : %2'})
FR.update({'Semi-final table %1: %2': 'Table %1 des demi-finales : %2'})
FR.update({'%1 final table %2': '%1 : table %2 de la finale'})
FR.update({'%1 semi-final table %2': '%1 : table %2 des demi-finales'})
FR.update({'Watching final table %1': 'Table %1 de la finale observée'})
FR.update({'Watching semi-final table %1': 'Table %1 des demi-finales observée'})
FR.update({'Scoring final table %1': 'Table %1 de la finale en cours de marque'})
FR.update({'Scoring semi-final table %1': 'Table %1 des demi-finales en cours de marque'})
FR.update({'%1 final table %2 from its paper pad': '%1 : table %2 de la finale depuis sa feuille papier'})
FR.update({'%1: standings after the final': '%1 : classement après la finale'})
FR.update({'%1: standings after the semi-finals': '%1 : classement après les demi-finales'})
FR.update({'%1 at a table of %2': '%1 à une table de %2'})
FR.update({'placement points by place: %1': 'points de classement par place : %1'})
FR.update({'Standings after the final': 'Classement après la finale'})
FR.update({'Standings after the semi-finals': 'Classement après les demi-finales'})
FR.update({'Results of the final': 'Résultats de la finale'})
FR.update({'Results of the semi-finals': 'Résultats des demi-finales'})
FR.update({'Final · Table %1 · %2': 'Finale · Table %1 · %2'})
FR.update({'Semi-final · Table %1 · %2': 'Demi-finale · Table %1 · %2'})
FR.update({'%1: seats by table': '%1 : places par table'})
FR.update({'Semi-final': 'Demi-finale'})
FR.update({'Opening the page…': 'Ouverture de la page…'})
FR.update({'Opening the reports…': 'Ouverture des rapports…'})
FR.update({'Opening the statistics…': 'Ouverture des statistiques…'})
FR.update({'K6 a key (the keys typed last need no K: 1234561261)':
           'K6 une Key (les keys tapées en dernier se passent de K : 1234561261)'})
FR.update({'5 keeps every 5 left, 55 two of them; 24 the keys where no base 2 or 4 is left':
           '5 garde tous les 5 restants, 55 deux d’entre eux ; 24 les keys là où il ne reste aucun dé Base 2 ou 4'})
FR_IN.update({('Refusal', '%1 could be the key %2 or the base dice %3: type a K before a key'):
           '%1 pourrait être la key %2 ou les dés Base %3 : tapez un K devant une key',
           ('Refusal', '%1 could be the keys %2 or the base dice %3: type a K before a key'):
           '%1 pourrait être les keys %2 ou les dés Base %3 : tapez un K devant une key'})

# The store's and the command line's own refusals and argparse's words (#32)
FR.update({
    '%1: error: %2 (see %1 --help)': '%1 : erreur : %2 (voir %1 --help)',
    'Run `bakehouse` with no arguments to open the app.':
        'Lancez `bakehouse` sans arguments pour ouvrir l’application.',
    'bakehouse: interrupted': 'bakehouse : interrompu',
    'interrupted': 'interrompu',
    'wrote %1': '%1 écrit',
    'cannot write the report: %1': 'impossible d’écrire le rapport : %1',
    "the table's hold changed while saving; nothing was saved: try again":
        'la tenue de la table a changé pendant l’enregistrement ; rien n’a été enregistré : réessayez',
    'taking match %1': 'la reprise de la partie %1',
    'letting match %1 go': 'la libération de la partie %1',
    'reading who holds match %1': 'la lecture du poste qui tient la partie %1',
    'asking what changed': 'la recherche des changements',
    'opening match %1': 'l’ouverture de la partie %1',
    'match %1': 'partie %1',
    'reading match %1': 'la lecture de la partie %1',
    'saving entry %1 of match %2': 'l’enregistrement de l’entrée %1 de la partie %2',
    'reloading match %1': 'le rechargement de la partie %1',
    'saving': 'l’enregistrement',
    '%1 must be a number, not %2': '%1 doit être un nombre, pas %2',
    '%1 must be more than 0 and at most 3600, not %2': '%1 doit être supérieur à 0 et au plus 3600, pas %2',
    '1 player cannot fill a table of %2': '1 joueur ne peut remplir une table de %2',
    '--ruleset, --option and --biscuit go with `analyse best`, not a record':
        '--ruleset, --option et --biscuit vont avec `analyse best`, pas avec une fiche de partie',
    '`analyse best` needs --ruleset (see `bakehouse rulesets`)':
        '`analyse best` demande --ruleset (voir `bakehouse rulesets`)',
    '--biscuit is for the Damn Straights (C8), not %1':
        '--biscuit est pour les Damn Straights (C8), pas pour %1',
    '%1: not stored: %2': '%1 : non enregistré : %2',
    '%1: not a regular file': '%1 : pas un fichier ordinaire',
    '%1: larger than 16 MiB': '%1 : plus de 16 Mio',
    'give a match record FILE or --match ID (from the club database), one of them':
        'donnez une fiche de partie FILE ou --match ID (de la base du club), l’un des deux',
    'give match record FILEs, or one of --event ID, --member ID, --club (the database)':
        'donnez des fiches de partie (FILE), ou l’un de --event ID, --member ID, --club (la base)',
    '--player goes with match record FILEs; in the database choose --member ID':
        '--player va avec des fiches de partie (FILE) ; dans la base, choisissez --member ID',
    '--versus ID ID compares two members of the club database: give it with --club, --event ID or --member ID':
        '--versus ID ID compare deux membres de la base du club : donnez-le avec --club, --event ID ou --member ID',
    'give -o FILE for the PDF, or --json to print the figures, one of them':
        'donnez -o FILE pour le PDF, ou --json pour afficher les chiffres, l’un des deux',
    'give --event ID (seated in the club database) or each table\'s players with --table "Ann, Bob, Cat", one of them':
        'donnez --event ID (placé dans la base du club) ou les joueurs de chaque table avec --table "Ann, Bob, Cat", l’un des deux',
    'the database server %1 cannot be used while %2 (%3); nothing was saved: check the server and the network, then retry':
        'le serveur de base de données %1 ne peut être utilisé pendant %2 (%3) ; rien n’a été enregistré : vérifiez le serveur et le réseau, puis réessayez',
    'the database %1 cannot be used while %2 (%3); nothing was saved: check the server and the network, then retry':
        'la base de données %1 ne peut être utilisée pendant %2 (%3) ; rien n’a été enregistré : vérifiez le serveur et le réseau, puis réessayez',
    'the database server %1 cannot be used (%2); nothing was saved: check the server and the network, then retry':
        'le serveur de base de données %1 ne peut être utilisé (%2) ; rien n’a été enregistré : vérifiez le serveur et le réseau, puis réessayez',
    'the database %1 cannot be used (%2); nothing was saved: check the server and the network, then retry':
        'la base de données %1 ne peut être utilisée (%2) ; rien n’a été enregistré : vérifiez le serveur et le réseau, puis réessayez',
    'the database failed while %1: %2': 'la base de données a échoué pendant %1 : %2',
    'the database failed: %1': 'la base de données a échoué : %1',
    'not a database URL: %1 (a file path, or e.g. postgresql+psycopg://host/club)':
        'pas une URL de base de données : %1 (un chemin de fichier, ou p. ex. postgresql+psycopg://host/club)',
    'no folder %1 for the database file': 'pas de dossier %1 pour le fichier de la base',
    'cannot use %1: %2': 'impossible d’utiliser %1 : %2',
    'not a database URL: %1 (%2)': 'pas une URL de base de données : %1 (%2)',
    'the database %1 holds the schema revision %2, which is not a revision Bakehouse writes (this one knows up to %3): it was changed by another program or by hand. Nothing was changed.':
        'la base de données %1 porte la révision de schéma %2, que Bakehouse n’écrit pas (celui-ci connaît jusqu’à %3) : elle a été modifiée par un autre programme ou à la main. Rien n’a été modifié.',
    'the database %1 was written by a newer Bakehouse (schema revision %2; this program knows up to %3): update Bakehouse to open it. Nothing was changed.':
        'la base de données %1 a été écrite par un Bakehouse plus récent (révision de schéma %2 ; ce programme connaît jusqu’à %3) : mettez Bakehouse à jour pour l’ouvrir. Rien n’a été modifié.',
    '%1 is read-only for this user: it cannot be upgraded; nothing was changed':
        '%1 est en lecture seule pour cet utilisateur : elle ne peut être mise à niveau ; rien n’a été modifié',
    '%1 is read-only for this user: it cannot be made a Bakehouse database; nothing was changed':
        '%1 est en lecture seule pour cet utilisateur : elle ne peut devenir une base Bakehouse ; rien n’a été modifié',
    'the upgrade would break %1 references (first: %2); rolled back':
        'la mise à niveau casserait %1 références (première : %2) ; annulée',
    'cannot upgrade %1: %2': 'impossible de mettre %1 à niveau : %2',
    "the database's alembic_version table holds more than one schema revision (%1): Bakehouse writes one; nothing was changed":
        'la table alembic_version de la base porte plus d’une révision de schéma (%1) : Bakehouse en écrit une ; rien n’a été modifié',
    'cannot upgrade: %1; its turns cannot be derived (nothing was changed: `bakehouse db check` of the older program names the fault)':
        'mise à niveau impossible : %1 ; ses tours ne peuvent être déduits (rien n’a été modifié : `bakehouse db check` de l’ancien programme nomme la faute)',
    'the database is read-only for this user: only reading commands can use it; nothing was changed':
        'la base de données est en lecture seule pour cet utilisateur : seules les commandes qui lisent peuvent l’utiliser ; rien n’a été modifié',
    '%1 holds tables that are not a Bakehouse database':
        '%1 contient des tables qui ne sont pas une base Bakehouse',
    '%1 is not a Bakehouse database yet: run `bakehouse db init`':
        '%1 n’est pas encore une base Bakehouse : lancez `bakehouse db init`',
    'the database is damaged (%1): `bakehouse db check` says where; nothing was changed':
        'la base de données est endommagée (%1) : `bakehouse db check` dit où ; rien n’a été modifié',
    'the database failed: %1; nothing was changed': 'la base de données a échoué : %1 ; rien n’a été modifié',
    'cannot upgrade: %1; its ratings cannot be derived (nothing was changed)':
        'mise à niveau impossible : %1 ; ses cotes ne peuvent être déduites (rien n’a été modifié)',
    '%1 and %2 more': '%1 et %2 autres',
    'cannot read %1: %2; %3': 'impossible de lire %1 : %2 ; %3',
    '%1 bytes: %2': '%1 octets : %2',
    'it begins %1': 'il commence par %1',
    '%1 is not an SQLite database (%2): %3': '%1 n’est pas une base SQLite (%2) : %3',
    'Bakehouse does not open it; nothing was changed': 'Bakehouse ne l’ouvre pas ; rien n’a été modifié',
    "%1 is a database in memory, gone when the program ends: it cannot hold a club; give a file path (e.g. club.sqlite3) or a PostgreSQL server's URL":
        '%1 est une base en mémoire, perdue à la fin du programme : elle ne peut contenir un club ; donnez un chemin de fichier (p. ex. club.sqlite3) ou l’URL d’un serveur PostgreSQL',
    'its header gives a page size of %1 bytes': 'son en-tête donne une taille de page de %1 octets',
    '%1 bytes is not a whole number of its %2-byte pages: it was cut short':
        '%1 octets ne font pas un nombre entier de ses pages de %2 octets : il a été tronqué',
    '%1 bytes, fewer than the %2 pages of %3 its header counts: it was cut short':
        '%1 octets, moins que les %2 pages de %3 que compte son en-tête : il a été tronqué',
    '%1 is damaged (%2): %3 (restore it from a `bakehouse db backup` copy)':
        '%1 est endommagé (%2) : %3 (restaurez-le depuis une copie de `bakehouse db backup`)',
    'no database at %1: run `bakehouse db init` to create one':
        'pas de base de données à %1 : lancez `bakehouse db init` pour en créer une',
    'cannot use %1 as the database: %2; nothing was changed':
        'impossible d’utiliser %1 comme base de données : %2 ; rien n’a été modifié',
    '%1 is a folder, not a database file: give a file path, e.g. %2':
        '%1 est un dossier, pas un fichier de base : donnez un chemin de fichier, p. ex. %2',
    '%1 is not a regular file (a device or a pipe): %2':
        '%1 n’est pas un fichier ordinaire (un périphérique ou un tube) : %2',
    '%1 is an empty file, not a Bakehouse database: run `bakehouse db init` to make one':
        '%1 est un fichier vide, pas une base Bakehouse : lancez `bakehouse db init` pour en faire une',
    '%1 cannot be read as an SQLite database (%2): it is damaged or not a database; %3':
        '%1 ne peut être lu comme base SQLite (%2) : il est endommagé ou n’est pas une base ; %3',
    '%1 is an SQLite database of another program (application id %2; tables: %3): %4':
        '%1 est une base SQLite d’un autre programme (identifiant d’application %2 ; tables : %3) : %4',
    '%1 is an SQLite database of another program (tables: %2): %3':
        '%1 est une base SQLite d’un autre programme (tables : %2) : %3',
    "the database %1 holds another program's tables (%2): %3":
        'la base de données %1 contient les tables d’un autre programme (%2) : %3',
    'reaching it': 'la connexion',
    'the database %1 is at schema revision %2, this program needs %3: run `bakehouse db upgrade` (take a `bakehouse db backup` first)':
        'la base de données %1 est à la révision de schéma %2, ce programme demande %3 : lancez `bakehouse db upgrade` (faites d’abord un `bakehouse db backup`)',
    '%1 is damaged (%2): `bakehouse db check` says where; nothing was changed':
        '%1 est endommagé (%2) : `bakehouse db check` dit où ; rien n’a été modifié',
    'opening it': 'l’ouverture',
    'cannot open %1: %2': 'impossible d’ouvrir %1 : %2',
    '%1 exists already: choose a new file for the backup':
        '%1 existe déjà : choisissez un nouveau fichier pour la sauvegarde',
    'backup copies SQLite files; for PostgreSQL use pg_dump, e.g. `pg_dump -Fc -f club.dump club`':
        'la sauvegarde copie des fichiers SQLite ; pour PostgreSQL, utilisez pg_dump, p. ex. `pg_dump -Fc -f club.dump club`',
    'backup to %1 failed: %2': 'la sauvegarde vers %1 a échoué : %2',
    '%1 is not an SQLite file: upgrade it with `bakehouse db upgrade`':
        '%1 n’est pas un fichier SQLite : mettez-le à niveau avec `bakehouse db upgrade`',
    'cannot read %1: %2; nothing was changed': 'impossible de lire %1 : %2 ; rien n’a été modifié',
    'a member named %1 exists already (id %2)': 'un membre nommé %1 existe déjà (id %2)',
    'no member %1': 'pas de membre %1',
    '%1 and %2 both played in match %3: two people, not one; nothing was merged':
        '%1 et %2 ont tous deux joué la partie %3 : deux personnes, pas une ; rien n’a été fusionné',
    'an event needs a name': 'un événement demande un nom',
    'an event is a club_night, tournament or league, not %1':
        'un événement est club_night, tournament ou league, pas %1',
    'no event %1': 'pas d’événement %1',
    'one member (or none) per seat': 'un membre (ou aucun) par place',
    'no match %1': 'pas de partie %1',
    'match %1: %2': 'partie %1 : %2',
    'match %1 has no app dice to reveal': 'la partie %1 n’a pas de dés de l’application à révéler',
    'the seed does not match the commitment of match %1':
        'la graine ne correspond pas à l’engagement de la partie %1',
    'match %1 is still in play: its seed stays secret until it ends':
        'la partie %1 est encore en jeu : sa graine reste secrète jusqu’à la fin',
    'statistics of one member or of one event, not both':
        'statistiques d’un membre ou d’un événement, pas des deux',
    'argument %(argument_name)s: %(message)s': 'argument %(argument_name)s : %(message)s',
    'the following arguments are required: %s': 'ces arguments sont requis : %s',
    'unrecognized arguments: %s': 'arguments non reconnus : %s',
    'invalid choice: %(value)r (choose from %(choices)s)': 'choix invalide : %(value)r (parmi %(choices)s)',
    'expected one argument': 'un argument attendu',
    'expected at most one argument': 'au plus un argument attendu',
    'expected at least one argument': 'au moins un argument attendu',
    'expected %s argument': '%s argument attendu',
    'expected %s arguments': '%s arguments attendus',
    'invalid %(type)s value: %(value)r': 'valeur %(type)s invalide : %(value)r',
    'not allowed with argument %s': 'non permis avec l’argument %s',
    'ignored explicit argument %r': 'argument explicite %r ignoré',
    'one of the arguments %s is required': 'l’un des arguments %s est requis',
    'ambiguous option: %(option)s could match %(matches)s':
        'option ambiguë : %(option)s pourrait être %(matches)s',
    'unknown parser %(parser_name)r (choices: %(choices)s)':
        'commande inconnue %(parser_name)r (possibles : %(choices)s)',
    "can't open '%(filename)s': %(error)s": "impossible d’ouvrir '%(filename)s' : %(error)s",
    '%1 is a whole number from %2 to %3, not %4': '%1 est un nombre entier de %2 à %3, pas %4',
    '%1 is a date written YYYY-MM-DD, not %2': '%1 est une date écrite AAAA-MM-JJ, pas %2',
    '%1: %2 is not a day of the calendar': '%1 : %2 n’est pas un jour du calendrier',
    '%1 are written Name=number, separated by commas, not %2':
        '%1 s’écrivent Nom=nombre, séparés par des virgules, pas %2',
    '--turns are written Name=turn,turn,... (one --turns a player), not %1':
        '--turns s’écrit Nom=tour,tour,... (un --turns par joueur), pas %1',
    '--best-nights is for a league season (--kind league)':
        '--best-nights est pour une saison de ligue (--kind league)',
    '--placement-points for a table of %1 is given twice':
        '--placement-points pour une table de %1 est donné deux fois',
    "--placement-points %1 is for a table of %2, but this event's tables seat %3":
        '--placement-points %1 est pour une table de %2, mais les tables de cet événement comptent %3 places',
    '--tie-breakers lists a tie-breaker twice':
        '--tie-breakers cite un départage deux fois',
    '--placement-points gives each place at a table of 2 to 12 its points, like 4,2,1,0, not %1':
        '--placement-points donne à chaque place d’une table de 2 à 12 ses points, comme 4,2,1,0, pas %1',
    '--tie-breakers lists some of %1 after the points: the points come first always':
        '--tie-breakers cite certains de %1 après les points : les points viennent toujours en premier',
    '--tie-breakers lists some of %1 after the points: not %2':
        '--tie-breakers cite certains de %1 après les points : pas %2',
    '--time-limit must be a number of seconds, not %1':
        '--time-limit doit être un nombre de secondes, pas %1',
    '--time-limit must be more than 0 and at most 600, not %1':
        '--time-limit doit être supérieur à 0 et au plus 600, pas %1',
    "bots play on a match's journal (one with its match as keeper)":
        'les bots jouent sur le journal d’une partie (un journal tenu par sa partie)',
    'not a logged roll-off throw: %1':
        'pas un lancer de tirage au sort enregistré : %1',
    'entry %1 is a %2, not a void, yet is named as withdrawing entries %3':
        'l’entrée %1 est un %2, pas une annulation, et pourtant elle est nommée comme retirant les entrées %3',
    'R%1': 'M%1',
    'bakehouse %1: %2': 'bakehouse %1 : %2',
})
