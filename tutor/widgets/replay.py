"""Step through a finished hand: first / back / forward / last, or scrub with a slider."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from ..cards import Card
from ..i18n import gettext
from ..lesson.words import family_of, option_label
from ._protocol import facts, seat_names
from .costs import CostStrip
from .views import TableView, TrickView, facts_html

__all__ = ["ReplayViewer"]


class ReplayViewer(widgets.VBox):
    """A finished (or unfinished) hand, one state at a time, every hand face up.

    :param states: the states in order (the start, then one per action).
    :param seats: seat names (default: the game's ``SEATS``).
    :param width: width of one card in pixels.

    Build one with :meth:`replay` (a start state and the actions) or :meth:`from_history` (a start state
    and the final state whose ``history`` is replayed). The controls are the buttons ``first``, ``back``,
    ``forward``, ``last`` and the slider ``scrub``; ``index`` is the step shown.

    >>> from tutor.games import saskop
    >>> start = saskop.start(2)
    >>> final = saskop.play_out(start, [saskop.RandomBot(seed) for seed in range(4)])
    >>> viewer = ReplayViewer.from_history(start, final)
    >>> viewer.last.click()
    >>> viewer.state.is_terminal, viewer.index == len(final.history)
    (True, True)
    """

    children: tuple[widgets.Widget, ...]  # VBox's trait (ipywidgets has no types): the rows, top down
    index: int  # the step shown

    def __init__(
        self, states: Sequence[Any], *, seats: Sequence[str] | None = None, width: float = 48
    ) -> None:
        if not states:
            raise ValueError("a replay needs at least one state")
        self.states = tuple(states)
        self.seats_given = tuple(seats) if seats is not None else None
        names = seat_names(self.states[0], self.seats_given)
        self.table = TableView(self.states[0], seat=None, seats=names, width=width)
        self.last_trick = TrickView(seats=[gettext(name) for name in names], width=width * 0.85)
        self.caption = widgets.HTML()
        first, back, forward, last = gettext("first"), gettext("back"), gettext("forward"), gettext("last")
        self.first = widgets.Button(description=first, tooltip=first, layout=widgets.Layout(width="auto"))
        self.back = widgets.Button(description=back, tooltip=back, layout=widgets.Layout(width="auto"))
        self.forward = widgets.Button(
            description=forward, tooltip=forward, layout=widgets.Layout(width="auto")
        )
        self.last = widgets.Button(description=last, tooltip=last, layout=widgets.Layout(width="auto"))
        self.scrub = widgets.IntSlider(
            value=0, min=0, max=len(self.states) - 1, description=gettext("step"), continuous_update=True
        )
        self.first.on_click(lambda _b: self.show(0))
        self.back.on_click(lambda _b: self.show(self.index - 1))
        self.forward.on_click(lambda _b: self.show(self.index + 1))
        self.last.on_click(lambda _b: self.show(len(self.states) - 1))
        self.scrub.observe(lambda change: self.show(change["new"]), names="value")
        controls = widgets.HBox([self.first, self.back, self.forward, self.last, self.scrub])
        super().__init__(children=[controls, self.caption, self.table, self.last_trick])
        self.add_class("tutor-replay")
        self.index = -1
        self.show(0)

    @classmethod
    def replay(cls, start: Any, actions: Iterable[Any], **kwargs: Any) -> ReplayViewer:
        """Apply ``actions`` one by one to ``start`` (each validated by the rules) and view every state."""
        states = [start]
        for action in actions:
            states.append(states[-1].apply(action))
        return cls(states, **kwargs)

    @classmethod
    def from_history(cls, start: Any, final: Any, **kwargs: Any) -> ReplayViewer:
        """Replay ``final.history`` (the actions since ``start``) from ``start``."""
        done = len(getattr(start, "history", ()))
        return cls.replay(start, tuple(final.history)[done:], **kwargs)

    @property
    def state(self) -> Any:
        """The state shown."""
        return self.states[self.index]

    def show(self, index: int) -> None:
        """Show step ``index`` (clamped to the hand)."""
        index = max(0, min(len(self.states) - 1, index))
        if index == self.index:
            return
        self.index = index
        state = self.states[index]
        names = seat_names(state, self.seats_given)
        self.scrub.value = index
        self.first.disabled = self.back.disabled = index == 0
        self.forward.disabled = self.last.disabled = index == len(self.states) - 1
        self.table.update(state)
        history = tuple(getattr(state, "history", ()))
        did = (
            gettext("last action: {action}").format(action=option_label(history[-1]))
            if index and history
            else gettext("the deal")
        )
        where = gettext("step {index} of {last}").format(index=index, last=len(self.states) - 1)
        self.caption.value = f"<div class='tutor-caption'><b>{escape(where)}</b> · {escape(did)}</div>" + (
            facts_html(facts(state, names), family_of(state)) if index == len(self.states) - 1 else ""
        )
        tricks = tuple(getattr(state, "tricks", ()) or ())
        current = getattr(state, "trick", None)
        if tricks and not (current is not None and len(current)):
            winner_seat = current.leader if current is not None else None
            position = None
            if winner_seat is not None and winner_seat in tricks[-1].seats:
                position = tricks[-1].seats.index(winner_seat)
            self.last_trick.update(
                tricks[-1], winner=position, caption=gettext("trick {number}").format(number=len(tricks))
            )
        else:
            self.last_trick.update(None, caption="")
            self.last_trick.value = ""

    # -- what did each card cost? ---------------------------------------------------------------------------
    def show_costs(self, seat: int = 0, *, tricks: int | None = None) -> ReplayViewer:
        """Show the cost of ``seat``'s cards (exact, against best play by everybody) as badges on the cards,
        with the reason in words, for the cards played in the last ``tricks`` tricks (default: the game's
        :data:`tutor.analysis.teach.EXACT_TRICKS`).

        Each card is solved when the replay reaches it (one card at a time: about a second at most in the
        browser), then remembered; :meth:`all_costs` solves them all at once. Returns the viewer.
        """
        from ..analysis import in_reach

        self.cost_seat = seat
        self.cost_tricks = tricks
        self._costs: dict[int, tuple[Any, str]] = {}
        self.cost_steps = [
            index
            for index in range(1, len(self.states))
            if self.states[index - 1].to_act == seat
            and not self.states[index - 1].is_terminal
            and isinstance(getattr(self.states[index].history[-1], "card", None), Card)
            and in_reach(self.states[index - 1], tricks)
        ]
        self.cost_strip = CostStrip(width=self.table.width * 0.75 if hasattr(self.table, "width") else 36)
        self.children = (*self.children, self.cost_strip)
        self.scrub.observe(lambda change: self._cost_step(change["new"]), names="value")
        self._cost_step(self.index)
        return self

    def _cost_step(self, index: int) -> None:
        from ..analysis import card_cost

        if index in self.cost_steps and index not in self._costs:
            self._costs[index] = card_cost(self.states[index - 1], self.states[index].history[-1])
        self._draw_costs()

    def all_costs(self) -> dict[int, tuple[Any, str]]:
        """Solve every card of :meth:`show_costs` now: ``{step: (Cost, reason)}`` (steps as in :meth:`show`)."""
        from ..analysis import card_cost

        for index in self.cost_steps:
            if index not in self._costs:
                self._costs[index] = card_cost(self.states[index - 1], self.states[index].history[-1])
        self._draw_costs()
        return dict(self._costs)

    def _draw_costs(self) -> None:
        found = [
            (self.states[i].history[-1].card, *self._costs[i]) for i in self.cost_steps if i in self._costs
        ]
        waiting = sum(1 for i in self.cost_steps if i not in self._costs)
        note = (
            gettext("{waiting} more card(s): step on to see what they cost.").format(waiting=waiting)
            if waiting
            else ""
        )
        if not self.cost_steps:
            note = gettext(
                "No card of this seat was played in the last tricks: the costs are worked out there only."
            )
        self.cost_strip.update(self.states[0], found, note)

    def _repr_html_(self) -> str:  # a static picture where no kernel runs: the step shown
        caption: str = self.caption.value
        return caption + self.table._repr_html_()
