"""The one exception family for refused input, and refusals as values.

Everything the engine refuses is a :class:`BakehouseError`, a ``ValueError``.
Malformed input (a die written ``7``, an unknown key) is an
:class:`InvalidInputError`; a well-formed action that the rules do not allow in
this state is an :class:`IllegalActionError`.  Both carry the ruling id (C3,
E5, ...) that refuses them, and ``str(error)`` reads ``"C7: a stop needs ..."``.

Every error also carries its :class:`Refusal` (``error.refusal``): the message,
the ruling and the place as separate fields, so the app, the store and reports
show or file a refusal without parsing its text.

``str(error)`` and ``str(refusal)`` are English (the command line, the records, the tests);
:meth:`Refusal.text` is the same line in the language set in engine/words.py (the app's, or the
command line's locale), its ruling id and place as they are: a message found in the catalogue
under the context ``"Refusal"`` (the table's refusals are listed in :data:`TABLE_REFUSALS` for
lupdate), or an error's ``template`` filled with its ``values``; any other message stays English.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .words import QT_TRANSLATE_NOOP, fill, translate


@dataclass(frozen=True, slots=True)
class Phrase:
    """Words holding values, English and translatable: ``template`` (marked for lupdate with
    QT_TRANSLATE_NOOP under the context Refusal where it is written) filled with ``values``;
    a value may be a phrase itself (a throw's kinds inside a refusal), translated with it."""

    template: str
    values: tuple[str | Phrase, ...] = ()

    def __str__(self) -> str:
        return fill(self.template, *(str(v) for v in self.values))

    def text(self) -> str:
        """These words in the user's language (engine/words.py), the values filled in."""
        return fill(translate("Refusal", self.template),
                    *(v.text() if isinstance(v, Phrase) else v for v in self.values))


def phrase(template: str, *values: object) -> Phrase:
    """A :class:`Phrase`: ``template`` with ``%1``, ``%2`` ... for ``values`` (a phrase stays a
    phrase, anything else is written with ``str``)."""
    return Phrase(template, tuple(v if isinstance(v, Phrase) else str(v) for v in values))


def _words(text: str | Phrase) -> Phrase:
    return text if isinstance(text, Phrase) else Phrase(text)


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refusal as a value: what is wrong, under which ruling, and where.

    ``ruling`` is a ruling id (``"C7"``) or None; ``place`` names where in a
    record or journal the fault lies (``"turn 3, event 5"``, ``"rolloff throw 2"``)
    or is None for a refusal at the table.
    """

    message: str
    ruling: str | None = None
    place: str | None = None
    #: the message's words for translation (``%1`` ... filled with ``values``), when they hold values
    template: str | None = field(default=None, compare=False, repr=False)
    values: tuple[str | Phrase, ...] = field(default=(), compare=False, repr=False)
    #: the place's words for translation (``turn %1, event %2``), when it has a place
    where: Phrase | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        text = f"{self.ruling}: {self.message}" if self.ruling else self.message
        return f"{self.place}: {text}" if self.place else text

    def said(self) -> str:
        """The message alone (no ruling, no place) in the user's language (engine/words.py)."""
        if self.template is not None:
            return Phrase(self.template, self.values).text()
        return translate("Refusal", self.message)

    def text(self) -> str:
        """This refusal in the user's language (engine/words.py): "C7: ..." with the ruling id kept."""
        message = self.said()
        text = f"{self.ruling}: {message}" if self.ruling else message
        if not self.place:
            return text
        place = self.where.text() if self.where is not None else translate("Refusal", self.place)
        return f"{place}: {text}"


class BakehouseError(ValueError):
    """Base of every refusal. ``ruling`` is the ruling id, or None."""

    #: where the fault lies, for errors that name a place (records, journals)
    place: str | None = None
    #: the place's words for translation (RecordError)
    where: Phrase | None = None
    #: the message's words with ``%1`` ... for translation (Refusal.text), when it holds values
    template: str | None = None
    values: tuple[str | Phrase, ...] = ()

    def __init__(self, message: str | Phrase, ruling: str | None = None) -> None:
        if isinstance(message, Phrase):
            self.template, self.values = message.template, message.values
        self.message = str(message)
        self.ruling = ruling
        super().__init__(f"{ruling}: {self.message}" if ruling else self.message)

    @property
    def words(self) -> Phrase:
        """The message as a phrase (its template and values, or its English words alone)."""
        return Phrase(self.message) if self.template is None else Phrase(self.template, self.values)

    @property
    def refusal(self) -> Refusal:
        """This refusal as a value (message, ruling, place)."""
        return Refusal(self.message, self.ruling, self.place, self.template, self.values, self.where)

    def text(self) -> str:
        """This refusal in the user's language (Refusal.text); ``str(self)`` stays English, and is
        what this gives whenever nothing of it is translated (English: exactly as before)."""
        refusal = self.refusal
        text = refusal.text()
        return str(self) if text == str(refusal) else text


def whole(error: BakehouseError) -> Phrase:
    """``error``'s whole line as a phrase (its place and ruling id kept, as ``str(error)`` gives
    it), to be said inside another refusal in the user's language (#32)."""
    said = error.words
    if error.ruling:
        said = Phrase("%1: %2", (error.ruling, said))
    if error.place:
        said = Phrase("%1: %2", (error.where or Phrase(error.place), said))
    return said


class InvalidInputError(BakehouseError):
    """Input that is malformed whatever the state (bad dice text, bad option)."""


class IllegalActionError(BakehouseError):
    """A well-formed action the rules refuse in the current state."""


class Cancelled(BakehouseError):
    """Long work (seating, an import, a backup, a report) stopped by the user before it
    saved anything: nothing of it was kept."""


def check_cancelled(cancelled: object) -> None:
    """Raise :class:`Cancelled` if ``cancelled`` (a callable, or None) says so."""
    if cancelled is not None and callable(cancelled) and cancelled():
        raise Cancelled("cancelled: nothing was saved")


class RecordError(BakehouseError):
    """A match record (or a journal) refused; ``place`` says where (``turn 3, event 5``).  Both
    may be given as phrases (translated by :meth:`text`), the message also as the error it
    restates (its words and ruling kept)."""

    def __init__(self, place: str | Phrase, message: str | Phrase | BakehouseError,
                 ruling: str | None = None) -> None:
        self.place = str(place)
        self.where = _words(place)
        if isinstance(message, BakehouseError):
            ruling = message.ruling if ruling is None else ruling
            message = message.words
        super().__init__(message, ruling)
        self.args = (f"{self.place}: {ruling + ': ' if ruling else ''}{self.message}",)

    def __str__(self) -> str:
        return str(self.args[0])


#: the refusals a scorer meets at the table, marked for lupdate (tools/update_translations.py reads
#: this module): the app shows them in its language through Refusal.text; the engine raises them in
#: English as it always did (the rulings' ids and the records' refusal lines unchanged)
TABLE_REFUSALS = (
    QT_TRANSLATE_NOOP("Refusal", "SB has no yeast: its dice are base dice and keys"),
    QT_TRANSLATE_NOOP("Refusal", "a keep names one or more dice of the current throw"),
    QT_TRANSLATE_NOOP("Refusal", "a permissive risk comes after a throw, before racking from it"),
    QT_TRANSLATE_NOOP("Refusal", "a risk needs a die left to throw"),
    QT_TRANSLATE_NOOP("Refusal", "a stop comes after a throw, not before it"),
    QT_TRANSLATE_NOOP("Refusal", "a stop needs a die racked since the last throw"),
    QT_TRANSLATE_NOOP("Refusal", "a stop needs a throw that did not bust"),
    QT_TRANSLATE_NOOP("Refusal", "a swap that would leave nothing to rack before racking from this throw"),
    QT_TRANSLATE_NOOP("Refusal", "a throw is a tuple of dice showing faces 1 to 6"),
    QT_TRANSLATE_NOOP("Refusal", "a visit is the whole turn, instead of throwing"),
    QT_TRANSLATE_NOOP("Refusal", "after a miss the player stops, or risks the biscuit and throws"),
    QT_TRANSLATE_NOOP("Refusal", "after a risk the player must throw"),
    QT_TRANSLATE_NOOP("Refusal", "after a risk the player throws again without racking"),
    QT_TRANSLATE_NOOP("Refusal", "bakeries are visited from the round after they are won"),
    QT_TRANSLATE_NOOP("Refusal", "bakery committed (two dice of one face saved): only bakery racking counts now"),
    QT_TRANSLATE_NOOP("Refusal", "bakery or bust: a committed player who has risked may not stop"),
    QT_TRANSLATE_NOOP("Refusal", "dice are racked after a throw"),
    QT_TRANSLATE_NOOP("Refusal", "dice leave the box only with box rules"),
    QT_TRANSLATE_NOOP("Refusal", "dice out of the box are recorded straight after the throw"),
    QT_TRANSLATE_NOOP("Refusal", "every bakery owned has been visited this round"),
    QT_TRANSLATE_NOOP("Refusal", "never keys and base dice from the same throw"),
    QT_TRANSLATE_NOOP("Refusal", "no bakery to visit: the player owns none"),
    QT_TRANSLATE_NOOP("Refusal", "no die is left to throw; rack from the bank or stop"),
    QT_TRANSLATE_NOOP("Refusal", "no visits once the owner has thrown in this round"),
    QT_TRANSLATE_NOOP("Refusal", "nothing can be racked after a miss"),
    QT_TRANSLATE_NOOP("Refusal", "rack at least one die before throwing again"),
    QT_TRANSLATE_NOOP("Refusal", "risking needs a biscuit"),
    QT_TRANSLATE_NOOP("Refusal", "set aside a key or a group of base dice from this throw first"),
    QT_TRANSLATE_NOOP("Refusal", "the biscuit may be risked only once in a turn"),
    QT_TRANSLATE_NOOP("Refusal", "the dice are thrown now"),
    QT_TRANSLATE_NOOP("Refusal", "the dice must be thrown now"),
    QT_TRANSLATE_NOOP("Refusal", "the player chose to throw: no visit now"),
    QT_TRANSLATE_NOOP("Refusal", "the players are a list of names"),
    QT_TRANSLATE_NOOP("Refusal", "the turn is over"),
    QT_TRANSLATE_NOOP("Refusal", "the yeast is not among the dice of this throw"),
    QT_TRANSLATE_NOOP("Refusal", "the yeast swap comes after a throw"),
    QT_TRANSLATE_NOOP("Refusal", "throw the dice before setting any aside"),
    QT_TRANSLATE_NOOP("Refusal", "with strict risking the biscuit is risked only right after a miss"),
)
