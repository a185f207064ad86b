"""Play a whole hand of any of the four games against the bots, in one notebook cell."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from html import escape
from types import ModuleType
from typing import Any

import ipywidgets as widgets

from .. import games
from ..analysis import HINT_BUDGET, learner_hint, table_bot
from ..cards import Card, CardSet
from ..errors import IllegalAction, NotationError
from ..i18n import gettext, pgettext
from ..lesson.words import option_label, said_to_seat
from ..sentences import Template
from ._protocol import card_actions, card_reason, seat_names
from ._show import show
from .actions import BiddingBox, SignalBar
from .costs import CostStrip
from .hand import HandView
from .review import DealReviewView
from .views import TableView, TrickView

__all__ = ["PlayTable"]

_MAX_BOT_MOVES = 10_000
MOVE = Template("{seat}: {action}")
"""A move in the table's log: who made it and what it was (``'South: 7♣'``)."""


def _is_card_play(action: Any) -> bool:
    return isinstance(getattr(action, "card", None), Card)


def _is_card_choice(action: Any) -> bool:
    """Actions that are just a set of cards (Satat's exchange): chosen by selecting cards, then confirm.
    Actions with more to them (Piquet's calls: a kind and cards) are buttons."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return False
    names = [f.name for f in dataclasses.fields(action)]
    return names == ["cards"] and isinstance(getattr(action, "cards", None), CardSet)


class _AnyLegalBot:
    """Stand-in for a game that has no bot yet: a seeded random choice among the legal actions."""

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)

    def choose(self, state: Any) -> Any:
        return self.random.choice(state.legal_actions())


class PlayTable(widgets.VBox):
    """A whole hand against the bots: click your cards, use the buttons for bids and other choices.

    :param game: a game name (``'satat'``, ``'piquet'``...) or a game module following the protocol.
    :param seed: the deal's seed (the same seed gives the same deal).
    :param seat: the learner's seat (drawn at the bottom).
    :param rules: the game's rules object (default: the game's defaults).
    :param bots: ``{seat: bot}`` for the other seats (default: :func:`tutor.analysis.table_bot`, the game's
        heuristic ``Bot`` that in the last tricks plays the card costing least over deals of the hidden cards
        sampled from what its seat has seen, each solved).
    :param seats: seat names (default: the game's ``SEATS``).
    :param width: width of one card in pixels.
    :param given: passed to the game's ``start`` (e.g. ``hands=...`` or ``dealer=...``).

    Undo returns to your previous decision (states are immutable, so this is free); Hint says what you might
    do, and why (in the last tricks from deals that fit what you have seen, before that the bot's rule of
    thumb); New deal deals again with the next seed. When the hand is over, the
    result (``state.outcome()``) shows under your cards, and the review of your cards begins
    (:class:`~tutor.widgets.review.DealReviewView`): your costliest cards of the whole deal, each with its cost
    and the principle it broke or the reason, worked out one card at a time while you go on.

    Everything happens through the rules API: a click finds the legal action for that card, or shows
    the reason the rules give when there is none.

    >>> table = PlayTable("piquet", seed=1)
    >>> table.state.to_act == table.seat
    True
    >>> first = table.state
    >>> table.act(first.legal_actions()[0])
    >>> table.undo_button.click()
    >>> table.state is first
    True
    """

    children: tuple[widgets.Widget, ...]  # VBox's trait (ipywidgets has no types): the rows, top down

    def __init__(
        self,
        game: str | ModuleType | Any,
        *,
        seed: int = 0,
        seat: int = 0,
        rules: Any = None,
        bots: Mapping[int, Any] | None = None,
        seats: Sequence[str] | None = None,
        width: float = 52,
        **given: Any,
    ) -> None:
        self.module = games.get(game) if isinstance(game, str) else game
        self.seat = seat
        self.rules = rules
        self.given = given
        self.seats_given = tuple(seats) if seats is not None else None
        self.bots_given = dict(bots) if bots is not None else None
        #: the deal's moves so far, each (seat, action, the state it was made in); ``None`` for an undo
        self.history: list[tuple[int, Any, Any] | None] = []
        #: seconds after which a hint begins no more sampled deals (``None``: all of them)
        self.hint_budget: float | None = HINT_BUDGET
        self._let_pass: Any = None
        self.undo_stack: list[Any] = []
        self.width = width
        self.seed = seed
        state = self._new_state(seed)
        self.names = seat_names(state, self.seats_given)
        self.table = TableView(state, seat=seat, seats=self.names, show_own_hand=False, width=width)
        said_names = [gettext(name) for name in self.names]  # the seats as the language spoken names them
        self.hand = HandView(
            (),
            label=gettext("your hand ({seat})").format(seat=gettext(self.names[seat])),
            on_click=self._on_card,
            block_illegal=False,
            width=width * 1.15,
        )
        self.hand.on_select = lambda _selected: self._render_choice()
        # Announcements (actions with a ``signal``) go to the signal bar; other actions to the choice bar,
        # which also offers the learner's out-of-turn actions (``legal_actions(seat)``) when the play pauses.
        self.actions = BiddingBox(
            state,
            seat=seat,
            on_action=self.act,
            keep=lambda a: not _is_card_choice(a) and getattr(a, "signal", None) is None,
            title=gettext("Your choice"),
        )
        self.signals = SignalBar(state, seat=seat, on_action=self.act)
        self.go_on = widgets.Button(
            description=gettext("let the play go on"),
            tooltip=gettext("say nothing now"),
            layout=widgets.Layout(width="auto"),
        )
        self.go_on.on_click(lambda _b: self.let_play_go_on())
        self.confirm = widgets.Button(
            description=gettext("confirm the selected cards"), layout=widgets.Layout(width="auto")
        )
        self.confirm.on_click(lambda _b: self.confirm_selection())
        self.last_trick = TrickView(seats=said_names, width=width * 0.8)
        self.log_view = widgets.HTML()
        self.undo_button = widgets.Button(description=gettext("undo"), tooltip=gettext("undo your last move"))
        self.hint_button = widgets.Button(
            description=gettext("hint"), tooltip=gettext("what would the bot play, and why?")
        )
        self.new_button = widgets.Button(
            description=gettext("new deal"), tooltip=gettext("deal again with the next seed")
        )
        self.undo_button.on_click(lambda _b: self.undo())
        self.hint_button.on_click(lambda _b: self.hint())
        self.new_button.on_click(lambda _b: self.new_deal())
        controls = widgets.HBox([self.undo_button, self.hint_button, self.new_button])
        super().__init__(
            children=[
                self.table,
                self.last_trick,
                self.hand,
                self.confirm,
                self.actions,
                self.signals,
                self.go_on,
                controls,
                self.log_view,
            ]
        )
        self.add_class("tutor-play-table")
        self.state = state
        self.review = DealReviewView(width=width * 0.7)
        self._add_costs()
        self._start(state)

    @classmethod
    def from_state(cls, state: Any, *, seat: int | None = None, **kwargs: Any) -> PlayTable:
        """A table that starts from ``state`` (e.g. the last tricks of a deal) instead of a new deal;
        ``seat`` defaults to the seat to act. New deal deals a fresh one as usual."""
        seat = state.to_act if seat is None else seat
        table = cls(games.of(state), seat=seat, **kwargs)
        table._start(state)
        return table

    # -- set-up --------------------------------------------------------------------------------------------
    def _new_state(self, seed: int) -> Any:
        kwargs = dict(self.given)
        if self.rules is not None:
            kwargs["rules"] = self.rules
        return self.module.start(seed, **kwargs)

    def _bot_class(self) -> Any:
        return getattr(self.module, "Bot", None) or getattr(self.module, "RandomBot", None) or _AnyLegalBot

    def _make_bots(self, seed: int, count: int) -> dict[int, Any]:
        if self.bots_given is not None:
            return dict(self.bots_given)
        if games.describe(self.module).table_bot is not None and hasattr(self.module, "Bot"):
            # the game's Bot, which in the last tricks plays the card that costs least over sampled deals
            return {s: table_bot(self.module, seed=seed * 7 + s) for s in range(count) if s != self.seat}
        make = self._bot_class()
        return {s: make(seed=seed * 7 + s) for s in range(count) if s != self.seat}

    def _start(self, state: Any) -> None:
        self.bots = self._make_bots(self.seed, len(state.hands))
        self.undo_stack = []
        self.history = []
        self.first = state  # where this table's deal began: the review replays it from here
        self.review.clear()
        self.state = self._advance(state)
        self._render()
        self._greet()

    def _greet(self) -> None:
        if self.state.is_terminal:
            self._show_result()
        elif self.state.to_act == self.seat:
            self.hand.show_feedback(gettext("Your turn."))
        elif self.is_paused:
            who = gettext(self.names[self.state.to_act])
            self.hand.show_feedback(
                gettext("{who} is about to play: you may act out of turn, or let the play go on.").format(
                    who=who
                )
            )

    def new_deal(self, seed: int | None = None) -> None:
        """Deal again (with the next seed by default)."""
        self.seed = self.seed + 1 if seed is None else seed
        self._start(self._new_state(self.seed))

    # -- moves ---------------------------------------------------------------------------------------------
    def out_of_turn(self, state: Any = None) -> tuple[Any, ...]:
        """What the learner may do while another seat is to act (Satat's 2♥ announcement, Lese, the
        partner's no-trump claim): ``state.legal_actions(seat)`` when the game takes a seat."""
        state = self.state if state is None else state
        if state.is_terminal or state.to_act is None or state.to_act == self.seat:
            return ()
        try:
            return tuple(state.legal_actions(self.seat))
        except TypeError:
            return ()

    @property
    def moves(self) -> list[str]:
        """The deal's moves so far as the table's log says them, in the language spoken now
        (``'South: 7♣'``, ``'北：山札から取る'``)."""
        said = []
        for move in self.history:
            if move is None:
                said.append(gettext("(undo)"))
                continue
            seat, action, state = move
            said.append(MOVE.say(seat=gettext(self.names[seat]), action=option_label(action, state)))
        return said

    @property
    def is_paused(self) -> bool:
        """The bots wait: the learner may act out of turn now (or let the play go on)."""
        return bool(self.out_of_turn()) and self.state is not self._let_pass

    def let_play_go_on(self) -> None:
        """Say nothing out of turn now: the bots carry on."""
        self._let_pass = self.state
        self.state = self._advance(self.state)
        self._render()
        self._greet()

    def _advance(self, state: Any) -> Any:
        """Let the bots act until it is the learner's turn, the learner may act out of turn, or the hand
        is over."""
        for _ in range(_MAX_BOT_MOVES):
            if state.is_terminal or state.to_act is None or state.to_act == self.seat:
                return state
            if state is not self._let_pass and self.out_of_turn(state):
                return state
            seat = state.to_act
            action = self.bots[seat].choose(state)
            self.history.append((seat, action, state))
            state = state.apply(action)
        return state

    def act(self, action: Any) -> None:
        """Apply the learner's action (validated by the rules), then let the bots play."""
        before = self.state
        try:
            after = before.apply(action)
        except (IllegalAction, NotationError) as error:
            self.hand.show_feedback(str(error), "bad")
            return
        self.undo_stack.append(before)
        self.history.append((self.seat, action, before))
        if isinstance(getattr(action, "card", None), Card):  # signals go with one card only
            for toggle in self.signals.toggles.values():
                toggle.value = False
        self.state = self._advance(after)
        self._render()
        self.hand.show_feedback("")
        self._greet()

    def _on_card(self, card: Card) -> None:
        plays = card_actions(self.state) if self.state.to_act == self.seat else {}
        if card in plays:
            choices = [a for a in self.state.legal_actions() if getattr(a, "card", None) is card]
            action = self.signals.play_action(card, choices) if self.signals.toggles else plays[card]
            if action is None:
                said = gettext("{card} cannot carry those signals now").format(card=card.unicode())
                self.hand.show_feedback(said, "bad")
                return
            self.act(action)
            return
        if self.state.is_terminal:
            self.hand.show_feedback(gettext("The hand is over: press 'new deal' to play again."), "info")
            return
        self.hand.show_feedback(
            self._reason(self.state, card) or gettext("{card} cannot be played now").format(card=card.name()),
            "bad",
        )

    def _reason(self, state: Any, card: Card) -> str | None:
        """Why the learner may not play ``card``, said to him ("You cannot play 7♣: you must follow ♥")."""
        reason = card_reason(state, card)
        return None if reason is None else said_to_seat(reason, self.names[self.seat])

    def choice_actions(self) -> list[Any]:
        """The legal actions naming several cards (discards, exchanges), if any."""
        if self.state.is_terminal or self.state.to_act != self.seat:
            return []
        return [a for a in self.state.legal_actions() if _is_card_choice(a)]

    def confirm_selection(self) -> None:
        """Play the card-choice action (e.g. a discard) matching the selected cards."""
        options = self.choice_actions()
        chosen = self.hand.selected
        for action in options:
            if action.cards == chosen:
                self.act(action)
                return
        if options:
            try:
                self.state.apply(dataclasses.replace(options[0], cards=chosen))
            except (IllegalAction, NotationError, TypeError, ValueError) as error:
                self.hand.show_feedback(str(error), "bad")
                return
        self.hand.show_feedback(gettext("those cards are not a possible choice now"), "bad")

    def undo(self) -> None:
        """Go back to your previous decision."""
        if not self.undo_stack:
            self.hand.show_feedback(gettext("Nothing to undo."), "info")
            return
        self.state = self.undo_stack.pop()
        self.review.clear()
        self.history.append(None)
        self._render()
        self._greet()
        self.hand.show_feedback(gettext("Undone.") + " " + self.hand.feedback, "info")

    def hint(self) -> tuple[Any, str] | None:
        """What you might do here, and why (shown as feedback): in the last tricks
        (:data:`~tutor.analysis.teach.EXACT_TRICKS`) the card that gives away least over deals of the hidden cards
        that fit what you have seen (:func:`~tutor.analysis.learner_hint`), with the bot's rule of thumb when it
        agrees; before that, the bot's choice and its reason."""
        if self.state.is_terminal or self.state.to_act != self.seat:
            self.hand.show_feedback(gettext("No decision to make now."), "info")
            return None
        if games.describe(self.module).adapter is not None and hasattr(self.module, "Bot"):
            # in the last tricks: deals sampled from what you have seen, solved; before: the bot's rule of thumb
            action, reason = learner_hint(self.state, seed=self.seed, budget=self.hint_budget)
        else:
            bot = self._bot_class()(seed=self.seed)
            if not hasattr(bot, "hint"):
                self.hand.show_feedback(gettext("This game has no hints yet."), "info")
                return None
            action, reason = bot.hint(self.state)
        said = gettext("Hint: {action} — {reason}").format(action=option_label(action), reason=reason)
        self.hand.show_feedback(said, "info")
        return action, reason

    def _show_result(self) -> None:
        outcome = self.state.outcome()
        over = gettext("Hand over.")
        self.hand.show_feedback(f"{over} {outcome}" if outcome is not None else over, "good")
        reviewed = games.describe(self.module).adapter is not None  # a game the analysis knows
        if (
            reviewed and self.undo_stack and self.review.deal is not self.state
        ):  # once per deal played to its end
            self.review.start((self.first, self.state.history[len(self.first.history) :]), self.seat)
            self.review.deal = self.state

    # -- drawing -------------------------------------------------------------------------------------------
    def _render_choice(self) -> None:
        choosing = bool(self.choice_actions())
        show(self.confirm, choosing)
        if choosing:
            chosen = len(self.hand.selected)
            self.confirm.description = gettext("confirm {chosen} selected card(s)").format(chosen=chosen)

    def _render(self) -> None:
        state = self.state
        self.table.update(state)
        hand = state.hands[self.seat] or CardSet()
        mine = not state.is_terminal and state.to_act == self.seat
        plays = card_actions(state) if mine else {}
        choosing = bool(self.choice_actions())
        self.hand.row.selectable = choosing
        if plays:
            self.hand.update(hand, legal=CardSet(plays), reasons=lambda card: self._reason(state, card))
        else:
            self.hand.update(hand, legal=None, reasons=None, selected=() if not choosing else None)
        self._render_choice()
        paused = self.is_paused
        self.actions.update(state)
        show(self.go_on, paused)
        phase = getattr(state, "phase", None)
        self.actions.set_title(
            gettext("Your choice ({phase})").format(
                phase=pgettext("phase", str(getattr(phase, "value", phase)))
            )
            if phase is not None
            else gettext("Your choice")
        )
        if not mine and not paused:
            show(self.actions, False)
        self.signals.update(state)
        tricks = tuple(getattr(state, "tricks", ()) or ())
        if tricks:
            # The winner of a trick leads the next one.
            following = getattr(state, "trick", None)
            leader = getattr(following, "leader", None)
            seats = tricks[-1].seats
            position = seats.index(leader) if leader in seats else None
            self.last_trick.update(tricks[-1], winner=position, caption=gettext("last trick"))
        else:
            self.last_trick.value = ""
        self.undo_button.disabled = not self.undo_stack
        self.hint_button.disabled = not mine
        recent = self.moves[-8:]
        self.log_view.value = (
            "<div class='tutor-log' style='font-size:0.85em;color:#555'>"
            + escape(" · ".join(recent))
            + "</div>"
            if recent
            else ""
        )

    # -- what did that cost? -------------------------------------------------------------------------------
    def _add_costs(self) -> None:
        self.cost_button = widgets.Button(
            description=gettext("what did that cost?"),
            tooltip=gettext("what each card you played in the last tricks cost, against best play"),
            layout=widgets.Layout(width="auto"),
        )
        self.cost_button.on_click(lambda _b: self.what_did_that_cost())
        self.cost_strip = CostStrip(width=self.width * 0.7)
        self._costs: dict[tuple[Any, Any], tuple[Any, str]] = {}
        self.children = (*self.children, self.cost_button, self.cost_strip, self.review)

    def learner_cards(self) -> list[tuple[Any, Any]]:
        """The cards the learner played in this deal, as ``(state before, action)``, in order."""
        out = []
        for before in self.undo_stack:
            action = self.state.history[len(before.history)]
            if _is_card_play(action):
                out.append((before, action))
        return out

    def what_did_that_cost(self, budget: float = 0.8) -> list[tuple[Card, Any, str]]:
        """The cost of each card the learner played in the last tricks (exact, against best play by
        everybody, :func:`tutor.analysis.teach.in_reach`), shown as badges on the cards, with the reason.

        Each card is solved once (then remembered); one click solves cards until ``budget`` seconds have
        passed (at least one card: about a second at most in the browser), and a second click goes on
        with the rest.

        :returns: ``(card, Cost, reason)`` for each card solved so far, in the order played.
        """
        import time

        from ..analysis import card_cost, in_reach

        start = time.perf_counter()
        found = []
        left = solved = 0
        for before, action in self.learner_cards():
            if not in_reach(before):
                continue
            key = (before, action)
            if key not in self._costs:
                if solved and time.perf_counter() - start > budget:
                    left += 1
                    continue
                self._costs[key] = card_cost(before, action)
                solved += 1
            cost, reason = self._costs[key]
            found.append((action.card, cost, reason))
        note = (
            gettext("{left} more card(s) to work out: press the button again.").format(left=left)
            if left
            else ""
        )
        if not found and not left:
            note = gettext("None of your cards was played in the last tricks yet: the costs start there.")
        self.cost_strip.update(self.state, found, note)
        return found

    def _repr_html_(self) -> str:  # a static picture where no kernel runs (docs, nbviewer)
        from ..svg import hand_svg

        hand = self.hand.display_order()
        return self.table._repr_html_() + hand_svg(hand, legal=self.hand.legal, width=self.hand._width)
