"""The live page's words in English and German (the page is served in the phone's language
when it is one of these, else in the app's)."""

from __future__ import annotations

from collections.abc import Mapping

LANGUAGES = ("en", "de")

_EN: dict[str, str] = {
    "title": "Live",
    "round": "Round {n}",
    "round_of": "Round {n} of {m}",
    "no_round": "No round is seated yet.",
    "table": "Table {n}",
    "finished": "finished",
    "playing": "playing",
    "byes": "Sitting out",
    "find": "Find my table",
    "find_label": "Your name",
    "find_button": "Find",
    "found_none": "No one called “{q}” sits at a table this round.",
    "sits_out": "sits out",
    "standings": "Standings",
    "place": "Place",
    "name": "Name",
    "points": "Pts",
    "wins": "Wins",
    "games": "Games",
    "left": "left",
    "no_standings": "No results yet.",
    "final": "Final stage",
    "stage_semi": "Semi-final",
    "stage_final": "Final",
    "closed": "This event is closed.",
    "lost": "Connection lost: trying again…",
    "timer": "Time left",
    "timer_paused": "paused",
    "skip": "Seating · Standings",
    "score": "score",
}

_DE: dict[str, str] = {
    "title": "Live",
    "round": "Runde {n}",
    "round_of": "Runde {n} von {m}",
    "no_round": "Noch ist keine Runde gesetzt.",
    "table": "Tisch {n}",
    "finished": "beendet",
    "playing": "spielt",
    "byes": "Setzt aus",
    "find": "Meinen Tisch finden",
    "find_label": "Dein Name",
    "find_button": "Finden",
    "found_none": "Niemand namens „{q}“ sitzt in dieser Runde an einem Tisch.",
    "sits_out": "setzt aus",
    "standings": "Tabelle",
    "place": "Platz",
    "name": "Name",
    "points": "Pkt",
    "wins": "Siege",
    "games": "Spiele",
    "left": "gegangen",
    "no_standings": "Noch keine Ergebnisse.",
    "final": "Finalrunde",
    "stage_semi": "Halbfinale",
    "stage_final": "Finale",
    "closed": "Dieses Turnier ist abgeschlossen.",
    "lost": "Verbindung verloren: neuer Versuch…",
    "timer": "Restzeit",
    "timer_paused": "angehalten",
    "skip": "Tische · Tabelle",
    "score": "Punkte",
}

WORDS: Mapping[str, Mapping[str, str]] = {"en": _EN, "de": _DE}


def choose_language(accept: str | None, default: str) -> str:
    """The first of the phone's languages (an ``Accept-Language`` header) that the page has,
    else ``default`` (the app's language when it has it, else English)."""
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate((accept or "").split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        lang = tag.strip().lower().split("-")[0]
        if lang in WORDS and q > 0:
            ranked.append((-q, i, lang))
    if ranked:
        return min(ranked)[2]
    return default if default in WORDS else "en"
