"""Saskop's actions (each a small frozen value with a readable ``str``), the phases of a deal, the table
signals, and reading an action from text.

>>> parse_action("bid 6"), str(Bid(6)), str(Play(Card.parse("TH"))), str(NameTrump(Suit.HEARTS))
(Bid(trumps=6), 'bid 6', 'play 10♥', 'trumps ♥')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from ...cards import Card, Suit
from ...errors import NotationError
from ...grammar import Form, Grammar, Play, Reply
from ...inputs import quote
from ...sentences import Template
from .rules import DECK, INPUTS, SEATS

if TYPE_CHECKING:
    from .state import View

__all__ = [
    "GRAMMAR",
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
@dataclass(frozen=True, slots=True)
class ShowPicture:
    """Show one's only picture to the partner (face up, so everyone sees it)."""

    picture: Card

    def __str__(self) -> str:
        return f"show {self.picture.unicode()}"


@dataclass(frozen=True, slots=True)
class TakePicture:
    """Take the partner's shown picture and give back ``give`` face down (``None`` in a view that
    cannot see it)."""

    give: Card | None

    def __str__(self) -> str:
        given = "a card face down" if self.give is None else self.give.unicode()
        return f"take the picture, give back {given}"


@dataclass(frozen=True, slots=True)
class Decline:
    """Decline: not show one's picture, not take partner's, or not override with diamonds."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid to hold at least ``trumps`` trumps (5 to 9) with the suit one will name."""

    trumps: int

    def __str__(self) -> str:
        return f"bid {self.trumps}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the auction (final: no later bid)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """The auction winner names the trump suit (written ``trumps ♥``; ``name ♥``, its text before the one
    grammar, reads too)."""

    suit: Suit

    def __str__(self) -> str:
        return f"trumps {self.suit}"


@dataclass(frozen=True, slots=True)
class DiamondOverride:
    """Change trumps to diamonds and become the caller."""

    def __str__(self) -> str:
        return "diamonds!"


Action: TypeAlias = ShowPicture | TakePicture | Decline | Bid | Pass | NameTrump | DiamondOverride | Play
"""What a player does: every Saskop action, a small frozen value whose ``str`` is its text (``isinstance(x,
Action)`` tells one)."""

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
NOT_SASKOP_TEXT = Template("{value} is not a Saskop action: write it as it prints, e.g. {bid} or {play}")

GRAMMAR = Grammar(
    INPUTS,
    [
        Form("bid {number}", Bid, lambda n: BID_OF.get(n) or Bid(n), example="6"),
        Form.of(PASS, reply=Reply.NO),
        Form("trumps {suit}", NameTrump, say="name {suit} as trumps"),
        Form.of(DIAMOND_OVERRIDE, reply=Reply.YES, say="make diamonds trumps (the diamond override)"),
        Form.of(DIAMOND_OVERRIDE, "diamonds"),
        Form.of(DIAMOND_OVERRIDE, "override"),
        Form("show {card}", ShowPicture, reply=Reply.YES, say="show the {card} to his partner", alone=True),
        Form(
            "take the picture, give back {card}", TakePicture, say="take the picture and give back the {card}"
        ),
        Form("take {card}", TakePicture),
        Form.of(DECLINE, reply=Reply.NO),
    ],
)
"""How Saskop's actions are written and read (:mod:`tutor.grammar`)."""


def parse_action(text: str, state: View | None = None) -> Action:
    """An action from its text (:mod:`tutor.grammar`): what ``str(action)`` prints parses back; with ``state``,
    short forms are read as that moment needs (``'pass'`` declines a picture, ``'hearts'`` names trumps, ``'6'``
    bids, ``'7C'`` is given back for the picture) and an error lists the legal actions.

    >>> parse_action("bid 6"), parse_action("7c"), parse_action("take 9S"), parse_action("name ♥")
    (Bid(trumps=6), Play(card=Card.parse('7C')), TakePicture(give=Card.parse('9S')), NameTrump(suit=Suit.HEARTS))
    """
    if not isinstance(text, str):
        raise NotationError(NOT_SASKOP_TEXT.say(value=quote(text), bid="'bid 6'", play="'play Q♠'"))
    action: Action = GRAMMAR.parse(text, INPUTS.state(state, __package__, none=True))  # its state or a view
    return action
