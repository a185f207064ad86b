"""What a step needs from a game, read through the game protocol (:mod:`tutor.games.protocol`): its module
(or :data:`BASIC`), its pack, its notation. Every game's rules functions take ``trump=`` and ``rules=``, so a
step calls them directly. Also :data:`BASIC`, plain trick-taking rules built from the shared kernels, for the
lessons that come before any game.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import Any

from ..cards import FRENCH_52, Card, CardSet, Deck, Family, Suit
from ..errors import NotationError
from ..games.description import Description
from ..sentences import PLAYER
from ..tricks import (
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
from ..tricks import trick_winner as _kernel_winner

__all__ = [
    "BASIC",
    "game_deck",
    "game_family",
    "game_module",
    "game_name",
    "read_card",
    "read_card_any",
    "read_cards",
    "read_suit",
]


class _Basic:
    """Plain trick-taking, the rule the four games start from: follow suit if you can, else play anything;
    the highest trump wins, else the highest card of the suit led. A 52-card pack, aces high.

    Built from the shared kernels of :mod:`tutor.tricks`, so the *Start here* lesson teaches with a real
    rules API before any particular game.

    >>> BASIC.legal_plays(CardSet.parse("AH 7C"), BASIC.parse_cards("KH"))
    CardSet.parse('AH')
    >>> BASIC.trick_winner(BASIC.parse_cards("KH AH 2S"), trump=Suit.SPADES)
    2
    """

    __name__ = "basic"
    NAME = "basic"
    DECK = FRENCH_52
    DESCRIPTION = Description(
        title="Plain trick-taking",
        exact_tricks=0,
        hint_samples=0,
        adapter=None,
        drill_players=4,
        drill_hand_sizes=(4, 9),
        drill_trumps=True,
    )
    SEATS = ("North", "East", "South", "West")

    @staticmethod
    @functools.cache
    def ordering(trump: Suit | None, rules: Any = None) -> Ordering:
        return Ordering.plain(FRENCH_52, trump=trump)

    def parse_cards(self, text: str) -> tuple[Card, ...]:
        return FRENCH_52.parse(text)

    def parse_suit(self, text: Suit | str) -> Suit:
        return text if isinstance(text, Suit) else Suit.parse(text)

    def legal_plays(
        self, hand: Iterable[Card], trick: Sequence[Card], *, trump: Suit | None = None, rules: Any = None
    ) -> CardSet:
        hand = CardSet(hand)
        duty = follow_suit(hand, trick, self.ordering(trump))
        return duty.cards if duty is not None else hand

    def trick_winner(self, trick: Sequence[Card], *, trump: Suit | None = None, rules: Any = None) -> int:
        return _kernel_winner(trick, self.ordering(trump))

    def explain_play(
        self,
        hand: Iterable[Card],
        trick: Sequence[Card],
        card: Card,
        *,
        trump: Suit | None = None,
        rules: Any = None,
    ) -> str:
        hand = CardSet(hand)
        if card not in hand:
            return NOT_HELD.say(card=card.unicode())
        reason = explain_card(hand, [follow_suit(hand, trick, self.ordering(trump))], card)
        if reason is not None:
            return CANNOT_PLAY.say(card=card.unicode(), reason=reason)
        if not trick:
            return MAY_PLAY.say(card=card.unicode(), reason=LEADER.say())
        if card.suit is trick[0].suit:
            return MAY_PLAY.say(card=card.unicode(), reason=FOLLOWS.say(suit=card.suit))
        return MAY_PLAY.say(card=card.unicode(), reason=VOID.say(PLAYER, mentioned=True, suit=trick[0].suit))

    def __repr__(self) -> str:
        return "BASIC"


BASIC = _Basic()
"""Plain trick-taking rules (follow suit, trumps win) for the lessons that come before any game."""


def game_module(game: Any) -> Any:
    """The rules module of ``game``: a module, :data:`BASIC`, or any name :func:`tutor.games.get` knows.

    >>> game_module("Sasscoop").__name__
    'tutor.games.saskop'
    >>> game_module("basic") is BASIC
    True
    """
    if isinstance(game, str):
        if game.lower() == "basic":
            return BASIC
        from .. import games

        return games.get(game)
    return game


def game_name(game: Any) -> str:
    """The short name of a game (``'satat'``, ``'basic'``): its ``NAME``."""
    return str(game.NAME)


def game_deck(game: Any) -> Deck:
    """The pack a game plays with: its ``DECK``."""
    deck: Deck = game.DECK
    return deck


def game_family(game: Any) -> Family:
    return game_deck(game).family


def read_cards(game: Any, cards: Any) -> tuple[Card, ...]:
    """Cards from text in the game's notation, a card, or an iterable of cards."""
    if cards is None:
        return ()
    if isinstance(cards, Card):
        return (cards,)
    if isinstance(cards, str):
        return tuple(game.parse_cards(cards))  # in the order written, in every game
    return tuple(cards)


def read_card(game: Any, card: Any) -> Card:
    cards = read_cards(game, card)
    if len(cards) != 1:
        raise NotationError(f"{card!r} is not one card")
    return cards[0]


def read_suit(game: Any, suit: Any) -> Suit | None:
    if suit is None or isinstance(suit, Suit):
        return suit
    parsed: Suit = game.parse_suit(str(suit))
    return parsed


def read_card_any(hand: CardSet, raw: Any) -> Card:
    """A card from text, in the family of ``hand``'s cards."""
    if isinstance(raw, Card):
        return raw
    family = next(iter(hand)).family if hand else Family.FRENCH
    return Card.parse(str(raw), family)
