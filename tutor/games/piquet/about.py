"""What the layers above need to know of Piquet (:mod:`tutor.games.description`): the analysis's horizon and
samples, what a seat's view shows of the other hand (its own discard, the stock cards seen, the
combinations it scored), how a drill deals.
"""

from __future__ import annotations

from typing import Any

from ..description import Description

__all__ = ["DESCRIPTION"]


def knows(view: Any, seat: int, holds: dict[int, int], lacks: dict[int, int]) -> None:
    """The seat's own discard and the stock cards it has seen are not in the other hand; the combinations the
    other hand scored in the declarations are in it (calling is showing: their cards are named)."""
    from .declarations import Role  # here: the catalogues read the game's sentences in their import order

    for other in lacks:
        lacks[other] |= view.discard.mask | view.seen_stock.mask
    for result in view.results:
        scorer = (
            None if result.scorer is None else view.elder if result.scorer is Role.ELDER else view.younger
        )
        if scorer in holds:
            for combination in result.combinations:
                holds[scorer] |= combination.mask


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
