"""Whole deals: replaying recorded actions, letting bots play a deal out, and fast random rollouts."""

from __future__ import annotations

import random
from collections.abc import Iterable

from ...cards import CARDS_BY_INDEX
from ...tricks import trick_winner as _trick_winner
from .._shared import from_json as _from_json
from .._shared import seat_bots
from .actions import Action, Phase
from .rules import INPUTS, NAME, SaskopRules, legal_mask, mask_points
from .state import SaskopOutcome, State, _evolve, start

__all__ = ["from_json", "play_out", "replay", "rollout"]


def from_json(text: str) -> State:
    """The state :meth:`State.to_json` saved.

    :raises NotationError: if the text is not a saved Saskop state.
    """
    return _from_json(text, NAME, State)


def replay(
    seed: int | str | None, actions: Iterable[Action | str], *, rules: SaskopRules | None = None, **given
) -> State:
    """The state after ``actions`` from ``start(seed, rules=rules, **given)`` (golden deals).

    >>> from tutor.games.saskop import SEATS
    >>> final = replay(4, ["pass"] * 4, dealer=2, rules=SaskopRules(picture_giving=False))
    >>> final.trump, final.caller, SEATS[final.to_act]
    (Suit.DIAMONDS, None, 'East')
    """
    state = start(seed, rules=rules, **given)
    for action in actions:
        state = state.apply(action)
    return state


def play_out(state: State, bots: object) -> State:
    """Let bots play the deal to its end: one bot for every seat, a sequence of bots (one per seat), or a
    function ``state -> action``.

    >>> from tutor.games.saskop import RandomBot
    >>> final = play_out(start(8), [RandomBot(seat) for seat in range(4)])
    >>> final.is_terminal, sum(final.outcome().points)
    (True, 120)
    """
    state, seats = INPUTS.state(state, State), seat_bots(bots, 4)
    while not state.is_terminal:
        state = state.apply(seats[state.to_act].choose(state))
    return state


def rollout(state: State, rng: random.Random | int | str | None = None) -> SaskopOutcome:
    """Finish a deal with uniformly random legal actions and return its outcome -- fast.

    The bidding phases go through :meth:`State.apply`; the tricks are played on bitmasks, each card
    drawn from ``rules.legal_mask``, without building a state per card. It takes
    no action from outside, so nothing goes unchecked. Each step chooses the same way as
    ``actions[rng.randrange(len(actions))]`` over :meth:`State.legal_actions` would, so a state-by-state
    playout with the same generator ends in the same outcome. For Monte-Carlo players and benchmarks.

    :param state: a deal with every hand visible (not a view).
    :param rng: a ``random.Random`` or a seed.

    >>> outcome = rollout(start(2), 2)
    >>> sum(outcome.points), sum(outcome.tricks)
    (120, 9)
    """
    if not isinstance(rng, random.Random):
        rng = random.Random(rng)
    randrange = rng.randrange
    while state.phase is not Phase.PLAY and state.phase is not Phase.OVER:
        actions = state.legal_actions()
        state = state.apply(actions[randrange(len(actions))])
    if state.phase is Phase.PLAY:
        if any(hand is None for hand in state.hands):
            raise ValueError("a rollout needs every hand: call it on a full state, not a view")
        o, rules = state._o, state.rules
        hands = [hand.mask for hand in state.hands]
        points, taken = list(state.points), list(state.taken)
        plays = list(state.trick.plays)
        seat, done = state.to_act, len(state.tricks)
        while done < 9:
            cards = [card for _, card in plays]
            mask = legal_mask(hands[seat], cards, o, rules)
            for _ in range(randrange(mask.bit_count())):
                mask &= mask - 1
            bit = mask & -mask
            hands[seat] ^= bit
            card = CARDS_BY_INDEX[bit.bit_length() - 1]
            plays.append((seat, card))
            if len(plays) < 4:
                seat = (seat + 1) % 4
                continue
            cards.append(card)
            seat = plays[_trick_winner(cards, o)][0]
            points[seat % 2] += mask_points(cards[0].bit | cards[1].bit | cards[2].bit | cards[3].bit)
            taken[seat % 2] += 1
            plays = []
            done += 1
        state = _evolve(state, points=tuple(points), taken=tuple(taken), phase=Phase.OVER, to_act=None)
    return state.outcome()
