"""Core figures: notation throughput and legal-play generation for a 13-card hand."""

from __future__ import annotations

import random
import time

from tutor.cards import FRENCH_52, CardSet, Suit, format_cards, parse_cards, shuffled
from tutor.tricks import Ordering, follow_suit, legal_cards, must_head, must_trump


def rate(function, *, seconds: float = 1.0) -> tuple[float, int]:
    """Calls per second of ``function`` over about ``seconds``."""
    calls, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for _ in range(200):
            function()
        calls += 200
    return calls / elapsed, calls


def main() -> None:
    deck = shuffled(FRENCH_52, 1)
    text = format_cards(deck)
    per_second, _ = rate(lambda: parse_cards(text))
    print(f"parse 52 cards:        {per_second * 52:>12,.0f} cards/s")
    per_second, _ = rate(lambda: format_cards(deck))
    print(f"format 52 cards:       {per_second * 52:>12,.0f} cards/s")

    rng = random.Random(7)
    ordering = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    situations = []
    for _ in range(500):
        cards = shuffled(FRENCH_52, rng.random())
        hand = CardSet(cards[:13])
        situations.append((hand, cards[13 : 13 + rng.randrange(0, 4)]))
    situations_iter = iter(situations * 10_000)

    def one_legal_play_set():
        hand, trick = next(situations_iter)
        duties = [follow_suit(hand, trick, ordering), must_trump(hand, trick, ordering)]
        duties.append(must_head(legal_cards(hand, duties).mask, trick, ordering))
        return legal_cards(hand, duties)

    per_second, _ = rate(one_legal_play_set)
    print(f"legal plays, 13 cards: {per_second:>12,.0f} sets/s (follow, trump and head duties)")


if __name__ == "__main__":
    main()
