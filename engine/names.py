"""Names: the one place that checks them (match-record.md, "Names").

A player's name is 1 to 40 characters after trimming spaces at both ends; an
event's name follows the same rules with 1 to 100 characters.  Refused:
control characters, line and paragraph separators, every Unicode format
character (category Cf: direction marks, bidi controls, zero-width characters,
the soft hyphen, tag characters, ...), surrogates and private-use characters
(Cs, Co), and a name with no letter, number, punctuation or symbol in it (it
would print as nothing).  Two names clash when they are equal after NFC
normalisation and case folding (``Ann`` and ``ann`` clash).  Records, the app,
the club database and tournaments all check names here.
"""

from __future__ import annotations

import reprlib
import unicodedata
from collections.abc import Iterable

from .errors import InvalidInputError, Phrase, phrase
from .words import QT_TRANSLATE_NOOP

MAX_NAME = 40
#: a scoring station's name: as long as the holds table keeps it
MAX_STATION = 60
#: an event's name (the record's ``event`` object): match-record.md "Names"
MAX_EVENT_NAME = 100
#: how many characters of a value a message quotes (match-record.md, "Limits")
QUOTE_LIMIT = 60

#: categories never in a name: controls, format characters (Cf), surrogates,
#: private use, line and paragraph separators
_REFUSED = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})
#: a name holds at least one character of these: letters, numbers, punctuation, symbols
_VISIBLE = frozenset("LNPS")


#: the repr of a value that is not text, made without building the whole of a huge list
_SHORT = reprlib.Repr()
_SHORT.maxlevel = 2
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = _SHORT.maxfrozenset = 32
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 1000  # then cut at the limit, as text is


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A value as a message quotes it: ``repr``-like, at most ``limit`` characters
    of it, then ``...`` (match-record.md "Limits"), however large the value.
    Text is quoted by ``repr``, so a control, format or other invisible
    character is shown escaped (``'\\u202e'``): safe on a terminal."""
    if isinstance(value, str):
        text = value[: limit + 1]
    else:
        try:
            text = _SHORT.repr(value)
        except ValueError:  # an integer of more digits than Python converts (4300)
            text = f"<a number of {value.bit_length() if isinstance(value, int) else '?'} bits>"
    if len(text) > limit:
        text = text[:limit] + "..."
    return repr(text) if isinstance(value, str) else text


def clean_name(name: object, limit: int = MAX_NAME,
               what: str = QT_TRANSLATE_NOOP("Refusal", "a player's name")) -> str:
    """The name trimmed, or an :class:`InvalidInputError` saying what is wrong.

    ``limit`` and ``what`` serve other names that follow the same rules (an
    event's name: :func:`clean_event_name`).  The length is checked first, so a
    name of millions of characters is refused at once."""
    if not isinstance(name, str):
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is text, not %2"), Phrase(what), quote(name)))
    trimmed = name.strip(" ")
    if not trimmed:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 may not be empty"), Phrase(what)))
    if len(trimmed) > limit:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "the name %1 is longer than %2 characters"), quote(trimmed), limit))
    if trimmed.isascii() and trimmed.isprintable():
        return trimmed  # printable ASCII, not only spaces: letters, digits, punctuation, symbols
    visible = False
    for ch in trimmed:
        category = unicodedata.category(ch)
        if category in _REFUSED:
            raise InvalidInputError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "the name %1 holds a control or hidden character (U+%2): a name is one line of visible text"), quote(trimmed), format(ord(ch), '04X'))
            )
        if category[0] in _VISIBLE:
            visible = True
    if not visible:
        raise InvalidInputError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "the name %1 has no letter, number, punctuation or symbol: it would print as nothing"), quote(trimmed))
        )
    return trimmed


def clean_event_name(name: object) -> str:
    """An event's name trimmed (1 to 100 characters, the rules of a player's name)."""
    return clean_name(name, MAX_EVENT_NAME, QT_TRANSLATE_NOOP("Refusal", "an event's name"))


def clean_station(name: object) -> str:
    """A station's name (1 to 60 characters of visible text, the rules of a player's name) or one
    clear line: the Station dialog, ``import --station`` and ``event result --station`` check it here."""
    return clean_name(name, MAX_STATION, QT_TRANSLATE_NOOP("Refusal", "a station's name"))


def name_key(name: str) -> str:
    """What two names are compared by: NFC, then case folding (``Ann`` == ``ann``)."""
    return unicodedata.normalize("NFC", name).casefold()


def search_key(text: str) -> str:
    """``text`` as a search compares it (the Members page's search box and the check-in's, one
    folding for both): NFC and case-folded, then, when it differs, a second line without accents
    ("zoe" finds Zoë and Ångström is found by "ang"; "zoë" finds Zoë only)."""
    folded = unicodedata.normalize("NFC", text).casefold()
    bare = "".join(c for c in unicodedata.normalize("NFD", folded) if not unicodedata.combining(c))
    return folded if bare == folded else folded + "\n" + bare


def search_words(typed: str) -> list[str]:
    """The words typed into a search box, as :func:`search_key` folds them (accents kept: a
    typed accent narrows the search)."""
    return [w for w in search_key(typed).split("\n")[0].split() if w]


def check_names(names: Iterable[object]) -> tuple[str, ...]:
    """Every name cleaned, refusing a bad name or two that clash (linear time)."""
    cleaned: list[str] = []
    seen: dict[str, str] = {}
    for raw in names:
        name = clean_name(raw)
        key = name_key(name)
        if key in seen:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "the names %1 and %2 are the same name: names must differ"), quote(seen[key]), quote(name)))
        seen[key] = name
        cleaned.append(name)
    return tuple(cleaned)


#: FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (Unicode bidi, UAX #9)
FSI = "\u2068"
PDI = "\u2069"


def isolate(name: str) -> str:
    """A name as a sentence holds it: between FSI and PDI, so a right-to-left name
    keeps to itself ("\u2068שרה\u2069: throw 1" is not turned around) and names in a row
    stay in seat order.  The app and the PDFs both put every name in a sentence
    through here; a name on its own (a column's header) needs no isolate."""
    return f"{FSI}{name}{PDI}"
