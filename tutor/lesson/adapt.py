"""What a step needs from a game, read through the game protocol (:mod:`tutor.games.protocol`): its module
(or :data:`BASIC`), its pack, its notation. Every game's rules functions take ``trump=`` and ``rules=``, so a
step calls them directly. Also :data:`BASIC`, plain trick-taking rules built from the shared kernels, for the
lessons that come before any game.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import Any

from ..cards import FRENCH_52, SPANISH_40, Card, CardSet, Deck, Family, Suit
from ..games.description import Description
from ..i18n import gettext_noop
from ..inputs import Inputs
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
    "game_inputs",
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
        title=gettext_noop("Plain trick-taking"),
        exact_tricks=0,
        hint_samples=0,
        adapter=None,
        drill_players=4,
        drill_hand_sizes=(4, 9),
        drill_trumps=True,
    )
    INPUTS = Inputs("plain trick-taking", FRENCH_52, seats=("South", "West", "North", "East"))
    SEATS = INPUTS.seats  # seat 0 is South, the learner's, as in every game (tutor.games.protocol)

    @staticmethod
    @functools.cache
    def ordering(trump: Suit | None, rules: Any = None) -> Ordering:
        return Ordering.plain(FRENCH_52, trump=trump)

    def parse_cards(self, text: Any) -> tuple[Card, ...]:
        return self.INPUTS.cards(text)

    def parse_suit(self, text: Any) -> Suit:
        return self.INPUTS.suit(text)

    def legal_plays(
        self, hand: Iterable[Card], trick: Sequence[Card], *, trump: Suit | None = None, rules: Any = None
    ) -> CardSet:
        hand = self.INPUTS.hand(hand)
        trick = self.INPUTS.trick(trick, hand=hand)
        duty = follow_suit(hand, trick, self.ordering(self.INPUTS.suit(trump, none=True)))
        return duty.cards if duty is not None else hand

    def trick_winner(self, trick: Sequence[Card], *, trump: Suit | None = None, rules: Any = None) -> int:
        trick = self.INPUTS.trick(trick, complete=True)
        return _kernel_winner(trick, self.ordering(self.INPUTS.suit(trump, none=True)))

    def explain_play(
        self,
        hand: Iterable[Card],
        trick: Sequence[Card],
        card: Card,
        *,
        trump: Suit | None = None,
        rules: Any = None,
    ) -> str:
        hand = self.INPUTS.hand(hand)
        card = self.INPUTS.card(card)
        if card not in hand:
            return NOT_HELD.say(card=card.unicode())
        trick = self.INPUTS.trick(trick, hand=hand)
        reason = explain_card(
            hand, [follow_suit(hand, trick, self.ordering(self.INPUTS.suit(trump, none=True)))], card
        )
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


def game_inputs(game: Any) -> Inputs:
    """How ``game`` reads its inputs: its ``INPUTS`` (:mod:`tutor.inputs`), the one reader of cards and suits."""
    inputs: Inputs = game.INPUTS
    return inputs


def read_cards(game: Any, cards: Any) -> tuple[Card, ...]:
    """Cards (in the order given) from text in the game's notation, a card, or cards: the game's ``INPUTS``."""
    if cards is None:
        return ()
    return game_inputs(game).cards(cards)


def read_card(game: Any, card: Any) -> Card:
    """One card of the game's pack (:meth:`~tutor.inputs.Inputs.card`)."""
    return game_inputs(game).card(card)


def read_suit(game: Any, suit: Any) -> Suit | None:
    """A suit by letter, word or symbol, ``None`` for none (:meth:`~tutor.inputs.Inputs.suit`)."""
    return game_inputs(game).suit(suit, none=True)


def read_card_any(hand: CardSet, raw: Any) -> Card:
    """A card from text, in the family of ``hand``'s cards, read by the :class:`~tutor.inputs.Inputs` of that
    family's whole pack (a game's step reads through its game's ``INPUTS`` instead).

    :raises NotationError: quoting ``raw`` if it names no card of that family.
    """
    if isinstance(raw, Card):
        return raw
    family = next(iter(hand)).family if hand else Family.FRENCH
    return _WHOLE_PACK[family].card(raw)


_WHOLE_PACK = {
    Family.FRENCH: Inputs("this lesson", FRENCH_52, seats=("South",)),
    Family.SPANISH: Inputs("this lesson", SPANISH_40, seats=("South",)),
}
