"""Whist's rules: four seats in two partnerships, thirteen cards each, the last card dealt names trumps, follow
suit if you can, the highest trump (else the highest card of the suit led) wins, one point per trick over six."""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.cards import FRENCH_52, Card, CardSet, Suit
from tutor.errors import NotationError
from tutor.grammar import Grammar
from tutor.i18n import speaking
from tutor.inputs import Inputs
from tutor.sentences import PLAYER
from tutor.tricks import (
    CANNOT_PLAY,
    FOLLOWS,
    LEADER,
    MAY_PLAY,
    NOT_HELD,
    VOID,
    Ordering,
    explain_card,
    follow_suit,
)
from tutor.tricks import trick_winner as _winner

NAME = "whist"
DECK = FRENCH_52
SEATS: tuple[str, ...] = ("South", "West", "North", "East")  # clockwise, seat 0 South
TEAMS: tuple[str, ...] = ("North–South", "East–West")
BOOK = 6  # the tricks a side takes before it scores
INPUTS = Inputs("Whist", DECK, seats=SEATS)
GRAMMAR = Grammar(INPUTS, [])


class Phase(enum.Enum):
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class WhistRules:
    """Whist's options: none; plain Whist as its rules say."""


def ordering(trump: Any, rules: Any = None) -> Ordering:
    """The cards with ``trump``: aces high, trumps above the rest."""
    return _ordering(INPUTS.suit(trump, none=True, what="trump"))


@functools.cache
def _ordering(trump: Suit | None) -> Ordering:
    return Ordering.plain(DECK, trump=trump)


def parse_cards(text: Any) -> tuple[Card, ...]:
    return INPUTS.cards(text)


def parse_suit(text: Any) -> Suit:
    return INPUTS.suit(text)


def legal_plays(hand: Any, trick: Any, *, trump: Any = None, rules: Any = None) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick``: the suit led if the hand has it, else any."""
    hand, cards = INPUTS.hand(hand), INPUTS.trick(trick)
    duty = follow_suit(hand, cards, ordering(trump))
    return duty.cards if duty is not None else hand


def trick_winner(trick: Any, *, trump: Any = None, rules: Any = None) -> int:
    """The position in ``trick`` of the card that wins it."""
    cards = INPUTS.trick(trick, complete=True)
    if not cards:
        raise NotationError("an empty trick has no winner: give its cards")
    return _winner(cards, ordering(trump))


def explain_play(
    hand: Any, trick: Any, card: Any, *, trump: Any = None, rules: Any = None, language: str | None = None
) -> str:
    """Why ``card`` may be played from ``hand`` to ``trick``, or why not (in ``language``: the shared duties'
    sentences are translated already)."""
    with speaking(language):
        hand, cards, card = INPUTS.hand(hand), INPUTS.trick(trick), INPUTS.card(card)
        if card not in hand:
            return NOT_HELD.say(card=card.unicode())
        reason = explain_card(hand, [follow_suit(hand, cards, ordering(trump))], card)
        if reason is not None:
            return CANNOT_PLAY.say(card=card.unicode(), reason=reason)
        if not cards:
            return MAY_PLAY.say(card=card.unicode(), reason=LEADER.say())
        if card.suit is cards[0].suit:
            return MAY_PLAY.say(card=card.unicode(), reason=FOLLOWS.say(suit=card.suit))
        return MAY_PLAY.say(card=card.unicode(), reason=VOID.say(PLAYER, mentioned=True, suit=cards[0].suit))


def points(tricks: Sequence[int]) -> tuple[int, ...]:
    """One point per trick over six, per side."""
    return tuple(max(0, n - BOOK) for n in tricks)


def team(seat: int) -> int:
    return seat % 2


def first(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: c.index)
