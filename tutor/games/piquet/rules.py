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
'cannot play 7♥: he must follow ♠ (he holds A♠, 9♠)'

Inputs are read by :data:`INPUTS` (:mod:`tutor.inputs`): cards as text, cards or card sets, tricks in play
order of at most two cards; Piquet has no trumps, so ``trump`` is ``None`` (or left out) and anything else is
refused.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...cards import FRENCH_32, Card, CardSet, Rank, Suit
from ...errors import ImpossiblePosition, NotationError
from ...i18n import speaking
from ...inputs import Inputs, quote
from ...sentences import BOTH, PLAYER, Template
from ...tricks import (
    BEATS,
    CANNOT_BEAT,
    CANNOT_PLAY,
    FOLLOWS,
    LEADER,
    MAY_PLAY,
    NOT_HELD,
    VOID,
    Chain,
    Follow,
    Ordering,
    explain_card,
)
from ...tricks import trick_winner as _kernel_winner

# the refusals of rules and a trump asked about (said in the language spoken; the input quoted as given)
PACKETS = Template("Piquet is dealt two or three cards at a time, not {value}")
PARTIE_DEALS = Template("a partie has six deals (or four by agreement), not {value}")
NO_TRUMPS = Template("Piquet has no trumps: trump {value} means nothing here (give None)")

__all__ = [
    "ALL_CARDS",
    "DECK",
    "DEFAULT_RULES",
    "INPUTS",
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

INPUTS = Inputs("Piquet", FRENCH_32, seats=SEATS)
"""How Piquet's functions read their inputs (:mod:`tutor.inputs`): the 32-card pack, two seats."""


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
    tutor.errors.ImpossiblePosition: Piquet is dealt two or three cards at a time, not 4
    """

    packet: int = 2
    partie_deals: int = 6
    rubicon: int = 100
    younger_must_exchange: bool = True
    younger_may_look: bool = True
    cut_winner_deals: bool = True

    def __post_init__(self) -> None:
        if self.packet not in (2, 3):
            raise ImpossiblePosition(PACKETS.say(value=repr(self.packet)))
        if self.partie_deals not in (4, 6):
            raise ImpossiblePosition(PARTIE_DEALS.say(value=repr(self.partie_deals)))


DEFAULT_RULES = PiquetRules()
"""Cavendish's laws: deal by twos, six deals, rubicon 100."""


def ordering(trump: None = None, rules: PiquetRules | None = None) -> Ordering:
    """The one ordering of Piquet: printed suits, A high, no trumps (``trump`` and ``rules`` are taken as in
    every game: Piquet has no trumps, and no option changes the order)."""
    _no_trump(trump)
    if rules is not None:
        INPUTS.options(rules, PiquetRules)
    return _ORDERING


_ORDERING = Ordering.plain(FRENCH_32, trump=None)


def parse_card(text: str | Card) -> Card:
    """Read one card of the Piquet pack.

    >>> parse_card("10h")
    Card.parse('TH')
    >>> parse_card("6S")
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: '6S' is not in the 32-card pack (ranks A K Q J T 9 8 7)
    """
    return INPUTS.card(text)


def parse_cards(text: str | Iterable[Card]) -> tuple[Card, ...]:
    """Read Piquet cards (A K Q J 10 9 8 7), in the order written, as in every game; a card written twice
    is an error.

    A hand is a set: ``CardSet(parse_cards(text))`` (the functions below accept the text itself too).

    >>> parse_cards("A♠ 10♠ 7d")
    (Card.parse('AS'), Card.parse('TS'), Card.parse('7D'))
    >>> parse_cards("AS AS")
    Traceback (most recent call last):
    ...
    tutor.errors.ImpossiblePosition: 'AS AS' names A♠ twice: a pack holds each card once
    """
    return INPUTS.cards(text)


def _no_trump(trump: object) -> None:
    if trump is not None:
        raise NotationError(NO_TRUMPS.say(value=quote(trump)))


def parse_suit(text: Suit | str) -> Suit:
    """A suit of the 32-card pack, by letter, word or symbol (see :mod:`tutor.inputs`).

    >>> parse_suit("spades"), parse_suit("h")
    (Suit.SPADES, Suit.HEARTS)
    """
    return INPUTS.suit(text)


DUTIES = Chain(Follow())
"""Piquet's one duty: follow the suit led if you can (no trumps, no duty to win the trick)."""


def legal_plays(
    hand: CardSet | str | Iterable[Card],
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
    INPUTS.options(rules, PiquetRules, DEFAULT_RULES)
    hand = INPUTS.hand(hand)
    cards = INPUTS.trick(trick, hand=hand)
    return CardSet.from_mask(DUTIES.legal_mask(hand.mask, cards, ordering()))


def trick_winner(trick: Sequence[Card] | str, *, trump: None = None, rules: PiquetRules | None = None) -> int:
    """The position (0 = the leader) of the card winning the trick: the highest card of the suit led.

    >>> trick_winner("9D AS"), trick_winner("9D TD")
    (0, 1)
    """
    _no_trump(trump)
    INPUTS.options(rules, PiquetRules, DEFAULT_RULES)
    return _kernel_winner(INPUTS.trick(trick, complete=True), ordering())


def explain_play(
    hand: CardSet | str | Iterable[Card],
    trick: Sequence[Card] | str,
    card: Card | str,
    *,
    trump: None = None,
    rules: PiquetRules | None = None,
    language: str | None = None,
) -> str:
    """Why ``card`` may or may not be played from ``hand`` to ``trick``, in words.

    :param language: the language of the sentence (``"ja"``, ``"es"``; the one set by
        :func:`tutor.set_language` if ``None``).
    :returns: ``'cannot play …: why'`` or ``'may play …: why'``.

    >>> explain_play("AS 9S 7H", "QS", "9S")
    'may play 9♠: it follows ♠ and cannot beat the Q♠'
    >>> explain_play("AS 9S 7H", "QS", "AS")
    'may play A♠: it follows ♠ and beats the Q♠'
    >>> explain_play("7H", "QS", "7H")
    'may play 7♥: he has no ♠, so any card may be played'
    """
    with speaking(language):
        _no_trump(trump)
        INPUTS.options(rules, PiquetRules, DEFAULT_RULES)
        hand = INPUTS.hand(hand)
        cards = INPUTS.trick(trick, hand=hand)
        card = INPUTS.card(card)
        shown = card.unicode()
        if card not in hand:
            return NOT_HELD.say(card=shown)
        o = ordering()
        reason = explain_card(hand, DUTIES.duties(hand, cards, o), card)
        if reason is not None:
            return CANNOT_PLAY.say(card=shown, reason=reason)
        if not cards:
            return MAY_PLAY.say(card=shown, reason=LEADER.say())
        led = cards[0].suit
        if card.suit is not led:
            return MAY_PLAY.say(card=shown, reason=VOID.say(PLAYER, mentioned=True, suit=led))
        best = o.winning_card(cards)
        beats = (BEATS if o.beats(card, best) else CANNOT_BEAT).say(best=best.unicode())
        return MAY_PLAY.say(card=shown, reason=BOTH.say(first=FOLLOWS.say(suit=led), second=beats))
