"""The cards of Piquet, its options, and the play of a trick (follow suit, no trumps).

Piquet uses the 32-card pack, A K Q J 10 9 8 7 in each suit (the seed text's rank line forgets the
jack: seed error P1). There are no trumps and no obligation to win a trick: follow suit if you can,
otherwise play anything.

>>> hand = parse_cards("AS 9S 7H KD")
>>> legal_plays(hand, "QS")
CardSet.parse('AS 9S')
>>> trick_winner("QS 9S"), trick_winner("QS AH")
(0, 0)
>>> explain_play(hand, "QS", "7H")
'cannot play 7♥: must follow ♠ (holds A♠, 9♠)'
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from ...cards import FRENCH_32, Card, CardSet, Rank, Suit
from ...errors import NotationError
from ...tricks import Ordering, explain_card, follow_suit, legal_cards
from ...tricks import trick_winner as _kernel_winner

__all__ = [
    "ALL_CARDS",
    "DECK",
    "DEFAULT_RULES",
    "NAME",
    "PIPS",
    "RANKS",
    "SEATS",
    "SUITS",
    "PiquetRules",
    "explain_play",
    "legal_plays",
    "ordering",
    "parse_card",
    "parse_cards",
    "parse_suit",
    "trick_winner",
]

NAME = "piquet"
DECK = FRENCH_32
"""The 32-card pack: A K Q J 10 9 8 7 in each suit."""
SEATS: tuple[str, str] = ("South", "North")
"""The two players. Seats are fixed for a partie; elder and younger hand change with the deal."""

SUITS: tuple[Suit, ...] = FRENCH_32.suits
"""Spades, hearts, diamonds, clubs. Piquet has no order of suits."""

RANKS: tuple[Rank, ...] = FRENCH_32.ranks
"""A K Q J 10 9 8 7, high to low (for play, cutting and sequences alike)."""

PIPS: dict[Rank, int] = {
    rank: value for rank, value in zip(RANKS, (11, 10, 10, 10, 10, 9, 8, 7), strict=True)
}
"""Pip values, used only to break a tie of the point: ace 11, court cards 10, others their number."""

ALL_CARDS: CardSet = FRENCH_32.cardset
"""The 32 cards of the pack."""


@dataclass(frozen=True, slots=True)
class PiquetRules:
    """The options of Rubicon Piquet; the defaults are Cavendish's laws.

    :param packet: the dealer gives cards 2 or 3 at a time (his choice, the same for the whole partie).
    :param partie_deals: 6 deals (each player deals three times); 4 is the agreed short partie in which
        the first and last deals count double.
    :param rubicon: the loser of a partie who scores less than this is *rubiconed*.
    :param younger_must_exchange: Law 22: the younger hand must exchange at least one card (seed error P14:
        some books let him decline; ``False`` allows an exchange of nothing).
    :param younger_may_look: the younger hand may look at the cards he leaves in the stock (Law 36).
    :param cut_winner_deals: the winner of the cut takes the deal, as Cavendish advises (``False``: he
        makes the other player deal).

    >>> PiquetRules().packet, PiquetRules(packet=3).packet
    (2, 3)
    >>> PiquetRules(packet=4)
    Traceback (most recent call last):
    ...
    ValueError: Piquet is dealt two or three cards at a time, not 4
    """

    packet: int = 2
    partie_deals: int = 6
    rubicon: int = 100
    younger_must_exchange: bool = True
    younger_may_look: bool = True
    cut_winner_deals: bool = True

    def __post_init__(self) -> None:
        if self.packet not in (2, 3):
            raise ValueError(f"Piquet is dealt two or three cards at a time, not {self.packet}")
        if self.partie_deals not in (4, 6):
            raise ValueError(f"a partie has six deals (or four by agreement), not {self.partie_deals}")


DEFAULT_RULES = PiquetRules()
"""Cavendish's laws: deal by twos, six deals, rubicon 100."""


@functools.cache
def ordering() -> Ordering:
    """The one ordering of Piquet: printed suits, A high, no trumps."""
    return Ordering.plain(FRENCH_32, trump=None)


def parse_card(text: str | Card) -> Card:
    """Read one card of the Piquet pack.

    >>> parse_card("10h")
    Card.parse('TH')
    >>> parse_card("6S")
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: '6S' is not in the 32-card pack (ranks A K Q J T 9 8 7)
    """
    if isinstance(text, Card):
        if text not in FRENCH_32:
            raise NotationError(f"{str(text)!r} is not in the 32-card pack (ranks A K Q J T 9 8 7)")
        return text
    if not isinstance(text, str):
        raise NotationError(f"{text!r} is not a card: write a card like 'AS' or '10♥'")
    cards = FRENCH_32.parse(text)
    if len(cards) != 1:
        raise NotationError(f"{text!r} is not one card")
    return cards[0]


def parse_cards(text: str | CardSet | Sequence[Card]) -> tuple[Card, ...]:
    """Read Piquet cards (A K Q J 10 9 8 7), in the order written, as in every game; a card written twice
    is an error. (``CardSet(parse_cards(text))`` makes a hand of them.)

    >>> parse_cards("A♠ 10♠ 7d")
    (Card.parse('AS'), Card.parse('TS'), Card.parse('7D'))
    >>> parse_cards("AS AS")
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: 'AS AS' names AS twice
    """
    return tuple(_hand(text).sorted()) if isinstance(text, CardSet) else _written(text)


def _written(text: str | Sequence[Card]) -> tuple[Card, ...]:
    cards = FRENCH_32.parse(text) if isinstance(text, str) else tuple(parse_card(card) for card in text)
    _hand(text)  # the checks: a card twice, a card of another pack
    return cards


def _hand(text: str | CardSet | Sequence[Card]) -> CardSet:
    """A hand of Piquet cards, checked (the set behind :func:`parse_cards`)."""
    if isinstance(text, CardSet):
        result = text
    elif isinstance(text, str):
        FRENCH_32.parse(text)
        result = CardSet.parse(text)
    else:
        cards = tuple(parse_card(card) for card in text)
        result = CardSet(cards)
        if len(result) != len(cards):
            raise NotationError(f"{' '.join(map(str, cards))!r} names a card twice")
    if result.mask & ~ALL_CARDS.mask:
        bad = next(card for card in result if card not in FRENCH_32)
        raise NotationError(f"{str(bad)!r} is not in the 32-card pack (ranks A K Q J T 9 8 7)")
    return result


def _trick_cards(trick: object) -> tuple[Card, ...]:
    if isinstance(trick, str):
        return FRENCH_32.parse(trick)
    cards = getattr(trick, "cards", trick)
    if isinstance(cards, CardSet) and len(cards) > 1:
        raise NotationError("a trick is a sequence of cards in play order, not a set")
    return tuple(cards)  # type: ignore[arg-type]


def _no_trump(trump: object) -> None:
    if trump is not None:
        raise NotationError(f"Piquet has no trumps: trump={trump!r} means nothing here (give None)")


def parse_suit(text: Suit | str) -> Suit:
    """A suit of the 32-card pack, by letter, word or symbol.

    >>> parse_suit("spades"), parse_suit("h")
    (Suit.SPADES, Suit.HEARTS)
    """
    if isinstance(text, Suit) and text in FRENCH_32.suits:
        return text
    if not isinstance(text, str):
        raise NotationError(f"{text!r} is not a suit: write S, H, D or C (or spades, ♠...)")
    return Suit.parse(text)


def legal_plays(
    hand: CardSet | str,
    trick: Sequence[Card] | str = (),
    *,
    trump: None = None,
    rules: PiquetRules | None = None,
) -> CardSet:
    """The cards ``hand`` may play to ``trick`` (cards in play order, or a :class:`~tutor.tricks.Trick`).

    Follow the suit led if you can; otherwise any card. Nobody is obliged to win the trick. (``trump`` and
    ``rules`` are accepted as in every game: Piquet has no trumps, and no option changes the play.)

    >>> legal_plays("AS 9S 7H", "KH")
    CardSet.parse('7H')
    >>> legal_plays("AS 9S 7H", "KD")
    CardSet.parse('AS 9S 7H')
    """
    _no_trump(trump)
    hand = _hand(hand)
    cards = _trick_cards(trick)
    return legal_cards(hand, [follow_suit(hand, cards, ordering())])


def trick_winner(trick: Sequence[Card] | str, *, trump: None = None, rules: PiquetRules | None = None) -> int:
    """The position (0 = the leader) of the card winning the trick: the highest card of the suit led.

    >>> trick_winner("9D AS"), trick_winner("9D TD")
    (0, 1)
    """
    _no_trump(trump)
    return _kernel_winner(_trick_cards(trick), ordering())


def explain_play(
    hand: CardSet | str,
    trick: Sequence[Card] | str,
    card: Card | str,
    *,
    trump: None = None,
    rules: PiquetRules | None = None,
) -> str:
    """Why ``card`` may or may not be played from ``hand`` to ``trick``, in words.

    >>> explain_play("AS 9S 7H", "QS", "9S")
    '9♠ is legal: it follows ♠; it does not win (Q♠ is higher)'
    >>> explain_play("AS 9S 7H", "QS", "AS")
    'A♠ is legal: it follows ♠ and wins the trick'
    >>> explain_play("7H", "QS", "7H")
    '7♥ is legal: no ♠ in hand, so any card may be played'
    """
    _no_trump(trump)
    hand = _hand(hand)
    cards = _trick_cards(trick)
    card = parse_card(card)
    if card not in hand:
        return f"cannot play {card.unicode()}: it is not in the hand"
    o = ordering()
    reason = explain_card(hand, [follow_suit(hand, cards, o)], card)
    if reason is not None:
        return f"cannot play {card.unicode()}: {reason}"
    if not cards:
        return f"{card.unicode()} is legal: the leader may lead any card"
    led = cards[0].suit
    if card.suit is not led:
        return f"{card.unicode()} is legal: no {led} in hand, so any card may be played"
    best = o.winning_card(cards)
    if o.beats(card, best):
        return f"{card.unicode()} is legal: it follows {led} and wins the trick"
    return f"{card.unicode()} is legal: it follows {led}; it does not win ({best.unicode()} is higher)"
