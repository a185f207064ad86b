"""Saskop's actions (each a small frozen value with a readable ``str``), the phases of a deal, the table
signals, and reading an action from text.

>>> parse_action("bid 6"), str(Bid(6)), str(Play(Card.parse("TH")))
(Bid(trumps=6), 'bid 6', '10♥')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...cards import Card, CardSet, Suit
from ...errors import NotationError
from ...inputs import number, quote
from .._shared import parse_action_with
from .rules import DECK, INPUTS, PICTURE_MASK, SEATS, parse_cards

if TYPE_CHECKING:
    from .state import View

__all__ = [
    "BID_OF",
    "DECLINE",
    "DIAMOND_OVERRIDE",
    "PASS",
    "PLAY_OF",
    "Action",
    "Bid",
    "Decline",
    "DiamondOverride",
    "NameTrump",
    "Pass",
    "Phase",
    "Play",
    "ShowPicture",
    "Signal",
    "SignalMark",
    "TakePicture",
    "parse_action",
]


class Phase(enum.Enum):
    """The stages of a deal."""

    PICTURES = "picture giving"
    AUCTION = "auction"
    NAMING = "naming trumps"
    OVERRIDE = "diamond override"
    PLAY = "play"
    OVER = "deal over"


# -- actions -----------------------------------------------------------------------------------------------
class Action:
    """What a player does: every Saskop action (a small frozen value with a readable ``str``) derives
    from this class."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class ShowPicture(Action):
    """Show one's only picture to the partner (face up, so everyone sees it)."""

    picture: Card

    def __str__(self) -> str:
        return f"show {self.picture.unicode()}"


@dataclass(frozen=True, slots=True)
class TakePicture(Action):
    """Take the partner's shown picture and give back ``give`` face down (``None`` in a view that
    cannot see it)."""

    give: Card | None

    def __str__(self) -> str:
        given = "a card face down" if self.give is None else self.give.unicode()
        return f"take the picture, give back {given}"


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Decline: not show one's picture, not take partner's, or not override with diamonds."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Bid to hold at least ``trumps`` trumps (5 to 9) with the suit one will name."""

    trumps: int

    def __str__(self) -> str:
        return f"bid {self.trumps}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass in the auction (final: no later bid)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class NameTrump(Action):
    """The auction winner names the trump suit."""

    suit: Suit

    def __str__(self) -> str:
        return f"name {self.suit}"


@dataclass(frozen=True, slots=True)
class DiamondOverride(Action):
    """Change trumps to diamonds and become the caller."""

    def __str__(self) -> str:
        return "diamonds!"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card to the trick."""

    card: Card

    def __str__(self) -> str:
        return self.card.unicode()


_PACK = DECK.cards
# Every action that has a fixed set of values, made once: the state hands these out, so listing the
# legal actions builds no action.
PLAY_OF = {card: Play(card) for card in _PACK}
BID_OF = {n: Bid(n) for n in range(5, 10)}
PASS, DECLINE, DIAMOND_OVERRIDE = Pass(), Decline(), DiamondOverride()


class Signal(enum.Enum):
    """The table signals: the two allowed ones (blink, emergency) and the steeple variant."""

    BLINK = "blink"
    EMERGENCY = "emergency"
    STEEPLE = "steeple"  # "I hold no picture", shown secretly to partner (a variant, off by default)


@dataclass(frozen=True, slots=True)
class SignalMark:
    """A signal given: who, which, and in which trick (0-based)."""

    seat: int
    signal: Signal
    trick: int

    def __str__(self) -> str:
        return f"{SEATS[self.seat]}: {self.signal.value} (trick {self.trick + 1})"


# -- text actions ----------------------------------------------------------------------------------------
def _one_card(word: str, text: str) -> Card:
    cards = parse_cards(word)
    if len(cards) != 1:
        raise NotationError(f"{text!r}: {word!r} is not one card")
    return cards[0]


def parse_action(text: str, state: View | None = None) -> Action:
    """An action from its text (what ``str(action)`` prints parses back; with ``state``, short forms are read
    as that moment needs).

    >>> parse_action("bid 6"), parse_action("7c"), parse_action("take 9S")
    (Bid(trumps=6), Play(card=Card.parse('7C')), TakePicture(give=Card.parse('9S')))
    """
    if not isinstance(text, str):
        raise NotationError(
            f"{quote(text)} is not a Saskop action: write it as it prints, e.g. 'bid 6' or 'QS'"
        )
    from .state import View  # the state reads its actions from this module

    state = INPUTS.state(state, View, none=True)
    return parse_action_with(text, state, lambda t: _parse_action(t, state))


def _parse_action(text: str, state: View | None = None) -> Action:
    """Read an action from text: a card (``'QS'``), ``'pass'``, ``'bid 6'`` (or ``'6'``), a suit to name
    (``'hearts'``, ``'♥'``), ``'diamonds!'``/``'override'``, ``'decline'``, ``'show'``, ``'take 7C'``.

    >>> parse_action("bid 6"), parse_action("7c"), parse_action("take 9S")
    (Bid(trumps=6), Play(card=Card.parse('7C')), TakePicture(give=Card.parse('9S')))
    """
    words = text.strip().lower().split()
    if not words:
        raise NotationError(f"{text!r} is not a Saskop action")
    head = words[0]
    phase = state.phase if state is not None else None
    if head in ("pass", "decline", "no", "keep") and len(words) == 1:
        # 'pass' also declines a picture or the override, and 'decline' also passes in the auction
        return PASS if phase is Phase.AUCTION or (phase is None and head == "pass") else DECLINE
    if head.rstrip("!") == "diamonds" and len(words) == 1:
        return NameTrump(Suit.DIAMONDS) if phase is Phase.NAMING else DIAMOND_OVERRIDE
    if head == "override" and len(words) == 1:
        return DIAMOND_OVERRIDE
    if head == "bid" and len(words) == 2 and (bid := number(words[1])) is not None:
        return BID_OF.get(bid) or Bid(bid)
    if len(words) == 1 and phase is not Phase.PLAY and (bid := number(head)) is not None:
        return BID_OF.get(bid) or Bid(bid)
    if head == "show":
        if len(words) == 1 and state is not None and state.to_act is not None:
            hand = state.hands[state.to_act]
            pictures = CardSet.from_mask(hand.mask & PICTURE_MASK) if hand is not None else CardSet()
            if len(pictures) == 1:
                return ShowPicture(next(iter(pictures)))
        if len(words) == 2:
            return ShowPicture(_one_card(words[1], text))
    if head == "take" and len(words) == 2:
        return TakePicture(_one_card(words[1], text))
    if head == "name" and len(words) == 2:
        return NameTrump(Suit.parse(words[1]))
    if len(words) == 1:
        try:
            return PLAY_OF[_one_card(head, text)]
        except NotationError:
            pass
        try:
            return NameTrump(Suit.parse(head))
        except NotationError:
            pass
    raise NotationError(
        f"{text!r} is not a Saskop action: write a card ('QS'), 'pass', 'bid 6', a suit ('hearts'), "
        "'diamonds!', 'decline', 'show' or 'take 7C'"
    )
