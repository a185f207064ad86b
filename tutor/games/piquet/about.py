"""What the layers above need to know of Piquet (:mod:`tutor.games.description`): the analysis's horizon and
samples, what a seat's view shows of the other hand (its own discard, the stock cards seen), how a drill deals.
"""

from __future__ import annotations

from typing import Any

from ..description import Description

__all__ = ["DESCRIPTION"]


def knows(view: Any, seat: int, holds: dict[int, int], lacks: dict[int, int]) -> None:
    """The seat's own discard and the stock cards it has seen are not in the other hand."""
    for other in lacks:
        lacks[other] |= view.discard.mask | view.seen_stock.mask


DESCRIPTION = Description(
    title="Piquet",
    exact_tricks=9,
    hint_samples=12,
    adapter="tutor.analysis.piquet:PiquetAdapter",
    table_bot=(8, 20),
    table_nodes=50_000,
    review_tricks=12,
    knows=knows,
    drill_players=2,
    drill_hand_sizes=(5, 12),
    drill_trumps=False,
    principles="tutor.lesson.principles.piquet",
)
"""Piquet, described once for the layers above."""
