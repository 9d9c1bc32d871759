<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>unknown (not installed)</source>
        <translation>unbekannt (nicht installiert)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Qt for Python (PySide6) is used under the LGPL-3.0</source>
        <translation>Qt for Python (PySide6) wird unter der LGPL-3.0 verwendet</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>the match records (.bakehouse) you save, wherever you save them</source>
        <translation>die Spielprotokolle (.bakehouse), die Sie speichern, wo immer Sie sie speichern</translation>
    </message>
    <message>
        <source>Club nights, tournaments and leagues for dice games: Classic and Entrepreneurial Damn Straight, Six By 6, Dire Straights and SB. Every throw comes from provably fair dice and every game is kept as a match record anyone can replay and check (%1).</source>
        <translation>Spieleabende, Turniere und Ligen für Würfelspiele: Classic und Entrepreneurial Damn Straight, Six By 6, Dire Straights und SB. Jeder Wurf stammt von nachweislich fairen Würfeln, und jedes Spiel wird als Spielprotokoll aufbewahrt, das jeder nachspielen und prüfen kann (%1).</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Review this match</source>
        <translation>Diese Partie analysieren</translation>
    </message>
    <message>
        <source>Each decision against the best play, and each throw&apos;s luck</source>
        <translation>Jede Entscheidung gegen das beste Spiel, und das Glück jedes Wurfs</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Diagramm als PNG speichern…</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Diagramm: %1</translation>
    </message>
    <message>
        <source>Value under the pointer in the chart %1</source>
        <translation>Wert unter dem Mauszeiger im Diagramm %1</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Als PNG speichern…</translation>
    </message>
    <message>
        <source>Save the chart %1 as PNG</source>
        <translation>Das Diagramm %1 als PNG speichern</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>turn score</source>
        <translation>Zugpunkte</translation>
    </message>
    <message>
        <source>%1: %2 at step %3</source>
        <translation>%1: %2 bei Schritt %3</translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %2 am %3</translation>
    </message>
    <message>
        <source>rating step</source>
        <translation>Wertungsschritt</translation>
    </message>
    <message>
        <source>%1 and %2: %3 match together</source>
        <translation>%1 und %2: %3 Partie zusammen</translation>
    </message>
    <message>
        <source>%1 and %2: %3 matches together</source>
        <translation>%1 und %2: %3 Partien zusammen</translation>
    </message>
    <message>
        <source>the chart could not be drawn as PNG</source>
        <translation>das Diagramm konnte nicht als PNG gezeichnet werden</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tabelle: %1</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Nothing to show here yet.</source>
        <translation>Noch nichts zu zeigen.</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <source>%1 (bars of %2 points; 0 has its own)</source>
        <translation>%1 (Balken zu je %2 Punkten; 0 hat einen eigenen)</translation>
    </message>
    <message>
        <source>%1 (bars of %2 points)</source>
        <translation>%1 (Balken zu je %2 Punkten)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
</context>
<context>
    <name>CheckInPanel</name>
    <message>
        <source>Type a name, Enter checks in</source>
        <translation>Namen tippen, Enter meldet an</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Angemeldet</translation>
    </message>
    <message>
        <source>Add a guest</source>
        <translation>Gast hinzufügen</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>&amp;Undo check-in</source>
        <translation>Anmeldung &amp;rückgängig</translation>
    </message>
    <message>
        <source>Takes back the last check-in (Ctrl+Z)</source>
        <translation>Nimmt die letzte Anmeldung zurück (Strg+Z)</translation>
    </message>
    <message>
        <source>Undo check-in</source>
        <translation>Anmeldung rückgängig</translation>
    </message>
    <message>
        <source>&amp;Leaves</source>
        <translation>&amp;Geht</translation>
    </message>
    <message>
        <source>The chosen player leaves: not seated from the next round; results stay</source>
        <translation>Der gewählte Spieler geht: ab der nächsten Runde nicht mehr gesetzt; Ergebnisse bleiben</translation>
    </message>
    <message>
        <source>Drop the chosen player</source>
        <translation>Gewählten Spieler abmelden</translation>
    </message>
    <message>
        <source>Substitute&apos;s name</source>
        <translation>Ersatzspieler</translation>
    </message>
    <message>
        <source>&amp;Substitute</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>The substitute takes the chosen player&apos;s seat in the current round</source>
        <translation>Der Ersatzspieler übernimmt in der laufenden Runde den Platz des gewählten Spielers</translation>
    </message>
    <message>
        <source>Substitute the chosen player</source>
        <translation>Gewählten Spieler ersetzen</translation>
    </message>
    <message>
        <source>%1 checked in</source>
        <translation>%1 angemeldet</translation>
    </message>
    <message>
        <source>Add %1 as a guest (Enter)</source>
        <translation>%1 als Gast hinzufügen (Enter)</translation>
    </message>
    <message>
        <source>%1 is checked in already</source>
        <translation>%1 ist bereits angemeldet</translation>
    </message>
    <message>
        <source>%1 checked in: seated from round %2</source>
        <translation>%1 angemeldet: gesetzt ab Runde %2</translation>
    </message>
    <message>
        <source>No check-in to take back</source>
        <translation>Keine Anmeldung zum Zurücknehmen</translation>
    </message>
    <message>
        <source>Check-in of %1 taken back: the guest is no longer among the members</source>
        <translation>Anmeldung von %1 zurückgenommen: der Gast ist nicht mehr unter den Mitgliedern</translation>
    </message>
    <message>
        <source>Check-in of %1 taken back</source>
        <translation>Anmeldung von %1 zurückgenommen</translation>
    </message>
    <message>
        <source>Choose a player in the list first</source>
        <translation>Wählen Sie zuerst einen Spieler in der Liste</translation>
    </message>
    <message>
        <source>%1 leaves: not seated from round %2 on; results so far stay</source>
        <translation>%1 geht: ab Runde %2 nicht mehr gesetzt; bisherige Ergebnisse bleiben</translation>
    </message>
    <message>
        <source>Type the substitute&apos;s name first</source>
        <translation>Tippen Sie zuerst den Namen des Ersatzspielers</translation>
    </message>
    <message>
        <source>%1 takes %2&apos;s seat in round %3</source>
        <translation>%1 übernimmt den Platz von %2 in Runde %3</translation>
    </message>
</context>
<context>
    <name>ClassicPanel</name>
    <message>
        <source>Throw</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Out of the box</source>
        <translation>Aus der Kiste</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Voriger Zug</translation>
    </message>
    <message>
        <source>Throw the dice (Space or T)</source>
        <translation>Würfel werfen (Leertaste oder T)</translation>
    </message>
    <message>
        <source>Rack the die the straight needs (its digit key; from the throw, else the bank)</source>
        <translation>Den Würfel einreihen, den die Straße braucht (seine Zifferntaste; aus dem Wurf, sonst von der Bank)</translation>
    </message>
    <message>
        <source>Bank a thrown die (Shift+digit, or Shift+click the die)</source>
        <translation>Einen geworfenen Würfel auf die Bank legen (Umschalt+Ziffer oder Umschalt+Klick auf den Würfel)</translation>
    </message>
    <message>
        <source>Swap yeast</source>
        <translation>Hefe tauschen</translation>
    </message>
    <message>
        <source>Swap the yeast into the bank for the plain die it matches (W, C6)</source>
        <translation>Die Hefe gegen den passenden einfachen Würfel auf der Bank tauschen (W, C6)</translation>
    </message>
    <message>
        <source>Risk biscuit</source>
        <translation>Keks riskieren</translation>
    </message>
    <message>
        <source>Risk the biscuit and throw again (R, C8)</source>
        <translation>Den Keks riskieren und weiterwerfen (R, C8)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>End the turn and score the rack (S, C7)</source>
        <translation>Den Zug beenden und die Reihe werten (S, C7)</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Raus</translation>
    </message>
    <message>
        <source>A thrown die left the box: it is out for the turn (box rules, C14)</source>
        <translation>Ein geworfener Würfel hat die Kiste verlassen: Er ist für diesen Zug aus dem Spiel (Kistenregeln, C14)</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>keine %1</translation>
    </message>
    <message>
        <source>%1: click to rack</source>
        <translation>%1: Klick reiht ein</translation>
    </message>
    <message>
        <source>%1: click to bank</source>
        <translation>%1: Klick legt auf die Bank</translation>
    </message>
    <message>
        <source>Swapped out of the bank: waits for the next throw (C6)</source>
        <translation>Von der Bank getauscht: wartet auf den nächsten Wurf (C6)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>no die left to throw</source>
        <translation>kein Würfel mehr zu werfen</translation>
    </message>
    <message>
        <source>%1 die to throw</source>
        <translation>%1 Würfel zu werfen</translation>
    </message>
    <message>
        <source>%1 dice to throw</source>
        <translation>%1 Würfel zu werfen</translation>
    </message>
    <message>
        <source>%1 to throw again</source>
        <translation>%1 noch einmal zu werfen</translation>
    </message>
    <message>
        <source>%1: racked</source>
        <translation>%1: eingereiht</translation>
    </message>
    <message>
        <source>worth %1</source>
        <translation>wert %1</translation>
    </message>
    <message>
        <source>needs a %1</source>
        <translation>braucht eine %1</translation>
    </message>
    <message>
        <source>%1: click to swap the yeast in</source>
        <translation>%1: Klick tauscht die Hefe ein</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>the %1 is banked: a safe throw</source>
        <translation>die %1 liegt auf der Bank: ein sicherer Wurf</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>%1 werfen</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>%1 einreihen</translation>
    </message>
    <message>
        <source>Bank %1</source>
        <translation>%1 auf die Bank</translation>
    </message>
    <message>
        <source>Out of the box: %1</source>
        <translation>Aus der Kiste: %1</translation>
    </message>
    <message>
        <source>Swap yeast %1</source>
        <translation>Hefe tauschen %1</translation>
    </message>
    <message>
        <source>Stop  %1</source>
        <translation>Stopp  %1</translation>
    </message>
    <message>
        <source>Stop for 0</source>
        <translation>Stopp für 0</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gewinnt das Spiel</translation>
    </message>
    <message>
        <source>biscuit %1</source>
        <translation>Keks %1</translation>
    </message>
    <message>
        <source>no biscuit</source>
        <translation>kein Keks</translation>
    </message>
    <message>
        <source>%1 at risk</source>
        <translation>%1 im Risiko</translation>
    </message>
    <message>
        <source>rack needs a %1</source>
        <translation>Reihe braucht eine %1</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>%1 wirft</translation>
    </message>
    <message>
        <source>%1 missed (no %2)</source>
        <translation>%1 hat verfehlt (keine %2)</translation>
    </message>
    <message>
        <source>risk %1 and throw again, or stop for nothing</source>
        <translation>%1 riskieren und weiterwerfen, oder für nichts stoppen</translation>
    </message>
    <message>
        <source>%1 risked %2</source>
        <translation>%1 hat %2 riskiert</translation>
    </message>
    <message>
        <source>throw again: a miss loses it</source>
        <translation>weiterwerfen: ein Fehlwurf kostet ihn</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>rack full</source>
        <translation>Reihe voll</translation>
    </message>
    <message>
        <source>stop would score %1</source>
        <translation>Stopp brächte %1</translation>
    </message>
    <message>
        <source>12 + 1, a baker&apos;s dozen</source>
        <translation>12 + 1, ein Bäckerdutzend</translation>
    </message>
    <message>
        <source>%1 scored %2 with all six dice</source>
        <translation>%1 erzielt %2 mit allen sechs Würfeln</translation>
    </message>
    <message>
        <source>%1 scored %2</source>
        <translation>%1 erzielt %2</translation>
    </message>
    <message>
        <source>%1 missed after risking: the biscuit&apos;s %2 points are lost</source>
        <translation>%1 hat nach dem Risiko verfehlt: die %2 Punkte des Kekses sind verloren</translation>
    </message>
    <message>
        <source>%1 missed (%2): no score</source>
        <translation>%1 hat verfehlt (%2): keine Punkte</translation>
    </message>
    <message>
        <source>%1 wins round %2!</source>
        <translation>%1 gewinnt Runde %2!</translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation>VORIGER ZUG · %1</translation>
    </message>
    <message>
        <source>Round %1  ·  first to %2 rounds  ·  won: %3</source>
        <translation>Runde %1  ·  bis %2 Runden  ·  gewonnen: %3</translation>
    </message>
    <message>
        <source>Space throw · 1–6 rack · Shift+1–6 bank · Alt+1–6 rack from the bank · W swap yeast · R risk · S stop · Ctrl+Z undo  ·  click a die: rack it, else bank it · Shift+click: bank · right-click: more</source>
        <translation>Leertaste werfen · 1–6 einreihen · Umschalt+1–6 Bank · Alt+1–6 von der Bank einreihen · W Hefe tauschen · R riskieren · S stoppen · Strg+Z rückgängig  ·  Klick auf Würfel: einreihen, sonst Bank · Umschalt+Klick: Bank · Rechtsklick: mehr</translation>
    </message>
    <message>
        <source>Rack a %1 from the bank</source>
        <translation>Eine %1 von der Bank einreihen</translation>
    </message>
    <message>
        <source>Swap the yeast into the bank for the plain %1</source>
        <translation>Die Hefe gegen die einfache %1 auf der Bank tauschen</translation>
    </message>
    <message>
        <source>%1 left the box</source>
        <translation>%1 hat die Kiste verlassen</translation>
    </message>
    <message>
        <source>Rack %1 from the bank</source>
        <translation>%1 von der Bank einreihen</translation>
    </message>
    <message>
        <source>Swap the yeast in for this die</source>
        <translation>Die Hefe für diesen Würfel eintauschen</translation>
    </message>
    <message>
        <source>Risk the biscuit</source>
        <translation>Den Keks riskieren</translation>
    </message>
    <message>
        <source>Swap the yeast</source>
        <translation>Die Hefe tauschen</translation>
    </message>
    <message>
        <source>Rack a %1</source>
        <translation>Eine %1 einreihen</translation>
    </message>
    <message>
        <source>Bank a %1</source>
        <translation>Eine %1 auf die Bank legen</translation>
    </message>
</context>
<context>
    <name>ClubHome</name>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Veranstaltungen</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Spieltische</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New club database…</source>
        <translation>&amp;Neue Vereinsdatenbank…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a &amp;PostgreSQL database…</source>
        <translation>&amp;PostgreSQL-Datenbank öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Sichern…</translation>
    </message>
    <message>
        <source>S&amp;hare on the club&apos;s network…</source>
        <translation>Im &amp;Vereinsnetz teilen…</translation>
    </message>
    <message>
        <source>&amp;Close database</source>
        <translation>Datenbank s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation>&amp;Aktionen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Practice table…</source>
        <translation>&amp;Übungstisch…</translation>
    </message>
    <message>
        <source>Try a &amp;demo club</source>
        <translation>&amp;Demo-Verein ausprobieren</translation>
    </message>
    <message>
        <source>An empty club database gets a dozen members and a finished club night of each game, played by the bots</source>
        <translation>Eine leere Vereinsdatenbank erhält ein Dutzend Mitglieder und einen fertigen Spieleabend jedes Spiels, von den Bots gespielt</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Bakehouse</source>
        <translation>Ü&amp;ber Bakehouse</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Spr&amp;ache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Bakehouse speaks the chosen language from its next start.</source>
        <translation>Bakehouse spricht die gewählte Sprache ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>(nothing on this page)</source>
        <translation>(nichts auf dieser Seite)</translation>
    </message>
    <message>
        <source>Cannot open the club database</source>
        <translation>Die Vereinsdatenbank lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>the club database used last, %1, is not there any more (moved or deleted): File &gt; Open… finds it, File &gt; New club database… makes a new one</source>
        <translation>die zuletzt benutzte Vereinsdatenbank, %1, ist nicht mehr da (verschoben oder gelöscht): Datei &gt; Öffnen… findet sie, Datei &gt; Neue Vereinsdatenbank… legt eine neue an</translation>
    </message>
    <message>
        <source>Opening the club database…</source>
        <translation>Vereinsdatenbank wird geöffnet…</translation>
    </message>
    <message>
        <source>Make a club database</source>
        <translation>Vereinsdatenbank anlegen</translation>
    </message>
    <message>
        <source>%1 is empty, not a club database yet: make it a new club database?</source>
        <translation>%1 ist leer, noch keine Vereinsdatenbank: daraus eine neue Vereinsdatenbank machen?</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); nothing was changed. Open a backup copy of it (File &gt; Open…), or File &gt; New club database…</source>
        <translation>%1 ist beschädigt (%2); nichts wurde geändert. Öffnen Sie eine Sicherungskopie davon (Datei &gt; Öffnen…) oder Datei &gt; Neue Vereinsdatenbank…</translation>
    </message>
    <message>
        <source>Upgrade the club database</source>
        <translation>Vereinsdatenbank aktualisieren</translation>
    </message>
    <message>
        <source>%1 was made by an older Bakehouse: upgrade it to open it? A copy of it as it is now is kept first: %2</source>
        <translation>%1 stammt von einem älteren Bakehouse: zum Öffnen aktualisieren? Zuvor wird eine Kopie im jetzigen Zustand aufbewahrt: %2</translation>
    </message>
    <message>
        <source>Club database upgraded; the copy from before is %1</source>
        <translation>Vereinsdatenbank aktualisiert; die Kopie von vorher ist %1</translation>
    </message>
    <message>
        <source>Upgrading the club database…</source>
        <translation>Die Vereinsdatenbank wird aktualisiert…</translation>
    </message>
    <message>
        <source>Cannot upgrade the club database</source>
        <translation>Die Vereinsdatenbank lässt sich nicht aktualisieren</translation>
    </message>
    <message>
        <source>New club database</source>
        <translation>Neue Vereinsdatenbank</translation>
    </message>
    <message>
        <source>Cannot make the club database</source>
        <translation>Die Vereinsdatenbank lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>%1 exists already: choose a new name (nothing was changed)</source>
        <translation>%1 gibt es schon: Wählen Sie einen neuen Namen (nichts wurde geändert)</translation>
    </message>
    <message>
        <source>Open a club database</source>
        <translation>Vereinsdatenbank öffnen</translation>
    </message>
    <message>
        <source>Open a PostgreSQL database</source>
        <translation>PostgreSQL-Datenbank öffnen</translation>
    </message>
    <message>
        <source>Database URL, e.g. postgresql+psycopg://user@host/club:</source>
        <translation>Datenbank-URL, z. B. postgresql+psycopg://user@host/club:</translation>
    </message>
    <message>
        <source>not a database URL: %1 (e.g. postgresql+psycopg://user@host/club)</source>
        <translation>keine Datenbank-URL: %1 (z. B. postgresql+psycopg://user@host/club)</translation>
    </message>
    <message>
        <source>No database opened yet</source>
        <translation>Noch keine Datenbank geöffnet</translation>
    </message>
    <message>
        <source>Cannot back up</source>
        <translation>Sichern nicht möglich</translation>
    </message>
    <message>
        <source>Back up copies SQLite files; for PostgreSQL use pg_dump, e.g. pg_dump -Fc -f club.dump club</source>
        <translation>Sichern kopiert SQLite-Dateien; für PostgreSQL nehmen Sie pg_dump, z. B. pg_dump -Fc -f club.dump club</translation>
    </message>
    <message>
        <source>Back up the club database</source>
        <translation>Vereinsdatenbank sichern</translation>
    </message>
    <message>
        <source>Backing up the club database…</source>
        <translation>Vereinsdatenbank wird gesichert…</translation>
    </message>
    <message>
        <source>Back-up cancelled: no file was written</source>
        <translation>Sicherung abgebrochen: keine Datei geschrieben</translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation>Gesichert nach %1</translation>
    </message>
    <message>
        <source>%1 — Bakehouse</source>
        <translation>%1 — Bakehouse</translation>
    </message>
    <message>
        <source>Cannot make the demo club</source>
        <translation>Der Demo-Verein lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>Making the demo club: the bots are playing…</source>
        <translation>Demo-Verein wird angelegt: Die Bots spielen…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Making the demo club: the members</source>
        <translation>Demo-Verein wird angelegt: die Mitglieder</translation>
    </message>
    <message>
        <source>Making the demo club: the bots play a club night of %1</source>
        <translation>Demo-Verein wird angelegt: Die Bots spielen einen Spieleabend %1</translation>
    </message>
    <message>
        <source>About Bakehouse</source>
        <translation>Über Bakehouse</translation>
    </message>
</context>
<context>
    <name>ClubModels</name>
    <message>
        <source>club night</source>
        <translation>Spieleabend</translation>
    </message>
    <message>
        <source>tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>league</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>%1 (inactive)</source>
        <translation>%1 (inaktiv)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>läuft</translation>
    </message>
</context>
<context>
    <name>ClubReportsPanel</name>
    <message>
        <source>Choose a database</source>
        <translation>Datenbank wählen</translation>
    </message>
    <message>
        <source>Default database</source>
        <translation>Standarddatenbank</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Papierformat</translation>
    </message>
    <message>
        <source>Filter the matches</source>
        <translation>Partien filtern</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Veranstaltungen</translation>
    </message>
    <message>
        <source>The whole club</source>
        <translation>Der ganze Verein</translation>
    </message>
    <message>
        <source>One event</source>
        <translation>Eine Veranstaltung</translation>
    </message>
    <message>
        <source>One member</source>
        <translation>Ein Mitglied</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <source>Choose another club database file</source>
        <translation>Eine andere Vereinsdatenbank wählen</translation>
    </message>
    <message>
        <source>De&amp;fault</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>The database of BAKEHOUSE_DB, else the data folder&apos;s</source>
        <translation>Die Datenbank aus BAKEHOUSE_DB, sonst die des Datenordners</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>Datenbank:</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <source>Filter: a player, a game, an event…</source>
        <translation>Filter: ein Spieler, ein Spiel, eine Veranstaltung…</translation>
    </message>
    <message>
        <source>Print &amp;scorepad…</source>
        <translation>&amp;Spielblock drucken…</translation>
    </message>
    <message>
        <source>The chosen match as players keep it on paper (bakehouse report scorepad)</source>
        <translation>Die gewählte Partie, wie Spieler sie auf Papier führen (bakehouse report scorepad)</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Analysieren…</translation>
    </message>
    <message>
        <source>The chosen finished match: each decision against the best play, and each throw&apos;s luck</source>
        <translation>Die gewählte beendete Partie: jede Entscheidung gegen das beste Spiel, und das Glück jedes Wurfs</translation>
    </message>
    <message>
        <source>&amp;Blank scoresheets…</source>
        <translation>&amp;Leere Wertungsbögen…</translation>
    </message>
    <message>
        <source>One sheet per table of the chosen round (bakehouse report scoresheets)</source>
        <translation>Ein Bogen je Tisch der gewählten Runde (bakehouse report scoresheets)</translation>
    </message>
    <message>
        <source>Seating for the &amp;wall…</source>
        <translation>Setzung für den &amp;Aushang…</translation>
    </message>
    <message>
        <source>The chosen round&apos;s seats in large type, by table and by name (bakehouse report seating)</source>
        <translation>Die Plätze der gewählten Runde in großer Schrift, nach Tisch und nach Name (bakehouse report seating)</translation>
    </message>
    <message>
        <source>Stan&amp;dings…</source>
        <translation>&amp;Rangliste…</translation>
    </message>
    <message>
        <source>The event&apos;s standings and round results; a league&apos;s season table (bakehouse report standings)</source>
        <translation>Rangliste und Rundenergebnisse der Veranstaltung; die Saisontabelle einer Liga (bakehouse report standings)</translation>
    </message>
    <message>
        <source>Rounds seated</source>
        <translation>Gesetzte Runden</translation>
    </message>
    <message>
        <source>Every game, or one game&apos;s matches only</source>
        <translation>Alle Spiele oder nur die Partien eines Spiels</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>These statistics with their charts as PDF (bakehouse report stats)</source>
        <translation>Diese Statistik mit ihren Diagrammen als PDF (bakehouse report stats)</translation>
    </message>
    <message>
        <source>Head t&amp;o head:</source>
        <translation>Dire&amp;kter Vergleich:</translation>
    </message>
    <message>
        <source>Two members head to head, over the tables these statistics count</source>
        <translation>Zwei Mitglieder im direkten Vergleich, über die Tische, die diese Statistik zählt</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <translation>&amp;Partien</translation>
    </message>
    <message>
        <source>&amp;Events</source>
        <translation>&amp;Veranstaltungen</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>Statistik von</translation>
    </message>
    <message>
        <source>Which one</source>
        <translation>Welche</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Print scorepad</source>
        <translation>Spielblock drucken</translation>
    </message>
    <message>
        <source>Review the chosen match</source>
        <translation>Die gewählte Partie analysieren</translation>
    </message>
    <message>
        <source>Blank scoresheets</source>
        <translation>Leere Wertungsbögen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>First member head to head</source>
        <translation>Erstes Mitglied im direkten Vergleich</translation>
    </message>
    <message>
        <source>Second member head to head</source>
        <translation>Zweites Mitglied im direkten Vergleich</translation>
    </message>
    <message>
        <source>Open a club database</source>
        <translation>Vereinsdatenbank öffnen</translation>
    </message>
    <message>
        <source>Reading the club database…</source>
        <translation>Vereinsdatenbank wird gelesen…</translation>
    </message>
    <message>
        <source>This club database holds no members, events or matches yet: the Home page offers a demo club to look around in.</source>
        <translation>Diese Vereinsdatenbank enthält noch keine Mitglieder, Veranstaltungen oder Partien: Die Startseite bietet einen Demo-Verein zum Umsehen.</translation>
    </message>
    <message>
        <source>This club database holds no members, events or matches yet: the Events page starts an event, the Members page brings in the club&apos;s members.</source>
        <translation>Diese Vereinsdatenbank enthält noch keine Mitglieder, Veranstaltungen oder Partien: Auf der Seite Veranstaltungen beginnt eine Veranstaltung, auf der Seite Mitglieder kommen die Mitglieder des Vereins hinzu.</translation>
    </message>
    <message>
        <source>An event of played matches only (imported, not run on the Events page): it has no seatings or standings.</source>
        <translation>Eine Veranstaltung nur aus gespielten Partien (importiert, nicht auf der Seite Veranstaltungen geführt): Sie hat keine Setzungen und keine Rangliste.</translation>
    </message>
    <message>
        <source>Cannot read the club database: %1</source>
        <translation>Die Vereinsdatenbank lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>No round seated yet.</source>
        <translation>Noch keine Runde gesetzt.</translation>
    </message>
    <message>
        <source>Draft: round %1 is seated but not published; its seating may still change.</source>
        <translation>Entwurf: Runde %1 ist gesetzt, aber nicht veröffentlicht; die Setzung kann sich noch ändern.</translation>
    </message>
    <message>
        <source>Cancelled: no PDF was written</source>
        <translation>Abgebrochen: kein PDF geschrieben</translation>
    </message>
    <message>
        <source>Cannot open the PDF</source>
        <translation>Das PDF lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>The report was saved to %1, but no PDF viewer opened it.</source>
        <translation>Der Bericht wurde unter %1 gespeichert, aber kein PDF-Betrachter hat ihn geöffnet.</translation>
    </message>
    <message>
        <source>Save the scorepad as PDF</source>
        <translation>Spielblock als PDF speichern</translation>
    </message>
    <message>
        <source>Printing the scorepad…</source>
        <translation>Spielblock wird gedruckt…</translation>
    </message>
    <message>
        <source>Cannot print the scorepad</source>
        <translation>Der Spielblock lässt sich nicht drucken</translation>
    </message>
    <message>
        <source>Save the scoresheets as PDF</source>
        <translation>Wertungsbögen als PDF speichern</translation>
    </message>
    <message>
        <source>Printing the scoresheets…</source>
        <translation>Wertungsbögen werden gedruckt…</translation>
    </message>
    <message>
        <source>Cannot print the scoresheets</source>
        <translation>Die Wertungsbögen lassen sich nicht drucken</translation>
    </message>
    <message>
        <source>Save the seating as PDF</source>
        <translation>Setzung als PDF speichern</translation>
    </message>
    <message>
        <source>Printing the seating…</source>
        <translation>Setzung wird gedruckt…</translation>
    </message>
    <message>
        <source>Cannot print the seating</source>
        <translation>Die Setzung lässt sich nicht drucken</translation>
    </message>
    <message>
        <source>Save the standings as PDF</source>
        <translation>Rangliste als PDF speichern</translation>
    </message>
    <message>
        <source>Printing the standings…</source>
        <translation>Rangliste wird gedruckt…</translation>
    </message>
    <message>
        <source>Cannot print the standings</source>
        <translation>Die Rangliste lässt sich nicht drucken</translation>
    </message>
    <message>
        <source>Save the statistics as PDF</source>
        <translation>Statistik als PDF speichern</translation>
    </message>
    <message>
        <source>Printing the statistics…</source>
        <translation>Statistik wird gedruckt…</translation>
    </message>
    <message>
        <source>Cannot print the statistics</source>
        <translation>Die Statistik lässt sich nicht drucken</translation>
    </message>
    <message>
        <source>No event to choose in this database.</source>
        <translation>Keine Veranstaltung in dieser Datenbank zur Auswahl.</translation>
    </message>
    <message>
        <source>No member to choose in this database.</source>
        <translation>Kein Mitglied in dieser Datenbank zur Auswahl.</translation>
    </message>
    <message>
        <source>Working out the statistics…</source>
        <translation>Statistik wird berechnet…</translation>
    </message>
    <message>
        <source>Save the chart as PNG</source>
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <source>Cannot save the chart</source>
        <translation>Das Diagramm lässt sich nicht speichern</translation>
    </message>
</context>
<context>
    <name>ClubReportsWindow</name>
    <message>
        <source>Club reports and statistics</source>
        <translation>Vereinsberichte und Statistik</translation>
    </message>
</context>
<context>
    <name>CodeBox</name>
    <message>
        <source>Table code (%1)</source>
        <translation>Tischcode (%1)</translation>
    </message>
    <message>
        <source>Table code from a scoresheet</source>
        <translation>Tischcode von einem Spielbogen</translation>
    </message>
    <message>
        <source>Type or scan the code on a scoresheet, then Enter: the table&apos;s result opens</source>
        <translation>Den Code eines Spielbogens tippen oder scannen, dann Eingabe: das Ergebnis des Tisches öffnet sich</translation>
    </message>
    <message>
        <source>Table &amp;code</source>
        <translation>Tisch&amp;code</translation>
    </message>
    <message>
        <source>%1 is a table of another event (event %2): open that event first</source>
        <translation>%1 ist ein Tisch eines anderen Turniers (Turnier %2): erst dieses Turnier öffnen</translation>
    </message>
    <message>
        <source>%1: round %2 of this event is not published</source>
        <translation>%1: Runde %2 dieses Turniers ist nicht veröffentlicht</translation>
    </message>
    <message>
        <source>%1: round %2 has no table %3</source>
        <translation>%1: Runde %2 hat keinen Tisch %3</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>%1: error: %2 (see %1 --help)</source>
        <translation>%1: Fehler: %2 (siehe %1 --help)</translation>
    </message>
    <message>
        <source>Run `bakehouse` with no arguments to open the app.</source>
        <translation>`bakehouse` ohne Argumente startet die App.</translation>
    </message>
    <message>
        <source>bakehouse: interrupted</source>
        <translation>bakehouse: abgebrochen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>bakehouse %1: %2</source>
        <translation>bakehouse %1: %2</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>cannot write the report: %1</source>
        <translation>der Bericht kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>DialogService</name>
    <message>
        <source>Match records (*.bakehouse *.json);;All files (*)</source>
        <translation>Spielprotokolle (*.bakehouse *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>PDF-Dokumente (*.pdf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>PNG images (*.png);;All files (*)</source>
        <translation>PNG-Bilder (*.png);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Club databases (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Vereinsdatenbanken (*.sqlite3 *.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Dice thrown:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <source>Dice thrown (type the faces)</source>
        <translation>Geworfene Würfel (Augenzahlen eintippen)</translation>
    </message>
    <message>
        <source>e.g. 2 2 4 1 3 6</source>
        <translation>z. B. 2 2 4 1 3 6</translation>
    </message>
    <message>
        <source>Face %1</source>
        <translation>Augenzahl %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Apply the dice typed</source>
        <translation>Die eingetippten Würfel übernehmen</translation>
    </message>
    <message>
        <source>Yeast *</source>
        <translation>Hefe *</translation>
    </message>
    <message>
        <source>Mark the last face as the yeast</source>
        <translation>Die letzte Augenzahl als Hefe markieren</translation>
    </message>
    <message>
        <source>e.g. 2 2 4 1 3 6*</source>
        <translation>z. B. 2 2 4 1 3 6*</translation>
    </message>
    <message>
        <source>6* the yeast</source>
        <translation>6* die Hefe</translation>
    </message>
    <message>
        <source>Key K</source>
        <translation>Schlüssel K</translation>
    </message>
    <message>
        <source>Mark the next face as a key</source>
        <translation>Die nächste Augenzahl als Schlüssel markieren</translation>
    </message>
    <message>
        <source>e.g. 1 2 3 4 5 6 1 2 K6 K1</source>
        <translation>z. B. 1 2 3 4 5 6 1 2 K6 K1</translation>
    </message>
    <message>
        <source>K6 a key (the keys typed last need no K: 1234561261)</source>
        <translation>K6 ein Schlüssel (die zuletzt getippten Schlüssel brauchen kein K: 1234561261)</translation>
    </message>
    <message>
        <source>Type one face for each player, in seat order, then Enter.</source>
        <translation>Für jeden Spieler eine Augenzahl tippen, in Sitzreihenfolge, dann Eingabe.</translation>
    </message>
    <message>
        <source>5 keeps every 5 left, 55 two of them; 24 the keys where no base 2 or 4 is left</source>
        <translation>5 legt jede übrige 5 beiseite, 55 zwei davon; 24 die Schlüssel, wo keine Grundwürfel 2 oder 4 übrig sind</translation>
    </message>
    <message>
        <source>Type the faces (spaces optional)</source>
        <translation>Augen tippen (Leerzeichen egal)</translation>
    </message>
    <message>
        <source>Enter applies</source>
        <translation>Enter übernimmt</translation>
    </message>
    <message>
        <source>Esc clears</source>
        <translation>Esc leert</translation>
    </message>
    <message>
        <source>Space at the table: type a throw</source>
        <translation>Leertaste: Wurf tippen</translation>
    </message>
    <message>
        <source>Dice or decision:</source>
        <translation>Würfel/Wahl:</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>Dice thrown or a decision (type the faces, or keep 3 3 5)</source>
        <translation>Geworfene Würfel oder eine Entscheidung (die Augen tippen, oder keep 3 3 5)</translation>
    </message>
    <message>
        <source>Or a decision in the game&apos;s words: %1 (several dice at once)</source>
        <translation>Oder eine Entscheidung mit den Wörtern des Spiels: %1 (mehrere Würfel auf einmal)</translation>
    </message>
</context>
<context>
    <name>DiceModeDialog</name>
    <message>
        <source>How are the dice thrown at this table? This stays for the whole match.</source>
        <translation>Wie wird an diesem Tisch gewürfelt? Das gilt für die ganze Partie.</translation>
    </message>
    <message>
        <source>&amp;Real dice: the scorer types each throw</source>
        <translation>&amp;Echte Würfel: Der Schreiber tippt jeden Wurf ein</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Echte Würfel</translation>
    </message>
    <message>
        <source>&amp;App dice: the app throws provably fair dice</source>
        <translation>&amp;App-Würfel: Die App wirft nachweislich faire Würfel</translation>
    </message>
    <message>
        <source>App dice</source>
        <translation>App-Würfel</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <source>empty place %1</source>
        <translation>leerer Platz %1</translation>
    </message>
    <message>
        <source>%1 (waits for the next throw)</source>
        <translation>%1 (wartet auf den nächsten Wurf)</translation>
    </message>
    <message>
        <source>%1 (set aside)</source>
        <translation>%1 (beiseitegelegt)</translation>
    </message>
</context>
<context>
    <name>DireStraightsPanel</name>
    <message>
        <source>%1 stopped and scored %2.</source>
        <translation>%1 hat gestoppt und %2 erzielt.</translation>
    </message>
    <message>
        <source>Four 2s! %1&apos;s turn ends and %1&apos;s total goes back to 0 (D6).</source>
        <translation>Vier 2en! Der Zug von %1 endet, und die Summe von %1 fällt auf 0 zurück (D6).</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>keine %1</translation>
    </message>
    <message>
        <source>no 1 and no three of a kind</source>
        <translation>keine 1 und kein Drilling</translation>
    </message>
    <message>
        <source>the turn&apos;s %1 points are lost</source>
        <translation>die %1 Punkte des Zuges sind verloren</translation>
    </message>
    <message>
        <source>the turn scores 0</source>
        <translation>der Zug bringt 0</translation>
    </message>
    <message>
        <source>Bust: %1&apos;s throw %2 has %3 — %4 (D5).</source>
        <translation>Pleite: Der Wurf %2 von %1 hat %3 — %4 (D5).</translation>
    </message>
    <message>
        <source>1-6 complete! All six dice come back to %1: stop, or throw six again (D4).</source>
        <translation>1-6 komplett! Alle sechs Würfel gehen an %1 zurück: stoppen oder wieder sechs werfen (D4).</translation>
    </message>
    <message>
        <source> and %1 × 1-6</source>
        <translation> und %1 × 1-6</translation>
    </message>
    <message>
        <source>the run %1</source>
        <translation>die Folge %1</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>keine Folge</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <source>Run set aside</source>
        <translation>Beiseitegelegte Folge</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Voriger Zug</translation>
    </message>
    <message>
        <source>Throw the dice not in the run (Space or T)</source>
        <translation>Die Würfel außerhalb der Folge werfen (Leertaste oder T)</translation>
    </message>
    <message>
        <source>End the turn and score the run: 5 a die, 30 a completed 1-6 (S, D4)</source>
        <translation>Den Zug beenden und die Folge werten: 5 je Würfel, 30 für eine vollständige 1-6 (S, D4)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>%1: set aside in the run</source>
        <translation>%1: in die Folge gelegt</translation>
    </message>
    <message>
        <source>%1: thrown again</source>
        <translation>%1: wird neu geworfen</translation>
    </message>
    <message>
        <source>%1 to throw next</source>
        <translation>%1 als Nächstes zu werfen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>%1 dice to throw</source>
        <translation>%1 Würfel zu werfen</translation>
    </message>
    <message>
        <source>%1 of the run</source>
        <translation>%1 der Folge</translation>
    </message>
    <message>
        <source>needs a %1</source>
        <translation>braucht eine %1</translation>
    </message>
    <message>
        <source>needs a 1 to start</source>
        <translation>braucht eine 1 zum Beginnen</translation>
    </message>
    <message>
        <source>a stop scores %1</source>
        <translation>ein Stopp bringt %1</translation>
    </message>
    <message>
        <source>1-6 completed: %1</source>
        <translation>1-6 vollständig: %1</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>%1 werfen</translation>
    </message>
    <message>
        <source>Stop for %1</source>
        <translation>Stopp für %1</translation>
    </message>
    <message>
        <source>%1 set aside: a run of %2 (D2).</source>
        <translation>%1 beiseitegelegt: eine Folge von %2 (D2).</translation>
    </message>
    <message>
        <source>%1 set aside: the run is %2 (D3).</source>
        <translation>%1 beiseitegelegt: die Folge ist %2 (D3).</translation>
    </message>
    <message>
        <source>No 1, but three of a kind: throw all six again, or stop (D2).</source>
        <translation>Keine 1, aber ein Drilling: alle sechs noch einmal werfen oder stoppen (D2).</translation>
    </message>
    <message>
        <source>%1 stopped with %2: %3 points</source>
        <translation>%1 hat mit %2 gestoppt: %3 Punkte</translation>
    </message>
    <message>
        <source>%1 threw four 2s: %2 lost, total 0</source>
        <translation>%1 hat vier 2en geworfen: %2 verloren, Summe 0</translation>
    </message>
    <message>
        <source> (run %1 lost)</source>
        <translation> (Folge %1 verloren)</translation>
    </message>
    <message>
        <source>%1 busted%2: 0 points</source>
        <translation>%1 ist pleite%2: 0 Punkte</translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation>VORIGER ZUG · %1</translation>
    </message>
    <message>
        <source>no dice set aside</source>
        <translation>keine Würfel beiseitegelegt</translation>
    </message>
    <message>
        <source>%1 reaches %2 and wins with %3</source>
        <translation>%1 erreicht %2 und gewinnt mit %3</translation>
    </message>
    <message>
        <source>%1 to throw six dice — a run starts with a 1</source>
        <translation>%1 wirft sechs Würfel — eine Folge beginnt mit einer 1</translation>
    </message>
    <message>
        <source>%1 completed 1-6 — throw six again, or stop for %2</source>
        <translation>%1 hat 1-6 vollendet — wieder sechs werfen oder für %2 stoppen</translation>
    </message>
    <message>
        <source>%1: no run yet — throw six again, or stop for %2</source>
        <translation>%1: noch keine Folge — wieder sechs werfen oder für %2 stoppen</translation>
    </message>
    <message>
        <source>%1: run %2, needs a %3 — throw %4, or stop for %5</source>
        <translation>%1: Folge %2, braucht eine %3 — %4 werfen oder für %5 stoppen</translation>
    </message>
    <message>
        <source>four 2s lose everything</source>
        <translation>vier 2en kosten alles</translation>
    </message>
    <message>
        <source>First to %1  ·  %2</source>
        <translation>Wer zuerst %1 hat  ·  %2</translation>
    </message>
    <message>
        <source>Space throw · S stop · Ctrl+Z undo  ·  the run is set aside for you (D2, D3)</source>
        <translation>Leertaste werfen · S stoppen · Strg+Z rückgängig  ·  die Folge wird für Sie beiseitegelegt (D2, D3)</translation>
    </message>
</context>
<context>
    <name>EntrepreneurialPanel</name>
    <message>
        <source>Visit bakery (%1)</source>
        <translation>Bäckerei besuchen (%1)</translation>
    </message>
    <message>
        <source>%1 loaf</source>
        <translation>%1 Laib</translation>
    </message>
    <message>
        <source>%1 loaves</source>
        <translation>%1 Laibe</translation>
    </message>
    <message>
        <source>%1s</source>
        <translation>%1er</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>BAKERY COMMITTED</source>
        <translation>BÄCKEREI FESTGELEGT</translation>
    </message>
    <message>
        <source>Visit bakery</source>
        <translation>Bäckerei besuchen</translation>
    </message>
    <message>
        <source>Take the loaves of your lowest bakery not yet visited instead of throwing (V, E6)</source>
        <translation>Die Laibe Ihrer niedrigsten noch nicht besuchten Bäckerei nehmen statt zu werfen (V, E6)</translation>
    </message>
    <message>
        <source>Visit a bakery</source>
        <translation>Eine Bäckerei besuchen</translation>
    </message>
    <message>
        <source>Why not a %1? %2</source>
        <translation>Warum keine %1? %2</translation>
    </message>
    <message>
        <source>no 1 and no bakery start</source>
        <translation>keine 1 und kein Bäckereibeginn</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>keine %1</translation>
    </message>
    <message>
        <source>nothing to rack</source>
        <translation>nichts einzureihen</translation>
    </message>
    <message>
        <source>BAKERY OR BUST</source>
        <translation>BÄCKEREI ODER PLEITE</translation>
    </message>
    <message>
        <source>Bakery or bust (E7): after a risk the turn ends only with a bakery or a miss</source>
        <translation>Bäckerei oder Pleite (E7): Nach einem Risiko endet der Zug nur mit einer Bäckerei oder einem Fehlwurf</translation>
    </message>
    <message>
        <source>Two dice of one face are saved: only a finished bakery scores now (E2)</source>
        <translation>Zwei Würfel einer Augenzahl sind gesichert: Jetzt zählt nur noch eine fertige Bäckerei (E2)</translation>
    </message>
    <message>
        <source>only %1 can be racked now</source>
        <translation>nur %1 lassen sich jetzt einreihen</translation>
    </message>
    <message>
        <source>no bakery can be finished: a stop scores 0</source>
        <translation>keine Bäckerei kann fertig werden: ein Stopp bringt 0</translation>
    </message>
    <message>
        <source>%1 dice to throw, or visit a bakery</source>
        <translation>%1 Würfel zu werfen oder eine Bäckerei besuchen</translation>
    </message>
    <message>
        <source>Stop for 0</source>
        <translation>Stopp für 0</translation>
    </message>
    <message>
        <source>BAKERIES</source>
        <translation>BÄCKEREIEN</translation>
    </message>
    <message>
        <source>Each player&apos;s bakeries, by their value in loaves (E4, E6)</source>
        <translation>Die Bäckereien jedes Spielers, nach ihrem Wert in Laiben (E4, E6)</translation>
    </message>
    <message>
        <source>%1&apos;s bakeries</source>
        <translation>Bäckereien von %1</translation>
    </message>
    <message>
        <source>%1 owns a bakery of %2</source>
        <translation>%1 besitzt eine Bäckerei mit %2</translation>
    </message>
    <message>
        <source>%1: visit it now (V)</source>
        <translation>%1: jetzt besuchen (V)</translation>
    </message>
    <message>
        <source>%1: still to visit this round</source>
        <translation>%1: in dieser Runde noch zu besuchen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Bakeries (E4, E6) — %1</source>
        <translation>Bäckereien (E4, E6) — %1</translation>
    </message>
    <message>
        <source>Bakery! %1 baked six %2s, promoted by the yeast: %3 — free turn</source>
        <translation>Bäckerei! %1 hat sechs %2er gebacken, durch die Hefe befördert: %3 — Freizug</translation>
    </message>
    <message>
        <source>Bakery! %1 baked six %2s: %3 — free turn</source>
        <translation>Bäckerei! %1 hat sechs %2er gebacken: %3 — Freizug</translation>
    </message>
    <message>
        <source>%1 visited the bakery of %2: %3</source>
        <translation>%1 hat die Bäckerei mit %2 besucht: %3</translation>
    </message>
    <message>
        <source>a visit: no dice thrown</source>
        <translation>ein Besuch: keine Würfel geworfen</translation>
    </message>
    <message>
        <source>%1 stopped with the bakery unfinished: no score (E2)</source>
        <translation>%1 hat mit unfertiger Bäckerei gestoppt: keine Punkte (E2)</translation>
    </message>
    <message>
        <source>biscuit %1</source>
        <translation>Keks %1</translation>
    </message>
    <message>
        <source>no biscuit</source>
        <translation>kein Keks</translation>
    </message>
    <message>
        <source>%1 may visit the bakery of %2 (V) or throw — %3</source>
        <translation>%1 kann die Bäckerei mit %2 besuchen (V) oder werfen — %3</translation>
    </message>
    <message>
        <source>rack needs a %1</source>
        <translation>Reihe braucht eine %1</translation>
    </message>
    <message>
        <source>rack needs a 1 or a bakery start</source>
        <translation>Reihe braucht eine 1 oder einen Bäckereibeginn</translation>
    </message>
    <message>
        <source>%1 missed (no %2)</source>
        <translation>%1 hat verfehlt (keine %2)</translation>
    </message>
    <message>
        <source>%1 missed (no 1 and no bakery start)</source>
        <translation>%1 hat verfehlt (keine 1 und kein Bäckereibeginn)</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>%1 wirft</translation>
    </message>
    <message>
        <source>%1&apos;s free turn (E4)</source>
        <translation>Freizug von %1 (E4)</translation>
    </message>
    <message>
        <source>bakery or bust</source>
        <translation>Bäckerei oder Pleite</translation>
    </message>
    <message>
        <source>stop would score %1</source>
        <translation>Stopp brächte %1</translation>
    </message>
    <message>
        <source>bakery committed</source>
        <translation>Bäckerei festgelegt</translation>
    </message>
    <message>
        <source>V visit a bakery · </source>
        <translation>V Bäckerei besuchen · </translation>
    </message>
</context>
<context>
    <name>EventWizard</name>
    <message>
        <source>placement points are written 4: 5,3,1,0; 3: 4,2,0 - not %1</source>
        <translation>Platzierungspunkte schreibt man 4: 5,3,1,0; 3: 4,2,0 - nicht %1</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>&amp;New event...</source>
        <translation>&amp;Neue Veranstaltung...</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Neue Veranstaltung</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Veranstaltungen</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Check-&amp;in</source>
        <translation>&amp;Anmeldung</translation>
    </message>
    <message>
        <source>Seati&amp;ng</source>
        <translation>&amp;Setzung</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Check &amp;in</source>
        <translation>&amp;Anmelden</translation>
    </message>
    <message>
        <source>&amp;Undo check-in</source>
        <translation>Anmeldung &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Seat next round</source>
        <translation>Nächste Runde &amp;setzen</translation>
    </message>
    <message>
        <source>&amp;Publish round</source>
        <translation>Runde &amp;veröffentlichen</translation>
    </message>
    <message>
        <source>S&amp;wap chosen players</source>
        <translation>Gewählte Spieler &amp;tauschen</translation>
    </message>
    <message>
        <source>&amp;Move the chosen player to the table</source>
        <translation>Gewählten Spieler an den Tisch &amp;bewegen</translation>
    </message>
    <message>
        <source>Pin the chosen player to the &amp;table</source>
        <translation>Gewählten Spieler am Tisch &amp;festsetzen</translation>
    </message>
    <message>
        <source>&amp;Keep the chosen two apart</source>
        <translation>Die beiden Gewählten &amp;getrennt halten</translation>
    </message>
    <message>
        <source>The chosen player l&amp;eaves</source>
        <translation>Gewählter Spieler g&amp;eht</translation>
    </message>
    <message>
        <source>Seat the &amp;final table</source>
        <translation>Fina&amp;le setzen</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>Veranstaltung s&amp;chließen</translation>
    </message>
    <message>
        <source>No event yet: New event (Ctrl+N)</source>
        <translation>Noch keine Veranstaltung: Neue Veranstaltung (Strg+N)</translation>
    </message>
    <message>
        <source>Choose an event first</source>
        <translation>Wählen Sie zuerst eine Veranstaltung</translation>
    </message>
    <message>
        <source>the draft of round %1 was taken back: seat it again</source>
        <translation>der Entwurf von Runde %1 wurde zurückgenommen: Setzen Sie sie erneut</translation>
    </message>
    <message>
        <source>Open a club database first</source>
        <translation>Öffnen Sie zuerst eine Vereinsdatenbank</translation>
    </message>
    <message>
        <source>%1 created: check the players in</source>
        <translation>%1 angelegt: Melden Sie die Spieler an</translation>
    </message>
    <message>
        <source>Seating round %1...</source>
        <translation>Runde %1 wird gesetzt...</translation>
    </message>
    <message>
        <source>Seating cancelled: no draft was saved</source>
        <translation>Setzung abgebrochen: kein Entwurf gespeichert</translation>
    </message>
    <message>
        <source>Busy: try again in a moment</source>
        <translation>Beschäftigt: Versuchen Sie es gleich noch einmal</translation>
    </message>
    <message>
        <source>Round %1 seated as a draft: %2</source>
        <translation>Runde %1 als Entwurf gesetzt: %2</translation>
    </message>
    <message>
        <source>Round %1 published</source>
        <translation>Runde %1 veröffentlicht</translation>
    </message>
    <message>
        <source>The final of the top %1 is seated as a draft</source>
        <translation>Das Finale der besten %1 ist als Entwurf gesetzt</translation>
    </message>
    <message>
        <source>Close event</source>
        <translation>Veranstaltung schließen</translation>
    </message>
    <message>
        <source>Close %1? Ratings move; nothing changes after that.</source>
        <translation>%1 schließen? Die Wertungen ändern sich; danach ändert sich nichts mehr.</translation>
    </message>
    <message>
        <source>%1 is closed: the ratings of %2 players moved</source>
        <translation>%1 ist geschlossen: Die Wertungen von %2 Spielern haben sich geändert</translation>
    </message>
    <message>
        <source>Moved to table %1: %2</source>
        <translation>An Tisch %1 verschoben: %2</translation>
    </message>
    <message>
        <source>Swapped: %1</source>
        <translation>Getauscht: %1</translation>
    </message>
    <message>
        <source>Pinned to table %1 from now on</source>
        <translation>Ab jetzt an Tisch %1 festgesetzt</translation>
    </message>
    <message>
        <source>Kept apart from the next seating on</source>
        <translation>Ab der nächsten Setzung getrennt</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Throw</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
</context>
<context>
    <name>GenericPanel</name>
    <message>
        <source>Throw</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <source>Throw the dice (Space or T)</source>
        <translation>Würfel werfen (Leertaste oder T)</translation>
    </message>
    <message>
        <source>Decision %1</source>
        <translation>Entscheidung %1</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>%1&apos;s turn ended: %2 points (%3)</source>
        <translation>Der Zug von %1 endete: %2 Punkte (%3)</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>%1 wirft</translation>
    </message>
    <message>
        <source>%1 to decide</source>
        <translation>%1 entscheidet</translation>
    </message>
    <message>
        <source>Space throw · 1-9 the decisions · Ctrl+Z undo</source>
        <translation>Leertaste werfen · 1-9 die Entscheidungen · Strg+Z rückgängig</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Bakehouse — Rules and rulings</source>
        <translation>Bakehouse — Regeln und Entscheidungen</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Gehe zu</translation>
    </message>
    <message>
        <source>a ruling such as C7, or words to look for (bakery, biscuit ...)</source>
        <translation>eine Entscheidung wie C7 oder Suchwörter (Bäckerei, Keks ...)</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Die Spiele</translation>
    </message>
    <message>
        <source>Rulings: %1</source>
        <translation>Entscheidungen: %1</translation>
    </message>
    <message>
        <source>Its rulings</source>
        <translation>Entscheidungen zu diesem Spiel</translation>
    </message>
    <message>
        <source>and every %1 ruling (%2) not changed here</source>
        <translation>und jede Entscheidung zu %1 (%2), die hier nicht geändert wird</translation>
    </message>
    <message>
        <source>There is no ruling %1: rulings are %2 and %3.</source>
        <translation>Es gibt keine Entscheidung %1: Entscheidungen sind %2 und %3.</translation>
    </message>
    <message>
        <source>From the rules of %1.</source>
        <translation>Aus den Regeln von %1.</translation>
    </message>
    <message>
        <source>For every game.</source>
        <translation>Für jedes Spiel.</translation>
    </message>
    <message>
        <source>%1 rulings mention %2: %3</source>
        <translation>%1 Entscheidungen erwähnen %2: %3</translation>
    </message>
    <message>
        <source>No ruling mentions %1.</source>
        <translation>Keine Entscheidung erwähnt %1.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <source>Club database</source>
        <translation>Vereinsdatenbank</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>Nächste Veranstaltung</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Letzte Veranstaltung</translation>
    </message>
    <message>
        <source>Last event&apos;s standings</source>
        <translation>Rangliste der letzten Veranstaltung</translation>
    </message>
    <message>
        <source>This club database is empty. Look around in a demo club first: a dozen members and a finished club night of each game, played by the bots.</source>
        <translation>Diese Vereinsdatenbank ist leer. Sehen Sie sich zuerst in einem Demo-Verein um: ein Dutzend Mitglieder und ein fertiger Spieleabend jedes Spiels, von den Bots gespielt.</translation>
    </message>
    <message>
        <source>Try a &amp;demo club</source>
        <translation>&amp;Demo-Verein ausprobieren</translation>
    </message>
    <message>
        <source>Try a demo club</source>
        <translation>Demo-Verein ausprobieren</translation>
    </message>
    <message>
        <source>&amp;New event</source>
        <translation>&amp;Neue Veranstaltung</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Neue Veranstaltung</translation>
    </message>
    <message>
        <source>&amp;Members</source>
        <translation>&amp;Mitglieder</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>&amp;Seat next round</source>
        <translation>Nächste Runde &amp;setzen</translation>
    </message>
    <message>
        <source>Seat next round</source>
        <translation>Nächste Runde setzen</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Bakehouse club home</source>
        <translation>Bakehouse-Vereinsstartseite</translation>
    </message>
    <message>
        <source>Opening the club database…</source>
        <translation>Vereinsdatenbank wird geöffnet…</translation>
    </message>
    <message>
        <source>No club database is open: File &gt; Open… or File &gt; New club database…</source>
        <translation>Keine Vereinsdatenbank geöffnet: Datei &gt; Öffnen… oder Datei &gt; Neue Vereinsdatenbank…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>1 member</source>
        <translation>1 Mitglied</translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation>%1 Mitglieder</translation>
    </message>
    <message>
        <source>1 event</source>
        <translation>1 Veranstaltung</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 Veranstaltungen</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>No event planned.</source>
        <translation>Keine Veranstaltung geplant.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 rounds seated</source>
        <translation>%1: %2 von %3 Runden gesetzt</translation>
    </message>
    <message>
        <source>No event finished yet.</source>
        <translation>Noch keine Veranstaltung beendet.</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import members from %1</source>
        <translation>Mitglieder aus %1 importieren</translation>
    </message>
    <message>
        <source>Rows of the file</source>
        <translation>Zeilen der Datei</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Jobs</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>it could not be done (%1)</source>
        <translation>es ließ sich nicht ausführen (%1)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>LiveWatch</name>
    <message>
        <source>The club database has not answered for %1 s: waiting for it</source>
        <translation>Die Vereinsdatenbank antwortet seit %1 s nicht: es wird gewartet</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Choose a game and its players</source>
        <translation>Ein Spiel und seine Spieler wählen</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>Protokoll ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a match record and go on playing it</source>
        <translation>Ein Spielprotokoll öffnen und weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>Protokoll &amp;speichern</translation>
    </message>
    <message>
        <source>Save the game as a match record</source>
        <translation>Das Spiel als Spielprotokoll speichern</translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation>Protokoll speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the game to another file</source>
        <translation>Das Spiel in einer anderen Datei speichern</translation>
    </message>
    <message>
        <source>Re&amp;view this match…</source>
        <translation>Partie &amp;analysieren…</translation>
    </message>
    <message>
        <source>Each decision against the best play, and each throw&apos;s luck</source>
        <translation>Jede Entscheidung gegen das beste Spiel, und das Glück jedes Wurfs</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last action</source>
        <translation>Die letzte Aktion zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Do again what was taken back</source>
        <translation>Das Zurückgenommene wieder ausführen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close Bakehouse</source>
        <translation>Bakehouse beenden</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Regeln der Spiele</translation>
    </message>
    <message>
        <source>The rules of each game and every ruling</source>
        <translation>Die Regeln jedes Spiels und alle Entscheidungen</translation>
    </message>
    <message>
        <source>&amp;Look up a ruling…</source>
        <translation>Entscheidung &amp;nachschlagen…</translation>
    </message>
    <message>
        <source>Type a ruling id such as C7 to read it</source>
        <translation>Eine Entscheidungs-Kennung wie C7 eingeben, um sie zu lesen</translation>
    </message>
    <message>
        <source>&amp;About Bakehouse</source>
        <translation>Ü&amp;ber Bakehouse</translation>
    </message>
    <message>
        <source>Version, licence and where the data lives</source>
        <translation>Version, Lizenz und wo die Daten liegen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>Be&amp;richte</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Rack from the bank</source>
        <translation>Von der Bank einreihen</translation>
    </message>
    <message>
        <source>About Bakehouse</source>
        <translation>Über Bakehouse</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Ungespeichertes Spiel</translation>
    </message>
    <message>
        <source>The game on the table has not been saved. Leave it?</source>
        <translation>Das Spiel auf dem Tisch wurde nicht gespeichert. Trotzdem verlassen?</translation>
    </message>
    <message>
        <source>Building the expert&apos;s tables…</source>
        <translation>Die Tabellen des Experten werden berechnet…</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Dieses Spiel lässt sich nicht beginnen</translation>
    </message>
    <message>
        <source>Busy: try again when the work under way is done</source>
        <translation>Beschäftigt: noch einmal versuchen, wenn die laufende Arbeit fertig ist</translation>
    </message>
    <message>
        <source>New game: throw for who starts</source>
        <translation>Neues Spiel: Auswürfeln, wer beginnt</translation>
    </message>
    <message>
        <source>Open a match record</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <source>Cannot open this record</source>
        <translation>Dieses Protokoll lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>These dice do not verify</source>
        <translation>Diese Würfel lassen sich nicht bestätigen</translation>
    </message>
    <message>
        <source>Save the match record</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>Das Protokoll lässt sich nicht speichern</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>A match is reviewed once it is finished</source>
        <translation>Eine Partie wird analysiert, wenn sie zu Ende ist</translation>
    </message>
</context>
<context>
    <name>MemberDialog</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>E-Mail-Adresse</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>freiwillig</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-Mail:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;otiz:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>MembersPage</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>ausgetragen</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>the conservative rating (skill minus three times its uncertainty), as the standings show it</source>
        <translation>die vorsichtige Wertung (Spielstärke minus dreimal ihre Unsicherheit), wie in der Tabelle</translation>
    </message>
    <message>
        <source>how uncertain the rating still is: it shrinks with every rated result</source>
        <translation>wie unsicher die Wertung noch ist: sie sinkt mit jedem gewerteten Ergebnis</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Rated results</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Unsicherheit</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1, round %2, table %3</source>
        <translation>%1, Runde %2, Tisch %3</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <source>place %1 of %2, score %3</source>
        <translation>Platz %1 von %2, %3 Spielpunkte</translation>
    </message>
    <message>
        <source>(no event)</source>
        <translation>(keine Veranstaltung)</translation>
    </message>
    <message>
        <source>Search by name or e-mail</source>
        <translation>Nach Name oder E-Mail suchen</translation>
    </message>
    <message>
        <source>Search members</source>
        <translation>Mitglieder suchen</translation>
    </message>
    <message>
        <source>Members shown</source>
        <translation>Angezeigte Mitglieder</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>Add a member</source>
        <translation>Ein Mitglied hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the member</source>
        <translation>Das Mitglied bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Retire</source>
        <translation>&amp;Austragen</translation>
    </message>
    <message>
        <source>Retire the member</source>
        <translation>Das Mitglied austragen</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Zusammenführen…</translation>
    </message>
    <message>
        <source>Merge two entries of one person</source>
        <translation>Zwei Einträge einer Person zusammenführen</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>Import members from a CSV file</source>
        <translation>Mitglieder aus einer CSV-Datei importieren</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export the members to a CSV file</source>
        <translation>Die Mitglieder in eine CSV-Datei exportieren</translation>
    </message>
    <message>
        <source>Member chosen</source>
        <translation>Gewähltes Mitglied</translation>
    </message>
    <message>
        <source>E-mail and note</source>
        <translation>E-Mail und Notiz</translation>
    </message>
    <message>
        <source>Ratings per game</source>
        <translation>Wertungen je Spiel</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Letzte Ergebnisse</translation>
    </message>
    <message>
        <source>What was done</source>
        <translation>Was getan wurde</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Wertungen</translation>
    </message>
    <message>
        <source>&amp;Find a member</source>
        <translation>Mitglied &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Add a member…</source>
        <translation>Mitglied &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit the member…</source>
        <translation>Mitglied &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Retire or bring back</source>
        <translation>&amp;Austragen oder zurückholen</translation>
    </message>
    <message>
        <source>&amp;Merge two entries…</source>
        <translation>Zwei Einträge &amp;zusammenführen…</translation>
    </message>
    <message>
        <source>&amp;Import members (CSV)…</source>
        <translation>Mitglieder &amp;importieren (CSV)…</translation>
    </message>
    <message>
        <source>E&amp;xport members (CSV)…</source>
        <translation>Mitglieder e&amp;xportieren (CSV)…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>1 member</source>
        <translation>1 Mitglied</translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation>%1 Mitglieder</translation>
    </message>
    <message>
        <source>Choose a member</source>
        <translation>Wählen Sie ein Mitglied</translation>
    </message>
    <message>
        <source>%1 members chosen</source>
        <translation>%1 Mitglieder gewählt</translation>
    </message>
    <message>
        <source>Bring &amp;back</source>
        <translation>Zurückh&amp;olen</translation>
    </message>
    <message>
        <source>Bring the member back</source>
        <translation>Das Mitglied zurückholen</translation>
    </message>
    <message>
        <source>%1 (retired)</source>
        <translation>%1 (ausgetragen)</translation>
    </message>
    <message>
        <source>Recent results: none yet</source>
        <translation>Letzte Ergebnisse: noch keine</translation>
    </message>
    <message>
        <source>Ratings: none yet</source>
        <translation>Wertungen: noch keine</translation>
    </message>
    <message>
        <source>No club database is open</source>
        <translation>Keine Vereinsdatenbank ist geöffnet</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Edit member</source>
        <translation>Mitglied bearbeiten</translation>
    </message>
    <message>
        <source>%1 saved</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Nicht geändert</translation>
    </message>
    <message>
        <source>%1 is back: checked in to new events again</source>
        <translation>%1 ist zurück: wieder für neue Veranstaltungen anmeldbar</translation>
    </message>
    <message>
        <source>%1 is retired: kept in every result and rating, left out of new events</source>
        <translation>%1 ist ausgetragen: bleibt in allen Ergebnissen und Wertungen, fehlt bei neuen Veranstaltungen</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>Choose the two entries of one person in the list (Ctrl+click the second), then Merge.</source>
        <translation>Wählen Sie die zwei Einträge einer Person in der Liste (Strg+Klick auf den zweiten), dann Zusammenführen.</translation>
    </message>
    <message>
        <source>Not merged</source>
        <translation>Nicht zusammengeführt</translation>
    </message>
    <message>
        <source>%1 merged into %2: %3 match seats, %4 rating steps and %5 event entries moved</source>
        <translation>%1 in %2 zusammengeführt: %3 Partieplätze, %4 Wertungsschritte und %5 Veranstaltungseinträge übertragen</translation>
    </message>
    <message>
        <source>Import members</source>
        <translation>Mitglieder importieren</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: not a members list</source>
        <translation>%1 ist größer als %2 MB: keine Mitgliederliste</translation>
    </message>
    <message>
        <source>Nothing imported</source>
        <translation>Nichts importiert</translation>
    </message>
    <message>
        <source>Reading the members file…</source>
        <translation>Mitgliederdatei wird gelesen…</translation>
    </message>
    <message>
        <source>1 new member to add</source>
        <translation>1 neues Mitglied zum Hinzufügen</translation>
    </message>
    <message>
        <source>%1 new members to add</source>
        <translation>%1 neue Mitglieder zum Hinzufügen</translation>
    </message>
    <message>
        <source>1 already a member</source>
        <translation>1 schon Mitglied</translation>
    </message>
    <message>
        <source>%1 already members</source>
        <translation>%1 schon Mitglieder</translation>
    </message>
    <message>
        <source>%1, %2 (left as they are).</source>
        <translation>%1, %2 (bleiben, wie sie sind).</translation>
    </message>
    <message>
        <source>Nothing can be imported: 1 row is bad. Put it right in the file and import it again.</source>
        <translation>Nichts lässt sich importieren: 1 Zeile ist fehlerhaft. Berichtigen Sie sie in der Datei und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>Nothing can be imported: %1 rows are bad. Put them right in the file and import it again.</source>
        <translation>Nichts lässt sich importieren: %1 Zeilen sind fehlerhaft. Berichtigen Sie sie in der Datei und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>Read as Windows-1252 (not UTF-8): check the accented names.</source>
        <translation>Als Windows-1252 gelesen (nicht UTF-8): Prüfen Sie die Namen mit Akzenten und Umlauten.</translation>
    </message>
    <message>
        <source>Importing members…</source>
        <translation>Mitglieder werden importiert…</translation>
    </message>
    <message>
        <source>Import cancelled: nothing imported</source>
        <translation>Import abgebrochen: nichts importiert</translation>
    </message>
    <message>
        <source>row %1: add %2</source>
        <translation>Zeile %1: %2 hinzufügen</translation>
    </message>
    <message>
        <source>row %1: %2 is already member %3: left as it is</source>
        <translation>Zeile %1: %2 ist schon Mitglied %3: bleibt, wie es ist</translation>
    </message>
    <message>
        <source>1 member imported</source>
        <translation>1 Mitglied importiert</translation>
    </message>
    <message>
        <source>%1 members imported</source>
        <translation>%1 Mitglieder importiert</translation>
    </message>
    <message>
        <source>Export members</source>
        <translation>Mitglieder exportieren</translation>
    </message>
    <message>
        <source>Writing the members file…</source>
        <translation>Mitgliederdatei wird geschrieben…</translation>
    </message>
    <message>
        <source>%1 members written to %2</source>
        <translation>%1 Mitglieder nach %2 geschrieben</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Nicht exportiert</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two entries of one person</source>
        <translation>Zwei Einträge einer Person zusammenführen</translation>
    </message>
    <message>
        <source>%1 and %2 become one member. Keep the entry:</source>
        <translation>%1 und %2 werden ein Mitglied. Behalten wird der Eintrag:</translation>
    </message>
    <message>
        <source>%1 (%2 games)</source>
        <translation>%1 (%2 Spiele)</translation>
    </message>
    <message>
        <source>The other entry&apos;s matches, results, ratings and event entries move to the one kept, and the other entry is removed. This cannot be undone. Two people who played in one match are never merged.</source>
        <translation>Partien, Ergebnisse, Wertungen und Veranstaltungseinträge des anderen Eintrags gehen auf den behaltenen über, und der andere Eintrag wird entfernt. Das lässt sich nicht rückgängig machen. Zwei Personen, die in einer Partie gespielt haben, werden nie zusammengeführt.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Zusammenführen</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
</context>
<context>
    <name>NewEventWizard</name>
    <message>
        <source>New event</source>
        <translation>Neue Veranstaltung</translation>
    </message>
    <message>
        <source>Tick at least one tie-breaker (points first is usual)</source>
        <translation>Kreuzen Sie mindestens eine Feinwertung an (üblich: zuerst Punkte)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>App dice (provably fair)</source>
        <translation>App-Würfel (nachweislich fair)</translation>
    </message>
    <message>
        <source>Real dice (each throw typed in)</source>
        <translation>Echte Würfel (jeder Wurf eingetippt)</translation>
    </message>
    <message>
        <source>Seat order (turns pass in this order)</source>
        <translation>Sitzordnung (in dieser Reihenfolge geht es reihum)</translation>
    </message>
    <message>
        <source>Name at seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer spielt auf Platz %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Basic bot</source>
        <translation>Einfacher Bot</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>Experten-Bot</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <translation>Entscheidung %1</translation>
    </message>
    <message>
        <source>No expert for %1 yet: its decisions are not analysed yet</source>
        <translation>Noch kein Experte für %1: seine Entscheidungen werden noch nicht analysiert</translation>
    </message>
    <message>
        <source>%1 has no decisions: every bot plays it alike</source>
        <translation>%1 kennt keine Entscheidungen: jeder Bot spielt es gleich</translation>
    </message>
    <message>
        <source>Bots throw the app&apos;s dice: choose App dice to play against one</source>
        <translation>Bots werfen die Würfel der App: App-Würfel wählen, um gegen einen Bot zu spielen</translation>
    </message>
</context>
<context>
    <name>PaperPadDialog</name>
    <message>
        <source>Type each turn&apos;s points as the paper pad writes them, a column per player and a row per turn.</source>
        <translation>Tragen Sie die Punkte jedes Zuges so ein, wie der Spielblock sie schreibt: eine Spalte je Spieler, eine Zeile je Zug.</translation>
    </message>
    <message>
        <source>Return moves down, Tab to the next player, Ctrl+Return records it. The game is kept as a result only: no throws.</source>
        <translation>Eingabe geht eine Zeile tiefer, Tab zum nächsten Spieler, Strg+Eingabe trägt es ein. Das Spiel zählt nur als Ergebnis: ohne Würfe.</translation>
    </message>
    <message>
        <source>&amp;First to play:</source>
        <translation>&amp;Erster am Zug:</translation>
    </message>
    <message>
        <source>First to play</source>
        <translation>Erster am Zug</translation>
    </message>
    <message>
        <source>Paper pad: a column per player, a row per turn</source>
        <translation>Spielblock: eine Spalte je Spieler, eine Zeile je Zug</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>Ein&amp;tragen</translation>
    </message>
    <message>
        <source>Points on the pad: %1</source>
        <translation>Punkte auf dem Block: %1</translation>
    </message>
    <message>
        <source>Enter from &amp;paper pad...</source>
        <translation>Vom &amp;Spielblock eintragen…</translation>
    </message>
    <message>
        <source>Choose a table first</source>
        <translation>Wählen Sie zuerst einen Tisch</translation>
    </message>
    <message>
        <source>This event is closed: nothing changes now</source>
        <translation>Diese Veranstaltung ist abgeschlossen: nichts ändert sich mehr</translation>
    </message>
    <message>
        <source>This table&apos;s match is stored: its result comes from the match</source>
        <translation>Die Partie dieses Tisches ist gespeichert: ihr Ergebnis kommt aus der Partie</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Korrigiert</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Eingetragen</translation>
    </message>
    <message>
        <source>%1 final table %2 from its paper pad</source>
        <translation>%1: Finaltisch %2 vom Papierblock</translation>
    </message>
    <message>
        <source>%1 table %2 of round %3 from its paper pad</source>
        <translation>%1: Tisch %2 der Runde %3 vom Spielblock</translation>
    </message>
    <message>
        <source>Paper pad of table %1</source>
        <translation>Spielblock von Tisch %1</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>%1: seating by table</source>
        <translation>%1: Sitzplan nach Tischen</translation>
    </message>
    <message>
        <source>%1: find your table</source>
        <translation>%1: Finden Sie Ihren Tisch</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Rangliste nach Runde %1</translation>
    </message>
    <message>
        <source>Standings after the final</source>
        <translation>Rangliste nach dem Finale</translation>
    </message>
    <message>
        <source>Standings after the semi-finals</source>
        <translation>Rangliste nach dem Halbfinale</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1 (left)</source>
        <translation>%1 (gegangen)</translation>
    </message>
    <message>
        <source>Nothing to show yet</source>
        <translation>Noch nichts zu zeigen</translation>
    </message>
    <message>
        <source>The seating appears here when a round is published.</source>
        <translation>Der Sitzplan erscheint hier, sobald eine Runde veröffentlicht ist.</translation>
    </message>
    <message>
        <source>Bakehouse — projector</source>
        <translation>Bakehouse — Projektor</translation>
    </message>
    <message>
        <source>Projector view</source>
        <translation>Projektoransicht</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Space: timer · R: reset · ←/→: pages · Esc or F11: leave full screen</source>
        <translation>Leertaste: Uhr · R: zurücksetzen · ←/→: Seiten · Esc oder F11: Vollbild verlassen</translation>
    </message>
    <message>
        <source>Space: timer · R: reset · ←/→: pages · F11: full screen · Esc: close</source>
        <translation>Leertaste: Uhr · R: zurücksetzen · ←/→: Seiten · F11: Vollbild · Esc: schließen</translation>
    </message>
</context>
<context>
    <name>RecordOpening</name>
    <message>
        <source> (ruling %1)</source>
        <translation> (Entscheidung %1)</translation>
    </message>
    <message>
        <source>not a match record (%1)</source>
        <translation>kein Spielprotokoll (%1)</translation>
    </message>
    <message>
        <source>the record breaks the rules at %1: %2</source>
        <translation>das Protokoll verstößt bei %1 gegen die Regeln: %2</translation>
    </message>
    <message>
        <source>something is wrong in its %1: %2</source>
        <translation>etwas stimmt nicht in seinem Feld %1: %2</translation>
    </message>
    <message>
        <source>Bakehouse cannot open %1: %2.</source>
        <translation>Bakehouse kann %1 nicht öffnen: %2.</translation>
    </message>
    <message>
        <source>The dice in this record do not verify: %1. The faces written are not the ones its dice seed gives, so the record may have been edited. It is shown as written; do not trust its result.</source>
        <translation>Die Würfel dieses Protokolls lassen sich nicht bestätigen: %1. Die eingetragenen Augen sind nicht die, die sein Würfel-Startwert ergibt; das Protokoll wurde also vielleicht bearbeitet. Es wird wie eingetragen gezeigt; vertrauen Sie seinem Ergebnis nicht.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>SB has no yeast: its dice are base dice and keys</source>
        <translation>SB hat keine Hefe: seine Würfel sind Grundwürfel und Schlüssel</translation>
    </message>
    <message>
        <source>a keep names one or more dice of the current throw</source>
        <translation>ein Behalten nennt einen oder mehrere Würfel des letzten Wurfs</translation>
    </message>
    <message>
        <source>a permissive risk comes after a throw, before racking from it</source>
        <translation>ein freies Riskieren kommt nach einem Wurf, bevor aus ihm gerackt wird</translation>
    </message>
    <message>
        <source>a risk needs a die left to throw</source>
        <translation>Riskieren braucht noch einen Würfel zum Werfen</translation>
    </message>
    <message>
        <source>a stop comes after a throw, not before it</source>
        <translation>ein Stopp kommt nach einem Wurf, nicht davor</translation>
    </message>
    <message>
        <source>a stop needs a die racked since the last throw</source>
        <translation>ein Stopp braucht einen seit dem letzten Wurf gerackten Würfel</translation>
    </message>
    <message>
        <source>a stop needs a throw that did not bust</source>
        <translation>ein Stopp braucht einen Wurf ohne Bust</translation>
    </message>
    <message>
        <source>a swap that would leave nothing to rack before racking from this throw</source>
        <translation>ein Tausch, der vor dem Racken aus diesem Wurf nichts zum Racken ließe</translation>
    </message>
    <message>
        <source>a throw is a tuple of dice showing faces 1 to 6</source>
        <translation>ein Wurf ist eine Folge von Würfeln mit Augen 1 bis 6</translation>
    </message>
    <message>
        <source>a visit is the whole turn, instead of throwing</source>
        <translation>ein Besuch ist der ganze Zug, statt zu werfen</translation>
    </message>
    <message>
        <source>after a miss the player stops, or risks the biscuit and throws</source>
        <translation>nach einem Fehlwurf stoppt der Spieler oder riskiert den Keks und wirft</translation>
    </message>
    <message>
        <source>after a risk the player must throw</source>
        <translation>nach dem Riskieren muss der Spieler werfen</translation>
    </message>
    <message>
        <source>after a risk the player throws again without racking</source>
        <translation>nach dem Riskieren wirft der Spieler erneut, ohne zu racken</translation>
    </message>
    <message>
        <source>bakeries are visited from the round after they are won</source>
        <translation>Bäckereien werden ab der Runde nach ihrem Gewinn besucht</translation>
    </message>
    <message>
        <source>bakery committed (two dice of one face saved): only bakery racking counts now</source>
        <translation>auf die Bäckerei festgelegt (zwei Würfel gleicher Augenzahl behalten): nur Bäckerei-Racken zählt jetzt</translation>
    </message>
    <message>
        <source>bakery or bust: a committed player who has risked may not stop</source>
        <translation>Bäckerei oder Bust: wer festgelegt ist und riskiert hat, darf nicht stoppen</translation>
    </message>
    <message>
        <source>dice are racked after a throw</source>
        <translation>Würfel werden nach einem Wurf gerackt</translation>
    </message>
    <message>
        <source>dice leave the box only with box rules</source>
        <translation>Würfel verlassen die Box nur mit Box-Regeln</translation>
    </message>
    <message>
        <source>dice out of the box are recorded straight after the throw</source>
        <translation>Würfel außerhalb der Box werden gleich nach dem Wurf notiert</translation>
    </message>
    <message>
        <source>every bakery owned has been visited this round</source>
        <translation>jede eigene Bäckerei wurde in dieser Runde besucht</translation>
    </message>
    <message>
        <source>never keys and base dice from the same throw</source>
        <translation>nie Schlüssel und Grundwürfel aus demselben Wurf</translation>
    </message>
    <message>
        <source>no bakery to visit: the player owns none</source>
        <translation>keine Bäckerei zu besuchen: der Spieler besitzt keine</translation>
    </message>
    <message>
        <source>no die is left to throw; rack from the bank or stop</source>
        <translation>kein Würfel mehr zum Werfen; aus der Bank racken oder stoppen</translation>
    </message>
    <message>
        <source>no visits once the owner has thrown in this round</source>
        <translation>keine Besuche mehr, sobald der Besitzer in dieser Runde geworfen hat</translation>
    </message>
    <message>
        <source>nothing can be racked after a miss</source>
        <translation>nach einem Fehlwurf kann nichts gerackt werden</translation>
    </message>
    <message>
        <source>rack at least one die before throwing again</source>
        <translation>vor dem nächsten Wurf mindestens einen Würfel racken</translation>
    </message>
    <message>
        <source>risking needs a biscuit</source>
        <translation>Riskieren braucht einen Keks</translation>
    </message>
    <message>
        <source>set aside a key or a group of base dice from this throw first</source>
        <translation>zuerst einen Schlüssel oder eine Gruppe Grundwürfel aus diesem Wurf beiseitelegen</translation>
    </message>
    <message>
        <source>the biscuit may be risked only once in a turn</source>
        <translation>der Keks darf nur einmal im Zug riskiert werden</translation>
    </message>
    <message>
        <source>the dice are thrown now</source>
        <translation>jetzt wird gewürfelt</translation>
    </message>
    <message>
        <source>the dice must be thrown now</source>
        <translation>jetzt muss gewürfelt werden</translation>
    </message>
    <message>
        <source>the player chose to throw: no visit now</source>
        <translation>der Spieler hat sich fürs Werfen entschieden: jetzt kein Besuch</translation>
    </message>
    <message>
        <source>the players are a list of names</source>
        <translation>die Spieler sind eine Liste von Namen</translation>
    </message>
    <message>
        <source>the turn is over</source>
        <translation>der Zug ist vorbei</translation>
    </message>
    <message>
        <source>the yeast is not among the dice of this throw</source>
        <translation>die Hefe ist nicht unter den Würfeln dieses Wurfs</translation>
    </message>
    <message>
        <source>the yeast swap comes after a throw</source>
        <translation>der Hefetausch kommt nach einem Wurf</translation>
    </message>
    <message>
        <source>throw the dice before setting any aside</source>
        <translation>erst würfeln, dann beiseitelegen</translation>
    </message>
    <message>
        <source>with strict risking the biscuit is risked only right after a miss</source>
        <translation>mit strengem Riskieren wird der Keks nur direkt nach einem Fehlwurf riskiert</translation>
    </message>
    <message>
        <source>this table is held by station %1 since %2, last action %3: this station only watches it (nothing was saved); take it over to score here</source>
        <translation>dieser Tisch ist belegt von Station %1 seit %2, letzte Aktion %3: diese Station sieht nur zu (nichts gespeichert); übernehmen, um hier zu werten</translation>
    </message>
    <message>
        <source>this table is held by station %1 since %2, no action yet: this station only watches it (nothing was saved); take it over to score here</source>
        <translation>dieser Tisch ist belegt von Station %1 seit %2, noch keine Aktion: diese Station sieht nur zu (nichts gespeichert); übernehmen, um hier zu werten</translation>
    </message>
    <message>
        <source>the table&apos;s hold changed while saving; nothing was saved: try again</source>
        <translation>wer den Tisch hält, hat sich beim Speichern geändert; nichts gespeichert: noch einmal versuchen</translation>
    </message>
    <message>
        <source>taking match %1</source>
        <translation>Partie %1 übernehmen</translation>
    </message>
    <message>
        <source>letting match %1 go</source>
        <translation>Partie %1 freigeben</translation>
    </message>
    <message>
        <source>reading who holds match %1</source>
        <translation>lesen, wer Partie %1 hält</translation>
    </message>
    <message>
        <source>asking what changed</source>
        <translation>fragen, was sich geändert hat</translation>
    </message>
    <message>
        <source>&apos;from&apos; is &quot;bank&quot; on a rack, not %1 on %2</source>
        <translation>&apos;from&apos; ist &quot;bank&quot; bei einem Racken, nicht %1 bei %2</translation>
    </message>
    <message>
        <source>not an event: %1 with %2</source>
        <translation>kein Ereignis: %1 mit %2</translation>
    </message>
    <message>
        <source>not a logged action: %1</source>
        <translation>keine protokollierte Aktion: %1</translation>
    </message>
    <message>
        <source>a die shows a face from 1 to 6, not %1</source>
        <translation>ein Würfel zeigt eine Augenzahl von 1 bis 6, nicht %1</translation>
    </message>
    <message>
        <source>%1 is not a die: write a face 1-6, the yeast as 6*, a key as K6</source>
        <translation>%1 ist kein Würfel: eine Augenzahl 1-6 schreiben, die Hefe als 6*, einen Schlüssel als K6</translation>
    </message>
    <message>
        <source>dice are written as a string such as &quot;2 2 4 1 3 6*&quot;, not %1</source>
        <translation>Würfel werden als Text wie &quot;2 2 4 1 3 6*&quot; geschrieben, nicht %1</translation>
    </message>
    <message>
        <source>dice are faces separated by single spaces, such as &quot;2 2 4 1 3 6*&quot;, not %1</source>
        <translation>Würfel sind Augenzahlen, durch einzelne Leerzeichen getrennt, wie &quot;2 2 4 1 3 6*&quot;, nicht %1</translation>
    </message>
    <message>
        <source>%1 dice, the yeast and %2 keys among them</source>
        <translation>%1 Würfel, darunter die Hefe und %2 Schlüssel</translation>
    </message>
    <message>
        <source>%1 dice, the yeast among them</source>
        <translation>%1 Würfel, darunter die Hefe</translation>
    </message>
    <message>
        <source>1 die, the yeast</source>
        <translation>1 Würfel, die Hefe</translation>
    </message>
    <message>
        <source>%1 dice, %2 keys among them</source>
        <translation>%1 Würfel, darunter %2 Schlüssel</translation>
    </message>
    <message>
        <source>%1 dice, 1 key among them</source>
        <translation>%1 Würfel, darunter 1 Schlüssel</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 Würfel</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 Würfel</translation>
    </message>
    <message>
        <source>a dice seed is a non-empty byte string</source>
        <translation>ein Würfel-Seed ist eine nicht leere Bytefolge</translation>
    </message>
    <message>
        <source>a game needs two or more players</source>
        <translation>eine Partie braucht zwei oder mehr Spieler</translation>
    </message>
    <message>
        <source>no seat %1 at a table of %2</source>
        <translation>kein Platz %1 an einem Tisch mit %2</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <source>a turn from a paper pad is a whole turn, not the rest of one</source>
        <translation>ein Zug vom Papierblock ist ein ganzer Zug, nicht der Rest eines Zugs</translation>
    </message>
    <message>
        <source>a turn of %1 cannot be entered from a paper pad</source>
        <translation>ein Zug von %1 kann nicht vom Papierblock eingetragen werden</translation>
    </message>
    <message>
        <source>no throw is allowed now</source>
        <translation>jetzt ist kein Wurf erlaubt</translation>
    </message>
    <message>
        <source>%1 does not belong to the turn that ended</source>
        <translation>%1 gehört nicht zum beendeten Zug</translation>
    </message>
    <message>
        <source>the dice must be thrown now, not %1</source>
        <translation>jetzt muss gewürfelt werden, nicht %1</translation>
    </message>
    <message>
        <source>this throw must be %1, not %2</source>
        <translation>dieser Wurf muss %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>a turn begins with a throw of all six dice, not %1</source>
        <translation>ein Zug beginnt mit einem Wurf aller sechs Würfel, nicht mit %1</translation>
    </message>
    <message>
        <source>%1 is not a move in %2</source>
        <translation>%1 ist kein Zug in %2</translation>
    </message>
    <message>
        <source>an out</source>
        <translation>ein Out</translation>
    </message>
    <message>
        <source>%1 comes after a throw</source>
        <translation>%1 kommt nach einem Wurf</translation>
    </message>
    <message>
        <source>racking</source>
        <translation>Racken</translation>
    </message>
    <message>
        <source>%1 is not in the bank</source>
        <translation>%1 ist nicht in der Bank</translation>
    </message>
    <message>
        <source>%1 left the bank in the yeast swap and waits for the next throw</source>
        <translation>%1 hat beim Hefetausch die Bank verlassen und wartet auf den nächsten Wurf</translation>
    </message>
    <message>
        <source>a risk</source>
        <translation>Riskieren</translation>
    </message>
    <message>
        <source>a stop</source>
        <translation>ein Stopp</translation>
    </message>
    <message>
        <source>%1 is not among the dice of the throw that missed</source>
        <translation>%1 ist nicht unter den Würfeln des Fehlwurfs</translation>
    </message>
    <message>
        <source>%1 is not among the dice thrown</source>
        <translation>%1 ist nicht unter den geworfenen Würfeln</translation>
    </message>
    <message>
        <source>%1 is not a turn score: a straight scores %2 (13 a baker&apos;s dozen, C2)%3</source>
        <translation>%1 ist kein Zugergebnis: eine Straße zählt %2 (13 ein Bäckerdutzend, C2)%3</translation>
    </message>
    <message>
        <source>%1: a loss is a biscuit lost after a risk, and there is no biscuit yet in this round</source>
        <translation>%1: ein Verlust ist ein nach dem Riskieren verlorener Keks, und in dieser Runde gibt es noch keinen Keks</translation>
    </message>
    <message>
        <source>%1: a lost biscuit takes off its value, %2 (the biscuit is %3)</source>
        <translation>%1: ein verlorener Keks zieht seinen Wert ab, %2 (der Keks ist %3)</translation>
    </message>
    <message>
        <source> or a bakery visit (E6)</source>
        <translation> oder ein Bäckereibesuch (E6)</translation>
    </message>
    <message>
        <source>%1b: a turn of %2 is not marked on its pad</source>
        <translation>%1b: ein Zug von %2 wird auf seinem Block nicht markiert</translation>
    </message>
    <message>
        <source>%1 is not a move in Dire Straights: setting aside is automatic, the player only throws or stops</source>
        <translation>%1 ist kein Zug in Dire Straights: das Beiseitelegen geschieht von selbst, der Spieler wirft nur oder stoppt</translation>
    </message>
    <message>
        <source>%1: a Dire Straights turn scores 0 or more; only four twos lose points, and this game is played without them</source>
        <translation>%1: ein Zug in Dire Straights zählt 0 oder mehr; nur vier Zweien kosten Punkte, und diese Partie wird ohne sie gespielt</translation>
    </message>
    <message>
        <source>%1: four twos set the total to 0, so the turn is %2</source>
        <translation>%1: vier Zweien setzen die Summe auf 0, also zählt der Zug %2</translation>
    </message>
    <message>
        <source>%1 is not a turn score of Dire Straights: 5 per die of the run and 30 a 1-6 completed, so a multiple of 5 (0 for a bust, D5)</source>
        <translation>%1 ist kein Zugergebnis von Dire Straights: 5 je Würfel der Reihe und 30 für eine vollständige 1-6, also ein Vielfaches von 5 (0 für einen Bust, D5)</translation>
    </message>
    <message>
        <source>%1b: a bakery scores its face x 32, a loaf more with the yeast racked last (not for 6s): %2</source>
        <translation>%1b: eine Bäckerei zählt ihre Augenzahl x 32, ein Laib mehr mit der zuletzt gerackten Hefe (nicht bei 6en): %2</translation>
    </message>
    <message>
        <source>a group is two or more base dice of one face: one %1 kept from this throw is not a group</source>
        <translation>eine Gruppe sind zwei oder mehr Grundwürfel einer Augenzahl: eine einzelne %1 aus diesem Wurf ist keine Gruppe</translation>
    </message>
    <message>
        <source>a throw is made of dice showing 1 to 6, not %1</source>
        <translation>ein Wurf besteht aus Würfeln mit 1 bis 6, nicht %1</translation>
    </message>
    <message>
        <source>a stop needs both keys aside: with a key still to set aside the player must throw</source>
        <translation>ein Stopp braucht beide Schlüssel beiseite: solange ein Schlüssel fehlt, muss der Spieler werfen</translation>
    </message>
    <message>
        <source>%1 is not a move in SB: after a throw the player keeps dice, throws again or stops</source>
        <translation>%1 ist kein Zug in SB: nach einem Wurf behält der Spieler Würfel, wirft erneut oder stoppt</translation>
    </message>
    <message>
        <source>a keep names base dice (1-6) and keys (K1-K6), not %1</source>
        <translation>ein Behalten nennt Grundwürfel (1-6) und Schlüssel (K1-K6), nicht %1</translation>
    </message>
    <message>
        <source>K%1 is not among the dice of this throw not yet kept (%2)</source>
        <translation>K%1 ist nicht unter den noch nicht behaltenen Würfeln dieses Wurfs (%2)</translation>
    </message>
    <message>
        <source>%1 is more than this throw has left (%2)</source>
        <translation>%1 ist mehr, als dieser Wurf noch hat (%2)</translation>
    </message>
    <message>
        <source>a group is two or more base dice of one face, from one throw: this throw has no other %1 to go with it</source>
        <translation>eine Gruppe sind zwei oder mehr Grundwürfel einer Augenzahl aus einem Wurf: dieser Wurf hat keine weitere %1 dazu</translation>
    </message>
    <message>
        <source>%1 is not a turn score of SB: set-aside base dice under two keys score %2</source>
        <translation>%1 ist kein Zugergebnis von SB: beiseitegelegte Grundwürfel unter zwei Schlüsseln zählen %2</translation>
    </message>
    <message>
        <source>a game is one set or more, not %1</source>
        <translation>eine Partie ist ein Satz oder mehr, nicht %1</translation>
    </message>
    <message>
        <source>Six By 6 has no decisions: the engine posts and scores, not %1</source>
        <translation>Six By 6 kennt keine Entscheidungen: das Programm setzt und wertet, nicht %1</translation>
    </message>
    <message>
        <source>%1 is not a turn score of Six By 6: 22 to 35 when the carry runs out (6 per posted die and the leave), 37 or more for a rack</source>
        <translation>%1 ist kein Zugergebnis von Six By 6: 22 bis 35, wenn der Carry ausgeht (6 je gesetztem Würfel und der Leave), 37 oder mehr für ein Rack</translation>
    </message>
    <message>
        <source>the tolerance must be greater than 0</source>
        <translation>die Toleranz muss größer als 0 sein</translation>
    </message>
    <message>
        <source>max_throws must be 1 or more</source>
        <translation>max_throws muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>journal entry %1 out of sequence (expected %2)</source>
        <translation>Journaleintrag %1 außer der Reihe (erwartet %2)</translation>
    </message>
    <message>
        <source>a void entry names the entries it withdraws</source>
        <translation>ein Storno-Eintrag nennt die Einträge, die er zurücknimmt</translation>
    </message>
    <message>
        <source>a void may withdraw only earlier entries, not %1</source>
        <translation>ein Storno darf nur frühere Einträge zurücknehmen, nicht %1</translation>
    </message>
    <message>
        <source>entry %1 is not in force: it cannot be withdrawn</source>
        <translation>Eintrag %1 gilt nicht: er kann nicht zurückgenommen werden</translation>
    </message>
    <message>
        <source>a void names each entry it withdraws once</source>
        <translation>ein Storno nennt jeden zurückgenommenen Eintrag einmal</translation>
    </message>
    <message>
        <source>a move entry names its action, seat and turn</source>
        <translation>ein Zugeintrag nennt seine Aktion, seinen Platz und seinen Zug</translation>
    </message>
    <message>
        <source>a roll-off entry maps each seat that threw to its face</source>
        <translation>ein Auswürfel-Eintrag ordnet jedem Platz, der geworfen hat, seine Augenzahl zu</translation>
    </message>
    <message>
        <source>a redo enters an earlier entry again, not %1</source>
        <translation>ein Wiederholen trägt einen früheren Eintrag erneut ein, nicht %1</translation>
    </message>
    <message>
        <source>this game started without a roll-off</source>
        <translation>diese Partie begann ohne Auswürfeln</translation>
    </message>
    <message>
        <source>the roll-off is over</source>
        <translation>das Auswürfeln ist vorbei</translation>
    </message>
    <message>
        <source>no dice source: type in the faces thrown</source>
        <translation>keine Würfelquelle: die geworfenen Augenzahlen eintippen</translation>
    </message>
    <message>
        <source>the roll-off decides who starts first</source>
        <translation>das Auswürfeln entscheidet, wer beginnt</translation>
    </message>
    <message>
        <source>a throw is entered as the dice thrown: the choice to throw goes with it</source>
        <translation>ein Wurf wird als die geworfenen Würfel eingetragen: die Entscheidung zu werfen gehört dazu</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>dice the app threw stand: only faces typed in by hand can be taken back (an organizer&apos;s correction can withdraw them)</source>
        <translation>Würfel, die das Programm geworfen hat, bleiben: nur von Hand eingetippte Augenzahlen können zurückgenommen werden (eine Korrektur der Turnierleitung kann sie zurücknehmen)</translation>
    </message>
    <message>
        <source>journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>a player&apos;s name</source>
        <translation>ein Spielername</translation>
    </message>
    <message>
        <source>%1 is text, not %2</source>
        <translation>%1 ist Text, nicht %2</translation>
    </message>
    <message>
        <source>%1 may not be empty</source>
        <translation>%1 darf nicht leer sein</translation>
    </message>
    <message>
        <source>the name %1 is longer than %2 characters</source>
        <translation>der Name %1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>the name %1 holds a control or hidden character (U+%2): a name is one line of visible text</source>
        <translation>der Name %1 enthält ein Steuer- oder unsichtbares Zeichen (U+%2): ein Name ist eine Zeile sichtbarer Text</translation>
    </message>
    <message>
        <source>the name %1 has no letter, number, punctuation or symbol: it would print as nothing</source>
        <translation>der Name %1 hat keinen Buchstaben, keine Ziffer, kein Satz- oder Sonderzeichen: er würde als nichts gedruckt</translation>
    </message>
    <message>
        <source>an event&apos;s name</source>
        <translation>der Name einer Veranstaltung</translation>
    </message>
    <message>
        <source>a station&apos;s name</source>
        <translation>der Name einer Station</translation>
    </message>
    <message>
        <source>the names %1 and %2 are the same name: names must differ</source>
        <translation>die Namen %1 und %2 sind derselbe Name: Namen müssen sich unterscheiden</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>option %1 must be %2, not %3</source>
        <translation>Option %1 muss %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>option %1 must be one of %2, not %3</source>
        <translation>Option %1 muss eines von %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>a whole number %1 or more</source>
        <translation>eine ganze Zahl ab %1</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>option %1 must be true or false, not %2</source>
        <translation>Option %1 muss true oder false sein, nicht %2</translation>
    </message>
    <message>
        <source>option %1 must be a whole number, not %2</source>
        <translation>Option %1 muss eine ganze Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>options must be an object of option names to values</source>
        <translation>Optionen müssen ein Objekt aus Optionsnamen und Werten sein</translation>
    </message>
    <message>
        <source>unknown option %1 (this ruleset has: %2)</source>
        <translation>unbekannte Option %1 (dieses Regelwerk hat: %2)</translation>
    </message>
    <message>
        <source>an option is written key=value, not %1</source>
        <translation>eine Option wird Schlüssel=Wert geschrieben, nicht %1</translation>
    </message>
    <message>
        <source>option %1 is given twice</source>
        <translation>Option %1 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>faces 1 to 6</source>
        <translation>Augenzahlen 1 bis 6</translation>
    </message>
    <message>
        <source>faces 1 to 6 and the yeast, such as 6*</source>
        <translation>Augenzahlen 1 bis 6 und die Hefe, wie 6*</translation>
    </message>
    <message>
        <source>faces 1 to 6 and keys, such as K6</source>
        <translation>Augenzahlen 1 bis 6 und Schlüssel, wie K6</translation>
    </message>
    <message>
        <source>a value is missing or is not JSON</source>
        <translation>ein Wert fehlt oder ist kein JSON</translation>
    </message>
    <message>
        <source>a comma is missing between two values</source>
        <translation>zwischen zwei Werten fehlt ein Komma</translation>
    </message>
    <message>
        <source>a colon is missing after a key</source>
        <translation>nach einem Schlüssel fehlt ein Doppelpunkt</translation>
    </message>
    <message>
        <source>a key is not text in double quotes</source>
        <translation>ein Schlüssel ist kein Text in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>a text is not closed by a double quote</source>
        <translation>ein Text wird nicht mit einem doppelten Anführungszeichen geschlossen</translation>
    </message>
    <message>
        <source>a text holds a raw line break or control character</source>
        <translation>ein Text enthält einen rohen Zeilenumbruch oder ein Steuerzeichen</translation>
    </message>
    <message>
        <source>something follows the end of the record</source>
        <translation>nach dem Ende des Protokolls folgt noch etwas</translation>
    </message>
    <message>
        <source>a backslash escape is not valid</source>
        <translation>eine Backslash-Escape-Folge ist ungültig</translation>
    </message>
    <message>
        <source>a \u escape is not valid</source>
        <translation>eine \u-Escape-Folge ist ungültig</translation>
    </message>
    <message>
        <source>the key %1 is written twice</source>
        <translation>der Schlüssel %1 steht zweimal</translation>
    </message>
    <message>
        <source>not a match record: %1</source>
        <translation>kein Spielprotokoll: %1</translation>
    </message>
    <message>
        <source>it is larger than 16 MiB</source>
        <translation>sie ist größer als 16 MiB</translation>
    </message>
    <message>
        <source>it starts with a byte order mark; save it as UTF-8 without one</source>
        <translation>sie beginnt mit einer Byte-Order-Mark; als UTF-8 ohne BOM speichern</translation>
    </message>
    <message>
        <source>it is not UTF-8 text (byte %1 is not)</source>
        <translation>sie ist kein UTF-8-Text (Byte %1 ist es nicht)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>sie ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>%1 (line %2, column %3)</source>
        <translation>%1 (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>sie ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>%1 is not a number JSON knows</source>
        <translation>%1 ist keine Zahl, die JSON kennt</translation>
    </message>
    <message>
        <source>a number has too many digits</source>
        <translation>eine Zahl hat zu viele Ziffern</translation>
    </message>
    <message>
        <source>cannot read it: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>not a match record: it is a folder</source>
        <translation>kein Spielprotokoll: es ist ein Ordner</translation>
    </message>
    <message>
        <source>not a match record: it is not a regular file (a device, a pipe or a socket)</source>
        <translation>kein Spielprotokoll: keine normale Datei (ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <source>not a match record: it is larger than 16 MiB</source>
        <translation>kein Spielprotokoll: größer als 16 MiB</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>record</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>a match record is a JSON object</source>
        <translation>ein Spielprotokoll ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <translation>unbekannter Schlüssel %1</translation>
    </message>
    <message>
        <source>the key %1 is missing</source>
        <translation>der Schlüssel %1 fehlt</translation>
    </message>
    <message>
        <source>format</source>
        <translation>Feld „format“</translation>
    </message>
    <message>
        <source>unknown format version %1; this program reads %2</source>
        <translation>unbekannte Formatversion %1; dieses Programm liest %2</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>Feld „ruleset“</translation>
    </message>
    <message>
        <source>unknown ruleset %1 (known: %2)</source>
        <translation>unbekanntes Regelwerk %1 (bekannt: %2)</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>Feld „turns“</translation>
    </message>
    <message>
        <source>turns is a list of turns</source>
        <translation>turns ist eine Liste von Zügen</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Feld „options“</translation>
    </message>
    <message>
        <source>options is an object of option names to values</source>
        <translation>options ist ein Objekt aus Optionsnamen und Werten</translation>
    </message>
    <message>
        <source>unknown option %1 (%2 has: %3)</source>
        <translation>unbekannte Option %1 (%2 hat: %3)</translation>
    </message>
    <message>
        <source>option %1 is a single value, not %2</source>
        <translation>Option %1 ist ein einzelner Wert, nicht %2</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Feld „players“</translation>
    </message>
    <message>
        <source>players is a list of names</source>
        <translation>players ist eine Liste von Namen</translation>
    </message>
    <message>
        <source>a game has %1 to %2 players, not %3</source>
        <translation>eine Partie hat %1 bis %2 Spieler, nicht %3</translation>
    </message>
    <message>
        <source>a player&apos;s name is text, not %1</source>
        <translation>ein Spielername ist Text, nicht %1</translation>
    </message>
    <message>
        <source>rolloff</source>
        <translation>Feld „rolloff“</translation>
    </message>
    <message>
        <source>the roll-off is a list of throws</source>
        <translation>das Auswürfeln ist eine Liste von Würfen</translation>
    </message>
    <message>
        <source>a roll-off throw is an object mapping each player who threw to the face thrown</source>
        <translation>ein Wurf beim Auswürfeln ist ein Objekt, das jedem werfenden Spieler seine Augenzahl zuordnet</translation>
    </message>
    <message>
        <source>%1 is written twice in this throw</source>
        <translation>%1 steht zweimal in diesem Wurf</translation>
    </message>
    <message>
        <source>a roll-off face is a number from 1 to 6, not %1</source>
        <translation>eine Augenzahl beim Auswürfeln ist eine Zahl von 1 bis 6, nicht %1</translation>
    </message>
    <message>
        <source>a turn is an object with &apos;player&apos; and &apos;events&apos;</source>
        <translation>ein Zug ist ein Objekt mit &apos;player&apos; und &apos;events&apos;</translation>
    </message>
    <message>
        <source>unknown key %1 in a turn</source>
        <translation>unbekannter Schlüssel %1 in einem Zug</translation>
    </message>
    <message>
        <source>a turn names its &apos;player&apos; and lists its &apos;events&apos;</source>
        <translation>ein Zug nennt seinen &apos;player&apos; und listet seine &apos;events&apos; auf</translation>
    </message>
    <message>
        <source>a turn&apos;s events are a list</source>
        <translation>die Ereignisse eines Zugs sind eine Liste</translation>
    </message>
    <message>
        <source>a turn has at least one event (a turn not yet begun is not written)</source>
        <translation>ein Zug hat mindestens ein Ereignis (ein noch nicht begonnener Zug wird nicht geschrieben)</translation>
    </message>
    <message>
        <source>an event is an object such as {&quot;throw&quot;: &quot;1 2 3 4 5 6*&quot;}</source>
        <translation>ein Ereignis ist ein Objekt wie {&quot;throw&quot;: &quot;1 2 3 4 5 6*&quot;}</translation>
    </message>
    <message>
        <source>unknown key %1 in an event</source>
        <translation>unbekannter Schlüssel %1 in einem Ereignis</translation>
    </message>
    <message>
        <source>an event holds exactly one of %1</source>
        <translation>ein Ereignis enthält genau eines von %1</translation>
    </message>
    <message>
        <source>only a rack event takes &apos;from&apos;</source>
        <translation>nur ein rack-Ereignis nimmt &apos;from&apos;</translation>
    </message>
    <message>
        <source>%1 is not an event of %2 (its events: %3)</source>
        <translation>%1 ist kein Ereignis von %2 (seine Ereignisse: %3)</translation>
    </message>
    <message>
        <source>dice leave the box only with box rules (the option box_rules)</source>
        <translation>Würfel verlassen die Box nur mit Box-Regeln (die Option box_rules)</translation>
    </message>
    <message>
        <source>%1 is not a die of %2: its dice are %3</source>
        <translation>%1 ist kein Würfel von %2: seine Würfel sind %3</translation>
    </message>
    <message>
        <source>&apos;at&apos; is a time written as a string with its UTC offset, such as &quot;2026-11-21T19:04:05+01:00&quot;, not %1</source>
        <translation>&apos;at&apos; ist eine Zeit, als Text mit UTC-Versatz geschrieben, wie &quot;2026-11-21T19:04:05+01:00&quot;, nicht %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is written as {&quot;%2&quot;: true}, not %3</source>
        <translation>&apos;%1&apos; wird als {&quot;%2&quot;: true} geschrieben, nicht %3</translation>
    </message>
    <message>
        <source>a swap names one face as a string such as &quot;5&quot;, not %1</source>
        <translation>ein Tausch nennt eine Augenzahl als Text wie &quot;5&quot;, nicht %1</translation>
    </message>
    <message>
        <source>&apos;from&apos; is &quot;bank&quot; or left out, not %1</source>
        <translation>&apos;from&apos; ist &quot;bank&quot; oder fehlt, nicht %1</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>Feld „dice“</translation>
    </message>
    <message>
        <source>dice is an object with scheme, commitment and seed</source>
        <translation>dice ist ein Objekt mit scheme, commitment und seed</translation>
    </message>
    <message>
        <source>unknown dice scheme %1; known: &apos;hmac-sha256/1&apos;</source>
        <translation>unbekanntes Würfelverfahren %1; bekannt: &apos;hmac-sha256/1&apos;</translation>
    </message>
    <message>
        <source>the commitment is a SHA-256 written as 64 lower-case hex digits</source>
        <translation>das Commitment ist ein SHA-256, als 64 kleine Hex-Ziffern geschrieben</translation>
    </message>
    <message>
        <source>the seed is 32 bytes written as 64 lower-case hex digits</source>
        <translation>der Seed sind 32 Bytes, als 64 kleine Hex-Ziffern geschrieben</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Feld „event“</translation>
    </message>
    <message>
        <source>event is an object with name, round, table and date</source>
        <translation>event ist ein Objekt mit name, round, table und date</translation>
    </message>
    <message>
        <source>unknown key %1 (event has name, round, table and date)</source>
        <translation>unbekannter Schlüssel %1 (event hat name, round, table und date)</translation>
    </message>
    <message>
        <source>the event&apos;s name is text, not %1</source>
        <translation>der Name der Veranstaltung ist Text, nicht %1</translation>
    </message>
    <message>
        <source>%1 is a whole number 1 or more, not %2</source>
        <translation>%1 ist eine ganze Zahl ab 1, nicht %2</translation>
    </message>
    <message>
        <source>date is a real calendar date written YYYY-MM-DD, not %1</source>
        <translation>date ist ein echtes Kalenderdatum im Format YYYY-MM-DD, nicht %1</translation>
    </message>
    <message>
        <source>rolloff throw %1</source>
        <translation>Auswürfeln, Wurf %1</translation>
    </message>
    <message>
        <source>%1 is not a player of this game</source>
        <translation>%1 spielt in dieser Partie nicht mit</translation>
    </message>
    <message>
        <source>the roll-off is still tied (%1): they throw again before the game starts</source>
        <translation>das Auswürfeln ist noch gleich (%1): sie werfen erneut, bevor die Partie beginnt</translation>
    </message>
    <message>
        <source>turn %1, event 1</source>
        <translation>Zug %1, Ereignis 1</translation>
    </message>
    <message>
        <source>the game is over: no turn follows its end</source>
        <translation>die Partie ist vorbei: nach ihrem Ende folgt kein Zug</translation>
    </message>
    <message>
        <source>turn %1, event %2</source>
        <translation>Zug %1, Ereignis %2</translation>
    </message>
    <message>
        <source>the turn is not over: it ends with a stop, or where the rules end it</source>
        <translation>der Zug ist nicht vorbei: er endet mit einem Stopp oder dort, wo die Regeln ihn beenden</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn, not %2&apos;s</source>
        <translation>%1 ist am Zug, nicht %2</translation>
    </message>
    <message>
        <source>dice that left the box are written in the turn of the throw they left, straight after it</source>
        <translation>Würfel, die die Box verlassen haben, stehen im Zug des Wurfs, aus dem sie kamen, direkt danach</translation>
    </message>
    <message>
        <source>the turn ended with event %1: no event may follow</source>
        <translation>der Zug endete mit Ereignis %1: kein Ereignis darf folgen</translation>
    </message>
    <message>
        <source>the dice seed is revealed only when the game ends</source>
        <translation>der Würfel-Seed wird erst am Ende der Partie offengelegt</translation>
    </message>
    <message>
        <source>journal entry %1</source>
        <translation>Journaleintrag %1</translation>
    </message>
    <message>
        <source>the move is entered for seat %1, turn %2, but it is seat %3&apos;s turn %4</source>
        <translation>der Zug ist für Platz %1, Zug %2 eingetragen, aber es ist Zug %4 von Platz %3</translation>
    </message>
    <message>
        <source>only roll-off throws and moves are played</source>
        <translation>nur Würfe beim Auswürfeln und Züge werden gespielt</translation>
    </message>
    <message>
        <source>a throw is entered as the dice thrown, not as a roll</source>
        <translation>ein Wurf wird als die geworfenen Würfel eingetragen, nicht als Würfeln</translation>
    </message>
    <message>
        <source>the roll-off is already decided</source>
        <translation>das Auswürfeln ist schon entschieden</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4</source>
        <translation>%1 wird von %2 bis %3 Spielern gespielt, nicht %4</translation>
    </message>
    <message>
        <source>a pad without a game state needs the ruleset</source>
        <translation>ein Block ohne Spielstand braucht das Regelwerk</translation>
    </message>
    <message>
        <source>%1 names for a game of %2 players</source>
        <translation>%1 Namen für eine Partie mit %2 Spielern</translation>
    </message>
    <message>
        <source>no scorepad for the ruleset %1</source>
        <translation>kein Wertungsblock für das Regelwerk %1</translation>
    </message>
    <message>
        <source>dice are typed as text such as &quot;2 2 4 1 3 6&quot;, not %1</source>
        <translation>Würfel werden als Text wie &quot;2 2 4 1 3 6&quot; eingetippt, nicht %1</translation>
    </message>
    <message>
        <source>the yeast mark * follows a face, such as 6*</source>
        <translation>das Hefezeichen * folgt einer Augenzahl, wie 6*</translation>
    </message>
    <message>
        <source>%1 is not a die: type %2</source>
        <translation>%1 ist kein Würfel: %2 eintippen</translation>
    </message>
    <message>
        <source>no dice typed: type %1</source>
        <translation>keine Würfel eingetippt: %1 eintippen</translation>
    </message>
    <message>
        <source>a key mark K goes before a face, such as K6</source>
        <translation>das Schlüsselzeichen K steht vor einer Augenzahl, wie K6</translation>
    </message>
    <message>
        <source>%1 marks no die of this game: its dice are %2</source>
        <translation>%1 bezeichnet keinen Würfel dieser Partie: ihre Würfel sind %2</translation>
    </message>
    <message>
        <source>the game is over: no more throws</source>
        <translation>die Partie ist vorbei: keine Würfe mehr</translation>
    </message>
    <message>
        <source>no throw is allowed now: decide first</source>
        <translation>jetzt ist kein Wurf erlaubt: zuerst entscheiden</translation>
    </message>
    <message>
        <source>every player throws</source>
        <translation>jeder Spieler wirft</translation>
    </message>
    <message>
        <source>only the players tied for highest throw again</source>
        <translation>nur die mit dem höchsten Wurf gleichauf werfen erneut</translation>
    </message>
    <message>
        <source>this roll-off throw is 1 face (%1), not %2</source>
        <translation>dieser Wurf beim Auswürfeln ist 1 Augenzahl (%1), nicht %2</translation>
    </message>
    <message>
        <source>this roll-off throw is %1 faces (%2), not %3</source>
        <translation>dieser Wurf beim Auswürfeln sind %1 Augenzahlen (%2), nicht %3</translation>
    </message>
    <message>
        <source>%1 could be the key %2 or the base dice %3: type a K before a key</source>
        <translation>%1 könnte der Schlüssel %2 oder die Grundwürfel %3 sein: tippe ein K vor einen Schlüssel</translation>
    </message>
    <message>
        <source>%1 could be the keys %2 or the base dice %3: type a K before a key</source>
        <translation>%1 könnten die Schlüssel %2 oder die Grundwürfel %3 sein: tippe ein K vor einen Schlüssel</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>die Partie ist nicht vorbei</translation>
    </message>
    <message>
        <source>round %1 is not over: nobody has won it</source>
        <translation>Runde %1 ist nicht vorbei: niemand hat sie gewonnen</translation>
    </message>
    <message>
        <source>%1 won 1 round</source>
        <translation>%1 hat 1 Runde gewonnen</translation>
    </message>
    <message>
        <source>%1 won %2 rounds</source>
        <translation>%1 hat %2 Runden gewonnen</translation>
    </message>
    <message>
        <source>nobody has reached %1 yet, the game goes on</source>
        <translation>niemand hat %1 erreicht, die Partie geht weiter</translation>
    </message>
    <message>
        <source>%1 reached %2</source>
        <translation>%1 hat %2 erreicht</translation>
    </message>
    <message>
        <source>%1 is not alone in the lead after the last turns: one more turn for the leader</source>
        <translation>%1 führt nach den letzten Zügen nicht allein: noch ein Zug für den Führenden</translation>
    </message>
    <message>
        <source>%1 reached %2: every other player takes one more turn</source>
        <translation>%1 hat %2 erreicht: jeder andere Spieler hat noch einen Zug</translation>
    </message>
    <message>
        <source>the original leader&apos;s last turns are over</source>
        <translation>die letzten Züge nach dem ersten Führenden sind vorbei</translation>
    </message>
    <message>
        <source>a game of 1 set is 1 turn for each player</source>
        <translation>eine Partie von 1 Satz ist 1 Zug für jeden Spieler</translation>
    </message>
    <message>
        <source>a game of %1 sets is %1 turns for each player</source>
        <translation>eine Partie von %1 Sätzen sind %1 Züge für jeden Spieler</translation>
    </message>
    <message>
        <source>no player named %1 in event %2</source>
        <translation>kein Spieler namens %1 in Veranstaltung %2</translation>
    </message>
    <message>
        <source>%1 (member %2) is retired: `bakehouse members retire %3 --undo` brings them back</source>
        <translation>%1 (Mitglied %2) ist ausgetragen: `bakehouse members retire %3 --undo` holt es zurück</translation>
    </message>
    <message>
        <source>event %1 (%2) is closed: nothing changes now</source>
        <translation>Veranstaltung %1 (%2) ist abgeschlossen: nichts ändert sich mehr</translation>
    </message>
    <message>
        <source>%1 is in event %2 already</source>
        <translation>%1 ist schon in Veranstaltung %2</translation>
    </message>
    <message>
        <source>%1 is a member already: check them in</source>
        <translation>%1 ist schon Mitglied: bitte anmelden</translation>
    </message>
    <message>
        <source>member %1 is not checked in to event %2</source>
        <translation>Mitglied %1 ist nicht bei Veranstaltung %2 angemeldet</translation>
    </message>
    <message>
        <source>%1 is seated in round %2: drop them instead (results so far stay)</source>
        <translation>%1 ist in Runde %2 gesetzt: stattdessen abmelden (bisherige Ergebnisse bleiben)</translation>
    </message>
    <message>
        <source>member %1 is not in event %2</source>
        <translation>Mitglied %1 ist nicht in Veranstaltung %2</translation>
    </message>
    <message>
        <source>only a round not yet published can be changed</source>
        <translation>nur eine noch nicht veröffentlichte Runde kann geändert werden</translation>
    </message>
    <message>
        <source>round %1 has no table %2</source>
        <translation>Runde %1 hat keinen Tisch %2</translation>
    </message>
    <message>
        <source>%1 has no seat in round %2</source>
        <translation>%1 hat keinen Platz in Runde %2</translation>
    </message>
    <message>
        <source>table %1 has %2 players: this event&apos;s tables seat %3-%4</source>
        <translation>Tisch %1 hat %2 Spieler: die Tische dieser Veranstaltung haben %3-%4 Plätze</translation>
    </message>
    <message>
        <source>table %1 would keep %2 players: this event&apos;s tables seat %3-%4</source>
        <translation>an Tisch %1 blieben %2 Spieler: die Tische dieser Veranstaltung haben %3-%4 Plätze</translation>
    </message>
    <message>
        <source>players kept apart are two different players</source>
        <translation>getrennt gehaltene Spieler sind zwei verschiedene Spieler</translation>
    </message>
    <message>
        <source>there is no table %1</source>
        <translation>es gibt keinen Tisch %1</translation>
    </message>
    <message>
        <source>every player at table %1 is pinned there</source>
        <translation>jeder Spieler an Tisch %1 ist dort festgesetzt</translation>
    </message>
    <message>
        <source>give the table&apos;s result: places and/or scores</source>
        <translation>das Ergebnis des Tisches angeben: Plätze und/oder Punkte</translation>
    </message>
    <message>
        <source>places and scores must name the same players</source>
        <translation>Plätze und Punkte müssen dieselben Spieler nennen</translation>
    </message>
    <message>
        <source>%1&apos;s place must be from 1 to %2, not %3</source>
        <translation>der Platz von %1 muss von 1 bis %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>%1 has no seat in round %2, not at table %3</source>
        <translation>%1 hat keinen Platz in Runde %2, nicht an Tisch %3</translation>
    </message>
    <message>
        <source>%1 sits at table %2 in round %3, not at table %4</source>
        <translation>%1 sitzt in Runde %3 an Tisch %2, nicht an Tisch %4</translation>
    </message>
    <message>
        <source>the result leaves out %1, seated at table %2 in round %3</source>
        <translation>dem Ergebnis fehlt %1, in Runde %3 an Tisch %2 gesetzt</translation>
    </message>
    <message>
        <source>%1: a game of %2; event %3 plays %4</source>
        <translation>%1: eine Partie %2; Veranstaltung %3 spielt %4</translation>
    </message>
    <message>
        <source>%1: %2 plays in it but is not in event %3</source>
        <translation>%1: %2 spielt darin, ist aber nicht in Veranstaltung %3</translation>
    </message>
    <message>
        <source>%1: the match in the record is not finished: it has no result yet</source>
        <translation>%1: die Partie im Protokoll ist nicht beendet: sie hat noch kein Ergebnis</translation>
    </message>
    <message>
        <source>%1 is not finished: it has no result yet</source>
        <translation>%1 ist nicht beendet: noch kein Ergebnis</translation>
    </message>
    <message>
        <source>%1 is the match of table %2 of round %3 of event %4 already</source>
        <translation>%1 ist schon die Partie von Tisch %2 in Runde %3 von Veranstaltung %4</translation>
    </message>
    <message>
        <source>a player is named twice in the result</source>
        <translation>ein Spieler steht zweimal im Ergebnis</translation>
    </message>
    <message>
        <source>--places and --scores must name the same players (%1 differ)</source>
        <translation>--places und --scores müssen dieselben Spieler nennen (%1 verschieden)</translation>
    </message>
    <message>
        <source>give each player&apos;s turns from the paper pad: --turns &quot;Ann=5,0,-3,12&quot;</source>
        <translation>die Züge jedes Spielers vom Papierblock angeben: --turns &quot;Ann=5,0,-3,12&quot;</translation>
    </message>
    <message>
        <source>a player is named twice on the paper pad</source>
        <translation>ein Spieler steht zweimal auf dem Papierblock</translation>
    </message>
    <message>
        <source>give one of: a match record (--record), a stored match (--match), the result (--places/--scores) or the paper pad (--turns)</source>
        <translation>eines angeben: ein Spielprotokoll (--record), eine gespeicherte Partie (--match), das Ergebnis (--places/--scores) oder den Papierblock (--turns)</translation>
    </message>
    <message>
        <source>give one of: a match record (--record), a stored match (--match), or the result (--places/--scores)</source>
        <translation>eines angeben: ein Spielprotokoll (--record), eine gespeicherte Partie (--match) oder das Ergebnis (--places/--scores)</translation>
    </message>
    <message>
        <source>give the table&apos;s result: --record FILE, --match ID, --places and/or --scores, or the paper pad&apos;s --turns</source>
        <translation>das Ergebnis des Tisches angeben: --record DATEI, --match ID, --places und/oder --scores oder --turns des Papierblocks</translation>
    </message>
    <message>
        <source>table %1 of round %2 is being scored as match %3: give --supersede to close that match and count this result instead</source>
        <translation>Tisch %1 von Runde %2 wird als Partie %3 gewertet: --supersede angeben, um diese Partie zu schließen und stattdessen dieses Ergebnis zu zählen</translation>
    </message>
    <message>
        <source>event %1 has no round seated: nothing to close</source>
        <translation>Veranstaltung %1 hat keine gesetzte Runde: nichts abzuschließen</translation>
    </message>
    <message>
        <source>round %1 is a draft: publish it before closing</source>
        <translation>Runde %1 ist ein Entwurf: vor dem Abschließen veröffentlichen</translation>
    </message>
    <message>
        <source>round %1 has tables without a result: %2</source>
        <translation>Runde %1 hat Tische ohne Ergebnis: %2</translation>
    </message>
    <message>
        <source>event %1 has no published round %2</source>
        <translation>Veranstaltung %1 hat keine veröffentlichte Runde %2</translation>
    </message>
    <message>
        <source>round %1 of event %2 has no table %3</source>
        <translation>Runde %1 von Veranstaltung %2 hat keinen Tisch %3</translation>
    </message>
    <message>
        <source>table %1 of round %2 has its result already</source>
        <translation>Tisch %1 von Runde %2 hat schon sein Ergebnis</translation>
    </message>
    <message>
        <source>the tables %1 are too long to be a list of tables</source>
        <translation>die Tische %1 sind zu lang für eine Liste von Tischen</translation>
    </message>
    <message>
        <source>the tables are numbers and ranges such as 1-3, 5, not %1</source>
        <translation>die Tische sind Zahlen und Bereiche wie 1-3, 5, nicht %1</translation>
    </message>
    <message>
        <source>tables are numbered 1 to %1 and a range goes upwards, not %2</source>
        <translation>Tische sind von 1 bis %1 nummeriert, und ein Bereich geht aufwärts, nicht %2</translation>
    </message>
    <message>
        <source>an event has one round or more</source>
        <translation>eine Veranstaltung hat eine Runde oder mehr</translation>
    </message>
    <message>
        <source>a date is written YYYY-MM-DD, not %1</source>
        <translation>ein Datum wird YYYY-MM-DD geschrieben, nicht %1</translation>
    </message>
    <message>
        <source>player %1 is already in this event</source>
        <translation>Spieler %1 ist schon in dieser Veranstaltung</translation>
    </message>
    <message>
        <source>the name %1 is already in this event</source>
        <translation>der Name %1 ist schon in dieser Veranstaltung</translation>
    </message>
    <message>
        <source>this event has no round %1</source>
        <translation>diese Veranstaltung hat keine Runde %1</translation>
    </message>
    <message>
        <source>no player %1 in this event</source>
        <translation>kein Spieler %1 in dieser Veranstaltung</translation>
    </message>
    <message>
        <source>%1 has already left the event</source>
        <translation>%1 hat die Veranstaltung schon verlassen</translation>
    </message>
    <message>
        <source>substitutes take a seat in a seated round; before round 1, add the player</source>
        <translation>Ersatzspieler übernehmen einen Platz in einer gesetzten Runde; vor Runde 1 den Spieler hinzufügen</translation>
    </message>
    <message>
        <source>table %1 of round %2 has finished: nobody can take a seat</source>
        <translation>Tisch %1 von Runde %2 ist fertig: niemand kann einen Platz übernehmen</translation>
    </message>
    <message>
        <source>%1 is already in round %2</source>
        <translation>%1 ist schon in Runde %2</translation>
    </message>
    <message>
        <source>round %1 is seated but not published yet</source>
        <translation>Runde %1 ist gesetzt, aber noch nicht veröffentlicht</translation>
    </message>
    <message>
        <source>the final stage has begun: no more rounds</source>
        <translation>die Finalrunde hat begonnen: keine weiteren Runden</translation>
    </message>
    <message>
        <source>this event has 1 round</source>
        <translation>diese Veranstaltung hat 1 Runde</translation>
    </message>
    <message>
        <source>this event has %1 rounds</source>
        <translation>diese Veranstaltung hat %1 Runden</translation>
    </message>
    <message>
        <source>%1 are written Name=number, separated by commas, not %2</source>
        <translation>%1 werden Name=Zahl geschrieben, durch Kommas getrennt, nicht %2</translation>
    </message>
    <message>
        <source>--turns are written Name=turn,turn,... (one --turns a player), not %1</source>
        <translation>--turns werden Name=Zug,Zug,... geschrieben (ein --turns pro Spieler), nicht %1</translation>
    </message>
    <message>
        <source>--best-nights is for a league season (--kind league)</source>
        <translation>--best-nights gilt für eine Ligasaison (--kind league)</translation>
    </message>
    <message>
        <source>--placement-points for a table of %1 is given twice</source>
        <translation>--placement-points für einen Tisch zu %1 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>--placement-points %1 is for a table of %2, but this event&apos;s tables seat %3</source>
        <translation>--placement-points %1 gilt für einen Tisch zu %2, aber die Tische dieser Veranstaltung haben %3 Plätze</translation>
    </message>
    <message>
        <source>--tie-breakers lists a tie-breaker twice</source>
        <translation>--tie-breakers nennt eine Feinwertung zweimal</translation>
    </message>
    <message>
        <source>--placement-points gives each place at a table of 2 to 12 its points, like 4,2,1,0, not %1</source>
        <translation>--placement-points gibt jedem Platz an einem Tisch zu 2 bis 12 seine Punkte, etwa 4,2,1,0, nicht %1</translation>
    </message>
    <message>
        <source>--tie-breakers lists some of %1 after the points: the points come first always</source>
        <translation>--tie-breakers nennt einige von %1 nach den Punkten: die Punkte kommen immer zuerst</translation>
    </message>
    <message>
        <source>--tie-breakers lists some of %1 after the points: not %2</source>
        <translation>--tie-breakers nennt einige von %1 nach den Punkten: nicht %2</translation>
    </message>
    <message>
        <source>--time-limit must be a number of seconds, not %1</source>
        <translation>--time-limit muss eine Zahl von Sekunden sein, nicht %1</translation>
    </message>
    <message>
        <source>--time-limit must be more than 0 and at most 600, not %1</source>
        <translation>--time-limit muss größer als 0 und höchstens 600 sein, nicht %1</translation>
    </message>
    <message>
        <source>a round robin of %1 players at tables of %2 needs %3 rounds or more, and this event has %4: create it with %5 rounds or more, or as a mixer</source>
        <translation>Jeder gegen jeden mit %1 Spielern an Tischen zu %2 braucht %3 Runden oder mehr, und diese Veranstaltung hat %4: mit %5 Runden oder mehr anlegen oder als Mixer</translation>
    </message>
    <message>
        <source>a round robin of %1 players at tables of %2 needs %3 rounds, and this event has %4: create it with %5 rounds or more, or as a mixer</source>
        <translation>Jeder gegen jeden mit %1 Spielern an Tischen zu %2 braucht %3 Runden, und diese Veranstaltung hat %4: mit %5 Runden oder mehr anlegen oder als Mixer</translation>
    </message>
    <message>
        <source>1 player present: a table needs %1 or more</source>
        <translation>1 Spieler anwesend: ein Tisch braucht %1 oder mehr</translation>
    </message>
    <message>
        <source>%1 players present: a table needs %2 or more</source>
        <translation>%1 Spieler anwesend: ein Tisch braucht %2 oder mehr</translation>
    </message>
    <message>
        <source>round %1 has tables without a result</source>
        <translation>Runde %1 hat Tische ohne Ergebnis</translation>
    </message>
    <message>
        <source>the number of semi-final tables cannot be negative</source>
        <translation>die Zahl der Halbfinaltische kann nicht negativ sein</translation>
    </message>
    <message>
        <source>the final has been seated already</source>
        <translation>das Finale ist schon gesetzt</translation>
    </message>
    <message>
        <source>only a round not yet published can be changed by a swap</source>
        <translation>nur eine noch nicht veröffentlichte Runde kann durch einen Tausch geändert werden</translation>
    </message>
    <message>
        <source>there is no seated round to publish</source>
        <translation>es gibt keine gesetzte Runde zu veröffentlichen</translation>
    </message>
    <message>
        <source>there is no round %1</source>
        <translation>es gibt keine Runde %1</translation>
    </message>
    <message>
        <source>round %1 is not published yet</source>
        <translation>Runde %1 ist noch nicht veröffentlicht</translation>
    </message>
    <message>
        <source>a table&apos;s result must name exactly the players seated there</source>
        <translation>das Ergebnis eines Tisches muss genau die dort gesetzten Spieler nennen</translation>
    </message>
    <message>
        <source>table %1 of round %2 has a result: correct it instead</source>
        <translation>Tisch %1 von Runde %2 hat ein Ergebnis: stattdessen korrigieren</translation>
    </message>
    <message>
        <source>table %1 of round %2 has no result to correct</source>
        <translation>Tisch %1 von Runde %2 hat kein Ergebnis zum Korrigieren</translation>
    </message>
    <message>
        <source>event %1 exists</source>
        <translation>Veranstaltung %1 gibt es schon</translation>
    </message>
    <message>
        <source>there is no event %1</source>
        <translation>es gibt keine Veranstaltung %1</translation>
    </message>
    <message>
        <source>event %1 is not a league season</source>
        <translation>Veranstaltung %1 ist keine Ligasaison</translation>
    </message>
    <message>
        <source>a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), not %1</source>
        <translation>ein Zugergebnis ist eine ganze Zahl wie 12, 0 oder -24 (96b für eine Bäckerei, E4), nicht %1</translation>
    </message>
    <message>
        <source>a turn score is from %1 to %2, not %3</source>
        <translation>ein Zugergebnis liegt zwischen %1 und %2, nicht %3</translation>
    </message>
    <message>
        <source>at most %1 turns a player</source>
        <translation>höchstens %1 Züge je Spieler</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1, Zug %2</translation>
    </message>
    <message>
        <source>not on the pad, but %1</source>
        <translation>nicht auf dem Block, aber %1</translation>
    </message>
    <message>
        <source>comes after the end of the game (%1)</source>
        <translation>kommt nach dem Ende der Partie (%1)</translation>
    </message>
    <message>
        <source>%1: no game marks a turn with b</source>
        <translation>%1: kein Spiel markiert einen Zug mit b</translation>
    </message>
    <message>
        <source>%1: only %2 has %3, not %4</source>
        <translation>%1: nur %2 hat %3, nicht %4</translation>
    </message>
    <message>
        <source>a paper pad needs one column of turns for every player</source>
        <translation>ein Papierblock braucht eine Spalte mit Zügen für jeden Spieler</translation>
    </message>
    <message>
        <source>event %1 exists already</source>
        <translation>Veranstaltung %1 gibt es schon</translation>
    </message>
    <message>
        <source>event %1 was not made with `bakehouse event create`: it has no rounds to seat or standings to show</source>
        <translation>Veranstaltung %1 wurde nicht mit `bakehouse event create` angelegt: sie hat keine Runden zum Setzen und keine Rangliste</translation>
    </message>
    <message>
        <source>event %1 was changed at another station meanwhile; nothing was saved: run the command again</source>
        <translation>Veranstaltung %1 wurde inzwischen an einer anderen Station geändert; nichts gespeichert: den Befehl erneut ausführen</translation>
    </message>
    <message>
        <source>match %1 names %2, who is not in event %3</source>
        <translation>Partie %1 nennt %2, der nicht in Veranstaltung %3 ist</translation>
    </message>
    <message>
        <source>table %1 of round %2 has its result from match %3: correct that match&apos;s moves (a correction at the table), or give --match or --record</source>
        <translation>Tisch %1 von Runde %2 hat sein Ergebnis aus Partie %3: die Züge dieser Partie korrigieren (eine Korrektur am Tisch) oder --match oder --record angeben</translation>
    </message>
    <message>
        <source>event %1 has no table %2 in round %3</source>
        <translation>Veranstaltung %1 hat keinen Tisch %2 in Runde %3</translation>
    </message>
    <message>
        <source>event %1 has no round %2</source>
        <translation>Veranstaltung %1 hat keine Runde %2</translation>
    </message>
    <message>
        <source>round %1 of event %2 has a stored match: it cannot be taken back</source>
        <translation>Runde %1 von Veranstaltung %2 hat eine gespeicherte Partie: sie kann nicht zurückgenommen werden</translation>
    </message>
    <message>
        <source>table %1 of round %2 has a stored match: it cannot be taken back</source>
        <translation>Tisch %1 von Runde %2 hat eine gespeicherte Partie: sie kann nicht zurückgenommen werden</translation>
    </message>
    <message>
        <source>the stored state of event %1 is damaged (%2): restore it from a backup</source>
        <translation>der gespeicherte Stand von Veranstaltung %1 ist beschädigt (%2): aus einer Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>the stored state of event %1 is damaged (it names event %2): restore it from a backup</source>
        <translation>der gespeicherte Stand von Veranstaltung %1 ist beschädigt (er nennt Veranstaltung %2): aus einer Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>%1 kann nicht geschrieben werden: es ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot write %1: it is not a regular file</source>
        <translation>%1 kann nicht geschrieben werden: keine normale Datei</translation>
    </message>
    <message>
        <source>cannot write %1: there is no folder %2</source>
        <translation>%1 kann nicht geschrieben werden: es gibt keinen Ordner %2</translation>
    </message>
    <message>
        <source>member %1 cannot be merged into itself</source>
        <translation>Mitglied %1 kann nicht mit sich selbst zusammengeführt werden</translation>
    </message>
    <message>
        <source>%1 and %2 are both seated in round %3 of event %4: two people, not one; nothing was merged</source>
        <translation>%1 und %2 sind beide in Runde %3 von Veranstaltung %4 gesetzt: zwei Menschen, nicht einer; nichts zusammengeführt</translation>
    </message>
    <message>
        <source>e-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a read of the standings changes nothing</source>
        <translation>ein Lesen der Rangliste ändert nichts</translation>
    </message>
    <message>
        <source>this table was changed at station %1; reloaded</source>
        <translation>dieser Tisch wurde an Station %1 geändert; neu geladen</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>opening match %1</source>
        <translation>Partie %1 öffnen</translation>
    </message>
    <message>
        <source>match %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>reading match %1</source>
        <translation>Partie %1 lesen</translation>
    </message>
    <message>
        <source>saving entry %1 of match %2</source>
        <translation>Eintrag %1 von Partie %2 speichern</translation>
    </message>
    <message>
        <source>match %1 ended and its dice seed was revealed, so the app&apos;s dice are known to everyone: type in the faces of real dice thrown (nothing was saved)</source>
        <translation>Partie %1 ist beendet und ihr Würfel-Seed offengelegt, also kennt jeder die Würfel der App: die Augenzahlen echter geworfener Würfel eintippen (nichts gespeichert)</translation>
    </message>
    <message>
        <source>reloading match %1</source>
        <translation>Partie %1 neu laden</translation>
    </message>
    <message>
        <source>cannot write into %1: it is not a folder</source>
        <translation>in %1 kann nicht geschrieben werden: es ist kein Ordner</translation>
    </message>
    <message>
        <source>cannot make the folder %1: %2</source>
        <translation>der Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>the unit of work is not open: use it in a `with` block</source>
        <translation>die Arbeitseinheit ist nicht offen: in einem `with`-Block verwenden</translation>
    </message>
    <message>
        <source>refused by the database: %1</source>
        <translation>von der Datenbank abgelehnt: %1</translation>
    </message>
    <message>
        <source>saving</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>a table result needs two or more players</source>
        <translation>ein Tischergebnis braucht zwei oder mehr Spieler</translation>
    </message>
    <message>
        <source>a player is listed twice at one table</source>
        <translation>ein Spieler steht zweimal an einem Tisch</translation>
    </message>
    <message>
        <source>a table result needs one place and one score for every player</source>
        <translation>ein Tischergebnis braucht einen Platz und ein Ergebnis für jeden Spieler</translation>
    </message>
    <message>
        <source>places %1 are not places at a table of %2</source>
        <translation>die Plätze %1 sind keine Plätze an einem Tisch mit %2</translation>
    </message>
    <message>
        <source>the game at this table is not finished</source>
        <translation>die Partie an diesem Tisch ist nicht beendet</translation>
    </message>
    <message>
        <source>the table&apos;s players and the game&apos;s seats differ in number</source>
        <translation>die Spieler des Tisches und die Plätze der Partie unterscheiden sich in der Zahl</translation>
    </message>
    <message>
        <source>players kept apart are given in pairs of two different players</source>
        <translation>getrennt gehaltene Spieler werden als Paare zweier verschiedener Spieler angegeben</translation>
    </message>
    <message>
        <source>a fixed seat names a table by its number, from 1</source>
        <translation>ein fester Platz nennt einen Tisch mit seiner Nummer, ab 1</translation>
    </message>
    <message>
        <source>seating takes at most %1 players, not %2</source>
        <translation>das Setzen nimmt höchstens %1 Spieler, nicht %2</translation>
    </message>
    <message>
        <source>seating takes at most %1 rounds</source>
        <translation>das Setzen nimmt höchstens %1 Runden</translation>
    </message>
    <message>
        <source>a player is listed twice</source>
        <translation>ein Spieler steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>a fixed seat at table %1, but there are %2 tables</source>
        <translation>ein fester Platz an Tisch %1, aber es gibt %2 Tische</translation>
    </message>
    <message>
        <source>%1 players have a fixed seat at table %2, which seats %3</source>
        <translation>%1 Spieler haben einen festen Platz an Tisch %2, der %3 Plätze hat</translation>
    </message>
    <message>
        <source>the number of rounds must be 1 to %1, not %2</source>
        <translation>die Zahl der Runden muss 1 bis %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>seating needs two or more players</source>
        <translation>das Setzen braucht zwei oder mehr Spieler</translation>
    </message>
    <message>
        <source>a swap needs two different players</source>
        <translation>ein Tausch braucht zwei verschiedene Spieler</translation>
    </message>
    <message>
        <source>only players in this round can be swapped</source>
        <translation>nur Spieler dieser Runde können getauscht werden</translation>
    </message>
    <message>
        <source>a round robin needs two or more players</source>
        <translation>Jeder gegen jeden braucht zwei oder mehr Spieler</translation>
    </message>
    <message>
        <source>a round robin of %1 players at tables of %2 needs %3 rounds or more; seating takes at most %4</source>
        <translation>Jeder gegen jeden mit %1 Spielern an Tischen zu %2 braucht %3 Runden oder mehr; das Setzen nimmt höchstens %4</translation>
    </message>
    <message>
        <source>every player of the round needs a place to move tables</source>
        <translation>jeder Spieler der Runde braucht einen Platz, um die Tische zu wechseln</translation>
    </message>
    <message>
        <source>a progressive round for the players present needs the table sizes</source>
        <translation>eine fortschreitende Runde für die Anwesenden braucht die Tischgrößen</translation>
    </message>
    <message>
        <source>a final table needs two or more players</source>
        <translation>ein Finaltisch braucht zwei oder mehr Spieler</translation>
    </message>
    <message>
        <source>a final of %1 needs %2 players, not %3</source>
        <translation>ein Finale zu %1 braucht %2 Spieler, nicht %3</translation>
    </message>
    <message>
        <source>%1 semi-final tables of %2 need %3 players</source>
        <translation>%1 Halbfinaltische zu %2 brauchen %3 Spieler</translation>
    </message>
    <message>
        <source>%1 is not a number of points</source>
        <translation>%1 ist keine Punktzahl</translation>
    </message>
    <message>
        <source>a table of %1 needs %2 placement points, not %3</source>
        <translation>ein Tisch mit %1 braucht %2 Platzierungspunkte, nicht %3</translation>
    </message>
    <message>
        <source>placement points for a table of %1 must not rise with the place</source>
        <translation>Platzierungspunkte für einen Tisch mit %1 dürfen mit dem Platz nicht steigen</translation>
    </message>
    <message>
        <source>a tie-breaker is listed twice</source>
        <translation>ein Gleichstandskriterium steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>the number of best nights counted must be 1 or more</source>
        <translation>die Zahl der gezählten besten Abende muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>table sizes must satisfy 2 &lt;= smallest (%1) &lt;= preferred (%2) &lt;= largest (%3)</source>
        <translation>Tischgrößen müssen 2 &lt;= kleinste (%1) &lt;= bevorzugte (%2) &lt;= größte (%3) erfüllen</translation>
    </message>
    <message>
        <source>table sizes are written like 3-5, not %1</source>
        <translation>Tischgrößen werden wie 3-5 geschrieben, nicht %1</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players: tables of %4 to %5 do not fit</source>
        <translation>%1 wird von %2 bis %3 Spielern gespielt: Tische zu %4 bis %5 passen nicht</translation>
    </message>
    <message>
        <source>1 player cannot fill a table of %1</source>
        <translation>1 Spieler kann keinen Tisch mit %1 füllen</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2</source>
        <translation>%1 muss eine Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 must be more than 0 and at most 3600, not %2</source>
        <translation>%1 muss größer als 0 und höchstens 3600 sein, nicht %2</translation>
    </message>
    <message>
        <source>1 player cannot fill a table of %2</source>
        <translation>1 Spieler füllt keinen Tisch zu %2</translation>
    </message>
    <message>
        <source>%1 players cannot fill a table of %2</source>
        <translation>%1 Spieler können keinen Tisch mit %2 füllen</translation>
    </message>
    <message>
        <source>%1 players cannot be seated in tables of %2 to %3</source>
        <translation>%1 Spieler können nicht an Tische zu %2 bis %3 gesetzt werden</translation>
    </message>
    <message>
        <source>%1 has no round %2 seated yet</source>
        <translation>%1 hat noch keine gesetzte Runde %2</translation>
    </message>
    <message>
        <source>round %1 of %2 has no results yet</source>
        <translation>Runde %1 von %2 hat noch keine Ergebnisse</translation>
    </message>
    <message>
        <source>--ruleset, --option and --biscuit go with `analyse best`, not a record</source>
        <translation>--ruleset, --option und --biscuit gehören zu `analyse best`, nicht zu einer Partieaufzeichnung</translation>
    </message>
    <message>
        <source>`analyse best` needs --ruleset (see `bakehouse rulesets`)</source>
        <translation>`analyse best` braucht --ruleset (siehe `bakehouse rulesets`)</translation>
    </message>
    <message>
        <source>--biscuit is for the Damn Straights (C8), not %1</source>
        <translation>--biscuit gilt für die Damn Straights (C8), nicht für %1</translation>
    </message>
    <message>
        <source>%1: not stored: %2</source>
        <translation>%1: nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1: keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>%1: larger than 16 MiB</source>
        <translation>%1: größer als 16 MiB</translation>
    </message>
    <message>
        <source>give a match record FILE or --match ID (from the club database), one of them</source>
        <translation>eine Partieaufzeichnung FILE oder --match ID (aus der Vereinsdatenbank) angeben, eines davon</translation>
    </message>
    <message>
        <source>give match record FILEs, or one of --event ID, --member ID, --club (the database)</source>
        <translation>Partieaufzeichnungen (FILE) angeben, oder eines von --event ID, --member ID, --club (die Datenbank)</translation>
    </message>
    <message>
        <source>--player goes with match record FILEs; in the database choose --member ID</source>
        <translation>--player gehört zu Partieaufzeichnungen (FILE); in der Datenbank --member ID wählen</translation>
    </message>
    <message>
        <source>--versus ID ID compares two members of the club database: give it with --club, --event ID or --member ID</source>
        <translation>--versus ID ID vergleicht zwei Mitglieder der Vereinsdatenbank: mit --club, --event ID oder --member ID angeben</translation>
    </message>
    <message>
        <source>give -o FILE for the PDF, or --json to print the figures, one of them</source>
        <translation>-o FILE für das PDF oder --json für die Zahlen angeben, eines davon</translation>
    </message>
    <message>
        <source>give --event ID (seated in the club database) or each table&apos;s players with --table &quot;Ann, Bob, Cat&quot;, one of them</source>
        <translation>--event ID (in der Vereinsdatenbank gesetzt) oder die Spieler jedes Tisches mit --table &quot;Ann, Bob, Cat&quot; angeben, eines davon</translation>
    </message>
    <message>
        <source>the database server %1 cannot be used while %2 (%3); nothing was saved: check the server and the network, then retry</source>
        <translation>der Datenbankserver %1 ist beim Vorgang „%2“ nicht nutzbar (%3); nichts gespeichert: Server und Netzwerk prüfen, dann erneut versuchen</translation>
    </message>
    <message>
        <source>the database %1 cannot be used while %2 (%3); nothing was saved: check the server and the network, then retry</source>
        <translation>die Datenbank %1 ist beim Vorgang „%2“ nicht nutzbar (%3); nichts gespeichert: Server und Netzwerk prüfen, dann erneut versuchen</translation>
    </message>
    <message>
        <source>the database server %1 cannot be used (%2); nothing was saved: check the server and the network, then retry</source>
        <translation>der Datenbankserver %1 ist nicht nutzbar (%2); nichts gespeichert: Server und Netzwerk prüfen, dann erneut versuchen</translation>
    </message>
    <message>
        <source>the database %1 cannot be used (%2); nothing was saved: check the server and the network, then retry</source>
        <translation>die Datenbank %1 ist nicht nutzbar (%2); nichts gespeichert: Server und Netzwerk prüfen, dann erneut versuchen</translation>
    </message>
    <message>
        <source>the database failed while %1: %2</source>
        <translation>die Datenbank versagte beim Vorgang „%1“: %2</translation>
    </message>
    <message>
        <source>the database failed: %1</source>
        <translation>die Datenbank versagte: %1</translation>
    </message>
    <message>
        <source>not a database URL: %1 (a file path, or e.g. postgresql+psycopg://host/club)</source>
        <translation>keine Datenbank-URL: %1 (ein Dateipfad, oder z. B. postgresql+psycopg://host/club)</translation>
    </message>
    <message>
        <source>no folder %1 for the database file</source>
        <translation>kein Ordner %1 für die Datenbankdatei</translation>
    </message>
    <message>
        <source>cannot use %1: %2</source>
        <translation>%1 ist nicht nutzbar: %2</translation>
    </message>
    <message>
        <source>not a database URL: %1 (%2)</source>
        <translation>keine Datenbank-URL: %1 (%2)</translation>
    </message>
    <message>
        <source>the database %1 holds the schema revision %2, which is not a revision Bakehouse writes (this one knows up to %3): it was changed by another program or by hand. Nothing was changed.</source>
        <translation>die Datenbank %1 hat die Schema-Revision %2, die Bakehouse nicht schreibt (dieses kennt bis %3): sie wurde von einem anderen Programm oder von Hand geändert. Nichts geändert.</translation>
    </message>
    <message>
        <source>the database %1 was written by a newer Bakehouse (schema revision %2; this program knows up to %3): update Bakehouse to open it. Nothing was changed.</source>
        <translation>die Datenbank %1 wurde von einem neueren Bakehouse geschrieben (Schema-Revision %2; dieses Programm kennt bis %3): Bakehouse aktualisieren, um sie zu öffnen. Nichts geändert.</translation>
    </message>
    <message>
        <source>%1 is read-only for this user: it cannot be upgraded; nothing was changed</source>
        <translation>%1 ist für diesen Benutzer schreibgeschützt: sie kann nicht aktualisiert werden; nichts geändert</translation>
    </message>
    <message>
        <source>%1 is read-only for this user: it cannot be made a Bakehouse database; nothing was changed</source>
        <translation>%1 ist für diesen Benutzer schreibgeschützt: daraus kann keine Bakehouse-Datenbank werden; nichts geändert</translation>
    </message>
    <message>
        <source>the upgrade would break %1 references (first: %2); rolled back</source>
        <translation>die Aktualisierung würde %1 Verweise brechen (erster: %2); zurückgenommen</translation>
    </message>
    <message>
        <source>cannot upgrade %1: %2</source>
        <translation>%1 kann nicht aktualisiert werden: %2</translation>
    </message>
    <message>
        <source>the database&apos;s alembic_version table holds more than one schema revision (%1): Bakehouse writes one; nothing was changed</source>
        <translation>die Tabelle alembic_version der Datenbank hat mehr als eine Schema-Revision (%1): Bakehouse schreibt eine; nichts geändert</translation>
    </message>
    <message>
        <source>cannot upgrade: %1; its turns cannot be derived (nothing was changed: `bakehouse db check` of the older program names the fault)</source>
        <translation>Aktualisierung nicht möglich: %1; ihre Züge lassen sich nicht ableiten (nichts geändert: `bakehouse db check` des älteren Programms nennt den Fehler)</translation>
    </message>
    <message>
        <source>the database is read-only for this user: only reading commands can use it; nothing was changed</source>
        <translation>die Datenbank ist für diesen Benutzer schreibgeschützt: nur lesende Befehle können sie nutzen; nichts geändert</translation>
    </message>
    <message>
        <source>%1 holds tables that are not a Bakehouse database</source>
        <translation>%1 enthält Tabellen, die keine Bakehouse-Datenbank sind</translation>
    </message>
    <message>
        <source>%1 is not a Bakehouse database yet: run `bakehouse db init`</source>
        <translation>%1 ist noch keine Bakehouse-Datenbank: `bakehouse db init` ausführen</translation>
    </message>
    <message>
        <source>the database is damaged (%1): `bakehouse db check` says where; nothing was changed</source>
        <translation>die Datenbank ist beschädigt (%1): `bakehouse db check` sagt, wo; nichts geändert</translation>
    </message>
    <message>
        <source>the database failed: %1; nothing was changed</source>
        <translation>die Datenbank versagte: %1; nichts geändert</translation>
    </message>
    <message>
        <source>cannot upgrade: %1; its ratings cannot be derived (nothing was changed)</source>
        <translation>Aktualisierung nicht möglich: %1; ihre Wertungszahlen lassen sich nicht ableiten (nichts geändert)</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
    <message>
        <source>cannot read %1: %2; %3</source>
        <translation>%1 kann nicht gelesen werden: %2; %3</translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation>%1 Bytes: %2</translation>
    </message>
    <message>
        <source>it begins %1</source>
        <translation>sie beginnt mit %1</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (%2): %3</source>
        <translation>%1 ist keine SQLite-Datenbank (%2): %3</translation>
    </message>
    <message>
        <source>Bakehouse does not open it; nothing was changed</source>
        <translation>Bakehouse öffnet sie nicht; nichts geändert</translation>
    </message>
    <message>
        <source>%1 is a database in memory, gone when the program ends: it cannot hold a club; give a file path (e.g. club.sqlite3) or a PostgreSQL server&apos;s URL</source>
        <translation>%1 ist eine Datenbank im Arbeitsspeicher, fort, wenn das Programm endet: sie kann keinen Verein halten; einen Dateipfad (z. B. club.sqlite3) oder die URL eines PostgreSQL-Servers angeben</translation>
    </message>
    <message>
        <source>its header gives a page size of %1 bytes</source>
        <translation>ihr Kopf nennt eine Seitengröße von %1 Bytes</translation>
    </message>
    <message>
        <source>%1 bytes is not a whole number of its %2-byte pages: it was cut short</source>
        <translation>%1 Bytes sind keine ganze Zahl ihrer Seiten zu %2 Bytes: sie wurde abgeschnitten</translation>
    </message>
    <message>
        <source>%1 bytes, fewer than the %2 pages of %3 its header counts: it was cut short</source>
        <translation>%1 Bytes, weniger als die %2 Seiten zu %3, die ihr Kopf zählt: sie wurde abgeschnitten</translation>
    </message>
    <message>
        <source>%1 is damaged (%2): %3 (restore it from a `bakehouse db backup` copy)</source>
        <translation>%1 ist beschädigt (%2): %3 (aus einer Kopie von `bakehouse db backup` wiederherstellen)</translation>
    </message>
    <message>
        <source>no database at %1: run `bakehouse db init` to create one</source>
        <translation>keine Datenbank unter %1: `bakehouse db init` legt eine an</translation>
    </message>
    <message>
        <source>cannot use %1 as the database: %2; nothing was changed</source>
        <translation>%1 ist als Datenbank nicht nutzbar: %2; nichts geändert</translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file: give a file path, e.g. %2</source>
        <translation>%1 ist ein Ordner, keine Datenbankdatei: einen Dateipfad angeben, z. B. %2</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device or a pipe): %2</source>
        <translation>%1 ist keine gewöhnliche Datei (ein Gerät oder eine Pipe): %2</translation>
    </message>
    <message>
        <source>%1 is an empty file, not a Bakehouse database: run `bakehouse db init` to make one</source>
        <translation>%1 ist eine leere Datei, keine Bakehouse-Datenbank: `bakehouse db init` macht eine daraus</translation>
    </message>
    <message>
        <source>%1 cannot be read as an SQLite database (%2): it is damaged or not a database; %3</source>
        <translation>%1 kann nicht als SQLite-Datenbank gelesen werden (%2): sie ist beschädigt oder keine Datenbank; %3</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program (application id %2; tables: %3): %4</source>
        <translation>%1 ist eine SQLite-Datenbank eines anderen Programms (Anwendungs-ID %2; Tabellen: %3): %4</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program (tables: %2): %3</source>
        <translation>%1 ist eine SQLite-Datenbank eines anderen Programms (Tabellen: %2): %3</translation>
    </message>
    <message>
        <source>the database %1 holds another program&apos;s tables (%2): %3</source>
        <translation>die Datenbank %1 enthält Tabellen eines anderen Programms (%2): %3</translation>
    </message>
    <message>
        <source>reaching it</source>
        <translation>Verbindung aufbauen</translation>
    </message>
    <message>
        <source>the database %1 is at schema revision %2, this program needs %3: run `bakehouse db upgrade` (take a `bakehouse db backup` first)</source>
        <translation>die Datenbank %1 hat Schema-Revision %2, dieses Programm braucht %3: `bakehouse db upgrade` ausführen (vorher eine `bakehouse db backup` anlegen)</translation>
    </message>
    <message>
        <source>%1 is damaged (%2): `bakehouse db check` says where; nothing was changed</source>
        <translation>%1 ist beschädigt (%2): `bakehouse db check` sagt, wo; nichts geändert</translation>
    </message>
    <message>
        <source>opening it</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 exists already: choose a new file for the backup</source>
        <translation>%1 gibt es schon: eine neue Datei für die Sicherung wählen</translation>
    </message>
    <message>
        <source>backup copies SQLite files; for PostgreSQL use pg_dump, e.g. `pg_dump -Fc -f club.dump club`</source>
        <translation>die Sicherung kopiert SQLite-Dateien; für PostgreSQL pg_dump nutzen, z. B. `pg_dump -Fc -f club.dump club`</translation>
    </message>
    <message>
        <source>backup to %1 failed: %2</source>
        <translation>Sicherung nach %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 is not an SQLite file: upgrade it with `bakehouse db upgrade`</source>
        <translation>%1 ist keine SQLite-Datei: mit `bakehouse db upgrade` aktualisieren</translation>
    </message>
    <message>
        <source>cannot read %1: %2; nothing was changed</source>
        <translation>%1 kann nicht gelesen werden: %2; nichts geändert</translation>
    </message>
    <message>
        <source>a member named %1 exists already (id %2)</source>
        <translation>ein Mitglied namens %1 gibt es schon (ID %2)</translation>
    </message>
    <message>
        <source>no member %1</source>
        <translation>kein Mitglied %1</translation>
    </message>
    <message>
        <source>%1 and %2 both played in match %3: two people, not one; nothing was merged</source>
        <translation>%1 und %2 spielten beide in Partie %3: zwei Menschen, nicht einer; nichts zusammengeführt</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>eine Veranstaltung braucht einen Namen</translation>
    </message>
    <message>
        <source>an event is a club_night, tournament or league, not %1</source>
        <translation>eine Veranstaltung ist club_night, tournament oder league, nicht %1</translation>
    </message>
    <message>
        <source>no event %1</source>
        <translation>keine Veranstaltung %1</translation>
    </message>
    <message>
        <source>one member (or none) per seat</source>
        <translation>ein Mitglied (oder keines) pro Platz</translation>
    </message>
    <message>
        <source>no match %1</source>
        <translation>keine Partie %1</translation>
    </message>
    <message>
        <source>match %1: %2</source>
        <translation>Partie %1: %2</translation>
    </message>
    <message>
        <source>match %1 has no app dice to reveal</source>
        <translation>Partie %1 hat keine Würfel der App offenzulegen</translation>
    </message>
    <message>
        <source>the seed does not match the commitment of match %1</source>
        <translation>der Seed passt nicht zur Festlegung von Partie %1</translation>
    </message>
    <message>
        <source>match %1 is still in play: its seed stays secret until it ends</source>
        <translation>Partie %1 läuft noch: ihr Seed bleibt bis zum Ende geheim</translation>
    </message>
    <message>
        <source>statistics of one member or of one event, not both</source>
        <translation>Statistik eines Mitglieds oder einer Veranstaltung, nicht beider</translation>
    </message>
    <message>
        <source>%1 is a whole number from %2 to %3, not %4</source>
        <translation>%1 ist eine ganze Zahl von %2 bis %3, nicht %4</translation>
    </message>
    <message>
        <source>%1 is a date written YYYY-MM-DD, not %2</source>
        <translation>%1 ist ein Datum der Form JJJJ-MM-TT, nicht %2</translation>
    </message>
    <message>
        <source>%1: %2 is not a day of the calendar</source>
        <translation>%1: %2 ist kein Kalendertag</translation>
    </message>
    <message>
        <source>bots play on a match&apos;s journal (one with its match as keeper)</source>
        <translation>Bots spielen auf dem Journal einer Partie (einem, das seine Partie führt)</translation>
    </message>
    <message>
        <source>not a logged roll-off throw: %1</source>
        <translation>kein protokollierter Wurf des Auswürfelns: %1</translation>
    </message>
    <message>
        <source>entry %1 is a %2, not a void, yet is named as withdrawing entries %3</source>
        <translation>Eintrag %1 ist ein %2, keine Streichung, wird aber als Rücknahme der Einträge %3 genannt</translation>
    </message>
</context>
<context>
    <name>RefusalLine</name>
    <message>
        <source>Not allowed:</source>
        <translation>Nicht erlaubt:</translation>
    </message>
    <message>
        <source>Click %1 to read the ruling.</source>
        <translation>Klicken Sie auf %1, um die Entscheidung zu lesen.</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
</context>
<context>
    <name>ReportsMenu</name>
    <message>
        <source>Print &amp;scorepad…</source>
        <translation>&amp;Spielblock drucken…</translation>
    </message>
    <message>
        <source>The game on the table as a printed scorepad (PDF)</source>
        <translation>Das Spiel auf dem Tisch als gedruckter Spielblock (PDF)</translation>
    </message>
    <message>
        <source>&amp;Blank scoresheets…</source>
        <translation>&amp;Leere Wertungsbögen…</translation>
    </message>
    <message>
        <source>A blank scoresheet for these players and this game, to fill in by hand (PDF)</source>
        <translation>Ein leerer Wertungsbogen für diese Spieler und dieses Spiel, von Hand auszufüllen (PDF)</translation>
    </message>
    <message>
        <source>&amp;Club reports and statistics…</source>
        <translation>&amp;Vereinsberichte und Statistik…</translation>
    </message>
    <message>
        <source>Scorepads, scoresheets, standings and statistics of the club database</source>
        <translation>Spielblöcke, Wertungsbögen, Ranglisten und Statistik der Vereinsdatenbank</translation>
    </message>
    <message>
        <source>&amp;Paper size</source>
        <translation>&amp;Papierformat</translation>
    </message>
    <message>
        <source>No scorepad to print</source>
        <translation>Kein Spielblock zu drucken</translation>
    </message>
    <message>
        <source>No game is on the table: start or open one first.</source>
        <translation>Kein Spiel auf dem Tisch: Beginnen oder öffnen Sie zuerst eines.</translation>
    </message>
    <message>
        <source>Cannot print the scorepad</source>
        <translation>Der Spielblock lässt sich nicht drucken</translation>
    </message>
    <message>
        <source>Save the scorepad as PDF</source>
        <translation>Spielblock als PDF speichern</translation>
    </message>
    <message>
        <source>Printing the scorepad…</source>
        <translation>Spielblock wird gedruckt…</translation>
    </message>
    <message>
        <source>Save the blank scoresheets as PDF</source>
        <translation>Leere Wertungsbögen als PDF speichern</translation>
    </message>
    <message>
        <source>Printing the scoresheets…</source>
        <translation>Wertungsbögen werden gedruckt…</translation>
    </message>
    <message>
        <source>Cannot print the scoresheets</source>
        <translation>Die Wertungsbögen lassen sich nicht drucken</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>Cannot open the PDF</source>
        <translation>Das PDF lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>The report was saved to %1, but no PDF viewer opened it.</source>
        <translation>Der Bericht wurde unter %1 gespeichert, aber kein PDF-Betrachter hat ihn geöffnet.</translation>
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
        <translation>Berichte</translation>
    </message>
    <message>
        <source>Opening the reports…</source>
        <translation>Die Berichte werden geöffnet…</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Type each player&apos;s place, or their score, or both. Without places, the places follow the scores.</source>
        <translation>Tragen Sie für jeden Spieler den Platz, die Punkte oder beides ein. Ohne Plätze folgen die Plätze den Punkten.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <source>Place of %1</source>
        <translation>Platz von %1</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Punkte von %1</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Type a %1 for every player, or for none: %2 has none</source>
        <translation>Tragen Sie %1 für jeden Spieler ein oder für keinen: bei %2 fehlt es</translation>
    </message>
    <message>
        <source>%1&apos;s %2 must be a whole number</source>
        <translation>%2 von %1 muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Type the places or the scores (or both)</source>
        <translation>Tragen Sie die Plätze oder die Punkte (oder beides) ein</translation>
    </message>
</context>
<context>
    <name>ReviewModels</name>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Am besten</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Siegchance</translation>
    </message>
    <message>
        <source>Win lost</source>
        <translation>Siegchance verloren</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Total loss</source>
        <translation>Verlust gesamt</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Verlust je Entscheidung</translation>
    </message>
    <message>
        <source>Clear mistakes</source>
        <translation>Klare Fehler</translation>
    </message>
    <message>
        <source>Chance of winning lost</source>
        <translation>Verlorene Siegchance</translation>
    </message>
    <message>
        <source>The dice thrown, or the decision taken, with its value in points</source>
        <translation>Die geworfenen Würfel oder die getroffene Entscheidung, mit ihrem Wert in Punkten</translation>
    </message>
    <message>
        <source>The best action and its value; = where the action taken was as good</source>
        <translation>Die beste Aktion und ihr Wert; = wo die gewählte Aktion gleich gut war</translation>
    </message>
    <message>
        <source>Points the decision gave away against the best play</source>
        <translation>Punkte, die die Entscheidung gegenüber dem besten Spiel verschenkt hat</translation>
    </message>
    <message>
        <source>The value after the throw minus the value before it</source>
        <translation>Der Wert nach dem Wurf minus der Wert davor</translation>
    </message>
    <message>
        <source>Decisions that gave away more than the threshold</source>
        <translation>Entscheidungen, die mehr als die Schwelle verschenkt haben</translation>
    </message>
    <message>
        <source>The chance of winning the game after the decision taken</source>
        <translation>Die Chance, die Partie zu gewinnen, nach der getroffenen Entscheidung</translation>
    </message>
    <message>
        <source>The chance of winning the decision gave away against the best play for winning</source>
        <translation>Die Siegchance, die die Entscheidung gegenüber dem besten Spiel auf Sieg verschenkte</translation>
    </message>
    <message>
        <source>The chance of winning the player&apos;s decisions gave away, added up</source>
        <translation>Die Siegchance, die die Entscheidungen des Spielers verschenkten, zusammengezählt</translation>
    </message>
    <message>
        <source>A clear mistake</source>
        <translation>Ein klarer Fehler</translation>
    </message>
    <message>
        <source>Best for winning: %1 (%2)</source>
        <translation>Am besten für den Sieg: %1 (%2)</translation>
    </message>
    <message>
        <source>throw %1</source>
        <translation>Wurf %1</translation>
    </message>
    <message>
        <source>= %1 (as good)</source>
        <translation>= %1 (gleich gut)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>The review was cancelled.</source>
        <translation>Die Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Review this match</source>
        <translation>Diese Partie analysieren</translation>
    </message>
    <message>
        <source>About this review</source>
        <translation>Zu dieser Analyse</translation>
    </message>
    <message>
        <source>&amp;Mistakes only</source>
        <translation>Nur &amp;Fehler</translation>
    </message>
    <message>
        <source>Show the clear mistakes only</source>
        <translation>Nur die klaren Fehler zeigen</translation>
    </message>
    <message>
        <source>Throws and decisions</source>
        <translation>Würfe und Entscheidungen</translation>
    </message>
    <message>
        <source>Each player&apos;s totals</source>
        <translation>Die Summen jedes Spielers</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Die Analyse schließen</translation>
    </message>
    <message>
        <source>&amp;Throws and decisions</source>
        <translation>&amp;Würfe und Entscheidungen</translation>
    </message>
    <message>
        <source>&amp;Each player</source>
        <translation>&amp;Jeder Spieler</translation>
    </message>
    <message>
        <source>Show the clear mistakes only (Ctrl+M)</source>
        <translation>Nur die klaren Fehler zeigen (Strg+M)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Working out the best play…</source>
        <translation>Das beste Spiel wird berechnet…</translation>
    </message>
    <message>
        <source>Working out the best play of every decision…</source>
        <translation>Das beste Spiel jeder Entscheidung wird berechnet…</translation>
    </message>
    <message>
        <source>This game&apos;s analysis is not available yet: %1</source>
        <translation>Die Analyse dieses Spiels gibt es noch nicht: %1</translation>
    </message>
    <message>
        <source>%1 decisions and %2 throws analysed. A clear mistake: a loss above %3; equally good actions are no mistake.</source>
        <translation>%1 Entscheidungen und %2 Würfe analysiert. Ein klarer Fehler: ein Verlust über %3; gleich gute Aktionen sind kein Fehler.</translation>
    </message>
    <message>
        <source>Cannot review this match: %1</source>
        <translation>Diese Partie lässt sich nicht analysieren: %1</translation>
    </message>
    <message>
        <source>No clear mistake in this game: no decision lost more than %1 (untick Mistakes only to see every decision).</source>
        <translation>Kein klarer Fehler in dieser Partie: keine Entscheidung verlor mehr als %1 („Nur Fehler“ abwählen, um jede Entscheidung zu sehen).</translation>
    </message>
    <message>
        <source>Chance of winning lost: %1.</source>
        <translation>Verlorene Siegchance: %1.</translation>
    </message>
</context>
<context>
    <name>RolloffPanel</name>
    <message>
        <source>Throw the yeast</source>
        <translation>Die Hefe werfen</translation>
    </message>
    <message>
        <source>Everyone throws (Space or T)</source>
        <translation>Alle werfen (Leertaste oder T)</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel beginnen</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Leertaste oder Enter</translation>
    </message>
    <message>
        <source>Throw / start</source>
        <translation>Werfen / beginnen</translation>
    </message>
    <message>
        <source>Everyone throws the yeast; the highest total starts. On a tie for the highest total everyone throws again and adds it to their total (C12).</source>
        <translation>Alle werfen die Hefe; die höchste Summe beginnt. Bei Gleichstand um die höchste Summe werfen alle noch einmal und zählen den Wurf zu ihrer Summe (C12).</translation>
    </message>
    <message>
        <source>Everyone throws one die; the highest throw starts. On a tie only the tied players throw again (D7).</source>
        <translation>Alle werfen einen Würfel; der höchste Wurf beginnt. Bei Gleichstand werfen nur die Gleichstehenden noch einmal (D7).</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Wurf %1</translation>
    </message>
    <message>
        <source>%1 was not tied for highest and does not throw again (D7)</source>
        <translation>%1 lag nicht gleichauf vorn und wirft nicht noch einmal (D7)</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 hat %2 geworfen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1 throw again</source>
        <translation>%1 werfen noch einmal</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Noch einmal werfen</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <source>the highest total (%1)</source>
        <translation>die höchste Summe (%1)</translation>
    </message>
    <message>
        <source>the highest throw</source>
        <translation>den höchsten Wurf</translation>
    </message>
    <message>
        <source>%1 has %2 and plays first.</source>
        <translation>%1 hat %2 und beginnt.</translation>
    </message>
    <message>
        <source>Type one face for each player, in seat order, then Enter.</source>
        <translation>Für jeden Spieler eine Augenzahl tippen, in Sitzreihenfolge, dann Eingabe.</translation>
    </message>
    <message>
        <source>Press Space (or the button) to throw.</source>
        <translation>Drücken Sie die Leertaste (oder die Schaltfläche), um zu werfen.</translation>
    </message>
    <message>
        <source>Tie for the highest total (%1): %2. Everyone throws again (C12).</source>
        <translation>Gleichstand bei der höchsten Summe (%1): %2. Alle werfen noch einmal (C12).</translation>
    </message>
    <message>
        <source>Tie for the highest throw: %1 throw again (D7).</source>
        <translation>Gleichstand beim höchsten Wurf: %1 werfen noch einmal (D7).</translation>
    </message>
</context>
<context>
    <name>RoundsModel</name>
    <message>
        <source>Round %1 — Draft (not published)</source>
        <translation>Runde %1 — Entwurf (nicht veröffentlicht)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Round %1 is a draft: its seating may still change (Events page: Publish)</source>
        <translation>Runde %1 ist ein Entwurf: ihre Setzung kann sich noch ändern (Seite Veranstaltungen: Veröffentlichen)</translation>
    </message>
    <message>
        <source>Round %1 is published: its seating is fixed</source>
        <translation>Runde %1 ist veröffentlicht: Ihre Setzung steht fest</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>0 for nothing, a lost biscuit as minus its value (-24).</source>
        <translation>0 für nichts, ein verlorener Keks als minus sein Wert (-24).</translation>
    </message>
    <message>
        <source>0 for a bust; four twos as minus the total.</source>
        <translation>0 für eine Pleite; vier Zweien als minus die Summe.</translation>
    </message>
    <message>
        <source>0 for nothing, a lost biscuit as minus its value (-24), a completed bakery with b (96b).</source>
        <translation>0 für nichts, ein verlorener Keks als minus sein Wert (-24), eine fertige Bäckerei mit b (96b).</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>A straight racked from 1 scores 2^(L-1), times the yeast&apos;s face when racked (C1); 1-2-3 with yeast 3 is a baker&apos;s dozen, written 12 then 1 (C2).</source>
        <translation>Eine ab 1 gerackte Straße zählt 2^(L-1), mal der Augenzahl der Hefe, wenn sie gerackt ist (C1); 1-2-3 mit Hefe 3 ist ein Bäckerdutzend, geschrieben 12, dann 1 (C2).</translation>
    </message>
    <message>
        <source>Rack at least one die after every throw (C3); stop only after racking since the last throw (C7); after a miss, stop for 0 or risk the biscuit (C8).</source>
        <translation>Nach jedem Wurf mindestens einen Würfel racken (C3); nur stoppen, wenn seit dem letzten Wurf gerackt wurde (C7); nach einem Fehlwurf für 0 stoppen oder den Keks riskieren (C8).</translation>
    </message>
    <message>
        <source>Write 1, 2, 4, 8, 12, 24 as numbers and circle larger scores in loaves: + 1 1+ 2 2+ 3 4 5 6 (C15). A lost biscuit strikes the last entry or is written with a minus sign.</source>
        <translation>1, 2, 4, 8, 12, 24 als Zahlen schreiben, größere Ergebnisse in Laiben einkreisen: + 1 1+ 2 2+ 3 4 5 6 (C15). Ein verlorener Keks streicht den letzten Eintrag oder wird mit Minuszeichen geschrieben.</translation>
    </message>
    <message>
        <source>The first alone in the lead with six loaves (192) at the start of a turn wins the round (C11); mark the round&apos;s winner and the rounds won under a line (C15).</source>
        <translation>Wer zu Beginn eines Zuges allein mit sechs Laiben (192) führt, gewinnt die Runde (C11); Rundensieger und gewonnene Runden unter einem Strich notieren (C15).</translation>
    </message>
    <message>
        <source>Throw six dice; a 1 starts the run 1,2,...,n, set aside one die a face (D2). The next throw must show n+1 or the turn busts (D3).</source>
        <translation>Sechs Würfel werfen; eine 1 beginnt die Reihe 1,2,...,n, je Augenzahl ein Würfel beiseite (D2). Der nächste Wurf muss n+1 zeigen, sonst platzt der Zug (D3).</translation>
    </message>
    <message>
        <source>Stop after any throw that did not bust: 5 a die of the run plus 30 a completed 1-6 (D4). A bust scores 0 for the whole turn (D5).</source>
        <translation>Nach jedem Wurf ohne Bust stoppen: 5 je Würfel der Reihe plus 30 für eine vollständige 1-6 (D4). Ein Bust zählt 0 für den ganzen Zug (D5).</translation>
    </message>
    <message>
        <source>The first whose total reaches the target at the end of a turn wins at once (D8).</source>
        <translation>Wessen Summe am Ende eines Zuges als erste das Ziel erreicht, gewinnt sofort (D8).</translation>
    </message>
    <message>
        <source>Bakeries</source>
        <translation>Bäckereien</translation>
    </message>
    <message>
        <source> A small house marks a bakery&apos;s score (E4), a chevron a visit (E6).</source>
        <translation> Ein kleines Haus markiert das Ergebnis einer Bäckerei (E4), ein Winkel einen Besuch (E6).</translation>
    </message>
    <message>
        <source>As Classic, plus bakeries: six dice of one face score face x 32, +32 when the yeast is racked last (E3); a bakery ends the turn with a free turn (E4).</source>
        <translation>Wie Classic, dazu Bäckereien: sechs Würfel einer Augenzahl zählen Augenzahl x 32, +32, wenn die Hefe zuletzt gerackt wird (E3); eine Bäckerei beendet den Zug mit einem Freizug (E4).</translation>
    </message>
    <message>
        <source>Bakery committed once rack and bank hold two dice of one face (E2): only bakery racking counts from then.</source>
        <translation>Auf die Bäckerei festgelegt, sobald Rack und Bank zwei Würfel einer Augenzahl halten (E2): ab dann zählt nur Bäckerei-Racken.</translation>
    </message>
    <message>
        <source>From the round after winning a bakery its owner may visit it instead of throwing, lowest first (E6). Tick the bakeries owned and mark each visit with V.</source>
        <translation>Ab der Runde nach dem Gewinn einer Bäckerei darf ihr Besitzer sie statt zu werfen besuchen, die niedrigste zuerst (E6). Eigene Bäckereien abhaken und jeden Besuch mit V markieren.</translation>
    </message>
    <message>
        <source>No early end of a round: a round ends only at the start of the leader&apos;s turn (E8).</source>
        <translation>Kein vorzeitiges Rundenende: eine Runde endet nur zu Beginn des Zuges des Führenden (E8).</translation>
    </message>
    <message>
        <source>; shaded turns are the last turns after the first reached it (K6).</source>
        <translation>; schattierte Züge sind die letzten Züge, nachdem der Erste es erreicht hat (K6).</translation>
    </message>
    <message>
        <source>Ten dice: eight base dice and two keys (K1). After each throw set aside keys, or groups of two or more base dice of one face, never both (K2).</source>
        <translation>Zehn Würfel: acht Grundwürfel und zwei Schlüssel (K1). Nach jedem Wurf Schlüssel beiseitelegen oder Gruppen von zwei oder mehr Grundwürfeln einer Augenzahl, nie beides (K2).</translation>
    </message>
    <message>
        <source>Nothing to set aside ends the turn with 0 (K3). Stopping needs both keys aside (K4).</source>
        <translation>Nichts beiseitezulegen beendet den Zug mit 0 (K3). Stoppen braucht beide Schlüssel beiseite (K4).</translation>
    </message>
    <message>
        <source>Split keys: 2 per base die strictly between, 1 outside, 0 equal; full split 20. Equal keys: 4 per base die equal to them; full sandwich 40 (K5).</source>
        <translation>Getrennte Schlüssel: 2 je Grundwürfel echt dazwischen, 1 außerhalb, 0 gleich; Full Split 20. Gleiche Schlüssel: 4 je gleichem Grundwürfel; Full Sandwich 40 (K5).</translation>
    </message>
    <message>
        <source>Reaching the target makes the leader; everyone else then has one more turn (mark it F), the leader again if not alone in the lead (K6).</source>
        <translation>Wer das Ziel erreicht, führt; alle anderen haben dann noch einen Zug (mit F markieren), der Führende erneut, wenn er nicht allein vorn liegt (K6).</translation>
    </message>
    <message>
        <source>Each turn throws every die not yet posted; the engine of the game is the carry: multiples score, plus one per posted die (S2).</source>
        <translation>Jeder Zug wirft alle noch nicht gesetzten Würfel; der Motor des Spiels ist der Carry: Mehrfache zählen, plus eins je gesetztem Würfel (S2).</translation>
    </message>
    <message>
        <source>One point of carry pays for each further throw; with a carry of 0 the turn ends and scores 6 x posted + leave (S3). A completed rack scores 36 + carry.</source>
        <translation>Ein Punkt Carry bezahlt jeden weiteren Wurf; bei Carry 0 endet der Zug und zählt 6 x gesetzt + Leave (S3). Ein volles Rack zählt 36 + Carry.</translation>
    </message>
    <message>
        <source>A set is one turn for each player; the game is its sets, ranked by total points (S4).</source>
        <translation>Ein Satz ist ein Zug für jeden Spieler; die Partie besteht aus ihren Sätzen, gewertet nach Gesamtpunkten (S4).</translation>
    </message>
</context>
<context>
    <name>RulesetOptions</name>
    <message>
        <source>Biscuit risking</source>
        <translation>Keks riskieren</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>streng</translation>
    </message>
    <message>
        <source>permissive</source>
        <translation>großzügig</translation>
    </message>
    <message>
        <source>Box rules (dice out of the box are out)</source>
        <translation>Kistenregeln (Würfel außerhalb der Kiste sind aus)</translation>
    </message>
    <message>
        <source>Rounds to win a game</source>
        <translation>Runden zum Spielgewinn</translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation>Punkte zum Sieg</translation>
    </message>
    <message>
        <source>Four twos lose everything</source>
        <translation>Vier Zweien kosten alles</translation>
    </message>
    <message>
        <source>Points to reach</source>
        <translation>Zu erreichende Punkte</translation>
    </message>
    <message>
        <source>Sets in a game</source>
        <translation>Sätze je Spiel</translation>
    </message>
</context>
<context>
    <name>SBPanel</name>
    <message>
        <source>a full sandwich</source>
        <translation>ein volles Sandwich</translation>
    </message>
    <message>
        <source>a key sandwich of %1s</source>
        <translation>ein Schlüssel-Sandwich aus %1ern</translation>
    </message>
    <message>
        <source>a full split</source>
        <translation>ein voller Split</translation>
    </message>
    <message>
        <source>split keys %1 and %2</source>
        <translation>geteilte Schlüssel %1 und %2</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <source>Keys aside</source>
        <translation>Beiseitegelegte Schlüssel</translation>
    </message>
    <message>
        <source>Base dice aside</source>
        <translation>Beiseitegelegte Grundwürfel</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Voriger Zug</translation>
    </message>
    <message>
        <source>Throw every die not set aside (Space or T)</source>
        <translation>Jeden nicht beiseitegelegten Würfel werfen (Leertaste oder T)</translation>
    </message>
    <message>
        <source>Score the dice set aside; needs both keys aside (S, K4)</source>
        <translation>Die beiseitegelegten Würfel werten; beide Schlüssel müssen beiseiteliegen (S, K4)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Keep a key</source>
        <translation>Einen Schlüssel behalten</translation>
    </message>
    <message>
        <source>Keep a base %1</source>
        <translation>Eine Grund-%1 behalten</translation>
    </message>
    <message>
        <source>Keep key %1</source>
        <translation>Schlüssel %1 behalten</translation>
    </message>
    <message>
        <source>%1 dice to throw</source>
        <translation>%1 Würfel zu werfen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>%1: click to set it aside</source>
        <translation>%1: Klick legt ihn beiseite</translation>
    </message>
    <message>
        <source>%1: cannot be set aside now</source>
        <translation>%1: kann jetzt nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <source>every die of this throw is kept</source>
        <translation>jeder Würfel dieses Wurfs ist behalten</translation>
    </message>
    <message>
        <source>kept from this throw: %1</source>
        <translation>aus diesem Wurf behalten: %1</translation>
    </message>
    <message>
        <source>set aside a key, or a group of base dice</source>
        <translation>einen Schlüssel oder eine Gruppe Grundwürfel beiseitelegen</translation>
    </message>
    <message>
        <source>%1: set aside</source>
        <translation>%1: beiseitegelegt</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>%1 werfen</translation>
    </message>
    <message>
        <source>Stop for %1</source>
        <translation>Stopp für %1</translation>
    </message>
    <message>
        <source>A stop needs both keys aside: with a key still to set aside the player throws (K4).</source>
        <translation>Ein Stopp braucht beide Schlüssel beiseite: Solange ein Schlüssel fehlt, wirft der Spieler (K4).</translation>
    </message>
    <message>
        <source>A stop scores %1: %2 (K5).</source>
        <translation>Ein Stopp bringt %1: %2 (K5).</translation>
    </message>
    <message>
        <source>End phase: %1 was caught, so %1 takes one more turn — the last of the game (K6).</source>
        <translation>Endphase: %1 wurde eingeholt, also hat %1 noch einen Zug — den letzten des Spiels (K6).</translation>
    </message>
    <message>
        <source>One more turn each: %1 now, then %2.</source>
        <translation>Noch ein Zug für jeden: jetzt %1, dann %2.</translation>
    </message>
    <message>
        <source>One more turn each: %1 now.</source>
        <translation>Noch ein Zug für jeden: jetzt %1.</translation>
    </message>
    <message>
        <source>End phase: %1 reached %2 first and is the original leader.</source>
        <translation>Endphase: %1 hat %2 als Erstes erreicht und ist der ursprüngliche Spitzenreiter.</translation>
    </message>
    <message>
        <source>If %1 is then not alone in the lead, %1 takes one more turn (K6).</source>
        <translation>Ist %1 dann nicht allein vorn, hat %1 noch einen Zug (K6).</translation>
    </message>
    <message>
        <source>%1&apos;s throw could set nothing aside: 0 points (K3)</source>
        <translation>Der Wurf von %1 konnte nichts beiseitelegen: 0 Punkte (K3)</translation>
    </message>
    <message>
        <source>%1 stopped: %2 points</source>
        <translation>%1 hat gestoppt: %2 Punkte</translation>
    </message>
    <message>
        <source>%1 set every die aside: %2 points</source>
        <translation>%1 hat jeden Würfel beiseitegelegt: %2 Punkte</translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation>VORIGER ZUG · %1</translation>
    </message>
    <message>
        <source>%1 share first place with %2 points</source>
        <translation>%1 teilen sich den ersten Platz mit %2 Punkten</translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation>%1 gewinnt mit %2 Punkten</translation>
    </message>
    <message>
        <source>%1 to throw all ten dice</source>
        <translation>%1 wirft alle zehn Würfel</translation>
    </message>
    <message>
        <source>%1 to throw %2 dice</source>
        <translation>%1 wirft %2 Würfel</translation>
    </message>
    <message>
        <source>%1 to set aside a key, or a group of base dice (K2)</source>
        <translation>%1 legt einen Schlüssel oder eine Gruppe Grundwürfel beiseite (K2)</translation>
    </message>
    <message>
        <source>%1: a group is two or more dice of one face — keep another (K2)</source>
        <translation>%1: Eine Gruppe sind zwei oder mehr Würfel einer Augenzahl — noch einen behalten (K2)</translation>
    </message>
    <message>
        <source>%1: keep more, throw %2, or stop for %3</source>
        <translation>%1: mehr behalten, %2 werfen oder für %3 stoppen</translation>
    </message>
    <message>
        <source>%1: throw %2, or stop for %3</source>
        <translation>%1: %2 werfen oder für %3 stoppen</translation>
    </message>
    <message>
        <source>%1: keep more, throw %2</source>
        <translation>%1: mehr behalten, %2 werfen</translation>
    </message>
    <message>
        <source>%1: throw %2</source>
        <translation>%1: %2 werfen</translation>
    </message>
    <message>
        <source>end phase</source>
        <translation>Endphase</translation>
    </message>
    <message>
        <source>To %1  ·  %2</source>
        <translation>Bis %1  ·  %2</translation>
    </message>
    <message>
        <source>Space throw · S stop · 1–6 keep a base die · K keep a key (Shift+1–6: that key) · Ctrl+Z undo  ·  click a die to keep it</source>
        <translation>Leertaste werfen · S stoppen · 1–6 Grundwürfel behalten · K Schlüssel behalten (Umschalt+1–6: dieser Schlüssel) · Strg+Z rückgängig  ·  Klick auf Würfel behält ihn</translation>
    </message>
</context>
<context>
    <name>ScoreTableWindow</name>
    <message>
        <source>held by station %1 since %2, last action %3</source>
        <translation>von Station %1 belegt seit %2, letzte Aktion %3</translation>
    </message>
    <message>
        <source>held by station %1 since %2, no action yet</source>
        <translation>von Station %1 belegt seit %2, noch keine Aktion</translation>
    </message>
    <message>
        <source>Who holds this table</source>
        <translation>Wer diesen Tisch belegt</translation>
    </message>
    <message>
        <source>Take &amp;over...</source>
        <translation>Tisch über&amp;nehmen...</translation>
    </message>
    <message>
        <source>Take this table over at this station</source>
        <translation>Diesen Tisch an dieser Station übernehmen</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Export match record...</source>
        <translation>Partieprotokoll &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>Watching: this table is %1.</source>
        <translation>Nur ansehen: dieser Tisch ist %1.</translation>
    </message>
    <message>
        <source>Watching: no station holds this table now.</source>
        <translation>Nur ansehen: keine Station belegt diesen Tisch jetzt.</translation>
    </message>
    <message>
        <source>&amp;Score it here</source>
        <translation>Hier &amp;werten</translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation>Das Partieprotokoll exportieren</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Nicht exportiert</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <source>Take over this table</source>
        <translation>Diesen Tisch übernehmen</translation>
    </message>
    <message>
        <source>This table is %1. Take it over at this station (%2)? The other station&apos;s next action will be refused, and it can only watch.</source>
        <translation>Dieser Tisch ist %1. An dieser Station (%2) übernehmen? Die nächste Aktion der anderen Station wird abgelehnt, sie kann dann nur zusehen.</translation>
    </message>
    <message>
        <source>This station (%1) holds the table now</source>
        <translation>Diese Station (%1) belegt den Tisch jetzt</translation>
    </message>
    <message>
        <source>Final table %1: %2</source>
        <translation>Finaltisch %1: %2</translation>
    </message>
    <message>
        <source>Semi-final table %1: %2</source>
        <translation>Halbfinaltisch %1: %2</translation>
    </message>
    <message>
        <source>Table %1, round %2: %3</source>
        <translation>Tisch %1, Runde %2: %3</translation>
    </message>
</context>
<context>
    <name>Scorepad</name>
    <message>
        <source>first</source>
        <translation>beginnt</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>Pleite</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>biscuit</source>
        <translation>Keks</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>%1 to go</source>
        <translation>noch %1</translation>
    </message>
</context>
<context>
    <name>ScorepadModel</name>
    <message>
        <source>1st</source>
        <comment>the round&apos;s starter in a narrow column (for the word &apos;first&apos;)</comment>
        <translation>1.</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 beginnt Runde %2</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>the original leader (K6)</source>
        <translation>der ursprüngliche Spitzenreiter (K6)</translation>
    </message>
</context>
<context>
    <name>ScorepadPdf</name>
    <message>
        <source>1 round to win</source>
        <translation>1 Runde zum Sieg</translation>
    </message>
    <message>
        <source>%1 rounds to win</source>
        <translation>%1 Runden zum Sieg</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>1 set</source>
        <translation>1 Satz</translation>
    </message>
    <message>
        <source>%1 sets</source>
        <translation>%1 Sätze</translation>
    </message>
    <message>
        <source>%1 match</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Winners (shared)</source>
        <translation>Sieger (geteilt)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>roll-off for the first player</source>
        <translation>Auswürfeln des ersten Spielers</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>thrown by hand</source>
        <translation>von Hand geworfen</translation>
    </message>
    <message>
        <source>app dice, provably fair (%1)</source>
        <translation>Würfel der App, nachweislich fair (%1)</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Festlegung</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>not revealed until the game ends</source>
        <translation>erst nach Spielende bekannt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Anyone can check these dice: %1 on the match record.</source>
        <translation>Jeder kann diese Würfel prüfen: %1 mit dem Spielprotokoll.</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>Rd</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Round scores</source>
        <translation>Punkte der Runden</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>The roll-off for the first player is still being thrown.</source>
        <translation>Der erste Spieler wird noch ausgewürfelt.</translation>
    </message>
    <message>
        <source>%1 scorepad</source>
        <translation>Spielblock %1</translation>
    </message>
    <message>
        <source>biscuit risking</source>
        <translation>Keks riskieren</translation>
    </message>
    <message>
        <source>box rules</source>
        <translation>Box-Regeln</translation>
    </message>
    <message>
        <source>rounds to win</source>
        <translation>Runden zum Sieg</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>four twos</source>
        <translation>vier Zweien</translation>
    </message>
    <message>
        <source>sets</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>streng</translation>
    </message>
    <message>
        <source>permissive</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>Loaf scores are circled (C15); a struck entry was a biscuit lost; a thick line ends a round, with a barb for each round the winner has won so far.</source>
        <translation>Laib-Ergebnisse sind eingekreist (C15); ein gestrichener Eintrag war ein verlorener Keks; ein dicker Strich beendet eine Runde, mit einem Haken für jede bisher vom Sieger gewonnene Runde.</translation>
    </message>
    <message>
        <source>Loaf scores are circled (C15); a struck entry was a biscuit lost; a thick line ends a round, with the rounds the winner has won so far in a box.</source>
        <translation>Laib-Ergebnisse sind eingekreist (C15); ein gestrichener Eintrag war ein verlorener Keks; ein dicker Strich beendet eine Runde, mit den bisher vom Sieger gewonnenen Runden in einem Kästchen.</translation>
    </message>
    <message>
        <source> The first to win 1 round wins the game (C13).</source>
        <translation> Wer als Erster 1 Runde gewinnt, gewinnt die Partie (C13).</translation>
    </message>
    <message>
        <source> The first to win %1 rounds wins the game (C13).</source>
        <translation> Wer als Erster %1 Runden gewinnt, gewinnt die Partie (C13).</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Post: dice posted. A full rack scores 36 + Carry; when the carry runs out the turn scores 6 x Post + Leave, the faces left (S3).</source>
        <translation>Post: gesetzte Würfel. Ein volles Rack zählt 36 + Carry; wenn der Carry ausgeht, zählt der Zug 6 x Post + Leave, die übrigen Augen (S3).</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Target %1: a thick line under the turn that brought a total to it (%2)</source>
        <translation>Ziel %1: ein dicker Strich unter dem Zug, der eine Summe dorthin brachte (%2)</translation>
    </message>
    <message>
        <source>R%1</source>
        <extracomment>a round&apos;s label in the pad&apos;s narrow margin (&quot;R1&quot;: round 1), a letter and the number</extracomment>
        <translation>R%1</translation>
    </message>
</context>
<context>
    <name>Scoresheet</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Continuation sheet: carry each total over from the sheet before</source>
        <translation>Folgeblatt: jede Summe vom Blatt davor übertragen</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Roll-off</source>
        <translation>Auswürfeln</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Satz %1</translation>
    </message>
    <message>
        <source>Rules in short</source>
        <translation>Die Regeln in Kürze</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Sieger:</translation>
    </message>
    <message>
        <source>Signed:</source>
        <translation>Unterschrift:</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>%1: round %2 scoresheets</source>
        <translation>%1: Spielblätter Runde %2</translation>
    </message>
</context>
<context>
    <name>SeatingPanel</name>
    <message>
        <source>Seat the next round</source>
        <translation>Die nächste Runde setzen</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>Ver&amp;öffentlichen</translation>
    </message>
    <message>
        <source>Publish the draft round</source>
        <translation>Die Entwurfsrunde veröffentlichen</translation>
    </message>
    <message>
        <source>top </source>
        <translation>beste </translation>
    </message>
    <message>
        <source>Players at the final table</source>
        <translation>Spieler am Finaltisch</translation>
    </message>
    <message>
        <source>&amp;Final</source>
        <translation>&amp;Finale</translation>
    </message>
    <message>
        <source>Seat the final table</source>
        <translation>Den Finaltisch setzen</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>Abs&amp;chließen</translation>
    </message>
    <message>
        <source>Close the event</source>
        <translation>Die Veranstaltung schließen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Cost of the seating</source>
        <translation>Kosten der Setzung</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>&amp;Tauschen</translation>
    </message>
    <message>
        <source>Swap the two chosen players (Ctrl+click to choose two)</source>
        <translation>Die zwei gewählten Spieler tauschen (Strg+Klick wählt zwei)</translation>
    </message>
    <message>
        <source>Swap the two chosen players</source>
        <translation>Die zwei gewählten Spieler tauschen</translation>
    </message>
    <message>
        <source>table </source>
        <translation>Tisch </translation>
    </message>
    <message>
        <source>Table to move or pin to</source>
        <translation>Tisch zum Verschieben oder Festsetzen</translation>
    </message>
    <message>
        <source>&amp;Move to table</source>
        <translation>&amp;Verschieben</translation>
    </message>
    <message>
        <source>The chosen player moves to that table (as dragging the name there)</source>
        <translation>Der gewählte Spieler wechselt an diesen Tisch (wie den Namen dorthin ziehen)</translation>
    </message>
    <message>
        <source>Move the chosen player to the table</source>
        <translation>Den gewählten Spieler an den Tisch verschieben</translation>
    </message>
    <message>
        <source>Pin &amp;to table</source>
        <translation>F&amp;estsetzen</translation>
    </message>
    <message>
        <source>The chosen player sits at that table from now on (a wheelchair, a bad back)</source>
        <translation>Der gewählte Spieler sitzt ab jetzt an diesem Tisch (ein Rollstuhl, ein schlimmer Rücken)</translation>
    </message>
    <message>
        <source>Pin the chosen player to the table</source>
        <translation>Den gewählten Spieler an den Tisch festsetzen</translation>
    </message>
    <message>
        <source>&amp;Keep apart</source>
        <translation>&amp;Getrennt halten</translation>
    </message>
    <message>
        <source>The two chosen players are never seated at one table from the next seating on</source>
        <translation>Die zwei gewählten Spieler sitzen ab der nächsten Setzung nie an einem Tisch</translation>
    </message>
    <message>
        <source>Keep the two chosen players apart</source>
        <translation>Die zwei gewählten Spieler getrennt halten</translation>
    </message>
    <message>
        <source>&amp;Seat round %1</source>
        <translation>Runde %1 &amp;setzen</translation>
    </message>
    <message>
        <source>No event chosen</source>
        <translation>Keine Veranstaltung gewählt</translation>
    </message>
    <message>
        <source>League season: %1 club nights</source>
        <translation>Ligasaison: %1 Spieleabende</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Noch keine Runde gesetzt</translation>
    </message>
    <message>
        <source>%1 players checked in</source>
        <translation>%1 Spieler angemeldet</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 - DRAFT, not published</source>
        <translation>%1 - ENTWURF, nicht veröffentlicht</translation>
    </message>
    <message>
        <source>%1 - the event is closed</source>
        <translation>%1 - die Veranstaltung ist geschlossen</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>%1 repeat meetings</source>
        <translation>%1 wiederholte Begegnungen</translation>
    </message>
    <message>
        <source>%1 repeat meeting</source>
        <translation>%1 wiederholte Begegnung</translation>
    </message>
    <message>
        <source>sizes %1</source>
        <translation>Größen %1</translation>
    </message>
    <message>
        <source>%1 kept apart seated together</source>
        <translation>%1 Getrennte zusammen gesetzt</translation>
    </message>
    <message>
        <source>%1 off their pinned table</source>
        <translation>%1 nicht an ihrem festen Tisch</translation>
    </message>
    <message>
        <source>Choose two players to swap (Ctrl+click the second)</source>
        <translation>Wählen Sie zwei Spieler zum Tauschen (Strg+Klick auf den zweiten)</translation>
    </message>
    <message>
        <source>Choose one player to move</source>
        <translation>Wählen Sie einen Spieler zum Verschieben</translation>
    </message>
    <message>
        <source>Choose one player to pin</source>
        <translation>Wählen Sie einen Spieler zum Festsetzen</translation>
    </message>
    <message>
        <source>Choose two players to keep apart (Ctrl+click the second)</source>
        <translation>Wählen Sie zwei Spieler zum Getrennthalten (Strg+Klick auf den zweiten)</translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message>
        <source>%1 (pinned to this table)</source>
        <translation>%1 (an diesen Tisch geheftet)</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share on the club&apos;s network</source>
        <translation>Im Vereinsnetz teilen</translation>
    </message>
    <message>
        <source>Players open this address on their phones to see the seating, find their table and follow the standings. Only people who have the address can see the page; nothing can be changed through it.</source>
        <translation>Die Spieler öffnen diese Adresse auf dem Handy, sehen die Tische, finden ihren Platz und verfolgen die Tabelle. Nur wer die Adresse hat, sieht die Seite; über sie lässt sich nichts ändern.</translation>
    </message>
    <message>
        <source>Address of this computer</source>
        <translation>Adresse dieses Computers</translation>
    </message>
    <message>
        <source>%1 (this computer only)</source>
        <translation>%1 (nur dieser Computer)</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Erreichbar unter:</translation>
    </message>
    <message>
        <source>The live page&apos;s address</source>
        <translation>Adresse der Live-Seite</translation>
    </message>
    <message>
        <source>QR code of the address</source>
        <translation>QR-Code der Adresse</translation>
    </message>
    <message>
        <source>&amp;Start sharing</source>
        <translation>Teilen &amp;starten</translation>
    </message>
    <message>
        <source>&amp;New address</source>
        <translation>&amp;Neue Adresse</translation>
    </message>
    <message>
        <source>The old address stops working</source>
        <translation>Die alte Adresse funktioniert dann nicht mehr</translation>
    </message>
    <message>
        <source>S&amp;top sharing</source>
        <translation>Teilen &amp;beenden</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>Nicht geteilt.</translation>
    </message>
</context>
<context>
    <name>SixBy6Panel</name>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>The dice of the throw</source>
        <translation>Die Würfel des Wurfs</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Dice posted by the throw → the Post # after it</source>
        <translation>Vom Wurf gepostete Würfel → der Posten danach</translation>
    </message>
    <message>
        <source>Carry</source>
        <translation>Übertrag</translation>
    </message>
    <message>
        <source>Carry points the throw scored → the Carry # after paying one for the next throw (S2, S3)</source>
        <translation>Übertragspunkte des Wurfs → der Übertrag, nachdem einer für den nächsten Wurf bezahlt ist (S2, S3)</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Rest</translation>
    </message>
    <message>
        <source>The faces left unposted: the Leave # if the turn ends on this throw</source>
        <translation>Die nicht geposteten Augen: der Rest, falls der Zug mit diesem Wurf endet</translation>
    </message>
    <message>
        <source>+%1 → Rack</source>
        <translation>+%1 → Reihe</translation>
    </message>
    <message>
        <source>+0 → none left</source>
        <translation>+0 → nichts übrig</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>Rack, Carry %1 = %2 points</source>
        <translation>Reihe, Übertrag %1 = %2 Punkte</translation>
    </message>
    <message>
        <source>Post %1, Leave %2 = %3 points</source>
        <translation>Posten %1, Rest %2 = %3 Punkte</translation>
    </message>
    <message>
        <source>Posted</source>
        <translation>Gepostet</translation>
    </message>
    <message>
        <source>Unposted</source>
        <translation>Nicht gepostet</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Dieser Zug</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Voriger Zug</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <source>Throw the unposted dice (Space or T)</source>
        <translation>Die nicht geposteten Würfel werfen (Leertaste oder T)</translation>
    </message>
    <message>
        <source>%1: posted</source>
        <translation>%1: gepostet</translation>
    </message>
    <message>
        <source>Post slot %1 of 6: empty; a thrown 6 is posted here</source>
        <translation>Postenplatz %1 von 6: leer; eine geworfene 6 kommt hierher</translation>
    </message>
    <message>
        <source>Post %1  ·  Carry %2</source>
        <translation>Posten %1  ·  Übertrag %2</translation>
    </message>
    <message>
        <source>Leave %1  ·  %2 to throw</source>
        <translation>Rest %1  ·  %2 zu werfen</translation>
    </message>
    <message>
        <source>6 to throw  ·  the first throw is free</source>
        <translation>6 zu werfen  ·  der erste Wurf ist frei</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Zug von %1</translation>
    </message>
    <message>
        <source>THIS TURN</source>
        <translation>DIESER ZUG</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>%1 werfen</translation>
    </message>
    <message>
        <source>%1 posted by this throw; Post %2 after it</source>
        <translation>%1 von diesem Wurf gepostet; danach Posten %2</translation>
    </message>
    <message>
        <source>%1 carry points scored; Carry %2 after it</source>
        <translation>%1 Übertragspunkte erzielt; danach Übertrag %2</translation>
    </message>
    <message>
        <source>the Leave #</source>
        <translation>der Rest</translation>
    </message>
    <message>
        <source>the Leave # had the turn ended here</source>
        <translation>der Rest, hätte der Zug hier geendet</translation>
    </message>
    <message>
        <source>No throw yet in this turn: press Space to throw all six dice.</source>
        <translation>Noch kein Wurf in diesem Zug: Drücken Sie die Leertaste, um alle sechs Würfel zu werfen.</translation>
    </message>
    <message>
        <source>%1: left</source>
        <translation>%1: übrig</translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation>VORIGER ZUG · %1</translation>
    </message>
    <message>
        <source>%1 share first place with %2 points</source>
        <translation>%1 teilen sich den ersten Platz mit %2 Punkten</translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation>%1 gewinnt mit %2 Punkten</translation>
    </message>
    <message>
        <source>%1 to throw — six dice, the first throw is free</source>
        <translation>%1 wirft — sechs Würfel, der erste Wurf ist frei</translation>
    </message>
    <message>
        <source>%1: Post %2, Carry Zero — this throw must score, or the turn ends</source>
        <translation>%1: Posten %2, Übertrag Null — dieser Wurf muss punkten, sonst endet der Zug</translation>
    </message>
    <message>
        <source>%1: Post %2, Carry %3 — throw %4</source>
        <translation>%1: Posten %2, Übertrag %3 — %4 werfen</translation>
    </message>
    <message>
        <source>Set %1 of %2  ·  totals: %3</source>
        <translation>Satz %1 von %2  ·  Summen: %3</translation>
    </message>
    <message>
        <source>Space throw · Ctrl+Z undo  ·  no decisions: the engine posts the 6s and scores (S1)</source>
        <translation>Leertaste werfen · Strg+Z rückgängig  ·  keine Entscheidungen: das Programm postet die 6en und wertet (S1)</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>equal places share a number (=)</source>
        <translation>gleiche Plätze teilen eine Zahl (=)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>placement points earned at the tables</source>
        <translation>an den Tischen erzielte Platzierungspunkte</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>games won (first place at a table)</source>
        <translation>gewonnene Spiele (erster Platz am Tisch)</translation>
    </message>
    <message>
        <source>Opp. pts</source>
        <translation>Gegn.-Pkt.</translation>
    </message>
    <message>
        <source>the points of every opponent met, added up (Buchholz)</source>
        <translation>die Punkte aller Gegner, zusammengezählt (Buchholz)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>total game score (rounds won in the Damn Straights)</source>
        <translation>Spielpunkte insgesamt (gewonnene Runden bei den Damn Straights)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>the player&apos;s conservative rating (skill minus three times its uncertainty, OpenSkill&apos;s ordinal)</source>
        <translation>die vorsichtige Wertung des Spielers (Können minus dreimal seine Unsicherheit, das Ordinal von OpenSkill)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Ranked by %1; a tie left after these shares the place.</source>
        <translation>Reihenfolge nach %1; wer danach noch gleich steht, teilt den Platz.</translation>
    </message>
    <message>
        <source>Results of round %1</source>
        <translation>Ergebnisse der Runde %1</translation>
    </message>
    <message>
        <source>Results of the final</source>
        <translation>Ergebnisse des Finales</translation>
    </message>
    <message>
        <source>Results of the semi-finals</source>
        <translation>Ergebnisse des Halbfinales</translation>
    </message>
    <message>
        <source>Final · Table %1 · %2</source>
        <translation>Finale · Tisch %1 · %2</translation>
    </message>
    <message>
        <source>Semi-final · Table %1 · %2</source>
        <translation>Halbfinale · Tisch %1 · %2</translation>
    </message>
    <message>
        <source>Round %1 · Table %2 · %3</source>
        <translation>Runde %1 · Tisch %2 · %3</translation>
    </message>
    <message>
        <source> (DRAFT: not published, seats may change)</source>
        <translation> (ENTWURF: nicht veröffentlicht, Plätze können sich ändern)</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>%1: seats by table</source>
        <translation>%1: Plätze nach Tisch</translation>
    </message>
    <message>
        <source>Round %1: seats by table</source>
        <translation>Runde %1: Plätze nach Tisch</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>%1: find your table</source>
        <translation>%1: Finde deinen Tisch</translation>
    </message>
    <message>
        <source>Round %1: find your table</source>
        <translation>Runde %1: Finde deinen Tisch</translation>
    </message>
    <message>
        <source>All nights count</source>
        <translation>Alle Abende zählen</translation>
    </message>
    <message>
        <source>The best %1 nights count; others in grey</source>
        <translation>Die besten %1 Abende zählen; die übrigen grau</translation>
    </message>
    <message>
        <source>The best night counts; others in grey</source>
        <translation>Der beste Abend zählt; die übrigen grau</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>%1: round %2 results</source>
        <translation>%1: Ergebnisse Runde %2</translation>
    </message>
    <message>
        <source>%1: round %2 seating</source>
        <translation>%1: Plätze Runde %2</translation>
    </message>
    <message>
        <source>%1: season table</source>
        <translation>%1: Saisontabelle</translation>
    </message>
    <message>
        <source>Standings after the final</source>
        <translation>Rangliste nach dem Finale</translation>
    </message>
    <message>
        <source>Standings after the semi-finals</source>
        <translation>Rangliste nach dem Halbfinale</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Rangliste nach Runde %1</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Opp. pts</source>
        <translation>Geg.-Pkt.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>%1 at a table of %2</source>
        <translation>%1 an einem Tisch mit %2</translation>
    </message>
    <message>
        <source>placement points by place: %1</source>
        <translation>Platzierungspunkte nach Platz: %1</translation>
    </message>
    <message>
        <source>&quot;3=&quot;: a place shared after every tie-breaker</source>
        <translation>„3=“: ein Platz, der nach allen Feinwertungen geteilt ist</translation>
    </message>
    <message>
        <source>&quot;(left)&quot;: left the event</source>
        <translation>„(gegangen)“: hat die Veranstaltung verlassen</translation>
    </message>
    <message>
        <source>placement points: one for every player finished ahead of at a table</source>
        <translation>Platzierungspunkte: einer für jeden Spieler, vor dem man an einem Tisch fertig wurde</translation>
    </message>
    <message>
        <source>tables won</source>
        <translation>gewonnene Tische</translation>
    </message>
    <message>
        <source>the points of every opponent met added up (Buchholz)</source>
        <translation>die Punkte aller getroffenen Gegner zusammengezählt (Buchholz)</translation>
    </message>
    <message>
        <source>game score added up (rounds won in the Damn Straights)</source>
        <translation>Spielpunkte zusammengezählt (gewonnene Runden bei den Damn Straights)</translation>
    </message>
    <message>
        <source>tables played</source>
        <translation>gespielte Tische</translation>
    </message>
    <message>
        <source>conservative rating in this game from every event&apos;s results (skill minus three times its uncertainty)</source>
        <translation>vorsichtige Wertung in diesem Spiel aus den Ergebnissen aller Veranstaltungen (Spielstärke minus dreimal ihre Unsicherheit)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <source>opponents&apos; points</source>
        <translation>Punkte der Gegner</translation>
    </message>
    <message>
        <source>head to head (among the tied players)</source>
        <translation>direkter Vergleich (unter den Gleichstehenden)</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>%1 (left)</source>
        <translation>%1 (gegangen)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Veranstaltung:</translation>
    </message>
    <message>
        <source>Standings after round</source>
        <translation>Rangliste nach Runde</translation>
    </message>
    <message>
        <source>&amp;After:</source>
        <translation>&amp;Nach:</translation>
    </message>
    <message>
        <source>Standings heading</source>
        <translation>Überschrift der Rangliste</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Key to the tie-breakers and columns</source>
        <translation>Erklärung der Feinwertungen und Spalten</translation>
    </message>
    <message>
        <source>No event yet: make one on the Events page.</source>
        <translation>Noch keine Veranstaltung: Legen Sie eine auf der Seite Veranstaltungen an.</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>Rangliste &amp;drucken…</translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation>Rangliste drucken</translation>
    </message>
    <message>
        <source>The standings and the round results as a PDF (Ctrl+P)</source>
        <translation>Rangliste und Rundenergebnisse als PDF (Strg+P)</translation>
    </message>
    <message>
        <source>Show on pro&amp;jector</source>
        <translation>&amp;Projektoransicht</translation>
    </message>
    <message>
        <source>Show on projector</source>
        <translation>Auf dem Projektor zeigen</translation>
    </message>
    <message>
        <source>The seating and the standings in large type on the second screen (F7)</source>
        <translation>Sitzplan und Rangliste in großer Schrift auf dem zweiten Bildschirm (F7)</translation>
    </message>
    <message>
        <source>Projector screen</source>
        <translation>Projektorbildschirm</translation>
    </message>
    <message>
        <source>The screen the projector view opens on</source>
        <translation>Der Bildschirm, auf dem die Projektoransicht öffnet</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>Round time in minutes</source>
        <translation>Rundenzeit in Minuten</translation>
    </message>
    <message>
        <source>Round timer</source>
        <translation>Rundenuhr</translation>
    </message>
    <message>
        <source>&amp;Start timer</source>
        <translation>Uhr &amp;starten</translation>
    </message>
    <message>
        <source>Start or pause the round timer</source>
        <translation>Die Rundenuhr starten oder anhalten</translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset the round timer</source>
        <translation>Die Rundenuhr zurücksetzen</translation>
    </message>
    <message>
        <source>Round timer:</source>
        <translation>Rundenuhr:</translation>
    </message>
    <message>
        <source>Start/pause the round &amp;timer</source>
        <translation>Runden&amp;uhr starten/anhalten</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Alle Runden</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>No club database is open.</source>
        <translation>Keine Vereinsdatenbank geöffnet.</translation>
    </message>
    <message>
        <source>%1: standings after the final</source>
        <translation>%1: Rangliste nach dem Finale</translation>
    </message>
    <message>
        <source>%1: standings after the semi-finals</source>
        <translation>%1: Rangliste nach dem Halbfinale</translation>
    </message>
    <message>
        <source>%1: standings after round %2</source>
        <translation>%1: Rangliste nach Runde %2</translation>
    </message>
    <message>
        <source>%1: no results yet</source>
        <translation>%1: noch keine Ergebnisse</translation>
    </message>
    <message>
        <source>%1: standings after 1 round with results</source>
        <translation>%1: Rangliste nach 1 Runde mit Ergebnissen</translation>
    </message>
    <message>
        <source>%1: standings after %2 rounds with results</source>
        <translation>%1: Rangliste nach %2 Runden mit Ergebnissen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Order: %1. %2.</source>
        <translation>Reihenfolge: %1. %2.</translation>
    </message>
    <message>
        <source>&amp;Pause timer</source>
        <translation>Uhr &amp;anhalten</translation>
    </message>
    <message>
        <source>Screen %1 (%2×%3)</source>
        <translation>Bildschirm %1 (%2×%3)</translation>
    </message>
    <message>
        <source>%1, this one</source>
        <translation>%1, dieser hier</translation>
    </message>
    <message>
        <source>Save the standings as PDF</source>
        <translation>Rangliste als PDF speichern</translation>
    </message>
    <message>
        <source>Cannot print the standings</source>
        <translation>Die Rangliste lässt sich nicht drucken</translation>
    </message>
    <message>
        <source>Printing the standings…</source>
        <translation>Rangliste wird gedruckt…</translation>
    </message>
    <message>
        <source>Printing cancelled: no PDF was written</source>
        <translation>Drucken abgebrochen: kein PDF geschrieben</translation>
    </message>
    <message>
        <source>The standings were saved to %1, but no PDF viewer opened them.</source>
        <translation>Die Rangliste wurde unter %1 gespeichert, aber kein PDF-Betrachter hat sie geöffnet.</translation>
    </message>
    <message>
        <source>Cannot open the PDF</source>
        <translation>Das PDF lässt sich nicht öffnen</translation>
    </message>
</context>
<context>
    <name>StationDialog</name>
    <message>
        <source>This station</source>
        <translation>Diese Station</translation>
    </message>
    <message>
        <source>The other stations see this name on the tables it scores. Give the tables this station scores (such as 1-3, 5), or leave it empty to score every table.</source>
        <translation>Die anderen Stationen sehen diesen Namen an den Tischen, die sie wertet. Geben Sie die Tische dieser Station an (etwa 1-3, 5) oder lassen Sie das Feld leer, um alle Tische zu werten.</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Name der Station</translation>
    </message>
    <message>
        <source>every table</source>
        <translation>alle Tische</translation>
    </message>
    <message>
        <source>Tables this station scores</source>
        <translation>Tische dieser Station</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>&amp;Tische:</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Not kept: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Statistics: %1</source>
        <translation>Statistik: %1</translation>
    </message>
    <message>
        <source>%1 of event %2</source>
        <translation>%1 der Veranstaltung %2</translation>
    </message>
    <message>
        <source>Club statistics</source>
        <translation>Vereinsstatistik</translation>
    </message>
    <message>
        <source>%1 played in none of these matches</source>
        <translation>%1 hat in keiner dieser Partien gespielt</translation>
    </message>
    <message>
        <source>%1 played in none of these matches of %2</source>
        <translation>%1 hat in keiner dieser Partien von %2 gespielt</translation>
    </message>
    <message>
        <source>event %1 has no matches to count</source>
        <translation>Veranstaltung %1 hat keine Partien zum Zählen</translation>
    </message>
    <message>
        <source>event %1 has no matches of %2 to count</source>
        <translation>Veranstaltung %1 hat keine Partien von %2 zum Zählen</translation>
    </message>
    <message>
        <source>no matches to count</source>
        <translation>keine Partien zum Zählen</translation>
    </message>
    <message>
        <source>no matches of %1 to count</source>
        <translation>keine Partien von %1 zum Zählen</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Partie</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>1 match of %2</source>
        <translation>1 Partie %2</translation>
    </message>
    <message>
        <source>%1 matches of %2</source>
        <translation>%1 Partien %2</translation>
    </message>
    <message>
        <source>, undated</source>
        <translation>, ohne Datum</translation>
    </message>
    <message>
        <source>, on %1</source>
        <translation>, am %1</translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>, %1 bis %2</translation>
    </message>
    <message>
        <source>Stopped and scored (C7, D4, K4)</source>
        <translation>Gestoppt und gewertet (C7, D4, K4)</translation>
    </message>
    <message>
        <source>Stopped after a miss, biscuit kept: 0 (C7)</source>
        <translation>Nach einem Fehlwurf gestoppt, Keks behalten: 0 (C7)</translation>
    </message>
    <message>
        <source>Stopped, bakery unfinished: 0 (E2)</source>
        <translation>Gestoppt, Bäckerei unfertig: 0 (E2)</translation>
    </message>
    <message>
        <source>Missed with no biscuit to risk: 0 (C9)</source>
        <translation>Fehlwurf ohne Keks zum Riskieren: 0 (C9)</translation>
    </message>
    <message>
        <source>Biscuits lost: a miss after a risk (C8)</source>
        <translation>Kekse verloren: ein Fehlwurf nach einem Risiko (C8)</translation>
    </message>
    <message>
        <source>Full rack: six dice racked (C9)</source>
        <translation>Volle Reihe: sechs Würfel eingereiht (C9)</translation>
    </message>
    <message>
        <source>Bakeries completed (E4)</source>
        <translation>Fertige Bäckereien (E4)</translation>
    </message>
    <message>
        <source>Bakery visits (E6)</source>
        <translation>Bäckereibesuche (E6)</translation>
    </message>
    <message>
        <source>Bust: 0 (D5, K3)</source>
        <translation>Pleite: 0 (D5, K3)</translation>
    </message>
    <message>
        <source>Four twos: total back to 0 (D6)</source>
        <translation>Vier Zweien: Summe zurück auf 0 (D6)</translation>
    </message>
    <message>
        <source>Rack complete: 36 + carry (S3)</source>
        <translation>Reihe vollständig: 36 + Übertrag (S3)</translation>
    </message>
    <message>
        <source>Carry spent: 6 x posted + leave (S3)</source>
        <translation>Übertrag verbraucht: 6 x gebucht + Rest (S3)</translation>
    </message>
    <message>
        <source>Every die set aside (K4)</source>
        <translation>Alle Würfel beiseitegelegt (K4)</translation>
    </message>
    <message>
        <source>Played: matches played, in progress too. Won: finished matches won (a shared first place counts for each). Win %: of finished matches. Average and Best: final totals of finished matches (every game&apos;s own points: choose one game to compare like with like). Turns: finished turns. Last played: the day of the last match (its event&apos;s date, else the day it was played).</source>
        <translation>Gespielt: gespielte Partien, auch laufende. Gewonnen: gewonnene beendete Partien (ein geteilter erster Platz zählt für jeden). Sieg-%: der beendeten Partien. Schnitt und Bestwert: Endstände beendeter Partien (jedes Spiel mit seinen eigenen Punkten: ein Spiel wählen, um Gleiches mit Gleichem zu vergleichen). Züge: beendete Züge. Zuletzt gespielt: der Tag der letzten Partie (das Datum ihrer Veranstaltung, sonst der Tag, an dem sie gespielt wurde).</translation>
    </message>
    <message>
        <source>Win rate by seat position at tables of %1 (%): 1/%1 expected by chance</source>
        <translation>Siegquote nach Sitzplatz an Tischen zu %1 (%): 1/%1 nach Zufall erwartet</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Highest turn score, %1</source>
        <translation>Höchste Zugpunkte, %1</translation>
    </message>
    <message>
        <source>Longest match</source>
        <translation>Längste Partie</translation>
    </message>
    <message>
        <source>%1 turns</source>
        <translation>%1 Züge</translation>
    </message>
    <message>
        <source>Best final total</source>
        <translation>Bester Endstand</translation>
    </message>
    <message>
        <source>Most bakeries completed (E4)</source>
        <translation>Meiste fertige Bäckereien (E4)</translation>
    </message>
    <message>
        <source>Decisions: choices made (throw on, stop, keep...). Average loss: the points a decision gave away against the best play (exact turn values, as bakehouse analyse gives them), per decision; equally good actions are no loss. Clear mistakes: decisions that gave away more than %1 points. Luck: each throw&apos;s value after it minus the value before it, added up (0 is average luck).</source>
        <translation>Entscheidungen: getroffene Wahl (weiterwerfen, aufhören, behalten…). Verlust je Entscheidung: die Punkte, die eine Entscheidung gegenüber dem besten Spiel verschenkt hat (exakte Zugwerte, wie bakehouse analyse sie angibt); gleich gute Aktionen sind kein Verlust. Klare Fehler: Entscheidungen, die mehr als %1 Punkte verschenkt haben. Glück: der Wert jedes Wurfs danach minus der Wert davor, aufsummiert (0 ist durchschnittliches Glück).</translation>
    </message>
    <message>
        <source>Matches analysed</source>
        <translation>Analysierte Partien</translation>
    </message>
    <message>
        <source>Left out: results or paper games without their throws</source>
        <translation>Ausgelassen: Ergebnisse oder Spielblock-Partien ohne ihre Würfe</translation>
    </message>
    <message>
        <source>Left out: games not analysed yet</source>
        <translation>Ausgelassen: noch nicht analysierte Spiele</translation>
    </message>
    <message>
        <source>Left out: records the analysis refused</source>
        <translation>Ausgelassen: von der Analyse abgelehnte Protokolle</translation>
    </message>
    <message>
        <source>Average loss per decision (points; lower is better)</source>
        <translation>Verlust je Entscheidung (Punkte; weniger ist besser)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Verlust je Entscheidung</translation>
    </message>
    <message>
        <source>Clear mistakes</source>
        <translation>Klare Fehler</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Each player&apos;s decisions and luck</source>
        <translation>Entscheidungen und Glück jedes Spielers</translation>
    </message>
    <message>
        <source>Skill and luck</source>
        <translation>Können und Glück</translation>
    </message>
    <message>
        <source>No match with its throws stored of a game analysed yet.</source>
        <translation>Noch keine Partie eines analysierten Spiels mit gespeicherten Würfen.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Sieg-%</translation>
    </message>
    <message>
        <source>, round %1, table %2</source>
        <translation>, Runde %1, Tisch %2</translation>
    </message>
    <message>
        <source>level</source>
        <translation>gleichauf</translation>
    </message>
    <message>
        <source>by 1 point</source>
        <translation>mit 1 Punkt</translation>
    </message>
    <message>
        <source>by %1 points</source>
        <translation>mit %1 Punkten</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4: %5 (%6)</source>
        <translation>%1 %2, %3 %4: %5 (%6)</translation>
    </message>
    <message>
        <source>%1 %2 (%3 to %4, %5)</source>
        <translation>%1 %2 (%3 auf %4, %5)</translation>
    </message>
    <message>
        <source>%1 in %2 rounds</source>
        <translation>%1 in %2 Runden</translation>
    </message>
    <message>
        <source>Tables played</source>
        <translation>Gespielte Tische</translation>
    </message>
    <message>
        <source>The closest game</source>
        <translation>Das knappste Spiel</translation>
    </message>
    <message>
        <source>The biggest win</source>
        <translation>Der höchste Sieg</translation>
    </message>
    <message>
        <source>With final scores</source>
        <translation>Mit Endständen</translation>
    </message>
    <message>
        <source>The largest rating move</source>
        <translation>Die größte Wertungsänderung</translation>
    </message>
    <message>
        <source>The evening in numbers</source>
        <translation>Der Abend in Zahlen</translation>
    </message>
    <message>
        <source>%1 and %2 never played at one table here.</source>
        <translation>%1 und %2 saßen hier nie an einem Tisch.</translation>
    </message>
    <message>
        <source>Tables together</source>
        <translation>Gemeinsame Tische</translation>
    </message>
    <message>
        <source>%1 placed ahead</source>
        <translation>%1 vorn platziert</translation>
    </message>
    <message>
        <source>Level (a shared place)</source>
        <translation>Gleichauf (geteilter Platz)</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 gewann</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Last met</source>
        <translation>Zuletzt getroffen</translation>
    </message>
    <message>
        <source>Head to head: %1</source>
        <translation>Direkter Vergleich: %1</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Uncertainty (σ)</source>
        <translation>Unsicherheit (σ)</translation>
    </message>
    <message>
        <source>Rated tables</source>
        <translation>Gewertete Tische</translation>
    </message>
    <message>
        <source>Ratings at %1</source>
        <translation>Wertungen bei %1</translation>
    </message>
    <message>
        <source>Rating: mu - 3 sigma, the rating shown everywhere (it starts at 0 and grows as the results tell more); at an event, before its first table and after its last.</source>
        <translation>Wertung: mu - 3 Sigma, die überall gezeigte Wertung (sie beginnt bei 0 und wächst, je mehr die Ergebnisse verraten); bei einer Veranstaltung vor ihrem ersten und nach ihrem letzten Tisch.</translation>
    </message>
    <message>
        <source>%1 of %2 tables have final scores</source>
        <translation>%1 von %2 Tischen haben Endstände</translation>
    </message>
    <message>
        <source>%1: final scores, how often each was reached</source>
        <translation>%1: Endstände, wie oft jeder erreicht wurde</translation>
    </message>
    <message>
        <source>final score</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endstände</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <source>No table with final scores yet.</source>
        <translation>Noch kein Tisch mit Endständen.</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>%1 gewonnen</translation>
    </message>
    <message>
        <source>%1 without a win</source>
        <translation>%1 ohne Sieg</translation>
    </message>
    <message>
        <source>Best and worst game, streaks</source>
        <translation>Bestes und schlechtestes Spiel, Serien</translation>
    </message>
    <message>
        <source>Best and worst game</source>
        <translation>Bestes und schlechtestes Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Schlechtestes</translation>
    </message>
    <message>
        <source>Best, Worst, Average: the player&apos;s final scores at that game, over the tables with scores.</source>
        <translation>Bestes, Schlechtestes, Durchschnitt: die Endstände des Spielers in diesem Spiel, über die Tische mit Punkten.</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Serien</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Meiste Siege in Folge</translation>
    </message>
    <message>
        <source>Most tables without a win</source>
        <translation>Meiste Tische ohne Sieg</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>In the order the tables were played; a shared first place is a win.</source>
        <translation>In der Reihenfolge, in der die Tische gespielt wurden; ein geteilter erster Platz ist ein Sieg.</translation>
    </message>
    <message>
        <source>No finished table yet.</source>
        <translation>Noch kein beendeter Tisch.</translation>
    </message>
    <message>
        <source>Rating by date (mu - 3 sigma, after each day&apos;s last table)</source>
        <translation>Wertung nach Datum (mu - 3 Sigma, nach dem letzten Tisch jedes Tages)</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Siegquote (%)</translation>
    </message>
    <message>
        <source>Each player</source>
        <translation>Jeder Spieler</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Who finished ahead of whom</source>
        <translation>Wer vor wem ins Ziel kam</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Getroffen</translation>
    </message>
    <message>
        <source>First ahead</source>
        <translation>Erster vorn</translation>
    </message>
    <message>
        <source>Second ahead</source>
        <translation>Zweiter vorn</translation>
    </message>
    <message>
        <source>Met: matches at one table. First ahead / Second ahead: finished matches the first (second) named player placed ahead of the other; equal places count for neither.</source>
        <translation>Getroffen: Partien an einem Tisch. Erster vorn / Zweiter vorn: beendete Partien, in denen der zuerst (zweit) genannte Spieler vor dem anderen lag; gleiche Plätze zählen für keinen.</translation>
    </message>
    <message>
        <source>throw by throw: %1 of %2 tables</source>
        <translation>Wurf für Wurf: %1 von %2 Tischen</translation>
    </message>
    <message>
        <source>Counted throw by throw</source>
        <translation>Wurf für Wurf gezählt</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Mittlerer Platz</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Place 1, 2, ...: finished games ended in that place (a shared place counts for each). Placement points: the event&apos;s points for each place, over event tables.</source>
        <translation>Platz 1, 2, ...: beendete Spiele auf diesem Platz (ein geteilter Platz zählt für jeden). Platzierungspunkte: die Punkte der Veranstaltung für jeden Platz, über die Tische von Veranstaltungen.</translation>
    </message>
    <message>
        <source>Placement points</source>
        <translation>Platzierungspunkte</translation>
    </message>
    <message>
        <source>%1 of %2 tables</source>
        <translation>%1 von %2 Tischen</translation>
    </message>
    <message>
        <source>No table played throw by throw: who started is known only from the roll-off.</source>
        <translation>Kein Tisch Wurf für Wurf gespielt: wer begann, ist nur aus dem Auswürfeln bekannt.</translation>
    </message>
    <message>
        <source>Nobody has met anybody yet.</source>
        <translation>Noch hat niemand jemanden getroffen.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 players, most decisions first</source>
        <translation>%1: %2 von %3 Spielern, die mit den meisten Entscheidungen zuerst</translation>
    </message>
    <message>
        <source>%1: %2 of %3 players, most games first</source>
        <translation>%1: %2 von %3 Spielern, die mit den meisten Spielen zuerst</translation>
    </message>
    <message>
        <source>Place %1 or lower</source>
        <translation>Platz %1 oder tiefer</translation>
    </message>
    <message>
        <source>No finished turn yet.</source>
        <translation>Noch kein beendeter Zug.</translation>
    </message>
    <message>
        <source>turn score</source>
        <translation>Zugpunkte</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>%1: how often each turn score was made</source>
        <translation>%1: wie oft jede Zugpunktzahl erzielt wurde</translation>
    </message>
    <message>
        <source>Turn scores</source>
        <translation>Zugpunkte</translation>
    </message>
    <message>
        <source>How often each turn score was made</source>
        <translation>Wie oft jede Zugpunktzahl erzielt wurde</translation>
    </message>
    <message>
        <source>Misses (%1)</source>
        <translation>Fehlwürfe (%1)</translation>
    </message>
    <message>
        <source>Busts (%1)</source>
        <translation>Pleiten (%1)</translation>
    </message>
    <message>
        <source>Biscuits risked</source>
        <translation>Riskierte Kekse</translation>
    </message>
    <message>
        <source>Turn scores from paper pads (result only)</source>
        <translation>Zugpunkte von Spielblöcken (nur Ergebnis)</translation>
    </message>
    <message>
        <source>Needs every throw</source>
        <translation>Braucht jeden Wurf</translation>
    </message>
    <message>
        <source>how turns ended, misses, busts, bakeries, biscuits risked, the yeast: paper pads have no throws</source>
        <translation>wie Züge endeten, Fehlwürfe, Pleiten, Bäckereien, riskierte Kekse, die Hefe: Spielblöcke haben keine Würfe</translation>
    </message>
    <message>
        <source>turn scores, misses, busts, bakeries, records (from record files: report stats FILE)</source>
        <translation>Zugpunkte, Fehlwürfe, Pleiten, Bäckereien, Rekorde (aus Spielprotokollen: report stats DATEI)</translation>
    </message>
    <message>
        <source>Yeast luck (mean face, 3.5 expected)</source>
        <translation>Hefeglück (mittlere Augenzahl, 3,5 erwartet)</translation>
    </message>
    <message>
        <source>%1 over %2 throws</source>
        <translation>%1 aus %2 Würfen</translation>
    </message>
    <message>
        <source>Turns by how they ended</source>
        <translation>Züge nach ihrem Ende</translation>
    </message>
    <message>
        <source>Biscuits and yeast</source>
        <translation>Kekse und Hefe</translation>
    </message>
    <message>
        <source>Yeast luck</source>
        <translation>Hefeglück</translation>
    </message>
    <message>
        <source>Mean yeast face by player (3.5 expected)</source>
        <translation>Mittlere Hefe-Augenzahl je Spieler (3,5 erwartet)</translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Games by ruleset</source>
        <translation>Partien je Spiel</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Roll-off order</source>
        <translation>Reihenfolge nach dem Auswürfeln</translation>
    </message>
    <message>
        <source>Win rate by turn order, 1 = the roll-off&apos;s winner (%)</source>
        <translation>Siegquote nach Zugreihenfolge, 1 = Sieger des Auswürfelns (%)</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorde</translation>
    </message>
    <message>
        <source>No records yet: no finished turn.</source>
        <translation>Noch keine Rekorde: kein beendeter Zug.</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Wertungen</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Wertungsverlauf</translation>
    </message>
    <message>
        <source>Meetings</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>Who shared a table with whom</source>
        <translation>Wer mit wem an einem Tisch saß</translation>
    </message>
    <message>
        <source>lost biscuit</source>
        <translation>verlorener Keks</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>Fehlwurf</translation>
    </message>
    <message>
        <source>stop after a miss</source>
        <translation>Stopp nach Fehlwurf</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>Pleite</translation>
    </message>
    <message>
        <source>four twos</source>
        <translation>vier Zweien</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Opening the statistics…</source>
        <translation>Die Statistik wird geöffnet…</translation>
    </message>
</context>
<context>
    <name>TableSession</name>
    <message>
        <source>roll-off throw</source>
        <translation>Wurf beim Auswürfeln</translation>
    </message>
    <message>
        <source>this record has no dice seed to go on with: further throws come from new dice, and the saved record will carry no dice to verify</source>
        <translation>dieses Protokoll hat keinen Würfel-Startwert zum Weiterspielen: Weitere Würfe kommen von neuen Würfeln, und das gespeicherte Protokoll enthält keine prüfbaren Würfel</translation>
    </message>
    <message>
        <source>the dice of this record do not match its commitment: it cannot be verified, and the saved record will carry no dice</source>
        <translation>die Würfel dieses Protokolls passen nicht zu seiner Festlegung: Es lässt sich nicht bestätigen, und das gespeicherte Protokoll enthält keine Würfel</translation>
    </message>
    <message>
        <source>no game is on the table: start a new game or open a record</source>
        <translation>kein Spiel auf dem Tisch: Beginnen Sie ein neues Spiel oder öffnen Sie ein Protokoll</translation>
    </message>
    <message>
        <source>the roll-off decides who starts first</source>
        <translation>das Auswürfeln entscheidet, wer beginnt</translation>
    </message>
    <message>
        <source>the roll-off is over</source>
        <translation>das Auswürfeln ist vorbei</translation>
    </message>
    <message>
        <source>no move to undo</source>
        <translation>kein Zug zum Zurücknehmen</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nichts zu wiederholen</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Scorepad</source>
        <translation>Spielblock</translation>
    </message>
    <message>
        <source>The scores are written here once the game starts.</source>
        <translation>Die Punkte werden hier eingetragen, sobald das Spiel beginnt.</translation>
    </message>
    <message>
        <source>No game on the table.
Start a new game, or open a match record to go on with it.</source>
        <translation>Kein Spiel auf dem Tisch.
Beginnen Sie ein neues Spiel oder öffnen Sie ein Spielprotokoll, um es fortzusetzen.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Open record…</source>
        <translation>Protokoll öffnen…</translation>
    </message>
    <message>
        <source>Dice commitment  %1…</source>
        <translation>Würfel-Festlegung  %1…</translation>
    </message>
    <message>
        <source>Provably fair dice (%1). SHA-256 of the secret seed:
%2</source>
        <translation>Nachweislich faire Würfel (%1). SHA-256 des geheimen Startwerts:
%2</translation>
    </message>
    <message>
        <source>Dice: test source (not provably fair)</source>
        <translation>Würfel: Testquelle (nicht nachweislich fair)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Each throw typed in</source>
        <translation>Würfe eingetippt</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Echte Würfel</translation>
    </message>
    <message>
        <source>App dice</source>
        <translation>App-Würfel</translation>
    </message>
    <message>
        <source>Each throw is typed in as the real dice show it</source>
        <translation>Jeder Wurf wird so eingetippt, wie ihn die echten Würfel zeigen</translation>
    </message>
    <message>
        <source>The app throws provably fair dice</source>
        <translation>Die App wirft nachweislich faire Würfel</translation>
    </message>
    <message>
        <source>⚠ The dice of this record do not verify</source>
        <translation>⚠ Die Würfel dieses Protokolls lassen sich nicht bestätigen</translation>
    </message>
    <message>
        <source>Welcome to the bakehouse</source>
        <translation>Willkommen in der Backstube</translation>
    </message>
    <message>
        <source>Ctrl+N new game · Ctrl+O open a record</source>
        <translation>Strg+N neues Spiel · Strg+O Protokoll öffnen</translation>
    </message>
    <message>
        <source>Who plays first?</source>
        <translation>Wer beginnt?</translation>
    </message>
    <message>
        <source>Space throws · each throw is saved as it is made</source>
        <translation>Leertaste wirft · jeder Wurf wird sofort gespeichert</translation>
    </message>
    <message>
        <source>Space throws · Ctrl+S saves</source>
        <translation>Leertaste wirft · Strg+S speichert</translation>
    </message>
    <message>
        <source>%1 (a bot plays this turn)</source>
        <translation>%1 (ein Bot spielt diesen Zug)</translation>
    </message>
    <message>
        <source>%1 share first place!</source>
        <translation>%1 teilen sich den ersten Platz!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>Rounds won: %1</source>
        <translation>Gewonnene Runden: %1</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Summen: %1</translation>
    </message>
    <message>
        <source>%1 is a bot: it plays its own turn</source>
        <translation>%1 ist ein Bot: er spielt seinen Zug selbst</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>This was not done: %1</source>
        <translation>Das wurde nicht ausgeführt: %1</translation>
    </message>
</context>
<context>
    <name>TablesPage</name>
    <message>
        <source>Table %1 is being scored</source>
        <translation>Tisch %1 wird gerade gewertet</translation>
    </message>
    <message>
        <source>Table %1 is being scored as match %2. Count this result instead and close that match as superseded?</source>
        <translation>Tisch %1 wird gerade als Partie %2 gewertet. Stattdessen dieses Ergebnis zählen und die Partie als ersetzt schließen?</translation>
    </message>
    <message>
        <source>Nothing entered: the match at this table goes on.</source>
        <translation>Nichts eingetragen: die Partie an diesem Tisch geht weiter.</translation>
    </message>
    <message>
        <source>Event and round</source>
        <translation>Veranstaltung und Runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Spieltische</translation>
    </message>
    <message>
        <source>&amp;Enter result...</source>
        <translation>Ergebnis &amp;eintragen...</translation>
    </message>
    <message>
        <source>Enter the chosen table&apos;s result</source>
        <translation>Das Ergebnis des gewählten Tisches eintragen</translation>
    </message>
    <message>
        <source>&amp;Correct result...</source>
        <translation>Ergebnis &amp;korrigieren...</translation>
    </message>
    <message>
        <source>Correct the chosen table&apos;s result</source>
        <translation>Das Ergebnis des gewählten Tisches korrigieren</translation>
    </message>
    <message>
        <source>&amp;Score this table...</source>
        <translation>Tisch &amp;mitschreiben...</translation>
    </message>
    <message>
        <source>Score the chosen table at this station</source>
        <translation>Den gewählten Tisch an diesem Platz mitschreiben</translation>
    </message>
    <message>
        <source>S&amp;tation...</source>
        <translation>S&amp;tation...</translation>
    </message>
    <message>
        <source>This station&apos;s name and tables</source>
        <translation>Name und Tische dieser Station</translation>
    </message>
    <message>
        <source>Re&amp;view match...</source>
        <translation>Partie &amp;analysieren...</translation>
    </message>
    <message>
        <source>Review the chosen table&apos;s finished match</source>
        <translation>Die beendete Partie des gewählten Tisches analysieren</translation>
    </message>
    <message>
        <source>Each decision against the best play, and each throw&apos;s luck</source>
        <translation>Jede Entscheidung gegen das beste Spiel, und das Glück jedes Wurfs</translation>
    </message>
    <message>
        <source>This station</source>
        <translation>Diese Station</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Enter the chosen table&apos;s game from its paper pad</source>
        <translation>Das Spiel des gewählten Tisches vom Spielblock eintragen</translation>
    </message>
    <message>
        <source>Station %1 · every table</source>
        <translation>Station %1 · alle Tische</translation>
    </message>
    <message>
        <source>Station %1 · tables %2</source>
        <translation>Station %1 · Tische %2</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Opening the club database…</source>
        <translation>Vereinsdatenbank wird geöffnet…</translation>
    </message>
    <message>
        <source>No event chosen: choose one on the Events page</source>
        <translation>Keine Veranstaltung gewählt: Wählen Sie eine auf der Seite Veranstaltungen</translation>
    </message>
    <message>
        <source>%1: no round published yet</source>
        <translation>%1: noch keine Runde veröffentlicht</translation>
    </message>
    <message>
        <source>%1 - %2: %3 of %4 tables finished</source>
        <translation>%1 - %2: %3 von %4 Tischen fertig</translation>
    </message>
    <message>
        <source>&amp;Watch this table...</source>
        <translation>Tisch &amp;ansehen...</translation>
    </message>
    <message>
        <source>Watch the chosen table at this station</source>
        <translation>Den gewählten Tisch an dieser Station ansehen</translation>
    </message>
    <message>
        <source>Choose a table first</source>
        <translation>Wählen Sie zuerst einen Tisch</translation>
    </message>
    <message>
        <source>This table has a result: Correct result changes it</source>
        <translation>Dieser Tisch hat ein Ergebnis: Ergebnis korrigieren ändert es</translation>
    </message>
    <message>
        <source>This table has no result yet: Enter result</source>
        <translation>Dieser Tisch hat noch kein Ergebnis: Ergebnis eintragen</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Korrigiert</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Eingetragen</translation>
    </message>
    <message>
        <source>%1 final table %2</source>
        <translation>%1: Finaltisch %2</translation>
    </message>
    <message>
        <source>%1 semi-final table %2</source>
        <translation>%1: Halbfinaltisch %2</translation>
    </message>
    <message>
        <source>%1 table %2 of round %3</source>
        <translation>%1 Tisch %2 von Runde %3</translation>
    </message>
    <message>
        <source>Correct the result of table %1</source>
        <translation>Das Ergebnis von Tisch %1 korrigieren</translation>
    </message>
    <message>
        <source>Result of table %1</source>
        <translation>Ergebnis von Tisch %1</translation>
    </message>
    <message>
        <source>This table&apos;s result was entered from paper: there is no match to score</source>
        <translation>Das Ergebnis dieses Tisches wurde vom Papier eingetragen: Es gibt keine Partie zum Mitschreiben</translation>
    </message>
    <message>
        <source>Another station scores this table, and its match has not started yet</source>
        <translation>Eine andere Station wertet diesen Tisch, und seine Partie hat noch nicht begonnen</translation>
    </message>
    <message>
        <source>Score table %1</source>
        <translation>Tisch %1 mitschreiben</translation>
    </message>
    <message>
        <source>Table %1 is %2: watching it here</source>
        <translation>Tisch %1 ist %2: hier nur ansehen</translation>
    </message>
    <message>
        <source>Watching final table %1</source>
        <translation>Finaltisch %1 wird beobachtet</translation>
    </message>
    <message>
        <source>Watching semi-final table %1</source>
        <translation>Halbfinaltisch %1 wird beobachtet</translation>
    </message>
    <message>
        <source>Watching table %1 of round %2</source>
        <translation>Tisch %1 der Runde %2 ansehen</translation>
    </message>
    <message>
        <source>Scoring final table %1</source>
        <translation>Finaltisch %1 wird gewertet</translation>
    </message>
    <message>
        <source>Scoring semi-final table %1</source>
        <translation>Halbfinaltisch %1 wird gewertet</translation>
    </message>
    <message>
        <source>Scoring table %1 of round %2</source>
        <translation>Tisch %1 von Runde %2 wird mitgeschrieben</translation>
    </message>
    <message>
        <source>Choose a finished table whose match was scored in the app</source>
        <translation>Einen beendeten Tisch wählen, dessen Partie in der App mitgeschrieben wurde</translation>
    </message>
    <message>
        <source>Busy: try again when the work under way is done</source>
        <translation>Beschäftigt: noch einmal versuchen, wenn die laufende Arbeit fertig ist</translation>
    </message>
</context>
<context>
    <name>TieBreakList</name>
    <message>
        <source>Tie-breakers, in the order they count</source>
        <translation>Feinwertungen, in der Reihenfolge, in der sie zählen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Move the tie-breaker up</source>
        <translation>Feinwertung nach oben schieben</translation>
    </message>
    <message>
        <source>Move the chosen tie-breaker up (Ctrl+Up)</source>
        <translation>Die gewählte Feinwertung nach oben schieben (Strg+Hoch)</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>Move the tie-breaker down</source>
        <translation>Feinwertung nach unten schieben</translation>
    </message>
    <message>
        <source>Move the chosen tie-breaker down (Ctrl+Down)</source>
        <translation>Die gewählte Feinwertung nach unten schieben (Strg+Runter)</translation>
    </message>
</context>
<context>
    <name>UndoRedoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo (the throw stands)</source>
        <translation>&amp;Rückgängig (der Wurf bleibt)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
</context>
<context>
    <name>_EveningPage</name>
    <message>
        <source>The evening</source>
        <translation>Der Abend</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event name</source>
        <translation>Name der Veranstaltung</translation>
    </message>
    <message>
        <source>Club night %1</source>
        <translation>Spieleabend %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Game options</source>
        <translation>Spieloptionen</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>by table size: %1 at two players, %2 at three, %3 at four or more</source>
        <translation>nach Tischgröße: %1 zu zweit, %2 zu dritt, %3 ab vier</translation>
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
        <translation>letzter</translation>
    </message>
</context>
<context>
    <name>_PanelPage</name>
    <message>
        <source>No club database is open: File &gt; Open… or File &gt; New club database…</source>
        <translation>Keine Vereinsdatenbank geöffnet: Datei &gt; Öffnen… oder Datei &gt; Neue Vereinsdatenbank…</translation>
    </message>
    <message>
        <source>No database</source>
        <translation>Keine Datenbank</translation>
    </message>
    <message>
        <source>Opening the page…</source>
        <translation>Die Seite wird geöffnet…</translation>
    </message>
    <message>
        <source>Reading the club database…</source>
        <translation>Vereinsdatenbank wird gelesen…</translation>
    </message>
</context>
<context>
    <name>_RoundsPage</name>
    <message>
        <source>The rounds</source>
        <translation>Die Runden</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Mixer (meet new people each round)</source>
        <translation>Mixer (jede Runde neue Leute treffen)</translation>
    </message>
    <message>
        <source>Swiss (like meets like)</source>
        <translation>Schweizer System (Gleiche treffen Gleiche)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Jeder gegen jeden</translation>
    </message>
    <message>
        <source>Progressive (winners move up)</source>
        <translation>Aufstiegsmodus (Sieger rücken auf)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>Tischgröße</translation>
    </message>
    <message>
        <source>Smallest table</source>
        <translation>Kleinster Tisch</translation>
    </message>
    <message>
        <source>Largest table</source>
        <translation>Größter Tisch</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>&amp;Table size</source>
        <translation>&amp;Tischgröße</translation>
    </message>
    <message>
        <source>Tables from</source>
        <translation>Tische ab</translation>
    </message>
    <message>
        <source>Tables up to</source>
        <translation>Tische bis</translation>
    </message>
    <message>
        <source>&amp;More...</source>
        <translation>&amp;Mehr...</translation>
    </message>
    <message>
        <source>More settings</source>
        <translation>Weitere Einstellungen</translation>
    </message>
    <message>
        <source>default: 3,2,1,0 at a table of 4</source>
        <translation>Vorgabe: 3,2,1,0 an einem Vierertisch</translation>
    </message>
    <message>
        <source>Placement points</source>
        <translation>Platzierungspunkte</translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation>Punkte für ein Freilos</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Spieleabend</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>League season</source>
        <translation>Ligasaison</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>&amp;Placement points</source>
        <translation>&amp;Platzierungspunkte</translation>
    </message>
    <message>
        <source>&amp;Bye points</source>
        <translation>Freil&amp;ospunkte</translation>
    </message>
    <message>
        <source>Tie-&amp;breakers</source>
        <translation>F&amp;einwertungen</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Art</translation>
    </message>
    <message>
        <source>A night of &amp;league</source>
        <translation>Abend einer &amp;Liga</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>diese Argumente fehlen: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (eines von %(choices)s)</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>höchstens ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>mindestens ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>%s Argument erwartet</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>%s Argumente erwartet</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger Wert für %(type)s: %(value)r</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht erlaubt mit dem Argument %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>ausdrückliches Argument %r ignoriert</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s ist nötig</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s sein</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>unbekannter Befehl %(parser_name)r (möglich: %(choices)s)</translation>
    </message>
    <message>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>&apos;%(filename)s&apos; kann nicht geöffnet werden: %(error)s</translation>
    </message>
</context>
<context>
    <name>die</name>
    <message>
        <source>the yeast showing %1</source>
        <translation>die Hefe mit %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>eine %1</translation>
    </message>
</context>
<context>
    <name>events</name>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>+ final</source>
        <translation>+ Finale</translation>
    </message>
    <message>
        <source>(left from round %1)</source>
        <translation>(ab Runde %1 gegangen)</translation>
    </message>
    <message>
        <source>(checked in)</source>
        <translation>(angemeldet)</translation>
    </message>
    <message>
        <source>who plays first?</source>
        <translation>wer beginnt?</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>roll-off</source>
        <translation>Auswürfeln</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished (paper)</source>
        <translation>fertig (Papier)</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Scored at station %1</source>
        <translation>Gewertet an Station %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>(from paper: result only)</source>
        <translation>(vom Papier: nur Ergebnis)</translation>
    </message>
    <message>
        <source>(match %1)</source>
        <translation>(Partie %1)</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
</context>
</TS>
