"""Suits, ranks, cards, hands and the packs the four games use.

Two families of cards exist: the French pack (suits ♠ ♥ ♦ ♣) and the Spanish pack (oros, copas,
espadas, bastos). Notation is lenient on input and canonical on output:

>>> Card.parse("10♥")
Card.parse('TH')
>>> str(Card.parse("qs")), Card.parse("qs").unicode()
('QS', 'Q♠')
>>> CardSet.parse("AS, KH 10d 9c")
CardSet.parse('AS KH TD 9C')

Spanish cards are written rank then suit, so ``CC`` is the caballo de copas:

>>> Card.parse("CC", "spanish").name()
'caballo de copas'
>>> SPANISH_36.parse("AO 3C RE CB SO")
(Card.parse('AO', 'spanish'), Card.parse('3C', 'spanish'), Card.parse('RE', 'spanish'), Card.parse('CB', 'spanish'), Card.parse('SO', 'spanish'))

A card has no order of its own: the order depends on the game and the trump, so sorting takes a key.
Bad input raises :class:`~tutor.errors.NotationError` quoting it:

>>> Card.parse("ZZ")
Traceback (most recent call last):
...
tutor.errors.NotationError: 'ZZ' is not a card: write a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10) then a suit (S H D C or ♠ ♥ ♦ ♣), e.g. 'AS' or '10♥'
"""

from __future__ import annotations

import enum
import functools
import operator
import random
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import NotationError
from .i18n import get_language, gettext
from .sentences import Template, join

__all__ = [
    "DECKS",
    "FRENCH_32",
    "FRENCH_36",
    "FRENCH_52",
    "SPANISH_36",
    "SPANISH_40",
    "Card",
    "CardRow",
    "CardSet",
    "Deck",
    "Family",
    "Rank",
    "Suit",
    "cards_of",
    "deal",
    "dealt_by",
    "parse_card",
    "parse_cards",
    "shuffled",
]


# -- the refusals' words (a Template each, said in the language spoken; the input quoted as given) ------------------
NOT_A_FAMILY = Template("{value} is not a family of cards: give {choices}")
NOT_A_FRENCH_SUIT = Template("{value} is not a french suit: suits are {allowed}")
NOT_A_SPANISH_SUIT = Template("{value} is not a spanish suit: suits are {allowed}")
NOT_A_FRENCH_RANK = Template("{rank} is not a rank of the french pack")
NOT_A_SPANISH_RANK = Template("{rank} is not a rank of the spanish pack")
NO_SUCH_CARD = Template("there is no {rank} of {suit}")
NOT_TEXT_OF_A_CARD = Template("{value} is not a card: write it as text, e.g. 'AS' or '10♥'")
NOT_A_CARD = Template("{value} is not a card: {help}")
NOT_A_SPANISH_CARD = Template("{value} is not a Spanish card: {help}")
HOW_TO_WRITE = Template("write a rank ({letters}{ten}) {suits}")
OR_TEN = Template(", or 10")
FRENCH_SUIT_HELP = Template("then a suit (S H D C or ♠ ♥ ♦ ♣), e.g. 'AS' or '10♥'")
SPANISH_SUIT_HELP = Template("then a suit (O C E B: {words}), e.g. 'CC' for the {caballo}")
NOT_CARDS = Template("{value} is not cards: write cards like 'AS KH 10D', or give a list of them")
NOT_OF_FRENCH_PACK = Template("{card} is not a card of the french pack")
NOT_OF_SPANISH_PACK = Template("{card} is not a card of the spanish pack")
NOT_A_CARD_GIVEN = Template("{value} is not a card: write it as text, e.g. 'AS' or '10♥', or give a Card")
NOT_CARDS_GIVEN = Template("{value} is not cards: give cards, their text like 'AS KH', or a list of them")
NAMED_TWICE = Template("{value} names {card} twice")
SPANISH_CARDS_HOW = Template("{error} (Spanish cards: {call})")
NOT_A_CARD_TEXT = Template("{value} is not a card: give cards, or their text like 'AS'")
NOT_TEXT = Template("{value} is not text: write cards like 'AS KH 10D'")
NOT_IN_PACK = Template("{card} is not in the {pack} (ranks {ranks})")


class Family(enum.StrEnum):
    """A family of playing cards: the French or the Spanish pack. Read from its name in any case.

    >>> Family("Spanish"), Family(" FRENCH ")
    (<Family.SPANISH: 'spanish'>, <Family.FRENCH: 'french'>)
    >>> Family("german")
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: 'german' is not a family of cards: give 'french' or 'spanish'
    """

    FRENCH = "french"
    SPANISH = "spanish"

    @classmethod
    def _missing_(cls, value: object) -> Family:
        if isinstance(value, str):
            for member in cls:
                if member.value == value.strip().casefold():
                    return member
        choices = join([repr(member.value) for member in cls], "or")
        raise NotationError(NOT_A_FAMILY.say(value=repr(value), choices=choices))


class Suit(enum.Enum):
    """The eight suits of the two families. ``letter`` is the notation, ``symbol`` the form for reading
    (♠ ♥ ♦ ♣; a Spanish suit's name, since no symbol for them is drawn by every font)."""

    SPADES = ("S", "♠", Family.FRENCH, "spades", "black")
    HEARTS = ("H", "♥", Family.FRENCH, "hearts", "red")
    DIAMONDS = ("D", "♦", Family.FRENCH, "diamonds", "red")
    CLUBS = ("C", "♣", Family.FRENCH, "clubs", "black")
    OROS = ("O", "oros", Family.SPANISH, "oros", "gold")
    COPAS = ("C", "copas", Family.SPANISH, "copas", "red")
    ESPADAS = ("E", "espadas", Family.SPANISH, "espadas", "blue")
    BASTOS = ("B", "bastos", Family.SPANISH, "bastos", "green")

    def __init__(self, letter: str, symbol: str, family: Family, word: str, colour: str) -> None:
        self.letter = letter
        self.symbol = symbol
        self.family = family
        self.word = word
        self.colour = colour
        self._number = 0  # its place among the suits (set below, once they all exist): its hash

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    def __hash__(self) -> int:
        return self._number  # its place in the class, not its name's hash (see Card.__hash__)

    @property
    def one(self) -> str:
        """One card of the suit, in English words: ``'spade'``, ``'copa'``."""
        return self.word[:-1]

    def __str__(self) -> str:
        if self.family is Family.FRENCH:
            return self.symbol
        return self.word if get_language() == "en" else gettext(self.word)

    @classmethod
    def parse(cls, text: str, family: Family | str = Family.FRENCH) -> Suit:
        """Read a suit from a letter, a symbol or a word.

        >>> Suit.parse("h"), Suit.parse("♣"), Suit.parse("copas", "spanish")
        (Suit.HEARTS, Suit.CLUBS, Suit.COPAS)
        """
        pack = Family(family)
        allowed = " ".join(s.letter for s in cls if s.family is pack)
        if not isinstance(text, str):
            raise _not_a_suit(text, pack, allowed)
        key = text.strip().replace("\ufe0f", "").lower()
        for suit in cls:
            if suit.family is pack and key in (suit.letter.lower(), suit.symbol, suit.word, suit.word[:-1]):
                return suit
        if pack is Family.FRENCH and key in _FRENCH_SUIT_ALIASES:
            return _FRENCH_SUIT_ALIASES[key]
        raise _not_a_suit(text, pack, allowed)


def _not_a_suit(text: object, family: Family, allowed: str) -> NotationError:
    template = NOT_A_FRENCH_SUIT if family is Family.FRENCH else NOT_A_SPANISH_SUIT
    return NotationError(template.say(value=repr(text), allowed=allowed))


for _number, _suit in enumerate(Suit):
    _suit._number = _number
_FRENCH_SUIT_ALIASES = {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}


class Rank(enum.Enum):
    """Ranks of both families. ``french`` and ``spanish`` are the notation letters (None if absent).

    A rank has no order of its own: each game ranks cards with its own key.
    """

    ACE = ("A", "A", 1, "ace", "as")
    KING = ("K", "R", 13, "king", "rey")
    QUEEN = ("Q", None, 12, "queen", None)
    KNIGHT = (None, "C", 11, "knight", "caballo")
    JACK = ("J", "S", 11, "jack", "sota")
    TEN = ("T", None, 10, "ten", None)
    NINE = ("9", None, 9, "nine", None)
    EIGHT = ("8", None, 8, "eight", None)
    SEVEN = ("7", "7", 7, "seven", "siete")
    SIX = ("6", "6", 6, "six", "seis")
    FIVE = ("5", "5", 5, "five", "cinco")
    FOUR = ("4", "4", 4, "four", "cuatro")
    THREE = ("3", "3", 3, "three", "tres")
    TWO = ("2", "2", 2, "two", "dos")

    def __init__(self, french: str | None, spanish: str | None, number: int, word: str, palabra: str | None):
        self.french = french
        self.spanish = spanish
        self.number = number
        self.word = word
        self.palabra = palabra

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    def __hash__(self) -> int:
        return self.number  # not its name's hash (see Card.__hash__)

    @property
    def is_picture(self) -> bool:
        """King, queen, jack (and the Spanish caballo and sota): the face cards."""
        return self in _PICTURES

    def letter(self, family: Family | str = Family.FRENCH) -> str:
        """The notation letter of this rank in a family (``T`` for the French ten)."""
        letter = self.french if Family(family) is Family.FRENCH else self.spanish
        if letter is None:
            template = NOT_A_FRENCH_RANK if Family(family) is Family.FRENCH else NOT_A_SPANISH_RANK
            raise NotationError(template.say(rank=gettext(self.word)))
        return letter


_PICTURES = frozenset({Rank.KING, Rank.QUEEN, Rank.KNIGHT, Rank.JACK})

_FRENCH_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SPANISH_SUITS = (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
_FRENCH_RANKS = tuple(r for r in Rank if r.french)
_SPANISH_RANKS = (
    Rank.ACE,
    Rank.THREE,
    Rank.KING,
    Rank.KNIGHT,
    Rank.JACK,
    Rank.SEVEN,
    Rank.SIX,
    Rank.FIVE,
    Rank.FOUR,
    Rank.TWO,
)


class Card:
    """One playing card. Cards are interned: ``Card(rank, suit)`` always returns the same object.

    ``index`` is the card's fixed bit position (0..91) used by :class:`CardSet`; ``bit`` is ``1 << index``.

    >>> Card(Rank.QUEEN, Suit.SPADES) is Card.parse("QS")
    True
    >>> eval(repr(Card.parse("SB", "spanish"))) is Card(Rank.JACK, Suit.BASTOS)
    True
    """

    __slots__ = ("bit", "index", "rank", "suit")
    rank: Rank
    suit: Suit
    index: int
    bit: int

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        try:
            return _BY_RANK_SUIT[rank, suit]
        except KeyError:
            raise NotationError(NO_SUCH_CARD.say(rank=gettext(rank.word), suit=gettext(suit.word))) from None

    @classmethod
    def _make(cls, rank: Rank, suit: Suit, index: int) -> Card:
        card = object.__new__(cls)
        for name, value in (("rank", rank), ("suit", suit), ("index", index), ("bit", 1 << index)):
            object.__setattr__(card, name, value)
        return card

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    def __hash__(self) -> int:
        # Its index, the same in every process. An object's default hash is its address, and a name's hash
        # changes with the process's hash seed (``PYTHONHASHSEED``): a set of cards, of suits (their hash is their
        # place) or of ranks (their number) then iterates in the same order in every process, so that no result
        # can depend on the process that computed it.
        return self.index

    @classmethod
    def parse(cls, text: str, family: Family | str = Family.FRENCH) -> Card:
        """Read one card. French: ``AS``, ``10♥``, ``td``; Spanish (``family='spanish'``): ``CC``, ``3o``."""
        return parse_card(text, family)

    @property
    def family(self) -> Family:
        return self.suit.family

    @property
    def is_picture(self) -> bool:
        return self.rank.is_picture

    def __str__(self) -> str:
        return self.rank.letter(self.suit.family) + self.suit.letter

    def unicode(self) -> str:
        """The card as a learner reads it (feedback, options, captions, messages): ``'10♥'``; a Spanish card
        with its suit's name and, for the ace and the pictures, its rank's name, ``'caballo de copas'``,
        ``'5 de oros'``, as the lessons teach them (Spanish suits have no symbol that every font draws, and
        ``'C de copas'`` reads as a code). The notation is ``str(card)``.

        >>> Card.parse("10h").unicode(), Card.parse("CC", "spanish").unicode(), Card.parse("5o", "spanish").unicode()
        ('10♥', 'caballo de copas', '5 de oros')
        """
        if self.suit.family is Family.SPANISH:
            rank = (
                self.rank.palabra if self.rank is Rank.ACE or self.rank.is_picture else str(self.rank.number)
            )
            if get_language() == "en":
                return f"{rank} de {self.suit.word}"
            return gettext("{rank} de {suit}").format(rank=gettext(str(rank)), suit=gettext(self.suit.word))
        return ("10" if self.rank is Rank.TEN else self.rank.letter()) + self.suit.symbol

    def name(self) -> str:
        """The card in words, in the language spoken (:mod:`tutor.i18n`): ``'queen of spades'``,
        ``'caballo de copas'``; in Japanese ``'スペードのクイーン'``."""
        if self.suit.family is Family.SPANISH:
            text, rank = "{rank} de {suit}", str(self.rank.palabra)
        else:
            text, rank = "{rank} of {suit}", self.rank.word
        if get_language() == "en":
            return text.format(rank=rank, suit=self.suit.word)
        return gettext(text).format(rank=gettext(rank), suit=gettext(self.suit.word))

    def __repr__(self) -> str:
        if self.suit.family is Family.SPANISH:
            return f"Card.parse({str(self)!r}, 'spanish')"
        return f"Card.parse({str(self)!r})"

    def _repr_svg_(self) -> str:
        from .svg import card_svg  # display only: the rules never import the drawing code

        return card_svg(self)


_BY_RANK_SUIT: dict[tuple[Rank, Suit], Card] = {}
_BY_INDEX: list[Card] = []
for _suits, _ranks in ((_FRENCH_SUITS, _FRENCH_RANKS), (_SPANISH_SUITS, _SPANISH_RANKS)):
    for _suit in _suits:
        for _rank in _ranks:
            _card = Card._make(_rank, _suit, len(_BY_INDEX))
            _BY_RANK_SUIT[_rank, _suit] = _card
            _BY_INDEX.append(_card)
CARDS_BY_INDEX: tuple[Card, ...] = tuple(_BY_INDEX)
"""Every card of both families, in bit-index order."""

_FRENCH_TOKEN = re.compile(r"(10|[2-9TJQKA])([SHDC♠♥♦♣♤♡♢♧])", re.IGNORECASE)
_SPANISH_TOKEN = re.compile(r"([1-7ARCS])([OCEB])", re.IGNORECASE)


def _help(family: Family, ranks: Sequence[Rank]) -> str:
    """How to write a card of ``family`` whose ranks are ``ranks``: what a refusal of a token says."""
    letters = " ".join(rank.letter(family) for rank in ranks)
    ten = OR_TEN.say() if family is Family.FRENCH and Rank.TEN in ranks else ""
    if family is Family.FRENCH:
        suits = FRENCH_SUIT_HELP.say()
    else:
        words = ", ".join(suit.word for suit in _SPANISH_SUITS)
        suits = SPANISH_SUIT_HELP.say(words=words, caballo=Card(Rank.KNIGHT, Suit.COPAS).name())
    return HOW_TO_WRITE.say(letters=letters, ten=ten, suits=suits)


_FRENCH_LOOKUP: dict[str, Card] = {}
_SPANISH_LOOKUP: dict[str, Card] = {}
for _card in CARDS_BY_INDEX:
    if _card.family is Family.FRENCH:
        _FRENCH_LOOKUP[str(_card)] = _card
        _FRENCH_LOOKUP[_card.unicode().upper()] = _card
    else:
        _SPANISH_LOOKUP[str(_card)] = _card

# A card's name in words, as ``Card.name()`` and ``Card.unicode()`` write it, is read back as its notation:
# ``'queen of spades'``, ``'caballo de copas'``, ``'5 de oros'`` (and a Spanish card by the number printed on it:
# the sota is 10, the caballo 11, the rey 12).
_RANK_WORDS: dict[Family, dict[str, str]] = {Family.FRENCH: {}, Family.SPANISH: {}}
for _rank in Rank:
    if _rank.french:
        _RANK_WORDS[Family.FRENCH][_rank.word] = _rank.french
        if 2 <= _rank.number <= 10:  # the numbers printed on French cards
            _RANK_WORDS[Family.FRENCH][str(_rank.number)] = _rank.french
    if _rank.spanish:
        _RANK_WORDS[Family.SPANISH][str(_rank.palabra)] = _rank.spanish
        if _rank.number <= 7:
            _RANK_WORDS[Family.SPANISH][str(_rank.number)] = _rank.spanish
# the numbers printed on Spanish cards: the sota is 10, the caballo 11, the rey 12
_RANK_WORDS[Family.SPANISH].update({"uno": "A", "10": "S", "11": "C", "12": "R"})
_NAMED = {
    family: re.compile(
        rf"\b({'|'.join(sorted(words, key=len, reverse=True))})\s+{'of' if family is Family.FRENCH else 'de'}\s+"
        rf"({'|'.join(suit.word for suit in Suit if suit.family is family)})\b",
        re.IGNORECASE,
    )
    for family, words in _RANK_WORDS.items()
}


def _named(text: str, family: Family) -> str:
    """``text`` with each card written in words replaced by its notation (``'caballo de copas'`` -> ``'CC'``)."""
    if " " not in text.strip():
        return text
    words = _RANK_WORDS[family]
    return _NAMED[family].sub(
        lambda m: words[m.group(1).lower()] + Suit.parse(m.group(2), family).letter, text
    )


def parse_card(text: str, family: Family | str = Family.FRENCH) -> Card:
    """Read one card in the notation of a family, or in words as :meth:`Card.name` and :meth:`Card.unicode`
    write it.

    >>> parse_card("a♠"), parse_card("3c", "spanish"), parse_card("caballo de bastos", "spanish")
    (Card.parse('AS'), Card.parse('3C', 'spanish'), Card.parse('CB', 'spanish'))
    """
    if not isinstance(text, str):
        raise NotationError(NOT_TEXT_OF_A_CARD.say(value=repr(text)))
    pack = Family(family)
    token = _named(text, pack).strip().replace("\ufe0f", "")
    if pack is Family.FRENCH:
        card = _FRENCH_LOOKUP.get(token.upper())
        if card is None and (match := _FRENCH_TOKEN.fullmatch(token)):
            rank, suit = match.groups()
            card = _FRENCH_LOOKUP[("T" if rank == "10" else rank.upper()) + Suit.parse(suit).letter]
        if card is None:
            raise NotationError(NOT_A_CARD.say(value=repr(text), help=_help(pack, _FRENCH_RANKS)))
        return card
    upper = token.upper()
    if _SPANISH_TOKEN.fullmatch(upper):
        card = _SPANISH_LOOKUP.get(("A" if upper[0] == "1" else upper[0]) + upper[1])
        if card is not None:
            return card
    raise NotationError(NOT_A_SPANISH_CARD.say(value=repr(text), help=_help(pack, _SPANISH_RANKS)))


_SEPARATORS = re.compile(r"[\s,;]+")


def _tokens(text: str, family: Family) -> list[str]:
    """The cards of a text, one token each (the cards in words made notation first)."""
    return [token for token in _SEPARATORS.split(_named(text, family).strip()) if token]


def parse_cards(text: str | Iterable[Card | str], family: Family | str = Family.FRENCH) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas, keeping their order; a list of cards or of card texts is
    read card by card.

    >>> parse_cards("AS, 10h kd")
    (Card.parse('AS'), Card.parse('TH'), Card.parse('KD'))
    >>> parse_cards(["AS", "10h"]), parse_cards("")
    ((Card.parse('AS'), Card.parse('TH')), ())
    >>> parse_cards("caballo de copas, 5 de oros", "spanish")  # as Card.unicode() writes them
    (Card.parse('CC', 'spanish'), Card.parse('5O', 'spanish'))
    """
    pack = Family(family)
    if isinstance(text, str):
        return tuple(parse_card(token, pack) for token in _tokens(text, pack))
    if isinstance(text, Iterable) and not isinstance(text, (bytes, bytearray, dict)):
        return tuple(_card_of(item, pack) for item in text)
    raise NotationError(NOT_CARDS.say(value=repr(text)))


def _card_of(item: object, family: Family) -> Card:
    if isinstance(item, Card):
        if item.family is not family:
            template = NOT_OF_FRENCH_PACK if family is Family.FRENCH else NOT_OF_SPANISH_PACK
            raise NotationError(template.say(card=item.unicode()))
        return item
    if isinstance(item, str):
        return parse_card(item, family)
    raise NotationError(NOT_A_CARD_GIVEN.say(value=repr(item)))


def format_cards(cards: Iterable[Card], *, unicode: bool = False) -> str:
    """Write cards in canonical notation, separated by spaces (``unicode=True``: the form for reading, with
    suit symbols; Spanish cards, whose reading form has spaces, are then separated by commas).

    >>> format_cards(parse_cards("10h as"), unicode=True)
    '10♥ A♠'
    >>> format_cards(parse_cards("CC 3O", "spanish"), unicode=True)
    'caballo de copas, 3 de oros'
    """
    if not unicode:
        return " ".join(str(card) for card in cards)
    texts = [card.unicode() for card in cards]
    return (", " if any(" " in text for text in texts) else " ").join(texts)


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask (``CardSet.mask``, ``Card.bit``), in index order: the quick way back from bits.

    >>> cards_of(Card.parse("KH").bit | Card.parse("AS").bit)
    (Card.parse('AS'), Card.parse('KH'))
    """
    cards = []
    while mask:
        low = mask & -mask
        cards.append(CARDS_BY_INDEX[low.bit_length() - 1])
        mask ^= low
    return tuple(cards)


def _iter_mask(mask: int) -> Iterator[Card]:
    while mask:
        low = mask & -mask
        yield CARDS_BY_INDEX[low.bit_length() - 1]
        mask ^= low


class CardRow(tuple[Card, ...]):
    """Cards in the order they are shown, as :meth:`CardSet.sorted` gives them: a tuple in every way (it equals
    the plain tuple of the same cards, indexes, slices and prints as one), which a notebook draws as a row of
    cards.

    >>> row = CardSet.parse("2S 7H AS").sorted()
    >>> row == (Card.parse("AS"), Card.parse("2S"), Card.parse("7H")), row[0], row.unicode()
    (True, Card.parse('AS'), 'A♠ 2♠ 7♥')
    >>> "<svg" in row._repr_svg_()
    True
    """

    __slots__ = ()

    def unicode(self) -> str:
        """The cards as a learner reads them, in this order."""
        return format_cards(self, unicode=True)

    def _repr_svg_(self) -> str:
        from .svg import hand_svg, suit_rows_svg  # display only: the rules never import the drawing code

        # more cards than a hand holds (a whole pack): one row per suit, so the picture fits a page
        return suit_rows_svg(self) if len(self) > 13 else hand_svg(self)


class CardSet:
    """An immutable set of cards (a hand, a pile), backed by an integer bitmask.

    >>> hand = CardSet.parse("AS KS 7H 2C")
    >>> Card.parse("KS") in hand, len(hand)
    (True, 4)
    >>> hand - CardSet.parse("KS")
    CardSet.parse('AS 7H 2C')
    >>> {suit: str(cards) for suit, cards in hand.by_suit().items()}
    {Suit.SPADES: 'AS KS', Suit.HEARTS: '7H', Suit.CLUBS: '2C'}
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: Iterable[Card | str] | str = ()) -> None:
        if isinstance(cards, CardSet):
            mask = cards.mask
        else:
            if not isinstance(cards, Iterable) or isinstance(cards, (bytes, bytearray)):  # (a dict: its keys)
                raise NotationError(NOT_CARDS_GIVEN.say(value=repr(cards)))
            mask = 0
            for card in parse_cards(cards) if isinstance(cards, str) else cards:
                if not isinstance(card, Card):
                    card = _read_card(card)
                mask |= card.bit
        object.__setattr__(self, "mask", mask)

    @classmethod
    def from_mask(cls, mask: int) -> CardSet:
        """The set whose bitmask is ``mask`` (bit ``i`` is the card with index ``i``)."""
        result = object.__new__(cls)
        object.__setattr__(result, "mask", mask)
        return result

    @classmethod
    def parse(cls, text: str | Iterable[Card | str], family: Family | str = Family.FRENCH) -> CardSet:
        """Read a set of cards from text or a list of cards or card texts (:func:`parse_cards`) of ``family``
        (``'french'`` or ``'spanish'``, in any case); a card written twice is an error.

        >>> CardSet.parse(["AH", "KH"]) == CardSet.parse("ah kh") == CardSet(["AH", "KH"])
        True
        >>> CardSet.parse("CC, 3 de oros", "Spanish")
        CardSet.parse('3O CC', 'spanish')
        """
        cards = parse_cards(text, family)
        result = cls(cards)
        if len(result) != len(cards):
            twice = next(c for i, c in enumerate(cards) if c in cards[:i])
            raise NotationError(NAMED_TWICE.say(value=repr(text), card=str(twice)))
        return result

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("card sets are immutable")

    def __reduce__(self) -> tuple[Callable[[int], CardSet], tuple[int]]:
        return (CardSet.from_mask, (self.mask,))

    # -- set protocol ----------------------------------------------------------------
    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.bit)

    def __iter__(self) -> Iterator[Card]:
        return _iter_mask(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return bool(self.mask)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        if isinstance(other, (set, frozenset)):
            return self == _as_set(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.mask)  # an int's hash is the same in every process (a text's is not)

    def __or__(self, other: Iterable[Card]) -> CardSet:
        return CardSet.from_mask(self.mask | _as_set(other).mask)

    def __and__(self, other: Iterable[Card]) -> CardSet:
        return CardSet.from_mask(self.mask & _as_set(other).mask)

    def __sub__(self, other: Iterable[Card]) -> CardSet:
        return CardSet.from_mask(self.mask & ~_as_set(other).mask)

    def __xor__(self, other: Iterable[Card]) -> CardSet:
        return CardSet.from_mask(self.mask ^ _as_set(other).mask)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __le__(self, other: Iterable[Card]) -> bool:
        return self.mask & ~_as_set(other).mask == 0

    def __ge__(self, other: Iterable[Card]) -> bool:
        return _as_set(other).mask & ~self.mask == 0

    def __lt__(self, other: Iterable[Card]) -> bool:
        return self <= other and self != _as_set(other)

    def __gt__(self, other: Iterable[Card]) -> bool:
        return self >= other and self != _as_set(other)

    issubset = __le__
    issuperset = __ge__

    def isdisjoint(self, other: Iterable[Card]) -> bool:
        return not self.mask & _as_set(other).mask

    def added(self, card: Card) -> CardSet:
        """This set with ``card`` added."""
        return CardSet.from_mask(self.mask | card.bit)

    def removed(self, card: Card) -> CardSet:
        """This set without ``card``; raises ``KeyError`` if the card is not in it."""
        if not self.mask & card.bit:
            raise KeyError(card)
        return CardSet.from_mask(self.mask ^ card.bit)

    # -- suits and display -------------------------------------------------------------
    def suits(self) -> tuple[Suit, ...]:
        """The suits present, in the family's standard order."""
        return tuple(suit for suit in Suit if self.mask & _SUIT_MASKS[suit])

    def of_suit(self, suit: Suit) -> CardSet:
        """The cards of a printed suit (games with permanent trumps use their own effective suit)."""
        return CardSet.from_mask(self.mask & _SUIT_MASKS[suit])

    def by_suit(self) -> dict[Suit, CardSet]:
        """The cards grouped by printed suit, empty suits left out."""
        return {suit: self.of_suit(suit) for suit in self.suits()}

    def sorted(
        self,
        key: Callable[[Card], Any] | None = None,
        *,
        rank_order: Sequence[Rank] | None = None,
        suit_order: Sequence[Suit] | None = None,
    ) -> CardRow:
        """The cards in display order: by ``key`` if given, else grouped by suit (``suit_order``) and
        high to low within a suit (``rank_order``, default A K Q J T ... 2 or A 3 R C S 7 ... 2). A
        :class:`CardRow`: a tuple, which a notebook shows as cards.

        >>> CardSet.parse("2S 7H AS TS").sorted()
        (Card.parse('AS'), Card.parse('TS'), Card.parse('2S'), Card.parse('7H'))
        """
        if key is not None:
            return CardRow(sorted(self, key=key))
        suits = {suit: i for i, suit in enumerate(suit_order or Suit)}
        ranks = rank_order or ()

        def display(card: Card) -> tuple[int, int]:
            default = _FRENCH_RANKS if card.family is Family.FRENCH else _SPANISH_RANKS
            order = ranks if card.rank in ranks else default
            return (suits.get(card.suit, len(suits)), order.index(card.rank))

        return CardRow(sorted(self, key=display))

    def __str__(self) -> str:
        return format_cards(self.sorted())

    def unicode(self) -> str:
        """The cards with suit symbols, in display order."""
        return format_cards(self.sorted(), unicode=True)

    def __repr__(self) -> str:
        french = CardSet.from_mask(self.mask & _FRENCH_MASK)
        spanish = CardSet.from_mask(self.mask & ~_FRENCH_MASK)
        parts = [f"CardSet.parse({str(french)!r})"] if french or not spanish else []
        if spanish:
            parts.append(f"CardSet.parse({str(spanish)!r}, 'spanish')")
        return " | ".join(parts)

    def _repr_svg_(self) -> str:
        from .svg import hand_svg, suit_rows_svg  # display only: the rules never import the drawing code

        # more cards than a hand holds (a whole pack): one row per suit, so the picture fits a page
        return suit_rows_svg(self.sorted()) if len(self) > 13 else hand_svg(self.sorted())


_SUIT_MASKS: dict[Suit, int] = {suit: 0 for suit in Suit}
for _card in CARDS_BY_INDEX:
    _SUIT_MASKS[_card.suit] |= _card.bit


_FRENCH_MASK = sum(card.bit for card in CARDS_BY_INDEX if card.family is Family.FRENCH)


def _as_set(cards: Iterable[Card]) -> CardSet:
    return cards if isinstance(cards, CardSet) else CardSet(cards)


def _read_card(item: object) -> Card:
    """An item of the cards given to :class:`CardSet`: a card's text (French: Spanish cards come by
    ``CardSet.parse(cards, 'spanish')``)."""
    if isinstance(item, str):
        try:
            return parse_card(item)
        except NotationError as error:
            raise NotationError(
                SPANISH_CARDS_HOW.say(error=error, call="CardSet.parse(cards, 'spanish')")
            ) from None
    raise NotationError(NOT_A_CARD_TEXT.say(value=repr(item)))


@dataclass(frozen=True, slots=True)
class Deck:
    """A pack of cards: its name, family, ranks (high to low in plain order) and its cards.

    >>> len(FRENCH_36), Card.parse("6S") in FRENCH_36, Card.parse("5S") in FRENCH_36
    (36, True, False)
    """

    name: str
    family: Family
    ranks: tuple[Rank, ...]
    suits: tuple[Suit, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the pack, suit by suit, high to low."""
        return tuple(Card(rank, suit) for suit in self.suits for rank in self.ranks)

    @property
    def cardset(self) -> CardSet:
        return CardSet(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.ranks) * len(self.suits)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card.suit in self.suits and card.rank in self.ranks

    def parse(self, text: str) -> tuple[Card, ...]:
        """Read cards and check that each belongs to this pack.

        >>> FRENCH_32.parse("6S")
        Traceback (most recent call last):
        ...
        tutor.errors.NotationError: '6S' is not in the 32-card pack (ranks A K Q J T 9 8 7)
        """
        if not isinstance(text, str):
            raise NotationError(NOT_TEXT.say(value=repr(text)))
        cards = []
        for token in _tokens(text, self.family):
            try:
                card = parse_card(token, self.family)
            except NotationError:  # the ranks of this pack, not of the family's largest
                template = NOT_A_CARD if self.family is Family.FRENCH else NOT_A_SPANISH_CARD
                raise NotationError(
                    template.say(value=repr(token), help=_help(self.family, self.ranks))
                ) from None
            if card not in self:
                ranks = " ".join(rank.letter(self.family) for rank in self.ranks)
                raise NotationError(
                    NOT_IN_PACK.say(card=repr(str(card)), pack=gettext(self.name), ranks=ranks)
                )
            cards.append(card)
        return tuple(cards)


FRENCH_52 = Deck("52-card pack", Family.FRENCH, _FRENCH_RANKS, _FRENCH_SUITS)
FRENCH_36 = Deck("36-card pack", Family.FRENCH, _FRENCH_RANKS[:9], _FRENCH_SUITS)
FRENCH_32 = Deck("32-card pack", Family.FRENCH, _FRENCH_RANKS[:8], _FRENCH_SUITS)
SPANISH_40 = Deck("Spanish 40-card pack", Family.SPANISH, _SPANISH_RANKS, _SPANISH_SUITS)
SPANISH_36 = Deck("Spanish 36-card pack", Family.SPANISH, _SPANISH_RANKS[:-1], _SPANISH_SUITS)
DECKS: tuple[Deck, ...] = (FRENCH_52, FRENCH_36, FRENCH_32, SPANISH_40, SPANISH_36)


def shuffled(cards: Iterable[Card], seed: int | str | None) -> tuple[Card, ...]:
    """The cards in a random order fixed by ``seed`` (the same seed gives the same order everywhere).

    >>> shuffled(FRENCH_32, 7) == shuffled(FRENCH_32, 7)
    True
    """
    order = list(cards)
    random.Random(seed).shuffle(order)
    return tuple(order)


def cut(cards: Sequence[Card], at: int) -> tuple[Card, ...]:
    """Cut a packet: the top ``at`` cards go to the bottom."""
    if not 0 <= at <= len(cards):
        raise ValueError(f"cannot cut {len(cards)} cards at {at}")
    return tuple(cards[at:]) + tuple(cards[:at])


def deal(
    cards: Sequence[Card], *, hands: int, packets: Sequence[int]
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Deal from the top in rounds: for each packet size, every hand in turn receives that many cards.

    Returns the hands (in the order they were served) and the undealt rest (the stock).

    >>> hands, stock = deal(parse_cards("AS KS QS JS TS 9S 8S"), hands=2, packets=(2, 1))
    >>> hands, stock
    (((Card.parse('AS'), Card.parse('KS'), Card.parse('TS')), (Card.parse('QS'), Card.parse('JS'), Card.parse('9S'))), (Card.parse('8S'),))
    """
    if hands < 1 or any(p < 0 for p in packets):
        raise ValueError(f"cannot deal packets {tuple(packets)} to {hands} hands")
    needed = hands * sum(packets)
    if needed > len(cards):
        raise ValueError(
            f"dealing packets {tuple(packets)} to {hands} hands needs {needed} cards, not {len(cards)}"
        )
    dealt: list[list[Card]] = [[] for _ in range(hands)]
    position = 0
    for size in packets:
        for hand in dealt:
            hand.extend(cards[position : position + size])
            position += size
    return tuple(tuple(hand) for hand in dealt), tuple(cards[position:])


@functools.cache
def dealt_by(
    size: int, *, cut_at: int, hands: int, packets: tuple[int, ...]
) -> tuple[Callable[[Any], Any], ...]:
    """``cut`` then :func:`deal` as a table: for a pack of ``size`` cut at ``cut_at`` and dealt to ``hands``
    hands in ``packets``, one getter per hand served, in the order served, that takes the hand from the pack as it
    was before the cut (its cards, or whatever stands in their places, such as their bits), as a tuple.

    >>> pack = parse_cards("AS KS QS JS TS 9S 8S")
    >>> [get(pack) for get in dealt_by(7, cut_at=2, hands=2, packets=(2, 1))] == list(
    ...     deal(cut(pack, 2), hands=2, packets=(2, 1))[0])
    True
    """
    pack = CARDS_BY_INDEX[:size]  # any ``size`` different cards: dealt, they tell the positions
    served, _ = deal(cut(pack, cut_at), hands=hands, packets=packets)
    positions = [tuple(card.index for card in hand) for hand in served]
    return tuple(operator.itemgetter(*hand) if len(hand) > 1 else _one_card(hand) for hand in positions)


def _one_card(hand: tuple[int, ...]) -> Callable[[Any], Any]:
    """The getter of a hand of one card or none (an item getter of one position gives the item, not a tuple)."""
    return lambda pack: tuple(pack[i] for i in hand)
