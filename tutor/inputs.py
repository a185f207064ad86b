"""The input contract: how every rule function of every game reads what it is given.

A game describes its table once, as an :class:`Inputs` (its name, its pack, its seats), and each of its public
functions reads its arguments through it. So the four games accept the same things the same way:

* **a card**: a :class:`~tutor.cards.Card` of the game's pack, or its text (``"QS"``, ``"10♥"``, ``"q♠"``;
  Spanish ``"CC"``);
* **cards, a hand, a trick**: text (``"AS KH, 10d"``), a :class:`~tutor.cards.CardSet`, a
  :class:`~tutor.tricks.Trick`, or any sequence of cards or of card texts (``["AS", "KH"]``);
* **a suit** (a trump): a :class:`~tutor.cards.Suit` of the game's pack, or its letter, word or symbol
  (``"H"``, ``"hearts"``, ``"♥"``; Spanish ``"O"``, ``"oros"``); ``None`` for no trumps where a game has them;
* **a seat, a dealer**: the seat's number (``0`` to the number of players less one);
* **a count** (a bid, a number of cards): a whole number among the allowed ones;
* **a seed**: ``None``, a whole number or a text;
* **a deal**: a state of the game (or a seat's view of it).

Anything else is refused with a :class:`~tutor.errors.TutorError` whose message quotes the input and says what
is allowed -- never a ``TypeError`` or ``KeyError`` from deep inside, never an answer to a question that was
not asked:

* :class:`~tutor.errors.NotationError` when the input does not name what it should: a card or a suit of
  another pack (``"O"`` is no suit of Satat, though it is oros in Subastao), junk text, ``None``, a number
  where cards are expected, a text where a seat number is expected;
* :class:`~tutor.errors.ImpossiblePosition` when well-named things cannot happen together: a card twice, a
  card both in the hand and in the trick, a trick longer than the table, seat 7 at a table of four, a count
  out of range.

>>> from tutor.cards import FRENCH_32, Suit
>>> piquet = Inputs("Piquet", FRENCH_32, seats=("South", "North"))
>>> piquet.hand(["AS", "KH"]) == piquet.hand("AS KH") == piquet.hand(piquet.cards("kh a♠"))
True
>>> piquet.suit("♥"), piquet.suit("hearts"), piquet.suit(Suit.HEARTS)
(Suit.HEARTS, Suit.HEARTS, Suit.HEARTS)
>>> piquet.trick("QS 9S 7S")
Traceback (most recent call last):
...
tutor.errors.ImpossiblePosition: 'QS 9S 7S' is too long for a trick of Piquet: at most 1 card can be on the table before a player plays
>>> piquet.hand("AS KS AS")
Traceback (most recent call last):
...
tutor.errors.ImpossiblePosition: 'AS KS AS' names A♠ twice: a pack holds each card once
>>> piquet.seat(2, what="dealer")
Traceback (most recent call last):
...
tutor.errors.ImpossiblePosition: dealer 2 is not a seat of Piquet: the seats are 0 (South) and 1 (North)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Literal, overload

from .cards import NOT_IN_PACK, Card, CardSet, Deck, Family, Suit
from .errors import ImpossiblePosition, NotationError
from .i18n import get_language, gettext, gettext_noop
from .sentences import Template, join
from .tricks import Trick

__all__ = ["NEEDED", "Inputs", "number", "quote"]


class _Needed:
    """The default of an argument that must be given: reading it refuses it with a sentence, not Python's
    ``TypeError`` (``satat.legal_plays(hand, trick)`` without ``trump=``)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<needed>"


NEEDED: Any = _Needed()
"""The default of a keyword argument a function cannot do without (a trump, a count): :class:`Inputs` refuses it
with a :class:`~tutor.errors.NotationError` that names the argument and what it takes."""


# -- the refusals' words (a Template each, so that they are said in the language spoken) -------------------------
NEEDED_ARGUMENT = Template("{what} is needed: give {argument}=..., {takes}")
NOT_ONE_CARD = Template("{value} is not a {what}: write one card of {game} like {example}")
NOT_CARDS = Template(
    "{value} is not {what}: write the cards of {game} as text like {example}, or give Card objects"
)
TWICE = Template("{value} names {card} twice: a pack holds each card once")
HAND_SIZE = Template("{value} holds {cards:card}: a hand of {game} has {size} cards here")
NO_ORDER = Template(
    "{value} is a set of cards, which has no order: give a trick in play order, lead first, as text like 'KH AH' "
    "or a list of cards"
)
FULL_TRICK = Template("a trick has {most:card} (one for each player)")
TRICK_SO_FAR = Template("at most {most:card} can be on the table before a player plays")
TOO_LONG = Template("{value} is too long for a trick of {game}: {rule}")
EMPTY_TRICK = Template("{value} is an empty trick: a trick needs a card before it has a winner")
IN_HAND_AND_TRICK = Template(
    "{cards} is both in the hand and in the trick {value}: a card is in one place only"
)
A_SUIT_OF = Template("a suit of {game} ({letters}, or their names)")
FRENCH_SUITS = Template("{letters} (or {symbols}, or their names)")
SPANISH_SUITS = Template("{letters} ({words})")
OR_NO_TRUMPS = Template(", or None for no trumps")
NOT_A_SUIT = Template("{what} {value} is not a suit of {game}: the suits are {forms}{tail}{note}")
SEAT_NUMBER = Template("{number} ({seat})")
NOT_A_SEAT_NUMBER = Template("{what} {value} is not a seat number: the seats of {game} are {allowed}")
NOT_A_SEAT = Template("{what} {value} is not a seat of {game}: the seats are {allowed}")
FROM_TO = Template("a whole number from {first} to {last}")
NOT_A_WHOLE_NUMBER = Template("{what} {value} is not a whole number: it is {shown}")
NOT_ALLOWED = Template("{what} {value} is not allowed in {game}: it is {shown}")
TRUE_OR_FALSE = Template("True or False")
NOT_A_FLAG = Template("{what} {value} is not True or False")
NOT_OPTIONS = Template(
    "rules {value} are not the options of {game}: give {kind}(...), or leave them out for the usual rules"
)
OR_NONE = Template(", or None")
NOT_A_DEAL = Template("{value} is not a deal of {game}: give a state, e.g. {call}{tail}")
NOT_A_SEED = Template(
    "seed {value} is not a whole number or a text: give a seed like 7 or 'lesson 3', or None for a random deal"
)

_SAID_AS = {"bid": gettext_noop("the bid")}
"""What an input is (``what=``), where its word is also another message's (Spanish "pujar", the action): the
message it is translated from."""


_DEFAULTS = (gettext_noop("card"), gettext_noop("cards"), gettext_noop("suit"), gettext_noop("seat"))
"""The ``what=`` of :class:`Inputs`' own methods, marked for the catalogue."""


def _what(what: str) -> str:
    """What an input is (a ``what=`` of the games: ``'dealer'``, ``'a hand'``), as a refusal says it in the
    language spoken; a keyword argument's name with no translation (``'strict_montar'``) stays as it is."""
    return what if get_language() == "en" else gettext(_SAID_AS.get(what, what))


def _needed(what: str, takes: str) -> NotationError:
    return NotationError(NEEDED_ARGUMENT.say(what=_what(what), argument=what, takes=takes))


def quote(value: Any) -> str:
    """An input as a message quotes it: text in quotes, a card or a suit as a learner reads it, anything
    else as Python writes it (cut short).

    >>> from tutor.cards import Card, Suit
    >>> quote("ZZ"), quote(Card.parse("TH")), quote(Suit.OROS), quote(None)
    ("'ZZ'", '10♥', 'oros', 'None')
    """
    if isinstance(value, Card):
        return value.unicode()
    if isinstance(value, Suit):
        return value.word
    if isinstance(value, CardSet):
        return repr(str(value))
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def number(word: str) -> int | None:
    """The count a word writes in the digits 0-9 (a bid: ``'60'``), or ``None``: no sign, no space, and no
    other digits (``'²'`` is a digit to Python's ``str.isdigit`` but no number to ``int``).

    >>> number("60"), number("²"), number("-5"), number("bid")
    (60, None, None, None)
    """
    return int(word) if word.isascii() and word.isdigit() else None


class Inputs:
    """How one game reads its inputs: its ``name`` (for messages), its ``deck`` and its ``seats``.

    :param name: the game's name, as messages say it (``"Satat"``).
    :param deck: the pack the game's cards come from (cards of any other pack are refused).
    :param seats: the seat names, in seat-number order; their number is the most cards a trick can hold.
    :param suits: the suits a trump may be (default: the deck's suits).

    >>> from tutor.cards import FRENCH_52
    >>> satat = Inputs("Satat", FRENCH_52, seats=("South", "West", "North", "East"))
    >>> satat.cards(["2h", "10S"])
    (Card.parse('2H'), Card.parse('TS'))
    """

    __slots__ = ("deck", "family", "mask", "name", "seats", "suits")

    def __init__(
        self, name: str, deck: Deck, *, seats: Sequence[str], suits: Sequence[Suit] | None = None
    ) -> None:
        self.name = name
        self.deck = deck
        self.family = deck.family
        self.mask = deck.cardset.mask
        self.seats = tuple(seats)
        self.suits = tuple(deck.suits if suits is None else suits)

    @property
    def game(self) -> str:
        """The game's name as a message says it, in the language spoken (``'サタット'``)."""
        return gettext(self.name)

    def __repr__(self) -> str:
        return f"<Inputs of {self.name}: {self.deck.name}, {len(self.seats)} seats>"

    # -- cards -----------------------------------------------------------------------------------------------
    def _not_in_pack(self, shown: str) -> NotationError:
        ranks = " ".join(rank.letter(self.family) for rank in self.deck.ranks)
        return NotationError(NOT_IN_PACK.say(card=shown, pack=gettext(self.deck.name), ranks=ranks))

    def card(self, value: Any, *, what: str = "card") -> Card:
        """One card of the pack: a :class:`~tutor.cards.Card`, or text naming one card.

        >>> from tutor.cards import FRENCH_36
        >>> saskop = Inputs("Saskop", FRENCH_36, seats=("South", "West", "North", "East"))
        >>> saskop.card(" 10h ")
        Card.parse('TH')
        >>> saskop.card(Card.parse("2C"))
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: 2♣ is not in the 36-card pack (ranks A K Q J T 9 8 7 6)
        >>> saskop.card(None)
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: None is not a card: write one card of Saskop like 'AS' or '10♥'
        """
        if isinstance(value, Card):
            if not value.bit & self.mask:
                raise self._not_in_pack(quote(value))
            return value
        if isinstance(value, str):
            cards = self.cards(value, what=what)
            if len(cards) == 1:
                return cards[0]
        raise NotationError(
            NOT_ONE_CARD.say(value=quote(value), what=_what(what), game=self.game, example=self._example())
        )

    def _example(self) -> str:
        return join(["'CC'", "'3O'"] if self.family is Family.SPANISH else ["'AS'", "'10♥'"], "or")

    def cards(self, value: Any, *, what: str = "cards") -> tuple[Card, ...]:
        """Cards of the pack in the order given; a card named twice is refused.

        Accepts text, a :class:`~tutor.cards.CardSet` (in display order), a :class:`~tutor.tricks.Trick`, a
        single card, or a sequence of cards or card texts.

        >>> from tutor.cards import SPANISH_40
        >>> subastao = Inputs("Subastao", SPANISH_40, seats=("South", "East", "North"))
        >>> subastao.cards(["AO", Card.parse("RC", "spanish")])
        (Card.parse('AO', 'spanish'), Card.parse('RC', 'spanish'))
        >>> subastao.cards("AO KH")
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: 'KH' is not a Spanish card: write a rank (A 3 R C S 7 6 5 4 2) then a suit (O C E B: oros, copas, espadas, bastos), e.g. 'CC' for the caballo de copas
        >>> subastao.cards(42)
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: 42 is not cards: write the cards of Subastao as text like 'CC 3O', or give Card objects
        """
        if value.__class__ is tuple and all(
            card.__class__ is Card for card in value
        ):  # the engines' own tricks
            mask = 0
            for card in value:
                mask |= card.bit
            if not mask & ~self.mask and mask.bit_count() == len(value):
                return value
        if isinstance(value, str):
            cards = self.deck.parse(value)
        elif isinstance(value, Card):
            cards = (self.card(value),)
        elif isinstance(value, CardSet):
            if value.mask & ~self.mask:
                raise self._not_in_pack(quote(next(c for c in value if not c.bit & self.mask)))
            return value.sorted()
        elif isinstance(value, Trick):
            cards = tuple(self.card(card) for card in value.cards)
        elif isinstance(value, Iterable) and not isinstance(value, (bytes, bytearray, dict)):
            items = list(value)
            cards = tuple(self.card(item) for item in items)
        else:
            example = "'CC 3O'" if self.family is Family.SPANISH else "'AS KH 10D'"
            raise NotationError(
                NOT_CARDS.say(value=quote(value), what=_what(what), game=self.game, example=example)
            )
        self._refuse_twice(value, cards)
        return cards

    @staticmethod
    def _refuse_twice(value: Any, cards: Sequence[Card]) -> None:
        seen = 0
        for card in cards:
            if seen & card.bit:
                raise ImpossiblePosition(TWICE.say(value=quote(value), card=card.unicode()))
            seen |= card.bit

    def hand(self, value: Any, *, size: int | None = None) -> CardSet:
        """A hand: :meth:`cards` as a :class:`~tutor.cards.CardSet` (a card twice is refused); ``size``, if
        given, is the number of cards it must hold.

        >>> from tutor.cards import SPANISH_36
        >>> subastao = Inputs("Subastao", SPANISH_36, seats=("South", "East", "North"))
        >>> subastao.hand("AO 3O", size=12)
        Traceback (most recent call last):
        ...
        tutor.errors.ImpossiblePosition: 'AO 3O' holds 2 cards: a hand of Subastao has 12 cards here
        """
        if isinstance(value, CardSet):
            if value.mask & ~self.mask:
                raise self._not_in_pack(quote(next(c for c in value if not c.bit & self.mask)))
            hand = value
        else:
            hand = CardSet(self.cards(value, what="a hand"))
        if size is not None and len(hand) != size:
            raise ImpossiblePosition(
                HAND_SIZE.say(value=quote(value), cards=len(hand), game=self.game, size=size)
            )
        return hand

    def trick(self, value: Any, *, hand: CardSet | None = None, complete: bool = False) -> tuple[Card, ...]:
        """A trick: its cards in play order, lead first (a :class:`~tutor.cards.CardSet` has no play order, so
        it is accepted only with one card at most).

        :param hand: the hand about to play to it; a card both in the hand and in the trick is refused.
        :param complete: the trick may be full (one card per seat) and must not be empty, as when asking who
            wins it; otherwise at most one card fewer than the seats (the cards before a player plays).

        >>> from tutor.cards import FRENCH_52
        >>> satat = Inputs("Satat", FRENCH_52, seats=("South", "West", "North", "East"))
        >>> satat.trick(["KH", "AH"])
        (Card.parse('KH'), Card.parse('AH'))
        >>> satat.trick("KH AH", hand=CardSet.parse("AH 2C"))
        Traceback (most recent call last):
        ...
        tutor.errors.ImpossiblePosition: A♥ is both in the hand and in the trick 'KH AH': a card is in one place only
        >>> satat.trick("", complete=True)
        Traceback (most recent call last):
        ...
        tutor.errors.ImpossiblePosition: '' is an empty trick: a trick needs a card before it has a winner
        """
        most = len(self.seats) if complete else len(self.seats) - 1
        if value.__class__ is tuple and len(value) <= most and all(card.__class__ is Card for card in value):
            mask = 0  # the engines' own tricks: one pass over the bits checks the pack, twice, and the hand
            for card in value:
                mask |= card.bit
            if (
                not mask & ~self.mask
                and mask.bit_count() == len(value)
                and (value or not complete)
                and (hand is None or not hand.mask & mask)
            ):
                return value
        if isinstance(value, CardSet) and len(value) > 1:
            raise NotationError(NO_ORDER.say(value=quote(value)))
        cards = self.cards(value, what="a trick")
        if len(cards) > most:
            rule = (FULL_TRICK if complete else TRICK_SO_FAR).say(most=most)
            raise ImpossiblePosition(TOO_LONG.say(value=quote(value), game=self.game, rule=rule))
        if complete and not cards:
            raise ImpossiblePosition(EMPTY_TRICK.say(value=quote(value)))
        if hand is not None:
            both = hand.mask & sum(card.bit for card in cards)
            if both:
                shown = CardSet.from_mask(both).unicode()
                raise ImpossiblePosition(IN_HAND_AND_TRICK.say(cards=shown, value=quote(value)))
        return cards

    # -- suits, seats, counts, seeds ---------------------------------------------------------------------------
    @overload
    def suit(
        self, value: Any, *, none: Literal[False] = False, what: str = "suit", note: str = ""
    ) -> Suit: ...

    @overload
    def suit(self, value: Any, *, none: bool, what: str = "suit", note: str = "") -> Suit | None: ...

    def suit(self, value: Any, *, none: bool = False, what: str = "suit", note: str = "") -> Suit | None:
        """A suit of the game's pack: a :class:`~tutor.cards.Suit`, or its letter, word or symbol; ``None``
        only where ``none`` allows it (no trumps). ``note`` ends the message of a refusal.

        >>> from tutor.cards import FRENCH_52, SPANISH_36
        >>> satat = Inputs("Satat", FRENCH_52, seats=("South", "West", "North", "East"))
        >>> subastao = Inputs("Subastao", SPANISH_36, seats=("South", "East", "North"))
        >>> subastao.suit("O"), subastao.suit("copas"), satat.suit("c")
        (Suit.OROS, Suit.COPAS, Suit.CLUBS)
        >>> satat.suit("O", what="trump")
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: trump 'O' is not a suit of Satat: the suits are S H D C (or ♠ ♥ ♦ ♣, or their names)
        >>> satat.suit(Suit.OROS, none=True, what="trump")
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: trump oros is not a suit of Satat: the suits are S H D C (or ♠ ♥ ♦ ♣, or their names), or None for no trumps
        """
        if value is None and none:
            return None
        if isinstance(value, Suit) and value in self.suits:
            return value
        tail = OR_NO_TRUMPS.say() if none else ""
        if value is NEEDED:
            letters = " ".join(suit.letter for suit in self.suits)
            raise _needed(what, A_SUIT_OF.say(game=self.game, letters=letters) + tail)
        if isinstance(value, str):
            try:
                suit = Suit.parse(value, self.family)
            except NotationError:
                pass
            else:
                if suit in self.suits:
                    return suit
        letters = " ".join(suit.letter for suit in self.suits)
        if self.family is Family.FRENCH:
            forms = FRENCH_SUITS.say(letters=letters, symbols=" ".join(suit.symbol for suit in self.suits))
        else:
            forms = SPANISH_SUITS.say(letters=letters, words=", ".join(suit.word for suit in self.suits))
        raise NotationError(
            NOT_A_SUIT.say(
                what=_what(what),
                value=quote(value),
                game=self.game,
                forms=forms,
                tail=tail,
                note=gettext(note) if note else "",
            )
        )

    def seat(self, value: Any, *, what: str = "seat", players: int | None = None) -> int:
        """A seat number, ``0`` to the number of players less one (``players`` if the table is smaller than
        :attr:`seats`).

        >>> from tutor.cards import FRENCH_52
        >>> satat = Inputs("Satat", FRENCH_52, seats=("South", "West", "North", "East"))
        >>> satat.seat(3)
        3
        >>> satat.seat("1", what="dealer")
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: dealer '1' is not a seat number: the seats of Satat are 0 (South), 1 (West), 2 (North) and 3 (East)
        """
        names = self.seats[: players or len(self.seats)]
        allowed = join([SEAT_NUMBER.say(number=i, seat=gettext(name)) for i, name in enumerate(names)])
        if not isinstance(value, int) or isinstance(value, bool):
            raise NotationError(
                NOT_A_SEAT_NUMBER.say(what=_what(what), value=quote(value), game=self.game, allowed=allowed)
            )
        if not 0 <= value < len(names):
            raise ImpossiblePosition(
                NOT_A_SEAT.say(what=_what(what), value=value, game=self.game, allowed=allowed)
            )
        return value

    def count(self, value: Any, allowed: Iterable[int], *, what: str = "count") -> int:
        """A whole number among ``allowed``.

        >>> from tutor.cards import FRENCH_52
        >>> satat = Inputs("Satat", FRENCH_52, seats=("South", "West", "North", "East"))
        >>> satat.count(3, (1, 2), what="the number of cards to pass")
        Traceback (most recent call last):
        ...
        tutor.errors.ImpossiblePosition: the number of cards to pass 3 is not allowed in Satat: it is 1 or 2
        """
        choices = tuple(allowed)
        if len(choices) > 3 and choices == tuple(range(choices[0], choices[-1] + 1)):
            shown = FROM_TO.say(first=choices[0], last=choices[-1])
        elif get_language() == "en":
            shown = " or ".join(str(choice) for choice in choices)
        else:
            shown = join([str(choice) for choice in choices], "or")
        if value is NEEDED:
            raise _needed(what, shown)
        if not isinstance(value, int) or isinstance(value, bool):
            raise NotationError(NOT_A_WHOLE_NUMBER.say(what=_what(what), value=quote(value), shown=shown))
        if value not in choices:
            raise ImpossiblePosition(
                NOT_ALLOWED.say(what=_what(what), value=value, game=self.game, shown=shown)
            )
        return value

    def flag(self, value: Any, *, what: str) -> bool:
        """A yes/no option: ``True`` or ``False`` (``0`` and ``1`` too), never a text that only looks true.

        >>> from tutor.cards import FRENCH_52
        >>> Inputs("Satat", FRENCH_52, seats=("S", "W", "N", "E")).flag("no", what="trump_known")
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: trump_known 'no' is not True or False
        """
        if value in (True, False) and isinstance(value, int):
            return bool(value)
        if value is NEEDED:
            raise _needed(what, TRUE_OR_FALSE.say())
        raise NotationError(NOT_A_FLAG.say(what=_what(what), value=quote(value)))

    def options(self, value: Any, kind: type, default: Any = None) -> Any:
        """A game's options object (its rules class), as given; ``None`` (left out) gives ``default``, the
        usual rules, when the function has them.

        >>> from tutor.cards import FRENCH_52
        >>> satat = Inputs("Satat", FRENCH_52, seats=("S", "W", "N", "E"))
        >>> satat.options(None, dict, {"usual": True})
        {'usual': True}
        >>> satat.options("strict", dict)
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: rules 'strict' are not the options of Satat: give dict(...), or leave them out for the usual rules
        """
        if isinstance(value, kind):
            return value
        if value is None and default is not None:
            return default
        raise NotationError(NOT_OPTIONS.say(value=quote(value), game=self.game, kind=kind.__name__))

    def state(self, value: Any, kind: type | tuple[type, ...] | str, *, none: bool = False) -> Any:
        """A deal of the game: a state of ``kind`` (its class, or its state and view classes, or the game's module
        by name: a state or a seat's view whose class names it in ``GAME``), as given; ``None`` only where
        ``none`` allows it.

        >>> from tutor.cards import FRENCH_52
        >>> Inputs("Satat", FRENCH_52, seats=("S", "W", "N", "E")).state("7", dict)
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: '7' is not a deal of Satat: give a state, e.g. satat.start(7)
        """
        if isinstance(kind, str):
            if getattr(type(value), "GAME", None) == kind or (value is None and none):
                return value
        elif isinstance(value, kind) or (value is None and none):
            return value
        tail = OR_NONE.say() if none else ""
        raise NotationError(
            NOT_A_DEAL.say(
                value=quote(value), game=self.game, call=f"{self.name.lower()}.start(7)", tail=tail
            )
        )

    def seed(self, value: Any) -> int | str | None:
        """A seed: ``None`` (a random deal), a whole number or a text; the same seed gives the same deal.

        >>> from tutor.cards import FRENCH_52
        >>> Inputs("Satat", FRENCH_52, seats=("S", "W", "N", "E")).seed(1.5)
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: seed 1.5 is not a whole number or a text: give a seed like 7 or 'lesson 3', or None for a random deal
        """
        if (
            value is None
            or isinstance(value, str)
            or (isinstance(value, int) and not isinstance(value, bool))
        ):
            return value
        raise NotationError(NOT_A_SEED.say(value=quote(value)))
