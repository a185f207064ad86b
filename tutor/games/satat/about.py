"""What the layers above need to know of Satat (:mod:`tutor.games.description`): the analysis's horizon and
samples, what a seat's view shows of the hidden hands (the cards given, the blind card, the signals), how
Trup Kasiet's hidden trump is sampled, how a drill deals.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..description import Description
from .hidden import possible_trumps
from .rules import DECK, TWO_OF_HEARTS, ordering
from .signals import InferenceKind, inferences

__all__ = ["DESCRIPTION"]


def knows(view: Any, seat: int, holds: dict[int, int], lacks: dict[int, int]) -> None:
    """The cards known to be in a hand (given in the exchange, the blind card shown), and the signals taken as
    true: a grate says a void (the 2♥ aside), the 2♥ announcement says who holds it."""
    for other in holds:
        holds[other] |= view.known_cards(other).mask
    for found in inferences(view, seat, from_play=False):
        if found.seat not in holds:
            continue
        if found.kind is InferenceKind.VOID and found.suit is not None:
            lacks[found.seat] |= sum(c.bit for c in DECK.cards if c.suit is found.suit) & ~TWO_OF_HEARTS.bit
        elif found.kind is InferenceKind.HOLDS_HEART_TWO:
            holds[found.seat] |= TWO_OF_HEARTS.bit


class TrupKasiet:
    """Trup Kasiet's hidden trump, for sampling (:class:`~tutor.games.description.SecretTrump`)."""

    def is_hidden(self, view: Any) -> bool:
        return bool(getattr(getattr(view, "rules", None), "trup_kasiet", False))

    def known_at(self, view: Any) -> list[bool]:
        """The trump is known to all except before the reveal: the face-down card played (which only its maker
        can tell) or a trick won by a card of another suit than the one led (a ruling everyone sees). Where the
        seat cannot tell, the trump counts as not known then (the looser rule: nothing is inferred from a play
        the stricter rule alone would forbid)."""
        tricks = list(view.tricks)
        if view.trick is not None and view.trick.plays:
            tricks.append(view.trick)
        deal: Any = getattr(view, "deal", None)
        winners = list(getattr(view, "trick_winners", ()))
        known = False
        out = []
        for number, trick in enumerate(tricks):
            before: list[Any] = []
            for _, card in trick.plays:
                out.append(known)
                before.append(card)
                if deal.revealed and card is deal.hidden:  # the maker saw his face-down card played
                    known = True
            if deal.revealed and number < len(winners):
                best = dict(trick.plays)[winners[number]]
                known = known or (best is not TWO_OF_HEARTS and best.suit is not before[0].suit)  # a ruling
        return out

    def candidates(self, view: Any, seat: int) -> tuple[int, tuple[Any, ...]] | None:
        if not self.is_hidden(view) or view.trump is not None:
            return None
        return view.maker, possible_trumps(view, seat)

    def assume(self, view: Any, trump: Any, hidden: Any) -> dict[str, Any]:
        return {
            "trump": trump,
            "deal": replace(view.deal, order=ordering(trump), hidden=hidden, revealed=False),
        }


DESCRIPTION = Description(
    title="Satat",
    exact_tricks=7,
    review_tricks=8,
    hint_samples=10,
    adapter="tutor.analysis.satat:SatatAdapter",
    table_bot=(5, 10),
    knows=knows,
    secret_trump=TrupKasiet(),
    drill_players=4,
    drill_hand_sizes=(5, 10),
    drill_trumps=True,
    principles="tutor.lesson.principles.satat",
)
"""Satat, described once for the layers above."""
