"""Whist's bots: a random one, and one that plays by two rules of thumb."""

from __future__ import annotations

import random
from typing import Any

from .rules import ordering


class RandomBot:
    """Chooses uniformly among the legal actions (reproducibly, from ``seed``)."""

    def __init__(self, seed: Any = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: Any) -> Any:
        return self._rng.choice(state.legal_actions())

    def hint(self, state: Any) -> tuple[Any, str]:
        return self.choose(state), "a random legal card"


class Bot:
    """Wins the trick as cheaply as it can, else plays its lowest card."""

    def __init__(self, seed: Any = None) -> None:
        self.seed = seed

    def hint(self, state: Any) -> tuple[Any, str]:
        legal = state.legal_actions()
        order = ordering(state.trump)
        low = min(legal, key=lambda a: (order.is_trump(a.card), order.strength(a.card)))
        cards = state.trick.cards
        if not cards:
            return max(
                legal, key=lambda a: (not order.is_trump(a.card), order.strength(a.card))
            ), "lead a high card"
        best = cards[0]
        for card in cards[1:]:
            if order.beats(card, best):
                best = card
        winners = [a for a in legal if order.beats(a.card, best)]
        if winners:
            return min(
                winners, key=lambda a: (order.is_trump(a.card), order.strength(a.card))
            ), "win the trick cheaply"
        return low, "nothing wins: keep the good cards"

    def choose(self, state: Any) -> Any:
        return self.hint(state)[0]
