"""What the layers above need to know of Saskop (:mod:`tutor.games.description`): the analysis's horizon and
samples (its play shows nothing beyond the cards played), how a drill deals, its bidding words.
"""

from __future__ import annotations

from ..description import Description

__all__ = ["DESCRIPTION"]

DESCRIPTION = Description(
    title="Saskop",
    exact_tricks=5,
    review_tricks=6,
    hint_samples=20,
    adapter="tutor.analysis.saskop:SaskopAdapter",
    table_bot=(5, 20),
    drill_players=4,
    drill_hand_sizes=(4, 9),
    drill_trumps=True,
    bids=("bid 5", "bid 6", "bid 7", "bid 8", "bid 9", "pass", "diamonds!"),
    principles="tutor.lesson.principles.saskop",
)
"""Saskop, described once for the layers above."""
