"""What each of the learner's cards cost: a small card picture with a badge (its cost under best play) and the
reason in words, for the play table and the replay viewer.

The costs come from :mod:`tutor.analysis`, solved exactly and only where it is quick: in the last tricks of the
deal (:data:`~tutor.analysis.teach.EXACT_TRICKS`: Satat 7, Saskop 5, Piquet 9, Subastao 5). One card's cost and
reason take well under a second in CPython and about a second at most in the browser (Pyodide); a card played
earlier than that gets no badge, and the strip says from which trick the costs start.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from .. import games
from ..analysis import adapter_class
from ..i18n import gettext
from ..sentences import sentence
from ..svg import card_svg

if TYPE_CHECKING:
    from ..analysis import Adapter

__all__ = ["CostStrip", "badge_text", "cost_html"]


def badge_text(cost: Any, adapter: type[Adapter]) -> str:
    """The badge of a :class:`~tutor.analysis.Cost`: ``'best'`` or what it lost (``'−2 tricks'``, ``'costs a 7–0'``),
    worded by the game's analysis ``adapter`` (:func:`tutor.analysis.adapter_class`)."""
    return adapter.loss_words(cost.value, cost.best, cost.loss)


# The review is laid out in full wherever it is shown (a lesson at 1280 px, a phone at 390 px): the cards wrap onto
# as many rows as they need, each badge sits above its card, in the flow (never outside the box, where a strip
# would cut it), and each reason wraps onto as many lines as it needs.
_REVIEW = (
    "display:flex;flex-wrap:wrap;gap:12px 14px;align-items:flex-start;width:100%;box-sizing:border-box;"
    "padding:6px 2px;white-space:normal;line-height:1.35"
)
_ITEM = "margin:0;flex:1 1 9em;min-width:7em;max-width:17em;box-sizing:border-box"
_REASON = "font-size:0.85em;color:#444;white-space:normal;overflow-wrap:anywhere;margin-top:2px"


def cost_html(card: Any, cost: Any, reason: str, adapter: type[Adapter], *, width: float = 40) -> str:
    """One card with its cost badge (green for a best card, red otherwise) above it and the reason under it."""
    colour = "#2e7d32" if not cost.loss else "#c62828"
    return (
        f"<figure class='tutor-cost' style='{_ITEM}'>"
        f"<span class='tutor-cost-badge' style='display:inline-block;background:{colour};color:white;"
        "border-radius:8px;padding:0 6px;font-size:0.8em;line-height:1.5;white-space:nowrap;margin-bottom:3px'>"
        f"{escape(badge_text(cost, adapter))}</span>"
        f"<div style='line-height:0'>{card_svg(card, width=width)}</div>"
        f"<figcaption class='tutor-cost-reason' style='{_REASON}'>{escape(sentence(reason))}</figcaption></figure>"
    )


class CostStrip(widgets.HTML):
    """The learner's cards, each with its cost badge and reason (``update`` with the costs found), laid out in
    full at any width: the cards wrap, the reasons wrap."""

    def __init__(self, *, width: float = 40) -> None:
        super().__init__(
            layout=widgets.Layout(width="100%", max_width="100%", height="auto", overflow="visible")
        )
        self.width = width
        self.add_class("tutor-costs")

    def update(self, state: Any, found: Sequence[tuple[Any, Any, str]], note: str = "") -> None:
        """Show ``found``: ``(card, Cost, reason)`` in the order played; ``note`` under them."""
        adapter = adapter_class(games.of(state))
        cards = "".join(cost_html(card, cost, why, adapter, width=self.width) for card, cost, why in found)
        limit = games.describe(state).exact_tricks
        said = note or gettext(
            "Costs are worked out exactly for the cards you play in the last {limit} tricks, against best play by "
            "everybody."
        ).format(limit=limit)
        self.value = (
            f"<div class='tutor-cost-review' style='{_REVIEW}'>{cards}</div>"
            f"<p class='tutor-cost-note' style='font-size:0.85em;color:#555;white-space:normal;line-height:1.35;"
            f"margin:4px 2px'>{escape(said)}</p>"
        )
