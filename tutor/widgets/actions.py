"""Buttons for the actions that are not card plays: bids, declarations, signals, trump choices.

Every button stands for one action of the rules API. Legal actions are enabled; an action shown but not
legal now is disabled with the rules' own reason as its tooltip (from the :class:`~tutor.errors.IllegalAction`
that ``state.apply`` raises). A click applies the action (or hands it to ``on_action``). No rule is written
here: what is legal, and why not, always comes from the state.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from .. import games
from ..cards import Card
from ..errors import IllegalAction, NotationError
from ..i18n import gettext, gettext_noop
from ..lesson.words import option_label
from ..sentences import capital
from ._protocol import game_module
from ._show import show

__all__ = ["ActionBar", "BiddingBox", "DeclarationPanel", "SignalBar", "action_reason", "bid_candidates"]

Candidates = Sequence[Any] | Callable[[Any], Sequence[Any]] | None


def action_reason(state: Any, action: Any) -> str | None:
    """Why ``action`` is not legal in ``state`` (the rules' message, as a sentence), or ``None`` if it is."""
    try:
        state.apply(action)
    except (IllegalAction, NotationError) as error:
        return capital(str(error))
    return None


def _is_card_play(action: Any) -> bool:
    return isinstance(getattr(action, "card", None), Card)


class ActionBar(widgets.VBox):
    """A row of buttons, one per action.

    :param state: the state the actions apply to.
    :param candidates: the actions to show (legal or not), or ``candidates(state) -> actions``; text
        items are read with the game's ``parse_action`` when it has one. Default: the legal actions that
        are not card plays.
    :param keep: ``keep(action) -> bool`` filters the default candidates (e.g. only bids).
    :param on_action: called with the chosen action; default: apply it and show the new state
        (``self.state``), then call ``on_change(new_state)``.
    :param on_change: called with the new state after a default apply.
    :param title: a short heading.
    :param seat: whose actions: ``None`` (default) for the seat to act; a seat number also offers that
        seat's out-of-turn actions when the game has them (``state.legal_actions(seat)``, e.g. Satat's
        2♥ announcement and Lese).

    Each button's ``description`` is the action in words (a card's name for a card, else ``str(action)``) and its ``tooltip`` the reason it is disabled.
    """

    title_text = ""
    max_buttons = 12
    """More numeric bids than this are offered in a drop-down list."""

    def __init__(
        self,
        state: Any,
        *,
        candidates: Candidates = None,
        keep: Callable[[Any], bool] | None = None,
        on_action: Callable[[Any], Any] | None = None,
        on_change: Callable[[Any], Any] | None = None,
        title: str | None = None,
        seat: int | None = None,
    ) -> None:
        self.seat = seat
        self.candidates = candidates
        self.keep = keep
        self.on_action = on_action
        self.on_change = on_change
        self.heading = widgets.HTML()
        self.buttons_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.feedback_label = widgets.HTML()
        self.feedback_label.add_class("tutor-feedback")
        self._feedback = ""
        self.show_feedback("")
        self.buttons: list[widgets.Button] = []
        self.actions: list[Any] = []
        self.dropdown: widgets.Dropdown | None = None
        self.dropdown_button: widgets.Button | None = None
        self._title = gettext(self.title_text) if title is None else title
        super().__init__(children=[self.heading, self.buttons_box, self.feedback_label])
        self.add_class("tutor-actions")
        self.update(state)

    @property
    def feedback(self) -> str:
        """The text shown under the buttons."""
        return self._feedback

    def show_feedback(self, text: str) -> None:
        """Show ``text`` under the buttons, in a live region (screen readers read it out)."""
        self._feedback = text
        self.feedback_label.value = f'<div role="status" aria-live="polite">{escape(text)}</div>'

    def _read(self, item: Any) -> Any:
        if isinstance(item, str):
            parse = getattr(game_module(self.state), "parse_action", None)
            if parse is None:
                raise NotationError(f"{item!r}: this game cannot read actions from text")
            try:
                return parse(item, self.state)
            except TypeError:
                return parse(item)
        return item

    def legal_now(self, state: Any) -> tuple[Any, ...]:
        """The legal actions this bar offers from: the state's ``legal_actions()``, or with a ``seat``
        not to act, ``legal_actions(seat)`` when the game takes a seat (else none)."""
        if state.is_terminal:
            return ()
        if self.seat is None or self.seat == state.to_act:
            return tuple(state.legal_actions())
        try:
            return tuple(state.legal_actions(self.seat))
        except TypeError:
            return ()

    def shown_actions(self) -> list[Any]:
        """The actions to draw as buttons for the current state."""
        state = self.state
        if state.is_terminal:
            return []
        if self.candidates is None:
            actions = [a for a in self.legal_now(state) if not _is_card_play(a)]
        else:
            raw = self.candidates(state) if callable(self.candidates) else self.candidates
            actions = []
            for item in raw:
                try:
                    actions.append(self._read(item))
                except (NotationError, ValueError):
                    continue
        if self.keep is not None:
            actions = [a for a in actions if self.keep(a)]
        unique: list[Any] = []
        for action in actions:
            if action not in unique:
                unique.append(action)
        return unique

    def update(self, state: Any) -> None:
        """Show the buttons for another state."""
        self.state = state
        legal = set() if state.is_terminal else set(self.legal_now(state))
        self.actions = self.shown_actions()
        self.buttons = []
        # A long run of numeric bids (Subastao's 60, 65, ... 230) becomes a drop-down of the legal ones.
        numeric = [a for a in self.actions if _number_field(a) is not None]
        compact = len(numeric) > self.max_buttons
        children: list[widgets.Widget] = []
        if compact:
            options = [(option_label(a, state), a) for a in numeric if a in legal]
            self.dropdown = widgets.Dropdown(options=options, layout=widgets.Layout(width="auto"))
            self.dropdown_button = widgets.Button(
                description=gettext("bid"),
                button_style="info",
                disabled=not options,
                layout=widgets.Layout(width="auto"),
            )
            self.dropdown_button.on_click(lambda _b: self.choose(self.dropdown.value))
            children += [self.dropdown, self.dropdown_button]
        for action in self.actions:
            if compact and action in numeric:
                continue
            ok = action in legal
            button = widgets.Button(
                description=option_label(action, state),
                disabled=not ok,
                tooltip="" if ok else (action_reason(state, action) or gettext("not possible now")),
                button_style="info" if ok else "",
                layout=widgets.Layout(width="auto"),
            )
            button.on_click(lambda _b, action=action: self.choose(action))
            self.buttons.append(button)
            children.append(button)
        self.buttons_box.children = tuple(children)
        self.heading.value = f"<b>{escape(self._title)}</b>" if self._title and self.actions else ""
        # Nothing to do here now (e.g. the auction is over): the bar steps aside.
        show(self, bool(legal.intersection(self.actions)))

    def set_title(self, title: str) -> None:
        """Change the heading."""
        self._title = title
        self.heading.value = f"<b>{escape(title)}</b>" if title and self.actions else ""

    def button(self, text: str) -> widgets.Button:
        """The button whose label is ``text``."""
        for button in self.buttons:
            if button.description == text:
                return button
        raise KeyError(f"no button {text!r}: buttons are {[b.description for b in self.buttons]}")

    def choose(self, action: Any) -> None:
        """Choose an action as a click does: illegal ones only show their reason."""
        why = action_reason(self.state, action) if action not in self.legal_now(self.state) else None
        if why is not None:
            self.show_feedback(why)
            return
        self.show_feedback("")
        if self.on_action is not None:
            self.on_action(action)
            return
        new = self.state.apply(action)
        self.update(new)
        if self.on_change is not None:
            self.on_change(new)


def _number_field(action: Any) -> int | None:
    """The number of a bid-like action: a dataclass whose only field is an int (``Bid(points=75)``)."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return None
    fields = dataclasses.fields(action)
    if len(fields) != 1:
        return None
    value = getattr(action, fields[0].name)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def bid_candidates(state: Any) -> list[Any]:
    """The bids to show: the game's whole bidding vocabulary during its auction, else the legal
    non-card actions (naming trumps, overrides...)."""
    legal = [a for a in state.legal_actions() if not _is_card_play(a)] if not state.is_terminal else []
    module = game_module(state)
    listed = getattr(module, "bid_candidates", None)  # a game may list its own
    if callable(listed):
        return list(listed(state))
    # the whole bidding vocabulary of the game (its description), so that bids not allowed now show disabled
    # with their reason; read through the game's own ``parse_action``; what is legal always comes from the state
    words = games.describe(module).bids
    parse = getattr(module, "parse_action", None)
    every: list[Any] = []
    if parse is not None:
        for word in words:
            try:
                every.append(parse(word, state))
            except TypeError:
                every.append(parse(word))
            except (NotationError, ValueError):
                continue
    if any(action in legal for action in every):
        return every + [a for a in legal if a not in every]
    return legal


class BiddingBox(ActionBar):
    """The auction: Subastao's points, Saskop's 5 to 9 trumps, pass, the diamond override.

    By default the buttons are the game's whole bidding vocabulary during the auction (so a bid too low
    shows disabled, with the rules' reason as its tooltip), else the legal non-card actions. A long run of
    numeric bids (Subastao's points) is a drop-down of the legal ones and a "bid" button.
    """

    title_text = gettext_noop("Bidding")

    def __init__(self, state: Any, **kwargs: Any) -> None:
        kwargs.setdefault("candidates", bid_candidates)
        super().__init__(state, **kwargs)


class DeclarationPanel(ActionBar):
    """Piquet's declarations: the elder's point, sequence and sets, and the younger's answer
    ("good", "not good", "equal"). The buttons are the legal declaration actions of the state, labelled
    by their own ``str``; the last declarations made are listed above them.
    """

    title_text = gettext_noop("Declarations")

    def update(self, state: Any) -> None:
        super().update(state)
        said = [a for a in getattr(state, "history", ())[-6:] if not _is_card_play(a)]
        if said and self.actions:
            self.heading.value += (
                "<br><small>"
                + escape(
                    gettext("so far: {actions}").format(
                        actions=" · ".join(option_label(a, state) for a in said)
                    )
                )
                + "</small>"
            )


class SignalBar(ActionBar):
    """Satat's signals allowed at this moment.

    Two kinds exist in the rules API: announcements (actions with a ``signal``, e.g. the 2♥ announcement
    or Lese) are buttons; signals given *while playing a card* (card plays carrying ``signals``) are
    toggles whose choice is attached to the next card played (see :meth:`play_action`).
    """

    title_text = gettext_noop("Signals")

    def __init__(self, state: Any, *, seat: int | None = None, **kwargs: Any) -> None:
        self.toggles: dict[Any, widgets.ToggleButton] = {}
        self.toggle_box = widgets.HBox()
        kwargs.setdefault("keep", lambda action: getattr(action, "signal", None) is not None)
        super().__init__(state, seat=seat, **kwargs)
        self.children = (self.heading, self.buttons_box, self.toggle_box, self.feedback_label)

    def shown_actions(self) -> list[Any]:
        actions = super().shown_actions()
        if self.seat is not None:
            actions = [a for a in actions if getattr(a, "seat", self.seat) == self.seat]
        return actions

    def update(self, state: Any) -> None:
        super().update(state)
        kinds: list[Any] = []
        if not state.is_terminal and (self.seat is None or state.to_act == self.seat):
            for action in state.legal_actions():
                for signal in sorted(getattr(action, "signals", ()) or (), key=str):
                    if signal not in kinds:
                        kinds.append(signal)
        old = {signal: toggle.value for signal, toggle in self.toggles.items()}
        self.toggles = {
            signal: widgets.ToggleButton(description=gettext(str(signal)), value=old.get(signal, False))
            for signal in kinds
        }
        self.toggle_box.children = tuple(self.toggles.values())
        if kinds:
            show(self)
            if not self.heading.value:
                self.heading.value = f"<b>{escape(self._title)}</b>"

    @property
    def chosen(self) -> frozenset[Any]:
        """The signals toggled on, to go with the next card."""
        return frozenset(signal for signal, toggle in self.toggles.items() if toggle.value)

    def play_action(self, card: Card, plays: Iterable[Any]) -> Any | None:
        """Among the legal plays of ``card``, the one carrying exactly the chosen signals (``None`` if the
        rules do not allow that combination)."""
        chosen = self.chosen
        for action in plays:
            if (
                getattr(action, "card", None) is card
                and frozenset(getattr(action, "signals", ()) or ()) == chosen
            ):
                return action
        return None
