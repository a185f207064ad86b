"""Precomputed values for the hot paths of :mod:`.state`: the actions of every card and of every suit
holding (interned, so listing the legal actions builds no action), the auction's action lists, per-card
points and trick pairs."""

from __future__ import annotations

import functools

from ...cards import CARDS_BY_INDEX
from ...tricks import Trick
from .actions import (
    BID_OF,
    DIAMOND_OVERRIDE,
    PASS,
    PLAY_OF,
    Action,
    NameTrump,
    Play,
    ShowPicture,
    TakePicture,
)
from .rules import BIDS, DECK, POINTS_BY_INDEX, SUIT_TRUMPS_MASK

INDEX_POINTS = [POINTS_BY_INDEX.get(i, 0) for i in range(len(CARDS_BY_INDEX))]
SEAT_CARD = tuple(tuple((seat, card) for card in CARDS_BY_INDEX) for seat in range(4))
LEAD_TRICKS = tuple(Trick(seat) for seat in range(4))
_PACK = DECK.cards
PACK_BITS = tuple(card.bit for card in _PACK)
"""The pack's cards as bits, in the pack's order (a deal shuffles these: the same shuffle as of the cards)."""
PLAY_BY_INDEX = [PLAY_OF.get(card) or Play(card) for card in CARDS_BY_INDEX]  # every card: no None
# for each suit (13 bits of the mask, 9 of them in the pack), the plays of every holding
_SUIT_PLAYS = tuple(
    tuple(tuple(PLAY_BY_INDEX[13 * k + i] for i in range(13) if part >> i & 1) for part in range(1 << 9))
    for k in range(4)
)


def plays_of(mask: int) -> tuple[Play, ...]:
    """The plays of the cards of ``mask``, in the cards' index order (looked up suit by suit)."""
    spades, hearts, diamonds, clubs = _SUIT_PLAYS
    return (
        spades[mask & 0x1FF]
        + hearts[mask >> 13 & 0x1FF]
        + diamonds[mask >> 26 & 0x1FF]
        + clubs[mask >> 39 & 0x1FF]
    )


_SUIT_TRUMPS = tuple(SUIT_TRUMPS_MASK[suit] for suit in DECK.suits)
NAME_TRUMPS = tuple((NameTrump(suit), SUIT_TRUMPS_MASK[suit]) for suit in DECK.suits)
SHOW_PICTURE = {card: ShowPicture(card) for card in _PACK if card.rank.is_picture}
TAKE_PICTURE = {card: TakePicture(card) for card in _PACK}
assert DECK.cardset.sorted() == _PACK == tuple(sorted(_PACK, key=lambda c: c.index)), "display order"


def most_trumps(hand: int) -> int:
    """The most potential trumps ``hand`` (a mask) holds in any suit: it may bid up to that."""
    spades, hearts, diamonds, clubs = _SUIT_TRUMPS
    return max(
        (hand & spades).bit_count(),
        (hand & hearts).bit_count(),
        (hand & diamonds).bit_count(),
        (hand & clubs).bit_count(),
    )


@functools.cache
def auction_actions(diamonds_in_turn: bool, above: int, most: int) -> tuple[Action, ...]:
    """The auction's actions for a player holding at most ``most`` potential trumps, over a bid of ``above``."""
    bids = tuple(BID_OF[n] for n in BIDS if above < n <= most)
    return (*bids, *((DIAMOND_OVERRIDE,) if diamonds_in_turn else ()), PASS)
