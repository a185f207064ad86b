"""Precomputed values for the hot paths of :mod:`.state`: the actions of every card and of every suit
holding (made once, so listing the legal actions builds no action), the tricks, and the suit of each card."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...cards import FRENCH_32, Card
from ...tricks import Trick
from .actions import Discard, Look, Play, TakeIn
from .calling import Answer, Word
from .declarations import SUIT_SHIFTS, Kind, Score
from .rules import ALL_CARDS, ordering

PLAYS = {card.index: Play(card) for card in ALL_CARDS}
DISCARDS = {card.index: Discard(card) for card in ALL_CARDS}
PACK = FRENCH_32.cards
EMPTY_TRICKS = (Trick(0), Trick(1))
LEAD_TRICKS = tuple({card.index: Trick(seat, ((seat, card),)) for card in ALL_CARDS} for seat in (0, 1))
# finished tricks and whether the second card wins, made once each, at [seat << 12 | led << 6 | card]
TRICKS: list[tuple[Trick, bool] | None] = [None] * (2 << 12)
ORDERING = ordering()
KIND_SCORES = {Kind.POINT: Score.POINT, Kind.SEQUENCE: Score.SEQUENCES, Kind.SET: Score.SETS}


def _per_pattern(actions: dict[int, Any]) -> tuple[tuple[tuple[Any, ...], ...], ...]:
    """For each suit and 8-bit pattern of it (bit 0 = ace), the actions of those cards, high to low."""
    return tuple(
        tuple(tuple(actions[shift + i] for i in range(8) if pattern >> i & 1) for pattern in range(256))
        for shift in SUIT_SHIFTS
    )


SUIT_PLAYS = _per_pattern(PLAYS)
SUIT_DISCARDS = _per_pattern(DISCARDS)


TAKE_IN = TakeIn()
LOOKS = (Look(True), Look(False))
ANSWERS = {word.value: Answer(word) for word in Word} | {
    "making": Answer(Word.MAKING),
    "how high": Answer(Word.HOW_HIGH),
}


def mask_of(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def finished_trick(trick: Trick, seat: int, card: Card) -> tuple[Trick, bool]:
    """The trick ``seat`` completes with ``card``, and whether that card wins it (made once each)."""
    lead = trick.plays[0]
    return Trick(trick.leader, (lead, (seat, card))), ORDERING.beats(card, lead[1])
