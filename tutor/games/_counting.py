"""What a player counts at the table, written once for the four games' bots: the cards played, the cards still
unseen, and, for each other seat, the cards its plays show it cannot hold (a suit not followed, a trump not
played, a card not beaten when the game obliges to beat: whatever the game's duty chain would have forced).

Only what the seat sees is read: its view's tricks and its own hand. The inference is the duty chain read
backwards (:func:`cannot_hold`): a card that would have bound the player to another card than the one played
was not in his hand.

>>> from tutor.cards import Card, CardSet, Suit
>>> from tutor.games.saskop.rules import DUTIES, ordering
>>> o = ordering(Suit.DIAMONDS)
>>> ace_led = DUTIES.reading((Card.parse("AH"),), o)
>>> shown = CardSet.from_mask(cannot_hold(ace_led.steps, Card.parse("7S")))   # a spade on a heart lead
>>> Card.parse("9H") in shown, Card.parse("KS") in shown, Card.parse("8D") in shown   # no heart, no trump
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..tricks import Chain, Ordering, Steps

__all__ = ["Counted", "cannot_hold", "count"]


def cannot_hold(steps: Steps, card: Card) -> int:
    """The cards a player cannot have held when he played ``card`` to a trick whose duties are ``steps`` (the
    steps of the trick before his card, :attr:`tutor.tricks.Reading.steps`): each card that would have bound
    him to play another one.

    Read the chain in its order, the region of the cards still allowed shrinking at each step his card meets:
    at a step his card does not meet, nothing of that region and the step's mask was in his hand (a step that
    binds only a hand void in the suit led is read only where his void is known).

    >>> from tutor.tricks import Chain, Follow, Ordering
    >>> from tutor.cards import FRENCH_52, Card, CardSet, Suit
    >>> chain, o = Chain(Follow()), Ordering.plain(FRENCH_52, trump=None)
    >>> steps = chain.reading((Card.parse("KH"),), o).steps
    >>> CardSet.from_mask(cannot_hold(steps, Card.parse("2C"))) == CardSet(FRENCH_52.cards).of_suit(Suit.HEARTS)
    True
    >>> cannot_hold(steps, Card.parse("2H"))                                                  # followed: nothing shown
    0
    """
    bit = card.bit
    region = -1  # every card
    lacks = 0
    for mask, also, void_of, _ in steps:
        if void_of:
            if bit & void_of:
                continue  # he followed suit: a step for a void hand did not bind him
            applies = not void_of & ~lacks
        else:
            applies = True
        if bit & (mask | also):
            region &= mask | also
        elif applies:
            lacks |= region & mask
    return lacks


@dataclass(frozen=True, slots=True)
class Counted:
    """What a seat has counted so far.

    :param played: the cards played (finished tricks and the trick in play).
    :param unseen: the cards it has not seen: not played, not in its hand, not otherwise shown to it.
    :param lacks: per seat, the unseen cards its plays show it cannot hold (0 for the counting seat).
    """

    played: int
    unseen: int
    lacks: tuple[int, ...]

    def may_hold(self, seat: int) -> int:
        """The unseen cards ``seat`` may hold."""
        return self.unseen & ~self.lacks[seat]


def count(
    tricks: Sequence[Any],
    chain: Chain,
    ordering: Ordering,
    *,
    seats: int,
    pack: int,
    seen: int,
) -> Counted:
    """Count a deal from a seat's view.

    :param tricks: the tricks so far, the one in play last (each with ``plays``: ``(seat, card)`` pairs).
    :param chain: the game's duty chain; ``ordering`` the deal's.
    :param seats: how many seats play.
    :param pack: the mask of the cards in play.
    :param seen: the cards the seat sees besides those played (its hand, a discard, cards shown to it).
    """
    played = 0
    lacks = [0] * seats
    first = chain.reading((), ordering)
    for trick in tricks:
        reading = first
        for seat, card in trick.plays:
            if reading.cards:
                lacks[seat] |= cannot_hold(reading.steps, card)
            played |= card.bit
            reading = reading.then(card)
    unseen = pack & ~played & ~seen
    return Counted(played, unseen, tuple(lack & unseen for lack in lacks))
