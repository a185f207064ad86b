"""Trup Kasiet: what a player may infer about the hidden trump from the trump maker's rulings.

Only the trump maker knows the trump until his face-down card is played or a ruling reveals it. Each ruling
still tells the others something: when the highest card of the suit led wins a trick in which another suit
was played (not the 2♥), that other suit cannot be trumps -- a trump would have won.
"""

from __future__ import annotations

from ...cards import Suit
from .rules import INPUTS, SEATS, SUITS, TWO_OF_HEARTS
from .state import View

__all__ = ["possible_trumps", "trump_clues"]


def trump_clues(state: View, seat: int) -> dict[Suit, str | None]:
    """For each suit, why ``seat`` knows it is not trumps (in words), or ``None`` if it may still be trumps.

    Uses only what ``seat`` sees (it works on ``state.view(seat)`` as on the full state): the trump maker
    and everyone once the trump is known see one possible suit; before, each completed trick the maker
    ruled rules out the suits of the cards that lost to a card of the suit led (a trump would have won).

    >>> from tutor.games.satat import SatatRules, start
    >>> s = start(4, dealer=3, trump="KS", rules=SatatRules(trup_kasiet=True))
    >>> [suit.symbol for suit, why in trump_clues(s, 0).items() if why is None]
    ['♠']
    >>> sorted(suit.symbol for suit, why in trump_clues(s, 1).items() if why is None)
    ['♠', '♣', '♥', '♦']
    """
    state = INPUTS.state(state, View)
    seat = INPUTS.seat(seat)
    view = state if state.viewer == seat else state.view(seat)
    if view.trump is not None:
        why = (
            "you laid the trump card face down"
            if seat == view.maker and not view.trump_known
            else "the trump is known"
        )
        return {
            suit: None if suit is view.trump else f"{why}: {view.trump.word} are trumps" for suit in SUITS
        }
    clues: dict[Suit, str | None] = dict.fromkeys(SUITS)
    for number, (trick, winner) in enumerate(zip(view.tricks, view.trick_winners, strict=True), 1):
        best = dict(trick.plays)[winner]
        led = trick.cards[0]
        if best is TWO_OF_HEARTS or best.suit is not led.suit:
            continue  # the 2♥ beats everything; a card of another suit winning reveals the trump
        for player, card in trick.plays:
            if card is not TWO_OF_HEARTS and card.suit is not led.suit and clues[card.suit] is None:
                clues[card.suit] = (
                    f"{SEATS[player]}'s {card.unicode()} lost trick {number} to {SEATS[winner]}'s "
                    f"{best.unicode()} ({led.suit.word} led): a trump would have won"
                )
    return clues


def possible_trumps(state: View, seat: int) -> tuple[Suit, ...]:
    """The suits that may still be trumps as ``seat`` sees the deal (see :func:`trump_clues`).

    >>> from tutor.games.satat import SatatRules, start
    >>> s = start(4, dealer=3, trump="KS", rules=SatatRules(trup_kasiet=True))
    >>> possible_trumps(s, 0), len(possible_trumps(s, 1))
    ((Suit.SPADES,), 4)
    """
    return tuple(suit for suit, why in trump_clues(state, seat).items() if why is None)
