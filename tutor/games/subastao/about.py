"""What the layers above need to know of Subastao (:mod:`tutor.games.description`): the analysis's horizon and
samples, what a seat's view shows of the hidden hands (the cantes sung), how a drill deals.
"""

from __future__ import annotations

from typing import Any

from ..description import Description

__all__ = ["DESCRIPTION"]


def knows(view: Any, seat: int, holds: dict[int, int], lacks: dict[int, int]) -> None:
    """A cante sung shows the rey and the caballo of its suit in the singer's hand."""
    for cante in view.sung:
        if cante.suit is None or cante.seat not in holds:
            continue
        holds[cante.seat] |= sum(
            c.bit for c in view.rules.deck.cards if c.suit is cante.suit and c.rank.name in ("KING", "KNIGHT")
        )


DESCRIPTION = Description(
    title="Subastao",
    exact_tricks=5,
    review_tricks=7,
    hint_samples=10,
    adapter="tutor.analysis.subastao:SubastaoAdapter",
    table_bot=(7, 20),
    table_nodes=40_000,
    knows=knows,
    drill_players=3,
    drill_hand_sizes=(5, 10),
    drill_trumps=True,
    principles="tutor.lesson.principles.subastao",
)
"""Subastao, described once for the layers above."""
