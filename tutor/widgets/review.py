"""The review of a whole deal at the play table: a progress bar while the cards are judged one by one, then the
learner's costliest cards, each with its cost and the principle it broke or the reason
(:class:`tutor.lesson.review.DealReview`).

Pyodide has no threads: the cards are judged one at a time, each in its own turn of the event loop (an
``asyncio`` task), with the bar updated between two cards, so the learner may go on meanwhile (a new deal stops
the review). Where no event loop runs (a plain script, a test), the review is worked out at once.
"""

from __future__ import annotations

import asyncio
import sys
from html import escape
from typing import Any

import ipywidgets as widgets

from .. import games
from ..analysis import adapter_class
from ..i18n import gettext
from ._show import show
from .costs import cost_html

__all__ = ["DealReviewView"]

_BOX = (
    "display:flex;flex-wrap:wrap;gap:12px 14px;align-items:flex-start;width:100%;box-sizing:border-box;"
    "padding:6px 2px;white-space:normal;line-height:1.35"
)
#: seconds between two cards of the review: long enough for the browser to hand the kernel a click waiting in its
#: queue (with no pause, Pyodide's loop runs the next card first, and a click waits for the end of the review)
PAUSE = 0.01

_NOTE = "font-size:0.85em;color:#555;white-space:normal;line-height:1.35;margin:4px 2px"


def _loop() -> asyncio.AbstractEventLoop | None:
    """The event loop to judge the cards on, in turns: the running one (a kernel), Pyodide's (the browser); none
    in a plain script."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        if sys.platform == "emscripten":  # Pyodide's loop runs on the browser's: it is always there
            return asyncio.get_event_loop()
        return None


class DealReviewView(widgets.VBox):
    """The review of a finished deal: ``start(states, seat)`` begins it, ``clear()`` stops and hides it.

    >>> from tutor.games import piquet
    >>> start = piquet.start(3)
    >>> end = piquet.play_out(start, (piquet.Bot(seed=1), piquet.Bot(seed=2)))
    >>> view = DealReviewView()
    >>> view.start((start, end.history), seat=0)  # no event loop here: worked out at once
    >>> view.review.done, "tutor-cost-review" in view.list.value
    (True, True)
    """

    children: tuple[widgets.Widget, ...]

    def __init__(self, *, width: float = 40, top: int = 3) -> None:
        self.width = width
        self.top = top
        self.title = widgets.HTML()
        self.bar = widgets.IntProgress(
            value=0, min=0, max=1, description="", layout=widgets.Layout(width="16em")
        )
        self.status = widgets.HTML()
        self.list = widgets.HTML(layout=widgets.Layout(width="100%", height="auto", overflow="visible"))
        super().__init__(children=[self.title, widgets.HBox([self.bar, self.status]), self.list])
        self.add_class("tutor-deal-review")
        self.review: Any = None
        #: the last state of the deal under review (set by its owner, to start a deal's review once)
        self.deal: Any = None
        self._state: Any = None
        self._task: asyncio.Task[None] | None = None
        show(self, False)

    # -- running ---------------------------------------------------------------------------------------------
    def start(self, deal: Any, seat: int) -> None:
        """Review the cards ``seat`` played in ``deal`` (the states in order, or ``(state, actions)``): in turns
        of the event loop where one runs, else at once."""
        from ..lesson.review import DealReview

        self.clear()
        self.review = review = DealReview(deal, seat, top=self.top)
        self._state = review.last
        show(self, True)
        self.title.value = f"<b>{escape(gettext('Your cards this deal, looked at again'))}</b>"
        if not review.total:
            self._finish()
            return
        self.bar.max = review.total
        self.bar.value = 0
        show(self.bar, True)
        self._progress()
        loop = _loop()
        if loop is None:
            review.run()
            self._finish()
            return
        self._task = loop.create_task(self._run(review))

    async def _run(self, review: Any) -> None:
        while review is self.review:
            more = review.step()
            self._progress()
            if not more:
                self._finish()
                return
            await asyncio.sleep(PAUSE)  # the learner's clicks are answered between two cards

    def clear(self) -> None:
        """Stop a review under way and hide the view."""
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None
        self.review = self.deal = None
        self.list.value = self.status.value = self.title.value = ""
        show(self, False)

    @property
    def busy(self) -> bool:
        """A review is being worked out."""
        return self.review is not None and not self.review.done

    # -- drawing ---------------------------------------------------------------------------------------------
    def _progress(self) -> None:
        review = self.review
        judged = len(review.cards)
        self.bar.value = judged
        left = review.total - judged
        said = (
            gettext("looking at card {number} of {total}…").format(number=judged + 1, total=review.total)
            if left
            else gettext("finding the reasons…")
        )
        self.status.value = f"<span class='tutor-review-status' style='{_NOTE}'>{escape(said)}</span>"

    def _finish(self) -> None:
        review = self.review
        show(self.bar, False)
        self.status.value = ""
        adapter = adapter_class(games.of(self._state))
        costly = review.costliest()
        items = "".join(
            cost_html(card.card, card, card.words(self._state), adapter, width=self.width) for card in costly
        )
        if not review.total:
            head = gettext("You played no card this deal.")
        elif not costly:
            head = gettext("Every card you played was a best card: nothing you played cost anything.")
        else:
            n = len(costly)
            head = (
                gettext("Your costliest card:")
                if n == 1
                else gettext("Your {n} costliest cards, the costliest first:").format(n=n)
            )
        self.list.value = (
            f"<p class='tutor-review-head' style='{_NOTE};font-size:0.95em;color:#222'>{escape(head)}</p>"
            f"<div class='tutor-cost-review tutor-review-cards' style='{_BOX}'>{items}</div>"
            f"<p class='tutor-cost-note' style='{_NOTE}'>{escape(review.summary())}</p>"
        )
