"""The actions of a Satat deal: small frozen values whose ``str`` is their text in the action grammar
(:mod:`tutor.grammar`), and their forms.

>>> str(NameTrump(Suit.SPADES)), str(Play(Card.parse("QS"))), str(GiveCards(CardSet.parse("QS"))), str(Consent(False))
('trumps ♠', 'play Q♠', 'give Q♠', 'refuse the redeal')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from ...cards import Card, CardSet, Suit
from ...errors import NotationError
from ...grammar import Form, Grammar, Play, Reply
from ...inputs import quote
from .. import _shared
from .rules import INPUTS, SEATS, Signal

if TYPE_CHECKING:
    from .state import View

__all__ = [
    "GRAMMAR",
    "Announce",
    "ClaimNoTrumps",
    "Consent",
    "Continue",
    "GiveCards",
    "HideTrump",
    "NameTrump",
    "Phase",
    "Play",
    "Redeal",
    "TurnBlind",
    "UseLastFour",
    "parse_action",
]


class Phase(enum.Enum):
    """The moments of a deal."""

    MAKE_TRUMP = "trump making"
    TURN_BLIND = "turning a card of the last four"
    EXCHANGE = "exchange after a 7-0 or 13-0"
    CONSENT = "the trump maker's consent to a redeal"
    PLAY = "play"
    CONTINUE = "7-0: continue or stop"
    OVER = "over"

    def __repr__(self) -> str:
        return f"Phase.{self.name}"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """The trump maker names a trump suit on his first five cards."""

    suit: Suit

    def __str__(self) -> str:
        return f"trumps {self.suit}"


@dataclass(frozen=True, slots=True)
class HideTrump:
    """Trup Kasiet: the trump maker lays one of his first five cards face down; its suit is trumps.

    In a seat's view of another player's deal, ``card`` is ``None``.
    """

    card: Card | None

    def __str__(self) -> str:
        return (
            "trump card face down" if self.card is None else f"trump card face down ({self.card.unicode()})"
        )


@dataclass(frozen=True, slots=True)
class UseLastFour:
    """The trump maker lets one of his last four cards, turned blind, fix the trump."""

    def __str__(self) -> str:
        return "trumps from the last four"


@dataclass(frozen=True, slots=True)
class Redeal:
    """The trump maker's five cards hold no picture: reshuffle and deal again (at most twice in a row)."""

    def __str__(self) -> str:
        return "redeal (no picture)"


@dataclass(frozen=True, slots=True)
class TurnBlind:
    """Turn the card at ``position`` (0-3, in the order dealt) of the trump maker's last four."""

    position: int

    def __str__(self) -> str:
        return f"turn card {self.position + 1} of the last four"


@dataclass(frozen=True, slots=True)
class GiveCards:
    """Pass cards in the exchange after a 7-0 (one card) or a 13-0 (two), written ``give Q♠`` (``pass Q♠``
    reads too, the rules' word). ``None`` when unseen."""

    cards: CardSet | None

    def __str__(self) -> str:
        return "give a card" if self.cards is None else f"give {self.cards.unicode()}"


@dataclass(frozen=True, slots=True)
class ClaimNoTrumps:
    """The trump maker's partner says he holds no trump and asks for a redeal (before the first lead)."""

    def __str__(self) -> str:
        return "no trumps: redeal?"


@dataclass(frozen=True, slots=True)
class Consent:
    """The trump maker agrees (or not) to the partner's no-trump redeal."""

    agree: bool

    def __str__(self) -> str:
        return "agree to redeal" if self.agree else "refuse the redeal"


@dataclass(frozen=True, slots=True)
class Announce:
    """A signal given apart from a card: the 2♥ announcement (before the first lead) or Lese (by the
    player who plays last, after his left-hand opponent led and before his partner plays). ``seat`` gives it,
    whether or not it is his turn."""

    seat: int
    signal: Signal

    def __str__(self) -> str:
        return f"{SEATS[self.seat]} signals {self.signal}"


@dataclass(frozen=True, slots=True)
class Continue:
    """After winning the first seven tricks: play on for 13-0 (``True``) or stop with a 7-0."""

    go_on: bool

    def __str__(self) -> str:
        return "play on for 13-0" if self.go_on else "stop at 7-0"


Action: TypeAlias = (
    NameTrump
    | HideTrump
    | UseLastFour
    | Redeal
    | TurnBlind
    | GiveCards
    | ClaimNoTrumps
    | Consent
    | Play
    | Announce
    | Continue
)
"""Any action of a Satat deal."""


GRAMMAR = Grammar(
    INPUTS,
    [
        Form("trumps {suit}", NameTrump, say="name {suit} as trumps"),
        Form.of(UseLastFour(), say="choose trumps from the last four cards"),
        Form("trump card face down ({card})", HideTrump, say="lay the {card} face down"),
        Form.of(Redeal(), say="ask for a redeal"),
        Form.of(Redeal(), "redeal", say="ask for a redeal"),
        Form(
            "turn card {number} of the last four",
            TurnBlind,
            lambda n: TurnBlind(n - 1),
            get=lambda action: action.position + 1,
            example="2",
        ),
        Form("give {cards}", GiveCards, lambda cards: GiveCards(CardSet(cards)), say="give the {cards}"),
        Form.of(ClaimNoTrumps(), say="say he holds no trump and ask for a redeal"),
        Form.of(Consent(True), reply=Reply.YES, say="agree to the redeal"),
        Form.of(Consent(False), reply=Reply.NO),
        Form.of(Continue(True), reply=Reply.YES),
        Form.of(Continue(False), reply=Reply.NO),
        *(
            Form.of(Announce(seat, signal), say=f"signal {signal}")
            for seat in range(len(SEATS))
            for signal in Signal
        ),
    ],
    signals={signal.word: signal for signal in Signal},
)
"""How Satat's actions are written and read (:mod:`tutor.grammar`)."""


def read_action(text: str) -> Action:
    """An action from its text alone (no moment to read it in): see :func:`parse_action`."""
    action: Action = GRAMMAR.parse(text)
    return action


def parse_action(text: str, state: View | None = None) -> Action:
    """An action from its text (:mod:`tutor.grammar`): what ``str(action)`` prints parses back. With ``state``,
    a short form is read as that moment needs it (a suit names trumps, cards are given in the exchange, a card
    is laid face down in Trup Kasiet), and an error lists the legal actions.

    >>> parse_action("trumps ♠"), parse_action("trump hearts"), parse_action("play Q♠ (pile)")
    (NameTrump(suit=Suit.SPADES), NameTrump(suit=Suit.HEARTS), Play(card=Card.parse('QS'), signals=frozenset({Signal.PILE})))
    >>> parse_action("West signals lese"), parse_action("QS")
    (Announce(seat=1, signal=Signal.LESE), Play(card=Card.parse('QS')))

    :raises NotationError: quoting the text, if it names no action.
    """
    if not isinstance(text, str):
        raise NotationError(_shared.NOT_ACTION_TEXT.say(value=quote(text), example="'trumps ♠'"))
    given: View | None = INPUTS.state(state, __package__, none=True)  # its state or a view
    if given is None:
        return read_action(text)
    actions = [a for seat in range(len(SEATS)) for a in given.legal_actions(seat)]
    action: Action = GRAMMAR.parse(text, given, actions)
    return action
