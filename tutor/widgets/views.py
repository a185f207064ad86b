"""Read-only views: a trick, and a table of 2, 3 or 4 seats drawn from a game state."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from ..cards import Family
from ..i18n import gettext
from ..lesson.words import family_of, in_words, state_words
from ..sentences import capital
from ..svg import table_svg, trick_svg, trump_line
from ..tricks import Trick
from ._protocol import facts, seat_names

__all__ = ["TableView", "TrickView", "facts_html"]


class TrickView(widgets.HTML):
    """A trick: the cards in the order played, the seat under each card, the winner outlined.

    :param trick: a :class:`~tutor.tricks.Trick`, or cards.
    :param seats: seat names used for the labels (a Trick's int seats index into them).
    :param winner: position of the winning card, if known.
    :param width: width of one card in pixels.

    >>> from tutor.cards import parse_cards
    >>> from tutor.tricks import Trick
    >>> view = TrickView(Trick(0, tuple(zip((0, 1), parse_cards("9H KH")))), seats=("North", "East"))
    >>> "North" in view.value and "KH" in view.value
    True
    """

    def __init__(
        self,
        trick: Any = None,
        *,
        seats: Sequence[str] | None = None,
        winner: int | None = None,
        width: float = 56,
    ) -> None:
        super().__init__()
        self.seats = tuple(seats) if seats is not None else None
        self.width = width
        self.add_class("tutor-trick")
        self.update(trick, winner=winner)

    def update(self, trick: Any = None, *, winner: int | None = None, caption: str = "") -> None:
        """Show another trick (``None`` for an empty one)."""
        self.trick = trick
        labels = None
        cards: Any = ()
        if isinstance(trick, Trick):
            cards = trick.cards
            names = self.seats
            labels = [
                names[s] if names and isinstance(s, int) and s < len(names) else str(s) for s in trick.seats
            ]
            if not isinstance(trick.leader, int) and not names:
                labels = None
        elif trick is not None:
            cards = tuple(trick)
        if labels is None and self.seats is not None and len(self.seats) == len(cards):
            labels = list(self.seats)
        svg = trick_svg(cards, seats=labels, winner=winner, width=self.width)
        head = f'<div class="tutor-caption">{escape(caption)}</div>' if caption else ""
        self.value = head + svg


def facts_html(items: Sequence[tuple[str, str]], family: Family | str = Family.FRENCH) -> str:
    """Labelled facts as a small HTML line, in words (cards named, whose turn it is said as such)."""
    parts = []
    for label, text in items:
        text = in_words(text, family)
        words = escape(text, quote=False)
        parts.append(words if text.endswith("'s turn") else f"<b>{escape(label)}</b>: {words}")
    return '<div class="tutor-facts" style="font-size:0.95em">' + " &nbsp;·&nbsp; ".join(parts) + "</div>"


class TableView(widgets.VBox):
    """A game table for 2, 3 or 4 seats: whose turn, trump, contract, scores and tricks won above (with the
    game's own ``describe()`` of the situation); the
    hands at their places (other seats face down until the hand is over) and the current trick in the middle.

    :param state: a game state following the :mod:`tutor.games` protocol.
    :param seat: the viewer, drawn at the bottom; ``None`` shows every hand face up (replays, teaching).
    :param seats: seat names (default: the game's ``SEATS``).
    :param show_own_hand: draw the viewer's hand in the picture (a :class:`PlayTable` draws it as a
        clickable :class:`HandView` instead).
    :param width: width of one card in pixels.
    """

    def __init__(
        self,
        state: Any,
        *,
        seat: int | None = 0,
        seats: Sequence[str] | None = None,
        show_own_hand: bool = True,
        width: float = 52,
    ) -> None:
        self.seat = seat
        self.seats_given = tuple(seats) if seats is not None else None
        self.show_own_hand = show_own_hand
        self.width = width
        self.info = widgets.HTML()
        self.picture = widgets.HTML()
        super().__init__(children=[self.info, self.picture])
        self.add_class("tutor-table")
        self.update(state)

    def update(self, state: Any) -> None:
        """Show another state."""
        self.state = state
        names = seat_names(state, self.seats_given)
        described = capital(state_words(state)) if callable(getattr(state, "describe", None)) else ""
        self.info.value = facts_html(facts(state, names), family_of(state)) + (
            f'<div class="tutor-describe" style="font-size:0.85em;color:#555">{escape(described)}</div>'
            if described
            else ""
        )
        self.picture.value = self.svg()

    def svg(self) -> str:
        """The table picture of the current state."""
        state = self.state
        names = [gettext(name) for name in seat_names(state, self.seats_given)]
        bottom = self.seat if self.seat is not None else 0
        hands: list[Any] = []
        for i, hand in enumerate(state.hands):
            size = len(hand) if hand is not None else 0
            if i == bottom and self.seat is not None and not self.show_own_hand:
                hands.append(None)
            elif (
                self.seat is None or i == self.seat or state.is_terminal
            ):  # nothing is secret once it is over
                hands.append(list(hand.sorted()) if hasattr(hand, "sorted") else list(hand or ()))
            else:
                hands.append(size)
        lines = [trump_line(state)]  # as the game says it (and the table of tutor.svg)
        trick = getattr(state, "trick", None)
        return table_svg(
            hands,
            seats=names,
            trick=trick,
            to_act=None if state.is_terminal else state.to_act,
            bottom=bottom,
            lines=lines,
            width=self.width,
        )

    def _repr_html_(self) -> str:  # a static picture where no kernel runs (docs, nbviewer)
        info: str = self.info.value
        picture: str = self.picture.value
        return info + picture
