"""The actions of a Subastao deal (bids, trumps, plays, cantes, the takeover), the phases, and their text.

>>> parse_action("bid 70"), str(ChooseTrump(Suit.OROS)), str(Play(Card.parse("AO", "spanish")))
(Bid(points=70), 'trumps oros', 'play AO')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...cards import SPANISH_36, SPANISH_40, Card, Suit
from ...errors import NotationError
from ...grammar import Form, Grammar, Play, Reply
from ...inputs import quote
from ...sentences import Template
from . import fast
from .rules import INPUTS, SUITS

if TYPE_CHECKING:
    from .state import View

__all__ = [
    "GRAMMAR",
    "MAX_BID",
    "MIN_BID",
    "Bid",
    "ChooseTrump",
    "Decline",
    "Denounce",
    "Pass",
    "Phase",
    "Play",
    "Sing",
    "TakeOver",
    "parse_action",
]

MIN_BID = 60
MAX_BID = 230
"""Bids are multiples of 5 from 60; 230 (130 + all four cantes) is the most a hand can make."""


class Phase(enum.Enum):
    """The stages of a deal."""

    AUCTION = "auction"
    TAKEOVER = "takeover"
    TRUMP = "trump"
    PLAY = "play"
    OVER = "over"
    DONE = "over"
    """An alias of ``OVER`` (its name before every game's last phase was ``OVER``): old code and saved states."""


@dataclass(frozen=True, slots=True)
class Bid:
    points: int

    def __str__(self) -> str:
        return f"bid {self.points}"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class ChooseTrump:
    suit: Suit

    def __str__(self) -> str:
        return f"trumps {self.suit.word}"


PACKS = {deck.name: deck.cards for deck in (SPANISH_36, SPANISH_40)}
"""Each pack's cards in pack order, by the pack's name, built once."""

PLAYS_BY_SUIT: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(
    tuple(
        tuple(Play(Card(rank, suit)) for bit, rank in enumerate(SPANISH_40.ranks) if chunk >> bit & 1)
        for chunk in range(1 << len(SPANISH_40.ranks))
    )
    for suit in SUITS
)
"""``PLAYS_BY_SUIT[s][chunk]``: the plays of the cards of suit ``s`` whose bits (ranks A 3 R C S 7 6 5 4 2, as in
:mod:`~tutor.games.subastao.fast`) are set in ``chunk``, strongest first. Built once, so listing the legal plays
builds no action."""


def plays_of(mask: int) -> tuple[Play, ...]:
    """The plays of the cards of a :class:`~tutor.cards.CardSet` mask, in display order (suits O C E B).

    >>> from tutor.cards import CardSet
    >>> plays_of(CardSet.parse("3C AO 4B", "spanish").mask)
    (Play(card=Card.parse('AO', 'spanish')), Play(card=Card.parse('3C', 'spanish')), Play(card=Card.parse('4B', 'spanish')))
    """
    rel = mask >> fast.BASE
    oros, copas, espadas, bastos = PLAYS_BY_SUIT
    return oros[rel & 1023] + copas[rel >> 10 & 1023] + espadas[rel >> 20 & 1023] + bastos[rel >> 30 & 1023]


@dataclass(frozen=True, slots=True)
class Sing:
    """Sing the rey and caballo of ``suit`` (40 in trumps, 20 otherwise), right after winning a trick.
    ``Sing(None)`` sings a tute (only with the ``tute`` option)."""

    suit: Suit | None

    def __str__(self) -> str:
        return "sing tute" if self.suit is None else f"sing {self.suit.word}"


@dataclass(frozen=True, slots=True)
class TakeOver:
    """House rule (unconfirmed): the sitting-out dealer takes the contract at 10 more, with the bidder's cards."""

    def __str__(self) -> str:
        return "take over (+10)"


@dataclass(frozen=True, slots=True)
class Decline:
    def __str__(self) -> str:
        return "decline the takeover"


@dataclass(frozen=True, slots=True)
class Denounce:
    """Denounce an opponent's renuncio (only with ``allow_renuncio``): his side loses the deal."""

    def __str__(self) -> str:
        return "denounce the renuncio"


Action = Bid | Pass | ChooseTrump | Play | Sing | TakeOver | Decline | Denounce

CALLS: tuple[Pass | Bid, ...] = (Pass(), *(Bid(points) for points in range(MIN_BID, MAX_BID + 1, 5)))
"""Every call of the auction, pass first, then the bids from 60 to 230: the legal calls are a slice of it."""
TRUMP_CHOICES: tuple[ChooseTrump, ...] = tuple(ChooseTrump(suit) for suit in SUITS)


NOT_AN_ACTION_TEXT = Template("{value} is not an action: write a card, a bid, {passing}, {sing}")

GRAMMAR = Grammar(
    INPUTS,
    [
        Form("bid {number}", Bid, example="70"),
        Form.of(Pass(), reply=Reply.NO),
        Form("trumps {suit}", ChooseTrump, say="name {suit} as trumps"),
        Form("sing {suit}", Sing),
        Form.of(Sing(None)),
        Form.of(TakeOver(), reply=Reply.YES, say="take over the contract at 10 more"),
        Form.of(TakeOver(), "take over"),
        Form.of(Decline(), reply=Reply.NO),
        Form.of(Denounce()),
    ],
)
"""How Subastao's actions are written and read (:mod:`tutor.grammar`)."""


def parse_action(text: str, state: View | None = None) -> Action:
    """Read an action (:mod:`tutor.grammar`): ``'pass'``, ``'75'``, ``'CC'`` (play), ``'sing oros'``,
    ``'trumps copas'``; what ``str(action)`` prints parses back.

    >>> parse_action("bid 70"), parse_action("trumps copas"), parse_action("play 3o")
    (Bid(points=70), ChooseTrump(suit=Suit.COPAS), Play(card=Card.parse('3O', 'spanish')))
    """
    if not isinstance(text, str):
        raise NotationError(NOT_AN_ACTION_TEXT.say(value=quote(text), passing="'pass'", sing="'sing <suit>'"))
    action: Action = GRAMMAR.parse(text, INPUTS.state(state, __package__, none=True))  # its state or a view
    return action
