"""What each of the learner's cards cost: a small card picture with a badge (its cost under best play) and the
reason in words, for the play table and the replay viewer.

The costs come from :mod:`tutor.analysis`, solved exactly and only where it is quick: in the last tricks of the
deal (:data:`~tutor.analysis.teach.EXACT_TRICKS`: Satat 5, Saskop 4, Piquet 8, Subastao 5). One card's cost and
reason take well under a second in CPython and about a second at most in the browser (Pyodide); a card played
earlier than that gets no badge, and the strip says from which trick the costs start.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from .. import games
from ..analysis import EXACT_TRICKS, adapter_class
from ..svg import card_svg

if TYPE_CHECKING:
    from ..analysis import Adapter

__all__ = ["CostStrip", "badge_text", "cost_html"]


def badge_text(cost: Any, adapter: type[Adapter]) -> str:
    """The badge of a :class:`~tutor.analysis.Cost`: ``'best'`` or what it lost (``'−2 tricks'``, ``'costs a 7–0'``),
    worded by the game's analysis ``adapter`` (:func:`tutor.analysis.adapter_class`)."""
    return adapter.loss_words(cost.value, cost.best, cost.loss)


def cost_html(card: Any, cost: Any, reason: str, adapter: type[Adapter], *, width: float = 40) -> str:
    """One card with its cost badge (green for a best card, red otherwise) and the reason under it."""
    colour = "#2e7d32" if not cost.loss else "#c62828"
    return (
        "<div class='tutor-cost' style='display:inline-block;vertical-align:top;margin:2px 6px;"
        f"max-width:{width * 4.5:.0f}px'>"
        f"<div style='position:relative;display:inline-block'>{card_svg(card, width=width)}"
        f"<span class='tutor-cost-badge' style='position:absolute;top:-6px;right:-10px;background:{colour};"
        "color:white;border-radius:8px;padding:0 5px;font-size:0.8em;white-space:nowrap'>"
        f"{escape(badge_text(cost, adapter))}</span></div>"
        f"<div class='tutor-cost-reason' style='font-size:0.8em;color:#444'>{escape(reason)}</div></div>"
    )


class CostStrip(widgets.HTML):
    """A row of the learner's cards, each with its cost badge and reason (``update`` with the costs found)."""

    def __init__(self, *, width: float = 40) -> None:
        super().__init__()
        self.width = width
        self.add_class("tutor-costs")

    def update(self, state: Any, found: Sequence[tuple[Any, Any, str]], note: str = "") -> None:
        """Show ``found``: ``(card, Cost, reason)`` in the order played; ``note`` under them."""
        game = games.of(state).__name__.rpartition(".")[2]
        adapter = adapter_class(game)
        cards = "".join(cost_html(card, cost, why, adapter, width=self.width) for card, cost, why in found)
        limit = EXACT_TRICKS.get(game, 0)
        said = note or (
            f"Costs are worked out exactly for the cards you play in the last {limit} tricks,"
            " against best play by everybody."
        )
        self.value = f"<div>{cards}</div><div style='font-size:0.85em;color:#555'>{escape(said)}</div>"
