"""The actions of a Satat deal: small frozen values with a readable ``str``."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from ...cards import Card, CardSet, Suit
from ...errors import NotationError
from ...inputs import quote
from .._shared import parse_action_with
from .rules import INPUTS, SEATS, Signal, parse_cards, parse_suit

if TYPE_CHECKING:
    from .state import View

__all__ = [
    "Action",
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
    """Pass cards in the exchange after a 7-0 (one card) or a 13-0 (two). ``None`` when unseen."""

    cards: CardSet | None

    def __str__(self) -> str:
        return "pass a card" if self.cards is None else f"pass {self.cards.unicode()}"


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
class Play:
    """Play a card, with the signals given while playing it (Pile, Grate, Vire).

    >>> print(Play(Card.parse("QS"), frozenset({Signal.PILE})))
    Q♠ (pile)
    """

    card: Card
    signals: frozenset[Signal] = frozenset()

    def __str__(self) -> str:
        if not self.signals:
            return self.card.unicode()
        words = ", ".join(str(s) for s in Signal if s in self.signals)
        return f"{self.card.unicode()} ({words})"


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

_PHRASES: dict[str, Action] = {
    "trumps from the last four": UseLastFour(),
    "redeal (no picture)": Redeal(),
    "redeal": Redeal(),
    "no trumps: redeal?": ClaimNoTrumps(),
    "agree to redeal": Consent(True),
    "refuse the redeal": Consent(False),
    "play on for 13-0": Continue(True),
    "stop at 7-0": Continue(False),
}
_SIGNALS = {signal.word: signal for signal in Signal}


def read_action(text: str) -> Action:
    words = " ".join(text.split())
    lower = words.casefold()
    if lower in _PHRASES:
        return _PHRASES[lower]
    if match := re.fullmatch(r"trumps (\S+)", lower):
        return NameTrump(parse_suit(match[1]))
    if match := re.fullmatch(r"turn card (\d) of the last four", lower):
        return TurnBlind(int(match[1]) - 1)
    if match := re.fullmatch(r"trump card face down \((.+)\)", lower):
        return HideTrump(parse_cards(match[1])[0])
    if match := re.fullmatch(r"pass (.+)", lower):
        return GiveCards(CardSet(parse_cards(match[1])))
    if match := re.fullmatch(r"(\w+) signals (\S+)", words):
        seats = {name.casefold(): seat for seat, name in enumerate(SEATS)}
        if match[1].casefold() in seats and match[2].casefold() in _SIGNALS:
            return Announce(seats[match[1].casefold()], _SIGNALS[match[2].casefold()])
    if match := re.fullmatch(r"(\S+) \(([\w♥, ]+)\)", words):
        names = [w.strip().casefold() for w in match[2].split(",")]
        if all(n in _SIGNALS for n in names):
            cards = parse_cards(match[1])
            if len(cards) == 1:
                return Play(cards[0], frozenset(_SIGNALS[n] for n in names))
    cards = parse_cards(words)
    if len(cards) != 1:
        raise NotationError(f"{text!r} is not one card: write a card such as 'QS', or an action's text")
    return Play(cards[0])


def parse_action(text: str, state: View | None = None) -> Action:
    """An action from its text: what ``str(action)`` prints parses back. With ``state``, short forms are read
    as that moment needs (a suit names trumps, cards are passed in the exchange, a card is laid face down in
    Trup Kasiet).

    >>> parse_action("trumps ♠"), parse_action("Q♠ (pile)")
    (NameTrump(suit=Suit.SPADES), Play(card=Card.parse('QS'), signals=frozenset({Signal.PILE})))
    >>> parse_action("West signals lese")
    Announce(seat=1, signal=Signal.LESE)

    :raises NotationError: quoting the text, if it names no action.
    """
    if not isinstance(text, str):
        raise NotationError(f"{quote(text)} is not an action's text: write it as it prints, e.g. 'trumps ♠'")
    from .state import View  # the state reads its actions from this module

    given: View | None = INPUTS.state(state, View, none=True)
    if given is None:
        return read_action(text)
    actions = [a for seat in range(len(SEATS)) for a in given.legal_actions(seat)]
    action: Action = parse_action_with(text, given, given.read_action, actions)
    return action
