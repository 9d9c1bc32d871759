<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>unknown (not installed)</source>
        <extracomment>the licence the project declares (pyproject.toml ``license``, the LICENSE file at the root)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt for Python (PySide6) is used under the LGPL-3.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match records (.json) you save, wherever you save them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club nights, tournaments and leagues for dice games: Classic and Entrepreneurial Damn Straight, Six By 6, Dire Straights and SB. Every throw comes from provably fair dice and every game is kept as a match record anyone can replay and check (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckInPanel</name>
    <message>
        <source>Type a name, Enter checks in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo check-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes back the last check-in (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo check-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen player leaves: not seated from the next round; results stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the chosen player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Substitute&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The substitute takes the chosen player&apos;s seat in the current round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Substitute the chosen player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checked in</source>
        <extracomment>this station&apos;s check-ins, last last (Ctrl+Z takes back the last)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 as a guest (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is checked in already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checked in: seated from round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No check-in to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check-in of %1 taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player in the list first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves: not seated from round %2 on; results so far stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the substitute&apos;s name first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2&apos;s seat in round %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicPanel</name>
    <message>
        <source>Throw</source>
        <extracomment>the sides of the thrown dice and of the racked and banked dice (px) the bank&apos;s title beside its dice rather than above them (a row less of height)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the dice (Space or T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack the die the straight needs (its digit key; from the throw, else the bank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank a thrown die (Shift+digit, or Shift+click the die)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap yeast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the yeast into the bank for the plain die it matches (W, C6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk biscuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk the biscuit and throw again (R, C8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn and score the rack (S, C7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A thrown die left the box: it is out for the turn (box rules, C14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click to rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click to bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapped out of the bank: waits for the next throw (C6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no die left to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 die to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: racked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click to swap the yeast in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 is banked: a safe throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the box: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap yeast %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop for 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>biscuit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no biscuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack needs a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missed (no %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>risk %1 and throw again, or stop for nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 risked %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throw again: a miss loses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop would score %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12 + 1, a baker&apos;s dozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scored %2 with all six dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scored %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missed after risking: the biscuit&apos;s %2 points are lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missed (%2): no score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins round %2!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1  ·  first to %2 rounds  ·  won: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space throw · 1–6 rack · Shift+1–6 bank · W swap yeast · R risk · S stop · Ctrl+Z undo  ·  click a die: rack it, else bank it · Shift+click: bank · right-click: more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the yeast into the bank for the plain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 from the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the yeast in for this die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk the biscuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the yeast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank a %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClubHome</name>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <extracomment>every page of the club home, constructed as ``Page(context)``: the ONE list to add pages to the sidebar&apos;s order and each page&apos;s shortcut (a page not registered is simply absent) the smallest window: a 1024x600 laptop&apos;s screen less the title bar the database of the last run (else the default) was opened at start (False: refused) the demo club&apos;s step (number, of, what), from the pool thread</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New club database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a &amp;PostgreSQL database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Practice table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a &amp;demo club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty club database gets a dozen members and a finished club night of each game, played by the bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Bakehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakehouse speaks the chosen language from its next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(nothing on this page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the club database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club database used last, %1, is not there any more (moved or deleted): File &gt; Open… finds it, File &gt; New club database… makes a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the club database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New club database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the club database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already: choose a new name (nothing was changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a club database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a PostgreSQL database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database URL, e.g. postgresql+psycopg://user@host/club:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a database URL: %1 (e.g. postgresql+psycopg://user@host/club)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No database opened yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot back up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up copies SQLite files; for PostgreSQL use pg_dump, e.g. pg_dump -Fc -f club.dump club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up the club database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backing up the club database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Bakehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the demo club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the demo club: the bots are playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the demo club: the members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the demo club: the bots play a club night of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Bakehouse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClubReportsPanel</name>
    <message>
        <source>Choose a database</source>
        <extracomment>the catalog was read (or could not be: ``catalog`` is None and ``notice`` says why) statistics were drawn a PDF or PNG was written (its path); a PDF was handed to the viewer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank scoresheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This club database holds no members, events or matches yet: the Home page offers a demo club to look around in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not made with `bakehouse event create`: it has no seatings or standings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round seated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft: round %1 is seated but not published; its seating may still change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClubReportsWindow</name>
    <message>
        <source>Club reports and statistics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <source>empty place %1</source>
        <extracomment>clicked or Enter: ``alternate`` is True with Shift held</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (waits for the next throw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (set aside)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DireStraightsPanel</name>
    <message>
        <source>%1 stopped and scored %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four 2s! %1&apos;s turn ends and %1&apos;s total goes back to 0 (D6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no 1 and no three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn&apos;s %1 points are lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn scores 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust: %1&apos;s throw %2 has %3 — %4 (D5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-6 complete! All six dice come back to %1: stop, or throw six again (D4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and %1 × 1-6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the dice not in the run (Space or T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn and score the run: 5 a die, 30 a completed 1-6 (S, D4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: set aside in the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: thrown again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a 1 to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stop scores %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-6 completed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 set aside: a run of %2 (D2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 set aside: the run is %2 (D3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No 1, but three of a kind: throw all six again, or stop (D2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped with %2: %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threw four 2s: %2 lost, total 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (run %1 lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 busted%2: 0 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dice set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches %2 and wins with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw six dice — a run starts with a 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 completed 1-6 — throw six again, or stop for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no run yet — throw six again, or stop for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: run %2, needs a %3 — throw %4, or stop for %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four 2s lose everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First to %1  ·  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space throw · S stop · Ctrl+Z undo  ·  the run is set aside for you (D2, D3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntrepreneurialPanel</name>
    <message>
        <source>Visit bakery (%1)</source>
        <extracomment>the height of the bakery strip&apos;s sideways scroll bar (shown only when the chips overflow) a long name over the strip is shortened to this width (in full in its tooltip)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BAKERY COMMITTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visit bakery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the loaves of your lowest bakery not yet visited instead of throwing (V, E6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visit a bakery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why not a %1? %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no 1 and no bakery start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BAKERY OR BUST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakery or bust (E7): after a risk the turn ends only with a bakery or a miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice of one face are saved: only a finished bakery scores now (E2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 can be racked now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bakery can be finished: a stop scores 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice to throw, or visit a bakery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop for 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BAKERIES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s bakeries, by their value in loaves (E4, E6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s bakeries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owns a bakery of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: visit it now (V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: still to visit this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakeries (E4, E6) — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakery! %1 baked six %2s, promoted by the yeast: %3 — free turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakery! %1 baked six %2s: %3 — free turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 visited the bakery of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a visit: no dice thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped with the bakery unfinished: no score (E2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>biscuit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no biscuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may visit the bakery of %2 (V) or throw — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack needs a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack needs a 1 or a bakery start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missed (no %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missed (no 1 and no bakery start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s free turn (E4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bakery or bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop would score %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bakery committed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V visit a bakery · </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>&amp;New event...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check-&amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seati&amp;ng</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo check-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seat next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publish round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wap chosen players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event yet: New event (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an event first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the draft of round %1 was taken back: seat it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a club database first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 created: check the players in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating round %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy: try again in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 seated as a draft: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final of the top %1 is seated as a draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close %1? Ratings move; nothing changes after that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is closed: the ratings of %2 players moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved to table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned to table %1 from now on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept apart from the next seating on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Throw</source>
        <extracomment>a cell of a LinesTable: its text, its tooltip, and optionally whether it is drawn faint</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Club database</source>
        <extracomment>&quot;1. Ann 9 pts · 2= Ben, Cyd 7 pts&quot; (the first places; empty before any result) a big button asks the home to show a page (&quot;events&quot;, &quot;members&quot;, &quot;tables&quot;) &quot;Try a demo club&quot; was pressed (the home builds it behind a progress dialog) the summary was read again (tests wait on it)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last event&apos;s standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This club database is empty. Look around in a demo club first: a dozen members and a finished club night of each game, played by the bots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a &amp;demo club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a demo club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seat next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakehouse club home</source>
        <extracomment>what the page says while the database is being opened at start</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the club database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No club database is open: File &gt; Open… or File &gt; New club database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 members · %3 events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 rounds seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import members from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Jobs</name>
    <message>
        <source>Cancel</source>
        <extracomment>made here, on the UI thread, and kept: a job emits through it from its pool thread</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <extracomment>the texts as written; shown translated (``_tr``)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game and its players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a match record and go on playing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game as a match record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game to another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do again what was taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Bakehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of each game and every ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Look up a ruling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a ruling id such as C7 to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Bakehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version, licence and where the data lives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Bakehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game on the table has not been saved. Leave it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: throw for who starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a match record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These dice do not verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the match record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemberDialog</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MembersPage</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>±</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name or e-mail</source>
        <extracomment>how many recent tables the page shows for a member how long the search box is left alone before the chosen member&apos;s details are read (ms) the details (ratings, results) read once the search box is left alone for a moment</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retire the member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge two entries of one person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import members from a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the members to a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail and note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find a member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add a member…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit the member…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retire or bring back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge two entries…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import members (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport members (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 members chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the member back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (retired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent results: none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings: none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is back: checked in to new events again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is retired: kept in every result and rating, left out of new events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the two entries of one person in the list (Ctrl+click the second), then Merge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 merged into %2: %3 match seats, %4 rating steps and %5 event entries moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: not a members list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the members file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 new members to add, %2 already members (left as they are).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be imported: %1 rows are bad. Put them right in the file and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing members…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 member imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 members imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the members file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 members written to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two entries of one person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 become one member. Keep the entry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other entry&apos;s matches, results, ratings and event entries move to the one kept, and the other entry is removed. This cannot be undone. Two people who played in one match are never merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewEventWizard</name>
    <message>
        <source>New event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a tie-breaker: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Round %1</source>
        <extracomment>how long each page stays on the wall (milliseconds) the first line is a heading (drawn bold) &quot;Page 2 of 3&quot; when the slide takes several pages, else &quot;&quot; the columns, each a list of blocks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: seating by table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: find your table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to show yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seating appears here when a round is published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakehouse — projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projector view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>the most columns a page of each kind is split into</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space: timer · R: reset · ←/→: pages · Esc: leave full screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordOpening</name>
    <message>
        <source> (ruling %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a match record (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record breaks the rules at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>something is wrong in its %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakehouse cannot open %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice in this record do not verify: %1. The faces written are not the ones its dice seed gives, so the record may have been edited. It is shown as written; do not trust its result.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RefusalLine</name>
    <message>
        <source>Click %1 to read the ruling.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportsPage</name>
    <message>
        <source>Reports</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Type each player&apos;s place, or their score, or both. Without places, the places follow the scores.</source>
        <extracomment>what the dialog hands the service: places and scores by member (None: not typed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a %1 for every player, or for none: %2 has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the places or the scores (or both)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RolloffPanel</name>
    <message>
        <source>Throw the yeast</source>
        <extracomment>the roll-off board&apos;s height at most (px): the buttons stay on a 600-pixel screen</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone throws (Space or T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw / start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone throws the yeast; the highest total starts. On a tie for the highest total everyone throws again and adds it to their total (C12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone throws one die; the highest throw starts. On a tie only the tied players throw again (D7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not tied for highest and does not throw again (D7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the highest total (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the highest throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 and plays first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Space (or the button) to throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie for the highest total (%1): %2. Everyone throws again (C12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie for the highest throw: %1 throw again (D7).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsModel</name>
    <message>
        <source>Round %1 — Draft (not published)</source>
        <extracomment>a sortable value (numbers sort as numbers)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is a draft: its seating may still change (`bakehouse event publish`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is published: its seating is fixed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SBPanel</name>
    <message>
        <source>a full sandwich</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key sandwich of %1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a full split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split keys %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base dice aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw every die not set aside (Space or T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score the dice set aside; needs both keys aside (S, K4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a base %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click to set it aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be set aside now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every die of this throw is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept from this throw: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set aside a key, or a group of base dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stop needs both keys aside: with a key still to set aside the player throws (K4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stop scores %1: %2 (K5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End phase: %1 was caught, so %1 takes one more turn — the last of the game (K6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more turn each: %1 now, then %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more turn each: %1 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End phase: %1 reached %2 first and is the original leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If %1 is then not alone in the lead, %1 takes one more turn (K6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s throw could set nothing aside: 0 points (K3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped: %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 set every die aside: %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share first place with %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw all ten dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw %2 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to set aside a key, or a group of base dice (K2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a group is two or more dice of one face — keep another (K2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: keep more, throw %2, or stop for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: throw %2, or stop for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: keep more, throw %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: throw %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To %1  ·  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space throw · S stop · 1–6 keep a base die · K keep a key (Shift+1–6: that key) · Ctrl+Z undo  ·  click a die to keep it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScorepadModel</name>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the original leader (K6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatingPanel</name>
    <message>
        <source>Seat the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish the draft round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players at the final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat the final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the two chosen players (Ctrl+click to choose two)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the two chosen players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table to move or pin to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move to table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen player moves to that table (as dragging the name there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the chosen player to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin &amp;to table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen player sits at that table from now on (a wheelchair, a bad back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin the chosen player to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two chosen players are never seated at one table from the next seating on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the two chosen players apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seat round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>League season: %1 club nights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players checked in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - DRAFT, not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - the event is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 repeat meetings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 repeat meeting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kept apart seated together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 off their pinned table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two players to swap (Ctrl+click the second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one player to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one player to pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two players to keep apart (Ctrl+click the second)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SixBy6Panel</name>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice of the throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice posted by the throw → the Post # after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry points the throw scored → the Carry # after paying one for the next throw (S2, S3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The faces left unposted: the Leave # if the turn ends on this throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 → Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+0 → none left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack, Carry %1 = %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post %1, Leave %2 = %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Posted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unposted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the unposted dice (Space or T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: posted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post slot %1 of 6: empty; a thrown 6 is posted here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post %1  ·  Carry %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave %1  ·  %2 to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 to throw  ·  the first throw is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THIS TURN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 posted by this throw; Post %2 after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carry points scored; Carry %2 after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Leave #</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Leave # had the turn ended here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No throw yet in this turn: press Space to throw all six dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PREVIOUS TURN · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share first place with %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw — six dice, the first throw is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Post %2, Carry Zero — this throw must score, or the turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Post %2, Carry %3 — throw %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 of %2  ·  totals: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space throw · Ctrl+Z undo  ·  no decisions: the engine posts the 6s and scores (S1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Place</source>
        <extracomment>how often another station&apos;s results are looked for (milliseconds)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opp. pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;3=&quot;: a place shared after every tie-breaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;(left)&quot;: left the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement points: one for every player finished ahead of at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tables won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the points of every opponent met added up (Buchholz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game score added up (rounds won in the Damn Straights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tables played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating in this game from every event&apos;s results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponents&apos; points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head to head (among the tied players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings after round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;After:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings heading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key to the tie-breakers and columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event yet: make one on the Events page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <extracomment>the page&apos;s actions, for the home&apos;s menu (each with its shortcut)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings and the round results as a PDF (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on pro&amp;jector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seating and the standings in large type on the second screen (F7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projector screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screen the projector view opens on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round time in minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start or pause the round timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the round timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round timer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start/pause the round &amp;timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No club database is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: standings after round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no results yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: standings after 1 round with results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: standings after %2 rounds with results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order: %1. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen %1 (%2×%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the standings as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print the standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing the standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings were saved to %1, but no PDF viewer opened them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the PDF</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableSession</name>
    <message>
        <source>no game is on the table: start a new game or open a record</source>
        <extracomment>the match changed (a move, an undo, a roll-off throw, a save) a different match is on the table (new game, opened record) the journal&apos;s length when the game was last saved or opened set when an opened record&apos;s dice cannot go on (or do not verify): said once on opening the check of an opened record&apos;s revealed dice seed (None: no seed to check)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the roll-off decides who starts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no move to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Scorepad</source>
        <extracomment>a ruling id to show in the Help (a refusal&apos;s link)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scores are written here once the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game on the table.
Start a new game, or open a match record to go on with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no table in this version yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice commitment  %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provably fair dice (%1). SHA-256 of the secret seed:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: test source (not provably fair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The dice of this record do not verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to the bakehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N new game · Ctrl+O open a record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space throws · Ctrl+S saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share first place!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds won: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This was not done: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablesPage</name>
    <message>
        <source>Event and round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enter result...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the chosen table&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correct result...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the chosen table&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event chosen: choose one on the Events page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no round published yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2: %3 of %4 tables finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table has a result: Correct result changes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table has no result yet: Enter result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 table %2 of round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the result of table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result of table %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoRedoActions</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>an undo or redo was refused (such as by the club database): the error</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo (the throw stands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_EveningPage</name>
    <message>
        <source>The evening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club night %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_PanelPage</name>
    <message>
        <source>No club database is open: File &gt; Open… or File &gt; New club database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No database</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_RoundsPage</name>
    <message>
        <source>The rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixer (meet new people each round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss (like meets like)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive (winners move up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;More...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: 3,2,1,0 at a table of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-breakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>League season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Placement points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bye points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-&amp;breakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A night of &amp;league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>die</name>
    <message>
        <source>the yeast showing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>events</name>
    <message>
        <source>Event</source>
        <extracomment>a member dragged from one table to another</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(checked in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <extracomment>(member, place, score) by place; None: waiting for its result</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(match %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System language</source>
        <extracomment>the catalogue&apos;s file name before ``_&lt;lang&gt;.qm``</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
