"""What a player may infer from the signals (and the plays) seen so far, as data."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ...cards import Card, Suit
from .rules import INPUTS, SEATS, TWO_OF_HEARTS, Signal
from .state import View

__all__ = ["Inference", "InferenceKind", "inferences"]

_SAME_COLOUR = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}


class InferenceKind(enum.Enum):
    """What an inference says about a seat."""

    VOID = "holds no card of"  # (a void in hearts may still hide the 2♥)
    HOLDS_HEART_TWO = "holds the 2♥"
    TOP_CARD = "played the highest remaining card of its suit"
    LEAD_REQUEST = "asks, if partner wins this trick, for a lead of"
    WILL_WIN = "means to win this trick"

    def __repr__(self) -> str:
        return f"InferenceKind.{self.name}"


@dataclass(frozen=True, slots=True)
class Inference:
    """One thing a player may infer: about ``seat``, of ``kind``, with the suit or card concerned, from which
    trick (0-based) and which signal (``None``: from the cards played).

    Signals may be bluffs: an inference from a signal is what the signal *claims*.
    """

    seat: int
    kind: InferenceKind
    suit: Suit | None = None
    card: Card | None = None
    trick: int | None = None
    source: Signal | None = None

    def __str__(self) -> str:
        what = f" {self.suit}" if self.suit is not None else ""
        card = (
            f" ({self.card.unicode()})"
            if self.card is not None and self.kind is InferenceKind.TOP_CARD
            else ""
        )
        source = f" [{self.source}]" if self.source is not None else " [play]"
        return f"{SEATS[self.seat]} {self.kind.value}{what}{card}{source}"


def inferences(state: View, seat: int, *, from_play: bool = True) -> tuple[Inference, ...]:
    """What ``seat`` may infer from the signals seen so far (and, with ``from_play``, from failures to
    follow suit). Uses only what ``seat`` sees: it works on ``state.view(seat)`` as on the full state.

    Grate: the signaller is void in that suit. Pile: his card was the top one left of its suit. The 2♥
    announcement: he holds the 2♥ (until it is played). Vire (given by the leader's partner): if the leader
    wins, he should lead the other suit of the colour led (♠↔♣, ♥↔♦). Lese: he means to win the trick, so partner should play low.

    >>> from tutor.games.satat import Play, Signal, SatatRules, TableSignals, start
    >>> s = start(2, dealer=3, trump="S", rules=SatatRules(signals=TableSignals.USUAL))
    >>> card = s.legal_actions()[0].card
    >>> s = s.apply(Play(card, frozenset({Signal.GRATE})))
    >>> [str(i) for i in inferences(s, 2) if i.source is Signal.GRATE] == [f"South holds no card of {card.suit} [grate]"]
    True
    """
    state = INPUTS.state(state, View)
    seat = INPUTS.seat(seat)
    from_play = INPUTS.flag(from_play, what="from_play")
    view = state if state.viewer == seat else state.view(seat)
    out: list[Inference] = []
    seen: set[tuple[object, ...]] = set()

    def add(inference: Inference) -> None:
        key: tuple[object, ...] = (
            inference.seat,
            inference.kind,
            inference.suit,
            inference.card,
            inference.source,
        )
        if inference.kind is InferenceKind.VOID:
            key = (inference.seat, inference.kind, inference.suit)
        if key not in seen:
            seen.add(key)
            out.append(inference)

    played_2h = any(TWO_OF_HEARTS in t.cards for t in view.tricks) or TWO_OF_HEARTS in view.trick.cards
    tricks = (*view.tricks, view.trick)
    for record in view.signals:
        kind = record.signal
        if kind is Signal.GRATE or kind is Signal.PILE:
            card = record.card
            assert card is not None  # Grate and Pile are given with a card played
            what = InferenceKind.VOID if kind is Signal.GRATE else InferenceKind.TOP_CARD
            add(Inference(record.seat, what, card.suit, card, record.trick, kind))
        elif kind is Signal.HEART_TWO and not played_2h:
            add(
                Inference(
                    record.seat, InferenceKind.HOLDS_HEART_TWO, Suit.HEARTS, TWO_OF_HEARTS, record.trick, kind
                )
            )
        elif kind is Signal.VIRE and record.trick < len(tricks) and tricks[record.trick].cards:
            led = tricks[record.trick].cards[0].suit
            add(
                Inference(
                    record.seat, InferenceKind.LEAD_REQUEST, _SAME_COLOUR[led], None, record.trick, kind
                )
            )
        elif kind is Signal.LESE:
            add(Inference(record.seat, InferenceKind.WILL_WIN, None, None, record.trick, kind))
    if from_play:
        trump = view.trump
        for number, trick in enumerate(tricks):
            cards = trick.cards
            if not cards:
                continue
            first = cards[0]
            for player, card in trick.plays[1:]:
                if card is TWO_OF_HEARTS:
                    continue
                if first is TWO_OF_HEARTS:
                    if trump is not None and not view.rules.trup_kasiet and card.suit is not trump:
                        add(Inference(player, InferenceKind.VOID, trump, card, number))
                elif card.suit is not first.suit:
                    add(Inference(player, InferenceKind.VOID, first.suit, card, number))
    return tuple(out)
