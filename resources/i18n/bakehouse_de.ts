<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>unknown (not installed)</source>
        <extracomment>the licence the project declares (pyproject.toml ``license``, the LICENSE file at the root)</extracomment>
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
        <source>Each decision against the best play, and each throw's luck</source>
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
        <extracomment>a category label on an axis (a seat, a turn score: never a name) is shortened to this many pixels where the bars are too many for their labels (the whole label shows on hover) the user asked to save this chart as PNG (the window asks where, through the DialogService)</extracomment>
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
        <extracomment>what is drawn: (label, value) per bar or point, or the matrix's rows</extracomment>
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
        <extracomment>names on a chart: this size where the longest fits its room, smaller down to the minimum, then wrapped the share of a chart's width the names' column may take the share expected by chance (100/n for a win rate at a table of n), drawn as a dashed line how many games each bar counts, printed under it ("12 games"); empty: not printed the labels are names: bars across the page, each name whole in a column measured for it said in one line when the section has nothing to show (no notes, no table, no chart with data); "" for :func:`nothing_to_show`</extracomment>
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
        <extracomment>at most this many bars in a histogram (a loss, zero or gain bar more where the signs split)</extracomment>
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
        <source>Substitute's name</source>
        <translation>Ersatzspieler</translation>
    </message>
    <message>
        <source>&amp;Substitute</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>The substitute takes the chosen player's seat in the current round</source>
        <translation>Der Ersatzspieler übernimmt in der laufenden Runde den Platz des gewählten Spielers</translation>
    </message>
    <message>
        <source>Substitute the chosen player</source>
        <translation>Gewählten Spieler ersetzen</translation>
    </message>
    <message>
        <source>%1 checked in</source>
        <extracomment>this station's check-ins, last last (Ctrl+Z takes back the last)</extracomment>
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
        <source>Type the substitute's name first</source>
        <translation>Tippen Sie zuerst den Namen des Ersatzspielers</translation>
    </message>
    <message>
        <source>%1 takes %2's seat in round %3</source>
        <translation>%1 übernimmt den Platz von %2 in Runde %3</translation>
    </message>
</context>
<context>
    <name>ClassicPanel</name>
    <message>
        <source>Throw</source>
        <extracomment>the sides of the thrown dice and of the racked and banked dice (px) the bank's title beside its dice rather than above them (a row less of height)</extracomment>
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
        <source>12 + 1, a baker's dozen</source>
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
        <source>%1 missed after risking: the biscuit's %2 points are lost</source>
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
        <extracomment>every page of the club home, constructed as ``Page(context)``: the ONE list to add pages to the sidebar's order and each page's shortcut (a page not registered is simply absent) the smallest window: a 1024x600 laptop's screen less the title bar the database of the last run (else the default) was opened at start (False: refused) the demo club's step (number, of, what), from the pool thread</extracomment>
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
        <source>S&amp;hare on the club's network…</source>
        <translation>Im &amp;Vereinsnetz teilen…</translation>
    </message>
    <message>
        <source>&amp;Close database</source>
        <extracomment>the players' live page served from this app (issue 33): made on first use, stopped at close</extracomment>
        <translation>Datenbank s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Go</source>
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
        <extracomment>a sortable value (numbers sort as numbers)</extracomment>
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
        <extracomment>the catalog was read (or could not be: ``catalog`` is None and ``notice`` says why) statistics were drawn a PDF or PNG was written (its path); a PDF was handed to the viewer</extracomment>
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
        <source>The database of BAKEHOUSE_DB, else the data folder's</source>
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
        <source>The chosen finished match: each decision against the best play, and each throw's luck</source>
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
        <source>The chosen round's seats in large type, by table and by name (bakehouse report seating)</source>
        <translation>Die Plätze der gewählten Runde in großer Schrift, nach Tisch und nach Name (bakehouse report seating)</translation>
    </message>
    <message>
        <source>Stan&amp;dings…</source>
        <translation>&amp;Rangliste…</translation>
    </message>
    <message>
        <source>The event's standings and round results; a league's season table (bakehouse report standings)</source>
        <translation>Rangliste und Rundenergebnisse der Veranstaltung; die Saisontabelle einer Liga (bakehouse report standings)</translation>
    </message>
    <message>
        <source>Rounds seated</source>
        <translation>Gesetzte Runden</translation>
    </message>
    <message>
        <source>Every game, or one game's matches only</source>
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
        <source>This club database holds no members, events or matches yet: the Events page starts an event, the Members page brings in the club's members.</source>
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
        <extracomment>the key that puts the focus in the code box</extracomment>
        <translation>Tischcode (%1)</translation>
    </message>
    <message>
        <source>Table code from a scoresheet</source>
        <translation>Tischcode von einem Spielbogen</translation>
    </message>
    <message>
        <source>Type or scan the code on a scoresheet, then Enter: the table's result opens</source>
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
        <translation>Geworfene Würfel:</translation>
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
        <source>K6 a key</source>
        <translation>K6 ein Schlüssel</translation>
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
        <extracomment>clicked or Enter: ``alternate`` is True with Shift held</extracomment>
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
        <source>Four 2s! %1's turn ends and %1's total goes back to 0 (D6).</source>
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
        <source>the turn's %1 points are lost</source>
        <translation>die %1 Punkte des Zuges sind verloren</translation>
    </message>
    <message>
        <source>the turn scores 0</source>
        <translation>der Zug bringt 0</translation>
    </message>
    <message>
        <source>Bust: %1's throw %2 has %3 — %4 (D5).</source>
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
        <extracomment>the height of the bakery strip's sideways scroll bar (shown only when the chips overflow) a long name over the strip is shortened to this width (in full in its tooltip)</extracomment>
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
        <source>Each player's bakeries, by their value in loaves (E4, E6)</source>
        <translation>Die Bäckereien jedes Spielers, nach ihrem Wert in Laiben (E4, E6)</translation>
    </message>
    <message>
        <source>%1's bakeries</source>
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
        <source>%1's free turn (E4)</source>
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
        <extracomment>a cell of a LinesTable: its text, its tooltip, and optionally whether it is drawn faint</extracomment>
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
        <source>%1's turn ended: %2 points (%3)</source>
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
        <extracomment>the groups of rulings: those for every game, then each game's (its ruleset's prefix and short name)</extracomment>
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
        <extracomment>"1. Ann 9 pts · 2= Ben, Cyd 7 pts" (the first places; empty before any result)</extracomment>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <source>Club database</source>
        <extracomment>a big button asks the home to show a page ("events", "members", "tables") "Try a demo club" was pressed (the home builds it behind a progress dialog) the summary was read again (tests wait on it)</extracomment>
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
        <source>Last event's standings</source>
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
        <extracomment>what the page says while the database is being opened at start</extracomment>
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
        <extracomment>made here, on the UI thread, and kept: a job emits through it from its pool thread</extracomment>
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
        <extracomment>how often the database is asked (ms): another station's action is seen within about two a poll not answered after this long is said in the status bar (s); the window goes on something watched changed at another station (or here): pages refresh the matches whose entries or holder changed ({match id: engine.services.stations.Mark}): their open tables reload a poll failed (the store's one line), or "" once the database answers again a poll's answer, from the worker thread (queued to this object's thread) the current event's board as the last poll that saw a change read it (None: not yet, or it could not be read); valid while ``changed`` is said the tables open in windows that moved, as the last poll that saw a change read them (their entries and holder), valid while ``moved`` is said</extracomment>
        <translation>Die Vereinsdatenbank antwortet seit %1 s nicht: es wird gewartet</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <extracomment>the texts as written; shown translated (``_tr``)</extracomment>
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
        <source>Each decision against the best play, and each throw's luck</source>
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
        <extracomment>long work off the UI thread (the expert's tables, a match's analysis)</extracomment>
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
        <source>Building the expert's tables…</source>
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
        <extracomment>saves the values (None: done) or says in one line why not: the dialog then stays open, what was typed kept, the line shown in it</extracomment>
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
        <extracomment>how many recent tables the page shows for a member how long the search box is left alone before the chosen member's details are read (ms) the details (ratings, results) read once the search box is left alone for a moment</extracomment>
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
        <source>The other entry's matches, results, ratings and event entries move to the one kept, and the other entry is removed. This cannot be undone. Two people who played in one match are never merged.</source>
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
        <extracomment>each seat played by a person or a bot (Basic, or Expert where the solver covers the game)</extracomment>
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
        <source>Bots throw the app's dice: choose App dice to play against one</source>
        <translation>Bots werfen die Würfel der App: App-Würfel wählen, um gegen einen Bot zu spielen</translation>
    </message>
</context>
<context>
    <name>PaperPadDialog</name>
    <message>
        <source>Type each turn's points as the paper pad writes them, a column per player and a row per turn.</source>
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
        <source>This table's match is stored: its result comes from the match</source>
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
        <extracomment>how long each page stays on the wall (milliseconds) the first line is a heading (drawn bold) "Page 2 of 3" when the slide takes several pages, else "" the columns, each a list of blocks</extracomment>
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
        <extracomment>the live page's address while it is shared (its QR code beside the timer, #33) the most columns a page of each kind is split into</extracomment>
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
        <extracomment>the message's words for translation (``%1`` ... filled with ``values``), when they hold values where the fault lies, for errors that name a place (records, journals) the message's words with ``%1`` ... for translation (Refusal.text), when it holds values the refusals a scorer meets at the table, marked for lupdate (tools/update_translations.py reads this module): the app shows them in its language through Refusal.text; the engine raises them in English as it always did (the rulings' ids and the records' refusal lines unchanged)</extracomment>
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
        <extracomment>the practice table's own scoresheet header (a club round names its event, round and table) a report was written and handed to the viewer (its path)</extracomment>
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
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Type each player's place, or their score, or both. Without places, the places follow the scores.</source>
        <extracomment>what the dialog hands the service: places and scores by member (None: not typed)</extracomment>
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
        <source>%1's %2 must be a whole number</source>
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
        <extracomment>a sortable value (numbers sort as numbers)</extracomment>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the moves' columns of the chances of winning (two-player Dire Straights, SB's last turns: K6)</extracomment>
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
        <source>The chance of winning the player's decisions gave away, added up</source>
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
        <extracomment>the analysis was shown (the Analysis), or could not be (None: :attr:`note` says why)</extracomment>
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
        <source>Each player's totals</source>
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
        <source>This game's analysis is not available yet: %1</source>
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
        <extracomment>the roll-off board's height at most (px): the buttons stay on a 600-pixel screen</extracomment>
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
        <translation>%1 werfen</translation>
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
</context>
<context>
    <name>RulesetOptions</name>
    <message>
        <source>Biscuit risking</source>
        <extracomment>the throws are typed in as real dice show them (no app dice) each seat's player: a person ("") or a bot ("basic", "expert": engine.services.analysis.BOT_KINDS) the games' options as the engine names them (engine/rulesets), marked here for translation: the dialog shows each through ``QCoreApplication.translate("RulesetOptions", ...)``; one missing here shows in English</extracomment>
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
        <source>%1's throw could set nothing aside: 0 points (K3)</source>
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
        <extracomment>the match ended and its result is in the standings</extracomment>
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
        <source>This table is %1. Take it over at this station (%2)? The other station's next action will be refused, and it can only watch.</source>
        <translation>Dieser Tisch ist %1. An dieser Station (%2) übernehmen? Die nächste Aktion der anderen Station wird abgelehnt, sie kann dann nur zusehen.</translation>
    </message>
    <message>
        <source>This station (%1) holds the table now</source>
        <translation>Diese Station (%1) belegt den Tisch jetzt</translation>
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
        <comment>the round's starter in a narrow column (for the word 'first')</comment>
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
</context>
<context>
    <name>Scoresheet</name>
    <message>
        <source>Round %1</source>
        <extracomment>printed on a sheet or seating list of a round not yet published (its seats may still change) the round's seating is a draft (not published): the sheet says so in its header the table's short code (engine/tournament/codes.py, ``T14-2-3K``), printed with its QR code what the QR code holds (the table on the live page); None: the code itself</extracomment>
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
        <extracomment>the turns a blank Classic or Entrepreneurial sheet has room for, at the least: 9 of 26 games of four at the club needed more than the 21 rows of one page, up to 47 (issue 29); what the first page cannot hold goes on a continuation sheet for the same table</extracomment>
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
        <extracomment>the players pinned to their table (marked with the pin icon, not in the name: #30)</extracomment>
        <translation>%1 (an diesen Tisch geheftet)</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share on the club's network</source>
        <extracomment>the share running in this app (one at most), for the scoresheets' QR codes</extracomment>
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
        <source>The live page's address</source>
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
        <source>%1's turn</source>
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
        <extracomment>the order ties are actually broken in after the points, as printed in the key ("Head to head" has no column; a rating shown only for information is not in it); None: the columns each table's code (engine/tournament/codes.py), printed beside its number (#33) the live page's address while it is shared: a QR code on each part opens it (#33) what each column of the standings means, printed under the table as its key (English, translated where printed: the columns' names come in English from the standings' values)</extracomment>
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
        <source>the player's conservative rating (skill minus three times its uncertainty, OpenSkill's ordinal)</source>
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
        <source>Round %1 · Table %2 · %3</source>
        <translation>Runde %1 · Tisch %2 · %3</translation>
    </message>
    <message>
        <source> (DRAFT: not published, seats may change)</source>
        <translation> (ENTWURF: nicht veröffentlicht, Plätze können sich ändern)</translation>
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
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Place</source>
        <extracomment>how often another station's results are looked for (milliseconds)</extracomment>
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
        <source>"3=": a place shared after every tie-breaker</source>
        <translation>„3=“: ein Platz, der nach allen Feinwertungen geteilt ist</translation>
    </message>
    <message>
        <source>"(left)": left the event</source>
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
        <source>conservative rating in this game from every event's results (skill minus three times its uncertainty)</source>
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
        <source>opponents' points</source>
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
        <extracomment>the context's current event when last read: another event chosen since is followed</extracomment>
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
        <extracomment>the page's actions, for the home's menu (each with its shortcut)</extracomment>
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
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>No club database is open.</source>
        <translation>Keine Vereinsdatenbank geöffnet.</translation>
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
        <extracomment>each player's skill and luck over the matches with throws (issue 24), and what was left out tables whose result was entered without a match (left out of the skill and luck)</extracomment>
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
        <extracomment>the day of their last game, YYYY-MM-DD (the event's date, else the day it was played); None: unknown place (1-based; a shared place counts for each) -&gt; finished games ended in it placement points over event tables (the event's points per place, exact); None: no event table the same, game by game: a Classic loaf score and an SB total are not one scale (players at the table, seat position 1-based) -&gt; finished games, and wins (a, b) -&gt; finished games a placed ahead of b (head to head), names as played the most turns a match took, over matches with their turns counted turns typed in from paper pads (issue 20: a game's turn scores, no throws): with ``per_turn`` off, the turn scores are drawn from them; how turns ended, misses and the yeast never are the tables counted throw by throw (matches played in the app or imported from a record); None: every table counted (match records) the translation context of the statistics' words (reports/words.py)</extracomment>
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
        <extracomment>how each ending reads in the statistics, with the ruling that defines it (translated where shown)</extracomment>
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
        <source>Played: matches played, in progress too. Won: finished matches won (a shared first place counts for each). Win %: of finished matches. Average and Best: final totals of finished matches (every game's own points: choose one game to compare like with like). Turns: finished turns. Last played: the day of the last match (its event's date, else the day it was played).</source>
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
        <source>Decisions: choices made (throw on, stop, keep...). Average loss: the points a decision gave away against the best play (exact turn values, as bakehouse analyse gives them), per decision; equally good actions are no loss. Clear mistakes: decisions that gave away more than %1 points. Luck: each throw's value after it minus the value before it, added up (0 is average luck).</source>
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
        <source>Each player's decisions and luck</source>
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
        <source>Average</source>
        <translation>Schnitt</translation>
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
        <source>Place 1, 2, ...: finished games ended in that place (a shared place counts for each). Placement points: the event's points for each place, over event tables.</source>
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
        <source>No finished turn yet.</source>
        <translation>Noch kein beendeter Zug.</translation>
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
        <source>Win rate by turn order, 1 = the roll-off's winner (%)</source>
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
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
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
        <extracomment>the match changed (a move, an undo, a roll-off throw, a save) a different match is on the table (new game, opened record) the journal's length when the game was last saved or opened set when an opened record's dice cannot go on (or do not verify): said once on opening the check of an opened record's revealed dice seed (None: no seed to check)</extracomment>
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
        <extracomment>the seats a bot plays (the New game dialog's Basic or Expert); after the table's own slots</extracomment>
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
        <extracomment>the finished match's review (the banner's Review this match) a ruling id to show in the Help (a refusal's link)</extracomment>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Each throw typed in</source>
        <translation>Jeder Wurf eingetippt</translation>
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
        <extracomment>the tables scored at this station, by (event, round, table): several open at once what the page draws of the current event (its tables' matches, their progress): read on the live poll's worker for another station's change, else after an action here a throw or move at a table scored here redraws the dashboard (coalesced)</extracomment>
        <translation>Ergebnis &amp;eintragen...</translation>
    </message>
    <message>
        <source>Enter the chosen table's result</source>
        <translation>Das Ergebnis des gewählten Tisches eintragen</translation>
    </message>
    <message>
        <source>&amp;Correct result...</source>
        <translation>Ergebnis &amp;korrigieren...</translation>
    </message>
    <message>
        <source>Correct the chosen table's result</source>
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
        <source>This station's name and tables</source>
        <translation>Name und Tische dieser Station</translation>
    </message>
    <message>
        <source>Re&amp;view match...</source>
        <translation>Partie &amp;analysieren...</translation>
    </message>
    <message>
        <source>Review the chosen table's finished match</source>
        <translation>Die beendete Partie des gewählten Tisches analysieren</translation>
    </message>
    <message>
        <source>Each decision against the best play, and each throw's luck</source>
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
        <source>Enter the chosen table's game from its paper pad</source>
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
        <source>This table's result was entered from paper: there is no match to score</source>
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
        <source>Watching table %1 of round %2</source>
        <translation>Tisch %1 der Runde %2 ansehen</translation>
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
        <extracomment>an undo or redo was refused (such as by the club database): the error</extracomment>
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
        <extracomment>a member dragged from one table to another</extracomment>
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
        <extracomment>(member, place, score) by place; None: waiting for its result a table being scored (its stored match in play): stage, scores, whose turn (None: not scored) the scoring station that holds the table (None: none) whether this station scores the table (its tables setting names it, or names none)</extracomment>
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
        <extracomment>the catalogue's file name before ``_&lt;lang&gt;.qm`` the application's property naming the language asked for by name whose catalogue is absent</extracomment>
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